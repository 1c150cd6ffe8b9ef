/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Generic memory-mapped interrupt controller: the description the driver
 * parses from a device tree node, shared with its KUnit tests, and the
 * layout of a controller with a binding of its own, which its file
 * (irq-mmio-intc-<controller>.c) gives to mmio_intc_probe().
 */
#ifndef _IRQ_MMIO_INTC_H
#define _IRQ_MMIO_INTC_H

#include <linux/atomic.h>
#include <linux/init.h>
#include <linux/irqdomain.h>
#include <linux/irqhandler.h>
#include <linux/lockdep_types.h>
#include <linux/of.h>
#include <linux/types.h>

#define MMIO_INTC_MAX_LINES	1024
#define MMIO_INTC_MAX_BANKS	(MMIO_INTC_MAX_LINES / 8)
#define MMIO_INTC_MAX_PARENTS	32

/* Register roles, in the order of the binding's reg-names */
enum mmio_intc_role {
	MMIO_INTC_STATUS,
	MMIO_INTC_RAW_STATUS,
	MMIO_INTC_MASK,
	MMIO_INTC_ENABLE,
	MMIO_INTC_ENABLE_SET,
	MMIO_INTC_ENABLE_CLEAR,
	MMIO_INTC_ACK,
	MMIO_INTC_EOI,
	MMIO_INTC_VECTOR,
	MMIO_INTC_NR_ROLES
};

struct mmio_intc;
struct mmio_intc_desc;

/* What a controller with a binding of its own does (struct mmio_intc_layout) */
#define MMIO_INTC_VALID_NEEDED	BIT(0)	/* no valid-mask: no line */
#define MMIO_INTC_CLEAR_MASK	BIT(1)	/* clear-mask: enables cleared at set-up */
#define MMIO_INTC_COUNT_LINES	BIT(2)	/* lines: what the enables keep of ~0 */
#define MMIO_INTC_EOI_LINE0	BIT(3)	/* only line 0 latches: its EOI alone */
#define MMIO_INTC_WAKE		BIT(4)	/* no valid-wakeup-mask: all lines wake */
#define MMIO_INTC_ACK_MASKS	BIT(5)	/* no ack register: the ack masks */
#define MMIO_INTC_ROOTS		BIT(6)	/* several roots, read in turn */

/**
 * struct mmio_intc_layout - a controller with a binding of its own: its
 * registers, which its node gives as one "reg" region; 32-bit registers,
 * 32 lines per bank, consecutive banks 4 bytes apart
 * @roles:	BIT(role) for each register role it has
 * @offset:	bank 0's register of each role
 * @nr_banks:	banks (with MMIO_INTC_COUNT_LINES, at most)
 * @span:	bytes mapped, at least (the node's reg may be shorter)
 * @flags:	MMIO_INTC_* above
 * @handler:	the flow handler of its hand-written driver
 * @chip_flags:	the IRQCHIP_* flags of that driver's irq_chip
 * @init:	registers of its own to set, once the banks are set up, from
 *		the node's description
 *
 * Its lines behave as the hand-written driver's did: the same flow and
 * chip flags, no irq_set_type (every trigger type is accepted and none is
 * recorded), irq_set_wake only with wake lines.
 */
struct mmio_intc_layout {
	unsigned long roles;
	u32 offset[MMIO_INTC_NR_ROLES];
	unsigned int nr_banks;
	resource_size_t span;
	unsigned int flags;
	irq_flow_handler_t handler;
	unsigned long chip_flags;
	void (*init)(struct mmio_intc *intc,
		     const struct mmio_intc_desc *desc);
};

/**
 * struct mmio_intc_hw - what a running controller keeps of its description
 * @roles:	BIT(role) for each register role present
 * @offset:	bank 0's register of each role, from the lowest register
 * @nr_banks:	number of banks
 * @bank_lines:	lines per bank (8 * the register width)
 * @cells:	#interrupt-cells: 1, or 2 with a trigger type
 * @ack_w0c:	a line is acknowledged by writing 0 to its bit
 * @layout:	for a controller with a binding of its own, what the driver
 *		knows of it (NULL for an "mmio-intc" node)
 */
struct mmio_intc_hw {
	unsigned long roles;
	u32 offset[MMIO_INTC_NR_ROLES];
	unsigned int nr_banks;
	unsigned int bank_lines;
	unsigned int cells;
	bool ack_w0c;
	const struct mmio_intc_layout *layout;
};

/**
 * struct mmio_intc_desc - a controller as its device tree node describes
 * it: what mmio_intc_parse() produces and set-up consumes
 * @hw:		what the running controller keeps (struct mmio_intc_hw)
 * @base:	physical address of the lowest register
 * @span:	bytes from @base to the end of the highest register region
 * @io_width:	register width in bytes: 1, 2 or 4
 * @stride:	bytes between the registers of one role for consecutive banks
 * @big_endian:	registers are big-endian
 * @clear:	with a layout that reads "clear-mask": the lines whose enable
 *		is cleared at set-up
 * @invalid:	the property mmio_intc_parse() rejected, for the tests
 * @valid:	per bank, the lines that can be mapped
 * @wake:	per bank, the lines that can wake the system
 */
struct mmio_intc_desc {
	struct mmio_intc_hw hw;
	phys_addr_t base;
	resource_size_t span;
	unsigned int io_width;
	unsigned int stride;
	bool big_endian;
	u32 clear;
	const char *invalid;
	u32 valid[MMIO_INTC_MAX_BANKS];
	u32 wake[MMIO_INTC_MAX_BANKS];
};

/**
 * struct mmio_intc - a running controller
 * @np:		its device tree node
 * @base:	registers, mapped from its description's base
 * @domain:	its linear irq domain, one generic chip per bank
 * @hw:		its registers and lines
 * @parsed:	the full description while mmio_intc_setup() runs (the
 *		generic chips' init callback reads the per-bank masks), NULL
 *		after
 * @next_root:	the next root controller (a layout with MMIO_INTC_ROOTS)
 * @parents:	its parent interrupts (virqs), @nr_parents of them
 * @nr_parents:	0 for a root controller
 * @wake_lines:	its lines set to wake: its parents are armed while non-zero
 * @lock_class:	the lockdep classes of its lines' descriptors (see
 * @request_class: mmio_intc_map())
 * @reported:	lines reported as unexpected (see mmio_intc_spurious())
 */
struct mmio_intc {
	struct device_node *np;
	void __iomem *base;
	struct irq_domain *domain;
	struct mmio_intc_hw hw;
	const struct mmio_intc_desc *parsed;
	struct mmio_intc *next_root;
	unsigned int *parents;
	unsigned int nr_parents;
	atomic_t wake_lines;
	struct lock_class_key lock_class;
	struct lock_class_key request_class;
	DECLARE_BITMAP(reported, MMIO_INTC_MAX_LINES);
};

int __init mmio_intc_probe(struct device_node *np, struct device_node *parent,
			   const struct mmio_intc_layout *layout);

#if IS_ENABLED(CONFIG_KUNIT)
/* For the KUnit suite, built in and run at boot: set-up code is __init */
int __init mmio_intc_parse(struct device_node *np,
			   const struct mmio_intc_layout *layout,
			   struct mmio_intc_desc *desc);
struct mmio_intc * __init mmio_intc_setup(struct device_node *np,
					  const struct mmio_intc_desc *desc,
					  void __iomem *base);
void __init mmio_intc_teardown(struct mmio_intc *intc);
bool mmio_intc_handle(struct mmio_intc *intc);
#endif

#endif /* _IRQ_MMIO_INTC_H */
