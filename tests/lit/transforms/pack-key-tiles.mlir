// transform.lantern.pack_key_tiles: the key tile each block of rows reads, transposes and scales the
// same way is computed once per (head, key tile) in a loop before the row loop, into a tensor of
// whole tiles; the key loop reads its tile from there.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @key_loop
// CHECK-SAME: (%[[Q:.+]]: tensor<2x64x16xf32>, %[[K:.+]]: tensor<2x64x16xf32>)
// CHECK: %[[EMPTY:.+]] = tensor.empty() : tensor<2x2x16x32xf32>
// CHECK: %[[PACKED:.+]] = scf.forall (%[[H:.+]], %[[T:.+]]) in (2, 2) shared_outs(%[[P:.+]] = %[[EMPTY]]) -> (tensor<2x2x16x32xf32>)
// CHECK: %[[J:.+]] = affine.apply #{{.+}}(%[[T]])
// CHECK: %[[KV:.+]] = vector.transfer_read %[[K]][%[[H]], %[[J]], %c0
// CHECK: %[[KT:.+]] = vector.transpose %[[KV]], [1, 0] : vector<32x16xf32> to vector<16x32xf32>
// CHECK: %[[KS:.+]] = arith.mulf %[[KT]], %{{.+}} : vector<16x32xf32>
// CHECK: %[[W:.+]] = vector.transfer_write %[[KS]]
// CHECK: tensor.parallel_insert_slice %[[W]] into %[[P]][%[[H]], %[[T]], 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : tensor<16x32xf32> into tensor<2x2x16x32xf32>
// CHECK: scf.forall (%[[BH:.+]], %[[R:.+]]) = (0, 0) to (2, 64) step (1, 32)
// CHECK: scf.for %[[KJ:.+]] = %c0 to %c64 step %c32
// CHECK-NOT: vector.transpose
// CHECK: %[[KI:.+]] = affine.apply #{{.+}}(%[[KJ]])
// CHECK: %[[TILE:.+]] = vector.transfer_read %[[PACKED]][%[[BH]], %[[KI]], %c0{{.*}}, %c0{{.*}}], %{{.+}} {in_bounds = [true, true]} : tensor<2x2x16x32xf32>, vector<16x32xf32>
// CHECK: vector.contract {{.*}} %{{.+}}, %[[TILE]], %{{.+}}
func.func @key_loop(%q: tensor<2x64x16xf32>, %k: tensor<2x64x16xf32>) -> tensor<2x64x32xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant dense<0.25> : vector<16x32xf32>
  %acc0 = arith.constant dense<0.0> : vector<32x32xf32>
  %init = tensor.empty() : tensor<2x64x32xf32>
  %tile = tensor.empty() : tensor<32x32xf32>
  %r = scf.forall (%h, %row) = (0, 0) to (2, 64) step (1, 32) shared_outs(%out = %init) -> (tensor<2x64x32xf32>) {
    %qv = vector.transfer_read %q[%h, %row, %c0], %zero {in_bounds = [true, true]} : tensor<2x64x16xf32>, vector<32x16xf32>
    %s = scf.for %j = %c0 to %c64 step %c32 iter_args(%acc = %acc0) -> (vector<32x32xf32>) {
      %kv = vector.transfer_read %k[%h, %j, %c0], %zero {in_bounds = [true, true]} : tensor<2x64x16xf32>, vector<32x16xf32>
      %kt = vector.transpose %kv, [1, 0] : vector<32x16xf32> to vector<16x32xf32>
      %ks = arith.mulf %kt, %scale : vector<16x32xf32>
      %c = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>,
                                            affine_map<(d0, d1, d2) -> (d0, d1)>],
                            iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
                            %qv, %ks, %acc : vector<32x16xf32>, vector<16x32xf32> into vector<32x32xf32>
      scf.yield %c : vector<32x32xf32>
    }
    %w = vector.transfer_write %s, %tile[%c0, %c0] {in_bounds = [true, true]} : vector<32x32xf32>, tensor<32x32xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %out[%h, %row, 0] [1, 32, 32] [1, 1, 1] : tensor<32x32xf32> into tensor<2x64x32xf32>
    }
  }
  return %r : tensor<2x64x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.pack_key_tiles %loop : !transform.any_op
    transform.yield
  }
}

