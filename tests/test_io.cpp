// File format: round trips, golden samples, migration, and every kind of bad file the
// reader must refuse with a message naming the place (issue 2, section 4).
#include "catalog/catalog.h"
#include "io/projectformat.h"
#include "io/projectoverride.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

namespace {
QString sourcePath(const QString &relative) { return QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(relative); }

json minimal()
{
    QFile f(sourcePath(QStringLiteral("tests/data/minimal-v2.json")));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("tests/data/minimal-v2.json is missing");
    return json::parse(f.readAll().toStdString());
}

ReadResult readDoc(const json &doc) { return ProjectReader::readJson(doc, "bad.json", Catalog::builtIn()); }

bool hasError(const LoadErrors &errors, const std::string &path, const std::string &fragment)
{
    for (const LoadError &e : errors)
        if (e.path == path && e.message.find(fragment) != std::string::npos)
            return true;
    return false;
}

// The hand-edited file of story 6 (tests/data/broken-several.json): four root problems.
json brokenSeveral()
{
    QFile f(sourcePath(QStringLiteral("tests/data/broken-several.json")));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("tests/data/broken-several.json is missing");
    return json::parse(f.readAll().toStdString());
}

// The same file with one problem put right, by name.
void fix(json &doc, const std::string &problem)
{
    if (problem == "budget")
        doc["racks"][0]["power_budget_kw"] = 45;
    else if (problem == "duplicate")
        doc["racks"][2]["id"] = "R-A03";
    else if (problem == "typo")
        doc["racks"][3]["devices"][1]["catalog_id"] = "dgx-h100";
    else if (problem == "power")
        doc["custom_catalog"][0]["max_power_w"] = 150;
    else
        qFatal("unknown problem %s", problem.c_str());
}

std::string paths(const LoadErrors &errors)
{
    std::string out;
    for (const LoadError &e : errors)
        out += (out.empty() ? "" : " ") + e.path;
    return out;
}
} // namespace

