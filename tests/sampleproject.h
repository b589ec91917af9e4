#pragma once
// The sample designs and test data of the source tree, for engine tests that start from them.
#include "catalog/catalog.h"
#include "io/projectreader.h"
#include "project/project.h"
#include <QDir>
#include <QString>
#include <QtGlobal>
#include <string>

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

// A hall of `nodes` servers of one catalog model, 4 per 48U rack, without floor positions: for
// the engines that need no floor validity (training, the calibration cases).
inline Project hallOf(const std::string &serverId, int nodes)
{
    Project p;
    for (int i = 0; i < nodes; ++i) {
        if (i % 4 == 0) {
            Rack rack;
            rack.id = "R" + std::to_string(i / 4);
            rack.catalogId = "rack-48u-600";
            p.racks.push_back(rack);
        }
        DevicePlacement d;
        d.id = "D" + std::to_string(i);
        d.catalogId = serverId;
        d.uLow = 1 + 10 * (i % 4);
        p.racks.back().devices.push_back(d);
    }
    return p;
}

} // namespace dcs::test
