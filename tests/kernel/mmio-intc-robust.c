// SPDX-License-Identifier: GPL-2.0
/*
 * Test-only module (not in the series): the hardware and the consumer of
 * the mmio-intc controllers of tests/dts/vexpress-robust.dts, for the
 * robustness tests run inside QEMU (tests/guest/stress.sh, stuck.sh,
 * suspend.sh).
 *
 * The controllers' registers are PSRAM, plain RAM in QEMU: this module
 * plays the hardware by setting and clearing status bits (under one lock,
 * as a real controller latches them atomically) and pending the parent GIC
 * SPI through GICD_ISPENDR.  Its interrupt handlers clear the status bit
 * they serve, as a device does once it is serviced, and count.
 *
 * Commands, written to /sys/kernel/debug/mmio-intc-robust/run:
 *   stress N        N interrupts raised from CPU 0 on s0 s1 t0 t1 while
 *                   CPU 1 masks and unmasks s2 s3 t2 t3 (same banks) and
 *                   raises them only while they are masked
 *   stuck-mapped    s4's status bit stays set and its handler never
 *                   handles it, but pends the parent again (a level line
 *                   fires again once unmasked); t1 is raised meanwhile
 *   stuck-unmapped  u's status bit 5 (no mapping) stays set; u0 and t1 are
 *                   raised 100 times meanwhile
 *   wake off|on     s0, t0 and v0 set to wake (as at probe) or not; the
 *                   report names each controller's parent and whether it
 *                   is armed
 *   suspend none|wake|nowake
 *                   what the suspend_noirq callback raises at the next
 *                   system suspend: nothing, s0 (wake-enabled) or s1 (not)
 * The write fails when the run found an error; the report of the last run
 * is read from /sys/kernel/debug/mmio-intc-robust/result.
 */

#include <linux/atomic.h>
#include <linux/debugfs.h>
#include <linux/delay.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/irq.h>
#include <linux/kthread.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_irq.h>
#include <linux/platform_device.h>
#include <linux/pm.h>
#include <linux/sched.h>
#include <linux/slab.h>

#define MAX_CTLS	4
#define MAX_LINES	16

struct robust;

struct tctl {
	struct robust *r;
	struct device_node *np;
	void __iomem *status;		/* status or raw-status */
	void __iomem *mask;		/* mask, or enable (1 = enabled) */
	bool enable;
	unsigned int spi;		/* UINT_MAX: a cascade (not raised) */
	unsigned int parent;		/* its parent interrupt */
	struct tline *barrier;
	u32 before, during, after;	/* mask register around a suspend */
};

struct tline {
	const char *name;
	struct tctl *c;
	u32 bit;
	int irq;
	atomic_long_t delivered;	/* handler calls with the bit set */
	atomic_long_t phantom;		/* handler calls without */
	unsigned long raised;
};

struct robust {
	struct device *dev;
	void __iomem *gicd;
	struct tctl ctl[MAX_CTLS];
	int nr_ctls;
	struct tline line[MAX_LINES];
	int nr_lines;
	struct dentry *dir;
	struct mutex lock;		/* one command at a time */
	char result[1024];
	size_t len;
	/* stress */
	unsigned long target;
	atomic_long_t raised;
	bool raiser_done;
	int raiser_err;
	unsigned long toggles, quick_toggles, masked_raises, mask_errors;
	unsigned long lost;		/* stuck-mapped: t1 raises not delivered */
	/* suspend */
	enum { RAISE_NONE, RAISE_WAKE, RAISE_NOWAKE } raise;
	bool wake;			/* s0, t0, v0 set to wake */
	struct tline *raised_line;
	long delivered_at_suspend, delivered_at_resume;
	unsigned int suspends;
};

static DEFINE_SPINLOCK(hw_lock);

/* --- the hardware */

static void hw_write_status(struct tctl *c, u32 set, u32 clear)
{
	unsigned long flags;

	spin_lock_irqsave(&hw_lock, flags);
	writel((readl(c->status) & ~clear) | set, c->status);
	spin_unlock_irqrestore(&hw_lock, flags);
}

static void hw_set(struct tline *l)
{
	hw_write_status(l->c, BIT(l->bit), 0);
}

static void hw_clear(struct tline *l)
{
	hw_write_status(l->c, 0, BIT(l->bit));
}

