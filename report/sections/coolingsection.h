#pragma once
#include "reportsection.h"

namespace dcs {

struct CoolingResult;

class CoolingSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Cooling, PUE and cost"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
    static QString weatherParagraph(const CoolingResult &result);
};

} // namespace dcs
