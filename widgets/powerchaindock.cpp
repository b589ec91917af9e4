#include "powerchaindock.h"
#include "displayformat.h"
#include "document/projectdocument.h"
#include "power/powerresult.h"
#include <QHeaderView>
#include <QSet>
#include <QTreeWidget>
#include <algorithm>
#include <functional>

namespace dcs {

namespace {
constexpr int kPduGroupRole = Qt::UserRole + 1;  // on panels (and the loose group): whose PDUs to list
// Stable across rebuilds: the object id, or the caption of a group row.
QString keyOf(const QTreeWidgetItem *item)
{
    const QString id = item->data(0, Qt::UserRole).toString();
    return id.isEmpty() ? item->text(0) : id;
}
} // namespace

PowerChainDock::PowerChainDock(ProjectDocument *document, QWidget *parent)
    : QDockWidget(tr("Power chain"), parent), mDocument(document)
{
    setObjectName(QStringLiteral("powerChain"));
    mTree = new QTreeWidget(this);
    mTree->setObjectName(QStringLiteral("powerChainTree"));
    mTree->setColumnCount(3);
    mTree->setHeaderLabels({tr("Unit"), tr("kW"), tr("Load")});
    mTree->header()->setStretchLastSection(false);
    mTree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    mTree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    mTree->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    mTree->setUniformRowHeights(true);
    mTree->setToolTip(tr("Utility feeds, UPSs, panels and rack PDUs with their design load. Load = share of the "
                         "derated breaker (panels, PDUs) or of the UPS rating. Select a unit to edit it in the inspector."));
    setWidget(mTree);
    connect(mTree, &QTreeWidget::itemExpanded, this, [this](QTreeWidgetItem *item) {
        if (item->childCount() == 0)
            addPduRows(item);
    });
    connect(mTree, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        const QString id = item->data(0, Qt::UserRole).toString();
        if (!id.isEmpty())
            Q_EMIT objectsActivated({id.toStdString()});
    });
}

void PowerChainDock::setAnalysis(const AnalysisPtr &analysis)
{
    mAnalysis = analysis;
    mStale = true;
    if (isVisible())
        refresh();
}

void PowerChainDock::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    if (mStale)
        refresh();
}

QTreeWidgetItem *PowerChainDock::node(QTreeWidgetItem *parent, const std::string &id, const QString &name,
                                      double powerW, double utilisation, const QString &tip)
{
    const DisplayFormat f;
    auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(mTree);
    item->setText(0, name);
    item->setData(0, Qt::UserRole, QString::fromStdString(id));
    item->setText(1, f.kilowattNumber(powerW));
    item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    if (utilisation >= 0) {
        item->setText(2, f.percent(utilisation, 0));
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        const double warn = mDocument->project().power.warningThreshold;
        const QColor c = utilisation > 1.0 ? QColor(200, 30, 30) : utilisation > warn ? QColor(190, 120, 0) : QColor();
        if (c.isValid())
            for (int col = 0; col < 3; ++col)
                item->setForeground(col, c);
    }
    for (int col = 0; col < 3; ++col)
        item->setToolTip(col, tip);
    return item;
}

