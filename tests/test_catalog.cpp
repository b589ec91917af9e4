#include "catalog/catalog.h"
#include "catalog/catalogentryreader.h"
#include <QTest>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

namespace {

// A valid gpu_server entry; bad snippets are this entry with one thing broken, so that each
// row tests exactly one rule.
json validServer()
{
    return json::parse(R"({
        "id": "test-server", "kind": "gpu_server", "name": "Test server", "max_power_w": 10000,
        "typical_power_w": 7000, "psu_count": 4, "psu_required": 2, "psu_rating_w": 3000,
        "height_u": 4, "weight_kg": 80, "depth_mm": 900,
        "gpu": {"model": "X", "count": 8, "bf16_dense_tflops": 500, "hbm_gb": 80},
        "source": "test"
    })");
}

json validPdu()
{
    return json::parse(R"({
        "id": "test-pdu", "kind": "pdu",
        "pdu": {"voltage_ll_v": 415, "wiring": "wye", "input_current_a": 60, "banks": 6, "bank_breaker_a": 20},
        "source": "test"
    })");
}

// The valid server with `patch` merged in (RFC 7386: null removes a key).
std::string fileWith(const json &patch, json base = validServer())
{
    base.merge_patch(patch);
    return json{{"entries", json::array({base})}}.dump();
}

QString describe(const LoadErrors &errors)
{
    return QString::fromStdString(formatErrors(errors));
}

} // namespace

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void builtInLoadsWithoutErrors();
    void builtInHasRequiredIds_data();
    void builtInHasRequiredIds();
    void dgxH100MatchesReference();
    void builtInDataIsConsistent();
    void everyEntryHasSource();
    void roundTrip();
    void findAndKinds();
    void validSnippetsParse();
    void badSnippets_data();
    void badSnippets();
};

void TestCatalog::builtInLoadsWithoutErrors()
{
    QVERIFY2(Catalog::builtInErrors().empty(), qPrintable(describe(Catalog::builtInErrors())));
    QVERIFY(Catalog::builtIn().size() >= 28);
}

void TestCatalog::builtInHasRequiredIds_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("kind");
    const std::vector<std::pair<const char *, const char *>> required{
        {"dgx-h100", "gpu_server"},         {"dgx-h200", "gpu_server"},
        {"dgx-b200", "gpu_server"},         {"dgx-a100", "gpu_server"},
        {"gb200-nvl72", "rack_system"},     {"pcie-h100-8gpu", "gpu_server"},
        {"rtx4090-4gpu", "gpu_server"},     {"qm9700", "switch"},
        {"sn5600", "switch"},               {"sn2201", "switch"},
        {"rack-42u-600", "rack"},           {"rack-42u-800", "rack"},
        {"rack-48u-600", "rack"},           {"rack-48u-800", "rack"},
        {"rack-52u-600", "rack"},           {"rack-52u-800", "rack"},
        {"pdu-400v-32a-wye", "pdu"},        {"pdu-415v-60a-wye", "pdu"},
        {"pdu-208v-60a-delta", "pdu"},      {"crah-cw-150", "cooling"},
        {"inrow-cw-70", "cooling"},         {"rdhx-55", "cooling"},
        {"cdu-1350", "cooling"},            {"cdu-inrack-121", "cooling"},
        {"ups-500kva", "ups"},              {"ups-1250kva", "ups"},
        {"panel-400a", "power_panel"},      {"panel-800a", "power_panel"},
    };
    for (const auto &[id, kind] : required)
        QTest::newRow(id) << QString::fromLatin1(id) << QString::fromLatin1(kind);
}

void TestCatalog::builtInHasRequiredIds()
{
    QFETCH(QString, id);
    QFETCH(QString, kind);
    const CatalogEntry *e = Catalog::builtIn().find(id.toStdString());
    QVERIFY2(e, qPrintable(id));
    QCOMPARE(QString::fromLatin1(catalogKindName(e->kind)), kind);
}

