#include "catalogtree.h"
#include "floorplanview.h"
#include <QMimeData>

namespace dcs {

CatalogTree::CatalogTree(QWidget *parent) : QTreeWidget(parent)
{
    setDragEnabled(true);
    setDragDropMode(DragOnly);
    setDefaultDropAction(Qt::CopyAction);
    setSelectionMode(SingleSelection);
}

QStringList CatalogTree::mimeTypes() const
{
    return {QString::fromLatin1(FloorPlanView::kCatalogMimeType)};
}

QMimeData *CatalogTree::mimeData(const QList<QTreeWidgetItem *> &items) const
{
    for (QTreeWidgetItem *item : items) {
        const QString id = item->data(0, kIdRole).toString();
        if (id.isEmpty())
            continue;
        auto *mime = new QMimeData;
        mime->setData(QString::fromLatin1(FloorPlanView::kCatalogMimeType), id.toUtf8());
        mime->setText(id);
        return mime;
    }
    return nullptr;
}

} // namespace dcs
