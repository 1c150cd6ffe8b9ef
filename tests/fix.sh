#!/usr/bin/env bash
# A bug of a hand-written driver that a Fixes: patch at the head of the
# series mends, where QEMU can show it: the same tree dtb and guest test
# booted on the stock kernel (build/stock: the pristine 6.12 tree), where
# the test must fail (a hang until the timeout counts), on the stock kernel
# with the series' fixes applied (build/fixes: the old driver, fixed), and
# on the series' kernel (the converted driver), where it must pass.  One
# KTAP document (tests/plan, "host").
#   usage: fix.sh FIX BUILD-DIR TEST...
#   FIX: vic-wake  -M versatilepb, tests/guest/rtc-wake.sh: s2idle woken
#                  by the PL031 alarm on VIC line 10; the stock
#                  vic_set_wake() looks the VIC up by its first virq
#                  rounded down to 32, finds none, refuses the wake
#                  request, and the guest never wakes
# Tests:
#   stock-fails    the guest test started on the stock kernel and failed,
#                  or the guest hung until the timeout
#   fixes-pass     the guest test passed on the stock kernel with the
#                  fixes, no kernel error
#   series-passes  the guest test passed on the series' kernel, no
#                  kernel error
set -uo pipefail
. "$(dirname "$0")/ktap.sh"
top=$(cd "$(dirname "$0")/.." && pwd)
fix=$1
build=$(cd "$2" && pwd)
shift 2
: "${MMIO_KERNEL_ERROR:=Oops|BUG|WARNING|Kernel panic}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cd "$top"

case $fix in
vic-wake)
	board=versatilepb kernel=kernel-v5 test=rtc-wake
	dtb=$build/kernel-v5/arch/arm/boot/dts/arm/versatile-pb.dtb ;;
*)
	echo "fix.sh: no fix '$fix'" >&2; exit 2 ;;
esac

# boot SIDE ZIMAGE: the console of one boot in $out/SIDE.log
boot() {
	qemu/boot.sh -b $board -k "$2" -d "$dtb" -r "$build/initramfs.cpio.gz" \
		-a "mmio.tests=$test kunit.enable=0" -t 60 \
		-l "$build/logs/fix-$fix-$1.log" > "$out/$1.log" 2>&1
	echo $? > "$out/$1.rc"
}

stock-fails() {
	grep -q '^1\.\.1' "$out/stock.log" ||
		{ echo "# stock: the guest test did not start (QEMU exit $(cat "$out/stock.rc"))"; return 1; }
	if grep -qx "ok 1 $test" "$out/stock.log"; then
		echo "# stock: $test passed: the bug is not there"
		return 1
	fi
	if grep -qx "not ok 1 $test" "$out/stock.log"; then
		grep '^# FAIL' "$out/stock.log" | sed 's/^# /# stock: /'
		# a failure to set the test up is not the bug
		! grep -q '^# FAIL: setup: ' "$out/stock.log"
	else
		echo "# stock: the guest hung in $test (QEMU exit $(cat "$out/stock.rc"): killed at the timeout)"
	fi
}

# passes SIDE: the guest test passed on that side's kernel
passes() {
	boot_ok "$out" "$1" "$test" || return 1
	grep '^# resumed\|^# RTC' "$out/$1.log" | sed "s/^# /# $1: /"
}
fixes-pass() { passes fixes; }
series-passes() { passes series; }

mkdir -p "$build/logs"
boot stock "$build/stock/$kernel/arch/arm/boot/zImage" &
boot fixes "$build/fixes/$kernel/arch/arm/boot/zImage" &
boot series "$build/$kernel/arch/arm/boot/zImage"
wait
ktap "$@"
