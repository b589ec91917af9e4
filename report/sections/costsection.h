#pragma once
#include "reportsection.h"

namespace dcs {

// The cost verdict (issue 14): the sentence, the floor of each architecture, both bills line by
// line, opex, the tornado with its table, the discounted cost and the Monte Carlo histogram.
class CostSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Cost verdict"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
};

} // namespace dcs
