#include "powerdynamicscharts.h"
#include "chartstyle.h"
#include "dynamics/powerdynamicsresult.h"
#include <QAreaSeries>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace dcs::PowerDynamicsCharts {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("dcs::PowerDynamicsCharts", text); }

// kW for a hall, MW once the figures reach ten megawatts (a 16k-GPU hall).
struct Unit {
    double scale;
    QString name;
};
Unit unitFor(double watts)
{
    return watts >= 10e6 ? Unit{1e-6, tr("MW")} : Unit{1e-3, tr("kW")};
}

QLineSeries *line(const QString &name, const QColor &colour, double width, QObject *parent)
{
    auto *s = new QLineSeries(parent);
    s->setName(name);
    QPen pen(colour);
    pen.setWidthF(width);
    s->setPen(pen);
    return s;
}

QChart *notComputed(const QString &title, const PowerDynamicsResult &r)
{
    auto *chart = new QChart;
    ChartStyle::apply(chart, tr("%1: not computed").arg(title));
    chart->setToolTip(QString::fromStdString(r.missing));
    return chart;
}

} // namespace

std::vector<QPointF> envelope(const std::vector<double> &oneStep, double dtS, int steps, int buckets, double scale)
{
    std::vector<QPointF> out;
    const size_t n = oneStep.size() * size_t(std::max(steps, 0));
    if (n == 0 || buckets <= 0)
        return out;
    const size_t per = std::max<size_t>(1, (n + size_t(buckets) - 1) / size_t(buckets));
    out.reserve(2 * (n / per + 1));
    for (size_t begin = 0; begin < n; begin += per) {
        const size_t end = std::min(n, begin + per);
        size_t lo = begin, hi = begin;
        for (size_t i = begin; i < end; ++i) {
            const double v = oneStep[i % oneStep.size()];
            if (v < oneStep[lo % oneStep.size()])
                lo = i;
            if (v > oneStep[hi % oneStep.size()])
                hi = i;
        }
        for (size_t i : {std::min(lo, hi), std::max(lo, hi)}) {
            out.emplace_back(double(i) * dtS, oneStep[i % oneStep.size()] * scale);
            if (lo == hi)
                break;
        }
    }
    return out;
}

QChart *utilityTime(const PowerDynamicsResult &r, int steps)
{
    const QString title = tr("Utility power, %1 steps").arg(steps);
    if (!r.computed || r.utilityW.empty())
        return notComputed(title, r);
    auto *chart = new QChart;
    ChartStyle::apply(chart, title);
    chart->setToolTip(tr("The hall's power at the utility connection (IT, the chain's losses, cooling following the heat "
                         "and other loads) over %1 steps of %2 s, every GPU of the run in step.")
                          .arg(steps)
                          .arg(r.stepS, 0, 'f', 3));
    const Unit unit = unitFor(r.utilityHighW);
    constexpr int kBuckets = 900;  // about a point per 0.5 pt across a page: every ramp stays sharp
    auto *raw = line(tr("Without mitigation"), ChartStyle::air(), 1.2, chart);
    double lo = 1e300, hi = -1e300;
    for (const QPointF &p : envelope(r.utilityW, r.sampleDtS, steps, kBuckets, unit.scale)) {
        raw->append(p);
        lo = std::min(lo, p.y());
        hi = std::max(hi, p.y());
    }
    chart->addSeries(raw);
    QList<QLineSeries *> all{raw};
    const PowerDynamicsResult::Mitigation *chosen = r.chosen();
    if (chosen && !r.mitigatedUtilityW.empty()) {
        auto *mitigated = line(tr("With mitigation"), ChartStyle::liquid(), 1.4, chart);
        for (const QPointF &p : envelope(r.mitigatedUtilityW, r.sampleDtS, steps, kBuckets, unit.scale)) {
            mitigated->append(p);
            lo = std::min(lo, p.y());
            hi = std::max(hi, p.y());
        }
        chart->addSeries(mitigated);
        all.append(mitigated);
    }
    auto *time = new QValueAxis;
    time->setTitleText(tr("s from a step's start"));
    // Nice ticks, but the axis ends with the last step (niceAxis would round it up to a tick).
    ChartStyle::niceAxis(time, 0, r.stepS * steps, 6);
    const double tick = time->tickCount() > 1 ? (time->max() - time->min()) / (time->tickCount() - 1) : r.stepS;
    time->setTickType(QValueAxis::TicksDynamic);
    time->setTickAnchor(0);
    time->setTickInterval(tick);
    time->setRange(0, r.stepS * steps);
    auto *power = new QValueAxis;
    power->setTitleText(unit.name);
    const double pad = std::max((hi - lo) * 0.08, std::abs(hi) * 0.002 + 1e-9);
    ChartStyle::niceAxis(power, lo - pad, hi + pad, 6);
    chart->addAxis(time, Qt::AlignBottom);
    chart->addAxis(power, Qt::AlignLeft);
    for (QLineSeries *s : all) {
        s->attachAxis(time);
        s->attachAxis(power);
    }
    return chart;
}

