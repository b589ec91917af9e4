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

// A row of four 48U racks of two DGX H100 each (x 1.8-4.2, y 1.2, facing +y) in a 9 m x 6 m hall
// with no raised floor, one CRAH (crah-cw-150 at x 1.8, y 4.8, facing the row) and, next to R4
// (x 4.2-5.4), a liquid-to-air sidecar CDU "CDU-1" (cdu-l2a-240) facing as the racks: the
// sidecar tests of the thermal map, at the tile grid.
inline Project sidecarRow()
{
    Project p;
    p.name = "Sidecar row";
    p.hall = {9.0, 6.0, 0.6};
    p.cooling.thermal.gridRefine = 1;
    p.cooling.thermal.raisedFloor = false;
    for (int i = 0; i < 4; ++i) {
        Rack r;
        r.id = r.name = "R" + std::to_string(i + 1);
        r.catalogId = "rack-48u-600";
        r.xM = 1.8 + 0.6 * i;
        r.yM = 1.2;
        for (int n = 0; n < 2; ++n)
            r.devices.push_back({r.id + "-N" + std::to_string(n), "dgx-h100", 1 + 8 * n});
        p.racks.push_back(r);
    }
    FloorEquipment crah, cdu;
    crah.id = crah.name = "CRAH-1";
    crah.catalogId = "crah-cw-150";
    crah.xM = 1.8;
    crah.yM = 4.8;
    crah.rotationDeg = 180;
    cdu.id = cdu.name = "CDU-1";
    cdu.catalogId = "cdu-l2a-240";
    cdu.xM = 4.2;
    cdu.yM = 1.2;
    p.equipment = {crah, cdu};
    return p;
}

} // namespace dcs::test
