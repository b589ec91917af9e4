#pragma once
#include <QString>
#include <string>

class QSaveFile;

namespace dcs {

// The one way the command line and the exports write a text file they produce (rules, BOM,
// NetBox files): the target checked first (an existing device or FIFO is refused, as
// BoundedFile::checkWriteTarget), then written through QSaveFile, so a failed write leaves the
// old file as it was.
namespace TextFile {

// "" on success, else a sentence naming the file and the reason.
QString write(const QString &path, const std::string &text);

// Commits what was written to `file` (open, written): "" on success, else the reason, and the
// new file is discarded. QSaveFile::commit alone reports success when the last buffered bytes
// fail to reach the disk (its flush on close is not checked: a full disk left an empty project
// file behind "saved", issue 31), so the buffer is flushed and checked first.
QString commit(QSaveFile &file);

} // namespace TextFile
} // namespace dcs
