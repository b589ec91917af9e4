// File > New from Template... dialog (issue 7 section 1): sensible defaults, a live preview
// that follows the choices typed, OK disabled with the reason shown when the choices cannot be
// generated, and options() carrying every choice to the generator.
#include "analysis/analysisrunner.h"
#include "catalog/catalog.h"
#include "dialogdriver.h"
#include "document/projectdocument.h"
#include "generator/clustergenerator.h"
#include "mainwindow.h"
#include "newdesigndialog.h"
#include <QApplication>
#include <QStandardPaths>
#include <QTimer>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <algorithm>

using namespace dcs;

class TestNewDesignUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void defaultsGiveAValidDesign()
    {
        NewDesignDialog dialog(Catalog::builtIn());
        const GeneratorOptions o = dialog.options();
        QCOMPARE(o.systemId, std::string("dgx-h100"));
        QCOMPARE(o.nodes, 32);
        QCOMPARE(int(o.cooling), int(GeneratorCooling::Liquid));
        // 32 DGX H100 at 4 per rack (45 kW limit) = 8 racks, 256 GPUs, 8 x 40.95 kW = 327.6 kW.
        QVERIFY2(dialog.previewText().contains(QStringLiteral("8 compute racks")), qPrintable(dialog.previewText()));
        QVERIFY(dialog.previewText().contains(QStringLiteral("256 GPUs")));
        QVERIFY(dialog.previewText().contains(QStringLiteral("327.6 kW")));
        QVERIFY(ClusterGenerator::generate(o, Catalog::builtIn(), false).ok);
    }

    void previewFollowsTypedCount()
    {
        NewDesignDialog dialog(Catalog::builtIn());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *count = dialog.findChild<QSpinBox *>();
        QVERIFY(count);
        count->setFocus();
        count->selectAll();
        QTest::keyClicks(count, QStringLiteral("128"));
        QCOMPARE(dialog.options().nodes, 128);
        // 128 / 4 = 32 racks; 1,024 GPUs.
        QVERIFY2(dialog.previewText().contains(QStringLiteral("32 compute racks")), qPrintable(dialog.previewText()));
        QVERIFY(dialog.previewText().contains(QStringLiteral("1,024 GPUs")));
        // To look at it: DCS_SCREENSHOT=/tmp/newdesign.png test_newdesign_ui
        if (qEnvironmentVariableIsSet("DCS_SCREENSHOT"))
            dialog.grab().save(qEnvironmentVariable("DCS_SCREENSHOT"));
    }

    void impossibleChoicesDisableGenerate()
    {
        NewDesignDialog dialog(Catalog::builtIn());
        GeneratorOptions o;
        o.systemId = "gb200-nvl72";
        o.nodes = 2;
        o.cooling = GeneratorCooling::Air;
        dialog.setOptions(o);
        auto *buttons = dialog.findChild<QDialogButtonBox *>();
        QVERIFY(!buttons->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY2(dialog.previewText().contains(QStringLiteral("choose liquid cooling")), qPrintable(dialog.previewText()));
        o.cooling = GeneratorCooling::Liquid;
        dialog.setOptions(o);
        QVERIFY(buttons->button(QDialogButtonBox::Ok)->isEnabled());
        QCOMPARE(dialog.options().systemId, std::string("gb200-nvl72"));
        QCOMPARE(int(dialog.options().cooling), int(GeneratorCooling::Liquid));
    }

    // A GB200 NVL72 hall without facility water: on air Generate is refused (the racks' 132 kW
    // cannot leave as air); Alt+O reaches the cooling and End picks the last choice, sidecar
    // (liquid-to-air CDUs): Generate is enabled and the design's CDUs all reject to the room.
    void sidecarChosenWithTheKeyboard()
    {
        NewDesignDialog dialog(Catalog::builtIn());
        GeneratorOptions o;
        o.systemId = "gb200-nvl72";
        o.nodes = 4;
        o.cooling = GeneratorCooling::Air;
        dialog.setOptions(o);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        QVERIFY2(dialog.previewText().contains(QStringLiteral("or sidecar")), qPrintable(dialog.previewText()));
        QTest::keyClick(&dialog, Qt::Key_O, Qt::AltModifier);
        QWidget *combo = QApplication::focusWidget();
        QVERIFY(combo && combo->inherits("QComboBox"));
        QTest::keyClick(combo, Qt::Key_End);
        QCOMPARE(int(dialog.options().cooling), int(GeneratorCooling::Sidecar));
        QVERIFY(ok->isEnabled());
        const ClusterGenerator::Result r = ClusterGenerator::generate(dialog.options(), Catalog::builtIn());
        QVERIFY(r.ok);
        int sidecars = 0;
        for (const FloorEquipment &e : r.project.equipment)
            if (const CatalogEntry *c = Catalog::builtIn().find(e.catalogId); c->isCooling(CoolingType::Cdu)) {
                QVERIFY(c->isRoomAirCdu());
                ++sidecars;
            }
        QCOMPARE(sidecars, 3);
    }

    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Ctrl+Shift+N in the window: the dialog opens, 16 nodes typed, Enter; the window holds the
    // generated design as a new unsaved document.
    void fileMenuLoadsTheGeneratedDesign()
    {
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject({}, true));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        bool sawDialog = false;
        dcs::test::whenModal<NewDesignDialog>(&w, [](NewDesignDialog *dialog) {
            auto *count = dialog->findChild<QSpinBox *>();
            count->setFocus();
            count->selectAll();
            QTest::keyClicks(count, QStringLiteral("16"));
            QTest::keyClick(dialog, Qt::Key_Return);
        }, &sawDialog);
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(sawDialog);
        const Project &p = w.document()->project();
        int nodes = 0;
        for (const Rack &r : p.racks)
            for (const DevicePlacement &d : r.devices)
                nodes += d.catalogId == "dgx-h100";
        QCOMPARE(nodes, 16);
        QVERIFY(p.name.find("16 x") == 0);
        QVERIFY(w.document()->isModified());
        QVERIFY(w.document()->filePath().isEmpty());
        w.analysisRunner()->runNow();
    }

    // Issue 33: Alt+D reaches the power distribution; Down picks the overhead busway, and the
    // options and the generated design carry it (busway runs, no floor panel).
    void buswayChosenWithTheKeyboard()
    {
        NewDesignDialog dialog(Catalog::builtIn());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.options().busway);
        QTest::keyClick(&dialog, Qt::Key_D, Qt::AltModifier);
        QWidget *combo = QApplication::focusWidget();
        QVERIFY(combo && combo->inherits("QComboBox"));
        QTest::keyClick(combo, Qt::Key_Down);
        QVERIFY(dialog.options().busway);
        const ClusterGenerator::Result r = ClusterGenerator::generate(dialog.options(), Catalog::builtIn());
        QVERIFY(r.ok);
        QVERIFY(std::any_of(r.project.equipment.begin(), r.project.equipment.end(),
                            [](const FloorEquipment &e) { return Catalog::builtIn().find(e.catalogId)->isOverhead(); }));
        QVERIFY(std::none_of(r.project.equipment.begin(), r.project.equipment.end(), [](const FloorEquipment &e) {
            const CatalogEntry *c = Catalog::builtIn().find(e.catalogId);
            return c->kind == CatalogKind::PowerPanel && !c->isOverhead();
        }));
    }

    void enterGenerates()
    {
        NewDesignDialog dialog(Catalog::builtIn());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::keyClick(&dialog, Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }
};

QTEST_MAIN(TestNewDesignUi)
#include "test_newdesign_ui.moc"
