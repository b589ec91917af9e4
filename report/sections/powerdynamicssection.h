#pragma once
#include "reportsection.h"
#include "reporttable.h"

namespace dcs {

struct PowerDynamicsResult;
struct PowerDynamicsSettings;
class Catalog;

// The power of synchronous training (issue 35, docs/power.md "Power dynamics"): what the
// figures are, the step's figures against the utility's limits, three steps at the utility
// (and with the chosen mitigation), the step's spectrum with the band to avoid, every
// mitigation sized and priced (an option that cannot be built shows why, never a price), the
// chosen one and the cost verdict, and the limits with their sources from the inputs registry.
// When the dynamics are not computed the chapter is one sentence with the engine's reason.
class PowerDynamicsSection : public ReportSection
{
public:
    QString title() const override { return QStringLiteral("Power dynamics"); }
    void write(ReportWriter &writer, const ReportContext &context) const override;

    static QString notComputedSentence(const PowerDynamicsResult &result);
    static QString introParagraph(const PowerDynamicsResult &result, const PowerDynamicsSettings &settings, const Catalog &catalog);
    static ReportTable figuresTable(const PowerDynamicsResult &result);
    static ReportTable mitigationTable(const PowerDynamicsResult &result, const QString &currency);
    static QString storageSizedParagraph(const PowerDynamicsResult &result);
    static QString chosenParagraph(const PowerDynamicsResult &result, const QString &currency);
    static ReportTable limitsTable(const PowerDynamicsSettings &settings);
};

} // namespace dcs
