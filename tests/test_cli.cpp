// The headless command line: evaluate on every sample, --set overrides, clear errors and
// exit codes for bad files and bad arguments (issue 2, section 6); several PROJECT files at once
// for check, evaluate and report, and story 5 (check every design in the repository; issue 12).
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <functional>
#include "processrun.h"
#include "smallepw.h"

namespace {
using dcs::test::Run;
using dcs::test::dcstudio;

QString sample(const char *name)
{
    return QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/%1.json").arg(QLatin1String(name)));
}

// The minimal test design (tests/data/minimal-v2.json) with `edit` applied, written to `dir`.
QString writeVariant(const QTemporaryDir &dir, const QString &name, const std::function<void(QJsonObject &)> &edit)
{
    QFile in(QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/minimal-v2.json")));
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
    edit(doc);
    const QString path = dir.filePath(name);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return {};
    out.write(QJsonDocument(doc).toJson());
    return path;
}

// No racks and no equipment: nothing to warn about (test_report checks it exits 0 alone).
QString writeClean(const QTemporaryDir &dir)
{
    return writeVariant(dir, QStringLiteral("clean.json"), [](QJsonObject &d) {
        d[QStringLiteral("racks")] = QJsonArray();
        d[QStringLiteral("equipment")] = QJsonArray();
    });
}

// Two DGX H100 (2 x 10.2 = 20.4 kW) in a rack with a 5 kW budget: errors.
QString writeErrors(const QTemporaryDir &dir)
{
    return writeVariant(dir, QStringLiteral("errors.json"), [](QJsonObject &d) {
        QJsonArray racks = d[QStringLiteral("racks")].toArray();
        QJsonObject r = racks[0].toObject();
        r[QStringLiteral("power_budget_kw")] = 5;
        racks[0] = r;
        d[QStringLiteral("racks")] = racks;
    });
}

// `--json` output: JSON Lines, one object per PROJECT. Fails the caller (empty list) on a line
// that is not a JSON object.
QList<QJsonObject> jsonLines(const QByteArray &out)
{
    QList<QJsonObject> objects;
    for (const QByteArray &line : out.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &pe);
        if (pe.error != QJsonParseError::NoError || !doc.isObject())
            return {};
        objects.append(doc.object());
    }
    return objects;
}

// The per-file count line of `check`: "NAME: E errors, W warnings, N notes".
QList<int> countsAfter(const QByteArray &out, const QByteArray &name)
{
    const int at = out.indexOf(name + ": ");
    if (at < 0)
        return {};
    const QByteArray line = out.mid(at + name.size() + 2, out.indexOf('\n', at) - at - name.size() - 2);
    QList<int> counts;
    for (const QByteArray &part : line.split(','))
        counts.append(part.trimmed().split(' ').value(0).toInt());
    return counts;
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void evaluateSamples_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("dgx");
        QTest::addColumn<double>("itKw");
        // Nameplate IT power by hand from the catalog: DGX H100 10.2 kW, QM9700 1.5 kW,
        // SN2201 0.15 kW (both assumptions in the catalog).
        // superpod: 128 x 10.2 + 48 QM9700 x 1.5 + 38 SN2201 x 0.15 = 1305.6 + 72 + 5.7 = 1383.3 kW
        QTest::newRow("superpod-h100-air") << "superpod-h100-air" << 1024 << 128 << 1383.3;
        QTest::newRow("superpod-h100-liquid") << "superpod-h100-liquid" << 1024 << 128 << 1383.3;
        // lab: 4 x 5.0 (8x H100 PCIe) + 4 x 2.8 (4x RTX 4090) + 2 x 0.15 = 31.5 kW
        QTest::newRow("finetune-lab") << "finetune-lab" << 48 << 0 << 31.5;
        // stress: 2048 x 10.2 + 32 x 16 QM9700 x 1.5 + 544 x 0.15 = 20889.6 + 768 + 81.6 = 21739.2 kW
        QTest::newRow("stress-16k") << "stress-16k" << 16384 << 2048 << 21739.2;
        // Issue 33's rack-scale samples. GB200 NVL72 132 kW; QM9700 1.5 kW: 32 x 132 + (72 leaves
        // + 72 spines + 36 cores) x 1.5 = 4224 + 270 = 4494 kW.
        QTest::newRow("gb200-nvl72-4su") << "gb200-nvl72-4su" << 2304 << 0 << 4494.0;
        // GB300 NVL72 142 kW; Q3400 3.0 kW (assumption): 16 x 142 + (16 + 8) x 3 = 2272 + 72 = 2344 kW.
        QTest::newRow("gb300-nvl72-2su") << "gb300-nvl72-2su" << 1152 << 0 << 2344.0;
    }
    void evaluateSamples()
    {
        QFETCH(QString, name);
        QFETCH(int, gpus);
        QFETCH(int, dgx);
        QFETCH(double, itKw);
        const Run r = dcstudio({QStringLiteral("evaluate"), sample(name.toLatin1().constData())});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());  // no Qt warnings on stderr
        QJsonParseError pe;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &pe).object();
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("dcstudio-evaluation"));
        const QJsonObject inv = o.value(QStringLiteral("inventory")).toObject();
        QCOMPARE(inv.value(QStringLiteral("gpus")).toInt(), gpus);
        QCOMPARE(inv.value(QStringLiteral("by_model")).toObject().value(QStringLiteral("dgx-h100")).toObject()
                     .value(QStringLiteral("count")).toInt(), dgx);
        const double w = o.value(QStringLiteral("power")).toObject().value(QStringLiteral("it_nameplate_w")).toDouble();
        QVERIFY2(std::abs(w / 1000.0 - itKw) < 0.05, qPrintable(QString::number(w)));
        // Every sample passes `check --fail-on error` (issue 33: the rack-scale halls too).
        const Run c = dcstudio({QStringLiteral("check"), sample(name.toLatin1().constData()), QStringLiteral("--fail-on"),
                                QStringLiteral("error")});
        QVERIFY2(c.exitCode == 0, c.out.constData());
        QVERIFY(!o.value(QStringLiteral("project")).toObject().value(QStringLiteral("name")).toString().isEmpty());
    }

    void setOverridesBeforeEvaluating()
    {
        const Run r = dcstudio({QStringLiteral("evaluate"), sample("finetune-lab"), QStringLiteral("--set"),
                                QStringLiteral("name=Lab B"), QStringLiteral("--set"),
                                QStringLiteral("racks.R-L01.devices.L01-N1.catalog_id=dgx-h100")});
        // A DGX H100 (8U) at U3 of L01 overlaps the server at U7: refused, exit 2, path named.
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("/racks/0/devices/1/u"), r.err.constData());
        const Run ok = dcstudio({QStringLiteral("evaluate"), sample("finetune-lab"), QStringLiteral("--set"),
                                 QStringLiteral("name=Lab B")});
        QCOMPARE(ok.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(ok.out).object();
        QCOMPARE(o.value(QStringLiteral("project")).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Lab B"));
    }

    void weatherFileFromTheCommandLine()
    {
        // Issue 34: --set cooling.weather_file=PATH runs the design on an EPW year.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dulles.epw"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(dcs::test::epw()));
        f.close();
        const Run ok = dcstudio({QStringLiteral("evaluate"), sample("superpod-h100-air"), QStringLiteral("--set"),
                                 QStringLiteral("cooling.weather_file=") + path});
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
        const QJsonObject climate = QJsonDocument::fromJson(ok.out).object()[QStringLiteral("cooling")][QStringLiteral("climate")].toObject();
        QCOMPARE(climate[QStringLiteral("id")].toString(), QStringLiteral("weather"));
        QCOMPARE(climate[QStringLiteral("measured")].toBool(), true);
        QCOMPARE(climate[QStringLiteral("source")].toString(), QStringLiteral("weather file dulles.epw"));
        // The file's hours run 10.0 to 12.4 °C; the plant is sized on its 34.1 °C design condition.
        QCOMPARE(climate[QStringLiteral("year_max_dry_bulb_c")].toDouble(), 12.4);
        const QJsonObject liquid = QJsonDocument::fromJson(ok.out).object()[QStringLiteral("cooling")][QStringLiteral("liquid")].toObject();
        QCOMPARE(liquid[QStringLiteral("peak_dry_bulb_c")].toDouble(), 34.1);
        // A file that is not a year: exit 1 (a bad argument), the file and the problem named.
        QFile shortFile(dir.filePath(QStringLiteral("short.epw")));
        QVERIFY(shortFile.open(QIODevice::WriteOnly));
        shortFile.write(QByteArray::fromStdString(dcs::test::epw(100)));
        shortFile.close();
        const Run bad = dcstudio({QStringLiteral("evaluate"), sample("superpod-h100-air"), QStringLiteral("--set"),
                                  QStringLiteral("cooling.weather_file=") + shortFile.fileName()});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains("--set cooling.weather_file:") && bad.err.contains("short.epw: a year has 8,760 hours"),
                 bad.err.constData());
        const Run missing = dcstudio({QStringLiteral("check"), sample("superpod-h100-air"), QStringLiteral("--set"),
                                      QStringLiteral("cooling.weather_file=nowhere.epw")});
        QCOMPARE(missing.exitCode, 3);  // check's exit code for a bad argument
        QVERIFY2(missing.err.contains("nowhere.epw: no such file."), missing.err.constData());
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrFragment");
        QTest::newRow("missing file") << QStringList{"evaluate", "/nonexistent.json"} << 2 << "does not exist";
        QTest::newRow("no project") << QStringList{"evaluate"} << 1 << "expected one or more PROJECT";
        QTest::newRow("bad option") << QStringList{"evaluate", "--frobnicate"} << 1 << "frobnicate";
        QTest::newRow("bad set syntax") << QStringList{"evaluate", sample("finetune-lab"), "--set", "nonsense"} << 1
                                        << "key.path=value";
        QTest::newRow("bad set path") << QStringList{"evaluate", sample("finetune-lab"), "--set", "racks.R-X.name=a"} << 1
                                      << "no 'R-X'";
        QTest::newRow("bad set value") << QStringList{"evaluate", sample("finetune-lab"), "--set", "hall.width_m=-3"} << 2
                                       << "/hall/width_m";
        QTest::newRow("bad kind") << QStringList{"catalog", "--kind", "toaster"} << 1 << "unknown kind";
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, stderrFragment);
        const Run r = dcstudio(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(stderrFragment.toUtf8()), r.err.constData());
    }

    void truncatedFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"dcstudio-project\", \"racks\": [");
        f.close();
        const Run r = dcstudio({QStringLiteral("evaluate"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("broken.json") && r.err.contains("ends unexpectedly"), r.err.constData());
        // The file is untouched.
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("{\"format\": \"dcstudio-project\", \"racks\": ["));
    }

    void helpVersionCatalog()
    {
        const Run help = dcstudio({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("evaluate PROJECT") && help.out.contains("--screenshot"));
        const Run version = dcstudio({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.out.contains(DCS_VERSION), version.out.constData());
        const Run catalog = dcstudio({QStringLiteral("catalog"), QStringLiteral("--kind"), QStringLiteral("gpu_server")});
        QCOMPARE(catalog.exitCode, 0);
        QVERIFY(catalog.out.contains("dgx-h100") && !catalog.out.contains("qm9700"));
        const Run json = dcstudio({QStringLiteral("catalog"), QStringLiteral("--json")});
        QVERIFY(QJsonDocument::fromJson(json.out).array().size() >= 25);
    }

    // Several files: the exit code is the worst over all of them (0 clean, 1 warnings, 2 errors,
    // 4 a file that cannot be checked), findings grouped under each file, then a total.
    void checkSeveralFilesWorstExit()
    {
        QTemporaryDir dir;
        const QString clean = writeClean(dir), errors = writeErrors(dir);
        // superpod-h100-air: warnings (each DGX splits its PSUs 3 + 3 over the feeds), no errors.
        const QString warnings = sample("superpod-h100-air");
        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        QVERIFY(!clean.isEmpty() && !errors.isEmpty());

        const Run cw = dcstudio({QStringLiteral("check"), clean, warnings});
        QCOMPARE(cw.exitCode, 1);
        const Run cwe = dcstudio({QStringLiteral("check"), clean, warnings, errors});
        QCOMPARE(cwe.exitCode, 2);
        // Order does not matter: the worst wins wherever it is.
        QCOMPARE(dcstudio({QStringLiteral("check"), errors, warnings, clean}).exitCode, 2);
        // An unreadable file: 4 even with --fail-on error or never (the design was not checked).
        QCOMPARE(dcstudio({QStringLiteral("check"), clean, warnings, errors, missing}).exitCode, 4);
        QCOMPARE(dcstudio({QStringLiteral("check"), clean, missing, QStringLiteral("--fail-on"), QStringLiteral("error")}).exitCode, 4);
        QCOMPARE(dcstudio({QStringLiteral("check"), clean, missing, QStringLiteral("--fail-on"), QStringLiteral("never")}).exitCode, 4);
        // --fail-on error ignores warnings in every file, not errors in any.
        QCOMPARE(dcstudio({QStringLiteral("check"), clean, warnings, QStringLiteral("--fail-on"), QStringLiteral("error")}).exitCode, 0);
        QCOMPARE(dcstudio({QStringLiteral("check"), warnings, errors, clean, QStringLiteral("--fail-on"), QStringLiteral("error")}).exitCode, 2);
        QCOMPARE(dcstudio({QStringLiteral("check"), warnings, errors, QStringLiteral("--fail-on"), QStringLiteral("never")}).exitCode, 0);

        // Text: a header per file, the file's findings and count line under it, then the total.
        const QByteArray out = cwe.out;
        const QList<QByteArray> files = {clean.toUtf8(), warnings.toUtf8(), errors.toUtf8()};
        int previous = -1;
        QList<int> sum = {0, 0, 0};
        for (const QByteArray &f : files) {
            const int header = out.indexOf("==> " + f + " <==");
            QVERIFY2(header > previous, f.constData());
            const QList<int> counts = countsAfter(out, f);
            QCOMPARE(counts.size(), 3);
            QVERIFY(out.indexOf(f + ": ") > header);
            for (int i = 0; i < 3; ++i)
                sum[i] += counts[i];
            previous = header;
        }
        QCOMPARE(countsAfter(out, "superpod-h100-air.json").value(0), 0);  // warnings only ...
        QVERIFY(countsAfter(out, "superpod-h100-air.json").value(1) > 0);
        QVERIFY(countsAfter(out, "errors.json").value(0) > 0);            // ... and errors here
        // "warning cooling.rack_density" is listed under the SuperPOD, before the errors file.
        const int feedLoss = out.indexOf("warning cooling.rack_density");
        QVERIFY(feedLoss > out.indexOf("==> " + files[1]) && feedLoss < out.indexOf("==> " + files[2]));
        QCOMPARE(countsAfter(out, "total (3 of 3 files checked)"), sum);
    }

    void checkMissingFileNamedOthersChecked()
    {
        QTemporaryDir dir;
        const QString clean = writeClean(dir), errors = writeErrors(dir);
        const QString missing = dir.filePath(QStringLiteral("no-such-design.json"));
        const Run r = dcstudio({QStringLiteral("check"), clean, missing, errors});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(missing.toUtf8() + ": the file does not exist"), r.err.constData());
        // The file after the missing one is still checked: its findings and count line are there.
        QVERIFY2(countsAfter(r.out, errors.toUtf8()).value(0) > 0, r.out.constData());
        QCOMPARE(countsAfter(r.out, clean.toUtf8()).mid(0, 2), (QList<int>{0, 0}));  // clean: notes only
        QVERIFY(r.out.contains(missing.toUtf8() + ": not checked"));
        QVERIFY(r.out.contains("total (2 of 3 files checked, 1 not)"));
        // A truncated file is no different: named, 4, the others checked.
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"dcstudio-project\", \"racks\": [");
        f.close();
        const Run b = dcstudio({QStringLiteral("check"), broken, clean, QStringLiteral("--fail-on"), QStringLiteral("error")});
        QCOMPARE(b.exitCode, 4);
        QVERIFY2(b.err.contains("broken.json"), b.err.constData());
        QCOMPARE(countsAfter(b.out, clean.toUtf8()).mid(0, 2), (QList<int>{0, 0}));
        // A --set that fits one file and not the other: 3 (bad argument), the file named.
        const Run s = dcstudio({QStringLiteral("check"), clean, sample("finetune-lab"), QStringLiteral("--set"),
                                QStringLiteral("racks.R-L01.name=x"), QStringLiteral("--fail-on"), QStringLiteral("never")});
        QCOMPARE(s.exitCode, 3);
        QVERIFY2(s.err.contains("clean.json: --set") && s.err.contains("no 'R-L01'"), s.err.constData());
        QVERIFY(s.out.contains("finetune-lab.json: "));
    }

    // Two invalid files of one name in two folders: every message names the path as given, the
    // validator's ("a/hall.json: /name: ...") as the parser's, so they stay apart (issue 31).
    void messagesNameThePathAsGiven()
    {
        QTemporaryDir dir;
        for (const char *folder : {"a", "b"}) {
            QVERIFY(QDir(dir.path()).mkpath(folder));
            QFile f(dir.filePath(QStringLiteral("%1/hall.json").arg(folder)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(folder[0] == 'a' ? "{\"format\": \"dcstudio-project\", \"format_version\": 2, \"name\": 3}" : "{\"format\": ");
        }
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(QStringLiteral(DCS_BINARY), {"check", "a/hall.json", "b/hall.json", "--json"});
        QVERIFY(p.waitForFinished(60000));
        const QByteArray err = p.readAllStandardError(), out = p.readAllStandardOutput();
        QCOMPARE(p.exitCode(), 4);
        QVERIFY2(err.contains("a/hall.json: /name: expected a string"), err.constData());
        QVERIFY2(err.contains("b/hall.json: the file ends unexpectedly"), err.constData());
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY2(QJsonDocument::fromJson(lines[0]).object()["error"].toString().startsWith("a/hall.json: /name"), lines[0].constData());
    }

    // --json: JSON Lines, one object per PROJECT in the order given (README, Command line).
    void checkJsonOneObjectPerFile()
    {
        QTemporaryDir dir;
        const QString clean = writeClean(dir), errors = writeErrors(dir);
        const QString warnings = sample("superpod-h100-air"), missing = dir.filePath(QStringLiteral("missing.json"));
        const QStringList files = {warnings, clean, missing, errors};
        const Run r = dcstudio(QStringList{QStringLiteral("check"), QStringLiteral("--json")} + files);
        QCOMPARE(r.exitCode, 4);
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.size(), files.size());
        const QStringList status = {QStringLiteral("warnings"), QStringLiteral("clean"), QStringLiteral("unreadable"),
                                    QStringLiteral("errors")};
        const QList<int> exits = {1, 0, 4, 2};
        for (int i = 0; i < files.size(); ++i) {
            const QJsonObject o = lines[i];
            QCOMPARE(o.value(QStringLiteral("file")).toString(), files[i]);
            QCOMPARE(o.value(QStringLiteral("status")).toString(), status[i]);
            QCOMPARE(o.value(QStringLiteral("exit_code")).toInt(-1), exits[i]);
            if (status[i] == QLatin1String("unreadable")) {
                QVERIFY(o.value(QStringLiteral("error")).toString().contains(QStringLiteral("does not exist")));
                QVERIFY(!o.contains(QStringLiteral("counts")) && !o.contains(QStringLiteral("warnings")));
                continue;
            }
            // counts agree with the list, and the list is the evaluate serialiser's.
            QMap<QString, int> bySeverity;
            for (const QJsonValue &w : o.value(QStringLiteral("warnings")).toArray()) {
                ++bySeverity[w.toObject().value(QStringLiteral("severity")).toString()];
                QVERIFY(w.toObject().contains(QStringLiteral("code")) && w.toObject().contains(QStringLiteral("fix")));
            }
            const QJsonObject counts = o.value(QStringLiteral("counts")).toObject();
            for (const QString &severity : {QStringLiteral("error"), QStringLiteral("warning"), QStringLiteral("info")})
                QCOMPARE(counts.value(severity).toInt(-1), bySeverity.value(severity));
        }
        QVERIFY(r.err.contains("missing.json"));
        // --fail-on changes exit_code, not status.
        const Run e = dcstudio({QStringLiteral("check"), QStringLiteral("--json"), warnings, QStringLiteral("--fail-on"),
                                QStringLiteral("error")});
        QCOMPARE(e.exitCode, 0);
        const QList<QJsonObject> one = jsonLines(e.out);
        QCOMPARE(one.size(), 1);  // one PROJECT: the same shape, one line
        QCOMPARE(one[0].value(QStringLiteral("status")).toString(), QStringLiteral("warnings"));
        QCOMPARE(one[0].value(QStringLiteral("exit_code")).toInt(-1), 0);
    }

    void evaluateSeveralFiles()
    {
        // JSON Lines: the evaluation document of each file plus file, status and exit_code; --set
        // applies to every file. GPUs as evaluateSamples: lab 48, SuperPOD 1024.
        const QStringList files = {sample("finetune-lab"), sample("superpod-h100-air")};
        const Run r = dcstudio(QStringList{QStringLiteral("evaluate"), QStringLiteral("--json"), QStringLiteral("--set"),
                                           QStringLiteral("name=Renamed")} + files);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 2);
        const QList<int> gpus = {48, 1024};
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(lines[i].value(QStringLiteral("file")).toString(), files[i]);
            QCOMPARE(lines[i].value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
            QCOMPARE(lines[i].value(QStringLiteral("format")).toString(), QStringLiteral("dcstudio-evaluation"));
            QCOMPARE(lines[i].value(QStringLiteral("inventory")).toObject().value(QStringLiteral("gpus")).toInt(), gpus[i]);
            QCOMPARE(lines[i].value(QStringLiteral("project")).toObject().value(QStringLiteral("name")).toString(),
                     QStringLiteral("Renamed"));
        }
        // A missing file among them: named, exit 2, the others still evaluated.
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("gone.json"));
        const Run m = dcstudio({QStringLiteral("evaluate"), QStringLiteral("--json"), missing, files[0]});
        QCOMPARE(m.exitCode, 2);
        QVERIFY2(m.err.contains("gone.json: the file does not exist"), m.err.constData());
        const QList<QJsonObject> ml = jsonLines(m.out);
        QCOMPARE(ml.size(), 2);
        QCOMPARE(ml[0].value(QStringLiteral("status")).toString(), QStringLiteral("unreadable"));
        QCOMPARE(ml[0].value(QStringLiteral("exit_code")).toInt(-1), 2);
        QCOMPARE(ml[1].value(QStringLiteral("inventory")).toObject().value(QStringLiteral("gpus")).toInt(), 48);
        // An invalid value: the reader's message, JSON path included, as the file's error.
        const Run bad = dcstudio({QStringLiteral("evaluate"), QStringLiteral("--json"), files[0], QStringLiteral("--set"),
                                  QStringLiteral("hall.width_m=-3")});
        QCOMPARE(bad.exitCode, 2);
        const QList<QJsonObject> bl = jsonLines(bad.out);
        QCOMPARE(bl.size(), 1);
        const QString why = bl[0].value(QStringLiteral("error")).toString();
        QVERIFY2(why.contains(QStringLiteral("/hall/width_m")) && !why.endsWith(QLatin1Char('\n')), qPrintable(why));
        // Without --json: each file's indented document under its header.
        const Run t = dcstudio(QStringList{QStringLiteral("evaluate")} + files);
        QCOMPARE(t.exitCode, 0);
        const int first = t.out.indexOf("==> " + files[0].toUtf8() + " <==\n{");
        const int second = t.out.indexOf("==> " + files[1].toUtf8() + " <==\n{");
        QVERIFY2(first == 0 && second > first, t.out.left(200).constData());
        const QJsonObject secondDoc = QJsonDocument::fromJson(t.out.mid(t.out.indexOf('{', second))).object();
        QCOMPARE(secondDoc.value(QStringLiteral("inventory")).toObject().value(QStringLiteral("gpus")).toInt(), 1024);
    }

    // `dcstudio --help` names every subcommand, and each one it names is one (its --help works).
    void helpListsEverySubcommand()
    {
        const Run help = dcstudio({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        const QString text = QString::fromUtf8(help.out);
        const int from = text.indexOf(QStringLiteral("Subcommands"));
        QVERIFY(from >= 0);
        QStringList listed;
        for (const QString &line : text.mid(from).split(QLatin1Char('\n')).mid(1)) {
            if (!line.startsWith(QLatin1String("  ")))
                break;
            if (line.size() > 2 && line.at(2) != QLatin1Char(' '))  // deeper: a synopsis continued
                listed.append(line.mid(2).section(QLatin1Char(' '), 0, 0));
        }
        const QStringList expected = {QStringLiteral("generate"), QStringLiteral("generate-fabric"), QStringLiteral("evaluate"),
                                      QStringLiteral("check"), QStringLiteral("report"), QStringLiteral("catalog"),
                                      QStringLiteral("export"), QStringLiteral("bom"), QStringLiteral("compare"), QStringLiteral("sweep"), QStringLiteral("sweep-merge"),
                                      QStringLiteral("import-device-type"), QStringLiteral("inputs")};
        QCOMPARE(listed, expected);
        for (const QString &sub : expected) {
            const Run own = dcstudio({sub, QStringLiteral("--help")});
            QVERIFY2(own.exitCode == 0, qPrintable(sub));
            QVERIFY2(own.out.contains("Usage:") && own.out.contains(sub.toUtf8()), qPrintable(sub));
        }
        // The GUI options are there too.
        for (const char *option : {"--screenshot", "--rack", "--tab", "--no-recovery", "--version"})
            QVERIFY2(help.out.contains(option), option);
        // The subcommands taking projects say they take several.
        for (const char *sub : {"evaluate", "check", "report"})
            QVERIFY2(dcstudio({QLatin1String(sub), QStringLiteral("--help")}).out.contains("PROJECT..."), sub);
    }

    void reportSeveralFilesToAFolder()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("reports"));
        const QString lab = sample("finetune-lab");
        const QString copy = writeClean(dir);
        const Run r = dcstudio({QStringLiteral("report"), lab, copy, QStringLiteral("-o"), folder});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        for (const QString &name : {QStringLiteral("finetune-lab.pdf"), QStringLiteral("clean.pdf")}) {
            QFile pdf(QDir(folder).filePath(name));
            QVERIFY2(pdf.open(QIODevice::ReadOnly), qPrintable(name));
            QVERIFY(pdf.read(5) == "%PDF-");
        }
        // A .pdf name for several files, and two projects writing the same PDF: refused, nothing written.
        const Run pdfName = dcstudio({QStringLiteral("report"), lab, copy, QStringLiteral("-o"), dir.filePath(QStringLiteral("x.pdf"))});
        QCOMPARE(pdfName.exitCode, 1);
        QVERIFY2(pdfName.err.contains("names a folder"), pdfName.err.constData());
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("x.pdf"))));
        QTemporaryDir other;
        const QString sameName = writeClean(other);
        const QString folder2 = dir.filePath(QStringLiteral("twice"));
        const Run twice = dcstudio({QStringLiteral("report"), copy, sameName, QStringLiteral("-o"), folder2});
        QCOMPARE(twice.exitCode, 1);
        QVERIFY2(twice.err.contains("would both be written"), twice.err.constData());
        QVERIFY(!QFileInfo::exists(folder2));
    }

    // Story 5: a team's CI checks every design in the repository with --fail-on error, then
    // writes a report. The samples are the repository's designs.
    void storyCheckEveryDesignInTheRepository()
    {
        const QDir projects(QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects")));
        QStringList files;
        for (const QString &name : projects.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            files.append(projects.filePath(name));
        QVERIFY(files.size() >= 4);
        const Run r = dcstudio(QStringList{QStringLiteral("check")} + files
                               + QStringList{QStringLiteral("--fail-on"), QStringLiteral("error"), QStringLiteral("--json")});
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.size(), files.size());
        for (int i = 0; i < files.size(); ++i) {
            QCOMPARE(lines[i].value(QStringLiteral("file")).toString(), files[i]);
            QVERIFY(lines[i].value(QStringLiteral("status")).toString() != QLatin1String("unreadable"));
        }
        // Every sample is free of errors (finetune-lab has warnings: a job that does not fit its
        // pinned slice, no compute fabric), so the run over all of projects/ passes --fail-on
        // error, as CI's would. (A file with errors exits 2: test_report, checkExitCodes.)
        for (int i = 0; i < files.size(); ++i) {
            const QString name = QFileInfo(files[i]).fileName();
            const QJsonArray found = lines[i].value(QStringLiteral("warnings")).toArray();
            const QString firstCode = found.isEmpty() ? QString() : found.first().toObject().value(QStringLiteral("code")).toString();
            QVERIFY2(lines[i].value(QStringLiteral("status")).toString() != QLatin1String("errors"),
                     qPrintable(name + QStringLiteral(": ") + firstCode));
        }
        QCOMPARE(r.exitCode, 0);
        const Run plain = dcstudio(QStringList{QStringLiteral("check")} + files
                                   + QStringList{QStringLiteral("--fail-on"), QStringLiteral("error")});
        QVERIFY(plain.out.contains(QStringLiteral("total (%1 of %1 files checked)").arg(files.size()).toUtf8()));
        QCOMPARE(plain.exitCode, 0);

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("design.pdf"));
        const Run report = dcstudio({QStringLiteral("report"), projects.filePath(QStringLiteral("superpod-h100-liquid.json")),
                                     QStringLiteral("-o"), pdf, QStringLiteral("--paper"), QStringLiteral("letter")});
        QVERIFY2(report.exitCode == 0, report.err.constData());
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.read(5), QByteArray("%PDF-"));
        QVERIFY(f.size() > 10000);
    }

    void screenshotOfSample()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        const Run r = dcstudio({QStringLiteral("--screenshot"), png});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 1200 && image.height() >= 800);
        // Not blank: the floor plan draws racks in several colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
    }

    void screenshotRefusesBadProject()
    {
        QTemporaryDir dir;
        const Run r = dcstudio({QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png")),
                                QStringLiteral("/nonexistent.json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("does not exist"));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
