// Hand-off to operations (issue 19, docs/handoff.md): the Prometheus alert rules carry the
// design's own limits and ids, promtool accepts them, the bill of materials counts what the
// design places, and `dcstudio export` writes only regular files.
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "inventory/inventoryresult.h"
#include "network/networkresult.h"
#include "handoff/alertrules.h"
#include "handoff/billofmaterials.h"
#include "handoff/handofffile.h"
#include "dynamics/powerdynamicsresult.h"
#include "io/projectoverride.h"
#include "io/projectreader.h"
#include "power/powerresult.h"
#include "json/yamltext.h"
#include "processrun.h"
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

using namespace dcs;
using dcs::test::Run;
using dcs::test::dcstudio;
using nlohmann::json;

namespace {

QString sample(const char *name) { return QStringLiteral(DCS_SOURCE_DIR "/projects/") + QLatin1String(name); }

struct Loaded {
    json doc;
    Project project;
    Catalog catalog;
    Analysis analysis;
};

// A sample with `sets` applied as `--set` applies them, then `edit` on its JSON.
Loaded load(const char *name, const std::vector<std::string> &sets = {}, const std::function<void(json &)> &edit = {})
{
    Loaded l;
    std::string text;
    if (!ProjectReader::parseFile(sample(name), name, l.doc, text).empty())
        qFatal("cannot parse %s", name);
    for (const std::string &set : sets)
        if (const std::string why = applyOverride(l.doc, set); !why.empty())
            qFatal("bad override %s: %s", set.c_str(), why.c_str());
    if (edit)
        edit(l.doc);
    ReadResult r = ProjectReader::readJson(l.doc, name, Catalog::builtIn());
    if (!r.project)
        qFatal("cannot read %s", name);
    LoadErrors ignored;
    l.catalog = Catalog::builtIn().withCustomEntries(r.project->customCatalog.get(), {}, ignored);
    l.project = std::move(*r.project);
    l.analysis = Analyzer::run(l.project, l.catalog);
    return l;
}

// Recording rules by the series they record, and the alert names.
struct Tally {
    std::map<std::string, std::vector<json>> records;
    std::set<std::string> alerts;
};

Tally tally(const json &rules)
{
    Tally t;
    for (const json &group : rules["groups"])
        for (const json &rule : group["rules"]) {
            if (rule.contains("alert"))
                t.alerts.insert(rule["alert"].get<std::string>());
            else
                t.records[rule["record"].get<std::string>()].push_back(rule);
        }
    return t;
}

// Counted from the file itself, not from an engine: PDUs of every rack, and devices by catalog id.
int pdusInFile(const json &doc)
{
    int n = 0;
    for (const json &r : doc["racks"])
        n += int(r.value("pdus", json::array()).size());
    return n;
}

int devicesInFile(const json &doc, const std::string &catalogId)
{
    int n = 0;
    for (const json &r : doc["racks"])
        for (const json &d : r.value("devices", json::array()))
            n += d["catalog_id"] == catalogId;
    return n;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestHandoff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void alertRulesCarryTheDesignLimits()
    {
        const Loaded l = load("superpod-h100-air.json");
        const Tally t = tally(AlertRules::build(l.project, l.catalog, l.analysis));
        // 38 racks x 4 PDUs (two per feed) in the file = 152 PDUs, every one pdu-415v-60a-wye:
        // 3 phases, 60 A input, 12 banks of 20 A (resources/catalog/pdus.json); the sample's
        // derating is nec_80, so the line limit is 60 x 0.8 = 48 A and the bank limit 20 x 0.8 = 16 A.
        const int pdus = pdusInFile(l.doc);
        QCOMPARE(pdus, 152);
        QCOMPARE(int(t.records.at("dcstudio:pdu_info").size()), pdus);
        QCOMPARE(int(t.records.at("dcstudio:pdu_line_limit_amperes").size()), pdus * 3);   // 456
        QCOMPARE(int(t.records.at("dcstudio:pdu_line_design_amperes").size()), pdus * 3);
        QCOMPARE(int(t.records.at("dcstudio:pdu_bank_limit_amperes").size()), pdus * 12);  // 1,824
        for (const json &r : t.records.at("dcstudio:pdu_line_limit_amperes"))
            QCOMPARE(r["expr"].get<std::string>(), std::string("vector(48)"));
        for (const json &r : t.records.at("dcstudio:pdu_bank_limit_amperes"))
            QCOMPARE(r["expr"].get<std::string>(), std::string("vector(16)"));
        // Labels name the design's objects: the first PDU of rack R-A01 on feed A.
        const json &first = t.records.at("dcstudio:pdu_info").front();
        QCOMPARE(first["labels"]["pdu"].get<std::string>(), std::string("R-A01-PDU-A1"));
        QCOMPARE(first["labels"]["rack"].get<std::string>(), std::string("R-A01"));
        QCOMPARE(first["labels"]["feed"].get<std::string>(), std::string("A"));
        // The seed's thresholds (GPU-Util > 80 %, memory > 70 %, temperature < 85 C) on DCGM names.
        for (const char *name : {"PduLineCurrentHigh", "PduLineOverLimit", "PduBankCurrentHigh", "RackFeedImbalance",
                                 "PduPhaseImbalance", "GpuTemperatureHigh", "GpuUtilisationLow", "GpuMemoryUseLow"})
            QVERIFY2(t.alerts.count(name), name);
        const std::string rules = HandoffFile::alerts(l.project, l.catalog, l.analysis).text;
        QVERIFY(rules.find("DCGM_FI_DEV_GPU_TEMP >= 85") != std::string::npos);
        QVERIFY(rules.find("DCGM_FI_DEV_GPU_UTIL) < 80") != std::string::npos);
        QVERIFY(rules.find("< 0.7") != std::string::npos);
        QVERIFY(rules.find("(0.8 * dcstudio:pdu_line_limit_amperes)") != std::string::npos);
        // An air hall has no CDU; its thermal map predicts an inlet for each of its 38 racks.
        QVERIFY(!t.records.count("dcstudio:cdu_supply_setpoint_celsius"));
        QCOMPARE(int(t.records.at("dcstudio:rack_inlet_predicted_celsius").size()), int(l.doc["racks"].size()));
        QVERIFY(t.alerts.count("RackInletAboveAllowable"));
    }

    void liquidHallWatchesItsCdus()
    {
        const Loaded l = load("superpod-h100-liquid.json");
        const Tally t = tally(AlertRules::build(l.project, l.catalog, l.analysis));
        // CDUs counted from the file: floor equipment whose catalog entry is a CDU.
        int cdus = 0;
        for (const json &e : l.doc["equipment"]) {
            const CatalogEntry *entry = l.catalog.find(e["catalog_id"].get<std::string>());
            cdus += entry && entry->isCooling(CoolingType::Cdu);
        }
        QVERIFY(cdus > 0);
        QCOMPARE(int(t.records.at("dcstudio:cdu_supply_setpoint_celsius").size()), cdus);
        QVERIFY(t.alerts.count("CduSupplyTemperatureHigh"));
        // The setpoint recorded is the design's facility-water supply.
        const std::string expected = "vector(" + QByteArray::number(l.project.cooling.liquid.supplyC, 'g', 4).toStdString() + ")";
        QCOMPARE(t.records.at("dcstudio:cdu_supply_setpoint_celsius").front()["expr"].get<std::string>(), expected);
    }

    // Issue 35: the training step's swing and a job stop's ramp at the utility connection. The
    // limits are the design's, in whole watts: the swing limit is max_swing_mw x 1e6, or
    // max_swing_fraction x design IT when a share under 100 % gives less; the ramp limit
    // max_ramp_mw_per_s x 1e6 x 60 s.
    void alertRulesWatchTheTrainingSwing_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<double>("expectedSwingLimitW");  // < 0: the fraction x design IT
        QTest::newRow("defaults: 10 MW, the share 100 % (none)") << QString() << 10e6;
        QTest::newRow("20 % of IT") << QStringLiteral("power_settings.dynamics.max_swing_fraction=0.2") << -0.2;
        QTest::newRow("0.1 MW") << QStringLiteral("power_settings.dynamics.max_swing_mw=0.1") << 100000.0;
    }
    void alertRulesWatchTheTrainingSwing()
    {
        QFETCH(QString, set);
        QFETCH(double, expectedSwingLimitW);
        std::vector<std::string> sets;
        if (!set.isEmpty())
            sets.push_back(set.toStdString());
        const Loaded l = load("superpod-h100-air.json", sets);
        // superpod-h100-air: 1,024 H100 at nameplate, design IT 1,411,072.8 W (the power engine's).
        const double designItW = l.analysis.power->itDesignW;
        QVERIFY(std::abs(designItW - 1411072.8) < 0.5);
        const double limitW = expectedSwingLimitW < 0 ? -expectedSwingLimitW * designItW : expectedSwingLimitW;
        const auto whole = [](double w) { return "vector(" + QByteArray::number(w, 'f', 0).toStdString() + ")"; };
        const Tally t = tally(AlertRules::build(l.project, l.catalog, l.analysis));
        QCOMPARE(t.records.at("dcstudio:utility_swing_limit_watts").size(), size_t(1));
        QCOMPARE(t.records.at("dcstudio:utility_swing_limit_watts").front()["expr"].get<std::string>(), whole(limitW));
        // 20 MW/min, the default ramp limit (0.333 MW/s x 60 s).
        QCOMPARE(t.records.at("dcstudio:utility_ramp_limit_watts_per_minute").front()["expr"].get<std::string>(), std::string("vector(20000000)"));
        // No mitigation chosen: the design's swing is the step's own.
        const json &design = t.records.at("dcstudio:utility_swing_design_watts").front();
        QCOMPARE(design["labels"]["mitigation"].get<std::string>(), std::string("none"));
        QCOMPARE(design["expr"].get<std::string>(), whole(l.analysis.powerDynamics->utilitySwingW));
        // The site's power at the utility, over any rolling 5 s and within a minute.
        QCOMPARE(t.records.at("dcstudio:utility_power_swing_watts").front()["expr"].get<std::string>(),
                 std::string("max_over_time((max_over_time(utility_power_watts[5s]) - min_over_time(utility_power_watts[5s]))[1m:1s])"));
        QCOMPARE(t.records.at("dcstudio:utility_power_change_1m_watts").front()["expr"].get<std::string>(),
                 std::string("max_over_time(utility_power_watts[1m]) - min_over_time(utility_power_watts[1m])"));
        for (const char *name : {"UtilityPowerSwingOverLimit", "UtilityPowerRampOverLimit", "UtilityPowerSwingAbovePrediction"})
            QVERIFY2(t.alerts.count(name), name);
        const std::string rules = HandoffFile::alerts(l.project, l.catalog, l.analysis).text;
        QVERIFY(rules.find("dcstudio:utility_power_swing_watts > scalar(dcstudio:utility_swing_limit_watts)") != std::string::npos);
        QVERIFY(rules.find("dcstudio:utility_power_change_1m_watts > scalar(dcstudio:utility_ramp_limit_watts_per_minute)") != std::string::npos);
        QVERIFY(rules.find("# No training power") == std::string::npos);
    }

