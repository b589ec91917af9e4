#include "powertablemodel.h"
#include "displayformat.h"
#include "power/powermath.h"
#include "power/powerresult.h"
#include <QBrush>
#include <QColor>
#include <algorithm>

namespace dcs {

namespace {
// Table cells: the unit is in the column header, except for the percentages.
QString amps(double a) { return DisplayFormat().number(a, 1); }
QString pct(double fraction) { return DisplayFormat().percent(fraction, 0); }
QString kw(double w) { return DisplayFormat().kilowattNumber(w); }
QString feedName(Feed f) { return f == Feed::A ? QStringLiteral("A") : QStringLiteral("B"); }
QString kindName(PowerScenario::Kind kind)
{
    switch (kind) {
    case PowerScenario::Kind::FeedALost: return PowerTableModel::tr("Feed A lost");
    case PowerScenario::Kind::FeedBLost: return PowerTableModel::tr("Feed B lost");
    case PowerScenario::Kind::PduLost: return PowerTableModel::tr("PDU lost");
    }
    return PowerTableModel::tr("PDU lost");
}
} // namespace

PowerTableModel::PowerTableModel(Table table, QObject *parent) : QAbstractTableModel(parent), mTable(table) {}

void PowerTableModel::setAnalysis(const AnalysisPtr &analysis, const std::string &rackId, double warningThreshold,
                                  int lostFeed)
{
    beginResetModel();
    mAnalysis = analysis;
    mWarningThreshold = warningThreshold;
    // Only with the feed-loss data in step with the PDUs (an older snapshot may lack it).
    mLostFeed = analysis && (lostFeed == 0 || lostFeed == 1)
                        && analysis->power->feedLostLineCurrentA[size_t(lostFeed)].size() == analysis->power->pdus.size()
                        && analysis->power->feedLostWorstUtilisation[size_t(lostFeed)].size() == analysis->power->pdus.size()
                    ? lostFeed
                    : -1;
    mRows.clear();
    if (analysis) {
        const PowerResult &p = analysis->power;
        const size_t n = mTable == Table::Pdus ? p.pdus.size() : mTable == Table::Chain ? p.chain.size() : p.scenarios.size();
        mRows.reserve(n);
        for (size_t i = 0; i < n; ++i)
            if (mTable != Table::Pdus || rackId.empty() || p.pdus[i].rackId == rackId)
                mRows.push_back(int(i));
    }
    endResetModel();
}

std::vector<std::string> PowerTableModel::objectsOf(int row) const
{
    if (!mAnalysis || row < 0 || row >= int(mRows.size()))
        return {};
    const PowerResult &p = mAnalysis->power;
    const size_t i = size_t(mRows[size_t(row)]);
    switch (mTable) {
    case Table::Pdus: return {p.pdus[i].id};
    case Table::Chain: return {p.chain[i].id};
    case Table::Scenarios: {
        const PowerScenario &s = p.scenarios[i];
        std::vector<std::string> ids = s.devicesDown;
        ids.insert(ids.end(), s.devicesThrottled.begin(), s.devicesThrottled.end());
        for (const PowerOverload &o : s.overloads)
            ids.push_back(o.objectId);
        if (s.kind == PowerScenario::Kind::PduLost)
            ids.push_back(s.lostId);
        return ids;
    }
    }
    return {};
}

int PowerTableModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(mRows.size()); }

int PowerTableModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    switch (mTable) {
    case Table::Pdus: return 10;
    case Table::Chain: return 7;
    case Table::Scenarios: return 6;
    }
    return 0;
}

