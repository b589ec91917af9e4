#include "climateprofiles.h"
#include "designconditionsio.h"
#include "json/jsonfieldreader.h"
#include <QDir>
#include <QFile>
#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

// Twelve monthly numbers (Jan..Dec) in [min, max]; each bad element is reported at its index.
std::array<double, 12> months(const json &obj, const char *key, const std::string &path, double min, double max,
                              JsonFieldReader &r)
{
    std::array<double, 12> out{};
    const json *arr = r.array(obj, key, path, true, 100);
    if (!arr)
        return out;
    const std::string ap = JsonFieldReader::child(path, key);
    if (arr->size() != 12) {
        r.error(ap, "expected 12 monthly values (January to December), found " + std::to_string(arr->size()) + ".");
        return out;
    }
    for (size_t i = 0; i < 12; ++i) {
        const json &v = (*arr)[i];
        if (!v.is_number()) {
            r.error(JsonFieldReader::child(ap, i), "expected a number, found " + JsonFieldReader::typeName(v) + ".");
            continue;
        }
        const double d = v.get<double>();
        if (!(d >= min && d <= max)) {
            r.error(JsonFieldReader::child(ap, i), "value " + std::to_string(d) + " is outside " + std::to_string(min) +
                                                       " to " + std::to_string(max) + ".");
            continue;
        }
        out[i] = d;
    }
    return out;
}

LoadErrors &builtInErrorStore()
{
    static LoadErrors errors;
    return errors;
}

} // namespace

ClimateProfile ClimateProfiles::read(const json &o, const std::string &path, JsonFieldReader &r)
{
    ClimateProfile p;
    p.id = r.string(o, "id", path);
    p.name = r.optString(o, "name", path, p.id);
    if (const json *m = r.array(o, "match", path, false, 50)) {
        for (size_t i = 0; i < m->size(); ++i) {
            if ((*m)[i].is_string())
                p.match.push_back(lower((*m)[i].get<std::string>()));
            else
                r.error(JsonFieldReader::child(JsonFieldReader::child(path, "match"), i), "expected a string.");
        }
    }
    p.station = r.optString(o, "station", path);
    p.period = r.optString(o, "period", path);
    p.source = r.string(o, "source", path);
    p.caveats = r.optString(o, "caveats", path);
    // Ranges: the coldest/hottest monthly means on record are well inside -60..50 C.
    p.meanC = months(o, "mean_c", path, -60.0, 50.0, r);
    p.dailyRangeK = months(o, "daily_range_k", path, 0.0, 40.0, r);
    p.rhPct = months(o, "rh_pct", path, 1.0, 100.0, r);
    p.rhEstimated = r.optBool(o, "rh_estimated", path, false);
    p.rhMethod = r.optString(o, "rh_method", path);
    if (const json *d = r.object(o, "design_conditions", path, false))
        p.design = DesignConditionsIo::read(*d, JsonFieldReader::child(path, "design_conditions"), r);
    return p;
}

json ClimateProfiles::toJson(const ClimateProfile &p)
{
    json o = {{"id", p.id}, {"name", p.name}, {"match", p.match}, {"station", p.station}, {"period", p.period},
              {"source", p.source}, {"caveats", p.caveats}, {"mean_c", p.meanC}, {"daily_range_k", p.dailyRangeK},
              {"rh_pct", p.rhPct}, {"rh_estimated", p.rhEstimated}};
    if (!p.rhMethod.empty())
        o["rh_method"] = p.rhMethod;
    if (p.design)
        o["design_conditions"] = DesignConditionsIo::toJson(*p.design);
    return o;
}

LoadErrors ClimateProfiles::parseFile(const std::string &text, const std::string &fileName, ClimateProfile &out)
{
    JsonFieldReader r(fileName);
    const json doc = json::parse(text, nullptr, false);
    if (doc.is_discarded()) {
        r.error("", "the file is not valid JSON.");
        return r.takeErrors();
    }
    if (!r.expectObject(doc, ""))
        return r.takeErrors();
    out = read(doc, "", r);
    return r.takeErrors();
}

const ClimateProfiles &ClimateProfiles::builtIn()
{
    static const ClimateProfiles profiles = [] {
        ClimateProfiles c;
        LoadErrors errors;
        const QDir dir(QStringLiteral(":/climate"));
        const QStringList names = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        if (names.isEmpty())
            errors.push_back({":/climate", {}, "no built-in climate profiles were found; the program was built "
                                               "without its climate resources."});
        for (const QString &name : names) {
            const std::string fileName = dir.filePath(name).toStdString();
            QFile file(dir.filePath(name));
            if (!file.open(QIODevice::ReadOnly)) {
                errors.push_back({fileName, {}, "the built-in climate file could not be read."});
                continue;
            }
            ClimateProfile p;
            LoadErrors e = parseFile(file.readAll().toStdString(), fileName, p);
            if (!e.empty()) {
                errors.insert(errors.end(), e.begin(), e.end());
                continue;
            }
            if (c.find(p.id)) {
                errors.push_back({fileName, "/id", "climate profile id '" + p.id + "' is defined twice."});
                continue;
            }
            c.mProfiles.push_back(std::move(p));
        }
        builtInErrorStore() = std::move(errors);
        return c;
    }();
    return profiles;
}

const LoadErrors &ClimateProfiles::builtInErrors()
{
    builtIn();
    return builtInErrorStore();
}

const ClimateProfile *ClimateProfiles::find(const std::string &id) const
{
    for (const ClimateProfile &p : mProfiles)
        if (p.id == id)
            return &p;
    return nullptr;
}

const ClimateProfile *ClimateProfiles::matchLocation(const std::string &location) const
{
    const std::string loc = lower(location);
    if (loc.empty())
        return nullptr;
    for (const ClimateProfile &p : mProfiles) {
        if (loc == p.id || loc.find(lower(p.name)) != std::string::npos)
            return &p;
        for (const std::string &m : p.match)
            if (!m.empty() && loc.find(m) != std::string::npos)
                return &p;
    }
    return nullptr;
}

} // namespace dcs
