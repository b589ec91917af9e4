#pragma once
#include "analysis/analysis.h"
#include "document/changeevent.h"
#include <QDockWidget>
#include <string>
#include <vector>

class QLabel;
class QListWidget;
class QScrollArea;

namespace dcs {

class ProjectDocument;
class PropertyForm;

// Shows and edits the selection's properties: the project, site and hall when nothing is
// selected, one rack or floor unit in full, or the common rotation of several objects.
// Every edit goes through ProjectDocument::setProperty; a refusal is explained in red here.
class InspectorDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit InspectorDock(ProjectDocument *document, QWidget *parent = nullptr);

    void setSelection(const std::vector<std::string> &ids);
    void setAnalysis(const AnalysisPtr &analysis);
    const std::vector<std::string> &selection() const { return mIds; }
    // The last refusal shown (empty when none): for the status bar and tests.
    QString errorText() const;

private:
    void onChanged(const dcs::ChangeEvent &event);
    void rebuild();
    void refresh();
    void showError(const QString &why);
    void buildProjectForm();
    void buildRackForm(const std::string &id);
    void buildEquipmentForm(const std::string &id);
    void buildMultiForm();
    void addPduRows(const std::string &rackId);
    void refreshDevices();

    ProjectDocument *mDocument;
    std::vector<std::string> mIds;
    QLabel *mTitle;
    QLabel *mError;
    QScrollArea *mScroll;
    PropertyForm *mForm = nullptr;
    QListWidget *mDevices = nullptr;  // rack form only
    std::string mDevicesRackId;
    AnalysisPtr mAnalysis;  // for read-only results (a rack's inlet temperature)
};

} // namespace dcs
