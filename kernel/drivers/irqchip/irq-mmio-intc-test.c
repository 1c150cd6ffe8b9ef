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
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/moduleparam.h>
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

static void mmio_intc_test_count_write(u32 val, void __iomem *addr)
{
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
	KUNIT_EXPECT_PTR_EQ(test, t->desc.hw.layout, layout);
	KUNIT_EXPECT_EQ(test, t->desc.hw.bank_lines, 32);
	KUNIT_EXPECT_EQ(test, t->desc.hw.cells, 1);
	of_node_put(np);
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
}

/* Parse setup/@name, set it up over zeroed memory, count its accesses */
static void __init mmio_intc_test_setup(struct kunit *test, const char *name)
{
	struct device_node *np = mmio_intc_test_node("setup", name);

	mmio_intc_test_setup_np(test, np, 0);
	of_node_put(np);
}

static u32 mmio_intc_test_reg(struct kunit *test, unsigned int off)
{
	struct mmio_intc_test *t = test->priv;

	if (t->desc.io_width == 2)
		return t->desc.big_endian ? be16_to_cpup((__be16 *)(t->regs + off)) :
					    le16_to_cpup((__le16 *)(t->regs + off));
	return le32_to_cpup((__le32 *)(t->regs + off));
}

static void mmio_intc_test_set_reg(struct kunit *test, unsigned int off,
				   u32 val)
{
	struct mmio_intc_test *t = test->priv;

	if (t->desc.io_width == 2 && t->desc.big_endian)
		*(__be16 *)(t->regs + off) = cpu_to_be16(val);
	else
		*(__le32 *)(t->regs + off) = cpu_to_le32(val);
}

static struct irq_data *mmio_intc_test_map(struct kunit *test,
					   unsigned int hwirq)
{
	struct mmio_intc_test *t = test->priv;
	unsigned int virq = irq_create_mapping(t->domain, hwirq);

	KUNIT_ASSERT_NE_MSG(test, virq, 0, "line %u", hwirq);
	return irq_get_irq_data(virq);
}

/*
 * Call a chip callback as the core does: interrupts off (the core holds
 * the descriptor's lock, or runs syscore callbacks with interrupts off)
 */
static void mmio_intc_test_call(struct irq_data *d,
				void (*op)(struct irq_data *d))
{
	unsigned long flags;

	local_irq_save(flags);
	op(d);
	local_irq_restore(flags);
}

/* Run @op on @d and expect exactly @reads reads and @writes writes */
static void mmio_intc_test_op(struct kunit *test, struct irq_data *d,
			      void (*op)(struct irq_data *d),
			      unsigned int reads, unsigned int writes)
{
	mmio_intc_test_reads = 0;
	mmio_intc_test_writes = 0;
	mmio_intc_test_call(d, op);
	KUNIT_EXPECT_EQ_MSG(test, mmio_intc_test_reads, reads, "%ps", op);
	KUNIT_EXPECT_EQ_MSG(test, mmio_intc_test_writes, writes, "%ps", op);
	kunit_info(test, "mmio: %ps: %u reads, %u writes\n", op,
		   mmio_intc_test_reads, mmio_intc_test_writes);
}

static void mmio_intc_test_handle(struct kunit *test)
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

static unsigned int mmio_intc_test_isr_calls;
static u32 mmio_intc_test_isr_mask;

/* A consumer of line 4 of setup/mask@0: notes the mask register as it runs */
static irqreturn_t mmio_intc_test_isr(int irq, void *test)
{
	mmio_intc_test_isr_calls++;
	mmio_intc_test_isr_mask = mmio_intc_test_reg(test, 0x08);
	return IRQ_HANDLED;
}

/* --- parse */

