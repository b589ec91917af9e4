#include "inputvalues.h"
#include "coolingsettingsio.h"
#include "networkio.h"
#include "objectio.h"
#include "powerio.h"
#include "project/project.h"
#include "workloadio.h"
#include <algorithm>
#include <iterator>
#include <unordered_map>

namespace dcs {

using nlohmann::json;

json InputValues::sections(const Project &project)
{
    // The writer's own functions for these sections (ProjectWriter::toJson), without the racks.
    json cooling = coolingSettingsFullJson(project.cooling);
    // An imported weather year is data, not an assumption to list hour by hour: its file, station
    // and design conditions stay (issue 34); its 2 x 8,760 hourly values do not.
    if (cooling.contains("weather")) {
        cooling["weather"].erase("dry_bulb_c");
        cooling["weather"].erase("wet_bulb_c");
    }
    return {{"site", ObjectIo::siteToJson(project.site)},
            {"power_settings", PowerIo::settingsToJson(project.power)},
            {"cooling", std::move(cooling)},
            {"workload", workloadToJson(project.workload)}};
}

void InputValues::flatten(const json &j, const std::string &prefix, std::vector<InputValue> &out)
{
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            flatten(it.value(), prefix.empty() ? it.key() : prefix + "." + it.key(), out);
        return;
    }
    // A list of objects is design content, also while it is empty (a lab with no jobs yet).
    static const std::string kContentLists[] = {".jobs", ".links", ".switches"};
    if (j.is_array() && (j.empty() ? std::any_of(std::begin(kContentLists), std::end(kContentLists),
                                                 [&](const std::string &end) { return prefix.ends_with(end); })
                                   : j.front().is_object()))
        return;
    out.push_back({prefix, j});
}

std::vector<InputValue> InputValues::ofNetwork(const Network &network, const std::string &prefix)
{
    std::vector<InputValue> out;
    flatten(NetworkIo::settingsToJson(network), prefix, out);
    return out;
}

const json *InputValues::defaultOf(const std::string &key)
{
    static const std::unordered_map<std::string, json> defaults = [] {
        std::vector<InputValue> all;
        const Project project;
        json doc = sections(project);
        // What the writer leaves out while it holds its default has that default too.
        doc["workload"]["finetune"] = finetuneToJson(project.workload.finetune);
        doc["cooling"]["cost"]["market"] = project.cooling.cost.market;
        for (auto it = doc.begin(); it != doc.end(); ++it)
            flatten(it.value(), it.key(), all);
        for (InputValue &v : ofNetwork(Network{}, "networks.*"))
            all.push_back(std::move(v));
        std::unordered_map<std::string, json> byKey;
        for (InputValue &v : all)
            byKey.emplace(std::move(v.key), std::move(v.value));
        return byKey;
    }();
    const auto it = defaults.find(key);
    return it == defaults.end() ? nullptr : &it->second;
}

} // namespace dcs
