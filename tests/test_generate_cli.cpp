// `dcstudio generate` (issue 7 section 1): writes a design the reader accepts with the counts
// asked for; --help lists the options and catalog ids; exit code 1 for bad arguments, 3 when
// the generator refuses.
#include <QDir>
#include <QFile>
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
} // namespace

class TestGenerateCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void generatesTheIssueExample()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("design.json"));
        const Run r = dcstudio({"generate", "--system", "dgx-h100", "--nodes", "128", "--cooling", "liquid", "--fabric",
                                "rail-optimized", "-o", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("128 nodes, 1024 GPUs"));
        QVERIFY(r.err.isEmpty());
        // evaluate reads it back: 1,024 GPUs and 128 DGX.
        const Run e = dcstudio({"evaluate", out});
        QCOMPARE(e.exitCode, 0);
        const QJsonObject inv = QJsonDocument::fromJson(e.out).object().value("inventory").toObject();
        QCOMPARE(inv.value("gpus").toInt(), 1024);
        int errors = 0;
        for (const QJsonValue &w : QJsonDocument::fromJson(e.out).object().value("warnings").toArray())
            errors += w.toObject().value("severity").toString() == QLatin1String("error");
        QCOMPARE(errors, 0);
    }

    void gpusHallAndName()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("lab.json"));
        const Run r = dcstudio({"generate", "--system", "pcie-h100-8gpu", "--gpus", "64", "--cooling", "air", "--fabric",
                                "leaf-spine", "--technology", "roce-400", "--hall", "30x20", "--name", "Lab", "-o", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(doc.value("name").toString(), QStringLiteral("Lab"));
        QCOMPARE(doc.value("hall").toObject().value("width_m").toDouble(), 30.0);
        QCOMPARE(doc.value("hall").toObject().value("depth_m").toDouble(), 20.0);
    }

    // Issue 33: a GB300 NVL72 hall's fabric defaults to XDR InfiniBand on Quantum-X800 (its NICs
    // are 800G ConnectX-8); a GB200 hall's to NDR on QM9700; --technology still decides.
    void rackScaleTechnologyFollowsTheNics()
    {
        QTemporaryDir dir;
        auto switchOf = [&](const QStringList &extra) {
            const QString out = dir.filePath(QStringLiteral("hall.json"));
            QStringList args{"generate", "--nodes", "8", "--cooling", "liquid", "-o", out};
            args << extra;
            const Run r = dcstudio(args);
            if (r.exitCode != 0)
                return QString::fromUtf8(r.err);
            QFile f(out);
            if (!f.open(QIODevice::ReadOnly))
                return QStringLiteral("unreadable");
            const QJsonObject net = QJsonDocument::fromJson(f.readAll()).object().value("networks").toArray().at(0).toObject();
            return net.value("technology").toString() + QLatin1Char('/') + net.value("switch_catalog_id").toString();
        };
        QCOMPARE(switchOf({"--system", "gb300-nvl72"}), QStringLiteral("ib-xdr/q3400"));
        QCOMPARE(switchOf({"--system", "gb200-nvl72"}), QStringLiteral("ib-ndr/qm9700"));
        QCOMPARE(switchOf({"--system", "gb300-nvl72", "--technology", "roce-800"}), QStringLiteral("roce-800/sn5600"));
    }

    void helpListsOptionsAndIds()
    {
        const Run r = dcstudio({"generate", "--help"});
        QCOMPARE(r.exitCode, 0);
        for (const char *word : {"--system", "--nodes", "--gpus", "--cooling", "--rack-kw", "--pdu", "--fabric",
                                 "--technology", "--oversubscription", "--hall", "--name", "dgx-h100", "gb200-nvl72",
                                 "pdu-415v-60a-wye", "rail-optimized"})
            QVERIFY2(r.out.contains(word), word);
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no output") << QStringList{"generate", "--nodes", "4"} << 1 << "expected -o";
        QTest::newRow("unknown system") << QStringList{"generate", "--system", "dgx-z9", "--nodes", "4", "-o", "x.json"} << 1
                                        << "unknown GPU system 'dgx-z9'";
        QTest::newRow("no count") << QStringList{"generate", "-o", "x.json"} << 1 << "must be at least 1";
        QTest::newRow("bad count") << QStringList{"generate", "--nodes", "many", "-o", "x.json"} << 1 << "whole number";
        QTest::newRow("bad cooling") << QStringList{"generate", "--nodes", "4", "--cooling", "ice", "-o", "x.json"} << 1
                                     << "air, liquid, hybrid or sidecar";
        QTest::newRow("bad hall") << QStringList{"generate", "--nodes", "4", "--hall", "big", "-o", "x.json"} << 1 << "WxD";
        QTest::newRow("unknown option") << QStringList{"generate", "--nodez", "4", "-o", "x.json"} << 1 << "nodez";
        QTest::newRow("rack below one node") << QStringList{"generate", "--nodes", "4", "--rack-kw", "5", "-o", "x.json"} << 3
                                             << "above the rack power limit";
        QTest::newRow("bad distribution") << QStringList{"generate", "--nodes", "4", "--distribution", "rails", "-o", "x.json"}
                                          << 1 << "--distribution must be panels or busway";
        QTest::newRow("hall too small") << QStringList{"generate", "--nodes", "64", "--hall", "10x10", "-o", "x.json"} << 3
                                        << "needs a hall of at least";
    }
    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QDir::setCurrent(dir.path());
        const Run r = dcstudio(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.json"))));
    }
};

QTEST_GUILESS_MAIN(TestGenerateCli)
#include "test_generate_cli.moc"