class TestIo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void minimalFileReads()
    {
        const ReadResult r = readDoc(minimal());
        QVERIFY2(r.errors.empty(), formatErrors(r.errors).c_str());
        QVERIFY(r.project.has_value());
        QCOMPARE(r.project->racks.size(), size_t(2));
        QCOMPARE(r.project->racks[0].devices.size(), size_t(3));
        QCOMPARE(r.project->racks[0].pdus[1].feed, Feed::B);
        QCOMPARE(r.project->racks[0].powerBudgetKw, 45.0);
        QCOMPARE(r.project->equipment[0].catalogId, std::string("crah-cw-150"));
    }

    // A CDU may name the racks on its loop (docs/cooling.md): kept through a round trip; an
    // unknown rack, a non-string entry or "serves" on a CRAH are refused with their paths.
    void cduServesRacks()
    {
        json doc = minimal();
        doc["equipment"].push_back({{"id", "CDU-1"}, {"catalog_id", "cdu-inrack-121"}, {"x_m", 9.0}, {"y_m", 5.0},
                                    {"rotation_deg", 0}, {"serves", {"R-A01"}}});
        const ReadResult r = readDoc(doc);
        QVERIFY2(r.project, formatErrors(r.errors).c_str());
        QCOMPARE(r.project->equipment.back().servesRackIds, std::vector<std::string>{"R-A01"});
        const ReadResult again = ProjectReader::readText(ProjectWriter::toText(*r.project), "again.json", Catalog::builtIn());
        QVERIFY(again.project);
        QCOMPARE(*again.project, *r.project);

        doc["equipment"].back()["serves"] = {"R-A01", "R-NOPE"};
        doc["equipment"][0]["serves"] = {"R-A01"};  // CRAH-01
        const ReadResult bad = readDoc(doc);
        QVERIFY(!bad.project);
        QVERIFY(hasError(bad.errors, "/equipment/1/serves/1", "unknown rack 'R-NOPE'"));
        QVERIFY(hasError(bad.errors, "/equipment/0/serves", "only a CDU serves racks"));
        doc["equipment"].back()["serves"] = {"R-A01", 7};
        const ReadResult notText = readDoc(doc);
        QVERIFY(!notText.project);
        QVERIFY(hasError(notText.errors, "/equipment/1/serves/1", "expected a rack id"));
    }

    void roundTripKeepsProjectEqual()
    {
        const ReadResult first = readDoc(minimal());
        QVERIFY(first.project);
        const std::string text = ProjectWriter::toText(*first.project);
        const ReadResult second = ProjectReader::readText(text, "again.json", Catalog::builtIn());
        QVERIFY2(second.project, formatErrors(second.errors).c_str());
        QVERIFY(*first.project == *second.project);
        QCOMPARE(ProjectWriter::toText(*second.project), text);
    }

    // The desktop's MIME sniffing reads a file's first 4 KiB (packaging/dcstudio-mime.xml): the
    // writer puts the format marker first even in the largest sample, whose floor equipment
    // alone (sorted before "format" until now) is far longer than that.
    void formatMarkerOpensTheFile()
    {
        const ReadResult r = ProjectReader::readFile(sourcePath(QStringLiteral("projects/stress-16k.json")), Catalog::builtIn());
        QVERIFY2(r.project, formatErrors(r.errors).c_str());
        const std::string text = ProjectWriter::toText(*r.project);
        QVERIFY(text.size() > 4096);
        QVERIFY2(text.rfind("{\n\t\"format\": \"dcstudio-project\",\n\t\"format_version\": ", 0) == 0,
                 text.substr(0, 80).c_str());
        // The rest keeps the sorted order: "description" before "equipment" before "hall".
        QVERIFY(text.find("\n\t\"equipment\"") < text.find("\n\t\"hall\""));
        QVERIFY(text.find("\n\t\"name\"") < text.find("\n\t\"description\""));
    }

    void samples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("gpus");
        QTest::newRow("superpod-h100-air") << "projects/superpod-h100-air.json" << 1024;
        QTest::newRow("superpod-h100-liquid") << "projects/superpod-h100-liquid.json" << 1024;
        QTest::newRow("finetune-lab") << "projects/finetune-lab.json" << 48;
        QTest::newRow("stress-16k") << "projects/stress-16k.json" << 16384;
        QTest::newRow("gb200-nvl72-4su") << "projects/gb200-nvl72-4su.json" << 32 * 72;
        QTest::newRow("gb300-nvl72-2su") << "projects/gb300-nvl72-2su.json" << 16 * 72;
    }
    // The samples are golden files: they read without errors, and writing them back gives
    // the same text, so the format and the samples cannot drift apart unnoticed.
    void samples()
    {
        QFETCH(QString, file);
        QFETCH(int, gpus);
        const ReadResult r = ProjectReader::readFile(sourcePath(file), Catalog::builtIn());
        QVERIFY2(r.project, formatErrors(r.errors).c_str());
        int counted = 0;
        for (const Rack &rack : r.project->racks) {
            counted += Catalog::builtIn().find(rack.catalogId)->totalGpus();  // a rack-scale system's
            for (const DevicePlacement &d : rack.devices)
                counted += Catalog::builtIn().find(d.catalogId)->totalGpus();
        }
        QCOMPARE(counted, gpus);
        const ReadResult again = ProjectReader::readText(ProjectWriter::toText(*r.project), "again", Catalog::builtIn());
        QVERIFY(again.project && *again.project == *r.project);
    }

    void saveIsAtomicAndReportsErrors()
    {
        const ReadResult r = readDoc(minimal());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("design.json"));
        QVERIFY(ProjectWriter::save(*r.project, path).isEmpty());
        const ReadResult back = ProjectReader::readFile(path, Catalog::builtIn());
        QVERIFY(back.project && *back.project == *r.project);
        // A path in a directory that does not exist cannot be written: an error, no crash.
        const QString bad = dir.filePath(QStringLiteral("missing/dir/design.json"));
        QVERIFY(!ProjectWriter::save(*r.project, bad).isEmpty());
    }

    void version1IsMigrated()
    {
        const ReadResult v1 = ProjectReader::readFile(sourcePath(QStringLiteral("tests/data/minimal-v1.json")),
                                                      Catalog::builtIn());
        QVERIFY2(v1.project, formatErrors(v1.errors).c_str());
        QVERIFY(v1.migrated);
        // power_budget_w 45000 W -> 45 kW; position [1.2, 1.8] -> x_m, y_m.
        QCOMPARE(v1.project->racks[0].powerBudgetKw, 45.0);
        QCOMPARE(v1.project->racks[0].xM, 1.2);
        QCOMPARE(v1.project->racks[0].yM, 1.8);
        const ReadResult v2 = readDoc(minimal());
        QVERIFY(*v1.project == *v2.project);
    }

    void newerVersionIsRefused()
    {
        json doc = minimal();
        doc["format_version"] = kProjectFormatVersion + 1;
        doc["app_version"] = "9.0.0";
        const ReadResult r = readDoc(doc);
        QVERIFY(!r.project);
        QVERIFY(hasError(r.errors, "/format_version", "newer than this version of DC Studio reads"));
        QVERIFY(hasError(r.errors, "/format_version", "by DC Studio 9.0.0"));
    }

    void textErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("empty") << QByteArray("") << "ends unexpectedly";
        QTest::newRow("truncated") << QByteArray("{\"format\": \"dcstudio-project\", \"racks\": [") << "ends unexpectedly";
        QTest::newRow("garbage") << QByteArray("{\"format\": dcstudio}") << "invalid JSON near byte";
        QTest::newRow("not an object") << QByteArray("[1, 2, 3]") << "expected an object, found an array";
        QTest::newRow("deep nesting") << QByteArray(100000, '[') << "nested too deeply";
        QTest::newRow("other format") << QByteArray("{\"format\": \"kicad\", \"format_version\": 1}")
                                      << "this is not a DC Studio project";
    }
    void textErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, fragment);
        const ReadResult r = ProjectReader::readText(text.toStdString(), "bad.json", Catalog::builtIn());
        QVERIFY(!r.project);
        QVERIFY(!r.errors.empty());
        const std::string all = formatErrors(r.errors);
        QVERIFY2(all.find(fragment.toStdString()) != std::string::npos, all.c_str());
        QVERIFY2(all.rfind("bad.json: ", 0) == 0, all.c_str());
    }

    void badValues_data()
    {
        QTest::addColumn<QString>("edit");      // an override "path=value" applied to the minimal file
        QTest::addColumn<QString>("errorPath"); // expected JSON pointer
        QTest::addColumn<QString>("fragment");  // expected words of the message
        QTest::newRow("wrong type") << "hall.width_m=\"wide\"" << "/hall/width_m" << "expected a number, found a string";
        QTest::newRow("missing field") << "racks.0.catalog_id=null" << "/racks/0/catalog_id" << "expected a string, found null";
        QTest::newRow("negative width") << "hall.width_m=-5" << "/hall/width_m" << "out of range";
        QTest::newRow("absurd width") << "hall.width_m=1e308" << "/hall/width_m" << "out of range";
        QTest::newRow("negative budget") << "racks.0.power_budget_kw=-40" << "/racks/0/power_budget_kw" << "out of range";
        QTest::newRow("fractional U") << "racks.0.devices.0.u=2.5" << "/racks/0/devices/0/u" << "expected a whole number";
        QTest::newRow("bad rotation") << "racks.0.rotation_deg=45" << "/racks/0/rotation_deg" << "0, 90, 180 or 270";
        QTest::newRow("bad feed") << "racks.0.pdus.0.feed=\"C\"" << "/racks/0/pdus/0/feed" << "\"A\" or \"B\"";
        QTest::newRow("unknown catalog id") << "racks.0.devices.0.catalog_id=\"dgx-h900\"" << "/racks/0/devices/0/catalog_id"
                                            << "unknown catalog id 'dgx-h900'";
        QTest::newRow("wrong kind") << "racks.0.catalog_id=\"dgx-h100\"" << "/racks/0/catalog_id" << "expected a rack";
        QTest::newRow("duplicate id") << "racks.1.id=\"R-A01\"" << "/racks/1/id" << "duplicate id 'R-A01'";
        QTest::newRow("duplicate device id") << "racks.0.devices.1.id=\"A01-N1\"" << "/racks/0/devices/1/id"
                                             << "duplicate id 'A01-N1'";
        QTest::newRow("outside U range") << "racks.0.devices.0.u=44" << "/racks/0/devices/0/u" << "outside the 48U rack";
        QTest::newRow("same U") << "racks.0.devices.1.u=5" << "/racks/0/devices/1/u" << "overlaps 'A01-N1' at U5";
        QTest::newRow("racks overlap") << "racks.1.x_m=1.5" << "/racks/1" << "overlaps 'R-A01' on the floor";
        QTest::newRow("outside hall") << "racks.1.x_m=11.7" << "/racks/1" << "stands outside the hall";
        QTest::newRow("bad rear door") << "racks.0.rear_door=\"crah-cw-150\"" << "/racks/0/rear_door"
                                       << "not a rear-door heat exchanger";
        QTest::newRow("racks not a list") << "racks={}" << "/racks" << "expected an array, found an object";
        QTest::newRow("bad custom entry") << "custom_catalog=[{\"id\":\"x\"}]" << "/custom_catalog/0/kind" << "";
    }
    void badValues()
    {
        QFETCH(QString, edit);
        QFETCH(QString, errorPath);
        QFETCH(QString, fragment);
        json doc = minimal();
        const std::string why = applyOverride(doc, edit.toStdString());
        QVERIFY2(why.empty(), why.c_str());
        const ReadResult r = readDoc(doc);
        QVERIFY(!r.project);
        QVERIFY2(hasError(r.errors, errorPath.toStdString(), fragment.toStdString()), formatErrors(r.errors).c_str());
    }

    void missingRequiredField()
    {
        json doc = minimal();
        doc["racks"][0].erase("x_m");
        doc["site"].erase("name");
        const ReadResult r = readDoc(doc);
        QVERIFY(!r.project);
        QVERIFY(hasError(r.errors, "/racks/0/x_m", "required field is missing"));
        QVERIFY(hasError(r.errors, "/site/name", "required field is missing"));
    }

    void tooManyRacksRefusedQuickly()
    {
        json doc = minimal();
        json rack = doc["racks"][1];
        json racks = json::array();
        for (size_t i = 0; i < kMaxRacks + 1; ++i)
            racks.push_back(json::object());
        doc["racks"] = std::move(racks);
        const ReadResult r = readDoc(doc);
        QVERIFY(!r.project);
        QVERIFY(hasError(r.errors, "/racks", "at most 100000 are allowed"));
    }

    void manyErrorsAreCapped()
    {
        json doc = minimal();
        json racks = json::array();
        for (int i = 0; i < 5000; ++i)
            racks.push_back({{"id", 7}});
        doc["racks"] = racks;
        const ReadResult r = readDoc(doc);
        QVERIFY(!r.project);
        QVERIFY(r.errors.size() <= 201);
        QCOMPARE(r.errors.back().message, std::string("too many errors; the rest are not listed"));
    }

    // A project carries its own catalog entries; devices may use them and they survive a save.
    void customCatalogEntriesTravel()
    {
        json doc = minimal();
        json entry = Catalog::toJson(*Catalog::builtIn().find("rack-48u-600"));
        entry["id"] = "rack-47u-acme";
        entry["name"] = "ACME 47U";
        entry["rack"]["height_u"] = 47;
        doc["custom_catalog"] = json::array({entry});
        doc["racks"][1]["catalog_id"] = "rack-47u-acme";
        const ReadResult r = readDoc(doc);
        QVERIFY2(r.project, formatErrors(r.errors).c_str());
        QCOMPARE(r.project->racks[1].catalogId, std::string("rack-47u-acme"));
        const ReadResult again = ProjectReader::readText(ProjectWriter::toText(*r.project), "again", Catalog::builtIn());
        QVERIFY(again.project && *again.project == *r.project);
        // Without the custom entry the same rack is an unknown catalog id.
        doc.erase("custom_catalog");
        QVERIFY(hasError(readDoc(doc).errors, "/racks/1/catalog_id", "unknown catalog id 'rack-47u-acme'"));
        // A custom entry may not redefine a built-in id.
        entry["id"] = "rack-48u-600";
        doc["custom_catalog"] = json::array({entry});
        QVERIFY(hasError(readDoc(doc).errors, "/custom_catalog/0/id", "duplicate catalog id 'rack-48u-600'"));
    }

    // Issue 12 defect 5 / story 6: every root problem of a hand-edited file in one pass, in file
    // order, with its JSON path; the typo names the close ids; no cascade from the unknown id
    // (its eight fabric links used to give eight "port N is out of range ... 0 ports" errors).
    void brokenFileListsEveryRootProblem()
    {
        QFile f(sourcePath(QStringLiteral("tests/data/broken-several.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const ReadResult r = ProjectReader::readText(f.readAll().toStdString(), "broken-several.json", Catalog::builtIn());
        QVERIFY(!r.project);
        const std::string all = formatErrors(r.errors);
        QCOMPARE(paths(r.errors), std::string("/racks/0/power_budget_kw /racks/2/id /racks/3/devices/1/catalog_id "
                                              "/custom_catalog/0/max_power_w"));
        QVERIFY2(hasError(r.errors, "/racks/0/power_budget_kw", "the value -45 is out of range (expected 0 to 2000)"),
                 all.c_str());
        QVERIFY2(hasError(r.errors, "/racks/2/id", "duplicate id 'R-A02' (already used at /racks/1)"), all.c_str());
        QVERIFY2(hasError(r.errors, "/custom_catalog/0/max_power_w", "out of range"), all.c_str());
        // dgx-h10 -> dgx-h100: one insertion; dgx-h200 and dgx-a100: two edits each (2 <= 7 / 3);
        // dgx-b200 needs three and is not offered. Equal distances: the longer shared beginning first.
        QCOMPARE(r.errors[2].message, std::string("unknown catalog id 'dgx-h10' (did you mean 'dgx-h100', 'dgx-h200', "
                                                  "'dgx-a100'?)"));
        QCOMPARE(r.errors[2].toString(), std::string("broken-several.json: /racks/3/devices/1/catalog_id: unknown catalog "
                                                     "id 'dgx-h10' (did you mean 'dgx-h100', 'dgx-h200', 'dgx-a100'?)"));
        QVERIFY2(all.find("out of range: 'A04-N2'") == std::string::npos, all.c_str());
        QVERIFY2(all.find("acme-mgmt-48") == std::string::npos, all.c_str());  // refused entry: not "unknown" again
    }

    void eachProblemAloneIsReported_data()
    {
        QTest::addColumn<QString>("kept");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("negative budget") << "budget" << "/racks/0/power_budget_kw" << "out of range";
        QTest::newRow("duplicate rack id") << "duplicate" << "/racks/2/id" << "duplicate id 'R-A02'";
        QTest::newRow("unknown catalog id") << "typo" << "/racks/3/devices/1/catalog_id" << "did you mean 'dgx-h100'";
        QTest::newRow("negative power") << "power" << "/custom_catalog/0/max_power_w" << "out of range";
    }
    // With the three other problems put right, the one kept is the only error.
    void eachProblemAloneIsReported()
    {
        QFETCH(QString, kept);
        QFETCH(QString, path);
        QFETCH(QString, fragment);
        json doc = brokenSeveral();
        for (const char *p : {"budget", "duplicate", "typo", "power"})
            if (kept.toStdString() != p)
                fix(doc, p);
        const ReadResult r = readDoc(doc);
        QVERIFY(!r.project);
        QCOMPARE(r.errors.size(), size_t(1));
        QVERIFY2(hasError(r.errors, path.toStdString(), fragment.toStdString()), formatErrors(r.errors).c_str());
    }

    void repairedFileLoads()
    {
        json doc = brokenSeveral();
        for (const char *p : {"budget", "duplicate", "typo", "power"})
            fix(doc, p);
        const ReadResult r = readDoc(doc);
        QVERIFY2(r.project, formatErrors(r.errors).c_str());
        QCOMPARE(r.project->racks.size(), size_t(5));
        QCOMPARE(r.project->networks.size(), size_t(1));
        QCOMPARE(r.project->networks[0].links.size(), size_t(9));
        QCOMPARE(r.project->racks[4].devices[1].catalogId, std::string("acme-mgmt-48"));
    }

    // The closest catalog ids: edit distance (case ignored, a swap of neighbours counts one),
    // at most a third of the id's length, only of the kinds that fit the place.
    void closestCatalogIds()
    {
        const Catalog &c = Catalog::builtIn();
        using V = std::vector<std::string>;
        QCOMPARE(c.closestIds("DGX-H100", {CatalogKind::GpuServer}, 1), V{"dgx-h100"});  // distance 0
        QCOMPARE(c.closestIds("qm9770", {CatalogKind::Switch}), V{"qm9700"});         // one swap
        QCOMPARE(c.closestIds("dgx-h10", {CatalogKind::GpuServer}, 1), V{"dgx-h100"});
        QVERIFY(c.closestIds("dgx-h10", {CatalogKind::Switch}).empty());              // wrong kind
        QVERIFY(c.closestIds("zzzz", {CatalogKind::GpuServer, CatalogKind::Switch}).empty());
        QVERIFY(c.closestIds(std::string(100000, 'x'), {CatalogKind::GpuServer}).empty());  // no cost, no hint
        // A typo without a close id still says what was expected.
        json doc = minimal();
        doc["racks"][0]["devices"][0]["catalog_id"] = "zzzz";
        QVERIFY(hasError(readDoc(doc).errors, "/racks/0/devices/0/catalog_id", "expected a rack-mounted device"));
        // A rack-scale system in a U slot (issue 33): refused, and told where it goes.
        doc["racks"][0]["devices"][0]["catalog_id"] = "gb200-nvl72";
        QVERIFY(hasError(readDoc(doc).errors, "/racks/0/devices/0/catalog_id",
                         "a rack-scale system fills its own rack; place it on the floor as a rack"));
    }

    // Consequences of an unknown or unreadable value are not listed as problems of their own.
    void consequencesAreHeldBack()
    {
        // A device of the wrong kind has no ports either: its links are not "out of range".
        json doc = brokenSeveral();
        for (const char *p : {"budget", "duplicate", "power"})
            fix(doc, p);
        doc["racks"][3]["devices"][1]["catalog_id"] = "rack-42u-600";
        LoadErrors errors = readDoc(doc).errors;
        QCOMPARE(paths(errors), std::string("/racks/3/devices/1/catalog_id"));
        QVERIFY(hasError(errors, "/racks/3/devices/1/catalog_id", "expected a rack-mounted device"));

        // A PDU with an unknown catalog id: its outlet count is unknown, so cords are not judged.
        doc = minimal();
        doc["racks"][0]["pdus"][0]["catalog_id"] = "pdu-415v-60a-wey";
        doc["racks"][0]["devices"][0]["power"] = {{{"psu", 1}, {"pdu", "R-A01-PDU-A1"}, {"outlet", 3}}};
        errors = readDoc(doc).errors;
        QCOMPARE(paths(errors), std::string("/racks/0/pdus/0/catalog_id"));
        QVERIFY(hasError(errors, "/racks/0/pdus/0/catalog_id", "did you mean 'pdu-415v-60a-wye'"));

        // An unknown rack model: the devices' own ids and catalog ids are still checked.
        doc = minimal();
        doc["racks"][0]["catalog_id"] = "rack-48u-6000";
        doc["racks"][0]["devices"][1]["id"] = "A01-N1";
        errors = readDoc(doc).errors;
        QCOMPARE(paths(errors), std::string("/racks/0/catalog_id /racks/0/devices/1/id"));

        // A U that cannot be read is not placed at the fallback U1 (no "overlaps" with a real device).
        doc = minimal();
        doc["racks"][0]["devices"][0]["u"] = "five";
        doc["racks"][0]["devices"][1]["u"] = 1;
        errors = readDoc(doc).errors;
        QCOMPARE(paths(errors), std::string("/racks/0/devices/0/u"));

        // A rack position that cannot be read is not checked against the hall or its neighbours;
        // a missing id is reported once (not again as "must not be empty"), after the keys present.
        doc = minimal();
        doc["racks"][1]["x_m"] = "left";
        doc["racks"][1].erase("id");
        errors = readDoc(doc).errors;
        QVERIFY2(paths(errors) == "/racks/1/x_m /racks/1/id", formatErrors(errors).c_str());
    }

    // An item that is not an object keeps its place: the later items keep their own paths.
    void itemsKeepTheirPaths()
    {
        json doc = brokenSeveral();
        for (const char *p : {"budget", "duplicate", "typo", "power"})
            fix(doc, p);
        json &links = doc["networks"][0]["links"];
        links[2] = "not a link";
        links[5]["b"] = "NOPE";
        doc["racks"][0]["devices"] = {7, {{"id", "A01-X"}, {"catalog_id", "dgx-h1000"}, {"u", 3}}};
        const LoadErrors errors = readDoc(doc).errors;
        QCOMPARE(paths(errors), std::string("/networks/0/links/2 /networks/0/links/5/b /racks/0/devices/0 "
                                            "/racks/0/devices/1/catalog_id"));
        QVERIFY(hasError(errors, "/networks/0/links/5/b", "there is no device or rack-scale system 'NOPE'"));
    }

    // Problems come in the order of the file as written; an already parsed document (no text)
    // orders its keys alphabetically, as it would be written out.
    void problemsInFileOrder()
    {
        const std::string text = R"({"format": "dcstudio-project", "format_version": 2, "name": "x",
            "racks": [{"id": "R1", "catalog_id": "rack-48u-600", "x_m": 1, "y_m": 1, "power_budget_kw": -1}],
            "site": {"name": "s", "electricity_price_per_kwh": -2},
            "hall": {"width_m": 0, "depth_m": 8}})";
        const ReadResult r = ProjectReader::readText(text, "order.json", Catalog::builtIn());
        QCOMPARE(paths(r.errors), std::string("/racks/0/power_budget_kw /site/electricity_price_per_kwh /hall/width_m"));
        const ReadResult parsed = readDoc(json::parse(text));
        QCOMPARE(paths(parsed.errors), std::string("/hall/width_m /racks/0/power_budget_kw /site/electricity_price_per_kwh"));
    }

    void missingFile()
    {
        const ReadResult r = ProjectReader::readFile(QStringLiteral("/nonexistent/x.json"), Catalog::builtIn());
        QVERIFY(!r.project);
        QVERIFY(hasError(r.errors, "", "does not exist"));
    }

    void overrides()
    {
        json doc = minimal();
        QVERIFY(applyOverride(doc, "racks.R-A01.power_budget_kw=50").empty());
        QCOMPARE(doc["racks"][0]["power_budget_kw"].get<double>(), 50.0);
        QVERIFY(applyOverride(doc, "site.location=Dublin").empty());
        QCOMPARE(doc["site"]["location"].get<std::string>(), std::string("Dublin"));
        QVERIFY(applyOverride(doc, "racks.R-ZZ.name=x").find("no 'R-ZZ'") != std::string::npos);
        QVERIFY(!applyOverride(doc, "nonsense").empty());
        // An optional section the file lacks is created for the override.
        QVERIFY(applyOverride(doc, "some_section.some_key=5").empty());
        QCOMPARE(doc["some_section"]["some_key"].get<int>(), 5);
        QVERIFY(!applyOverride(doc, "format_version=9").empty());
    }
};

QTEST_GUILESS_MAIN(TestIo)
#include "test_io.moc"
