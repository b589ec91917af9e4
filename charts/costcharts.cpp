#include "costcharts.h"
#include "analysis/analysis.h"
#include "chartstyle.h"
#include "cost/costresult.h"
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace dcs::CostCharts {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("dcs::CostCharts", text); }

constexpr double kMillions = 1e-6;

QString millions(double v) { return QLocale().toString(v * kMillions, 'f', 2); }

// The two options of the verdict (air and liquid, or the liquid loop's heat rejections).
QString referenceName(const CostResult &k) { return QString::fromStdString(k.reference.label); }
QString candidateName(const CostResult &k) { return QString::fromStdString(k.candidate.label); }
// "liquid - air", "liquid, cooling towers - liquid, dry coolers"
QString differenceName(const CostResult &k)
{
    return QStringLiteral("%1 - %2").arg(candidateName(k).toLower(), referenceName(k).toLower());
}

} // namespace

QChart *discountedCost(const Analysis &analysis, const QString &currency)
{
    const CostResult &k = analysis.cost;
    auto *chart = new QChart;
    const QString verdict = !k.discountedBreakEvenYears ? tr("%1 never pays back").arg(candidateName(k).toLower())
                            : *k.discountedBreakEvenYears <= 0
                                ? tr("%1 cheaper from year 0").arg(candidateName(k).toLower())
                                : tr("discounted break-even in year %1").arg(QLocale().toString(*k.discountedBreakEvenYears, 'f', 1));
    ChartStyle::apply(chart, tr("Discounted cost at %1 %<br>%2").arg(QLocale().toString(k.discountRatePct, 'f', 1), verdict));
    chart->setToolTip(tr("Capex at year 0 plus each year's opex discounted to today: the present value of each "
                         "architecture's cost up to that year"));
    auto *air = new QLineSeries;
    auto *liquid = new QLineSeries;
    air->setName(referenceName(k));
    liquid->setName(candidateName(k));
    air->setPen(QPen(ChartStyle::air(), 2.2));
    liquid->setPen(QPen(ChartStyle::liquid(), 2.2));
    air->setPointsVisible(true);
    liquid->setPointsVisible(true);
    double lo = 1e300, hi = -1e300;
    for (size_t y = 0; y < k.reference.discountedCumulative.size() && y < k.candidate.discountedCumulative.size(); ++y) {
        const double a = k.reference.discountedCumulative[y] * kMillions, l = k.candidate.discountedCumulative[y] * kMillions;
        air->append(double(y), a);
        liquid->append(double(y), l);
        lo = std::min({lo, a, l});
        hi = std::max({hi, a, l});
    }
    chart->addSeries(air);
    chart->addSeries(liquid);
    auto *years = new QValueAxis;
    years->setTitleText(tr("Year"));
    years->setRange(0, std::max(1, k.years));
    years->setLabelFormat(QStringLiteral("%d"));
    years->setTickCount(k.years <= 10 ? std::max(1, k.years) + 1 : 6);
    auto *money = new QValueAxis;
    money->setTitleText(tr("Million %1").arg(currency));
    ChartStyle::niceAxis(money, lo > hi ? 0 : lo * 0.98, lo > hi ? 1 : hi * 1.02);
    chart->addAxis(years, Qt::AlignBottom);
    chart->addAxis(money, Qt::AlignLeft);
    QList<QAbstractSeries *> all{air, liquid};
    if (k.discountedBreakEvenYears && *k.discountedBreakEvenYears > 0 && *k.discountedBreakEvenYears <= k.years) {
        // On the reference's curve at t: capex + opex x annuity(r, t), the continuous form the engine solves.
        const double t = *k.discountedBreakEvenYears, r = k.discountRatePct / 100.0;
        const double annuity = std::abs(r) < 1e-12 ? t : (1.0 - std::pow(1.0 + r, -t)) / r;
        QScatterSeries *mark =
            ChartStyle::marker(tr("Break-even"), t, (k.reference.capexTotal + k.reference.opexPerYear * annuity) * kMillions);
        chart->addSeries(mark);
        all.append(mark);
    }
    for (QAbstractSeries *s : all) {
        s->attachAxis(years);
        s->attachAxis(money);
    }
    return chart;
}

