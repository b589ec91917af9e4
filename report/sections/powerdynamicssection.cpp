#include "powerdynamicssection.h"
#include "catalog/catalog.h"
#include "dynamics/powerdynamicsresult.h"
#include "powerswingcharts.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include "spec/inputdescriptions.h"
#include <QStringList>
#include <algorithm>

namespace dcs {

using ReportFormat::fmt;

namespace {

const QColor kOver(0xfa, 0xdb, 0xd8), kChosen(0xdc, 0xea, 0xf7);  // as the power chapter's overloads

QString kw(double watts) { return fmt.kilowatts(watts, 1); }
QString seconds(double s, int decimals = 3) { return fmt.number(s, decimals) + QStringLiteral(" s"); }
QString hertz(double hz) { return fmt.number(hz, hz < 10 ? 3 : 1) + QStringLiteral(" Hz"); }
QString within(double value, double limit) { return value <= limit * (1 + 1e-9) ? QStringLiteral("within") : QStringLiteral("over"); }

QString levelText(const PowerDynamicsResult::Level &l)
{
    const QString where = l.what.empty() ? QString::fromStdString(l.id)
                                         : QStringLiteral("%1 %2").arg(QString::fromStdString(l.id), QString::fromStdString(l.what));
    return QStringLiteral("%1: %2 → %3").arg(where, fmt.kilowattNumber(l.highW, 2), fmt.kilowatts(l.lowW, 2));
}

// A row of the figures table; `limit` empty: no limit applies.
void figure(ReportTable &t, const QString &name, const QString &value, const QString &limit = {}, const QString &verdict = {})
{
    t.add({name, value, limit.isEmpty() ? QStringLiteral("–") : limit, verdict.isEmpty() ? QStringLiteral("–") : verdict},
          verdict == QLatin1String("over") ? kOver : QColor());
}

// A label inside a sentence: "Storage at the rack" -> "storage at the rack"; "GPU power ..." stays.
QString inSentence(const std::string &label)
{
    QString text = QString::fromStdString(label);
    if (text.size() > 1 && !text.at(1).isUpper())
        text[0] = text.at(0).toLower();
    return text;
}

QString gpuModel(const Catalog &catalog, const std::string &id)
{
    const CatalogEntry *e = catalog.find(id);
    return e && e->gpu && !e->gpu->model.empty() ? QString::fromStdString(e->gpu->model) : QString::fromStdString(id);
}

// The settings' value of a limit key, in the registry's units and rounding.
struct Limit {
    const char *key;
    double value;
};

} // namespace

QString PowerDynamicsSection::notComputedSentence(const PowerDynamicsResult &r)
{
    return QStringLiteral("The power of the training step is not computed (%1), so this chapter has no figures.")
        .arg(QString::fromStdString(r.missing));
}

QString PowerDynamicsSection::introParagraph(const PowerDynamicsResult &r, const PowerDynamicsSettings &s, const Catalog &catalog)
{
    // A phase shorter than a transition is left before its level is reached (StepProfile).
    QStringList shortPhases;
    if (r.bubbleS > 0 && r.bubbleS < s.gpuRampS)
        shortPhases << QStringLiteral("the bubble");
    if (r.exposedCommS > 0 && r.exposedCommS < s.gpuRampS)
        shortPhases << QStringLiteral("the communication");
    QString ramp;
    if (!shortPhases.isEmpty()) {
        QString which = shortPhases.join(QStringLiteral(" and "));
        which[0] = which.at(0).toUpper();
        ramp = QStringLiteral(" %1 %2 shorter than the GPUs' %3 ramp: they leave it before reaching its level.")
                   .arg(which, shortPhases.size() > 1 ? QStringLiteral("are") : QStringLiteral("is"),
                        fmt.number(s.gpuRampS * 1000.0) + QStringLiteral(" ms"));
    }
    return QStringLiteral(
               "The figures are the hall's power over one step of the workload's training plan, repeated: the %1 %2 GPUs "
               "the plan uses compute at their TDP (%3) for %4, then wait at %5 of it in the pipeline bubble (%6) and at "
               "%7 in exposed communication (%8), all in step, as synchronous data parallelism runs them.%14 A checkpoint "
               "drops them to %9 for %10 every %11, and a job stop to %12. The utility connection sees the IT load with "
               "the power chain's losses, the cooling following the heat (time constant %13) and the other loads. Such "
               "swings are what Dubey et al. 2024 (The Llama 3 Herd of Models, section 3.3.4) report as tens of "
               "megawatts across 16,000 GPUs, and what Choukse et al. 2025 (Power Stabilization for AI Training "
               "Datacenters, arXiv 2508.14318) weigh against the grid's limits and resonances.")
        .arg(fmt.number(r.gpusSwinging), gpuModel(catalog, r.gpuCatalogId), fmt.number(r.gpuHighW) + QStringLiteral(" W"),
             seconds(r.computeS), fmt.percent(r.bubbleLevel, 0), seconds(r.bubbleS), fmt.percent(r.commLevel, 0),
             seconds(r.exposedCommS), fmt.percent(r.checkpointLevel, 0))
        .arg(seconds(r.checkpointDurationS, 0), seconds(r.checkpointIntervalS, 0), fmt.percent(r.idleLevel, 0),
             seconds(s.coolingTimeConstantS, 0), ramp);
}

ReportTable PowerDynamicsSection::figuresTable(const PowerDynamicsResult &r)
{
    ReportTable t;
    t.columns = {{QStringLiteral("Figure"), 1.95}, {QStringLiteral("Value"), 1.85, true}, {QStringLiteral("Limit"), 0.9, true},
                 {QStringLiteral("Against limit"), 0.75}};
    figure(t, QStringLiteral("Step time (frequency)"), QStringLiteral("%1 (%2)").arg(seconds(r.stepS), hertz(r.fundamentalHz)));
    figure(t, QStringLiteral("Compute / bubble / exposed communication"),
           QStringLiteral("%1 / %2 / %3 s").arg(fmt.number(r.computeS, 3), fmt.number(r.bubbleS, 3), fmt.number(r.exposedCommS, 3)));
    figure(t, QStringLiteral("IT at compute / lowest"), QStringLiteral("%1 / %2").arg(kw(r.itHighW), kw(r.itLowW)));
    figure(t, QStringLiteral("Utility at compute / lowest"), QStringLiteral("%1 / %2").arg(kw(r.utilityHighW), kw(r.utilityLowW)));
    figure(t, QStringLiteral("Utility swing"), kw(r.utilitySwingW), kw(r.swingLimitW), within(r.utilitySwingW, r.swingLimitW));
    figure(t, QStringLiteral("Utility swing, of design IT (%1)").arg(kw(r.designItW)), fmt.percent(r.swingFractionOfIt));
    figure(t, QStringLiteral("Steepest ramp at the utility"),
           r.rampWPerS >= 1e6 ? fmt.number(r.rampWPerS / 1e6, 1) + QStringLiteral(" MW/s") : fmt.number(r.rampWPerS / 1e3, 1) + QStringLiteral(" kW/s"));
    figure(t, QStringLiteral("Dominant frequency"), hertz(r.dominantHz));
    figure(t, QStringLiteral("RMS in the band to avoid, %1-%2 Hz").arg(fmt.number(r.avoidBand.lowHz, 1), fmt.number(r.avoidBand.highHz, 0)),
           kw(r.avoidBand.rmsW), kw(r.bandLimitRmsW), within(r.avoidBand.rmsW, r.bandLimitRmsW));
    QStringList bands;
    for (const PowerDynamicsResult::Band &b : r.bands)
        bands << fmt.kilowattNumber(b.rmsW, 1);
    QStringList bandNames;
    for (const PowerDynamicsResult::Band &b : r.bands)
        bandNames << QStringLiteral("%1-%2").arg(fmt.number(b.lowHz, b.lowHz < 1 ? 1 : 0), fmt.number(b.highHz, 0));
    if (!bands.isEmpty())
        figure(t, QStringLiteral("RMS in %1 Hz").arg(bandNames.join(QStringLiteral(" / "))), bands.join(QStringLiteral(" / ")) + QStringLiteral(" kW"));
    figure(t, QStringLiteral("Job stop, at once / cooling followed"), QStringLiteral("%1 / %2").arg(kw(r.jobTripW), kw(r.jobTripSettledW)));
    figure(t, QStringLiteral("Job stop, within a minute"), kw(r.tripWithinMinuteW), kw(r.tripLimitW), within(r.tripWithinMinuteW, r.tripLimitW));
    figure(t, QStringLiteral("Checkpoint dip (%1 every %2)").arg(seconds(r.checkpointDurationS, 0), seconds(r.checkpointIntervalS, 0)),
           kw(r.checkpointDipW));
    figure(t, QStringLiteral("Worst PDU phase (swing %1)").arg(fmt.kilowatts(r.worstPhase.swingW, 2)), levelText(r.worstPhase));
    figure(t, QStringLiteral("Feed A / feed B swing"), QStringLiteral("%1 / %2").arg(kw(r.feeds[0].swingW), kw(r.feeds[1].swingW)));
    if (!r.ups.empty()) {
        double worst = 0;
        for (const PowerDynamicsResult::Level &u : r.ups)
            worst = std::max(worst, u.swingW);
        figure(t, QStringLiteral("UPS swing (largest of %1)").arg(r.ups.size()), kw(worst));
    }
    return t;
}

ReportTable PowerDynamicsSection::mitigationTable(const PowerDynamicsResult &r, const QString &currency)
{
    ReportTable t;
    // kW for a hall, MW from ten megawatts (a 16k-GPU hall's figures would not fit the columns).
    const bool mw = r.utilityHighW >= 10e6;
    const QString unit = mw ? QStringLiteral("MW") : QStringLiteral("kW");
    auto power = [&](double w) { return mw ? fmt.number(w / 1e6, 2) : fmt.kilowattNumber(w, 1); };
    // Money in thousands: a 16k-GPU hall's storage costs millions, which a narrow column wraps.
    auto thousands = [](double v) { return fmt.number(v / 1000.0, 1); };
    t.columns = {{QStringLiteral("Option"), 1.5},
                 {QStringLiteral("Meets the limits"), 0.72},
                 {QStringLiteral("Swing %1").arg(unit), 0.82, true},
                 {QStringLiteral("Band RMS %1").arg(unit), 0.78, true},
                 {QStringLiteral("Job stop in 1 min, %1").arg(unit), 0.82, true},
                 {QStringLiteral("Sized as"), 1.12},
                 {QStringLiteral("Cycles a year"), 0.8, true},
                 {QStringLiteral("Life, yr"), 0.6, true},
                 {QStringLiteral("Added MWh a year"), 0.75, true},
                 {QStringLiteral("Capex, k %1").arg(currency), 0.75, true},
                 {QStringLiteral("Cost, k %1 a year").arg(currency), 0.75, true}};
    for (const PowerDynamicsResult::Mitigation &m : r.mitigations) {
        QString option = QString::fromStdString(m.label);
        if (m.chosen)
            option += QStringLiteral(" (chosen)");
        if (!m.available) {
            // Never priced or ranked: only why it cannot be built.
            t.addSpanning({option, QStringLiteral("Not available: %1.").arg(QString::fromStdString(m.unavailable))},
                          m.chosen ? kChosen : QColor(), m.chosen);
            continue;
        }
        const bool storage = m.storageKw > 0 || m.storageKwh > 0;
        QString sized = QStringLiteral("–");
        if (m.floorFraction > 0)
            sized = QStringLiteral("floor %1 of TDP").arg(fmt.percent(m.floorFraction));
        else if (storage)
            sized = QStringLiteral("%1 kW, %2 kWh").arg(fmt.number(m.storageKw), fmt.number(m.storageKwh, m.storageKwh < 10 ? 2 : 0));
        if (m.rampLimitFractionPerS > 0)
            sized += QStringLiteral(", ramp %1/s").arg(fmt.percent(m.rampLimitFractionPerS, 0));
        t.add({option, m.meetsLimits ? QStringLiteral("yes") : QStringLiteral("no: %1").arg(QString::fromStdString(m.limitsMissed)),
               power(m.utilitySwingW), power(m.avoidBandRmsW), power(m.tripWithinMinuteW),
               sized,
               storage ? fmt.number(m.storageCyclesPerYear) : QStringLiteral("–"),
               storage ? fmt.number(m.storageLifeYears, 1) : QStringLiteral("–"),
               fmt.number(m.addedFacilityKwhPerYear / 1000.0, m.addedFacilityKwhPerYear < 1e6 ? 1 : 0), thousands(m.capex),
               thousands(m.costPerYear)},
              m.chosen ? kChosen : QColor(), m.chosen);
    }
    return t;
}

// What set each storage's installed energy, grouped: "at the rack and at the row, wear over the TCO
// years (its life is then the TCO years); ...". Empty when no storage is shown.
QString PowerDynamicsSection::storageSizedParagraph(const PowerDynamicsResult &r)
{
    std::vector<std::pair<QString, QStringList>> groups;  // reason -> places, in the table's order
    for (const PowerDynamicsResult::Mitigation &m : r.mitigations) {
        if (!m.available || m.storageSizedBy.empty())
            continue;
        const QString why = QString::fromStdString(m.storageSizedBy);
        QString where = inSentence(m.label);
        where.remove(QStringLiteral("storage "));
        auto at = std::find_if(groups.begin(), groups.end(), [&](const auto &g) { return g.first == why; });
        if (at == groups.end())
            groups.push_back({why, {where}});
        else
            at->second << where;
    }
    if (groups.empty())
        return {};
    QStringList parts;
    for (const auto &[why, places] : groups)
        parts << QStringLiteral("%1, %2%3").arg(places.size() > 1 ? places.mid(0, places.size() - 1).join(QStringLiteral(", ")) +
                                                                        QStringLiteral(" and ") + places.last()
                                                                  : places.first(),
                                                why,
                                                why.contains(QStringLiteral("wear")) ? QStringLiteral(" (its life is then the TCO years)") : QString());
    return QStringLiteral("What set each storage's energy: %1.").arg(parts.join(QStringLiteral("; ")));
}

QString PowerDynamicsSection::chosenParagraph(const PowerDynamicsResult &r, const QString &currency)
{
    const PowerDynamicsResult::Mitigation *m = r.chosen();
    if (!m || m->choice == PowerSmoothing::None) {
        const bool meets = m && m->meetsLimits;
        return QStringLiteral("No mitigation is chosen (Power-swing mitigation in the power settings): the swing reaches the "
                              "utility as computed above%1, and the cost verdict includes nothing for it.")
            .arg(meets ? QStringLiteral(", within the utility's limits")
                       : QStringLiteral(", beyond the utility's limit on the %1").arg(QString::fromStdString(m ? m->limitsMissed : std::string())));
    }
    const QString label = inSentence(m->label);
    if (!m->available)
        return QStringLiteral("The chosen mitigation, %1, cannot be built here: %2. It is neither priced nor applied, and the "
                              "swing reaches the utility as computed above.")
            .arg(label, QString::fromStdString(m->unavailable));
    const QString priced = m->capex > 0
        ? QStringLiteral("Its capex of %1 (the capex group Power smoothing) and its %2 a year (energy and maintenance) are in "
                         "both options of the cost verdict.")
              .arg(fmt.money(m->capex, currency), fmt.money(m->costPerYear, currency))
        : QStringLiteral("It needs no capex; its %1 a year of energy is in both options of the cost verdict.")
              .arg(fmt.money(m->costPerYear, currency));
    return QStringLiteral("The design takes %1: it brings the utility's swing to %2 and the RMS in the band to %3, %4. %5")
        .arg(label, kw(m->utilitySwingW), kw(m->avoidBandRmsW),
             m->meetsLimits ? QStringLiteral("which meets the utility's limits")
                            : QStringLiteral("and still misses the limit of the %1").arg(QString::fromStdString(m->limitsMissed)),
             priced);
}

ReportTable PowerDynamicsSection::limitsTable(const PowerDynamicsSettings &s)
{
    const Limit limits[] = {
        {"power_settings.dynamics.max_swing_mw", s.maxSwingMw},
        {"power_settings.dynamics.max_swing_fraction", s.maxSwingFraction},
        {"power_settings.dynamics.max_ramp_mw_per_s", s.maxRampMwPerS},
        {"power_settings.dynamics.band_low_hz", s.bandLowHz},
        {"power_settings.dynamics.band_high_hz", s.bandHighHz},
        {"power_settings.dynamics.band_rms_fraction", s.bandRmsFraction},
    };
    ReportTable t;
    t.columns = {{QStringLiteral("Limit"), 1.5}, {QStringLiteral("Value"), 0.8, true}, {QStringLiteral("Source of the default"), 3.4}};
    for (const Limit &l : limits) {
        const InputDescription *d = InputDescriptions::find(l.key);
        if (!d)
            continue;
        const QString unit = QString::fromUtf8(d->unit);
        t.add({QString::fromUtf8(d->label), fmt.number(l.value * d->scale, std::max(d->decimals, 0)) + (unit.isEmpty() ? QString() : QLatin1Char(' ') + unit),
               QString::fromUtf8(d->source)});
    }
    return t;
}

void PowerDynamicsSection::write(ReportWriter &w, const ReportContext &c) const
{
    const PowerDynamicsResult &r = c.analysis.powerDynamics;
    w.heading(title());
    if (!r.computed) {
        w.paragraph(notComputedSentence(r));
        return;
    }
    const PowerDynamicsSettings &s = c.project.power.dynamics;
    const QString currency = QString::fromStdString(c.project.site.currency);
    w.paragraph(introParagraph(r, s, c.catalog));
    w.table(figuresTable(r));
    w.paragraph(QStringLiteral("Without mitigation. Swing: the utility's highest less its lowest power over the step. The job stop "
                               "within a minute is the trip with the cooling's first minute of following it, against the ramp limit "
                               "over a minute; a checkpoint's dip is at its end, the cooling partly followed."),
                true);
    // The Power page's charts (charts/powerswingcharts.h), each across the page: at half a page
    // their titles and legends would be cut.
    const PowerDynamicsResult::Mitigation *chosen = r.chosen();
    const bool mitigated = chosen && chosen->available && chosen->choice != PowerSmoothing::None && !r.mitigatedUtilityW.empty();
    const QString withChosen = mitigated ? QStringLiteral(", dashed with %1 (the chosen mitigation)").arg(inSentence(chosen->label)) : QString();
    const QString phase = QStringLiteral("%1 %2").arg(QString::fromStdString(r.worstPhase.id), QString::fromStdString(r.worstPhase.what)).trimmed();
    w.chart(230, [&] { return PowerSwingCharts::stepChart(c.analysis); },
            QStringLiteral("Three training steps at the utility connection (left axis)%1%2. Each axis spans its curve's swing, not zero.")
                .arg(phase.isEmpty() ? QString() : QStringLiteral(" and at the worst PDU phase, %1 (right axis)").arg(phase), withChosen));
    w.chart(200, [&] { return PowerSwingCharts::spectrumChart(c.analysis); },
            QStringLiteral("The amplitude of each harmonic of the step (multiples of %1) at the utility%2; the shaded band, %3, is "
                           "the one to keep power out of, where the limit is %4 RMS.")
                .arg(hertz(r.fundamentalHz), mitigated ? QStringLiteral(", and with the chosen mitigation") : QString(),
                     QStringLiteral("%1-%2 Hz").arg(fmt.number(r.avoidBand.lowHz, 1), fmt.number(r.avoidBand.highHz, 0)),
                     kw(r.bandLimitRmsW)));
    w.chart(200, [&] { return PowerSwingCharts::jobStopChart(c.analysis); },
            QStringLiteral("A job stop at the compute peak, at the utility: the GPUs drop to idle at once, then the cooling follows "
                           "the heat down; the marker is the change within a minute, against the limit of %1.")
                .arg(kw(r.tripLimitW)));

    w.heading(QStringLiteral("Mitigations"), 2);
    w.paragraph(QStringLiteral("Each option sized to meet the utility's limits (swing %1, band %2 RMS, a job stop %3 within a "
                               "minute) and priced at the site's prices; an option that cannot be built here says why and is not "
                               "priced. Energy is the facility's, through the design's PUE; the cost a year is energy and "
                               "maintenance.")
                    .arg(kw(r.swingLimitW), kw(r.bandLimitRmsW), kw(r.tripLimitW)),
                true);
    w.table(mitigationTable(r, currency));
    if (const QString sized = storageSizedParagraph(r); !sized.isEmpty())
        w.paragraph(sized, true);
    w.paragraph(chosenParagraph(r, currency));

    w.heading(QStringLiteral("The utility's limits"), 2);
    w.paragraph(QStringLiteral("The swing limit is the MW limit, or the share of IT when a share under 100 % gives less (%1 here); the ramp limit over a minute is "
                               "%2. Replace them with the interconnection agreement's figures.")
                    .arg(kw(r.swingLimitW), kw(r.tripLimitW)),
                true);
    w.table(limitsTable(s));
}

} // namespace dcs
