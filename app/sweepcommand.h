#pragma once
#include <QStringList>

namespace dcs {

// `dcstudio sweep BASE.json --vary KEY=v1,v2,... [--vary ...] -o results.csv [--jsonl F]
// [--shard I/N] [--jobs N] [--plot out.png [--pareto X,Y]] [--set key=value] [--count]`
// (docs/sweep.md): every combination of the varied values evaluated with the full analysis on
// every core, one row per variant in variant order. Exit codes: 0 every variant evaluated,
// 1 the base file fails to load, 2 usage or a refused argument (unknown key, value out of
// range, bad shard), 3 finished but some variants failed (their rows hold the error), 4 an
// output file cannot be written.
namespace SweepCommand {

int run(const QStringList &arguments);

} // namespace SweepCommand
} // namespace dcs