    void alertRulesOfAMitigatedOrIdleHall()
    {
        // Storage at the rack chosen: the design's swing is the mitigated one, labelled with it.
        const Loaded l = load("superpod-h100-air.json", {"power_settings.dynamics.mitigation=rack_storage"});
        const PowerDynamicsResult::Mitigation *chosen = l.analysis.powerDynamics->chosen();
        QVERIFY(chosen && chosen->id == "rack_storage" && chosen->available);
        QVERIFY(chosen->utilitySwingW < l.analysis.powerDynamics->utilitySwingW);
        const json design = tally(AlertRules::build(l.project, l.catalog, l.analysis)).records.at("dcstudio:utility_swing_design_watts").front();
        QCOMPARE(design["labels"]["mitigation"].get<std::string>(), std::string("rack_storage"));
        QCOMPARE(design["expr"].get<std::string>(), "vector(" + QByteArray::number(chosen->utilitySwingW, 'f', 0).toStdString() + ")");

        // A hall without GPUs: no training step, so no swing rules, and the file says why.
        const Loaded idle = load("finetune-lab.json", {}, [](json &doc) {
            for (json &rack : doc["racks"])
                rack["devices"] = json::array();
            doc.erase("networks");
        });
        QCOMPARE(idle.analysis.inventory->gpus, 0);
        QVERIFY(!idle.analysis.powerDynamics->computed);
        const Tally t = tally(AlertRules::build(idle.project, idle.catalog, idle.analysis));
        QVERIFY(!t.records.count("dcstudio:utility_swing_limit_watts"));
        QVERIFY(!t.alerts.count("UtilityPowerSwingOverLimit"));
        const std::string text = HandoffFile::alerts(idle.project, idle.catalog, idle.analysis).text;
        const std::string note = "# No training power swing and ramp rules (group dcstudio-power-dynamics): the power dynamics are not computed (" +
                                 idle.analysis.powerDynamics->missing + ").\n";
        QVERIFY2(text.find(note) != std::string::npos, text.c_str());
        QVERIFY(text.find("utility_power_watts") == std::string::npos);
    }

