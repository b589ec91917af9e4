#pragma once
#include "climate/climateprofile.h"
#include <QTableWidget>

namespace dcs {

// The twelve monthly climate normals of a profile (mean dry-bulb, mean daily range, mean RH):
// read-only for a built-in profile, editable for the custom one. read() refuses cells that are
// not numbers or lie outside the ranges the file format accepts, naming the month.
class ClimateTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit ClimateTable(QWidget *parent = nullptr);

    void showProfile(const ClimateProfile &profile);
    void setEditable(bool editable);
    // Copies the monthly values into `out`; false and a sentence in `why` for a bad cell.
    bool read(ClimateProfile &out, QString *why) const;
};

} // namespace dcs
