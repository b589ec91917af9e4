#include "assumptionssection.h"
#include "catalog/catalog.h"
#include "engines/inventoryresult.h"
#include "io/coolingsettingsio.h"
#include "io/projectwriter.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportwriter.h"
#include <QStringList>
#include <nlohmann/json.hpp>

namespace dcs {

namespace {

QString valueText(const nlohmann::json &v)
{
    if (v.is_string())
        return QString::fromStdString(v.get<std::string>());
    return QString::fromStdString(v.dump());
}

// Flattens a settings object into "key.path = value" rows; arrays of numbers stay on one row.
void flatten(const nlohmann::json &j, const std::string &prefix, ReportTable &t)
{
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            flatten(it.value(), prefix.empty() ? it.key() : prefix + "." + it.key(), t);
        return;
    }
    if (j.is_array() && !j.empty() && j.front().is_object())
        return;  // lists of objects (links, custom entries) are design content, not inputs
    t.add({QString::fromStdString(prefix), valueText(j)});
}

} // namespace

void AssumptionsSection::write(ReportWriter &w, const ReportContext &c) const
{
    w.heading(title());
    w.paragraph(QStringLiteral("Every input the engines used, with its value as saved in the project file (the "
                               "file-format keys; docs/ in the DC Studio sources explains each). Values the user did "
                               "not set are the defaults listed here; each default names its source in the catalog or "
                               "in the documentation."));
    nlohmann::json doc = ProjectWriter::toJson(c.project);
    // The file leaves an all-default cooling section out; the appendix lists its values anyway.
    doc["cooling"] = coolingSettingsFullJson(c.project.cooling);
    for (const char *section : {"site", "power_settings", "cooling", "cost", "workload"}) {
        if (!doc.contains(section))
            continue;
        w.heading(QStringLiteral("Inputs: %1").arg(QLatin1String(section)), 2);
        ReportTable t;
        t.columns = {{QStringLiteral("Key"), 2.2}, {QStringLiteral("Value"), 3}};
        flatten(doc.at(section), section, t);
        w.table(t);
    }
    if (doc.contains("networks")) {
        w.heading(QStringLiteral("Inputs: networks"), 2);
        ReportTable t;
        t.columns = {{QStringLiteral("Key"), 2.2}, {QStringLiteral("Value"), 3}};
        for (const auto &n : doc.at("networks")) {
            nlohmann::json settings = n;
            settings.erase("links");
            settings.erase("switches");
            flatten(settings, "networks." + n.value("id", std::string("?")), t);
        }
        w.table(t);
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
            assumed << QString::fromStdString(a);
        if (!assumed.isEmpty())
            text += QStringLiteral("\nAssumed (not from the source): ") + assumed.join(QStringLiteral(", "));
        sources.add({QString::fromStdString(id), text});
    }
    w.table(sources);

    w.heading(QStringLiteral("Formulas"), 2);
    ReportTable f;
    f.columns = {{QStringLiteral("Quantity"), 1.6}, {QStringLiteral("Formula and source"), 4}};
    f.add({QStringLiteral("Wye phase current"), QStringLiteral("I = P / (V_LN × PF); neutral = |Σ I·e^{jθ}| (REFERENCE 1.5)")});
    f.add({QStringLiteral("Delta line current"), QStringLiteral("phasor difference of the adjacent line-to-line branch currents, I_branch = P / (V_LL × PF) (REFERENCE 1.5)")});
    f.add({QStringLiteral("Phase imbalance"), QStringLiteral("max |I − mean| / mean (NEMA MG-1 definition)")});
    f.add({QStringLiteral("Continuous load"), QStringLiteral("breaker limit × 80 % (NEC 210.19/215.2) unless set to none")});
    f.add({QStringLiteral("Power-chain losses"), QStringLiteral("no-load + proportional + square-law losses of transformer, UPS and PDU (Schneider Electric WP 113)")});
    f.add({QStringLiteral("PUE"), QStringLiteral("annual facility energy / annual IT energy, hour by hour over a synthesised climate year (The Green Grid; EN 50600-4-2)")});
    f.add({QStringLiteral("Wet bulb"), QStringLiteral("Stull (2011) from dry bulb and relative humidity")});
    f.add({QStringLiteral("Two-tier reach"), QStringLiteral("k²/2 endpoints for switch radix k at 1:1 (REFERENCE 2)")});
    f.add({QStringLiteral("Training compute"), QStringLiteral("6·N·D model FLOPs (8·N·D with full recomputation); MFU = 6ND / (time × GPUs × peak) (REFERENCE 4)")});
    f.add({QStringLiteral("Activation memory"), QStringLiteral("Korthikanti et al. 2022, per layer s·b·h·(34 + 5·a·s/h) bytes without recomputation (REFERENCE 4)")});
    f.add({QStringLiteral("Pipeline bubble"), QStringLiteral("(p − 1) / (m + p − 1) of the step (REFERENCE 4)")});
    w.table(f);
}

} // namespace dcs
