#include "thermalfailurescan.h"
#include "engine/enginetext.h"
#include "project/project.h"
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <thread>

namespace dcs {

void ThermalFailureScan::run(const Input &in, ThermalResult &out, std::vector<Warning> &warnings)
{
    const Project &p = in.project;
    const ThermalGrid &grid = in.grid;
    const ThermalSolver &solver = in.solver;
    const ThermalSolver::Solution &base = in.base;
    const std::vector<RackAirLoad> &loads = in.loads;
    const ThermalSettings &ts = in.settings;
    const std::atomic<bool> *cancel = in.cancel;
    const std::vector<bool> allOn(grid.units.size(), true);
    if (const int64_t air = int64_t(out.nx) * out.ny * ts.layers; ts.failureScan && air > kMaxAirCells) {
        out.failureScanComplete = false;
        out.failureScanNote = "Failure scan skipped: the grid has " + std::to_string(air) + " cells of air (" +
                              std::to_string(out.nx * out.ny) + " floor cells x " + std::to_string(ts.layers) +
                              " layers; the scan runs up to " + std::to_string(kMaxAirCells) +
                              "); choose a coarser grid_refine or fewer layers for it.";
    } else if (ts.failureScan) {
        std::vector<size_t> cases;  // the units to switch off, in order
        for (size_t u = 0; u < grid.units.size(); ++u) {
            if (!solver.unitActive()[u])
                continue;
            if (cases.size() == kMaxCases) {
                out.failureScanComplete = false;
                out.failureScanNote = "Failure scan limited to the first " + std::to_string(kMaxCases) + " units.";
                break;
            }
            cases.push_back(u);
        }
        auto offCase = [&](size_t u) {
            std::vector<bool> on = allOn;
            on[u] = false;
            return on;
        };
        // With no unit left and no rear door the heat has no way out: no steady state to solve
        // (the solve would return a meaningless 1e16 °C), every heated rack overheats.
        auto cooledWith = [&](const std::vector<bool> &on) {
            for (size_t v = 0; v < on.size(); ++v)
                if (on[v] && solver.unitActive()[v])
                    return true;
            for (size_t r = 0; r < grid.racks.size(); ++r)
                if (solver.doorRemovedW(r) > 0)
                    return true;
            return false;
        };
        // The cases are independent solves on the shared, read-only factorized flow problem: one
        // thread per core takes the next case (stress-16k's seven cases: 2.4 s on one core).
        std::vector<char> cooled(cases.size());
        for (size_t i = 0; i < cases.size(); ++i)
            cooled[i] = cooledWith(offCase(cases[i]));
        std::vector<ThermalSolver::Solution> solved(cases.size());
        std::atomic<size_t> next{0};
        std::atomic<bool> cancelled{false};
        auto work = [&] {
            for (size_t i = next++; i < cases.size(); i = next++) {
                if (cancel && cancel->load(std::memory_order_relaxed)) {
                    cancelled = true;
                    return;
                }
                if (cooled[i])
                    solved[i] = solver.solve(offCase(cases[i]), &base);
            }
        };
        const size_t threads = std::min<size_t>(cases.size(), std::clamp(std::thread::hardware_concurrency(), 1u, 8u));
        std::vector<std::thread> pool;
        for (size_t t = 1; t < threads; ++t)
            pool.emplace_back(work);
        work();
        for (std::thread &t : pool)
            t.join();
        if (cancelled) {
            out.failureScanComplete = false;
            out.failureScanNote = "Failure scan cancelled.";
            cases.clear();
        }
        for (size_t i = 0; i < cases.size(); ++i) {
            const size_t u = cases[i];
            ThermalFailureCase fc;
            fc.unitId = p.equipment[grid.units[u].equipmentIndex].id;
            if (!cooled[i]) {
                fc.noCoolingLeft = true;
                fc.worstInletC = std::numeric_limits<double>::quiet_NaN();
                for (size_t r = 0; r < grid.projectRacks; ++r)  // racks, not the sidecars after them
                    if (solver.rackActive()[r] && loads[r].heatW > 0) {
                        fc.racksOverRecommendedIds.push_back(p.racks[grid.racks[r].rackIndex].id);
                        ++fc.racksOverRecommended;
                        ++fc.racksOverAllowable;
                    }
                out.failures.push_back(std::move(fc));
                continue;
            }
            const ThermalSolver::Solution &s = solved[i];
            fc.worstInletC = -1e300;
            for (size_t r = 0; r < grid.projectRacks; ++r) {
                if (!s.ok || !solver.rackActive()[r] || loads[r].heatW <= 0)
                    continue;
                const double c = s.rackWarmestC[r];
                const std::string &id = p.racks[grid.racks[r].rackIndex].id;
                if (c > fc.worstInletC) {
                    fc.worstInletC = c;
                    fc.worstRackId = id;
                }
                if (c > out.recommendedMaxC) {
                    ++fc.racksOverRecommended;
                    fc.racksOverRecommendedIds.push_back(id);
                }
                if (c > out.allowableMaxC)
                    ++fc.racksOverAllowable;
            }
            if (fc.worstRackId.empty())
                fc.worstInletC = 0;
            out.failures.push_back(std::move(fc));
        }
        for (const ThermalFailureCase &fc : out.failures) {
            if (fc.racksOverRecommended == 0)
                continue;
            std::vector<std::string> objects{fc.unitId};
            objects.insert(objects.end(), fc.racksOverRecommendedIds.begin(), fc.racksOverRecommendedIds.end());
            if (fc.noCoolingLeft) {
                warnings.push_back({Warning::Severity::Warning, WarningCode::ThermalUnitFailure,
                                    "With " + fc.unitId + " off no air cooling unit is left: the heat of " +
                                        std::to_string(fc.racksOverRecommended) + " rack(s) has nowhere to go (" +
                                        listIds(fc.racksOverRecommendedIds) + ") and their inlets rise until they shut down.",
                                    objects, "Add a second cooling unit so that losing " + fc.unitId + " is covered."});
                continue;
            }
            const bool allowable = fc.racksOverAllowable > 0;
            warnings.push_back({allowable ? Warning::Severity::Warning : Warning::Severity::Info, WarningCode::ThermalUnitFailure,
                                "With " + fc.unitId + " off, " + std::to_string(fc.racksOverRecommended) +
                                    " rack(s) draw air above the recommended " + celsiusText(out.recommendedMaxC) +
                                    (allowable ? " (" + std::to_string(fc.racksOverAllowable) + " above the allowable " +
                                                     celsiusText(out.allowableMaxC) + ")"
                                               : std::string()) +
                                    ": " + listIds(fc.racksOverRecommendedIds) + " (worst " + fc.worstRackId + " at " +
                                    celsiusText(fc.worstInletC) + ").",
                                objects, "Add a cooling unit near these racks so that losing " + fc.unitId + " is covered."});
        }
    }
}

} // namespace dcs
