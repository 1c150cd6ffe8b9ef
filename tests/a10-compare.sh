#!/usr/bin/env bash
# The Allwinner A10 interrupt controller on -M cubieboard, described two
# ways and driven by the generic driver from the same zImage: the stock
# sun4i-a10-cubieboard.dtb (allwinner,sun4i-a10-ic: the layout from the
# driver's match data, as irq-sun4i drove it), and the test fixture
# sun4i-a10-cubieboard-mmio-intc.dtb (tests/dts/, in build/dtbs: the class
# binding's reg-names).  Both boots run the guest test a10-regs; this script
# compares them, as one KTAP document (tests/plan runs it on the "host"
# board).  (tests/differential.sh sun4i compares the stock dtb on irq-sun4i
# and on mmio-intc.)  Usage: a10-compare.sh BUILD-DIR TEST...
#   boot-layout      stock dtb: boots, guest test passes, lines on
#                    interrupt-controller@1c20400, no sun4i_irq
#   boot-mmio-intc   fixture dtb: the same, and the generic driver's probe line
#   same-lines       the same lines (hwirq, name) are in use in both
#   effective-enable enable & ~mask, bank by bank, is the same in both and
#                    has every in-use line (the registers themselves differ
#                    as the descriptions say: the layout masks with enable
#                    and leaves mask 0, as irq-sun4i did; the fixture
#                    enables all and masks with mask)
#   counts-advance   timer and UART counts rise over the guest's second in both
#   selftest-masked  a third boot of the converted dtb whose guest disables the
#                    UART's line (bit 1 of enable 0x40) before the dump:
#                    effective-enable must fail on it
set -uo pipefail
. "$(dirname "$0")/ktap.sh"
: "${MMIO_ZIMAGE:?tests/runner.py (make check) runs this script}"
: "${MMIO_DTBS:?tests/runner.py (make check) runs this script}"
top=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$1" && pwd); shift
# the dtbs of the kernel under test (MMIO_DTBS: the 6.12 tree keeps the
# A10's in allwinner/, and the fixtures are built against each tree)
dtb() {
	local d
	for d in ${MMIO_DTBS//:/ }; do
		[ -e "$d/$1" ] && { echo "$d/$1"; return; }
	done
	echo "$1: not in $MMIO_DTBS" >&2
	echo "$1"
}
stock=$(dtb sun4i-a10-cubieboard.dtb)
fixture=$(dtb sun4i-a10-cubieboard-mmio-intc.dtb)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cd "$top"


# boot NAME DTB [ARGS]: the console of one cubieboard boot in $out/NAME.log
boot() {
	qemu/boot.sh $MMIO_BOOT -b cubieboard -k "$MMIO_ZIMAGE" -d "$2" -r "$MMIO_INITRAMFS" \
		-a "mmio.tests=a10-regs$MMIO_GUEST_EXTRA kunit.enable=0 ${3:-}" \
		-t $((60 * MMIO_SLOW)) -l "${MMIO_LOGS}a10-$1.log" > "$out/$1.log" 2>&1
	echo $? > "$out/$1.rc"
}

# a10 NAME KIND: the guest's "a10: KIND ..." lines of boot NAME
a10() { sed -n "s/^# a10: $2 //p" "$out/$1.log"; }

reg() { a10 "$1" reg | awk -v o="$2" '$1 == o { print $2 }'; }

# booted NAME CHIP: the boot ended well and its root lines are on CHIP
booted() {
	boot_ok "$out" "$1" a10-regs || return 1
	if grep '^not ok ' "$out/$1.log" | sed "s/^/# $1: guest: /" | grep .; then
		return 1
	fi
	[ -n "$(a10 "$1" line | awk -v c="$2" '$3 == c')" ] ||
		{ echo "# $1: no line on $2"; return 1; }
	[ -z "$(a10 "$1" line | awk -v c="$2" '$3 != c')" ] ||
		{ echo "# $1: lines on another chip than $2"; return 1; }
}

boot-layout() {
	booted sun4i interrupt-controller@1c20400 || return 1
	! grep -q sun4i_irq "$out/sun4i.log" || { echo "# layout: sun4i_irq is there"; return 1; }
}

boot-mmio-intc() {
	booted mmio-intc interrupt-controller@1c20400 || return 1
	grep -q '/soc/interrupt-controller@1c20400: 96 lines in 3 banks, root controller' "$out/mmio-intc.log" ||
		{ echo "# mmio-intc: no probe line of the generic driver"; return 1; }
	! grep -q sun4i_irq "$out/mmio-intc.log" || { echo "# mmio-intc: sun4i_irq is there"; return 1; }
}

# in_use NAME: "HWIRQ NAME" of the lines in use, sorted
in_use() { a10 "$1" line | awk '$1 == 1 { print $2, $5 }' | sort -n; }

same-lines() {
	echo "# in use, layout:    $(in_use sun4i | tr '\n' ' ')"
	echo "# in use, mmio-intc: $(in_use mmio-intc | tr '\n' ' ')"
	[ -n "$(in_use sun4i)" ] && [ "$(in_use sun4i)" = "$(in_use mmio-intc)" ]
}

# effective-enable [GENERIC-BOOT]: compare the sun4i boot with the generic
# one (default mmio-intc)
effective-enable() {
	local gen=${1:-mmio-intc} b o e m s=0 g=0 bad=0 hw
	echo "#  register      layout      $gen"
	for o in 0x10 0x14 0x18 0x40 0x44 0x48 0x50 0x54 0x58; do
		printf '#  0x01c204%s  %s  %s\n' "${o#0x}" "$(reg sun4i $o)" "$(reg "$gen" $o)"
	done
	for b in 0 1 2; do
		e=$(printf '0x%x' $((0x40 + 4 * b))); m=$(printf '0x%x' $((0x50 + 4 * b)))
		s=$(( $(reg sun4i "$e") & ~$(reg sun4i "$m") & 0xffffffff ))
		g=$(( $(reg "$gen" "$e") & ~$(reg "$gen" "$m") & 0xffffffff ))
		printf '#  bank %d enable & ~mask: %08x  %08x\n' $b $s $g
		[ $s -eq $g ] || { echo "# bank $b: enable & ~mask differs"; bad=1; }
		for hw in $(in_use sun4i | awk '{ print $1 }'); do
			[ $((hw / 32)) -eq $b ] || continue
			[ $(( (s >> (hw % 32)) & (g >> (hw % 32)) & 1 )) -eq 1 ] ||
				{ echo "# line $hw in use, not enabled in both"; bad=1; }
		done
	done
	return $bad
}

# counts NAME N LINE-NAME: the count of LINE-NAME in snapshot N
count() { a10 "$1" line | awk -v n="$2" -v l="$3" '$1 == n && $5 == l { print $4 }'; }

counts-advance() {
	local n l a b bad=0
	for n in sun4i mmio-intc; do
		for l in timer@1c20c00 ttyS0; do
			a=$(count $n 1 $l); b=$(count $n 2 $l)
			echo "# $n: $l $a -> $b"
			[ -n "$a" ] && [ -n "$b" ] && [ "$b" -gt "$a" ] || bad=1
		done
	done
	return $bad
}

selftest-masked() {
	local o
	[ -e "$out/masked.rc" ] || return 1
	booted masked interrupt-controller@1c20400 || return 1
	if o=$(effective-enable masked); then
		echo "# effective-enable passed a masked UART line:"
		echo "$o"
		return 1
	fi
	echo "# effective-enable rejects it: $(grep -v '^#  ' <<<"$o" | head -1 | sed 's/^# //')"
}

boot sun4i "$stock" &
boot mmio-intc "$fixture"
wait
case " $* " in *" selftest-masked "*)
	boot masked "$fixture" "mmio.a10poke=0x40:0xfffffffd" ;;
esac

ktap "$@"
