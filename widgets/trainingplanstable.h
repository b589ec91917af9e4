#pragma once
#include "training/trainingresult.h"
#include <QWidget>

class QLabel;
class QTableWidget;

namespace dcs {

// The ten best plans of the auto planner (issue 15) on the Training page: layout, days, MFU,
// memory per GPU, bubble and exposed communication, and why each loses to the first. A click on
// a column header sorts by it; the selected row's plan is spelled out under the table.
class TrainingPlansTable : public QWidget
{
    Q_OBJECT
public:
    explicit TrainingPlansTable(QWidget *parent = nullptr);

    void setResult(const TrainingResult &r);
    QTableWidget *table() const { return mTable; }
    QString detailText() const;
    // "TP 8 · CP 2 · PP 16 · v 4 · DP 64" (EP when > 1)
    static QString layout(const TrainingPlan &p);

    enum Column { Rank, Layout, Days, Mfu, Memory, Bubble, Exposed, Why, Options, ColumnCount };

private:
    void showDetail();

    QTableWidget *mTable;
    QLabel *mTitle;
    QLabel *mDetail;
    std::vector<TrainingPlan> mPlans;
};

} // namespace dcs
