#!/usr/bin/env bash
# The u-boot-tools images of `make images`, as one KTAP document (tests/plan
# runs it on the "host" board).  Usage: images.sh BUILD-DIR TEST...
#   uimage-header  build/images/uImage: an ARM Linux kernel image loaded and
#                  entered at 0x60008000 (vexpress-a9 RAM), holding the zImage
#   fit-list       build/images/mmio-intc.itb, read back with mkimage -l: one
#                  configuration per board (kernel, ramdisk, its fdt) and every
#                  image's sha256 equal to the file it was made from
# (The uImage boot itself is the plan line vexpress-a9-uimage.)
set -uo pipefail
. "$(dirname "$0")/ktap.sh"
build=$(cd "$1" && pwd); shift
img=$build/images
zimage=$build/kernel/arch/arm/boot/zImage
dts=$build/kernel/arch/arm/boot/dts

uimage-header() {
	local l
	l=$(mkimage -l "$img/uImage") || { echo "# mkimage -l failed"; return 1; }
	echo "$l" | sed 's/^/# /'
	grep -q 'Image Type: *ARM Linux Kernel Image' <<<"$l" &&
		grep -q 'Load Address: *60008000' <<<"$l" &&
		grep -q 'Entry Point: *60008000' <<<"$l" &&
		grep -q "Data Size: *$(stat -c %s "$zimage") Bytes" <<<"$l"
}

# hash_of LISTING IMAGE: the sha256 mkimage -l prints for IMAGE
hash_of() {
	awk -v i="$2" '/^ Image [0-9]+ \(/ { cur = $3 } cur == "(" i ")" && /Hash value:/ { print $3; exit }' <<<"$1"
}

fit-list() {
	local l bad=0 board fdt file
	l=$(mkimage -l "$img/mmio-intc.itb") || { echo "# mkimage -l failed"; return 1; }
	# the test fixtures (tests/dts/) are in build/dtbs, the tree's dtbs in $dts
	for board in vexpress-a9:$build/dtbs/vexpress-v2p-ca9-mmio-intc \
		     vexpress-a15:$dts/vexpress-v2p-ca15-tc1 \
		     cubieboard:$build/dtbs/sun4i-a10-cubieboard-mmio-intc; do
		fdt=fdt-${board%%:*}
		file=${board#*:}.dtb
		# the configuration's three lines
		awk -v c="${board%%:*}" '/^ Configuration [0-9]+ \(/ { cur = $3 }
			cur == "(" c ")" && /Kernel:|Init Ramdisk:|FDT:/ { print $1, $NF }' <<<"$l" |
			tr '\n' ' ' | grep -qx "Kernel: kernel Init ramdisk FDT: $fdt " ||
			{ echo "# configuration ${board%%:*}: not kernel + ramdisk + $fdt"; bad=1; }
		[ "$(hash_of "$l" "$fdt")" = "$(sha256sum < "$file" | cut -d' ' -f1)" ] ||
			{ echo "# $fdt: hash differs from $file"; bad=1; }
		echo "# ${board%%:*}: kernel, ramdisk, $fdt = $(basename "$file")"
	done
	[ "$(hash_of "$l" kernel)" = "$(sha256sum < "$zimage" | cut -d' ' -f1)" ] ||
		{ echo "# kernel: hash differs from the zImage"; bad=1; }
	[ "$(hash_of "$l" ramdisk)" = "$(sha256sum < "$build/initramfs.cpio.gz" | cut -d' ' -f1)" ] ||
		{ echo "# ramdisk: hash differs from the initramfs"; bad=1; }
	return $bad
}

ktap "$@"
