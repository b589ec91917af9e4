#!/usr/bin/env python3
"""Turn a DC Studio design into an OpenFOAM (v1912) buoyantSimpleFoam case, run it and
write per-rack inlet temperatures for comparison with DC Studio's fast zonal thermal model.

Standard library only.  Typical use:

    python3 dc_to_openfoam.py small.json --eval small.eval.json \
        --case cases/small --results results/small.json

See README.md next to this file for the boundary conditions and the known limits.
"""

import argparse
import bisect
import glob
import json
import math
import os
import re
import shutil
import subprocess
import sys
import time

RHO_REF = 1.2      # kg/m3, the fast model's air density (ThermalLoads::kRhoAir)
CP_AIR = 1005.0    # J/(kg K), the fast model's cp (ThermalLoads::kCpAir)
KELVIN = 273.15
EPS = 1e-6

# The repository's catalog, two levels up from tools/cfd.
DEFAULT_CATALOG = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "resources", "catalog")
FOAM_ENV = {"WM_PROJECT_DIR": "/usr/share/openfoam", "WM_PROJECT": "OpenFOAM",
            "WM_PROJECT_VERSION": "v1912"}


def log(msg=""):
    print(msg, flush=True)


def sane(name):
    """An OpenFOAM-safe patch / set name."""
    return re.sub(r"[^A-Za-z0-9_]", "_", name)


def fmt(v):
    return "%.10g" % v


# --------------------------------------------------------------------------- design

def load_catalog(directory):
    cat = {}
    for path in sorted(glob.glob(os.path.join(directory, "*.json"))):
        with open(path) as f:
            data = json.load(f)
        entries = data.get("entries", []) if isinstance(data, dict) else data
        for e in entries:
            if isinstance(e, dict) and "id" in e:
                cat[e["id"]] = e
    return cat


def footprint_wd(entry):
    """(width, depth) in m of a catalog entry, as DC Studio's CatalogEntry::footprint*M()."""
    if entry.get("rack"):
        return entry["rack"]["width_mm"] / 1000.0, entry["rack"]["depth_mm"] / 1000.0
    return entry.get("width_mm", 0) / 1000.0, entry.get("depth_mm", 0) / 1000.0


def facing(rotation):
    """Front direction (di, dj): rotation 0 faces +y, 90 -x, 180 -y, 270 +x (project/rack.h)."""
    return {90: (-1, 0), 180: (0, -1), 270: (1, 0)}.get(int(rotation) % 360, (0, 1))


class Box:
    def __init__(self, x0, x1, y0, y1, z0, z1):
        self.x0, self.x1, self.y0, self.y1, self.z0, self.z1 = x0, x1, y0, y1, z0, z1

    def overlaps_xy(self, o):
        return (self.x0 < o.x1 - EPS and o.x0 < self.x1 - EPS and
                self.y0 < o.y1 - EPS and o.y0 < self.y1 - EPS)

    def __repr__(self):
        return "[%g..%g]x[%g..%g]x[%g..%g]" % (self.x0, self.x1, self.y0, self.y1, self.z0, self.z1)


class Face:
    """A vertical face on the plane `axis` = pos ('x' or 'y'), spanning a0..a1 along the
    other horizontal axis and z0..z1, with outward normal sign `sign` (+1 / -1) along axis."""

    def __init__(self, axis, pos, a0, a1, z0, z1, sign):
        self.axis, self.pos, self.a0, self.a1, self.z0, self.z1, self.sign = axis, pos, a0, a1, z0, z1, sign

    def area(self):
        return (self.a1 - self.a0) * (self.z1 - self.z0)

    def box(self, z0=None, z1=None, eps=1e-4):
        z0 = self.z0 if z0 is None else z0
        z1 = self.z1 if z1 is None else z1
        if self.axis == "x":
            return Box(self.pos - eps, self.pos + eps, self.a0, self.a1, z0, z1)
        return Box(self.a0, self.a1, self.pos - eps, self.pos + eps, z0, z1)

    def strip(self, depth):
        """Floor rectangle (x0, x1, y0, y1) of `depth` in front of the face."""
        if self.axis == "x":
            return (self.pos, self.pos + depth) if self.sign > 0 else (self.pos - depth, self.pos), (self.a0, self.a1)
        return (self.a0, self.a1), ((self.pos, self.pos + depth) if self.sign > 0 else (self.pos - depth, self.pos))


def box_face(b, di, dj):
    if di == 1:
        return Face("x", b.x1, b.y0, b.y1, b.z0, b.z1, +1)
    if di == -1:
        return Face("x", b.x0, b.y0, b.y1, b.z0, b.z1, -1)
    if dj == 1:
        return Face("y", b.y1, b.x0, b.x1, b.z0, b.z1, +1)
    return Face("y", b.y0, b.x0, b.x1, b.z0, b.z1, -1)


class Model:
    """The hall as the CFD sees it (all lengths in m, temperatures in C)."""

    def __init__(self):
        self.W = self.D = self.H = 0.0
        self.rack_h = 2.4
        self.tile = 0.6
        self.supply_c = 24.0
        self.solids = []     # dicts: id, kind, box
        self.racks = []      # dicts, see build_model
        self.units = []      # dicts
        self.pods = []       # dicts: id, box, racks
        self.snapped = []    # notes
        self.notes = []


