// Precompiled for every model library (cmake/BuildSpeed.cmake): the standard and nlohmann
// headers most of them include. Only headers from outside the project belong here, so an edit
// of ours never invalidates it. No Qt header: the engines are free of Qt, and Qt's keyword
// macros (emit, slots, signals) would silently rewrite their code. A file still includes what
// it uses: the build with -DDCS_PCH=OFF (the fuzz step of CI) proves it.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>
#include <nlohmann/json.hpp>
