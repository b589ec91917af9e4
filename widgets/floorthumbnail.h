#pragma once
#include <QWidget>
#include <memory>

namespace dcs {

class Catalog;
struct Analysis;
struct Project;

// A read-only floor plan drawn to fit the widget (the Compare window's floor plans side by
// side): FloorPlanPainter, the painter the report uses, with a caption above. No scene, no
// selection. The design, catalog and analysis must outlive the widget (`keepAlive` may hold them).
class FloorThumbnail : public QWidget
{
    Q_OBJECT
public:
    FloorThumbnail(const QString &caption, const Project &project, const Catalog &catalog, const Analysis &analysis,
                   std::shared_ptr<const void> keepAlive, QWidget *parent = nullptr);

    QSize sizeHint() const override { return {320, 260}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString mCaption;
    const Project &mProject;
    const Catalog &mCatalog;
    const Analysis &mAnalysis;
    std::shared_ptr<const void> mKeepAlive;
};

} // namespace dcs
