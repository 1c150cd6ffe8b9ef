# Shared by scripts/sync-tree and scripts/make-patches: where the project's
# files go in the kernel tree, and the order of kernel/edits/*.diff.

# Project files laid over the tree (configs and edits are not files of it;
# dts/ is absent while the series carries no board file)
overlay_files() {
	local d dirs=
	for d in kernel bindings dts; do [ -d "$d" ] && dirs="$dirs $d"; done
	find $dirs -type f ! -path 'kernel/configs/*' ! -path 'kernel/edits/*' | sort
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

# kernel/edits/*.diff in series order (series/NN-*.patch.txt "Files:"
# lines), then any other: an edit may build on an earlier one, as the
# patches do.
edits_in_order() {
	{ sed -n 's/^Files: *\(kernel\/edits\/.*\.diff\)$/\1/p' series/[0-9]*.patch.txt
	  ls kernel/edits/*.diff 2>/dev/null; } | awk '!seen[$0]++'
}
