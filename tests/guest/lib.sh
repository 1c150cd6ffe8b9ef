# Helpers sourced by the guest tests (busybox sh).  A failed check prints
# what was expected and what was seen, and exits non-zero.

fail() { echo "FAIL: $*"; exit 1; }

# Injections per loop of the intc-* and irq-inject tests: 100, or
# mmio.injections=N on the kernel command line (the debug kernel's boots
# use fewer: each costs seconds there)
INJECTIONS=$(sed -n 's/.*mmio\.injections=\([0-9]*\).*/\1/p' /proc/cmdline)
INJECTIONS=${INJECTIONS:-100}

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

# uio_count /dev/uioN: interrupts counted so far (get_count sets COUNT
# without a fork: the loops run 100 times under emulation)
get_count() { read -r COUNT < "/sys/class/uio/${1#/dev/}/event"; }
uio_count() { get_count "$1"; echo "$COUNT"; }

# uio_enable /dev/uioN: re-enable the interrupt (write a 32-bit 1)
uio_enable() { printf '\001\000\000\000' > "$1"; }

# gic_pend SPI: pend a vexpress-a9 GIC shared peripheral interrupt
gic_pend() {
	local id=$(($1 + 32))
	devmem $((0x1e001200 + 4 * (id / 32))) 32 $((1 << (id % 32)))
}

# wait_count /dev/uioN N: wait (up to 2 s) until the count reaches N
count_reached() { get_count "$1"; [ "$COUNT" -ge "$2" ]; }
wait_count() { wait_for count_reached "$1" "$2"; }

# --- registers of the RAM-backed test controllers (tests/dts/vexpress-mmio-intc.dts)
# Values are logical: with BE16=1 the 16-bit registers are big-endian.
BE16=${BE16:-0}
WIDTH=${WIDTH:-32}

# swap VALUE: VALUE in SWAPPED, byte-swapped for big-endian 16-bit
# registers (no subshell: the loops run 100 times under emulation)
swap() {
	SWAPPED=$(($1))
	[ "$BE16" = 1 ] && SWAPPED=$(( ((SWAPPED & 0xff) << 8) | ((SWAPPED >> 8) & 0xff) ))
	return 0
}

# rd ADDR: the register's value in RD; wr ADDR VALUE
rd() { swap "$(devmem "$1" $WIDTH)"; RD=$SWAPPED; }
wr() { swap "$2"; devmem "$1" $WIDTH $SWAPPED; }

# reg_is ADDR VALUE; expect_reg ADDR VALUE WHAT
reg_is() { rd "$1"; [ "$RD" -eq $(($2)) ]; }
expect_reg() {
	reg_is "$1" "$2" ||
		fail "$3: register $(printf 0x%x $(($1))) holds $(printf 0x%x "$RD"), expected $(printf 0x%x $(($2)))"
}

# spurious_count NODE LINE: how often the driver warned about LINE
spurious_count() {
	dmesg | grep -c "$1: line $2: unexpected interrupt"
}

# wait_for COMMAND...: retry the command for up to 2 s, until it succeeds
# (the guest's CPUs may take the interrupt a while after it is pended)
wait_for() {
	local i=0
	until "$@"; do
		[ $i -ge 200 ] && return 1
		usleep 10000
		i=$((i + 1))
	done
}

warned() { [ "$(spurious_count "$1" "$2")" -ge 1 ]; }

# --- the test-only module tests/kernel/mmio-intc-robust.c (fixture
# tests/dts/vexpress-robust.dts): robust_load, then robust CMD runs one
# command and prints its report; its status is the command's
ROBUST=/sys/kernel/debug/mmio-intc-robust
robust_load() {
	[ -d $ROBUST ] && return 0
	insmod /lib/modules/mmio-intc-robust.ko || fail "insmod mmio-intc-robust.ko"
	[ -d $ROBUST ] || fail "mmio-intc-robust did not probe: $(dmesg | grep robust)"
}
robust() {
	echo "$*" > $ROBUST/run
	local rc=$?
	cat $ROBUST/result
	return $rc
}
