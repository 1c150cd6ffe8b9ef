# The kernel reached /init with the tree's vexpress-v2p-ca9.dtb and the GIC
# is the interrupt controller that /proc/interrupts lists.
. /tests/lib.sh
model=$(tr -d '\0' < /proc/device-tree/model)
echo "model: $model"
case "$model" in V2P-CA9*) ;; *) fail "device-tree model: $model" ;; esac
grep -q GIC /proc/interrupts || fail "no GIC in /proc/interrupts"
grep GIC /proc/interrupts | head -3
