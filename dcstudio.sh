#!/usr/bin/env bash
# DC Studio set-up: installs what is missing (Debian 12), builds, then runs or tests.
#   ./dcstudio.sh run [ARGS...]   build the studio only and open it (headless: screenshot + evaluation)
#   ./dcstudio.sh test            build and run the whole test suite (exit code = verdict)
#   ./dcstudio.sh build           install and build the studio and the tests
#   ./dcstudio.sh bench [NAME...] build the benchmarks and run them (all, or the named ones)
#   ./dcstudio.sh test --sanitize the whole suite built with AddressSanitizer + UBSan (clang, build-sanitize)
#   ./dcstudio.sh fuzz [SECONDS]  libFuzzer on the project reader and --set parsing (clang, build-fuzz)
#   ./dcstudio.sh package         the Debian package dcstudio_VERSION_ARCH.deb (build-package), checked
set -euo pipefail
cd "$(dirname "$0")"

# ccache: every build goes through it when it is installed (cmake/BuildSpeed.cmake), so a
# rebuild, another build folder or a clean clone elsewhere reuses what was compiled before.
PACKAGES=(cmake ninja-build g++ pkg-config ccache
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-qpa-plugins libgl1-mesa-dev
  nlohmann-json3-dev libeigen3-dev libyaml-cpp-dev fonts-dejavu-core fontconfig poppler-utils)
BUILD_DIR=${DCS_BUILD_DIR:-build}
# Only the tests need these: test_package_mime builds a MIME database with our type and asks
# GLib's gio what a double-click would open (it skips, saying so, where they are missing).
TEST_TOOLS=(shared-mime-info libglib2.0-bin)

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

# configure [CMAKE OPTIONS...]: the normal build folder (benchmarks off unless asked).
configure() {
  install_missing
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDCS_BENCHMARKS=OFF "$@" >/dev/null
}

