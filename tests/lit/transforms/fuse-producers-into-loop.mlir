// transform.lantern.fuse_producers_into_loop: every tileable producer that the loop reads one slice
// of is computed tile by tile inside the loop, the whole chain at once.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// The key loop reads a slice of the masked scores; the mask's select and the scaling of the scores
// it reads both move in, reading slices of the function's inputs, and disappear outside.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @fuse_chain
// CHECK-SAME: (%[[QK:[a-z0-9]+]]: tensor<4x8xf32>, %[[MASK:[a-z0-9]+]]: tensor<4x8xi1>)
func.func @fuse_chain(%qk: tensor<4x8xf32>, %mask: tensor<4x8xi1>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %e = tensor.empty() : tensor<4x8xf32>
  // CHECK-NOT: linalg.generic
  // CHECK: %[[M:.+]] = scf.for %[[K:[a-z0-9]+]] =
  // CHECK-DAG: %[[QKT:.+]] = tensor.extract_slice %[[QK]][0, %[[K]]] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  // CHECK-DAG: %[[MT:.+]] = tensor.extract_slice %[[MASK]][0, %[[K]]] [4, 4] [1, 1] : tensor<4x8xi1> to tensor<4x4xi1>
  // The tiles write into tile-sized destinations.
  // CHECK: %[[INIT:.+]] = tensor.empty() : tensor<4x4xf32>
  // CHECK: %[[ST:.+]] = linalg.generic {{.*}}ins(%[[QKT]] : tensor<4x4xf32>) outs(%[[INIT]] : tensor<4x4xf32>)
  // CHECK-SAME: lantern.role = "scale"
  // CHECK: arith.mulf
  // CHECK: %[[PT:.+]] = linalg.generic {{.*}}ins(%[[MT]], %[[ST]] : tensor<4x4xi1>, tensor<4x4xf32>) outs(%[[INIT]] : tensor<4x4xf32>)
  // CHECK-SAME: lantern.role = "mask"
  // CHECK: arith.select
  // CHECK: %[[R:.+]] = linalg.generic {{.*}}ins(%[[PT]] : tensor<4x4xf32>)
  // CHECK-SAME: lantern.role = "max"
  // CHECK: scf.yield %[[R]]
  // CHECK-NOT: linalg.generic
  // CHECK: return %[[M]]
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%qk : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) attrs = {lantern.role = "scale"} {
  ^bb0(%x: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %y = arith.mulf %x, %half : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mask, %scaled : tensor<4x8xi1>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) attrs = {lantern.role = "mask"} {
  ^bb0(%c: i1, %x: f32, %o: f32):
    %y = arith.select %c, %ninf, %x : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %masked[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  return %m : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fuse_producers_into_loop %loop : !transform.any_op
    transform.yield
  }
}

// -----

// A producer that something after the loop also reads whole is computed inside the loop and kept
// outside for that reader.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @producer_also_read_outside
// CHECK-SAME: (%[[QK:[a-z0-9]+]]: tensor<4x8xf32>)
func.func @producer_also_read_outside(%qk: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4x8xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %e = tensor.empty() : tensor<4x8xf32>
  // CHECK: %[[S:.+]] = linalg.generic {{.*}}ins(%[[QK]] : tensor<4x8xf32>)
  // CHECK-SAME: lantern.role = "scale"
  // CHECK: %[[M:.+]] = scf.for %[[K:[a-z0-9]+]] =
  // CHECK: %[[QKT:.+]] = tensor.extract_slice %[[QK]][0, %[[K]]] [4, 4] [1, 1]
  // CHECK: %[[ST:.+]] = linalg.generic {{.*}}ins(%[[QKT]] : tensor<4x4xf32>)
  // CHECK-SAME: lantern.role = "scale"
  // CHECK: linalg.generic {{.*}}ins(%[[ST]] : tensor<4x4xf32>)
  // CHECK-SAME: lantern.role = "max"
  // CHECK: scf.yield
  // CHECK: return %[[M]], %[[S]]
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%qk : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) attrs = {lantern.role = "scale"} {
  ^bb0(%x: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %y = arith.mulf %x, %half : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %scaled[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  return %m, %scaled : tensor<4xf32>, tensor<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fuse_producers_into_loop %loop : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the target must be a loop.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @target_not_a_loop(%qk: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-note @below {{here}}
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%qk : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %y = arith.mulf %x, %half : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return %scaled : tensor<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_producers_into_loop: the target is linalg.generic, not a loop; producers are fused into a loop}}
    transform.lantern.fuse_producers_into_loop %g : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a loop that only reads slices of function arguments has nothing to fuse.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @nothing_to_fuse(%s: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  // expected-note @below {{here}}
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %init) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  return %m : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_producers_into_loop: the loop reads no slice of a tileable op defined outside it; there is nothing to fuse}}
    transform.lantern.fuse_producers_into_loop %loop : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a slice that is the same on every iteration is not a reason to fuse (it would only
// recompute the producer on each iteration).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @invariant_slice(%qk: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %e = tensor.empty() : tensor<4x8xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%qk : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %y = arith.mulf %x, %half : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  // expected-note @below {{here}}
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %init) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %scaled[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  return %m : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{the loop reads no slice of a tileable op defined outside it}}
    transform.lantern.fuse_producers_into_loop %loop : !transform.any_op
    transform.yield
  }
}

