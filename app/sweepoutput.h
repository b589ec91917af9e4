#pragma once
#include <QFile>
#include <QString>
#include <memory>
#include <string>

namespace dcs {

// The CSV and optional JSON Lines files of a sweep, written row by row as the rows arrive into
// FILE.partial beside each (a sweep of hours shows its progress there, and a killed job keeps
// what it finished: sweep-merge takes such a part and names the variants missing), then renamed
// over FILE when all is written. A failed write (a full disk) removes the .partial file and
// leaves an existing FILE as it was (issue 31).
class SweepOutput
{
public:
    // "" or why a file cannot be written, naming it.
    std::string open(const QString &csvPath, const QString &jsonlPath);
    std::string write(const std::string &csv, const std::string &jsonLine);
    std::string close();  // renames the finished files into place
    ~SweepOutput();       // unfinished (not closed): the .partial files stay, FILE is untouched

private:
    std::string put(QFile &file, const std::string &text);
    std::string fail(std::string why);  // removes the .partial files, returns why

    std::unique_ptr<QFile> mCsv;
    std::unique_ptr<QFile> mJsonl;
    QString mCsvPath;
    QString mJsonlPath;
};

} // namespace dcs
