#pragma once
#include <QString>

namespace dcs {

struct FieldHelp;
struct InputDescription;

// What an editor of a registry input shows (spec/inputdescriptions.h): its label, unit suffix,
// default and tooltip, so every dialog and dock words an input alike. The default is the
// model's own (io/inputvalues.h).
namespace InputHelp {

// How an editor holds the value: as printed (a fraction shown in % edited as 90 %, the
// dialogs) or as the file holds it (0.9, the workload dock, whose edits go to the file as typed).
enum class Units { Shown, File };

// The description of `key`; a key the registry does not know is a programming error (qFatal):
// the GUI tests open every dialog and dock that asks.
const InputDescription &describe(const char *key);
QString label(const InputDescription &d);                    // the form label
QString suffix(const InputDescription &d, Units units);      // " °C", " per kWh", " %"; "" for none
int decimals(const InputDescription &d, Units units);
double scale(const InputDescription &d, Units units);        // editor value = file value x scale
QString defaultText(const InputDescription &d, Units units); // "24.0 °C", "auto"; "" when none
QString rangeText(const InputDescription &d, Units units);   // "0.01 to 1"; "" when none
// Meaning, default and source; with Units::File the meaning names the range too (the dock's
// editors do not clamp: the file reader refuses and explains).
FieldHelp help(const InputDescription &d, Units units);
QString toolTip(const InputDescription &d, Units units);

} // namespace InputHelp
} // namespace dcs
