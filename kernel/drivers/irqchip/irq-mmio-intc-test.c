// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests for the mmio-intc driver: parsing of device tree nodes
 * (irq-mmio-intc-test.dts), and set up and run over a memory buffer that
 * stands in for the registers, with the MMIO accesses counted through the
 * generic chip's accessor hooks.
 */

#include <kunit/test.h>
#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/irqdesc.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_fdt.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "irq-mmio-intc.h"

/*
 * The test tree, linked in by kbuild (irq-mmio-intc-test.dtb.o) in an init
 * section: it is unflattened and used only while the tests run at boot.
 */
extern u8 __dtb_irq_mmio_intc_test_begin[];

static struct device_node *mmio_intc_test_root;

static unsigned int mmio_intc_test_reads, mmio_intc_test_writes;
static u32 (*mmio_intc_test_readl)(void __iomem *addr);
static void (*mmio_intc_test_writel)(u32 val, void __iomem *addr);

/*
 * The node's reg regions, as offsets into the buffer, while the stray
 * access test runs (regs == NULL otherwise): an access that is not inside
 * one of them is counted in strays.
 */
static struct {
	u8 *regs;
	unsigned int width, nr, strays;
	u32 start[MMIO_INTC_NR_ROLES], size[MMIO_INTC_NR_ROLES];
} mmio_intc_test_win;

static bool mmio_intc_test_in_window(long off, unsigned int width)
{
	unsigned int i;

	for (i = 0; i < mmio_intc_test_win.nr; i++)
		if (off >= mmio_intc_test_win.start[i] &&
		    off + width <= mmio_intc_test_win.start[i] +
				   mmio_intc_test_win.size[i])
			return true;
	return false;
}

static void mmio_intc_test_check_access(void __iomem *addr)
{
	if (mmio_intc_test_win.regs &&
	    !mmio_intc_test_in_window((u8 __force *)addr - mmio_intc_test_win.regs,
				      mmio_intc_test_win.width))
		mmio_intc_test_win.strays++;
}

static u32 mmio_intc_test_count_read(void __iomem *addr)
{
	mmio_intc_test_reads++;
	mmio_intc_test_check_access(addr);
	return mmio_intc_test_readl ? mmio_intc_test_readl(addr) : readl(addr);
}

/* The first writes through the hooks: offset into the buffer, value */
static struct {
	long off;
	u32 val;
} mmio_intc_test_log[8];
static unsigned int mmio_intc_test_logged;
static u8 *mmio_intc_test_regs;

static void mmio_intc_test_count_write(u32 val, void __iomem *addr)
{
	if (mmio_intc_test_logged < ARRAY_SIZE(mmio_intc_test_log)) {
		mmio_intc_test_log[mmio_intc_test_logged].off =
			(u8 __force *)addr - mmio_intc_test_regs;
		mmio_intc_test_log[mmio_intc_test_logged++].val = val;
	}
	mmio_intc_test_writes++;
	mmio_intc_test_check_access(addr);
	if (mmio_intc_test_writel)
		mmio_intc_test_writel(val, addr);
	else
		writel(val, addr);
}

struct mmio_intc_test {
	const struct mmio_intc_layout *layout;
	struct mmio_intc_desc desc;
	struct mmio_intc *intc;
	struct irq_domain *domain;
	u8 *regs;
};

/* The group node, or its child whose name with unit address is @name */
static struct device_node *mmio_intc_test_node(const char *group,
					       const char *name)
{
	struct device_node *g, *np;

	g = of_get_child_by_name(mmio_intc_test_root, group);
	if (!name)
		return g;
	for_each_child_of_node(g, np)
		if (!strcmp(kbasename(np->full_name), name))
			break;
	of_node_put(g);
	return np;
}

/*
 * The node of the "layouts" group with @compatible, parsed with @layout
 * into the test's description: what the driver sets a converted
 * controller up from
 */
static void __init __maybe_unused
mmio_intc_test_parse_layout(struct kunit *test, const char *compatible,
			    const struct mmio_intc_layout *layout)
{
	struct device_node *g = mmio_intc_test_node("layouts", NULL), *np;
	struct mmio_intc_test *t = test->priv;

	for_each_child_of_node(g, np)
		if (of_device_is_compatible(np, compatible))
			break;
	of_node_put(g);
	KUNIT_ASSERT_NOT_NULL_MSG(test, np, "no node for %s", compatible);
	KUNIT_EXPECT_EQ_MSG(test, mmio_intc_parse(np, layout, &t->desc), 0,
			    "%s", compatible);
	KUNIT_EXPECT_PTR_EQ(test, t->desc.layout, layout);
	KUNIT_EXPECT_EQ(test, t->desc.hw.bank_lines, 32);
	KUNIT_EXPECT_EQ(test, t->desc.hw.cells, 1);
	of_node_put(np);
}

/* Undo mmio_intc_setup() after the mappings a test made */
static void __init mmio_intc_test_teardown(struct mmio_intc *intc)
{
	unsigned int hw, virq;

	for (hw = 0; hw < intc->domain->revmap_size; hw++) {
		virq = irq_find_mapping(intc->domain, hw);
		if (virq)
			irq_dispose_mapping(virq);
	}
	mmio_intc_teardown(intc);
}

/*
 * Parse @np, set it up over memory, count its accesses. The memory is
 * zeroed, or with @guard bytes on either side, filled with
 * MMIO_INTC_TEST_POISON.
 */
#define MMIO_INTC_TEST_POISON	0xa5

static void __init mmio_intc_test_setup_np(struct kunit *test,
					   struct device_node *np,
					   unsigned int guard)
{
	struct mmio_intc_test *t = test->priv;
	unsigned int b;

	KUNIT_ASSERT_NOT_NULL(test, np);
	KUNIT_ASSERT_EQ(test, mmio_intc_parse(np, t->layout, &t->desc), 0);
	t->regs = kunit_kzalloc(test, t->desc.span + 2 * guard, GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, t->regs);
	if (guard) {
		memset(t->regs, MMIO_INTC_TEST_POISON, t->desc.span + 2 * guard);
		t->regs += guard;
	}
	/* as mmio_intc_probe() does */
	if (t->layout->find_lines)
		t->layout->find_lines(np, &t->desc,
				      (void __force __iomem *)t->regs);
	t->intc = mmio_intc_setup(np, &t->desc, (void __force __iomem *)t->regs);
	KUNIT_ASSERT_FALSE(test, IS_ERR(t->intc));
	t->domain = t->intc->domain;

	for (b = 0; b < t->desc.hw.nr_banks; b++) {
		struct irq_chip_generic *gc = t->domain->gc->gc[b];

		mmio_intc_test_readl = gc->reg_readl;
		mmio_intc_test_writel = gc->reg_writel;
		gc->reg_readl = mmio_intc_test_count_read;
		gc->reg_writel = mmio_intc_test_count_write;
	}
	mmio_intc_test_reads = 0;
	mmio_intc_test_writes = 0;
	mmio_intc_test_regs = t->regs;
}

/* Parse setup/@name, set it up over zeroed memory, count its accesses */
static void __init __maybe_unused
mmio_intc_test_setup(struct kunit *test, const char *name)
{
	struct device_node *np = mmio_intc_test_node("setup", name);

	mmio_intc_test_setup_np(test, np, 0);
	of_node_put(np);
}

static u32 __maybe_unused mmio_intc_test_reg(struct kunit *test,
					     unsigned int off)
{
	struct mmio_intc_test *t = test->priv;

	if (t->desc.io_width == 2)
		return t->desc.big_endian ? be16_to_cpup((__be16 *)(t->regs + off)) :
					    le16_to_cpup((__le16 *)(t->regs + off));
	if (t->desc.io_width == 4 && t->desc.big_endian)
		return be32_to_cpup((__be32 *)(t->regs + off));
	return le32_to_cpup((__le32 *)(t->regs + off));
}

