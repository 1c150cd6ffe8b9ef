#!/usr/bin/env bash
# Differential test of one controller the series converts: the same
# unchanged dtb booted on the stock kernel (build/stock: the pristine 6.12
# tree, the hand-written driver) and on the series' kernel (mmio-intc),
# the same guest workload on both (tests/guest/diff.sh), compared here as
# one KTAP document (tests/plan runs it on the "host" board).
#   usage: differential.sh CONTROLLER BUILD-DIR TEST...
#   CONTROLLER: sun4i, dw, sic, vic, fpga, aspeed, ast2500, roots, orion,
#   nmi, bcm, bcm2835 (the workloads of tests/guest/diff.sh)
#   MMIO_GENERIC_BUILD: where the series' kernels are (kernel-6.12/ and
#   kernel-v5/ under it; default BUILD-DIR), e.g. a prefix of the series
#   that scripts/check-series built
#   MMIO_DIFF_LOGS: a directory with the consoles of two boots made
#   elsewhere, stock.log and generic.log (a LAVA lab's jobs, made plain by
#   tests/lava.py --console): compared, nothing booted here (the
#   selftests need boots of their own: not with this)
# Tests:
#   boot-stock    the stock kernel boots, the workload passes, the
#                 controller's lines are on the hand-written driver's chip
#   boot-generic  the series' kernel boots the same dtb, the generic
#                 driver's probe line is printed, the old chip name is gone
#   same-lines    the same lines (hwirq, action) are in use in both
#   chips         each line is on the same chip in both, but the
#                 converted controller's: the old chip there, mmio-intc's here
#   registers     every register read after every step is the same in
#                 both, but for the differences listed below with their
#                 reason (bits, step, address)
#   counts        every line's count advances over the workload in both
#                 (dispatch=generic: root controllers over RAM windows,
#                 which the stock drivers set up but cannot be the root
#                 handler of beside the GIC: the counts stay on the stock
#                 side, and advance on the generic side, whose driver
#                 chains to the parent the fixture gives them)
#   debugfs       each line mapped in both kernels, per controller and
#                 hwirq, as CONFIG_GENERIC_IRQ_DEBUGFS shows it: the same
#                 flow handler, irq_chip flags, trigger type and wake depth,
#                 but for the differences listed below with their reason;
#                 every line the workload uses is among them
#   callbacks     each line mapped in both kernels, per controller and
#                 hwirq: the same irq_chip callbacks set (mask, unmask,
#                 ack, mask_ack, eoi, set_type, set_wake, suspend, resume,
#                 pm_shutdown, startup, shutdown ...) and the same domain
#                 size, as the test module mmio-intc-callbacks prints them,
#                 but for the differences listed below with their reason
#                 (the chips' names are the chips test's)
#   trace         on QEMU's models of the controller (cubieboard,
#                 versatilepb, integratorcp, palmetto-bmc, ast2500-evb,
#                 raspi2b, raspi1ap): QEMU's
#                 own trace of the controller's registers (-trace
#                 memory_region_ops_*), from reset to the first read of the
#                 register a handler starts with: the same accesses in the
#                 same order (reads by address, writes by address and
#                 value), but for the differences listed below with their
#                 reason; the accesses after it are counted
#   selftest-debugfs  the debugfs comparison given the generic boot's lines
#                 with one flow handler changed: it must fail
#   selftest-callbacks  the callbacks comparison given the generic boot's
#                 lines with irq_pm_shutdown added to one: it must fail
#   selftest-registers  a third boot, of the series' kernel whose guest
#                 first writes one register the workload reads (the
#                 controller's enable or mask of an unused line): the
#                 registers test must fail on it
set -uo pipefail
. "$(dirname "$0")/ktap.sh"
top=$(cd "$(dirname "$0")/.." && pwd)
ctrl=$1
build=$(cd "$2" && pwd)
shift 2
: "${MMIO_KERNEL_ERROR:=Oops|BUG|WARNING|Kernel panic}"
out=$(mktemp -d)
trap '[ -n "${MMIO_DIFF_KEEP:-}" ] || rm -rf "$out"' EXIT
cd "$top"