static bool hw_pending(struct tline *l)
{
	return readl(l->c->status) & BIT(l->bit);
}

static u32 hw_enabled(struct tctl *c)
{
	u32 v = readl(c->mask);

	return c->enable ? v : ~v;
}

static bool hw_masked(struct tline *l)
{
	return !(hw_enabled(l->c) & BIT(l->bit));
}

/* Pend the controller's parent SPI (GIC interrupt ID = SPI + 32) */
static void hw_pend(struct robust *r, struct tctl *c)
{
	unsigned int id = c->spi + 32;

	if (WARN_ON(c->spi == UINT_MAX))
		return;
	writel(BIT(id % 32), r->gicd + 0x200 + 4 * (id / 32));
}

static struct tline *line(struct robust *r, const char *name)
{
	int i;

	for (i = 0; i < r->nr_lines; i++)
		if (!strcmp(r->line[i].name, name))
			return &r->line[i];
	return NULL;
}

static __printf(2, 3) void report(struct robust *r, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	r->len += vscnprintf(r->result + r->len, sizeof(r->result) - r->len,
			     fmt, ap);
	va_end(ap);
}

/*
 * A device's handler: "is it mine?" (a call without the status bit set,
 * e.g. the core replaying a wakeup interrupt the hardware also raises
 * again, is not counted as a delivery), then lower the line.
 */
static irqreturn_t counting_handler(int irq, void *dev_id)
{
	struct tline *l = dev_id;

	if (!hw_pending(l)) {
		atomic_long_inc(&l->phantom);
		return IRQ_NONE;
	}
	hw_clear(l);
	atomic_long_inc(&l->delivered);
	return IRQ_HANDLED;
}

/*
 * A consumer whose device never lowers its line nor says it raised it.  The
 * line is level: once the flow unmasks it, the parent fires again.
 */
static irqreturn_t never_handled(int irq, void *dev_id)
{
	struct tline *l = dev_id;

	atomic_long_inc(&l->delivered);
	hw_pend(l->c->r, l->c);
	return IRQ_NONE;
}

/*
 * Raise @l and wait (spinning if @spin) for its delivery.  Up to 5 s: the
 * guest's clock runs on while the host does not run its CPU, and a lost
 * interrupt never arrives anyway.
 */
static int raise_wait(struct robust *r, struct tline *l, bool spin)
{
	long d = atomic_long_read(&l->delivered);
	unsigned long end = jiffies + 5 * HZ;

	hw_set(l);
	l->raised++;
	hw_pend(r, l->c);
	while (atomic_long_read(&l->delivered) == d) {
		if (time_after(jiffies, end))
			return -ETIMEDOUT;
		if (spin)
			cpu_relax();
		else
			usleep_range(20, 50);
	}
	return 0;
}

/* --- stress */

static int raiser(void *data)
{
	struct robust *r = data;
	struct tline *ls[] = { line(r, "s0"), line(r, "s1"),
			       line(r, "t0"), line(r, "t1") };
	unsigned long last = jiffies;
	long seen = 0, d;
	int i;

	while (atomic_long_read(&r->raised) < r->target) {
		for (i = 0; i < ARRAY_SIZE(ls); i++) {
			if (hw_pending(ls[i]))
				continue;
			hw_set(ls[i]);
			ls[i]->raised++;
			atomic_long_inc(&r->raised);
			hw_pend(r, ls[i]->c);
		}
		for (d = 0, i = 0; i < ARRAY_SIZE(ls); i++)
			d += atomic_long_read(&ls[i]->delivered);
		if (d != seen) {
			seen = d;
			last = jiffies;
		} else if (time_after(jiffies, last + 10 * HZ)) {
			r->raiser_err = -ETIMEDOUT;	/* an interrupt was lost */
			break;
		}
		cond_resched();
	}
	WRITE_ONCE(r->raiser_done, true);
	while (!kthread_should_stop())
		schedule_timeout_interruptible(1);
	return 0;
}

/*
 * A round: mask the four lines, raise them while masked, lower them, and
 * unmask them.  Before the unmask, a barrier: each controller's barrier
 * line, raised after the lowering, is delivered, so every pass of the
 * chained handler that could have read a raised bit has ended (passes of
 * one parent do not overlap).  Then 16 quick mask/unmask cycles per line.
 */
