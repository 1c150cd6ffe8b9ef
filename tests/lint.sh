#!/usr/bin/env bash
# Host-side checks of the sources, as one KTAP document (tests/plan runs it
# on the "host" board): checkpatch --strict, W=1 + sparse, modpost's section
# mismatch check over the test kernel (each on 6.1, 6.12 and the ARMv5
# kernel), dt_binding_check
# of the binding (a class schema) and the checks of the test fixtures'
# schema (tests/fixture-schema.sh), and dt-schema's verdict on the nodes in
# tests/dt-schema/ (bad-*.dts must be rejected, good-*.dts accepted) and on
# the test fixtures' mmio-intc nodes (build/dtbs/), against the tree's
# bindings plus the fixtures' schema.  Usage: lint.sh BUILD-DIR TEST...
set -uo pipefail
. "$(dirname "$0")/fixture-schema.sh"
top=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$1" && pwd); shift
fixture_cache=$build/dt-schema-cache
src=$build/linux
schema=$build/fixture-schema/processed-schema.json
out=$(mktemp)
trap 'rm -f "$out"' EXIT

validate() { fixture_validate "$schema" "$1"; }

# the schema dt-binding-check processed: without it nothing is validated
have_schema() { [ -f "$schema" ] || echo "no $schema (dt-binding-check runs first)"; }

