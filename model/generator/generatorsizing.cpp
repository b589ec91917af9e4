#include "generatorsizing.h"
#include "catalog/catalogentry.h"
#include "project/powersettings.h"
#include "cooling/plantmodel.h"
#include "network/cablerouter.h"
#include <algorithm>
#include <cmath>

namespace dcs::GeneratorSizing {

Heat heatOf(const CatalogEntry &e, GeneratorCooling cooling, const LiquidPlantSettings &liquid)
{
    Heat h;
    h.powerW = e.maxPowerW;
    h.airW = e.maxPowerW;
    if (cooling != GeneratorCooling::Liquid && cooling != GeneratorCooling::Sidecar)
        return h;  // no cold plates
    if (e.liquidHeatFraction > 0) {
        h.liquidW = e.maxPowerW * e.liquidHeatFraction;
    } else if (e.kind == CatalogKind::GpuServer) {
        const double fanRemovedW = e.maxPowerW * e.fanPowerFraction * liquid.captureFraction;
        h.powerW = e.maxPowerW - fanRemovedW;
        h.liquidW = h.powerW * liquid.captureFraction;
    }
    h.airW = h.powerW - h.liquidW;
    return h;
}

int unitsFor(double loadW, double unitW, CoolingRedundancy r) { return PlantModel::unitsFor(loadW, unitW, r); }

double pduCapacityW(const PduSpec &pdu, const PowerSettings &s)
{
    const double derated = pdu.inputCurrentA * s.continuousFraction();
    const double volts = pdu.phases <= 1 ? pdu.voltageLineToLineV / std::sqrt(3.0) : std::sqrt(3.0) * pdu.voltageLineToLineV;
    return volts * derated * s.powerFactor;
}

double bankCapacityW(const PduSpec &pdu, const PowerSettings &s)
{
    const bool delta = pdu.wiring == "delta";
    const double volts = delta ? pdu.voltageLineToLineV : pdu.voltageLineToLineV / std::sqrt(3.0);
    return pdu.bankBreakerA * s.continuousFraction() * volts * s.powerFactor;
}

double panelCapacityW(const CatalogEntry &panel, const PowerSettings &s)
{
    if (!panel.panel)
        return 0;
    return std::sqrt(3.0) * panel.panel->voltageLineToLineV * panel.panel->mainBreakerA * s.continuousFraction()
        * s.powerFactor;
}

double loadingTarget(const PowerSettings &s)
{
    return s.warningThreshold * 0.85;
}

int pdusPerFeedForPduLoss(const CatalogEntry &node, bool twoFeeds)
{
    const int psus = node.psuCount;
    if (psus <= 0)
        return 1;
    // Auto-connect alternates A/B: feed A gets the odd PSUs, ceil(n / 2) of them.
    const int onFeed = twoFeeds ? (psus + 1) / 2 : psus;
    const int required = std::max(1, node.psuRequired);
    for (int k = 1; k <= onFeed; ++k)
        if (psus - (onFeed + k - 1) / k >= required)
            return k;
    return 1;
}

int survivingPdus(int perFeed, bool twoFeeds)
{
    return twoFeeds ? perFeed : std::max(0, perFeed - 1);
}

int pdusPerFeedForLoad(double rackW, double pduCapacityW, double target, bool twoFeeds)
{
    const int carrying = std::max(1, int(std::ceil(rackW / (pduCapacityW * target))));
    return twoFeeds ? carrying : carrying + 1;
}

int cordsPerBank(const PduSpec &pdu, const PowerSettings &s, double cordW)
{
    const int outlets = std::max(1, pdu.outletsPerBank);
    if (cordW <= 0)
        return outlets;
    const int fit = int(std::floor(bankCapacityW(pdu, s) * loadingTarget(s) / cordW + 1e-9));
    return std::clamp(fit, 1, outlets);
}

double switchDrawW(const CatalogEntry &sw, const std::vector<const CatalogEntry *> &cableTypes)
{
    // Each port group at the worst cable end its speed can take (an 800G optic does not fit a
    // 400G port; QM9700: 64 x 8.5 W).
    double opticsW = 0;
    for (const PortGroup &g : sw.ports)
        if (g.role != "management")
            opticsW += g.count * CableRouter::worstSwitchEndW(cableTypes, g.speedGbps);
    return sw.maxPowerW + opticsW;
}

} // namespace dcs::GeneratorSizing
