// transform.lantern.fold_padding_into_transfers: vector reads of a tensor.pad read its source, out of
// bounds on the padded dimensions with the pad's value as padding; a forall's result sliced to a
// prefix is computed at the slice's shape, each tile written min(tile, extent - offset) long.
// Anything else is left as it was.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file | FileCheck %s

// A row loop over 40 rows padded to 64 (two tiles of 32), through the reshapes pad_lengths leaves:
// Q is read through an expand_shape of its pad (now of its source; the clean-ups fold it away), the key bias (padded with -inf) directly; the
// result's padded rows are sliced off after an expand_shape.
// CHECK-LABEL: func.func @row_loop
// CHECK-SAME: (%[[Q:.+]]: tensor<1x2x40x16xf32>, %[[BIAS:.+]]: tensor<40xf32>)
// CHECK-NOT: tensor.pad
// CHECK: %[[C:.+]] = tensor.collapse_shape %[[Q]]
// CHECK: %[[UQ:.+]] = tensor.expand_shape %[[C]] {{.*}} into tensor<1x2x40x16xf32>
// CHECK-NOT: tensor.pad
// CHECK: %[[OUT:.+]] = tensor.empty() : tensor<2x40x16xf32>
// CHECK: %[[LOOP:.+]] = scf.forall (%[[H:.+]], %[[R:.+]]) = (0, 0) to (2, 64) step (1, 32) shared_outs(%[[ACC:.+]] = %[[OUT]]) -> (tensor<2x40x16xf32>)
// CHECK: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: vector.transfer_read %[[UQ]][%c0, %[[H]], %[[R]], %c0], %[[ZERO]] {in_bounds = [false, true]} : tensor<1x2x40x16xf32>, vector<32x16xf32>
// CHECK: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK: vector.transfer_read %[[BIAS]][%[[R]]], %[[NINF]] : tensor<40xf32>, vector<32xf32>
// CHECK: %[[CUT:.+]] = affine.min #{{[a-z0-9_]+}}(){{\[}}%[[R]]]
// CHECK: %[[KEPT:.+]] = affine.max #{{[a-z0-9_]+}}(){{\[}}%[[CUT]]]
// CHECK: %[[DST:.+]] = tensor.extract_slice %[[ACC]][%[[H]], %[[R]], 0] [1, %[[KEPT]], 16] [1, 1, 1] : tensor<2x40x16xf32> to tensor<?x16xf32>
// CHECK: %[[W:.+]] = vector.transfer_write %{{.+}}, %[[DST]][%c0, %c0] {in_bounds = [false, true]} : vector<32x16xf32>, tensor<?x16xf32>
// CHECK: tensor.parallel_insert_slice %[[W]] into %[[ACC]][%[[H]], %[[R]], 0] [1, %[[KEPT]], 16] [1, 1, 1] : tensor<?x16xf32> into tensor<2x40x16xf32>
// CHECK: %[[E:.+]] = tensor.expand_shape %[[LOOP]] {{\[}}[0, 1], [2], [3]] output_shape [1, 2, 40, 16]
// CHECK: return %[[E]] : tensor<1x2x40x16xf32>
func.func @row_loop(%q: tensor<1x2x40x16xf32>, %bias: tensor<40xf32>) -> tensor<1x2x40x16xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %poison = ub.poison : f32
  %collapsed = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<1x2x40x16xf32> into tensor<2x40x16xf32>
  %padded = tensor.pad %collapsed low[0, 0, 0] high[0, 24, 0] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %zero : f32
  } : tensor<2x40x16xf32> to tensor<2x64x16xf32>
  %expanded = tensor.expand_shape %padded [[0, 1], [2], [3]] output_shape [1, 2, 64, 16] : tensor<2x64x16xf32> into tensor<1x2x64x16xf32>
  %pbias = tensor.pad %bias nofold low[0] high[24] {
  ^bb0(%i: index):
    tensor.yield %ninf : f32
  } : tensor<40xf32> to tensor<64xf32>
  %init = tensor.empty() : tensor<2x64x16xf32>
  %tile = tensor.empty() : tensor<32x16xf32>
  %r = scf.forall (%h, %row) = (0, 0) to (2, 64) step (1, 32) shared_outs(%acc = %init) -> (tensor<2x64x16xf32>) {
    %x = vector.transfer_read %expanded[%c0, %h, %row, %c0], %poison {in_bounds = [true, true]} : tensor<1x2x64x16xf32>, vector<32x16xf32>
    %b = vector.transfer_read %pbias[%row], %poison {in_bounds = [true]} : tensor<64xf32>, vector<32xf32>
    %bb = vector.broadcast %b : vector<32xf32> to vector<16x32xf32>
    %bt = vector.transpose %bb, [1, 0] : vector<16x32xf32> to vector<32x16xf32>
    %y = arith.addf %x, %bt : vector<32x16xf32>
    %w = vector.transfer_write %y, %tile[%c0, %c0] {in_bounds = [true, true]} : vector<32x16xf32>, tensor<32x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %acc[%h, %row, 0] [1, 32, 16] [1, 1, 1] : tensor<32x16xf32> into tensor<2x64x16xf32>
    }
  }
  %e = tensor.expand_shape %r [[0, 1], [2], [3]] output_shape [1, 2, 64, 16] : tensor<2x64x16xf32> into tensor<1x2x64x16xf32>
  %s = tensor.extract_slice %e[0, 0, 0, 0] [1, 2, 40, 16] [1, 1, 1, 1] : tensor<1x2x64x16xf32> to tensor<2x40x16xf32>
  %o = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [1, 2, 40, 16] : tensor<2x40x16xf32> into tensor<1x2x40x16xf32>
  return %o : tensor<1x2x40x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.lantern.fold_padding_into_transfers %root : !transform.any_op
    transform.yield
  }
}

