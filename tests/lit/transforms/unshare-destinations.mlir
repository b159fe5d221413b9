// transform.lantern.unshare_destinations: a tensor.empty, or a fill of one, that several ops write
// into (as CSE leaves them) becomes one per writer; readers of a fill keep the original, and so
// does the first writer when nothing reads it. Then one-shot bufferization of a deep graph stays
// linear in its depth.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file | FileCheck %s

// Three matmuls accumulate into one zero fill of one empty: the first keeps the fill, the others
// get a fill of a fresh empty each; the elementwise op's empty destination is its own too.
// CHECK-LABEL: func.func @shared_fill
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.0
// CHECK: %[[E0:.+]] = tensor.empty() : tensor<8x8xf32>
// CHECK: %[[E3:.+]] = tensor.empty() : tensor<8x8xf32>
// CHECK: %[[F0:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E0]] : tensor<8x8xf32>)
// CHECK: %[[E1:.+]] = tensor.empty() : tensor<8x8xf32>
// CHECK: %[[F1:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E1]] : tensor<8x8xf32>)
// CHECK: %[[E2:.+]] = tensor.empty() : tensor<8x8xf32>
// CHECK: %[[F2:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E2]] : tensor<8x8xf32>)
// CHECK: linalg.matmul ins(%arg0, %arg1 : {{.*}}) outs(%[[F0]] : tensor<8x8xf32>)
// CHECK: linalg.matmul ins(%arg0, %arg2 : {{.*}}) outs(%[[F1]] : tensor<8x8xf32>)
// CHECK: linalg.matmul ins(%arg1, %arg2 : {{.*}}) outs(%[[F2]] : tensor<8x8xf32>)
// CHECK: linalg.add ins({{.*}}) outs(%[[E3]] : tensor<8x8xf32>)
func.func @shared_fill(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = linalg.matmul ins(%a, %c : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = linalg.matmul ins(%b, %c : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = linalg.add ins(%0, %1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %4 = linalg.add ins(%3, %2 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %4 : tensor<8x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.lantern.unshare_destinations %root : !transform.any_op
    transform.yield
  }
}

// -----

// A fill that is also read (the residual of a zero-initialised sum) stays for its reader; each
// writer gets its own. A dynamic empty's clones take the same sizes.
// CHECK-LABEL: func.func @read_and_written
// CHECK: %[[E:.+]] = tensor.empty(%arg1) : tensor<?xf32>
// CHECK: %[[F:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E]] : tensor<?xf32>)
// CHECK: %[[E1:.+]] = tensor.empty(%arg1) : tensor<?xf32>
// CHECK: %[[F1:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E1]] : tensor<?xf32>)
// CHECK: linalg.add ins(%arg0, %[[F]] : tensor<?xf32>, tensor<?xf32>) outs(%[[F1]] : tensor<?xf32>)
func.func @read_and_written(%a: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %0 = linalg.add ins(%a, %f : tensor<?xf32>, tensor<?xf32>) outs(%f : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.lantern.unshare_destinations %root : !transform.any_op
    transform.yield
  }
}
