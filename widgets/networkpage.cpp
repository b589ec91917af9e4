#include "networkpage.h"
#include "displayformat.h"
#include "chartpanel.h"
#include "document/projectdocument.h"
#include "fabricdiagramview.h"
#include "fabrictext.h"
#include "networkcharts.h"
#include "cablecolours.h"
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <algorithm>

namespace dcs {

namespace {
enum CableTableColumn { TypeColumn, LinksColumn, LengthColumn, TransceiversColumn, OpticsColumn, CostColumn, Columns };

QTableWidgetItem *number(const QString &text, double sortValue)
{
    auto *item = new QTableWidgetItem(text);
    item->setData(Qt::UserRole, sortValue);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}
} // namespace

NetworkPage::NetworkPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), mDoc(document), mDiagram(new FabricDiagramView), mCables(new QTableWidget(0, Columns)),
      mLengths(new ChartPanel(&NetworkCharts::cableLengthHistogram)),
      mBandwidth(new ChartPanel(&NetworkCharts::tierBandwidth)), mFigures(new QLabel)
{
    setObjectName(QStringLiteral("networkPage"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *tableBox = mTableBox = new QWidget;
    auto *tableLayout = mTableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    auto *caption = new QLabel(tr("<b>Cables by type</b> (compute fabric; type chosen by reach)"));
    tableLayout->addWidget(caption);
    mCables->setHorizontalHeaderLabels(
        {tr("Type"), tr("Links"), tr("Length"), tr("Transceivers"), tr("Optics"), tr("Cost")});
    mCables->horizontalHeaderItem(TransceiversColumn)->setToolTip(tr("Optical modules (a twin-port switch module counts half per port)"));
    mCables->horizontalHeaderItem(OpticsColumn)->setToolTip(tr("Power of transceivers and active cable ends, added to the devices' load"));
    mCables->horizontalHeaderItem(CostColumn)->setToolTip(tr("Cable, fibre per metre and transceivers at the catalog's (assumed) prices"));
    mCables->verticalHeader()->hide();
    mCables->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mCables->setSelectionBehavior(QAbstractItemView::SelectRows);
    mCables->setAlternatingRowColors(true);
    mCables->horizontalHeader()->setSectionResizeMode(TypeColumn, QHeaderView::Stretch);
    mCables->setWordWrap(true);  // cable names are long ("NDR 400G multimode optics SR4 + OM4 fibre")
    mCables->setTextElideMode(Qt::ElideNone);
    mCables->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    // Wrapped names need their rows re-measured whenever the Type column changes width.
    // (The stretched Type column changes width when any other column or the table resizes.)
    connect(mCables->horizontalHeader(), &QHeaderView::sectionResized, mCables,
            [this] { QTimer::singleShot(0, this, &NetworkPage::fitCableRows); });
    mCables->setMinimumWidth(400);
    for (int c = LinksColumn; c < Columns; ++c)
        mCables->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    tableLayout->addWidget(mCables);
    mFigures->setWordWrap(true);
    mFigures->setTextFormat(Qt::RichText);
    mFigures->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mFigures->setObjectName(QStringLiteral("fabricFigures"));
    tableLayout->addWidget(mFigures, 1);
    mLengths->setObjectName(QStringLiteral("cableLengthChart"));
    mBandwidth->setObjectName(QStringLiteral("tierBandwidthChart"));
    // Owned by the page until the narrow layout puts it in a tab (and still after it leaves the
    // tab, by the tab's stack): without a parent it leaked whenever the page stayed wide
    // (LeakSanitizer, every window). Hidden until then.
    mFabricTab = new QWidget(this);
    mFabricTab->hide();
    mFabricLayout = new QHBoxLayout(mFabricTab);
    mFabricLayout->setContentsMargins(0, 0, 0, 0);
    mStack = new QStackedWidget(this);
    mWide = new QSplitter(Qt::Vertical);
    mWideTop = new QSplitter(Qt::Horizontal);
    mWideCharts = new QSplitter(Qt::Horizontal);
    mWide->addWidget(mWideTop);
    mWide->addWidget(mWideCharts);
    mWide->setStretchFactor(0, 1);
    mWide->setStretchFactor(1, 1);
    mNarrowSplit = new QSplitter(Qt::Vertical);
    mTabs = new QTabWidget;
    mTabs->setObjectName(QStringLiteral("networkTabs"));
    mTabs->setDocumentMode(true);
    mNarrowSplit->addWidget(mTabs);
    mStack->addWidget(mWide);
    mStack->addWidget(mNarrowSplit);
    setNarrow(false);
    layout->addWidget(mStack);
}

void NetworkPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    setNarrow(event->size().width() < kNarrowWidth);
}

void NetworkPage::setNarrow(bool narrow)
{
    if (narrow == mNarrow)
        return;
    mNarrow = narrow;
    // Moving a widget into a splitter or a tab takes it out of where it was.
    if (narrow) {
        mNarrowSplit->insertWidget(0, mTableBox);
        mFabricLayout->addWidget(mDiagram, 1);
        mFabricLayout->addWidget(mFigures, 1);
        mTabs->addTab(mFabricTab, tr("Fabric"));
        mTabs->addTab(mLengths, tr("Cable lengths"));
        mTabs->addTab(mBandwidth, tr("Bandwidth"));
        mTabs->setTabToolTip(0, tr("Tiers of the compute fabric and its figures"));
        mTabs->setTabToolTip(1, tr("Cable lengths by type (compute fabric)"));
        mTabs->setTabToolTip(2, tr("Bandwidth per tier (compute fabric)"));
        mNarrowSplit->setStretchFactor(0, 0);
        mNarrowSplit->setStretchFactor(1, 1);
        mStack->setCurrentWidget(mNarrowSplit);
        fitCableRows();
    } else {
        mWideTop->insertWidget(0, mDiagram);
        mWideTop->insertWidget(1, mTableBox);
        mTableBox->setMaximumHeight(QWIDGETSIZE_MAX);
        mTableLayout->addWidget(mFigures, 1);
        if (mTabs->count() > 0)
            mTabs->removeTab(0);  // the (now empty) Fabric tab
        mWideCharts->insertWidget(0, mLengths);
        mWideCharts->insertWidget(1, mBandwidth);
        for (QWidget *w : {static_cast<QWidget *>(mDiagram), mTableBox, static_cast<QWidget *>(mFigures), static_cast<QWidget *>(mLengths),
                           static_cast<QWidget *>(mBandwidth)})
            w->show();
        mWideTop->setStretchFactor(0, 1);
        mWideTop->setStretchFactor(1, 1);
        mWideTop->setSizes({550, 550});
        mWideCharts->setStretchFactor(0, 3);
        mWideCharts->setStretchFactor(1, 2);
        mWideCharts->setSizes({600, 400});
        mStack->setCurrentWidget(mWide);
    }
}

void NetworkPage::setAnalysis(const AnalysisPtr &analysis)
{
    if (!analysis)
        return;
    const NetworkFabricResult *f = FabricText::computeFabric(analysis->network);
    mDiagram->setData(f ? FabricDiagram::from(mDoc->project(), *f) : FabricDiagram::Data{});
    fillCables(f);
    mLengths->setAnalysis(analysis);
    mBandwidth->setAnalysis(analysis);
}

void NetworkPage::fillCables(const NetworkFabricResult *f)
{
    mCables->setRowCount(0);
    fillFigures(f);
    if (!f)
        return;
    int row = 0;
    auto add = [&](const QString &name, const QColor &colour, int count, double lengthM, double transceivers,
                   double powerW, double costUsd, bool bold) {
        mCables->insertRow(row);
        auto *type = new QTableWidgetItem(name);
        if (colour.isValid())
            type->setData(Qt::DecorationRole, colour);
        QFont font = type->font();
        font.setBold(bold);
        type->setFont(font);
        mCables->setItem(row, TypeColumn, type);
        mCables->setItem(row, LinksColumn, number(QLocale().toString(count), count));
        mCables->setItem(row, LengthColumn, number(tr("%1 m").arg(QLocale().toString(lengthM, 'f', 0)), lengthM));
        mCables->setItem(row, TransceiversColumn, number(QLocale().toString(transceivers, 'f', 0), transceivers));
        mCables->setItem(row, OpticsColumn, number(DisplayFormat::plain().kilowatts(powerW), powerW));
        mCables->setItem(row, CostColumn, number(DisplayFormat().dollars(costUsd), costUsd));
        for (int c = LinksColumn; c < Columns; ++c)
            mCables->item(row, c)->setFont(font);
        ++row;
    };
    int links = 0;
    for (const CableTally &t : f->cables) {
        if (t.count == 0)
            continue;
        links += t.count;
        add(NetworkCharts::cableLabel(t), cableColour(t.medium), t.count, t.totalLengthM, t.transceivers, t.powerW,
            t.costUsd, false);
        mCables->item(row - 1, TypeColumn)->setToolTip(QString::fromStdString(t.name + " — " + t.medium));
    }
    if (row > 0)
        add(tr("Total"), {}, links, f->cableLengthM, f->transceivers, f->opticsPowerW, f->cableCostUsd, true);
    fitCableRows();
    QTimer::singleShot(0, this, &NetworkPage::fitCableRows);  // again once laid out
}

void NetworkPage::fitCableRows()
{
    mCables->resizeRowsToContents();
    // No blank band under the total row: the space goes to the figures or the tabs below.
    int height = mCables->horizontalHeader()->sizeHint().height() + 2 * mCables->frameWidth();
    for (int row = 0; row < mCables->rowCount(); ++row)
        height += mCables->rowHeight(row);
    if (mCables->horizontalScrollBar()->isVisible())
        height += mCables->horizontalScrollBar()->height();
    mCables->setMaximumHeight(std::max(height, mCables->horizontalHeader()->sizeHint().height() + 3 * 22));
    if (mNarrow) {
        // Narrow, the box holds caption and table only: as tall as they are, the tabs take the rest.
        mTableLayout->invalidate();
        mTableBox->setMaximumHeight(mTableLayout->sizeHint().height());
        mNarrowSplit->setSizes({mTableBox->maximumHeight(), QWIDGETSIZE_MAX / 2});  // the splitter keeps old slots otherwise
    }
}

} // namespace dcs