static void __init mmio_intc_test_parse_good(struct kunit *test)
{
	struct device_node *good = mmio_intc_test_node("good", NULL);
	struct mmio_intc_test *t = test->priv;
	struct device_node *np;
	unsigned int n = 0;

	for_each_child_of_node(good, np) {
		KUNIT_EXPECT_EQ_MSG(test, mmio_intc_parse(np, NULL, &t->desc), 0,
				    "%pOF", np);
		n++;
	}
	of_node_put(good);
	KUNIT_EXPECT_EQ(test, n, 5);

	/* the 16-bit set/clear layout, field by field */
	np = mmio_intc_test_node("good", "interrupt-controller@20000000");
	KUNIT_ASSERT_EQ(test, mmio_intc_parse(np, NULL, &t->desc), 0);
	of_node_put(np);
	KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks, 2);
	KUNIT_EXPECT_EQ(test, t->desc.hw.bank_lines, 16);
	KUNIT_EXPECT_EQ(test, t->desc.stride, 16);
	KUNIT_EXPECT_EQ(test, t->desc.base, 0x20000000);
	KUNIT_EXPECT_EQ(test, t->desc.span, 0x1e);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ENABLE_CLEAR], 8);
	KUNIT_EXPECT_EQ(test, t->desc.hw.offset[MMIO_INTC_ACK], 12);
	KUNIT_EXPECT_EQ(test, t->desc.hw.roles,
			BIT(MMIO_INTC_RAW_STATUS) | BIT(MMIO_INTC_ENABLE_SET) |
			BIT(MMIO_INTC_ENABLE_CLEAR) | BIT(MMIO_INTC_ACK));
	KUNIT_EXPECT_TRUE(test, t->desc.big_endian);
	KUNIT_EXPECT_TRUE(test, t->desc.hw.ack_w0c);
	KUNIT_EXPECT_EQ(test, t->desc.hw.cells, 2);
	KUNIT_EXPECT_EQ(test, t->desc.valid[0], 0xfff7);
	KUNIT_EXPECT_EQ(test, t->desc.valid[1], 0x00ff);
	KUNIT_EXPECT_EQ(test, t->desc.wake[0], 0x0003);

	/* 1024 lines; defaults: every line valid and able to wake */
	np = mmio_intc_test_node("good", "interrupt-controller@30000000");
	KUNIT_ASSERT_EQ(test, mmio_intc_parse(np, NULL, &t->desc), 0);
	of_node_put(np);
	KUNIT_EXPECT_EQ(test, t->desc.hw.nr_banks * t->desc.hw.bank_lines, 1024);
	KUNIT_EXPECT_EQ(test, t->desc.valid[31], 0xffffffff);
	KUNIT_EXPECT_EQ(test, t->desc.wake[31], 0xffffffff);
}

static void __init mmio_intc_test_parse_bad(struct kunit *test)
{
	struct device_node *bad = mmio_intc_test_node("bad", NULL);
	struct mmio_intc_test *t = test->priv;
	struct device_node *np;
	const char *expect;
	unsigned int n = 0;

	for_each_child_of_node(bad, np) {
		KUNIT_ASSERT_EQ(test, of_property_read_string(np, "expect",
							      &expect), 0);
		KUNIT_EXPECT_EQ_MSG(test, mmio_intc_parse(np, NULL, &t->desc),
				    -EINVAL, "%pOF", np);
		KUNIT_EXPECT_STREQ_MSG(test, t->desc.invalid, expect,
				       "%pOF", np);
		n++;
	}
	of_node_put(bad);
	KUNIT_EXPECT_GE(test, n, 15);
}

/* --- set up and run */

/* A mask register and an enable register (the Allwinner A10 layout) */
static void __init mmio_intc_test_mask_enable(struct kunit *test)
{
	struct irq_data *d3;

	mmio_intc_test_setup(test, "mask-enable@0");
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x08), 0xffffffff);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x0c), 0xffffffff);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x10), 0xffffff7f);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x14), 0x1);

	/* masking goes through the mask register alone */
	d3 = mmio_intc_test_map(test, 3);
	mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_unmask, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x08), (u32)~BIT(3));
	mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_mask, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x08), 0xffffffff);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x10), 0xffffff7f);

	/*
	 * No ack register: the status follows the input, the fasteoi flow
	 * with a no-op EOI; an interrupt costs the status reads, no write
	 */
	KUNIT_EXPECT_TRUE(test, irq_to_desc(d3->irq)->handle_irq ==
			  handle_fasteoi_irq);
	KUNIT_ASSERT_EQ(test, request_irq(d3->irq, mmio_intc_test_isr, 0,
					  "mmio-intc-test", test), 0);
	mmio_intc_test_set_reg(test, 0x00, BIT(3));
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reads, 2);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_writes, 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x08), (u32)~BIT(3));
	free_irq(d3->irq, test);
}

/* The line the vector ISR serves: it clears the vector, as the hardware does */
static irqreturn_t mmio_intc_test_vector_isr(int irq, void *test)
{
	struct mmio_intc_test *t = ((struct kunit *)test)->priv;

	mmio_intc_test_isr_calls++;
	*(__le32 *)t->regs = 0;
	return IRQ_HANDLED;
}

