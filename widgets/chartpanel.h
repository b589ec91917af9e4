#pragma once
#include "analysis/analysis.h"
#include <QWidget>
#include <functional>

class QChart;
class QChartView;

namespace dcs {

// A chart on screen that follows the analysis: on every new snapshot it asks its builder for
// a fresh QChart (the builders in charts/ are the same ones the PDF report uses).
class ChartPanel : public QWidget
{
    Q_OBJECT
public:
    using Builder = std::function<QChart *(const Analysis &)>;

    explicit ChartPanel(Builder builder, QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);
    // Builds again from the last snapshot (after a setting of the panel itself changed).
    void rebuild();
    QChart *chart() const;  // for tests

private:
    Builder mBuilder;
    AnalysisPtr mAnalysis;
    QChartView *mView;
};

} // namespace dcs
