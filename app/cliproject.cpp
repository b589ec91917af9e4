#include "cliproject.h"
#include "io/loaderror.h"
#include "io/projectoverride.h"
#include "io/projectreader.h"
#include <QFile>
#include <QFileInfo>
#include <cstdio>
#include <optional>

namespace dcs::Cli {

using nlohmann::json;

void printErr(const QString &text)
{
    std::fputs(text.toLocal8Bit().constData(), stderr);
    if (!text.endsWith('\n'))
        std::fputc('\n', stderr);
}

void printOut(const std::string &text)
{
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

namespace {

// Reads a project file as text and parses it, reporting problems the way the reader does.
std::optional<json> readDocument(const QString &path, std::string &error)
{
    QFile f(path);
    const std::string name = QFileInfo(path).fileName().toStdString();
    if (!f.exists()) {
        error = name + ": the file does not exist.";
        return std::nullopt;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        error = name + ": cannot be read: " + f.errorString().toStdString() + ".";
        return std::nullopt;
    }
    json doc = json::parse(f.readAll().toStdString(), nullptr, false);
    if (doc.is_discarded()) {
        // Let the reader produce its precise message (byte position, truncation).
        const ReadResult r = ProjectReader::readFile(path, Catalog::builtIn());
        error = formatErrors(r.errors);
        return std::nullopt;
    }
    return doc;
}

} // namespace

LoadStatus loadProject(const QString &path, const QStringList &overrides, const QString &command, LoadedProject &out)
{
    std::string error;
    std::optional<json> doc = readDocument(path, error);
    if (!doc) {
        printErr(QString::fromStdString(error));
        return LoadStatus::BadFile;
    }
    for (const QString &assignment : overrides) {
        const std::string why = applyOverride(*doc, assignment.toStdString());
        if (!why.empty()) {
            printErr(QStringLiteral("dcstudio %1: --set ").arg(command) + QString::fromStdString(why));
            return LoadStatus::BadOverride;
        }
    }
    out.fileName = QFileInfo(path).fileName().toStdString();
    ReadResult result = ProjectReader::readJson(std::move(*doc), out.fileName, Catalog::builtIn());
    if (!result.project) {
        printErr(QString::fromStdString(formatErrors(result.errors)));
        return LoadStatus::BadFile;
    }
    LoadErrors ignored;
    out.catalog = Catalog::builtIn().withCustomEntries(result.project->customCatalog, out.fileName, ignored);
    out.project = std::move(*result.project);
    return LoadStatus::Ok;
}

} // namespace dcs::Cli