namespace dcs {

void NetworkPage::fillFigures(const NetworkFabricResult *f)
{
    if (!f || f->links == 0) {
        mFigures->setText(tr("No compute fabric yet: press <b>Generate Fabric</b> in the Fabric dock (Design ▸ Generate Fabric)."));
        return;
    }
    // Two columns of figures; the port use says how much room the switches have left.
    auto cell = [](const QString &k, const QString &v) {
        return QStringLiteral("<td>%1</td><td align='right'><b>%2</b></td>").arg(k, v);
    };
    int used[3] = {0, 0, 0}, total[3] = {0, 0, 0};
    for (const SwitchPortUse &u : f->switches) {
        used[int(u.tier)] += u.portsUsed;
        total[int(u.tier)] += u.portsTotal;
    }
    auto ports = [&](int t) {
        return total[t] > 0 ? tr("%1 %").arg(100.0 * used[t] / total[t], 0, 'f', 0) : QStringLiteral("—");
    };
    QString html = QStringLiteral("<p><b>Fabric</b> %1</p><table cellspacing='3' width='100%'>")
                       .arg(tr("(%n tier(s), radix %1)", nullptr, f->tiers).arg(f->switchRadix));
    html += QStringLiteral("<tr>") + cell(tr("Oversubscription, leaf"), FabricText::ratio(f->leafOversubscription))
        + cell(tr("Leaf ports used"), ports(0)) + QStringLiteral("</tr>");
    html += QStringLiteral("<tr>")
        + cell(tr("Oversubscription, spine"), f->tiers >= 3 ? FabricText::ratio(f->spineOversubscription) : QStringLiteral("—"))
        + cell(tr("Spine ports used"), ports(1)) + QStringLiteral("</tr>");
    html += QStringLiteral("<tr>") + cell(tr("End to end (target %1)").arg(FabricText::ratio(f->targetOversubscription)),
                                          FabricText::ratio(f->endToEndOversubscription))
        + cell(tr("Core ports used"), ports(2)) + QStringLiteral("</tr>");
    html += QStringLiteral("<tr>") + cell(tr("Bisection"), tr("%1 Tb/s").arg(f->bisectionGbps / 1000.0, 0, 'f', 1))
        + cell(tr("Max switch hops"), QString::number(f->maxSwitchHops)) + QStringLiteral("</tr>");
    html += QStringLiteral("<tr>")
        + cell(tr("Per GPU across leaves"), tr("%1 Gb/s (%2 GB/s)").arg(f->perGpuCrossLeafGbps, 0, 'f', 0).arg(f->perGpuCrossLeafGbytesPerS, 0, 'f', 0))
        + cell(tr("Links too long"), QString::number(f->linksTooLong)) + QStringLiteral("</tr>");
    html += QStringLiteral("<tr>") + cell(tr("NICs cabled"), tr("%1 of %2").arg(f->nicsConnected).arg(f->nicsTotal))
        + cell(tr("Dangling links"), QString::number(f->danglingLinks)) + QStringLiteral("</tr></table>");
    mFigures->setText(html);
}

} // namespace dcs
