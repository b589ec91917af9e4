#include "climatepage.h"
#include "climate/climateprofiles.h"
#include "io/weatherimport.h"
#include "climatetable.h"
#include "inputhelp.h"
#include "settingsform.h"  // FieldHelp
#include "spec/inputdescriptions.h"
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {
constexpr const char *kCustomId = ClimateProfiles::kCustomId;
constexpr const char *kWeatherId = ClimateProfiles::kWeatherId;

// The design conditions' registry keys, in mDesignFields order: the five temperatures, then the source.
constexpr const char *kDesignKeys[6] = {
    "cooling.custom_climate.design_conditions.heating_996_db_c",
    "cooling.custom_climate.design_conditions.cooling_04_db_c",
    "cooling.custom_climate.design_conditions.cooling_04_mcwb_c",
    "cooling.custom_climate.design_conditions.evaporation_04_wb_c",
    "cooling.custom_climate.design_conditions.evaporation_04_mcdb_c",
    "cooling.custom_climate.design_conditions.source",
};
enum DesignField { Heating, CoolingDb, CoolingMcwb, EvaporationWb, EvaporationMcdb, DesignSource };
constexpr double DesignConditions::*kDesignValues[5] = {
    &DesignConditions::heating996DryBulbC, &DesignConditions::cooling04DryBulbC, &DesignConditions::cooling04MeanWetBulbC,
    &DesignConditions::evaporation04WetBulbC, &DesignConditions::evaporation04MeanDryBulbC};

QString designLabel(int field)
{
    return QString::fromUtf8(InputHelp::describe(kDesignKeys[field]).label);
}
} // namespace

ClimatePage::ClimatePage(const CoolingSettings &settings, const QString &location, QWidget *parent)
    : QWidget(parent), mLocation(location), mWeather(settings.weather)
{
    auto *v = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    mClimate = new QComboBox(this);
    mClimate->setObjectName(QStringLiteral("climate_profile"));
    mClimate->addItem(tr("From site location"), QString());
    for (const ClimateProfile &p : ClimateProfiles::builtIn().profiles())
        mClimate->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
    mClimate->addItem(tr("Custom (monthly values below)"), QString::fromLatin1(kCustomId));
    // The climate page is its own form (a table below the fields), but its inputs are worded by the
    // registry as on the other pages.
    const InputDescription &profile = InputHelp::describe("cooling.climate_profile");
    mClimate->setToolTip(InputHelp::toolTip(profile, InputHelp::Units::Shown));
    // Issue 34: a measured year (TMY3, IWEC...) instead of one synthesised from normals.
    mImportWeather = new QPushButton(tr("Import &weather file…"), this);
    mImportWeather->setObjectName(QStringLiteral("importWeather"));
    mImportWeather->setToolTip(tr("Read an EnergyPlus weather file (.epw: TMY3, IWEC, ...) into the design: its 8,760 "
                                  "hours and its ASHRAE design conditions, which size the plant's peak. The design keeps "
                                  "the year; the file is not needed afterwards."));
    connect(mImportWeather, &QPushButton::clicked, this, &ClimatePage::importWeatherFile);
    // The design keeps an imported year while another profile is chosen (so the choice can be
    // undone in the dialog); removing it is a choice of its own.
    mRemoveWeather = new QPushButton(tr("Re&move"), this);
    mRemoveWeather->setObjectName(QStringLiteral("removeWeather"));
    mRemoveWeather->setToolTip(tr("Remove the imported weather file from the design (about 190 KB of hours); the climate "
                                  "then comes from the site location, or the profile chosen."));
    connect(mRemoveWeather, &QPushButton::clicked, this, &ClimatePage::removeWeatherFile);
    showWeatherChoice();
    mClimate->setCurrentIndex(std::max(0, mClimate->findData(QString::fromStdString(settings.climateProfileId))));
    auto *climateRow = new QHBoxLayout;
    climateRow->addWidget(mClimate, 1);
    climateRow->addWidget(mImportWeather);
    climateRow->addWidget(mRemoveWeather);
    form->addRow(InputHelp::label(profile), climateRow);
    mClimateInfo = new QLabel(this);
    mClimateInfo->setWordWrap(true);
    mClimateInfo->setStyleSheet(QStringLiteral("color: palette(dark);"));
    form->addRow(QString(), mClimateInfo);
    mCustomStarted = settings.customClimate.has_value();
    mCustomDraft = settings.customClimate.value_or(ClimateProfile{});
    // A design has no custom climate until the user makes one: its name and source start from
    // this dialog's words, which the tooltips give as the defaults.
    const ClimateProfile *own = settings.customClimate ? &*settings.customClimate : nullptr;
    const auto customField = [&](const char *key, const char *name, std::string ClimateProfile::*field, const char *start) {
        const InputDescription &d = InputHelp::describe(key);
        auto *edit = new QLineEdit(QString::fromStdString(own ? own->*field : std::string(start)), this);
        edit->setObjectName(QLatin1String(name));
        FieldHelp help = InputHelp::help(d, InputHelp::Units::Shown);
        help.defaultValue = QStringLiteral("\"%1\"").arg(QLatin1String(start));
        edit->setToolTip(help.toolTip());
        form->addRow(InputHelp::label(d), edit);
        return edit;
    };
    mCustomName = customField("cooling.custom_climate.name", "custom_name", &ClimateProfile::name, "Custom site");
    mCustomSource = customField("cooling.custom_climate.source", "custom_source", &ClimateProfile::source, "user input");
    addDesignConditionFields(form);
    mDesignDraft = designTexts(mCustomDraft.design);
    v->addLayout(form);
    mClimateTable = new ClimateTable(this);
    v->addWidget(mClimateTable, 1);
    connect(mClimate, &QComboBox::currentIndexChanged, this, &ClimatePage::updateClimate);
    updateClimate();  // the info, design conditions and table of the profile chosen
}

