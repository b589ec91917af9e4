#pragma once
#include <QColor>
#include <QString>
#include <vector>

namespace dcs {

// A table as data: the writer breaks it over pages and repeats the header row.
struct ReportTable {
    struct Column {
        QString title;
        double weight = 1;            // share of the width
        bool numeric = false;         // right-aligned
    };
    struct Row {
        std::vector<QString> cells;
        QColor highlight;             // invalid = none; e.g. a pale red for an overload
        bool bold = false;            // totals
        bool spanLast = false;        // the last cell runs across the columns after it, left-aligned
    };
    std::vector<Column> columns;
    std::vector<Row> rows;

    void add(std::vector<QString> cells, QColor highlight = {}, bool bold = false)
    {
        rows.push_back({std::move(cells), highlight, bold});
    }
    // A row whose last cell spans the remaining columns: a sentence in place of figures that do
    // not exist (an option that cannot be built says why across its empty figure columns).
    void addSpanning(std::vector<QString> cells, QColor highlight = {}, bool bold = false)
    {
        rows.push_back({std::move(cells), highlight, bold, true});
    }
    // Empties a column of figures that do not exist (an air alternative that cannot be built):
    // the first row says why in a word, the others show a dash.
    void blankColumn(size_t column, const QString &first)
    {
        for (size_t i = 0; i < rows.size(); ++i)
            if (column < rows[i].cells.size())
                rows[i].cells[column] = i == 0 ? first : QStringLiteral("–");
    }
};

} // namespace dcs
