#pragma once

class QTreeWidget;
class QWidget;

namespace dcs {

class Comparison;

// The Compare window's warnings tab: for each design after the first, the warnings it adds
// (+) and removes (-) against the first (Comparison::WarningDelta: the same finding is the same
// code on the same objects), each with its severity, code, message and objects.
namespace CompareWarnings {

QTreeWidget *create(QWidget *parent = nullptr);
void fill(QTreeWidget *tree, const Comparison &comparison);

} // namespace CompareWarnings
} // namespace dcs
