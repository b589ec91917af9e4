#pragma once
#include <string>
#include <vector>

namespace dcs {

// What an edit did, so views update only what changed. Reset means "everything": a new
// project was loaded or a whole-project edit happened. Settings means one settings block
// changed (ids then holds the block's name: "project" for name and description, "site",
// "hall", "cooling", "power_settings", "workload"); no object moved or changed.
struct ChangeEvent {
    enum class Kind { Reset, Added, Removed, Modified, Settings };

    ChangeEvent() = default;
    ChangeEvent(Kind kind, std::vector<std::string> ids = {}, std::string property = {})
        : kind(kind), ids(std::move(ids)), property(std::move(property))
    {
    }

    Kind kind = Kind::Reset;
    std::vector<std::string> ids;  // racks, equipment, devices or PDUs concerned, or the block
    std::string property;          // the file key that changed, when one did ("x_m", "currency")

    bool concerns(const std::string &id) const
    {
        for (const std::string &i : ids)
            if (i == id)
                return true;
        return false;
    }
};

// Every mergeable command's id, in one place so two commands never share one by accident.
enum class MergeId : int {
    MoveObjects = 1,
    SetValue = 2,
};

} // namespace dcs
