// transform.lantern.map_remaining_to_gpu: the linalg ops a GPU schedule left on the host (a layer's
// projection, a strided copy) become kernels of their own, one thread per point of their parallel
// loops, the reduction loop inside the thread; what the host may keep (launches, allocations,
// views, contiguous copies) stays. Refusals change nothing.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// A projection (matmul 8x32 · 32x16: 128 points, a 32-long reduction each) and a copy into a
// strided view (a concat's half): two launches. The launch already there is left as it is.
// CHECK-LABEL: func.func @layer
// CHECK-SAME: (%[[X:[a-z0-9]+]]: memref<8x32xf32>, %[[W:[a-z0-9]+]]: memref<32x16xf32>, %[[Y:[a-z0-9]+]]: memref<8x16xf32>, %[[C:[a-z0-9]+]]: memref<8x32xf32>)
// CHECK: gpu.launch blocks(%{{.+}}, %{{.+}}, %{{.+}}) in (%{{.+}} = %c1{{.*}}, %{{.+}} = %c1{{.*}}, %{{.+}} = %c1{{.*}}) threads
// CHECK: gpu.launch blocks
// CHECK: %[[ID:.+]] = arith.addi
// CHECK: %[[IN:.+]] = arith.cmpi ult, %[[ID]], %c128
// CHECK: scf.if %[[IN]]
// CHECK: %[[J:.+]] = arith.remui %[[ID]], %c16
// CHECK: %[[REST:.+]] = arith.divui %[[ID]], %c16
// CHECK: %[[I:.+]] = arith.remui %[[REST]], %c8
// CHECK: memref.subview %[[X]][%{{.+}}, 0] [1, 32] [1, 1]
// CHECK: memref.subview %[[W]][0, %{{.+}}] [32, 1] [1, 1]
// CHECK: linalg.matmul
// CHECK: gpu.terminator
// CHECK: gpu.launch
// CHECK: linalg.copy
// CHECK-NOT: linalg.
// CHECK: return
func.func @layer(%x: memref<8x32xf32>, %w: memref<32x16xf32>, %y: memref<8x16xf32>, %c: memref<8x32xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  linalg.matmul ins(%x, %w : memref<8x32xf32>, memref<32x16xf32>) outs(%y : memref<8x16xf32>)
  %half = memref.subview %c[0, 16] [8, 16] [1, 1] : memref<8x32xf32> to memref<8x16xf32, strided<[32, 1], offset: 16>>
  memref.copy %y, %half : memref<8x16xf32> to memref<8x16xf32, strided<[32, 1], offset: 16>>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.map_remaining_to_gpu %f {threads = 64} : !transform.any_op
    transform.yield
  }
}

// -----

// A function with nothing left on the host: with if_present unchanged ...
// CHECK-LABEL: func.func @nothing_left
// CHECK-NEXT: memref.copy
// CHECK-NEXT: return
func.func @nothing_left(%a: memref<4xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.map_remaining_to_gpu %f if_present : !transform.any_op
    transform.yield
  }
}

// -----

// ... and without it refused.
// expected-note @below {{here}}
func.func @nothing_left_refused(%a: memref<4xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.map_remaining_to_gpu: no linalg op is left on the host; there is nothing to map}}
    transform.lantern.map_remaining_to_gpu %f : !transform.any_op
    transform.yield
  }
}

// -----

// Still on tensors: refused, nothing changed.
func.func @tensors(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-note @below {{here}}
  %r = linalg.copy ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.map_remaining_to_gpu: linalg.copy still works on tensors; bufferize the function first}}
    transform.lantern.map_remaining_to_gpu %f : !transform.any_op
    transform.yield
  }
}

// -----

// A scalar load on the host and an scf.forall not mapped: no kernel lowering of their own.
func.func @host_load(%a: memref<4xf32>, %b: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  // expected-note @below {{here}}
  %v = memref.load %b[%c0] : memref<4xf32>
  return %v : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.map_remaining_to_gpu: memref.load is left on the host; it reads or writes buffers on the host and has no kernel lowering of its own}}
    transform.lantern.map_remaining_to_gpu %f : !transform.any_op
    transform.yield
  }
}
