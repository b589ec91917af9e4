#include "inspectordock.h"
#include "catalog/catalog.h"
#include "containmenteditor.h"
#include "thermal/thermalresult.h"
#include "thermalmap.h"
#include "propertyform.h"
#include "document/projectdocument.h"
#include "inventory/inventoryengine.h"
#include "io/objectio.h"
#include "io/projectblocks.h"
#include <QLocale>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

// The model value behind a file-format key, as the file writer puts it (one source of the keys:
// ObjectIo and ProjectBlocks); null when the file would omit it.
json modelValue(const Project &p, const std::string &id, const std::string &key)
{
    json object;
    if (const std::optional<ProjectBlock> block = ProjectBlocks::byName(id))
        object = ProjectBlocks::toJson(ProjectBlocks::get(p, *block));
    else if (const Rack *r = p.findRack(id))
        object = ObjectIo::rackToJson(*r);
    else if (const FloorEquipment *e = p.findEquipment(id))
        object = ObjectIo::equipmentToJson(*e);
    else if (const RackPdu *u = p.findPdu(id))
        return key == "catalog_id" ? json(u->catalogId) : json();
    const auto it = object.find(key);
    return it == object.end() ? json() : *it;
}

PropertyForm::Choices rotationChoices()
{
    PropertyForm::Choices c;
    for (int deg : {0, 90, 180, 270})
        c.emplace_back(QStringLiteral("%1°").arg(deg), json(deg));
    return c;
}

} // namespace

InspectorDock::InspectorDock(ProjectDocument *document, QWidget *parent)
    : QDockWidget(tr("Inspector"), parent), mDocument(document), mTitle(new QLabel), mError(new QLabel),
      mScroll(new QScrollArea)
{
    setObjectName(QStringLiteral("inspector"));
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    mTitle->setWordWrap(true);
    mError->setWordWrap(true);
    mError->setStyleSheet(QStringLiteral("color: #c62828;"));
    mError->hide();
    mScroll->setWidgetResizable(true);
    mScroll->setFrameShape(QFrame::NoFrame);
    mScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(mTitle);
    layout->addWidget(mError);
    layout->addWidget(mScroll, 1);
    setWidget(body);
    connect(document, &ProjectDocument::changed, this, &InspectorDock::onChanged);
    rebuild();
}

QString InspectorDock::errorText() const
{
    return mError->isHidden() ? QString() : mError->text();
}

void InspectorDock::setSelection(const std::vector<std::string> &ids)
{
    if (ids == mIds && mForm)
        return;
    mIds = ids;
    mError->hide();
    mError->clear();
    rebuild();
}

void InspectorDock::onChanged(const ChangeEvent &event)
{
    // Objects may vanish (delete, undo of an add); then the form must not point at them.
    const Project &p = mDocument->project();
    const auto gone = std::remove_if(mIds.begin(), mIds.end(), [&](const std::string &id) {
        return !p.findRack(id) && !p.findEquipment(id);
    });
    const bool shrank = gone != mIds.end();
    mIds.erase(gone, mIds.end());
    // Modified never changes the form's shape, and rebuilding it here would delete the editor
    // that is committing right now.
    if (event.kind == ChangeEvent::Kind::Reset || shrank)
        rebuild();
    else
        refresh();
}

void InspectorDock::showError(const QString &why)
{
    mError->setText(why);
    mError->show();
}

void InspectorDock::setAnalysis(const AnalysisPtr &analysis)
{
    mAnalysis = analysis;
    if (mForm)
        mForm->refresh();
}

void InspectorDock::refresh()
{
    if (mForm)
        mForm->refresh();
    refreshDevices();
}

void InspectorDock::rebuild()
{
    // The old form may be the sender of the signal that got us here: delete it later.
    if (QWidget *old = mScroll->takeWidget())
        old->deleteLater();
    mForm = new PropertyForm(mDocument);
    mForm->setWrapLongRows(true);  // values stay inside a narrow dock
    mDevices = nullptr;
    mDevicesRackId.clear();
    connect(mForm, &PropertyForm::refused, this, &InspectorDock::showError);
    connect(mForm, &PropertyForm::committed, mError, &QLabel::hide);
    const Project &p = mDocument->project();
    if (mIds.empty())
        buildProjectForm();
    else if (mIds.size() > 1)
        buildMultiForm();
    else if (p.findRack(mIds.front()))
        buildRackForm(mIds.front());
    else
        buildEquipmentForm(mIds.front());
    mScroll->setWidget(mForm);
    refresh();
}

