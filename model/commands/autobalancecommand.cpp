#include "autobalancecommand.h"
#include "document/projectdocument.h"
#include "planners/powerautobalance.h"
#include <algorithm>

namespace dcs {

AutoBalanceCommand::AutoBalanceCommand(ProjectDocument *doc, const std::vector<std::string> &rackIds,
                                       QUndoCommand *parent)
    : QUndoCommand(parent), mDoc(doc)
{
    const Project &p = doc->project();
    for (const Rack &rack : p.racks) {
        if (!rackIds.empty() && std::find(rackIds.begin(), rackIds.end(), rack.id) == rackIds.end())
            continue;
        Rack balanced = rack;
        std::vector<PowerAutoBalance::PduOutcome> outcomes;
        const bool moved = PowerAutoBalance::balanceRack(balanced, doc->catalog(), p.power, &outcomes);
        for (const PowerAutoBalance::PduOutcome &o : outcomes) {
            const double worst = std::max({o.lineA[0], o.lineA[1], o.lineA[2]});
            if (o.moved || o.imbalancePct > p.power.imbalanceThresholdPct || (o.limitA > 0 && worst > o.limitA))
                mReport.push_back(PowerAutoBalance::explain(o));
        }
        if (!moved)
            continue;
        RackCords rc{rack.id, {}, {}};
        for (size_t i = 0; i < rack.devices.size(); ++i) {
            rc.before.push_back(rack.devices[i].power);
            rc.after.push_back(balanced.devices[i].power);
        }
        mRacks.push_back(std::move(rc));
    }
    setText(mRacks.size() == 1 ? QObject::tr("Auto-balance %1").arg(QString::fromStdString(mRacks.front().rackId))
                               : QObject::tr("Auto-balance %n racks", nullptr, int(mRacks.size())));
}

void AutoBalanceCommand::apply(bool after)
{
    std::vector<std::string> ids;
    for (const RackCords &rc : mRacks) {
        Rack *rack = mDoc->mutableProject().findRack(rc.rackId);
        if (!rack)
            continue;
        const auto &cords = after ? rc.after : rc.before;
        for (size_t i = 0; i < rack->devices.size() && i < cords.size(); ++i)
            rack->devices[i].power = cords[i];
        ids.push_back(rc.rackId);
    }
    mDoc->notify({ChangeEvent::Kind::Modified, ids});
}

void AutoBalanceCommand::redo() { apply(true); }
void AutoBalanceCommand::undo() { apply(false); }

} // namespace dcs
