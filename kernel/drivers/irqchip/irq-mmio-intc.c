// SPDX-License-Identifier: GPL-2.0-only
/*
 * Generic memory-mapped interrupt controller, described by its device tree
 * node (Documentation/devicetree/bindings/interrupt-controller/mmio-intc.yaml):
 * banks of lines, each controlled by a mask register or enable-set and
 * enable-clear registers, with status, ack and EOI registers.
 *
 * The node is parsed into a struct mmio_intc_desc (mmio_intc_parse()), the
 * description is turned into an irq domain with one generic chip per bank
 * (mmio_intc_setup()), and the controller becomes the root handler or is
 * hooked to its parent interrupts (mmio_intc_of_init()).
 */

#include <kunit/visibility.h>
#include <linux/bitmap.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/irq.h>
#include <linux/irqchip.h>
#include <linux/irqchip/chained_irq.h>
#include <linux/irqdesc.h>
#include <linux/of_address.h>
#include <linux/of_irq.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "irq-mmio-intc.h"

static const char * const mmio_intc_role_names[MMIO_INTC_NR_ROLES] __initconst = {
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

static bool mmio_intc_has(const struct mmio_intc_hw *hw,
			  enum mmio_intc_role role)
{
	return hw->roles & BIT(role);
}

static bool mmio_intc_quirk(const struct mmio_intc_hw *hw, unsigned int flag)
{
	return hw->layout && (hw->layout->flags & flag);
}

/* --- parse */

/*
 * Report a property the controller cannot be set up with: one line naming
 * the node and the property; @desc, when given, keeps the property's name
 * for the tests
 */
static __printf(4, 5) int __init mmio_intc_invalid(struct device_node *np,
						   struct mmio_intc_desc *desc,
						   const char *prop,
						   const char *fmt, ...)
{
	struct va_format vaf;
	va_list args;

	va_start(args, fmt);
	vaf.fmt = fmt;
	vaf.va = &args;
	pr_err("%pOF: %s: %pV\n", np, prop, &vaf);
	va_end(args);
	if (desc)
		desc->invalid = prop;
	return -EINVAL;
}

static int __init mmio_intc_parse_regs(struct device_node *np,
				       struct mmio_intc_desc *desc)
{
	phys_addr_t start[MMIO_INTC_NR_ROLES];
	const char *name, *first = NULL;
	resource_size_t end = 0, size;
	struct resource res;
	int nr, i, role;

	nr = of_property_count_strings(np, "reg-names");
	if (nr <= 0)
		return mmio_intc_invalid(np, desc, "reg-names",
					 "missing or empty");
	if (!of_address_to_resource(np, nr, &res))
		return mmio_intc_invalid(np, desc, "reg",
					 "more entries than reg-names");

	desc->base = (phys_addr_t)-1;
	for (i = 0; i < nr; i++) {
		of_property_read_string_index(np, "reg-names", i, &name);
		role = match_string(mmio_intc_role_names, MMIO_INTC_NR_ROLES,
				    name);
		if (role < 0)
			return mmio_intc_invalid(np, desc, "reg-names",
						 "unknown role '%s'", name);
		if (mmio_intc_has(&desc->hw, role))
			return mmio_intc_invalid(np, desc, "reg-names",
						 "'%s' given twice", name);
		if (of_address_to_resource(np, i, &res))
			return mmio_intc_invalid(np, desc, "reg",
						 "no entry for '%s'", name);
		size = resource_size(&res);
		if (role == MMIO_INTC_VECTOR) {
			/* one register for all banks */
			if (size != desc->io_width || res.start % desc->io_width)
				return mmio_intc_invalid(np, desc, "reg",
							 "'vector' is one register of reg-io-width");
			desc->hw.roles |= BIT(role);
			start[role] = res.start;
			desc->base = min_t(phys_addr_t, desc->base, res.start);
			end = max(end, res.end);
			continue;
		}
		if (size < desc->io_width ||
		    (size - desc->io_width) % desc->stride)
			return mmio_intc_invalid(np, desc, "reg",
						 "'%s' is not a whole number of banks",
						 name);
		if (res.start % desc->io_width)
			return mmio_intc_invalid(np, desc, "reg",
						 "'%s' is not aligned to reg-io-width",
						 name);
		size = (size - desc->io_width) / desc->stride + 1;
		if (!first) {
			desc->hw.nr_banks = size;
			first = name;
		} else if (size != desc->hw.nr_banks) {
			return mmio_intc_invalid(np, desc, "reg",
						 "'%s' covers %u banks, '%s' %u",
						 name, (unsigned int)size,
						 first, desc->hw.nr_banks);
		}
		desc->hw.roles |= BIT(role);
		start[role] = res.start;
		desc->base = min_t(phys_addr_t, desc->base, res.start);
		end = max(end, res.end);
	}

	if (desc->hw.nr_banks * desc->hw.bank_lines > MMIO_INTC_MAX_LINES)
		return mmio_intc_invalid(np, desc, "reg",
					 "%u banks of %u lines, more than %u",
					 desc->hw.nr_banks, desc->hw.bank_lines,
					 MMIO_INTC_MAX_LINES);
	desc->span = end - desc->base + 1;
	if (desc->span > SZ_1M)
		return mmio_intc_invalid(np, desc, "reg",
					 "registers spread over more than 1 MiB");
	for (role = 0; role < MMIO_INTC_NR_ROLES; role++)
		if (mmio_intc_has(&desc->hw, role))
			desc->hw.offset[role] = start[role] - desc->base;
	return 0;
}

/* Which register roles go together: one way to mask, something to read */
static int __init mmio_intc_check_roles(struct device_node *np,
					struct mmio_intc_desc *desc)
{
	bool mask = mmio_intc_has(&desc->hw, MMIO_INTC_MASK);
	bool enable = mmio_intc_has(&desc->hw, MMIO_INTC_ENABLE);
	bool set = mmio_intc_has(&desc->hw, MMIO_INTC_ENABLE_SET);
	bool clear = mmio_intc_has(&desc->hw, MMIO_INTC_ENABLE_CLEAR);
	const char *why = NULL;

	if (mask && (set || clear))
		why = "'mask' and 'enable-set'/'enable-clear' are both given";
	else if (enable && (set || clear))
		why = "'enable' and 'enable-set'/'enable-clear' are both given";
	else if (set != clear)
		why = "'enable-set' and 'enable-clear' come as a pair";
	else if (!mask && !enable && !set)
		why = "no 'mask', 'enable' or 'enable-set' register";
	else if (!mmio_intc_has(&desc->hw, MMIO_INTC_STATUS) &&
		 !mmio_intc_has(&desc->hw, MMIO_INTC_RAW_STATUS))
		why = "no 'status' or 'raw-status' register";
	if (why)
		return mmio_intc_invalid(np, desc, "reg-names", "%s", why);
	if (desc->hw.ack_w0c && !mmio_intc_has(&desc->hw, MMIO_INTC_ACK))
		return mmio_intc_invalid(np, desc, "ack-write-zero",
					 "no 'ack' register");
	if (desc->hw.cells == 2 && !mmio_intc_has(&desc->hw, MMIO_INTC_ACK))
		return mmio_intc_invalid(np, desc, "#interrupt-cells",
					 "edge lines (2 cells) need an 'ack' register");
	return 0;
}

/*
 * One cell per bank, no bit beyond the bank's lines, nor beyond @dflt;
 * absent: no line if @none, else @dflt (every line if NULL)
 */
static int __init mmio_intc_parse_masks(struct device_node *np,
					const char *prop,
					struct mmio_intc_desc *desc, u32 *masks,
					const u32 *dflt, bool none)
{
	u32 lines = GENMASK(desc->hw.bank_lines - 1, 0);
	unsigned int b;
	int n;

	n = of_property_count_u32_elems(np, prop);
	if (n == -EINVAL) {
		for (b = 0; b < desc->hw.nr_banks; b++)
			masks[b] = none ? 0 : dflt ? dflt[b] : lines;
		return 0;
	}
	if (n != desc->hw.nr_banks)
		return mmio_intc_invalid(np, desc, prop,
					 "%d cells for %u banks",
					 n, desc->hw.nr_banks);
	of_property_read_u32_array(np, prop, masks, n);
	for (b = 0; b < desc->hw.nr_banks; b++) {
		if (masks[b] & ~lines)
			return mmio_intc_invalid(np, desc, prop,
						 "bank %u has bits beyond its %u lines",
						 b, desc->hw.bank_lines);
		if (dflt && (masks[b] & ~dflt[b]))
			return mmio_intc_invalid(np, desc, prop,
						 "bank %u names lines outside valid-mask",
						 b);
	}
	return 0;
}

/*
 * A controller with a binding of its own: its registers from the driver's
 * layout, their address from the node's first reg entry
 */
static int __init mmio_intc_parse_layout(struct device_node *np,
					 const struct mmio_intc_layout *layout,
					 struct mmio_intc_desc *desc)
{
	struct resource res;

	if (of_address_to_resource(np, 0, &res))
		return mmio_intc_invalid(np, desc, "reg", "missing");
	desc->hw.layout = layout;
	desc->hw.roles = layout->roles;
	memcpy(desc->hw.offset, layout->offset, sizeof(desc->hw.offset));
	desc->io_width = 4;
	desc->hw.bank_lines = 32;
	desc->stride = 4;
	desc->hw.nr_banks = layout->nr_banks;
	desc->base = res.start;
	desc->span = resource_size(&res);
	if (layout->flags & MMIO_INTC_CLEAR_MASK)
		of_property_read_u32(np, "clear-mask", &desc->clear);
	return mmio_intc_check_roles(np, desc);
}

/**
 * mmio_intc_parse - describe a controller from its device tree node
 * @np:		the node
 * @layout:	for a controller with a binding of its own, its layout; NULL
 *		for an "mmio-intc" node
 * @desc:	filled in on success
 *
 * Reads and checks every property once; maps and allocates nothing. An
 * invalid or contradictory property is reported with one pr_err() naming
 * the node and the property.
 *
 * Return: 0, or -EINVAL when the node is invalid.
 */
VISIBLE_IF_KUNIT int __init mmio_intc_parse(struct device_node *np,
					    const struct mmio_intc_layout *layout,
					    struct mmio_intc_desc *desc)
{
	u32 v;
	int ret;

	memset(desc, 0, sizeof(*desc));

	if (!of_property_read_bool(np, "interrupt-controller"))
		return mmio_intc_invalid(np, desc, "interrupt-controller",
					 "missing");
	if (of_property_read_u32(np, "#interrupt-cells", &v) ||
	    (v != 1 && v != 2))
		return mmio_intc_invalid(np, desc, "#interrupt-cells",
					 "missing, or neither 1 nor 2");
	desc->hw.cells = v;

	if (layout) {
		ret = mmio_intc_parse_layout(np, layout, desc);
		goto masks;
	}

	v = 4;
	if (of_property_present(np, "reg-io-width") &&
	    (of_property_read_u32(np, "reg-io-width", &v) ||
	     (v != 1 && v != 2 && v != 4)))
		return mmio_intc_invalid(np, desc, "reg-io-width",
					 "must be 1, 2 or 4");
	desc->io_width = v;
	desc->hw.bank_lines = 8 * v;

	v = desc->io_width;
	if (of_property_present(np, "bank-stride") &&
	    (of_property_read_u32(np, "bank-stride", &v) ||
	     v < desc->io_width || v % desc->io_width || v > SZ_4K))
		return mmio_intc_invalid(np, desc, "bank-stride",
					 "not a multiple of reg-io-width up to 4096");
	desc->stride = v;

	desc->big_endian = of_property_read_bool(np, "big-endian");
	desc->hw.ack_w0c = of_property_read_bool(np, "ack-write-zero");

	ret = mmio_intc_parse_regs(np, desc);
	if (!ret)
		ret = mmio_intc_check_roles(np, desc);
masks:
	if (!ret)
		ret = mmio_intc_parse_masks(np, "valid-mask", desc, desc->valid,
					    NULL, mmio_intc_quirk(&desc->hw,
						MMIO_INTC_VALID_NEEDED));
	if (!ret)
		ret = mmio_intc_parse_masks(np, "valid-wakeup-mask", desc,
					    desc->wake, desc->valid,
					    desc->hw.layout &&
					    !mmio_intc_quirk(&desc->hw, MMIO_INTC_WAKE));
	return ret;
}

/* --- set up */

static u32 mmio_intc_read8(void __iomem *addr)
{
	return readb(addr);
}

static void mmio_intc_write8(u32 val, void __iomem *addr)
{
	writeb(val, addr);
}

static u32 mmio_intc_read16(void __iomem *addr)
{
	return readw(addr);
}

static void mmio_intc_write16(u32 val, void __iomem *addr)
{
	writew(val, addr);
}

static u32 mmio_intc_read16be(void __iomem *addr)
{
	return ioread16be(addr);
}

static void mmio_intc_write16be(u32 val, void __iomem *addr)
{
	iowrite16be(val, addr);
}

/* A mask register caches 1 = masked; the enable variants 1 = enabled */
static u32 mmio_intc_enabled(struct mmio_intc *intc,
			     struct irq_chip_generic *gc)
{
	u32 cache = READ_ONCE(gc->mask_cache);

	return mmio_intc_has(&intc->hw, MMIO_INTC_MASK) ? ~cache : cache;
}

/* Write the hardware so that exactly @enabled lines are unmasked */
static void mmio_intc_write_enabled(struct mmio_intc *intc,
				    struct irq_chip_generic *gc, u32 enabled)
{
	const struct mmio_intc_hw *hw = &intc->hw;
	u32 lines = GENMASK(hw->bank_lines - 1, 0);

	enabled &= lines;
	if (mmio_intc_has(hw, MMIO_INTC_MASK)) {
		irq_reg_writel(gc, ~enabled & lines,
			       hw->offset[MMIO_INTC_MASK]);
	} else if (mmio_intc_has(hw, MMIO_INTC_ENABLE)) {
		irq_reg_writel(gc, enabled, hw->offset[MMIO_INTC_ENABLE]);
	} else {
		irq_reg_writel(gc, ~enabled & lines,
			       hw->offset[MMIO_INTC_ENABLE_CLEAR]);
		if (enabled)
			irq_reg_writel(gc, enabled,
				       hw->offset[MMIO_INTC_ENABLE_SET]);
	}
}

/* System suspend (syscore): only the lines armed for wakeup stay enabled */
static void mmio_intc_suspend(struct irq_data *d)
{
	struct irq_chip_generic *gc = irq_data_get_irq_chip_data(d);

	irq_gc_lock(gc);
	mmio_intc_write_enabled(gc->private, gc, gc->wake_active);
	irq_gc_unlock(gc);
}

static void mmio_intc_resume(struct irq_data *d)
{
	struct irq_chip_generic *gc = irq_data_get_irq_chip_data(d);
	struct mmio_intc *intc = gc->private;

	irq_gc_lock(gc);
	mmio_intc_write_enabled(intc, gc, mmio_intc_enabled(intc, gc));
	/* An enable register beside the mask register may have lost its lines */
	if (mmio_intc_has(&intc->hw, MMIO_INTC_MASK) &&
	    mmio_intc_has(&intc->hw, MMIO_INTC_ENABLE))
		irq_reg_writel(gc, ~gc->unused,
			       intc->hw.offset[MMIO_INTC_ENABLE]);
	irq_gc_unlock(gc);
}

static void mmio_intc_shutdown(struct irq_data *d)
{
	struct irq_chip_generic *gc = irq_data_get_irq_chip_data(d);

	irq_gc_lock(gc);
	mmio_intc_write_enabled(gc->private, gc, 0);
	irq_gc_unlock(gc);
}

/* Two cells: the trigger type picks the level or the edge chip type */
static int mmio_intc_set_type(struct irq_data *d, unsigned int type)
{
	if (type != IRQ_TYPE_LEVEL_HIGH && type != IRQ_TYPE_EDGE_RISING)
		return -EINVAL;
	return irq_setup_alt_chip(d, type);
}

/*
 * One cell: level lines. Accepting the type xlate gives lets the core
 * record it (without an irq_set_type the line would show as an edge one).
 */
static int mmio_intc_set_type_level(struct irq_data *d, unsigned int type)
{
	return type == IRQ_TYPE_LEVEL_HIGH ? 0 : -EINVAL;
}

/* Only line 0 latches (Allwinner's NMI): the others need no EOI */
static void mmio_intc_eoi_line0(struct irq_data *d)
{
	if (!d->hwirq)
		irq_gc_eoi(d);
}

/*
 * A line set to wake or not: the generic chip keeps it (in wake_active,
 * for suspend); the parent interrupts are armed with the first line set
 * to wake and disarmed with the last.
 */
static int mmio_intc_set_wake(struct irq_data *d, unsigned int on)
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

static void __init mmio_intc_init_chip_type(struct mmio_intc *intc,
					    struct irq_chip_generic *gc,
					    struct irq_chip_type *ct)
{
	const struct mmio_intc_hw *hw = &intc->hw;
	struct irq_chip *chip = &ct->chip;

	chip->name = gc->chip_types[0].chip.name;
	if (mmio_intc_has(hw, MMIO_INTC_MASK)) {
		ct->regs.mask = hw->offset[MMIO_INTC_MASK];
		chip->irq_mask = irq_gc_mask_set_bit;
		chip->irq_unmask = irq_gc_mask_clr_bit;
	} else if (mmio_intc_has(hw, MMIO_INTC_ENABLE)) {
		ct->regs.mask = hw->offset[MMIO_INTC_ENABLE];
		chip->irq_mask = irq_gc_mask_clr_bit;
		chip->irq_unmask = irq_gc_mask_set_bit;
	} else {
		ct->regs.enable = hw->offset[MMIO_INTC_ENABLE_SET];
		ct->regs.disable = hw->offset[MMIO_INTC_ENABLE_CLEAR];
		chip->irq_mask = irq_gc_mask_disable_reg;
		chip->irq_unmask = irq_gc_unmask_enable_reg;
	}
	if (mmio_intc_has(hw, MMIO_INTC_ACK)) {
		ct->regs.ack = hw->offset[MMIO_INTC_ACK];
		chip->irq_ack = hw->ack_w0c ? irq_gc_ack_clr_bit :
						irq_gc_ack_set_bit;
		/* the level flow's mask and ack, in one call (the VIC's) */
		if (chip->irq_mask == irq_gc_mask_disable_reg && !hw->ack_w0c)
			chip->irq_mask_ack = irq_gc_mask_disable_and_ack_set;
	} else if (mmio_intc_quirk(hw, MMIO_INTC_ACK_MASKS)) {
		chip->irq_ack = chip->irq_mask;
	}
	if (mmio_intc_has(hw, MMIO_INTC_EOI) &&
	    !(ct->type & IRQ_TYPE_EDGE_BOTH)) {
		ct->regs.eoi = hw->offset[MMIO_INTC_EOI];
		chip->irq_eoi = mmio_intc_quirk(hw, MMIO_INTC_EOI_LINE0) ?
				mmio_intc_eoi_line0 : irq_gc_eoi;
	} else if (ct->handler == handle_fasteoi_irq) {
		/* Level lines only, their status follows the input */
		chip->irq_eoi = irq_gc_noop;
	}
	chip->irq_suspend = mmio_intc_suspend;
	chip->irq_resume = mmio_intc_resume;
	chip->irq_pm_shutdown = mmio_intc_shutdown;
	if (hw->layout) {
		/* the hand-written driver's chip (struct mmio_intc_layout) */
		chip->flags = hw->layout->chip_flags;
		if (mmio_intc_quirk(hw, MMIO_INTC_WAKE))
			chip->irq_set_wake = irq_gc_set_wake;
		return;
	}
	chip->irq_set_type = hw->cells == 2 ? mmio_intc_set_type :
						mmio_intc_set_type_level;
	chip->irq_set_wake = mmio_intc_set_wake;
	chip->flags = IRQCHIP_MASK_ON_SUSPEND;
}

/*
 * The generic chips' init callback, for each bank as the domain is
 * created: registers, callbacks, valid and wake lines; all masked and acked.
 */
static int __init mmio_intc_init_bank(struct irq_chip_generic *gc)
{
	struct mmio_intc *intc = gc->domain->host_data;
	const struct mmio_intc_desc *desc = intc->parsed;
	unsigned int b = gc->irq_base / desc->hw.bank_lines;
	u32 lines = GENMASK(desc->hw.bank_lines - 1, 0);
	int i;

	gc->reg_base = intc->base + b * desc->stride;
	gc->private = intc;
	gc->unused = ~desc->valid[b];
	gc->wake_enabled = desc->wake[b];
	if (desc->io_width == 1) {
		gc->reg_readl = mmio_intc_read8;
		gc->reg_writel = mmio_intc_write8;
	} else if (desc->io_width == 2) {
		gc->reg_readl = desc->big_endian ? mmio_intc_read16be :
						   mmio_intc_read16;
		gc->reg_writel = desc->big_endian ? mmio_intc_write16be :
						    mmio_intc_write16;
	}

	gc->chip_types[0].type = IRQ_TYPE_LEVEL_MASK;
	if (gc->num_ct > 1) {
		gc->chip_types[1].type = IRQ_TYPE_EDGE_BOTH;
		gc->chip_types[1].handler = handle_edge_irq;
	}
	for (i = 0; i < gc->num_ct; i++)
		mmio_intc_init_chip_type(intc, gc, &gc->chip_types[i]);

	gc->mask_cache = mmio_intc_has(&desc->hw, MMIO_INTC_MASK) ? lines : 0;
	if (mmio_intc_quirk(&desc->hw, MMIO_INTC_CLEAR_MASK))
		irq_reg_writel(gc, desc->clear,
			       desc->hw.offset[MMIO_INTC_ENABLE_CLEAR]);
	else
		mmio_intc_write_enabled(intc, gc, 0);
	/* An enable register beside the mask register enables what exists */
	if (mmio_intc_has(&desc->hw, MMIO_INTC_MASK) &&
	    mmio_intc_has(&desc->hw, MMIO_INTC_ENABLE))
		irq_reg_writel(gc, desc->valid[b],
			       desc->hw.offset[MMIO_INTC_ENABLE]);
	if (mmio_intc_has(&desc->hw, MMIO_INTC_ACK))
		irq_reg_writel(gc, desc->hw.ack_w0c ? 0 : lines,
			       desc->hw.offset[MMIO_INTC_ACK]);
	return 0;
}

/*
 * Refuse a mapping the controller cannot honour: a line it lacks, or a
 * trigger type it cannot do. One error line per refused mapping: the
 * consumer is left without its interrupt.
 */
static int mmio_intc_xlate(struct irq_domain *d, struct device_node *ctrlr,
			   const u32 *spec, unsigned int count,
			   irq_hw_number_t *hwirq, unsigned int *type)
{
	struct mmio_intc *intc = d->host_data;
	unsigned int lines = intc->hw.bank_lines;
	unsigned int t = IRQ_TYPE_NONE;
	const char *why = NULL;

	if (count == 2)
		t = spec[1] & IRQ_TYPE_SENSE_MASK;
	if (count != intc->hw.cells)
		why = "cell count differs from #interrupt-cells";
	else if (spec[0] >= intc->hw.nr_banks * lines)
		why = "beyond the controller's lines";
	/* the valid lines are those the generic chips do not mark unused */
	else if (d->gc->gc[spec[0] / lines]->unused & BIT(spec[0] % lines))
		why = "not in valid-mask";
	else if (!intc->hw.layout && t != IRQ_TYPE_NONE &&
		 t != IRQ_TYPE_LEVEL_HIGH && t != IRQ_TYPE_EDGE_RISING)
		why = "trigger type neither level-high nor edge-rising";
	if (why) {
		pr_err("%pOF: a consumer's interrupts name line %u (type %u): %s\n",
		       ctrlr, count ? spec[0] : 0, t, why);
		return -EINVAL;
	}
	*hwirq = spec[0];
	/*
	 * One cell: level lines (/proc/interrupts says so), but for a
	 * converted controller, whose driver recorded no type
	 */
	if (count == 2)
		*type = t;
	else
		*type = intc->hw.layout ? IRQ_TYPE_NONE : IRQ_TYPE_LEVEL_HIGH;
	return 0;
}

/*
 * A line of a controller nests the descriptor lock of its parent
 * interrupt when it is set to wake (mmio_intc_set_wake()), and that
 * parent may be another controller's line: a lock class per controller,
 * where the generic chip has one for all.
 */
static int mmio_intc_map(struct irq_domain *d, unsigned int virq,
			 irq_hw_number_t hw)
{
	struct mmio_intc *intc = d->host_data;
	int ret;

	ret = irq_map_generic_chip(d, virq, hw);
	if (!ret && !intc->hw.layout)
		irq_set_lockdep_class(virq, &intc->lock_class,
				      &intc->request_class);
	return ret;
}

static const struct irq_domain_ops mmio_intc_domain_ops = {
	.map	= mmio_intc_map,
	.unmap	= irq_unmap_generic_chip,
	.xlate	= mmio_intc_xlate,
};

static void __init mmio_intc_free(struct mmio_intc *intc)
{
	lockdep_unregister_key(&intc->lock_class);
	lockdep_unregister_key(&intc->request_class);
	of_node_put(intc->np);
	kfree(intc->parents);
	kfree(intc);
}

/**
 * mmio_intc_setup - create the irq domain of a parsed controller
 * @np:		its device tree node
 * @desc:	its description, from mmio_intc_parse()
 * @base:	its registers, @desc->span bytes mapped from @desc->base
 *
 * Creates a linear domain with one generic chip per bank, and puts the
 * hardware in a known state: every line masked, every pending line acked.
 * Does not hook the controller to a parent or make it the root handler.
 *
 * Return: the controller, or an ERR_PTR; on error nothing is left allocated.
 */
VISIBLE_IF_KUNIT struct mmio_intc * __init
mmio_intc_setup(struct device_node *np, const struct mmio_intc_desc *desc,
		void __iomem *base)
{
	unsigned int lines = desc->hw.nr_banks * desc->hw.bank_lines;
	struct irq_domain_chip_generic_info dgc_info = {
		.name			= of_node_full_name(np),
		/*
		 * Without an ack register the status follows the input:
		 * nothing to acknowledge, and no need to mask a level line
		 * around its handler (the fasteoi flow, as irq-sun4i does);
		 * handle_fasteoi_irq() still masks a oneshot line until its
		 * thread has run.
		 */
		.handler		= desc->hw.layout ? desc->hw.layout->handler :
					  mmio_intc_has(&desc->hw, MMIO_INTC_EOI) ||
					  !mmio_intc_has(&desc->hw, MMIO_INTC_ACK) ?
					  handle_fasteoi_irq : handle_level_irq,
		.irqs_per_chip		= desc->hw.bank_lines,
		.num_ct			= desc->hw.cells == 2 && !desc->hw.layout ?
					  2 : 1,
		.irq_flags_to_clear	= IRQ_NOREQUEST | IRQ_NOPROBE |
					  IRQ_NOAUTOEN,
		.gc_flags		= desc->big_endian && desc->io_width == 4 ?
					  IRQ_GC_BE_IO : 0,
		.init			= mmio_intc_init_bank,
	};
	struct irq_domain_info info = {
		.fwnode		= of_fwnode_handle(np),
		/* irq_domain_remove() removes the generic chips too */
		.domain_flags	= IRQ_DOMAIN_FLAG_DESTROY_GC,
		.size		= lines,
		.hwirq_max	= lines,
		.ops		= &mmio_intc_domain_ops,
		.dgc_info	= &dgc_info,
	};
	struct mmio_intc *intc;

	intc = kzalloc(sizeof(*intc), GFP_KERNEL);
	if (!intc)
		return ERR_PTR(-ENOMEM);
	intc->hw = desc->hw;
	lockdep_register_key(&intc->lock_class);
	lockdep_register_key(&intc->request_class);
	intc->np = of_node_get(np);
	intc->base = base;
	intc->parsed = desc;

	info.host_data = intc;
	intc->domain = irq_domain_instantiate(&info);
	intc->parsed = NULL;
	if (IS_ERR(intc->domain)) {
		int ret = PTR_ERR(intc->domain);

		pr_err("%pOF: cannot create its irq domain: %d\n", np, ret);
		mmio_intc_free(intc);
		return ERR_PTR(ret);
	}
	return intc;
}

/**
 * mmio_intc_teardown - undo mmio_intc_setup()
 * @intc:	the controller, not connected to a parent
 *
 * Disposes of every mapping, removes the domain and its generic chips.
 */
VISIBLE_IF_KUNIT void __init mmio_intc_teardown(struct mmio_intc *intc)
{
	unsigned int hw, virq;

	for (hw = 0; hw < intc->domain->revmap_size; hw++) {
		virq = irq_find_mapping(intc->domain, hw);
		if (virq)
			irq_dispose_mapping(virq);
	}
	irq_domain_remove(intc->domain);
	mmio_intc_free(intc);
}

/* --- run */

/*
 * A status bit nobody handles: mask it and ack it.  Warn the first time
 * only: a status bit that never clears would otherwise warn on every
 * interrupt of the other lines.
 */
static void mmio_intc_spurious(struct mmio_intc *intc,
			       struct irq_chip_generic *gc, unsigned int bit)
{
	const struct mmio_intc_hw *hw = &intc->hw;
	u32 mask = BIT(bit);

	irq_gc_lock(gc);
	if (mmio_intc_has(hw, MMIO_INTC_MASK))
		gc->mask_cache |= mask;
	else
		gc->mask_cache &= ~mask;
	if (mmio_intc_has(hw, MMIO_INTC_ENABLE_CLEAR))
		irq_reg_writel(gc, mask, hw->offset[MMIO_INTC_ENABLE_CLEAR]);
	else
		mmio_intc_write_enabled(intc, gc, mmio_intc_enabled(intc, gc));
	if (mmio_intc_has(hw, MMIO_INTC_ACK))
		irq_reg_writel(gc, hw->ack_w0c ? ~mask : mask,
			       hw->offset[MMIO_INTC_ACK]);
	irq_gc_unlock(gc);
	if (!test_and_set_bit(gc->irq_base + bit, intc->reported))
		pr_warn("%pOF: line %u: unexpected interrupt, masked\n",
			intc->np, gc->irq_base + bit);
}

/* A bank's pending and enabled lines */
static u32 mmio_intc_pending(struct mmio_intc *intc,
			     struct irq_chip_generic *gc)
{
	const struct mmio_intc_hw *hw = &intc->hw;
	u32 stat;

	if (mmio_intc_has(hw, MMIO_INTC_STATUS)) {
		stat = irq_reg_readl(gc, hw->offset[MMIO_INTC_STATUS]);
	} else {
		stat = irq_reg_readl(gc, hw->offset[MMIO_INTC_RAW_STATUS]);
		stat &= mmio_intc_enabled(intc, gc);
	}
	return stat & GENMASK(hw->bank_lines - 1, 0);
}

static void mmio_intc_dispatch(struct mmio_intc *intc,
			       struct irq_chip_generic *gc, unsigned int bit)
{
	if (generic_handle_domain_irq(intc->domain, gc->irq_base + bit))
		mmio_intc_spurious(intc, gc, bit);
}

/*
 * The vector register names the pending line (times 4), 0 for line 0 or
 * none: bank 0's status tells which at the first read. Read again after
 * each line, at most once per line of the controller. A vector beyond the
 * lines has no mapping: generic_handle_domain_irq() refuses it.
 */
static bool mmio_intc_handle_vector(struct mmio_intc *intc)
{
	struct irq_chip_generic **gcs = intc->domain->gc->gc;
	u32 vector = intc->hw.offset[MMIO_INTC_VECTOR];
	unsigned int lines = intc->hw.bank_lines;
	unsigned int left = intc->domain->revmap_size;
	unsigned int hw;

	hw = irq_reg_readl(gcs[0], vector) >> 2;
	if (!hw && !(mmio_intc_pending(intc, gcs[0]) & BIT(0)))
		return false;
	do {
		if (unlikely(generic_handle_domain_irq(intc->domain, hw))) {
			if (hw >= intc->domain->revmap_size)
				break;
			mmio_intc_spurious(intc, gcs[hw / lines], hw % lines);
		}
		hw = irq_reg_readl(gcs[0], vector) >> 2;
	} while (hw && --left);
	return true;
}

/**
 * mmio_intc_handle - handle what a controller has pending
 * @intc:	the controller
 *
 * Reads each bank's status register once and dispatches every pending,
 * enabled line; does not loop until the status reads zero. A controller
 * with a vector register is asked for its pending line instead.
 *
 * Return: whether a line was pending.
 */
VISIBLE_IF_KUNIT bool mmio_intc_handle(struct mmio_intc *intc)
{
	const struct mmio_intc_hw *hw = &intc->hw;
	struct irq_domain_chip_generic *dgc = intc->domain->gc;
	unsigned int b, bit;
	bool pending = false;
	u32 stat;

	if (mmio_intc_has(hw, MMIO_INTC_VECTOR))
		return mmio_intc_handle_vector(intc);
	for (b = 0; b < hw->nr_banks; b++) {
		struct irq_chip_generic *gc = dgc->gc[b];

		stat = mmio_intc_pending(intc, gc);
		pending |= stat;
		while (stat) {
			bit = __ffs(stat);
			stat &= stat - 1;
			mmio_intc_dispatch(intc, gc, bit);
		}
	}
	return pending;
}

/* A parent line of its own */
static void mmio_intc_handle_chained(struct irq_desc *desc)
{
	struct irq_chip *chip = irq_desc_get_chip(desc);

	chained_irq_enter(chip, desc);
	mmio_intc_handle(irq_desc_get_handler_data(desc));
	chained_irq_exit(chip, desc);
}

/* A parent line shared with devices or other controllers */
static irqreturn_t mmio_intc_handle_shared(int irq, void *intc)
{
	return mmio_intc_handle(intc) ? IRQ_HANDLED : IRQ_NONE;
}

#ifdef CONFIG_GENERIC_IRQ_MULTI_HANDLER
/*
 * Controllers without a parent. A layout with MMIO_INTC_ROOTS has
 * siblings the root handler reads in turn (several VICs, the Integrator's
 * PIC and CIC), as many as the device tree has; any other root controller
 * is the only one.
 */
static struct mmio_intc *mmio_intc_root __ro_after_init;

static void __irq_entry mmio_intc_handle_roots(struct pt_regs *regs)
{
	struct mmio_intc *intc;

	for (intc = mmio_intc_root; intc; intc = intc->next_root)
		mmio_intc_handle(intc);
}

static void __irq_entry mmio_intc_handle_root(struct pt_regs *regs)
{
	mmio_intc_handle(mmio_intc_root);
}

static void __irq_entry mmio_intc_handle_root_vector(struct pt_regs *regs)
{
	mmio_intc_handle_vector(mmio_intc_root);
}

/* Can the controller be a root? Asked before any register is written. */
static int __init mmio_intc_check_root(struct device_node *np,
				       const struct mmio_intc_desc *desc)
{
	if (!handle_arch_irq ||
	    (handle_arch_irq == mmio_intc_handle_roots &&
	     mmio_intc_quirk(&desc->hw, MMIO_INTC_ROOTS) &&
	     mmio_intc_root->hw.layout == desc->hw.layout))
		return 0;
	return mmio_intc_invalid(np, NULL, "interrupts",
				 "missing, and the system has a root interrupt controller");
}

static void __init mmio_intc_add_root(struct mmio_intc *intc)
{
	struct mmio_intc **last = &mmio_intc_root;

	while (*last)
		last = &(*last)->next_root;
	*last = intc;
	if (intc != mmio_intc_root)
		return;
	if (mmio_intc_quirk(&intc->hw, MMIO_INTC_ROOTS))
		set_handle_irq(mmio_intc_handle_roots);
	else if (mmio_intc_has(&intc->hw, MMIO_INTC_VECTOR))
		set_handle_irq(mmio_intc_handle_root_vector);
	else
		set_handle_irq(mmio_intc_handle_root);
}
#else
static int __init mmio_intc_check_root(struct device_node *np,
				       const struct mmio_intc_desc *desc)
{
	return mmio_intc_invalid(np, NULL, "interrupts",
				 "missing, and this architecture takes no root controller from DT");
}

static void __init mmio_intc_add_root(struct mmio_intc *intc)
{
}
#endif

/*
 * Parse the parent interrupts of @np into @parents (at most
 * MMIO_INTC_MAX_PARENTS), before anything is written to the controller.
 * Returns how many, or a negative error after one pr_err().
 */
static int __init mmio_intc_parse_parents(struct device_node *np,
					  struct of_phandle_args *parents)
{
	int i, n;

	n = of_irq_count(np);
	if (n <= 0)
		return mmio_intc_invalid(np, NULL, "interrupts",
					 "no parent interrupt can be parsed");
	if (n > MMIO_INTC_MAX_PARENTS)
		return mmio_intc_invalid(np, NULL, "interrupts",
					 "%d entries, at most %d", n,
					 MMIO_INTC_MAX_PARENTS);
	for (i = 0; i < n; i++) {
		if (of_irq_parse_one(np, i, &parents[i]))
			return mmio_intc_invalid(np, NULL, "interrupts",
						 "entry %d cannot be parsed", i);
		of_node_put(parents[i].np);
		if (parents[i].np == np)
			return mmio_intc_invalid(np, NULL, "interrupts",
						 "entry %d names the controller itself",
						 i);
	}
	return n;
}

/*
 * Map each parent interrupt and hook the controller to it. A layout's
 * parent line is its own, as its hand-written driver had it: a chained
 * handler. An "mmio-intc" node cannot know whether another device shares
 * its parent line, now or once it probes: it requests the line shared
 * (request_irq(), IRQF_SHARED). A mapping is never disposed of on
 * failure: the line may be shared.
 */
static int __init mmio_intc_connect(struct mmio_intc *intc,
				    struct of_phandle_args *parents, int n)
{
	struct device_node *np = intc->np;
	int i, ret;

	intc->parents = kcalloc(n, sizeof(*intc->parents), GFP_KERNEL);
	if (!intc->parents)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		intc->parents[i] = irq_create_of_mapping(&parents[i]);
		if (!intc->parents[i]) {
			ret = mmio_intc_invalid(np, NULL, "interrupts",
						"entry %d cannot be mapped", i);
			goto err;
		}
		if (intc->hw.layout) {
			irq_set_chained_handler_and_data(intc->parents[i],
							 mmio_intc_handle_chained,
							 intc);
			continue;
		}
		ret = request_irq(intc->parents[i], mmio_intc_handle_shared,
				  IRQF_SHARED | IRQF_NO_THREAD,
				  of_node_full_name(np), intc);
		if (ret) {
			mmio_intc_invalid(np, NULL, "interrupts",
					  "entry %d: line %u refused: %d",
					  i, intc->parents[i], ret);
			goto err;
		}
	}
	intc->nr_parents = n;
	return 0;

err:
	while (i--) {
		if (intc->hw.layout)
			irq_set_chained_handler_and_data(intc->parents[i],
							 NULL, NULL);
		else
			free_irq(intc->parents[i], intc);
	}
	return ret;
}

