// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Aspeed AST2400 and AST2500 VICs on irq-mmio-intc.c, as irq-aspeed-vic.c
 * drove them: the "new" map's low and high words as two banks 4 bytes
 * apart, enable and enable-clear registers, the sense register (firmware
 * configures it) read as each line is mapped: its edge lines take the edge
 * flow, their latch cleared as the ack, its level lines the level flow, no
 * ack.
 *
 * Copyright (C) 2015 - Ben Herrenschmidt, IBM Corp.
 *
 * Based on irq-vic.c:
 *
 * Copyright (C) 1999 - 2003 ARM Limited
 * Copyright (C) 2000 Deep Blue Solutions Ltd
 */

#include "irq-mmio-intc.h"

#define AVIC_INT_SELECT		0x18
#define AVIC_INT_TRIGGER_CLR	0x38
#define AVIC_EDGE_CLR		0x58

/* After the enables: no soft trigger, every line an IRQ, latches cleared */
static void __init mmio_intc_aspeed_vic_init(struct mmio_intc *intc,
					     const struct mmio_intc_desc *desc)
{
	writel(~0, intc->base + AVIC_INT_TRIGGER_CLR);
	writel(~0, intc->base + AVIC_INT_TRIGGER_CLR + 4);
	writel(0, intc->base + AVIC_INT_SELECT);
	writel(0, intc->base + AVIC_INT_SELECT + 4);
	writel(~0, intc->base + AVIC_EDGE_CLR);
	writel(~0, intc->base + AVIC_EDGE_CLR + 4);
}

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_aspeed_vic __initconst = {
	.roles = BIT(MMIO_INTC_STATUS) | BIT(MMIO_INTC_ENABLE_SET) |
		 BIT(MMIO_INTC_ENABLE_CLEAR) | BIT(MMIO_INTC_ACK) |
		 BIT(MMIO_INTC_SENSE),
	.offset = {
		[MMIO_INTC_STATUS] = 0x00, [MMIO_INTC_ENABLE_SET] = 0x20,
		[MMIO_INTC_ENABLE_CLEAR] = 0x28, [MMIO_INTC_SENSE] = 0x40,
		[MMIO_INTC_ACK] = AVIC_EDGE_CLR,
	},
	.nr_banks = 2, .flags = MMIO_INTC_NO_INIT_ACK | MMIO_INTC_RELAXED,
	.handler = handle_level_irq, .init = mmio_intc_aspeed_vic_init,
};

MMIO_INTC_DECLARE(aspeed_ast2400_vic, "aspeed,ast2400-vic",
		  mmio_intc_aspeed_vic);
MMIO_INTC_DECLARE(aspeed_ast2500_vic, "aspeed,ast2500-vic",
		  mmio_intc_aspeed_vic);
