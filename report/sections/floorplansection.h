#pragma once
#include "reportsection.h"

namespace dcs {

class FloorPlanSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Floor plan"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
};

} // namespace dcs
