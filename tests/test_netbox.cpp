// NetBox hand-off (issue 19 items 1 and 2; docs/handoff.md, "NetBox"): the export's files and
// counts on the sample designs, every CSV header and choice value against NetBox's own import
// forms, the device-type YAML against the community library's schema, and the import of device
// types (good and bad files, all or nothing into a project, the command line).
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "inventory/inventoryresult.h"
#include "network/networkresult.h"
#include "handoff/netboxdevicetypeimporter.h"
#include "handoff/netboxdevicetypereader.h"
#include "handoff/netboxdevicetypeyaml.h"
#include "handoff/netboxexport.h"
#include "handoff/netboxinterfacetype.h"
#include "handoff/yamlreader.h"
#include "io/projectreader.h"
#include "processrun.h"
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <clocale>
#include <map>
#include <set>

using namespace dcs;
using nlohmann::json;

namespace {

// ---- What NetBox accepts, copied from its source ------------------------------------------
// Import form fields: Meta.fields of each form in netbox/dcim/forms/bulk_import.py, and the
// required ones (fields declared without required=False, plus name/slug), netbox-community/netbox
// at 43fe81f9e833228c9869f7ddadb67e6c5f145060 (v4.6.8-36).
struct Form {
    std::set<std::string> fields;
    std::set<std::string> required;
};
const std::map<std::string, Form> kForms{
    {"01-sites.csv",
     {{"name", "slug", "status", "region", "group", "tenant", "facility", "time_zone", "description", "physical_address",
       "shipping_address", "latitude", "longitude", "owner", "comments", "tags"},
      {"name", "slug", "status"}}},
    {"02-locations.csv",
     {{"site", "parent", "name", "slug", "status", "tenant", "facility", "description", "owner", "comments", "tags"},
      {"site", "name", "slug", "status"}}},
    {"03-manufacturers.csv", {{"name", "slug", "description", "owner", "comments", "tags"}, {"name", "slug"}}},
    {"04-device-roles.csv",
     {{"name", "slug", "parent", "color", "vm_role", "config_template", "description", "owner", "comments", "tags"},
      {"name", "slug"}}},
    {"06-racks.csv",
     {{"site", "location", "group", "name", "facility_id", "tenant", "status", "role", "rack_type", "form_factor", "serial",
       "asset_tag", "width", "u_height", "desc_units", "outer_width", "outer_height", "outer_depth", "outer_unit",
       "mounting_depth", "airflow", "weight", "max_weight", "weight_unit", "description", "owner", "comments", "tags"},
      {"site", "name", "status"}}},
    {"07-devices.csv",
     {{"name", "role", "tenant", "manufacturer", "device_type", "platform", "serial", "asset_tag", "status", "site",
       "location", "rack", "position", "face", "latitude", "longitude", "parent", "device_bay", "airflow",
       "virtual_chassis", "vc_position", "vc_priority", "cluster", "description", "config_template", "owner",
       "comments", "tags"},
      {"role", "manufacturer", "device_type", "status", "site"}}},
    {"08-power-panels.csv", {{"site", "location", "name", "description", "owner", "comments", "tags"}, {"site", "name"}}},
    {"09-power-feeds.csv",
     {{"site", "power_panel", "location", "rack", "name", "status", "type", "mark_connected", "supply", "phase",
       "voltage", "amperage", "max_utilization", "tenant", "description", "owner", "comments", "tags"},
      {"site", "power_panel", "name", "status", "type", "supply", "phase"}}},
};
const Form kCableForm{{"side_a_site", "side_a_device", "side_a_power_panel", "side_a_type", "side_a_name", "side_b_site",
                       "side_b_device", "side_b_power_panel", "side_b_type", "side_b_name", "type", "status", "profile",
                       "tenant", "bundle", "label", "color", "length", "length_unit", "description", "owner",
                       "comments", "tags"},
                      {"side_a_type", "side_a_name", "side_b_type", "side_b_name"}};

// Choice values (netbox/dcim/choices.py, same commit): the columns the export fills from a set.
const std::map<std::string, std::set<std::string>> kChoices{
    {"status/site", {"planned", "staging", "active", "decommissioning", "retired"}},
    {"status/rack", {"reserved", "available", "planned", "active", "deprecated"}},
    {"status/device", {"offline", "active", "planned", "staged", "failed", "inventory", "decommissioning"}},
    {"status/powerfeed", {"offline", "active", "planned", "failed"}},
    {"status/cable", {"connected", "planned", "decommissioning"}},
    {"face", {"front", "rear"}},
    {"width", {"10", "19", "21", "23"}},
    {"form_factor", {"2-post-frame", "4-post-frame", "4-post-cabinet", "wall-frame", "wall-frame-vertical",
                     "wall-cabinet", "wall-cabinet-vertical"}},
    {"outer_unit", {"mm", "in"}},
    {"weight_unit", {"kg", "g", "lb", "oz"}},
    {"feed_type", {"primary", "redundant"}},
    {"supply", {"ac", "dc"}},
    {"phase", {"single-phase", "three-phase"}},
    {"termination", {"dcim.interface", "dcim.powerport", "dcim.poweroutlet", "dcim.powerfeed"}},
    {"cable_type", {"dac-active", "dac-passive", "mmf", "smf", "power"}},
    {"length_unit", {"km", "m", "cm", "mi", "ft", "in"}},
    // InterfaceTypeChoices, PowerPortTypeChoices, PowerOutletTypeChoices: the values the export may write.
    {"interface", {"100base-tx", "1000base-t", "2.5gbase-t", "5gbase-t", "10gbase-t", "1000base-x-sfp", "10gbase-x-sfpp",
                   "25gbase-x-sfp28", "50gbase-x-sfp56", "40gbase-x-qsfpp", "100gbase-x-qsfp28", "100gbase-x-qsfpdd",
                   "200gbase-x-qsfp56", "200gbase-x-qsfpdd", "400gbase-x-qsfp112", "400gbase-x-qsfpdd",
                   "400gbase-x-osfp", "800gbase-x-qsfpdd", "800gbase-x-osfp", "other"}},
    {"powerport", {"iec-60320-c14", "iec-60320-c20", "iec-60309-p-n-e-6h", "iec-60309-3p-e-9h", "iec-60309-3p-n-e-6h"}},
    {"poweroutlet", {"iec-60320-c13", "iec-60320-c19", "other"}},
    {"feed_leg", {"A", "B", "C"}},
};

// schema/devicetype.json (netbox-community/devicetype-library at 014cd468fa8c): the keys allowed
// and required; schema/components.json (013d489ba86d): a power port's and interface's keys.
const std::set<std::string> kDeviceTypeKeys{
    "manufacturer", "model", "slug", "part_number", "u_height", "is_full_depth", "airflow", "weight", "weight_unit",
    "front_image", "rear_image", "subdevice_role", "is_powered", "console-ports", "console-server-ports", "power-ports",
    "power-outlets", "interfaces", "front-ports", "rear-ports", "module-bays", "device-bays", "inventory-items",
    "description", "comments"};
const std::set<std::string> kDeviceTypeRequired{"manufacturer", "model", "slug", "u_height", "is_full_depth"};
const std::set<std::string> kPowerPortKeys{"name", "label", "type", "maximum_draw", "allocated_draw", "description"};
const std::set<std::string> kOutletKeys{"name", "label", "type", "power_port", "feed_leg", "description"};
const std::set<std::string> kInterfaceKeys{"name", "label", "type", "enabled", "mgmt_only", "description", "bridge",
                                           "poe_mode", "poe_type", "rf_role"};

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

// RFC 4180 records of a CSV text (quoted fields with commas, doubled quotes).
std::vector<std::vector<std::string>> parseCsv(const std::string &text)
{
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            row.push_back(field);
            field.clear();
        } else if (c == '\r') {
        } else if (c == '\n') {
            row.push_back(field);
            rows.push_back(row);
            row.clear();
            field.clear();
        } else {
            field += c;
        }
    }
    return rows;
}

