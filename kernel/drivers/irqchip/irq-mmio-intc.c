// SPDX-License-Identifier: GPL-2.0-only
/*
 * Generic memory-mapped interrupt controller driver on the generic irq
 * chip: a controller's file (irq-mmio-intc-<name>.c) gives its layout to
 * mmio_intc_probe().
 */

#include <linux/interrupt.h>
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
static int __init mmio_intc_parse(struct device_node *np,
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
	if (mmio_intc_has(hw, MMIO_INTC_MASK))
		irq_reg_writel(gc, ~enabled & lines, regs->mask);
	else if (mmio_intc_has(hw, MMIO_INTC_ENABLE))
		irq_reg_writel(gc, enabled, regs->mask);
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
	}
	if (mmio_intc_has(hw, MMIO_INTC_ACK)) {
		ct->regs.ack = off[MMIO_INTC_ACK];
		chip->irq_ack = irq_gc_ack_set_bit;
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
	int i;

	gc->reg_base = intc->base + b * desc->stride;
	gc->private = intc;
	gc->unused = ~desc->valid[b];
	gc->chip_types[0].type = IRQ_TYPE_LEVEL_MASK;
	if (gc->num_ct > 1) {
		gc->chip_types[1].type = IRQ_TYPE_EDGE_BOTH;
		gc->chip_types[1].handler = handle_edge_irq;
	}
	for (i = 0; i < gc->num_ct; i++)
		mmio_intc_init_chip_type(desc, &gc->chip_types[i],
					 gc->chip_types[0].chip.name, hw->offset);

	gc->mask_cache = mmio_intc_has(hw, MMIO_INTC_MASK) ? lines : 0;
	mmio_intc_write_enabled(intc, gc, 0);
	if (mmio_intc_has(hw, MMIO_INTC_ACK))
		irq_reg_writel(gc, lines, hw->offset[MMIO_INTC_ACK]);
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

	if (count == 2)
		t = spec[1] & IRQ_TYPE_SENSE_MASK;
	beyond = line >= intc->hw.nr_banks * lines;
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
	*type = t;
	return 0;
}

static const struct irq_domain_ops mmio_intc_domain_ops = {
	.map	= irq_map_generic_chip,
	.unmap	= irq_unmap_generic_chip,
	.xlate	= mmio_intc_xlate,
};

static void __init mmio_intc_free(struct mmio_intc *intc)
{
	of_node_put(intc->np);
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
	mmio_intc_write_enabled(intc, gc, mmio_intc_enabled(intc, gc));
	if (mmio_intc_has(hw, MMIO_INTC_ACK))
		irq_reg_writel(gc, mask, hw->offset[MMIO_INTC_ACK]);
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

/* A linear domain, a generic chip per bank; ERR_PTR: nothing allocated */
static struct mmio_intc * __init
mmio_intc_setup(struct device_node *np, const struct mmio_intc_desc *desc,
		void __iomem *base)
{
	unsigned int last = desc->hw.nr_banks - 1;
	/* up to the highest valid line, as the replaced drivers sized theirs */
	unsigned int lines = last * desc->hw.bank_lines +
			     max(fls(desc->valid[last]), 1);
	struct irq_domain_chip_generic_info dgc_info = {
		.name			= of_node_full_name(np),
		.handler		= desc->hw.handler,
		.irqs_per_chip		= desc->hw.bank_lines,
		/* the edge lines' chip type: a type cell */
		.num_ct			= desc->hw.cells == 2 ? 2 : 1,
		.irq_flags_to_clear	= IRQ_NOREQUEST | IRQ_NOPROBE |
					  IRQ_NOAUTOEN,
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
	if (mmio_intc_has(&desc->hw, MMIO_INTC_STATUS))
		intc->handle = mmio_intc_handle_status;
	else
		intc->handle = mmio_intc_handle_raw;
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

/* The controller without a parent */
static struct mmio_intc *mmio_intc_root __ro_after_init;

#ifdef CONFIG_GENERIC_IRQ_MULTI_HANDLER
static void __irq_entry mmio_intc_handle_root(struct pt_regs *regs)
{
	mmio_intc_root->handle(mmio_intc_root);
}
#endif

/* The parent interrupts of_irq_init() found: none for a root controller */
static int __init mmio_intc_check_parents(struct device_node *np,
					  struct device_node *parent,
					  const struct mmio_intc_desc *desc)
{
	if (parent)
		return mmio_intc_invalid(np, NULL, "interrupts",
					 "a parent, and the driver chains to none");
	if (of_property_present(np, "interrupts") ||
	    of_property_present(np, "interrupts-extended"))
		return mmio_intc_invalid(np, NULL, "interrupts",
					 "given, but the controller is its own interrupt parent");
#ifdef CONFIG_GENERIC_IRQ_MULTI_HANDLER
	if (!handle_arch_irq)
		return 0;
#endif
	return mmio_intc_invalid(np, NULL, "interrupts",
				 "missing, and the system has a root controller");
}

static void __init mmio_intc_add_root(struct mmio_intc *intc,
				      const struct mmio_intc_layout *layout)
{
	mmio_intc_root = intc;
#ifdef CONFIG_GENERIC_IRQ_MULTI_HANDLER
	set_handle_irq(mmio_intc_handle_root);
#endif
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
	if (!request_mem_region(desc->base, desc->span, of_node_full_name(np))) {
		ret = mmio_intc_invalid(np, NULL, "reg", "registers already in use");
		goto out;
	}
	/* a layout's registers may reach beyond the node's reg (berlin2q) */
	base = ioremap(desc->base, max(desc->span, layout->span));
	if (!base) {
		ret = mmio_intc_invalid(np, NULL, "reg", "cannot map the registers");
		goto err_release;
	}

	intc = mmio_intc_setup(np, desc, base);
	if (IS_ERR(intc)) {
		ret = PTR_ERR(intc);
		goto err_unmap;
	}
	if (layout->init)
		layout->init(intc, desc);
	mmio_intc_add_root(intc, layout);
	pr_info("%pOF: %u lines in %u banks, root controller\n", np,
		desc->hw.nr_banks * desc->hw.bank_lines, desc->hw.nr_banks);
	goto out;

err_unmap:
	iounmap(base);
err_release:
	release_mem_region(desc->base, desc->span);
out:
	kfree(desc);
	return ret;
}
