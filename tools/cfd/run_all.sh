#!/bin/sh
# Reproduce the whole study (about 20-35 minutes on one core) in a work directory (default
# ./cfd-study, or $1), with the studio built in build/ (./dcstudio.sh build).
set -e
TOOLS="$(cd "$(dirname "$0")" && pwd)"
DC="$TOOLS/../../build/app/dcstudio"
WORK="${1:-cfd-study}"
mkdir -p "$WORK"
cd "$WORK"
$DC generate --system dgx-h100 --nodes 16 --cooling air --rack-kw 25 --fabric none -o small.json
$DC evaluate small.json --json > small.eval.json
python3 "$TOOLS/make_variants.py" small.json CRAH-01
$DC evaluate small-cc.json --json > small-cc.eval.json
$DC evaluate small-nocrah01.json --json > small-nocrah01.eval.json
mkdir -p logs results
# base case
timeout 2400 python3 "$TOOLS/dc_to_openfoam.py" small.json --eval small.eval.json \
    --case cases/small --results results/small.json | tee logs/small.run.log
# (a) cold-aisle containment
timeout 2400 python3 "$TOOLS/dc_to_openfoam.py" small-cc.json --eval small-cc.eval.json \
    --case cases/small-cc --results results/small-cc.json | tee logs/small-cc.run.log
# (b) CRAH-01 failed (compared with the fast model run on the hall without CRAH-01)
timeout 2400 python3 "$TOOLS/dc_to_openfoam.py" small.json --eval small.eval.json --fail CRAH-01 \
    --compare small-nocrah01.eval.json \
    --case cases/small-fail-crah01 --results results/small-fail-crah01.json | tee logs/small-fail-crah01.run.log
