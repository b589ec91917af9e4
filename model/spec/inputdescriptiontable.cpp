#include "inputdescriptiontable.h"

namespace dcs {

const std::vector<InputDescription> &inputDescriptionTable()
{
    static const std::vector<InputDescription> rows = [] {
        std::vector<InputDescription> all;
        for (std::span<const InputDescription> part :
             {siteAndPowerInputRows(), coolingInputRows(), costInputRows(), workloadInputRows(), networkInputRows()})
            all.insert(all.end(), part.begin(), part.end());
        return all;
    }();
    return rows;
}

} // namespace dcs
