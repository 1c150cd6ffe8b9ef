#!/usr/bin/env python3
"""LAVA job definitions for the board tests of `make check` (make lava).

Writes into OUT (build/lava):
  jobs/NAME.yaml     one job per plan line that boots a board (tests/plan;
                     debug/NAME and 6.12/NAME for the variants; lab-flow/:
                     the real-board jobs' twins on QEMU): the kernel,
                     dtb and initramfs the runner boots, deployed to tmpfs,
                     the board booted by LAVA's qemu method with the same
                     kernel command line, the guest's KTAP read by a
                     `monitors` test action (one LAVA case per KTAP result)
  devices/BOARD.yaml the device configuration lava-run needs for each QEMU
                     board, in the shape LAVA's qemu device type renders
                     from the jobs' context (machine, cpu, memory, NIC,
                     extra options), for running the jobs here; a lab
                     renders its own from the same context
  lab/               jobs for real boards (U-Boot, TFTP) and a device
                     configuration of each type, for `lava-run --validate`
  jobs.txt           NAME BOARD TESTS per job (the device it runs on, the
                     guest tests its monitor must record)
  artifacts.txt      every file the jobs fetch, relative to the build
                     directory: what a lab publishes under --base
tests/lava.py --console LOG: the console lines of a job's log (lava-run's, or
a lab's `lavacli jobs logs --raw`), for tests/differential.sh.
tests/lava.py --check DIR TEST...: the verdict on a job lava-run ran with
--output-dir DIR and its log in DIR/lava.log: the job passed (DIR/result.yaml
and the log's "job" result), LAVA's kernel-messages case passed with no
message found, the monitor recorded exactly the guest tests TEST... in
order, each "pass", and no line of the console shows a kernel error (the
runner's pattern: LAVA's own check stops at the boot prompt).  Prints one
"# " line per problem; exit 1 if any.
The QEMU command comes from qemu/boot.sh -n (one source for the runner and
LAVA); the plan and variants from tests/runner.py.  Artifact URLs are
--base (default file:// of the build directory) plus the file's path
relative to the build directory.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import runner  # noqa: E402

# What LAVA's qemu template cannot take from boot.sh: the CPU (it always
# passes -cpu) and the board's own NIC model (it always adds a -net nic)
CPU = {'vexpress-a9': 'cortex-a9', 'vexpress-a15': 'cortex-a15',
       'cubieboard': 'cortex-a8', 'versatilepb': 'arm926',
       'integratorcp': 'arm926', 'palmetto-bmc': 'arm926',
       'raspi2b': 'cortex-a7', 'raspi1ap': 'arm1176', 'ast2500-evb': 'arm1176'}
NIC = {'vexpress-a9': 'lan9118', 'vexpress-a15': 'lan9118',
       'cubieboard': 'allwinner-emac', 'versatilepb': 'smc91c111',
       'integratorcp': 'smc91c111', 'palmetto-bmc': 'ftgmac100',
       'raspi2b': 'usb-net', 'raspi1ap': 'usb-net', 'ast2500-evb': 'ftgmac100'}
PROMPT = 'Run /init as init process'
# LAVA's constants as its base device type renders them (2023.01): the
# dispatcher reads them for every device
CONSTANTS = [
    'constants:',
    '  kernel-start-message: "Linux version [0-9]"',
    '  shutdown-message: "The system is going down for reboot NOW"',
    '  default-shell-prompt: "lava-test: # "',
    '  spawn_maxread: "4092"',
    '  failure_retry: 1',
    '  boot_retry: null',
    '  posix: {lava_test_sh_cmd: /bin/sh, lava_test_results_dir: "/lava-%s",'
    ' lava_test_shell_file: ~/.bashrc}',
    '  u-boot:',
    '    interrupt-prompt: "Hit any key to stop autoboot"',
    '    interrupt-character: " "',
    '    interrupt_ctrl_list: []',
    '    interrupt-newline: true',
    '    final-message: "Starting kernel"',
    '    error-messages: ["Resetting CPU", "Must RESET board to recover",'
    ' "TIMEOUT", "Retry count exceeded", "File not found",'
    ' "Wrong Ramdisk Image Format", "Ramdisk image is corrupt or invalid",'
    ' "Wrong Image Format for boot"]',
    '    dfu-download: "DOWNLOAD \\\\.\\\\.\\\\. OK"',
    '  barebox: {interrupt-prompt: "Hit m for menu or any other key to stop'
    ' autoboot", interrupt-character: "\\n", final-message: "Starting'
    ' kernel", error-messages: ["### ERROR ### Please RESET the board ###"]}',
    '  grub: {interrupt-prompt: "for a command-line", interrupt-character:'
    ' "c", interrupt-newline: false, error-messages: ["error: missing (.*)'
    ' symbol."]}',
    '  grub-efi: {interrupt-prompt: "for a command-line",'
    ' interrupt-character: "c", error-messages: ["Undefined OpCode'
    ' Exception PC at"]}',
    '  ipxe: {interrupt-prompt: "Press Ctrl-B for the iPXE command line",'
    ' interrupt_ctrl_list: [b], error-messages: ["No configuration methods'
    ' succeeded", "Connection timed out"]}',
]
# the guest's results (qemu/init): top-level KTAP lines after the header,
# each matched whole (up to its line end: pexpect tries the pattern on
# every chunk the console gives, a name could be cut); the kernel log
# follows them as "# dmesg: " lines
MONITOR = dict(start='KTAP version 1', end='# dmesg: ',
               pattern=r'(?m)^(?P<result>ok|not ok) \d+ '
               r'(?P<test_case_id>[^\s#]+)[^\r\n]*\r*\n',
               fixupdict={'ok': 'pass', 'not ok': 'fail'})


def q(s):
    """A YAML single-quoted scalar"""
    return "'" + str(s).replace("'", "''") + "'"


def qemu_argv(args):
    out = subprocess.run(['qemu/boot.sh', '-n'] + args, check=True,
                         capture_output=True, text=True).stdout
    return out.splitlines()


def options(argv):
    """boot.sh's QEMU argv as {option: [values]} (flags get [None])"""
    opts, i = {}, 1
    while i < len(argv):
        if i + 1 < len(argv) and not argv[i + 1].startswith('-'):
            opts.setdefault(argv[i], []).append(argv[i + 1])
            i += 2
        else:
            opts.setdefault(argv[i], []).append(None)
            i += 1
    return opts


