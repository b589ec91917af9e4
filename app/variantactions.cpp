#include "variantactions.h"
#include "comparewindow.h"
#include "document/projectdocument.h"
#include "mainwindow.h"
#include "menuaction.h"
#include "project/projectvariants.h"
#include <QActionGroup>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>

namespace dcs {

namespace {
QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}
} // namespace

VariantActions::VariantActions(MainWindow *window, const StudioParts &parts, QMenu *file)
    : QObject(window), mWindow(window), mParts(parts)
{
    setObjectName(QStringLiteral("variantActions"));
    // Ctrl+Alt: Ctrl+Shift+V and Ctrl+Shift+C are paste and copy variants in many editors and
    // terminals; Ctrl+Alt+V and Ctrl+Alt+C are bound nowhere else in the studio.
    addMenuAction(file, this, tr("Save as &Variant..."), [this] { saveAsVariant(); }, QKeySequence(tr("Ctrl+Alt+V")),
                  tr("Keep the design as it is under its variant name and go on as a new variant"))
        ->setObjectName(QStringLiteral("saveAsVariant"));
    QMenu *variants = file->addMenu(tr("Varian&ts"));
    variants->setObjectName(QStringLiteral("variantsMenu"));
    connect(variants, &QMenu::aboutToShow, this, [this, variants] { populate(variants); });
    populate(variants);  // so the entries exist (and their shortcuts) before the menu first opens
    addMenuAction(file, this, tr("Co&mpare Variants..."), [this] { showCompare(); }, QKeySequence(tr("Ctrl+Alt+C")),
                  tr("The design's variants side by side: figures, charts, floor plans, warnings, Pareto front"))
        ->setObjectName(QStringLiteral("compareVariants"));
}

void VariantActions::populate(QMenu *menu)
{
    menu->clear();  // deletes the entries, not the group that made them exclusive
    qDeleteAll(menu->findChildren<QActionGroup *>(QString(), Qt::FindDirectChildrenOnly));
    const Project &project = mParts.document->project();
    const std::string current = ProjectVariants::currentName(project);
    auto *group = new QActionGroup(menu);
    for (const std::string &name : ProjectVariants::names(project)) {
        QAction *a = menu->addAction(qs(name));
        a->setCheckable(true);
        a->setChecked(name == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, name] {
            QString why;
            report(mParts.document->switchToVariant(name, &why), tr("Switched to variant %1.").arg(qs(name)), why);
        });
    }
    if (project.variants.empty())
        menu->addAction(tr("(no variants yet: File > Save as Variant)"))->setEnabled(false);
    menu->addSeparator();
    QAction *rename = menu->addAction(tr("&Rename Variant..."), this, [this] { renameVariant(); });
    QAction *remove = menu->addAction(tr("&Delete Variant"), this, [this] { deleteVariant(); });
    rename->setEnabled(!project.variants.empty());
    remove->setEnabled(project.variants.size() > 1);
}

void VariantActions::report(bool ok, const QString &done, const QString &why)
{
    if (ok)
        mWindow->showStatus(done);
    else
        QMessageBox::warning(mWindow, tr("Variants"), why);
}

void VariantActions::saveAsVariant()
{
    const Project &project = mParts.document->project();
    const QString keptAs = project.variants.empty() ? QString::fromLatin1(ProjectVariants::kFirstName)
                                                    : qs(ProjectVariants::currentName(project));
    bool ok = false;
    const QString name = QInputDialog::getText(mWindow, tr("Save as Variant"),
                                               tr("The design stays as it is under \"%1\". Name of the new variant:").arg(keptAs),
                                               QLineEdit::Normal, qs(ProjectVariants::suggestedName(project)), &ok)
                             .trimmed();
    if (!ok)
        return;
    QString why;
    report(mParts.document->saveAsVariant(name.toStdString(), &why),
           tr("Variant %1 saved; you are editing %2 (File > Variants switches back).").arg(keptAs, name), why);
}

void VariantActions::renameVariant()
{
    const std::string current = ProjectVariants::currentName(mParts.document->project());
    if (current.empty())
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(mWindow, tr("Rename Variant"), tr("New name of variant \"%1\":").arg(qs(current)),
                                               QLineEdit::Normal, qs(current), &ok)
                             .trimmed();
    if (!ok)
        return;
    QString why;
    report(mParts.document->renameVariant(current, name.toStdString(), &why), tr("Variant renamed to %1.").arg(name), why);
}

void VariantActions::deleteVariant()
{
    const std::string current = ProjectVariants::currentName(mParts.document->project());
    if (current.empty())
        return;
    if (QMessageBox::question(mWindow, tr("Delete Variant"),
                              tr("Delete variant \"%1\" and go on with the next one? Edit > Undo brings it back.").arg(qs(current)))
        != QMessageBox::Yes)
        return;
    QString why;
    report(mParts.document->deleteVariant(current, &why), tr("Variant %1 deleted.").arg(qs(current)), why);
}

CompareWindow *VariantActions::compareWindow() const
{
    return mCompare;
}

CompareWindow *VariantActions::showCompare()
{
    if (!mCompare)
        mCompare = new CompareWindow(mParts.document, mWindow);
    mCompare->show();
    mCompare->raise();
    mCompare->activateWindow();
    return mCompare;
}

} // namespace dcs
