#include "sitecoolingdialog.h"
#include "spec/costmarkets.h"
#include "climate/climateprofiles.h"
#include "climate/weatherimport.h"
#include "climatetable.h"
#include "costinputstable.h"
#include "inputhelp.h"
#include "document/projectdocument.h"
#include "io/coolingsettingsio.h"
#include "json/loaderror.h"
#include "settingsform.h"
#include "spec/inputdescriptions.h"
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QPushButton>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QLineEdit>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace dcs {

using nlohmann::json;

namespace {
constexpr const char *kCustomId = ClimateProfiles::kCustomId;
constexpr const char *kWeatherId = ClimateProfiles::kWeatherId;
} // namespace

SiteCoolingDialog::SiteCoolingDialog(ProjectDocument *document, QWidget *parent)
    : QDialog(parent), mDocument(document), mSite(document->project().site), mSettings(document->project().cooling)
{
    setObjectName(QStringLiteral("siteCoolingDialog"));
    setWindowTitle(tr("Site and Cooling"));
    auto *layout = new QVBoxLayout(this);
    mPages = new QTabWidget(this);
    // Pages of similar height, so none is a few fields in a large empty page.
    mPages->addTab(createSiteAndCostPage(), tr("Site and cost"));
    mPages->addTab(createClimatePage(), tr("Climate"));
    mPages->addTab(createCoolingPage(), tr("Cooling"));
    mPages->addTab(createAirPage(), tr("Air plant"));
    mPages->addTab(createPowerChainPage(), tr("Power chain"));
    mPages->addTab(createCostInputsPage(), tr("Cost inputs"));
    auto *legend = new QLabel(tr("Beside each field: the source of its default, or <i>assumption</i> in brown for a "
                                 "value to confirm for your site. Hover a field for what it means."), this);
    legend->setWordWrap(true);
    legend->setStyleSheet(QStringLiteral("color: palette(dark);"));
    layout->addWidget(legend);
    layout->addWidget(mPages, 1);
    mError = new QLabel(this);
    mError->setObjectName(QStringLiteral("error"));
    mError->setWordWrap(true);
    mError->setStyleSheet(QStringLiteral("color: #c81e1e;"));
    mError->hide();
    layout->addWidget(mError);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SiteCoolingDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SiteCoolingDialog::reject);
    layout->addWidget(buttons);
    updateClimate();
    resize(sizeHint().expandedTo(QSize(760, 600)));
}

SiteCoolingDialog::~SiteCoolingDialog() = default;

SettingsForm *SiteCoolingDialog::newForm(QWidget *page)
{
    mForms.push_back(std::make_unique<SettingsForm>(page));
    return mForms.back().get();
}

QWidget *SiteCoolingDialog::createSiteAndCostPage()
{
    auto *page = new QWidget;
    SettingsForm *f = newForm(page);
    f->addSection(tr("Site"));
    f->text("site.name", mSite.name);
    mLocation = f->text("site.location", mSite.location);
    connect(mLocation, &QLineEdit::textChanged, this, &SiteCoolingDialog::updateClimate);
    f->text("site.currency", mSite.currency);
    f->number("site.electricity_price_per_kwh", mSite.electricityPricePerKwh);
    f->number("site.grid_co2_kg_per_kwh", mSite.gridCo2KgPerKwh);
    f->number("cooling.cost.site_currency_per_usd", mSettings.cost.siteCurrencyPerUsd);
    f->addSection(tr("Cost"));
    addCostFields(f);
    return page;
}

