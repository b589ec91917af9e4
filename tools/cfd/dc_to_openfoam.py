#!/usr/bin/env python3
"""Turn a DC Studio design into an OpenFOAM (v1912) buoyantSimpleFoam case, run it and
write per-rack inlet temperatures for comparison with DC Studio's fast zonal thermal model.

Standard library only.  Typical use:

    python3 dc_to_openfoam.py small.json --eval small.eval.json \
        --case cases/small --results results/small.json

See README.md next to this file for the boundary conditions and the known limits.
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import time

from cfd_common import CP_AIR, DEFAULT_CATALOG, KELVIN, RHO_REF, fmt, log
from cfd_design import allocate_flows, build_model, load_catalog
from cfd_mesh import CREATE_BAFFLES, block_mesh_dict, build_grid, cells_in, create_patch_dict, mesh_cells, patch_plan, read_boundary, topo_containment, topo_patches, topo_solid
from cfd_casefiles import FV_SCHEMES, FV_SOLUTION, THERMO, TURBULENCE, control_dict, field_files, functions_dict, write
from cfd_run import fo_avg, fo_range, latest_time, list_times, residuals, run, set_rear_temperatures


# --------------------------------------------------------------------------- main

def parse_args():
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
    return args


def rear_temperatures(m, active):
    """The racks' rear (exhaust) inlet temperatures to start from: the fast model's exhaust, or
    the supply plus the rack's rise; each rack's rise is kept in r["rise"] for the coupling."""
    rear_t = {}
    for r in active:
        ex = r["fast"].get("exhaust_c")
        rise = (r["heat"] - r["door"]) / (RHO_REF * CP_AIR * r["airflow"])
        rear_t[r["id"]] = float(ex) if ex is not None else m.supply_c + rise
        r["rise"] = rise
    return rear_t


def write_and_mesh(case, m, g, plan, args):
    """A new case directory: the dictionaries, then blockMesh, the solids cut out, containment
    baffles and the flow patches."""
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


def patch_roles(m, g, plan, boundary):
    """Per patch of the mesh: (role, info with its area and height, fixed mass flow kg/s); the
    patches the plan did not make are walls. Checks the face counts against the grid and that the
    fixed flows balance."""
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
    return roles


def tile_area(plan, g):
    """The perforated tiles' area on the grid (for the report)."""
    gx, gy = g["x"]["lines"], g["y"]["lines"]
    area = 0.0
    tile_cells = set()
    for name, role, boxes, info in plan:
        if role == "tiles" and name == "tiles":
            for b in boxes:
                for i in cells_in(gx, b.x0, b.x1):
                    for j in cells_in(gy, b.y0, b.y1):
                        tile_cells.add((i, j))
    for i, j in tile_cells:
        area += (gx[i + 1] - gx[i]) * (gy[j + 1] - gy[j])
    return area


def write_fields(case, m, roles, rear_t, flows, heat_total, args):
    """The initial fields, the function objects and (by default) a stratified start."""
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


def energy_balance(case, m, roles, active, t_from):
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


def solve(case, m, roles, active, rear_t, args):
    """Outer iterations: solve a chunk, read the racks' front faces, set their rear inlets to
    front + rise; stop when no inlet moves more than --tol K and the energy balances (or at the
    limits). Returns the run's record."""
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
        en = energy_balance(case, m, roles, active, t_from)
        # the stop test uses the balance over the reporting window (last --average iterations),
        # so that the numbers written out satisfy it
        en_win = energy_balance(case, m, roles, active, max(1, it_done - args.average + 1))
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
    return {"history": history, "converged": converged, "outer": outer, "last_log": last_log, "solve_s": solve_s}


def measure_patch_flows(case, roles):
    """The mass flows actually on the flow patches at the final time (flowRatePatch), and the
    worst relative error against their targets."""
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
    return measured, worst_flow


