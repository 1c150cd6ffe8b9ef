# mmio-intc: a device-tree-driven generic interrupt controller driver for
# Linux 6.12 and 6.1, built and proven in QEMU.  `make help` lists the
# targets.

SHELL := /bin/bash
.DELETE_ON_ERROR:
.SUFFIXES:

TOP     := $(CURDIR)
B       := $(TOP)/build
SRC     := $(B)/linux
KOUT    := $(B)/kernel
JOBS    ?= $(shell nproc)

# Out-of-tree kbuild; ccache keeps its cache outside the repo (its default,
# ~/.cache/ccache, or CCACHE_DIR).  CC rather than a ccache CROSS_COMPILE
# prefix: Kconfig's compiler check wants a plain prefix.
# CCACHE_BASEDIR: paths under build/ hash relative to the build dir, so the
# series check's worktree (build/series) hits what build/kernel compiled.
export CCACHE_BASEDIR := $(B)
kmake = $(MAKE) -s -C $(or $(2),$(SRC)) O=$(1) ARCH=arm \
	CROSS_COMPILE=arm-linux-gnueabi- CC="ccache arm-linux-gnueabi-gcc" \
	HOSTCC="ccache gcc" MMIO_INTC_BENCH=y
KMAKE = $(call kmake,$(KOUT))

