// fold_padding_into_transfers: the vector transfers of a vectorized kernel read pad_lengths' padded
// operands where they are and write its padded result where it goes, out of bounds on the padded
// dimensions, so that no padded copy is made.
//   - A vector.transfer_read of a tensor.pad (low padding 0, a constant pad value), directly or
//     through a tensor.expand_shape that keeps each padded dimension a group of its own, reads the
//     pad's source instead, out of bounds allowed on the padded dimensions with the pad value as the
//     padding: each element read is the one the pad held. A grown dimension that is not a dimension
//     of the vector (its index could point into the padding) keeps the read as it was.
//   - An scf.forall whose one result (its shared out a tensor.empty) is only sliced to a prefix,
//     directly or through such an expand_shape, computes into the slice's shape instead: each
//     parallel_insert_slice of a vector.transfer_write that covers its whole tile becomes a write
//     into the output at the same offsets, min(tile, extent - offset) long on the cut dimensions
//     (out of bounds allowed there): each element stored is one the slice kept, and no other. A
//     tile computed by a loop nested in it (a block's warps), whose shared out is the outer one
//     sliced at the tile (through an expand_shape of unit dimensions) and whose result is inserted
//     back there (through the inverse collapse_shape), is cut the same way, and its own tiles
//     max(0, min(tile, kept - offset)) long.
// Pads and reshapes left without uses are erased. Where an access is anything else (scalar loops,
// an extract_slice, a masked transfer), that pad or result stays as it is.
#pragma once

#include "mlir/IR/Operation.h"
#include "mlir/IR/PatternMatch.h"

namespace lantern::transforms {

struct PaddingFolds {
  int reads = 0;   // transfer_reads that now read a pad's source
  int results = 0; // scf.forall results that now have the sliced shape
};

PaddingFolds foldPaddingIntoTransfers(mlir::RewriterBase &rewriter, mlir::Operation *root);

} // namespace lantern::transforms
