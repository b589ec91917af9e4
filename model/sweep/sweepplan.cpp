#include "sweepplan.h"
#include <charconv>

namespace dcs {

std::uint64_t SweepPlan::count() const
{
    std::uint64_t n = 1;
    for (const SweepAxis &a : axes) {
        const std::uint64_t k = a.values.size();
        if (k == 0 || n > kMaxVariants / k)
            return 0;
        n *= k;
    }
    return n;
}

bool SweepPlan::usesGenerator() const
{
    for (const SweepAxis &a : axes)
        if (a.generator)
            return true;
    return false;
}

std::vector<std::string> SweepPlan::valuesOf(std::uint64_t index) const
{
    std::vector<std::string> values(axes.size());
    for (size_t i = axes.size(); i-- > 0;) {
        const std::uint64_t k = axes[i].values.size();
        values[i] = axes[i].values[index % k];
        index /= k;
    }
    return values;
}

std::string SweepPlan::parseShard(const std::string &text, Shard &out)
{
    const size_t slash = text.find('/');
    const auto number = [](const std::string &s, std::uint64_t &v) {
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        return !s.empty() && ec == std::errc() && end == s.data() + s.size();
    };
    if (slash == std::string::npos || !number(text.substr(0, slash), out.index) || !number(text.substr(slash + 1), out.count))
        return "expects I/N, e.g. 3/10 for the third of ten parts.";
    if (out.count < 1 || out.index < 1 || out.index > out.count)
        return "part " + std::to_string(out.index) + " of " + std::to_string(out.count)
               + " does not exist; I runs from 1 to N (SLURM_ARRAY_TASK_ID is often 0-based: add 1).";
    return {};
}

std::pair<std::uint64_t, std::uint64_t> SweepPlan::range(std::uint64_t variants, Shard shard)
{
    // floor(variants x i / n), without overflow however large n is.
    const auto at = [&](std::uint64_t i) {
        const std::uint64_t q = variants / shard.count, r = variants % shard.count;
        return q * i + std::uint64_t((unsigned __int128)r * i / shard.count);
    };
    return {at(shard.index - 1), at(shard.index)};
}

} // namespace dcs
