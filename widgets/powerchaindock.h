#pragma once
#include "analysis/analysis.h"
#include <QDockWidget>
#include <string>
#include <unordered_map>
#include <vector>

class QTreeWidget;
class QTreeWidgetItem;

namespace dcs {

struct PduPower;

class ProjectDocument;

// The power chain as a tree (issue 3 section 2): feeds -> UPS -> panels -> rack PDUs, with the
// load and utilisation of each node from the latest analysis, red over the derated limit and
// amber over the warning threshold. Selecting a node selects its object; its ratings are then
// edited in the inspector. Hidden, the dock only keeps the snapshot and builds when shown.
class PowerChainDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit PowerChainDock(ProjectDocument *document, QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);
    void refresh();
    QTreeWidget *tree() const { return mTree; }

Q_SIGNALS:
    void objectsActivated(std::vector<std::string> ids);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QTreeWidgetItem *node(QTreeWidgetItem *parent, const std::string &id, const QString &name, double powerW,
                          double utilisation, const QString &tip);
    // PDU rows are made when their panel is expanded: a 16k-GPU hall has thousands of them and
    // rebuilding them all after every edit would cost more than the engines.
    void addPduRows(QTreeWidgetItem *group);

    ProjectDocument *mDocument;
    AnalysisPtr mAnalysis;
    bool mStale = false;
    std::unordered_map<std::string, std::vector<const PduPower *>> mPdusOf;  // panel id ("" = none) -> PDUs
    QTreeWidget *mTree;
};

} // namespace dcs