QWidget *SiteCoolingDialog::createClimatePage()
{
    auto *page = new QWidget;
    auto *v = new QVBoxLayout(page);
    auto *form = new QFormLayout;
    mClimate = new QComboBox(page);
    mClimate->setObjectName(QStringLiteral("climate_profile"));
    mClimate->addItem(tr("From site location"), QString());
    for (const ClimateProfile &p : ClimateProfiles::builtIn().profiles())
        mClimate->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
    mClimate->addItem(tr("Custom (monthly values below)"), QString::fromLatin1(kCustomId));
    showWeatherChoice();
    mClimate->setCurrentIndex(std::max(0, mClimate->findData(QString::fromStdString(mSettings.climateProfileId))));
    // The climate page is its own form (a table below the fields), but its inputs are worded by the
    // registry as on the other pages.
    const InputDescription &profile = InputHelp::describe("cooling.climate_profile");
    mClimate->setToolTip(InputHelp::toolTip(profile, InputHelp::Units::Shown));
    // Issue 34: a measured year (TMY3, IWEC...) instead of one synthesised from normals.
    mImportWeather = new QPushButton(tr("Import &weather file…"), page);
    mImportWeather->setObjectName(QStringLiteral("importWeather"));
    mImportWeather->setToolTip(tr("Read an EnergyPlus weather file (.epw: TMY3, IWEC, ...) into the design: its 8,760 "
                                  "hours and its ASHRAE design conditions, which size the plant's peak. The design keeps "
                                  "the year; the file is not needed afterwards."));
    connect(mImportWeather, &QPushButton::clicked, this, &SiteCoolingDialog::importWeatherFile);
    auto *climateRow = new QHBoxLayout;
    climateRow->addWidget(mClimate, 1);
    climateRow->addWidget(mImportWeather);
    form->addRow(InputHelp::label(profile), climateRow);
    mClimateInfo = new QLabel(page);
    mClimateInfo->setWordWrap(true);
    mClimateInfo->setStyleSheet(QStringLiteral("color: palette(dark);"));
    form->addRow(QString(), mClimateInfo);
    mCustomStarted = mSettings.customClimate.has_value();
    mCustomDraft = mSettings.customClimate.value_or(ClimateProfile{});
    // A design has no custom climate until the user makes one: its name and source start from
    // this dialog's words, which the tooltips give as the defaults.
    const ClimateProfile *own = mSettings.customClimate ? &*mSettings.customClimate : nullptr;
    const auto customField = [&](const char *key, const char *name, std::string ClimateProfile::*field, const char *start) {
        const InputDescription &d = InputHelp::describe(key);
        auto *edit = new QLineEdit(QString::fromStdString(own ? own->*field : std::string(start)), page);
        edit->setObjectName(QLatin1String(name));
        FieldHelp help = InputHelp::help(d, InputHelp::Units::Shown);
        help.defaultValue = QStringLiteral("\"%1\"").arg(QLatin1String(start));
        edit->setToolTip(help.toolTip());
        form->addRow(InputHelp::label(d), edit);
        return edit;
    };
    mCustomName = customField("cooling.custom_climate.name", "custom_name", &ClimateProfile::name, "Custom site");
    mCustomSource = customField("cooling.custom_climate.source", "custom_source", &ClimateProfile::source, "user input");
    v->addLayout(form);
    mClimateTable = new ClimateTable(page);
    v->addWidget(mClimateTable, 1);
    connect(mClimate, &QComboBox::currentIndexChanged, this, &SiteCoolingDialog::updateClimate);
    return page;
}

QWidget *SiteCoolingDialog::createCoolingPage()
{
    auto *page = new QWidget;
    SettingsForm *f = newForm(page);
    f->addSection(tr("Design"));
    f->choice("cooling.architecture", mSettings.architecture,
              {{tr("Automatic"), CoolingArchitecture::Auto}, {tr("Air"), CoolingArchitecture::Air}, {tr("Liquid"), CoolingArchitecture::Liquid}});
    f->choice("cooling.redundancy", mSettings.redundancy,
              {{QStringLiteral("N"), CoolingRedundancy::N}, {QStringLiteral("N+1"), CoolingRedundancy::NPlus1}, {QStringLiteral("2N"), CoolingRedundancy::TwoN}});
    f->choice("cooling.it_power_basis", mSettings.itPowerBasis,
              {{tr("Typical draw"), ItPowerBasis::Typical}, {tr("Nameplate"), ItPowerBasis::Nameplate}});
    f->number("cooling.air_density_limit_kw_per_rack", mSettings.airDensityLimitKwPerRack);
    f->number("cooling.lighting_other_w_per_m2", mSettings.lightingOtherWPerM2);
    f->addSection(tr("Liquid plant"));
    addLiquidFields(f);
    return page;
}

