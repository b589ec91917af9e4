#pragma once
#include <QString>
#include <string>

namespace dcs {

// The one way the command line and the exports write a text file they produce (rules, BOM,
// NetBox files): the target checked first (an existing device or FIFO is refused, as
// BoundedFile::checkWriteTarget), then written through QSaveFile, so a failed write leaves the
// old file as it was.
namespace TextFile {

// "" on success, else a sentence naming the file and the reason.
QString write(const QString &path, const std::string &text);

} // namespace TextFile
} // namespace dcs