static void __maybe_unused mmio_intc_test_set_reg(struct kunit *test,
						  unsigned int off, u32 val)
{
	struct mmio_intc_test *t = test->priv;

	if (t->desc.io_width == 2 && t->desc.big_endian)
		*(__be16 *)(t->regs + off) = cpu_to_be16(val);
	else if (t->desc.io_width == 4 && t->desc.big_endian)
		*(__be32 *)(t->regs + off) = cpu_to_be32(val);
	else
		*(__le32 *)(t->regs + off) = cpu_to_le32(val);
}

static struct irq_data * __maybe_unused
mmio_intc_test_map(struct kunit *test, unsigned int hwirq)
{
	struct mmio_intc_test *t = test->priv;
	unsigned int virq = irq_create_mapping(t->domain, hwirq);

	KUNIT_ASSERT_NE_MSG(test, virq, 0, "line %u", hwirq);
	return irq_get_irq_data(virq);
}

/*
 * Call a syscore callback of @d's chip as the generic chip's syscore ops
 * do (interrupts off), with the write log emptied
 */
static void __maybe_unused
mmio_intc_test_syscore(struct irq_data *d, void (*op)(struct irq_data *d))
{
	unsigned long flags;

	mmio_intc_test_logged = 0;
	local_irq_save(flags);
	op(d);
	local_irq_restore(flags);
}

/* Write @i of the log went to @off with @val */
static void __maybe_unused
mmio_intc_test_logged_eq(struct kunit *test, unsigned int i, long off, u32 val)
{
	KUNIT_ASSERT_GT(test, mmio_intc_test_logged, i);
	KUNIT_EXPECT_EQ_MSG(test, mmio_intc_test_log[i].off, off, "write %u", i);
	KUNIT_EXPECT_EQ_MSG(test, mmio_intc_test_log[i].val, val, "write %u", i);
}

static void __maybe_unused mmio_intc_test_handle(struct kunit *test)
{
	struct mmio_intc_test *t = test->priv;
	unsigned long flags;

	mmio_intc_test_reads = 0;
	mmio_intc_test_writes = 0;
	local_irq_save(flags);
	mmio_intc_handle(t->intc);
	local_irq_restore(flags);
	kunit_info(test, "mmio: handler, %u banks: %u reads, %u writes\n",
		   t->desc.hw.nr_banks, mmio_intc_test_reads,
		   mmio_intc_test_writes);
}

static unsigned int mmio_intc_test_isr_calls __maybe_unused;
static u32 mmio_intc_test_isr_mask __maybe_unused;

static irqreturn_t __maybe_unused mmio_intc_test_count_isr(int irq, void *test)
{
	mmio_intc_test_isr_calls++;
	return IRQ_HANDLED;
}

/*
 * Line @line of a two-cell controller, mapped as @d: each trigger type a
 * consumer's cells may name is taken by the xlate if and only if the
 * line's set_type takes it (else a request_irq() fails that the device
 * tree promised)
 */
static void __init __maybe_unused
mmio_intc_test_xlate_types(struct kunit *test, struct irq_data *d,
			   unsigned int line)
{
	static const unsigned int types[] = {
		IRQ_TYPE_EDGE_RISING, IRQ_TYPE_EDGE_FALLING,
		IRQ_TYPE_LEVEL_HIGH, IRQ_TYPE_LEVEL_LOW, IRQ_TYPE_EDGE_BOTH,
	};
	struct mmio_intc_test *t = test->priv;
	u32 spec[2] = { line };
	irq_hw_number_t hw;
	unsigned int i, type;
	int xlate, set;

	for (i = 0; i < ARRAY_SIZE(types); i++) {
		spec[1] = types[i];
		xlate = t->domain->ops->xlate(t->domain, t->intc->np, spec, 2,
					      &hw, &type);
		set = irq_data_get_irq_chip(d)->irq_set_type(d, types[i]);
		KUNIT_EXPECT_EQ_MSG(test, !xlate, set >= 0, "type %u: %d, %d",
				    types[i], xlate, set);
	}
}

#if IS_ENABLED(CONFIG_SUN4I_INTC)
/*
 * The Allwinner A10's line 0, the NMI, with a oneshot threaded consumer
 * (the AXP209 PMIC): the line is masked while the thread runs, and its
 * EOI (a write of bit 0 to PENDING 0) comes after the thread, as
 * irq-sun4i's IRQCHIP_EOI_THREADED did: the latch is cleared once the
 * thread has quieted the PMIC. The memory plays the latch: the hard
 * handler clears it, so that the EOI's write shows.
 */
static DECLARE_COMPLETION(mmio_intc_test_nmi_go);
static DECLARE_COMPLETION(mmio_intc_test_nmi_done);

static irqreturn_t mmio_intc_test_nmi_isr(int irq, void *test)
{
	mmio_intc_test_isr_calls++;
	mmio_intc_test_set_reg(test, 0x10, 0);
	return IRQ_WAKE_THREAD;
}

static irqreturn_t mmio_intc_test_nmi_thread(int irq, void *test)
{
	wait_for_completion(&mmio_intc_test_nmi_go);
	mmio_intc_test_isr_mask = mmio_intc_test_reg(test, 0x10);
	complete(&mmio_intc_test_nmi_done);
	return IRQ_HANDLED;
}

static void __init mmio_intc_test_sun4i_nmi(struct kunit *test)
{
	struct mmio_intc_test *t = test->priv;
	struct irq_data *d0;

	t->layout = &mmio_intc_sun4i;
	mmio_intc_test_setup(test, "sun4i-a10-ic@0");
	d0 = mmio_intc_test_map(test, 0);
	KUNIT_EXPECT_EQ(test, irq_data_get_irq_chip(d0)->flags,
			IRQCHIP_EOI_THREADED | IRQCHIP_EOI_IF_HANDLED);
	KUNIT_EXPECT_TRUE(test, irq_to_desc(d0->irq)->handle_irq ==
			  handle_fasteoi_irq);
	reinit_completion(&mmio_intc_test_nmi_go);
	reinit_completion(&mmio_intc_test_nmi_done);
	KUNIT_ASSERT_EQ(test, request_threaded_irq(d0->irq,
						   mmio_intc_test_nmi_isr,
						   mmio_intc_test_nmi_thread,
						   IRQF_ONESHOT,
						   "mmio-intc-test", test), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x40), BIT(0));

	/* VECTOR 0 and PENDING 0 bit 0: the NMI */
	mmio_intc_test_set_reg(test, 0x00, 0);
	mmio_intc_test_set_reg(test, 0x10, BIT(0));
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	/* the thread has not run: masked in ENABLE 0, no EOI yet */
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x40), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x10), 0);

	complete(&mmio_intc_test_nmi_go);
	wait_for_completion(&mmio_intc_test_nmi_done);
	synchronize_irq(d0->irq);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_mask, 0);
	/* then the EOI, and the line unmasked */
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x10), BIT(0));
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x40), BIT(0));
	free_irq(d0->irq, test);
}
#endif

#if IS_ENABLED(CONFIG_SUN4I_INTC)
/*
 * allwinner,sun4i-a10-ic and allwinner,suniv-f1c100s-ic: 3 banks, VECTOR,
 * PENDING as status and as line 0's EOI, ENABLE masking (MASK, 0x10
 * above, left 0); the fasteoi flow with irq-sun4i's chip flags
 */
