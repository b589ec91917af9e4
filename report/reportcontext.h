#pragma once
#include "analysis/analysis.h"
#include "reportoptions.h"

namespace dcs {

class Catalog;
class ProjectDocument;
struct Project;

// What every section reads: the design, its catalog, one analysis of it and the export options.
// `document` holds the same project for the scenes (floor plan, rack elevations) that draw it.
struct ReportContext {
    const Project &project;
    const Catalog &catalog;
    const Analysis &analysis;
    const ReportOptions &options;
    ProjectDocument *document;
};

} // namespace dcs
