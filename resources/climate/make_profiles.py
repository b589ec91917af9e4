#!/usr/bin/env python3
"""Builds resources/climate/<id>.json from ../shared/data/climate-normals.json (run once; the
JSON files are committed). Carries each location's station, period, source and caveats along.

- mean_c: the source's monthly mean (read or derived (max+min)/2, as the source notes say).
- daily_range_k: mean daily maximum - mean daily minimum.
- rh_pct: the source's monthly mean relative humidity where given. Where it is missing, an
  ESTIMATE: dew point = mean daily minimum temperature (FAO Irrigation and Drainage Paper 56,
  Allen et al. 1998, eq. 48: e_a = e°(T_min)), RH = 100 e°(T_min) / e°(T_mean), with
  e°(T) = 0.6108 exp(17.27 T / (T + 237.3)) kPa (FAO-56 eq. 11). rh_estimated is then true.
"""
import json, math, os, re, sys

SRC = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '../../../shared/data/climate-normals.json')
OUT = os.path.dirname(os.path.abspath(__file__))

IDS = {
    'Ashburn': ('ashburn-va', ['ashburn', 'virginia', ', va', 'loudoun', 'washington']),
    'Dallas': ('dallas-tx', ['dallas', 'fort worth', 'texas', ', tx']),
    'Phoenix': ('phoenix-az', ['phoenix', 'arizona', ', az', 'mesa']),
    'Portland': ('portland-or', ['portland', 'hillsboro', 'oregon', ', or']),
    'Dublin': ('dublin', ['dublin', 'ireland']),
    'Frankfurt': ('frankfurt', ['frankfurt', 'germany']),
    'Stockholm': ('stockholm', ['stockholm', 'sweden']),
    'Singapore': ('singapore', ['singapore']),
    'Tokyo': ('tokyo', ['tokyo', 'japan']),
    'Beijing': ('beijing', ['beijing']),
    'Shanghai': ('shanghai', ['shanghai']),
    'Sydney': ('sydney', ['sydney', 'australia']),
}

def es(t):
    return 0.6108 * math.exp(17.27 * t / (t + 237.3))

data = json.load(open(SRC))
for loc in data['locations']:
    key = next(k for k in IDS if loc['name'].startswith(k))
    pid, match = IDS[key]
    rh = loc['rh_pct']
    estimated = any(v is None for v in rh)
    if estimated:
        rh = [round(100 * es(tmin) / es(tm), 1) for tmin, tm in zip(loc['mean_min_c'], loc['mean_c'])]
    prof = {
        'id': pid,
        'name': re.sub(r'\s*\(.*\)$', '', loc['name']),
        'match': match,
        'station': loc['station'],
        'period': loc['period'],
        'source': loc['source'],
        'caveats': loc['notes'],
        'mean_c': loc['mean_c'],
        'daily_range_k': [round(a - b, 2) for a, b in zip(loc['mean_max_c'], loc['mean_min_c'])],
        'rh_pct': rh,
        'rh_estimated': estimated,
    }
    if estimated:
        prof['rh_method'] = ('ESTIMATE (source has no monthly RH): dew point = mean daily minimum '
                             '(FAO-56 eq. 48), RH = 100 e(Tmin)/e(Tmean) (FAO-56 eq. 11).')
    # ASHRAE design conditions (issue 34) are not in the normals: keep those the file has, with
    # their sources (docs/cooling.md, "Design conditions").
    path = os.path.join(OUT, pid + '.json')
    if os.path.exists(path):
        kept = json.load(open(path)).get('design_conditions')
        if kept:
            prof['design_conditions'] = kept
    with open(path, 'w') as f:
        json.dump(prof, f, indent=1, ensure_ascii=False)
        f.write('\n')
    print(pid, estimated, rh)
