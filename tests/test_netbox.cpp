// NetBox hand-off (issue 19 item 2; docs/handoff.md, "NetBox"): the import of device types in the
// community library's YAML format (good and bad files, all or nothing into a project, the
// command line), the YAML subset reader, and a catalog entry written as a device type and read back.
#include "catalog/catalog.h"
#include "handoff/netboxdevicetypeimporter.h"
#include "handoff/netboxdevicetypereader.h"
#include "handoff/netboxdevicetypeyaml.h"
#include "handoff/netboxinterfacetype.h"
#include "io/projectreader.h"
#include "json/yamlsubsetreader.h"
#include "processrun.h"
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace dcs;
using nlohmann::json;

namespace {

// ---- helpers -------------------------------------------------------------------------------

QString source(const QString &relative)
{
    return QStringLiteral(DCS_SOURCE_DIR "/") + relative;
}

std::string readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

Project loadSample(const QString &name)
{
    ReadResult r = ProjectReader::readFile(source(QStringLiteral("projects/%1.json").arg(name)), Catalog::builtIn());
    if (!r.errors.empty())
        qFatal("%s", formatErrors(r.errors).c_str());
    return *r.project;
}

DeviceTypeImport importFile(const QString &name, const DeviceTypeImportOptions &options = {})
{
    const QString path = source(QStringLiteral("tests/data/netbox/") + name);
    return NetboxDeviceTypeReader::read(readText(path), name.toStdString(), options);
}

std::string allErrors(const LoadErrors &errors)
{
    return formatErrors(errors);
}

} // namespace

class TestNetbox : public QObject
{
    Q_OBJECT

private slots:
    void yamlSubsetReadsTheLibrarysShapes();
    void yamlSubsetRefusesWhatItDoesNotRead_data();
    void yamlSubsetRefusesWhatItDoesNotRead();
    void interfaceTypesBothWays();
    void importsADgxLikeServer();
    void importsASwitch();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void importerIsAllOrNothing();
    void exportedDeviceTypeReadsBack();
    void commandLine();
};

void TestNetbox::yamlSubsetReadsTheLibrarysShapes()
{
    const std::string text = "---\n"
                             "# comment\n"
                             "model: 'it''s \"quoted\"'   # trailing comment\n"
                             "slug: a-b_c\n"
                             "u_height: 2\n"
                             "weight: 1.5\n"
                             "exp: 1.5e3\n"        // PyYAML: a string (no sign in the exponent)
                             "flag: yes\n"          // PyYAML (YAML 1.1): true
                             "none:\n"
                             "empty: []\n"
                             "note: |\n"
                             "  line one\n"
                             "  # not a comment\n"
                             "list:\n"
                             "- name: \"x#1\"\n"    // a list at the key's indentation
                             "  type: \"\\u00e9\"\n"
                             "- plain value\n";
    YamlDocument doc;
    const LoadErrors errors = YamlSubsetReader::read(text, "t.yaml", doc);
    QVERIFY2(errors.empty(), allErrors(errors).c_str());
    const json &v = doc.value;
    QCOMPARE(v["model"].get<std::string>(), std::string("it's \"quoted\""));
    QCOMPARE(v["slug"].get<std::string>(), std::string("a-b_c"));
    QVERIFY(v["u_height"].is_number_integer());
    QCOMPARE(v["u_height"].get<int>(), 2);
    QCOMPARE(v["weight"].get<double>(), 1.5);
    QCOMPARE(v["exp"].get<std::string>(), std::string("1.5e3"));
    QCOMPARE(v["flag"].get<bool>(), true);
    QVERIFY(v["none"].is_null());
    QVERIFY(v["empty"].is_array() && v["empty"].empty());
    QCOMPARE(v["note"].get<std::string>(), std::string("line one\n# not a comment\n"));
    QCOMPARE(v["list"][0]["name"].get<std::string>(), std::string("x#1"));
    QCOMPARE(v["list"][0]["type"].get<std::string>(), std::string("\xC3\xA9"));  // é in UTF-8
    QCOMPARE(v["list"][1].get<std::string>(), std::string("plain value"));
    // Lines from 1: "model" is on line 3, the second list item on line 17, a list item's key on its own line.
    QCOMPARE(doc.lineOf("/model"), 3);
    QCOMPARE(doc.lineOf("/list/1"), 17);
    QCOMPARE(doc.lineOf("/list/0/type"), 16);
    QCOMPARE(doc.lineOf("/list/0/missing"), 15);  // a missing key: its mapping's line
}

