// Hostile input (issue 17): every entry point reads through the one bounded, regular-file-only
// path with the reader's limits; no nlohmann exception escapes; outputs never replace a device
// or a FIFO; misspelt keys are refused with the closest known ones; non-finite numbers never
// reach text or JSON; regenerating a fabric is idempotent; the generator's liquid designs are
// clean; the recovery side file is written atomically and read boundedly.
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "fuzzchecks.h"
#include "planners/fabricgenerator.h"
#include "generator/clustergenerator.h"
#include "io/projectoverride.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "io/unknownkeys.h"
#include "json/boundedfile.h"
#include "json/csvtext.h"
#include "json/jsontext.h"
#include "json/utf8text.h"
#include "processrun.h"
#include "recoverystore.h"
#include <QDir>
#include <QRegularExpression>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <random>
#include <sys/stat.h>

using namespace dcs;
using nlohmann::json;
using dcs::test::Run;
using dcs::test::dcstudio;

namespace {

QString source(const QString &relative)
{
    return QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(relative);
}

std::string readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

bool writeText(const QString &path, const std::string &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text.data(), qint64(text.size())) == qint64(text.size());
}

// The minimal design with `from` replaced by `to` in its text (a literal json cannot hold 1e400).
std::string minimalWith(const std::string &from, const std::string &to)
{
    std::string text = readAll(source(QStringLiteral("tests/data/minimal-v2.json")));
    const size_t at = text.find(from);
    if (at == std::string::npos)
        return {};
    return text.replace(at, from.size(), to);
}

bool hasError(const LoadErrors &errors, const std::string &path, const std::string &fragment)
{
    for (const LoadError &e : errors)
        if (e.path == path && e.message.find(fragment) != std::string::npos)
            return true;
    return false;
}

// `text` with the value after the first `key` (up to the next comma or closing brace, so a
// number or a string without either) replaced by `value`.
std::string withValue(std::string text, const std::string &key, const std::string &value)
{
    const size_t start = text.find(key);
    if (start == std::string::npos)
        return text;
    const size_t from = start + key.size();
    const size_t to = text.find_first_of(",}", from);
    return text.replace(from, to - from, value);
}

bool isFifo(const QString &path)
{
    return std::filesystem::is_fifo(std::filesystem::path(path.toStdString()));
}

} // namespace

