#pragma once
#include "reportsection.h"

namespace dcs {

class NetworkSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Network fabric"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
};

} // namespace dcs
