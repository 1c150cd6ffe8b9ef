#!/usr/bin/env bash
# The LAVA jobs of `make lava` (tests/lava.py), as one KTAP document
# (tests/plan runs it on the "host" board).  Usage: lava.sh BUILD-DIR TEST...
#   jobs              tests/lava.py writes BUILD/lava: a job for every plan
#                     line of make check that boots a board (in the variants
#                     the runner runs, $MMIO_VARIANTS), every artifact it
#                     names exists
#   validate          lava-run --validate accepts every QEMU job on its device
#   run-NAME          lava-run runs plan line NAME's job (the kernels, dtbs and
#                     initramfs make check boots, QEMU started by LAVA's qemu
#                     boot method): tests/lava.py --check reads what LAVA
#                     recorded (result.yaml and the results of its log): the
#                     job passed, kernel-messages passed with nothing found,
#                     one case per guest test, each pass, no kernel error on
#                     the console
#   selftest-broken   the vexpress-a9-demo job with a guest test that fails
#                     (selftest-fail) in place of demo: the check must fail,
#                     naming that case
#   lab-flow          the real-board jobs' flow, on QEMU's cubieboard: their
#                     twins (jobs/lab-flow/sun4i-stock and -series: the
#                     stock and the series' 6.12 kernel, the same dtb,
#                     initramfs and tests) run through lava-run and pass
#                     the check; their consoles, taken from LAVA's logs
#                     (tests/lava.py --console, as a lab's raw logs are),
#                     pass tests/differential.sh's sun4i comparison
#                     (MMIO_DIFF_LOGS: registers, chips, counts, debugfs)
#   lab-validate      the real-board jobs (BUILD/lava/lab/jobs) pass lava-run
#                     --validate, each on the device configuration of its
#                     type rendered for it (BUILD/lava/lab/devices)
set -uo pipefail
. "$(dirname "$0")/ktap.sh"
top=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$1" && pwd); shift
lava=$build/lava
out=$lava/out
lavapy=("$top/tests/lava.py")
cd "$top" || exit 1

jobs() {
	local n missing=0 f
	rm -rf "$out"
	python3 "${lavapy[@]}" --build "$build" --variants "${MMIO_VARIANTS:-main,debug,6.12}" | sed 's/^/# /'
	[ "${PIPESTATUS[0]}" -eq 0 ] || return 1
	n=$(wc -l < "$lava/jobs.txt")
	[ "$n" -gt 0 ] || { echo "# no jobs written"; return 1; }
	while read -r f; do
		[ -s "$build/$f" ] || { echo "# missing artifact $f"; missing=1; }
	done < "$lava/artifacts.txt"
	echo "# $n jobs, $(ls "$lava/devices" | wc -l) devices, $(wc -l < "$lava/artifacts.txt") artifacts"
	[ "$missing" -eq 0 ]
}

# lava_run NAME JOBFILE BOARD ID: lava-run the job into $out/NAME; its log in
# $out/NAME/lava.log
lava_run() {
	local d=$out/$1
	rm -rf "$d"
	mkdir -p "$d"
	timeout -k 10 600 lava-run --job-id "$4" --output-dir "$d" \
		--device "$lava/devices/$3.yaml" "$2" > "$d/lava.log" 2>&1
	echo "# $1: lava-run exit $? ($(grep -c '"lvl": "results"' "$d/lava.log") results)"
}

validate() {
	local name board tests bad=0
	mkdir -p "$out"
	while read -r name board tests; do
		if ! lava-run --validate --job-id "$$" --output-dir "$out/validate" \
			--device "$lava/devices/$board.yaml" "$lava/jobs/$name.yaml" \
			> "$out/validate.log" 2>&1; then
			echo "# $name: lava-run --validate failed:"
			grep -E '"lvl": "(error|exception)"' "$out/validate.log" | head -3 | sed 's/^/#   /'
			bad=1
		fi
	done < "$lava/jobs.txt"
	[ "$bad" -eq 0 ] && echo "# $(wc -l < "$lava/jobs.txt") jobs valid"
}

