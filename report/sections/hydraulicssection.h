#pragma once
#include "reportsection.h"

namespace dcs {

struct HydraulicsResult;

// The liquid loops' hydraulics (issue 34 item 4, docs/cooling.md "Hydraulics"): the ASHRAE
// liquid class line, one row per CDU loop, each CDU lost in turn, the racks with the highest
// pressure drop and a sentence on what is short. An air design says it has no liquid loops.
class HydraulicsSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Liquid loop hydraulics"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;
    static QString classParagraph(const HydraulicsResult &result);
    static QString shortParagraph(const HydraulicsResult &result);

    static constexpr int kWorstRacks = 15;     // a large hall's racks would fill pages
    static constexpr int kFailureRows = 40;
};

} // namespace dcs
