// transform.lantern.tile_and_fuse: upstream tile-and-fuse of producers, with a producer that an op
// outside the chain also reads (%max, read by the returned %stat) yielded by the loop instead of
// computed a second time; only ops of the attention block (lantern.role) are yielded.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @yields_the_row_max
// CHECK-NOT: linalg.generic
// CHECK: %[[LOOP:.*]]:2 = scf.forall (%{{.*}}) = (0) to (32) step (8) shared_outs({{.*}}) -> (tensor<32x16xf32>, tensor<32xf32>)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK-NOT: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: scf.forall.in_parallel
// CHECK: tensor.parallel_insert_slice
// CHECK: tensor.parallel_insert_slice
// CHECK: } 
// CHECK: %[[STAT:.*]] = linalg.generic {{.*}} ins(%[[LOOP]]#1 : tensor<32xf32>)
// CHECK: return %[[LOOP]]#0, %[[STAT]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#v = affine_map<(d0) -> (d0)>
func.func @yields_the_row_max(%s: tensor<32x64xf32>, %k: tensor<64x16xf32>) -> (tensor<32x16xf32>, tensor<32xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<32xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<32xf32>) -> tensor<32xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%s : tensor<32x64xf32>) outs(%init : tensor<32xf32>) attrs = {lantern.role = "row_max"} {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<32xf32>
  // Read outside the chain, and placed before the op that is tiled: it moves after the loop.
  %e1 = tensor.empty() : tensor<32xf32>
  %stat = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%max : tensor<32xf32>) outs(%e1 : tensor<32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<32xf32>
  %e2 = tensor.empty() : tensor<32x64xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%s, %max : tensor<32x64xf32>, tensor<32xf32>) outs(%e2 : tensor<32x64xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<32x64xf32>
  %e3 = tensor.empty() : tensor<32x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e3 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %o = linalg.matmul {lantern.role = "pv"} ins(%p, %k : tensor<32x64xf32>, tensor<64x16xf32>) outs(%acc : tensor<32x16xf32>) -> tensor<32x16xf32>
  return %o, %stat : tensor<32x16xf32>, tensor<32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match attributes{"lantern.role" = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    %f, %l = transform.lantern.tile_and_fuse %pv tile_sizes [8, 0, 0] {apply_cleanup, use_forall, yield_shared} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A tile past its loop's extent (32 rows on 24) is clamped to the extent: one tile of static size
// over the whole loop, where upstream would make a tile of dynamic size (affine.min).
// CHECK-LABEL: func.func @clamps_a_tile_past_the_extent
// CHECK-NOT: affine.min
// CHECK: scf.forall (%{{.*}}) = (0) to (24) step (24)
// CHECK: linalg.matmul {{.*}} ins({{.*}} : tensor<24x64xf32>, tensor<64x16xf32>) outs({{.*}} : tensor<24x16xf32>)
func.func @clamps_a_tile_past_the_extent(%p: tensor<24x64xf32>, %v: tensor<64x16xf32>) -> tensor<24x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<24x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<24x16xf32>) -> tensor<24x16xf32>
  %o = linalg.matmul {lantern.role = "pv"} ins(%p, %v : tensor<24x64xf32>, tensor<64x16xf32>) outs(%acc : tensor<24x16xf32>) -> tensor<24x16xf32>
  return %o : tensor<24x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match attributes{"lantern.role" = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    %f, %l = transform.lantern.tile_and_fuse %pv tile_sizes [32, 0, 0] {apply_cleanup, use_forall} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @not_tileable(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @below {{}}
  %0 = arith.addf %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["arith.addf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{}}
    %f, %l = transform.lantern.tile_and_fuse %m tile_sizes [2] {use_forall, yield_shared} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Where fusion stops: in a tagged function, P·V's chain follows into the loop (the exp of the
// block, the fill, a mask built from index ops alone), while the projection of V (an untagged
// matmul: a reduction outside the chain) and the exp's producer from another block stay outside.
// CHECK-LABEL: func.func @stops_at_the_chain
// CHECK: %[[V:.+]] = linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<64x16xf32>, tensor<16x16xf32>)
// CHECK: %[[OTHER:.+]] = linalg.generic {{.*}}lantern.block = 0{{.*}}lantern.role = "exp"
// CHECK: scf.forall
// CHECK-NOT: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<64x16xf32>, tensor<16x16xf32>)
// CHECK: linalg.index
// CHECK: lantern.role = "exp"
// CHECK: lantern.role = "pv"
// CHECK: scf.forall.in_parallel
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @stops_at_the_chain(%s: tensor<32x64xf32>, %x: tensor<64x16xf32>, %w: tensor<16x16xf32>) -> tensor<32x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ev = tensor.empty() : tensor<64x16xf32>
  %accv = linalg.fill ins(%zero : f32) outs(%ev : tensor<64x16xf32>) -> tensor<64x16xf32>
  %v = linalg.matmul ins(%x, %w : tensor<64x16xf32>, tensor<16x16xf32>) outs(%accv : tensor<64x16xf32>) -> tensor<64x16xf32>
  %e2 = tensor.empty() : tensor<32x64xf32>
  // Another block's op: never fused into this block's loop.
  %other = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<32x64xf32>) outs(%e2 : tensor<32x64xf32>) attrs = {lantern.role = "exp", lantern.block = 0} {
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  } -> tensor<32x64xf32>
  // A causal mask from index ops: cheap, follows into the loop.
  %mask = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e2 : tensor<32x64xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.cmpi ule, %j, %i : index
    %ninf = arith.constant 0xFF800000 : f32
    %m = arith.select %c, %zero, %ninf : f32
    linalg.yield %m : f32
  } -> tensor<32x64xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%other, %mask : tensor<32x64xf32>, tensor<32x64xf32>) outs(%e2 : tensor<32x64xf32>) attrs = {lantern.role = "exp", lantern.block = 1} {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %t = arith.addf %a, %b : f32
    %y = math.exp %t : f32
    linalg.yield %y : f32
  } -> tensor<32x64xf32>
  %e3 = tensor.empty() : tensor<32x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e3 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %o = linalg.matmul {lantern.role = "pv", lantern.block = 1} ins(%p, %v : tensor<32x64xf32>, tensor<64x16xf32>) outs(%acc : tensor<32x16xf32>) -> tensor<32x16xf32>
  return %o : tensor<32x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match attributes{"lantern.role" = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    %f, %l = transform.lantern.tile_and_fuse %pv tile_sizes [8, 0, 0] {use_forall} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// whole_graph: every producer follows, as transform.structured.fuse does (the projection too).
// CHECK-LABEL: func.func @whole_graph
// CHECK: scf.forall
// CHECK: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<64x16xf32>, tensor<16x16xf32>)
// CHECK: lantern.role = "pv"
// CHECK: scf.forall.in_parallel
func.func @whole_graph(%p: tensor<32x64xf32>, %x: tensor<64x16xf32>, %w: tensor<16x16xf32>) -> tensor<32x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ev = tensor.empty() : tensor<64x16xf32>
  %accv = linalg.fill ins(%zero : f32) outs(%ev : tensor<64x16xf32>) -> tensor<64x16xf32>
  %v = linalg.matmul ins(%x, %w : tensor<64x16xf32>, tensor<16x16xf32>) outs(%accv : tensor<64x16xf32>) -> tensor<64x16xf32>
  %e3 = tensor.empty() : tensor<32x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e3 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %o = linalg.matmul {lantern.role = "pv"} ins(%p, %v : tensor<32x64xf32>, tensor<64x16xf32>) outs(%acc : tensor<32x16xf32>) -> tensor<32x16xf32>
  return %o : tensor<32x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match attributes{"lantern.role" = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    %f, %l = transform.lantern.tile_and_fuse %pv tile_sizes [8, 0, 0] {use_forall, whole_graph} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