/*
 * A vector register (the pending line times 4, as the A10's): an
 * interrupt costs two vector reads and no write (no ack: fasteoi); a
 * vector of 0 with line 0 not pending is nothing: one more status read.
 */
static void __init mmio_intc_test_vector(struct kunit *test)
{
	struct irq_data *d40;

	mmio_intc_test_setup(test, "vector@0");
	d40 = mmio_intc_test_map(test, 40);
	KUNIT_ASSERT_EQ(test, request_irq(d40->irq, mmio_intc_test_vector_isr,
					  0, "mmio-intc-test", test), 0);
	mmio_intc_test_set_reg(test, 0x14, BIT(8));
	mmio_intc_test_set_reg(test, 0x00, 40 << 2);
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reads, 2);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_writes, 0);

	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reads, 2);
	free_irq(d40->irq, test);
}

/* mask register (1 = masked), status, write-1 ack, two banks */
static void __init mmio_intc_test_mask(struct kunit *test)
{
	struct irq_data *d3, *d4, *d33;

	mmio_intc_test_setup(test, "mask@0");
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x08), 0xffffffff);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x0c), 0xffffffff);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x10), 0xffffffff);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x14), 0xffffffff);

	d3 = mmio_intc_test_map(test, 3);
	d4 = mmio_intc_test_map(test, 4);
	d33 = mmio_intc_test_map(test, 33);
	mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_unmask, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x08), (u32)~BIT(3));
	mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_mask, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x08), 0xffffffff);
	mmio_intc_test_op(test, d33, irq_data_get_irq_chip(d33)->irq_unmask, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x0c), (u32)~BIT(1));
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x08), 0xffffffff);

	mmio_intc_test_set_reg(test, 0x10, 0);
	mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_ack, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x10), BIT(3));

	/* wake: lines 0-3 of bank 0 only */
	KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d3->irq, 1), 0);
	KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d4->irq, 1), -EINVAL);
	KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d33->irq, 1), -EINVAL);

	KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d3->irq, 0), 0);

	/* a pending unmapped line: masked and acked; one status read a bank */
	mmio_intc_test_set_reg(test, 0x10, 0);
	mmio_intc_test_set_reg(test, 0x00, BIT(5));
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reads, 2);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x10), BIT(5));
	KUNIT_EXPECT_TRUE(test, mmio_intc_test_reg(test, 0x08) & BIT(5));

	/* a pending line with a handler: masked and acked while it runs */
	KUNIT_ASSERT_EQ(test, request_irq(d4->irq, mmio_intc_test_isr, 0,
					  "mmio-intc-test", test), 0);
	KUNIT_EXPECT_FALSE(test, mmio_intc_test_reg(test, 0x08) & BIT(4));
	mmio_intc_test_set_reg(test, 0x10, 0);
	mmio_intc_test_set_reg(test, 0x00, BIT(4));
	mmio_intc_test_isr_calls = 0;
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_isr_calls, 1);
	KUNIT_EXPECT_TRUE(test, mmio_intc_test_isr_mask & BIT(4));
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x10), BIT(4));
	KUNIT_EXPECT_FALSE(test, mmio_intc_test_reg(test, 0x08) & BIT(4));
	free_irq(d4->irq, test);
	KUNIT_EXPECT_TRUE(test, mmio_intc_test_reg(test, 0x08) & BIT(4));
}

/* enable register (1 = enabled), raw status, write-0 ack */
static void __init mmio_intc_test_enable(struct kunit *test)
{
	struct irq_data *d3;

	mmio_intc_test_setup(test, "enable@0");
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x4), 0);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x8), 0);

	d3 = mmio_intc_test_map(test, 3);
	mmio_intc_test_map(test, 6);	/* mapped, left masked */
	mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_unmask, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x4), BIT(3));
	mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_mask, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x4), 0);
	mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_ack, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x8), (u32)~BIT(3));

	/* raw status: a pending but masked line is not dispatched */
	mmio_intc_test_call(d3, irq_data_get_irq_chip(d3)->irq_unmask);
	mmio_intc_test_set_reg(test, 0x8, 0xffffffff);
	mmio_intc_test_set_reg(test, 0x0, BIT(3) | BIT(6));
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reads, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x8), (u32)~BIT(3));
	KUNIT_EXPECT_FALSE(test, mmio_intc_test_reg(test, 0x4) & BIT(6));
}