checkpatch() (
	cd "$src" && for f in "$top"/kernel/drivers/irqchip/*.[ch] "$top"/tests/kernel/*.c "$top"/tests/builtin/drivers/irqchip/*.c "$top"/bindings/*.yaml; do
		perl scripts/checkpatch.pl --strict --no-tree --terse --show-types -f "$f" |
			grep -v '^total:' | sed "s|$top/||"
	done
)

# (flock: scripts/make-patches builds objects in build/kernel too)
# w1_sparse TREE KOUT: the driver, its test and the layout files of the
# ARMv7 kernel's platforms (sunxi, Berlin) and the class, with W=1 and sparse
w1_sparse() {
	touch "$1"/drivers/irqchip/irq-mmio-intc*.c
	flock "$2/.kbuild.lock" make -s -C "$1" O="$2" ARCH=arm CROSS_COMPILE=arm-linux-gnueabi- \
		CC="ccache arm-linux-gnueabi-gcc" W=1 C=1 drivers/irqchip/irq-mmio-intc.o \
		drivers/irqchip/irq-mmio-intc-class.o drivers/irqchip/irq-mmio-intc-test.o drivers/irqchip/irq-mmio-intc-sun4i.o \
		drivers/irqchip/irq-mmio-intc-dw-apb-ictl.o 2>&1
}
w1-sparse() { w1_sparse "$src" "$build/kernel"; }
# the 6.12 code (the series; 6.1 has its backport)
w1-sparse-6.12() { w1_sparse "$build/linux-6.12" "$build/kernel-6.12"; }
# the ARMv5 kernel: the driver and the Versatile's layout files (W=1 and
# sparse), and what the series leaves of irq-vic.c, which no kernel here
# builds (only s3c64xx's board files need it; W=1: sparse's address-space
# warnings there are the untouched vic_init() code's, as in the pristine
# tree)
w1-sparse-v5() {
	local k=(flock "$build/kernel-v5/.kbuild.lock" make -s -C "$build/linux-6.12"
		 O="$build/kernel-v5" ARCH=arm CROSS_COMPILE=arm-linux-gnueabi-
		 CC="ccache arm-linux-gnueabi-gcc" W=1)
	touch "$build"/linux-6.12/drivers/irqchip/irq-{mmio-intc,mmio-intc-versatile-fpga,mmio-intc-vic,vic}.c
	"${k[@]}" C=1 drivers/irqchip/irq-mmio-intc.o drivers/irqchip/irq-mmio-intc-versatile-fpga.o \
		drivers/irqchip/irq-mmio-intc-vic.o 2>&1
	"${k[@]}" drivers/irqchip/irq-vic.o 2>&1
}

# modpost's section check over the test kernel's vmlinux.o, which is built
# with CONFIG_DEBUG_SECTION_MISMATCH=y (kernel/configs/qemu-tests.config):
# any "section mismatch" is a failure
section_mismatch() {
	local d k=$build/$1
	grep -qx CONFIG_DEBUG_SECTION_MISMATCH=y "$k/.config" ||
		echo "build/$1/.config: CONFIG_DEBUG_SECTION_MISMATCH is not y"
	[ -f "$k/vmlinux.o" ] || { echo "no build/$1/vmlinux.o"; return; }
	d=$(mktemp -d)
	(cd "$k" && scripts/mod/modpost -o "$d/Module.symvers" vmlinux.o 2>&1 ||
		echo "modpost failed: exit $?") | grep -i 'section mismatch\|^modpost failed'
	rm -rf "$d"
}
section-mismatch() { section_mismatch kernel; }
section-mismatch-6.12() { section_mismatch kernel-6.12; }
section-mismatch-v5() { section_mismatch kernel-v5; }

# the binding as the tree checks it, then the fixtures' schema, processed
# with the tree's bindings for the checks below
dt-binding-check() {
	make -s -C "$src" O="$build/dtcheck" ARCH=arm dt_binding_check \
		DT_SCHEMA_FILES=interrupt-controller/mmio-intc.yaml 2>&1
	fixture_schema "$src" "$build/fixture-schema"
}

dt-schema-corpus() {
	local f dtb v n=0
	have_schema
	for f in "$top"/tests/dt-schema/*.dts; do
		dtb=$build/dt-schema/$(basename "$f" .dts).dtb
		mkdir -p "$(dirname "$dtb")"
		dtc -q -I dts -O dtb -o "$dtb" "$f" || { echo "$f: dtc failed"; continue; }
		v=$(validate "$dtb" | grep 'interrupt-controller@1000')
		case $(basename "$f") in
		bad-*) [ -n "$v" ] || echo "$(basename "$f"): accepted by dt-schema" ;;
		*) [ -z "$v" ] || echo "$(basename "$f"): $v" ;;
		esac
		n=$((n + 1))
	done
	[ $n -ge 10 ] || echo "only $n corpus files"
}

# a property name has one type across the tree's bindings (tests/one-type.py)
one-type-per-property() {
	have_schema
	python3 "$top/tests/one-type.py" "$schema" 2>/dev/null || true
}

dtbs-check-fixtures() {
	local f
	have_schema
	# the fixtures are well-formed: one dt-validate for all (its reports
	# go to the cache that validate reads)
	fixture_validate_all "$schema" "$build"/dtbs/*.dtb
	# the PSRAM windows' controllers and the A10 fixture's; the
	# snps,dw-apb-ictl nodes (the bench's and the differential test's) have
	# only a .txt binding in 6.1 (no schema to match: that one line is
	# expected there, and only there, and so are the generic-uio
	# consumers of the differential test (a Linux compatible, no schema))
	for f in "$build"/dtbs/*.dtb; do
		validate "$f" | grep -A1 'interrupt-controller@481\|interrupt-controller@1c20400' |
			if [ "${f##*/}" = vexpress-bench-dw.dtb ] || [ "${f##*/}" = vexpress-dw-apb-ictl.dtb ]; then
				grep -v -e "failed to match any schema with compatible: \['snps,dw-apb-ictl'\]" \
					-e "/uio-dw[0-9]*: failed to match any schema with compatible: \['generic-uio'\]"
			else
				cat
			fi | sed "s|$build/||"
	done
	# the RAM-window fixtures of the differential tests: what
	# dt-validate says beyond the expected is printed (a failure).
	# Expected: the parent interrupt each root controller gets there
	# (rda,8810pl-intc's and marvell,orion-intc's schemas have none),
	# the compatibles with only a .txt binding (cnxt,cx92755-ic and its
	# UC syscon, marvell,orion-bridge-intc and its marvell,#interrupts),
	# generic-uio
	for f in vexpress-digicolor-rda vexpress-orion vexpress-sunxi-nmi; do
		validate "$build/dtbs/$f.dtb" | grep -e '@48[2345]' -e '/uio-' | grep -v \
			-e "interrupt-controller@48300000: 'interrupts' does not match any of the regexes" \
			-e "main-interrupt-ctrl@48400000: interrupts: False schema does not allow" \
			-e "failed to match any schema with compatible: \['cnxt,cx92755-uc', 'syscon'\]" \
			-e "failed to match any schema with compatible: \['cnxt,cx92755-ic'\]" \
			-e "failed to match any schema with compatible: \['marvell,orion-bridge-intc'\]" \
			-e "bridge-interrupt-ctrl@48401000: 'marvell,#interrupts' does not match any of the regexes" \
			-e "/uio-[a-z]*[0-9]*: failed to match any schema with compatible: \['generic-uio'\]" |
			sed "s|$build/||"
	done
}

