// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * RDA Micro RDA8810PL interrupt controller on irq-mmio-intc.c, as
 * irq-rda-intc.c drove it: 32 lines masked through MASK_SET and MASK_CLR
 * (1 sets or clears a line's enable), FINALSTATUS read, the level flow
 * with no ack; level trigger types only.
 *
 * Copyright RDA Microelectronics Company Limited
 * Copyright (c) 2017 Andreas Färber
 * Copyright (c) 2018 Manivannan Sadhasivam
 */

#include "irq-mmio-intc.h"

static int mmio_intc_rda_set_type(struct irq_data *d, unsigned int type)
{
	/* Hardware supports only level triggered interrupts */
	return (type & IRQ_TYPE_LEVEL_MASK) == type ? 0 : -EINVAL;
}

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_rda __initconst = {
	.roles = BIT(MMIO_INTC_STATUS) | BIT(MMIO_INTC_ENABLE_SET) |
		 BIT(MMIO_INTC_ENABLE_CLEAR),
	.offset = {
		[MMIO_INTC_STATUS] = 0x00, [MMIO_INTC_ENABLE_SET] = 0x08,
		[MMIO_INTC_ENABLE_CLEAR] = 0x0c,
	},
	.nr_banks = 1, .flags = MMIO_INTC_RELAXED,
	.handler = handle_level_irq,
	/* what set_type takes: irq-rda-intc.c's xlate ignored the type */
	.types = IRQ_TYPE_LEVEL_HIGH | IRQ_TYPE_LEVEL_LOW,
	.irq_set_type = mmio_intc_rda_set_type,
};

MMIO_INTC_DECLARE(rda_intc, "rda,8810pl-intc", mmio_intc_rda);
