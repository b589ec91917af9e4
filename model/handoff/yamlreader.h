#pragma once
#include "yamldocument.h"
#include "json/loaderror.h"
#include <cstddef>
#include <string>

namespace dcs {

// Reads a hand-written YAML file into JSON with the line of every value, for the NetBox
// device-type library (its CI runs yamllint on every file), with yaml-cpp (Debian's
// libyaml-cpp). NetBox loads these files with PyYAML, so they are read the way PyYAML reads them
// or not at all: plain values are typed as PyYAML (YAML 1.1) types them (yes/no are booleans,
// "1.5e3" is text), and what PyYAML refuses but yaml-cpp 0.7 takes (a tab in the indentation, a
// quote that never closes, a line with no ':' in a mapping, a '%' line, bytes that are not
// UTF-8) is refused. So is what a device type never needs and could only be misread or abused:
// anchors and aliases (a few lines of aliases expand to billions of values), tags, flow
// collections with content (only [] and {}), a second document, a key given twice (PyYAML
// silently keeps the last), a plain value continued on the next line, more than kMaxDepth
// levels. Every refusal names its line. docs/handoff.md, "NetBox".
class YamlReader
{
public:
    // Files larger than this are not device types (the largest in the library are some 100 kB).
    // It also bounds yaml-cpp's memory: it reads a flow collection ahead to its end, holding
    // every token, some 230 bytes for each byte of "[[[[...".
    static constexpr size_t kMaxBytes = 1024 * 1024;
    static constexpr int kMaxDepth = 64;

    // Errors carry `fileName:line` as their file; none means `out` holds the document.
    static LoadErrors read(const std::string &text, const std::string &fileName, YamlDocument &out);
};

} // namespace dcs
