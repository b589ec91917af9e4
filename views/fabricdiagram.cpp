#include "fabricdiagram.h"
#include "network/networkresult.h"
#include "project/project.h"
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <vector>

namespace dcs::FabricDiagram {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("FabricDiagram", text); }

QString ratioText(double r)
{
    if (!std::isfinite(r))
        return tr("unbounded");
    if (r <= 0)
        return QStringLiteral("—");
    return QStringLiteral("%1:1").arg(QString::number(r, 'g', 3));
}

// One drawn box stands for `count` switches or nodes starting at `first`.
struct Box {
    QRectF rect;
    int first = 0;
    int count = 0;
};

// Lays out `items` in boxes across `band`: one box each when they fit at `minWidth`,
// else groups of equal size (the group size chosen so the boxes fit).
std::vector<Box> layoutRow(int items, int groupHint, const QRectF &band, double minWidth)
{
    std::vector<Box> boxes;
    if (items <= 0)
        return boxes;
    const int fit = std::max(1, int(band.width() / minWidth));
    int group = 1;
    if (items > fit) {
        group = groupHint > 1 ? groupHint : 1;
        while ((items + group - 1) / group > fit)
            group *= 2;
    }
    const int n = (items + group - 1) / group;
    const double slot = band.width() / n;
    const double gap = std::min(6.0, slot * 0.2);
    for (int i = 0; i < n; ++i) {
        Box b;
        b.first = i * group;
        b.count = std::min(group, items - b.first);
        b.rect = QRectF(band.left() + i * slot + gap / 2, band.top(), slot - gap, band.height());
        boxes.push_back(b);
    }
    return boxes;
}

// `label(box)` names a box; it is drawn only where it fits.
template<typename Label>
void drawBoxes(QPainter *p, const std::vector<Box> &boxes, const QColor &fill, Label label)
{
    const QFontMetricsF fm(p->font());
    for (const Box &b : boxes) {
        p->setPen(QPen(fill.darker(150), 1.0));
        p->setBrush(fill);
        p->drawRoundedRect(b.rect, 2, 2);
        const QString text = label(b);
        if (fm.horizontalAdvance(text) + 4 < b.rect.width()) {
            p->setPen(Qt::white);
            p->drawText(b.rect, Qt::AlignCenter, text);
        }
    }
}

QString switchLabel(const Box &b, const QString &unit)
{
    return b.count > 1 ? QStringLiteral("%1×").arg(b.count) + unit : unit;
}

// Links between two rows: every pair when that is few lines, else a shaded band (the
// picture says "all to all" either way; thousands of hairlines would only be grey).
void drawLinks(QPainter *p, const std::vector<Box> &upper, const std::vector<Box> &lower, const QColor &colour)
{
    if (upper.empty() || lower.empty())
        return;
    if (upper.size() * lower.size() <= 1200) {
        QColor c = colour;
        c.setAlphaF(std::clamp(60.0 / double(upper.size() * lower.size()), 0.12, 0.6));
        p->setPen(QPen(c, 1.0));
        for (const Box &u : upper)
            for (const Box &l : lower)
                p->drawLine(QPointF(u.rect.center().x(), u.rect.bottom()), QPointF(l.rect.center().x(), l.rect.top()));
        return;
    }
    QColor c = colour;
    c.setAlphaF(0.18);
    p->setPen(Qt::NoPen);
    p->setBrush(c);
    const QPointF poly[] = {{upper.front().rect.left(), upper.front().rect.bottom()},
                            {upper.back().rect.right(), upper.back().rect.bottom()},
                            {lower.back().rect.right(), lower.back().rect.top()},
                            {lower.front().rect.left(), lower.front().rect.top()}};
    p->drawPolygon(poly, 4);
}

} // namespace

Data from(const Project &project, const NetworkFabricResult &f)
{
    Data d;
    d.cores = f.cores;
    d.spines = f.spines;
    d.leaves = f.leaves;
    d.nodes = f.nodes;
    d.gpus = f.gpus;
    d.nodeLinks = f.nodeLinks;
    d.leafSpineLinks = f.leafSpineLinks;
    d.spineCoreLinks = f.spineCoreLinks;
    d.leafRatio = f.leafOversubscription;
    d.spineRatio = f.spineOversubscription;
    d.endToEndRatio = f.endToEndOversubscription;
    for (const Network &n : project.networks)
        if (n.id == f.id) {
            d.suNodes = std::max(1, n.suNodes);
            d.railOptimized = n.topology == NetworkTopology::RailOptimized;
        }
    return d;
}