def build_model(design, evaluation, catalog, args):
    m = Model()
    hall = design["hall"]
    th = design.get("cooling", {}).get("thermal", {})
    m.W, m.D, m.tile = float(hall["width_m"]), float(hall["depth_m"]), float(hall.get("tile_m", 0.6))
    m.H = float(th.get("ceiling_height_m", 4.0))
    m.layer = float(th.get("air_layer_height_m", 2.4))
    m.rack_h = args.rack_height
    # Raised floor: the CRAHs' air through the tiles in front of the racks; "room" (flooded): from
    # each CRAH's front face over its height, as the fast model's unit supply.
    m.raised_floor = th.get("air_delivery", "raised_floor") == "raised_floor"
    if not m.raised_floor:
        m.notes.append("air_delivery 'room': the CRAHs blow from their front faces (flooded supply)")
    ev = evaluation["thermal"]
    m.supply_c = float(ev.get("supply_c", 24.0))
    q = args.snap

    def snap(v, what):
        s = round(v / q) * q
        s = round(s, 9)
        if abs(s - v) > 1e-9:
            m.snapped.append("%s: %.4f -> %.4f m" % (what, v, s))
        return s

    def clip_box(b):
        return Box(max(0.0, b.x0), min(m.W, b.x1), max(0.0, b.y0), min(m.D, b.y1), b.z0, b.z1)

    ev_racks = {r["rack"]: r for r in ev.get("racks", [])}
    ev_units = {u["unit"]: u for u in ev.get("units", [])}

    # Racks.
    for r in design.get("racks", []):
        e = catalog.get(r.get("catalog_id"))
        if not e:
            m.notes.append("rack %s: catalog id %s not found, left out" % (r["id"], r.get("catalog_id")))
            continue
        w, d = footprint_wd(e)
        rot = int(r.get("rotation_deg", 0)) % 360
        fw, fd = (d, w) if rot % 180 else (w, d)
        x0, y0 = snap(float(r["x_m"]), r["id"] + ".x_m"), snap(float(r["y_m"]), r["id"] + ".y_m")
        b = clip_box(Box(x0, snap(x0 + fw, r["id"] + ".x1"), y0, snap(y0 + fd, r["id"] + ".y1"), 0.0, m.rack_h))
        di, dj = facing(rot)
        er = ev_racks.get(r["id"], {})
        rack = {"id": r["id"], "name": sane(r["id"]), "box": b, "dir": (di, dj), "rotation": rot,
                "airflow": float(er.get("airflow_m3_s", 0.0)), "heat": float(er.get("air_heat_w", 0.0)),
                "door": float(er.get("door_removed_w", 0.0)), "fast": er,
                "front": box_face(b, di, dj), "rear": box_face(b, -di, -dj)}
        m.racks.append(rack)
        m.solids.append({"id": r["id"], "kind": "rack", "box": b})

    # Floor equipment: CRAHs (and other air units) + UPS / panels as solid boxes.
    found_units = []
    for eq in design.get("equipment", []):
        e = catalog.get(eq.get("catalog_id"))
        if not e:
            m.notes.append("equipment %s: catalog id %s not found, left out" % (eq["id"], eq.get("catalog_id")))
            continue
        kind = e.get("kind")
        if kind not in ("rack", "rack_system", "cooling", "ups", "power_panel"):
            continue
        if kind == "power_panel" and (e.get("panel") or {}).get("overhead"):
            continue
        w, d = footprint_wd(e)
        rot = int(eq.get("rotation_deg", 0)) % 360
        fw, fd = (d, w) if rot % 180 else (w, d)
        cool = e.get("cooling") or {}
        height = args.unit_height if kind == "cooling" else args.equipment_height
        if e.get("height_mm"):
            height = e["height_mm"] / 1000.0
        x0, y0 = snap(float(eq["x_m"]), eq["id"] + ".x_m"), snap(float(eq["y_m"]), eq["id"] + ".y_m")
        b = clip_box(Box(x0, snap(x0 + fw, eq["id"] + ".x1"), y0, snap(y0 + fd, eq["id"] + ".y1"),
                         0.0, min(height, m.H)))
        m.solids.append({"id": eq["id"], "kind": kind, "box": b})
        if kind == "cooling" and cool.get("type") in ("crah", "inrow") and cool.get("airflow_m3h", 0) > 0:
            eu = ev_units.get(eq["id"], {})
            di, dj = facing(rot)
            unit = {"id": eq["id"], "name": sane(eq["id"]), "type": cool["type"], "box": b, "dir": (di, dj),
                    "airflow": float(eu.get("airflow_m3_s", cool["airflow_m3h"] / 3600.0)),
                    "active": bool(eu.get("active", True)), "on": eq["id"] not in args.fail,
                    "pooled": cool["type"] == "crah", "fast": eu,
                    "front": box_face(b, di, dj), "rear": box_face(b, -di, -dj)}
            m.units.append(unit)
            found_units.append(unit)
    for f in args.fail:
        if f not in [u["id"] for u in m.units]:
            raise SystemExit("--fail %s: no such air cooling unit in the design" % f)

    log("Cooling units found in the design (equipment[] with catalog kind 'cooling'):")
    for u in found_units:
        b = u["box"]
        log("  %-10s %-6s x %.2f..%.2f  y %.2f..%.2f  h %.2f m  faces %s  airflow %.3f m3/s%s%s" % (
            u["id"], u["type"], b.x0, b.x1, b.y0, b.y1, b.z1,
            {(1, 0): "+x", (-1, 0): "-x", (0, 1): "+y", (0, -1): "-y"}[u["dir"]], u["airflow"],
            "" if u["active"] else "  (fast model: no air path)", "" if u["on"] else "  ** FAILED (off) **"))
    others = [s for s in m.solids if s["kind"] not in ("rack", "cooling")]
    if others:
        log("Other floor equipment kept as solid boxes: " +
            ", ".join("%s (%s, h %.1f m)" % (s["id"], s["kind"], s["box"].z1) for s in others))

    # Which rack faces are open (not against a wall or another solid)?
    def face_open(face, own):
        (xa, xb), (ya, yb) = face.strip(0.05)
        if xa < -EPS or ya < -EPS or xb > m.W + EPS or yb > m.D + EPS:
            return False
        probe = Box(xa, xb, ya, yb, 0, 0)
        return not any(s["box"].overlaps_xy(probe) and s["id"] != own for s in m.solids)

    for r in m.racks:
        r["active"] = r["airflow"] > 0 and r["heat"] > 0 and face_open(r["front"], r["id"]) and \
            face_open(r["rear"], r["id"])
        if r["airflow"] > 0 and not r["active"]:
            m.notes.append("rack %s: front or rear blocked (or no heat): no airflow modelled" % r["id"])

    # Cold-aisle containment: the aisle is the bounding box of the listed racks' front tile
    # strips, closed by thin walls at its sides and a roof at rack height.
    rack_by_id = {r["id"]: r for r in m.racks}
    if args.containment:
        for c in design.get("containment", []) or []:
            if c.get("kind", "cold") != "cold":
                m.notes.append("containment %s: kind '%s' not modelled (only cold-aisle containment is)" %
                               (c.get("id"), c.get("kind")))
                continue
            xs, ys, members = [], [], []
            for rid in c.get("racks", []):
                r = rack_by_id.get(rid)
                if not r:
                    continue
                (xa, xb), (ya, yb) = r["front"].strip(m.tile)
                xs += [xa, xb]
                ys += [ya, yb]
                members.append(rid)
            if not members:
                continue
            b = clip_box(Box(min(xs), max(xs), min(ys), max(ys), 0.0, m.rack_h))
            m.pods.append({"id": c.get("id", "pod%d" % len(m.pods)), "name": sane(c.get("id", "pod")),
                           "box": b, "racks": members})
            log("Cold aisle %s: racks %s, aisle %s, roof at %.2f m" % (c.get("id"), ",".join(members), b, m.rack_h))

    # Each rack's perforated tile: one tile depth in front of it, over its width (clipped to the
    # hall and stopped at any solid).  A rack whose front lies in a contained aisle draws from it.
    for r in m.racks:
        r["pod"] = None
        r["tile"] = None
        if not r["active"]:
            continue
        (xa, xb), (ya, yb) = r["front"].strip(m.tile)
        xa, xb, ya, yb = max(0, xa), min(m.W, xb), max(0, ya), min(m.D, yb)
        for p in m.pods:
            (fa, fb), (ga, gb) = r["front"].strip(0.05)
            if p["box"].overlaps_xy(Box(fa, fb, ga, gb, 0, 0)):
                r["pod"] = p["id"]
        if r["pod"] is None:
            r["tile"] = (xa, xb, ya, yb)
    return m


# --------------------------------------------------------------------------- flows

def allocate_flows(m):
    """Supply / return flows as DC Studio's ThermalSolver::sources() (pooled CRAHs; tiles with a
    raised floor, the units' fronts without)."""
    units_on = [u for u in m.units if u["active"] and u["on"]]
    pool = sum(u["airflow"] for u in units_on if u["pooled"])
    need = {p["id"]: 0.0 for p in m.pods}
    for r in m.racks:
        if r["active"] and r["pod"]:
            need[r["pod"]] += r["airflow"]
    cold_need = sum(need.values())
    fc = min(1.0, pool / cold_need) if cold_need > 0 else 0.0
    flows = {"pool": pool, "pod_supply": {k: v * fc for k, v in need.items()}, "unit_supply": {},
             "unit_return": {}, "tiles": 0.0}
    has_tiles = m.raised_floor and any(r["tile"] for r in m.racks)
    to_room = 0.0
    for u in units_on:
        qu = u["airflow"]
        pooled = u["pooled"] and pool > 0
        room = qu * (1.0 - cold_need * fc / pool) if pooled else qu
        flows["unit_return"][u["id"]] = qu
        if pooled and has_tiles:
            to_room += room
        else:
            flows["unit_supply"][u["id"]] = room   # from the unit's front face
    flows["tiles"] = to_room
    return flows


# --------------------------------------------------------------------------- mesh

def grid_lines(breaks, h):
    lines = [breaks[0]]
    sections = []
    for a, b in zip(breaks[:-1], breaks[1:]):
        n = max(1, int(math.ceil((b - a) / h - 1e-6)))
        sections.append((b - a, n))
        for k in range(1, n + 1):
            lines.append(a + (b - a) * k / n)
    return lines, sections