static void __init mmio_intc_test_layout_sun4i(struct kunit *test)
{
	struct {
		const char *compatible;
		const struct mmio_intc_layout *layout;
		u32 base, enable;
	} v[] = {
		{ "allwinner,sun4i-a10-ic", &mmio_intc_sun4i, 0x01c20400, 0x40 },
		{ "allwinner,suniv-f1c100s-ic", &mmio_intc_suniv, 0x01c20800,
		  0x20 },
	};
	struct mmio_intc_test *t = test->priv;
	unsigned int i, b;

	for (i = 0; i < ARRAY_SIZE(v); i++) {
		mmio_intc_test_parse_layout(test, v[i].compatible, v[i].layout);
		KUNIT_EXPECT_EQ(test, t->desc.hw.roles,
				BIT(MMIO_INTC_VECTOR) | BIT(MMIO_INTC_STATUS) |
				BIT(MMIO_INTC_ENABLE) | BIT(MMIO_INTC_EOI));
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_VECTOR], 0);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_STATUS], 0x10);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_EOI], 0x10);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE],
				v[i].enable);
		KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 3);
		KUNIT_EXPECT_EQ(test, t->desc.base, v[i].base);
		for (b = 0; b < 3; b++) {
			KUNIT_EXPECT_EQ(test, t->desc.valid[b], ~0U);
			KUNIT_EXPECT_EQ(test, t->desc.wake[b], 0);
		}
		KUNIT_EXPECT_EQ(test, v[i].layout->flags, 0);
		KUNIT_EXPECT_NOT_NULL(test, v[i].layout->irq_eoi);
		KUNIT_EXPECT_TRUE(test,
				  v[i].layout->handler == handle_fasteoi_irq);
		KUNIT_EXPECT_EQ(test, v[i].layout->chip_flags,
				IRQCHIP_EOI_THREADED | IRQCHIP_EOI_IF_HANDLED);
	}
}
#endif

#if IS_ENABLED(CONFIG_DW_APB_ICTL)
/*
 * snps,dw-apb-ictl: ENABLE, MASK and FINALSTATUS for up to 2 banks (the
 * lines are counted at probe, from the hardware), every line valid, none
 * waking; the level flow, no chip flags
 */
static void __init mmio_intc_test_layout_dw_apb_ictl(struct kunit *test)
{
	struct mmio_intc_test *t = test->priv;
	const struct mmio_intc_layout *l = &mmio_intc_dw_apb_ictl;

	mmio_intc_test_parse_layout(test, "snps,dw-apb-ictl", l);
	KUNIT_EXPECT_EQ(test, t->desc.hw.roles,
			BIT(MMIO_INTC_ENABLE) | BIT(MMIO_INTC_MASK) |
			BIT(MMIO_INTC_STATUS));
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE], 0x00);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_MASK], 0x08);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_STATUS], 0x30);
	KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 2);
	KUNIT_EXPECT_EQ(test, t->desc.base, 0xf7e83800);
	KUNIT_EXPECT_EQ(test, t->desc.span, 0x30);
	KUNIT_EXPECT_EQ(test, t->desc.valid[0], ~0U);
	KUNIT_EXPECT_EQ(test, t->desc.valid[1], ~0U);
	KUNIT_EXPECT_EQ(test, t->desc.wake[0], 0);
	KUNIT_EXPECT_EQ(test, l->flags, MMIO_INTC_RELAXED);
	KUNIT_EXPECT_NOT_NULL(test, l->find_lines);
	/* irq-dw-apb-ictl's syscore resume, and no suspend */
	KUNIT_EXPECT_NOT_NULL(test, l->irq_resume);
	KUNIT_EXPECT_EQ(test, l->span, 0x38);
	KUNIT_EXPECT_TRUE(test, l->handler == handle_level_irq);
	KUNIT_EXPECT_EQ(test, l->chip_flags, 0);
}

/*
 * Its syscore resume over memory that lost its state, each bank's as
 * irq-dw-apb-ictl's dw_apb_ictl_resume(): ENABLE all ones, then MASK from
 * the bank's mask cache (a requested line unmasked), nothing else; no
 * suspend callback
 */
static void __init mmio_intc_test_dw_apb_ictl_resume(struct kunit *test)
{
	struct mmio_intc_test *t = test->priv;
	struct irq_data *d[2];
	unsigned int b;

	t->layout = &mmio_intc_dw_apb_ictl;
	mmio_intc_test_setup(test, "dw-apb-ictl@0");
	KUNIT_ASSERT_EQ(test, t->desc.hw.nr_banks, 2);
	d[0] = mmio_intc_test_map(test, 3);
	d[1] = mmio_intc_test_map(test, 33);
	KUNIT_ASSERT_EQ(test, request_irq(d[0]->irq, mmio_intc_test_count_isr,
					  0, "mmio-intc-test", test), 0);
	for (b = 0; b < 2; b++) {
		struct irq_chip *chip = irq_data_get_irq_chip(d[b]);
		u32 cache = *irq_data_get_chip_type(d[b])->mask_cache;

		KUNIT_EXPECT_NULL(test, chip->irq_suspend);
		KUNIT_ASSERT_NOT_NULL(test, chip->irq_resume);
		/* bank 0's line 3 requested, so unmasked */
		KUNIT_EXPECT_EQ(test, cache & BIT(3), b ? BIT(3) : 0);
		mmio_intc_test_set_reg(test, 0x00 + 4 * b, 0);
		mmio_intc_test_set_reg(test, 0x08 + 4 * b, 0xa5a5a5a5);
		mmio_intc_test_syscore(d[b], chip->irq_resume);
		KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x00 + 4 * b), ~0U);
		KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x08 + 4 * b),
				cache);
	}
	free_irq(d[0]->irq, test);
}
#endif

#if IS_ENABLED(CONFIG_VERSATILE_FPGA_IRQ)
/*
 * arm,versatile-fpga-irq and arm,versatile-sic: one bank of status, raw
 * status, enable set and clear; valid-mask and clear-mask from the node,
 * no wake line; the level flow, its ack masking; several roots
 */
static void __init mmio_intc_test_layout_versatile_fpga(struct kunit *test)
{
	struct {
		const char *compatible;
		const struct mmio_intc_layout *layout;
		u32 base, valid;
	} v[] = {
		{ "arm,versatile-fpga-irq", &mmio_intc_fpga, 0x14000000,
		  0x003fffff },
		{ "arm,versatile-sic", &mmio_intc_fpga, 0x10003000, 0x7fe003ff },
	};
	struct mmio_intc_test *t = test->priv;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(v); i++) {
		mmio_intc_test_parse_layout(test, v[i].compatible, v[i].layout);
		KUNIT_EXPECT_EQ(test, t->desc.hw.roles,
				BIT(MMIO_INTC_STATUS) |
				BIT(MMIO_INTC_RAW_STATUS) |
				BIT(MMIO_INTC_ENABLE_SET) |
				BIT(MMIO_INTC_ENABLE_CLEAR));
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_STATUS], 0x00);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_RAW_STATUS],
				0x04);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE_SET],
				0x08);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE_CLEAR],
				0x0c);
		KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 1);
		KUNIT_EXPECT_EQ(test, t->desc.base, v[i].base);
		KUNIT_EXPECT_EQ(test, t->desc.valid[0], v[i].valid);
		KUNIT_EXPECT_EQ(test, t->desc.wake[0], 0);
		KUNIT_EXPECT_EQ(test, t->desc.clear, ~0U);
		KUNIT_EXPECT_EQ(test, v[i].layout->flags,
				MMIO_INTC_VALID_NEEDED | MMIO_INTC_CLEAR_MASK |
				MMIO_INTC_ACK_MASKS | MMIO_INTC_ROOTS);
		KUNIT_EXPECT_TRUE(test,
				  v[i].layout->handler == handle_level_irq);
		KUNIT_EXPECT_EQ(test, v[i].layout->chip_flags, 0);
	}
}
#endif

#if IS_ENABLED(CONFIG_ARM_VIC)
/*
 * arm,pl190-vic, arm,pl192-vic, arm,versatile-vic: one bank of status, raw
 * status, enable set and clear, SOFTINT clear as the ack; valid-mask and
 * valid-wakeup-mask from the node, every line waking without the latter;
 * the level flow, no chip flags; several roots
 */
