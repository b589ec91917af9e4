#include "billofmaterials.h"
#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "inventory/inventoryresult.h"
#include "network/networkresult.h"
#include "json/csvtext.h"
#include <cstdio>
#include <map>

namespace dcs {

namespace {

std::string money(double usd)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", usd);
    return buf;
}

} // namespace

std::vector<BomRow> BillOfMaterials::rows(const Analysis &a, const Catalog &catalog)
{
    std::vector<BomRow> out;
    for (const auto &[id, m] : a.inventory->byModel) {
        BomRow r;
        r.catalogId = id;
        r.name = m.name;
        r.kind = m.kind;
        r.count = m.count;
        r.unitPriceUsd = m.unitListPriceUsd;
        r.extendedUsd = m.count * m.unitListPriceUsd;
        if (const CatalogEntry *e = catalog.find(id)) {
            r.vendor = e->vendor;
            r.source = e->source;
        }
        out.push_back(r);
    }
    // Cables by type over every fabric, their transceivers included in the price.
    std::map<std::string, BomRow> cables;
    for (const NetworkFabricResult &n : a.network->networks)
        for (const CableTally &c : n.cables) {
            BomRow &r = cables[c.cableId];
            r.catalogId = c.cableId;
            r.name = c.name + " (with transceivers)";
            r.kind = "cable";
            r.count += c.count;
            r.extendedUsd += c.costUsd;
        }
    for (auto &[id, r] : cables) {
        if (r.count == 0)
            continue;
        r.unitPriceUsd = r.extendedUsd / r.count;  // the average: longer runs and optics cost more
        if (const CatalogEntry *e = catalog.find(id)) {
            r.vendor = e->vendor;
            r.source = e->source;
        }
        out.push_back(r);
    }
    return out;
}

std::string BillOfMaterials::csv(const std::vector<BomRow> &rows)
{
    std::string text = CsvText::record(
        {"catalog_id", "name", "vendor", "kind", "count", "unit_price_usd", "extended_price_usd", "source"});
    double total = 0;
    int count = 0;
    for (const BomRow &r : rows) {
        text += CsvText::record({r.catalogId, r.name, r.vendor, r.kind, std::to_string(r.count), money(r.unitPriceUsd),
                                 money(r.extendedUsd), r.source});
        total += r.extendedUsd;
        count += r.count;
    }
    text += CsvText::record({"TOTAL", "", "", "", std::to_string(count), "", money(total), ""});
    return text;
}

} // namespace dcs
