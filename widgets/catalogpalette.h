#pragma once
#include "document/changeevent.h"
#include <QDockWidget>

class QLineEdit;
class QTreeWidgetItem;

namespace dcs {

class Catalog;
class CatalogTree;
class ProjectDocument;
struct CatalogEntry;

// The catalog as a searchable tree grouped by category. Entries drag onto the floor plan
// (racks, rack-scale systems, floor units) or, later, into a rack elevation (devices).
class CatalogPalette : public QDockWidget
{
    Q_OBJECT
public:
    // Follows the document's catalog (built-in plus the project's custom entries).
    explicit CatalogPalette(ProjectDocument *document, QWidget *parent = nullptr);
    // Shows a fixed catalog (e.g. Catalog::builtIn()); it must outlive the palette.
    explicit CatalogPalette(const Catalog &catalog, QWidget *parent = nullptr);

    QLineEdit *searchField() const { return mSearch; }
    CatalogTree *tree() const { return mTree; }

    // One line of key figures for an entry: "8U, 10.2 kW" or "600 x 1200 mm".
    static QString keyFigures(const CatalogEntry &entry);

public Q_SLOTS:
    // Ctrl+F: raise the dock and put the cursor in the search field.
    void focusSearch();
    void setFilter(const QString &text);

private:
    void setUp();
    void rebuild();

    ProjectDocument *mDocument = nullptr;
    const Catalog *mCatalog = nullptr;
    QLineEdit *mSearch;
    CatalogTree *mTree;
};

} // namespace dcs
