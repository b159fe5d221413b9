// transform.lantern.fold_unit_extent_dims: upstream's unit-extent folding (reshapes at the
// boundary), with the discardable attributes of a rewritten op moved to its replacement.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// A single-row elementwise op becomes 1-D between a collapse and an expand, and keeps its role.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[ID1:.+]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[SCALAR:.+]] = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @unit_row
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<1x8xf32>, %[[M:[a-z0-9]+]]: tensor<1xf32>)
func.func @unit_row(%s: tensor<1x8xf32>, %m: tensor<1xf32>) -> tensor<1x8xf32> {
  // CHECK-DAG: %[[S1:.+]] = tensor.collapse_shape %[[S]] {{\[}}[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
  // CHECK-DAG: %[[M0:.+]] = tensor.collapse_shape %[[M]] [] : tensor<1xf32> into tensor<f32>
  // CHECK: %[[R:.+]] = linalg.generic {indexing_maps = [#[[ID1]], #[[SCALAR]], #[[ID1]]], iterator_types = ["parallel"]}
  // CHECK-SAME: ins(%[[S1]], %[[M0]] : tensor<8xf32>, tensor<f32>) outs(%{{.+}} : tensor<8xf32>)
  // CHECK-SAME: lantern.role = "exp"
  // CHECK: arith.subf
  // CHECK: math.exp
  // CHECK: %[[X:.+]] = tensor.expand_shape %[[R]] {{\[}}[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32>
  // CHECK: return %[[X]]
  %e = tensor.empty() : tensor<1x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<1x8xf32>, tensor<1xf32>) outs(%e : tensor<1x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %d = arith.subf %x, %mx : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<1x8xf32>
  return %r : tensor<1x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fold_unit_extent_dims %f : !transform.any_op
    transform.yield
  }
}

// -----

// A single-row reduction keeps only its reduction loop, and its role.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @unit_row_reduction
func.func @unit_row_reduction(%s: tensor<1x8xf32>, %init: tensor<1xf32>) -> tensor<1xf32> {
  // CHECK: %[[R:.+]] = linalg.generic
  // CHECK-SAME: iterator_types = ["reduction"]
  // CHECK-SAME: ins(%{{.+}} : tensor<8xf32>) outs(%{{.+}} : tensor<f32>)
  // CHECK-SAME: lantern.role = "sum"
  // CHECK: arith.addf
  // CHECK: %[[X:.+]] = tensor.expand_shape %[[R]] [] output_shape [1] : tensor<f32> into tensor<1xf32>
  // CHECK: return %[[X]]
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<1x8xf32>) outs(%init : tensor<1xf32>) attrs = {lantern.role = "sum"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<1xf32>
  return %r : tensor<1xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fold_unit_extent_dims %f : !transform.any_op
    transform.yield
  }
}

// -----

// Nothing to fold: the function is left as it is and the op succeeds.
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @no_unit_dims
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<4x8xf32>)
func.func @no_unit_dims(%s: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // CHECK-NOT: tensor.collapse_shape
  // CHECK: %[[R:.+]] = linalg.generic
  // CHECK-SAME: iterator_types = ["parallel", "parallel"]
  // CHECK-SAME: ins(%[[S]] : tensor<4x8xf32>)
  // CHECK-SAME: lantern.role = "exp"
  // CHECK-NOT: tensor.expand_shape
  // CHECK: return %[[R]]
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fold_unit_extent_dims %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the target must be a function with a body; a declaration has none.
// expected-note @below {{target}}
func.func private @declaration(tensor<1x8xf32>) -> tensor<1x8xf32>

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fold_unit_extent_dims: the target @declaration is a declaration; there is no body to rewrite}}
    transform.lantern.fold_unit_extent_dims %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: an op that is not a function is refused, not rewritten.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @target_not_a_function(%s: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %e = tensor.empty() : tensor<1x8xf32>
  // expected-note @below {{target}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<1x8xf32>) outs(%e : tensor<1x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<1x8xf32>
  return %r : tensor<1x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fold_unit_extent_dims: the target is linalg.generic {lantern.role = "exp"}, not a function; the op rewrites a whole function body}}
    transform.lantern.fold_unit_extent_dims %g : !transform.any_op
    transform.yield
  }
}
