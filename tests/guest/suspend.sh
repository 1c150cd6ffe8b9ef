# Suspend to idle and back (tests/dts/vexpress-robust.dts, the test-only
# module's suspend_noirq callback; the PL031 alarm resumes the system).
#  1. during suspend exactly the wake-enabled lines (s0, t0, v0) and the
#     cascade line (s8, v's parent) are unmasked, and after resume every
#     mask register holds its value from before; the parents of the
#     controllers with a line set to wake (s, t, v) are armed for wakeup,
#     u's not;
#  2. a wake-enabled line raised in suspend_noirq resumes the system at
#     once, long before the alarm, and is delivered after resume;
#  3. a requested line that is not wake-enabled (s1) raised there does not
#     (it is masked in suspend, so the controller does not raise its parent):
#     the alarm resumes the system, and the line is delivered only then.
. /tests/lib.sh
robust_load
S=/interrupt-controller@48100800 T=/interrupt-controller@48100900
U=/interrupt-controller@48100a00 V=/interrupt-controller@48100b00
rtc=/sys/class/rtc/rtc0

# uptime in centiseconds (boot time: it counts the time asleep)
now() { read -r up _ < /proc/uptime; echo "${up%.*}${up#*.}" | sed 's/^0*//'; }

# suspend_once MODE ALARM: one s2idle cycle; ELAPSED in centiseconds.
# The PL031 counts whole seconds: "+N" fires N-1 to N s later.
suspend_once() {
	robust suspend "$1" > /dev/null || fail "suspend $1"
	echo 0 > $rtc/wakealarm
	echo "+$2" > $rtc/wakealarm
	local t0=$(now)
	if echo freeze > /sys/power/state; then how=resumed; else how="aborted (wakeup pending)"; fi
	ELAPSED=$(($(now) - t0))
	echo 0 > $rtc/wakealarm
	echo "suspend $1, alarm +$2 s: $how after $ELAPSED cs"
	robust suspend report > /tmp/report || fail "suspend report"
	cat /tmp/report
}

# field NODE WHEN: the mask register of NODE at WHEN (before, during, after)
field() { sed -n "s|^$1: .*$2 \(0x[0-9a-f]*\).*|\1|p" /tmp/report; }

# masks_restored: every mask register after resume holds its value from before
masks_restored() {
	local c
	for c in $S $T $U $V; do
		expect_eq "$c mask after resume" "$(field $c before)" "$(field $c after)"
	done
}

# delivered_after_resume LINE: the line raised in suspend_noirq was not
# delivered until the device interrupts resumed, and once after that
delivered_after_resume() {
	set -- "$1" $(sed -n "s/^raised $1: delivered \([0-9]*\) at suspend, \([0-9]*\) at resume, \([0-9]*\) now$/\1 \2 \3/p" /tmp/report)
	[ $# -eq 4 ] || fail "no report of the raised line $1"
	expect_eq "$1 deliveries until the device interrupts resume" "$2" "$3"
	expect_eq "$1 deliveries after resume" $(($2 + 1)) "$4"
}

# wake_depth NODE: the wake depth of NODE's parent interrupt (debugfs wdepth)
wake_depth() {
	local irq
	irq=$(sed -n "s|^$1: parent irq ||p" /tmp/report)
	[ -n "$irq" ] || fail "no parent irq of $1 in the report"
	sed -n 's/^wdepth: *//p' /sys/kernel/debug/irq/irqs/$irq
}

# 0. a parent is armed for wakeup while a line of its controller is set
#    to wake (the chip's irq_set_wake), not from probe: the module's wake
#    lines s0, t0, v0 (v0 arms s8, v's parent line) set off, then on
robust wake off > /tmp/report || fail "wake off"
for c in $S $T $U $V; do
	expect_eq "$c: parent wake depth, no line set to wake" 0 "$(wake_depth $c)"
done
robust wake on > /tmp/report || fail "wake on"
for c in $S $T $V; do
	expect_eq "$c: parent wake depth, a line set to wake" 1 "$(wake_depth $c)"
done
expect_eq "$U: parent wake depth, no line set to wake" 0 "$(wake_depth $U)"
echo "0: parents armed while a line is set to wake: depth 0 without, 1 with"

# 1. masks during and after a plain suspend
suspend_once none 3
[ "$ELAPSED" -ge 150 ] || fail "resumed after $ELAPSED cs, before the alarm (+3 s)"
expect_eq "$S mask during suspend (s0, s8 unmasked)" 0xfffffefe "$(field $S during)"
expect_eq "$T enable during suspend (t0 enabled)" 0x00000001 "$(field $T during)"
expect_eq "$U mask during suspend (none)" 0xffffffff "$(field $U during)"
expect_eq "$V mask during suspend (v0 unmasked)" 0xfffffffe "$(field $V during)"
expect_eq "$S mask before suspend (s0-s3, s5, s8 unmasked)" 0xfffffed0 "$(field $S before)"
masks_restored
for c in $S $T $V; do
	expect_eq "$c: parent wake" armed "$(sed -n "s|^$c: parent wake ||p" /tmp/report)"
done
expect_eq "$U: parent wake" off "$(sed -n "s|^$U: parent wake ||p" /tmp/report)"
echo "1: during suspend only s0, t0, v0 (and v's line s8) unmasked; masks restored; parents armed"

# 2. a wake-enabled line resumes at once
suspend_once wake 10
[ "$ELAPSED" -lt 500 ] || fail "s0 did not wake the system: $ELAPSED cs (alarm at 10 s)"
delivered_after_resume s0
masks_restored
echo "2: s0 woke the system after $ELAPSED cs"

# 3. a line that is not wake-enabled does not
suspend_once nowake 5
[ "$ELAPSED" -ge 350 ] || fail "s1 (not wake-enabled) woke the system after $ELAPSED cs (alarm +5 s)"
delivered_after_resume s1
masks_restored
echo "3: s1 did not wake the system (resumed by the alarm after $ELAPSED cs)"
