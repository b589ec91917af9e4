#include "workloaddock.h"
#include "document/projectdocument.h"
#include "document/propertyedit.h"
#include "training/efficiencydefaults.h"
#include "training/trainingresult.h"
#include "spec/inputdescriptions.h"
#include "spec/modelpresets.h"
#include "io/workloadio.h"
#include "countspinbox.h"
#include "counttext.h"
#include "inputhelp.h"
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

// The registry's description of a workload key (spec/inputdescriptions.h).
const InputDescription &input(const std::string &key)
{
    return InputHelp::describe(("workload." + key).c_str());
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
    mPreset->setToolTip(InputHelp::toolTip(input("model"), InputHelp::Units::File));
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
                            {"gated_mlp", a.gatedMlp}, {"tied_embeddings", a.tiedEmbeddings},
                            {"dropout", a.dropout}};
        QString why;
        const bool ok = mDocument->setProperties({{kWorkload, "custom_model", shape}, {kWorkload, "model", "custom"}},
                                                 tr("Custom model architecture"), &why);
        showError(ok ? QString() : why);
        if (!ok)
            refresh();
    });
    form->addRow(InputHelp::label(input("model")), mPreset);
    mArchitecture = new QLabel(form);
    mArchitecture->setWordWrap(true);
    mArchitecture->setObjectName(QStringLiteral("workloadArchitecture"));
    mArchitecture->setToolTip(tr("The architecture trained: parameters are computed from this shape."));
    form->addRow(tr("Shape"), mArchitecture);

    mCustomBox = new QGroupBox(tr("Custom architecture"), form->parentWidget());
    auto *custom = new QFormLayout(mCustomBox);
    // The shape's editors hold the registry's range (the file reader's): each commits the whole
    // custom_model object, so a clamp here is kinder than a refusal of the whole shape.
    for (const char *key : {"layers", "hidden", "heads", "kv_heads", "ffn", "vocab"}) {
        const InputDescription &d = input(std::string("custom_model.") + key);
        QDoubleSpinBox *spin = spinBox(d.min, d.max, 0);
        spin->setToolTip(InputHelp::toolTip(d, InputHelp::Units::File));
        connect(spin, &QDoubleSpinBox::editingFinished, this, [this, spin, key] { commitCustom(key, int(spin->value())); });
        custom->addRow(InputHelp::label(d), spin);
        mCustomFields.emplace_back(key, spin);
    }
    for (const char *key : {"gated_mlp", "tied_embeddings", "dropout"}) {
        const InputDescription &d = input(std::string("custom_model.") + key);
        auto *box = new QCheckBox(InputHelp::label(d), mCustomBox);
        box->setToolTip(InputHelp::toolTip(d, InputHelp::Units::File));
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
    named(choiceField(form, "mode", choices({{"Pre-training", "pretrain"}, {"Full fine-tune", "full_finetune"}, {"LoRA", "lora"}, {"QLoRA", "qlora"}})), "mode");
    mLoraEditors.push_back(integerField(form, "lora_rank"));
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
    form->addRow(InputHelp::label(input("lora_targets")), targets);
    mLoraEditors.push_back(targets);
    // Issue 30 item 5: "15T" is 15 trillion tokens, not 15 billion; the count in words beside
    // the field says what was understood.
    auto *tokensRow = new QWidget(form);
    auto *tokensLayout = new QHBoxLayout(tokensRow);
    tokensLayout->setContentsMargins(0, 0, 0, 0);
    mTokens = new CountSpinBox(tokensRow);
    mTokens->setObjectName(QStringLiteral("workloadTokens"));
    mTokens->setToolTip(InputHelp::toolTip(input("tokens"), InputHelp::Units::File));
    mTokensInWords = new QLabel(tokensRow);
    mTokensInWords->setObjectName(QStringLiteral("workloadTokensInWords"));
    mTokensInWords->setToolTip(mTokens->toolTip());
    tokensLayout->addWidget(mTokens, 1);
    tokensLayout->addWidget(mTokensInWords);
    connect(mTokens, &QDoubleSpinBox::editingFinished, this, [this] { commit("tokens", mTokens->value()); });
    form->addRow(InputHelp::label(input("tokens")), tokensRow);
    integerField(form, "sequence_length");
    numberField(form, "global_batch");
    choiceField(form, "global_batch_unit", choices({{"sequences", "sequences"}, {"tokens", "tokens"}}));
    integerField(form, "micro_batch");
}

