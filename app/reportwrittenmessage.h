#pragma once
#include <QString>

class QWidget;

namespace dcs::ReportWrittenMessage {

// Tells the user the report is written, where, and how many pages, with a button that opens
// it in the desktop's PDF viewer. Window-modal but not blocking (QMessageBox::open), so the
// caller returns at once and scripted exports are not held up; the box deletes itself.
void show(QWidget *parent, const QString &path, int pages);

} // namespace dcs::ReportWrittenMessage
