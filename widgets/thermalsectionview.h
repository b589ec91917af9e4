#pragma once
#include "analysis/analysis.h"
#include "thermalsectionpainter.h"
#include <QColor>
#include <QWidget>
#include <string>
#include <vector>

namespace dcs {

struct RackThermal;

// The thermal map's section (issue 37, docs/thermal.md; drawn by ThermalSectionPainter): the
// fronts of one row of racks, each cut into the map's layers in height. Shows the row of the worst
// rack until another rack is chosen (showRowOf); a tooltip gives a rack's inlet by height. The top
// of a rack at an open aisle end is outlined: the map may read it up to 11 K too cool.
class ThermalSectionView : public QWidget
{
    Q_OBJECT
public:
    explicit ThermalSectionView(QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);
    // The row (face line) of this rack; an unknown or unmapped rack keeps the current one.
    void showRowOf(const std::string &rackId);
    std::vector<std::string> rackIds() const;  // the racks drawn, in order (for tests)

    // The dashed outline on the top band of a rack at an open aisle end (RackThermal::openAisleEnd).
    static QColor openEndColour() { return ThermalSectionPainter::openEndColour(); }

    QSize sizeHint() const override { return {420, 190}; }
    QSize minimumSizeHint() const override { return {240, 150}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    std::vector<const RackThermal *> row() const;
    QRectF columnsArea() const;  // under the title: the columns and their labels

    AnalysisPtr mAnalysis;
    std::string mRackId;  // the rack whose row is shown
};

} // namespace dcs
