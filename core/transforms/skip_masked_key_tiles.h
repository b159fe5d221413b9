// skip_masked_key_tiles: a vectorized key loop whose scores are masked by comparing key and query
// indices (a causal mask: key <= row) stops at the last key tile that any row of the block can
// see; the tiles after it are -inf everywhere and change neither the running max, nor the sum, nor
// the output.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <optional>

namespace lantern::transforms {

std::optional<Refusal> skipMaskedKeyTiles(mlir::RewriterBase &rewriter, mlir::scf::ForOp loop);

} // namespace lantern::transforms
