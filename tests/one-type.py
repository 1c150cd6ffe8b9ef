#!/usr/bin/env python3
"""One type per property name: each property the mmio-intc class schema
(or a schema that references it) defines with a type must have that type in
every other schema of the processed schema that types it (a property name
is one type across bindings: arm,vic.yaml's valid-mask is a uint32, so the
class's per-bank arrays are valid-masks).  Prints each conflict and the
properties it compared; exits 1 on a conflict, 2 when nothing was compared.
Usage: one-type.py PROCESSED-SCHEMA.json"""
import json
import sys

TYPES = '/schemas/types.yaml#/definitions/'


def types(node):
    """The types.yaml definitions a property's schema refers to."""
    found = set()
    if isinstance(node, dict):
        ref = node.get('$ref', '')
        if ref.startswith(TYPES):
            found.add(ref[len(TYPES):])
        for key in ('allOf', 'oneOf', 'anyOf'):
            for sub in node.get(key, []):
                found |= types(sub)
    return found


schemas = json.load(open(sys.argv[1]))
if isinstance(schemas, list):
    schemas = {s.get('$id', str(i)): s for i, s in enumerate(schemas)}
typed = {}
for sid, schema in schemas.items():
    for name, prop in (schema.get('properties') or {}).items():
        for t in types(prop):
            typed.setdefault(name, {}).setdefault(t, []).append(sid)
ours = [sid for sid in schemas if 'mmio-intc' in sid]
compared = bad = 0
for sid in ours:
    for name, prop in (schemas[sid].get('properties') or {}).items():
        mine = types(prop)
        if not mine:
            continue
        compared += 1
        others = {t: ids for t, ids in typed.get(name, {}).items() if t not in mine}
        for t, ids in sorted(others.items()):
            bad += 1
            print('%s: %s is %s here, %s in %s' % (sid.split('/')[-1].rstrip('#'), name,
                  '/'.join(sorted(mine)), t,
                  ', '.join(i.split('/')[-1].rstrip('#') for i in ids[:3])))
if not compared:
    print('no typed property of an mmio-intc schema in %s' % sys.argv[1])
    sys.exit(2)
print('# %d typed properties of %d mmio-intc schemas compared' % (compared, len(ours)),
      file=sys.stderr)
sys.exit(1 if bad else 0)
