#include "reportcommand.h"
#include "analysis/analyzer.h"
#include "cliproject.h"
#include "designreport.h"
#include "reportsettings.h"
#include "json/boundedfile.h"
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <algorithm>

namespace dcs::ReportCommand {

namespace {
constexpr int kWritten = 0, kBadArguments = 1, kBadProject = 2, kCannotWrite = 3;

// A PDF is only ever written over a regular file (never a device or a FIFO, /dev/null included).
QString notWritable(const QString &pdf)
{
    const std::string why = BoundedFile::checkWriteTarget(pdf);
    return why.empty() ? QString() : QStringLiteral("dcstudio report: cannot write '%1': it %2").arg(pdf, QString::fromStdString(why));
}

// Where each PROJECT's PDF goes: OUT itself for one PROJECT, else FOLDER/<base name>.pdf (also for
// one PROJECT when OUT is an existing folder, so a glob matching one file behaves like one
// matching many). Refuses, before anything is written, a file given as the folder and two
// projects that would write the same PDF. Returns 0 or the exit code.
int outputPaths(const QStringList &files, const QString &out, QStringList &paths)
{
    const QFileInfo target(out);
    if (files.size() == 1 && !target.isDir()) {
        if (const QString why = notWritable(out); !why.isEmpty())
            return Cli::printErr(why), kBadArguments;
        paths = {out};
        return kWritten;
    }
    if (target.exists() && !target.isDir()) {
        Cli::printErr(QStringLiteral("dcstudio report: with several PROJECT files -o names a folder for one PDF each; "
                                     "'%1' is a file.").arg(out));
        return kBadArguments;
    }
    if (!target.exists() && out.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        Cli::printErr(QStringLiteral("dcstudio report: with several PROJECT files -o names a folder for one PDF each "
                                     "(<project>.pdf), not '%1'.").arg(out));
        return kBadArguments;
    }
    const QDir folder(out);
    QHash<QString, QString> byOutput;
    for (const QString &file : files) {
        const QString pdf = folder.filePath(QFileInfo(file).completeBaseName() + QStringLiteral(".pdf"));
        if (byOutput.contains(pdf)) {
            Cli::printErr(QStringLiteral("dcstudio report: '%1' and '%2' would both be written to %3; "
                                         "report them separately.").arg(byOutput.value(pdf), file, pdf));
            return kBadArguments;
        }
        if (const QString why = notWritable(pdf); !why.isEmpty())
            return Cli::printErr(why), kBadArguments;
        byOutput.insert(pdf, file);
        paths.append(pdf);
    }
    if (!QDir().mkpath(out)) {
        Cli::printErr(QStringLiteral("dcstudio report: cannot create the folder '%1'.").arg(out));
        return kCannotWrite;
    }
    return kWritten;
}

int writeOne(const QString &file, const QStringList &overrides, const ReportOptions &options, const QString &out)
{
    Cli::LoadedProject loaded;
    switch (Cli::loadProject(file, overrides, QStringLiteral("report"), loaded)) {
    case Cli::LoadStatus::BadOverride: return kBadArguments;
    case Cli::LoadStatus::BadFile: return kBadProject;
    case Cli::LoadStatus::Ok: break;
    }
    const Analysis analysis = Analyzer::run(loaded.project, loaded.catalog);
    const DesignReport::Outcome outcome = DesignReport::writeFile(loaded.project, loaded.catalog, analysis, options, out);
    if (!outcome.ok()) {
        Cli::printErr(QStringLiteral("dcstudio report: %1: ").arg(file) + outcome.error);
        return kCannotWrite;
    }
    Cli::printOut(QStringLiteral("report: %1 (%2 pages, %3)\n")
                      .arg(QFileInfo(out).absoluteFilePath())
                      .arg(outcome.pages)
                      .arg(options.paper == ReportOptions::Paper::A4 ? QStringLiteral("A4") : QStringLiteral("Letter"))
                      .toStdString());
    return kWritten;
}

} // namespace

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Writes the PDF design report of one or more projects (no display needed).\n"
        "One PROJECT: -o is the PDF (or an existing folder). Several: -o is a folder (created if needed)\n"
        "and each report is FOLDER/<project base name>.pdf; every project is tried.\n"
        "Exit codes: 0 written, 1 bad arguments, 2 unreadable or invalid project, 3 cannot write the PDF;\n"
        "with several projects the highest of them.\n"
        "Company and author default to the ones last used in File > Export Report."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("report"), QStringLiteral("the subcommand"));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), Cli::projectsHelp(), Cli::projectsSyntax());
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write the PDF here; with several PROJECT files, a folder for one PDF each."),
                      QStringLiteral("OUT.pdf|FOLDER")});
    parser.addOption({QStringLiteral("paper"), QStringLiteral("a4 (default) or letter."), QStringLiteral("size"), QStringLiteral("a4")});
    parser.addOption({QStringLiteral("set"), QStringLiteral("Override a project value first (as in evaluate), in every PROJECT. Repeatable."),
                      QStringLiteral("key.path=value")});
    parser.addOption({QStringLiteral("company"), QStringLiteral("Company on the cover."), QStringLiteral("name")});
    parser.addOption({QStringLiteral("author"), QStringLiteral("Author on the cover."), QStringLiteral("name")});
    parser.addOption({QStringLiteral("revision"), QStringLiteral("Revision on the cover and in the header (default A)."),
                      QStringLiteral("rev")});
    if (!parser.parse(arguments)) {
        Cli::printErr(QStringLiteral("dcstudio report: ") + parser.errorText());
        return kBadArguments;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        Cli::printOut(parser.helpText().toStdString());
        return 0;
    }
    const QStringList files = Cli::projectArguments(parser.positionalArguments());
    if (files.isEmpty() || !parser.isSet(QStringLiteral("o"))) {
        Cli::printErr(QStringLiteral("dcstudio report: expected PROJECT -o OUT.pdf, or PROJECT... -o FOLDER (see --help)."));
        return kBadArguments;
    }
    ReportOptions options = ReportSettings::load();
    const QString paper = parser.value(QStringLiteral("paper")).toLower();
    if (paper == QLatin1String("a4")) {
        options.paper = ReportOptions::Paper::A4;
    } else if (paper == QLatin1String("letter")) {
        options.paper = ReportOptions::Paper::Letter;
    } else {
        Cli::printErr(QStringLiteral("dcstudio report: --paper must be a4 or letter (got '%1').").arg(parser.value(QStringLiteral("paper"))));
        return kBadArguments;
    }
    if (parser.isSet(QStringLiteral("company")))
        options.company = parser.value(QStringLiteral("company"));
    if (parser.isSet(QStringLiteral("author")))
        options.author = parser.value(QStringLiteral("author"));
    if (parser.isSet(QStringLiteral("revision")))
        options.revision = parser.value(QStringLiteral("revision"));

    QStringList outputs;
    if (const int refused = outputPaths(files, parser.value(QStringLiteral("o")), outputs))
        return refused;
    int worst = kWritten;
    for (qsizetype i = 0; i < files.size(); ++i)
        worst = std::max(worst, writeOne(files.at(i), parser.values(QStringLiteral("set")), options, outputs.at(i)));
    return worst;
}

} // namespace dcs::ReportCommand