class TestHardening : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Defect 1: nlohmann's out_of_range (406) for 1e400 escaped every entry point.
    void numberOverflowNamesThePlace()
    {
        const std::string text = minimalWith("\"electricity_price_per_kwh\": 0.15", "\"electricity_price_per_kwh\": 1e400");
        QVERIFY(!text.empty());
        const ReadResult r = ProjectReader::readText(text, "big.json", Catalog::builtIn());
        QVERIFY(!r.project);
        QCOMPARE(r.errors.size(), size_t(1));
        QCOMPARE(r.errors[0].path, std::string("/site/electricity_price_per_kwh"));
        QVERIFY2(r.errors[0].message.find("1e400") != std::string::npos, r.errors[0].message.c_str());
        QVERIFY2(r.errors[0].message.find("out of range") != std::string::npos, r.errors[0].message.c_str());
        QVERIFY2(r.errors[0].message.find("line ") != std::string::npos, r.errors[0].message.c_str());
        // In an array too: the index is part of the place.
        const ReadResult arr = ProjectReader::readText(minimalWith("\"x_m\": 1.2", "\"x_m\": -2e999"), "a.json",
                                                       Catalog::builtIn());
        QVERIFY(!arr.project);
        QCOMPARE(arr.errors.at(0).path.substr(0, 8), std::string("/racks/0"));
    }

    void numberOverflowInEveryEntryPoint()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.json"));
        QVERIFY(writeText(path, minimalWith("\"electricity_price_per_kwh\": 0.15", "\"electricity_price_per_kwh\": 1e400")));
        // The studio's open path.
        const ReadResult studio = ProjectReader::readFile(path, Catalog::builtIn());
        QVERIFY(!studio.project);
        QVERIFY(hasError(studio.errors, "/site/electricity_price_per_kwh", "out of range"));
        const struct {
            QStringList args;
            int exit;
        } runs[] = {{{QStringLiteral("check"), path}, 4},
                    {{QStringLiteral("evaluate"), path}, 2},
                    {{QStringLiteral("report"), path, QStringLiteral("-o"), dir.filePath(QStringLiteral("r.pdf"))}, 2},
                    {{QStringLiteral("generate-fabric"), path, QStringLiteral("-o"), dir.filePath(QStringLiteral("f.json"))}, 2}};
        for (const auto &run : runs) {
            const Run r = dcstudio(run.args);
            QVERIFY2(r.exitCode == run.exit, qPrintable(run.args.join(' ') + QStringLiteral(" -> %1: ").arg(r.exitCode) + r.err));
            QVERIFY2(r.err.contains("/site/electricity_price_per_kwh"), r.err.constData());
        }
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("r.pdf"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("f.json"))));
    }

    // Defect 2: -o onto something that is not a regular file replaced it.
    void outputOntoSpecialFileRefused()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        const QString sample = source(QStringLiteral("projects/finetune-lab.json"));
        const Run gen = dcstudio({QStringLiteral("generate"), QStringLiteral("--nodes"), QStringLiteral("4"),
                                  QStringLiteral("-o"), fifo});
        QCOMPARE(gen.exitCode, 2);
        QVERIFY2(gen.err.contains("pipe (FIFO)"), gen.err.constData());
        const Run fabric = dcstudio({QStringLiteral("generate-fabric"), sample, QStringLiteral("-o"), fifo});
        QVERIFY2(fabric.exitCode == 2 || fabric.exitCode == 3, fabric.err.constData());
        const Run report = dcstudio({QStringLiteral("report"), sample, QStringLiteral("-o"), fifo});
        QCOMPARE(report.exitCode, 1);
        QVERIFY2(report.err.contains("not a regular file"), report.err.constData());
        QVERIFY(isFifo(fifo));  // still the FIFO, nothing written next to it
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot).size(), 1);
        // The writer itself, as the studio's Save uses it.
        const ReadResult r = ProjectReader::readFile(sample, Catalog::builtIn());
        QVERIFY(r.project);
        QVERIFY(ProjectWriter::save(*r.project, fifo).contains(QStringLiteral("not a regular file")));
        QVERIFY(ProjectWriter::save(*r.project, dir.path()).contains(QStringLiteral("is a folder")));
        QVERIFY(isFifo(fifo));
    }

    // Defect 3: /dev/zero never ended (QFile::size() is 0 for a device).
    void specialFilesRefused()
    {
        QElapsedTimer clock;
        clock.start();
        const Run zero = dcstudio({QStringLiteral("evaluate"), QStringLiteral("/dev/zero")});
        QCOMPARE(zero.exitCode, 2);
        QVERIFY2(zero.err.contains("is a device"), zero.err.constData());
        QVERIFY(clock.elapsed() < 30000);
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        const Run pipe = dcstudio({QStringLiteral("check"), fifo});  // would block forever if opened
        QCOMPARE(pipe.exitCode, 4);
        QVERIFY2(pipe.err.contains("pipe (FIFO)"), pipe.err.constData());
        const Run folder = dcstudio({QStringLiteral("check"), dir.path()});
        QCOMPARE(folder.exitCode, 4);
        QVERIFY2(folder.err.contains("is a folder"), folder.err.constData());
        QVERIFY(!ProjectReader::readFile(QStringLiteral("/dev/zero"), Catalog::builtIn()).project);
        // A symlink to a device is the device.
        const QString link = dir.filePath(QStringLiteral("zero.json"));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), link));
        const ReadResult viaLink = ProjectReader::readFile(link, Catalog::builtIn());
        QVERIFY(!viaLink.project);
        QVERIFY2(viaLink.errors.at(0).message.find("device") != std::string::npos, viaLink.errors.at(0).message.c_str());
        // Bounded whatever the size says: 1000 bytes against a 100-byte bound.
        const QString big = dir.filePath(QStringLiteral("big.txt"));
        QVERIFY(writeText(big, std::string(1000, 'x')));
        std::string out;
        QVERIFY(BoundedFile::read(big, 100, out).find("larger than 100 bytes") != std::string::npos);
        QVERIFY(out.empty());
        QVERIFY(BoundedFile::read(big, 1000, out).empty());
        QCOMPARE(out.size(), size_t(1000));
    }

    // Defect 4: the command line parsed around the reader's limits.
    void deepNestingRefusedEverywhere()
    {
        QTemporaryDir dir;
        const QString deep = dir.filePath(QStringLiteral("deep.json"));
        const int n = 100000;
        QVERIFY(writeText(deep, minimalWith("\"name\": \"Minimal\"", "\"name\": " + std::string(n, '[') + std::string(n, ']'))));
        for (const char *command : {"check", "evaluate", "report"}) {
            QStringList args{QString::fromLatin1(command), deep};
            if (QLatin1String(command) == QLatin1String("report"))
                args << QStringLiteral("-o") << dir.filePath(QStringLiteral("d.pdf"));
            const Run r = dcstudio(args);
            QVERIFY2(r.exitCode == (QLatin1String(command) == QLatin1String("check") ? 4 : 2), command);
            QVERIFY2(r.err.contains("nested too deeply"), r.err.constData());
        }
        const QString sample = source(QStringLiteral("projects/finetune-lab.json"));
        const Run set = dcstudio({QStringLiteral("evaluate"), sample, QStringLiteral("--set"),
                                  QStringLiteral("name=") + QString(60000, QLatin1Char('[')) + QString(60000, QLatin1Char(']'))});
        QCOMPARE(set.exitCode, 1);
        QVERIFY2(set.err.contains("nests deeper"), set.err.constData());
        // readJson (pastes, --set documents) checks a parsed document without recursion.
        json doc = json::parse(readAll(source(QStringLiteral("tests/data/minimal-v2.json"))));
        json nested = json::array();
        for (int i = 0; i < 100; ++i)
            nested = json::array({nested});
        doc["description"] = nested;
        const ReadResult r = ProjectReader::readJson(doc, "deep", Catalog::builtIn());
        QVERIFY(!r.project);
        QVERIFY(r.errors.at(0).message.find("nested too deeply") != std::string::npos);
    }

    // Defect 5: a misspelt --set key was accepted silently.
    void misspeltSetKeyRefused()
    {
        const QString sample = source(QStringLiteral("projects/finetune-lab.json"));
        const Run r = dcstudio({QStringLiteral("evaluate"), sample, QStringLiteral("--set"),
                                QStringLiteral("site.electricity_price_per_kwhh=0.5")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("unknown key \"electricity_price_per_kwhh\""), r.err.constData());
        QVERIFY2(r.err.contains("did you mean \"electricity_price_per_kwh\""), r.err.constData());
        QVERIFY(r.out.isEmpty());
        const Run section = dcstudio({QStringLiteral("check"), sample, QStringLiteral("--set"), QStringLiteral("sitee.location=Dublin")});
        QCOMPARE(section.exitCode, 3);  // check's code for bad arguments
        QVERIFY2(section.err.contains("'sitee.location=Dublin'"), section.err.constData());
        QVERIFY2(section.err.contains("did you mean \"site\""), section.err.constData());
        // The right key still works.
        QCOMPARE(dcstudio({QStringLiteral("evaluate"), sample, QStringLiteral("--set"),
                           QStringLiteral("site.electricity_price_per_kwh=0.5")}).exitCode, 0);
    }

    // Defect 6a: unknown keys of a file were dropped on save without a word; now refused on load.
    void unknownFileKeysRefused()
    {
        json doc = json::parse(readAll(source(QStringLiteral("tests/data/minimal-v2.json"))));
        doc["racks"][0]["colour"] = "red";
        doc["site"]["electricty_price_per_kwh"] = 0.2;
        doc["custom_catalog"] = json::array();  // the catalog's own reader judges its entries
        const ReadResult r = ProjectReader::readJson(doc, "keys.json", Catalog::builtIn());
        QVERIFY(!r.project);
        QVERIFY2(hasError(r.errors, "/racks/0/colour", "unknown key \"colour\""), formatErrors(r.errors).c_str());
        QVERIFY(hasError(r.errors, "/site/electricty_price_per_kwh", "did you mean \"electricity_price_per_kwh\""));
        QCOMPARE(UnknownKeys::closest("sitee", {"hall", "racks", "site"}), std::vector<std::string>{"site"});
        QVERIFY(UnknownKeys::closest("zzzzzz", {"hall", "racks", "site"}).empty());
        // One edit distance for keys and catalog ids (json/editdistance.h): a swap of neighbours is
        // one slip, so "tpye" is nearer "type" (1) than "tape" (2); case is ignored.
        QCOMPARE(UnknownKeys::closest("tpye", {"tape", "type"}, 1), std::vector<std::string>{"type"});
        QCOMPARE(UnknownKeys::closest("Site", {"hall", "site"}), std::vector<std::string>{"site"});
        QVERIFY(UnknownKeys::closest(std::string(100000, 'k'), {"hall", "site"}).empty());
        // What the writer writes the reader reads: every sample round-trips with no unknown key.
        for (const QString &name : QDir(source(QStringLiteral("projects"))).entryList({QStringLiteral("*.json")})) {
            const ReadResult s = ProjectReader::readFile(source(QStringLiteral("projects/") + name), Catalog::builtIn());
            QVERIFY2(s.project, (name + QStringLiteral(": ") + QString::fromStdString(formatErrors(s.errors))).toUtf8().constData());
            const ReadResult again = ProjectReader::readText(ProjectWriter::toText(*s.project), "again", Catalog::builtIn());
            QVERIFY2(again.project, formatErrors(again.errors).c_str());
        }
    }

    // Defect 6b: --set workload.tokens=1e400 said "found a string".
    void overflowingSetValue()
    {
        json doc = json::parse(readAll(source(QStringLiteral("tests/data/minimal-v2.json"))));
        const std::string why = applyOverride(doc, "workload.tokens=1e400");
        QVERIFY2(why.find("out of range") != std::string::npos, why.c_str());
        const Run r = dcstudio({QStringLiteral("evaluate"), source(QStringLiteral("projects/finetune-lab.json")),
                                QStringLiteral("--set"), QStringLiteral("workload.tokens=1e400")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("out of range") && !r.err.contains("found a string"), r.err.constData());
        std::string pointer;
        QVERIFY(applyOverride(doc, "racks.R-A01.power_budget_kw=50", &pointer).empty());
        QCOMPARE(pointer, std::string("/racks/0/power_budget_kw"));
    }

    // Defect 6c: a subnormal budget printed "inf %" and gave null in the JSON; -0.0 passed.
    void nonFiniteNeverReachesOutput()
    {
        const QString sample = source(QStringLiteral("projects/superpod-h100-air.json"));
        const Run tiny = dcstudio({QStringLiteral("check"), sample, QStringLiteral("--set"), QStringLiteral("racks.0.power_budget_kw=1e-320")});
        QCOMPARE(tiny.exitCode, 4);
        QVERIFY2(tiny.err.contains("/racks/0/power_budget_kw") && tiny.err.contains("too close to zero"), tiny.err.constData());
        static const QRegularExpression nonFinite(QStringLiteral("\\b(inf|nan)\\b"));  // not "info"
        QVERIFY(!nonFinite.match(QString::fromUtf8(tiny.out)).hasMatch());
        const Run negZero = dcstudio({QStringLiteral("check"), sample, QStringLiteral("--set"),
                                      QStringLiteral("networks.0.links.0.speed_gbps=-0.0")});
        QCOMPARE(negZero.exitCode, 4);
        QVERIFY2(negZero.err.contains("/networks/0/links/0/speed_gbps") && negZero.err.contains("-0"), negZero.err.constData());
        // Smallest normal budget: large but finite figures, no null, no inf.
        const Run small = dcstudio({QStringLiteral("evaluate"), sample, QStringLiteral("--set"), QStringLiteral("racks.0.power_budget_kw=1e-300")});
        QCOMPARE(small.exitCode, 0);
        QVERIFY(!small.out.contains(": null"));
        const Run text = dcstudio({QStringLiteral("check"), sample, QStringLiteral("--set"), QStringLiteral("racks.0.power_budget_kw=1e-300")});
        QVERIFY2(!nonFinite.match(QString::fromUtf8(text.out)).hasMatch(), text.out.constData());
    }

    // Defect 6d: regenerating a fabric twice gave a different file.
    void fabricRegenerationIdempotent()
    {
        const ReadResult r = ProjectReader::readFile(source(QStringLiteral("projects/stress-16k.json")), Catalog::builtIn());
        QVERIFY(r.project);
        const FabricGenerator::Result once = FabricGenerator::generate(*r.project, Catalog::builtIn());
        QVERIFY2(once.ok, once.error.c_str());
        QVERIFY(once.newSwitches > 0);  // the first run mounts switches, so the two runs differ in kind
        const FabricGenerator::Result twice = FabricGenerator::generate(once.project, Catalog::builtIn());
        QVERIFY2(twice.ok, twice.error.c_str());
        QCOMPARE(twice.newSwitches, 0);
        QVERIFY(ProjectWriter::toText(once.project) == ProjectWriter::toText(twice.project));
    }

    // Defect 6e: the generator promises no errors; 512 liquid-cooled DGX H100 had one (the
    // fabric's optics heat was left out of the CRAH sizing).
    void generatorLiquid512Clean()
    {
        GeneratorOptions o;
        o.systemId = "dgx-h100";
        o.nodes = 512;
        o.cooling = GeneratorCooling::Liquid;
        const ClusterGenerator::Result r = ClusterGenerator::generate(o, Catalog::builtIn());
        QVERIFY(r.ok);
        const Analysis a = Analyzer::run(r.project, Catalog::builtIn());
        for (const Warning &w : a.warnings)
            QVERIFY2(w.severity != Warning::Severity::Error, (w.key() + ": " + w.message).c_str());
    }

    // Defect 6f: the recovery side file is written atomically, and read boundedly.
    void recoverySideFile()
    {
        QTemporaryDir dir;
        ProjectDocument doc(Catalog::builtIn());
        const ReadResult r = ProjectReader::readFile(source(QStringLiteral("tests/data/minimal-v2.json")), Catalog::builtIn());
        QVERIFY(r.project);
        doc.reset(*r.project, QStringLiteral("/somewhere/minimal.json"));
        RecoveryStore store(&doc, dir.path());
        QVERIFY(doc.setProperty("site", "location", "Dublin"));
        store.writeNow();
        const QString meta = store.currentFile() + QStringLiteral(".meta");
        QVERIFY(QFile::exists(meta));
        QVERIFY(readAll(meta).find("/somewhere/minimal.json") != std::string::npos);
        // No temporary files left behind by QSaveFile.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2);
        // A copy of an earlier session whose side file is a device: listed, not read.
        const QString other = dir.filePath(QStringLiteral("recovery-1.dcs.json"));
        QVERIFY(QFile::copy(store.currentFile(), other));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), other + QStringLiteral(".meta")));
        const auto pending = store.pending();
        QCOMPARE(pending.size(), size_t(1));
        QVERIFY(pending[0].originalPath.isEmpty());
    }

    // Every input the fuzzers ever flagged (tests/data/fuzz) is read without a crash: refused
    // with a message, or read as a project that survives the writer's round trip.
    void fuzzRegressions()
    {
        const QDir dir(source(QStringLiteral("tests/data/fuzz")));
        const QStringList files = dir.entryList(QDir::Files);
        QVERIFY(!files.isEmpty());
        for (const QString &name : files) {
            const ReadResult r = ProjectReader::readText(readAll(dir.filePath(name)), name.toStdString(), Catalog::builtIn());
            QVERIFY2(r.project.has_value() != !r.errors.empty(), qPrintable(name));
            if (r.project)
                QVERIFY2(ProjectReader::readText(ProjectWriter::toText(*r.project), "again", Catalog::builtIn()).project, qPrintable(name));
            else
                QVERIFY2(!r.errors.front().message.empty(), qPrintable(name));
        }
    }

    // Issue 31: every input that ever broke a fuzz target of the command line's inputs, through
    // the property that target checks (fuzz/fuzzchecks.h): printable JSON from check, evaluate
    // and compare; a device type read, imported and read back; sweep-merge parts merged into CSV
    // that holds every row. The seeds of each target must hold too.
    void fuzzRegressionsOfEveryInput_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<int>("input");
        const struct {
            const char *folder;
            int input;
        } folders[] = {{"tests/data/fuzz/cli-outputs", 0},     {"fuzz/corpus", 0},
                       {"tests/data/fuzz/device-type-import", 1}, {"fuzz/device-type-corpus", 1},
                       {"tests/data/fuzz/sweep-merge", 2},     {"fuzz/sweep-corpus", 2},
                       {"tests/data/fuzz/epw-import", 3},      {"fuzz/epw-corpus", 3}};
        for (const auto &f : folders)
            QTest::newRow(f.folder) << QString::fromLatin1(f.folder) << f.input;
    }

    void fuzzRegressionsOfEveryInput()
    {
        QFETCH(QString, folder);
        QFETCH(int, input);
        const QDir dir(source(folder));
        const QStringList files = dir.entryList(QDir::Files);
        QVERIFY(!files.isEmpty());
        for (const QString &name : files) {
            const std::string bytes = readAll(dir.filePath(name));
            const std::string why = input == 0   ? fuzz::checkCliOutputs(bytes)
                                    : input == 1 ? fuzz::checkDeviceTypeImport(bytes)
                                    : input == 2 ? fuzz::checkSweepMerge(bytes)
                                                 : fuzz::checkEpwImport(bytes);
            QVERIFY2(why.empty(), qPrintable(name + QStringLiteral(": ") + QString::fromStdString(why)));
        }
    }

    // Issue 31: invalid UTF-8 becomes \xHH, valid text passes unchanged. By hand: "é" is
    // C3 A9 (valid); C0 80 is an overlong NUL, ED A0 80 a UTF-16 surrogate, F4 90 80 80 above
    // U+10FFFF, a lone continuation 80 and a truncated E2 82: all invalid, byte by byte.
    void utf8Escaping()
    {
        QVERIFY(Utf8Text::isValid("plain ASCII"));
        QVERIFY(Utf8Text::isValid("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80"));
        QCOMPARE(Utf8Text::escapeInvalid("caf\xC3\xA9"), std::string("caf\xC3\xA9"));
        QCOMPARE(Utf8Text::escapeInvalid("a\xC0\x80z"), std::string("a\\xC0\\x80z"));
        QCOMPARE(Utf8Text::escapeInvalid("\xED\xA0\x80"), std::string("\\xED\\xA0\\x80"));
        QCOMPARE(Utf8Text::escapeInvalid("\xF4\x90\x80\x80"), std::string("\\xF4\\x90\\x80\\x80"));
        QCOMPARE(Utf8Text::escapeInvalid("x\x80y"), std::string("x\\x80y"));
        QCOMPARE(Utf8Text::escapeInvalid("end \xE2\x82"), std::string("end \\xE2\\x82"));
        // The JSON writer never throws on such text, keys included.
        const json doc = {{"message", "last read: '\xC0'"}, {"k\xFF", 1}};
        QCOMPARE(JsonText::dump(doc), std::string(R"({"k\\xFF":1,"message":"last read: '\\xC0'"})"));
    }

    // Issue 31: one CSV module, RFC 4180 both ways. A field is quoted only when it holds a
    // comma, a quote or a line break, its quotes doubled; the reader takes a quoted line break
    // as data, CRLF or LF as record ends, skips a byte order mark and empty lines, and names the
    // line of what it refuses.
    void csvReadsWhatItWrites()
    {
        QCOMPARE(CsvText::field("plain"), std::string("plain"));
        QCOMPARE(CsvText::field("Ashburn, VA"), std::string("\"Ashburn, VA\""));
        QCOMPARE(CsvText::field("say \"hi\""), std::string("\"say \"\"hi\"\"\""));
        QCOMPARE(CsvText::field("two\nlines"), std::string("\"two\nlines\""));
        QCOMPARE(CsvText::field("bad \xC0"), std::string("bad \\xC0"));  // valid UTF-8 out
        QCOMPARE(CsvText::record({"a", "b,c", ""}), std::string("a,\"b,c\",\r\n"));
        QCOMPARE(CsvText::record({"a"}, "\n"), std::string("a\n"));

        const std::vector<std::string> hostile = {"0", "Ashburn, VA", "a \"quoted\" word", "line one\r\nline two", "", "\""};
        const std::string text = CsvText::record({"variant", "site", "note", "error", "empty", "quote"}) + CsvText::record(hostile);
        const CsvText::Parsed back = CsvText::parse("\xEF\xBB\xBF" + text + "\r\n");
        QVERIFY2(back.error.empty(), back.error.c_str());
        QCOMPARE(back.records.size(), size_t(2));
        QCOMPARE(back.records[0].fields.front(), std::string("variant"));
        QCOMPARE(back.records[1].fields, hostile);
        QCOMPARE(back.records[1].line, size_t(2));
        // Record 2 spans lines 2 and 3: its text is the bytes as written, line break included.
        QCOMPARE(back.records[1].text, CsvText::record(hostile));

        const CsvText::Parsed lf = CsvText::parse("a,b\n1,2");  // LF, no final line break
        QCOMPARE(lf.records.size(), size_t(2));
        QCOMPARE(lf.records[1].fields, (std::vector<std::string>{"1", "2"}));
        QCOMPARE(lf.records[1].text, std::string("1,2"));

        const CsvText::Parsed open = CsvText::parse("a,b\n1,\"never closed\n2,3\n");
        QCOMPARE(open.error, std::string("line 2: field 2 opens a quote that is never closed."));
        QCOMPARE(open.records.size(), size_t(1));
        QCOMPARE(CsvText::parse("a\n\"x\"y,2\n").error,
                 std::string("line 2: text after the closing quote of field 1 (a quote inside a quoted field must be doubled)."));
        QCOMPARE(CsvText::parse("a\nx\"y\n").error,
                 std::string("line 2: a quote inside unquoted field 1 (a field holding a quote must be quoted, its quotes doubled)."));
    }

    // Issue 31: byte-corrupted project files through check and evaluate, text and --json: no
    // abort, no hang, one valid JSON object per file, every text valid UTF-8, each rejection
    // naming its file. The corpus: truncations, flipped bytes, invalid UTF-8 in a string, a huge
    // number, deep nesting and a wrong type, made from two designs with a fixed seed.
    void hostileCorpusOnTheCommandLine()
    {
        QTemporaryDir dir;
        QStringList files;
        auto add = [&](const std::string &text) {
            const QString path = dir.filePath(QStringLiteral("hostile-%1.json").arg(files.size(), 2, 10, QLatin1Char('0')));
            QVERIFY(writeText(path, text));
            files << path;
        };
        std::mt19937 random(31);
        for (const char *sample : {"tests/data/minimal-v2.json", "projects/finetune-lab.json"}) {
            const std::string text = readAll(source(QString::fromLatin1(sample)));
            QVERIFY(text.size() > 1000);
            for (const size_t cut : {text.size() / 3, text.size() / 2, text.size() * 9 / 10})
                add(text.substr(0, cut));
            for (int variant = 0; variant < 6; ++variant) {
                std::string flipped = text;
                for (int k = 0; k <= variant; ++k)
                    flipped[random() % flipped.size()] ^= char(1 << (random() % 8));
                add(flipped);
            }
            std::string bad = text;
            bad.insert(bad.find("\"name\": \"") + 9, "\xC0\xFF\xE2\x82");
            add(bad);
            add(withValue(text, "\"tile_m\": ", "1e400"));
            add(std::string(5000, '[') + std::string(5000, ']'));
            add(withValue(text, "\"name\": ", "[1, {\"x\": null}]"));
        }
        for (const QString &command : {QStringLiteral("check"), QStringLiteral("evaluate")}) {
            const Run r = dcstudio(QStringList{command} + files + QStringList{QStringLiteral("--json")});
            QVERIFY2(!r.crashed && r.exitCode >= 0 && r.exitCode <= 4, qPrintable(command + QString::number(r.exitCode) + r.err));
            QVERIFY(Utf8Text::isValid(r.out.toStdString()) && Utf8Text::isValid(r.err.toStdString()));
            const QList<QByteArray> lines = r.out.trimmed().split('\n');
            QCOMPARE(lines.size(), files.size());
            int unreadable = 0;
            for (int i = 0; i < lines.size(); ++i) {
                QVERIFY2(json::accept(lines[i].toStdString()), lines[i].left(300).constData());
                const json line = json::parse(lines[i].toStdString());
                QCOMPARE(QString::fromStdString(line.at("file").get<std::string>()), files[i]);
                if (line.at("status") == "unreadable") {
                    ++unreadable;
                    // Named by its path or, for a problem inside it, by its name and the JSON path.
                    QVERIFY2(line.at("error").get<std::string>().find(QFileInfo(files[i]).fileName().toStdString()) != std::string::npos,
                             lines[i].constData());
                }
            }
            QVERIFY2(unreadable >= 16, qPrintable(QString::number(unreadable)));  // at least the truncations, UTF-8, nesting, 1e400 and types
            const Run text = dcstudio(QStringList{command} + files);  // the text output too
            QVERIFY(!text.crashed && text.exitCode >= 0 && text.exitCode <= 4);
            QVERIFY(Utf8Text::isValid(text.out.toStdString()) && Utf8Text::isValid(text.err.toStdString()));
        }
    }

    // The parser's place finder on its own.
    void locateErrorPaths()
    {
        const JsonText::Place p = JsonText::locateError("{\"a\": [1, {\"b\": 1e999}]}");
        QCOMPARE(p.path, std::string("/a/1/b"));
        QCOMPARE(p.where, std::string("line 1, column 17"));
        QVERIFY(JsonText::exceedsDepth(std::string(65, '['), 64));
        QVERIFY(!JsonText::exceedsDepth(std::string("[\"[[[[\"]"), 2));
    }
};

QTEST_GUILESS_MAIN(TestHardening)
#include "test_hardening.moc"
