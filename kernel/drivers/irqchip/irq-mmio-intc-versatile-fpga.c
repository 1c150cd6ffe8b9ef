// SPDX-License-Identifier: GPL-2.0-only
/*
 * ARM Versatile and Integrator FPGA interrupt controllers and the
 * Versatile's SIC (arm,versatile-fpga-irq.txt) on the generic memory-mapped
 * interrupt controller driver (irq-mmio-intc.c): one bank of
 * enable-set/enable-clear, the lines in valid-mask only; clear-mask clears
 * IRQ and FIQ enables at set-up.  The level flow with an ack that masks,
 * as irq-versatile-fpga.c had.
 */

#include <kunit/visibility.h>
#include <linux/io.h>
#include <linux/irq.h>
#include <linux/irqchip.h>

#include "irq-mmio-intc.h"

#define FIQ_ENABLE_CLEAR	0x2c
#define SIC_PIC_ENABLES		0x20

static void __init mmio_intc_fpga_init(struct mmio_intc *intc,
				       const struct mmio_intc_desc *desc)
{
	writel(desc->clear, intc->base + FIQ_ENABLE_CLEAR);
}

/* The SIC has no FIQ registers; it passes lines 20, 22-31 to the VIC */
static void __init mmio_intc_sic_init(struct mmio_intc *intc,
				      const struct mmio_intc_desc *desc)
{
	writel(0xffd00000, intc->base + SIC_PIC_ENABLES);
}

#define MMIO_INTC_FPGA(init_regs)					\
	.roles = BIT(MMIO_INTC_STATUS) | BIT(MMIO_INTC_RAW_STATUS) |	\
		 BIT(MMIO_INTC_ENABLE_SET) | BIT(MMIO_INTC_ENABLE_CLEAR),\
	.offset = {							\
		[MMIO_INTC_STATUS] = 0x00, [MMIO_INTC_RAW_STATUS] = 0x04,\
		[MMIO_INTC_ENABLE_SET] = 0x08,				\
		[MMIO_INTC_ENABLE_CLEAR] = 0x0c,			\
	},								\
	.nr_banks = 1, .span = 0x30,					\
	.flags = MMIO_INTC_VALID_NEEDED | MMIO_INTC_CLEAR_MASK |	\
		 MMIO_INTC_ACK_MASKS | MMIO_INTC_ROOTS,			\
	.handler = handle_level_irq, .init = (init_regs)

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_fpga __initconst = {
	MMIO_INTC_FPGA(mmio_intc_fpga_init),
};

VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_sic __initconst = {
	MMIO_INTC_FPGA(mmio_intc_sic_init),
};

static int __init mmio_intc_fpga_of_init(struct device_node *np,
					 struct device_node *parent)
{
	return mmio_intc_probe(np, parent, &mmio_intc_fpga);
}

IRQCHIP_DECLARE(arm_fpga, "arm,versatile-fpga-irq", mmio_intc_fpga_of_init);

static int __init mmio_intc_sic_of_init(struct device_node *np,
					struct device_node *parent)
{
	return mmio_intc_probe(np, parent, &mmio_intc_sic);
}

IRQCHIP_DECLARE(arm_fpga_sic, "arm,versatile-sic", mmio_intc_sic_of_init);