QWidget *SiteCoolingDialog::createAirPage()
{
    auto *page = new QWidget;
    SettingsForm *f = newForm(page);
    AirPlantSettings &a = mSettings.air;
    f->addNote(tr("Chilled-water plant: all heat of the air architecture and the residual air heat of the liquid one."));
    f->number("cooling.air.supply_air_c", a.supplyAirC);
    f->number("cooling.air.return_air_rise_k", a.returnAirRiseK);
    f->number("cooling.air.chilled_water_supply_c", a.chilledWaterSupplyC);
    f->number("cooling.air.chilled_water_rise_k", a.chilledWaterRiseK);
    f->choice("cooling.air.economizer", a.economizer,
              {{tr("None"), Economizer::None}, {tr("Water-side"), Economizer::WaterSide}, {tr("Air-side"), Economizer::AirSide}});
    f->choice("cooling.air.heat_rejection", a.heatRejection,
              {{tr("Cooling tower (wet-bulb)"), HeatRejection::CoolingTower}, {tr("Dry cooler (dry-bulb)"), HeatRejection::DryCooler}});
    f->number("cooling.air.economizer_approach_k", a.economizerApproachK);
    f->number("cooling.air.chiller_cop", a.chillerCop);
    f->number("cooling.air.chiller_rating_outdoor_c", a.chillerRatingOutdoorC);
    f->number("cooling.air.cop_change_per_k", a.copChangePerK);
    f->number("cooling.air.chiller_cop_min", a.chillerCopMin);
    f->number("cooling.air.chiller_cop_max", a.chillerCopMax);
    f->number("cooling.air.fan_w_per_kw", a.fanWPerKw);
    f->number("cooling.air.pump_w_per_kw", a.pumpWPerKw);
    f->number("cooling.air.heat_rejection_w_per_kw", a.heatRejectionWPerKw);
    return page;
}

void SiteCoolingDialog::addLiquidFields(SettingsForm *f)
{
    LiquidPlantSettings &l = mSettings.liquid;
    f->addNote(tr("Warm-water plant of the liquid architecture: CDUs and dry coolers, with a trim chiller above "
                  "the dry coolers' reach. Used for the design or as the alternative."));
    f->number("cooling.liquid.supply_c", l.supplyC, QStringLiteral("liquid_supply_c"));
    f->number("cooling.liquid.rise_k", l.riseK);
    f->choice("cooling.liquid.heat_rejection", l.heatRejection,
              {{tr("Dry cooler (dry-bulb)"), HeatRejection::DryCooler}, {tr("Cooling tower (wet-bulb)"), HeatRejection::CoolingTower}},
              QStringLiteral("liquid_heat_rejection"));
    f->number("cooling.liquid.dry_cooler_approach_k", l.dryCoolerApproachK);
    f->number("cooling.liquid.capture_fraction", l.captureFraction);
    f->number("cooling.liquid.cdu_pump_w_per_kw", l.cduPumpWPerKw);
    f->number("cooling.liquid.dry_cooler_fan_w_per_kw", l.dryCoolerFanWPerKw);
}

QWidget *SiteCoolingDialog::createPowerChainPage()
{
    auto *page = new QWidget;
    SettingsForm *f = newForm(page);
    struct Device {
        const char *key;  // its file key under cooling.power_chain
        QString name;
        ChainLoss *loss;
    };
    const Device devices[3] = {
        {"transformer", tr("Transformer"), &mSettings.powerChain.transformer},
        {"ups", tr("UPS"), &mSettings.powerChain.ups},
        {"pdu", tr("PDU"), &mSettings.powerChain.pdu},
    };
    f->addNote(tr("Each device loses no-load + proportional × x + square-law × x² of its rating at load fraction x "
                  "(Schneider Electric WP 113). With UPSs on the floor the UPS load fraction is the design's "
                  "(IT over the UPS ratings); the value here is used only without a UPS."));
    for (const Device &d : devices) {
        f->addSection(d.name);
        if (d.loss == &mSettings.powerChain.ups)
            f->choice("cooling.power_chain.ups_mode", mSettings.powerChain.upsMode,
                      {{tr("Double conversion"), UpsMode::DoubleConversion}, {tr("Eco mode (static bypass)"), UpsMode::Eco}});
        // Object names "<device>_<term>" ("ups_no_load"): the key's last segment repeats per device.
        const std::string prefix = std::string("cooling.power_chain.") + d.key + ".";
        const QString name = QString::fromLatin1(d.key) + QLatin1Char('_');
        f->number((prefix + "no_load").c_str(), d.loss->noLoad, name + QStringLiteral("no_load"));
        f->number((prefix + "proportional").c_str(), d.loss->proportional, name + QStringLiteral("proportional"));
        f->number((prefix + "square_law").c_str(), d.loss->squareLaw, name + QStringLiteral("square_law"));
        f->number((prefix + "load_fraction").c_str(), d.loss->loadFraction, name + QStringLiteral("load_fraction"));
    }
    return page;
}

