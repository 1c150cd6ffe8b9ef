// SPDX-License-Identifier: GPL-2.0-only
/*
 * Synopsys DesignWare APB interrupt controller on irq-mmio-intc.c, as
 * irq-dw-apb-ictl.c drove it: lines masked through MASK, ENABLE set for
 * every line, FINALSTATUS read; the level flow with no ack.
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

/* Berlin's reg ends before FINALSTATUS: 0x38 bytes mapped */
VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_dw_apb_ictl __initconst = {
	.roles = BIT(MMIO_INTC_ENABLE) | BIT(MMIO_INTC_MASK) |
		 BIT(MMIO_INTC_STATUS),
	.offset = {
		[MMIO_INTC_ENABLE] = 0x00, [MMIO_INTC_MASK] = 0x08,
		[MMIO_INTC_STATUS] = 0x30,
	},
	.handler = handle_level_irq,
	.nr_banks = 2, .span = 0x38, .find_lines = mmio_intc_dw_apb_ictl_lines,
};

MMIO_INTC_DECLARE(dw_apb_ictl, "snps,dw-apb-ictl", mmio_intc_dw_apb_ictl);
