#include "paretofront.h"
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace dcs::ParetoFront {

std::vector<bool> of(const std::vector<double> &x, const std::vector<double> &y, bool xLowerIsBetter, bool yLowerIsBetter)
{
    const size_t n = std::min(x.size(), y.size());
    std::vector<bool> front(x.size(), false);
    // Both axes turned into "lower is better".
    const auto fx = [&](size_t i) { return xLowerIsBetter ? x[i] : -x[i]; };
    const auto fy = [&](size_t i) { return yLowerIsBetter ? y[i] : -y[i]; };
    std::vector<size_t> order;
    for (size_t i = 0; i < n; ++i)
        if (std::isfinite(x[i]) && std::isfinite(y[i]))
            order.push_back(i);
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return fx(a) != fx(b) ? fx(a) < fx(b) : fy(a) < fy(b);
    });
    // In order of x, a point is on the front when its y beats every point before it; a point
    // equal in both figures to the last front point is on it too (equal points do not dominate
    // each other).
    double bestY = std::numeric_limits<double>::infinity();
    double lastX = 0;
    bool any = false;
    for (const size_t i : order) {
        if (fy(i) < bestY) {
            front[i] = true;
            bestY = fy(i);
            lastX = fx(i);
            any = true;
        } else if (any && fy(i) == bestY && fx(i) == lastX) {
            front[i] = true;
        }
    }
    return front;
}

} // namespace dcs::ParetoFront
