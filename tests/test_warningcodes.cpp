// The one table of warning codes (issue 36 item 3, engine/warningcode.cpp): every row in enum
// order with a unique, well-formed key and a line saying when it is raised; docs/warnings.md
// lists every code with the table's severity; what the engines raise on real designs carries the
// table's severity (but thermal.unit_failure, whose severity depends on the case) and a code of
// the table.
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "engine/warning.h"
#include "io/projectreader.h"
#include <QFile>
#include <QTest>
#include <map>
#include <set>
#include <string>

using namespace dcs;

class TestWarningCodes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyRowInEnumOrderWithAUniqueKey()
    {
        std::set<std::string> keys;
        int index = 0;
        for (const WarningCodeInfo *i = warningCodesBegin(); i != warningCodesEnd(); ++i, ++index) {
            QCOMPARE(int(i->code), index);  // warningCodeInfo indexes the table by the enum
            QCOMPARE(&warningCodeInfo(i->code), i);
            const std::string key = i->key;
            QVERIFY2(keys.insert(key).second, i->key);
            // "area.name" or "area.sub.name", lower case: the form scripts match.
            QVERIFY2(key.find('.') != std::string::npos && key.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789._") == std::string::npos,
                     i->key);
            QVERIFY2(std::string(i->when).size() > 10, i->key);
            // Its area is the part before the first dot.
            const std::map<std::string, WarningArea> areas = {
                {"power", WarningArea::Power},       {"floor", WarningArea::Floor},     {"cooling", WarningArea::Cooling},
                {"network", WarningArea::Network},
                {"training", WarningArea::Training}, {"thermal", WarningArea::Thermal}, {"cost", WarningArea::Cost}};
            QVERIFY2(areas.count(key.substr(0, key.find('.'))) && areas.at(key.substr(0, key.find('.'))) == warningArea(i->code),
                     i->key);
        }
        // issue 33: floor.tile_point_load, power.panel_circuits_exceeded, power.circuit_over_breaker; issue 34:
        // cooling.cdu_flow_short, cdu_head_short, supply_above_system_limit, supply_outside_class,
        // no_design_conditions
        // issue 35: power.phase_over_limit_at_peak, ramp_over_limit, swing_in_band, swing_over_limit,
        // mitigation_unavailable; issue 37: thermal.open_aisle_end, thermal.not_settled,
        // thermal.containment_wrong_face
        QCOMPARE(int(keys.size()), 87);
        QVERIFY(warningArea(WarningCode::TrainingFinetuneLate) == WarningArea::Training);
        QCOMPARE(std::string(warningKey(WarningCode::PowerPhaseOverLimit)), std::string("power.phase_over_limit"));
        // The severity comes with the code.
        const Warning w(WarningCode::PowerPhaseOverLimit, "m");
        QCOMPARE(w.severity, Warning::Severity::Error);
        QCOMPARE(Warning(WarningCode::NetworkNoComputeFabric, "m").severity, Warning::Severity::Info);
    }

    void docsListEveryCodeWithItsSeverity()
    {
        QFile f(QStringLiteral(DCS_SOURCE_DIR "/docs/warnings.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        for (const WarningCodeInfo *i = warningCodesBegin(); i != warningCodesEnd(); ++i) {
            const QString row = QStringLiteral("| `%1` | %2 | ").arg(QString::fromLatin1(i->key), QString::fromLatin1(severityName(i->severity)));
            QVERIFY2(text.contains(row), qPrintable(row));
        }
    }

    void enginesRaiseTheTablesSeverity()
    {
        int seen = 0;
        for (const char *sample : {"superpod-h100-air.json", "superpod-h100-liquid.json", "finetune-lab.json"}) {
            const ReadResult r = ProjectReader::readFile(QStringLiteral(DCS_SOURCE_DIR "/projects/") + QLatin1String(sample),
                                                         Catalog::builtIn());
            QVERIFY2(r.project, sample);
            const Analysis a = Analyzer::run(*r.project, Catalog::builtIn());
            for (const Warning &w : a.warnings) {
                ++seen;
                if (w.code != WarningCode::ThermalUnitFailure)
                    QVERIFY2(w.severity == warningCodeInfo(w.code).severity, w.key().c_str());
            }
        }
        QVERIFY(seen > 0);
    }
};

QTEST_MAIN(TestWarningCodes)
#include "test_warningcodes.moc"
