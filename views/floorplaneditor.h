#pragma once
#include "project/footprint.h"
#include <QCoreApplication>
#include <QString>
#include <string>
#include <vector>

class QMimeData;

namespace dcs {

class ProjectDocument;
struct FloorEquipment;
struct Rack;

// The floor plan's editing verbs that create objects (drop, duplicate, paste, place a row),
// kept apart from FloorPlanView's mouse and keyboard handling. Each verb checks the new
// footprints first and then pushes exactly one command, or refuses with a sentence.
class FloorPlanEditor
{
    Q_DECLARE_TR_FUNCTIONS(FloorPlanEditor)
public:
    explicit FloorPlanEditor(ProjectDocument *document);

    // Each verb returns the ids of the objects it created (empty when refused) and sets
    // `message` to what the status bar should say.
    std::vector<std::string> placeAt(const std::string &catalogId, double xM, double yM, QString *message);
    std::vector<std::string> duplicate(const std::vector<std::string> &ids, QString *message);
    std::vector<std::string> paste(const QMimeData *mime, QString *message);
    std::vector<std::string> placeRow(const std::string &catalogId, int count,
                                      const std::vector<std::string> &selection, QString *message);
    // Clipboard content for the objects (nullptr when none of the ids is a floor object).
    QMimeData *copy(const std::vector<std::string> &ids) const;

    std::vector<RectM> footprints(const std::vector<std::string> &ids) const;

private:
    std::vector<std::string> add(std::vector<Rack> racks, std::vector<FloorEquipment> equipment,
                                 const QString &text);

    ProjectDocument *mDocument;
};

} // namespace dcs