/* enable-set / enable-clear, status, eoi (fasteoi flow) */
static void __init mmio_intc_test_setclr(struct kunit *test)
{
	struct irq_data *d3;

	mmio_intc_test_setup(test, "setclr@0");
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x8), 0xffffffff);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x4), 0);

	d3 = mmio_intc_test_map(test, 3);
	KUNIT_EXPECT_TRUE(test, irq_to_desc(d3->irq)->handle_irq ==
			  handle_fasteoi_irq);
	mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_unmask, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x4), BIT(3));
	mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_mask, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x8), BIT(3));
	mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_eoi, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0xc), BIT(3));
}

/* two banks of 16-bit big-endian registers in 8-byte blocks, two cells */
static void __init mmio_intc_test_be16(struct kunit *test)
{
	struct mmio_intc_test *t = test->priv;
	struct irq_data *d2, *d17;

	mmio_intc_test_setup(test, "be16@0");
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x2), 0xffff);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0xa), 0xffff);
	KUNIT_EXPECT_EQ(test, t->regs[0xa], 0xff);

	d2 = mmio_intc_test_map(test, 2);
	d17 = mmio_intc_test_map(test, 17);
	KUNIT_EXPECT_EQ(test, irq_create_mapping(t->domain, 19), 0);

	KUNIT_EXPECT_EQ(test, irq_set_irq_type(d17->irq, IRQ_TYPE_EDGE_RISING), 0);
	KUNIT_EXPECT_TRUE(test, irq_to_desc(d17->irq)->handle_irq ==
			  handle_edge_irq);
	KUNIT_EXPECT_EQ(test, irq_set_irq_type(d2->irq, IRQ_TYPE_LEVEL_HIGH), 0);
	KUNIT_EXPECT_TRUE(test, irq_to_desc(d2->irq)->handle_irq ==
			  handle_level_irq);
	KUNIT_EXPECT_NE(test, irq_set_irq_type(d2->irq, IRQ_TYPE_EDGE_FALLING), 0);

	mmio_intc_test_op(test, d17, irq_data_get_irq_chip(d17)->irq_unmask, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0xa), 0xfffd);
	KUNIT_EXPECT_EQ(test, t->regs[0xa], 0xff);
	KUNIT_EXPECT_EQ(test, t->regs[0xb], 0xfd);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x2), 0xffff);
	mmio_intc_test_op(test, d17, irq_data_get_irq_chip(d17)->irq_ack, 0, 1);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0xc), BIT(1));

	/* an edge line is acked, not masked, when it is delivered */
	mmio_intc_test_set_reg(test, 0xc, 0);
	mmio_intc_test_set_reg(test, 0x8, BIT(1));
	mmio_intc_test_handle(test);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reads, 2);
	KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0xc), BIT(1));

	KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d2->irq, 1), 0);
	KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d17->irq, 1), -EINVAL);
	KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d2->irq, 0), 0);
}

/* Bank 0's enabled lines, read back from its mask or enable register */
static u32 mmio_intc_test_enabled(struct kunit *test)
{
	struct mmio_intc_test *t = test->priv;
	u32 off = t->desc.hw.offset[MMIO_INTC_MASK] | t->desc.hw.offset[MMIO_INTC_ENABLE];

	if (t->desc.hw.roles & BIT(MMIO_INTC_MASK))
		return ~mmio_intc_test_reg(test, off);
	return mmio_intc_test_reg(test, off);
}

/*
 * Both suspend paths, for lines 3 (wake-capable and armed) and 4 (not
 * armed), both requested, of the mask, enable and set/clear patterns,
 * through the chip's callbacks (the running system is not suspended).
 * Suspend to RAM: the generic chip's syscore callbacks write exactly the
 * armed lines as enabled, and the mask cache back on resume. Suspend to
 * idle runs no syscore ops: the core masks each requested line not armed
 * for wakeup because the chip says IRQCHIP_MASK_ON_SUSPEND, and unmasks it
 * on resume; the test makes the same calls. Set/clear registers keep only
 * the last value written, so they are zeroed before each step.
 */