static int masker(void *data)
{
	struct robust *r = data;
	struct tline *ls[] = { line(r, "s2"), line(r, "s3"),
			       line(r, "t2"), line(r, "t3") };
	int i, k;

	while (!READ_ONCE(r->raiser_done) && !kthread_should_stop()) {
		for (i = 0; i < ARRAY_SIZE(ls); i++) {
			disable_irq(ls[i]->irq);
			if (!hw_masked(ls[i]))
				r->mask_errors++;
			hw_set(ls[i]);
			ls[i]->raised++;
			r->masked_raises++;
			hw_pend(r, ls[i]->c);
		}
		for (i = 0; i < ARRAY_SIZE(ls); i++)
			hw_clear(ls[i]);
		if (raise_wait(r, ls[0]->c->barrier, true) ||
		    raise_wait(r, ls[2]->c->barrier, true))
			r->mask_errors++;
		for (i = 0; i < ARRAY_SIZE(ls); i++) {
			enable_irq(ls[i]->irq);
			if (hw_masked(ls[i]))
				r->mask_errors++;
			r->toggles++;
		}
		for (k = 0; k < 16; k++) {
			for (i = 0; i < ARRAY_SIZE(ls); i++) {
				disable_irq(ls[i]->irq);
				if (!hw_masked(ls[i]))
					r->mask_errors++;
				enable_irq(ls[i]->irq);
				if (hw_masked(ls[i]))
					r->mask_errors++;
				r->quick_toggles++;
			}
		}
		cond_resched();
	}
	while (!kthread_should_stop())
		schedule_timeout_interruptible(1);
	return 0;
}

static int run_stress(struct robust *r, unsigned long n)
{
	static const char * const raised[] = { "s0", "s1", "t0", "t1" };
	static const char * const toggled[] = { "s2", "s3", "t2", "t3" };
	struct task_struct *rt, *mt;
	unsigned long end, sent = 0, got = 0, bad = 0, phantom = 0;
	ktime_t t0, dt;
	int i, ret = 0;

	if (num_online_cpus() < 2) {
		report(r, "stress: needs 2 CPUs online\n");
		return -EINVAL;
	}
	for (i = 0; i < r->nr_lines; i++) {
		r->line[i].raised = 0;
		atomic_long_set(&r->line[i].delivered, 0);
		atomic_long_set(&r->line[i].phantom, 0);
	}
	atomic_long_set(&r->raised, 0);
	r->target = n;
	r->raiser_done = false;
	r->raiser_err = 0;
	r->toggles = 0;
	r->quick_toggles = 0;
	r->masked_raises = 0;
	r->mask_errors = 0;

	rt = kthread_create(raiser, r, "robust-raiser");
	mt = kthread_create(masker, r, "robust-masker");
	if (IS_ERR(rt) || IS_ERR(mt))
		return -ENOMEM;
	kthread_bind(rt, 0);
	kthread_bind(mt, 1);
	t0 = ktime_get();
	wake_up_process(rt);
	wake_up_process(mt);
	while (!READ_ONCE(r->raiser_done))
		msleep(20);
	kthread_stop(mt);
	kthread_stop(rt);
	/* the last raised lines are delivered within seconds */
	end = jiffies + 5 * HZ;
	for (i = 0; i < ARRAY_SIZE(raised); i++)
		while (hw_pending(line(r, raised[i])) && time_before(jiffies, end))
			usleep_range(50, 100);
	dt = ktime_sub(ktime_get(), t0);

	for (i = 0; i < ARRAY_SIZE(raised); i++) {
		struct tline *l = line(r, raised[i]);
		long d = atomic_long_read(&l->delivered);

		report(r, "stress: %s raised %lu delivered %ld%s\n", l->name,
		       l->raised, d, d == l->raised ? "" : " MISMATCH");
		if (d != l->raised)
			ret = -EIO;
		sent += l->raised;
		got += d;
		if (hw_masked(l)) {
			report(r, "stress: %s left masked\n", l->name);
			ret = -EIO;
		}
	}
	for (i = 0; i < r->nr_lines; i++)
		phantom += atomic_long_read(&r->line[i].phantom);
	for (i = 0; i < ARRAY_SIZE(toggled); i++) {
		struct tline *l = line(r, toggled[i]);

		bad += atomic_long_read(&l->delivered);
		if (hw_masked(l)) {
			report(r, "stress: %s left masked\n", l->name);
			ret = -EIO;
		}
	}
	if (r->raiser_err) {
		report(r, "stress: no delivery for 10 s: an interrupt was lost\n");
		ret = r->raiser_err;
	}
	if (bad || r->mask_errors || phantom)
		ret = -EIO;
	report(r, "stress: raised %lu delivered %lu in %lld ms: %llu interrupts/s\n",
	       sent, got, ktime_to_ms(dt),
	       div64_u64((u64)got * NSEC_PER_SEC, max_t(s64, ktime_to_ns(dt), 1)));
	report(r, "stress: %lu mask/unmask cycles on the other CPU, %lu with a raise\n",
	       r->toggles + r->quick_toggles, r->masked_raises);
	report(r, "stress: delivered while masked %lu, without their bit set %lu\n",
	       bad, phantom);
	report(r, "stress: mask register errors %lu\n", r->mask_errors);
	return ret;
}