void TestNetbox::yamlSubsetRefusesWhatItDoesNotRead_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("flow list") << "a: [1, 2]\n" << "t.yaml:1: not valid YAML (in the subset read here): flow collections";
    QTest::newRow("anchor") << "a: 1\nb: &x 2\n" << "t.yaml:2: not valid YAML (in the subset read here): anchors";
    QTest::newRow("duplicate key") << "a: 1\na: 2\n" << "t.yaml:2: not valid YAML (in the subset read here): the key \"a\" appears twice";
    QTest::newRow("continued plain") << "a: one\n  two\n" << "t.yaml:2: not valid YAML (in the subset read here): this line continues the value on line 1";
    QTest::newRow("unclosed quote") << "a: \"x\n" << "t.yaml:1: not valid YAML (in the subset read here): the double-quoted value is not closed";
    QTest::newRow("tab") << "a:\n\t- b\n" << "t.yaml:2: not valid YAML (in the subset read here): a tab in the indentation";
    QTest::newRow("two documents") << "---\na: 1\n---\nb: 2\n" << "t.yaml:3: not valid YAML (in the subset read here): only one YAML document";
    QTest::newRow("colon in value") << "a: b: c\n" << "t.yaml:1: not valid YAML (in the subset read here): a value containing \": \" must be quoted";
    QTest::newRow("binary") << QStringLiteral("a: 1\n") + QChar(0) << "t.yaml: not a text file";
}

void TestNetbox::yamlSubsetRefusesWhatItDoesNotRead()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    YamlDocument doc;
    const std::string bytes = text.toStdString();
    const LoadErrors errors = YamlSubsetReader::read(bytes, "t.yaml", doc);
    QCOMPARE(errors.size(), size_t(1));
    QVERIFY2(QString::fromStdString(errors[0].toString()).startsWith(expected), errors[0].toString().c_str());
    QVERIFY(doc.value.is_null());
}

void TestNetbox::interfaceTypesBothWays()
{
    QCOMPARE(NetboxInterfaceType::fromPort(400, "OSFP"), std::string("400gbase-x-osfp"));
    QCOMPARE(NetboxInterfaceType::fromPort(400, "QSFP112"), std::string("400gbase-x-qsfp112"));
    QCOMPARE(NetboxInterfaceType::fromPort(200, "QSFP56"), std::string("200gbase-x-qsfp56"));
    QCOMPARE(NetboxInterfaceType::fromPort(100, "QSFP28"), std::string("100gbase-x-qsfp28"));
    QCOMPARE(NetboxInterfaceType::fromPort(1, "RJ45"), std::string("1000base-t"));
    QCOMPARE(NetboxInterfaceType::fromPort(800, "OSFP"), std::string("800gbase-x-osfp"));
    QCOMPARE(NetboxInterfaceType::fromPort(300, "OSFP"), std::string("other"));  // no such NetBox type
    const auto osfp = NetboxInterfaceType::speedOf("400gbase-x-osfp");
    QVERIFY(osfp && osfp->gbps == 400 && osfp->formFactor == "OSFP");
    const auto copper = NetboxInterfaceType::speedOf("100base-tx");  // 100 Mb/s = 0.1 Gb/s
    QVERIFY(copper && copper->gbps == 0.1 && copper->formFactor == "RJ45");
    const auto ndr = NetboxInterfaceType::speedOf("infiniband-ndr");
    QVERIFY(ndr && ndr->gbps == 400);
    const auto terabit = NetboxInterfaceType::speedOf("1.6tbase-x-osfp1600");
    QVERIFY(terabit && terabit->gbps == 1600 && terabit->formFactor == "OSFP1600");
    QVERIFY(!NetboxInterfaceType::speedOf("lag"));
    QVERIFY(!NetboxInterfaceType::speedOf("ieee802.11ax"));
}

