// Scenarios side by side and sweeps (issue 18, docs/sweep.md): the comparison model, the
// Pareto front, the sweep's numbering and shards, a sweep's rows against separate
// evaluations, and the compare / sweep / sweep-merge command lines with their bad inputs.
#include "analysis/analyzer.h"
#include "analysis/comparison.h"
#include "analysis/headlinefigures.h"
#include "analysis/paretofront.h"
#include "catalog/catalog.h"
#include "cooling/coolingresult.h"
#include "dynamics/powerdynamicsresult.h"
#include "io/projectoverride.h"
#include "io/projectreader.h"
#include "json/csvtext.h"
#include "processrun.h"
#include "smallepw.h"
#include "sweep/sweepmerge.h"
#include "sweep/sweepplan.h"
#include "sweep/sweeprunner.h"
#include "sweep/sweeptable.h"
#include "sweep/sweepvariants.h"
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <map>

using namespace dcs;
using dcs::test::Run;
using dcs::test::dcstudio;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(DCS_SOURCE_DIR "/projects/") + QLatin1String(name);
}

struct Loaded {
    nlohmann::json doc;
    Project project;
    Catalog catalog;
};

Loaded load(const QString &path, const std::vector<std::string> &sets = {})
{
    Loaded l;
    std::string text;
    if (!ProjectReader::parseFile(path, "base.json", l.doc, text).empty())
        qFatal("cannot parse %s", qPrintable(path));
    nlohmann::json edited = l.doc;
    for (const std::string &s : sets)
        if (!applyOverride(edited, s).empty())
            qFatal("bad override %s", s.c_str());
    ReadResult r = ProjectReader::readJson(edited, "base.json", Catalog::builtIn());
    if (!r.project)
        qFatal("cannot read %s: %s", qPrintable(path), formatErrors(r.errors).c_str());
    LoadErrors ignored;
    l.catalog = Catalog::builtIn().withCustomEntries(r.project->customCatalog.get(), {}, ignored);
    l.project = std::move(*r.project);
    return l;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}

// Exactly equal, NaN equal to NaN (a figure both designs lack).
bool sameFigures(const std::vector<double> &a, const std::vector<double> &b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (!(a[i] == b[i] || (std::isnan(a[i]) && std::isnan(b[i]))))
            return false;
    return true;
}

Warning warning(WarningCode code, std::vector<std::string> objects, const char *message = "m")
{
    return {code, message, std::move(objects)};
}

} // namespace

