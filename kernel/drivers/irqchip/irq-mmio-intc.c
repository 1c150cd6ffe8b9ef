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

static bool mmio_intc_has(const struct mmio_intc_desc *desc,
			  enum mmio_intc_role role)
{
	return desc->roles & BIT(role);
}

static bool mmio_intc_quirk(const struct mmio_intc_desc *desc,
			    unsigned int flag)
{
	return desc->layout && (desc->layout->flags & flag);
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
		if (mmio_intc_has(desc, role))
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
			desc->roles |= BIT(role);
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
			desc->nr_banks = size;
			first = name;
		} else if (size != desc->nr_banks) {
			return mmio_intc_invalid(np, desc, "reg",
						 "'%s' covers %u banks, '%s' %u",
						 name, (unsigned int)size,
						 first, desc->nr_banks);
		}
		desc->roles |= BIT(role);
		start[role] = res.start;
		desc->base = min_t(phys_addr_t, desc->base, res.start);
		end = max(end, res.end);
	}

	if (desc->nr_banks * desc->bank_lines > MMIO_INTC_MAX_LINES)
		return mmio_intc_invalid(np, desc, "reg",
					 "%u banks of %u lines, more than %u",
					 desc->nr_banks, desc->bank_lines,
					 MMIO_INTC_MAX_LINES);
	desc->span = end - desc->base + 1;
	if (desc->span > SZ_1M)
		return mmio_intc_invalid(np, desc, "reg",
					 "registers spread over more than 1 MiB");
	for (role = 0; role < MMIO_INTC_NR_ROLES; role++)
		if (mmio_intc_has(desc, role))
			desc->offset[role] = start[role] - desc->base;
	return 0;
}

/* Which register roles go together: one way to mask, something to read */
static int __init mmio_intc_check_roles(struct device_node *np,
					struct mmio_intc_desc *desc)
{
	bool mask = mmio_intc_has(desc, MMIO_INTC_MASK);
	bool enable = mmio_intc_has(desc, MMIO_INTC_ENABLE);
	bool set = mmio_intc_has(desc, MMIO_INTC_ENABLE_SET);
	bool clear = mmio_intc_has(desc, MMIO_INTC_ENABLE_CLEAR);
	const char *why = NULL;

	if (mask && (set || clear))
		why = "'mask' and 'enable-set'/'enable-clear' are both given";
	else if (enable && (set || clear))
		why = "'enable' and 'enable-set'/'enable-clear' are both given";
	else if (set != clear)
		why = "'enable-set' and 'enable-clear' come as a pair";
	else if (!mask && !enable && !set)
		why = "no 'mask', 'enable' or 'enable-set' register";
	else if (!mmio_intc_has(desc, MMIO_INTC_STATUS) &&
		 !mmio_intc_has(desc, MMIO_INTC_RAW_STATUS))
		why = "no 'status' or 'raw-status' register";
	if (why)
		return mmio_intc_invalid(np, desc, "reg-names", "%s", why);
	if (desc->ack_w0c && !mmio_intc_has(desc, MMIO_INTC_ACK))
		return mmio_intc_invalid(np, desc, "ack-write-zero",
					 "no 'ack' register");
	if (desc->cells == 2 && !mmio_intc_has(desc, MMIO_INTC_ACK))
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
	u32 lines = GENMASK(desc->bank_lines - 1, 0);
	unsigned int b;
	int n;

