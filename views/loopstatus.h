#pragma once
#include "cooling/hydraulicsresult.h"
#include <QString>
#include <string>
#include <unordered_map>

namespace dcs {

// How the views read one CDU loop's hydraulics (issue 34 item 4): its flow margin as a band,
// its CDUs as a short name and what, if anything, is short. The Cooling tab's loop table, the
// floor plan's "Liquid loops" colouring and the report's hydraulics section say the same words
// from here, so the three never disagree about a loop.
namespace LoopStatus {

enum class Band { Ample, Tight, Short };

// A display band, not an engine limit: a margin under a tenth of the need leaves no room for a
// rack added or a CDU's pump wearing, so it is marked before it fails.
constexpr double kTightShare = 0.10;

double marginShare(const CduLoopHydraulics &loop);  // flow margin / flow needed (0 with no need)
Band band(const CduLoopHydraulics &loop);
QString bandName(Band band);                       // "ample", "tight", "short"

// "CDU-1, CDU-2" or, past `shown` ids, "CDU-1, CDU-2 +4"; "no CDU" for racks with no CDU at all.
QString cduNames(const CduLoopHydraulics &loop, int shown = 3);

bool headShort(const CduLoopHydraulics &loop);
bool flowShort(const CduLoopHydraulics &loop);
// "OK", or what is short: "flow short", "head short", "supply too warm", joined by ", ".
QString statusText(const CduLoopHydraulics &loop);
bool ok(const CduLoopHydraulics &loop);

// Rack id -> its loop and its own figures, for the racks with cold-plate heat. A rack named by
// several loops is read on the first (in the result's order), where the cooling engine sends its heat.
struct RackOnLoop {
    const CduLoopHydraulics *loop;
    const RackHydraulics *rack;
};
std::unordered_map<std::string, RackOnLoop> racksOnLoops(const HydraulicsResult &result);

} // namespace LoopStatus
} // namespace dcs