void SiteCoolingDialog::addCostFields(SettingsForm *f)
{
    CostSettings &c = mSettings.cost;
    f->integer("cooling.cost.tco_years", c.tcoYears);
    f->number("cooling.cost.gpu_utilisation", c.gpuUtilisation);
    f->integer("cooling.cost.monte_carlo_samples", c.monteCarloSamples);
    f->integer("cooling.cost.monte_carlo_seed", c.monteCarloSeed);
    // The generator fleet (issue 32 item 3): its price per kW is a cost input; its make-up here.
    f->number("cooling.cost.generator_unit_kw", c.generatorUnitKw);
    f->integer("cooling.cost.generator_spares", c.generatorSpares);
    f->number("cooling.cost.generator_step_pct", c.generatorStepPct);
    // Where it is built (issue 32 item 2): the market's factor multiplies the installed plant and
    // building prices; automatic follows the site location as the climate does.
    std::vector<std::pair<QString, std::string>> markets = {{tr("Automatic (from the site location)"), std::string()}};
    for (const CostMarket &m : CostMarkets::all())
        markets.push_back({tr("%1 (× %2)").arg(QString::fromStdString(m.name), QLocale().toString(m.factor, 'f', 2)), m.id});
    f->choice<std::string>("cooling.cost.market", c.market, markets);
    f->addNote(tr("Prices, rates and plant efficiencies with their ranges are on the Cost inputs page."));
}

QWidget *SiteCoolingDialog::createCostInputsPage()
{
    auto *page = new QWidget;
    auto *v = new QVBoxLayout(page);
    auto *note = new QLabel(tr("Every input of the air vs liquid verdict. <b>Base</b> is the value used; <b>Low</b> and "
                               "<b>High</b> bound the tornado and the Monte Carlo run. Prices in USD are converted at the "
                               "exchange rate; energy, water and demand charges are in the site currency. docs/cost.md "
                               "gives every formula and source."),
                            page);
    note->setWordWrap(true);
    v->addWidget(note);
    mCostInputs = new CostInputsTable(mSite, mSettings, page);
    v->addWidget(mCostInputs, 1);
    return page;
}

void SiteCoolingDialog::showWeatherChoice()
{
    if (!mSettings.weather)
        return;
    mWeatherNormals = mSettings.weather->monthlyNormals();
    const QString label = tr("Weather file: %1").arg(QString::fromStdString(mSettings.weather->describe()));
    if (const int i = mClimate->findData(QString::fromLatin1(kWeatherId)); i >= 0)
        mClimate->setItemText(i, label);
    else
        mClimate->addItem(label, QString::fromLatin1(kWeatherId));
}

void SiteCoolingDialog::importWeatherFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Weather File"), {},
                                                      tr("EnergyPlus weather (*.epw);;All files (*)"));
    if (path.isEmpty())
        return;
    const WeatherImport::Result imported =
        WeatherImport::fromFile(path.toStdString(), QFileInfo(path).fileName().toStdString());
    if (!imported.weather) {
        QStringList lines;
        for (const std::string &e : imported.errors)
            lines << QString::fromStdString(e);
        mError->setText(tr("The weather file was not imported:\n%1").arg(lines.join(QLatin1Char('\n'))));
        mError->show();
        return;
    }
    mError->hide();
    mSettings.weather = SiteWeatherRef(*imported.weather);
    showWeatherChoice();
    mClimate->setCurrentIndex(mClimate->findData(QString::fromLatin1(kWeatherId)));
    updateClimate();
}

