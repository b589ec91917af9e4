#include "networksection.h"
#include "fabricdiagram.h"
#include "networkcharts.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"

namespace dcs {

using namespace ReportFormat;

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
    return r <= 0 ? QStringLiteral("—") : number(r, 2) + QStringLiteral(":1");
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
            {QStringLiteral("GPU nodes / GPUs connected"), QStringLiteral("%1 / %2").arg(number(n.nodes), number(n.gpus))},
            {QStringLiteral("Compute NICs connected"), QStringLiteral("%1 of %2").arg(number(n.nicsConnected), number(n.nicsTotal))},
            {QStringLiteral("Links (node, leaf-spine, spine-core)"),
             QStringLiteral("%1 (%2, %3, %4)").arg(number(n.links), number(n.nodeLinks), number(n.leafSpineLinks), number(n.spineCoreLinks))},
            {QStringLiteral("Oversubscription: target, leaf, spine, end to end"),
             QStringLiteral("%1, %2, %3, %4").arg(ratio(n.targetOversubscription), ratio(n.leafOversubscription),
                                                  ratio(n.spineOversubscription), ratio(n.endToEndOversubscription))},
            {QStringLiteral("Bisection bandwidth"), number(n.bisectionGbps / 1000.0, 1) + QStringLiteral(" Tb/s")},
            {QStringLiteral("Cross-leaf bandwidth per GPU"), number(n.perGpuCrossLeafGbps, 0) + QStringLiteral(" Gb/s")},
            {QStringLiteral("Switch hops, worst case"), number(n.maxSwitchHops)},
            {QStringLiteral("Two-tier reach (endpoints)"), number(n.twoTierMaxEndpoints)},
            {QStringLiteral("Optics power"), kilowatts(n.opticsPowerW, 2)},
        };
        w.keyValues(facts);

        ReportTable cables;
        cables.columns = {{QStringLiteral("Cable type"), 2.4},         {QStringLiteral("Medium"), 1.0},
                          {QStringLiteral("Count"), 0.7, true},         {QStringLiteral("Length m"), 0.9, true},
                          {QStringLiteral("Optics modules"), 0.9, true},  {QStringLiteral("Power kW"), 0.8, true},
                          {QStringLiteral("Cost USD"), 1.1, true}};
        for (const CableTally &t : n.cables)
            cables.add({QString::fromStdString(t.name), QString::fromStdString(t.medium), number(t.count),
                        number(t.totalLengthM, 0), number(t.transceivers, 0), number(t.powerW / 1000.0, 2), number(t.costUsd)});
        cables.add({QStringLiteral("Total"), QString(), number(n.links), number(n.cableLengthM, 0), number(n.transceivers, 0),
                    number(n.opticsPowerW / 1000.0, 2), number(n.cableCostUsd)},
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
