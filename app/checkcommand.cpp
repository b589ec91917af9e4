#include "checkcommand.h"
#include "analysis/analyzer.h"
#include "cliproject.h"
#include <QCommandLineParser>
#include <algorithm>

namespace dcs::CheckCommand {

namespace {
constexpr int kClean = 0, kWarnings = 1, kErrors = 2, kBadArguments = 3, kBadProject = 4;
} // namespace

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Checks a project and lists its warnings and errors, most severe first.\n"
        "Exit codes: 0 clean, 1 warnings, 2 errors, 3 bad arguments, 4 unreadable or invalid project.\n"
        "--fail-on error: warnings alone exit 0; --fail-on never: always 0 when the project reads."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("check"), QStringLiteral("the subcommand"));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("project file (.json)"));
    parser.addOption({QStringLiteral("fail-on"), QStringLiteral("Lowest severity that fails: warning (default), error or never."),
                      QStringLiteral("level"), QStringLiteral("warning")});
    parser.addOption({QStringLiteral("set"), QStringLiteral("Override a project value first (as in evaluate). Repeatable."),
                      QStringLiteral("key.path=value")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the findings as a JSON array.")});
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
    if (parser.positionalArguments().size() != 2) {
        Cli::printErr(QStringLiteral("dcstudio check: expected exactly one PROJECT file (see --help)."));
        return kBadArguments;
    }
    Cli::LoadedProject loaded;
    switch (Cli::loadProject(parser.positionalArguments().at(1), parser.values(QStringLiteral("set")), QStringLiteral("check"), loaded)) {
    case Cli::LoadStatus::BadOverride: return kBadArguments;
    case Cli::LoadStatus::BadFile: return kBadProject;
    case Cli::LoadStatus::Ok: break;
    }

    const Analysis analysis = Analyzer::run(loaded.project, loaded.catalog);
    const auto count = [&](Warning::Severity s) {
        return std::count_if(analysis.warnings.begin(), analysis.warnings.end(), [s](const Warning &w) { return w.severity == s; });
    };
    const long errors = count(Warning::Severity::Error), warnings = count(Warning::Severity::Warning),
               infos = count(Warning::Severity::Info);
    if (parser.isSet(QStringLiteral("json"))) {
        Cli::printOut(Analyzer::warningsToJson(analysis.warnings).dump(2) + "\n");
    } else {
        std::string text;
        for (const Warning &w : analysis.warnings) {
            text += std::string(severityName(w.severity)) + " " + w.code + ": " + w.message;
            if (!w.objectIds.empty()) {
                text += " [";
                for (size_t i = 0; i < w.objectIds.size() && i < 8; ++i)
                    text += (i ? ", " : "") + w.objectIds[i];
                if (w.objectIds.size() > 8)
                    text += ", +" + std::to_string(w.objectIds.size() - 8);
                text += "]";
            }
            text += "\n";
        }
        text += loaded.fileName + ": " + std::to_string(errors) + " errors, " + std::to_string(warnings) + " warnings, "
            + std::to_string(infos) + " notes\n";
        Cli::printOut(text);
    }
    if (failOn == QLatin1String("never"))
        return kClean;
    if (errors > 0)
        return kErrors;
    if (warnings > 0 && failOn == QLatin1String("warning"))
        return kWarnings;
    return kClean;
}

} // namespace dcs::CheckCommand
