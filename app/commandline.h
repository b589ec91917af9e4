#pragma once
#include <QStringList>

namespace dcs {

// The headless front end: `dcstudio evaluate|check|report|catalog ...`. Runs without a display and
// without Widgets. Exit codes: 0 ok, 1 bad arguments, 2 bad project file
// (check has its own: checkcommand.h).
class CommandLine
{
public:
    static bool isSubcommand(const QString &word);
    // Subcommands that draw (the PDF report): they need a QApplication, offscreen is enough.
    static bool needsWidgets(const QString &word) { return word == QLatin1String("report"); }
    static int run(const QStringList &arguments);

private:
    static int evaluate(const QStringList &arguments);
    static int listCatalog(const QStringList &arguments);
    static int generateFabric(const QStringList &arguments);
};

} // namespace dcs
