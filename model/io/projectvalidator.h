#pragma once
#include "json/loaderror.h"
#include <string>

namespace dcs {

class Catalog;
class JsonFieldReader;
class UnreadFields;
struct FloorEquipment;
struct Hall;
struct Project;
struct Rack;

// Checks what a single field cannot: unique ids, catalog references of the right kind,
// devices inside their rack's U range and not overlapping, objects inside the hall and not
// overlapping on the floor. Used by the reader and by edits that bypass the UI (--set).
// An unknown catalog id is reported with the closest known ids of the expected kind; the checks
// that need its entry (U range, floor footprint, PSUs, outlets) are skipped for that object.
class ProjectValidator
{
public:
    // `unread`: values the reader could not take; objects holding placeholders there are not
    // judged by them (the reader has reported the value itself).
    static void validate(const Project &project, const Catalog &catalog, JsonFieldReader &out,
                         const UnreadFields &unread);
    static LoadErrors validate(const Project &project, const Catalog &catalog);

    // After an edit of one object alone (ids, cords and links unchanged; ProjectDocument decides
    // which keys qualify): its references, devices, place in the hall and footprint against every
    // other object, with the file reader's messages at `path` (e.g. "/racks/3"). O(objects).
    static void validateRack(const Project &project, const Catalog &catalog, const Rack &rack,
                             const std::string &path, JsonFieldReader &out);
    static void validateEquipment(const Project &project, const Catalog &catalog, const FloorEquipment &equipment,
                                  const std::string &path, JsonFieldReader &out);
    // A new hall size against every placed object.
    static void validateHall(const Project &project, const Catalog &catalog, const Hall &hall, JsonFieldReader &out);
    // Objects placed anew together (several turned or moved by one edit), each already checked
    // alone against the others' old places: their new footprints against each other, with the
    // reader's overlap message at the file path of each.
    static void validateTogether(const Project &project, const Catalog &catalog, const std::vector<const Rack *> &racks,
                                 const std::vector<const FloorEquipment *> &equipment, JsonFieldReader &out);
};

} // namespace dcs
