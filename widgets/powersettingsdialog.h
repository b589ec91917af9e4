#pragma once
#include "project/powersettings.h"
#include <QDialog>

class QComboBox;
class QDoubleSpinBox;

namespace dcs {

// The site's power settings (file section "power_settings", docs/power.md): design-load basis,
// continuous derating, warning thresholds, power factor. The caller applies the result as one
// undoable edit.
class PowerSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PowerSettingsDialog(const PowerSettings &settings, QWidget *parent = nullptr);
    PowerSettings settings() const;

private:
    void updateEnabled();

    QComboBox *mDesignLoad;
    QDoubleSpinBox *mLoadFactor;
    QComboBox *mDerating;
    QDoubleSpinBox *mWarning;
    QDoubleSpinBox *mImbalance;
    QDoubleSpinBox *mImbalanceFloor;
    QDoubleSpinBox *mPowerFactor;
};

} // namespace dcs
