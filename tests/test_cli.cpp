// The headless command line: evaluate on every sample, --set overrides, clear errors and
// exit codes for bad files and bad arguments (issue 2, section 6).
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include "processrun.h"

namespace {
using dcs::test::Run;
using dcs::test::dcstudio;

QString sample(const char *name)
{
    return QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/%1.json").arg(QLatin1String(name)));
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

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrFragment");
        QTest::newRow("missing file") << QStringList{"evaluate", "/nonexistent.json"} << 2 << "does not exist";
        QTest::newRow("no project") << QStringList{"evaluate"} << 1 << "expected exactly one PROJECT";
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