def rack_results(case, m, compare, t_avg):
    """Per rack: its inlets by thirds of its height and its exhaust, averaged from t_avg on, and
    the differences to the fast model's figures in `compare`."""
    comp_racks = {r["rack"]: r for r in compare["thermal"].get("racks", [])}
    out_racks = {}
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
            c = comp_racks.get(r["id"])
            if c and c.get("inlet_mean_c") is not None:
                entry["fast_inlet_mean_c"] = c["inlet_mean_c"]
                entry["fast_inlet_top_c"] = c["inlet_top_c"]
                entry["diff_mean_k"] = entry["inlet_mean_c"] - c["inlet_mean_c"]
                entry["diff_top_k"] = entry["inlet_top_c"] - c["inlet_top_c"]
        out_racks[r["id"]] = entry
    return out_racks


def unit_results(case, m, flows, compare, t_avg):
    """Per air unit: its return temperature (and its range over the window) against the fast model's."""
    comp_units = {u["unit"]: u for u in compare["thermal"].get("units", [])}
    out_units = {}
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
        c = comp_units.get(u["id"])
        if c:
            e["fast_return_c"] = c.get("return_c")
        out_units[u["id"]] = e
    return out_units


def worst(v):
    return max(v, key=abs) if v else None


def print_comparison(result, converged, t_end, solve_s):
    """The rack-by-rack table, the errors, the units' returns and the energy balance, on stdout."""
    out_racks, out_units, en_final = result["racks"], result["units"], result["energy_balance"]
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
                                           en_final["imbalance_pct"], en_final["imbalance_incl_mechanical_pct"],
                                           en_final["mechanical_energy_in_w"] / 1e3))


def main():
    args = parse_args()
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
    rear_t = rear_temperatures(m, active)
    if not args.keep:
        write_and_mesh(case, m, g, plan, args)
    boundary = read_boundary(case)
    ncells = mesh_cells(case)
    log("Mesh: %s cells, %d patches" % (ncells, len(boundary)))
    roles = patch_roles(m, g, plan, boundary)
    tiles_m2 = tile_area(plan, g)
    if not args.keep:
        write_fields(case, m, roles, rear_t, flows, heat_total, args)
    if args.setup_only:
        log("Case written to %s (--setup-only)." % case)
        return

    run_record = solve(case, m, roles, active, rear_t, args)
    converged, solve_s, last_log = run_record["converged"], run_record["solve_s"], run_record["last_log"]
    measured, worst_flow = measure_patch_flows(case, roles)

    t_end = int(latest_time(case)[0])
    t_avg = max(1, t_end - args.average + 1)
    out_racks = rack_results(case, m, compare, t_avg)
    out_units = unit_results(case, m, flows, compare, t_avg)
    en_final = energy_balance(case, m, roles, active, t_avg)
    diffs_m = [e["diff_mean_k"] for e in out_racks.values() if "diff_mean_k" in e]
    diffs_t = [e["diff_top_k"] for e in out_racks.values() if "diff_top_k" in e]
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
            "tile_area_m2": tiles_m2,
            "tile_velocity_m_s": flows["tiles"] / tiles_m2 if tiles_m2 else None,
            "pod_supply_m3_s": flows["pod_supply"], "unit_face_supply_m3_s": flows["unit_supply"],
            "mass_flow_basis": "mass flow = %.2f kg/m3 x volumetric flow on every flow patch" % RHO_REF,
            "rack_rear_c_final": {k: round(v, 3) for k, v in rear_t.items()},
            "patch_mass_flow_target_kg_s": {n: round(v[2], 6) for n, v in roles.items() if v[0] != "wall"},
            "patch_mass_flow_measured_kg_s": measured,
            "patch_mass_flow_worst_rel_error": worst_flow},
        "solver": {"application": "buoyantSimpleFoam (OpenFOAM v1912)", "turbulence": args.turbulence,
                   "iterations": t_end, "outer_iterations": run_record["outer"],
                   "results_averaged_over_iterations": [t_avg, t_end], "chunk": args.chunk, "converged": converged,
                   "tolerance_k": args.tol, "final_residuals": residuals(os.path.join(case, last_log)) if last_log else {},
                   "solve_wall_clock_s": round(solve_s, 1), "total_wall_clock_s": round(time.time() - t_start, 1),
                   "history": run_record["history"]},
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

    print_comparison(result, converged, t_end, solve_s)
    log("Cells %s, iterations %d, wall clock %.0f s. Results: %s" % (ncells, t_end, time.time() - t_start,
                                                                       results_path))


if __name__ == "__main__":
    main()
