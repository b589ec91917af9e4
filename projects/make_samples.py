#!/usr/bin/env python3
"""Writes the sample projects in projects/ from a few layout rules, so they stay consistent
with each other and with the catalog. Run from the repository root after changing the
catalog or the format:  python3 projects/make_samples.py
Then generate the compute fabric of the two superpod samples with the studio's own generator:
  for s in superpod-h100-air superpod-h100-liquid; do
    build/app/dcstudio generate-fabric projects/$s.json -o /tmp/$s.json && mv /tmp/$s.json projects/$s.json; done
The two rack-scale halls come from the studio's generator alone:
  build/app/dcstudio generate --system gb200-nvl72 --nodes 32 --cooling liquid \
    --name "GB200 NVL72 AI factory, 4 SU (2,304 GPUs)" -o projects/gb200-nvl72-4su.json
  build/app/dcstudio generate --system gb300-nvl72 --nodes 16 --cooling liquid \
    --name "GB300 NVL72 hall, 2 SU (1,152 GPUs)" -o projects/gb300-nvl72-2su.json
The samples are committed; the studio never runs this script."""
import glob
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = {}
for path in sorted(glob.glob(os.path.join(ROOT, "resources", "catalog", "*.json"))):
    for e in json.load(open(path))["entries"]:
        CATALOG[e["id"]] = e

TILE = 0.6
# The power engine's defaults (docs/power.md), written out so the samples show the section.
POWER_SETTINGS = {"design_load": "nameplate", "load_factor": 1.0, "continuous_derating": "nec_80",
                  "warning_threshold": 0.9, "imbalance_threshold_pct": 20.0, "imbalance_min_utilisation": 0.25,
                  "power_factor": 1.0}
RACK_DEPTH = 1.2


def footprint(cat_id):
    e = CATALOG[cat_id]
    if "rack" in e:
        return e["rack"]["width_mm"] / 1000, e["rack"]["depth_mm"] / 1000
    return e["width_mm"] / 1000, e["depth_mm"] / 1000