def context(board, build):
    """The job context of BOARD: LAVA's qemu device type renders the
    QEMU options from it.  Semihosting is always on (boot.sh -s): the
    boards without power-off and the debug kernel leave through it, and it
    does nothing to a guest that does not call it."""
    stub = os.path.join(build, 'lava', '.stub')
    argv = qemu_argv(['-s', '-b', board, '-k', stub, '-d', stub, '-r', stub])
    o = options(argv)
    extra = []
    for opt in ('-smp', '-semihosting-config'):
        extra += ['%s %s' % (opt, v) for v in o.get(opt, [])]
    extra += [k for k in ('-no-reboot',) if k in o]
    mem = o['-m'][0]    # QEMU's size: 256M, 1G
    return dict(arch='arm', machine=o['-M'][0], cpu=CPU[board],
                memory=int(mem[:-1]) * (1024 if mem.endswith('G') else 1),
                model='model=' + NIC[board], extra_options=extra)


def device_yaml(ctx):
    """What LAVA's qemu device type renders for this context (the parts
    lava-run reads), QEMU's options in the template's order"""
    opts = ['-cpu %s' % ctx['cpu'], '-machine %s' % ctx['machine'],
            '-nographic',
            '-net nic,%s,macaddr=52:54:00:12:34:58 -net user' % ctx['model'],
            '-m %d' % ctx['memory'], '-monitor none']
    return '\n'.join([
        '# LAVA device configuration: qemu, rendered for the context of the',
        '# mmio-intc jobs of machine %s (tests/lava.py)' % ctx['machine'],
        'device_type: qemu',
        'available_architectures: [arm]',
    ] + CONSTANTS + [
        'commands: {connections: {}}',
        'actions:',
        '  deploy:',
        '    connections: {serial: null, lxc: null}',
        '    methods:',
        '      image: {parameters: {guest: {size: 512, interface: ide,'
        ' driveid: lavatest}}}',
        '  boot:',
        '    connections: {serial: null, ssh: null, lxc: null}',
        '    methods:',
        '      qemu:',
        '        parameters:',
        '          command: qemu-system-arm',
        '          boot_options: null',
        '          options:',
    ] + ['          - %s' % o for o in opts] + [
        '          extra: [%s]' % ', '.join(q(e) for e in ctx['extra_options']),
        'timeouts:',
        '  actions: {apply-overlay-image: {minutes: 2}, lava-test-monitor:'
        ' {minutes: 5}, lava-test-shell: {seconds: 30}}',
        '  connections: {lava-test-monitor: {minutes: 5}}',
        '']) + '\n'


