#pragma once
#include "thermalgrid.h"
#include "thermalloads.h"
#include <Eigen/SparseCholesky>
#include <memory>
#include <string>
#include <vector>

namespace dcs {

// The two sparse problems of the thermal map on one ThermalGrid (docs/thermal.md). The room is
// the open floor cells (rack intakes and exhausts, unit supply, in-row returns, contained
// aisles, perforated tiles) stacked in Layers::count layers up the racks' height, under one
// well-mixed ceiling zone (CRAH top returns) joined to every cell of the top layer: hot air
// rises where the floor has too much, comes down where the racks draw more than the floor gives.
// Unknowns: layer x open cells + open index, bottom layer first, the ceiling zone last.
// 1. air flow: potential flow, Laplace on every layer with the racks' and units' air as
//    sources and sinks (sum over links of g (phi_i - phi_j) = source_i; link flow g dphi,
//    g = the face area over the distance), solved with Eigen's SimplicialLDLT, factorized
//    once: switching a unit off changes only the sources;
// 2. temperature: steady advection (upwind, corrected to a second-order TVD scheme by deferred
//    correction) + turbulent mixing, with each rack's
//    exhaust = its flow-weighted intake + heat / (rho cp V) and the units' supply at the
//    setpoint, solved with Eigen's SparseLU.
class ThermalSolver
{
public:
    struct Unit {
        double airflowM3s = 0;
        double capacityW = 0;
        bool pooled = false;  // a CRAH: its air also feeds contained aisles through the floor / ceiling
    };
    struct Layers {
        int count = 1;            // layers in height at rack level (1: the plan-view model)
        double lowerM = 2.4;      // rack-level height, split evenly between the layers
        double upperM = 1.6;      // ceiling layer height
        double eddyM2s = 0.05;    // turbulent diffusivity
        // Discharge coefficient of an open aisle end taken as a large opening (endExchange;
        // Brown & Solvason 1962: 0.6); 0 turns the exchange off.
        double openingCd = 0.6;
    };
    struct Circulation {
        int from, to;
        double flowM3s;
    };
    struct Solution {
        bool ok = false;
        std::vector<double> cellC;              // rack level, per open cell (index = openIndex), layers' mean
        std::vector<std::vector<double>> rackLayerC;             // per grid rack, its inlet per layer, bottom up
        std::vector<double> rackInletC, rackTopC, rackExhaustC;  // per grid rack
        std::vector<double> rackWarmestC;       // per grid rack: its warmest layer (one layer: the top)
        std::vector<double> unitReturnC, unitHeatW;               // per grid unit
        std::vector<double> allC;               // every unknown (the ceiling zone last): a warm start
        std::vector<double> phi;                // the flow's potential per unknown (heatByLayer)
        double factorFill = 0;                  // non-zeros of the LU factors / of the matrix
        int corrections = 0;                    // deferred corrections run
        double lastChangeK = 0;                 // the most the last one moved a temperature
        bool settled = false;                   // it moved none by kCorrectionToleranceK or more
    };

    ThermalSolver(const ThermalGrid &grid, std::vector<RackAirLoad> rackLoads, std::vector<Unit> units,
                  double supplyC, Layers layers, bool raisedFloor, bool plenumReturn = false);
    ~ThermalSolver();

    // Which racks and units can move air (both faces open and joined through the room or a
    // contained aisle) and the factorized flow problem. False if there is no open floor.
    bool prepare();
    // `warm`: a solution of a nearby case to start the deferred correction from (the failure scan).
    Solution solve(const std::vector<bool> &unitOn, const Solution *warm = nullptr) const;
    // At most this many deferred corrections per solve (kMaxCorrections; tests lower it).
    void setMaxCorrections(int corrections) { mMaxCorrections = corrections; }
    // Heat put straight into the ceiling zone (W): liquid-to-air CDUs' heat that the grid has no
    // place for (no path for their air; docs/thermal.md); the air units' returns carry it away.
    void setCeilingHeatW(double w) { mCeilingHeatW = w; }
    double ceilingHeatW() const { return mCeilingHeatW; }

    // Where the heat goes, layer by layer (the rack-level layers bottom up, then the ceiling
    // zone), relative to the supply temperature: rho cp x flow x (T - T_supply), W. Supply air
    // carries none; what each layer receives equals what it gives up to the solver's precision
    // (residualW), a check of the assembly and of the deferred correction's conservation.
    struct LayerHeat {
        double exhaustW = 0;   // brought by the racks' and sidecars' exhaust; the ceiling zone: setCeilingHeatW's heat
        double intakeW = 0;    // drawn by the racks' intakes
        double returnW = 0;    // taken by the units' returns and contained hot aisles' ducts
        double upW = 0;        // carried up through the layer's top, by the air and by mixing
        double residualW = 0;  // exhaust + up from below - intake - return - up
    };
    std::vector<LayerHeat> heatByLayer(const std::vector<bool> &unitOn, const Solution &solution) const;

