// Edit-to-KPI latency (issue 3 section 5): a document edit -> the runner publishes a new
// analysis -> the KPI strip shows it. Measured on the real main window (offscreen, 1600 x 1000)
// with the floor plan in front and with the Power page in front, and on a bare document + runner
// + KPI strip. The runner waits one frame (16 ms) to coalesce edits, by design; the figures
// include that wait, and "analysis only" gives the engines' share.
// Run: build-power/tests/bench/bench_power_ui [PROJECT]
#include "analysis/analysisrunner.h"
#include "analysis/analyzer.h"
#include "benchtimer.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "io/projectreader.h"
#include "kpistrip.h"
#include "mainwindow.h"
#include "project/pdulayout.h"
#include <QApplication>
#include <QEventLoop>
#include <QStandardPaths>

using namespace dcs;

namespace {
// One reversible edit: PSU 1 of the first DGX re-plugged between two outlets of its PDU.
struct Replug {
    std::string deviceId, pduId;
    int outlets[2] = {0, 0};
    int next = 0;
};

Replug findReplug(const Project &p, const Catalog &catalog)
{
    for (const Rack &r : p.racks)
        for (const DevicePlacement &d : r.devices) {
            if (d.catalogId != "dgx-h100" || d.power.empty())
                continue;
            const PowerConnection &c = d.power.front();
            const RackPdu *pdu = nullptr;
            for (const RackPdu &u : r.pdus)
                if (u.id == c.pduId)
                    pdu = &u;
            const CatalogEntry *e = pdu ? catalog.find(pdu->catalogId) : nullptr;
            if (!e || !e->pdu)
                continue;
            for (int o = PduLayout::of(*e->pdu).outlets(); o >= 1; --o) {
                bool used = false;
                for (const DevicePlacement &x : r.devices)
                    for (const PowerConnection &pc : x.power)
                        used = used || (pc.pduId == c.pduId && pc.outlet == o);
                if (!used)
                    return {d.id, c.pduId, {c.outlet, o}, 1};
            }
        }
    return {};
}

// Where the time goes: the edit itself (command + every change-event handler, synchronous) and
// the delivery of a snapshot to every view that follows the runner.
void breakdown(const char *name, ProjectDocument *doc, AnalysisRunner *runner, Replug &edit, int runs)
{
    std::printf("  %s:\n", name);
    bench::report("    edit (command + change handlers)", runs, [&] {
        doc->setPowerConnection(edit.deviceId, 1, edit.pduId, edit.outlets[edit.next]);
        edit.next ^= 1;
    });
    runner->runNow();
    const AnalysisPtr a = runner->latest();
    bench::report("    deliver snapshot to all views", runs, [&] { Q_EMIT runner->analysisReady(a); });
}

void measure(const char *name, ProjectDocument *doc, AnalysisRunner *runner, Replug &edit, int runs)
{
    bench::report(name, runs, [&] {
        QEventLoop loop;
        // Connected after the window's own slots, so it runs once the KPI strip has been updated.
        const auto c = QObject::connect(runner, &AnalysisRunner::analysisReady, &loop, &QEventLoop::quit);
        doc->setPowerConnection(edit.deviceId, 1, edit.pduId, edit.outlets[edit.next]);
        edit.next ^= 1;
        loop.exec();
        QObject::disconnect(c);
    });
}
} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QString path = bench::projectPath(argc, argv);
    std::printf("project: %s\n", qPrintable(path));
    constexpr int kRuns = 31;

    {
        ProjectDocument doc(Catalog::builtIn());
        ReadResult r = ProjectReader::readFile(path, Catalog::builtIn());
        if (!r.project) {
            std::fprintf(stderr, "%s", formatErrors(r.errors).c_str());
            return 1;
        }
        doc.reset(*r.project);
        Replug edit = findReplug(doc.project(), doc.catalog());
        if (edit.deviceId.empty()) {
            std::fprintf(stderr, "no DGX H100 with a free outlet on its PDU\n");
            return 1;
        }
        bench::report("analysis only (Analyzer::run)", kRuns, [&] { Analyzer::run(doc.project(), doc.catalog()); });
        AnalysisRunner runner(&doc);
        KpiStrip kpi;
        QObject::connect(&runner, &AnalysisRunner::analysisReady, &kpi, &KpiStrip::setAnalysis);
        runner.runNow();
        measure("edit -> KPI (document, runner, strip)", &doc, &runner, edit, kRuns);
    }

    MainWindow w({false, false});
    if (!w.openProject(path, true))
        return 1;
    w.resize(1600, 1000);
    w.show();
    w.settleLayout();
    QCoreApplication::processEvents();
    w.analysisRunner()->runNow();
    Replug edit = findReplug(w.document()->project(), w.document()->catalog());
    w.showTab(QStringLiteral("Floor"));
    measure("edit -> KPI (window, floor plan shown)", w.document(), w.analysisRunner(), edit, kRuns);
    breakdown("floor plan shown", w.document(), w.analysisRunner(), edit, kRuns);
    w.showTab(QStringLiteral("Power"));
    QCoreApplication::processEvents();
    measure("edit -> KPI (window, Power page shown)", w.document(), w.analysisRunner(), edit, kRuns);
    breakdown("Power page shown", w.document(), w.analysisRunner(), edit, kRuns);
    return 0;
}
