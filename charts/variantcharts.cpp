#include "variantcharts.h"
#include "analysis/analysis.h"
#include "chartstyle.h"
#include "cooling/coolingresult.h"
#include "cost/costresult.h"
#include "power/powerresult.h"
#include "training/trainingresult.h"
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <functional>

namespace dcs::VariantCharts {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("dcs::VariantCharts", text);
}

QLineSeries *line(const QString &name, int index)
{
    auto *s = new QLineSeries;
    s->setName(name);
    QPen pen(ChartStyle::series(index));
    pen.setWidthF(2.2);
    // Two variants with equal figures draw one line over the other: dashes let both show.
    if (index > 0)
        pen.setStyle(index % 2 ? Qt::DashLine : Qt::DotLine);
    s->setPen(pen);
    s->setPointsVisible(true);
    return s;
}

const ArchitectureCost &designCost(const Analysis &a) { return a.cost->design(); }

// A value axis from lo to hi with a little room, or 0..1 when there is nothing to show.
QValueAxis *valueAxis(const QString &title, double lo, double hi, bool fromZero)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    if (!(lo <= hi))
        lo = 0, hi = 1;
    if (fromZero)
        lo = std::min(0.0, lo);
    const double pad = std::max((hi - lo) * 0.08, std::abs(hi) * 0.005 + 1e-9);
    ChartStyle::niceAxis(axis, fromZero ? lo : lo - pad, hi + pad);
    return axis;
}

QChart *bars(const QString &title, const QString &tip, const QStringList &categories, const QString &unit,
             const std::vector<Design> &designs, const std::function<std::vector<double>(const Analysis &)> &values)
{
    auto *chart = new QChart;
    ChartStyle::apply(chart, title);
    chart->setToolTip(tip);
    auto *series = new QBarSeries;
    double hi = 0;
    for (size_t i = 0; i < designs.size(); ++i) {
        auto *set = new QBarSet(designs[i].name);
        set->setColor(ChartStyle::series(int(i)));
        set->setBorderColor(Qt::white);
        for (double v : values(*designs[i].analysis)) {
            *set << (std::isfinite(v) ? v : 0.0);
            hi = std::max(hi, std::isfinite(v) ? v : 0.0);
        }
        series->append(set);
    }
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    QValueAxis *y = valueAxis(unit, 0, hi, true);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    return chart;
}

} // namespace