DEFCONFIG := vexpress_defconfig
DEBUG_CONFIG := kernel/configs/debug-kernel.config
# kernel/configs: boards.config is the ARMv7 kernel's boards, boards-v5.config
# the ARMv5 kernel's; the others go into every kernel
V5_CONFIG := kernel/configs/boards-v5.config
FRAGMENTS := $(filter-out $(DEBUG_CONFIG) $(V5_CONFIG),$(sort $(wildcard kernel/configs/*.config)))
FRAGMENTS_V5 := $(filter-out kernel/configs/boards.config,$(FRAGMENTS)) $(V5_CONFIG)
OVERLAY   := $(shell find kernel bindings dts tests/builtin -type f 2>/dev/null | grep -v '^kernel/configs/')
ZIMAGE    := $(KOUT)/arch/arm/boot/zImage
KDEBUG    := $(B)/kernel-debug
ZIMAGE_DEBUG := $(KDEBUG)/arch/arm/boot/zImage
TESTMOD_SRC  := $(sort $(wildcard tests/kernel/*))
KDTBS     := $(KOUT)/arch/arm/boot/dts
TEST_DTS  := $(wildcard tests/dts/*.dts)
TEST_DTBS := $(patsubst tests/dts/%.dts,$(B)/dtbs/%.dtb,$(TEST_DTS))
INITRAMFS := $(B)/initramfs.cpio.gz
GUEST     := $(sort $(wildcard tests/guest/*.sh))

# make check's time table (tests/runner.py --times prints it before its
# last line): $(call timed,NAME) CMD appends NAME and CMD's wall time to
# MMIO_TIMES, a file per make run (packages, trees, configs, kernels)
MMIO_START := $(shell date +%s)
export MMIO_TIMES := $(B)/logs/times-$(MMIO_START).tsv
timed = scripts/timed "$(1)"

space := $(subst ,, )
comma := ,

# The 6.12 tree and kernel: the same sources and fragments (the series for
# 6.12 lacks only the genirq backport; scripts/lib.sh)
SRC612    := $(B)/linux-6.12
KOUT612   := $(B)/kernel-6.12
ZIMAGE612 := $(KOUT612)/arch/arm/boot/zImage
KDTBS612  := $(KOUT612)/arch/arm/boot/dts
TEST_DTBS612 := $(patsubst tests/dts/%.dts,$(B)/dtbs-6.12/%.dtb,$(TEST_DTS))

# The ARMv5 kernel (versatilepb, integratorcp): the 6.12 tree,
# versatile_defconfig, the common fragments and boards-v5.config
KOUTV5    := $(B)/kernel-v5
ZIMAGEV5  := $(KOUTV5)/arch/arm/boot/zImage
KDTBSV5   := $(KOUTV5)/arch/arm/boot/dts

# The stock kernels: the pristine 6.12 tree (a worktree of build/linux-6.12
# at its pristine commit, no series), the same configs without the
# driver's fragment: the hand-written drivers the series replaces, for the
# differential tests (tests/differential.sh) and make bench.  Their build
# dirs sit beside the tree as kernel-6.12 and kernel-v5 sit beside theirs,
# so ccache hits what those compiled.
STOCK     := $(B)/stock
SRCSTOCK  := $(STOCK)/linux-6.12
KSTOCK    := $(STOCK)/kernel-6.12
KSTOCKV5  := $(STOCK)/kernel-v5
ZSTOCK    := $(KSTOCK)/arch/arm/boot/zImage
ZSTOCKV5  := $(KSTOCKV5)/arch/arm/boot/zImage
FRAGMENTS_STOCK   := $(filter-out kernel/configs/mmio-intc.config,$(FRAGMENTS))
FRAGMENTS_STOCKV5 := $(filter-out kernel/configs/mmio-intc.config,$(FRAGMENTS_V5))

BOARD  ?= vexpress-a9
KERNEL ?= 6.1
ifeq ($(KERNEL),6.1)
RUN_ZIMAGE := $(ZIMAGE)
RUN_DEPS   := $(ZIMAGE) $(KDTBS)/.built $(TEST_DTBS)
DTB_vexpress-a9  := $(B)/dtbs/vexpress-demo.dtb
DTB_vexpress-a15 := $(KDTBS)/vexpress-v2p-ca15-tc1.dtb
DTB_cubieboard   := $(KDTBS)/sun4i-a10-cubieboard.dtb
DTB_raspi2b      := $(KDTBS)/bcm2836-rpi-2-b.dtb
DTB_raspi1ap     := $(KDTBS)/bcm2835-rpi-a-plus.dtb
DTB_ast2500-evb  := $(KDTBS)/aspeed-ast2500-evb.dtb
else ifeq ($(KERNEL),6.12)
RUN_ZIMAGE := $(ZIMAGE612)
RUN_DEPS   := $(ZIMAGE612) $(TEST_DTBS612)
DTB_vexpress-a9  := $(B)/dtbs-6.12/vexpress-demo.dtb
DTB_vexpress-a15 := $(KDTBS612)/arm/vexpress-v2p-ca15-tc1.dtb
DTB_cubieboard   := $(KDTBS612)/allwinner/sun4i-a10-cubieboard.dtb
DTB_raspi2b      := $(KDTBS612)/broadcom/bcm2836-rpi-2-b.dtb
DTB_raspi1ap     := $(KDTBS612)/broadcom/bcm2835-rpi-a-plus.dtb
DTB_ast2500-evb  := $(KDTBS612)/aspeed/aspeed-ast2500-evb.dtb
else
$(error KERNEL=$(KERNEL): 6.1 or 6.12)
endif
# The ARMv5 boards: their own kernel (6.12 tree), whatever KERNEL says
ifneq ($(filter versatilepb integratorcp palmetto-bmc,$(BOARD)),)
RUN_ZIMAGE := $(ZIMAGEV5)
RUN_DEPS   := $(ZIMAGEV5)
endif
DTB_versatilepb  := $(KDTBSV5)/arm/versatile-pb.dtb
DTB_integratorcp := $(KDTBSV5)/arm/integratorcp.dtb
DTB_palmetto-bmc := $(KDTBSV5)/aspeed/aspeed-bmc-opp-palmetto.dtb
DTB   ?= $(DTB_$(BOARD))

.PHONY: help deps tree config kernel debug-kernel kernel-6.12 kernel-v5 stock dtbs initramfs images run check bench lava patches check-series sizes clean distclean

help:
	@echo 'mmio-intc targets (a fresh Debian 12 machine needs only "make run" and "make check"):'
	@echo '  run        build what is stale and boot $$BOARD (vexpress-a9 (default),'
	@echo '             vexpress-a15, cubieboard, raspi2b, raspi1ap, ast2500-evb on the'
	@echo '             ARMv6+v7 kernel; versatilepb, integratorcp, palmetto-bmc on'
	@echo '             the ARMv5 kernel) in QEMU'
	@echo '             with an interactive shell; DTB=path boots another dtb;'
	@echo '             KERNEL=6.12 boots the 6.12 kernel (default 6.1)'
	@echo '  check      build what is stale and run every test; ends "N passed, N failed".'
	@echo '             Every boot runs again on the debug kernel (debug/...);'
	@echo '             the boots that prove the port run on the 6.12 kernel (6.12/...);'
	@echo '             VARIANTS=main skips both; ONLY=REGEX runs the plan lines it'
	@echo '             matches (after building what is stale); kunit.py runs the KUnit suite on its'
	@echo '             own kernel for -M virt (build/kunit-arm, tests/kunit-tool.sh)'
	@echo '  bench      instructions per interrupt (QEMU -icount), hand-written driver'
	@echo '             against mmio-intc: the same dtb on the stock and the series'
	@echo '             6.12 kernels (A10, dw-apb-ictl, VIC, BCM2836, AST2400); MMIO per'
	@echo '             operation, register reads/writes per interrupt (QEMU trace),'
	@echo '             probe cost, slab bytes, footprint per platform:'
	@echo '             build/bench/report.md and build/bench/dispatch.png'
	@echo '  deps       apt-get install the Debian packages that are missing'
	@echo '  tree       unpack linux-source-6.1 under build/linux and linux-source-6.12'
	@echo '             under build/linux-6.12 (throwaway git repos, pristine commit)'
	@echo '             and lay kernel/ and bindings/ over them (scripts/sync-tree)'
	@echo '  config     build/kernel/.config: $(DEFCONFIG) + kernel/configs/*.config'
	@echo '             (but debug-kernel.config)'
	@echo '  kernel     zImage (out of tree in build/kernel, ccache)'
	@echo '  kernel-6.12  the same config on the 6.12 tree: zImage and dtbs in'
	@echo '             build/kernel-6.12, the fixtures in build/dtbs-6.12'
	@echo '  kernel-v5  the ARMv5 kernel (versatile_defconfig, the 6.12 tree):'
	@echo '             zImage and dtbs in build/kernel-v5 for versatilepb and'
	@echo '             integratorcp'
	@echo '  stock      the pristine 6.12 tree (build/stock/linux-6.12) built with the'
	@echo '             same configs minus the driver: the ARMv7 and ARMv5 kernels'
	@echo '             with the hand-written drivers, for the differential tests'
	@echo '             and make bench'
	@echo '  debug-kernel  the same plus kernel/configs/debug-kernel.config (KASAN,'
	@echo '             kmemleak, lockdep...) in build/kernel-debug'
	@echo '  dtbs       the tree'"'"'s dtbs and the test fixtures from tests/dts/'
	@echo '  initramfs  guest userland: armel busybox-static, qemu/init, tests/guest/,'
	@echo '             the semihosting exit (qemu/semihost-exit.S), the test-only'
	@echo '             modules (tests/kernel/); check also builds the debug'
	@echo '             kernel'"'"'s (build/initramfs-debug.cpio.gz)'
	@echo '  patches    rebuild patches/6.12 (the series) and patches/6.12-class (the'
	@echo '             class RFC on top of it), and patches/6.1, patches/6.1-class'
	@echo '             (their backport), git am-able, with cover letters, from'
	@echo '             series/ and the sources;'
	@echo '             byte-identical on every run (needs series/bench.md current:'
	@echo '             run make bench after changing the driver); author and'
	@echo '             Signed-off-by: PATCH_AUTHOR="Name <email>", else git config'
	@echo '             user.name and user.email (whoever sends the series, also'
	@echo '             the M: of MAINTAINERS and the binding'"'"'s maintainer)'
	@echo '  check-series  the series checks alone, for both trees: patches up to date,'
	@echo '             git am, every prefix builds, checkpatch, get_maintainer, dtbs_check'
	@echo '  images     build/images: a legacy uImage (boots on vexpress-a9) and a FIT'
	@echo '             with the zImage, the initramfs and one dtb per board'
	@echo '  lava       build/lava: a LAVA job per board test of check (QEMU, tmpfs'
	@echo '             deploy, KTAP monitor), the QEMU device configurations'
	@echo '             for lava-run, real-board jobs (lab/: U-Boot, TFTP) and'
	@echo '             artifacts.txt; LAVA_BASE=URL: the artifacts'"'"' URL base'
	@echo '             (default file:// of build/; an http URL for a lab)'
	@echo '  sizes      lines of the driver (the core at its patch, every file in'
	@echo '             the last tree, the series'"'"' balance of lines added and'
	@echo '             deleted: scripts/driver-lines) and object sizes, next'
	@echo '             to the hand-written drivers it replaces (the stock builds)'
	@echo '  clean      remove build products, keep the unpacked tree and busybox'
	@echo '  distclean  remove build/'
	@echo '  help       this list'

deps:
	@$(call timed,packages) scripts/deps

# --- the kernel tree ------------------------------------------------------

# The pristine tree, committed with fixed identity and dates so its commit id
# is the same on every machine.  `add -f`: the tarball's .gitignore ignores
# everything at the top level.
$(SRC)/.git/pristine: | deps
	$(call timed,tree 6.1: unpack) scripts/unpack-tree 6.1 $(SRC)

$(SRC612)/.git/pristine: | deps
	$(call timed,tree 6.12: unpack) scripts/unpack-tree 6.12 $(SRC612)

SERIES    := series/cover-letter $(sort $(wildcard series/[0-9]*.patch.txt))
EDITS     := $(shell find kernel/edits -name '*.diff')
%/.git/synced: %/.git/pristine $(OVERLAY) $(SERIES) $(EDITS) scripts/sync-tree scripts/lib.sh
	@$(call timed,tree $(notdir $*): sync) scripts/sync-tree $*
	@touch $@

tree: $(SRC)/.git/synced $(SRC612)/.git/synced

# --- kernel, dtbs, initramfs ----------------------------------------------

# Every value a fragment asks for must survive olddefconfig (scripts/kconfig),
# timed under the build dir's name
KCONFIG = $(call timed,config $(patsubst $(B)/%,%,$(@D))) scripts/kconfig
$(KOUT)/.config: $(SRC)/.git/pristine $(FRAGMENTS) $(EDITS) scripts/kconfig | $(SRC)/.git/synced
	$(KCONFIG) $(SRC) $(KOUT) $(FRAGMENTS)

config: $(KOUT)/.config

# `modules` too: it writes Module.symvers, which the test modules link against
$(ZIMAGE): $(SRC)/.git/synced $(KOUT)/.config
	$(call timed,kernel build/kernel: 6.1 ARMv6+v7) $(KMAKE) -j$(JOBS) zImage modules
	@touch $@

# The debug kernel: the same tree and fragments plus
# kernel/configs/debug-kernel.config
# (KASAN, kmemleak, lockdep...), in its own build dir.
$(KDEBUG)/.config: $(SRC)/.git/pristine $(FRAGMENTS) $(DEBUG_CONFIG) $(EDITS) scripts/kconfig | $(SRC)/.git/synced
	$(KCONFIG) $(SRC) $(KDEBUG) $(FRAGMENTS) $(DEBUG_CONFIG)

$(ZIMAGE_DEBUG): $(SRC)/.git/synced $(KDEBUG)/.config
	$(call timed,kernel build/kernel-debug: 6.1 debug) $(call kmake,$(KDEBUG)) -j$(JOBS) zImage modules
	@touch $@

debug-kernel: $(ZIMAGE_DEBUG)

# The 6.12 kernel: the same fragments, zImage and the tree's dtbs at once
$(KOUT612)/.config: $(SRC612)/.git/pristine $(FRAGMENTS) $(EDITS) scripts/kconfig | $(SRC612)/.git/synced
	$(KCONFIG) $(SRC612) $(KOUT612) $(FRAGMENTS)

$(ZIMAGE612): $(SRC612)/.git/synced $(KOUT612)/.config
	$(call timed,kernel build/kernel-6.12: 6.12 ARMv6+v7) $(call kmake,$(KOUT612),$(SRC612)) -j$(JOBS) zImage modules dtbs
	@touch $@

kernel-6.12: $(ZIMAGE612) $(TEST_DTBS612)

$(KOUTV5)/.config: $(SRC612)/.git/pristine $(FRAGMENTS_V5) $(EDITS) scripts/kconfig | $(SRC612)/.git/synced
	$(KCONFIG) -d versatile_defconfig $(SRC612) $(KOUTV5) $(FRAGMENTS_V5)

$(ZIMAGEV5): $(SRC612)/.git/synced $(KOUTV5)/.config
	$(call timed,kernel build/kernel-v5: 6.12 ARMv5) $(call kmake,$(KOUTV5),$(SRC612)) -j$(JOBS) zImage modules dtbs
	@touch $@

kernel-v5: $(ZIMAGEV5)

$(SRCSTOCK)/.git: $(SRC612)/.git/pristine
	rm -rf $(SRCSTOCK) && git -C $(SRC612) worktree prune
	$(call timed,tree stock/linux-6.12: worktree) git -C $(SRC612) worktree add -q -f --detach $(SRCSTOCK) HEAD
	@touch $@

$(KSTOCK)/.config: $(SRCSTOCK)/.git $(FRAGMENTS_STOCK) scripts/kconfig
	$(KCONFIG) $(SRCSTOCK) $(KSTOCK) $(FRAGMENTS_STOCK)

$(ZSTOCK): $(KSTOCK)/.config
	$(call timed,kernel build/stock/kernel-6.12: stock 6.12 ARMv6+v7) $(call kmake,$(KSTOCK),$(SRCSTOCK)) -j$(JOBS) zImage modules
	@touch $@

$(KSTOCKV5)/.config: $(SRCSTOCK)/.git $(FRAGMENTS_STOCKV5) scripts/kconfig
	$(KCONFIG) -d versatile_defconfig $(SRCSTOCK) $(KSTOCKV5) $(FRAGMENTS_STOCKV5)

$(ZSTOCKV5): $(KSTOCKV5)/.config
	$(call timed,kernel build/stock/kernel-v5: stock 6.12 ARMv5) $(call kmake,$(KSTOCKV5),$(SRCSTOCK)) -j$(JOBS) zImage modules
	@touch $@

stock: $(ZSTOCK) $(ZSTOCKV5)

# The fixes at the head of the series on the pristine tree: a worktree of it
# with patches/6.12's stable patches (Cc: stable) applied, built as the
# stock ARMv5 kernel is (tests/fix.sh boots it beside the stock kernel and
# the series').  Same layout as build/stock, so ccache hits.
FIXES     := $(B)/fixes
SRCFIXES  := $(FIXES)/linux-6.12
KFIXESV5  := $(FIXES)/kernel-v5
ZFIXESV5  := $(KFIXESV5)/arch/arm/boot/zImage
FIX_PATCHES = $(shell grep -l '^Cc: stable@vger.kernel.org' $(TOP)/patches/6.12/0[0-9]*.patch)

$(SRCFIXES)/.git: $(SRC612)/.git/pristine $(FIX_PATCHES)
	rm -rf $(SRCFIXES) && git -C $(SRC612) worktree prune
	$(call timed,tree fixes/linux-6.12: worktree) git -C $(SRC612) worktree add -q -f --detach $(SRCFIXES) HEAD
	git -C $(SRCFIXES) apply $(FIX_PATCHES)
	@touch $@

$(KFIXESV5)/.config: $(SRCFIXES)/.git $(FRAGMENTS_STOCKV5) scripts/kconfig
	$(KCONFIG) -d versatile_defconfig $(SRCFIXES) $(KFIXESV5) $(FRAGMENTS_STOCKV5)

$(ZFIXESV5): $(KFIXESV5)/.config
	$(call timed,kernel build/fixes/kernel-v5: the stable fixes ARMv5) $(call kmake,$(KFIXESV5),$(SRCFIXES)) -j$(JOBS) zImage
	@touch $@

# Test-only modules (tests/kernel/, never in the series), built against
# each kernel: build/testmod/{main,debug,6.12,stock,v5,stock-v5}/*.ko.  $(1): the
# kernel's build dir, $(2): its tree (default build/linux), $(3): more
# kbuild arguments
testmod = rm -rf $(@D) && mkdir -p $(@D) && cp $(TESTMOD_SRC) $(@D)/ && \
	$(call timed,test modules $(patsubst $(B)/%,%,$(@D))) $(call kmake,$(1),$(2)) M=$(@D) $(3) modules && touch $@

$(B)/testmod/main/.built: $(TESTMOD_SRC) $(ZIMAGE)
	$(call testmod,$(KOUT))

$(B)/testmod/debug/.built: $(TESTMOD_SRC) $(ZIMAGE_DEBUG)
	$(call testmod,$(KDEBUG))

# the 6.12 kernels, the series' and the stock one: the bench module (make
# bench) and the callbacks module (the differential tests' callbacks);
# tests/kernel/Kbuild
$(B)/testmod/6.12/.built: $(TESTMOD_SRC) $(ZIMAGE612)
	$(call testmod,$(KOUT612),$(SRC612),TESTMODS="mmio-intc-bench mmio-intc-callbacks")

$(B)/testmod/stock/.built: $(TESTMOD_SRC) $(ZSTOCK)
	$(call testmod,$(KSTOCK),$(SRCSTOCK),TESTMODS="mmio-intc-bench mmio-intc-callbacks")

# and the ARMv5 ones (the VIC pair on versatilepb)
$(B)/testmod/v5/.built: $(TESTMOD_SRC) $(ZIMAGEV5)
	$(call testmod,$(KOUTV5),$(SRC612),TESTMODS="mmio-intc-bench mmio-intc-callbacks")

$(B)/testmod/stock-v5/.built: $(TESTMOD_SRC) $(ZSTOCKV5)
	$(call testmod,$(KSTOCKV5),$(SRCSTOCK),TESTMODS="mmio-intc-bench mmio-intc-callbacks")

$(KDTBS)/.built: $(SRC)/.git/synced $(KOUT)/.config
	$(call timed,dtbs build/kernel) $(KMAKE) -j$(JOBS) dtbs
	@touch $@

# Test fixtures (the demo board and the A10 variant among them: boards with
# the fixtures' compatible, not in the series) include the tree's board
# files and each other: preprocess and compile them the way kbuild does (cpp
# with the dts include prefixes, then dtc).
# 6.12 keeps the boards in vendor directories (arm/, allwinner/).
# $(1): the tree
fixture_dtb = mkdir -p $(@D) && echo "  DTC     $<" && \
	cpp -nostdinc -undef -D__DTS__ -x assembler-with-cpp \
	  $(foreach d,. arm allwinner,-I $(1)/arch/arm/boot/dts/$(d)) \
	  -I $(1)/scripts/dtc/include-prefixes -I tests/dts -o $@.dts.tmp $< && \
	dtc -q -I dts -O dtb $(foreach d,. arm allwinner,-i $(1)/arch/arm/boot/dts/$(d)) \
	  -o $@ $@.dts.tmp

$(B)/dtbs/%.dtb: tests/dts/%.dts $(TEST_DTS) $(SRC)/.git/synced
	@$(call fixture_dtb,$(SRC))

$(B)/dtbs-6.12/%.dtb: tests/dts/%.dts $(TEST_DTS) $(SRC612)/.git/synced
	@$(call fixture_dtb,$(SRC612))

kernel: $(ZIMAGE)
dtbs: $(KDTBS)/.built $(TEST_DTBS)

$(B)/busybox/busybox: qemu/fetch-busybox | deps
	$(call timed,busybox) qemu/fetch-busybox $(B)/busybox

$(B)/gen_init_cpio: $(SRC)/.git/pristine
	gcc -O2 -o $@ $(SRC)/usr/gen_init_cpio.c

# The guest's way out on boards without power-off (ARM semihosting SYS_EXIT)
$(B)/semihost-exit: qemu/semihost-exit.S | deps
	arm-linux-gnueabi-gcc -nostdlib -static -o $@ $<

# make bench's aspeed pair: a shim prepended to the ARMv5 zImages, so that
# QEMU's palmetto-bmc runs under -icount (qemu/palmetto-icount.S says why)
$(B)/palmetto-icount.bin: qemu/palmetto-icount.S | deps
	arm-linux-gnueabi-gcc -c -o $(@:.bin=.o) $<
	arm-linux-gnueabi-objcopy -O binary $(@:.bin=.o) $@

# build/initramfs.cpio.gz for the kernel, build/initramfs-debug.cpio.gz for
# the debug kernel: the same files but the test modules built against it.
# $(1): the modules' dir
INITRAMFS_DEBUG := $(B)/initramfs-debug.cpio.gz
USERLAND := $(B)/gen_init_cpio $(B)/busybox/busybox $(B)/semihost-exit qemu/init \
	qemu/initramfs.list.in $(GUEST)
initramfs = echo "  CPIO    $@"; \
	{ sed -e 's|@BUSYBOX@|$(B)/busybox/busybox|; s|@TOP@|$(TOP)|; s|@B@|$(B)|' qemu/initramfs.list.in; \
	  for f in $(GUEST); do echo "file /tests/$${f\#\#*/} $(TOP)/$$f 0644 0 0"; done; \
	  for f in $(1)/*.ko; do echo "file /lib/modules/$${f\#\#*/} $$f 0644 0 0"; done; \
	} > $(@:.cpio.gz=.list) && \
	$(call timed,initramfs $(@F)) sh -c '$(B)/gen_init_cpio $(@:.cpio.gz=.list) | gzip -n -9 > $@'

$(INITRAMFS): $(USERLAND) $(B)/testmod/main/.built
	@$(call initramfs,$(B)/testmod/main)

$(INITRAMFS_DEBUG): $(USERLAND) $(B)/testmod/debug/.built
	@$(call initramfs,$(B)/testmod/debug)

# make bench's: the test modules built against the 6.12 kernels, ARMv7 and
# ARMv5
INITRAMFS_BENCH := $(B)/initramfs-6.12.cpio.gz $(B)/initramfs-stock.cpio.gz \
	$(B)/initramfs-v5.cpio.gz $(B)/initramfs-stock-v5.cpio.gz
$(B)/initramfs-%.cpio.gz: $(USERLAND) $(B)/testmod/%/.built
	@$(call initramfs,$(B)/testmod/$*)

initramfs: $(INITRAMFS)

# --- images (u-boot-tools) ---------------------------------------------------

# A legacy uImage that QEMU's loader boots on vexpress-a9 (RAM at
# 0x60000000), and a FIT with the zImage, the initramfs and one dtb and
# configuration per board.  SOURCE_DATE_EPOCH: no build time inside.
IMAGES := $(B)/images/uImage $(B)/images/mmio-intc.itb
MKIMAGE := SOURCE_DATE_EPOCH=946684800 mkimage -q

$(B)/images/uImage: $(ZIMAGE) | deps
	@mkdir -p $(@D)
	$(MKIMAGE) -A arm -O linux -T kernel -C none -a 0x60008000 -e 0x60008000 \
	  -n "Linux 6.1 mmio-intc" -d $< $@

$(B)/images/mmio-intc.itb: qemu/images.its.in $(ZIMAGE) $(KDTBS)/.built $(TEST_DTBS) $(INITRAMFS) | deps
	@mkdir -p $(@D)
	sed 's|@B@|$(B)|g' $< > $(B)/images/mmio-intc.its
	$(MKIMAGE) -f $(B)/images/mmio-intc.its $@

images: $(IMAGES)

# --- boot and test ----------------------------------------------------------

run: $(RUN_DEPS) $(INITRAMFS)
	qemu/boot.sh -i -b $(BOARD) -k $(RUN_ZIMAGE) -d $(DTB) -r $(INITRAMFS)

# VARIANTS=main skips the debug and 6.12 kernels' boots (a quicker run while
# developing); the 6.12 kernel is built in every case: the series for 6.12
# and lint's 6.12 checks run on the main variant's plan lines
VARIANTS ?= main debug 6.12
CHECK_DEPS := $(ZIMAGE) $(KDTBS)/.built $(TEST_DTBS) $(INITRAMFS) $(IMAGES) \
	$(ZIMAGE612) $(TEST_DTBS612) $(ZIMAGEV5) $(ZSTOCK) $(ZSTOCKV5) $(ZFIXESV5) $(INITRAMFS_BENCH) \
	$(B)/palmetto-icount.bin \
	$(if $(filter debug,$(VARIANTS)),$(ZIMAGE_DEBUG) $(INITRAMFS_DEBUG))
check: $(CHECK_DEPS)
	@python3 tests/runner.py --plan tests/plan --build $(B) --times $(MMIO_TIMES) --start $(MMIO_START) --variants $(subst $(space),$(comma),$(strip $(VARIANTS))) \
		$(if $(ONLY),--only '$(ONLY)')

# LAVA job definitions of the board tests (tests/lava.py); make check runs
# three of them through lava-run (plan line lava)
LAVA_DEPS := $(ZIMAGE) $(KDTBS)/.built $(TEST_DTBS) $(INITRAMFS) $(IMAGES) \
	$(ZIMAGE612) $(TEST_DTBS612) $(ZIMAGEV5) $(ZSTOCK) $(ZIMAGE_DEBUG) $(INITRAMFS_DEBUG)
lava: $(LAVA_DEPS) | deps
	@python3 tests/lava.py --plan tests/plan --build $(B) $(if $(LAVA_BASE),--base '$(LAVA_BASE)')

# The cover letter's figures include object sizes: make-patches builds the
# driver's and two hand-written drivers' objects in $(KOUT) (kbuild, if stale)
# Speed and size beside the hand-written drivers (scripts/bench --full: 5
# runs per driver); make check runs it in its quick mode (plan line bench).
BENCH_DEPS := $(ZIMAGE612) $(TEST_DTBS612) $(ZSTOCK) $(ZSTOCKV5) $(ZIMAGEV5) $(INITRAMFS_BENCH) \
	$(B)/palmetto-icount.bin
bench: $(BENCH_DEPS) | deps
	@scripts/bench --full $(B) a10 chained vic bcm aspeed probe footprint report

# patches/6.12 (the series) and patches/6.1 (its backport)
patches: $(SRC)/.git/synced $(KOUT)/.config $(SRC612)/.git/synced $(KOUT612)/.config
	scripts/make-patches $(SRC612) patches/6.12
	scripts/make-patches $(SRC) patches/6.1

check-series: $(SRC)/.git/synced $(KOUT)/.config $(SRC612)/.git/synced $(KOUT612)/.config
	@python3 tests/runner.py --plan tests/plan --build $(B) --only series

# Lines (pristine tree) and object sizes (stock builds) of the drivers the
# series replaces, beside the driver's (the series' 6.12 ARMv7 kernel)
IRQCHIPS := irq-dw-apb-ictl irq-sun4i irq-versatile-fpga irq-vic irq-aspeed-vic irq-aspeed-i2c-ic \
  irq-digicolor irq-rda-intc irq-orion irq-sunxi-nmi irq-bcm2835
sizes: $(ZIMAGE612) $(ZSTOCK) $(ZSTOCKV5) $(SRC)/.git/synced
	@scripts/driver-lines
	@wc -l $(foreach d,$(IRQCHIPS),$(SRCSTOCK)/drivers/irqchip/$(d).c)
	@arm-linux-gnueabi-size $(KOUT612)/drivers/irqchip/irq-mmio-intc.o \
	  $(KSTOCK)/drivers/irqchip/irq-dw-apb-ictl.o $(KSTOCK)/drivers/irqchip/irq-sun4i.o \
	  $(KSTOCK)/drivers/irqchip/irq-digicolor.o $(KSTOCK)/drivers/irqchip/irq-rda-intc.o \
	  $(KSTOCK)/drivers/irqchip/irq-orion.o $(KSTOCK)/drivers/irqchip/irq-sunxi-nmi.o \
	  $(KSTOCK)/drivers/irqchip/irq-bcm2835.o \
	  $(KSTOCKV5)/drivers/irqchip/irq-versatile-fpga.o $(KSTOCKV5)/drivers/irqchip/irq-vic.o \
	  $(KSTOCKV5)/drivers/irqchip/irq-aspeed-vic.o $(KSTOCKV5)/drivers/irqchip/irq-aspeed-i2c-ic.o

clean:
	rm -rf $(KOUT) $(KDEBUG) $(KOUT612) $(KOUTV5) $(B)/kunit-arm $(B)/testmod $(B)/dtbs $(B)/dtbs-6.12 \
	  $(B)/logs $(B)/images $(B)/series $(B)/series-6.12 $(KSTOCK) $(KSTOCKV5) $(KFIXESV5) \
	  $(B)/dt-schema-cache $(B)/diff-stock $(B)/bad-dt \
	  $(B)/initramfs*.cpio.gz $(B)/initramfs*.list $(B)/gen_init_cpio

distclean:
	rm -rf $(B)