QVariant PowerTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    static const char *pdus[] = {QT_TR_NOOP("PDU"), QT_TR_NOOP("Rack"), QT_TR_NOOP("Feed"), QT_TR_NOOP("L1 (A)"),
                                 QT_TR_NOOP("L2 (A)"), QT_TR_NOOP("L3 (A)"), QT_TR_NOOP("Line limit (A)"),
                                 QT_TR_NOOP("Worst breaker"), QT_TR_NOOP("Imbalance"), QT_TR_NOOP("Neutral (A)")};
    // Issue 30 item 6: every column says what it is.
    static const char *pduTips[] = {
        QT_TR_NOOP("The rack PDU."), QT_TR_NOOP("The rack it serves."), QT_TR_NOOP("The feed (A or B) it hangs on."),
        QT_TR_NOOP("Line 1 current in the chosen scenario."), QT_TR_NOOP("Line 2 current in the chosen scenario."),
        QT_TR_NOOP("Line 3 current in the chosen scenario."),
        QT_TR_NOOP("Each line's limit: the PDU's input rating x the continuous derating (REFERENCE 1.5)."),
        QT_TR_NOOP("The most loaded of the PDU's line breakers and bank breakers against its derated limit, and which "
                   "one: a 16 A bank breaker often binds long before a 60 A line."),
        QT_TR_NOOP("NEMA imbalance of the line currents; below the minimum load (power_settings.imbalance_min_utilisation "
                   "of the line limit) it is no concern and shows as light."),
        QT_TR_NOOP("Neutral current of a wye PDU from the three line currents.")};
    static const char *chain[] = {QT_TR_NOOP("Unit"), QT_TR_NOOP("Kind"), QT_TR_NOOP("Fed from"), QT_TR_NOOP("Load (kW)"),
                                  QT_TR_NOOP("Current (A)"), QT_TR_NOOP("Limit"), QT_TR_NOOP("Utilisation")};
    static const char *scenarios[] = {QT_TR_NOOP("Scenario"), QT_TR_NOOP("Lost"), QT_TR_NOOP("Devices down"),
                                      QT_TR_NOOP("Throttled"), QT_TR_NOOP("Overloads"), QT_TR_NOOP("Worst")};
    static const char *tips[] = {
        QT_TR_NOOP("Line currents at the design load; limit = input rating x continuous derating (REFERENCE 1.5)."),
        QT_TR_NOOP("Panels: worst line current against the main breaker x derating. UPS: load against min(kW, kVA x PF)."),
        QT_TR_NOOP("What stops, what runs throttled on the PSUs it keeps (a DGX H100 on 3 of 6) and what overloads when a "
                   "feed or a single PDU is lost and the survivors carry the load.")};
    const int t = int(mTable);
    if (role == Qt::ToolTipRole)
        return mTable == Table::Pdus && section >= 0 && section < 10 ? tr(pduTips[section]) : tr(tips[t]);
    if (role != Qt::DisplayRole)
        return {};
    const char *text = mTable == Table::Pdus ? pdus[section] : mTable == Table::Chain ? chain[section] : scenarios[section];
    return tr(text);
}

QVariant PowerTableModel::utilisationBrush(double utilisation) const
{
    if (utilisation > 1.0)
        return QBrush(QColor(248, 196, 190));
    if (utilisation > mWarningThreshold)
        return QBrush(QColor(253, 230, 170));
    return {};
}

QVariant PowerTableModel::data(const QModelIndex &index, int role) const
{
    if (!mAnalysis || !index.isValid() || index.row() >= int(mRows.size()))
        return {};
    const PowerResult &p = mAnalysis->power;
    const size_t i = size_t(mRows[size_t(index.row())]);
    switch (mTable) {
    case Table::Pdus: return pduCell(i, index.column(), role);
    case Table::Chain: return chainCell(p.chain[i], index.column(), role);
    case Table::Scenarios: return scenarioCell(p.scenarios[i], index.column(), role);
    }
    return {};
}

