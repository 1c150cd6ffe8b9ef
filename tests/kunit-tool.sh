#!/usr/bin/env bash
# The KUnit suite run by KUnit's own tool, as a maintainer runs it:
#   tools/testing/kunit/kunit.py run --arch=arm --kunitconfig=drivers/irqchip
# (drivers/irqchip/.kunitconfig comes with the series' KUnit patch): its
# own kernel for QEMU's -M virt, built in build/kunit-arm with ccache.
# Prints the suite's KTAP as kunit.py read it from the console
# (--raw_output=kunit); tests/runner.py counts each case.  kunit.py's own
# log is kept in build/logs/kunit-tool.log.
# Usage: kunit-tool.sh BUILD-DIR SUITE
set -uo pipefail
build=$(cd "$1" && pwd)
log=$build/logs/kunit-tool.log
mkdir -p "$build/logs"
cd "$build/linux" || exit 1
python3 tools/testing/kunit/kunit.py run --arch=arm \
	--cross_compile=arm-linux-gnueabi- \
	--make_options="CC=ccache arm-linux-gnueabi-gcc" \
	--kunitconfig=drivers/irqchip --build_dir="$build/kunit-arm" \
	--jobs="$(nproc)" --timeout=300 --raw_output=kunit > "$log" 2>&1
rc=$?
# The KTAP document, from its header to the suite's result, without the
# kernel messages printed between its lines (kept in the log)
sed -n '/^KTAP version/,/^\(not \)\?ok [0-9]/p' "$log" |
	grep -E '^ *(KTAP version|#|[0-9]+\.\.[0-9]+|ok |not ok )'
echo "# kunit.py exited with $rc (log: build/logs/kunit-tool.log)"
exit $rc
