#include "powersettingsdialog.h"
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace dcs {

namespace {
QDoubleSpinBox *spin(QWidget *parent, double min, double max, double step, int decimals, const QString &suffix,
                     double value, const QString &tip)
{
    auto *s = new QDoubleSpinBox(parent);
    s->setRange(min, max);
    s->setSingleStep(step);
    s->setDecimals(decimals);
    s->setSuffix(suffix);
    s->setValue(value);
    s->setToolTip(tip);
    return s;
}
} // namespace

PowerSettingsDialog::PowerSettingsDialog(const PowerSettings &s, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Power settings"));
    setObjectName(QStringLiteral("powerSettingsDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Assumptions of the power engine for this design (docs/power.md). "
                                "OK applies them as one undoable step."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;

    mDesignLoad = new QComboBox(this);
    mDesignLoad->addItem(tr("Nameplate (catalog maximum)"));
    mDesignLoad->addItem(tr("Typical draw"));
    mDesignLoad->addItem(tr("Load factor x nameplate"));
    mDesignLoad->setCurrentIndex(int(s.designLoad));
    mDesignLoad->setToolTip(tr("What a device is assumed to draw. Nameplate maximum is the safe default for "
                               "sizing breakers; typical draw suits energy estimates (REFERENCE 1.1)."));
    form->addRow(tr("Design load:"), mDesignLoad);
    mLoadFactor = spin(this, 0.05, 1.5, 0.05, 2, QString(), s.loadFactor,
                       tr("Multiplies the nameplate power when the design load is 'load factor' (0.05 to 1.5)."));
    form->addRow(tr("Load factor:"), mLoadFactor);

    mDerating = new QComboBox(this);
    mDerating->addItem(tr("NEC 80 % (continuous loads)"));
    mDerating->addItem(tr("None (ratings are continuous, IEC)"));
    mDerating->setCurrentIndex(s.derating == PowerSettings::Derating::Nec80 ? 0 : 1);
    mDerating->setToolTip(tr("Usable share of breaker and PDU input ratings for continuous loads: 80 % under the "
                             "US NEC; 100 % where ratings are continuous (REFERENCE 1.5)."));
    form->addRow(tr("Continuous derating:"), mDerating);
    mWarning = spin(this, 50, 100, 1, 0, tr(" %"), s.warningThreshold * 100,
                    tr("Warn when a line, breaker, panel or UPS is above this share of its derated limit (assumption: 90 %)."));
    form->addRow(tr("Warning threshold:"), mWarning);
    mImbalance = spin(this, 1, 100, 1, 0, tr(" %"), s.imbalanceThresholdPct,
                      tr("Warn when a PDU's NEMA phase imbalance (max deviation from the mean / mean) exceeds this (assumption: 20 %)."));
    form->addRow(tr("Imbalance threshold:"), mImbalance);
    mImbalanceFloor = spin(this, 0, 100, 5, 0, tr(" %"), s.imbalanceMinUtilisation * 100,
                           tr("Imbalance is only warned on a PDU whose worst line is loaded at least this much: one "
                              "server on an empty PDU is harmless (assumption: 25 %)."));
    form->addRow(tr("Imbalance only above:"), mImbalanceFloor);
    mPowerFactor = spin(this, 0.5, 1.0, 0.01, 2, QString(), s.powerFactor,
                        tr("Power factor of IT loads. Active-PFC server PSUs run at 0.99 or better near full load (assumption: 1.0)."));
    form->addRow(tr("Power factor:"), mPowerFactor);
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
        const PowerSettings d;
        mDesignLoad->setCurrentIndex(int(d.designLoad));
        mLoadFactor->setValue(d.loadFactor);
        mDerating->setCurrentIndex(0);
        mWarning->setValue(d.warningThreshold * 100);
        mImbalance->setValue(d.imbalanceThresholdPct);
        mImbalanceFloor->setValue(d.imbalanceMinUtilisation * 100);
        mPowerFactor->setValue(d.powerFactor);
    });
    layout->addWidget(buttons);
    connect(mDesignLoad, &QComboBox::currentIndexChanged, this, &PowerSettingsDialog::updateEnabled);
    updateEnabled();
}

void PowerSettingsDialog::updateEnabled()
{
    mLoadFactor->setEnabled(mDesignLoad->currentIndex() == int(PowerSettings::DesignLoad::LoadFactor));
}

PowerSettings PowerSettingsDialog::settings() const
{
    PowerSettings s;
    s.designLoad = PowerSettings::DesignLoad(mDesignLoad->currentIndex());
    s.loadFactor = mLoadFactor->value();
    s.derating = mDerating->currentIndex() == 0 ? PowerSettings::Derating::Nec80 : PowerSettings::Derating::None;
    s.warningThreshold = mWarning->value() / 100.0;
    s.imbalanceThresholdPct = mImbalance->value();
    s.imbalanceMinUtilisation = mImbalanceFloor->value() / 100.0;
    s.powerFactor = mPowerFactor->value();
    return s;
}

} // namespace dcs
