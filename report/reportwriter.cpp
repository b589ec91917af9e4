#include "reportwriter.h"
#include "chartpainter.h"
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>
#include <numeric>

namespace dcs {

namespace {
constexpr double kMarginX = 48;       // points (17 mm)
constexpr double kMarginTop = 58;     // header lives above
constexpr double kMarginBottom = 50;  // footer lives below
constexpr double kCellPadX = 4, kCellPadY = 2.5;
const QColor kRule(0x9a, 0xa5, 0xb1);
const QColor kHeaderFill(0x24, 0x3b, 0x53);
const QColor kShade(0xf2, 0xf5, 0xf8);
} // namespace

ReportWriter::ReportWriter(QPdfWriter *device, QPainter *painter, PageFrame frame)
    : mDevice(device), mPainter(painter), mFrame(std::move(frame))
{
    const QRectF page = device->pageLayout().fullRectPoints();
    mContent = QRectF(kMarginX, kMarginTop, page.width() - 2 * kMarginX, page.height() - kMarginTop - kMarginBottom);
    mY = mContent.top();
    drawFrame();
}

QFont ReportWriter::font(double pointSize, bool bold)
{
    // DejaVu Sans is installed with the studio (fonts-dejavu-core) and embedded in the PDF.
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    return f;
}

double ReportWriter::textHeight(const QString &text, const QFont &font, double width) const
{
    const QFontMetricsF metrics(font, mDevice);
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text).height();
}

void ReportWriter::drawText(const QRectF &rect, int flags, const QString &text, const QFont &font, const QColor &colour)
{
    if (!mPainter)
        return;
    mPainter->setFont(font);
    mPainter->setPen(colour);
    mPainter->drawText(rect, flags, text);
}

void ReportWriter::drawFrame()
{
    if (!mPainter)
        return;
    const QRectF page = mDevice->pageLayout().fullRectPoints();
    const QFont small = font(7.5);
    const QColor grey(0x55, 0x60, 0x6b);
    const double headerY = kMarginTop - 26;
    drawText(QRectF(kMarginX, headerY, mContent.width() / 2, 14), Qt::AlignLeft | Qt::AlignVCenter, mFrame.headerLeft, small, grey);
    drawText(QRectF(kMarginX + mContent.width() / 2, headerY, mContent.width() / 2, 14), Qt::AlignRight | Qt::AlignVCenter,
             mFrame.headerRight, small, grey);
    mPainter->setPen(QPen(kRule, 0.6));
    mPainter->drawLine(QPointF(kMarginX, headerY + 16), QPointF(page.width() - kMarginX, headerY + 16));
    const double footerY = page.height() - kMarginBottom + 18;
    mPainter->drawLine(QPointF(kMarginX, footerY - 4), QPointF(page.width() - kMarginX, footerY - 4));
    drawText(QRectF(kMarginX, footerY, mContent.width() / 2, 14), Qt::AlignLeft | Qt::AlignVCenter, mFrame.footerLeft, small, grey);
    drawText(QRectF(kMarginX + mContent.width() / 2, footerY, mContent.width() / 2, 14), Qt::AlignRight | Qt::AlignVCenter,
             QStringLiteral("Page %1 of %2").arg(mPage).arg(mFrame.totalPages), small, grey);
}

void ReportWriter::newPage()
{
    if (mPainter)
        mDevice->newPage();
    ++mPage;
    mY = mContent.top();
    mPageEmpty = true;
    drawFrame();
}

void ReportWriter::ensureSpace(double height)
{
    if (height > remaining() && !mPageEmpty)
        newPage();
}

void ReportWriter::space(double points)
{
    if (!mPageEmpty)
        mY = std::min(mY + points, mContent.bottom());
}

void ReportWriter::heading(const QString &title, int level)
{
    const QFont f = font(level == 1 ? 15 : 11.5, true);
    const double h = textHeight(title, f, width());
    if (level == 1 && !mPageEmpty)
        newPage();          // every section starts on a new page
    else
        ensureSpace(h + 60);  // never a heading alone at the bottom of a page
    if (level == 2)
        space(8);
    mHeadings.push_back({level, title, mPage});
    drawText(QRectF(mContent.left(), mY, width(), h), Qt::TextWordWrap, title, f,
             level == 1 ? kHeaderFill : QColor(0x1d, 0x2b, 0x38));
    mY += h;
    if (level == 1 && mPainter) {
        mPainter->setPen(QPen(kHeaderFill, 1.2));
        mPainter->drawLine(QPointF(mContent.left(), mY + 2), QPointF(mContent.right(), mY + 2));
    }
    mY += level == 1 ? 10 : 4;
    mPageEmpty = false;
}

void ReportWriter::paragraph(const QString &text, bool small)
{
    const QFont f = font(small ? 7.5 : 9);
    const double h = textHeight(text, f, width());
    ensureSpace(std::min(h, 40.0));
    if (h > remaining()) {
        // A paragraph longer than what is left: split at lines by drawing it on fresh pages.
        // (Report paragraphs are short; a whole-page paragraph is drawn from the top.)
        newPage();
    }
    drawText(QRectF(mContent.left(), mY, width(), h), Qt::TextWordWrap, text, f);
    mY += h + 5;
    mPageEmpty = false;
}

void ReportWriter::keyValues(const std::vector<std::pair<QString, QString>> &pairs)
{
    ReportTable t;
    t.columns = {{QString(), 1.1, false}, {QString(), 1, true}};
    for (const auto &[key, value] : pairs)
        t.add({key, value});
    table(t);
}

