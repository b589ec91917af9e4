#pragma once
#include "inputdescriptions.h"
#include <span>

namespace dcs {

// The rows InputDescriptions::find searches (inputdescriptiontable.cpp): every key the project
// writer can put in site, power_settings, cooling (cost inputs aside: CostInputs has them),
// workload and a network's settings.
std::span<const InputDescription> inputDescriptionTable();

} // namespace dcs
