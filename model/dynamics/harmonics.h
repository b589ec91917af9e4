#pragma once
#include <vector>

namespace dcs {

// The Fourier series of one period of a sampled periodic signal (issue 35): n evenly spaced
// samples of exactly one period T give the amplitudes of the harmonics k / T through a
// discrete Fourier transform (Oppenheim & Schafer, Discrete-Time Signal Processing, 3rd ed.,
// 8.1: the DFT of one period is the periodic sequence's Fourier series, times n). Eigen's FFT
// (kissfft) computes it; a record of whole periods needs no window.
class Harmonics
{
public:
    // amplitude[k - 1] = peak amplitude of the sinusoid at k / T, k = 1 .. maxHarmonic
    // (2 |X_k| / n), limited to below the Nyquist frequency.
    static std::vector<double> amplitudes(const std::vector<double> &period, int maxHarmonic);
    // RMS of the harmonics k / T in [lowHz, highHz): sqrt(sum A_k^2 / 2) (Parseval).
    static double bandRms(const std::vector<double> &amplitude, double periodS, double lowHz, double highHz);
    // Variance of the signal (its AC power): sum of A_k^2 / 2 over every harmonic given.
    static double acPower(const std::vector<double> &amplitude);
};

} // namespace dcs
