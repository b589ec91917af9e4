#pragma once
#include "reportsection.h"

namespace dcs {

class SummarySection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Executive summary"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
};

} // namespace dcs
