#pragma once
#include <QTreeWidget>

namespace dcs {

// The palette's tree: entries carry their catalog id (Qt::UserRole) and drag out as
// "application/x-dcstudio-catalog-id" with the id as the payload; group rows do not drag.
class CatalogTree : public QTreeWidget
{
    Q_OBJECT
public:
    static constexpr int kIdRole = Qt::UserRole;

    explicit CatalogTree(QWidget *parent = nullptr);

protected:
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QList<QTreeWidgetItem *> &items) const override;
};

} // namespace dcs