// -----

// Refused, changing nothing: the tile is read by every block of rows at its own rows (it uses every
// induction variable of the row loop), so no two blocks share it.
func.func @own_tile(%k: tensor<2x64x16xf32>) -> vector<16x32xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %acc0 = arith.constant dense<0.0> : vector<16x32xf32>
  %ones = arith.constant dense<1.0> : vector<16x16xf32>
  scf.forall (%h, %row) = (0, 0) to (2, 64) step (1, 32) {
    // expected-note @below {{here}}
    %s = scf.for %j = %c0 to %c64 step %c32 iter_args(%acc = %acc0) -> (vector<16x32xf32>) {
      %kv = vector.transfer_read %k[%h, %row, %c0], %zero {in_bounds = [true, true]} : tensor<2x64x16xf32>, vector<32x16xf32>
      %kt = vector.transpose %kv, [1, 0] : vector<32x16xf32> to vector<16x32xf32>
      %c = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>,
                                            affine_map<(d0, d1, d2) -> (d0, d1)>],
                            iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
                            %ones, %kt, %acc : vector<16x16xf32>, vector<16x32xf32> into vector<16x32xf32>
      scf.yield %c : vector<16x32xf32>
    }
  }
  return %acc0 : vector<16x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{every block of rows}}
    transform.lantern.pack_key_tiles %loop : !transform.any_op
    transform.yield
  }
}

// -----

// No transpose op: Q·Kᵀ reads the K tile through its map ([keys, d], the reduction last). The tile
// is packed transposed ([d, keys] per tile) and the contraction's map of it swapped to (d2, d1).
// CHECK: #[[SW:.+]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-LABEL: func.func @key_through_map
// CHECK: scf.forall (%{{.+}}, %{{.+}}) in (2, 2) shared_outs
// CHECK: %[[KV:.+]] = vector.transfer_read
// CHECK: vector.transpose %[[KV]], [1, 0] : vector<32x16xf32> to vector<16x32xf32>
// CHECK: tensor.parallel_insert_slice {{.*}} : tensor<16x32xf32> into tensor<2x2x16x32xf32>
// CHECK: scf.for
// CHECK: %[[TILE:.+]] = vector.transfer_read {{.*}} : tensor<2x2x16x32xf32>, vector<16x32xf32>
// CHECK: vector.contract {indexing_maps = [#{{.+}}, #[[SW]], #{{.+}}]{{.*}} %{{.+}}, %[[TILE]], %{{.+}} : vector<32x16xf32>, vector<16x32xf32> into vector<32x32xf32>
func.func @key_through_map(%q: tensor<2x64x16xf32>, %k: tensor<2x64x16xf32>) -> tensor<2x64x32xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %acc0 = arith.constant dense<0.0> : vector<32x32xf32>
  %init = tensor.empty() : tensor<2x64x32xf32>
  %tile = tensor.empty() : tensor<32x32xf32>
  %r = scf.forall (%h, %row) = (0, 0) to (2, 64) step (1, 32) shared_outs(%out = %init) -> (tensor<2x64x32xf32>) {
    %qv = vector.transfer_read %q[%h, %row, %c0], %zero {in_bounds = [true, true]} : tensor<2x64x16xf32>, vector<32x16xf32>
    %s = scf.for %j = %c0 to %c64 step %c32 iter_args(%acc = %acc0) -> (vector<32x32xf32>) {
      %kv = vector.transfer_read %k[%h, %j, %c0], %zero {in_bounds = [true, true]} : tensor<2x64x16xf32>, vector<32x16xf32>
      %c = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>,
                                            affine_map<(d0, d1, d2) -> (d0, d1)>],
                            iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
                            %qv, %kv, %acc : vector<32x16xf32>, vector<32x16xf32> into vector<32x32xf32>
      scf.yield %c : vector<32x32xf32>
    }
    %w = vector.transfer_write %s, %tile[%c0, %c0] {in_bounds = [true, true]} : vector<32x32xf32>, tensor<32x32xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %out[%h, %row, 0] [1, 32, 32] [1, 1, 1] : tensor<32x32xf32> into tensor<2x64x32xf32>
    }
  }
  return %r : tensor<2x64x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.pack_key_tiles %loop : !transform.any_op
    transform.yield
  }
}
