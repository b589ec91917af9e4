#pragma once
#include "analysis/variantevaluation.h"
#include "reportsection.h"
#include <vector>

namespace dcs {

// "Variants compared" (issue 18): when the design keeps variants (File > Save as Variant), the
// first six side by side as the Compare window shows them: the headline figures with each
// variant's difference to the first, better or worse; monthly PUE, cumulative cost and the
// Pareto front overlaid; the floor plans; the warnings each variant adds or removes. A design
// without variants has no such chapter (no heading, no contents line).
class VariantsSection : public ReportSection
{
public:
    static constexpr int kMaxShown = 6;

    QString title() const override { return QStringLiteral("Variants compared"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;

private:
    // write() runs once per pass: the variants are evaluated on the first and kept.
    const std::vector<VariantEvaluation::Design> &designs(const ReportContext &context) const;
    mutable std::vector<VariantEvaluation::Design> mDesigns;
    mutable bool mEvaluated = false;
};

} // namespace dcs
