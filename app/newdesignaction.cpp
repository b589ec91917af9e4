#include "newdesignaction.h"
#include "displayformat.h"
#include "document/projectdocument.h"
#include "filecontroller.h"
#include "generator/clustergenerator.h"
#include "newdesigndialog.h"
#include <QApplication>
#include <QCursor>
#include <QMessageBox>

namespace dcs {

QString NewDesignAction::run(QWidget *parent, FileController *files, ProjectDocument *document)
{
    if (!files->maybeSave())
        return {};
    NewDesignDialog dialog(document->builtInCatalog(), parent);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    QApplication::setOverrideCursor(Qt::WaitCursor);
    ClusterGenerator::Result r = ClusterGenerator::generate(dialog.options(), document->builtInCatalog(), false);
    QApplication::restoreOverrideCursor();
    if (!r.ok) {
        QMessageBox::warning(parent, QObject::tr("Cannot generate the design"),
                             QString::fromStdString(r.errors.empty() ? std::string("unknown reason") : r.errors.front()));
        return {};
    }
    const QString summary = QObject::tr("Generated %1: %2 racks, %3 GPUs, %4 device nameplate (not saved yet)")
                                .arg(QString::fromStdString(r.project.name))
                                .arg(r.project.racks.size())
                                .arg(r.plan.gpus)
                                .arg(DisplayFormat::plain().kilowatts(r.itNameplateW));
    document->reset(std::move(r.project));
    document->setRecoveredUnsaved();  // a new design that exists only in memory: closing asks to save it
    return summary;
}

} // namespace dcs
