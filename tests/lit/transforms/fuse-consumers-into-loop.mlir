// transform.lantern.fuse_consumers_into_loop: every tileable op that reads a result of a nest of
// scf.forall loops (the target and the loops around it) is tiled to the tile each innermost
// iteration writes and computed there; the nest returns its result instead.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// The cast after a tiled loop: it moves into the loop, converts the 1x64 tile the loop computes,
// and the loop gets a bf16 shared_out whose result the function returns.
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @cast_after_loop
func.func @cast_after_loop(%x: tensor<4x256xf32>) -> tensor<4x256xbf16> {
  %e = tensor.empty() : tensor<4x256xf32>
  // CHECK: %[[BF:.+]] = tensor.empty() : tensor<4x256xbf16>
  // CHECK: %[[R:.+]]:2 = scf.forall (%[[I:[a-z0-9]+]], %[[J:[a-z0-9]+]]) = (0, 0) to (4, 256) step (1, 64)
  // CHECK-SAME: shared_outs(%{{.+}} = %{{.+}}, %[[OB:[a-z0-9]+]] = %[[BF]]) -> (tensor<4x256xf32>, tensor<4x256xbf16>)
  // CHECK: %[[Y:.+]] = linalg.generic {{.*}}outs(%{{.+}} : tensor<1x64xf32>)
  // CHECK: math.exp
  // CHECK: %[[OT:.+]] = tensor.extract_slice %[[OB]][%[[I]], %[[J]]] [1, 64] [1, 1] : tensor<4x256xbf16> to tensor<1x64xbf16>
  // CHECK: %[[C:.+]] = linalg.generic {{.*}}ins(%[[Y]] : tensor<1x64xf32>) outs(%[[OT]] : tensor<1x64xbf16>)
  // CHECK-SAME: lantern.role = "cast"
  // CHECK: arith.truncf
  // CHECK: scf.forall.in_parallel
  // CHECK: tensor.parallel_insert_slice %[[C]] into %[[OB]][%[[I]], %[[J]]] [1, 64] [1, 1] : tensor<1x64xbf16> into tensor<4x256xbf16>
  // CHECK-NOT: linalg.generic
  // CHECK: return %[[R]]#1 : tensor<4x256xbf16>
  %r = scf.forall (%i, %j) = (0, 0) to (4, 256) step (1, 64) shared_outs(%o = %e) -> (tensor<4x256xf32>) {
    %xt = tensor.extract_slice %x[%i, %j] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<1x64xf32>
    %ot = tensor.extract_slice %o[%i, %j] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<1x64xf32>
    %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%xt : tensor<1x64xf32>) outs(%ot : tensor<1x64xf32>) {
    ^bb0(%a: f32, %b: f32):
      %z = math.exp %a : f32
      linalg.yield %z : f32
    } -> tensor<1x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %o[%i, %j] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<4x256xf32>
    }
  }
  %be = tensor.empty() : tensor<4x256xbf16>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<4x256xf32>) outs(%be : tensor<4x256xbf16>) attrs = {lantern.role = "cast"} {
  ^bb0(%a: f32, %b: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x256xbf16>
  return %c : tensor<4x256xbf16>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fuse_consumers_into_loop %loop : !transform.any_op
    transform.yield
  }
}

// -----