def test_action(suite, timeout):
    """The jobs' test action: the guest's KTAP read by a monitor"""
    return ['- test:',
            '    timeout: %s' % timeout,
            '    monitors:',
            '    - name: %s' % suite,
            '      start: %s' % q(MONITOR['start']),
            '      end: %s' % q(MONITOR['end']),
            '      pattern: %s' % q(MONITOR['pattern']),
            '      fixupdict: {ok: pass, not ok: fail}',
            '']


def job_yaml(name, board, ctx, urls, append, timeout):
    """One QEMU job: tmpfs deploy, qemu boot, a KTAP monitor"""
    suite = re.sub(r'[^a-z0-9._-]+', '-', name.lower())
    ctx_lines = ['  %s: %s' % (k, q(v) if isinstance(v, str) else v)
                 for k, v in ctx.items() if k != 'extra_options']
    ctx_lines.append('  extra_options: [%s]'
                     % ', '.join(q(e) for e in ctx['extra_options']))
    return '\n'.join([
        '# mmio-intc plan line %s on QEMU %s (tests/lava.py)' % (name, board),
        'device_type: qemu',
        'job_name: %s' % q('mmio-intc ' + name),
        'priority: medium',
        'visibility: public',
        'timeouts:',
        '  job: {seconds: %d}' % (2 * timeout + 180),
        '  action: {seconds: %d}' % timeout,
        '  connection: {seconds: %d}' % timeout,
        'context:',
    ] + ctx_lines + [
        'actions:',
        '- deploy:',
        '    to: tmpfs',
        '    timeout: {minutes: 2}',
        '    images:',
        '      kernel:',
        '        image_arg: %s' % q("-kernel {kernel} -append '%s'" % append),
        '        url: %s' % q(urls['kernel']),
        '      dtb:',
        '        image_arg: %s' % q('-dtb {dtb}'),
        '        url: %s' % q(urls['dtb']),
        '      ramdisk:',
        '        image_arg: %s' % q('-initrd {ramdisk}'),
        '        url: %s' % q(urls['ramdisk']),
        '- boot:',
        '    method: qemu',
        '    media: tmpfs',
        '    timeout: {seconds: %d}' % timeout,
        '    prompts: [%s]' % q(PROMPT),
    ] + test_action(suite, '{seconds: %d}' % timeout)) + '\n'


# Real boards a LAVA lab has whose interrupt controller the series
# converts: the Allwinner A10's (allwinner,sun4i-a10-ic, also in the A13,
# R8 and GR8 of sun5i).  LAVA device type, the 6.12 tree's dtb.  LAVA
# 2023.01 has no sun4i-a10-cubieboard type: lab/server/ has its template
# (sunxi-common, as LAVA's sun4i-a10-olinuxino-lime); the others are
# LAVA's own.
LAB = [('sun4i-a10-cubieboard', 'sun4i-a10-cubieboard.dtb'),
       ('sun4i-a10-olinuxino-lime', 'sun4i-a10-olinuxino-lime.dtb'),
       ('sun5i-a13-olinuxino-micro', 'sun5i-a13-olinuxino-micro.dtb'),
       ('sun5i-r8-chip', 'sun5i-r8-chip.dtb')]
