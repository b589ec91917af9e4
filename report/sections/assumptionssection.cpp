#include "assumptionssection.h"
#include "spec/costmarkets.h"
#include "json/jsontext.h"
#include "catalog/catalog.h"
#include "inventory/inventoryresult.h"
#include "io/inputvalues.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include "spec/inputdescriptions.h"
#include "spec/inputgroups.h"
#include <QStringList>
#include <algorithm>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

namespace dcs {

namespace {

using ReportFormat::fmt;

// One input as the appendix prints it: its file key (for the tests and the CLI's --set) and value.
using Input = InputValue;

QString unitText(const InputDescription &d, const QString &currency)
{
    QString unit = QString::fromUtf8(d.unit);
    if (unit.startsWith(QLatin1Char('/')))  // a price in the site currency: "/kWh" -> "USD/kWh"
        unit.prepend(currency);
    return unit;
}

QString words(const std::string &text)
{
    return text.empty() ? QStringLiteral("—") : QString::fromStdString(text).replace(QLatin1Char('_'), QLatin1Char(' '));
}

// The value with its unit, rounded as the description says; text and choices in words.
QString valueText(const nlohmann::json &v, const InputDescription *d, const QString &currency)
{
    if (v.is_boolean())
        return v.get<bool>() ? QStringLiteral("yes") : QStringLiteral("no");
    if (v.is_string())
        return words(v.get<std::string>());
    if (v.is_array()) {
        QStringList items;
        for (const auto &item : v)
            items << (item.is_string() ? words(item.get<std::string>()) : QString::fromStdString(JsonText::dump(item)));
        return items.join(QStringLiteral(", "));
    }
    if (!v.is_number())
        return QString::fromStdString(JsonText::dump(v));
    const double x = v.get<double>();
    if (!d)
        return fmt.number(x, 2);
    const QString unit = unitText(*d, currency);
    const QString number = fmt.number(x * d->scale, std::max(d->decimals, 0));
    return unit.isEmpty() ? number : unit == QStringLiteral("%") ? number + QStringLiteral(" %") : number + QLatin1Char(' ') + unit;
}

// One table of inputs: name, value and source; a key no description names is printed as is, so
// nothing the engines used is left out (a test keeps the descriptions complete).
// `ownPrefix` -> `describedAs`: a network's keys are described under "networks.*".
void inputTable(ReportWriter &w, const QString &title, const std::vector<const Input *> &inputs, const QString &currency,
                const std::string &ownPrefix = {}, const std::string &describedAs = {})
{
    if (inputs.empty())
        return;
    w.heading(title, 2);
    ReportTable t;
    t.columns = {{QStringLiteral("Input"), 1.9}, {QStringLiteral("Value"), 1.2, true}, {QStringLiteral("Source of the default"), 2.6}};
    for (const Input *in : inputs) {
        const std::string key = ownPrefix.empty() ? in->key : describedAs + in->key.substr(ownPrefix.size());
        const InputDescription *d = InputDescriptions::find(key);
        t.add({d ? QString::fromUtf8(d->label) : QString::fromStdString(in->key), valueText(in->value, d, currency),
               d ? QString::fromUtf8(d->source) : QStringLiteral("—")});
    }
    w.table(t);
}

// A catalog field path in words ("cooling.flow_lpm" -> "flow (L/min)"): what a reader of the
// report understands, not the catalog's key.
QString fieldInWords(const std::string &path)
{
    static const std::pair<const char *, const char *> kUnits[] = {
        {"_lpm_per_kw", "L/min per kW"}, {"_kpa", "kPa"}, {"_usd", "USD"}, {"_w", "W"}, {"_kw", "kW"}, {"_kg", "kg"}, {"_mm", "mm"}, {"_m", "m"},
        {"_lpm", "L/min"}, {"_pct", "%"}, {"_c", "°C"}, {"_k", "K"}, {"_m3h", "m³/h"}};
    std::string name = path.substr(path.rfind('.') + 1);
    QString unit;
    for (const auto &[suffix, shown] : kUnits)
        if (name.size() > std::strlen(suffix) && name.ends_with(suffix)) {
            name = name.substr(0, name.size() - std::strlen(suffix));
            unit = QStringLiteral(" (%1)").arg(QString::fromUtf8(shown));
            break;
        }
    return words(name) + unit;
}

} // namespace

void AssumptionsSection::write(ReportWriter &w, const ReportContext &c) const
{
    w.heading(title());
    w.paragraph(QStringLiteral("Every input the engines used, by name, with its value as rounded here and the source of "
                               "its default. A value the user changed is the user's; the source says where the default "
                               "comes from."));
    const QString currency = QString::fromStdString(c.project.site.currency);
    // Every section in full: the file leaves an all-default cooling section out; the appendix
    // lists its values anyway.
    nlohmann::json doc = InputValues::sections(c.project);
    // The location factor the engines used: the market's where the file leaves it to the market
    // (0), which a reader would take for a factor of zero.
    if (nlohmann::json &cost = doc["cooling"]["cost"]; cost.is_object()) {
        cost["location_factor"] = CostMarkets::factor(c.project.site, c.project.cooling);
        cost["market"] = CostMarkets::resolve(c.project.site, c.project.cooling).name;
    }
    std::vector<Input> inputs;
    for (const char *section : {"site", "power_settings", "cooling", "workload"})
        InputValues::flatten(doc.at(section), section, inputs);
    std::vector<bool> listed(inputs.size(), false);
    for (const InputGroup &g : InputGroups::all()) {
        std::vector<const Input *> rows;
        for (size_t i = 0; i < inputs.size(); ++i)
            if (!listed[i] && inputs[i].key.starts_with(g.prefix)) {
                rows.push_back(&inputs[i]);
                listed[i] = true;
            }
        inputTable(w, QString::fromLatin1(g.title), rows, currency);
    }
    for (const Network &n : c.project.networks) {
        const std::vector<Input> own = InputValues::ofNetwork(n, "networks." + n.id);
        std::vector<const Input *> rows;
        for (const Input &in : own)
            rows.push_back(&in);
        // Descriptions name a network's settings "networks.*.<key>", whatever its id.
        inputTable(w, QStringLiteral("Network %1").arg(QString::fromStdString(n.name)), rows, currency, "networks." + n.id,
                   "networks.*");
    }

    w.heading(QStringLiteral("Equipment data sources"), 2);
    ReportTable sources;
    sources.columns = {{QStringLiteral("Model"), 1.4}, {QStringLiteral("Source and assumptions"), 4}};
    for (const auto &[id, m] : c.analysis.inventory->byModel) {
        const CatalogEntry *e = c.catalog.find(id);
        if (!e)
            continue;
        QString text = QString::fromStdString(e->source);
        QStringList assumed;
        for (const std::string &a : e->assumptions)
            assumed << fieldInWords(a);
        if (!assumed.isEmpty())
            text += QStringLiteral("\nAssumed (not from the source): ") + assumed.join(QStringLiteral(", "));
        sources.add({QString::fromStdString(e->name), text});
    }
    w.table(sources);

    w.heading(QStringLiteral("Formulas"), 2);
    ReportTable f;
    f.columns = {{QStringLiteral("Quantity"), 1.6}, {QStringLiteral("Formula and source"), 4}};
    f.add({QStringLiteral("Wye phase current"), QStringLiteral("I = P / (V_LN × PF); neutral = |Σ I·e^{jθ}| (three-phase circuit relations)")});
    f.add({QStringLiteral("Delta line current"), QStringLiteral("phasor difference of the adjacent line-to-line branch currents, I_branch = P / (V_LL × PF) (three-phase circuit relations)")});
    f.add({QStringLiteral("Phase imbalance"), QStringLiteral("max |I − mean| / mean (NEMA MG-1 definition)")});
    f.add({QStringLiteral("Continuous load"), QStringLiteral("breaker limit × 80 % (NEC 210.19/215.2) unless set to none")});
    f.add({QStringLiteral("Power-chain losses"), QStringLiteral("no-load + proportional + square-law losses of transformer, UPS and PDU (Schneider Electric WP 113)")});
    f.add({QStringLiteral("IT power"), QStringLiteral("nameplate = catalog maximum of every IT device + fabric optics (sizes UPS and "
                                                      "plants); design load = each device at the power settings' basis + optics "
                                                      "(PDUs, breakers); energy at the typical draw; liquid cooling removes the "
                                                      "server fans (catalog fan share × captured share)")});
    f.add({QStringLiteral("PUE"), QStringLiteral("annual facility energy / annual IT energy, hour by hour over a synthesised climate year (The Green Grid; EN 50600-4-2)")});
    f.add({QStringLiteral("Wet bulb"), QStringLiteral("Stull (2011) from dry bulb and relative humidity")});
    f.add({QStringLiteral("Two-tier reach"), QStringLiteral("k²/2 endpoints for switch radix k at 1:1 (NVIDIA DGX SuperPOD reference architecture; Al-Fares et al., SIGCOMM 2008)")});
    f.add({QStringLiteral("Training compute"), QStringLiteral("6·N·D model FLOPs (8·N·D with full recomputation); MFU = 6ND / (time × GPUs × peak) (Kaplan et al. 2020; Narayanan et al. 2021)")});
    f.add({QStringLiteral("Activation memory"), QStringLiteral("per layer s·b·h·(34 + 5·a·s/h) bytes without recomputation (Korthikanti et al. 2022)")});
    f.add({QStringLiteral("Pipeline bubble"), QStringLiteral("(p − 1) / v times a middle stage's time per micro-batch: the pipeline's fill and drain (1F1B and interleaved, Narayanan et al. 2021)")});
    w.table(f);
}

} // namespace dcs
