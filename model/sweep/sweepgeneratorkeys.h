#pragma once
#include "generator/generatoroptions.h"
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct Project;

// The generator options a sweep may vary (docs/sweep.md), named as `dcstudio generate` names
// its options: system, nodes, gpus, cooling, rack-kw, fabric, technology, oversubscription,
// power, cooling-redundancy, pdu, rack. When a sweep varies any of them every variant is
// generated anew, from the options fromBase() reads off the base design with the variant's
// values applied.
namespace SweepGeneratorKeys {

bool isKey(const std::string &key);
std::string namesText();                         // "system, nodes, ..." for messages
std::string closest(const std::string &key);     // the nearest key name, or empty

// Sets `key` to `value` in `options`. Returns an empty string, or why the value is refused
// ("expects a whole number", "must be air, liquid, hybrid or sidecar"); the option ranges themselves
// are judged by validateOptions().
std::string apply(GeneratorOptions &options, const std::string &key, const std::string &value);

// The options that regenerate the base design as closely as the generator's few choices
// allow: its most numerous GPU system and that many nodes, its cooling (liquid with CDUs or a
// liquid architecture, sidecar when every CDU rejects to the room, hybrid with rear doors,
// else air) and cooling redundancy, its compute
// fabric's topology, technology and target oversubscription, 2N when any PDU is on feed B,
// its site location. Everything else is the generator's default.
GeneratorOptions fromBase(const Project &base, const Catalog &catalog);

} // namespace SweepGeneratorKeys
} // namespace dcs