const NetboxFile *fileNamed(const NetboxExportResult &r, const std::string &name)
{
    for (const NetboxFile &f : r.files)
        if (f.name == name)
            return &f;
    return nullptr;
}

// The documents of a multi-document YAML text ("---" lines), each read on its own.
std::vector<json> yamlDocuments(const std::string &text)
{
    std::vector<json> docs;
    size_t start = 0;
    while (start < text.size()) {
        size_t next = text.find("\n---\n", start);
        const std::string part = text.substr(start, next == std::string::npos ? std::string::npos : next + 1 - start);
        YamlDocument doc;
        const LoadErrors errors = YamlReader::read(part, "types.yaml", doc);
        if (!errors.empty())
            qFatal("%s", formatErrors(errors).c_str());
        docs.push_back(doc.value);
        if (next == std::string::npos)
            break;
        start = next + 1;
    }
    return docs;
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
    void yamlReaderReadsTheLibrarysShapes();
    void yamlReaderRefusesWhatItDoesNotRead_data();
    void yamlReaderRefusesWhatItDoesNotRead();
    void yamlReaderRefusesHostileInput_data();
    void yamlReaderRefusesHostileInput();
    void yamlReaderReadsHugeValues();
    void yamlReaderReadsNumbersInAnyLocale();
    void refusesADocumentThatIsNotAMapping();
    void interfaceTypesBothWays();
    void importsADgxLikeServer();
    void importsASwitch();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void refusesLongValuesWithoutCrashing();
    void importerIsAllOrNothing();
    void exportCountsEqualTheDesign_data();
    void exportCountsEqualTheDesign();
    void exportHeadersAndValuesAreNetboxs();
    void deviceTypesFollowTheLibrarySchema();
    void exportedDeviceTypeReadsBack();
    void writesTheFolderWithAReadme();
    void commandLine();
};