/* --- stuck lines */

/* Raise t1 again and again from CPU 1, spinning on its delivery */
static int pinger(void *data)
{
	struct robust *r = data;

	while (!kthread_should_stop()) {
		if (raise_wait(r, line(r, "t1"), true))
			r->lost++;
		cond_resched();
	}
	return 0;
}

static int stuck_mapped(struct robust *r)
{
	struct tline *s4 = line(r, "s4"), *t1 = line(r, "t1");
	struct irq_data *d = irq_get_irq_data(s4->irq);
	unsigned long end = jiffies + 300 * HZ;
	unsigned int tparent = irq_of_parse_and_map(t1->c->np, 0);
	struct task_struct *pt;
	long t1_before = atomic_long_read(&t1->delivered);
	unsigned long t1_raised = t1->raised;
	int ret;
	ktime_t t0;

	ret = request_irq(s4->irq, never_handled, 0, "robust-s4", s4);
	if (ret)
		return ret;
	/*
	 * The storm keeps the CPU its parent is routed to (0) busy until the
	 * core disables the line: t's parent and the task raising t1 go to
	 * the other CPU, where t1 must keep being delivered meanwhile
	 */
	pt = kthread_create(pinger, r, "robust-pinger");
	if (IS_ERR(pt) || !tparent || irq_set_affinity(tparent, cpumask_of(1))) {
		report(r, "stuck-mapped: cannot route t's parent to CPU 1\n");
		if (!IS_ERR(pt))
			kthread_stop(pt);
		free_irq(s4->irq, s4);
		return -EINVAL;
	}
	kthread_bind(pt, 1);
	r->lost = 0;
	atomic_long_set(&s4->delivered, 0);
	t0 = ktime_get();
	wake_up_process(pt);
	hw_set(s4);
	hw_pend(r, s4->c);
	while (!irqd_irq_disabled(d) && time_before(jiffies, end))
		msleep(20);
	kthread_stop(pt);
	irq_set_affinity(tparent, cpumask_of(0));
	report(r, "stuck-mapped: s4 (irq %d) %s after %ld deliveries in %lld ms\n",
	       s4->irq, irqd_irq_disabled(d) ? "disabled" : "STILL ENABLED",
	       atomic_long_read(&s4->delivered),
	       ktime_to_ms(ktime_sub(ktime_get(), t0)));
	report(r, "stuck-mapped: s4 %s in the mask register\n",
	       hw_masked(s4) ? "masked" : "NOT MASKED");
	report(r, "stuck-mapped: meanwhile t1 raised %lu delivered %ld on CPU 1, %lu lost\n",
	       t1->raised - t1_raised,
	       atomic_long_read(&t1->delivered) - t1_before, r->lost);
	if (!irqd_irq_disabled(d) || !hw_masked(s4) || r->lost ||
	    t1->raised - t1_raised < 100)
		ret = -EIO;
	hw_clear(s4);
	free_irq(s4->irq, s4);
	return ret;
}

