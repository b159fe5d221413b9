// transform.lantern.peel_edge_iterations: a loop whose transfers may pass the end of a static
// dimension only in its last iterations is split before the first such iteration; in the first
// loop those transfers are in bounds, a read of a splat constant there becomes the splat, and the
// body is folded (s + -0.0 is s). A loop that never passes the end is only marked. Anything else
// is left as it was.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file | FileCheck %s

// 4000 keys in tiles of 64 (fold_padding's reads, after bufferize): tiles 0..61 lie inside, the
// 63rd (keys 3968..4031) crosses the end. The key bias (-0.0 on the keys, -inf past them) is read
// from a constant global.
// CHECK-LABEL: func.func @key_loop
// CHECK: %[[FIRST:.+]]:2 = scf.for %[[I:.+]] = %c0 to %c3968 step %c64 iter_args(%[[M:.+]] = %{{.+}}, %[[A:.+]] = %{{.+}})
// CHECK-NEXT: %[[K:.+]] = vector.transfer_read %{{.+}}[%[[I]], %c0], %{{.+}} {in_bounds = [true, true]} : memref<4000x128xbf16>, vector<64x128xbf16>
// CHECK-NOT: memref<4000xf32>
// CHECK-NOT: vector<64xf32>
// CHECK: scf.yield %[[M]], %{{.+}} : vector<64xf32>, vector<64x128xbf16>
// CHECK: %[[LAST:.+]]:2 = scf.for %[[J:.+]] = %c3968 to %c4032 step %c64 iter_args(%{{.+}} = %[[FIRST]]#0, %{{.+}} = %[[FIRST]]#1)
// CHECK-NEXT: vector.transfer_read %{{.+}}[%[[J]], %c0], %{{.+}} {in_bounds = [false, true]} : memref<4000x128xbf16>, vector<64x128xbf16>
// CHECK: vector.transfer_read %{{.+}}[%[[J]]], %{{.+}} : memref<4000xf32>, vector<64xf32>
// CHECK: arith.addf %{{.+}}, %{{.+}} : vector<64xf32>
// CHECK: return %[[LAST]]#0, %[[LAST]]#1
memref.global "private" constant @bias : memref<4000xf32> = dense<-0.0>
func.func @key_loop(%k: memref<4000x128xbf16>, %s0: vector<64xf32>) -> (vector<64xf32>, vector<64x128xbf16>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c4032 = arith.constant 4032 : index
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF800000 : f32
  %init = arith.constant dense<0.0> : vector<64x128xbf16>
  %bias = memref.get_global @bias : memref<4000xf32>
  %r:2 = scf.for %i = %c0 to %c4032 step %c64 iter_args(%m = %s0, %acc = %init) -> (vector<64xf32>, vector<64x128xbf16>) {
    %t = vector.transfer_read %k[%i, %c0], %zero {in_bounds = [false, true]} : memref<4000x128xbf16>, vector<64x128xbf16>
    %b = vector.transfer_read %bias[%i], %ninf : memref<4000xf32>, vector<64xf32>
    %s = arith.addf %b, %m : vector<64xf32>
    %a = arith.addf %acc, %t : vector<64x128xbf16>
    scf.yield %s, %a : vector<64xf32>, vector<64x128xbf16>
  }
  return %r#0, %r#1 : vector<64xf32>, vector<64x128xbf16>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.lantern.peel_edge_iterations %root : !transform.any_op
    transform.yield
  }
}

// -----

