#!/usr/bin/env bash
# Renders the hicolor PNG icons from dcstudio.svg (rsvg-convert, Debian package librsvg2-bin).
# The PNGs are committed, so building the package needs no SVG renderer; run this after
# changing the SVG.
set -euo pipefail
cd "$(dirname "$0")"
for size in 16 24 32 48 64 128 256; do
  mkdir -p "hicolor/${size}x${size}/apps"
  rsvg-convert --width "$size" --height "$size" dcstudio.svg -o "hicolor/${size}x${size}/apps/dcstudio.png"
done
