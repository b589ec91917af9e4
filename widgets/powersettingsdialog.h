#pragma once
#include "project/powersettings.h"
#include <QDialog>
#include <memory>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QTabWidget;

namespace dcs {

class SettingsForm;

// The site's power settings (file section "power_settings", docs/power.md) on five pages: the
// distribution (design-load basis, continuous derating, warning thresholds, power factor), the
// training step's power swing, the utility's limits, the mitigation with its sizing, and the
// storage prices (issue 35, "power_settings.dynamics"). The caller applies the result as one
// undoable edit. Each field's label, unit, range, tooltip and source come from the inputs
// registry, as on the Site and Cooling dialog.
class PowerSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PowerSettingsDialog(const PowerSettings &settings, QWidget *parent = nullptr);
    ~PowerSettingsDialog() override;
    PowerSettings settings();
    QTabWidget *pages() const { return mPages; }

private:
    SettingsForm *newForm(QWidget *page);
    QWidget *createDistributionPage();
    QWidget *createStepPage();
    QWidget *createLimitsPage();
    QWidget *createMitigationPage();
    QWidget *createStoragePage();
    void updateEnabled();

    PowerSettings mSettings;  // the forms' fields; settings() writes the edits into them
    std::vector<std::unique_ptr<SettingsForm>> mForms;
    QTabWidget *mPages;
    QComboBox *mDesignLoad;
    QDoubleSpinBox *mLoadFactor;
    QComboBox *mDerating;
    QComboBox *mMitigation;
};

} // namespace dcs
