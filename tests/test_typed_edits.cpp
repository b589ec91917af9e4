// Typed edits (issue 13): a settings block or one rack or floor unit is edited as a value of its
// own, never as a whole-design round trip. Undo and redo restore the serialised design exactly;
// the edits of one gesture merge into one step; change events name the block or object and the
// property; and a bad value gets the same path and message from a file, from `--set`, from the
// inspector's setProperty and from a dialog's setBlocks.
#include "analysis/analysisrunner.h"
#include "analysis/analyzer.h"
#include "commands/setvaluecommand.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "training/trainingresult.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "processrun.h"
#include <QDir>
#include <QSignalSpy>
#include <QTest>
#include "document/propertyedit.h"
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

namespace {
QString samplePath() { return QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/superpod-h100-air.json")); }

Project sample()
{
    ReadResult r = ProjectReader::readFile(samplePath(), Catalog::builtIn());
    if (!r.project)
        qFatal("%s", formatErrors(r.errors).c_str());
    return *r.project;
}

std::string text(const ProjectDocument &doc) { return ProjectWriter::toText(doc.project()); }

// What the file reader makes of the design with `key` of the object at `pointer` set: the
// whole-design judgement a typed edit must agree with.
ReadResult readPatched(const Project &p, const std::string &pointer, const json &value)
{
    json doc = ProjectWriter::toJson(p, false);
    doc[json::json_pointer(pointer)] = value;
    return ProjectReader::readJson(std::move(doc), {}, Catalog::builtIn());
}

// The last step (or, for a macro, its first child) is a typed value edit, not a whole design.
bool lastStepIsTyped(const QUndoStack &stack)
{
    const QUndoCommand *c = stack.command(stack.count() - 1);
    if (c && c->childCount() > 0)
        c = c->child(0);
    return dynamic_cast<const SetValueCommand *>(c) != nullptr;
}
} // namespace

class TestTypedEdits : public QObject
{
    Q_OBJECT

    ProjectDocument mDoc{Catalog::builtIn()};

    // `edit` pushes exactly one step; undo gives the text before, redo the text after, twice.
    void checkUndoRedo(const std::function<bool()> &edit)
    {
        const std::string before = text(mDoc);
        const int steps = mDoc.undoStack()->count();
        QVERIFY(edit());
        QCOMPARE(mDoc.undoStack()->count(), steps + 1);
        const std::string after = text(mDoc);
        QVERIFY(after != before);
        for (int round = 0; round < 2; ++round) {
            mDoc.undoStack()->undo();
            QCOMPARE(text(mDoc), before);
            mDoc.undoStack()->redo();
            QCOMPARE(text(mDoc), after);
        }
    }

    // `id`'s model set to `model`: one typed step (undo and redo exact) whose design is the one
    // the file reader makes of the same patch at `pointer`.
    void checkModelAsTheFile(const std::string &pointer, const std::string &id, const std::string &model)
    {
        const ReadResult file = readPatched(mDoc.project(), pointer, model);
        QVERIFY2(file.project, file.errors.empty() ? "" : formatErrors(file.errors).c_str());
        checkUndoRedo([&] { return mDoc.setProperty(id, "catalog_id", json(model)); });
        QVERIFY(lastStepIsTyped(*mDoc.undoStack()));
        Project typed = mDoc.project();
        typed.variants = file.project->variants;
        QVERIFY(typed == *file.project);
    }

private Q_SLOTS:
    void init() { mDoc.reset(sample()); }

