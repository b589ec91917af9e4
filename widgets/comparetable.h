#pragma once
#include "analysis/comparison.h"
#include <QColor>
#include <QString>

class QTableWidget;
class QWidget;

namespace dcs {

// The Compare window's figure table (issue 18): a row per headline figure (HeadlineFigures,
// in its order), a column per design with its value and, against the first design, the
// difference, the cell coloured by the verdict the Comparison gives (better green, worse red,
// changed with no better direction amber, missing grey). The verdict's name is also the
// cell's Qt::UserRole data ("same", "better", ...) so tests and tooltips need no colour.
namespace CompareTable {

QTableWidget *create(QWidget *parent = nullptr);
void fill(QTableWidget *table, const Comparison &comparison);

// The cell background of a verdict; invalid for Same (the table's own colour).
QColor colour(Comparison::Verdict verdict);
// 1234567.8 with 0 decimals -> "1,234,568"; NaN -> "—". `sign`: a difference, "+" or "-" always.
QString number(double value, int decimals, bool sign = false);
// A difference as the table shows it: signed, from 100,000 on in k ("+471 k"), from a million
// on in M ("+3.17 M"), so six variants fit a 1280 px window; the exact figure is the tooltip's.
QString difference(double value, int decimals);

} // namespace CompareTable
} // namespace dcs
