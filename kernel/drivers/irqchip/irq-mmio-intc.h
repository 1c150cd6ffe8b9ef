/* SPDX-License-Identifier: GPL-2.0-only */
/* Generic memory-mapped interrupt controller driver: layouts, the API */
#ifndef _IRQ_MMIO_INTC_H
#define _IRQ_MMIO_INTC_H

#include <kunit/visibility.h>
#include <linux/irq.h>
#include <linux/irqchip.h>
#include <linux/irqdomain.h>

#define MMIO_INTC_MAX_LINES	1024
#define MMIO_INTC_MAX_BANKS	(MMIO_INTC_MAX_LINES / 8)

/* Register roles: each bank has one register of each role present */
enum mmio_intc_role {
	MMIO_INTC_STATUS,	/* pending and enabled */
	MMIO_INTC_RAW_STATUS,	/* pending */
	MMIO_INTC_MASK,		/* 1 masks a line */
	MMIO_INTC_ENABLE,	/* 1 enables a line */
	MMIO_INTC_ACK,
	MMIO_INTC_NR_ROLES
};

/* What a running controller keeps of its description */
struct mmio_intc_hw {
	unsigned long roles;		/* BIT(role) of each register role */
	u32 offset[MMIO_INTC_NR_ROLES];	/* from the lowest register */
	unsigned int nr_banks;
	unsigned int bank_lines;	/* 8 * the register width */
	unsigned int cells;		/* 2: with a trigger type */
	irq_flow_handler_t handler;
};

/* A controller as its layout and node describe it */
struct mmio_intc_desc {
	struct mmio_intc_hw hw;
	const struct mmio_intc_layout *layout;
	phys_addr_t base;		/* of the lowest register */
	resource_size_t span;		/* to the end of the highest one */
	unsigned int io_width;		/* register bytes: 1, 2 or 4 */
	unsigned int stride;		/* bytes from a bank's to the next's */
	bool big_endian;
	const char *invalid;		/* the property refused, for tests */
	u32 valid[MMIO_INTC_MAX_BANKS];	/* per bank, the lines mapped */
};

/* A running controller */
struct mmio_intc {
	const struct mmio_intc_desc *parsed;	/* during set-up only */
	struct device_node *np;
	void __iomem *base;
	struct irq_domain *domain;	/* linear, a generic chip per bank */
	bool (*handle)(struct mmio_intc *intc);	/* its layout's dispatch */
	struct mmio_intc_hw hw;
	DECLARE_BITMAP(reported, MMIO_INTC_MAX_LINES);	/* unexpected ones */
};

/*
 * A controller before its node is read: 32-bit registers, banks of 32
 * lines 4 bytes apart, one "reg" region. The hooks are optional.
 */
struct mmio_intc_layout {
	unsigned long roles;		/* BIT(role) of each register role */
	u32 offset[MMIO_INTC_NR_ROLES];	/* bank 0's register of each role */
	unsigned int nr_banks;
	resource_size_t span;		/* bytes mapped, at least */
	irq_flow_handler_t handler;	/* of its lines */
	unsigned long chip_flags;	/* IRQCHIP_* of its irq_chip */
	/* writes registers of its own after set-up */
	void (*init)(struct mmio_intc *intc, const struct mmio_intc_desc *desc);
};

static inline bool mmio_intc_has(const struct mmio_intc_hw *hw,
				 enum mmio_intc_role role)
{
	return hw->roles & BIT(role);
}

/* The IRQCHIP_DECLARE() of a compatible whose controllers have @layout */
#define MMIO_INTC_DECLARE(name, compat, layout)				\
static int __init name##_of_init(struct device_node *np,		\
				 struct device_node *parent)		\
{									\
	return mmio_intc_probe(np, parent, &(layout));			\
}									\
IRQCHIP_DECLARE(name, compat, name##_of_init)

__printf(4, 5) int __init mmio_intc_invalid(struct device_node *np,
					    struct mmio_intc_desc *desc,
					    const char *prop,
					    const char *fmt, ...);
int __init mmio_intc_probe(struct device_node *np, struct device_node *parent,
			   const struct mmio_intc_layout *layout);

#endif /* _IRQ_MMIO_INTC_H */
