#include "preferencesdialog.h"
#include "reportsettings.h"
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace dcs {

PreferencesDialog::PreferencesDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    const ReportOptions current = ReportSettings::load();

    mCompany = new QLineEdit(current.company, this);
    mCompany->setObjectName(QStringLiteral("company"));
    mCompany->setMinimumWidth(300);
    mCompany->setToolTip(tr("Your company: printed on the report cover and in every page footer."));
    mAuthor = new QLineEdit(current.author, this);
    mAuthor->setObjectName(QStringLiteral("author"));
    mAuthor->setToolTip(tr("Author named on the report cover."));
    mPaper = new QComboBox(this);
    mPaper->setObjectName(QStringLiteral("paper"));
    mPaper->addItem(tr("A4 (210 × 297 mm)"), QStringLiteral("a4"));
    mPaper->addItem(tr("Letter (8.5 × 11 in)"), QStringLiteral("letter"));
    mPaper->setCurrentIndex(current.paper == ReportOptions::Paper::Letter ? 1 : 0);
    mPaper->setToolTip(tr("Paper size a new report starts with."));

    auto *form = new QFormLayout;
    form->addRow(tr("&Company:"), mCompany);
    form->addRow(tr("&Author:"), mAuthor);
    form->addRow(tr("&Paper:"), mPaper);
    auto *note = new QLabel(tr("Used by File > Export Report and by <tt>dcstudio report</tt> when no "
                               "--company or --author is given."), this);
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("color: palette(dark);"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    auto *heading = new QLabel(tr("<b>Reports</b>"), this);
    layout->addWidget(heading);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addStretch(1);
    layout->addWidget(buttons);
}

void PreferencesDialog::accept()
{
    // The revision belongs to a report, not to the person: keep the one last exported.
    ReportOptions options = ReportSettings::load();
    options.company = mCompany->text().trimmed();
    options.author = mAuthor->text().trimmed();
    options.paper = mPaper->currentData().toString() == QLatin1String("letter") ? ReportOptions::Paper::Letter
                                                                                : ReportOptions::Paper::A4;
    ReportSettings::save(options);
    QDialog::accept();
}

} // namespace dcs