    // Issue 31: setProperties judges every edit before it pushes. A good price beside a negative
    // hall width is refused whole: the text unchanged, no undo step, no redo step. Accepted, a
    // price, a hall width and a PDU's model (which re-plugs its cords) are one step that undoes
    // and redoes exactly.
    void severalEditsAreOneStepOrNone()
    {
        const std::string before = text(mDoc);
        const int steps = mDoc.undoStack()->count();
        QString why;
        QVERIFY(!mDoc.setProperties({{"site", "electricity_price_per_kwh", 0.2}, {"hall", "width_m", -5}}, "two", &why));
        QVERIFY2(why.contains("width_m"), qPrintable(why));
        QCOMPARE(text(mDoc), before);
        QCOMPARE(mDoc.undoStack()->count(), steps);
        QVERIFY(!mDoc.undoStack()->canRedo());
        QVERIFY(!mDoc.setProperties({{"site", "electricity_price_per_kwh", 0.2}, {"R-A01-PDU-A1", "catalog_id", "rack-42u-600"}},
                                    "two", &why));
        QVERIFY2(why.contains("not a rack PDU"), qPrintable(why));
        QCOMPARE(text(mDoc), before);
        QCOMPARE(mDoc.undoStack()->count(), steps);
        // Keys that move nothing, one per object: each judged alone, still all or nothing.
        const std::string rack = mDoc.project().racks.front().id;
        QVERIFY(!mDoc.setProperties({{"site", "electricity_price_per_kwh", 0.3}, {rack, "power_budget_kw", -1.0}}, "two", &why));
        QVERIFY2(why.contains("power_budget_kw"), qPrintable(why));
        QCOMPARE(text(mDoc), before);
        QCOMPARE(mDoc.undoStack()->count(), steps);
        checkUndoRedo([this, rack] {
            return mDoc.setProperties({{"site", "electricity_price_per_kwh", 0.3}, {rack, "power_budget_kw", 33.0}}, "budget");
        });
        checkUndoRedo([this] {
            return mDoc.setProperties({{"site", "electricity_price_per_kwh", 0.2},
                                       {"hall", "width_m", mDoc.project().hall.widthM + 1.2},
                                       {"R-A01-PDU-A1", "catalog_id", "pdu-400v-32a-wye"}},
                                      "three");
        });
        QCOMPARE(mDoc.undoStack()->undoText(), QString("three"));
        QCOMPARE(mDoc.project().site.electricityPricePerKwh, 0.2);
    }

    // Issue 31 item 5: a device's model is a typed edit of its rack (the soak test's slowest
    // step was this edit through the whole design). It must judge as the file reader does: the
    // same design when accepted, the reader's message when a network's reference breaks.
    void deviceModelIsTypedAndJudgedAsTheFileIs()
    {
        const Project &p = mDoc.project();
        // A01-N1 is the first device of R-A01 (/racks/0/devices/0), a DGX H100.
        QCOMPARE(p.racks[0].devices[0].id, std::string("A01-N1"));
        // As a DGX B200 (10U where it has 8U below the next server at U11): refused, as the
        // file is, with the file's message.
        const ReadResult taller = readPatched(p, "/racks/0/devices/0/catalog_id", "dgx-b200");
        QVERIFY(!taller.project);
        QString why;
        QVERIFY(!mDoc.setProperty("A01-N1", "catalog_id", json("dgx-b200"), &why));
        QCOMPARE(why, QString::fromStdString(taller.errors.front().path + ": " + taller.errors.front().message));
        QVERIFY2(why.contains("overlaps 'A01-N1' at U11"), qPrintable(why));
        QCOMPARE(mDoc.undoStack()->count(), 0);
        // As a DGX H200 (8U too): accepted, one typed step, the design the file reader makes.
        checkModelAsTheFile("/racks/0/devices/0/catalog_id", "A01-N1", "dgx-h200");

        // AL-SW1 (a 64-port QM9700 leaf, its ports 0-63 cabled) as an SN2201 (48 + 4 = 52
        // ports, 1U like it): the links on ports 52-63 no longer have a port. The file reader
        // says so first at the first such link; the edit gives the same first line, no step.
        const int steps = mDoc.undoStack()->count();
        const std::string before = text(mDoc);
        const ReadResult fewer = readPatched(mDoc.project(), "/racks/8/devices/0/catalog_id", "sn2201");
        QCOMPARE(mDoc.project().racks[8].devices[0].id, std::string("AL-SW1"));
        QVERIFY(!fewer.project);
        const QString first = QString::fromStdString(fewer.errors.front().path + ": " + fewer.errors.front().message);
        QVERIFY2(first.contains("is out of range: 'AL-SW1' has 52 ports"), qPrintable(first));
        QVERIFY(!mDoc.setProperty("AL-SW1", "catalog_id", json("sn2201"), &why));
        QCOMPARE(why.section('\n', 0, 0), first);
        // A leaf switch of the fabric made a server: no longer a switch (and 8U, over the
        // switch above it): refused, the text and the stack unchanged.
        QVERIFY(!mDoc.setProperty("AL-SW1", "catalog_id", json("dgx-h100"), &why));
        QVERIFY(!why.isEmpty());
        QCOMPARE(text(mDoc), before);
        QCOMPARE(mDoc.undoStack()->count(), steps);
        QVERIFY(!mDoc.undoStack()->canRedo());
    }