    void promtoolAcceptsTheRules()
    {
        const QString promtool = QStandardPaths::findExecutable(QStringLiteral("promtool"));
        if (promtool.isEmpty())
            QSKIP("promtool not found: install Debian's prometheus package to validate the rules (CI does)");
        QTemporaryDir dir;
        for (const char *name : {"superpod-h100-air.json", "superpod-h100-liquid.json", "finetune-lab.json"}) {
            const QString out = dir.filePath(QLatin1String(name) + QLatin1String(".rules.yml"));
            const Run r = dcstudio({QStringLiteral("export"), QStringLiteral("alerts"), sample(name), QStringLiteral("-o"), out});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const Run check = dcs::test::runProgram(promtool, {QStringLiteral("check"), QStringLiteral("rules"), out});
            QVERIFY2(check.exitCode == 0, (check.out + check.err).constData());
            QVERIFY2(check.out.contains("SUCCESS"), check.out.constData());
        }
    }

    void yamlQuotesEveryString()
    {
        // Strings are JSON-quoted (a YAML 1.2 double-quoted scalar): "yes", "1e3", "#x" and a
        // colon stay strings; a key that is not an identifier is quoted too.
        const json v = {{"a", {"yes", "1e3", "#x: y"}}, {"b c", json::object()}, {"n", 2.5}};
        QCOMPARE(YamlText::write(v), std::string("a:\n  - \"yes\"\n  - \"1e3\"\n  - \"#x: y\"\n\"b c\": {}\nn: 2.5\n"));
        const json nested = {{"groups", {{{"name", "g"}, {"rules", {{{"record", "r"}, {"labels", {{"pdu", "P\"1\n"}}}}}}}}}};
        QCOMPARE(YamlText::write(nested), std::string("groups:\n  - name: \"g\"\n    rules:\n      - labels:\n          pdu: \"P\\\"1\\n\"\n"
                                                      "        record: \"r\"\n"));
    }

