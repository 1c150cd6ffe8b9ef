#!/usr/bin/env python3
"""Host test runner: boots QEMU once per plan line and reads KTAP from the
console as it arrives.

Each boot's console is checked with strict markers:
  - the guest's KTAP document ("KTAP version 1", then "1..N" with N the
    number of guest tests asked for, then "ok/not ok I NAME" in order, with
    the names asked for);
  - any further top-level KTAP document (KUnit at boot) counts too, each
    result by name;
  - a result with nested subtests (KTAP indented under it: "    # Subtest:
    NAME", "    1..N", "    ok I CASE"; KUnit prints each suite so) counts
    as its cases, each by name: NAME/kunit/SUITE/CASE for the kernel's
    KUnit document, NAME/SUITE/CASE in a host script's document (e.g.
    kunit.py's raw KTAP), deeper levels (parameters) likewise; the
    subtest's plan is checked as the top level's is, and the result above
    counts as well only when it fails with no failed case below it;
  - an Oops, BUG, WARNING, KASAN or lockdep report, or a panic fails the boot;
  - a boot that does not finish by its timeout fails (qemu/boot.sh kills it);
  - QEMU must exit with status 0 after the plan is complete.
Results are printed as they finish, e.g. "ok 3 vexpress-a9/irq-inject (2.1 s)",
and the run ends with "N passed, N failed".  Plan lines run two at a time,
the longest first (each line's wall time in the last run that ran it,
build/logs/durations.tsv, else its timeout).  Before the last line comes
where the run's time went ("# time:" lines): with --times and --start (make
check gives them), make's timed steps (packages, trees, configs, kernels:
scripts/timed) and the build's wall time, then each plan line's wall time,
the tests' and the whole run's.

kunit.py parse reads a finished log; this runner needs results while QEMU is
still running (progress, and a verdict on a boot that hangs), and several
KTAP documents per console (KUnit at boot, then the guest's), so it carries
its own strict line parser.

Plan lines (tests/plan):
  NAME BOARD DTB TIMEOUT EXPECT TESTS [-- KERNEL ARGS]
DTB is a file name under build/kernel/arch/arm/boot/dts or build/dtbs; TESTS
is a comma-separated list of tests/guest/*.sh names.  EXPECT is "pass", or
"fail:REASON" for the runner's self-tests, which pass when the runner reports
the boot failed for REASON (test, plan, kernel, timeout); "fail:REASON:TEXT"
also wants TEXT in what it reports for REASON (e.g. the name of the failed
KUnit case); "pass:N" passes with exactly N results (a canned console's
KUnit cases counted one by one).  BOARD "canned"
replays the log file named by DTB instead of booting; BOARD "host" runs the
script named by DTB with the build directory and TESTS as arguments, which
prints the KTAP document itself (its "# " comment lines, e.g. the bad-DT
corpus table, are printed after its results; its whole output is kept in
build/logs/NAME.host.log); words after " --" are given to it as options
before the build directory.  BOARD:IMAGE boots build/images/IMAGE (a
uImage) instead of the zImage.

Variants (--variants main,debug): "main" runs every plan line on
build/kernel; "debug" runs every line that boots a kernel (but on the
ARM1176 boards, NO_DEBUG) again on the debug kernel (build/kernel-debug, kernel/configs/debug-kernel.config): QEMU plan
lines with EXPECT pass and no IMAGE, and host scripts that call
qemu/boot.sh.  Debug boots leave QEMU through semihosting (the stock
vexpress power-off path trips lockdep), get four times the timeout, and run
the guest test "kmemleak" last; the loops of injections run 20 times
instead of 100 (mmio.injections=20).  Their results are named
debug/NAME/TEST.  "6.12" runs the lines that prove the 6.12 port (see
VARIANTS) on build/kernel-6.12, with the 6.12 tree's dtbs and the
fixtures built against it (build/dtbs-6.12): 6.12/NAME/TEST.  The ARMv5
boards (BOARDS_V5) boot build/kernel-v5, and the differential and fix tests
(diff-*, fix-*) their kernels, in the main variant only.
Host scripts get the variant's files in MMIO_ZIMAGE, MMIO_INITRAMFS,
MMIO_DTBS (the dtb directories, colon-separated), MMIO_LOGS, MMIO_BOOT
(more qemu/boot.sh options), MMIO_VARIANTS (the variants this run
runs), MMIO_GUEST_EXTRA (",TEST" to append to
mmio.tests=), MMIO_SLOW (timeout factor), and this runner's
kernel error pattern in MMIO_KERNEL_ERROR.
"""
import argparse
import os
import re
import selectors
import shlex
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

