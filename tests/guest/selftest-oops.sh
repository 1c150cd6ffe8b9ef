# Runner self-test: the kernel Oopses (LKDTM's EXCEPTION dereferences NULL in
# this shell's context, which the kernel kills) while the guest test itself
# reports success.  The runner must report the boot as failed.
(echo EXCEPTION > /sys/kernel/debug/provoke-crash/DIRECT)
exit 0
