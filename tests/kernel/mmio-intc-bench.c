// SPDX-License-Identifier: GPL-2.0
/*
 * Test-only module (not in the series): the guest side of make bench
 * (tests/guest/bench.sh).  It measures what one interrupt costs through the
 * root or chained irqchip driver that serves its bench line, under QEMU's
 * -icount shift=0,sleep=off -smp 1, where one nanosecond of guest time
 * (ktime_get_ns()) is one guest instruction.
 *
 * Method: a fixed spin loop (preemption off, interrupts on) is timed
 * without and with the bench line's interrupts; the difference divided by
 * the interrupts handled is the cost of one.  Both loops run the same
 * instructions (one function, called with other addresses).  A timed
 * window starts on an edge of the clock (the first ktime_get_ns() value
 * after a change), so its error is under one clock step, reported as
 * "step": divide it by "handled" for the resolution of "cost".
 *
 * The bench line, requested from load to unload as "mmio-intc-bench" (so
 * /proc/interrupts names the chip that serves it):
 *   - the /bench node's interrupt 0 (tests/dts/vexpress-bench-*.dts: line
 *     0 of a controller in a PSRAM window, chained to a GIC SPI), or
 *   - without /bench: interrupt 2 of the "allwinner,sun4i-a10-timer" node,
 *     the A10's timer 2 (the kernel's sun4i timer driver uses timers 0 and
 *     1 only), on its own line of the A10's root controller, whichever
 *     driver serves it;
 *   - without either: line 1 of the "arm,versatile-vic" node (versatilepb's
 *     PL190, root controller), which no device uses, raised through the
 *     VIC's SOFTINT register;
 *   - or interrupt 1 of the "brcm,bcm2835-system-timer" node (raspi2b:
 *     the system timer's channel 1, GPU bank 1 line 1 of the BCM2836's
 *     ARM controller, chained on the ARM local controller; the kernel's
 *     bcm2835 timer driver uses channel 3 only);
 *   - or interrupt 2 of the "aspeed,ast2400-timer" node (palmetto-bmc:
 *     timer 3, the AST2400 VIC's line 18, an edge line of the root
 *     controller; the kernel's fttmr010 driver uses timers 1 and 2 only).
 *
 * Commands, written to /sys/kernel/debug/mmio-intc-bench/run:
 *   a10 RUNS LOOPS
 *       timer 2 runs periodic at 100 kHz (OSC24M / 240); per run a loop of
 *       LOOPS iterations with its interrupt enable bit off, then one with
 *       it on.  The handler clears the timer's status bit and counts.
 *   chained RUNS LOOPS PERIOD
 *       per run two loops of LOOPS iterations that, every PERIOD
 *       iterations, write a status value and pend a GIC SPI: the base loop
 *       writes BIT(0) to a scratch word (the controller's first register
 *       + 0x100) and pends SPI 1, which nobody enables, so nothing is
 *       delivered (it is unpended afterwards); the interrupt loop sets the
 *       line's bit in the controller's status register (the region named
 *       "status", or 0x30 for snps,dw-apb-ictl) and pends the controller's
 *       parent SPI.  The handler writes 0 to the status register and
 *       counts.
 *   vic RUNS LOOPS PERIOD
 *       the same two loops on the VIC: the interrupt loop writes the line's
 *       bit to SOFTINT (the flow's ack, which both drivers make write
 *       SOFTINTCLEAR, lowers it), then 0 to SOFTINT; the base loop writes 0
 *       to SOFTINT twice.  The handler counts.
 *   bcm RUNS LOOPS PERIOD
 *       the same two loops on the system timer: the interrupt loop writes
 *       the free-running counter's low word + 1 (a match 1 us ahead) to
 *       channel 1's compare register, then 0 to the status register (no
 *       effect); the base loop the same with + 2^31 (a match half an
 *       hour ahead).  The handler clears the match and counts.
 *   aspeed RUNS LOOPS PERIOD
 *       the same two loops on timer 3 (1 MHz clock, a 20 ms period, no
 *       match, on during the two loops of a run only):
 *       the interrupt loop writes 1 to its counter (it expires 1 us
 *       later: QEMU toggles its output, which the VIC latches on either
 *       edge), then 0 to timer 4's first match register (timer 4 is off:
 *       no effect; a write to timer 3's own makes QEMU recompute its
 *       expiry, and one due within those few nanoseconds is lost); the base
 *       loop writes 10000 to the counter (10 ms ahead).  The handler
 *       counts (the edge flow's ack clears the VIC's latch).
 * RUNS is 1 to 50.  The write fails with -EIO when a run's interrupt loop
 * handled nothing, handled other than it raised (chained), or the base
 * loop handled any; with -EINVAL on a malformed command or one the board
 * cannot run.  The report of the last command is read from
 * /sys/kernel/debug/mmio-intc-bench/result, one line each:
 *
 *   a10 irq VIRQ hwirq HWIRQ chip CHIP step NS
 *   a10 run I base NS irq NS handled N base-other N irq-other N cost C
 *   chained irq VIRQ hwirq HWIRQ chip CHIP step NS
 *   chained run I base NS irq NS handled N raised N base-other N irq-other N cost C
 *   vic irq VIRQ hwirq HWIRQ chip CHIP step NS
 *   vic run I base NS irq NS handled N raised N base-other N irq-other N cost C
 *   bcm irq VIRQ hwirq HWIRQ chip CHIP step NS
 *   bcm run I base NS irq NS handled N raised N base-other N irq-other N cost C
 *   aspeed irq VIRQ hwirq HWIRQ chip CHIP step NS
 *   aspeed run I base NS irq NS handled N raised N base-other N irq-other N cost C
 *
 * where I counts from 1, CHIP is the name of the irq_chip of the bench
 * line, NS are ktime_get_ns() differences (instructions under icount),
 * base-other and irq-other the interrupts other than the bench line's the
 * CPU counted (kstat) during each loop (the tick: a loop that took one
 * more pays its cost once; a parent requested with request_irq() rather
 * than chained would count once per bench interrupt), and C = (irq - base)
 * / handled with two decimals ("-" when nothing was handled).
 * Fields are separated by one space; a failed check adds a line that
 * starts with "error: ".  (A controller's probe cost is measured by the
 * KUnit case mmio_intc_test_probe_cost: the driver's set-up code is
 * __init.)
 */

