#pragma once
#include <QDateTime>
#include <QObject>
#include <QString>
#include <QTimer>
#include <vector>

namespace dcs {

class ProjectDocument;

// Autosaves a recovery copy of an edited, unsaved design so a crash loses at most a few
// seconds of work; the next start offers the copies. A clean save or a deliberate close
// removes the copy.
class RecoveryStore : public QObject
{
    Q_OBJECT
public:
    struct Recovered {
        QString recoveryFile;
        QString originalPath;  // empty for a never-saved design
        QDateTime savedAt;
    };

    RecoveryStore(ProjectDocument *document, const QString &directory, QObject *parent = nullptr);

    static QString defaultDirectory();
    std::vector<Recovered> pending() const;  // copies left by an earlier session
    void writeNow();
    void discard();                          // after a save or a deliberate close
    static void discardFile(const QString &recoveryFile);
    QString currentFile() const { return mFile; }

private:
    ProjectDocument *mDocument;
    QString mDirectory;
    QString mFile;
    QTimer mTimer;
};

} // namespace dcs
