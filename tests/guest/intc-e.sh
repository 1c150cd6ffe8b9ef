# Controller e: two banks of 16-bit big-endian registers in 8-byte blocks,
# two-cell specifiers; the consumer is an edge line, 17 (bank 1, bit 1),
# acked on delivery and disabled lazily.
NODE=/interrupt-controller@48100400 UIO=uio-e17 LINE=17 SPI=22 BANKREG=8
STATUS=0x48100400 MASKKIND=mask MASK=0x48100402 ACKKIND=w1c ACK=0x48100404
LINES=0xffff BANK_LINES=16 BE16=1 WIDTH=16 LAZY=1
BOOTMASK="0x48100402 0xffff 0x4810040a 0xfffd"
. /tests/intc-lib.sh
