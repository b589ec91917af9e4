#pragma once
#include "analysis/analysis.h"
#include <QWidget>
#include <string>
#include <vector>

class QLabel;
class QTableWidget;
class QToolButton;

namespace dcs {

// The liquid loops of the Cooling & cost tab (issue 34 item 4, docs/cooling.md "Hydraulics"):
// one line on the ASHRAE liquid class, the facility supply and the year's chiller-free hours,
// then one row per CDU loop that carries heat with its flow, the worst CDU lost, its head, its
// temperatures and what is short. A click on a row selects the loop's CDUs and racks. Its title
// is a button that folds the section to one line (which still says whether anything is short);
// the table shows up to kVisibleRows rows and scrolls past them, so a hall of many loops does
// not push the charts off the page.
class LiquidLoopsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LiquidLoopsPanel(QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);

    QLabel *summary() const { return mSummary; }  // for tests
    QTableWidget *table() const { return mTable; }
    QToolButton *toggle() const { return mToggle; }
    bool isFolded() const { return mFolded; }
    void setFolded(bool folded);

    static constexpr int kVisibleRows = 6;

    // Only its title line: squeezed (a short window, the charts' grid at their minimum) the
    // section clips its table rather than push the page taller than the window.
    QSize minimumSizeHint() const override;

    enum Column { Loop, Racks, Flow, WorstLoss, Head, CriticalRack, Secondary, Facility, Status, ColumnCount };

Q_SIGNALS:
    void objectsActivated(const std::vector<std::string> &ids);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateToggle();
    void fitHeight();

    QToolButton *mToggle;
    QWidget *mBody;
    QLabel *mSummary;
    QTableWidget *mTable;
    QString mHeadline;      // "1 loop, OK", "3 loops, 1 short", "none"
    bool mAnyShort = false;
    bool mFolded = false;
};

} // namespace dcs
