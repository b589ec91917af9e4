#pragma once
#include <QLayout>
#include <QList>

namespace dcs {

// Lays widgets out left to right and wraps to a new row when the width runs out (after Qt's
// "Flow Layout" example). The KPI strip uses it: with every engine's figures it is wider than a
// 1600 px window, and a strip that cannot wrap forces the window wider and crushes the docks.
class FlowLayout : public QLayout
{
public:
    FlowLayout(QWidget *parent, int horizontalSpacing, int verticalSpacing);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override { return int(mItems.size()); }
    QLayoutItem *itemAt(int index) const override { return mItems.value(index); }
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    int arrange(const QRect &rect, bool apply) const;

    QList<QLayoutItem *> mItems;
    int mHSpacing;
    int mVSpacing;
};

} // namespace dcs
