// The PDF design report and the `check` / `report` subcommands (issue 7 §2-§4): every chapter
// title, the project name and key numbers equal to `evaluate --json` as the report rounds them;
// the paper size asked for; exit codes for clean, warning and error designs and bad arguments;
// cancelling an export leaves no file.
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "designreport.h"
#include "document/projectdocument.h"
#include "mainwindow.h"
#include <QApplication>
#include <QTimer>
#include "io/projectreader.h"
#include "reportformat.h"
#include "reportsection.h"
#include "spec/inputdescriptions.h"
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>
#include <algorithm>
#include "processrun.h"
#include "smallepw.h"

using namespace dcs;

namespace {

using dcs::test::Run;

Run run(const QString &program, const QStringList &args)
{
    // `report` must pick the offscreen platform by itself, and a private settings home keeps
    // the last GUI export's company out of the tests.
    return dcs::test::runProgram(program, args,
                                 {QStringLiteral("QT_QPA_PLATFORM="),
                                  QStringLiteral("XDG_CONFIG_HOME=") + QDir::tempPath() + QStringLiteral("/dcs-test-report-config")});
}

Run dcstudio(const QStringList &args)
{
    return run(QStringLiteral(DCS_BINARY), args);
}

QString sample(const QString &name)
{
    return QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/%1.json").arg(name));
}

QString pdfText(const QString &pdf)
{
    const Run r = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    return QString::fromUtf8(r.out);
}

// A project written to `dir` from the minimal test file with `edit` applied to its JSON.
QString writeVariant(const QTemporaryDir &dir, const QString &name, const std::function<void(QJsonObject &)> &edit)
{
    QFile in(QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/minimal-v2.json")));
    in.open(QIODevice::ReadOnly);
    QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
    edit(doc);
    const QString path = dir.filePath(name);
    QFile out(path);
    out.open(QIODevice::WriteOnly);
    out.write(QJsonDocument(doc).toJson());
    return path;
}

// A chapter's text: from its heading, alone on its line (the contents list it with a page
// number), to the next chapter's heading; pdftotext's "fi" and "fl" ligatures as letters.
QString chapterText(const QString &text, const QString &title, const QString &next)
{
    const auto line = [](const QString &t) {
        return QRegularExpression(QStringLiteral("^%1\\s*$").arg(QRegularExpression::escape(t)), QRegularExpression::MultilineOption);
    };
    const qsizetype start = text.indexOf(line(title));
    const qsizetype end = start < 0 ? -1 : text.indexOf(line(next), start);
    QString chapter = start < 0 ? QString() : text.mid(start, end < 0 ? -1 : end - start);
    return chapter.replace(QChar(0xFB01), QStringLiteral("fi")).replace(QChar(0xFB02), QStringLiteral("fl"));
}

// A label's words in order, as a table cell wraps them over lines: between two words white
// space, or up to three line breaks with the row's other cells around them (pdftotext puts the
// row's one-line cells on the middle line of a taller cell, before or after its words).
QRegularExpression words(const QString &label)
{
    QStringList parts;
    for (const QString &w : label.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        parts << QRegularExpression::escape(w);
    return QRegularExpression(parts.join(QStringLiteral("(?:\\s+|(?:[^\\n]*\\n){1,3}?[^\\n]*?\\s)")), QRegularExpression::UseUnicodePropertiesOption);
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reportOfEachSample_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("paper");
        QTest::newRow("superpod-h100-air A4") << "superpod-h100-air" << "a4";
        QTest::newRow("superpod-h100-liquid Letter") << "superpod-h100-liquid" << "letter";
        QTest::newRow("finetune-lab A4") << "finetune-lab" << "a4";
        QTest::newRow("stress-16k A4") << "stress-16k" << "a4";
    }
    void reportOfEachSample()
    {
        QFETCH(QString, name);
        QFETCH(QString, paper);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        const Run r = dcstudio({QStringLiteral("report"), sample(name), QStringLiteral("-o"), pdf, QStringLiteral("--paper"), paper,
                                QStringLiteral("--company"), QStringLiteral("Acme Compute"), QStringLiteral("--revision"),
                                QStringLiteral("C")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());  // no Qt warnings spam in a normal run
        QVERIFY(r.out.contains("pages"));

        const QString text = pdfText(pdf);
        QVERIFY2(!text.isEmpty(), "pdftotext produced nothing: is the text selectable?");
        for (const auto &section : DesignReport::sections())
            if (section->title() != QLatin1String("Variants compared"))  // designs with variants only (test_variants_report)
                QVERIFY2(text.contains(section->title()), qPrintable(section->title()));
        QVERIFY(text.contains(QStringLiteral("Contents")));
        // The appendix lists every input by name, defaults included (no sample sets the chiller
        // COP), rounded, never as a raw file key (issue 30 item 7): a key without a description
        // would print as one, so none may appear there.
        const QString appendix = text.mid(text.lastIndexOf(QStringLiteral("Assumptions and formulas")));
        QVERIFY(appendix.contains(QStringLiteral("Chiller COP")));
        QVERIFY(appendix.contains(QStringLiteral("Source of the default")));
        const QRegularExpression rawKey(QStringLiteral("\\b(site|power_settings|cooling|workload|networks)\\.[a-z_]+"));
        QVERIFY2(!rawKey.match(appendix).hasMatch(), qPrintable(rawKey.match(appendix).captured(0)));
        QVERIFY(!appendix.contains(QRegularExpression(QStringLiteral("\\d\\.\\d{7,}"))));  // no unrounded floats
        // Sources by name, never a path into the DC Studio sources.
        QVERIFY(!text.contains(QStringLiteral("docs/")));
        QVERIFY(!text.contains(QStringLiteral("REFERENCE")));
        QVERIFY(text.contains(QStringLiteral("Acme Compute")));
        QVERIFY(text.contains(QStringLiteral("revision C")));

        // Key numbers: the evaluation of the same file, rounded as the report prints them.
        const QJsonObject ev = QJsonDocument::fromJson(dcstudio({QStringLiteral("evaluate"), sample(name)}).out).object();
        const QString projectName = ev[QStringLiteral("project")].toObject()[QStringLiteral("name")].toString();
        QVERIFY(!projectName.isEmpty());
        QVERIFY2(text.contains(projectName), qPrintable(projectName));  // every page header carries it
        const QJsonObject cooling = ev[QStringLiteral("cooling")].toObject();
        const QStringList expected{
            ReportFormat::number(ev[QStringLiteral("inventory")].toObject()[QStringLiteral("gpus")].toDouble()),
            ReportFormat::number(cooling[QStringLiteral("air")].toObject()[QStringLiteral("pue_annual")].toDouble(), 3),
            ReportFormat::number(cooling[QStringLiteral("liquid")].toObject()[QStringLiteral("pue_annual")].toDouble(), 3),
            ReportFormat::number(cooling[QStringLiteral("air")].toObject()[QStringLiteral("energy_cost_per_year")].toDouble()),
            ReportFormat::number(ev[QStringLiteral("cost")].toObject()[QStringLiteral("liquid")].toObject()[QStringLiteral("tco")].toDouble()),
        };
        for (const QString &number : expected)
            QVERIFY2(text.contains(number), qPrintable(QStringLiteral("%1 not in the report").arg(number)));
        // Issue 34: the weather's source and the condition the plant is sized on, with that peak.
        const QString flowing = text.simplified();  // the paragraph's words, whatever the line breaks
        QVERIFY(flowing.contains(QStringLiteral("Weather: a year synthesised hour by hour")));
        const QJsonObject design = cooling[cooling[QStringLiteral("design_architecture")].toString()].toObject();
        QVERIFY(flowing.contains(QStringLiteral("The design's plant is sized on the ")));
        const QString peak = ReportFormat::number(design[QStringLiteral("peak_facility_power_w")].toDouble() / 1000.0, 1) + QStringLiteral(" kW");
        QVERIFY2(flowing.contains(peak), qPrintable(peak));
        // Issue 34 item 4: the hydraulics chapter, or its one sentence for a design with no liquid loop.
        const QJsonArray loops = cooling[QStringLiteral("hydraulics")].toObject()[QStringLiteral("loops")].toArray();
        const bool liquidLoops = std::any_of(loops.begin(), loops.end(), [](const QJsonValue &l) {
            return l.toObject()[QStringLiteral("carries_heat")].toBool();
        });
        QCOMPARE(flowing.contains(QStringLiteral("No liquid loops: no rack puts heat into cold plates")), !liquidLoops);
        QCOMPARE(flowing.contains(QStringLiteral("Facility water is supplied to the CDUs at")), liquidLoops);
        // Issue 35: the power dynamics chapter, with the engine's figures as the report rounds them.
        const QJsonObject dyn = ev[QStringLiteral("power_dynamics")].toObject();
        QVERIFY(dyn[QStringLiteral("computed")].toBool());  // every sample trains
        const QString dynamicsText = chapterText(text, QStringLiteral("Power dynamics"), QStringLiteral("Cooling, PUE and cost"));
        const QString dynamics = dynamicsText.simplified();
        const QJsonObject utility = dyn[QStringLiteral("utility")].toObject();
        for (const QString &figure : {ReportFormat::kilowatts(utility[QStringLiteral("swing_w")].toDouble()),
                                      ReportFormat::kilowatts(dyn[QStringLiteral("limits")].toObject()[QStringLiteral("swing_w")].toDouble()),
                                      ReportFormat::number(dyn[QStringLiteral("step")].toObject()[QStringLiteral("step_s")].toDouble(), 3) + QStringLiteral(" s")})
            QVERIFY2(dynamics.contains(figure), qPrintable(figure + QLatin1Char('\n') + dynamics.left(1500)));
        for (const QJsonValue &m : dyn[QStringLiteral("mitigations")].toArray())
            QVERIFY2(words(m.toObject()[QStringLiteral("label")].toString()).match(dynamicsText).hasMatch(),
                     qPrintable(m.toObject()[QStringLiteral("label")].toString()));

        // The training estimate's days at published production speeds (the samples keep the
        // efficiency defaults), as evaluate gives them, rounded as the report prints them.
        const QJsonObject production = ev[QStringLiteral("training")].toObject()[QStringLiteral("time")].toObject()[QStringLiteral("production_days")].toObject();
        const QString range = QStringLiteral("at those speeds this run takes %1 to %2 days")
                                  .arg(ReportFormat::number(production[QStringLiteral("fastest")].toDouble(), 1),
                                       ReportFormat::number(production[QStringLiteral("slowest")].toDouble(), 1));
        QVERIFY2(flowing.contains(range), qPrintable(range));

        // Issue 37: the section of the worst rack's row under the thermal map, named by that rack.
        const QJsonObject thermal = ev[QStringLiteral("thermal")].toObject();
        QVERIFY(thermal[QStringLiteral("solved")].toBool());
        const QString worstRack = thermal[QStringLiteral("worst_rack")].toString();
        QVERIFY2(flowing.contains(QStringLiteral("Section. Row ")) &&
                     flowing.contains(QStringLiteral("(the warmest inlet, %1)").arg(worstRack)),
                 qPrintable(worstRack));

        const Run info = run(QStringLiteral("pdfinfo"), {pdf});
        const QString infoText = QString::fromUtf8(info.out);
        // A4 = 595 x 842 pt (210 x 297 mm); Letter = 612 x 792 pt (8.5 x 11 in).
        QVERIFY2(infoText.contains(paper == QLatin1String("a4") ? QStringLiteral("595 x 842 pts (A4)")
                                                                : QStringLiteral("612 x 792 pts (letter)")),
                 qPrintable(infoText));
        const QRegularExpression pagesLine(QStringLiteral("Pages:\\s+(\\d+)"));
        const int pages = pagesLine.match(infoText).captured(1).toInt();
        QVERIFY2(pages >= 10 && pages <= 120, qPrintable(QString::number(pages)));  // cover, contents, ten chapters
        QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
        QVERIFY(info.out.contains("DejaVu") || run(QStringLiteral("pdffonts"), {pdf}).out.contains("DejaVu"));
    }

    // Issue 33: the GB200 NVL72 sample's report, every chapter, its floor-loading table (each
    // rack 1,360 kg on 0.72 m² = 18.5 kPa; a foot 3.33 kN, two on one panel 6.67 kN, against the
    // 19 kPa and 7 kN the generator rated the hall for), its fabric and no air alternative priced.
    void reportOfRackScaleSample()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        const Run r = dcstudio({QStringLiteral("report"), sample("gb200-nvl72-4su"), QStringLiteral("-o"), pdf});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QString text = pdfText(pdf);
        for (const auto &section : DesignReport::sections())
            if (section->title() != QLatin1String("Variants compared"))
                QVERIFY2(text.contains(section->title()), qPrintable(section->title()));
        QVERIFY(text.contains(QStringLiteral("2,304")));
        const QString floor = text.mid(text.lastIndexOf(QStringLiteral("Floor loading")));
        QVERIFY2(floor.contains(QStringLiteral("uniform rating of 19.0 kPa")), qPrintable(floor.left(600)));
        QVERIFY(floor.contains(QStringLiteral("concentrated rating of 7.00 kN")));
        // Spaces may be no-break ones (before the percent sign): \s with Unicode properties.
        const QRegularExpression row(QStringLiteral("R-A01\\s+1,360\\s+0.72\\s+18.5\\s+97\\s%\\s+3.33\\s+6.67\\s+95\\s%"),
                                     QRegularExpression::UseUnicodePropertiesOption);
        QVERIFY2(row.match(floor).hasMatch(), qPrintable(floor.left(1200)));

        // Issue 34 item 4: the hydraulics chapter's figures are the evaluation's, as the report rounds
        // them: the class, the hall's loop of six CDUs (5,512 of 6,000 L/min at N+1, the head R-A01
        // needs against the CDUs' 250 kPa), its pipe and facility water, each CDU lost in turn.
        const QJsonObject h = QJsonDocument::fromJson(dcstudio({QStringLiteral("evaluate"), sample("gb200-nvl72-4su")}).out)
                                  .object()[QStringLiteral("cooling")].toObject()[QStringLiteral("hydraulics")].toObject();
        const QJsonObject loop = h[QStringLiteral("loops")].toArray().at(0).toObject();
        const QString hydraulics = text.mid(text.lastIndexOf(QStringLiteral("Liquid loop hydraulics")));
        const QString flowing = hydraulics.simplified();
        QVERIFY2(flowing.contains(QStringLiteral("ASHRAE liquid class %1 (the lowest class that holds the supply, supply up to 32 °C)")
                                      .arg(h[QStringLiteral("ashrae_class")].toString())),
                 qPrintable(flowing.left(600)));
        QVERIFY(flowing.contains(QStringLiteral("for %1 of %2 hours on dry coolers and %3 hours on cooling towers")
                                     .arg(ReportFormat::number(h[QStringLiteral("dry_cooler_hours")].toDouble()),
                                          ReportFormat::number(h[QStringLiteral("year_hours")].toDouble()),
                                          ReportFormat::number(h[QStringLiteral("tower_hours")].toDouble()))));
        QVERIFY(flowing.contains(QStringLiteral("Nothing is short")));
        const double needed = loop[QStringLiteral("flow_needed_lpm")].toDouble(), usable = loop[QStringLiteral("flow_usable_lpm")].toDouble();
        const QRegularExpression loopRow(QStringLiteral("CDU-01, CDU-02 \\+4\\s+32\\s+%1\\s+%2\\s+\\+%3 \\(\\+%4\\s%\\)")
                                             .arg(ReportFormat::number(needed), ReportFormat::number(usable),
                                                  ReportFormat::number(usable - needed), ReportFormat::number((usable - needed) / needed * 100.0)),
                                         QRegularExpression::UseUnicodePropertiesOption);
        QVERIFY2(loopRow.match(hydraulics).hasMatch(), qPrintable(loopRow.pattern() + QLatin1Char('\n') + hydraulics.left(1500)));
        const QRegularExpression headRow(QStringLiteral("%1\\s+%2\\s+%3\\s+OK")
                                             .arg(ReportFormat::number(loop[QStringLiteral("head_needed_kpa")].toDouble()),
                                                  ReportFormat::number(loop[QStringLiteral("head_available_kpa")].toDouble()),
                                                  loop[QStringLiteral("head_critical_rack")].toString()));
        QVERIFY2(headRow.match(hydraulics).hasMatch(), qPrintable(headRow.pattern()));
        QVERIFY(hydraulics.contains(QStringLiteral("DN%1, %2 m/s").arg(loop[QStringLiteral("pipe_dn")].toInt())
                                        .arg(ReportFormat::number(loop[QStringLiteral("pipe_velocity_m_s")].toDouble(), 2))));
        QVERIFY(hydraulics.contains(ReportFormat::number(loop[QStringLiteral("facility_flow_lpm")].toDouble())));
        const QRegularExpression lost(QStringLiteral("CDU-06\\s+CDU-01, CDU-02 \\+4\\s+%1\\s+%2\\s+OK")
                                          .arg(ReportFormat::number(loop[QStringLiteral("worst_failure")].toObject()[QStringLiteral("flow_available_lpm")].toDouble()),
                                               ReportFormat::number(needed)));
        QVERIFY2(lost.match(hydraulics).hasMatch(), qPrintable(lost.pattern()));
    }

    // Issue 35: the power dynamics chapter of the SuperPOD sample with storage at the rack chosen:
    // its place after the power chapter, the step's figures against the limits, every mitigation's
    // row (the chosen one marked, GPU power smoothing unavailable on an H100 with its reason and no
    // price), the chosen one priced in the cost verdict, and the limits' sources from the inputs
    // registry; a design without GPUs gets the engine's reason in one sentence.
    // A hall without facility water (`generate --cooling sidecar`): its hydraulics chapter says so
    // and gives no facility water class or heat rejection hours; the loop's secondary supply is
    // the room's supply air plus the sidecars' 12 K approach (24 + 12 = 36.0 C).
    void sidecarHallReportsNoFacilityWater()
    {
        QTemporaryDir dir;
        const QString design = dir.filePath(QStringLiteral("sidecar.json")), pdf = dir.filePath(QStringLiteral("sidecar.pdf"));
        const Run g = dcstudio({QStringLiteral("generate"), QStringLiteral("--system"), QStringLiteral("gb200-nvl72"), QStringLiteral("--nodes"),
                                QStringLiteral("4"), QStringLiteral("--cooling"), QStringLiteral("sidecar"), QStringLiteral("-o"), design});
        QCOMPARE(g.exitCode, 0);
        const Run r = dcstudio({QStringLiteral("report"), design, QStringLiteral("-o"), pdf});
        QCOMPARE(r.exitCode, 0);
        const QString text = pdfText(pdf).replace(QChar(0xFB01), QStringLiteral("fi")).replace(QChar(0xFB02), QStringLiteral("fl"));
        QString hydraulics = text.mid(text.lastIndexOf(QStringLiteral("Liquid loop hydraulics")));  // the chapter, not the contents
        hydraulics = hydraulics.left(hydraulics.indexOf(QStringLiteral("Thermal map"))).simplified();
        QVERIFY2(hydraulics.contains(QStringLiteral("No facility water: every loop is liquid-to-air")), qPrintable(hydraulics.left(800)));
        QVERIFY(!hydraulics.contains(QStringLiteral("Facility water is supplied")));
        QVERIFY(!hydraulics.contains(QStringLiteral("dry coolers")));
        QVERIFY2(hydraulics.contains(QStringLiteral("36.0 /")), qPrintable(hydraulics.left(1500)));
        // The thermal chapter says where the sidecars' heat enters: out of their backs, where they
        // stand (each has a path for its air, so none under the ceiling).
        const QString thermal = text.mid(text.lastIndexOf(QStringLiteral("Zonal model on"))).simplified();
        QVERIFY2(thermal.contains(QStringLiteral("from liquid-to-air CDUs 486.0 kW (their loops' heat, fans and pumps, blown out of "
                                                 "their backs where they stand)")),
                 qPrintable(thermal.left(1200)));
    }

    void powerDynamicsChapter()
    {
        QStringList titles;
        for (const auto &section : DesignReport::sections())
            titles << section->title();
        QCOMPARE(titles.indexOf(QStringLiteral("Power dynamics")), titles.indexOf(QStringLiteral("Power")) + 1);

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
        const QStringList set{QStringLiteral("--set"), QStringLiteral("power_settings.dynamics.mitigation=rack_storage")};
        const Run r = dcstudio(QStringList{QStringLiteral("report"), sample(QStringLiteral("superpod-h100-air")), QStringLiteral("-o"), pdf} + set);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString chapter = chapterText(pdfText(pdf), QStringLiteral("Power dynamics"), QStringLiteral("Cooling, PUE and cost"));
        const QString flowing = chapter.simplified();
        const QJsonObject ev = QJsonDocument::fromJson(dcstudio(QStringList{QStringLiteral("evaluate"), sample(QStringLiteral("superpod-h100-air"))} + set).out).object();
        const QJsonObject d = ev[QStringLiteral("power_dynamics")].toObject();
        const auto kw = [](double w) { return ReportFormat::kilowatts(w); };
        const QJsonObject step = d[QStringLiteral("step")].toObject(), utility = d[QStringLiteral("utility")].toObject(),
                          limits = d[QStringLiteral("limits")].toObject();

        // What the figures are, with the two sources in one sentence.
        QVERIFY(flowing.contains(QStringLiteral("the 1,024 H100 SXM GPUs the plan uses compute at their TDP (700 W)")));
        QVERIFY(flowing.contains(QStringLiteral("Dubey et al. 2024 (The Llama 3 Herd of Models, section 3.3.4)")));
        QVERIFY(flowing.contains(QStringLiteral("Choukse et al. 2025 (Power Stabilization for AI Training Datacenters, arXiv 2508.14318)")));
        // The figures table: value, limit and verdict on one line.
        const auto row = [&](const QString &name, const QString &rest) {
            const QRegularExpression re(QRegularExpression::escape(name) + QStringLiteral("\\s+") + rest, QRegularExpression::UseUnicodePropertiesOption);
            QVERIFY2(re.match(chapter).hasMatch(), qPrintable(re.pattern() + QLatin1Char('\n') + chapter.left(3000)));
        };
        const auto esc = [](const QString &t) { return QRegularExpression::escape(t); };
        row(QStringLiteral("Step time (frequency)"), esc(QStringLiteral("%1 s (%2 Hz)").arg(ReportFormat::number(step[QStringLiteral("step_s")].toDouble(), 3),
                                                                                          ReportFormat::number(d[QStringLiteral("fundamental_hz")].toDouble(), 3))));
        row(QStringLiteral("Utility swing"), esc(kw(utility[QStringLiteral("swing_w")].toDouble())) + QStringLiteral("\\s+") +
                                                 esc(kw(limits[QStringLiteral("swing_w")].toDouble())) + QStringLiteral("\\s+within"));
        row(QStringLiteral("RMS in the band to avoid, 0.1-20 Hz"), esc(kw(d[QStringLiteral("avoid_band")].toObject()[QStringLiteral("rms_w")].toDouble())) +
                                                                    QStringLiteral("\\s+") + esc(kw(limits[QStringLiteral("band_rms_w")].toDouble())) + QStringLiteral("\\s+over"));
        row(QStringLiteral("Job stop, within a minute"), esc(kw(d[QStringLiteral("trip_within_minute_w")].toDouble())) + QStringLiteral("\\s+") +
                                                             esc(kw(limits[QStringLiteral("trip_within_minute_w")].toDouble())) + QStringLiteral("\\s+within"));
        row(QStringLiteral("Job stop, at once / cooling followed"), esc(kw(d[QStringLiteral("job_trip_w")].toDouble()) + QStringLiteral(" / ") +
                                                                       kw(d[QStringLiteral("job_trip_settled_w")].toDouble())));
        row(QStringLiteral("Dominant frequency"), esc(ReportFormat::number(d[QStringLiteral("dominant_hz")].toDouble(), 3) + QStringLiteral(" Hz")));
        row(QStringLiteral("Steepest ramp at the utility"), esc(ReportFormat::number(utility[QStringLiteral("ramp_w_per_s")].toDouble() / 1e6, 1) + QStringLiteral(" MW/s")));
        row(QStringLiteral("Checkpoint dip (30 s every 1,800 s)"), esc(kw(d[QStringLiteral("checkpoint")].toObject()[QStringLiteral("dip_w")].toDouble())));
        const QJsonObject worst = d[QStringLiteral("worst_phase")].toObject();
        QVERIFY(chapter.contains(QStringLiteral("%1 %2: %3").arg(worst[QStringLiteral("id")].toString(), worst[QStringLiteral("what")].toString(),
                                                               ReportFormat::number(worst[QStringLiteral("high_w")].toDouble() / 1000.0, 2))));
        const QJsonArray feeds = d[QStringLiteral("feeds")].toArray();
        row(QStringLiteral("Feed A / feed B swing"), esc(kw(feeds[0].toObject()[QStringLiteral("swing_w")].toDouble()) + QStringLiteral(" / ") +
                                                         kw(feeds[1].toObject()[QStringLiteral("swing_w")].toDouble())));
        // The Power page's three charts, by their titles (drawn as text in the PDF), and their captions.
        QVERIFY(flowing.contains(QStringLiteral("3 training steps with storage at the rack (dashed)")));
        QVERIFY(flowing.contains(QStringLiteral("Spectrum: %1 RMS in the band (limit %2)")
                                     .arg(kw(d[QStringLiteral("avoid_band")].toObject()[QStringLiteral("rms_w")].toDouble()),
                                          kw(limits[QStringLiteral("band_rms_w")].toDouble()))));
        QVERIFY(flowing.contains(QStringLiteral("Job stop: -")));
        QVERIFY(flowing.contains(QStringLiteral("Three training steps at the utility connection (left axis) and at the worst PDU phase, "
                                                "%1 %2 (right axis), dashed with storage at the rack (the chosen mitigation).")
                                     .arg(worst[QStringLiteral("id")].toString(), worst[QStringLiteral("what")].toString())));

        // Mitigations: one row each, the chosen one marked, the unavailable one with its reason only.
        int rows = 0;
        for (const QJsonValue &v : d[QStringLiteral("mitigations")].toArray()) {
            const QJsonObject m = v.toObject();
            const QString label = m[QStringLiteral("label")].toString() + (m[QStringLiteral("chosen")].toBool() ? QStringLiteral(" (chosen)") : QString());
            QVERIFY2(words(label).match(chapter).hasMatch(), qPrintable(label));
            ++rows;
            if (!m[QStringLiteral("available")].toBool()) {
                QCOMPARE(m[QStringLiteral("id")].toString(), QStringLiteral("gpu_smoothing"));
                QVERIFY2(flowing.contains(QStringLiteral("Not available: %1.").arg(m[QStringLiteral("unavailable")].toString())), qPrintable(flowing));
                continue;
            }
            if (m[QStringLiteral("id")].toString() != QLatin1String("rack_storage"))
                continue;
            // meets, swing, band, job stop, cycles, life, MWh, capex and cost in thousands, as printed.
            const QRegularExpression figures(
                QStringLiteral("yes\\s+%1\\s+%2\\s+%3\\s+.*%4\\s+%5\\s+%6\\s+%7\\s+%8")
                    .arg(esc(ReportFormat::number(m[QStringLiteral("utility_swing_w")].toDouble() / 1000.0, 1)),
                         esc(ReportFormat::number(m[QStringLiteral("avoid_band_rms_w")].toDouble() / 1000.0, 1)),
                         esc(ReportFormat::number(m[QStringLiteral("trip_within_minute_w")].toDouble() / 1000.0, 1)),
                         esc(ReportFormat::number(m[QStringLiteral("storage_cycles_per_year")].toDouble())),
                         esc(ReportFormat::number(m[QStringLiteral("storage_life_years")].toDouble(), 1)),
                         esc(ReportFormat::number(m[QStringLiteral("added_facility_kwh_per_year")].toDouble() / 1000.0, 1)),
                         esc(ReportFormat::number(m[QStringLiteral("capex")].toDouble() / 1000.0, 1)),
                         esc(ReportFormat::number(m[QStringLiteral("cost_per_year")].toDouble() / 1000.0, 1))));
            QVERIFY2(figures.match(chapter).hasMatch(), qPrintable(figures.pattern() + QLatin1Char('\n') + chapter));
            // Priced in the cost verdict: the same capex, in the site currency.
            QVERIFY(flowing.contains(QStringLiteral("The design takes storage at the rack")));
            QVERIFY(flowing.contains(QStringLiteral("Its capex of USD %1 (the capex group Power smoothing) and its USD %2 a year")
                                         .arg(ReportFormat::number(m[QStringLiteral("capex")].toDouble()),
                                              ReportFormat::number(m[QStringLiteral("cost_per_year")].toDouble()))));
            QVERIFY(flowing.contains(QStringLiteral("are in both options of the cost verdict")));
        }
        QCOMPARE(rows, 6);  // None and the five options
        // What set each storage's size, in the engine's words.
        for (const QJsonValue &v : d[QStringLiteral("mitigations")].toArray())
            if (const QString by = v.toObject()[QStringLiteral("storage_sized_by")].toString(); !by.isEmpty())
                QVERIFY2(flowing.contains(QStringLiteral(", %1").arg(by)), qPrintable(by));
        QVERIFY(flowing.contains(QStringLiteral("What set each storage's energy: ")));

        // The limits with their sources, as the inputs registry words them.
        for (const char *key : {"power_settings.dynamics.max_swing_mw", "power_settings.dynamics.max_ramp_mw_per_s",
                                "power_settings.dynamics.band_rms_fraction"}) {
            const InputDescription *desc = InputDescriptions::find(key);
            QVERIFY(desc);
            QVERIFY2(words(QString::fromUtf8(desc->source)).match(chapter).hasMatch(), key);
            QVERIFY(flowing.contains(QString::fromUtf8(desc->label)));
        }

        // No GPUs: the engine's reason, never a figure.
        const QString empty = writeVariant(dir, QStringLiteral("empty.json"), [](QJsonObject &doc) {
            doc[QStringLiteral("racks")] = QJsonArray();
            doc[QStringLiteral("equipment")] = QJsonArray();
        });
        const QString emptyPdf = dir.filePath(QStringLiteral("empty.pdf"));
        QCOMPARE(dcstudio({QStringLiteral("report"), empty, QStringLiteral("-o"), emptyPdf}).exitCode, 0);
        const QString missing = QJsonDocument::fromJson(dcstudio({QStringLiteral("evaluate"), empty}).out)
                                    .object()[QStringLiteral("power_dynamics")].toObject()[QStringLiteral("missing")].toString();
        QVERIFY(missing.contains(QStringLiteral("no GPUs")));
        const QString none = chapterText(pdfText(emptyPdf), QStringLiteral("Power dynamics"), QStringLiteral("Cooling, PUE and cost")).simplified();
        QVERIFY2(none.contains(QStringLiteral("The power of the training step is not computed (%1), so this chapter has no figures.").arg(missing)),
                 qPrintable(none));
        QVERIFY(!none.contains(QStringLiteral("Utility swing")));
        QVERIFY(!none.contains(QStringLiteral("Mitigations")));
    }

    void reportOnAWeatherFile()
    {
        // Issue 34: a design on an imported EPW year names it in the cooling chapter, and the
        // appendix lists the file, station and design conditions by name, not its 8,760 hours.
        QTemporaryDir dir;
        const QString epw = dir.filePath(QStringLiteral("dulles.epw")), pdf = dir.filePath(QStringLiteral("r.pdf"));
        QFile f(epw);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(dcs::test::epw()));
        f.close();
        const Run r = dcstudio({QStringLiteral("report"), sample(QStringLiteral("superpod-h100-air")), QStringLiteral("--set"),
                                QStringLiteral("cooling.weather_file=") + epw, QStringLiteral("-o"), pdf});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // pdftotext keeps the font's "fi" ligature as one character.
        const QString text = pdfText(pdf).replace(QChar(0xFB01), QStringLiteral("fi")), flowing = text.simplified();
        QVERIFY(flowing.contains(QStringLiteral("Weather: the measured year of the weather file dulles.epw (TMY3 year). Its hottest "
                                                "hour is 12.4 °C.")));
        // Hours of 10.0-12.4 °C: towers size on Dulles' evaporation 0.4 % point, 31.6 °C with 25.4 °C.
        QVERIFY(flowing.contains(QStringLiteral("sized on the ASHRAE evaporation 0.4 % design condition (31.6 °C dry bulb, 25.4 °C "
                                                "wet bulb)")));
        const QString appendix = text.mid(text.lastIndexOf(QStringLiteral("Assumptions and formulas"))).simplified();
        QVERIFY(appendix.contains(QStringLiteral("Weather station WMO number 724030")));
        QVERIFY(appendix.contains(QStringLiteral("Weather file: Cooling 0.4 % dry bulb 34.1 °C")));
        QVERIFY(!appendix.contains(QStringLiteral("cooling.weather")));
        QVERIFY(!appendix.contains(QStringLiteral("10.1, 10.2")));  // no hour by hour
    }

    void contentsListsPages()
    {
        // The contents table gives, for each chapter, the page where its heading is printed.
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
        QCOMPARE(dcstudio({QStringLiteral("report"), sample(QStringLiteral("finetune-lab")), QStringLiteral("-o"), pdf}).exitCode, 0);
        const QStringList pages = pdfText(pdf).split(QLatin1Char('\f'));
        const QRegularExpression entry(QStringLiteral("^\\s*Power\\s+(\\d+)\\s*$"), QRegularExpression::MultilineOption);
        const QRegularExpressionMatch m = entry.match(pages.value(1));
        QVERIFY2(m.hasMatch(), qPrintable(pages.value(1)));
        const int powerPage = m.captured(1).toInt();
        QVERIFY(pages.value(powerPage - 1).contains(QStringLiteral("PDU phases")));
    }

    void cancelledExportWritesNothing()
    {
        const ReadResult read = ProjectReader::readFile(sample(QStringLiteral("finetune-lab")), Catalog::builtIn());
        QVERIFY(read.project);
        const Analysis analysis = Analyzer::run(*read.project, Catalog::builtIn());
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("cancelled.pdf"));
        int calls = 0;
        const auto outcome = DesignReport::writeFile(*read.project, Catalog::builtIn(), analysis, ReportOptions{}, pdf,
                                                     [&](int step, int, const QString &) {
                                                         ++calls;
                                                         return step < 3;  // cancel at the fourth chapter
                                                     });
        QCOMPARE(outcome.error, QStringLiteral("cancelled"));
        QCOMPARE(calls, 4);
        QVERIFY(!QFile::exists(pdf));

        // An existing report survives a cancelled export over it.
        QFile old(pdf);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("previous report");
        old.close();
        DesignReport::writeFile(*read.project, Catalog::builtIn(), analysis, ReportOptions{}, pdf,
                                [](int, int, const QString &) { return false; });
        QFile again(pdf);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QCOMPARE(again.readAll(), QByteArray("previous report"));
    }

