#include "pdulayout.h"
#include "catalog/catalogentry.h"

namespace dcs {

PduLayout PduLayout::of(const PduSpec &spec)
{
    PduLayout l;
    l.phases = spec.phases <= 1 ? 1 : 3;
    if (spec.banks > 0 && spec.outletsPerBank > 0) {
        l.banks = spec.banks;
        l.outletsPerBank = spec.outletsPerBank;
    } else {
        l.banks = l.phases;
        l.outletsPerBank = 8;
    }
    return l;
}

} // namespace dcs
