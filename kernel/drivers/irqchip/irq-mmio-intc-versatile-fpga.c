// SPDX-License-Identifier: GPL-2.0-only
/*
 * ARM Versatile and Integrator FPGA interrupt controllers and the
 * Versatile's SIC on irq-mmio-intc.c, as irq-versatile-fpga.c drove them:
 * the lines in valid-mask only, clear-mask's IRQ and FIQ enables cleared;
 * the level flow with an ack that masks.
 */

#include "irq-mmio-intc.h"

#define FIQ_ENABLE_CLEAR	0x2c
#define SIC_PIC_ENABLES		0x20

/* The SIC has no FIQ registers; it passes lines 20, 22-31 to the VIC */
static void __init mmio_intc_fpga_init(struct mmio_intc *intc,
				       const struct mmio_intc_desc *desc)
{
	if (of_device_is_compatible(intc->np, "arm,versatile-sic"))
		writel(0xffd00000, intc->base + SIC_PIC_ENABLES);
	else
		writel(desc->clear, intc->base + FIQ_ENABLE_CLEAR);
}

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_fpga __initconst = {
	.roles = BIT(MMIO_INTC_STATUS) | BIT(MMIO_INTC_RAW_STATUS) |
		 BIT(MMIO_INTC_ENABLE_SET) | BIT(MMIO_INTC_ENABLE_CLEAR),
	.offset = {
		[MMIO_INTC_STATUS] = 0x00, [MMIO_INTC_RAW_STATUS] = 0x04,
		[MMIO_INTC_ENABLE_SET] = 0x08, [MMIO_INTC_ENABLE_CLEAR] = 0x0c,
	},
	.nr_banks = 1, .span = 0x30,
	.flags = MMIO_INTC_VALID_NEEDED | MMIO_INTC_CLEAR_MASK |
		 MMIO_INTC_ACK_MASKS | MMIO_INTC_ROOTS,
	.handler = handle_level_irq, .init = mmio_intc_fpga_init,
};

MMIO_INTC_DECLARE(arm_fpga, "arm,versatile-fpga-irq", mmio_intc_fpga);
MMIO_INTC_DECLARE(arm_fpga_sic, "arm,versatile-sic", mmio_intc_fpga);