ClimatePage::~ClimatePage() = default;

void ClimatePage::setLocation(const QString &location)
{
    mLocation = location;
    updateClimate();
}

// The custom climate's ASHRAE design conditions (issue 34 item 3): three compact rows of
// temperatures (a pair on one row, as the Handbook prints them) and their source. Empty = not
// given; in custom mode they are typed, otherwise they show the profile's or weather file's.
void ClimatePage::addDesignConditionFields(QFormLayout *form)
{
    auto *heading = new QLabel(tr("<b>ASHRAE design conditions</b> — size the plant's peak; leave empty where not known"), this);
    heading->setStyleSheet(QStringLiteral("color: palette(dark);"));
    form->addRow(heading);
    for (int i = 0; i < 6; ++i) {
        const InputDescription &d = InputHelp::describe(kDesignKeys[i]);
        auto *edit = new QLineEdit(this);
        const QString key = QString::fromLatin1(kDesignKeys[i]);
        edit->setObjectName(key.mid(key.lastIndexOf(QLatin1Char('.')) + 1));
        FieldHelp help = InputHelp::help(d, InputHelp::Units::Shown);
        help.defaultValue = tr("not given (empty)");
        edit->setToolTip(help.toolTip());
        if (i != DesignSource) {
            edit->setPlaceholderText(tr("not given"));
            edit->setFixedWidth(edit->fontMetrics().horizontalAdvance(QStringLiteral("not given")) + 24);
        }
        mDesignFields[size_t(i)] = edit;
    }
    // Units and words beside the editors; the first column of words has one width, so the second
    // editor of each pair lines up.
    const QStringList firstWords = {tr("°C dry bulb, with"), tr("°C wet bulb, with")};
    int firstWidth = 0;
    for (const QString &w : firstWords)
        firstWidth = std::max(firstWidth, fontMetrics().horizontalAdvance(w) + 8);
    const auto row = [&](const QString &title, int first, const QString &firstWord, int second, const QString &secondWord) {
        auto *field = new QWidget(this);
        auto *h = new QHBoxLayout(field);
        h->setContentsMargins(0, 0, 0, 0);
        h->addWidget(mDesignFields[size_t(first)]);
        auto *word = new QLabel(firstWord, field);
        word->setMinimumWidth(firstWidth);
        h->addWidget(word);
        if (second >= 0) {
            h->addWidget(mDesignFields[size_t(second)]);
            h->addWidget(new QLabel(secondWord, field));
        }
        h->addStretch(1);
        auto *caption = new QLabel(title, this);
        caption->setBuddy(mDesignFields[size_t(first)]);
        caption->setToolTip(mDesignFields[size_t(first)]->toolTip());
        form->addRow(caption, field);
    };
    row(tr("Cooling 0.4 %"), CoolingDb, firstWords[0], CoolingMcwb, tr("°C mean coincident wet bulb"));
    row(tr("Evaporation 0.4 %"), EvaporationWb, firstWords[1], EvaporationMcdb, tr("°C mean coincident dry bulb"));
    row(tr("Heating 99.6 %"), Heating, tr("°C dry bulb"), -1, {});
    form->addRow(InputHelp::label(InputHelp::describe(kDesignKeys[DesignSource])), mDesignFields[DesignSource]);
}

// The texts the fields show for `design`: empty for a value not given; the shortest text that
// reads back the same number, so an untouched OK writes back what the file held.
QStringList ClimatePage::designTexts(const std::optional<DesignConditions> &design)
{
    QStringList texts;
    for (int i = 0; i < 5; ++i) {
        const double v = design ? (*design).*kDesignValues[i] : DesignConditions::kMissing;
        texts << (std::isnan(v) ? QString() : QLocale().toString(v, 'g', QLocale::FloatingPointShortest));
    }
    texts << (design ? QString::fromStdString(design->source) : QString());
    return texts;
}

