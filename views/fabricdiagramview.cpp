#include "fabricdiagramview.h"
#include <QPainter>

namespace dcs {

FabricDiagramView::FabricDiagramView(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(260, 220);
    setToolTip(tr("Tiers of the compute fabric. Large tiers are drawn in groups (\"16×L\" = 16 leaves)."));
}

void FabricDiagramView::setData(const FabricDiagram::Data &data)
{
    mData = data;
    update();
}

void FabricDiagramView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    FabricDiagram::paint(&p, QRectF(rect()), mData);
}

} // namespace dcs