    // A floor unit's model is typed too; its consequence beyond the unit is the power chain (a
    // UPS feeding panels may not become a cooling unit), judged as the file reader judges it.
    void floorUnitModelIsTypedAndJudgedAsTheFileIs()
    {
        const Project &p = mDoc.project();
        QCOMPARE(p.equipment[11].id, std::string("UPS-A01"));  // upstream of PNL-A01 and PNL-A02
        const ReadResult file = readPatched(p, "/equipment/11/catalog_id", "crah-cw-150");
        QVERIFY(!file.project);
        const QString first = QString::fromStdString(file.errors.front().path + ": " + file.errors.front().message);
        QVERIFY2(first.contains("UPS-A01"), qPrintable(first));
        QString why;
        QVERIFY(!mDoc.setProperty("UPS-A01", "catalog_id", json("crah-cw-150"), &why));
        QCOMPARE(why.section('\n', 0, 0), first);
        QCOMPARE(mDoc.undoStack()->count(), 0);

        // CRAH-01 (/equipment/0) as an in-row unit: whatever the file reader makes of it.
        QCOMPARE(p.equipment[0].id, std::string("CRAH-01"));
        checkModelAsTheFile("/equipment/0/catalog_id", "CRAH-01", "inrow-cw-70");
    }

    // Several objects placed anew by one edit: typed edits judged alone, then against each
    // other's new places. A rack moved where its neighbour stood while the neighbour moves on
    // is refused alone and accepted together (the whole-design path); two racks moved onto one
    // free spot pass alone and are refused together with the reader's overlap message.
    void severalObjectsPlacedTogether()
    {
        // Row A ends with R-AL (x 9.0 m, /racks/8) and R-AS (9.6 m, /racks/9), 0.6 m wide,
        // with free floor beyond (the hall is 24 m wide).
        const double alX = mDoc.project().racks[8].xM, asX = mDoc.project().racks[9].xM;
        QCOMPARE(alX, 9.0);
        QCOMPARE(asX, 9.6);
        QString why;
        QVERIFY(!mDoc.setProperty("R-AL", "x_m", json(9.6), &why));  // alone: onto R-AS
        QVERIFY2(why.contains("overlaps 'R-AS'"), qPrintable(why));
        checkUndoRedo([this] {
            QString why;
            const bool done = mDoc.setProperties({{"R-AL", "x_m", 9.6}, {"R-AS", "x_m", 10.2}}, "shift", &why);
            if (!done)
                qWarning("%s", qPrintable(why));
            return done;
        });
        QCOMPARE(mDoc.project().racks[8].xM, 9.6);
        QCOMPARE(mDoc.project().racks[9].xM, 10.2);
        mDoc.undoStack()->undo();

        // R-AS first to 10.8 m; then R-AL to 10.2 m (free: 10.2-10.8) and R-AS to 10.4 m (free
        // alone: 10.4-11.0 against R-AL's old 9.0-9.6): together they overlap by 0.4 m.
        QVERIFY(mDoc.setProperty("R-AS", "x_m", json(10.8)));
        const std::string before = text(mDoc);
        const int steps = mDoc.undoStack()->count();
        json doc = ProjectWriter::toJson(mDoc.project(), false);
        doc["racks"][8]["x_m"] = 10.2;
        doc["racks"][9]["x_m"] = 10.4;
        const ReadResult file = ProjectReader::readJson(std::move(doc), {}, Catalog::builtIn());
        QCOMPARE(file.errors.size(), size_t(1));
        QVERIFY(!mDoc.setProperties({{"R-AL", "x_m", 10.2}, {"R-AS", "x_m", 10.4}}, "onto one spot", &why));
        QCOMPARE(why, QString::fromStdString(file.errors.front().path + ": " + file.errors.front().message));
        QVERIFY2(why.startsWith("/racks/9: 'R-AS' overlaps 'R-AL'"), qPrintable(why));
        QCOMPARE(text(mDoc), before);
        QCOMPARE(mDoc.undoStack()->count(), steps);

        // Accepted together and typed: a turn and a budget, one step of typed edits.
        checkUndoRedo([this] {
            return mDoc.setProperties({{"R-AS", "rotation_deg", 180}, {"R-A01", "power_budget_kw", 45.0}}, "turn and budget");
        });
        QVERIFY(lastStepIsTyped(*mDoc.undoStack()));
        // A device's model and its rack's budget are two edits of one rack value: judged on the
        // whole design, so neither overwrites the other.
        checkUndoRedo([this] {
            return mDoc.setProperties({{"A01-N1", "catalog_id", "dgx-h200"}, {"R-A01", "power_budget_kw", 50.0}}, "two of one rack");
        });
        QCOMPARE(mDoc.project().racks[0].powerBudgetKw, 50.0);
        QCOMPARE(mDoc.project().racks[0].devices[0].catalogId, std::string("dgx-h200"));
    }

