#include "powersettingsdialog.h"
#include "settingsform.h"
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace dcs {

PowerSettingsDialog::PowerSettingsDialog(const PowerSettings &s, QWidget *parent) : QDialog(parent), mSettings(s)
{
    setWindowTitle(tr("Power settings"));
    setObjectName(QStringLiteral("powerSettingsDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Assumptions of the power engines for this design (docs/power.md): the distribution, the "
                                "training step's power swing, the utility's limits and what smooths the swing. OK applies "
                                "them all as one undoable step. Beside each field: the source of its default, or "
                                "<i>assumption</i> in brown for a value to confirm for your site."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    // Five pages of similar height: the dynamics' 29 inputs (issue 35) on one would not fit a
    // 1280 x 800 screen, and a page that scrolls hides what it holds.
    mPages = new QTabWidget(this);
    mPages->setObjectName(QStringLiteral("powerSettingsPages"));
    mPages->addTab(createDistributionPage(), tr("Distribution"));
    mPages->addTab(createStepPage(), tr("Training step"));
    mPages->addTab(createLimitsPage(), tr("Utility limits"));
    mPages->addTab(createMitigationPage(), tr("Mitigation"));
    mPages->addTab(createStoragePage(), tr("Storage prices"));
    mPages->setTabToolTip(0, tr("Design-load basis, continuous derating, warning thresholds, power factor."));
    mPages->setTabToolTip(1, tr("GPU power in the low phases of a training step, checkpoints, ramps, and how fast cooling follows."));
    mPages->setTabToolTip(2, tr("What the utility allows: the step's swing, a job stop's ramp and the power in a band of frequencies."));
    mPages->setTabToolTip(3, tr("The design's mitigation of the swing; how GPU smoothing and storage are sized."));
    mPages->setTabToolTip(4, tr("Storage at the rack, the row and the utility connection: prices and cycle life."));
    layout->addWidget(mPages, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
        for (const auto &form : mForms)
            form->restoreDefaults();
        // The registry knows the choices' file words, not their options: these list their
        // options in the enums' order.
        const PowerSettings d;
        mDesignLoad->setCurrentIndex(int(d.designLoad));
        mDerating->setCurrentIndex(d.derating == PowerSettings::Derating::Nec80 ? 0 : 1);
        mMitigation->setCurrentIndex(int(d.dynamics.mitigation));
    });
    layout->addWidget(buttons);
    connect(mDesignLoad, &QComboBox::currentIndexChanged, this, &PowerSettingsDialog::updateEnabled);
    updateEnabled();
    // Wide enough that the sources beside the fields read in two or three lines.
    resize(sizeHint().expandedTo(QSize(880, 520)).boundedTo(QSize(1000, 780)));
}

PowerSettingsDialog::~PowerSettingsDialog() = default;

SettingsForm *PowerSettingsDialog::newForm(QWidget *page)
{
    mForms.push_back(std::make_unique<SettingsForm>(page));
    return mForms.back().get();
}

QWidget *PowerSettingsDialog::createDistributionPage()
{
    using DesignLoad = PowerSettings::DesignLoad;
    using Derating = PowerSettings::Derating;
    auto *page = new QWidget;
    SettingsForm *f = newForm(page);
    mDesignLoad = f->choice("power_settings.design_load", mSettings.designLoad,
                            {{tr("Nameplate (catalog maximum)"), DesignLoad::Nameplate},
                             {tr("Typical draw"), DesignLoad::Typical},
                             {tr("Load factor x nameplate"), DesignLoad::LoadFactor}});
    mLoadFactor = f->number("power_settings.load_factor", mSettings.loadFactor);
    mLoadFactor->setSingleStep(0.05);
    mDerating = f->choice("power_settings.continuous_derating", mSettings.derating,
                          {{tr("NEC 80 % (continuous loads)"), Derating::Nec80},
                           {tr("None (ratings are continuous, IEC)"), Derating::None}});
    f->number("power_settings.warning_threshold", mSettings.warningThreshold);
    f->number("power_settings.imbalance_threshold_pct", mSettings.imbalanceThresholdPct);
    f->number("power_settings.imbalance_min_utilisation", mSettings.imbalanceMinUtilisation)->setSingleStep(5);
    f->number("power_settings.power_factor", mSettings.powerFactor)->setSingleStep(0.01);
    return page;
}

QWidget *PowerSettingsDialog::createStepPage()
{
    PowerDynamicsSettings &d = mSettings.dynamics;
    auto *page = new QWidget;
    SettingsForm *f = newForm(page);
    f->addNote(tr("A synchronous training step alternates compute, where every GPU draws its TDP, with phases where it "
                  "waits: the hall's power swings with it (docs/power.md, \"Power dynamics\")."));
    f->addSection(tr("GPU power in the low phases"));
    f->number("power_settings.dynamics.comm_low_fraction", d.commLowFraction);
    f->number("power_settings.dynamics.bubble_low_fraction", d.bubbleLowFraction);
    f->number("power_settings.dynamics.checkpoint_low_fraction", d.checkpointLowFraction);
    f->number("power_settings.dynamics.idle_fraction", d.idleFraction);
    f->addSection(tr("Events and response"));
    f->number("power_settings.dynamics.checkpoint_interval_s", d.checkpointIntervalS)->setSingleStep(60);
    f->number("power_settings.dynamics.checkpoint_duration_s", d.checkpointDurationS);
    f->number("power_settings.dynamics.gpu_ramp_s", d.gpuRampS)->setSingleStep(0.005);
    f->number("power_settings.dynamics.cooling_time_constant_s", d.coolingTimeConstantS)->setSingleStep(10);
    f->number("power_settings.dynamics.training_hours_per_year", d.trainingHoursPerYear)->setSingleStep(100);
    return page;
}

QWidget *PowerSettingsDialog::createLimitsPage()
{
    PowerDynamicsSettings &d = mSettings.dynamics;
    auto *page = new QWidget;
    SettingsForm *f = newForm(page);
    f->addNote(tr("Replace these with the interconnection agreement's figures. The defaults are the large-load limits "
                  "grid operators proposed in 2026."));
    f->addSection(tr("The training step's swing"));
    f->number("power_settings.dynamics.max_swing_mw", d.maxSwingMw);
    f->number("power_settings.dynamics.max_swing_fraction", d.maxSwingFraction)->setSingleStep(5);
    f->addSection(tr("A job stop or start"));
    f->number("power_settings.dynamics.max_ramp_mw_per_s", d.maxRampMwPerS)->setSingleStep(0.05);
    f->addSection(tr("Band of frequencies to keep power out of"));
    f->number("power_settings.dynamics.band_low_hz", d.bandLowHz)->setSingleStep(0.05);
    f->number("power_settings.dynamics.band_high_hz", d.bandHighHz);
    f->number("power_settings.dynamics.band_rms_fraction", d.bandRmsFraction)->setSingleStep(0.5);
    return page;
}

QWidget *PowerSettingsDialog::createMitigationPage()
{
    PowerDynamicsSettings &d = mSettings.dynamics;
    auto *page = new QWidget;
    SettingsForm *f = newForm(page);
    // The enum's order: Restore Defaults sets the index from the enum.
    mMitigation = f->choice("power_settings.dynamics.mitigation", d.mitigation,
                            {{tr("None"), PowerSmoothing::None},
                             {tr("GPU power smoothing (Blackwell and newer)"), PowerSmoothing::GpuSmoothing},
                             {tr("Software fill of the low phases"), PowerSmoothing::SoftwareFill},
                             {tr("Storage at the rack"), PowerSmoothing::RackStorage},
                             {tr("Storage at the row"), PowerSmoothing::RowStorage},
                             {tr("Storage at the utility connection"), PowerSmoothing::UtilityStorage}});
    f->addNote(tr("Power > Dynamics compares every option, sized to the limits, with what it adds and costs."));
    f->addSection(tr("GPU power smoothing and software fill"));
    f->number("power_settings.dynamics.power_floor_fraction", d.powerFloorFraction)->setSingleStep(5);
    f->number("power_settings.dynamics.ramp_limit_fraction_per_s", d.rampLimitFractionPerS)->setSingleStep(10);
    f->addSection(tr("Energy storage"));
    f->number("power_settings.dynamics.storage_depth_of_discharge", d.storageDepthOfDischarge)->setSingleStep(5);
    f->number("power_settings.dynamics.storage_round_trip_efficiency", d.storageRoundTripEfficiency);
    f->number("power_settings.dynamics.storage_maintenance_fraction", d.storageMaintenanceFraction)->setSingleStep(0.5);
    return page;
}

QWidget *PowerSettingsDialog::createStoragePage()
{
    PowerDynamicsSettings &d = mSettings.dynamics;
    auto *page = new QWidget;
    SettingsForm *f = newForm(page);
    f->addNote(tr("What storage costs and how long it lasts at each place; the options' table prices every one."));
    f->addSection(tr("At the rack (power shelves)"));
    f->number("power_settings.dynamics.rack_storage_usd_per_kw", d.rackStorage.usdPerKw)->setSingleStep(10);
    f->number("power_settings.dynamics.rack_storage_usd_per_kwh", d.rackStorage.usdPerKwh)->setSingleStep(1000);
    f->number("power_settings.dynamics.rack_storage_cycle_life", d.rackStorage.cycleLife)->setSingleStep(1000);
    f->addSection(tr("At the row (upstream of the PDUs)"));
    f->number("power_settings.dynamics.row_storage_usd_per_kw", d.rowStorage.usdPerKw)->setSingleStep(10);
    f->number("power_settings.dynamics.row_storage_usd_per_kwh", d.rowStorage.usdPerKwh)->setSingleStep(1000);
    f->number("power_settings.dynamics.row_storage_cycle_life", d.rowStorage.cycleLife)->setSingleStep(1000);
    f->addSection(tr("At the utility connection"));
    f->number("power_settings.dynamics.utility_storage_usd_per_kw", d.utilityStorage.usdPerKw)->setSingleStep(10);
    f->number("power_settings.dynamics.utility_storage_usd_per_kwh", d.utilityStorage.usdPerKwh)->setSingleStep(10);
    f->number("power_settings.dynamics.utility_storage_cycle_life", d.utilityStorage.cycleLife)->setSingleStep(100);
    return page;
}

void PowerSettingsDialog::updateEnabled()
{
    mLoadFactor->setEnabled(mDesignLoad->currentIndex() == int(PowerSettings::DesignLoad::LoadFactor));
}

PowerSettings PowerSettingsDialog::settings()
{
    for (const auto &form : mForms)
        form->writeBack();  // the edited fields into mSettings (the others keep their exact values)
    return mSettings;
}

} // namespace dcs
