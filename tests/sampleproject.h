#pragma once
// The sample designs and test data of the source tree, for engine tests that start from them.
#include "catalog/catalog.h"
#include "io/projectreader.h"
#include "project/project.h"
#include <QDir>
#include <QString>
#include <QtGlobal>

namespace dcs::test {

inline QString sourcePath(const QString &relative)
{
    return QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(relative);
}

// A file of the source tree (e.g. "projects/finetune-lab.json") read with the built-in catalog;
// the test stops with the reader's messages if it cannot be read.
inline Project loadSample(const char *file)
{
    const ReadResult r = ProjectReader::readFile(sourcePath(QString::fromLatin1(file)), Catalog::builtIn());
    if (!r.project)
        qFatal("%s: %s", file, formatErrors(r.errors).c_str());
    return *r.project;
}

} // namespace dcs::test
