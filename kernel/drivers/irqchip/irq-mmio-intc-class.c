// SPDX-License-Identifier: GPL-2.0-only
/*
 * The "mmio-intc" class (bindings/interrupt-controller/mmio-intc.yaml):
 * controllers whose node names their registers by role in reg-names, set
 * up by irq-mmio-intc.c from what the node says.
 */

#include <linux/interrupt.h>
#include <linux/of_address.h>
#include <linux/string.h>

#include "irq-mmio-intc.h"

static const char * const mmio_intc_roles[MMIO_INTC_NR_ROLES] __initconst = {
	[MMIO_INTC_STATUS]	 = "status",
	[MMIO_INTC_RAW_STATUS]	 = "raw-status",
	[MMIO_INTC_MASK]	 = "mask",
	[MMIO_INTC_ENABLE]	 = "enable",
	[MMIO_INTC_ENABLE_SET]	 = "enable-set",
	[MMIO_INTC_ENABLE_CLEAR] = "enable-clear",
	[MMIO_INTC_ACK]		 = "ack",
	[MMIO_INTC_EOI]		 = "eoi",
	[MMIO_INTC_VECTOR]	 = "vector",
};

/* Each reg entry is a role's register for every bank (the vector: one) */
static int __init mmio_intc_class_regs(struct device_node *np,
				       struct mmio_intc_desc *desc)
{
	unsigned int width = desc->io_width, banks;
	phys_addr_t start[MMIO_INTC_NR_ROLES];
	resource_size_t end = 0, size;
	struct resource res;
	const char *name;
	int nr, i, role;

	nr = of_property_count_strings(np, "reg-names");
	if (nr <= 0)
		return mmio_intc_invalid(np, desc, "reg-names", "missing");
	if (!of_address_to_resource(np, nr, &res))
		return mmio_intc_invalid(np, desc, "reg", "more than reg-names");
	desc->base = (phys_addr_t)-1;
	for (i = 0; i < nr; i++) {
		of_property_read_string_index(np, "reg-names", i, &name);
		role = match_string(mmio_intc_roles, MMIO_INTC_NR_ROLES, name);
		if (role < 0 || mmio_intc_has(&desc->hw, role))
			return mmio_intc_invalid(np, desc, "reg-names",
						 "'%s' unknown or twice", name);
		if (of_address_to_resource(np, i, &res))
			return mmio_intc_invalid(np, desc, "reg",
						 "no entry for '%s'", name);
		size = resource_size(&res);
		if (size < width || (size - width) % desc->stride ||
		    res.start % width ||
		    (role == MMIO_INTC_VECTOR && size != width))
			return mmio_intc_invalid(np, desc, "reg",
						 "'%s' is not %u-byte registers a bank apart",
						 name, width);
		banks = (size - width) / desc->stride + 1;
		if (role != MMIO_INTC_VECTOR) {
			if (desc->hw.nr_banks && banks != desc->hw.nr_banks)
				return mmio_intc_invalid(np, desc, "reg",
							 "'%s' covers %u banks, not %u",
							 name, banks,
							 desc->hw.nr_banks);
			desc->hw.nr_banks = banks;
		}
		desc->hw.roles |= BIT(role);
		start[role] = res.start;
		desc->base = min_t(phys_addr_t, desc->base, res.start);
		end = max(end, res.end);
	}
	desc->span = end - desc->base + 1;
	if (desc->hw.nr_banks * desc->hw.bank_lines > MMIO_INTC_MAX_LINES ||
	    desc->span > SZ_1M)
		return mmio_intc_invalid(np, desc, "reg",
					 "more than %u lines or 1 MiB",
					 MMIO_INTC_MAX_LINES);
	for (role = 0; role < MMIO_INTC_NR_ROLES; role++)
		if (mmio_intc_has(&desc->hw, role))
			desc->hw.offset[role] = start[role] - desc->base;
	return 0;
}

/* One way to mask (mask and/or enable, or set and clear), a status */
static int __init mmio_intc_class_roles(struct device_node *np,
					struct mmio_intc_desc *desc)
{
	unsigned long setclr = BIT(MMIO_INTC_ENABLE_SET) |
			       BIT(MMIO_INTC_ENABLE_CLEAR);
	unsigned long ways = desc->hw.roles & (setclr | BIT(MMIO_INTC_MASK) |
					       BIT(MMIO_INTC_ENABLE));
	if (!ways || ((ways & setclr) && ways != setclr))
		return mmio_intc_invalid(np, desc, "reg-names",
					 "not 'mask' and/or 'enable', nor 'enable-set' with 'enable-clear'");
	if (!(desc->hw.roles & (BIT(MMIO_INTC_STATUS) |
				BIT(MMIO_INTC_RAW_STATUS))))
		return mmio_intc_invalid(np, desc, "reg-names",
					 "no 'status' or 'raw-status'");
	if (!mmio_intc_has(&desc->hw, MMIO_INTC_ACK) &&
	    (desc->hw.ack_w0c || desc->hw.cells == 2))
		return mmio_intc_invalid(np, desc, desc->hw.ack_w0c ?
					 "ack-write-zero" : "#interrupt-cells",
					 "needs an 'ack' register");
	return 0;
}

