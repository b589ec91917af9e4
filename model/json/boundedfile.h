#pragma once
#include <QString>
#include <cstddef>
#include <string>

namespace dcs {

// The one way DC Studio reads a file it did not write itself (projects, recovery side files):
// regular files only, and never more than a bound, whatever the file system says its size is.
// A character device (/dev/zero), a FIFO or a folder is refused before it is opened, so a read
// can neither block nor grow without end. And the one check before writing over a path: an
// existing target must be a regular file (as root, `-o /dev/null` must not replace the device).
namespace BoundedFile {

// Reads all of `path` into `out`. Returns "" or why not, as the end of a sentence that starts
// with the file's name ("the file does not exist.", "is a folder, not a file.", ...).
std::string read(const QString &path, std::size_t maxBytes, std::string &out);

// "" when `path` may be written (absent, or an existing regular file, also through a symlink),
// else why not, as above.
std::string checkWriteTarget(const QString &path);

} // namespace BoundedFile
} // namespace dcs
