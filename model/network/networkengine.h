#pragma once
#include "networkresult.h"
#include "engine/enginecontext.h"
#include <nlohmann/json_fwd.hpp>
#include <vector>

namespace dcs {

class Catalog;
struct Project;

// The network engine (issue 5; REFERENCE.md 1.3, 2, 5): per network, switches per tier, port
// use, oversubscription per tier and end to end, bisection and per-GPU cross-leaf bandwidth,
// hops, and every link measured on the floor plan with its cable type chosen by reach, optics
// power per device and rack, cable and optics cost. Pure: no I/O, deterministic.
class NetworkEngine
{
public:
    // Appends network.* warnings to `warnings`.
    struct Needs {};  // reads no other engine
    static NetworkResult evaluate(const EngineContext &context, const Needs &needs = {});
    // The evaluate JSON "network" section (docs/network.md); `warnings` are filtered to network.*.
    static nlohmann::json toJson(const NetworkResult &result, const std::vector<Warning> &warnings);
};

} // namespace dcs