static void __init mmio_intc_test_layout_vic(struct kunit *test)
{
	struct {
		const char *compatible;
		u32 base, wake;
	} v[] = {
		{ "arm,versatile-vic", 0x10140000, ~0U },
		{ "arm,pl190-vic", 0x800b0000, ~0U },
		{ "arm,pl192-vic", 0xf2000000, 0x00200004 },
	};
	const struct mmio_intc_layout *l = &mmio_intc_vic;
	struct mmio_intc_test *t = test->priv;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(v); i++) {
		mmio_intc_test_parse_layout(test, v[i].compatible, l);
		KUNIT_EXPECT_EQ(test, t->desc.hw.roles,
				BIT(MMIO_INTC_STATUS) |
				BIT(MMIO_INTC_RAW_STATUS) |
				BIT(MMIO_INTC_ENABLE_SET) |
				BIT(MMIO_INTC_ENABLE_CLEAR) |
				BIT(MMIO_INTC_ACK));
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_STATUS], 0x00);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_RAW_STATUS],
				0x08);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE_SET],
				0x10);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE_CLEAR],
				0x14);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ACK], 0x1c);
		KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 1);
		KUNIT_EXPECT_EQ(test, t->desc.base, v[i].base);
		KUNIT_EXPECT_EQ(test, t->desc.valid[0], ~0U);
		KUNIT_EXPECT_EQ(test, t->desc.wake[0], v[i].wake);
	}
	KUNIT_EXPECT_EQ(test, l->flags, MMIO_INTC_WAKE | MMIO_INTC_ROOTS |
			MMIO_INTC_RELAXED);
	KUNIT_EXPECT_TRUE(test, l->handler == handle_level_irq);
	KUNIT_EXPECT_EQ(test, l->chip_flags, 0);
}

/*
 * A PL190's syscore suspend and resume, lines 3 and 5 requested, 5 armed
 * for wakeup: suspend leaves only line 5 enabled, resume both, as
 * irq-vic's vic_suspend() and vic_resume() left the enables; the
 * generic chip writes ENABLE_CLEAR before ENABLE (irq-vic: ENABLE first),
 * with interrupts off, the same state after the two writes
 */
static void __init mmio_intc_test_vic_suspend(struct kunit *test)
{
	struct mmio_intc_test *t = test->priv;
	struct irq_data *d3, *d5;
	struct irq_chip *chip;

	t->layout = &mmio_intc_vic;
	mmio_intc_test_setup(test, "vic@0");
	d3 = mmio_intc_test_map(test, 3);
	d5 = mmio_intc_test_map(test, 5);
	chip = irq_data_get_irq_chip(d3);
	KUNIT_ASSERT_NOT_NULL(test, chip->irq_suspend);
	KUNIT_ASSERT_NOT_NULL(test, chip->irq_resume);
	KUNIT_ASSERT_EQ(test, request_irq(d3->irq, mmio_intc_test_count_isr,
					  0, "mmio-intc-test", test), 0);
	KUNIT_ASSERT_EQ(test, request_irq(d5->irq, mmio_intc_test_count_isr,
					  0, "mmio-intc-test", test), 0);
	KUNIT_ASSERT_EQ(test, irq_set_irq_wake(d5->irq, 1), 0);

	mmio_intc_test_syscore(d3, chip->irq_suspend);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_logged, 2);
	mmio_intc_test_logged_eq(test, 0, 0x14, ~BIT(5));
	mmio_intc_test_logged_eq(test, 1, 0x10, BIT(5));

	mmio_intc_test_syscore(d3, chip->irq_resume);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_logged, 2);
	mmio_intc_test_logged_eq(test, 0, 0x14, ~(BIT(3) | BIT(5)));
	mmio_intc_test_logged_eq(test, 1, 0x10, BIT(3) | BIT(5));

	KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d5->irq, 0), 0);
	free_irq(d5->irq, test);
	free_irq(d3->irq, test);
}
#endif

/* Parse setup/@name with @layout, set it up over poisoned memory */
static void __init __maybe_unused
mmio_intc_test_setup_poisoned(struct kunit *test,
			      const struct mmio_intc_layout *layout,
			      const char *name)
{
	struct device_node *np = mmio_intc_test_node("setup", name);
	struct mmio_intc_test *t = test->priv;

	t->layout = layout;
	mmio_intc_test_setup_np(test, np, 16);
	of_node_put(np);
}

#if IS_ENABLED(CONFIG_ASPEED_VIC)
/*
 * aspeed,ast2400-vic (and aspeed,ast2500-vic): two banks of status,
 * enable-set, enable-clear, a read-only sense register and an edge latch
 * clear register (the ack); the level flow, no chip flags
 */
static void __init mmio_intc_test_layout_aspeed_vic(struct kunit *test)
{
	const struct mmio_intc_layout *l = &mmio_intc_aspeed_vic;
	struct mmio_intc_test *t = test->priv;

	mmio_intc_test_parse_layout(test, "aspeed,ast2400-vic", l);
	KUNIT_EXPECT_EQ(test, t->desc.hw.roles,
			BIT(MMIO_INTC_STATUS) | BIT(MMIO_INTC_ENABLE_SET) |
			BIT(MMIO_INTC_ENABLE_CLEAR) | BIT(MMIO_INTC_ACK) |
			BIT(MMIO_INTC_SENSE));
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_STATUS], 0x00);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE_SET], 0x20);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE_CLEAR], 0x28);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_SENSE], 0x40);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ACK], 0x58);
	KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 2);
	KUNIT_EXPECT_EQ(test, t->desc.stride, 4);
	KUNIT_EXPECT_EQ(test, t->desc.base, 0x1e6c0080);
	KUNIT_EXPECT_EQ(test, t->desc.span, 0x80);
	/* valid-sources is not read, as irq-aspeed-vic did not read it */
	KUNIT_EXPECT_EQ(test, t->desc.valid[1], ~0U);
	KUNIT_EXPECT_EQ(test, t->desc.wake[0], 0);
	KUNIT_EXPECT_EQ(test, l->flags,
			MMIO_INTC_NO_INIT_ACK | MMIO_INTC_RELAXED);
	KUNIT_EXPECT_TRUE(test, l->handler == handle_level_irq);
	KUNIT_EXPECT_EQ(test, l->chip_flags, 0);
}

/*
 * Over poisoned memory: set-up clears both enables; the layout's init
 * then turns the soft triggers off, every line to IRQ, and clears both
 * edge latches last, in irq-aspeed-vic's order;
 * the sense register (firmware's) picks each line's chip type and flow
 * as it is mapped: a level line (sense 1), the level flow, no ack; an
 * edge line (sense 0), the edge flow, its latch cleared as its ack
 */
static void __init mmio_intc_test_aspeed_vic(struct kunit *test)
{
	struct irq_data *d1, *d16;

	struct mmio_intc_test *t = test->priv;

	mmio_intc_test_setup_poisoned(test, &mmio_intc_aspeed_vic,
				      "aspeed-vic@0");
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x28), ~0U);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x2c), ~0U);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x58), 0xa5a5a5a5);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x5c), 0xa5a5a5a5);
	mmio_intc_aspeed_vic.init(t->intc, &t->desc);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x18), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x1c), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x38), ~0U);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x3c), ~0U);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x58), ~0U);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x5c), ~0U);

	mmio_intc_test_set_reg(test, 0x40, BIT(1));
	d1 = mmio_intc_test_map(test, 1);
	d16 = mmio_intc_test_map(test, 16);
	KUNIT_EXPECT_TRUE(test, irq_to_desc(d1->irq)->handle_irq ==
			  handle_level_irq);
	KUNIT_EXPECT_NULL(test, irq_data_get_irq_chip(d1)->irq_ack);
	KUNIT_EXPECT_TRUE(test, irq_to_desc(d16->irq)->handle_irq ==
			  handle_edge_irq);
	KUNIT_EXPECT_TRUE(test, irq_data_get_irq_chip(d16)->irq_ack ==
			  irq_gc_ack_set_bit);
	/* irq-aspeed-vic had no suspend or resume callback */
	KUNIT_EXPECT_NULL(test, irq_data_get_irq_chip(d1)->irq_suspend);
	KUNIT_EXPECT_NULL(test, irq_data_get_irq_chip(d16)->irq_resume);

	KUNIT_ASSERT_EQ(test, request_irq(d16->irq, mmio_intc_test_count_isr,
					  0, "mmio-intc-test", test), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x20), BIT(16));
	mmio_intc_test_set_reg(test, 0x00, BIT(16));
	mmio_intc_test_set_reg(test, 0x04, 0);
	mmio_intc_test_set_reg(test, 0x58, 0);
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x58), BIT(16));
	free_irq(d16->irq, test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x28), BIT(16));
}
#endif

