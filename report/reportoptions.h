#pragma once
#include <QDate>
#include <QString>

namespace dcs {

// What the person exporting chooses; the design itself comes from the project.
struct ReportOptions {
    enum class Paper { A4, Letter };
    Paper paper = Paper::A4;
    QString company;    // on the cover; remembered in the settings by the GUI
    QString author;
    QString revision = QStringLiteral("A");
    QDate date = QDate::currentDate();
};

} // namespace dcs
