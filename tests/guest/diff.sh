# One side of a differential test (tests/differential.sh): the same
# workload on the stock kernel (the hand-written driver) and on the series'
# kernel (mmio-intc), with the same dtb.  After each step the controller's
# registers and its lines in /proc/interrupts are printed:
#   diff: STEP reg ADDRESS VALUE
#   diff: STEP irq HWIRQ CHIP COUNT NAME     (the lines the workload uses)
# and at the end, each mapped line of the controllers (and of the
# controllers around them) as the irq core's debugfs shows it (dbg below).
# mmio.diff=CONTROLLER picks the workload:
#   sun4i   -M cubieboard: the A10 controller; a second of timer ticks,
#           then UART output
#   dw      -M vexpress-a9, snps,dw-apb-ictl over a PSRAM window
#           (tests/dts/vexpress-dw-apb-ictl.dts): the guest plays the
#           hardware for lines 0 and 33, each consumed by generic-uio
#   sic     -M versatilepb: the SIC (and the VIC above it): the keyboard and
#           mouse (KMI, SIC lines 3 and 4) probed again, UART3 (SIC line 6)
#           opened, written to and closed
#   vic     -M versatilepb: the PL190 VIC; timer ticks, and line 10 (the
#           RTC's) raised three times through SOFTINT (the flow's ack clears
#           it)
#   fpga    -M integratorcp: the PIC, CIC and SIC; timer ticks, the keyboard
#           and mouse (KMI, PIC lines 3 and 4) probed again
#   aspeed  -M palmetto-bmc: the AST2400 VIC and its I2C interrupt
#           controller (chained on line 12), both converted; timer ticks
#           (VIC line 16, an edge line), UART5 output (line 10), reads of
#           the TMP423 on I2C bus 2 (the I2C controller's line 2)
#   roots   -M vexpress-a9, cnxt,cx92755-ic and rda,8810pl-intc over PSRAM
#           windows (tests/dts/vexpress-digicolor-rda.dts): the guest plays
#           the hardware for Digicolor lines 1 and 34 and RDA line 5, each
#           consumed by generic-uio, then the consumers are unbound (their
#           lines freed); only the series' kernel dispatches them
#   orion   -M vexpress-a9, marvell,orion-intc and marvell,orion-bridge-intc
#           (chained on its line 1) over PSRAM windows
#           (tests/dts/vexpress-orion.dts): main lines 3 and 33, bridge
#           line 2, as for roots
#   bcm     -M raspi2b: the BCM2836's ARM controller (chained on the ARM
#           local controller); matches of the system timer's channel 3
#           (GPU bank 1, line 3), set from the guest
#   ast2500 -M ast2500-evb: the AST2500 VIC and its I2C interrupt
#           controller, as aspeed; UART5 is ttyS4, the LM75 (QEMU: a
#           TMP105) on I2C bus 7 (the I2C controller's line 7)
#   bcm2835 -M raspi1ap: the BCM2835's ARM controller, the root (ARMv6):
#           the system timer's channel 3 (GPU bank 1, line 3) ticks, then
#           UART output
#   nmi     -M vexpress-a9, allwinner,sun7i-a20-sc-nmi and
#           allwinner,sun9i-a80-nmi over PSRAM windows
#           (tests/dts/vexpress-sunxi-nmi.dts): each NMI line (level-low,
#           edge-falling) raised, as for dw, then freed
. /tests/lib.sh
ctrl=$(sed -n 's/.*mmio\.diff=\([a-z0-9]*\).*/\1/p' /proc/cmdline)
# mmio.diffpoke=ADDRESS:VALUE (differential.sh's self-test) writes one
# register first, a difference the comparison must catch
poke=$(sed -n 's/.*mmio\.diffpoke=\([0-9a-fx:]*\).*/\1/p' /proc/cmdline)
[ -z "$poke" ] || devmem "${poke%:*}" 32 "${poke#*:}"

