#include "floorcolourpanel.h"
#include "document/projectdocument.h"
#include "floorlegend.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QPainter>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace dcs {

namespace {
constexpr int kMargin = 10;  // from the viewport's edges, and kept clear around the panel at fit
const QString kModeKey = QStringLiteral("floorPlan/colourBy");
const QString kCollapsedKey = QStringLiteral("floorPlan/colourPanelCollapsed");
} // namespace

FloorColourPanel::FloorColourPanel(FloorPlanView *view) : QFrame(view), mView(view)
{
    setObjectName(QStringLiteral("floorColourPanel"));
    setAutoFillBackground(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 6, 4);
    auto *row = new QHBoxLayout;
    row->setSpacing(4);
    mToggle = new QToolButton(this);
    mToggle->setObjectName(QStringLiteral("floorColourToggle"));
    mToggle->setAutoRaise(true);
    mToggle->setToolButtonStyle(Qt::ToolButtonTextOnly);
    row->addWidget(mToggle);
    mCombo = new QComboBox(this);
    mCombo->setObjectName(QStringLiteral("floorColourMode"));
    for (int i = 0; i < FloorColouring::kModeCount; ++i) {
        mCombo->addItem(FloorColouring::modeName(FloorColouring::Mode(i)));
        mCombo->setItemData(i, FloorColouring::modeTip(FloorColouring::Mode(i)), Qt::ToolTipRole);
    }
    mCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    mCombo->setToolTip(tr("What the rack colours on the floor plan show; the legend below names each colour."));
    row->addWidget(mCombo, 1);
    layout->addLayout(row);
    layout->addStretch(1);
    connect(mCombo, &QComboBox::currentIndexChanged, this, [this](int i) {
        setMode(FloorColouring::Mode(i));
        QSettings().setValue(kModeKey, i);  // the user's choice outlives the session
    });
    connect(mToggle, &QToolButton::clicked, this, [this] {
        setCollapsed(!mCollapsed);
        QSettings().setValue(kCollapsedKey, mCollapsed);
    });
    view->installEventFilter(this);
    view->viewport()->installEventFilter(this);  // scroll bars appearing resize the viewport only
    QSettings settings;
    const int saved = settings.value(kModeKey, 0).toInt();
    mMode = saved >= 0 && saved < FloorColouring::kModeCount ? FloorColouring::Mode(saved) : FloorColouring::Mode::Role;
    {
        const QSignalBlocker block(mCombo);
        mCombo->setCurrentIndex(int(mMode));
    }
    mCollapsed = settings.value(kCollapsedKey, false).toBool();
    mCombo->setVisible(!mCollapsed);
    mLegend = FloorColouring::legend(mMode, mView->document()->project());
    mLegend.title.clear();
    updateToggle();
    relayout();
}

void FloorColourPanel::setAnalysis(const AnalysisPtr &analysis)
{
    mAnalysis = analysis;
    recolour();
}

void FloorColourPanel::setMode(FloorColouring::Mode mode)
{
    mMode = mode;
    if (mCombo->currentIndex() != int(mode))
        mCombo->setCurrentIndex(int(mode));
    mLegend = FloorColouring::legend(mMode, mView->document()->project());
    mLegend.title.clear();
    recolour();
    updateToggle();
    relayout();
    update();
}

void FloorColourPanel::setCollapsed(bool collapsed)
{
    if (collapsed == mCollapsed)
        return;
    mCollapsed = collapsed;
    mCombo->setVisible(!collapsed);
    updateToggle();
    relayout();
    update();
}

void FloorColourPanel::updateToggle()
{
    // A disclosure triangle: open (▾) shows the legend; the chip (▸) still names the mode.
    mToggle->setText(mCollapsed ? tr("▸ Colour by: %1").arg(FloorColouring::modeName(mMode)) : tr("▾ Colour by"));
    mToggle->setToolTip(mCollapsed ? tr("Show the colour choice and its legend") : tr("Fold the legend away to a small chip"));
}

void FloorColourPanel::recolour()
{
    if (!mAnalysis)
        return;
    FloorColouring::apply(mView->floorScene(), mMode, *mAnalysis);
    // The temperature modes name the limits of the analysis's ASHRAE class.
    mLegend = FloorColouring::legend(mMode, mView->document()->project(), *mAnalysis);
    mLegend.title.clear();
    update();
}

void FloorColourPanel::relayout()
{
    layout()->activate();
    const int top = layout()->sizeHint().height();
    if (mCollapsed) {
        resize(layout()->sizeHint());
    } else {
        const QSizeF legend = FloorLegend::sizeHint(mLegend, font());
        const int w = std::max(int(legend.width()) + 8, layout()->sizeHint().width());
        resize(w, top + int(legend.height()));
    }
    // Inside the viewport, so a scroll bar never covers the legend's last line.
    const QRect port = mView->viewport()->geometry();
    move(port.left() + kMargin, port.bottom() - height() - kMargin + 1);
    raise();
    mView->setCornerReserve(size() + QSize(2 * kMargin, 2 * kMargin));
}

bool FloorColourPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Installed on the view and its viewport only, so `watched` is one of them. No call on the
    // view here: while the view is destroyed (its scroll-area part already gone) the viewport
    // still reports events (UBSan: a member call on an object that is only a QWidget by then).
    Q_UNUSED(watched);
    if (event->type() == QEvent::Resize || event->type() == QEvent::Show)
        relayout();
    return QFrame::eventFilter(watched, event);
}

void FloorColourPanel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setPen(QPen(QColor(180, 184, 190), 0));
    p.setBrush(QColor(250, 250, 251, 240));
    p.drawRect(rect().adjusted(0, 0, -1, -1));
    if (mCollapsed)
        return;
    const int top = layout()->sizeHint().height() - 4;
    const QSizeF legend = FloorLegend::sizeHint(mLegend, font());
    p.setFont(font());
    FloorLegend::paint(&p, QRectF(2, top, width() - 4, legend.height()), mLegend, false);
}

} // namespace dcs
