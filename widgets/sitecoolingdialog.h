#pragma once
#include "project/coolingsettings.h"
#include "project/site.h"
#include <QDialog>
#include <QStringList>
#include <array>
#include <memory>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;

namespace dcs {

class ClimateTable;
class CostInputsTable;
class ProjectDocument;
class SettingsForm;

// Site and cooling settings (issue 4 section 5): location and climate (built-in or custom
// monthly normals, or an imported EPW weather file: issue 34), energy price, currency, grid CO2, setpoints, redundancy, economizer, both
// plants (the design's and the alternative's), power-chain losses and cost inputs. Edits a copy;
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
    QWidget *createClimatePage();
    QWidget *createCoolingPage();
    QWidget *createAirPage();
    void addLiquidFields(SettingsForm *f);
    QWidget *createPowerChainPage();
    void addCostFields(SettingsForm *f);
    QWidget *createCostInputsPage();
    SettingsForm *newForm(QWidget *page);
    void updateClimate();
    void importWeatherFile();
    void showWeatherChoice();
    void removeWeatherFile();
    QString designConditionsText(const std::optional<DesignConditions> &design) const;
    void addDesignConditionFields(QFormLayout *form, QWidget *page);
    static QStringList designTexts(const std::optional<DesignConditions> &design);
    QStringList shownDesignTexts() const;
    void showDesignTexts(const QStringList &texts);
    bool readDesignConditions(std::optional<DesignConditions> *design, QString *why) const;
    const ClimateProfile &selectedProfile() const;

    ProjectDocument *mDocument;
    Site mSite;
    CoolingSettings mSettings;
    std::vector<std::unique_ptr<SettingsForm>> mForms;
    QTabWidget *mPages = nullptr;
    QLineEdit *mLocation = nullptr;
    QComboBox *mClimate = nullptr;
    QPushButton *mImportWeather = nullptr;
    QPushButton *mRemoveWeather = nullptr;
    ClimateProfile mWeatherNormals;  // the imported year as monthly normals (shown, not stored)
    QLabel *mClimateInfo = nullptr;
    QLineEdit *mCustomName = nullptr;
    QLineEdit *mCustomSource = nullptr;
    ClimateTable *mClimateTable = nullptr;
    // The design conditions' fields (issue 34): the five temperatures in DesignConditions order
    // (heating, cooling pair, evaporation pair), then the source. Typed in custom mode; a built-in
    // profile's or a weather file's are shown read-only in them.
    std::array<QLineEdit *, 6> mDesignFields{};
    QStringList mDesignDraft;  // the custom profile's design conditions as typed (kept like mCustomDraft)
    QLabel *mError = nullptr;
    CostInputsTable *mCostInputs = nullptr;
    ClimateProfile mCustomDraft;  // the custom profile being edited (kept while a built-in one is shown)
    bool mCustomStarted = false;
    bool mShowingCustom = false;
};

} // namespace dcs