static void __init mmio_intc_test_suspend(struct kunit *test)
{
	static const char * const nodes[] = { "mask@0", "enable@0", "setclr@0" };
	struct mmio_intc_test *t = test->priv;
	struct irq_data *d3, *d4;
	unsigned int i, w;
	bool setclr;

	for (i = 0; i < ARRAY_SIZE(nodes); i++) {
		mmio_intc_test_setup(test, nodes[i]);
		setclr = t->desc.hw.roles & BIT(MMIO_INTC_ENABLE_SET);
		w = setclr ? 2 : 1;
		d3 = mmio_intc_test_map(test, 3);
		d4 = mmio_intc_test_map(test, 4);
		KUNIT_ASSERT_EQ(test, request_irq(d3->irq, mmio_intc_test_isr,
						  0, "mmio-intc-test", test), 0);
		KUNIT_ASSERT_EQ(test, request_irq(d4->irq, mmio_intc_test_isr,
						  0, "mmio-intc-test", test), 0);
		KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d3->irq, 1), 0);

		mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_suspend,
				  0, w);
		if (setclr) {
			KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x4), BIT(3));
			KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x8),
					(u32)~BIT(3));
		} else {
			KUNIT_EXPECT_EQ_MSG(test, mmio_intc_test_enabled(test),
					    BIT(3), "%s s2ram", nodes[i]);
		}
		mmio_intc_test_op(test, d3, irq_data_get_irq_chip(d3)->irq_resume,
				  0, w);
		if (setclr) {
			KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x4),
					BIT(3) | BIT(4));
			KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x8),
					(u32)~(BIT(3) | BIT(4)));
		} else {
			KUNIT_EXPECT_EQ_MSG(test, mmio_intc_test_enabled(test),
					    BIT(3) | BIT(4), "%s s2ram resumed",
					    nodes[i]);
		}

		if (setclr) {
			mmio_intc_test_set_reg(test, 0x4, 0);
			mmio_intc_test_set_reg(test, 0x8, 0);
		}
		KUNIT_EXPECT_TRUE(test, irq_data_get_irq_chip(d4)->flags &
				  IRQCHIP_MASK_ON_SUSPEND);
		mmio_intc_test_op(test, d4, irq_data_get_irq_chip(d4)->irq_mask,
				  0, 1);
		if (setclr) {
			KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x8), BIT(4));
			KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x4), 0);
			mmio_intc_test_set_reg(test, 0x8, 0);
		} else {
			KUNIT_EXPECT_EQ_MSG(test, mmio_intc_test_enabled(test),
					    BIT(3), "%s s2idle", nodes[i]);
		}
		mmio_intc_test_op(test, d4, irq_data_get_irq_chip(d4)->irq_unmask,
				  0, 1);
		if (setclr) {
			KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x4), BIT(4));
			KUNIT_EXPECT_EQ(test, mmio_intc_test_reg(test, 0x8), 0);
		} else {
			KUNIT_EXPECT_EQ_MSG(test, mmio_intc_test_enabled(test),
					    BIT(3) | BIT(4), "%s s2idle resumed",
					    nodes[i]);
		}

		KUNIT_EXPECT_EQ(test, irq_set_irq_wake(d3->irq, 0), 0);
		free_irq(d3->irq, test);
		free_irq(d4->irq, test);
		mmio_intc_teardown(t->intc);
		t->intc = NULL;
	}
}

/*
 * Consumers' specifiers through the domain's xlate: a line beyond the
 * controller, outside valid-mask, a cell count or a trigger type it cannot
 * do is refused (no mapping, no warning); a good one gives line and type.
 */