LAB_DTBS = 'kernel-6.12/arch/arm/boot/dts/allwinner'
# The two sides of tests/differential.sh's sun4i comparison, on silicon:
# the series' 6.12 kernel and the stock one (the hand-written irq-sun4i),
# each running booted and the differential workload (tests/guest/diff.sh)
LAB_SIDES = [('series', 'kernel-6.12/arch/arm/boot/zImage',
              'interrupt-controller@1c20400'),
             ('stock', 'stock/kernel-6.12/arch/arm/boot/zImage', 'sun4i_irq')]
LAB_TESTS = ['diff', 'booted']
# sunxi-common's U-Boot: console, load addresses, the ramdisk commands
SUNXI_BOOTZ = dict(kernel='0x42000000', ramdisk='0x43300000',
                   dtb='0x43000000', tee='0x83000000')


def lab_device_yaml(devtype, bootargs):
    """A device of type devtype as LAVA's server renders it (base-uboot,
    sunxi-common) for a job whose context sets extra_kernel_args to
    bootargs: lava-run does not render, the job's arguments must be in"""
    addr = '{kernel: %(kernel)s, ramdisk: %(ramdisk)s, dtb: %(dtb)s, ' \
        'tee: %(tee)s}' % SUNXI_BOOTZ
    ramdisk = ['setenv autoload no', 'setenv initrd_high 0xffffffff',
               'setenv fdt_high 0xffffffff', 'dhcp',
               'setenv serverip {SERVER_IP}', 'tftp {KERNEL_ADDR} {KERNEL}',
               'tftp {RAMDISK_ADDR} {RAMDISK}', 'tftp {TEE_ADDR} {TEE}',
               'setenv initrd_size ${filesize}', 'tftp {DTB_ADDR} {DTB}',
               "setenv bootargs 'console=ttyS0,115200n8 root=/dev/ram0 %s "
               "ip=dhcp'" % bootargs, '{BOOTX}']
    return '\n'.join([
        '# LAVA device configuration: %s, as the server renders its device'
        % devtype,
        '# type (base-uboot, sunxi-common) for an mmio-intc job; the lab'
        ' puts its own',
        '# connection and power commands (tests/lava.py, for lava-run'
        ' --validate)',
        'device_type: %s' % devtype,
    ] + CONSTANTS + [
        'commands:',
        '  connect: telnet localhost 7001',
        '  hard_reset: /usr/local/bin/pdu reboot board1',
        '  power_off: /usr/local/bin/pdu off board1',
        '  power_on: /usr/local/bin/pdu on board1',
        'parameters:',
        '  image: %s' % addr.replace(SUNXI_BOOTZ['kernel'], '0x40000000', 1),
        '  booti: %s' % addr.replace(SUNXI_BOOTZ['kernel'], '0x40000000', 1),
        '  zimage: %s' % addr,
        '  bootz: %s' % addr,
        'actions:',
        '  deploy:',
        '    parameters: {add_header: u-boot, mkimage_arch: arm,'
        ' append_dtb: false, use_xip: false}',
        '    connections: {lxc: null, fastboot: null, serial: null}',
        '    methods: {image: null, lxc: null, overlay: null, usb: null,'
        ' tftp: null, nbd: null}',
        '  boot:',
        '    connections: {lxc: null, fastboot: null, serial: null}',
        '    methods:',
        '      minimal: null',
        '      u-boot:',
        '        parameters: {bootloader_prompt: "=>", interrupt_prompt:'
        ' "Hit any key to stop autoboot", interrupt_char: "",'
        ' needs_interrupt: true}',
        '        ramdisk:',
        '          commands:',
    ] + ['          - %s' % q(c) for c in ramdisk] + [
        'timeouts:',
        '  actions: {bootloader-commands: {minutes: 3}, bootloader-interrupt:'
        ' {seconds: 30}, u-boot-interrupt: {seconds: 30}, auto-login-action:'
        ' {minutes: 2}, pdu-reboot: {seconds: 30}, power-off: {seconds: 10},'
        ' http-download: {minutes: 5}}',
        '  connections: {bootloader-commands: {seconds: 30},'
        ' bootloader-interrupt: {seconds: 30}, u-boot-interrupt: {seconds:'
        ' 30}, auto-login-action: {minutes: 2}}',
        '']) + '\n'


