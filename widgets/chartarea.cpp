#include "chartarea.h"
#include <QGridLayout>
#include <QTabWidget>
#include <algorithm>

namespace dcs {

ChartArea::ChartArea(const std::array<Chart, 3> &charts, const QString &tabsName, int spacing, QWidget *parent)
    : QStackedWidget(parent), mCharts(charts)
{
    mGridHost = new QWidget(this);
    mGrid = new QGridLayout(mGridHost);
    mGrid->setContentsMargins(0, 0, 0, 0);
    mGrid->setSpacing(spacing);
    mGrid->setColumnStretch(0, 1);
    mGrid->setColumnStretch(1, 1);
    mTabs = new QTabWidget(this);
    mTabs->setObjectName(tabsName);
    mTabs->setDocumentMode(true);
    addWidget(mGridHost);
    addWidget(mTabs);
    mTabbed = true;  // so that the call below lays out the grid
    setTabbed(false);
}

void ChartArea::setRowStretch(int top, int bottom)
{
    mGrid->setRowStretch(0, top);
    mGrid->setRowStretch(1, bottom);
}

void ChartArea::setTabbed(bool tabbed)
{
    if (tabbed == mTabbed)
        return;
    mTabbed = tabbed;
    const int current = mTabs->currentIndex();
    // Moving a panel into a tab takes it out of the grid, and reparenting a tab's page away
    // removes its tab: the same three panels live in one place at a time.
    while (mTabs->count() > 0)
        mTabs->removeTab(0);
    if (tabbed) {
        for (const Chart &c : mCharts) {
            mTabs->addTab(c.panel, c.tab);
            mTabs->setTabToolTip(mTabs->count() - 1, c.toolTip);
        }
        mTabs->setCurrentIndex(std::max(0, current));
        setCurrentWidget(mTabs);
    } else {
        mGrid->addWidget(mCharts[0].panel, 0, 0, 1, 2);
        mGrid->addWidget(mCharts[1].panel, 1, 0);
        mGrid->addWidget(mCharts[2].panel, 1, 1);
        for (const Chart &c : mCharts)
            c.panel->show();  // the tab widget's stack hid the ones not current
        setCurrentWidget(mGridHost);
    }
}

} // namespace dcs