// A cell's width: its column's, or up to the table's right edge for a spanning last cell.
double ReportWriter::cellWidth(const ReportTable::Row &row, const std::vector<double> &widths, size_t column)
{
    if (!row.spanLast || column + 1 != row.cells.size())
        return widths[column];
    return std::accumulate(widths.begin() + long(column), widths.end(), 0.0);
}

double ReportWriter::rowHeight(const ReportTable &, const ReportTable::Row &row, const std::vector<double> &widths,
                               const QFont &f) const
{
    double h = 0;
    for (size_t c = 0; c < widths.size() && c < row.cells.size(); ++c)
        h = std::max(h, textHeight(row.cells[c], f, cellWidth(row, widths, c) - 2 * kCellPadX));
    return h + 2 * kCellPadY;
}

void ReportWriter::drawRow(const ReportTable &table, const ReportTable::Row &row, const std::vector<double> &widths,
                           double height, const QFont &f, bool header, bool shaded)
{
    if (!mPainter)
        return;
    const QRectF rowRect(mContent.left(), mY, width(), height);
    if (header)
        mPainter->fillRect(rowRect, kHeaderFill);
    else if (row.highlight.isValid())
        mPainter->fillRect(rowRect, row.highlight);
    else if (shaded)
        mPainter->fillRect(rowRect, kShade);
    double x = mContent.left();
    for (size_t c = 0; c < widths.size(); ++c) {
        const bool spanning = row.spanLast && c + 1 == row.cells.size();
        const bool numeric = table.columns[c].numeric && !spanning;
        const double w = cellWidth(row, widths, c);
        const QRectF cell(x + kCellPadX, mY + kCellPadY, w - 2 * kCellPadX, height - 2 * kCellPadY);
        const int flags = Qt::TextWordWrap | Qt::AlignVCenter | (numeric ? Qt::AlignRight : Qt::AlignLeft);
        drawText(cell, flags, c < row.cells.size() ? row.cells[c] : QString(), f, header ? Qt::white : Qt::black);
        x += w;
        if (spanning)
            break;
    }
    if (!header) {
        mPainter->setPen(QPen(QColor(0xd8, 0xde, 0xe4), 0.4));
        mPainter->drawLine(rowRect.bottomLeft(), rowRect.bottomRight());
    }
}

void ReportWriter::table(const ReportTable &t)
{
    if (t.columns.empty())
        return;
    const double total = std::accumulate(t.columns.begin(), t.columns.end(), 0.0,
                                         [](double s, const ReportTable::Column &c) { return s + c.weight; });
    std::vector<double> widths;
    for (const auto &c : t.columns)
        widths.push_back(width() * c.weight / total);
    const QFont body = font(7.8);
    const QFont bold = font(7.8, true);
    const bool hasHeader = std::any_of(t.columns.begin(), t.columns.end(), [](const auto &c) { return !c.title.isEmpty(); });
    ReportTable::Row headerRow;
    for (const auto &c : t.columns)
        headerRow.cells.push_back(c.title);
    const double headerHeight = hasHeader ? rowHeight(t, headerRow, widths, bold) : 0;

    auto drawHeader = [&] {
        if (!hasHeader)
            return;
        drawRow(t, headerRow, widths, headerHeight, bold, true, false);
        mY += headerHeight;
    };
    const double firstRow = t.rows.empty() ? 0 : rowHeight(t, t.rows.front(), widths, body);
    ensureSpace(headerHeight + firstRow);
    drawHeader();
    mPageEmpty = false;
    for (size_t r = 0; r < t.rows.size(); ++r) {
        const ReportTable::Row &row = t.rows[r];
        const double h = rowHeight(t, row, widths, row.bold ? bold : body);
        if (h > remaining()) {
            newPage();
            mPageEmpty = false;
            drawHeader();
        }
        drawRow(t, row, widths, h, row.bold ? bold : body, false, r % 2 == 1);
        mY += h;
    }
    mY += 8;
}

void ReportWriter::figure(double height, const PaintFunction &paint, const QString &caption)
{
    const QFont captionFont = font(7.5);
    const double captionHeight = caption.isEmpty() ? 0 : textHeight(caption, captionFont, width()) + 3;
    height = std::min(height, mContent.height() - captionHeight);
    ensureSpace(height + captionHeight);
    const QRectF rect(mContent.left(), mY, width(), height);
    if (mPainter) {
        mPainter->save();
        mPainter->setClipRect(rect.adjusted(-1, -1, 1, 1));
        paint(mPainter, rect);
        mPainter->restore();
    }
    mY += height + 3;
    if (!caption.isEmpty()) {
        drawText(QRectF(mContent.left(), mY, width(), captionHeight), Qt::TextWordWrap, caption, captionFont,
                 QColor(0x44, 0x4d, 0x56));
        mY += captionHeight;
    }
    mY += 6;
    mPageEmpty = false;
}

void ReportWriter::chart(double height, const std::function<QChart *()> &build, const QString &caption)
{
    figure(height, [&](QPainter *p, const QRectF &rect) { ChartPainter::paint(build(), p, rect); }, caption);
}

void ReportWriter::figureGrid(int count, int columns, double cellHeight,
                              const std::function<void(int, QPainter *, const QRectF &)> &paint)
{
    const double gap = 10;
    const double cellWidth = (width() - gap * (columns - 1)) / columns;
    for (int i = 0; i < count; i += columns) {
        ensureSpace(cellHeight);
        for (int c = 0; c < columns && i + c < count; ++c) {
            const QRectF cell(mContent.left() + c * (cellWidth + gap), mY, cellWidth, cellHeight);
            if (mPainter) {
                mPainter->save();
                mPainter->setClipRect(cell);
                paint(i + c, mPainter, cell);
                mPainter->restore();
            }
        }
        mY += cellHeight + gap;
        mPageEmpty = false;
    }
}

} // namespace dcs