# Per controller: board, kernels (ARMv7 or ARMv5), dtb, chip names (old
# and new: lists, in pairs, where the workload crosses two converted
# controllers), the generic driver's probe lines, the domains the old
# driver named (dom_alias: "OLD NEW", the stock side's name compared as
# the new one), and the register differences explained as
# "STEP ADDRESS BITS REASON" (STEP * for every step); differences of the
# per-line state explained as "DOMAIN HWIRQ FIELD STOCK GENERIC REASON"
# (FIELD: handler, flags, trigger or wdepth); differences of the
# callbacks or domain size as "DOMAIN +CALLBACK REASON", "DOMAIN -CALLBACK
# REASON" or "DOMAIN size STOCK GENERIC REASON" (every line of the domain)
# QEMU's models: the regions' names in its trace, the address whose first
# read starts a handler, and set-up differences as "SIGN ACCESS REASON"
# (SIGN -: the stock kernel's only, +: the generic one's only; ACCESS
# "R ADDRESS" or "W ADDRESS VALUE")
v7=kernel-6.12 v5=kernel-v5
explained=()
explained_dbg=()
explained_cb=()
trace_names= trace_end=
explained_trace=()
declare -A chip_of=()	# line name -> new chip, where old names repeat
dom_alias=
dispatch=both
# the flow handler of a converted controller's parent line is that
# controller's chained handler: the old driver's function, now the
# generic driver's
sic_parent=":amba:interrupt-controller@10140000 0x1f handler fpga_irq_handle mmio_intc_handle_chained the SIC's chained handler (VIC line 31), irq-versatile-fpga.c's before"
# callbacks: irq-vic's chip had ack, mask, unmask and set_wake, its suspend
# a syscore op of its own; the generic chip's mask-and-ack and its syscore
# suspend and resume callbacks (the lines can wake) now
vic_cb=(
	":amba:interrupt-controller@10140000 +irq_mask_ack irq_gc_mask_disable_and_ack_set(): the level flow's mask and ack in one call (ENABLE_CLEAR, then SOFT_CLEAR), the same writes"
	":amba:interrupt-controller@10140000 +irq_suspend the generic chip's syscore suspend (the wake lines left enabled), where irq-vic registered a syscore suspend of its own"
	":amba:interrupt-controller@10140000 +irq_resume the generic chip's syscore resume, where irq-vic's own syscore resume restored the enables")
# irq-versatile-fpga's chip printed the node's name in /proc/interrupts;
# the generic chips are named after the node's full name instead
fpga_cb() { echo "$1 -irq_print_chip the chip named after the node's full name rather than printing the node's name (irq-versatile-fpga's irq_print_chip)"; }
# The Aspeed VIC and the I2C controller chained on its line 12, both
# converted (aspeed-g4.dtsi and aspeed-g5.dtsi: the same nodes and lines)
aspeed_vic() {
	trace_names=aspeed.vic trace_end=0x1e6c0080
	sense="SENSE (read-only, set by firmware): irq-aspeed-vic read both words once at set-up; the driver reads a line's word as it maps the line"
	explained_trace=(
		"- R 0x1e6c00c0 $sense" "- R 0x1e6c00c4 $sense" "+ R 0x1e6c00c0 $sense" "+ R 0x1e6c00c4 $sense")
	old='AVIC dummy' new='interrupt-controller@1e6c0080 interrupt-controller@0'
	poke=0x1e6c00a0:0x00000001
	probe=('/ahb/interrupt-controller@1e6c0080: 64 lines in 2 banks, root controller'
		'/ahb/apb/bus@1e78a000/interrupt-controller@0: 32 lines in 1 banks, chained')
	dom_alias='aspeed-i2c-domain :ahb:apb:bus@1e78a000:interrupt-controller@0'
	explained_dbg=(":ahb:interrupt-controller@1e6c0080 0xc handler aspeed_i2c_ic_irq_handler mmio_intc_handle_chained the I2C controller's chained handler (VIC line 12), irq-aspeed-i2c-ic.c's before")
	i2c=:ahb:apb:bus@1e78a000:interrupt-controller@0
	explained_cb=(
		":ahb:interrupt-controller@1e6c0080 -irq_ack a level line has no ack (irq-aspeed-vic's ack wrote nothing for it); its edge lines keep theirs"
		":ahb:interrupt-controller@1e6c0080 -irq_mask_ack a level line's flow masks with irq_mask (irq-aspeed-vic's mask_ack only masked it)")
	for c in startup shutdown enable disable ack mask unmask; do
		explained_cb+=("$i2c -irq_$c dummy_irq_chip's no-op, which the core no longer calls: a chip without it (nothing to mask or ack; each bus masks its own interrupt)")
	done
	explained=(
		"* 0x1e6c0080 0x00010000 IRQ_STATUS, line 16 (timer 1): its edge latch as the read happens"
		"* 0x1e6c0090 0x00070000 RAW_STATUS, lines 16-18 (timers 1-3, edge lines): their latches as the read happens (17 and 18 are not mapped: nothing clears them after set-up)"
		"* 0x1e6c00e0 0x00070000 EDGE_STATUS, lines 16-18: the same latches")
}
# bcm_trace BASE: the BCM2835 controller's set-up differences in QEMU's
# trace (raspi2b's at 0x3f00b200, raspi1ap's at 0x2000b200)
bcm_trace() {
	local b=$(( $1 )) why="irq-bcm2835 read each bank's enable register and wrote the lines the bootloader left enabled to its disable register (with a firmware-bug message), none here; set-up writes every line to each disable register"
	explained_trace=(
		"$(printf -- '- R 0x%x' $((b + 0x18))) basic ENABLE: $why"
		"$(printf -- '- R 0x%x' $((b + 0x10))) GPU ENABLE 1: $why"
		"$(printf -- '- R 0x%x' $((b + 0x14))) GPU ENABLE 2: $why"
		"$(printf -- '+ W 0x%x 0xffffffff' $((b + 0x24))) basic DISABLE: $why"
		"$(printf -- '+ W 0x%x 0xffffffff' $((b + 0x1c))) GPU DISABLE 1: $why"
		"$(printf -- '+ W 0x%x 0xffffffff' $((b + 0x20))) GPU DISABLE 2: $why")
}
# versatilepb's VIC status: the tick may be raised as a read happens
# (registers failed on CI, stop 30 with the VIC's workload, stop 37 with
# the SIC's; the only line that changes by itself there)
vic_tick=(
	"* 0x10140000 0x00000010 IRQSTATUS, line 4 (timer 0/1): its input as the read happens"
	"* 0x10140008 0x00000010 RAWINTR, line 4: the same input")
