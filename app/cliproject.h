#pragma once
#include "catalog/catalog.h"
#include "project/project.h"
#include <QString>
#include <QStringList>
#include <nlohmann/json_fwd.hpp>
#include <string>

namespace dcs {

// What the headless subcommands share: printing, and reading a project with `--set` overrides
// applied (evaluate, check, report).
namespace Cli {

void printErr(const QString &text);
void printOut(const std::string &text);

struct LoadedProject {
    Project project;
    Catalog catalog;       // built-in plus the project's custom entries
    std::string fileName;  // for messages
    std::string error;     // why loading failed (also printed on stderr), for JSON output
};

enum class LoadStatus { Ok, BadOverride, BadFile };

// Reads `path`, applies each "key.path=value" of `overrides`, validates. On failure prints a
// message naming the file (and `command` for a bad override), keeps it in out.error and returns why.
LoadStatus loadProject(const QString &path, const QStringList &overrides, const QString &command, LoadedProject &out);

// The PROJECT arguments after the subcommand word; subcommands taking several files share the
// one-line help for them.
QStringList projectArguments(const QStringList &positional);
QString projectsSyntax();
QString projectsHelp();

// `dcstudio check a.json b.json`: the per-file text is grouped under this header when there is
// more than one file (as head(1) does), so single-file output is unchanged.
std::string fileHeader(const QString &path);

// One line of a JSON Lines document (compact, newline-terminated): the `--json` output of
// evaluate and check is one such line per PROJECT, in the order given.
std::string jsonLine(const nlohmann::json &object);

} // namespace Cli
} // namespace dcs