    void billOfMaterialsCountsTheDesign()
    {
        const Loaded l = load("superpod-h100-air.json");
        const std::vector<BomRow> rows = BillOfMaterials::rows(l.analysis, l.catalog);
        std::map<std::string, BomRow> byId;
        for (const BomRow &r : rows)
            byId[r.catalogId] = r;
        // Servers and PDUs counted in the file; every model row priced count x unit.
        QCOMPARE(byId.at("dgx-h100").count, devicesInFile(l.doc, "dgx-h100"));
        QCOMPARE(byId.at("pdu-415v-60a-wye").count, pdusInFile(l.doc));
        QCOMPARE(byId.at("rack-48u-600").kind.empty(), false);
        double models = 0, cables = 0;
        int cableCount = 0;
        for (const BomRow &r : rows) {
            QVERIFY2(!r.source.empty(), r.catalogId.c_str());  // every price says where it comes from
            if (r.kind == "cable") {
                cables += r.extendedUsd;
                cableCount += r.count;
            } else {
                QCOMPARE(r.extendedUsd, r.count * r.unitPriceUsd);
                models += r.extendedUsd;
            }
        }
        // The models are the inventory's list price; the cable rows are the fabric's cables.
        QCOMPARE(models, l.analysis.inventory->listPriceUsd);
        int links = 0;
        for (const NetworkFabricResult &n : l.analysis.network->networks)
            for (const CableTally &c : n.cables)
                links += c.count;
        QCOMPARE(cableCount, links);
        QVERIFY(cableCount > 0);
        // CSV: header, one line per row, a TOTAL line with the sum of every row.
        const std::string csv = BillOfMaterials::csv(rows);
        QVERIFY(csv.starts_with("catalog_id,name,vendor,kind,count,unit_price_usd,extended_price_usd,source\r\n"));
        QCOMPARE(int(std::count(csv.begin(), csv.end(), '\n')), int(rows.size()) + 2);
        char total[64];
        std::snprintf(total, sizeof total, ",%.2f,\r\n", models + cables);
        QVERIFY2(csv.ends_with(total), total);
    }

