// transform.lantern.fold_reshape_ops_by_expansion: reshapes fold into elementwise linalg ops by
// expanding their loops; folds that would expand a reduction are refused.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// A collapse_shape feeding an elementwise op moves past it: the op runs on the expanded shape and
// keeps its role.
#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @collapse_into_consumer
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<4x8x16xf32>)
func.func @collapse_into_consumer(%x: tensor<4x8x16xf32>) -> tensor<32x16xf32> {
  // CHECK: %[[R:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[X]] : tensor<4x8x16xf32>)
  // CHECK-SAME: lantern.role = "scale"
  // CHECK: %[[C:.+]] = tensor.collapse_shape %[[R]] {{\[}}[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
  // CHECK: return %[[C]]
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
  %e = tensor.empty() : tensor<32x16xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<32x16xf32>) outs(%e : tensor<32x16xf32>) attrs = {lantern.role = "scale"} {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<32x16xf32>
  return %r : tensor<32x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fold_reshape_ops_by_expansion %f : !transform.any_op
    transform.yield
  }
}

// -----

// An expand_shape of an elementwise result moves before it. Next to it, the collapse_shape that
// feeds a reduction stays: the step applied, so the refusal is not a failure.
#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @expand_of_producer
func.func @expand_of_producer(%x: tensor<32x16xf32>, %y: tensor<4x8x16xf32>) -> (tensor<4x8x16xf32>, tensor<32xf32>) {
  // CHECK: %[[XE:.+]] = tensor.expand_shape %{{.+}} {{\[}}[0, 1], [2]] output_shape [4, 8, 16]
  // CHECK: linalg.generic
  // CHECK-SAME: ins(%[[XE]] : tensor<4x8x16xf32>)
  // CHECK-NOT: tensor.expand_shape
  %e = tensor.empty() : tensor<32x16xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x16xf32>) outs(%e : tensor<32x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<32x16xf32>
  %x3 = tensor.expand_shape %r [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
  // CHECK: %[[YC:.+]] = tensor.collapse_shape %{{.+}} {{\[}}[0, 1], [2]]
  // CHECK: linalg.generic
  // CHECK-SAME: iterator_types = ["parallel", "reduction"]
  // CHECK-SAME: ins(%[[YC]] : tensor<32x16xf32>)
  %yc = tensor.collapse_shape %y [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
  %zero = arith.constant 0.0 : f32
  %acc0 = tensor.empty() : tensor<32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%acc0 : tensor<32xf32>) -> tensor<32xf32>
  %sum = linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%yc : tensor<32x16xf32>) outs(%acc : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<32xf32>
  return %x3, %sum : tensor<4x8x16xf32>, tensor<32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fold_reshape_ops_by_expansion %f : !transform.any_op
    transform.yield
  }
}

// -----

// A handle to a rewritten op follows it to its replacement.
#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @handle_follows
func.func @handle_follows(%x: tensor<4x8x16xf32>) -> tensor<32x16xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
  %e = tensor.empty() : tensor<32x16xf32>
  // CHECK: linalg.generic
  // CHECK-SAME: tensor<4x8x16xf32>
  // expected-remark @below {{tracked}}
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<32x16xf32>) outs(%e : tensor<32x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<32x16xf32>
  return %r : tensor<32x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fold_reshape_ops_by_expansion %f : !transform.any_op
    transform.debug.emit_remark_at %g, "tracked" : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a reshape next to a reduction (here the row max of the attention chain) is not folded;
// when that leaves nothing to fold, the op fails and says why.
#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @only_reductions(%s: tensor<4x8x16xf32>, %init: tensor<32xf32>) -> tensor<32xf32> {
  // expected-note @below {{left alone: folding tensor.collapse_shape into linalg.generic {lantern.role = "row_max"} would expand a reduction (over d1)}}
  %c = tensor.collapse_shape %s [[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
  %m = linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<32x16xf32>) outs(%init : tensor<32xf32>) attrs = {lantern.role = "row_max"} {
  ^bb0(%a: f32, %o: f32):
    %x = arith.maximumf %a, %o : f32
    linalg.yield %x : f32
  } -> tensor<32xf32>
  return %m : tensor<32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fold_reshape_ops_by_expansion: folding tensor.collapse_shape into linalg.generic {lantern.role = "row_max"} would expand a reduction (over d1); the reductions of the attention chain keep the loops that later steps refer to by position}}
    transform.lantern.fold_reshape_ops_by_expansion %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the expand_shape of a contraction's result (Q·Kᵀ as torch-mlir emits it) stays too.
#lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#rhs = affine_map<(d0, d1, d2) -> (d2, d1)>
#acc = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @expand_of_contraction(%q: tensor<32x64xf32>, %k: tensor<64x16xf32>, %init: tensor<32x16xf32>) -> tensor<4x8x16xf32> {
  %qk = linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<32x64xf32>, tensor<64x16xf32>) outs(%init : tensor<32x16xf32>) attrs = {lantern.role = "qk"} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<32x16xf32>
  // expected-note @below {{left alone: folding tensor.expand_shape into linalg.generic {lantern.role = "qk"} would expand a reduction (over d2)}}
  %e = tensor.expand_shape %qk [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
  return %e : tensor<4x8x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{would expand a reduction (over d2)}}
    transform.lantern.fold_reshape_ops_by_expansion %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the target must be a function with a body.
module {
  // expected-note @below {{target}}
  module @inner {
  }
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["builtin.module"]} attributes{sym_name = "inner"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fold_reshape_ops_by_expansion: the target is builtin.module, not a function; the op rewrites a whole function body}}
    transform.lantern.fold_reshape_ops_by_expansion %m : !transform.any_op
    transform.yield
  }
}
