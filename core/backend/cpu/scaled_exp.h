// f32 math.exp on AVX-512 as a short polynomial and one vscalefps.
//
// MLIR's polynomial approximation (populateMathPolynomialApproximationPatterns) builds 2^n from its
// exponent bits and guards overflow, underflow and the infinities with compares and selects: about
// 30 instructions per 16 lanes, ~11 % of flash-attention-cpu's time on one core (perf, B1 H8 S1024
// D64 f32). AVX-512's vscalefps computes p · 2^n for any n with one rounding, overflowing to
// ±inf and underflowing through the subnormals to 0 as the true product would, so the guards go:
//
//   x' = min(max(x, -104), 88.8)           NaN passes through (compare-and-select, not maxnum)
//   n  = round-to-even(x' · log2 e)        (x' · log2 e + 1.5·2^23) - 1.5·2^23
//   r  = x' - n · ln 2                     two FMAs, ln 2 split into its f32 value and the rest
//   p  = Σ_{k≤7} r^k / k!                  Horner, 7 FMAs; |r| ≤ ln2/2, truncation < 6e-9 relative
//   exp(x) = scalef(p, n)
//
// 14 instructions per 16 lanes. exp(-104) < 2^-150 rounds to 0, exp(88.8) overflows to +inf, so
// every x outside [-104, 88.8] gets what the clamp bound gets: exp(-inf) = 0, exp(+inf) = +inf.
// Within: at most a few ulp from the correctly rounded result (tests/unit/cpu_backend_test.cpp,
// ScaledExpIsExp, against std::exp in double over the whole range and the edges).
#pragma once

#include "mlir/IR/BuiltinOps.h"

namespace lantern::backend {

// Rewrites each f32 math.exp on a statically shaped vector of rank 1 or 2 whose innermost
// dimension is a multiple of 16 into the sequence above; the vscalefps is an LLVM intrinsic call
// (llvm.x86.avx512.mask.scalef.ps.512), so only for a target with avx512f. Returns how many.
int lowerExpWithScalef(mlir::ModuleOp module);

} // namespace lantern::backend
