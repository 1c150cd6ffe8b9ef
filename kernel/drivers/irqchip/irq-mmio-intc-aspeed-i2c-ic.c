// SPDX-License-Identifier: GPL-2.0-only
/*
 * Aspeed AST2400 and AST2500 I2C interrupt controllers on irq-mmio-intc.c,
 * as irq-aspeed-i2c-ic.c drove them: one status register, a bit per bus,
 * nothing to mask or acknowledge (each bus's own registers do that).
 *
 * Copyright (C) 2012-2017 ASPEED Technology Inc.
 * Copyright 2017 IBM Corporation
 * Copyright 2017 Google, Inc.
 */

#include "irq-mmio-intc.h"

#define ASPEED_I2C_IC_NUM_BUS	14

static void __init mmio_intc_aspeed_i2c_ic_lines(struct device_node *np,
						 struct mmio_intc_desc *desc,
						 void __iomem *base)
{
	desc->valid[0] = GENMASK(ASPEED_I2C_IC_NUM_BUS - 1, 0);
}

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_aspeed_i2c_ic __initconst = {
	.roles = BIT(MMIO_INTC_STATUS),
	.nr_banks = 1,
	.handler = handle_simple_irq,
	.chip_flags = IRQCHIP_SKIP_SET_WAKE,
	.find_lines = mmio_intc_aspeed_i2c_ic_lines,
};

MMIO_INTC_DECLARE(ast2400_i2c_ic, "aspeed,ast2400-i2c-ic",
		  mmio_intc_aspeed_i2c_ic);
MMIO_INTC_DECLARE(ast2500_i2c_ic, "aspeed,ast2500-i2c-ic",
		  mmio_intc_aspeed_i2c_ic);
