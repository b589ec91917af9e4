#pragma once
#include "analysis/analysis.h"
#include <QDockWidget>
#include <string>
#include <vector>

class QComboBox;
class QLineEdit;
class QTreeWidget;

namespace dcs {

// Lists every engine's warnings, most severe first, filterable by severity and text.
// Activating a row asks the window to select and show the objects it names.
class WarningsDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit WarningsDock(QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);
    int visibleCount() const;
    QTreeWidget *list() const { return mList; }

Q_SIGNALS:
    void objectsActivated(const std::vector<std::string> &ids);

private:
    void refill();

    AnalysisPtr mAnalysis;
    QComboBox *mSeverity;
    QLineEdit *mFilter;
    QTreeWidget *mList;
};

} // namespace dcs
