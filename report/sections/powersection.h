#pragma once
#include "reportsection.h"

namespace dcs {

class PowerSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Power"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;

private:
    // The racks against the floor's uniform and point-load ratings (issue 33 item 3).
    static void writeFloorLoading(ReportWriter &writer, const ReportContext &context);
};

} // namespace dcs