static int stuck_unmapped(struct robust *r)
{
	struct tline *u0 = line(r, "u0"), *t1 = line(r, "t1");
	struct tctl *u = u0->c;
	int i, err = 0, ret = 0;

	hw_write_status(u, BIT(5), 0);
	hw_pend(r, u);
	for (i = 0; i < 100; i++) {
		if (raise_wait(r, u0, false))
			err++;
		if (raise_wait(r, t1, false))
			err++;
	}
	report(r, "stuck-unmapped: line 5 of %pOF %s, u0 and t1 raised 100 times each, %d lost\n",
	       u->np, hw_enabled(u) & BIT(5) ? "NOT MASKED" : "masked", err);
	if (err || (hw_enabled(u) & BIT(5)))
		ret = -EIO;
	hw_write_status(u, 0, BIT(5));
	return ret;
}

/* --- suspend */

static void snapshot(struct robust *r, int when)
{
	int i;

	for (i = 0; i < r->nr_ctls; i++) {
		u32 v = readl(r->ctl[i].mask);

		if (when == 0)
			r->ctl[i].before = v;
		else if (when == 1)
			r->ctl[i].during = v;
		else
			r->ctl[i].after = v;
	}
}

static int robust_suspend(struct device *dev)
{
	struct robust *r = dev_get_drvdata(dev);

	snapshot(r, 0);
	return 0;
}

/* Runs after the core suspended the device interrupts */
static int robust_suspend_noirq(struct device *dev)
{
	struct robust *r = dev_get_drvdata(dev);

	snapshot(r, 1);
	r->suspends++;
	r->raised_line = NULL;
	if (r->raise == RAISE_WAKE)
		r->raised_line = line(r, "s0");
	else if (r->raise == RAISE_NOWAKE)
		r->raised_line = line(r, "s1");
	if (r->raised_line) {
		r->delivered_at_suspend = atomic_long_read(&r->raised_line->delivered);
		hw_set(r->raised_line);
		/* the controller's output: its pending lines that are unmasked */
		if (!hw_masked(r->raised_line))
			hw_pend(r, r->raised_line->c);
	}
	return 0;
}

/* Runs before the core resumes the device interrupts */
static int robust_resume_noirq(struct device *dev)
{
	struct robust *r = dev_get_drvdata(dev);

	if (r->raised_line)
		r->delivered_at_resume = atomic_long_read(&r->raised_line->delivered);
	return 0;
}

/* Runs after the core resumed the device interrupts */
static int robust_resume(struct device *dev)
{
	struct robust *r = dev_get_drvdata(dev);
	struct tline *l = r->raised_line;

	snapshot(r, 2);
	/* a level line still asserted fires again */
	if (l && hw_pending(l))
		hw_pend(r, l->c);
	return 0;
}

/* Each controller's parent interrupt, and whether it is armed for wakeup */
static void parent_report(struct robust *r)
{
	int i;

	for (i = 0; i < r->nr_ctls; i++) {
		report(r, "%pOF: parent irq %u\n", r->ctl[i].np,
		       r->ctl[i].parent);
		report(r, "%pOF: parent wake %s\n", r->ctl[i].np,
		       irqd_is_wakeup_set(irq_get_irq_data(r->ctl[i].parent)) ?
		       "armed" : "off");
	}
}

/* The lines armed for wakeup, from probe to remove, unless "wake off" */
static const char * const wake_lines[] = { "s0", "t0", "v0" };

static int set_wake(struct robust *r, bool on)
{
	int i, ret;

	if (r->wake == on)
		return 0;
	for (i = 0; i < ARRAY_SIZE(wake_lines); i++) {
		ret = irq_set_irq_wake(line(r, wake_lines[i])->irq, on);
		if (ret) {
			report(r, "%s: wake %d: %d\n", wake_lines[i], on, ret);
			while (i--)
				irq_set_irq_wake(line(r, wake_lines[i])->irq,
						 !on);
			return ret;
		}
	}
	r->wake = on;
	return 0;
}

static int suspend_report(struct robust *r)
{
	int i;

	report(r, "suspends: %u\n", r->suspends);
	for (i = 0; i < r->nr_ctls; i++)
		report(r, "%pOF: before 0x%08x during 0x%08x after 0x%08x\n",
		       r->ctl[i].np, r->ctl[i].before,
		       r->ctl[i].during, r->ctl[i].after);
	parent_report(r);
	if (r->raised_line) {
		report(r, "raised %s: delivered %ld at suspend, %ld at resume, %ld now\n",
		       r->raised_line->name, r->delivered_at_suspend,
		       r->delivered_at_resume,
		       atomic_long_read(&r->raised_line->delivered));
		report(r, "raised %s: %ld calls without its bit set\n",
		       r->raised_line->name,
		       atomic_long_read(&r->raised_line->phantom));
	}
	return 0;
}

