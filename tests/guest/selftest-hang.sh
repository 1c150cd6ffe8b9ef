# Runner self-test: a guest test that never returns.  The runner must kill
# the boot at its timeout and report it.
while :; do sleep 60; done
