#pragma once
#include "commands/setvaluecommand.h"
#include <QString>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <utility>
#include <vector>

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

    // NotTyped: the edit needs the whole design re-read (PDU keys, a device's cords, a floor
    // unit's upstream and the racks a CDU serves, a network's switches and links, the custom
    // catalog, keys the file does not have).
    static Result make(ProjectDocument *doc, const std::string &id, const std::string &key, const nlohmann::json &value,
                       int gestureId = 0);
    // Several keys of one object or block, applied in order and judged together (a custom
    // architecture's workload keys, a network's technology and switch): one command.
    using KeyValues = std::vector<std::pair<std::string, nlohmann::json>>;
    static Result make(ProjectDocument *doc, const std::string &id, const KeyValues &edits, int gestureId = 0);
    // A whole block replaced (dialogs): validated like a file's section.
    static Result makeBlock(ProjectDocument *doc, const BlockValue &after, const QString &text);

};

} // namespace dcs
