#include "comparecommand.h"
#include "json/jsontext.h"
#include "analysis/analyzer.h"
#include "analysis/comparison.h"
#include "analysis/headlinefigures.h"
#include "analysis/variantevaluation.h"
#include "project/projectvariants.h"
#include "cliproject.h"
#include <QCommandLineParser>
#include <QFileInfo>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <set>

namespace dcs::CompareCommand {

namespace {

constexpr int kOk = 0, kBadFile = 1, kUsage = 2;

// 1234567.8 with 0 decimals -> "1,234,568": money in millions reads at a glance.
std::string grouped(double v, int decimals)
{
    if (!std::isfinite(v))
        return "-";
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, std::abs(v));
    std::string s = text;
    const size_t dot = s.find('.');
    for (int at = int(dot == std::string::npos ? s.size() : dot) - 3; at > 0; at -= 3)
        s.insert(size_t(at), ",");
    // -0.000 after rounding is 0.
    const bool negative = v < 0 && s.find_first_not_of("0.,") != std::string::npos;
    return (negative ? "-" : "") + s;
}

std::string signedGrouped(double v, int decimals)
{
    const std::string s = grouped(v, decimals);
    return v > 0 && s.find_first_not_of("0.,") != std::string::npos ? "+" + s : s;
}

std::string padRight(const std::string &s, size_t width)
{
    return s.size() >= width ? s : s + std::string(width - s.size(), ' ');
}

std::string padLeft(const std::string &s, size_t width)
{
    return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

std::string objectsText(const std::vector<std::string> &ids)
{
    std::string text;
    for (size_t i = 0; i < ids.size() && i < 4; ++i)
        text += (i ? ", " : "") + ids[i];
    if (ids.size() > 4)
        text += " and " + std::to_string(ids.size() - 4) + " more";
    return text.empty() ? text : " [" + text + "]";
}

std::string textTable(const Comparison &c)
{
    const std::vector<HeadlineFigures::Figure> &figures = HeadlineFigures::all();
    const std::string currency = c.designs.empty() ? std::string() : c.designs.front().currency;
    // Cells first, then widths.
    std::vector<std::vector<std::string>> cells;
    std::vector<std::string> head = {"Figure", "Unit"};
    for (const Comparison::Design &d : c.designs)
        head.push_back(d.label);
    cells.push_back(head);
    for (const Comparison::Row &r : c.rows) {
        const HeadlineFigures::Figure &f = figures[size_t(r.figure)];
        std::vector<std::string> line = {f.label, std::string(f.unit) == "currency" ? currency : f.unit};
        for (size_t d = 0; d < r.values.size(); ++d) {
            std::string cell = grouped(r.values[d], f.decimals);
            if (d > 0 && r.verdicts[d] != Comparison::Verdict::Same) {
                cell += " (" + (std::isfinite(r.differences[d]) ? signedGrouped(r.differences[d], f.decimals) : "n/a");
                if (r.verdicts[d] == Comparison::Verdict::Better || r.verdicts[d] == Comparison::Verdict::Worse)
                    cell += std::string(" ") + Comparison::verdictName(r.verdicts[d]);
                cell += ")";
            }
            line.push_back(cell);
        }
        cells.push_back(line);
    }
    std::vector<size_t> width(head.size(), 0);
    for (const auto &line : cells)
        for (size_t i = 0; i < line.size(); ++i)
            width[i] = std::max(width[i], line[i].size());
    std::string out;
    for (const auto &line : cells) {
        std::string text;
        for (size_t i = 0; i < line.size(); ++i)
            text += (i ? "  " : "") + (i < 2 ? padRight(line[i], width[i]) : padLeft(line[i], width[i]));
        while (!text.empty() && text.back() == ' ')
            text.pop_back();
        out += text + "\n";
    }
    for (size_t d = 1; d < c.warnings.size(); ++d) {
        const Comparison::WarningDelta &w = c.warnings[d];
        out += "\nWarnings of " + c.designs[d].label + " against " + c.designs[0].label + ": "
               + std::to_string(w.added.size()) + " added, " + std::to_string(w.removed.size()) + " removed\n";
        for (const Warning &x : w.added)
            out += std::string("  + ") + severityName(x.severity) + " " + x.key() + ": " + x.message + objectsText(x.objectIds) + "\n";
        for (const Warning &x : w.removed)
            out += std::string("  - ") + severityName(x.severity) + " " + x.key() + ": " + x.message + objectsText(x.objectIds) + "\n";
    }
    out += c.identical() ? "\nNo differences: every figure is the same and no warning is added or removed.\n"
                         : "\n" + std::to_string(c.differingRows()) + " of " + std::to_string(c.rows.size())
                               + " figures differ from " + c.designs[0].label + ".\n";
    return out;
}

// File names label the columns; the path as typed when two files share a name.
std::vector<std::string> labelsOf(const QStringList &files)
{
    std::vector<std::string> names;
    std::multiset<std::string> count;
    for (const QString &f : files)
        count.insert(QFileInfo(f).fileName().toStdString());
    for (const QString &f : files) {
        const std::string name = QFileInfo(f).fileName().toStdString();
        names.push_back(count.count(name) > 1 ? f.toStdString() : name);
    }
    return names;
}

// `compare FILE --variants`: the file's own variants side by side (docs/sweep.md).
int compareVariants(const QStringList &files, const QStringList &overrides, bool asJson)
{
    if (files.size() != 1) {
        Cli::printErr(QStringLiteral("dcstudio compare: --variants takes one PROJECT file, got %1 (see --help).").arg(files.size()));
        return kUsage;
    }
    Cli::LoadedProject loaded;
    if (Cli::loadProject(files.front(), overrides, QStringLiteral("compare"), loaded) != Cli::LoadStatus::Ok)
        return kBadFile;
    std::vector<std::string> names = ProjectVariants::names(loaded.project);
    if (names.size() < size_t(Comparison::kMinDesigns)) {
        Cli::printErr(QStringLiteral("dcstudio compare: %1 keeps no variants to compare (File > Save as Variant in the "
                                     "studio; FORMAT.md \"Variants\").")
                          .arg(QString::fromStdString(loaded.fileName)));
        return kBadFile;
    }
    if (names.size() > size_t(Comparison::kMaxDesigns)) {
        Cli::printErr(QStringLiteral("dcstudio compare: %1 keeps %2 variants; comparing the first %3.")
                          .arg(QString::fromStdString(loaded.fileName))
                          .arg(names.size())
                          .arg(Comparison::kMaxDesigns));
        names.resize(size_t(Comparison::kMaxDesigns));
    }
    const std::vector<VariantEvaluation::Design> designs = VariantEvaluation::evaluate(loaded.project, Catalog::builtIn(), names);
    const Comparison comparison = VariantEvaluation::compare(designs);
    if (asJson) {
        nlohmann::json doc = comparison.toJson();
        for (size_t i = 0; i < designs.size(); ++i) {
            doc["designs"][i]["file"] = files.front().toStdString();
            doc["designs"][i]["variant"] = designs[i].name;
        }
        Cli::printOut(JsonText::dump(doc, 2) + "\n");
    } else {
        Cli::printOut(textTable(comparison));
    }
    return kOk;
}

} // namespace

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Compares 2 to 6 designs: the headline figures (IT power, PUE, energy, capex and TCO, breaker use,\n"
        "oversubscription, days to train, MFU, worst inlet, warnings) with each design's difference to the\n"
        "first, better or worse, and the warnings each design adds or removes (docs/sweep.md).\n"
        "Exit codes: 0 compared, 1 a file fails to load (or a --set does not fit it), 2 usage."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("compare"), QStringLiteral("the subcommand"));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("2 to 6 project files; the first is the reference"),
                                 QStringLiteral("A.json B.json..."));
    parser.addOption({QStringLiteral("set"), QStringLiteral("Override a project value in every PROJECT before evaluating "
                                                            "(as evaluate --set). Repeatable."),
                      QStringLiteral("key.path=value")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the comparison as one JSON document (keys in docs/sweep.md).")});
    parser.addOption({QStringLiteral("variants"),
                      QStringLiteral("Compare the variants kept in one PROJECT file (File > Save as Variant; the first six, "
                                     "the first one the reference) instead of several files. A --set changes the variant "
                                     "at the top of the file only.")});
    if (!parser.parse(arguments)) {
        Cli::printErr(QStringLiteral("dcstudio compare: ") + parser.errorText() + QStringLiteral(" (see --help)"));
        return kUsage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        Cli::printOut(parser.helpText().toStdString());
        return kOk;
    }
    const QStringList files = Cli::projectArguments(parser.positionalArguments());
    if (parser.isSet(QStringLiteral("variants")))
        return compareVariants(files, parser.values(QStringLiteral("set")), parser.isSet(QStringLiteral("json")));
    if (files.size() < Comparison::kMinDesigns || files.size() > Comparison::kMaxDesigns) {
        Cli::printErr(QStringLiteral("dcstudio compare: expected %1 to %2 PROJECT files, got %3 (see --help).")
                          .arg(Comparison::kMinDesigns)
                          .arg(Comparison::kMaxDesigns)
                          .arg(files.size()));
        return kUsage;
    }
    std::vector<Cli::LoadedProject> loaded(size_t(files.size()));
    bool failed = false;
    for (qsizetype i = 0; i < files.size(); ++i)
        if (Cli::loadProject(files.at(i), parser.values(QStringLiteral("set")), QStringLiteral("compare"), loaded[size_t(i)])
            != Cli::LoadStatus::Ok)
            failed = true;  // each file's problem is printed; go on to list them all
    if (failed)
        return kBadFile;
    std::vector<Analysis> analyses;
    analyses.reserve(loaded.size());
    for (const Cli::LoadedProject &p : loaded)
        analyses.push_back(Analyzer::run(p.project, p.catalog));
    const std::vector<std::string> labels = labelsOf(files);
    std::vector<Comparison::Input> inputs;
    for (size_t i = 0; i < loaded.size(); ++i)
        inputs.push_back({labels[i], &loaded[i].project, &analyses[i]});
    const Comparison comparison = Comparison::build(inputs);
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::json doc = comparison.toJson();
        for (size_t i = 0; i < loaded.size(); ++i)
            doc["designs"][i]["file"] = files.at(qsizetype(i)).toStdString();
        Cli::printOut(JsonText::dump(doc, 2) + "\n");
    } else {
        Cli::printOut(textTable(comparison));
    }
    return kOk;
}

} // namespace dcs::CompareCommand