case $ctrl in
sun4i)
	board=cubieboard kernel=$v7
	trace_names=allwinner-a10-pic trace_end=0x1c20400
	explained_trace=(
		"- R 0x1c20440 ENABLE 0 read by irq-sun4i's unmask (a read-modify-write) as the timer's line is requested; the generic chip's unmask writes from its mask cache")
	dtb=$build/kernel-6.12/arch/arm/boot/dts/allwinner/sun4i-a10-cubieboard.dtb
	old=sun4i_irq new=interrupt-controller@1c20400 poke=0x01c20444:0x00000001
	probe='/soc/interrupt-controller@1c20400: 96 lines in 3 banks, root controller'
	explained=(
		"* 0x01c20410 0x00400002 PENDING 0, lines 1 (UART) and 22 (timer): their input as the read happens") ;;
dw)
	board=vexpress-a9 kernel=$v7
	dtb=$build/dtbs-6.12/vexpress-dw-apb-ictl.dtb
	old=interrupt-controller new=interrupt-controller@48100000 poke=0x4810000c:0xfffffffc
	probe='/interrupt-controller@48100000: 64 lines in 2 banks, chained' ;;
sic)
	board=versatilepb kernel=$v5
	trace_names=vpb-sic trace_end=0x10003000
	explained_trace=(
		"- W 0x1000302c 0xffffffff FIQ_ENABLE_CLEAR, which the SIC does not have (QEMU: 'Bad register offset 0x2c'): mmio-intc's SIC layout does not write it")
	dtb=$build/kernel-v5/arch/arm/boot/dts/arm/versatile-pb.dtb
	old=interrupt-controller new=interrupt-controller@10003000 poke=0x10003008:0x00000100
	probe='/amba/interrupt-controller@10003000: 32 lines in 1 banks, chained'
	explained_dbg=("$sic_parent")
	explained_cb=("${vic_cb[@]}" "$(fpga_cb :amba:interrupt-controller@10003000)")
	# the workload reads the VIC above the SIC too (failed on CI, stop 37)
	explained=("${vic_tick[@]}") ;;
vic)
	board=versatilepb kernel=$v5
	trace_names=pl190 trace_end=0x10140000
	vic_order="the generic set-up of the bank (all lines disabled, SOFTINT cleared) before the layout's own writes; irq-vic wrote INT_SELECT and INT_ENABLE first, ITCR between"
	explained_trace=(
		"+ W 0x10140014 0xffffffff INT_ENABLE_CLEAR: $vic_order"
		"- W 0x10140014 0xffffffff INT_ENABLE_CLEAR: $vic_order"
		"+ W 0x1014001c 0xffffffff SOFT_INT_CLEAR: $vic_order"
		"- W 0x1014001c 0xffffffff SOFT_INT_CLEAR: $vic_order"
		"- W 0x10140010 0x0 INT_ENABLE written 0 by irq-vic's vic_disable(), which sets no line: not written"
		"- R 0x10140fe0 PrimeCell peripheral ID 0: irq-vic read the four ID registers, the layout reads the two that hold the designer (ST's VIC)"
		"- R 0x10140fec PrimeCell peripheral ID 3: the same")
	dtb=$build/kernel-v5/arch/arm/boot/dts/arm/versatile-pb.dtb
	old=VIC new=interrupt-controller@10140000 poke=0x10140010:0x00000001
	probe='/amba/interrupt-controller@10140000: 32 lines in 1 banks, root controller'
	explained_dbg=("$sic_parent")
	explained_cb=("${vic_cb[@]}")
	explained=("${vic_tick[@]}") ;;
fpga)
	board=integratorcp kernel=$v5
	trace_names=icp-pic trace_end=0x14000000
	dtb=$build/kernel-v5/arch/arm/boot/dts/arm/integratorcp.dtb
	old=pic new=pic@14000000 poke=0x14000008:0x00000800
	probe='/pic@14000000: 32 lines in 1 banks, root controller'
	explained_dbg=(":pic@14000000 0x1a handler fpga_irq_handle mmio_intc_handle_chained the SIC's chained handler (PIC line 26), irq-versatile-fpga.c's before")
	explained_cb=("$(fpga_cb :pic@14000000)" "$(fpga_cb :cic@10000040)" "$(fpga_cb :sic@ca000000)") ;;
aspeed)
	board=palmetto-bmc kernel=$v5
	dtb=$build/kernel-v5/arch/arm/boot/dts/aspeed/aspeed-bmc-opp-palmetto.dtb
	aspeed_vic ;;
ast2500)
	# the AST2500's, on the ARMv6+v7 kernel
	board=ast2500-evb kernel=$v7
	dtb=$build/kernel-6.12/arch/arm/boot/dts/aspeed/aspeed-ast2500-evb.dtb
	aspeed_vic ;;
