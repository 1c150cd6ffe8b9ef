// SPDX-License-Identifier: GPL-2.0-only
/*
 * Conexant Digicolor (CX92755) interrupt controller on irq-mmio-intc.c, as
 * irq-digicolor.c drove it: 64 lines in two banks, masked through ENABLE,
 * acked by writing 1 to FLAG_CLEAR (not at set-up), the level flow; the
 * UC block's IRQ_CONTROL (a syscon) routes them to the CPU's IRQ.
 *
 * Author: Baruch Siach <baruch@tkos.co.il>
 *
 * Copyright (C) 2014 Paradox Innovation Ltd.
 */

#include <linux/mfd/syscon.h>
#include <linux/regmap.h>

#include "irq-mmio-intc.h"

#define UC_IRQ_CONTROL	0x04

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_digicolor __initconst = {
	.roles = BIT(MMIO_INTC_ACK) | BIT(MMIO_INTC_ENABLE) |
		 BIT(MMIO_INTC_STATUS),
	.offset = {
		[MMIO_INTC_ACK] = 0x00, [MMIO_INTC_ENABLE] = 0x10,
		[MMIO_INTC_STATUS] = 0x18,
	},
	.nr_banks = 2, .flags = MMIO_INTC_NO_INIT_ACK,
	.handler = handle_level_irq,
};

/* The lines routed to the CPU once set-up has disabled them all */
static int __init digicolor_of_init(struct device_node *np,
				    struct device_node *parent)
{
	struct regmap *ucregs = syscon_regmap_lookup_by_phandle(np, "syscon");
	int ret;

	if (IS_ERR(ucregs)) {
		pr_err("%pOF: syscon: cannot map the UC registers\n", np);
		return PTR_ERR(ucregs);
	}
	ret = mmio_intc_probe(np, parent, &mmio_intc_digicolor);
	if (ret)
		return ret;
	/* channel 1, regular IRQs */
	regmap_write(ucregs, UC_IRQ_CONTROL, 1);
	return 0;
}

IRQCHIP_DECLARE(conexant_digicolor_ic, "cnxt,cx92755-ic", digicolor_of_init);