void paint(QPainter *p, const QRectF &target, const Data &d)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->fillRect(target, Qt::white);
    QFont font = p->font();
    font.setPointSizeF(8.5);
    p->setFont(font);
    const QFontMetricsF fm(font);
    if (d.leaves == 0 && d.nodes == 0) {
        p->setPen(QColor(90, 90, 90));
        p->drawText(target, Qt::AlignCenter | Qt::TextWordWrap,
                    tr("No compute fabric: place GPU nodes and press Generate Fabric in the Fabric dock."));
        p->restore();
        return;
    }
    // Left column: tier names and counts; right column: link counts and ratios.
    const double labelW = std::clamp(target.width() * 0.16, 92.0, 140.0);
    const QRectF area = target.adjusted(labelW + 8, 10, -labelW - 8, -10);
    const int rows = d.cores > 0 ? 4 : 3;
    const double rowH = area.height() / (rows * 2 - 1);
    const double boxH = std::min(rowH, 30.0);
    auto band = [&](int row) {
        const double y = area.top() + row * 2 * rowH + (rowH - boxH) / 2;
        return QRectF(area.left(), y, area.width(), boxH);
    };
    // Switch boxes may be narrow (their letter is drawn only where it fits); scalable units need
    // room for "SU 12".
    const double minW = 7.0;
    const double unitW = fm.horizontalAdvance(QStringLiteral("SU 64–64")) + 10;

    const int suCount = d.nodes > 0 ? (d.nodes + d.suNodes - 1) / d.suNodes : 0;
    const int leavesPerSu = suCount > 0 ? std::max(1, d.leaves / suCount) : 1;
    int row = 0;
    std::vector<Box> cores, spines, leaves, units;
    if (d.cores > 0)
        cores = layoutRow(d.cores, 1, band(row++), minW);
    const int spineRow = row++;
    spines = layoutRow(d.spines, 1, band(spineRow), minW);
    const int leafRow = row++;
    leaves = layoutRow(d.leaves, d.railOptimized ? leavesPerSu : 1, band(leafRow), minW);
    const int unitRow = row++;
    units = layoutRow(suCount, 1, band(unitRow), unitW);

    drawLinks(p, cores, spines, QColor(120, 60, 160));
    drawLinks(p, spines, leaves, QColor(0, 114, 178));
    // Nodes to leaves: each scalable unit to its own leaves (rail-optimised), else to all.
    QColor nodeLink(0, 158, 115);
    for (const Box &u : units) {
        const int firstLeaf = u.first * leavesPerSu, endLeaf = (u.first + u.count) * leavesPerSu;
        std::vector<Box> mine;
        for (const Box &l : leaves)
            if (!d.railOptimized || (l.first < endLeaf && l.first + l.count > firstLeaf))
                mine.push_back(l);
        drawLinks(p, std::vector<Box>{u}, mine, nodeLink);
    }
    drawBoxes(p, cores, QColor(120, 60, 160), [](const Box &b) { return switchLabel(b, tr("C")); });
    drawBoxes(p, spines, QColor(0, 114, 178), [](const Box &b) { return switchLabel(b, tr("S")); });
    drawBoxes(p, leaves, QColor(0, 140, 110), [](const Box &b) { return switchLabel(b, tr("L")); });
    const int suNodes = d.suNodes, nodes = d.nodes;
    drawBoxes(p, units, QColor(110, 110, 110), [&](const Box &b) {
        // "SU 3 · 32 nodes" when there is room, else "SU 3" or "SU 1–4" for a group.
        const QString name = b.count > 1 ? tr("SU %1–%2").arg(b.first + 1).arg(b.first + b.count) : tr("SU %1").arg(b.first + 1);
        const int inBox = std::min(nodes, (b.first + b.count) * suNodes) - b.first * suNodes;
        const QString full = tr("%1 · %2 nodes").arg(name).arg(inBox);
        return fm.horizontalAdvance(full) + 4 < b.rect.width() ? full : name;
    });

    auto leftLabel = [&](int r, const QString &text) {
        const QRectF b = band(r);
        p->setPen(QColor(40, 40, 40));
        p->drawText(QRectF(target.left() + 4, b.top() - 8, labelW, b.height() + 16), Qt::AlignVCenter | Qt::AlignLeft,
                    text);
    };
    auto rightLabel = [&](double y, const QString &text) {
        p->setPen(QColor(70, 70, 70));
        p->drawText(QRectF(area.right() + 8, y - 20, labelW, 40), Qt::AlignVCenter | Qt::AlignLeft, text);
    };
    if (d.cores > 0)
        leftLabel(0, tr("Core\n%1 switches").arg(d.cores));
    leftLabel(spineRow, tr("Spine\n%1 switches").arg(d.spines));
    leftLabel(leafRow, tr("Leaf\n%1 switches").arg(d.leaves));
    leftLabel(unitRow, tr("Nodes: %1\nGPUs: %2\n%3 SU of %4").arg(d.nodes).arg(d.gpus).arg(suCount).arg(d.suNodes));
    auto gapY = [&](int upperRow) { return (band(upperRow).bottom() + band(upperRow + 1).top()) / 2; };
    if (d.cores > 0)
        rightLabel(gapY(0), tr("%1 links\nspine %2").arg(d.spineCoreLinks).arg(ratioText(d.spineRatio)));
    rightLabel(gapY(spineRow), tr("%1 links\nleaf %2").arg(d.leafSpineLinks).arg(ratioText(d.leafRatio)));
    rightLabel(gapY(leafRow), tr("%1 links").arg(d.nodeLinks));
    p->setPen(QColor(40, 40, 40));
    p->drawText(QRectF(area.right() + 8, band(unitRow).top() - 8, labelW, boxH + 16), Qt::AlignVCenter | Qt::AlignLeft,
                tr("end to end\n%1").arg(ratioText(d.endToEndRatio)));
    p->restore();
}

} // namespace dcs::FabricDiagram