def lab_job_yaml(name, devtype, urls, bootargs):
    """A real-board job: TFTP deploy, U-Boot ramdisk boot, KTAP monitor"""
    return '\n'.join([
        '# mmio-intc on a real %s (tests/lava.py): %s' % (devtype, name),
        'device_type: %s' % devtype,
        'job_name: %s' % q('mmio-intc ' + name),
        'priority: medium',
        'visibility: public',
        'timeouts:',
        '  job: {minutes: 15}',
        '  action: {minutes: 5}',
        '  connection: {minutes: 2}',
        'context:',
        '  extra_kernel_args: %s' % q(bootargs),
        'actions:',
        '- deploy:',
        '    to: tftp',
        '    timeout: {minutes: 5}',
        '    kernel: {url: %s, type: zimage}' % q(urls['kernel']),
        '    dtb: {url: %s}' % q(urls['dtb']),
        '    ramdisk: {url: %s, compression: gz}' % q(urls['ramdisk']),
        '- boot:',
        '    method: u-boot',
        '    commands: ramdisk',
        '    timeout: {minutes: 5}',
        '    prompts: [%s]' % q(PROMPT),
    ] + test_action(name, '{minutes: 5}')) + '\n'


# The lab's server: the device type LAVA lacks, and a device dictionary
# for one board of it (the lab's own commands go in)
SERVER = {
    'device-types/sun4i-a10-cubieboard.jinja2':
    "{# Cubieboard (Allwinner A10): sunxi-common, as LAVA's"
    " sun4i-a10-olinuxino-lime #}\n"
    "{% extends 'sunxi-common.jinja2' %}\n"
    "{% set uboot_mkimage_arch = 'arm' %}\n",
    'devices/cubieboard-01.jinja2':
    "{% extends 'sun4i-a10-cubieboard.jinja2' %}\n"
    "{% set connection_command = 'telnet localhost 7001' %}\n"
    "{% set power_on_command = '/usr/local/bin/pdu on cubieboard-01' %}\n"
    "{% set power_off_command = '/usr/local/bin/pdu off cubieboard-01' %}\n"
    "{% set hard_reset_command = '/usr/local/bin/pdu reboot cubieboard-01'"
    " %}\n",
}


def lab(out, build, base, artifacts):
    """lab/: jobs and devices for the real boards of LAB"""
    shutil.rmtree(os.path.join(out, 'lab'), ignore_errors=True)
    for d in ('jobs', 'devices', 'server/device-types', 'server/devices'):
        os.makedirs(os.path.join(out, 'lab', d))
    for path, text in SERVER.items():
        with open(os.path.join(out, 'lab', 'server', path), 'w') as f:
            f.write(text)
    n = 0
    for devtype, dtb in LAB:
        dtb = os.path.join(LAB_DTBS, dtb)
        compat = subprocess.run(
            ['fdtget', os.path.join(build, dtb), '/', 'compatible'],
            check=True, capture_output=True, text=True).stdout.split()[0]
        for side, kernel, rootchip in LAB_SIDES:
            name = '%s-%s' % (devtype, side)
            bootargs = 'panic=-1 ' + lab_args(compat, rootchip)
            urls = {}
            for label, rel in (('kernel', kernel), ('dtb', dtb),
                               ('ramdisk', 'initramfs.cpio.gz')):
                artifacts.add(rel)
                urls[label] = base + '/' + rel
            with open(os.path.join(out, 'lab', 'jobs', name + '.yaml'),
                      'w') as f:
                f.write(lab_job_yaml(name, devtype, urls, bootargs))
            with open(os.path.join(out, 'lab', 'devices', name + '.yaml'),
                      'w') as f:
                f.write(lab_device_yaml(devtype, bootargs))
            n += 1
    return n


