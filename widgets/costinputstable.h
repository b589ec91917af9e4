#pragma once
#include "project/coolingsettings.h"
#include "project/site.h"
#include <QTableWidget>

namespace dcs {

// Every uncertain input of the cost verdict in one table (issue 14 section 5): its base value
// (the setting itself), low and high (the user's range, else the sourced default), unit and the
// source of the default range. Base, Low and High are edited in place; read() copies what the
// user changed into a site and cooling copy. A range equal to the default is not stored, so
// files keep following the sourced defaults.
class CostInputsTable : public QTableWidget
{
    Q_OBJECT
public:
    CostInputsTable(const Site &site, const CoolingSettings &cooling, QWidget *parent = nullptr);

    // Commits a cell still being edited (OK pressed while typing in a cell).
    void finishEditing();
    // false with the reason (naming the input) when a cell is not a number.
    bool read(Site &site, CoolingSettings &cooling, QString *why) const;

    enum Column { Input, Base, Low, High, Unit, Source, ColumnCount };

protected:
    void keyPressEvent(QKeyEvent *event) override;
};

} // namespace dcs
