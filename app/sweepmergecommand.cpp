#include "sweepmergecommand.h"
#include "cliproject.h"
#include "json/boundedfile.h"
#include "sweep/sweepmerge.h"
#include "sweepoutput.h"
#include "sweepplot.h"
#include <QCommandLineParser>
#include <QFileInfo>

namespace dcs::SweepMergeCommand {

namespace {

constexpr int kOk = 0, kBadPart = 1, kUsage = 2, kGaps = 3, kCannotWrite = 4;
// A part of 10^6 variants is about 500 MB of CSV; a larger file is not a sweep part.
constexpr std::size_t kMaxPartBytes = std::size_t(4) << 30;

void error(const QString &text)
{
    Cli::printErr(QStringLiteral("dcstudio sweep-merge: ") + text);
}

} // namespace

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Joins the parts of a sharded sweep (dcstudio sweep --shard I/N) into one file, rows in variant order:\n"
        "the file the sweep writes unsharded, byte for byte. JSON Lines parts (.jsonl) are merged as JSON Lines.\n"
        "Exit codes: 0 merged, 1 a part cannot be read or does not fit, 2 usage, 3 merged but variants are\n"
        "missing (listed), 4 cannot write."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("sweep-merge"), QStringLiteral("the subcommand"));
    parser.addPositionalArgument(QStringLiteral("PART"), QStringLiteral("the parts, in any order"), QStringLiteral("PART..."));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Write the merged file here."),
                      QStringLiteral("all.csv")});
    parser.addOption({QStringLiteral("plot"), QStringLiteral("Draw the Pareto chart of the merged variants into a PNG."),
                      QStringLiteral("out.png")});
    parser.addOption({QStringLiteral("pareto"),
                      QStringLiteral("The two figures of the Pareto chart. Default: %1.").arg(QLatin1String(SweepPlot::defaultAxes())),
                      QStringLiteral("X,Y")});
    if (!parser.parse(arguments)) {
        error(parser.errorText() + QStringLiteral(" (see --help)"));
        return kUsage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        Cli::printOut(parser.helpText().toStdString());
        return kOk;
    }
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty() || !parser.isSet(QStringLiteral("o"))) {
        error(QStringLiteral("expected PART... -o all.csv (see --help)."));
        return kUsage;
    }
    int xFigure = 0, yFigure = 0;
    const QString axes = parser.isSet(QStringLiteral("pareto")) ? parser.value(QStringLiteral("pareto"))
                                                                : QString::fromLatin1(SweepPlot::defaultAxes());
    if (const std::string why = SweepPlot::parseAxes(axes, xFigure, yFigure); !why.empty()) {
        error(QStringLiteral("--pareto '%1': %2").arg(axes, QString::fromStdString(why)));
        return kUsage;
    }
    const bool jsonLines = files.front().endsWith(QLatin1String(".jsonl"), Qt::CaseInsensitive);
    std::vector<SweepMerge::Part> parts;
    bool unreadable = false;
    for (const QString &f : files) {
        SweepMerge::Part p{f.toStdString(), {}};
        if (const std::string why = BoundedFile::read(f, kMaxPartBytes, p.text); !why.empty()) {
            error(QStringLiteral("PART %1 %2").arg(f, QString::fromStdString(why)));
            unreadable = true;
            continue;
        }
        parts.push_back(std::move(p));
    }
    if (unreadable)
        return kBadPart;
    const SweepMerge::Result merged = jsonLines ? SweepMerge::mergeJsonLines(parts) : SweepMerge::mergeCsv(parts);
    if (!merged.errors.empty()) {
        for (const std::string &e : merged.errors)
            error(QString::fromStdString(e));
        return kBadPart;
    }
    SweepOutput output;
    std::string why = output.open(parser.value(QStringLiteral("o")), {});
    if (why.empty())
        why = output.write(merged.text, {});
    if (why.empty())
        why = output.close();
    if (!why.empty()) {
        error(QString::fromStdString(why));
        return kCannotWrite;
    }
    if (parser.isSet(QStringLiteral("plot"))) {
        std::vector<double> xs, ys;
        why = jsonLines ? SweepPlot::pointsFromJsonLines(merged.text, xFigure, yFigure, xs, ys)
                        : SweepPlot::pointsFromCsv(merged.text, xFigure, yFigure, xs, ys);
        int front = 0;
        if (why.empty())
            why = SweepPlot::write(parser.value(QStringLiteral("plot")), xs, ys, xFigure, yFigure,
                                   QStringLiteral("%1 variants").arg(xs.size()), {}, front);
        if (!why.empty()) {
            error(QStringLiteral("--plot: ") + QString::fromStdString(why));
            return kCannotWrite;
        }
    }
    if (!merged.gaps.empty()) {
        std::string list;
        for (size_t i = 0; i < merged.gaps.size() && i < 20; ++i)
            list += (i ? ", " : "") + merged.gaps[i];
        error(QStringLiteral("merged, but no part holds variants %1%2 (a part not given, or a job that did not finish).")
                  .arg(QString::fromStdString(list), merged.gaps.size() > 20 ? QStringLiteral(", ...") : QString()));
        return kGaps;
    }
    return kOk;
}

} // namespace dcs::SweepMergeCommand
