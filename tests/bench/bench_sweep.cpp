// `dcstudio sweep` throughput (issue 18): variants per second, on one thread and on every core,
// on superpod-h100-air (1,024 GPUs) and stress-16k (16,384 GPUs). Each variant is made as the
// command makes it (the base document with the variant's --set values, read back through the
// reader) and evaluated with the full Analyzer::run; the time to make a variant is printed on
// its own so the share of the reader is visible.
#include "benchtimer.h"
#include "catalog/catalog.h"
#include "io/projectreader.h"
#include "sweep/sweeprunner.h"
#include "sweep/sweepvariants.h"
#include <QCoreApplication>
#include <QDir>
#include <QThread>

namespace {

void benchOne(const char *sample, const std::vector<std::string> &vary, int runs)
{
    const QString path = QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/%1.json").arg(QLatin1String(sample)));
    nlohmann::json doc;
    std::string text;
    if (!dcs::ProjectReader::parseFile(path, sample, doc, text).empty())
        qFatal("cannot read %s", qPrintable(path));
    const dcs::ReadResult base = dcs::ProjectReader::readText(text, sample, dcs::Catalog::builtIn());
    dcs::SweepPlan plan;
    for (const std::string &v : vary) {
        dcs::SweepAxis axis;
        if (!dcs::SweepAxis::parse(v, axis).empty())
            qFatal("bad --vary %s", v.c_str());
        plan.axes.push_back(axis);
    }
    const dcs::SweepVariants variants(doc, *base.project, plan, {}, sample);
    const std::uint64_t n = plan.count();
    std::printf("%s: %llu variants\n", sample, (unsigned long long)n);
    char name[120];
    std::snprintf(name, sizeof name, "  make one variant (set + read)");
    dcs::bench::report(name, runs, [&] { (void)variants.build(0); });
    const int cores = QThread::idealThreadCount();
    double oneThread = 0;
    for (const int threads : {1, cores}) {
        int failed = 0;
        std::snprintf(name, sizeof name, "  sweep on %d thread%s", threads, threads > 1 ? "s" : "");
        const double ms = dcs::bench::report(name, runs, [&] {
            dcs::SweepRunner::run(variants, 0, n, threads, [&](const dcs::SweepRow &r) { failed += r.ok ? 0 : 1; });
        });
        const double perSecond = n * 1000.0 / ms;
        if (threads == 1)
            oneThread = perSecond;
        std::printf("    %.2f variants/s, %.2f per core%s%s\n", perSecond, perSecond / threads,
                    threads > 1 ? QStringLiteral(", %1 x one thread").arg(perSecond / oneThread, 0, 'f', 2).toUtf8().constData() : "",
                    failed ? " (some variants failed!)" : "");
        if (threads == cores && cores == 1)
            break;
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::printf("%d cores (QThread::idealThreadCount)\n", QThread::idealThreadCount());
    benchOne("superpod-h100-air", {"site.electricity_price_per_kwh=0.05,0.08,0.12,0.16", "workload.tokens=5e11,1e12,2e12"}, 3);
    benchOne("stress-16k", {"site.electricity_price_per_kwh=0.05,0.12", "cooling.air.supply_air_c=22,25"}, 3);
    return 0;
}
