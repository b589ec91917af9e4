#include "workloaddock.h"
#include "document/projectdocument.h"
#include "document/propertyedit.h"
#include "training/efficiencydefaults.h"
#include "training/trainingresult.h"
#include "spec/modelpresets.h"
#include "io/workloadio.h"
#include "countspinbox.h"
#include "counttext.h"
#include "project/project.h"
#include "propertyform.h"
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QStandardItemModel>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {
constexpr const char *kWorkload = "workload";
const char *const kLoraTargets[] = {"q", "k", "v", "o", "gate", "up", "down"};

// Object names "workload_<key>" let tests (and style sheets) find an editor by its file key.
QWidget *named(QWidget *editor, const char *key)
{
    editor->setObjectName(QStringLiteral("workload_") + QLatin1String(key));
    return editor;
}

PropertyForm::Choices choices(std::initializer_list<std::pair<const char *, json>> items)
{
    PropertyForm::Choices out;
    for (const auto &[text, value] : items)
        out.emplace_back(QCoreApplication::translate("WorkloadDock", text), value);
    return out;
}
} // namespace

WorkloadDock::WorkloadDock(ProjectDocument *document, QWidget *parent)
    : QDockWidget(tr("Workload"), parent), mDocument(document)
{
    setObjectName(QStringLiteral("workloadDock"));
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *content = new QWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    mError = new QLabel(content);
    mError->setObjectName(QStringLiteral("workloadError"));
    mError->setWordWrap(true);
    mError->setStyleSheet(QStringLiteral("color: #c81e1e;"));
    mError->hide();
    layout->addWidget(mError);
    buildModelGroup(layout);
    buildRunGroup(layout);
    buildMemoryGroup(layout);
    buildParallelismGroup(layout);
    buildEfficiencyGroup(layout);
    buildSystemGroup(layout);
    layout->addStretch(1);
    scroll->setWidget(content);
    setWidget(scroll);
    connect(mDocument, &ProjectDocument::changed, this, [this] { refresh(); });
    refresh();
}

PropertyForm *WorkloadDock::addGroup(QVBoxLayout *layout, const QString &title, QGroupBox **box)
{
    auto *group = new QGroupBox(title, layout->parentWidget());
    auto *v = new QVBoxLayout(group);
    v->setContentsMargins(6, 4, 6, 6);
    auto *form = new PropertyForm(mDocument, group);
    // In a ~300 px dock a row whose editor would not fit beside its label (the LoRA targets,
    // "Adam, mixed precision") puts the label above: nothing is cut at the dock's right edge.
    form->setWrapLongRows(true);
    v->addWidget(form);
    layout->addWidget(group);
    connect(form, &PropertyForm::refused, this, &WorkloadDock::showError);
    connect(form, &PropertyForm::committed, this, [this] { showError({}); });
    mForms.push_back(form);
    if (box)
        *box = group;
    return form;
}

// An editor that has the focus when the dock goes finishes its edit as QWidget's destructor
// deletes it, and its editingFinished would reach this dock's slots after this destructor has
// run (UBSan: "member call on ... which does not point to an object of type WorkloadDock").
WorkloadDock::~WorkloadDock()
{
    for (QAbstractSpinBox *editor : findChildren<QAbstractSpinBox *>())
        disconnect(editor, nullptr, this, nullptr);
}

QDoubleSpinBox *WorkloadDock::spinBox(double min, double max, int decimals, const QString &suffix)
{
    auto *spin = new QDoubleSpinBox(this);
    spin->setRange(min, max);
    spin->setDecimals(decimals);
    spin->setKeyboardTracking(false);
    spin->setButtonSymbols(QAbstractSpinBox::NoButtons);
    if (!suffix.isEmpty())
        spin->setSuffix(QLatin1Char(' ') + suffix);
    return spin;
}

