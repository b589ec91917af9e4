#pragma once
#include "benchtimer.h"
#include "catalog/catalog.h"
#include "io/projectreader.h"
#include "project/project.h"
#include <cstdio>
#include <optional>

namespace dcs::bench {

// The design a benchmark runs on (projectPath: the first argument or stress-16k), read with the
// built-in catalog; nothing, after printing the reader's messages, if it cannot be read.
inline std::optional<Project> loadProject(int argc, char **argv)
{
    ReadResult loaded = ProjectReader::readFile(projectPath(argc, argv), Catalog::builtIn());
    if (!loaded.project) {
        std::fprintf(stderr, "%s", formatErrors(loaded.errors).c_str());
        return std::nullopt;
    }
    return std::move(*loaded.project);
}

} // namespace dcs::bench
