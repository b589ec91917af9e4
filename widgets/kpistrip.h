#pragma once
#include "analysis/analysis.h"
#include <QLabel>
#include <QWidget>
#include <functional>
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
    // What a figure shows for an analysis: its text, red when alarming, and what makes it up
    // (added below the figure's tooltip when the value is hovered).
    struct Shown {
        QString text;
        bool alarming = false;
        QString detail = {};
        QString caption = {};  // replaces the figure's caption for this analysis (empty: its own)
    };
    // Each figure computes its text from the typed results; the key names its label (kpi_<key>).
    struct Figure {
        QString key;
        QLabel *value;
        QLabel *caption;
        QString captionText;
        QString tooltip;
        std::function<Shown(const Analysis &)> compute;
    };
    QLabel *addFigure(const QString &key, const QString &caption, const QString &tooltip,
                      std::function<Shown(const Analysis &)> compute);

    std::vector<Figure> mFigures;
};

} // namespace dcs
