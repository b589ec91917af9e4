#include "exportreportdialog.h"
#include "reportsettings.h"
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace dcs {

ExportReportDialog::ExportReportDialog(const QString &suggestedPath, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Export Design Report"));
    setObjectName(QStringLiteral("exportReportDialog"));
    const ReportOptions last = ReportSettings::load();

    mPath = new QLineEdit(suggestedPath, this);
    mPath->setObjectName(QStringLiteral("reportPath"));
    mPath->setMinimumWidth(360);
    auto *browse = new QPushButton(tr("Browse..."), this);
    connect(browse, &QPushButton::clicked, this, &ExportReportDialog::browse);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(mPath, 1);
    pathRow->addWidget(browse);

    mPaper = new QComboBox(this);
    mPaper->setObjectName(QStringLiteral("reportPaper"));
    mPaper->addItem(tr("A4 (210 × 297 mm)"), QStringLiteral("a4"));
    mPaper->addItem(tr("Letter (8.5 × 11 in)"), QStringLiteral("letter"));
    mPaper->setCurrentIndex(last.paper == ReportOptions::Paper::Letter ? 1 : 0);
    mCompany = new QLineEdit(last.company, this);
    mCompany->setPlaceholderText(tr("shown on the cover and in the footer"));
    mAuthor = new QLineEdit(last.author, this);
    mRevision = new QLineEdit(last.revision, this);
    mRevision->setToolTip(tr("Printed on the cover and in every page header, e.g. A, B, 1.2"));

    auto *form = new QFormLayout;
    // A row whose field is a layout gets no buddy from QFormLayout, and then the mnemonic
    // shows as a literal "&": give the label its buddy by hand.
    auto *pathLabel = new QLabel(tr("&File:"), this);
    pathLabel->setBuddy(mPath);
    form->addRow(pathLabel, pathRow);
    form->addRow(tr("&Paper:"), mPaper);
    form->addRow(tr("&Company:"), mCompany);
    form->addRow(tr("&Author:"), mAuthor);
    form->addRow(tr("&Revision:"), mRevision);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (mPath->text().trimmed().isEmpty()) {
            QMessageBox::warning(this, windowTitle(), tr("Choose a file to write the report to."));
            return;
        }
        ReportSettings::save(options());
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void ExportReportDialog::browse()
{
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export Design Report"), mPath->text(), tr("PDF (*.pdf)"));
    if (!chosen.isEmpty())
        mPath->setText(chosen.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) ? chosen : chosen + QStringLiteral(".pdf"));
}

QString ExportReportDialog::path() const
{
    return mPath->text().trimmed();
}

ReportOptions ExportReportDialog::options() const
{
    ReportOptions o;
    o.paper = mPaper->currentData().toString() == QLatin1String("letter") ? ReportOptions::Paper::Letter : ReportOptions::Paper::A4;
    o.company = mCompany->text().trimmed();
    o.author = mAuthor->text().trimmed();
    o.revision = mRevision->text().trimmed().isEmpty() ? QStringLiteral("A") : mRevision->text().trimmed();
    return o;
}

} // namespace dcs