TIMESTAMP = re.compile(r'^\[\s*\d+\.\d+\] ?')
VERSION = re.compile(r'^(K?TAP) version (\d+)$')
PLAN = re.compile(r'^1\.\.(\d+)$')
RESULT = re.compile(r'^(ok|not ok) (\d+)(?: -)? ?([^#]*?)\s*(?:#\s*(.*))?$')
KERNEL_ERROR = re.compile(
    r'Internal error: |Unable to handle kernel|Unhandled fault|8<--- cut here|'
    r'\bBUG: |\bWARNING: |---\[ end trace|'
    r'Kernel panic|KASAN: |possible circular locking|'
    r'inconsistent lock state|INFO: task .* blocked|Call trace:|'
    r'-+\[ cut here \]-+')
INIT = re.compile(r'^\[\s*(\d+\.\d+)\] Run /init as init process')
TIMEOUT = re.compile(r'^boot\.sh: TIMEOUT')
SUBTEST = re.compile(r'^# Subtest: (\S+)')


class Boot:
    """Verdict on one console, fed line by line."""

    def __init__(self, name, tests, report):
        self.name = name
        self.tests = tests
        self.report = report        # report(ok, name, detail)
        self.reasons = []           # why the boot failed, if it did
        self.guest_plan = None      # N from the guest's "1..N"
        self.guest_done = 0
        self.doc = None             # current top-level document: dict
        self.subtests = []          # open nested subtests, outermost first
        self.init_at = None
        self.failed_tests = 0

    def fail(self, reason, detail):
        for i, (r, d) in enumerate(self.reasons):
            if r == reason:
                if reason == 'test':    # every failed test, by name
                    self.reasons[i] = (r, d + '; ' + detail)
                return
        self.reasons.append((reason, detail))

    def line(self, raw):
        if KERNEL_ERROR.search(raw):
            self.fail('kernel', raw.strip())
        if TIMEOUT.search(raw):
            self.fail('timeout', raw.strip())
        m = INIT.match(raw)
        if m:
            self.init_at = float(m.group(1))
        line = TIMESTAMP.sub('', raw).rstrip()
        if line.startswith(' '):
            self.nested(len(line) - len(line.lstrip(' ')), line.lstrip(' '))
            return
        if VERSION.match(line):
            # a new top-level document; the guest's is the one after /init,
            # one before it is KUnit's
            self.doc = {'guest': self.init_at is not None and
                        self.guest_plan is None, 'plan': None, 'next': 1,
                        'prefix': 'kunit/' if self.init_at is None else ''}
            self.subtests = []
            return
        if self.doc is None:
            return
        m = PLAN.match(line)
        if m and self.doc['plan'] is None:
            self.doc['plan'] = int(m.group(1))
            if self.doc['guest']:
                self.guest_plan = self.doc['plan']
                if self.guest_plan != len(self.tests):
                    self.fail('plan', 'guest plan 1..%d, %d tests asked for'
                              % (self.guest_plan, len(self.tests)))
            return
        m = RESULT.match(line)
        if not m:
            return
        cases = self.close(0)       # its nested subtests end here
        ok, num, name = m.group(1) == 'ok', int(m.group(2)), m.group(3)
        doc = self.doc
        if doc['plan'] is None:
            self.fail('plan', 'result before plan: ' + line)
            return
        if num != doc['next'] or num > doc['plan']:
            self.fail('plan', 'result %d out of order or beyond 1..%d'
                      % (num, doc['plan']))
            return
        doc['next'] += 1
        if doc['guest']:
            want = self.tests[num - 1] if num <= len(self.tests) else None
            if name != want:
                self.fail('plan', 'result %d is "%s", expected "%s"'
                          % (num, name, want))
            self.guest_done = num
        self.result(ok, doc['prefix'] + name, m.group(4), cases)

    def result(self, ok, path, detail, cases):
        """Count one result, unless its nested cases (cases: None, or
        how many of them failed) were counted instead."""
        if cases is not None and (ok or cases):
            return
        if not ok:
            self.failed_tests += 1
            self.fail('test', '%s/%s failed' % (self.name, path))
        self.report(ok, '%s/%s' % (self.name, path), detail)

    def close(self, indent):
        """Close the subtests nested deeper than indent, checking their
        plans; returns None if there were none (or they had no result),
        else how many of their results failed."""
        cases = None
        while self.subtests and self.subtests[-1]['indent'] > indent:
            sub = self.subtests.pop()
            if sub['plan'] is not None and sub['next'] <= sub['plan']:
                self.fail('plan', 'short plan: subtest %s stopped at %d of %d'
                          % (sub['path'], sub['next'] - 1, sub['plan']))
            if sub['next'] > 1:
                cases = sub['failed']
        return cases

    def nested(self, indent, line):
        """An indented line: nested KTAP (a subtest of the next result
        one level up)."""
        if self.doc is None or self.doc['plan'] is None:
            return
        subs = self.subtests
        m = RESULT.match(line)
        cases = self.close(indent) if m else None
        top = subs[-1] if subs and subs[-1]['indent'] == indent else None
        if m:
            if top is not None:
                self.case(top, m, cases)
            return
        m = SUBTEST.match(line)
        if VERSION.match(line) or (m and (top is None or top['name'])):
            # a new subtest at this depth: the one before it here is over
            self.close(indent - 1)
            outer = subs[-1]['path'] + '/' if subs else self.doc['prefix']
            top = {'indent': indent, 'name': None, 'path': outer + '?',
                   'plan': None, 'next': 1, 'failed': 0, 'diag': None}
            subs.append(top)
        if top is None:
            return
        if m:
            top['name'] = m.group(1)
            top['path'] = top['path'][:-1] + m.group(1)
        elif PLAN.match(line):
            if top['plan'] is None:
                top['plan'] = int(PLAN.match(line).group(1))
        elif line.startswith('#') and 'FAILED at' in line and not top['diag']:
            # KUnit's "# CASE: EXPECTATION FAILED at FILE:LINE"
            top['diag'] = line.lstrip('# ')

    def case(self, sub, m, cases):
        """Result m of subtest sub; cases: as close() returned"""
        ok, num, name = m.group(1) == 'ok', int(m.group(2)), m.group(3)
        if num != sub['next'] or (sub['plan'] is not None and
                                  num > sub['plan']):
            self.fail('plan', 'result %d of subtest %s out of order or '
                      'beyond its plan' % (num, sub['path']))
            return
        sub['next'] += 1
        if not ok or cases:
            sub['failed'] += 1
        detail = m.group(4) or (None if ok else sub['diag'])
        sub['diag'] = None
        self.result(ok, sub['path'] + '/' + name, detail, cases)

    def finish(self, rc):
        if self.guest_plan is None:
            self.fail('plan', 'no guest KTAP plan on the console')
        elif self.guest_done < self.guest_plan:
            self.fail('plan', 'short plan: %d of %d guest results'
                      % (self.guest_done, self.guest_plan))
        if self.doc and self.doc['plan'] is not None and \
                self.doc['next'] <= self.doc['plan']:
            self.fail('plan', 'short plan: last document stopped at %d of %d'
                      % (self.doc['next'] - 1, self.doc['plan']))
        if rc not in (0, 124):
            self.fail('exit', 'boot exited with status %d' % rc)