roots)
	# the registers the generic side's dispatch writes, from the step
	# that raises the line on
	dc1=raise-dc1,enable-dc1,raise-dc34,enable-dc34,raise-rda5,enable-rda5,free
	dc34=raise-dc34,enable-dc34,raise-rda5,enable-rda5,free
	nodisp="the stock kernel does not dispatch"
	board=vexpress-a9 kernel=$v7 dispatch=generic
	dtb=$build/dtbs-6.12/vexpress-digicolor-rda.dtb
	old='digicolor_irq rda-intc'
	new='interrupt-controller@48200000 interrupt-controller@48300000'
	poke=0x48200014:0x00000001
	probe=('/interrupt-controller@48200000: 64 lines in 2 banks, chained'
		'/interrupt-controller@48300000: 32 lines in 1 banks, chained')
	explained=(
		"raise-dc1 0x48200010 0x00000002 ENABLE_LO, line 1: masked by the level flow as the generic kernel dispatches it ($nodisp)"
		"$dc1 0x48200000 0x00000002 FLAG_CLEAR_LO, line 1: its ack as the generic kernel dispatches it (RAM keeps the write; $nodisp)"
		"raise-dc34 0x48200014 0x00000004 ENABLE_XLO, line 34: masked as the generic kernel dispatches it"
		"$dc34 0x48200004 0x00000004 FLAG_CLEAR_XLO, line 34: its ack as the generic kernel dispatches it"
		"raise-rda5,enable-rda5 0x4830000c 0xffffffdf MASK_CLR, line 5: masked as the generic kernel dispatches it (RAM keeps the last write: 0x20 there, set-up's ~0 on the stock kernel until the line is freed)")
	explained_dbg=(":interrupt-controller@48300000 0x5 trigger - IRQ_TYPE_LEVEL_HIGH the specifier's level-high type, recorded through irq_set_type (irq-rda-intc.c's one-cell xlate ignored the second cell)") ;;
orion)
	# irq-orion named the main controller's chips after the node, as the
	# generic driver does: the same chip name on both
	main=main-interrupt-ctrl@48400000
	board=vexpress-a9 kernel=$v7 dispatch=generic
	dtb=$build/dtbs-6.12/vexpress-orion.dtb
	old="$main bridge-interrupt-ctrl"
	new="$main bridge-interrupt-ctrl@48401000"
	poke=0x48400014:0x00000001
	probe=("/$main: 64 lines in 2 banks, chained"
		'/bridge-interrupt-ctrl@48401000: 32 lines in 1 banks, chained')
	explained=(
		"raise-orion3 0x48400004 0x00000008 MASK, line 3: masked by the level flow as the generic kernel dispatches it (the stock kernel does not dispatch)"
		"raise-orion33 0x48400014 0x00000002 MASK of bank 1, line 33: masked as the generic kernel dispatches it"
		"raise-bridge2 0x48401000 0xffffffff the bridge's CAUSE, line 2: acked (0 written to its bit: RAM holds ~BIT(2)) as the generic kernel dispatches it, where the guest wrote BIT(2)")
	explained_dbg=(":$main 0x1 handler orion_bridge_irq_handler mmio_intc_handle_chained the bridge's chained handler (main line 1), irq-orion.c's before") ;;
nmi)
	# two controllers whose old chips had one name: each line's new chip
	# by the line's name
	board=vexpress-a9 kernel=$v7
	dtb=$build/dtbs-6.12/vexpress-sunxi-nmi.dtb
	old='sunxi-nmi sunxi-nmi'
	new='interrupt-controller@48500000 interrupt-controller@48501000'
	chip_of=([uio-nmi7]=interrupt-controller@48500000
		[uio-nmi9]=interrupt-controller@48501000)
	poke=0x48500000:0x00000004
	probe=('/interrupt-controller@48500000: 32 lines in 1 banks, chained'
		'/interrupt-controller@48501000: 32 lines in 1 banks, chained') ;;
bcm)
	# QEMU's raspi2b: the BCM2836's controller, chained on the ARM local
	# controller's GPU line (arch_timer ticks on the local one)
	board=raspi2b kernel=$v7
	trace_names=bcm2835-ic trace_end=0x3f00b200
	bcm_trace 0x3f00b200
	dtb=$build/kernel-6.12/arch/arm/boot/dts/broadcom/bcm2836-rpi-2-b.dtb
	old=ARMCTRL-level new=interrupt-controller@7e00b200
	poke=0x3f00b210:0x00000001
	probe='/soc/interrupt-controller@7e00b200: 96 lines in 3 banks, chained' ;;
bcm2835)
	# QEMU's raspi1ap (ARM1176, the ARMv6+v7 kernel): the BCM2835's
	# controller is the root; the system timer's channel 3 ticks on it
	board=raspi1ap kernel=$v7
	trace_names=bcm2835-ic trace_end=0x2000b200
	bcm_trace 0x2000b200
	dtb=$build/kernel-6.12/arch/arm/boot/dts/broadcom/bcm2835-rpi-a-plus.dtb
	old=ARMCTRL-level new=interrupt-controller@7e00b200
	poke=0x2000b210:0x00000001
	probe='/soc/interrupt-controller@7e00b200: 96 lines in 3 banks, root controller' ;;
