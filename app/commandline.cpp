#include "commandline.h"
#include "json/jsontext.h"
#include "generatecommand.h"
#include "checkcommand.h"
#include "comparecommand.h"
#include "sweepcommand.h"
#include "sweepmergecommand.h"
#include "evaluatecommand.h"
#include "importdevicetypecommand.h"
#include "inputscommand.h"
#include "exportcommand.h"
#include "cliproject.h"
#include "reportcommand.h"
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "io/projectoverride.h"
#include "io/projectreader.h"
#include "planners/fabricgenerator.h"
#include "io/projectwriter.h"
#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

using Cli::printErr;
using Cli::printOut;

bool CommandLine::isSubcommand(const QString &word)
{
    return word == QLatin1String("evaluate") || word == QLatin1String("catalog")
        || word == QLatin1String("generate-fabric")
        || word == QLatin1String("generate")
        // [generate-name]
        || word == QLatin1String("check")
        || word == QLatin1String("report")
        || word == QLatin1String("export") || word == QLatin1String("bom")
        || word == QLatin1String("compare") || word == QLatin1String("sweep") || word == QLatin1String("sweep-merge")
        || word == QLatin1String("import-device-type")
        || word == QLatin1String("inputs")
        ;
}

bool CommandLine::needsWidgets(const QStringList &arguments)
{
    const QString word = arguments.value(0);
    if (word == QLatin1String("sweep") || word == QLatin1String("sweep-merge"))
        for (const QString &a : arguments)
            if (a == QLatin1String("--plot") || a.startsWith(QLatin1String("--plot=")))
                return true;
    return needsWidgets(word);
}

QString CommandLine::synopsis()
{
    // One line per subcommand; isSubcommand() and run() must know each of them (test_cli checks
    // that `dcstudio --help` names every one).
    return QStringLiteral(
        "Subcommands (headless, no display needed):\n"
        "  generate --system ID (--nodes N | --gpus N) -o OUT.json   a new design from a few choices\n"
        "  generate-fabric PROJECT -o OUT.json [--network ID]       PROJECT with its compute fabric generated\n"
        "  evaluate PROJECT... [--set key.path=value] [--json]      the evaluation of each as JSON\n"
        "  check PROJECT... [--fail-on warning|error|never] [--json]\n"
        "                                                           findings; exit 0 clean, 1 warnings, 2 errors,\n"
        "                                                           4 a file unreadable (the worst over the files)\n"
        "  report PROJECT... -o OUT.pdf|FOLDER [--paper a4|letter]  the PDF design report of each\n"
        "  catalog [--kind KIND] [--json]                           the device catalog\n"
        "  export alerts|bom|netbox PROJECT -o OUT                  Prometheus alert rules, bill of materials (CSV),\n"
        "                                                           NetBox import files and README (-o a folder)\n"
        "  bom PROJECT -o OUT.csv                                   the bill of materials (export bom)\n"
        "  compare A.json B.json... [--json]                        2-6 designs side by side, differences to the first\n"
        "  sweep BASE.json --vary KEY=v1,v2 ... -o OUT.csv [--shard I/N] [--plot P.png]\n"
        "                                                           every combination evaluated, one row per variant\n"
        "  sweep-merge PART.csv... -o ALL.csv                       join the parts of a sharded sweep\n"
        "  import-device-type FILE.yaml... --into PROJECT.json      NetBox device types into the project's catalog\n"
        "  inputs [--json]                                          every input --set can change: unit, range, default,\n"
        "                                                           source (docs/inputs.md)\n"
        "Run 'dcstudio SUBCOMMAND --help' for details.");
}

int CommandLine::run(const QStringList &arguments)
{
    const QString command = arguments.value(1);
    if (command == QLatin1String("evaluate"))
        return EvaluateCommand::run(arguments);
    if (command == QLatin1String("generate-fabric"))
        return generateFabric(arguments);
    // Subcommands in their own files (app/*command.cpp):
    if (command == QLatin1String("generate"))
        return GenerateCommand::run(arguments);
    // [generate-run]
    if (command == QLatin1String("check"))
        return CheckCommand::run(arguments);
    if (command == QLatin1String("report"))
        return ReportCommand::run(arguments);
    if (command == QLatin1String("export") || command == QLatin1String("bom"))
        return ExportCommand::run(arguments);
    if (command == QLatin1String("compare"))
        return CompareCommand::run(arguments);
    if (command == QLatin1String("import-device-type"))
        return ImportDeviceTypeCommand::run(arguments);
    if (command == QLatin1String("sweep"))
        return SweepCommand::run(arguments);
    if (command == QLatin1String("sweep-merge"))
        return SweepMergeCommand::run(arguments);
    if (command == QLatin1String("inputs"))
        return InputsCommand::run(arguments);
    return listCatalog(arguments);
}

