// Fine-tuning lab (issue 15 item 6, seed 3.3): hand-worked memory of each mode, FLOPs, MIG
// profiles and placements, packing on a small case, a job that does not fit with its smallest
// change, the seed's MIG NVLink penalty, the file keys, bad input refused by name with nothing
// changed, the save/load round trip and undo. Arithmetic next to each expected figure.
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "training/finetuneengine.h"
#include "training/finetunemath.h"
#include "training/trainingengine.h"
#include "io/projectoverride.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "io/workloadio.h"
#include "json/jsonfieldreader.h"
#include "project/finetunemig.h"
#include "sampleproject.h"
#include <QDir>
#include <QTest>
#include <QUndoStack>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

namespace {

using test::loadSample;
using test::sourcePath;

// One server of `gpus` H100 SXM 80GB (REFERENCE 1.2: 989 TFLOPS dense BF16, NVLink 450 GB/s per direction).
FinetunePacker::Server h100Server(const char *id, int gpus = 8)
{
    GpuSpec g;
    g.model = "H100 SXM";
    g.count = gpus;
    g.bf16DenseTflops = 989;
    g.hbmGb = 80;
    g.nvlinkGBpsPerDir = 450;
    g.nvlinkDomain = gpus;
    return {id, "dgx-h100", g};
}

FinetuneJob job(const char *name, FinetuneMode mode, double tokens = 1e8, const char *placement = "auto")
{
    FinetuneJob j;
    j.name = name;
    j.model = "llama-2-7b";
    j.mode = mode;
    j.tokens = tokens;
    j.placement = placement;
    return j;  // rank 64 on all seven layers, 4096 tokens, micro-batch 1, gradient checkpointing
}

// Visible inputs fixed for the hand arithmetic: 10 % headroom, 2 GB framework overhead,
// compute efficiency 0.5, communication overlap 0.5, NVLink bus efficiency 0.8.
Workload labWorkload(std::vector<FinetuneJob> jobs)
{
    Workload w;
    w.memoryHeadroom = 0.10;
    w.frameworkOverheadGb = 2.0;
    w.commOverlap = 0.5;
    w.nvlinkBusEfficiency = 0.8;
    w.finetune.computeEfficiency = 0.5;
    w.finetune.jobs = std::move(jobs);
    return w;
}

// Llama-2-7B (REFERENCE 4.1): N = 32 x (4 x 4096^2 + 3 x 4096 x 11008) + 2 x 32000 x 4096
//   = 32 x 202,375,168 + 262,144,000 = 6,738,149,376.
// LoRA r = 64 on q, k, v, o, gate, up, down: per layer 4 x 64 x 8192 + 3 x 64 x (4096 + 11008)
//   = 2,097,152 + 2,899,968 = 4,997,120; x 32 = 159,907,840 (REFERENCE: 159.9M).
// Activations with gradient checkpointing: 2 s b h per layer = 2 x 4096 x 1 x 4096 x 32 layers
//   = 1,073,741,824 B. Buffers 2e9 B.
constexpr double kN = 6738149376.0;
constexpr double kLora = 159907840.0;
constexpr double kAct = 1073741824.0;
constexpr double kBuf = 2e9;

} // namespace

