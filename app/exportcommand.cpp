#include "exportcommand.h"
#include "analysis/analyzer.h"
#include "cliproject.h"
#include "handoff/handofffile.h"
#include "handoff/netboxexport.h"
#include "json/textfile.h"
#include <QCommandLineParser>

namespace dcs::ExportCommand {

namespace {
constexpr int kOk = 0, kBadArguments = 1, kBadProject = 2, kNotWritten = 3;
} // namespace

int run(const QStringList &arguments)
{
    // `dcstudio bom P -o F` is `dcstudio export bom P -o F`.
    QStringList args = arguments;
    if (args.value(1) == QLatin1String("bom"))
        args.insert(1, QStringLiteral("export"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Writes a hand-off file for operations (docs/handoff.md):\n"
        "  alerts  Prometheus alerting rules: per PDU line and bank breaker above 80 % of the design's derated\n"
        "          limit, feed and phase imbalance, CDU supply and rack inlet temperatures against the design,\n"
        "          GPU temperature, utilisation and memory on DCGM exporter metrics. Check: promtool check rules OUT\n"
        "  bom     the bill of materials as CSV (catalog ids, counts, list prices, sources)\n"
        "  netbox  NetBox bulk-import files into the folder OUT: site, racks, device types (YAML), devices,\n"
        "          power panels and feeds, power and fabric cables (CSV), and a README with the order to load them\n"
        "Exit codes: 0 written, 1 bad arguments, 2 unreadable or invalid project, 3 not written."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("export"), QStringLiteral("the subcommand"));
    parser.addPositionalArgument(QStringLiteral("KIND"), QStringLiteral("alerts, bom or netbox"));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("project file (.json)"));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write the file here (netbox: into this folder, made when missing)."),
                      QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("set"), QStringLiteral("Override a project value first, as in evaluate. Repeatable."),
                      QStringLiteral("key.path=value")});
    parser.addOption({QStringLiteral("pdu-metric"),
                      QStringLiteral("alerts: the site's PDU line current metric, labelled {pdu, phase} (default "
                                     "pdu_phase_current_amperes)."),
                      QStringLiteral("NAME")});
    if (!parser.parse(args)) {
        Cli::printErr(QStringLiteral("dcstudio export: ") + parser.errorText());
        return kBadArguments;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        Cli::printOut(parser.helpText().toStdString());
        return kOk;
    }
    const QStringList positional = parser.positionalArguments();
    const QString kind = positional.value(1);
    if (positional.size() != 3
        || (kind != QLatin1String("alerts") && kind != QLatin1String("bom") && kind != QLatin1String("netbox"))) {
        Cli::printErr(QStringLiteral("dcstudio export: expected alerts|bom|netbox PROJECT -o OUT (see --help)."));
        return kBadArguments;
    }
    if (!parser.isSet(QStringLiteral("o"))) {
        Cli::printErr(QStringLiteral("dcstudio export %1: name the output with -o OUT.").arg(kind));
        return kBadArguments;
    }
    Cli::LoadedProject loaded;
    const Cli::LoadStatus status =
        Cli::loadProject(positional.at(2), parser.values(QStringLiteral("set")), QStringLiteral("export"), loaded);
    if (status != Cli::LoadStatus::Ok)
        return status == Cli::LoadStatus::BadOverride ? kBadArguments : kBadProject;
    const Analysis analysis = Analyzer::run(loaded.project, loaded.catalog);
    if (kind == QLatin1String("netbox")) {
        // A folder of files (docs/handoff.md, "NetBox"), each written through QSaveFile.
        const NetboxExportResult netbox = NetboxExport::build(loaded.project, loaded.catalog, analysis);
        const QString folder = parser.value(QStringLiteral("o"));
        if (const QString error = NetboxExport::write(netbox, folder); !error.isEmpty()) {
            Cli::printErr(QStringLiteral("dcstudio export: ") + error);
            return kNotWritten;
        }
        Cli::printOut(folder.toStdString() + ": " + NetboxExport::summary(netbox) + "\n");
        return kOk;
    }
    HandoffFile file;
    if (kind == QLatin1String("alerts")) {
        AlertOptions options;
        if (parser.isSet(QStringLiteral("pdu-metric")))
            options.lineCurrentMetric = parser.value(QStringLiteral("pdu-metric")).toStdString();
        file = HandoffFile::alerts(loaded.project, loaded.catalog, analysis, options);
    } else {
        file = HandoffFile::billOfMaterials(analysis, loaded.catalog);
    }
    const QString output = parser.value(QStringLiteral("o"));
    if (const QString error = TextFile::write(output, file.text); !error.isEmpty()) {
        Cli::printErr(QStringLiteral("dcstudio export: ") + error);
        return kNotWritten;
    }
    Cli::printOut(output.toStdString() + ": " + file.summary + "\n");
    return kOk;
}

} // namespace dcs::ExportCommand
