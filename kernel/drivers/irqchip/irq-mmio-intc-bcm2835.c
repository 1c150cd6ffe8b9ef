// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Broadcom BCM2835 and BCM2836/7 ARM interrupt controllers on
 * irq-mmio-intc.c, as irq-bcm2835.c drove them: the basic bank (8 ARM
 * peripheral lines) and two banks of 32 GPU lines, each a pending register
 * (pending and enabled), an enable and a disable register, the level flow;
 * a consumer names a line by bank and number. The basic pending register
 * also says which GPU bank has lines pending (bits 8 and 9, or for the
 * lines it mirrors, bits 10-14 and 15-20, which leave bits 8 and 9
 * clear): only those are read. The BCM2836's is chained on the ARM local
 * controller.
 *
 * Copyright 2010 Broadcom
 * Copyright 2012 Simon Arlott, Chris Boot, Stephen Warren
 */

#include "irq-mmio-intc.h"

#define BCM2835_FIQ_CONTROL	0x0c
#define BCM2835_FIQ_ENABLE	BIT(7)

/* The basic pending register's bits that say GPU bank 1 or 2 is pending */
static const u32 mmio_intc_bcm2835_summary[] = {
	0, BIT(8) | GENMASK(14, 10), BIT(9) | GENMASK(20, 15),
};

/* The pending registers are 4 bytes apart, the basic bank's enables last */
static const u32 mmio_intc_bcm2835_enables[][MMIO_INTC_NR_ROLES] __initconst = {
	{ [MMIO_INTC_ENABLE_SET] = 0x18, [MMIO_INTC_ENABLE_CLEAR] = 0x24 },
	{ [MMIO_INTC_ENABLE_SET] = 0x10, [MMIO_INTC_ENABLE_CLEAR] = 0x1c },
	{ [MMIO_INTC_ENABLE_SET] = 0x14, [MMIO_INTC_ENABLE_CLEAR] = 0x20 },
};

/* The basic bank's lines 0-7; its bits 8-20 summarise the GPU banks */
static void __init mmio_intc_bcm2835_lines(struct device_node *np,
					   struct mmio_intc_desc *desc,
					   void __iomem *base)
{
	desc->valid[0] &= GENMASK(7, 0);
}

/* No FIQ (irq-bcm2835.c's message if firmware left it enabled) */
static void __init mmio_intc_bcm2835_init(struct mmio_intc *intc,
					  const struct mmio_intc_desc *desc)
{
	if (readl_relaxed(intc->base + BCM2835_FIQ_CONTROL) & BCM2835_FIQ_ENABLE) {
		writel_relaxed(0, intc->base + BCM2835_FIQ_CONTROL);
		pr_err(FW_BUG "Bootloader left fiq enabled\n");
	}
}

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_bcm2835 __initconst = {
	.roles = BIT(MMIO_INTC_STATUS) | BIT(MMIO_INTC_ENABLE_SET) |
		 BIT(MMIO_INTC_ENABLE_CLEAR),
	.offset = {
		[MMIO_INTC_STATUS] = 0x00, [MMIO_INTC_ENABLE_SET] = 0x18,
		[MMIO_INTC_ENABLE_CLEAR] = 0x24,
	},
	.bank_offset = mmio_intc_bcm2835_enables,
	.summary = mmio_intc_bcm2835_summary,
	.nr_banks = 3, .flags = MMIO_INTC_BANK_CELLS | MMIO_INTC_RELAXED,
	.handler = handle_level_irq,
	.chip_flags = IRQCHIP_MASK_ON_SUSPEND | IRQCHIP_SKIP_SET_WAKE,
	.find_lines = mmio_intc_bcm2835_lines, .init = mmio_intc_bcm2835_init,
};

MMIO_INTC_DECLARE(bcm2835_armctrl_ic, "brcm,bcm2835-armctrl-ic",
		  mmio_intc_bcm2835);
MMIO_INTC_DECLARE(bcm2836_armctrl_ic, "brcm,bcm2836-armctrl-ic",
		  mmio_intc_bcm2835);
