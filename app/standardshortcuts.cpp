#include "standardshortcuts.h"

namespace dcs::StandardShortcuts {

namespace {
QList<QKeySequence> withExtras(QKeySequence::StandardKey key, const QList<QKeySequence> &extras)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    for (const QKeySequence &extra : extras)
        if (!keys.contains(extra))
            keys.append(extra);
    return keys;
}
} // namespace

QList<QKeySequence> redo()
{
    return withExtras(QKeySequence::Redo, {QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)});
}

QList<QKeySequence> preferences()
{
    return withExtras(QKeySequence::Preferences, {QKeySequence(Qt::CTRL | Qt::Key_Comma)});
}

QList<QKeySequence> zoomIn()
{
    return withExtras(QKeySequence::ZoomIn, {QKeySequence(Qt::CTRL | Qt::Key_Equal)});
}

} // namespace dcs::StandardShortcuts
