#include "recoverystore.h"
#include "document/projectdocument.h"
#include "io/projectwriter.h"
#include "json/boundedfile.h"
#include "json/textfile.h"
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace dcs {

RecoveryStore::RecoveryStore(ProjectDocument *document, const QString &directory, QObject *parent)
    : QObject(parent), mDocument(document), mDirectory(directory)
{
    QDir().mkpath(mDirectory);
    // One file per running studio, so two windows or two instances never overwrite each other.
    mFile = QDir(mDirectory).filePath(QStringLiteral("recovery-%1.dcs.json").arg(QCoreApplication::applicationPid()));
    mTimer.setSingleShot(true);
    mTimer.setInterval(5000);  // a few seconds after the last edit
    connect(&mTimer, &QTimer::timeout, this, &RecoveryStore::writeNow);
    connect(document, &ProjectDocument::changed, this, [this] {
        if (mDocument->isModified())
            mTimer.start();
    });
    connect(document, &ProjectDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard();
    });
}

QString RecoveryStore::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(QStringLiteral("recovery"));
}

void RecoveryStore::writeNow()
{
    mTimer.stop();
    if (!mDocument->isModified())
        return;
    // The project file plus a small side file naming where the design came from.
    if (!ProjectWriter::save(mDocument->project(), mFile).isEmpty())
        return;  // best effort: the design is still in memory
    QJsonObject meta{{QStringLiteral("original"), mDocument->filePath()},
                     {QStringLiteral("saved_at"), QDateTime::currentDateTime().toString(Qt::ISODate)}};
    // Atomic like the project itself: a crash while writing leaves the old side file or the new.
    QSaveFile side(mFile + QStringLiteral(".meta"));
    if (side.open(QIODevice::WriteOnly) && side.write(QJsonDocument(meta).toJson()) >= 0)
        TextFile::commit(side);
}

void RecoveryStore::discardFile(const QString &recoveryFile)
{
    QFile::remove(recoveryFile);
    QFile::remove(recoveryFile + QStringLiteral(".meta"));
}

void RecoveryStore::discard()
{
    mTimer.stop();
    discardFile(mFile);
}

std::vector<RecoveryStore::Recovered> RecoveryStore::pending() const
{
    std::vector<Recovered> out;
    const QDir dir(mDirectory);
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("recovery-*.dcs.json")}, QDir::Files, QDir::Time)) {
        if (info.absoluteFilePath() == QFileInfo(mFile).absoluteFilePath())
            continue;
        Recovered r{info.absoluteFilePath(), {}, info.lastModified()};
        // The side file is a few hundred bytes; anything else in its place is not ours to read.
        std::string side;
        if (BoundedFile::read(info.absoluteFilePath() + QStringLiteral(".meta"), 64 * 1024, side).empty())
            r.originalPath = QJsonDocument::fromJson(QByteArray::fromStdString(side)).object().value(QStringLiteral("original")).toString();
        out.push_back(r);
    }
    return out;
}

} // namespace dcs
