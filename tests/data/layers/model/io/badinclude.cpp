// test_layers: io may use json (below it) but not engines (above it).
#include "json/loaderror.h"
#include "engines/networkengine.h"
