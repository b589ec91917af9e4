#include "powersettingsdialog.h"
#include "settingsform.h"
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace dcs {

PowerSettingsDialog::PowerSettingsDialog(const PowerSettings &s, QWidget *parent) : QDialog(parent), mSettings(s)
{
    using DesignLoad = PowerSettings::DesignLoad;
    using Derating = PowerSettings::Derating;
    setWindowTitle(tr("Power settings"));
    setObjectName(QStringLiteral("powerSettingsDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Assumptions of the power engine for this design (docs/power.md). "
                                "OK applies them as one undoable step."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *page = new QWidget(this);
    mForm = std::make_unique<SettingsForm>(page);
    mDesignLoad = mForm->choice("power_settings.design_load", mSettings.designLoad,
                                {{tr("Nameplate (catalog maximum)"), DesignLoad::Nameplate},
                                 {tr("Typical draw"), DesignLoad::Typical},
                                 {tr("Load factor x nameplate"), DesignLoad::LoadFactor}});
    mLoadFactor = mForm->number("power_settings.load_factor", mSettings.loadFactor);
    mLoadFactor->setSingleStep(0.05);
    mDerating = mForm->choice("power_settings.continuous_derating", mSettings.derating,
                              {{tr("NEC 80 % (continuous loads)"), Derating::Nec80},
                               {tr("None (ratings are continuous, IEC)"), Derating::None}});
    mForm->number("power_settings.warning_threshold", mSettings.warningThreshold);
    mForm->number("power_settings.imbalance_threshold_pct", mSettings.imbalanceThresholdPct);
    mForm->number("power_settings.imbalance_min_utilisation", mSettings.imbalanceMinUtilisation)->setSingleStep(5);
    mForm->number("power_settings.power_factor", mSettings.powerFactor)->setSingleStep(0.01);
    layout->addWidget(page);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
        mForm->restoreDefaults();
        // The registry knows the choices' file words, not their options: these list their
        // options in the enums' order.
        const PowerSettings d;
        mDesignLoad->setCurrentIndex(int(d.designLoad));
        mDerating->setCurrentIndex(d.derating == PowerSettings::Derating::Nec80 ? 0 : 1);
    });
    layout->addWidget(buttons);
    connect(mDesignLoad, &QComboBox::currentIndexChanged, this, &PowerSettingsDialog::updateEnabled);
    updateEnabled();
}

PowerSettingsDialog::~PowerSettingsDialog() = default;

void PowerSettingsDialog::updateEnabled()
{
    mLoadFactor->setEnabled(mDesignLoad->currentIndex() == int(PowerSettings::DesignLoad::LoadFactor));
}

PowerSettings PowerSettingsDialog::settings()
{
    mForm->writeBack();  // the edited fields into mSettings (the others keep their exact values)
    return mSettings;
}

} // namespace dcs
