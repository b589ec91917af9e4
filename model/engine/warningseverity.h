#pragma once

namespace dcs {

// How much a finding matters: an error makes `check` fail, a warning asks for a look, an info
// explains a figure (README, "Exit codes").
enum class WarningSeverity { Info, Warning, Error };

} // namespace dcs
