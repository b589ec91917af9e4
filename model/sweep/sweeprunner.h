#pragma once
#include "sweeprow.h"
#include <cstdint>
#include <functional>

namespace dcs {

class SweepVariants;

// Evaluates variants [begin, end) of a sweep on a pool of threads, each with the full
// Analyzer::run, and hands the rows back in variant order on the calling thread, so output
// written as rows arrive is the same whatever the thread count. A variant that cannot be made
// or evaluated is a row with its error; the sweep goes on.
class SweepRunner
{
public:
    using RowSink = std::function<void(const SweepRow &row)>;
    using Progress = std::function<void(std::uint64_t done, std::uint64_t total)>;

    // `threads` <= 0: one per core (QThread::idealThreadCount).
    static void run(const SweepVariants &variants, std::uint64_t begin, std::uint64_t end, int threads,
                    const RowSink &sink, const Progress &progress = {});

    // One variant, on the calling thread (run() uses it; tests compare against it).
    static SweepRow evaluate(const SweepVariants &variants, std::uint64_t index);
};

} // namespace dcs