#include <linux/atomic.h>
#include <linux/debugfs.h>
#include <linux/delay.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/irq.h>
#include <linux/irqdomain.h>
#include <linux/kernel_stat.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_irq.h>
#include <linux/slab.h>
#include <linux/timekeeping.h>

#define BENCH_MAX_RUNS		50
#define BENCH_RESULT_SIZE	32768

/* A10 timer (drivers/clocksource/timer-sun4i.c) */
#define A10_TIMER		2
#define A10_IRQ_EN		0x00
#define A10_IRQ_ST		0x04		/* write 1 to clear */
#define A10_CTL(n)		(0x10 * (n) + 0x10)
#define A10_CTL_ENABLE		BIT(0)
#define A10_CTL_RELOAD		BIT(1)
#define A10_CTL_OSC24M		BIT(2)		/* clock source 1 */
#define A10_INTVAL(n)		(0x10 * (n) + 0x14)
#define A10_INTERVAL		240		/* 24 MHz / 240 = 100 kHz */

/* GIC distributor */
#define GICD_ISPENDR		0x200
#define GICD_ICPENDR		0x280
#define GIC_SPI_BASE		32
#define BENCH_IDLE_SPI		1		/* free, never enabled */

#define DW_APB_ICTL_STATUS	0x30		/* final status, low bank */
/* PL190 VIC (versatilepb) */
#define VIC_LINE		1		/* no device on it */
#define VIC_SOFTINT		0x18
#define BENCH_SCRATCH		0x100		/* from the controller's reg 0 */
/* BCM2835 system timer (drivers/clocksource/bcm2835_timer.c) */
#define BCM_CHANNEL		1		/* the driver uses channel 3 */
#define BCM_CS			0x00		/* write 1 to clear a match */
#define BCM_CLO			0x04
#define BCM_C(n)		(0x0c + 4 * (n))
/* AST2400 timer block (drivers/clocksource/timer-fttmr010.c), timer 3 */
#define ASPEED_TIMER		2		/* timer 3: the driver uses 1, 2 */
#define ASPEED_COUNT		(0x10 * ASPEED_TIMER)
#define ASPEED_RELOAD		(0x10 * ASPEED_TIMER + 0x04)
#define ASPEED_MATCH(n)		(0x10 * ASPEED_TIMER + 0x08 + 4 * (n))
#define ASPEED_CR		0x30
#define ASPEED_T4_MATCH		0x48		/* timer 4, off: no effect */
#define ASPEED_CR_ENABLE	BIT(4 * ASPEED_TIMER)
#define ASPEED_CR_1MHZ		BIT(4 * ASPEED_TIMER + 1)
/*
 * QEMU's model computes in unsigned virtual time: a period longer than the
 * time since boot wraps its start (some writes then raise at once), so a
 * short reload, the base loop's counter within it
 */
