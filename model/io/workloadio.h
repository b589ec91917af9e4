#pragma once
#include "project/workload.h"
#include <nlohmann/json_fwd.hpp>

namespace dcs {

class JsonFieldReader;

// The "workload" section of the project file (keys in docs/training.md). Absent -> defaults.
// Every value is range-checked; errors carry the JSON path (/workload/zero_stage).
void readWorkload(const nlohmann::json &doc, Workload &w, JsonFieldReader &r);
nlohmann::json workloadToJson(const Workload &w);
// The fine-tuning lab as the file holds it; workloadToJson writes it only when it differs from
// the default.
nlohmann::json finetuneToJson(const FinetuneLab &lab);

} // namespace dcs