QVariant PowerTableModel::pduCell(size_t index, int column, int role) const
{
    const PowerResult &r = mAnalysis->power;
    const PduPower &p = r.pdus[index];
    // The figures of the chosen scenario: normal operation, or the survivors after a feed loss
    // (the lost feed's PDUs carry nothing).
    const bool lost = mLostFeed >= 0 && int(p.feed) == mLostFeed;
    const std::array<double, 3> lineA = mLostFeed < 0 ? std::array<double, 3>{p.lines[0].currentA, p.lines[1].currentA,
                                                                                 p.lines[2].currentA}
                                                      : r.feedLostLineCurrentA[size_t(mLostFeed)][index];
    const double limitA = p.lines[0].limitA;
    auto lineUse = [&](int k) { return limitA > 0 ? lineA[size_t(k)] / limitA : 0.0; };
    const double worst = mLostFeed < 0 ? p.worstUtilisation : r.feedLostWorstUtilisation[size_t(mLostFeed)][index];
    const double imbalance = mLostFeed < 0 ? p.imbalancePct : p.phases == 3 ? PowerMath::imbalancePct(lineA) : 0.0;
    const double neutral = mLostFeed < 0 ? p.neutralCurrentA
                                         : p.phases == 3 && !p.delta ? PowerMath::neutralCurrentA(lineA) : 0.0;
    if (role == Qt::TextAlignmentRole)
        return column >= 3 ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    if (role == Qt::ForegroundRole)
        return lost ? QVariant(QBrush(QColor(140, 140, 140))) : QVariant();
    if (role == Qt::BackgroundRole) {
        if (column >= 3 && column <= 5)
            return utilisationBrush(lineUse(column - 3));
        return column == 7 ? utilisationBrush(worst) : QVariant();
    }
    // Which breaker binds, in normal operation (a scenario keeps only its worst figure); only
    // the worst-breaker column asks, so the other cells do not scan the banks.
    QString binding;
    if (mLostFeed < 0 && column == 7) {
        double most = -1;
        for (int k = 0; k < 3; ++k)
            if (p.lines[size_t(k)].utilisation > most)
                most = p.lines[size_t(k)].utilisation, binding = QString::fromLatin1(p.phaseLabel(k));
        for (size_t b = 0; b < p.banks.size(); ++b)
            if (p.banks[b].utilisation > most)
                most = p.banks[b].utilisation, binding = tr("bank %1").arg(b + 1);
    }
    const double worstLine = limitA > 0 ? std::max({lineA[0], lineA[1], lineA[2]}) / limitA : 0.0;
    const bool lightLoad = worstLine < r.imbalanceMinUtilisation;
    if (role == Qt::ToolTipRole && column == 7)
        return binding.isEmpty() ? tr("Worst of the lines and bank breakers against their derated limits.")
                                 : tr("Worst of the lines and bank breakers against their derated limits: %1 binds.").arg(binding);
    if (role == Qt::ToolTipRole && column == 8 && lightLoad)
        return tr("The worst line carries %1 of its limit, below the %2 minimum: imbalance at this load is no concern.")
            .arg(pct(worstLine), pct(r.imbalanceMinUtilisation));
    if (role == Qt::ToolTipRole && column == 2 && lost)
        return tr("This PDU's feed is lost in the chosen scenario: it carries nothing.");
    const bool sort = role == SortRole;
    if (role != Qt::DisplayRole && !sort)
        return {};
    switch (column) {
    case 0: return QString::fromStdString(p.id);
    case 1: return QString::fromStdString(p.rackId);
    case 2: return lost ? tr("%1 (lost)").arg(feedName(p.feed)) : feedName(p.feed);
    case 3:
    case 4:
    case 5: {
        const double a = lineA[size_t(column - 3)];
        return sort ? QVariant(a) : QVariant(amps(a));
    }
    case 6: return sort ? QVariant(limitA) : QVariant(amps(limitA));
    case 7: return sort ? QVariant(worst) : QVariant(binding.isEmpty() ? pct(worst) : tr("%1 %2").arg(pct(worst), binding));
    case 8:
        if (sort)
            return lightLoad ? -1.0 : imbalance;
        return lightLoad ? tr("light load") : DisplayFormat().number(imbalance, 0) + QStringLiteral(" %");
    case 9:
        if (p.delta)
            return sort ? QVariant(-1.0) : QVariant(tr("delta"));
        return sort ? QVariant(neutral) : QVariant(amps(neutral));
    }
    return {};
}

