#include "harmonics.h"
#include <algorithm>
#include <cmath>
#include <complex>
#include <unsupported/Eigen/FFT>

namespace dcs {

std::vector<double> Harmonics::amplitudes(const std::vector<double> &period, int maxHarmonic)
{
    const int n = int(period.size());
    const int last = std::min(maxHarmonic, n / 2 - 1);  // below Nyquist: the one-sided doubling holds
    if (n < 4 || last < 1)
        return {};
    // One FFT per thread: kissfft keeps its twiddle factors per size, which cost more to make
    // than the transform (the mitigations transform the same step size a dozen times; the
    // sweep evaluates on several threads).
    thread_local Eigen::FFT<double> fft;
    std::vector<std::complex<double>> spectrum;
    fft.fwd(spectrum, period);
    std::vector<double> out(static_cast<size_t>(last));
    for (int k = 1; k <= last; ++k)
        out[size_t(k - 1)] = 2.0 * std::abs(spectrum[size_t(k)]) / n;
    return out;
}

double Harmonics::bandRms(const std::vector<double> &amplitude, double periodS, double lowHz, double highHz)
{
    double sum = 0;
    for (size_t i = 0; i < amplitude.size(); ++i) {
        const double hz = double(i + 1) / periodS;
        if (hz >= lowHz && hz < highHz)
            sum += amplitude[i] * amplitude[i] / 2;
    }
    return std::sqrt(sum);
}

double Harmonics::acPower(const std::vector<double> &amplitude)
{
    double sum = 0;
    for (double a : amplitude)
        sum += a * a / 2;
    return sum;
}

} // namespace dcs
