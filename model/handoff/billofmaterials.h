#pragma once
#include <string>
#include <vector>

namespace dcs {

struct Analysis;
class Catalog;

// The bill of materials of a design (issue 19 item 4; docs/handoff.md): one row per catalog
// model placed (racks, PDUs, servers, switches, rear doors, floor units) and per cable type of
// the fabric (cables with their transceivers), with list prices and where each price comes from.
struct BomRow {
    std::string catalogId;
    std::string name;
    std::string vendor;
    std::string kind;
    int count = 0;
    double unitPriceUsd = 0;
    double extendedUsd = 0;
    std::string source;
};

class BillOfMaterials
{
public:
    static std::vector<BomRow> rows(const Analysis &analysis, const Catalog &catalog);
    // RFC 4180 CSV with a header line; the last row is the total.
    static std::string csv(const std::vector<BomRow> &rows);
};

} // namespace dcs
