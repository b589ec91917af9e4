#include "analysis.h"
#include "cooling/coolingresult.h"
#include "cost/costresult.h"
#include "dynamics/powerdynamicsresult.h"
#include "inventory/inventoryresult.h"
#include "itpower/itpowerresult.h"
#include "network/networkresult.h"
#include "power/powerresult.h"
#include "thermal/thermalresult.h"
#include "training/trainingresult.h"

namespace dcs {

Analysis::Analysis()
    : inventory(InventoryResult{}), power(PowerResult{}), network(NetworkResult{}), cooling(CoolingResult{}),
      cost(CostResult{}), training(TrainingResult{}), thermal(ThermalResult{}),
      itPower(ItPowerResult{}), powerDynamics(PowerDynamicsResult{})
{
}

} // namespace dcs
