#include "sitecoolingdialog.h"
#include "spec/costmarkets.h"
#include "climate/climateprofiles.h"
#include "climatetable.h"
#include "costinputstable.h"
#include "document/projectdocument.h"
#include "io/coolingsettingsio.h"
#include "json/loaderror.h"
#include "settingsform.h"
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QLineEdit>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace dcs {

using nlohmann::json;

namespace {
// Every field says what it means and where its default comes from (shown beside it).
FieldHelp tip(const QString &meaning, const QString &defaultValue, const QString &source)
{
    return {meaning, defaultValue, source};
}
const QString kAssumption = QObject::tr("assumption");
constexpr const char *kCustomId = "custom";
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
    f->text(QStringLiteral("name"), tr("Site name"), mSite.name, tip(tr("Name of the site, shown in the report."), tr("\"New site\""), tr("placeholder")));
    mLocation = f->text(QStringLiteral("location"), tr("Location"), mSite.location,
                        tip(tr("Where the hall stands. With the climate set to \"From site location\" a built-in "
                               "profile whose city occurs in this text is used (e.g. \"Dublin, Ireland\")."),
                            tr("\"Unspecified\" (Ashburn VA climate)"), tr("placeholder")));
    connect(mLocation, &QLineEdit::textChanged, this, &SiteCoolingDialog::updateClimate);
    f->text(QStringLiteral("currency"), tr("Currency"), mSite.currency,
            tip(tr("Currency code of every cost figure (energy price, capex, TCO)."), QStringLiteral("USD"), tr("catalog prices are in USD")));
    f->number(QStringLiteral("electricity_price_per_kwh"), tr("Electricity price"), mSite.electricityPricePerKwh, 0.0, 10.0, 4,
              tr(" per kWh"), tip(tr("Energy price at the site in the site currency, for energy cost and TCO."),
                                   tr("0.10 per kWh"), tr("assumption: typical US industrial tariff")));
    f->number(QStringLiteral("grid_co2_kg_per_kwh"), tr("Grid CO2 intensity"), mSite.gridCo2KgPerKwh, 0.0, 2.0, 3, tr(" kg/kWh"),
              tip(tr("CO2 emitted per kWh drawn from the grid at the site."), tr("0.40 kg/kWh"), tr("assumption: a mixed grid")));
    f->number(QStringLiteral("site_currency_per_usd"), tr("Exchange rate"), mSettings.cost.siteCurrencyPerUsd, 1e-6, 1e6, 4,
              tr(" per USD"), tip(tr("Site currency units per US dollar: converts the catalog's USD list prices."),
                                  QStringLiteral("1.0"), tr("catalog prices are USD")));
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
    mClimate->setCurrentIndex(std::max(0, mClimate->findData(QString::fromStdString(mSettings.climateProfileId))));
    mClimate->setToolTip(tip(tr("Monthly climate normals the hourly year is synthesised from (daily sinusoid; wet-bulb by "
                                "Stull 2011 for cooling towers). Built-in profiles cite their station and source."),
                             tr("from the site location, else Ashburn VA"), tr("climate normals, docs/cooling.md")).toolTip());
    form->addRow(tr("Climate profile"), mClimate);
    mClimateInfo = new QLabel(page);
    mClimateInfo->setWordWrap(true);
    mClimateInfo->setStyleSheet(QStringLiteral("color: palette(dark);"));
    form->addRow(QString(), mClimateInfo);
    mCustomStarted = mSettings.customClimate.has_value();
    mCustomDraft = mSettings.customClimate.value_or(ClimateProfile{});
    mCustomName = new QLineEdit(QString::fromStdString(mSettings.customClimate ? mSettings.customClimate->name : std::string("Custom site")), page);
    mCustomName->setObjectName(QStringLiteral("custom_name"));
    mCustomName->setToolTip(tip(tr("Name of the custom climate profile, shown in the report."), tr("\"Custom site\""), tr("placeholder")).toolTip());
    form->addRow(tr("Custom name"), mCustomName);
    mCustomSource = new QLineEdit(QString::fromStdString(mSettings.customClimate ? mSettings.customClimate->source : std::string("user input")), page);
    mCustomSource->setObjectName(QStringLiteral("custom_source"));
    mCustomSource->setToolTip(tip(tr("Where the custom monthly values come from (station, normals period): required, "
                                     "it travels with the numbers into the report."),
                                  tr("\"user input\""), tr("placeholder: replace it with the real source")).toolTip());
    form->addRow(tr("Custom source"), mCustomSource);
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
    f->choice(QStringLiteral("architecture"), tr("Design architecture"), mSettings.architecture,
              {{tr("Automatic"), CoolingArchitecture::Auto}, {tr("Air"), CoolingArchitecture::Air}, {tr("Liquid"), CoolingArchitecture::Liquid}},
              tip(tr("Which architecture is the design's own (capacity checks, KPIs); the other is evaluated as the "
                     "alternative. Automatic: liquid when the design has CDUs or liquid-cooled devices."),
                  tr("Automatic"), tr("studio rule: the equipment placed decides")));
    f->choice(QStringLiteral("redundancy"), tr("Cooling redundancy"), mSettings.redundancy,
              {{QStringLiteral("N"), CoolingRedundancy::N}, {QStringLiteral("N+1"), CoolingRedundancy::NPlus1}, {QStringLiteral("2N"), CoolingRedundancy::TwoN}},
              tip(tr("Usable capacity in the checks: N = all units, N+1 = all but the largest, 2N = half."), QStringLiteral("N+1"), kAssumption));
    f->choice(QStringLiteral("it_power_basis"), tr("IT power basis"), mSettings.itPowerBasis,
              {{tr("Typical draw"), ItPowerBasis::Typical}, {tr("Nameplate"), ItPowerBasis::Nameplate}},
              tip(tr("IT power used for energy: the catalog's typical draw or its nameplate maximum. Capacity checks always use nameplate."),
                  tr("Typical draw"), tr("REFERENCE 1.1: nameplate is not average draw")));
    f->number(QStringLiteral("air_density_limit_kw_per_rack"), tr("Air-cooling limit"), mSettings.airDensityLimitKwPerRack, 1, 500, 1,
              tr(" kW/rack"), tip(tr("Above this a rack without a rear door is flagged: air alone is impractical."),
                                  tr("30 kW per rack"), tr("REFERENCE 3: air practical to ~20-30 kW; assumption")));
    f->number(QStringLiteral("lighting_other_w_per_m2"), tr("Lighting and other"), mSettings.lightingOtherWPerM2, 0, 1000, 1, tr(" W/m²"),
              tip(tr("Lighting and other facility loads per m² of hall floor."), tr("15 W/m²"), kAssumption));
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
    f->number(QStringLiteral("supply_air_c"), tr("Supply air"), a.supplyAirC, 10, 35, 1, tr(" °C"),
              tip(tr("Cold-aisle supply air setpoint."), tr("24 °C"), tr("ASHRAE TC 9.9 recommended 18-27 °C")));
    f->number(QStringLiteral("return_air_rise_k"), tr("Return air rise"), a.returnAirRiseK, 1, 30, 1, tr(" K"),
              tip(tr("Air temperature rise across the IT (hot aisle - cold aisle)."), tr("12 K"), tr("assumption: the catalog CRAH airflows use 12 K")));
    f->number(QStringLiteral("chilled_water_supply_c"), tr("Chilled water supply"), a.chilledWaterSupplyC, 4, 30, 1, tr(" °C"),
              tip(tr("Chilled-water supply temperature to the CRAHs."), tr("15 °C"), tr("assumption: elevated chilled water")));
    f->number(QStringLiteral("chilled_water_rise_k"), tr("Chilled water rise"), a.chilledWaterRiseK, 1, 20, 1, tr(" K"),
              tip(tr("Chilled-water temperature rise across the CRAH coils."), tr("6 K"), kAssumption));
    f->choice(QStringLiteral("economizer"), tr("Economizer"), a.economizer,
              {{tr("None"), Economizer::None}, {tr("Water-side"), Economizer::WaterSide}, {tr("Air-side"), Economizer::AirSide}},
              tip(tr("Free cooling: water-side uses the tower/dry cooler to pre-cool the chilled water; air-side brings in outdoor air."),
                  tr("Water-side"), kAssumption));
    f->choice(QStringLiteral("heat_rejection"), tr("Heat rejection"), a.heatRejection,
              {{tr("Cooling tower (wet-bulb)"), HeatRejection::CoolingTower}, {tr("Dry cooler (dry-bulb)"), HeatRejection::DryCooler}},
              tip(tr("A cooling tower works against the outdoor wet-bulb, a dry cooler against the dry-bulb."),
                  tr("Cooling tower"), tr("assumption: LBNL kW/ton figures are water-cooled plants")));
    f->number(QStringLiteral("economizer_approach_k"), tr("Economizer approach"), a.economizerApproachK, 0, 20, 1, tr(" K"),
              tip(tr("Temperature difference the heat exchanger and tower need above the outdoor temperature."), tr("4 K"), kAssumption));
    f->number(QStringLiteral("chiller_cop"), tr("Chiller COP at rating"), a.chillerCop, 1, 15, 2, QString(),
              tip(tr("Chiller coefficient of performance at the rating condition (COP = 3.517 / kW per ton)."),
                  tr("5.86 = 0.6 kW/ton"), tr("LBNL \"better\" practice, REFERENCE 3")));
    f->number(QStringLiteral("chiller_rating_outdoor_c"), tr("Rating outdoor temperature"), a.chillerRatingOutdoorC, -10, 50, 1, tr(" °C"),
              tip(tr("Outdoor temperature (wet-bulb with a tower) at which the rated COP holds."), tr("24 °C"),
                  tr("assumption; use ~35 °C for dry coolers")));
    f->number(QStringLiteral("cop_change_per_k"), tr("COP change per K"), a.copChangePerK, 0, 0.2, 3, QString(),
              tip(tr("Fraction by which the COP falls per K of outdoor temperature above the rating (and rises below)."),
                  tr("0.03"), tr("assumption: ~3 % per K of condensing temperature")));
    f->number(QStringLiteral("chiller_cop_min"), tr("COP minimum"), a.chillerCopMin, 0.5, 15, 2, QString(),
              tip(tr("Lowest COP the temperature correction may reach."), QStringLiteral("2"), kAssumption));
    f->number(QStringLiteral("chiller_cop_max"), tr("COP maximum"), a.chillerCopMax, 0.5, 30, 2, QString(),
              tip(tr("Highest COP the temperature correction may reach."), QStringLiteral("10"), kAssumption));
    f->number(QStringLiteral("fan_w_per_kw"), tr("CRAH fan power"), a.fanWPerKw, 0, 500, 1, tr(" W/kW"),
              tip(tr("CRAH/in-row fan power per kW of air heat."), tr("30 W/kW"), tr("catalog crah-cw-150: 4.6 kW per 150 kW")));
    f->number(QStringLiteral("pump_w_per_kw"), tr("Pump power"), a.pumpWPerKw, 0, 500, 1, tr(" W/kW"),
              tip(tr("Chilled and condenser water pump power per kW of heat."), tr("15 W/kW"), kAssumption));
    f->number(QStringLiteral("heat_rejection_w_per_kw"), tr("Heat rejection fans"), a.heatRejectionWPerKw, 0, 500, 1, tr(" W/kW"),
              tip(tr("Tower or dry-cooler fan power per kW rejected."), tr("10 W/kW"), kAssumption));
    return page;
}

void SiteCoolingDialog::addLiquidFields(SettingsForm *f)
{
    LiquidPlantSettings &l = mSettings.liquid;
    f->addNote(tr("Warm-water plant of the liquid architecture: CDUs and dry coolers, with a trim chiller above "
                  "the dry coolers' reach. Used for the design or as the alternative."));
    f->number(QStringLiteral("liquid_supply_c"), tr("Facility water supply"), l.supplyC, 5, 60, 1, tr(" °C"),
              tip(tr("Warm-water supply temperature to the CDUs."), tr("32 °C"), tr("warm-water DLC loops 30-45 °C (REFERENCE 3)")));
    f->number(QStringLiteral("rise_k"), tr("Facility water rise"), l.riseK, 1, 30, 1, tr(" K"),
              tip(tr("Facility-water temperature rise across the CDUs."), tr("10 K"), kAssumption));
    f->choice(QStringLiteral("liquid_heat_rejection"), tr("Loop heat rejection"), l.heatRejection,
              {{tr("Dry cooler (dry-bulb)"), HeatRejection::DryCooler}, {tr("Cooling tower (wet-bulb)"), HeatRejection::CoolingTower}},
              tip(tr("What the warm-water loop rejects its heat to: dry coolers work against the outdoor dry-bulb, a "
                     "cooling tower against the wet-bulb (and uses make-up water). The loop's free hours follow."),
                  tr("Dry cooler"), tr("warm-water DLC loops reject to dry coolers (REFERENCE 3)")));
    f->number(QStringLiteral("dry_cooler_approach_k"), tr("Loop approach"), l.dryCoolerApproachK, 0, 20, 1, tr(" K"),
              tip(tr("How far above the outdoor temperature (dry-bulb for dry coolers, wet-bulb for a tower) the loop's "
                     "heat rejection can cool the water; above its reach a trim chiller helps."),
                  tr("5 K"), kAssumption));
    f->number(QStringLiteral("capture_fraction"), tr("Liquid capture"), l.captureFraction, 0, 1, 2, QString(),
              tip(tr("Share of an air-native GPU server's heat (and fan power) that cold plates take in the liquid "
                     "architecture; the fan share leaves the IT load."),
                  QStringLiteral("0.75"), tr("NVIDIA/Vertiv study, 75 % direct-to-chip, REFERENCE 3")));
    f->number(QStringLiteral("cdu_pump_w_per_kw"), tr("CDU pump power"), l.cduPumpWPerKw, 0, 500, 1, tr(" W/kW"),
              tip(tr("CDU pump power per kW of liquid heat."), tr("10 W/kW"), tr("catalog cdu-1350: 13.7 kW for 1,368 kW")));
    f->number(QStringLiteral("dry_cooler_fan_w_per_kw"), tr("Dry cooler fans"), l.dryCoolerFanWPerKw, 0, 500, 1, tr(" W/kW"),
              tip(tr("Dry-cooler fan power per kW rejected."), tr("15 W/kW"), kAssumption));
}

QWidget *SiteCoolingDialog::createPowerChainPage()
{
    auto *page = new QWidget;
    SettingsForm *f = newForm(page);
    struct Device {
        QString key;
        QString name;
        ChainLoss *loss;
        QString defaults;
        QString source;
    };
    const QString assumed = tr("assumption in the WP 113 loss form");
    const Device devices[3] = {
        {QStringLiteral("transformer"), tr("Transformer"), &mSettings.powerChain.transformer, QStringLiteral("0.002 / 0 / 0.01 / 0.5"), assumed},
        {QStringLiteral("ups"), tr("UPS"), &mSettings.powerChain.ups, QStringLiteral("0.0072 / 0.0094 / 0.0143 / 0.4"),
         tr("Galaxy VS datasheet: 96 % at 25 % load, 97 % from 50 %")},
        {QStringLiteral("pdu"), tr("PDU"), &mSettings.powerChain.pdu, QStringLiteral("0.002 / 0 / 0.01 / 0.4"), assumed},
    };
    f->addNote(tr("Each device loses no-load + proportional × x + square-law × x² of its rating at load fraction x "
                  "(Schneider Electric WP 113). With UPSs on the floor the UPS load fraction is the design's "
                  "(IT over the UPS ratings); the value here is used only without a UPS."));
    for (const Device &d : devices) {
        f->addSection(d.name);
        if (d.loss == &mSettings.powerChain.ups)
            f->choice(QStringLiteral("ups_mode"), tr("Operating mode"), mSettings.powerChain.upsMode,
                      {{tr("Double conversion"), UpsMode::DoubleConversion}, {tr("Eco mode (static bypass)"), UpsMode::Eco}},
                      tip(tr("Double conversion carries the load through rectifier and inverter; eco mode through the "
                             "static bypass with the inverter ready, losing a third as much (about 99 % at half load) "
                             "while the utility is within tolerance."),
                          tr("Double conversion"), tr("Galaxy VX manual 990-5452: a third of the loss")));
        const QString defaults = tr("no-load / proportional / square-law / load = %1").arg(d.defaults);
        f->number(d.key + QStringLiteral("_no_load"), tr("No-load loss"), d.loss->noLoad, 0, 0.5, 4, QString(),
                  tip(tr("%1 loss that does not depend on load, as a fraction of its rating.").arg(d.name), defaults, d.source));
        f->number(d.key + QStringLiteral("_proportional"), tr("Proportional loss"), d.loss->proportional, 0, 0.5, 4, QString(),
                  tip(tr("%1 loss proportional to load, as a fraction of its rating at full load.").arg(d.name), defaults, d.source));
        f->number(d.key + QStringLiteral("_square_law"), tr("Square-law loss"), d.loss->squareLaw, 0, 0.5, 4, QString(),
                  tip(tr("%1 I²R loss growing with the square of load, as a fraction of its rating at full load.").arg(d.name), defaults, d.source));
        f->number(d.key + QStringLiteral("_load_fraction"), tr("Load fraction"), d.loss->loadFraction, 0.01, 1.5, 2, QString(),
                  tip(tr("%1 operating load as a fraction of its rating (low load = low efficiency).").arg(d.name), defaults, d.loss == &mSettings.powerChain.ups ? tr("assumption; placed UPSs give the design's load") : d.source));
    }
    return page;
}

void SiteCoolingDialog::addCostFields(SettingsForm *f)
{
    CostSettings &c = mSettings.cost;
    f->integer(QStringLiteral("tco_years"), tr("TCO period"), c.tcoYears, 1, 50, tr(" years"),
               tip(tr("Years over which capex and opex are summed and discounted; break-even is sought within them."), tr("5 years"), tr("assumption: a typical GPU server depreciation period")));
    f->number(QStringLiteral("gpu_utilisation"), tr("GPU utilisation"), c.gpuUtilisation, 0.01, 1.0, 2, QString(),
              tip(tr("Share of hours billed per GPU, for the cost per GPU-hour."), QStringLiteral("1.0"), kAssumption));
    f->integer(QStringLiteral("monte_carlo_samples"), tr("Monte Carlo samples"), c.monteCarloSamples, 0, 1000000, QString(),
               tip(tr("Samples of the uncertainty run over every cost input's range (0 = off)."), QStringLiteral("10,000"), tr("issue 14 default")));
    f->integer(QStringLiteral("monte_carlo_seed"), tr("Monte Carlo seed"), c.monteCarloSeed, 0, 2000000000, QString(),
               tip(tr("Seed of the random draws: the same seed gives the same figures on every machine."), QStringLiteral("1"), tr("reproducibility")));
    // The generator fleet (issue 32 item 3): its price per kW is a cost input; its make-up here.
    f->number(QStringLiteral("generator_unit_kw"), tr("Largest generator unit"), c.generatorUnitKw, 10, 100000, 0, tr(" kW"),
              tip(tr("The standby fleet carries the design's peak hour on N equal units of at most this rating, plus "
                     "the spare units below; the bill prices every unit installed."),
                  tr("2,500 kW"), tr("Caterpillar 3516C: 2,500 ekW standby at 60 Hz, a common data-centre genset")));
    f->integer(QStringLiteral("generator_spares"), tr("Spare generator units"), c.generatorSpares, 0, 10, QString(),
               tip(tr("Units beyond those the peak hour needs: 1 is N+1, 0 is N."), QStringLiteral("1 (N+1)"),
                   tr("Uptime Institute Tier III: redundant capacity components; the engine generators are the primary power")));
    f->number(QStringLiteral("generator_step_pct"), tr("Generator load step accepted"), c.generatorStepPct, 5, 100, 0, tr(" %"),
              tip(tr("The largest load the running units accept in one step, in % of their rating. When the transfer "
                     "switch closes they take the cooling plant's peak-hour power at once (the UPS walks its load in "
                     "over seconds), so the fleet is sized for the larger of the peak hour and that block divided by "
                     "this share. Lower it for gas engines to the maker's figure."),
                  QStringLiteral("100 %"),
                  tr("Caterpillar C27 standby datasheet: 100 % rated load in one step per NFPA 110; UFGS 16264A: full load "
                     "in one step is typical of standby diesel sets")));
    // Where it is built (issue 32 item 2): the market's factor multiplies the installed plant and
    // building prices; automatic follows the site location as the climate does.
    std::vector<std::pair<QString, std::string>> markets = {{tr("Automatic (from the site location)"), std::string()}};
    for (const CostMarket &m : CostMarkets::all())
        markets.push_back({tr("%1 (× %2)").arg(QString::fromStdString(m.name), QLocale().toString(m.factor, 'f', 2)), m.id});
    f->choice<std::string>(QStringLiteral("market"), tr("Construction market"), c.market, markets,
                           tip(tr("The market whose construction costs price the building and the installed cooling and "
                                  "electrical plant (equipment at list price is not affected). Its factor is the base of "
                                  "the location factor on the Cost inputs page, which may also be set there."),
                               tr("automatic"),
                               tr("Cushman & Wakefield Data Center Development Cost Guide 2025 (US average 11.7 M USD per "
                                  "MW) and Turner & Townsend Data Centre Construction Cost Index 2025-26")));
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

const ClimateProfile &SiteCoolingDialog::selectedProfile() const
{
    const ClimateProfiles &builtIn = ClimateProfiles::builtIn();
    const std::string id = mClimate->currentData().toString().toStdString();
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
    QString info = tr("%1 — station %2, %3. Source: %4.")
                       .arg(QString::fromStdString(p.name), QString::fromStdString(p.station), QString::fromStdString(p.period),
                            QString::fromStdString(p.source));
    if (p.rhEstimated)
        info += tr(" Humidity estimated (%1).").arg(QString::fromStdString(p.rhMethod));
    mClimateInfo->setText(info);
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
