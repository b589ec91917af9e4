#pragma once
#include "reportsection.h"

namespace dcs {

class RackSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Rack elevations"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
};

} // namespace dcs
