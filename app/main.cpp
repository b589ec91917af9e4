#include "commandline.h"
#include "filecontroller.h"
#include "floorplanview.h"
#include "guardedapplication.h"
#include "lastresort.h"
#include "mainwindow.h"
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QTimer>
#include <cstdio>
#include <exception>

namespace {

// Qt aborts when no display is reachable; say what to do instead.
bool displayAvailable()
{
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        return true;
#if defined(Q_OS_LINUX)
    return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
#else
    return true;
#endif
}

// Headless subcommands print their own messages; Qt's notes about the environment (no
// XDG_RUNTIME_DIR on a server, offscreen platform limits) are noise for a script reading stderr.
void quietQtNotes(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtFatalMsg || type == QtCriticalMsg)
        std::fprintf(stderr, "dcstudio: %s\n", qPrintable(message));
}

// `size` is the image size in device pixels ("2560x1440" with QT_SCALE_FACTOR=2 is a
// 1280x720 window drawn at twice the density); `dock` raises the dock whose title starts with it.
// --rack ID: the rack's elevation in front and the rack selected (the inspector shows it), as
// a double-click on the floor plan does.
void openAndSelectRack(dcs::MainWindow &window, const QString &id)
{
    window.openRack(id.toStdString());
    window.floorPlan()->selectIds({id.toStdString()});
}

int takeScreenshot(dcs::MainWindow &window, const QString &out, const QString &size, const QString &dock, const QString &tab)
{
    QSize pixels(1600, 1000);
    if (!size.isEmpty()) {
        const QStringList wh = size.split(QLatin1Char('x'));
        const int w = wh.value(0).toInt(), h = wh.size() == 2 ? wh.value(1).toInt() : 0;
        if (w < 320 || h < 240) {
            std::fprintf(stderr, "dcstudio: --size wants WIDTHxHEIGHT in pixels, e.g. 1280x800 (got %s)\n", qPrintable(size));
            return 1;
        }
        pixels = QSize(w, h);
    }
    const qreal ratio = window.devicePixelRatioF();
    window.resize(qRound(pixels.width() / ratio), qRound(pixels.height() / ratio));
    window.show();
    // After the first layout: a page lays out its tabs by its size (Power/Dynamics/Spectrum, a tab
    // of the Dynamics tab, exists only in a narrow page).
    QCoreApplication::processEvents();
    if (!tab.isEmpty() && !window.showTab(tab))
        std::fprintf(stderr, "dcstudio: no tab named %s\n", qPrintable(tab));
    if (!dock.isEmpty()) {
        bool found = false;
        for (QDockWidget *d : window.findChildren<QDockWidget *>())
            if (!found && d->windowTitle().remove(QLatin1Char('&')).startsWith(dock, Qt::CaseInsensitive)) {
                d->show();
                d->raise();
                found = true;
            }
        if (!found)
            std::fprintf(stderr, "dcstudio: no dock named %s\n", qPrintable(dock));
    }
    // Let layouts settle and the first analysis publish before grabbing.
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    window.settleLayout();  // as the studio does after its first show: dock sizes, then fit
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    const QImage image = window.grab().toImage();
    if (!image.save(out)) {
        std::fprintf(stderr, "dcstudio: cannot write the screenshot %s\n", qPrintable(out));
        return 1;
    }
    std::printf("screenshot: %s (%dx%d)\n", qPrintable(QFileInfo(out).absoluteFilePath()), image.width(), image.height());
    return 0;
}

