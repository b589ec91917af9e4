// Floor plan editor: scene contents, drops, drag moves as one undo step, delete, refusals.
#include "analysis/analyzer.h"
#include "document/projectdocument.h"
#include "floorcolourpanel.h"
#include "floorcolouring.h"
#include "io/projectreader.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "flooritem.h"
#include "rackitem.h"
#include "catalogpalette.h"
#include "catalogtree.h"
#include "inspectordock.h"
#include "threedgxrack.h"
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QPainter>
#include <QLineEdit>
#include <QElapsedTimer>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <set>
#include <cmath>
#include <memory>

using namespace dcs;

namespace {

Rack makeRack(const std::string &id, double x, double y)
{
    Rack r;
    r.id = id;
    r.name = id;
    r.catalogId = "rack-42u-600";
    r.xM = x;
    r.yM = y;
    return r;
}

// A 12 x 8 m hall with 0.6 m tiles and two 600 x 1200 mm racks well apart.
Project smallHall()
{
    Project p;
    p.name = "Test hall";
    p.hall.widthM = 12.0;
    p.hall.depthM = 8.0;
    p.hall.tileM = 0.6;
    p.racks.push_back(makeRack("R1", 1.2, 1.2));
    p.racks.push_back(makeRack("R2", 6.0, 1.2));
    return p;
}

} // namespace

