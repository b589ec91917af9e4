#pragma once
#include "analysis/analysis.h"
#include <QLabel>
#include <QWidget>
#include <vector>

namespace dcs {

// The strip of key figures across the top of the window. Each figure names what it means and
// where it comes from in its tooltip; later engines add their figures here.
class KpiStrip : public QWidget
{
    Q_OBJECT
public:
    explicit KpiStrip(QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);
    QString text(const QString &key) const;  // for tests: the value shown for a figure

private:
    struct Figure {
        QString key;
        QLabel *value;
    };
    static void setFigure(QLabel *label, const QString &text, bool alarming);
    QLabel *addFigure(const QString &key, const QString &caption, const QString &tooltip);

    std::vector<Figure> mFigures;
};

} // namespace dcs
