#pragma once
#include "json/loaderror.h"
#include "project/project.h"
#include <QString>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

namespace dcs {

class Catalog;

struct ReadResult {
    std::optional<Project> project;  // set only when errors is empty
    LoadErrors errors;
    bool migrated = false;           // read from an older format version
};

// Reads project files. Never throws, never shows UI, never fixes anything silently: a file is
// either read completely or refused with every problem found, each with its JSON path, in the
// order of the file. Only a file that is not a project at all (bad JSON, another format, a
// newer version) stops the reading early; problems that merely follow from another one (a port
// "out of range" on a device whose catalog id is unknown) are not listed.
class ProjectReader
{
public:
    static ReadResult readFile(const QString &path, const Catalog &builtIn);
    static ReadResult readText(const std::string &text, const std::string &fileName, const Catalog &builtIn);
    // Reads an already parsed document (also used after `--set` edits).
    static ReadResult readJson(nlohmann::json doc, const std::string &fileName, const Catalog &builtIn);

    // The first half of readFile, for callers that edit the document before reading it (the
    // command line's `--set`): a regular file only, at most kMaxFileBytes however large the
    // file system says it is, nested at most kMaxJsonDepth, every parser exception a message
    // with the place. Returns the problems (doc null) or none, with the text as read.
    static LoadErrors parseFile(const QString &path, const std::string &fileName, nlohmann::json &doc,
                                std::string &text);

private:
    static ReadResult readParsed(nlohmann::json &doc, const std::string &text, const std::string &fileName,
                                 const Catalog &builtIn);
    // readDocument, with any exception that escapes it turned into an error.
    static ReadResult guardedRead(nlohmann::json &doc, const std::string &fileName, const Catalog &builtIn);
    // The stages of reading (envelope, fields, custom catalog, references); errors unordered.
    static ReadResult readDocument(nlohmann::json &doc, const std::string &fileName, const Catalog &builtIn);
};

} // namespace dcs
