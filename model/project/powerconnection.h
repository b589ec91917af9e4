#pragma once
#include <string>

namespace dcs {

// One power cord: PSU `psu` of a device plugged into outlet `outlet` of the rack PDU `pduId`
// (a PDU of the same rack). Both numbers count from 1, as printed on the equipment (PSU 1..6 of
// a DGX H100, outlet 1..24 of a PDU). The outlet's bank and phase (wye) or line pair (delta) are
// not stored: they follow from the PDU's catalog layout (PduLayout), so they cannot disagree.
struct PowerConnection {
    int psu = 1;
    std::string pduId;
    int outlet = 1;

    bool operator==(const PowerConnection &) const = default;
};

} // namespace dcs
