#include "kpistrip.h"
#include "flowlayout.h"
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
    addFigure(QStringLiteral("racks"), tr("Racks"), tr("Racks and rack-scale systems on the floor."));
    addFigure(QStringLiteral("gpus"), tr("GPUs"), tr("GPUs in every placed GPU server and rack-scale system."));
    addFigure(QStringLiteral("nodes"), tr("GPU nodes"), tr("GPU servers (and rack-scale systems) placed."));
    addFigure(QStringLiteral("it_kw"), tr("IT nameplate"),
              tr("Sum of the catalog maximum (nameplate) power of every IT device: a sizing figure, "
                 "not the average draw (REFERENCE 1.1)."));
    addFigure(QStringLiteral("rack_units"), tr("Rack units"), tr("U used / U available in all racks."));
    addFigure(QStringLiteral("worst_phase"), tr("Worst phase"),
              tr("Highest PDU line or bank-breaker current as a share of its derated rating, at the design "
                 "load in normal operation (power engine, REFERENCE 1.5). Red above 100 %."));
    addFigure(QStringLiteral("feed_kw"), tr("Feed A / B"),
              tr("Design load carried by the feed-A and feed-B PDUs in normal operation (power engine). "
                 "In a 2N design each side must be able to carry both."));
    addFigure(QStringLiteral("imbalance"), tr("Worst imbalance"),
              tr("Highest NEMA phase imbalance (max deviation from the mean line current over the mean, power "
                 "engine) of the PDUs loaded enough to matter: worst line at or above the imbalance floor of the "
                 "power settings (25 % by default). Red when one is over the imbalance threshold."));
    addFigure(QStringLiteral("facility_kw"), tr("Facility"),
              tr("Average facility power of the design's own cooling architecture over the climate year: "
                 "IT + cooling + distribution losses + other (cooling engine)."));
    addFigure(QStringLiteral("pue"), tr("PUE air / liquid"),
              tr("Annual PUE of the same IT cooled by air (CRAH, chilled water) and by liquid (CDU, warm water), "
                 "computed hour by hour from the site's climate (REFERENCE 3)."));
    addFigure(QStringLiteral("energy_cost"), tr("Energy/yr air / liquid"),
              tr("Annual energy cost of the same IT cooled by air and by liquid at the site's electricity price "
                 "(thousands of the site currency)."));
    addFigure(QStringLiteral("tco"), tr("TCO liquid − air"),
              tr("Difference of total cost of ownership over the TCO years (negative: liquid is cheaper) and the "
                 "year when liquid's cumulative cost falls to air's, or \"never\" (cost engine)."));
    addFigure(QStringLiteral("fabric"), tr("Fabric"),
              tr("End-to-end oversubscription of the compute fabric (1:1 = non-blocking, REFERENCE 5)."));
    addFigure(QStringLiteral("days"), tr("Days to train"),
              tr("Wall-clock days of the workload on the GPUs placed, including communication, pipeline "
                 "bubble and goodput (training engine, REFERENCE 4)."));
    addFigure(QStringLiteral("gpu_hours"), tr("GPU-hours"),
              tr("Wall-clock hours of the training run x the GPUs its plan uses (training engine)."));
    addFigure(QStringLiteral("run_cost"), tr("Cost per run"),
              tr("Energy of the training run at the site price plus GPU-hours x the workload's GPU-hour price, "
                 "thousands of the site currency (training engine)."));
    addFigure(QStringLiteral("memory_fit"), tr("Memory / GPU"),
              tr("Memory of the most loaded GPU against its HBM; red when it exceeds HBM less the headroom "
                 "setting (training engine, REFERENCE 4)."));
}

QLabel *KpiStrip::addFigure(const QString &key, const QString &caption, const QString &tooltip)
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
    mFigures.push_back({key, value});
    return value;
}

