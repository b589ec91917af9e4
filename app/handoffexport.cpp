#include "handoffexport.h"
#include "analysis/analysisrunner.h"
#include "document/projectdocument.h"
#include "handoff/handofffile.h"
#include "handoff/netboxexport.h"
#include "json/textfile.h"
#include "mainwindow.h"
#include "menuaction.h"
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>

namespace dcs {

namespace {

struct KindText {
    QString title, fileSuffix, filter, what;
};

KindText textOf(HandoffExport::Kind kind)
{
    if (kind == HandoffExport::Kind::NetBox)
        return {HandoffExport::tr("Export NetBox Import Files"), QStringLiteral(" - netbox"), QString(),
                HandoffExport::tr("NetBox import files")};
    if (kind == HandoffExport::Kind::AlertRules)
        return {HandoffExport::tr("Export Alert Rules"), QStringLiteral(" - alert rules.yml"),
                HandoffExport::tr("Prometheus rules (*.yml *.yaml)"), HandoffExport::tr("Alert rules")};
    return {HandoffExport::tr("Export Bill of Materials"), QStringLiteral(" - bill of materials.csv"),
            HandoffExport::tr("CSV (*.csv)"), HandoffExport::tr("Bill of materials")};
}

} // namespace

HandoffExport::HandoffExport(MainWindow *window, const StudioParts &parts) : QObject(window), mWindow(window), mParts(parts) {}

void HandoffExport::addActionsTo(QMenu *menu)
{
    addMenuAction(menu, this, tr("&Alert Rules (Prometheus)..."), [this] { exportInteractive(Kind::AlertRules); }, {},
                  tr("Prometheus alerting rules with this design's PDU limits, feeds, CDU setpoints and rack inlets"));
    addMenuAction(menu, this, tr("&Bill of Materials (CSV)..."), [this] { exportInteractive(Kind::BillOfMaterials); }, {},
                  tr("Every catalog model and cable type placed, with counts, list prices and sources"));
    addMenuAction(menu, this, tr("&NetBox Import Files..."), [this] { exportInteractive(Kind::NetBox); }, {},
                  tr("Site, racks, device types, devices, PDUs, power feeds and cables in NetBox's bulk-import "
                     "formats, into a folder with a README on the order to load them"));
}

QString HandoffExport::suggestedPath(Kind kind) const
{
    const QString projectPath = mParts.document->filePath();
    const QString base = projectPath.isEmpty() ? QString::fromStdString(mParts.document->project().name)
                                               : QFileInfo(projectPath).completeBaseName();
    const QString dir = QSettings().value(QStringLiteral("handoff/lastDir"),
                                          projectPath.isEmpty() ? QDir::homePath() : QFileInfo(projectPath).absolutePath())
                            .toString();
    return QDir(dir).filePath(base + textOf(kind).fileSuffix);
}

void HandoffExport::exportInteractive(Kind kind)
{
    const KindText text = textOf(kind);
    // Qt's own dialog, not the platform's: the same on every desktop, and a test can type in it.
    QFileDialog dialog(mWindow, text.title, suggestedPath(kind), text.filter);
    dialog.setObjectName(QStringLiteral("handoffFileDialog"));
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    if (kind == Kind::NetBox) {
        // A folder to write the files into: an existing one, or one made with the dialog's New Folder.
        dialog.setFileMode(QFileDialog::Directory);
        dialog.setOption(QFileDialog::ShowDirsOnly);
        dialog.setDirectory(QFileInfo(suggestedPath(kind)).absolutePath());
    } else {
        dialog.setAcceptMode(QFileDialog::AcceptSave);
        dialog.setDefaultSuffix(kind == Kind::AlertRules ? QStringLiteral("yml") : QStringLiteral("csv"));
        dialog.selectFile(suggestedPath(kind));
    }
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    const QString path = dialog.selectedFiles().constFirst();
    QSettings().setValue(QStringLiteral("handoff/lastDir"),
                         kind == Kind::NetBox ? QFileInfo(path).absoluteFilePath() : QFileInfo(path).absolutePath());
    write(kind, path);
}

bool HandoffExport::write(Kind kind, const QString &path)
{
    const KindText text = textOf(kind);
    const AnalysisPtr analysis = mParts.runner->completeLatest();
    const Project &project = mParts.document->project();
    HandoffFile file;
    QString error;
    if (kind == Kind::NetBox) {
        const NetboxExportResult netbox = NetboxExport::build(project, mParts.document->catalog(), *analysis);
        error = NetboxExport::write(netbox, path);
        file.summary = NetboxExport::summary(netbox);
    } else {
        file = kind == Kind::AlertRules ? HandoffFile::alerts(project, mParts.document->catalog(), *analysis)
                                        : HandoffFile::billOfMaterials(*analysis, mParts.document->catalog());
        error = TextFile::write(path, file.text);
    }
    if (!error.isEmpty()) {
        mWindow->showStatus(tr("%1 not written.").arg(text.what));
        QMessageBox::warning(mWindow, text.title, tr("%1 not written: %2").arg(text.what, error));
        return false;
    }
    const QString summary = QString::fromStdString(file.summary);
    mWindow->showStatus(tr("%1 written: %2 (%3)").arg(text.what, QDir::toNativeSeparators(path), summary));
    QString detail = tr("%1 written to\n%2\n\n%3.").arg(text.what, QDir::toNativeSeparators(path), summary);
    if (kind == Kind::AlertRules)
        detail += tr("\n\nCheck with: promtool check rules FILE. The metric names the rules expect are in docs/handoff.md.");
    QMessageBox box(QMessageBox::Information, text.title, detail, QMessageBox::Ok, mWindow);
    box.setObjectName(QStringLiteral("handoffWrittenMessage"));
    box.exec();
    return true;
}

} // namespace dcs
