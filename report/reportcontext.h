#pragma once
#include "analysis/analysis.h"
#include "reportoptions.h"

namespace dcs {

class Catalog;
struct Project;

// What every section reads: the design, its catalog, one analysis of it and the export options,
// all read-only. Drawings (floor plan, rack elevations) are painted from these by the views'
// painters (FloorPlanPainter, RackElevationPainter): the report builds no document and no scene.
struct ReportContext {
    const Project &project;
    const Catalog &catalog;
    const Analysis &analysis;
    const ReportOptions &options;
};

} // namespace dcs
