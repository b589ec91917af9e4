#pragma once
#include <QFile>
#include <QString>
#include <memory>
#include <string>

namespace dcs {

// The CSV and optional JSON Lines files of a sweep, written row by row as the rows arrive (a
// sweep of hours shows its progress in the file, and a killed job keeps what it finished;
// sweep-merge reports the variants missing from such a part).
class SweepOutput
{
public:
    // "" or why a file cannot be written, naming it.
    std::string open(const QString &csvPath, const QString &jsonlPath);
    std::string write(const std::string &csv, const std::string &jsonLine);
    std::string close();

private:
    std::string put(QFile &file, const std::string &text);

    std::unique_ptr<QFile> mCsv;
    std::unique_ptr<QFile> mJsonl;
};

} // namespace dcs
