#include "boundedfile.h"
#include <QFile>
#include <algorithm>
#include <filesystem>
#include <system_error>

namespace dcs::BoundedFile {

namespace {

namespace fs = std::filesystem;

std::string sizeText(std::size_t bytes)
{
    return bytes >= 1024 * 1024 ? std::to_string(bytes / (1024 * 1024)) + " MB" : std::to_string(bytes) + " bytes";
}

// Why the thing at `path` (after symlinks) is not a regular file, or "".
std::string notRegular(const fs::file_status &status)
{
    switch (status.type()) {
    case fs::file_type::regular: return {};
    case fs::file_type::directory: return "is a folder, not a file.";
    case fs::file_type::character:
    case fs::file_type::block: return "is a device, not a regular file; DC Studio reads and writes regular files only.";
    case fs::file_type::fifo: return "is a pipe (FIFO), not a regular file; DC Studio reads and writes regular files only.";
    case fs::file_type::socket: return "is a socket, not a regular file; DC Studio reads and writes regular files only.";
    default: return "is not a regular file; DC Studio reads and writes regular files only.";
    }
}

fs::path nativePath(const QString &path)
{
    return fs::path(path.toStdU16String());
}

} // namespace

std::string read(const QString &path, std::size_t maxBytes, std::string &out)
{
    out.clear();
    std::error_code ec;
    const fs::file_status status = fs::status(nativePath(path), ec);  // follows symlinks
    if (status.type() == fs::file_type::not_found)
        return "the file does not exist.";
    if (ec)
        return "cannot be read: " + ec.message() + ".";
    if (std::string why = notRegular(status); !why.empty())
        return why;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return "cannot be read: " + file.errorString().toStdString() + ".";
    // The size the file system reports is only a hint (0 for many special files; a file may grow
    // while it is read): read in chunks and stop one byte past the bound.
    constexpr std::size_t kChunk = 64 * 1024;
    for (;;) {
        const std::size_t want = std::min(kChunk, maxBytes + 1 - out.size());
        const std::size_t at = out.size();
        out.resize(at + want);
        const qint64 got = file.read(out.data() + at, qint64(want));
        out.resize(at + std::size_t(std::max<qint64>(got, 0)));
        if (got < 0)
            return "cannot be read: " + file.errorString().toStdString() + ".";
        if (got == 0)
            break;
        if (out.size() > maxBytes) {
            std::string().swap(out);
            return "the file is larger than " + sizeText(maxBytes) + ".";
        }
    }
    return {};
}

std::string checkWriteTarget(const QString &path)
{
    std::error_code ec;
    const fs::file_status status = fs::status(nativePath(path), ec);
    if (status.type() == fs::file_type::not_found)
        return {};
    if (ec)
        return "cannot be written: " + ec.message() + ".";
    return notRegular(status);
}

} // namespace dcs::BoundedFile
