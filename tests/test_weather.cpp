// EPW weather files (issue 34 item 3): the reader on a small EPW the test writes itself, with the
// header and first hour of the NREL TMY3 file for Washington Dulles (EnergyPlus repository,
// weather/USA_VA_Sterling-Washington.Dulles.Intl.AP.724030_TMY3.epw), and its bad inputs.
#include "catalog/catalog.h"
#include "climate/epwreader.h"
#include "smallepw.h"
#include "climate/hourlyclimate.h"
#include "climate/siteweather.h"
#include "io/weatherimport.h"
#include "cooling/coolingengine.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "project/project.h"
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>
#include <cmath>
#include <string>

using namespace dcs;
using dcs::test::epw;
using dcs::test::kFirstHour;
using dcs::test::kHeader;

namespace {

bool saysAt(const EpwReader::Result &r, const std::string &fragment)
{
    for (const std::string &e : r.errors)
        if (e.find(fragment) != std::string::npos)
            return true;
    return false;
}

std::string joined(const std::vector<std::string> &lines)
{
    std::string out;
    for (const std::string &e : lines)
        out += e + "\n";
    return out;
}

std::string all(const LoadErrors &errors)
{
    std::string out;
    for (const LoadError &e : errors)
        out += e.path + ": " + e.message + "\n";
    return out;
}

SiteWeather dulles()
{
    const EpwReader::Result r = EpwReader::read(epw(), "dulles.epw");
    std::string why;
    std::optional<SiteWeather> w = SiteWeather::fromEpw(*r.file, "dulles.epw", &why);
    if (!w)
        qFatal("%s", why.c_str());
    return *w;
}

// A project whose climate is the imported Dulles year.
Project onWeather()
{
    Project p;
    p.cooling.climateProfileId = "weather";
    p.cooling.weather = SiteWeatherRef(dulles());
    return p;
}

std::string all(const EpwReader::Result &r)
{
    std::string out;
    for (const std::string &e : r.errors)
        out += e + "\n";
    return out;
}

} // namespace