    void reportBadArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString lab = sample(QStringLiteral("finetune-lab"));
        QTest::newRow("no output") << QStringList{QStringLiteral("report"), lab} << 1 << "expected PROJECT -o OUT.pdf";
        QTest::newRow("bad paper") << QStringList{QStringLiteral("report"), lab, QStringLiteral("-o"), QStringLiteral("/tmp/x.pdf"),
                                                  QStringLiteral("--paper"), QStringLiteral("a3")}
                                   << 1 << "--paper must be a4 or letter";
        QTest::newRow("missing project") << QStringList{QStringLiteral("report"), QStringLiteral("/nonexistent/p.json"), QStringLiteral("-o"),
                                                        QStringLiteral("/tmp/x.pdf")}
                                         << 2 << "does not exist";
        QTest::newRow("unwritable") << QStringList{QStringLiteral("report"), lab, QStringLiteral("-o"), QStringLiteral("/nonexistent/dir/x.pdf")}
                                    << 3 << "cannot write";
        QTest::newRow("bad set") << QStringList{QStringLiteral("report"), lab, QStringLiteral("-o"), QStringLiteral("/tmp/x.pdf"),
                                                QStringLiteral("--set"), QStringLiteral("nonsense")}
                                 << 1 << "--set";
    }
    void reportBadArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Run r = dcstudio(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    void checkExitCodes()
    {
        QTemporaryDir dir;
        // An empty hall: nothing to warn about.
        const QString clean = writeVariant(dir, QStringLiteral("clean.json"), [](QJsonObject &d) {
            d[QStringLiteral("racks")] = QJsonArray();
            d[QStringLiteral("equipment")] = QJsonArray();
        });
        // The minimal test design with a 5 kW budget on a rack of two DGX H100 (20.4 kW) whose
        // PSUs are not corded: errors (power.device_underpowered and more).
        const QString overBudget = writeVariant(dir, QStringLiteral("error.json"), [](QJsonObject &d) {
            QJsonArray racks = d[QStringLiteral("racks")].toArray();
            QJsonObject r = racks[0].toObject();
            r[QStringLiteral("power_budget_kw")] = 5;
            racks[0] = r;
            d[QStringLiteral("racks")] = racks;
        });

        const Run ok = dcstudio({QStringLiteral("check"), clean});
        QCOMPARE(ok.exitCode, 0);
        QVERIFY(ok.out.contains("0 errors, 0 warnings"));
        // The lab sample has warnings (a job that does not fit, no compute fabric) but no error:
        // two PDUs per feed carry its racks after any single failure.
        QCOMPARE(dcstudio({QStringLiteral("check"), sample(QStringLiteral("finetune-lab"))}).exitCode, 1);

        const Run sampleRun = dcstudio({QStringLiteral("check"), sample(QStringLiteral("superpod-h100-air"))});
        const Run errorRun = dcstudio({QStringLiteral("check"), overBudget});
        QCOMPARE(errorRun.exitCode, 2);
        QVERIFY(errorRun.out.contains("error "));
        QVERIFY(errorRun.out.contains("R-A01"));
        QCOMPARE(dcstudio({QStringLiteral("check"), overBudget, QStringLiteral("--fail-on"), QStringLiteral("never")}).exitCode, 0);

        // The SuperPOD sample has warnings (air-cooled racks above the air density limit) and no
        // errors: 1, and 0 with --fail-on error. Its DGX H100s split their six PSUs 3 + 3 over the
        // feeds: a feed loss throttles them (info, issue 30 item 2), the surviving side carries them.
        QCOMPARE(sampleRun.exitCode, 1);
        QVERIFY(sampleRun.out.contains("warning cooling.rack_density"));
        QVERIFY(sampleRun.out.contains("info power.feed_loss_throttles_devices"));
        QVERIFY(!sampleRun.out.contains("power.feed_loss_drops_devices"));
        QVERIFY(sampleRun.out.contains("0 errors"));
        QCOMPARE(dcstudio({QStringLiteral("check"), sample(QStringLiteral("superpod-h100-air")), QStringLiteral("--fail-on"),
                           QStringLiteral("error")}).exitCode,
                 0);
        const Run json = dcstudio({QStringLiteral("check"), overBudget, QStringLiteral("--json")});
        // One JSON object per file (JSON Lines, README Command line); the findings are its "warnings".
        const QJsonArray findings = QJsonDocument::fromJson(json.out).object()[QStringLiteral("warnings")].toArray();
        QVERIFY(!findings.isEmpty());
        QCOMPARE(findings.first().toObject()[QStringLiteral("severity")].toString(), QStringLiteral("error"));
    }

    void exportFromTheWindow()
    {
        MainWindow::Options options;
        options.offerRecovery = false;
        options.restoreLayout = false;
        MainWindow window(options);
        QVERIFY(window.openProject(sample(QStringLiteral("finetune-lab")), true));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("from-window.pdf"));
        ReportOptions report;
        report.author = QStringLiteral("Test Author");
        QVERIFY(window.exportReport(pdf, report));
        const QString text = pdfText(pdf);
        QVERIFY(text.contains(QStringLiteral("Test Author")));
        QVERIFY(text.contains(QString::fromStdString(window.document()->project().name)));
        // A folder that does not exist: refused with a message, nothing written, no crash.
        QTimer::singleShot(0, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                box->close();
        });
        QVERIFY(!window.exportReport(dir.filePath(QStringLiteral("missing/x.pdf")), report));
    }

    void checkBadArguments()
    {
        QCOMPARE(dcstudio({QStringLiteral("check")}).exitCode, 3);
        const Run badLevel = dcstudio({QStringLiteral("check"), sample(QStringLiteral("finetune-lab")), QStringLiteral("--fail-on"),
                                       QStringLiteral("sometimes")});
        QCOMPARE(badLevel.exitCode, 3);
        QVERIFY(badLevel.err.contains("--fail-on must be"));
        const Run missing = dcstudio({QStringLiteral("check"), QStringLiteral("/nonexistent.json")});
        QCOMPARE(missing.exitCode, 4);
        QVERIFY(missing.err.contains("does not exist"));
    }
};

QTEST_MAIN(TestReport)
#include "test_report.moc"
