# Controller c: enable-set/enable-clear, status, EOI (fasteoi flow). Its
# lines are level lines (one cell): uio_pdrv_genirq disables a level line
# at once (IRQ_DISABLE_UNLAZY), so it is masked on delivery; the core
# records its type (/proc/interrupts: Level).
NODE=/interrupt-controller@48100200 UIO=uio-c2 LINE=2 SPI=20
STATUS=0x48100200 MASKKIND=setclr ENSET=0x48100204 ENCLR=0x48100208
ACKKIND=none EOI=0x4810020c
LINES=0xffffffff BOOTMASK="0x48100204 $((1 << 2)) 0x48100208 0xffffffff"
TRIGGER=Level
. /tests/intc-lib.sh
