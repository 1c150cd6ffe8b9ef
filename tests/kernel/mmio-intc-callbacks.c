// SPDX-License-Identifier: GPL-2.0-only
/*
 * Test-only module (never in the series): at load, one line per mapped
 * interrupt that belongs to an irq domain, with the irq_chip callbacks its
 * chip sets, the chip's name and the domain's name and size, for the
 * differential tests (tests/differential.sh, test callbacks) to compare
 * between the stock kernel and the series':
 *   mmio-cb: DOMAIN HWIRQ CHIP SIZE CALLBACK,CALLBACK,...
 * (names separated by commas, "-" for none; chip names with spaces have
 * them as "_"). Loading it changes nothing; it stays loaded.
 */

#include <linux/irq.h>
#include <linux/irqdesc.h>
#include <linux/irqdomain.h>
#include <linux/module.h>
#include <linux/string.h>

#define CB(name)	{ #name, offsetof(struct irq_chip, name) }

static const struct {
	const char *name;
	size_t off;
} mmio_cb_fields[] = {
	CB(irq_startup), CB(irq_shutdown), CB(irq_enable), CB(irq_disable),
	CB(irq_ack), CB(irq_mask), CB(irq_mask_ack), CB(irq_unmask),
	CB(irq_eoi), CB(irq_set_affinity), CB(irq_retrigger),
	CB(irq_set_type), CB(irq_set_wake), CB(irq_bus_lock),
	CB(irq_bus_sync_unlock), CB(irq_suspend), CB(irq_resume),
	CB(irq_pm_shutdown), CB(irq_calc_mask), CB(irq_print_chip),
	CB(irq_request_resources), CB(irq_release_resources),
	CB(irq_compose_msi_msg), CB(irq_write_msi_msg),
	CB(irq_get_irqchip_state), CB(irq_set_irqchip_state),
	CB(irq_set_vcpu_affinity), CB(ipi_send_single), CB(ipi_send_mask),
	CB(irq_nmi_setup), CB(irq_nmi_teardown),
};

static void mmio_cb_name(char *buf, size_t len, const char *name)
{
	char *p;

	strscpy(buf, name ?: "-", len);
	for (p = buf; *p; p++)
		if (*p == ' ')
			*p = '_';
}

static int __init mmio_cb_init(void)
{
	char chip[32], cbs[512];
	struct irq_data *d;
	unsigned int irq, i, n;

	for (irq = 1; irq < nr_irqs; irq++) {
		d = irq_get_irq_data(irq);
		if (!d || !d->domain || !d->chip)
			continue;
		n = 0;
		cbs[0] = '\0';
		for (i = 0; i < ARRAY_SIZE(mmio_cb_fields); i++) {
			if (!*(void **)((char *)d->chip + mmio_cb_fields[i].off))
				continue;
			n += scnprintf(cbs + n, sizeof(cbs) - n, "%s%s",
				       n ? "," : "", mmio_cb_fields[i].name);
		}
		mmio_cb_name(chip, sizeof(chip), d->chip->name);
		pr_info("mmio-cb: %s 0x%lx %s %u %s\n",
			d->domain->name ?: "-", d->hwirq, chip,
			d->domain->revmap_size, n ? cbs : "-");
	}
	return 0;
}
module_init(mmio_cb_init);

MODULE_DESCRIPTION("mmio-intc tests: the irq_chip callbacks of each line");
MODULE_LICENSE("GPL");
