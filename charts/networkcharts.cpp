#include "networkcharts.h"
#include "cablecolours.h"
#include "chartstyle.h"
#include "network/networkresult.h"
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QStackedBarSeries>
#include <QValueAxis>
#include <algorithm>

namespace dcs::NetworkCharts {

namespace {

const NetworkFabricResult *computeFabric(const Analysis &a)
{
    for (const NetworkFabricResult &f : a.network->networks)
        if (f.role == NetworkRole::Compute)
            return &f;
    return nullptr;
}

const char *tierLabel(int t)
{
    static const char *names[] = {QT_TRANSLATE_NOOP("NetworkCharts", "Leaf"), QT_TRANSLATE_NOOP("NetworkCharts", "Spine"),
                                  QT_TRANSLATE_NOOP("NetworkCharts", "Core")};
    return names[t];
}

QString tr(const char *text) { return QCoreApplication::translate("NetworkCharts", text); }

// Axes with a nice maximum, so bars never touch the top of the plot.
void addAxes(QChart *chart, QAbstractSeries *series, const QStringList &categories, double maxValue,
             const QString &xTitle, const QString &yTitle)
{
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(xTitle);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setRange(0, maxValue > 0 ? maxValue * 1.1 : 10.0);  // empty: a plain 0-10 scale, not 0,0,1,1
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(yTitle);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
}

} // namespace

QStringList lengthBinLabels()
{
    // Upper edges only ("10" = 5 to 10 m): ranges like "100–500" do not fit under a bar.
    // No "<": axis labels are rich text, where it would start a tag and vanish.
    QStringList labels;
    double last = 0;
    for (double edge : NetworkResult::kLengthBinEdgesM) {
        labels << QString::number(edge);
        last = edge;
    }
    labels << QStringLiteral("%1+").arg(last);
    return labels;
}

QString cableLabel(const CableTally &t)
{
    // The catalog name without its reach note: "NDR 400G multimode optics SR4 + OM4 fibre (up to 50 m)".
    const QString name = QString::fromStdString(t.name);
    const int paren = name.indexOf(QLatin1String(" ("));
    return paren > 0 ? name.left(paren) : name;
}

TierBandwidth tierBandwidthOf(const NetworkFabricResult &fabric)
{
    TierBandwidth b;
    for (const SwitchPortUse &s : fabric.switches) {
        const int t = int(s.tier);
        b.downGbps[t] += s.downGbps;
        b.upGbps[t] += s.upGbps;
        ++b.switches[t];
    }
    return b;
}

QChart *cableLengthHistogram(const Analysis &analysis)
{
    auto *chart = new QChart;
    ChartStyle::apply(chart, tr("Cable lengths by type (compute fabric)"));
    auto *series = new QStackedBarSeries;
    std::vector<double> totals(size_t(NetworkResult::kLengthBins), 0.0);
    if (const NetworkFabricResult *f = computeFabric(analysis)) {
        for (const CableTally &t : f->cables) {
            if (t.count == 0)
                continue;
            auto *set = new QBarSet(cableLabel(t));
            set->setColor(cableColour(t.medium));
            set->setBorderColor(cableColour(t.medium).darker(130));
            for (int b = 0; b < NetworkResult::kLengthBins; ++b) {
                const int n = b < int(t.lengthBins.size()) ? t.lengthBins[size_t(b)] : 0;
                set->append(n);
                totals[size_t(b)] += n;
            }
            series->append(set);
        }
    }
    chart->addSeries(series);
    addAxes(chart, series, lengthBinLabels(), *std::max_element(totals.begin(), totals.end()), tr("Length up to (m)"),
            tr("Links"));
    chart->legend()->setVisible(!series->barSets().isEmpty());
    if (series->barSets().isEmpty())
        chart->setTitle(tr("Cable lengths by type (no cables yet)"));
    return chart;
}

QChart *tierBandwidth(const Analysis &analysis)
{
    auto *chart = new QChart;
    ChartStyle::apply(chart, tr("Bandwidth per tier (compute fabric)"));
    auto *series = new QBarSeries;
    auto *down = new QBarSet(tr("Down (towards nodes)"));
    auto *up = new QBarSet(tr("Up (towards the next tier)"));
    down->setColor(ChartStyle::series(4));
    up->setColor(ChartStyle::series(1));
    QStringList tiers;
    double maxTbps = 0;
    const NetworkFabricResult *f = computeFabric(analysis);
    if (f && !f->switches.empty()) {
        const TierBandwidth b = tierBandwidthOf(*f);
        for (int t = 0; t < 3; ++t) {
            if (b.switches[t] == 0)
                continue;
            tiers << QStringLiteral("%1 (%2)").arg(tr(tierLabel(t))).arg(b.switches[t]);
            down->append(b.downGbps[t] / 1000.0);
            up->append(b.upGbps[t] / 1000.0);
            maxTbps = std::max({maxTbps, b.downGbps[t] / 1000.0, b.upGbps[t] / 1000.0});
        }
    } else {
        // No fabric yet: the two tiers of a leaf/spine at zero, so the axes stay in place.
        tiers << tr(tierLabel(0)) << tr(tierLabel(1));
        down->append({0.0, 0.0});
        up->append({0.0, 0.0});
        chart->setTitle(tr("Bandwidth per tier (no compute fabric yet)"));
    }
    series->append(down);
    series->append(up);
    chart->addSeries(series);
    addAxes(chart, series, tiers, maxTbps, tr("Tier (switches)"), tr("Tb/s"));
    return chart;
}

} // namespace dcs::NetworkCharts
