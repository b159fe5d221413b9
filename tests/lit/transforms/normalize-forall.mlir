// transform.lantern.normalize_forall: an scf.forall with bounds and steps becomes a loop from 0 by
// 1 (what the GPU mapping ops accept); the body computes the old induction variable, and the
// mapping attribute is kept.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// The loop of tiles: (0, 0) to (4, 256) step (1, 64) runs (4, 4) iterations; %j becomes 64 * %j'
// and %i, of step 1, is used as it is. The returned handle is the new loop.
// CHECK: #[[$TIMES64:.+]] = affine_map<(d0) -> (d0 * 64)>
// CHECK-LABEL: func.func @tile_loop
// CHECK-SAME: (%[[X:[a-z0-9]+]]: tensor<4x256xf32>)
func.func @tile_loop(%x: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %e = tensor.empty() : tensor<4x256xf32>
  // CHECK: %[[R:.+]] = scf.forall (%[[I:[a-z0-9]+]], %[[J:[a-z0-9]+]]) in (4, 4) shared_outs(%[[O:[a-z0-9]+]] = %{{.+}}) -> (tensor<4x256xf32>)
  // CHECK: %[[J64:.+]] = affine.apply #[[$TIMES64]](%[[J]])
  // CHECK: %[[T:.+]] = tensor.extract_slice %[[X]][%[[I]], %[[J64]]] [1, 64] [1, 1]
  // CHECK: tensor.parallel_insert_slice %[[T]] into %[[O]][%[[I]], %[[J64]]] [1, 64] [1, 1]
  // CHECK: } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  // CHECK: return %[[R]]
  // expected-remark @below {{normalized}}
  %r = scf.forall (%i, %j) = (0, 0) to (4, 256) step (1, 64) shared_outs(%o = %e) -> (tensor<4x256xf32>) {
    %xt = tensor.extract_slice %x[%i, %j] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<1x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %xt into %o[%i, %j] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<4x256xf32>
    }
  } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  return %r : tensor<4x256xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %normalized = transform.lantern.normalize_forall %loop : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %normalized, "normalized" : !transform.any_op
    transform.yield
  }
}

// -----

