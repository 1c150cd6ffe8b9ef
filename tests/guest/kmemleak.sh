# The debug kernel's last guest test on every boot: a kmemleak scan finds
# no unreferenced object (run after the boot's other tests, e.g. the
# bad-DT corpus, whose error paths must free what they allocated).
K=/sys/kernel/debug/kmemleak
[ -e $K ] || { echo "FAIL: no $K: this test runs on the debug kernel only"; exit 1; }
# two scans: an object is reported once it stayed unreferenced across them
echo scan > $K
echo scan > $K
cat $K > /tmp/leaks
if [ -s /tmp/leaks ]; then
	echo "FAIL: kmemleak reports $(grep -c '^unreferenced object' /tmp/leaks) object(s):"
	head -60 /tmp/leaks
	exit 1
fi
echo "kmemleak: no unreferenced object after two scans"
