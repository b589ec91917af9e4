#pragma once
#include "analysis/analysis.h"
#include "power/powerresult.h"
#include <QAbstractTableModel>
#include <string>
#include <vector>

namespace dcs {

// One of the Power page's tables over the latest analysis: PDUs (per line), the chain (panels,
// UPS) or the failure scenarios. Cells are computed on demand from the snapshot, so a 2,000-PDU
// hall costs nothing until rows are painted. Qt::UserRole gives the number to sort by.
class PowerTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Table { Pdus, Chain, Scenarios };
    static constexpr int SortRole = Qt::UserRole;

    explicit PowerTableModel(Table table, QObject *parent = nullptr);

    // rackId limits the PDU table to one rack (empty = whole hall); warningThreshold colours cells.
    // lostFeed: -1 = normal operation; 0 / 1 = the PDU table shows the currents after the loss of
    // feed A / B (the power result's feed-loss data), as the Power page's scenario chooses.
    void setAnalysis(const AnalysisPtr &analysis, const std::string &rackId, double warningThreshold, int lostFeed = -1);
    // The objects a row is about (a PDU, a unit, the devices and objects of a scenario).
    std::vector<std::string> objectsOf(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant pduCell(size_t index, int column, int role) const;
    QVariant chainCell(const ChainUnitPower &u, int column, int role) const;
    QVariant scenarioCell(const PowerScenario &s, int column, int role) const;
    QVariant utilisationBrush(double utilisation) const;

    Table mTable;
    AnalysisPtr mAnalysis;
    std::vector<int> mRows;  // indices into the result's vector
    double mWarningThreshold = 0.9;
    int mLostFeed = -1;
};

} // namespace dcs
