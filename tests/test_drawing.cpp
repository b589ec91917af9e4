// Read-only drawing (issue 13 §3): the floor plan and rack elevation painters draw a const
// Project exactly as the editor's scenes do (pixel for pixel), a rack the power engine flags
// gets the red alarm outline from the painter alone, and the report builds no ProjectDocument
// and no editor scene (ReportContext has no document; report/ includes neither).
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "floorcolouring.h"
#include "floorplanpainter.h"
#include "floorplanscene.h"
#include "io/projectreader.h"
#include "rackelevationpainter.h"
#include "rackelevationscene.h"
#include "reportcontext.h"
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTest>
#include "threedgxrack.h"
#include <nlohmann/json.hpp>
#include <functional>

using namespace dcs;

namespace {

// Two racks in a 12 x 8 m hall, a CRAH behind them. R1: three DGX H100 (1,700 W per PSU cord)
// with all seven of their feed-A cords on L1 of PDU A1 (415 V / 60 A): L1 = 7 x 1700 / 239.60
// = 49.67 A against 60 x 0.8 = 48 A derated, 103 %: a power error naming R1. R1 also holds a
// 1U switch mounted on the rear only. R2 is empty: no error.
Project overloadedHall()
{
    using nlohmann::json;
    json devices = test::threeDgxH100({1, 2, 7, 8, 13, 14, 19});  // A1: all seven on L1
    // A 1U switch on the rear only (drawn on one face, not hatched on the other).
    devices.push_back({{"id", "S1"}, {"catalog_id", "sn2201"}, {"u", 40}, {"face", "rear"}, {"full_depth", false}});
    const json doc = {
        {"format", "dcstudio-project"}, {"format_version", 2}, {"name", "drawing"}, {"site", {{"name", "s"}}},
        {"hall", {{"width_m", 12}, {"depth_m", 8}}},
        {"racks",
         {{{"id", "R1"}, {"name", "R1"}, {"catalog_id", "rack-42u-600"}, {"x_m", 1.2}, {"y_m", 1.2}, {"rotation_deg", 0},
           {"power_budget_kw", 40},
           {"pdus",
            {{{"id", "A1"}, {"catalog_id", "pdu-415v-60a-wye"}, {"feed", "A"}},
             {{"id", "B1"}, {"catalog_id", "pdu-415v-60a-wye"}, {"feed", "B"}, {"side", "right"}}}},
           {"devices", devices}},
          {{"id", "R2"}, {"name", "R2"}, {"catalog_id", "rack-42u-600"}, {"x_m", 6.0}, {"y_m", 1.2}, {"rotation_deg", 180}}}},
        {"equipment", {{{"id", "C1"}, {"name", "CRAH 1"}, {"catalog_id", "crah-cw-150"}, {"x_m", 1.0}, {"y_m", 5.0}}}}};
    ReadResult rr = ProjectReader::readJson(doc, "drawing.json", Catalog::builtIn());
    if (!rr.project)
        qFatal("%s", formatErrors(rr.errors).c_str());
    return std::move(*rr.project);
}

QImage draw(const QSize &size, const std::function<void(QPainter &)> &paint)
{
    QImage img(size, QImage::Format_ARGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);  // as the report's painter
    paint(p);
    return img;
}

// Pixels whose colour differs in any channel by more than `tolerance`.
int differingPixels(const QImage &a, const QImage &b, int tolerance = 0)
{
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
            if (std::abs(p.red() - q.red()) > tolerance || std::abs(p.green() - q.green()) > tolerance
                || std::abs(p.blue() - q.blue()) > tolerance)
                ++n;
        }
    return n;
}

template <typename T>
concept HoldsDocument = requires(T t) { t.document; };

} // namespace