# copyright: each irq-mmio-intc-*.c that takes over a hand-written driver
# keeps that driver's attribution and licence.  The driver: the one its
# patch deletes (its series/*.patch.txt "Deletes:" lines), or the
# one it cuts down (cut_down below); its text: the pristine commit of
# build/linux-6.12 (the root commit, which scripts/unpack-tree makes and
# scripts/make-patches builds the series on).  Every line of the old
# file's first comment block naming a copyright ("Copyright", "(c)",
# "(C)"), an author ("Author"), what it was based on ("Based on", "based
# on") or an address in <...> must be a line of the new file's first
# comment block (leading " * " and whitespace stripped), and the SPDX
# licence must be the old one (GPL-2.0 and the "licensed under the terms
# of the GNU General Public License version 2" text are GPL-2.0-only,
# GPL-2.0+ GPL-2.0-or-later): neither narrower nor wider.
# selftest-copyright: the check fails on copies with a line or the
# licence's "or later" taken out.
declare -A cut_down=([vic]=irq-vic.c)

# pristine_show PATH: PATH in the pristine 6.12 tree
pristine_show() {
	local t=$build/linux-6.12 root
	root=$(git -C "$t" rev-list --max-parents=0 HEAD 2>/dev/null | tail -1)
	[ -n "$root" ] || { echo "no git repo at build/linux-6.12" >&2; return 1; }
	git -C "$t" show "$root:$1"
}

# old_drivers NAME: the drivers/irqchip/ files irq-mmio-intc-NAME.c takes
# over: those the "Deletes:" lines of the series patch that carries it
# name, else the one it cuts down (none: a file of the driver's own)
old_drivers() {
	local o
	o=$(grep -l -x "Files: kernel/drivers/irqchip/irq-mmio-intc-$1.c" "$top"/series/[0-9]*.patch.txt |
		xargs -r sed -s -n '1,/^$/s|^Deletes: *drivers/irqchip/\([^/]*\.c\)$|\1|p' | sort -u)
	[ -n "$o" ] || o=${cut_down[$1]:-}
	[ -z "$o" ] || echo "$o"
}

# first_comment FILE: the lines of FILE's first /* */ comment, leading
# "/*", " *" and whitespace and trailing "*/" and whitespace stripped
first_comment() {
	awk '!c && /\/\*/ { c = 1 } c { print } c && /\*\// { exit }' "$1" |
		sed -e 's#^[[:space:]]*/\*##' -e 's#^[[:space:]]*\*\([^/]\|$\)#\1#' \
		    -e 's#\*/.*$##' -e 's#^[[:space:]]*##' -e 's#[[:space:]]*$##'
}

# licence FILE: FILE's licence, SPDX's spelling (GPL-2.0-only,
# GPL-2.0-or-later): its SPDX line's, else its licence text's
licence() {
	local l
	l=$(sed -n '1,3{s|^.*SPDX-License-Identifier:[[:space:]]*||p}' "$1" | head -1 |
		sed -e 's|[[:space:]]*\*/.*$||' -e 's|[[:space:]]*$||' \
		    -e 's/GPL-2\.0+/GPL-2.0-or-later/g' -e 's/GPL-2\.0\([^-]\|$\)/GPL-2.0-only\1/g')
	if [ -z "$l" ]; then
		case $(first_comment "$1" | tr -s '\n' ' ') in
		*"any later version"*) l=GPL-2.0-or-later ;;
		*"licensed under the terms of the GNU General Public License version 2"*)
			l=GPL-2.0-only ;;
		esac
	fi
	echo "${l:-unknown}"
}