/*
 * Lines the hardware has (DesignWare's are 2 to 64, chosen at synthesis):
 * every line masked, every enable written with ones; the enable registers
 * keep the ones of the lines that exist.
 */
static void __init mmio_intc_count_lines(struct mmio_intc_desc *desc,
					 void __iomem *base)
{
	u32 mask = desc->hw.offset[MMIO_INTC_MASK];
	u32 enable = desc->hw.offset[MMIO_INTC_ENABLE];
	unsigned int b;

	for (b = 0; b < desc->hw.nr_banks; b++)
		writel(~0, base + mask + b * desc->stride);
	for (b = 0; b < desc->hw.nr_banks; b++)
		writel(~0, base + enable + b * desc->stride);
	for (b = 0; b < desc->hw.nr_banks; b++)
		desc->valid[b] &= readl(base + enable + b * desc->stride);
	while (desc->hw.nr_banks > 1 && !desc->valid[desc->hw.nr_banks - 1])
		desc->hw.nr_banks--;
}

/**
 * mmio_intc_probe - set up a controller that of_irq_init() found
 * @np:		its device tree node
 * @parent:	its interrupt parent's node, NULL for a root controller
 * @layout:	for a controller with a binding of its own, its layout (the
 *		IRQCHIP_DECLARE() of its file passes it); NULL for an
 *		"mmio-intc" node
 *
 * Parses the node, maps the registers, sets the banks up and becomes the
 * root handler or connects to the parent interrupts. Anything refused is
 * refused before a register is written, with one pr_err() naming the node
 * and the property.
 *
 * Return: 0, or a negative error with nothing left allocated or mapped.
 */
