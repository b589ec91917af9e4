#include "catalog/catalog.h"
#include "catalog/catalogentryreader.h"
#include <QTest>
#include <algorithm>
#include <tuple>
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

// A device's first port group of `role`: (count, speed).
std::pair<int, double> NetworkPortsOf(const CatalogEntry &e, const std::string &role)
{
    for (const PortGroup &g : e.ports)
        if (g.role == role)
            return {g.count, g.speedGbps};
    return {0, 0.0};
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
    void blackwellEraEntries();
    void cduRejectsTo();
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
        {"cdu-l2a-240", "cooling"},
        {"ups-500kva", "ups"},              {"ups-1250kva", "ups"},
        {"panel-400a", "power_panel"},      {"panel-800a", "power_panel"},
        // Issue 33 item 4: the Blackwell era.
        {"gb300-nvl72", "rack_system"},     {"dgx-b300", "gpu_server"},
        {"hgx-b200-air-10u", "gpu_server"}, {"mi300x-8gpu", "gpu_server"},
        {"mi355x-8gpu", "gpu_server"},      {"q3400", "switch"},
        {"800g-dac-2m", "cable"},           {"800g-mmf-sr8-50m", "cable"},
        {"800g-smf-dr8-500m", "cable"},     {"pdu-415v-63a-wye", "pdu"},
        {"pdu-400v-125a-3ph-shelf", "pdu"},
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

void TestCatalog::blackwellEraEntries()
{
    const Catalog &c = Catalog::builtIn();
    auto has = [](const CatalogEntry &e, const char *field) {
        return std::count(e.assumptions.begin(), e.assumptions.end(), field) == 1;
    };

    // GB300 NVL72 (NVIDIA NVL72 AI Factory RA): 72 B300, 18 trays x 4 ConnectX-8 = 72 x 800G
    // fabric ports in one group, as GB200's 72 x 400G; 8 x 33 kW shelves, up to 142 kW, so 5 must be fed.
    const CatalogEntry *gb = c.find("gb300-nvl72");
    QVERIFY(gb && gb->gpu && gb->rack);
    QCOMPARE(gb->kind, CatalogKind::RackSystem);
    QCOMPARE(gb->gpu->count, 72);
    QCOMPARE(gb->gpu->hbmGb, 288.0);
    QCOMPARE(gb->gpu->hbmTbps, 8.0);
    QCOMPARE(gb->gpu->bf16DenseTflops, 2500.0);  // 360 PF sparse / 72 / 2
    QCOMPARE(gb->gpu->fp8DenseTflops, 5000.0);   // 720 PF sparse / 72 / 2
    QCOMPARE(gb->gpu->nvlinkGBpsPerDir, 900.0);
    QCOMPARE(gb->gpu->nvlinkDomain, 72);
    QCOMPARE(gb->gpu->computeNics, 72);
    QCOMPARE(gb->gpu->nicGbps, 800.0);
    QCOMPARE(gb->gpu->tdpW, 1400.0);
    QCOMPARE(gb->ports.size(), size_t(1));
    QCOMPARE(gb->ports[0].count, 72);
    QCOMPARE(gb->ports[0].speedGbps, 800.0);
    QCOMPARE(gb->ports[0].role, std::string("fabric"));
    const CatalogEntry *gb200 = c.find("gb200-nvl72");
    QVERIFY(gb200);
    QCOMPARE(gb->ports[0].count, gb200->ports[0].count);
    QCOMPARE(gb->ports[0].formFactor, gb200->ports[0].formFactor);
    QCOMPARE(gb->maxPowerW, 142000.0);
    QCOMPARE(gb->psuCount, 8);
    QCOMPARE(gb->psuRatingW, 33000.0);
    QCOMPARE(gb->psuRequired, 5);
    QVERIFY((gb->psuRequired - 1) * gb->psuRatingW < gb->maxPowerW);  // 4 shelves are not enough
    QVERIFY(has(*gb, "psu_required") && has(*gb, "liquid_heat_fraction") && has(*gb, "weight_kg"));

    // DGX B300: 8 x B300 with 8 ConnectX-8 800G compute ports; DGX B200 alongside it.
    const CatalogEntry *b300 = c.find("dgx-b300"), *b200 = c.find("dgx-b200");
    QVERIFY(b300 && b300->gpu && b200 && b200->gpu);
    QCOMPARE(b300->gpu->count, 8);
    QCOMPARE(b300->gpu->hbmGb, 288.0);
    QCOMPARE(b300->gpu->computeNics, 8);
    QCOMPARE(b300->gpu->nicGbps, 800.0);
    QCOMPARE(NetworkPortsOf(*b300, "fabric"), std::make_pair(8, 800.0));
    QCOMPARE(b300->maxPowerW, 14500.0);
    QCOMPARE(b300->heightU, b200->heightU);
    QCOMPARE(b300->gpu->fp8DenseTflops, b200->gpu->fp8DenseTflops);  // Blackwell Ultra adds FP4, not FP8
    QVERIFY(b300->gpu->hbmGb > b200->gpu->hbmGb);
    QVERIFY(!has(*b200, "depth_mm"));  // the DGX B200 User Guide gives 897.1 mm
    QVERIFY(has(*b300, "psu_count"));  // no DGX B300 User Guide found

    const CatalogEntry *hgx = c.find("hgx-b200-air-10u");
    QVERIFY(hgx && hgx->gpu);
    QCOMPARE(hgx->gpu->model, b200->gpu->model);
    QCOMPARE(hgx->psuCount, 6);
    QCOMPARE(hgx->psuRequired, 3);  // 6 x 5250 W, 3+3
    QCOMPARE(hgx->liquidHeatFraction, 0.0);

    // MI300X: AMD's GPU block; the Infinity Fabric mesh is the 8-GPU scale-up domain.
    const CatalogEntry *mi300 = c.find("mi300x-8gpu");
    QVERIFY(mi300 && mi300->gpu);
    QCOMPARE(mi300->gpu->count, 8);
    QCOMPARE(mi300->gpu->hbmGb, 192.0);
    QCOMPARE(mi300->gpu->hbmTbps, 5.3);
    QCOMPARE(mi300->gpu->bf16DenseTflops, 1307.4);
    QCOMPARE(mi300->gpu->fp8DenseTflops, 2614.9);
    QCOMPARE(mi300->gpu->nvlinkGBpsPerDir, 448.0);  // 7 links x 64 GB/s per direction
    QCOMPARE(mi300->gpu->nvlinkDomain, 8);
    QCOMPARE(mi300->gpu->tdpW, 750.0);
    QCOMPARE(mi300->gpu->computeNics, 8);
    QCOMPARE(mi300->gpu->nicGbps, 400.0);
    QCOMPARE(mi300->psuMinimum, 3);  // XE9680 3+3 fault-tolerant redundancy, GPUs braked

    // MI355X is AMD's liquid-cooled part (1.4 kW); MI350X would be the air-cooled one.
    const CatalogEntry *mi355 = c.find("mi355x-8gpu");
    QVERIFY(mi355 && mi355->gpu);
    QCOMPARE(mi355->gpu->hbmGb, 288.0);
    QCOMPARE(mi355->gpu->hbmTbps, 8.0);
    QCOMPARE(mi355->gpu->tdpW, 1400.0);
    QVERIFY(mi355->liquidHeatFraction > 0.5);
    QVERIFY(has(*mi355, "liquid_heat_fraction"));

    // Quantum-X800 Q3400-RA: 144 x 800G in 72 OSFP cages, 4U.
    const CatalogEntry *q = c.find("q3400");
    QVERIFY(q);
    QCOMPARE(q->kind, CatalogKind::Switch);
    QCOMPARE(NetworkPortsOf(*q, "fabric"), std::make_pair(144, 800.0));
    QCOMPARE(q->heightU, 4);
    QVERIFY(has(*q, "max_power_w"));
    QCOMPARE(NetworkPortsOf(*c.find("sn5600"), "fabric"), std::make_pair(64, 800.0));

    // 800G cables: copper to 2 m, multimode 50 m, single-mode 500 m; optics draw at both ends.
    const std::vector<std::tuple<const char *, std::string, double, double>> cables{
        {"800g-dac-2m", "passive-copper", 2, 0.1},
        {"800g-mmf-sr8-50m", "multimode", 50, 15},
        {"800g-smf-dr8-500m", "single-mode", 500, 17},
    };
    for (const auto &[id, medium, reach, switchEndW] : cables) {
        const CatalogEntry *e = c.find(id);
        QVERIFY2(e && e->cable, id);
        QCOMPARE(e->cable->speedGbps, 800.0);
        QCOMPARE(e->cable->medium, medium);
        QCOMPARE(e->cable->maxLengthM, reach);
        QCOMPARE(e->cable->switchEndPowerW, switchEndW);
        QCOMPARE(e->cable->transceiversPerLink, medium == "passive-copper" ? 0 : 2);
    }

    // High-density PDUs: 415 V 63 A with single-phase banks; 400 V 125 A with two three-phase
    // 63 A outlets for power shelves.
    const CatalogEntry *p63 = c.find("pdu-415v-63a-wye"), *p125 = c.find("pdu-400v-125a-3ph-shelf");
    QVERIFY(p63 && p63->pdu && p125 && p125->pdu);
    QCOMPARE(p63->pdu->inputCurrentA, 63.0);
    QCOMPARE(p63->pdu->voltageLineToLineV, 415.0);
    QCOMPARE(p63->pdu->outletPhases, 1);
    QCOMPARE(p63->pdu->banks % p63->pdu->phases, 0);
    QVERIFY(p63->pdu->banks * p63->pdu->bankBreakerA >= 3 * p63->pdu->inputCurrentA);  // banks can use the feed
    QCOMPARE(p125->pdu->inputCurrentA, 125.0);
    QCOMPARE(p125->pdu->outletPhases, 3);
    QCOMPARE(p125->pdu->banks, 2);
    QCOMPARE(p125->pdu->bankBreakerA, 63.0);

    // Every new entry names its sources and says what it assumed.
    for (const char *id : {"gb300-nvl72", "dgx-b300", "hgx-b200-air-10u", "mi300x-8gpu", "mi355x-8gpu", "q3400",
                           "800g-dac-2m", "800g-mmf-sr8-50m", "800g-smf-dr8-500m", "pdu-415v-63a-wye",
                           "pdu-400v-125a-3ph-shelf"}) {
        const CatalogEntry *e = c.find(id);
        QVERIFY2(e, id);
        QVERIFY2(!e->source.empty(), id);
        QVERIFY2(!e->assumptions.empty() && e->priceIsAssumption, id);
    }
}

// Issue 33 item 4: a CDU says where its liquid heat goes. Liquid-to-liquid CDUs default to
// facility water; the liquid-to-air sidecar rejects to the room air, its figures as sourced.
void TestCatalog::cduRejectsTo()
{
    const Catalog &c = Catalog::builtIn();
    for (const char *id : {"cdu-1350", "cdu-inrack-121"}) {
        const CatalogEntry *l2l = c.find(id);
        QVERIFY2(l2l && l2l->isFacilityWaterCdu() && !l2l->isRoomAirCdu(), id);
    }
    const CatalogEntry *sidecar = c.find("cdu-l2a-240");
    QVERIFY(sidecar && sidecar->cooling);
    QVERIFY(sidecar->isRoomAirCdu() && !sidecar->isFacilityWaterCdu());
    QCOMPARE(sidecar->cooling->capacityKw, 240.0);  // Bernstein's L2A comparison: CoolIT AHx240
    // Its draw is its fans and pumps: 11.5 kW (13.27 m3/s at 0.87 kW per m3/s) + 2.4 kW (10 W/kW).
    QCOMPARE(sidecar->cooling->fanPowerW + sidecar->cooling->pumpPowerW, sidecar->maxPowerW);
    QCOMPARE(sidecar->heightU, 0);                  // floor standing, in the row
    QCOMPARE(sidecar->widthMm, 1200.0);             // two rack widths
    QVERIFY(sidecar->source.find("Bernstein") != std::string::npos);
    // Read, and written back: the field survives a custom entry's round trip.
    QCOMPARE(Catalog::toJson(*sidecar)["cooling"]["rejects_to"].get<std::string>(), std::string("room-air"));
    QCOMPARE(Catalog::toJson(*c.find("cdu-1350"))["cooling"]["rejects_to"].get<std::string>(), std::string("facility-water"));
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
    const std::string cdu = R"({"entries":[{"id":"c","kind":"cooling","source":"t","width_mm":600,"depth_mm":900,
        "cooling":{"type":"%s","capacity_kw":100,"flow_lpm":150,"rejects_to":"%s"}}]})";
    auto coolingWith = [&](const char *type, const char *to) {
        std::string text = cdu;
        text.replace(text.find("%s"), 2, type);
        text.replace(text.find("%s"), 2, to);
        return text;
    };
    row("cdu rejects to a lake", coolingWith("cdu", "lake"), "file", "/entries/0/cooling/rejects_to",
        "unknown rejects_to 'lake' (expected \"facility-water\" or \"room-air\")");
    row("cdu rejects_to not a string", R"({"entries":[{"id":"c","kind":"cooling","source":"t","width_mm":600,"depth_mm":900,
        "cooling":{"type":"cdu","capacity_kw":100,"flow_lpm":150,"rejects_to":7}}]})", "file", "/entries/0/cooling/rejects_to", "expected a string");
    // Issue 34: a CDU's loop is checked by flow, so a CDU with no rated flow is refused naming the field.
    row("cdu with flow 0", R"({"entries":[{"id":"c","kind":"cooling","source":"t","width_mm":600,"depth_mm":900,
        "cooling":{"type":"cdu","capacity_kw":100,"flow_lpm":0}}]})", "file", "/entries/0/cooling/flow_lpm",
        "a CDU needs its rated secondary flow_lpm above 0");
    row("cdu without flow", R"({"entries":[{"id":"c","kind":"cooling","source":"t","width_mm":600,"depth_mm":900,
        "cooling":{"type":"cdu","capacity_kw":100}}]})", "file", "/entries/0/cooling/flow_lpm", "above 0");
    row("cdu head below 0", R"({"entries":[{"id":"c","kind":"cooling","source":"t","width_mm":600,"depth_mm":900,
        "cooling":{"type":"cdu","capacity_kw":100,"flow_lpm":150,"head_kpa":-5}}]})", "file", "/entries/0/cooling/head_kpa",
        "expected 0 to");
    row("liquid supply limit 120 C", fileWith(json::parse(R"({"liquid": {"max_supply_c": 120}})")), "file",
        "/entries/0/liquid/max_supply_c", "expected 0 to 90");
    row("crah rejecting to the room", coolingWith("crah", "room-air"), "file", "/entries/0/cooling/rejects_to",
        "only a CDU can reject its heat to the room air");
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