class TestFinetune : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void memoryPerMode_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("shards");
        QTest::addColumn<double>("expected");
        // Full: 16 B/param (2 weights + 2 grads + 12 Adam) = 107,810,390,016 + act + buffers
        //   = 110,884,131,840 B (110.9 GB: more than one 80 GB GPU).
        QTest::newRow("full") << int(FinetuneMode::Full) << 1 << 16 * kN + kAct + kBuf;
        // Full sharded over 2 GPUs (FSDP): 8 B/param = 53,905,195,008 + act + buffers = 56,978,936,832.
        QTest::newRow("full over 2") << int(FinetuneMode::Full) << 2 << 8 * kN + kAct + kBuf;
        // LoRA: frozen bf16 2 x N = 13,476,298,752 + adapters 16 x 159,907,840 = 2,558,525,440
        //   + act + buffers = 19,108,566,016 B (19.1 GB: over a 20 GB slice's 18 GB usable).
        QTest::newRow("lora") << int(FinetuneMode::Lora) << 1 << 2 * kN + 16 * kLora + kAct + kBuf;
        // QLoRA: NF4 4.127 bits = 0.515875 B x N = 3,476,042,809 + adapters 2,558,525,440
        //   + act + buffers = 9,108,310,073 B (9.1 GB: over a 10 GB slice's 9 GB usable).
        QTest::newRow("qlora") << int(FinetuneMode::Qlora) << 1 << 0.515875 * kN + 16 * kLora + kAct + kBuf;
    }
    void memoryPerMode()
    {
        QFETCH(int, mode);
        QFETCH(int, shards);
        QFETCH(double, expected);
        const Workload w = labWorkload({});
        const FinetuneMemory m = FinetuneMath::memory(job("j", FinetuneMode(mode)), w, shards);
        QVERIFY2(std::abs(m.totalB - expected) < 1e3, qPrintable(QString::number(m.totalB, 'f', 0)));
        QCOMPARE(m.activationsB, kAct);
        QCOMPARE(FinetuneMath::parameters(job("j", FinetuneMode(mode)), w), kN);
    }

    void trainableAndFlops()
    {
        const Workload w = labWorkload({});
        QCOMPARE(FinetuneMath::trainableParameters(job("j", FinetuneMode::Lora), w), kLora);
        QCOMPARE(FinetuneMath::trainableParameters(job("j", FinetuneMode::Full), w), kN);
        // Attention 12 L s h = 12 x 32 x 4096 x 4096 = 6,442,450,944 per token.
        // QLoRA with checkpointing: 4 N + 12 L s h + (2 N + 4 L s h) = 6 N + 16 L s h
        //   = 40,428,896,256 + 8,589,934,592 = 49,018,830,848 FLOPs per token.
        QCOMPARE(FinetuneMath::flopsPerToken(job("j", FinetuneMode::Qlora), w), 49018830848.0);
        // Full with checkpointing: 8 N + 16 L s h = 53,905,195,008 + 8,589,934,592 = 62,495,129,600.
        QCOMPARE(FinetuneMath::flopsPerToken(job("j", FinetuneMode::Full), w), 62495129600.0);
        // Without checkpointing LoRA is 4 N + 12 L s h = 26,952,597,504 + 6,442,450,944 = 33,395,048,448.
        FinetuneJob noCkpt = job("j", FinetuneMode::Lora);
        noCkpt.gradientCheckpointing = false;
        QCOMPARE(FinetuneMath::flopsPerToken(noCkpt, w), 33395048448.0);
        // ... and keeps, per layer (Llama 2 7B: full K/V, SwiGLU of 11,008, no dropout), norms 4 +
        // GEMM inputs 4 + Q, K, V, output 8 + SwiGLU 6 x 11008 / 4096 = 16.125: 32.125 s b h
        // = 32.125 x 16,777,216 x 32 = 17,246,978,048 B of activations.
        QCOMPARE(FinetuneMath::memory(noCkpt, w, 1).activationsB, 17246978048.0);
    }

    void migProfiles()
    {
        // NVIDIA MIG user guide: H100 80GB 1g.10gb (x7), 1g.20gb (x4), 2g.20gb (x3), 3g.40gb (x2),
        // 4g.40gb (x1), 7g.80gb (x1); H200 141GB 1g.18gb ... 7g.141gb; A100 40GB 1g.5gb ... 7g.40gb.
        const std::vector<MigProfile> h100 = MigProfiles::forGpu("H100 PCIe", 80);
        QCOMPARE(int(h100.size()), 6);
        QCOMPARE(h100.front().name, std::string("1g.10gb"));
        QCOMPARE(h100.front().maxInstances, 7);
        QCOMPARE(h100[3].name, std::string("3g.40gb"));
        QCOMPARE(h100[3].computeShare(), 3.0 / 7);
        QCOMPARE(h100[3].memoryShare(), 0.5);
        QCOMPARE(MigProfiles::forGpu("H200 SXM", 141)[3].name, std::string("3g.71gb"));
        QCOMPARE(MigProfiles::forGpu("A100 SXM 40GB", 40).front().name, std::string("1g.5gb"));
        QVERIFY(MigProfiles::forGpu("RTX 4090", 24).empty());
        QVERIFY(MigProfiles::forGpu("B200", 180).empty());
    }

    void sevenSmallSlicesPerGpu()
    {
        // QLoRA r 16: adapters 16 x 39,976,960 = 639,631,360; total 3,476,042,809 + 639,631,360
        // + act + buffers = 7,189,415,993 B <= 10 GB x 0.9 = 9 GB: a 1g.10gb slice. A GPU takes
        // seven (7 compute slices); the eighth job finds no place on a 1-GPU server.
        std::vector<FinetuneJob> jobs;
        for (int i = 0; i < 8; ++i) {
            FinetuneJob j = job("small", FinetuneMode::Qlora, 1e7, "1g.10gb");
            j.loraRank = 16;
            jobs.push_back(j);
        }
        const Workload w = labWorkload(jobs);
        const FinetuneResult r = FinetunePacker::packAll(w, {h100Server("S", 1)});
        QCOMPARE(r.placedJobs, 7);
        QVERIFY(!r.jobs[7].placed);
        QCOMPARE(int(r.servers[0].gpus[0].slices.size()), 7);
        QCOMPARE(r.servers[0].gpus[0].slices[6].start, 6);
        QCOMPARE(r.utilisation, 1.0);  // 7 of 7 compute slices
    }

    void packThreeJobsOnOneServer()
    {
        // One 8-GPU H100 server, three 7B jobs (1e8 tokens each, no deadline):
        // full (110.9 GB unsharded) -> 2 whole GPUs (57.0 GB each <= 72 GB usable);
        // LoRA (19.1 GB) -> the smallest slice holding it: 3g.40gb (36 GB usable) on idle GPU 3;
        // QLoRA (9.1 GB) -> 1g.20gb (18 GB usable), first on the partitioned GPU 3, memory slices 4-5.
        const Workload w = labWorkload({job("qlora", FinetuneMode::Qlora), job("full", FinetuneMode::Full),
                                        job("lora", FinetuneMode::Lora)});
        const FinetuneResult r = FinetunePacker::packAll(w, {h100Server("S")});
        QCOMPARE(r.placedJobs, 3);
        const FinetuneJobResult &q = r.jobs[0], &f = r.jobs[1], &l = r.jobs[2];
        QCOMPARE(f.gpuIndices, (std::vector<int>{0, 1}));
        QVERIFY(f.profile.empty());
        QCOMPARE(l.profile, std::string("3g.40gb"));
        QCOMPARE(l.gpuIndices, std::vector<int>{2});
        QCOMPARE(q.profile, std::string("1g.20gb"));
        QCOMPARE(q.gpuIndices, std::vector<int>{2});
        QCOMPARE(r.servers[0].gpus[2].slices[1].start, 4);
        // Utilisation: 2 whole GPUs + 4/7 of GPU 3 over 8 GPUs = 2.5714 / 8 = 0.32143.
        QVERIFY(std::abs(r.utilisation - (2 + 4.0 / 7) / 8) < 1e-12);
        // QLoRA finish: 1e8 x 49,018,830,848 FLOPs / (1/7 x 989e12 x 0.5 = 70.643e12 FLOP/s)
        //   = 69,389.7 s = 19.275 h.
        QVERIFY2(std::abs(q.finishH - 19.2749) < 1e-3, qPrintable(QString::number(q.finishH)));
        // Full on 2 GPUs: compute 1e8 x 62,495,129,600 / (2 x 989e12 x 0.5) = 6,319.0 s; FSDP moves
        // (1/2)(2 x 2N + 2N) = 3N = 20,214,448,128 B per step, 1e8 / (2 x 4096) = 12,207.03 steps, over
        // NVLink 450 x 0.8 = 360 GB/s less the seed's 20 % MIG penalty (GPU 3 is partitioned) = 288 GB/s:
        // 856.8 s, half exposed = 428.4 s.
        QVERIFY(std::abs(f.computeS - 6319.0) < 0.1);
        QVERIFY2(std::abs(f.exposedCommS - 428.4) < 0.1, qPrintable(QString::number(f.exposedCommS)));
    }

    void migPenaltyOnlyWithMig()
    {
        // The same lab with MIG off: every job gets whole GPUs and the full job's collectives run at
        // 360 GB/s: 0.5 x 12,207.03 x 20,214,448,128 / 360e9 = 342.7 s (428.4 x 0.8).
        Workload w = labWorkload({job("qlora", FinetuneMode::Qlora), job("full", FinetuneMode::Full),
                                  job("lora", FinetuneMode::Lora)});
        w.finetune.useMig = false;
        const FinetuneResult r = FinetunePacker::packAll(w, {h100Server("S")});
        QCOMPARE(r.placedJobs, 3);
        QVERIFY(r.jobs[0].profile.empty() && r.jobs[2].profile.empty());
        QVERIFY2(std::abs(r.jobs[1].exposedCommS - 342.7) < 0.1, qPrintable(QString::number(r.jobs[1].exposedCommS)));
        // Utilisation 4 whole GPUs of 8 (full 2, LoRA 1, QLoRA 1) = 0.5: MIG packed the same jobs in 2.57.
        QCOMPARE(r.utilisation, 0.5);
    }

    void deadlinePicksALargerPlace()
    {
        // QLoRA on a 1g.20gb slice takes 19.27 h; with a 10 h deadline the packer takes the
        // smallest place that meets it: 2g.20gb (2/7 compute: 9.64 h).
        FinetuneJob j = job("rush", FinetuneMode::Qlora);
        j.deadlineH = 10;
        const FinetuneResult r = FinetunePacker::packAll(labWorkload({j}), {h100Server("S")});
        QCOMPARE(r.jobs[0].profile, std::string("2g.20gb"));
        QVERIFY(std::abs(r.jobs[0].finishH - 19.2749 / 2) < 1e-3);
        QVERIFY(!r.jobs[0].late);
    }

    void jobThatDoesNotFitGetsTheSmallestChange()
    {
        // LoRA 7B pinned to 2g.20gb: 19.1 GB > 18 GB usable. Not placed; it needs a 3g.40gb slice;
        // the smallest changes: any place (3g.40gb), then QLoRA (9.1 GB) in the 2g.20gb it asked for.
        std::vector<Warning> warnings;
        const Workload w = labWorkload({job("pinned", FinetuneMode::Lora, 1e8, "2g.20gb")});
        const FinetuneResult r = FinetuneEngine::evaluate(w, {h100Server("S", 1)}, warnings);
        const FinetuneJobResult &j = r.jobs[0];
        QVERIFY(!j.placed);
        QVERIFY2(j.reason.find("needs a 3g.40gb slice (19.1 GB)") != std::string::npos, j.reason.c_str());
        QVERIFY2(j.suggestions.at(0).starts_with("any place instead of 2g.20gb fits 3g.40gb on S GPU 1"), j.suggestions[0].c_str());
        QVERIFY2(j.suggestions.at(1).starts_with("QLoRA instead of LoRA fits 2g.20gb on S GPU 1"), j.suggestions[1].c_str());
        QCOMPARE(warnings.size(), size_t(1));
        QCOMPARE(warnings[0].key(), std::string("training.finetune.not_placed"));

        // Capacity: two LoRA jobs, MIG off, one GPU: the second finds no GPU; one more server fits it.
        Workload two = labWorkload({job("a", FinetuneMode::Lora), job("b", FinetuneMode::Lora)});
        two.finetune.useMig = false;
        warnings.clear();
        const FinetuneResult r2 = FinetuneEngine::evaluate(two, {h100Server("S", 1)}, warnings);
        QVERIFY(r2.jobs[0].placed && !r2.jobs[1].placed);
        QVERIFY2(r2.jobs[1].suggestions.front().starts_with("one more dgx-h100 server: 1 whole GPU"),
                 r2.jobs[1].suggestions.front().c_str());
    }

    void jobLargerThanTheHall()
    {
        // Llama 3 405B, full: 16 B x 405e9+ / 8 GPUs > 800 GB per GPU: no server holds it.
        std::vector<Warning> warnings;
        FinetuneJob big = job("huge", FinetuneMode::Full);
        big.model = "llama-3-405b";
        const FinetuneResult r = FinetuneEngine::evaluate(labWorkload({big}), {h100Server("S")}, warnings);
        QVERIFY(!r.jobs[0].placed);
        QCOMPARE(warnings.at(0).key(), std::string("training.finetune.job_too_large"));
        QVERIFY(warnings[0].message.find("/workload/finetune/jobs/0/model") != std::string::npos);
    }

    void fileKeysRoundTrip()
    {
        Workload w = labWorkload({job("a", FinetuneMode::Full), job("b", FinetuneMode::Qlora, 5e8, "1g.20gb")});
        w.finetune.jobs[1].deadlineH = 12;
        w.finetune.jobs[1].gradientCheckpointing = false;
        w.finetune.migNvlinkPenalty = 0.3;
        const json doc = {{"workload", workloadToJson(w)}};
        QCOMPARE(doc["workload"]["finetune"]["jobs"][1]["placement"].get<std::string>(), std::string("1g.20gb"));
        Workload back;
        JsonFieldReader r;
        readWorkload(doc, back, r);
        QVERIFY2(r.ok(), formatErrors(r.errors()).c_str());
        QVERIFY(back.finetune == w.finetune);
        // A workload without a lab writes no "finetune" key (files stay as they were).
        QVERIFY(!workloadToJson(Workload{}).contains("finetune"));
    }

    void badFileValuesNamed_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("path");
        QTest::newRow("negative tokens") << "tokens" << "-5" << "/workload/finetune/jobs/0/tokens";
        QTest::newRow("unknown mode") << "mode" << "\"dora\"" << "/workload/finetune/jobs/0/mode";
        QTest::newRow("unknown profile") << "placement" << "\"5g.50gb\"" << "/workload/finetune/jobs/0/placement";
        QTest::newRow("unknown model") << "model" << "\"gpt-5\"" << "/workload/finetune/jobs/0/model";
        QTest::newRow("negative deadline") << "deadline_h" << "-1" << "/workload/finetune/jobs/0/deadline_h";
    }
    void badFileValuesNamed()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, path);
        json jobJson = {{"name", "a"}, {"model", "llama-2-7b"}, {"mode", "lora"}, {"tokens", 1e8}};
        jobJson[key.toStdString()] = json::parse(value.toStdString());
        const json doc = {{"workload", {{"finetune", {{"jobs", json::array({jobJson})}}}}}};
        Workload w;
        JsonFieldReader r;
        readWorkload(doc, w, r);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.errors().front().path), path);
    }

    void setOverridesTheNewKeys()
    {
        // `--set workload.finetune....` goes through the reader: a bad value is named, a good one read.
        const json lab = ProjectWriter::toJson(loadSample("projects/finetune-lab.json"));
        json bad = lab;
        QCOMPARE(applyOverride(bad, "workload.finetune.jobs.1.tokens=-5"), std::string());
        const ReadResult refused = ProjectReader::readJson(bad, "lab.json", Catalog::builtIn());
        QVERIFY(!refused.project);
        QCOMPARE(refused.errors.front().path, std::string("/workload/finetune/jobs/1/tokens"));
        json good = lab;
        QCOMPARE(applyOverride(good, "workload.finetune.use_mig=false"), std::string());
        QCOMPARE(applyOverride(good, "workload.finetune.jobs.1.mode=\"qlora\""), std::string());
        const ReadResult read = ProjectReader::readJson(good, "lab.json", Catalog::builtIn());
        QVERIFY(read.project);
        QVERIFY(!read.project->workload.finetune.useMig);
        QCOMPARE(read.project->workload.finetune.jobs[1].mode, FinetuneMode::Qlora);
        // A profile no placed GPU offers is read (the file is kept) and reported by the engine by its path.
        json h200 = lab;
        QCOMPARE(applyOverride(h200, "workload.finetune.jobs.0.placement=\"2g.35gb\""), std::string());
        const ReadResult kept = ProjectReader::readJson(h200, "lab.json", Catalog::builtIn());
        QVERIFY(kept.project);
        std::vector<Warning> warnings;
        const FinetuneResult r = FinetuneEngine::evaluate({*kept.project, Catalog::builtIn(), warnings}, {});
        QVERIFY(!r.jobs[0].placed);
        const auto it = std::find_if(warnings.begin(), warnings.end(),
                                     [](const Warning &w) { return w.key() == "training.finetune.profile_missing"; });
        QVERIFY(it != warnings.end());
        QVERIFY(it->message.find("/workload/finetune/jobs/0/placement") != std::string::npos);
        QCOMPARE(it->severity, Warning::Severity::Error);
    }

    void editsRefusedByNameAndUndone()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(loadSample("projects/finetune-lab.json"));
        const Workload before = doc.project().workload;
        const size_t jobs = before.finetune.jobs.size();
        QVERIFY(jobs > 0);
        auto labWith = [&](const char *key, const json &value) {
            json lab = workloadToJson(doc.project().workload)["finetune"];
            lab["jobs"][0][key] = value;
            return lab;
        };
        struct Case {
            const char *key;
            json value;
            const char *path;
        };
        // The lab is 4 x H100 PCIe (MIG: 1g.10gb ... 7g.80gb) and 4 x RTX 4090 (no MIG).
        const Case cases[] = {{"tokens", -5, "/workload/finetune/jobs/0/tokens"},
                              {"placement", "2g.35gb", "/workload/finetune/jobs/0/placement"},
                              {"model", "llama-3-405b", "/workload/finetune/jobs/0/model"}};
        const int steps = doc.undoStack()->count();
        for (const Case &c : cases) {
            json lab = labWith(c.key, c.value);
            if (std::string(c.key) == "model")
                lab["jobs"][0]["mode"] = "full";
            QString why;
            QVERIFY(!doc.setProperty("workload", "finetune", lab, &why));
            QVERIFY2(why.contains(QLatin1String(c.path)), qPrintable(why));
            QVERIFY(doc.project().workload == before);
            QCOMPARE(doc.undoStack()->count(), steps);
        }
        QString why;
        QVERIFY(!doc.setProperty("workload", "finetune", labWith("placement", "2g.35gb"), &why));
        QVERIFY2(why.contains(QLatin1String("H100 PCIe: 1g.10gb")) && why.contains(QLatin1String("RTX 4090: no MIG")), qPrintable(why));

        // A good edit is one undo step; undo restores the lab, redo the edit.
        QVERIFY(doc.setProperty("workload", "finetune", labWith("tokens", 2e9), &why));
        QCOMPARE(doc.project().workload.finetune.jobs[0].tokens, 2e9);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.undoStack()->undo();
        QVERIFY(doc.project().workload == before);
        doc.undoStack()->redo();
        QCOMPARE(doc.project().workload.finetune.jobs[0].tokens, 2e9);
    }

    void sampleLab()
    {
        // projects/finetune-lab.json: 6 jobs on 4 x 8 H100 PCIe and 4 x 4 RTX 4090 (make_samples.py).
        const Project p = loadSample("projects/finetune-lab.json");
        QCOMPARE(int(p.workload.finetune.jobs.size()), 6);
        std::vector<Warning> warnings;
        const FinetuneResult r = FinetuneEngine::evaluate({p, Catalog::builtIn(), warnings}, {});
        QVERIFY(r.evaluated);
        QCOMPARE(int(r.servers.size()), 8);
        QVERIFY(r.servers[0].migCapable && !r.servers[4].migCapable);
        // Save and load: the same lab.
        const ReadResult back = ProjectReader::readJson(ProjectWriter::toJson(p), "lab.json", Catalog::builtIn());
        QVERIFY(back.project);
        QVERIFY(back.project->workload.finetune == p.workload.finetune);
        // evaluate --json: training.finetune with one entry per job.
        std::vector<Warning> w2;
        const TrainingResult t = TrainingEngine::evaluate({p, Catalog::builtIn(), w2}, {0});
        const json j = TrainingEngine::toJson(t);
        QCOMPARE(j["finetune"]["jobs"].size(), size_t(6));
        QCOMPARE(j["finetune"]["jobs_placed"].get<int>(), r.placedJobs);
    }
};

QTEST_GUILESS_MAIN(TestFinetune)
#include "test_finetune.moc"
