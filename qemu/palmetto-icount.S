/*
 * A boot shim for -M palmetto-bmc under -icount (make bench's aspeed pair):
 * prepended to the zImage, it writes timer 2's reload register of the
 * AST2400 timer block, then runs the zImage with QEMU's r0-r2 untouched.
 *
 * Why: the kernel's timer-fttmr010 enables timer 2 (its clocksource) in
 * TIMER_CR before it writes the timer's reload register.  QEMU 7.2's
 * aspeed_timer model, given an enabled timer whose reload is 0, re-arms it
 * at the current virtual time on every expiry; under -icount virtual time
 * only advances as the CPU runs, so QEMU loops in its timer list for ever
 * (the guest stops after "clocksource: jiffies", the monitor stops
 * answering).  A reload already non-zero when the timer is enabled gives a
 * period; the kernel writes the same value (~0) right after.
 */
	.arm
	.text
	ldr	r3, =0x1e782014		@ TIMER2_LOAD
	mvn	r4, #0
	str	r4, [r3]
	b	zimage
	.ltorg
	.balign	64
zimage:					@ the zImage is appended here