// -----

// Left as they are: a pad read by a linalg op (scalar code), a read whose padded dimension is not a
// dimension of the vector (its index may point into the padding: one row of a padded 40x16 read as
// a vector over the columns), a pad with low padding, and a loop whose result is read whole.
// CHECK-LABEL: func.func @left_alone
// CHECK: %[[P0:.+]] = tensor.pad %arg0 low[0, 0] high[24, 0]
// CHECK: linalg.copy ins(%[[P0]] : tensor<64x16xf32>)
// CHECK: %[[P1:.+]] = tensor.pad %arg0 low[0, 0] high[24, 0]
// CHECK: vector.transfer_read %[[P1]][%{{.+}}, %c0], %{{.+}} {in_bounds = [true]} : tensor<64x16xf32>, vector<16xf32>
// CHECK: %[[P2:.+]] = tensor.pad %arg0 low[8, 0] high[16, 0]
// CHECK: vector.transfer_read %[[P2]][%c0, %c0], %{{.+}} {in_bounds = [true, true]} : tensor<64x16xf32>, vector<32x16xf32>
// CHECK: scf.forall {{.*}} -> (tensor<64x16xf32>)
// CHECK: tensor.parallel_insert_slice %{{.+}} into %{{.+}}[%{{.+}}, 0] [32, 16] [1, 1] : tensor<32x16xf32> into tensor<64x16xf32>
func.func @left_alone(%a: tensor<40x16xf32>, %out: tensor<64x16xf32>, %row: index)
    -> (tensor<64x16xf32>, vector<16xf32>, vector<32x16xf32>, tensor<64x16xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %p0 = tensor.pad %a low[0, 0] high[24, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<40x16xf32> to tensor<64x16xf32>
  %copied = linalg.copy ins(%p0 : tensor<64x16xf32>) outs(%out : tensor<64x16xf32>) -> tensor<64x16xf32>
  %p1 = tensor.pad %a low[0, 0] high[24, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<40x16xf32> to tensor<64x16xf32>
  %one = vector.transfer_read %p1[%row, %c0], %zero {in_bounds = [true]} : tensor<64x16xf32>, vector<16xf32>
  %p2 = tensor.pad %a low[8, 0] high[16, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<40x16xf32> to tensor<64x16xf32>
  %low = vector.transfer_read %p2[%c0, %c0], %zero {in_bounds = [true, true]} : tensor<64x16xf32>, vector<32x16xf32>
  %init = tensor.empty() : tensor<64x16xf32>
  %tile = tensor.empty() : tensor<32x16xf32>
  %whole = scf.forall (%r) = (0) to (64) step (32) shared_outs(%acc = %init) -> (tensor<64x16xf32>) {
    %w = vector.transfer_write %low, %tile[%c0, %c0] {in_bounds = [true, true]} : vector<32x16xf32>, tensor<32x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %acc[%r, 0] [32, 16] [1, 1] : tensor<32x16xf32> into tensor<64x16xf32>
    }
  }
  return %copied, %one, %low, %whole : tensor<64x16xf32>, vector<16xf32>, vector<32x16xf32>, tensor<64x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.lantern.fold_padding_into_transfers %root : !transform.any_op
    transform.yield
  }
}

// -----

// A block of warps (the CUDA schedule's two loops): the block loop's tile of 64 rows is the warp
// loop's shared out (through an expand_shape of a unit dimension), each warp writes 16 rows. With 40
// of 128 rows kept, the block's tile keeps max(0, min(64, 40 - row)) rows (the second block none),
// each warp's max(0, min(16, kept - warp)) (the last warps of the first block none), and the warp's
// write may pass its tile's end.
// CHECK-LABEL: func.func @block_of_warps
// CHECK: %[[OUT:.+]] = tensor.empty() : tensor<2x40x16xf32>
// CHECK: scf.forall (%[[H:.+]], %[[R:.+]]) = (0, 0) to (2, 128) step (1, 64) shared_outs(%[[ACC:.+]] = %[[OUT]]) -> (tensor<2x40x16xf32>)
// CHECK: %[[CUT:.+]] = affine.min #{{[a-z0-9_]+}}(){{\[}}%[[R]]]
// CHECK: %[[ROWS:.+]] = affine.max #{{[a-z0-9_]+}}(){{\[}}%[[CUT]]]
// CHECK: %[[BLOCK:.+]] = tensor.extract_slice %[[ACC]][%[[H]], %[[R]], 0] [1, %[[ROWS]], 16] [1, 1, 1] : tensor<2x40x16xf32> to tensor<?x16xf32>
// CHECK: %[[EXP:.+]] = tensor.expand_shape %[[BLOCK]] {{\[}}[0, 1], [2]] output_shape [1, %[[ROWS]], 16] : tensor<?x16xf32> into tensor<1x?x16xf32>
// CHECK: %[[WARPS:.+]] = scf.forall (%[[W:.+]]) = (0) to (64) step (16) shared_outs(%[[TILE:.+]] = %[[EXP]]) -> (tensor<1x?x16xf32>)
// CHECK: %[[DIM:.+]] = tensor.dim %[[TILE]], %c1
// CHECK: %[[MIN:.+]] = affine.min #{{[a-z0-9_]+}}(){{\[}}%[[W]], %[[DIM]]]
// CHECK: %[[KEPT:.+]] = affine.max #{{[a-z0-9_]+}}(){{\[}}%[[MIN]]]
// CHECK: %[[MINE:.+]] = tensor.extract_slice %[[TILE]][0, %[[W]], 0] [1, %[[KEPT]], 16] [1, 1, 1] : tensor<1x?x16xf32> to tensor<?x16xf32>
// CHECK: %[[WRITTEN:.+]] = vector.transfer_write %{{.+}}, %[[MINE]][%c0, %c0] {in_bounds = [false, true]} : vector<16x16xf32>, tensor<?x16xf32>
// CHECK: tensor.parallel_insert_slice %[[WRITTEN]] into %[[TILE]][0, %[[W]], 0] [1, %[[KEPT]], 16] [1, 1, 1] : tensor<?x16xf32> into tensor<1x?x16xf32>
// CHECK: %[[BACK:.+]] = tensor.collapse_shape %[[WARPS]] {{\[}}[0, 1], [2]] : tensor<1x?x16xf32> into tensor<?x16xf32>
// CHECK: tensor.parallel_insert_slice %[[BACK]] into %[[ACC]][%[[H]], %[[R]], 0] [1, %[[ROWS]], 16] [1, 1, 1] : tensor<?x16xf32> into tensor<2x40x16xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: return
func.func @block_of_warps(%v: vector<16x16xf32>) -> tensor<2x40x16xf32> {
  %c0 = arith.constant 0 : index
  %init = tensor.empty() : tensor<2x128x16xf32>
  %all = scf.forall (%h, %r) = (0, 0) to (2, 128) step (1, 64) shared_outs(%acc = %init) -> (tensor<2x128x16xf32>) {
    %block = tensor.extract_slice %acc[%h, %r, 0] [1, 64, 16] [1, 1, 1] : tensor<2x128x16xf32> to tensor<64x16xf32>
    %exp = tensor.expand_shape %block [[0, 1], [2]] output_shape [1, 64, 16] : tensor<64x16xf32> into tensor<1x64x16xf32>
    %warps = scf.forall (%w) = (0) to (64) step (16) shared_outs(%tile = %exp) -> (tensor<1x64x16xf32>) {
      %mine = tensor.extract_slice %tile[0, %w, 0] [1, 16, 16] [1, 1, 1] : tensor<1x64x16xf32> to tensor<16x16xf32>
      %written = vector.transfer_write %v, %mine[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, tensor<16x16xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %written into %tile[0, %w, 0] [1, 16, 16] [1, 1, 1] : tensor<16x16xf32> into tensor<1x64x16xf32>
      }
    }
    %back = tensor.collapse_shape %warps [[0, 1], [2]] : tensor<1x64x16xf32> into tensor<64x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %back into %acc[%h, %r, 0] [1, 64, 16] [1, 1, 1] : tensor<64x16xf32> into tensor<2x128x16xf32>
    }
  }
  %kept = tensor.extract_slice %all[0, 0, 0] [2, 40, 16] [1, 1, 1] : tensor<2x128x16xf32> to tensor<2x40x16xf32>
  return %kept : tensor<2x40x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.lantern.fold_padding_into_transfers %root : !transform.any_op
    transform.yield
  }
}
