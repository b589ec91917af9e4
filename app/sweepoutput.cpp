#include "sweepoutput.h"
#include "json/boundedfile.h"

namespace dcs {

namespace {

std::string openFile(const QString &path, std::unique_ptr<QFile> &file)
{
    if (const std::string why = BoundedFile::checkWriteTarget(path); !why.empty())
        return path.toStdString() + ": " + why;
    file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::WriteOnly | QIODevice::Truncate))
        return path.toStdString() + ": cannot write the file (" + file->errorString().toStdString() + ").";
    return {};
}

} // namespace

std::string SweepOutput::open(const QString &csvPath, const QString &jsonlPath)
{
    if (std::string why = openFile(csvPath, mCsv); !why.empty())
        return why;
    return jsonlPath.isEmpty() ? std::string() : openFile(jsonlPath, mJsonl);
}

std::string SweepOutput::put(QFile &file, const std::string &text)
{
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.flush())
        return file.fileName().toStdString() + ": writing failed (" + file.errorString().toStdString() + ").";
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
    for (QFile *f : {mCsv.get(), mJsonl.get()})
        if (f) {
            f->close();
            if (f->error() != QFileDevice::NoError)
                return f->fileName().toStdString() + ": writing failed (" + f->errorString().toStdString() + ").";
        }
    return {};
}

} // namespace dcs
