#include "analysis/analysis.h"
#include "chartstyle.h"
#include "dynamics/powerdynamicsresult.h"
#include "powerswingcharts.h"
#include "powerswingchartstext.h"
#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace dcs::PowerSwingCharts {

namespace {
QString megawatts(double w)
{
    return QStringLiteral("%1 MW").arg(w * 1e-6, 0, 'f', std::abs(w) < 1e7 ? 2 : 1);
}

} // namespace

QChart *jobStopChart(const Analysis &analysis)
{
    auto *chart = new QChart;
    const PowerDynamicsResult &r = *analysis.powerDynamics;
    if (!r.computed) {
        ChartStyle::apply(chart, tr("Job stop: not computed"));
        chart->setProperty("description", QString::fromStdString(r.missing));
        return chart;
    }
    const double high = r.utilityHighW;
    const double trip = r.jobTripW;
    const double settled = r.jobTripSettledW;
    const double within = r.tripWithinMinuteW;
    // The engine's cooling follows the heat as a first-order lag of this time constant: within a
    // minute it has gone 1 - exp(-60 / tau) of the way from the trip to the settled level, so the
    // curve passes through the engine's three figures.
    const double tauS = r.coolingTimeConstantS;
    const double spanS = std::clamp(5 * tauS, 120.0, 600.0);
    const double coolingDrop = settled - trip;
    const double before = -0.1 * spanS;

    const bool over = within > r.tripLimitW;
    const PowerDynamicsResult::Mitigation *chosen = r.chosen();
    ChartStyle::apply(chart, tr("Job stop: -%1 in a minute (limit %2)").arg(megawatts(within), megawatts(r.tripLimitW)));
    chart->setProperty("description",
                       tr("The job stops at the compute peak (%1 at the utility): the GPUs drop to idle at once, "
                          "-%2 with the chain losses; cooling then follows the heat down, -%3 once settled. Within "
                          "one minute the utility sees -%4, against the ramp limit's %5 a minute%6%7.")
                           .arg(megawatts(high), megawatts(trip), megawatts(settled), megawatts(within), megawatts(r.tripLimitW))
                           .arg(over ? tr(" (over)") : tr(" (within)"))
                           .arg(chosen && chosen->choice != PowerSmoothing::None
                                    ? tr("; %1: -%2").arg(withMitigation(chosen->label), megawatts(chosen->tripWithinMinuteW))
                                    : QString()));

    auto *utility = ChartStyle::line(tr("Utility"), ChartStyle::air(), Qt::SolidLine, 2.0);
    utility->append(before, high * 1e-6);
    utility->append(0, high * 1e-6);
    utility->append(0, (high - trip) * 1e-6);
    // Evenly in time, and at 60 s itself, where the curve meets the minute's marker.
    constexpr int kSamples = 120;
    std::vector<double> times{60.0};
    for (int i = 1; i <= kSamples; ++i)
        if (const double t = spanS * i / kSamples; std::abs(t - 60.0) > 1e-6)
            times.push_back(t);
    std::sort(times.begin(), times.end());
    for (double t : times) {
        const double followed = tauS > 0 ? 1.0 - std::exp(-t / tauS) : 1.0;
        utility->append(t, (high - trip - coolingDrop * followed) * 1e-6);
    }
    auto *rest = ChartStyle::line(tr("Settled: -%1").arg(megawatts(settled)), ChartStyle::series(6), Qt::DashLine, 1.4);
    rest->append(0, (high - settled) * 1e-6);
    rest->append(spanS, (high - settled) * 1e-6);
    auto *minute = ChartStyle::marker(tr("1 min: -%1").arg(megawatts(within)), 60, (high - within) * 1e-6);
    if (!over) {
        minute->setColor(ChartStyle::liquid());
        minute->setBorderColor(ChartStyle::liquid().darker(130));
    }
    minute->setMarkerSize(9);
    std::vector<QAbstractSeries *> series{rest, utility, minute};

    double lo = high - std::max(settled, within), hi = high;
    // The limit as a level a minute after the stop, where it falls inside a readable range (a
    // 20 MW limit under a 2 MW hall would squash the curve to a line).
    const double limitLevel = high - r.tripLimitW;
    if (limitLevel >= 0 && high - limitLevel <= 3 * std::max(settled, 1.0)) {
        auto *limit = ChartStyle::line(tr("Limit in 1 min"), ChartStyle::limit(), Qt::DotLine, 1.6);
        limit->append(0, limitLevel * 1e-6);
        limit->append(60, limitLevel * 1e-6);
        series.push_back(limit);
        lo = std::min(lo, limitLevel);
    }
    if (chosen && chosen->choice != PowerSmoothing::None && std::abs(chosen->tripWithinMinuteW - within) > 1.0) {
        auto *m = ChartStyle::marker(tr("Mitigated: -%1").arg(megawatts(chosen->tripWithinMinuteW)), 60,
                                     (high - chosen->tripWithinMinuteW) * 1e-6);
        m->setColor(ChartStyle::liquid());
        m->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        series.push_back(m);
        lo = std::min(lo, high - chosen->tripWithinMinuteW);
    }

    auto *time = new QValueAxis;
    time->setTitleText(tr("s after the stop"));
    ChartStyle::spanAxis(time, before, spanS, 7);
    auto *mw = new QValueAxis;
    mw->setTitleText(tr("utility MW"));
    const double pad = 0.12 * std::max(hi - lo, 1.0);
    ChartStyle::niceAxis(mw, std::max(0.0, lo - pad) * 1e-6, (hi + pad) * 1e-6, 6);
    chart->addAxis(time, Qt::AlignBottom);
    chart->addAxis(mw, Qt::AlignLeft);
    for (QAbstractSeries *s : series) {
        chart->addSeries(s);
        s->attachAxis(time);
        s->attachAxis(mw);
    }
    return chart;
}

} // namespace dcs::PowerSwingCharts
