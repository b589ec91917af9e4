#include "fabricdock.h"
#include "displayformat.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "document/propertyedit.h"
#include "planners/fabricgenerator.h"
#include "fabrictext.h"
#include "io/networkio.h"
#include "networkcharts.h"
#include "spec/inputdescriptions.h"
#include <QLocale>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

struct Choice {
    const char *key;   // file-format value
    const char *label;
};

constexpr std::array<Choice, 5> kTechnologies{{{"ib-ndr", QT_TRANSLATE_NOOP("FabricDock", "InfiniBand NDR 400G")},
                                               {"ib-xdr", QT_TRANSLATE_NOOP("FabricDock", "InfiniBand XDR 800G")},
                                               {"roce-400", QT_TRANSLATE_NOOP("FabricDock", "RoCE 400 GbE")},
                                               {"roce-800", QT_TRANSLATE_NOOP("FabricDock", "RoCE 800 GbE")},
                                               {"custom", QT_TRANSLATE_NOOP("FabricDock", "Custom")}}};
constexpr std::array<Choice, 3> kTopologies{{{"rail-optimized", QT_TRANSLATE_NOOP("FabricDock", "Rail-optimised leaf/spine")},
                                             {"leaf-spine", QT_TRANSLATE_NOOP("FabricDock", "Leaf/spine")},
                                             {"three-tier", QT_TRANSLATE_NOOP("FabricDock", "Three tiers (with core)")}}};

template<size_t N>
void fill(QComboBox *box, const std::array<Choice, N> &choices)
{
    for (const Choice &c : choices)
        box->addItem(QCoreApplication::translate("FabricDock", c.label), QString::fromLatin1(c.key));
}

void select(QComboBox *box, const QString &key)
{
    const QSignalBlocker block(box);
    box->setCurrentIndex(std::max(0, box->findData(key)));
}

QString km(double m) { return QStringLiteral("%1 km").arg(m / 1000.0, 0, 'f', m < 10000 ? 2 : 1); }

} // namespace