void TestNetbox::importsADgxLikeServer()
{
    DeviceTypeImportOptions options;
    options.gpuFrom = Catalog::builtIn().find("dgx-h100");
    options.psuRequired = 4;
    QVERIFY(options.gpuFrom);
    const DeviceTypeImport r = importFile(QStringLiteral("good-gpu-server.yaml"), options);
    QVERIFY2(r.errors.empty(), allErrors(r.errors).c_str());
    const json &e = r.entry;
    QCOMPARE(e["id"].get<std::string>(), std::string("acme-ax-8h"));
    QCOMPARE(e["kind"].get<std::string>(), std::string("gpu_server"));
    QCOMPARE(e["name"].get<std::string>(), std::string("AX-8H 8-GPU Server"));
    QCOMPARE(e["vendor"].get<std::string>(), std::string("Acme Systems"));
    QCOMPARE(e["height_u"].get<int>(), 8);
    QCOMPARE(e["full_depth"].get<bool>(), true);
    QCOMPARE(e["weight_kg"].get<double>(), 130.5);
    // 6 power ports x 1,700 W maximum_draw = 10,200 W nameplate; 6 x 1,400 W allocated = 8,400 W typical.
    QCOMPARE(e["max_power_w"].get<double>(), 10200.0);
    QCOMPARE(e["typical_power_w"].get<double>(), 8400.0);
    QCOMPARE(e["psu_count"].get<int>(), 6);
    QCOMPARE(e["psu_required"].get<int>(), 4);
    QCOMPARE(e["psu_rating_w"].get<double>(), 1700.0);
    // Interfaces grouped by type in file order: 8 x 400G OSFP (fabric), 2 x 200G QSFP56 (storage),
    // 1 x 1G RJ45 mgmt_only (management); the lag "bond0" has no line rate and is skipped.
    const json &ports = e["ports"];
    QCOMPARE(ports.size(), size_t(3));
    QCOMPARE(ports[0]["count"].get<int>(), 8);
    QCOMPARE(ports[0]["speed_gbps"].get<double>(), 400.0);
    QCOMPARE(ports[0]["form_factor"].get<std::string>(), std::string("OSFP"));
    QCOMPARE(ports[0]["role"].get<std::string>(), std::string("fabric"));
    QCOMPARE(ports[1]["count"].get<int>(), 2);
    QCOMPARE(ports[1]["speed_gbps"].get<double>(), 200.0);
    QCOMPARE(ports[1]["role"].get<std::string>(), std::string("storage"));
    QCOMPARE(ports[2]["count"].get<int>(), 1);
    QCOMPARE(ports[2]["speed_gbps"].get<double>(), 1.0);
    QCOMPARE(ports[2]["role"].get<std::string>(), std::string("management"));
    // The GPU figures come from the named entry and are marked as such.
    QCOMPARE(e["gpu"]["model"].get<std::string>(), options.gpuFrom->gpu->model);
    QCOMPARE(e["gpu"]["count"].get<int>(), 8);
    QVERIFY(std::find(e["assumptions"].begin(), e["assumptions"].end(), "gpu") != e["assumptions"].end());
    QVERIFY(e["source"].get<std::string>().find("good-gpu-server.yaml") != std::string::npos);
    QVERIFY(e["source"].get<std::string>().find("AX8H-0001") != std::string::npos);
    bool lagNoted = false;
    for (const std::string &n : r.notes)
        lagNoted = lagNoted || n.find("\"bond0\" skipped") != std::string::npos;
    QVERIFY(lagNoted);
    // The catalog takes it as it takes its own entries.
    std::vector<CatalogEntry> parsed;
    QVERIFY(Catalog::parseEntries(json::array({e}), "x", "", parsed).empty());
    QCOMPARE(parsed.at(0).totalGpus(), 8);
}

void TestNetbox::importsASwitch()
{
    const DeviceTypeImport r = importFile(QStringLiteral("good-switch.yaml"));
    QVERIFY2(r.errors.empty(), allErrors(r.errors).c_str());
    const json &e = r.entry;
    QCOMPARE(e["id"].get<std::string>(), std::string("acme-as-6432"));  // '_' of the slug -> '-'
    QCOMPARE(e["kind"].get<std::string>(), std::string("switch"));
    QCOMPARE(e["height_u"].get<int>(), 2);
    QCOMPARE(e["max_power_w"].get<double>(), 2200.0);  // 2 x 1,100 W
    QVERIFY(!e.contains("typical_power_w"));           // no allocated_draw: typical = nameplate
    QCOMPARE(e["psu_required"].get<int>(), 1);         // (2 + 1) / 2 = 1, an assumption
    QVERIFY(std::find(e["assumptions"].begin(), e["assumptions"].end(), "psu_required") != e["assumptions"].end());
    QCOMPARE(e["ports"].size(), size_t(2));
    QCOMPARE(e["ports"][0]["count"].get<int>(), 32);
    QCOMPARE(e["ports"][0]["role"].get<std::string>(), std::string("fabric"));
    QCOMPARE(e["ports"][1]["role"].get<std::string>(), std::string("management"));
    bool consoleNoted = false;
    for (const std::string &n : r.notes)
        consoleNoted = consoleNoted || n.find("console-ports not imported") != std::string::npos;
    QVERIFY(consoleNoted);
}

