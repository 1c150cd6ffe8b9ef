// SPDX-License-Identifier: GPL-2.0
/*
 * Test-only (not in the series): make bench's probe figures, a KUnit suite
 * built into the project's kernels beside the series' own (scripts/sync-tree
 * lays tests/builtin/ over the synced tree; its Kbuild adds this object when
 * the project's make passes MMIO_INTC_BENCH=y).  The set-up code is __init,
 * so the figures are taken at boot, not by the bench module.
 *
 * probe_cost: mmio_intc_setup() and mmio_intc_teardown() of 32-, 256- and
 * 1024-line controllers (a status and a mask register per bank over a
 * kmalloc'ed buffer), probe_runs times each (make bench boots with
 * irq_mmio_intc_bench.probe_runs=20, as ktime's step may be a microsecond;
 * a test boot runs one), and the slab bytes a controller holds.  Under
 * QEMU's -icount shift=0 one nanosecond is one instruction.  Figures only
 * (kunit_info()); every mask register must read all ones after set-up.
 */

#include <kunit/test.h>
#include <linux/libfdt.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/moduleparam.h>
#include <linux/of.h>
#include <linux/of_fdt.h>
#include <linux/slab.h>

#include "irq-mmio-intc.h"

static unsigned int probe_runs = 1;
module_param(probe_runs, uint, 0444);
MODULE_PARM_DESC(probe_runs, "set-up and teardown runs per size in probe_cost");

/*
 * The controllers' node: a tree of its own, "/bench", unflattened once and
 * kept (its nodes point into the blob)
 */
static u8 mmio_intc_bench_fdt[256] __aligned(8);
static struct device_node *mmio_intc_bench_root;

static struct device_node * __init mmio_intc_bench_node(struct kunit *test)
{
	void *fdt = mmio_intc_bench_fdt;

	if (mmio_intc_bench_root)
		return of_get_child_by_name(mmio_intc_bench_root, "bench");
	KUNIT_ASSERT_EQ(test, fdt_create(fdt, sizeof(mmio_intc_bench_fdt)) ?:
			fdt_finish_reservemap(fdt) ?:
			fdt_begin_node(fdt, "") ?:
			fdt_begin_node(fdt, "bench") ?:
			fdt_end_node(fdt) ?:
			fdt_end_node(fdt) ?:
			fdt_finish(fdt), 0);
	KUNIT_ASSERT_NOT_NULL(test, of_fdt_unflatten_tree(fdt, NULL,
							  &mmio_intc_bench_root));
	return of_get_child_by_name(mmio_intc_bench_root, "bench");
}

static void __init mmio_intc_bench_probe_cost(struct kunit *test)
{
	static const unsigned int sizes[] = { 32, 256, 1024 };
	struct device_node *np = mmio_intc_bench_node(test);
	unsigned int i, run, b, nr_banks;
	u64 t0, setup, teardown;
	struct mmio_intc_desc *desc;
	struct mmio_intc *intc;
	struct irq_domain *dom;
	size_t slab;
	u32 *regs;

	KUNIT_ASSERT_NOT_NULL(test, np);
	desc = kunit_kzalloc(test, sizeof(*desc), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, desc);
	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		nr_banks = sizes[i] / 32;
		memset(desc, 0, sizeof(*desc));
		desc->layout = &mmio_intc_class;
		desc->hw.handler = handle_fasteoi_irq;
		desc->hw.roles = BIT(MMIO_INTC_STATUS) | BIT(MMIO_INTC_MASK);
		desc->hw.offset[MMIO_INTC_MASK] = nr_banks * 4;
		desc->span = 2 * nr_banks * 4;
		desc->io_width = 4;
		desc->stride = 4;
		desc->hw.nr_banks = nr_banks;
		desc->hw.bank_lines = 32;
		desc->hw.cells = 1;
		memset(desc->valid, 0xff, nr_banks * sizeof(u32));
		regs = kunit_kzalloc(test, desc->span, GFP_KERNEL);
		KUNIT_ASSERT_NOT_NULL(test, regs);

		setup = 0;
		teardown = 0;
		slab = 0;
		for (run = 0; run < max(probe_runs, 1U); run++) {
			memset(regs, 0, desc->span);
			t0 = ktime_get_ns();
			intc = mmio_intc_setup(np, desc, (void __force __iomem *)regs);
			setup += ktime_get_ns() - t0;
			KUNIT_ASSERT_FALSE(test, IS_ERR(intc));
			for (b = 0; b < nr_banks; b++)
				KUNIT_EXPECT_EQ_MSG(test, regs[nr_banks + b], ~0U,
						    "%u lines: bank %u mask",
						    sizes[i], b);
			dom = intc->domain;
			slab = ksize(intc) + ksize(dom) + ksize(dom->gc);
			if (dom->flags & IRQ_DOMAIN_NAME_ALLOCATED)
				slab += ksize(dom->name);
			t0 = ktime_get_ns();
			mmio_intc_teardown(intc);
			teardown += ktime_get_ns() - t0;
		}
		kunit_info(test, "probe: %u lines: set-up %llu ns, teardown %llu ns (mean of %u), %zu slab bytes\n",
			   sizes[i], div_u64(setup, run), div_u64(teardown, run),
			   run, slab);
	}
	of_node_put(np);
}

/* __refdata: the case is __init, as is the code it measures */
static struct kunit_case mmio_intc_bench_cases[] __refdata = {
	KUNIT_CASE(mmio_intc_bench_probe_cost),
	{}
};

static struct kunit_suite mmio_intc_bench_suite __refdata = {
	.name = "mmio_intc_bench",
	.test_cases = mmio_intc_bench_cases,
};

kunit_test_init_section_suites(&mmio_intc_bench_suite);

MODULE_DESCRIPTION("mmio-intc probe cost (test-only, for make bench)");
MODULE_LICENSE("GPL");