# kmi: the PS/2 keyboard's and mouse's drivers probe them again (resets
# and identification: interrupts on both KMI lines)
kmi() {
	local s
	for s in /sys/bus/serio/devices/serio*; do
		echo -n rescan > "$s/drvctl"
	done
	sleep 1
}

# regs STEP BASE OFFSET...: print each register
regs() {
	local step=$1 base=$2 o
	shift 2
	for o in "$@"; do
		printf 'diff: %s reg 0x%08x %s\n' "$step" $((base + o)) "$(devmem $((base + o)) 32)"
	done
}

# lines STEP NAME...: the /proc/interrupts lines of these actions ("IRQ:
# COUNT-PER-CPU... CHIP HWIRQ TYPE NAME"; the count printed is the sum)
lines() {
	local step=$1
	shift
	awk -v step="$step" -v names=" $* " 'NR == 1 { ncpu = NF }
		NR > 1 && $1 ~ /^[0-9]+:$/ && index(names, " " $NF " ") {
			n = 0
			for (i = 2; i <= ncpu + 1; i++) n += $i
			print "diff: " step " irq " $(ncpu + 3) " " $(ncpu + 2) " " n " " $NF
		}' /proc/interrupts
}

# dbg STEP ADDRESS...: each mapped line of the controllers at these unit
# addresses (or of the domains of these names), as
# CONFIG_GENERIC_IRQ_DEBUGFS shows it
#   diff: STEP dbg DOMAIN HWIRQ HANDLER CHIP-FLAGS TRIGGER WDEPTH
# (chip flags and trigger as IRQCHIP_* and IRQ_TYPE_* names joined by "|",
# "-" for none; the chip's flags only, not a parent's), and the same
# lines' irq_chip callbacks (cbs below)
dbg() {
	local step=$1 f
	shift
	cbs "$step" "$@"
	for f in /sys/kernel/debug/irq/irqs/*; do
		awk -v step="$step" -v addrs=" $* " '
			/^ *[a-z]+: / { key = $1 }
			key == "handler:" { h = $2 }
			key == "domain:" { d = $2 }
			key == "hwirq:" { hw = $2 }
			key == "wdepth:" { w = $2 }
			key == "chip:" && !chips++ { top = 1 }
			key == "parent:" { top = 0 }
			top && key == "flags:" && $1 ~ /^IRQCHIP_/ { fl = fl (fl ? "|" : "") $1 }
			key == "dstate:" && $1 ~ /^IRQ_TYPE_/ { ty = ty (ty ? "|" : "") $1 }
			END {
				n = split(d, p, "@")
				if (!index(addrs, " " d " ") &&
				    (n < 2 || !index(addrs, " " p[n] " ")))
					exit
				printf "diff: %s dbg %s %s %s %s %s %s\n", step, d, hw,
					h, fl ? fl : "-", ty ? ty : "-", w
			}' "$f"
	done
}

# cbs STEP ADDRESS...: the irq_chip callbacks set for each mapped line of
# these controllers, its chip's name, its domain's name and size, as the
# test module mmio-intc-callbacks prints them at load (in the initramfs of
# the 6.12 kernels, stock and series)
#   diff: STEP cb DOMAIN HWIRQ CHIP DOMAIN-SIZE CALLBACK,...
cbs() {
	local step=$1
	shift
	[ -e /lib/modules/mmio-intc-callbacks.ko ] || return 0
	grep -q '^mmio_intc_callbacks ' /proc/modules ||
		insmod /lib/modules/mmio-intc-callbacks.ko || return 0
	dmesg | sed -n 's/^.*mmio-cb: //p' | sort -u |
		awk -v step="$step" -v addrs=" $* " '{
			n = split($1, p, "@")
			if (!index(addrs, " " $1 " ") &&
			    (n < 2 || !index(addrs, " " p[n] " ")))
				next
			print "diff: " step " cb " $0
		}'
}

# timer_uart: the boot's snapshot, a second of timer ticks, console output
# (the UART's interrupts), each followed by a snapshot (snap STEP, the
# workload's own)
timer_uart() {
	local i
	snap boot
	sleep 1
	snap timer
	for i in 1 2 3 4 5; do
		echo "# diff: UART traffic $i" > /dev/console
	done
	snap uart
}

# raise NAME SPI ADDRESS:BIT...: the hardware of a RAM-window controller (dw,
# roots, orion, nmi: each status bit set, the parent SPI pended), the count of generic-uio's
# uio-NAME given 2 s to advance (differential.sh says whether it must),
# then the bits cleared and the line re-enabled; a snapshot after each
raise() {
	local name=$1 spi=$2 dev c r
	shift 2
	dev=$(uio_dev "uio-$name")
	c=$(uio_count "$dev")
	for r in "$@"; do
		devmem "${r%:*}" 32 $((1 << ${r#*:}))
	done
	gic_pend "$spi"
	wait_count "$dev" $((c + 1))
	snap "raise-$name"
	for r in "$@"; do
		devmem "${r%:*}" 32 0
	done
	uio_enable "$dev"
	usleep 10000
	snap "enable-$name"
}

# unbind NAME...: generic-uio lets these devices go (their lines freed)
unbind() {
	local d
	for d in "$@"; do
		echo "$d" > /sys/bus/platform/drivers/uio_pdrv_genirq/unbind ||
			fail "cannot unbind $d"
	done
}

# aspeed_vic UART BUS ADDRESS I2C-LINE: the Aspeed VIC and the I2C
# controller chained on it (aspeed, ast2500): timer ticks, output on the
# console UART, three reads of the I2C device at ADDRESS on bus BUS (its
# controller's line named I2C-LINE in /proc/interrupts).  Registers:
# status, raw status, select, enable, sense, edge status (not the
# write-only registers: QEMU logs reads of them); the I2C controller's
# one register, its status
aspeed_vic() {
	local uart=$1 bus=$2 addr=$3 line=$4 i
	snap() {
		regs "$1" 0x1e6c0080 0x00 0x04 0x10 0x14 0x18 0x1c 0x20 0x24 \
			0x40 0x44 0x60 0x64
		regs "$1" 0x1e78a000 0x00
		lines "$1" FTTMR010-TIMER1 "$uart" "$line"
	}
	timer_uart
	for i in 1 2 3; do
		i2cget -y "$bus" "$addr" 0 > /dev/null || fail "i2cget on bus $bus failed"
	done
	snap i2c
	# the I2C interrupt controller's domain, as each driver names it
	dbg lines 1e6c0080 aspeed-i2c-domain \
		:ahb:apb:bus@1e78a000:interrupt-controller@0
}

case "$ctrl" in
sun4i)
	snap() {
		regs "$1" 0x01c20400 0x08 0x0c 0x10 0x14 0x18 0x40 0x44 0x48 0x50 0x54 0x58
		lines "$1" timer@1c20c00 ttyS0
	}
	timer_uart
	dbg lines 1c20400 ;;
dw)
	snap() {
		regs "$1" 0x48100000 0x00 0x04 0x08 0x0c 0x30 0x34
		lines "$1" uio-dw0 uio-dw33
	}
	snap boot
	# FINALSTATUS of each bank, the parent GIC SPI 17
	raise dw0 17 0x48100030:0
	raise dw33 17 0x48100034:1
	dbg lines 48100000 ;;
sic)
	snap() {
		regs "$1" 0x10003000 0x00 0x04 0x08 0x20
		regs "$1" 0x10140000 0x00 0x08 0x0c 0x10
		lines "$1" kmi-pl050
	}
	snap boot
	kmi
	snap kmi
	exec 3> /dev/ttyAMA3
	snap uart3-open
	for i in 1 2 3 4 5; do
		echo "diff: UART3 traffic $i" >&3
	done
	exec 3>&-
	snap uart3-closed
	dbg lines 10003000 10140000 ;;
vic)
	snap() {
		regs "$1" 0x10140000 0x00 0x08 0x0c 0x10 0x18 0x20 0x34
		regs "$1" 0x10140200 0x00 0x04 0x08 0x0c 0x10 0x14 0x18 0x1c \
			0x20 0x24 0x28 0x2c 0x30 0x34 0x38 0x3c
		lines "$1" timer rtc-pl031
	}
	snap boot
	for i in 1 2 3; do
		devmem 0x10140018 32 0x400
		usleep 100000
	done
	snap softint
	dbg lines 10140000 ;;
fpga)
	snap() {
		regs "$1" 0x14000000 0x00 0x04 0x08
		regs "$1" 0x10000040 0x00 0x04 0x08
		regs "$1" 0xca000000 0x00 0x04 0x08
		lines "$1" timer kmi-pl050
	}
	snap boot
	kmi
	snap kmi
	dbg lines 14000000 10000040 ca000000 ;;
aspeed)
	aspeed_vic ttyS1 2 0x4c 1e78a0c0.i2c ;;
ast2500)
	aspeed_vic ttyS4 7 0x4d 1e78a300.i2c ;;
roots)
	snap() {
		regs "$1" 0x48200000 0x00 0x04 0x10 0x14 0x18 0x1c
		regs "$1" 0x48201000 0x04
		regs "$1" 0x48300000 0x00 0x08 0x0c
		lines "$1" uio-dc1 uio-dc34 uio-rda5
	}
	snap boot
	raise dc1 18 0x48200018:1
	raise dc34 18 0x4820001c:2
	raise rda5 19 0x48300000:5
	unbind uio-dc1 uio-dc34 uio-rda5
	snap free
	dbg lines 48200000 48300000 ;;
orion)
	snap() {
		regs "$1" 0x48400000 0x00 0x04 0x10 0x14
		regs "$1" 0x48401000 0x00 0x04
		lines "$1" uio-orion3 uio-orion33 uio-bridge2
	}
	snap boot
	raise orion3 20 0x48400000:3
	raise orion33 20 0x48400010:1
	# the bridge's line and its parent, the main controller's line 1
	raise bridge2 20 0x48401000:2 0x48400000:1
	unbind uio-orion3 uio-orion33 uio-bridge2
	snap free
	dbg lines 48400000 48401000 ;;
nmi)
	snap() {
		regs "$1" 0x48500000 0x00 0x04 0x08
		regs "$1" 0x48501000 0x00 0x04 0x08
		lines "$1" uio-nmi7 uio-nmi9
	}
	snap boot
	# each PENDING, its parent GIC SPI
	raise nmi7 21 0x48500004:0
	raise nmi9 22 0x48501008:0
	unbind uio-nmi7 uio-nmi9
	snap free
	dbg lines 48500000 48501000 ;;
bcm)
	# the basic and GPU pending registers, FIQ control, the enables and
	# the disables (whose reads QEMU answers with the disabled lines)
	snap() {
		regs "$1" 0x3f00b200 0x00 0x04 0x08 0x0c 0x10 0x14 0x18 0x1c \
			0x20 0x24
		lines "$1" timer
	}
	snap boot
	# the system timer's channel 3 (GPU bank 1, line 3: the bcm2835-timer
	# clockevent's, idle beside arch_timer; its handler clears the match):
	# a match 200 ms ahead (a devmem takes 10 to 50 ms here; a match
	# already past would come after 71 minutes), three times
	for i in 1 2 3; do
		clo=$(devmem 0x3f003004 32)
		devmem 0x3f003018 32 $(( (clo + 200000) & 0xffffffff ))
		usleep 300000
	done
	snap systimer
	dbg lines 7e00b200 ;;
bcm2835)
	# the BCM2835's controller is the root: the tick (the system timer's
	# channel 3) goes through it (the PL011 too, but QEMU's sends at once:
	# its console output raises no interrupt)
	snap() {
		regs "$1" 0x2000b200 0x00 0x04 0x08 0x0c 0x10 0x14 0x18 0x1c \
			0x20 0x24
		lines "$1" timer
	}
	timer_uart
	dbg lines 7e00b200 ;;
*)
	fail "mmio.diff=$ctrl: no such workload" ;;
esac
