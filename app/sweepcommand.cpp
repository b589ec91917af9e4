#include "sweepcommand.h"
#include "cliproject.h"
#include "io/projectreader.h"
#include "json/loaderror.h"
#include "sweep/sweeprunner.h"
#include "sweep/sweeptable.h"
#include "sweep/sweepvariants.h"
#include "sweepoutput.h"
#include "sweepplot.h"
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QThread>
#include <cstdio>
#include <set>
#include <unistd.h>

namespace dcs::SweepCommand {

namespace {

constexpr int kOk = 0, kBadBase = 1, kUsage = 2, kVariantsFailed = 3, kCannotWrite = 4;

void usageError(const QString &text)
{
    Cli::printErr(QStringLiteral("dcstudio sweep: ") + text);
}

// On a terminal one line rewritten in place; in a batch log a line every 10 % (or 30 s).
class ProgressLine
{
public:
    explicit ProgressLine(bool quiet) : mQuiet(quiet), mTty(isatty(fileno(stderr))) { mClock.start(); }

    void update(std::uint64_t done, std::uint64_t total, std::uint64_t failed)
    {
        if (mQuiet)
            return;
        const qint64 ms = mClock.elapsed();
        const int tenth = total ? int(done * 10 / total) : 10;
        const bool due = done == total || (mTty ? ms - mLastMs >= 250 : tenth > mLastTenth || ms - mLastMs >= 30000);
        if (!due)
            return;
        mLastMs = ms;
        mLastTenth = tenth;
        const double rate = ms > 0 ? done * 1000.0 / ms : 0;
        const double eta = rate > 0 ? (total - done) / rate : 0;
        std::fprintf(stderr, "%ssweep: %llu/%llu variants (%.0f %%), %llu failed, %.1f variants/s, %.0f s left%s",
                     mTty ? "\r" : "", (unsigned long long)done, (unsigned long long)total,
                     total ? 100.0 * done / total : 100.0, (unsigned long long)failed, rate, eta,
                     mTty && done < total ? "" : "\n");
        std::fflush(stderr);
    }