    void everyBlockUndoesExactly()
    {
        checkUndoRedo([&] { return mDoc.setProperty("project", "name", json("Hall 7")); });
        QCOMPARE(mDoc.project().name, std::string("Hall 7"));
        checkUndoRedo([&] { return mDoc.setProperty("site", "electricity_price_per_kwh", json(0.21)); });
        QCOMPARE(mDoc.project().site.electricityPricePerKwh, 0.21);
        checkUndoRedo([&] { return mDoc.setProperty("hall", "tile_m", json(0.5)); });
        checkUndoRedo([&] { return mDoc.setProperty("cooling", "redundancy", json("2N")); });
        QCOMPARE(mDoc.project().cooling.redundancy, CoolingRedundancy::TwoN);
        checkUndoRedo([&] { return mDoc.setProperty("workload", "tokens", json(2e12)); });
        QCOMPARE(mDoc.project().workload.tokens, 2e12);
        json power = {{"design_load", "typical"}};
        checkUndoRedo([&] { return mDoc.setProperty("project", "power_settings", power); });
        QCOMPARE(mDoc.project().power.designLoad, PowerSettings::DesignLoad::Typical);
        // A whole block from a dialog, validated the same way.
        Site site = mDoc.project().site;
        site.currency = "EUR";
        checkUndoRedo([&] { return mDoc.setBlocks({site}, QStringLiteral("Change site")); });
        // Setting a value to what it is pushes nothing.
        const int steps = mDoc.undoStack()->count();
        QVERIFY(mDoc.setProperty("site", "currency", json("EUR")));
        QCOMPARE(mDoc.undoStack()->count(), steps);
    }

