// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ARM PL190 and PL192 VICs on irq-mmio-intc.c, as irq-vic.c drove them
 * (it keeps vic_init() for board files): the level flow, the SOFTINT clear
 * register as the ack, every line waking without valid-wakeup-mask, each
 * vector its line. ST's 64-line variant is two blocks 0x20 apart, vectors
 * disabled (only the second reaches them), no wake line.
 *
 * Copyright (C) 1999 - 2003 ARM Limited
 * Copyright (C) 2000 Deep Blue Solutions Ltd
 */

#include <linux/amba/bus.h>
#include <linux/sizes.h>

#include "irq-mmio-intc.h"

#define VIC_INT_SELECT		0x0c
#define VIC_VECT_ADDR		0x30
#define VIC_DEF_VECT_ADDR	0x34
#define VIC_VECT_CNTL(i)	(0x200 + 4 * (i))
#define VIC_VECT_CNTL_ENABLE	BIT(5)
#define VIC_ITCR		0x300
#define VIC_PERIPH_ID1		0xfe4
#define VIC_PERIPH_ID2		0xfe8

static void __init mmio_intc_vic_init(struct mmio_intc *intc,
				      const struct mmio_intc_desc *desc)
{
	void __iomem *base = intc->base;
	void __iomem *page = (void __iomem *)((unsigned long)base & PAGE_MASK);
	u32 id = (readl(page + VIC_PERIPH_ID1) & 0xff) |
		 (readl(page + VIC_PERIPH_ID2) & 0xff) << 8;
	bool st = ((id >> 4) & 0xff) == AMBA_VENDOR_ST;
	int i;

	writel(0, base + VIC_INT_SELECT);	/* IRQ, not FIQ */
	writel(0, base + VIC_ITCR);		/* no test mode */
	if (st)
		intc->domain->gc->gc[0]->wake_enabled = 0;
	if (st && base == page)
		return;
	writel(0, base + VIC_VECT_ADDR);	/* end every vector */
	for (i = 0; i < 19; i++)
		writel(readl(base + VIC_VECT_ADDR), base + VIC_VECT_ADDR);
	for (i = 0; i < 16; i++)
		writel(st ? 0 : VIC_VECT_CNTL_ENABLE | i,
		       base + VIC_VECT_CNTL(i));
	writel(32, base + VIC_DEF_VECT_ADDR);
}

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_vic __initconst = {
	.roles = BIT(MMIO_INTC_STATUS) | BIT(MMIO_INTC_RAW_STATUS) |
		 BIT(MMIO_INTC_ENABLE_SET) | BIT(MMIO_INTC_ENABLE_CLEAR) |
		 BIT(MMIO_INTC_ACK),
	.offset = {
		[MMIO_INTC_STATUS] = 0x00, [MMIO_INTC_RAW_STATUS] = 0x08,
		[MMIO_INTC_ENABLE_SET] = 0x10, [MMIO_INTC_ENABLE_CLEAR] = 0x14,
		[MMIO_INTC_ACK] = 0x1c,
	},
	.nr_banks = 1, .span = SZ_4K,
	.flags = MMIO_INTC_WAKE | MMIO_INTC_ROOTS | MMIO_INTC_RELAXED,
	.handler = handle_level_irq, .init = mmio_intc_vic_init,
};

MMIO_INTC_DECLARE(arm_pl190_vic, "arm,pl190-vic", mmio_intc_vic);
MMIO_INTC_DECLARE(arm_pl192_vic, "arm,pl192-vic", mmio_intc_vic);
MMIO_INTC_DECLARE(arm_versatile_vic, "arm,versatile-vic", mmio_intc_vic);
