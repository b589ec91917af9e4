#pragma once
#include "fabricdiagram.h"
#include <QWidget>

namespace dcs {

// Shows FabricDiagram::paint on screen (the Network page); the report paints the same data.
class FabricDiagramView : public QWidget
{
    Q_OBJECT
public:
    explicit FabricDiagramView(QWidget *parent = nullptr);
    void setData(const FabricDiagram::Data &data);
    const FabricDiagram::Data &data() const { return mData; }
    QSize sizeHint() const override { return {640, 320}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    FabricDiagram::Data mData;
};

} // namespace dcs
