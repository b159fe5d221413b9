// transform.lantern.check_tiling: refuses, changing nothing, tile sizes that would change what the
// target computes (a parallel scf.forall over a reduction loop races on the output) or that are
// not what a schedule can mean (negative, past the loop's extent, an interchange that is not a
// permutation, tile_reduction on a parallel loop); legal sizes pass and the tiling op after it runs.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

#pv = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]

// Rows and columns of P·V in parallel, its reduction loop untiled: legal, and the tiling runs.
// CHECK-LABEL: func.func @forall_parallel_loops
// CHECK: scf.forall
// CHECK: linalg.generic
func.func @forall_parallel_loops(%p: tensor<64x128xf32>, %v: tensor<128x32xf32>, %o: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %r = linalg.generic {indexing_maps = #pv, iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<64x128xf32>, tensor<128x32xf32>) outs(%o : tensor<64x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.check_tiling %g tile_sizes [16, 32, 0] {use_forall} : !transform.any_op
    %t, %l = transform.structured.tile_using_forall %g tile_sizes [16, 32, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The example of issue 21: a non-zero size on P·V's reduction loop in an scf.forall. Refused, with
// the loop named. (A failing split prints no IR: the op's only effect is the refusal.)
#pv = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @forall_reduction_loop(%p: tensor<64x128xf32>, %v: tensor<128x32xf32>, %o: tensor<64x32xf32>) -> tensor<64x32xf32> {
  // expected-note @below {{here}}
  %r = linalg.generic {indexing_maps = #pv, iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<64x128xf32>, tensor<128x32xf32>) outs(%o : tensor<64x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.check_tiling: tile size 8 on loop 2 (reduction) of linalg.generic with scf.forall; the tiles of a parallel loop would accumulate into the same output elements at once (a race)}}
    transform.lantern.check_tiling %g tile_sizes [16, 32, 8] {use_forall} : !transform.any_op
    %t, %l = transform.structured.tile_using_forall %g tile_sizes [16, 32, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The same sizes with sequential scf.for loops are legal: each tile adds to the previous one's sum.
#pv = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
// CHECK-LABEL: func.func @for_reduction_loop
// CHECK-COUNT-3: scf.for
func.func @for_reduction_loop(%p: tensor<64x128xf32>, %v: tensor<128x32xf32>, %o: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %r = linalg.generic {indexing_maps = #pv, iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<64x128xf32>, tensor<128x32xf32>) outs(%o : tensor<64x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.check_tiling %g tile_sizes [16, 32, 8] interchange [2, 0, 1] : !transform.any_op
    %t, %l:3 = transform.structured.tile_using_for %g tile_sizes [16, 32, 8] interchange = [2, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A parallel loop that the output does not depend on (every iteration writes the same row) races
// in an scf.forall just as a reduction does.
func.func @output_independent_of_loop(%x: tensor<64x128xf32>, %o: tensor<64xf32>) -> tensor<64xf32> {
  // expected-note @below {{here}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x128xf32>) outs(%o : tensor<64xf32>) {
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{tile size 32 on loop 1 (parallel), which output 0 of linalg.generic does not depend on, with scf.forall}}
    transform.lantern.check_tiling %g tile_sizes [0, 32] {use_forall} : !transform.any_op
    transform.yield
  }
}

// -----

// A size past the loop's extent, and a negative size.
func.func @sizes_out_of_range(%x: tensor<64x128xf32>, %o: tensor<64x128xf32>) -> tensor<64x128xf32> {
  // expected-note @below {{here}}
  %r = linalg.copy ins(%x : tensor<64x128xf32>) outs(%o : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{tile size 256 on loop 1 (parallel) exceeds its extent 128}}
    transform.lantern.check_tiling %g tile_sizes [16, 256] : !transform.any_op
    transform.yield
  }
}

// -----

// With `clamps` (the tiling op after it clamps sizes to the extents) the same size passes, and the
// other rules still hold.
// CHECK-LABEL: func.func @clamped_size_passes
func.func @clamped_size_passes(%x: tensor<64x128xf32>, %o: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %r = linalg.copy ins(%x : tensor<64x128xf32>) outs(%o : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.check_tiling %g tile_sizes [16, 256] {clamps} : !transform.any_op
    transform.yield
  }
}

// -----

func.func @clamps_keeps_the_race_rule(%x: tensor<64x128xf32>, %o: tensor<64xf32>) -> tensor<64xf32> {
  // expected-note @below {{here}}
  %r = linalg.reduce ins(%x : tensor<64x128xf32>) outs(%o : tensor<64xf32>) dimensions = [1]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32
      linalg.yield %s : f32 }
  return %r : tensor<64xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.reduce"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{tile size 512 on loop 1 (reduction) of linalg.reduce with scf.forall}}
    transform.lantern.check_tiling %g tile_sizes [16, 512] {use_forall, clamps} : !transform.any_op
    transform.yield
  }
}

// -----

func.func @negative_size(%x: tensor<64x128xf32>, %o: tensor<64x128xf32>) -> tensor<64x128xf32> {
  // expected-note @below {{here}}
  %r = linalg.copy ins(%x : tensor<64x128xf32>) outs(%o : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{tile size -4 on loop 0 (parallel) is negative}}
    transform.lantern.check_tiling %g tile_sizes [-4, 0] {use_forall} : !transform.any_op
    transform.yield
  }
}

// -----

// More sizes than loops, and an interchange that is not a permutation.
func.func @too_many_sizes(%x: tensor<64x128xf32>, %o: tensor<64x128xf32>) -> tensor<64x128xf32> {
  // expected-note @below {{here}}
  %r = linalg.copy ins(%x : tensor<64x128xf32>) outs(%o : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{3 tile sizes for linalg.copy with 2 loops}}
    transform.lantern.check_tiling %g tile_sizes [16, 16, 16] : !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_a_permutation(%x: tensor<64x128xf32>, %o: tensor<64x128xf32>) -> tensor<64x128xf32> {
  // expected-note @below {{here}}
  %r = linalg.copy ins(%x : tensor<64x128xf32>) outs(%o : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{interchange is not a permutation of 0..1}}
    transform.lantern.check_tiling %g tile_sizes [16, 16] interchange [1, 1] : !transform.any_op
    transform.yield
  }
}

// -----

// tile_reduction: the row max's key loop is tiled; a size on its row loop is refused.
#rowmax = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>]
func.func @reduction_on_parallel_loop(%s: tensor<64x128xf32>, %o: tensor<64xf32>) -> tensor<64xf32> {
  // expected-note @below {{here}}
  %a = linalg.generic {indexing_maps = #rowmax, iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<64x128xf32>) outs(%o : tensor<64xf32>) {
  ^bb0(%x: f32, %c: f32):
    %m = arith.maximumf %x, %c : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %a : tensor<64xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.check_tiling %a tile_sizes [0, 32] {reduction} : !transform.any_op
    // expected-error @below {{tile size 8 on loop 0 (parallel); tile_reduction tiles reduction loops only}}
    transform.lantern.check_tiling %a tile_sizes [8, 32] {reduction} : !transform.any_op
    transform.yield
  }
}

// -----

// tile_reduction with no size on the reduction loop.
#rowmax = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>]
func.func @reduction_without_size(%s: tensor<64x128xf32>, %o: tensor<64xf32>) -> tensor<64xf32> {
  // expected-note @below {{here}}
  %b = linalg.generic {indexing_maps = #rowmax, iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<64x128xf32>) outs(%o : tensor<64xf32>) {
  ^bb0(%x: f32, %c: f32):
    %m = arith.maximumf %x, %c : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %b : tensor<64xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %b = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{no non-zero tile size on a reduction loop of linalg.generic}}
    transform.lantern.check_tiling %b tile_sizes [0, 0] {reduction} : !transform.any_op
    transform.yield
  }
}

// -----

// expected-note @below {{here}}
func.func @not_tileable() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{the target is func.func, not an op that implements TilingInterface}}
    transform.lantern.check_tiling %f tile_sizes [1] : !transform.any_op
    transform.yield
  }
}

// -----

// fuse with scf.for over P·V's reduction loop: fusion would pull the fill of the accumulator into
// the key loop, and every key tile would start from 0 again.
#pv = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @fused_fill_of_reduction(%p: tensor<64x128xf32>, %v: tensor<128x32xf32>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
  // expected-note @below {{here}}
  %r = linalg.generic {indexing_maps = #pv, iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<64x128xf32>, tensor<128x32xf32>) outs(%o : tensor<64x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // Parallel loops only: legal with fusion.
    transform.lantern.check_tiling %g tile_sizes [16, 32, 0] {fuses_producers} : !transform.any_op
    // expected-error @below {{tile size 8 on loop 2 (reduction) of linalg.generic with its producers fused; fusion pulls the accumulator's initialisation (linalg.fill) into the loop over that reduction}}
    transform.lantern.check_tiling %g tile_sizes [16, 32, 8] {fuses_producers} : !transform.any_op
    transform.yield
  }
}