*)
	echo "differential.sh: no controller '$ctrl'" >&2; exit 2 ;;
esac

# boot SIDE ZIMAGE [ARGS]: the console of one boot in $out/SIDE.log; the
# initramfs with the test modules built for the kernel's build (stock or
# the series', ARMv7 or ARMv5: make bench's)
boot() {
	local rd
	case $1/$kernel in
	stock/kernel-6.12) rd=initramfs-stock ;;
	stock/*) rd=initramfs-stock-v5 ;;
	*/kernel-6.12) rd=initramfs-6.12 ;;
	*) rd=initramfs-v5 ;;
	esac
	local x=
	[ -z "$trace_names" ] || x="-trace events=$out/events -D $out/$1.trace"
	qemu/boot.sh -b $board -k "$2" -d "$dtb" -r "$build/$rd.cpio.gz" ${x:+-x "$x"} \
		-a "mmio.tests=diff mmio.diff=$ctrl kunit.enable=0 ${3:-}" -t 120 \
		-l "$build/logs/diff-${MMIO_GENERIC_BUILD:+prefix-}$ctrl-$1.log" > "$out/$1.log" 2>&1
	echo $? > "$out/$1.rc"
}

# boot_stock ZIMAGE: boot stock ZIMAGE, once per make check run for the
# same files: the series' prefix (scripts/check-series prefix-CTRL) and
# the whole series (diff-CTRL) are compared with the same stock boot.  The
# first to ask boots (a lock per boot); a boot that failed is not shared.
# MMIO_TIMES (the Makefile's, one per make run) names the run; without it
# every boot is its own.
boot_stock() {
	local key run d f
	if [ -z "${MMIO_TIMES:-}" ]; then
		boot stock "$1"
		return
	fi
	run=$(basename "$MMIO_TIMES" .tsv)
	key=$( { echo "$board $ctrl $trace_names"
		 for f in "$1" "$dtb" "$build"/initramfs-stock*.cpio.gz qemu/boot.sh; do
			sha1sum < "$f"; done; } | sha1sum | cut -c1-16)
	d=$build/diff-stock/$run/$key
	mkdir -p "$d" || return 1
	# earlier runs' boots
	find "$build/diff-stock" -mindepth 1 -maxdepth 1 ! -name "$run" -mmin +600 -exec rm -rf {} +
	(
		flock 9
		if [ "$(cat "$d/stock.rc" 2>/dev/null)" != 0 ]; then
			boot stock "$1"
			cp "$out/stock.log" "$out/stock.rc" "$d"/
			[ ! -e "$out/stock.trace" ] || cp "$out/stock.trace" "$d"/
			cp "$build/logs/diff-${MMIO_GENERIC_BUILD:+prefix-}$ctrl-stock.log" "$d/console.log"
		else
			cp "$d"/stock.* "$out"/
			cp "$d/console.log" "$build/logs/diff-${MMIO_GENERIC_BUILD:+prefix-}$ctrl-stock.log"
			echo "# stock: the boot of $(date -r "$d/stock.rc" +%T) (this run's, shared)" >> "$out/shared"
		fi
	) 9> "$d.lock"
}

# diff SIDE KIND: the guest's "diff: STEP KIND ..." lines, without "diff: "
diff_lines() { sed -n "s/^# diff: \([^ ]*\) $2 /\1 /p" "$out/$1.log"; }
# irqs SIDE: "STEP HWIRQ CHIP COUNT NAME"
irqs() { diff_lines "$1" irq; }

booted() {
	boot_ok "$out" "$1" diff || return 1
	[ -n "$(irqs "$1")" ] || { echo "# $1: no line of the workload in /proc/interrupts"; return 1; }
}

boot-stock() {
	local c
	[ ! -e "$out/shared" ] || cat "$out/shared"
	booted stock || return 1
	for c in $old; do
		[ -n "$(irqs stock | awk -v c="$c" '$3 == c')" ] ||
			{ echo "# stock: no line on $c"; return 1; }
	done
}

boot-generic() {
	local c p
	booted generic || return 1
	for p in "${probe[@]}"; do
		grep -qF "] $p" "$out/generic.log" ||
			{ echo "# generic: no probe line '$p'"; return 1; }
		echo "# generic: $p"
	done
	for c in $old; do
		[[ " $new " == *" $c "* ]] &&
			{ echo "# generic: the chip named $c on both kernels"; continue; }
		[ -z "$(irqs generic | awk -v c="$c" '$3 == c')" ] ||
			{ echo "# generic: lines still on $c"; return 1; }
	done
}

# in_use SIDE: "HWIRQ NAME" of the lines the workload used, sorted
in_use() { irqs "$1" | awk '{ print $2, $5 }' | sort -u; }

same-lines() {
	echo "# in use, stock:   $(in_use stock | tr '\n' ' ')"
	echo "# in use, generic: $(in_use generic | tr '\n' ' ')"
	[ -n "$(in_use stock)" ] && [ "$(in_use stock)" = "$(in_use generic)" ]
}