void TestNetbox::yamlReaderReadsTheLibrarysShapes()
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
    const LoadErrors errors = YamlReader::read(text, "t.yaml", doc);
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

void TestNetbox::yamlReaderRefusesWhatItDoesNotRead_data()
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

void TestNetbox::yamlReaderRefusesWhatItDoesNotRead()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    YamlDocument doc;
    const std::string bytes = text.toStdString();
    const LoadErrors errors = YamlReader::read(bytes, "t.yaml", doc);
    QCOMPARE(errors.size(), size_t(1));
    QVERIFY2(QString::fromStdString(errors[0].toString()).startsWith(expected), errors[0].toString().c_str());
    QVERIFY(doc.value.is_null());
}

// Issue 36 item 5: hostile or broken files are refused with their line, never crash, hang or
// take memory without bound. Each message in full.
void TestNetbox::yamlReaderRefusesHostileInput_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    const QString invalid = QStringLiteral("t.yaml:%1: not valid YAML (in the subset read here): %2");
    const QString flow = QStringLiteral("flow collections ([a, b] or {a: b}) are not supported; write them as block "
                                        "lists and mappings.");
    const QString anchors = QStringLiteral("anchors (&), aliases (*) and tags (!) are not supported.");
    const QString deeper = QStringLiteral("nested deeper than 64 levels.");
    // Nesting: refused at the first flow collection with content, or at the 65th level. yaml-cpp
    // reads "[[[[..." to its end first (its parser recursion stops at 2,000 levels).
    QTest::newRow("100,000 [") << QByteArray(100000, '[') << invalid.arg(1).arg(flow);
    QTest::newRow("100,000 {") << QByteArray(100000, '{') << invalid.arg(1).arg(flow);
    QByteArray dashes;
    for (int i = 0; i < 100000; ++i)
        dashes += "- ";
    QTest::newRow("100,000 nested lists") << dashes + "x\n" << invalid.arg(1).arg(deeper);
    QByteArray keys;
    for (int i = 0; i < 100; ++i)
        keys += QByteArray(i, ' ') + "k:\n";
    QTest::newRow("100 nested mappings") << keys << invalid.arg(65).arg(deeper);
    // "Billion laughs": each line doubles the last; refused at the first anchor, before any alias.
    QTest::newRow("billion laughs") << QByteArray("a: &a lol\nb: &b [*a, *a]\nc: &c [*b, *b]\nd: [*c, *c]\n")
                                    << invalid.arg(1).arg(anchors);
    QTest::newRow("alias") << QByteArray("a: 1\nb: *x\n") << invalid.arg(2).arg(anchors);
    QTest::newRow("tag") << QByteArray("a: 1\nb: !!str 2\n") << invalid.arg(2).arg(anchors);
    // An overlong NUL (C0 80) in a model name: refused, not read as U+FFFD.
    QTest::newRow("invalid UTF-8") << QByteArray("a: 1\nb: 2\nmodel: AS-\xC0\x80\n")
                                   << QStringLiteral("t.yaml:3: not UTF-8 text (YAML files are UTF-8; save it as UTF-8).");
    QTest::newRow("larger than 1 MB") << QByteArray("a: ") + QByteArray(1024 * 1024, 'x')
                                      << QStringLiteral("t.yaml: the file is larger than 1 MB; not a device type.");
    // yaml-cpp 0.7 takes these; PyYAML, which NetBox uses, refuses them.
    QTest::newRow("quote open at the end") << QByteArray("a: 1\nb: 'x")
                                           << invalid.arg(2).arg("a quoted value is not closed on its line (values over "
                                                                 "several lines are not supported).");
    QTest::newRow("quote open before more lines")
        << QByteArray("a: 'x\nb: 1\nc: 2\n")
        << invalid.arg(1).arg("the single-quoted value is not closed on its line (values over several lines are not "
                              "supported).");
    QTest::newRow("a line with no colon") << QByteArray("a: 1\nfoo\n")
                                          << invalid.arg(2).arg("expected \"key: value\", found \"foo\".");
    QTest::newRow("a key with no colon") << QByteArray("a: 1\ntype 400gbase-x-osfp\nb: 2\n")
                                         << invalid.arg(2).arg("expected \"key: value\", found \"type 400gbase-x-osfp\".");
    QTest::newRow("quoted value under its key") << QByteArray("a:\n\"x\"\n")
                                                << invalid.arg(2).arg("expected \"key: value\", found \"\"x\"\".");
    QTest::newRow("directive mid-file") << QByteArray("a: 1\n%x: 2\n")
                                        << invalid.arg(2).arg("YAML directives (%) are not supported.");
    QTest::newRow("second document without ---")
        << QByteArray("- a\nb: 1\n") << invalid.arg(2).arg("unexpected content: \"b: 1\" (is it indented like the lines above it?).");
    QTest::newRow("reserved character") << QByteArray("a: 1\nb: @x\n")
                                        << invalid.arg(2).arg("a plain value may not start with '@', '`' or '%'; quote it.");
}

