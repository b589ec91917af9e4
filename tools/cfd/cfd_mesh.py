"""The structured grid, blockMesh, topoSet and patch dictionaries of the case."""

import math
import os
import re

from cfd_common import EPS, fmt
from cfd_design import Box


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