QChart *monthlyPue(const std::vector<Design> &designs)
{
    auto *chart = new QChart;
    ChartStyle::apply(chart, tr("Monthly PUE"));
    chart->setToolTip(tr("Monthly PUE of each variant's own cooling architecture over its site's climate year"));
    double lo = 1e9, hi = -1e9;
    QList<QLineSeries *> all;
    for (size_t i = 0; i < designs.size(); ++i) {
        const ArchitectureResult &a = designs[i].analysis->cooling->design();
        QLineSeries *s = line(designs[i].name, int(i));
        for (int m = 0; m < 12; ++m) {
            const double v = a.monthlyPue[size_t(m)];
            if (!std::isfinite(v) || v <= 0)
                continue;
            s->append(m + 1, v);
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        chart->addSeries(s);
        all.append(s);
    }
    auto *months = new QValueAxis;
    months->setTitleText(tr("Month"));
    months->setRange(1, 12);
    months->setTickCount(12);
    months->setLabelFormat(QStringLiteral("%d"));
    QValueAxis *pue = valueAxis(tr("PUE"), lo, hi, false);
    chart->addAxis(months, Qt::AlignBottom);
    chart->addAxis(pue, Qt::AlignLeft);
    for (QLineSeries *s : all) {
        s->attachAxis(months);
        s->attachAxis(pue);
    }
    return chart;
}

QChart *cumulativeCost(const std::vector<Design> &designs, const QString &currency, bool discounted)
{
    auto *chart = new QChart;
    ChartStyle::apply(chart, discounted ? tr("Discounted cumulative cost") : tr("Cumulative cost"));
    chart->setToolTip(discounted ? tr("Capex at year 0, then opex each year discounted at the discount rate; "
                                      "each variant's own cooling architecture")
                                 : tr("Capex at year 0, then opex each year; each variant's own cooling architecture"));
    const double scale = 1e-6;
    double lo = 1e300, hi = -1e300;
    int years = 1;
    QList<QLineSeries *> all;
    for (size_t i = 0; i < designs.size(); ++i) {
        const ArchitectureCost &c = designCost(*designs[i].analysis);
        const std::vector<double> &values = discounted ? c.discountedCumulative : c.cumulative;
        QLineSeries *s = line(designs[i].name, int(i));
        s->setPointsVisible(values.size() <= 12);
        for (size_t y = 0; y < values.size(); ++y) {
            s->append(double(y), values[y] * scale);
            lo = std::min(lo, values[y] * scale);
            hi = std::max(hi, values[y] * scale);
        }
        years = std::max(years, int(values.size()) - 1);
        chart->addSeries(s);
        all.append(s);
    }
    auto *x = new QValueAxis;
    x->setTitleText(tr("Year"));
    ChartStyle::niceAxis(x, 0, years, std::min(years + 1, 11));
    // Not from zero: the variants differ by a few per cent of a capex in the tens of millions.
    QValueAxis *money = valueAxis(tr("Million %1").arg(currency), lo, hi, false);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(money, Qt::AlignLeft);
    for (QLineSeries *s : all) {
        s->attachAxis(x);
        s->attachAxis(money);
    }
    return chart;
}

QChart *phaseLoads(const std::vector<Design> &designs)
{
    return bars(tr("Load per phase"), tr("The line loads of every rack PDU summed per phase, kW, normal operation"),
                {tr("L1"), tr("L2"), tr("L3")}, tr("kW"), designs, [](const Analysis &a) {
                    std::vector<double> kw(3, 0.0);
                    for (const PduPower &p : a.power->pdus)
                        for (size_t l = 0; l < 3; ++l)
                            kw[l] += p.lines[l].powerW / 1000.0;
                    return kw;
                });
}

QChart *trainingDays(const std::vector<Design> &designs)
{
    return bars(tr("Days to train"), tr("Wall-clock days to train the workload on each variant's GPUs"),
                {tr("Workload")}, tr("Days"), designs, [](const Analysis &a) {
                    return std::vector<double>{a.training->evaluated ? a.training->days : 0.0};
                });
}

QChart *pareto(const std::vector<ParetoChart::Point> &points, const std::vector<QString> &names, const QString &title,
               const QString &xTitle, const QString &yTitle)
{
    QChart *chart = ParetoChart::build(points, title, xTitle, yTitle);
    const QList<QAbstractAxis *> axes = chart->axes();
    int missing = 0;
    for (size_t i = 0; i < points.size() && i < names.size(); ++i) {
        if (!std::isfinite(points[i].x) || !std::isfinite(points[i].y)) {
            ++missing;
            continue;
        }
        auto *ring = new QScatterSeries;
        ring->setName(names[i]);
        ring->setMarkerSize(18);
        ring->setColor(Qt::transparent);
        QPen pen(ChartStyle::series(int(i)));
        pen.setWidthF(2.5);
        ring->setPen(pen);
        ring->append(points[i].x, points[i].y);
        chart->addSeries(ring);
        for (QAbstractAxis *a : axes)
            ring->attachAxis(a);
        // The legend's marker takes the series' (transparent) fill: give it the ring's colour.
        for (QLegendMarker *m : chart->legend()->markers(ring))
            m->setBrush(ChartStyle::series(int(i)));
    }
    if (missing > 0)
        chart->setTitle(chart->title() + tr(" (%1 without both figures)").arg(missing));
    return chart;
}

} // namespace dcs::VariantCharts
