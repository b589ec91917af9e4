#include "chartstyle.h"
#include <QChart>
#include <QFont>
#include <QLegend>
#include <array>

namespace dcs::ChartStyle {

void apply(QChart *chart, const QString &title)
{
    chart->setTitle(title);
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(10.5);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setTheme(QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont legendFont = chart->legend()->font();
    legendFont.setPointSizeF(8.5);
    chart->legend()->setFont(legendFont);
}

QColor air() { return QColor(0x2b, 0x6c, 0xb0); }
QColor liquid() { return QColor(0x1f, 0x9e, 0x89); }
QColor limit() { return QColor(0xc0, 0x39, 0x2b); }

QColor series(int index)
{
    // Okabe-Ito: distinguishable for colour-blind readers and in greyscale print.
    static const std::array<QColor, 7> palette{QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9),
                                               QColor(0x00, 0x9e, 0x73), QColor(0xcc, 0x79, 0xa7),
                                               QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00),
                                               QColor(0x7f, 0x7f, 0x7f)};
    return palette[static_cast<size_t>(index) % palette.size()];
}

} // namespace dcs::ChartStyle