FabricDock::FabricDock(ProjectDocument *document, QWidget *parent)
    : QDockWidget(tr("Fabric"), parent), mDoc(document), mTitle(new QLabel), mTechnology(new QComboBox),
      mTopology(new QComboBox), mSwitch(new QComboBox), mOversubscription(new QDoubleSpinBox), mSuNodes(new QSpinBox),
      mRoce(new QGroupBox(tr("RoCE lossless Ethernet"))), mPfc(new QCheckBox(tr("PFC"))), mEcn(new QCheckBox(tr("ECN"))),
      mMtu(new QSpinBox), mGenerate(new QPushButton(tr("Generate Fabric"))), mProblem(new QLabel), mSummary(new QLabel)
{
    setObjectName(QStringLiteral("fabric"));
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 6, 6, 6);
    mTitle->setWordWrap(true);
    layout->addWidget(mTitle);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // In a narrow dock a label goes above its field rather than squeezing the choice text.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    fill(mTechnology, kTechnologies);
    mTechnology->setToolTip(tr("Link technology of the compute fabric. RoCE needs PFC, ECN and an MTU of at least 4096."));
    form->addRow(tr("Technology"), mTechnology);
    fill(mTopology, kTopologies);
    mTopology->setToolTip(tr("Rail-optimised: NIC i of every node of a scalable unit goes to that unit's rail-i leaf "
                             "(DGX SuperPOD). A core tier is added anyway beyond two-tier reach (k²/2 endpoints)."));
    form->addRow(tr("Topology"), mTopology);
    for (const CatalogEntry *e : mDoc->catalog().entriesOfKind(CatalogKind::Switch)) {
        // The model without its port summary fits a narrow dock; the whole name is the item's tooltip.
        const QString name = QString::fromStdString(e->name);
        const qsizetype paren = name.indexOf(QLatin1String(" ("));
        mSwitch->addItem(paren > 0 ? name.left(paren) : name, QString::fromStdString(e->id));
        mSwitch->setItemData(mSwitch->count() - 1, name, Qt::ToolTipRole);
    }
    mSwitch->setToolTip(tr("Switch model for every tier (its fabric port count is the radix k)"));
    // Every choice reads in full ("Rail-optimised leaf/spine"): the form wraps instead.
    for (QComboBox *box : {mTechnology, mTopology, mSwitch})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    form->addRow(tr("Switch"), mSwitch);
    // The ranges are the inputs registry's, which the network reader enforces.
    const auto [minRatio, maxRatio] = InputDescriptions::bounds("networks.*.target_oversubscription");
    mOversubscription->setRange(minRatio, maxRatio);
    mOversubscription->setDecimals(1);
    mOversubscription->setSingleStep(0.5);
    mOversubscription->setSuffix(tr(" : 1"));
    mOversubscription->setToolTip(tr("Target downlink : uplink bandwidth per tier. 1 : 1 is non-blocking; 2 : 1 halves "
                                     "each GPU's bandwidth across leaves and needs about half the spines."));
    form->addRow(tr("Oversubscription"), mOversubscription);
    const auto [minNodes, maxNodes] = InputDescriptions::bounds("networks.*.su_nodes");
    mSuNodes->setRange(int(minNodes), int(maxNodes));
    mSuNodes->setSuffix(tr(" nodes"));
    mSuNodes->setToolTip(tr("Nodes per scalable unit: each unit gets its own rail leaves (DGX SuperPOD: 32)"));
    form->addRow(tr("Scalable unit"), mSuNodes);
    layout->addLayout(form);

    auto *roce = new QFormLayout(mRoce);
    mPfc->setToolTip(tr("Priority flow control: RoCE needs a lossless class for RDMA traffic"));
    mEcn->setToolTip(tr("Explicit congestion notification (DCQCN congestion control)"));
    const auto [minMtu, maxMtu] = InputDescriptions::bounds("networks.*.roce.mtu");
    mMtu->setRange(int(minMtu), int(maxMtu));
    mMtu->setSingleStep(256);
    mMtu->setSuffix(tr(" B"));
    mMtu->setToolTip(tr("Ethernet MTU; under 4096 B is warned about for RoCE"));
    auto *flags = new QHBoxLayout;
    flags->addWidget(mPfc);
    flags->addWidget(mEcn);
    flags->addStretch(1);
    roce->addRow(flags);
    roce->addRow(tr("MTU"), mMtu);
    layout->addWidget(mRoce);

    mGenerate->setToolTip(tr("Build leaves, spines (and cores) for the GPU nodes placed, mount the switches in network "
                             "racks and cable every port. One undo step; manual links are kept."));
    layout->addWidget(mGenerate);
    mProblem->setWordWrap(true);
    mProblem->setStyleSheet(QStringLiteral("color: #b42020;"));
    mProblem->hide();
    layout->addWidget(mProblem);
    mSummary->setWordWrap(true);
    mSummary->setTextFormat(Qt::RichText);
    mSummary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mSummary->setObjectName(QStringLiteral("fabricSummary"));
    layout->addWidget(mSummary);
    layout->addStretch(1);

    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    // Narrow dock: wrap and elide rather than scroll sideways (values would go out of sight).
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);
    setWidget(scroll);

    connect(mTechnology, &QComboBox::activated, this, [this] {
        const QString tech = mTechnology->currentData().toString();
        if (const Network *net = computeNetwork(); net && tech == QLatin1String(networkTechnologyName(net->technology)))
            return;  // unchanged: no empty undo step
        // RoCE runs on Ethernet switches and InfiniBand on IB switches: switch the model with the
        // technology when the current one is the other family's default (one undo step).
        const bool roce = tech.startsWith(QLatin1String("roce"));
        const QString sw = mSwitch->currentData().toString();
        const QString other = roce ? QStringLiteral("qm9700") : QStringLiteral("sn5600");
        json values = {{"technology", tech.toStdString()}};
        if (sw == other && mDoc->catalog().find(roce ? "sn5600" : "qm9700"))
            values["switch_catalog_id"] = roce ? "sn5600" : "qm9700";
        setNetworkProperties(values, tr("Set fabric technology"));
    });
    connect(mTopology, &QComboBox::activated, this,
            [this] { setNetworkProperty("topology", mTopology->currentData().toString().toStdString()); });
    connect(mSwitch, &QComboBox::activated, this,
            [this] { setNetworkProperty("switch_catalog_id", mSwitch->currentData().toString().toStdString()); });
    connect(mOversubscription, &QDoubleSpinBox::editingFinished, this,
            [this] { setNetworkProperty("target_oversubscription", mOversubscription->value()); });
    connect(mSuNodes, &QSpinBox::editingFinished, this, [this] { setNetworkProperty("su_nodes", mSuNodes->value()); });
    auto setRoce = [this] {
        setNetworkProperty("roce", json{{"pfc", mPfc->isChecked()}, {"ecn", mEcn->isChecked()}, {"mtu", mMtu->value()}});
    };
    connect(mPfc, &QCheckBox::clicked, this, setRoce);
    connect(mEcn, &QCheckBox::clicked, this, setRoce);
    connect(mMtu, &QSpinBox::editingFinished, this, setRoce);
    connect(mGenerate, &QPushButton::clicked, this, &FabricDock::generate);
    connect(mDoc, &ProjectDocument::changed, this, &FabricDock::syncFromDocument);
    syncFromDocument();
    refreshSummary();
}

