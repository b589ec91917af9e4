#pragma once
#include "reportsection.h"

namespace dcs {

class AssumptionsSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Assumptions and formulas"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
};

} // namespace dcs
