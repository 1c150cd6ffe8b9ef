# The interrupt path: a generic-uio consumer on free GIC SPI 17
# (tests/dts/vexpress-uio.dts) counts exactly one interrupt per injection
# through GICD_ISPENDR, $INJECTIONS (100) times, and none while it is disabled.
. /tests/lib.sh
spi=17
dev=$(uio_dev uio-spi17)
c=$(uio_count "$dev")
i=0
while [ $i -lt $INJECTIONS ]; do
	gic_pend $spi
	wait_count "$dev" $((c + 1))
	n=$(uio_count "$dev")
	expect_eq "count after injection $i" $((c + 1)) "$n"
	# disabled until user space re-enables it: a second pend waits
	gic_pend $spi
	usleep 1000
	expect_eq "count while disabled ($i)" $((c + 1)) "$(uio_count "$dev")"
	uio_enable "$dev"
	wait_count "$dev" $((c + 2))
	expect_eq "count after re-enable ($i)" $((c + 2)) "$(uio_count "$dev")"
	uio_enable "$dev"
	c=$((c + 2))
	i=$((i + 1))
done
echo "$((2 * INJECTIONS)) interrupts counted, one per injection"
