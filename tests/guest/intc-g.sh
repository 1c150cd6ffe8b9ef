# Controller g: shares its parent SPI 23 with controller f.
NODE=/interrupt-controller@48100600 UIO=uio-g2 LINE=2 SPI=23
STATUS=0x48100600 MASKKIND=mask MASK=0x48100604 ACKKIND=w1c ACK=0x48100608
LINES=0xffffffff BOOTMASK="0x48100604 $((0xffffffff & ~(1 << 2)))"
. /tests/intc-lib.sh
