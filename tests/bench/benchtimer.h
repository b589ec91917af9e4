#pragma once
#include <QDir>
#include <QElapsedTimer>
#include <QString>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace dcs::bench {

// The project a benchmark runs on: the first argument, or the stress-16k sample.
inline QString projectPath(int argc, char **argv)
{
    return argc > 1 ? QString::fromLocal8Bit(argv[1])
                    : QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/stress-16k.json"));
}

// Runs `work` `runs` times and prints the median and the fastest wall-clock time. Medians,
// not means: one slow run (page cache, scheduler) must not move the figure.
inline double report(const char *name, int runs, const std::function<void()> &work)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        work();
        ms.push_back(t.nsecsElapsed() / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    const double median = ms[ms.size() / 2];
    std::printf("%-40s median %9.2f ms   min %9.2f ms   (%d runs)\n", name, median, ms.front(), runs);
    std::fflush(stdout);
    return median;
}

} // namespace dcs::bench
