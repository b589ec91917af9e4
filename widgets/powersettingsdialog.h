#pragma once
#include "project/powersettings.h"
#include <QDialog>
#include <memory>

class QComboBox;
class QDoubleSpinBox;

namespace dcs {

class SettingsForm;

// The site's power settings (file section "power_settings", docs/power.md): design-load basis,
// continuous derating, warning thresholds, power factor. The caller applies the result as one
// undoable edit. Each field's label, unit, range, tooltip and source come from the inputs
// registry, as on the Site and Cooling dialog.
class PowerSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PowerSettingsDialog(const PowerSettings &settings, QWidget *parent = nullptr);
    ~PowerSettingsDialog() override;
    PowerSettings settings();

private:
    void updateEnabled();

    PowerSettings mSettings;  // the form's fields; settings() writes the edits into them
    std::unique_ptr<SettingsForm> mForm;
    QComboBox *mDesignLoad;
    QDoubleSpinBox *mLoadFactor;
    QComboBox *mDerating;
};

} // namespace dcs
