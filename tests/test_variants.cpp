// Variants of a design (issue 18, FORMAT.md "Variants"): saving, switching, renaming and
// deleting variants as pure edits and as undo steps of the document; the file's "variants"
// list written and read back exactly, its problems named by their place; a design compared
// with itself shows no difference.
#include "analysis/variantevaluation.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "processrun.h"
#include "project/projectvariants.h"
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

namespace {

const Project &sample()
{
    static const Project project = [] {
        ReadResult r = ProjectReader::readFile(QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json"), Catalog::builtIn());
        if (!r.project)
            qFatal("cannot read the sample: %s", formatErrors(r.errors).c_str());
        return *r.project;
    }();
    return project;
}

bool hasError(const ReadResult &r, const std::string &path, const std::string &text)
{
    for (const LoadError &e : r.errors)
        if (e.path == path && e.message.find(text) != std::string::npos)
            return true;
    return false;
}

std::string errorsOf(const ReadResult &r)
{
    return formatErrors(r.errors);
}

} // namespace

class TestVariants : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void saveAsKeepsTheDesignAndGoesOnAsTheNewVariant()
    {
        const Project &base = sample();
        ProjectVariants::Outcome o = ProjectVariants::saveAs(base, "Liquid");
        QVERIFY2(o.project, o.why.c_str());
        const Project &p = *o.project;
        QCOMPARE(ProjectVariants::names(p), (std::vector<std::string>{"Base", "Liquid"}));
        QCOMPARE(ProjectVariants::currentName(p), std::string("Liquid"));
        // The design itself is unchanged; "Base" holds it whole.
        Project top = p;
        top.variants.clear();
        QVERIFY(top == base);
        QVERIFY(*ProjectVariants::design(p, "Base") == base);
        QVERIFY(*ProjectVariants::design(p, "Liquid") == base);
        // A third: the current one ("Liquid") is stored, the new one appended.
        ProjectVariants::Outcome third = ProjectVariants::saveAs(p, "Two sites");
        QVERIFY(third.project);
        QCOMPARE(ProjectVariants::names(*third.project), (std::vector<std::string>{"Base", "Liquid", "Two sites"}));
        QVERIFY(third.project->variants[1].design && !third.project->variants[2].design);
    }

    void badNamesAreRefusedNamingTheVariant()
    {
        const Project p = *ProjectVariants::saveAs(sample(), "Liquid").project;
        QCOMPARE(ProjectVariants::saveAs(p, "Base").why, std::string("There is already a variant 'Base'."));
        QCOMPARE(ProjectVariants::saveAs(p, "  ").why, std::string("A variant needs a name."));
        QVERIFY(!ProjectVariants::saveAs(p, std::string(61, 'x')).project);  // 60 characters at most
        QVERIFY(ProjectVariants::saveAs(p, std::string(60, 'x')).project);
        // The first save names the design "Base": a new variant cannot take that name.
        QVERIFY(!ProjectVariants::saveAs(sample(), "Base").project);
        QCOMPARE(ProjectVariants::switchTo(p, "Gas").why, std::string("There is no variant 'Gas'."));
        QCOMPARE(ProjectVariants::suggestedName(p), std::string("Variant 3"));
    }

    void switchingLosesNothing()
    {
        Project p = *ProjectVariants::saveAs(sample(), "Dear power").project;
        p.site.electricityPricePerKwh = 0.16;  // an edit of the variant being edited
        const Project edited = p;
        const Project atBase = *ProjectVariants::switchTo(p, "Base").project;
        QCOMPARE(atBase.site.electricityPricePerKwh, 0.08);  // the sample's price
        QCOMPARE(ProjectVariants::currentName(atBase), std::string("Base"));
        QCOMPARE(ProjectVariants::design(atBase, "Dear power")->site.electricityPricePerKwh, 0.16);
        // And back: exactly the project before the round trip.
        const Project back = *ProjectVariants::switchTo(atBase, "Dear power").project;
        QVERIFY(back == edited);
        QVERIFY(!ProjectVariants::switchTo(back, "Dear power").project);  // already the design
    }

