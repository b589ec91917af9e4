// Rack elevation editor: what it shows, drops from the palette, drag moves as one undo step,
// Delete, refusals, following the document, and a rendered sample for a visual check.
#include "document/projectdocument.h"
#include "io/projectreader.h"
#include "rackdeviceitem.h"
#include "rackelevationscene.h"
#include "rackelevationview.h"
#include "rackheaderitem.h"
#include "rackpduitem.h"
#include <QDir>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <memory>
#include <nlohmann/json.hpp>

using namespace dcs;

namespace {

// A 48U rack holding one DGX H100 (8U, full depth) at U3 to U10, with an A and a B PDU.
Project smallProject()
{
    Project p;
    p.name = "Elevation test";
    p.hall.widthM = 12.0;
    p.hall.depthM = 8.0;
    Rack r;
    r.id = "R1";
    r.name = "R1";
    r.catalogId = "rack-48u-600";
    r.xM = 1.2;
    r.yM = 1.2;
    r.powerBudgetKw = 45.0;
    DevicePlacement d;
    d.id = "R1-N1";
    d.catalogId = "dgx-h100";
    d.uLow = 3;
    r.devices.push_back(d);
    for (Feed feed : {Feed::A, Feed::B}) {
        RackPdu pdu;
        pdu.id = feed == Feed::A ? "R1-PDU-A" : "R1-PDU-B";
        pdu.catalogId = "pdu-415v-60a-wye";
        pdu.feed = feed;
        pdu.side = feed == Feed::A ? RailSide::Left : RailSide::Right;
        r.pdus.push_back(pdu);
    }
    p.racks.push_back(r);
    return p;
}

} // namespace

