#include "floorplaneditor.h"
#include "floorclipboard.h"
#include "floorplacement.h"
#include "document/projectdocument.h"
#include <QMimeData>
#include <cmath>

namespace dcs {

namespace {
double micro(double m)
{
    return std::round(m * 1e6) / 1e6;
}
} // namespace

FloorPlanEditor::FloorPlanEditor(ProjectDocument *document) : mDocument(document)
{
}

std::vector<RectM> FloorPlanEditor::footprints(const std::vector<std::string> &ids) const
{
    std::vector<RectM> out;
    const Project &p = mDocument->project();
    const Catalog &c = mDocument->catalog();
    for (const std::string &id : ids) {
        if (const Rack *r = p.findRack(id)) {
            if (const CatalogEntry *e = c.find(r->catalogId))
                out.push_back(footprint(*r, *e));
        } else if (const FloorEquipment *q = p.findEquipment(id)) {
            if (const CatalogEntry *e = c.find(q->catalogId))
                out.push_back(footprint(*q, *e));
        }
    }
    return out;
}

std::vector<std::string> FloorPlanEditor::add(std::vector<Rack> racks, std::vector<FloorEquipment> equipment,
                                              const QString &text)
{
    std::vector<std::string> ids;
    for (const Rack &r : racks)
        ids.push_back(r.id);
    for (const FloorEquipment &e : equipment)
        ids.push_back(e.id);
    mDocument->addObjects(std::move(racks), std::move(equipment), text);
    return ids;
}

std::vector<std::string> FloorPlanEditor::placeAt(const std::string &catalogId, double xM, double yM,
                                                  QString *message)
{
    const CatalogEntry *entry = mDocument->catalog().find(catalogId);
    if (!entry) {
        *message = tr("Unknown catalog entry '%1'.").arg(QString::fromStdString(catalogId));
        return {};
    }
    FloorPlacement placement(*mDocument);
    const double x = placement.tileLineBelow(xM), y = placement.tileLineBelow(yM);
    std::vector<Rack> racks;
    std::vector<FloorEquipment> equipment;
    QString why;
    if (!placement.makeObject(*entry, x, y, racks, equipment, &why) || !placement.fits({footprintAt(*entry, x, y, 0)}, &why, entry->isOverhead())) {
        *message = tr("Cannot place %1 here: %2").arg(QString::fromStdString(entry->name), why);
        return {};
    }
    auto ids = add(std::move(racks), std::move(equipment), tr("Add %1").arg(QString::fromStdString(entry->name)));
    *message = tr("Placed %1 at %2 m, %3 m.").arg(QString::fromStdString(ids.front())).arg(x).arg(y);
    return ids;
}

std::vector<std::string> FloorPlanEditor::duplicate(const std::vector<std::string> &ids, QString *message)
{
    const RectM box = FloorPlacement::bounds(footprints(ids));
    if (box.w <= 0) {
        *message = tr("Select racks or floor units to duplicate.");
        return {};
    }
    // The copies stand right next to the originals, one selection width to the right.
    QString why;
    std::vector<std::string> created = mDocument->duplicateObjects(ids, micro(box.w), 0.0, &why);
    *message = created.empty() ? tr("Cannot duplicate: %1").arg(why)
                               : tr("Duplicated %n object(s).", nullptr, int(created.size()));
    return created;
}

QMimeData *FloorPlanEditor::copy(const std::vector<std::string> &ids) const
{
    if (footprints(ids).empty())
        return nullptr;
    auto *mime = new QMimeData;
    const QByteArray payload = FloorClipboard::serialise(*mDocument, ids);
    mime->setData(QString::fromLatin1(FloorClipboard::kMimeType), payload);
    mime->setText(QString::fromUtf8(payload));  // readable when pasted into a text editor
    return mime;
}

std::vector<std::string> FloorPlanEditor::paste(const QMimeData *mime, QString *message)
{
    const QString format = QString::fromLatin1(FloorClipboard::kMimeType);
    if (!mime || !mime->hasFormat(format)) {
        *message = tr("The clipboard holds no racks or floor units.");
        return {};
    }
    std::vector<Rack> racks;
    std::vector<FloorEquipment> equipment;
    QString why;
    if (!FloorClipboard::parse(mime->data(format), *mDocument, racks, equipment, &why)) {
        *message = why;
        return {};
    }
    FloorPlacement placement(*mDocument);
    // Ids stay when free (cut and paste keeps them), otherwise become "<id>-2", ...
    auto fresh = [&](std::string &id) {
        id = mDocument->project().hasObject(id) ? placement.copyId(id) : id;
    };
    std::vector<RectM> rects;
    const Catalog &c = mDocument->catalog();
    for (Rack &r : racks) {
        fresh(r.id);
        for (auto &d : r.devices)
            fresh(d.id);
        for (auto &u : r.pdus)
            fresh(u.id);
        if (const CatalogEntry *e = c.find(r.catalogId))
            rects.push_back(footprint(r, *e));
    }
    std::vector<RectM> onFloor = rects;  // a busway hangs above: it clashes with nothing
    for (FloorEquipment &q : equipment) {
        fresh(q.id);
        if (const CatalogEntry *e = c.find(q.catalogId)) {
            rects.push_back(footprint(q, *e));
            if (!e->isOverhead())
                onFloor.push_back(rects.back());
        }
    }
    // Back where they came from when that is free (cut), else the first free spot to the right.
    const RectM box = FloorPlacement::bounds(rects);
    double x = box.x, y = box.y;
    if (!placement.fits(onFloor) || !placement.fits(rects, nullptr, true)) {
        const auto spot = placement.findFreeSpot(rects, box.right(), box.y);
        if (!spot) {
            *message = tr("There is no free space in the hall for the pasted objects.");
            return {};
        }
        std::tie(x, y) = *spot;
    }
    for (Rack &r : racks) {
        r.xM = micro(r.xM - box.x + x);
        r.yM = micro(r.yM - box.y + y);
    }
    for (FloorEquipment &q : equipment) {
        q.xM = micro(q.xM - box.x + x);
        q.yM = micro(q.yM - box.y + y);
    }
    auto ids = add(std::move(racks), std::move(equipment), tr("Paste"));
    *message = tr("Pasted %n object(s).", nullptr, int(ids.size()));
    return ids;
}

std::vector<std::string> FloorPlanEditor::placeRow(const std::string &catalogId, int count,
                                                   const std::vector<std::string> &selection, QString *message)
{
    const CatalogEntry *entry = mDocument->catalog().find(catalogId);
    if (!entry || (entry->kind != CatalogKind::Rack && entry->kind != CatalogKind::RackSystem)) {
        *message = tr("'%1' is not a rack model.").arg(QString::fromStdString(catalogId));
        return {};
    }
    count = std::clamp(count, 1, 1000);
    const double w = entry->footprintWidthM(), d = entry->footprintDepthM();
    std::vector<RectM> rects;
    for (int i = 0; i < count; ++i)
        rects.push_back({i * w, 0, w, d});
    FloorPlacement placement(*mDocument);
    const RectM sel = FloorPlacement::bounds(footprints(selection));
    const auto spot = sel.w > 0 ? placement.findFreeSpot(rects, sel.right(), sel.y) : placement.findFreeSpot(rects, 0, 0);
    if (!spot) {
        *message = tr("There is no free space for a row of %n rack(s).", nullptr, count);
        return {};
    }
    std::vector<Rack> racks;
    std::vector<FloorEquipment> none;
    for (int i = 0; i < count; ++i)
        placement.makeObject(*entry, micro(spot->first + i * w), spot->second, racks, none, nullptr);
    auto ids = add(std::move(racks), {}, tr("Place a row of %n rack(s)", nullptr, count));
    *message = tr("Placed a row of %n rack(s).", nullptr, count);
    return ids;
}

} // namespace dcs
