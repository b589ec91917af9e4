#pragma once

namespace dcs {

// Time of one GPU kernel from its work (issue 38). A kernel both multiplies and moves bytes; the
// two are added, not overlapped (Calculon's "no_overlap" processing mode, Isaev et al. SC23),
// which is what makes a GEMM with a short side reach less than a square one:
//   GEMM [M x K] x [K x N]: 2 M K N FLOPs at peak x gemmShare, plus its operands and result,
//   2 (M K + K N + M N) bytes in bf16, at HBM bandwidth x hbmShare.
//   Memory-bound kernels (norms, activations, softmax, dropout, residual adds, the optimizer):
//   bytes read and written at HBM bandwidth x hbmShare.
//   Fused attention (FlashAttention): its FLOPs at peak x attentionShare; it keeps scores on chip.
struct KernelTiming {
    double peakFlops = 0;        // dense, the precision trained in
    double gemmShare = 0.5;      // the workload's compute efficiency: share of peak a large GEMM sustains
    double attentionShare = 0.4; // fused attention kernels, share of peak
    double hbmBytesPerS = 0;     // catalog HBM bandwidth x hbm efficiency; 0 = bytes not timed

    double gemmS(double m, double k, double n, double batch = 1) const
    {
        const double flops = 2.0 * m * k * n * batch;
        return flops / (peakFlops * gemmShare) + memoryS(2.0 * (m * k + k * n + m * n) * batch);
    }
    double memoryS(double bytes) const { return hbmBytesPerS > 0 ? bytes / hbmBytesPerS : 0.0; }
    double attentionS(double flops) const { return flops / (peakFlops * attentionShare); }
};

} // namespace dcs
