// test_layers: the cost engine reads the cooling plant (an arrow in cmake/layers.txt) but not the
// thermal map (no arrow: thermal is not below cost).
#include "cooling/plantmodel.h"
#include "thermal/thermalresult.h"