def read_plan(path):
    boots = []
    for n, line in enumerate(open(path), 1):
        line = line.split('#', 1)[0].strip()
        if not line:
            continue
        words, extra = line, ''
        if ' -- ' in line:
            words, extra = line.split(' -- ', 1)
        f = words.split()
        if len(f) != 6:
            sys.exit('%s:%d: expected NAME BOARD DTB TIMEOUT EXPECT TESTS'
                     % (path, n))
        boots.append(dict(name=f[0], board=f[1], dtb=f[2], timeout=int(f[3]),
                          expect=f[4], tests=f[5].split(','), append=extra))
    return boots


# dtbs: where a plan line's DTB is looked for, in order; lines: the plan
# lines a variant runs again (None: every line that boots a kernel)
DTBS_61 = ['kernel/arch/arm/boot/dts', 'dtbs']
VARIANTS = {
    'main': dict(kout='kernel', initramfs='initramfs.cpio.gz', boot=[],
                 extra=[], append='', slow=1, prefix='', dtbs=DTBS_61),
    'debug': dict(kout='kernel-debug', initramfs='initramfs-debug.cpio.gz',
                  boot=['-s'], extra=['kmemleak'], append='mmio.injections=20',
                  slow=4, prefix='debug/', dtbs=DTBS_61),
    # The port: the 6.12 kernel boots what proves it (the KUnit suite, the
    # fixture controllers, the A10 both ways), with the 6.12 tree's dtbs
    # (in vendor directories) and the fixtures built against that tree.
    # The initramfs is the main one: these lines load no test module.
    '6.12': dict(kout='kernel-6.12', initramfs='initramfs.cpio.gz', boot=[],
                 extra=[], append='', slow=1, prefix='6.12/',
                 dtbs=['kernel-6.12/arch/arm/boot/dts/arm',
                       'kernel-6.12/arch/arm/boot/dts/allwinner',
                       'kernel-6.12/arch/arm/boot/dts/broadcom',
                       'kernel-6.12/arch/arm/boot/dts/aspeed', 'dtbs-6.12'],
                 lines=r'^(vexpress-a9|vexpress-a9-intc[12]|cubieboard|raspi2b|'
                       r'raspi1ap|ast2500-evb|a10-compare)$'),
}
# The ARMv5 boards boot build/kernel-v5 (the 6.12 tree, versatile_defconfig)
# in the main variant, with that kernel's dtbs; no other variant runs them.
BOARDS_V5 = ('versatilepb', 'integratorcp', 'palmetto-bmc')
# The differential and fix tests and make bench boot kernels of their own
# (the stock ones and the series' 6.12 kernels): the main variant runs them
# once.
MAIN_ONLY = re.compile(r'^(diff-|fix-|bench$)')
KERNEL_V5 = dict(kout='kernel-v5', dtbs=['kernel-v5/arch/arm/boot/dts/arm',
                                         'kernel-v5/arch/arm/boot/dts/aspeed'])


