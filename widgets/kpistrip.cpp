#include "kpistrip.h"
#include "cooling/coolingresult.h"
#include "cost/costresult.h"
#include "inventory/inventoryresult.h"
#include "itpower/itpowerresult.h"
#include "network/networkresult.h"
#include "power/powerresult.h"
#include "training/trainingresult.h"
#include "flowlayout.h"
#include "displayformat.h"
#include <QHBoxLayout>
#include <QLocale>
#include <QVBoxLayout>
#include <algorithm>

namespace dcs {

KpiStrip::KpiStrip(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("kpiStrip"));
    // Wraps to a second row when the figures are wider than the window (FlowLayout).
    // Compact figures (a 1280 px window leaves the strip about 700 px between the docks).
    auto *layout = new FlowLayout(this, 16, 2);
    layout->setContentsMargins(8, 3, 8, 3);
    addFigure(QStringLiteral("racks"), tr("Racks"), tr("Racks and rack-scale systems on the floor."),
              [](const Analysis &a) { return Shown{DisplayFormat().number(a.inventory->racks)}; });
    addFigure(QStringLiteral("gpus"), tr("GPUs"), tr("GPUs in every placed GPU server and rack-scale system."),
              [](const Analysis &a) { return Shown{DisplayFormat().number(a.inventory->gpus)}; });
    addFigure(QStringLiteral("nodes"), tr("GPU nodes"), tr("GPU servers (and rack-scale systems) placed."),
              [](const Analysis &a) { return Shown{DisplayFormat().number(a.inventory->gpuNodes)}; });
    addFigure(QStringLiteral("it_kw"), tr("IT nameplate"),
              tr("Catalog maximum (nameplate) power of every IT device and rack-scale system plus the fabric's "
                 "optics: what the UPS and the cooling plant are sized for, not the average draw (REFERENCE 1.1). "
                 "Hover the value for the design load, the typical draw and the server fans liquid cooling removes."),
              [](const Analysis &a) {
                  const ItPowerResult &it = a.itPower;
                  const DisplayFormat f;
                  return Shown{f.kilowatts(it.nameplateW), false,
                               tr("Devices %1 + optics %2.\nDesign load (%3): %4, what the PDUs, breakers and feeds carry.\n"
                                  "Typical draw: %5; energy, PUE and cost use the %6 figure.\n"
                                  "Liquid cooling removes %7 of server fans (nameplate): liquid IT nameplate %8.")
                                   .arg(f.kilowatts(it.deviceNameplateW), f.kilowatts(it.opticsW),
                                        QString::fromStdString(it.designBasis), f.kilowatts(it.designW),
                                        f.kilowatts(it.typicalW), QString::fromStdString(it.energyBasis),
                                        f.kilowatts(it.serverFansNameplateW), f.kilowatts(it.liquidNameplateW))};
              });
    addFigure(QStringLiteral("rack_units"), tr("Rack units"), tr("U used / U available in all racks."),
              [](const Analysis &a) {
                  const QLocale l;
                  return Shown{tr("%1 / %2 U").arg(l.toString(a.inventory->usedU), l.toString(a.inventory->totalU))};
              });
    addFigure(QStringLiteral("worst_phase"), tr("Worst phase"),
              tr("Highest PDU line or bank-breaker current as a share of its derated rating, at the design "
                 "load in normal operation (power engine, REFERENCE 1.5). Red above 100 %."),
              [](const Analysis &a) {
                  return Shown{DisplayFormat().percent(a.power->worstBreakerUtilisation, 0),
                               a.power->worstBreakerUtilisation > 1.0 + 1e-9};
              });
    addFigure(QStringLiteral("feed_kw"), tr("Feed A / B"),
              tr("Design load carried by the feed-A and feed-B PDUs in normal operation (power engine). "
                 "In a 2N design each side must be able to carry both."),
              [](const Analysis &a) {
                  const DisplayFormat f;
                  return Shown{tr("%1 / %2 kW").arg(f.kilowattNumber(a.power->feedW[0], 0), f.kilowattNumber(a.power->feedW[1], 0))};
              });
    addFigure(QStringLiteral("imbalance"), tr("Worst imbalance"),
              tr("Highest NEMA phase imbalance (max deviation from the mean line current over the mean, power "
                 "engine) of the PDUs loaded enough to matter: worst line at or above the imbalance floor of the "
                 "power settings (25 % by default). Red when one is over the imbalance threshold."),
              [](const Analysis &a) {
                  return Shown{DisplayFormat().percent(a.power->worstLoadedImbalancePct / 100.0, 0),
                               a.power->actionableImbalances > 0};
              });
    addFigure(QStringLiteral("facility_kw"), tr("Facility, average"),
              tr("Average facility power of the design's own cooling architecture over the climate year: IT at "
                 "the energy basis (the typical draw unless the cooling settings say nameplate) + cooling + "
                 "distribution losses + other (cooling engine). Below the IT nameplate when the typical draw is."),
              [](const Analysis &a) {
                  const ArchitectureResult &d = a.cooling->design();
                  const DisplayFormat f;
                  return Shown{f.kilowatts(d.annualFacilityKwh / 8760.0 * 1000.0, 0), false,
                               tr("IT %1 (%2 draw, %3 architecture) × annual PUE %4.\nPeak hour: %5.")
                                   .arg(f.kilowatts(d.itPowerW), QString::fromStdString(a.cooling->itPowerBasis),
                                        QString::fromStdString(d.architecture), f.number(d.pue, 3),
                                        f.kilowatts(d.peakFacilityPowerW, 0))};
              });
    addFigure(QStringLiteral("pue"), tr("PUE air / liquid"),
              tr("Annual PUE of the same IT cooled by air (CRAH, chilled water) and by liquid (CDU, warm water), "
                 "computed hour by hour from the site's climate (REFERENCE 3)."),
              [](const Analysis &a) {
                  const QLocale l;
                  const ArchitectureResult &air = a.cooling->air;
                  // No air version of the design's systems: no air figure (issue 32 item 5).
                  if (!air.buildable)
                      return Shown{tr("– / %1").arg(l.toString(a.cooling->liquid.pue, 'f', 2)), false,
                                   QString::fromStdString(air.notBuildableReason)};
                  return Shown{tr("%1 / %2").arg(l.toString(air.pue, 'f', 2), l.toString(a.cooling->liquid.pue, 'f', 2))};
              });
    addFigure(QStringLiteral("energy_cost"), tr("Energy/yr air / liquid"),
              tr("Annual energy cost of the same IT cooled by air and by liquid at the site's electricity price "
                 "(thousands of the site currency)."),
              [](const Analysis &a) {
                  const QLocale l;
                  const ArchitectureResult &air = a.cooling->air;
                  const QString liquid = l.toString(a.cooling->liquid.annualEnergyCost / 1000.0, 'f', 0);
                  if (!air.buildable)
                      return Shown{tr("– / %1 k").arg(liquid), false, QString::fromStdString(air.notBuildableReason)};
                  return Shown{tr("%1 / %2 k").arg(l.toString(air.annualEnergyCost / 1000.0, 'f', 0), liquid)};
              });
    addFigure(QStringLiteral("tco"), tr("TCO liquid − air"),
              tr("Difference of total cost of ownership over the TCO years from both priced bills (negative: liquid "
                 "is cheaper) and the probability that liquid is cheaper over every cost input's range (Monte Carlo); "
                 "the Cost verdict tab shows the bills, the break-even and the inputs that decide."),
              [](const Analysis &a) {
                  const QLocale l;
                  const MonteCarloResult &mc = a.cost->monteCarlo;
                  const QString money = tr("%1 M").arg(l.toString(a.cost->tcoDifference / 1e6, 'f', 2));
                  // No air alternative: the verdict is towers against dry coolers, and says so.
                  if (!a.cost->airVsLiquid()) {
                      const QString detail = tr("%1\nThe verdict compares the liquid plant's heat rejection: TCO %2 − %3 "
                                                "%4 M%5.")
                                                 .arg(QString::fromStdString(a.cost->airNotBuildable),
                                                      QString::fromStdString(a.cost->candidate.label).toLower(),
                                                      QString::fromStdString(a.cost->reference.label).toLower(), money,
                                                      mc.samples > 0 && a.complete
                                                          ? tr(", towers cheaper in %1 % of runs")
                                                                .arg(l.toString(mc.probabilityCandidateCheaper * 100.0, 'f', 0))
                                                          : QString());
                      return Shown{money, false, detail, tr("TCO towers − dry coolers")};
                  }
                  if (!a.complete)  // the Monte Carlo run comes with the runner's second pass
                      return Shown{tr("%1, P(liquid) computing…").arg(money)};
                  if (mc.samples == 0)
                      return Shown{money};
                  return Shown{tr("%1, P(liquid) %2 %").arg(money, l.toString(mc.probabilityCandidateCheaper * 100.0, 'f', 0))};
              });
    addFigure(QStringLiteral("fabric"), tr("Fabric"),
              tr("End-to-end oversubscription of the compute fabric (1:1 = non-blocking, REFERENCE 5)."),
              [](const Analysis &a) {
                  return Shown{a.network->networks.empty()
                                   ? tr("none")
                                   : tr("%1:1").arg(QLocale().toString(a.network->networks.front().endToEndOversubscription, 'g', 3))};
              });
    addFigure(QStringLiteral("days"), tr("Days to train"),
              tr("Wall-clock days of the workload on the GPUs placed, including communication, pipeline "
                 "bubble and goodput (training engine, REFERENCE 4)."),
              [](const Analysis &a) {
                  const TrainingResult &t = a.training;
                  // The defaults time a tuned stack: the tooltip adds the days at published production speeds.
                  const QString production = t.productionDaysFast > 0
                                                 ? tr("At the speeds published production runs reached: %1–%2 days (Training tab).")
                                                       .arg(QLocale().toString(t.productionDaysFast, 'f', 1),
                                                            QLocale().toString(t.productionDaysSlow, 'f', 1))
                                                 : QString();
                  return Shown{t.evaluated ? QLocale().toString(t.days, 'f', 1) : tr("–"), t.evaluated && !t.plan.memory.fits,
                               production};
              });
    addFigure(QStringLiteral("gpu_hours"), tr("GPU-hours"),
              tr("Wall-clock hours of the training run x the GPUs its plan uses (training engine)."),
              [](const Analysis &a) {
                  return Shown{a.training->evaluated ? QLocale().toString(a.training->gpuHours, 'f', 0) : tr("–")};
              });
    addFigure(QStringLiteral("run_cost"), tr("Cost per run"),
              tr("Energy of the training run at the design's PUE and the site price plus GPU-hours x the design's cost "
                 "of a GPU-hour (or the workload's figures), in the site currency (training engine)."),
              [](const Analysis &a) {
                  // Compact, not rounded to thousands: a small run costs a few hundred, not "0 k".
                  return Shown{a.training->evaluated ? DisplayFormat().compactMoney(a.training->runCost, {}).trimmed() : tr("–")};
              });
    addFigure(QStringLiteral("memory_fit"), tr("Memory / GPU"),
              tr("Memory of the most loaded GPU against its HBM; red when it exceeds HBM less the headroom "
                 "setting (training engine, REFERENCE 4)."),
              [](const Analysis &a) {
                  const TrainingResult &t = a.training;
                  const QLocale l;
                  return Shown{t.evaluated ? tr("%1 / %2 GB").arg(l.toString(t.plan.memory.totalB / 1e9, 'f', 0),
                                                                  l.toString(t.plan.memory.hbmB / 1e9, 'f', 0))
                                           : tr("–"),
                               t.evaluated && !t.plan.memory.fits};
              });
}

