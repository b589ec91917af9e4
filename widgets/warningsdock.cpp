#include "warningsdock.h"
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace dcs {

namespace {
enum WarningColumn { SeverityColumn, MessageColumn, ObjectsColumn, CodeColumn };
constexpr int kIdsRole = Qt::UserRole + 1;

QColor severityColour(Warning::Severity s)
{
    switch (s) {
    case Warning::Severity::Error: return QColor(200, 30, 30);
    case Warning::Severity::Warning: return QColor(200, 120, 0);
    case Warning::Severity::Info: return QColor(60, 100, 170);
    }
    return {};
}
} // namespace

WarningsDock::WarningsDock(QWidget *parent)
    : QDockWidget(tr("Warnings"), parent), mSeverity(new QComboBox), mFilter(new QLineEdit), mList(new QTreeWidget)
{
    setObjectName(QStringLiteral("warnings"));
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *bar = new QHBoxLayout;
    mSeverity->addItem(tr("All"), -1);
    mSeverity->addItem(tr("Errors"), int(Warning::Severity::Error));
    mSeverity->addItem(tr("Errors and warnings"), int(Warning::Severity::Warning));
    mSeverity->setToolTip(tr("Show warnings of this severity or worse"));
    mFilter->setPlaceholderText(tr("Filter by text, code or object id"));
    mFilter->setClearButtonEnabled(true);
    bar->addWidget(mSeverity);
    bar->addWidget(mFilter, 1);
    layout->addLayout(bar);
    mList->setHeaderLabels({tr("Severity"), tr("Message"), tr("Objects"), tr("Code")});
    mList->setRootIsDecorated(false);
    mList->setAlternatingRowColors(true);
    mList->setWordWrap(true);
    mList->header()->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    mList->header()->setStretchLastSection(false);
    mList->setToolTip(tr("Double-click or press Enter to select the objects on the floor plan"));
    layout->addWidget(mList, 1);
    setWidget(body);
    connect(mSeverity, &QComboBox::currentIndexChanged, this, &WarningsDock::refill);
    connect(mFilter, &QLineEdit::textChanged, this, &WarningsDock::refill);
    connect(mList, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        std::vector<std::string> ids;
        for (const QString &id : item->data(ObjectsColumn, kIdsRole).toStringList())
            ids.push_back(id.toStdString());
        Q_EMIT objectsActivated(ids);
    });
    refill();
}

void WarningsDock::setAnalysis(const AnalysisPtr &analysis)
{
    mAnalysis = analysis;
    refill();
}

void WarningsDock::refill()
{
    mList->clear();
    const int minSeverity = mSeverity->currentData().toInt();
    const QString text = mFilter->text().trimmed();
    int errors = 0, warnings = 0;
    QList<QTreeWidgetItem *> items;
    if (mAnalysis) {
        for (const Warning &w : mAnalysis->warnings) {
            errors += w.severity == Warning::Severity::Error;
            warnings += w.severity == Warning::Severity::Warning;
            if (minSeverity >= 0 && int(w.severity) < minSeverity)
                continue;
            QStringList ids;
            for (const std::string &id : w.objectIds)
                ids << QString::fromStdString(id);
            const QString message = QString::fromStdString(w.message);
            const QString code = QString::fromStdString(w.key());
            if (!text.isEmpty() && !message.contains(text, Qt::CaseInsensitive) && !code.contains(text, Qt::CaseInsensitive)
                && !ids.join(' ').contains(text, Qt::CaseInsensitive))
                continue;
            auto *item = new QTreeWidgetItem({QString::fromLatin1(severityName(w.severity)), message, ids.join(QStringLiteral(", ")), code});
            item->setForeground(SeverityColumn, severityColour(w.severity));
            item->setData(ObjectsColumn, kIdsRole, ids);
            item->setToolTip(MessageColumn, w.fix.empty() ? message : tr("%1\n\nFix: %2").arg(message, QString::fromStdString(w.fix)));
            items << item;
        }
    }
    mList->addTopLevelItems(items);
    if (items.isEmpty()) {
        auto *none = new QTreeWidgetItem({QString(), mAnalysis ? tr("No warnings.") : tr("Not evaluated yet.")});
        none->setFlags(Qt::NoItemFlags);
        mList->addTopLevelItem(none);
    }
    setWindowTitle(errors + warnings ? tr("Warnings (%1 errors, %2 warnings)").arg(errors).arg(warnings) : tr("Warnings"));
}

int WarningsDock::visibleCount() const
{
    int n = 0;
    for (int i = 0; i < mList->topLevelItemCount(); ++i)
        n += (mList->topLevelItem(i)->flags() & Qt::ItemIsEnabled) ? 1 : 0;
    return n;
}

} // namespace dcs
