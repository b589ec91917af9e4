#pragma once
#include <QString>
#include <QStringList>
#include <Qt>

class QTableWidget;
class QTableWidgetItem;
class QWidget;

namespace dcs {

// The read-only result tables of the engine pages (Cooling & cost, Cost verdict, Thermal): one
// look and one behaviour (rows selected whole, no editing, no wrapping, 22 px rows).
namespace ReadOnlyTable {
QTableWidget *create(const QStringList &headers, QWidget *parent = nullptr);
QTableWidgetItem *cell(const QString &text, Qt::Alignment align = Qt::AlignRight | Qt::AlignVCenter);
}

} // namespace dcs