    void rackAndFloorUnitEditsUndoExactly()
    {
        const Rack &rack = mDoc.project().racks.front();
        const std::string id = rack.id;
        checkUndoRedo([&] { return mDoc.setProperty(id, "power_budget_kw", json(60.0)); });
        QCOMPARE(mDoc.project().findRack(id)->powerBudgetKw, 60.0);
        checkUndoRedo([&] { return mDoc.setProperty(id, "name", json("Rack one")); });
        const FloorEquipment &unit = mDoc.project().equipment.front();
        const std::string unitId = unit.id;
        checkUndoRedo([&] { return mDoc.setProperty(unitId, "name", json("CRAH west")); });
        QCOMPARE(mDoc.project().findEquipment(unitId)->name, std::string("CRAH west"));

        // Refused with the file reader's placement messages, at the object's path, nothing pushed.
        const int steps = mDoc.undoStack()->count();
        QString why;
        QVERIFY(!mDoc.setProperty(id, "x_m", json(mDoc.project().hall.widthM - 0.1), &why));
        QVERIFY2(why.startsWith("/racks/0: '" + QString::fromStdString(id) + "' stands outside the hall"), qPrintable(why));
        const Rack &neighbour = mDoc.project().racks[1];
        QVERIFY(!mDoc.setProperty(id, "x_m", json(neighbour.xM), &why));
        QVERIFY2(why.contains("' overlaps '" + QString::fromStdString(neighbour.id) + "' on the floor"), qPrintable(why));
        QVERIFY(!mDoc.setProperty(id, "power_budget_kw", json(-5), &why));
        QVERIFY2(why.startsWith("/racks/0/power_budget_kw: "), qPrintable(why));
        // A device moved onto another's U: the reader's overlap message, at the device's path.
        const DevicePlacement &first = mDoc.project().racks.front().devices.front();
        const DevicePlacement &second = mDoc.project().racks.front().devices[1];
        QVERIFY(!mDoc.setProperty(first.id, "u", json(second.uLow), &why));
        QVERIFY2(why.contains("/racks/0/devices/") && why.contains("' overlaps '"), qPrintable(why));
        // A rack model too short for its devices.
        QVERIFY(!mDoc.setProperty(id, "catalog_id", json("rack-42u-600"), &why));
        QVERIFY2(why.contains("outside the 42U rack"), qPrintable(why));
        QCOMPARE(mDoc.undoStack()->count(), steps);
        // A device's face is an edit of its rack, undone exactly.
        checkUndoRedo([&] { return mDoc.setProperty(first.id, "full_depth", json(false)); });
        QCOMPARE(mDoc.project().racks.front().devices.front().fullDepth, false);
    }

