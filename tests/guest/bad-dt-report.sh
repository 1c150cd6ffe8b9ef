# For tests/bad-dt-corpus.sh: the malformed controllers' register windows (QEMU's
# loader filled them with 0xa5 before boot: a window the driver left alone
# still holds it) and the kernel's messages about them.  Lines:
#   bad-dt: window ADDRESS WORD0 WORD1 WORD2
#   bad-dt: log <LEVEL>[TIME] MESSAGE
#   bad-dt: consumer NODE irqs none|mapped
. /tests/lib.sh
n=$(ls -d /proc/device-tree/interrupt-controller@482* 2>/dev/null | wc -l)
[ "$n" -gt 0 ] || fail "no malformed controller in the device tree"
for i in $(seq 1 64); do
	w=$((0x48200000 + i * 0x1000))
	[ -d "/proc/device-tree/interrupt-controller@$(printf %x $w)" ] || continue
	echo "bad-dt: window $(printf 0x%x $w) $(devmem $w 32) $(devmem $((w + 4)) 32) $(devmem $((w + 8)) 32)"
done
dmesg -r | grep -E "interrupt-controller@482|of_irq_init|bad-consumer|consumer's interrupts" | sed 's/^/bad-dt: log /'
# the consumer-side cases' devices: bound to uio_pdrv_genirq, and whether
# they got an interrupt (uio requests it under the device's name)
for d in /sys/bus/platform/devices/bad-consumer-*; do
	[ -e "$d/driver" ] || { echo "bad-dt: consumer ${d##*/} unbound"; continue; }
	irqs=none
	if grep -q " ${d##*/}\$" /proc/interrupts; then irqs=mapped; fi
	echo "bad-dt: consumer ${d##*/} irqs $irqs"
done
