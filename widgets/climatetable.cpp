#include "climatetable.h"
#include "displayformat.h"
#include <QHeaderView>
#include <QLocale>

namespace dcs {

namespace {
struct Column {
    const char *title;
    const char *tip;
    double min;
    double max;
};
// Ranges as in ClimateProfiles::read (the file format): monthly means on record lie well
// inside -60..50 C.
const Column kColumns[3] = {
    {QT_TRANSLATE_NOOP("dcs::ClimateTable", "Mean °C"),
     QT_TRANSLATE_NOOP("dcs::ClimateTable", "Monthly mean dry-bulb temperature (climate normals), -60 to 50 °C."), -60, 50},
    {QT_TRANSLATE_NOOP("dcs::ClimateTable", "Daily range K"),
     QT_TRANSLATE_NOOP("dcs::ClimateTable", "Mean daily maximum minus mean daily minimum, 0 to 40 K: the hourly "
                                            "series swings half of it above and below the mean."), 0, 40},
    {QT_TRANSLATE_NOOP("dcs::ClimateTable", "RH %"),
     QT_TRANSLATE_NOOP("dcs::ClimateTable", "Monthly mean relative humidity, 1 to 100 %: gives the wet-bulb "
                                            "temperature (Stull 2011) that a cooling tower sees."), 1, 100},
};
} // namespace

ClimateTable::ClimateTable(QWidget *parent) : QTableWidget(12, 3, parent)
{
    setObjectName(QStringLiteral("climate_table"));
    for (int c = 0; c < 3; ++c) {
        auto *header = new QTableWidgetItem(tr(kColumns[c].title));
        header->setToolTip(tr(kColumns[c].tip));
        setHorizontalHeaderItem(c, header);
    }
    QStringList months;
    for (int m = 1; m <= 12; ++m)
        months << QLocale().monthName(m, QLocale::ShortFormat);
    setVerticalHeaderLabels(months);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setDefaultSectionSize(22);
    setMinimumHeight(22 * 12 + horizontalHeader()->sizeHint().height() + 4);
}

void ClimateTable::showProfile(const ClimateProfile &p)
{
    const std::array<double, 12> *cols[3] = {&p.meanC, &p.dailyRangeK, &p.rhPct};
    for (int m = 0; m < 12; ++m)
        for (int c = 0; c < 3; ++c) {
            auto *item = new QTableWidgetItem(DisplayFormat().number((*cols[c])[size_t(m)], 1));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(tr(kColumns[c].tip));
            setItem(m, c, item);
        }
}

void ClimateTable::setEditable(bool editable)
{
    setEditTriggers(editable ? QAbstractItemView::AllEditTriggers : QAbstractItemView::NoEditTriggers);
    setEnabled(true);
    setStyleSheet(editable ? QString() : QStringLiteral("QTableWidget { color: palette(mid); }"));
}

bool ClimateTable::read(ClimateProfile &out, QString *why) const
{
    std::array<double, 12> *cols[3] = {&out.meanC, &out.dailyRangeK, &out.rhPct};
    for (int m = 0; m < 12; ++m)
        for (int c = 0; c < 3; ++c) {
            const QString text = item(m, c) ? item(m, c)->text().trimmed() : QString();
            bool ok = false;
            double v = QLocale().toDouble(text, &ok);
            if (!ok)
                v = text.toDouble(&ok);  // accept a C-locale number too
            const QString where = tr("Custom climate, %1, %2").arg(verticalHeaderItem(m)->text(), tr(kColumns[c].title));
            if (!ok) {
                *why = tr("%1: \"%2\" is not a number.").arg(where, text);
                return false;
            }
            if (v < kColumns[c].min || v > kColumns[c].max) {
                *why = tr("%1: %2 is outside %3 to %4.").arg(where).arg(v).arg(kColumns[c].min).arg(kColumns[c].max);
                return false;
            }
            (*cols[c])[size_t(m)] = v;
        }
    return true;
}

} // namespace dcs
