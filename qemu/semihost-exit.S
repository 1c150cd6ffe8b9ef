/*
 * Leave QEMU from the guest through ARM semihosting, for boards whose
 * model has no power-off (cubieboard): SYS_EXIT (0x18) with reason
 * ADP_Stopped_ApplicationExit (0x20026), which QEMU turns into exit
 * status 0.  Needs -semihosting-config enable=on,userspace=on (qemu/boot.sh).
 * A static program without libc: arm-linux-gnueabi-gcc -nostdlib -static.
 */
	.syntax unified
	.arm
	.global	_start
_start:
	mov	r0, #0x18
	ldr	r1, =0x20026
	svc	0x123456
1:	b	1b

	.section .note.GNU-stack,"",%progbits
