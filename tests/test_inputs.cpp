// The inputs registry (issue 36 item 6, spec/inputdescriptions.h): every key the project writer
// emits is described; every range is the one the file readers enforce, at both bounds and just
// beyond, through `--set` as a user would; `dcstudio inputs` lists every key, and docs/inputs.md
// is its output word for word.
#include "catalog/catalog.h"
#include "io/inputvalues.h"
#include "io/projectoverride.h"
#include "io/projectreader.h"
#include "json/jsontext.h"
#include "processrun.h"
#include "project/project.h"
#include "spec/costinputs.h"
#include "spec/inputdescriptiontable.h"
#include "spec/inputdescriptions.h"
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <cmath>
#include <set>

using namespace dcs;
using dcs::test::dcstudio;
using nlohmann::json;

namespace {

json sampleJson(const char *name, const char *folder = "projects")
{
    QFile f(QStringLiteral(DCS_SOURCE_DIR "/%1/%2.json").arg(QLatin1String(folder), QLatin1String(name)));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return json::parse(f.readAll().toStdString());
}

// A network's settings are described as "networks.*.<key>" whatever the network's id.
std::string describedAs(const std::string &key, const std::string &networkId)
{
    const std::string own = "networks." + networkId + ".";
    return key.starts_with(own) ? "networks.*." + key.substr(own.size()) : key;
}

// The keys the writer emits for a project, as the report's appendix flattens them.
std::vector<std::string> writtenKeys(const Project &p)
{
    std::vector<InputValue> values;
    const json doc = InputValues::sections(p);
    for (auto it = doc.begin(); it != doc.end(); ++it)
        InputValues::flatten(it.value(), it.key(), values);
    for (const Network &n : p.networks)
        for (InputValue &v : InputValues::ofNetwork(n, "networks." + n.id))
            values.push_back({describedAs(v.key, n.id), v.value});
    std::vector<std::string> keys;
    for (const InputValue &v : values)
        keys.push_back(v.key);
    return keys;
}

// The errors a project file has at `path` (or inside it, with `within`).
std::vector<std::string> errorsAt(const json &doc, const std::string &path, bool within = false)
{
    const ReadResult r = ProjectReader::readJson(doc, "inputs.json", Catalog::builtIn());
    std::vector<std::string> out;
    for (const LoadError &e : r.errors)
        if (e.path == path || (within && e.path.starts_with(path + "/")))
            out.push_back(e.message);
    return out;
}

bool anyContains(const std::vector<std::string> &messages, const char *text)
{
    for (const std::string &m : messages)
        if (m.find(text) != std::string::npos)
            return true;
    return false;
}

// Whether the reader wants a whole number: the default's JSON type says (a custom model's shape
// has no default and is whole numbers but its attention parameter count).
bool wholeNumber(const InputDescription &d)
{
    if (const json *v = InputValues::defaultOf(d.key))
        return v->is_number_integer() || v->is_number_unsigned();
    return std::string_view(d.key).starts_with("workload.custom_model.") && !std::string_view(d.key).ends_with("attention_params");
}

} // namespace

