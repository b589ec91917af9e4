#include "analysis.h"
#include "engines/coolingresult.h"
#include "engines/costresult.h"
#include "engines/inventoryresult.h"
#include "engines/itpowerresult.h"
#include "engines/networkresult.h"
#include "engines/powerresult.h"
#include "engines/thermalresult.h"
#include "engines/trainingresult.h"

namespace dcs {

Analysis::Analysis()
    : inventory(InventoryResult{}), power(PowerResult{}), network(NetworkResult{}), cooling(CoolingResult{}),
      cost(CostResult{}), training(TrainingResult{}), thermal(ThermalResult{}),
      itPower(ItPowerResult{})
{
}

} // namespace dcs
