#pragma once
#include "reportsection.h"

namespace dcs {

class BomSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Bill of materials"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
};

} // namespace dcs
