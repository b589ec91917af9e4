#pragma once
#include <QString>

namespace dcs {

class ReportWriter;
struct ReportContext;

// One chapter of the design report. Adding a chapter = one subclass + one line in
// DesignReport::sections(). write() is called twice (measure, paint) and must produce the same
// flow both times.
class ReportSection
{
public:
    virtual ~ReportSection() = default;
    virtual QString title() const = 0;
    virtual void write(ReportWriter &writer, const ReportContext &context) const = 0;
};

} // namespace dcs