#if IS_ENABLED(CONFIG_ASPEED_I2C_IC)
/*
 * aspeed,ast2400-i2c-ic (and aspeed,ast2500-i2c-ic): one status register,
 * a bit per bus (14), nothing to mask or ack; the simple flow, set_wake
 * skipped
 */
static void __init mmio_intc_test_layout_aspeed_i2c_ic(struct kunit *test)
{
	const struct mmio_intc_layout *l = &mmio_intc_aspeed_i2c_ic;
	struct mmio_intc_test *t = test->priv;
	struct device_node *np;

	mmio_intc_test_parse_layout(test, "aspeed,ast2400-i2c-ic", l);
	np = mmio_intc_test_node("layouts", "interrupt-controller@1e78a000");
	KUNIT_ASSERT_NOT_NULL(test, np);
	l->find_lines(np, &t->desc, NULL);
	of_node_put(np);
	KUNIT_EXPECT_EQ(test, t->desc.hw.roles, BIT(MMIO_INTC_STATUS));
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_STATUS], 0x00);
	KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 1);
	KUNIT_EXPECT_EQ(test, t->desc.base, 0x1e78a000);
	KUNIT_EXPECT_EQ(test, t->desc.valid[0], GENMASK(13, 0));
	KUNIT_EXPECT_EQ(test, l->flags, 0);
	KUNIT_EXPECT_TRUE(test, l->handler == handle_simple_irq);
	KUNIT_EXPECT_EQ(test, l->chip_flags, IRQCHIP_SKIP_SET_WAKE);
}

/*
 * Over poisoned memory: set-up writes nothing; a bus's line has no mask,
 * no ack and no suspend callbacks; a status bit is handled with one read
 * and no write
 */
static void __init mmio_intc_test_aspeed_i2c_ic(struct kunit *test)
{
	struct mmio_intc_test *t = test->priv;
	struct irq_chip *chip;
	struct irq_data *d;

	mmio_intc_test_setup_poisoned(test, &mmio_intc_aspeed_i2c_ic,
				      "aspeed-i2c-ic@0");
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x00), 0xa5a5a5a5);
	/* irq-aspeed-i2c-ic's domain: 14 lines, not probed */
	KUNIT_EXPECT_EQ(test, t->domain->revmap_size, 14);
	d = mmio_intc_test_map(test, 2);
	KUNIT_EXPECT_TRUE(test, irq_check_status_bit(d->irq, IRQ_NOPROBE));
	chip = irq_data_get_irq_chip(d);
	KUNIT_EXPECT_NULL(test, chip->irq_mask);
	KUNIT_EXPECT_NULL(test, chip->irq_ack);
	KUNIT_EXPECT_NULL(test, chip->irq_suspend);
	KUNIT_EXPECT_EQ(test, chip->flags, IRQCHIP_SKIP_SET_WAKE);
	KUNIT_ASSERT_EQ(test, request_irq(d->irq, mmio_intc_test_count_isr,
					  0, "mmio-intc-test", test), 0);
	mmio_intc_test_set_reg(test, 0x00, BIT(2));
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reads, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_writes, 0);
	free_irq(d->irq, test);
}
#endif

#if IS_ENABLED(CONFIG_DIGICOLOR_IRQ)
/*
 * cnxt,cx92755-ic: two banks of status, enable and a write-1 ack, which
 * set-up leaves alone; the level flow, no chip flags
 */
static void __init mmio_intc_test_layout_digicolor(struct kunit *test)
{
	struct mmio_intc_test *t = test->priv;
	const struct mmio_intc_layout *l = &mmio_intc_digicolor;

	mmio_intc_test_parse_layout(test, "cnxt,cx92755-ic", l);
	KUNIT_EXPECT_EQ(test, t->desc.hw.roles,
			BIT(MMIO_INTC_ACK) | BIT(MMIO_INTC_ENABLE) |
			BIT(MMIO_INTC_STATUS));
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ACK], 0x00);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE], 0x10);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_STATUS], 0x18);
	KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 2);
	KUNIT_EXPECT_EQ(test, t->desc.stride, 4);
	KUNIT_EXPECT_EQ(test, t->desc.base, 0xf0000040);
	KUNIT_EXPECT_EQ(test, t->desc.span, 0x40);
	KUNIT_EXPECT_FALSE(test, t->desc.hw.ack_w0c);
	KUNIT_EXPECT_EQ(test, t->desc.valid[1], ~0U);
	KUNIT_EXPECT_EQ(test, t->desc.wake[0], 0);
	KUNIT_EXPECT_EQ(test, l->flags, MMIO_INTC_NO_INIT_ACK);
	KUNIT_EXPECT_TRUE(test, l->handler == handle_level_irq);
	KUNIT_EXPECT_EQ(test, l->chip_flags, 0);
}

static irqreturn_t mmio_intc_test_digicolor_isr(int irq, void *test)
{
	mmio_intc_test_isr_calls++;
	/* masked while it runs: bank 1's ENABLE */
	mmio_intc_test_isr_mask = mmio_intc_test_reg(test, 0x14);
	mmio_intc_test_set_reg(test, 0x1c, 0);
	return IRQ_HANDLED;
}

/*
 * Over poisoned memory: set-up writes both ENABLE registers and not the
 * flag clear registers (irq-digicolor did not ack at set-up); line 33 is
 * masked while its handler runs, acked by writing its bit to bank 1's
 * flag clear register, and unmasked after
 */
static void __init mmio_intc_test_digicolor(struct kunit *test)
{
	struct irq_data *d;

	mmio_intc_test_setup_poisoned(test, &mmio_intc_digicolor, "digicolor@0");
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x10), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x14), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x00), 0xa5a5a5a5);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x04), 0xa5a5a5a5);

	d = mmio_intc_test_map(test, 33);
	KUNIT_ASSERT_EQ(test, request_irq(d->irq, mmio_intc_test_digicolor_isr,
					  0, "mmio-intc-test", test), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x14), BIT(1));
	/* irq-digicolor had no suspend or resume callback */
	KUNIT_EXPECT_NULL(test, irq_data_get_irq_chip(d)->irq_suspend);
	KUNIT_EXPECT_NULL(test, irq_data_get_irq_chip(d)->irq_resume);
	mmio_intc_test_set_reg(test, 0x18, 0);
	mmio_intc_test_set_reg(test, 0x1c, BIT(1));
	mmio_intc_test_set_reg(test, 0x04, 0);
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_mask, 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x04), BIT(1));
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x14), BIT(1));
	free_irq(d->irq, test);
}
#endif

#if IS_ENABLED(CONFIG_RDA_INTC)
/*
 * rda,8810pl-intc: one bank of status, enable set and clear, two cells;
 * level trigger types only, the level flow, no ack
 */