void TestNetbox::refusesBadFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing u_height")
        << "bad-missing-u-height.yaml"
        << "bad-missing-u-height.yaml:1: /u_height: the u_height is missing (required by the device-type schema).";
    QTest::newRow("negative maximum_draw")
        << "bad-negative-draw.yaml"
        << "bad-negative-draw.yaml:12: /power-ports/1/maximum_draw: the value -150 is not a whole number of watts of at least 1.";
    QTest::newRow("not YAML")
        << "bad-not-yaml.yaml"
        << "bad-not-yaml.yaml:1: not valid YAML (in the subset read here): flow collections ([a, b] or {a: b}) are not supported";
    QTest::newRow("underscore keys")
        << "bad-underscore-keys.yaml"
        << "bad-underscore-keys.yaml:6: /power_ports: unknown key \"power_ports\" (did you mean \"power-ports\"?";
}

void TestNetbox::refusesBadFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const DeviceTypeImport r = importFile(file);
    QVERIFY(r.entry.is_null());
    QVERIFY(!r.errors.empty());
    const QString all = QString::fromStdString(allErrors(r.errors));
    QVERIFY2(all.contains(expected), qPrintable(all));
}

void TestNetbox::importerIsAllOrNothing()
{
    const Project project = loadSample(QStringLiteral("finetune-lab"));
    const std::string good = readText(source(QStringLiteral("tests/data/netbox/good-switch.yaml")));
    const std::string bad = readText(source(QStringLiteral("tests/data/netbox/bad-negative-draw.yaml")));
    const Catalog &builtIn = Catalog::builtIn();

    // One bad file: nothing imported, the good one neither.
    DeviceTypeImportRun r = NetboxDeviceTypeImporter::run(project, "lab.json", builtIn,
                                                          {{"good-switch.yaml", good}, {"bad.yaml", bad}}, {}, false);
    QCOMPARE(r.imported.size(), size_t(0));
    QVERIFY(!r.errors.empty());

    // The good one alone: one more custom entry, and the project reads back with it.
    r = NetboxDeviceTypeImporter::run(project, "lab.json", builtIn, {{"good-switch.yaml", good}}, {}, false);
    QVERIFY2(r.errors.empty(), allErrors(r.errors).c_str());
    QCOMPARE(r.project.customCatalog.size(), project.customCatalog.size() + 1);
    const Project withSwitch = r.project;

    // Again: the id is taken; with --replace it is updated in place.
    r = NetboxDeviceTypeImporter::run(withSwitch, "lab.json", builtIn, {{"good-switch.yaml", good}}, {}, false);
    QVERIFY(!r.errors.empty());
    QVERIFY2(allErrors(r.errors).find("already has \"acme-as-6432\"; pass --replace") != std::string::npos,
             allErrors(r.errors).c_str());
    r = NetboxDeviceTypeImporter::run(withSwitch, "lab.json", builtIn, {{"good-switch.yaml", good}}, {}, true);
    QVERIFY2(r.errors.empty(), allErrors(r.errors).c_str());
    QCOMPARE(r.project.customCatalog.size(), withSwitch.customCatalog.size());
    QVERIFY(r.imported.at(0).replaced);

    // A slug that is a built-in id, and two files with one id.
    std::string clash = good;
    clash.replace(clash.find("acme_as_6432"), 12, "qm9700");
    r = NetboxDeviceTypeImporter::run(project, "lab.json", builtIn, {{"clash.yaml", clash}}, {}, false);
    QVERIFY2(allErrors(r.errors).find("clash.yaml: /slug: the slug makes the catalog id \"qm9700\", which the built-in "
                                      "catalog already has") != std::string::npos,
             allErrors(r.errors).c_str());
    r = NetboxDeviceTypeImporter::run(project, "lab.json", builtIn, {{"a.yaml", good}, {"b.yaml", good}}, {}, false);
    QVERIFY2(allErrors(r.errors).find("b.yaml: /slug: the catalog id \"acme-as-6432\" comes from a.yaml too.")
                 != std::string::npos,
             allErrors(r.errors).c_str());
}

