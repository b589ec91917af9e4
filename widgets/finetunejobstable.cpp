#include "finetunejobstable.h"
#include "counttext.h"
#include "document/projectdocument.h"
#include "io/workloadio.h"
#include "project/finetunemig.h"
#include "spec/modelpresets.h"
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

// A drop-down editor for the columns that take one of a list (model, mode, placement).
class ChoiceDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStringList items;
        switch (index.column()) {
        case FinetuneJobsTable::Model:
            for (const ModelPresets::Preset &p : ModelPresets::all())
                items << QString::fromStdString(p.id);
            break;
        case FinetuneJobsTable::Mode: items = {QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora")}; break;
        case FinetuneJobsTable::Placement:
            items = {QStringLiteral("auto"), QStringLiteral("whole")};
            for (const std::string &n : MigProfiles::allNames())
                items << QString::fromStdString(n);
            break;
        default: return QStyledItemDelegate::createEditor(parent, option, index);
        }
        auto *combo = new QComboBox(parent);
        combo->setObjectName(QStringLiteral("finetuneChoice"));
        combo->addItems(items);
        return combo;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        if (auto *combo = qobject_cast<QComboBox *>(editor))
            combo->setCurrentText(index.data().toString());
        else
            QStyledItemDelegate::setEditorData(editor, index);
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        if (auto *combo = qobject_cast<QComboBox *>(editor))
            model->setData(index, combo->currentText());
        else
            QStyledItemDelegate::setModelData(editor, model, index);
    }
};

const char *const kKeys[] = {"name", "model", "mode", "tokens", "deadline_h", "placement"};

QTableWidgetItem *resultItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

// "2000", "2,000" or "2e3" in the user's locale or in C.
bool parseNumber(const QString &text, double &out)
{
    bool ok = false;
    out = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok)
        out = QLocale::c().toDouble(text.trimmed(), &ok);
    return ok;
}

} // namespace

FinetuneJobsTable::FinetuneJobsTable(ProjectDocument *document, QWidget *parent) : QWidget(parent), mDocument(document)
{
    setObjectName(QStringLiteral("finetuneJobsTable"));
    auto *box = new QVBoxLayout(this);
    box->setContentsMargins(0, 0, 0, 0);
    box->setSpacing(4);
    mTable = new QTableWidget(0, ColumnCount, this);
    mTable->setObjectName(QStringLiteral("finetuneJobs"));
    mTable->setHorizontalHeaderLabels({tr("Job"), tr("Model"), tr("Mode"), tr("Tokens"), tr("Due (h)"),
                                       tr("Slice"), tr("Place"), tr("Finish (h)"), tr("GB")});
    mTable->horizontalHeaderItem(Deadline)->setToolTip(tr("Hours after the lab starts; 0 = none."));
    mTable->horizontalHeaderItem(Placement)->setToolTip(
        tr("Placement: auto (the packer chooses a MIG slice or whole GPUs), whole (whole GPUs only), or a MIG profile."));
    mTable->horizontalHeaderItem(Tokens)->setToolTip(tr("Tokens to fine-tune on: a count with K, M, B or T (thousand, "
                                                        "million, billion, trillion) or a plain number, e.g. 100M."));
    mTable->horizontalHeaderItem(Finish)->setToolTip(tr("Hours after the lab starts (all jobs start together)."));
    mTable->horizontalHeaderItem(Memory)->setToolTip(tr("Memory per GPU or slice: weights, adapters or gradients and Adam, activations, buffers."));
    mTable->verticalHeader()->hide();
    mTable->setItemDelegate(new ChoiceDelegate(mTable));
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->horizontalHeader()->setStretchLastSection(true);
    mTable->verticalHeader()->setDefaultSectionSize(22);
    box->addWidget(mTable, 1);
    auto *buttons = new QHBoxLayout;
    mAdd = new QPushButton(tr("Add job"), this);
    mAdd->setObjectName(QStringLiteral("finetuneAdd"));
    mRemove = new QPushButton(tr("Remove job"), this);
    mRemove->setObjectName(QStringLiteral("finetuneRemove"));
    mError = new QLabel(this);
    mError->setObjectName(QStringLiteral("finetuneError"));
    mError->setWordWrap(true);
    mError->setStyleSheet(QStringLiteral("color: #c81e1e;"));
    mError->hide();
    buttons->addWidget(mAdd);
    buttons->addWidget(mRemove);
    buttons->addWidget(mError, 1);
    box->addLayout(buttons);
    connect(mAdd, &QPushButton::clicked, this, &FinetuneJobsTable::addJob);
    connect(mRemove, &QPushButton::clicked, this, &FinetuneJobsTable::removeJob);
    connect(mTable, &QTableWidget::itemChanged, this, &FinetuneJobsTable::edited);
    connect(mDocument, &ProjectDocument::changed, this, [this] { refresh(); });
    refresh();
}

QString FinetuneJobsTable::errorText() const
{
    return mError->isVisible() ? mError->text() : QString();
}

void FinetuneJobsTable::setResult(const FinetuneResult &result)
{
    mResult = result;
    refresh();
}