QChart *spectrum(const PowerDynamicsResult &r)
{
    const QString title = tr("Spectrum at the utility");
    if (!r.computed || r.harmonicAmplitudeW.empty() || r.stepS <= 0)
        return notComputed(title, r);
    auto *chart = new QChart;
    ChartStyle::apply(chart, title);
    chart->setToolTip(tr("Amplitude of each harmonic of the %1 Hz step at the utility connection; the shaded band, "
                         "%2-%3 Hz, is the settings' band to keep power out of.")
                          .arg(r.fundamentalHz, 0, 'f', 3)
                          .arg(r.avoidBand.lowHz, 0, 'g', 3)
                          .arg(r.avoidBand.highHz, 0, 'g', 3));
    const double tallestW = *std::max_element(r.harmonicAmplitudeW.begin(), r.harmonicAmplitudeW.end());
    const Unit unit = tallestW >= 1e6 ? Unit{1e-6, tr("MW")} : Unit{1e-3, tr("kW")};
    const double top = std::max(tallestW * unit.scale, 1e-9) * 1.1;

    const double lowHz = r.avoidBand.lowHz, highHz = r.avoidBand.highHz;
    auto *bandTop = new QLineSeries(chart), *bandBase = new QLineSeries(chart);
    bandTop->append(lowHz, top);
    bandTop->append(highHz, top);
    bandBase->append(lowHz, 0);
    bandBase->append(highHz, 0);
    auto *band = new QAreaSeries(bandTop, bandBase);
    band->setName(tr("Band to avoid"));
    QColor fill = ChartStyle::limit();
    fill.setAlpha(38);
    band->setColor(fill);
    QColor edge = ChartStyle::limit();
    edge.setAlpha(120);
    band->setBorderColor(edge);
    chart->addSeries(band);

    // Stems in one series: up and down at each harmonic, along the axis between them.
    auto *stems = line(tr("Harmonics"), ChartStyle::air(), 1.5, chart);
    double lastHz = 0;
    for (size_t k = 0; k < r.harmonicAmplitudeW.size(); ++k) {
        const double hz = double(k + 1) / r.stepS;
        stems->append(hz, 0);
        stems->append(hz, r.harmonicAmplitudeW[k] * unit.scale);
        stems->append(hz, 0);
        lastHz = hz;
    }
    chart->addSeries(stems);

    auto *frequency = new QLogValueAxis;
    frequency->setBase(10);
    frequency->setTitleText(tr("Hz (log)"));
    frequency->setLabelFormat(QStringLiteral("%g"));
    frequency->setMinorTickCount(8);
    const double xMin = std::min(lowHz, r.fundamentalHz) / 1.5, xMax = std::max(highHz, lastHz) * 1.3;
    frequency->setRange(std::pow(10, std::floor(std::log10(xMin))), std::pow(10, std::ceil(std::log10(xMax))));
    auto *amplitude = new QValueAxis;
    amplitude->setTitleText(tr("amplitude, %1").arg(unit.name));
    ChartStyle::niceAxis(amplitude, 0, top, 5);
    chart->addAxis(frequency, Qt::AlignBottom);
    chart->addAxis(amplitude, Qt::AlignLeft);
    for (QAbstractSeries *s : {static_cast<QAbstractSeries *>(band), static_cast<QAbstractSeries *>(stems)}) {
        s->attachAxis(frequency);
        s->attachAxis(amplitude);
    }
    return chart;
}

} // namespace dcs::PowerDynamicsCharts
