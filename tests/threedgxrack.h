#pragma once
// The power tests' shared rack contents: three DGX H100 corded onto two 415 V / 60 A PDUs
// "A1" and "B1" (12 banks of 2 outlets, bank b on phase b mod 3: outlets 1-2 L1, 3-4 L2, ...).
// N1 and N2 put PSUs 1, 3, 5 on A1 and 2, 4, 6 on B1; N3 puts PSU 1 on A1 and PSUs 2-6 on B1.
// So A1 holds 7 cords, at the outlets the caller names (which decides its phase split), and B1
// holds 11, one per bank, split 4/4/3 over its phases. Every cord carries 10,200 / 6 = 1,700 W.
#include <nlohmann/json.hpp>
#include <array>
#include <string>

namespace dcs::test {

inline nlohmann::json threeDgxH100(const std::array<int, 7> &aOutlets)
{
    const int bOutlets[] = {1, 7, 13, 19, 3, 9, 15, 21, 5, 11, 17};
    size_t a = 0, b = 0;
    nlohmann::json devices = nlohmann::json::array();
    for (int n = 1; n <= 3; ++n) {
        nlohmann::json cords = nlohmann::json::array();
        for (int psu = 1; psu <= 6; ++psu) {
            const bool onA = n < 3 ? psu % 2 == 1 : psu == 1;
            cords.push_back({{"psu", psu}, {"pdu", onA ? "A1" : "B1"}, {"outlet", onA ? aOutlets[a++] : bOutlets[b++]}});
        }
        devices.push_back({{"id", "N" + std::to_string(n)}, {"catalog_id", "dgx-h100"}, {"u", 3 + 8 * (n - 1)}, {"power", cords}});
    }
    return devices;
}

} // namespace dcs::test
