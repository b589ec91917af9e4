#include "phasebalance.h"
#include "powermath.h"
#include <algorithm>
#include <cmath>
#include <numeric>

namespace dcs {

namespace {

constexpr double kTol = 1e-9;
constexpr double kExactLimit = 200'000;  // phase splits enumerated per PDU before falling back

PhaseBalance::Score scoreOf(const std::array<double, 3> &w, bool delta, double vLl, double pf)
{
    const std::array<double, 3> a = PhaseBalance::lineCurrents(w, delta, vLl, pf);
    const double avg = (a[0] + a[1] + a[2]) / 3.0;
    PhaseBalance::Score s;
    for (double x : a) {
        s.worstLineA = std::max(s.worstLineA, x);
        s.maxDeviationA = std::max(s.maxDeviationA, std::abs(x - avg));
    }
    return s;
}

} // namespace

bool PhaseBalance::Score::betterThan(const Score &o) const
{
    if (worstLineA < o.worstLineA - kTol)
        return true;
    if (worstLineA > o.worstLineA + kTol)
        return false;
    if (maxDeviationA < o.maxDeviationA - kTol)
        return true;
    if (maxDeviationA > o.maxDeviationA + kTol)
        return false;
    return worstBankA < o.worstBankA - kTol;
}

std::array<double, 3> PhaseBalance::lineCurrents(const std::array<double, 3> &w, bool delta, double vLl, double pf)
{
    if (delta) {
        std::array<double, 3> b{};
        for (int k = 0; k < 3; ++k)
            b[size_t(k)] = PowerMath::branchCurrentA(w[size_t(k)], vLl, pf);
        return PowerMath::deltaLineCurrentsA(b);
    }
    const double vLn = vLl / std::sqrt(3.0);
    return {PowerMath::wyeCurrentA(w[0], vLn, pf), PowerMath::wyeCurrentA(w[1], vLn, pf),
            PowerMath::wyeCurrentA(w[2], vLn, pf)};
}

PhaseBalance::Score PhaseBalance::scorePhases(const std::vector<double> &loadsW, const std::vector<int> &phases,
                                                      bool delta, double vLl, double pf)
{
    std::array<double, 3> w{};
    for (size_t i = 0; i < loadsW.size(); ++i)
        w[size_t(phases[i])] += loadsW[i];
    return scoreOf(w, delta, vLl, pf);
}

std::vector<int> PhaseBalance::bestPhases(const std::vector<double> &loadsW, const std::array<int, 3> &capacity,
                                              bool delta, double vLl, double pf)
{
    const size_t n = loadsW.size();
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return loadsW[a] > loadsW[b]; });
    // Equal loads are interchangeable: enumerate how many of each kind go on each phase.
    struct Kind { double w; std::vector<size_t> items; };
    std::vector<Kind> kinds;
    for (size_t i : order) {
        if (kinds.empty() || std::abs(kinds.back().w - loadsW[i]) > 1e-6)
            kinds.push_back({loadsW[i], {}});
        kinds.back().items.push_back(i);
    }
    double splits = 1;
    for (const Kind &k : kinds)
        splits *= double(k.items.size() + 1) * double(k.items.size() + 2) / 2.0;
    std::vector<int> result(n, 0);
    if (splits <= kExactLimit) {
        std::vector<std::array<int, 3>> cur(kinds.size()), best;
        Score bestScore;
        bool found = false;
        std::array<int, 3> left = capacity;
        std::array<double, 3> w{};
        auto rec = [&](auto &&self, size_t k) -> void {
            if (k == kinds.size()) {
                const Score s = scoreOf(w, delta, vLl, pf);
                if (!found || s.betterThan(bestScore)) {
                    bestScore = s;
                    best = cur;
                    found = true;
                }
                return;
            }
            const int c = int(kinds[k].items.size());
            for (int a = std::min(c, left[0]); a >= 0; --a)
                for (int b = std::min(c - a, left[1]); b >= 0; --b) {
                    const int rest = c - a - b;
                    if (rest > left[2])
                        continue;
                    cur[k] = {a, b, rest};
                    for (int p = 0; p < 3; ++p) {
                        left[size_t(p)] -= cur[k][size_t(p)];
                        w[size_t(p)] += kinds[k].w * cur[k][size_t(p)];
                    }
                    self(self, k + 1);
                    for (int p = 0; p < 3; ++p) {
                        left[size_t(p)] += cur[k][size_t(p)];
                        w[size_t(p)] -= kinds[k].w * cur[k][size_t(p)];
                    }
                }
        };
        rec(rec, 0);
        if (found) {
            for (size_t k = 0; k < kinds.size(); ++k) {
                size_t j = 0;
                for (int p = 0; p < 3; ++p)
                    for (int c = 0; c < best[k][size_t(p)]; ++c)
                        result[kinds[k].items[j++]] = p;
            }
            return result;
        }
    }
    // Largest first onto the phase that ends lowest, then pairwise swaps and moves while they help.
    std::array<int, 3> used{};
    std::array<double, 3> w{};
    for (size_t i : order) {
        int bestP = -1;
        Score bestS;
        for (int p = 0; p < 3; ++p) {
            if (used[size_t(p)] >= capacity[size_t(p)])
                continue;
            std::array<double, 3> t = w;
            t[size_t(p)] += loadsW[i];
            const Score s = scoreOf(t, delta, vLl, pf);
            if (bestP < 0 || s.betterThan(bestS)) {
                bestP = p;
                bestS = s;
            }
        }
        bestP = std::max(bestP, 0);
        result[i] = bestP;
        ++used[size_t(bestP)];
        w[size_t(bestP)] += loadsW[i];
    }
    for (int pass = 0; pass < 50; ++pass) {
        bool improved = false;
        Score now = scoreOf(w, delta, vLl, pf);
        for (size_t i = 0; i < n; ++i)
            for (size_t j = i + 1; j < n; ++j) {
                const int pi = result[i], pj = result[j];
                if (pi == pj)
                    continue;
                std::array<double, 3> t = w;
                t[size_t(pi)] += loadsW[j] - loadsW[i];
                t[size_t(pj)] += loadsW[i] - loadsW[j];
                const Score s = scoreOf(t, delta, vLl, pf);
                if (s.betterThan(now)) {
                    std::swap(result[i], result[j]);
                    w = t;
                    now = s;
                    improved = true;
                }
            }
        if (!improved)
            break;
    }
    return result;
}
} // namespace dcs