#define ASPEED_PERIOD		20000		/* us: 20 ms */
#define ASPEED_BASE		10000

enum bench_source {
	BENCH_NONE, BENCH_CHAINED, BENCH_A10, BENCH_VIC, BENCH_BCM, BENCH_ASPEED
};

struct bench {
	enum bench_source source;
	struct device_node *np;		/* /bench, or the A10 timer */
	int irq;
	atomic_long_t handled;
	/* a10; bcm: the system timer; aspeed: the timer block */
	void __iomem *timer;
	/* chained; vic: SOFTINT */
	void __iomem *status;		/* the line's status register */
	u32 bit;			/* the line's bit in it */
	void __iomem *scratch;
	void __iomem *gicd;
	unsigned int spi;		/* the controller's parent SPI */

	struct dentry *dir;
	struct mutex lock;		/* one command at a time */
	char *result;
	size_t len;
};

/* What one timed loop did */
struct bench_loop {
	u64 ns;
	unsigned long raised;
	long handled;
	long other;
};

static __printf(2, 3) void report(struct bench *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	b->len += vscnprintf(b->result + b->len, BENCH_RESULT_SIZE - b->len,
			     fmt, ap);
	va_end(ap);
}

static irqreturn_t a10_handler(int irq, void *dev_id)
{
	struct bench *b = dev_id;

	writel(BIT(A10_TIMER), b->timer + A10_IRQ_ST);
	atomic_long_inc(&b->handled);
	return IRQ_HANDLED;
}

static irqreturn_t bcm_handler(int irq, void *dev_id)
{
	struct bench *b = dev_id;

	writel(BIT(BCM_CHANNEL), b->timer + BCM_CS);
	atomic_long_inc(&b->handled);
	return IRQ_HANDLED;
}

/* vic, aspeed: the flow's ack lowers the line */
static irqreturn_t count_handler(int irq, void *dev_id)
{
	struct bench *b = dev_id;

	atomic_long_inc(&b->handled);
	return IRQ_HANDLED;
}

static irqreturn_t chained_handler(int irq, void *dev_id)
{
	struct bench *b = dev_id;

	writel(0, b->status);
	atomic_long_inc(&b->handled);
	return IRQ_HANDLED;
}

/* The first ktime_get_ns() value after the clock changed */
static u64 bench_edge(void)
{
	u64 t = ktime_get_ns(), n;

	do {
		n = ktime_get_ns();
	} while (n == t);
	return n;
}

/* The smallest change of ktime_get_ns() seen over 8 changes */
static u64 bench_step(void)
{
	u64 t = bench_edge(), n, step = U64_MAX;
	int i;

	for (i = 0; i < 8; i++) {
		n = bench_edge();
		step = min(step, n - t);
		t = n;
	}
	return step;
}

/*
 * The timed loop: @loops iterations; every @period (0: never) write @sval
 * (plus what @clock reads, if not NULL) to @status and @pval to @pend.
 * Called with preemption off.
 */
static noinline void bench_spin(struct bench *b, struct bench_loop *l,
				unsigned long loops, unsigned long period,
				void __iomem *status, u32 sval,
				void __iomem *pend, u32 pval,
				void __iomem *clock)
{
	unsigned int cpu = smp_processor_id();
	unsigned long i, k = 0, raised = 0, sum0, sum1;
	long h0, h1;
	u64 t0, t1;

	t0 = bench_edge();
	h0 = atomic_long_read(&b->handled);
	sum0 = kstat_cpu_irqs_sum(cpu);
	for (i = 0; i < loops; i++) {
		if (period && ++k == period) {
			k = 0;
			writel(clock ? sval + readl(clock) : sval, status);
			writel(pval, pend);
			raised++;
		}
		OPTIMIZER_HIDE_VAR(i);	/* a loop, whatever the compiler */
	}
	t1 = ktime_get_ns();
	h1 = atomic_long_read(&b->handled);
	sum1 = kstat_cpu_irqs_sum(cpu);

	l->ns = t1 - t0;
	l->raised = raised;
	l->handled = h1 - h0;
	l->other = (long)(sum1 - sum0) - l->handled;
}

