// SPDX-License-Identifier: GPL-2.0-only
/*
 * Generic memory-mapped interrupt controller driver on the generic irq
 * chip: a controller's file (irq-mmio-intc-<name>.c) gives its layout to
 * mmio_intc_probe().
 */

#include <linux/interrupt.h>
#include <linux/irqchip/chained_irq.h>
#include <linux/log2.h>
#include <linux/of_irq.h>
#include <linux/of_address.h>
#include <linux/slab.h>

#include "irq-mmio-intc.h"

/* One line naming the node and the property; @desc keeps it for the tests */
int __init mmio_intc_invalid(struct device_node *np,
			     struct mmio_intc_desc *desc, const char *prop,
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

/* Describe a controller from its layout and node; nothing mapped */
VISIBLE_IF_KUNIT int __init mmio_intc_parse(struct device_node *np,
					    const struct mmio_intc_layout *layout,
					    struct mmio_intc_desc *desc)
{
	struct resource res;
	unsigned int b;
	u32 cells;

	memset(desc, 0, sizeof(*desc));
	desc->layout = layout;
	if (of_property_read_u32(np, "#interrupt-cells", &cells) ||
	    (cells != 1 && cells != 2))
		return mmio_intc_invalid(np, desc, "#interrupt-cells",
					 "missing, or neither 1 nor 2");
	desc->hw.cells = cells;

	if (of_address_to_resource(np, 0, &res))
		return mmio_intc_invalid(np, desc, "reg", "missing");
	desc->hw.roles = layout->roles;
	memcpy(desc->hw.offset, layout->offset, sizeof(desc->hw.offset));
	desc->hw.nr_banks = layout->nr_banks;
	desc->hw.bank_lines = 32;
	desc->hw.handler = layout->handler;
	desc->io_width = 4;
	desc->stride = 4;
	desc->base = res.start;
	desc->span = resource_size(&res);
	desc->hw.ack_w0c = layout->flags & MMIO_INTC_ACK_W0C;
	desc->hw.bank_cells = layout->flags & MMIO_INTC_BANK_CELLS;
	desc->hw.relaxed = layout->flags & MMIO_INTC_RELAXED;
	desc->hw.summary = layout->summary;
	if (desc->hw.bank_cells && cells != 2)
		return mmio_intc_invalid(np, desc, "#interrupt-cells",
					 "not 2 (a bank and a line)");
	for (b = 0; b < desc->hw.nr_banks; b++)
		desc->valid[b] = GENMASK(31, 0);
	return 0;
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
	const struct irq_chip_regs *regs = &gc->chip_types[0].regs;
	const struct mmio_intc_hw *hw = &intc->hw;
	u32 lines = GENMASK(hw->bank_lines - 1, 0);

	enabled &= lines;
	if (mmio_intc_has(hw, MMIO_INTC_MASK)) {
		irq_reg_writel(gc, ~enabled & lines, regs->mask);
	} else if (mmio_intc_has(hw, MMIO_INTC_ENABLE)) {
		irq_reg_writel(gc, enabled, regs->mask);
	} else if (mmio_intc_has(hw, MMIO_INTC_ENABLE_CLEAR)) {
		irq_reg_writel(gc, ~enabled & lines, regs->disable);
		if (enabled)
			irq_reg_writel(gc, enabled, regs->enable);
	}
}

/* Set/clear registers: one relaxed write each, no lock, no mask cache */
static void mmio_intc_write_line(struct irq_data *d, u32 reg)
{
	struct irq_chip_generic *gc = irq_data_get_irq_chip_data(d);

	if (gc->reg_writel)
		gc->reg_writel(d->mask, gc->reg_base + reg);
	else
		writel_relaxed(d->mask, gc->reg_base + reg);
}

static void mmio_intc_disable(struct irq_data *d)
{
	mmio_intc_write_line(d, irq_data_get_chip_type(d)->regs.disable);
}

static void mmio_intc_enable(struct irq_data *d)
{
	mmio_intc_write_line(d, irq_data_get_chip_type(d)->regs.enable);
}

/* @off: the bank's register offsets */
static void __init mmio_intc_init_chip_type(const struct mmio_intc_desc *desc,
					    struct irq_chip_type *ct,
					    const char *name, const u32 *off)
{
	const struct mmio_intc_layout *layout = desc->layout;
	const struct mmio_intc_hw *hw = &desc->hw;
	struct irq_chip *chip = &ct->chip;

	chip->name = name;
	if (mmio_intc_has(hw, MMIO_INTC_MASK)) {
		ct->regs.mask = off[MMIO_INTC_MASK];
		chip->irq_mask = irq_gc_mask_set_bit;
		chip->irq_unmask = irq_gc_mask_clr_bit;
	} else if (mmio_intc_has(hw, MMIO_INTC_ENABLE)) {
		ct->regs.mask = off[MMIO_INTC_ENABLE];
		chip->irq_mask = irq_gc_mask_clr_bit;
		chip->irq_unmask = irq_gc_mask_set_bit;
	} else if (mmio_intc_has(hw, MMIO_INTC_ENABLE_SET)) {
		ct->regs.enable = off[MMIO_INTC_ENABLE_SET];
		ct->regs.disable = off[MMIO_INTC_ENABLE_CLEAR];
		chip->irq_mask = irq_gc_mask_disable_reg;
		chip->irq_unmask = irq_gc_unmask_enable_reg;
		/* nothing reads the mask cache: no suspend hooks, no raw status */
		if (layout->chip_flags & IRQCHIP_SKIP_SET_WAKE &&
		    mmio_intc_has(hw, MMIO_INTC_STATUS)) {
			chip->irq_mask = mmio_intc_disable;
			chip->irq_unmask = mmio_intc_enable;
		}
	}
	/* with a sense or an EOI register, level lines are not acked */
	if (mmio_intc_has(hw, MMIO_INTC_ACK) &&
	    !(hw->roles & (BIT(MMIO_INTC_SENSE) | BIT(MMIO_INTC_EOI)) &&
	      ct->type == IRQ_TYPE_LEVEL_MASK)) {
		ct->regs.ack = off[MMIO_INTC_ACK];
		chip->irq_ack = hw->ack_w0c ? irq_gc_ack_clr_bit :
					      irq_gc_ack_set_bit;
		/* the level flow's mask and ack, in one call (the VIC's) */
		if (chip->irq_mask == irq_gc_mask_disable_reg && !hw->ack_w0c)
			chip->irq_mask_ack = irq_gc_mask_disable_and_ack_set;
	}
	if (mmio_intc_has(hw, MMIO_INTC_EOI) &&
	    !(ct->type & IRQ_TYPE_EDGE_BOTH)) {
		ct->regs.eoi = off[MMIO_INTC_EOI];
		chip->irq_eoi = irq_gc_eoi;
	} else if (ct->handler == handle_fasteoi_irq) {
		/* Level lines only, their status follows the input */
		chip->irq_eoi = irq_gc_noop;
	}
	chip->flags = layout->chip_flags;
}

/* Each bank as the domain is created: all lines masked and acked */
static int __init mmio_intc_init_bank(struct irq_chip_generic *gc)
{
	struct mmio_intc *intc = gc->domain->host_data;
	const struct mmio_intc_desc *desc = intc->parsed;
	const struct mmio_intc_hw *hw = &desc->hw;
	unsigned int b = gc->irq_base / hw->bank_lines;
	u32 lines = GENMASK(hw->bank_lines - 1, 0);
	u32 off[MMIO_INTC_NR_ROLES];
	int i;

	gc->reg_base = intc->base + b * desc->stride;
	memcpy(off, hw->offset, sizeof(off));
	if (desc->layout->bank_offset)
		for (i = MMIO_INTC_MASK; i <= MMIO_INTC_ENABLE_CLEAR; i++)
			off[i] = desc->layout->bank_offset[b][i] - b * desc->stride;
	gc->private = intc;
	gc->unused = ~desc->valid[b];
	gc->wake_enabled = desc->wake[b];
	gc->chip_types[0].type = IRQ_TYPE_LEVEL_MASK;
	if (gc->num_ct > 1) {
		gc->chip_types[1].type = IRQ_TYPE_EDGE_BOTH;
		gc->chip_types[1].handler = handle_edge_irq;
	}
	for (i = 0; i < gc->num_ct; i++)
		mmio_intc_init_chip_type(desc, &gc->chip_types[i],
					 gc->chip_types[0].chip.name, off);

	gc->mask_cache = mmio_intc_has(hw, MMIO_INTC_MASK) ? lines : 0;
	mmio_intc_write_enabled(intc, gc, 0);
	/* An enable register beside the mask register enables what exists */
	if (mmio_intc_has(hw, MMIO_INTC_MASK) &&
	    mmio_intc_has(hw, MMIO_INTC_ENABLE))
		irq_reg_writel(gc, desc->valid[b], hw->offset[MMIO_INTC_ENABLE]);
	if (mmio_intc_has(hw, MMIO_INTC_ACK) &&
	    !(desc->layout->flags & MMIO_INTC_NO_INIT_ACK))
		irq_reg_writel(gc, hw->ack_w0c ? 0 : lines,
			       hw->offset[MMIO_INTC_ACK]);
	return 0;
}

/* Refuse a line the controller lacks or a type it cannot do, in one line */
static int mmio_intc_xlate(struct irq_domain *d, struct device_node *ctrlr,
			   const u32 *spec, unsigned int count,
			   irq_hw_number_t *hwirq, unsigned int *type)
{
	struct mmio_intc *intc = d->host_data;
	unsigned int lines = intc->hw.bank_lines;
	unsigned int types = IRQ_TYPE_LEVEL_HIGH | IRQ_TYPE_EDGE_RISING;
	unsigned int t = IRQ_TYPE_NONE;
	unsigned int line = count ? spec[0] : 0;
	const char *why = NULL;
	bool beyond;

	/* a bank and a line: bank 0's lines first, as with one cell */
	if (count == 2 && intc->hw.bank_cells) {
		line = spec[0] * lines + spec[1];
		beyond = spec[0] >= intc->hw.nr_banks || spec[1] >= lines;
	} else {
		if (count == 2)
			t = spec[1] & IRQ_TYPE_SENSE_MASK;
		beyond = line >= intc->hw.nr_banks * lines;
	}
	if (count != intc->hw.cells)
		why = "cell count differs from #interrupt-cells";
	else if (beyond)
		why = "beyond the controller's lines";
	/* the valid lines are those the generic chips do not mark unused */
	else if (d->gc->gc[line / lines]->unused & BIT(line % lines))
		why = "not a valid line";
	else if (t != IRQ_TYPE_NONE && (!is_power_of_2(t) || !(t & types)))
		why = "a trigger type its lines cannot take";
	if (why) {
		pr_err("%pOF: a consumer's interrupts name line %u (type %u): %s\n",
		       ctrlr, line, t, why);
		return -EINVAL;
	}
	*hwirq = line;
	/* one cell: level lines, when the chip takes (and records) a type */
	if (count == 1 && d->gc->gc[0]->chip_types[0].chip.irq_set_type)
		t = IRQ_TYPE_LEVEL_HIGH;
	*type = t;
	return 0;
}

/*
 * A lockdep class per controller: set_wake may nest a parent's lock. An
 * edge line of the (read-only, firmware-set) sense register takes the edge
 * chip type and flow.
 */
static int mmio_intc_map(struct irq_domain *d, unsigned int virq,
			 irq_hw_number_t hw)
{
	struct mmio_intc *intc = d->host_data;
	unsigned int lines = intc->hw.bank_lines;
	struct irq_chip_generic *gc = d->gc->gc[hw / lines];
	int ret;

	ret = irq_map_generic_chip(d, virq, hw);
	if (ret)
		return ret;
	irq_set_lockdep_class(virq, &intc->lock_class, &intc->request_class);
	if (mmio_intc_has(&intc->hw, MMIO_INTC_SENSE) &&
	    !(irq_reg_readl(gc, intc->hw.offset[MMIO_INTC_SENSE]) &
	      BIT(hw % lines)))
		irq_set_chip_and_handler(virq, &gc->chip_types[1].chip,
					 handle_edge_irq);
	return 0;
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

/* A status bit nobody handles: masked and acked, reported once */
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
		irq_reg_writel(gc, mask, gc->chip_types[0].regs.disable);
	else
		mmio_intc_write_enabled(intc, gc, mmio_intc_enabled(intc, gc));
	if (mmio_intc_has(hw, MMIO_INTC_ACK))
		irq_reg_writel(gc, hw->ack_w0c ? ~mask : mask,
			       hw->offset[MMIO_INTC_ACK]);
	irq_gc_unlock(gc);
	if (!test_and_set_bit(gc->irq_base + bit, intc->reported))
		pr_warn("%pOF: line %u: unexpected interrupt%s\n",
			intc->np, gc->irq_base + bit,
			gc->chip_types[0].chip.irq_mask ? ", masked" : "");
}

/* A status or vector register, read as the replaced driver's handler did */
static __always_inline u32 mmio_intc_read(struct mmio_intc *intc,
					  struct irq_chip_generic *gc, u32 off)
{
	if (gc->reg_readl)
		return gc->reg_readl(gc->reg_base + off);
	if (intc->hw.relaxed)
		return readl_relaxed(gc->reg_base + off);
	return readl(gc->reg_base + off);
}

/* A bank's pending and enabled lines (registers as wide as its lines) */
static __always_inline u32 mmio_intc_pending(struct mmio_intc *intc,
					     struct irq_chip_generic *gc)
{
	const struct mmio_intc_hw *hw = &intc->hw;

	if (mmio_intc_has(hw, MMIO_INTC_STATUS))
		return mmio_intc_read(intc, gc, hw->offset[MMIO_INTC_STATUS]);
	return mmio_intc_read(intc, gc, hw->offset[MMIO_INTC_RAW_STATUS]) &
	       mmio_intc_enabled(intc, gc);
}

/* Dispatch the lines of @stat, a bank's status */
static __always_inline void mmio_intc_dispatch(struct mmio_intc *intc,
					       struct irq_chip_generic *gc,
					       u32 stat)
{
	unsigned int bit;

	while (stat) {
		bit = __ffs(stat);
		stat &= stat - 1;
		if (unlikely(generic_handle_domain_irq(intc->domain,
						       gc->irq_base + bit)))
			mmio_intc_spurious(intc, gc, bit);
	}
}

/* Bank 0's status read once, the banks it says are pending once each */
static bool mmio_intc_handle_summary(struct mmio_intc *intc)
{
	struct irq_chip_generic **gcs = intc->domain->gc->gc;
	u32 sum = mmio_intc_pending(intc, gcs[0]);
	unsigned int b;

	mmio_intc_dispatch(intc, gcs[0], sum & ~gcs[0]->unused);
	for (b = 1; b < intc->hw.nr_banks; b++)
		if (sum & intc->hw.summary[b])
			mmio_intc_dispatch(intc, gcs[b],
					   mmio_intc_pending(intc, gcs[b]));
	return sum;
}

/* Each bank's status read once: any pending? */
static __always_inline bool mmio_intc_handle_banks(struct mmio_intc *intc,
						   bool raw)
{
	struct irq_chip_generic **gcs = intc->domain->gc->gc;
	unsigned int b, nr_banks = intc->hw.nr_banks;
	u32 any = 0, stat;

	for (b = 0; b < nr_banks; b++) {
		stat = raw ? mmio_intc_pending(intc, gcs[b]) :
		       mmio_intc_read(intc, gcs[b],
				      intc->hw.offset[MMIO_INTC_STATUS]);
		any |= stat;
		mmio_intc_dispatch(intc, gcs[b], stat);
	}
	return any;
}

static bool mmio_intc_handle_status(struct mmio_intc *intc)
{
	return mmio_intc_handle_banks(intc, false);
}

static bool mmio_intc_handle_raw(struct mmio_intc *intc)
{
	return mmio_intc_handle_banks(intc, true);
}

/* Dispatch the pending lines: any pending? */
VISIBLE_IF_KUNIT bool mmio_intc_handle(struct mmio_intc *intc)
{
	return intc->handle(intc);
}

/* A linear domain, a generic chip per bank; ERR_PTR: nothing allocated */
VISIBLE_IF_KUNIT struct mmio_intc * __init
mmio_intc_setup(struct device_node *np, const struct mmio_intc_desc *desc,
		void __iomem *base)
{
	unsigned int last = desc->hw.nr_banks - 1;
	/* up to the highest valid line, as the replaced drivers sized theirs */
	unsigned int lines = last * desc->hw.bank_lines +
			     max(fls(desc->valid[last]), 1);
	/* lines nothing masks are not probed (irq-aspeed-i2c-ic's) */
	unsigned int noprobe = desc->hw.roles & (BIT(MMIO_INTC_MASK) |
						 BIT(MMIO_INTC_ENABLE) |
						 BIT(MMIO_INTC_ENABLE_SET)) ?
			       IRQ_NOPROBE : 0;
	struct irq_domain_chip_generic_info dgc_info = {
		.name			= of_node_full_name(np),
		.handler		= desc->hw.handler,
		.irqs_per_chip		= desc->hw.bank_lines,
		/* the edge lines' chip type: a type cell, a sense register */
		.num_ct			= mmio_intc_has(&desc->hw, MMIO_INTC_SENSE) ||
					  (desc->hw.cells == 2 &&
					   !desc->hw.bank_cells) ? 2 : 1,
		.irq_flags_to_clear	= IRQ_NOREQUEST | noprobe |
					  IRQ_NOAUTOEN,
		.gc_flags		= desc->gc_flags,
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
	if (desc->hw.summary)
		intc->handle = mmio_intc_handle_summary;
	else if (mmio_intc_has(&desc->hw, MMIO_INTC_STATUS))
		intc->handle = mmio_intc_handle_status;
	else
		intc->handle = mmio_intc_handle_raw;
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

/* Undo mmio_intc_setup(), no line mapped */
VISIBLE_IF_KUNIT void __init mmio_intc_teardown(struct mmio_intc *intc)
{
	irq_domain_remove(intc->domain);
	mmio_intc_free(intc);
}

static void mmio_intc_handle_chained(struct irq_desc *desc)
{
	struct irq_chip *chip = irq_desc_get_chip(desc);

	chained_irq_enter(chip, desc);
	mmio_intc_handle(irq_desc_get_handler_data(desc));
	chained_irq_exit(chip, desc);
}

/* Controllers without a parent: one, or several of a MMIO_INTC_ROOTS layout */
static struct mmio_intc *mmio_intc_root __ro_after_init;
/* the first root's layout: a second root of the same layout may follow */
static const struct mmio_intc_layout *mmio_intc_root_layout
	__initdata;

#ifdef CONFIG_GENERIC_IRQ_MULTI_HANDLER
static void __irq_entry mmio_intc_handle_root(struct pt_regs *regs)
{
	struct mmio_intc *intc;

	for (intc = mmio_intc_root; intc; intc = intc->next_root)
		intc->handle(intc);
}
#endif

/* The parent interrupts of_irq_init() found: none for a root controller */
static int __init mmio_intc_check_parents(struct device_node *np,
					  struct device_node *parent,
					  const struct mmio_intc_desc *desc)
{
	int n = of_irq_count(np);

	if (parent)
		return n > 0 ? n : mmio_intc_invalid(np, NULL, "interrupts",
						     "no parent interrupt can be parsed");
	if (of_property_present(np, "interrupts") ||
	    of_property_present(np, "interrupts-extended"))
		return mmio_intc_invalid(np, NULL, "interrupts",
					 "given, but the controller is its own interrupt parent");
#ifdef CONFIG_GENERIC_IRQ_MULTI_HANDLER
	if (!handle_arch_irq ||
	    (handle_arch_irq == mmio_intc_handle_root &&
	     desc->layout->flags & MMIO_INTC_ROOTS &&
	     mmio_intc_root_layout == desc->layout))
		return 0;
#endif
	return mmio_intc_invalid(np, NULL, "interrupts",
				 "missing, and the system has a root controller");
}

static void __init mmio_intc_add_root(struct mmio_intc *intc,
				      const struct mmio_intc_layout *layout)
{
	struct mmio_intc **last = &mmio_intc_root;

	while (*last)
		last = &(*last)->next_root;
	*last = intc;
	if (intc == mmio_intc_root) {
		mmio_intc_root_layout = layout;
#ifdef CONFIG_GENERIC_IRQ_MULTI_HANDLER
		set_handle_irq(mmio_intc_handle_root);
#endif
	}
}

/* The @n parent interrupts, mapped before any register is touched */
static int __init mmio_intc_map_parents(struct device_node *np,
					unsigned int *parents, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		parents[i] = irq_of_parse_and_map(np, i);
		if (!parents[i])
			return mmio_intc_invalid(np, NULL, "interrupts",
						 "entry %d cannot be mapped", i);
	}
	return 0;
}

/* The mappings made above, but those of lines another device requested */
static void __init mmio_intc_unmap_parents(unsigned int *parents, int n)
{
	int i;

	for (i = 0; parents && i < n; i++)
		if (parents[i] && !irq_has_action(parents[i]))
			irq_dispose_mapping(parents[i]);
}

/* Chained to each parent */
static void __init mmio_intc_connect(struct mmio_intc *intc)
{
	int i;

	for (i = 0; i < intc->nr_parents; i++)
		irq_set_chained_handler_and_data(intc->parents[i],
						 mmio_intc_handle_chained, intc);
}

/**
 * mmio_intc_probe - set up a controller that of_irq_init() found
 * @np:		its device tree node
 * @parent:	its interrupt parent's node, NULL for a root controller
 * @layout:	its layout
 *
 * Return: 0, or an error (one pr_err()) with nothing left allocated.
 */
int __init mmio_intc_probe(struct device_node *np, struct device_node *parent,
			   const struct mmio_intc_layout *layout)
{
	unsigned int *parents = NULL;
	struct mmio_intc_desc *desc;
	struct mmio_intc *intc;
	void __iomem *base;
	int n, ret;

	desc = kzalloc(sizeof(*desc), GFP_KERNEL);
	if (!desc)
		return -ENOMEM;
	ret = mmio_intc_parse(np, layout, desc);
	n = ret ?: mmio_intc_check_parents(np, parent, desc);
	if (n < 0) {
		ret = n;
		goto out;
	}
	if (parent) {
		parents = kcalloc(n, sizeof(*parents), GFP_KERNEL);
		ret = parents ? mmio_intc_map_parents(np, parents, n) : -ENOMEM;
		if (ret)
			goto err_parents;
	}
	if (!request_mem_region(desc->base, desc->span, of_node_full_name(np))) {
		ret = mmio_intc_invalid(np, NULL, "reg", "registers already in use");
		goto err_parents;
	}
	/* a layout's registers may reach beyond the node's reg (berlin2q) */
	base = ioremap(desc->base, max(desc->span, layout->span));
	if (!base) {
		ret = mmio_intc_invalid(np, NULL, "reg", "cannot map the registers");
		goto err_release;
	}
	if (layout->find_lines)
		layout->find_lines(np, desc, base);

	intc = mmio_intc_setup(np, desc, base);
	if (IS_ERR(intc)) {
		ret = PTR_ERR(intc);
		goto err_unmap;
	}
	intc->parents = parents;
	intc->nr_parents = parent ? n : 0;
	if (layout->init)
		layout->init(intc, desc);
	if (parent)
		mmio_intc_connect(intc);
	else
		mmio_intc_add_root(intc, layout);
	pr_info("%pOF: %u lines in %u banks, %s\n", np,
		desc->hw.nr_banks * desc->hw.bank_lines, desc->hw.nr_banks,
		parent ? "chained" : "root controller");
	goto out;

err_unmap:
	iounmap(base);
err_release:
	release_mem_region(desc->base, desc->span);
err_parents:
	mmio_intc_unmap_parents(parents, n);
	kfree(parents);
out:
	kfree(desc);
	return ret;
}
