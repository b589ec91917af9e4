#pragma once
#include "analysis/analysis.h"
#include <QWidget>

class QAction;
class QLabel;
class QPushButton;
class QTableView;
class QVBoxLayout;

namespace dcs {

class ChartArea;
class ChartPanel;
class MitigationTableModel;
class ProjectDocument;

// The Power page's "Dynamics" tab (issue 35): the power swing of synchronous training. A line
// of figures against the utility's limits, the step over time at the utility and at the worst
// PDU phase, its spectrum with the band to avoid, a job stop, and the mitigations' table. A
// double-click on an option (or Use this mitigation, Ctrl+Alt+M) makes it the design's
// power_settings.dynamics.mitigation, one undoable step. When the dynamics are not computed the
// line says why and the charts and table stay empty. Hidden, it only keeps the latest snapshot.
class PowerDynamicsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PowerDynamicsPanel(ProjectDocument *document, QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);
    void refresh();  // builds from the latest snapshot now, visible or not

    // Makes the option of the table's current row the design's mitigation (an undoable edit).
    // False when the row is not an available option or it is already the choice.
    bool useCurrentMitigation();

    QLabel *summary() const { return mSummary; }
    ChartPanel *stepPanel() const { return mStep; }
    ChartPanel *spectrumPanel() const { return mSpectrum; }
    ChartPanel *jobStopPanel() const { return mJobStop; }
    ChartArea *charts() const { return mCharts; }
    QTableView *table() const { return mTable; }
    QWidget *mitigationsPage() const { return mMitigations; }  // a tab of charts()->tabs() when narrow
    MitigationTableModel *model() const { return mModel; }
    QPushButton *useButton() const { return mUse; }
    QAction *useAction() const { return mUseAction; }

    // Below this width or height the charts and the options go under tabs.
    static constexpr int kWideWidth = 1100;
    static constexpr int kTallHeight = 700;
    static constexpr int kRowHeight = 22;    // as the Power page's tables

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateSummary();
    void updateUseEnabled();
    void setNarrow(bool narrow);
    void fitTable();
    void fitTableHeight();

    ProjectDocument *mDocument;
    AnalysisPtr mAnalysis;
    bool mStale = false;
    bool mNarrow = false;
    QVBoxLayout *mLayout;
    QLabel *mSummary;
    ChartPanel *mStep;
    ChartPanel *mSpectrum;
    ChartPanel *mJobStop;
    ChartArea *mCharts;
    QWidget *mMitigations;  // the table and its button
    QTableView *mTable;
    MitigationTableModel *mModel;
    QPushButton *mUse;
    QLabel *mHint;
    QAction *mUseAction;
};

} // namespace dcs
