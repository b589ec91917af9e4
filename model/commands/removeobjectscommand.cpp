#include "removeobjectscommand.h"
#include "document/projectdocument.h"
#include <unordered_set>

namespace dcs {

RemoveObjectsCommand::RemoveObjectsCommand(ProjectDocument *doc, const std::vector<std::string> &ids,
                                           QUndoCommand *parent)
    : QUndoCommand(parent), mDoc(doc)
{
    const std::unordered_set<std::string> wanted(ids.begin(), ids.end());
    const Project &p = doc->project();
    for (size_t i = 0; i < p.racks.size(); ++i)
        if (wanted.count(p.racks[i].id))
            mRacks.emplace_back(i, p.racks[i]);
    for (size_t i = 0; i < p.equipment.size(); ++i)
        if (wanted.count(p.equipment[i].id))
            mEquipment.emplace_back(i, p.equipment[i]);
    std::unordered_set<std::string> devices;
    for (const auto &[i, r] : mRacks) {
        devices.insert(r.id);  // a rack-scale system's links name its rack
        for (const DevicePlacement &d : r.devices)
            devices.insert(d.id);
    }
    mLinks = NetworkReferences::of(p, devices);
    const size_t n = mRacks.size() + mEquipment.size();
    setText(n == 1 ? QObject::tr("Delete %1").arg(QString::fromStdString(ids.front()))
                   : QObject::tr("Delete %n objects", nullptr, int(n)));
}

std::vector<std::string> RemoveObjectsCommand::ids() const
{
    std::vector<std::string> out;
    for (const auto &[i, r] : mRacks)
        out.push_back(r.id);
    for (const auto &[i, e] : mEquipment)
        out.push_back(e.id);
    return out;
}

template<typename T>
static void eraseIndices(std::vector<T> &list, const std::vector<std::pair<size_t, T>> &removed)
{
    for (auto it = removed.rbegin(); it != removed.rend(); ++it)
        list.erase(list.begin() + std::ptrdiff_t(it->first));
}

template<typename T>
static void insertIndices(std::vector<T> &list, const std::vector<std::pair<size_t, T>> &removed)
{
    for (const auto &[index, value] : removed)
        list.insert(list.begin() + std::ptrdiff_t(index), value);
}

void RemoveObjectsCommand::redo()
{
    Project &p = mDoc->mutableProject();
    eraseIndices(p.racks, mRacks);
    eraseIndices(p.equipment, mEquipment);
    mLinks.erase(p);
    mDoc->notify({ChangeEvent::Kind::Removed, ids()});
}

void RemoveObjectsCommand::undo()
{
    Project &p = mDoc->mutableProject();
    insertIndices(p.racks, mRacks);
    insertIndices(p.equipment, mEquipment);
    mLinks.restore(p);
    mDoc->notify({ChangeEvent::Kind::Added, ids()});
}

} // namespace dcs
