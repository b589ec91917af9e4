#include "costinputstable.h"
#include "spec/costinputs.h"
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>

namespace dcs {

namespace {

QString shown(double v) { return QLocale().toString(v, 'g', 8); }

bool parse(const QTableWidgetItem *item, double &out)
{
    bool ok = false;
    const QString text = item ? item->text().trimmed() : QString();
    out = QLocale().toDouble(text, &ok);
    if (!ok)
        out = text.toDouble(&ok);  // a C-locale number pasted from a file
    return ok;
}

} // namespace

CostInputsTable::CostInputsTable(const Site &site, const CoolingSettings &cooling, QWidget *parent)
    : QTableWidget(kCostInputCount, ColumnCount, parent)
{
    setObjectName(QStringLiteral("costInputs"));
    setHorizontalHeaderLabels({tr("Input"), tr("Base"), tr("Low"), tr("High"), tr("Unit"), tr("Source of the default range")});
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(22);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setTextElideMode(Qt::ElideRight);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(Source, QHeaderView::Stretch);
    Site s = site;
    CoolingSettings c = cooling;
    for (const CostInputInfo &info : CostInputs::all()) {
        const int row = int(info.input);
        auto *name = new QTableWidgetItem(QString::fromUtf8(info.label));
        name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        name->setData(Qt::UserRole, QString::fromUtf8(info.key));
        name->setToolTip(QString::fromUtf8(info.key));
        setItem(row, Input, name);
        const auto user = cooling.cost.ranges.find(info.key);
        const CostDefaultRange sourced = CostInputs::defaultRange(site, cooling, info.input);
        const double low = user != cooling.cost.ranges.end() ? user->second.low : sourced.low;
        const double high = user != cooling.cost.ranges.end() ? user->second.high : sourced.high;
        auto *base = new QTableWidgetItem(shown(CostInputs::baseOf(s, c, info.input)));
        base->setData(Qt::UserRole, base->text());  // as first shown: read() writes only an edited base
        setItem(row, Base, base);
        setItem(row, Low, new QTableWidgetItem(shown(low)));
        setItem(row, High, new QTableWidgetItem(shown(high)));
        // The sourced default as shown: read() leaves a range equal to it to the default, which
        // follows the site's currency (CostInputs::defaultRange), rather than freezing it.
        item(row, Low)->setData(Qt::UserRole, shown(sourced.low));
        item(row, High)->setData(Qt::UserRole, shown(sourced.high));
        for (int col : {Base, Low, High})
            item(row, col)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        auto *unit = new QTableWidgetItem(QString::fromUtf8(info.unit));
        unit->setFlags(Qt::ItemIsEnabled);
        setItem(row, Unit, unit);
        const QString source = QString::fromStdString(sourced.source);
        auto *src = new QTableWidgetItem(source);
        src->setFlags(Qt::ItemIsEnabled);
        src->setToolTip(source);
        if (source.startsWith(QLatin1String("assumption")))
            src->setForeground(QColor(0x8a, 0x4b, 0x08));  // brown, as every assumption in the dialog
        setItem(row, Source, src);
    }
    setToolTip(tr("Base is the value the verdict uses; Low and High bound the tornado and the Monte Carlo run "
                  "(triangular distribution). Edit a cell to change it."));
}

void CostInputsTable::finishEditing()
{
    if (state() != EditingState)
        return;
    for (QLineEdit *editor : viewport()->findChildren<QLineEdit *>(Qt::FindDirectChildrenOnly))
        if (editor->isVisible()) {
            commitData(editor);
            closeEditor(editor, QAbstractItemDelegate::NoHint);
        }
}

void CostInputsTable::keyPressEvent(QKeyEvent *event)
{
    // Enter in a cell commits the cell, as in a spreadsheet; it must not also press the dialog's
    // default button (the item view commits the editor only on its next event-loop pass).
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && state() == EditingState) {
        event->accept();
        return;
    }
    QTableWidget::keyPressEvent(event);
}

bool CostInputsTable::read(Site &site, CoolingSettings &cooling, QString *why) const
{
    for (const CostInputInfo &info : CostInputs::all()) {
        const int row = int(info.input);
        double base = 0, low = 0, high = 0;
        if (!parse(item(row, Base), base) || !parse(item(row, Low), low) || !parse(item(row, High), high)) {
            *why = tr("Cost inputs, %1: base, low and high must be numbers.").arg(QString::fromUtf8(info.label));
            return false;
        }
        // Only an edited base is written: a value shown rounded and left alone stays exact, and
        // a field edited on another page of the dialog is not overwritten by this copy of it.
        if (item(row, Base)->text().trimmed() != item(row, Base)->data(Qt::UserRole).toString())
            *CostInputs::baseField(site, cooling, info.input) = base;
        const bool sourcedDefault = item(row, Low)->text().trimmed() == item(row, Low)->data(Qt::UserRole).toString()
                                    && item(row, High)->text().trimmed() == item(row, High)->data(Qt::UserRole).toString();
        if (sourcedDefault)
            cooling.cost.ranges.erase(info.key);
        else
            cooling.cost.ranges[info.key] = {low, high};
    }
    return true;
}

} // namespace dcs
