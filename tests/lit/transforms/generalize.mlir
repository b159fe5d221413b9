// transform.lantern.generalize: named ops become linalg.generic with their lantern tags kept
// (upstream's transform.structured.generalize drops discardable attributes).
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @tagged
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// CHECK-SAME: lantern.block = 1 : i64, lantern.role = "qk"
// CHECK-NOT: linalg.batch_matmul
func.func @tagged(%a: tensor<2x4x8xf32>, %b: tensor<2x8x4xf32>, %c: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %0 = linalg.batch_matmul {lantern.role = "qk", lantern.block = 1 : i64} ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%c : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match attributes{"lantern.role" = "qk", "lantern.block" = 1 : i64} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.lantern.generalize %m : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @not_linalg(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @below {{}}
  %0 = arith.addf %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["arith.addf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{a linalg op}}
    %g = transform.lantern.generalize %m : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
