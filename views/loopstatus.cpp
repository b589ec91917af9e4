#include "loopstatus.h"
#include <QCoreApplication>
#include <QStringList>

namespace dcs::LoopStatus {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("LoopStatus", text); }
} // namespace

double marginShare(const CduLoopHydraulics &loop)
{
    return loop.flowNeededLpm > 0 ? loop.flowMarginLpm / loop.flowNeededLpm : 0.0;
}

Band band(const CduLoopHydraulics &loop)
{
    if (flowShort(loop))
        return Band::Short;
    return marginShare(loop) < kTightShare ? Band::Tight : Band::Ample;
}

QString bandName(Band b)
{
    switch (b) {
    case Band::Ample: return tr("ample");
    case Band::Tight: return tr("tight");
    case Band::Short: return tr("short");
    }
    return {};
}

QString cduNames(const CduLoopHydraulics &loop, int shown)
{
    if (loop.cduIds.empty())
        return tr("no CDU");
    QStringList ids;
    for (size_t i = 0; i < loop.cduIds.size() && int(i) < shown; ++i)
        ids << QString::fromStdString(loop.cduIds[i]);
    QString text = ids.join(QStringLiteral(", "));
    if (int(loop.cduIds.size()) > shown)
        text += QStringLiteral(" +%1").arg(int(loop.cduIds.size()) - shown);
    return text;
}

bool flowShort(const CduLoopHydraulics &loop)
{
    return loop.carriesHeat && loop.flowMarginLpm < 0;
}

bool headShort(const CduLoopHydraulics &loop)
{
    return loop.carriesHeat && loop.headKnown && loop.headMarginKpa < 0;
}

QString statusText(const CduLoopHydraulics &loop)
{
    QStringList parts;
    if (flowShort(loop))
        parts << tr("flow short");
    if (headShort(loop))
        parts << tr("head short");
    if (!loop.racksAboveSystemLimit.empty())
        parts << tr("supply too warm");
    return parts.isEmpty() ? tr("OK") : parts.join(QStringLiteral(", "));
}

bool ok(const CduLoopHydraulics &loop)
{
    return !flowShort(loop) && !headShort(loop) && loop.racksAboveSystemLimit.empty();
}

std::unordered_map<std::string, RackOnLoop> racksOnLoops(const HydraulicsResult &result)
{
    std::unordered_map<std::string, RackOnLoop> out;
    for (const CduLoopHydraulics &loop : result.loops)
        if (loop.carriesHeat)
            for (const RackHydraulics &r : loop.racks)
                out.emplace(r.rackId, RackOnLoop{&loop, &r});  // emplace keeps the first loop's
    return out;
}

} // namespace dcs::LoopStatus
