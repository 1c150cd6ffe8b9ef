# Lines nobody handles, raw status and a shared parent, on the controllers
# of tests/dts/vexpress-mmio-intc.dts (the intc-* tests unbind their
# consumers: they are bound again here).
. /tests/lib.sh
drv=/sys/bus/platform/drivers/uio_pdrv_genirq
bind() { [ -e $drv/$1 ] || echo "$1" > $drv/bind; }
for u in uio-a3 uio-b5 uio-f1 uio-g2; do bind $u; done

# A status bit on a valid line without a mapping (a, line 9): acked,
# masked, one warning, and the controller keeps working.
A=/interrupt-controller@48100000
a3=$(uio_dev uio-a3)
c=$(uio_count $a3)
devmem 0x48100008 32 0
devmem 0x48100000 32 $((1 << 9))
gic_pend 18
wait_for reg_is 0x48100008 $((1 << 9))
wait_for warned $A 9
expect_reg 0x48100008 $((1 << 9)) "a: ack of unmapped line 9"
rd 0x48100004
[ $((RD & (1 << 9))) -ne 0 ] || fail "a: line 9 not masked"
expect_eq "a: warnings for line 9" 1 "$(spurious_count $A 9)"
devmem 0x48100000 32 0
devmem 0x48100000 32 $((1 << 3))
gic_pend 18
wait_count $a3 $((c + 1))
expect_eq "a: line 3 after the unmapped line" $((c + 1)) "$(uio_count $a3)"
devmem 0x48100000 32 0
uio_enable $a3
expect_eq "a: warnings for line 9 at the end" 1 "$(spurious_count $A 9)"
echo "a: unmapped line 9 acked, masked, reported once; line 3 still counts"

# A line outside valid-masks (d, line 35 = bank 1 bit 3): the driver's xlate
# refused the mapping, with one error line (uio then probes without an
# interrupt); a status bit there is acked and reported once.
D=/interrupt-controller@48100300
dmesg | grep -q "$D: a consumer's interrupts name line 35 (type 0): not a valid line" ||
	fail "d: uio-d35's line 35 not reported"
if grep -q uio-d35 /proc/interrupts; then fail "d: line 35 was mapped"; fi
devmem 0x48100314 32 0
devmem 0x48100304 32 $((1 << 3))
gic_pend 21
wait_for reg_is 0x48100314 $((1 << 3))
wait_for warned $D 35
devmem 0x48100304 32 0
expect_reg 0x48100314 $((1 << 3)) "d: ack of invalid line 35"
rd 0x4810030c
[ $((RD & (1 << 3))) -ne 0 ] || fail "d: line 35 not masked"
expect_eq "d: warnings for line 35" 1 "$(spurious_count $D 35)"
echo "d: invalid line 35 cannot be mapped, is acked, masked, reported once"

# Raw status (b): a pending but masked line (6) is not dispatched.
B=/interrupt-controller@48100100
b5=$(uio_dev uio-b5)
c=$(uio_count $b5)
devmem 0x48100108 32 0xffffffff
devmem 0x48100100 32 $((1 << 5 | 1 << 6))
gic_pend 19
wait_count $b5 $((c + 1))
expect_eq "b: count" $((c + 1)) "$(uio_count $b5)"
expect_reg 0x48100108 $((0xffffffff & ~(1 << 5))) "b: ack (write 0) of line 5 only"
expect_eq "b: warnings for masked line 6" 0 "$(spurious_count $B 6)"
devmem 0x48100100 32 0
uio_enable $b5
echo "b: raw status of masked line 6 ignored"

# Shared parent (f and g on SPI 23): one parent interrupt serves both.
# An mmio-intc node requests its parent line shared (IRQF_SHARED), whether
# or not another node names it: GIC line 55 (SPI 23) lists the two
# controllers, GIC line 50 (SPI 18) a alone.
l=$(grep ' 55 Level ' /proc/interrupts)
case $l in
*interrupt-controller@48100500*interrupt-controller@48100600* | \
*interrupt-controller@48100600*interrupt-controller@48100500*) ;;
*) fail "f, g: SPI 23 not requested by both: '$l'" ;;
esac
grep ' 50 Level ' /proc/interrupts | grep -q 'interrupt-controller@48100000' ||
	fail "a: SPI 18 not requested by a: '$(grep ' 50 Level ' /proc/interrupts)'"
f1=$(uio_dev uio-f1) g2=$(uio_dev uio-g2)
cf=$(uio_count $f1) cg=$(uio_count $g2)
devmem 0x48100500 32 $((1 << 1))
devmem 0x48100600 32 $((1 << 2))
gic_pend 23
wait_count $f1 $((cf + 1))
wait_count $g2 $((cg + 1))
expect_eq "f: count" $((cf + 1)) "$(uio_count $f1)"
expect_eq "g: count" $((cg + 1)) "$(uio_count $g2)"
devmem 0x48100500 32 0
devmem 0x48100600 32 0
echo "f, g: one pend of the shared SPI 23 delivered to both"
