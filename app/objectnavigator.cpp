#include "objectnavigator.h"
#include "document/projectdocument.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include "rackelevationview.h"
#include <QTabWidget>
#include <algorithm>

namespace dcs {

ObjectNavigator::ObjectNavigator(MainWindow *window, const StudioParts &parts)
    : QObject(window), mWindow(window), mParts(parts)
{
}

void ObjectNavigator::show(const std::vector<std::string> &ids)
{
    std::vector<std::string> floorIds;
    const Project &p = mParts.document->project();
    for (const std::string &id : ids) {
        if (p.findRack(id) || p.findEquipment(id))
            floorIds.push_back(id);
        else if (const Rack *rack = p.rackHolding(id))
            floorIds.push_back(rack->id);
    }
    mParts.floorPlan->selectIds(floorIds);
    mParts.floorPlan->centerOn(floorIds);
    // Devices are best seen in their rack: a warning about devices of one rack opens it.
    std::vector<std::string> devices;
    for (const std::string &id : ids)
        if (!p.findRack(id) && !p.findEquipment(id))
            devices.push_back(id);
    std::sort(floorIds.begin(), floorIds.end());
    floorIds.erase(std::unique(floorIds.begin(), floorIds.end()), floorIds.end());
    if (!devices.empty() && floorIds.size() == 1 && p.findRack(floorIds.front())) {
        mWindow->openRack(floorIds.front());
        mParts.elevation->selectDevices(devices);
    } else {
        mParts.tabs->setCurrentWidget(mParts.floorPlan);
    }
}

void ObjectNavigator::select(const std::vector<std::string> &ids)
{
    std::vector<std::string> floorIds;
    const Project &p = mParts.document->project();
    for (const std::string &id : ids) {
        const Rack *rack = nullptr;
        if (p.findRack(id) || p.findEquipment(id))
            floorIds.push_back(id);
        else if (p.findPdu(id, &rack))
            floorIds.push_back(rack->id);
    }
    mParts.floorPlan->selectIds(floorIds);
}

} // namespace dcs
