# Controller h: chained to line 7 of controller a (GIC SPI 18 -> a -> h).
NODE=/interrupt-controller@48100700 UIO=uio-h4 LINE=4 SPI=18
CASCADE="0x48100000 7"
STATUS=0x48100700 MASKKIND=mask MASK=0x48100704 ACKKIND=w1c ACK=0x48100708
LINES=0xffffffff BOOTMASK="0x48100704 $((0xffffffff & ~(1 << 4)))"
. /tests/intc-lib.sh
