#pragma once
#include <QStackedWidget>
#include <QString>
#include <array>

class QGridLayout;
class QTabWidget;

namespace dcs {

// Three charts of an engine page: on a wide page all at once (the first across the top, two
// below); on a narrow one under tabs, one chart at a time at the full width, so titles, legends
// and ticks are not cut. The Cooling & cost and Training pages share it; the page decides when
// it is narrow (its own threshold, from what its table beside the charts takes).
class ChartArea : public QStackedWidget
{
public:
    struct Chart {
        QWidget *panel;
        QString tab;      // the tab's title when narrow
        QString toolTip;  // the tab's tooltip
    };

    // `tabsName` is the tab widget's object name (tests find it); `spacing` the grid's.
    ChartArea(const std::array<Chart, 3> &charts, const QString &tabsName, int spacing, QWidget *parent = nullptr);

    void setRowStretch(int top, int bottom);
    void setTabbed(bool tabbed);  // moves the panels; nothing happens when it is already so
    bool isTabbed() const { return mTabbed; }
    QTabWidget *tabs() const { return mTabs; }

private:
    std::array<Chart, 3> mCharts;
    QWidget *mGridHost;
    QGridLayout *mGrid;
    QTabWidget *mTabs;
    bool mTabbed = false;
};

} // namespace dcs
