#include "sitecoolingdialog.h"
#include "spec/costmarkets.h"
#include "climatepage.h"
#include "costinputstable.h"
#include "document/projectdocument.h"
#include "io/coolingsettingsio.h"
#include "json/loaderror.h"
#include "settingsform.h"
#include <QDialogButtonBox>
#include <QScrollArea>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace dcs {

using nlohmann::json;

SiteCoolingDialog::SiteCoolingDialog(ProjectDocument *document, QWidget *parent)
    : QDialog(parent), mDocument(document), mSite(document->project().site), mSettings(document->project().cooling)
{
    setObjectName(QStringLiteral("siteCoolingDialog"));
    setWindowTitle(tr("Site and Cooling"));
    auto *layout = new QVBoxLayout(this);
    mPages = new QTabWidget(this);
    // Pages of similar height, so none is a few fields in a large empty page.
    mPages->addTab(createSiteAndCostPage(), tr("Site and cost"));
    // The Climate page follows the location typed on the Site page.
    mClimatePage = new ClimatePage(mSettings, mLocation->text());
    connect(mLocation, &QLineEdit::textChanged, mClimatePage, &ClimatePage::setLocation);
    mPages->addTab(mClimatePage, tr("Climate"));
    mPages->addTab(createCoolingPage(), tr("Cooling"));
    mPages->addTab(createAirPage(), tr("Air plant"));
    mPages->addTab(createThermalPage(), tr("Thermal map"));
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
    connect(mClimatePage, &ClimatePage::weatherImportFailed, this, &SiteCoolingDialog::showError);
    connect(mClimatePage, &ClimatePage::weatherImported, mError, &QLabel::hide);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SiteCoolingDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SiteCoolingDialog::reject);
    layout->addWidget(buttons);
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
    f->text("site.currency", mSite.currency);
    f->number("site.electricity_price_per_kwh", mSite.electricityPricePerKwh);
    f->number("site.grid_co2_kg_per_kwh", mSite.gridCo2KgPerKwh);
    f->number("cooling.cost.site_currency_per_usd", mSettings.cost.siteCurrencyPerUsd);
    f->addSection(tr("Cost"));
    addCostFields(f);
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

// The thermal map's hall and model (docs/thermal.md): how the air is delivered and returned,
// the room's heights, the layers and the grid, the air rises assumed where the catalog gives no
// airflow, and the failure scan.
QWidget *SiteCoolingDialog::createThermalPage()
{
    auto *page = new QWidget;
    SettingsForm *f = newForm(page);
    ThermalSettings &t = mSettings.thermal;
    f->addNote(tr("The thermal map: where the air goes in the hall, rack by rack and by height "
                  "(docs/thermal.md). The supply air temperature is the air plant's."));
    f->addSection(tr("Hall"));
    f->choice("cooling.thermal.ashrae_class", t.ashraeClass,
              {{QStringLiteral("A1"), AshraeClass::A1}, {QStringLiteral("A2"), AshraeClass::A2},
               {QStringLiteral("A3"), AshraeClass::A3}, {QStringLiteral("A4"), AshraeClass::A4}});
    f->choice("cooling.thermal.air_delivery", t.raisedFloor,
              {{tr("Raised floor, perforated tiles in front of the racks"), true}, {tr("Into the room (flooded)"), false}});
    f->choice("cooling.thermal.ceiling_return", t.plenumReturn,
              {{tr("Through the room to the CRAHs"), false}, {tr("Ceiling plenum, grilles over the hot aisles"), true}});
    f->number("cooling.thermal.ceiling_height_m", t.ceilingHeightM);
    f->number("cooling.thermal.air_layer_height_m", t.airLayerHeightM);
    f->addSection(tr("Model"));
    f->integer("cooling.thermal.layers", t.layers);
    f->integer("cooling.thermal.grid_refine", t.gridRefine);
    f->number("cooling.thermal.eddy_diffusivity_m2_s", t.eddyDiffusivityM2s);
    f->number("cooling.thermal.opening_discharge_coefficient", t.openingDischargeCoefficient);
    f->number("cooling.thermal.gpu_server_delta_t_k", t.gpuServerDeltaTK);
    f->number("cooling.thermal.switch_delta_t_k", t.switchDeltaTK);
    f->number("cooling.thermal.other_delta_t_k", t.otherDeltaTK);
    f->choice("cooling.thermal.failure_scan", t.failureScan, {{tr("Each air unit off in turn"), true}, {tr("Off"), false}});
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

bool SiteCoolingDialog::apply(QString *why)
{
    for (const auto &form : mForms)
        form->writeBack();
    mCostInputs->finishEditing();
    if (!mCostInputs->read(mSite, mSettings, why))
        return false;
    if (!mClimatePage->read(&mSettings, why))
        return false;
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

void SiteCoolingDialog::showError(const QString &why)
{
    mError->setText(why);
    mError->show();
}

void SiteCoolingDialog::accept()
{
    QString why;
    if (!apply(&why)) {
        showError(why);
        return;
    }
    mError->clear();
    mError->hide();
    QDialog::accept();
}

} // namespace dcs
