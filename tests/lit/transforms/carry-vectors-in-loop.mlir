// transform.lantern.carry_vectors_in_loop: a loop whose small tensor iter_args are read and
// rewritten whole by vector transfers each iteration carries the vectors instead; the tensors are
// read once before the loop and written once after it.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// The write goes into the iter_arg itself: the read before the loop feeds a vector iter_arg, the
// body works on that vector, and the write after the loop puts the final value in the tensor.
// CHECK-LABEL: func.func @write_into_iter_arg
// CHECK-SAME: (%[[INIT:[a-z0-9]+]]: tensor<4xf32>
func.func @write_into_iter_arg(%init: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %one = arith.constant dense<1.0> : vector<4xf32>
  // CHECK: %[[V0:.+]] = vector.transfer_read %[[INIT]][%{{.+}}], %{{.+}} {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  // CHECK: %[[R:.+]]:2 = scf.for {{.*}} iter_args(%[[T:[a-z0-9]+]] = %[[INIT]], %[[V:[a-z0-9]+]] = %[[V0]]) -> (tensor<4xf32>, vector<4xf32>)
  // CHECK-NOT: vector.transfer_read
  // CHECK: %[[S:.+]] = arith.addf %[[V]], %{{.+}} : vector<4xf32>
  // CHECK-NOT: vector.transfer_write
  // CHECK: scf.yield %[[T]], %[[S]] : tensor<4xf32>, vector<4xf32>
  // CHECK: %[[W:.+]] = vector.transfer_write %[[R]]#1, %[[R]]#0[%{{.+}}] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  // CHECK: return %[[W]]
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<4xf32>) {
    %v = vector.transfer_read %acc[%c0], %pad {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
    %s = arith.addf %v, %one : vector<4xf32>
    %w = vector.transfer_write %s, %acc[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %carried = transform.lantern.carry_vectors_in_loop %loop : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// The write goes into a fresh tensor.empty and is yielded (as vectorization leaves the flash
// loop's running values): it overwrites the whole tensor, so it is carried the same way. The
// returned handle is the new loop.
// CHECK-LABEL: func.func @write_into_empty
// CHECK-SAME: (%[[INIT:[a-z0-9]+]]: tensor<4x8xf32>
func.func @write_into_empty(%init: tensor<4x8xf32>, %n: index) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %one = arith.constant dense<1.0> : vector<4x8xf32>
  // CHECK: %[[V0:.+]] = vector.transfer_read %[[INIT]]{{.*}} : tensor<4x8xf32>, vector<4x8xf32>
  // CHECK: %[[R:.+]]:2 = scf.for {{.*}} iter_args(%[[T:[a-z0-9]+]] = %[[INIT]], %[[V:[a-z0-9]+]] = %[[V0]]) -> (tensor<4x8xf32>, vector<4x8xf32>)
  // CHECK-NOT: vector.transfer_read
  // CHECK: %[[S:.+]] = arith.addf %[[V]], %{{.+}} : vector<4x8xf32>
  // CHECK-NOT: vector.transfer_write
  // CHECK: scf.yield %[[T]], %[[S]] : tensor<4x8xf32>, vector<4x8xf32>
  // CHECK: %[[W:.+]] = vector.transfer_write %[[R]]#1, %[[R]]#0{{.*}} : vector<4x8xf32>, tensor<4x8xf32>
  // CHECK: return %[[W]]
  // expected-remark @below {{carried}}
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<4x8xf32>) {
    %v = vector.transfer_read %acc[%c0, %c0], %pad {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
    %s = arith.addf %v, %one : vector<4x8xf32>
    %e = tensor.empty() : tensor<4x8xf32>
    %w = vector.transfer_write %s, %e[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
    scf.yield %w : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %carried = transform.lantern.carry_vectors_in_loop %loop : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %carried, "carried" : !transform.any_op
    transform.yield
  }
}

// -----

// Only the iter_args that qualify are carried: the one updated by tensor.insert stays a tensor.
// CHECK-LABEL: func.func @some_iter_args
// CHECK-SAME: (%[[M:[a-z0-9]+]]: tensor<4xf32>, %[[L:[a-z0-9]+]]: tensor<8xf32>
func.func @some_iter_args(%m: tensor<4xf32>, %l: tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  %one = arith.constant dense<1.0> : vector<4xf32>
  // CHECK: %[[V0:.+]] = vector.transfer_read %[[M]]
  // CHECK: %[[R:.+]]:3 = scf.for {{.*}} iter_args(%{{.+}} = %[[M]], %[[LA:[a-z0-9]+]] = %[[L]], %{{.+}} = %[[V0]]) -> (tensor<4xf32>, tensor<8xf32>, vector<4xf32>)
  // CHECK: tensor.insert %{{.+}} into %[[LA]]
  // CHECK: scf.yield
  // CHECK: %[[W:.+]] = vector.transfer_write %[[R]]#2, %[[R]]#0
  // CHECK: return %[[W]], %[[R]]#1
  %r:2 = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %m, %log = %l) -> (tensor<4xf32>, tensor<8xf32>) {
    %v = vector.transfer_read %acc[%c0], %pad {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
    %s = arith.addf %v, %one : vector<4xf32>
    %e = tensor.empty() : tensor<4xf32>
    %w = vector.transfer_write %s, %e[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
    %x = vector.extract %s[0] : f32 from vector<4xf32>
    %log2 = tensor.insert %x into %log[%k] : tensor<8xf32>
    scf.yield %w, %log2 : tensor<4xf32>, tensor<8xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %carried = transform.lantern.carry_vectors_in_loop %loop : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the target must be a loop.
func.func @target_not_a_loop(%t: tensor<4xf32>, %v: vector<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-note @below {{here}}
  %w = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  return %w : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %w = transform.structured.match ops{["vector.transfer_write"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.carry_vectors_in_loop: the target is vector.transfer_write, not a loop; only loops carry values}}
    %carried = transform.lantern.carry_vectors_in_loop %w : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Legality: an scf.forall writes its shared_outs through parallel_insert_slice; it yields nothing
// to carry.
func.func @forall_has_no_yield(%init: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{here}}
  %r = scf.forall (%i) in (2) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %s = tensor.extract_slice %o[%off] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.carry_vectors_in_loop: the loop has no yielded values; only loops with iter_args carry values}}
    %carried = transform.lantern.carry_vectors_in_loop %loop : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Legality: an iter_arg updated by a linalg op, not by vector transfers, stays a tensor.
#id = affine_map<(d0) -> (d0)>
func.func @no_vector_transfers(%init: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-note @below {{here}}
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<4xf32>) {
    %s = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%acc : tensor<4xf32>) {
    ^bb0(%o: f32):
      %y = arith.addf %o, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.carry_vectors_in_loop: no iter_arg is read and rewritten whole by vector transfers in the loop; only tensors that the body reads with transfer_read and rewrites with transfer_write at the same indices can be carried as vectors}}
    %carried = transform.lantern.carry_vectors_in_loop %loop : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a read through a transposing permutation map and an identity write do not access the
// same subset the same way, so the pair is not carried.
func.func @transposed_read(%init: tensor<4x8xf32>, %n: index) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  // expected-note @below {{here}}
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<4x8xf32>) {
    %v = vector.transfer_read %acc[%c0, %c0], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x8xf32>, vector<8x4xf32>
    %t = vector.transpose %v, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
    %e = tensor.empty() : tensor<4x8xf32>
    %w = vector.transfer_write %t, %e[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
    scf.yield %w : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{no iter_arg is read and rewritten whole by vector transfers in the loop}}
    %carried = transform.lantern.carry_vectors_in_loop %loop : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