def build_grid(m, args):
    xs, ys, zs = {0.0, m.W}, {0.0, m.D}, {0.0, m.H}
    for s in m.solids:
        b = s["box"]
        xs |= {b.x0, b.x1}
        ys |= {b.y0, b.y1}
        zs.add(b.z1)
    for r in m.racks:
        if r["tile"]:
            xa, xb, ya, yb = r["tile"]
            xs |= {xa, xb}
            ys |= {ya, yb}
    for p in m.pods:
        b = p["box"]
        xs |= {b.x0, b.x1}
        ys |= {b.y0, b.y1}
        zs.add(b.z1)
    for k in range(1, 3):
        zs.add(round(m.rack_h * k / 3.0, 9))
    def clean(vals, top):
        out = []
        for v in sorted(v for v in vals if -EPS <= v <= top + EPS):
            if not out or v - out[-1] > 1e-6:
                out.append(v)
        return out
    g = {}
    for ax, vals, top, h in (("x", xs, m.W, args.cell), ("y", ys, m.D, args.cell), ("z", zs, m.H, args.cell_z)):
        br = clean(vals, top)
        lines, sections = grid_lines(br, h)
        g[ax] = {"breaks": br, "lines": lines, "sections": sections, "n": len(lines) - 1}
    return g


def cells_in(lines, a, b):
    """Indices of cells (between consecutive lines) whose centre lies in [a, b]."""
    return [i for i in range(len(lines) - 1) if a - EPS < 0.5 * (lines[i] + lines[i + 1]) < b + EPS]


# --------------------------------------------------------------------------- case files

HEADER = """FoamFile
{
    version     2.0;
    format      ascii;
    class       %s;
    object      %s;
}
"""


def write(path, cls, obj, body):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(HEADER % (cls, obj))
        f.write(body)


def block_mesh_dict(m, g):
    def grading(ax):
        n = g[ax]["n"]
        L = g[ax]["lines"][-1] - g[ax]["lines"][0]
        return "(" + " ".join("(%.12g %.12g 1)" % (l / L, k / float(n)) for l, k in g[ax]["sections"]) + ")"
    W, D, H = m.W, m.D, m.H
    return """convertToMeters 1;
vertices
(
    (0 0 0) (%(W)s 0 0) (%(W)s %(D)s 0) (0 %(D)s 0)
    (0 0 %(H)s) (%(W)s 0 %(H)s) (%(W)s %(D)s %(H)s) (0 %(D)s %(H)s)
);
blocks
(
    hex (0 1 2 3 4 5 6 7) (%(nx)d %(ny)d %(nz)d)
    simpleGrading
    (
        %(gx)s
        %(gy)s
        %(gz)s
    )
);
edges ();
boundary
(
    floor     { type wall; faces ((0 3 2 1)); }
    ceiling   { type wall; faces ((4 5 6 7)); }
    walls     { type wall; faces ((0 4 7 3) (1 2 6 5) (0 1 5 4) (3 7 6 2)); }
    obstacles { type wall; faces (); }
);
mergePatchPairs ();
""" % {"W": fmt(W), "D": fmt(D), "H": fmt(H), "nx": g["x"]["n"], "ny": g["y"]["n"], "nz": g["z"]["n"],
       "gx": grading("x"), "gy": grading("y"), "gz": grading("z")}


def box_src(b):
    return "box (%s %s %s) (%s %s %s);" % tuple(fmt(v) for v in (b.x0, b.y0, b.z0, b.x1, b.y1, b.z1))


def topo_solid(m):
    acts = []
    first = True
    for s in m.solids:
        acts.append("    { name solid; type cellSet; action %s; source boxToCell; sourceInfo { %s } }"
                    % ("new" if first else "add", box_src(s["box"])))
        first = False
    acts.append("    { name fluid; type cellSet; action new; source cellToCell; sourceInfo { set solid; } }")
    acts.append("    { name fluid; type cellSet; action invert; }")
    return "actions\n(\n" + "\n".join(acts) + "\n);\n"


def patch_plan(m, flows):
    """Patches to cut out of the boundary: list of (name, role, [boxes], info)."""
    plan = []
    eps = 1e-4
    for r in m.racks:
        if not r["active"]:
            continue
        f = r["front"]
        zb = [0.0, m.rack_h / 3.0, 2.0 * m.rack_h / 3.0, m.rack_h]
        for k in range(3):
            plan.append((r["name"] + "_front%d" % k, "rack_front", [f.box(zb[k], zb[k + 1])],
                         {"rack": r["id"], "band": k}))
        plan.append((r["name"] + "_rear", "rack_rear", [r["rear"].box()], {"rack": r["id"]}))
    # Tiles outside contained aisles, one patch (same velocity on every tile).
    tiles = [Box(t[0], t[1], t[2], t[3], -eps, eps) for t in (r["tile"] for r in m.racks) if t]
    if tiles and flows["tiles"] > 0:
        plan.append(("tiles", "tiles", tiles, {"flow": flows["tiles"]}))
    for p in m.pods:
        b = p["box"]
        plan.append(("tiles_" + p["name"], "tiles", [Box(b.x0, b.x1, b.y0, b.y1, -eps, eps)],
                     {"flow": flows["pod_supply"].get(p["id"], 0.0), "pod": p["id"]}))
    for u in m.units:
        if u["id"] in flows["unit_return"]:
            b = u["box"]
            if u["type"] == "crah":   # top return: the ceiling above the unit
                plan.append((u["name"] + "_return", "return",
                             [Box(b.x0, b.x1, b.y0, b.y1, m.H - eps, m.H + eps)],
                             {"unit": u["id"], "flow": flows["unit_return"][u["id"]]}))
            else:                      # in-row: from the hot aisle behind it
                plan.append((u["name"] + "_return", "return", [u["rear"].box()],
                             {"unit": u["id"], "flow": flows["unit_return"][u["id"]]}))
        if flows["unit_supply"].get(u["id"], 0) > 0:
            plan.append((u["name"] + "_supply", "unit_supply", [u["front"].box()],
                         {"unit": u["id"], "flow": flows["unit_supply"][u["id"]]}))
    return plan


def topo_patches(plan):
    acts = []
    for name, role, boxes, info in plan:
        for i, b in enumerate(boxes):
            acts.append("    { name %s; type faceSet; action %s; source boxToFace; sourceInfo { %s } }"
                        % (name, "new" if i == 0 else "add", box_src(b)))
    return "actions\n(\n" + "\n".join(acts) + "\n);\n"


def topo_containment(m, g):
    """Internal faces on the contained aisles' sides (z < roof) and roofs -> faceZone for createBaffles.
    One face at the bottom middle of each end wall is left open (a door undercut): a sealed aisle
    would be a separate region whose pressure level a closed, flow-driven case cannot fix."""
    acts = []
    eps = 1e-4
    first = True
    gaps = []
    for p in m.pods:
        b = p["box"]
        walls = [Box(b.x0 - eps, b.x0 + eps, b.y0, b.y1, 0, b.z1), Box(b.x1 - eps, b.x1 + eps, b.y0, b.y1, 0, b.z1),
                 Box(b.x0, b.x1, b.y0 - eps, b.y0 + eps, 0, b.z1), Box(b.x0, b.x1, b.y1 - eps, b.y1 + eps, 0, b.z1),
                 Box(b.x0, b.x1, b.y0, b.y1, b.z1 - eps, b.z1 + eps)]
        for w in walls:
            acts.append("    { name contFaces; type faceSet; action %s; source boxToFace; sourceInfo { %s } }"
                        % ("new" if first else "add", box_src(w)))
            first = False
        z0, z1 = g["z"]["lines"][0], g["z"]["lines"][1]
        if b.x1 - b.x0 >= b.y1 - b.y0:     # row along x: the ends are the x = const walls
            ly = g["y"]["lines"]
            j = min(range(len(ly) - 1), key=lambda j: abs(0.5 * (ly[j] + ly[j + 1]) - 0.5 * (b.y0 + b.y1)))
            for xe in (b.x0, b.x1):
                gaps.append(Box(xe - eps, xe + eps, ly[j], ly[j + 1], z0, z1))
        else:
            lx = g["x"]["lines"]
            i = min(range(len(lx) - 1), key=lambda i: abs(0.5 * (lx[i] + lx[i + 1]) - 0.5 * (b.x0 + b.x1)))
            for ye in (b.y0, b.y1):
                gaps.append(Box(lx[i], lx[i + 1], ye - eps, ye + eps, z0, z1))
    for gb in gaps:
        acts.append("    { name contFaces; type faceSet; action subtract; source boxToFace; sourceInfo { %s } }"
                    % box_src(gb))
    m.pod_gaps = gaps
    acts.append("    { name contZone; type faceZoneSet; action new; source setToFaceZone; "
                "sourceInfo { faceSet contFaces; } }")
    return "actions\n(\n" + "\n".join(acts) + "\n);\n"


