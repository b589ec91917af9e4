#pragma once
#include "reportsection.h"

namespace dcs {

class TrainingSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Training estimate"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
};

} // namespace dcs