// Blocks, then threads (two fuse steps), the outer loop as the target: the nest is the target and
// the loops around it, not the loops inside it, so the cast moves into the outer loop only, where
// it reads the thread loop's whole 1x64 result.
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @nest_target_outer
func.func @nest_target_outer(%x: tensor<4x256xf32>) -> tensor<4x256xbf16> {
  %e = tensor.empty() : tensor<4x256xf32>
  // CHECK: %[[R:.+]]:2 = scf.forall ({{.*}}) = (0, 0) to (4, 256) step (1, 64) shared_outs({{.*}}) -> (tensor<4x256xf32>, tensor<4x256xbf16>)
  // CHECK: %[[IN:.+]] = scf.forall ({{.*}}) = (0) to (64) step (2) shared_outs({{.*}}) -> (tensor<1x64xf32>)
  // CHECK-NOT: arith.truncf
  // CHECK: tensor.parallel_insert_slice {{.*}} : tensor<1x2xf32> into tensor<1x64xf32>
  // CHECK: %[[C:.+]] = linalg.generic {{.*}}ins(%[[IN]] : tensor<1x64xf32>) outs(%{{.+}} : tensor<1x64xbf16>)
  // CHECK-SAME: lantern.role = "cast"
  // CHECK: arith.truncf
  // CHECK: tensor.parallel_insert_slice %[[C]] into {{.*}} : tensor<1x64xbf16> into tensor<4x256xbf16>
  // CHECK-NOT: linalg.generic
  // CHECK: return %[[R]]#1 : tensor<4x256xbf16>
  %r = scf.forall (%i, %j) = (0, 0) to (4, 256) step (1, 64) shared_outs(%o = %e) -> (tensor<4x256xf32>) {
    %xt = tensor.extract_slice %x[%i, %j] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<1x64xf32>
    %ot = tensor.extract_slice %o[%i, %j] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<1x64xf32>
    %in = scf.forall (%t) = (0) to (64) step (2) shared_outs(%p = %ot) -> (tensor<1x64xf32>) {
      %xtt = tensor.extract_slice %xt[0, %t] [1, 2] [1, 1] : tensor<1x64xf32> to tensor<1x2xf32>
      %ptt = tensor.extract_slice %p[0, %t] [1, 2] [1, 1] : tensor<1x64xf32> to tensor<1x2xf32>
      %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
          ins(%xtt : tensor<1x2xf32>) outs(%ptt : tensor<1x2xf32>) {
      ^bb0(%a: f32, %b: f32):
        %z = math.exp %a : f32
        linalg.yield %z : f32
      } -> tensor<1x2xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %y into %p[0, %t] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<1x64xf32>
      }
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %in into %o[%i, %j] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<4x256xf32>
    }
  }
  %be = tensor.empty() : tensor<4x256xbf16>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<4x256xf32>) outs(%be : tensor<4x256xbf16>) attrs = {lantern.role = "cast"} {
  ^bb0(%a: f32, %b: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x256xbf16>
  return %c : tensor<4x256xbf16>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %exp = transform.structured.match ops{["math.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %inner = transform.get_parent_op %exp {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
    %outer = transform.get_parent_op %inner {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
    transform.lantern.fuse_consumers_into_loop %outer : !transform.any_op
    transform.yield
  }
}

// -----

// Blocks, then threads, the thread loop as the target (what the fuse_consumers_into_loop step
// does): the cast moves into the block loop, then into the thread loop, and converts each thread's
// 1x2 tile; each loop returns the bf16 tile it assembles.
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @nest_target_inner
func.func @nest_target_inner(%x: tensor<4x256xf32>) -> tensor<4x256xbf16> {
  %e = tensor.empty() : tensor<4x256xf32>
  // CHECK: %[[R:.+]]:2 = scf.forall ({{.*}}) = (0, 0) to (4, 256) step (1, 64) shared_outs({{.*}}) -> (tensor<4x256xf32>, tensor<4x256xbf16>)
  // CHECK: %[[IN:.+]]:2 = scf.forall ({{.*}}) = (0) to (64) step (2) shared_outs({{.*}}) -> (tensor<1x64xf32>, tensor<1x64xbf16>)
  // CHECK: %[[Y:.+]] = linalg.generic {{.*}}outs(%{{.+}} : tensor<1x2xf32>)
  // CHECK: math.exp
  // CHECK: %[[C:.+]] = linalg.generic {{.*}}ins(%[[Y]] : tensor<1x2xf32>) outs(%{{.+}} : tensor<1x2xbf16>)
  // CHECK-SAME: lantern.role = "cast"
  // CHECK: arith.truncf
  // CHECK: scf.forall.in_parallel
  // CHECK: tensor.parallel_insert_slice %[[C]] into {{.*}} : tensor<1x2xbf16> into tensor<1x64xbf16>
  // CHECK-NOT: linalg.generic
  // CHECK: scf.forall.in_parallel
  // CHECK: tensor.parallel_insert_slice %[[IN]]#1 into {{.*}} : tensor<1x64xbf16> into tensor<4x256xbf16>
  // CHECK-NOT: linalg.generic
  // CHECK: return %[[R]]#1 : tensor<4x256xbf16>
  %r = scf.forall (%i, %j) = (0, 0) to (4, 256) step (1, 64) shared_outs(%o = %e) -> (tensor<4x256xf32>) {
    %xt = tensor.extract_slice %x[%i, %j] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<1x64xf32>
    %ot = tensor.extract_slice %o[%i, %j] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<1x64xf32>
    %in = scf.forall (%t) = (0) to (64) step (2) shared_outs(%p = %ot) -> (tensor<1x64xf32>) {
      %xtt = tensor.extract_slice %xt[0, %t] [1, 2] [1, 1] : tensor<1x64xf32> to tensor<1x2xf32>
      %ptt = tensor.extract_slice %p[0, %t] [1, 2] [1, 1] : tensor<1x64xf32> to tensor<1x2xf32>
      %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
          ins(%xtt : tensor<1x2xf32>) outs(%ptt : tensor<1x2xf32>) {
      ^bb0(%a: f32, %b: f32):
        %z = math.exp %a : f32
        linalg.yield %z : f32
      } -> tensor<1x2xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %y into %p[0, %t] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<1x64xf32>
      }
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %in into %o[%i, %j] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<4x256xf32>
    }
  }
  %be = tensor.empty() : tensor<4x256xbf16>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<4x256xf32>) outs(%be : tensor<4x256xbf16>) attrs = {lantern.role = "cast"} {
  ^bb0(%a: f32, %b: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x256xbf16>
  return %c : tensor<4x256xbf16>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %exp = transform.structured.match ops{["math.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %inner = transform.get_parent_op %exp {op_name = "scf.forall"} : (!transform.any_op) -> !transform.any_op
    transform.lantern.fuse_consumers_into_loop %inner : !transform.any_op
    transform.yield
  }
}

// -----

// A loop whose result only reshapes and the return read has no consumer to fuse: it is left as it
// is, and the op succeeds.
// CHECK-LABEL: func.func @no_consumer
func.func @no_consumer(%x: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %e = tensor.empty() : tensor<4x256xf32>
  // CHECK: %[[R:.+]] = scf.forall ({{.*}}) = (0, 0) to (4, 256) step (1, 64) shared_outs({{.*}}) -> (tensor<4x256xf32>)
  // CHECK-NEXT: %[[T:.+]] = tensor.extract_slice
  // CHECK-NEXT: scf.forall.in_parallel
  // CHECK-NEXT: tensor.parallel_insert_slice %[[T]]
  // CHECK: %[[X:.+]] = tensor.expand_shape %[[R]]
  // CHECK: %[[C:.+]] = tensor.collapse_shape %[[X]]
  // CHECK: return %[[C]]
  %r = scf.forall (%i, %j) = (0, 0) to (4, 256) step (1, 64) shared_outs(%o = %e) -> (tensor<4x256xf32>) {
    %xt = tensor.extract_slice %x[%i, %j] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<1x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %xt into %o[%i, %j] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<4x256xf32>
    }
  }
  %ex = tensor.expand_shape %r [[0, 1], [2]] output_shape [1, 4, 256] : tensor<4x256xf32> into tensor<1x4x256xf32>
  %c = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<1x4x256xf32> into tensor<4x256xf32>
  return %c : tensor<4x256xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fuse_consumers_into_loop %loop : !transform.any_op
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
    // expected-error @below {{transform.lantern.fuse_consumers_into_loop: the target is scf.for, not an scf.forall; consumers are fused into scf.forall nests}}
    transform.lantern.fuse_consumers_into_loop %loop : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a loop that inserts a 64-element tile into a row of its 4x256 result (rank-reducing)
// is refused, since upstream consumer fusion would build invalid IR for it.
#id = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
func.func @rank_reducing_insert(%x: tensor<4x256xf32>) -> tensor<4x256xbf16> {
  %e = tensor.empty() : tensor<4x256xf32>
  // expected-note @below {{here}}
  %r = scf.forall (%i, %j) = (0, 0) to (4, 256) step (1, 64) shared_outs(%o = %e) -> (tensor<4x256xf32>) {
    %xt = tensor.extract_slice %x[%i, %j] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<64xf32>
    %ot = tensor.extract_slice %o[%i, %j] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<64xf32>
    %y = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
        ins(%xt : tensor<64xf32>) outs(%ot : tensor<64xf32>) {
    ^bb0(%a: f32, %b: f32):
      %z = math.exp %a : f32
      linalg.yield %z : f32
    } -> tensor<64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %o[%i, %j] [1, 64] [1, 1] : tensor<64xf32> into tensor<4x256xf32>
    }
  }
  %be = tensor.empty() : tensor<4x256xbf16>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<4x256xf32>) outs(%be : tensor<4x256xbf16>) attrs = {lantern.role = "cast"} {
  ^bb0(%a: f32, %b: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x256xbf16>
  return %c : tensor<4x256xbf16>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_consumers_into_loop: the loop writes its tile through a rank-reducing parallel_insert_slice; upstream consumer fusion cannot tile linalg.generic {lantern.role = "cast"} to such a tile}}
    transform.lantern.fuse_consumers_into_loop %loop : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a row sum over the dimension the loop splits cannot be computed tile by tile in a
// parallel loop (each iteration would hold a partial sum of one 64-key tile and the four iterations
// of a row would race on its result), so it is refused.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @reduction_over_tiled_dim(%x: tensor<4x256xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x256xf32>
  %r = scf.forall (%i, %j) = (0, 0) to (4, 256) step (1, 64) shared_outs(%o = %e) -> (tensor<4x256xf32>) {
    %xt = tensor.extract_slice %x[%i, %j] [1, 64] [1, 1] : tensor<4x256xf32> to tensor<1x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %xt into %o[%i, %j] [1, 64] [1, 1] : tensor<1x64xf32> into tensor<4x256xf32>
    }
  }
  // expected-note @below {{here}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%r : tensor<4x256xf32>) outs(%init : tensor<4xf32>) attrs = {lantern.role = "row_sum"} {
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_consumers_into_loop: linalg.generic {lantern.role = "row_sum"} cannot be tiled to the loop's tiles}}
    transform.lantern.fuse_consumers_into_loop %loop : !transform.any_op
    transform.yield
  }
}
