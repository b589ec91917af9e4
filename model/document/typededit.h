#pragma once
#include "commands/setvaluecommand.h"
#include <QString>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>

namespace dcs {

class Catalog;
struct Project;

// Turns "set `key` of `id` to `value`" into a typed command without touching the rest of the
// design: the settings block or the one rack or floor unit is written to JSON by the file
// writer's own function, patched, read back by the file reader's own function and checked as
// the reader would check it (ProjectValidator's single-object checks), so a bad value gets the
// file's message and path. O(edit), apart from the footprint checks of a moved object.
class TypedEdit
{
public:
    enum class Outcome { Edit, Unchanged, Refused, NotTyped };
    struct Result {
        Outcome outcome = Outcome::NotTyped;
        std::unique_ptr<SetValueCommand> command;  // Outcome::Edit
        QString why;                               // Outcome::Refused
    };

    // NotTyped: the edit needs the whole design re-read (device and PDU keys other than a PDU's
    // model, catalog ids of racks and floor units, networks, the custom catalog).
    static Result make(ProjectDocument *doc, const std::string &id, const std::string &key, const nlohmann::json &value,
                       int gestureId = 0);
    // A whole block replaced (dialogs): validated like a file's section.
    static Result makeBlock(ProjectDocument *doc, const BlockValue &after, const QString &text);

};

} // namespace dcs
