#include "sitecoolingdialog.h"
#include "spec/costmarkets.h"
#include "climate/climateprofiles.h"
#include "io/weatherimport.h"
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
#include <QScrollArea>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QLineEdit>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace dcs {

using nlohmann::json;

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
    // The design keeps an imported year while another profile is chosen (so the choice can be
    // undone in the dialog); removing it is a choice of its own.
    mRemoveWeather = new QPushButton(tr("Re&move"), page);
    mRemoveWeather->setObjectName(QStringLiteral("removeWeather"));
    mRemoveWeather->setToolTip(tr("Remove the imported weather file from the design (about 190 KB of hours); the climate "
                                  "then comes from the site location, or the profile chosen."));
    connect(mRemoveWeather, &QPushButton::clicked, this, &SiteCoolingDialog::removeWeatherFile);
    showWeatherChoice();
    mClimate->setCurrentIndex(std::max(0, mClimate->findData(QString::fromStdString(mSettings.climateProfileId))));
    auto *climateRow = new QHBoxLayout;
    climateRow->addWidget(mClimate, 1);
    climateRow->addWidget(mImportWeather);
    climateRow->addWidget(mRemoveWeather);
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
    addDesignConditionFields(form, page);
    mDesignDraft = designTexts(mCustomDraft.design);
    v->addLayout(form);
    mClimateTable = new ClimateTable(page);
    v->addWidget(mClimateTable, 1);
    connect(mClimate, &QComboBox::currentIndexChanged, this, &SiteCoolingDialog::updateClimate);
    return page;
}

