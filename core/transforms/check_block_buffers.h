// check_block_buffers: before map_to_gpu, a buffer allocated once per block (in the block loop, not in
// workgroup memory) and used both inside the thread loop and outside it. The CUDA backend makes such
// an allocation per-thread memory, so the threads would not see each other's writes.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <optional>

namespace lantern::transforms {

std::optional<Refusal> checkBlockBuffers(mlir::scf::ForallOp block);

} // namespace lantern::transforms
