#pragma once
#include <vector>

namespace dcs {

// Energy storage between a periodic load and the grid (issue 35 item 3; docs/power.md
// "Mitigations"): the storage supplies or absorbs whatever keeps the grid's draw inside a band
// of `maxSwingW` peak to peak and changing at most `maxRampWPerS`. The controller is the ideal
// one a sizing needs: the grid follows the load clamped to the band [c - L/2, c + L/2] at the
// ramp limit; the band's centre c is where the storage ends each period as it started (its net
// energy over a period is zero, losses aside), found by regula falsi since the storage's net
// discharge falls as c rises. From the storage's power s(t) = load - grid: its power rating
// (max |s|), the energy it must hold (the range of its running energy), and what it
// discharges per period (the throughput that wears it).
class StorageSmoother
{
public:
    struct Result {
        std::vector<double> gridW;      // the grid's draw over one period, same samples as the load
        double powerW = 0;              // max |load - grid|
        double energyJ = 0;             // max - min of the running storage energy
        double dischargeJPerPeriod = 0; // energy the storage delivers per period
    };
    // `loadW`: one period of the load, evenly sampled `dtS` apart. A band at least the load's
    // own swing and a limit at least its own ramp (`maxRampWPerS` 0: no ramp limit) leave the
    // grid equal to the load.
    static Result smooth(const std::vector<double> &loadW, double dtS, double maxSwingW, double maxRampWPerS);
    // The steepest change of a periodic sampled signal, per second (the last sample to the first included).
    static double maxSlopePerS(const std::vector<double> &w, double dtS);
};

} // namespace dcs