class TestRackElevation : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ProjectDocument> mDoc;
    std::unique_ptr<RackElevationView> mView;

    RackElevationScene *scene() const { return mView->elevationScene(); }
    const Rack &rack() const { return *mDoc->project().findRack("R1"); }

    // The view point at the middle of slot `u` (in height) of `face`, `dx` units right of the bay's middle.
    QPoint slotPoint(int u, RackFace face = RackFace::Front, double dx = 0) const
    {
        return mView->mapFromScene(scene()->slotRect(face, u, 1).center() + QPointF(dx, 0));
    }

    bool dropCatalogId(const QByteArray &catalogId, const QPoint &pos)
    {
        QMimeData mime;
        mime.setData(QString::fromLatin1(RackElevationView::kCatalogMimeType), catalogId);
        QDragEnterEvent enter(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(mView->viewport(), &enter);
        if (!enter.isAccepted())
            return false;
        QDragMoveEvent move(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(mView->viewport(), &move);
        QDropEvent drop(QPointF(pos), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(mView->viewport(), &drop);
        return drop.isAccepted();
    }

    const DevicePlacement *device(const std::string &id) const
    {
        for (const DevicePlacement &d : rack().devices)
            if (d.id == id)
                return &d;
        return nullptr;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY2(Catalog::builtIn().find("dgx-h100"), "built-in catalog lacks dgx-h100");
        mDoc = std::make_unique<ProjectDocument>(Catalog::builtIn());
        mDoc->reset(smallProject());
        mView = std::make_unique<RackElevationView>(mDoc.get());
        mView->resize(900, 1000);
        mView->setRack("R1");
        mView->show();
        QVERIFY(QTest::qWaitForWindowExposed(mView.get()));
    }

    void cleanup()
    {
        mView.reset();
        mDoc.reset();
    }

    void showsTheRack()
    {
        QCOMPARE(mView->rackId(), std::string("R1"));
        // Full depth: one item per face, the rear one dimmed (the DGX mounts on the front).
        const auto items = scene()->deviceItems("R1-N1");
        QCOMPARE(items.size(), size_t(2));
        for (RackDeviceItem *item : items) {
            QCOMPARE(item->uLow(), 3);
            QCOMPARE(item->heightU(), 8);
            QCOMPARE(item->isDimmed(), item->shownFace() == RackFace::Rear);
            // Drawn to scale over U3..U10 of its face.
            const QRectF slot = scene()->slotRect(item->shownFace(), 3, 8);
            QVERIFY(slot.contains(item->sceneBoundingRect()));
            QVERIFY(item->sceneBoundingRect().height() > slot.height() - 3);
        }
        QVERIFY(scene()->slotRect(RackFace::Front, 1, 1).bottom() > scene()->slotRect(RackFace::Front, 2, 1).bottom());
        QCOMPARE(scene()->uAt(scene()->slotRect(RackFace::Front, 19, 1).center().y()), 19);
        QCOMPARE(scene()->heightU(), 48);
        // PDUs on the rear rails, coloured by feed.
        const auto pdus = scene()->pduItems();
        QCOMPARE(pdus.size(), size_t(2));
        for (RackPduItem *p : pdus)
            QVERIFY(scene()->bayRect(RackFace::Rear).adjusted(-60, 0, 60, 0).contains(p->sceneBoundingRect()));
        QVERIFY(RackPduItem::colourFor(Feed::A) != RackPduItem::colourFor(Feed::B));
        // Header from InventoryEngine::rackFill: 8 of 48 U, 10.2 of 45 kW.
        const RackHeaderItem::Content &h = scene()->header()->content();
        QCOMPARE(h.title, QString("R1"));
        QCOMPARE(h.gauges[0].value, QString("8 / 48 U"));
        QVERIFY2(h.gauges[1].value.contains("/ 45.0 kW"), qPrintable(h.gauges[1].value));
        QVERIFY(h.gauges[2].ratio > 0 && h.gauges[2].ratio < 1);
        // The device under the mouse is found where it is drawn.
        QVERIFY(mView->itemAt(slotPoint(6)) == items.front() || mView->itemAt(slotPoint(6)) == items.back());
    }

    // A rack-scale system's header weighs the whole system (its catalog weight is the system in
    // its rack), not 0 kg of equipment: GB200 NVL72 1,360 kg against its 1,600 kg rating.
    void rackScaleHeaderWeighsTheSystem()
    {
        Rack r;
        r.id = r.name = "G1";
        r.catalogId = "gb200-nvl72";
        const RackElevationPainter::Header h = RackElevationPainter::headerOf(r, Catalog::builtIn());
        QCOMPARE(h.gauges[2].label, QString("System weight / limit"));
        QCOMPARE(h.gauges[2].value, QString("1360 / 1600 kg"));
        QVERIFY(std::abs(h.gauges[2].ratio - 1360.0 / 1600.0) < 1e-12);
    }

    void dropMountsAtSlotUnderCursor()
    {
        QSignalSpy selection(mView.get(), &RackElevationView::selectionIdsChanged);
        QVERIFY(dropCatalogId("dgx-h100", slotPoint(19)));
        QCOMPARE(rack().devices.size(), size_t(2));
        const DevicePlacement &d = rack().devices.back();
        QCOMPARE(d.id, std::string("R1-N2"));  // the rack's next node, as the samples name them (R1-N1 is taken)
        QCOMPARE(d.uLow, 19);
        QCOMPARE(d.catalogId, std::string("dgx-h100"));
        QCOMPARE(d.face, RackFace::Front);
        QCOMPARE(mDoc->undoStack()->count(), 1);
        QCOMPARE(scene()->deviceItems(d.id).size(), size_t(2));
        QCOMPARE(mView->selectedDeviceIds(), std::vector<std::string>{d.id});
        QVERIFY(selection.count() >= 1);
        QCOMPARE(scene()->header()->content().gauges[0].value, QString("16 / 48 U"));
        const std::string id = d.id;

        mDoc->undoStack()->undo();
        QCOMPARE(rack().devices.size(), size_t(1));
        QVERIFY(scene()->deviceItems(id).empty());
        QVERIFY(mView->selectedDeviceIds().empty());
        QCOMPARE(scene()->header()->content().gauges[0].value, QString("8 / 48 U"));
    }

    void dropOnRearFaceMountsOnRear()
    {
        QVERIFY(dropCatalogId("sn2201", slotPoint(40, RackFace::Rear)));
        const DevicePlacement &d = rack().devices.back();
        QCOMPARE(d.uLow, 40);
        QCOMPARE(d.face, RackFace::Rear);
        for (RackDeviceItem *item : scene()->deviceItems(d.id))
            QCOMPARE(item->isDimmed(), item->shownFace() == RackFace::Front);
    }

    void refusedDropsChangeNothing()
    {
        QSignalSpy status(mView.get(), &RackElevationView::statusMessage);
        // U5 lies inside the DGX at U3..U10.
        QVERIFY(!dropCatalogId("dgx-h100", slotPoint(5)));
        QCOMPARE(rack().devices.size(), size_t(1));
        QCOMPARE(status.count(), 1);
        QVERIFY2(status.first().first().toString().contains("R1-N1"), qPrintable(status.first().first().toString()));
        // An 8U device at U45 would reach U52 of a 48U rack.
        QVERIFY(!dropCatalogId("dgx-h100", slotPoint(45)));
        QCOMPARE(rack().devices.size(), size_t(1));
        QCOMPARE(status.count(), 2);
        // Not a rack-mounted device: the drag is not even accepted.
        QVERIFY(!dropCatalogId("rack-42u-600", slotPoint(20)));
        QCOMPARE(rack().devices.size(), size_t(1));
        QCOMPARE(mDoc->undoStack()->count(), 0);
        QVERIFY(!scene()->isPreviewVisible());
    }

    void dragMovesDeviceInOneUndoStep()
    {
        QWidget *vp = mView->viewport();
        // Grab the DGX near its middle (U6) and pull it up 16 U, in several steps.
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, slotPoint(6));
        QCOMPARE(mView->selectedDeviceIds(), std::vector<std::string>{"R1-N1"});
        for (int u = 8; u <= 22; u += 2) {
            QTest::mouseMove(vp, slotPoint(u, RackFace::Front, 10));
            QCOMPARE(device("R1-N1")->uLow, 3);  // nothing changes until release
        }
        QVERIFY(scene()->isPreviewVisible());
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, slotPoint(22, RackFace::Front, 10));
        QVERIFY(!scene()->isPreviewVisible());
        QCOMPARE(device("R1-N1")->uLow, 19);
        QCOMPARE(mDoc->undoStack()->count(), 1);
        QCOMPARE(scene()->deviceItems("R1-N1").front()->uLow(), 19);
        QCOMPARE(mView->selectedDeviceIds(), std::vector<std::string>{"R1-N1"});
        mDoc->undoStack()->undo();
        QCOMPARE(device("R1-N1")->uLow, 3);
        QCOMPARE(scene()->deviceItems("R1-N1").front()->uLow(), 3);
    }

    void dragOutOfTheRackIsRefused()
    {
        QSignalSpy status(mView.get(), &RackElevationView::statusMessage);
        QWidget *vp = mView->viewport();
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, slotPoint(6));
        QTest::mouseMove(vp, slotPoint(20));
        QTest::mouseMove(vp, slotPoint(46));  // U43..U50: over the top
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, slotPoint(46));
        QCOMPARE(device("R1-N1")->uLow, 3);
        QCOMPARE(mDoc->undoStack()->count(), 0);
        QCOMPARE(status.count(), 1);
    }

    void clickWithoutMoveChangesNothing()
    {
        QTest::mouseClick(mView->viewport(), Qt::LeftButton, Qt::NoModifier, slotPoint(6));
        QCOMPARE(mDoc->undoStack()->count(), 0);
        QCOMPARE(mView->selectedDeviceIds(), std::vector<std::string>{"R1-N1"});
        // A click on an empty slot clears the selection.
        QTest::mouseClick(mView->viewport(), Qt::LeftButton, Qt::NoModifier, slotPoint(30));
        QVERIFY(mView->selectedDeviceIds().empty());
    }

    void deleteUnmountsAndUndoRestores()
    {
        QTest::mouseClick(mView->viewport(), Qt::LeftButton, Qt::NoModifier, slotPoint(4, RackFace::Rear));
        QCOMPARE(mView->selectedDeviceIds(), std::vector<std::string>{"R1-N1"});
        QSignalSpy selection(mView.get(), &RackElevationView::selectionIdsChanged);
        QTest::keyClick(mView.get(), Qt::Key_Delete);
        QVERIFY(rack().devices.empty());
        QVERIFY(scene()->deviceItems("R1-N1").empty());
        QVERIFY(mView->selectedDeviceIds().empty());
        QVERIFY(selection.count() >= 1);
        QCOMPARE(mDoc->undoStack()->count(), 1);
        mDoc->undoStack()->undo();
        QCOMPARE(rack().devices.size(), size_t(1));
        QCOMPARE(device("R1-N1")->uLow, 3);
        QCOMPARE(scene()->deviceItems("R1-N1").size(), size_t(2));
    }

    // Two devices chosen by click and Shift+click leave with one Delete as one undo step (the
    // document's unmountDevices groups them; the view opens no undo macro of its own).
    void deleteSeveralIsOneUndoStep()
    {
        DevicePlacement second;
        second.id = "R1-N2";
        second.catalogId = "dgx-h100";
        second.uLow = 20;
        QVERIFY(mDoc->mountDevice("R1", second));
        mDoc->undoStack()->clear();
        QTest::mouseClick(mView->viewport(), Qt::LeftButton, Qt::NoModifier, slotPoint(4));
        QTest::mouseClick(mView->viewport(), Qt::LeftButton, Qt::ShiftModifier, slotPoint(22));
        QCOMPARE(mView->selectedDeviceIds().size(), size_t(2));
        QTest::keyClick(mView.get(), Qt::Key_Delete);
        QVERIFY(rack().devices.empty());
        QCOMPARE(mDoc->undoStack()->count(), 1);
        QCOMPARE(mDoc->undoStack()->undoText(), QStringLiteral("Unmount 2 device(s)"));
        mDoc->undoStack()->undo();
        QCOMPARE(rack().devices.size(), size_t(2));
        QCOMPARE(device("R1-N1")->uLow, 3);
        QCOMPARE(device("R1-N2")->uLow, 20);
        // A device that is not there refuses the whole call: nothing is pushed.
        QVERIFY(!mDoc->unmountDevices("R1", {"R1-N1", "R1-N9"}));
        QCOMPARE(rack().devices.size(), size_t(2));
        QCOMPARE(mDoc->undoStack()->index(), 0);
    }

    void doubleClickActivates()
    {
        QSignalSpy activated(mView.get(), &RackElevationView::deviceActivated);
        QTest::mouseDClick(mView->viewport(), Qt::LeftButton, Qt::NoModifier, slotPoint(7));
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.first().first().value<std::string>(), std::string("R1-N1"));
        QCOMPARE(mView->selectedDeviceIds(), std::vector<std::string>{"R1-N1"});
    }

    void arrowKeysMoveOneU()
    {
        mView->selectDevices({"R1-N1"});
        QTest::keyClick(mView.get(), Qt::Key_Up);
        QTest::keyClick(mView.get(), Qt::Key_Up);
        QCOMPARE(device("R1-N1")->uLow, 5);
        QCOMPARE(mDoc->undoStack()->count(), 2);
    }

    void followsTheDocument()
    {
        QString why;
        QVERIFY2(mDoc->setProperty("R1", "power_budget_kw", 8.0, &why), qPrintable(why));
        QCOMPARE(scene()->header()->content().gauges[1].value, QString("10.2 / 8.0 kW"));
        QVERIFY(scene()->header()->content().gauges[1].ratio > 1.0);
        QVERIFY(mDoc->setProperty("R1-N1", "u", 30, &why));
        QCOMPARE(scene()->deviceItems("R1-N1").front()->uLow(), 30);
        // The rack removed: the view shows the hint; undo brings the elevation back.
        mDoc->removeObjects({"R1"});
        QVERIFY(!scene()->rack());
        QVERIFY(scene()->deviceItems().empty());
        QCOMPARE(mView->rackId(), std::string("R1"));
        mDoc->undoStack()->undo();
        QVERIFY(scene()->rack());
        QCOMPARE(scene()->deviceItems("R1-N1").size(), size_t(2));
    }

    void noRackShowsNothing()
    {
        mView->setRack({});
        QVERIFY(!scene()->rack());
        QVERIFY(scene()->deviceItems().empty());
        QVERIFY(scene()->pduItems().empty());
        QVERIFY(!dropCatalogId("dgx-h100", QPoint(400, 500)));
        QCOMPARE(mDoc->undoStack()->count(), 0);
        const QImage image = mView->grab().toImage();
        QVERIFY(!image.isNull());
    }

    // Renders R-A01 of the sample hall; the PNG is for a human to look at.
    void rendersSampleRack()
    {
        const QString path = QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json");
        ReadResult read = ProjectReader::readFile(path, Catalog::builtIn());
        QVERIFY2(read.project, formatErrors(read.errors).c_str());
        mDoc->reset(*read.project);
        mView->setRack("R-A01");
        QVERIFY(scene()->rack());
        QCOMPARE(scene()->deviceItems().size(), 2 * scene()->rack()->devices.size());
        QCOMPARE(scene()->pduItems().size(), scene()->rack()->pdus.size());
        const QPixmap shot = mView->grab();
        QCOMPARE(shot.size(), QSize(900, 1000));
        const QString out = qEnvironmentVariable("DCS_ELEVATION_PNG",
                                                  QDir::temp().filePath("dcs-rackelevation-R-A01.png"));
        QVERIFY(shot.save(out));
        qInfo("elevation written to %s", qPrintable(out));
    }
};

QTEST_MAIN(TestRackElevation)
#include "test_rackelevation.moc"
