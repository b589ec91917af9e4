#pragma once
#include "catalog/catalog.h"
#include "project/project.h"
#include <QString>
#include <QStringList>
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
};

enum class LoadStatus { Ok, BadOverride, BadFile };

// Reads `path`, applies each "key.path=value" of `overrides`, validates. On failure prints a
// message starting with `command` and returns why.
LoadStatus loadProject(const QString &path, const QStringList &overrides, const QString &command, LoadedProject &out);

} // namespace Cli
} // namespace dcs
