#pragma once
#include "reportsection.h"

namespace dcs {

// The thermal map (issue 16, docs/thermal.md): the floor plan with the rack-level air and the
// racks by inlet temperature, the indices, the hottest racks and the failure scan.
class ThermalSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Thermal map"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
};

} // namespace dcs
