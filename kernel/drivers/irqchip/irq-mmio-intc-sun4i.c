// SPDX-License-Identifier: GPL-2.0-only
/*
 * Allwinner A10 and F1C100s interrupt controllers on irq-mmio-intc.c, as
 * irq-sun4i.c drove them: 3 banks masked through ENABLE (MASK left 0), the
 * VECTOR register read; only the NMI (line 0) latches: its EOI follows a
 * threaded handler.
 *
 * Copyright (C) 2012 Maxime Ripard
 *
 * Maxime Ripard <maxime.ripard@free-electrons.com>
 *
 * Based on code from
 * Allwinner Technology Co., Ltd. <www.allwinnertech.com>
 * Benn Huang <benn@allwinnertech.com>
 */

#include "irq-mmio-intc.h"

#define SUN4I_IRQ_PROTECTION	0x08
#define SUN4I_IRQ_NMI_CTRL	0x0c
#define SUN4I_IRQ_PENDING(x)	(0x10 + 4 * (x))

/* MASK 0, PENDING cleared, protection on, NMI low level */
static void __init mmio_intc_sun4i_init(struct mmio_intc *intc,
					const struct mmio_intc_desc *desc)
{
	/* each MASK register 0x10 after its ENABLE */
	void __iomem *mask = intc->base + intc->hw.offset[MMIO_INTC_ENABLE] +
			     0x10;
	int i;

	for (i = 0; i < 3; i++)
		writel(0, mask + 4 * i);
	for (i = 0; i < 3; i++)
		writel(~0, intc->base + SUN4I_IRQ_PENDING(i));
	writel(1, intc->base + SUN4I_IRQ_PROTECTION);
	writel(0, intc->base + SUN4I_IRQ_NMI_CTRL);
}

static void mmio_intc_sun4i_eoi(struct irq_data *d)
{
	if (!d->hwirq)
		irq_gc_eoi(d);
}

/* The A10's last MASK register ends the registers mapped */
#define MMIO_INTC_SUN4I(enable)						\
	.roles = BIT(MMIO_INTC_VECTOR) | BIT(MMIO_INTC_STATUS) |	\
		 BIT(MMIO_INTC_ENABLE) | BIT(MMIO_INTC_EOI),		\
	.offset = {							\
		[MMIO_INTC_VECTOR] = 0x00, [MMIO_INTC_STATUS] = 0x10,	\
		[MMIO_INTC_ENABLE] = (enable), [MMIO_INTC_EOI] = 0x10,	\
	},								\
	.nr_banks = 3, .span = 0x5c,					\
	.irq_eoi = mmio_intc_sun4i_eoi, .init = mmio_intc_sun4i_init,	\
	.handler = handle_fasteoi_irq,					\
	.chip_flags = IRQCHIP_EOI_THREADED | IRQCHIP_EOI_IF_HANDLED

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_sun4i __initconst = {
	MMIO_INTC_SUN4I(0x40),
};

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_suniv __initconst = {
	MMIO_INTC_SUN4I(0x20),
};

MMIO_INTC_DECLARE(allwinner_sun4i_ic, "allwinner,sun4i-a10-ic", mmio_intc_sun4i);
MMIO_INTC_DECLARE(allwinner_sunvi_ic, "allwinner,suniv-f1c100s-ic",
		  mmio_intc_suniv);
