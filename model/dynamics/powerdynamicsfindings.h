#pragma once
#include "engine/enginecontext.h"
#include "powerdynamicsresult.h"

namespace dcs {

// The power dynamics' warnings on what the utility sees: the step's swing, its band content and
// a job stop, each with the chosen mitigation when it can be built (else the hall's own), and
// the fix naming the cheapest option of the table that meets every limit (issue 35 item 2).
class PowerDynamicsFindings
{
public:
    static void raise(const EngineContext &context, const PowerDynamicsResult &r);
};

} // namespace dcs
