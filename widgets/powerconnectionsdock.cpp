#include "powerconnectionsdock.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "project/pdulayout.h"
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace dcs {

namespace {
enum CordColumn { DeviceCol, PsuCol, PduCol, OutletCol, PhaseCol, ColumnCount };

const RackPdu *findPdu(const Rack &rack, const std::string &id)
{
    const auto it = std::find_if(rack.pdus.begin(), rack.pdus.end(), [&](const RackPdu &u) { return u.id == id; });
    return it == rack.pdus.end() ? nullptr : &*it;
}

// Every cord list of a rack: the rack-scale system's shelves and each device's PSUs.
std::vector<const std::vector<PowerConnection> *> cordLists(const Rack &rack)
{
    std::vector<const std::vector<PowerConnection> *> lists{&rack.power};
    for (const DevicePlacement &d : rack.devices)
        lists.push_back(&d.power);
    return lists;
}

// The phase an outlet feeds: "L2" (wye) or "L2-L3" (delta line pair).
QString phaseName(const PduLayout &layout, bool delta, int outlet)
{
    if (layout.threePhaseOutlets())
        return QStringLiteral("L1+L2+L3");  // a power shelf's feed loads every phase
    static const char *wye[] = {"L1", "L2", "L3"};
    static const char *pairs[] = {"L1-L2", "L2-L3", "L3-L1"};
    return QLatin1String(delta ? pairs[layout.phaseOf(outlet)] : wye[layout.phaseOf(outlet)]);
}

// Where an outlet sits: "bank 2 · L2" (wye) or "bank 2 · L2-L3" (delta).
QString phaseText(const PduLayout &layout, bool delta, int outlet)
{
    if (layout.threePhaseOutlets())
        return PowerConnectionsDock::tr("three-phase · %1").arg(phaseName(layout, delta, outlet));
    return PowerConnectionsDock::tr("bank %1 · %2").arg(layout.bankOf(outlet) + 1).arg(phaseName(layout, delta, outlet));
}

// A PDU as the combo shows it: its id without the rack's prefix, and its feed ("PDU-A1 · A").
QString pduLabel(const Rack &rack, const RackPdu &pdu)
{
    QString id = QString::fromStdString(pdu.id);
    const QString prefix = QString::fromStdString(rack.id) + QLatin1Char('-');
    if (id.startsWith(prefix) && id.size() > prefix.size())
        id = id.mid(prefix.size());
    return QStringLiteral("%1 · %2").arg(id, pdu.feed == Feed::A ? QStringLiteral("A") : QStringLiteral("B"));
}
} // namespace

PowerConnectionsDock::PowerConnectionsDock(ProjectDocument *document, QWidget *parent)
    : QDockWidget(tr("Power cords"), parent), mDocument(document)
{
    setObjectName(QStringLiteral("powerConnections"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    mHeader = new QLabel(body);
    mHeader->setWordWrap(true);
    layout->addWidget(mHeader);
    mTable = new QTableWidget(0, ColumnCount, body);
    mTable->setObjectName(QStringLiteral("powerConnectionsTable"));
    mTable->setHorizontalHeaderLabels({tr("Device"), tr("PSU"), tr("PDU"), tr("Outlet"), tr("Bank · phase")});
    mTable->verticalHeader()->hide();
    mTable->verticalHeader()->setDefaultSectionSize(24);
    mTable->setSelectionMode(QAbstractItemView::NoSelection);
    mTable->horizontalHeader()->setStretchLastSection(true);
    mTable->setToolTip(tr("PSU to PDU outlet cords of the open rack. Change the PDU or the outlet to re-plug "
                          "a PSU (one undo step); the outlet fixes the bank and the phase (docs/power.md)."));
    layout->addWidget(mTable, 1);
    setWidget(body);
    connect(document, &ProjectDocument::changed, this, &PowerConnectionsDock::onChanged);
    rebuild();
}

void PowerConnectionsDock::setRack(const std::string &rackId)
{
    mRackId = rackId;
    rebuild();
}

void PowerConnectionsDock::onChanged(const ChangeEvent &event)
{
    if (event.kind == ChangeEvent::Kind::Part && isSettingsBlock(event.part))
        return;  // no cord, device or PDU changed
    // A section edited whole (the custom catalog: a PDU's outlets) may change any rack.
    if (event.kind == ChangeEvent::Kind::Reset || event.kind == ChangeEvent::Kind::Part || event.ids.empty()
        || event.concerns(mRackId))
        rebuild();
}

void PowerConnectionsDock::rebuild()
{
    const Rack *rack = mDocument->project().findRack(mRackId);
    const int scroll = mTable->verticalScrollBar() ? mTable->verticalScrollBar()->value() : 0;
    mTable->setRowCount(0);
    if (!rack) {
        mHeader->setText(tr("Open a rack (double-click it on the floor plan) to see and change its power cords."));
        return;
    }
    int cords = 0, psus = 0;
    // A rack-scale system's power shelves first: its cords are the rack's own.
    if (const CatalogEntry *system = mDocument->catalog().find(rack->catalogId); system && system->kind == CatalogKind::RackSystem)
        for (int shelf = 1; shelf <= system->psuCount; ++shelf) {
            const auto c = std::find_if(rack->power.begin(), rack->power.end(), [shelf](const PowerConnection &pc) { return pc.psu == shelf; });
            addRow(*rack, rack->id, shelf, c == rack->power.end() ? std::string() : c->pduId, c == rack->power.end() ? 0 : c->outlet,
                   shelf == 1);
            cords += c != rack->power.end();
            ++psus;
        }
    for (const DevicePlacement &d : rack->devices) {
        const CatalogEntry *e = mDocument->catalog().find(d.catalogId);
        const int count = e ? e->psuCount : 0;
        for (int psu = 1; psu <= count; ++psu) {
            const auto c = std::find_if(d.power.begin(), d.power.end(), [psu](const PowerConnection &pc) { return pc.psu == psu; });
            addRow(*rack, d.id, psu, c == d.power.end() ? std::string() : c->pduId, c == d.power.end() ? 0 : c->outlet,
                   psu == 1);
            cords += c != d.power.end();
            ++psus;
        }
    }
    mHeader->setText(tr("<b>%1</b>: %2 of %3 PSUs and power shelves plugged into %4 PDUs.")
                         .arg(QString::fromStdString(rack->name).toHtmlEscaped())
                         .arg(cords)
                         .arg(psus)
                         .arg(rack->pdus.size()));
    mTable->resizeColumnsToContents();
    mTable->verticalScrollBar()->setValue(scroll);
}

void PowerConnectionsDock::addRow(const Rack &rack, const std::string &deviceId, int psu, const std::string &pduId,
                                  int outlet, bool firstOfDevice)
{
    const int row = mTable->rowCount();
    mTable->insertRow(row);
    const bool shelf = deviceId == rack.id;  // a rack-scale system's power shelf
    auto *device = new QTableWidgetItem(firstOfDevice ? (shelf ? tr("%1 (shelves)").arg(QString::fromStdString(deviceId))
                                                                : QString::fromStdString(deviceId))
                                                      : QString());
    device->setData(Qt::UserRole, QString::fromStdString(deviceId));
    device->setToolTip(QString::fromStdString(deviceId));
    device->setFlags(Qt::ItemIsEnabled);
    mTable->setItem(row, DeviceCol, device);
    auto *psuItem = new QTableWidgetItem(QString::number(psu));
    psuItem->setFlags(Qt::ItemIsEnabled);
    psuItem->setTextAlignment(Qt::AlignCenter);
    mTable->setItem(row, PsuCol, psuItem);

    auto *pduCombo = new QComboBox(mTable);
    pduCombo->addItem(tr("unplugged"), QString());
    for (const RackPdu &u : rack.pdus) {
        pduCombo->addItem(pduLabel(rack, u), QString::fromStdString(u.id));
        pduCombo->setItemData(pduCombo->count() - 1, tr("%1, feed %2").arg(QString::fromStdString(u.id),
                                                                            u.feed == Feed::A ? QStringLiteral("A") : QStringLiteral("B")),
                              Qt::ToolTipRole);
    }
    pduCombo->setCurrentIndex(std::max(0, pduCombo->findData(QString::fromStdString(pduId))));
    pduCombo->setToolTip(tr("PDU this PSU is plugged into; feed A and B PDUs give redundancy."));
    mTable->setCellWidget(row, PduCol, pduCombo);

    auto *outletCombo = new QComboBox(mTable);
    outletCombo->setToolTip(tr("Outlet of the PDU; only free outlets are offered."));
    const RackPdu *pdu = findPdu(rack, pduId);
    const CatalogEntry *pduEntry = pdu ? mDocument->catalog().find(pdu->catalogId) : nullptr;
    QString where;
    if (pduEntry && pduEntry->pdu) {
        const PduLayout layout = PduLayout::of(*pduEntry->pdu);
        const bool delta = pduEntry->pdu->wiring == "delta";
        std::vector<bool> used(size_t(layout.outlets()) + 1, false);
        for (const std::vector<PowerConnection> *list : cordLists(rack))
            for (const PowerConnection &c : *list)
                if (c.pduId == pduId && c.outlet >= 1 && c.outlet <= layout.outlets())
                    used[size_t(c.outlet)] = true;
        for (int o = 1; o <= layout.outlets(); ++o)
            if (!used[size_t(o)] || o == outlet)
                outletCombo->addItem(QStringLiteral("%1 · %2").arg(o).arg(phaseName(layout, delta, o)), o);
        outletCombo->setCurrentIndex(outletCombo->findData(outlet));
        where = phaseText(layout, delta, outlet);
    } else {
        outletCombo->setEnabled(false);
    }
    mTable->setCellWidget(row, OutletCol, outletCombo);
    auto *phase = new QTableWidgetItem(where.isEmpty() ? tr("not connected") : where);
    phase->setFlags(Qt::ItemIsEnabled);
    if (where.isEmpty())
        phase->setForeground(QColor(200, 30, 30));
    mTable->setItem(row, PhaseCol, phase);

    // A new PDU takes the PSU on its first free outlet; the user then picks the outlet if needed.
    connect(pduCombo, &QComboBox::activated, this, [this, deviceId, psu, pduCombo](int) {
        const std::string target = pduCombo->currentData().toString().toStdString();
        int outlet = 0;
        if (!target.empty()) {
            const Rack *r = mDocument->project().findRack(mRackId);
            const RackPdu *u = r ? findPdu(*r, target) : nullptr;
            const CatalogEntry *e = u ? mDocument->catalog().find(u->catalogId) : nullptr;
            const int outlets = e && e->pdu ? PduLayout::of(*e->pdu).outlets() : 0;
            for (int o = 1; o <= outlets && outlet == 0; ++o) {
                bool taken = false;
                for (const std::vector<PowerConnection> *list : cordLists(*r))
                    for (const PowerConnection &c : *list)
                        taken = taken || (c.pduId == target && c.outlet == o);
                if (!taken)
                    outlet = o;
            }
            if (outlet == 0) {
                Q_EMIT statusMessage(tr("%1 has no free outlet.").arg(QString::fromStdString(target)));
                rebuild();
                return;
            }
        }
        apply(deviceId, psu, target, outlet);
    });
    connect(outletCombo, &QComboBox::activated, this, [this, deviceId, psu, pduId, outletCombo](int) {
        apply(deviceId, psu, pduId, outletCombo->currentData().toInt());
    });
}

void PowerConnectionsDock::apply(const std::string &deviceId, int psu, const std::string &pduId, int outlet)
{
    // Rebuilding destroys the combo that emitted: let the current signal finish first.
    QMetaObject::invokeMethod(this, [this, deviceId, psu, pduId, outlet] {
        QString why;
        if (!mDocument->setPowerConnection(deviceId, psu, pduId, outlet, &why)) {
            Q_EMIT statusMessage(why);
            rebuild();
        }
    }, Qt::QueuedConnection);
}

void PowerConnectionsDock::highlightDevices(const std::vector<std::string> &deviceIds)
{
    for (int row = 0; row < mTable->rowCount(); ++row) {
        const std::string id = mTable->item(row, DeviceCol)->data(Qt::UserRole).toString().toStdString();
        const bool on = std::find(deviceIds.begin(), deviceIds.end(), id) != deviceIds.end();
        for (int c : {DeviceCol, PsuCol, PhaseCol})
            mTable->item(row, c)->setBackground(on ? QBrush(QColor(210, 228, 250)) : QBrush());
    }
}

} // namespace dcs