#define MMIO_INTC_IO(sfx, read, write)					\
static u32 mmio_intc_read##sfx(void __iomem *addr)			\
{									\
	return read(addr);						\
}									\
static void mmio_intc_write##sfx(u32 val, void __iomem *addr)		\
{									\
	write(val, addr);						\
}

MMIO_INTC_IO(8, readb, writeb)
MMIO_INTC_IO(16, readw, writew)
MMIO_INTC_IO(16be, ioread16be, iowrite16be)

static int __init mmio_intc_class_parse(struct device_node *np,
					struct mmio_intc_desc *desc)
{
	struct mmio_intc_hw *hw = &desc->hw;
	u32 v = 4;
	int ret;

	if (of_property_present(np, "reg-io-width") &&
	    (of_property_read_u32(np, "reg-io-width", &v) ||
	     (v != 1 && v != 2 && v != 4)))
		return mmio_intc_invalid(np, desc, "reg-io-width",
					 "must be 1, 2 or 4");
	desc->io_width = v;
	hw->bank_lines = 8 * v;
	if (of_property_present(np, "bank-stride") &&
	    (of_property_read_u32(np, "bank-stride", &v) ||
	     v < desc->io_width || v % desc->io_width || v > SZ_4K))
		return mmio_intc_invalid(np, desc, "bank-stride",
					 "not a multiple of reg-io-width up to 4096");
	desc->stride = v;
	desc->big_endian = of_property_read_bool(np, "big-endian");
	hw->ack_w0c = of_property_read_bool(np, "ack-write-zero");
	ret = mmio_intc_class_regs(np, desc) ?:
	      mmio_intc_class_roles(np, desc) ?:
	      mmio_intc_parse_masks(np, "valid-masks", desc, desc->valid,
				    NULL, false) ?:
	      mmio_intc_parse_masks(np, "valid-wakeup-masks", desc, desc->wake,
				    desc->valid, false);
	if (ret)
		return ret;

	if (desc->io_width == 1) {
		desc->reg_readl = mmio_intc_read8;
		desc->reg_writel = mmio_intc_write8;
	} else if (desc->io_width == 2) {
		desc->reg_readl = desc->big_endian ? mmio_intc_read16be :
						     mmio_intc_read16;
		desc->reg_writel = desc->big_endian ? mmio_intc_write16be :
						      mmio_intc_write16;
	} else if (desc->big_endian) {
		desc->gc_flags = IRQ_GC_BE_IO;
	}
	/*
	 * Without an ack register the status follows the input: the fasteoi
	 * flow, which masks a oneshot line until its thread has run.
	 */
	hw->handler = mmio_intc_has(hw, MMIO_INTC_EOI) ||
		      !mmio_intc_has(hw, MMIO_INTC_ACK) ?
		      handle_fasteoi_irq : handle_level_irq;
	return 0;
}

/* One cell: level lines; two: the type picks the level or the edge chip */
static int mmio_intc_class_set_type(struct irq_data *d, unsigned int type)
{
	struct irq_chip_generic *gc = irq_data_get_irq_chip_data(d);

	if (gc->num_ct > 1 && (type == IRQ_TYPE_LEVEL_HIGH ||
			       type == IRQ_TYPE_EDGE_RISING))
		return irq_setup_alt_chip(d, type);
	return type == IRQ_TYPE_LEVEL_HIGH ? 0 : -EINVAL;
}

/* The parents are armed with the first line set to wake, until the last */
static int mmio_intc_class_set_wake(struct irq_data *d, unsigned int on)
{
	struct irq_chip_generic *gc = irq_data_get_irq_chip_data(d);
	struct mmio_intc *intc = gc->private;
	int i = 0, ret;

	ret = irq_gc_set_wake(d, on);
	if (ret)
		return ret;
	if (on ? atomic_inc_return(&intc->wake_lines) > 1 :
		 atomic_dec_return(&intc->wake_lines) > 0)
		return 0;
	for (i = 0; i < intc->nr_parents; i++) {
		ret = irq_set_irq_wake(intc->parents[i], on);
		if (ret && on)
			goto undo;
	}
	return 0;

undo:
	while (i--)
		irq_set_irq_wake(intc->parents[i], 0);
	atomic_dec(&intc->wake_lines);
	irq_gc_set_wake(d, 0);
	return ret;
}

/* A class node cannot know who else shares its parent: requested shared */
VISIBLE_IF_KUNIT const struct mmio_intc_layout mmio_intc_class __initconst = {
	.flags		= MMIO_INTC_SHARED,
	.chip_flags	= IRQCHIP_MASK_ON_SUSPEND,
	.parse		= mmio_intc_class_parse,
	.irq_set_type	= mmio_intc_class_set_type,
	.set_wake	= mmio_intc_class_set_wake,
};

/*
 * "mmio-intc" names a class, not a piece of hardware: as its binding says,
 * a node lists its controller's own compatible first, or is refused.
 */
static int __init mmio_intc_class_of_init(struct device_node *np,
					  struct device_node *parent)
{
	if (of_property_count_strings(np, "compatible") < 2)
		return mmio_intc_invalid(np, NULL, "compatible",
					 "\"mmio-intc\" alone names no hardware");
	return mmio_intc_probe(np, parent, &mmio_intc_class);
}

IRQCHIP_DECLARE(mmio_intc, "mmio-intc", mmio_intc_class_of_init);
