#pragma once
#include <QKeySequence>
#include <QList>

namespace dcs::StandardShortcuts {

// Redo as every platform's users type it: the platform binding plus Ctrl+Y and Ctrl+Shift+Z,
// each once. Binding one sequence twice to one action makes Qt report an "ambiguous shortcut
// overload" and fire neither, which is how redo went dead from the keyboard on Linux, where
// QKeySequence::Redo already is Ctrl+Shift+Z.
QList<QKeySequence> redo();

// Preferences: the platform binding (none on X11) plus Ctrl+, as KDE and GNOME applications use.
QList<QKeySequence> preferences();

// Zoom in: the platform binding (Ctrl++) plus Ctrl+=, the same key without Shift on most layouts.
QList<QKeySequence> zoomIn();

} // namespace dcs::StandardShortcuts
