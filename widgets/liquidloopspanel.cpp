#include "liquidloopspanel.h"
#include "cooling/coolingresult.h"
#include "displayformat.h"
#include "loopstatus.h"
#include "readonlytable.h"
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {
using ReadOnlyTable::cell;

const QColor kFailBackground(0xfd, 0xe2, 0xe2), kFailText(0xa3, 0x12, 0x12);  // as the capacity checks
const QColor kTightText(0xa0, 0x60, 0x00);

QString signedNumber(const DisplayFormat &f, double v, int decimals)
{
    return (v >= 0 ? QStringLiteral("+") : QString()) + f.number(v, decimals);
}

// Whole degrees as such ("35"), else one decimal: settings are mostly whole, and the column is narrow.
QString temperature(const DisplayFormat &f, double c)
{
    return f.number(c, std::abs(c - std::round(c)) < 0.05 ? 0 : 1);
}

constexpr int kNamesShown = 1;  // the first CDU of a loop in its cell (the page is narrow); all in the tooltip
} // namespace

LiquidLoopsPanel::LiquidLoopsPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("liquidLoopsPanel"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 2, 0, 0);
    outer->setSpacing(0);
    outer->setSizeConstraint(QLayout::SetNoConstraint);  // minimumSizeHint() says how small it may go
    mToggle = new QToolButton(this);
    mToggle->setObjectName(QStringLiteral("liquidLoopsToggle"));
    mToggle->setAutoRaise(true);
    mToggle->setToolButtonStyle(Qt::ToolButtonTextOnly);
    outer->addWidget(mToggle, 0, Qt::AlignLeft);
    mBody = new QWidget(this);
    outer->addWidget(mBody);
    auto *v = new QVBoxLayout(mBody);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("liquidLoopsSummary"));
    mSummary->setWordWrap(true);
    mSummary->setContentsMargins(2, 2, 2, 2);
    mSummary->setToolTip(tr("The facility-water supply to the CDUs (cooling settings), the ASHRAE liquid class that holds "
                            "it, and the hours of the simulated year in which the heat rejection reaches it without a "
                            "chiller (outdoor temperature + approach at or below the supply)."));
    v->addWidget(mSummary);
    // Two-line headers and the margin beside the flows keep the columns as narrow as their
    // figures: all nine fit the page's ~700 px at 1280x800.
    mTable = ReadOnlyTable::create({tr("Loop\n(CDUs)"), tr("Racks"), tr("Flow L/min (margin)\nneed / usable"), tr("Worst CDU\nloss, L/min"),
                                    tr("Head kPa\nneed / avail."), tr("Critical\nrack"), tr("Second. °C\nsup. / ret."),
                                    tr("Facility\nL/min"), tr("Status")},
                                   this);
    mTable->setObjectName(QStringLiteral("liquidLoopsTable"));
    mTable->setToolTip(tr("Each CDU loop at nameplate with its CDUs' redundancy (docs/cooling.md, Hydraulics). Click a "
                          "loop to select its CDUs and racks on the floor plan; colour the floor by \"Liquid loops\" to "
                          "see every rack's flow and pressure drop."));
    const QStringList headerTips{
        tr("The loop's CDUs (tooltip: all of them); \"no CDU\" for racks with cold plates and no CDU."),
        tr("Racks on the loop with cold-plate heat."),
        tr("Coolant flow the racks need (heat at the loop rise, or the systems' minimum flow) and what the CDUs give "
           "at the redundancy; the margin (usable - needed) as a share of the need, amber under 10 %, red short."),
        tr("The CDU whose loss leaves the least flow, and the flow the others give then."),
        tr("Highest pressure drop of a rack (systems + pipe run) and the lowest head among the loop's CDUs."),
        tr("The rack that needs that head."),
        tr("Secondary (technology cooling) loop: facility supply + CDU approach, and the return after the racks' heat (the loop rise, less where the systems' minimum flow raises the flow)."),
        tr("Facility water to the loop's CDUs (its supply and return in the line above, the same for every loop); "
           "\"room air\" for liquid-to-air CDUs."),
        tr("OK, or what is short: flow, head, or a supply above the systems' limit."),
    };
    for (int c = 0; c < ColumnCount; ++c)
        mTable->horizontalHeaderItem(c)->setToolTip(headerTips[c]);
    // Every column as wide as its figures, the status taking what is left; narrower than they
    // need, the table scrolls sideways (fitHeight leaves room for the bar).
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->horizontalHeader()->setStretchLastSection(true);
    mTable->horizontalHeader()->setMinimumSectionSize(40);
    mTable->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    v->addWidget(mTable);
    connect(mToggle, &QToolButton::clicked, this, [this] { setFolded(!mFolded); });
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    updateToggle();
    connect(mTable, &QTableWidget::cellClicked, this, [this](int row, int) {
        std::vector<std::string> ids;
        if (QTableWidgetItem *i = mTable->item(row, Loop))
            for (const QString &id : i->data(Qt::UserRole).toStringList())
                ids.push_back(id.toStdString());
        if (!ids.empty())
            Q_EMIT objectsActivated(ids);
    });
}