/* The cost line's last field: (irq - base) / handled, two decimals */
static void report_cost(struct bench *b, u64 base, u64 irq, long handled)
{
	s64 c;

	if (handled <= 0) {
		report(b, " cost -\n");
		return;
	}
	c = div64_s64(((s64)irq - (s64)base) * 100, handled);
	report(b, " cost %s%lld.%02lld\n", c < 0 ? "-" : "",
	       abs(c) / 100, abs(c) % 100);
}

static void report_line(struct bench *b, const char *name)
{
	struct irq_chip *chip = irq_get_chip(b->irq);
	struct irq_data *d = irq_get_irq_data(b->irq);

	report(b, "%s irq %d hwirq %lu chip %s step %llu\n", name, b->irq,
	       d ? irqd_to_hwirq(d) : 0, chip && chip->name ? chip->name : "-",
	       bench_step());
}

/*
 * Run @i's verdict: @want interrupts handled in the loop with them (any,
 * when @want is negative), none in the base loop
 */
static int check_run(struct bench *b, unsigned int i, struct bench_loop *base,
		     struct bench_loop *irq, long want)
{
	int ret = 0;

	if (irq->handled <= 0 || (want >= 0 && irq->handled != want)) {
		report(b, "error: run %u: %ld interrupts handled (%ld raised)\n",
		       i, irq->handled, want);
		ret = -EIO;
	}
	if (base->handled) {
		report(b, "error: run %u: %ld handled in the base loop\n",
		       i, base->handled);
		ret = -EIO;
	}
	return ret;
}

/* --- a10 */

static int run_a10(struct bench *b, unsigned int runs, unsigned long loops)
{
	void __iomem *t = b->timer;
	struct bench_loop base, irq;
	unsigned int i;
	int ret = 0;

	if (b->source != BENCH_A10) {
		report(b, "error: a10: no A10 timer 2 on this board\n");
		return -EINVAL;
	}
	report_line(b, "a10");
	writel(A10_INTERVAL, t + A10_INTVAL(A10_TIMER));
	writel(A10_CTL_OSC24M | A10_CTL_RELOAD | A10_CTL_ENABLE,
	       t + A10_CTL(A10_TIMER));

	for (i = 1; i <= runs; i++) {
		preempt_disable();
		bench_spin(b, &base, loops, 0, NULL, 0, NULL, 0, NULL);
		writel(BIT(A10_TIMER), t + A10_IRQ_ST);
		writel(readl(t + A10_IRQ_EN) | BIT(A10_TIMER), t + A10_IRQ_EN);
		bench_spin(b, &irq, loops, 0, NULL, 0, NULL, 0, NULL);
		writel(readl(t + A10_IRQ_EN) & ~BIT(A10_TIMER), t + A10_IRQ_EN);
		writel(BIT(A10_TIMER), t + A10_IRQ_ST);
		preempt_enable();

		report(b, "a10 run %u base %llu irq %llu handled %ld base-other %ld irq-other %ld",
		       i, base.ns, irq.ns, irq.handled, base.other, irq.other);
		report_cost(b, base.ns, irq.ns, irq.handled);
		ret = check_run(b, i, &base, &irq, -1) ?: ret;
		cond_resched();
	}
	writel(0, t + A10_CTL(A10_TIMER));
	return ret;
}

/* aspeed: timer 3 on (1 MHz) or off, its control bits only */
static void aspeed_timer3(struct bench *b, bool on)
{
	unsigned long flags;
	u32 cr;

	/* the clockevent's set_next_event() rewrites TIMER_CR in its interrupt */
	local_irq_save(flags);
	cr = readl(b->timer + ASPEED_CR) & ~(ASPEED_CR_ENABLE | ASPEED_CR_1MHZ);
	writel(on ? cr | ASPEED_CR_ENABLE | ASPEED_CR_1MHZ : cr,
	       b->timer + ASPEED_CR);
	local_irq_restore(flags);
}

/* --- chained */

