#!/usr/bin/env bash
# DC Studio set-up: installs what is missing (Debian 12), builds, then runs or tests.
#   ./dcstudio.sh run [ARGS...]   build and open the studio (headless: screenshot + evaluation)
#   ./dcstudio.sh test            build and run the whole test suite (exit code = verdict)
#   ./dcstudio.sh build           install and build only
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-qpa-plugins libgl1-mesa-dev
  nlohmann-json3-dev libeigen3-dev fonts-dejavu-core fontconfig poppler-utils)
BUILD_DIR=${DCS_BUILD_DIR:-build}

install_missing() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  ((${#missing[@]})) || return 0
  echo "dcstudio.sh: installing ${missing[*]}"
  local sudo=()
  [[ $(id -u) -eq 0 ]] || sudo=(sudo)
  "${sudo[@]}" apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
}

build() {
  install_missing
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}

has_display() { [[ -n ${DISPLAY:-}${WAYLAND_DISPLAY:-} ]]; }

case ${1:-run} in
  build) build ;;
  test)
    build
    ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(nproc)"
    ;;
  run)
    shift || true
    build
    if has_display; then
      exec "$BUILD_DIR/app/dcstudio" "$@"
    fi
    mkdir -p out
    "$BUILD_DIR/app/dcstudio" --screenshot out/sample-design.png "$@"
    "$BUILD_DIR/app/dcstudio" evaluate "${1:-projects/superpod-h100-air.json}" > out/sample-evaluation.json
    "$BUILD_DIR/app/dcstudio" report "${1:-projects/superpod-h100-air.json}" -o out/sample-report.pdf > /dev/null
    echo "No display here, so DC Studio ran headless on the sample design:"
    echo "  $(pwd)/out/sample-design.png        the studio window with the design"
    echo "  $(pwd)/out/sample-evaluation.json   the evaluation (dcstudio evaluate)"
    echo "  $(pwd)/out/sample-report.pdf        the PDF design report (dcstudio report)"
    ;;
  *) echo "usage: $0 run|test|build" >&2; exit 2 ;;
esac