void WorkloadDock::buildModelGroup(QVBoxLayout *layout)
{
    PropertyForm *form = addGroup(layout, tr("Model"));
    mPreset = new QComboBox(form);
    mPreset->setObjectName(QStringLiteral("workloadModel"));
    for (const ModelPresets::Preset &p : ModelPresets::all())
        mPreset->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
    mPreset->addItem(tr("Custom architecture"), QStringLiteral("custom"));
    mPreset->setToolTip(tr("Published architecture to train (sources in docs/training.md), or a custom shape."));
    mPreset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);  // long names elide in a narrow dock
    mPreset->setMinimumContentsLength(14);
    connect(mPreset, &QComboBox::activated, this, [this](int i) {
        const std::string id = mPreset->itemData(i).toString().toStdString();
        if (id != "custom") {
            commit("model", id);
            return;
        }
        // Custom starts from the shape shown, so the user edits a sensible architecture:
        // both keys in one undo step.
        const ModelArchitecture a = ModelPresets::architecture(mDocument->project().workload);
        const json shape = {{"layers", a.layers}, {"hidden", a.hidden},   {"heads", a.heads},
                            {"kv_heads", a.kvHeads}, {"ffn", a.ffn},     {"vocab", a.vocab},
                            {"gated_mlp", a.gatedMlp}, {"tied_embeddings", a.tiedEmbeddings}};
        QString why;
        const bool ok = mDocument->setProperties({{kWorkload, "custom_model", shape}, {kWorkload, "model", "custom"}},
                                                 tr("Custom model architecture"), &why);
        showError(ok ? QString() : why);
        if (!ok)
            refresh();
    });
    form->addRow(tr("Preset"), mPreset);
    mArchitecture = new QLabel(form);
    mArchitecture->setWordWrap(true);
    mArchitecture->setObjectName(QStringLiteral("workloadArchitecture"));
    mArchitecture->setToolTip(tr("The architecture trained: parameters are computed from this shape."));
    form->addRow(tr("Shape"), mArchitecture);

    mCustomBox = new QGroupBox(tr("Custom architecture"), form->parentWidget());
    auto *custom = new QFormLayout(mCustomBox);
    const struct {
        const char *key;
        const char *label;
        const char *tip;
        double max;
    } fields[] = {{"layers", "Layers", "Transformer blocks.", 1000},
                  {"hidden", "Hidden size", "Model width h; the heads must divide it.", 1e6},
                  {"heads", "Attention heads", "Query heads a.", 1e4},
                  {"kv_heads", "K/V heads", "Grouped-query attention: must divide the heads.", 1e4},
                  {"ffn", "FFN size", "MLP inner size.", 1e7},
                  {"vocab", "Vocabulary", "Tokens in the vocabulary (embedding rows).", 1e7}};
    for (const auto &f : fields) {
        QDoubleSpinBox *spin = spinBox(1, f.max, 0);
        spin->setToolTip(tr(f.tip));
        const char *key = f.key;
        connect(spin, &QDoubleSpinBox::editingFinished, this, [this, spin, key] { commitCustom(key, int(spin->value())); });
        custom->addRow(tr(f.label), spin);
        mCustomFields.emplace_back(key, spin);
    }
    const struct {
        const char *key;
        const char *label;
        const char *tip;
    } flags[] = {{"gated_mlp", "Gated MLP (SwiGLU)", "Three MLP matrices (gate, up, down) instead of two."},
                 {"tied_embeddings", "Tied embeddings", "The output head shares the input embedding (GPT-3)."}};
    for (const auto &f : flags) {
        auto *box = new QCheckBox(tr(f.label), mCustomBox);
        box->setToolTip(tr(f.tip));
        const char *key = f.key;
        connect(box, &QCheckBox::clicked, this, [this, key](bool on) { commitCustom(key, on); });
        custom->addRow(box);
        mCustomFlags.emplace_back(key, box);
    }
    // Spans the group width: six spin boxes in the field column of the outer form would be cramped.
    form->parentWidget()->layout()->addWidget(mCustomBox);
}