    void deleteAndRename()
    {
        Project p = *ProjectVariants::saveAs(sample(), "B").project;
        p = *ProjectVariants::saveAs(p, "C").project;
        p.name = "C's name";
        // Deleting the design being edited (the last one) goes on with the one before it.
        const Project d = *ProjectVariants::remove(p, "C").project;
        QCOMPARE(ProjectVariants::names(d), (std::vector<std::string>{"Base", "B"}));
        QCOMPARE(ProjectVariants::currentName(d), std::string("B"));
        QCOMPARE(d.name, sample().name);
        // Deleting another keeps the design.
        const Project e = *ProjectVariants::remove(p, "Base").project;
        QCOMPARE(ProjectVariants::names(e), (std::vector<std::string>{"B", "C"}));
        QCOMPARE(e.name, std::string("C's name"));
        const Project only = *ProjectVariants::remove(d, "Base").project;
        QCOMPARE(ProjectVariants::remove(only, "B").why, std::string("Variant 'B' is the only one; there is nothing to switch to."));
        const Project r = *ProjectVariants::rename(p, "Base", "Air").project;
        QCOMPARE(ProjectVariants::names(r), (std::vector<std::string>{"Air", "B", "C"}));
        QVERIFY(!ProjectVariants::rename(p, "Base", "C").project);
    }

    void fileRoundTrip()
    {
        Project p = *ProjectVariants::saveAs(sample(), "Dear power").project;
        p.site.electricityPricePerKwh = 0.16;
        const json doc = ProjectWriter::toJson(p);
        QCOMPARE(doc["variants"].size(), size_t(2));
        QVERIFY(doc["variants"][0]["name"] == json("Base"));
        QVERIFY(doc["variants"][0].contains("design"));
        QVERIFY(doc["variants"][0]["design"]["site"]["electricity_price_per_kwh"] == json(0.08));
        QVERIFY(!doc["variants"][0]["design"].contains("variants"));
        QVERIFY(!doc["variants"][1].contains("design"));  // the design at the top
        QVERIFY(doc["site"]["electricity_price_per_kwh"] == json(0.16));
        const ReadResult r = ProjectReader::readText(ProjectWriter::toText(p), "v.json", Catalog::builtIn());
        QVERIFY2(r.project, errorsOf(r).c_str());
        QVERIFY(*r.project == p);
        // A design without variants writes no "variants" key (files of older builds stay as they were).
        QVERIFY(!ProjectWriter::toJson(sample()).contains("variants"));
    }

    void fileProblemsAreNamedByTheirPlace()
    {
        const Project p = *ProjectVariants::saveAs(sample(), "Liquid").project;
        const json good = ProjectWriter::toJson(p);
        auto read = [](const json &doc) { return ProjectReader::readJson(doc, "v.json", Catalog::builtIn()); };

        json twoCurrent = good;
        twoCurrent["variants"][0].erase("design");
        ReadResult r = read(twoCurrent);
        QVERIFY2(hasError(r, "/variants", "2 entries have no \"design\""), errorsOf(r).c_str());

        json duplicate = good;
        duplicate["variants"][1]["name"] = "Base";
        r = read(duplicate);
        QVERIFY2(hasError(r, "/variants/1/name", "there is already a variant 'Base'"), errorsOf(r).c_str());

        json nested = good;
        nested["variants"][0]["design"]["variants"] = json::array();
        r = read(nested);
        QVERIFY2(hasError(r, "/variants/0/design/variants", "cannot hold variants"), errorsOf(r).c_str());

        // The stored design is read as a file is: a bad catalog id and an unknown key, each under its place.
        json inner = good;
        inner["variants"][0]["design"]["racks"][0]["catalog_id"] = "rack-48u-60";
        inner["variants"][0]["design"]["site"]["electricity_price_per_kwhh"] = 0.1;
        r = read(inner);
        QVERIFY2(hasError(r, "/variants/0/design/racks/0/catalog_id", "unknown catalog id 'rack-48u-60'"), errorsOf(r).c_str());
        QVERIFY2(hasError(r, "/variants/0/design/site/electricity_price_per_kwhh", "unknown key"), errorsOf(r).c_str());

        json misspelt = good;
        misspelt["variants"][1].erase("name");
        misspelt["variants"][1]["nmae"] = "Liquid";
        r = read(misspelt);
        QVERIFY2(hasError(r, "/variants/1/nmae", "unknown key \"nmae\""), errorsOf(r).c_str());
        QVERIFY(hasError(r, "/variants/1/name", "required field is missing"));
    }

