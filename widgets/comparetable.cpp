#include "comparetable.h"
#include "analysis/headlinefigures.h"
#include "readonlytable.h"
#include <QCoreApplication>
#include <QHeaderView>
#include <QLocale>
#include <QTableWidget>
#include <cmath>

namespace dcs::CompareTable {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("dcs::CompareTable", text);
}

QString verdictText(Comparison::Verdict v)
{
    switch (v) {
    case Comparison::Verdict::Better: return tr("better");
    case Comparison::Verdict::Worse: return tr("worse");
    case Comparison::Verdict::Changed: return tr("changed (neither way is better)");
    case Comparison::Verdict::Missing: return tr("missing in one of the two");
    case Comparison::Verdict::Same: break;
    }
    return tr("same");
}

} // namespace

QColor colour(Comparison::Verdict verdict)
{
    switch (verdict) {
    case Comparison::Verdict::Better: return QColor(0xcf, 0xee, 0xd6);
    case Comparison::Verdict::Worse: return QColor(0xf8, 0xd0, 0xcc);
    case Comparison::Verdict::Changed: return QColor(0xfb, 0xea, 0xc2);
    case Comparison::Verdict::Missing: return QColor(0xe3, 0xe5, 0xe8);
    case Comparison::Verdict::Same: break;
    }
    return {};
}

QString number(double value, int decimals, bool sign)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    // English grouping whatever the system locale: the figures read as in the CLI and the report.
    const QLocale english(QLocale::English);
    QString text = english.toString(value, 'f', decimals);
    const bool roundsToZero = english.toDouble(text) == 0.0;
    // A value: -0.000 after rounding is 0. A difference keeps its sign even then: "-0.0" says
    // which way a difference too small for the figure's decimals goes.
    if (!sign && roundsToZero && text.startsWith(QLatin1Char('-')))
        text.remove(0, 1);
    if (sign && value > 0)
        text.prepend(QLatin1Char('+'));
    return text;
}

QString difference(double value, int decimals)
{
    // Six variants side by side must fit 1280 px: large differences in k and M (exact in the tooltip).
    const double magnitude = std::abs(value);
    if (std::isfinite(value) && magnitude >= 1e6)
        return number(value / 1e6, 2, true) + QStringLiteral(" M");
    if (std::isfinite(value) && magnitude >= 1e5)
        return number(value / 1e3, 0, true) + QStringLiteral(" k");
    return number(value, decimals, true);
}

QTableWidget *create(QWidget *parent)
{
    QTableWidget *t = ReadOnlyTable::create({tr("Figure"), tr("Unit")}, parent);
    t->setObjectName(QStringLiteral("compareTable"));
    t->setAlternatingRowColors(false);  // the verdict colours are the only shading
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(false);
    return t;
}

void fill(QTableWidget *t, const Comparison &c)
{
    const std::vector<HeadlineFigures::Figure> &figures = HeadlineFigures::all();
    QStringList headers{tr("Figure"), tr("Unit")};
    for (size_t d = 0; d < c.designs.size(); ++d)
        headers << (d == 0 ? tr("%1 (reference)").arg(QString::fromStdString(c.designs[d].label))
                           : QString::fromStdString(c.designs[d].label));
    t->clear();
    t->setColumnCount(int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->setRowCount(int(c.rows.size()));
    for (size_t r = 0; r < c.rows.size(); ++r) {
        const Comparison::Row &row = c.rows[r];
        const HeadlineFigures::Figure &f = figures[size_t(row.figure)];
        auto *label = ReadOnlyTable::cell(tr(f.label), Qt::AlignLeft | Qt::AlignVCenter);
        label->setToolTip(tr("%1, from evaluate --json %2; %3 is better")
                              .arg(tr(f.label), QString::fromLatin1(f.source), QString::fromLatin1(HeadlineFigures::betterName(f.better))));
        t->setItem(int(r), 0, label);
        // Money figures in each design's own currency: the reference's names the column.
        const QString unit = QString::fromLatin1(f.unit) == QLatin1String("currency") && !c.designs.empty()
                                 ? QString::fromStdString(c.designs.front().currency)
                                 : QString::fromLatin1(f.unit);
        t->setItem(int(r), 1, ReadOnlyTable::cell(unit, Qt::AlignLeft | Qt::AlignVCenter));
        for (size_t d = 0; d < row.values.size(); ++d) {
            const Comparison::Verdict v = row.verdicts[d];
            QString text = number(row.values[d], f.decimals);
            if (d > 0 && v != Comparison::Verdict::Same && std::isfinite(row.differences[d]))
                text += QStringLiteral("  (%1)").arg(difference(row.differences[d], f.decimals));
            auto *cell = ReadOnlyTable::cell(text);
            cell->setData(Qt::UserRole, QString::fromLatin1(Comparison::verdictName(v)));
            if (const QColor bg = colour(v); bg.isValid())
                cell->setBackground(bg);
            if (d > 0)
                cell->setToolTip(tr("%1 against %2: %3, %4").arg(QString::fromStdString(c.designs[d].label),
                                                                 QString::fromStdString(c.designs[0].label),
                                                                 number(row.differences[d], f.decimals, true), verdictText(v)));
            t->setItem(int(r), int(2 + d), cell);
        }
    }
}

} // namespace dcs::CompareTable
