# make bench, the guest side: the cost of one interrupt through the driver
# that serves the bench line, measured by the test-only module
# tests/kernel/mmio-intc-bench.c (its header comment defines the commands
# and the report).  The command comes from the kernel command line,
# mmio.bench=CMD with commas for spaces (mmio.bench=chained,5,200000,2000;
# mmio.bench=a10,5,200000).  Prints, each line prefixed
# "bench: ":
#   driver CHIP       the chip /proc/interrupts names for the bench line
#   clocksource NAME  the clock ktime_get_ns() reads
#   the module's report
# and fails when the module does not load or the command fails (nothing
# handled, handled differs from raised, a bad command).
. /tests/lib.sh
cmd=
for arg in $(cat /proc/cmdline); do
	case "$arg" in
	mmio.bench=*) cmd=$(echo "${arg#*=}" | tr , ' ') ;;
	esac
done
[ -n "$cmd" ] || fail "no mmio.bench=CMD on the kernel command line"

BENCH=/sys/kernel/debug/mmio-intc-bench
insmod /lib/modules/mmio-intc-bench.ko ||
	fail "insmod mmio-intc-bench.ko: $(dmesg | grep -i bench | tail -n 3)"
[ -d $BENCH ] || fail "no $BENCH"

# The chip of the line the module requested as "mmio-intc-bench": the first
# field after the per-CPU counts
chip=$(awk '$NF == "mmio-intc-bench" {
	for (i = 2; i <= NF; i++)
		if ($i !~ /^[0-9]+$/) { print $i; exit }
}' /proc/interrupts)
[ -n "$chip" ] || { cat /proc/interrupts; fail "no mmio-intc-bench line in /proc/interrupts"; }
echo "bench: driver $chip"
echo "bench: clocksource $(cat /sys/devices/system/clocksource/clocksource0/current_clocksource)"

ok=1
echo "$cmd" > $BENCH/run || ok=0
sed 's/^/bench: /' $BENCH/result
[ $ok -eq 1 ] || fail "bench '$cmd' failed"