void PowerChainDock::refresh()
{
    if (!mAnalysis)
        return;
    mStale = false;
    const PowerResult &p = mAnalysis->power;
    // Keep what the user expanded across rebuilds (ids are stable).
    QSet<QString> expanded;
    std::function<void(QTreeWidgetItem *)> collect = [&](QTreeWidgetItem *item) {
        if (item->isExpanded())
            expanded.insert(keyOf(item));
        for (int i = 0; i < item->childCount(); ++i)
            collect(item->child(i));
    };
    const bool first = mTree->topLevelItemCount() == 0;
    for (int i = 0; i < mTree->topLevelItemCount(); ++i)
        collect(mTree->topLevelItem(i));

    mTree->setUpdatesEnabled(false);
    mTree->clear();
    // Which feed a UPS or panel belongs to: the feed of the PDUs below it (2N: one side each).
    std::unordered_map<std::string, int> feedOf;  // 0 = A, 1 = B, 2 = mixed
    mPdusOf.clear();
    auto &pdusOf = mPdusOf;
    for (const PduPower &pdu : p.pdus) {
        pdusOf[pdu.panelId].push_back(&pdu);
        const int f = pdu.feed == Feed::A ? 0 : 1;
        std::string unit = pdu.panelId;
        for (int guard = 0; !unit.empty() && guard < 16; ++guard) {
            auto [it, inserted] = feedOf.emplace(unit, f);
            if (!inserted && it->second != f)
                it->second = 2;
            const auto up = std::find_if(p.chain.begin(), p.chain.end(), [&](const ChainUnitPower &u) { return u.id == unit; });
            unit = up == p.chain.end() ? std::string() : up->upstreamId;
        }
    }
    const QString feedTip = tr("What the feed's PDUs carry in normal operation.");
    QTreeWidgetItem *roots[3] = {node(nullptr, {}, tr("Feed A"), p.feedW[0], -1, feedTip),
                                 node(nullptr, {}, tr("Feed B"), p.feedW[1], -1, feedTip), nullptr};
    auto rootFor = [&](const std::string &id) {
        const auto it = feedOf.find(id);
        const int f = it == feedOf.end() ? 2 : it->second;
        if (!roots[2] && f == 2)
            roots[2] = node(nullptr, {}, tr("Other / not connected"), 0, -1, tr("Units fed from both sides or feeding nothing."));
        return roots[f];
    };
    std::function<void(QTreeWidgetItem *, const std::string &)> children = [&](QTreeWidgetItem *parent, const std::string &upstream) {
        for (const ChainUnitPower &u : p.chain) {
            if (u.upstreamId != upstream)
                continue;
            const bool ups = u.kind == ChainUnitPower::Kind::Ups;
            const DisplayFormat plain = DisplayFormat::plain();
            const QString tip = ups ? tr("UPS %1: %2 of %3 rating.")
                                          .arg(QString::fromStdString(u.id), plain.kilowatts(u.powerW), plain.kilowatts(u.ratingW))
                                    : tr("Panel %1: worst line %2 of %3 (main breaker x derating).")
                                          .arg(QString::fromStdString(u.id), plain.amps(u.currentA), plain.amps(u.limitA));
            QTreeWidgetItem *item = node(parent ? parent : rootFor(u.id), u.id,
                                         (ups ? tr("UPS %1") : tr("Panel %1")).arg(QString::fromStdString(u.id)),
                                         u.powerW, u.utilisation, tip);
            children(item, u.id);
            if (pdusOf.count(u.id)) {
                item->setData(0, kPduGroupRole, QString::fromStdString(u.id));
                item->setChildIndicatorPolicy(QTreeWidgetItem::ShowIndicator);
                if (expanded.contains(keyOf(item)))
                    addPduRows(item);
            }
        }
    };
    children(nullptr, {});
    if (const auto it = pdusOf.find(std::string()); it != pdusOf.end()) {
        QTreeWidgetItem *loose = node(nullptr, {}, tr("PDUs without a panel"), 0, -1,
                                      tr("Rack PDUs with no panel set: the chain above them is not modelled."));
        double w = 0;
        for (const PduPower *pdu : it->second)
            w += pdu->powerW;
        loose->setText(1, DisplayFormat().kilowattNumber(w));
        loose->setData(0, kPduGroupRole, QString());
        loose->setChildIndicatorPolicy(QTreeWidgetItem::ShowIndicator);
        if (expanded.contains(keyOf(loose)))
            addPduRows(loose);
    }
    std::function<void(QTreeWidgetItem *)> restore = [&](QTreeWidgetItem *item) {
        const QString key = keyOf(item);
        // First build: feeds and UPSs open; panels and the loose PDUs closed (hundreds of PDUs each).
        const bool group = item->data(0, kPduGroupRole).isValid();
        const bool open = first ? !group && (!item->parent() || item->text(0).startsWith(tr("UPS"))) : expanded.contains(key);
        item->setExpanded(open);
        for (int i = 0; i < item->childCount(); ++i)
            restore(item->child(i));
    };
    for (int i = 0; i < mTree->topLevelItemCount(); ++i)
        restore(mTree->topLevelItem(i));
    mTree->setUpdatesEnabled(true);
}

void PowerChainDock::addPduRows(QTreeWidgetItem *group)
{
    const QVariant key = group->data(0, kPduGroupRole);
    if (!key.isValid())
        return;
    const auto it = mPdusOf.find(key.toString().toStdString());
    if (it == mPdusOf.end())
        return;
    for (const PduPower *pdu : it->second)
        // Under a panel every row is a PDU: the id alone, so it fits the narrow dock.
        node(group, pdu->id, QString::fromStdString(pdu->id), pdu->powerW, pdu->worstUtilisation,
             tr("Rack PDU %1 in %2: worst line or bank at %3 of its derated limit.")
                 .arg(QString::fromStdString(pdu->id), QString::fromStdString(pdu->rackId),
                      DisplayFormat::plain().percent(pdu->worstUtilisation, 0)));
}

} // namespace dcs
