#pragma once
#include "engines/inventoryresult.h"
#include <memory>

namespace dcs {

// One immutable snapshot of every engine's results for one state of the project. Views hold
// a shared_ptr to the latest one; a new edit publishes a new snapshot, never mutates this.
struct Analysis {
    InventoryResult inventory;
};

using AnalysisPtr = std::shared_ptr<const Analysis>;

} // namespace dcs
