#pragma once
#include "json/loaderror.h"

namespace dcs {

class Catalog;
class JsonFieldReader;
class UnreadFields;
struct Project;

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
};

} // namespace dcs