	n = of_property_count_u32_elems(np, prop);
	if (n == -EINVAL) {
		for (b = 0; b < desc->nr_banks; b++)
			masks[b] = none ? 0 : dflt ? dflt[b] : lines;
		return 0;
	}
	if (n != desc->nr_banks)
		return mmio_intc_invalid(np, desc, prop,
					 "%d cells for %u banks",
					 n, desc->nr_banks);
	of_property_read_u32_array(np, prop, masks, n);
	for (b = 0; b < desc->nr_banks; b++) {
		if (masks[b] & ~lines)
			return mmio_intc_invalid(np, desc, prop,
						 "bank %u has bits beyond its %u lines",
						 b, desc->bank_lines);
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
	desc->layout = layout;
	desc->roles = layout->roles;
	memcpy(desc->offset, layout->offset, sizeof(desc->offset));
	desc->io_width = 4;
	desc->bank_lines = 32;
	desc->stride = 4;
	desc->nr_banks = layout->nr_banks;
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
	desc->cells = v;

	if (layout) {
		ret = mmio_intc_parse_layout(np, layout, desc);
		goto masks;
	}

	v = 4;
	if (of_property_read_bool(np, "reg-io-width") &&
	    (of_property_read_u32(np, "reg-io-width", &v) ||
	     (v != 1 && v != 2 && v != 4)))
		return mmio_intc_invalid(np, desc, "reg-io-width",
					 "must be 1, 2 or 4");
	desc->io_width = v;
	desc->bank_lines = 8 * v;

	v = desc->io_width;
	if (of_property_read_bool(np, "bank-stride") &&
	    (of_property_read_u32(np, "bank-stride", &v) ||
	     v < desc->io_width || v % desc->io_width || v > SZ_4K))
		return mmio_intc_invalid(np, desc, "bank-stride",
					 "not a multiple of reg-io-width up to 4096");
	desc->stride = v;

	desc->big_endian = of_property_read_bool(np, "big-endian");
	desc->ack_w0c = of_property_read_bool(np, "ack-write-zero");

	ret = mmio_intc_parse_regs(np, desc);
	if (!ret)
		ret = mmio_intc_check_roles(np, desc);
masks:
	if (!ret)
		ret = mmio_intc_parse_masks(np, "valid-mask", desc, desc->valid,
					    NULL, mmio_intc_quirk(desc,
						MMIO_INTC_VALID_NEEDED));
	if (!ret)
		ret = mmio_intc_parse_masks(np, "valid-wakeup-mask", desc,
					    desc->wake, desc->valid,
					    desc->layout &&
					    !mmio_intc_quirk(desc, MMIO_INTC_WAKE));
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

	return mmio_intc_has(&intc->desc, MMIO_INTC_MASK) ? ~cache : cache;
}

/* Write the hardware so that exactly @enabled lines are unmasked */
static void mmio_intc_write_enabled(struct mmio_intc *intc,
				    struct irq_chip_generic *gc, u32 enabled)
{
	const struct mmio_intc_desc *desc = &intc->desc;
	u32 lines = GENMASK(desc->bank_lines - 1, 0);