# run_job NAME: the plan line's job, run and checked
run_job() {
	local line board tests
	line=$(awk -v n="$1" '$1 == n' "$lava/jobs.txt")
	[ -n "$line" ] || { echo "# no job for plan line $1"; return 1; }
	read -r _ board tests <<<"$line"
	lava_run "$1" "$lava/jobs/$1.yaml" "$board" "$((RANDOM + 100))"
	python3 "${lavapy[@]}" --check "$out/$1" ${tests//,/ }
}
run-vexpress-a9-demo() { run_job vexpress-a9-demo; }
run-cubieboard() { run_job cubieboard; }
run-versatilepb() { run_job versatilepb; }

selftest-broken() {
	local job=$out/selftest-broken.yaml msg
	mkdir -p "$out"
	sed 's/mmio\.tests=booted,demo /mmio.tests=booted,selftest-fail /' \
		"$lava/jobs/vexpress-a9-demo.yaml" > "$job"
	grep -q 'mmio.tests=booted,selftest-fail ' "$job" ||
		{ echo "# could not break the job"; return 1; }
	lava_run selftest-broken "$job" vexpress-a9 "$((RANDOM + 100))"
	msg=$(python3 "${lavapy[@]}" --check "$out/selftest-broken" booted selftest-fail)
	[ $? -ne 0 ] || { echo "# the check passed a failing guest test"; return 1; }
	echo "$msg"
	grep -qx '# selftest_fail: fail' <<<"$msg"
}

lab-flow() {
	local side name d=$out/lab-flow bad=0
	mkdir -p "$d"
	for side in stock series; do
		name=lab-flow/sun4i-$side
		lava_run "$name" "$lava/jobs/$name.yaml" cubieboard "$((RANDOM + 100))"
		python3 "${lavapy[@]}" --check "$out/$name" diff booted || bad=1
		python3 "${lavapy[@]}" --console "$out/$name/lava.log" \
			> "$d/$([ $side = stock ] && echo stock || echo generic).log"
	done
	[ "$bad" -eq 0 ] || return 1
	MMIO_DIFF_LOGS=$d tests/differential.sh sun4i "$build" boot-stock \
		boot-generic same-lines chips registers counts debugfs > "$d/diff.ktap"
	grep -E '^(not )?ok ' "$d/diff.ktap" | sed 's/^/# differential: /'
	grep -q '^not ok' "$d/diff.ktap" && { grep '^#' "$d/diff.ktap" | head -20; return 1; }
	[ "$(grep -c '^ok ' "$d/diff.ktap")" -eq 7 ]
}

lab-validate() {
	local j dev bad=0 n=0
	mkdir -p "$out"
	for j in "$lava"/lab/jobs/*.yaml; do
		[ -e "$j" ] || { echo "# no real-board jobs"; return 1; }
		dev=$lava/lab/devices/$(basename "$j")
		n=$((n + 1))
		if ! lava-run --validate --job-id "$$" --output-dir "$out/lab-validate" \
			--device "$dev" "$j" > "$out/lab-validate.log" 2>&1; then
			echo "# $(basename "$j"): lava-run --validate failed:"
			grep -E '"lvl": "(error|exception)"|Error|error' "$out/lab-validate.log" | head -3 | cut -c1-300 | sed 's/^/#   /'
			bad=1
		fi
	done
	# lava-run --validate prepares the TFTP directory of the job id
	# (tftpd-hpa's, /srv/tftp): not left behind
	(. /etc/default/tftpd-hpa 2>/dev/null && [ -n "${TFTP_DIRECTORY:-}" ] &&
		rm -rf "${TFTP_DIRECTORY:?}/$$")
	[ "$bad" -eq 0 ] && echo "# $n real-board jobs valid"
}

ktap "$@"
