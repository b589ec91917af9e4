#!/usr/bin/env python3
"""Write tests/data/thermal-cfd/reference.json (standard library only): the CFD rack inlets of the
study's six cases (reference/*.json), compact, for test_thermal's comparison with the fast model
(issue 37; docs/thermal.md, "CFD reference"). Run from the repository root after a study run has
refreshed tools/cfd/reference/. The designs beside it are the study's small.json and dense-2c.json;
the test makes the variants itself (all racks in one cold aisle; CRAH-01 deleted; flooded supply), as
make_variants.py and make_dense_variants.py do."""
import json

CASES = [  # name, design, variant
    ("small", "small.json", {}),
    ("small-cc", "small.json", {"cold_aisle": "CA-01"}),
    ("small-fail-crah01", "small.json", {"unit_off": "CRAH-01"}),
    ("dense-2c", "dense-2c.json", {}),
    ("dense-2c-cc", "dense-2c.json", {"cold_aisle": "CA-01"}),
    ("dense-2c-fail-crah01", "dense-2c.json", {"unit_off": "CRAH-01"}),
    ("superpod-h100-air", "superpod-h100-air.json", {}),  # the air sample, 0.2 m cells
    ("small-room", "small.json", {"air_delivery": "room"}),  # flooded supply from the CRAHs' fronts
]

out = {"source": "tools/cfd/reference/*.json: OpenFOAM v1912 buoyantSimpleFoam runs of tools/cfd/dc_to_openfoam.py",
       "cases": []}
for name, design, variant in CASES:
    ref = json.load(open("tools/cfd/reference/%s.json" % name))
    racks = {rid: {k: round(v[k], 3) for k in ("inlet_mean_c", "inlet_bottom_c", "inlet_middle_c", "inlet_top_c")}
             for rid, v in ref["racks"].items() if v.get("active", True)}
    case = {"name": name, "design": design, "racks": racks}
    case.update(variant)
    out["cases"].append(case)
json.dump(out, open("tests/data/thermal-cfd/reference.json", "w"), indent=1)
print("wrote tests/data/thermal-cfd/reference.json: %d cases" % len(out["cases"]))
