#pragma once
#include "reportsection.h"

namespace dcs {

class PowerSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Power"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
};

} // namespace dcs
