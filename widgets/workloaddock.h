#pragma once
#include "analysis/analysis.h"
#include "propertyform.h"
#include <QDockWidget>
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QVBoxLayout;

namespace dcs {

class ProjectDocument;

// Edits the training workload (issue 6): model preset or custom architecture, run, memory
// and precision, parallelism, efficiency, network and energy assumptions. Every edit is one
// ProjectDocument::setProperty on "workload" (one undo step); a refused value is explained in
// red at the top. The analysis supplies what depends on the GPUs placed: FP8 support, the
// GPU family's efficiency defaults, the plan the auto planner chose.
class WorkloadDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit WorkloadDock(ProjectDocument *document, QWidget *parent = nullptr);
    ~WorkloadDock() override;

    void setAnalysis(const AnalysisPtr &analysis);
    QString errorText() const;  // the last refusal shown (empty when none)

private:
    // An efficiency input that is either "auto" (the GPU family default) or a number.
    struct AutoField {
        const char *key;
        QCheckBox *autoBox;
        QDoubleSpinBox *spin;
        std::function<double()> automatic;  // the value "auto" stands for, shown while ticked
    };
    // How an "auto" field steps and what its tick box means (its range, decimals and unit are
    // the inputs registry's).
    struct AutoSpec {
        double step = 0.05;
        QString autoTip;
    };

    PropertyForm *addGroup(QVBoxLayout *layout, const QString &title, QGroupBox **box = nullptr);
    void buildModelGroup(QVBoxLayout *layout);
    void buildRunGroup(QVBoxLayout *layout);
    void buildMemoryGroup(QVBoxLayout *layout);
    void buildParallelismGroup(QVBoxLayout *layout);
    void buildEfficiencyGroup(QVBoxLayout *layout);
    void buildSystemGroup(QVBoxLayout *layout);
    // The editors of workload keys, worded by the inputs registry ("workload.<key>").
    void autoRow(PropertyForm *form, const char *key, const AutoSpec &spec, std::function<double()> automatic);
    QWidget *integerField(PropertyForm *form, const char *key);
    QWidget *numberField(PropertyForm *form, const char *key);
    QWidget *choiceField(PropertyForm *form, const char *key, PropertyForm::Choices options);
    QDoubleSpinBox *spinBox(double min, double max, int decimals, const QString &suffix = {});

    bool commit(const char *key, const nlohmann::json &value);
    void commitCustom(const char *key, const nlohmann::json &value);
    nlohmann::json value(const char *key) const;
    std::function<nlohmann::json()> getter(const char *key) const;
    void refresh();
    void showError(const QString &why);

    ProjectDocument *mDocument;
    AnalysisPtr mAnalysis;
    QLabel *mError;
    std::vector<PropertyForm *> mForms;
    QComboBox *mPreset = nullptr;
    QLabel *mArchitecture = nullptr;
    QGroupBox *mCustomBox = nullptr;
    std::vector<std::pair<const char *, QDoubleSpinBox *>> mCustomFields;
    std::vector<std::pair<const char *, QCheckBox *>> mCustomFlags;
    std::vector<QWidget *> mLoraEditors;
    std::vector<std::pair<QString, QCheckBox *>> mLoraTargets;
    QDoubleSpinBox *mTokens = nullptr;         // a CountSpinBox: "15T" or a plain count
    QLabel *mTokensInWords = nullptr;
    QComboBox *mPrecision = nullptr;
    std::vector<std::pair<const char *, QDoubleSpinBox *>> mIntegerFields;
    std::vector<QWidget *> mManualEditors;  // TP, PP, DP: enabled when parallelism is manual
    std::vector<AutoField> mAutoFields;
    QLabel *mDefaults = nullptr;
};

} // namespace dcs
