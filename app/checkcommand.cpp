#include "checkcommand.h"
#include "analysis/analyzer.h"
#include "cliproject.h"
#include <QCommandLineParser>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace dcs::CheckCommand {

using nlohmann::json;

namespace {
constexpr int kClean = 0, kWarnings = 1, kErrors = 2, kBadArguments = 3, kBadProject = 4;

struct Counts {
    long errors = 0, warnings = 0, infos = 0;
};

Counts countFindings(const std::vector<Warning> &list)
{
    Counts c;
    for (const Warning &w : list) {
        if (w.severity == Warning::Severity::Error)
            ++c.errors;
        else if (w.severity == Warning::Severity::Warning)
            ++c.warnings;
        else
            ++c.infos;
    }
    return c;
}

std::string countLine(const std::string &name, const Counts &c)
{
    return name + ": " + std::to_string(c.errors) + " errors, " + std::to_string(c.warnings) + " warnings, "
        + std::to_string(c.infos) + " notes\n";
}

// `severity code: message [objects]`, at most eight object ids (a hall has thousands).
std::string findingLine(const Warning &w)
{
    std::string text = std::string(severityName(w.severity)) + " " + w.key() + ": " + w.message;
    if (!w.objectIds.empty()) {
        text += " [";
        for (size_t i = 0; i < w.objectIds.size() && i < 8; ++i)
            text += (i ? ", " : "") + w.objectIds[i];
        if (w.objectIds.size() > 8)
            text += ", +" + std::to_string(w.objectIds.size() - 8);
        text += "]";
    }
    return text + "\n";
}

// The exit code of one file's findings under --fail-on (3 and 4 are decided before).
int findingsExit(const Counts &c, const QString &failOn)
{
    if (failOn == QLatin1String("never"))
        return kClean;
    if (c.errors > 0)
        return kErrors;
    if (c.warnings > 0 && failOn == QLatin1String("warning"))
        return kWarnings;
    return kClean;
}

} // namespace

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Checks one or more projects and lists their warnings and errors, most severe first.\n"
        "Exit codes: 0 clean, 1 warnings, 2 errors, 3 bad arguments (or a --set that does not fit a\n"
        "project), 4 a project is unreadable or invalid. With several projects every one is checked\n"
        "and the exit code is the highest of theirs, so 4 wins: a design that could not be checked fails.\n"
        "--fail-on error: warnings alone exit 0; --fail-on never: 0 when every project reads.\n"
        "--json: one JSON object per project and line (JSON Lines), in the order given."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("check"), QStringLiteral("the subcommand"));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), Cli::projectsHelp(), Cli::projectsSyntax());
    parser.addOption({QStringLiteral("fail-on"), QStringLiteral("Lowest severity that fails: warning (default), error or never."),
                      QStringLiteral("level"), QStringLiteral("warning")});
    parser.addOption({QStringLiteral("set"), QStringLiteral("Override a project value first (as in evaluate), in every PROJECT. Repeatable."),
                      QStringLiteral("key.path=value")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON object per project: file, status, exit_code, "
                                                             "counts, warnings (README, Command line).")});
    if (!parser.parse(arguments)) {
        Cli::printErr(QStringLiteral("dcstudio check: ") + parser.errorText());
        return kBadArguments;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        Cli::printOut(parser.helpText().toStdString());
        return kClean;
    }
    const QString failOn = parser.value(QStringLiteral("fail-on"));
    if (failOn != QLatin1String("warning") && failOn != QLatin1String("error") && failOn != QLatin1String("never")) {
        Cli::printErr(QStringLiteral("dcstudio check: --fail-on must be warning, error or never (got '%1').").arg(failOn));
        return kBadArguments;
    }
    const QStringList files = Cli::projectArguments(parser.positionalArguments());
    if (files.isEmpty()) {
        Cli::printErr(QStringLiteral("dcstudio check: expected one or more PROJECT files (see --help)."));
        return kBadArguments;
    }
    const bool asJson = parser.isSet(QStringLiteral("json"));
    const bool several = files.size() > 1;
    int worst = kClean;
    Counts total;
    int checked = 0;
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString &file = files.at(i);
        // The header first so that a load error on stderr shows under its file on a terminal.
        if (several && !asJson)
            Cli::printOut((i > 0 ? "\n" : "") + Cli::fileHeader(file));
        json line = {{"file", file.toStdString()}};
        Cli::LoadedProject loaded;
        const Cli::LoadStatus status = Cli::loadProject(file, parser.values(QStringLiteral("set")), QStringLiteral("check"), loaded);
        if (status != Cli::LoadStatus::Ok) {
            const int code = status == Cli::LoadStatus::BadOverride ? kBadArguments : kBadProject;
            worst = std::max(worst, code);
            line["status"] = code == kBadProject ? "unreadable" : "bad_set";
            line["exit_code"] = code;
            line["error"] = loaded.error;
            Cli::printOut(asJson ? Cli::jsonLine(line) : file.toStdString() + ": not checked (see the message above)\n");
            continue;
        }
        const Analysis analysis = Analyzer::run(loaded.project, loaded.catalog);
        const Counts c = countFindings(analysis.warnings);
        const int code = findingsExit(c, failOn);
        worst = std::max(worst, code);
        ++checked;
        total.errors += c.errors;
        total.warnings += c.warnings;
        total.infos += c.infos;
        if (asJson) {
            line["status"] = c.errors > 0 ? "errors" : c.warnings > 0 ? "warnings" : "clean";
            line["exit_code"] = code;
            line["counts"] = {{"error", c.errors}, {"warning", c.warnings}, {"info", c.infos}};
            line["warnings"] = Analyzer::warningsToJson(analysis.warnings);
            Cli::printOut(Cli::jsonLine(line));
        } else {
            std::string text;
            for (const Warning &w : analysis.warnings)
                text += findingLine(w);
            Cli::printOut(text + countLine(file.toStdString(), c));
        }
    }
    if (several && !asJson) {
        const long unchecked = files.size() - checked;
        Cli::printOut("\n" + countLine("total (" + std::to_string(checked) + " of " + std::to_string(files.size())
                                           + " files checked" + (unchecked ? ", " + std::to_string(unchecked) + " not" : "") + ")",
                                       total));
    }
    return worst;
}

} // namespace dcs::CheckCommand
