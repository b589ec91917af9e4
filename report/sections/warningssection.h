#pragma once
#include "reportsection.h"

namespace dcs {

class WarningsSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Warnings"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
};

} // namespace dcs
