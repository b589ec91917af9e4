#include "reportwrittenmessage.h"
#include <QDesktopServices>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QUrl>

namespace dcs::ReportWrittenMessage {

void show(QWidget *parent, const QString &path, int pages)
{
    auto *box = new QMessageBox(QMessageBox::Information, QObject::tr("Export Report"),
                                QObject::tr("The design report is written (%n page(s)).", nullptr, pages), QMessageBox::NoButton,
                                parent);
    box->setObjectName(QStringLiteral("reportWrittenMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(QDir::toNativeSeparators(path));
    QPushButton *open = box->addButton(QObject::tr("&Open Report"), QMessageBox::AcceptRole);
    open->setObjectName(QStringLiteral("openReport"));
    box->addButton(QMessageBox::Close);
    box->setDefaultButton(QMessageBox::Close);
    QObject::connect(box, &QMessageBox::buttonClicked, box, [open, path](QAbstractButton *clicked) {
        if (clicked == open)
            QDesktopServices::openUrl(QUrl::fromLocalFile(path));
    });
    box->open();
}

} // namespace dcs::ReportWrittenMessage