    const std::vector<bool> &rackActive() const { return mRackActive; }
    // The buoyant exchange at the open aisle ends (endExchange): fixed by the racks, the same in
    // every solve, so prepare() computes it once.
    const std::vector<Circulation> &exchange() const { return mExchange; }
    const std::vector<bool> &unitActive() const { return mUnitActive; }
    const std::vector<int> &openIndex() const { return mOpenIndex; }
    double doorRemovedW(size_t rack) const;

    static constexpr double kLeakConductance = 0.05;  // containment leaks, relative to an open face
    static constexpr double kGravity = 9.81;
    // Deferred correction of the advection (solve): stop when no cell moves by more than this
    // (it converges linearly, about 0.87 per step on stress-16k: the error left is ~7 x this).
    static constexpr int kMaxCorrections = 100;
    static constexpr double kCorrectionToleranceK = 1e-2;

private:
    struct Link {
        int to;
        double g;    // flow conductance
        double mix;  // turbulent mixing, m3/s
    };
    struct Injection {
        int unknown;
        double flowM3s;
    };
    struct AisleEnd {
        int front, room;  // rack-level open indices: the end rack's intake cell, the floor beyond
        size_t rack;
    };
    std::vector<Circulation> endExchange() const;
    struct Face {
        int up, down, upup;  // flow from up to down; upup: up's upwind neighbour or -1
        double flow;
    };
    template <typename F>
    void forLinks(int unknown, F &&f) const;
    int farUpwind(int a, int v) const;
    // The air's temperature at a face from `up` to `down`: upwind, corrected towards second order
    // (van Leer) where the face lies within the rack-level layers (`upup` >= 0).
    // `temp`: every unknown's temperature (a raw array: an Eigen::Map passed as a VectorXd would be
    // copied whole on every call).
    static double faceC(const double *temp, int up, int down, int upup);
    int podOfUnknown(int a) const;  // the contained aisle of a rack-level unknown, or -1
    std::vector<double> leakRates(std::vector<double> &src) const;
    double leakFlow(const std::vector<double> &rate, int a, int v, double cond) const;
    void orderTemperatureUnknowns();
    int openCount() const { return int(mOpenCells.size()); }
    int ceiling() const { return mLayers.count * openCount(); }  // the rack-level unknowns come first
    double layerM() const { return mLayers.lowerM / mLayers.count; }
    std::vector<int> inLayer(const std::vector<int> &cells, int layer) const;  // cells -> unknowns
    std::vector<int> inAllLayers(const std::vector<int> &cells) const;
    std::vector<int> podUnknowns(size_t pod) const;    // where a contained aisle's ducted air enters or leaves
    std::vector<int> supplyUnknowns(size_t unit) const;
    double oneLayerTopC(size_t rack, double meanC, const Eigen::VectorXd &temp, const Eigen::VectorXd &phi,
                        const std::vector<double> &leakRate) const;
    void sources(const std::vector<bool> &unitOn, std::vector<double> &src, std::vector<double> &ductCold,
                 std::vector<double> &ductHot, std::vector<double> &roomSupply, std::vector<double> &roomReturn,
                 std::vector<Injection> &tileSupply) const;
    std::vector<Injection> tileInjection(double flowM3s) const;
    // The unknowns a rack's exhaust enters and a unit's return leaves.
    std::vector<int> exhaustUnknowns(size_t rack) const;
    std::vector<int> returnUnknowns(size_t unit) const;

    const ThermalGrid &mGrid;
    std::vector<RackAirLoad> mRacks;  // per grid rack
    std::vector<Unit> mUnits;         // per grid unit
    double mSupplyC;
    Layers mLayers;
    bool mRaisedFloor;
    bool mPlenumReturn;               // CRAHs return through ceiling grilles over the hot aisles
    std::vector<int> mGrilles;        // with mPlenumReturn: the top layer behind the racks
    std::vector<int> mRoomCells;      // the open floor outside racks' fronts and contained aisles (open indices)
    std::vector<AisleEnd> mAisleEnds;  // open aisle ends (with more than one layer)
    double mCeilingHeatW = 0;
    std::vector<Circulation> mExchange;  // their circulations (endExchange)
    std::vector<int> mTiles;          // perforated tiles (raised floor): cells in front of racks
    std::vector<double> mTileLayerDraw;  // per tile: what the racks draw from one of its layers, m3/s
    std::vector<int> mOpenIndex;      // cell -> rack-level unknown or -1
    std::vector<int> mOpenCells;      // rack-level unknown -> cell
    std::vector<int> mPinned;         // one unknown per flow region (a contained aisle is one)
    std::vector<double> mPodLeakConductance;  // per contained aisle: its leak faces' conductance
    std::vector<bool> mRackActive, mUnitActive;
    using Permutation = Eigen::PermutationMatrix<Eigen::Dynamic, Eigen::Dynamic, int>;
    using Laplace = Eigen::SimplicialLDLT<Eigen::SparseMatrix<double>>;
    std::unique_ptr<Laplace> mLaplace;
    int mMaxCorrections = kMaxCorrections;
    Permutation mOrder;               // temperature unknown -> its row and column in the LU
};

} // namespace dcs
