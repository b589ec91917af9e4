// Training UI (issue 6): the workload dock driven by key and mouse events (one undo step per
// edit, the analysis follows), the chart builders against the TrainingResult they draw, the
// Training page's table, the KPI strip, and `dcstudio evaluate --set workload.<key>` for every key.
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "chartpanel.h"
#include "counttext.h"
#include "document/projectdocument.h"
#include "document/propertyedit.h"
#include "spec/modelpresets.h"
#include "io/projectreader.h"
#include "io/workloadio.h"
#include "kpistrip.h"
#include "trainingcharts.h"
#include "trainingpage.h"
#include "trainingplanstable.h"
#include "workloaddock.h"
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QHorizontalStackedBarSeries>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineSeries>
#include <QLocale>
#include <QProcess>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QStandardItemModel>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

namespace {

QString sample(const char *name)
{
    return QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/%1.json").arg(QLatin1String(name)));
}

Project load(const char *name)
{
    const ReadResult r = ProjectReader::readFile(sample(name), Catalog::builtIn());
    if (!r.project)
        qFatal("%s: %s", name, formatErrors(r.errors).c_str());
    return *r.project;
}

AnalysisPtr analyse(const ProjectDocument &doc)
{
    return std::make_shared<const Analysis>(Analyzer::run(doc.project(), doc.catalog()));
}

// Replaces the text of a spin box by typing, as a user would, and presses Enter.
void type(QDoubleSpinBox *spin, const QString &text)
{
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

QBarSet *barSet(QChart *chart, const QString &label)
{
    for (QAbstractSeries *s : chart->series())
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                if (set->label() == label)
                    return set;
    return nullptr;
}

QXYSeries *xySeries(QChart *chart, const QString &namePrefix)
{
    for (QAbstractSeries *s : chart->series())
        if (s->name().startsWith(namePrefix))
            return qobject_cast<QXYSeries *>(s);
    return nullptr;
}

} // namespace

class TestTrainingUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Issue 30 item 5: counts typed with K/M/B/T or plain, in the C locale of the test.
    void countText_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("count");  // -1: not a count
        QTest::newRow("15T") << QStringLiteral("15T") << 15e12;            // 15 x 10^12
        QTest::newRow("lower case") << QStringLiteral("15t") << 15e12;
        QTest::newRow("1.5 B") << QStringLiteral("1.5 B") << 1.5e9;        // space before the suffix
        QTest::newRow("200M") << QStringLiteral("200M") << 2e8;
        QTest::newRow("8k") << QStringLiteral("8k") << 8e3;
        QTest::newRow("plain") << QStringLiteral("15000000000000") << 15e12;
        QTest::newRow("grouped") << QStringLiteral("15,000,000") << 15e6;
        QTest::newRow("exponent") << QStringLiteral("1e12") << 1e12;
        QTest::newRow("two suffixes") << QStringLiteral("15TB") << -1.0;
        QTest::newRow("unknown suffix") << QStringLiteral("15G") << -1.0;
        QTest::newRow("negative") << QStringLiteral("-5T") << -1.0;
        QTest::newRow("suffix alone") << QStringLiteral("T") << -1.0;
        QTest::newRow("empty") << QString() << -1.0;
    }
    void countText()
    {
        QFETCH(QString, typed);
        QFETCH(double, count);
        const std::optional<double> parsed = CountText::parse(typed, QLocale::c());
        if (count < 0) {
            QVERIFY2(!parsed, qPrintable(QString::number(parsed.value_or(0))));
            return;
        }
        QVERIFY(parsed);
        QCOMPARE(*parsed, count);
    }
    void countTextShowsTheParsedCount()
    {
        const QLocale c = QLocale::c();
        QCOMPARE(CountText::compact(15e12, c), QStringLiteral("15T"));
        QCOMPARE(CountText::compact(2e8, c), QStringLiteral("200M"));
        QCOMPARE(CountText::compact(1234567, c), QStringLiteral("1.235M"));  // 1.234567 to 3 decimals
        QCOMPARE(CountText::compact(999, c), QStringLiteral("999"));
        QCOMPARE(CountText::inWords(1.5e9, c), QStringLiteral("1.5 billion"));
        // compact() reads back as the same count (to its three decimals).
        QCOMPARE(*CountText::parse(CountText::compact(4.5e11, c), c), 4.5e11);
    }
    void tokensOutOfRangeRefusedByName()
    {
        // 20,000T = 2e16 tokens, above the file format's 1e16: the field keeps the old count and
        // the dock says which field refused what.
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        WorkloadDock dock(&doc);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        auto *tokens = dock.findChild<QDoubleSpinBox *>(QStringLiteral("workloadTokens"));
        type(tokens, QStringLiteral("20000T"));
        QCOMPARE(doc.project().workload.tokens, 1e12);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY2(dock.errorText().contains(QStringLiteral("tokens")), qPrintable(dock.errorText()));
        QCOMPARE(tokens->text(), QStringLiteral("1T"));
        // A letter that is no unit cannot be typed at all.
        type(tokens, QStringLiteral("5000X"));
        QCOMPARE(doc.project().workload.tokens, 5000.0);  // "5000" was taken, the X refused
        QCOMPARE(tokens->text(), QStringLiteral("5K"));
        doc.undoStack()->undo();
        QCOMPARE(doc.project().workload.tokens, 1e12);
    }
    // ---------------------------------------------------------------- workload dock
    void presetIsOneUndoStep()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        WorkloadDock dock(&doc);
        dock.setAnalysis(analyse(doc));
        dock.show();
        const double before = analyse(doc)->training->parameters;
        auto *preset = dock.findChild<QComboBox *>(QStringLiteral("workloadModel"));
        QVERIFY(preset);
        QCOMPARE(preset->currentData().toString(), QStringLiteral("llama-3-70b"));
        // The preset after Llama 3 70B in the list is Llama 3 405B: one key press, one edit.
        preset->setFocus();
        QTest::keyClick(preset, Qt::Key_Down);
        QCOMPARE(doc.project().workload.model, std::string("llama-3-405b"));
        QCOMPARE(doc.undoStack()->count(), 1);
        // The analysis changes: 405.8B parameters (Llama 3 paper) instead of 70.6B.
        const double after = analyse(doc)->training->parameters;
        QVERIFY2(after > 400e9 && after < 410e9 && before < 71e9, qPrintable(QString::number(after)));
        // The architecture is shown.
        auto *shape = dock.findChild<QLabel *>(QStringLiteral("workloadArchitecture"));
        QVERIFY2(shape->text().contains(QStringLiteral("126 layers")), qPrintable(shape->text()));
        doc.undoStack()->undo();
        QCOMPARE(doc.project().workload.model, std::string("llama-3-70b"));
        QCOMPARE(preset->currentData().toString(), QStringLiteral("llama-3-70b"));  // the dock follows undo
    }

    void customStartsFromThePresetInOneStep()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        WorkloadDock dock(&doc);
        dock.show();
        auto *preset = dock.findChild<QComboBox *>(QStringLiteral("workloadModel"));
        preset->setFocus();
        QTest::keyClick(preset, Qt::Key_End);  // "Custom architecture", last in the list
        QCOMPARE(doc.project().workload.model, std::string("custom"));
        QCOMPARE(doc.undoStack()->count(), 1);  // custom_model + model in one macro
        // The custom shape starts as Llama 3 70B's, so the parameter count is unchanged.
        QCOMPARE(doc.project().workload.custom, ModelPresets::find("llama-3-70b")->arch);
    }

    void dropoutAndOptimizerStateChangeTheMemory()
    {
        // Issue 38 item 3: the architecture's own activations and the optimizer's state precision,
        // edited as a user does: the dropout box of a custom model, the optimizer state typed.
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        WorkloadDock dock(&doc);
        dock.setAnalysis(analyse(doc));
        dock.show();
        auto *preset = dock.findChild<QComboBox *>(QStringLiteral("workloadModel"));
        preset->setFocus();
        QTest::keyClick(preset, Qt::Key_End);  // custom, starting from Llama 3 70B (no dropout)
        QVERIFY(!doc.project().workload.custom.dropout);
        // Pin the layout, so that only the memory moves: manual TP 8 (the air sample's 1,024 H100).
        auto *layout = dock.findChild<QComboBox *>(QStringLiteral("workload_parallelism"));
        layout->setFocus();
        QTest::keyClick(layout, Qt::Key_Down);
        type(dock.findChild<QDoubleSpinBox *>(QStringLiteral("workload_tp")), QStringLiteral("8"));
        const TrainingMemory before = analyse(doc)->training->plan.memory;
        QCheckBox *dropout = nullptr;
        for (QCheckBox *b : dock.findChildren<QCheckBox *>())
            if (b->text() == QLatin1String("Dropout"))
                dropout = b;
        QVERIFY(dropout);
        // On its indicator: the box spans the form's width, beyond its label.
        QTest::mouseClick(dropout, Qt::LeftButton, {}, QPoint(8, dropout->height() / 2));
        QVERIFY(doc.project().workload.custom.dropout);
        // Two 1-B masks per hidden element: Llama 3 70B keeps 33.5 s b h a layer, 35.5 with them
        // (the fp32 logits, s b V x 4 B / t, stay as they are).
        const TrainingPlan plan = analyse(doc)->training->plan;
        const TrainingMemory masked = plan.memory;
        const double logits = 4096.0 * plan.microBatch * 128256 * 4 / 8;
        QVERIFY(std::abs((masked.activationsB - logits) / (before.activationsB - logits) - 35.5 / 33.5) < 1e-9);
        // 8 B of optimizer state instead of 12: the optimizer's share is 2/3 of what it was.
        auto *state = dock.findChild<QDoubleSpinBox *>(QStringLiteral("workload_optimizer_state_bytes"));
        QVERIFY(state);
        type(state, QStringLiteral("8"));
        QCOMPARE(doc.project().workload.optimizerStateBytes, 8.0);
        const TrainingMemory bf16 = analyse(doc)->training->plan.memory;
        QVERIFY(std::abs(bf16.optimizerB / masked.optimizerB - 8.0 / 12.0) < 1e-9);
        // Each edit is one undo step, and undo puts both back.
        const int steps = doc.undoStack()->count();
        doc.undoStack()->undo();
        QCOMPARE(doc.project().workload.optimizerStateBytes, 12.0);
        doc.undoStack()->undo();
        QVERIFY(!doc.project().workload.custom.dropout);
        QCOMPARE(doc.undoStack()->index(), steps - 2);
    }

    void manualTensorParallelism()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        WorkloadDock dock(&doc);
        dock.setAnalysis(analyse(doc));
        dock.show();
        auto *tp = dock.findChild<QDoubleSpinBox *>(QStringLiteral("workload_tp"));
        QVERIFY(tp);
        QVERIFY(!tp->isEnabled());  // auto parallelism: TP is the planner's
        auto *layout = dock.findChild<QComboBox *>(QStringLiteral("workload_parallelism"));
        layout->setFocus();
        QTest::keyClick(layout, Qt::Key_Down);  // auto -> manual
        QVERIFY(!doc.project().workload.autoParallelism);
        QVERIFY(tp->isEnabled());
        type(tp, QStringLiteral("4"));
        QCOMPARE(doc.project().workload.tp, 4);
        QCOMPARE(doc.undoStack()->count(), 2);  // two edits, two steps
        const AnalysisPtr a = analyse(doc);
        QCOMPARE(a->training->plan.tp, 4);
        QCOMPARE(a->training->plan.pp, 1);
        QCOMPARE(a->training->plan.dp, 256);  // 1024 GPUs / TP 4
        // A TP that does not divide the 64 heads is refused by the engine (invalid plan), while a
        // value the file format refuses (0) is put back with the reason shown, and no step pushed.
        type(tp, QStringLiteral("0"));
        QCOMPARE(doc.project().workload.tp, 4);
        QCOMPARE(doc.undoStack()->count(), 2);
        QVERIFY2(dock.errorText().contains(QStringLiteral("/workload/tp")), qPrintable(dock.errorText()));
        QCOMPARE(tp->value(), 4.0);
        doc.undoStack()->undo();
        QCOMPARE(doc.project().workload.tp, 1);
        QCOMPARE(tp->value(), 1.0);
    }

    // A DP typed by hand that does not split the global batch (1,024 sequences) into whole
    // micro-batches per replica is refused by the engine with the three numbers, not run on a
    // smaller batch; undo brings the planner's DP back.
    void manualDataParallelMustSplitTheBatch()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        WorkloadDock dock(&doc);
        dock.setAnalysis(analyse(doc));
        dock.show();
        auto *layout = dock.findChild<QComboBox *>(QStringLiteral("workload_parallelism"));
        layout->setFocus();
        QTest::keyClick(layout, Qt::Key_Down);  // auto -> manual
        auto *dp = dock.findChild<QDoubleSpinBox *>(QStringLiteral("workload_dp"));
        QVERIFY(dp && dp->isEnabled());
        type(dp, QStringLiteral("100"));
        QCOMPARE(doc.project().workload.dp, 100);
        AnalysisPtr a = analyse(doc);
        QVERIFY(!a->training->plan.valid);
        bool named = false;
        for (const Warning &w : a->warnings)
            named = named || (w.code == WarningCode::TrainingInvalidPlan
                              && w.message.find("DP 100 x micro-batch 1 does not divide the global batch (1024 sequences)")
                                     != std::string::npos);
        QVERIFY(named);
        type(dp, QStringLiteral("128"));  // 1,024 = 128 x 8 micro-batches
        a = analyse(doc);
        QVERIFY(a->training->plan.valid);
        QCOMPARE(a->training->plan.dp * a->training->plan.microBatches * a->training->plan.microBatch, 1024);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.project().workload.dp, 0);
    }

    void loraTargetsAndTokens()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        WorkloadDock dock(&doc);
        dock.show();
        QCheckBox *q = nullptr;
        for (QCheckBox *b : dock.findChildren<QCheckBox *>())
            if (b->text() == QLatin1String("q"))
                q = b;
        QVERIFY(q);
        QVERIFY(!q->isEnabled());  // pre-training: no adapters
        auto *mode = dock.findChild<QComboBox *>(QStringLiteral("workload_mode"));
        mode->setFocus();
        QTest::keyClick(mode, Qt::Key_End);  // QLoRA, last in the list
        QCOMPARE(doc.project().workload.mode, TrainingMode::Qlora);
        QVERIFY(q->isEnabled());
        QTest::mouseClick(q, Qt::LeftButton);  // drop q from the seven targets
        const std::vector<std::string> six{"k", "v", "o", "gate", "up", "down"};
        QCOMPARE(doc.project().workload.loraTargets, six);
        auto *tokens = dock.findChild<QDoubleSpinBox *>(QStringLiteral("workloadTokens"));
        type(tokens, QStringLiteral("15t"));  // 15 trillion tokens, the suffix in either case
        QCOMPARE(doc.project().workload.tokens, 15e12);
        QCOMPARE(tokens->text(), QStringLiteral("15T"));  // the parsed count, shown compactly
        QCOMPARE(doc.undoStack()->count(), 3);  // mode, targets, tokens: one step each
        QCOMPARE(analyse(doc)->training->tokens, 15e12);
        doc.undoStack()->undo();
        QCOMPARE(tokens->value(), 1e12);  // the sample's 1T
        QCOMPARE(tokens->text(), QStringLiteral("1T"));
    }

    void efficiencyAutoAndNumber()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        WorkloadDock dock(&doc);
        dock.setAnalysis(analyse(doc));
        dock.show();
        auto *box = dock.findChild<QCheckBox *>(QStringLiteral("auto_compute_efficiency"));
        auto *spin = dock.findChild<QDoubleSpinBox *>(QStringLiteral("value_compute_efficiency"));
        QVERIFY(box && spin);
        QVERIFY(box->isChecked());
        QCOMPARE(spin->value(), 0.62);  // the Hopper default is shown while auto
        QVERIFY(!spin->isEnabled());
        QTest::mouseClick(box, Qt::LeftButton);  // untick: the default becomes an explicit number
        QCOMPARE(doc.project().workload.computeEfficiency, 0.62);
        QCOMPARE(doc.undoStack()->count(), 1);
        type(spin, QStringLiteral("0.4"));
        QCOMPARE(doc.project().workload.computeEfficiency, 0.4);
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(analyse(doc)->training->computeEfficiency, 0.4);
        // A measured efficiency describes the user's stack: no production range beside the days.
        TrainingPage page(&doc);
        page.setAnalysis(analyse(doc));
        QVERIFY(page.value(QStringLiteral("Days to train")).size() > 0);
        QVERIFY(page.value(QStringLiteral("At production speeds")).isEmpty());
        QTest::mouseClick(box, Qt::LeftButton);  // tick again: back to the family default
        QVERIFY(doc.project().workload.computeEfficiency < 0);
        QCOMPARE(doc.undoStack()->count(), 3);
        // The defaults describe a tuned stack: the days at published production speeds (0.91 and
        // 0.63 of it) are shown, days / 0.91 to days / 0.63.
        const AnalysisPtr a = analyse(doc);
        page.setAnalysis(a);
        const QLocale loc;
        QCOMPARE(page.value(QStringLiteral("At production speeds")),
                 QStringLiteral("%1–%2 days").arg(loc.toString(a->training->days / 0.91, 'f', 1), loc.toString(a->training->days / 0.63, 'f', 1)));
    }

    void fp8OnlyWhereSupported_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<bool>("fp8");
        QTest::newRow("H100 has FP8") << "dgx-h100" << true;
        QTest::newRow("A100 has none") << "dgx-a100" << false;
    }
    void fp8OnlyWhereSupported()
    {
        QFETCH(QString, server);
        QFETCH(bool, fp8);
        ProjectDocument doc(Catalog::builtIn());
        Project p = load("superpod-h100-air");
        for (Rack &r : p.racks)
            for (DevicePlacement &d : r.devices)
                if (d.catalogId == "dgx-h100")
                    d.catalogId = server.toStdString();
        doc.reset(p);
        WorkloadDock dock(&doc);
        dock.setAnalysis(analyse(doc));
        auto *precision = dock.findChild<QComboBox *>(QStringLiteral("workload_precision"));
        QVERIFY(precision);
        auto *model = qobject_cast<QStandardItemModel *>(precision->model());
        QCOMPARE(model->item(1)->text(), QStringLiteral("FP8"));
        QCOMPARE(model->item(1)->isEnabled(), fp8);
    }

    // ---------------------------------------------------------------- charts
    void chartValuesAreTheResult()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        const AnalysisPtr a = analyse(doc);
        const TrainingResult &r = a->training;
        QVERIFY(r.evaluated && r.plan.valid);

        std::unique_ptr<QChart> time(TrainingCharts::timeBreakdown(*a));
        const double day = 86400;
        QCOMPARE(barSet(time.get(), QStringLiteral("Compute"))->at(0), r.computeS / day);
        QCOMPARE(barSet(time.get(), QStringLiteral("Communication"))->at(0), r.exposedCommS / day);
        QCOMPARE(barSet(time.get(), QStringLiteral("Pipeline bubble"))->at(0), r.bubbleS / day);
        QCOMPARE(barSet(time.get(), QStringLiteral("Goodput loss"))->at(0), r.goodputLossS / day);
        double sum = 0;
        for (const char *n : {"Compute", "Communication", "Pipeline bubble", "Goodput loss"})
            sum += barSet(time.get(), QString::fromLatin1(n))->at(0);
        QVERIFY(std::abs(sum - r.days) < 1e-9 * r.days);  // the segments add up to the days

        std::unique_ptr<QChart> memory(TrainingCharts::memoryPerGpu(*a));
        const TrainingMemory &m = r.plan.memory;
        QCOMPARE(barSet(memory.get(), QStringLiteral("Weights"))->at(0), m.weightsB / 1e9);
        QCOMPARE(barSet(memory.get(), QStringLiteral("Gradients"))->at(0), m.gradientsB / 1e9);
        QCOMPARE(barSet(memory.get(), QStringLiteral("Optimizer"))->at(0), m.optimizerB / 1e9);
        QCOMPARE(barSet(memory.get(), QStringLiteral("Activations"))->at(0), m.activationsB / 1e9);
        QCOMPARE(barSet(memory.get(), QStringLiteral("Buffers"))->at(0), m.buffersB / 1e9);
        QXYSeries *hbm = xySeries(memory.get(), QStringLiteral("HBM"));
        QXYSeries *usable = xySeries(memory.get(), QStringLiteral("Usable"));
        QVERIFY(hbm && usable);
        QCOMPARE(hbm->at(0).y(), 80.0);       // H100 SXM: 80 GB
        QCOMPARE(usable->at(0).y(), 72.0);    // 80 x (1 - 0.10 headroom)
    }

    void scalingCurveMarksThisLayout()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        const AnalysisPtr a = analyse(doc);
        const TrainingResult &r = a->training;
        // DGX nodes of 8 GPUs, doubling to 8 x 1024: 8, 16, ..., 8192 = 11 counts, 1024 among them.
        QCOMPARE(int(r.scaling.size()), 11);
        QCOMPARE(r.scaling.front().gpus, 8);
        QCOMPARE(r.scaling.back().gpus, 8192);
        const auto here = std::find_if(r.scaling.begin(), r.scaling.end(),
                                       [&](const TrainingScalingPoint &p) { return p.gpus == r.gpusOfModel; });
        QVERIFY(here != r.scaling.end());
        // Planned independently by TrainingScaling with the engine's arithmetic: the same days.
        QCOMPARE(here->days, r.days);
        QCOMPARE(here->tp, r.plan.tp);
        QCOMPARE(here->dp, r.plan.dp);

        std::unique_ptr<QChart> chart(TrainingCharts::scalingCurve(*a));
        QXYSeries *layout = xySeries(chart.get(), QStringLiteral("This layout"));
        QVERIFY(layout);
        QCOMPARE(layout->count(), 1);
        QCOMPARE(layout->at(0), QPointF(r.gpusOfModel, r.days));
        QXYSeries *days = xySeries(chart.get(), QStringLiteral("Days"));
        QVERIFY(days);
        bool onCurve = false;
        for (const QPointF &p : days->points())
            onCurve = onCurve || (p.x() == r.gpusOfModel && p.y() == r.days);
        QVERIFY(onCurve);
        // Llama 3 70B does not fit on 8 or 16 H100: those counts are "No fit" squares, and the
        // exposed-communication line starts where a plan fits.
        QVERIFY(!r.scaling.front().fits);
        QXYSeries *share = xySeries(chart.get(), QStringLiteral("Exposed comm."));
        QVERIFY(share && share->count() > 0);
        const auto firstFit = std::find_if(r.scaling.begin(), r.scaling.end(), [](const TrainingScalingPoint &p) { return p.fits; });
        QCOMPARE(share->at(0).x(), double(firstFit->gpus));
        // More GPUs: fewer days at first (1024 -> 2048 halves the work per GPU).
        QVERIFY((here + 1)->days < here->days);
        // The batch of 1,024 sequences splits over at most 1,024 replicas: at 8,192 GPUs the plan
        // uses fewer (TP x 1,024 at most), a hollow "GPUs idle" dot, not a plain one.
        const TrainingScalingPoint &last = r.scaling.back();
        QVERIFY(last.gpusUsed < last.gpus);
        QVERIFY(here->gpusUsed == here->gpus);
        QXYSeries *idle = xySeries(chart.get(), QStringLiteral("GPUs idle"));
        QVERIFY(idle);
        QVERIFY(idle->points().contains(QPointF(last.gpus, last.days)));
        QXYSeries *dots = xySeries(chart.get(), QStringLiteral("Plans"));
        QVERIFY(dots && !dots->points().contains(QPointF(last.gpus, last.days)));
        QVERIFY(dots->points().contains(QPointF(here->gpus, here->days)));
    }

    void communicationDominanceIsMarked()
    {
        // 4:1 oversubscription and no overlap make communication grow with the GPU count; the
        // marker sits at the first count whose exposed share passes the warning share.
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        QVERIFY(doc.setProperty("workload", "fabric_oversubscription", 4.0));
        QVERIFY(doc.setProperty("workload", "comm_overlap", 0.0));
        QVERIFY(doc.setProperty("workload", "model", "llama-3-8b"));
        const AnalysisPtr a = analyse(doc);
        int first = 0, fitting = 0;
        for (const TrainingScalingPoint &p : a->training->scaling) {
            fitting += p.fits ? 1 : 0;
            if (!first && p.fits && p.exposedCommShare > a->training->commShareWarning)
                first = p.gpus;
        }
        QVERIFY2(first > 0, "no count passes the warning share");
        std::unique_ptr<QChart> chart(TrainingCharts::scalingCurve(*a));
        QXYSeries *mark = xySeries(chart.get(), QStringLiteral("Comm. >"));
        QVERIFY(mark);
        QCOMPARE(mark->at(0).x(), double(first));
        // The share is drawn where a plan fits only: a count where nothing fits has no step.
        QXYSeries *share = xySeries(chart.get(), QStringLiteral("Exposed comm."));
        QCOMPARE(share->count(), fitting);
        for (const TrainingScalingPoint &p : a->training->scaling)
            if (!p.fits)
                for (const QPointF &q : share->points())
                    QVERIFY(q.x() != p.gpus);
    }

    // ---------------------------------------------------------------- page and KPI strip
    void pageAndKpis()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        const AnalysisPtr a = analyse(doc);
        const TrainingResult &r = a->training;
        TrainingPage page(&doc);
        page.setAnalysis(a);
        const QLocale loc;
        QCOMPARE(page.value(QStringLiteral("Days to train")), loc.toString(r.days, 'f', 1));
        QCOMPARE(page.value(QStringLiteral("GPU-hours")), loc.toString(r.gpuHours, 'f', 0));
        QCOMPARE(page.value(QStringLiteral("Plan")), TrainingPlansTable::layout(r.plan));
        QVERIFY(page.value(QStringLiteral("Memory per GPU")).endsWith(QStringLiteral("fits")));
        QVERIFY(page.timeChart()->chart() && !page.timeChart()->chart()->series().isEmpty());
        KpiStrip kpi;
        kpi.setAnalysis(a);
        QCOMPARE(kpi.text(QStringLiteral("gpu_hours")), loc.toString(r.gpuHours, 'f', 0));
        // The days' tooltip adds the days at published production speeds (days / 0.91 to / 0.63).
        const QString range = QStringLiteral("%1–%2 days").arg(loc.toString(r.days / 0.91, 'f', 1), loc.toString(r.days / 0.63, 'f', 1));
        QCOMPARE(page.value(QStringLiteral("At production speeds")), range);
        QVERIFY(kpi.findChild<QLabel *>(QStringLiteral("kpi_days"))->toolTip().contains(range));
        QCOMPARE(kpi.text(QStringLiteral("run_cost")), QStringLiteral("%1 k").arg(loc.toString(r.runCost / 1000, 'f', 0)));
        QVERIFY(kpi.text(QStringLiteral("memory_fit")).endsWith(QStringLiteral("/ 80 GB")));
        // The bubble row is the share of the step the fill and drain take, not the schedule's
        // ratio: a manual TP 8 x PP 8 plan of the 1,024 GPUs (m = 1024 / 16 = 64, v = 1).
        QVERIFY(doc.setProperties({{"workload", "parallelism", "manual"}, {"workload", "tp", 8}, {"workload", "pp", 8},
                                   {"workload", "pipeline_schedule", "1f1b"}}, QStringLiteral("PP 8")));
        const AnalysisPtr piped = analyse(doc);
        page.setAnalysis(piped);
        const TrainingPlan &pp = piped->training->plan;
        QCOMPARE(pp.pp, 8);
        QVERIFY(pp.bubbleS > 0);
        const QString share = loc.toString(100 * pp.bubbleS / pp.stepS, 'f', 1);
        QVERIFY2(page.value(QStringLiteral("Pipeline bubble")).startsWith(share), qPrintable(page.value(QStringLiteral("Pipeline bubble"))));
        QVERIFY(page.value(QStringLiteral("Pipeline bubble")).endsWith(QStringLiteral("of step")));
    }

    // ---------------------------------------------------------------- the ten best plans (issue 15)
    void plansTableSortsAndExplains()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(load("superpod-h100-air"));
        const AnalysisPtr a = analyse(doc);
        const TrainingResult &r = a->training;
        QVERIFY(r.autoPlanned);
        QCOMPARE(int(r.topPlans.size()), 10);
        TrainingPage page(&doc);
        page.resize(1600, 1000);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setAnalysis(a);
        QTableWidget *t = page.plansTable()->table();
        QCOMPARE(t->rowCount(), 10);
        // Fastest first; #1 is the plan the engine uses, the others say why they lose.
        QCOMPARE(t->item(0, TrainingPlansTable::Layout)->text(), TrainingPlansTable::layout(r.plan));
        QCOMPARE(t->item(0, TrainingPlansTable::Why)->text(), QStringLiteral("fastest"));
        for (int i = 1; i < 10; ++i) {
            QVERIFY(r.topPlans[size_t(i)].days >= r.topPlans[size_t(i - 1)].days - 1e-9);
            QVERIFY(!t->item(i, TrainingPlansTable::Why)->text().isEmpty());
        }
        // A click on the Memory header sorts by memory per GPU, least first.
        QHeaderView *header = t->horizontalHeader();
        const int col = TrainingPlansTable::Memory;
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                          QPoint(header->sectionViewportPosition(col) + header->sectionSize(col) / 2, header->height() / 2));
        double last = -1;
        for (int i = 0; i < t->rowCount(); ++i) {
            const double m = t->item(i, col)->data(Qt::UserRole).toDouble();
            QVERIFY2(m >= last, qPrintable(QString::number(i)));
            last = m;
        }
        // A click on a row spells out that plan's step; Down moves to the next row.
        QTableWidgetItem *cell = t->item(2, TrainingPlansTable::Layout);
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, t->visualItemRect(cell).center());
        const QString rank = t->item(2, TrainingPlansTable::Rank)->text();
        QVERIFY2(page.plansTable()->detailText().startsWith(QLatin1Char('#') + rank + QLatin1Char(' ') + cell->text()),
                 qPrintable(page.plansTable()->detailText()));
        QTest::keyClick(t, Qt::Key_Down);
        const QString next = t->item(3, TrainingPlansTable::Rank)->text();
        QVERIFY2(page.plansTable()->detailText().startsWith(QLatin1Char('#') + next + QLatin1Char(' ')),
                 qPrintable(page.plansTable()->detailText()));
        if (next != QLatin1String("1"))
            QVERIFY(page.plansTable()->detailText().contains(QStringLiteral("Against #1")));
        // Issue 38: the step's terms include the LM head and the optimizer, in ms as the engine has them.
        const TrainingPlan &shown = r.topPlans[size_t(next.toInt() - 1)];
        const QString head = QStringLiteral("of which LM head beyond a full stage %1, optimizer %2")
                                 .arg(QLocale().toString(shown.lmHeadS * 1000, 'f', 0), QLocale().toString(shown.optimizerS * 1000, 'f', 0));
        QVERIFY2(page.plansTable()->detailText().contains(head), qPrintable(page.plansTable()->detailText()));
        // A narrow page: charts and plans share tabs; a click on "Best plans" shows the table.
        page.resize(900, 700);
        QTRY_VERIFY(page.chartsTabbed());
        auto *pageTabs = page.findChild<QTabWidget *>(QStringLiteral("trainingPageTabs"));
        QVERIFY(pageTabs && pageTabs->isVisible());
        QVERIFY(!t->isVisible());
        QTabBar *bar = pageTabs->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(1).center());
        QCOMPARE(pageTabs->tabText(pageTabs->currentIndex()), QStringLiteral("Best plans"));
        QVERIFY(t->isVisible());
        page.resize(1600, 1000);
        QTRY_VERIFY(!page.chartsTabbed());
        QVERIFY(!pageTabs->isVisible() && t->isVisible());
        // Manual parallelism: the table says the plan is set by hand and lists nothing.
        QVERIFY(doc.setProperty("workload", "parallelism", "manual"));
        page.setAnalysis(analyse(doc));
        QCOMPARE(t->rowCount(), 0);
    }

    // ---------------------------------------------------------------- command line
    void everyWorkloadKeyIsSettable()
    {
        // One bad value per key: the reader reports every path, which proves each key set by
        // --set reaches the reader (a key it ignored would report nothing).
        const json keys = workloadToJson(Workload{});
        QStringList args{QStringLiteral("evaluate"), sample("superpod-h100-air")};
        QStringList paths;
        for (auto it = keys.begin(); it != keys.end(); ++it) {
            const std::string &key = it.key();
            if (key == "gpu_catalog_id")
                continue;  // any string is read; checked with a valid value below
            // A type the key never accepts: an object for scalars and lists, a number for strings.
            const char *bad = it->is_string() && *it != "auto" ? "7" : "{\"x\":1}";
            args << QStringLiteral("--set") << QStringLiteral("workload.%1=%2").arg(QString::fromStdString(key), QLatin1String(bad));
            paths << QStringLiteral("/workload/%1").arg(QString::fromStdString(key));
        }
        QProcess p;
        p.start(QStringLiteral(DCS_BINARY), args);
        QVERIFY(p.waitForFinished(120000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 2);
        for (const QString &path : paths)
            QVERIFY2(err.contains(path), qPrintable(path + QStringLiteral(" not reported in:\n") + err));

        // Valid values reach the engine.
        QProcess ok;
        ok.start(QStringLiteral(DCS_BINARY),
                 {QStringLiteral("evaluate"), sample("superpod-h100-air"), QStringLiteral("--set"), QStringLiteral("workload.model=llama-2-7b"),
                  QStringLiteral("--set"), QStringLiteral("workload.mode=lora"), QStringLiteral("--set"),
                  QStringLiteral("workload.lora_targets=[\"q\",\"v\"]"), QStringLiteral("--set"), QStringLiteral("workload.gpu_catalog_id=dgx-h100"),
                  QStringLiteral("--set"), QStringLiteral("workload.precision=fp8"), QStringLiteral("--set"), QStringLiteral("workload.micro_batch=2"),
                  QStringLiteral("--set"), QStringLiteral("workload.plan_search=layout")});
        QVERIFY(ok.waitForFinished(120000));
        QCOMPARE(ok.exitCode(), 0);
        const QJsonObject t = QJsonDocument::fromJson(ok.readAllStandardOutput()).object().value(QStringLiteral("training")).toObject();
        // REFERENCE 4.1: r 64 on q and v of Llama-2-7B = 32 x 2 x 64 x (4096 + 4096) = 33.6M
        QCOMPARE(t.value(QStringLiteral("model")).toObject().value(QStringLiteral("trainable_parameters")).toDouble(), 32 * 2 * 64 * 8192.0);
        QCOMPARE(t.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("catalog_id")).toString(), QStringLiteral("dgx-h100"));
        QCOMPARE(t.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("precision")).toString(), QStringLiteral("fp8"));
        QCOMPARE(t.value(QStringLiteral("plan")).toObject().value(QStringLiteral("micro_batch")).toInt(), 2);
    }
};

QTEST_MAIN(TestTrainingUi)
#include "test_training_ui.moc"