static void __init mmio_intc_test_layout_rda(struct kunit *test)
{
	struct device_node *np = mmio_intc_test_node("layouts",
						     "interrupt-controller@20800000");
	const struct mmio_intc_layout *l = &mmio_intc_rda;
	struct mmio_intc_test *t = test->priv;

	KUNIT_ASSERT_NOT_NULL(test, np);
	KUNIT_EXPECT_EQ(test, mmio_intc_parse(np, l, &t->desc), 0);
	of_node_put(np);
	KUNIT_EXPECT_EQ(test, t->desc.hw.cells, 2);
	KUNIT_EXPECT_EQ(test, t->desc.hw.roles,
			BIT(MMIO_INTC_STATUS) | BIT(MMIO_INTC_ENABLE_SET) |
			BIT(MMIO_INTC_ENABLE_CLEAR));
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_STATUS], 0x00);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE_SET], 0x08);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE_CLEAR], 0x0c);
	KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 1);
	KUNIT_EXPECT_EQ(test, t->desc.base, 0x20800000);
	KUNIT_EXPECT_EQ(test, t->desc.valid[0], ~0U);
	KUNIT_EXPECT_EQ(test, t->desc.wake[0], 0);
	KUNIT_EXPECT_EQ(test, l->irq_set_type(NULL, IRQ_TYPE_LEVEL_HIGH), 0);
	KUNIT_EXPECT_EQ(test, l->irq_set_type(NULL, IRQ_TYPE_LEVEL_LOW), 0);
	KUNIT_EXPECT_EQ(test, l->irq_set_type(NULL, IRQ_TYPE_EDGE_RISING),
			-EINVAL);
	KUNIT_EXPECT_EQ(test, l->types,
			IRQ_TYPE_LEVEL_HIGH | IRQ_TYPE_LEVEL_LOW);
	KUNIT_EXPECT_EQ(test, l->flags, MMIO_INTC_RELAXED);
	KUNIT_EXPECT_TRUE(test, l->handler == handle_level_irq);
	KUNIT_EXPECT_EQ(test, l->chip_flags, 0);
}

/*
 * rda8810pl.dtsi's node over memory: set-up disables every line; the
 * xlate takes the types set_type takes (level high and low), no suspend
 * or resume callback (irq-rda-intc had none)
 */
static void __init mmio_intc_test_rda(struct kunit *test)
{
	struct device_node *np = mmio_intc_test_node("layouts",
						     "interrupt-controller@20800000");
	struct mmio_intc_test *t = test->priv;
	struct irq_data *d;

	t->layout = &mmio_intc_rda;
	mmio_intc_test_setup_np(test, np, 0);
	of_node_put(np);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x0c), ~0U);
	d = mmio_intc_test_map(test, 3);
	mmio_intc_test_xlate_types(test, d, 3);
	KUNIT_EXPECT_NULL(test, irq_data_get_irq_chip(d)->irq_suspend);
	KUNIT_EXPECT_NULL(test, irq_data_get_irq_chip(d)->irq_resume);
}
#endif

#if IS_ENABLED(CONFIG_ORION_IRQCHIP)
/*
 * marvell,orion-intc: a bank of cause (raw status) and mask (enable) per
 * reg entry (equally spaced, of one size), the level flow;
 * marvell,orion-bridge-intc: one bank, its
 * cause acked by writing 0, "marvell,#interrupts" lines, the edge flow
 */
static void __init mmio_intc_test_layout_orion(struct kunit *test)
{
	const struct mmio_intc_layout *l = &mmio_intc_orion_bridge;
	struct mmio_intc_test *t = test->priv;
	struct device_node *np;

	mmio_intc_test_parse_layout(test, "marvell,orion-intc",
				    &mmio_intc_orion);
	KUNIT_EXPECT_EQ(test, t->desc.hw.roles,
			BIT(MMIO_INTC_RAW_STATUS) | BIT(MMIO_INTC_ENABLE));
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_RAW_STATUS], 0x00);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE], 0x04);
	KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 2);
	KUNIT_EXPECT_EQ(test, t->desc.stride, 0x10);
	KUNIT_EXPECT_EQ(test, t->desc.base, 0xf1020200);
	KUNIT_EXPECT_EQ(test, t->desc.span, 0x20);
	KUNIT_EXPECT_EQ(test, t->desc.valid[1], ~0U);
	KUNIT_EXPECT_TRUE(test, mmio_intc_orion.handler == handle_level_irq);
	KUNIT_EXPECT_EQ(test, mmio_intc_orion.chip_flags, 0);
	/* reg entries of two sizes: refused */
	np = mmio_intc_test_node("setup", "orion-bad@0");
	KUNIT_ASSERT_NOT_NULL(test, np);
	KUNIT_EXPECT_EQ(test, mmio_intc_parse(np, &mmio_intc_orion, &t->desc),
			-EINVAL);
	KUNIT_EXPECT_STREQ(test, t->desc.invalid, "reg");
	of_node_put(np);

	np = mmio_intc_test_node("layouts", "bridge-interrupt-ctrl@f1020110");
	KUNIT_ASSERT_NOT_NULL(test, np);
	KUNIT_EXPECT_EQ(test, mmio_intc_parse(np, l, &t->desc), 0);
	l->find_lines(np, &t->desc, NULL);
	of_node_put(np);
	KUNIT_EXPECT_EQ(test, t->desc.hw.roles,
			BIT(MMIO_INTC_RAW_STATUS) | BIT(MMIO_INTC_ENABLE) |
			BIT(MMIO_INTC_ACK));
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ACK], 0x00);
	KUNIT_EXPECT_TRUE(test, t->desc.hw.ack_w0c);
	KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 1);
	KUNIT_EXPECT_EQ(test, t->desc.base, 0xf1020110);
	KUNIT_EXPECT_EQ(test, t->desc.valid[0], GENMASK(5, 0));
	KUNIT_EXPECT_TRUE(test, l->handler == handle_edge_irq);
	KUNIT_EXPECT_EQ(test, l->chip_flags, 0);
}

static irqreturn_t mmio_intc_test_bridge_isr(int irq, void *test)
{
	mmio_intc_test_isr_calls++;
	/* acked before the handler: 0 written to the line's cause bit */
	mmio_intc_test_isr_mask = mmio_intc_test_reg(test, 0x00);
	return IRQ_HANDLED;
}

/*
 * The bridge over poisoned memory: set-up writes its mask and then its
 * cause 0; a line starting up is acked (0 written to its cause bit: all
 * the others 1) before it is unmasked; the edge flow acks it likewise
 */
static void __init mmio_intc_test_orion_bridge(struct kunit *test)
{
	struct irq_data *d;

	mmio_intc_test_setup_poisoned(test, &mmio_intc_orion_bridge,
				      "orion-bridge@0");
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x00), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x04), 0);

	d = mmio_intc_test_map(test, 2);
	mmio_intc_test_set_reg(test, 0x00, BIT(2));
	KUNIT_ASSERT_EQ(test, request_irq(d->irq, mmio_intc_test_bridge_isr,
					  0, "mmio-intc-test", test), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x00), ~BIT(2));
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x04), BIT(2));
	/* irq-orion had no suspend or resume callback: standby wakes */
	KUNIT_EXPECT_NULL(test, irq_data_get_irq_chip(d)->irq_suspend);
	KUNIT_EXPECT_NULL(test, irq_data_get_irq_chip(d)->irq_resume);
	mmio_intc_test_set_reg(test, 0x00, BIT(2));
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_mask, ~BIT(2));
	free_irq(d->irq, test);
}
#endif

#if IS_ENABLED(CONFIG_SUNXI_NMI_INTC)
/*
 * allwinner,sun6i-a31-sc-nmi, allwinner,sun7i-a20-sc-nmi and
 * allwinner,sun9i-a80-nmi: one line, PENDING its raw status, ack and EOI,
 * ENABLE; two cells, any one trigger type; the fasteoi flow with
 * irq-sunxi-nmi.c's chip flags (its level chip type's)
 */
