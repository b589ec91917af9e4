#include "catalogpalette.h"
#include "displayformat.h"
#include "catalogtree.h"
#include "document/projectdocument.h"
#include <QLineEdit>
#include <QMap>
#include <QVBoxLayout>

namespace dcs {

namespace {
QString mm(double w, double d)
{
    return QStringLiteral("%1 x %2 mm").arg(w, 0, 'f', 0).arg(d, 0, 'f', 0);
}

QString kindGroupName(CatalogKind kind)
{
    return QString::fromLatin1(catalogKindName(kind)).replace(QLatin1Char('_'), QLatin1Char(' '));
}
} // namespace

CatalogPalette::CatalogPalette(ProjectDocument *document, QWidget *parent)
    : QDockWidget(tr("Catalog"), parent), mDocument(document), mSearch(new QLineEdit), mTree(new CatalogTree)
{
    setUp();
    // Custom entries travel with the project: rebuild when a project is loaded or edited as a whole.
    connect(document, &ProjectDocument::changed, this, [this](const ChangeEvent &e) {
        if (e.kind == ChangeEvent::Kind::Reset || e.isPart(DesignPart::CustomCatalog))
            rebuild();
    });
    rebuild();
}

CatalogPalette::CatalogPalette(const Catalog &catalog, QWidget *parent)
    : QDockWidget(tr("Catalog"), parent), mCatalog(&catalog), mSearch(new QLineEdit), mTree(new CatalogTree)
{
    setUp();
    rebuild();
}

void CatalogPalette::setUp()
{
    setObjectName(QStringLiteral("catalogPalette"));
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    mSearch->setPlaceholderText(tr("Search catalog (Ctrl+F)"));
    mSearch->setClearButtonEnabled(true);
    mSearch->setToolTip(tr("Filters by name, id, vendor, category or figures."));
    // One column, name over figures: a narrow dock then still shows both in full.
    mTree->setColumnCount(1);
    mTree->setHeaderHidden(true);
    mTree->setUniformRowHeights(false);
    mTree->setTextElideMode(Qt::ElideRight);
    mTree->setRootIsDecorated(true);
    layout->addWidget(mSearch);
    layout->addWidget(mTree, 1);
    setWidget(body);
    connect(mSearch, &QLineEdit::textChanged, this, &CatalogPalette::setFilter);
}

QString CatalogPalette::keyFigures(const CatalogEntry &e)
{
    const QString kw = DisplayFormat::plain().kilowatts(e.maxPowerW);
    switch (e.kind) {
    case CatalogKind::GpuServer:
    case CatalogKind::Switch: {
        QString s = tr("%1U, %2").arg(e.heightU).arg(kw);
        if (e.gpu)
            s += tr(", %n GPU(s)", nullptr, e.gpu->count);
        return s;
    }
    case CatalogKind::Rack:
        return tr("%1U, %2").arg(e.rack ? e.rack->heightU : e.heightU).arg(mm(e.footprintWidthM() * 1000, e.footprintDepthM() * 1000));
    case CatalogKind::RackSystem:
        return tr("%n GPU(s), ", nullptr, e.totalGpus()) + kw + QStringLiteral(", ")
            + mm(e.footprintWidthM() * 1000, e.footprintDepthM() * 1000);
    case CatalogKind::Pdu:
        return e.pdu ? tr("%1 V, %2 A, %3-phase").arg(e.pdu->voltageLineToLineV).arg(e.pdu->inputCurrentA).arg(e.pdu->phases)
                     : QString();
    case CatalogKind::Cooling:
        if (e.isCooling(CoolingType::RearDoor))
            return tr("%1 kW rear door").arg(e.cooling->capacityKw, 0, 'f', 0);
        return tr("%1 kW, %2").arg(e.cooling ? e.cooling->capacityKw : 0, 0, 'f', 0).arg(mm(e.widthMm, e.depthMm));
    case CatalogKind::Ups:
        return tr("%1 kVA, %2").arg(e.ups ? e.ups->ratingKva : 0, 0, 'f', 0).arg(mm(e.widthMm, e.depthMm));
    case CatalogKind::PowerPanel:
        return tr("%1 A, %2").arg(e.panel ? e.panel->mainBreakerA : 0, 0, 'f', 0).arg(mm(e.widthMm, e.depthMm));
    case CatalogKind::Cable:
        return {};  // cables are chosen by the fabric engine, never placed by hand
    }
    return {};
}

void CatalogPalette::rebuild()
{
    mTree->clear();
    QMap<QString, QTreeWidgetItem *> groups;  // sorted by name
    const Catalog &catalog = mDocument ? mDocument->catalog() : *mCatalog;
    for (const CatalogEntry &e : catalog.entries()) {
        if (e.kind == CatalogKind::Cable)
            continue;
        const QString group = e.category.empty() ? kindGroupName(e.kind) : QString::fromStdString(e.category);
        QTreeWidgetItem *&parent = groups[group];
        if (!parent) {
            parent = new QTreeWidgetItem({group});
            parent->setFlags(Qt::ItemIsEnabled);
            QFont bold = parent->font(0);
            bold.setBold(true);
            parent->setFont(0, bold);
        }
        const QString figures = keyFigures(e);
        auto *item = new QTreeWidgetItem(parent, {QString::fromStdString(e.name) + QLatin1Char('\n') + figures});
        item->setData(0, CatalogTree::kIdRole, QString::fromStdString(e.id));
        item->setData(0, CatalogTree::kIdRole + 1, QString::fromStdString(e.vendor));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
        QString tip = QStringLiteral("<b>%1</b> (%2)").arg(QString::fromStdString(e.name).toHtmlEscaped(),
                                                          QString::fromStdString(e.id).toHtmlEscaped());
        if (!e.vendor.empty())
            tip += QStringLiteral("<br>") + QString::fromStdString(e.vendor).toHtmlEscaped();
        if (e.listPriceUsd > 0)
            tip += QStringLiteral("<br>") + tr("List price %1%2").arg(DisplayFormat::plain().amountIn(e.listPriceUsd, QStringLiteral("USD")),
                                                                     e.priceIsAssumption ? tr(" (assumption)") : QString());
        tip += QStringLiteral("<br>") + tr("Source: %1").arg(QString::fromStdString(e.source).toHtmlEscaped());
        tip += QStringLiteral("<br><i>%1</i>").arg(e.placesOnFloor() && !e.isCooling(CoolingType::RearDoor)
                                                     ? tr("Drag onto the floor plan.")
                                                     : tr("Drag into a rack elevation."));
        item->setToolTip(0, tip);
    }
    mTree->addTopLevelItems(groups.values());
    mTree->expandAll();
    setFilter(mSearch->text());
}

void CatalogPalette::setFilter(const QString &text)
{
    const QStringList words = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int g = 0; g < mTree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = mTree->topLevelItem(g);
        int visible = 0;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            const QString hay = item->text(0) + QLatin1Char(' ')
                + item->data(0, CatalogTree::kIdRole).toString() + QLatin1Char(' ') + group->text(0) + QLatin1Char(' ')
                + item->data(0, CatalogTree::kIdRole + 1).toString();
            // Every word must match somewhere: "h100 dgx" finds "NVIDIA DGX H100".
            const bool match = std::all_of(words.begin(), words.end(),
                                           [&](const QString &w) { return hay.contains(w, Qt::CaseInsensitive); });
            item->setHidden(!match);
            visible += match;
        }
        group->setHidden(visible == 0);
        if (!words.isEmpty())
            group->setExpanded(true);
    }
}

void CatalogPalette::focusSearch()
{
    show();
    raise();
    mSearch->setFocus(Qt::ShortcutFocusReason);
    mSearch->selectAll();
}

} // namespace dcs
