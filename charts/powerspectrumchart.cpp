#include "analysis/analysis.h"
#include "chartstyle.h"
#include "dynamics/harmonics.h"
#include "dynamics/powerdynamicsresult.h"
#include "powerswingcharts.h"
#include "powerswingchartstext.h"
#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace dcs::PowerSwingCharts {

namespace {
// One stem per harmonic, drawn as one line that runs along the zero line between them.
QLineSeries *stems(const QString &name, const QColor &colour, double width, const std::vector<double> &amplitudeW,
                   double stepS, double scale)
{
    auto *s = new QLineSeries;
    s->setName(name);
    QPen pen(colour);
    pen.setWidthF(width);
    pen.setCapStyle(Qt::FlatCap);
    s->setPen(pen);
    QList<QPointF> points;
    points.reserve(qsizetype(3 * amplitudeW.size()));
    for (size_t k = 0; k < amplitudeW.size(); ++k) {
        const double hz = double(k + 1) / stepS;
        points << QPointF(hz, 0) << QPointF(hz, amplitudeW[k] * scale) << QPointF(hz, 0);
    }
    s->append(points);
    return s;
}

QString power(double w, double scale, const QString &unit)
{
    return QStringLiteral("%1 %2").arg(w * scale, 0, 'f', w * scale < 10 ? 2 : w * scale < 100 ? 1 : 0).arg(unit);
}
} // namespace

QChart *spectrumChart(const Analysis &analysis)
{
    auto *chart = new QChart;
    const PowerDynamicsResult &r = *analysis.powerDynamics;
    if (!r.computed || r.harmonicAmplitudeW.empty() || !(r.stepS > 0)) {
        ChartStyle::apply(chart, tr("Spectrum: not computed"));
        chart->setProperty("description", QString::fromStdString(r.missing));
        return chart;
    }
    const PowerDynamicsResult::Band &band = r.avoidBand;
    // The chosen mitigation's harmonics, from its waveform by the engine's own transform.
    const PowerDynamicsResult::Mitigation *chosen = r.chosen();
    const bool mitigated = chosen && chosen->choice != PowerSmoothing::None && !r.mitigatedUtilityW.empty();
    const std::vector<double> after =
        mitigated ? Harmonics::amplitudes(r.mitigatedUtilityW, int(r.harmonicAmplitudeW.size())) : std::vector<double>{};
    double top = *std::max_element(r.harmonicAmplitudeW.begin(), r.harmonicAmplitudeW.end());
    for (double a : after)
        top = std::max(top, a);
    const bool megawatts = top >= 1e7;
    const double scale = megawatts ? 1e-6 : 1e-3;
    const QString unit = megawatts ? tr("MW") : tr("kW");

    const bool over = band.rmsW > r.bandLimitRmsW;
    ChartStyle::apply(chart, tr("Spectrum: %1 RMS in the band (limit %2)")
                                 .arg(power(band.rmsW, scale, unit), power(r.bandLimitRmsW, scale, unit)));
    chart->setProperty("description",
                       tr("Amplitude of each harmonic of the step at the utility (k / %1 s, strongest at %2 Hz), log "
                          "frequency. Shaded: the band to avoid, %3-%4 Hz, where the hall puts %5 RMS against the "
                          "settings' limit of %6%7%8.")
                           .arg(r.stepS, 0, 'f', 2)
                           .arg(r.dominantHz, 0, 'f', 2)
                           .arg(band.lowHz, 0, 'g', 3)
                           .arg(band.highHz, 0, 'g', 3)
                           .arg(power(band.rmsW, scale, unit), power(r.bandLimitRmsW, scale, unit))
                           .arg(over ? tr(" (over)") : tr(" (within)"))
                           .arg(mitigated ? tr("; %1: %2 RMS").arg(withMitigation(chosen->label), power(chosen->avoidBandRmsW, scale, unit))
                                          : QString()));

    const double firstHz = 1.0 / r.stepS;
    const double lastHz = double(r.harmonicAmplitudeW.size()) / r.stepS;
    auto *hz = new QLogValueAxis;
    hz->setBase(10);
    hz->setTitleText(tr("Hz (log)"));
    hz->setLabelFormat(QStringLiteral("%g"));
    hz->setMinorTickCount(8);
    // Half a decade beyond the band and the harmonics: a whole decade more (0.01 Hz for a band from
    // 0.1 Hz) left a quarter of the plot empty.
    const double lo = std::min(firstHz, band.lowHz) / 2;
    const double hi = std::max(lastHz, band.highHz) * 2;
    hz->setRange(lo, hi);
    auto *amp = new QValueAxis;
    amp->setTitleText(tr("amplitude %1").arg(unit));
    ChartStyle::niceAxis(amp, 0, top * scale * 1.05, 6);
    chart->addAxis(hz, Qt::AlignBottom);
    chart->addAxis(amp, Qt::AlignLeft);

    // The band first, so the stems are drawn over it. Its boundary lines belong to the chart: a
    // QAreaSeries does not own them (costcharts.cpp).
    auto *upper = new QLineSeries(chart);
    auto *lower = new QLineSeries(chart);
    upper->append(std::max(band.lowHz, lo), amp->max());
    upper->append(std::min(band.highHz, hi), amp->max());
    lower->append(std::max(band.lowHz, lo), 0);
    lower->append(std::min(band.highHz, hi), 0);
    auto *shade = new QAreaSeries(upper, lower);
    shade->setName(tr("Band %1-%2 Hz: %3 RMS").arg(band.lowHz, 0, 'g', 3).arg(band.highHz, 0, 'g', 3).arg(power(band.rmsW, scale, unit)));
    QColor fill = over ? ChartStyle::limit() : ChartStyle::liquid();
    fill.setAlpha(34);
    shade->setBrush(fill);
    shade->setPen(Qt::NoPen);
    std::vector<QAbstractSeries *> series{shade};
    series.push_back(stems(tr("Harmonics"), ChartStyle::air(), 2.0, r.harmonicAmplitudeW, r.stepS, scale));
    if (mitigated)
        series.push_back(stems(tr("Mitigated: %1 RMS").arg(power(chosen->avoidBandRmsW, scale, unit)),
                               ChartStyle::liquid(), 2.0, after, r.stepS, scale));
    for (QAbstractSeries *s : series) {
        chart->addSeries(s);
        s->attachAxis(hz);
        s->attachAxis(amp);
    }
    return chart;
}

} // namespace dcs::PowerSwingCharts