void InspectorDock::buildProjectForm()
{
    mTitle->setText(tr("<b>Project</b> (nothing selected)"));
    ProjectDocument *d = mDocument;
    auto get = [d](const char *id, const char *key) { return [d, id, key] { return modelValue(d->project(), id, key); }; };
    PropertyForm *f = mForm;
    f->addSection(tr("Project"));
    f->addText(tr("Name"), tr("The design's name, shown on the report cover."), {"project"}, "name", get("project", "name"));
    f->addText(tr("Description"), tr("A short description for the report."), {"project"}, "description",
               get("project", "description"), true);
    f->addSection(tr("Site"));
    f->addText(tr("Site name"), tr("Name of the site or campus."), {"site"}, "name", get("site", "name"));
    f->addText(tr("Location"), tr("City or climate location; decides free-cooling hours."), {"site"}, "location",
               get("site", "location"));
    f->addText(tr("Currency"), tr("ISO currency code used for all costs, e.g. USD or EUR."), {"site"}, "currency",
               get("site", "currency"));
    f->addNumber(tr("Electricity price"), tr("Energy price per kWh in the site currency (assumption: edit to your tariff)."),
                 {"site"}, "electricity_price_per_kwh", get("site", "electricity_price_per_kwh"), 4, tr("/kWh"));
    f->addNumber(tr("Grid carbon"), tr("Carbon intensity of the grid in kg CO2 per kWh (assumption)."), {"site"},
                 "grid_co2_kg_per_kwh", get("site", "grid_co2_kg_per_kwh"), 3, tr("kg/kWh"));
    f->addSection(tr("Hall"));
    f->addNumber(tr("Width"), tr("Inside width of the data hall along x, in metres."), {"hall"}, "width_m",
                 get("hall", "width_m"), 2, tr("m"));
    f->addNumber(tr("Depth"), tr("Inside depth of the data hall along y, in metres."), {"hall"}, "depth_m",
                 get("hall", "depth_m"), 2, tr("m"));
    f->addNumber(tr("Tile"), tr("Raised-floor tile size in metres; racks snap to this grid (0.6 m is standard)."),
                 {"hall"}, "tile_m", get("hall", "tile_m"), 3, tr("m"));
    f->addNumber(tr("Floor rating"),
                 tr("Uniformly distributed load the floor is rated for (raised floor or slab); each rack's weight "
                    "over its footprint is checked against it. Default 12 kPa: the recommended minimum of ANSI/TIA-942 "
                    "(250 lbf/ft²; required minimum 7.2 kPa)."),
                 {"hall"}, "floor_rating_kpa", get("hall", "floor_rating_kpa"), 1, tr("kPa"));
    f->addNumber(tr("Point load"),
                 tr("Concentrated load one raised-floor panel is rated for: the levelling feet standing on a panel "
                    "(four a rack, a quarter of its weight each) are checked against it. Default 4.45 kN (1,000 lbf, a "
                    "standard-duty panel in the CISCA concentrated-load test); heavy-duty panels 6.7-11 kN; 0 = a slab, "
                    "not checked."),
                 {"hall"}, "floor_point_load_kn", get("hall", "floor_point_load_kn"), 2, tr("kN"));
}

