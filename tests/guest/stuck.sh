# Stuck lines (tests/dts/vexpress-robust.dts).
# 1. A mapped line (s4) whose status bit never clears and whose consumer
#    never handles it, re-raised as a level line: the kernel's spurious
#    interrupt handling disables it with one "nobody cared" report; the
#    other controller's line (t1) keeps being delivered meanwhile.
# 2. A status bit that never clears on an unmapped line (u, line 5): the
#    driver masks it with one warning; u0 and t1 keep being delivered.
. /tests/lib.sh
robust_load
robust stuck-mapped > /tmp/stuck || { cat /tmp/stuck; fail "stuck-mapped"; }
cat /tmp/stuck
irq=$(sed -n 's/^stuck-mapped: s4 (irq \([0-9]*\)).*/\1/p' /tmp/stuck)
[ -n "$irq" ] || fail "no irq number in the report"
expect_eq "'nobody cared' reports for irq $irq" 1 "$(dmesg | grep -c "irq $irq: nobody cared")"
expect_eq "'Disabling IRQ #$irq' messages" 1 "$(dmesg | grep -c "Disabling IRQ #$irq\$")"

U=/interrupt-controller@48100a00
robust stuck-unmapped > /tmp/stuck || { cat /tmp/stuck; fail "stuck-unmapped"; }
cat /tmp/stuck
expect_eq "warnings for u's line 5" 1 "$(spurious_count $U 5)"
echo "stuck lines: disabled or masked, one message each, other lines delivered"
