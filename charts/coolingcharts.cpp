#include "coolingcharts.h"
#include "analysis/analysis.h"
#include "chartstyle.h"
#include "cooling/coolingresult.h"
#include "cost/costresult.h"
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>
#include <algorithm>
#include <vector>
#include <cmath>

namespace dcs::CoolingCharts {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("dcs::CoolingCharts", text);
}

QLineSeries *line(const QString &name, const QColor &colour)
{
    auto *s = new QLineSeries;
    s->setName(name);
    QPen pen(colour);
    pen.setWidthF(2.2);
    s->setPen(pen);
    s->setPointsVisible(true);
    return s;
}

QString architectureName(const ArchitectureResult &a)
{
    const QString name = a.architecture == "liquid" ? tr("Liquid") : tr("Air");
    return a.isDesign ? name + tr(" (design)") : name;
}

// Axis bounds with a little headroom, so lines do not run along the frame.
void fitAxis(QValueAxis *axis, double lo, double hi)
{
    const double pad = std::max((hi - lo) * 0.08, std::abs(hi) * 0.005 + 1e-9);
    axis->setRange(lo - pad, hi + pad);
    axis->applyNiceNumbers();
}
} // namespace

QChart *monthlyPue(const Analysis &analysis)
{
    auto *chart = new QChart;
    // Short titles: the charts sit in half-width panels and tabs of a 1280 px window, where a
    // long title is elided; the full sentence is the chart's tooltip.
    ChartStyle::apply(chart, tr("Monthly PUE"));
    const CoolingResult &c = analysis.cooling;
    // An air alternative that cannot be built has no line (issue 32 item 5).
    std::vector<std::pair<QLineSeries *, const ArchitectureResult *>> lines;
    if (c.air.buildable)
        lines.push_back({line(architectureName(c.air), ChartStyle::air()), &c.air});
    lines.push_back({line(architectureName(c.liquid), ChartStyle::liquid()), &c.liquid});
    chart->setToolTip(c.air.buildable ? tr("Monthly PUE, air vs liquid, over the site's climate year")
                                      : tr("Monthly PUE of the liquid design over the site's climate year (no air "
                                           "version of its systems exists)"));
    double lo = 1e9, hi = -1e9;
    for (const auto &[series, a] : lines) {
        for (int m = 0; m < 12; ++m) {
            series->append(m, a->monthlyPue[size_t(m)]);
            lo = std::min(lo, a->monthlyPue[size_t(m)]);
            hi = std::max(hi, a->monthlyPue[size_t(m)]);
        }
        chart->addSeries(series);
    }
    auto *months = new QBarCategoryAxis;
    // Month initials (J F M ...): twelve "Jan".."Dec" under the ~260 px plot of a chart in a
    // 1280 px window were elided to "..." even at a 7.5 pt font.
    // A category axis drops repeated names (J, M, A recur), so each initial carries as many
    // zero-width spaces as it has appeared before: unique keys that draw the same.
    // (Qt's narrow month names are digits in the C locale, and "10".."12" were elided too.)
    QStringList initials;
    for (QString label : tr("J F M A M J J A S O N D").split(QLatin1Char(' '))) {
        while (initials.contains(label))
            label += QChar(0x200B);
        initials << label;
    }
    months->append(initials);
    auto *pue = new QValueAxis;
    pue->setTitleText(tr("PUE"));
    pue->setLabelFormat(QStringLiteral("%.2f"));
    fitAxis(pue, std::min(lo, hi), std::max(lo, hi));
    chart->addAxis(months, Qt::AlignBottom);
    chart->addAxis(pue, Qt::AlignLeft);
    for (const auto &entry : lines) {
        entry.first->attachAxis(months);
        entry.first->attachAxis(pue);
    }
    return chart;
}

QString breakEvenText(double years, bool never, int tcoYears, const QString &candidate)
{
    if (never)
        return tr("%1 never breaks even").arg(candidate);
    if (years <= 0)
        return tr("%1 cheaper from year 0").arg(candidate);
    if (years > tcoYears)
        return tr("break-even in year %1 (TCO %2 years)").arg(QLocale().toString(years, 'f', 1)).arg(tcoYears);
    return tr("break-even in year %1").arg(QLocale().toString(years, 'f', 1));
}

