// Benchmark of the training engine's auto planner (issue 6): Llama 3 405B on the stress-16k
// sample (2,048 DGX H100, 16,384 GPUs). Target: under 50 ms. Run: build/tests/bench/bench_training [PROJECT]
#include "benchproject.h"
#include "catalog/catalog.h"
#include "training/trainingengine.h"
#include "training/trainingscaling.h"
#include <QCoreApplication>
#include <QDir>

using namespace dcs;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const Catalog &catalog = Catalog::builtIn();
    const std::optional<Project> loaded = bench::loadProject(argc, argv);
    if (!loaded)
        return 1;
    Project project = *loaded;
    project.workload.model = "llama-3-405b";
    project.workload.sequenceLength = 8192;
    project.workload.globalBatch = 2048;
    project.workload.tokens = 15e12;
    TrainingResult r;
    std::vector<Warning> warnings;
    const std::vector<TrainingEngine::GpuPool> pools = TrainingEngine::gpuPools(project, catalog);
    const TrainingPlanner::Context c = TrainingEngine::context(project.workload, pools.front().gpu, pools.front().gpus);
    int evaluated = 0;
    TrainingPlan plan;
    bench::report("auto planner only (405B, 16,384 GPUs)", 101, [&] { plan = TrainingPlanner::best(c, &evaluated); });
    std::vector<TrainingScalingPoint> curve;
    bench::report("scaling curve only (8 .. 131,072 GPUs)", 51, [&] {
        curve = TrainingScaling::curve(project.workload, pools.front().gpu, pools.front().gpus, 0.9, nullptr, &plan);
    });
    bench::report("training engine incl. layout scan and curve", 51, [&] {
        warnings.clear();
        r = TrainingEngine::evaluate({project, catalog, warnings}, {0});
    });
    std::printf("plans evaluated %d; plan TP %d x PP %d x DP %d, %.1f GB/GPU, fits %d, %.1f days, MFU %.1f%%\n",
                evaluated, r.plan.tp, r.plan.pp, r.plan.dp, r.plan.memory.totalB / 1e9, int(r.plan.memory.fits), r.days,
                100 * r.mfu);
    std::printf("ten best plans:\n");
    for (const TrainingPlan &t : r.topPlans)
        std::printf("  TP %d CP %d PP %d v %d DP %d EP %d mb %d %s ZeRO-%d: %.1f days, MFU %.1f%%, %.1f GB, bubble %.1f%%, "
                    "exposed %.2f s of %.2f s  %s\n",
                    t.tp, t.cp, t.pp, t.v, t.dp, t.ep, t.microBatch, t.recompute.c_str(), t.zeroStage, t.days, 100 * t.mfu,
                    t.memory.totalB / 1e9, 100 * t.bubbleFraction, t.exposedS(), t.stepS, t.whyLoses.c_str());
    std::printf("scaling curve: %zu points\n", curve.size());
    // The same run at Meta's layout, TP 8 x PP 16, to show what fits with which recomputation.
    for (Recompute rc : {Recompute::Selective, Recompute::Full}) {
        Workload w = project.workload;
        w.recompute = rc;
        const TrainingPlan p = TrainingPlanner::evaluate(TrainingEngine::context(w, pools.front().gpu, pools.front().gpus), 8, 16, 0);
        std::printf("TP 8 x PP 16 x DP %d, %s recompute: %.1f GB/GPU (activations %.1f), fits %d\n", p.dp, recomputeName(rc),
                    p.memory.totalB / 1e9, p.memory.activationsB / 1e9, int(p.memory.fits));
    }
    return 0;
}
