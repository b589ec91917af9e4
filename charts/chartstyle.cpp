#include "chartstyle.h"
#include <QChart>
#include <QFont>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <cmath>

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
    chart->legend()->setShowToolTips(true);  // a label cut short by a narrow chart shows whole on hover
}

namespace {
// The span [min, max] covers (at least 1 when it is empty) and the step of 1, 2 or 5 times a
// power of ten that divides it into at most maxTicks - 1 intervals.
struct NiceStep {
    double span = 1, step = 1;
};
NiceStep niceStep(double min, double max, int maxTicks)
{
    maxTicks = std::max(2, maxTicks);
    NiceStep n;
    n.span = max > min ? max - min : std::max(1.0, std::abs(min));
    const double raw = n.span / (maxTicks - 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double r = raw / magnitude;
    n.step = magnitude * (r <= 1.0 + 1e-9 ? 1.0 : r <= 2.0 + 1e-9 ? 2.0 : r <= 5.0 + 1e-9 ? 5.0 : 10.0);
    return n;
}
} // namespace

void niceAxis(QValueAxis *axis, double min, double max, int maxTicks)
{
    const double step = niceStep(min, max, maxTicks).step;
    const double lo = std::floor(min / step + 1e-9) * step;
    const double hi = std::max(lo + step, std::ceil(max / step - 1e-9) * step);
    const int intervals = int(std::lround((hi - lo) / step));
    axis->setRange(lo, hi);
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setTickCount(intervals + 1);
    const int decimals = step >= 1.0 ? 0 : int(std::ceil(-std::log10(step) - 1e-9));
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

void spanAxis(QValueAxis *axis, double min, double max, int maxTicks)
{
    const auto [span, step] = niceStep(min, max, maxTicks);
    axis->setRange(min, max > min ? max : min + span);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    const int decimals = step >= 1.0 ? 0 : int(std::ceil(-std::log10(step) - 1e-9));
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

QLineSeries *line(const QString &name, const QColor &colour, Qt::PenStyle style, double width)
{
    auto *s = new QLineSeries;
    s->setName(name);
    QPen pen(colour);
    pen.setWidthF(width);
    pen.setStyle(style);
    s->setPen(pen);
    return s;
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

QScatterSeries *marker(const QString &name, double x, double y)
{
    auto *mark = new QScatterSeries;
    mark->setName(name);
    mark->setColor(limit());
    mark->setBorderColor(limit());
    mark->setMarkerSize(11);
    mark->append(x, y);
    return mark;
}

} // namespace dcs::ChartStyle