QString SiteCoolingDialog::designConditionsText(const std::optional<DesignConditions> &d) const
{
    if (!d || !d->hasCooling())
        return tr(" No ASHRAE design conditions: the plant's peak is the year's hottest hour.");
    QString text = tr(" Design conditions (sizing the plant's peak): cooling 0.4 % %1 °C with %2 °C wet bulb")
                       .arg(QLocale().toString(d->cooling04DryBulbC, 'f', 1), QLocale().toString(d->cooling04MeanWetBulbC, 'f', 1));
    if (d->hasEvaporation())
        text += tr("; evaporation 0.4 % %1 °C wet bulb with %2 °C")
                    .arg(QLocale().toString(d->evaporation04WetBulbC, 'f', 1),
                         QLocale().toString(d->evaporation04MeanDryBulbC, 'f', 1));
    return text + tr(" (%1).").arg(QString::fromStdString(d->source));
}

const ClimateProfile &SiteCoolingDialog::selectedProfile() const
{
    const ClimateProfiles &builtIn = ClimateProfiles::builtIn();
    const std::string id = mClimate->currentData().toString().toStdString();
    if (id == kWeatherId && mSettings.weather)
        return mWeatherNormals;
    if (const ClimateProfile *p = id.empty() ? builtIn.matchLocation(mLocation->text().toStdString()) : builtIn.find(id))
        return *p;
    return *builtIn.find(ClimateProfiles::kFallbackId);
}

void SiteCoolingDialog::updateClimate()
{
    const bool custom = mClimate->currentData().toString() == QLatin1String(kCustomId);
    if (mShowingCustom && !custom) {
        // Keep the user's custom numbers while they look at a built-in profile.
        QString ignored;
        ClimateProfile edited = mCustomDraft;
        if (mClimateTable->read(edited, &ignored))
            mCustomDraft = edited;
    }
    // Until a custom profile exists it starts from the built-in one last shown, so the user
    // edits a real climate rather than twelve zeros.
    if (!mCustomStarted && !custom)
        mCustomDraft = selectedProfile();
    mCustomStarted = mCustomStarted || custom;
    mShowingCustom = custom;
    mCustomName->setEnabled(custom);
    mCustomSource->setEnabled(custom);
    mClimateTable->setEditable(custom);
    if (custom) {
        mClimateTable->showProfile(mCustomDraft);
        mClimateInfo->setText(tr("Edit the twelve monthly values below and name their source."));
        return;
    }
    const ClimateProfile &p = selectedProfile();
    mClimateTable->showProfile(p);
    if (mClimate->currentData().toString() == QLatin1String(kWeatherId) && mSettings.weather) {
        const SiteWeather &w = *mSettings.weather;
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
    mClimateInfo->setText(info + designConditionsText(p.design));
}

bool SiteCoolingDialog::apply(QString *why)
{
    for (const auto &form : mForms)
        form->writeBack();
    mCostInputs->finishEditing();
    if (!mCostInputs->read(mSite, mSettings, why))
        return false;
    mSettings.climateProfileId = mClimate->currentData().toString().toStdString();
    if (mSettings.climateProfileId == kCustomId) {
        ClimateProfile custom = mSettings.customClimate.value_or(ClimateProfile{});
        if (!mClimateTable->read(custom, why))
            return false;
        custom.id = kCustomId;
        custom.name = mCustomName->text().trimmed().toStdString();
        custom.source = mCustomSource->text().trimmed().toStdString();
        if (custom.source.empty()) {
            *why = tr("Custom climate: name the source of the monthly values (station, period).");
            return false;
        }
        custom.rhEstimated = false;
        mSettings.customClimate = custom;
    }
    // Both blocks are judged by the file reader's rules before anything is pushed (all or
    // nothing, one undo step).
    QString refusal;
    if (mDocument->setBlocks({mSite, mSettings}, tr("Change site and cooling settings"), &refusal))
        return true;
    *why = tr("These settings cannot be applied:\n%1").arg(refusal);
    return false;
}

QString SiteCoolingDialog::errorText() const
{
    return mError->text();
}

void SiteCoolingDialog::accept()
{
    QString why;
    if (!apply(&why)) {
        mError->setText(why);
        mError->show();
        return;
    }
    mError->clear();
    mError->hide();
    QDialog::accept();
}

} // namespace dcs
