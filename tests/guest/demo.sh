# The README's demo (tests/dts/vexpress-demo.dts on tests/dts/vexpress-v2p-ca9-mmio-intc.dts): the
# controller's line 0 reaches its generic-uio consumer, exactly the way
# the README shows it by hand.
. /tests/lib.sh
grep -Eq 'interrupt-controller@48100000 +0 .*uio-demo' /proc/interrupts ||
	{ cat /proc/interrupts; fail "uio-demo's line not in /proc/interrupts"; }
dev=$(uio_dev uio-demo)
c=$(uio_count $dev)
expect_reg 0x48100004 0xfffffffe "mask register after boot"
devmem 0x48100000 32 1
gic_pend 24
wait_count $dev $((c + 1))
expect_eq "count" $((c + 1)) "$(uio_count $dev)"
expect_reg 0x48100008 1 "ack register"
expect_reg 0x48100004 0xffffffff "mask register while uio disables the line"
devmem 0x48100000 32 0
uio_enable $dev
expect_reg 0x48100004 0xfffffffe "mask register after re-enable"
grep uio-demo /proc/interrupts