# build [TARGET...]: everything (studio and tests) or only the named targets. `run` asks for the
# studio alone: a new user waits for the 40 % of the tree it needs, not for the tests.
build() {
  configure
  local targets=()
  (($#)) && targets=(--target "$@")
  cmake --build "$BUILD_DIR" --parallel "$(nproc)" "${targets[@]}"
}

# The benchmarks of tests/bench (README, "Performance"): built in the normal folder, then run
# one after the other; each prints its medians. `bench --build-only` compiles them (CI does, so
# they never rot) and runs none.
bench() {
  configure -DDCS_BENCHMARKS=ON
  cmake --build "$BUILD_DIR" --parallel "$(nproc)" --target dcs_benchmarks
  [[ ${1:-} == --build-only ]] && return 0
  local names=("$@") name
  # The executables only: moc's bench_*_autogen folders sit beside them.
  ((${#names[@]})) || mapfile -t names < <(cd "$BUILD_DIR/tests/bench" && find . -maxdepth 1 -type f -name 'bench_*' -perm -u+x -printf '%f\n' | sort)
  for name in "${names[@]}"; do
    echo "== $name"
    "$BUILD_DIR/tests/bench/$name"
  done
}

has_display() { [[ -n ${DISPLAY:-}${WAYLAND_DISPLAY:-} ]]; }

# AddressSanitizer + UndefinedBehaviorSanitizer: any report fails the test that triggered it.
# Built with clang and linked with lld (issue 29): the tree compiled in 581 s where GCC took about
# 870, and lld links an instrumented test 4x faster than ld.bfd. -O1 keeps the build and the run
# affordable (CI: 2 cores); leaks inside system libraries (fontconfig, the Qt platform plugin)
# are not ours and are suppressed by name in tests/sanitize/lsan.supp.
CLANG_PACKAGES=(clang libclang-rt-14-dev lld)
SANITIZE_FLAGS="-O1 -g1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined"
sanitize_test() {
  PACKAGES+=("${CLANG_PACKAGES[@]}")
  install_missing
  BUILD_DIR=${DCS_BUILD_DIR:-build-sanitize}
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Sanitize -DCMAKE_CXX_FLAGS="$SANITIZE_FLAGS" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" -DDCS_BENCHMARKS=OFF >/dev/null
  cmake --build "$BUILD_DIR" --parallel "$(nproc)"
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=0
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  export LSAN_OPTIONS=suppressions=$(pwd)/tests/sanitize/lsan.supp:print_suppressions=0
  ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(nproc)" --timeout 1500
}

# libFuzzer needs clang; only this command installs it, the normal build does not need it. The
# whole tree is configured with clang in its own build folder, the model instrumented for
# coverage, AddressSanitizer and UBSan; only the fuzz targets (fuzz/) are built, one per input of
# the command line: the project reader, --set, check/evaluate/compare --json, a NetBox device
# type, sweep-merge parts. Seeds: the small designs of fuzz/corpus, the --set lines of
# fuzz/set-corpus, the YAML of fuzz/device-type-corpus, the CSV of fuzz/sweep-corpus, plus every
# input that ever failed (tests/data/fuzz/); each has a dictionary of its format's keys.
# Any crash, leak, timeout or out-of-memory fails the run and leaves the input in build-fuzz/findings.
fuzz() {
  local seconds=${1:-60}
  PACKAGES+=("${CLANG_PACKAGES[@]}")
  install_missing
  local dir=${DCS_FUZZ_DIR:-build-fuzz}
  local flags="-O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined"
  # Without precompiled headers and unity batches: the one build that proves every file of the
  # model's lower layers includes what it uses (cmake/BuildSpeed.cmake).
  CXX=clang++ cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Fuzz -DDCS_FUZZ=ON -DCMAKE_CXX_FLAGS="$flags" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" -DDCS_PCH=OFF -DDCS_UNITY=OFF >/dev/null
  # target:seeds:dictionary:replayed inputs (tests/data/fuzz/<input>/, every input that ever failed)
  local targets=(
    "fuzz_project_reader:fuzz/corpus:fuzz/project.dict:tests/data/fuzz"
    "fuzz_set_override:fuzz/set-corpus:fuzz/project.dict:tests/data/fuzz"
    "fuzz_cli_outputs:fuzz/corpus:fuzz/project.dict:tests/data/fuzz/cli-outputs"
    "fuzz_device_type_import:fuzz/device-type-corpus:fuzz/device-type.dict:tests/data/fuzz/device-type-import"
    "fuzz_sweep_merge:fuzz/sweep-corpus:fuzz/csv.dict:tests/data/fuzz/sweep-merge"
    "fuzz_epw_import:fuzz/epw-corpus:fuzz/epw.dict:tests/data/fuzz/epw-import")
  local names=() entry
  for entry in "${targets[@]}"; do names+=("${entry%%:*}"); done
  cmake --build "$dir" --parallel "$(nproc)" --target "${names[@]}"
  mkdir -p "$dir/findings"
  # One fuzzer per core at a time (libFuzzer runs on one thread): each target still gets its
  # full time, and on CI's 2 cores the six runs take three slots of time instead of six.
  local status=0 target seeds dict replay running=0
  for entry in "${targets[@]}"; do
    IFS=: read -r target seeds dict replay <<<"$entry"
    local corpus="$dir/corpus-$target"
    mkdir -p "$corpus"
    echo "dcstudio.sh: fuzzing $target for $seconds s"
    # The first folder collects what the run finds interesting; the others are read-only seeds.
    ASAN_OPTIONS=detect_leaks=1 "$dir/fuzz/$target" "$corpus" "$seeds" "$replay" \
      -dict="$dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
      -print_final_stats=1 -artifact_prefix="$dir/findings/$target-" >"$dir/$target.log" 2>&1 &
    running=$((running + 1))
    if ((running >= $(nproc))); then
      wait -n || status=1
      running=$((running - 1))
    fi
  done
  while ((running > 0)); do
    wait -n || status=1
    running=$((running - 1))
  done
  for entry in "${targets[@]}"; do
    target=${entry%%:*}
    echo "== $target"
    grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ *DONE)|ERROR|SUMMARY" "$dir/$target.log" || true
  done
  if ((status)); then
    echo "dcstudio.sh: the fuzzer found a problem; the input is in $dir/findings (log: $dir/*.log)" >&2
  fi
  return $status
}

# The Debian package (cmake/Packaging.cmake, packaging/). Its own build folder unless
# DCS_BUILD_DIR names one (CI packages the build it has just tested, so nothing is compiled
# twice); only the studio and the packaged files (man page, changelog) are built. Then the
# checks a distribution would make: desktop-file-validate on the menu entry and lintian on the
# .deb; an error of either fails (lintian's warnings are listed in README, "Install as a
# package"). dpkg-dev gives dpkg-shlibdeps, which fills Depends from the binary's libraries.
PACKAGE_TOOLS=(dpkg-dev lintian desktop-file-utils)
package() {
  PACKAGES+=("${PACKAGE_TOOLS[@]}")
  install_missing
  local dir=${DCS_BUILD_DIR:-build-package}
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDCS_BENCHMARKS=OFF >/dev/null
  cmake --build "$dir" --parallel "$(nproc)" --target dcstudio dcs_package_files
  local log="$dir/cpack.log"
  if ! (cd "$dir" && cpack -G DEB) >"$log" 2>&1; then
    cat "$log" >&2
    echo "dcstudio.sh: cpack failed (log: $log)" >&2
    return 1
  fi
  local deb
  deb=$(sed -n 's/^CPack: - package: \(.*\.deb\) generated\.$/\1/p' "$log")
  [[ -f $deb ]] || { cat "$log" >&2; echo "dcstudio.sh: cpack named no .deb (log: $log)" >&2; return 1; }
  desktop-file-validate packaging/dcstudio.desktop
  echo "dcstudio.sh: lintian $deb"
  # --fail-on error: warnings are reported, not fatal. Lintian warns when run as root; CI is.
  local report status=0
  report=$(lintian --fail-on error --tag-display-limit 0 --display-info "$deb" 2>&1) || status=$?
  printf '%s\n' "$report" | grep -v "running with root privileges" || true
  ((status == 0)) || { echo "dcstudio.sh: lintian found errors in $deb" >&2; return 1; }
  echo "dcstudio.sh: package $(du -k "$deb" | cut -f1) KiB, install with: apt install $deb"
  echo "$deb"
}

case ${1:-run} in
  build) build ;;
  bench) shift; bench "$@" ;;
  test)
    PACKAGES+=("${TEST_TOOLS[@]}")
    if [[ ${2:-} == --sanitize ]]; then
      sanitize_test
    else
      build
      ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(nproc)"
    fi
    ;;
  fuzz) fuzz "${2:-60}" ;;
  package) package ;;
  run)
    shift || true
    build dcstudio
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
  *) echo "usage: $0 run|test [--sanitize]|build|bench [NAME...|--build-only]|fuzz [SECONDS]|package" >&2; exit 2 ;;
esac