    double seconds() const { return mClock.elapsed() / 1000.0; }

private:
    bool mQuiet, mTty;
    QElapsedTimer mClock;
    qint64 mLastMs = -1000000;
    int mLastTenth = -1;
};

} // namespace

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Evaluates every combination of the varied values of a base design with the full analysis, on every\n"
        "core, and writes one row per variant in variant order (docs/sweep.md lists keys and columns).\n"
        "KEY is a project key path as for --set (site.electricity_price_per_kwh, cooling.liquid.supply_c,\n"
        "workload.tokens, ...) or a generator option: system, nodes, gpus, cooling, rack-kw, fabric,\n"
        "technology, oversubscription, power, cooling-redundancy, pdu, rack (the variant is then generated,\n"
        "with the base file's site, cooling, power_settings and workload sections on top).\n"
        "Exit codes: 0 every variant evaluated, 1 the base file fails to load, 2 usage or a refused\n"
        "argument, 3 finished but some variants failed (their rows hold the error), 4 cannot write."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("sweep"), QStringLiteral("the subcommand"));
    parser.addPositionalArgument(QStringLiteral("BASE"), QStringLiteral("the base project file"), QStringLiteral("BASE.json"));
    const QString vary = QStringLiteral("vary"), set = QStringLiteral("set"), out = QStringLiteral("o"),
                  jsonl = QStringLiteral("jsonl"), shard = QStringLiteral("shard"), jobs = QStringLiteral("jobs"),
                  plot = QStringLiteral("plot"), pareto = QStringLiteral("pareto"), quiet = QStringLiteral("quiet"),
                  count = QStringLiteral("count");
    parser.addOptions({
        {vary, QStringLiteral("A key and the values it takes, comma separated (quote a value holding a comma: "
                              "site.location='\"Ashburn, VA\",Dublin'). Repeatable: every combination is a variant."),
         QStringLiteral("KEY=v1,v2,...")},
        {set, QStringLiteral("Override a project value in every variant (as evaluate --set). Repeatable."),
         QStringLiteral("key.path=value")},
        {{out, QStringLiteral("output")}, QStringLiteral("Write the CSV here."), QStringLiteral("results.csv")},
        {jsonl, QStringLiteral("Also write JSON Lines, one object per variant."), QStringLiteral("results.jsonl")},
        {shard, QStringLiteral("Evaluate only part I of N (a contiguous block of variants; I from 1 to N). "
                               "dcstudio sweep-merge joins the parts."),
         QStringLiteral("I/N")},
        {jobs, QStringLiteral("Threads (default: one per core)."), QStringLiteral("N")},
        {plot, QStringLiteral("Draw the Pareto chart of the variants into a PNG."), QStringLiteral("out.png")},
        {pareto, QStringLiteral("The two figures of the Pareto chart. Default: %1.").arg(QLatin1String(SweepPlot::defaultAxes())),
         QStringLiteral("X,Y")},
        {quiet, QStringLiteral("No progress on stderr.")},
        {count, QStringLiteral("Print the number of variants (and the block of --shard) and exit.")},
    });
    if (!parser.parse(arguments)) {
        usageError(parser.errorText() + QStringLiteral(" (see --help)"));
        return kUsage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        Cli::printOut(parser.helpText().toStdString());
        return kOk;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        usageError(positional.size() < 2 ? QStringLiteral("expected the BASE project file (see --help).")
                                         : QStringLiteral("expected one BASE project file, got also '%1'.").arg(positional.at(2)));
        return kUsage;
    }
    if (!parser.isSet(vary)) {
        usageError(QStringLiteral("expected at least one --vary KEY=v1,v2,... (see --help)."));
        return kUsage;
    }
    SweepPlan plan;
    std::set<std::string> keys;
    for (const QString &v : parser.values(vary)) {
        SweepAxis axis;
        if (const std::string why = SweepAxis::parse(v.toStdString(), axis); !why.empty()) {
            usageError(QStringLiteral("--vary '%1': %2").arg(v, QString::fromStdString(why)));
            return kUsage;
        }
        if (!keys.insert(axis.key).second) {
            usageError(QStringLiteral("--vary '%1': %2 is varied twice; list all its values in one --vary.")
                           .arg(v, QString::fromStdString(axis.key)));
            return kUsage;
        }
        plan.axes.push_back(std::move(axis));
    }
    const std::uint64_t variants = plan.count();
    if (variants == 0) {
        usageError(QStringLiteral("--vary: the combinations exceed %1 variants.").arg(SweepPlan::kMaxVariants));
        return kUsage;
    }
    SweepPlan::Shard part;
    if (parser.isSet(shard))
        if (const std::string why = SweepPlan::parseShard(parser.value(shard).toStdString(), part); !why.empty()) {
            usageError(QStringLiteral("--shard '%1': %2").arg(parser.value(shard), QString::fromStdString(why)));
            return kUsage;
        }
    const auto [begin, end] = SweepPlan::range(variants, part);
    if (parser.isSet(count)) {
        Cli::printOut(std::to_string(variants) + " variants; shard " + std::to_string(part.index) + "/"
                      + std::to_string(part.count) + ": variants " + std::to_string(begin) + " to "
                      + std::to_string(end) + " (exclusive)\n");
        return kOk;
    }
    int threads = 0;
    if (parser.isSet(jobs)) {
        bool ok = false;
        threads = parser.value(jobs).toInt(&ok);
        if (!ok || threads < 1 || threads > 1024) {
            usageError(QStringLiteral("--jobs '%1': expects a number of threads from 1 to 1024.").arg(parser.value(jobs)));
            return kUsage;
        }
    }
    int xFigure = 0, yFigure = 0;
    const QString axes = parser.isSet(pareto) ? parser.value(pareto) : QString::fromLatin1(SweepPlot::defaultAxes());
    if (const std::string why = SweepPlot::parseAxes(axes, xFigure, yFigure); !why.empty()) {
        usageError(QStringLiteral("--pareto '%1': %2").arg(axes, QString::fromStdString(why)));
        return kUsage;
    }
    if (!parser.isSet(out)) {
        usageError(QStringLiteral("expected -o results.csv (see --help)."));
        return kUsage;
    }

    // The base: the one bounded read path, then read as evaluate reads it.
    const QString basePath = positional.at(1);
    const std::string fileName = QFileInfo(basePath).fileName().toStdString();
    std::string text;
    nlohmann::json doc;
    if (const LoadErrors errors = ProjectReader::parseFile(basePath, basePath.toStdString(), doc, text); !errors.empty()) {
        Cli::printErr(QStringLiteral("dcstudio sweep: BASE ") + QString::fromStdString(formatErrors(errors)));
        return kBadBase;
    }
    const ReadResult base = ProjectReader::readText(text, fileName, Catalog::builtIn());
    if (!base.project) {
        Cli::printErr(QStringLiteral("dcstudio sweep: BASE ") + QString::fromStdString(formatErrors(base.errors)));
        return kBadBase;
    }
    std::vector<std::string> fixed;
    for (const QString &s : parser.values(set))
        fixed.push_back(s.toStdString());
    const SweepVariants builder(std::move(doc), *base.project, plan, fixed, fileName);
    if (const std::vector<std::string> problems = builder.validate(); !problems.empty()) {
        for (const std::string &p : problems)
            usageError(QString::fromStdString(p));
        return kUsage;
    }

    SweepOutput output;
    if (const std::string why = output.open(parser.value(out), parser.isSet(jsonl) ? parser.value(jsonl) : QString()); !why.empty()) {
        usageError(QString::fromStdString(why));
        return kCannotWrite;
    }
    const bool plotting = parser.isSet(plot);
    std::vector<double> xs, ys;
    std::uint64_t failed = 0;
    ProgressLine progress(parser.isSet(quiet));
    std::string writeError = output.write(SweepTable::header(plan), {});
    try {
        SweepRunner::run(
            builder, begin, end, threads,
            [&](const SweepRow &row) {
                failed += row.ok ? 0 : 1;
                if (plotting && row.ok) {
                    xs.push_back(row.figures[size_t(xFigure)]);
                    ys.push_back(row.figures[size_t(yFigure)]);
                }
                if (const std::string why = output.write(SweepTable::csvLine(row), SweepTable::jsonLine(plan, row)); !why.empty())
                    throw std::runtime_error(why);
            },
            [&](std::uint64_t done, std::uint64_t total) { progress.update(done, total, failed); });
    } catch (const std::runtime_error &e) {
        writeError = e.what();
    }
    if (writeError.empty())
        writeError = output.close();
    if (!writeError.empty()) {
        usageError(QString::fromStdString(writeError));
        return kCannotWrite;
    }
    if (end == begin)
        progress.update(0, 0, 0);
    if (plotting) {
        int front = 0;
        const QString title = QStringLiteral("%1: %2 variants").arg(QString::fromStdString(fileName)).arg(xs.size());
        const std::string why = SweepPlot::write(parser.value(plot), xs, ys, xFigure, yFigure, title,
                                                 base.project->site.currency, front);
        if (!why.empty()) {
            usageError(QString::fromStdString(why));
            return kCannotWrite;
        }
        if (!parser.isSet(quiet))
            std::fprintf(stderr, "sweep: Pareto chart %s: %d of %zu variants on the front\n", qPrintable(parser.value(plot)),
                         front, xs.size());
    }
    if (!parser.isSet(quiet))
        std::fprintf(stderr, "sweep: %llu variants (%llu to %llu of %llu) in %.1f s on %d threads, %llu failed: %s\n",
                     (unsigned long long)(end - begin), (unsigned long long)begin, (unsigned long long)end,
                     (unsigned long long)variants, progress.seconds(),
                     threads > 0 ? threads : QThread::idealThreadCount(), (unsigned long long)failed,
                     qPrintable(parser.value(out)));
    return failed > 0 ? kVariantsFailed : kOk;
}

} // namespace dcs::SweepCommand
