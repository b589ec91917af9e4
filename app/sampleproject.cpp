#include "sampleproject.h"
#include "catalog/catalog.h"
#include <QFile>

namespace dcs {

ReadResult SampleProject::read()
{
    QFile f(QStringLiteral(":/default-project.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {std::nullopt, {{"default-project.json", {}, "the built-in sample is missing from the resources."}}};
    return ProjectReader::readText(f.readAll().toStdString(), "default-project.json", Catalog::builtIn());
}

} // namespace dcs
