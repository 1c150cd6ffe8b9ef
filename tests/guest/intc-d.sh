# Controller d: two banks, registers of a role next to each other; the
# consumer is line 40 (bank 1, bit 8).
NODE=/interrupt-controller@48100300 UIO=uio-d40 LINE=40 SPI=21 BANKREG=4
STATUS=0x48100300 MASKKIND=mask MASK=0x48100308 ACKKIND=w1c ACK=0x48100310
LINES=0xffffffff
BOOTMASK="0x48100308 0xffffffff 0x4810030c $((0xffffffff & ~(1 << 8)))"
. /tests/intc-lib.sh
