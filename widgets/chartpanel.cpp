#include "chartpanel.h"
#include <QChart>
#include <QChartView>
#include <QVBoxLayout>

namespace dcs {

ChartPanel::ChartPanel(Builder builder, QWidget *parent) : QWidget(parent), mBuilder(std::move(builder))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mView = new QChartView(this);
    mView->setRenderHint(QPainter::Antialiasing);
    mView->setMinimumSize(200, 180);  // pages lay out three across in a 1280 px window
    layout->addWidget(mView);
}

void ChartPanel::setAnalysis(const AnalysisPtr &analysis)
{
    mAnalysis = analysis;
    rebuild();
}

void ChartPanel::rebuild()
{
    if (!mAnalysis)
        return;
    QChart *old = mView->chart();
    mView->setChart(mBuilder(*mAnalysis));
    delete old;  // QChartView does not delete a chart it no longer shows
}

QChart *ChartPanel::chart() const
{
    return mView->chart();
}

} // namespace dcs
