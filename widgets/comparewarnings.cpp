#include "comparewarnings.h"
#include "analysis/comparison.h"
#include <QCoreApplication>
#include <QHeaderView>
#include <QTreeWidget>

namespace dcs::CompareWarnings {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("dcs::CompareWarnings", text);
}

QString objectsText(const std::vector<std::string> &ids)
{
    QStringList names;
    for (size_t i = 0; i < ids.size() && i < 6; ++i)
        names << QString::fromStdString(ids[i]);
    if (ids.size() > 6)
        names << tr("and %1 more").arg(ids.size() - 6);
    return names.join(QStringLiteral(", "));
}

void addWarnings(QTreeWidgetItem *parent, const std::vector<Warning> &warnings, const QString &sign, const QColor &colour)
{
    for (const Warning &w : warnings) {
        auto *item = new QTreeWidgetItem(parent, {sign + QLatin1Char(' ') + QString::fromLatin1(severityName(w.severity)),
                                                  QString::fromStdString(w.key()), QString::fromStdString(w.message),
                                                  objectsText(w.objectIds)});
        item->setForeground(0, colour);
        item->setToolTip(2, QString::fromStdString(w.message));
    }
}

} // namespace

QTreeWidget *create(QWidget *parent)
{
    auto *tree = new QTreeWidget(parent);
    tree->setObjectName(QStringLiteral("compareWarnings"));
    tree->setHeaderLabels({tr("Change"), tr("Code"), tr("Message"), tr("Objects")});
    tree->setRootIsDecorated(true);
    tree->setUniformRowHeights(true);
    tree->setWordWrap(false);
    tree->header()->setStretchLastSection(false);
    tree->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    return tree;
}

void fill(QTreeWidget *tree, const Comparison &c)
{
    tree->clear();
    for (size_t d = 1; d < c.warnings.size(); ++d) {
        const Comparison::WarningDelta &delta = c.warnings[d];
        auto *top = new QTreeWidgetItem(tree, {tr("%1 against %2: %3 added, %4 removed")
                                                   .arg(QString::fromStdString(c.designs[d].label),
                                                        QString::fromStdString(c.designs[0].label))
                                                   .arg(delta.added.size())
                                                   .arg(delta.removed.size())});
        top->setFirstColumnSpanned(true);
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        addWarnings(top, delta.added, QStringLiteral("+"), QColor(0xb0, 0x2a, 0x1e));
        addWarnings(top, delta.removed, QStringLiteral("−"), QColor(0x1d, 0x7a, 0x3a));
        top->setExpanded(true);
    }
    if (c.warnings.size() < 2)
        new QTreeWidgetItem(tree, {tr("Choose a second variant to see the warnings it adds or removes.")});
    // The spanned design rows would widen the first column to their whole sentence.
    tree->setColumnWidth(0, 110);
    tree->resizeColumnToContents(1);
    tree->setColumnWidth(3, 260);  // the message takes the rest (its whole text is its tooltip)
}

} // namespace dcs::CompareWarnings
