# Controller a: mask register (1 = masked), status, write-1-to-clear ack;
# its line 7 is the parent of controller h, so it is unmasked too.
NODE=/interrupt-controller@48100000 UIO=uio-a3 LINE=3 SPI=18
STATUS=0x48100000 MASKKIND=mask MASK=0x48100004 ACKKIND=w1c ACK=0x48100008
LINES=0xffffffff BOOTMASK="0x48100004 $((0xffffffff & ~(1 << 3 | 1 << 7)))"
. /tests/intc-lib.sh
