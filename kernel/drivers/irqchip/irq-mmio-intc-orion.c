// SPDX-License-Identifier: GPL-2.0-only
/*
 * Marvell Orion5x, Kirkwood and Dove interrupt controllers on
 * irq-mmio-intc.c, as irq-orion.c drove them. The main controller: a bank
 * per reg entry, each a CAUSE and a MASK register (1 enables), the level
 * flow. The bridge controller, chained: CAUSE latches whatever MASK says
 * and a line is acked by writing 0 to its bit (also as it starts up, so
 * that a stale event is not delivered), the edge flow.
 *
 * Sebastian Hesselbarth <sebastian.hesselbarth@gmail.com>
 */

#include "irq-mmio-intc.h"

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_orion __initconst = {
	.roles = BIT(MMIO_INTC_RAW_STATUS) | BIT(MMIO_INTC_ENABLE),
	.offset = { [MMIO_INTC_RAW_STATUS] = 0x00, [MMIO_INTC_ENABLE] = 0x04 },
	.flags = MMIO_INTC_REG_PER_BANK | MMIO_INTC_RELAXED,
	.handler = handle_level_irq,
};

/* "marvell,#interrupts": the bridge's lines, 32 if absent */
static void __init mmio_intc_orion_bridge_lines(struct device_node *np,
						struct mmio_intc_desc *desc,
						void __iomem *base)
{
	u32 n = 32;

	of_property_read_u32(np, "marvell,#interrupts", &n);
	if (n < 32)
		desc->valid[0] &= BIT(n) - 1;
}

static unsigned int mmio_intc_orion_bridge_startup(struct irq_data *d)
{
	struct irq_chip_type *ct = irq_data_get_chip_type(d);

	ct->chip.irq_ack(d);
	ct->chip.irq_unmask(d);
	return 0;
}

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_orion_bridge __initconst = {
	.roles = BIT(MMIO_INTC_RAW_STATUS) | BIT(MMIO_INTC_ENABLE) |
		 BIT(MMIO_INTC_ACK),
	.offset = {
		[MMIO_INTC_RAW_STATUS] = 0x00, [MMIO_INTC_ENABLE] = 0x04,
		[MMIO_INTC_ACK] = 0x00,
	},
	.nr_banks = 1, .flags = MMIO_INTC_ACK_W0C | MMIO_INTC_RELAXED,
	.handler = handle_edge_irq,
	.find_lines = mmio_intc_orion_bridge_lines,
	.irq_startup = mmio_intc_orion_bridge_startup,
};

MMIO_INTC_DECLARE(orion_intc, "marvell,orion-intc", mmio_intc_orion);
MMIO_INTC_DECLARE(orion_bridge_intc, "marvell,orion-bridge-intc",
		  mmio_intc_orion_bridge);
