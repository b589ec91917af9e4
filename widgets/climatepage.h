#pragma once
#include "project/coolingsettings.h"
#include <QStringList>
#include <QWidget>
#include <array>
#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace dcs {

class ClimateTable;

// The Site and Cooling dialog's "Climate" page (issue 4 section 5, issue 34): the climate profile
// (from the site location, built-in, custom monthly normals, or an imported EPW weather file),
// the custom climate's name, source and ASHRAE design conditions, and the monthly table. It edits
// its own copy of the design's choice; the dialog reads it into its settings on OK, so Cancel
// leaves the design's weather file and custom climate as they were.
class ClimatePage : public QWidget
{
    Q_OBJECT
public:
    // `location` is the site location as typed on the Site page: "From site location" matches it.
    ClimatePage(const CoolingSettings &settings, const QString &location, QWidget *parent = nullptr);
    ~ClimatePage() override;

    // Writes the weather file, the chosen profile and (when chosen) the custom climate into
    // `settings`; false with the reason when the custom climate is refused.
    bool read(CoolingSettings *settings, QString *why) const;

public Q_SLOTS:
    void setLocation(const QString &location);

Q_SIGNALS:
    // The dialog shows the reason in its error line, as for a refused OK; a later import clears it.
    void weatherImportFailed(const QString &why);
    void weatherImported();

private:
    void updateClimate();
    void importWeatherFile();
    void showWeatherChoice();
    void removeWeatherFile();
    QString designConditionsText(const std::optional<DesignConditions> &design) const;
    void addDesignConditionFields(QFormLayout *form);
    static QStringList designTexts(const std::optional<DesignConditions> &design);
    QStringList shownDesignTexts() const;
    void showDesignTexts(const QStringList &texts);
    bool readDesignConditions(std::optional<DesignConditions> *design, QString *why) const;
    const ClimateProfile &selectedProfile() const;

    QString mLocation;
    SiteWeatherRef mWeather;  // the design's imported year, or one imported here; removed here too
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
    ClimateProfile mCustomDraft;  // the custom profile being edited (kept while a built-in one is shown)
    bool mCustomStarted = false;
    bool mShowingCustom = false;
};

} // namespace dcs