static int run_chained(struct bench *b, const char *name, unsigned int runs,
		       unsigned long loops, unsigned long period)
{
	unsigned int id = GIC_SPI_BASE + b->spi, idle = GIC_SPI_BASE + BENCH_IDLE_SPI;
	struct bench_loop base, irq;
	unsigned long end;
	unsigned int i;
	long h;
	int ret = 0;

	if (b->source != (!strcmp(name, "vic") ? BENCH_VIC :
			  !strcmp(name, "bcm") ? BENCH_BCM :
			  !strcmp(name, "aspeed") ? BENCH_ASPEED : BENCH_CHAINED)) {
		report(b, "error: %s: no such bench line on this board\n", name);
		return -EINVAL;
	}
	if (!period || period > loops) {
		report(b, "error: %s: PERIOD must be 1 to LOOPS\n", name);
		return -EINVAL;
	}
	report_line(b, name);
	if (b->source == BENCH_ASPEED) {
		writel(ASPEED_PERIOD, b->timer + ASPEED_RELOAD);
		writel(0, b->timer + ASPEED_MATCH(0));
		writel(0, b->timer + ASPEED_MATCH(1));
	}

	for (i = 1; i <= runs; i++) {
		preempt_disable();
		if (b->source == BENCH_VIC) {
			bench_spin(b, &base, loops, period, b->status, 0,
				   b->status, 0, NULL);
			h = atomic_long_read(&b->handled);
			bench_spin(b, &irq, loops, period, b->status, b->bit,
				   b->status, 0, NULL);
		} else if (b->source == BENCH_BCM) {
			bench_spin(b, &base, loops, period,
				   b->timer + BCM_C(BCM_CHANNEL), BIT(31),
				   b->timer + BCM_CS, 0, b->timer + BCM_CLO);
			h = atomic_long_read(&b->handled);
			bench_spin(b, &irq, loops, period,
				   b->timer + BCM_C(BCM_CHANNEL), 1,
				   b->timer + BCM_CS, 0, b->timer + BCM_CLO);
		} else if (b->source == BENCH_ASPEED) {
			aspeed_timer3(b, true);
			bench_spin(b, &base, loops, period,
				   b->timer + ASPEED_COUNT, ASPEED_BASE,
				   b->timer + ASPEED_T4_MATCH, 0, NULL);
			h = atomic_long_read(&b->handled);
			bench_spin(b, &irq, loops, period,
				   b->timer + ASPEED_COUNT, 1,
				   b->timer + ASPEED_T4_MATCH, 0, NULL);
		} else {
			bench_spin(b, &base, loops, period, b->scratch, b->bit,
				   b->gicd + GICD_ISPENDR + 4 * (idle / 32),
				   BIT(idle % 32), NULL);
			writel(BIT(idle % 32),
			       b->gicd + GICD_ICPENDR + 4 * (idle / 32));
			h = atomic_long_read(&b->handled);
			bench_spin(b, &irq, loops, period, b->status, b->bit,
				   b->gicd + GICD_ISPENDR + 4 * (id / 32),
				   BIT(id % 32), NULL);
		}
		preempt_enable();
		/*
		 * The last interrupt raised is taken at once (before the loop's
		 * end is timed), or never: give a late one 100 ms to count
		 */
		end = jiffies + msecs_to_jiffies(100);
		while (atomic_long_read(&b->handled) - h < (long)irq.raised &&
		       time_before(jiffies, end))
			cpu_relax();
		irq.handled = atomic_long_read(&b->handled) - h;
		if (b->source == BENCH_ASPEED)
			aspeed_timer3(b, false);

		report(b, "%s run %u base %llu irq %llu handled %ld raised %lu",
		       name, i, base.ns, irq.ns, irq.handled, irq.raised);
		report(b, " base-other %ld irq-other %ld", base.other, irq.other);
		report_cost(b, base.ns, irq.ns, irq.handled);
		ret = check_run(b, i, &base, &irq, irq.raised) ?: ret;
		cond_resched();
	}
	return ret;
}

/* --- debugfs */

