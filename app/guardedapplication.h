#pragma once
#include <QApplication>

namespace dcs {

// QApplication whose event delivery catches what a handler throws (issue 31): Qt must not see
// an exception unwind through its event loop. The action that threw is abandoned, the message
// goes to stderr and to a dialog, and the studio carries on with the design as it was (every
// edit is an undo command applied whole or not at all; the recovery store keeps the rest).
class GuardedApplication : public QApplication
{
public:
    GuardedApplication(int &argc, char **argv);
    bool notify(QObject *receiver, QEvent *event) override;

    int caughtExceptions() const { return mCaught; }  // for tests

private:
    void tell(const QString &what);
    int mCaught = 0;
};

} // namespace dcs