QChart *tornado(const Analysis &analysis, const QString &currency)
{
    const CostResult &k = analysis.cost;
    auto *chart = new QChart;
    ChartStyle::apply(chart, tr("What decides the verdict"));
    chart->setToolTip(tr("Change of the TCO difference %1 (base %2 million %3) with one input at the low or "
                         "the high end of its range, the others at base; the largest swing on top. \"flips\": that end "
                         "makes the other option cheaper.")
                          .arg(differenceName(k), millions(k.tcoDifference), currency));
    auto *low = new QBarSet(tr("Low"));
    auto *high = new QBarSet(tr("High"));
    low->setColor(ChartStyle::series(0));
    high->setColor(ChartStyle::series(1));
    QStringList labels;
    const int n = std::min<int>(kTornadoBars, int(k.tornado.size()));
    double lo = 0, hi = 0;
    // A horizontal bar chart draws its first category at the bottom: the largest swing goes last.
    for (int i = n - 1; i >= 0; --i) {
        const TornadoBar &b = k.tornado[size_t(i)];
        const double dl = (b.differenceAtLow - k.tcoDifference) * kMillions;
        const double dh = (b.differenceAtHigh - k.tcoDifference) * kMillions;
        *low << dl;
        *high << dh;
        lo = std::min({lo, dl, dh});
        hi = std::max({hi, dl, dh});
        // Qt Charts gives the axis at most 40 % of the chart's width and cuts a longer label at its
        // start ("ility water (liquid) (flips)"): shorten the name so the end marker stays.
        const QString flips = b.flipsVerdict ? tr(" (flips)") : QString();
        QString label = QString::fromStdString(b.label);
        if (label.size() + flips.size() > kTornadoLabelChars)
            label = label.left(kTornadoLabelChars - flips.size() - 1) + QChar(0x2026);
        label += flips;
        while (labels.contains(label))
            label += QChar(0x200B);
        labels << label;
    }
    auto *series = new QHorizontalBarSeries;
    series->append(low);
    series->append(high);
    series->setBarWidth(0.85);
    chart->addSeries(series);
    auto *inputs = new QBarCategoryAxis;
    inputs->append(labels);
    // The input's name is the point of the chart: never elided (eliding emptied every label of
    // the report's chart). The names are short enough for a half-width chart at 1280 x 800.
    inputs->setTruncateLabels(false);
    auto *money = new QValueAxis;
    // The base difference is in the verdict sentence above the chart and in the tooltip; the
    // axis title stays short enough for a half-width chart (1280 px wide window, docks open).
    money->setTitleText(tr("TCO change, million %1").arg(currency));
    ChartStyle::niceAxis(money, lo, std::max(hi, lo + 1e-6));
    chart->addAxis(inputs, Qt::AlignLeft);
    chart->addAxis(money, Qt::AlignBottom);
    series->attachAxis(inputs);
    series->attachAxis(money);
    return chart;
}

QChart *monteCarlo(const Analysis &analysis, const QString &currency)
{
    const CostResult &k = analysis.cost;
    const MonteCarloResult &mc = k.monteCarlo;
    auto *chart = new QChart;
    ChartStyle::apply(chart, tr("%1 cheaper in %2 % of %3 runs")
                                 .arg(candidateName(k), QLocale().toString(mc.probabilityCandidateCheaper * 100.0, 'f', 0),
                                      QLocale().toString(mc.samples)));
    chart->setToolTip(tr("Monte Carlo distribution of the TCO difference %1 (every input drawn from a triangular "
                         "distribution on its low, base and high; seed %2). P10 %3, P50 %4, P90 %5 million %6.")
                          .arg(differenceName(k))
                          .arg(mc.seed)
                          .arg(millions(mc.p10), millions(mc.p50), millions(mc.p90), currency));
    // The histogram as two stepped areas on a value axis (millions): the bins where liquid is
    // cheaper (difference below zero) in the liquid colour, the others in the air colour. A value
    // axis labels round numbers; thirty category labels did not fit under a report column.
    const int bins = int(mc.histogram.size());
    const double width = bins > 0 ? (mc.histogramMax - mc.histogramMin) / bins : 0.0;
    // Owned by the chart: a QAreaSeries does not own its boundary lines (LeakSanitizer found
    // them left behind by every report).
    auto *cheaperTop = new QLineSeries(chart), *dearerTop = new QLineSeries(chart);
    auto *cheaperBase = new QLineSeries(chart), *dearerBase = new QLineSeries(chart);
    int tallest = 1;
    for (int i = 0; i < bins; ++i) {
        const double x0 = (mc.histogramMin + i * width) * kMillions, x1 = (mc.histogramMin + (i + 1) * width) * kMillions;
        const int count = mc.histogram[size_t(i)];
        const bool liquidCheaper = mc.histogramMin + (i + 0.5) * width < 0;
        QLineSeries *top = liquidCheaper ? cheaperTop : dearerTop;
        QLineSeries *other = liquidCheaper ? dearerTop : cheaperTop;
        top->append(x0, count);
        top->append(x1, count);
        other->append(x0, 0);
        other->append(x1, 0);
        for (QLineSeries *base : {cheaperBase, dearerBase}) {
            base->append(x0, 0);
            base->append(x1, 0);
        }
        tallest = std::max(tallest, count);
    }
    auto *cheaper = new QAreaSeries(cheaperTop, cheaperBase);
    auto *dearer = new QAreaSeries(dearerTop, dearerBase);
    cheaper->setName(tr("%1 cheaper").arg(candidateName(k)));
    dearer->setName(tr("%1 cheaper").arg(referenceName(k)));
    cheaper->setColor(ChartStyle::liquid());
    dearer->setColor(ChartStyle::air());
    cheaper->setBorderColor(ChartStyle::liquid());
    dearer->setBorderColor(ChartStyle::air());
    chart->addSeries(cheaper);
    chart->addSeries(dearer);
    auto *axis = new QValueAxis;
    axis->setTitleText(tr("TCO %1, million %2").arg(differenceName(k), currency));
    ChartStyle::niceAxis(axis, mc.histogramMin * kMillions, std::max(mc.histogramMax, mc.histogramMin + 1.0) * kMillions);
    auto *count = new QValueAxis;
    count->setTitleText(tr("Runs"));
    ChartStyle::niceAxis(count, 0, tallest);
    chart->addAxis(axis, Qt::AlignBottom);
    chart->addAxis(count, Qt::AlignLeft);
    for (QAreaSeries *series : {cheaper, dearer}) {
        series->attachAxis(axis);
        series->attachAxis(count);
    }
    return chart;
}

} // namespace dcs::CostCharts