static void __init mmio_intc_test_layout_sunxi_nmi(struct kunit *test)
{
	struct {
		const char *name;
		const struct mmio_intc_layout *layout;
		u32 base, pending, enable;
	} v[] = {
		{ "interrupt-controller@1f00c0c", &mmio_intc_sun6i_nmi,
		  0x01f00c0c, 0x04, 0x34 },
		{ "interrupt-controller@1c00030", &mmio_intc_sun7i_nmi,
		  0x01c00030, 0x04, 0x08 },
		{ "interrupt-controller@80015a0", &mmio_intc_sun9i_nmi,
		  0x080015a0, 0x08, 0x04 },
	};
	struct mmio_intc_test *t = test->priv;
	const struct mmio_intc_layout *l;
	struct device_node *np;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(v); i++) {
		l = v[i].layout;
		np = mmio_intc_test_node("layouts", v[i].name);
		KUNIT_ASSERT_NOT_NULL(test, np);
		KUNIT_EXPECT_EQ(test, mmio_intc_parse(np, l, &t->desc), 0);
		l->find_lines(np, &t->desc, NULL);
		of_node_put(np);
		KUNIT_EXPECT_EQ(test, t->desc.hw.roles,
				BIT(MMIO_INTC_RAW_STATUS) | BIT(MMIO_INTC_ENABLE) |
				BIT(MMIO_INTC_ACK) | BIT(MMIO_INTC_EOI));
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_RAW_STATUS],
				v[i].pending);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ACK],
				v[i].pending);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_EOI],
				v[i].pending);
		KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE],
				v[i].enable);
		KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 1);
		KUNIT_EXPECT_EQ(test, t->desc.hw.cells, 2);
		KUNIT_EXPECT_EQ(test, t->desc.hw.types, IRQ_TYPE_SENSE_MASK);
		KUNIT_EXPECT_EQ(test, t->desc.base, v[i].base);
		KUNIT_EXPECT_EQ(test, t->desc.valid[0], BIT(0));
		KUNIT_EXPECT_EQ(test, t->desc.wake[0], 0);
		KUNIT_EXPECT_EQ(test, l->flags,
				MMIO_INTC_NO_INIT_ACK | MMIO_INTC_LEVEL_FLAGS);
		KUNIT_EXPECT_TRUE(test, l->handler == handle_fasteoi_irq);
		KUNIT_EXPECT_EQ(test, l->chip_flags,
				IRQCHIP_EOI_THREADED | IRQCHIP_EOI_IF_HANDLED |
				IRQCHIP_SKIP_SET_WAKE);
	}
}

static irqreturn_t mmio_intc_test_sunxi_nmi_isr(int irq, void *test)
{
	mmio_intc_test_isr_calls++;
	/* cleared, so that a write after the handler shows */
	mmio_intc_test_set_reg(test, 0x04, 0);
	return IRQ_HANDLED;
}

/* Line 0 set to @type: CTRL[1:0] is @src, the chip type's flags @flags */
static void __init mmio_intc_test_sunxi_nmi_type(struct kunit *test,
						 struct irq_data *d,
						 unsigned int type, u32 src,
						 unsigned long flags)
{
	struct irq_chip *chip;

	KUNIT_ASSERT_EQ(test, irq_set_irq_type(d->irq, type), 0);
	chip = irq_data_get_irq_chip(d);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x00), 0xa5a5a5a4 | src);
	KUNIT_EXPECT_EQ(test, irqd_get_trigger_type(d), type);
	KUNIT_EXPECT_EQ(test, chip->flags, flags);
	KUNIT_EXPECT_TRUE(test, irq_to_desc(d->irq)->handle_irq ==
			  (flags ? handle_fasteoi_irq : handle_edge_irq));
	/* a level line's latch is cleared by its EOI only */
	KUNIT_EXPECT_TRUE(test, chip->irq_ack == (flags ? NULL :
						  irq_gc_ack_set_bit));
	KUNIT_EXPECT_NULL(test, chip->irq_suspend);
}

/*
 * The A20's NMI over poisoned memory: set-up disables it (ENABLE 0) and
 * clears its latch (bit 0 written to PENDING), CTRL left; consumers may
 * name line 0 with one trigger type, which goes to CTRL[1:0] (0
 * level-low, 1 edge-falling, 2 level-high, 3 edge-rising) and picks the
 * chip type: level, the fasteoi flow, the EOI (bit 0 to PENDING) after
 * the handler, the chip flags (set_wake skipped); edge, the edge flow,
 * acked before the handler, no chip flags (set_wake fails)
 */
static void __init mmio_intc_test_sunxi_nmi(struct kunit *test)
{
	const unsigned long level = IRQCHIP_EOI_THREADED |
				    IRQCHIP_EOI_IF_HANDLED |
				    IRQCHIP_SKIP_SET_WAKE;
	struct mmio_intc_test *t = test->priv;
	const u32 specs[][2] = {
		{ 0, IRQ_TYPE_LEVEL_LOW }, { 0, IRQ_TYPE_EDGE_FALLING },
		{ 0, IRQ_TYPE_EDGE_BOTH }, { 1, IRQ_TYPE_LEVEL_HIGH },
	};
	unsigned int i, type;
	irq_hw_number_t hw;
	struct irq_data *d;

	mmio_intc_test_setup_poisoned(test, &mmio_intc_sun7i_nmi, "sunxi-nmi@0");
	mmio_intc_sun7i_nmi.init(t->intc, &t->desc);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x00), 0xa5a5a5a5);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x04), BIT(0));
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x08), 0);
	for (i = 0; i < ARRAY_SIZE(specs); i++)
		KUNIT_EXPECT_EQ(test, t->domain->ops->xlate(t->domain, t->intc->np,
							    specs[i], 2, &hw,
							    &type),
				i < 2 ? 0 : -EINVAL);

	d = mmio_intc_test_map(test, 0);
	mmio_intc_test_xlate_types(test, d, 0);
	mmio_intc_test_sunxi_nmi_type(test, d, IRQ_TYPE_EDGE_RISING, 3, 0);
	KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d->irq, 1), -ENXIO);
	mmio_intc_test_sunxi_nmi_type(test, d, IRQ_TYPE_EDGE_FALLING, 1, 0);
	mmio_intc_test_sunxi_nmi_type(test, d, IRQ_TYPE_LEVEL_HIGH, 2, level);
	mmio_intc_test_sunxi_nmi_type(test, d, IRQ_TYPE_LEVEL_LOW, 0, level);
	KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d->irq, 1), 0);
	KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d->irq, 0), 0);

	/* level-low: the EOI after the handler */
	KUNIT_ASSERT_EQ(test, request_irq(d->irq, mmio_intc_test_sunxi_nmi_isr,
					  0, "mmio-intc-test", test), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x08), BIT(0));
	mmio_intc_test_set_reg(test, 0x04, BIT(0));
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x04), BIT(0));
	free_irq(d->irq, test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x08), 0);

	/* edge-rising: the ack before the handler, nothing after */
	KUNIT_ASSERT_EQ(test, request_irq(d->irq, mmio_intc_test_sunxi_nmi_isr,
					  IRQF_TRIGGER_RISING, "mmio-intc-test",
					  test), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x00), 0xa5a5a5a7);
	mmio_intc_test_set_reg(test, 0x04, BIT(0));
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_writes, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x04), 0);
	free_irq(d->irq, test);
}
#endif

#if IS_ENABLED(CONFIG_BCM2835_ARMCTRL_IC)
/*
 * brcm,bcm2835-armctrl-ic (and brcm,bcm2836-armctrl-ic): the basic bank
 * (lines 0-7) and two GPU banks, each a pending register (4 bytes apart),
 * enable and disable registers (the basic bank's after the GPU banks');
 * two cells, a bank and a line; the level flow, no ack
 */
static void __init mmio_intc_test_layout_bcm2835(struct kunit *test)
{
	const struct mmio_intc_layout *l = &mmio_intc_bcm2835;
	struct mmio_intc_test *t = test->priv;
	struct device_node *np;

	np = mmio_intc_test_node("layouts", "interrupt-controller@7e00b200");
	KUNIT_ASSERT_NOT_NULL(test, np);
	KUNIT_EXPECT_EQ(test, mmio_intc_parse(np, l, &t->desc), 0);
	l->find_lines(np, &t->desc, NULL);
	of_node_put(np);
	KUNIT_EXPECT_EQ(test, t->desc.hw.roles,
			BIT(MMIO_INTC_STATUS) | BIT(MMIO_INTC_ENABLE_SET) |
			BIT(MMIO_INTC_ENABLE_CLEAR));
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_STATUS], 0x00);
	KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 3);
	KUNIT_EXPECT_EQ(test, t->desc.hw.cells, 2);
	KUNIT_EXPECT_TRUE(test, t->desc.hw.bank_cells);
	KUNIT_EXPECT_EQ(test, t->desc.stride, 4);
	KUNIT_EXPECT_EQ(test, t->desc.base, 0x7e00b200);
	KUNIT_EXPECT_EQ(test, t->desc.span, 0x200);
	KUNIT_EXPECT_EQ(test, t->desc.valid[0], GENMASK(7, 0));
	KUNIT_EXPECT_EQ(test, t->desc.valid[2], ~0U);
	KUNIT_EXPECT_EQ(test, t->desc.wake[0], 0);
	KUNIT_EXPECT_EQ(test, l->flags,
			MMIO_INTC_BANK_CELLS | MMIO_INTC_RELAXED);
	KUNIT_EXPECT_TRUE(test, l->handler == handle_level_irq);
}

