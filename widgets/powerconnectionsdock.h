#pragma once
#include "document/changeevent.h"
#include <QDockWidget>
#include <string>
#include <vector>

class QLabel;
class QTableWidget;

namespace dcs {

class ProjectDocument;
struct Rack;

// The power connections of one rack (issue 3 section 1): a row per device PSU with the PDU and
// outlet it is plugged into and the outlet's bank and phase. The PDU and outlet are combo boxes;
// each change is one undoable ProjectDocument::setPowerConnection. Follows the rack open in the
// elevation and rebuilds when that rack changes (mount, undo, auto-balance).
class PowerConnectionsDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit PowerConnectionsDock(ProjectDocument *document, QWidget *parent = nullptr);

    void setRack(const std::string &rackId);
    const std::string &rackId() const { return mRackId; }
    // Highlights the rows of these devices (the elevation's selection).
    void highlightDevices(const std::vector<std::string> &deviceIds);
    QTableWidget *table() const { return mTable; }

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    void onChanged(const dcs::ChangeEvent &event);
    void rebuild();
    void addRow(const Rack &rack, const std::string &deviceId, int psu, const std::string &pduId, int outlet,
                bool firstOfDevice);
    void apply(const std::string &deviceId, int psu, const std::string &pduId, int outlet);

    ProjectDocument *mDocument;
    std::string mRackId;
    QLabel *mHeader;
    QTableWidget *mTable;
};

} // namespace dcs
