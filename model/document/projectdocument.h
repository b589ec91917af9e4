#pragma once
#include "catalog/catalog.h"
#include "changeevent.h"
#include "io/projectblocks.h"
#include "json/sharedjson.h"
#include "project/project.h"
#include "project/projectvariants.h"
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>
#include <nlohmann/json_fwd.hpp>
#include <optional>

namespace dcs {

struct PropertyEdit;

// Owns the design being edited and its undo stack. Views and widgets read project() and
// change it only through the facade below, which pushes one command per user action.
class ProjectDocument : public QObject
{
    Q_OBJECT
public:
    explicit ProjectDocument(const Catalog &builtIn, QObject *parent = nullptr);

    const Project &project() const { return mProject; }
    // The built-in catalog plus the project's custom entries.
    const Catalog &catalog() const { return mCatalog; }
    const Catalog &builtInCatalog() const { return mBuiltIn; }
    QUndoStack *undoStack() { return &mUndoStack; }

    QString filePath() const { return mFilePath; }
    void setFilePath(const QString &path);
    bool isModified() const { return !mUndoStack.isClean(); }
    void markSaved() { mUndoStack.setClean(); }
    // A design restored from a recovery copy is unsaved work, though nothing is on the stack.
    void setRecoveredUnsaved() { mUndoStack.resetClean(); }

    // Replaces the whole project (open, new): clears the undo history.
    void reset(Project project, const QString &filePath = {});

    // --- Edit facade: each call is one undoable step. Returns false (and a reason) when refused.
    void addObjects(std::vector<Rack> racks, std::vector<FloorEquipment> equipment, const QString &text = {});
    void removeObjects(const std::vector<std::string> &ids);
    // One drag is one undo step: pass the same gestureId for every step of the gesture.
    bool moveObjects(const std::vector<std::string> &ids, double dxM, double dyM, int gestureId = 0,
                     QString *why = nullptr);
    bool rotateObjects(const std::vector<std::string> &ids, QString *why = nullptr);
    // Sets a property by its file-format key on the object with `id` ("project", "site",
    // "hall", "cooling", "power_settings", "workload", or a rack, equipment, device or PDU id).
    // Validated like a file is (docs/editing.md). Edits of one property in one continuous gesture
    // (a slider, stepping arrows) pass the same non-zero gestureId and are one undo step.
    bool setProperty(const std::string &id, const std::string &key, const nlohmann::json &value,
                     QString *why = nullptr, int gestureId = 0);
    // Several properties (of one object or many) as one undo step, or nothing: every edit is
    // judged, together, before anything is pushed, so a refusal leaves neither an undo nor a
    // redo step (issue 31). The edits apply in order; a later one sees the earlier ones.
    bool setProperties(const std::vector<PropertyEdit> &edits, const QString &text, QString *why = nullptr);
    // Copies the objects, offset by (dx, dy); returns the new ids (empty when refused).
    std::vector<std::string> duplicateObjects(const std::vector<std::string> &ids, double dxM, double dyM,
                                              QString *why = nullptr);
    bool mountDevice(const std::string &rackId, DevicePlacement device, QString *why = nullptr);
    bool unmountDevice(const std::string &rackId, const std::string &deviceId);
    // Several devices of one rack leave in one undo step ("Unmount 3 devices"). False when the
    // rack or any of the devices is not there (nothing is pushed then).
    bool unmountDevices(const std::string &rackId, const std::vector<std::string> &deviceIds);
    // Replaces the design's custom catalog entries ("custom_catalog"), already validated by the
    // caller (NetboxDeviceTypeImporter reads the design back with them): one undo step.
    void setCustomCatalog(SharedJson entries, const QString &text);
    // Re-plugs the power cords of these racks (all when empty) for the best phase balance
    // (docs/power.md). Returns false when nothing would change (nothing is pushed then).
    // `report` receives one sentence per PDU that moved or stays imbalanced or over its limit,
    // saying why (AutoBalanceCommand::report).
    bool autoBalance(const std::vector<std::string> &rackIds, QStringList *report = nullptr);
    // Plugs PSU `psu` of a mounted device into `outlet` of `pduId` (a PDU of the same rack), or
    // unplugs it when pduId is empty: one undo step. With a rack's id as `deviceId`, power shelf
    // `psu` of its rack-scale system, on a three-phase outlet. Refused (false + why) for a PDU of
    // another rack, an outlet beyond the PDU's, used by another cord or of the wrong kind (a
    // shelf needs a three-phase feed, a PSU a single-phase outlet), a PSU the device does not have.
    bool setPowerConnection(const std::string &deviceId, int psu, const std::string &pduId, int outlet,
                            QString *why = nullptr);
    // Changes the model of rack PDU `pduId` to the catalog PDU `catalogId`: one undo step. The new
    // PDU's cords are plugged afresh (PowerAutoConnect::replugPdu); `report` (optional) receives a
    // sentence when some had to move to another PDU or stay unplugged. Refused (false + why) for an
    // unknown PDU or a catalog id that is not a PDU.
    bool setPduModel(const std::string &pduId, const std::string &catalogId, QString *why = nullptr,
                     QString *report = nullptr);
    // Replaces settings blocks (a dialog's OK): each judged as the file reader judges its section,
    // all or nothing, one undo step named `text`. True when applied or nothing changed.
    bool setBlocks(const std::vector<BlockValue> &values, const QString &text, QString *why = nullptr);
    // Generates or regenerates a compute fabric from the GPU nodes placed (issue 5, docs/network.md):
    // one undo step. Empty id = the compute network, created when missing. False + why when refused.
    bool generateFabric(const std::string &networkId = {}, QString *why = nullptr);

    // --- Variants (issue 18, ProjectVariants): each call is one undoable step; false + why
    // when refused (a name taken or empty, no such variant, the only one left).
    // Keeps the design under its name ("Base" the first time) and goes on as variant `name`.
    bool saveAsVariant(const std::string &name, QString *why = nullptr);
    // Stores the design being edited whole and makes variant `name` the design.
    bool switchToVariant(const std::string &name, QString *why = nullptr);
    bool deleteVariant(const std::string &name, QString *why = nullptr);
    bool renameVariant(const std::string &from, const std::string &to, QString *why = nullptr);

    // --- Queries used by the facade and the editors.
    // Would these objects, moved/rotated as given, stay inside the hall and clear of others?
    bool canPlace(const std::vector<std::string> &ids, double dxM, double dyM, bool rotate, QString *why) const;
    std::string uniqueId(const std::string &prefix) const;
    // A settings block's name, or the id of a rack, device, PDU, floor unit or network.
    bool isKnownId(const std::string &id) const;
    // Rounds a floor coordinate to the nearest tile line.
    double snapToTile(double m) const;

    // --- Used by commands only.
    Project &mutableProject() { return mProject; }
    void notify(const ChangeEvent &event);
    void replaceProject(const Project &project);  // whole-project edits (set property)

Q_SIGNALS:
    void changed(const dcs::ChangeEvent &event);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);

private:
    void rebuildCatalog();
    std::optional<bool> setIndependentProperties(const std::vector<PropertyEdit> &edits, const QString &text, QString *why);
    bool pushVariantEdit(ProjectVariants::Outcome outcome, bool anotherDesign, const QString &text, QString *why);

    const Catalog &mBuiltIn;
    Catalog mCatalog;
    Project mProject;
    QUndoStack mUndoStack;
    QString mFilePath;
};

} // namespace dcs