def kernel_of(b):
    """The variant's files for plan line b: its kernel, dtbs, initramfs"""
    v = VARIANTS[b['variant']]
    if b['board'].partition(':')[0] in BOARDS_V5:
        v = dict(v, **KERNEL_V5)
    return v


def boots_kernel(b):
    """Does this plan line boot a kernel the debug variant can replace?"""
    if b['board'] == 'canned' or b['expect'] != 'pass' or ':' in b['board']:
        return False
    if b['board'] == 'host':
        with open(b['dtb']) as f:
            return 'qemu/boot.sh' in f.read()
    return True


# The ARM1176 boards (ARMv6, a VIPT aliasing data cache) do not run the
# debug kernel: its KASAN reports v6_clear_user_highpage_aliasing()'s
# memset through the copy-page alias (0xfffff000, no shadow there) as
# out-of-bounds at the first exec, on the stock tree as on the series'
NO_DEBUG = ('raspi1ap', 'ast2500-evb')


def runs_in(b, name):
    """Does variant name run plan line b?"""
    v = VARIANTS[name]
    if name == 'main':
        return True
    if b['board'] in BOARDS_V5 or MAIN_ONLY.search(b['name']):
        return False
    if name == 'debug' and b['board'] in NO_DEBUG:
        return False
    if v.get('lines'):
        return bool(re.search(v['lines'], b['name']))
    return boots_kernel(b)


def variant_line(b, name):
    """Plan line b as run by variant name"""
    v = VARIANTS[name]
    b = dict(b, variant=name, name=v['prefix'] + b['name'],
             timeout=b['timeout'] * v['slow'])
    if b['board'] not in ('canned', 'host'):
        b['tests'] = b['tests'] + v['extra']
    return b


def host_env(b, build):
    v = kernel_of(b)
    env = dict(os.environ)
    env.update(
        MMIO_ZIMAGE=os.path.join(build, v['kout'], 'arch/arm/boot/zImage'),
        MMIO_INITRAMFS=os.path.join(build, v['initramfs']),
        MMIO_LOGS=os.path.join(build, 'logs', v['prefix']),
        MMIO_BOOT=' '.join(v['boot']),
        MMIO_GUEST_EXTRA=''.join(',' + t for t in v['extra']),
        MMIO_SLOW=str(v['slow']),
        MMIO_DTBS=':'.join(os.path.join(build, d) for d in v['dtbs']),
        MMIO_KERNEL_ERROR=KERNEL_ERROR.pattern)
    return env


