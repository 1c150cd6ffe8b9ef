# Controller b: enable register (1 = enabled), raw status, write-0-to-clear ack.
NODE=/interrupt-controller@48100100 UIO=uio-b5 LINE=5 SPI=19
STATUS=0x48100100 MASKKIND=enable MASK=0x48100104 ACKKIND=w0c ACK=0x48100108
LINES=0xffffffff BOOTMASK="0x48100104 $((1 << 5))"
. /tests/intc-lib.sh
