#pragma once
#include "inputdescriptions.h"
#include <span>
#include <vector>

namespace dcs {

// The rows InputDescriptions builds its index from: every key the project writer can put in
// site, power_settings, cooling, workload and a network's settings. Cost inputs are described
// by CostInputs; a row for one (label and unit nullptr) only completes it. One file per section:
std::span<const InputDescription> siteAndPowerInputRows();  // siteinputrows.cpp
std::span<const InputDescription> coolingInputRows();       // coolinginputrows.cpp
std::span<const InputDescription> costInputRows();          // costinputrows.cpp
std::span<const InputDescription> workloadInputRows();      // workloadinputrows.cpp
std::span<const InputDescription> networkInputRows();       // networkinputrows.cpp

// All of them.
const std::vector<InputDescription> &inputDescriptionTable();

} // namespace dcs
