# Shared by scripts/sync-tree and scripts/make-patches: where the project's
# files go in the kernel tree, and the order of kernel/edits/*.diff.

# Project files laid over the tree (configs and edits are not files of it;
# dts/ is absent while the series carries no board file)
overlay_files() {
	local d dirs=
	for d in kernel bindings dts; do [ -d "$d" ] && dirs="$dirs $d"; done
	find $dirs -type f ! -path 'kernel/configs/*' ! -path 'kernel/edits/*' \
		! -path 'kernel/backport/*' | sort
}

# tree_path FILE: FILE's path in the kernel tree
#   kernel/<path>         -> <path>
#   bindings/*.yaml       -> Documentation/devicetree/bindings/interrupt-controller/
#   dts/*.dts, dts/*.dtsi -> arch/arm/boot/dts/
tree_path() {
	case $1 in
	kernel/*) echo "${1#kernel/}" ;;
	bindings/*.yaml) echo "Documentation/devicetree/bindings/interrupt-controller/${1#bindings/}" ;;
	dts/*.dts | dts/*.dtsi) echo "arch/arm/boot/dts/${1#dts/}" ;;
	*) echo "tree_path: no place in the tree for $1" >&2; return 1 ;;
	esac
}

# tree_version SRC: the kernel tree's VERSION.PATCHLEVEL (6.1, 6.12)
tree_version() {
	awk '/^VERSION = / { v = $3 } /^PATCHLEVEL = / { p = $3 } END { print v "." p }' "$1/Makefile"
}

# series_patches VER: series/NN-*.patch.txt in series order, those of the
# series for tree VER: a "Trees:" header line limits a patch to the trees
# it names (the genirq backport is for 6.1 only)
series_patches() {
	local p t
	for p in series/[0-9]*.patch.txt; do
		t=$(sed -n '1,/^$/s/^Trees: *//p' "$p")
		[ -z "$t" ] || [[ " $t " == *" $1 "* ]] || continue
		echo "$p"
	done
}

# edit_file DIFF VER: the DIFF for tree VER, kernel/edits/VER/<name> when
# that tree needs other context (MAINTAINERS), else DIFF itself
edit_file() {
	local f=kernel/edits/$2/${1##*/}
	if [ -e "$f" ]; then echo "$f"; else echo "$1"; fi
}

# named_edits PATCH.TXT...: the kernel/edits/*.diff their "Files:" lines name
named_edits() {
	sed -n 's/^Files: *\(kernel\/edits\/.*\.diff\)$/\1/p' "$@"
}

# edits_in_order VER: kernel/edits/*.diff in series order (those
# series_patches VER names), then any no patch names: an edit may build on
# an earlier one, as the patches do
edits_in_order() {
	{ named_edits $(series_patches "$1")
	  comm -23 <(ls kernel/edits/*.diff 2>/dev/null | sort) \
		<(named_edits series/[0-9]*.patch.txt | sort)
	} | awk '!seen[$0]++'
}

# backports VER: kernel/backport/VER/*.diff, diffs in tree layout that
# turn the sources (written for the newest tree) into that tree's code;
# sync-tree applies them over the laid-out files, make-patches in the
# patch that carries the files they touch
backports() {
	ls kernel/backport/"$1"/*.diff 2>/dev/null || true
}

# series_deletes VER: the upstream files the series for tree VER deletes
# (the "Deletes:" lines of its patches: the drivers the conversions replace)
series_deletes() {
	sed -s -n '1,/^$/s/^Deletes: *//p' $(series_patches "$1")
}

# diff_files DIFF: the tree paths a diff touches (deleted ones too)
diff_files() {
	awk '/^--- a\// { old = substr($0, 7) }
	     /^\+\+\+ b\// { print substr($0, 7) }
	     /^\+\+\+ \/dev\/null$/ { print old }' "$1"
}
