// Undo commands: every verb does, undoes and redoes to the exact same serialised project,
// drags merge into one step, and refused edits change nothing (issue 2, section 2).
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include <QDir>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

namespace {
Project minimalProject()
{
    const QString path = QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/minimal-v2.json"));
    ReadResult r = ProjectReader::readFile(path, Catalog::builtIn());
    if (!r.project)
        qFatal("%s", formatErrors(r.errors).c_str());
    return *r.project;
}

std::string text(const ProjectDocument &doc) { return ProjectWriter::toText(doc.project()); }

Rack newRack(const std::string &id, double x, double y)
{
    Rack r;
    r.id = id;
    r.name = id;
    r.catalogId = "rack-42u-600";
    r.xM = x;
    r.yM = y;
    return r;
}
} // namespace

class TestCommands : public QObject
{
    Q_OBJECT

    // Runs `edit`, then checks undo gives `before`, redo gives `after`, twice over.
    void checkUndoRedo(ProjectDocument &doc, const std::function<void()> &edit)
    {
        const std::string before = text(doc);
        const int steps = doc.undoStack()->count();
        edit();
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        const std::string after = text(doc);
        QVERIFY(after != before);
        for (int round = 0; round < 2; ++round) {
            doc.undoStack()->undo();
            QCOMPARE(text(doc), before);
            doc.undoStack()->redo();
            QCOMPARE(text(doc), after);
        }
    }

private Q_SLOTS:
    void addObjects()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(minimalProject());
        checkUndoRedo(doc, [&] { doc.addObjects({newRack("R-NEW", 3.0, 4.2)}, {}); });
        QVERIFY(doc.project().findRack("R-NEW"));
    }

    void removeObjectsRestoresOrder()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(minimalProject());
        // Removing the first rack and the CRAH: undo must put both back at their indices.
        checkUndoRedo(doc, [&] { doc.removeObjects({"R-A01", "CRAH-01"}); });
        QVERIFY(!doc.project().findRack("R-A01"));
        doc.undoStack()->undo();
        QCOMPARE(doc.project().racks.front().id, std::string("R-A01"));
    }

    // Deleting a UPS that panels name as upstream clears those references in the same step.
    void removeReferencedEquipment()
    {
        const QString path = QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/superpod-h100-air.json"));
        ReadResult r = ProjectReader::readFile(path, Catalog::builtIn());
        QVERIFY(r.project);
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(*r.project);
        std::string ups;
        for (const FloorEquipment &e : doc.project().equipment)
            for (const FloorEquipment &other : doc.project().equipment)
                if (!other.upstreamId.empty() && other.upstreamId == e.id)
                    ups = e.id;
        QVERIFY(!ups.empty());
        checkUndoRedo(doc, [&] { doc.removeObjects({ups}); });
        for (const FloorEquipment &e : doc.project().equipment)
            QVERIFY(e.upstreamId != ups);
        // What is left still reads back as a valid file.
        const ReadResult again = ProjectReader::readText(text(doc), "after.json", Catalog::builtIn());
        QVERIFY2(again.project, formatErrors(again.errors).c_str());
    }

    // Deleting a rack that a CDU's loop names removes it from the loop in the same step.
    void removeRackServedByCdu()
    {
        Project p = minimalProject();
        FloorEquipment cdu;
        cdu.id = cdu.name = "CDU-1";
        cdu.catalogId = "cdu-inrack-121";
        cdu.xM = 9.0;
        cdu.yM = 5.0;
        cdu.servesRackIds = {"R-A01", "R-A02"};
        p.equipment.push_back(cdu);
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(p);
        checkUndoRedo(doc, [&] { doc.removeObjects({"R-A02"}); });
        QCOMPARE(doc.project().findEquipment("CDU-1")->servesRackIds, std::vector<std::string>{"R-A01"});
        checkUndoRedo(doc, [&] { doc.removeObjects({"R-A01"}); });
        QVERIFY(doc.project().findEquipment("CDU-1")->servesRackIds.empty());  // back on the shared loop
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.project().findEquipment("CDU-1")->servesRackIds, (std::vector<std::string>{"R-A01", "R-A02"}));
    }

    void moveAndRefuseOverlap()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(minimalProject());
        checkUndoRedo(doc, [&] { QVERIFY(doc.moveObjects({"R-A02"}, 0.6, 1.2)); });
        QCOMPARE(doc.project().findRack("R-A02")->xM, 2.4);
        const std::string before = text(doc);
        QString why;
        // R-A02 now at (2.4, 3.0); moving R-A01 (1.2, 1.8) by +1.2/+1.2 lands on it.
        QVERIFY(!doc.moveObjects({"R-A01"}, 1.2, 1.2, 0, &why));
        QVERIFY(why.contains(QStringLiteral("overlap")));
        QVERIFY(!doc.moveObjects({"R-A01"}, -5.0, 0, 0, &why));
        QVERIFY(why.contains(QStringLiteral("outside the hall")));
        QCOMPARE(text(doc), before);
    }

    void dragMergesIntoOneStep()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(minimalProject());
        const std::string before = text(doc);
        // One drag gesture of ten steps of 0.1 m; floating-point sums must not leave drift.
        for (int i = 0; i < 10; ++i)
            QVERIFY(doc.moveObjects({"R-A02"}, 0.1, 0.1, 42));
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(std::abs(doc.project().findRack("R-A02")->xM - 2.8) < 1e-9);
        // A second gesture is a second step.
        QVERIFY(doc.moveObjects({"R-A02"}, 0.6, 0, 43));
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(text(doc), before);
        // Arrow-key steps (gesture 0) never merge.
        QVERIFY(doc.moveObjects({"R-A02"}, 0.6, 0));
        QVERIFY(doc.moveObjects({"R-A02"}, 0.6, 0));
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void rotate()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(minimalProject());
        checkUndoRedo(doc, [&] { QVERIFY(doc.rotateObjects({"R-A02"})); });
        QCOMPARE(doc.project().findRack("R-A02")->rotationDeg, 90);
        // A quarter turn of R-A01 (0.6 x 1.2 m at x 1.2) makes it 1.2 m wide: it would cover R-A02 at x 1.8.
        QString why;
        doc.undoStack()->undo();
        QVERIFY(!doc.rotateObjects({"R-A01"}, &why));
        QVERIFY(why.contains(QStringLiteral("overlap")));
    }

    void setProperty()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(minimalProject());
        checkUndoRedo(doc, [&] { QVERIFY(doc.setProperty("R-A01", "power_budget_kw", 60.0)); });
        QCOMPARE(doc.project().findRack("R-A01")->powerBudgetKw, 60.0);
        checkUndoRedo(doc, [&] { QVERIFY(doc.setProperty("site", "electricity_price_per_kwh", 0.2)); });
        checkUndoRedo(doc, [&] { QVERIFY(doc.setProperty("A01-N2", "u", 19)); });
        checkUndoRedo(doc, [&] { QVERIFY(doc.setProperty("project", "name", "Renamed")); });
        const int steps = doc.undoStack()->count();
        const std::string before = text(doc);
        QString why;
        QVERIFY(!doc.setProperty("R-A01", "power_budget_kw", -1.0, &why));
        QVERIFY(why.contains(QStringLiteral("/racks/0/power_budget_kw")));
        QVERIFY(!doc.setProperty("A01-N2", "u", 3, &why));  // onto A01-N1
        QVERIFY(why.contains(QStringLiteral("overlaps")));
        QVERIFY(!doc.setProperty("R-A01", "catalog_id", "dgx-h100", &why));
        QVERIFY(!doc.setProperty("nope", "name", "x", &why));
        QVERIFY(!doc.setProperty("R-A01", "id", "R-X", &why));
        QCOMPARE(doc.undoStack()->count(), steps);
        QCOMPARE(text(doc), before);
        // Setting the value it already has is not an edit.
        QVERIFY(doc.setProperty("R-A01", "power_budget_kw", 60.0));
        QCOMPARE(doc.undoStack()->count(), steps);
    }

    void duplicate()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(minimalProject());
        std::vector<std::string> ids;
        checkUndoRedo(doc, [&] { ids = doc.duplicateObjects({"R-A01"}, 0, 2.4); });
        QCOMPARE(ids.size(), size_t(1));
        const Rack *copy = doc.project().findRack(ids.front());
        QVERIFY(copy);
        QCOMPARE(copy->devices.size(), size_t(3));
        QVERIFY(copy->devices.front().id != "A01-N1");  // devices get fresh ids too
        QCOMPARE(copy->yM, 1.8 + 2.4);
        QString why;
        QVERIFY(doc.duplicateObjects({"R-A01"}, 0.6, 0, &why).empty());  // onto R-A02
    }

    void mountAndUnmount()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(minimalProject());
        checkUndoRedo(doc, [&] {
            QVERIFY(doc.mountDevice("R-A01", DevicePlacement{"A01-N3", "dgx-h100", 19, RackFace::Front, true}));
        });
        QCOMPARE(doc.project().findRack("R-A01")->devices.size(), size_t(4));
        QString why;
        QVERIFY(!doc.mountDevice("R-A01", DevicePlacement{"A01-N4", "dgx-h100", 15, RackFace::Front, true}, &why));
        QVERIFY(why.contains(QStringLiteral("overlaps")));
        QVERIFY(!doc.mountDevice("R-A01", DevicePlacement{"A01-N5", "dgx-h100", 44, RackFace::Front, true}, &why));
        QVERIFY(why.contains(QStringLiteral("outside")));
        QVERIFY(!doc.mountDevice("R-A01", DevicePlacement{"A01-N6", "crah-cw-150", 30, RackFace::Front, true}, &why));
        checkUndoRedo(doc, [&] { QVERIFY(doc.unmountDevice("R-A01", "A01-N1")); });
        QCOMPARE(doc.project().findRack("R-A01")->devices.size(), size_t(3));
    }

    // A rack whose PDUs name their upstream panel (every sample rack) still takes devices.
    void mountInRackWithPanelledPdus()
    {
        ProjectDocument doc(Catalog::builtIn());
        const QString path = QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/superpod-h100-air.json"));
        ReadResult r = ProjectReader::readFile(path, Catalog::builtIn());
        QVERIFY(r.project);
        doc.reset(*r.project);
        QVERIFY(!doc.project().findRack("R-AL")->pdus.front().panelId.empty());
        QString why;
        QVERIFY2(doc.mountDevice("R-AL", DevicePlacement{"AL-N1", "dgx-h100", 1, RackFace::Front, true}, &why), qPrintable(why));
        QCOMPARE(doc.project().findRack("R-AL")->devices.back().power.size(), size_t(6));  // auto-connected
    }

    // Issue 3 section 1: the power-connections table re-plugs one PSU per step; refused edits
    // (outlet beyond the PDU, outlet taken, PDU of another rack, PSU the device lacks) push nothing.
    void setPowerConnection()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(minimalProject());  // R-A01: two 415 V PDUs of 24 outlets, devices without cords
        checkUndoRedo(doc, [&] { QVERIFY(doc.setPowerConnection("A01-N1", 1, "R-A01-PDU-A1", 3)); });
        checkUndoRedo(doc, [&] { QVERIFY(doc.setPowerConnection("A01-N1", 2, "R-A01-PDU-B1", 5)); });
        const auto cords = [&] {
            const Rack *r = doc.project().findRack("R-A01");
            return r->devices.front().power;
        };
        QCOMPARE(cords().size(), size_t(2));
        QCOMPARE(cords()[0], (PowerConnection{1, "R-A01-PDU-A1", 3}));
        // Moving a plugged PSU replaces its cord (one per PSU), in PSU order.
        checkUndoRedo(doc, [&] { QVERIFY(doc.setPowerConnection("A01-N1", 1, "R-A01-PDU-A1", 7)); });
        QCOMPARE(cords()[0], (PowerConnection{1, "R-A01-PDU-A1", 7}));
        checkUndoRedo(doc, [&] { QVERIFY(doc.setPowerConnection("A01-N1", 2, "", 0)); });
        QCOMPARE(cords().size(), size_t(1));

        const int steps = doc.undoStack()->count();
        QString why;
        QVERIFY(!doc.setPowerConnection("A01-N1", 2, "R-A01-PDU-A1", 25, &why));
        QVERIFY(why.contains(QStringLiteral("outlets 1 to 24")));
        QVERIFY(!doc.setPowerConnection("A01-N2", 1, "R-A01-PDU-A1", 7, &why));
        QVERIFY(why.contains(QStringLiteral("used by PSU 1 of A01-N1")));
        QVERIFY(!doc.setPowerConnection("A01-N1", 7, "R-A01-PDU-A1", 8, &why));
        QVERIFY(why.contains(QStringLiteral("no PSU 7")));
        QVERIFY(!doc.setPowerConnection("A01-N1", 2, "R-A02-PDU-A1", 1, &why));
        QVERIFY(why.contains(QStringLiteral("not a PDU of rack R-A01")));
        QVERIFY(!doc.setPowerConnection("nope", 1, "R-A01-PDU-A1", 1, &why));
        QCOMPARE(doc.undoStack()->count(), steps);
        // Re-plugging a PSU where it already is changes nothing and pushes nothing.
        QVERIFY(doc.setPowerConnection("A01-N1", 1, "R-A01-PDU-A1", 7));
        QCOMPARE(doc.undoStack()->count(), steps);
    }

    // Issue 12 (story 1): a PDU's model is chosen in the inspector; the new PDU is cabled afresh
    // by the auto-connect rules, one undo step that restores every cord exactly.
    void setPduModel()
    {
        const QString path = QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/superpod-h100-air.json"));
        ReadResult r = ProjectReader::readFile(path, Catalog::builtIn());
        QVERIFY(r.project);
        // A custom 4-outlet PDU, to see what happens to cords a model has no room for.
        json tiny = json::parse(R"({"id": "pdu-tiny", "kind": "pdu", "name": "Tiny PDU", "vendor": "Test",
            "category": "Rack PDUs", "max_power_w": 0, "typical_power_w": 0, "height_u": 0, "weight_kg": 5,
            "pdu": {"voltage_ll_v": 415, "wiring": "wye", "phases": 3, "input_current_a": 60, "banks": 2,
                    "bank_breaker_a": 20, "outlets_per_bank": 2, "outlet_type": "C19"},
            "list_price_usd": 1, "source": "test"})");
        nlohmann::json custom = r.project->customCatalog.get();
        custom.push_back(tiny);
        r.project->customCatalog = custom;
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(*r.project);
        auto cordsOn = [&](const std::string &pdu) {
            std::vector<PowerConnection> out;
            for (const DevicePlacement &d : doc.project().findRack("R-A01")->devices)
                for (const PowerConnection &c : d.power)
                    if (c.pduId == pdu)
                        out.push_back(c);
            return out;
        };
        // R-A01: 4 DGX H100 (3 PSUs per feed) and a 2-PSU switch on 2 PDUs per feed: feed A's 13
        // cords split 7 / 6 over A1 and A2.
        const size_t onA1 = cordsOn("R-A01-PDU-A1").size(), onA2 = cordsOn("R-A01-PDU-A2").size();
        QCOMPARE(onA1 + onA2, size_t(13));

        // 60 A (12 banks of 2) -> 32 A (6 banks of 6): the same cords, now one per bank, the lightest
        // (the switch's) doubling up: heaviest first on the least-loaded bank.
        checkUndoRedo(doc, [&] { QVERIFY(doc.setPduModel("R-A01-PDU-A1", "pdu-400v-32a-wye")); });
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set model of R-A01-PDU-A1"));
        QCOMPARE(cordsOn("R-A01-PDU-A1").size(), onA1);
        std::vector<int> perBank(6, 0);
        for (const PowerConnection &c : cordsOn("R-A01-PDU-A1")) {
            QVERIFY(c.outlet >= 1 && c.outlet <= 36);
            ++perBank[size_t((c.outlet - 1) / 6)];
        }
        QCOMPARE(*std::max_element(perBank.begin(), perBank.end()), int(onA1) > 6 ? 2 : 1);
        QCOMPARE(*std::min_element(perBank.begin(), perBank.end()), 1);

        // The 4-outlet model: 4 cords stay, the rest go to A2 (same feed), none to feed B.
        QString report;
        checkUndoRedo(doc, [&] { QVERIFY(doc.setPduModel("R-A01-PDU-A1", "pdu-tiny", nullptr, &report)); });
        QCOMPARE(cordsOn("R-A01-PDU-A1").size(), size_t(4));
        QCOMPARE(cordsOn("R-A01-PDU-A2").size(), onA1 + onA2 - 4);
        QCOMPARE(report, QStringLiteral("The Tiny PDU has too few outlets: %1 cord(s) moved to another PDU of the feed, "
                                        "0 left unplugged.").arg(onA1 - 4));
        for (const DevicePlacement &d : doc.project().findRack("R-A01")->devices)
            QVERIFY(std::is_sorted(d.power.begin(), d.power.end(),
                                   [](const PowerConnection &a, const PowerConnection &b) { return a.psu < b.psu; }));

        // The inspector's path (setProperty on the PDU's catalog_id) is the same command.
        checkUndoRedo(doc, [&] { QVERIFY(doc.setProperty("R-A01-PDU-A1", "catalog_id", json("pdu-415v-60a-wye"))); });
        QCOMPARE(cordsOn("R-A01-PDU-A1").size(), size_t(4));  // cabled afresh: its own 4 cords

        // Refused: not a PDU id, not a PDU model. Nothing pushed; the same model again is a no-op.
        const int steps = doc.undoStack()->count();
        QString why;
        QVERIFY(!doc.setPduModel("R-A01", "pdu-400v-32a-wye", &why));
        QCOMPARE(why, QStringLiteral("There is no rack PDU with id 'R-A01'."));
        QVERIFY(!doc.setPduModel("R-A01-PDU-A1", "dgx-h100", &why));
        QCOMPARE(why, QStringLiteral("'dgx-h100' is not a rack PDU in the catalog."));
        QVERIFY(!doc.setProperty("R-A01-PDU-A1", "catalog_id", json("dgx-h100"), &why));
        QVERIFY(doc.setPduModel("R-A01-PDU-A1", "pdu-415v-60a-wye"));
        QCOMPARE(doc.undoStack()->count(), steps);
    }

    // Issue 5: a deleted rack or an unmounted device takes its network links (and switch entry)
    // with it in the same undo step; undo brings back exactly the same networks, in order.
    void removingDevicesPrunesLinks()
    {
        const QString path = QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/superpod-h100-air.json"));
        ReadResult r = ProjectReader::readFile(path, Catalog::builtIn());
        QVERIFY(r.project);
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(*r.project);
        const std::vector<Network> before = doc.project().networks;
        const size_t links = before.at(0).links.size();
        const size_t switches = before.at(0).switches.size();
        auto names = [&](const std::string &id) {
            return std::count_if(doc.project().networks[0].links.begin(), doc.project().networks[0].links.end(),
                                 [&](const NetworkLink &l) { return l.aDevice == id || l.bDevice == id; });
        };
        // Rack A01 holds 4 DGX H100 with 8 compute NICs each: 4 x 8 = 32 links go.
        QCOMPARE(names("A01-N1"), 8L);
        doc.removeObjects({"R-A01"});
        QCOMPARE(doc.project().networks[0].links.size(), links - 32);
        QCOMPARE(names("A01-N1"), 0L);
        doc.undoStack()->undo();
        QVERIFY(doc.project().networks == before);
        doc.undoStack()->redo();
        QCOMPARE(doc.project().networks[0].links.size(), links - 32);
        doc.undoStack()->undo();
        // Leaf AL-SW1: 32 node links down + 32 up to the spines; its switch entry goes too.
        std::string rackOfLeaf;
        for (const Rack &rack : doc.project().racks)
            for (const DevicePlacement &d : rack.devices)
                if (d.id == "AL-SW1")
                    rackOfLeaf = rack.id;
        QVERIFY(!rackOfLeaf.empty());
        QCOMPARE(names("AL-SW1"), 64L);
        QVERIFY(doc.unmountDevice(rackOfLeaf, "AL-SW1"));
        QCOMPARE(doc.project().networks[0].links.size(), links - 64);
        QCOMPARE(doc.project().networks[0].switches.size(), switches - 1);
        doc.undoStack()->undo();
        QVERIFY(doc.project().networks == before);
        QCOMPARE(text(doc), ProjectWriter::toText(*r.project));
    }

    void changeEventsNameObjects()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(minimalProject());
        QSignalSpy spy(&doc, &ProjectDocument::changed);
        doc.moveObjects({"R-A02"}, 0.6, 0);
        QCOMPARE(spy.count(), 1);
        const auto event = spy.takeFirst().at(0).value<ChangeEvent>();
        QCOMPARE(event.kind, ChangeEvent::Kind::Modified);
        QCOMPARE(event.ids, std::vector<std::string>{"R-A02"});
    }

    void modifiedFollowsCleanState()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(minimalProject());
        QVERIFY(!doc.isModified());
        doc.moveObjects({"R-A02"}, 0.6, 0);
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QVERIFY(!doc.isModified());
    }
};

Q_DECLARE_METATYPE(dcs::ChangeEvent)
QTEST_GUILESS_MAIN(TestCommands)
#include "test_commands.moc"
