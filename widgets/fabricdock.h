#pragma once
#include "analysis/analysis.h"
#include <QDockWidget>
#include <nlohmann/json_fwd.hpp>
#include <string>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace dcs {

class ProjectDocument;
struct Network;

// The compute fabric's settings (technology, topology, switch model, target oversubscription,
// scalable unit, RoCE lossless settings), the Generate button and a summary of what the network
// engine measured (issue 5, section 4). Every edit is one undoable step through the document;
// the first edit of a design without a compute network creates one with the defaults.
class FabricDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit FabricDock(ProjectDocument *document, QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);
    // Generates (or regenerates) the compute fabric as one undo step; false when refused.
    bool generate();

    QPushButton *generateButton() const { return mGenerate; }
    QLabel *summaryLabel() const { return mSummary; }

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    const Network *computeNetwork() const;
    void syncFromDocument();
    void refreshSummary();
    // Sets one key of the compute network (creating it when missing): one undo step.
    bool setNetworkProperty(const std::string &key, const nlohmann::json &value);
    // Several settings of the compute network as one undo step, or none when one is refused.
    bool setNetworkProperties(const nlohmann::json &values, const QString &text);
    void showProblem(const QString &text);

    ProjectDocument *mDoc;
    AnalysisPtr mAnalysis;
    QLabel *mTitle;
    QComboBox *mTechnology;
    QComboBox *mTopology;
    QComboBox *mSwitch;
    QDoubleSpinBox *mOversubscription;
    QSpinBox *mSuNodes;
    QGroupBox *mRoce;
    QCheckBox *mPfc;
    QCheckBox *mEcn;
    QSpinBox *mMtu;
    QPushButton *mGenerate;
    QLabel *mProblem;
    QLabel *mSummary;
};

} // namespace dcs
