// Long editing (issue 31 item 5): 10,000 random steps on the air sample through the edit facade
// (moves, rotations, mounts and unmounts, property edits valid and invalid, several objects at
// once, fabric regeneration, variants saved and switched) mixed with random undo and redo. Then
// undo to the start: the saved text is byte for byte the original; redo to the end: byte for
// byte the text before the undo. Every refused step leaves the stack as it was. A fixed seed,
// so a failure replays; the step times are printed (bench_edit measures them properly).
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "document/propertyedit.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "project/projectvariants.h"
#include <QDir>
#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <array>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <random>

using namespace dcs;
using nlohmann::json;

namespace {

Project airSample()
{
    const QString path = QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/superpod-h100-air.json"));
    ReadResult r = ProjectReader::readFile(path, Catalog::builtIn());
    return r.project ? *r.project : Project{};
}

std::string text(const ProjectDocument &doc) { return ProjectWriter::toText(doc.project()); }

enum Kind { Move, Rotate, Mount, Unmount, BlockEdit, RackEdit, BadEdit, Several, DeviceEdit, Fabric, Variant, Undo, Redo, Kinds };
const char *const kKindNames[Kinds] = {"move", "rotate", "mount", "unmount", "block edit", "rack edit", "bad edit",
                                       "several objects", "model", "fabric", "variant", "undo", "redo"};
// Weights out of 1000: edits of one rack or block are most of a session; models, fabrics and
// variants are rare, as they are for a user.
const std::array<int, Kinds> kWeights = {170, 40, 60, 40, 120, 100, 60, 30, 10, 8, 7, 220, 135};

class Soak
{
public:
    explicit Soak(ProjectDocument &doc) : mDoc(doc) {}

    std::array<int, Kinds> done{};
    std::array<int, Kinds> refused{};
    std::array<qint64, Kinds> slowestNs{};
    int stackBroken = 0;  // a refused step that changed the stack: must stay 0

    void step()
    {
        std::discrete_distribution<int> pick(kWeights.begin(), kWeights.end());
        const Kind kind = Kind(pick(mRandom));
        QUndoStack *stack = mDoc.undoStack();
        const int count = stack->count(), index = stack->index();
        QElapsedTimer timer;
        timer.start();
        const bool ok = run(kind);
        slowestNs[kind] = std::max(slowestNs[kind], timer.nsecsElapsed());
        ++done[kind];
        if (!ok) {
            ++refused[kind];
            if (stack->count() != count || stack->index() != index)
                ++stackBroken;
        }
    }

private:
    ProjectDocument &mDoc;
    std::mt19937 mRandom{31};
    int mNames = 0;

