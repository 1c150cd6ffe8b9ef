#!/usr/bin/env bash
# Build coverage as the 0-day robot has it: the series' last tree
# (build/linux-6.12, which make tree lays out) compiled for a configuration
# the project does not boot, drivers/irqchip/ objects only, with W=1.  A
# prepared tree per configuration is kept in build/coverage/CONFIG
# (out of tree, ccache) for the next run.  One KTAP document (tests/plan
# runs it on the "host" board).
#   usage: coverage.sh CONFIG BUILD-DIR TEST...
#   CONFIG: multi_v7 (multi_v7_defconfig), multi_v5 (multi_v5_defconfig),
#   arm64 (arm64's defconfig, Debian's gcc-aarch64-linux-gnu), x86_64
#   (x86_64_defconfig + COMPILE_TEST, OF, MMIO_INTC, MMIO_INTC_CLASS: the
#   host compiler)
# Tests:
#   config    the configuration builds the layouts its platforms use (the
#             irq-mmio-intc*.o list below, no more, no fewer)
#   objects   drivers/irqchip/ compiles with W=1: no error, and no warning
#             in a file the series adds or changes (irq-mmio-intc*.c,
#             irq-vic.c); other files' W=1 warnings are counted, not failed
set -uo pipefail
cfg=$1
build=$(cd "$2" && pwd)
shift 2
src=$build/linux-6.12
kout=$build/coverage/$cfg
log=$build/logs/coverage-$cfg.log
mkdir -p "$kout" "$build/logs"
export CCACHE_BASEDIR=$build

# the layouts each configuration's platforms select (a Kconfig slip that
# drops or adds one fails "config")
case $cfg in
multi_v7)
	arch=arm cross=arm-linux-gnueabi- defconfig=multi_v7_defconfig
	want="irq-mmio-intc irq-mmio-intc-aspeed-i2c-ic irq-mmio-intc-aspeed-vic
		irq-mmio-intc-bcm2835 irq-mmio-intc-digicolor irq-mmio-intc-dw-apb-ictl
		irq-mmio-intc-orion irq-mmio-intc-sun4i irq-mmio-intc-sunxi-nmi
		irq-mmio-intc-vic" ;;
multi_v5)
	arch=arm cross=arm-linux-gnueabi- defconfig=multi_v5_defconfig
	want="irq-mmio-intc irq-mmio-intc-aspeed-i2c-ic irq-mmio-intc-aspeed-vic
		irq-mmio-intc-orion irq-mmio-intc-sun4i irq-mmio-intc-versatile-fpga
		irq-mmio-intc-vic" ;;
arm64)
	arch=arm64 cross=aarch64-linux-gnu- defconfig=defconfig
	want="irq-mmio-intc irq-mmio-intc-dw-apb-ictl irq-mmio-intc-sunxi-nmi
		irq-mmio-intc-bcm2835" ;;
x86_64)
	arch=x86 cross= defconfig=x86_64_defconfig
	want="irq-mmio-intc irq-mmio-intc-class" ;;
*)
	echo "coverage.sh: no configuration '$cfg'" >&2; exit 2 ;;
esac
want=$(echo $want | tr ' ' '\n' | sort)
cc=${cross}gcc
kmake=(nice -n 10 make -s -C "$src" O="$kout" ARCH=$arch
       ${cross:+CROSS_COMPILE=$cross} CC="ccache $cc" HOSTCC="ccache gcc")

# configure: the defconfig (+ the x86_64 symbols); kbuild redoes only
# what changed, so the prepared tree of the last run is reused
configure() {
	"${kmake[@]}" $defconfig || return 1
	if [ "$cfg" = x86_64 ]; then
		"$src"/scripts/config --file "$kout/.config" -e COMPILE_TEST -e OF \
			-e MMIO_INTC -e MMIO_INTC_CLASS &&
		"${kmake[@]}" olddefconfig || return 1
	fi
}

config() {
	local have
	command -v "$cc" >/dev/null || { echo "# no $cc (make deps installs it)"; return 1; }
	configure > "$log" 2>&1 || { echo "# $defconfig: kconfig failed ($log)"; tail -5 "$log" | sed 's/^/#   /'; return 1; }
	grep -q '^CONFIG_MMIO_INTC=y' "$kout/.config" ||
		{ echo "# $defconfig does not enable MMIO_INTC"; return 1; }
	# the layouts kbuild will compile: drivers/irqchip/Makefile's
	# obj-$(CONFIG_...) lines whose symbol the configuration sets
	have=$(sed -n 's/^obj-\$(CONFIG_\([A-Z0-9_]*\))[[:space:]]*+=/\1/p' "$src/drivers/irqchip/Makefile" |
		while read -r sym objs; do
			grep -q "^CONFIG_$sym=y" "$kout/.config" || continue
			for o in $objs; do
				case $o in irq-mmio-intc*.o) echo "${o%.o}" ;; esac
			done
		done | sort -u)
	echo "# $defconfig ($arch): $(echo $have)"
	if [ "$have" != "$want" ]; then
		diff <(echo "$want") <(echo "$have") | sed -n 's/^</#   expected, not configured:/p; s/^>/#   configured, not expected:/p'
		return 1
	fi
}

objects() {
	local t0 warn ours f
	t0=$(date +%s)
	if ! "${kmake[@]}" -j"$(nproc)" W=1 drivers/irqchip/ >> "$log" 2>&1; then
		echo "# drivers/irqchip/ does not build ($log):"
		grep -E 'error|Error' "$log" | head -10 | sed 's/^/#   /'
		return 1
	fi
	for f in $want; do
		[ -e "$kout/drivers/irqchip/$f.o" ] || { echo "# $f.o not built"; return 1; }
	done
	warn=$(grep -E '^[^ ]*\.[ch]:[0-9]+:[0-9]+: warning:' "$log" | sort -u)
	ours=$(grep -E '(irq-mmio-intc[a-z0-9-]*|irq-vic)\.[ch]:' <<<"$warn")
	echo "# $(ls "$kout"/drivers/irqchip/*.o | grep -vc built-in) objects in $(( $(date +%s) - t0 )) s;" \
		"W=1 warnings: $(grep -c . <<<"$warn" || true) lines in all, $(grep -c . <<<"$ours" || true) in the series' files"
	[ -z "$ours" ] || { sed 's/^/#   /' <<<"$ours" | head -20; return 1; }
}

echo "KTAP version 1"
echo "1..$#"
n=0 rc=0
for t in "$@"; do
	n=$((n + 1))
	case $t in config | objects) ;; *) echo "not ok $n $t # no such test"; rc=1; continue ;; esac
	if [ "$t" = objects ] && ! grep -q '^CONFIG_MMIO_INTC=y' "$kout/.config" 2>/dev/null; then
		echo "not ok $n $t # not configured"; rc=1; continue
	fi
	out=$($t 2>&1)
	r=$?
	[ -z "$out" ] || echo "$out"
	if [ $r -eq 0 ]; then echo "ok $n $t"; else echo "not ok $n $t"; rc=1; fi
done
exit $rc