    void bomCsvQuotesFields()
    {
        BomRow r;
        r.catalogId = "x-1";
        r.name = "Rack, 48U \"deep\"";
        r.count = 2;
        r.unitPriceUsd = 10;
        r.extendedUsd = 20;
        r.source = "a\nb";
        const std::string csv = BillOfMaterials::csv({r});
        // RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled.
        QVERIFY(csv.find("x-1,\"Rack, 48U \"\"deep\"\"\",,,2,10.00,20.00,\"a\nb\"\r\n") != std::string::npos);
        QVERIFY(csv.ends_with("TOTAL,,,,2,,20.00,\r\n"));
    }

    void exportCommandWritesFilesAndRefusesDevices()
    {
        QTemporaryDir dir;
        const QString bom = dir.filePath(QStringLiteral("bom.csv"));
        Run r = dcstudio({QStringLiteral("bom"), sample("finetune-lab.json"), QStringLiteral("-o"), bom});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(readAll(bom).startsWith("catalog_id,name,"));
        QVERIFY2(r.out.contains("bom.csv: "), r.out.constData());
        // Not a regular file: refused, the device left as it was (exit 3).
        r = dcstudio({QStringLiteral("export"), QStringLiteral("alerts"), sample("finetune-lab.json"), QStringLiteral("-o"),
                      QStringLiteral("/dev/null")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("/dev/null"), r.err.constData());
        QVERIFY(QFileInfo(QStringLiteral("/dev/null")).exists() && !QFileInfo(QStringLiteral("/dev/null")).isFile());
        // Usage errors name what is wrong (exit 1); a missing project is exit 2 and writes nothing.
        r = dcstudio({QStringLiteral("export"), QStringLiteral("pdf"), sample("finetune-lab.json"), QStringLiteral("-o"), bom});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("alerts|bom"), r.err.constData());
        r = dcstudio({QStringLiteral("export"), QStringLiteral("alerts"), sample("finetune-lab.json")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("-o OUT"), r.err.constData());
        const QString rules = dir.filePath(QStringLiteral("rules.yml"));
        r = dcstudio({QStringLiteral("export"), QStringLiteral("alerts"), dir.filePath(QStringLiteral("missing.json")),
                      QStringLiteral("-o"), rules});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!QFileInfo::exists(rules));
    }
};

QTEST_GUILESS_MAIN(TestHandoff)
#include "test_handoff.moc"
