// SPDX-License-Identifier: GPL-2.0-only
/*
 * Allwinner A10 and F1C100s interrupt controllers
 * (allwinner,sun4i-a10-ic.yaml) on the generic memory-mapped interrupt
 * controller driver (irq-mmio-intc.c): 3 banks of 32 lines, masked through
 * ENABLE with MASK left 0, as the vendor code does; the VECTOR register
 * names the pending line; only the NMI (line 0) latches, and its EOI
 * comes after a threaded handler has run, as irq-sun4i.c did.
 */

#include <kunit/visibility.h>
#include <linux/io.h>
#include <linux/irq.h>
#include <linux/irqchip.h>

#include "irq-mmio-intc.h"

#define SUN4I_IRQ_PROTECTION	0x08
#define SUN4I_IRQ_NMI_CTRL	0x0c
#define SUN4I_IRQ_PENDING(x)	(0x10 + 4 * (x))
#define SUN4I_IRQ_MASK(enable)	((enable) + 0x10)

/* MASK 0 (ENABLE masks), PENDING cleared, protection on, NMI low level */
static void __init mmio_intc_sun4i_init(struct mmio_intc *intc,
					const struct mmio_intc_desc *desc)
{
	void __iomem *mask = intc->base +
			     SUN4I_IRQ_MASK(intc->hw.offset[MMIO_INTC_ENABLE]);
	int i;

	for (i = 0; i < 3; i++) {
		writel(0, mask + 4 * i);
		writel(~0, intc->base + SUN4I_IRQ_PENDING(i));
	}
	writel(1, intc->base + SUN4I_IRQ_PROTECTION);
	writel(0, intc->base + SUN4I_IRQ_NMI_CTRL);
}

/* Only line 0 latches (the NMI): the others need no EOI */
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

static int __init mmio_intc_sun4i_of_init(struct device_node *np,
					  struct device_node *parent)
{
	return mmio_intc_probe(np, parent, &mmio_intc_sun4i);
}

IRQCHIP_DECLARE(allwinner_sun4i_ic, "allwinner,sun4i-a10-ic",
		mmio_intc_sun4i_of_init);

static int __init mmio_intc_suniv_of_init(struct device_node *np,
					  struct device_node *parent)
{
	return mmio_intc_probe(np, parent, &mmio_intc_suniv);
}

IRQCHIP_DECLARE(allwinner_sunvi_ic, "allwinner,suniv-f1c100s-ic",
		mmio_intc_suniv_of_init);
