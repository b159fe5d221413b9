// pack_key_tiles: a key tile that the key loop re-lays out for its contraction (K read, transposed
// to Kᵀ, scaled) the same way for every block of query rows is computed once per tile instead, in a
// loop of its own before the row loop, into a packed tensor of whole tiles; the key loop reads its
// tile from there.
//
// The target is a key loop (scf.for with static bounds) inside a row loop (scf.forall with static
// bounds). A chain is packed when it ends at an operand of a vector.contract in the key loop's body and
// runs, in that body, from a vector.transfer_read (unmasked, of a tensor defined outside the row loop,
// at indices that are the key loop's induction variable, some of the row loop's and values defined
// outside it) through single-use vector.transpose and elementwise ops whose other operands are
// defined outside the row loop, and contains a transpose, or else is read by the contraction with
// the reduction dimension last and the result's column dimension first (K as [keys, d] in Q·Kᵀ): that
// tile is packed transposed and the contraction's map of it swapped, so it is read reduction-major
// (the CPU's rolled contraction transposed it per tile with a scalar loop). The read must not use every induction
// variable of the row loop (else no block shares the tile). The packing loop is an scf.forall over
// the row loop's induction variables the read uses and the key loop's iterations, each computing the
// chain for its tile (the same ops on the same elements: bitwise the same values) into
// tensor<[used trip counts] x [key tiles] x [tile shape]>.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace lantern::transforms {

// Packs each such chain of `loop`. A refusal (nothing changed) when none is.
std::optional<Refusal> packKeyTiles(mlir::RewriterBase &rewriter, mlir::scf::ForOp loop);

} // namespace lantern::transforms