void TestCatalog::dgxH100MatchesReference()
{
    // REFERENCE.md 1.1-1.3 (DGX H100/H200 User Guide).
    const CatalogEntry *e = Catalog::builtIn().find("dgx-h100");
    QVERIFY(e);
    QCOMPARE(e->maxPowerW, 10200.0);
    QCOMPARE(e->psuCount, 6);
    QCOMPARE(e->psuRequired, 4);
    QCOMPARE(e->psuRatingW, 3300.0);
    QCOMPARE(e->heightU, 8);
    QCOMPARE(e->weightKg, 130.45);
    QCOMPARE(e->liquidHeatFraction, 0.0);
    QVERIFY(e->typicalPowerW < e->maxPowerW);
    QVERIFY(std::count(e->assumptions.begin(), e->assumptions.end(), "typical_power_w") == 1);
    QVERIFY(e->gpu);
    QCOMPARE(e->gpu->count, 8);
    QCOMPARE(e->totalGpus(), 8);
    QCOMPARE(e->gpu->bf16DenseTflops, 989.0);
    QCOMPARE(e->gpu->fp8DenseTflops, 1979.0);
    QCOMPARE(e->gpu->hbmGb, 80.0);
    QCOMPARE(e->gpu->hbmTbps, 3.35);
    QCOMPARE(e->gpu->nvlinkGBpsPerDir, 450.0);
    QCOMPARE(e->gpu->nvlinkDomain, 8);
    QCOMPARE(e->gpu->computeNics, 8);
    QCOMPARE(e->gpu->nicGbps, 400.0);

    const CatalogEntry *nvl = Catalog::builtIn().find("gb200-nvl72");
    QVERIFY(nvl && nvl->gpu && nvl->rack);
    QCOMPARE(nvl->gpu->count, 72);
    QVERIFY(qAbs(nvl->liquidHeatFraction - 115.0 / 132.0) < 0.01);  // HPE 115 of 132 kW to liquid
}

void TestCatalog::builtInDataIsConsistent()
{
    for (const CatalogEntry &e : Catalog::builtIn().entries()) {
        const QByteArray id = QByteArray::fromStdString(e.id);
        // Rack-mounted equipment must fit the 1200 mm racks of the catalog.
        if (e.mountsInRack())
            QVERIFY2(e.depthMm > 0 && e.depthMm <= 1200, id);
        // The PSUs that must be fed can carry the nameplate load.
        if (e.psuRequired > 0)
            QVERIFY2(e.psuRequired * e.psuRatingW >= e.maxPowerW, id);
        if (e.kind == CatalogKind::GpuServer || e.kind == CatalogKind::Switch)
            QVERIFY2(e.fanPowerFraction > 0, id);
        // Single-phase outlet banks spread evenly over the phases; a three-phase outlet's bank
        // (a three-pole breaker) loads every phase itself.
        if (e.pdu && e.pdu->outletPhases == 1)
            QVERIFY2(e.pdu->banks % e.pdu->phases == 0, id);
        if (e.pdu && e.pdu->outletPhases == 3)
            QVERIFY2(e.pdu->phases == 3 && e.pdu->banks >= 1, id);
        // An assumed price must say so, and a figure named assumed must exist.
        if (e.priceIsAssumption)
            QVERIFY2(std::count(e.assumptions.begin(), e.assumptions.end(), "list_price_usd") == 1, id);
        for (const std::string &a : e.assumptions)
            QVERIFY2(CatalogEntryReader::isKnownField(a), id);
        if (!e.assumptions.empty())
            QVERIFY2(e.source.find("ssumption") != std::string::npos, id);
    }
}

void TestCatalog::everyEntryHasSource()
{
    for (const CatalogEntry &e : Catalog::builtIn().entries()) {
        QVERIFY2(!e.source.empty(), e.id.c_str());
        QVERIFY2(!e.name.empty(), e.id.c_str());
    }
}

void TestCatalog::roundTrip()
{
    for (const CatalogEntry &e : Catalog::builtIn().entries()) {
        const json first = Catalog::toJson(e);
        std::vector<CatalogEntry> back;
        const LoadErrors errors = Catalog::parseEntries(json::array({first}), "roundtrip", "/entries", back);
        QVERIFY2(errors.empty(), qPrintable(describe(errors)));
        QCOMPARE(back.size(), size_t(1));
        QCOMPARE(QString::fromStdString(Catalog::toJson(back[0]).dump()), QString::fromStdString(first.dump()));
    }
}

void TestCatalog::findAndKinds()
{
    const Catalog &c = Catalog::builtIn();
    QVERIFY(!c.find("no-such-device"));
    QCOMPARE(c.entriesOfKind(CatalogKind::Rack).size(), size_t(6));
    for (const CatalogEntry *e : c.entriesOfKind(CatalogKind::Pdu))
        QCOMPARE(e->kind, CatalogKind::Pdu);

    // Custom entries extend a copy; the original stays as it was.
    LoadErrors errors;
    json custom = json::array({validServer()});
    const Catalog extended = c.withCustomEntries(custom, "project.json", errors);
    QVERIFY2(errors.empty(), qPrintable(describe(errors)));
    QCOMPARE(extended.size(), c.size() + 1);
    QVERIFY(extended.find("test-server"));
    QVERIFY(!c.find("test-server"));
    QVERIFY(extended.find("dgx-h100"));
    c.withCustomEntries(json(), "project.json", errors);  // no custom_catalog at all
    QVERIFY(errors.empty());
}

