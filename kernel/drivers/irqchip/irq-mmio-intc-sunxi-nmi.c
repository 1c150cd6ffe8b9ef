// SPDX-License-Identifier: GPL-2.0-only
/*
 * Allwinner A20, A31 and A80 NMI controllers on irq-mmio-intc.c, as
 * irq-sunxi-nmi.c drove them: one line, the NMI pin, masked through
 * ENABLE and latched in PENDING (1 clears), its trigger type in CTRL;
 * the fasteoi flow, the EOI after a threaded handler, for a level type,
 * the edge flow for an edge type.
 *
 * Carlo Caione <carlo.caione@gmail.com>
 */

#define pr_fmt(fmt)	"sunxi-nmi: " fmt

#include "irq-mmio-intc.h"

#define SUNXI_NMI_CTRL		0x00
#define SUNXI_NMI_SRC_TYPE_MASK	0x00000003
#define SUNXI_NMI_IRQ_BIT	BIT(0)

enum {
	SUNXI_SRC_TYPE_LEVEL_LOW = 0,
	SUNXI_SRC_TYPE_EDGE_FALLING,
	SUNXI_SRC_TYPE_LEVEL_HIGH,
	SUNXI_SRC_TYPE_EDGE_RISING,
};

static void __init mmio_intc_sunxi_nmi_lines(struct device_node *np,
					     struct mmio_intc_desc *desc,
					     void __iomem *base)
{
	desc->valid[0] = SUNXI_NMI_IRQ_BIT;
}

/* After set-up disabled it: clear a pending NMI */
static void __init mmio_intc_sunxi_nmi_init(struct mmio_intc *intc,
					    const struct mmio_intc_desc *desc)
{
	writel(SUNXI_NMI_IRQ_BIT, intc->base + intc->hw.offset[MMIO_INTC_ACK]);
}

static int mmio_intc_sunxi_nmi_set_type(struct irq_data *d, unsigned int type)
{
	struct irq_chip_generic *gc = irq_data_get_irq_chip_data(d);
	unsigned int src_type;
	u32 ctrl;

	switch (type & IRQ_TYPE_SENSE_MASK) {
	case IRQ_TYPE_EDGE_FALLING:
		src_type = SUNXI_SRC_TYPE_EDGE_FALLING;
		break;
	case IRQ_TYPE_EDGE_RISING:
		src_type = SUNXI_SRC_TYPE_EDGE_RISING;
		break;
	case IRQ_TYPE_LEVEL_HIGH:
		src_type = SUNXI_SRC_TYPE_LEVEL_HIGH;
		break;
	case IRQ_TYPE_NONE:
	case IRQ_TYPE_LEVEL_LOW:
		src_type = SUNXI_SRC_TYPE_LEVEL_LOW;
		break;
	default:
		pr_err("Cannot assign multiple trigger modes to IRQ %d.\n",
		       d->irq);
		return -EBADR;
	}

	irq_gc_lock(gc);
	irqd_set_trigger_type(d, type);
	irq_setup_alt_chip(d, type);
	ctrl = irq_reg_readl(gc, SUNXI_NMI_CTRL) & ~SUNXI_NMI_SRC_TYPE_MASK;
	irq_reg_writel(gc, ctrl | src_type, SUNXI_NMI_CTRL);
	irq_gc_unlock(gc);

	return IRQ_SET_MASK_OK;
}

/* PENDING is the raw status, the ack and the EOI */
#define MMIO_INTC_SUNXI_NMI						\
	.roles = BIT(MMIO_INTC_RAW_STATUS) | BIT(MMIO_INTC_ENABLE) |	\
		 BIT(MMIO_INTC_ACK) | BIT(MMIO_INTC_EOI),		\
	.nr_banks = 1,							\
	.flags = MMIO_INTC_NO_INIT_ACK | MMIO_INTC_LEVEL_FLAGS,		\
	.handler = handle_fasteoi_irq,					\
	.chip_flags = IRQCHIP_EOI_THREADED | IRQCHIP_EOI_IF_HANDLED |	\
		      IRQCHIP_SKIP_SET_WAKE,				\
	.types = IRQ_TYPE_SENSE_MASK,					\
	.find_lines = mmio_intc_sunxi_nmi_lines,			\
	.irq_set_type = mmio_intc_sunxi_nmi_set_type,			\
	.init = mmio_intc_sunxi_nmi_init

/* The deprecated allwinner,sun6i-a31-sc-nmi */
VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_sun6i_nmi __initconst = {
	MMIO_INTC_SUNXI_NMI,
	.offset = {
		[MMIO_INTC_RAW_STATUS] = 0x04, [MMIO_INTC_ACK] = 0x04,
		[MMIO_INTC_EOI] = 0x04, [MMIO_INTC_ENABLE] = 0x34,
	},
};

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_sun7i_nmi __initconst = {
	MMIO_INTC_SUNXI_NMI,
	.offset = {
		[MMIO_INTC_RAW_STATUS] = 0x04, [MMIO_INTC_ACK] = 0x04,
		[MMIO_INTC_EOI] = 0x04, [MMIO_INTC_ENABLE] = 0x08,
	},
};

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_sun9i_nmi __initconst = {
	MMIO_INTC_SUNXI_NMI,
	.offset = {
		[MMIO_INTC_RAW_STATUS] = 0x08, [MMIO_INTC_ACK] = 0x08,
		[MMIO_INTC_EOI] = 0x08, [MMIO_INTC_ENABLE] = 0x04,
	},
};

MMIO_INTC_DECLARE(sun6i_sc_nmi, "allwinner,sun6i-a31-sc-nmi",
		  mmio_intc_sun6i_nmi);
MMIO_INTC_DECLARE(sun7i_sc_nmi, "allwinner,sun7i-a20-sc-nmi",
		  mmio_intc_sun7i_nmi);
MMIO_INTC_DECLARE(sun9i_nmi, "allwinner,sun9i-a80-nmi", mmio_intc_sun9i_nmi);
