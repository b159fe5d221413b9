// map_remaining_to_gpu: after the attention loops are mapped to blocks and threads, every other
// computation of the function (a layer's projections, norms, RoPE, residuals, an embedding gather,
// the copies of a concat) still runs on the host, over buffers that live on the GPU. Each such
// linalg op becomes a kernel of its own: one thread per point of its parallel iteration space, the
// reductions (a projection's inner dimension, a norm's row) in that thread.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <optional>

namespace lantern::transforms {

// Maps the host linalg ops of `func` (bufferized) to kernels of `threads` threads per block;
// `mapped` counts them. Refuses, changing nothing, when a host op touches buffers without a
// lowering of its own (an unmapped scf.forall, memref.load/store, vector ops) or an op is still on
// tensors, and when nothing is left on the host unless `ifPresent`.
std::optional<Refusal> mapRemainingToGpu(mlir::RewriterBase &rewriter, mlir::func::FuncOp func, int64_t threads,
                                         bool ifPresent, unsigned &mapped);

} // namespace lantern::transforms
