#include "analysis/analysis.h"
#include "chartstyle.h"
#include "training/trainingresult.h"
#include "trainingcharts.h"
#include "trainingchartstext.h"
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

namespace dcs::TrainingCharts {

QChart *timeBreakdown(const Analysis &analysis)
{
    auto *chart = new QChart;
    const TrainingResult &r = analysis.training;
    if (!r.evaluated || !r.plan.valid) {
        ChartStyle::apply(chart, tr("Time to train: no valid training plan"));
        return chart;
    }
    ChartStyle::apply(chart, tr("Time to train: %1 days").arg(r.days, 0, 'f', 1));
    chart->setProperty("description", tr("Where the wall-clock days of the run go: compute, exposed communication, "
                                          "pipeline bubble and goodput loss (plan TP %1 · PP %2 · DP %3).")
                                          .arg(r.plan.tp).arg(r.plan.pp).arg(r.plan.dp));
    constexpr double kDay = 86400;
    auto *series = new QHorizontalStackedBarSeries;
    const struct {
        const char *name;
        double seconds;
    } parts[] = {{"Compute", r.computeS},
                 {"Communication", r.exposedCommS},
                 {"Pipeline bubble", r.bubbleS},
                 {"Goodput loss", r.goodputLossS}};
    int colour = 0;
    for (const auto &part : parts) {
        auto *set = new QBarSet(tr(part.name));
        set->append(part.seconds / kDay);
        set->setColor(ChartStyle::series(colour++));
        set->setBorderColor(Qt::white);
        series->append(set);
    }
    series->setBarWidth(0.55);
    chart->addSeries(series);
    auto *plan = new QBarCategoryAxis;
    plan->append(tr("TP %1 · PP %2 · DP %3").arg(r.plan.tp).arg(r.plan.pp).arg(r.plan.dp));
    chart->addAxis(plan, Qt::AlignLeft);
    series->attachAxis(plan);
    plan->setLabelsVisible(false);  // the plan is in the result table; the bar needs the width
    // A list on the right keeps every label whole in a half-width panel.
    chart->legend()->setAlignment(Qt::AlignRight);
    auto *days = new QValueAxis;
    days->setTitleText(tr("days (wall clock)"));
    // Few ticks, with the decimals their step needs: the chart is often a third of a page wide.
    ChartStyle::niceAxis(days, 0, r.days * 1.02, 5);
    chart->addAxis(days, Qt::AlignBottom);
    series->attachAxis(days);
    return chart;
}

} // namespace dcs::TrainingCharts