/* --- debugfs */

static ssize_t run_write(struct file *f, const char __user *ubuf, size_t n,
			 loff_t *ppos)
{
	struct robust *r = file_inode(f)->i_private;
	char buf[64], *cmd;
	unsigned long count;
	int ret;

	if (n >= sizeof(buf))
		return -EINVAL;
	if (copy_from_user(buf, ubuf, n))
		return -EFAULT;
	buf[n] = 0;
	cmd = strim(buf);

	mutex_lock(&r->lock);
	r->len = 0;
	r->result[0] = 0;
	if (sscanf(cmd, "stress %lu", &count) == 1) {
		ret = run_stress(r, count);
	} else if (!strcmp(cmd, "stuck-mapped")) {
		ret = stuck_mapped(r);
	} else if (!strcmp(cmd, "stuck-unmapped")) {
		ret = stuck_unmapped(r);
	} else if (!strcmp(cmd, "wake off") || !strcmp(cmd, "wake on")) {
		ret = set_wake(r, !strcmp(cmd, "wake on"));
		parent_report(r);
	} else if (!strcmp(cmd, "suspend none")) {
		r->raise = RAISE_NONE;
		ret = 0;
	} else if (!strcmp(cmd, "suspend wake")) {
		r->raise = RAISE_WAKE;
		ret = 0;
	} else if (!strcmp(cmd, "suspend nowake")) {
		r->raise = RAISE_NOWAKE;
		ret = 0;
	} else if (!strcmp(cmd, "suspend report")) {
		ret = suspend_report(r);
	} else {
		report(r, "unknown command '%s'\n", cmd);
		ret = -EINVAL;
	}
	if (r->len)
		dev_info(r->dev, "%s: %s%s", cmd, ret ? "FAILED\n" : "\n",
			 r->result);
	mutex_unlock(&r->lock);
	return ret ? ret : n;
}

static ssize_t result_read(struct file *f, char __user *ubuf, size_t n,
			   loff_t *ppos)
{
	struct robust *r = file_inode(f)->i_private;
	ssize_t ret;

	mutex_lock(&r->lock);
	ret = simple_read_from_buffer(ubuf, n, ppos, r->result, r->len);
	mutex_unlock(&r->lock);
	return ret;
}

static const struct file_operations run_fops = {
	.owner = THIS_MODULE,
	.write = run_write,
};

static const struct file_operations result_fops = {
	.owner = THIS_MODULE,
	.read = result_read,
};

/* --- probe */

static struct tctl *add_ctl(struct robust *r, struct device_node *np)
{
	struct of_phandle_args parent;
	struct resource res;
	struct tctl *c;
	int i, idx;

	for (i = 0; i < r->nr_ctls; i++)
		if (r->ctl[i].np == np)
			return &r->ctl[i];
	if (r->nr_ctls == MAX_CTLS)
		return ERR_PTR(-E2BIG);
	c = &r->ctl[r->nr_ctls];
	c->r = r;
	c->np = of_node_get(np);

	idx = of_property_match_string(np, "reg-names", "raw-status");
	if (idx < 0)
		idx = of_property_match_string(np, "reg-names", "status");
	if (idx < 0 || of_address_to_resource(np, idx, &res))
		return ERR_PTR(-EINVAL);
	c->status = devm_ioremap(r->dev, res.start, 4);
	idx = of_property_match_string(np, "reg-names", "mask");
	if (idx < 0) {
		idx = of_property_match_string(np, "reg-names", "enable");
		c->enable = true;
	}
	if (idx < 0 || of_address_to_resource(np, idx, &res))
		return ERR_PTR(-EINVAL);
	c->mask = devm_ioremap(r->dev, res.start, 4);
	if (!c->status || !c->mask)
		return ERR_PTR(-ENOMEM);
	if (of_irq_parse_one(np, 0, &parent))
		return ERR_PTR(-EINVAL);
	of_node_put(parent.np);
	c->spi = UINT_MAX;
	if (parent.args_count == 3 && parent.args[0] == 0)	/* GIC SPI */
		c->spi = parent.args[1];
	c->parent = irq_of_parse_and_map(np, 0);
	if (!c->parent)
		return ERR_PTR(-EINVAL);
	r->nr_ctls++;
	return c;
}

