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
