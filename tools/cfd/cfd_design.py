"""A DC Studio design as boxes, faces and fixed flows (the CFD case's model)."""

import glob
import json
import os

from cfd_common import EPS, log, sane


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