    // The Fabric dock's edits touch a network's settings only; its links are neither written nor
    // copied, and stay exactly as they were through undo and redo.
    void networkSettingsUndoExactly()
    {
        QVERIFY(!mDoc.project().networks.empty());
        const Network &net = mDoc.project().networks.front();
        const std::string id = net.id;
        const size_t links = net.links.size();
        QVERIFY(links > 1000);
        checkUndoRedo([&] { return mDoc.setProperty(id, "target_oversubscription", json(2.0)); });
        QCOMPARE(mDoc.project().networks.front().targetOversubscription, 2.0);
        QCOMPARE(mDoc.project().networks.front().links.size(), links);
        checkUndoRedo([&] { return mDoc.setProperty(id, "roce", json{{"pfc", false}, {"ecn", true}, {"mtu", 9000}}); });
        QCOMPARE(mDoc.project().networks.front().roce.mtu, 9000);

        // The file's message for a switch model that is not a switch.
        QFile f(samplePath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        json doc = json::parse(f.readAll().toStdString());
        doc["networks"][0]["switch_catalog_id"] = "dgx-h100";
        const ReadResult file = ProjectReader::readText(doc.dump(), "hall.json", Catalog::builtIn());
        QCOMPARE(file.errors.size(), size_t(1));
        QString why;
        const int steps = mDoc.undoStack()->count();
        QVERIFY(!mDoc.setProperty(id, "switch_catalog_id", json("dgx-h100"), &why));
        QCOMPARE(why, QString::fromStdString(file.errors.front().path + ": " + file.errors.front().message));
        QVERIFY(!mDoc.setProperty(id, "su_nodes", json(0), &why));
        QVERIFY2(why.startsWith("/networks/0/su_nodes: "), qPrintable(why));
        QCOMPARE(mDoc.undoStack()->count(), steps);
    }

    void editsOfOneGestureMerge()
    {
        const double start = mDoc.project().site.electricityPricePerKwh;
        // Three steps of one gesture (a value stepped with the arrows held down): one undo step.
        QVERIFY(mDoc.setProperty("site", "electricity_price_per_kwh", json(0.11), nullptr, 7));
        QVERIFY(mDoc.setProperty("site", "electricity_price_per_kwh", json(0.12), nullptr, 7));
        QVERIFY(mDoc.setProperty("site", "electricity_price_per_kwh", json(0.125), nullptr, 7));
        QCOMPARE(mDoc.undoStack()->count(), 1);
        QCOMPARE(mDoc.project().site.electricityPricePerKwh, 0.125);
        // Another field, another gesture, or no gesture: separate steps.
        QVERIFY(mDoc.setProperty("site", "grid_co2_kg_per_kwh", json(0.3), nullptr, 7));
        QVERIFY(mDoc.setProperty("site", "electricity_price_per_kwh", json(0.13), nullptr, 8));
        QVERIFY(mDoc.setProperty("site", "electricity_price_per_kwh", json(0.14)));
        QVERIFY(mDoc.setProperty("site", "electricity_price_per_kwh", json(0.15)));
        QCOMPARE(mDoc.undoStack()->count(), 5);
        for (int i = 0; i < 5; ++i)
            mDoc.undoStack()->undo();
        QCOMPARE(mDoc.project().site.electricityPricePerKwh, start);
        // A gesture that ends where it started leaves no step.
        const double tokens = mDoc.project().workload.tokens;
        mDoc.undoStack()->push(new QUndoCommand(QStringLiteral("barrier")));
        const int steps = mDoc.undoStack()->count();
        QVERIFY(mDoc.setProperty("workload", "tokens", json(tokens * 2), nullptr, 9));
        QCOMPARE(mDoc.undoStack()->count(), steps + 1);
        QVERIFY(mDoc.setProperty("workload", "tokens", json(tokens), nullptr, 9));
        QCOMPARE(mDoc.project().workload.tokens, tokens);
        QCOMPARE(mDoc.undoStack()->count(), steps);
        // One rack's key merges the same way.
        const std::string id = mDoc.project().racks.front().id;
        QVERIFY(mDoc.setProperty(id, "power_budget_kw", json(50.0), nullptr, 10));
        QVERIFY(mDoc.setProperty(id, "power_budget_kw", json(55.0), nullptr, 10));
        QCOMPARE(mDoc.undoStack()->count(), steps + 1);
        mDoc.undoStack()->undo();
        QCOMPARE(mDoc.project().findRack(id)->powerBudgetKw, 45.0);
    }

    void changeEventsNameBlockAndProperty()
    {
        QSignalSpy spy(&mDoc, &ProjectDocument::changed);
        QVERIFY(mDoc.setProperty("site", "currency", json("CHF")));
        QCOMPARE(spy.count(), 1);
        auto event = spy.takeFirst().at(0).value<ChangeEvent>();
        QCOMPARE(event.kind, ChangeEvent::Kind::Part);
        QCOMPARE(event.part, DesignPart::Site);
        QVERIFY(event.ids.empty());
        QCOMPARE(event.key, std::string("currency"));
        QCOMPARE(event.aspect, ChangeEvent::Aspect::Content);
        const std::string id = mDoc.project().racks.front().id;
        QVERIFY(mDoc.setProperty(id, "weight_limit_kg", json(1500)));
        event = spy.takeFirst().at(0).value<ChangeEvent>();
        QCOMPARE(event.kind, ChangeEvent::Kind::Modified);
        QCOMPARE(event.ids, std::vector<std::string>{id});
        QCOMPARE(event.key, std::string("weight_limit_kg"));
        mDoc.undoStack()->undo();
        event = spy.takeFirst().at(0).value<ChangeEvent>();
        QCOMPARE(event.key, std::string("weight_limit_kg"));
        // A rename is a label; a whole section set on "project" is that part, not an object
        // with the pseudo-id "project".
        QVERIFY(mDoc.setProperty(id, "name", json("Row A, rack 1")));
        event = spy.takeFirst().at(0).value<ChangeEvent>();
        QCOMPARE(event.kind, ChangeEvent::Kind::Modified);
        QCOMPARE(event.aspect, ChangeEvent::Aspect::Label);
        QVERIFY(mDoc.setProperty("project", "containment", json::array({{{"id", "CA-1"}, {"kind", "cold"}, {"racks", json::array({id})}}})));
        event = spy.takeFirst().at(0).value<ChangeEvent>();
        QCOMPARE(event.kind, ChangeEvent::Kind::Part);
        QCOMPARE(event.part, DesignPart::Containment);
        QVERIFY(event.ids.empty());
    }

    // A label is no engine's input: the analysis runner does not re-run for a rename, and does
    // for a budget.
    void renameDoesNotReevaluate()
    {
        AnalysisRunner runner(&mDoc);
        runner.runNow();
        const AnalysisPtr first = runner.latest();
        const std::string id = mDoc.project().racks.front().id;
        QVERIFY(mDoc.setProperty(id, "name", json("Renamed")));
        QVERIFY(mDoc.setProperty("project", "description", json("A new description")));
        QTest::qWait(60);  // the runner waits one frame (16 ms) before it runs
        QCOMPARE(runner.latest(), first);
        QVERIFY(mDoc.setProperty(id, "power_budget_kw", json(30.0)));
        QTRY_VERIFY(runner.latest() != first);
        QVERIFY(!runner.latest()->warnings.empty());
    }

    // What each kind of edit re-runs, decided from the event's kind, part and aspect.
    void rerunFollowsTheEvent()
    {
        using R = AnalysisRunner::Rerun;
        QCOMPARE(AnalysisRunner::rerunFor(ChangeEvent{}), R::Everything);  // Reset
        QCOMPARE(AnalysisRunner::rerunFor({ChangeEvent::Kind::Modified, {"R-A01"}, "name"}), R::Nothing);
        QCOMPARE(AnalysisRunner::rerunFor({ChangeEvent::Kind::Modified, {"R-A01"}, "x_m"}), R::Everything);
        QCOMPARE(AnalysisRunner::rerunFor(ChangeEvent::ofPart(DesignPart::Header, "description")), R::Nothing);
        QCOMPARE(AnalysisRunner::rerunFor(ChangeEvent::ofPart(DesignPart::Variants)), R::Nothing);
        QCOMPARE(AnalysisRunner::rerunFor(ChangeEvent::ofPart(DesignPart::Workload, "gpus")), R::Training);
        QCOMPARE(AnalysisRunner::rerunFor(ChangeEvent::ofPart(DesignPart::Cooling, "pue")), R::Everything);
        QCOMPARE(AnalysisRunner::rerunFor(ChangeEvent::ofPart(DesignPart::Networks)), R::Everything);
        // A key becomes a part in one place.
        QCOMPARE(designPartOfSection("custom_catalog"), DesignPart::CustomCatalog);
        QCOMPARE(designPartOfSection("power_settings"), DesignPart::PowerSettings);
        QCOMPARE(designPartOfSection("networks"), DesignPart::Networks);
        QCOMPARE(designPartOfSection("anything_else"), DesignPart::OtherSection);
    }

    // A workload edit re-runs the training engine alone, and the result equals a full run.
    void workloadEditRerunsTrainingOnly()
    {
        AnalysisRunner runner(&mDoc);
        runner.runNow();
        const AnalysisPtr first = runner.latest();
        QVERIFY(mDoc.setProperty("workload", "tokens", json(mDoc.project().workload.tokens * 3)));
        QVERIFY(mDoc.setProperty("workload", "global_batch", json(2048)));
        QTRY_VERIFY(runner.latest() != first);
        const Analysis full = Analyzer::run(mDoc.project(), mDoc.catalog());
        QCOMPARE(Analyzer::toJson(mDoc.project(), *runner.latest()).dump(), Analyzer::toJson(mDoc.project(), full).dump());
        QVERIFY(runner.latest()->training->days > 2 * first->training->days);  // 3x the tokens
        // Any other edit in the same frame makes it a full run again.
        QVERIFY(mDoc.setProperty("workload", "tokens", json(mDoc.project().workload.tokens / 3)));
        QVERIFY(mDoc.setProperty("site", "electricity_price_per_kwh", json(0.2)));
        runner.runNow();
        QCOMPARE(Analyzer::toJson(mDoc.project(), *runner.latest()).dump(),
                 Analyzer::toJson(mDoc.project(), Analyzer::run(mDoc.project(), mDoc.catalog())).dump());
    }

    // One validator: the price of 11 per kWh (the reader's range is 0 to 10) is refused with the
    // same path and message wherever it comes from.
    void sameMessageFromFileSetInspectorAndDialog()
    {
        QFile f(samplePath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        json doc = json::parse(f.readAll().toStdString());
        doc["site"]["electricity_price_per_kwh"] = 11;
        const ReadResult file = ProjectReader::readText(doc.dump(), "hall.json", Catalog::builtIn());
        QCOMPARE(file.errors.size(), size_t(1));
        QCOMPARE(file.errors.front().path, std::string("/site/electricity_price_per_kwh"));
        const QString expected = QString::fromStdString(file.errors.front().path + ": " + file.errors.front().message);
        QVERIFY2(expected.contains("11"), qPrintable(expected));

        const test::Run set = test::runProgram(QStringLiteral(DCS_BINARY),
                                               {QStringLiteral("check"), samplePath(), QStringLiteral("--set"),
                                                QStringLiteral("site.electricity_price_per_kwh=11")});
        QVERIFY2(QString::fromUtf8(set.err + set.out).contains(expected), (set.err + set.out).constData());
        QVERIFY(set.exitCode != 0);

        QString inspector;
        QVERIFY(!mDoc.setProperty("site", "electricity_price_per_kwh", json(11), &inspector));
        QCOMPARE(inspector, expected);

        Site site = mDoc.project().site;
        site.electricityPricePerKwh = 11;
        QString dialog;
        QVERIFY(!mDoc.setBlocks({site, mDoc.project().cooling}, QStringLiteral("Change site and cooling"), &dialog));
        QCOMPARE(dialog, expected);
        QCOMPARE(mDoc.undoStack()->count(), 0);

        // A blank currency, which the dialog once refused with words of its own, is now the
        // reader's rule: the same message from a file and from the dialog's path.
        doc["site"]["electricity_price_per_kwh"] = 0.1;
        doc["site"]["currency"] = "";
        const ReadResult blank = ProjectReader::readText(doc.dump(), "hall.json", Catalog::builtIn());
        QCOMPARE(blank.errors.size(), size_t(1));
        site = mDoc.project().site;
        site.currency.clear();
        QVERIFY(!mDoc.setBlocks({site}, QStringLiteral("Change site"), &dialog));
        QCOMPARE(dialog, QString::fromStdString(blank.errors.front().path + ": " + blank.errors.front().message));
        QCOMPARE(dialog, QStringLiteral("/site/currency: enter the currency code of the site (e.g. USD, EUR)."));
    }
};

QTEST_MAIN(TestTypedEdits)
#include "test_typed_edits.moc"
