#include "weatherimport.h"
#include "climate/epwreader.h"
#include <QFile>
#include <QFileInfo>

namespace dcs {

WeatherImport::Result WeatherImport::fromFile(const std::string &path, const std::string &shownName)
{
    Result out;
    const QString qpath = QString::fromStdString(path);
    const QFileInfo info(qpath);
    if (!info.exists()) {
        out.errors.push_back(shownName + ": no such file.");
        return out;
    }
    if (!info.isFile()) {
        out.errors.push_back(shownName + ": not a regular file.");
        return out;
    }
    if (info.size() > qint64(EpwReader::kMaxBytes)) {
        out.errors.push_back(shownName + ": larger than " + std::to_string(EpwReader::kMaxBytes >> 20) +
                             " MB: not an EPW weather file (a year is about 1.6 MB).");
        return out;
    }
    QFile file(qpath);
    if (!file.open(QIODevice::ReadOnly)) {
        out.errors.push_back(shownName + ": cannot be read (" + file.errorString().toStdString() + ").");
        return out;
    }
    const QByteArray bytes = file.read(qint64(EpwReader::kMaxBytes) + 1);
    EpwReader::Result read = EpwReader::read(std::string_view(bytes.constData(), size_t(bytes.size())), shownName);
    if (!read.file) {
        out.errors = std::move(read.errors);
        return out;
    }
    std::string why;
    const std::string fileName = info.fileName().toStdString();
    out.weather = SiteWeather::fromEpw(*read.file, fileName, &why);
    if (!out.weather)
        out.errors.push_back(shownName + ": " + why);
    return out;
}

} // namespace dcs
