#include "newdesigndialog.h"
#include "displayformat.h"
#include "catalog/catalog.h"
#include "generator/clustergenerator.h"
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace dcs {

namespace {
template <typename T>
void selectData(QComboBox *box, const T &value)
{
    const int i = box->findData(value);
    if (i >= 0)
        box->setCurrentIndex(i);
}
// A form row whose field is a layout: the label's mnemonic focuses `buddy`.
void addRowWithBuddy(QFormLayout *form, const QString &text, QLayout *field, QWidget *buddy)
{
    auto *label = new QLabel(text);
    label->setBuddy(buddy);
    form->addRow(label, field);
}
} // namespace

QComboBox *NewDesignDialog::catalogCombo(CatalogKind kind, const std::string &current, CatalogKind alsoKind)
{
    auto *box = new QComboBox(this);
    for (CatalogKind k : {kind, alsoKind}) {
        for (const CatalogEntry *e : mCatalog.entriesOfKind(k))
            box->addItem(QStringLiteral("%1  (%2)").arg(QString::fromStdString(e->name), QString::fromStdString(e->id)),
                         QString::fromStdString(e->id));
        if (k == alsoKind)
            break;
    }
    selectData(box, QString::fromStdString(current));
    return box;
}

NewDesignDialog::NewDesignDialog(const Catalog &catalog, QWidget *parent) : QDialog(parent), mCatalog(catalog)
{
    setWindowTitle(tr("New Design from Template"));
    const GeneratorOptions d;
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    mSystem = catalogCombo(CatalogKind::GpuServer, d.systemId, CatalogKind::RackSystem);
    mSystem->setToolTip(tr("The GPU server or rack-scale system the hall is built from (catalog)."));
    form->addRow(tr("GPU &system:"), mSystem);

    mCount = new QSpinBox(this);
    mCount->setRange(1, 100000);
    mCount->setValue(32);
    mCount->setGroupSeparatorShown(true);
    mCountUnit = new QComboBox(this);
    mCountUnit->addItem(tr("nodes"), QStringLiteral("nodes"));
    mCountUnit->addItem(tr("GPUs"), QStringLiteral("gpus"));
    mCount->setToolTip(tr("How many nodes (rack systems for a rack-scale system), or GPUs: a whole number of nodes."));
    auto *count = new QHBoxLayout;
    count->addWidget(mCount, 1);
    count->addWidget(mCountUnit);
    addRowWithBuddy(form, tr("&Count:"), count, mCount);

    mCooling = new QComboBox(this);
    mCooling->addItem(tr("Liquid: direct-to-chip on CDUs"), int(GeneratorCooling::Liquid));
    mCooling->addItem(tr("Hybrid: rear-door heat exchangers"), int(GeneratorCooling::Hybrid));
    mCooling->addItem(tr("Air: chilled-water CRAHs"), int(GeneratorCooling::Air));
    mCooling->addItem(tr("Sidecar: direct-to-chip on liquid-to-air CDUs"), int(GeneratorCooling::Sidecar));
    mCooling->setToolTip(tr("How the heat leaves the racks; air keeps every rack under the air density limit (30 kW); "
                             "sidecar puts the cold plates' heat into the room through liquid-to-air CDUs, for a hall without facility water."));
    form->addRow(tr("C&ooling:"), mCooling);

    mRackKw = new QDoubleSpinBox(this);
    mRackKw->setRange(0, 2000);
    mRackKw->setDecimals(1);
    mRackKw->setSuffix(tr(" kW"));
    mRackKw->setSpecialValueText(tr("Automatic (45 kW; rack systems: nameplate)"));
    mRackKw->setToolTip(tr("Power budget of each rack; nodes per rack stay within it."));
    form->addRow(tr("Rack power &limit:"), mRackKw);

    mPdu = catalogCombo(CatalogKind::Pdu, d.pduId, CatalogKind::Pdu);
    mPdu->setToolTip(tr("Rack PDU model; the generator chooses how many per feed."));
    form->addRow(tr("Rack &PDU:"), mPdu);

    mFabric = new QComboBox(this);
    for (GeneratorFabric f : {GeneratorFabric::RailOptimized, GeneratorFabric::LeafSpine, GeneratorFabric::ThreeTier,
                              GeneratorFabric::None})
        mFabric->addItem(QString::fromLatin1(generatorFabricName(f)), int(f));
    mFabric->setToolTip(tr("Topology of the compute fabric (docs/network.md)."));
    mTechnology = new QComboBox(this);
    for (NetworkTechnology t : kGeneratorTechnologies)
        mTechnology->addItem(QString::fromLatin1(networkTechnologyName(t)), int(t));
    mTechnology->setToolTip(tr("InfiniBand NDR on QM9700 switches, XDR on Quantum-X800 Q3400, or RoCE on SN5600 switches."));
    mOversubscription = new QDoubleSpinBox(this);
    mOversubscription->setRange(1, 16);
    mOversubscription->setDecimals(1);
    mOversubscription->setPrefix(tr("1 : "));
    mOversubscription->setToolTip(tr("Downlink to uplink bandwidth of each leaf; 1 is non-blocking."));
    auto *fabric = new QHBoxLayout;
    fabric->addWidget(mFabric, 1);
    fabric->addWidget(mTechnology, 1);
    fabric->addWidget(mOversubscription);
    addRowWithBuddy(form, tr("&Fabric:"), fabric, mFabric);

    mPowerRedundancy = new QComboBox(this);
    mPowerRedundancy->addItem(tr("2N (A and B feeds)"), true);
    mPowerRedundancy->addItem(tr("N (feed A only)"), false);
    mPowerRedundancy->setToolTip(tr("2N: each side's UPSs and panels carry the whole load."));
    mCoolingRedundancy = new QComboBox(this);
    mCoolingRedundancy->addItem(QStringLiteral("N+1"), int(CoolingRedundancy::NPlus1));
    mCoolingRedundancy->addItem(QStringLiteral("N"), int(CoolingRedundancy::N));
    mCoolingRedundancy->addItem(QStringLiteral("2N"), int(CoolingRedundancy::TwoN));
    mCoolingRedundancy->setToolTip(tr("Spare cooling units: N+1 keeps full capacity with the largest unit down."));
    auto *redundancy = new QHBoxLayout;
    redundancy->addWidget(new QLabel(tr("Power"), this));
    redundancy->addWidget(mPowerRedundancy, 1);
    redundancy->addWidget(new QLabel(tr("Cooling"), this));
    redundancy->addWidget(mCoolingRedundancy, 1);
    addRowWithBuddy(form, tr("&Redundancy:"), redundancy, mPowerRedundancy);

    mDistribution = new QComboBox(this);
    mDistribution->addItem(tr("Power panels on the floor"), false);
    mDistribution->addItem(tr("Overhead busway along each row"), true);
    mDistribution->setToolTip(tr("What feeds the rack PDUs and power-shelf whips: remote power panels standing on "
                                 "the floor, or overhead busway runs over each row with a tap-off unit per PDU "
                                 "(docs/power.md)."));
    form->addRow(tr("Power &distribution:"), mDistribution);

    mFitHall = new QCheckBox(tr("Fit to the design"), this);
    mFitHall->setChecked(true);
    mFitHall->setToolTip(tr("Size the hall around the racks and equipment, or give its width and depth."));
    mHallWidth = new QDoubleSpinBox(this);
    mHallDepth = new QDoubleSpinBox(this);
    for (QDoubleSpinBox *s : {mHallWidth, mHallDepth}) {
        s->setRange(3, 2000);
        s->setDecimals(1);
        s->setSuffix(tr(" m"));
        s->setEnabled(false);
    }
    mHallWidth->setValue(30);
    mHallDepth->setValue(20);
    auto *hall = new QHBoxLayout;
    hall->addWidget(mFitHall);
    hall->addWidget(mHallWidth, 1);
    hall->addWidget(new QLabel(QStringLiteral("x"), this));
    hall->addWidget(mHallDepth, 1);
    addRowWithBuddy(form, tr("&Hall:"), hall, mFitHall);

    mName = new QLineEdit(this);
    mName->setPlaceholderText(tr("From the system and count"));
    form->addRow(tr("&Name:"), mName);

    mPreview = new QLabel(this);
    mPreview->setWordWrap(true);
    mPreview->setMinimumHeight(mPreview->fontMetrics().height() * 3);
    mPreview->setObjectName(QStringLiteral("preview"));
    mButtons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mButtons->button(QDialogButtonBox::Ok)->setText(tr("Generate"));
    connect(mButtons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(mButtons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(mPreview);
    layout->addWidget(mButtons);
    setMinimumWidth(620);

    connect(mFitHall, &QCheckBox::toggled, this, [this](bool fit) {
        mHallWidth->setEnabled(!fit);
        mHallDepth->setEnabled(!fit);
    });
    connect(mFabric, &QComboBox::currentIndexChanged, this, [this] {
        const bool on = GeneratorFabric(mFabric->currentData().toInt()) != GeneratorFabric::None;
        mTechnology->setEnabled(on);
        mOversubscription->setEnabled(on);
    });
    // A system with 800G NICs (GB300 NVL72, DGX B300) defaults to XDR InfiniBand, the others to
    // NDR; the user may still pick another technology afterwards.
    connect(mSystem, &QComboBox::currentIndexChanged, this, [this] {
        if (const CatalogEntry *e = mCatalog.find(mSystem->currentData().toString().toStdString()))
            selectData(mTechnology, int(defaultTechnologyFor(*e)));
    });
    for (QComboBox *c : {mSystem, mCountUnit, mCooling, mPdu, mFabric, mTechnology, mPowerRedundancy, mCoolingRedundancy,
                         mDistribution})
        connect(c, &QComboBox::currentIndexChanged, this, &NewDesignDialog::updatePreview);
    connect(mCount, &QSpinBox::valueChanged, this, &NewDesignDialog::updatePreview);
    for (QDoubleSpinBox *s : {mRackKw, mOversubscription, mHallWidth, mHallDepth})
        connect(s, &QDoubleSpinBox::valueChanged, this, &NewDesignDialog::updatePreview);
    connect(mFitHall, &QCheckBox::toggled, this, &NewDesignDialog::updatePreview);
    updatePreview();
}

GeneratorOptions NewDesignDialog::options() const
{
    GeneratorOptions o;
    o.name = mName->text().trimmed().toStdString();
    o.systemId = mSystem->currentData().toString().toStdString();
    (mCountUnit->currentData().toString() == QLatin1String("gpus") ? o.gpus : o.nodes) = mCount->value();
    o.cooling = GeneratorCooling(mCooling->currentData().toInt());
    o.rackPowerLimitKw = mRackKw->value();
    o.pduId = mPdu->currentData().toString().toStdString();
    o.fabric = GeneratorFabric(mFabric->currentData().toInt());
    o.technology = NetworkTechnology(mTechnology->currentData().toInt());
    o.oversubscription = mOversubscription->value();
    o.power2N = mPowerRedundancy->currentData().toBool();
    o.busway = mDistribution->currentData().toBool();
    o.coolingRedundancy = CoolingRedundancy(mCoolingRedundancy->currentData().toInt());
    if (!mFitHall->isChecked()) {
        o.hallWidthM = mHallWidth->value();
        o.hallDepthM = mHallDepth->value();
    }
    return o;
}

void NewDesignDialog::setOptions(const GeneratorOptions &o)
{
    mName->setText(QString::fromStdString(o.name));
    selectData(mSystem, QString::fromStdString(o.systemId));
    mCountUnit->setCurrentIndex(o.gpus > 0 ? 1 : 0);
    mCount->setValue(o.gpus > 0 ? o.gpus : std::max(1, o.nodes));
    selectData(mCooling, int(o.cooling));
    mRackKw->setValue(o.rackPowerLimitKw);
    selectData(mPdu, QString::fromStdString(o.pduId));
    selectData(mFabric, int(o.fabric));
    selectData(mTechnology, int(o.technology));
    mOversubscription->setValue(o.oversubscription);
    selectData(mPowerRedundancy, o.power2N);
    selectData(mDistribution, o.busway);
    selectData(mCoolingRedundancy, int(o.coolingRedundancy));
    mFitHall->setChecked(o.hallWidthM <= 0);
    if (o.hallWidthM > 0) {
        mHallWidth->setValue(o.hallWidthM);
        mHallDepth->setValue(o.hallDepthM);
    }
    updatePreview();
}

QString NewDesignDialog::previewText() const
{
    return mPreview->text();
}

void NewDesignDialog::updatePreview()
{
    const ClusterGenerator::Plan p = ClusterGenerator::plan(options(), mCatalog);
    const bool ok = p.errors.empty();
    mButtons->button(QDialogButtonBox::Ok)->setEnabled(ok);
    if (!ok) {
        mPreview->setStyleSheet(QStringLiteral("color: #b00020;"));
        mPreview->setText(QString::fromStdString(p.errors.front()));
        return;
    }
    const QLocale l;
    mPreview->setStyleSheet({});
    mPreview->setText(tr("%1 compute racks of up to %2 nodes (limited by %3) in %4 rows · %5 GPUs · %6 device nameplate "
                         "(compute racks), plus network racks for the fabric")
                          .arg(l.toString(p.computeRacks))
                          .arg(p.nodesPerRack)
                          .arg(QString::fromStdString(p.limitedBy))
                          .arg(p.rows)
                          .arg(l.toString(p.gpus))
                          .arg(DisplayFormat(l).kilowatts(p.computeItW)));
}

} // namespace dcs