chips() {
	local hw name chip want got bad=0 seen= olds news i
	read -r -a olds <<<"$old"
	read -r -a news <<<"$new"
	while read -r hw name chip; do
		want=$chip
		for i in "${!olds[@]}"; do
			[ "$chip" = "${olds[$i]}" ] && { want=${news[$i]}; seen="$seen $i"; }
		done
		want=${chip_of[$name]:-$want}
		got=$(irqs generic | awk -v h="$hw" -v n="$name" '$2 == h && $5 == n { print $3; exit }')
		echo "# line $hw ($name): stock $chip, generic ${got:-none}"
		[ "$got" = "$want" ] || { echo "# line $hw: expected on $want"; bad=1; }
	done < <(irqs stock | awk '{ print $2, $5, $3 }' | sort -u)
	for i in "${!olds[@]}"; do
		[[ " $seen " == *" $i "* ]] || { echo "# no line on ${olds[$i]} in the stock boot"; bad=1; }
	done
	return $bad
}

# allowed STEP ADDRESS: the bits explained for this register at this step
# (an explanation's STEP: *, a step, or steps joined by commas)
allowed() {
	local e s a bits m=0
	for e in "${explained[@]}"; do
		read -r s a bits _ <<<"$e"
		[ "$a" = "$2" ] && { [ "$s" = '*' ] || [[ ",$s," == *",$1,"* ]]; } && m=$((m | bits))
	done
	echo $m
}

# registers [GENERIC-BOOT]: compare the stock boot with the generic one
# (default generic)
registers() {
	local gen=${1:-generic} step addr s g x m n=0 bad=0 e
	diff_lines stock reg | sort > "$out/stock.regs"
	diff_lines "$gen" reg | sort > "$out/generic.regs"
	if ! cmp -s <(cut -d' ' -f1,2 "$out/stock.regs") <(cut -d' ' -f1,2 "$out/generic.regs"); then
		echo "# the two boots read different registers or steps"
		return 1
	fi
	[ -s "$out/stock.regs" ] || { echo "# no register read"; return 1; }
	echo "#  step          register    stock       generic"
	while read -r step addr s g; do
		n=$((n + 1))
		x=$(( s ^ g ))
		[ $x -eq 0 ] && { echo "#  $(printf '%-13s' "$step") $addr  $s  $g"; continue; }
		m=$(allowed "$step" "$addr")
		if [ $((x & ~m)) -ne 0 ]; then
			printf '#  %-13s %s  %s  %s  bits 0x%08x differ, unexplained\n' \
				"$step" "$addr" "$s" "$g" $((x & ~m))
			bad=1
		else
			printf '#  %-13s %s  %s  %s  explained\n' "$step" "$addr" "$s" "$g"
		fi
	done < <(join -j1 <(awk '{ print $1 "/" $2, $3 }' "$out/stock.regs") \
			 <(awk '{ print $1 "/" $2, $3 }' "$out/generic.regs") | tr / ' ')
	for e in "${explained[@]}"; do echo "#   explained: $e"; done
	if [ "$ctrl" = sic ]; then
		# the stock driver writes FIQ_ENABLE_CLEAR, which the SIC lacks
		grep -q 'vpb_sic_write: Bad register offset 0x2c' "$out/stock.log" ||
			{ echo "# stock: QEMU did not report the write to 0x2c"; bad=1; }
		! grep -q 'vpb_sic_write: Bad register offset' "$out/$gen.log" ||
			{ echo "# generic: QEMU reports a bad SIC register write"; bad=1; }
		echo "# stock only: QEMU's 'vpb_sic_write: Bad register offset 0x2c' (FIQ_ENABLE_CLEAR, which the SIC lacks; mmio-intc's SIC layout does not write it)"
	fi
	echo "# $n registers compared over $(cut -d' ' -f1 "$out/stock.regs" | sort -u | wc -l) steps"
	return $bad
}

counts() {
	local side hw name a b bad=0
	for side in stock generic; do
		[ -n "$(in_use $side)" ] || { echo "# $side: no line in use"; bad=1; }
		while read -r hw name; do
			a=$(irqs $side | awk -v h="$hw" -v n="$name" '$2 == h && $5 == n { print $4; exit }')
			b=$(irqs $side | awk -v h="$hw" -v n="$name" '$2 == h && $5 == n { c = $4 } END { print c }')
			[ -n "$a" ] && [ -n "$b" ] || { echo "# $side: line $hw ($name): no count"; bad=1; continue; }
			if [ $side = stock ] && [ $dispatch = generic ]; then
				echo "# stock: line $hw ($name): $a -> $b (set up, not dispatched: the GIC is the root handler)"
				[ "$b" -eq "$a" ] || bad=1
				continue
			fi
			echo "# $side: line $hw ($name): $a -> $b"
			[ "$b" -gt "$a" ] || bad=1
		done < <(in_use $side)
	done
	return $bad
}

# per_line SIDE KIND: the guest's KIND lines, "DOMAIN HWIRQ ...", one per
# mapped line (the stock side's domains named by their old driver: as the
# generic one)
per_line() {
	local a=(${dom_alias:-})
	diff_lines "$1" "$2" | cut -d' ' -f2- |
		if [ -n "$dom_alias" ] && [ "$1" = stock ]; then
			awk -v from="${a[0]}" -v to="${a[1]}" '$1 == from { $1 = to } { print }'
		else
			cat
		fi | sort -u
}