def snap_up(v):
    """Next tile line at or after v (floor objects start on tile lines)."""
    n = -(-round(v * 1e6) // round(TILE * 1e6))
    return round(n * TILE, 6)


def project(name, description, site, hall_w, hall_d):
    return {
        "format": "dcstudio-project",
        "format_version": 3,
        "app_version": "0.1.0",
        "name": name,
        "description": description,
        "site": site,
        "hall": {"width_m": hall_w, "depth_m": hall_d, "tile_m": TILE},
        "racks": [],
        "equipment": [],
    }


def layout(pdu_cat):
    """Outlet layout of a PDU as the studio derives it (model/project/pdulayout.h): outlets count
    from 1 bank by bank; banks rotate over the phases (bank 1 L1, bank 2 L2, bank 3 L3, ...)."""
    s = CATALOG[pdu_cat]["pdu"]
    banks, per = s.get("banks", 0), s.get("outlets_per_bank", 0)
    phases = 1 if s.get("phases", 3) <= 1 else 3
    if banks <= 0 or per <= 0:
        banks, per = phases, 8
    return banks, per, phases


def connect_rack(devices, pdus):
    """Plugs every device's PSUs into the rack's PDUs with the studio's auto-connect rule
    (model/planners/powerautoconnect.cpp): PSUs alternate feed A / feed B, spread over the feed's
    PDUs, then go to the least-loaded phase and bank. Loads are each PSU's share of max_power_w."""
    state = []
    for p in pdus:
        banks, per, phases = layout(p["catalog_id"])
        state.append({"pdu": p, "banks": banks, "per": per, "phases": phases, "used": set(),
                      "bank_w": [0.0] * banks, "phase_w": [0.0] * 3, "total": 0.0})
    feeds = {p["feed"] for p in pdus}
    for d in devices:
        e = CATALOG[d["catalog_id"]]
        n = e.get("psu_count", 0)
        if n <= 0:
            continue
        w = e["max_power_w"] / n
        mine = [0] * len(state)
        cords = []
        for psu in range(1, n + 1):
            wanted = ("A" if (psu - 1) % 2 == 0 else "B") if feeds == {"A", "B"} else next(iter(feeds))
            best = None
            for i, s in enumerate(state):
                for o in range(1, s["banks"] * s["per"] + 1):
                    if o in s["used"]:
                        continue
                    bank = (o - 1) // s["per"]
                    phase = 0 if s["phases"] == 1 else bank % s["phases"]
                    key = (0 if s["pdu"]["feed"] == wanted else 1, mine[i], s["phase_w"][phase] + w,
                           s["bank_w"][bank] + w, s["total"], i, o)
                    if best is None or key < best:
                        best = key
            if best is None:
                break
            i, o = best[5], best[6]
            s = state[i]
            bank = (o - 1) // s["per"]
            phase = 0 if s["phases"] == 1 else bank % s["phases"]
            s["used"].add(o)
            s["bank_w"][bank] += w
            s["phase_w"][phase] += w
            s["total"] += w
            mine[i] += 1
            cords.append({"psu": psu, "pdu": s["pdu"]["id"], "outlet": o})
        d["power"] = cords
    return devices


def rack_nameplate_w(r):
    return sum(CATALOG[d["catalog_id"]]["max_power_w"] for d in r["devices"])


def feed_panels(p, panels):
    """2N chain: each rack's feed-A PDUs hang off one A panel, its feed-B PDUs off the B panel of
    the same index; racks go to the least-loaded panel pair (largest racks first) so the panels
    carry similar loads."""
    load = {i: 0.0 for i in range(len(panels["A"]))}
    for r in sorted(p["racks"], key=lambda r: (-rack_nameplate_w(r), r["id"])):
        i = min(load, key=lambda k: (load[k], k))
        load[i] += rack_nameplate_w(r)
        for pdu in r["pdus"]:
            if panels.get(pdu["feed"]):
                pdu["panel"] = panels[pdu["feed"]][i % len(panels[pdu["feed"]])]


def four_pdus(rack_id, pdu):
    return [{"id": f"{rack_id}-PDU-{feed}{n}", "catalog_id": pdu, "feed": feed,
             "side": "left" if n == 1 else "right"} for feed in "AB" for n in (1, 2)]


def rack(name, rack_type, x, y, rot, budget_kw, devices, pdus, rear_door=None):
    r = {"id": f"R-{name}", "name": name, "catalog_id": rack_type, "x_m": round(x, 6), "y_m": round(y, 6),
         "rotation_deg": rot, "power_budget_kw": budget_kw, "pdus": pdus, "devices": devices}
    if rear_door:
        r["rear_door"] = rear_door
    return r


def compute_rack(name, x, y, rot, per_rack=4, system="dgx-h100", rack_type="rack-48u-600", rear_door=None,
                 pdu="pdu-415v-60a-wye", budget_kw=45.0):
    height = CATALOG[system]["height_u"]
    devices = [{"id": f"{name}-N{i + 1}", "catalog_id": system, "u": 3 + i * height} for i in range(per_rack)]
    # The management switch sits in the top U, so the rack keeps one free block above the nodes
    # (U35-47 of a 48U rack: room for a fifth 8U node, USER-STORIES 1, where the rack's power
    # budget and PDUs decide whether it may go in).
    devices.append({"id": f"{name}-MGMT", "catalog_id": "sn2201", "u": CATALOG[rack_type]["rack"]["height_u"]})
    pdus = four_pdus(f"R-{name}", pdu)
    return rack(name, rack_type, x, y, rot, budget_kw, connect_rack(devices, pdus), pdus, rear_door)


def network_rack(name, x, y, rot, switches, rack_type="rack-48u-600", switch="qm9700", pdu="pdu-415v-60a-wye"):
    devices = [{"id": f"{name}-SW{i + 1}", "catalog_id": switch, "u": 20 + i * CATALOG[switch]["height_u"]}
               for i in range(switches)]
    devices.append({"id": f"{name}-MGMT", "catalog_id": "sn2201", "u": 42})
    pdus = four_pdus(f"R-{name}", pdu)
    return rack(name, rack_type, x, y, rot, 30.0, connect_rack(devices, pdus), pdus)


def equipment(eid, cat_id, x, y, rot=0, name=None):
    return {"id": eid, "name": name or eid, "catalog_id": cat_id, "x_m": round(x, 6), "y_m": round(y, 6),
            "rotation_deg": rot}


def place_along(ids_prefix, cat_id, count, x0, y, step, rot=0, start=1):
    w, _ = footprint(cat_id)
    items = []
    for i in range(count):
        items.append(equipment(f"{ids_prefix}{start + i:02d}", cat_id, x0 + i * max(step, snap_up(w)), y, rot))
    return items


def superpod(liquid):
    """4 scalable units of 32 DGX H100 (128 nodes, 1,024 GPUs): one SU per row of 8 racks of
    4 nodes (40.8 kW nameplate per rack, REFERENCE 2), a leaf rack per row (8 rails), two
    spine racks (16 spines for 32 leaves at 1:1), hot and cold aisles, 2N power (A and B
    UPS and panels), cooling by CRAH (air) or rear doors on a CDU loop (liquid)."""
    site = {"name": "Ashburn campus, hall 3", "location": "Ashburn, VA", "currency": "USD",
            "electricity_price_per_kwh": 0.08, "grid_co2_kg_per_kwh": 0.35}
    kind = "liquid (rear-door heat exchangers on a CDU loop)" if liquid else "air (chilled-water CRAH)"
    p = project("DGX H100 SuperPOD, 4 SU, " + ("liquid" if liquid else "air"),
                "128 x DGX H100 (1,024 H100 GPUs) in 32 compute racks of 4, rail-optimised NDR fabric, "
                "2N power, cooling by " + kind + ".", site, 24.0, 18.0)
    x0, y0 = 4.2, 3.6
    rows = "ABCD"
    for r, row in enumerate(rows):
        # Rows 0/1 share a cold aisle (fronts face each other), rows 1/2 a hot aisle, etc.
        y = y0 + r * 2 * RACK_DEPTH
        rot = 0 if r % 2 == 0 else 180
        for i in range(8):
            p["racks"].append(compute_rack(f"{row}{i + 1:02d}", x0 + i * TILE, y, rot,
                                           rear_door="rdhx-55" if liquid else None))
        p["racks"].append(network_rack(f"{row}L", x0 + 8 * TILE, y, rot, 8))
        if r in (0, 2):
            p["racks"].append(network_rack(f"{row}S", x0 + 9 * TILE, y, rot, 8))
    if liquid:
        # Three 1.35 MW CDUs and two CRAHs for residual air heat: by kW two would do (N+1 for
        # ~0.9 MW of cold-plate heat), but at a 10 K loop rise the racks need ~1,270 L/min, more
        # than one CDU's 1,200 L/min (issue 34, docs/cooling.md "Hydraulics"): 2 + 1 for N+1.
        p["equipment"] += place_along("CDU-", "cdu-1350", 3, 16.8, 3.6, 3.0)
        p["equipment"] += place_along("CRAH-", "crah-cw-150", 2, 0.6, 0.6, 6.0)
    else:
        # ~1.4 MW of air heat: 10 x 150 kW CRAH plus one redundant (N+1), along both side walls.
        crah_w, crah_d = footprint("crah-cw-150")
        for i in range(6):
            p["equipment"].append(equipment(f"CRAH-{i + 1:02d}", "crah-cw-150", 0.6, 0.6 + i * snap_up(crah_w + 0.6), 270))
        for i in range(5):
            p["equipment"].append(equipment(f"CRAH-{i + 7:02d}", "crah-cw-150", snap_up(24.0 - 0.6 - crah_d), 0.6 + i * snap_up(crah_w + 0.6), 90))
    # 2N power: each side's UPSs and panels carry the whole hall. Four 800 A panels a side: after a
    # feed loss the DGX H100s run throttled on the surviving side at up to 3 x 3.3 kW each (issue
    # 30 item 2), and three panels (3 x 640 A continuous at 415 V = 1.38 MW) left no margin.
    for side, yy in (("A", 14.4), ("B", 16.2)):
        p["equipment"] += place_along(f"UPS-{side}", "ups-1250kva", 2, 4.2, yy, 3.0)
        p["equipment"] += place_along(f"PNL-{side}", "panel-800a", 4, 10.8, yy, 1.8)
    # The chain: panels 1-2 of a side on that side's UPS 1, panels 3-4 on UPS 2; PDUs on the panels.
    for e in p["equipment"]:
        if e["id"].startswith("PNL-"):
            side, n = e["id"][4], int(e["id"][5:])
            e["upstream"] = f"UPS-{side}01" if n <= 2 else f"UPS-{side}02"
    feed_panels(p, {"A": ["PNL-A01", "PNL-A02", "PNL-A03", "PNL-A04"], "B": ["PNL-B01", "PNL-B02", "PNL-B03", "PNL-B04"]})
    p["power_settings"] = dict(POWER_SETTINGS)
    return p


def finetune_lab():
    site = {"name": "University lab, room 2.14", "location": "Dublin", "currency": "EUR",
            "electricity_price_per_kwh": 0.22, "grid_co2_kg_per_kwh": 0.30}
    p = project("Fine-tuning lab", "Two racks of PCIe GPU servers for fine-tuning and inference: four 8 x H100 "
                "PCIe servers and four 4 x RTX 4090 boxes, an in-row cooler at each end of the row (N+1).", site, 7.2, 6.0)
    pcie_h = CATALOG["pcie-h100-8gpu"]["height_u"]
    rtx_h = CATALOG["rtx4090-4gpu"]["height_u"]
    for n, (system, height) in enumerate((("pcie-h100-8gpu", pcie_h), ("rtx4090-4gpu", rtx_h))):
        name = f"L{n + 1:02d}"
        devices = [{"id": f"{name}-N{i + 1}", "catalog_id": system, "u": 3 + i * height} for i in range(4)]
        devices.append({"id": f"{name}-SW", "catalog_id": "sn2201", "u": 40})
        # Two PDUs per feed: after a feed loss one PDU alone would carry every cord of the rack and
        # its 16 A banks trip (bank 1 of the single B PDU reached 135 %); with two, the survivors of
        # any single failure carry the rack (the generator's rule, docs/generator.md).
        pdus = [{"id": f"R-{name}-PDU-{f}{k}", "catalog_id": "pdu-400v-32a-wye", "feed": f,
                 "side": "left" if f == "A" else "right"} for f in "AB" for k in (1, 2)]
        for pdu in pdus:
            if pdu["feed"] == "A":
                pdu["panel"] = "PNL-A1"  # the lab has one panel: feed A; feed B comes from the wall (no panel modelled)
        p["racks"].append(rack(name, "rack-42u-600", 2.4 + n * TILE, 2.4, 0, 25.0, connect_rack(devices, pdus), pdus))
    # One in-row cooler at each end of the row: N+1 for the row (in-row units serve their row).
    p["equipment"].append(equipment("IRC-01", "inrow-cw-70", 3.6, 2.4))
    p["equipment"].append(equipment("IRC-02", "inrow-cw-70", 1.8, 2.4))
    p["equipment"].append(equipment("PNL-A1", "panel-400a", 0.6, 0.0 + 0.6))
    # An IEC site (Dublin): breaker ratings are continuous, no NEC 80 % factor (REFERENCE 1.5).
    p["power_settings"] = dict(POWER_SETTINGS, continuous_derating="none")
    # The lab's week of fine-tuning (issue 15 item 6, docs/training.md): six concurrent jobs packed
    # on the H100s (whole or MIG slices) and the RTX 4090s (whole). The main workload keeps its
    # defaults.
    def job(name, model, mode, tokens, deadline_h, **extra):
        return dict({"name": name, "model": model, "mode": mode, "tokens": tokens, "deadline_h": deadline_h}, **extra)
    p["workload"] = {"finetune": {"jobs": [
        job("support-bot", "llama-3-8b", "qlora", 2e8, 48),
        job("code-assist", "llama-3-8b", "lora", 5e8, 48),
        job("legal-13b", "llama-2-13b", "lora", 1e9, 72),
        job("clinic-70b", "llama-3-70b", "qlora", 3e8, 120),
        job("chem-7b-full", "llama-2-7b", "full", 3e8, 72),
        job("tutor-8b", "llama-3-8b", "lora", 1e8, 24, placement="2g.20gb"),
    ]}}
    return p


def stress_16k():
    """2,048 DGX H100 (16,384 GPUs, 64 SUs) in 512 compute racks: 2 blocks of 16 rows, each
    row 16 compute racks and 1 leaf rack; rear doors on a CDU loop. For benchmarks."""
    site = {"name": "Stress hall", "location": "Dallas, TX", "currency": "USD",
            "electricity_price_per_kwh": 0.07, "grid_co2_kg_per_kwh": 0.40}
    p = project("Stress 16k GPUs", "2,048 DGX H100 (16,384 GPUs) for benchmarks.", site, 36.0, 50.4)
    for block in range(2):
        x0 = 1.8 + block * 16.8
        for r in range(16):
            y = 3.6 + r * 2 * RACK_DEPTH
            rot = 0 if r % 2 == 0 else 180
            row = f"{'PQ'[block]}{r + 1:02d}"
            for i in range(16):
                p["racks"].append(compute_rack(f"{row}-{i + 1:02d}", x0 + i * TILE, y, rot, rear_door="rdhx-55"))
            p["racks"].append(network_rack(f"{row}-L", x0 + 16 * TILE, y, rot, 16))
    cdu_w, _ = footprint("cdu-1350")
    # 18 CDUs: 17 were enough by kW; at a 10 K loop rise the 512 compute racks need ~20,360 L/min,
    # 17 x 1,200 usable at N+1 (issue 34, docs/cooling.md "Hydraulics").
    p["equipment"] += place_along("CDU-", "cdu-1350", 18, 1.8, 43.2, snap_up(cdu_w + 0.6))
    # The 32 leaf racks have no rear door: 512 QM9700 put ~0.77 MW into the room air, so
    # 6 x 150 kW CRAH carry it with one more for N+1.
    crah_w, _ = footprint("crah-cw-150")
    p["equipment"] += place_along("CRAH-", "crah-cw-150", 7, 1.8, 46.8, snap_up(crah_w + 0.6))
    p["power_settings"] = dict(POWER_SETTINGS)
    return p


def write(name, p):
    path = os.path.join(ROOT, "projects", name + ".json")
    with open(path, "w") as f:
        json.dump(p, f, indent=1)
        f.write("\n")
    gpus = sum(CATALOG[d["catalog_id"]].get("gpu", {}).get("count", 0)
               for r in p["racks"] for d in r["devices"] if CATALOG[d["catalog_id"]]["kind"] == "gpu_server")
    print(f"{path}: {len(p['racks'])} racks, {gpus} GPUs, {len(p['equipment'])} floor units")


if __name__ == "__main__":
    write("superpod-h100-air", superpod(False))
    write("superpod-h100-liquid", superpod(True))
    write("finetune-lab", finetune_lab())
    write("stress-16k", stress_16k())
