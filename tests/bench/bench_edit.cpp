// Property edits on the stress-16k sample (2,048 DGX H100 in 544 racks, ~10,000 objects with
// devices and PDUs), in the model: the typed path (one block or one rack written, patched, read
// back and checked) against the whole-design round trip it replaced, which device keys still
// take. Issue 13 target: a field edit under 1 ms. Run: build/tests/bench/bench_edit [PROJECT]
#include "analysis/analyzer.h"
#include "benchproject.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include <QCoreApplication>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString path = bench::projectPath(argc, argv);
    std::optional<Project> loaded = bench::loadProject(argc, argv);
    if (!loaded)
        return 1;
    ProjectDocument doc(Catalog::builtIn());
    doc.reset(std::move(*loaded));
    const Rack &last = doc.project().racks.back();
    const std::string rackId = last.id, deviceId = last.devices.empty() ? std::string() : last.devices.front().id;
    std::printf("project: %s (%zu racks, %zu floor units)\n", qPrintable(path), doc.project().racks.size(),
                doc.project().equipment.size());
    int n = 0;
    int refused = 0;
    auto set = [&](const std::string &id, const char *key, const json &v) { refused += doc.setProperty(id, key, v) ? 0 : 1; };
    // Each run sets a new value, so every run validates and pushes a command.
    bench::report("site electricity price (block)", 201, [&] {
        set("site", "electricity_price_per_kwh", json(0.05 + 1e-4 * (++n % 500)));
    });
    bench::report("workload tokens (block)", 201, [&] { set("workload", "tokens", json(1e12 + 1e9 * (++n % 500))); });
    bench::report("rack power budget (one rack)", 201, [&] {
        set(rackId, "power_budget_kw", json(40.0 + (++n % 50)));
    });
    bench::report("rack name (one rack)", 201, [&] { set(rackId, "name", json("R " + std::to_string(++n))); });
    bench::report("undo + redo of a rack edit", 201, [&] {
        doc.undoStack()->undo();
        doc.undoStack()->redo();
    });
    // What the analysis runner does after a workload edit: the training engine alone.
    Analysis full;
    bench::report("evaluate: all engines", 21, [&] { full = Analyzer::run(doc.project(), doc.catalog()); });
    bench::report("evaluate after a workload edit", 21, [&] { full = Analyzer::rerunTraining(doc.project(), doc.catalog(), full); });
    // The Fabric dock's edits: one network's settings, never its links.
    if (doc.generateFabric()) {
        const Network &net = doc.project().networks.front();
        const std::string netId = net.id;
        std::printf("fabric generated: %zu links\n", net.links.size());
        bench::report("fabric oversubscription (settings)", 201, [&] {
            set(netId, "target_oversubscription", json(1.0 + 0.01 * (++n % 300)));
        });
    }
    if (!deviceId.empty())
        bench::report("device full_depth (its rack)", 201, [&] { set(deviceId, "full_depth", json(++n % 2 == 0)); });
    // Models set to what they are (judged in full, nothing pushed): a device's (its rack and
    // every link of the fabric), a floor unit's (the power chain on a copy of racks and units).
    if (!deviceId.empty()) {
        const std::string model = doc.project().rackHolding(deviceId)->devices.front().catalogId;
        bench::report("device model (its rack, the fabric's links)", 51, [&] { set(deviceId, "catalog_id", json(model)); });
    }
    const FloorEquipment &unit = doc.project().equipment.front();
    const std::string unitId = unit.id, unitModel = unit.catalogId;
    bench::report("floor unit model set to itself", 51, [&] { set(unitId, "catalog_id", json(unitModel)); });
    // A real change of model: a 150 kW CRAH made a 70 kW in-row unit and back (its smaller
    // footprint stays inside the old one), so the power chain is checked on the new model.
    for (const FloorEquipment &e : doc.project().equipment)
        if (e.catalogId == "crah-cw-150") {
            const std::string crahId = e.id;
            bench::report("floor unit model changed (the power chain)", 51, [&] {
                set(crahId, "catalog_id", json(++n % 2 == 0 ? "crah-cw-150" : "inrow-cw-70"));
            });
            break;
        }
    // For comparison, the path the remaining keys take: the whole design written and read (a
    // unit's upstream, or a CDU's racks, set to what it is: the full round trip, nothing pushed).
    for (const FloorEquipment &e : doc.project().equipment)
        if (!e.upstreamId.empty() || !e.servesRackIds.empty()) {
            const std::string id = e.id;
            const bool upstream = !e.upstreamId.empty();
            const json value = upstream ? json(e.upstreamId) : json(e.servesRackIds);
            bench::report("floor unit's upstream or racks (whole-design path)", 5,
                          [&] { set(id, upstream ? "upstream" : "serves", value); });
            break;
        }
    std::printf("undo steps %d, refused edits %d (must be 0)\n", doc.undoStack()->count(), refused);
    return refused == 0 ? 0 : 1;
}
