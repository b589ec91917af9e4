#pragma once
#include <QUndoCommand>
#include <string>
#include <utility>
#include <vector>

namespace dcs {

class ProjectDocument;

// Moves floor objects by a delta. Steps of one drag gesture (same gesture id) merge into one
// undo step. Undo restores the recorded positions, not "minus the delta", so floating-point
// rounding can never leave an object a hair away from where it was.
class MoveObjectsCommand : public QUndoCommand
{
public:
    MoveObjectsCommand(ProjectDocument *doc, std::vector<std::string> ids, double dxM, double dyM, int gestureId,
                       QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void place(bool moved);

    ProjectDocument *mDoc;
    std::vector<std::string> mIds;
    std::vector<std::pair<double, double>> mOrigins;
    double mDx, mDy;
    int mGestureId;
};

} // namespace dcs
