/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Generic memory-mapped interrupt controller driver: a controller is a
 * layout (its IRQCHIP_DECLARE()'s data) and what its node adds to it.
 */
#ifndef _IRQ_MMIO_INTC_H
#define _IRQ_MMIO_INTC_H

#include <linux/atomic.h>
#include <linux/irqdomain.h>
#include <linux/irqhandler.h>
#include <linux/lockdep_types.h>
#include <linux/of.h>

#define MMIO_INTC_MAX_LINES	1024
#define MMIO_INTC_MAX_BANKS	(MMIO_INTC_MAX_LINES / 8)

/* Register roles: each bank has one register of each role present */
enum mmio_intc_role {
	MMIO_INTC_STATUS,	/* pending and enabled */
	MMIO_INTC_RAW_STATUS,	/* pending */
	MMIO_INTC_MASK,		/* 1 masks a line */
	MMIO_INTC_ENABLE,	/* 1 enables a line */
	MMIO_INTC_ENABLE_SET,
	MMIO_INTC_ENABLE_CLEAR,
	MMIO_INTC_ACK,
	MMIO_INTC_EOI,
	MMIO_INTC_VECTOR,	/* one for all banks: the pending line * 4 */
	MMIO_INTC_NR_ROLES
};

struct mmio_intc;
struct mmio_intc_desc;

/* struct mmio_intc_layout's flags */
#define MMIO_INTC_VALID_NEEDED	BIT(0)	/* no valid-mask: no line */
#define MMIO_INTC_CLEAR_MASK	BIT(1)	/* clear-mask: enables cleared at set-up */
#define MMIO_INTC_WAKE		BIT(2)	/* no valid-wakeup-mask: all lines wake */
#define MMIO_INTC_ACK_MASKS	BIT(3)	/* no ack register: the ack masks */
#define MMIO_INTC_ROOTS		BIT(4)	/* several roots, read in turn */
#define MMIO_INTC_SHARED	BIT(5)	/* parent lines requested shared */

/**
 * struct mmio_intc_layout - a controller before its node is read: 32-bit
 * registers, banks of 32 lines 4 bytes apart, one "reg" region
 * @roles:	BIT(role) for each register role it has
 * @offset:	bank 0's register of each role
 * @nr_banks:	banks (at most, with @find_lines)
 * @span:	bytes mapped, at least (the node's reg may be shorter)
 * @flags:	MMIO_INTC_* above
 * @handler:	the flow handler of its lines
 * @chip_flags:	the IRQCHIP_* flags of its irq_chip
 * @parse:	reads the registers from the node instead of the fields above
 * @find_lines:	finds the lines the hardware has, before set-up
 * @irq_eoi:	the irq_eoi of its lines, when it has an EOI register
 * @irq_set_type: the irq_set_type of its lines (with one cell, they are
 *		then level-high ones)
 * @set_wake:	the irq_set_wake of its lines (MMIO_INTC_WAKE: the chip's)
 * @init:	registers of its own to set once the banks are set up
 */
struct mmio_intc_layout {
	unsigned long roles;
	u32 offset[MMIO_INTC_NR_ROLES];
	unsigned int nr_banks;
	resource_size_t span;
	unsigned int flags;
	irq_flow_handler_t handler;
	unsigned long chip_flags;
	int (*parse)(struct device_node *np, struct mmio_intc_desc *desc);
	void (*find_lines)(struct mmio_intc_desc *desc, void __iomem *base);
	void (*irq_eoi)(struct irq_data *d);
	int (*irq_set_type)(struct irq_data *d, unsigned int type);
	int (*set_wake)(struct irq_data *d, unsigned int on);
	void (*init)(struct mmio_intc *intc, const struct mmio_intc_desc *desc);
};

/**
 * struct mmio_intc_hw - what a running controller keeps of its description
 * @roles:	BIT(role) for each register role present
 * @offset:	bank 0's register of each role, from the lowest register
 * @nr_banks:	banks
 * @bank_lines:	lines per bank (8 * the register width)
 * @cells:	#interrupt-cells: 1, or 2 with a trigger type
 * @ack_w0c:	a line is acknowledged by writing 0 to its bit
 * @handler:	the flow handler of its lines
 * @layout:	its layout (__initconst: read at set-up only)
 */
struct mmio_intc_hw {
	unsigned long roles;
	u32 offset[MMIO_INTC_NR_ROLES];
	unsigned int nr_banks;
	unsigned int bank_lines;
	unsigned int cells;
	bool ack_w0c;
	irq_flow_handler_t handler;
	const struct mmio_intc_layout *layout;
};

/**
 * struct mmio_intc_desc - a controller as its layout and node describe it
 * @hw:		what the running controller keeps
 * @base:	physical address of the lowest register
 * @span:	bytes from @base to the end of the highest register region
 * @io_width:	register width in bytes: 1, 2 or 4
 * @stride:	bytes between the registers of one role for consecutive banks
 * @big_endian:	registers are big-endian
 * @gc_flags:	IRQ_GC_* flags of the generic chips
 * @reg_readl:	register accessors other than readl()/writel(), or NULL
 * @reg_writel:
 * @clear:	lines whose enable is cleared at set-up (MMIO_INTC_CLEAR_MASK)
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
	unsigned int gc_flags;
	u32 (*reg_readl)(void __iomem *addr);
	void (*reg_writel)(u32 val, void __iomem *addr);
	u32 clear;
	const char *invalid;
	u32 valid[MMIO_INTC_MAX_BANKS];
	u32 wake[MMIO_INTC_MAX_BANKS];
};

/**
 * struct mmio_intc - a running controller
 * @np:		its device tree node
 * @base:	its registers
 * @domain:	its linear irq domain, one generic chip per bank
 * @hw:		its registers and lines
 * @parsed:	its description while mmio_intc_setup() runs, NULL after
 * @next_root:	the next root controller (MMIO_INTC_ROOTS)
 * @parents:	its parent interrupts, @nr_parents of them (0: a root)
 * @nr_parents:
 * @wake_lines:	its lines set to wake
 * @lock_class:	the lockdep classes of its lines (mmio_intc_map())
 * @request_class:
 * @reported:	lines reported as unexpected (mmio_intc_spurious())
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

static inline bool mmio_intc_has(const struct mmio_intc_hw *hw,
				 enum mmio_intc_role role)
{
	return hw->roles & BIT(role);
}

__printf(4, 5) int __init mmio_intc_invalid(struct device_node *np,
					    struct mmio_intc_desc *desc,
					    const char *prop,
					    const char *fmt, ...);
int __init mmio_intc_parse_masks(struct device_node *np, const char *prop,
				 struct mmio_intc_desc *desc, u32 *masks,
				 const u32 *dflt, bool none);
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