class TestDrawing : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        mProject = overloadedHall();
        mDoc = std::make_unique<ProjectDocument>(Catalog::builtIn());
        mDoc->reset(mProject);
        mAnalysis = Analyzer::run(mDoc->project(), mDoc->catalog());
        // The premise: the power engine names R1 in an error, and only R1.
        const auto alarms = FloorColouring::rackPowerAlarms(mAnalysis);
        QCOMPARE(alarms.count("R1"), size_t(1));
        QCOMPARE(alarms.count("R2"), size_t(0));
    }

    // The painter's image of the hall equals the editor scene's (background, grid, walls, metre
    // labels, the CRAH, both racks with labels, the alarm badge), at a zoom where labels show
    // (0.44 px per cm: 18 cm labels are 8 px tall) and at the report's 1:200 (no labels).
    void floorPainterEqualsScene_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QSize>("size");
        QTest::newRow("contents, labels") << int(FloorColouring::Mode::Role) << QSize(800, 620);
        QTest::newRow("rack kW, labels") << int(FloorColouring::Mode::RackKw) << QSize(800, 620);
        QTest::newRow("rack kW, small") << int(FloorColouring::Mode::RackKw) << QSize(260, 200);
    }
    void floorPainterEqualsScene()
    {
        QFETCH(int, mode);
        QFETCH(QSize, size);
        FloorPlanScene scene(mDoc.get());
        FloorColouring::apply(&scene, FloorColouring::Mode(mode), mAnalysis);
        const FloorPlanPainter painter(mProject, mDoc->catalog(), mAnalysis, {FloorColouring::Mode(mode)});
        QCOMPARE(painter.sceneRect(), scene.sceneRect());
        const QRectF source = scene.sceneRect();
        const QRectF target(10, 10, size.width() - 20, size.height() - 20);
        const QImage fromScene = draw(size, [&](QPainter &p) { scene.render(&p, target, source, Qt::IgnoreAspectRatio); });
        const QImage fromPainter = draw(size, [&](QPainter &p) { painter.paint(&p, target, source); });
        QCOMPARE(differingPixels(fromScene, fromPainter), 0);
        // Not a blank comparison: the racks are there, in the colouring's fill.
        const FloorShape r2 = FloorPlanPainter::rackShape(*mProject.findRack("R2"), mDoc->catalog());
        const double s = target.width() / source.width();
        const QPointF inR2 = target.topLeft() + (r2.pos - source.topLeft() + QPointF(r2.size().width() * 0.2, r2.size().height() * 0.2)) * s;
        const QColor fill = FloorColouring::Mode(mode) == FloorColouring::Mode::Role
            ? FloorPlanPainter::roleColour(FloorPlanPainter::RackRole::Empty)
            : FloorColouring::rackColours(FloorColouring::Mode(mode), mAnalysis, mProject, mDoc->catalog()).at("R2");
        QCOMPARE(fromPainter.pixelColor(inR2.toPoint()).rgb(), fill.rgb());
    }

    // The painter alone (no scene, no item) outlines the flagged rack in the alarm red, over
    // the colouring's fill, and leaves the other rack alone.
    void painterOutlinesFlaggedRack()
    {
        const FloorPlanPainter painter(mProject, mDoc->catalog(), mAnalysis, {FloorColouring::Mode::RackKw});
        const QRectF source = painter.sceneRect();
        const QRectF target(0, 0, 900, 700);
        const QImage img = draw(target.size().toSize(), [&](QPainter &p) { painter.paint(&p, target, source); });
        const double s = target.width() / source.width();
        auto topEdge = [&](const std::string &id) {
            const FloorShape shape = FloorPlanPainter::rackShape(*mProject.findRack(id), mDoc->catalog());
            // 2 px inside the top edge, a third across (clear of the "!" badge in the corner).
            return (shape.pos - source.topLeft() + QPointF(shape.size().width() / 3, 0)) * s + QPointF(0, 2);
        };
        QCOMPARE(img.pixelColor(topEdge("R1").toPoint()).rgb(), FloorPlanPainter::alarmColour().rgb());
        QVERIFY(img.pixelColor(topEdge("R2").toPoint()).rgb() != FloorPlanPainter::alarmColour().rgb());

        // Without the error (an analysis with no warnings) the same rack has no outline.
        Analysis calm = mAnalysis;
        calm.warnings.clear();
        const FloorPlanPainter quiet(mProject, mDoc->catalog(), calm, {FloorColouring::Mode::RackKw});
        const QImage plain = draw(target.size().toSize(), [&](QPainter &p) { quiet.paint(&p, target, source); });
        QVERIFY(plain.pixelColor(topEdge("R1").toPoint()).rgb() != FloorPlanPainter::alarmColour().rgb());
    }

    // The elevation painter's image of a rack equals the editor scene's: header and gauges,
    // frames, rails, U numbers, three 8U DGX blocks on both faces (hatched on the rear), a 1U
    // switch on the rear, and PDU strips on both rear rails; at the editor's zoom and at the
    // report's.
    void rackPainterEqualsScene_data()
    {
        QTest::addColumn<QString>("rack");
        QTest::addColumn<QSize>("size");
        QTest::newRow("R1 large") << "R1" << QSize(900, 1200);
        QTest::newRow("R1 report cell") << "R1" << QSize(250, 300);
        QTest::newRow("R2 empty") << "R2" << QSize(500, 600);
    }
    void rackPainterEqualsScene()
    {
        QFETCH(QString, rack);
        QFETCH(QSize, size);
        RackElevationScene scene(mDoc.get());
        scene.setRack(rack.toStdString());
        const RackElevationPainter painter(*mProject.findRack(rack.toStdString()), mDoc->catalog());
        const QRectF source = scene.itemsBoundingRect().united(scene.sceneRect());
        QCOMPARE(painter.boundingRect(), source);
        QCOMPARE(painter.layout().heightU, scene.heightU());
        const QRectF target(5, 5, size.width() - 10, size.height() - 10);
        const QImage fromScene = draw(size, [&](QPainter &p) { scene.render(&p, target, source, Qt::KeepAspectRatio); });
        const QImage fromPainter = draw(size, [&](QPainter &p) { painter.paint(&p, target, source, Qt::KeepAspectRatio); });
        QCOMPARE(differingPixels(fromScene, fromPainter), 0);
        // Not blank: the rear bay's dark fill is there.
        const double s = std::min(target.width() / source.width(), target.height() / source.height());
        const QRectF bay = painter.layout().bayRect(RackFace::Rear);
        const QPointF top = target.topLeft() + (QPointF(bay.center().x(), bay.top() + 5) - source.topLeft()) * s;
        QCOMPARE(fromPainter.pixelColor(top.toPoint()).rgb(), QColor(50, 54, 62).rgb());
    }

    // The report draws from the const model: its context holds no document, and no file of
    // report/ includes the document or an editor scene.
    void reportBuildsNoDocument()
    {
        static_assert(!HoldsDocument<ReportContext>, "ReportContext must not hold a ProjectDocument");
        int files = 0;
        QDirIterator it(QStringLiteral(DCS_SOURCE_DIR "/report"), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray text = f.readAll();
            ++files;
            for (const char *banned : {"projectdocument.h", "ProjectDocument", "floorplanscene.h", "rackelevationscene.h",
                                       "QGraphicsScene"})
                QVERIFY2(!text.contains(banned), qPrintable(path + QStringLiteral(" mentions ") + QString::fromLatin1(banned)));
        }
        QVERIFY(files >= 20);  // the report's sources were found (a wrong path would pass vacuously)
    }

private:
    Project mProject;
    std::unique_ptr<ProjectDocument> mDoc;
    Analysis mAnalysis;
};

QTEST_MAIN(TestDrawing)
#include "test_drawing.moc"
