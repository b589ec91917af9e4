#include "generatecommand.h"
#include "catalog/catalog.h"
#include "generator/clustergenerator.h"
#include "io/projectwriter.h"
#include "json/utf8text.h"
#include <QCommandLineParser>
#include <algorithm>
#include <cstdio>

namespace dcs {

namespace {

void printErr(const QString &text)
{
    std::fprintf(stderr, "dcstudio generate: %s\n", qPrintable(text));
}

void printOut(const std::string &text)
{
    const std::string valid = Utf8Text::escapeInvalid(text);
    std::fwrite(valid.data(), 1, valid.size(), stdout);
    std::fflush(stdout);
}

QString idsOf(CatalogKind kind)
{
    QStringList ids;
    for (const CatalogEntry *e : Catalog::builtIn().entriesOfKind(kind))
        ids << QString::fromStdString(e->id);
    return ids.join(QStringLiteral(", "));
}

bool parseCount(const QString &text, int &out)
{
    bool ok = false;
    out = text.toInt(&ok);
    return ok;
}

bool parseNumber(const QString &text, double &out)
{
    bool ok = false;
    out = text.toDouble(&ok);
    return ok;
}

} // namespace

int GenerateCommand::run(const QStringList &arguments)
{
    const GeneratorOptions defaults;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Generates a complete design (racks, power chain, cooling, fabric, workload) from a few "
                       "choices and writes it as a project file. See docs/generator.md.\n\n"
                       "GPU systems: %1\nRack systems: %2\nPDUs: %3\nRacks: %4")
            .arg(idsOf(CatalogKind::GpuServer), idsOf(CatalogKind::RackSystem), idsOf(CatalogKind::Pdu),
                 idsOf(CatalogKind::Rack)));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("generate"), QStringLiteral("the subcommand"));
    const QString sys = QStringLiteral("system"), nodes = QStringLiteral("nodes"), gpus = QStringLiteral("gpus"),
                  cooling = QStringLiteral("cooling"), rackKw = QStringLiteral("rack-kw"), pdu = QStringLiteral("pdu"),
                  rack = QStringLiteral("rack"), fabric = QStringLiteral("fabric"), tech = QStringLiteral("technology"),
                  over = QStringLiteral("oversubscription"), power = QStringLiteral("power"),
                  distribution = QStringLiteral("distribution"),
                  coolingRed = QStringLiteral("cooling-redundancy"), hall = QStringLiteral("hall"),
                  name = QStringLiteral("name"), location = QStringLiteral("location"), out = QStringLiteral("o");
    parser.addOptions({
        {sys, QStringLiteral("GPU server or rack-scale system (catalog id, listed above). Default: %1.")
                  .arg(QString::fromStdString(defaults.systemId)), QStringLiteral("ID")},
        {nodes, QStringLiteral("Number of nodes (rack systems for a rack-scale system)."), QStringLiteral("N")},
        {gpus, QStringLiteral("Number of GPUs instead of nodes (a whole number of nodes)."), QStringLiteral("N")},
        {cooling, QStringLiteral("air, liquid (direct-to-chip on CDUs), hybrid (rear doors) or sidecar (direct-to-chip on liquid-to-air CDUs, no facility water). Default: liquid."),
         QStringLiteral("KIND")},
        {rackKw, QStringLiteral("Rack power limit in kW. Default: 45 for servers, the nameplate for rack systems."),
         QStringLiteral("KW")},
        {pdu, QStringLiteral("Rack PDU model. Default: %1 (a rack-scale system's power shelves get three-phase feeds, pdu-415v-60a-3ph-whip, unless this names a PDU with three-phase outlets).").arg(QString::fromStdString(defaults.pduId)), QStringLiteral("ID")},
        {rack, QStringLiteral("Rack enclosure model. Default: %1.").arg(QString::fromStdString(defaults.rackId)),
         QStringLiteral("ID")},
        {fabric, QStringLiteral("Compute fabric: rail-optimized, leaf-spine, three-tier or none. Default: rail-optimized."),
         QStringLiteral("TOPOLOGY")},
        {tech, QStringLiteral("Fabric technology: ib-ndr, ib-xdr, roce-400 or roce-800. Default: InfiniBand at the "
                                 "system's NIC speed (ib-xdr for 800G NICs, else ib-ndr)."), QStringLiteral("TECH")},
        {over, QStringLiteral("Target oversubscription of the fabric, >= 1. Default: 1 (non-blocking)."), QStringLiteral("X")},
        {power, QStringLiteral("Power redundancy: 2N (A and B feeds) or N (feed A only). Default: 2N."), QStringLiteral("R")},
        {distribution, QStringLiteral("What feeds the rack PDUs: panels (power panels on the floor) or busway (overhead "
                                      "busway runs along each row, with tap-off units). Default: panels."),
         QStringLiteral("D")},
        {coolingRed, QStringLiteral("Cooling redundancy: N, N+1 or 2N. Default: N+1."), QStringLiteral("R")},
        {hall, QStringLiteral("Hall size WxD in metres, or fit. Default: fit."), QStringLiteral("WxD|fit")},
        {name, QStringLiteral("Design name. Default: from the system and count."), QStringLiteral("NAME")},
        {location, QStringLiteral("Site location (climate). Default: %1.").arg(QString::fromStdString(defaults.location)),
         QStringLiteral("PLACE")},
        {{out, QStringLiteral("output")}, QStringLiteral("Write the project here."), QStringLiteral("OUT.json")},
    });
    const bool parsed = parser.parse(arguments);
    if (parsed && parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText().toStdString());
        return 0;
    }
    if (!parsed) {
        printErr(parser.errorText() + QStringLiteral(" (see --help)"));
        return 1;
    }
    if (parser.positionalArguments().size() != 1) {
        printErr(QStringLiteral("unexpected argument '%1' (see --help).").arg(parser.positionalArguments().value(1)));
        return 1;
    }
    if (!parser.isSet(out)) {
        printErr(QStringLiteral("expected -o OUT.json (see --help)."));
        return 1;
    }
    GeneratorOptions o;
    QStringList bad;
    if (parser.isSet(sys))
        o.systemId = parser.value(sys).toStdString();
    if (parser.isSet(nodes) && !parseCount(parser.value(nodes), o.nodes))
        bad << QStringLiteral("--nodes expects a whole number, not '%1'.").arg(parser.value(nodes));
    if (parser.isSet(gpus) && !parseCount(parser.value(gpus), o.gpus))
        bad << QStringLiteral("--gpus expects a whole number, not '%1'.").arg(parser.value(gpus));
    if (parser.isSet(cooling)) {
        const auto c = generatorCoolingFromName(parser.value(cooling).toStdString());
        if (c)
            o.cooling = *c;
        else
            bad << QStringLiteral("--cooling must be air, liquid, hybrid or sidecar, not '%1'.").arg(parser.value(cooling));
    }
    if (parser.isSet(rackKw) && (!parseNumber(parser.value(rackKw), o.rackPowerLimitKw) || o.rackPowerLimitKw <= 0))
        bad << QStringLiteral("--rack-kw expects a positive number of kW, not '%1'.").arg(parser.value(rackKw));
    if (parser.isSet(pdu))
        o.pduId = parser.value(pdu).toStdString();
    if (parser.isSet(rack))
        o.rackId = parser.value(rack).toStdString();
    if (parser.isSet(fabric)) {
        const auto f = generatorFabricFromName(parser.value(fabric).toStdString());
        if (f)
            o.fabric = *f;
        else
            bad << QStringLiteral("--fabric must be rail-optimized, leaf-spine, three-tier or none, not '%1'.")
                       .arg(parser.value(fabric));
    }
    if (!parser.isSet(tech))
        if (const CatalogEntry *system = Catalog::builtIn().find(o.systemId))
            o.technology = defaultTechnologyFor(*system);
    if (parser.isSet(tech)) {
        const auto t = networkTechnologyFromName(parser.value(tech).toStdString());
        if (t)
            o.technology = *t;
        else
            bad << QStringLiteral("--technology must be %1, not '%2'.")
                       .arg(QString::fromStdString(generatorTechnologyList()), parser.value(tech));
    }
    if (parser.isSet(over) && !parseNumber(parser.value(over), o.oversubscription))
        bad << QStringLiteral("--oversubscription expects a number >= 1, not '%1'.").arg(parser.value(over));
    if (parser.isSet(power)) {
        const QString v = parser.value(power).toUpper();
        if (v == QLatin1String("2N") || v == QLatin1String("N"))
            o.power2N = v == QLatin1String("2N");
        else
            bad << QStringLiteral("--power must be 2N or N, not '%1'.").arg(parser.value(power));
    }
    if (parser.isSet(distribution)) {
        const QString v = parser.value(distribution).toLower();
        if (v == QLatin1String("panels") || v == QLatin1String("busway"))
            o.busway = v == QLatin1String("busway");
        else
            bad << QStringLiteral("--distribution must be panels or busway, not '%1'.").arg(parser.value(distribution));
    }
    if (parser.isSet(coolingRed)) {
        const auto r = coolingRedundancyFromName(parser.value(coolingRed).toStdString());
        if (r)
            o.coolingRedundancy = *r;
        else
            bad << QStringLiteral("--cooling-redundancy must be N, N+1 or 2N, not '%1'.").arg(parser.value(coolingRed));
    }
    if (parser.isSet(hall) && parser.value(hall) != QLatin1String("fit")) {
        const QStringList wd = parser.value(hall).toLower().split(QLatin1Char('x'));
        if (wd.size() != 2 || !parseNumber(wd.at(0), o.hallWidthM) || !parseNumber(wd.at(1), o.hallDepthM)
            || o.hallWidthM <= 0 || o.hallDepthM <= 0)
            bad << QStringLiteral("--hall expects WxD in metres (e.g. 30x20) or fit, not '%1'.").arg(parser.value(hall));
    }
    if (parser.isSet(name))
        o.name = parser.value(name).toStdString();
    if (parser.isSet(location))
        o.location = parser.value(location).toStdString();
    if (!bad.isEmpty()) {
        for (const QString &b : bad)
            printErr(b);
        return 1;
    }
    // Option values the generator judges (unknown ids, counts, ranges) are bad arguments too.
    const std::vector<std::string> invalid = validateOptions(o, Catalog::builtIn());
    if (!invalid.empty()) {
        for (const std::string &e : invalid)
            printErr(QString::fromStdString(e));
        return 1;
    }
    const ClusterGenerator::Result r = ClusterGenerator::generate(o, Catalog::builtIn());
    if (!r.ok) {
        for (const std::string &e : r.errors)
            printErr(QString::fromStdString(e));
        return 3;
    }
    const QString error = ProjectWriter::save(r.project, parser.value(out));
    if (!error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    char line[400];
    std::snprintf(line, sizeof line,
                  "%s: %d nodes, %d GPUs in %zu racks (%d compute of up to %d, %d network), %d switches, %.1f kW device "
                  "nameplate, hall %.1f x %.1f m\n",
                  qPrintable(parser.value(out)), r.plan.nodes, r.plan.gpus, r.project.racks.size(), r.plan.computeRacks,
                  r.plan.nodesPerRack, r.networkRacks, r.switches, r.itNameplateW / 1000.0, r.project.hall.widthM,
                  r.project.hall.depthM);
    // One note line per warning code (the first message, and how many more): a single-feed
    // design warns once per rack.
    std::string text = line;
    std::vector<std::pair<std::string, int>> grouped;
    for (const std::string &n : r.notes) {
        const std::string key = n.substr(0, n.find(':'));
        auto it = std::find_if(grouped.begin(), grouped.end(),
                               [&](const auto &g) { return g.first.substr(0, g.first.find(':')) == key; });
        if (it == grouped.end())
            grouped.emplace_back(n, 1);
        else
            ++it->second;
    }
    for (const auto &[note, count] : grouped)
        text += "  note: " + note + (count > 1 ? " (and " + std::to_string(count - 1) + " more like it)" : "") + "\n";
    printOut(text);
    return 0;
}

} // namespace dcs
