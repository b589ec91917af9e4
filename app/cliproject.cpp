#include "cliproject.h"
#include "json/jsontext.h"
#include "json/loaderror.h"
#include "json/utf8text.h"
#include "io/projectoverride.h"
#include "io/weatheroverride.h"
#include "io/projectreader.h"
#include "io/unknownkeys.h"
#include <cstdio>
#include <nlohmann/json.hpp>
#include <vector>

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
    const std::string valid = Utf8Text::escapeInvalid(text);  // whatever a file's bytes were (issue 31)
    std::fwrite(valid.data(), 1, valid.size(), stdout);
    std::fflush(stdout);
}

namespace {

std::string joined(const LoadErrors &errors)
{
    std::string text = formatErrors(errors);
    while (!text.empty() && text.back() == '\n')  // one message per JSON value, no trailing newline
        text.pop_back();
    return text;
}

// An unknown key the reader reports at (or under) the place a `--set` wrote: the override is
// what is wrong (a misspelt key), not the file.
// Returns the index of that override, or -1.
int unknownOverrideKey(const LoadErrors &errors, const std::vector<std::string> &pointers, const LoadError *&error)
{
    for (const LoadError &e : errors)
        if (UnknownKeys::isUnknownKey(e))
            for (size_t i = 0; i < pointers.size(); ++i)
                if (pointers[i] == e.path || pointers[i].rfind(e.path + "/", 0) == 0) {
                    error = &e;
                    return int(i);
                }
    return -1;
}

} // namespace

LoadStatus loadProject(const QString &path, const QStringList &overrides, const QString &command, LoadedProject &out)
{
    // Every message names the file by the path as typed, the parser's and the validator's alike:
    // with several files (a glob: designs/a/hall.json, designs/b/hall.json) the folder tells them
    // apart, and it may be what is wrong. The reader's one way in: regular files only, bounded,
    // depth and size limits, no exception escapes.
    out.fileName = path.toStdString();
    std::string text;
    json doc;
    if (const LoadErrors errors = ProjectReader::parseFile(path, path.toStdString(), doc, text); !errors.empty()) {
        out.error = joined(errors);
        printErr(QString::fromStdString(out.error));
        return LoadStatus::BadFile;
    }
    std::vector<std::string> pointers;
    for (const QString &assignment : overrides) {
        std::string pointer;
        if (WeatherOverride::matches(assignment.toStdString())) {
            // Not a value in the file: the EPW at PATH becomes the site's weather (issue 34).
            if (const std::string why = WeatherOverride::apply(doc, assignment.toStdString(), &pointer); !why.empty()) {
                out.error = out.fileName + ": --set " + why;
                printErr(QStringLiteral("dcstudio %1: ").arg(command) + QString::fromStdString(out.error));
                return LoadStatus::BadOverride;
            }
            pointers.push_back(pointer);
            continue;
        }
        const std::string why = applyOverride(doc, assignment.toStdString(), &pointer);
        if (!why.empty()) {
            // Several files may be given: say which one the override does not fit.
            out.error = out.fileName + ": --set " + why;
            printErr(QStringLiteral("dcstudio %1: ").arg(command) + QString::fromStdString(out.error));
            return LoadStatus::BadOverride;
        }
        pointers.push_back(pointer);
    }
    // Without overrides the reader gets the text, so it lists the problems in file order (with
    // overrides the text no longer matches the document).
    ReadResult result = overrides.isEmpty() ? ProjectReader::readText(text, out.fileName, Catalog::builtIn())
                                            : ProjectReader::readJson(std::move(doc), out.fileName, Catalog::builtIn());
    if (!result.project) {
        const LoadError *unknown = nullptr;
        if (const int i = unknownOverrideKey(result.errors, pointers, unknown); i >= 0) {
            out.error = out.fileName + ": --set '" + overrides.at(i).toStdString() + "': " + unknown->message;
            printErr(QStringLiteral("dcstudio %1: ").arg(command) + QString::fromStdString(out.error));
            return LoadStatus::BadOverride;
        }
        out.error = joined(result.errors);
        printErr(QString::fromStdString(out.error));
        return LoadStatus::BadFile;
    }
    LoadErrors ignored;
    out.catalog = Catalog::builtIn().withCustomEntries(result.project->customCatalog.get(), out.fileName, ignored);
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
    return JsonText::dump(object) + "\n";
}

} // namespace dcs::Cli
