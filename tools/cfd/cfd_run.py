"""Running the OpenFOAM tools and reading their function-object output."""

import glob
import os
import re
import subprocess
import time

from cfd_common import FOAM_ENV, KELVIN, fmt


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
