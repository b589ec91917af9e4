// The report's "Variants compared" chapter (issue 18): present, in the contents and in the text,
// when the design keeps variants, with the variants' names, the figures as the report rounds
// them and the warning a variant adds; absent (no heading, no contents line) without variants.
#include "analysis/analyzer.h"
#include "analysis/headlinefigures.h"
#include "analysis/variantevaluation.h"
#include "catalog/catalog.h"
#include "designreport.h"
#include "document/projectdocument.h"
#include "io/projectreader.h"
#include "reportformat.h"
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace dcs;

namespace {

QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString reportOf(const Project &project, const QString &path)
{
    LoadErrors ignored;
    const Catalog catalog = Catalog::builtIn().withCustomEntries(project.customCatalog.get(), {}, ignored);
    const DesignReport::Outcome outcome =
        DesignReport::writeFile(project, catalog, Analyzer::run(project, catalog), ReportOptions{}, path, {});
    if (!outcome.ok())
        qFatal("report failed: %s", qPrintable(outcome.error));
    return pdfText(path);
}

} // namespace

class TestVariantsReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chapterWithVariantsOnly()
    {
        ReadResult r = ProjectReader::readFile(QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json"), Catalog::builtIn());
        QVERIFY(r.project);
        QTemporaryDir dir;
        const QString plain = reportOf(*r.project, dir.filePath(QStringLiteral("plain.pdf")));
        QVERIFY2(plain.contains(QStringLiteral("Warnings")), "pdftotext produced no text");
        QVERIFY(!plain.contains(QStringLiteral("Variants compared")));

        ProjectDocument doc(Catalog::builtIn());
        doc.reset(*r.project);
        QVERIFY(doc.saveAsVariant("Liquid"));
        QVERIFY(doc.renameVariant("Base", "Air"));
        QVERIFY(doc.setProperty("cooling", "architecture", "liquid"));
        const QString pdf = qEnvironmentVariableIsSet("DCS_REPORT_OUT") ? qEnvironmentVariable("DCS_REPORT_OUT")
                                                                        : dir.filePath(QStringLiteral("variants.pdf"));
        const QString text = reportOf(doc.project(), pdf);
        const QString flowing = text.simplified();  // paragraphs break where the page wants
        // Once in the contents, once as the chapter's heading.
        QCOMPARE(text.count(QStringLiteral("Variants compared")), 2);
        QVERIFY(flowing.contains(QStringLiteral("Air, Liquid stand side by side")));
        // The figures as the report rounds them, the reference's and the variant's.
        const std::vector<VariantEvaluation::Design> designs = VariantEvaluation::evaluate(doc.project(), Catalog::builtIn());
        const Comparison c = VariantEvaluation::compare(designs);
        const Comparison::Row &pue = c.rows[size_t(HeadlineFigures::indexOf("pue_annual"))];
        QVERIFY(pue.values[1] < pue.values[0]);  // liquid cools with less energy: better
        QVERIFY2(text.contains(ReportFormat::number(pue.values[0], 3)), qPrintable(ReportFormat::number(pue.values[0], 3)));
        const QString better = QStringLiteral("(%1, better)").arg(ReportFormat::number(pue.differences[1], 3));
        QVERIFY2(text.contains(better), qPrintable(better));
        // The liquid variant has no CDU yet: the warning it adds is listed.
        QVERIFY(text.contains(QStringLiteral("Warnings added and removed")));
        QVERIFY(text.contains(QStringLiteral("cooling.no_cdu")) || text.contains(QStringLiteral("cooling.no_\u200Bcdu")));
    }
};

QTEST_MAIN(TestVariantsReport)
#include "test_variants_report.moc"