QStringList ClimatePage::shownDesignTexts() const
{
    QStringList texts;
    for (const QLineEdit *e : mDesignFields)
        texts << e->text();
    return texts;
}

void ClimatePage::showDesignTexts(const QStringList &texts)
{
    for (size_t i = 0; i < mDesignFields.size(); ++i) {
        mDesignFields[i]->setText(texts.value(qsizetype(i)));
        mDesignFields[i]->setCursorPosition(0);
    }
}

// The typed design conditions, judged as the file reader does (designconditionsio.cpp), but
// naming the fields by their labels; and a source whenever a value is given.
bool ClimatePage::readDesignConditions(std::optional<DesignConditions> *design, QString *why) const
{
    DesignConditions d;
    bool any = false;
    for (int i = 0; i < 5; ++i) {
        const QString text = mDesignFields[size_t(i)]->text().trimmed();
        if (text.isEmpty())
            continue;
        bool ok = false;
        double v = QLocale().toDouble(text, &ok);
        if (!ok)
            v = QLocale::c().toDouble(text, &ok);
        if (!ok || !std::isfinite(v)) {
            *why = tr("Design conditions: the %1 \"%2\" is not a temperature in °C.").arg(designLabel(i), text);
            return false;
        }
        const InputDescription &desc = InputHelp::describe(kDesignKeys[i]);
        if (v < desc.min || v > desc.max) {
            *why = tr("Design conditions: the %1 of %2 °C is outside %3 to %4 °C.")
                       .arg(designLabel(i), text, QLocale().toString(desc.min), QLocale().toString(desc.max));
            return false;
        }
        d.*kDesignValues[i] = v;
        any = true;
    }
    d.source = mDesignFields[DesignSource]->text().trimmed().toStdString();
    const auto pair = [&](int dry, int wet, int first, int second) {
        const bool a = std::isnan(d.*kDesignValues[first]), b = std::isnan(d.*kDesignValues[second]);
        if (a != b) {
            *why = tr("Design conditions: give the %1 with the %2, or neither.").arg(designLabel(a ? first : second), designLabel(a ? second : first));
            return false;
        }
        if (d.*kDesignValues[wet] > d.*kDesignValues[dry]) {
            *why = tr("Design conditions: the %1 (%2 °C) is above the %3 (%4 °C); a wet bulb cannot be above its dry bulb.")
                       .arg(designLabel(wet), mDesignFields[size_t(wet)]->text().trimmed(), designLabel(dry),
                            mDesignFields[size_t(dry)]->text().trimmed());
            return false;
        }
        return true;
    };
    if (!pair(CoolingDb, CoolingMcwb, CoolingDb, CoolingMcwb) || !pair(EvaporationMcdb, EvaporationWb, EvaporationWb, EvaporationMcdb))
        return false;
    if (any && d.source.empty()) {
        *why = tr("Design conditions: name their source (%1: Handbook edition and station, or the .ddy file).")
                   .arg(designLabel(DesignSource));
        return false;
    }
    *design = any ? std::optional<DesignConditions>(d) : std::nullopt;
    return true;
}

void ClimatePage::removeWeatherFile()
{
    const int i = mClimate->findData(QString::fromLatin1(kWeatherId));
    const bool shown = i >= 0 && mClimate->currentIndex() == i;
    mWeather.reset();
    if (i >= 0)
        mClimate->removeItem(i);  // moves the selection off it when it was shown
    if (shown)
        mClimate->setCurrentIndex(0);
    mRemoveWeather->setEnabled(false);
    updateClimate();
}

void ClimatePage::showWeatherChoice()
{
    if (mRemoveWeather)
        mRemoveWeather->setEnabled(bool(mWeather));
    if (!mWeather)
        return;
    mWeatherNormals = mWeather->monthlyNormals();
    const QString label = tr("Weather file: %1").arg(QString::fromStdString(mWeather->describe()));
    if (const int i = mClimate->findData(QString::fromLatin1(kWeatherId)); i >= 0)
        mClimate->setItemText(i, label);
    else
        mClimate->addItem(label, QString::fromLatin1(kWeatherId));
}

