#include "catalog/catalog.h"
#include "fuzzchecks.h"
#include "io/projectreader.h"
#include <QFile>
#include <map>
#include <stdexcept>

namespace dcs::fuzz {

const Project &corpusDesign(const char *fileName)
{
    static std::map<std::string, Project> designs;
    if (const auto it = designs.find(fileName); it != designs.end())
        return it->second;
    QFile f(QStringLiteral(DCS_SOURCE_DIR "/fuzz/corpus/") + QString::fromUtf8(fileName));
    if (!f.open(QIODevice::ReadOnly))
        throw std::runtime_error(std::string("cannot open fuzz/corpus/") + fileName);
    ReadResult r = ProjectReader::readText(f.readAll().toStdString(), fileName, Catalog::builtIn());
    if (!r.project)
        throw std::runtime_error(std::string("fuzz/corpus/") + fileName + " does not read");
    return designs.emplace(fileName, std::move(*r.project)).first->second;
}

} // namespace dcs::fuzz
