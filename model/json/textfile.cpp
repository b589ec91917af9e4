#include "textfile.h"
#include "boundedfile.h"
#include <QObject>
#include <QSaveFile>

namespace dcs::TextFile {

QString write(const QString &path, const std::string &text)
{
    if (const std::string why = BoundedFile::checkWriteTarget(path); !why.empty())
        return QObject::tr("Cannot write %1: it %2").arg(path, QString::fromStdString(why));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QObject::tr("Cannot write %1: %2").arg(path, file.errorString());
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size())) {
        const QString why = file.errorString();
        file.cancelWriting();
        return QObject::tr("Cannot write %1: %2").arg(path, why);
    }
    if (const QString why = commit(file); !why.isEmpty())
        return QObject::tr("Cannot write %1: %2").arg(path, why);
    return {};
}

QString commit(QSaveFile &file)
{
    if (!file.flush()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return why.isEmpty() ? QObject::tr("the data could not be written") : why;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace dcs::TextFile
