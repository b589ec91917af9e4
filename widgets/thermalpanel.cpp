#include "thermalpanel.h"
#include "thermalsectionview.h"
#include "displayformat.h"
#include "thermal/thermalresult.h"
#include "readonlytable.h"
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace dcs {

namespace {
QTableWidget *table(const QStringList &headers, QWidget *parent)
{
    QTableWidget *t = ReadOnlyTable::create(headers, parent);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    t->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return t;
}

QTableWidgetItem *item(const QString &text, const QStringList &ids = {})
{
    auto *i = new QTableWidgetItem(text);
    i->setData(Qt::UserRole, ids);
    return i;
}

// As tall as its rows: the page scrolls, not the table.
void fitHeight(QTableWidget *t)
{
    int h = t->horizontalHeader()->height() + 2 * t->frameWidth();
    for (int r = 0; r < t->rowCount(); ++r)
        h += t->rowHeight(r);
    t->setFixedHeight(h);
}

const char *bandName(int band)
{
    return band == 0 ? QT_TRANSLATE_NOOP("ThermalPanel", "recommended")
                     : band == 1 ? QT_TRANSLATE_NOOP("ThermalPanel", "allowable")
                                 : QT_TRANSLATE_NOOP("ThermalPanel", "outside allowable");
}
} // namespace

ThermalPanel::ThermalPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("thermalPanel"));
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    auto *title = new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Thermal map (rack inlets, failure scan)")), this);
    title->setContentsMargins(2, 4, 2, 2);
    v->addWidget(title);
    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("thermalSummary"));
    mSummary->setWordWrap(true);
    mSummary->setToolTip(tr("Zonal model of the hall (docs/thermal.md): potential flow of the air and "
                            "advection-diffusion of its heat on the floor grid, in layers up the rack's height. "
                            "Against CFD of three reference halls: within 2 K on average; the racks at the ends of open aisles "
                            "read up to 11 K too cool at the top (the hot exhaust that wraps round a row end). "
                            "Colour the floor plan by \"Inlet temperature\" or \"Room temperature\" to see the map."));
    v->addWidget(mSummary);
    mRacks = table({tr("Rack"), tr("Inlet mean"), tr("By height"), tr("ASHRAE")}, this);
    mRacks->setObjectName(QStringLiteral("thermalRacks"));
    mRacks->setToolTip(tr("Click a rack to select it on the floor plan."));
    v->addWidget(mRacks);
    mSection = new ThermalSectionView(this);
    v->addWidget(mSection);
    mScanNote = new QLabel(this);
    mScanNote->setWordWrap(true);
    v->addWidget(mScanNote);
    mFailures = table({tr("Unit off"), tr("Worst rack"), tr("Worst inlet"), tr("Over rec. / allow.")}, this);
    mFailures->setObjectName(QStringLiteral("thermalFailures"));
    mFailures->setToolTip(tr("Each air cooling unit off in turn, the others at their rated airflow. Click a row to "
                             "select the unit and the racks it leaves too warm."));
    v->addWidget(mFailures);
    for (QTableWidget *t : {mRacks, mFailures})
        connect(t, &QTableWidget::cellClicked, this, [this, t](int row, int) {
            std::vector<std::string> ids;
            if (QTableWidgetItem *i = t->item(row, 0))
                for (const QString &id : i->data(Qt::UserRole).toStringList())
                    ids.push_back(id.toStdString());
            if (!ids.empty())
                Q_EMIT objectsActivated(ids);
            if (t == mRacks && !ids.empty())
                mSection->showRowOf(ids.front());
        });
}

