# SMP stress (vexpress-a9, -smp 2, tests/dts/vexpress-robust.dts): 10^5
# interrupts raised from CPU 0 on two lines of each of two chained
# controllers while CPU 1 masks, raises (while masked) and unmasks two
# other lines of the same banks.  Every raised interrupt is delivered once,
# no line is delivered while masked, no mask bit is lost.
. /tests/lib.sh
robust_load
N=${STRESS_N:-100000}
[ "$(grep -c ^processor /proc/cpuinfo)" -ge 2 ] || fail "needs 2 CPUs"
robust stress $N > /tmp/stress || { cat /tmp/stress; fail "stress run failed"; }
cat /tmp/stress
grep -q "^stress: raised $N delivered $N in " /tmp/stress ||
	fail "delivered differs from raised"
grep -qx "stress: delivered while masked 0, without their bit set 0" /tmp/stress ||
	fail "a line was delivered while masked, or without its status bit"
grep -qx "stress: mask register errors 0" /tmp/stress ||
	fail "a mask bit went wrong"
