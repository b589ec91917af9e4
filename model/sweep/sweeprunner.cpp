#include "sweeprunner.h"
#include "analysis/analyzer.h"
#include "analysis/headlinefigures.h"
#include "sweepvariants.h"
#include <QThread>
#include <QThreadPool>
#include <condition_variable>
#include <exception>
#include <map>
#include <mutex>

namespace dcs {

SweepRow SweepRunner::evaluate(const SweepVariants &variants, std::uint64_t index)
{
    SweepRow row;
    row.variant = index;
    row.values = variants.plan().valuesOf(index);
    try {
        SweepVariants::Variant v = variants.build(index);
        if (!v.project) {
            row.error = v.error;
            return row;
        }
        const Analysis analysis = Analyzer::run(*v.project, v.catalog);
        row.figures = HeadlineFigures::of(analysis);
        row.ok = true;
    } catch (const std::exception &e) {
        // Engines do not throw by design; if one does (memory), the sweep keeps going.
        row.error = std::string("evaluation failed: ") + e.what();
    } catch (...) {
        row.error = "evaluation failed";
    }
    return row;
}

void SweepRunner::run(const SweepVariants &variants, std::uint64_t begin, std::uint64_t end, int threads,
                      const RowSink &sink, const Progress &progress)
{
    if (end <= begin)
        return;
    const int workers = std::max(1, threads > 0 ? threads : QThread::idealThreadCount());
    // Workers run ahead of the writer by at most this many rows: a slow variant holds back the
    // output, not the memory (100,000 finished rows waiting for one).
    const std::uint64_t window = std::uint64_t(workers) * 64;
    std::mutex mutex;
    std::condition_variable changed;
    std::map<std::uint64_t, SweepRow> finished;
    std::uint64_t next = begin, written = begin;
    bool stop = false;

    QThreadPool pool;
    pool.setMaxThreadCount(workers);
    for (int w = 0; w < workers; ++w)
        pool.start([&] {
            for (;;) {
                std::uint64_t index;
                {
                    std::unique_lock lock(mutex);
                    changed.wait(lock, [&] { return stop || next >= end || next < written + window; });
                    if (stop || next >= end)
                        return;
                    index = next++;
                }
                SweepRow row = evaluate(variants, index);
                {
                    std::lock_guard lock(mutex);
                    finished.emplace(index, std::move(row));
                }
                changed.notify_all();
            }
        });
    try {
        while (written < end) {
            SweepRow row;
            {
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] { return finished.count(written) > 0; });
                auto it = finished.find(written);
                row = std::move(it->second);
                finished.erase(it);
                ++written;
            }
            changed.notify_all();  // a worker waiting on the window may go on
            sink(row);
            if (progress)
                progress(written - begin, end - begin);
        }
    } catch (...) {
        // The sink failed (a full disk): let the workers finish their variant and stop.
        {
            std::lock_guard lock(mutex);
            stop = true;
        }
        changed.notify_all();
        pool.waitForDone();
        throw;
    }
    pool.waitForDone();
}

} // namespace dcs
