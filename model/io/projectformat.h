#pragma once

namespace dcs {

// The project file format (see model/io/FORMAT.md).
inline constexpr const char *kProjectFormatName = "dcstudio-project";
// 1: pre-release drafts (positions as [x, y] arrays, rack budgets in W). 2: release 1 and 2.
// 3: the workload's pue and gpu_hour_price_usd may be "auto" (the design's own figures).
// 4: the building is priced in two parts (cooling.cost.building_usd_per_kw and
// white_space_usd_per_m2, was shell_usd_per_m2); the UPS loss defaults of a current unit.
inline constexpr int kProjectFormatVersion = 4;

// Limits that mark a value as absurd rather than merely large; files beyond them are refused.
inline constexpr double kMaxHallSideM = 2000.0;
inline constexpr size_t kMaxRacks = 100'000;
inline constexpr size_t kMaxDevicesPerRack = 200;
inline constexpr size_t kMaxEquipment = 100'000;
inline constexpr size_t kMaxFileBytes = 256u * 1024 * 1024;
inline constexpr int kMaxJsonDepth = 64;

} // namespace dcs