void TestNetbox::yamlReaderRefusesHostileInput()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    YamlDocument doc;
    const LoadErrors errors = YamlReader::read(text.toStdString(), "t.yaml", doc);
    QCOMPARE(errors.size(), size_t(1));
    QCOMPARE(QString::fromStdString(errors[0].toString()), expected);
    QVERIFY(doc.value.is_null() && doc.places.empty());
}

void TestNetbox::yamlReaderReadsHugeValues()
{
    // Just under the 1 MB bound, a value of 1,048,000 bytes reads whole.
    YamlDocument doc;
    LoadErrors errors = YamlReader::read("a: 1\nb: " + std::string(1048000, 'x') + "\n", "t.yaml", doc);
    QVERIFY2(errors.empty(), allErrors(errors).c_str());
    QCOMPARE(doc.value["b"].get_ref<const std::string &>().size(), size_t(1048000));
    QCOMPARE(doc.lineOf("/b"), 2);
    // 200,000 digits: beyond a double, so text (JSON has no infinity). The subset reader's
    // std::regex overflowed the stack on it.
    const std::string digits(200000, '9');
    errors = YamlReader::read("a: " + digits + "\n", "t.yaml", doc);
    QVERIFY2(errors.empty(), allErrors(errors).c_str());
    QCOMPARE(doc.value["a"].get<std::string>(), digits);
    // 50,000 items under a 1,000-character key: every item has its line (a map from JSON pointers
    // to lines held the key 50,000 times).
    std::string list = std::string(1000, 'k') + ":\n";
    for (int i = 0; i < 50000; ++i)
        list += "  - " + std::to_string(i) + "\n";
    errors = YamlReader::read(list, "t.yaml", doc);
    QVERIFY2(errors.empty(), allErrors(errors).c_str());
    QCOMPARE(doc.value.begin()->size(), size_t(50000));
    QCOMPARE(doc.lineOf("/" + std::string(1000, 'k') + "/49999"), 50001);
}

void TestNetbox::yamlReaderReadsNumbersInAnyLocale()
{
    // The studio runs in the user's locale (QCoreApplication sets it), where strtod stopped at the
    // '.' of "130.5": a German user imported 130 kg.
    const std::string before = std::setlocale(LC_NUMERIC, nullptr);
    if (!std::setlocale(LC_NUMERIC, "de_DE.UTF-8"))
        QSKIP("no de_DE.UTF-8 locale (make one: localedef -i de_DE -f UTF-8 DIR/de_DE.UTF-8, then LOCPATH=DIR)");
    YamlDocument doc;
    const LoadErrors errors = YamlReader::read("weight: 130.5\nexp: 1.5e+3\n", "t.yaml", doc);
    std::setlocale(LC_NUMERIC, before.c_str());
    QVERIFY2(errors.empty(), allErrors(errors).c_str());
    QCOMPARE(doc.value["weight"].get<double>(), 130.5);
    QCOMPARE(doc.value["exp"].get<double>(), 1500.0);
}