const Network *FabricDock::computeNetwork() const
{
    for (const Network &n : mDoc->project().networks)
        if (n.role == NetworkRole::Compute)
            return &n;
    return nullptr;
}

void FabricDock::syncFromDocument()
{
    const Network *net = computeNetwork();
    const Network defaults = FabricGenerator::defaultComputeNetwork();
    const Network &n = net ? *net : defaults;
    mTitle->setText(net ? tr("<b>%1</b> (%2)").arg(QString::fromStdString(n.name).toHtmlEscaped(),
                                                   QString::fromStdString(n.id).toHtmlEscaped())
                        : tr("<b>No compute fabric yet.</b> Settings below are the defaults; Generate builds it."));
    select(mTechnology, QString::fromLatin1(networkTechnologyName(n.technology)));
    select(mTopology, QString::fromLatin1(networkTopologyName(n.topology)));
    select(mSwitch, QString::fromStdString(n.switchCatalogId));
    const QSignalBlocker b1(mOversubscription), b2(mSuNodes), b3(mPfc), b4(mEcn), b5(mMtu);
    mOversubscription->setValue(n.targetOversubscription);
    mSuNodes->setValue(n.suNodes);
    mPfc->setChecked(n.roce.pfc);
    mEcn->setChecked(n.roce.ecn);
    mMtu->setValue(n.roce.mtu);
    mRoce->setEnabled(n.isRoce());
    mGenerate->setText(net && !net->links.empty() ? tr("Regenerate Fabric") : tr("Generate Fabric"));
}

bool FabricDock::setNetworkProperty(const std::string &key, const json &value)
{
    return setNetworkProperties({{key, value}}, {});
}

bool FabricDock::setNetworkProperties(const json &values, const QString &text)
{
    QString why;
    bool ok = false;
    if (const Network *net = computeNetwork()) {
        std::vector<PropertyEdit> edits;
        for (const auto &[key, value] : values.items())
            edits.push_back({net->id, key, value});
        ok = mDoc->setProperties(edits, text, &why);  // all or none, one undo step
    } else {
        // No compute network yet: add one with the defaults and these settings, as one step.
        json fresh = NetworkIo::toJson({FabricGenerator::defaultComputeNetwork()}).at(0);
        for (const auto &[key, value] : values.items())
            fresh[key] = value;
        json all = NetworkIo::toJson(mDoc->project().networks);
        all.push_back(std::move(fresh));
        ok = mDoc->setProperty("project", "networks", all, &why);
    }
    if (ok) {
        mProblem->hide();
    } else {
        showProblem(why);
        syncFromDocument();  // the widgets show the design, not the refused value
    }
    return ok;
}

