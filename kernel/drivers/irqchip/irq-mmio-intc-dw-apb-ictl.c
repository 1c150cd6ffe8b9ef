// SPDX-License-Identifier: GPL-2.0-only
/*
 * Synopsys DesignWare APB interrupt controller (snps,dw-apb-ictl.txt) on
 * the generic memory-mapped interrupt controller driver (irq-mmio-intc.c):
 * 2 to 64 lines, found from the enable registers; lines masked through
 * MASK, ENABLE set for every line; FINALSTATUS is masked.  The level flow
 * with no ack, as irq-dw-apb-ictl.c had.
 */

#include <kunit/visibility.h>
#include <linux/io.h>
#include <linux/irq.h>
#include <linux/irqchip.h>

#include "irq-mmio-intc.h"

/*
 * The lines the hardware has (2 to 64, chosen at synthesis): every line
 * masked, every enable written with ones; the enable registers keep the
 * ones of the lines that exist.
 */
static void __init mmio_intc_dw_apb_ictl_lines(struct mmio_intc_desc *desc,
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

static int __init mmio_intc_dw_apb_ictl_of_init(struct device_node *np,
						struct device_node *parent)
{
	return mmio_intc_probe(np, parent, &mmio_intc_dw_apb_ictl);
}

IRQCHIP_DECLARE(dw_apb_ictl, "snps,dw-apb-ictl", mmio_intc_dw_apb_ictl_of_init);
