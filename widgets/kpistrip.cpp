#include "kpistrip.h"
#include <QHBoxLayout>
#include <QLocale>
#include <QVBoxLayout>

namespace dcs {

KpiStrip::KpiStrip(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("kpiStrip"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(24);
    addFigure(QStringLiteral("racks"), tr("Racks"), tr("Racks and rack-scale systems on the floor."));
    addFigure(QStringLiteral("gpus"), tr("GPUs"), tr("GPUs in every placed GPU server and rack-scale system."));
    addFigure(QStringLiteral("nodes"), tr("GPU nodes"), tr("GPU servers (and rack-scale systems) placed."));
    addFigure(QStringLiteral("it_kw"), tr("IT nameplate"),
              tr("Sum of the catalog maximum (nameplate) power of every IT device: a sizing figure, "
                 "not the average draw (REFERENCE 1.1)."));
    addFigure(QStringLiteral("rack_units"), tr("Rack units"), tr("U used / U available in all racks."));
    layout->addStretch(1);
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
    f.setPointSizeF(f.pointSizeF() * 1.35);
    f.setBold(true);
    value->setFont(f);
    v->addWidget(cap);
    v->addWidget(value);
    box->setToolTip(tooltip);
    static_cast<QHBoxLayout *>(layout())->addWidget(box);
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
