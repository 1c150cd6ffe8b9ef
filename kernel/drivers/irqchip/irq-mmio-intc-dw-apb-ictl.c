// SPDX-License-Identifier: GPL-2.0-only
/*
 * Synopsys DesignWare APB interrupt controller on irq-mmio-intc.c, as
 * irq-dw-apb-ictl.c drove it: lines masked through MASK, ENABLE set for
 * every line, FINALSTATUS read; the level flow with no ack.
 *
 * Sebastian Hesselbarth <sebastian.hesselbarth@gmail.com>
 *
 * based on GPL'ed 2.6 kernel sources
 *  (c) Marvell International Ltd.
 */

#include "irq-mmio-intc.h"

/* 2 to 64 lines: the enable registers keep the ones of those that exist */
static void __init mmio_intc_dw_apb_ictl_lines(struct device_node *np,
					       struct mmio_intc_desc *desc,
					       void __iomem *base)
{
	unsigned int b;

	for (b = 0; b < 2; b++)
		writel(~0, base + desc->hw.offset[MMIO_INTC_MASK] + 4 * b);
	for (b = 0; b < 2; b++)
		writel(~0, base + desc->hw.offset[MMIO_INTC_ENABLE] + 4 * b);
	for (b = 0; b < 2; b++)
		desc->valid[b] &= readl(base + desc->hw.offset[MMIO_INTC_ENABLE] +
					4 * b);
	if (!desc->valid[1])
		desc->hw.nr_banks = 1;
}

/* At syscore resume: every line enabled, the masks from the cache */
static void mmio_intc_dw_apb_ictl_resume(struct irq_data *d)
{
	struct irq_chip_generic *gc = irq_data_get_irq_chip_data(d);
	struct irq_chip_type *ct = irq_data_get_chip_type(d);
	struct mmio_intc *intc = gc->private;

	irq_gc_lock(gc);
	writel_relaxed(~0, gc->reg_base + intc->hw.offset[MMIO_INTC_ENABLE]);
	writel_relaxed(*ct->mask_cache, gc->reg_base + ct->regs.mask);
	irq_gc_unlock(gc);
}

/* Berlin's reg ends before FINALSTATUS: 0x38 bytes mapped */
VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_dw_apb_ictl __initconst = {
	.roles = BIT(MMIO_INTC_ENABLE) | BIT(MMIO_INTC_MASK) |
		 BIT(MMIO_INTC_STATUS),
	.offset = {
		[MMIO_INTC_ENABLE] = 0x00, [MMIO_INTC_MASK] = 0x08,
		[MMIO_INTC_STATUS] = 0x30,
	},
	.handler = handle_level_irq, .flags = MMIO_INTC_RELAXED,
	.nr_banks = 2, .span = 0x38, .find_lines = mmio_intc_dw_apb_ictl_lines,
	.irq_resume = mmio_intc_dw_apb_ictl_resume,
};

MMIO_INTC_DECLARE(dw_apb_ictl, "snps,dw-apb-ictl", mmio_intc_dw_apb_ictl);
