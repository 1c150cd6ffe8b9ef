/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Generic memory-mapped interrupt controller: the description the driver
 * parses from a device tree node, shared with its KUnit tests, and the
 * layout of a controller with a binding of its own, which its file
 * (irq-mmio-intc-<controller>.c) gives to mmio_intc_probe().
 */
#ifndef _IRQ_MMIO_INTC_H
#define _IRQ_MMIO_INTC_H

#include <linux/init.h>
#include <linux/irqdomain.h>
#include <linux/irqhandler.h>
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

/* What a controller with a binding of its own does (struct mmio_intc_layout) */
#define MMIO_INTC_VALID_NEEDED	BIT(0)	/* no valid-mask: no line */
#define MMIO_INTC_CLEAR_MASK	BIT(1)	/* clear-mask: enables cleared at set-up */
#define MMIO_INTC_COUNT_LINES	BIT(2)	/* lines: what the enables keep of ~0 */
#define MMIO_INTC_EOI_LINE0	BIT(3)	/* only line 0 latches: its EOI alone */
#define MMIO_INTC_WAKE		BIT(4)	/* no valid-wakeup-mask: all lines wake */
#define MMIO_INTC_ACK_MASKS	BIT(5)	/* no ack register: the ack masks */

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
 * @init:	registers of its own to set, once the banks are set up
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
	void (*init)(struct mmio_intc *intc);
};

/**
 * struct mmio_intc_desc - a controller as its device tree node describes it
 * @roles:	BIT(role) for each register role present
 * @base:	physical address of the lowest register
 * @span:	bytes from @base to the end of the highest register region
 * @offset:	bank 0's register of each role, from @base
 * @io_width:	register width in bytes: 1, 2 or 4
 * @stride:	bytes between the registers of one role for consecutive banks
 * @nr_banks:	number of banks
 * @bank_lines:	lines per bank (8 * @io_width)
 * @big_endian:	registers are big-endian
 * @ack_w0c:	a line is acknowledged by writing 0 to its bit
 * @cells:	#interrupt-cells: 1, or 2 with a trigger type
 * @layout:	for a controller with a binding of its own, what the driver
 *		knows of its registers (NULL for an "mmio-intc" node); init
 *		data, read during set-up only
 * @clear:	with a layout that reads "clear-mask": the lines whose enable
 *		is cleared at set-up
 * @invalid:	the property mmio_intc_parse() rejected, for the tests
 * @valid:	per bank, the lines that can be mapped
 * @wake:	per bank, the lines that can wake the system
 *
 * @valid and @wake come last: a running controller does not keep them
 * (see struct mmio_intc).
 */
struct mmio_intc_desc {
	unsigned long roles;
	phys_addr_t base;
	resource_size_t span;
	u32 offset[MMIO_INTC_NR_ROLES];
	unsigned int io_width;
	unsigned int stride;
	unsigned int nr_banks;
	unsigned int bank_lines;
	bool big_endian;
	bool ack_w0c;
	unsigned int cells;
	const struct mmio_intc_layout *layout;
	u32 clear;
	const char *invalid;
	u32 valid[MMIO_INTC_MAX_BANKS];
	u32 wake[MMIO_INTC_MAX_BANKS];
};

/**
 * struct mmio_intc - a running controller
 * @np:		its device tree node
 * @base:	registers, mapped from @desc.base
 * @domain:	its linear irq domain, one generic chip per bank
 * @parsed:	the full description while mmio_intc_setup() runs (the
 *		generic chips' init callback reads the per-bank masks), NULL
 *		after
 * @reported:	lines reported as unexpected (see mmio_intc_spurious())
 * @desc:	its description, without the per-bank masks: allocated up to
 *		MMIO_INTC_SIZE, as the generic chips hold the masks (unused,
 *		wake_enabled) and 1 KiB per controller is saved
 */
struct mmio_intc {
	struct device_node *np;
	void __iomem *base;
	struct irq_domain *domain;
	const struct mmio_intc_desc *parsed;
	DECLARE_BITMAP(reported, MMIO_INTC_MAX_LINES);
	struct mmio_intc_desc desc;
};

#define MMIO_INTC_SIZE	offsetof(struct mmio_intc, desc.valid)

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
