#include "floorcolourpanel.h"
#include "document/projectdocument.h"
#include "floorlegend.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QScrollBar>
#include <QSettings>
#include <QVBoxLayout>
#include <algorithm>

namespace dcs {

namespace {
constexpr int kMargin = 10;
}

FloorColourPanel::FloorColourPanel(FloorPlanView *view) : QFrame(view), mView(view)
{
    setObjectName(QStringLiteral("floorColourPanel"));
    setAutoFillBackground(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Colour by"), this));
    mCombo = new QComboBox(this);
    mCombo->setObjectName(QStringLiteral("floorColourMode"));
    for (int i = 0; i < FloorColouring::kModeCount; ++i) {
        mCombo->addItem(FloorColouring::modeName(FloorColouring::Mode(i)));
        mCombo->setItemData(i, FloorColouring::modeTip(FloorColouring::Mode(i)), Qt::ToolTipRole);
    }
    mCombo->setToolTip(tr("What the rack colours on the floor plan show; the legend below names each colour."));
    row->addWidget(mCombo, 1);
    layout->addLayout(row);
    layout->addStretch(1);
    connect(mCombo, &QComboBox::currentIndexChanged, this, [this](int i) {
        setMode(FloorColouring::Mode(i));
        QSettings().setValue(QStringLiteral("floorPlan/colourBy"), i);  // the user's choice outlives the session
    });
    view->installEventFilter(this);
    view->viewport()->installEventFilter(this);  // scroll bars appearing resize the viewport only
    const int saved = QSettings().value(QStringLiteral("floorPlan/colourBy"), 0).toInt();
    mMode = saved >= 0 && saved < FloorColouring::kModeCount ? FloorColouring::Mode(saved) : FloorColouring::Mode::Role;
    {
        const QSignalBlocker block(mCombo);
        mCombo->setCurrentIndex(int(mMode));
    }
    mLegend = FloorColouring::legend(mMode, mView->document()->project());
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
    recolour();
    relayout();
    update();
}

void FloorColourPanel::recolour()
{
    if (mAnalysis)
        FloorColouring::apply(mView->floorScene(), mMode, *mAnalysis);
}

void FloorColourPanel::relayout()
{
    const QSizeF legend = FloorLegend::sizeHint(mLegend, font());
    const int top = layout()->sizeHint().height();
    const int w = std::max(int(legend.width()) + 12, layout()->sizeHint().width());
    resize(w, top + int(legend.height()) + 4);
    // Inside the viewport, so a scroll bar never covers the legend's last line.
    const QRect port = mView->viewport()->geometry();
    move(port.left() + kMargin, port.bottom() - height() - kMargin);
    raise();
}

bool FloorColourPanel::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == mView || watched == mView->viewport()) && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        relayout();
    return QFrame::eventFilter(watched, event);
}

void FloorColourPanel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setPen(QPen(QColor(180, 184, 190), 0));
    p.setBrush(QColor(250, 250, 251, 240));
    p.drawRect(rect().adjusted(0, 0, -1, -1));
    const int top = layout()->sizeHint().height() - 6;
    const QSizeF legend = FloorLegend::sizeHint(mLegend, font());
    p.setFont(font());
    FloorLegend::paint(&p, QRectF(6, top, width() - 12, legend.height()), mLegend, false);
}

} // namespace dcs
