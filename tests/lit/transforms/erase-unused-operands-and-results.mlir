// transform.lantern.erase_unused_operands_and_results: upstream's operand/result clean-up of
// linalg.generic ops, and nothing else.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// A duplicate input is merged and an input the body never reads is dropped; the role stays and the
// elementwise producer is not fused.
#map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @duplicate_and_unread_inputs
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<8xf32>, %[[Y:[a-z0-9]+]]: tensor<8xf32>)
func.func @duplicate_and_unread_inputs(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  // CHECK: %[[NEG:.+]] = linalg.generic
  // CHECK: arith.negf
  %neg = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<8xf32>
  // CHECK: linalg.generic
  // CHECK-SAME: ins(%[[NEG]] : tensor<8xf32>)
  // CHECK-SAME: lantern.role = "exp"
  // CHECK: arith.mulf %[[IN:.+]], %[[IN]] : f32
  %r = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]}
      ins(%neg, %neg, %y : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>)
      attrs = {lantern.role = "exp"} {
  ^bb0(%a: f32, %b: f32, %unread: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.erase_unused_operands_and_results %f : !transform.any_op
    transform.yield
  }
}

// -----

// A result nobody uses is removed with its init.
#map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @dead_result
func.func @dead_result(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  // CHECK: %[[R:.+]] = linalg.generic
  // CHECK-SAME: outs(%{{.+}} : tensor<8xf32>)
  // CHECK: linalg.yield %{{.+}} : f32
  // CHECK: return %[[R]]
  %r:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e, %e : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32, %p: f32):
    %n = arith.negf %a : f32
    %m = arith.mulf %a, %a : f32
    linalg.yield %n, %m : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %r#0 : tensor<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.erase_unused_operands_and_results %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the target must be a function with a body; a declaration has none.
// expected-note @below {{target}}
func.func private @declaration(tensor<8xf32>) -> tensor<8xf32>

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.erase_unused_operands_and_results: the target @declaration is a declaration; there is no body to rewrite}}
    transform.lantern.erase_unused_operands_and_results %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: an op that is not a function is refused, not searched.
#map = affine_map<(d0) -> (d0)>
func.func @target_not_a_function(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  // expected-note @below {{target}}
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.erase_unused_operands_and_results: the target is linalg.generic, not a function; the op rewrites a whole function body}}
    transform.lantern.erase_unused_operands_and_results %g : !transform.any_op
    transform.yield
  }
}
