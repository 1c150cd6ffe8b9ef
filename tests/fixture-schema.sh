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
#   fixture_validate_all SCHEMA DTB...
#                            the same for many well-formed dtbs at once (one
#                            dt-validate, one load of the schema), into the
#                            cache fixture_validate reads
#
# dt-schema's work is done once per content: the processed schema is kept
# under the hash of every binding of the tree and the fixture schema, a
# report under the hash of its schema and dtb (and dt-schema's version), in
# the directory $fixture_cache names (the callers: build/dt-schema-cache).
# make check's lint, bad-DT corpus and its debug twin ask the same
# questions; the first to ask computes the answer.

fixture_schema_yaml=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/dt-schema/mmio-intc-test-fixture.yaml

fixture_schema() {
	local src=$1 out=$2 bindings=$1/Documentation/devicetree/bindings key cache rc
	cache=${fixture_cache:?the caller names the cache directory}
	mkdir -p "$cache" || return 1
	key=$( { dt-validate --version; cat "$fixture_schema_yaml"
		 cd "$bindings" && find . -type f -print0 | sort -z | xargs -0 sha1sum; } | sha1sum | cut -c1-16)
	(
		flock 9
		if [ ! -s "$cache/schema-$key/processed-schema.json" ]; then
			fixture_schema_make "$src" "$cache/schema-$key.tmp" > "$cache/schema-$key.out"
			echo $? > "$cache/schema-$key.rc"
			rm -rf "$cache/schema-$key" && mv "$cache/schema-$key.tmp" "$cache/schema-$key"
		fi
	) 9> "$cache/schema.lock"
	rc=$(cat "$cache/schema-$key.rc" 2>/dev/null || echo 1)
	rm -rf "$out" && mkdir -p "$out" && cp -r "$cache/schema-$key/." "$out"/ || return 1
	sed "s|$cache/schema-$key.tmp/|$out/|g" "$cache/schema-$key.out"
	return "$rc"
}

fixture_schema_make() {
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

# fixture_key SCHEMA DTB: the cache's name of DTB's report against SCHEMA
fixture_key() {
	{ dt-validate --version; sha1sum < "$1"; sha1sum < "$2"; } | sha1sum | cut -c1-16
}

# A report is kept when dt-validate ended normally (no timeout, no
# MemoryError): it names the dtb by its path, which the cache stores as
# @DTB@
fixture_validate() {
	local cache key rc
	cache=${fixture_cache:?the caller names the cache directory}/reports
	key=$(fixture_key "$1" "$2")
	if [ -e "$cache/$key" ]; then
		sed "s|@DTB@|$2|g" "$cache/$key"
		return 0
	fi
	mkdir -p "$cache" || return 1
	(ulimit -v 4000000; timeout 120 dt-validate -m -s "$1" "$2" 2>&1) > "$cache/.$key.$$"
	rc=$?
	cat "$cache/.$key.$$"
	if [ $rc -eq 0 ] && ! grep -q MemoryError "$cache/.$key.$$"; then
		sed "s|$2|@DTB@|g" "$cache/.$key.$$" > "$cache/$key"
	fi
	rm -f "$cache/.$key.$$"
	return $rc
}

# Every line of the report names its dtb ("DTB: " or "DTB:0:0: ") or continues
# the line before it (indented): split by dtb, else nothing is kept
fixture_validate_all() {
	local schema=$1 cache f out rc i todo=()
	shift
	cache=${fixture_cache:?the caller names the cache directory}/reports
	mkdir -p "$cache" || return 1
	for f in "$@"; do
		[ -e "$cache/$(fixture_key "$schema" "$f")" ] || todo+=("$f")
	done
	[ ${#todo[@]} -gt 0 ] || return 0
	set -- "${todo[@]}"
	out=$(mktemp -d)
	(ulimit -v 8000000; timeout 600 dt-validate -m -s "$schema" "$@" 2>&1) > "$out/all"
	rc=$?
	[ $rc -eq 0 ] && ! grep -q MemoryError "$out/all" &&
	awk -v dir="$out" 'BEGIN { for (i = 1; i < ARGC; i++) { f[ARGV[i]] = i; ARGV[i] = "" }
			       for (i in f) printf "" > (dir "/" f[i]) }
		/^[ \t]/ && cur { print > (dir "/" cur); next }
		{ cur = 0
		  for (k in f) if (substr($0, 1, length(k) + 1) == k ":") cur = f[k]
		  if (!cur) { bad = 1; exit }
		  print > (dir "/" cur) }
		END { exit bad }' "$@" < "$out/all" &&
	{
		i=0
		for f in "$@"; do
			i=$((i + 1))
			sed "s|$f|@DTB@|g" "$out/$i" > "$cache/$(fixture_key "$schema" "$f")"
		done
	}
	rm -rf "$out"
}
