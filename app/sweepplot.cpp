#include "sweepplot.h"
#include "analysis/headlinefigures.h"
#include "analysis/paretofront.h"
#include "chartpainter.h"
#include "io/unknownkeys.h"
#include "json/boundedfile.h"
#include "json/csvtext.h"
#include "paretochart.h"
#include "sweep/sweeptable.h"
#include <QImage>
#include <QPainter>
#include <cmath>
#include <cstdlib>
#include <nlohmann/json.hpp>

namespace dcs::SweepPlot {

namespace {

std::vector<std::string> figureKeys()
{
    std::vector<std::string> keys;
    for (const HeadlineFigures::Figure &f : HeadlineFigures::all())
        keys.emplace_back(f.key);
    return keys;
}

std::string axisError(const std::string &key)
{
    // "days" means days_to_train: keys holding the text first, else the nearest by spelling.
    std::vector<std::string> candidates;
    for (const std::string &k : figureKeys())
        if (!key.empty() && k.find(key) != std::string::npos && candidates.size() < 3)
            candidates.push_back(k);
    if (candidates.empty())
        candidates = UnknownKeys::closest(key, figureKeys(), 3);
    std::string near;
    for (const std::string &k : candidates)
        near += (near.empty() ? "" : ", ") + k;
    return "'" + key + "' is not a figure" + (near.empty() ? "" : " (did you mean " + near + "?)")
           + "; the figures are the sweep's columns (docs/sweep.md).";
}

double number(const std::string &field)
{
    if (field.empty())
        return NAN;
    char *end = nullptr;
    const double v = std::strtod(field.c_str(), &end);
    return end && *end == '\0' ? v : NAN;
}

QString axisTitle(int figure, const std::string &currency)
{
    const HeadlineFigures::Figure &f = HeadlineFigures::all()[size_t(figure)];
    const std::string unit = std::string(f.unit) != "currency" ? f.unit : currency.empty() ? "site currency" : currency;
    return QString::fromStdString(unit.empty() ? f.label : std::string(f.label) + " (" + unit + ")");
}

} // namespace

std::string parseAxes(const QString &text, int &x, int &y)
{
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != 2)
        return "expects two figures X,Y, e.g. " + std::string(defaultAxes()) + ".";
    x = HeadlineFigures::indexOf(parts.at(0).trimmed().toStdString());
    y = HeadlineFigures::indexOf(parts.at(1).trimmed().toStdString());
    if (x < 0)
        return axisError(parts.at(0).trimmed().toStdString());
    if (y < 0)
        return axisError(parts.at(1).trimmed().toStdString());
    return {};
}

std::string pointsFromCsv(const std::string &text, int x, int y, std::vector<double> &xs, std::vector<double> &ys)
{
    const std::string xKey = HeadlineFigures::all()[size_t(x)].key, yKey = HeadlineFigures::all()[size_t(y)].key;
    const CsvText::Parsed csv = CsvText::parse(text);  // whole: a quoted field may hold a line break
    if (!csv.error.empty())
        return "the CSV is malformed: " + csv.error;
    int xColumn = -1, yColumn = -1, statusColumn = -1;
    bool first = true;
    for (const CsvText::Record &record : csv.records) {
        const std::vector<std::string> &fields = record.fields;
        if (first) {
            for (size_t i = 0; i < fields.size(); ++i) {
                xColumn = fields[i] == xKey ? int(i) : xColumn;
                yColumn = fields[i] == yKey ? int(i) : yColumn;
                statusColumn = fields[i] == "status" ? int(i) : statusColumn;
            }
            if (xColumn < 0 || yColumn < 0 || statusColumn < 0)
                return "the CSV has no '" + (xColumn < 0 ? xKey : yKey) + "' column.";
            first = false;
            continue;
        }
        if (int(fields.size()) <= std::max({xColumn, yColumn, statusColumn}) || fields[size_t(statusColumn)] != "ok")
            continue;
        xs.push_back(number(fields[size_t(xColumn)]));
        ys.push_back(number(fields[size_t(yColumn)]));
    }
    return {};
}

std::string pointsFromJsonLines(const std::string &text, int x, int y, std::vector<double> &xs, std::vector<double> &ys)
{
    const std::string xKey = HeadlineFigures::all()[size_t(x)].key, yKey = HeadlineFigures::all()[size_t(y)].key;
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find('\n', start);
        end = end == std::string::npos ? text.size() : end;
        const nlohmann::json o = nlohmann::json::parse(text.substr(start, end - start), nullptr, false);
        start = end + 1;
        if (!o.is_object() || !o.contains("figures") || !o["figures"].is_object())
            continue;
        const nlohmann::json &f = o["figures"];
        xs.push_back(f.contains(xKey) && f[xKey].is_number() ? f[xKey].get<double>() : NAN);
        ys.push_back(f.contains(yKey) && f[yKey].is_number() ? f[yKey].get<double>() : NAN);
    }
    return {};
}

std::string write(const QString &path, const std::vector<double> &xs, const std::vector<double> &ys, int x, int y,
                  const QString &title, const std::string &currency, int &front)
{
    if (const std::string why = BoundedFile::checkWriteTarget(path); !why.empty())
        return path.toStdString() + ": " + why;
    const HeadlineFigures::Figure &fx = HeadlineFigures::all()[size_t(x)], &fy = HeadlineFigures::all()[size_t(y)];
    // A figure with no better direction is minimised, as most of them are.
    const std::vector<bool> onFront = ParetoFront::of(xs, ys, fx.better != HeadlineFigures::Better::Higher,
                                                      fy.better != HeadlineFigures::Better::Higher);
    std::vector<ParetoChart::Point> points;
    front = 0;
    for (size_t i = 0; i < xs.size() && i < ys.size(); ++i) {
        points.push_back({xs[i], ys[i], bool(onFront[i])});
        front += onFront[i] ? 1 : 0;
    }
    QImage image(1400, 900, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    ChartPainter::paint(ParetoChart::build(points, title, axisTitle(x, currency), axisTitle(y, currency)), &painter, QRectF(0, 0, 1400, 900));
    painter.end();
    if (!image.save(path, "PNG"))
        return path.toStdString() + ": cannot write the image.";
    return {};
}

} // namespace dcs::SweepPlot