CREATE_BAFFLES = """internalFacesOnly true;
baffles
{
    containment
    {
        type        faceZone;
        zoneName    contZone;
        patches
        {
            master { name containment;       type wall; }
            slave  { name containment_slave; type wall; }
        }
    }
}
"""


def create_patch_dict(plan):
    items = ["    { name %s; patchInfo { type patch; } constructFrom set; set %s; }" % (n, n)
             for n, _, _, _ in plan]
    return "pointSync false;\npatches\n(\n" + "\n".join(items) + "\n);\n"


def read_boundary(case):
    txt = open(os.path.join(case, "constant/polyMesh/boundary")).read()
    out = {}
    for mt in re.finditer(r"\n\s*(\w+)\s*\{([^}]*)\}", txt):
        body = mt.group(2)
        nf = re.search(r"nFaces\s+(\d+)", body)
        ty = re.search(r"\btype\s+(\w+)", body)
        if nf and ty:
            out[mt.group(1)] = {"type": ty.group(1), "nFaces": int(nf.group(1))}
    return out


def mesh_cells(case):
    txt = open(os.path.join(case, "constant/polyMesh/owner")).read(4000)
    mt = re.search(r"nCells:\s*(\d+)", txt)
    return int(mt.group(1)) if mt else None


def field_files(m, roles, rear_t):
    """0/ fields.  roles: patch -> (role, info, mdot)."""
    sup = m.supply_c + KELVIN
    U, T, k, eps, nut, alphat, p, prgh = [], [], [], [], [], [], [], []
    for name, (role, info, mdot) in roles.items():
        ent = lambda s: "    %s\n    {\n%s    }\n" % (name, s)
        p.append(ent("        type calculated;\n        value $internalField;\n"))
        prgh.append(ent("        type fixedFluxPressure;\n        value $internalField;\n"))
        if role == "wall":
            U.append(ent("        type noSlip;\n"))
            T.append(ent("        type zeroGradient;\n"))
            k.append(ent("        type kqRWallFunction;\n        value $internalField;\n"))
            eps.append(ent("        type epsilonWallFunction;\n        value $internalField;\n"))
            nut.append(ent("        type nutkWallFunction;\n        value uniform 0;\n"))
            alphat.append(ent("        type compressible::alphatWallFunction;\n        Prt 0.85;\n"
                              "        value uniform 0;\n"))
            continue
        inflow = role in ("tiles", "rack_rear", "unit_supply")
        nut.append(ent("        type calculated;\n        value uniform 0;\n"))
        alphat.append(ent("        type calculated;\n        value uniform 0;\n"))
        if inflow:
            U.append(ent("        type flowRateInletVelocity;\n        massFlowRate constant %s;\n"
                         "        rhoInlet %s;\n        extrapolateProfile false;\n        value uniform (0 0 0);\n"
                         % (fmt(mdot), fmt(RHO_REF))))
            tv = rear_t[info["rack"]] + KELVIN if role == "rack_rear" else sup
            T.append(ent("        type fixedValue;\n        value uniform %s;\n" % fmt(tv)))
            k.append(ent("        type turbulentIntensityKineticEnergyInlet;\n        intensity 0.05;\n"
                         "        value $internalField;\n"))
            eps.append(ent("        type turbulentMixingLengthDissipationRateInlet;\n        mixingLength 0.04;\n"
                           "        value $internalField;\n"))
        else:
            U.append(ent("        type flowRateOutletVelocity;\n        massFlowRate constant %s;\n"
                         "        rhoOutlet %s;\n        value uniform (0 0 0);\n" % (fmt(mdot), fmt(RHO_REF))))
            T.append(ent("        type inletOutlet;\n        inletValue uniform %s;\n        value $internalField;\n"
                         % fmt(sup)))
            k.append(ent("        type zeroGradient;\n"))
            eps.append(ent("        type zeroGradient;\n"))
    def body(dim, internal, ents):
        return "dimensions %s;\ninternalField %s;\nboundaryField\n{\n%s}\n" % (dim, internal, "".join(ents))
    return {
        "U": ("volVectorField", body("[0 1 -1 0 0 0 0]", "uniform (0 0 0)", U)),
        "T": ("volScalarField", body("[0 0 0 1 0 0 0]", "uniform %s" % fmt(sup), T)),
        "k": ("volScalarField", body("[0 2 -2 0 0 0 0]", "uniform 0.01", k)),
        "epsilon": ("volScalarField", body("[0 2 -3 0 0 0 0]", "uniform 0.001", eps)),
        "nut": ("volScalarField", body("[0 2 -1 0 0 0 0]", "uniform 0", nut)),
        "alphat": ("volScalarField", body("[1 -1 -1 0 0 0 0]", "uniform 0", alphat)),
        "p": ("volScalarField", body("[1 -1 -2 0 0 0 0]", "uniform 101325", p)),
        "p_rgh": ("volScalarField", body("[1 -1 -2 0 0 0 0]", "uniform 101325", prgh)),
    }


THERMO = """thermoType
{
    type            heRhoThermo;
    mixture         pureMixture;
    transport       const;
    thermo          hConst;
    equationOfState perfectGas;
    specie          specie;
    energy          sensibleEnthalpy;
}
mixture
{
    specie         { molWeight 28.96; }
    thermodynamics { Cp %s; Hf 0; }
    transport      { mu 1.8e-05; Pr 0.71; }
}
""" % fmt(CP_AIR)

TURBULENCE = """simulationType RAS;
RAS
{
    RASModel        %s;
    turbulence      on;
    printCoeffs     off;
}
"""

FV_SCHEMES = """ddtSchemes      { default steadyState; }
gradSchemes     { default Gauss linear; }
divSchemes
{
    default         none;
    div(phi,U)      bounded Gauss linearUpwind grad(U);
    div(phi,h)      bounded Gauss limitedLinear 1;
    div(phi,K)      bounded Gauss linear;
    div(phi,k)      bounded Gauss upwind;
    div(phi,epsilon) bounded Gauss upwind;
    div(phi,omega)  bounded Gauss upwind;
    div(((rho*nuEff)*dev2(T(grad(U))))) Gauss linear;
}
laplacianSchemes { default Gauss linear corrected; }
interpolationSchemes { default linear; }
snGradSchemes   { default corrected; }
wallDist        { method meshWave; }
"""

FV_SOLUTION = """solvers
{
    p_rgh
    {
        solver          GAMG;
        smoother        GaussSeidel;
        tolerance       1e-7;
        relTol          0.01;
    }
    "(U|h|k|epsilon|omega)"
    {
        solver          PBiCGStab;
        preconditioner  DILU;
        tolerance       1e-8;
        relTol          0.1;
    }
}
SIMPLE
{
    momentumPredictor yes;
    nNonOrthogonalCorrectors 0;
    pRefCell        0;
    pRefValue       101325;
}
relaxationFactors
{
    fields      { rho 1.0; p_rgh %s; }
    equations   { U %s; h %s; "(k|epsilon|omega)" 0.7; }
}
"""


def control_dict(end_time, write_interval):
    return """application     buoyantSimpleFoam;
startFrom       latestTime;
startTime       0;
stopAt          endTime;
endTime         %d;
deltaT          1;
writeControl    timeStep;
writeInterval   %d;
purgeWrite      2;
writeFormat     ascii;
writePrecision  8;
writeCompression off;
timeFormat      general;
timePrecision   8;
runTimeModifiable false;
functions
{
    #include "functions"
}
""" % (end_time, write_interval)