void ClimatePage::importWeatherFile()
{
    // Over the dialog, as its other windows are, not over this page.
    const QString path = QFileDialog::getOpenFileName(window(), tr("Import Weather File"), {},
                                                      tr("EnergyPlus weather (*.epw);;All files (*)"));
    if (path.isEmpty())
        return;
    const WeatherImport::Result imported =
        WeatherImport::fromFile(path.toStdString(), QFileInfo(path).fileName().toStdString());
    if (!imported.weather) {
        QStringList lines;
        for (const std::string &e : imported.errors)
            lines << QString::fromStdString(e);
        Q_EMIT weatherImportFailed(tr("The weather file was not imported:\n%1").arg(lines.join(QLatin1Char('\n'))));
        return;
    }
    Q_EMIT weatherImported();
    mWeather = SiteWeatherRef(*imported.weather);
    showWeatherChoice();
    mClimate->setCurrentIndex(mClimate->findData(QString::fromLatin1(kWeatherId)));
    updateClimate();
}

// The design conditions themselves are in their fields below the info; the info says what they do.
QString ClimatePage::designConditionsText(const std::optional<DesignConditions> &d) const
{
    if (!d || !d->sizesThePeak())
        return tr(" No ASHRAE design conditions: the plant's peak is the year's peak hour.");
    return tr(" Its ASHRAE design conditions (below) size the plant's peak.");
}

const ClimateProfile &ClimatePage::selectedProfile() const
{
    const ClimateProfiles &builtIn = ClimateProfiles::builtIn();
    const std::string id = mClimate->currentData().toString().toStdString();
    if (id == kWeatherId && mWeather)
        return mWeatherNormals;
    if (const ClimateProfile *p = id.empty() ? builtIn.matchLocation(mLocation.toStdString()) : builtIn.find(id))
        return *p;
    return *builtIn.find(ClimateProfiles::kFallbackId);
}

void ClimatePage::updateClimate()
{
    const bool custom = mClimate->currentData().toString() == QLatin1String(kCustomId);
    if (mShowingCustom && !custom) {
        // Keep the user's custom numbers while they look at a built-in profile.
        QString ignored;
        ClimateProfile edited = mCustomDraft;
        if (mClimateTable->read(edited, &ignored))
            mCustomDraft = edited;
        mDesignDraft = shownDesignTexts();
    }
    // Until a custom profile exists it starts from the built-in one last shown, so the user
    // edits a real climate rather than twelve zeros (its design conditions with their source too).
    if (!mCustomStarted && !custom) {
        mCustomDraft = selectedProfile();
        mDesignDraft = designTexts(mCustomDraft.design);
    }
    mCustomStarted = mCustomStarted || custom;
    mShowingCustom = custom;
    mCustomName->setEnabled(custom);
    mCustomSource->setEnabled(custom);
    mClimateTable->setEditable(custom);
    for (QLineEdit *e : mDesignFields)
        e->setEnabled(custom);
    if (custom) {
        showDesignTexts(mDesignDraft);
        mClimateTable->showProfile(mCustomDraft);
        mClimateInfo->setText(tr("Edit the twelve monthly values below and name their source."));
        return;
    }
    const ClimateProfile &p = selectedProfile();
    mClimateTable->showProfile(p);
    if (mClimate->currentData().toString() == QLatin1String(kWeatherId) && mWeather) {
        const SiteWeather &w = *mWeather;
        showDesignTexts(designTexts(w.design));
        mClimateInfo->setText(tr("Measured year from %1 (%2, WMO %3): the engines run on its 8,760 hours; the table shows "
                                 "its monthly means.")
                                  .arg(QString::fromStdString(w.fileName), QString::fromStdString(w.dataSource),
                                       QString::fromStdString(w.wmo)) +
                              designConditionsText(w.design));
        return;
    }
    QString info = tr("%1 — station %2, %3. Source: %4. Synthesised into hours from these monthly normals.")
                       .arg(QString::fromStdString(p.name), QString::fromStdString(p.station), QString::fromStdString(p.period),
                            QString::fromStdString(p.source));
    if (p.rhEstimated)
        info += tr(" Humidity estimated (%1).").arg(QString::fromStdString(p.rhMethod));
    showDesignTexts(designTexts(p.design));
    mClimateInfo->setText(info + designConditionsText(p.design));
}

bool ClimatePage::read(CoolingSettings *settings, QString *why) const
{
    settings->weather = mWeather;
    settings->climateProfileId = mClimate->currentData().toString().toStdString();
    if (settings->climateProfileId == kCustomId) {
        ClimateProfile custom = settings->customClimate.value_or(ClimateProfile{});
        if (!mClimateTable->read(custom, why))
            return false;
        custom.id = kCustomId;
        custom.name = mCustomName->text().trimmed().toStdString();
        custom.source = mCustomSource->text().trimmed().toStdString();
        if (custom.source.empty()) {
            *why = tr("Custom climate: name the source of the monthly values (station, period).");
            return false;
        }
        if (!readDesignConditions(&custom.design, why))
            return false;
        custom.rhEstimated = false;
        settings->customClimate = custom;
    }
    return true;
}

} // namespace dcs
