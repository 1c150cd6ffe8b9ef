# Sourced by the host test scripts that tests/plan runs on the "host" board.
# ktap TEST...: one KTAP document, each TEST a shell function of the
# script; its output should be "# " comment lines.
ktap() {
	local i=0 t
	echo "KTAP version 1"
	echo "1..$#"
	for t in "$@"; do
		i=$((i + 1))
		if "$t"; then echo "ok $i $t"; else echo "not ok $i $t"; fi
	done
}

# boot_ok DIR NAME TEST: the boot whose console is DIR/NAME.log (QEMU's
# exit status in DIR/NAME.rc) ended well: exit 0, the guest test TEST
# passed, no kernel error ($MMIO_KERNEL_ERROR); says why not
boot_ok() {
	local log=$1/$2.log
	[ "$(cat "$1/$2.rc")" = 0 ] || { echo "# $2: QEMU exit $(cat "$1/$2.rc")"; return 1; }
	grep -qx "ok 1 $3" "$log" || { echo "# $2: guest test $3 did not pass"; return 1; }
	! grep -E "$MMIO_KERNEL_ERROR" "$log" | head -3 | sed "s/^/# $2: /" | grep .
}
