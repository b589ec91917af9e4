#pragma once
#include <QWidget>
#include <string>

class QComboBox;

namespace dcs {

class ProjectDocument;

// Aisle containment of a rack's row pair, in the inspector (docs/thermal.md): the cold aisle in
// front and the hot aisle behind, each open or contained. A change contains or opens the whole
// aisle (ThermalAisles: the rack's row and the row across it), one undo step through the
// document's property edit of the project's `containment` list.
class ContainmentEditor : public QWidget
{
    Q_OBJECT
public:
    ContainmentEditor(ProjectDocument *document, std::string rackId, QWidget *parent = nullptr);

    QComboBox *coldAisle() const { return mCold; }  // for tests
    QComboBox *hotAisle() const { return mHot; }

private:
    void refresh();
    void apply(bool hot, int index);

    ProjectDocument *mDocument;
    std::string mRackId;
    QComboBox *mCold;
    QComboBox *mHot;
};

} // namespace dcs