// `dcstudio generate-fabric PROJECT -o OUT.json [--network ID]`: Generate fabric for scripts
// (docs/network.md). Exit codes as evaluate; 3 when the generator refuses (reason on stderr).
int CommandLine::generateFabric(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Generates the compute fabric of a project and saves the result."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("generate-fabric"), QStringLiteral("the subcommand"));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("project file (.json)"));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Write the project here."),
                      QStringLiteral("OUT.json")});
    parser.addOption({QStringLiteral("network"), QStringLiteral("Network id (default: the compute network)."),
                      QStringLiteral("ID")});
    const bool parsed = parser.parse(arguments);
    if (parsed && parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText().toStdString());
        return 0;
    }
    if (!parsed || parser.positionalArguments().size() != 2 || !parser.isSet(QStringLiteral("o"))) {
        printErr(QStringLiteral("dcstudio generate-fabric: expected PROJECT -o OUT.json (see --help)."));
        return 1;
    }
    const ReadResult read = ProjectReader::readFile(parser.positionalArguments().at(1), Catalog::builtIn());
    if (!read.project) {
        printErr(QString::fromStdString(formatErrors(read.errors)));
        return 2;
    }
    LoadErrors ignored;
    const Catalog catalog = Catalog::builtIn().withCustomEntries(read.project->customCatalog.get(), {}, ignored);
    const FabricGenerator::Result r = FabricGenerator::generate(*read.project, catalog,
                                                                parser.value(QStringLiteral("network")).toStdString());
    if (!r.ok) {
        printErr(QStringLiteral("dcstudio generate-fabric: ") + QString::fromStdString(r.error));
        return 3;
    }
    const QString error = ProjectWriter::save(r.project, parser.value(QStringLiteral("o")));
    if (!error.isEmpty()) {
        printErr(error);
        return 2;
    }
    printOut(r.networkId + ": " + std::to_string(r.tiers) + " tiers, " + std::to_string(r.leaves) + " leaves, "
             + std::to_string(r.spines) + " spines, " + std::to_string(r.cores) + " cores, " + std::to_string(r.links)
             + " links; " + std::to_string(r.newSwitches) + " switches mounted, " + std::to_string(r.newRacks)
             + " racks added\n");
    return 0;
}

int CommandLine::listCatalog(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Lists the built-in catalog entries."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("catalog"), QStringLiteral("the subcommand"));
    parser.addOption({QStringLiteral("kind"),
                      QStringLiteral("Only entries of this kind: gpu_server, rack_system, switch, rack, pdu, "
                                     "cooling, ups, power_panel."),
                      QStringLiteral("kind")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the entries as JSON.")});
    if (!parser.parse(arguments)) {
        printErr(QStringLiteral("dcstudio catalog: ") + parser.errorText());
        return 1;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText().toStdString());
        return 0;
    }
    std::optional<CatalogKind> kind;
    if (parser.isSet(QStringLiteral("kind"))) {
        kind = catalogKindFromName(parser.value(QStringLiteral("kind")).toStdString());
        if (!kind) {
            printErr(QStringLiteral("dcstudio catalog: unknown kind '%1'.").arg(parser.value(QStringLiteral("kind"))));
            return 1;
        }
    }
    json list = json::array();
    std::string table;
    for (const CatalogEntry &e : Catalog::builtIn().entries()) {
        if (kind && e.kind != *kind)
            continue;
        list.push_back(Catalog::toJson(e));
        char line[256];
        std::snprintf(line, sizeof line, "%-22s %-12s %8.1f kW  %s\n", e.id.c_str(), catalogKindName(e.kind),
                      e.maxPowerW / 1000.0, e.name.c_str());
        table += line;
    }
    printOut(parser.isSet(QStringLiteral("json")) ? JsonText::dump(list, 2) + "\n" : table);
    return 0;
}

} // namespace dcs
