#pragma once
// Answers a studio's modal dialogs from a timer, as a user would, for GUI tests that open them
// with real key presses (story tests, the export tests).
#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QTest>
#include <QTimer>
#include <functional>

namespace dcs::test {

// Answers the modal dialogs as a user would: a path typed into the file dialog and Enter; a
// message box read, then closed with Enter. Every message box is recorded, so an unexpected
// one (an "Unsaved changes" prompt) shows up in the assertions.
class DialogDriver : public QObject
{
public:
    explicit DialogDriver(QString path) : mPath(std::move(path))
    {
        mTimer.setInterval(30);
        // Each key press runs from a one-off timer: a press that opens the next dialog blocks
        // until that dialog closes, and Qt does not re-enter a timer that is still running.
        connect(&mTimer, &QTimer::timeout, this, [this] {
            if (!mBusy)
                poll();
        });
        mTimer.start();
        mClock.start();
    }
    bool typedPath = false;
    bool stuck = false;
    QString stuckState;  // what was on screen when the driver gave up
    QStringList titles, texts;

private:
    void press(QWidget *target, Qt::Key key)
    {
        mBusy = true;
        QTimer::singleShot(0, this, [this, target = QPointer<QWidget>(target), key] {
            mBusy = false;
            if (target)
                QTest::keyClick(target, key);
        });
    }

    void poll()
    {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible())
            return;
        if (mClock.elapsed() > 20'000) {  // something unexpected: fail instead of hanging
            stuck = true;
            stuckState = QString::fromLatin1(modal->metaObject()->className()) + QStringLiteral(" '") + modal->windowTitle()
                + QStringLiteral("'");
            if (auto *name = modal->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
                stuckState += QStringLiteral(" name='%1' focus=%2").arg(name->text()).arg(name->hasFocus());
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                stuckState += QStringLiteral(" text='%1'").arg(box->text());
            modal->close();
            return;
        }
        if (auto *files = qobject_cast<QFileDialog *>(modal)) {
            auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            if (!name)
                return;
            // The dialog may still be listing its folder and reset the field after the first
            // keystrokes (it does on a loaded machine): retype until the field holds the path.
            if (name->text() != mPath) {
                typedPath = true;
                name->setFocus();
                QTest::keyClick(name, Qt::Key_A, Qt::ControlModifier);
                QTest::keyClicks(name, mPath);
                return;
            }
            // The path completion list pops up (when the folder has been listed); while it is
            // open the line edit leaves Enter to it. Escape closes it, as a user would, then Enter.
            if (QCompleter *c = name->completer(); c && c->popup() && c->popup()->isVisible())
                press(c->popup(), Qt::Key_Escape);
            else
                press(name, Qt::Key_Return);
        } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            if (box->property("dcsSeen").toBool())
                return;
            box->setProperty("dcsSeen", true);
            titles << box->windowTitle();
            texts << box->text();
            press(box, Qt::Key_Return);
        }
    }

    QString mPath;
    QTimer mTimer;
    QElapsedTimer mClock;
    bool mBusy = false;
};

// Runs `act` once on the next visible modal dialog of type D. It polls every 20 ms instead of
// guessing when the dialog will be up: a one-off timer of 100 ms fired while the test was still
// waiting for its window to become active (CI, a loaded machine), found no dialog, and the dialog
// then waited for an answer forever. After 20 s without the dialog it closes whatever modal is
// open, so the test fails on its `seen` flag instead of hanging. The poll lives on `context`
// (the window), so it cannot outlive the test's flag.
template <class D>
void whenModal(QObject *context, std::function<void(D *)> act, bool *seen = nullptr)
{
    auto *poll = new QTimer(context);
    poll->setInterval(20);
    QElapsedTimer clock;
    clock.start();
    QObject::connect(poll, &QTimer::timeout, poll, [poll, clock, act = std::move(act), seen] {
        QWidget *modal = QApplication::activeModalWidget();
        auto *dialog = qobject_cast<D *>(modal);
        const bool ready = dialog && dialog->isVisible();
        if (!ready && clock.elapsed() < 20'000)
            return;
        poll->stop();
        poll->deleteLater();
        if (!ready) {
            if (modal)
                modal->close();
            return;
        }
        if (seen)
            *seen = true;
        act(dialog);
    });
    poll->start();
}

} // namespace dcs::test
