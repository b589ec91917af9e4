#pragma once
#include <QStringList>

namespace dcs {

// `dcstudio generate --system ID (--nodes N | --gpus N) [options] -o OUT.json`: a new design
// from a few choices (ClusterGenerator, docs/generator.md). Exit codes: 0 written, 1 bad
// arguments, 2 the file could not be written, 3 the generator refused (reason on stderr).
class GenerateCommand
{
public:
    static int run(const QStringList &arguments);
};

} // namespace dcs