void InspectorDock::buildRackForm(const std::string &id)
{
    ProjectDocument *d = mDocument;
    const Rack *rack = d->project().findRack(id);
    mTitle->setText(tr("<b>Rack</b> %1").arg(QString::fromStdString(rack->name).toHtmlEscaped()));
    auto get = [d, id](const char *key) { return [d, id, key] { return modelValue(d->project(), id, key); }; };
    PropertyForm::Choices models, doors{{tr("(none)"), json()}};
    for (const CatalogEntry &e : d->catalog().entries()) {
        if (e.kind == CatalogKind::Rack || e.kind == CatalogKind::RackSystem)
            models.emplace_back(QString::fromStdString(e.name), json(e.id));
        if (e.isCooling(CoolingType::RearDoor))
            doors.emplace_back(QString::fromStdString(e.name), json(e.id));
    }
    PropertyForm *f = mForm;
    f->addInfo(tr("Id"), tr("Stable identifier used by references and warnings; not editable."),
               [id] { return QString::fromStdString(id); });
    f->addText(tr("Name"), tr("Label shown on the floor plan and in the report."), {id}, "name", get("name"));
    f->addChoice(tr("Model"), tr("Rack enclosure or rack-scale system from the catalog."), {id}, "catalog_id",
                 get("catalog_id"), models);
    f->addNumber(tr("X"), tr("Left edge of the footprint from the hall's left wall, in metres."), {id}, "x_m",
                 get("x_m"), 3, tr("m"));
    f->addNumber(tr("Y"), tr("Top edge of the footprint from the hall's top wall, in metres."), {id}, "y_m",
                 get("y_m"), 3, tr("m"));
    f->addChoice(tr("Rotation"), tr("0° = front (cold aisle) faces down the plan; turns are clockwise."), {id},
                 "rotation_deg", get("rotation_deg"), rotationChoices());
    f->addNumber(tr("Power budget"), tr("Power the rack may draw, in kW; 0 = not set."), {id}, "power_budget_kw",
                 get("power_budget_kw"), 1, tr("kW"), true);
    f->addNumber(tr("Weight limit"), tr("Allowed total weight in kg; 0 = the rack model's static load rating."), {id},
                 "weight_limit_kg", get("weight_limit_kg"), 0, tr("kg"), true);
    f->addChoice(tr("Rear door"), tr("Optional rear-door heat exchanger that removes heat at the rack."), {id},
                 "rear_door", get("rear_door"), doors);
    f->addRow(tr("Containment"), new ContainmentEditor(d, id, f));  // issue 16: the aisles of its row pair
    addPduRows(id);
    f->addSection(tr("Contents"));
    auto fill = [d, id] {
        const Rack *r = d->project().findRack(id);
        return r ? InventoryEngine::rackFill(*r, d->catalog()) : InventoryEngine::RackFill{};
    };
    f->addInfo(tr("Space"), tr("Rack units occupied by devices / the rack's height."),
               [fill] { const auto x = fill(); return tr("%1 U / %2 U").arg(x.usedU).arg(x.heightU); });
    f->addInfo(tr("Nameplate"), tr("Sum of the devices' catalog maximum power, in kW (not average draw)."),
               [fill] { return tr("%1 kW").arg(fill().nameplateW / 1000.0, 0, 'f', 1); });
    f->addInfo(tr("GPUs"), tr("GPUs in the rack's servers or rack-scale system."),
               [fill] { return QString::number(fill().gpus); });
    // Issue 30 item 8: a weight limit of 0 means "the rack model's rating"; say which figure holds.
    f->addInfo(tr("Weight"), tr("Devices and rack against the weight limit: the one set above, else the rack model's static load rating."),
               [d, id, fill] {
                   const Rack *r = d->project().findRack(id);
                   const CatalogEntry *model = r ? d->catalog().find(r->catalogId) : nullptr;
                   const double limit = r && r->weightLimitKg > 0 ? r->weightLimitKg : model && model->rack ? model->rack->staticLoadKg : 0.0;
                   const QLocale loc;
                   const QString used = tr("%1 kg").arg(loc.toString(fill().weightKg, 'f', 0));
                   if (limit <= 0)
                       return tr("%1, no limit known").arg(used);
                   return tr("%1 of %2 kg (%3)").arg(used, loc.toString(limit, 'f', 0),
                                                     r->weightLimitKg > 0 ? tr("set") : tr("rack model rating"));
               })->setObjectName(QStringLiteral("rackWeight"));
    f->addInfo(tr("Inlet"), tr("Inlet air from the thermal map (docs/thermal.md): mean over the front, and by height, "
                               "bottom to top (the layers of cooling.thermal.layers)."),
               [this, id] {
                   const RackThermal *t = mAnalysis ? mAnalysis->thermal->rack(id) : nullptr;
                   if (mAnalysis && !mAnalysis->complete)
                       return tr("computing…");  // the runner's second pass solves the map
                   return t && t->solved ? ThermalMap::inletLine(*t) : tr("not mapped");
               });
    mDevices = new QListWidget(f);
    mDevices->setToolTip(tr("Devices mounted in the rack, bottom U first. Edit them in the rack elevation."));
    mDevices->setMinimumHeight(120);
    mDevices->setTextElideMode(Qt::ElideRight);
    mDevices->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mDevicesRackId = id;
    f->addRow(tr("Devices"), mDevices);
}

