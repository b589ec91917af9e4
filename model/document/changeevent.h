#pragma once
#include <string>
#include <vector>

namespace dcs {

// What an edit did, so views update only what changed. Reset means "everything": a new
// project was loaded or a whole-project edit happened.
struct ChangeEvent {
    enum class Kind { Reset, Added, Removed, Modified };
    Kind kind = Kind::Reset;
    std::vector<std::string> ids;  // racks, equipment, devices or PDUs concerned
};

// Every mergeable command's id, in one place so two commands never share one by accident.
enum class MergeId : int {
    MoveObjects = 1,
};

} // namespace dcs
