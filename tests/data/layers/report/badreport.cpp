// test_layers: the report draws from the model and views; widgets are the studio's.
#include "reportsection.h"
#include "../widgets/kpistrip.h"
