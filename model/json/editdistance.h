#pragma once
#include <cstddef>
#include <string_view>

namespace dcs {

// How many one-character slips turn `a` into `b`: the optimal string alignment distance
// (insertions, deletions, substitutions and swaps of two neighbouring characters each count one),
// ignoring ASCII case. It ranks the suggestions of "did you mean" messages: an unknown catalog id
// ("dgx-h10" -> "dgx-h100") and an unknown file key ("tpye" -> "type"). Returns limit + 1 as soon
// as the distance must exceed `limit`, so a huge id or key in a hostile file costs little.
size_t editDistance(std::string_view a, std::string_view b, size_t limit);

} // namespace dcs
