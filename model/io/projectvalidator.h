#pragma once
#include "loaderror.h"

namespace dcs {

class Catalog;
class JsonFieldReader;
struct Project;

// Checks what a single field cannot: unique ids, catalog references of the right kind,
// devices inside their rack's U range and not overlapping, objects inside the hall and not
// overlapping on the floor. Used by the reader and by edits that bypass the UI (--set).
class ProjectValidator
{
public:
    static void validate(const Project &project, const Catalog &catalog, JsonFieldReader &out);
    static LoadErrors validate(const Project &project, const Catalog &catalog);
};

} // namespace dcs
