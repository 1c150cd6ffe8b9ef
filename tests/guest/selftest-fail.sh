# Runner self-test: a guest test that fails.  The runner must report it.
. /tests/lib.sh
fail "deliberate failure"
