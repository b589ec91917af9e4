#pragma once
#include <QLayout>
#include <QList>
#include <vector>

namespace dcs {

// Lays widgets out left to right and wraps to a new row when the width runs out (after Qt's
// "Flow Layout" example). The KPI strip uses it: with every engine's figures it is wider than a
// 1600 px window, and a strip that cannot wrap forces the window wider and crushes the docks.
// When it wraps it balances the rows (as many rows as needed, each about equally full) rather
// than filling the first rows and leaving one figure alone on the last.
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
    // Items on each row as last laid out, top row first (for tests and callers that check).
    std::vector<int> itemsPerRow() const;

private:
    int arrange(const QRect &rect, bool apply) const;
    // Rows greedy packing needs within `width` (without margins).
    int rowsAt(int width) const;

    QList<QLayoutItem *> mItems;
    int mHSpacing;
    int mVSpacing;
};

} // namespace dcs
