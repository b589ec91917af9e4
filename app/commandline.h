#pragma once
#include <QStringList>

namespace dcs {

// The headless front end: `dcstudio generate|generate-fabric|evaluate|check|report|catalog ...`.
// Runs without a display and without Widgets (report draws offscreen). Exit codes: 0 ok, 1 bad
// arguments, 2 bad project file (check, report and generate have their own: *command.h).
class CommandLine
{
public:
    static bool isSubcommand(const QString &word);
    // Subcommands that draw (the PDF report, a sweep's --plot): they need a QApplication,
    // offscreen is enough. `arguments` as main() gets them, the subcommand word first.
    static bool needsWidgets(const QString &word) { return word == QLatin1String("report"); }
    static bool needsWidgets(const QStringList &arguments);
    static int run(const QStringList &arguments);
    // Every subcommand with a one-line synopsis, for `dcstudio --help`.
    static QString synopsis();

private:
    static int listCatalog(const QStringList &arguments);
    static int generateFabric(const QStringList &arguments);
};

} // namespace dcs
