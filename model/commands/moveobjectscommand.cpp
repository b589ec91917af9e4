#include "moveobjectscommand.h"
#include "document/changeevent.h"
#include "document/projectdocument.h"
#include <cmath>

namespace dcs {

MoveObjectsCommand::MoveObjectsCommand(ProjectDocument *doc, std::vector<std::string> ids, double dxM, double dyM,
                                       int gestureId, QUndoCommand *parent)
    : QUndoCommand(parent), mDoc(doc), mIds(std::move(ids)), mDx(dxM), mDy(dyM), mGestureId(gestureId)
{
    const Project &p = doc->project();
    for (const std::string &id : mIds) {
        if (const Rack *r = p.findRack(id))
            mOrigins.emplace_back(r->xM, r->yM);
        else if (const FloorEquipment *e = p.findEquipment(id))
            mOrigins.emplace_back(e->xM, e->yM);
        else
            mOrigins.emplace_back(0.0, 0.0);
    }
    setText(mIds.size() == 1 ? QObject::tr("Move %1").arg(QString::fromStdString(mIds.front()))
                             : QObject::tr("Move %n objects", nullptr, int(mIds.size())));
}

void MoveObjectsCommand::place(bool moved)
{
    Project &p = mDoc->mutableProject();
    for (size_t i = 0; i < mIds.size(); ++i) {
        // Micrometre rounding keeps a merged drag (a sum of many small steps) from saving
        // positions like 2.4000000000000004; undo uses the recorded origin, exactly.
        const double x = moved ? std::round((mOrigins[i].first + mDx) * 1e6) / 1e6 : mOrigins[i].first;
        const double y = moved ? std::round((mOrigins[i].second + mDy) * 1e6) / 1e6 : mOrigins[i].second;
        if (Rack *r = p.findRack(mIds[i])) {
            r->xM = x;
            r->yM = y;
        } else if (FloorEquipment *e = p.findEquipment(mIds[i])) {
            e->xM = x;
            e->yM = y;
        }
    }
    mDoc->notify({ChangeEvent::Kind::Modified, mIds});
}

void MoveObjectsCommand::redo() { place(true); }
void MoveObjectsCommand::undo() { place(false); }

int MoveObjectsCommand::id() const
{
    // Gesture 0 means a single step (arrow key); such steps never merge.
    return mGestureId == 0 ? -1 : int(MergeId::MoveObjects);
}

bool MoveObjectsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const MoveObjectsCommand *>(other);
    if (o->mGestureId != mGestureId || o->mIds != mIds)
        return false;
    mDx += o->mDx;
    mDy += o->mDy;
    return true;
}

} // namespace dcs
