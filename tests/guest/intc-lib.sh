# One mmio-intc test controller of tests/dts/vexpress-mmio-intc.dts, driven
# from the guest as its hardware would be.  The instance script sets:
#   NODE      node name (/interrupt-controller@...)
#   UIO       consumer node name; LINE its line; BANKREG  offset of its bank
#   STATUS    status (or raw-status) register of bank 0
#   MASKKIND  mask | enable | setclr;  MASK (or ENSET, ENCLR) registers of bank 0
#   ACKKIND   w1c | w0c | none;  ACK register of bank 0;  EOI register or empty
#   LAZY      1 when the line is not masked on delivery (edge, fasteoi)
#   SPI       parent GIC SPI;  CASCADE "STATUS BIT" of the parent controller
#   LINES     all lines of a bank (0xffffffff or 0xffff); BANK_LINES; BE16, WIDTH
#   BOOTMASK  per bank "ADDR VALUE" pairs the mask registers hold after boot
. /tests/lib.sh
LAZY=${LAZY:-0}
CASCADE=${CASCADE:-}
BANK_LINES=${BANK_LINES:-32}
BANKREG=${BANKREG:-0}
EOI=${EOI:-}
bit=$((1 << (LINE % BANK_LINES)))

masked_now() {	# is the consumer line masked, per the registers
	case $MASKKIND in
	mask) rd $((MASK + BANKREG)); [ $((RD & bit)) -ne 0 ] ;;
	enable) rd $((MASK + BANKREG)); [ $((RD & bit)) -eq 0 ] ;;
	setclr) rd $((ENCLR + BANKREG)); [ $((RD & bit)) -ne 0 ] ;;
	esac
}

# The status registers belong to the test (the "hardware"): nothing else
# is pending on these controllers while it runs
inject() {	# raise the consumer line and its parent
	wr $((STATUS + BANKREG)) $bit
	if [ -n "$CASCADE" ]; then
		set -- $CASCADE
		devmem $1 32 $((1 << $2))
	fi
	gic_pend $SPI
}

settle() {	# the hardware drops the line once it is handled
	wr $((STATUS + BANKREG)) 0
	if [ -n "$CASCADE" ]; then
		set -- $CASCADE
		devmem $1 32 0
	fi
}

ack_expected() {
	case $ACKKIND in
	w1c) echo $bit ;;
	w0c) echo $(( ~bit & LINES )) ;;
	esac
}

ack_sentinel() {
	case $ACKKIND in
	w1c) wr $((ACK + BANKREG)) 0 ;;
	w0c) wr $((ACK + BANKREG)) $LINES ;;
	esac
}

# 1. after boot: exactly the lines with a consumer (or a chained child) are unmasked
set -- $BOOTMASK
while [ $# -ge 2 ]; do
	expect_reg $1 $2 "after boot"
	shift 2
done
dev=$(uio_dev $UIO)
echo "$NODE: boot state ok, consumer $UIO is $dev"
# the trigger type the core recorded for the consumer's line (TRIGGER:
# Level or Edge, as /proc/interrupts shows it before the action's name)
if [ -n "${TRIGGER:-}" ]; then
	t=$(awk -v u="$UIO" '$NF == u { print $(NF - 1) }' /proc/interrupts)
	[ "$t" = "$TRIGGER" ] || fail "$UIO: /proc/interrupts says '$t', expected $TRIGGER"
	echo "$NODE: $UIO's line is a $TRIGGER line"
fi

# 2. $INJECTIONS (100) interrupts, one count each, acked per the node, masked while disabled
c=$(uio_count $dev)
i=0
while [ $i -lt $INJECTIONS ]; do
	ack_sentinel
	[ -n "$EOI" ] && devmem $EOI 32 0
	[ "$MASKKIND" = setclr ] && { devmem $ENCLR 32 0; devmem $ENSET 32 0; }
	inject
	wait_count $dev $((c + 1))
	get_count $dev
	expect_eq "count after injection $i" $((c + 1)) "$COUNT"
	[ "$ACKKIND" = none ] || expect_reg $((ACK + BANKREG)) $(ack_expected) "ack after injection $i"
	# the flow writes the EOI after the handler counted: wait for it
	[ -n "$EOI" ] && { wait_for reg_is $EOI $bit || fail "no eoi after injection $i"; }
	if [ "$LAZY" = 1 ]; then
		masked_now && fail "line masked after injection $i (lazy disable expected)"
	else
		masked_now || fail "line not masked after injection $i"
	fi
	settle
	uio_enable $dev
	if [ "$MASKKIND" = setclr ] && [ "$LAZY" = 0 ]; then
		expect_reg $((ENSET + BANKREG)) $bit "enable-set after re-enable $i"
	else
		masked_now && fail "line still masked after re-enable $i"
	fi
	c=$((c + 1))
	i=$((i + 1))
done
echo "$NODE: $INJECTIONS interrupts counted once each"

# 3. unbinding the consumer masks its line
[ "$MASKKIND" = setclr ] && devmem $ENCLR 32 0
echo $UIO > /sys/bus/platform/drivers/uio_pdrv_genirq/unbind
masked_now || fail "line not masked after unbind"
echo "$NODE: masked after unbind"
