# s2idle woken by the PL031 RTC's alarm through its interrupt controller
# (tests/fix.sh vic-wake: -M versatilepb, the RTC on VIC line 10, whose
# wake request irq-vic's vic_set_wake() refused before the series' fix).
# The alarm is armed 3 s ahead; the system must be back within 10 s, the
# RTC's line armed for wake while it slept, and its count advanced.
. /tests/lib.sh
# the PL031 (versatile-pb.dts's I2C RTC, a DS1338, may come first)
rtc=
for r in /sys/class/rtc/rtc*; do
	grep -q pl031 "$r/name" 2>/dev/null && rtc=$r
done
[ -n "$rtc" ] || fail "setup: no PL031 in /sys/class/rtc"
[ -e $rtc/wakealarm ] || fail "setup: no $rtc/wakealarm"
# the RTC's line count in /proc/interrupts
count() { awk '$NF ~ /rtc-pl031|pl031/ { print $2; exit }' /proc/interrupts; }
now() { read -r up _ < /proc/uptime; echo "${up%.*}${up#*.}" | sed 's/^0*//'; }
c0=$(count)
[ -n "$c0" ] || fail "setup: no RTC line in /proc/interrupts"
echo 0 > $rtc/wakealarm
echo +3 > $rtc/wakealarm
t0=$(now)
echo freeze > /sys/power/state || fail "suspend refused"
elapsed=$(($(now) - t0))
echo "resumed after $elapsed cs"
[ "$elapsed" -ge 150 ] || fail "resumed after $elapsed cs, before the alarm (+3 s)"
[ "$elapsed" -le 1000 ] || fail "resumed after $elapsed cs, long after the alarm (+3 s)"
c1=$(count)
echo "RTC line: $c0 -> $c1 interrupts"
[ "$c1" -gt "$c0" ] || fail "the RTC's interrupt was not delivered"
