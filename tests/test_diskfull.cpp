// A full disk and a read-only file system under every writer (issue 31 item 6): the studio's
// Save (Ctrl+S), `generate-fabric` (in place), `report -o`, `export bom -o` and `sweep -o`, each
// onto a small tmpfs that is either filled up or remounted read-only. Each refuses with the
// documented exit code and a message naming the file, and leaves the old file byte for byte.
//
// The tmpfs is mounted in a private mount namespace of this test process (entered in main()
// before any thread starts; the dcstudio processes it runs inherit it), so nothing on the
// machine is mounted and nothing is left mounted if the test dies. As root (CI) that is
// unshare(CLONE_NEWNS); otherwise a user namespace maps the user to root first.
#include "document/projectdocument.h"
#include "filecontroller.h"
#include "guardedapplication.h"
#include "mainwindow.h"
#include "processrun.h"
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>

using namespace dcs;
using dcs::test::dcstudio;
using dcs::test::Run;

namespace {

QString gNamespaceProblem;  // empty when the private mount namespace was entered

bool writeProcFile(const char *path, const std::string &text)
{
    const int fd = ::open(path, O_WRONLY);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, text.data(), text.size()) == ssize_t(text.size());
    ::close(fd);
    return ok;
}

void enterPrivateMountNamespace()
{
    if (::unshare(CLONE_NEWNS) != 0) {
        const uid_t uid = ::getuid();
        const gid_t gid = ::getgid();
        if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0) {
            gNamespaceProblem = QStringLiteral("unshare: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        writeProcFile("/proc/self/setgroups", "deny");
        if (!writeProcFile("/proc/self/uid_map", "0 " + std::to_string(uid) + " 1")
            || !writeProcFile("/proc/self/gid_map", "0 " + std::to_string(gid) + " 1")) {
            gNamespaceProblem = QStringLiteral("cannot map the user into the namespace");
            return;
        }
    }
    // Mounts made from now on stay in this namespace.
    if (::mount("none", "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
        gNamespaceProblem = QStringLiteral("mount --make-rprivate /: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestDiskFull : public QObject
{
    Q_OBJECT

    enum class Trouble { Full, ReadOnly };

    QTemporaryDir mOuter;
    QString mMount;  // the tmpfs
    QByteArray mProject;

    QString at(const char *name) const { return mMount + QLatin1Char('/') + QLatin1String(name); }

    // A fresh 4 MiB tmpfs holding the project and an old file in each output's place, then
    // filled up (a filler file written until the write fails) or remounted read-only.
    bool prepare(Trouble trouble)
    {
        ::umount2(qPrintable(mMount), MNT_DETACH);
        if (::mount("tmpfs", qPrintable(mMount), "tmpfs", 0, "size=4m") != 0) {
            qWarning("mount tmpfs: %s", std::strerror(errno));
            return false;
        }
        bool ok = writeFile(at("hall.json"), mProject);
        for (const char *old : {"report.pdf", "bom.csv", "sweep.csv"})
            ok = ok && writeFile(at(old), QByteArray("the old ") + old + "\n");
        if (!ok)
            return false;
        if (trouble == Trouble::ReadOnly)
            return ::mount(nullptr, qPrintable(mMount), nullptr, MS_REMOUNT | MS_RDONLY, nullptr) == 0;
        QFile filler(at("filler"));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size()) {
        }
        return QFile(at("filler")).size() > 3 * 1024 * 1024;  // the disk is full now
    }

    void checkOldFilesKept()
    {
        QCOMPARE(readAll(at("hall.json")), mProject);
        for (const char *old : {"report.pdf", "bom.csv", "sweep.csv"})
            QCOMPARE(readAll(at(old)), QByteArray("the old ") + old + "\n");
        // No temporary file of an atomic write is left behind either.
        QStringList left = QDir(mMount).entryList(QDir::Files);
        left.removeAll(QStringLiteral("filler"));
        QCOMPARE(left, (QStringList{"bom.csv", "hall.json", "report.pdf", "sweep.csv"}));
    }

    // Each writer of the command line: documented exit code, the file named, nothing changed.
    void checkCommandLine()
    {
        struct Case {
            QStringList args;
            int exitCode;
            const char *named;
        };
        const QString project = at("hall.json");
        const QList<Case> cases = {
            {{"generate-fabric", project, "-o", project}, 2, "hall.json"},  // in place
            {{"report", project, "-o", at("report.pdf")}, 3, "report.pdf"},
            {{"export", "bom", project, "-o", at("bom.csv")}, 3, "bom.csv"},
            {{"sweep", project, "--vary", "site.electricity_price_per_kwh=0.08,0.12", "-o", at("sweep.csv"), "--quiet"}, 4, "sweep.csv"},
        };
        for (const Case &c : cases) {
            const Run r = dcstudio(c.args);
            QVERIFY2(!r.crashed, qPrintable(c.args.front()));
            QVERIFY2(r.exitCode == c.exitCode,
                     qPrintable(QStringLiteral("%1: exit %2, expected %3: %4")
                                    .arg(c.args.front()).arg(r.exitCode).arg(c.exitCode).arg(QString::fromUtf8(r.err))));
            QVERIFY2(r.err.contains(c.named), qPrintable(c.args.front() + QStringLiteral(": ") + QString::fromUtf8(r.err)));
        }
        checkOldFilesKept();
    }

    // The studio: the design opened from the tmpfs, edited, Ctrl+S. The save fails, a dialog says
    // so naming the file, and the design stays open, edited and unsaved.
    void checkStudioSave()
    {
        MainWindow w({false, false});
        QVERIFY(w.openProject(at("hall.json"), true));
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.document()->setProperty("project", "name", "Unsaved work"));
        // The warning is a modal dialog: read it and close it with Enter, as a user would.
        QString shown;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&shown] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                shown = box->text();
                QTest::keyClick(box, Qt::Key_Return);
            }
        });
        poll.start(20);
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier);
        poll.stop();
        QVERIFY2(shown.contains(at("hall.json")) && shown.contains(QStringLiteral("still open")),
                 qPrintable(shown + QStringLiteral(" | file now: ") + QString::fromUtf8(readAll(at("hall.json")).left(200))));
        QVERIFY(w.document()->isModified());
        QCOMPARE(w.document()->project().name, std::string("Unsaved work"));
        QCOMPARE(w.document()->filePath(), at("hall.json"));
        checkOldFilesKept();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (!gNamespaceProblem.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no private mount namespace on this machine (%1): a tmpfs cannot be mounted")
                                 .arg(gNamespaceProblem)));
        QVERIFY(mOuter.isValid());
        mMount = mOuter.filePath(QStringLiteral("tmpfs"));
        QVERIFY(QDir().mkpath(mMount));
        if (::mount("tmpfs", qPrintable(mMount), "tmpfs", 0, "size=4m") != 0)
            QSKIP(qPrintable(QStringLiteral("a tmpfs cannot be mounted here (%1)").arg(QString::fromLocal8Bit(std::strerror(errno)))));
        ::umount2(qPrintable(mMount), MNT_DETACH);
        QFile f(QStringLiteral(DCS_SOURCE_DIR "/fuzz/corpus/generated-2-air.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        mProject = f.readAll();
    }

    void cleanupTestCase()
    {
        if (!mMount.isEmpty())
            ::umount2(qPrintable(mMount), MNT_DETACH);
    }

    void commandLineOnAFullDisk()
    {
        QVERIFY(prepare(Trouble::Full));
        checkCommandLine();
    }

    void commandLineOnAReadOnlyDisk()
    {
        QVERIFY(prepare(Trouble::ReadOnly));
        checkCommandLine();
    }

    void studioSaveOnAFullDisk()
    {
        QVERIFY(prepare(Trouble::Full));
        checkStudioSave();
    }

    void studioSaveOnAReadOnlyDisk()
    {
        QVERIFY(prepare(Trouble::ReadOnly));
        checkStudioSave();
    }
};

int main(int argc, char **argv)
{
    enterPrivateMountNamespace();  // before Qt starts a thread
    GuardedApplication app(argc, argv);
    TestDiskFull test;
    return QTest::qExec(&test, argc, argv);
}
#include "test_diskfull.moc"