    int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(mRandom); }
    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(mRandom); }
    const Rack &anyRack() { return mDoc.project().racks[size_t(uniform(0, int(mDoc.project().racks.size()) - 1))]; }

    bool run(Kind kind)
    {
        const Project &p = mDoc.project();
        QUndoStack *stack = mDoc.undoStack();
        switch (kind) {
        case Move: {
            // Tile steps, often into a neighbour (refused) or out of the hall (refused).
            const double dx = 0.6 * uniform(-3, 3), dy = 0.6 * uniform(-2, 2);
            return mDoc.moveObjects({anyRack().id}, dx, dy);
        }
        case Rotate:
            return mDoc.rotateObjects({anyRack().id});
        case Mount: {
            DevicePlacement d;
            d.catalogId = uniform(0, 1) ? "dgx-h100" : "sn5600";
            d.uLow = uniform(1, 40);
            return mDoc.mountDevice(anyRack().id, d);
        }
        case Unmount: {
            const Rack &r = anyRack();
            return !r.devices.empty() && mDoc.unmountDevice(r.id, r.devices[size_t(uniform(0, int(r.devices.size()) - 1))].id);
        }
        case BlockEdit:
            switch (uniform(0, 3)) {
            case 0: return mDoc.setProperty("site", "electricity_price_per_kwh", uniform(0.04, 0.3));
            case 1: return mDoc.setProperty("workload", "tokens", uniform(1e11, 1e13));
            case 2: return mDoc.setProperty("hall", "width_m", p.hall.widthM + 0.6 * uniform(-1, 1));
            default: return mDoc.setProperty("project", "name", "Soak " + std::to_string(++mNames));
            }
        case RackEdit:
            if (uniform(0, 1))
                return mDoc.setProperty(anyRack().id, "power_budget_kw", uniform(20.0, 60.0));
            return mDoc.setProperty(anyRack().id, "name", "Rack " + std::to_string(++mNames));
        case BadEdit:  // every one refused with a message
            switch (uniform(0, 2)) {
            case 0: return mDoc.setProperty("site", "electricity_price_per_kwh", -1.0);
            case 1: return mDoc.setProperty(anyRack().id, "x_m", "left");
            default: return mDoc.setProperty("no-such-object", "name", "x");
            }
        case Several: {
            // Budgets of three racks (each judged alone; a negative one refuses all three), or
            // a budget and a turn (typed; a turn refused alone is judged again on the whole design).
            const std::string a = anyRack().id, b = anyRack().id, c = anyRack().id;
            if (uniform(0, 1))
                return mDoc.setProperties({{a, "power_budget_kw", uniform(-5.0, 60.0)}, {b, "power_budget_kw", uniform(20.0, 60.0)},
                                           {c, "power_budget_kw", uniform(20.0, 60.0)}},
                                          QStringLiteral("soak: three budgets"));
            return mDoc.setProperties({{a, "power_budget_kw", uniform(20.0, 60.0)}, {b, "rotation_deg", 90 * uniform(0, 3)}},
                                      QStringLiteral("soak: two racks"));
        }
        case DeviceEdit: {  // a device's or a floor unit's model, judged beyond its rack or unit
            if (uniform(0, 2) == 0 && !p.equipment.empty()) {
                // Cooling units swap between CRAH and in-row; a UPS or panel made a CRAH is
                // refused while it feeds something.
                const FloorEquipment &e = p.equipment[size_t(uniform(0, int(p.equipment.size()) - 1))];
                return mDoc.setProperty(e.id, "catalog_id", e.catalogId == "crah-cw-150" ? "inrow-cw-70" : "crah-cw-150");
            }
            const Rack &r = anyRack();
            if (r.devices.empty())
                return false;
            const DevicePlacement &d = r.devices[size_t(uniform(0, int(r.devices.size()) - 1))];
            return mDoc.setProperty(d.id, "catalog_id", d.catalogId == "dgx-h100" ? "dgx-b200" : "dgx-h100");
        }
        case Fabric:
            return mDoc.generateFabric();
        case Variant: {
            const std::vector<std::string> names = ProjectVariants::names(p);
            if (names.size() < 3 || uniform(0, 2) == 0)
                return mDoc.saveAsVariant("soak " + std::to_string(++mNames));
            return mDoc.switchToVariant(names[size_t(uniform(0, int(names.size()) - 1))]);
        }
        case Undo:
            if (!stack->canUndo())
                return false;
            stack->undo();
            return true;
        case Redo:
            if (!stack->canRedo())
                return false;
            stack->redo();
            return true;
        case Kinds:
            break;
        }
        return false;
    }
};

} // namespace

class TestSoak : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tenThousandStepsUndoToTheOriginal()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(airSample());
        QVERIFY(!doc.project().racks.empty());
        const std::string original = text(doc);
        Soak soak(doc);
        for (int i = 0; i < 10000; ++i)
            soak.step();
        for (int k = 0; k < Kinds; ++k)
            std::printf("  %-16s %5d steps, %5d refused or nothing to do, slowest %7.2f ms\n", kKindNames[k], soak.done[size_t(k)],
                        soak.refused[size_t(k)], double(soak.slowestNs[size_t(k)]) / 1e6);
        std::printf("  undo stack: %d steps, at %d\n", doc.undoStack()->count(), doc.undoStack()->index());
        QCOMPARE(soak.stackBroken, 0);
        // Every kind ran, and each kind of edit was both accepted and refused somewhere.
        for (int k = 0; k < Kinds; ++k)
            QVERIFY2(soak.done[size_t(k)] > 0, kKindNames[k]);
        for (int k : {Move, Mount, BlockEdit, Several})
            QVERIFY2(soak.refused[size_t(k)] > 0 && soak.refused[size_t(k)] < soak.done[size_t(k)], kKindNames[k]);
        QCOMPARE(soak.refused[BadEdit], soak.done[BadEdit]);
        QVERIFY(doc.undoStack()->index() > 100);  // a long history to walk back

        while (doc.undoStack()->canRedo())  // the walk may end with steps undone: to the top first
            doc.undoStack()->redo();
        const std::string end = text(doc);
        QVERIFY(end != original);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(text(doc), original);
        QVERIFY(!doc.isModified());
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QCOMPARE(text(doc), end);
    }
};

QTEST_GUILESS_MAIN(TestSoak)
#include "test_soak.moc"
