#pragma once
#include "sweeprow.h"
#include <string>
#include <vector>

namespace dcs {

class SweepPlan;

// The files a sweep writes (docs/sweep.md, "Columns"). CSV: a header line, then one line per
// variant in variant order:
//   variant, <each --vary key in the order given>, status, <HeadlineFigures keys>, error
// status is "ok" or "error"; a figure a design does not have is an empty field; numbers are
// printed with 12 significant digits; fields holding a comma, a quote or a line break are quoted
// (RFC 4180, CsvText), and a reader must parse the text whole (CsvText::parse), not line by line.
// JSON Lines: one object per variant with the same content, numbers at full precision.
namespace SweepTable {

std::string header(const SweepPlan &plan);          // with the newline
std::string csvLine(const SweepRow &row);           // with the newline
std::string jsonLine(const SweepPlan &plan, const SweepRow &row);

std::string formatNumber(double v);                 // "%.12g"; empty for NaN
std::string displayValue(const std::string &value); // a --vary value as the CSV shows it

// The index of the first figure column in the header of a sweep with `axes` --vary keys.
inline size_t firstFigureColumn(size_t axes) { return axes + 2; }

} // namespace SweepTable
} // namespace dcs
