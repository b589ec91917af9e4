#include "projectmigrator.h"
#include "json/jsonfieldreader.h"
#include "projectformat.h"
#include "project/coolingsettings.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

void ProjectMigrator::migrate(json &doc, int fromVersion, JsonFieldReader &r)
{
    for (int v = fromVersion; v < kProjectFormatVersion && r.ok(); ++v) {
        if (v == 1)
            from1To2(doc, r);
        else if (v == 2)
            from2To3(doc);
        else if (v == 3)
            from3To4(doc, r);
    }
    doc["format_version"] = kProjectFormatVersion;
}

// Version 1 (pre-release drafts) stored positions as "position": [x, y] and rack budgets in
// watts ("power_budget_w"). Version 2 uses x_m / y_m and kilowatts.
void ProjectMigrator::from1To2(json &doc, JsonFieldReader &r)
{
    auto movePosition = [&](json &obj, const std::string &path) {
        if (!obj.is_object() || !obj.contains("position"))
            return;
        const json &pos = obj["position"];
        if (!pos.is_array() || pos.size() != 2 || !pos[0].is_number() || !pos[1].is_number()) {
            r.error(JsonFieldReader::child(path, "position"), "expected [x, y] in metres (format version 1).");
            return;
        }
        obj["x_m"] = pos[0];
        obj["y_m"] = pos[1];
        obj.erase("position");
    };
    for (const char *list : {"racks", "equipment"}) {
        if (!doc.contains(list) || !doc[list].is_array())
            continue;
        json &items = doc[list];
        for (size_t i = 0; i < items.size(); ++i) {
            const std::string path = JsonFieldReader::child(std::string("/") + list, i);
            movePosition(items[i], path);
            if (items[i].is_object() && items[i].contains("power_budget_w")) {
                const json &w = items[i]["power_budget_w"];
                if (w.is_number())
                    items[i]["power_budget_kw"] = w.get<double>() / 1000.0;
                else
                    r.error(JsonFieldReader::child(path, "power_budget_w"), "expected a number of watts (format version 1).");
                items[i].erase("power_budget_w");
            }
        }
    }
}

// Version 2 wrote the workload's run-cost inputs always, at their fixed defaults: PUE 1.3 and a
// GPU-hour price of 0 ("not counted"). Version 3 prices the run from the design itself (its
// annual PUE, its cost of a GPU-hour) unless the user sets a figure, so those two defaults
// become "auto" (issue 30 item 4); any other value was the user's and stays.
void ProjectMigrator::from2To3(json &doc)
{
    if (!doc.contains("workload") || !doc["workload"].is_object())
        return;
    json &w = doc["workload"];
    auto isNumber = [&w](const char *key, double value) {
        return w.contains(key) && w[key].is_number() && w[key].get<double>() == value;
    };
    if (isNumber("pue", 1.3))
        w["pue"] = "auto";
    if (isNumber("gpu_hour_price_usd", 0.0))
        w["gpu_hour_price_usd"] = "auto";
}

// Version 3 wrote every cooling setting once any differed from its default, so its defaults of
// the time sit in files as if chosen:
// - cooling.cost.shell_usd_per_m2 priced the whole building per m2 of white space (default
//   8,000). Version 4 prices it in two parts (issue 32 item 1): shell, site, back of house and
//   offices per kW of IT, white-space build-out per m2. The old default becomes the two new
//   defaults; a price (or range) of the user's own keeps its meaning: the whole building per m2,
//   nothing per kW.
// - cooling.power_chain.ups held a legacy UPS's loss curve (0.025, 0.003, 0.002), the default
//   until issue 32 item 4; those exact figures become the current unit's default.
void ProjectMigrator::from3To4(json &doc, JsonFieldReader &r)
{
    if (!doc.contains("cooling") || !doc["cooling"].is_object())
        return;
    json &cooling = doc["cooling"];
    if (cooling.contains("cost") && cooling["cost"].is_object()) {
        json &cost = cooling["cost"];
        const std::string oldKey = "cooling.cost.shell_usd_per_m2";
        const bool ownRange = cost.contains("ranges") && cost["ranges"].is_object() && cost["ranges"].contains(oldKey);
        if (cost.contains("shell_usd_per_m2")) {
            const json price = cost["shell_usd_per_m2"];
            if (!price.is_number()) {  // named by the key the file holds, not the one it would become
                r.error("/cooling/cost/shell_usd_per_m2", "expected a number of USD per m2 (format version 3).");
                return;
            }
            const bool oldDefault = price.get<double>() == 8000.0;
            cost.erase("shell_usd_per_m2");
            if (!oldDefault || ownRange) {
                cost["white_space_usd_per_m2"] = price;
                cost["building_usd_per_kw"] = 0.0;
            }
        }
        if (ownRange) {
            json &ranges = cost["ranges"];
            ranges["cooling.cost.white_space_usd_per_m2"] = ranges[oldKey];
            ranges.erase(oldKey);
        }
    }
    if (cooling.contains("power_chain") && cooling["power_chain"].is_object()) {
        json &chain = cooling["power_chain"];
        if (chain.contains("ups") && chain["ups"].is_object()) {
            json &ups = chain["ups"];
            auto is = [&ups](const char *key, double value) {
                return ups.contains(key) && ups[key].is_number() && ups[key].get<double>() == value;
            };
            if (is("no_load", 0.025) && is("proportional", 0.003) && is("square_law", 0.002)) {
                const ChainLoss current = PowerChainSettings{}.ups;
                ups["no_load"] = current.noLoad;
                ups["proportional"] = current.proportional;
                ups["square_law"] = current.squareLaw;
            }
        }
    }
}

} // namespace dcs
