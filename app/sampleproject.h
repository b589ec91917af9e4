#pragma once
#include "io/projectreader.h"

namespace dcs {

// The built-in default design (the superpod-h100-air sample, embedded in the resources).
class SampleProject
{
public:
    static ReadResult read();
};

} // namespace dcs