void LiquidLoopsPanel::setAnalysis(const AnalysisPtr &analysis)
{
    if (!analysis)
        return;
    const HydraulicsResult &h = analysis->cooling->hydraulics;
    const DisplayFormat f;
    std::vector<const CduLoopHydraulics *> loops;
    for (const CduLoopHydraulics &l : h.loops)
        if (l.carriesHeat)
            loops.push_back(&l);
    if (loops.empty()) {
        mSummary->setText(tr("No liquid loops: no rack puts heat into cold plates."));
        mTable->setRowCount(0);
        mTable->setVisible(false);
        mHeadline = tr("none");
        mAnyShort = false;
        updateToggle();
        fitHeight();
        return;
    }
    mTable->setVisible(true);

    // The class, the supply and the year's chiller-free hours on each kind of heat rejection;
    // none of it applies to a hall whose loops are all liquid-to-air (sidecars, no facility water).
    const bool anyWater = std::any_of(loops.begin(), loops.end(), [](const CduLoopHydraulics *l) { return !l->roomAir; });
    if (!anyWater) {
        mSummary->setText(tr("No facility water: every loop is liquid-to-air, its CDUs reject the cold-plate heat into the room "
                             "and supply their loop at the room's supply air plus their approach."));
        mSummary->setStyleSheet(QString());
    } else {
        QString line = tr("ASHRAE %1 (%2, %3) at %4 facility supply")
                           .arg(QString::fromStdString(h.ashraeClass), h.classChosen ? tr("chosen") : tr("automatic"),
                                h.classLimitC > 0 ? tr("≤ %1").arg(f.celsius(h.classLimitC, 0)) : tr("no limit"),
                                f.celsius(h.facilitySupplyC, 1));
        if (!h.supplyInClass)
            line += tr(", above the class");
        // The facility water returns at supply + rise_k whichever loop it served.
        const auto water = std::find_if(loops.begin(), loops.end(), [](const CduLoopHydraulics *l) { return !l->roomAir && l->facilityHeatW > 0; });
        if (water != loops.end())
            line += tr(", %1 return").arg(f.celsius((*water)->facilityReturnC, 1));
        line += tr(". Chiller-free hours of the year (%1 h): %2 on dry coolers").arg(f.number(h.yearHours), f.number(h.dryCoolerHours));
        line += h.towerHours >= 0 ? tr(", %1 on towers.").arg(f.number(h.towerHours)) : tr("; no tower figure (no wet bulb).");
        mSummary->setText(line);
        mSummary->setStyleSheet(h.supplyInClass ? QString() : QStringLiteral("color: #a31212;"));
    }

    mTable->setRowCount(int(loops.size()));
    for (int row = 0; row < int(loops.size()); ++row) {
        const CduLoopHydraulics &l = *loops[size_t(row)];
        QStringList cdus, ids;
        for (const std::string &id : l.cduIds)
            cdus << QString::fromStdString(id);
        ids = cdus;
        for (const RackHydraulics &r : l.racks)
            ids << QString::fromStdString(r.rackId);
        auto *name = cell(LoopStatus::cduNames(l, kNamesShown), Qt::AlignLeft | Qt::AlignVCenter);
        name->setData(Qt::UserRole, ids);
        name->setToolTip(cdus.isEmpty() ? tr("No CDU: the racks' cold plates have nothing to pump them.")
                                        : (l.named ? tr("Named loop: %1") : tr("The hall's loop: %1")).arg(cdus.join(QStringLiteral(", "))));
        mTable->setItem(row, Loop, name);
        mTable->setItem(row, Racks, cell(f.number(double(l.racks.size()))));
        mTable->setItem(row, Flow, cell(QStringLiteral("%1 / %2 (%3 %)").arg(f.number(l.flowNeededLpm), f.number(l.flowUsableLpm),
                                                                             signedNumber(f, LoopStatus::marginShare(l) * 100.0, 0))));
        mTable->item(row, Flow)->setToolTip(tr("Margin %1 L/min. Installed %2 L/min; usable at the redundancy %3 L/min.")
                                                .arg(signedNumber(f, l.flowMarginLpm, 0), f.number(l.flowInstalledLpm), f.number(l.flowUsableLpm)));
        mTable->setItem(row, WorstLoss, cell(l.failures.empty() ? tr("—")
                                                                : QStringLiteral("%1: %2").arg(QString::fromStdString(l.worstFailureCduId),
                                                                                               f.number(l.worstFailureFlowLpm))));
        if (!l.failures.empty()) {
            QStringList cases;
            for (const CduFailureCase &c : l.failures)
                cases << tr("%1 lost: %2 L/min%3").arg(QString::fromStdString(c.cduId), f.number(c.flowAvailableLpm),
                                                     c.isShort ? tr(", short") : QString());
            mTable->item(row, WorstLoss)->setToolTip(cases.join(QLatin1Char('\n')));
        }
        mTable->setItem(row, Head, cell(QStringLiteral("%1 / %2").arg(f.number(l.headNeededKpa),
                                                                      l.headKnown ? f.number(l.headAvailableKpa) : tr("—"))));
        if (!l.headKnown)
            mTable->item(row, Head)->setToolTip(tr("No CDU of the loop gives its pump head: no head check."));
        mTable->setItem(row, CriticalRack, cell(QString::fromStdString(l.headCriticalRackId), Qt::AlignLeft | Qt::AlignVCenter));
        mTable->setItem(row, Secondary, cell(QStringLiteral("%1 / %2").arg(temperature(f, l.secondarySupplyC), temperature(f, l.secondaryReturnC))));
        const bool water = !l.roomAir && l.facilityHeatW > 0;
        mTable->setItem(row, Facility, cell(water ? f.number(l.facilityFlowLpm) : tr("room air")));
        if (water)
            mTable->item(row, Facility)->setToolTip(tr("%1 of heat, supply %2, return %3")
                                                        .arg(f.kilowatts(l.facilityHeatW, 0), f.celsius(l.facilitySupplyC, 1), f.celsius(l.facilityReturnC, 1)));
        auto *statusCell = cell(LoopStatus::statusText(l), Qt::AlignLeft | Qt::AlignVCenter);
        if (!l.racksAboveSystemLimit.empty()) {
            QStringList racks;
            for (const std::string &id : l.racksAboveSystemLimit)
                racks << QString::fromStdString(id);
            statusCell->setToolTip(tr("Secondary supply above the systems' limit of %1 in: %2")
                                       .arg(f.celsius(l.lowestSystemMaxSupplyC, 1), racks.join(QStringLiteral(", "))));
        }
        mTable->setItem(row, Status, statusCell);
        if (!LoopStatus::ok(l)) {
            for (int c = 0; c < ColumnCount; ++c) {
                mTable->item(row, c)->setBackground(kFailBackground);
                mTable->item(row, c)->setForeground(kFailText);
            }
        } else if (LoopStatus::band(l) == LoopStatus::Band::Tight) {
            mTable->item(row, Flow)->setForeground(kTightText);
        }
    }
    const int failing = int(std::count_if(loops.begin(), loops.end(), [](const CduLoopHydraulics *l) { return !LoopStatus::ok(*l); }));
    const bool classBroken = anyWater && !h.supplyInClass;  // no facility water, no class to hold
    mAnyShort = failing > 0 || classBroken;
    mHeadline = (loops.size() == 1 ? tr("1 loop") : tr("%1 loops").arg(loops.size())) + QStringLiteral(", ") +
                (failing > 0 ? tr("%1 short").arg(failing) : classBroken ? tr("supply above the class") : tr("all OK"));
    updateToggle();
    fitHeight();
}

