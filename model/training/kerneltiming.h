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
//   FP8 GEMMs (Transformer Engine): FLOPs at the FP8 peak x fp8Share, operands of 1 B and a bf16
//   result, plus the casts of their bf16 inputs to FP8 (read 2 B, write 1 B an element).
//   Attention, the LM head and everything else stay bf16.
struct KernelTiming {
    double peakFlops = 0;        // dense bf16
    double gemmShare = 0.5;      // the workload's compute efficiency: share of peak a large GEMM sustains
    double attentionShare = 0.4; // fused attention kernels, share of peak
    double hbmBytesPerS = 0;     // catalog HBM bandwidth x hbm efficiency; 0 = bytes not timed
    double fp8PeakFlops = 0;     // dense FP8 when the layers' GEMMs run in FP8; 0 = bf16
    double fp8Share = 0.5;       // share of the FP8 peak an FP8 GEMM sustains

    double gemmS(double m, double k, double n, double batch = 1) const
    {
        const double flops = 2.0 * m * k * n * batch;
        return flops / (peakFlops * gemmShare) + memoryS(2.0 * (m * k + k * n + m * n) * batch);
    }
    // An FP8 GEMM whose bf16 input of `castElements` elements is quantised first.
    double fp8GemmS(double m, double k, double n, double batch, double castElements) const
    {
        const double flops = 2.0 * m * k * n * batch;
        return flops / (fp8PeakFlops * fp8Share) + memoryS((m * k + k * n + 2.0 * m * n + 3.0 * castElements) * batch);
    }
    double memoryS(double bytes) const { return hbmBytesPerS > 0 ? bytes / hbmBytesPerS : 0.0; }
    double attentionS(double flops) const { return flops / (peakFlops * attentionShare); }
};

} // namespace dcs
