#include "networksection.h"
#include "network/networkresult.h"
#include "fabricdiagram.h"
#include "networkcharts.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"

namespace dcs {

using ReportFormat::fmt;

namespace {

const Network *findNetwork(const Project &p, const std::string &id)
{
    for (const Network &n : p.networks)
        if (n.id == id)
            return &n;
    return nullptr;
}

QString ratio(double r)
{
    return r <= 0 ? QStringLiteral("—") : fmt.number(r, 2) + QStringLiteral(":1");
}

} // namespace

void NetworkSection::write(ReportWriter &w, const ReportContext &c) const
{
    const NetworkResult &r = c.analysis.network;
    w.heading(title());
    if (r.networks.empty()) {
        w.paragraph(QStringLiteral("The design has no network fabric yet (Design > Generate Fabric, or `dcstudio "
                                   "generate-fabric`)."));
        return;
    }
    for (const NetworkFabricResult &n : r.networks) {
        const Network *net = findNetwork(c.project, n.id);
        const QString name = net ? QString::fromStdString(net->name.empty() ? net->id : net->name) : QString::fromStdString(n.id);
        w.heading(QStringLiteral("%1 (%2)").arg(name, QString::fromLatin1(networkRoleName(n.role))), 2);
        std::vector<std::pair<QString, QString>> facts{
            {QStringLiteral("Technology / topology"),
             net ? QStringLiteral("%1 / %2").arg(QLatin1String(networkTechnologyName(net->technology)),
                                                QLatin1String(networkTopologyName(net->topology)))
                 : QString()},
            {QStringLiteral("Switch model, radix"), QStringLiteral("%1, %2 ports").arg(net ? QString::fromStdString(net->switchCatalogId) : QString()).arg(n.switchRadix)},
            {QStringLiteral("Tiers; leaves / spines / cores"),
             QStringLiteral("%1; %2 / %3 / %4").arg(n.tiers).arg(n.leaves).arg(n.spines).arg(n.cores)},
            {QStringLiteral("GPU nodes / GPUs connected"), QStringLiteral("%1 / %2").arg(fmt.number(n.nodes), fmt.number(n.gpus))},
            {QStringLiteral("Compute NICs connected"), QStringLiteral("%1 of %2").arg(fmt.number(n.nicsConnected), fmt.number(n.nicsTotal))},
            {QStringLiteral("Links (node, leaf-spine, spine-core)"),
             QStringLiteral("%1 (%2, %3, %4)").arg(fmt.number(n.links), fmt.number(n.nodeLinks), fmt.number(n.leafSpineLinks), fmt.number(n.spineCoreLinks))},
            {QStringLiteral("Oversubscription: target, leaf, spine, end to end"),
             QStringLiteral("%1, %2, %3, %4").arg(ratio(n.targetOversubscription), ratio(n.leafOversubscription),
                                                  ratio(n.spineOversubscription), ratio(n.endToEndOversubscription))},
            {QStringLiteral("Bisection bandwidth"), fmt.number(n.bisectionGbps / 1000.0, 1) + QStringLiteral(" Tb/s")},
            {QStringLiteral("Cross-leaf bandwidth per GPU"), fmt.number(n.perGpuCrossLeafGbps, 0) + QStringLiteral(" Gb/s")},
            {QStringLiteral("Switch hops, worst case"), fmt.number(n.maxSwitchHops)},
            {QStringLiteral("Two-tier reach (endpoints)"), fmt.number(n.twoTierMaxEndpoints)},
            {QStringLiteral("Optics power"), fmt.kilowatts(n.opticsPowerW, 2)},
        };
        w.keyValues(facts);

        ReportTable cables;
        cables.columns = {{QStringLiteral("Cable type"), 2.4},         {QStringLiteral("Medium"), 1.0},
                          {QStringLiteral("Count"), 0.7, true},         {QStringLiteral("Length m"), 0.9, true},
                          {QStringLiteral("Optics modules"), 0.9, true},  {QStringLiteral("Power kW"), 0.8, true},
                          {QStringLiteral("Cost USD"), 1.1, true}};
        for (const CableTally &t : n.cables)
            cables.add({QString::fromStdString(t.name), QString::fromStdString(t.medium), fmt.number(t.count),
                        fmt.number(t.totalLengthM, 0), fmt.number(t.transceivers, 0), fmt.kilowattNumber(t.powerW, 2), fmt.number(t.costUsd)});
        cables.add({QStringLiteral("Total"), QString(), fmt.number(n.links), fmt.number(n.cableLengthM, 0), fmt.number(n.transceivers, 0),
                    fmt.kilowattNumber(n.opticsPowerW, 2), fmt.number(n.cableCostUsd)},
                   {}, true);
        w.table(cables);
        if (n.linksTooLong > 0)
            w.paragraph(QStringLiteral("%1 links are longer than any catalog cable reaches.").arg(n.linksTooLong));
        if (net && n.role == NetworkRole::Compute) {
            const FabricDiagram::Data diagram = FabricDiagram::from(c.project, n);
            w.figure(230, [&](QPainter *p, const QRectF &rect) { FabricDiagram::paint(p, rect, diagram); },
                     QStringLiteral("Tiers of the fabric, with link counts and oversubscription per tier."));
        }
    }
    w.chart(220, [&] { return NetworkCharts::cableLengthHistogram(c.analysis); }, QStringLiteral("Cable lengths by type, measured on the floor plan."));
    w.chart(200, [&] { return NetworkCharts::tierBandwidth(c.analysis); }, QStringLiteral("Downlink and uplink bandwidth per tier."));
}

} // namespace dcs
