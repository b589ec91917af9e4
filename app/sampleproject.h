#pragma once
#include "io/projectreader.h"
#include <QString>
#include <vector>

namespace dcs {

// The sample designs embedded in the resources (projects/*.json, model/CMakeLists.txt): the
// default design (the superpod-h100-air sample) and the others File > Open Sample Design lists.
// A sample opens as an untitled design: saving asks for a file, the resource is never written.
class SampleProject
{
public:
    struct Sample {
        QString id;     // its file name in projects/ without ".json"
        QString title;  // menu text
        QString tip;    // what it shows
    };

    static const std::vector<Sample> &all();
    static QString defaultId();
    // The sample `id` (empty = the default); an unknown id is an error naming it.
    static ReadResult read(const QString &id = {});
};

} // namespace dcs