QChart *cumulativeCost(const Analysis &analysis, const QString &currency)
{
    const CostResult &k = analysis.cost;
    auto *chart = new QChart;
    // Two lines: the chart sits in narrow panels and report columns; the verdict must not be elided.
    // The verdict's two options: air and liquid, or the liquid loop's heat rejections.
    const QString reference = QString::fromStdString(k.reference.label), candidate = QString::fromStdString(k.candidate.label);
    ChartStyle::apply(chart, tr("Cumulative cost<br>%1")
                                 .arg(breakEvenText(k.breakEvenYears.value_or(-1), !k.breakEvenYears, k.years, candidate.toLower())));
    chart->setToolTip(tr("Cumulative cost of %1 and %2: capex at year 0, then opex each year; "
                         "the marker is where the extra capex of %2 is paid back")
                          .arg(reference.toLower(), candidate.toLower()));
    const double scale = 1e-6;  // millions of the site currency
    auto *air = line(reference, ChartStyle::air());
    auto *liquid = line(candidate, ChartStyle::liquid());
    double lo = 1e300, hi = -1e300;
    for (size_t y = 0; y < k.reference.cumulative.size() && y < k.candidate.cumulative.size(); ++y) {
        air->append(double(y), k.reference.cumulative[y] * scale);
        liquid->append(double(y), k.candidate.cumulative[y] * scale);
        lo = std::min({lo, k.reference.cumulative[y] * scale, k.candidate.cumulative[y] * scale});
        hi = std::max({hi, k.reference.cumulative[y] * scale, k.candidate.cumulative[y] * scale});
    }
    chart->addSeries(air);
    chart->addSeries(liquid);
    auto *years = new QValueAxis;
    years->setTitleText(tr("Year"));
    years->setRange(0, std::max(1, k.years));
    years->setLabelFormat(QStringLiteral("%d"));
    if (k.years <= 10)
        years->setTickCount(std::max(1, k.years) + 1);  // one tick per year
    else
        years->applyNiceNumbers();
    auto *money = new QValueAxis;
    money->setTitleText(tr("Million %1").arg(currency));
    fitAxis(money, lo > hi ? 0 : lo, lo > hi ? 1 : hi);
    chart->addAxis(years, Qt::AlignBottom);
    chart->addAxis(money, Qt::AlignLeft);
    QList<QAbstractSeries *> all{air, liquid};
    // The costs are linear in time (CostEngine), so the crossing lies on the reference's line at t.
    if (k.breakEvenYears && *k.breakEvenYears >= 0 && *k.breakEvenYears <= k.years) {
        const double t = *k.breakEvenYears;
        QScatterSeries *mark = ChartStyle::marker(tr("Break-even"), t, (k.reference.capexTotal + t * k.reference.opexPerYear) * scale);
        chart->addSeries(mark);
        all.append(mark);
    }
    for (QAbstractSeries *s : all) {
        s->attachAxis(years);
        s->attachAxis(money);
    }
    return chart;
}

QChart *energyByComponent(const Analysis &analysis)
{
    const CoolingResult &c = analysis.cooling;
    auto *chart = new QChart;
    ChartStyle::apply(chart, tr("Energy by component"));
    chart->setToolTip(tr("Annual energy by component, MWh per year (losses: transformer, UPS and PDU)"));
    auto *series = new QStackedBarSeries;
    const std::pair<QString, double ArchitectureResult::*> parts[4] = {
        {tr("IT"), &ArchitectureResult::annualItKwh},
        {tr("Cooling"), &ArchitectureResult::annualCoolingKwh},
        {tr("Losses"), &ArchitectureResult::annualDistributionLossKwh},  // transformer, UPS, PDU
        {tr("Other"), &ArchitectureResult::annualOtherKwh},
    };
    // An air alternative that cannot be built has no bar (issue 32 item 5).
    std::vector<const ArchitectureResult *> shown;
    if (c.air.buildable)
        shown.push_back(&c.air);
    shown.push_back(&c.liquid);
    for (int i = 0; i < 4; ++i) {
        auto *set = new QBarSet(parts[i].first);
        set->setColor(ChartStyle::series(i == 0 ? 4 : i == 1 ? 1 : i == 2 ? 5 : 6));
        set->setBorderColor(Qt::white);
        for (const ArchitectureResult *a : shown)
            *set << a->*(parts[i].second) / 1000.0;
        series->append(set);
    }
    series->setBarWidth(0.55);
    chart->addSeries(series);
    auto *arch = new QBarCategoryAxis;
    if (c.air.buildable)
        arch->append(tr("Air"));
    arch->append(tr("Liquid"));
    auto *mwh = new QValueAxis;
    mwh->setTitleText(tr("MWh per year"));
    mwh->setLabelFormat(QStringLiteral("%.0f"));
    mwh->setRange(0, std::max({c.air.buildable ? c.air.annualFacilityKwh : 0.0, c.liquid.annualFacilityKwh, 1.0}) / 1000.0 * 1.05);
    mwh->applyNiceNumbers();
    chart->addAxis(arch, Qt::AlignBottom);
    chart->addAxis(mwh, Qt::AlignLeft);
    series->attachAxis(arch);
    series->attachAxis(mwh);
    return chart;
}

} // namespace dcs::CoolingCharts