def functions_dict(roles, interval):
    items = []
    for name, (role, info, mdot) in roles.items():
        if role == "wall":
            continue
        items.append("""fw_%s
{
    type            surfaceFieldValue;
    libs            ("libfieldFunctionObjects.so");
    regionType      patch;
    name            %s;
    operation       weightedAverage;
    weightField     phi;
    fields          (T);
    writeFields     false;
    log             false;
    writeControl    timeStep;
    writeInterval   %d;
}
""" % (name, name, interval))
        if role == "rack_front":
            items.append("""aa_%s
{
    type            surfaceFieldValue;
    libs            ("libfieldFunctionObjects.so");
    regionType      patch;
    name            %s;
    operation       areaAverage;
    fields          (T);
    writeFields     false;
    log             false;
    writeControl    timeStep;
    writeInterval   %d;
}
""" % (name, name, interval))
    return "\n".join(items)


# --------------------------------------------------------------------------- running

def foam_env():
    env = dict(os.environ)
    env.update(FOAM_ENV)
    return env


def run(cmd, case, logname, timeout=None):
    t0 = time.time()
    with open(os.path.join(case, logname), "w") as lf:
        p = subprocess.run(cmd, cwd=case, stdout=lf, stderr=subprocess.STDOUT, env=foam_env(), timeout=timeout)
    if p.returncode != 0:
        tail = open(os.path.join(case, logname)).read()[-3000:]
        raise SystemExit("%s failed (rc %d); see %s/%s\n%s" % (" ".join(cmd), p.returncode, case, logname, tail))
    return time.time() - t0


def fo_series(case, fo):
    """All (time, value) samples of surfaceFieldValue function object `fo`, over every restart."""
    data = {}
    for d in sorted(glob.glob(os.path.join(case, "postProcessing", fo, "*")), key=lambda s: float(os.path.basename(s))):
        for fpath in glob.glob(os.path.join(d, "*.dat")):
            for line in open(fpath):
                if line.startswith("#") or not line.strip():
                    continue
                parts = line.split()
                try:
                    data[float(parts[0])] = float(parts[1])
                except (ValueError, IndexError):
                    pass
    return sorted(data.items())


def fo_avg(case, fo, t_from):
    """Mean of the samples with time >= t_from (the last sample if there is none)."""
    s = fo_series(case, fo)
    if not s:
        raise SystemExit("no data from function object %s" % fo)
    w = [v for t, v in s if t >= t_from - 1e-9]
    return sum(w) / len(w) if w else s[-1][1]


def fo_range(case, fo, t_from):
    w = [v for t, v in fo_series(case, fo) if t >= t_from - 1e-9]
    return (min(w), max(w)) if w else (None, None)


def list_times(case):
    times = []
    for d in os.listdir(case):
        try:
            t = float(d)
        except ValueError:
            continue
        if os.path.isdir(os.path.join(case, d)):
            times.append((t, d))
    return sorted(times)


def latest_time(case):
    times = list_times(case)
    return times[-1] if times else (0.0, "0")


def set_rear_temperatures(case, rear_t, racks):
    t, d = latest_time(case)
    path = os.path.join(case, d, "T")
    txt = open(path).read()
    for r in racks:
        if not r["active"]:
            continue
        pat = re.compile(r"(\n\s*%s\s*\{[^}]*?value\s+uniform\s+)([-+0-9.eE]+)(\s*;)" % re.escape(r["name"] + "_rear"))
        txt, n = pat.subn(lambda mt: mt.group(1) + fmt(rear_t[r["id"]] + KELVIN) + mt.group(3), txt)
        if n != 1:
            raise SystemExit("could not set %s_rear in %s" % (r["name"], path))
    open(path, "w").write(txt)


def residuals(logpath):
    res = {}
    try:
        for line in open(logpath):
            mt = re.search(r"Solving for (\w+), Initial residual = ([0-9.eE+-]+)", line)
            if mt:
                res[mt.group(1)] = float(mt.group(2))
    except OSError:
        pass
    return res