void ThermalPanel::setAnalysis(const AnalysisPtr &analysis)
{
    if (!analysis)
        return;
    const ThermalResult &r = analysis->thermal;
    const DisplayFormat f;
    mSection->setAnalysis(analysis);
    if (!analysis->complete) {
        // The studio's first pass: the map is being solved on the worker thread. The tables keep
        // their rows (the page does not jump at every edit) but show no figure of the old design.
        mSummary->setText(tr("Thermal map: computing…"));
        for (QTableWidget *t : {mRacks, mFailures})
            for (int row = 0; row < t->rowCount(); ++row)
                for (int c = 0; c < t->columnCount(); ++c)
                    t->setItem(row, c, item(c == 0 ? tr("computing…") : QString()));
        mScanNote->setText(tr("Failure scan: computing…"));
        return;
    }
    if (!r.solved) {
        mSummary->setText(r.message.empty() ? tr("No thermal map.") : QString::fromStdString(r.message));
        mRacks->setRowCount(0);
        mFailures->setRowCount(0);
        mScanNote->clear();
        fitHeight(mRacks);
        fitHeight(mFailures);
        return;
    }
    mSummary->setText(
        tr("ASHRAE %1 (recommended %2 – %3, allowable %4 – %5). Worst inlet %6 at %7. RCI HI %8 %, RCI LO %9 %, "
           "RTI %10 %. Heat: racks %11, rear doors %12, air units %13%19. Supply %14 %17, return %18; grid %15 m, %16 "
           "layer(s) in height. Error against CFD: about 2 K on average; tops of racks at open aisle ends up to 11 K too cool.")
            .arg(QString::fromStdString(r.ashraeClass), f.celsius(r.recommendedMinC, 0), f.celsius(r.recommendedMaxC, 0),
                 f.celsius(r.allowableMinC, 0), f.celsius(r.allowableMaxC, 0), f.celsius(r.worstInletC),
                 QString::fromStdString(r.worstRackId), f.number(r.rciHiPct, 1), f.number(r.rciLoPct, 1))
            .arg(f.number(r.rtiPct, 0), f.kilowatts(r.rackHeatW), f.kilowatts(r.doorHeatW), f.kilowatts(r.unitHeatW),
                 f.celsius(r.supplySetpointC), f.number(r.cellM, 2), QString::number(r.layers),
                 r.raisedFloor ? tr("through the raised floor") : tr("into the room"),
                 r.plenumReturn ? tr("through a ceiling plenum") : tr("through the room"),
                 r.sidecarHeatW <= 0 ? QString()
                 : r.sidecarCeilingHeatW > 0
                     ? tr(" (of which %1 from liquid-to-air CDUs, blown out of their backs where they stand; %2 of it under the "
                          "ceiling, from CDUs with no path for their air)")
                           .arg(f.kilowatts(r.sidecarHeatW), f.kilowatts(r.sidecarCeilingHeatW))
                     : tr(" (of which %1 from liquid-to-air CDUs, blown out of their backs where they stand)").arg(f.kilowatts(r.sidecarHeatW))));
    std::vector<const RackThermal *> hot;
    for (const RackThermal &t : r.racks)
        if (t.solved)
            hot.push_back(&t);
    std::sort(hot.begin(), hot.end(), [](const RackThermal *a, const RackThermal *b) { return a->inletWarmestC > b->inletWarmestC; });
    hot.resize(std::min(hot.size(), size_t(kHottestRacks)));
    mRacks->setRowCount(int(hot.size()));
    for (int i = 0; i < int(hot.size()); ++i) {
        const RackThermal &t = *hot[size_t(i)];
        const QString id = QString::fromStdString(t.rackId);
        mRacks->setItem(i, 0, item(id, {id}));
        mRacks->setItem(i, 1, item(f.celsius(t.inletMeanC)));
        mRacks->setItem(i, 2, item(t.inletByLayerC.size() > 1 ? f.celsiusSeries(t.inletByLayerC) : f.celsius(t.inletTopC)));
        mRacks->setItem(i, 3, item(tr(bandName(t.ashraeBand))));
        if (t.ashraeBand > 0)
            for (int c = 0; c < 4; ++c)
                mRacks->item(i, c)->setForeground(t.ashraeBand == 2 ? QColor(0xc8, 0x1e, 0x1e) : QColor(0xa0, 0x60, 0x00));
    }
    // Limited or skipped scans say why (ThermalEngine's limits on units and grid cells).
    mScanNote->setText(!r.failureScanComplete ? QString::fromStdString(r.failureScanNote)
                       : r.failures.empty()   ? tr("Failure scan: off in the cooling settings, or no air unit to lose.")
                                              : tr("Failure scan: each of the %n air unit(s) off in turn.", nullptr,
                                                   int(r.failures.size())));
    mFailures->setRowCount(int(r.failures.size()));
    for (int i = 0; i < int(r.failures.size()); ++i) {
        const ThermalFailureCase &fc = r.failures[size_t(i)];
        QStringList ids{QString::fromStdString(fc.unitId)};
        for (const std::string &id : fc.racksOverRecommendedIds)
            ids << QString::fromStdString(id);
        if (fc.racksOverRecommendedIds.empty() && !fc.worstRackId.empty())
            ids << QString::fromStdString(fc.worstRackId);
        mFailures->setItem(i, 0, item(QString::fromStdString(fc.unitId), ids));
        mFailures->setItem(i, 1, item(QString::fromStdString(fc.worstRackId)));
        mFailures->setItem(i, 2, item(fc.noCoolingLeft ? tr("no cooling left") : f.celsius(fc.worstInletC)));
        mFailures->setItem(i, 3, item(QStringLiteral("%1 / %2").arg(fc.racksOverRecommended).arg(fc.racksOverAllowable)));
        if (fc.racksOverAllowable > 0 || fc.racksOverRecommended > 0)
            for (int c = 0; c < 4; ++c)
                mFailures->item(i, c)->setForeground(fc.racksOverAllowable > 0 ? QColor(0xc8, 0x1e, 0x1e)
                                                                                : QColor(0xa0, 0x60, 0x00));
    }
    fitHeight(mRacks);
    fitHeight(mFailures);
}

} // namespace dcs