class TestCompareSweep : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void compareOfADesignWithItselfShowsNoDifferences()
    {
        const Loaded l = load(sample("superpod-h100-air.json"));
        const Analysis a = Analyzer::run(l.project, l.catalog), b = Analyzer::run(l.project, l.catalog);
        const Comparison c = Comparison::build({{"A", &l.project, &a}, {"B", &l.project, &b}});
        QVERIFY(c.identical());
        QCOMPARE(c.differingRows(), 0);
        QCOMPARE(c.rows.size(), HeadlineFigures::all().size());
        for (const Comparison::Row &r : c.rows) {
            QCOMPARE(r.verdicts[1], Comparison::Verdict::Same);
            QVERIFY(r.differences[1] == 0 || std::isnan(r.values[0]));
        }
        QVERIFY(c.warnings[1].added.empty() && c.warnings[1].removed.empty());
        // The sample has warnings, so "none added or removed" is a real match, not two empty lists.
        QVERIFY(!a.warnings.empty());

        const Run r = dcstudio({"compare", sample("superpod-h100-air.json"), sample("superpod-h100-air.json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("No differences"));
        QVERIFY(r.out.contains("Annual PUE"));
        QVERIFY(r.out.contains("0 added, 0 removed"));
    }

    void compareJudgesDifferencesByDirection()
    {
        const Loaded air = load(sample("superpod-h100-air.json")), liquid = load(sample("superpod-h100-liquid.json"));
        const Analysis a = Analyzer::run(air.project, air.catalog), l = Analyzer::run(liquid.project, liquid.catalog);
        const Comparison c = Comparison::build({{"air", &air.project, &a}, {"liquid", &liquid.project, &l}});
        const Comparison::Row &pue = c.rows[size_t(HeadlineFigures::indexOf("pue_annual"))];
        QCOMPARE(pue.values[0], a.cooling->design().pue);
        QCOMPARE(pue.values[1], l.cooling->design().pue);
        QCOMPARE(pue.differences[1], l.cooling->design().pue - a.cooling->design().pue);
        // Lower PUE is better: the verdict follows the sign of the difference.
        QCOMPARE(pue.verdicts[1], pue.differences[1] < 0 ? Comparison::Verdict::Better : Comparison::Verdict::Worse);
        // MFU is better higher: a design with the higher MFU is "better" even though the number grew.
        const Comparison::Row &mfu = c.rows[size_t(HeadlineFigures::indexOf("mfu_pct"))];
        if (mfu.differences[1] != 0)
            QCOMPARE(mfu.verdicts[1], mfu.differences[1] > 0 ? Comparison::Verdict::Better : Comparison::Verdict::Worse);
        QVERIFY(!c.identical());

        const Run r = dcstudio({"compare", sample("superpod-h100-air.json"), sample("superpod-h100-liquid.json"), "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value("format").toString(), QStringLiteral("dcstudio-comparison"));
        QCOMPARE(doc.value("designs").toArray().size(), 2);
        QCOMPARE(doc.value("figures").toArray().size(), qsizetype(HeadlineFigures::all().size()));
        const QJsonObject first = doc.value("figures").toArray().at(0).toObject();
        for (const char *key : {"key", "label", "unit", "better", "values", "differences", "verdicts"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
        QCOMPARE(doc.value("warnings").toArray().size(), 2);
    }

    void warningDeltaMatchesByCodeAndObjects()
    {
        Project p;
        Analysis base, other;
        using C = WarningCode;
        base.warnings = {warning(C::PowerImbalance, {"R1", "R2"}), warning(C::PowerUnconnectedPsu, {"R2"}),
                         warning(C::PowerUnconnectedPsu, {"R2"})};
        // Same code and objects (in another order, another message): the same finding.
        other.warnings = {warning(C::PowerImbalance, {"R2", "R1"}, "new figures"), warning(C::PowerUnconnectedPsu, {"R2"}),
                          warning(C::CoolingRackDensity, {"R3"})};
        const Comparison c = Comparison::build({{"A", &p, &base}, {"B", &p, &other}});
        QCOMPARE(c.warnings[1].added.size(), size_t(1));
        QCOMPARE(c.warnings[1].added[0].key(), std::string("cooling.rack_density"));
        // power.unconnected_psu twice in A, once in B: one removed.
        QCOMPARE(c.warnings[1].removed.size(), size_t(1));
        QCOMPARE(c.warnings[1].removed[0].key(), std::string("power.unconnected_psu"));
        // The warnings row counts them: 3 against 3.
        QCOMPARE(c.rows[size_t(HeadlineFigures::indexOf("warnings"))].values[1], 3.0);
    }

    void paretoFrontByHand()
    {
        // (1,5) (2,3) (3,4) (4,1) (2,3) (NaN,0): (3,4) is beaten by (2,3) in both; the two (2,3)
        // do not dominate each other; the NaN point is never on the front.
        const std::vector<double> x = {1, 2, 3, 4, 2, NAN}, y = {5, 3, 4, 1, 3, 0};
        const std::vector<bool> f = ParetoFront::of(x, y, true, true);
        QCOMPARE(f, (std::vector<bool>{true, true, false, true, true, false}));
        // Higher y better: (1,5) has both the lowest x and the highest y, so it dominates every
        // other point and is the whole front.
        const std::vector<bool> g = ParetoFront::of(x, y, true, false);
        QCOMPARE(g, (std::vector<bool>{true, false, false, false, false, false}));
    }

    void planNumbersVariantsAndShards()
    {
        SweepPlan plan;
        SweepAxis a, b;
        QVERIFY(SweepAxis::parse("site.electricity_price_per_kwh=0.05,0.12", a).empty());
        QVERIFY(SweepAxis::parse("site.location=\"Ashburn, VA\",Dublin,[1,2]", b).empty());
        QCOMPARE(b.values, (std::vector<std::string>{"\"Ashburn, VA\"", "Dublin", "[1,2]"}));
        plan.axes = {a, b};
        QCOMPARE(plan.count(), std::uint64_t(6));
        // The last axis runs fastest: 0 = (0.05, Ashburn), 1 = (0.05, Dublin), 3 = (0.12, Ashburn).
        QCOMPARE(plan.valuesOf(1), (std::vector<std::string>{"0.05", "Dublin"}));
        QCOMPARE(plan.valuesOf(3), (std::vector<std::string>{"0.12", "\"Ashburn, VA\""}));
        // In the CSV a JSON string value is the string, quoted by CSV's rule for its comma.
        SweepRow row;
        row.variant = 3;
        row.values = plan.valuesOf(3);
        row.error = "refused";
        QCOMPARE(SweepTable::csvLine(row).substr(0, 27), std::string("3,0.12,\"Ashburn, VA\",error,"));
        QCOMPARE(CsvText::parse(SweepTable::csvLine(row)).records.at(0).fields.at(2), std::string("Ashburn, VA"));
        // 7 variants in 3 parts: floor(7 i / 3) = 0, 2, 4, 7.
        QCOMPARE(SweepPlan::range(7, {1, 3}), std::make_pair(std::uint64_t(0), std::uint64_t(2)));
        QCOMPARE(SweepPlan::range(7, {2, 3}), std::make_pair(std::uint64_t(2), std::uint64_t(4)));
        QCOMPARE(SweepPlan::range(7, {3, 3}), std::make_pair(std::uint64_t(4), std::uint64_t(7)));
        // More parts than variants: some parts are empty, none overlaps.
        QCOMPARE(SweepPlan::range(2, {2, 5}), std::make_pair(std::uint64_t(0), std::uint64_t(0)));
        SweepPlan::Shard s;
        QVERIFY(!SweepPlan::parseShard("4/3", s).empty());
        QVERIFY(!SweepPlan::parseShard("0/3", s).empty());
        QVERIFY(!SweepPlan::parseShard("1-3", s).empty());
        QVERIFY(SweepPlan::parseShard("3/3", s).empty());
        SweepAxis bad;
        QVERIFY(SweepAxis::parse("sytem=dgx-h100", bad).find("did you mean 'system'") != std::string::npos);
        QVERIFY(!SweepAxis::parse("nodes=4,,8", bad).empty());
        QVERIFY(!SweepAxis::parse("nodes=4,4", bad).empty());
    }

    void twoByThreeSweepEqualsSixSeparateEvaluations()
    {
        const QString basePath = sample("superpod-h100-air.json");
        const Loaded base = load(basePath);
        SweepPlan plan;
        SweepAxis price, tokens;
        QVERIFY(SweepAxis::parse("site.electricity_price_per_kwh=0.05,0.12", price).empty());
        QVERIFY(SweepAxis::parse("workload.tokens=5e11,1e12,2e12", tokens).empty());
        plan.axes = {price, tokens};
        const SweepVariants variants(base.doc, base.project, plan, {}, "base.json");
        QVERIFY(variants.validate().empty());
        std::vector<SweepRow> rows;
        SweepRunner::run(variants, 0, plan.count(), 2, [&](const SweepRow &r) { rows.push_back(r); });
        QCOMPARE(rows.size(), size_t(6));
        const char *prices[] = {"0.05", "0.12"};
        const char *tokenCounts[] = {"5e11", "1e12", "2e12"};
        for (size_t i = 0; i < 6; ++i) {
            QCOMPARE(rows[i].variant, std::uint64_t(i));
            QVERIFY2(rows[i].ok, rows[i].error.c_str());
            // The same design evaluated on its own: the file with both values set, read, analysed.
            const Loaded alone = load(basePath, {std::string("site.electricity_price_per_kwh=") + prices[i / 3],
                                                 std::string("workload.tokens=") + tokenCounts[i % 3]});
            const std::vector<double> expected = HeadlineFigures::of(Analyzer::run(alone.project, alone.catalog));
            QVERIFY2(sameFigures(rows[i].figures, expected), qPrintable(QString::number(i)));
        }
        // The values move the figures: energy cost scales with the price (0.12 / 0.05 = 2.4),
        // training time with the tokens (twice the tokens, twice the days).
        const int cost = HeadlineFigures::indexOf("annual_energy_cost"), days = HeadlineFigures::indexOf("days_to_train");
        QVERIFY(std::abs(rows[3].figures[size_t(cost)] / rows[0].figures[size_t(cost)] - 2.4) < 1e-9);
        QVERIFY(std::abs(rows[2].figures[size_t(days)] / rows[1].figures[size_t(days)] - 2.0) < 0.02);

        // The command line's rows equal six separate `dcstudio evaluate --set` runs.
        QTemporaryDir dir;
        const QString csv = dir.filePath("r.csv");
        const Run r = dcstudio({"sweep", basePath, "--vary", "site.electricity_price_per_kwh=0.05,0.12", "--vary",
                                "workload.tokens=5e11,1e12,2e12", "-o", csv, "--quiet"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QByteArray> lines = readAll(csv).trimmed().split('\n');
        QCOMPARE(lines.size(), 7);
        QVERIFY(lines[0].startsWith("variant,site.electricity_price_per_kwh,workload.tokens,status,gpus,"));
        const CsvText::Parsed table = CsvText::parse(readAll(csv).toStdString());
        QVERIFY2(table.error.empty(), table.error.c_str());
        QCOMPARE(table.records.size(), size_t(7));
        const std::vector<std::string> &head = table.records[0].fields;
        const auto column = [&](const char *key) { return size_t(std::find(head.begin(), head.end(), key) - head.begin()); };
        for (int i = 0; i < 6; ++i) {
            const Run e = dcstudio({"evaluate", basePath, "--set", QStringLiteral("site.electricity_price_per_kwh=%1").arg(prices[i / 3]),
                                    "--set", QStringLiteral("workload.tokens=%1").arg(tokenCounts[i % 3])});
            QCOMPARE(e.exitCode, 0);
            const QJsonObject doc = QJsonDocument::fromJson(e.out).object();
            const std::vector<std::string> &row = table.records[size_t(i) + 1].fields;
            QCOMPARE(row[column("pue_annual")],
                     SweepTable::formatNumber(doc["cooling"]["air"]["pue_annual"].toDouble()));
            QCOMPARE(row[column("annual_energy_cost")],
                     SweepTable::formatNumber(doc["cooling"]["air"]["energy_cost_per_year"].toDouble()));
            QCOMPARE(row[column("days_to_train")], SweepTable::formatNumber(doc["training"]["time"]["days"].toDouble()));
            QCOMPARE(row[column("tco_liquid")], SweepTable::formatNumber(doc["cost"]["liquid"]["tco"].toDouble()));
        }
    }

    void shardsMergedEqualTheUnshardedSweep()
    {
        QTemporaryDir dir;
        const QStringList sweep = {"sweep", sample("superpod-h100-air.json"), "--vary",
                                   "site.electricity_price_per_kwh=0.05,0.08,0.12", "--vary", "cooling.air.supply_air_c=22,25",
                                   "--quiet"};
        Run r = dcstudio(sweep + QStringList{"-o", dir.filePath("all.csv"), "--jsonl", dir.filePath("all.jsonl")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        for (int i = 1; i <= 3; ++i) {
            r = dcstudio(sweep + QStringList{"--shard", QStringLiteral("%1/3").arg(i), "-o", dir.filePath(QStringLiteral("p%1.csv").arg(i)),
                                             "--jsonl", dir.filePath(QStringLiteral("p%1.jsonl").arg(i)), "--jobs", "1"});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        // Parts given out of order: the merge restores variant order.
        r = dcstudio({"sweep-merge", dir.filePath("p3.csv"), dir.filePath("p1.csv"), dir.filePath("p2.csv"), "-o", dir.filePath("m.csv")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(readAll(dir.filePath("m.csv")), readAll(dir.filePath("all.csv")));
        QCOMPARE(readAll(dir.filePath("all.csv")).count('\n'), 7);
        r = dcstudio({"sweep-merge", dir.filePath("p2.jsonl"), dir.filePath("p3.jsonl"), dir.filePath("p1.jsonl"), "-o",
                      dir.filePath("m.jsonl")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(readAll(dir.filePath("m.jsonl")), readAll(dir.filePath("all.jsonl")));
        // A part missing: merged, the hole named, exit 3; a part twice: refused, exit 1.
        r = dcstudio({"sweep-merge", dir.filePath("p1.csv"), dir.filePath("p3.csv"), "-o", dir.filePath("gap.csv")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("variants 2-3"), r.err.constData());
        r = dcstudio({"sweep-merge", dir.filePath("p1.csv"), dir.filePath("p1.csv"), "-o", dir.filePath("twice.csv")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("variant 0 is in both"));
    }

    // Issue 31: a value with a comma, quotes and a line break (a JSON string on the command
    // line) survives sweep, shard and sweep-merge: the merged file equals the unsharded one
    // byte for byte, reads back as the value, and the merge's plot reads it too. Split on line
    // breaks before unquoting, as sweep-merge once did, the second half of the quoted value
    // was "a line that does not start with a variant number".
    void quotedLineBreaksSurviveShardAndMerge()
    {
        QTemporaryDir dir;
        const QString value = QStringLiteral("site.location=\"Ashburn,\\n \\\"VA\\\"\",Dublin");  // a JSON string
        const QStringList sweep = {"sweep", sample("superpod-h100-air.json"), "--vary", value, "--quiet"};
        Run r = dcstudio(sweep + QStringList{"-o", dir.filePath("all.csv")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        for (int i = 1; i <= 2; ++i) {
            r = dcstudio(sweep + QStringList{"--shard", QStringLiteral("%1/2").arg(i), "-o", dir.filePath(QStringLiteral("p%1.csv").arg(i))});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        r = dcstudio({"sweep-merge", dir.filePath("p2.csv"), dir.filePath("p1.csv"), "-o", dir.filePath("m.csv"), "--plot",
                      dir.filePath("m.png")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(readAll(dir.filePath("m.csv")), readAll(dir.filePath("all.csv")));
        const CsvText::Parsed table = CsvText::parse(readAll(dir.filePath("m.csv")).toStdString());
        QVERIFY2(table.error.empty(), table.error.c_str());
        QCOMPARE(table.records.size(), size_t(3));
        QCOMPARE(table.records[1].fields.at(1), std::string("Ashburn,\n \"VA\""));
        QCOMPARE(table.records[2].fields.at(1), std::string("Dublin"));
        QVERIFY(QFile::exists(dir.filePath("m.png")));
        // A part cut inside a quoted field is refused with its line, not merged.
        QByteArray cut = readAll(dir.filePath("p1.csv"));
        cut.truncate(cut.indexOf("Ashburn") + 3);
        QFile f(dir.filePath("cut.csv"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(cut);
        f.close();
        r = dcstudio({"sweep-merge", dir.filePath("cut.csv"), dir.filePath("p2.csv"), "-o", dir.filePath("x.csv")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("cut.csv: line 2: field 2 opens a quote that is never closed"), r.err.constData());
    }

    void badInputsAreNamed()
    {
        QTemporaryDir dir;
        const QString base = sample("superpod-h100-air.json"), out = dir.filePath("x.csv");
        Run r = dcstudio({"sweep", base, "--vary", "site.electricity_price_per_kwhh=0.1,0.2", "-o", out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--vary site.electricity_price_per_kwhh=0.1") && r.err.contains("did you mean \"electricity_price_per_kwh\""),
                 r.err.constData());
        QCOMPARE(r.err.count("unknown key"), 1);  // once for the key, not once per value
        r = dcstudio({"sweep", base, "--vary", "site.electricity_price_per_kwh=0.1,-1", "-o", out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--vary site.electricity_price_per_kwh=-1"), r.err.constData());
        QVERIFY2(!r.err.contains("=0.1:"), r.err.constData());  // only the refused value is named
        r = dcstudio({"sweep", base, "--vary", "oversubscription=1,0.5", "-o", out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--vary oversubscription=0.5"), r.err.constData());
        r = dcstudio({"sweep", base, "--vary", "sytem=dgx-h100", "-o", out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--vary 'sytem=dgx-h100'") && r.err.contains("did you mean 'system'"), r.err.constData());
        r = dcstudio({"sweep", base, "--vary", "nodes=4,8", "--shard", "4/3", "-o", out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--shard '4/3'"), r.err.constData());
        r = dcstudio({"sweep", dir.filePath("missing.json"), "--vary", "nodes=4,8", "-o", out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("BASE") && r.err.contains("missing.json"), r.err.constData());
        r = dcstudio({"sweep", base, "--vary", "nodes=4,8", "-o", out, "--pareto", "days,tco"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--pareto 'days,tco'") && r.err.contains("days_to_train"), r.err.constData());
        QVERIFY(!QFile::exists(out));  // nothing written for a refused sweep
        r = dcstudio({"compare", base});
        QCOMPARE(r.exitCode, 2);
        r = dcstudio({"compare", base, dir.filePath("missing.json")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("missing.json"), r.err.constData());
    }

    void aFailingVariantIsARowWithItsError()
    {
        // 16 GB200 NVL72 racks cannot be air cooled (the generator refuses: choose liquid);
        // the other three combinations evaluate.
        QTemporaryDir dir;
        const QString csv = dir.filePath("g.csv"), png = dir.filePath("g.png");
        const Run r = dcstudio({"sweep", sample("superpod-h100-air.json"), "--vary", "system=dgx-h100,gb200-nvl72", "--vary",
                                "cooling=air,liquid", "--vary", "nodes=16", "-o", csv, "--plot", png, "--pareto",
                                "pue_annual,tco", "--quiet"});
        QVERIFY2(r.exitCode == 3, r.err.constData());
        const CsvText::Parsed table = CsvText::parse(readAll(csv).toStdString());
        QVERIFY2(table.error.empty(), table.error.c_str());
        QCOMPARE(table.records.size(), size_t(5));
        int failed = 0;
        for (size_t i = 1; i < table.records.size(); ++i) {
            const std::vector<std::string> &f = table.records[i].fields;
            const bool gb200Air = f[1] == "gb200-nvl72" && f[2] == "air";
            QCOMPARE(f[4], std::string(gb200Air ? "error" : "ok"));
            if (gb200Air) {
                ++failed;
                QVERIFY2(f.back().find("liquid") != std::string::npos, f.back().c_str());
            } else {
                QVERIFY(f.back().empty());
            }
        }
        QCOMPARE(failed, 1);
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1400, 900));
    }

    void sweepOverWeatherFiles()
    {
        // Issue 34: --vary cooling.weather_file=A.epw,B.epw runs each variant on its measured
        // year; a file that is not a year refuses the sweep before it starts, as any bad value.
        QTemporaryDir dir;
        const QString cool = dir.filePath("cool.epw"), warm = dir.filePath("warm.epw"), bad = dir.filePath("short.epw");
        const QString csv = dir.filePath("w.csv");
        // The warm year: its first hour at 20.0 °C instead of 0.0 °C (field 7 of the row).
        const std::string warmYear = dcs::test::epw(8760, std::string(dcs::test::kFirstHour).replace(64, 3, "20.0"));
        for (const auto &[path, text] : {std::pair{cool, dcs::test::epw()}, std::pair{warm, warmYear},
                                         std::pair{bad, dcs::test::epw(100)}}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(text));
        }
        const Run r = dcstudio({"sweep", sample("superpod-h100-air.json"), "--vary", "cooling.weather_file=" + cool + "," + warm,
                                "-o", csv, "--quiet"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const CsvText::Parsed table = CsvText::parse(readAll(csv).toStdString());
        QVERIFY2(table.error.empty(), table.error.c_str());
        QCOMPARE(table.records.size(), size_t(3));
        QCOMPARE(table.records[1].fields[2], std::string("ok"));
        QCOMPARE(table.records[2].fields[2], std::string("ok"));
        QVERIFY(table.records[1].fields[1].ends_with("cool.epw") && table.records[2].fields[1].ends_with("warm.epw"));
        const Run refused = dcstudio({"sweep", sample("superpod-h100-air.json"), "--vary",
                                      "cooling.weather_file=" + cool + "," + bad, "-o", csv, "--quiet"});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("--vary cooling.weather_file:") && refused.err.contains("short.epw: a year has 8,760 hours"),
                 refused.err.constData());
    }

    // Issue 35: a sweep over the power-swing mitigation. Each variant's row carries the chosen
    // option's swing at the utility, whether it meets the utility's limits and its price (the
    // figures of the option in the base design's table of mitigations, which does not depend on
    // the choice), and its TCO moves with the price; GPU power smoothing, which an H100 lacks, is
    // neither priced nor ranked: its figures are empty, its TCO is the unmitigated one and it
    // carries one warning more (power.mitigation_unavailable).
    void sweepVariesTheMitigation()
    {
        const QString basePath = sample("superpod-h100-air.json");
        const Loaded base = load(basePath);
        const Analysis a = Analyzer::run(base.project, base.catalog);
        QVERIFY(a.powerDynamics->computed);
        QTemporaryDir dir;
        const QString csv = dir.filePath("m.csv");
        const Run r = dcstudio({"sweep", basePath, "--vary",
                                "power_settings.dynamics.mitigation=none,gpu_smoothing,software_fill,rack_storage,row_storage,utility_storage",
                                "-o",
                                csv, "--quiet"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const CsvText::Parsed table = CsvText::parse(readAll(csv).toStdString());
        QVERIFY2(table.error.empty(), table.error.c_str());
        QCOMPARE(table.records.size(), size_t(7));  // the header and a row per option
        const std::vector<std::string> &head = table.records[0].fields;
        const auto column = [&](const char *key) {
            const auto at = std::find(head.begin(), head.end(), key);
            if (at == head.end())
                qFatal("no column %s", key);
            return size_t(at - head.begin());
        };
        std::map<std::string, std::vector<std::string>> byChoice;
        for (size_t i = 1; i < table.records.size(); ++i) {
            const std::vector<std::string> &f = table.records[i].fields;
            QCOMPARE(f[column("status")], std::string("ok"));
            byChoice[f[1]] = f;
        }
        const auto number = [&](const std::string &choice, const char *key) { return std::stod(byChoice.at(choice)[column(key)]); };
        for (const PowerDynamicsResult::Mitigation &m : a.powerDynamics->mitigations) {
            const std::vector<std::string> &f = byChoice.at(m.id);
            if (!m.available) {
                for (const char *key : {"utility_swing_kw", "swing_limits_met", "smoothing_capex", "smoothing_cost_per_year"})
                    QVERIFY2(f[column(key)].empty(), key);
                continue;
            }
            QCOMPARE(f[column("utility_swing_kw")], SweepTable::formatNumber(m.utilitySwingW / 1000.0));
            QCOMPARE(f[column("swing_limits_met")], std::string(m.meetsLimits ? "1" : "0"));
            QCOMPARE(f[column("smoothing_capex")], SweepTable::formatNumber(m.capex));
            QCOMPARE(f[column("smoothing_cost_per_year")], SweepTable::formatNumber(m.costPerYear));
        }
        // Unmitigated the air sample puts too much of its swing in the band to avoid; storage and
        // software fill meet every limit.
        QCOMPARE(byChoice.at("none")[column("swing_limits_met")], std::string("0"));
        QCOMPARE(number("none", "smoothing_capex"), 0.0);
        const int years = base.project.cooling.cost.tcoYears;
        for (const char *choice : {"software_fill", "rack_storage", "row_storage", "utility_storage"}) {
            QCOMPARE(byChoice.at(choice)[column("swing_limits_met")], std::string("1"));
            QVERIFY(number(choice, "utility_swing_kw") < number("none", "utility_swing_kw"));
            // Priced in the cost verdict: the TCO moves by its capex and its cost a year over the TCO years.
            const double added = number(choice, "smoothing_capex") + years * number(choice, "smoothing_cost_per_year");
            QVERIFY2(added > 0 && std::abs(number(choice, "tco") - number("none", "tco") - added) < 1.0,
                     qPrintable(QStringLiteral("%1: TCO %2 - %3, priced %4").arg(choice).arg(number(choice, "tco"), 0, 'f', 1)
                                    .arg(number("none", "tco"), 0, 'f', 1).arg(added, 0, 'f', 1)));
        }
        QVERIFY(number("rack_storage", "smoothing_capex") > 0);
        QVERIFY(number("utility_storage", "smoothing_capex") > number("rack_storage", "smoothing_capex"));
        QCOMPARE(byChoice.at("gpu_smoothing")[column("tco")], byChoice.at("none")[column("tco")]);
        QCOMPARE(number("gpu_smoothing", "warnings"), number("none", "warnings") + 1);
    }
};

QTEST_GUILESS_MAIN(TestCompareSweep)
#include "test_compare_sweep.moc"
