#include "variantssection.h"
#include "analysis/headlinefigures.h"
#include "analysis/paretofront.h"
#include "catalog/catalog.h"
#include "floorplanpainter.h"
#include "project/projectvariants.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include "variantcharts.h"
#include <QFontMetricsF>
#include <QPainter>
#include <QStringList>
#include <cmath>

namespace dcs {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString value(double v, int decimals)
{
    return std::isfinite(v) ? ReportFormat::number(v, decimals) : QStringLiteral("—");
}

// "1,234 (+56, better)": the verdict in words, as print has no cell colours to lean on.
QString cellText(const Comparison::Row &row, size_t d, int decimals)
{
    QString text = value(row.values[d], decimals);
    const Comparison::Verdict v = row.verdicts[d];
    if (d == 0 || v == Comparison::Verdict::Same)
        return text;
    const double diff = row.differences[d];
    QString delta = std::isfinite(diff) ? (diff > 0 ? QStringLiteral("+") : QString()) + value(diff, decimals) : QStringLiteral("n/a");
    if (v == Comparison::Verdict::Better || v == Comparison::Verdict::Worse)
        delta += QStringLiteral(", ") + QString::fromLatin1(Comparison::verdictName(v));
    return text + QStringLiteral("\n(") + delta + QStringLiteral(")");
}

QString unitOf(const HeadlineFigures::Figure &f, const QString &currency)
{
    return QString::fromLatin1(f.unit) == QLatin1String("currency") ? currency : QString::fromLatin1(f.unit);
}

} // namespace

const std::vector<VariantEvaluation::Design> &VariantsSection::designs(const ReportContext &c) const
{
    if (!mEvaluated) {
        std::vector<std::string> names = ProjectVariants::names(c.project);
        if (names.size() > size_t(kMaxShown))
            names.resize(size_t(kMaxShown));
        mDesigns = VariantEvaluation::evaluate(c.project, Catalog::builtIn(), names);
        mEvaluated = true;
    }
    return mDesigns;
}