void TestCatalog::validSnippetsParse()
{
    std::vector<CatalogEntry> out;
    LoadErrors errors = Catalog::parseFile(fileWith(json::object()), "test.json", out);
    QVERIFY2(errors.empty(), qPrintable(describe(errors)));
    QCOMPARE(out.size(), size_t(1));
    QCOMPARE(out[0].typicalPowerW, 7000.0);
    QVERIFY(out[0].fullDepth);  // default

    // Without typical_power_w the entry is sized at nameplate.
    out.clear();
    errors = Catalog::parseFile(fileWith({{"typical_power_w", nullptr}, {"unknown_key", 1}}), "test.json", out);
    QVERIFY2(errors.empty(), qPrintable(describe(errors)));
    QCOMPARE(out[0].typicalPowerW, 10000.0);
}

void TestCatalog::badSnippets_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mode");  // "file", "add" (duplicates within one file), "custom"
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");

    const std::string good = fileWith(json::object());
    auto row = [](const char *name, const std::string &text, const char *mode, const char *path,
                  const char *message) {
        QTest::newRow(name) << QString::fromStdString(text) << mode << path << message;
    };
    row("truncated JSON", good.substr(0, good.size() / 2), "file", "", "not valid JSON");
    row("not an object", "[1, 2]", "file", "", "JSON object");
    row("missing entries", "{}", "file", "/entries", "missing");
    row("missing id", fileWith({{"id", nullptr}}), "file", "/entries/0/id", "missing");
    row("upper-case id", fileWith({{"id", "DGX"}}), "file", "/entries/0/id", "lower-case");
    row("bad kind", fileWith({{"kind", "toaster"}}), "file", "/entries/0/kind", "unknown kind 'toaster'");
    row("negative max power", fileWith({{"max_power_w", -5}}), "file", "/entries/0/max_power_w", "out of range");
    row("max power 1e308", fileWith({{"max_power_w", 1e308}}), "file", "/entries/0/max_power_w",
        "expected 0 to");
    row("max power 1e400", R"({"entries":[{"id":"x","kind":"switch","max_power_w":1e400}]})", "file", "",
        "too large");
    row("power as string", fileWith({{"max_power_w", "10 kW"}}), "file", "/entries/0/max_power_w",
        "expected a number");
    row("psu_required > psu_count", fileWith({{"psu_required", 5}}), "file", "/entries/0/psu_required",
        "more than psu_count");
    row("psu_minimum > psu_required", fileWith({{"psu_minimum", 3}}), "file", "/entries/0/psu_minimum",
        "more than psu_required");
    // Issue 33: a rack-scale system's compute trays divide its GPUs and NICs (GB200 NVL72: 18 of 4).
    const json rackSystem = {{"kind", "rack_system"}, {"rack", {{"height_u", 48}, {"width_mm", 600}, {"depth_mm", 1200}}}};
    json fiveTrays = rackSystem;
    fiveTrays["compute_trays"] = 5;
    row("compute trays the system cannot have", fileWith(fiveTrays), "file", "/entries/0/compute_trays",
        "5 compute trays cannot hold the system's 8 GPUs evenly");
    json nicTrays = rackSystem;
    nicTrays["compute_trays"] = 4;
    nicTrays["ports"] = json::array({{{"count", 6}, {"speed_gbps", 400}, {"role", "fabric"}}});
    row("compute trays that split its NICs", fileWith(nicTrays), "file", "/entries/0/compute_trays",
        "4 compute trays cannot carry the system's 6 fabric ports");
    row("compute trays negative", fileWith({{"compute_trays", -1}}), "file", "/entries/0/compute_trays", "expected 0 to");
    row("throttled power negative", fileWith({{"throttled_power_w", -5}}), "file", "/entries/0/throttled_power_w",
        "expected 0 to");
    row("typical > max", fileWith({{"typical_power_w", 12000}}), "file", "/entries/0/typical_power_w",
        "above the maximum");
    row("liquid fraction 1.5", fileWith({{"liquid_heat_fraction", 1.5}}), "file",
        "/entries/0/liquid_heat_fraction", "expected 0 to 1");
    row("weight 20 t", fileWith({{"weight_kg", 20000}}), "file", "/entries/0/weight_kg", "out of range");
    row("gpu_server without gpu", fileWith({{"gpu", nullptr}}), "file", "/entries/0/gpu", "needs a \"gpu\"");
    row("gpu_server without power", fileWith({{"max_power_w", nullptr}, {"typical_power_w", nullptr}}), "file",
        "/entries/0/max_power_w", "at least 1");
    row("gpu count 0", fileWith({{"gpu", {{"count", 0}}}}), "file", "/entries/0/gpu/count", "out of range");
    row("gpu_server height 0", fileWith({{"height_u", 0}}), "file", "/entries/0/height_u", "at least 1");
    row("height 61U", fileWith({{"height_u", 61}}), "file", "/entries/0/height_u", "expected 0 to 60");
    row("height 1.5U", fileWith({{"height_u", 1.5}}), "file", "/entries/0/height_u", "whole number");
    row("missing source", fileWith({{"source", nullptr}}), "file", "/entries/0/source", "missing");
    row("empty source", fileWith({{"source", ""}}), "file", "/entries/0/source", "must not be empty");
    row("unknown assumption", fileWith(json::parse(R"({"assumptions": ["max_powr_w"]})")), "file", "/entries/0/assumptions/0",
        "not a field");
    row("port without speed", fileWith(json::parse(R"({"ports": [{"count": 2}]})")), "file", "/entries/0/ports/0/speed_gbps",
        "missing");
    row("pdu wiring star", fileWith({{"pdu", {{"wiring", "star"}}}}, validPdu()), "file",
        "/entries/0/pdu/wiring", "unknown wiring 'star'");
    row("pdu without pdu", fileWith({{"pdu", nullptr}}, validPdu()), "file", "/entries/0/pdu", "needs a \"pdu\"");
    row("pdu banks without breaker", fileWith({{"pdu", {{"bank_breaker_a", nullptr}}}}, validPdu()), "file",
        "/entries/0/pdu/bank_breaker_a", "breaker");
    row("cooling type", R"({"entries":[{"id":"c","kind":"cooling","source":"t","width_mm":600,"depth_mm":900,
        "cooling":{"type":"fan","capacity_kw":10}}]})", "file", "/entries/0/cooling/type", "unknown cooling type");
    row("crah without footprint", R"({"entries":[{"id":"c","kind":"cooling","source":"t",
        "cooling":{"type":"crah","capacity_kw":10}}]})", "file", "/entries/0/width_mm", "footprint");
    row("ups kw above kva", R"({"entries":[{"id":"u","kind":"ups","source":"t","width_mm":600,"depth_mm":900,
        "ups":{"rating_kva":100,"rating_kw":120,"efficiency_full":0.96}}]})", "file", "/entries/0/ups/rating_kw",
        "rating_kva");
    row("rack without rack", R"({"entries":[{"id":"r","kind":"rack","source":"t"}]})", "file", "/entries/0/rack",
        "needs a \"rack\"");
    row("entry not an object", R"({"entries":[42]})", "file", "/entries/0", "expected an object");

    json twice = json::parse(fileWith(json::object()));
    twice["entries"].push_back(validServer());
    row("duplicate id", twice.dump(), "add", "/entries/1", "duplicate catalog id 'test-server'");
    json clash = validServer();
    clash["id"] = "dgx-h100";
    row("custom clashes with built-in", json::array({clash, nullptr}).dump(), "custom", "/custom_catalog/0",
        "duplicate catalog id 'dgx-h100'");
    row("custom not an array", json{{"id", "x"}}.dump(), "custom", "/custom_catalog", "expected an array");
}

