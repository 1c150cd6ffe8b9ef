# For tests/bad-dt-corpus.sh: the malformed controllers' register windows (QEMU's
# loader filled them with 0xa5 before boot: a window the driver left alone
# still holds it) and the kernel's messages about them.  Lines:
#   bad-dt: window ADDRESS WORD0 WORD1 WORD2
#   bad-dt: log <LEVEL>[TIME] MESSAGE
. /tests/lib.sh
n=$(ls -d /proc/device-tree/interrupt-controller@482* 2>/dev/null | wc -l)
[ "$n" -gt 0 ] || fail "no malformed controller in the device tree"
for i in $(seq 1 64); do
	w=$((0x48200000 + i * 0x1000))
	[ -d "/proc/device-tree/interrupt-controller@$(printf %x $w)" ] || continue
	echo "bad-dt: window $(printf 0x%x $w) $(devmem $w 32) $(devmem $((w + 4)) 32) $(devmem $((w + 8)) 32)"
done
dmesg -r | grep -E 'interrupt-controller@482|of_irq_init' | sed 's/^/bad-dt: log /'
