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
    };
    std::vector<Column> columns;
    std::vector<Row> rows;

    void add(std::vector<QString> cells, QColor highlight = {}, bool bold = false)
    {
        rows.push_back({std::move(cells), highlight, bold});
    }
};

} // namespace dcs