	enabled &= lines;
	if (mmio_intc_has(desc, MMIO_INTC_MASK)) {
		irq_reg_writel(gc, ~enabled & lines,
			       desc->offset[MMIO_INTC_MASK]);
	} else if (mmio_intc_has(desc, MMIO_INTC_ENABLE)) {
		irq_reg_writel(gc, enabled, desc->offset[MMIO_INTC_ENABLE]);
	} else {
		irq_reg_writel(gc, ~enabled & lines,
			       desc->offset[MMIO_INTC_ENABLE_CLEAR]);
		if (enabled)
			irq_reg_writel(gc, enabled,
				       desc->offset[MMIO_INTC_ENABLE_SET]);
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
	if (mmio_intc_has(&intc->desc, MMIO_INTC_MASK) &&
	    mmio_intc_has(&intc->desc, MMIO_INTC_ENABLE))
		irq_reg_writel(gc, ~gc->unused,
			       intc->desc.offset[MMIO_INTC_ENABLE]);
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

static void __init mmio_intc_init_chip_type(struct mmio_intc *intc,
					    struct irq_chip_generic *gc,
					    struct irq_chip_type *ct)
{
	const struct mmio_intc_desc *desc = &intc->desc;
	struct irq_chip *chip = &ct->chip;

	chip->name = gc->chip_types[0].chip.name;
	if (mmio_intc_has(desc, MMIO_INTC_MASK)) {
		ct->regs.mask = desc->offset[MMIO_INTC_MASK];
		chip->irq_mask = irq_gc_mask_set_bit;
		chip->irq_unmask = irq_gc_mask_clr_bit;
	} else if (mmio_intc_has(desc, MMIO_INTC_ENABLE)) {
		ct->regs.mask = desc->offset[MMIO_INTC_ENABLE];
		chip->irq_mask = irq_gc_mask_clr_bit;
		chip->irq_unmask = irq_gc_mask_set_bit;
	} else {
		ct->regs.enable = desc->offset[MMIO_INTC_ENABLE_SET];
		ct->regs.disable = desc->offset[MMIO_INTC_ENABLE_CLEAR];
		chip->irq_mask = irq_gc_mask_disable_reg;
		chip->irq_unmask = irq_gc_unmask_enable_reg;
	}
	if (mmio_intc_has(desc, MMIO_INTC_ACK)) {
		ct->regs.ack = desc->offset[MMIO_INTC_ACK];
		chip->irq_ack = desc->ack_w0c ? irq_gc_ack_clr_bit :
						irq_gc_ack_set_bit;
		/* the level flow's mask and ack, in one call (the VIC's) */
		if (chip->irq_mask == irq_gc_mask_disable_reg && !desc->ack_w0c)
			chip->irq_mask_ack = irq_gc_mask_disable_and_ack_set;
	} else if (mmio_intc_quirk(desc, MMIO_INTC_ACK_MASKS)) {
		chip->irq_ack = chip->irq_mask;
	}
	if (mmio_intc_has(desc, MMIO_INTC_EOI) &&
	    !(ct->type & IRQ_TYPE_EDGE_BOTH)) {
		ct->regs.eoi = desc->offset[MMIO_INTC_EOI];
		chip->irq_eoi = mmio_intc_quirk(desc, MMIO_INTC_EOI_LINE0) ?
				mmio_intc_eoi_line0 : irq_gc_eoi;
	} else if (ct->handler == handle_fasteoi_irq) {
		/* Level lines only, their status follows the input */
		chip->irq_eoi = irq_gc_noop;
	}
	chip->irq_suspend = mmio_intc_suspend;
	chip->irq_resume = mmio_intc_resume;
	chip->irq_pm_shutdown = mmio_intc_shutdown;
	if (desc->layout) {
		/* the hand-written driver's chip (struct mmio_intc_layout) */
		chip->flags = desc->layout->chip_flags;
		if (mmio_intc_quirk(desc, MMIO_INTC_WAKE))
			chip->irq_set_wake = irq_gc_set_wake;
		return;
	}
	chip->irq_set_type = desc->cells == 2 ? mmio_intc_set_type :
						mmio_intc_set_type_level;
	chip->irq_set_wake = irq_gc_set_wake;
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
	unsigned int b = gc->irq_base / desc->bank_lines;
	u32 lines = GENMASK(desc->bank_lines - 1, 0);
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

	gc->mask_cache = mmio_intc_has(desc, MMIO_INTC_MASK) ? lines : 0;
	if (mmio_intc_quirk(desc, MMIO_INTC_CLEAR_MASK))
		irq_reg_writel(gc, desc->clear,
			       desc->offset[MMIO_INTC_ENABLE_CLEAR]);
	else
		mmio_intc_write_enabled(intc, gc, 0);
	/* An enable register beside the mask register enables what exists */
	if (mmio_intc_has(desc, MMIO_INTC_MASK) &&
	    mmio_intc_has(desc, MMIO_INTC_ENABLE))
		irq_reg_writel(gc, desc->valid[b],
			       desc->offset[MMIO_INTC_ENABLE]);
	if (mmio_intc_has(desc, MMIO_INTC_ACK))
		irq_reg_writel(gc, desc->ack_w0c ? 0 : lines,
			       desc->offset[MMIO_INTC_ACK]);
	return 0;
}

/*
 * A consumer's interrupt specifier: a line of this controller, with a
 * trigger type it can do (whether it is valid, the caller checks). Returns
 * why not, or NULL.
 */
static const char *mmio_intc_check_spec(const struct mmio_intc_desc *desc,
					const u32 *spec, unsigned int count)
{
	unsigned int type;

	if (count != desc->cells)
		return "cell count differs from #interrupt-cells";
	if (spec[0] >= desc->nr_banks * desc->bank_lines)
		return "beyond the controller's lines";
	type = count == 2 ? spec[1] & IRQ_TYPE_SENSE_MASK : IRQ_TYPE_NONE;
	if (!desc->layout && type != IRQ_TYPE_NONE &&
	    type != IRQ_TYPE_LEVEL_HIGH && type != IRQ_TYPE_EDGE_RISING)
		return "trigger type neither level-high nor edge-rising";
	return NULL;
}

static bool __init mmio_intc_valid(const struct mmio_intc_desc *desc,
				   unsigned int hw)
{
	return desc->valid[hw / desc->bank_lines] & BIT(hw % desc->bank_lines);
}

/*
 * Refuse a mapping the controller cannot honour. The consumers in the
 * device tree were reported by name at probe (mmio_intc_scan()).
 */
static int mmio_intc_xlate(struct irq_domain *d, struct device_node *ctrlr,
			   const u32 *spec, unsigned int count,
			   irq_hw_number_t *hwirq, unsigned int *type)
{
	struct mmio_intc *intc = d->host_data;
	const char *why = mmio_intc_check_spec(&intc->desc, spec, count);
	unsigned int lines = intc->desc.bank_lines;

	/* the valid lines are those the generic chips do not mark unused */
	if (!why && d->gc->gc[spec[0] / lines]->unused & BIT(spec[0] % lines))
		why = "not in valid-mask";
	if (why) {
		pr_debug("%pOF: line %u: %s\n", ctrlr, count ? spec[0] : 0, why);
		return -EINVAL;
	}
	*hwirq = spec[0];
	/*
	 * One cell: level lines (/proc/interrupts says so), but for a
	 * converted controller, whose driver recorded no type
	 */
	if (count == 2)
		*type = spec[1] & IRQ_TYPE_SENSE_MASK;
	else
		*type = intc->desc.layout ? IRQ_TYPE_NONE : IRQ_TYPE_LEVEL_HIGH;
	return 0;
}

static const struct irq_domain_ops mmio_intc_domain_ops = {
	.map	= irq_map_generic_chip,
	.unmap	= irq_unmap_generic_chip,
	.xlate	= mmio_intc_xlate,
};

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
	unsigned int lines = desc->nr_banks * desc->bank_lines;
	struct irq_domain_chip_generic_info dgc_info = {
		.name			= of_node_full_name(np),
		/*
		 * Without an ack register the status follows the input:
		 * nothing to acknowledge, and no need to mask a level line
		 * around its handler (the fasteoi flow, as irq-sun4i does);
		 * handle_fasteoi_irq() still masks a oneshot line until its
		 * thread has run.
		 */
		.handler		= desc->layout ? desc->layout->handler :
					  mmio_intc_has(desc, MMIO_INTC_EOI) ||
					  !mmio_intc_has(desc, MMIO_INTC_ACK) ?
					  handle_fasteoi_irq : handle_level_irq,
		.irqs_per_chip		= desc->bank_lines,
		.num_ct			= desc->cells == 2 && !desc->layout ?
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

	intc = kzalloc(MMIO_INTC_SIZE, GFP_KERNEL);
	if (!intc)
		return ERR_PTR(-ENOMEM);
	memcpy(&intc->desc, desc, offsetof(struct mmio_intc_desc, valid));
	intc->np = of_node_get(np);
	intc->base = base;
	intc->parsed = desc;

	info.host_data = intc;
	intc->domain = irq_domain_instantiate(&info);
	intc->parsed = NULL;
	if (IS_ERR(intc->domain)) {
		int ret = PTR_ERR(intc->domain);

		pr_err("%pOF: cannot create its irq domain: %d\n", np, ret);
		of_node_put(intc->np);
		kfree(intc);
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
	of_node_put(intc->np);
	kfree(intc);
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
	const struct mmio_intc_desc *desc = &intc->desc;
	u32 mask = BIT(bit);

	irq_gc_lock(gc);
	if (mmio_intc_has(desc, MMIO_INTC_MASK))
		gc->mask_cache |= mask;
	else
		gc->mask_cache &= ~mask;
	if (mmio_intc_has(desc, MMIO_INTC_ENABLE_CLEAR))
		irq_reg_writel(gc, mask, desc->offset[MMIO_INTC_ENABLE_CLEAR]);
	else
		mmio_intc_write_enabled(intc, gc, mmio_intc_enabled(intc, gc));
	if (mmio_intc_has(desc, MMIO_INTC_ACK))
		irq_reg_writel(gc, desc->ack_w0c ? ~mask : mask,
			       desc->offset[MMIO_INTC_ACK]);
	irq_gc_unlock(gc);
	if (!test_and_set_bit(gc->irq_base + bit, intc->reported))
		pr_warn("%pOF: line %u: unexpected interrupt, masked\n",
			intc->np, gc->irq_base + bit);
}

/* A bank's pending and enabled lines */
static u32 mmio_intc_pending(struct mmio_intc *intc,
			     struct irq_chip_generic *gc)
{
	const struct mmio_intc_desc *desc = &intc->desc;
	u32 stat;

	if (mmio_intc_has(desc, MMIO_INTC_STATUS)) {
		stat = irq_reg_readl(gc, desc->offset[MMIO_INTC_STATUS]);
	} else {
		stat = irq_reg_readl(gc, desc->offset[MMIO_INTC_RAW_STATUS]);
		stat &= mmio_intc_enabled(intc, gc);
	}
	return stat & GENMASK(desc->bank_lines - 1, 0);
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
	u32 vector = intc->desc.offset[MMIO_INTC_VECTOR];
	unsigned int lines = intc->desc.bank_lines;
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
	const struct mmio_intc_desc *desc = &intc->desc;
	struct irq_domain_chip_generic *dgc = intc->domain->gc;
	unsigned int b, bit;
	bool pending = false;
	u32 stat;

	if (mmio_intc_has(desc, MMIO_INTC_VECTOR))
		return mmio_intc_handle_vector(intc);
	for (b = 0; b < desc->nr_banks; b++) {
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
 * Controllers without a parent: siblings the root handler reads in turn
 * (several VICs, the Integrator's PIC and CIC); a controller with a vector
 * register is the only one.
 */
#define MMIO_INTC_MAX_ROOTS	4
static struct mmio_intc *mmio_intc_roots[MMIO_INTC_MAX_ROOTS] __ro_after_init;

static void __irq_entry mmio_intc_handle_root(struct pt_regs *regs)
{
	struct mmio_intc **root;

	for (root = mmio_intc_roots;
	     root < mmio_intc_roots + MMIO_INTC_MAX_ROOTS && *root; root++)
		mmio_intc_handle(*root);
}

static void __irq_entry mmio_intc_handle_root_vector(struct pt_regs *regs)
{
	mmio_intc_handle_vector(mmio_intc_roots[0]);
}

/* Can the controller be a root? Asked before any register is written. */
static int __init mmio_intc_check_root(struct device_node *np,
				       const struct mmio_intc_desc *desc)
{
	if (!handle_arch_irq ||
	    (handle_arch_irq == mmio_intc_handle_root &&
	     !mmio_intc_has(desc, MMIO_INTC_VECTOR) &&
	     !mmio_intc_roots[MMIO_INTC_MAX_ROOTS - 1]))
		return 0;
	return mmio_intc_invalid(np, NULL, "interrupts",
				 "missing, and the system has a root interrupt controller");
}

static void __init mmio_intc_add_root(struct mmio_intc *intc)
{
	unsigned int i = 0;

	while (mmio_intc_roots[i])
		i++;
	mmio_intc_roots[i] = intc;
	if (!i)
		set_handle_irq(mmio_intc_has(&intc->desc, MMIO_INTC_VECTOR) ?
			       mmio_intc_handle_root_vector :
			       mmio_intc_handle_root);
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

static bool __init mmio_intc_same_args(const struct of_phandle_args *a,
				       const struct of_phandle_args *b)
{
	return a->np == b->np && a->args_count == b->args_count &&
	       !memcmp(a->args, b->args, a->args_count * sizeof(a->args[0]));
}

/*
 * One walk of the device tree, before anything is written. Each consumer
 * of @np has its specifier checked: a mapping mmio_intc_xlate() will
 * refuse is reported here, naming the consumer. Each of the @n parent
 * interrupts @parents that another node names too (a device or another
 * controller on the same line) is marked in @shared.
 */
static void __init mmio_intc_scan(struct device_node *np,
				  const struct mmio_intc_desc *desc,
				  const struct of_phandle_args *parents, int n,
				  unsigned long *shared)
{
	struct of_phandle_args args;
	struct device_node *dn;
	const char *why;
	int i, p;

	for_each_of_allnodes(dn) {
		if (dn == np || !of_device_is_available(dn))
			continue;
		for (i = 0; !of_irq_parse_one(dn, i, &args); i++) {
			of_node_put(args.np);
			if (args.np == np) {
				why = mmio_intc_check_spec(desc, args.args,
							   args.args_count);
				if (!why && !mmio_intc_valid(desc, args.args[0]))
					why = "not in valid-mask";
				if (why)
					mmio_intc_invalid(dn, NULL, "interrupts",
							  "entry %d: line %u of %pOF: %s",
							  i, args.args[0], np, why);
				continue;
			}
			for (p = 0; p < n; p++)
				if (mmio_intc_same_args(&args, &parents[p]))
					__set_bit(p, shared);
		}
	}
}

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
 * Map each parent interrupt and hook the controller to it: a chained
 * handler on a line of its own, a shared handler (request_irq()) on a
 * line that other nodes name too. A controller with lines that can wake
 * the system arms its parents for wakeup once: it masks its other lines
 * itself in suspend. A mapping is never disposed of on failure: the line
 * may be shared.
 */
static int __init mmio_intc_connect(struct mmio_intc *intc,
				    struct of_phandle_args *parents, int n,
				    const unsigned long *shared)
{
	unsigned int virq[MMIO_INTC_MAX_PARENTS], b;
	struct device_node *np = intc->np;
	bool wake = false;
	int i, ret;

	/* a converted controller's driver did not arm its parent */
	for (b = 0; b < intc->desc.nr_banks && !intc->desc.layout; b++)
		wake |= intc->domain->gc->gc[b]->wake_enabled;
	for (i = 0; i < n; i++) {
		virq[i] = irq_create_of_mapping(&parents[i]);
		if (!virq[i]) {
			ret = mmio_intc_invalid(np, NULL, "interrupts",
						"entry %d cannot be mapped", i);
			goto err;
		}
		if (test_bit(i, shared)) {
			ret = request_irq(virq[i], mmio_intc_handle_shared,
					  IRQF_SHARED | IRQF_NO_THREAD,
					  of_node_full_name(np), intc);
			if (ret) {
				mmio_intc_invalid(np, NULL, "interrupts",
						  "entry %d: shared line %u refused: %d",
						  i, virq[i], ret);
				goto err;
			}
		} else {
			irq_set_chained_handler_and_data(virq[i],
							 mmio_intc_handle_chained,
							 intc);
		}
		if (wake && irq_set_irq_wake(virq[i], 1)) {
			pr_warn("%pOF: valid-wakeup-mask: parent line %u cannot wake the system, so no line here can\n",
				np, virq[i]);
			for (b = 0; b < intc->desc.nr_banks; b++)
				intc->domain->gc->gc[b]->wake_enabled = 0;
			for (b = 0; b < i; b++)
				irq_set_irq_wake(virq[b], 0);
			wake = false;
		}
	}
	return 0;

err:
	while (i--) {
		if (wake)
			irq_set_irq_wake(virq[i], 0);
		if (test_bit(i, shared))
			free_irq(virq[i], intc);
		else
			irq_set_chained_handler_and_data(virq[i], NULL, NULL);
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
	u32 mask = desc->offset[MMIO_INTC_MASK];
	u32 enable = desc->offset[MMIO_INTC_ENABLE];
	unsigned int b;

	for (b = 0; b < desc->nr_banks; b++)
		writel(~0, base + mask + b * desc->stride);
	for (b = 0; b < desc->nr_banks; b++)
		writel(~0, base + enable + b * desc->stride);
	for (b = 0; b < desc->nr_banks; b++)
		desc->valid[b] &= readl(base + enable + b * desc->stride);
	while (desc->nr_banks > 1 && !desc->valid[desc->nr_banks - 1])
		desc->nr_banks--;
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
	DECLARE_BITMAP(shared, MMIO_INTC_MAX_PARENTS) = { 0 };
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
	if (!parent && (of_property_read_bool(np, "interrupts") ||
			of_property_read_bool(np, "interrupts-extended"))) {
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
	base = ioremap(desc->base, desc->layout ?
		       max(desc->span, desc->layout->span) : desc->span);
	if (!base) {
		mmio_intc_invalid(np, NULL, "reg", "cannot map the registers");
		ret = -ENOMEM;
		goto err_release;
	}
	if (mmio_intc_quirk(desc, MMIO_INTC_COUNT_LINES))
		mmio_intc_count_lines(desc, base);
	mmio_intc_scan(np, desc, parents, n, shared);

	intc = mmio_intc_setup(np, desc, base);
	if (IS_ERR(intc)) {
		ret = PTR_ERR(intc);
		goto err_unmap;
	}
	if (desc->layout && desc->layout->init)
		desc->layout->init(intc);
	if (parent) {
		ret = mmio_intc_connect(intc, parents, n, shared);
		if (ret)
			goto err_teardown;
	} else {
		mmio_intc_add_root(intc);
	}

	pr_info("%pOF: %u lines in %u banks, %s\n", np,
		desc->nr_banks * desc->bank_lines, desc->nr_banks,
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
