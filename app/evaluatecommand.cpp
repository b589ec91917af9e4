#include "evaluatecommand.h"
#include "json/jsontext.h"
#include "analysis/analyzer.h"
#include "cliproject.h"
#include <QCommandLineParser>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace dcs::EvaluateCommand {

using nlohmann::json;

namespace {
constexpr int kOk = 0, kBadArguments = 1, kBadProject = 2;
} // namespace

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Evaluates one or more projects and prints every engine's results as JSON (keys documented in README).\n"
        "Exit codes: 0 ok, 1 bad arguments (or a --set that does not fit a project), 2 unreadable or\n"
        "invalid project; with several projects every one is evaluated and the highest code is returned."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("evaluate"), QStringLiteral("the subcommand"));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), Cli::projectsHelp(), Cli::projectsSyntax());
    parser.addOption({QStringLiteral("set"), QStringLiteral("Override a project value before evaluating, in every PROJECT, "
                                                            "e.g. site.electricity_price_per_kwh=0.12 "
                                                            "or racks.R-A01.power_budget_kw=50. Repeatable."),
                      QStringLiteral("key.path=value")});
    parser.addOption({QStringLiteral("json"),
                      QStringLiteral("JSON Lines for scripts: one compact object per PROJECT and line, in the order given, "
                                     "with file, status and exit_code added. Without it: the indented document, "
                                     "under a '==> file <==' header when there are several.")});
    if (!parser.parse(arguments)) {
        Cli::printErr(QStringLiteral("dcstudio evaluate: ") + parser.errorText());
        return kBadArguments;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        Cli::printOut(parser.helpText().toStdString());
        return kOk;
    }
    const QStringList files = Cli::projectArguments(parser.positionalArguments());
    if (files.isEmpty()) {
        Cli::printErr(QStringLiteral("dcstudio evaluate: expected one or more PROJECT files (see --help)."));
        return kBadArguments;
    }
    const bool asJson = parser.isSet(QStringLiteral("json"));
    const bool several = files.size() > 1;
    int worst = kOk;
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString &file = files.at(i);
        if (several && !asJson)
            Cli::printOut((i > 0 ? "\n" : "") + Cli::fileHeader(file));
        Cli::LoadedProject loaded;
        const Cli::LoadStatus status = Cli::loadProject(file, parser.values(QStringLiteral("set")), QStringLiteral("evaluate"), loaded);
        if (status != Cli::LoadStatus::Ok) {
            const int code = status == Cli::LoadStatus::BadOverride ? kBadArguments : kBadProject;
            worst = std::max(worst, code);
            if (asJson)
                Cli::printOut(Cli::jsonLine({{"file", file.toStdString()},
                                             {"status", code == kBadProject ? "unreadable" : "bad_set"},
                                             {"exit_code", code},
                                             {"error", loaded.error}}));
            else if (several)
                Cli::printOut(file.toStdString() + ": not evaluated (see the message above)\n");
            continue;
        }
        const Analysis analysis = Analyzer::run(loaded.project, loaded.catalog);
        json document = Analyzer::toJson(loaded.project, analysis);
        if (asJson) {
            document["file"] = file.toStdString();
            document["status"] = "ok";
            document["exit_code"] = kOk;
            Cli::printOut(Cli::jsonLine(document));
        } else {
            Cli::printOut(JsonText::dump(document, 2) + "\n");
        }
    }
    return worst;
}

} // namespace dcs::EvaluateCommand
