#pragma once
#include "loaderror.h"
#include <nlohmann/json_fwd.hpp>

namespace dcs {

// Puts a file's problems in the order a person reading the file meets them: problems of the
// whole file first, then by position of their JSON path in the document (array items by
// index, object keys in the order the document holds them), the "too many errors" note last.
// The reader finds problems stage by stage (fields, catalog, references); the user reads top
// to bottom.
class ErrorOrder
{
public:
    // Key order as written in the file (parse the text as ordered_json to keep it).
    static void sort(LoadErrors &errors, const nlohmann::ordered_json &doc);
    // Key order of an already parsed document (alphabetical, as it would be written out).
    static void sort(LoadErrors &errors, const nlohmann::json &doc);
};

} // namespace dcs
