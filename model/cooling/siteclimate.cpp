#include "siteclimate.h"
#include "climate/climateprofiles.h"
#include "climate/hourlyclimate.h"
#include "project/project.h"
#include <deque>
#include <mutex>

namespace dcs {

namespace {

// The year synthesised from normals depends on nothing else: every evaluation (each edit in the
// studio, each variant of a sweep) asked for the same 8,760 hours again, 9 ms of the cooling
// engine's 10 on stress-16k. The last few are kept, shared and immutable; sweeps evaluate on
// several threads, hence the lock.
std::shared_ptr<const HourlyClimate> synthesisedYear(const ClimateProfile &normals, bool withWetBulb)
{
    struct Entry {
        ClimateProfile normals;
        bool withWetBulb;
        std::shared_ptr<const HourlyClimate> year;
    };
    static std::mutex lock;
    static std::deque<Entry> recent;
    constexpr size_t kKept = 8;
    {
        const std::lock_guard<std::mutex> guard(lock);
        for (const Entry &e : recent)
            if (e.withWetBulb == withWetBulb && e.normals == normals)
                return e.year;
    }
    HourlyClimate year = HourlyClimate::synthesise(normals, withWetBulb);
    if (normals.design)
        year.appendDesignConditions(*normals.design);
    auto shared = std::make_shared<const HourlyClimate>(std::move(year));
    const std::lock_guard<std::mutex> guard(lock);
    recent.push_front({normals, withWetBulb, shared});
    if (recent.size() > kKept)
        recent.pop_back();
    return shared;
}

} // namespace

const ClimateProfile &SiteClimate::normals(const Project &p, std::string *how)
{
    const CoolingSettings &s = p.cooling;
    const ClimateProfiles &all = ClimateProfiles::builtIn();
    auto say = [&](const char *w) {
        if (how)
            *how = w;
    };
    if (s.climateProfileId == ClimateProfiles::kCustomId && s.customClimate) {
        say("setting");
        return *s.customClimate;
    }
    if (!s.climateProfileId.empty())
        if (const ClimateProfile *c = all.find(s.climateProfileId)) {
            say("setting");
            return *c;
        }
    if (const ClimateProfile *c = all.matchLocation(p.site.location)) {
        say("site location");
        return *c;
    }
    say("fallback");
    if (const ClimateProfile *c = all.find(ClimateProfiles::kFallbackId))
        return *c;
    static const ClimateProfile empty = [] {
        ClimateProfile c;  // 0 C all year: only when the program was built without its resources
        c.id = "none";
        c.name = "No climate data";
        c.source = "none";
        c.rhPct.fill(50.0);
        return c;
    }();
    return all.profiles().empty() ? empty : all.profiles().front();
}

SiteClimate SiteClimate::resolve(const Project &p, bool withWetBulb)
{
    const CoolingSettings &s = p.cooling;
    SiteClimate c;
    if (s.climateProfileId == ClimateProfiles::kWeatherId && s.weather) {
        const SiteWeather &w = *s.weather;
        c.id = ClimateProfiles::kWeatherId;
        c.name = w.station;
        c.station = w.station + (w.wmo.empty() ? "" : " (WMO " + w.wmo + ")");
        c.period = w.dataSource.empty() ? "one measured year" : w.dataSource + " year";
        c.source = "weather file " + w.fileName;
        c.caveats = "Measured hours from the imported EPW file (dry bulb; wet bulb from its humidity or dew point).";
        c.measured = true;
        c.how = "setting";
        c.design = w.design;
        c.year = std::make_shared<const HourlyClimate>(w.year());  // always with its wet bulb: it is stored
        return c;
    }
    const ClimateProfile &n = normals(p, &c.how);
    c.id = n.id;
    c.name = n.name;
    c.station = n.station;
    c.period = n.period;
    c.source = n.source;
    c.caveats = n.caveats;
    c.rhEstimated = n.rhEstimated;
    c.design = n.design;
    c.year = synthesisedYear(n, withWetBulb);
    return c;
}

} // namespace dcs
