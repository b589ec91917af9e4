#!/usr/bin/env python3
"""Make the dense-hall variants (standard library only), like make_variants.py. Run in the work
directory after `dcstudio generate --system dgx-h100 --nodes 36 --cooling air --rack-kw 35
--fabric none -o dense.json`.
dense-2c.json          : dense.json keeping only CRAH-01 (west end) and CRAH-04 (east end)
dense-2c-cc.json       : + one cold-aisle containment around all racks
dense-2c-nocrah01.json : dense-2c without CRAH-01 (fast-model comparison for the failed case)
"""
import json
KEEP = {"CRAH-01", "CRAH-04"}
d = json.load(open("dense.json"))
d["equipment"] = [e for e in d["equipment"] if not (e["catalog_id"].startswith("crah") and e["id"] not in KEEP)]
json.dump(d, open("dense-2c.json", "w"), indent=1)
c = json.loads(json.dumps(d))
c["containment"] = [{"id": "CA-01", "kind": "cold", "racks": [r["id"] for r in c["racks"]]}]
json.dump(c, open("dense-2c-cc.json", "w"), indent=1)
f = json.loads(json.dumps(d))
f["equipment"] = [e for e in f["equipment"] if e["id"] != "CRAH-01"]
json.dump(f, open("dense-2c-nocrah01.json", "w"), indent=1)
print("wrote dense-2c.json dense-2c-cc.json dense-2c-nocrah01.json")