static void __init mmio_intc_test_xlate(struct kunit *test)
{
	static const struct {
		u32 spec[2];
		unsigned int count;
		int ret;
	} cases[] = {
		{ { 17, IRQ_TYPE_EDGE_RISING }, 2, 0 },
		{ { 2, IRQ_TYPE_LEVEL_HIGH }, 2, 0 },
		{ { 2, IRQ_TYPE_NONE }, 2, 0 },
		{ { 32, IRQ_TYPE_LEVEL_HIGH }, 2, -EINVAL },	/* beyond */
		{ { 19, IRQ_TYPE_LEVEL_HIGH }, 2, -EINVAL },	/* not valid */
		{ { 2, IRQ_TYPE_EDGE_FALLING }, 2, -EINVAL },
		{ { 2, IRQ_TYPE_LEVEL_LOW }, 2, -EINVAL },
		{ { 2, 0 }, 1, -EINVAL },			/* cells */
	};
	struct mmio_intc_test *t = test->priv;
	unsigned int i, type;
	irq_hw_number_t hw;

	/* a one-cell controller's lines are level lines */
	mmio_intc_test_setup(test, "mask@0");
	KUNIT_EXPECT_EQ(test, t->domain->ops->xlate(t->domain, t->intc->np,
						    cases[0].spec, 1, &hw, &type), 0);
	KUNIT_EXPECT_EQ(test, hw, 17);
	KUNIT_EXPECT_EQ(test, type, IRQ_TYPE_LEVEL_HIGH);
	mmio_intc_teardown(t->intc);
	t->intc = NULL;

	mmio_intc_test_setup(test, "be16@0");
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		hw = 0;
		type = 0;
		KUNIT_EXPECT_EQ_MSG(test, t->domain->ops->xlate(t->domain,
								t->intc->np,
								cases[i].spec,
								cases[i].count,
								&hw, &type),
				    cases[i].ret, "case %u", i);
		if (cases[i].ret)
			continue;
		KUNIT_EXPECT_EQ_MSG(test, hw, cases[i].spec[0], "case %u", i);
		KUNIT_EXPECT_EQ_MSG(test, type, cases[i].spec[1], "case %u", i);
	}
}

#define MMIO_INTC_TEST_GUARD	64

/* Exercise every valid line of the set-up controller through its chip */
static void mmio_intc_test_exercise(struct kunit *test)
{
	struct mmio_intc_test *t = test->priv;
	unsigned int hw, nr = t->desc.hw.nr_banks * t->desc.hw.bank_lines;
	struct irq_data *d;
	struct irq_chip *chip;

	for (hw = 0; hw < nr; hw++) {
		if (!(t->desc.valid[hw / t->desc.hw.bank_lines] &
		      BIT(hw % t->desc.hw.bank_lines)))
			continue;
		d = mmio_intc_test_map(test, hw);
		chip = irq_data_get_irq_chip(d);
		mmio_intc_test_call(d, chip->irq_unmask);
		mmio_intc_test_call(d, chip->irq_mask);
		if (chip->irq_ack)
			mmio_intc_test_call(d, chip->irq_ack);
		if (chip->irq_eoi)
			mmio_intc_test_call(d, chip->irq_eoi);
		if (hw % t->desc.hw.bank_lines == 0) {
			mmio_intc_test_call(d, chip->irq_suspend);
			mmio_intc_test_call(d, chip->irq_resume);
			mmio_intc_test_call(d, chip->irq_pm_shutdown);
		}
	}
	mmio_intc_test_handle(test);
}

/*
 * No access outside the node's reg regions, for every valid node: reads
 * and writes after set-up through the counting hooks, and every write
 * (set-up and teardown included) by the poison left around and between
 * the regions.
 */
static void __init mmio_intc_test_no_stray(struct kunit *test)
{
	struct device_node *good = mmio_intc_test_node("good", NULL);
	struct mmio_intc_test *t = test->priv;
	struct device_node *np;
	struct resource res;
	unsigned int i, n = 0;
	long off;

	for_each_child_of_node(good, np) {
		mmio_intc_test_setup_np(test, np, MMIO_INTC_TEST_GUARD);
		mmio_intc_test_win.nr = 0;
		while (!of_address_to_resource(np, mmio_intc_test_win.nr, &res)) {
			i = mmio_intc_test_win.nr++;
			mmio_intc_test_win.start[i] = res.start - t->desc.base;
			mmio_intc_test_win.size[i] = resource_size(&res);
		}
		mmio_intc_test_win.width = t->desc.io_width;
		mmio_intc_test_win.strays = 0;
		mmio_intc_test_win.regs = t->regs;
		/* nothing pending: the handler reads each status register */
		for (i = 0; i < mmio_intc_test_win.nr; i++)
			memset(t->regs + mmio_intc_test_win.start[i], 0,
			       mmio_intc_test_win.size[i]);

		mmio_intc_test_exercise(test);
		mmio_intc_teardown(t->intc);
		t->intc = NULL;
		mmio_intc_test_win.regs = NULL;

		KUNIT_EXPECT_EQ_MSG(test, mmio_intc_test_win.strays, 0,
				    "%pOF: accesses outside reg", np);
		for (off = -MMIO_INTC_TEST_GUARD;
		     off < (long)t->desc.span + MMIO_INTC_TEST_GUARD; off++)
			if (!mmio_intc_test_in_window(off, 1))
				KUNIT_EXPECT_EQ_MSG(test, t->regs[off],
						    MMIO_INTC_TEST_POISON,
						    "%pOF: write at offset %ld", np, off);
		n++;
	}
	of_node_put(good);
	KUNIT_EXPECT_EQ(test, n, 5);
}