void WorkloadDock::buildRunGroup(QVBoxLayout *layout)
{
    PropertyForm *form = addGroup(layout, tr("Run"));
    const std::vector<std::string> id{kWorkload};
    named(form->addChoice(tr("Mode"), tr("Pre-training, full fine-tuning, or adapters on a frozen base (LoRA; QLoRA with a 4-bit NF4 base)."),
                    id, "mode", getter("mode"),
                    choices({{"Pre-training", "pretrain"}, {"Full fine-tune", "full_finetune"}, {"LoRA", "lora"}, {"QLoRA", "qlora"}})), "mode");
    mLoraEditors.push_back(integerField(form, tr("LoRA rank"), tr("Rank r of the adapters: r (d_in + d_out) parameters per adapted matrix (Hu et al. 2021)."),
                                        "lora_rank"));
    auto *targets = new QWidget(form);
    auto *grid = new QGridLayout(targets);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(6);
    int i = 0;
    for (const char *t : kLoraTargets) {
        auto *box = new QCheckBox(QString::fromLatin1(t), targets);
        box->setToolTip(tr("Adapt the %1 projection matrix of every layer.").arg(QString::fromLatin1(t)));
        connect(box, &QCheckBox::clicked, this, [this] {
            json list = json::array();
            for (const auto &[name, b] : mLoraTargets)
                if (b->isChecked())
                    list.push_back(name.toStdString());
            commit("lora_targets", list);
        });
        grid->addWidget(box, i / 4, i % 4);
        mLoraTargets.emplace_back(QString::fromLatin1(t), box);
        ++i;
    }
    // The boxes keep their own width (a click on the name toggles them); the rest of the row
    // is empty space after them.
    grid->setColumnStretch(4, 1);
    form->addRow(tr("LoRA targets"), targets);
    mLoraEditors.push_back(targets);
    // Issue 30 item 5: "15T" is 15 trillion tokens, not 15 billion; the count in words beside
    // the field says what was understood.
    auto *tokensRow = new QWidget(form);
    auto *tokensLayout = new QHBoxLayout(tokensRow);
    tokensLayout->setContentsMargins(0, 0, 0, 0);
    mTokens = new CountSpinBox(tokensRow);
    mTokens->setObjectName(QStringLiteral("workloadTokens"));
    mTokens->setToolTip(tr("Tokens the run processes (D): a count with K, M, B or T (thousand, million, billion, "
                           "trillion) or a plain number; Llama 3 was trained on 15T."));
    mTokensInWords = new QLabel(tokensRow);
    mTokensInWords->setObjectName(QStringLiteral("workloadTokensInWords"));
    mTokensInWords->setToolTip(mTokens->toolTip());
    tokensLayout->addWidget(mTokens, 1);
    tokensLayout->addWidget(mTokensInWords);
    connect(mTokens, &QDoubleSpinBox::editingFinished, this, [this] { commit("tokens", mTokens->value()); });
    form->addRow(tr("Tokens"), tokensRow);
    integerField(form, tr("Sequence length"), tr("Tokens per sequence (s)."), "sequence_length");
    form->addNumber(tr("Global batch"), tr("Per optimizer step, in the unit below."), id, "global_batch", getter("global_batch"), 0, {});
    form->addChoice(tr("Batch unit"), tr("Whether the global batch counts sequences or tokens."), id, "global_batch_unit",
                    getter("global_batch_unit"), choices({{"sequences", "sequences"}, {"tokens", "tokens"}}));
    integerField(form, tr("Micro-batch"), tr("Sequences per GPU per forward/backward pass (b)."), "micro_batch");
}

void WorkloadDock::buildMemoryGroup(QVBoxLayout *layout)
{
    PropertyForm *form = addGroup(layout, tr("Precision and memory"));
    const std::vector<std::string> id{kWorkload};
    mPrecision = qobject_cast<QComboBox *>(named(
        form->addChoice(tr("Precision"), tr("Tensor math precision. FP8 only on GPUs with FP8 tensor cores (Hopper, Blackwell)."),
                        id, "precision", getter("precision"), choices({{"BF16", "bf16"}, {"FP8", "fp8"}})), "precision"));
    form->addChoice(tr("Optimizer"), tr("Mixed-precision Adam: 2 + 2 + 12 bytes per parameter (ZeRO paper)."), id, "optimizer",
                    getter("optimizer"), choices({{"Adam, mixed precision", "adam_mixed"}}));
    named(form->addChoice(tr("ZeRO stage"), tr("Shards over data-parallel replicas: 1 the optimizer states, 2 also gradients, 3 also weights."),
                    id, "zero_stage", getter("zero_stage"),
                    choices({{"0 (none)", 0}, {"1 (optimizer)", 1}, {"2 (+ gradients)", 2}, {"3 (+ weights)", 3}})), "zero_stage");
    form->addChoice(tr("Recompute"), tr("Activation recomputation (Korthikanti et al. 2022): selective keeps 34 s b h / t bytes per layer, full only the layer input but redoes the forward pass."),
                    id, "recompute", getter("recompute"), choices({{"none", "none"}, {"selective", "selective"}, {"full", "full"}}));
    form->addChoice(tr("FlashAttention"), tr("Never stores the attention score matrix (drops the 5 a s / h activation term)."), id,
                    "flash_attention", getter("flash_attention"), choices({{"on", true}, {"off", false}}));
    form->addNumber(tr("HBM headroom"), tr("Share of HBM kept free for fragmentation and peaks (REFERENCE 4: 10-15%), 0-0.9."), id,
                    "memory_headroom", getter("memory_headroom"), 2, {});
    form->addNumber(tr("Framework buffers"), tr("CUDA context, NCCL and allocator buffers per GPU (assumption)."), id,
                    "framework_overhead_gb", getter("framework_overhead_gb"), 1, tr("GB"));
}