/*
 * Over poisoned memory: set-up writes every line to the three disable
 * registers (0x24, 0x1c, 0x20) and nothing else, its init FIQ control 0
 * when bit 7 is set; <0 7> and <2 31> name lines 7 and 95, <0 8>, <1 32>
 * and <3 0> are refused; mask and unmask write the line's bank's disable
 * and enable registers (the basic bank's at 0x24 and 0x18); a basic line
 * is dispatched with one read, a GPU line with two (the basic pending
 * register's bit 9, or the line's own bit there, 19 for line 25 of bank 2,
 * which leaves bit 9 clear; then pending 2)
 */
static void __init mmio_intc_test_bcm2835(struct kunit *test)
{
	struct mmio_intc_test *t = test->priv;
	const u32 specs[][2] = {
		{ 0, 7 }, { 2, 31 }, { 0, 8 }, { 1, 32 }, { 3, 0 },
	};
	struct irq_data *d7, *d89;
	unsigned int i, type;
	irq_hw_number_t hw;

	mmio_intc_test_setup_poisoned(test, &mmio_intc_bcm2835, "bcm2835@0");
	for (i = 0; i < 0x28; i += 4)
		KUNIT_EXPECT_EQ_MSG(test, mmio_intc_test_reg(test, i),
				    i == 0x1c || i == 0x20 || i == 0x24 ?
				    ~0U : 0xa5a5a5a5, "0x%02x", i);
	mmio_intc_bcm2835.init(t->intc, &t->desc);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x0c), 0);
	for (i = 0; i < ARRAY_SIZE(specs); i++) {
		hw = 0;
		KUNIT_EXPECT_EQ(test, t->domain->ops->xlate(t->domain, t->intc->np,
							    specs[i], 2, &hw,
							    &type),
				i < 2 ? 0 : -EINVAL);
		if (i < 2) {
			KUNIT_EXPECT_EQ(test, hw, specs[i][0] * 32 + specs[i][1]);
			KUNIT_EXPECT_EQ(test, type, IRQ_TYPE_NONE);
		}
	}

	d7 = mmio_intc_test_map(test, 7);
	d89 = mmio_intc_test_map(test, 89);
	KUNIT_EXPECT_TRUE(test, irq_to_desc(d89->irq)->handle_irq ==
			  handle_level_irq);
	KUNIT_EXPECT_NULL(test, irq_data_get_irq_chip(d89)->irq_ack);
	KUNIT_ASSERT_EQ(test, request_irq(d7->irq, mmio_intc_test_count_isr,
					  0, "mmio-intc-test", test), 0);
	KUNIT_ASSERT_EQ(test, request_irq(d89->irq, mmio_intc_test_count_isr,
					  0, "mmio-intc-test", test), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x18), BIT(7));
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x14), BIT(25));

	/* a basic line: bits 8 and 9 clear, the GPU banks are not read */
	mmio_intc_test_set_reg(test, 0x00, BIT(7));
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reads, 1);
	/* a GPU line of bank 2 (the level flow: masked, then unmasked) */
	mmio_intc_test_set_reg(test, 0x00, BIT(9));
	mmio_intc_test_set_reg(test, 0x08, BIT(25));
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reads, 2);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x20), BIT(25));
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x14), BIT(25));
	mmio_intc_test_set_reg(test, 0x00, BIT(19));
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reads, 2);
	free_irq(d89->irq, test);
	free_irq(d7->irq, test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x24), BIT(7));
}
#endif

static int mmio_intc_test_init(struct kunit *test)
{
	test->priv = kunit_kzalloc(test, sizeof(struct mmio_intc_test),
				   GFP_KERNEL);
	return test->priv ? 0 : -ENOMEM;
}

static void __init mmio_intc_test_exit(struct kunit *test)
{
	struct mmio_intc_test *t = test->priv;

	if (t->intc && !IS_ERR(t->intc))
		mmio_intc_test_teardown(t->intc);
}

static int __init mmio_intc_test_suite_init(struct kunit_suite *suite)
{
	if (!of_fdt_unflatten_tree((unsigned long *)__dtb_irq_mmio_intc_test_begin,
				   NULL, &mmio_intc_test_root))
		return -ENODEV;
	return 0;
}

/* __refdata: the cases and hooks are __init, as is the code they test */
static struct kunit_case mmio_intc_test_cases[] __refdata = {
#if IS_ENABLED(CONFIG_SUN4I_INTC)
	KUNIT_CASE(mmio_intc_test_layout_sun4i),
	KUNIT_CASE(mmio_intc_test_sun4i_nmi),
#endif
#if IS_ENABLED(CONFIG_DW_APB_ICTL)
	KUNIT_CASE(mmio_intc_test_layout_dw_apb_ictl),
	KUNIT_CASE(mmio_intc_test_dw_apb_ictl_resume),
#endif
#if IS_ENABLED(CONFIG_VERSATILE_FPGA_IRQ)
	KUNIT_CASE(mmio_intc_test_layout_versatile_fpga),
#endif
#if IS_ENABLED(CONFIG_ARM_VIC)
	KUNIT_CASE(mmio_intc_test_layout_vic),
	KUNIT_CASE(mmio_intc_test_vic_suspend),
#endif
#if IS_ENABLED(CONFIG_ASPEED_VIC)
	KUNIT_CASE(mmio_intc_test_layout_aspeed_vic),
	KUNIT_CASE(mmio_intc_test_aspeed_vic),
#endif
#if IS_ENABLED(CONFIG_ASPEED_I2C_IC)
	KUNIT_CASE(mmio_intc_test_layout_aspeed_i2c_ic),
	KUNIT_CASE(mmio_intc_test_aspeed_i2c_ic),
#endif
#if IS_ENABLED(CONFIG_DIGICOLOR_IRQ)
	KUNIT_CASE(mmio_intc_test_layout_digicolor),
	KUNIT_CASE(mmio_intc_test_digicolor),
#endif
#if IS_ENABLED(CONFIG_RDA_INTC)
	KUNIT_CASE(mmio_intc_test_layout_rda),
	KUNIT_CASE(mmio_intc_test_rda),
#endif
#if IS_ENABLED(CONFIG_ORION_IRQCHIP)
	KUNIT_CASE(mmio_intc_test_layout_orion),
	KUNIT_CASE(mmio_intc_test_orion_bridge),
#endif
#if IS_ENABLED(CONFIG_SUNXI_NMI_INTC)
	KUNIT_CASE(mmio_intc_test_layout_sunxi_nmi),
	KUNIT_CASE(mmio_intc_test_sunxi_nmi),
#endif
#if IS_ENABLED(CONFIG_BCM2835_ARMCTRL_IC)
	KUNIT_CASE(mmio_intc_test_layout_bcm2835),
	KUNIT_CASE(mmio_intc_test_bcm2835),
#endif
	{}
};

static struct kunit_suite mmio_intc_test_suite __refdata = {
	.name = "mmio_intc",
	.suite_init = mmio_intc_test_suite_init,
	.init = mmio_intc_test_init,
	.exit = mmio_intc_test_exit,
	.test_cases = mmio_intc_test_cases,
};

/* suite_init unflattens the test tree from init data */
kunit_test_init_section_suites(&mmio_intc_test_suite);

MODULE_LICENSE("GPL");
