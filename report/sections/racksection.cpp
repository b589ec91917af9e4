#include "racksection.h"
#include "catalog/catalog.h"
#include "project/project.h"
#include "rackelevationpainter.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include <QPainter>
#include <QStringList>
#include <map>

namespace dcs {

namespace {

// Racks with the same model, the same devices in the same slots and the same PDUs look the
// same in elevation: a SuperPOD has dozens of identical compute racks. Each look is drawn once
// and captioned with every rack that has it, so the chapter stays readable at any size.
std::string contentsKey(const Rack &r)
{
    std::string key = r.catalogId;
    for (const DevicePlacement &d : r.devices)
        key += "|" + d.catalogId + "@" + std::to_string(d.uLow) + (d.face == RackFace::Front ? "f" : "r");
    for (const RackPdu &u : r.pdus)
        key += "|pdu:" + u.catalogId;
    return key;
}

QString namesOf(const std::vector<const Rack *> &racks)
{
    QStringList names;
    for (size_t i = 0; i < racks.size() && i < 8; ++i)
        names << QString::fromStdString(racks[i]->name);
    QString text = names.join(QStringLiteral(", "));
    if (racks.size() > 8)
        text += QStringLiteral(" … (%1 racks)").arg(racks.size());
    return text;
}

} // namespace

void RackSection::write(ReportWriter &w, const ReportContext &c) const
{
    w.heading(title());
    std::vector<std::vector<const Rack *>> groups;
    std::map<std::string, size_t> groupOf;
    for (const Rack &r : c.project.racks) {
        const std::string key = contentsKey(r);
        auto [it, added] = groupOf.emplace(key, groups.size());
        if (added)
            groups.emplace_back();
        groups[it->second].push_back(&r);
    }
    w.paragraph(QStringLiteral("Front and rear elevation of every rack, %1 racks in %2 distinct layouts; racks with "
                               "identical contents share one drawing, captioned with all their names.")
                    .arg(c.project.racks.size())
                    .arg(groups.size()));

    const int columns = 2;
    const double cellHeight = 300;
    w.figureGrid(static_cast<int>(groups.size()), columns, cellHeight, [&](int i, QPainter *p, const QRectF &cell) {
        const auto &group = groups[static_cast<size_t>(i)];
        const RackElevationPainter elevation(*group.front(), c.catalog);
        const QString caption = namesOf(group);
        const QFont captionFont = ReportWriter::font(7);
        const QFontMetricsF metrics(captionFont, p->device());
        const double captionHeight =
            metrics.boundingRect(QRectF(0, 0, cell.width(), 100), Qt::TextWordWrap, caption).height() + 2;
        const QRectF drawing(cell.left(), cell.top(), cell.width(), cell.height() - captionHeight - 4);
        const QRectF source = elevation.boundingRect();
        const double s = std::min(drawing.width() / source.width(), drawing.height() / source.height());
        const QRectF target(drawing.left() + (drawing.width() - source.width() * s) / 2, drawing.top(),
                            source.width() * s, source.height() * s);
        elevation.paint(p, target, source, Qt::KeepAspectRatio);
        p->setFont(captionFont);
        p->setPen(Qt::black);
        p->drawText(QRectF(cell.left(), target.bottom() + 3, cell.width(), captionHeight), Qt::TextWordWrap | Qt::AlignHCenter,
                    caption);
    });
}

} // namespace dcs
