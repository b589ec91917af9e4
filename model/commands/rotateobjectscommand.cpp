#include "rotateobjectscommand.h"
#include "document/projectdocument.h"

namespace dcs {

RotateObjectsCommand::RotateObjectsCommand(ProjectDocument *doc, std::vector<std::string> ids, QUndoCommand *parent)
    : QUndoCommand(parent), mDoc(doc), mIds(std::move(ids))
{
    setText(mIds.size() == 1 ? QObject::tr("Rotate %1").arg(QString::fromStdString(mIds.front()))
                             : QObject::tr("Rotate %n objects", nullptr, int(mIds.size())));
}

void RotateObjectsCommand::turn(int quarterTurns)
{
    Project &p = mDoc->mutableProject();
    auto rotate = [&](int &deg) { deg = ((deg + 90 * quarterTurns) % 360 + 360) % 360; };
    for (const std::string &id : mIds) {
        if (Rack *r = p.findRack(id))
            rotate(r->rotationDeg);
        else if (FloorEquipment *e = p.findEquipment(id))
            rotate(e->rotationDeg);
    }
    mDoc->notify({ChangeEvent::Kind::Modified, mIds});
}

void RotateObjectsCommand::redo() { turn(1); }
void RotateObjectsCommand::undo() { turn(-1); }

} // namespace dcs