int __init mmio_intc_probe(struct device_node *np, struct device_node *parent,
			   const struct mmio_intc_layout *layout)
{
	struct of_phandle_args *parents = NULL;
	struct mmio_intc_desc *desc;
	struct mmio_intc *intc;
	void __iomem *base;
	int n = 0, ret;

	desc = kzalloc(sizeof(*desc), GFP_KERNEL);
	if (!desc)
		return -ENOMEM;
	ret = mmio_intc_parse(np, layout, desc);
	if (ret)
		goto out;
	/*
	 * Everything that can be refused is refused before a register write.
	 * of_irq_init() gives no parent to a node whose interrupt parent is
	 * itself or missing: the root controller.
	 */
	if (!parent && (of_property_present(np, "interrupts") ||
			of_property_present(np, "interrupts-extended"))) {
		ret = mmio_intc_invalid(np, NULL, "interrupts",
					"given, but the controller is its own interrupt parent");
		goto out;
	}
	if (parent) {
		parents = kcalloc(MMIO_INTC_MAX_PARENTS, sizeof(*parents),
				  GFP_KERNEL);
		if (!parents) {
			ret = -ENOMEM;
			goto out;
		}
		n = mmio_intc_parse_parents(np, parents);
		if (n < 0) {
			ret = n;
			goto out;
		}
	}
	if (!parent) {
		ret = mmio_intc_check_root(np, desc);
		if (ret)
			goto out;
	}

	if (!request_mem_region(desc->base, desc->span, of_node_full_name(np))) {
		mmio_intc_invalid(np, NULL, "reg", "registers already in use");
		ret = -EBUSY;
		goto out;
	}
	/* a layout's registers may reach beyond the node's reg (berlin2q) */
	base = ioremap(desc->base, desc->hw.layout ?
		       max(desc->span, desc->hw.layout->span) : desc->span);
	if (!base) {
		mmio_intc_invalid(np, NULL, "reg", "cannot map the registers");
		ret = -ENOMEM;
		goto err_release;
	}
	if (mmio_intc_quirk(&desc->hw, MMIO_INTC_COUNT_LINES))
		mmio_intc_count_lines(desc, base);

	intc = mmio_intc_setup(np, desc, base);
	if (IS_ERR(intc)) {
		ret = PTR_ERR(intc);
		goto err_unmap;
	}
	if (desc->hw.layout && desc->hw.layout->init)
		desc->hw.layout->init(intc, desc);
	if (parent) {
		ret = mmio_intc_connect(intc, parents, n);
		if (ret)
			goto err_teardown;
	} else {
		mmio_intc_add_root(intc);
	}

	pr_info("%pOF: %u lines in %u banks, %s\n", np,
		desc->hw.nr_banks * desc->hw.bank_lines, desc->hw.nr_banks,
		parent ? "chained" : "root controller");
	goto out;

err_teardown:
	mmio_intc_teardown(intc);
err_unmap:
	iounmap(base);
err_release:
	release_mem_region(desc->base, desc->span);
out:
	kfree(parents);
	kfree(desc);
	return ret;
}

static int __init mmio_intc_of_init(struct device_node *np,
				    struct device_node *parent)
{
	return mmio_intc_probe(np, parent, NULL);
}

IRQCHIP_DECLARE(mmio_intc, "mmio-intc", mmio_intc_of_init);
