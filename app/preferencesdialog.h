#pragma once
#include <QDialog>

class QComboBox;
class QLineEdit;

namespace dcs {

// Edit > Preferences: who the studio works for. Company, author and paper are what every
// report carries; they live in QSettings (ReportSettings) so File > Export Report and
// `dcstudio report` start from them.
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    void accept() override;

private:
    QLineEdit *mCompany;
    QLineEdit *mAuthor;
    QComboBox *mPaper;
};

} // namespace dcs
