"""Constants and small helpers shared by the CFD study scripts."""

import os
import re


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
