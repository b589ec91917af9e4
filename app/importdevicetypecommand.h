#pragma once
#include <QStringList>

namespace dcs {

// `dcstudio import-device-type FILE.yaml... --into PROJECT.json [--kind switch|gpu_server]
// [--gpu-from ID] [--psu-required N] [--replace]`: device types in the NetBox community
// device-type library's YAML format become custom catalog entries of the project (issue 19
// item 2; docs/handoff.md, "NetBox"). All or nothing; the project is saved through QSaveFile.
// Exit codes: 0 imported, 1 bad arguments, 2 a device-type file or the project is invalid
// (nothing is changed), 3 the project could not be written (the old file is kept).
namespace ImportDeviceTypeCommand {

int run(const QStringList &arguments);

} // namespace ImportDeviceTypeCommand
} // namespace dcs
