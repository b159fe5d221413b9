// transform.lantern.fold_scalar_or_splat_constant: a linalg.generic input that is a scalar or splat
// constant becomes a scalar constant inside the body; nothing else is rewritten.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// A splat input disappears into the body; the op keeps its role; the elementwise producer is not
// fused (that would be linalg-fuse-elementwise-ops).
#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @splat_input
func.func @splat_input(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // CHECK-NOT: dense<
  // CHECK: %[[NEG:.+]] = linalg.generic
  // CHECK: arith.negf
  // CHECK: %[[C:.+]] = arith.constant 2.000000e+00 : f32
  // CHECK: linalg.generic
  // CHECK-SAME: ins(%[[NEG]] : tensor<4x8xf32>)
  // CHECK-SAME: lantern.role = "scale"
  // CHECK: arith.mulf %{{.+}}, %[[C]] : f32
  %two = arith.constant dense<2.0> : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %neg = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%neg, %two : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>)
      attrs = {lantern.role = "scale"} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  // CHECK: return
  return %r : tensor<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fold_scalar_or_splat_constant %f : !transform.any_op
    transform.yield
  }
}

// -----

// A scalar operand (a broadcast of one value over the loops) folds the same way.
#map = affine_map<(d0, d1) -> (d0, d1)>
#scalar = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @scalar_input
func.func @scalar_input(%x: tensor<4x8xi32>) -> tensor<4x8xi32> {
  // CHECK: %[[C:.+]] = arith.constant 3 : i32
  // CHECK: linalg.generic
  // CHECK-SAME: ins(%{{.+}} : tensor<4x8xi32>)
  // CHECK: arith.addi %{{.+}}, %[[C]] : i32
  %three = arith.constant 3 : i32
  %e = tensor.empty() : tensor<4x8xi32>
  %r = linalg.generic {indexing_maps = [#map, #scalar, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %three : tensor<4x8xi32>, i32) outs(%e : tensor<4x8xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %s = arith.addi %a, %b : i32
    linalg.yield %s : i32
  } -> tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fold_scalar_or_splat_constant %f : !transform.any_op
    transform.yield
  }
}

// -----

// A constant with more than one value stays an input, and a function with nothing to fold is not a
// failure: a schedule can run the step on any graph.
#map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @not_splat
func.func @not_splat(%x: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK: %[[C:.+]] = arith.constant dense<[1.000000e+00, 2.000000e+00]>
  // CHECK: ins(%{{.+}}, %[[C]] : tensor<2xf32>, tensor<2xf32>)
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %c : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fold_scalar_or_splat_constant %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the target must be a function with a body.
#map = affine_map<(d0) -> (d0)>
func.func @target_not_a_function(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = arith.constant dense<2.0> : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  // expected-note @below {{target}}
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %c : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fold_scalar_or_splat_constant: the target is linalg.generic, not a function; the op rewrites a whole function body}}
    transform.lantern.fold_scalar_or_splat_constant %g : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a constant that is the only operand giving a loop its extent must stay, or the op's
// loop bounds could not be computed.
#in = affine_map<(d0) -> (d0)>
#out = affine_map<(d0) -> ()>
func.func @constant_defines_a_loop(%init: tensor<f32>) -> tensor<f32> {
  %c = arith.constant dense<1.0> : tensor<8xf32>
  // expected-note @below {{left alone: input #0 of linalg.generic is a constant, but the only operand that gives loop d0 its extent}}
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction"]}
      ins(%c : tensor<8xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fold_scalar_or_splat_constant: input #0 of linalg.generic is a constant, but the only operand that gives loop d0 its extent; without it the op's loop bounds could not be computed}}
    transform.lantern.fold_scalar_or_splat_constant %f : !transform.any_op
    transform.yield
  }
}
