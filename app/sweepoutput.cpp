#include "sweepoutput.h"
#include "json/boundedfile.h"
#include <cstdio>
#include <cstring>
#include <cerrno>

namespace dcs {

namespace {

QString partialPath(const QString &path) { return path + QStringLiteral(".partial"); }

std::string openFile(const QString &path, std::unique_ptr<QFile> &file)
{
    if (const std::string why = BoundedFile::checkWriteTarget(path); !why.empty())
        return path.toStdString() + ": " + why;
    if (const std::string why = BoundedFile::checkWriteTarget(partialPath(path)); !why.empty())
        return partialPath(path).toStdString() + ": " + why;
    file = std::make_unique<QFile>(partialPath(path));
    if (!file->open(QIODevice::WriteOnly | QIODevice::Truncate))
        return path.toStdString() + ": cannot write the file (" + file->errorString().toStdString() + ").";
    return {};
}

} // namespace

SweepOutput::~SweepOutput() = default;

std::string SweepOutput::open(const QString &csvPath, const QString &jsonlPath)
{
    mCsvPath = csvPath;
    mJsonlPath = jsonlPath;
    if (std::string why = openFile(csvPath, mCsv); !why.empty())
        return fail(why);
    if (jsonlPath.isEmpty())
        return {};
    if (std::string why = openFile(jsonlPath, mJsonl); !why.empty())
        return fail(why);
    return {};
}

std::string SweepOutput::put(QFile &file, const std::string &text)
{
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.flush())
        return fail(file.fileName().toStdString() + ": writing failed (" + file.errorString().toStdString() + ").");
    return {};
}

std::string SweepOutput::write(const std::string &csv, const std::string &jsonLine)
{
    if (mCsv && !csv.empty())
        if (std::string why = put(*mCsv, csv); !why.empty())
            return why;
    if (mJsonl && !jsonLine.empty())
        return put(*mJsonl, jsonLine);
    return {};
}

std::string SweepOutput::close()
{
    const std::pair<QFile *, QString> files[] = {{mCsv.get(), mCsvPath}, {mJsonl.get(), mJsonlPath}};
    for (const auto &[f, path] : files)
        if (f) {
            f->close();
            if (f->error() != QFileDevice::NoError)
                return fail(path.toStdString() + ": writing failed (" + f->errorString().toStdString() + ").");
        }
    for (const auto &[f, path] : files)
        if (f && std::rename(QFile::encodeName(f->fileName()).constData(), QFile::encodeName(path).constData()) != 0)
            return fail(path.toStdString() + ": cannot put the finished file in place (" + std::strerror(errno) + ").");
    mCsv.reset();
    mJsonl.reset();
    return {};
}

std::string SweepOutput::fail(std::string why)
{
    for (std::unique_ptr<QFile> *f : {&mCsv, &mJsonl})
        if (*f) {
            (*f)->close();
            (*f)->remove();
            f->reset();
        }
    return why;
}

} // namespace dcs
