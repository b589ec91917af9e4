#pragma once
#include "catalogentry.h"
#include "json/loaderror.h"
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <initializer_list>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace dcs {

// The device catalog: built-in entries from resources/catalog/*.json plus a project's custom
// entries. Immutable once built; look-ups by id are O(1).
class Catalog
{
public:
    Catalog() = default;

    // The built-in catalog from the embedded resources (":/catalog/*.json"), loaded once.
    // The files are validated by tests; should one be invalid at run time, the errors are
    // available from builtInErrors() and the valid entries are still served.
    static const Catalog &builtIn();
    static const LoadErrors &builtInErrors();

    // Parses a catalog file ({"entries": [ ... ]}). Errors name the file and the JSON path.
    static LoadErrors parseFile(const std::string &text, const std::string &fileName,
                                std::vector<CatalogEntry> &out);
    // Parses an array of entries found at `path` of `file` (also used for a project's
    // "custom_catalog").
    static LoadErrors parseEntries(const nlohmann::json &entries, const std::string &file,
                                   const std::string &path, std::vector<CatalogEntry> &out);
    // The JSON form of an entry (inverse of parseEntries), used to save custom entries.
    static nlohmann::json toJson(const CatalogEntry &entry);

    // Adds entries; an id that already exists is an error (reported, entry skipped).
    LoadErrors add(std::vector<CatalogEntry> entries, const std::string &file = {},
                   const std::string &path = {});

    // This catalog plus custom entries; errors for invalid or clashing entries.
    Catalog withCustomEntries(const nlohmann::json &custom, const std::string &file, LoadErrors &errors) const;

    const CatalogEntry *find(std::string_view id) const;
    // Up to `count` ids of the given kinds nearest to `id` by edit distance (nearest first), for
    // a "did you mean" hint on a typo in a hand-edited file; empty when nothing is close.
    std::vector<std::string> closestIds(std::string_view id, std::initializer_list<CatalogKind> kinds,
                                        size_t count = 3) const;
    // True when the project's custom entry with this id was refused by withCustomEntries()
    // (its problems are reported at the entry); a reference to it is not "unknown" a second time.
    bool isRefused(std::string_view id) const { return mRefused.contains(std::string(id)); }
    const std::vector<CatalogEntry> &entries() const { return mEntries; }
    std::vector<const CatalogEntry *> entriesOfKind(CatalogKind kind) const;
    size_t size() const { return mEntries.size(); }

private:
    std::vector<CatalogEntry> mEntries;
    std::unordered_map<std::string, size_t> mIndex;
    std::unordered_set<std::string> mRefused;
};

} // namespace dcs