static ssize_t run_write(struct file *f, const char __user *ubuf, size_t n,
			 loff_t *ppos)
{
	struct bench *b = file_inode(f)->i_private;
	unsigned long loops, period;
	unsigned int runs;
	char buf[80], *cmd;
	int ret;

	if (n >= sizeof(buf))
		return -EINVAL;
	if (copy_from_user(buf, ubuf, n))
		return -EFAULT;
	buf[n] = 0;
	cmd = strim(buf);

	mutex_lock(&b->lock);
	b->len = 0;
	b->result[0] = 0;
	if (sscanf(cmd, "a10 %u %lu", &runs, &loops) == 2 &&
	    runs && runs <= BENCH_MAX_RUNS && loops) {
		ret = run_a10(b, runs, loops);
	} else if (sscanf(cmd, "chained %u %lu %lu", &runs, &loops,
			  &period) == 3 && runs && runs <= BENCH_MAX_RUNS &&
		   loops) {
		ret = run_chained(b, "chained", runs, loops, period);
	} else if (sscanf(cmd, "vic %u %lu %lu", &runs, &loops,
			  &period) == 3 && runs && runs <= BENCH_MAX_RUNS &&
		   loops) {
		ret = run_chained(b, "vic", runs, loops, period);
	} else if (sscanf(cmd, "bcm %u %lu %lu", &runs, &loops,
			  &period) == 3 && runs && runs <= BENCH_MAX_RUNS &&
		   loops) {
		ret = run_chained(b, "bcm", runs, loops, period);
	} else if (sscanf(cmd, "aspeed %u %lu %lu", &runs, &loops,
			  &period) == 3 && runs && runs <= BENCH_MAX_RUNS &&
		   loops) {
		ret = run_chained(b, "aspeed", runs, loops, period);
	} else {
		report(b, "error: unknown command '%s'\n", cmd);
		ret = -EINVAL;
	}
	mutex_unlock(&b->lock);
	return ret ? ret : n;
}