def lab_args(compat, rootchip):
    """The kernel arguments of a real-board job (and of its QEMU twin)"""
    return ('mmio.tests=%s mmio.diff=sun4i kunit.enable=0 mmio.compatible=%s'
            ' mmio.rootchip=%s mmio.timer=timer@1c20c00'
            % (','.join(LAB_TESTS), compat, rootchip))


def lab_flow_jobs(build):
    """The real-board jobs' twins on QEMU's cubieboard (lab-flow/sun4i-SIDE):
    the same kernels, dtb, initramfs and tests, for running the lab's flow
    here (lava-run, tests/lava.py --console, tests/differential.sh)"""
    dtb = os.path.join(build, LAB_DTBS, 'sun4i-a10-cubieboard.dtb')
    for side, kernel, rootchip in LAB_SIDES:
        argv = qemu_argv(['-b', 'cubieboard', '-k',
                          os.path.join(build, kernel), '-d', dtb, '-r',
                          os.path.join(build, 'initramfs.cpio.gz'), '-a',
                          lab_args('cubietech,a10-cubieboard', rootchip)])
        o = options(argv)
        yield ('lab-flow/sun4i-' + side, 'cubieboard', LAB_TESTS,
               o['-kernel'][0], o['-dtb'][0], o['-initrd'][0],
               o['-append'][0], 120)


def plan_jobs(plan, variants, build):
    """(name, board, kernel, dtb, initrd, append, timeout) per plan line that
    boots a board, as the runner boots it"""
    for v in variants:
        for b in plan:
            if b['board'] in ('host', 'canned') or b['expect'] != 'pass':
                continue
            if not runner.runs_in(b, v):
                continue
            b = runner.variant_line(b, v)
            cmd = runner.command(b, build)
            argv = qemu_argv(cmd[1:])
            o = options(argv)
            yield (b['name'], b['board'].partition(':')[0], b['tests'],
                   o['-kernel'][0],
                   o['-dtb'][0], o['-initrd'][0], ' '.join(o['-append'][0].split()),
                   b['timeout'])


def check(outdir, tests):
    """Problems of the job lava-run ran into outdir ([] if none)"""
    import yaml
    loader = getattr(yaml, 'CSafeLoader', yaml.SafeLoader)
    problems, results, console = [], [], []
    try:
        with open(os.path.join(outdir, 'result.yaml')) as f:
            job = yaml.load(f, Loader=loader) or {}
    except OSError as e:
        job = {}
        problems.append('no result.yaml: %s' % e)
    if job.get('result') != 'pass':
        problems.append('result.yaml: job %s' % job.get('result'))
    with open(os.path.join(outdir, 'lava.log')) as f:
        for line in f:
            if not line.startswith('{'):
                continue
            rec = yaml.load(line, Loader=loader)
            if rec.get('lvl') == 'results':
                results.append(rec['msg'])
            elif rec.get('lvl') in ('target', 'feedback'):
                console.append(str(rec.get('msg')))
    lava = {r['case']: r for r in results if r.get('definition') == 'lava'}
    km = lava.get('kernel-messages')
    if not km:
        problems.append('no kernel-messages result')
    elif km.get('result') != 'pass' or km.get('extra', {}).get('extra'):
        problems.append('kernel-messages %s: %s' % (
            km.get('result'), km.get('extra', {}).get('extra')))
    if lava.get('job', {}).get('result') != 'pass':
        problems.append('job %s' % lava.get('job', {}).get('result'))
    cases = [(r['case'], r['result']) for r in results
             if r.get('definition') != 'lava']
    want = [re.sub(r'\W+', '_', t.lower()) for t in tests]
    if [c for c, _ in cases] != want:
        problems.append('cases %s, expected %s'
                        % (' '.join(c for c, _ in cases) or 'none',
                           ' '.join(want)))
    problems += ['%s: %s' % (c, r) for c, r in cases if r != 'pass']
    problems += ['kernel error: %s' % line.strip() for line in console
                 if runner.KERNEL_ERROR.search(line)][:3]
    return problems


