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
// A long list makes a dialog taller than the screen; the rest is under "Show Details...".
constexpr size_t kProblemsShown = 15;

// "path: message": the file is named in the dialog's title.
QString problemLine(const LoadError &e)
{
    return QString::fromStdString(e.path.empty() ? e.message : e.path + ": " + e.message);
}
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
    ReadResult result = read(path);
    if (!result.project) {
        if (errors)
            *errors = QString::fromStdString(formatErrors(result.errors)).trimmed();
        return false;
    }
    adopt(std::move(result), path, remember);
    return true;
}

bool FileController::loadSample(const QString &id, QString *errors)
{
    ReadResult result = SampleProject::read(id);
    if (!result.project) {
        if (errors)
            *errors = QString::fromStdString(formatErrors(result.errors)).trimmed();
        return false;
    }
    adopt(std::move(result), {}, false);
    return true;
}

ReadResult FileController::read(const QString &path) const
{
    return path.isEmpty() ? SampleProject::read() : ProjectReader::readFile(path, mDocument->builtInCatalog());
}

void FileController::adopt(ReadResult &&result, const QString &path, bool remember)
{
    mDocument->reset(std::move(*result.project), path);
    if (!path.isEmpty() && remember)
        addRecent(path);
    if (result.migrated)
        Q_EMIT statusMessage(tr("Read from an older file format; saving writes the current format."));
}

void FileController::showProblems(const QString &path, const LoadErrors &errors, const QString &outcome)
{
    const QString name = QFileInfo(path).fileName();
    const QString title = tr("Cannot open %1").arg(name);
    if (mQuiet) {
        std::fprintf(stderr, "%s:\n%s%s\n", qPrintable(title), formatErrors(errors).c_str(), qPrintable(outcome));
        return;
    }
    QStringList shown;
    for (size_t i = 0; i < errors.size() && i < kProblemsShown; ++i)
        shown << problemLine(errors[i]);
    if (errors.size() > kProblemsShown)
        shown << tr("... and %n more (Show Details...).", nullptr, int(errors.size() - kProblemsShown));
    const QString intro = errors.size() == 1 ? tr("%1 was not opened because of this problem:").arg(name)
                                             : tr("%1 was not opened because of these %n problems:", nullptr,
                                                  int(errors.size())).arg(name);
    QMessageBox box(QMessageBox::Warning, title, intro + QStringLiteral("\n\n") + shown.join(QLatin1Char('\n'))
                                                  + QStringLiteral("\n\n") + outcome,
                    QMessageBox::Ok, mWindow);
    box.setDefaultButton(QMessageBox::Ok);
    if (errors.size() > kProblemsShown)
        box.setDetailedText(QString::fromStdString(formatErrors(errors)));
    box.exec();
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
    // The unsaved-changes prompt comes after the file has been read: a refused file never asks
    // to save or discard the design that will stay open.
    const QString path = QFileDialog::getOpenFileName(mWindow, tr("Open design"), {}, kFilter);
    if (!path.isEmpty())
        openFile(path);
}

bool FileController::openFile(const QString &path)
{
    ReadResult result = read(path);
    if (!result.project) {
        showProblems(path, result.errors,
                     tr("The design you had open is unchanged, and nothing was written to disk. "
                        "Correct the file in a text editor and open it again."));
        return false;
    }
    if (!maybeSave())
        return false;
    adopt(std::move(result), path, true);
    mRecovery->discard();
    return true;
}

bool FileController::openAtStart(const QString &path)
{
    ReadResult result = read(path);
    if (result.project) {
        adopt(std::move(result), path, true);
        return true;
    }
    // There is no earlier design to keep at start-up: show the sample, and say so.
    const bool sample = !path.isEmpty() && load({}, nullptr);
    showProblems(path.isEmpty() ? SampleProject::defaultId() + QStringLiteral(".json") : path, result.errors,
                 sample ? tr("The built-in sample design is shown instead; nothing was written to disk. "
                             "Correct the file in a text editor and open it with File > Open.")
                        : tr("Nothing was written to disk."));
    return false;
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
        QAction *a = menu->addAction(QFileInfo(f).fileName(), this, [this, f] { openFile(f); });
        a->setToolTip(f);
    }
    if (files.isEmpty())
        menu->addAction(tr("(none)"))->setEnabled(false);
}

} // namespace dcs