// The custom climate's ASHRAE design conditions (issue 34 item 3): three compact rows of
// temperatures (a pair on one row, as the Handbook prints them) and their source. Empty = not
// given; in custom mode they are typed, otherwise they show the profile's or weather file's.
void SiteCoolingDialog::addDesignConditionFields(QFormLayout *form, QWidget *page)
{
    auto *heading = new QLabel(tr("<b>ASHRAE design conditions</b> — size the plant's peak; leave empty where not known"), page);
    heading->setStyleSheet(QStringLiteral("color: palette(dark);"));
    form->addRow(heading);
    for (int i = 0; i < 6; ++i) {
        const InputDescription &d = InputHelp::describe(kDesignKeys[i]);
        auto *edit = new QLineEdit(page);
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
        firstWidth = std::max(firstWidth, page->fontMetrics().horizontalAdvance(w) + 8);
    const auto row = [&](const QString &title, int first, const QString &firstWord, int second, const QString &secondWord) {
        auto *field = new QWidget(page);
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
        auto *caption = new QLabel(title, page);
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
QStringList SiteCoolingDialog::designTexts(const std::optional<DesignConditions> &design)
{
    QStringList texts;
    for (int i = 0; i < 5; ++i) {
        const double v = design ? (*design).*kDesignValues[i] : DesignConditions::kMissing;
        texts << (std::isnan(v) ? QString() : QLocale().toString(v, 'g', QLocale::FloatingPointShortest));
    }
    texts << (design ? QString::fromStdString(design->source) : QString());
    return texts;
}

QStringList SiteCoolingDialog::shownDesignTexts() const
{
    QStringList texts;
    for (const QLineEdit *e : mDesignFields)
        texts << e->text();
    return texts;
}

void SiteCoolingDialog::showDesignTexts(const QStringList &texts)
{
    for (size_t i = 0; i < mDesignFields.size(); ++i) {
        mDesignFields[i]->setText(texts.value(qsizetype(i)));
        mDesignFields[i]->setCursorPosition(0);
    }
}

// The typed design conditions, judged as the file reader does (designconditionsio.cpp), but
// naming the fields by their labels; and a source whenever a value is given.
bool SiteCoolingDialog::readDesignConditions(std::optional<DesignConditions> *design, QString *why) const
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
    // With the CDU loops' pipes and coolant (issue 34) this page is the tallest by far: it
    // scrolls, so the dialog keeps the other pages' height and none of them is mostly empty.
    auto *outer = new QWidget;
    auto *v = new QVBoxLayout(outer);
    v->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(outer);
    scroll->setObjectName(QStringLiteral("coolingScroll"));
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->viewport()->setAutoFillBackground(false);
    page->setAutoFillBackground(false);
    // Not a slot to peer through: at least 30 lines of the page show (the dialog is sized to it).
    scroll->setMinimumHeight(std::min(page->sizeHint().height(), 30 * page->fontMetrics().lineSpacing()));
    v->addWidget(scroll);
    return outer;
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
    // A class below the supply is refused on OK by the file reader's rule (coolingsettingsio.cpp).
    std::vector<std::pair<QString, LiquidClass>> classes = {{tr("Automatic"), LiquidClass::Auto}};
    for (const LiquidClassInfo &c : kLiquidClasses)
        if (c.value == LiquidClass::WPlus)
            classes.push_back({tr("W+ (above 45 °C)"), c.value});
        else if (c.value != LiquidClass::Auto)
            classes.push_back({tr("%1 (supply up to %2 °C)").arg(QLatin1String(c.name)).arg(c.maxSupplyC), c.value});
    f->choice("cooling.liquid.ashrae_class", l.ashraeClass, classes, QStringLiteral("liquid_ashrae_class"));
    f->number("cooling.liquid.rise_k", l.riseK);
    f->choice("cooling.liquid.heat_rejection", l.heatRejection,
              {{tr("Dry cooler (dry-bulb)"), HeatRejection::DryCooler}, {tr("Cooling tower (wet-bulb)"), HeatRejection::CoolingTower}},
              QStringLiteral("liquid_heat_rejection"));
    f->number("cooling.liquid.dry_cooler_approach_k", l.dryCoolerApproachK);
    f->number("cooling.liquid.capture_fraction", l.captureFraction);
    f->number("cooling.liquid.cdu_pump_w_per_kw", l.cduPumpWPerKw);
    f->number("cooling.liquid.dry_cooler_fan_w_per_kw", l.dryCoolerFanWPerKw);
    // The secondary loop's hydraulics (issue 34 item 1): its rise sets each rack's flow; the
    // pipes and the coolant its pressure drop (docs/cooling.md, "Hydraulics").
    f->addSection(tr("CDU loops: pipes and coolant"));
    f->number("cooling.liquid.loop_rise_k", l.loopRiseK);
    f->number("cooling.liquid.pipe_velocity_m_s", l.pipeVelocityMS);
    f->number("cooling.liquid.fittings_factor", l.fittingsFactor);
    f->number("cooling.liquid.riser_allowance_m", l.riserAllowanceM);
    f->number("cooling.liquid.pipe_roughness_mm", l.pipeRoughnessMm);
    f->number("cooling.liquid.cold_plate_pressure_drop_kpa", l.coldPlatePressureDropKpa);
    f->number("cooling.liquid.coolant_density_kg_m3", l.coolantDensityKgM3);
    f->number("cooling.liquid.coolant_cp_kj_kg_k", l.coolantCpKjKgK);
    f->number("cooling.liquid.coolant_viscosity_mpa_s", l.coolantViscosityMPaS);
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

void SiteCoolingDialog::removeWeatherFile()
{
    const int i = mClimate->findData(QString::fromLatin1(kWeatherId));
    const bool shown = i >= 0 && mClimate->currentIndex() == i;
    mSettings.weather.reset();
    if (i >= 0)
        mClimate->removeItem(i);  // moves the selection off it when it was shown
    if (shown)
        mClimate->setCurrentIndex(0);
    mRemoveWeather->setEnabled(false);
    updateClimate();
}

void SiteCoolingDialog::showWeatherChoice()
{
    if (mRemoveWeather)
        mRemoveWeather->setEnabled(bool(mSettings.weather));
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

// The design conditions themselves are in their fields below the info; the info says what they do.
QString SiteCoolingDialog::designConditionsText(const std::optional<DesignConditions> &d) const
{
    if (!d || !d->sizesThePeak())
        return tr(" No ASHRAE design conditions: the plant's peak is the year's peak hour.");
    return tr(" Its ASHRAE design conditions (below) size the plant's peak.");
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
    if (mClimate->currentData().toString() == QLatin1String(kWeatherId) && mSettings.weather) {
        const SiteWeather &w = *mSettings.weather;
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
        if (!readDesignConditions(&custom.design, why))
            return false;
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
