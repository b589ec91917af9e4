#pragma once
#include "project/coolingsettings.h"
#include "project/site.h"
#include <QDialog>
#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QTabWidget;

namespace dcs {

class ClimatePage;
class CostInputsTable;
class ProjectDocument;
class SettingsForm;

// Site and cooling settings (issue 4 section 5): location and climate (built-in or custom
// monthly normals, or an imported EPW weather file: issue 34), energy price, currency, grid CO2, setpoints, redundancy, economizer, both
// plants (the design's and the alternative's), power-chain losses and cost inputs (the Climate
// page is its own class, ClimatePage, read into the settings on OK). Edits a copy;
// OK validates it like a project file and applies site and cooling as ONE undo step; Cancel
// leaves the project untouched; a refused value keeps the dialog open with the reason shown.
class SiteCoolingDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SiteCoolingDialog(ProjectDocument *document, QWidget *parent = nullptr);
    ~SiteCoolingDialog() override;

    // Applies the edited settings; false (nothing pushed) with the reason when refused.
    bool apply(QString *why);
    QString errorText() const;  // the reason shown for the last refused OK (tests)

public Q_SLOTS:
    void accept() override;

private:
    QWidget *createSiteAndCostPage();
    QWidget *createCoolingPage();
    QWidget *createAirPage();
    QWidget *createThermalPage();
    void addLiquidFields(SettingsForm *f);
    QWidget *createPowerChainPage();
    void addCostFields(SettingsForm *f);
    QWidget *createCostInputsPage();
    SettingsForm *newForm(QWidget *page);
    void showError(const QString &why);

    ProjectDocument *mDocument;
    Site mSite;
    CoolingSettings mSettings;
    std::vector<std::unique_ptr<SettingsForm>> mForms;
    QTabWidget *mPages = nullptr;
    QLineEdit *mLocation = nullptr;
    ClimatePage *mClimatePage = nullptr;
    QLabel *mError = nullptr;
    CostInputsTable *mCostInputs = nullptr;
};

} // namespace dcs