class TestWeather : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsAYear()
    {
        const EpwReader::Result r = EpwReader::read(epw(), "dulles.epw");
        QVERIFY2(r.file, all(r).c_str());
        const EpwFile &f = *r.file;
        QCOMPARE(f.location.city, std::string("Washington Dc Dulles IntL Ar"));
        QCOMPARE(f.location.wmo, std::string("724030"));
        QCOMPARE(f.location.latitudeDeg, 38.98);
        QCOMPARE(f.location.longitudeDeg, -77.47);  // west negative
        QCOMPARE(f.location.timeZoneH, -5.0);
        QCOMPARE(f.location.elevationM, 82.0);
        QCOMPARE(int(f.hours.size()), 8760);
        // The first hour by hand: fields 7-10 are dry bulb 0.0 °C, dew point -5.0 °C, RH 66 %,
        // pressure 101,700 Pa.
        const EpwHour &h = f.hours.front();
        QCOMPARE(h.month, 1);
        QCOMPARE(h.day, 1);
        QCOMPARE(h.hour, 1);
        QCOMPARE(h.dryBulbC, 0.0);
        QCOMPARE(h.dewPointC, -5.0);
        QCOMPARE(h.relativeHumidityPct, 66.0);
        QCOMPARE(h.pressurePa, 101700.0);
        // The last: 31 December, hour 24: 10 + 24 / 10 = 12.4 °C.
        QCOMPARE(f.hours.back().month, 12);
        QCOMPARE(f.hours.back().day, 31);
        QCOMPARE(f.hours.back().hour, 24);
        QVERIFY(std::abs(f.hours.back().dryBulbC - 12.4) < 1e-9);
        // Design conditions (ASHRAE 2009, as the DDY beside the file gives them): heating 99.6 %
        // -11.8 °C; cooling 0.4 % 34.1 °C with 23.9 °C mean coincident wet bulb; evaporation 0.4 %
        // 25.4 °C wet bulb with 31.6 °C mean coincident dry bulb.
        QVERIFY(f.design.hasCooling());
        QVERIFY(f.design.hasEvaporation());
        QCOMPARE(f.design.source, std::string("Climate Design Data 2009 ASHRAE Handbook"));
        QCOMPARE(f.design.heating996DryBulbC, -11.8);
        QCOMPARE(f.design.cooling04DryBulbC, 34.1);
        QCOMPARE(f.design.cooling04MeanWetBulbC, 23.9);
        QCOMPARE(f.design.evaporation04WetBulbC, 25.4);
        QCOMPARE(f.design.evaporation04MeanDryBulbC, 31.6);
    }

    // The year as the cooling engine reads it: dry bulb as read; wet bulb by Stull (2011) from
    // dry bulb and RH. At 0 °C and 66 %: the first term is 0 x ... = 0; atan(66) - atan(64.323669)
    // = 1.555645 - 1.555250 = 0.000395; 0.00391838 x 66^1.5 x atan(0.023101 x 66) = 0.00391838 x
    // 536.19 x 0.99045 = 2.08091; 0.000395 + 2.08091 - 4.686035 = -2.6047 °C.
    void asHourlyClimate()
    {
        const EpwReader::Result r = EpwReader::read(epw(), "dulles.epw");
        QVERIFY2(r.file, all(r).c_str());
        std::string why;
        const std::optional<HourlyClimate> h = HourlyClimate::fromEpw(*r.file, true, &why);
        QVERIFY2(h, why.c_str());
        QCOMPARE(int(h->dryBulbC.size()), HourlyClimate::kHours);
        QCOMPARE(h->dryBulbC.front(), 0.0);
        QVERIFY2(std::abs(h->wetBulbC.front() - HourlyClimate::stullWetBulbC(0.0, 66.0)) < 1e-12, std::to_string(h->wetBulbC.front()).c_str());
        QVERIFY2(std::abs(h->wetBulbC.front() - (-2.6045)) < 1e-3, std::to_string(h->wetBulbC.front()).c_str());
        QCOMPARE(int(h->month.back()), 11);
        // With RH missing the dew point gives it: -5 °C dew point at 0 °C is 100 x 6.1094 e^(17.625 x
        // -5 / 238.04) / 6.1094 = 100 x e^-0.370211 = 69.06 %.
        EpwFile gap = *r.file;
        gap.hours.front().relativeHumidityPct = kEpwMissing;
        const std::optional<HourlyClimate> g = HourlyClimate::fromEpw(gap, true, &why);
        QVERIFY2(g, why.c_str());
        QVERIFY(std::abs(g->wetBulbC.front() - HourlyClimate::stullWetBulbC(0.0, 100.0 * std::exp(-0.370211))) < 1e-4);
        // Neither: refused, naming the hour.
        gap.hours.front().dewPointC = kEpwMissing;
        QVERIFY(!HourlyClimate::fromEpw(gap, true, &why));
        QVERIFY2(why.find("the hour 1/1 1 has neither relative humidity nor dew point") != std::string::npos, why.c_str());
        QVERIFY(HourlyClimate::fromEpw(gap, false));  // dry bulb alone needs no humidity
    }

    void missingCodesReadAsMissing()
    {
        // Dew point 99.9, RH 999 and pressure 999999 are the dictionary's missing codes.
        std::string first = kFirstHour;
        first.replace(first.find(",-5.0,66,101700,"), 16, ",99.9,999,999999,");
        const EpwReader::Result r = EpwReader::read(epw(8760, first), "gaps.epw");
        QVERIFY2(r.file, all(r).c_str());
        QVERIFY(std::isnan(r.file->hours.front().dewPointC));
        QVERIFY(std::isnan(r.file->hours.front().relativeHumidityPct));
        QVERIFY(std::isnan(r.file->hours.front().pressurePa));
    }

    void badFiles()
    {
        // A missing dry bulb is refused at its line (the header is 8 lines: the first hour is line 9).
        std::string first = kFirstHour;
        first.replace(first.find(",0.0,-5.0,"), 10, ",99.9,-5.0,");
        EpwReader::Result r = EpwReader::read(epw(8760, first), "gap.epw");
        QVERIFY(!r.file);
        QVERIFY2(saysAt(r, "gap.epw line 9: field 7 (dry bulb) '99.9' is missing"), all(r).c_str());
        // A short year.
        r = EpwReader::read(epw(8759), "short.epw");
        QVERIFY(!r.file);
        QVERIFY2(saysAt(r, "a year has 8,760 hours (8,784 in a leap year); this file has 8759"), all(r).c_str());
        // Hours out of order: the first hour written again at the end.
        r = EpwReader::read(epw() + kFirstHour, "order.epw");
        QVERIFY(!r.file);
        QVERIFY2(saysAt(r, "order.epw line 8769: the hour 1/1 1 does not follow"), all(r).c_str());
        // Not a weather file at all, and one too large to be one.
        r = EpwReader::read("name,x_m\nR1,2\n", "racks.csv");
        QVERIFY(!r.file);
        QVERIFY(saysAt(r, "no LOCATION line"));
        r = EpwReader::read(std::string(EpwReader::kMaxBytes + 1, 'x'), "huge.epw");
        QVERIFY(!r.file);
        QVERIFY(saysAt(r, "not an EPW weather file"));
        // A row too short, and a bad month.
        r = EpwReader::read(std::string(kHeader) + "1997,1,1\n", "cut.epw");
        QVERIFY2(saysAt(r, "cut.epw line 9: an hour needs at least 10 fields"), all(r).c_str());
        r = EpwReader::read(std::string(kHeader) + "1997,13,1,1,0,f,1,1,1,1\n", "month.epw");
        QVERIFY2(saysAt(r, "month.epw line 9: month, day and hour must be"), all(r).c_str());
    }

    void siteWeatherFromEpw()
    {
        const SiteWeather w = dulles();
        QCOMPARE(w.station, std::string("Washington Dc Dulles IntL Ar, VA, USA"));
        QCOMPARE(w.wmo, std::string("724030"));
        QCOMPARE(w.dataSource, std::string("TMY3"));
        QVERIFY(w.design && w.design->hasCooling());
        QCOMPARE(w.design->cooling04DryBulbC, 34.1);
        QCOMPARE(int(w.dryBulbC.size()), 8760);
        QCOMPARE(int(w.wetBulbC.size()), 8760);
        // The first hour: 0.0 °C at 66 % RH; Stull's wet bulb kept to 0.01 K.
        QCOMPARE(w.dryBulbC[0], 0.0);
        QCOMPARE(w.wetBulbC[0], std::round(HourlyClimate::stullWetBulbC(0.0, 66.0) * 100.0) / 100.0);
        // The engines' year: 8,760 hours, then the cooling and the evaporation design points.
        const HourlyClimate year = w.year();
        QCOMPARE(year.points(), 8762);
        QCOMPARE(year.dryBulbC[8760], 34.1);
        QCOMPARE(year.wetBulbC[8760], 23.9);
        QCOMPARE(year.dryBulbC[8761], 31.6);  // evaporation 0.4 %: MCDB 31.6 with WB 25.4
        QCOMPARE(year.wetBulbC[8761], 25.4);
        QCOMPARE(int(year.month.size()), 8760);
        QCOMPARE(int(year.month[8759]), 11);
    }

    void importRefusesWhatTheProjectCouldNotReadBack()
    {
        // A design line whose coincident wet bulb is above its dry bulb: the reader takes the
        // figures as they stand, the import refuses them (the design could not be reopened).
        std::string swapped = epw();
        const size_t at = swapped.find("Cooling,7,11.4,34.1,23.9");
        QVERIFY(at != std::string::npos);
        swapped.replace(at, 24, "Cooling,7,11.4,23.9,34.1");
        const EpwReader::Result r = EpwReader::read(swapped, "swapped.epw");
        QVERIFY2(r.file, all(r).c_str());
        std::string why;
        QVERIFY(!SiteWeather::fromEpw(*r.file, "swapped.epw", &why));
        QCOMPARE(why, std::string("the DESIGN CONDITIONS line (cooling_04_mcwb_c): a wet bulb cannot be above its dry bulb."));
        // A dry bulb the project could not store (above 70 °C) is refused at its line: line 9,
        // the first hour after the eight header lines.
        const EpwReader::Result hot = EpwReader::read(epw(8760, std::string(kFirstHour).replace(64, 3, "75.0")), "hot.epw");
        QVERIFY(!hot.file);
        QVERIFY2(saysAt(hot, "hot.epw line 9: field 7 (dry bulb) '75.0' is missing or not a temperature from -90 to 70 °C"),
                 all(hot).c_str());
    }

    void weatherTravelsWithTheProject()
    {
        const Project p = onWeather();
        const ReadResult back = ProjectReader::readText(ProjectWriter::toText(p), "w.json", Catalog::builtIn());
        QVERIFY2(back.project, all(back.errors).c_str());
        QVERIFY(back.project->cooling.weather == p.cooling.weather);
        QCOMPARE(back.project->cooling.climateProfileId, std::string("weather"));
        // The engine runs on the measured hours (10 to 12.4 °C here) and sizes on Dulles' 0.4 %.
        std::vector<Warning> w;
        const CoolingResult r = CoolingEngine::evaluate({*back.project, Catalog::builtIn(), w}, {});
        QVERIFY(r.climateMeasured);
        QCOMPARE(r.climateId, std::string("weather"));
        QCOMPARE(r.climateSource, std::string("weather file dulles.epw"));
        QCOMPARE(r.climateYearMaxDryBulbC, 12.4);
        QVERIFY(r.climateDesign && r.climateDesign->cooling04DryBulbC == 34.1);
        QCOMPARE(r.year->dryBulbC[1], 10.2);  // the second hour of the generated file: 10 + 2 / 10
    }

    void badWeatherInAProject()
    {
        nlohmann::json doc = ProjectWriter::toJson(onWeather());
        auto errorsOf = [](nlohmann::json d) {
            return all(ProjectReader::readJson(std::move(d), "w.json", Catalog::builtIn()).errors);
        };
        nlohmann::json shortYear = doc;
        shortYear["cooling"]["weather"]["dry_bulb_c"].erase(0);
        QVERIFY2(errorsOf(shortYear).find("/cooling/weather/dry_bulb_c: expected 8,760 hourly values") != std::string::npos,
                 errorsOf(shortYear).c_str());
        // Hour 4,345 is 1 July 01:00 (181 days before July: 31 + 28 + 31 + 30 + 31 + 30).
        nlohmann::json wetAboveDry = doc;
        wetAboveDry["cooling"]["weather"]["wet_bulb_c"][4345] = 40.0;
        QVERIFY2(errorsOf(wetAboveDry).find("/cooling/weather/wet_bulb_c/4345: hour 4345 (1 July 01:00): the wet bulb is above "
                                            "the dry bulb") != std::string::npos,
                 errorsOf(wetAboveDry).c_str());
        nlohmann::json notANumber = doc;
        notANumber["cooling"]["weather"]["dry_bulb_c"][0] = "hot";
        QVERIFY2(errorsOf(notANumber).find("/cooling/weather/dry_bulb_c/0: hour 0 (1 January 00:00)") != std::string::npos,
                 errorsOf(notANumber).c_str());
        nlohmann::json noWeather = doc;
        noWeather["cooling"].erase("weather");
        QVERIFY2(errorsOf(noWeather).find("/cooling/climate_profile: \"weather\" needs a weather object") != std::string::npos,
                 errorsOf(noWeather).c_str());
        nlohmann::json halfDesign = doc;
        halfDesign["cooling"]["weather"]["design_conditions"].erase("cooling_04_mcwb_c");
        QVERIFY2(errorsOf(halfDesign).find("given together or not at all") != std::string::npos, errorsOf(halfDesign).c_str());
    }

    void importFromDisk()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dulles.epw"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(epw()));
        f.close();
        const WeatherImport::Result ok = WeatherImport::fromFile(path.toStdString(), "dulles.epw");
        QVERIFY2(ok.weather, joined(ok.errors).c_str());
        QCOMPARE(ok.weather->fileName, std::string("dulles.epw"));
        QCOMPARE(ok.weather->dryBulbC, dulles().dryBulbC);
        const WeatherImport::Result missing = WeatherImport::fromFile(dir.filePath("none.epw").toStdString(), "none.epw");
        QVERIFY(!missing.weather);
        QCOMPARE(joined(missing.errors), std::string("none.epw: no such file.\n"));
        const WeatherImport::Result folder = WeatherImport::fromFile(dir.path().toStdString(), "weather/");
        QCOMPARE(joined(folder.errors), std::string("weather/: not a regular file.\n"));
        QFile bad(dir.filePath(QStringLiteral("bad.epw")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(QByteArray::fromStdString(epw(100)));
        bad.close();
        const WeatherImport::Result shortFile = WeatherImport::fromFile(bad.fileName().toStdString(), "bad.epw");
        QVERIFY(!shortFile.weather);
        QVERIFY2(joined(shortFile.errors).find("bad.epw: a year has 8,760 hours") != std::string::npos, joined(shortFile.errors).c_str());
    }
};

QTEST_GUILESS_MAIN(TestWeather)
#include "test_weather.moc"
