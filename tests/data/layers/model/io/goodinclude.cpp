// test_layers: io may use json, the layer below it; this compiles with io's include root.
#include "json/loaderror.h"