void FinetuneJobsTable::refresh()
{
    mRefreshing = true;
    const std::vector<FinetuneJob> &jobs = mDocument->project().workload.finetune.jobs;
    const QLocale loc;
    mTable->setRowCount(int(jobs.size()));
    for (int row = 0; row < int(jobs.size()); ++row) {
        const FinetuneJob &j = jobs[size_t(row)];
        const QString cells[] = {QString::fromStdString(j.name), QString::fromStdString(j.model),
                                 QString::fromLatin1(finetuneModeName(j.mode)), CountText::compact(j.tokens, loc),
                                 loc.toString(j.deadlineH, 'g', 6), QString::fromStdString(j.placement)};
        for (int c = Name; c <= Placement; ++c)
            mTable->setItem(row, c, new QTableWidgetItem(cells[c]));
        // Results only when the analysis is of these jobs (it follows the edit within a frame).
        const bool current = mResult.jobs.size() == jobs.size() && mResult.jobs[size_t(row)].name == j.name;
        const FinetuneJobResult *r = current ? &mResult.jobs[size_t(row)] : nullptr;
        mTable->setItem(row, Place, resultItem(r ? QString::fromStdString(r->placementText()) : QString()));
        mTable->setItem(row, Memory, resultItem(r ? loc.toString(r->memory.totalB / 1e9, 'f', 1) : QString()));
        QTableWidgetItem *finish = resultItem(r && r->placed ? loc.toString(r->finishH, 'f', 1) : QString());
        if (r && (!r->placed || r->late)) {
            finish->setForeground(QColor(0xc8, 0x1e, 0x1e));
            mTable->item(row, Place)->setForeground(QColor(0xc8, 0x1e, 0x1e));
            const QString why = QString::fromStdString(r->reason + (r->suggestions.empty() ? "" : "; smallest change: " + r->suggestions.front()));
            finish->setToolTip(why);
            mTable->item(row, Place)->setToolTip(why);
        }
        mTable->setItem(row, Finish, finish);
    }
    mRemove->setEnabled(!jobs.empty());
    mRefreshing = false;
}

bool FinetuneJobsTable::commitLab(const json &lab, const QString &text)
{
    // One undo step, named by the facade ("Set finetune of workload"); `text` names the refusal.
    QString why;
    const bool ok = mDocument->setProperty("workload", "finetune", lab, &why);
    if (!ok)
        why = text + QStringLiteral(": ") + why;
    mError->setText(ok ? QString() : why);
    mError->setVisible(!ok);
    refresh();  // a refusal shows the design as it is again
    return ok;
}

void FinetuneJobsTable::edited(QTableWidgetItem *item)
{
    if (mRefreshing || item->column() > Placement)
        return;
    const std::vector<FinetuneJob> &jobs = mDocument->project().workload.finetune.jobs;
    const size_t row = size_t(item->row());
    if (row >= jobs.size())
        return;
    json lab = workloadToJson(mDocument->project().workload)["finetune"];
    json value = item->text().trimmed().toStdString();
    if (item->column() == Tokens || item->column() == Deadline) {
        double v = 0;
        // Tokens take K/M/B/T ("100M"); any other number, negative too, goes to the model,
        // whose refusal names the field.
        const std::optional<double> count = item->column() == Tokens ? CountText::parse(item->text()) : std::nullopt;
        if (count)
            v = *count;
        else if (!parseNumber(item->text(), v)) {
            mError->setText(tr("%1 of job '%2': '%3' is not a number.")
                                .arg(mTable->horizontalHeaderItem(item->column())->text(),
                                     QString::fromStdString(jobs[row].name), item->text()));
            mError->show();
            refresh();
            return;
        }
        value = v;
    }
    lab["jobs"][row][kKeys[item->column()]] = value;
    commitLab(lab, tr("Set %1 of fine-tuning job %2").arg(QLatin1String(kKeys[item->column()]), QString::fromStdString(jobs[row].name)));
}

void FinetuneJobsTable::addJob()
{
    const Workload &w = mDocument->project().workload;
    json lab = workloadToJson(w).value("finetune", json::object());
    if (!lab.contains("jobs"))
        lab["jobs"] = json::array();
    const std::string name = "job " + std::to_string(w.finetune.jobs.size() + 1);
    lab["jobs"].push_back({{"name", name}, {"model", "llama-3-8b"}, {"mode", "qlora"}, {"tokens", 1e8}});
    if (commitLab(lab, tr("Add fine-tuning job %1").arg(QString::fromStdString(name))))
        mTable->selectRow(mTable->rowCount() - 1);
}

void FinetuneJobsTable::removeJob()
{
    const int row = mTable->currentRow();
    const std::vector<FinetuneJob> &jobs = mDocument->project().workload.finetune.jobs;
    if (row < 0 || row >= int(jobs.size()))
        return;
    const QString name = QString::fromStdString(jobs[size_t(row)].name);
    json lab = workloadToJson(mDocument->project().workload)["finetune"];
    lab["jobs"].erase(size_t(row));
    commitLab(lab, tr("Remove fine-tuning job %1").arg(name));
}

} // namespace dcs
