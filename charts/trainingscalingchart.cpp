#include "analysis/analysis.h"
#include "chartstyle.h"
#include "training/trainingresult.h"
#include "trainingcharts.h"
#include "trainingchartstext.h"
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace dcs::TrainingCharts {

namespace {
QScatterSeries *markers(const QString &name, const QColor &colour, double size,
                        QScatterSeries::MarkerShape shape = QScatterSeries::MarkerShapeCircle)
{
    auto *s = new QScatterSeries;
    s->setName(name);
    s->setColor(colour);
    s->setBorderColor(colour.darker(130));
    s->setMarkerSize(size);
    s->setMarkerShape(shape);
    return s;
}
} // namespace

QChart *scalingCurve(const Analysis &analysis)
{
    auto *chart = new QChart;
    const TrainingResult &r = analysis.training;
    if (!r.evaluated || !r.plan.valid || r.scaling.empty()) {
        ChartStyle::apply(chart, tr("Scaling: no valid training plan"));
        return chart;
    }
    // A short title reads whole in a chart a third of a 1280 px window wide; the whole
    // statement is the chart's tooltip on the Training page ("description").
    ChartStyle::apply(chart, tr("Scaling: days vs GPUs"));
    chart->setProperty("description", tr("Days to train against the number of %1 (log-log), for the same workload; the star is "
                                          "this layout, the dashed line the exposed-communication share (right axis). A hollow "
                                          "dot leaves GPUs idle: the global batch splits evenly over fewer replicas than those "
                                          "GPUs allow, so the curve flattens there.")
                                          .arg(QString::fromStdString(r.gpuModel)));

    auto *days = new QLineSeries;
    days->setName(tr("Days"));  // legend texts stay short: the chart is often half a page wide
    QPen pen(ChartStyle::air());
    pen.setWidthF(2.2);
    days->setPen(pen);
    auto *dots = markers(tr("Plans"), ChartStyle::air(), 7);
    auto *noFit = markers(tr("No fit"), ChartStyle::limit(), 8, QScatterSeries::MarkerShapeRectangle);
    auto *idle = markers(tr("GPUs idle"), Qt::white, 8);  // hollow: the batch leaves GPUs of that count idle
    idle->setBorderColor(ChartStyle::air());
    auto *comm = new QLineSeries;
    comm->setName(tr("Exposed comm."));
    QPen commPen(ChartStyle::series(5));
    commPen.setWidthF(1.6);
    commPen.setStyle(Qt::DashLine);
    comm->setPen(commPen);
    double lo = r.days, hi = r.days;
    int dominatesAt = 0;
    for (const TrainingScalingPoint &p : r.scaling) {
        (p.fits ? days : static_cast<QXYSeries *>(noFit))->append(p.gpus, p.days);
        lo = std::min(lo, p.days);
        hi = std::max(hi, p.days);
        // A count where nothing fits has no plan to run: its communication share (of the plan
        // that needs the least memory) would read as a real figure, so it is left out.
        if (!p.fits)
            continue;
        (p.gpusUsed < p.gpus ? idle : dots)->append(p.gpus, p.days);
        comm->append(p.gpus, 100 * p.exposedCommShare);
        if (!dominatesAt && p.exposedCommShare > r.commShareWarning)
            dominatesAt = p.gpus;
    }
    auto *layout = markers(tr("This layout"),
                           ChartStyle::series(0), 15, QScatterSeries::MarkerShapeStar);
    layout->append(r.gpusOfModel, r.days);

    // The counts double from one node to the whole design: a label at every doubling (11 for
    // 8..8192) crowds into "2..." in a narrow chart, so the base grows to keep about five
    // labels (base 4: 16, 64, 256, 1024, 4096).
    const double doublings = std::log2(double(r.scaling.back().gpus) / std::max(1, r.scaling.front().gpus));
    const int step = std::max(1, int(std::ceil(doublings / 5.0)));
    auto *gpus = new QLogValueAxis;
    gpus->setBase(std::pow(2.0, step));
    gpus->setTitleText(tr("GPUs"));
    gpus->setLabelFormat(QStringLiteral("%.0f"));
    gpus->setMinorTickCount(0);
    gpus->setRange(r.scaling.front().gpus / 1.4, r.scaling.back().gpus * 1.4);
    auto *dayAxis = new QLogValueAxis;
    dayAxis->setBase(10);
    dayAxis->setTitleText(tr("days (log)"));
    dayAxis->setLabelFormat(QStringLiteral("%g"));
    dayAxis->setMinorTickCount(8);
    dayAxis->setRange(std::pow(10, std::floor(std::log10(lo))), std::pow(10, std::ceil(std::log10(hi * 1.01))));
    auto *share = new QValueAxis;
    share->setRange(0, 100);
    share->setTitleText(tr("exposed comm. %"));
    share->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(gpus, Qt::AlignBottom);
    chart->addAxis(dayAxis, Qt::AlignLeft);
    chart->addAxis(share, Qt::AlignRight);

    for (QXYSeries *s : {static_cast<QXYSeries *>(days), static_cast<QXYSeries *>(dots), static_cast<QXYSeries *>(idle),
                         static_cast<QXYSeries *>(noFit), static_cast<QXYSeries *>(layout)}) {
        if (s->count() == 0 && s != layout) {
            delete s;
            continue;
        }
        chart->addSeries(s);
        s->attachAxis(gpus);
        s->attachAxis(dayAxis);
    }
    chart->addSeries(comm);
    comm->attachAxis(gpus);
    comm->attachAxis(share);
    if (dominatesAt) {
        // Where adding GPUs stops paying: exposed communication passes the warning share.
        auto *mark = new QLineSeries;
        mark->setName(tr("Comm. > %1%").arg(100 * r.commShareWarning, 0, 'f', 0));
        QPen markPen(ChartStyle::limit());
        markPen.setStyle(Qt::DotLine);
        markPen.setWidthF(1.6);
        mark->setPen(markPen);
        mark->append(dominatesAt, 0);
        mark->append(dominatesAt, 100);
        chart->addSeries(mark);
        mark->attachAxis(gpus);
        mark->attachAxis(share);
    }
    chart->legend()->setShowToolTips(true);
    // The legend names the marker series only once: hide the dots that duplicate the line, and
    // the days line itself, which the left axis names ("days (log)"): four entries read whole in
    // a chart 400 px wide, five did not.
    for (QAbstractSeries *s : {static_cast<QAbstractSeries *>(dots), static_cast<QAbstractSeries *>(days)})
        if (chart->series().contains(s))  // (empty series were deleted above)
            for (auto *m : chart->legend()->markers(s))
                m->setVisible(false);
    return chart;
}

} // namespace dcs::TrainingCharts