def command(b, build):
    if b['board'] == 'canned':
        return ['cat', b['dtb']]      # replay a recorded console
    if b['board'] == 'host':
        # a host script printing KTAP; words after " -- " are its options
        return [b['dtb']] + shlex.split(b['append']) + [build] + b['tests']
    v = kernel_of(b)
    dtb = next((os.path.join(build, d, b['dtb']) for d in v['dtbs']
                if os.path.exists(os.path.join(build, d, b['dtb']))), b['dtb'])
    append = 'mmio.tests=%s %s %s' % (','.join(b['tests']), v['append'],
                                      b['append'])
    board, _, image = b['board'].partition(':')
    kernel = (os.path.join(build, 'images', image) if image else
              os.path.join(build, v['kout'], 'arch/arm/boot/zImage'))
    return ['qemu/boot.sh'] + v['boot'] + ['-b', board, '-k', kernel,
            '-d', dtb, '-r', os.path.join(build, v['initramfs']),
            '-a', append.strip(), '-t', str(b['timeout']),
            '-l', os.path.join(build, 'logs', b['name'] + '.log')]


OUTPUT = threading.Lock()     # boots run in parallel; their lines do not mix
NUMBER = [0]


def emit(ok, text, notes=()):
    """Print one numbered result (ok is None: notes only) and its notes."""
    with OUTPUT:
        if ok is not None:
            NUMBER[0] += 1
            print('%s %d %s' % ('ok' if ok else 'not ok', NUMBER[0], text))
        for note in notes:
            print(note)
        sys.stdout.flush()


def run_boot(b, build):
    """Boot (or replay) one plan line; returns (passed, failed)."""
    log = os.path.join(build, 'logs', b['name'] + '.log')
    os.makedirs(os.path.dirname(log), exist_ok=True)
    expect_fail = b['expect'].startswith('fail:')
    passed = failed = 0
    last = [time.monotonic()]

    def report(ok, name, detail):
        nonlocal passed, failed
        if expect_fail:
            return          # a self-test is judged on the boot verdict
        now = time.monotonic()
        emit(ok, '%s (%.1f s)%s' % (name, now - last[0],
                                    ' # ' + detail if detail else ''))
        last[0] = now
        if ok:
            passed += 1
        else:
            failed += 1

    boot = Boot(b['name'], b['tests'], report)
    if b['board'] == 'host':
        boot.init_at = 0.0      # no kernel: its first document is "the guest's"
    cmd = command(b, build)
    start = time.monotonic()
    env = host_env(b, build) if b['board'] == 'host' else None
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, env=env,
                            stderr=subprocess.STDOUT, text=True,
                            errors='replace', start_new_session=True)
    canned = b['board'] == 'canned'
    lines = []
    deadline = start + b['timeout'] + (0 if canned else 30)
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    buf = ''
    rc = None
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            # boot.sh kills QEMU at its timeout; this is the backstop, and
            # the only timeout for canned replays
            os.killpg(proc.pid, 9)
            proc.wait()
            boot.line('boot.sh: TIMEOUT: runner killed the boot after %d s'
                      % b['timeout'])
            rc = 124
            break
        if not sel.select(timeout=min(left, 1.0)):
            continue
        chunk = os.read(proc.stdout.fileno(), 65536)
        if not chunk:
            rc = proc.wait()
            break
        buf += chunk.decode('utf-8', 'replace')
        while '\n' in buf:
            line, buf = buf.split('\n', 1)
            line = line.rstrip('\r')
            lines.append(line)
            boot.line(line)
    if buf:
        lines.append(buf)
        boot.line(buf)
    if canned or b['board'] == 'host':
        # a host script's own output (its boots log to NAME.log themselves)
        with open(log.replace('.log', '.host.log') if not canned else log,
                  'w') as f:
            f.write('\n'.join(lines) + '\n')
    boot.finish(rc)
    secs = time.monotonic() - start

    if expect_fail:
        want, _, text = b['expect'][len('fail:'):].partition(':')
        ok = any(r == want and text in d for r, d in boot.reasons)
        if text:
            want += '" naming "' + text
        emit(ok, '%s: runner reports %s (%.1f s)' % (
            b['name'], ', '.join('%s: %s' % r for r in boot.reasons)
            or 'a pass', secs),
            [] if ok else ['#   expected a failure for "%s"; console log: %s'
                           % (want, log)])
        return (1, 0) if ok else (0, 1)

    # failures of the boot itself that no test result already counted
    own = [(r, d) for r, d in boot.reasons if r != 'test']
    if b['expect'].startswith('pass:') and \
            passed + failed != int(b['expect'][5:]):
        own.append(('results', '%d results, expected %s'
                    % (passed + failed, b['expect'][5:])))
    if boot.reasons or own:
        notes = ['#   console log: %s; its last lines:' % log]
        notes += ['#   | ' + line for line in lines[-25:]]
    elif b['board'] == 'host':
        # its comment lines (e.g. the bad-DT corpus table) go to the report
        notes = ['#   %s: %.1f s' % (b['name'], secs)]
        notes += ['#   ' + line[2:] for line in lines if line.startswith('# ')]
    else:
        notes = ['#   %s: /init at %.2f s, boot and tests %.1f s'
                 % (b['name'], boot.init_at or 0, secs)]
    if own:
        failed += 1
        emit(False, '%s: boot (%.1f s) # %s' % (
            b['name'], secs, '; '.join('%s: %s' % r for r in own)), notes)
    else:
        emit(None, '', notes)
    return passed, failed


