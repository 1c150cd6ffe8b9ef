// SPDX-License-Identifier: GPL-2.0-only
/*
 * Aspeed AST2400 and AST2500 VICs on irq-mmio-intc.c, as irq-aspeed-vic.c
 * drove them: the "new" map's low and high words as two banks 4 bytes
 * apart, enable and enable-clear registers, the sense register read at
 * set-up (firmware configures it): its edge lines take the edge flow, their
 * latch cleared as the ack, its level lines the level flow, no ack.
 */

#include "irq-mmio-intc.h"

#define AVIC_INT_SELECT		0x18
#define AVIC_INT_TRIGGER_CLR	0x38

/* No soft trigger, every line an IRQ, not an FIQ */
static void __init mmio_intc_aspeed_vic_init(struct mmio_intc *intc,
					     const struct mmio_intc_desc *desc)
{
	int i;

	for (i = 0; i < 2; i++) {
		writel(~0, intc->base + AVIC_INT_TRIGGER_CLR + 4 * i);
		writel(0, intc->base + AVIC_INT_SELECT + 4 * i);
	}
}

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_aspeed_vic __initconst = {
	.roles = BIT(MMIO_INTC_STATUS) | BIT(MMIO_INTC_ENABLE_SET) |
		 BIT(MMIO_INTC_ENABLE_CLEAR) | BIT(MMIO_INTC_ACK) |
		 BIT(MMIO_INTC_SENSE),
	.offset = {
		[MMIO_INTC_STATUS] = 0x00, [MMIO_INTC_ENABLE_SET] = 0x20,
		[MMIO_INTC_ENABLE_CLEAR] = 0x28, [MMIO_INTC_SENSE] = 0x40,
		[MMIO_INTC_ACK] = 0x58,
	},
	.nr_banks = 2,
	.handler = handle_level_irq, .init = mmio_intc_aspeed_vic_init,
};

MMIO_INTC_DECLARE(aspeed_ast2400_vic, "aspeed,ast2400-vic",
		  mmio_intc_aspeed_vic);
MMIO_INTC_DECLARE(aspeed_ast2500_vic, "aspeed,ast2500-vic",
		  mmio_intc_aspeed_vic);
