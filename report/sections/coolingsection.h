#pragma once
#include "reportsection.h"

namespace dcs {

class CoolingSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Cooling, PUE and cost"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
};

} // namespace dcs
