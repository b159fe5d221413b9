// transform.lantern.multiply_by_row_reciprocal: a tile divided by a row value spread over it becomes
// the tile times the row's reciprocal, spread the same way.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// The flash loop's end: the output tile over the row sum (broadcast, transposed); the guard's select
// reads the quotient as before. A division by a full tile is left alone.
// CHECK-LABEL: func.func @row_sum
// CHECK-SAME: (%[[ACC:.+]]: vector<16x128xf32>, %[[L:.+]]: vector<16xf32>, %[[T:.+]]: vector<16x128xf32>
// CHECK: %[[ONE:.+]] = arith.constant dense<1.000000e+00> : vector<16xf32>
// CHECK: %[[R:.+]] = arith.divf %[[ONE]], %[[L]] : vector<16xf32>
// CHECK: %[[B:.+]] = vector.broadcast %[[R]] : vector<16xf32> to vector<128x16xf32>
// CHECK: %[[BT:.+]] = vector.transpose %[[B]], [1, 0]
// CHECK: %[[O:.+]] = arith.mulf %[[ACC]], %[[BT]] : vector<16x128xf32>
// CHECK: arith.select %{{.+}}, %{{.+}}, %[[O]]
// CHECK: arith.divf %[[ACC]], %[[T]] : vector<16x128xf32>
func.func @row_sum(%acc: vector<16x128xf32>, %l: vector<16xf32>, %t: vector<16x128xf32>, %empty: vector<16x128xi1>)
    -> (vector<16x128xf32>, vector<16x128xf32>) {
  %zero = arith.constant dense<0.0> : vector<16x128xf32>
  %lb = vector.broadcast %l : vector<16xf32> to vector<128x16xf32>
  %lt = vector.transpose %lb, [1, 0] : vector<128x16xf32> to vector<16x128xf32>
  %o = arith.divf %acc, %lt : vector<16x128xf32>
  %g = arith.select %empty, %zero, %o : vector<16x128xi1>, vector<16x128xf32>
  %u = arith.divf %acc, %t : vector<16x128xf32>
  return %g, %u : vector<16x128xf32>, vector<16x128xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.multiply_by_row_reciprocal %f : !transform.any_op
    transform.yield
  }
}

// -----

// No such division: unchanged with if_present, a failure at the target without it.
// expected-note @below {{here}}
func.func @none(%acc: vector<16x128xf32>, %t: vector<16x128xf32>) -> vector<16x128xf32> {
  %u = arith.divf %acc, %t : vector<16x128xf32>
  return %u : vector<16x128xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.multiply_by_row_reciprocal %f if_present : !transform.any_op
    // expected-error @below {{transform.lantern.multiply_by_row_reciprocal: no division of an f32 vector tile by a row value spread from fewer elements}}
    transform.lantern.multiply_by_row_reciprocal %f : !transform.any_op
    transform.yield
  }
}
