#include "designactions.h"
#include "document/projectdocument.h"
#include "fabricdock.h"
#include "floorplanview.h"
#include "io/powerio.h"
#include "mainwindow.h"
#include "menuaction.h"
#include "powersettingsdialog.h"
#include "rackelevationview.h"
#include "sitecoolingdialog.h"
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <nlohmann/json.hpp>

namespace dcs {

DesignActions::DesignActions(MainWindow *window, const StudioParts &parts, QMenuBar *bar)
    : QObject(window), mWindow(window), mParts(parts)
{
    QMenu *design = bar->addMenu(tr("&Design"));
    // [power-actions]
    addMenuAction(design, this, tr("&Power Settings..."), [this] { editPowerSettings(); }, {},
                  tr("Design-load basis, continuous derating (NEC 80 % or none), warning thresholds, power factor; the training "
                     "step's power swing, the utility's limits and the mitigation"));
    addMenuAction(design, this, tr("Auto-&balance Phases"), [this] { autoBalancePhases(); }, QKeySequence(tr("Ctrl+Shift+B")),
                  tr("Re-plug the PSUs of the selected racks (or all) to outlets that minimise the worst phase and the imbalance"));
    // [cooling-actions]
    addMenuAction(design, this, tr("Site and &Cooling..."), [this] { editSiteAndCooling(); }, QKeySequence(tr("Ctrl+Alt+S")),
                  tr("Location and climate, energy price, cooling plants, power-chain losses and cost inputs"));
    // [network-actions]
    addMenuAction(design, this, tr("Generate &Fabric"), [this] { generateFabric(); }, {},
                  tr("Build or rebuild the compute fabric from the GPU nodes placed (one undo step)"));
    // [training-actions]
}

void DesignActions::editPowerSettings()
{
    PowerSettingsDialog dialog(mParts.document->project().power, mWindow);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString why;
    if (!mParts.document->setProperty("project", "power_settings", PowerIo::settingsToJson(dialog.settings()), &why))
        QMessageBox::warning(mWindow, tr("Power settings"), tr("The settings were not applied:\n\n%1").arg(why));
}

void DesignActions::autoBalancePhases()
{
    // The racks selected on the floor plan, else the rack open in the elevation, else all.
    std::vector<std::string> racks;
    for (const std::string &id : mParts.floorPlan->selectedIds())
        if (mParts.document->project().findRack(id))
            racks.push_back(id);
    if (racks.empty() && mParts.tabs->currentWidget() == mParts.elevation && !mParts.elevation->rackId().empty())
        racks.push_back(mParts.elevation->rackId());
    const QString which = racks.empty()        ? tr("every rack")
                          : racks.size() == 1 ? tr("rack %1").arg(QString::fromStdString(racks.front()))
                                              : tr("%1 racks").arg(racks.size());
    QStringList why;  // per PDU: what moved, or why whole PSUs cannot split better
    const bool moved = mParts.document->autoBalance(racks, &why);
    // One short line (the status bar's right end holds the cursor position); the reasons per PDU
    // go in its tooltip, where no length cuts them (issue 30 item 8).
    QString text = moved ? tr("Re-plugged the cords of %1 for the best phase balance (Ctrl+Z undoes it).").arg(which)
                         : tr("Auto-balance cannot improve the phases of %1.").arg(which);
    if (!why.isEmpty())
        text += why.size() == 1 ? tr(" 1 PDU note: point at this message.")
                                : tr(" %1 PDU notes: point at this message.").arg(why.size());
    mWindow->showStatusWithDetails(text, why.join(QLatin1Char('\n')), 20000);  // long enough to read
}

void DesignActions::editSiteAndCooling()
{
    SiteCoolingDialog dialog(mParts.document, mWindow);
    dialog.exec();
}

void DesignActions::generateFabric()
{
    FabricDock *dock = mParts.fabricDock;
    dock->show();
    dock->raise();
    dock->generate();
}

} // namespace dcs
