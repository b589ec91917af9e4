#pragma once
#include "reportoptions.h"
#include <QDialog>

class QComboBox;
class QLineEdit;

namespace dcs {

// File > Export Report...: where to write the PDF and what goes on the cover. Opens with the
// last export's settings (ReportSettings) and a file name next to the project.
class ExportReportDialog : public QDialog
{
    Q_OBJECT
public:
    ExportReportDialog(const QString &suggestedPath, QWidget *parent = nullptr);

    QString path() const;
    ReportOptions options() const;

private:
    void browse();

    QLineEdit *mPath;
    QComboBox *mPaper;
    QLineEdit *mCompany;
    QLineEdit *mAuthor;
    QLineEdit *mRevision;
};

} // namespace dcs
