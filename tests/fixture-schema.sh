# The schema the tests check mmio-intc nodes against, sourced by
# tests/lint.sh and tests/bad-dt-corpus.sh.  The series' binding is a class
# schema (select: false) that validates nothing alone; the test fixtures
# ("linux,mmio-intc-test-fixture", "mmio-intc") have a test-only binding of
# their own, tests/dt-schema/mmio-intc-test-fixture.yaml, shaped as the
# binding of a real controller of the class would be.  It is checked the way
# dt_binding_check checks a binding in the tree (as
# interrupt-controller/mmio-intc-test-fixture.yaml) and processed with every
# binding of the synced tree (the class schema among them) into one schema.
#
#   fixture_schema SRC OUT   SRC: the synced tree (build/linux); writes
#                            OUT/processed-schema.json.  Prints what
#                            yamllint, dt-doc-validate and dt-validate (on
#                            the fixture schema's example) say: a clean
#                            schema prints nothing.  Fails if no schema was
#                            made.
#   fixture_validate SCHEMA DTB
#                            dt-validate's report on DTB, with -m (as the
#                            tree's dtbs_check runs it): a compatible no
#                            binding lists is reported too.  Memory and time
#                            are capped: a malformed node can make dt-validate
#                            allocate without bound.

fixture_schema_yaml=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/dt-schema/mmio-intc-test-fixture.yaml

fixture_schema() {
	local src=$1 out=$2 bindings=$1/Documentation/devicetree/bindings
	local d=$2/bindings/interrupt-controller
	rm -rf "$out" && mkdir -p "$d" || return 1
	# beside the class schema it references, under its $id's path
	cp "$bindings/interrupt-controller/mmio-intc.yaml" "$fixture_schema_yaml" "$d"/ || return 1
	yamllint -f parsable -c "$bindings/.yamllint" "$d/mmio-intc-test-fixture.yaml" 2>&1
	dt-doc-validate -u "$out/bindings" "$d/mmio-intc-test-fixture.yaml" 2>&1
	dt-mk-schema -j "$bindings" "$d/mmio-intc-test-fixture.yaml" > "$out/processed-schema.json" || {
		rm -f "$out/processed-schema.json"; echo "dt-mk-schema failed"; return 1; }
	dt-extract-example "$d/mmio-intc-test-fixture.yaml" > "$out/example.dts" 2>&1 &&
		dtc -q -I dts -O dtb -o "$out/example.dtb" "$out/example.dts" 2>&1 &&
		fixture_validate "$out/processed-schema.json" "$out/example.dtb" | sed "s|$out/||"
	return 0
}

fixture_validate() {
	(ulimit -v 4000000; timeout 120 dt-validate -m -s "$1" "$2" 2>&1)
}
