#include "powermath.h"
#include <algorithm>
#include <cmath>
#include <complex>
#include <numbers>

namespace dcs {

double PowerMath::wyeCurrentA(double powerW, double voltageLnV, double pf)
{
    return voltageLnV > 0 && pf > 0 ? powerW / (voltageLnV * pf) : 0.0;
}

double PowerMath::branchCurrentA(double powerW, double voltageLlV, double pf)
{
    return voltageLlV > 0 && pf > 0 ? powerW / (voltageLlV * pf) : 0.0;
}

std::array<double, 3> PowerMath::deltaLineCurrentsA(const std::array<double, 3> &branchA)
{
    constexpr double deg = std::numbers::pi / 180.0;
    const std::complex<double> i12 = std::polar(branchA[0], 30 * deg);
    const std::complex<double> i23 = std::polar(branchA[1], -90 * deg);
    const std::complex<double> i31 = std::polar(branchA[2], 150 * deg);
    return {std::abs(i12 - i31), std::abs(i23 - i12), std::abs(i31 - i23)};
}

double PowerMath::neutralCurrentA(const std::array<double, 3> &i)
{
    const double sq = i[0] * i[0] + i[1] * i[1] + i[2] * i[2] - i[0] * i[1] - i[1] * i[2] - i[2] * i[0];
    return std::sqrt(std::max(0.0, sq));
}

double PowerMath::imbalancePct(const std::array<double, 3> &i)
{
    const double avg = (i[0] + i[1] + i[2]) / 3.0;
    if (avg <= 1e-12)
        return 0.0;
    double dev = 0;
    for (double x : i)
        dev = std::max(dev, std::abs(x - avg));
    return 100.0 * dev / avg;
}

} // namespace dcs
