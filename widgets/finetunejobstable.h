#pragma once
#include "training/finetuneresult.h"
#include <QWidget>
#include <nlohmann/json_fwd.hpp>

class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace dcs {

class ProjectDocument;

// The fine-tuning lab's jobs (issue 15 item 6), edited in place: name, model, mode, tokens,
// deadline and placement (model, mode and placement from drop-down lists), with the place each
// got, its memory and finish time from the analysis beside them. Every edit, added or removed job
// is one ProjectDocument::setProperty("workload", "finetune", ...): one undo step, judged as the
// file would be (a negative token count, a MIG profile no placed GPU offers, a job larger than
// any server are refused with the message naming the field, and the table shows the design again).
class FinetuneJobsTable : public QWidget
{
    Q_OBJECT
public:
    enum Column { Name, Model, Mode, Tokens, Deadline, Placement, Place, Finish, Memory, ColumnCount };

    explicit FinetuneJobsTable(ProjectDocument *document, QWidget *parent = nullptr);

    void setResult(const FinetuneResult &result);
    QTableWidget *table() const { return mTable; }
    QString errorText() const;

private:
    void refresh();
    void edited(QTableWidgetItem *item);
    bool commitLab(const nlohmann::json &lab, const QString &text);
    void addJob();
    void removeJob();

    ProjectDocument *mDocument;
    QTableWidget *mTable;
    QPushButton *mAdd;
    QPushButton *mRemove;
    QLabel *mError;
    FinetuneResult mResult;
    bool mRefreshing = false;
};

} // namespace dcs