# dbgs SIDE: "DOMAIN HWIRQ HANDLER FLAGS TRIGGER WDEPTH" per mapped line
dbgs() { per_line "$1" dbg; }
# cbs_of SIDE: "DOMAIN HWIRQ CHIP SIZE CALLBACKS" per mapped line
cbs_of() { per_line "$1" cb; }

# dbg_allowed DOMAIN HWIRQ FIELD STOCK GENERIC: the difference is explained
dbg_allowed() {
	local e
	for e in "${explained_dbg[@]}"; do
		[ "${e%% *}" = "$1" ] || continue
		read -r -a f <<<"$e"
		[ "${f[1]}" = "$2" ] && [ "${f[2]}" = "$3" ] && [ "${f[3]}" = "$4" ] &&
			[ "${f[4]}" = "$5" ] && return 0
	done
	return 1
}

# debugfs [GENERIC-BOOT]: compare the stock boot with the generic one
debugfs() {
	local gen=${1:-generic} dom hw fields s i bad=0 n=0 names=(handler flags trigger wdepth)
	local -A stock
	[ -n "$(dbgs stock)" ] && [ -n "$(dbgs "$gen")" ] ||
		{ echo "# no debugfs line read in one of the boots"; return 1; }
	while read -r dom hw fields; do
		stock["$dom $hw"]=$fields
	done < <(dbgs stock)
	echo "#  domain hwirq: handler flags trigger wdepth (stock | generic)"
	while read -r dom hw fields; do
		s=${stock["$dom $hw"]:-}
		[ -n "$s" ] || { echo "#  $dom $hw: mapped on the generic side only: $fields"; continue; }
		unset "stock[$dom $hw]"
		n=$((n + 1))
		read -r -a sf <<<"$s"
		read -r -a gf <<<"$fields"
		for i in 0 1 2 3; do
			[ "${sf[$i]}" = "${gf[$i]}" ] && continue
			if dbg_allowed "$dom" "$hw" "${names[$i]}" "${sf[$i]}" "${gf[$i]}"; then
				echo "#  $dom $hw: ${names[$i]} ${sf[$i]} -> ${gf[$i]}, explained"
			else
				echo "#  $dom $hw: ${names[$i]} ${sf[$i]} -> ${gf[$i]}, unexplained"
				bad=1
			fi
		done
		echo "#  $dom $hw: $s | $fields"
	done < <(dbgs "$gen")
	[ ${#stock[@]} -eq 0 ] ||
		echo "#  mapped on the stock side only (the old driver mapped every valid line at probe): $(printf '%s\n' "${!stock[@]}" | sort | awk '{ d[$1] = d[$1] " " $2 } END { for (k in d) printf "%s%s; ", k, d[k] }')"
	# every line the workload used is compared
	while read -r hw _; do
		dbgs "$gen" | awk -v h="$(printf '0x%x' "$hw")" '$2 == h { f = 1 } END { exit !f }' ||
			{ echo "# line $hw in use but not in the generic side's debugfs"; bad=1; }
	done < <(in_use generic)
	for i in "${explained_dbg[@]}"; do echo "#   explained: $i"; done
	[ -z "$dom_alias" ] || echo "#   stock domain ${dom_alias% *} compared as ${dom_alias#* } (its old driver named it; mmio-intc's domain takes its node's name as other device tree domains do)"
	echo "# $n lines compared"
	[ $n -gt 0 ] && return $bad
}

# rejects TEST KIND EDIT WHAT: TEST fed the generic boot's lines with the
# first KIND line changed by the awk statement EDIT (WHAT) must fail
rejects() {
	local o
	awk -v kind="$2" '!done && $0 ~ "^# diff: [^ ]* " kind " " { '"$3"'; done = 1 } { print }' \
		"$out/generic.log" > "$out/forged.log"
	if o=$("$1" forged); then
		echo "# $1 passed $4"
		return 1
	fi
	echo "# $1 rejects it: $(grep unexplained <<<"$o" | head -1 | sed 's/^#  *//')"
}

# one line's flow handler changed (handle_edge_irq)
selftest-debugfs() { rejects debugfs dbg '$7 = "handle_edge_irq"' "a forged handler"; }

# accesses SIDE: the controller's register accesses in QEMU's trace, one a
# line: "R ADDRESS" or "W ADDRESS VALUE"
accesses() {
	awk -v names=" $trace_names " '/memory_region_ops_(read|write) / {
		n = $0; sub(/.* name \047/, "", n); sub(/\047.*/, "", n)
		if (!index(names, " " n " ")) next
		a = v = ""
		for (i = 1; i < NF; i++) {
			if ($i == "addr") a = $(i + 1)
			if ($i == "value") v = $(i + 1)
		}
		if (/memory_region_ops_read /) print "R", a
		else print "W", a, v
	}' "$out/$1.trace"
}

# setup_accesses SIDE: those before the first read of $trace_end
setup_accesses() { accesses "$1" | awk -v e="R $trace_end" '$0 == e { exit } { print }'; }

# trace_allowed SIGN ACCESS: the difference is explained
trace_allowed() {
	local e
	for e in "${explained_trace[@]}"; do
		[[ "$e" == "$1 $2 "* ]] && return 0
	done
	return 1
}

trace() {
	local side c l bad=0 n
	[ -n "$trace_names" ] || { echo "# $ctrl: no QEMU model traced"; return 1; }
	for side in stock generic; do
		setup_accesses $side > "$out/$side.setup"
		[ -s "$out/$side.setup" ] ||
			{ echo "# $side: no access to ${trace_names// /, } before the first read of $trace_end"; bad=1; }
		accesses $side | awk -v e="R $trace_end" -v side=$side '
			$0 == e { h++ } h && /^R/ { r++ } h && /^W/ { w++ }
			END { printf "# %s: after set-up, %d reads and %d writes, %d of them reads of the first handler register\n", side, r, w, h }'
	done
	[ $bad -eq 0 ] || return 1
	n=$(wc -l < "$out/generic.setup")
	echo "# set-up: $(wc -l < "$out/stock.setup") accesses on the stock kernel, $n on the generic one (< stock only, > generic only)"
	while IFS= read -r l; do
		case $l in
		'< '*) c=- ;; '> '*) c=+ ;; *) continue ;;
		esac
		if trace_allowed "$c" "${l#? }"; then
			echo "#  $c ${l#? }: explained"
		else
			echo "#  $c ${l#? }: unexplained"
			bad=1
		fi
	done < <(diff "$out/stock.setup" "$out/generic.setup")
	for l in "${explained_trace[@]}"; do echo "#   explained: $l"; done
	return $bad
}