    void documentStepsAreUndoable()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(sample());
        QVERIFY(doc.saveAsVariant("Dear power"));
        QVERIFY(doc.setProperty("site", "electricity_price_per_kwh", 0.16));
        QVERIFY(doc.switchToVariant("Base"));
        QCOMPARE(doc.project().site.electricityPricePerKwh, 0.08);
        QVERIFY(doc.renameVariant("Base", "Air"));
        QString why;
        QVERIFY(!doc.switchToVariant("Base", &why));
        QCOMPARE(why, QStringLiteral("There is no variant 'Base'."));
        QCOMPARE(doc.undoStack()->count(), 4);  // save, price, switch, rename; the refusal pushed nothing
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Rename variant Base to Air"));
        doc.undoStack()->undo();  // rename
        doc.undoStack()->undo();  // switch: the dear price is back, on the variant being edited
        QCOMPARE(doc.project().site.electricityPricePerKwh, 0.16);
        QCOMPARE(ProjectVariants::currentName(doc.project()), std::string("Dear power"));
        doc.undoStack()->undo();  // price
        doc.undoStack()->undo();  // save as variant
        QVERIFY(doc.project() == sample());
        for (int i = 0; i < 4; ++i)
            doc.undoStack()->redo();
        QCOMPARE(ProjectVariants::names(doc.project()), (std::vector<std::string>{"Air", "Dear power"}));
        QCOMPARE(ProjectVariants::design(doc.project(), "Dear power")->site.electricityPricePerKwh, 0.16);
    }

    void aDesignComparedWithItselfHasNoDifference()
    {
        const Project p = *ProjectVariants::saveAs(sample(), "Copy").project;
        QElapsedTimer clock;
        clock.start();
        const std::vector<VariantEvaluation::Design> designs = VariantEvaluation::evaluate(p, Catalog::builtIn());
        qInfo("two variants of superpod-h100-air evaluated in %lld ms", clock.elapsed());  // docs/sweep.md
        QCOMPARE(designs.size(), size_t(2));
        QVERIFY(!designs[0].current && designs[1].current);
        const Comparison c = VariantEvaluation::compare(designs);
        QVERIFY(c.identical());
        QCOMPARE(c.differingRows(), 0);
        QCOMPARE(c.designs[1].label, std::string("Copy"));
    }

    void compareTheVariantsOfOneFile()
    {
        // `dcstudio compare FILE --variants`: the file's variants, the first the reference.
        Project p = *ProjectVariants::saveAs(sample(), "Dear power").project;
        p.site.electricityPricePerKwh = 0.16;
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("variants.json"));
        QVERIFY(ProjectWriter::save(p, file).isEmpty());
        const test::Run r = test::dcstudio({QStringLiteral("compare"), file, QStringLiteral("--variants"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        const QJsonArray designs = doc[QStringLiteral("designs")].toArray();
        QCOMPARE(designs.size(), 2);
        QCOMPARE(designs[0].toObject()[QStringLiteral("variant")].toString(), QStringLiteral("Base"));
        QCOMPARE(designs[1].toObject()[QStringLiteral("label")].toString(), QStringLiteral("Dear power"));
        QCOMPARE(doc[QStringLiteral("identical")].toBool(), false);
        for (const QJsonValue &row : doc[QStringLiteral("figures")].toArray()) {
            const QJsonObject f = row.toObject();
            if (f[QStringLiteral("key")].toString() != QLatin1String("annual_energy_cost"))
                continue;
            // The same energy at twice the price (0.08 -> 0.16 USD/kWh): twice the cost, worse.
            const QJsonArray v = f[QStringLiteral("values")].toArray();
            QVERIFY(std::abs(v[1].toDouble() - 2 * v[0].toDouble()) <= 1e-6 * v[0].toDouble());
            QCOMPARE(f[QStringLiteral("verdicts")].toArray()[1].toString(), QStringLiteral("worse"));
        }
        // A file without variants, and --variants with two files: refused, saying why.
        const QString plain = QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json");
        const test::Run none = test::dcstudio({QStringLiteral("compare"), plain, QStringLiteral("--variants")});
        QCOMPARE(none.exitCode, 1);
        QVERIFY2(none.err.contains("superpod-h100-air.json keeps no variants to compare"), none.err.constData());
        const test::Run two = test::dcstudio({QStringLiteral("compare"), plain, file, QStringLiteral("--variants")});
        QCOMPARE(two.exitCode, 2);
        QVERIFY2(two.err.contains("--variants takes one PROJECT file, got 2"), two.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestVariants)
#include "test_variants.moc"