QVariant PowerTableModel::chainCell(const ChainUnitPower &u, int column, int role) const
{
    const bool ups = u.kind == ChainUnitPower::Kind::Ups;
    if (role == Qt::TextAlignmentRole)
        return column >= 3 ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    if (role == Qt::BackgroundRole)
        return column == 6 ? utilisationBrush(u.utilisation) : QVariant();
    const bool sort = role == SortRole;
    if (role != Qt::DisplayRole && !sort)
        return {};
    switch (column) {
    case 0: return QString::fromStdString(u.id);
    case 1: return ups ? tr("UPS") : tr("Panel (%n PDUs)", nullptr, u.pdus);
    case 2: return u.upstreamId.empty() ? tr("utility") : QString::fromStdString(u.upstreamId);
    case 3: return sort ? QVariant(u.powerW) : QVariant(kw(u.powerW));
    case 4:
        if (ups)
            return sort ? QVariant(0.0) : QVariant(QStringLiteral("–"));
        return sort ? QVariant(u.currentA) : QVariant(amps(u.currentA));
    case 5:
        if (ups)
            return sort ? QVariant(u.ratingW) : QVariant(DisplayFormat().kilowatts(u.ratingW));
        return sort ? QVariant(u.limitA) : QVariant(DisplayFormat().amps(u.limitA));
    case 6: return sort ? QVariant(u.utilisation) : QVariant(pct(u.utilisation));
    }
    return {};
}

QVariant PowerTableModel::scenarioCell(const PowerScenario &s, int column, int role) const
{
    // Columns: 0 scenario, 1 lost, 2 devices down, 3 devices throttled, 4 overloads, 5 worst.
    if (role == Qt::BackgroundRole) {
        if (column == 2 && !s.devicesDown.empty())
            return QBrush(QColor(253, 230, 170));
        return column == 5 || column == 4 ? utilisationBrush(s.worstUtilisation) : QVariant();
    }
    if (role == Qt::ToolTipRole && column >= 2 && column <= 4) {
        QStringList lines;
        if (column == 2 || column == 3)
            for (const std::string &d : column == 2 ? s.devicesDown : s.devicesThrottled)
                lines << QString::fromStdString(d);
        else
            for (const PowerOverload &o : s.overloads)
                lines << tr("%1 %2: %3").arg(QString::fromStdString(o.objectId), QString::fromStdString(o.what),
                                             DisplayFormat().percent(o.utilisation, 0));
        return lines.join(QLatin1Char('\n'));
    }
    const bool sort = role == SortRole;
    if (role != Qt::DisplayRole && !sort)
        return {};
    auto listed = [](const QStringList &items) {
        return items.size() <= 3 ? items.join(QStringLiteral(", "))
                                 : items.mid(0, 3).join(QStringLiteral(", ")) + tr(" and %1 more").arg(items.size() - 3);
    };
    auto devices = [&](const std::vector<std::string> &ids) -> QVariant {
        if (sort)
            return int(ids.size());
        QStringList names;
        for (const std::string &d : ids)
            names << QString::fromStdString(d);
        return names.isEmpty() ? tr("none") : tr("%1: %2").arg(names.size()).arg(listed(names));
    };
    switch (column) {
    case 0: return kindName(s.kind);
    case 1: return QString::fromStdString(s.lostId);
    case 2: return devices(s.devicesDown);
    case 3: return devices(s.devicesThrottled);
    case 4: {
        if (sort)
            return int(s.overloads.size());
        QStringList names;
        for (const PowerOverload &o : s.overloads)
            names << tr("%1 %2").arg(QString::fromStdString(o.objectId), QString::fromStdString(o.what));
        return names.isEmpty() ? tr("none") : tr("%1: %2").arg(names.size()).arg(listed(names));
    }
    case 5: return sort ? QVariant(s.worstUtilisation) : QVariant(pct(s.worstUtilisation));
    }
    return {};
}

} // namespace dcs