# cb_allowed DOMAIN WHAT [STOCK GENERIC]: the difference is explained
cb_allowed() {
	local e f
	for e in "${explained_cb[@]}"; do
		read -r -a f <<<"$e"
		[ "${f[0]}" = "$1" ] && [ "${f[1]}" = "$2" ] || continue
		[ "$2" != size ] || { [ "${f[2]}" = "$3" ] && [ "${f[3]}" = "$4" ]; } || continue
		return 0
	done
	return 1
}

# callbacks [GENERIC-BOOT]: compare the stock boot's callbacks with the
# generic one's
callbacks() {
	local gen=${1:-generic} dom hw chip size cbs s c bad=0 n=0 what
	local -A stock
	[ -n "$(cbs_of stock)" ] && [ -n "$(cbs_of "$gen")" ] ||
		{ echo "# no callbacks line read in one of the boots (mmio-intc-callbacks.ko)"; return 1; }
	while read -r dom hw chip size cbs; do
		stock["$dom $hw"]="$chip $size $cbs"
	done < <(cbs_of stock)
	echo "#  domain hwirq: chip size callbacks (stock | generic)"
	while read -r dom hw chip size cbs; do
		s=${stock["$dom $hw"]:-}
		[ -n "$s" ] || continue
		n=$((n + 1))
		read -r -a sf <<<"$s"
		if [ "${sf[1]}" != "$size" ]; then
			if cb_allowed "$dom" size "${sf[1]}" "$size"; then
				echo "#  $dom $hw: domain size ${sf[1]} -> $size, explained"
			else
				echo "#  $dom $hw: domain size ${sf[1]} -> $size, unexplained"
				bad=1
			fi
		fi
		for c in $(comm -3 <(tr , '\n' <<<"${sf[2]}" | grep -vx -- - | sort) \
				   <(tr , '\n' <<<"$cbs" | grep -vx -- - | sort) |
			   sed 's/^\t/+/; /^+/!s/^/-/'); do
			if cb_allowed "$dom" "$c"; then what=explained; else what=unexplained bad=1; fi
			echo "#  $dom $hw: $c, $what"
		done
		echo "#  $dom $hw: $s | $chip $size $cbs"
	done < <(cbs_of "$gen")
	for e in "${explained_cb[@]}"; do echo "#   explained: $e"; done
	echo "# $n lines compared"
	[ $n -gt 0 ] && return $bad
}

# irq_pm_shutdown added to one line's callbacks
selftest-callbacks() { rejects callbacks cb '$NF = $NF ",irq_pm_shutdown"' "a forged irq_pm_shutdown"; }

selftest-registers() {
	local o
	booted poked || return 1
	if o=$(registers poked); then
		echo "# registers passed a boot that wrote $poke first"
		return 1
	fi
	echo "# registers rejects it: $(grep unexplained <<<"$o" | head -1 | sed 's/^#  *//')"
}

mkdir -p "$build/logs"
printf 'memory_region_ops_read\nmemory_region_ops_write\n' > "$out/events"
if [ -n "${MMIO_DIFF_LOGS:-}" ]; then
	for side in stock generic; do
		cp "$MMIO_DIFF_LOGS/$side.log" "$out/$side.log" || exit 1
		echo 0 > "$out/$side.rc"
	done
	ktap "$@"
	exit
fi
boot_stock "$build/stock/$kernel/arch/arm/boot/zImage" &
gen=${MMIO_GENERIC_BUILD:-$build}
boot generic "$gen/$kernel/arch/arm/boot/zImage"
wait
case " $* " in *" selftest-registers "*)
	boot poked "$gen/$kernel/arch/arm/boot/zImage" "mmio.diffpoke=$poke" ;;
esac
ktap "$@"
