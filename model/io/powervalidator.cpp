#include "powervalidator.h"
#include "catalog/catalog.h"
#include "json/jsonfieldreader.h"
#include "project/pdulayout.h"
#include "project/project.h"
#include "unreadfields.h"
#include <unordered_map>

namespace dcs {

namespace {

using P = JsonFieldReader;

struct PduInfo {
    const RackPdu *pdu;
    bool known;     // a PDU of the catalog: its outlets are known
    PduLayout layout;
    std::vector<std::pair<int, int>> owner;  // per outlet: (device index or kSystem, psu), psu 0 = free
};
constexpr int kSystem = -2;  // the owner of an outlet holding a rack-scale system's power shelf

std::string ownerName(const Rack &rack, const std::pair<int, int> &owner)
{
    return owner.first == kSystem ? "power shelf " + std::to_string(owner.second) + " of the rack-scale system '" + rack.id + "'"
                                  : "PSU " + std::to_string(owner.second) + " of '" + rack.devices[size_t(owner.first)].id + "'";
}

// Takes outlet `cord.outlet` of the PDU for `owner` (a device index or kSystem); false when
// another cord holds it already (then said at `path`).
bool claimOutlet(PduInfo &info, const PowerConnection &cord, int owner, const std::string &path, const Rack &rack,
                 JsonFieldReader &r)
{
    auto &held = info.owner[size_t(cord.outlet)];
    if (held.second > 0) {
        r.error(path, "outlet " + std::to_string(cord.outlet) + " of PDU '" + cord.pduId + "' is already used by "
                          + ownerName(rack, held) + ".");
        return false;
    }
    held = {owner, cord.psu};
    return true;
}

// The PDU of the rack a cord at `cp` names, with the outlet in its range: nullptr after saying
// why, or silently when the PDU's own catalog id (or an unread PDU id) is the problem.
PduInfo *cordPdu(std::vector<PduInfo> &pdus, const PowerConnection &cord, const std::string &cp, const Rack &rack,
                 bool pduIdsRead, const std::string &notOursWhy, JsonFieldReader &r)
{
    PduInfo *info = nullptr;
    for (PduInfo &pi : pdus)
        if (pi.pdu->id == cord.pduId)
            info = &pi;
    if (!info) {
        if (pduIdsRead)
            r.error(P::child(cp, "pdu"), "'" + cord.pduId + "' is not a PDU of rack '" + rack.id + "'" + notOursWhy + ".");
        return nullptr;
    }
    if (!info->known)
        return nullptr;  // the PDU's unknown catalog id is the problem, not its outlets
    if (cord.outlet > info->layout.outlets()) {
        r.error(P::child(cp, "outlet"), "PDU '" + cord.pduId + "' has " + std::to_string(info->layout.outlets())
                                            + " outlets; there is no outlet " + std::to_string(cord.outlet) + ".");
        return nullptr;
    }
    return info;
}

// A rack-scale system's power shelves (rack "power"): only on a rack-scale system, shelf numbers
// within the catalog's psu_count, each on a three-phase outlet of a PDU of the same rack.
void checkSystemShelves(const Rack &rack, const std::string &path, const Catalog &c, JsonFieldReader &r,
                        const UnreadFields &unread, std::vector<PduInfo> &pdus, bool pduIdsRead)
{
    if (rack.power.empty())
        return;
    const CatalogEntry *re = c.find(rack.catalogId);
    if (re && re->kind != CatalogKind::RackSystem) {
        r.error(P::child(path, "power"), "'" + rack.id + "' is a " + catalogKindName(re->kind)
                                             + ": only a rack-scale system's power shelves are cabled at the rack "
                                               "(a server's PSUs are cabled on the device).");
        return;
    }
    std::vector<bool> shelfUsed(size_t(re ? re->psuCount : 0) + 1, false);
    for (size_t k = 0; k < rack.power.size(); ++k) {
        const PowerConnection &cord = rack.power[k];
        const std::string cp = P::child(P::child(path, "power"), k);
        if (unread.missing(cp, {"psu", "pdu", "outlet"}))
            continue;
        if (re) {
            if (cord.psu > re->psuCount) {
                r.error(P::child(cp, "psu"), "'" + rack.id + "' (" + re->name + ") has " + std::to_string(re->psuCount)
                                                 + " power shelves; there is no shelf " + std::to_string(cord.psu) + ".");
                continue;
            }
            if (shelfUsed[size_t(cord.psu)]) {
                r.error(P::child(cp, "psu"), "power shelf " + std::to_string(cord.psu) + " of '" + rack.id
                                                 + "' is connected twice.");
                continue;
            }
            shelfUsed[size_t(cord.psu)] = true;
        }
        PduInfo *info = cordPdu(pdus, cord, cp, rack, pduIdsRead, "", r);
        if (!info)
            continue;
        if (!info->layout.threePhaseOutlets()) {
            r.error(P::child(cp, "outlet"), "a power shelf takes a three-phase feed; PDU '" + cord.pduId + "' ("
                                                + info->pdu->catalogId + ") has single-phase outlets. Use a three-phase "
                                                  "whip (e.g. pdu-415v-60a-3ph-whip).");
            continue;
        }
        claimOutlet(*info, cord, kSystem, P::child(cp, "outlet"), rack, r);
    }
}

void checkRack(const Rack &rack, const std::string &path, const Project &p, const Catalog &c, JsonFieldReader &r,
               const UnreadFields &unread)
{
    std::vector<PduInfo> pdus;
    bool pduIdsRead = true;  // else a cord may name the PDU whose id could not be read
    for (size_t j = 0; j < rack.pdus.size(); ++j) {
        const RackPdu &pdu = rack.pdus[j];
        const CatalogEntry *e = c.find(pdu.catalogId);
        pduIdsRead = pduIdsRead && !unread.missing(P::child(P::child(path, "pdus"), j), {"id"});
        PduInfo info{&pdu, e && e->pdu, e && e->pdu ? PduLayout::of(*e->pdu) : PduLayout{}, {}};
        info.owner.assign(size_t(info.layout.outlets()) + 1, {-1, 0});
        pdus.push_back(std::move(info));
        if (!pdu.panelId.empty()) {
            const FloorEquipment *panel = p.findEquipment(pdu.panelId);
            const CatalogEntry *pe = panel ? c.find(panel->catalogId) : nullptr;
            const std::string pp = P::child(P::child(P::child(path, "pdus"), j), "panel");
            if (!panel)
                r.error(pp, "unknown power panel '" + pdu.panelId + "' (no floor equipment has this id).");
            else if (pe && pe->kind != CatalogKind::PowerPanel)
                r.error(pp, "'" + pdu.panelId + "' is a " + catalogKindName(pe->kind) + ", expected a power panel.");
        }
    }
    for (size_t d = 0; d < rack.devices.size(); ++d) {
        const DevicePlacement &dev = rack.devices[d];
        const CatalogEntry *de = c.find(dev.catalogId);
        const std::string dp = P::child(P::child(path, "devices"), d);
        std::vector<bool> psuUsed(size_t(de ? de->psuCount : 0) + 1, false);
        for (size_t k = 0; k < dev.power.size(); ++k) {
            const PowerConnection &cord = dev.power[k];
            const std::string cp = P::child(P::child(dp, "power"), k);
            if (unread.missing(cp, {"psu", "pdu", "outlet"}))
                continue;
            if (de) {
                if (cord.psu > de->psuCount) {
                    r.error(P::child(cp, "psu"), "'" + dev.id + "' (" + de->name + ") has " + std::to_string(de->psuCount)
                                                     + " PSUs; there is no PSU " + std::to_string(cord.psu) + ".");
                } else if (psuUsed[size_t(cord.psu)]) {
                    r.error(P::child(cp, "psu"), "PSU " + std::to_string(cord.psu) + " of '" + dev.id
                                                     + "' is connected twice.");
                } else {
                    psuUsed[size_t(cord.psu)] = true;
                }
            }
            PduInfo *info = cordPdu(pdus, cord, cp, rack, pduIdsRead, " (a device is powered from its own rack's PDUs)", r);
            if (!info)
                continue;
            if (info->layout.threePhaseOutlets()) {
                r.error(P::child(cp, "outlet"), "outlet " + std::to_string(cord.outlet) + " of PDU '" + cord.pduId
                                                    + "' is a three-phase feed for a rack-scale system's power shelf, "
                                                      "not for a PSU cord.");
                continue;
            }
            if (!claimOutlet(*info, cord, int(d), P::child(cp, "outlet"), rack, r))
                continue;
        }
    }
    checkSystemShelves(rack, path, c, r, unread, pdus, pduIdsRead);
}

void checkUpstream(const Project &p, const Catalog &c, JsonFieldReader &r)
{
    std::unordered_map<std::string, size_t> index;
    for (size_t i = 0; i < p.equipment.size(); ++i)
        index.emplace(p.equipment[i].id, i);
    for (size_t i = 0; i < p.equipment.size(); ++i) {
        const FloorEquipment &e = p.equipment[i];
        if (e.upstreamId.empty())
            continue;
        const std::string path = P::child(P::child("/equipment", i), "upstream");
        auto it = index.find(e.upstreamId);
        if (it == index.end()) {
            r.error(path, "unknown upstream '" + e.upstreamId + "' (no floor equipment has this id).");
            continue;
        }
        const CatalogEntry *ue = c.find(p.equipment[it->second].catalogId);
        if (ue && ue->kind != CatalogKind::Ups && ue->kind != CatalogKind::PowerPanel) {
            r.error(path, "'" + e.upstreamId + "' is a " + catalogKindName(ue->kind) + ", expected a UPS or power panel.");
            continue;
        }
        // Follow the chain: it must end (at a unit with no upstream) within as many steps as there are units.
        size_t at = i;
        for (size_t steps = 0; steps <= p.equipment.size(); ++steps) {
            const std::string &up = p.equipment[at].upstreamId;
            auto next = up.empty() ? index.end() : index.find(up);
            if (next == index.end())
                break;
            at = next->second;
            if (at == i) {
                r.error(path, "the power chain above '" + e.id + "' loops back to it.");
                break;
            }
        }
    }
}

} // namespace

void PowerValidator::validateRack(const Rack &rack, const std::string &path, const Project &project,
                                  const Catalog &catalog, JsonFieldReader &r)
{
    checkRack(rack, path, project, catalog, r, UnreadFields{});
}

void PowerValidator::validate(const Project &project, const Catalog &catalog, JsonFieldReader &r,
                              const UnreadFields &unread)
{
    for (size_t i = 0; i < project.racks.size(); ++i)
        checkRack(project.racks[i], P::child("/racks", i), project, catalog, r, unread);
    checkUpstream(project, catalog, r);
}

} // namespace dcs