static int robust_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct device_node *np = dev->of_node, *gic;
	struct robust *r;
	int i, n, ret;

	r = devm_kzalloc(dev, sizeof(*r), GFP_KERNEL);
	if (!r)
		return -ENOMEM;
	r->dev = dev;
	mutex_init(&r->lock);
	platform_set_drvdata(pdev, r);

	gic = of_find_compatible_node(NULL, NULL, "arm,cortex-a9-gic");
	r->gicd = gic ? devm_of_iomap(dev, gic, 0, NULL) : NULL;
	of_node_put(gic);
	if (IS_ERR_OR_NULL(r->gicd))
		return dev_err_probe(dev, -ENODEV, "no GIC distributor\n");

	n = of_property_count_strings(np, "interrupt-names");
	if (n <= 0 || n > MAX_LINES)
		return dev_err_probe(dev, -EINVAL, "interrupt-names\n");
	for (i = 0; i < n; i++) {
		struct tline *l = &r->line[i];
		struct of_phandle_args args;

		of_property_read_string_index(np, "interrupt-names", i, &l->name);
		if (of_parse_phandle_with_args(np, "interrupts-extended",
					       "#interrupt-cells", i, &args))
			return dev_err_probe(dev, -EINVAL, "line %d\n", i);
		l->c = add_ctl(r, args.np);
		of_node_put(args.np);
		if (IS_ERR(l->c))
			return dev_err_probe(dev, PTR_ERR(l->c), "%s\n", l->name);
		l->bit = args.args[0];
		l->irq = platform_get_irq(pdev, i);
		if (l->irq < 0)
			return l->irq;
		if (l->name[1] == '5')
			l->c->barrier = l;
		r->nr_lines++;
	}

	for (i = 0; i < r->nr_lines; i++) {
		struct tline *l = &r->line[i];

		if (!strcmp(l->name, "s4"))
			continue;	/* requested by stuck-mapped only */
		if (l->name[1] == '2' || l->name[1] == '3')
			irq_set_status_flags(l->irq, IRQ_DISABLE_UNLAZY);
		ret = devm_request_irq(dev, l->irq, counting_handler, 0,
				       l->name, l);
		if (ret)
			return ret;
	}
	ret = set_wake(r, true);
	if (ret)
		return dev_err_probe(dev, ret, "enable_irq_wake\n");
	device_init_wakeup(dev, true);

	r->dir = debugfs_create_dir("mmio-intc-robust", NULL);
	debugfs_create_file("run", 0200, r->dir, r, &run_fops);
	debugfs_create_file("result", 0400, r->dir, r, &result_fops);
	dev_info(dev, "%d lines on %d controllers\n", r->nr_lines, r->nr_ctls);
	return 0;
}

static int robust_remove(struct platform_device *pdev)
{
	struct robust *r = platform_get_drvdata(pdev);
	int i;

	debugfs_remove_recursive(r->dir);
	set_wake(r, false);
	device_init_wakeup(&pdev->dev, false);
	for (i = 0; i < r->nr_lines; i++)
		irq_clear_status_flags(r->line[i].irq, IRQ_DISABLE_UNLAZY);
	return 0;
}

static const struct dev_pm_ops robust_pm = {
	SET_SYSTEM_SLEEP_PM_OPS(robust_suspend, robust_resume)
	SET_NOIRQ_SYSTEM_SLEEP_PM_OPS(robust_suspend_noirq, robust_resume_noirq)
};

static const struct of_device_id robust_of_match[] = {
	{ .compatible = "mmio-intc-test,robust" },
	{ }
};
MODULE_DEVICE_TABLE(of, robust_of_match);

static struct platform_driver robust_driver = {
	.probe = robust_probe,
	.remove = robust_remove,
	.driver = {
		.name = "mmio-intc-robust",
		.of_match_table = robust_of_match,
		.pm = &robust_pm,
	},
};
module_platform_driver(robust_driver);

MODULE_DESCRIPTION("mmio-intc robustness tests: stress, stuck lines, suspend");
MODULE_LICENSE("GPL");
