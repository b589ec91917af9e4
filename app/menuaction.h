#pragma once
#include <QAction>
#include <QKeySequence>
#include <QMenu>
#include <QString>

namespace dcs {

// One menu entry: text, what it does, its shortcut and status-bar tip. `context` ends the
// connection when it goes (the actions object of the menu's area).
template <class Slot>
QAction *addMenuAction(QMenu *menu, const QObject *context, const QString &text, Slot slot,
                       const QKeySequence &key = {}, const QString &tip = {})
{
    QAction *a = menu->addAction(text);
    a->setShortcut(key);
    a->setStatusTip(tip);
    QObject::connect(a, &QAction::triggered, context, slot);
    return a;
}

} // namespace dcs