# --------------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("design", help="DC Studio design JSON")
    ap.add_argument("--eval", required=True, help="`dcstudio evaluate DESIGN --json` output (heat, airflow, supply)")
    ap.add_argument("--compare", help="evaluation JSON to compare against (default: --eval)")
    ap.add_argument("--case", help="OpenFOAM case directory to create (default cases/<design name>)")
    ap.add_argument("--results", help="results JSON (default results/<design name>.json)")
    ap.add_argument("--catalog", default=DEFAULT_CATALOG)
    ap.add_argument("--cell", type=float, default=0.15, help="target horizontal cell size, m (default 0.15)")
    ap.add_argument("--cell-z", type=float, default=0.2, help="target vertical cell size, m (default 0.2)")
    ap.add_argument("--snap", type=float, default=0.05, help="coordinates are snapped to this grid, m")
    ap.add_argument("--rack-height", type=float, default=2.4)
    ap.add_argument("--unit-height", type=float, default=2.4, help="CRAH body height if the catalog has none")
    ap.add_argument("--equipment-height", type=float, default=2.0, help="UPS / panel height if the catalog has none")
    ap.add_argument("--fail", action="append", default=[], help="air cooling unit id to switch off (repeatable)")
    ap.add_argument("--no-containment", dest="containment", action="store_false",
                    help="ignore the design's containment list")
    ap.add_argument("--turbulence", default="kEpsilon", help="RAS model (kEpsilon, realizableKE, kOmegaSST)")
    ap.add_argument("--chunk", type=int, default=100, help="solver iterations per outer (coupling) iteration")
    ap.add_argument("--min-iter", type=int, default=1500, help="do not stop before this many solver iterations")
    ap.add_argument("--max-iter", type=int, default=3000)
    ap.add_argument("--average", type=int, default=500,
                    help="report the mean over the last N solver iterations (sampled every 10)")
    ap.add_argument("--tol", type=float, default=0.1, help="stop when no rack inlet moves more than this (K)")
    ap.add_argument("--energy-tol", type=float, default=1.0,
                    help="and when heat at the returns matches the racks' heat within this (%%)")
    ap.add_argument("--time-limit", type=float, default=1800.0, help="wall-clock limit for the solver, s")
    ap.add_argument("--relax", default="0.7,0.3,0.7", help="relaxation p_rgh,U,h")
    ap.add_argument("--no-init-stratified", dest="init_stratified", action="store_false",
                    help="start from a uniform supply-temperature room")
    ap.add_argument("--setup-only", action="store_true", help="write and mesh the case, do not solve")
    ap.add_argument("--keep", action="store_true", help="reuse an existing meshed case (continue solving)")
    ap.add_argument("--report-only", action="store_true", help="with --keep: only (re)write the results")
    args = ap.parse_args()
    if args.report_only:
        args.keep = True

    here = os.path.dirname(os.path.abspath(__file__))
    stem = os.path.splitext(os.path.basename(args.design))[0]
    case = os.path.abspath(args.case or os.path.join(here, "cases", stem))
    results_path = os.path.abspath(args.results or os.path.join(here, "results", stem + ".json"))
    design = json.load(open(args.design))
    evaluation = json.load(open(args.eval))
    compare = json.load(open(args.compare)) if args.compare else evaluation
    catalog = load_catalog(args.catalog)
    t_start = time.time()

    m = build_model(design, evaluation, catalog, args)
    flows = allocate_flows(m)
    for n in m.notes:
        log("note: " + n)
    if m.snapped:
        log("Snapped to the %.3f m grid: %s" % (args.snap, "; ".join(m.snapped)))
    else:
        log("All object coordinates lie on the %.3f m snap grid: nothing snapped." % args.snap)

    active = [r for r in m.racks if r["active"]]
    heat_total = sum(r["heat"] - r["door"] for r in active)
    rack_flow = sum(r["airflow"] for r in active)
    log("Hall %.2f x %.2f x %.2f m; %d racks (%d with airflow), %.1f kW to air, %.3f m3/s through racks" % (
        m.W, m.D, m.H, len(m.racks), len(active), heat_total / 1e3, rack_flow))
    log("CRAH pool %.3f m3/s at %.1f C; tiles %.3f m3/s; pods %s; unit-face supply %s; failed %s" % (
        flows["pool"], m.supply_c, flows["tiles"], flows["pod_supply"] or "-", flows["unit_supply"] or "-",
        args.fail or "-"))

    g = build_grid(m, args)
    ncells_box = g["x"]["n"] * g["y"]["n"] * g["z"]["n"]
    log("Grid %d x %d x %d = %d cells before removing solids (x breaks %s)" % (
        g["x"]["n"], g["y"]["n"], g["z"]["n"], ncells_box, ",".join("%g" % v for v in g["x"]["breaks"])))
    log("  y breaks %s; z breaks %s" % (",".join("%g" % v for v in g["y"]["breaks"]),
                                         ",".join("%g" % v for v in g["z"]["breaks"])))

    plan = patch_plan(m, flows)
    rear_t = {}
    for r in active:
        ex = r["fast"].get("exhaust_c")
        rise = (r["heat"] - r["door"]) / (RHO_REF * CP_AIR * r["airflow"])
        rear_t[r["id"]] = float(ex) if ex is not None else m.supply_c + rise
        r["rise"] = rise

    if not args.keep:
        if os.path.exists(case):
            shutil.rmtree(case)
        os.makedirs(case)
        write(os.path.join(case, "system/blockMeshDict"), "dictionary", "blockMeshDict", block_mesh_dict(m, g))
        write(os.path.join(case, "system/controlDict"), "dictionary", "controlDict", control_dict(args.chunk, args.chunk))
        write(os.path.join(case, "system/functions"), "dictionary", "functions", "")
        write(os.path.join(case, "system/fvSchemes"), "dictionary", "fvSchemes", FV_SCHEMES)
        relax = [float(v) for v in args.relax.split(",")]
        write(os.path.join(case, "system/fvSolution"), "dictionary", "fvSolution", FV_SOLUTION % tuple(relax))
        write(os.path.join(case, "system/topoSetDict.solid"), "dictionary", "topoSetDict", topo_solid(m))
        write(os.path.join(case, "system/topoSetDict.patches"), "dictionary", "topoSetDict", topo_patches(plan))
        write(os.path.join(case, "system/createPatchDict"), "dictionary", "createPatchDict", create_patch_dict(plan))
        write(os.path.join(case, "constant/thermophysicalProperties"), "dictionary", "thermophysicalProperties", THERMO)
        write(os.path.join(case, "constant/turbulenceProperties"), "dictionary", "turbulenceProperties",
              TURBULENCE % args.turbulence)
        write(os.path.join(case, "constant/g"), "uniformDimensionedVectorField", "g",
              "dimensions [0 1 -2 0 0 0 0];\nvalue (0 0 -9.81);\n")
        t0 = time.time()
        run(["blockMesh"], case, "log.blockMesh")
        run(["topoSet", "-dict", "system/topoSetDict.solid"], case, "log.topoSet.solid")
        run(["subsetMesh", "fluid", "-overwrite", "-patch", "obstacles"], case, "log.subsetMesh")
        if m.pods:
            write(os.path.join(case, "system/topoSetDict.containment"), "dictionary", "topoSetDict", topo_containment(m, g))
            write(os.path.join(case, "system/createBafflesDict"), "dictionary", "createBafflesDict", CREATE_BAFFLES)
            run(["topoSet", "-dict", "system/topoSetDict.containment"], case, "log.topoSet.containment")
            run(["createBaffles", "-overwrite"], case, "log.createBaffles")
            log("Containment walls: baffles, with %d open face(s) left as door undercuts: %s"
                % (len(m.pod_gaps), ", ".join(str(b) for b in m.pod_gaps)))
        run(["topoSet", "-dict", "system/topoSetDict.patches"], case, "log.topoSet.patches")
        run(["createPatch", "-overwrite"], case, "log.createPatch")
        log("Meshing took %.1f s" % (time.time() - t0))

    boundary = read_boundary(case)
    ncells = mesh_cells(case)
    log("Mesh: %s cells, %d patches" % (ncells, len(boundary)))

    # Roles and mass flows of the patches; check face counts against the grid.
    gx, gy, gz = g["x"]["lines"], g["y"]["lines"], g["z"]["lines"]

    def span(lines, a, b):
        return sum(lines[i + 1] - lines[i] for i in cells_in(lines, a, b))
    roles = {}
    problems = []
    for name, role, boxes, info in plan:
        nb = boundary.get(name, {"nFaces": 0})["nFaces"]
        if boxes[0].z1 - boxes[0].z0 > 1e-3:     # a vertical face
            b = boxes[0]
            if b.x1 - b.x0 < 1e-3:
                exp = len(cells_in(gy, b.y0, b.y1)) * len(cells_in(gz, b.z0, b.z1))
            else:
                exp = len(cells_in(gx, b.x0, b.x1)) * len(cells_in(gz, b.z0, b.z1))
        else:
            cells = set()
            for b in boxes:
                for i in cells_in(gx, b.x0, b.x1):
                    for j in cells_in(gy, b.y0, b.y1):
                        cells.add((i, j))
            exp = len(cells)
        if nb != exp:
            problems.append("%s: %d faces, expected %d" % (name, nb, exp))
        if role == "rack_front":
            r = next(x for x in m.racks if x["id"] == info["rack"])
            mdot = RHO_REF * r["airflow"] / 3.0
        elif role == "rack_rear":
            r = next(x for x in m.racks if x["id"] == info["rack"])
            mdot = RHO_REF * r["airflow"]
        else:
            mdot = RHO_REF * info["flow"]
        if nb == 0:
            continue
        info = dict(info)
        if boxes[0].z1 - boxes[0].z0 > 1e-3:
            b = boxes[0]
            along = span(gy, b.y0, b.y1) if b.x1 - b.x0 < 1e-3 else span(gx, b.x0, b.x1)
            info["area"] = along * span(gz, b.z0, b.z1)
            info["zc"] = 0.5 * (b.z0 + b.z1)
        else:
            info["area"] = sum((gx[i + 1] - gx[i]) * (gy[j + 1] - gy[j]) for i, j in cells)
            info["zc"] = 0.5 * (boxes[0].z0 + boxes[0].z1)
        roles[name] = (role, info, mdot)
    if problems:
        log("WARNING patch face counts differ from the grid (partly blocked faces?): " + "; ".join(problems))
    for name, b in boundary.items():
        if name not in roles:
            roles[name] = ("wall", {}, 0.0)
    # mass balance of the fixed flows
    m_in = sum(v[2] for v in roles.values() if v[0] in ("tiles", "rack_rear", "unit_supply"))
    m_out = sum(v[2] for v in roles.values() if v[0] in ("rack_front", "return"))
    log("Fixed mass flows: in %.4f kg/s, out %.4f kg/s" % (m_in, m_out))
    if abs(m_in - m_out) > 1e-6 * max(1.0, m_in):
        raise SystemExit("fixed inflow and outflow do not balance")

    # Tile area from the grid (for the report).
    tile_area = 0.0
    tile_cells = set()
    for name, role, boxes, info in plan:
        if role == "tiles" and name == "tiles":
            for b in boxes:
                for i in cells_in(gx, b.x0, b.x1):
                    for j in cells_in(gy, b.y0, b.y1):
                        tile_cells.add((i, j))
    for i, j in tile_cells:
        tile_area += (gx[i + 1] - gx[i]) * (gy[j + 1] - gy[j])

    if not args.keep:
        for fname, (cls, body) in field_files(m, roles, rear_t).items():
            write(os.path.join(case, "0", fname), cls, fname, body)
        write(os.path.join(case, "system/functions"), "dictionary", "functions", functions_dict(roles, 10))
        if args.init_stratified:
            # Start from the fast model's picture: supply air up to rack height, the fully mixed
            # return temperature above it (the room's stored heat converges slowly otherwise).
            ret_flow = sum(flows["unit_return"].values())
            t_up = m.supply_c + (heat_total / (RHO_REF * CP_AIR * ret_flow) if ret_flow > 0 else 0.0)
            write(os.path.join(case, "system/setFieldsDict"), "dictionary", "setFieldsDict",
                  "defaultFieldValues ( volScalarFieldValue T %s );\nregions\n(\n    boxToCell\n    {\n"
                  "        box (-1 -1 %s) (%s %s %s);\n        fieldValues ( volScalarFieldValue T %s );\n    }\n);\n"
                  % (fmt(m.supply_c + KELVIN), fmt(m.rack_h), fmt(m.W + 1), fmt(m.D + 1), fmt(m.H + 1),
                     fmt(t_up + KELVIN)))
            run(["setFields"], case, "log.setFields")
            log("Initial T: %.2f C below %.2f m, %.2f C above" % (m.supply_c, m.rack_h, t_up))

    if args.setup_only:
        log("Case written to %s (--setup-only)." % case)
        return

    def energy(t_from):
        """Energy balance from the flux-weighted patch temperatures averaged from t_from on.
        Sensible: heat the racks put into the air vs heat the returns carry away (above supply).
        buoyantSimpleFoam conserves h + K (kinetic) with a rho U.g (potential) source, so the
        mechanical energy delivered by the flow patches (jets' kinetic energy in minus out, and
        the lift of the air between inlets and outlets) also shows up as sensible heat: `total`
        accounts for it."""
        q_air = q_ret = mech = 0.0
        tf = {}
        for name, (role, info, mdot) in roles.items():
            if role == "wall":
                continue
            t = fo_avg(case, "fw_" + name, t_from) - KELVIN
            tf[name] = t
            rho = 101325.0 / (287.05 * (t + KELVIN))
            u = mdot / (rho * info["area"]) if info.get("area") else 0.0
            e = mdot * (0.5 * u * u + 9.81 * info["zc"])
            mech += e if role in ("tiles", "rack_rear", "unit_supply") else -e
            if role == "return":
                q_ret += mdot * CP_AIR * (t - m.supply_c)
        for r in active:
            front = sum(tf["%s_front%d" % (r["name"], k)] for k in range(3)) / 3.0
            q_air += RHO_REF * r["airflow"] * CP_AIR * (tf[r["name"] + "_rear"] - front)
        sens = (q_ret - q_air) / q_air * 100.0 if q_air else 0.0
        total = (q_ret - q_air - mech) / q_air * 100.0 if q_air else 0.0
        return {"heat_into_air_w": q_air, "heat_leaving_at_returns_w": q_ret, "mechanical_energy_in_w": mech,
                "imbalance_pct": sens, "imbalance_incl_mechanical_pct": total}

    # ---- outer iterations: solve a chunk, read the front faces, update the rear inlets.
    t_solve = time.time()
    history = []
    prev = None
    converged = False
    it_done = int(latest_time(case)[0])
    outer = 0
    last_log = None
    while not args.report_only:
        end = it_done + args.chunk
        write(os.path.join(case, "system/controlDict"), "dictionary", "controlDict", control_dict(end, args.chunk))
        remaining = args.time_limit - (time.time() - t_solve)
        last_log = "log.buoyantSimpleFoam.%05d" % end
        try:
            run(["buoyantSimpleFoam"], case, last_log, timeout=max(60.0, remaining + 60.0))
        except subprocess.TimeoutExpired:
            log("solver chunk timed out")
            break
        outer += 1
        it_done = int(latest_time(case)[0])
        for t, d in list_times(case):       # keep 0 and the latest time only
            if 0 < t < it_done:
                shutil.rmtree(os.path.join(case, d))
        # Averages over this chunk (samples every 10 iterations) damp the slow iterative wander.
        t_from = it_done - args.chunk + 1
        inlet = {}
        for r in active:
            fw = [fo_avg(case, "fw_%s_front%d" % (r["name"], k), t_from) for k in range(3)]
            inlet[r["id"]] = sum(fw) / 3.0 - KELVIN     # equal band mass flows
        change = max(abs(inlet[k] - prev[k]) for k in inlet) if prev else float("inf")
        res = residuals(os.path.join(case, last_log))
        en = energy(t_from)
        # the stop test uses the balance over the reporting window (last --average iterations),
        # so that the numbers written out satisfy it
        en_win = energy(max(1, it_done - args.average + 1))
        imb = en_win["imbalance_incl_mechanical_pct"]
        history.append({"iteration": it_done, "max_inlet_change_k": None if prev is None else round(change, 4),
                        "inlet_c": {k: round(v, 3) for k, v in inlet.items()},
                        "energy_imbalance_chunk_pct": round(en["imbalance_pct"], 3),
                        "energy_imbalance_window_pct": round(en_win["imbalance_pct"], 3),
                        "energy_imbalance_window_incl_mechanical_pct": round(imb, 3),
                        "residuals": res, "elapsed_s": round(time.time() - t_solve, 1)})
        log("outer %2d  iter %5d  max inlet change %s K  mean inlet %.2f C  energy chunk %+.1f %%, window %+.1f %%  "
            "residuals %s  (%.0f s)" % (
            outer, it_done, "  -  " if prev is None else "%.3f" % change,
            sum(inlet.values()) / max(1, len(inlet)), en["imbalance_incl_mechanical_pct"], imb,
            " ".join("%s %.1e" % (k, v) for k, v in sorted(res.items())), time.time() - t_solve))
        prev = inlet
        for r in active:
            rear_t[r["id"]] = inlet[r["id"]] + r["rise"]
        if change < args.tol and abs(imb) < args.energy_tol and it_done >= args.min_iter:
            converged = True
            break
        if it_done >= args.max_iter or time.time() - t_solve > args.time_limit:
            break
        set_rear_temperatures(case, rear_t, m.racks)
    solve_s = time.time() - t_solve
    if last_log is None:
        logs = sorted(glob.glob(os.path.join(case, "log.buoyantSimpleFoam.*")))
        last_log = os.path.basename(logs[-1]) if logs else None

    # ---- check the mass flows actually on the patches (final state)
    flow_patches = [n for n, v in roles.items() if v[0] != "wall"]
    measured = {}
    try:
        run(["postProcess", "-latestTime", "-funcs",
             "(" + " ".join("flowRatePatch(name=%s)" % n for n in flow_patches) + ")"], case, "log.flowRatePatch")
        for line in open(os.path.join(case, "log.flowRatePatch")):
            mt = re.search(r"sum\((\w+)\) of phi = ([-+0-9.eE]+)", line)
            if mt:
                measured[mt.group(1)] = float(mt.group(2))
    except SystemExit as e:
        log("flowRatePatch check failed: %s" % str(e)[:200])
    worst_flow = max((abs(abs(measured[n]) - roles[n][2]) / roles[n][2] for n in measured if roles[n][2] > 0),
                     default=None)
    if worst_flow is not None:
        log("Patch mass flows (flowRatePatch) match the targets within %.2g %%" % (100 * worst_flow))

    # ---- results
    comp_racks = {r["rack"]: r for r in compare["thermal"].get("racks", [])}
    comp_units = {u["unit"]: u for u in compare["thermal"].get("units", [])}
    t_end = int(latest_time(case)[0])
    t_avg = max(1, t_end - args.average + 1)
    out_racks = {}
    heat_in_air = 0.0
    for r in m.racks:
        entry = {"airflow_m3_s": r["airflow"], "air_heat_w": r["heat"], "door_removed_w": r["door"],
                 "rotation_deg": r["rotation"], "active": r["active"],
                 "footprint": [r["box"].x0, r["box"].x1, r["box"].y0, r["box"].y1]}
        if r["active"]:
            aa = [fo_avg(case, "aa_%s_front%d" % (r["name"], k), t_avg) - KELVIN for k in range(3)]
            fw = [fo_avg(case, "fw_%s_front%d" % (r["name"], k), t_avg) - KELVIN for k in range(3)]
            rear = fo_avg(case, "fw_%s_rear" % r["name"], t_avg) - KELVIN
            tf_fw = sum(fw) / 3.0
            entry.update({"inlet_mean_c": sum(aa) / 3.0, "inlet_bottom_c": aa[0], "inlet_middle_c": aa[1],
                          "inlet_top_c": aa[2], "inlet_mean_flux_weighted_c": tf_fw, "exhaust_c": rear,
                          "heat_to_air_simulated_w": RHO_REF * r["airflow"] * CP_AIR * (rear - tf_fw)})
            heat_in_air += entry["heat_to_air_simulated_w"]
            c = comp_racks.get(r["id"])
            if c and c.get("inlet_mean_c") is not None:
                entry["fast_inlet_mean_c"] = c["inlet_mean_c"]
                entry["fast_inlet_top_c"] = c["inlet_top_c"]
                entry["diff_mean_k"] = entry["inlet_mean_c"] - c["inlet_mean_c"]
                entry["diff_top_k"] = entry["inlet_top_c"] - c["inlet_top_c"]
        out_racks[r["id"]] = entry
    out_units = {}
    heat_at_returns = 0.0
    for u in m.units:
        e = {"type": u["type"], "airflow_m3_s": u["airflow"], "on": u["on"], "active_in_fast_model": u["active"],
             "footprint": [u["box"].x0, u["box"].x1, u["box"].y0, u["box"].y1],
             "return_flow_m3_s": flows["unit_return"].get(u["id"], 0.0),
             "face_supply_m3_s": flows["unit_supply"].get(u["id"], 0.0)}
        if u["id"] in flows["unit_return"]:
            tr = fo_avg(case, "fw_%s_return" % u["name"], t_avg) - KELVIN
            lo, hi = fo_range(case, "fw_%s_return" % u["name"], t_avg)
            e["return_c"] = tr
            e["return_range_in_window_c"] = [lo - KELVIN, hi - KELVIN]
            heat_at_returns += RHO_REF * flows["unit_return"][u["id"]] * CP_AIR * (tr - m.supply_c)
        c = comp_units.get(u["id"])
        if c:
            e["fast_return_c"] = c.get("return_c")
        out_units[u["id"]] = e
    en_final = energy(t_avg)
    imbalance = en_final["imbalance_pct"]
    diffs_m = [e["diff_mean_k"] for e in out_racks.values() if "diff_mean_k" in e]
    diffs_t = [e["diff_top_k"] for e in out_racks.values() if "diff_top_k" in e]

    def worst(v):
        return max(v, key=abs) if v else None

    result = {
        "design": os.path.abspath(args.design), "evaluation": os.path.abspath(args.eval),
        "compared_with": os.path.abspath(args.compare or args.eval), "case": case,
        "variant": {"containment": [p["id"] for p in m.pods], "failed_units": args.fail},
        "hall": {"width_m": m.W, "depth_m": m.D, "ceiling_m": m.H, "rack_height_m": m.rack_h},
        "mesh": {"cells": ncells, "grid": [g["x"]["n"], g["y"]["n"], g["z"]["n"]], "cells_before_solids": ncells_box,
                 "cell_m": args.cell, "cell_z_m": args.cell_z, "x_breaks": g["x"]["breaks"],
                 "y_breaks": g["y"]["breaks"], "z_breaks": g["z"]["breaks"], "snapped": m.snapped},
        "boundary_conditions": {
            "supply_c": m.supply_c, "crah_pool_m3_s": flows["pool"], "tile_flow_m3_s": flows["tiles"],
            "tile_area_m2": tile_area,
            "tile_velocity_m_s": flows["tiles"] / tile_area if tile_area else None,
            "pod_supply_m3_s": flows["pod_supply"], "unit_face_supply_m3_s": flows["unit_supply"],
            "mass_flow_basis": "mass flow = %.2f kg/m3 x volumetric flow on every flow patch" % RHO_REF,
            "rack_rear_c_final": {k: round(v, 3) for k, v in rear_t.items()},
            "patch_mass_flow_target_kg_s": {n: round(v[2], 6) for n, v in roles.items() if v[0] != "wall"},
            "patch_mass_flow_measured_kg_s": measured,
            "patch_mass_flow_worst_rel_error": worst_flow},
        "solver": {"application": "buoyantSimpleFoam (OpenFOAM v1912)", "turbulence": args.turbulence,
                   "iterations": t_end, "outer_iterations": outer,
                   "results_averaged_over_iterations": [t_avg, t_end], "chunk": args.chunk, "converged": converged,
                   "tolerance_k": args.tol, "final_residuals": residuals(os.path.join(case, last_log)) if last_log else {},
                   "solve_wall_clock_s": round(solve_s, 1), "total_wall_clock_s": round(time.time() - t_start, 1),
                   "history": history},
        "racks": out_racks,
        "units": out_units,
        "energy_balance": dict(en_final, rack_heat_nominal_w=heat_total,
                               note="imbalance_pct = (returns - racks) / racks, sensible heat only; "
                                    "imbalance_incl_mechanical_pct also counts the kinetic and potential energy "
                                    "the flow patches bring in or take out (buoyantSimpleFoam conserves h + K "
                                    "with a rho U.g source)"),
        "comparison": {"n": len(diffs_m),
                       "mean_abs_diff_mean_k": sum(abs(v) for v in diffs_m) / len(diffs_m) if diffs_m else None,
                       "worst_diff_mean_k": worst(diffs_m),
                       "mean_abs_diff_top_k": sum(abs(v) for v in diffs_t) / len(diffs_t) if diffs_t else None,
                       "worst_diff_top_k": worst(diffs_t)},
        "notes": m.notes,
    }
    os.makedirs(os.path.dirname(results_path), exist_ok=True)
    with open(results_path, "w") as f:
        json.dump(result, f, indent=2)

    log("")
    log("CFD vs fast model (rack inlets, C)    [%s, %d iterations, %.0f s solve]" % (
        "converged" if converged else "NOT converged", t_end, solve_s))
    log("%-8s %7s %7s %7s %7s | %7s %7s | %7s %7s" % ("rack", "cfd", "bottom", "middle", "top", "fast", "fastTop",
                                                       "dMean", "dTop"))
    for rid, e in out_racks.items():
        if "inlet_mean_c" not in e:
            log("%-8s  (no airflow)" % rid)
            continue
        log("%-8s %7.2f %7.2f %7.2f %7.2f | %7.2f %7.2f | %+7.2f %+7.2f" % (
            rid, e["inlet_mean_c"], e["inlet_bottom_c"], e["inlet_middle_c"], e["inlet_top_c"],
            e.get("fast_inlet_mean_c", float("nan")), e.get("fast_inlet_top_c", float("nan")),
            e.get("diff_mean_k", float("nan")), e.get("diff_top_k", float("nan"))))
    cmp_ = result["comparison"]
    if cmp_["n"]:
        log("mean |dMean| %.2f K, worst dMean %+.2f K; mean |dTop| %.2f K, worst dTop %+.2f K" % (
            cmp_["mean_abs_diff_mean_k"], cmp_["worst_diff_mean_k"], cmp_["mean_abs_diff_top_k"],
            cmp_["worst_diff_top_k"]))
    for uid, e in out_units.items():
        log("%-8s return %s C (fast %s C)%s" % (
            uid, "%.2f" % e["return_c"] if "return_c" in e else "  -  ",
            "%.2f" % e["fast_return_c"] if e.get("fast_return_c") is not None else "-",
            "" if e["on"] else "  [failed]"))
    log("Energy: heat into air %.1f kW, leaving at returns %.1f kW, imbalance %.2f %% (%.2f %% counting %.2f kW "
        "of kinetic + potential energy)" % (en_final["heat_into_air_w"] / 1e3, en_final["heat_leaving_at_returns_w"] / 1e3,
                                           imbalance, en_final["imbalance_incl_mechanical_pct"],
                                           en_final["mechanical_energy_in_w"] / 1e3))
    log("Cells %s, iterations %d, wall clock %.0f s. Results: %s" % (ncells, t_end, time.time() - t_start,
                                                                       results_path))


if __name__ == "__main__":
    main()