static ssize_t result_read(struct file *f, char __user *ubuf, size_t n,
			   loff_t *ppos)
{
	struct bench *b = file_inode(f)->i_private;
	ssize_t ret;

	mutex_lock(&b->lock);
	ret = simple_read_from_buffer(ubuf, n, ppos, b->result, b->len);
	mutex_unlock(&b->lock);
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

/* --- load */

static struct bench *bench;

/* /bench's line 0: its controller's status register and parent SPI */
static int init_chained(struct bench *b)
{
	struct of_phandle_args line, parent;
	struct device_node *gic = NULL;
	struct resource res;
	phys_addr_t status;
	int idx, ret;

	ret = of_parse_phandle_with_args(b->np, "interrupts-extended",
					 "#interrupt-cells", 0, &line);
	if (ret)
		return ret;
	ret = -EINVAL;
	if (line.args_count < 1 || of_address_to_resource(line.np, 0, &res))
		goto out;
	b->scratch = ioremap(res.start + BENCH_SCRATCH, 4);
	idx = of_property_match_string(line.np, "reg-names", "status");
	if (idx >= 0 && !of_address_to_resource(line.np, idx, &res))
		status = res.start;
	else if (of_device_is_compatible(line.np, "snps,dw-apb-ictl"))
		status = res.start + DW_APB_ICTL_STATUS;
	else
		goto out;
	b->status = ioremap(status + 4 * (line.args[0] / 32), 4);
	b->bit = BIT(line.args[0] % 32);

	if (of_irq_parse_one(line.np, 0, &parent))
		goto out;
	gic = parent.np;
	if (parent.args_count != 3 || parent.args[0] != 0)	/* GIC SPI */
		goto out;
	b->spi = parent.args[1];
	b->gicd = of_iomap(gic, 0);
	if (b->scratch && b->status && b->gicd)
		ret = 0;
	else
		ret = -ENOMEM;
out:
	if (ret)
		pr_err("%pOF: cannot find the registers of its line 0 (%pOF)\n",
		       b->np, line.np);
	of_node_put(gic);
	of_node_put(line.np);
	return ret;
}

/* The VIC's line VIC_LINE, mapped here, and its SOFTINT register */
static int init_vic(struct bench *b)
{
	struct of_phandle_args line = {
		.np = b->np, .args_count = 1, .args = { VIC_LINE },
	};

	b->status = of_iomap(b->np, 0);
	if (!b->status)
		return -ENOMEM;
	b->status += VIC_SOFTINT;
	b->bit = BIT(VIC_LINE);
	b->irq = irq_create_of_mapping(&line);
	return 0;
}

/* A timer block's registers and its interrupt @index */
static int init_timer(struct bench *b, int index)
{
	b->timer = of_iomap(b->np, 0);
	if (!b->timer)
		return -ENOMEM;
	b->irq = of_irq_get(b->np, index);
	return 0;
}

static void bench_unmap(struct bench *b)
{
	if (b->timer)
		iounmap(b->timer);
	if (b->scratch)
		iounmap(b->scratch);
	if (b->status)
		iounmap(b->source == BENCH_VIC ? b->status - VIC_SOFTINT :
			b->status);
	if (b->gicd)
		iounmap(b->gicd);
	of_node_put(b->np);
}

static int __init bench_init(void)
{
	irq_handler_t handler;
	struct bench *b;
	int ret;

	b = kzalloc(sizeof(*b), GFP_KERNEL);
	if (!b)
		return -ENOMEM;
	b->result = kzalloc(BENCH_RESULT_SIZE, GFP_KERNEL);
	if (!b->result) {
		ret = -ENOMEM;
		goto err_free;
	}
	mutex_init(&b->lock);

	/*
	 * the bench line: /bench's, else the VIC's line 1, else A10 timer 2,
	 * else the BCM2835 system timer's channel 1, else AST2400 timer 3
	 */
	b->np = of_find_node_by_path("/bench");
	if (b->np) {
		b->source = BENCH_CHAINED;
	} else {
		b->np = of_find_compatible_node(NULL, NULL, "arm,versatile-vic");
		if (b->np)
			b->source = BENCH_VIC;
	}
	if (!b->np) {
		b->np = of_find_compatible_node(NULL, NULL,
						"allwinner,sun4i-a10-timer");
		if (b->np)
			b->source = BENCH_A10;
	}
	if (!b->np) {
		b->np = of_find_compatible_node(NULL, NULL,
						"brcm,bcm2835-system-timer");
		if (b->np)
			b->source = BENCH_BCM;
	}
	if (!b->np) {
		b->np = of_find_compatible_node(NULL, NULL,
						"aspeed,ast2400-timer");
		if (b->np)
			b->source = BENCH_ASPEED;
	}
	switch (b->source) {
	case BENCH_CHAINED:
		ret = init_chained(b);
		b->irq = ret ? 0 : of_irq_get(b->np, 0);
		handler = chained_handler;
		break;
	case BENCH_VIC:
		ret = init_vic(b);
		handler = count_handler;
		break;
	case BENCH_A10:
		ret = init_timer(b, A10_TIMER);
		handler = a10_handler;
		break;
	case BENCH_BCM:
		ret = init_timer(b, BCM_CHANNEL);
		handler = bcm_handler;
		break;
	case BENCH_ASPEED:
		ret = init_timer(b, ASPEED_TIMER);
		handler = count_handler;
		break;
	default:
		pr_err("mmio-intc-bench: no /bench, VIC, A10, BCM2835 or AST2400 timer\n");
		ret = -ENODEV;
		goto err_free;
	}
	if (ret)
		goto err_unmap;
	if (b->irq <= 0) {
		ret = b->irq ? b->irq : -EINVAL;
		pr_err("%pOF: no interrupt (%d)%s\n", b->np, ret,
		       ret == -EPROBE_DEFER ? ": its controller has no driver" : "");
		goto err_unmap;
	}
	ret = request_irq(b->irq, handler, 0, "mmio-intc-bench", b);
	if (ret)
		goto err_unmap;

	b->dir = debugfs_create_dir("mmio-intc-bench", NULL);
	debugfs_create_file("run", 0200, b->dir, b, &run_fops);
	debugfs_create_file("result", 0400, b->dir, b, &result_fops);
	bench = b;
	pr_info("%pOF: irq %d\n", b->np, b->irq);
	return 0;

err_unmap:
	bench_unmap(b);
err_free:
	kfree(b->result);
	kfree(b);
	return ret;
}
module_init(bench_init);

static void __exit bench_exit(void)
{
	struct bench *b = bench;

	debugfs_remove_recursive(b->dir);
	free_irq(b->irq, b);
	bench_unmap(b);
	kfree(b->result);
	kfree(b);
}
module_exit(bench_exit);

MODULE_DESCRIPTION("mmio-intc bench: instructions per interrupt under QEMU -icount");
MODULE_LICENSE("GPL");