# copyright_check NEW OLD LABEL: what NEW (a path) misses of OLD's (a path,
# the hand-written driver LABEL) attribution and licence; nothing if none
copyright_check() {
	local new=$1 old=$2 name=${1##*/} l n o
	n=$(first_comment "$new")
	first_comment "$old" |
		grep -E 'Copyright|\(c\)|\(C\)|Author|[Bb]ased on|<[^<> ]+[@.][^<> ]+>' |
		while IFS= read -r l; do
			grep -Fxq -- "$l" <<<"$n" || echo "$name: no \"$l\" (from $3)"
		done
	o=$(licence "$old") l=$(licence "$new")
	[ "$o" != unknown ] || echo "$3: no licence found"
	[ "$l" = "$o" ] || echo "$name: SPDX licence $l, $3's is $o"
}

copyright() {
	local f n o found=0 tmp
	tmp=$(mktemp -d)
	for f in "$top"/kernel/drivers/irqchip/irq-mmio-intc-*.c; do
		n=${f##*/irq-mmio-intc-} n=${n%.c}
		for o in $(old_drivers "$n"); do
			pristine_show "drivers/irqchip/$o" > "$tmp/$o" ||
				{ echo "${f##*/}: no drivers/irqchip/$o in the pristine tree"; continue; }
			copyright_check "$f" "$tmp/$o" "$o"
			found=$((found + 1))
		done
	done
	rm -rf "$tmp"
	# the eleven conversions at least (sun4i ... bcm2835)
	[ $found -ge 11 ] || echo "only $found hand-written drivers named by series/*.patch.txt Deletes: lines"
}

# selftest-copyright: the check on broken copies of two files must name
# what they lack: an attribution line (sun4i), "or later" (the VIC's)
selftest-copyright() {
	local tmp d=$top/kernel/drivers/irqchip r
	tmp=$(mktemp -d)
	if ! pristine_show drivers/irqchip/irq-sun4i.c > "$tmp/irq-sun4i.c" ||
	   ! pristine_show drivers/irqchip/irq-vic.c > "$tmp/irq-vic.c"; then
		rm -rf "$tmp"
		echo "no pristine irq-sun4i.c or irq-vic.c to test the check with"
		return
	fi
	grep -v 'Benn Huang' "$d/irq-mmio-intc-sun4i.c" > "$tmp/irq-mmio-intc-sun4i.c"
	sed '1s/GPL-2\.0-or-later/GPL-2.0-only/' "$d/irq-mmio-intc-vic.c" > "$tmp/irq-mmio-intc-vic.c"
	r=$(copyright_check "$tmp/irq-mmio-intc-sun4i.c" "$tmp/irq-sun4i.c" irq-sun4i.c)
	[ "$r" = 'irq-mmio-intc-sun4i.c: no "Benn Huang <benn@allwinnertech.com>" (from irq-sun4i.c)' ] ||
		echo "a copy of irq-mmio-intc-sun4i.c without Benn Huang's line: '$r'"
	r=$(copyright_check "$tmp/irq-mmio-intc-vic.c" "$tmp/irq-vic.c" irq-vic.c)
	[ "$r" = "irq-mmio-intc-vic.c: SPDX licence GPL-2.0-only, irq-vic.c's is GPL-2.0-or-later" ] ||
		echo "a copy of irq-mmio-intc-vic.c with GPL-2.0-only: '$r'"
	rm -rf "$tmp"
}

echo "KTAP version 1"
echo "1..$#"
i=0
for t in "$@"; do
	i=$((i + 1))
	"$t" > "$out" 2>&1
	if [ -s "$out" ]; then
		sed 's/^/# /' "$out" | head -40
		echo "not ok $i $t"
	else
		echo "ok $i $t"
	fi
done