void KpiStrip::setAnalysis(const AnalysisPtr &analysis)
{
    if (!analysis)
        return;
    const InventoryResult &inv = analysis->inventory;
    const QLocale locale;
    for (const Figure &f : mFigures) {
        if (f.key == QLatin1String("racks"))
            f.value->setText(locale.toString(inv.racks));
        else if (f.key == QLatin1String("gpus"))
            f.value->setText(locale.toString(inv.gpus));
        else if (f.key == QLatin1String("nodes"))
            f.value->setText(locale.toString(inv.gpuNodes));
        else if (f.key == QLatin1String("it_kw"))
            f.value->setText(tr("%1 kW").arg(locale.toString(inv.nameplateItPowerW / 1000.0, 'f', 1)));
        else if (f.key == QLatin1String("rack_units"))
            f.value->setText(tr("%1 / %2 U").arg(locale.toString(inv.usedU), locale.toString(inv.totalU)));
        else if (f.key == QLatin1String("worst_phase"))
            setFigure(f.value, tr("%1 %").arg(locale.toString(analysis->power.worstBreakerUtilisation * 100, 'f', 0)),
                      analysis->power.worstBreakerUtilisation > 1.0 + 1e-9);
        else if (f.key == QLatin1String("feed_kw"))
            f.value->setText(tr("%1 / %2 kW").arg(locale.toString(analysis->power.feedW[0] / 1000.0, 'f', 0),
                                                  locale.toString(analysis->power.feedW[1] / 1000.0, 'f', 0)));
        else if (f.key == QLatin1String("imbalance"))
            setFigure(f.value, tr("%1 %").arg(locale.toString(analysis->power.worstLoadedImbalancePct, 'f', 0)),
                      std::any_of(analysis->warnings.begin(), analysis->warnings.end(),
                                  [](const Warning &w) { return w.code == "power.imbalance"; }));
        else if (f.key == QLatin1String("facility_kw"))
            f.value->setText(tr("%1 kW").arg(locale.toString(analysis->cooling.design().annualFacilityKwh / 8760.0, 'f', 0)));
        else if (f.key == QLatin1String("pue"))
            f.value->setText(tr("%1 / %2").arg(locale.toString(analysis->cooling.air.pue, 'f', 2),
                                               locale.toString(analysis->cooling.liquid.pue, 'f', 2)));
        else if (f.key == QLatin1String("energy_cost"))
            f.value->setText(tr("%1 / %2 k").arg(locale.toString(analysis->cooling.air.annualEnergyCost / 1000.0, 'f', 0),
                                                 locale.toString(analysis->cooling.liquid.annualEnergyCost / 1000.0, 'f', 0)));
        else if (f.key == QLatin1String("tco"))
            f.value->setText(tr("%1 M, %2").arg(locale.toString(analysis->cost.tcoDifference / 1e6, 'f', 2),
                                                !analysis->cost.breakEvenYears ? tr("never")
                                                : *analysis->cost.breakEvenYears <= 0
                                                    ? tr("at once")
                                                    : tr("yr %1").arg(locale.toString(*analysis->cost.breakEvenYears, 'f', 1))));
        else if (f.key == QLatin1String("fabric"))
            f.value->setText(analysis->network.networks.empty()
                                 ? tr("none")
                                 : tr("%1:1").arg(locale.toString(analysis->network.networks.front().endToEndOversubscription, 'g', 3)));
        else if (f.key == QLatin1String("days"))
            setFigure(f.value, analysis->training.evaluated ? locale.toString(analysis->training.days, 'f', 1) : tr("–"),
                      analysis->training.evaluated && !analysis->training.plan.memory.fits);
        else if (f.key == QLatin1String("gpu_hours"))
            f.value->setText(analysis->training.evaluated ? locale.toString(analysis->training.gpuHours, 'f', 0) : tr("–"));
        else if (f.key == QLatin1String("run_cost"))
            f.value->setText(analysis->training.evaluated
                                 ? tr("%1 k").arg(locale.toString(analysis->training.runCost / 1000.0, 'f', 0)) : tr("–"));
        else if (f.key == QLatin1String("memory_fit"))
            setFigure(f.value,
                      analysis->training.evaluated
                          ? tr("%1 / %2 GB").arg(locale.toString(analysis->training.plan.memory.totalB / 1e9, 'f', 0),
                                                 locale.toString(analysis->training.plan.memory.hbmB / 1e9, 'f', 0))
                          : tr("–"),
                      analysis->training.evaluated && !analysis->training.plan.memory.fits);
    }
}

void KpiStrip::setFigure(QLabel *label, const QString &text, bool alarming)
{
    label->setText(text);
    label->setStyleSheet(alarming ? QStringLiteral("color: #c81e1e;") : QString());
}

QString KpiStrip::text(const QString &key) const
{
    for (const Figure &f : mFigures)
        if (f.key == key)
            return f.value->text();
    return {};
}

} // namespace dcs