// -----

// GQA: the loop over query heads reads head %h of K broadcast from 2 to 4 heads through
// expand_shape / broadcast / collapse_shape. The slice moves above the collapse (%h delinearized
// into the (kv head, group) pair) and the expand (one element: linearized), so the broadcast and
// the scaling before it are tiled to one head and fused: the loop reads kv head %h / 2 of K. (The
// whole-tensor chain outside is left dead for the cleanup step.)
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#bcast = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @gqa
// CHECK-SAME: (%[[K:[a-z0-9]+]]: tensor<2x8x4xf32>
// CHECK: scf.forall (%[[H:.+]]) in (4)
// CHECK: %[[KV:.+]]:2 = affine.delinearize_index %[[H]] into (2, 2)
// CHECK: %[[KVH:.+]] = affine.linearize_index [%[[KV]]#0, %{{.+}}] by (2, 1)
// CHECK: tensor.extract_slice %[[K]][%[[KVH]], 0, 0] [1, 8, 4] [1, 1, 1]
// CHECK: arith.mulf
// CHECK: linalg.generic
// CHECK: scf.forall.in_parallel
func.func @gqa(%k: tensor<2x8x4xf32>, %out: tensor<4x8x4xf32>) -> tensor<4x8x4xf32> {
  %e = tensor.empty() : tensor<2x8x4xf32>
  %scaled = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%k : tensor<2x8x4xf32>) outs(%e : tensor<2x8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %y = arith.mulf %x, %half : f32
    linalg.yield %y : f32
  } -> tensor<2x8x4xf32>
  %x = tensor.expand_shape %scaled [[0, 1], [2], [3]] output_shape [2, 1, 8, 4] : tensor<2x8x4xf32> into tensor<2x1x8x4xf32>
  %e2 = tensor.empty() : tensor<2x2x8x4xf32>
  %b = linalg.generic {indexing_maps = [#bcast, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x1x8x4xf32>) outs(%e2 : tensor<2x2x8x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<2x2x8x4xf32>
  %c = tensor.collapse_shape %b [[0, 1], [2], [3]] : tensor<2x2x8x4xf32> into tensor<4x8x4xf32>
  %r = scf.forall (%h) in (4) shared_outs(%o = %out) -> (tensor<4x8x4xf32>) {
    %t = tensor.extract_slice %c[%h, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<4x8x4xf32> to tensor<1x8x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%h, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x4xf32> into tensor<4x8x4xf32>
    }
  }
  return %r : tensor<4x8x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fuse_producers_into_loop %l : !transform.any_op
    transform.yield
  }
}

// -----

// if_present: nothing to fuse is not an error.
// CHECK-LABEL: func.func @nothing
func.func @nothing(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %x) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fuse_producers_into_loop %l if_present : !transform.any_op
    transform.yield
  }
}
