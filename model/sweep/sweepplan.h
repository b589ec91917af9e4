#pragma once
#include "sweepaxis.h"
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace dcs {

// The variants of a sweep (docs/sweep.md): every combination of the axes' values, numbered
// 0..count()-1 like nested loops with the first --vary outermost and the last one fastest,
// so variant numbers do not depend on how the sweep is split over machines.
class SweepPlan
{
public:
    std::vector<SweepAxis> axes;

    // A sweep larger than this is refused: its variant numbers must stay exact in a double
    // (JSON, spreadsheets) and no one evaluates 10^12 designs.
    static constexpr std::uint64_t kMaxVariants = 1'000'000'000'000ULL;

    // 1 with no axes (the base alone); 0 when the product exceeds kMaxVariants.
    std::uint64_t count() const;
    bool usesGenerator() const;

    // The value of each axis for variant `index`, in axis order.
    std::vector<std::string> valuesOf(std::uint64_t index) const;

    // `--shard i/n`: part i (1-based) of n is the contiguous range [begin, end) of variants, with
    // the parts' sizes differing by at most one; part 1 starts at 0, part n ends at count().
    // Contiguous, so the parts written one after another are the whole sweep in order.
    struct Shard {
        std::uint64_t index = 1, count = 1;
    };
    static std::string parseShard(const std::string &text, Shard &out);  // empty or why not
    static std::pair<std::uint64_t, std::uint64_t> range(std::uint64_t variants, Shard shard);
};

} // namespace dcs