void WorkloadDock::buildParallelismGroup(QVBoxLayout *layout)
{
    PropertyForm *form = addGroup(layout, tr("Parallelism"));
    const std::vector<std::string> id{kWorkload};
    named(form->addChoice(tr("Layout"), tr("Auto: the fastest plan that fits in memory (the Training tab lists the ten best). Manual: the degrees below."), id,
                    "parallelism", getter("parallelism"), choices({{"auto (fastest that fits)", "auto"}, {"manual", "manual"}})), "parallelism");
    named(form->addChoice(tr("Auto varies"), tr("Layout: TP, CP, PP, v, EP and DP with the micro-batch, recompute and ZeRO stage set here. "
                                                  "All: also the micro-batch (1, 2, 4), recompute (selective, full) and ZeRO (1, 3)."),
                          id, "plan_search", getter("plan_search"), choices({{"all", "all"}, {"layout", "layout"}})),
          "plan_search");
    named(form->addChoice(tr("Schedule"), tr("Pipeline schedule of a manual plan: 1F1B, bubble (p-1)/m; interleaved with v chunks per GPU, "
                                             "bubble (p-1)/(v m), v times the stage-to-stage traffic (Narayanan et al. 2021)."),
                          id, "pipeline_schedule", getter("pipeline_schedule"), choices({{"interleaved", "interleaved"}, {"1F1B", "1f1b"}})),
          "pipeline_schedule");
    named(form->addChoice(tr("Seq. parallel"), tr("With TP, shard the activations outside the TP region too (Korthikanti et al. 2022): "
                                                      "activations / t, same traffic."),
                          id, "sequence_parallel", getter("sequence_parallel"), choices({{"on", true}, {"off", false}})),
          "sequence_parallel");
    mManualEditors.push_back(integerField(form, tr("Tensor (TP)"), tr("Tensor-parallel degree: divides the heads; keep it inside the NVLink domain."), "tp"));
    mManualEditors.push_back(integerField(form, tr("Pipeline (PP)"), tr("Pipeline stages of ceil(layers / PP) layers each."), "pp"));
    mManualEditors.push_back(integerField(form, tr("Chunks (v)"), tr("Model chunks per GPU of the interleaved schedule; 0 = the fastest."), "virtual_stages"));
    mManualEditors.push_back(integerField(form, tr("Context (CP)"), tr("Context parallelism: each sequence split over CP GPUs (ring attention); divides the sequence length."), "cp"));
    mManualEditors.push_back(integerField(form, tr("Expert (EP)"), tr("Expert parallelism for mixture-of-experts models: divides the experts."), "ep"));
    mManualEditors.push_back(integerField(form, tr("Data (DP)"), tr("Data-parallel replicas; 0 = as many as the GPUs and the batch allow (also caps auto)."), "dp"));
    mManualEditors.back()->setProperty("alwaysEnabled", true);
    form->addInfo(tr("Plan"), tr("The layout the engine evaluated."), [this]() -> QString {
        if (!mAnalysis || !mAnalysis->training->evaluated)
            return tr("no GPUs placed");
        const TrainingPlan &p = mAnalysis->training->plan;
        if (!p.valid)
            return tr("invalid: %1").arg(QString::fromStdString(p.invalidReason));
        QString plan = tr("TP %1 × CP %2 × PP %3 × DP %4").arg(p.tp).arg(p.cp).arg(p.pp).arg(p.dp);
        if (p.ep > 1)
            plan += tr(", EP %1").arg(p.ep);
        plan += p.v > 1 ? tr(", interleaved v %1").arg(p.v) : tr(", 1F1B");
        return tr("%1 on %2 GPUs, %3 micro-batches").arg(plan).arg(p.gpusUsed).arg(p.microBatches);
    });
}

