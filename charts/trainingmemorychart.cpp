#include "analysis/analysis.h"
#include "chartstyle.h"
#include "training/trainingresult.h"
#include "trainingcharts.h"
#include "trainingchartstext.h"
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QPen>
#include <QStackedBarSeries>
#include <QValueAxis>
#include <algorithm>

namespace dcs::TrainingCharts {

namespace {
// A horizontal rule across the plot: a line series on a hidden 0..1 x axis.
QLineSeries *rule(QChart *chart, QValueAxis *x, QValueAxis *y, const QString &name, double value, Qt::PenStyle style)
{
    auto *line = new QLineSeries;
    line->setName(name);
    line->append(0, value);
    line->append(1, value);
    QPen pen(ChartStyle::limit());
    pen.setWidthF(2);
    pen.setStyle(style);
    line->setPen(pen);
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
    return line;
}
} // namespace

QChart *memoryPerGpu(const Analysis &analysis)
{
    auto *chart = new QChart;
    const TrainingResult &r = analysis.training;
    if (!r.evaluated || !r.plan.valid) {
        ChartStyle::apply(chart, tr("Memory per GPU: no valid training plan"));
        return chart;
    }
    const TrainingMemory &m = r.plan.memory;
    constexpr double kGB = 1e9;
    ChartStyle::apply(chart, tr("Memory per GPU: %1 of %2 GB").arg(m.totalB / kGB, 0, 'f', 1).arg(m.hbmB / kGB, 0, 'f', 0));
    chart->setProperty("description", tr("Memory of the most loaded GPU by component, in GB, against its HBM (solid line) "
                                          "and the usable HBM less the headroom setting (dashed line)."));
    if (!m.fits)
        chart->setTitleBrush(ChartStyle::limit());
    auto *series = new QStackedBarSeries;
    const struct {
        const char *name;
        double bytes;
    } parts[] = {{"Weights", m.weightsB},
                 {"Gradients", m.gradientsB},
                 {"Optimizer", m.optimizerB},
                 {"Activations", m.activationsB},
                 {"Buffers", m.buffersB}};
    int colour = 0;
    for (const auto &part : parts) {
        auto *set = new QBarSet(tr(part.name));
        set->append(part.bytes / kGB);
        set->setColor(ChartStyle::series(colour++));
        set->setBorderColor(Qt::white);
        series->append(set);
    }
    series->setBarWidth(0.45);
    chart->addSeries(series);
    auto *category = new QBarCategoryAxis;
    category->append(tr("Most loaded GPU"));
    chart->addAxis(category, Qt::AlignBottom);
    series->attachAxis(category);
    category->setLabelsVisible(false);  // one bar: the most loaded GPU (title)
    chart->legend()->setAlignment(Qt::AlignRight);
    auto *gb = new QValueAxis;
    gb->setTitleText(tr("GB"));
    ChartStyle::niceAxis(gb, 0, std::max(m.totalB, m.hbmB) / kGB * 1.05, 6);
    chart->addAxis(gb, Qt::AlignLeft);
    series->attachAxis(gb);
    auto *across = new QValueAxis;
    across->setRange(0, 1);
    across->setVisible(false);
    chart->addAxis(across, Qt::AlignBottom);
    rule(chart, across, gb, tr("HBM %1").arg(m.hbmB / kGB, 0, 'f', 0), m.hbmB / kGB, Qt::SolidLine);
    rule(chart, across, gb, tr("Usable %1").arg(m.usableB / kGB, 0, 'f', 0), m.usableB / kGB, Qt::DashLine);
    return chart;
}

} // namespace dcs::TrainingCharts
