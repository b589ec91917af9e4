#pragma once
#include "reporttable.h"
#include <QFont>
#include <QPageLayout>
#include <QRectF>
#include <QString>
#include <functional>
#include <vector>

class QPdfWriter;
class QChart;
class QPainter;

namespace dcs {

// Flows headings, paragraphs, tables and figures down the pages of a paged device, with a
// header and a "page X of Y" footer on every page. It runs twice: the first pass only measures
// (painter == nullptr) to learn the page count and where each heading lands; the second paints
// with those numbers known. All coordinates are in points (the device is set to 72 dpi so a
// font's point size is its size on paper and there is no scaling to keep track of).
class ReportWriter
{
public:
    struct Heading {
        int level;        // 1 = section, 2 = subsection
        QString title;
        int page;         // 1-based
    };
    struct PageFrame {
        QString headerLeft, headerRight, footerLeft;
        int totalPages = 0;  // known in the painting pass
    };
    using PaintFunction = std::function<void(QPainter *, const QRectF &)>;

    // painter == nullptr: measuring pass. `measureDevice` gives the font metrics either way.
    ReportWriter(QPdfWriter *device, QPainter *painter, PageFrame frame);

    static constexpr double kDpi = 72.0;

    QRectF contentRect() const { return mContent; }
    double width() const { return mContent.width(); }
    double remaining() const { return mContent.bottom() - mY; }
    int page() const { return mPage; }
    bool painting() const { return mPainter != nullptr; }
    const std::vector<Heading> &headings() const { return mHeadings; }

    void newPage();
    void heading(const QString &title, int level = 1);
    void paragraph(const QString &text, bool small = false);
    void keyValues(const std::vector<std::pair<QString, QString>> &pairs);
    void table(const ReportTable &table);
    // A drawing of `height` points across the content width, kept on one page.
    void figure(double height, const PaintFunction &paint, const QString &caption = {});
    // Several drawings side by side in `columns` columns, wrapping to new rows and pages.
    // A Qt chart from a charts/ builder, drawn as vectors; built only when painting.
    void chart(double height, const std::function<QChart *()> &build, const QString &caption = {});
    void figureGrid(int count, int columns, double cellHeight, const std::function<void(int, QPainter *, const QRectF &)> &paint);
    void space(double points);

    // Fonts shared by the sections and the cover.
    static QFont font(double pointSize, bool bold = false);
    double textHeight(const QString &text, const QFont &font, double width) const;

private:
    void ensureSpace(double height);
    void drawFrame();
    void drawText(const QRectF &rect, int flags, const QString &text, const QFont &font, const QColor &colour = Qt::black);
    static double cellWidth(const ReportTable::Row &row, const std::vector<double> &widths, size_t column);
    double rowHeight(const ReportTable &table, const ReportTable::Row &row, const std::vector<double> &widths, const QFont &font) const;
    void drawRow(const ReportTable &table, const ReportTable::Row &row, const std::vector<double> &widths, double height,
                 const QFont &font, bool header, bool shaded);

    QPdfWriter *mDevice;
    QPainter *mPainter;
    PageFrame mFrame;
    QRectF mContent;
    double mY = 0;
    int mPage = 1;
    bool mPageEmpty = true;
    std::vector<Heading> mHeadings;
};

} // namespace dcs