QWidget *WorkloadDock::integerField(PropertyForm *form, const QString &label, const QString &toolTip, const char *key)
{
    // The file format wants integers here (1, not 1.0), so these commit whole numbers.
    QDoubleSpinBox *spin = spinBox(-1e9, 1e9, 0);
    named(spin, key);
    spin->setToolTip(toolTip);
    connect(spin, &QDoubleSpinBox::editingFinished, this, [this, spin, key] {
        const json v = static_cast<long long>(std::llround(spin->value()));
        if (value(key) != v)
            commit(key, v);
    });
    form->addRow(label, spin);
    mIntegerFields.emplace_back(key, spin);
    return spin;
}

QWidget *WorkloadDock::autoRow(const char *key, const QString &toolTip, const AutoSpec &spec, std::function<double()> automatic)
{
    auto *row = new QWidget(this);
    auto *h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    auto *box = new QCheckBox(tr("auto"), row);
    box->setObjectName(QStringLiteral("auto_") + QLatin1String(key));
    box->setToolTip(spec.autoTip);
    QDoubleSpinBox *spin = spinBox(spec.min, spec.max, spec.decimals, spec.suffix);
    spin->setObjectName(QStringLiteral("value_") + QLatin1String(key));
    spin->setSingleStep(spec.step);
    spin->setToolTip(toolTip);
    h->addWidget(spin, 1);
    h->addWidget(box);
    row->setToolTip(toolTip);
    connect(box, &QCheckBox::clicked, this, [this, key, spin](bool on) {
        commit(key, on ? json("auto") : json(spin->value()));  // unticking keeps the default shown
    });
    connect(spin, &QDoubleSpinBox::editingFinished, this, [this, key, spin, box] {
        if (!box->isChecked())
            commit(key, spin->value());
    });
    mAutoFields.push_back({key, box, spin, std::move(automatic)});
    return row;
}

void WorkloadDock::buildEfficiencyGroup(QVBoxLayout *layout)
{
    PropertyForm *form = addGroup(layout, tr("Efficiency"));
    AutoSpec share;
    share.autoTip = tr("Use the default of the GPU family placed (shown when ticked).");
    auto defaults = [this] {
        return EfficiencyDefaults::forGpuModel(mAnalysis && mAnalysis->training->evaluated ? mAnalysis->training->gpuModel : "");
    };
    form->addRow(tr("Compute"), autoRow("compute_efficiency", tr("Share of peak dense FLOPS the step's kernels reach (0.01-1)."), share,
                                        [defaults] { return defaults().computeEfficiency; }));
    form->addRow(tr("Overlap"), autoRow("comm_overlap", tr("Share of communication hidden behind compute (0-1)."), share,
                                        [defaults] { return defaults().commOverlap; }));
    form->addRow(tr("Goodput"), autoRow("goodput", tr("Share of wall-clock time making progress: failures, restarts and checkpoints cost the rest (0.01-1)."),
                                        share, [defaults] { return defaults().goodput; }));
    mDefaults = qobject_cast<QLabel *>(form->addInfo(tr("Defaults"), tr("Efficiency defaults of the GPU family placed (docs/training.md: calibration)."),
                                                     [this]() -> QString {
        if (!mAnalysis || !mAnalysis->training->evaluated)
            return tr("no GPUs placed");
        const EfficiencyDefaults d = EfficiencyDefaults::forGpuModel(mAnalysis->training->gpuModel);
        return tr("%1: compute %2, overlap %3, goodput %4").arg(QString::fromStdString(d.family)).arg(d.computeEfficiency, 0, 'f', 2)
            .arg(d.commOverlap, 0, 'f', 2).arg(d.goodput, 0, 'f', 2);
    }));
    form->addNumber(tr("Fixed MFU"), tr("End-to-end MFU of your stack (0-1), replacing compute efficiency, communication and bubble; 0 = off."),
                    {kWorkload}, "fixed_mfu", getter("fixed_mfu"), 3, {});
}