QLabel *KpiStrip::addFigure(const QString &key, const QString &caption, const QString &tooltip,
                           std::function<Shown(const Analysis &)> compute)
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(0);
    auto *cap = new QLabel(caption, box);
    cap->setStyleSheet(QStringLiteral("color: palette(mid); font-size: 8pt;"));
    auto *value = new QLabel(QStringLiteral("–"), box);
    value->setObjectName(QStringLiteral("kpi_") + key);
    QFont f = value->font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    f.setBold(true);
    value->setFont(f);
    v->addWidget(cap);
    v->addWidget(value);
    box->setToolTip(tooltip);
    layout()->addWidget(box);
    mFigures.push_back({key, value, cap, caption, tooltip, std::move(compute)});
    return value;
}

void KpiStrip::setAnalysis(const AnalysisPtr &analysis)
{
    if (!analysis)
        return;
    for (const Figure &f : mFigures) {
        const Shown shown = f.compute(*analysis);
        f.value->setText(shown.text);
        f.caption->setText(shown.caption.isEmpty() ? f.captionText : shown.caption);
        f.value->setStyleSheet(shown.alarming ? QStringLiteral("color: #c81e1e;") : QString());
        // Without a detail the value shows the figure's own tooltip (its box's); a figure shown
        // under another caption has only its detail (the box's text is about the usual figure).
        f.value->setToolTip(shown.detail.isEmpty()      ? QString()
                            : !shown.caption.isEmpty() ? shown.detail
                                                       : f.tooltip + QStringLiteral("\n\n") + shown.detail);
    }
}

QString KpiStrip::text(const QString &key) const
{
    for (const Figure &f : mFigures)
        if (f.key == key)
            return f.value->text();
    return {};
}

} // namespace dcs
