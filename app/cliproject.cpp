#include "cliproject.h"
#include "json/loaderror.h"
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
std::optional<json> readDocument(const QString &path, std::string &error, std::string &text)
{
    QFile f(path);
    // The path as typed: with several files (a glob) the folder may be what is wrong.
    const std::string name = path.toStdString();
    if (!f.exists()) {
        error = name + ": the file does not exist.";
        return std::nullopt;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        error = name + ": cannot be read: " + f.errorString().toStdString() + ".";
        return std::nullopt;
    }
    text = f.readAll().toStdString();
    json doc = json::parse(text, nullptr, false);
    if (doc.is_discarded()) {
        // Let the reader produce its precise message (byte position, truncation).
        const ReadResult r = ProjectReader::readFile(path, Catalog::builtIn());
        error = formatErrors(r.errors);
        while (!error.empty() && error.back() == '\n')
            error.pop_back();
        return std::nullopt;
    }
    return doc;
}

} // namespace

LoadStatus loadProject(const QString &path, const QStringList &overrides, const QString &command, LoadedProject &out)
{
    std::string error;
    std::string text;
    std::optional<json> doc = readDocument(path, error, text);
    out.fileName = QFileInfo(path).fileName().toStdString();
    if (!doc) {
        out.error = error;
        printErr(QString::fromStdString(error));
        return LoadStatus::BadFile;
    }
    for (const QString &assignment : overrides) {
        const std::string why = applyOverride(*doc, assignment.toStdString());
        if (!why.empty()) {
            // Several files may be given: say which one the override does not fit.
            out.error = out.fileName + ": --set " + why;
            printErr(QStringLiteral("dcstudio %1: ").arg(command) + QString::fromStdString(out.error));
            return LoadStatus::BadOverride;
        }
    }
    // Without overrides the reader gets the text, so it lists the problems in file order (with
    // overrides the text no longer matches the document).
    ReadResult result = overrides.isEmpty() ? ProjectReader::readText(text, out.fileName, Catalog::builtIn())
                                            : ProjectReader::readJson(std::move(*doc), out.fileName, Catalog::builtIn());
    if (!result.project) {
        out.error = formatErrors(result.errors);
        while (!out.error.empty() && out.error.back() == '\n')  // one message per JSON value, no trailing newline
            out.error.pop_back();
        printErr(QString::fromStdString(out.error));
        return LoadStatus::BadFile;
    }
    LoadErrors ignored;
    out.catalog = Catalog::builtIn().withCustomEntries(result.project->customCatalog, out.fileName, ignored);
    out.project = std::move(*result.project);
    return LoadStatus::Ok;
}

QStringList projectArguments(const QStringList &positional)
{
    return positional.mid(1);
}

QString projectsSyntax()
{
    return QStringLiteral("PROJECT...");
}

QString projectsHelp()
{
    return QStringLiteral("one or more project files (.json); a shell glob such as designs/*.json expands to many");
}

std::string fileHeader(const QString &path)
{
    return "==> " + path.toStdString() + " <==\n";
}

std::string jsonLine(const nlohmann::json &object)
{
    return object.dump() + "\n";
}

} // namespace dcs::Cli
