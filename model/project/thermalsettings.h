#pragma once

namespace dcs {

// ASHRAE TC 9.9 thermal guideline classes for air-cooled IT equipment (REFERENCE 3 and 7).
enum class AshraeClass { A1, A2, A3, A4 };

// Inlet limits of one class, in C. Recommended 18-27 C for every A class; allowable A1 15-32,
// A2 10-35 (ASHRAE TC 9.9 Thermal Guidelines, 2021, REFERENCE 7), A3 5-40, A4 5-45 (same
// guideline's table of classes, 2011 onwards).
struct AshraeLimits {
    double recommendedMinC = 18.0;
    double recommendedMaxC = 27.0;
    double allowableMinC = 15.0;
    double allowableMaxC = 32.0;
};

inline AshraeLimits ashraeLimits(AshraeClass c)
{
    switch (c) {
    case AshraeClass::A1: return {18.0, 27.0, 15.0, 32.0};
    case AshraeClass::A2: return {18.0, 27.0, 10.0, 35.0};
    case AshraeClass::A3: return {18.0, 27.0, 5.0, 40.0};
    case AshraeClass::A4: return {18.0, 27.0, 5.0, 45.0};
    }
    return {};
}

// Inputs of the thermal map (docs/thermal.md), the "thermal" object of the project's "cooling"
// section. The supply air temperature is the air plant's (cooling.air.supply_air_c).
struct ThermalSettings {
    AshraeClass ashraeClass = AshraeClass::A1;  // issue 16 default
    // How CRAHs deliver their air: through a raised floor's perforated tiles in front of the
    // racks (the hall's tile grid; default) or into the room at their front ("room": flooded).
    bool raisedFloor = true;
    // Where the CRAHs take their air back: from the room's ceiling zone (an open return to their
    // tops; default) or through a ceiling return plenum ("plenum": a suspended ceiling with return
    // grilles over the hot aisles, ducted to the CRAHs), which draws the exhaust where it leaves
    // the racks.
    bool plenumReturn = false;
    // Cells per floor tile side (1 = the tile, 2 = half a tile, ...). The tile by default, with
    // three layers in height: halving the cell moves the worst inlet of every sample by under
    // 1 K (stress-16k 0.65 K) and the CFD errors by under 0.1 K, and stress-16k's map solves in
    // about 70 ms (docs/thermal.md, grid convergence and speed).
    int gridRefine = 1;
    // Air temperature rise across IT equipment whose catalog entry gives no airflow
    // (airflow = P / (rho cp dT)). Assumptions; the DGX H100's published 1105 CFM at 10.2 kW
    // is a 16.2 K rise, which the GPU-server default rounds to.
    double gpuServerDeltaTK = 16.0;     // assumption (DGX H100 user guide airflow: 16.2 K)
    double switchDeltaTK = 12.0;        // assumption
    double otherDeltaTK = 12.0;         // assumption (rack-scale systems' residual air, others)
    // The room on the floor grid (docs/thermal.md): rack level (intakes, unit supply, in
    // `layers` layers) up to airLayerHeightM, the ceiling zone above it (exhaust, CRAH returns).
    double airLayerHeightM = 2.4;       // assumption: about a 48U rack's height
    double ceilingHeightM = 4.0;        // assumption: slab or suspended ceiling of a data hall
    // Layers in height at rack level (docs/thermal.md, "Height"): the rack's intake and exhaust,
    // the tiles at the bottom, recirculation over the top resolved by height.
    int layers = 3;
    double eddyDiffusivityM2s = 0.05;   // assumption: order of room-air turbulent diffusivity
    // An open aisle end exchanges air with the room as a large opening between a cold and a
    // warm column (docs/thermal.md, "Open aisle ends"): its discharge coefficient, 0.6 for a
    // large opening (Brown & Solvason 1962); 0 turns the exchange off.
    double openingDischargeCoefficient = 0.6;
    bool failureScan = true;            // each air cooling unit off in turn

    bool operator==(const ThermalSettings &) const = default;
};

} // namespace dcs
