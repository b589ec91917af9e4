#include "analysis/analysis.h"
#include "chartstyle.h"
#include "dynamics/powerdynamicsresult.h"
#include "powerswingcharts.h"
#include "powerswingchartstext.h"
#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <algorithm>

namespace dcs::PowerSwingCharts {

namespace {
// A step is drawn from at most twice this many points (a bucket's lowest and highest sample):
// one sample per millisecond of a 60 s step would be 60,000 points a curve.
constexpr int kBucketsPerStep = 600;


// An axis that holds [lo, hi] in the upper (or lower) half of the plot, so the utility's curve
// and the phase's, which have the same shape, are drawn one above the other.
void halfAxis(QValueAxis *axis, double lo, double hi, bool upper)
{
    const double span = std::max(hi - lo, std::max(std::abs(hi), 1e-9) * 0.02);
    const double min = upper ? hi - 2.3 * span : lo - 0.15 * span;
    const double max = upper ? hi + 0.15 * span : lo + 2.3 * span;
    ChartStyle::niceAxis(axis, std::max(0.0, min), max, 6);
}

void colourAxis(QValueAxis *axis, const QColor &colour)
{
    axis->setLabelsColor(colour.darker(115));
    axis->setTitleBrush(colour.darker(115));
}
} // namespace

QList<QPointF> repeatedSteps(const std::vector<double> &stepW, double dtS, int steps, double scale)
{
    QList<QPointF> out;
    const size_t n = stepW.size();
    if (n == 0 || steps < 1 || !(dtS > 0))
        return out;
    const size_t bucket = (n + kBucketsPerStep - 1) / kBucketsPerStep;
    std::vector<size_t> kept;
    for (size_t b = 0; b < n; b += bucket) {
        const auto first = stepW.begin() + ptrdiff_t(b);
        const auto [lo, hi] = std::minmax_element(first, stepW.begin() + ptrdiff_t(std::min(n, b + bucket)));
        const size_t i = size_t(lo - stepW.begin()), j = size_t(hi - stepW.begin());
        kept.push_back(std::min(i, j));
        if (i != j)
            kept.push_back(std::max(i, j));
    }
    const double stepS = dtS * double(n);
    out.reserve(qsizetype(kept.size()) * steps + 1);
    for (int s = 0; s < steps; ++s)
        for (size_t i : kept)
            out.append(QPointF(s * stepS + double(i) * dtS, stepW[i] * scale));
    out.append(QPointF(steps * stepS, stepW.front() * scale));  // the next step begins where this one did
    return out;
}

QChart *stepChart(const Analysis &analysis)
{
    auto *chart = new QChart;
    const PowerDynamicsResult &r = *analysis.powerDynamics;
    if (!r.computed || r.utilityW.empty()) {
        ChartStyle::apply(chart, tr("Training steps: not computed"));
        chart->setProperty("description", QString::fromStdString(r.missing));
        return chart;
    }
    const PowerDynamicsResult::Mitigation *chosen = r.chosen();
    const bool mitigated = chosen && chosen->choice != PowerSmoothing::None && !r.mitigatedUtilityW.empty();
    ChartStyle::apply(chart, mitigated ? tr("%1 training steps %2 (dashed)").arg(kStepsShown).arg(withMitigation(chosen->label))
                                       : tr("%1 training steps: utility and worst phase").arg(kStepsShown));
    const QString phase = QString::fromStdString(r.worstPhase.id + (r.worstPhase.what.empty() ? "" : " " + r.worstPhase.what));
    chart->setProperty("description",
                       tr("%1 steps of %2 s (%3 Hz) from the start of compute: the hall at the utility connection (IT, "
                          "chain losses, cooling following the heat, other loads; MW, left axis, upper curves) and the "
                          "PDU phase with the largest swing, %4 (kW, right axis, lower curves)%5.")
                           .arg(kStepsShown)
                           .arg(r.stepS, 0, 'f', 2)
                           .arg(r.fundamentalHz, 0, 'f', 2)
                           .arg(phase)
                           .arg(mitigated ? tr("; dashed: %1").arg(withMitigation(chosen->label)) : QString()));

    const QColor utilityColour = ChartStyle::air();
    const QColor phaseColour = ChartStyle::series(5);
    // Beside a mitigated curve the raw one is paler: the eye goes to what the grid will see.
    auto paler = [mitigated](QColor c) {
        if (mitigated)
            c.setAlphaF(0.45);
        return c;
    };
    auto *utility = ChartStyle::line(tr("Utility"), paler(utilityColour), Qt::SolidLine, 1.8);
    utility->append(repeatedSteps(r.utilityW, r.sampleDtS, kStepsShown, 1e-6));
    auto *worst = ChartStyle::line(tr("Worst phase"), paler(phaseColour), Qt::SolidLine, 1.8);
    worst->append(repeatedSteps(r.worstPhaseW, r.sampleDtS, kStepsShown, 1e-3));
    std::vector<QLineSeries *> upper{utility}, lower{worst};
    if (mitigated) {
        auto *u = ChartStyle::line(tr("Utility, mitigated"), ChartStyle::liquid(), Qt::DashLine, 2.2);
        u->append(repeatedSteps(r.mitigatedUtilityW, r.sampleDtS, kStepsShown, 1e-6));
        upper.push_back(u);
        if (!r.mitigatedWorstPhaseW.empty()) {
            auto *p = ChartStyle::line(tr("Worst phase, mitigated"), ChartStyle::series(3), Qt::DashLine, 2.2);
            p->append(repeatedSteps(r.mitigatedWorstPhaseW, r.sampleDtS, kStepsShown, 1e-3));
            lower.push_back(p);
        }
    }
    auto range = [](const std::vector<QLineSeries *> &curves) {
        double lo = 1e300, hi = -1e300;
        for (const QLineSeries *s : curves)
            for (const QPointF &p : s->points()) {
                lo = std::min(lo, p.y());
                hi = std::max(hi, p.y());
            }
        return std::pair{lo, hi};
    };

    auto *time = new QValueAxis;
    time->setTitleText(tr("s"));
    ChartStyle::spanAxis(time, 0, kStepsShown * r.stepS, 7);
    auto *mw = new QValueAxis;
    mw->setTitleText(tr("utility MW"));
    const auto [uLo, uHi] = range(upper);
    halfAxis(mw, uLo, uHi, true);
    colourAxis(mw, utilityColour);
    auto *kw = new QValueAxis;
    kw->setTitleText(tr("worst phase kW"));
    const auto [pLo, pHi] = range(lower);
    halfAxis(kw, pLo, pHi, false);
    colourAxis(kw, phaseColour);
    chart->addAxis(time, Qt::AlignBottom);
    chart->addAxis(mw, Qt::AlignLeft);
    chart->addAxis(kw, Qt::AlignRight);
    for (QLineSeries *s : upper) {
        chart->addSeries(s);
        s->attachAxis(time);
        s->attachAxis(mw);
    }
    for (QLineSeries *s : lower) {
        chart->addSeries(s);
        s->attachAxis(time);
        s->attachAxis(kw);
    }
    return chart;
}

} // namespace dcs::PowerSwingCharts