// A causal loop (skip_masked_key_tiles made its upper bound dynamic): the first loop ends at
// min(ub, 192), the second starts there (it runs only for the blocks that reach the last tile).
// The read is at the induction variable plus 8 (affine.apply): tiles inside while i + 8 + 32 <= 200.
// A +0.0 bias read in bounds becomes the constant, but s + 0.0 is not s (-0 + 0 = +0): it stays.
// CHECK-LABEL: func.func @causal
// CHECK-SAME: (%[[K:.+]]: tensor<200x32xf32>, %[[UB:.+]]: index
// CHECK: %[[SPLIT:.+]] = arith.minsi %[[UB]], %c192
// CHECK: scf.for %[[I:.+]] = %c0 to %[[SPLIT]] step %c32
// CHECK: vector.transfer_read %[[K]][%{{.+}}, %c0], %{{.+}} {in_bounds = [true, true]}
// CHECK: arith.addf %{{.+}}, %cst
// CHECK: scf.for %{{.+}} = %[[SPLIT]] to %[[UB]] step %c32
// CHECK: vector.transfer_read %[[K]][%{{.+}}, %c0], %{{.+}} {in_bounds = [false, true]}
// CHECK: vector.transfer_read %{{.+}}[%{{.+}}], %{{.+}} : tensor<200xf32>, vector<32xf32>
func.func @causal(%k: tensor<200x32xf32>, %ub: index, %s0: vector<32x32xf32>) -> vector<32x32xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %bias = arith.constant dense<0.0> : tensor<200xf32>
  %r = scf.for %i = %c0 to %ub step %c32 iter_args(%acc = %s0) -> (vector<32x32xf32>) {
    %row = affine.apply affine_map<(d0) -> (d0 + 8)>(%i)
    %t = vector.transfer_read %k[%row, %c0], %zero {in_bounds = [false, true]} : tensor<200x32xf32>, vector<32x32xf32>
    %b = vector.transfer_read %bias[%row], %ninf : tensor<200xf32>, vector<32xf32>
    %bb = vector.broadcast %b : vector<32xf32> to vector<32x32xf32>
    %s = arith.addf %t, %bb : vector<32x32xf32>
    %a = arith.addf %acc, %s : vector<32x32xf32>
    scf.yield %a : vector<32x32xf32>
  }
  return %r : vector<32x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.lantern.peel_edge_iterations %root : !transform.any_op
    transform.yield
  }
}

// -----

// Every iteration inside (0..127 in tiles of 16 over 130 rows): marked, not split.
// Left alone: a masked read, a dynamic dimension, an index that is not the induction variable plus
// a constant, a read that passes the end from the first iteration.
// CHECK-LABEL: func.func @inside_and_left_alone
// CHECK-COUNT-1: scf.for
// CHECK-NOT: scf.for
// CHECK: vector.transfer_read %{{.+}} {in_bounds = [true]} : memref<130xf32>, vector<16xf32>
// CHECK: vector.transfer_read %{{.+}}, %{{.+}} : memref<130xf32>, vector<16xf32>
// CHECK: vector.transfer_read %{{.+}} : memref<?xf32>, vector<16xf32>
// CHECK: vector.transfer_read %{{.+}} : memref<130xf32>, vector<16xf32>
// CHECK: vector.transfer_read %{{.+}} : memref<8xf32>, vector<16xf32>
func.func @inside_and_left_alone(%a: memref<130xf32>, %d: memref<?xf32>, %small: memref<8xf32>, %mask: vector<16xi1>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  %init = arith.constant dense<0.0> : vector<16xf32>
  %r = scf.for %i = %c0 to %c128 step %c16 iter_args(%acc = %init) -> (vector<16xf32>) {
    %x = vector.transfer_read %a[%i], %zero : memref<130xf32>, vector<16xf32>
    %m = vector.transfer_read %a[%i], %zero, %mask : memref<130xf32>, vector<16xf32>
    %y = vector.transfer_read %d[%i], %zero : memref<?xf32>, vector<16xf32>
    %twice = arith.muli %i, %c16 : index
    %z = vector.transfer_read %a[%twice], %zero : memref<130xf32>, vector<16xf32>
    %w = vector.transfer_read %small[%i], %zero : memref<8xf32>, vector<16xf32>
    %s0 = arith.addf %acc, %x : vector<16xf32>
    %s1 = arith.addf %s0, %m : vector<16xf32>
    %s2 = arith.addf %s1, %y : vector<16xf32>
    %s3 = arith.addf %s2, %z : vector<16xf32>
    %s4 = arith.addf %s3, %w : vector<16xf32>
    scf.yield %s4 : vector<16xf32>
  }
  return %r : vector<16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.lantern.peel_edge_iterations %root : !transform.any_op
    transform.yield
  }
}
