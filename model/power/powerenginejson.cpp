// PowerEngine::addJson: the "power" section of `dcstudio evaluate` (keys in docs/power.md).
#include "powerengine.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

// The words evaluate --json gives the kinds (docs/power.md).
const char *chainUnitKey(ChainUnitPower::Kind kind) { return kind == ChainUnitPower::Kind::Ups ? "ups" : "panel"; }

const char *scenarioKey(PowerScenario::Kind kind)
{
    switch (kind) {
    case PowerScenario::Kind::FeedALost: return "feed_a_lost";
    case PowerScenario::Kind::FeedBLost: return "feed_b_lost";
    case PowerScenario::Kind::PduLost: return "pdu_lost";
    }
    return "pdu_lost";
}

json overloadsJson(const std::vector<PowerOverload> &list)
{
    json a = json::array();
    for (const PowerOverload &o : list)
        a.push_back({{"object", o.objectId}, {"what", o.what}, {"value", o.value}, {"limit", o.limit},
                     {"utilisation", o.utilisation}});
    return a;
}

} // namespace

void PowerEngine::addJson(const PowerResult &r, json &power)
{
    power["it_design_w"] = r.itDesignW;
    power["feed_a_w"] = r.feedW[0];
    power["feed_b_w"] = r.feedW[1];
    power["worst_line_utilisation"] = r.worstLineUtilisation;
    power["worst_line_pdu"] = r.worstLinePduId;
    power["worst_breaker_utilisation"] = r.worstBreakerUtilisation;
    power["worst_breaker_pdu"] = r.worstBreakerPduId;
    power["worst_breaker"] = r.worstBreakerWhat;
    power["worst_imbalance_pct"] = r.worstImbalancePct;
    power["worst_loaded_imbalance_pct"] = r.worstLoadedImbalancePct;
    power["unconnected_psus"] = r.unconnectedPsus;
    power["devices_underpowered"] = r.devicesUnderpowered;
    json pdus = json::array();
    for (size_t i = 0; i < r.pdus.size(); ++i) {
        const PduPower &p = r.pdus[i];
        json lines = json::array();
        for (int k = 0; k < 3; ++k) {
            const PowerLine &l = p.lines[size_t(k)];
            json lj = {{"line", "L" + std::to_string(k + 1)}, {"current_a", l.currentA}, {"power_w", l.powerW},
                       {"limit_a", l.limitA}, {"utilisation", l.utilisation}};
            for (int f = 0; f < 2; ++f)
                if (i < r.feedLostLineCurrentA[size_t(f)].size())
                    lj[f == 0 ? "current_a_feed_a_lost" : "current_a_feed_b_lost"] = r.feedLostLineCurrentA[size_t(f)][i][size_t(k)];
            lines.push_back(std::move(lj));
        }
        json banks = json::array();
        for (const PowerBank &b : p.banks)
            banks.push_back({{"phase", b.phase}, {"power_w", b.powerW}, {"current_a", b.currentA},
                             {"limit_a", b.limitA}, {"utilisation", b.utilisation}});
        json pj = {{"id", p.id}, {"rack", p.rackId}, {"feed", p.feed == Feed::A ? "A" : "B"},
                   {"wiring", p.delta ? "delta" : "wye"}, {"voltage_ll_v", p.voltageLlV}, {"power_w", p.powerW},
                   {"lines", std::move(lines)}, {"imbalance_pct", p.imbalancePct},
                   {"worst_utilisation", p.worstUtilisation}, {"banks", std::move(banks)},
                   {"outlets", p.outlets}, {"outlets_used", p.usedOutlets}};
        if (p.delta) {
            json br = json::array();
            static const char *pairs[] = {"L1-L2", "L2-L3", "L3-L1"};
            for (int k = 0; k < 3; ++k)
                br.push_back({{"pair", pairs[k]}, {"power_w", p.branchPowerW[size_t(k)]},
                              {"current_a", p.branchCurrentA[size_t(k)]}});
            pj["branches"] = std::move(br);
        } else {
            pj["voltage_ln_v"] = p.voltageLnV;
            pj["neutral_current_a"] = p.neutralCurrentA;
        }
        if (!p.panelId.empty())
            pj["panel"] = p.panelId;
        pdus.push_back(std::move(pj));
    }
    power["pdus"] = std::move(pdus);
    json racks = json::array();
    for (const RackPower &rp : r.racks)
        racks.push_back({{"id", rp.id}, {"power_w", rp.powerW}, {"budget_w", rp.budgetW}, {"utilisation", rp.utilisation},
                         {"feed_a_w", rp.feedW[0]}, {"feed_b_w", rp.feedW[1]}, {"unconnected_psus", rp.unconnectedPsus}});
    power["racks"] = std::move(racks);
    json chain = json::array();
    for (const ChainUnitPower &c : r.chain) {
        json cj = {{"id", c.id}, {"kind", chainUnitKey(c.kind)}, {"power_w", c.powerW}, {"utilisation", c.utilisation}};
        if (!c.upstreamId.empty())
            cj["upstream"] = c.upstreamId;
        if (c.kind == ChainUnitPower::Kind::Ups) {
            cj["rating_w"] = c.ratingW;
            cj["load_fraction"] = c.utilisation;
        } else {
            cj["current_a"] = c.currentA;
            cj["limit_a"] = c.limitA;
            cj["pdus"] = c.pdus;
        }
        chain.push_back(std::move(cj));
    }
    power["chain"] = std::move(chain);
    json scenarios = json::array();
    for (const PowerScenario &s : r.scenarios) {
        json sj = {{"kind", scenarioKey(s.kind)}, {"lost", s.lostId}, {"devices_down", s.devicesDown},
                   {"devices_throttled", s.devicesThrottled}, {"overloads", overloadsJson(s.overloads)},
                   {"worst_utilisation", s.worstUtilisation}};
        if (s.kind != PowerScenario::Kind::PduLost)
            sj["feed_w"] = s.feedW;  // what feeds A and B carry after the loss
        scenarios.push_back(std::move(sj));
    }
    power["failure_scenarios"] = std::move(scenarios);
    power["pdu_scenarios_analysed"] = r.pduScenariosAnalysed;
}

} // namespace dcs