void TestNetbox::refusesADocumentThatIsNotAMapping()
{
    const std::string expected = "expected a device type: a mapping with manufacturer, model, slug, u_height and "
                                 "is_full_depth (schema/devicetype.json), found ";
    const auto error = [](const std::string &text) {
        return allErrors(NetboxDeviceTypeReader::read(text, "t.yaml", {}).errors);
    };
    QCOMPARE(error("- a\n- b\n"), "t.yaml:1: " + expected + "a list.\n");
    QCOMPARE(error("# nothing but a comment\n"), "t.yaml: " + expected + "nothing.\n");
    QCOMPARE(error("\n\nhello\n"), "t.yaml:3: " + expected + "the text \"hello\".\n");
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

void TestNetbox::refusesLongValuesWithoutCrashing()
{
    // std::regex recurses once per character: a slug or an interface type of 200,000 characters
    // overflowed the stack instead of being refused as too long.
    std::string text = readText(source(QStringLiteral("tests/data/netbox/good-switch.yaml")));
    text.replace(text.find("acme_as_6432"), 12, std::string(200000, 'a'));
    text.replace(text.find("type: 1000base-t"), 16, "type: \"" + std::string(200000, '1') + "gbase-t\"");
    const DeviceTypeImport r = NetboxDeviceTypeReader::read(text, "long.yaml", {});
    const std::string all = allErrors(r.errors);
    QVERIFY2(all.find("long.yaml:5: /slug: the slug is longer than 100 characters.") != std::string::npos, all.c_str());
    QVERIFY2(all.find("long.yaml:84: /interfaces/32/type: the type is longer than 50 characters.") != std::string::npos,
             all.c_str());
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
    QCOMPARE(r.project.customCatalog.get().size(), project.customCatalog.get().size() + 1);
    const Project withSwitch = r.project;

    // Again: the id is taken; with --replace it is updated in place.
    r = NetboxDeviceTypeImporter::run(withSwitch, "lab.json", builtIn, {{"good-switch.yaml", good}}, {}, false);
    QVERIFY(!r.errors.empty());
    QVERIFY2(allErrors(r.errors).find("already has \"acme-as-6432\"; pass --replace") != std::string::npos,
             allErrors(r.errors).c_str());
    r = NetboxDeviceTypeImporter::run(withSwitch, "lab.json", builtIn, {{"good-switch.yaml", good}}, {}, true);
    QVERIFY2(r.errors.empty(), allErrors(r.errors).c_str());
    QCOMPARE(r.project.customCatalog.get().size(), withSwitch.customCatalog.get().size());
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

void TestNetbox::exportCountsEqualTheDesign_data()
{
    QTest::addColumn<QString>("sample");
    QTest::newRow("superpod-h100-air") << "superpod-h100-air";
    QTest::newRow("superpod-h100-liquid") << "superpod-h100-liquid";
    QTest::newRow("finetune-lab") << "finetune-lab";
    QTest::newRow("stress-16k") << "stress-16k";
}

void TestNetbox::exportCountsEqualTheDesign()
{
    QFETCH(QString, sample);
    const Project project = loadSample(sample);
    LoadErrors errors;
    const Catalog catalog = Catalog::builtIn().withCustomEntries(project.customCatalog.get(), "p.json", errors);
    const Analysis analysis = Analyzer::run(project, catalog);
    const NetboxExportResult r = NetboxExport::build(project, catalog, analysis);
    const NetboxCounts &c = r.counts;

    // The design's own counts, walked here independently of the exporter.
    int devices = 0, pdus = 0, psus = 0, cords = 0, outlets = 0, links = 0;
    for (const Rack &rack : project.racks) {
        for (const DevicePlacement &d : rack.devices) {
            ++devices;
            psus += catalog.find(d.catalogId)->psuCount;
            cords += int(d.power.size());
        }
        for (const RackPdu &p : rack.pdus) {
            ++pdus;
            const PduSpec &s = *catalog.find(p.catalogId)->pdu;
            outlets += s.banks * s.outletsPerBank;
        }
    }
    for (const NetworkFabricResult &n : analysis.network->networks)
        links += n.links;
    QCOMPARE(c.racks, int(project.racks.size()));
    QCOMPARE(c.racks, analysis.inventory->racks);
    QCOMPARE(c.devices, devices);
    QCOMPARE(c.devices, analysis.inventory->byKind.at("gpu_server") + analysis.inventory->byKind.at("switch"));
    QCOMPARE(c.pdus, pdus);
    QCOMPARE(c.pdus, analysis.inventory->byKind.at("pdu"));
    QCOMPARE(c.powerPorts, psus + pdus);  // every PSU inlet and every PDU's input
    QCOMPARE(c.powerOutlets, outlets);
    QCOMPARE(c.powerFeeds, pdus);
    QCOMPARE(c.feedCables, pdus);
    QCOMPARE(c.powerCables, cords);
    QCOMPARE(c.fabricCables, links);

    // The files hold as many records as the counts say.
    auto records = [&](const char *name) {
        const NetboxFile *f = fileNamed(r, name);
        return f ? int(parseCsv(f->text).size()) - 1 : 0;  // minus the header
    };
    QCOMPARE(records("06-racks.csv"), c.racks);
    QCOMPARE(records("07-devices.csv"), c.devices + c.pdus);
    QCOMPARE(records("09-power-feeds.csv"), c.powerFeeds);
    QCOMPARE(records("11-cables-power-cords.csv"), c.powerCables);
    QCOMPARE(records("12-cables-fabric.csv"), c.fabricCables);
    QCOMPARE(fileNamed(r, "12-cables-fabric.csv") != nullptr, links > 0);  // an empty file is not written
    const NetboxFile *types = fileNamed(r, "05-device-types.yaml");
    QVERIFY(types);
    QCOMPARE(int(yamlDocuments(types->text).size()), c.deviceTypes);
    QCOMPARE(c.deviceTypes, int(analysis.inventory->byModel.size()) - [&] {
        // Device types are the placed models that are devices: servers, switches, PDUs.
        int others = 0;
        for (const auto &[id, m] : analysis.inventory->byModel)
            others += m.kind != "gpu_server" && m.kind != "switch" && m.kind != "pdu";
        return others;
    }());

    if (sample == QLatin1String("superpod-h100-air")) {
        // By hand (projects/make_samples.py): 38 racks; 128 DGX H100 + 38 SN2201 + 48 QM9700 = 214
        // devices; 4 PDUs a rack = 152; PSU inlets 128 x 6 + 38 x 2 + 48 x 2 = 940, plus 152 PDU
        // inputs = 1,092 power ports; every PSU corded: 940 cords; 128 nodes x 8 rails x 2 tiers
        // (node-leaf and leaf-spine, 1:1) = 2,048 fabric links.
        QCOMPARE(c.racks, 38);
        QCOMPARE(c.devices, 214);
        QCOMPARE(c.pdus, 152);
        QCOMPARE(c.powerPorts, 1092);
        QCOMPARE(c.powerCables, 940);
        QCOMPARE(c.fabricCables, 2048);
        QCOMPARE(c.powerPanels, 8);  // the design's eight 800 A panels; every PDU names one
    }
}

void TestNetbox::exportHeadersAndValuesAreNetboxs()
{
    const Project project = loadSample(QStringLiteral("superpod-h100-air"));
    const Catalog &catalog = Catalog::builtIn();
    const NetboxExportResult r = NetboxExport::build(project, catalog, Analyzer::run(project, catalog));
    int checkedFiles = 0;
    for (const NetboxFile &f : r.files) {
        if (!f.name.ends_with(".csv"))
            continue;
        ++checkedFiles;
        const auto rows = parseCsv(f.text);
        QVERIFY(rows.size() > 1);
        const std::vector<std::string> &header = rows[0];
        const bool cable = f.name.find("cables") != std::string::npos;
        const Form &form = cable ? kCableForm : kForms.at(f.name);
        for (const std::string &field : header)
            QVERIFY2(form.fields.contains(field), (f.name + ": \"" + field + "\" is not a field of NetBox's form").c_str());
        for (const std::string &field : form.required)
            QVERIFY2(std::find(header.begin(), header.end(), field) != header.end(),
                     (f.name + ": the required field \"" + field + "\" is missing").c_str());
        // Every row as long as the header, every required value present, every choice a NetBox one.
        for (size_t i = 1; i < rows.size(); ++i) {
            const auto &row = rows[i];
            QCOMPARE(row.size(), header.size());
            std::map<std::string, std::string> v;
            for (size_t k = 0; k < header.size(); ++k)
                v[header[k]] = row[k];
            for (const std::string &field : form.required)
                QVERIFY2(!v[field].empty(), (f.name + " row " + std::to_string(i) + ": " + field + " empty").c_str());
            auto choice = [&](const std::string &column, const std::string &set) {
                if (!v[column].empty())
                    QVERIFY2(kChoices.at(set).contains(v[column]),
                             (f.name + ": " + column + " \"" + v[column] + "\" is not a NetBox choice").c_str());
            };
            if (f.name == "01-sites.csv" || f.name == "02-locations.csv")
                choice("status", "status/site");
            if (f.name == "06-racks.csv") {
                choice("status", "status/rack");
                choice("width", "width");
                choice("form_factor", "form_factor");
                choice("outer_unit", "outer_unit");
                choice("weight_unit", "weight_unit");
            }
            if (f.name == "07-devices.csv") {
                choice("status", "status/device");
                choice("face", "face");
                // A positioned device has a face; a 0U PDU neither.
                QCOMPARE(v["position"].empty(), v["face"].empty());
            }
            if (f.name == "09-power-feeds.csv") {
                choice("status", "status/powerfeed");
                choice("type", "feed_type");
                choice("supply", "supply");
                choice("phase", "phase");
                QCOMPARE(v["max_utilization"], std::string("80"));  // NEC 80 % continuous load, the design's setting
            }
            if (cable) {
                choice("status", "status/cable");
                choice("type", "cable_type");
                choice("side_a_type", "termination");
                choice("side_b_type", "termination");
                choice("length_unit", "length_unit");
                // A power feed end names its panel, every other end its device.
                for (const char *side : {"side_a", "side_b"}) {
                    const std::string s = side;
                    if (v[s + "_type"] == "dcim.powerfeed")
                        QVERIFY(!v[s + "_power_panel"].empty() && !v[s + "_site"].empty());
                    else
                        QVERIFY(!v[s + "_device"].empty());
                }
            }
        }
    }
    QCOMPARE(checkedFiles, 11);  // 01-04, 06-12: every CSV of this design
}

void TestNetbox::deviceTypesFollowTheLibrarySchema()
{
    const Project project = loadSample(QStringLiteral("superpod-h100-air"));
    const Catalog &catalog = Catalog::builtIn();
    const NetboxExportResult r = NetboxExport::build(project, catalog, Analyzer::run(project, catalog));
    const std::vector<json> docs = yamlDocuments(fileNamed(r, "05-device-types.yaml")->text);
    QCOMPARE(docs.size(), size_t(4));  // dgx-h100, pdu-415v-60a-wye, qm9700, sn2201
    std::set<std::string> slugs;
    for (const json &d : docs) {
        for (const auto &[key, value] : d.items())
            QVERIFY2(kDeviceTypeKeys.contains(key), key.c_str());
        for (const std::string &key : kDeviceTypeRequired)
            QVERIFY2(d.contains(key), key.c_str());
        slugs.insert(d["slug"].get<std::string>());
        for (const json &p : d.value("power-ports", json::array())) {
            for (const auto &[key, value] : p.items())
                QVERIFY2(kPowerPortKeys.contains(key), key.c_str());
            QVERIFY(kChoices.at("powerport").contains(p["type"].get<std::string>()));
            if (p.contains("maximum_draw"))
                QVERIFY(p["maximum_draw"].is_number_integer() && p["maximum_draw"].get<int>() >= 1);
        }
        for (const json &o : d.value("power-outlets", json::array())) {
            for (const auto &[key, value] : o.items())
                QVERIFY2(kOutletKeys.contains(key), key.c_str());
            QVERIFY(kChoices.at("poweroutlet").contains(o["type"].get<std::string>()));
            QVERIFY(kChoices.at("feed_leg").contains(o["feed_leg"].get<std::string>()));
            QCOMPARE(o["power_port"].get<std::string>(), std::string("Input"));
        }
        for (const json &i : d.value("interfaces", json::array())) {
            for (const auto &[key, value] : i.items())
                QVERIFY2(kInterfaceKeys.contains(key), key.c_str());
            QVERIFY2(kChoices.at("interface").contains(i["type"].get<std::string>()), i.dump().c_str());
        }
    }
    QCOMPARE(slugs, (std::set<std::string>{"dgx-h100", "pdu-415v-60a-wye", "qm9700", "sn2201"}));
    // The DGX H100 in full: 6 PSUs of 10,200 / 6 = 1,700 W; 8 OSFP fabric + 4 QSFP112 storage + 1 RJ45 ports.
    const json &dgx = *std::find_if(docs.begin(), docs.end(), [](const json &d) { return d["slug"] == "dgx-h100"; });
    QCOMPARE(dgx["u_height"].get<int>(), 8);
    QCOMPARE(dgx["power-ports"].size(), size_t(6));
    QCOMPARE(dgx["power-ports"][0]["maximum_draw"].get<int>(), 1700);
    QCOMPARE(dgx["power-ports"][0]["type"].get<std::string>(), std::string("iec-60320-c20"));
    QCOMPARE(dgx["interfaces"].size(), size_t(13));
    QCOMPARE(dgx["interfaces"][0]["name"].get<std::string>(), std::string("fab1"));
    QCOMPARE(dgx["interfaces"][0]["type"].get<std::string>(), std::string("400gbase-x-osfp"));
    QCOMPARE(dgx["interfaces"][8]["name"].get<std::string>(), std::string("stor1"));
    QCOMPARE(dgx["interfaces"][8]["type"].get<std::string>(), std::string("400gbase-x-qsfp112"));
    QCOMPARE(dgx["interfaces"][12]["name"].get<std::string>(), std::string("mgmt1"));
    QCOMPARE(dgx["interfaces"][12]["mgmt_only"].get<bool>(), true);
    // The 415 V wye PDU: 12 banks x 2 outlets = 24 C19 outlets; bank b on phase b mod 3, so outlets
    // 1-2 on leg A, 3-4 on B, 5-6 on C, 7-8 on A again.
    const json &pdu = *std::find_if(docs.begin(), docs.end(), [](const json &d) { return d["slug"] == "pdu-415v-60a-wye"; });
    QCOMPARE(pdu["u_height"].get<int>(), 0);
    QCOMPARE(pdu["power-outlets"].size(), size_t(24));
    QCOMPARE(pdu["power-outlets"][0]["type"].get<std::string>(), std::string("iec-60320-c19"));
    QCOMPARE(pdu["power-outlets"][2]["feed_leg"].get<std::string>(), std::string("B"));
    QCOMPARE(pdu["power-outlets"][4]["feed_leg"].get<std::string>(), std::string("C"));
    QCOMPARE(pdu["power-outlets"][6]["feed_leg"].get<std::string>(), std::string("A"));
    QCOMPARE(pdu["power-ports"][0]["type"].get<std::string>(), std::string("iec-60309-3p-n-e-6h"));
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

void TestNetbox::writesTheFolderWithAReadme()
{
    const Project project = loadSample(QStringLiteral("finetune-lab"));
    const Catalog &catalog = Catalog::builtIn();
    const NetboxExportResult r = NetboxExport::build(project, catalog, Analyzer::run(project, catalog));
    QTemporaryDir tmp;
    const QString folder = tmp.filePath(QStringLiteral("netbox"));
    QCOMPARE(NetboxExport::write(r, folder), QString());
    for (const NetboxFile &f : r.files)
        QCOMPARE(readText(folder + QLatin1Char('/') + QString::fromStdString(f.name)), f.text);
    const std::string readme = readText(folder + QStringLiteral("/README.md"));
    // finetune-lab: 2 racks, 10 devices (4 PCIe H100 + 2 SN2201 + 4 RTX 4090 boxes), its PDUs.
    int pdus = 0;
    for (const Rack &rack : project.racks)
        pdus += int(rack.pdus.size());
    QVERIFY2(readme.find("| racks | 2 |") != std::string::npos, readme.c_str());
    QVERIFY(readme.find("| PDUs (0U devices) | " + std::to_string(pdus) + " |") != std::string::npos);
    QVERIFY(readme.find("| devices (servers, switches, rack-scale systems) | 10 |") != std::string::npos);
    QVERIFY(readme.find("`/dcim/device-types/import/`") != std::string::npos);
    // One PDU names no panel: a placeholder panel stands in, and the README says so.
    QVERIFY(readme.find("Power panel FEED-") != std::string::npos);
    // A file where the folder should be: refused, nothing written.
    const QString file = tmp.filePath(QStringLiteral("plain"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    QVERIFY(NetboxExport::write(r, file).contains(QStringLiteral("it is a file, not a folder")));
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
    QCOMPARE(saved.project->customCatalog.get().size(), size_t(2));

    // Export netbox on the saved project.
    const QString out = tmp.filePath(QStringLiteral("nb"));
    run = test::dcstudio({QStringLiteral("export"), QStringLiteral("netbox"), project, QStringLiteral("-o"), out});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("files for NetBox (2 racks, 10 devices"), run.out.constData());
    QVERIFY(QFile::exists(out + QStringLiteral("/README.md")));
    QVERIFY(QFile::exists(out + QStringLiteral("/07-devices.csv")));
#else
    QSKIP("no dcstudio binary in this build");
#endif
}

QTEST_GUILESS_MAIN(TestNetbox)
#include "test_netbox.moc"