void InspectorDock::addPduRows(const std::string &rackId)
{
    ProjectDocument *d = mDocument;
    const Rack *rack = d->project().findRack(rackId);
    if (!rack || rack->pdus.empty())
        return;
    PropertyForm::Choices models;
    for (const CatalogEntry &e : d->catalog().entries())
        if (e.kind == CatalogKind::Pdu)
            models.emplace_back(QString::fromStdString(e.name), json(e.id));
    mForm->addSection(tr("Power"));
    for (const RackPdu &pdu : rack->pdus) {
        const std::string pduId = pdu.id;
        // "R-A01-PDU-A1" reads "PDU-A1" inside its rack; other ids are shown whole.
        QString label = QString::fromStdString(pduId);
        if (label.startsWith(QString::fromStdString(rackId) + QLatin1Char('-')))
            label = label.mid(int(rackId.size()) + 1);
        label += pdu.feed == Feed::A ? tr(" (feed A)") : tr(" (feed B)");
        mForm->addChoice(label,
                         tr("Model of rack PDU %1. A new model is cabled afresh: its cords are plugged again, "
                            "least-loaded phase and bank first (one undo step).")
                             .arg(QString::fromStdString(pduId)),
                         {pduId}, "catalog_id", [d, pduId] { return modelValue(d->project(), pduId, "catalog_id"); },
                         models);
    }
}

void InspectorDock::refreshDevices()
{
    if (!mDevices)
        return;
    mDevices->clear();
    const Rack *r = mDocument->project().findRack(mDevicesRackId);
    if (!r)
        return;
    std::vector<const DevicePlacement *> sorted;
    for (const DevicePlacement &dp : r->devices)
        sorted.push_back(&dp);
    std::sort(sorted.begin(), sorted.end(), [](auto *a, auto *b) { return a->uLow < b->uLow; });
    for (const DevicePlacement *dp : sorted) {
        const CatalogEntry *e = mDocument->catalog().find(dp->catalogId);
        const int top = dp->uLow + std::max(1, e ? e->heightU : 1) - 1;
        const QString range = top > dp->uLow ? QStringLiteral("U%1-%2").arg(dp->uLow).arg(top)
                                             : QStringLiteral("U%1").arg(dp->uLow);
        QString text = QStringLiteral("%1 %2 (%3)").arg(range, e ? QString::fromStdString(e->name) : tr("unknown"),
                                                         QString::fromStdString(dp->catalogId));
        if (dp->face == RackFace::Rear)
            text += tr(", rear");
        mDevices->addItem(text);
    }
}

void InspectorDock::buildEquipmentForm(const std::string &id)
{
    ProjectDocument *d = mDocument;
    const FloorEquipment *eq = d->project().findEquipment(id);
    if (!eq)
        return;
    mTitle->setText(tr("<b>Floor unit</b> %1").arg(QString::fromStdString(eq->name).toHtmlEscaped()));
    auto get = [d, id](const char *key) { return [d, id, key] { return modelValue(d->project(), id, key); }; };
    const CatalogEntry *current = d->catalog().find(eq->catalogId);
    PropertyForm::Choices models;
    for (const CatalogEntry &e : d->catalog().entries()) {
        const bool sameKind = current ? e.kind == current->kind && (!e.cooling || !current->cooling
                                                                   || e.cooling->type == current->cooling->type)
                                       : e.placesOnFloor();
        if (sameKind && e.placesOnFloor())
            models.emplace_back(QString::fromStdString(e.name), json(e.id));
    }
    PropertyForm *f = mForm;
    f->addInfo(tr("Id"), tr("Stable identifier used by references and warnings; not editable."),
               [id] { return QString::fromStdString(id); });
    f->addText(tr("Name"), tr("Label shown on the floor plan and in the report."), {id}, "name", get("name"));
    f->addChoice(tr("Model"), tr("Catalog model of this unit."), {id}, "catalog_id", get("catalog_id"), models);
    f->addNumber(tr("X"), tr("Left edge of the footprint from the hall's left wall, in metres."), {id}, "x_m",
                 get("x_m"), 3, tr("m"));
    f->addNumber(tr("Y"), tr("Top edge of the footprint from the hall's top wall, in metres."), {id}, "y_m",
                 get("y_m"), 3, tr("m"));
    f->addChoice(tr("Rotation"), tr("0° = front faces down the plan; turns are clockwise."), {id}, "rotation_deg",
                 get("rotation_deg"), rotationChoices());
}

void InspectorDock::buildMultiForm()
{
    mTitle->setText(tr("<b>%n objects selected</b>", nullptr, int(mIds.size())));
    ProjectDocument *d = mDocument;
    const std::vector<std::string> ids = mIds;
    // The common rotation, or null (blank combo) when the objects differ.
    auto rotation = [d, ids]() -> json {
        json common;
        for (const std::string &id : ids) {
            const json v = modelValue(d->project(), id, "rotation_deg");
            if (common.is_null())
                common = v;
            else if (v != common)
                return json();
        }
        return common;
    };
    mForm->addChoice(tr("Rotation"), tr("Sets the rotation of every selected object (one undo step)."), ids,
                     "rotation_deg", rotation, rotationChoices());
}

} // namespace dcs
