#pragma once
#include "studioparts.h"
#include <QObject>
#include <QPointer>

class QMenu;

namespace dcs {

class CompareWindow;
class MainWindow;

// The File menu's variant entries (issue 18): Save as Variant, the Variants submenu (switch,
// rename, delete: each one undo step through ProjectDocument) and Compare Variants, which
// opens the one Compare window of the studio.
class VariantActions : public QObject
{
    Q_OBJECT
public:
    VariantActions(MainWindow *window, const StudioParts &parts, QMenu *file);

    void saveAsVariant();
    void renameVariant();
    void deleteVariant();
    CompareWindow *showCompare();
    CompareWindow *compareWindow() const;  // null until first shown

private:
    void populate(QMenu *menu);
    void report(bool ok, const QString &done, const QString &why);

    MainWindow *mWindow;
    StudioParts mParts;
    QPointer<CompareWindow> mCompare;
};

} // namespace dcs