void TestCatalog::badSnippets()
{
    QFETCH(QString, text);
    QFETCH(QString, mode);
    QFETCH(QString, path);
    QFETCH(QString, message);

    LoadErrors errors;
    std::string file = "test.json";
    if (mode == "custom") {
        file = "project.json";
        const json custom = json::parse(text.toStdString());
        const Catalog c = Catalog::builtIn().withCustomEntries(custom, file, errors);
        // Clashing or invalid custom entries never replace or disturb built-in ones.
        QCOMPARE(c.find("dgx-h100")->name, Catalog::builtIn().find("dgx-h100")->name);
    } else {
        std::vector<CatalogEntry> out;
        errors = Catalog::parseFile(text.toStdString(), file, out);
        if (mode == "add") {
            QVERIFY2(errors.empty(), qPrintable(describe(errors)));
            Catalog c;
            errors = c.add(std::move(out), file, "/entries");
            QCOMPARE(c.size(), size_t(1));
        } else {
            QVERIFY2(out.empty(), "an invalid entry must not be returned");
        }
    }

    QVERIFY2(!errors.empty(), "expected an error");
    const bool found = std::any_of(errors.begin(), errors.end(), [&](const LoadError &e) {
        return e.file == file && QString::fromStdString(e.path).startsWith(path)
            && QString::fromStdString(e.message).contains(message);
    });
    QVERIFY2(found, qPrintable("expected " + path + ": ..." + message + "... in\n" + describe(errors)));
    for (const LoadError &e : errors)
        QVERIFY2(!e.message.empty() && e.message.back() != ' ', e.message.c_str());
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "test_catalog.moc"
