# The Allwinner A10 interrupt controller seen from the guest, for
# tests/a10-compare.sh: its registers (pending 0x10, enable 0x40, mask
# 0x50; 3 banks) and the root controller's lines in /proc/interrupts, before
# and after a second of timer ticks and UART output.  Lines:
#   a10: reg OFFSET VALUE
#   a10: line N HWIRQ CHIP COUNT NAME      (snapshot N = 1, 2)
# mmio.a10poke=OFFSET:VALUE (a10-compare's self-test) writes one register
# first, to show that the comparison catches a line masked by mistake.
. /tests/lib.sh
base=0x01c20400
for arg in $(cat /proc/cmdline); do
	case "$arg" in
	mmio.a10poke=*)
		poke=${arg#*=}
		devmem $((base + ${poke%:*})) 32 "${poke#*:}" ;;
	esac
done
for off in 0x10 0x14 0x18 0x40 0x44 0x48 0x50 0x54 0x58; do
	echo "a10: reg $off $(devmem $((base + off)) 32)"
done
# one CPU: "IRQ: COUNT CHIP HWIRQ TYPE NAME"; only the root controller's
snapshot() {
	awk -v n="$1" '$1 ~ /^[0-9]+:$/ && ($3 == "sun4i_irq" || $3 ~ /^interrupt-controller@1c20400$/) {
		print "a10: line", n, $4, $3, $2, $NF }' /proc/interrupts
}
snapshot 1
for i in 1 2 3 4 5; do
	echo "# a10: UART traffic $i" > /dev/console
	sleep 0.2
done
snapshot 2
