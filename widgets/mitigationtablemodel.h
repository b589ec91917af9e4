#pragma once
#include "analysis/analysis.h"
#include "dynamics/powerdynamicsresult.h"
#include <QAbstractTableModel>
#include <QString>

namespace dcs {

// The power-swing mitigations of the power dynamics (issue 35 item 3), one row per option in
// the engine's order (none first): whether it meets the utility's limits, what the utility then
// sees, what it adds (energy, storage) and what it costs. An option that cannot be built here
// shows why in place of its figures and is never priced; its row cannot be selected. The chosen
// option's row is marked. No sorting: the rows are the options, not a ranking.
class MitigationTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Option, Limits, Swing, BandRms, JobStop, AddedEnergy, Storage, Cycles, Capex, CostPerYear, ColumnCount };
    static constexpr int ChoiceRole = Qt::UserRole;  // the row's PowerSmoothing, as an int

    explicit MitigationTableModel(QObject *parent = nullptr);

    // `currency` is the site's (the money is in it).
    void setAnalysis(const AnalysisPtr &analysis, const QString &currency);
    // The option of a row, or nullptr.
    const PowerDynamicsResult::Mitigation *mitigationAt(int row) const;
    int chosenRow() const;
    // The option's name in the table ("Rack storage"); the engine's label is its tooltip.
    static QString shortName(PowerSmoothing choice);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    QString text(const PowerDynamicsResult::Mitigation &m, int column) const;
    QString toolTip(const PowerDynamicsResult::Mitigation &m, int column) const;

    AnalysisPtr mAnalysis;
    const PowerDynamicsResult *mResult = nullptr;  // in mAnalysis; null when nothing is computed
    QString mCurrency;
};

} // namespace dcs
