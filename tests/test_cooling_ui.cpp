// The cooling/PUE/cost UI of issue 4: the site and cooling dialog (one undo step, Cancel,
// refusals), the chart builders against the engine numbers, the "Cooling & cost" page and the
// KPI strip's cost figures. Offscreen, with QTest mouse and key events.
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "chartpanel.h"
#include "chartstyle.h"
#include "climate/climateprofiles.h"
#include "climatetable.h"
#include "dialogdriver.h"
#include "smallepw.h"
#include "coolingcharts.h"
#include "coolingpage.h"
#include "document/projectdocument.h"
#include "cooling/coolingresult.h"
#include "cooling/hydraulicsresult.h"
#include "cost/costengine.h"
#include "cost/costmodel.h"
#include "io/projectreader.h"
#include "floorplanview.h"
#include "kpistrip.h"
#include "mainwindow.h"
#include "analysis/analysisrunner.h"
#include "sitecoolingdialog.h"
#include "spec/inputdescriptions.h"
#include <QAbstractAxis>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QWheelEvent>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QTableWidget>
#include <QTest>
#include <QTabWidget>
#include <QTabBar>
#include <QTemporaryDir>
#include <QFile>
#include <QTimer>
#include <QApplication>
#include <algorithm>
#include <cmath>
#include <memory>

using namespace dcs;

