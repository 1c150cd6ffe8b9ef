# The kernel reached /init on the board the plan line names, its root
# interrupt controller is the one expected, and the timer interrupts
# advance.  Expectations come from the kernel command line (defaults:
# vexpress-a9 with the tree's dtb):
#   mmio.compatible=  the device tree's first compatible
#   mmio.rootchip=    the chip name /proc/interrupts shows for the timer
#   mmio.timer=       the timer's action name in /proc/interrupts
. /tests/lib.sh
compatible=arm,vexpress,v2p-ca9 rootchip=GIC-0 timer=twd
for arg in $(cat /proc/cmdline); do
	case "$arg" in
	mmio.compatible=*) compatible=${arg#*=} ;;
	mmio.rootchip=*) rootchip=${arg#*=} ;;
	mmio.timer=*) timer=${arg#*=} ;;
	esac
done
echo "model: $(tr -d '\0' < /proc/device-tree/model)"
first=$(tr '\0' '\n' < /proc/device-tree/compatible | head -n 1)
expect_eq "first compatible" "$compatible" "$first"

# timer_line: the chip and the count (all CPUs) of the timer's line
timer_line() {
	awk -v t="$timer" '$NF == t {
		n = 0; chip = ""
		for (i = 2; i <= NF; i++) {
			if ($i ~ /^[0-9]+$/ && chip == "") n += $i
			else if (chip == "") chip = $i
		}
		print chip, n; exit
	}' /proc/interrupts
}
set -- $(timer_line)
[ $# -eq 2 ] || { cat /proc/interrupts; fail "no '$timer' line in /proc/interrupts"; }
expect_eq "chip of the $timer line" "$rootchip" "$1"
before=$2
sleep 1
set -- $(timer_line)
echo "$timer interrupts: $before, 1 s later $2 (chip $1)"
[ "$2" -gt "$before" ] || fail "$timer interrupts do not advance: $before -> $2"
