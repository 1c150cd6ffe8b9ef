#!/usr/bin/env bash
# Boot one kernel in QEMU.  Used by `make run` (interactive) and by every
# test (console to stdout and to a log, killed at the timeout).
#
# usage: boot.sh -b BOARD -k zImage -d DTB -r INITRD [-a APPEND] [-t SECONDS]
#                [-l LOG] [-x QEMU-ARGS] [-c CPUS] [-s] [-i | -n]
#   -c  CPUs of the vexpress boards (default 2; -icount needs 1)
#   -i  interactive: the console is this terminal (Ctrl-A X leaves)
#   -n  print the QEMU command a test boot runs, one argument a line, and
#       exit (tests/lava.py writes LAVA devices and jobs from it)
#   -x  more QEMU arguments (split on spaces)
#   -s  the guest leaves through semihosting rather than power-off (the
#       debug kernel: the vexpress power-off path trips lockdep)
# Exit status: QEMU's; 124 when the timeout killed it (a line saying so is
# printed and logged).
set -euo pipefail
board= kernel= dtb= initrd= append= timeout=60 log=/dev/null interactive= extra= semi= cpus=2 print=
while getopts b:k:d:r:a:t:l:x:c:sin o; do
	case $o in
	b) board=$OPTARG ;; k) kernel=$OPTARG ;; d) dtb=$OPTARG ;;
	r) initrd=$OPTARG ;; a) append=$OPTARG ;; t) timeout=$OPTARG ;;
	l) log=$OPTARG ;; x) extra=$OPTARG ;; c) cpus=$OPTARG ;; s) semi=1 ;;
	i) interactive=1 ;; n) print=1 ;;
	*) sed -n '2,15s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
	esac
done
for f in "$kernel" "$dtb" "$initrd"; do
	[ -f "$f" ] || { echo "boot.sh: missing file '$f'" >&2; exit 2; }
done

# Per-board machine and console (boards: vexpress-a9, vexpress-a15,
# cubieboard, raspi2b, raspi1ap, ast2500-evb on the ARMv6+v7 zImage;
# versatilepb, integratorcp, palmetto-bmc on the ARMv5 one).  panic=-1 with -no-reboot turns a panic
# into a QEMU exit instead of a wait for the timeout.
case $board in
vexpress-a9)
	machine=(-M vexpress-a9 -m 256M -smp "$cpus")
	console=ttyAMA0 ;;
vexpress-a15)
	machine=(-M vexpress-a15 -m 256M -smp "$cpus")
	console=ttyAMA0 ;;
versatilepb)
	# ARMv5 (build/kernel-v5); no power-off: semihosting
	machine=(-M versatilepb -m 256M)
	console=ttyAMA0
	semi=1 ;;
integratorcp)
	machine=(-M integratorcp -m 256M)
	console=ttyAMA0
	semi=1 ;;
palmetto-bmc)
	# Aspeed AST2400 (ARM926): 256 MiB soldered; the tree's dtb enables
	# UART1 and UART5, the console, which the 8250 driver names ttyS1
	machine=(-M palmetto-bmc -m 256M)
	console=ttyS1,115200
	semi=1 ;;
cubieboard)
	# no power-off in QEMU's model: the guest leaves through semihosting
	machine=(-M cubieboard -m 512M)
	console=ttyS0,115200
	semi=1 ;;
raspi2b)
	# BCM2836 (four Cortex-A7, the model's fixed count): 1 GiB soldered;
	# console on the PL011 (UART0); no power-off in QEMU's model
	machine=(-M raspi2b -m 1G)
	console=ttyAMA0
	semi=1 ;;
raspi1ap)
	# BCM2835 (ARM1176, ARMv6): 512 MiB soldered; console on the PL011
	# (UART0); no power-off in QEMU's model.  -icount: the tick is the
	# system timer's compare match, which bcm2835_time_set_next_event()
	# sets 15 us (its min delta) ahead of a counter it read; on QEMU's
	# real-time clock a host that deschedules the vCPU between the read
	# and the write loses the match, and the next comes after the 32-bit
	# counter wraps (71 min): the boot hangs (CI, stop 36: the stock
	# kernel's diff-bcm2835 boot).  Under -icount guest time advances with
	# the instructions run (and in real time while the guest idles)
	machine=(-M raspi1ap -m 512M -icount shift=auto)
	console=ttyAMA0
	semi=1 ;;
ast2500-evb)
	# Aspeed AST2500 (ARM1176, ARMv6): 512 MiB; the console on UART5
	# (QEMU's first serial port), an 8250; no power-off in QEMU's model
	machine=(-M ast2500-evb -m 512M)
	console=ttyS4,115200
	semi=1 ;;
*)
	echo "boot.sh: unknown board '$board'" >&2; exit 2 ;;
esac
if [ -n "$semi" ]; then
	machine+=(-semihosting-config enable=on,target=native,userspace=on)
	append="mmio.exit=semihosting $append"
fi
cmdline="console=$console panic=-1 uio_pdrv_genirq.of_id=generic-uio $append"
qemu=(qemu-system-arm "${machine[@]}" -kernel "$kernel" -dtb "$dtb"
      -initrd "$initrd" -append "$cmdline" -no-reboot $extra)
export QEMU_AUDIO_DRV=none

if [ -n "$interactive" ]; then
	echo "boot.sh: $board; leave QEMU with Ctrl-A X (or 'poweroff -f' in the guest)"
	exec "${qemu[@]}" -nographic
fi

batch=(-display none -monitor none -serial stdio)
if [ -n "$print" ]; then
	printf '%s\n' "${qemu[@]}" "${batch[@]}"
	exit 0
fi

mkdir -p "$(dirname "$log")"
set +e
timeout -k 5 "$timeout" "${qemu[@]}" "${batch[@]}" \
	< /dev/null 2>&1 | sed -u 's/\r$//' | tee "$log"
rc=${PIPESTATUS[0]}
set -e
if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
	echo "boot.sh: TIMEOUT: QEMU killed after ${timeout} s" | tee -a "$log"
	exit 124
fi
exit "$rc"