namespace {

std::unique_ptr<ProjectDocument> openSample(const char *name)
{
    auto doc = std::make_unique<ProjectDocument>(Catalog::builtIn());
    ReadResult r = ProjectReader::readFile(QStringLiteral(DCS_SOURCE_DIR "/projects/%1").arg(QLatin1String(name)), Catalog::builtIn());
    if (r.project)
        doc->reset(*r.project);
    return doc;
}

Analysis analyse(const ProjectDocument &doc)
{
    return Analyzer::run(doc.project(), doc.catalog());
}

void typeInto(QWidget *editor, const QString &text)
{
    // A spin box selects only its value on Ctrl+A (not the suffix); typing replaces it.
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    if (qobject_cast<QLineEdit *>(editor))
        QTest::keyClick(editor, Qt::Key_Delete);
    QTest::keyClicks(editor, text);
}

QPushButton *button(QDialog &dialog, QDialogButtonBox::StandardButton which)
{
    return dialog.findChild<QDialogButtonBox *>()->button(which);
}

QString number(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

// The break-even case of costBreakEvenChart, priced by hand: air capex 10 M and opex 1.30 M a
// year, liquid 11 M and 0.83 M; energy 1.0 M and 0.5 M a year (the KPI's energy figure).
Analysis handCost(double liquidOpex)
{
    CoolingResult cooling;
    cooling.air.architecture = "air";
    cooling.liquid.architecture = "liquid";
    cooling.air.annualEnergyCost = 1.0e6;
    cooling.liquid.annualEnergyCost = 0.5e6;
    CostResult k;
    k.years = 5;
    k.reference.option = "air";
    k.reference.label = "Air";
    k.candidate.option = "liquid";
    k.candidate.label = "Liquid";
    k.reference.capexTotal = 10.0e6;
    k.reference.opexPerYear = 1.30e6;
    k.candidate.capexTotal = 11.0e6;
    k.candidate.opexPerYear = liquidOpex;
    for (ArchitectureCost *c : {&k.reference, &k.candidate}) {
        c->tco = c->capexTotal + 5 * c->opexPerYear;
        for (int y = 0; y <= 5; ++y)
            c->cumulative.push_back(c->capexTotal + y * c->opexPerYear);
    }
    k.tcoDifference = k.candidate.tco - k.reference.tco;
    k.breakEvenYears = CostModel::breakEven(1.0e6, 1.30e6 - liquidOpex, 0.0);
    Analysis a;
    a.cooling = std::move(cooling);
    a.cost = std::move(k);
    return a;
}

// Clicks the dialog's page titled `title` on its tab bar; false when there is none or the click
// did not show it.
bool clickPage(SiteCoolingDialog &dialog, const QString &title)
{
    auto *pages = dialog.findChild<QTabWidget *>();
    for (int i = 0; pages && i < pages->count(); ++i)
        if (pages->tabText(i) == title) {
            QTest::mouseClick(pages->tabBar(), Qt::LeftButton, {}, pages->tabBar()->tabRect(i).center());
            return pages->currentIndex() == i;
        }
    return false;
}

// Scrolls the Cooling page (a scroll area) to `editor` with the mouse wheel, as a user would, and
// checks it is then on screen.
void scrollTo(SiteCoolingDialog &dialog, QWidget *editor)
{
    auto *scroll = dialog.findChild<QScrollArea *>(QStringLiteral("coolingScroll"));
    QVERIFY(scroll);
    const auto onScreen = [&] {
        const QRect r(editor->mapTo(scroll->viewport(), QPoint(0, 0)), editor->size());
        return scroll->viewport()->rect().contains(r);
    };
    for (int i = 0; i < 50 && !onScreen(); ++i) {
        const QPoint at = scroll->viewport()->rect().center();
        QWheelEvent wheel(at, scroll->viewport()->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(scroll->viewport(), &wheel);
    }
    QVERIFY(onScreen());
}

} // namespace

class TestCoolingUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void priceChangeIsOneUndoStep()
    {
        auto doc = openSample("superpod-h100-air.json");
        QVERIFY(!doc->project().racks.empty());
        const Project before = doc->project();
        const Analysis a0 = analyse(*doc);
        const int steps = doc->undoStack()->count();
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *price = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("electricity_price_per_kwh"));
        auto *supply = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("chilled_water_supply_c"));
        QVERIFY(price && supply);
        QVERIFY(!price->toolTip().isEmpty() && price->toolTip().contains(QStringLiteral("Default")));
        typeInto(price, number(0.2, 4));
        QCOMPARE(price->value(), 0.2);
        typeInto(supply, number(18.0, 1));
        QCOMPARE(supply->value(), 18.0);
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(doc->project().site.electricityPricePerKwh, 0.2);
        QCOMPARE(doc->project().cooling.air.chilledWaterSupplyC, 18.0);
        QCOMPARE(doc->undoStack()->count(), steps + 1);  // site and cooling: one step
        // Energy cost = facility kWh x price: the sample's 0.08 becomes 0.20 (x 2.5) while the
        // warmer chilled water (15 -> 18 C) gives the water-side economizer more hours, so the
        // facility energy falls a little: the cost rises by a bit less than 2.5 times.
        const Analysis a1 = analyse(*doc);
        QCOMPARE(a0.cooling->air.annualEnergyCost, a0.cooling->air.annualFacilityKwh * 0.08);
        QCOMPARE(a1.cooling->air.annualEnergyCost, a1.cooling->air.annualFacilityKwh * 0.2);
        QVERIFY(a1.cooling->air.annualFacilityKwh < a0.cooling->air.annualFacilityKwh);
        QVERIFY(a1.cooling->air.annualEnergyCost > 2.0 * a0.cooling->air.annualEnergyCost);
        QVERIFY(a1.cooling->air.annualEnergyCost < 2.5 * a0.cooling->air.annualEnergyCost);
        QVERIFY(a1.cost->reference.opexPerYear > a0.cost->reference.opexPerYear);
        doc->undoStack()->undo();
        QVERIFY(doc->project() == before);
    }

    void everyFieldExplainsItself()
    {
        // Each editor's tooltip says what it means and where its default comes from.
        auto doc = openSample("superpod-h100-air.json");
        SiteCoolingDialog dialog(doc.get());
        int editors = 0;
        for (QWidget *w : dialog.findChildren<QWidget *>()) {
            if (!qobject_cast<QAbstractSpinBox *>(w) && !qobject_cast<QComboBox *>(w) && !qobject_cast<QLineEdit *>(w))
                continue;
            if (w->objectName().isEmpty() || w->objectName().startsWith(QLatin1String("qt_")))
                continue;  // the line edit inside a spin box
            ++editors;
            QVERIFY2(w->toolTip().contains(QStringLiteral("Default:")), qPrintable(w->objectName()));
        }
        // 6 site + 1 climate + 2 custom + 6 design conditions (issue 34) + 5 cooling + 15 air + 7 liquid
        // (its heat rejection, issue 30) + 10 liquid hydraulics (class, loop rise, pipes and coolant,
        // issue 34) + 13 power chain (the UPS mode, issue 32) + 8 cost (the construction market and
        // the generator fleet's unit, spares and load step, issue 32; the prices and their ranges are
        // cells of the Cost inputs table, explained by its source column) + 13 thermal map (issue 37:
        // class, air delivery, ceiling return, two heights, layers, grid, mixing, the open aisle ends'
        // discharge coefficient, three rises, the scan).
        QCOMPARE(editors, 86);
    }

    void untouchedOkChangesNothing()
    {
        // The chiller COP default 3.517/0.6 shows rounded to 5.86: OK must not write 5.86 back.
        auto doc = openSample("superpod-h100-liquid.json");
        const Project before = doc->project();
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(doc->project() == before);
        QCOMPARE(doc->undoStack()->count(), 0);
    }

    // A field's range, unit and scale are the inputs registry's, which the file reader enforces
    // too (issue 36 item 6): typed past the maximum the editor refuses the keystroke; the maximum
    // itself is taken, saved, and the reader accepts it. A share shown in % has its range in %.
    void fieldRangesAreTheRegistrys()
    {
        auto doc = openSample("superpod-h100-air.json");
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(clickPage(dialog, QStringLiteral("Air plant")));
        const InputDescription &supplyInput = *InputDescriptions::find("cooling.air.supply_air_c");
        const InputDescription &copInput = *InputDescriptions::find("cooling.air.cop_change_per_k");
        auto *supply = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("supply_air_c"));
        auto *cop = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("cop_change_per_k"));
        QVERIFY(supply && cop);
        QCOMPARE(supply->minimum(), supplyInput.min);
        QCOMPARE(supply->maximum(), supplyInput.max);
        QCOMPARE(supply->suffix(), QStringLiteral(" °C"));
        QCOMPARE(cop->suffix(), QStringLiteral(" %"));
        QVERIFY(qFuzzyCompare(cop->maximum(), copInput.max * 100));

        QTest::mouseClick(supply, Qt::LeftButton);
        typeInto(supply, QStringLiteral("40"));  // 35 °C at most: the "0" is refused
        QVERIFY2(!supply->text().startsWith(QStringLiteral("40")), qPrintable(supply->text()));
        QVERIFY(supply->value() <= supplyInput.max);
        typeInto(supply, number(supplyInput.max, 1));
        QCOMPARE(supply->value(), supplyInput.max);
        QTest::mouseClick(cop, Qt::LeftButton);
        typeInto(cop, QStringLiteral("25"));  // 20 % at most
        QVERIFY2(!cop->text().startsWith(QStringLiteral("25")), qPrintable(cop->text()));
        typeInto(cop, number(copInput.max * 100, 1));
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(doc->project().cooling.air.supplyAirC, supplyInput.max);
        QCOMPARE(doc->project().cooling.air.copChangePerK, copInput.max);
    }

    void cancelChangesNothing()
    {
        auto doc = openSample("superpod-h100-air.json");
        const Project before = doc->project();
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        typeInto(dialog.findChild<QDoubleSpinBox *>(QStringLiteral("electricity_price_per_kwh")), number(0.3, 4));
        typeInto(dialog.findChild<QLineEdit *>(QStringLiteral("currency")), QStringLiteral("EUR"));
        QTest::mouseClick(button(dialog, QDialogButtonBox::Cancel), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(doc->project() == before);
        QCOMPARE(doc->undoStack()->count(), 0);
    }

    void invalidValuesRefused_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty currency") << "currency" << "" << "/site/currency: enter the currency code";  // the reader's rule (issue 13)
        // Each is in its own range, but the minimum COP lies above the maximum: the file reader's
        // cross-check refuses it, with the key's path.
        QTest::newRow("COP min above max") << "chiller_cop_min" << number(12.0, 2) << "chiller_cop_min";
    }

    void invalidValuesRefused()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, message);
        auto doc = openSample("superpod-h100-air.json");
        const Project before = doc->project();
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        auto *editor = dialog.findChild<QWidget *>(field);
        QVERIFY(editor);
        typeInto(editor, value);
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QVERIFY(dialog.isVisible());  // stays open for the user to correct
        QVERIFY2(dialog.errorText().contains(message), qPrintable(dialog.errorText()));
        QVERIFY(doc->project() == before);
        QCOMPARE(doc->undoStack()->count(), 0);
    }

    // Issue 32 item 4: the UPS's mode chosen on the Power chain page by mouse and keyboard. Eco
    // mode divides the UPS's loss by three: at the air sample's UPS load x (2N, about 21 %) the
    // engine's UPS efficiency is x / (x + L(x) / 3) with L(x) = 0.0072 + 0.0094 x + 0.0143 x^2,
    // and the design's PUE falls. One undo step; undo gives the design back.
    void upsModeOnThePowerChainPage()
    {
        auto doc = openSample("superpod-h100-air.json");
        const Project before = doc->project();
        const Analysis a0 = analyse(*doc);
        const int steps = doc->undoStack()->count();
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(clickPage(dialog, QStringLiteral("Power chain")));
        auto *mode = dialog.findChild<QComboBox *>(QStringLiteral("ups_mode"));
        QVERIFY(mode && mode->isVisible());
        QCOMPARE(mode->currentText(), QStringLiteral("Double conversion"));
        mode->setFocus();
        QTest::keyClick(mode, Qt::Key_Down);  // the next choice: eco mode
        QCOMPARE(mode->currentText(), QStringLiteral("Eco mode (static bypass)"));
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(doc->project().cooling.powerChain.upsMode, UpsMode::Eco);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        const Analysis a1 = analyse(*doc);
        const double x = a1.cooling->air.upsLoadFraction;
        QCOMPARE(x, a0.cooling->air.upsLoadFraction);  // the same UPS load
        const double loss = 0.0072 + 0.0094 * x + 0.0143 * x * x;
        QVERIFY(std::abs(a0.cooling->air.upsEfficiency - x / (x + loss)) < 1e-12);
        QVERIFY(std::abs(a1.cooling->air.upsEfficiency - x / (x + loss / 3.0)) < 1e-12);
        QVERIFY(a1.cooling->air.pue < a0.cooling->air.pue);
        doc->undoStack()->undo();
        QVERIFY(doc->project() == before);
    }

    // Issue 32 item 2: the construction market on the Site and cost page, chosen by mouse (its
    // tab) and keyboard (the combo). The air sample in Ashburn (factor 1) moved to Singapore's
    // market: its white space costs 14.5 / 11.7 times as much (Turner & Townsend's Singapore
    // figure over the US average of Cushman & Wakefield); one undo step gives Ashburn back.
    void constructionMarketOnTheSitePage()
    {
        auto doc = openSample("superpod-h100-air.json");
        const Project before = doc->project();
        const Analysis a0 = analyse(*doc);
        const int steps = doc->undoStack()->count();
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(clickPage(dialog, QStringLiteral("Site and cost")));
        auto *market = dialog.findChild<QComboBox *>(QStringLiteral("market"));
        QVERIFY(market && market->isVisible());
        QCOMPARE(market->currentIndex(), 0);  // automatic
        market->setFocus();
        while (!market->currentText().startsWith(QStringLiteral("Singapore")) && market->currentIndex() < market->count() - 1)
            QTest::keyClick(market, Qt::Key_Down);
        QVERIFY(market->currentText().startsWith(QStringLiteral("Singapore")));
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(doc->project().cooling.cost.market, std::string("singapore"));
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        const Analysis a1 = analyse(*doc);
        auto whiteSpace = [](const Analysis &a) {
            for (const CostLine &l : a.cost->reference.capex)
                if (l.item == "White-space build-out")
                    return l.total;
            return 0.0;
        };
        QVERIFY(whiteSpace(a0) > 0);
        QVERIFY(std::abs(whiteSpace(a1) / whiteSpace(a0) - 14.5 / 11.7) < 1e-12);
        doc->undoStack()->undo();
        QVERIFY(doc->project() == before);
    }

    void customClimate()
    {
        auto doc = openSample("superpod-h100-air.json");
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("climate_profile"));
        auto *table = dialog.findChild<ClimateTable *>();
        QVERIFY(combo && table);
        combo->setCurrentIndex(combo->findData(QStringLiteral("custom")));
        // The custom profile starts from the climate shown (Ashburn, from the sample's location).
        const ClimateProfile &ashburn = *ClimateProfiles::builtIn().find("ashburn-va");
        QCOMPARE(table->item(0, 0)->text(), number(ashburn.meanC[0], 1));
        // A cell that is not a number is refused, naming the month.
        table->item(2, 0)->setText(QStringLiteral("warm"));
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QVERIFY(dialog.isVisible());
        QVERIFY2(dialog.errorText().contains(table->verticalHeaderItem(2)->text()), qPrintable(dialog.errorText()));
        QVERIFY(doc->project().cooling.climateProfileId.empty());
        // A hot, humid July: accepted, and the engine uses it.
        table->item(2, 0)->setText(number(ashburn.meanC[2], 1));
        table->item(6, 0)->setText(number(35.0, 1));
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const CoolingSettings &s = doc->project().cooling;
        QCOMPARE(s.climateProfileId, std::string("custom"));
        QVERIFY(s.customClimate);
        QCOMPARE(s.customClimate->meanC[6], 35.0);
        QCOMPARE(s.customClimate->source, std::string("user input"));
        const Analysis a = analyse(*doc);
        QCOMPARE(a.cooling->climateId, std::string("custom"));
    }

    // Issue 34: the custom climate's ASHRAE design conditions typed on the Climate page. A cooling
    // 0.4 % point of 42 °C dry bulb with 28 °C wet bulb lies above every hour of Ashburn's
    // synthesised year (its peak is 31.0 °C), so the plant's peak moves onto it: the engine's
    // peak basis is the design condition and its outdoor conditions are the typed ones.
    void typedDesignConditionsSizeThePeak()
    {
        auto doc = openSample("superpod-h100-air.json");
        const Project before = doc->project();
        const Analysis a0 = analyse(*doc);
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(clickPage(dialog, QStringLiteral("Climate")));
        auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("climate_profile"));
        auto *db = dialog.findChild<QLineEdit *>(QStringLiteral("cooling_04_db_c"));
        auto *wb = dialog.findChild<QLineEdit *>(QStringLiteral("cooling_04_mcwb_c"));
        auto *evapWb = dialog.findChild<QLineEdit *>(QStringLiteral("evaporation_04_wb_c"));
        auto *evapDb = dialog.findChild<QLineEdit *>(QStringLiteral("evaporation_04_mcdb_c"));
        auto *heating = dialog.findChild<QLineEdit *>(QStringLiteral("heating_996_db_c"));
        auto *source = dialog.findChild<QLineEdit *>(QStringLiteral("source"));
        QVERIFY(combo && db && wb && evapWb && evapDb && heating && source);
        // Ashburn (from the location) shows its Handbook figures, not editable.
        const ClimateProfile &ashburn = *ClimateProfiles::builtIn().find("ashburn-va");
        QVERIFY(ashburn.design && ashburn.design->hasCooling());
        QVERIFY(!db->isEnabled() && !source->isEnabled());
        QCOMPARE(db->text(), QLocale().toString(ashburn.design->cooling04DryBulbC, 'g', QLocale::FloatingPointShortest));
        QCOMPARE(source->text(), QString::fromStdString(ashburn.design->source));
        combo->setFocus();
        while (combo->currentData().toString() != QLatin1String("custom") && combo->currentIndex() < combo->count() - 1)
            QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(combo->currentData().toString(), QStringLiteral("custom"));
        QVERIFY(db->isEnabled() && source->isEnabled());
        if (qEnvironmentVariableIsSet("DCS_GRAB_CLIMATE"))
            dialog.grab().save(qEnvironmentVariable("DCS_GRAB_CLIMATE"));
        QTest::mouseClick(db, Qt::LeftButton);
        typeInto(db, number(42.0, 1));
        typeInto(wb, number(28.0, 1));
        typeInto(evapWb, QString());  // not given: only the cooling point remains
        typeInto(evapDb, QString());
        typeInto(heating, number(-12.5, 1));
        typeInto(source, QStringLiteral("Test station, typed"));
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const CoolingSettings &s = doc->project().cooling;
        QVERIFY(s.customClimate && s.customClimate->design);
        const DesignConditions &d = *s.customClimate->design;
        QCOMPARE(d.cooling04DryBulbC, 42.0);
        QCOMPARE(d.cooling04MeanWetBulbC, 28.0);
        QCOMPARE(d.heating996DryBulbC, -12.5);
        QVERIFY(!d.hasEvaporation());
        QCOMPARE(d.source, std::string("Test station, typed"));
        const Analysis a = analyse(*doc);
        QCOMPARE(a.cooling->climateId, std::string("custom"));
        QVERIFY(a0.cooling->design().peakDryBulbC < 42.0);
        QCOMPARE(a.cooling->design().peakBasis, std::string("ASHRAE cooling 0.4 % design condition"));
        QCOMPARE(a.cooling->design().peakDryBulbC, 42.0);
        QCOMPARE(a.cooling->design().peakWetBulbC, 28.0);
        QVERIFY(a.cooling->design().peakFacilityPowerW > a.cooling->design().yearPeakFacilityPowerW);
        doc->undoStack()->undo();
        QVERIFY(doc->project() == before);
    }

    // A design condition the reader would refuse is refused on OK naming the field by its label;
    // the dialog stays open and nothing changes.
    void badDesignConditionsRefused_data()
    {
        QTest::addColumn<QString>("dryBulb");
        QTest::addColumn<QString>("wetBulb");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("message");
        QTest::newRow("dry bulb alone") << number(35.0, 1) << QString() << "Handbook" << "Cooling 0.4 % mean coincident wet bulb";
        QTest::newRow("wet bulb alone") << QString() << number(25.0, 1) << "Handbook" << "give the Cooling 0.4 % dry bulb";
        QTest::newRow("wet above dry") << number(25.0, 1) << number(26.0, 1) << "Handbook"
                                       << "Cooling 0.4 % mean coincident wet bulb (" + number(26.0, 1) + " °C) is above";
        QTest::newRow("text") << "hot" << number(25.0, 1) << "Handbook" << "Cooling 0.4 % dry bulb \"hot\" is not a temperature";
        QTest::newRow("out of range") << number(75.0, 1) << number(25.0, 1) << "Handbook" << "Cooling 0.4 % dry bulb of";
        QTest::newRow("no source") << number(35.0, 1) << number(25.0, 1) << QString() << "name their source";
    }

    void badDesignConditionsRefused()
    {
        QFETCH(QString, dryBulb);
        QFETCH(QString, wetBulb);
        QFETCH(QString, source);
        QFETCH(QString, message);
        auto doc = openSample("superpod-h100-air.json");
        const Project before = doc->project();
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(clickPage(dialog, QStringLiteral("Climate")));
        auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("climate_profile"));
        combo->setCurrentIndex(combo->findData(QStringLiteral("custom")));
        auto *evapWb = dialog.findChild<QLineEdit *>(QStringLiteral("evaporation_04_wb_c"));
        auto *evapDb = dialog.findChild<QLineEdit *>(QStringLiteral("evaporation_04_mcdb_c"));
        auto *heating = dialog.findChild<QLineEdit *>(QStringLiteral("heating_996_db_c"));
        for (QLineEdit *e : {evapWb, evapDb, heating})
            typeInto(e, QString());
        typeInto(dialog.findChild<QLineEdit *>(QStringLiteral("cooling_04_db_c")), dryBulb);
        typeInto(dialog.findChild<QLineEdit *>(QStringLiteral("cooling_04_mcwb_c")), wetBulb);
        typeInto(dialog.findChild<QLineEdit *>(QStringLiteral("source")), source);
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QVERIFY(dialog.isVisible());
        QVERIFY2(dialog.errorText().contains(message), qPrintable(dialog.errorText()));
        QVERIFY(doc->project() == before);
        QCOMPARE(doc->undoStack()->count(), 0);
        // Corrected, the same dialog takes it: the refusal was the field's, not the dialog's.
        typeInto(dialog.findChild<QLineEdit *>(QStringLiteral("cooling_04_db_c")), number(35.0, 1));
        typeInto(dialog.findChild<QLineEdit *>(QStringLiteral("cooling_04_mcwb_c")), number(25.0, 1));
        typeInto(dialog.findChild<QLineEdit *>(QStringLiteral("source")), QStringLiteral("Handbook"));
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(doc->project().cooling.customClimate->design->cooling04DryBulbC, 35.0);
    }

    // Issue 34 item 2: an explicit ASHRAE class below the facility supply is refused on OK with
    // the file reader's message (W27 holds supplies up to 27 °C; the sample's is 32 °C); W40 is
    // taken. Chosen with the keyboard on the Cooling page.
    void liquidClassBelowTheSupplyRefused()
    {
        auto doc = openSample("superpod-h100-liquid.json");
        const Project before = doc->project();
        QCOMPARE(before.cooling.liquid.supplyC, 32.0);
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(clickPage(dialog, QStringLiteral("Cooling")));
        if (qEnvironmentVariableIsSet("DCS_GRAB_COOLING"))
            dialog.grab().save(qEnvironmentVariable("DCS_GRAB_COOLING"));
        auto *cls = dialog.findChild<QComboBox *>(QStringLiteral("liquid_ashrae_class"));
        QVERIFY(cls && cls->isVisible());
        scrollTo(dialog, cls);
        QVERIFY(cls->currentText().startsWith(QStringLiteral("Automatic")));
        const auto choose = [&](const char *name) {
            cls->setFocus();
            QTest::keyClick(cls, Qt::Key_Home);
            while (!cls->currentText().startsWith(QLatin1String(name)) && cls->currentIndex() < cls->count() - 1)
                QTest::keyClick(cls, Qt::Key_Down);
            return cls->currentText().startsWith(QLatin1String(name));
        };
        QVERIFY(choose("W27"));
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QVERIFY(dialog.isVisible());
        QVERIFY2(dialog.errorText().contains(QStringLiteral("/cooling/liquid/supply_c: the facility supply 32 °C is above ASHRAE class W27's limit of 27 °C")),
                 qPrintable(dialog.errorText()));
        QVERIFY(doc->project() == before);
        QCOMPARE(doc->undoStack()->count(), 0);
        QVERIFY(choose("W40"));
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(doc->project().cooling.liquid.ashraeClass, LiquidClass::W40);
        QCOMPARE(analyse(*doc).cooling->hydraulics.ashraeClass, std::string("W40"));
    }

    // Issue 34 item 1: the secondary loop's rise typed on the Cooling page sets the racks' flow.
    // Q = P / (rho c_p dT) (docs/cooling.md, "Hydraulics"): the same heat at 8 K instead of 10 K
    // needs 10 / 8 = 1.25 times the flow, on each rack whose heat (not its systems' minimum flow
    // per kW) governs, and so on each loop made only of such racks. By hand for one rack: flow in
    // L/min = P [W] / (997 kg/m3 x 4,180 J/(kg K) x 8 K) x 60,000 L/min per m3/s.
    void loopRiseSetsTheFlow()
    {
        auto doc = openSample("superpod-h100-liquid.json");
        const Analysis a0 = analyse(*doc);
        const HydraulicsResult &h0 = a0.cooling->hydraulics;
        QCOMPARE(h0.loopRiseK, 10.0);
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(clickPage(dialog, QStringLiteral("Cooling")));
        auto *rise = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("loop_rise_k"));
        QVERIFY(rise && rise->isVisible());
        scrollTo(dialog, rise);  // the page scrolls: the loops' section is below the fold
        QCOMPARE(rise->suffix(), QStringLiteral(" K"));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("loop_rise_k_source")));
        QTest::mouseClick(rise, Qt::LeftButton);
        typeInto(rise, number(8.0, 1));
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(doc->project().cooling.liquid.loopRiseK, 8.0);
        const Analysis a1 = analyse(*doc);
        const HydraulicsResult &h1 = a1.cooling->hydraulics;
        QCOMPARE(h1.loopRiseK, 8.0);
        QCOMPARE(h1.loops.size(), h0.loops.size());
        int heatLoops = 0;
        for (size_t i = 0; i < h0.loops.size(); ++i) {
            const CduLoopHydraulics &l0 = h0.loops[i], &l1 = h1.loops[i];
            if (!l0.carriesHeat)
                continue;
            const auto heatGoverned = [](const CduLoopHydraulics &l) {
                return std::none_of(l.racks.begin(), l.racks.end(), [](const RackHydraulics &r) { return r.minimumFlowGoverns; });
            };
            QVERIFY(heatGoverned(l0) && heatGoverned(l1));
            QVERIFY(l0.flowNeededLpm > 0);
            QVERIFY2(std::abs(l1.flowNeededLpm / l0.flowNeededLpm - 10.0 / 8.0) < 1e-9,
                     qPrintable(QStringLiteral("%1 -> %2").arg(l0.flowNeededLpm).arg(l1.flowNeededLpm)));
            const RackHydraulics &r = l1.racks.front();
            QVERIFY(std::abs(r.flowForHeatLpm - r.coldPlateW / (997.0 * 4180.0 * 8.0) * 60000.0) < 1e-9 * r.flowForHeatLpm);
            ++heatLoops;
        }
        QVERIFY(heatLoops > 0);
    }

    void importWeatherFile()
    {
        // Issue 34: Site and Cooling > Climate > Import weather file, with the mouse and a typed
        // path, as a user does; a bad file is refused in the dialog and changes nothing.
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("dulles.epw")), bad = dir.filePath(QStringLiteral("short.epw"));
        for (const auto &[path, hours] : {std::pair{good, 8760}, std::pair{bad, 100}}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(dcs::test::epw(hours)));
        }
        auto doc = openSample("superpod-h100-air.json");
        SiteCoolingDialog dialog(doc.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *tabs = dialog.findChild<QTabWidget *>();
        QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(1).center());
        QCOMPARE(tabs->currentIndex(), 1);
        auto *import = dialog.findChild<QPushButton *>(QStringLiteral("importWeather"));
        auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("climate_profile"));
        auto *table = dialog.findChild<ClimateTable *>();
        QVERIFY(import && combo && table);
        {
            dcs::test::DialogDriver driver(bad);
            QTest::mouseClick(import, Qt::LeftButton);
            QVERIFY(driver.typedPath);
        }
        QVERIFY2(dialog.errorText().contains(QStringLiteral("short.epw: a year has 8,760 hours")), qPrintable(dialog.errorText()));
        QCOMPARE(combo->findData(QStringLiteral("weather")), -1);
        {
            dcs::test::DialogDriver driver(good);
            QTest::mouseClick(import, Qt::LeftButton);
            QVERIFY(driver.typedPath);
        }
        QCOMPARE(combo->currentData().toString(), QStringLiteral("weather"));
        QVERIFY(combo->currentText().contains(QStringLiteral("Washington Dc Dulles IntL Ar")));
        if (qEnvironmentVariableIsSet("DCS_GRAB"))
            dialog.grab().save(qEnvironmentVariable("DCS_GRAB"));
        // January of the file: the first hour at 0.0 °C, the other 743 at 10 + h / 10 (h = 1..24
        // each day, hour 1 of 1 January replaced): mean = (31 x 24 x 11.25 - 10.1 + 0.0) / 744.
        const double january = (31 * 24 * 11.25 - 10.1) / 744.0;
        QCOMPARE(table->item(0, 0)->text(), number(january, 1));
        QTest::mouseClick(button(dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(doc->project().cooling.climateProfileId, std::string("weather"));
        QVERIFY(doc->project().cooling.weather);
        QCOMPARE(doc->project().cooling.weather->fileName, std::string("dulles.epw"));
        const Analysis a = analyse(*doc);
        QVERIFY(a.cooling->climateMeasured);
        QCOMPARE(a.cooling->air.peakDryBulbC, 31.6);  // towers: the evaporation 0.4 % point sizes the air plant
        doc->undoStack()->undo();
        QVERIFY(!doc->project().cooling.weather);
        QVERIFY(doc->project().cooling.climateProfileId.empty());
        doc->undoStack()->redo();
        QVERIFY(doc->project().cooling.weather);
        // Remove takes the year out of the design (the climate from the site location again), as
        // one more undo step.
        SiteCoolingDialog again(doc.get());
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        auto *againTabs = again.findChild<QTabWidget *>();
        QTest::mouseClick(againTabs->tabBar(), Qt::LeftButton, {}, againTabs->tabBar()->tabRect(1).center());
        auto *remove = again.findChild<QPushButton *>(QStringLiteral("removeWeather"));
        auto *againCombo = again.findChild<QComboBox *>(QStringLiteral("climate_profile"));
        QVERIFY(remove && remove->isEnabled());
        QCOMPARE(againCombo->currentData().toString(), QStringLiteral("weather"));
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(againCombo->findData(QStringLiteral("weather")), -1);
        QCOMPARE(againCombo->currentData().toString(), QString());
        QVERIFY(!remove->isEnabled());
        QTest::mouseClick(button(again, QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(again.result(), int(QDialog::Accepted));
        QVERIFY(!doc->project().cooling.weather);
        QVERIFY(doc->project().cooling.climateProfileId.empty());
        doc->undoStack()->undo();
        QVERIFY(doc->project().cooling.weather);
    }

    void monthlyPueSeriesAreTheEngines()
    {
        auto doc = openSample("superpod-h100-air.json");
        const Analysis a = analyse(*doc);
        std::unique_ptr<QChart> chart(CoolingCharts::monthlyPue(a));
        const auto series = chart->series();
        QCOMPARE(series.size(), qsizetype(2));
        auto *air = qobject_cast<QLineSeries *>(series[0]);
        auto *liquid = qobject_cast<QLineSeries *>(series[1]);
        QVERIFY(air && liquid);
        QCOMPARE(air->count(), 12);
        for (int m = 0; m < 12; ++m) {
            QCOMPARE(air->at(m).y(), a.cooling->air.monthlyPue[size_t(m)]);
            QCOMPARE(liquid->at(m).y(), a.cooling->liquid.monthlyPue[size_t(m)]);
        }
        QCOMPARE(air->pen().color(), ChartStyle::air());
        QCOMPARE(liquid->pen().color(), ChartStyle::liquid());
    }

    void costBreakEvenChart()
    {
        // Default cost settings: facility 10,000 (air) and 11,000 (liquid) USD/kW x 1,000 kW =
        // 10 M and 11 M capex; maintenance 3 % = 0.30 M and 0.33 M per year; energy 1.0 M (air)
        // and 0.5 M (liquid) -> opex 1.30 M and 0.83 M. Break-even t = (11 - 10) / (1.30 - 0.83)
        // = 2.1277 years, where both have spent 10 + 2.1277 x 1.30 = 12.766 M.
        Analysis a = handCost(0.83e6);
        QVERIFY(a.cost->breakEvenYears);
        QVERIFY(std::abs(*a.cost->breakEvenYears - 1.0 / 0.47) < 1e-9);
        std::unique_ptr<QChart> chart(CoolingCharts::cumulativeCost(a, QStringLiteral("USD")));
        const auto series = chart->series();
        QCOMPARE(series.size(), qsizetype(3));
        auto *air = qobject_cast<QLineSeries *>(series[0]);
        auto *liquid = qobject_cast<QLineSeries *>(series[1]);
        auto *mark = qobject_cast<QScatterSeries *>(series[2]);
        QVERIFY(air && liquid && mark);
        QCOMPARE(air->count(), 6);  // years 0..5
        for (int y = 0; y <= 5; ++y) {
            QVERIFY(std::abs(air->at(y).y() - a.cost->reference.cumulative[size_t(y)] * 1e-6) < 1e-12);
            QVERIFY(std::abs(liquid->at(y).y() - a.cost->candidate.cumulative[size_t(y)] * 1e-6) < 1e-12);
        }
        QVERIFY(std::abs(air->at(5).y() - (10.0 + 5 * 1.30)) < 1e-9);
        QCOMPARE(mark->count(), 1);
        QVERIFY(std::abs(mark->at(0).x() - *a.cost->breakEvenYears) < 1e-12);
        QVERIFY(std::abs(mark->at(0).y() - (10.0 + 1.0 / 0.47 * 1.30)) < 1e-9);
        QVERIFY(chart->title().contains(number(2.1, 1)));

        // Liquid energy 1.2 M: opex 1.53 M > 1.30 M and capex higher -> never; no marker.
        a = handCost(1.53e6);
        QVERIFY(!a.cost->breakEvenYears);
        std::unique_ptr<QChart> never(CoolingCharts::cumulativeCost(a, QStringLiteral("USD")));
        QCOMPARE(never->series().size(), qsizetype(2));
        QVERIFY(never->title().contains(QStringLiteral("never")));
    }

    void energyBarsAreTheEngines()
    {
        auto doc = openSample("superpod-h100-liquid.json");
        const Analysis a = analyse(*doc);
        std::unique_ptr<QChart> chart(CoolingCharts::energyByComponent(a));
        auto *bars = qobject_cast<QStackedBarSeries *>(chart->series().value(0));
        QVERIFY(bars);
        const auto sets = bars->barSets();
        QCOMPARE(sets.size(), qsizetype(4));
        const double ArchitectureResult::*parts[4] = {&ArchitectureResult::annualItKwh, &ArchitectureResult::annualCoolingKwh,
                                                      &ArchitectureResult::annualDistributionLossKwh,
                                                      &ArchitectureResult::annualOtherKwh};
        double airTotal = 0;
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(sets[i]->at(0), a.cooling->air.*parts[i] / 1000.0);
            QCOMPARE(sets[i]->at(1), a.cooling->liquid.*parts[i] / 1000.0);
            airTotal += sets[i]->at(0);
        }
        // The stack is the whole facility energy.
        QVERIFY(std::abs(airTotal - a.cooling->air.annualFacilityKwh / 1000.0) < 1e-6);
        // Liquid takes server fan power off IT: a shorter IT bar.
        QVERIFY(sets[0]->at(1) < sets[0]->at(0));
    }

    void pageShowsFiguresAndSelectsFailingObjects()
    {
        auto doc = openSample("superpod-h100-air.json");
        auto a = std::make_shared<Analysis>(analyse(*doc));
        // A failing room-air check with its CRAHs, as the engine reports it.
        CoolingResult cooling = *a->cooling;
        cooling.checks = {{CapacityCheck::Kind::RoomAir, false, 900e3, 600e3, {"CRAH-1", "CRAH-2"}},
                          {CapacityCheck::Kind::Cdu, true, 0, 0, {}},
                          {CapacityCheck::Kind::CduLoop, true, 0, 0, {}},
                          {CapacityCheck::Kind::InRowRow, true, 0, 0, {}}};
        a->cooling = std::move(cooling);
        CoolingPage page(doc.get());
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setAnalysis(a);
        QTableWidget *t = page.comparisonTable();
        // The two IT rows first (issue 30 item 3), then the PUE.
        QCOMPARE(t->item(0, 0)->text(), QStringLiteral("IT nameplate"));
        QVERIFY(t->item(1, 0)->text().startsWith(QStringLiteral("IT, ")));
        QCOMPARE(t->item(2, 1)->text(), number(a->cooling->air.pue, 3));
        QCOMPARE(t->item(2, 2)->text(), number(a->cooling->liquid.pue, 3));
        QVERIFY(page.monthlyPueChart()->chart() && page.energyChart()->chart() && page.cumulativeCostChart()->chart());
        QTableWidget *checks = page.checksTable();
        QCOMPARE(checks->rowCount(), 4);
        // Every check by its name, never its JSON key (the loop and row checks showed "cdu_loop").
        QCOMPARE(checks->item(2, 0)->text(), QStringLiteral("CDU loop"));
        QCOMPARE(checks->item(3, 0)->text(), QStringLiteral("In-row units of a row"));
        QCOMPARE(checks->item(0, 1)->text(), QStringLiteral("FAIL"));
        QVERIFY(checks->item(0, 0)->background().color() != checks->item(1, 0)->background().color());
        QCOMPARE(checks->item(0, 2)->text(), QStringLiteral("900 / 600 kW"));
        QSignalSpy spy(&page, &CoolingPage::objectsActivated);
        QTest::mouseClick(checks->viewport(), Qt::LeftButton, {}, checks->visualItemRect(checks->item(0, 3)).center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<std::vector<std::string>>(), (std::vector<std::string>{"CRAH-1", "CRAH-2"}));
        QTest::mouseClick(checks->viewport(), Qt::LeftButton, {}, checks->visualItemRect(checks->item(1, 0)).center());
        QCOMPARE(spy.count(), 1);  // a check with no objects selects nothing
    }

    void windowWiring()
    {
        // The real window: Ctrl+Alt+S opens the dialog (OK applies), and clicking a failing
        // capacity check on the Cooling & cost tab selects its racks on the floor plan.
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json"), true));
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        bool sawDialog = false;
        QTimer::singleShot(0, &w, [&] {
            auto *dialog = qobject_cast<SiteCoolingDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            sawDialog = true;
            typeInto(dialog->findChild<QDoubleSpinBox *>(QStringLiteral("electricity_price_per_kwh")), number(0.12, 4));
            QTest::mouseClick(button(*dialog, QDialogButtonBox::Ok), Qt::LeftButton);
        });
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(sawDialog);
        QCOMPARE(w.document()->project().site.electricityPricePerKwh, 0.12);

        w.analysisRunner()->runNow();
        QVERIFY(w.showTab(QStringLiteral("Cooling")));
        auto *page = w.findChild<CoolingPage *>();
        QVERIFY(page && page->isVisible());
        QTableWidget *checks = page->checksTable();
        int failing = -1;
        for (int r = 0; r < checks->rowCount(); ++r)
            if (checks->item(r, 1)->text() == QLatin1String("FAIL"))
                failing = r;
        QVERIFY(failing >= 0);  // the sample's DGX racks exceed 30 kW of air without rear doors
        QStringList expected = checks->item(failing, 0)->data(Qt::UserRole).toStringList();
        QVERIFY(!expected.isEmpty());
        QTest::mouseClick(checks->viewport(), Qt::LeftButton, {}, checks->visualItemRect(checks->item(failing, 1)).center());
        std::vector<std::string> selected = w.floorPlan()->selectedIds();
        std::sort(selected.begin(), selected.end());
        expected.sort();
        QCOMPARE(int(selected.size()), int(expected.size()));
        for (int i = 0; i < expected.size(); ++i)
            QCOMPARE(QString::fromStdString(selected[size_t(i)]), expected[i]);
        QCOMPARE(w.findChild<QTabWidget *>()->currentWidget(), static_cast<QWidget *>(w.floorPlan()));
        // The window is destroyed with racks still selected: a regression test for a crash
        // when the dying floor-plan scene reported its deselection to the inspector.
    }

    void emptyDesignDrawsCalmly()
    {
        // A new, empty design: nothing to cool, no cost history. The page and charts must cope.
        auto doc = std::make_unique<ProjectDocument>(Catalog::builtIn());
        auto a = std::make_shared<Analysis>(analyse(*doc));
        CoolingPage page(doc.get());
        page.resize(1000, 700);
        page.show();
        page.setAnalysis(a);
        QCOMPARE(page.comparisonTable()->item(2, 1)->text(), number(0.0, 3));  // PUE, after the two IT rows
        std::unique_ptr<QChart> cost(CoolingCharts::cumulativeCost(*a, QStringLiteral("USD")));
        // Equal (zero) capex and opex: CostEngine calls that break-even at year 0, marked there.
        QVERIFY(a->cost->breakEvenYears && *a->cost->breakEvenYears == 0.0);
        QCOMPARE(cost->series().size(), qsizetype(3));
        QVERIFY(cost->title().contains(QStringLiteral("year 0")));
    }

    void kpiShowsCostFigures()
    {
        auto a = std::make_shared<Analysis>(handCost(0.83e6));
        CostResult cost = *a->cost;
        cost.monteCarlo.samples = 10000;
        cost.monteCarlo.probabilityCandidateCheaper = 0.734;
        a->cost = std::move(cost);
        KpiStrip strip;
        strip.setAnalysis(a);
        QCOMPARE(strip.text(QStringLiteral("energy_cost")), QStringLiteral("%1 / %2 k").arg(QLocale().toString(1000), QLocale().toString(500)));
        // TCO 5 years: air 10 + 5 x 1.30 = 16.5 M, liquid 11 + 5 x 0.83 = 15.15 M -> -1.35 M.
        // The verdict carries the Monte Carlo probability that liquid is cheaper: 73 %.
        QCOMPARE(strip.text(QStringLiteral("tco")), QStringLiteral("%1 M, P(liquid) %2 %").arg(number(-1.35, 2), number(73, 0)));
    }
};

QTEST_MAIN(TestCoolingUi)
#include "test_cooling_ui.moc"