class TestFloorPlan : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ProjectDocument> mDoc;
    std::unique_ptr<FloorPlanView> mView;

    QPoint viewPoint(double xM, double yM) const
    {
        return mView->mapFromScene(FloorPlanScene::toScene(xM, yM));
    }

    // Sends the drag-enter, drag-move and drop a palette drag would produce.
    bool dropCatalogId(const QByteArray &catalogId, double xM, double yM)
    {
        QMimeData mime;
        mime.setData(QString::fromLatin1(FloorPlanView::kCatalogMimeType), catalogId);
        const QPointF pos = viewPoint(xM, yM);
        QDragEnterEvent enter(pos.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(mView->viewport(), &enter);
        QDragMoveEvent move(pos.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(mView->viewport(), &move);
        QDropEvent drop(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(mView->viewport(), &drop);
        return drop.isAccepted();
    }

private Q_SLOTS:
    // The colour panel remembers its mode in QSettings: keep that out of the user's settings.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QVERIFY2(Catalog::builtIn().find("rack-42u-600"), "built-in catalog lacks rack-42u-600");
        mDoc = std::make_unique<ProjectDocument>(Catalog::builtIn());
        mDoc->reset(smallHall());
        mView = std::make_unique<FloorPlanView>(mDoc.get());
        mView->resize(900, 700);
        mView->show();
        QVERIFY(QTest::qWaitForWindowExposed(mView.get()));
        mView->fitToView();
    }

    void cleanup()
    {
        mView.reset();
        mDoc.reset();
    }

    void sceneHasOneItemPerRack()
    {
        int rackItems = 0;
        for (QGraphicsItem *item : mView->floorScene()->items())
            rackItems += item->type() == RackItem::Type;
        QCOMPARE(rackItems, 2);
        QVERIFY(mView->floorScene()->itemFor("R1"));
        QVERIFY(mView->floorScene()->itemFor("R2"));
        // The item stands where the model says, in centimetres.
        QCOMPARE(mView->floorScene()->itemFor("R2")->pos(), QPointF(600, 120));
        QCOMPARE(mView->floorScene()->itemFor("R2")->boundingRect().size(), QSizeF(60, 120));
    }

    void dropPlacesRackOnTileCorner()
    {
        const size_t undoBefore = size_t(mDoc->undoStack()->count());
        QVERIFY(dropCatalogId("rack-42u-600", 3.1, 4.3));
        QCOMPARE(mDoc->project().racks.size(), size_t(3));
        const Rack &r = mDoc->project().racks.back();
        // The tile under the cursor: 3.1 m -> tile line 3.0 m, 4.3 m -> 4.2 m.
        QVERIFY2(r.xM == 3.0, qPrintable(QString::number(r.xM, 'g', 17)));
        QVERIFY2(r.yM == 4.2, qPrintable(QString::number(r.yM, 'g', 17)));
        QCOMPARE(r.catalogId, std::string("rack-42u-600"));
        QCOMPARE(r.name, r.id);
        QVERIFY(mView->floorScene()->itemFor(r.id));
        QCOMPARE(size_t(mDoc->undoStack()->count()), undoBefore + 1);
        QCOMPARE(mView->selectedIds(), std::vector<std::string>{r.id});
    }

    void dropOnOccupiedFloorIsRefused()
    {
        QSignalSpy status(mView.get(), &FloorPlanView::statusMessage);
        QVERIFY(!dropCatalogId("rack-42u-600", 6.1, 1.5));  // on top of R2
        QCOMPARE(mDoc->project().racks.size(), size_t(2));
        QCOMPARE(status.count(), 1);
        QVERIFY(status.first().first().toString().contains("R2"));
        QVERIFY(!dropCatalogId("rack-42u-600", 11.9, 7.9));  // would cross the walls
        QCOMPARE(mDoc->project().racks.size(), size_t(2));
        QVERIFY(!dropCatalogId("dgx-h100", 3.0, 4.0));  // mounts in a rack, not on the floor
        QCOMPARE(mDoc->project().racks.size(), size_t(2));
        QCOMPARE(mDoc->project().equipment.size(), size_t(0));
        QCOMPARE(mDoc->undoStack()->count(), 0);
    }

    // A rack-scale system arrives with its power (issue 33 item 1): a three-phase whip per power
    // shelf, alternating feeds, every shelf plugged, so the engines carry its 132 kW from the start.
    void dropRackSystemArrivesCabled()
    {
        QVERIFY(dropCatalogId("gb200-nvl72", 3.1, 4.3));
        const Rack &r = mDoc->project().racks.back();
        QCOMPARE(r.catalogId, std::string("gb200-nvl72"));
        QCOMPARE(r.pdus.size(), size_t(8));
        QCOMPARE(r.power.size(), size_t(8));
        std::set<std::string> whips;
        for (const PowerConnection &c : r.power)
            whips.insert(c.pduId);
        QCOMPARE(whips.size(), size_t(8));
        QCOMPARE(r.pdus.front().catalogId, std::string("pdu-415v-60a-3ph-whip"));
        QCOMPARE(r.pdus[0].feed, Feed::A);
        QCOMPARE(r.pdus[1].feed, Feed::B);
        const Analysis a = Analyzer::run(mDoc->project(), mDoc->catalog());
        for (const Warning &w : a.warnings)
            QVERIFY2(w.key() != "power.system_unpowered", w.message.c_str());
        mDoc->undoStack()->undo();
        QCOMPARE(mDoc->project().racks.size(), size_t(2));
    }

    void dropEquipmentGetsTypePrefix()
    {
        QVERIFY(dropCatalogId("crah-cw-150", 0.1, 5.5));
        QCOMPARE(mDoc->project().equipment.size(), size_t(1));
        QCOMPARE(mDoc->project().equipment.front().id, std::string("CRAH01"));
    }

    void dragMovesByWholeTilesAsOneUndoStep()
    {
        const int undoBefore = mDoc->undoStack()->count();
        QWidget *vp = mView->viewport();
        const QPoint start = viewPoint(1.5, 1.8);  // middle of R1
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, start);
        QCOMPARE(mView->selectedIds(), std::vector<std::string>{"R1"});
        // Several intermediate positions, ending 1.2 m right and 0.6 m down.
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(vp, viewPoint(1.5 + 0.3 * i, 1.8 + 0.15 * i));
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, viewPoint(2.7, 2.4));
        const Rack *r = mDoc->project().findRack("R1");
        QVERIFY(r);
        QVERIFY2(std::abs(r->xM - 2.4) < 1e-9, qPrintable(QString::number(r->xM, 'g', 17)));
        QVERIFY2(std::abs(r->yM - 1.8) < 1e-9, qPrintable(QString::number(r->yM, 'g', 17)));
        QCOMPARE(mDoc->undoStack()->count(), undoBefore + 1);
        QCOMPARE(mView->floorScene()->itemFor("R1")->pos().toPoint(), QPoint(240, 180));
        mDoc->undoStack()->undo();
        QVERIFY(mDoc->project().findRack("R1")->xM == 1.2);
        QVERIFY(mDoc->project().findRack("R1")->yM == 1.2);
        QCOMPARE(mView->floorScene()->itemFor("R1")->pos().toPoint(), QPoint(120, 120));
    }

    void dragIsBlockedByOtherRack()
    {
        QWidget *vp = mView->viewport();
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, viewPoint(1.5, 1.8));
        QTest::mouseMove(vp, viewPoint(6.3, 1.8));  // straight onto R2
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, viewPoint(6.3, 1.8));
        QCOMPARE(mDoc->project().findRack("R1")->xM, 1.2);
    }

    void arrowKeysMoveOneTileEach()
    {
        mView->selectIds({"R1"});
        const int undoBefore = mDoc->undoStack()->count();
        QTest::keyClick(mView.get(), Qt::Key_Right);
        QTest::keyClick(mView.get(), Qt::Key_Right);
        QVERIFY(std::abs(mDoc->project().findRack("R1")->xM - 2.4) < 1e-9);
        QCOMPARE(mDoc->undoStack()->count(), undoBefore + 2);  // separate steps, not merged
    }

    void deleteKeyRemovesAndUndoRestores()
    {
        mView->selectIds({"R1"});
        QSignalSpy selection(mView.get(), &FloorPlanView::selectionIdsChanged);
        QTest::keyClick(mView.get(), Qt::Key_Delete);
        QCOMPARE(mDoc->project().racks.size(), size_t(1));
        QVERIFY(!mDoc->project().findRack("R1"));
        QVERIFY(!mView->floorScene()->itemFor("R1"));
        QVERIFY(mView->selectedIds().empty());
        QVERIFY(selection.count() >= 1);
        mDoc->undoStack()->undo();
        QVERIFY(mDoc->project().findRack("R1"));
        QVERIFY(mView->floorScene()->itemFor("R1"));
        QCOMPARE(mView->floorScene()->itemFor("R1")->pos(), QPointF(120, 120));
    }

    void shiftClickTogglesSelection()
    {
        QWidget *vp = mView->viewport();
        QTest::mouseClick(vp, Qt::LeftButton, Qt::NoModifier, viewPoint(1.5, 1.8));
        QTest::mouseClick(vp, Qt::LeftButton, Qt::ShiftModifier, viewPoint(6.3, 1.8));
        QCOMPARE(mView->selectedIds(), (std::vector<std::string>{"R1", "R2"}));
        QTest::mouseClick(vp, Qt::LeftButton, Qt::ShiftModifier, viewPoint(1.5, 1.8));
        QCOMPARE(mView->selectedIds(), std::vector<std::string>{"R2"});
    }

    void duplicateAndPlaceRow()
    {
        mView->selectIds({"R1"});
        mView->duplicateSelection();
        QCOMPARE(mDoc->project().racks.size(), size_t(3));
        const Rack &copy = mDoc->project().racks.back();
        QVERIFY(std::abs(copy.xM - 1.8) < 1e-9 && copy.yM == 1.2);
        const int undoBefore = mDoc->undoStack()->count();
        mView->placeRow("rack-42u-600", 4);
        QCOMPARE(mDoc->project().racks.size(), size_t(7));
        QCOMPARE(mDoc->undoStack()->count(), undoBefore + 1);
        QCOMPARE(mView->selectedIds().size(), size_t(4));
    }

    void copyPasteMakesFreshIds()
    {
        mView->selectIds({"R1"});
        mView->copySelection();
        mView->paste();
        QCOMPARE(mDoc->project().racks.size(), size_t(3));
        const Rack &copy = mDoc->project().racks.back();
        QVERIFY(copy.id != "R1" && copy.id != "R2");
        QVERIFY(copy.xM >= 1.8 - 1e-9);
    }

    void paletteFiltersAndDragsCatalogIds()
    {
        CatalogPalette palette(mDoc.get());
        QCOMPARE(palette.objectName(), QString("catalogPalette"));
        palette.setFilter("dgx h100");
        CatalogTree *tree = palette.tree();
        QStringList visible;
        QModelIndex dgx;
        for (int g = 0; g < tree->topLevelItemCount(); ++g) {
            QTreeWidgetItem *group = tree->topLevelItem(g);
            for (int i = 0; i < group->childCount(); ++i)
                if (!group->isHidden() && !group->child(i)->isHidden()) {
                    const QString id = group->child(i)->data(0, CatalogTree::kIdRole).toString();
                    visible << id;
                    if (id == "dgx-h100")
                        dgx = tree->model()->index(i, 0, tree->model()->index(g, 0));
                }
        }
        QCOMPARE(visible, QStringList{"dgx-h100"});
        std::unique_ptr<QMimeData> mime(tree->model()->mimeData({dgx}));
        QVERIFY(mime);
        QCOMPARE(mime->data(FloorPlanView::kCatalogMimeType), QByteArray("dgx-h100"));
    }

    void inspectorCommitsAndExplainsRefusals()
    {
        InspectorDock dock(mDoc.get());
        dock.setSelection({"R1"});
        QDoubleSpinBox *x = nullptr;
        QLineEdit *name = nullptr;
        for (auto *spin : dock.findChildren<QDoubleSpinBox *>())
            if (spin->toolTip().contains("Left edge"))
                x = spin;
        for (auto *edit : dock.findChildren<QLineEdit *>())
            if (edit->text() == "R1")
                name = edit;
        QVERIFY(x && name);
        QCOMPARE(x->value(), 1.2);
        x->setValue(2.4);
        Q_EMIT x->editingFinished();
        QCOMPARE(mDoc->project().findRack("R1")->xM, 2.4);
        QVERIFY(dock.errorText().isEmpty());
        x->setValue(11.9);  // beyond the 12 m wall
        Q_EMIT x->editingFinished();
        QCOMPARE(mDoc->project().findRack("R1")->xM, 2.4);
        QCOMPARE(x->value(), 2.4);
        QVERIFY(!dock.errorText().isEmpty());
        name->setText("Row A 01");
        Q_EMIT name->editingFinished();
        QCOMPARE(mDoc->project().findRack("R1")->name, std::string("Row A 01"));
        mDoc->undoStack()->undo();
        QCOMPARE(name->text(), QString("R1"));  // refreshed from the model
    }

    // Issue 33 item 3: the hall's floor rating in the inspector (nothing selected), typed as a
    // user types it: select the field's text, type 20, Enter; one undo step; 0 is refused.
    void floorRatingEditedInInspector()
    {
        InspectorDock dock(mDoc.get());
        dock.show();
        dock.setSelection({});
        QDoubleSpinBox *rating = nullptr;
        for (auto *spin : dock.findChildren<QDoubleSpinBox *>())
            if (spin->toolTip().contains("floor is rated for"))
                rating = spin;
        QVERIFY(rating);
        QCOMPARE(rating->value(), 12.0);
        QCOMPARE(rating->suffix().trimmed(), QStringLiteral("kPa"));
        const int steps = mDoc->undoStack()->count();
        rating->setFocus();
        QTest::keyClick(rating, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(rating, "20");
        QTest::keyClick(rating, Qt::Key_Return);
        QCOMPARE(mDoc->project().hall.floorRatingKpa, 20.0);
        QCOMPARE(mDoc->undoStack()->count(), steps + 1);
        mDoc->undoStack()->undo();
        QCOMPARE(mDoc->project().hall.floorRatingKpa, 12.0);
    }

    // Issue 31: an edit of several objects is judged whole before anything is pushed. R1 and
    // R2 turned a quarter: R1 (1.2-1.8 x 1.2-2.4) becomes 1.2-2.4 x 1.2-1.8, free; R2 at x 6.0
    // becomes 6.0-7.2 wide and would overlap R3 at x 6.8. Refused: no rack turns, and the
    // refusal leaves neither an undo nor a redo step (the form once undid a half-applied macro,
    // which left it on the redo stack).
    void refusedEditOfSeveralObjectsLeavesNoStep()
    {
        mDoc->addObjects({makeRack("R3", 6.8, 1.2)}, {});
        InspectorDock dock(mDoc.get());
        connect(mView.get(), &FloorPlanView::selectionIdsChanged, &dock, &InspectorDock::setSelection);  // as editorwiring
        dock.show();
        QWidget *vp = mView->viewport();
        QTest::mouseClick(vp, Qt::LeftButton, Qt::NoModifier, viewPoint(1.5, 1.8));
        QTest::mouseClick(vp, Qt::LeftButton, Qt::ShiftModifier, viewPoint(6.3, 1.8));
        QCOMPARE(mView->selectedIds(), (std::vector<std::string>{"R1", "R2"}));
        const auto rotationCombo = [&dock]() -> QComboBox * {
            for (auto *combo : dock.findChildren<QComboBox *>())
                if (combo->toolTip().contains("every selected object"))
                    return combo;
            return nullptr;
        };
        QComboBox *rotation = rotationCombo();
        QVERIFY(rotation);
        QCOMPARE(rotation->currentText(), QString("0°"));
        const int steps = mDoc->undoStack()->count(), at = mDoc->undoStack()->index();
        rotation->setFocus();
        QTest::keyClick(rotation, Qt::Key_Down);  // 90°
        QCOMPARE(mDoc->project().findRack("R1")->rotationDeg, 0);
        QCOMPARE(mDoc->project().findRack("R2")->rotationDeg, 0);
        QCOMPARE(mDoc->undoStack()->count(), steps);
        QCOMPARE(mDoc->undoStack()->index(), at);
        QVERIFY(!mDoc->undoStack()->canRedo());
        QVERIFY2(dock.errorText().contains("overlap"), qPrintable(dock.errorText()));
        QCOMPARE(rotation->currentText(), QString("0°"));  // the form shows the design again
        // Without R3 in the way both turn, in one step that undoes both.
        mDoc->removeObjects({"R3"});
        QVERIFY((rotation = rotationCombo()));  // the form may be rebuilt after an edit
        QCOMPARE(mView->selectedIds(), (std::vector<std::string>{"R1", "R2"}));
        rotation->setFocus();
        QTest::keyClick(rotation, Qt::Key_Down);
        QCOMPARE(mDoc->project().findRack("R1")->rotationDeg, 90);
        QCOMPARE(mDoc->project().findRack("R2")->rotationDeg, 90);
        mDoc->undoStack()->undo();
        QCOMPARE(mDoc->project().findRack("R1")->rotationDeg, 0);
        QCOMPARE(mDoc->project().findRack("R2")->rotationDeg, 0);
        QVERIFY(!mDoc->project().findRack("R3"));  // its removal is a step of its own
    }

    // Issue 12 / defect 6: a rack with a PDU phase over its derated limit (an error of the power
    // engine) gets a red outline and badge in every "Colour by" mode, and its tooltip names the
    // PDU and the phase. R1: three DGX H100 (1,700 W per PSU cord) with all seven of their feed-A
    // cords on L1 of A1 (415 V / 60 A, 4 banks per phase, 2 cords per bank):
    // L1 = 7 x 1700 / 239.60 = 49.67 A against 60 x 0.8 = 48 A: 103 %. Banks: 2 x 7.095 = 14.19 A
    // of 16 A, fine. R2 holds nothing: no alarm.
    void powerErrorOutlinedInEveryColouring()
    {
        using nlohmann::json;
        const json devices = test::threeDgxH100({1, 2, 7, 8, 13, 14, 19});  // A1: all seven on L1
        const json doc = {{"format", "dcstudio-project"}, {"format_version", 2}, {"name", "outline"}, {"site", {{"name", "s"}}},
                          {"hall", {{"width_m", 12}, {"depth_m", 8}}},
                          {"racks", {{{"id", "R1"}, {"name", "R1"}, {"catalog_id", "rack-42u-600"}, {"x_m", 1.2}, {"y_m", 1.2},
                                      {"rotation_deg", 0}, {"power_budget_kw", 40},
                                      {"pdus", {{{"id", "A1"}, {"catalog_id", "pdu-415v-60a-wye"}, {"feed", "A"}},
                                                {{"id", "B1"}, {"catalog_id", "pdu-415v-60a-wye"}, {"feed", "B"}}}},
                                      {"devices", devices}},
                                     {{"id", "R2"}, {"name", "R2"}, {"catalog_id", "rack-42u-600"}, {"x_m", 6.0}, {"y_m", 1.2},
                                      {"rotation_deg", 0}}}},
                          {"equipment", json::array()}};
        ReadResult rr = ProjectReader::readJson(doc, "outline.json", Catalog::builtIn());
        QVERIFY2(rr.project, formatErrors(rr.errors).c_str());
        mDoc->reset(std::move(*rr.project));
        mView->fitToView();
        auto analysis = std::make_shared<const Analysis>(Analyzer::run(mDoc->project(), mDoc->catalog()));
        auto *panel = new FloorColourPanel(mView.get());
        panel->setAnalysis(analysis);
        auto *r1 = qgraphicsitem_cast<RackItem *>(mView->floorScene()->itemFor("R1"));
        auto *r2 = qgraphicsitem_cast<RackItem *>(mView->floorScene()->itemFor("R2"));
        QVERIFY(r1 && r2);
        for (int mode = 0; mode < FloorColouring::kModeCount; ++mode) {
            // The user's way: the combo, with the keyboard (Home, then Down to the mode).
            QTest::keyClick(panel->combo(), Qt::Key_Home);
            for (int i = 0; i < mode; ++i)
                QTest::keyClick(panel->combo(), Qt::Key_Down);
            QCOMPARE(panel->mode(), FloorColouring::Mode(mode));
            QCOMPARE(r1->powerAlarm().size(), 1);
            QVERIFY2(r1->powerAlarm().front().startsWith("L1 of PDU A1 carries 49.7 A, 103 %"), qPrintable(r1->powerAlarm().front()));
            QVERIFY(r1->toolTip().contains("L1 of PDU A1"));
            QVERIFY(r2->powerAlarm().isEmpty());
            // Drawn: the outline's colour at the footprint's edge, over whatever fill the mode chose.
            QImage img(mView->viewport()->size(), QImage::Format_ARGB32);
            img.fill(Qt::white);
            {
                QPainter painter(&img);
                mView->render(&painter, QRectF(), mView->viewport()->rect());
            }
            const QRect r1Box = mView->mapFromScene(r1->sceneBoundingRect()).boundingRect();
            const QRect r2Box = mView->mapFromScene(r2->sceneBoundingRect()).boundingRect();
            const QPoint edge(r1Box.center().x(), r1Box.top() + 2);
            const QPoint edge2(r2Box.center().x(), r2Box.top() + 2);
            QCOMPARE(img.pixelColor(edge).rgb(), RackItem::alarmColour().rgb());
            QVERIFY(img.pixelColor(edge2).rgb() != RackItem::alarmColour().rgb());
            // Every mode's legend explains the outline, in the outline's colour.
            const FloorColouring::Legend legend = FloorColouring::legend(FloorColouring::Mode(mode), mDoc->project());
            QVERIFY(legend.entries.back().outline);
            QCOMPARE(legend.entries.back().colour.rgb(), RackItem::alarmColour().rgb());
        }
        // Fixed (the cords spread 3/2/2): the next analysis clears the alarm.
        const std::pair<const char *, int> aCords[] = {{"N1", 1}, {"N1", 3}, {"N1", 5}, {"N2", 1}, {"N2", 3}, {"N2", 5}, {"N3", 1}};
        for (const auto &[n, psu] : aCords)
            QVERIFY(mDoc->setPowerConnection(n, psu, "", 0));
        const int spread[] = {1, 7, 13, 3, 9, 5, 11};
        for (int i = 0; i < 7; ++i)
            QVERIFY(mDoc->setPowerConnection(aCords[i].first, aCords[i].second, "A1", spread[i]));
        panel->setAnalysis(std::make_shared<const Analysis>(Analyzer::run(mDoc->project(), mDoc->catalog())));
        QVERIFY(r1->powerAlarm().isEmpty());
        QVERIFY(!r1->toolTip().contains("Power error"));
    }

    void sceneBuildTimeFor600Racks()
    {
        Project p;
        p.hall.widthM = 60;
        p.hall.depthM = 48;
        int n = 0;
        for (int row = 0; row < 15; ++row)
            for (int col = 0; col < 40; ++col) {
                Rack r = makeRack("R" + std::to_string(++n), 6 + col * 0.6, 1.2 + row * 3.0);
                for (int k = 0; k < 3; ++k)
                    r.devices.push_back({r.id + "-D" + std::to_string(k), "dgx-h100", 2 + 9 * k});
                p.racks.push_back(std::move(r));
            }
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(p);
        QElapsedTimer timer;
        timer.start();
        FloorPlanScene scene(&doc);
        const qint64 ms = timer.elapsed();
        QCOMPARE(scene.objectCount(), size_t(600));
        qDebug("scene build: 600 racks, 1800 devices in %lld ms", ms);
    }
};

QTEST_MAIN(TestFloorPlan)
#include "test_floorplan.moc"