// Everything main does; main() itself only adds the last resort around it.
int run(int argc, char **argv)
{
    QCoreApplication::setOrganizationName(QStringLiteral("DC Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("dcstudio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DCS_VERSION));
    // The installed menu entry (packaging/dcstudio.desktop): Wayland shells find the window's
    // icon and name through it.
    QGuiApplication::setDesktopFileName(QStringLiteral("dcstudio"));

    if (argc > 1 && dcs::CommandLine::isSubcommand(QString::fromLocal8Bit(argv[1]))) {
        QStringList words;  // before QCoreApplication exists, for the choice of application class
        for (int i = 1; i < argc; ++i)
            words << QString::fromLocal8Bit(argv[i]);
        if (dcs::CommandLine::needsWidgets(words)) {
            if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");  // drawing a PDF needs no display
            qInstallMessageHandler(quietQtNotes);
            dcs::GuardedApplication app(argc, argv);
            return dcs::CommandLine::run(app.arguments());
        }
        QCoreApplication app(argc, argv);
        return dcs::CommandLine::run(app.arguments());
    }

    // --screenshot renders offscreen; decide before QApplication picks a platform.
    bool screenshot = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--screenshot" || a.startsWith("--screenshot="))
            screenshot = true;
        if (a == "--help" || a == "-h" || a == "--version" || a == "-v")
            screenshot = true;  // no window needed either
    }
    if (screenshot && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (!displayAvailable()) {
        std::fprintf(stderr,
                     "dcstudio: no display (DISPLAY is not set). Use one of:\n"
                     "  dcstudio --screenshot OUT.png [PROJECT]   render the studio to an image\n"
                     "  dcstudio evaluate PROJECT                 print the evaluation as JSON\n");
        return 2;
    }

    dcs::GuardedApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("DC Studio: design studio for AI-training data centers.\n\n")
                                     + dcs::CommandLine::synopsis()
                                     + QStringLiteral("\nWithout a subcommand the studio opens PROJECT, or the built-in "
                                                      "sample design (DGX H100 SuperPOD, air cooled)."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("project file to open (optional)"));
    parser.addOption({QStringLiteral("screenshot"),
                      QStringLiteral("Render the main window with PROJECT (or the sample) to OUT.png offscreen and exit."),
                      QStringLiteral("OUT.png")});
    parser.addOption({QStringLiteral("rack"), QStringLiteral("Open the elevation of the rack with this id and select it."),
                      QStringLiteral("ID")});
    parser.addOption({QStringLiteral("tab"),
                      QStringLiteral("Show the central tab whose title starts with NAME (Floor, Power, Cooling, ...); "
                                     "NAME/SUB also a tab of that page (Power/Dynamics, Power/Dynamics/Spectrum)."),
                      QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("size"),
                      QStringLiteral("With --screenshot: the image size in pixels (default 1600x1000); with QT_SCALE_FACTOR=2 "
                                     "the window is half as wide and high in logical pixels."),
                      QStringLiteral("WxH")});
    parser.addOption({QStringLiteral("dock"),
                      QStringLiteral("With --screenshot: raise the dock whose title starts with NAME (Inspector, Fabric, ...)."),
                      QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("no-recovery"), QStringLiteral("Do not offer recovered designs at start.")});
    parser.process(app);

    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        std::fprintf(stderr, "dcstudio: expected at most one PROJECT (see --help).\n");
        return 1;
    }
    const QString projectPath = positional.value(0);
    dcs::MainWindow::Options options;
    options.offerRecovery = !parser.isSet(QStringLiteral("screenshot")) && !parser.isSet(QStringLiteral("no-recovery"));
    options.restoreLayout = !parser.isSet(QStringLiteral("screenshot"));
    dcs::MainWindow window(options);

    if (parser.isSet(QStringLiteral("screenshot"))) {
        if (!window.openProject(projectPath, true))
            return 2;
        if (parser.isSet(QStringLiteral("rack")))
            openAndSelectRack(window, parser.value(QStringLiteral("rack")));
        return takeScreenshot(window, parser.value(QStringLiteral("screenshot")), parser.value(QStringLiteral("size")),
                              parser.value(QStringLiteral("dock")), parser.value(QStringLiteral("tab")));
    }
    window.files()->openAtStart(projectPath);  // a refused file: the sample, and a dialog saying so
    if (parser.isSet(QStringLiteral("rack")))
        openAndSelectRack(window, parser.value(QStringLiteral("rack")));
    window.show();
    QTimer::singleShot(0, &window, &dcs::MainWindow::settleLayout);
    QTimer::singleShot(0, &window, &dcs::MainWindow::offerRecoveredDesigns);
    return app.exec();
}

} // namespace

int main(int argc, char **argv)
{
    // Issue 31: no exception ends the program unexplained; exit code 70 (README, "Command line").
    std::set_terminate(dcs::LastResort::onTerminate);
    try {
        return run(argc, argv);
    } catch (const std::exception &e) {
        return dcs::LastResort::report(e.what());
    } catch (...) {
        return dcs::LastResort::report("an exception of unknown type");
    }
}
