#!/usr/bin/env python3
"""Make the two variant designs of small.json used by the CFD study (standard library only).

  small-cc.json        the same hall with one cold-aisle containment around all its racks
                       (top-level "containment": [{"id", "kind": "cold", "racks": [...]}])
  small-nocrah01.json  the same hall without CRAH-01: only used to get per-rack fast-model
                       numbers to compare the CFD "CRAH-01 failed" case with (the fast model's own
                       failure scan reports only the worst inlet per failed unit)

Then evaluate them with dcstudio (see README.md).
"""
import json
import sys

src = sys.argv[1] if len(sys.argv) > 1 else "small.json"
fail = sys.argv[2] if len(sys.argv) > 2 else "CRAH-01"
stem = src[:-5] if src.endswith(".json") else src

d = json.load(open(src))
d["containment"] = [{"id": "CA-01", "kind": "cold", "racks": [r["id"] for r in d["racks"]]}]
json.dump(d, open(stem + "-cc.json", "w"), indent=1)

d = json.load(open(src))
d["equipment"] = [e for e in d["equipment"] if e["id"] != fail]
json.dump(d, open("%s-no%s.json" % (stem, fail.lower().replace("-", "")), "w"), indent=1)
print("wrote %s-cc.json and %s-no%s.json" % (stem, stem, fail.lower().replace("-", "")))
