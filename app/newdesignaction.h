#pragma once
#include <QString>

class QWidget;

namespace dcs {

class FileController;
class ProjectDocument;

// File > New from Template...: asks to save the current design, shows NewDesignDialog, generates
// the design (ClusterGenerator) and loads it as a new unsaved document. Returns a status line
// ("" when cancelled).
class NewDesignAction
{
public:
    static QString run(QWidget *parent, FileController *files, ProjectDocument *document);
};

} // namespace dcs