void VariantsSection::write(ReportWriter &w, const ReportContext &c) const
{
    if (c.project.variants.size() < 2)
        return;
    const std::vector<VariantEvaluation::Design> &ds = designs(c);
    if (ds.size() < 2)
        return;
    const Comparison comparison = VariantEvaluation::compare(ds);
    const QString currency = qs(ds.front().project.site.currency);
    const QString reference = qs(ds.front().name);

    w.heading(title());
    QStringList names;
    for (const VariantEvaluation::Design &d : ds)
        names << qs(d.name);
    QString intro = QStringLiteral("The design keeps %1 variants; the chapters before describe variant %2, the one "
                                   "being edited. Here %3 stand side by side, each evaluated as a design of its own, "
                                   "against %4: every difference is given with its sign and whether it is better or worse "
                                   "(figures that are better neither way are only \"changed\").")
                        .arg(c.project.variants.size())
                        .arg(qs(ProjectVariants::currentName(c.project)), names.join(QStringLiteral(", ")), reference);
    if (c.project.variants.size() > size_t(kMaxShown))
        intro += QStringLiteral(" Only the first %1 variants are shown.").arg(kMaxShown);
    w.paragraph(intro);
    w.paragraph(comparison.identical()
                    ? QStringLiteral("No differences: every figure is the same and no warning is added or removed.")
                    : QStringLiteral("%1 of %2 figures differ from %3.").arg(comparison.differingRows()).arg(comparison.rows.size()).arg(reference),
                true);

    w.heading(QStringLiteral("Headline figures"), 2);
    ReportTable table;
    table.columns = {{QStringLiteral("Figure"), 2.0}, {QStringLiteral("Unit"), 0.6}};
    for (const VariantEvaluation::Design &d : ds)
        table.columns.push_back({qs(d.name), 1.25, true});
    for (const Comparison::Row &row : comparison.rows) {
        const HeadlineFigures::Figure &f = HeadlineFigures::all()[size_t(row.figure)];
        std::vector<QString> cells{QString::fromLatin1(f.label), unitOf(f, currency)};
        bool differs = false;
        for (size_t d = 0; d < row.values.size(); ++d) {
            cells.push_back(cellText(row, d, f.decimals));
            differs = differs || row.verdicts[d] != Comparison::Verdict::Same;
        }
        // Rows that differ somewhere are tinted so the eye finds them; the cells say which way.
        table.add(std::move(cells), differs ? QColor(0xfd, 0xf3, 0xdc) : QColor());
    }
    w.table(table);

    std::vector<VariantCharts::Design> series;
    for (const VariantEvaluation::Design &d : ds)
        series.push_back({qs(d.name), &d.analysis});
    w.chart(200, [&] { return VariantCharts::monthlyPue(series); },
            QStringLiteral("Monthly PUE of each variant's own cooling architecture over its site's climate year."));
    w.chart(210, [&] { return VariantCharts::cumulativeCost(series, currency, false); },
            QStringLiteral("Cumulative cost of each variant's own cooling architecture: capex at year 0, then opex each year."));
    w.chart(210, [&] { return VariantCharts::cumulativeCost(series, currency, true); },
            QStringLiteral("The same with opex discounted at each variant's discount rate."));
    w.chart(190, [&] { return VariantCharts::trainingDays(series); }, QStringLiteral("Days to train the workload."));
    const int x = HeadlineFigures::indexOf("days_to_train"), y = HeadlineFigures::indexOf("cost_per_gpu_hour");
    w.chart(230, [&] {
        std::vector<double> xs = comparison.rows[size_t(x)].values, ys = comparison.rows[size_t(y)].values;
        const std::vector<bool> front = ParetoFront::of(xs, ys, true, true);
        std::vector<ParetoChart::Point> points;
        for (size_t i = 0; i < xs.size(); ++i)
            points.push_back({xs[i], ys[i], bool(front[i])});
        std::vector<QString> labels;
        for (const VariantEvaluation::Design &d : ds)
            labels.push_back(qs(d.name));
        return VariantCharts::pareto(points, labels, QStringLiteral("Pareto front"), QStringLiteral("Days to train"),
                                     QStringLiteral("Cost per GPU-hour (%1)").arg(currency));
    }, QStringLiteral("Cost per GPU-hour against days to train; the variants no other beats in both are the front."));

    // As large as the page allows: one across for two plans, two for three or four, three for more.
    const int columns = ds.size() <= 2 ? 1 : ds.size() <= 4 ? 2 : 3;
    const double cellHeight = columns == 1 ? 300 : columns == 2 ? 230 : 170;
    if (w.remaining() < cellHeight + 40)
        w.newPage();  // the heading goes with the first plans, not alone at the foot of a page
    w.heading(QStringLiteral("Floor plans"), 2);
    w.figureGrid(int(ds.size()), columns, cellHeight, [&](int i, QPainter *p, const QRectF &cell) {
        const VariantEvaluation::Design &d = ds[size_t(i)];
        const FloorPlanPainter plan(d.project, d.catalog, d.analysis, {});
        const QFont captionFont = ReportWriter::font(8, true);
        const double captionHeight = QFontMetricsF(captionFont, p->device()).height() + 3;
        const QRectF room(cell.left(), cell.top() + captionHeight, cell.width(), cell.height() - captionHeight);
        const QRectF source = plan.sceneRect();
        const double s = std::min(room.width() / source.width(), room.height() / source.height());
        const QRectF target(room.left() + (room.width() - source.width() * s) / 2, room.top(), source.width() * s,
                            source.height() * s);
        plan.paint(p, target, source);
        p->setFont(captionFont);
        p->setPen(Qt::black);
        p->drawText(QRectF(cell.left(), cell.top(), cell.width(), captionHeight), Qt::AlignLeft | Qt::AlignTop,
                    QStringLiteral("%1 — %2 x %3 m").arg(qs(d.name), ReportFormat::number(d.project.hall.widthM, 1),
                                                         ReportFormat::number(d.project.hall.depthM, 1)));
    });

    w.heading(QStringLiteral("Warnings added and removed"), 2);
    ReportTable warnings;
    warnings.columns = {{QStringLiteral("Variant"), 1.1}, {QStringLiteral("Change"), 0.8}, {QStringLiteral("Severity"), 0.8},
                        {QStringLiteral("Code"), 1.6}, {QStringLiteral("Finding"), 4.0}};
    for (size_t d = 1; d < comparison.warnings.size(); ++d) {
        const Comparison::WarningDelta &delta = comparison.warnings[d];
        for (const auto &[list, change] : {std::pair{&delta.added, QStringLiteral("added")}, std::pair{&delta.removed, QStringLiteral("removed")}})
            for (const Warning &x : *list) {
                QString code = qs(x.key());
                code.replace(QLatin1Char('.'), QStringLiteral(".\u200B")).replace(QLatin1Char('_'), QStringLiteral("_\u200B"));
                warnings.add({qs(ds[d].name), change, QString::fromLatin1(severityName(x.severity)), code, qs(x.message)},
                             change == QLatin1String("added") ? QColor(0xfa, 0xdb, 0xd8) : QColor(0xdc, 0xf1, 0xe1));
            }
    }
    if (warnings.rows.empty())
        w.paragraph(QStringLiteral("No variant adds or removes a warning against %1.").arg(reference));
    else {
        w.paragraph(QStringLiteral("Against %1: a warning is the same when its code and its objects are.").arg(reference), true);
        w.table(warnings);
    }
}

} // namespace dcs