void WorkloadDock::buildSystemGroup(QVBoxLayout *layout)
{
    PropertyForm *form = addGroup(layout, tr("GPUs, network and energy"));
    const std::vector<std::string> id{kWorkload};
    form->addText(tr("GPU model"), tr("Catalog id of the GPU system that trains; empty = the model with the most GPUs placed."), id,
                  "gpu_catalog_id", getter("gpu_catalog_id"));
    form->addNumber(tr("Inter-node"), tr("GB/s per GPU across nodes; 0 = NICs x line rate x NIC efficiency / GPUs per node."), id,
                    "internode_gbytes_per_s_per_gpu", getter("internode_gbytes_per_s_per_gpu"), 1, tr("GB/s"));
    form->addNumber(tr("NIC efficiency"), tr("Share of NIC line rate reached (NDR: 46-48 of 50 GB/s)."), id, "internode_nic_efficiency",
                    getter("internode_nic_efficiency"), 2, {});
    form->addNumber(tr("Oversubscription"), tr("Divides cross-node bandwidth (1 = non-blocking) while the design has no "
                                               "compute fabric; with one, the fabric's measured ratio is used."), id,
                    "fabric_oversubscription", getter("fabric_oversubscription"), 2, {});
    // Issue 12, defect 3: the figure the engine used and where it came from.
    form->addInfo(tr("Cross-node"), tr("Bandwidth per GPU across nodes that the engine used, and its source."),
                  [this]() -> QString {
        if (!mAnalysis || !mAnalysis->training->evaluated)
            return tr("no GPUs placed");
        const TrainingResult &t = mAnalysis->training;
        const QString source = t.interNodeSource == "fabric"     ? tr("from fabric, %1:1").arg(t.interNodeOversubscription, 0, 'f', 2)
                               : t.interNodeSource == "workload" ? tr("workload override")
                                                                 : tr("no fabric: catalog NICs");
        return tr("%1 GB/s per GPU, %2").arg(t.interNodeBytesPerS / 1e9, 0, 'f', 1).arg(source);
    })->setObjectName(QStringLiteral("workloadCrossNode"));
    form->addNumber(tr("NVLink efficiency"), tr("Ring bus bandwidth as a share of NVLink per direction."), id, "nvlink_bus_efficiency",
                    getter("nvlink_bus_efficiency"), 2, {});
    form->addNumber(tr("PCIe"), tr("Usable GB/s between GPUs of a PCIe-only node."), id, "pcie_gbytes_per_s", getter("pcie_gbytes_per_s"), 1, tr("GB/s"));
    form->addNumber(tr("Comm. warning"), tr("Warn when exposed communication exceeds this share of a step (0-1)."), id,
                    "comm_share_warning", getter("comm_share_warning"), 2, {});
    form->addNumber(tr("Load factor"), tr("Share of the design's IT nameplate (optics included; a liquid design's without the server fans) drawn while training (0-2)."), id, "training_load_factor",
                    getter("training_load_factor"), 2, {});
    // Issue 30 item 4: the run is priced from the design itself unless the user says otherwise.
    AutoSpec pue{1, 5, 2, 0.01, {}, tr("Use the design's annual PUE (Cooling & cost tab; shown when ticked).")};
    form->addRow(tr("PUE"), autoRow("pue", tr("Facility PUE for the run's energy (1-5)."), pue, [this] {
        return mAnalysis && mAnalysis->training->pueSource == "design" ? mAnalysis->training->pue : 1.0;
    }));
    AutoSpec price{0, 10'000, 2, 0.1, tr(" USD"),
                   tr("Use the design's own cost of a GPU-hour: capex over the cost period plus opex without electricity "
                      "(shown when ticked, in USD).")};
    form->addRow(tr("GPU-hour price"), autoRow("gpu_hour_price_usd", tr("Price per GPU-hour added to the run cost, in USD; 0 = not counted."),
                                               price, [this] {
        if (!mAnalysis || mAnalysis->training->gpuHourPriceSource != "design_cost")
            return 0.0;
        const double perUsd = mDocument->project().cooling.cost.siteCurrencyPerUsd;
        return perUsd > 0 ? mAnalysis->training->gpuHourPrice / perUsd : 0.0;
    }));
}

json WorkloadDock::value(const char *key) const
{
    const json w = workloadToJson(mDocument->project().workload);
    const auto it = w.find(key);
    return it == w.end() ? json() : *it;
}

std::function<json()> WorkloadDock::getter(const char *key) const
{
    return [this, key] { return value(key); };
}

