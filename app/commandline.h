#pragma once
#include <QStringList>

namespace dcs {

// The headless front end: `dcstudio evaluate|catalog ...`. Runs without a display and
// without Widgets. Exit codes: 0 ok, 1 bad arguments, 2 bad project file.
class CommandLine
{
public:
    static bool isSubcommand(const QString &word);
    static int run(const QStringList &arguments);

private:
    static int evaluate(const QStringList &arguments);
    static int listCatalog(const QStringList &arguments);
    static int generateFabric(const QStringList &arguments);
};

} // namespace dcs
