#pragma once
#include "analysis/analysis.h"
#include <QColor>
#include <QString>
#include <QStringList>
#include <string>
#include <unordered_map>
#include <vector>

namespace dcs {

class Catalog;
class FloorPlanScene;
struct Project;
struct Rack;
struct LiquidPlantSettings;

// Colouring of the racks on the floor plan by a metric of the latest analysis (issue 3 section
// 4, issue 4): the rack's kW, its share of the rack budget, the heat it puts into the air, or
// whether its cooling checks pass. Binned scales (not gradients) so a legend can name each
// colour and a printed report reads the same. Fills stay light enough for the black labels.
namespace FloorColouring {

// New modes go last: the panel remembers the user's choice by its index.
enum class Mode { Role, RackKw, BudgetShare, HeatToAir, CoolingCoverage, InletTemperature, RoomTemperature, FloorLoad, LiquidLoops };
constexpr int kModeCount = 9;

QString modeName(Mode mode);
QString modeTip(Mode mode);

struct LegendEntry {
    QColor colour;
    QString label;
    bool outline = false;  // drawn as a thick outline on white: a mark over any fill
};
struct Legend {
    QString title;
    std::vector<LegendEntry> entries;
};

// Rack id -> fill. Racks missing from the map keep their role colour.
std::unordered_map<std::string, QColor> rackColours(Mode mode, const Analysis &analysis, const Project &project,
                                                    const Catalog &catalog);
Legend legend(Mode mode, const Project &project);
// The temperature modes' legend needs the thermal result's ASHRAE class (docs/thermal.md); the
// liquid loops' lists the loops with their margins.
Legend legend(Mode mode, const Project &project, const Analysis &analysis);

// Heat a rack puts into the room air at nameplate in the design's cooling architecture: what is
// left after the catalog liquid fraction (or the cold-plate capture of air-native GPU servers in
// a liquid design), the rule of the cooling engine's capacity checks.
double rackHeatToAirW(const Rack &rack, const Catalog &catalog, bool liquidDesign, const LiquidPlantSettings &liquid);

// Rack id -> the power engine's errors that name the rack (a PDU line or bank breaker over its
// derated limit, the rack over its budget, devices without enough PSUs): drawn on the floor in
// every mode (RackItem::setPowerAlarm), whatever the fill shows.
std::unordered_map<std::string, QStringList> rackPowerAlarms(const Analysis &analysis);

// Rack id -> the tooltip's line for each rack on a CDU loop (its loop's CDUs, its flow and
// pressure drop, the loop's flow margin); racks with no cold-plate heat are missing.
std::unordered_map<std::string, QString> rackLoopLines(const Analysis &analysis);

// Sets every rack item's fill for `mode` (Role = the usual colours by what the rack holds) and
// its power alarm (the same in every mode).
void apply(FloorPlanScene *scene, Mode mode, const Analysis &analysis);

} // namespace FloorColouring
} // namespace dcs
