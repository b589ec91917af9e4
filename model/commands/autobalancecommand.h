#pragma once
#include "project/powerconnection.h"
#include <QUndoCommand>
#include <string>
#include <vector>

namespace dcs {

class ProjectDocument;

// Auto-balance of the power cords of some racks (PowerAutoBalance), as one undo step. The new
// cords are computed once, in the constructor; redo and undo swap the racks' cords.
class AutoBalanceCommand : public QUndoCommand
{
public:
    // Empty rackIds = every rack.
    AutoBalanceCommand(ProjectDocument *doc, const std::vector<std::string> &rackIds, QUndoCommand *parent = nullptr);
    bool isEmpty() const { return mRacks.empty(); }
    // Why the PDUs are as they end up, one sentence per PDU worth mentioning: the ones that
    // moved and the ones left with an imbalance over the threshold or a line over its limit
    // (PowerAutoBalance::explain). Empty when every PDU is balanced and within its limits.
    const std::vector<std::string> &report() const { return mReport; }
    void redo() override;
    void undo() override;

private:
    struct RackCords {
        std::string rackId;
        std::vector<std::vector<PowerConnection>> before, after;  // per device, in device order
    };
    void apply(bool after);

    ProjectDocument *mDoc;
    std::vector<RackCords> mRacks;
    std::vector<std::string> mReport;
};

} // namespace dcs
