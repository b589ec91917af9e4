#pragma once
#include "analysis/analysis.h"
#include "reportoptions.h"
#include <QString>
#include <functional>
#include <memory>
#include <vector>

class QIODevice;

namespace dcs {

class Catalog;
class ReportSection;
struct Project;

// The PDF design report (issue 7 §3): cover, contents with page numbers, then one chapter per
// ReportSection, every page with a header and "page X of Y". Vector throughout: text stays
// text, charts and drawings are paths.
class DesignReport
{
public:
    // Called before each chapter is painted; return false to cancel.
    using Progress = std::function<bool(int step, int steps, const QString &what)>;

    struct Outcome {
        QString error;       // empty on success; "cancelled" when the callback said so
        int pages = 0;
        bool ok() const { return error.isEmpty(); }
    };

    // Writes the report to `path` atomically (QSaveFile): a failed or cancelled export leaves
    // no half-written file and never replaces a good one.
    static Outcome writeFile(const Project &project, const Catalog &catalog, const Analysis &analysis,
                             const ReportOptions &options, const QString &path, const Progress &progress = {});
    static Outcome write(const Project &project, const Catalog &catalog, const Analysis &analysis,
                         const ReportOptions &options, QIODevice *out, const Progress &progress = {});

    // The chapters in order. Adding a chapter is one line here.
    static std::vector<std::unique_ptr<ReportSection>> sections();
};

} // namespace dcs