class TestInputs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsAreWellFormed()
    {
        std::set<std::string> keys;
        for (const InputDescription &row : inputDescriptionTable()) {
            QVERIFY2(keys.insert(row.key).second, row.key);
            // A cost input's row only completes CostInputs: its label, unit and range are there.
            if (CostInputs::find(row.key)) {
                QVERIFY2(!row.label && !row.unit && row.min == 0 && row.max == 0, row.key);
                continue;
            }
            QVERIFY2(row.label && row.unit && row.source, row.key);
        }
        for (const InputDescription &d : InputDescriptions::all()) {
            QVERIFY2(d.label && *d.label && d.unit && d.source && *d.source, d.key);
            QVERIFY2(d.decimals >= -1 && d.scale > 0, d.key);
            QVERIFY2(d.min <= d.max, d.key);
            QVERIFY2(!d.hasRange() || d.decimals >= 0, d.key);  // a range is a number's
            QVERIFY2(!d.formLabel || *d.meaning, d.key);        // a form's field says what it means
            // The report prints sources and labels: no path into the sources (test_report).
            QVERIFY2(std::string_view(d.source).find("REFERENCE") == std::string_view::npos && std::string_view(d.source).find("docs/") == std::string_view::npos, d.key);
        }
        // Cost inputs, their ranges' ends and the rows: all found.
        QCOMPARE(InputDescriptions::all().size(), inputDescriptionTable().size() - 14 + 3 * size_t(kCostInputCount));
        QVERIFY(InputDescriptions::find("cooling.air.supply_air_c"));
        QVERIFY(!InputDescriptions::find("cooling.air.nonsense"));
        QCOMPARE(std::string(InputDescriptions::find("cooling.lighting_other_w_per_m2")->unit), std::string("W/m²"));
        QCOMPARE(InputDescriptions::find("power_settings.warning_threshold")->fileDecimals(), 2);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, InputDescriptions::bounds("site.name"));
    }

    // Every key the writer emits, on every sample and on a design with every optional part
    // (custom model, fine-tuning lab, custom climate, cost ranges), has a label and a source.
    void everyWrittenKeyIsDescribed()
    {
        std::vector<Project> projects;
        for (const char *name : {"superpod-h100-air", "superpod-h100-liquid", "finetune-lab", "stress-16k"}) {
            const ReadResult r = ProjectReader::readJson(sampleJson(name), name, Catalog::builtIn());
            QVERIFY2(r.project, name);
            projects.push_back(*r.project);
        }
        Project full = projects.front();
        full.workload.model = "custom";
        full.workload.custom = {};
        full.workload.custom.experts = 8;
        full.workload.custom.topK = 2;
        full.workload.custom.attentionParams = 1e6;
        full.workload.finetune.useMig = false;
        full.cooling.customClimate = ClimateProfile{};
        DesignConditions design;  // every key of a design_conditions object (issue 34)
        design.source = "test";
        design.heating996DryBulbC = -10;
        design.cooling04DryBulbC = 34;
        design.cooling04MeanWetBulbC = 24;
        design.evaporation04WetBulbC = 25;
        design.evaporation04MeanDryBulbC = 31;
        full.cooling.customClimate->design = design;
        SiteWeather weather;  // an imported year: its description is listed, not its 8,760 hours
        weather.fileName = "site.epw";
        weather.station = "Site";
        weather.design = design;
        weather.dryBulbC.assign(8760, 20.0);
        weather.wetBulbC.assign(8760, 15.0);
        full.cooling.weather = SiteWeatherRef(weather);
        full.cooling.cost.market = "dublin";
        for (const CostInputInfo &c : CostInputs::all())
            full.cooling.cost.ranges[c.key] = {c.defaultLow, c.defaultHigh};
        projects.push_back(full);
        projects.push_back(Project{});
        size_t seen = 0;
        for (const Project &p : projects)
            for (const std::string &key : writtenKeys(p)) {
                const InputDescription *d = InputDescriptions::find(key);
                QVERIFY2(d && *d->label && *d->source, key.c_str());
                ++seen;
            }
        QVERIFY2(seen > 900, qPrintable(QString::number(seen)));
        // And every default the model has is a key of the registry.
        for (const std::string &key : writtenKeys(Project{}))
            QVERIFY2(InputValues::defaultOf(key), key.c_str());
        // A default lies in its range; the location factor's 0 stands for the market's factor.
        for (const InputDescription &d : InputDescriptions::all())
            if (const json *v = InputValues::defaultOf(d.key); v && v->is_number() && d.hasRange()
                && std::string_view(d.key) != "cooling.cost.location_factor")
                QVERIFY2(v->get<double>() >= d.min && v->get<double>() <= d.max, d.key);
        QVERIFY(InputValues::defaultOf("networks.*.su_nodes"));
        QCOMPARE(InputValues::defaultOf("networks.*.su_nodes")->get<int>(), 32);
        QCOMPARE(InputValues::defaultOf("workload.finetune.mig_nvlink_penalty")->get<double>(), FinetuneLab{}.migNvlinkPenalty);
        QVERIFY(!InputValues::defaultOf("workload.custom_model.layers"));
    }

    // The readers take their bounds from the registry: each bound is accepted and a value just
    // beyond it refused, at the key's own JSON path, through `--set` on a real design.
    void everyRangeIsTheReaders_data()
    {
        QTest::addColumn<QString>("key");
        int rows = 0;
        for (const InputDescription &d : InputDescriptions::all())
            if (d.hasRange()) {
                QTest::newRow(d.key) << QString::fromLatin1(d.key);
                ++rows;
            }
        QVERIFY(rows > 150);
    }
    void everyRangeIsTheReaders()
    {
        QFETCH(QString, key);
        const InputDescription &d = *InputDescriptions::find(key.toStdString());
        // A small design (each value is a whole read of it) with a network of its own.
        json base = sampleJson("minimal-v2", "tests/data");
        QVERIFY(!base.is_null());
        const std::string networkId = "NET-test";
        base["networks"] = json::array({{{"id", networkId}, {"switches", json::array()}, {"links", json::array()}}});
        QVERIFY(ProjectReader::readJson(base, "base.json", Catalog::builtIn()).project);
        std::string setKey = d.key;
        if (setKey.starts_with("networks.*."))
            setKey = "networks." + networkId + setKey.substr(std::string("networks.*").size());
        if (setKey.starts_with("workload.custom_model.")) {
            base["workload"]["model"] = "custom";
            base["workload"]["custom_model"] = {{"layers", 80}, {"hidden", 8192}, {"heads", 64}, {"kv_heads", 8},
                                                {"ffn", 28672}, {"vocab", 128256}};
        }
        const bool whole = wholeNumber(d);
        const auto value = [&](double v) { return whole ? json(static_cast<long long>(v)) : json(v); };
        // Just beyond: the next whole number, or a billionth of the bound (a subnormal step below
        // 0 would be refused for being subnormal, not for the range).
        const auto step = [whole](double bound) { return whole ? 1.0 : std::max(std::abs(bound) * 1e-9, 1e-9); };
        const double below = d.min - step(d.min);
        const double above = d.max + step(d.max);

        // A cost input's range is one object {"low", "high"}, judged as a whole at its path.
        const std::string ranges = "cooling.cost.ranges.";
        if (setKey.starts_with(ranges)) {
            const std::string input = setKey.substr(ranges.size(), setKey.rfind('.') - ranges.size());
            const bool low = setKey.ends_with(".low");
            const std::string path = "/cooling/cost/ranges/" + input;
            const auto tried = [&](double lowValue, double highValue) {
                json doc = base;
                doc["cooling"]["cost"]["ranges"][input] = {{"low", lowValue}, {"high", highValue}};
                return errorsAt(doc, path, true);
            };
            QVERIFY2(tried(d.min, d.max).empty(), key.toUtf8());
            QVERIFY2(!(low ? tried(below, d.max) : tried(d.min, above)).empty(), key.toUtf8());
            return;
        }

        const auto tried = [&](const json &v, std::string &path) {
            json doc = base;
            const std::string why = applyOverride(doc, setKey + "=" + JsonText::dump(v), &path);
            if (!why.empty())
                return std::vector<std::string>{"--set refused: " + why};
            return errorsAt(doc, path);
        };
        std::string path;
        for (const double bound : {d.min, d.max}) {
            const std::vector<std::string> errors = tried(value(bound), path);
            QVERIFY2(!anyContains(errors, "out of range") && !anyContains(errors, "--set refused"),
                     qPrintable(key + QStringLiteral(" = %1: ").arg(bound) + QString::fromStdString(errors.empty() ? "" : errors.front())));
        }
        for (const double beyond : {below, above}) {
            const std::vector<std::string> errors = tried(value(beyond), path);
            QVERIFY2(!errors.empty(), qPrintable(key + QStringLiteral(" = %1 was accepted").arg(beyond, 0, 'g', 17)));
            QVERIFY2(!anyContains(errors, "--set refused"), errors.front().c_str());
        }
    }

    // `dcstudio inputs --json` names every key with the registry's range and the model's default.
    void cliListsEveryKey()
    {
        const auto run = dcstudio({QStringLiteral("inputs"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray list = QJsonDocument::fromJson(run.out).array();
        QCOMPARE(size_t(list.size()), InputDescriptions::all().size());
        std::set<std::string> listed;
        for (const QJsonValue &v : list) {
            const QJsonObject o = v.toObject();
            listed.insert(o.value(QStringLiteral("key")).toString().toStdString());
            QVERIFY(!o.value(QStringLiteral("label")).toString().isEmpty());
            QVERIFY(!o.value(QStringLiteral("source")).toString().isEmpty());
        }
        for (const InputDescription &d : InputDescriptions::all())
            QVERIFY2(listed.count(d.key), d.key);
        QJsonObject supply;
        for (const QJsonValue &v : list)
            if (v.toObject().value(QStringLiteral("key")).toString() == QLatin1String("cooling.air.supply_air_c"))
                supply = v.toObject();
        QCOMPARE(supply.value(QStringLiteral("min")).toDouble(), 10.0);
        QCOMPARE(supply.value(QStringLiteral("max")).toDouble(), 35.0);
        QCOMPARE(supply.value(QStringLiteral("default")).toDouble(), CoolingSettings{}.air.supplyAirC);
        QCOMPARE(supply.value(QStringLiteral("form_label")).toString(), QStringLiteral("Supply air"));

        // The text lists every key as `--set` spells it, a network's through its id.
        const auto text = dcstudio({QStringLiteral("inputs")});
        QCOMPARE(text.exitCode, 0);
        for (const InputDescription &d : InputDescriptions::all()) {
            QString setKey = QString::fromLatin1(d.key);
            setKey.replace(QStringLiteral("networks.*."), QStringLiteral("networks.<id>."));
            QVERIFY2(text.out.contains(QStringLiteral("| `%1` |").arg(setKey).toUtf8()), d.key);
        }
        QVERIFY(text.out.contains("| `cooling.air.supply_air_c` | Supply air temperature | °C | 10 to 35 | `24` |"));
        QVERIFY(text.out.contains("| `power_settings.warning_threshold` | Load warning threshold | fraction (shown in %) | 0.5 to 1 | `0.9` |"));
        QCOMPARE(dcstudio({QStringLiteral("inputs"), QStringLiteral("extra")}).exitCode, 1);
    }

    // docs/inputs.md is the generated text: regenerate it with `dcstudio inputs > docs/inputs.md`.
    void docsAreTheGeneratedText()
    {
        QFile f(QStringLiteral(DCS_SOURCE_DIR "/docs/inputs.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray docs = f.readAll();
        const auto run = dcstudio({QStringLiteral("inputs")});
        QCOMPARE(run.exitCode, 0);
        if (docs != run.out) {
            const QList<QByteArray> a = docs.split('\n'), b = run.out.split('\n');
            for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i)
                if (a.value(i) != b.value(i))
                    QFAIL(qPrintable(QStringLiteral("docs/inputs.md line %1 differs from `dcstudio inputs` "
                                                    "(regenerate it: build/app/dcstudio inputs > docs/inputs.md):\n  docs: %2\n  now:  %3")
                                         .arg(i + 1).arg(QString::fromUtf8(a.value(i)), QString::fromUtf8(b.value(i)))));
        }
    }
};

QTEST_GUILESS_MAIN(TestInputs)
#include "test_inputs.moc"