void TestNetbox::exportedDeviceTypeReadsBack()
{
    // Export a catalog entry as a device type and import it again: the same nameplate, height and ports.
    const CatalogEntry &dgx = *Catalog::builtIn().find("dgx-h100");
    YamlDocument doc;
    doc.value = NetboxDeviceTypeYaml::document(dgx);
    DeviceTypeImportOptions options;
    options.gpuFrom = &dgx;
    options.psuRequired = dgx.psuRequired;
    const DeviceTypeImport r = NetboxDeviceTypeReader::fromDocument(doc, "dgx.yaml", options);
    QVERIFY2(r.errors.empty(), allErrors(r.errors).c_str());
    QCOMPARE(r.entry["max_power_w"].get<double>(), dgx.maxPowerW);
    QCOMPARE(r.entry["height_u"].get<int>(), dgx.heightU);
    QCOMPARE(r.entry["psu_count"].get<int>(), dgx.psuCount);
    QCOMPARE(r.entry["ports"].size(), dgx.ports.size());
    for (size_t i = 0; i < dgx.ports.size(); ++i) {
        QCOMPARE(r.entry["ports"][i]["count"].get<int>(), dgx.ports[i].count);
        QCOMPARE(r.entry["ports"][i]["speed_gbps"].get<double>(), dgx.ports[i].speedGbps);
        QCOMPARE(r.entry["ports"][i]["role"].get<std::string>(), dgx.ports[i].role);
    }
}

void TestNetbox::commandLine()
{
#ifdef DCS_BINARY
    if (!QFile::exists(QStringLiteral(DCS_BINARY)))
        QSKIP("the dcstudio binary is not built");
    QTemporaryDir tmp;
    const QString project = tmp.filePath(QStringLiteral("lab.json"));
    QVERIFY(QFile::copy(source(QStringLiteral("projects/finetune-lab.json")), project));
    const QByteArray before = QByteArray::fromStdString(readText(project));
    const QString data = source(QStringLiteral("tests/data/netbox/"));

    // A bad file among good ones: exit 2, the project untouched, the message names file, line and field.
    test::Run run = test::dcstudio({QStringLiteral("import-device-type"), data + QStringLiteral("good-switch.yaml"),
                                    data + QStringLiteral("bad-negative-draw.yaml"), QStringLiteral("--into"), project});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("bad-negative-draw.yaml:12: /power-ports/1/maximum_draw"), run.err.constData());
    QCOMPARE(QByteArray::fromStdString(readText(project)), before);

    // The good ones, one kind at a time: a switch, then a GPU server taking the DGX H100's GPU figures.
    run = test::dcstudio({QStringLiteral("import-device-type"), data + QStringLiteral("good-switch.yaml"),
                          QStringLiteral("--into"), project});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("added catalog entry acme-as-6432 (switch, 2 U, 2,200 W nameplate from 2 power ports"),
             run.out.constData());
    run = test::dcstudio({QStringLiteral("import-device-type"), data + QStringLiteral("good-gpu-server.yaml"),
                          QStringLiteral("--gpu-from"), QStringLiteral("dgx-h100"), QStringLiteral("--psu-required"),
                          QStringLiteral("4"), QStringLiteral("--into"), project});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("added catalog entry acme-ax-8h (gpu_server, 8 U, 10,200 W nameplate from 6 power ports, "
                              "11 ports in 3 groups)"),
             run.out.constData());
    // Again without --replace: refused; with it: replaced.
    run = test::dcstudio({QStringLiteral("import-device-type"), data + QStringLiteral("good-switch.yaml"),
                          QStringLiteral("--into"), project});
    QCOMPARE(run.exitCode, 2);
    run = test::dcstudio({QStringLiteral("import-device-type"), data + QStringLiteral("good-switch.yaml"),
                          QStringLiteral("--into"), project, QStringLiteral("--replace")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("replaced catalog entry acme-as-6432 (switch, 2 U, 2,200 W nameplate from 2 power ports"),
             run.out.constData());
    const ReadResult saved = ProjectReader::readFile(project, Catalog::builtIn());
    QVERIFY2(saved.errors.empty(), formatErrors(saved.errors).c_str());
    QCOMPARE(saved.project->customCatalog.size(), size_t(2));

#else
    QSKIP("no dcstudio binary in this build");
#endif
}

QTEST_GUILESS_MAIN(TestNetbox)
#include "test_netbox.moc"