void LiquidLoopsPanel::setFolded(bool folded)
{
    if (folded == mFolded)
        return;
    mFolded = folded;
    mBody->setVisible(!folded);
    updateToggle();
    fitHeight();
}

void LiquidLoopsPanel::updateToggle()
{
    // A disclosure triangle as the floor plan's colour panel has; folded, the title still says
    // whether a loop is short.
    mToggle->setText((mFolded ? QStringLiteral("▸ ") : QStringLiteral("▾ ")) + tr("Liquid loops (hydraulics): %1").arg(mHeadline));
    mToggle->setToolTip(mFolded ? tr("Show the CDU loops' flow, head and temperatures") : tr("Fold the loop table away to this line"));
    QFont bold = mToggle->font();
    bold.setBold(true);
    mToggle->setFont(bold);
    mToggle->setStyleSheet(mAnyShort ? QStringLiteral("color: #a31212;") : QString());
}

QSize LiquidLoopsPanel::minimumSizeHint() const
{
    return {mToggle->sizeHint().width(), mToggle->sizeHint().height() + layout()->contentsMargins().top()};
}

void LiquidLoopsPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitHeight();  // the sideways scroll bar comes and goes with the width
}

// As tall as its rows up to kVisibleRows (then it scrolls): the charts above take the rest.
void LiquidLoopsPanel::fitHeight()
{
    int h = mTable->horizontalHeader()->sizeHint().height() + 2 * mTable->frameWidth();
    for (int r = 0; r < mTable->rowCount() && r < kVisibleRows; ++r)
        h += mTable->rowHeight(r);
    // What ResizeToContents gives each column (the wider of its header and its cells): when they
    // fit, no sideways bar at all (the status column takes the rest), else one and room for it.
    const QFontMetrics fm(mTable->font());
    const int padding = 2 * (mTable->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, mTable) + 1) + 2;
    int columns = 0;
    for (int c = 0; c < mTable->columnCount(); ++c) {
        int w = mTable->horizontalHeader()->sectionSizeHint(c);
        for (int r = 0; r < mTable->rowCount(); ++r)
            if (const QTableWidgetItem *i = mTable->item(r, c))
                w = std::max(w, fm.horizontalAdvance(i->text()) + padding);
        columns += w;
    }
    int available = width() - 2 * mTable->frameWidth();
    if (mTable->rowCount() > kVisibleRows)
        available -= mTable->verticalScrollBar()->sizeHint().width();
    const bool sideways = columns > available;
    mTable->setHorizontalScrollBarPolicy(sideways ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    if (sideways)
        h += mTable->horizontalScrollBar()->sizeHint().height();
    if (h != mTable->height() || mTable->minimumHeight() != h) {
        mTable->setFixedHeight(h);
        updateGeometry();
    }
}

} // namespace dcs
