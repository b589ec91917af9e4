#include "handofffile.h"
#include "billofmaterials.h"
#include "json/yamltext.h"
#include "project/project.h"
#include <cstdio>
#include <nlohmann/json.hpp>

namespace dcs {

HandoffFile HandoffFile::alerts(const Project &project, const Catalog &catalog, const Analysis &analysis,
                                const AlertOptions &options)
{
    const nlohmann::json rules = AlertRules::build(project, catalog, analysis, options);
    size_t recording = 0, alerting = 0;
    for (const auto &group : rules["groups"])
        for (const auto &rule : group["rules"])
            (rule.contains("alert") ? alerting : recording)++;
    return {AlertRules::header(project) + AlertRules::notes(analysis) + YamlText::write(rules),
            std::to_string(alerting) + " alerting rules and " + std::to_string(recording) +
                " recording rules (the design's limits and ids) in " + std::to_string(rules["groups"].size()) + " groups"};
}

HandoffFile HandoffFile::billOfMaterials(const Analysis &analysis, const Catalog &catalog)
{
    const std::vector<BomRow> rows = BillOfMaterials::rows(analysis, catalog);
    int items = 0;
    double total = 0;
    for (const BomRow &r : rows) {
        items += r.count;
        total += r.extendedUsd;
    }
    char price[48];
    std::snprintf(price, sizeof price, "%.2f", total / 1e6);
    return {BillOfMaterials::csv(rows), std::to_string(rows.size()) + " lines, " + std::to_string(items) +
                                            " items, " + price + " M USD at list price"};
}

} // namespace dcs