def console(log):
    """The console lines of a LAVA job's log (lava-run's output, or a
    server's `lavacli jobs logs --raw`), as plain text"""
    import yaml
    loader = getattr(yaml, 'CSafeLoader', yaml.SafeLoader)
    with open(log) as f:
        for line in f:
            line = line.strip()
            if line.startswith('- {'):
                line = line[2:]
            if not line.startswith('{'):
                continue
            rec = yaml.load(line, Loader=loader)
            if rec.get('lvl') in ('target', 'feedback'):
                print(rec.get('msg'))


def main():
    if sys.argv[1:2] == ['--console']:
        console(sys.argv[2])
        sys.exit(0)
    if sys.argv[1:2] == ['--check']:
        problems = check(sys.argv[2], sys.argv[3:])
        for p in problems:
            print('# ' + p)
        sys.exit(1 if problems else 0)
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--plan', default='tests/plan')
    ap.add_argument('--build', default='build')
    ap.add_argument('--out', help='default: BUILD/lava')
    ap.add_argument('--base', help='artifact URL base (default: file:// of '
                    'the build directory; an http URL for a lab)')
    ap.add_argument('--variants', default='main,debug,6.12')
    args = ap.parse_args()
    build = os.path.abspath(args.build)
    out = os.path.abspath(args.out or os.path.join(build, 'lava'))
    base = (args.base or 'file://' + build).rstrip('/')
    for d in ('jobs', 'devices'):
        shutil.rmtree(os.path.join(out, d), ignore_errors=True)
        os.makedirs(os.path.join(out, d))
    stub = os.path.join(build, 'lava', '.stub')
    os.makedirs(os.path.dirname(stub), exist_ok=True)
    open(stub, 'w').close()
    plan = runner.read_plan(args.plan)
    contexts, artifacts, listed = {}, set(), []
    import itertools
    for name, board, tests, kernel, dtb, initrd, append, timeout in \
            itertools.chain(plan_jobs(plan, args.variants.split(','), build),
                            lab_flow_jobs(build)):
        if board not in contexts:
            contexts[board] = context(board, build)
            with open(os.path.join(out, 'devices', board + '.yaml'), 'w') as f:
                f.write(device_yaml(contexts[board]))
        urls = {}
        for label, path in (('kernel', kernel), ('dtb', dtb),
                            ('ramdisk', initrd)):
            rel = os.path.relpath(os.path.abspath(path), build)
            if rel.startswith('..'):
                sys.exit('lava.py: %s is outside %s' % (path, build))
            artifacts.add(rel)
            urls[label] = base + '/' + rel
        job = os.path.join(out, 'jobs', name + '.yaml')
        os.makedirs(os.path.dirname(job), exist_ok=True)
        with open(job, 'w') as f:
            f.write(job_yaml(name, board, contexts[board], urls, append,
                             timeout))
        listed.append('%s %s %s\n' % (name, board, ','.join(tests)))
    with open(os.path.join(out, 'jobs.txt'), 'w') as f:
        f.write(''.join(listed))
    nlab = lab(out, build, base, artifacts)
    with open(os.path.join(out, 'artifacts.txt'), 'w') as f:
        f.write(''.join(a + '\n' for a in sorted(artifacts)))
    print('lava: %d QEMU jobs in %s/jobs, %d devices in %s/devices, '
          '%d real-board jobs in %s/lab; artifacts under %s'
          % (len(listed), out, len(contexts), out, nlab, out, base))


if __name__ == '__main__':
    main()
