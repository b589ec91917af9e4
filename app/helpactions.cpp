#include "helpactions.h"
#include "mainwindow.h"
#include "menuaction.h"
#include <QMenuBar>
#include <QMessageBox>

namespace dcs {

HelpActions::HelpActions(MainWindow *window, QMenuBar *bar) : QObject(window), mWindow(window)
{
    QMenu *help = bar->addMenu(tr("&Help"));
    addMenuAction(help, this, tr("&About DC Studio"), [this] {
        QMessageBox::about(mWindow, tr("About DC Studio"),
                           tr("<b>DC Studio %1</b><p>Design studio for AI-training data centers.</p>")
                               .arg(QStringLiteral(DCS_VERSION)));
    });
}

} // namespace dcs