/*
 * What a controller of 32, 256 and 1024 lines costs to set up and tear
 * down, and the slab bytes it holds (make bench reads the figures: under
 * QEMU -icount shift=0,sleep=off a nanosecond is an instruction); every
 * line masked after set-up. make bench asks for the mean of 20 runs
 * (irq_mmio_intc_test.probe_runs=20), as ktime's step may be a
 * microsecond; a test boot runs one.
 */
static unsigned int probe_runs = 1;
module_param(probe_runs, uint, 0444);
MODULE_PARM_DESC(probe_runs, "set-up and teardown runs per size in probe_cost");

static void __init mmio_intc_test_probe_cost(struct kunit *test)
{
	static const unsigned int sizes[] = { 32, 256, 1024 };
	struct device_node *np = mmio_intc_test_node("setup", "mask@0");
	struct mmio_intc_test *t = test->priv;
	unsigned int i, run, b, nr_banks;
	u64 t0, setup, teardown;
	struct irq_domain *dom;
	size_t slab;
	u32 *regs;

	KUNIT_ASSERT_NOT_NULL(test, np);
	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		nr_banks = sizes[i] / 32;
		memset(&t->desc, 0, sizeof(t->desc));
		t->desc.hw.roles = BIT(MMIO_INTC_STATUS) | BIT(MMIO_INTC_MASK);
		t->desc.hw.offset[MMIO_INTC_MASK] = nr_banks * 4;
		t->desc.span = 2 * nr_banks * 4;
		t->desc.io_width = 4;
		t->desc.stride = 4;
		t->desc.hw.nr_banks = nr_banks;
		t->desc.hw.bank_lines = 32;
		t->desc.hw.cells = 1;
		memset(t->desc.valid, 0xff, nr_banks * sizeof(u32));
		regs = kunit_kzalloc(test, t->desc.span, GFP_KERNEL);
		KUNIT_ASSERT_NOT_NULL(test, regs);

		setup = 0;
		teardown = 0;
		slab = 0;
		for (run = 0; run < max(probe_runs, 1U); run++) {
			memset(regs, 0, t->desc.span);
			t0 = ktime_get_ns();
			t->intc = mmio_intc_setup(np, &t->desc,
						  (void __force __iomem *)regs);
			setup += ktime_get_ns() - t0;
			KUNIT_ASSERT_FALSE(test, IS_ERR(t->intc));
			for (b = 0; b < nr_banks; b++)
				KUNIT_EXPECT_EQ_MSG(test, regs[nr_banks + b], ~0U,
						    "%u lines: bank %u mask",
						    sizes[i], b);
			dom = t->intc->domain;
			slab = ksize(t->intc) + ksize(dom) + ksize(dom->gc);
			if (dom->flags & IRQ_DOMAIN_NAME_ALLOCATED)
				slab += ksize(dom->name);
			t0 = ktime_get_ns();
			mmio_intc_teardown(t->intc);
			teardown += ktime_get_ns() - t0;
			t->intc = NULL;
		}
		kunit_info(test, "probe: %u lines: set-up %llu ns, teardown %llu ns (mean of %u), %zu slab bytes\n",
			   sizes[i], div_u64(setup, run), div_u64(teardown, run),
			   run, slab);
	}
	of_node_put(np);
}

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
		mmio_intc_teardown(t->intc);
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
	KUNIT_CASE(mmio_intc_test_parse_good),
	KUNIT_CASE(mmio_intc_test_parse_bad),
	KUNIT_CASE(mmio_intc_test_mask),
	KUNIT_CASE(mmio_intc_test_mask_enable),
	KUNIT_CASE(mmio_intc_test_vector),
	KUNIT_CASE(mmio_intc_test_enable),
	KUNIT_CASE(mmio_intc_test_setclr),
	KUNIT_CASE(mmio_intc_test_be16),
	KUNIT_CASE(mmio_intc_test_suspend),
	KUNIT_CASE(mmio_intc_test_xlate),
	KUNIT_CASE(mmio_intc_test_no_stray),
	KUNIT_CASE(mmio_intc_test_probe_cost),
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
