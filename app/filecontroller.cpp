#include "filecontroller.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "recoverystore.h"
#include "sampleproject.h"
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <cstdio>

namespace dcs {

namespace {
const QString kFilter = QObject::tr("DC Studio projects (*.json);;All files (*)");
constexpr int kMaxRecent = 8;
} // namespace

FileController::FileController(ProjectDocument *document, RecoveryStore *recovery, QWidget *window)
    : QObject(window), mDocument(document), mRecovery(recovery), mWindow(window)
{
}

void FileController::showError(const QString &title, const QString &text)
{
    if (mQuiet)
        std::fprintf(stderr, "%s: %s\n", qPrintable(title), qPrintable(text));
    else
        QMessageBox::warning(mWindow, title, text);
}

bool FileController::load(const QString &path, QString *errors, bool remember)
{
    ReadResult result = path.isEmpty() ? SampleProject::read() : ProjectReader::readFile(path, mDocument->builtInCatalog());
    if (!result.project) {
        if (errors)
            *errors = QString::fromStdString(formatErrors(result.errors)).trimmed();
        return false;
    }
    mDocument->reset(std::move(*result.project), path);
    if (!path.isEmpty() && remember)
        addRecent(path);
    if (result.migrated)
        Q_EMIT statusMessage(tr("Read from an older file format; saving writes the current format."));
    return true;
}

bool FileController::maybeSave()
{
    if (!mDocument->isModified() || mQuiet)
        return true;
    const auto answer = QMessageBox::warning(
        mWindow, tr("Unsaved changes"),
        tr("The design \"%1\" has unsaved changes. Save them?").arg(QString::fromStdString(mDocument->project().name)),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileController::newProject()
{
    if (!maybeSave())
        return;
    Project p;
    mDocument->reset(std::move(p));
    mRecovery->discard();
}

void FileController::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(mWindow, tr("Open design"), {}, kFilter);
    if (!path.isEmpty())
        openFile(path);
}

void FileController::openFile(const QString &path)
{
    QString errors;
    if (!load(path, &errors))
        showError(tr("Cannot open %1").arg(QFileInfo(path).fileName()),
                  tr("The file was not opened and nothing was changed:\n\n%1").arg(errors));
    else
        mRecovery->discard();
}

bool FileController::saveTo(const QString &path)
{
    const QString error = ProjectWriter::save(mDocument->project(), path);
    if (!error.isEmpty()) {
        showError(tr("Save failed"), tr("%1\n\nThe design is still open; save it elsewhere.").arg(error));
        return false;
    }
    mDocument->setFilePath(path);
    mDocument->markSaved();
    mRecovery->discard();
    addRecent(path);
    Q_EMIT statusMessage(tr("Saved %1").arg(path));
    return true;
}

bool FileController::save()
{
    if (mDocument->filePath().isEmpty())
        return saveAs();
    return saveTo(mDocument->filePath());
}

bool FileController::saveAs()
{
    QString path = QFileDialog::getSaveFileName(mWindow, tr("Save design as"), mDocument->filePath(), kFilter);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    return saveTo(path);
}

void FileController::close()
{
    if (!maybeSave())
        return;
    mDocument->reset(Project{});
    mRecovery->discard();
}

QStringList FileController::recentFiles() const
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void FileController::addRecent(const QString &path)
{
    QStringList list = recentFiles();
    const QString abs = QFileInfo(path).absoluteFilePath();
    list.removeAll(abs);
    list.prepend(abs);
    while (list.size() > kMaxRecent)
        list.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), list);
}

void FileController::populateRecentMenu(QMenu *menu)
{
    menu->clear();
    const QStringList files = recentFiles();
    for (const QString &f : files) {
        QAction *a = menu->addAction(QFileInfo(f).fileName(), this, [this, f] {
            if (maybeSave())
                openFile(f);
        });
        a->setToolTip(f);
    }
    if (files.isEmpty())
        menu->addAction(tr("(none)"))->setEnabled(false);
}

} // namespace dcs
