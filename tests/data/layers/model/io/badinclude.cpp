// test_layers: io may use json (below it) but not an engine (above it).
#include "json/loaderror.h"
#include "network/networkengine.h"
