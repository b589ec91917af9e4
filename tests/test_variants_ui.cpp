// Variants in the studio (issue 18), driven as a user does: File > Save as Variant by its
// shortcut (the name typed into the dialog), a setting changed, File > Compare Variants by its
// shortcut, the difference read from the figure table with its colour, a variant unchecked
// with a click, File > Variants > Base clicked, and Ctrl+Z taking the switch, the edit and the
// variant back. A design compared with a copy of itself shows no coloured cell at all.
#include "analysis/headlinefigures.h"
#include "comparetable.h"
#include "comparewindow.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "io/projectreader.h"
#include "mainwindow.h"
#include "project/projectvariants.h"
#include <QApplication>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <functional>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace dcs;

namespace {

const char *kSample = DCS_SOURCE_DIR "/projects/superpod-h100-air.json";

int rowOf(const QTableWidget *table, const char *figureKey)
{
    const QString label = QString::fromLatin1(HeadlineFigures::all()[size_t(HeadlineFigures::indexOf(figureKey))].label);
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0) && table->item(r, 0)->text() == label)
            return r;
    return -1;
}

double numberIn(const QString &cell)
{
    // "1,234,567  (+1,234)" -> 1234567
    QString first = cell.section(QStringLiteral("  "), 0, 0);
    first.remove(QLatin1Char(','));
    return first.toDouble();
}

// Answers the next modal text dialog with `text` and Enter, as a user types.
void answerTextDialog(const QString &text, QString *label = nullptr)
{
    QTimer::singleShot(0, [text, label] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        if (label)
            *label = dialog->labelText();
        auto *edit = dialog->findChild<QLineEdit *>();
        QVERIFY(edit);
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    });
}

// Opens File > Variants at the window's corner and clicks the entry whose text starts with `text`;
// `arm` (optional) runs just before the click, to answer the dialog the entry opens.
void clickVariantsEntry(MainWindow &w, const QString &text, const std::function<void()> &arm = {})
{
    auto *menu = w.findChild<QMenu *>(QStringLiteral("variantsMenu"));
    QVERIFY(menu);
    menu->popup(w.mapToGlobal(QPoint(40, 40)));
    QVERIFY(QTest::qWaitForWindowExposed(menu));
    QAction *entry = nullptr;
    for (QAction *a : menu->actions())
        if (a->text().remove(QLatin1Char('&')).startsWith(text))
            entry = a;
    QVERIFY2(entry && entry->isEnabled(), qPrintable(text));
    if (arm)
        arm();
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(entry).center());
}

} // namespace

class TestVariantsUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void saveChangeCompareUndo()
    {
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(QString::fromLatin1(kSample), true));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        ProjectDocument *doc = w.document();
        const Project original = doc->project();
        const int steps = doc->undoStack()->count();

        // 1. File > Save as Variant (Ctrl+Alt+V): the dialog says what the design stays as.
        QString label;
        answerTextDialog(QStringLiteral("Dear power"), &label);
        QTest::keyClick(&w, Qt::Key_V, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY2(label.contains(QStringLiteral("\"Base\"")), qPrintable(label));
        QCOMPARE(ProjectVariants::names(doc->project()), (std::vector<std::string>{"Base", "Dear power"}));
        QCOMPARE(ProjectVariants::currentName(doc->project()), std::string("Dear power"));
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QVERIFY2(w.windowTitle().contains(QStringLiteral("(variant Dear power)")), qPrintable(w.windowTitle()));

        // 2. A setting of the new variant: the electricity price doubled (0.08 -> 0.16 USD/kWh),
        // the edit the Site and Cooling dialog makes.
        QVERIFY(doc->setProperty("site", "electricity_price_per_kwh", 0.16));

        // 3. File > Compare Variants (Ctrl+Alt+C).
        w.activateWindow();  // back from the closed dialog: the window's shortcuts need it active
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_C, Qt::ControlModifier | Qt::AltModifier);
        auto *compare = w.findChild<CompareWindow *>();
        QVERIFY(compare);
        QVERIFY(QTest::qWaitForWindowExposed(compare));
        compare->resize(1280, 800);
        QTRY_VERIFY_WITH_TIMEOUT(!compare->busy(), 20000);  // the variants are evaluated on worker threads
        QTableWidget *table = compare->figureTable();
        QCOMPARE(table->columnCount(), 4);  // figure, unit, Base, Dear power
        QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("Base (reference)"));
        QCOMPARE(table->horizontalHeaderItem(3)->text(), QStringLiteral("Dear power"));
        // Energy cost = facility kWh x price (PlantModel): the same kWh at twice the price, so
        // the variant's cost is exactly twice the reference's, and worse (lower is better).
        const int cost = rowOf(table, "annual_energy_cost");
        QVERIFY(cost >= 0);
        const double base = numberIn(table->item(cost, 2)->text()), dear = numberIn(table->item(cost, 3)->text());
        QVERIFY2(base > 1e5, qPrintable(table->item(cost, 2)->text()));
        QVERIFY2(std::abs(dear - 2 * base) <= 1.0, qPrintable(table->item(cost, 3)->text()));  // both rounded to 1 USD
        QVERIFY2(table->item(cost, 3)->text().contains(QStringLiteral("(+")), qPrintable(table->item(cost, 3)->text()));
        QCOMPARE(table->item(cost, 3)->data(Qt::UserRole).toString(), QStringLiteral("worse"));
        QCOMPARE(table->item(cost, 3)->background().color(), CompareTable::colour(Comparison::Verdict::Worse));
        QCOMPARE(table->item(cost, 2)->data(Qt::UserRole).toString(), QStringLiteral("same"));  // the reference
        // The price moves no energy: the PUE stays, uncoloured.
        const int pue = rowOf(table, "pue_annual");
        QCOMPARE(table->item(pue, 3)->data(Qt::UserRole).toString(), QStringLiteral("same"));
        QCOMPARE(table->item(pue, 3)->background().style(), Qt::NoBrush);
        QVERIFY(compare->findChild<QLabel *>(QStringLiteral("compareSummary"))->text().contains(QStringLiteral("differ from Base")));

        // A click on a variant's box takes it out of the table; another puts it back.
        QListWidget *list = compare->variantList();
        QCOMPARE(list->count(), 2);
        QCOMPARE(list->item(1)->text(), QStringLiteral("Dear power (editing)"));
        const QRect row = list->visualItemRect(list->item(1));
        const QPoint box(row.left() + row.height() / 2, row.center().y());  // the check box leads the row
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, box);
        QCOMPARE(list->item(1)->checkState(), Qt::Unchecked);
        QCOMPARE(table->columnCount(), 3);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, box);
        QCOMPARE(table->columnCount(), 4);

        // The other tabs are there and filled: a click on Warnings.
        QTabBar *bar = compare->tabs()->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(3).center());
        QCOMPARE(compare->tabs()->tabText(compare->tabs()->currentIndex()), QStringLiteral("Warnings"));

        // 4. File > Variants > Base, clicked: the design goes back to the reference's price, and
        // the dear one is kept whole under its name.
        QApplication::setActiveWindow(&w);  // offscreen moves no focus between windows on its own
        QTRY_COMPARE(QApplication::activeWindow(), static_cast<QWidget *>(&w));
        auto *variants = w.findChild<QMenu *>(QStringLiteral("variantsMenu"));
        QVERIFY(variants);
        variants->popup(w.mapToGlobal(QPoint(40, 40)));  // aboutToShow lists the variants
        QVERIFY(QTest::qWaitForWindowExposed(variants));
        QAction *toBase = nullptr;
        for (QAction *a : variants->actions())
            if (a->text() == QLatin1String("Base"))
                toBase = a;
        QVERIFY(toBase && !toBase->isChecked());
        QTest::mouseClick(variants, Qt::LeftButton, {}, variants->actionGeometry(toBase).center());
        QCOMPARE(ProjectVariants::currentName(doc->project()), std::string("Base"));
        QCOMPARE(doc->project().site.electricityPricePerKwh, 0.08);
        QCOMPARE(ProjectVariants::design(doc->project(), "Dear power")->site.electricityPricePerKwh, 0.16);
        QVERIFY(w.windowTitle().contains(QStringLiteral("(variant Base)")));
        QTRY_COMPARE_WITH_TIMEOUT(list->item(0)->text(), QStringLiteral("Base (editing)"), 3000);

        // 5. Ctrl+Z in the studio: the switch, the price, then the variant itself.
        QApplication::setActiveWindow(&w);
        QTRY_COMPARE(QApplication::activeWindow(), static_cast<QWidget *>(&w));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(ProjectVariants::currentName(doc->project()), std::string("Dear power"));
        QCOMPARE(doc->project().site.electricityPricePerKwh, 0.16);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY2(doc->project() == original, qPrintable(QStringLiteral("undo index %1 of %2, active %3, focus %4")
                                                             .arg(doc->undoStack()->index()).arg(doc->undoStack()->count())
                                                             .arg(w.isActiveWindow())
                                                             .arg(QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className() : "none")));
        QVERIFY(doc->project().variants.empty());
        QVERIFY(!w.windowTitle().contains(QStringLiteral("variant")));
        // The Compare window follows the design shortly after it changes: one design, nothing to compare.
        QTRY_COMPARE_WITH_TIMEOUT(list->count(), 1, 3000);
        QTRY_VERIFY_WITH_TIMEOUT(!compare->busy(), 20000);
        QCOMPARE(table->columnCount(), 3);
    }

    void renameAndDeleteFromTheMenu()
    {
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(QString::fromLatin1(kSample), true));
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        ProjectDocument *doc = w.document();
        QVERIFY(doc->saveAsVariant("Variant 2"));
        // Variants > Rename Variant...: the name typed replaces the current variant's.
        clickVariantsEntry(w, QStringLiteral("Rename Variant"), [] { answerTextDialog(QStringLiteral("Liquid")); });
        QCOMPARE(ProjectVariants::names(doc->project()), (std::vector<std::string>{"Base", "Liquid"}));
        // A name taken is refused with a message naming it; nothing changes.
        QApplication::setActiveWindow(&w);
        QTRY_COMPARE(QApplication::activeWindow(), static_cast<QWidget *>(&w));
        const int steps = doc->undoStack()->count();
        QString refusal;
        QTimer::singleShot(0, [&refusal] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto *edit = dialog->findChild<QLineEdit *>();
            QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(edit, QStringLiteral("Base"));
            QTimer::singleShot(0, [&refusal] {  // the warning that follows
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                QVERIFY(box);
                refusal = box->text();
                box->accept();
            });
            QTest::keyClick(edit, Qt::Key_Return);
        });
        QTest::keyClick(&w, Qt::Key_V, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(refusal, QStringLiteral("There is already a variant 'Base'."));
        QCOMPARE(doc->undoStack()->count(), steps);
        // Variants > Delete Variant, confirmed: the design goes on as Base; Ctrl+Z brings Liquid back.
        QApplication::setActiveWindow(&w);
        QTRY_COMPARE(QApplication::activeWindow(), static_cast<QWidget *>(&w));
        clickVariantsEntry(w, QStringLiteral("Delete Variant"), [] {
            QTimer::singleShot(0, [] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                QVERIFY(box);
                QVERIFY(box->text().contains(QStringLiteral("\"Liquid\"")));
                box->button(QMessageBox::Yes)->click();
            });
        });
        QCOMPARE(ProjectVariants::names(doc->project()), (std::vector<std::string>{"Base"}));
        QCOMPARE(ProjectVariants::currentName(doc->project()), std::string("Base"));
        QApplication::setActiveWindow(&w);
        QTRY_COMPARE(QApplication::activeWindow(), static_cast<QWidget *>(&w));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(ProjectVariants::names(doc->project()), (std::vector<std::string>{"Base", "Liquid"}));
        QCOMPARE(ProjectVariants::currentName(doc->project()), std::string("Liquid"));
    }

    void aDesignAgainstItsCopyShowsNoDifference()
    {
        ProjectDocument doc(Catalog::builtIn());
        ReadResult r = ProjectReader::readFile(QString::fromLatin1(kSample), Catalog::builtIn());
        QVERIFY(r.project);
        doc.reset(*r.project);
        QVERIFY(doc.saveAsVariant("Copy"));
        CompareWindow window(&doc);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(!window.busy(), 20000);
        QTableWidget *table = window.figureTable();
        QCOMPARE(table->columnCount(), 4);
        QCOMPARE(table->rowCount(), int(HeadlineFigures::all().size()));
        for (int row = 0; row < table->rowCount(); ++row)
            for (int column = 2; column < 4; ++column) {
                QTableWidgetItem *cell = table->item(row, column);
                QCOMPARE(cell->data(Qt::UserRole).toString(), QStringLiteral("same"));
                QCOMPARE(cell->background().style(), Qt::NoBrush);
                QVERIFY2(!cell->text().contains(QLatin1Char('(')), qPrintable(cell->text()));  // no difference shown
            }
        QVERIFY(window.comparison().identical());
        QCOMPARE(window.findChild<QLabel *>(QStringLiteral("compareSummary"))->text(),
                 QStringLiteral("No differences: every figure is the same and no warning is added or removed."));
    }

    void differenceTexts()
    {
        // Differences shortened from 100,000 on so six variants fit 1280 px; signs always shown.
        QCOMPARE(CompareTable::difference(3'005'596.0, 0), QStringLiteral("+3.01 M"));   // 3.005596 M, 2 decimals
        QCOMPARE(CompareTable::difference(-471'124.0, 0), QStringLiteral("-471 k"));     // 471.124 k, 0 decimals
        QCOMPARE(CompareTable::difference(99'999.4, 0), QStringLiteral("+99,999"));      // under 100,000: exact
        QCOMPARE(CompareTable::difference(-0.04, 1), QStringLiteral("-0.0"));            // rounds to 0, keeps its sign
        QCOMPARE(CompareTable::number(-0.04, 1), QStringLiteral("0.0"));                 // a value does not
        QCOMPARE(CompareTable::number(1'234'567.8, 0), QStringLiteral("1,234,568"));
    }

    // DCS_SCREENSHOT_DIR=/tmp/x: the window at 1280 x 800 with three variants (air, liquid, dear
    // power), every tab as a PNG, for the README and docs/sweep.md. Skipped otherwise.
    void screenshots()
    {
        const QByteArray dir = qgetenv("DCS_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("DCS_SCREENSHOT_DIR is not set");
        ProjectDocument doc(Catalog::builtIn());
        ReadResult r = ProjectReader::readFile(QString::fromLatin1(kSample), Catalog::builtIn());
        QVERIFY(r.project);
        doc.reset(*r.project);
        QVERIFY(doc.saveAsVariant("Liquid"));
        QVERIFY(doc.renameVariant("Base", "Air"));
        QVERIFY(doc.setProperty("cooling", "architecture", "liquid"));
        QVERIFY(doc.saveAsVariant("Liquid, dear power"));
        QVERIFY(doc.setProperty("site", "electricity_price_per_kwh", 0.16));
        // DCS_SCREENSHOT_SIX: six variants, the most the window shows, to judge the layout.
        if (qEnvironmentVariableIsSet("DCS_SCREENSHOT_SIX")) {
            QVERIFY(doc.switchToVariant("Air"));
            QVERIFY(doc.saveAsVariant("Air 12 ct"));
            QVERIFY(doc.setProperty("site", "electricity_price_per_kwh", 0.12));
            QVERIFY(doc.saveAsVariant("Air 4 ct"));
            QVERIFY(doc.setProperty("site", "electricity_price_per_kwh", 0.04));
            QVERIFY(doc.saveAsVariant("Air 4 ct, copy"));
        }
        CompareWindow window(&doc);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(!window.busy(), 60000);
        for (int i = 0; i < window.tabs()->count(); ++i) {
            window.tabs()->setCurrentIndex(i);
            QTest::qWait(100);
            QVERIFY(window.grab().save(QStringLiteral("%1/compare-%2.png").arg(QString::fromLocal8Bit(dir)).arg(i)));
        }
    }
};

QTEST_MAIN(TestVariantsUi)
#include "test_variants_ui.moc"
