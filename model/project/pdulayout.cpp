#include "pdulayout.h"
#include "catalog/catalogentry.h"
#include <algorithm>

namespace dcs {

PduLayout PduLayout::of(const PduSpec &spec)
{
    PduLayout l;
    l.phases = spec.phases <= 1 ? 1 : 3;
    if (spec.outletPhases == 3 && l.phases == 3) {
        l.outletPhases = 3;
        l.banks = 3 * std::max(1, spec.banks);
        l.outletsPerBank = std::max(1, spec.outletsPerBank);
    } else if (spec.banks > 0 && spec.outletsPerBank > 0) {
        l.banks = spec.banks;
        l.outletsPerBank = spec.outletsPerBank;
    } else {
        l.banks = l.phases;
        l.outletsPerBank = 8;
    }
    return l;
}

} // namespace dcs
