#include "phasechart.h"
#include "chartstyle.h"
#include "power/powerresult.h"
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QValueAxis>
#include <algorithm>

namespace dcs::PhaseChart {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("PhaseChart", text); }
} // namespace

QString scenarioName(Scenario scenario)
{
    switch (scenario) {
    case Scenario::FeedALost: return tr("feed A lost");
    case Scenario::FeedBLost: return tr("feed B lost");
    case Scenario::Normal: break;
    }
    return tr("normal operation");
}

Selection select(const PowerResult &power, const Scope &scope, Scenario scenario)
{
    Selection s;
    const int lost = scenario == Scenario::FeedALost ? 0 : scenario == Scenario::FeedBLost ? 1 : -1;
    for (size_t i = 0; i < power.pdus.size(); ++i) {
        const PduPower &pdu = power.pdus[i];
        if (!scope.rackId.empty() && pdu.rackId != scope.rackId)
            continue;
        PduBars b;
        b.pduId = pdu.id;
        b.index = int(i);
        b.limitA = pdu.lines[0].limitA;
        const std::vector<std::array<double, 3>> *lostCurrents = lost >= 0 ? &power.feedLostLineCurrentA[size_t(lost)] : nullptr;
        for (int l = 0; l < 3; ++l) {
            b.currentA[size_t(l)] = lostCurrents && i < lostCurrents->size() ? (*lostCurrents)[i][size_t(l)]
                                                                             : pdu.lines[size_t(l)].currentA;
            if (pdu.lines[size_t(l)].limitA > 0)
                b.utilisation = std::max(b.utilisation, b.currentA[size_t(l)] / pdu.lines[size_t(l)].limitA);
        }
        s.pdus.push_back(b);
    }
    s.inScope = int(s.pdus.size());
    if (scope.maxPdus > 0 && int(s.pdus.size()) > scope.maxPdus) {
        // Most loaded first; ties keep the hall order so the chart is stable between edits.
        std::stable_sort(s.pdus.begin(), s.pdus.end(),
                         [](const PduBars &a, const PduBars &b) { return a.utilisation > b.utilisation; });
        s.pdus.resize(size_t(scope.maxPdus));
    }
    return s;
}

QChart *build(const Analysis &analysis, const Scope &scope, Scenario scenario)
{
    const Selection sel = select(analysis.power, scope, scenario);
    auto *chart = new QChart;
    const QLocale locale;
    const QString where = scope.rackId.empty() ? tr("hall") : tr("rack %1").arg(QString::fromStdString(scope.rackId));
    QString title = tr("PDU phase currents, %1 — %2").arg(scenarioName(scenario), where);
    if (sel.inScope > int(sel.pdus.size()))
        title += tr(": the %1 most loaded of %2 PDUs").arg(sel.pdus.size()).arg(locale.toString(sel.inScope));
    ChartStyle::apply(chart, title);

    auto *bars = new QBarSeries(chart);
    const char *names[3] = {"L1", "L2", "L3"};
    // In a rack the rack's prefix on every PDU id is noise ("R-A01-PDU-A1" -> "PDU-A1").
    const QString prefix = scope.rackId.empty() ? QString() : QString::fromStdString(scope.rackId) + QLatin1Char('-');
    QStringList categories;
    for (const PduBars &p : sel.pdus) {
        QString id = QString::fromStdString(p.pduId);
        if (!prefix.isEmpty() && id.startsWith(prefix))
            id = id.mid(prefix.size());
        categories << id;
    }
    double top = 1;
    for (int l = 0; l < 3; ++l) {
        auto *set = new QBarSet(QString::fromLatin1(names[l]));
        set->setColor(ChartStyle::series(l));
        set->setBorderColor(ChartStyle::series(l).darker(130));
        for (const PduBars &p : sel.pdus) {
            set->append(p.currentA[size_t(l)]);
            top = std::max(top, p.currentA[size_t(l)]);
        }
        bars->append(set);
    }
    bars->setBarWidth(0.8);
    chart->addSeries(bars);

    // Each PDU's own limit over its group: a step line (limits differ between PDU models).
    auto *limit = new QLineSeries(chart);
    limit->setName(tr("Derated limit"));
    QPen pen(ChartStyle::limit(), 2, Qt::DashLine);
    limit->setPen(pen);
    for (size_t i = 0; i < sel.pdus.size(); ++i) {
        limit->append(double(i) - 0.45, sel.pdus[i].limitA);
        limit->append(double(i) + 0.45, sel.pdus[i].limitA);
        top = std::max(top, sel.pdus[i].limitA);
    }
    chart->addSeries(limit);

    auto *x = new QBarCategoryAxis(chart);
    x->append(categories);
    // Many PDUs: vertical labels, which Qt Charts does not shorten for lack of width.
    x->setLabelsAngle(categories.size() > 8 ? -90 : 0);
    // Whole ids: Qt Charts cuts a label to its share of the plot ("R-A01-PD…") unless told not
    // to; the plot gives up the height the labels need (issue 30 item 6).
    x->setTruncateLabels(false);
    QFont f = x->labelsFont();
    f.setPointSizeF(categories.size() > 16 ? 7 : 8);
    x->setLabelsFont(f);
    auto *y = new QValueAxis(chart);
    // Short: the hall view's plot is about 80 px tall and cut "Line current (A)" to "Line curr…";
    // the chart's title already says these are line (phase) currents.
    y->setTitleText(tr("Current (A)"));
    y->setRange(0, top * 1.1);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    bars->attachAxis(x);
    bars->attachAxis(y);
    limit->attachAxis(x);
    limit->attachAxis(y);
    return chart;
}

} // namespace dcs::PhaseChart