bool WorkloadDock::commit(const char *key, const json &v)
{
    QString why;
    const bool ok = mDocument->setProperty(kWorkload, key, v, &why);
    showError(ok ? QString() : why);
    if (!ok)
        refresh();  // put the model's value back
    return ok;
}

void WorkloadDock::commitCustom(const char *key, const json &v)
{
    json arch = value("custom_model");
    if (!arch.is_object() || arch.value(key, json()) == v)
        return;
    arch[key] = v;
    commit("custom_model", arch);
}

void WorkloadDock::setAnalysis(const AnalysisPtr &analysis)
{
    mAnalysis = analysis;
    refresh();
}

void WorkloadDock::refresh()
{
    const Workload &w = mDocument->project().workload;
    for (PropertyForm *f : mForms)
        f->refresh();
    {
        const QSignalBlocker block(mPreset);
        mPreset->setCurrentIndex(mPreset->findData(QString::fromStdString(w.model)));
    }
    const ModelArchitecture a = ModelPresets::architecture(w);
    mArchitecture->setText(tr("%1 B parameters: %2 layers, hidden %3, %4 heads (%5 K/V), FFN %6, vocabulary %7")
                               .arg(ModelPresets::parameterCount(a) / 1e9, 0, 'f', 2)
                               .arg(a.layers).arg(a.hidden).arg(a.heads).arg(a.kvHeads).arg(a.ffn).arg(a.vocab)
                           + (a.moe() ? tr("; %1 experts, top-%2, %3 B active")
                                            .arg(a.experts).arg(a.topK).arg(ModelPresets::activeParameterCount(a) / 1e9, 0, 'f', 1)
                                      : QString()));
    mCustomBox->setVisible(w.model == "custom");
    for (auto &[key, spin] : mCustomFields) {
        const QSignalBlocker block(spin);
        const json c = value("custom_model");
        spin->setValue(c.is_object() ? c.value(key, 0) : 0);
    }
    for (auto &[key, box] : mCustomFlags) {
        const json c = value("custom_model");
        box->setChecked(c.is_object() && c.value(key, false));
    }
    const bool adapters = w.mode == TrainingMode::Lora || w.mode == TrainingMode::Qlora;
    for (QWidget *e : mLoraEditors)
        e->setEnabled(adapters);
    for (auto &[name, box] : mLoraTargets)
        box->setChecked(std::find(w.loraTargets.begin(), w.loraTargets.end(), name.toStdString()) != w.loraTargets.end());
    {
        const QSignalBlocker block(mTokens);
        mTokens->setValue(w.tokens);
        mTokensInWords->setText(tr("= %1").arg(CountText::inWords(w.tokens, mTokens->locale())));
    }
    for (auto &[key, spin] : mIntegerFields) {
        const QSignalBlocker block(spin);
        spin->setValue(value(key).get<double>());
    }
    for (QWidget *e : mManualEditors)
        e->setEnabled(!w.autoParallelism || e->property("alwaysEnabled").toBool());
    // FP8 is offered only where the GPU that trains has FP8 tensor throughput in the catalog.
    bool fp8 = false;
    if (mAnalysis && mAnalysis->training->evaluated)
        if (const CatalogEntry *e = mDocument->catalog().find(mAnalysis->training->gpuCatalogId); e && e->gpu)
            fp8 = e->gpu->fp8DenseTflops > 0;
    if (auto *model = qobject_cast<QStandardItemModel *>(mPrecision->model()))
        model->item(1)->setEnabled(fp8 || w.precision == TrainingPrecision::Fp8);
    mPrecision->setItemData(1, fp8 ? tr("FP8 dense tensor throughput of the GPU placed.")
                                   : tr("The GPU placed has no FP8 tensor throughput in the catalog."), Qt::ToolTipRole);
    for (const AutoField &f : mAutoFields) {
        const json v = value(f.key);
        const bool isAuto = v.is_string();
        const double def = f.automatic();
        const QSignalBlocker b1(f.autoBox), b2(f.spin);
        f.autoBox->setChecked(isAuto);
        f.spin->setEnabled(!isAuto);
        f.spin->setValue(isAuto ? def : v.get<double>());
    }
}

void WorkloadDock::showError(const QString &why)
{
    mError->setText(why);
    mError->setVisible(!why.isEmpty());
}

QString WorkloadDock::errorText() const
{
    return mError->isVisible() ? mError->text() : QString();
}

} // namespace dcs
