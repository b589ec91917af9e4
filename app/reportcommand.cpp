#include "reportcommand.h"
#include "analysis/analyzer.h"
#include "cliproject.h"
#include "designreport.h"
#include "reportsettings.h"
#include <QCommandLineParser>
#include <QFileInfo>

namespace dcs::ReportCommand {

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Writes the PDF design report of a project (no display needed).\n"
        "Exit codes: 0 written, 1 bad arguments, 2 unreadable or invalid project, 3 cannot write the PDF.\n"
        "Company and author default to the ones last used in File > Export Report."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("report"), QStringLiteral("the subcommand"));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("project file (.json)"));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Write the PDF here."), QStringLiteral("OUT.pdf")});
    parser.addOption({QStringLiteral("paper"), QStringLiteral("a4 (default) or letter."), QStringLiteral("size"), QStringLiteral("a4")});
    parser.addOption({QStringLiteral("set"), QStringLiteral("Override a project value first (as in evaluate). Repeatable."),
                      QStringLiteral("key.path=value")});
    parser.addOption({QStringLiteral("company"), QStringLiteral("Company on the cover."), QStringLiteral("name")});
    parser.addOption({QStringLiteral("author"), QStringLiteral("Author on the cover."), QStringLiteral("name")});
    parser.addOption({QStringLiteral("revision"), QStringLiteral("Revision on the cover and in the header (default A)."),
                      QStringLiteral("rev")});
    if (!parser.parse(arguments)) {
        Cli::printErr(QStringLiteral("dcstudio report: ") + parser.errorText());
        return 1;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        Cli::printOut(parser.helpText().toStdString());
        return 0;
    }
    if (parser.positionalArguments().size() != 2 || !parser.isSet(QStringLiteral("o"))) {
        Cli::printErr(QStringLiteral("dcstudio report: expected PROJECT -o OUT.pdf (see --help)."));
        return 1;
    }
    ReportOptions options = ReportSettings::load();
    const QString paper = parser.value(QStringLiteral("paper")).toLower();
    if (paper == QLatin1String("a4")) {
        options.paper = ReportOptions::Paper::A4;
    } else if (paper == QLatin1String("letter")) {
        options.paper = ReportOptions::Paper::Letter;
    } else {
        Cli::printErr(QStringLiteral("dcstudio report: --paper must be a4 or letter (got '%1').").arg(parser.value(QStringLiteral("paper"))));
        return 1;
    }
    if (parser.isSet(QStringLiteral("company")))
        options.company = parser.value(QStringLiteral("company"));
    if (parser.isSet(QStringLiteral("author")))
        options.author = parser.value(QStringLiteral("author"));
    if (parser.isSet(QStringLiteral("revision")))
        options.revision = parser.value(QStringLiteral("revision"));

    Cli::LoadedProject loaded;
    switch (Cli::loadProject(parser.positionalArguments().at(1), parser.values(QStringLiteral("set")), QStringLiteral("report"), loaded)) {
    case Cli::LoadStatus::BadOverride: return 1;
    case Cli::LoadStatus::BadFile: return 2;
    case Cli::LoadStatus::Ok: break;
    }
    const Analysis analysis = Analyzer::run(loaded.project, loaded.catalog);
    const QString out = parser.value(QStringLiteral("o"));
    const DesignReport::Outcome outcome = DesignReport::writeFile(loaded.project, loaded.catalog, analysis, options, out);
    if (!outcome.ok()) {
        Cli::printErr(QStringLiteral("dcstudio report: ") + outcome.error);
        return 3;
    }
    Cli::printOut(QStringLiteral("report: %1 (%2 pages, %3)\n")
                      .arg(QFileInfo(out).absoluteFilePath())
                      .arg(outcome.pages)
                      .arg(options.paper == ReportOptions::Paper::A4 ? QStringLiteral("A4") : QStringLiteral("Letter"))
                      .toStdString());
    return 0;
}

} // namespace dcs::ReportCommand