bool FabricDock::generate()
{
    // Refuse plainly when there is nothing to cable (the generator would build an empty network).
    int nodes = 0;
    for (const Rack &r : mDoc->project().racks)
        for (const DevicePlacement &d : r.devices)
            if (const CatalogEntry *e = mDoc->catalog().find(d.catalogId); e && e->kind == CatalogKind::GpuServer)
                ++nodes;
    if (nodes == 0) {
        showProblem(tr("Cannot generate the fabric: no GPU nodes are placed. Mount GPU servers in racks first."));
        return false;
    }
    const size_t racksBefore = mDoc->project().racks.size();
    QString why;
    if (!mDoc->generateFabric({}, &why)) {
        showProblem(why);
        return false;
    }
    mProblem->hide();
    const Network *net = computeNetwork();
    if (!net)
        return false;
    int tiers[3] = {0, 0, 0};
    for (const NetworkSwitch &s : net->switches)
        ++tiers[int(s.tier)];
    const int newRacks = int(mDoc->project().racks.size() - racksBefore);
    QString text = tr("Fabric generated: %1 leaves, %2 spines").arg(tiers[0]).arg(tiers[1]);
    if (tiers[2] > 0)
        text += tr(", %1 cores").arg(tiers[2]);
    text += tr(", %n links", nullptr, int(net->links.size()));
    if (newRacks > 0)
        text += tr(", %n new network racks", nullptr, newRacks);
    Q_EMIT statusMessage(text + QLatin1Char('.'));
    return true;
}

void FabricDock::showProblem(const QString &text)
{
    mProblem->setText(text);
    mProblem->show();
    Q_EMIT statusMessage(text);
}

void FabricDock::setAnalysis(const AnalysisPtr &analysis)
{
    mAnalysis = analysis;
    refreshSummary();
}

void FabricDock::refreshSummary()
{
    const NetworkFabricResult *f = mAnalysis ? FabricText::computeFabric(mAnalysis->network) : nullptr;
    if (!f || f->links == 0) {
        mSummary->setText(mAnalysis && mAnalysis->network->computeFabricRequired
                              ? tr("The GPU nodes are not cabled yet: press Generate Fabric.")
                              : tr("A compute fabric is needed once two or more GPU nodes are placed."));
        return;
    }
    auto row = [](const QString &k, const QString &v) {
        return QStringLiteral("<tr><td>%1</td><td align='right'>&nbsp;%2</td></tr>").arg(k, v);
    };
    QString html = QStringLiteral("<table cellspacing='2' width='100%'>");
    html += row(tr("<b>Switches</b>"), QString::number(f->leaves + f->spines + f->cores));
    html += row(tr("&nbsp;&nbsp;leaf"), QString::number(f->leaves));
    html += row(tr("&nbsp;&nbsp;spine"), QString::number(f->spines));
    if (f->cores > 0)
        html += row(tr("&nbsp;&nbsp;core"), QString::number(f->cores));
    html += row(tr("<b>Links</b>"), QString::number(f->links));
    html += row(tr("<b>Oversubscription</b>"), tr("target %1").arg(FabricText::ratio(f->targetOversubscription)));
    html += row(tr("&nbsp;&nbsp;leaf tier"), FabricText::ratio(f->leafOversubscription));
    if (f->tiers >= 3)
        html += row(tr("&nbsp;&nbsp;spine tier"), FabricText::ratio(f->spineOversubscription));
    html += row(tr("&nbsp;&nbsp;end to end"), FabricText::ratio(f->endToEndOversubscription));
    html += row(tr("Bisection"), tr("%1 Tb/s").arg(f->bisectionGbps / 1000.0, 0, 'f', 1));
    html += row(tr("Per GPU across leaves"), tr("%1 Gb/s").arg(f->perGpuCrossLeafGbps, 0, 'f', 0));
    html += row(tr("<b>Cables</b>"), km(f->cableLengthM));
    for (const CableTally &t : f->cables)
        if (t.count > 0)
            html += row(QStringLiteral("&nbsp;&nbsp;%1").arg(NetworkCharts::cableLabel(t).toHtmlEscaped()),
                        // Issue 30 item 8: "1984 × 20.1 km" read as 20 km per cable.
                        tr("%1 cables, %2 in all").arg(QLocale().toString(t.count)).arg(km(t.totalLengthM)));
    html += row(tr("Optics power"), DisplayFormat::plain().kilowatts(f->opticsPowerW));
    html += row(tr("Cables and optics"), DisplayFormat().dollars(f->cableCostUsd));
    html += QStringLiteral("</table>");
    mSummary->setText(html);
}

} // namespace dcs