// A lower bound that is not 0 and a range that the step does not divide: (2) to (12) step (4)
// visits 2, 6 and 10, so 3 iterations with %i = 4 * %i' + 2.
// CHECK: #[[$OFFSET:.+]] = affine_map<(d0) -> (d0 * 4 + 2)>
// CHECK-LABEL: func.func @offset_loop
func.func @offset_loop(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  // CHECK: scf.forall (%[[I:[a-z0-9]+]]) in (3)
  // CHECK: %[[IV:.+]] = affine.apply #[[$OFFSET]](%[[I]])
  // CHECK: tensor.extract_slice %{{.+}}[%[[IV]]] [4] [1]
  // CHECK: } {mapping = [#gpu.thread<x>]}
  %r = scf.forall (%i) = (2) to (12) step (4) shared_outs(%o = %e) -> (tensor<16xf32>) {
    %xt = tensor.extract_slice %x[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %xt into %o[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  } {mapping = [#gpu.thread<x>]}
  return %r : tensor<16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %normalized = transform.lantern.normalize_forall %loop : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Dynamic bounds: the trip count ceildiv(ub - lb, step) is computed before the loop.
// CHECK: #[[$TRIPS:.+]] = affine_map<()[s0, s1, s2] -> ((-s0 + s1) ceildiv s2)>
// CHECK: #[[$IV:.+]] = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
// CHECK-LABEL: func.func @dynamic_loop
// CHECK-SAME: (%{{[a-z0-9]+}}: tensor<?xf32>, %[[LB:[a-z0-9]+]]: index, %[[UB:[a-z0-9]+]]: index, %[[S:[a-z0-9]+]]: index)
func.func @dynamic_loop(%x: tensor<?xf32>, %lb: index, %ub: index, %s: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  // CHECK: %[[N:.+]] = affine.apply #[[$TRIPS]]()[%[[LB]], %[[UB]], %[[S]]]
  // CHECK: scf.forall (%[[I:[a-z0-9]+]]) in (%[[N]])
  // CHECK: affine.apply #[[$IV]](%[[I]])[%[[LB]], %[[S]]]
  %r = scf.forall (%i) = (%lb) to (%ub) step (%s) shared_outs(%o = %e) -> (tensor<?xf32>) {
    %xt = tensor.extract_slice %x[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %xt into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %normalized = transform.lantern.normalize_forall %loop : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A loop that is already normalized is left as it is; the returned handle is the same loop.
// CHECK-LABEL: func.func @already_normalized
func.func @already_normalized(%x: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %e = tensor.empty() : tensor<4x256xf32>
  // CHECK: %[[R:.+]] = scf.forall (%[[I:[a-z0-9]+]], %[[J:[a-z0-9]+]]) in (4, 4) shared_outs(%{{.+}} = %{{.+}}) -> (tensor<4x256xf32>) {
  // CHECK-NEXT: %[[J64:.+]] = affine.apply #{{.+}}(%[[J]])
  // CHECK-NEXT: tensor.extract_slice %{{.+}}[%[[I]], %[[J64]]] [1, 64] [1, 1]
  // CHECK-NEXT: scf.forall.in_parallel
  // CHECK-NOT: affine.apply
  // CHECK: } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  // CHECK-NEXT: return %[[R]]
  // expected-remark @below {{unchanged}}
  %r = scf.forall (%i, %j) in (4, 4) shared_outs(%o = %e) -> (tensor<4x256xf32>) {
    %j64 = affine.apply affine_map<(d0) -> (d0 * 64)>(%j)
    %xt = tensor.extract_slice %x[%i, %j64] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<1x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %xt into %o[%i, %j64] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<4x256xf32>
    }
  } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  return %r : tensor<4x256xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %normalized = transform.lantern.normalize_forall %loop : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %normalized, "unchanged" : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the target must be an scf.forall.
func.func @target_not_a_forall(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-note @below {{here}}
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<4xf32>) {
    scf.yield %acc : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.normalize_forall: the target is scf.for, not an scf.forall; only scf.forall loops are normalized}}
    %normalized = transform.lantern.normalize_forall %loop : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// `mapping`: a loop of one dimension (tiling dropped the other) takes the first name of the list.
// CHECK-LABEL: func.func @mapping_takes_as_many_names_as_dimensions
func.func @mapping_takes_as_many_names_as_dimensions(%x: tensor<32xf32>) -> tensor<32xf32> {
  %e = tensor.empty() : tensor<32xf32>
  // CHECK: scf.forall (%{{.+}}) in (32)
  // CHECK: } {mapping = [#gpu.block<y>]}
  %r = scf.forall (%i) in (32) shared_outs(%o = %e) -> (tensor<32xf32>) {
    %xt = tensor.extract_slice %x[%i] [1] [1] : tensor<32xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %xt into %o[%i] [1] [1] : tensor<1xf32> into tensor<32xf32>
    }
  }
  return %r : tensor<32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %normalized = transform.lantern.normalize_forall %loop {mapping = [#gpu.block<y>, #gpu.block<x>]} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a mapping needs a name for each dimension of the loop.
func.func @mapping_too_short(%x: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %e = tensor.empty() : tensor<4x256xf32>
  // expected-note @below {{here}}
  %r = scf.forall (%i, %j) in (4, 4) shared_outs(%o = %e) -> (tensor<4x256xf32>) {
    %j64 = affine.apply affine_map<(d0) -> (d0 * 64)>(%j)
    %xt = tensor.extract_slice %x[%i, %j64] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<1x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %xt into %o[%i, %j64] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<4x256xf32>
    }
  }
  return %r : tensor<4x256xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.normalize_forall: the loop has 2 dimensions and the mapping 1 entries; each dimension needs a block or thread dimension}}
    %normalized = transform.lantern.normalize_forall %loop {mapping = [#gpu.block<x>]} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// `reverse`: the dimension mapped to block x runs from last to first. Its uses read 3 - %j (the
// normalized loop has 4 iterations), so tile j' = 0 takes the last 64 columns; the other
// dimension is as it was.
// CHECK: #[[$LAST:.+]] = affine_map<(d0) -> (-d0 + 3)>
// CHECK: #[[$TIMES64R:.+]] = affine_map<(d0) -> (d0 * 64)>
// CHECK-LABEL: func.func @reverse_x
func.func @reverse_x(%x: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %e = tensor.empty() : tensor<4x256xf32>
  // CHECK: scf.forall (%[[I:[a-z0-9]+]], %[[J:[a-z0-9]+]]) in (4, 4)
  // CHECK-NEXT: %[[R:.+]] = affine.apply #[[$LAST]](%[[J]])
  // CHECK-NOT: %[[J]]
  // CHECK: %[[J64:.+]] = affine.apply #[[$TIMES64R]](%[[R]])
  // CHECK-NEXT: tensor.extract_slice %{{.+}}[%[[I]], %[[J64]]] [1, 64] [1, 1]
  // CHECK: } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  %r = scf.forall (%i, %j) = (0, 0) to (4, 256) step (1, 64) shared_outs(%o = %e) -> (tensor<4x256xf32>) {
    %xt = tensor.extract_slice %x[%i, %j] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<1x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %xt into %o[%i, %j] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<4x256xf32>
    }
  }
  return %r : tensor<4x256xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %normalized = transform.lantern.normalize_forall %loop {mapping = [#gpu.block<y>, #gpu.block<x>], reverse = [#gpu.block<x>]} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// `reverse` with a dynamic trip count: n - 1 - %i with n computed before the loop.
// CHECK: #[[$LASTN:.+]] = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// CHECK-LABEL: func.func @reverse_dynamic
// CHECK-SAME: (%{{[a-z0-9]+}}: tensor<?xf32>, %[[N:[a-z0-9]+]]: index)
func.func @reverse_dynamic(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  // CHECK: scf.forall (%[[I:[a-z0-9]+]]) in (%[[N]])
  // CHECK-NEXT: %[[R:.+]] = affine.apply #[[$LASTN]](%[[I]])[%[[N]]]
  // CHECK-NEXT: tensor.extract_slice %{{.+}}[%[[R]]] [1] [1]
  %r = scf.forall (%i) in (%n) shared_outs(%o = %e) -> (tensor<?xf32>) {
    %xt = tensor.extract_slice %x[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %xt into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %normalized = transform.lantern.normalize_forall %loop {mapping = [#gpu.block<x>], reverse = [#gpu.block<x>]} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Legality: `reverse` lists entries of `mapping`; the loop is left as it was.
func.func @reverse_names_an_unmapped_dimension(%x: tensor<32xf32>) -> tensor<32xf32> {
  %e = tensor.empty() : tensor<32xf32>
  // expected-note @below {{here}}
  %r = scf.forall (%i) = (0) to (32) step (8) shared_outs(%o = %e) -> (tensor<32xf32>) {
    %xt = tensor.extract_slice %x[%i] [8] [1] : tensor<32xf32> to tensor<8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %xt into %o[%i] [8] [1] : tensor<8xf32> into tensor<32xf32>
    }
  }
  return %r : tensor<32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.normalize_forall: reverse names #gpu.block<z>, which the mapping does not have; reverse lists entries of mapping}}
    %normalized = transform.lantern.normalize_forall %loop {mapping = [#gpu.block<x>], reverse = [#gpu.block<z>]} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
