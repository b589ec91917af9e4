#include "designreport.h"
#include "json/textfile.h"
#include "catalog/catalog.h"
#include "inventory/inventoryresult.h"
#include "itpower/itpowerresult.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include "sections/assumptionssection.h"
#include "sections/bomsection.h"
#include "sections/coolingsection.h"
#include "sections/costsection.h"
#include "sections/floorplansection.h"
#include "sections/hydraulicssection.h"
#include "sections/networksection.h"
#include "sections/powerdynamicssection.h"
#include "sections/powersection.h"
#include "sections/racksection.h"
#include "sections/summarysection.h"
#include "sections/thermalsection.h"
#include "sections/trainingsection.h"
#include "sections/variantssection.h"
#include "sections/warningssection.h"
#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

namespace dcs {

namespace {

QPageSize pageSize(ReportOptions::Paper paper)
{
    return QPageSize(paper == ReportOptions::Paper::Letter ? QPageSize::Letter : QPageSize::A4);
}

void configure(QPdfWriter &pdf, const Project &project, const ReportOptions &options)
{
    pdf.setResolution(static_cast<int>(ReportWriter::kDpi));
    pdf.setPageLayout(QPageLayout(pageSize(options.paper), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    pdf.setTitle(QStringLiteral("%1 — design report").arg(QString::fromStdString(project.name)));
    pdf.setCreator(QStringLiteral("DC Studio %1").arg(QStringLiteral(DCS_VERSION)));
}

void drawCover(ReportWriter &w, QPainter *p, const ReportContext &c)
{
    if (!p)
        return;
    const QRectF r = w.contentRect();
    const QColor navy(0x24, 0x3b, 0x53);
    p->fillRect(QRectF(r.left(), r.top() + 40, r.width(), 6), navy);
    auto text = [&](double y, double h, const QString &s, const QFont &f, const QColor &colour = Qt::black) {
        p->setFont(f);
        p->setPen(colour);
        p->drawText(QRectF(r.left(), y, r.width(), h), Qt::TextWordWrap, s);
    };
    text(r.top() + 70, 20, QStringLiteral("DATA CENTER DESIGN REPORT"), ReportWriter::font(11, true), navy);
    text(r.top() + 100, 70, QString::fromStdString(c.project.name), ReportWriter::font(24, true));
    if (!c.project.description.empty())
        text(r.top() + 175, 90, QString::fromStdString(c.project.description), ReportWriter::font(10),
             QColor(0x33, 0x3d, 0x47));
    const Analysis &a = c.analysis;
    const std::vector<std::pair<QString, QString>> facts{
        {QStringLiteral("Site"), QString::fromStdString(c.project.site.name + " — " + c.project.site.location)},
        {QStringLiteral("GPUs"), ReportFormat::number(a.inventory->gpus)},
        {QStringLiteral("IT nameplate"), ReportFormat::kilowatts(a.itPower->nameplateW)},
        {QStringLiteral("Racks"), ReportFormat::number(a.inventory->racks)},
        {QStringLiteral("Prepared for / by"), c.options.company.isEmpty() ? QStringLiteral("—") : c.options.company},
        {QStringLiteral("Author"), c.options.author.isEmpty() ? QStringLiteral("—") : c.options.author},
        {QStringLiteral("Date"), c.options.date.toString(Qt::ISODate)},
        {QStringLiteral("Revision"), c.options.revision},
    };
    double y = r.top() + 300;
    for (const auto &[k, v] : facts) {
        p->setFont(ReportWriter::font(10));
        p->setPen(QColor(0x55, 0x60, 0x6b));
        p->drawText(QRectF(r.left(), y, 150, 18), Qt::AlignLeft | Qt::AlignVCenter, k);
        p->setPen(Qt::black);
        p->setFont(ReportWriter::font(10, true));
        p->drawText(QRectF(r.left() + 150, y, r.width() - 150, 18), Qt::AlignLeft | Qt::AlignVCenter, v);
        y += 22;
    }
    text(r.bottom() - 40, 40,
         QStringLiteral("Produced with DC Studio %1. Every figure is computed from the layout and the inputs "
                        "listed in the appendix; see it for the assumptions and their sources.")
             .arg(QStringLiteral(DCS_VERSION)),
         ReportWriter::font(7.5), QColor(0x55, 0x60, 0x6b));
}

void drawContents(ReportWriter &w, const std::vector<ReportWriter::Heading> &headings)
{
    w.heading(QStringLiteral("Contents"));
    ReportTable toc;
    toc.columns = {{QString(), 8, false}, {QString(), 1, true}};
    for (const ReportWriter::Heading &h : headings) {
        if (h.title == QLatin1String("Contents"))
            continue;
        toc.add({(h.level == 2 ? QStringLiteral("      ") : QString()) + h.title, QString::number(h.page)}, {}, h.level == 1);
    }
    w.table(toc);
}

// One pass over the whole report. Returns false when cancelled.
bool runPass(ReportWriter &w, QPainter *painter, const ReportContext &context,
             const std::vector<std::unique_ptr<ReportSection>> &sections,
             const std::vector<ReportWriter::Heading> &contents, const DesignReport::Progress &progress)
{
    drawCover(w, painter, context);
    w.newPage();
    drawContents(w, contents);
    int step = 0;
    for (const auto &section : sections) {
        if (painter && progress && !progress(step, static_cast<int>(sections.size()), section->title()))
            return false;
        ++step;
        section->write(w, context);
    }
    return true;
}

} // namespace

std::vector<std::unique_ptr<ReportSection>> DesignReport::sections()
{
    std::vector<std::unique_ptr<ReportSection>> s;
    s.push_back(std::make_unique<SummarySection>());
    s.push_back(std::make_unique<FloorPlanSection>());
    s.push_back(std::make_unique<RackSection>());
    s.push_back(std::make_unique<BomSection>());
    s.push_back(std::make_unique<PowerSection>());
    s.push_back(std::make_unique<PowerDynamicsSection>());
    s.push_back(std::make_unique<CoolingSection>());
    s.push_back(std::make_unique<HydraulicsSection>());
    s.push_back(std::make_unique<CostSection>());
    s.push_back(std::make_unique<ThermalSection>());
    s.push_back(std::make_unique<NetworkSection>());
    s.push_back(std::make_unique<TrainingSection>());
    s.push_back(std::make_unique<VariantsSection>());
    s.push_back(std::make_unique<WarningsSection>());
    s.push_back(std::make_unique<AssumptionsSection>());
    return s;
}

DesignReport::Outcome DesignReport::write(const Project &project, const Catalog &catalog, const Analysis &analysis,
                                          const ReportOptions &options, QIODevice *out, const Progress &progress)
{
    const ReportContext context{project, catalog, analysis, options};
    const auto chapters = sections();
    ReportWriter::PageFrame frame;
    frame.headerLeft = QString::fromStdString(project.name);
    frame.headerRight = QStringLiteral("Design report · revision %1").arg(options.revision);
    frame.footerLeft = (options.company.isEmpty() ? QString() : options.company + QStringLiteral(" · "))
        + options.date.toString(Qt::ISODate);

    // Measuring passes: the first finds the headings, the second their pages once the contents
    // (whose length depends on the number of headings) are in front of them.
    QBuffer scratch;
    scratch.open(QIODevice::WriteOnly);
    QPdfWriter measureDevice(&scratch);
    configure(measureDevice, project, options);
    std::vector<ReportWriter::Heading> headings;
    int pages = 0;
    for (int pass = 0; pass < 2; ++pass) {
        ReportWriter measure(&measureDevice, nullptr, frame);
        runPass(measure, nullptr, context, chapters, headings, {});
        headings = measure.headings();
        pages = measure.page();
    }

    QPdfWriter pdf(out);
    configure(pdf, project, options);
    QPainter painter;
    if (!painter.begin(&pdf))
        return {QStringLiteral("cannot start the PDF writer"), 0};
    painter.setRenderHint(QPainter::Antialiasing);
    frame.totalPages = pages;
    ReportWriter writer(&pdf, &painter, frame);
    const bool completed = runPass(writer, &painter, context, chapters, headings, progress);
    painter.end();
    if (!completed)
        return {QStringLiteral("cancelled"), 0};
    if (progress)
        progress(static_cast<int>(chapters.size()), static_cast<int>(chapters.size()), QStringLiteral("Done"));
    return {QString(), writer.page()};
}

DesignReport::Outcome DesignReport::writeFile(const Project &project, const Catalog &catalog, const Analysis &analysis,
                                              const ReportOptions &options, const QString &path, const Progress &progress)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {QStringLiteral("cannot write %1: %2").arg(path, file.errorString()), 0};
    Outcome outcome = write(project, catalog, analysis, options, &file, progress);
    if (!outcome.ok()) {
        file.cancelWriting();
        return outcome;
    }
    if (const QString why = TextFile::commit(file); !why.isEmpty())
        return {QStringLiteral("cannot write %1: %2").arg(path, why), 0};
    return outcome;
}

} // namespace dcs
