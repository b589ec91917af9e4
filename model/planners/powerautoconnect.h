#pragma once
#include "project/powerconnection.h"
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct DevicePlacement;
struct Rack;

// Plugs a device's PSUs into free outlets of its rack's PDUs, as an electrician following the
// usual rules would (issue 3, section 1): PSUs alternate between feed A and feed B (PSU 1 on A,
// PSU 2 on B, ...), a device's PSUs on one feed spread over that feed's PDUs (so the loss of one
// PDU costs as few PSUs as possible), and each cord goes to the least-loaded phase, then the
// least-loaded bank. Loads are each PSU's share of nameplate max_power_w. Pure; PSUs that find
// no free outlet stay unconnected (the power engine then warns).
class PowerAutoConnect
{
public:
    // Cords for `device` given the cords already in `rack` (the device itself need not be in it).
    static std::vector<PowerConnection> connect(const Rack &rack, const DevicePlacement &device, const Catalog &catalog);
    // A rack-scale system's power shelves (the rack's own cords) on three-phase outlets of its
    // PDUs, by the same rules; empty for a plain rack.
    static std::vector<PowerConnection> connectSystem(const Rack &rack, const Catalog &catalog);
    // The feed a power shelf gets by default: one three-phase whip per shelf (its catalog entry
    // says what is assumed).
    static constexpr const char *kShelfFeedPdu = "pdu-415v-60a-3ph-whip";
    // A rack-scale system as it arrives: one kShelfFeedPdu whip per shelf, shelves alternating
    // feed A and B (ids <rack>-PDU-A1, -B1, ...), every shelf plugged. No change to a plain rack
    // or one that has PDUs already.
    static void cableSystem(Rack &rack, const Catalog &catalog);
    // Connects every device of the rack that has no cords, and a rack-scale system's shelves
    // when none is connected; returns how many PSUs (shelves) were connected.
    static int connectUnconnected(Rack &rack, const Catalog &catalog);

    // After PDU `pduId` of the rack changed model: a new PDU is cabled afresh, so every cord it
    // held is plugged again by the rules above (heaviest first; this PDU first, then another PDU
    // of the same feed when it has no free outlet left); cords that find no outlet are unplugged.
    struct Replug {
        int elsewhere = 0;  // cords that moved to another PDU of the rack
        int unplugged = 0;
    };
    static Replug replugPdu(Rack &rack, const std::string &pduId, const Catalog &catalog);
};

} // namespace dcs