void WorkloadDock::buildMemoryGroup(QVBoxLayout *layout)
{
    PropertyForm *form = addGroup(layout, tr("Precision and memory"));
    mPrecision = qobject_cast<QComboBox *>(named(
        choiceField(form, "precision", choices({{"BF16", "bf16"}, {"FP8", "fp8"}})), "precision"));
    choiceField(form, "optimizer", choices({{"Adam, mixed precision", "adam_mixed"}}));
    named(numberField(form, "optimizer_state_bytes"), "optimizer_state_bytes");
    named(choiceField(form, "zero_stage", choices({{"0 (none)", 0}, {"1 (optimizer)", 1}, {"2 (+ gradients)", 2}, {"3 (+ weights)", 3}})), "zero_stage");
    choiceField(form, "recompute", choices({{"none", "none"}, {"selective", "selective"}, {"full", "full"}}));
    choiceField(form, "flash_attention", choices({{"on", true}, {"off", false}}));
    numberField(form, "memory_headroom");
    numberField(form, "framework_overhead_gb");
}

void WorkloadDock::buildParallelismGroup(QVBoxLayout *layout)
{
    PropertyForm *form = addGroup(layout, tr("Parallelism"));
    named(choiceField(form, "parallelism", choices({{"auto (fastest that fits)", "auto"}, {"manual", "manual"}})), "parallelism");
    numberField(form, "plan_margin");
    named(choiceField(form, "plan_search", choices({{"all", "all"}, {"layout", "layout"}})),
          "plan_search");
    named(choiceField(form, "pipeline_schedule", choices({{"interleaved", "interleaved"}, {"1F1B", "1f1b"}})),
          "pipeline_schedule");
    named(choiceField(form, "sequence_parallel", choices({{"on", true}, {"off", false}})),
          "sequence_parallel");
    mManualEditors.push_back(integerField(form, "tp"));
    mManualEditors.push_back(integerField(form, "pp"));
    mManualEditors.push_back(integerField(form, "virtual_stages"));
    mManualEditors.push_back(integerField(form, "cp"));
    mManualEditors.push_back(integerField(form, "ep"));
    mManualEditors.push_back(integerField(form, "dp"));
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

QWidget *WorkloadDock::numberField(PropertyForm *form, const char *key)
{
    return form->addNumber(input(key), {kWorkload}, key, getter(key));
}

QWidget *WorkloadDock::choiceField(PropertyForm *form, const char *key, PropertyForm::Choices options)
{
    return form->addChoice(input(key), {kWorkload}, key, getter(key), std::move(options));
}

QWidget *WorkloadDock::integerField(PropertyForm *form, const char *key)
{
    // The file format wants integers here (1, not 1.0), so these commit whole numbers. Wide
    // limits, as PropertyForm's: the reader refuses a value out of the registry's range and says
    // why (the tooltip names the range), where a clamp would change it silently.
    const InputDescription &d = input(key);
    QDoubleSpinBox *spin = spinBox(-1e9, 1e9, 0);
    named(spin, key);
    spin->setToolTip(InputHelp::toolTip(d, InputHelp::Units::File));
    connect(spin, &QDoubleSpinBox::editingFinished, this, [this, spin, key] {
        const json v = static_cast<long long>(std::llround(spin->value()));
        if (value(key) != v)
            commit(key, v);
    });
    form->addRow(InputHelp::label(d), spin);
    mIntegerFields.emplace_back(key, spin);
    return spin;
}

void WorkloadDock::autoRow(PropertyForm *form, const char *key, const AutoSpec &spec, std::function<double()> automatic)
{
    using InputHelp::Units;
    const InputDescription &d = input(key);
    const QString toolTip = InputHelp::toolTip(d, Units::File);
    auto *row = new QWidget(this);
    auto *h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    auto *box = new QCheckBox(tr("auto"), row);
    box->setObjectName(QStringLiteral("auto_") + QLatin1String(key));
    box->setToolTip(spec.autoTip);
    QDoubleSpinBox *spin = spinBox(d.min, d.max, InputHelp::decimals(d, Units::File), InputHelp::suffix(d, Units::File).trimmed());
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
    form->addRow(InputHelp::label(d), row);
}

void WorkloadDock::buildEfficiencyGroup(QVBoxLayout *layout)
{
    PropertyForm *form = addGroup(layout, tr("Efficiency"));
    AutoSpec share;
    share.autoTip = tr("Use the default of the GPU family placed (shown when ticked).");
    auto defaults = [this] {
        return EfficiencyDefaults::forGpuModel(mAnalysis && mAnalysis->training->evaluated ? mAnalysis->training->gpuModel : "");
    };
    autoRow(form, "compute_efficiency", share, [defaults] { return defaults().computeEfficiency; });
    autoRow(form, "fp8_efficiency", share, [defaults] { return defaults().fp8Efficiency; });
    autoRow(form, "comm_overlap", share, [defaults] { return defaults().commOverlap; });
    choiceField(form, "tp_comm_overlap", choices({{"auto", "auto"}, {"on", "on"}, {"off", "off"}}));
    numberField(form, "moe_load_imbalance");
    numberField(form, "moe_a2a_overlap");
    choiceField(form, "moe_dispatcher", choices({{"all-to-all", "alltoall"}, {"deduplicated", "deduplicated"}}));
    autoRow(form, "goodput", share, [defaults] { return defaults().goodput; });
    mDefaults = qobject_cast<QLabel *>(form->addInfo(tr("Defaults"), tr("Efficiency defaults of the GPU family placed (docs/training.md: calibration)."),
                                                     [this]() -> QString {
        if (!mAnalysis || !mAnalysis->training->evaluated)
            return tr("no GPUs placed");
        const EfficiencyDefaults d = EfficiencyDefaults::forGpuModel(mAnalysis->training->gpuModel);
        return tr("%1: compute %2, overlap %3, goodput %4").arg(QString::fromStdString(d.family)).arg(d.computeEfficiency, 0, 'f', 2)
            .arg(d.commOverlap, 0, 'f', 2).arg(d.goodput, 0, 'f', 2);
    }));
    numberField(form, "fixed_mfu");
}

void WorkloadDock::buildSystemGroup(QVBoxLayout *layout)
{
    PropertyForm *form = addGroup(layout, tr("GPUs, network and energy"));
    form->addText(input("gpu_catalog_id"), {kWorkload}, "gpu_catalog_id", getter("gpu_catalog_id"));
    numberField(form, "internode_gbytes_per_s_per_gpu");
    numberField(form, "internode_nic_efficiency");
    numberField(form, "fabric_oversubscription");
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
    numberField(form, "nvlink_bus_efficiency");
    numberField(form, "hbm_efficiency");
    numberField(form, "pcie_gbytes_per_s");
    numberField(form, "comm_share_warning");
    numberField(form, "training_load_factor");
    // Issue 30 item 4: the run is priced from the design itself unless the user says otherwise.
    autoRow(form, "pue", {0.01, tr("Use the design's annual PUE (Cooling & cost tab; shown when ticked).")}, [this] {
        return mAnalysis && mAnalysis->training->pueSource == "design" ? mAnalysis->training->pue : 1.0;
    });
    autoRow(form, "gpu_hour_price_usd",
            {0.1, tr("Use the design's own cost of a GPU-hour: capex over the cost period plus opex without electricity "
                     "(shown when ticked, in USD).")},
            [this] {
        if (!mAnalysis || mAnalysis->training->gpuHourPriceSource != "design_cost")
            return 0.0;
        const double perUsd = mDocument->project().cooling.cost.siteCurrencyPerUsd;
        return perUsd > 0 ? mAnalysis->training->gpuHourPrice / perUsd : 0.0;
    });
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
                                      : QString())
                           + (a.moe() && a.routingGroupLimit > 0
                                  ? tr(", from at most %1 of %2 expert groups").arg(a.routingGroupLimit).arg(a.routingGroups)
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
