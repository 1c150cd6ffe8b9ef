// SPDX-License-Identifier: GPL-2.0-only
/*
 * Synopsys DesignWare APB interrupt controller (snps,dw-apb-ictl.txt) on
 * the generic memory-mapped interrupt controller driver (irq-mmio-intc.c):
 * 2 to 64 lines, found from the enable registers; lines masked through
 * MASK, ENABLE set for every line; FINALSTATUS is masked.  The level flow
 * with no ack, as irq-dw-apb-ictl.c had.
 */

#include <kunit/visibility.h>
#include <linux/irq.h>
#include <linux/irqchip.h>

#include "irq-mmio-intc.h"

/* Berlin's reg ends before FINALSTATUS: 0x38 bytes mapped */
VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_dw_apb_ictl __initconst = {
	.roles = BIT(MMIO_INTC_ENABLE) | BIT(MMIO_INTC_MASK) |
		 BIT(MMIO_INTC_STATUS),
	.offset = {
		[MMIO_INTC_ENABLE] = 0x00, [MMIO_INTC_MASK] = 0x08,
		[MMIO_INTC_STATUS] = 0x30,
	},
	.handler = handle_level_irq,
	.nr_banks = 2, .span = 0x38, .flags = MMIO_INTC_COUNT_LINES,
};

static int __init mmio_intc_dw_apb_ictl_of_init(struct device_node *np,
						struct device_node *parent)
{
	return mmio_intc_probe(np, parent, &mmio_intc_dw_apb_ictl);
}

IRQCHIP_DECLARE(dw_apb_ictl, "snps,dw-apb-ictl", mmio_intc_dw_apb_ictl_of_init);
