#pragma once
#include "analysis/analysis.h"
#include <QWidget>
#include <string>
#include <vector>

class QLabel;
class QTableWidget;

namespace dcs {

class ThermalSectionView;

// The Thermal section of the Cooling & cost tab (issue 16, docs/thermal.md): worst inlet, RCI
// and RTI, the energy balance, the hottest racks and the failure scan (each air unit off in
// turn). A click on a row selects its rack, or the unit and its worst rack, on the floor plan.
class ThermalPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ThermalPanel(QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);

    QLabel *summary() const { return mSummary; }             // for tests
    QTableWidget *racksTable() const { return mRacks; }
    QTableWidget *failureTable() const { return mFailures; }
    ThermalSectionView *section() const { return mSection; }

    static constexpr int kHottestRacks = 8;

Q_SIGNALS:
    void objectsActivated(const std::vector<std::string> &ids);

private:
    QLabel *mSummary;
    QTableWidget *mRacks;
    ThermalSectionView *mSection;
    QLabel *mScanNote;
    QTableWidget *mFailures;
};

} // namespace dcs