def time_table(args, began, walls):
    """Where the run's time went: make's timed steps (packages, trees,
    configs, kernels: the Makefile's MMIO_TIMES), each plan line's wall
    time (longest first), the tests' wall time and the total."""
    rows = []
    if args.times and os.path.exists(args.times):
        for line in open(args.times):
            f = line.rstrip('\n').split('\t')
            if len(f) == 3:
                rows.append((f[0], float(f[1]), f[2]))
    end = time.time()
    out = ['# time: where this run went (wall clock, seconds)']
    if args.start:
        out.append('# time: %7.0f  building (make, before the tests)'
                   % (began - args.start))
    for name, secs, rc in rows:
        out.append('# time: %7.0f    %s%s' % (secs, name,
                                            '' if rc == '0' else
                                            ' (exit %s)' % rc))
    if args.start and not rows:
        out.append('# time:            (nothing to build)')
    out.append('# time: %7.0f  tests (%d plan lines, %d at a time)'
               % (end - began, len(walls), args.jobs))
    for name, secs in sorted(walls.items(), key=lambda w: -w[1]):
        out.append('# time: %7.0f    %s' % (secs, name))
    if args.start:
        out.append('# time: %7.0f  in all' % (end - args.start))
    print('\n'.join(out))
    # the plan lines' times, for the next run's order (longest first)
    path = os.path.join(args.build, 'logs', 'durations.tsv')
    known = durations(path)
    known.update(walls)
    with open(path, 'w') as f:
        for name, secs in sorted(known.items()):
            f.write('%s\t%.0f\n' % (name, secs))


def durations(path):
    """The plan lines' wall times of earlier runs: {name: seconds}"""
    known = {}
    if os.path.exists(path):
        for line in open(path):
            f = line.split('\t')
            if len(f) == 2:
                known[f[0]] = float(f[1])
    return known


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--plan', default='tests/plan')
    ap.add_argument('--build', default='build')
    ap.add_argument('--only', help='run only plan lines whose name matches '
                    'this regular expression (e.g. a substring, or "a9$")')
    ap.add_argument('-j', '--jobs', type=int, default=2,
                    help='plan lines run at once (default 2)')
    ap.add_argument('--variants', default='main',
                    help='comma-separated: main (every line), debug (every '
                    'line that boots, on the debug kernel), 6.12 (the lines '
                    'that prove the port, on the 6.12 kernel)')
    ap.add_argument('--times', help='make check\'s time table so far (the '
                    'Makefile\'s MMIO_TIMES: NAME, seconds, status per line), '
                    'printed at the end with each plan line\'s wall time')
    ap.add_argument('--start', type=float,
                    help='when make check started (seconds since the epoch)')
    args = ap.parse_args()
    began = time.time()
    # host scripts that follow the variants run (tests/lava.sh)
    os.environ['MMIO_VARIANTS'] = args.variants
    plan = read_plan(args.plan)
    boots = []
    for v in args.variants.split(','):
        if v not in VARIANTS:
            sys.exit('unknown variant %s' % v)
        boots += [variant_line(b, v) for b in plan if runs_in(b, v)]
    boots = [b for b in boots
             if not args.only or re.search(args.only, b['name'])]
    # the longest first (each line's wall time in the last run that ran
    # it, else its timeout), so that no long line starts last
    known = durations(os.path.join(args.build, 'logs', 'durations.tsv'))
    boots.sort(key=lambda b: -known.get(b['name'], b['timeout']))
    walls = {}

    def timed_boot(b):
        t0 = time.monotonic()
        try:
            return run_boot(b, args.build)
        finally:
            walls[b['name']] = time.monotonic() - t0

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(timed_boot, boots))
    passed = sum(p for p, _ in results)
    failed = sum(f for _, f in results)
    time_table(args, began, walls)
    print('%d passed, %d failed' % (passed, failed))
    sys.exit(1 if failed or not passed else 0)


if __name__ == '__main__':
    main()
