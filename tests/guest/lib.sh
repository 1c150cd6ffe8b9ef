# Helpers sourced by the guest tests (busybox sh).  A failed check prints
# what was expected and what was seen, and exits non-zero.

fail() { echo "FAIL: $*"; exit 1; }

# expect_eq WHAT EXPECTED ACTUAL
expect_eq() {
	[ "$2" = "$3" ] || fail "$1: expected '$2', got '$3'"
}

# uio_dev NAME: the /dev/uioN whose name (the DT node name) is NAME
uio_dev() {
	for u in /sys/class/uio/uio*; do
		[ "$(cat "$u/name" 2>/dev/null)" = "$1" ] && { echo "/dev/${u##*/}"; return 0; }
	done
	fail "no uio device named $1"
}

# uio_count /dev/uioN: interrupts counted so far
uio_count() { cat "/sys/class/uio/${1#/dev/}/event"; }

# uio_enable /dev/uioN: re-enable the interrupt (write a 32-bit 1)
uio_enable() { printf '\001\000\000\000' > "$1"; }

# gic_pend SPI: pend a vexpress-a9 GIC shared peripheral interrupt
gic_pend() {
	local id=$(($1 + 32))
	devmem $((0x1e001200 + 4 * (id / 32))) 32 $((1 << (id % 32)))
}

# wait_count /dev/uioN N: wait (up to 2 s) until the count reaches N
wait_count() {
	local i=0
	while [ "$(uio_count "$1")" -lt "$2" ] && [ $i -lt 200 ]; do
		usleep 10000
		i=$((i + 1))
	done
}
