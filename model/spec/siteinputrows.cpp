// The inputs registry's rows for site and power_settings, sorted by key (inputdescriptions.h
// says what each column is for). The Site and Cooling dialog's first page and the Power
// settings dialog show these; a row whose label and unit are nullptr completes a cost input
// (CostInputs has its label, unit and range).
#include "inputdescriptiontable.h"

namespace dcs {

namespace {

// key, label, unit, decimals, scale, min, max (file units; 0, 0: none), source of the default,
// [meaning (the tooltip's first line), [form label]]
constexpr InputDescription kSiteRows[] = {
    {"power_settings.continuous_derating", "NEC continuous-load derating", "", -1, 1, 0, 0, "NEC 210.19/215.2: continuous loads at 80 % of the rating; none for IEC sites",
     "Usable share of breaker and PDU input ratings for continuous loads: 80 % under the US NEC; 100 % where ratings are continuous (REFERENCE 1.5).", "Continuous derating"},
    {"power_settings.design_load", "Design load basis", "", -1, 1, 0, 0, "assumption: nameplate maximum, the safe default for sizing",
     "What a device is assumed to draw. Nameplate maximum is the safe default for sizing breakers; typical draw suits energy estimates (REFERENCE 1.1).", "Design load"},
    {"power_settings.dynamics.band_high_hz", "Band to avoid, upper end", "Hz", 1, 1, 0.01, 500, "assumption: 20 Hz, the sub-synchronous range where Choukse et al. 2025 (arXiv 2508.14318) place the grid and generator resonances at risk",
     "Upper end of the band of frequencies the utility asks the hall's power to stay out of.", "Band upper end"},
    {"power_settings.dynamics.band_low_hz", "Band to avoid, lower end", "Hz", 2, 1, 0.001, 100, "assumption: 0.1 Hz (Choukse et al. 2025, arXiv 2508.14318)",
     "Lower end of the band of frequencies the utility asks the hall's power to stay out of.", "Band lower end"},
    {"power_settings.dynamics.band_rms_fraction", "Power allowed in the band", "% of IT", 1, 100, 0, 1, "assumption: 1 % of design IT (RMS); stricter published figures exist: IESO v3.0 (2026) holds sub-synchronous oscillation to the lesser of +/-2.5 MW or +/-0.25 %, LIPA under 10 MW in 0.1-5 Hz (as quoted in CAISO's 2026 straw proposal); agree the figure with the utility",
     "RMS power of the swing's components inside the band, as a share of the design IT load, above which the band warning is raised.", "Band limit"},
    {"power_settings.dynamics.bubble_low_fraction", "GPU power in pipeline bubbles", "% of high", 0, 100, 0, 1, "assumption: 30 % of TDP (a waiting GPU; Choukse et al. 2025 show such phases far below TDP, no figure tabulated)",
     "A GPU's power while it waits in the pipeline bubble, as a share of its compute-phase (TDP) power.", "Bubble power"},
    {"power_settings.dynamics.checkpoint_duration_s", "Checkpoint duration", "s", 0, 1, 0, 86400, "assumption: 30 s of stalled compute",
     "How long training stalls while a checkpoint is written. Must not exceed the checkpoint interval.", "Checkpoint duration"},
    {"power_settings.dynamics.checkpoint_interval_s", "Checkpoint interval", "s", 0, 1, 1, 604800, "assumption: every 30 min",
     "Time between two checkpoints of the training run.", "Checkpoint interval"},
    {"power_settings.dynamics.checkpoint_low_fraction", "GPU power during checkpoints", "% of high", 0, 100, 0, 1, "assumption: 20 % of TDP; Dubey et al. 2024 (Llama 3, 3.3.4) name checkpointing among the swings' causes",
     "A GPU's power while the run writes a checkpoint, as a share of its compute-phase (TDP) power.", "Checkpoint power"},
    {"power_settings.dynamics.comm_low_fraction", "GPU power in exposed communication", "% of high", 0, 100, 0, 1, "assumption: 50 % of TDP, between idle and compute: Choukse et al. 2025 (arXiv 2508.14318) describe communication phases far below compute, near idle as summarised, while the GPU still runs NCCL kernels; no figure tabulated",
     "A GPU's power while the step waits on communication not hidden behind compute, as a share of its compute-phase (TDP) power.", "Communication power"},
    {"power_settings.dynamics.cooling_time_constant_s", "Cooling response time constant", "s", 0, 1, 0, 3600, "assumption: 60 s (chillers, pumps and fans follow the heat in about a minute)",
     "Cooling power follows a change of the heat as a first-order lag with this time constant; 0 follows at once.", "Cooling time constant"},
    {"power_settings.dynamics.gpu_ramp_s", "Hall power ramp time", "s", 3, 1, 0.001, 10, "250 ms: NERC Large Loads Task Force, 'Characteristics and Risks of Emerging Large Loads' (2025): a 50 MW block of an AI-training site ramped at 1.9 p.u./s for about 250 ms (as quoted; a single GPU switches in milliseconds, the hall's sum is spread by skew and power supplies)",
     "Time the training GPUs' summed power takes to move between the step's low and high levels.", "Ramp time"},
    {"power_settings.dynamics.idle_fraction", "GPU power when the job stops", "% of high", 0, 100, 0, 1, "assumption: 10 % of TDP (an idle H100 draws about 70 W of 700 W in operators' logs; no published measurement found)",
     "A GPU's idle power after a job trip, as a share of its compute-phase (TDP) power.", "Idle power"},
    {"power_settings.dynamics.max_ramp_mw_per_s", "Utility ramp limit", "MW/s", 3, 1, 0.001, 10000, "20 MW/min (0.333 MW/s): IESO Technical Requirements for Large Computational Loads v3.0 (2026), ERCOT NPRR 1191, CAISO straw proposal (2026)",
     "Fastest change of the hall's power at the utility the utility accepts, averaged over a minute: a job stop or start may change the load by at most this x 60 s within a minute.", "Max ramp"},
    {"power_settings.dynamics.max_swing_fraction", "Utility swing limit, share of IT", "% of IT", 0, 100, 0.001, 2, "none by default (100 %); a share some interconnection agreements state",
     "Largest peak-to-peak swing of the training step at the utility, as a share of the design IT load; under 100 % the smaller of this and the MW limit applies, 100 % or more is no limit of its own.", "Max swing (% of IT)"},
    {"power_settings.dynamics.max_swing_mw", "Utility swing limit", "MW", 2, 1, 0.001, 100000, "10 MW: ERCOT's proposed large-load power variation limit (0.1-55 Hz, any rolling 5 s; LCL discussion, 2026)",
     "Largest peak-to-peak swing of the training step at the utility connection; a share of IT under 100 % applies when it is smaller.", "Max swing"},
    {"power_settings.dynamics.mitigation", "Power-swing mitigation", "", -1, 1, 0, 0, "none by default: the designer chooses after comparing the options' table",
     "What smooths the training swing at the utility: none, GPU power smoothing (floor and ramp limit), software fill, storage at the rack, the row or the utility connection. The warnings, the cost verdict and the TCO use it.", "Mitigation"},
    {"power_settings.dynamics.power_floor_fraction", "GPU power floor", "% of high", 0, 100, 0, 1, "0: sized to meet the limits; NVML power smoothing (Blackwell and newer) takes 0-100 % of TDP, GB200's implementation 20-90 % (Choukse et al. 2025 slides)",
     "GPU power smoothing and software fill: the GPU's power does not drop below this share of its compute-phase power; the energy it adds is priced. 0 = the lowest floor that meets the utility's limits.", "Power floor"},
    {"power_settings.dynamics.rack_storage_cycle_life", "Rack storage cycle life", "cycles", 0, 1, 1, 1e9, "supercapacitor cells: 1,000,000 cycles (Maxwell/UCAP datasheets); assumption for a power shelf",
     "Equivalent full cycles the rack's storage lasts; where a step's cycles would wear it out within the TCO years, more energy is installed.", "Rack cycle life"},
    {"power_settings.dynamics.rack_storage_usd_per_kw", "Rack storage, power", "USD/kW", 0, 1, 0, 1e6, "assumption: 200 USD/kW of DC/DC conversion in the power shelf",
     "Price of the rack storage's power conversion per kW it supplies.", "Rack USD/kW"},
    {"power_settings.dynamics.rack_storage_usd_per_kwh", "Rack storage, energy", "USD/kWh", 0, 1, 0, 1e7, "assumption: 20,000 USD/kWh, supercapacitor modules",
     "Price of the rack storage's energy per kWh installed.", "Rack USD/kWh"},
    {"power_settings.dynamics.ramp_limit_fraction_per_s", "GPU ramp-rate limit", "% of high/s", 0, 100, 0, 1000, "0: the GPU's own ramp within the step; NVML power smoothing (Blackwell and newer) exposes ramp-up and ramp-down rates",
     "GPU power smoothing: inside the training step the GPU's power changes by at most this share of its compute-phase power per second (0 = its own ramp); a job stop or start always ramps at the utility's limit.", "Ramp limit"},
    {"power_settings.dynamics.row_storage_cycle_life", "Row storage cycle life", "cycles", 0, 1, 1, 1e9, "supercapacitor cells: 1,000,000 cycles; assumption for a row cabinet",
     "Equivalent full cycles the row's storage lasts.", "Row cycle life"},
    {"power_settings.dynamics.row_storage_usd_per_kw", "Row storage, power", "USD/kW", 0, 1, 0, 1e6, "assumption: 200 USD/kW",
     "Price of the row storage's power conversion per kW.", "Row USD/kW"},
    {"power_settings.dynamics.row_storage_usd_per_kwh", "Row storage, energy", "USD/kWh", 0, 1, 0, 1e7, "assumption: 20,000 USD/kWh, supercapacitor modules",
     "Price of the row storage's energy per kWh installed.", "Row USD/kWh"},
    {"power_settings.dynamics.storage_depth_of_discharge", "Storage depth of discharge", "%", 0, 100, 0.05, 1, "assumption: 80 %, a usual limit for lithium-ion cycling",
     "Share of the storage's energy that may be used; the kWh that caps the swing are divided by it.", "Depth of discharge"},
    {"power_settings.dynamics.storage_maintenance_fraction", "Storage maintenance", "% of capex/yr", 1, 100, 0, 0.5, "assumption: 2.5 % of capex a year (NREL ATB fixed O&M for battery storage)",
     "Yearly maintenance of the storage as a share of its capex.", "Storage maintenance"},
    {"power_settings.dynamics.storage_round_trip_efficiency", "Storage round-trip efficiency", "%", 0, 100, 0.3, 1, "assumption: 90 %",
     "Energy out over energy in; the rest is lost every cycle and priced as energy.", "Round-trip efficiency"},
    {"power_settings.dynamics.training_hours_per_year", "Training hours per year", "h", 0, 1, 0, 8784, "assumption: all year",
     "Hours a year the hall runs the training job, for the energy a power floor adds.", "Training hours"},
    {"power_settings.dynamics.utility_storage_cycle_life", "Utility storage cycle life", "cycles", 0, 1, 1, 1e9, "assumption: 6,000 equivalent full cycles, lithium-ion (LFP)",
     "Equivalent full cycles the utility battery lasts; millions of shallow step cycles a year make it buy energy for wear.", "Utility cycle life"},
    {"power_settings.dynamics.utility_storage_usd_per_kw", "Utility storage, power", "USD/kW", 0, 1, 0, 1e6, "assumption: 300 USD/kW, inverter and grid connection",
     "Price of the utility battery's power conversion per kW.", "Utility USD/kW"},
    {"power_settings.dynamics.utility_storage_usd_per_kwh", "Utility storage, energy", "USD/kWh", 0, 1, 0, 1e7, "assumption: 400 USD/kWh, lithium-ion system",
     "Price of the utility battery's energy per kWh installed.", "Utility USD/kWh"},
    {"power_settings.imbalance_min_utilisation", "Imbalance warned above PDU load", "%", 0, 100, 0, 1, "assumption: 25 %; one server on an empty PDU is harmless",
     "Imbalance is only warned on a PDU whose worst line is loaded at least this much: one server on an empty PDU is harmless.", "Imbalance only above"},
    {"power_settings.imbalance_threshold_pct", "Phase imbalance warning", "%", 0, 1, 1, 100, "assumption: 20 % (NEMA MG-1 imbalance definition)",
     "Warn when a PDU's NEMA phase imbalance (max deviation from the mean / mean) exceeds this.", "Imbalance threshold"},
    {"power_settings.load_factor", "Design load factor", "", 2, 1, 0.05, 1.5, "assumption: 1.0 x nameplate (used with the load-factor basis)",
     "Multiplies the nameplate power when the design load is 'load factor'.", "Load factor"},
    {"power_settings.power_factor", "IT power factor", "", 2, 1, 0.5, 1, "assumption: active-PFC server PSUs run at 0.99 or better near full load",
     "Power factor of IT loads. Active-PFC server PSUs run at 0.99 or better near full load.", "Power factor"},
    {"power_settings.warning_threshold", "Load warning threshold", "%", 0, 100, 0.5, 1, "assumption: 90 % of the derated limit",
     "Warn when a line, breaker, panel or UPS is above this share of its derated limit.", "Warning threshold"},
    {"site.currency", "Currency", "", -1, 1, 0, 0, "user input; catalog prices are in USD",
     "Currency code of every cost figure (energy price, capex, TCO)."},
    {"site.electricity_price_per_kwh", nullptr, nullptr, 4, 1, 0, 0, "assumption: typical US industrial tariff",
     "Energy price at the site in the site currency, for energy cost and TCO."},
    {"site.grid_co2_kg_per_kwh", "Grid CO2 intensity", "kg/kWh", 3, 1, 0, 2, "assumption: a mixed grid",
     "CO2 emitted per kWh drawn from the grid at the site."},
    {"site.location", "Location", "", -1, 1, 0, 0, "user input",
     "Where the hall stands. With the climate set to \"From site location\" a built-in profile whose city occurs in this text is used (e.g. \"Dublin, Ireland\")."},
    {"site.name", "Site name", "", -1, 1, 0, 0, "user input",
     "Name of the site, shown in the report."},
};

} // namespace

std::span<const InputDescription> siteAndPowerInputRows()
{
    return kSiteRows;
}

} // namespace dcs
