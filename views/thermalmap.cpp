#include "thermalmap.h"
#include "thermal/thermalresult.h"
#include <QCoreApplication>
#include <QPainter>
#include <QStringList>
#include <cmath>

namespace dcs::ThermalMap {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("ThermalMap", text); }
QString deg(double c) { return QString::number(c, 'f', 0) + QStringLiteral(" °C"); }
// Blue (too cold), two greens (recommended), amber (allowable), red and dark red (outside):
// ColorBrewer RdYlBu / Greens steps, light enough for the black rack labels.
const QColor kCold(0x9e, 0xca, 0xe1), kOk(0xa1, 0xd9, 0x9b), kWarn(0xfd, 0xb8, 0x63), kBad(0xf0, 0x6a, 0x4a),
    kHot(0xc0, 0x39, 0x2b);
// Exhaust air far above the allowable limit: 10 K above it (a rack's typical 12-16 K rise).
constexpr double kFarAboveK = 10.0;
} // namespace

std::vector<Bin> bins(const ThermalResult &r)
{
    return {{kCold, tr("below %1 (recommended minimum)").arg(deg(r.recommendedMinC))},
            {kOk, tr("%1 – %2 recommended").arg(deg(r.recommendedMinC), deg(r.recommendedMaxC))},
            {kWarn, tr("%1 – %2 allowable (%3)").arg(deg(r.recommendedMaxC), deg(r.allowableMaxC),
                                                      QString::fromStdString(r.ashraeClass))},
            {kBad, tr("%1 – %2 outside allowable").arg(deg(r.allowableMaxC), deg(r.allowableMaxC + kFarAboveK))},
            {kHot, tr("%1 and more").arg(deg(r.allowableMaxC + kFarAboveK))}};
}

QString inletLine(const RackThermal &t)
{
    auto one = [](double c) { return QString::number(c, 'f', 1); };
    if (t.inletByLayerC.size() < 2)
        return tr("%1 °C mean, %2 °C top").arg(one(t.inletMeanC), one(t.inletTopC));
    QStringList layers;
    for (double c : t.inletByLayerC)
        layers << one(c);
    QString line = tr("%1 °C mean; %2 °C bottom to top").arg(one(t.inletMeanC), layers.join(QStringLiteral(" / ")));
    if (t.openAisleEnd)  // the fast model's known blind spot (docs/thermal.md, "CFD reference")
        line += tr("; open aisle end: the top may be up to 11 K warmer");
    return line;
}

QColor colourFor(double c, const ThermalResult &r)
{
    if (c < r.recommendedMinC)
        return kCold;
    if (c <= r.recommendedMaxC)
        return kOk;
    if (c <= r.allowableMaxC)
        return kWarn;
    return c <= r.allowableMaxC + kFarAboveK ? kBad : kHot;
}

void paintCells(QPainter *p, const ThermalResult &r, double unitsPerMetre, double opacity)
{
    if (!r.solved || r.nx <= 0 || r.ny <= 0)
        return;
    p->save();
    p->setOpacity(opacity);
    p->setPen(Qt::NoPen);
    const double s = r.cellM * unitsPerMetre;
    for (int j = 0; j < r.ny; ++j)
        for (int i = 0; i < r.nx; ++i) {
            const float c = r.roomC[size_t(j) * size_t(r.nx) + size_t(i)];
            if (std::isnan(c))
                continue;
            p->fillRect(QRectF(i * s, j * s, s, s), colourFor(c, r));
        }
    p->restore();
}

} // namespace dcs::ThermalMap
