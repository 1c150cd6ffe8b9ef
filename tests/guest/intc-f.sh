# Controller f: shares its parent SPI 23 with controller g.
NODE=/interrupt-controller@48100500 UIO=uio-f1 LINE=1 SPI=23
STATUS=0x48100500 MASKKIND=mask MASK=0x48100504 ACKKIND=w1c ACK=0x48100508
LINES=0xffffffff BOOTMASK="0x48100504 $((0xffffffff & ~(1 << 1)))"
. /tests/intc-lib.sh
