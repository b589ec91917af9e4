#include "guardedapplication.h"
#include "lastresort.h"
#include <QMessageBox>
#include <QTimer>
#include <exception>

namespace dcs {

GuardedApplication::GuardedApplication(int &argc, char **argv) : QApplication(argc, argv) {}

bool GuardedApplication::notify(QObject *receiver, QEvent *event)
{
    try {
        return QApplication::notify(receiver, event);
    } catch (const std::exception &e) {
        tell(QString::fromUtf8(e.what()));
    } catch (...) {
        tell(tr("an exception of unknown type"));
    }
    return false;
}

void GuardedApplication::tell(const QString &what)
{
    ++mCaught;
    LastResort::report(what.toUtf8().constData());
    // After the handler has unwound, not inside it, and without a nested event loop: the
    // message box is opened, not exec'd.
    QTimer::singleShot(0, this, [what] {
        auto *box = new QMessageBox(QMessageBox::Critical, tr("DC Studio: internal error"),
                                    tr("An internal error interrupted the last action:\n\n%1\n\nThe design is as it was "
                                       "before that action. Save it, and please report the error.")
                                        .arg(what));
        box->setObjectName(QStringLiteral("internalErrorBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
}

} // namespace dcs
