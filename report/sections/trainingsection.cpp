#include "trainingsection.h"
#include "counttext.h"
#include "training/efficiencydefaults.h"
#include "training/trainingresult.h"
#include "trainingcharts.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include <QStringList>
#include <algorithm>

namespace dcs {

using ReportFormat::fmt;

namespace {

// The fine-tuning lab (issue 15 item 6): each job's place and finish time, the packing per
// server, and what would make the jobs that do not fit (or run late) fit.
void writeLab(ReportWriter &w, const FinetuneResult &lab)
{
    if (!lab.evaluated)
        return;
    w.heading(QStringLiteral("Fine-tuning lab"), 2);
    w.paragraph(QStringLiteral("%1 concurrent jobs packed on the placed GPUs, whole or as MIG slices (NVIDIA MIG user guide "
                               "profiles; first-fit decreasing on memory, the smallest place that meets each deadline): "
                               "%2 placed, %3 late; compute allocated %4; the last placed job finishes after %5 h. "
                               "Compute efficiency %6 (%7); MIG NVLink penalty %8 (seed 3.3).")
                    .arg(lab.jobs.size()).arg(lab.placedJobs).arg(lab.lateJobs)
                    .arg(fmt.percent(lab.utilisation), fmt.number(lab.makespanH, 1), fmt.number(lab.computeEfficiency, 2),
                         QString::fromStdString(lab.efficiencySource), fmt.percent(lab.migNvlinkPenalty, 0)));
    ReportTable jobs;
    jobs.columns = {{QStringLiteral("Job"), 1.3}, {QStringLiteral("Model, mode"), 1.6}, {QStringLiteral("Tokens"), 0.8, true},
                    {QStringLiteral("Memory"), 0.8, true}, {QStringLiteral("Place"), 1.8},
                    {QStringLiteral("Finish / deadline"), 1.1, true}};
    for (const FinetuneJobResult &j : lab.jobs)
        jobs.add({QString::fromStdString(j.name), QString::fromStdString(j.model + ", " + j.mode),
                  CountText::compact(j.tokens, QLocale::c()), fmt.number(j.memory.totalB / 1e9, 1) + QStringLiteral(" GB"),
                  QString::fromStdString(j.placementText()),
                  (j.placed ? fmt.number(j.finishH, 1) + QStringLiteral(" h") : QStringLiteral("-"))
                      + (j.deadlineH > 0 ? QStringLiteral(" / ") + fmt.number(j.deadlineH, 0) + QStringLiteral(" h") : QString())},
                 !j.placed || j.late ? QColor(255, 225, 225) : QColor());
    w.table(jobs);
    std::vector<std::string> names;
    for (const FinetuneJobResult &j : lab.jobs)
        names.push_back(j.name);
    ReportTable servers;
    servers.columns = {{QStringLiteral("Server"), 1}, {QStringLiteral("Utilisation"), 0.7, true}, {QStringLiteral("GPUs"), 5}};
    for (const FinetuneServer &s : lab.servers)
        servers.add({QString::fromStdString(s.id), fmt.percent(s.utilisation, 0), QString::fromStdString(s.gpuText(names))});
    w.table(servers);
    QStringList advice;
    for (const FinetuneJobResult &j : lab.jobs)
        if (!j.placed || j.late)
            advice << QString::fromStdString(j.name + ": " + j.reason + "; smallest change: "
                                             + (j.suggestions.empty() ? std::string("none found") : j.suggestions.front())
                                             + (j.suggestions.size() > 1 ? "; or " + j.suggestions[1] : std::string()));
    if (!advice.isEmpty())
        w.paragraph(advice.join(QStringLiteral(". ")) + QLatin1Char('.'));
}

} // namespace

void TrainingSection::write(ReportWriter &w, const ReportContext &c) const
{
    const TrainingResult &t = c.analysis.training;
    const QString currency = QString::fromStdString(c.project.site.currency);
    w.heading(title());
    if (!t.evaluated) {
        w.paragraph(QStringLiteral("No GPUs are placed, so no training run is estimated."));
        writeLab(w, t.finetune);
        return;
    }
    w.paragraph(QStringLiteral("Workload: %1, %2 (%3 parameters, %4 trainable), %5 tokens, on %6 × %7 (%8).")
                    .arg(QString::fromStdString(t.modelId), QString::fromStdString(t.mode),
                         fmt.number(t.parameters / 1e9, 1) + QStringLiteral(" B"),
                         fmt.number(t.trainableParameters / 1e9, 3) + QStringLiteral(" B"), CountText::compact(t.tokens, QLocale::c()))
                    .arg(t.plan.gpusUsed)
                    .arg(QString::fromStdString(t.gpuModel), QString::fromStdString(t.precision)));
    w.keyValues({
        {QStringLiteral("Parallelism TP × CP × PP × DP (micro-batch, micro-batches)"),
         QStringLiteral("%1 × %2 × %3 × %4 (%5, %6)")
             .arg(t.plan.tp).arg(t.plan.cp).arg(t.plan.pp).arg(t.plan.dp).arg(t.plan.microBatch).arg(t.plan.microBatches)
             + (t.plan.ep > 1 ? QStringLiteral(", EP %1").arg(t.plan.ep) : QString())},
        {QStringLiteral("Schedule, recomputation, ZeRO"),
         (t.plan.v > 1 ? QStringLiteral("interleaved 1F1B, v %1").arg(t.plan.v) : QStringLiteral("1F1B"))
             + QStringLiteral(", %1, stage %2").arg(QString::fromStdString(t.plan.recompute)).arg(t.plan.zeroStage)},
        {QStringLiteral("Pipeline bubble (share of the step)"),
         fmt.percent(t.plan.stepS > 0 ? t.plan.bubbleS / t.plan.stepS : 0.0)},
        {QStringLiteral("Step: compute (of which LM head beyond a full stage, optimizer) + bubble + exposed communication"),
         QStringLiteral("%1 s (%2, %3) + %4 + %5 = %6 s")
             .arg(fmt.number(t.plan.computeS, 2), fmt.number(t.plan.lmHeadS, 2), fmt.number(t.plan.optimizerS, 3),
                  fmt.number(t.plan.bubbleS, 2), fmt.number(t.plan.exposedS(), 2), fmt.number(t.plan.stepS, 2))},
        {QStringLiteral("Wall-clock time"), fmt.number(t.days, 1) + QStringLiteral(" days")},
        {QStringLiteral("GPU-hours"), fmt.number(t.gpuHours, 0)},
        {QStringLiteral("Tokens per second"), fmt.number(t.tokensPerS, 0)},
        {QStringLiteral("Achieved TFLOPS per GPU"), fmt.number(t.achievedTflopsPerGpu, 0)},
        {QStringLiteral("MFU (step) / effective MFU (wall clock)"), fmt.percent(t.mfu) + QStringLiteral(" / ") + fmt.percent(t.effectiveMfu)},
        {QStringLiteral("Exposed communication share of the step"), fmt.percent(t.exposedCommShare)},
        {QStringLiteral("Memory per GPU / usable HBM"),
         fmt.number(t.plan.memory.totalB / 1e9, 1) + QStringLiteral(" GB / ") + fmt.number(t.plan.memory.usableB / 1e9, 1) + QStringLiteral(" GB")},
        {QStringLiteral("Energy of the run (PUE %1, %2)")
             .arg(fmt.number(t.pue, 3), t.pueSource == "design" ? QStringLiteral("the design's annual PUE") : QStringLiteral("set for the workload")),
         fmt.megawattHours(t.energyMwh)},
        {QStringLiteral("GPU-hour price (%1)")
             .arg(t.gpuHourPriceSource == "design_cost" ? QStringLiteral("the design's cost without electricity") : QStringLiteral("set for the workload")),
         fmt.money(t.gpuHourPrice, currency, 2)},
        {QStringLiteral("Energy cost + GPU-hour cost = cost of the run"),
         fmt.money(t.energyCost, currency) + QStringLiteral(" + ") + fmt.money(t.gpuHourCost, currency) + QStringLiteral(" = ") +
             fmt.money(t.runCost, currency)},
        {QStringLiteral("Efficiency inputs (GEMM share of peak, DP/PP/CP overlap, TP overlap, goodput)"),
         QStringLiteral("%1, %2, %3, %4 (%5)")
             .arg(fmt.percent(t.computeEfficiency, 0), fmt.percent(t.commOverlap, 0),
                  t.tpCommOverlap ? QStringLiteral("on") : QStringLiteral("off"), fmt.percent(t.goodput, 0),
                  QString::fromStdString(t.efficiencySource))},
    });
    if (t.productionDaysFast > 0)
        w.paragraph(QStringLiteral("The efficiency defaults describe a tuned stack: at fixed plans the engine is within 3.1 % "
                                   "on average of NVIDIA's Megatron-LM and NeMo recipes. Published production runs of other "
                                   "stacks (Llama 3 405B, MegaScale, BLOOM, Llama 1, SmolLM3) went at %1 to %2 of the speed "
                                   "the engine gives at their layouts; at those speeds this run takes %3 to %4 days. A "
                                   "measured compute efficiency, set for the workload, replaces this range.")
                        .arg(fmt.percent(EfficiencyDefaults::kProductionSpeedLow, 0),
                             fmt.percent(EfficiencyDefaults::kProductionSpeedHigh, 0), fmt.number(t.productionDaysFast, 1),
                             fmt.number(t.productionDaysSlow, 1)));
    if (t.topPlans.size() > 1) {
        // The runners-up of the auto planner (issue 15), each with what costs it against the first.
        QStringList s;
        for (size_t i = 1; i < std::min<size_t>(t.topPlans.size(), 5); ++i) {
            const TrainingPlan &p = t.topPlans[i];
            s << QStringLiteral("TP %1 × CP %2 × PP %3 (v %4) × DP %5: %6")
                     .arg(p.tp).arg(p.cp).arg(p.pp).arg(p.v).arg(p.dp)
                     .arg(QString::fromStdString(p.whyLoses));
        }
        w.paragraph(QStringLiteral("Next best plans of %1 evaluated: ").arg(t.plansEvaluated) + s.join(QStringLiteral("; "))
                    + QLatin1Char('.'));
    }
    if (!t.suggestions.empty()) {
        QStringList s;
        for (const std::string &x : t.suggestions)
            s << QString::fromStdString(x);
        w.paragraph(QStringLiteral("Does not fit in memory. What would: ") + s.join(QStringLiteral("; ")) + QLatin1Char('.'));
    }
    w.chart(210, [&] { return TrainingCharts::scalingCurve(c.analysis); },
            QStringLiteral("Days to train against GPU count for the same workload; this layout is marked."));
    w.chart(190, [&] { return TrainingCharts::timeBreakdown(c.analysis); }, QStringLiteral("Where the wall-clock time goes."));
    w.chart(190, [&] { return TrainingCharts::memoryPerGpu(c.analysis); }, QStringLiteral("Memory per GPU against the HBM capacity."));
    writeLab(w, t.finetune);
}

} // namespace dcs
