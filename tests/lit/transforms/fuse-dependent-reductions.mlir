// transform.lantern.fuse_dependent_reductions: E(x, R1) and a sum R2 of it move into R1's tiled
// loop as an online reduction, rescaled by g(R1_new) / g(R1_old) on every tile.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// The softmax denominator: the row max m is tiled over key tiles of 4 (as tile_using_for makes it),
// E = exp(s - m) and R2 = row sum of E follow the loop. The loop gets a second iter_arg carrying the
// sum; each tile rescales it by exp(-m_new - -m_old), 0 where m_old == -inf, and E is evaluated with
// m_new replaced by 0 where m_new == -inf. No reduction is left after the loop.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @online_sum
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<4x8xf32>)
func.func @online_sum(%s: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: %[[MINIT:.+]] = linalg.fill ins(%{{.+}} : f32)
  // CHECK: %[[SINIT:.+]] = linalg.fill ins(%{{.+}} : f32)
  // CHECK: %[[L:.+]]:2 = scf.for %[[K:[a-z0-9]+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%[[MOLD:[a-z0-9]+]] = %[[MINIT]], %[[ACC:[a-z0-9]+]] = %[[SINIT]]) -> (tensor<4xf32>, tensor<4xf32>)
  // CHECK: %[[MNEW:.+]] = linalg.generic
  // CHECK-SAME: outs(%[[MOLD]] : tensor<4xf32>)
  // CHECK-SAME: lantern.role = "max"
  // CHECK: arith.maximumf
  // The guarded m for E.
  // CHECK: %[[MFORE:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[MNEW]] : tensor<4xf32>)
  // CHECK: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
  // CHECK: %[[ISNINF:.+]] = arith.cmpf oeq, %[[IN:[a-z0-9_]+]], %[[NINF]] : f32
  // CHECK: arith.select %[[ISNINF]], %{{.+}}, %[[IN]] : f32
  // The rescale factor, guarded where m_old == -inf.
  // CHECK: %[[FACTOR:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[MOLD]], %[[MNEW]] : tensor<4xf32>, tensor<4xf32>)
  // CHECK: ^bb0(%[[OLD:[a-z0-9_]+]]: f32, %[[NEW:[a-z0-9_]+]]: f32, %{{.+}}: f32):
  // CHECK: %[[NOLD:.+]] = arith.negf %[[OLD]] : f32
  // CHECK: %[[NNEW:.+]] = arith.negf %[[NEW]] : f32
  // CHECK: %[[DIFF:.+]] = arith.subf %[[NNEW]], %[[NOLD]] : f32
  // CHECK: %[[RATIO:.+]] = math.exp %[[DIFF]] : f32
  // CHECK: %[[NINF2:.+]] = arith.constant 0xFF800000 : f32
  // CHECK: %[[EMPTYROW:.+]] = arith.cmpf oeq, %[[OLD]], %[[NINF2]] : f32
  // CHECK: %[[F:.+]] = arith.select %[[EMPTYROW]], %{{.+}}, %[[RATIO]] : f32
  // CHECK: linalg.yield %[[F]]
  // E on the tile.
  // CHECK: %[[STILE:.+]] = tensor.extract_slice %[[S]][0, %[[K]]] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  // CHECK: %[[ETILE:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[STILE]], %[[MFORE]] : tensor<4x4xf32>, tensor<4xf32>)
  // CHECK-SAME: lantern.role = "exp"
  // CHECK: math.exp
  // CHECK: %[[SCALED:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[ACC]], %[[FACTOR]] : tensor<4xf32>, tensor<4xf32>)
  // CHECK: arith.mulf
  // CHECK: %[[SUM:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[ETILE]] : tensor<4x4xf32>) outs(%[[SCALED]] : tensor<4xf32>)
  // CHECK-SAME: lantern.role = "sum"
  // CHECK: arith.addf
  // CHECK: scf.yield %[[MNEW]], %[[SUM]] : tensor<4xf32>, tensor<4xf32>
  // CHECK-NEXT: }
  // CHECK-NOT: linalg.generic
  // CHECK: return %[[L]]#1 : tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ee = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %d = arith.subf %x, %mx : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<4x8xf32>) outs(%sinit : tensor<4xf32>) attrs = {lantern.role = "sum"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %e = transform.structured.match attributes{lantern.role = "exp"} in %root : (!transform.any_op) -> !transform.any_op
    %sum = transform.structured.match attributes{lantern.role = "sum"} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fuse_dependent_reductions %loop, %e, %sum : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// guard_infinities = false: no -inf test anywhere in the loop; E reads m_new itself and the factor
// is the bare exp.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @unguarded
func.func @unguarded(%s: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: %[[L:.+]]:2 = scf.for %{{.+}} iter_args(%[[MOLD:[a-z0-9]+]] = %{{.+}}, %[[ACC:[a-z0-9]+]] = %{{.+}}) -> (tensor<4xf32>, tensor<4xf32>)
  // CHECK: %[[MNEW:.+]] = linalg.generic
  // CHECK-SAME: lantern.role = "max"
  // CHECK-NOT: arith.cmpf
  // CHECK: %[[FACTOR:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[MOLD]], %[[MNEW]] : tensor<4xf32>, tensor<4xf32>)
  // CHECK-NOT: arith.cmpf
  // CHECK-NOT: arith.select
  // CHECK: %[[RATIO:.+]] = math.exp %{{.+}} : f32
  // CHECK-NEXT: linalg.yield %[[RATIO]] : f32
  // CHECK: %[[ETILE:.+]] = linalg.generic
  // CHECK-SAME: ins(%{{.+}}, %[[MNEW]] : tensor<4x4xf32>, tensor<4xf32>)
  // CHECK-SAME: lantern.role = "exp"
  // CHECK-NOT: arith.cmpf
  // CHECK: %[[SCALED:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[ACC]], %[[FACTOR]] : tensor<4xf32>, tensor<4xf32>)
  // CHECK-NOT: arith.cmpf
  // CHECK: %[[SUM:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[ETILE]] : tensor<4x4xf32>) outs(%[[SCALED]] : tensor<4xf32>)
  // CHECK-NOT: arith.cmpf
  // CHECK: scf.yield %[[MNEW]], %[[SUM]]
  // CHECK-NOT: linalg.generic
  // CHECK: return %[[L]]#1
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ee = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %d = arith.subf %x, %mx : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<4x8xf32>) outs(%sinit : tensor<4xf32>) attrs = {lantern.role = "sum"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %e = transform.structured.match attributes{lantern.role = "exp"} in %root : (!transform.any_op) -> !transform.any_op
    %sum = transform.structured.match attributes{lantern.role = "sum"} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fuse_dependent_reductions %loop, %e, %sum {guard_infinities = false} : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// Separability is proved on the body, not matched on one spelling: E = exp2(s*c - m*c) factors as
// exp2(s*c) · exp2(-m*c), and the factor is exp2 of the difference of the m parts, with c cloned.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @exp2_with_scale
func.func @exp2_with_scale(%s: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: %[[L:.+]]:2 = scf.for %{{.+}} iter_args(%[[MOLD:[a-z0-9]+]] = %{{.+}}, %[[ACC:[a-z0-9]+]] = %{{.+}}) -> (tensor<4xf32>, tensor<4xf32>)
  // CHECK: %[[MNEW:.+]] = linalg.generic
  // CHECK-SAME: lantern.role = "max"
  // CHECK: %[[FACTOR:.+]] = linalg.generic {{.*}}ins(%[[MOLD]], %[[MNEW]] : tensor<4xf32>, tensor<4xf32>)
  // CHECK: ^bb0(%[[OLD:[a-z0-9_]+]]: f32, %[[NEW:[a-z0-9_]+]]: f32, %{{.+}}: f32):
  // CHECK: %[[C1:.+]] = arith.constant 1.44269502 : f32
  // CHECK: %[[SOLD:.+]] = arith.mulf %[[OLD]], %[[C1]] : f32
  // CHECK: %[[NOLD:.+]] = arith.negf %[[SOLD]] : f32
  // CHECK: %[[C2:.+]] = arith.constant 1.44269502 : f32
  // CHECK: %[[SNEW:.+]] = arith.mulf %[[NEW]], %[[C2]] : f32
  // CHECK: %[[NNEW:.+]] = arith.negf %[[SNEW]] : f32
  // CHECK: %[[DIFF:.+]] = arith.subf %[[NNEW]], %[[NOLD]] : f32
  // CHECK: math.exp2 %[[DIFF]] : f32
  // CHECK: arith.cmpf oeq, %[[OLD]], %{{.+}} : f32
  // CHECK: %[[ETILE:.+]] = linalg.generic {{.*}}lantern.role = "exp"
  // CHECK: math.exp2
  // CHECK: %[[SCALED:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[ACC]], %[[FACTOR]] : tensor<4xf32>, tensor<4xf32>)
  // CHECK: %[[SUM:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[ETILE]] : tensor<4x4xf32>) outs(%[[SCALED]] : tensor<4xf32>)
  // CHECK: scf.yield %[[MNEW]], %[[SUM]]
  // CHECK-NOT: linalg.generic
  // CHECK: return %[[L]]#1
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ee = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %c = arith.constant 1.44269502 : f32
    %xs = arith.mulf %x, %c : f32
    %ms = arith.mulf %mx, %c : f32
    %d = arith.subf %xs, %ms : f32
    %y = math.exp2 %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<4x8xf32>) outs(%sinit : tensor<4xf32>) attrs = {lantern.role = "sum"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %e = transform.structured.match attributes{lantern.role = "exp"} in %root : (!transform.any_op) -> !transform.any_op
    %sum = transform.structured.match attributes{lantern.role = "sum"} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fuse_dependent_reductions %loop, %e, %sum : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// An elementwise op between E and R2 that is linear in E (the mask's select of 0) moves into the
// loop with E, sliced along the key loop.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @linear_chain
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<4x8xf32>, %[[MASK:[a-z0-9]+]]: tensor<4x8xi1>)
func.func @linear_chain(%s: tensor<4x8xf32>, %mask: tensor<4x8xi1>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: %[[L:.+]]:2 = scf.for %[[K:[a-z0-9]+]] = {{.+}} -> (tensor<4xf32>, tensor<4xf32>)
  // CHECK: %[[ETILE:.+]] = linalg.generic {{.*}}lantern.role = "exp"
  // CHECK: %[[MTILE:.+]] = tensor.extract_slice %[[MASK]][0, %[[K]]] [4, 4] [1, 1] : tensor<4x8xi1> to tensor<4x4xi1>
  // CHECK: %[[PTILE:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[MTILE]], %[[ETILE]] : tensor<4x4xi1>, tensor<4x4xf32>)
  // CHECK-SAME: lantern.role = "masked"
  // CHECK: arith.select
  // CHECK: %[[SUM:.+]] = linalg.generic {{.*}}ins(%[[PTILE]] : tensor<4x4xf32>)
  // CHECK-SAME: lantern.role = "sum"
  // CHECK: scf.yield %{{.+}}, %[[SUM]]
  // CHECK-NOT: linalg.generic
  // CHECK: return %[[L]]#1
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ee = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %d = arith.subf %x, %mx : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mask, %e : tensor<4x8xi1>, tensor<4x8xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "masked"} {
  ^bb0(%c: i1, %x: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %y = arith.select %c, %z, %x : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%p : tensor<4x8xf32>) outs(%sinit : tensor<4xf32>) attrs = {lantern.role = "sum"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %e = transform.structured.match attributes{lantern.role = "exp"} in %root : (!transform.any_op) -> !transform.any_op
    %sum = transform.structured.match attributes{lantern.role = "sum"} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fuse_dependent_reductions %loop, %e, %sum : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the loop handle must hold one scf.for; here it holds the row max itself.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @loop_handle_not_a_loop(%s: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @below {{linalg.generic {lantern.role = "max"}}}
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<4x8xf32>) outs(%init : tensor<4xf32>) attrs = {lantern.role = "max"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.maximumf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %max = transform.structured.match attributes{lantern.role = "max"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_dependent_reductions: the loop handle must hold scf.for loops (one per attention block), it holds 1 op(s)}}
    transform.lantern.fuse_dependent_reductions %max, %max, %max : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a loop that carries no tiled reduction (its iter_arg is updated elementwise).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @loop_without_reduction(%s: tensor<4x8xf32>, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  // expected-note @below {{here}}
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %init) -> (tensor<4x4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4x4xf32>
    scf.yield %r : tensor<4x4xf32>
  }
  return %m : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %max = transform.structured.match attributes{lantern.role = "max"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_dependent_reductions: the loop carries no tiled reduction (a linalg.generic with one reduction loop whose accumulator is an iter_arg); the loop must come from tiling R1 along its reduction loop with tile_using_for}}
    transform.lantern.fuse_dependent_reductions %loop, %max, %max : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the loop must start at 0 with static bounds.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @dynamic_bound(%s: tensor<4x8xf32>, %init: tensor<4xf32>, %ub: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  // expected-note @below {{here}}
  %m = scf.for %k = %c0 to %ub step %c4 iter_args(%acc = %init) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  return %m : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_dependent_reductions: the loop's bounds are not static from 0; the tiles of E and R2 are cut with static sizes}}
    transform.lantern.fuse_dependent_reductions %loop, %loop, %loop : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a tile size of 3 does not divide 8 keys.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @step_does_not_divide(%s: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  // expected-note @below {{here}}
  %m = scf.for %k = %c0 to %c8 step %c3 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 3] [1, 1] : tensor<4x8xf32> to tensor<4x3xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x3xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ee = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %d = arith.subf %x, %mx : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<4x8xf32>) outs(%sinit : tensor<4xf32>) attrs = {lantern.role = "sum"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %e = transform.structured.match attributes{lantern.role = "exp"} in %root : (!transform.any_op) -> !transform.any_op
    %sum = transform.structured.match attributes{lantern.role = "sum"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_dependent_reductions: the tile size 3 does not divide the extent 8; a partial last tile would need dynamic shapes, which the online update does not handle}}
    transform.lantern.fuse_dependent_reductions %loop, %e, %sum : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// Legality: no op of the elementwise handle reads the loop's result (the handle names R2 instead).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @no_elementwise_reads_r1(%s: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  // expected-note @below {{here}}
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ee = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %d = arith.subf %x, %mx : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<4x8xf32>) outs(%sinit : tensor<4xf32>) attrs = {lantern.role = "sum"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %sum = transform.structured.match attributes{lantern.role = "sum"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_dependent_reductions: no op of the elementwise handle reads the loop's result (R1); E must be computed from R1's final value outside the loop}}
    transform.lantern.fuse_dependent_reductions %loop, %sum, %sum : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// Legality: no op of the reduction handle reads E (the handle names E itself).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @no_reduction_reads_e(%s: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ee = tensor.empty() : tensor<4x8xf32>
  // expected-note @below {{here}}
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %d = arith.subf %x, %mx : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %e = transform.structured.match attributes{lantern.role = "exp"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_dependent_reductions: no op of the reduction handle reads E's result (directly or through elementwise ops); R2 must reduce E's values}}
    transform.lantern.fuse_dependent_reductions %loop, %e, %e : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// Legality: E = exp(s * m) does not factor as f(s) · g(m); the note points at the product.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @exp_of_product(%s: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ee = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    // expected-note @below {{here}}
    %d = arith.mulf %x, %mx : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<4x8xf32>) outs(%sinit : tensor<4xf32>) attrs = {lantern.role = "sum"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %e = transform.structured.match attributes{lantern.role = "exp"} in %root : (!transform.any_op) -> !transform.any_op
    %sum = transform.structured.match attributes{lantern.role = "sum"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_dependent_reductions: E reads R1 through arith.mulf, which is not multiplicatively separable; the running value of R2 can only be corrected when E(x, m) = f(x)}}
    transform.lantern.fuse_dependent_reductions %loop, %e, %sum : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// Legality: E = s / (s + m) is not separable either; the note points at the sum.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @quotient_of_sum(%s: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ee = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    // expected-note @below {{here}}
    %d = arith.addf %x, %mx : f32
    %y = arith.divf %x, %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<4x8xf32>) outs(%sinit : tensor<4xf32>) attrs = {lantern.role = "sum"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %e = transform.structured.match attributes{lantern.role = "exp"} in %root : (!transform.any_op) -> !transform.any_op
    %sum = transform.structured.match attributes{lantern.role = "sum"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{E reads R1 through arith.addf, which is not multiplicatively separable}}
    transform.lantern.fuse_dependent_reductions %loop, %e, %sum : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// Legality: R2 must be a sum; a max of E cannot be rescaled.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @r2_not_a_sum(%s: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ee = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %d = arith.subf %x, %mx : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  // expected-note @below {{here}}
  %emax = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<4x8xf32>) outs(%sinit : tensor<4xf32>) attrs = {lantern.role = "emax"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.maximumf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %emax : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %e = transform.structured.match attributes{lantern.role = "exp"} in %root : (!transform.any_op) -> !transform.any_op
    %emax = transform.structured.match attributes{lantern.role = "emax"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_dependent_reductions: linalg.generic {lantern.role = "emax"} does not add terms linear in E to its accumulator; only a sum of terms proportional to E can be rescaled when R1 changes}}
    transform.lantern.fuse_dependent_reductions %loop, %e, %emax : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// Legality: R2 must reduce along R1's reduction loop (the keys); a column sum reduces the rows.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @r2_other_dim(%s: tensor<4x8xf32>) -> tensor<8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ee = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %d = arith.subf %x, %mx : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %ce = tensor.empty() : tensor<8xf32>
  %cinit = linalg.fill ins(%zero : f32) outs(%ce : tensor<8xf32>) -> tensor<8xf32>
  // expected-note @below {{here}}
  %colsum = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%e : tensor<4x8xf32>) outs(%cinit : tensor<8xf32>) attrs = {lantern.role = "sum"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  return %colsum : tensor<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %e = transform.structured.match attributes{lantern.role = "exp"} in %root : (!transform.any_op) -> !transform.any_op
    %sum = transform.structured.match attributes{lantern.role = "sum"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_dependent_reductions: R2 does not reduce E along R1's reduction loop; the online update needs both reductions over the same dimension, tile by tile}}
    transform.lantern.fuse_dependent_reductions %loop, %e, %sum : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}

// -----

// Legality: an elementwise op between E and R2 that is not linear in E (exp of E) is refused.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @nonlinear_chain(%s: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "max"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ee = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "exp"} {
  ^bb0(%x: f32, %mx: f32, %o: f32):
    %d = arith.subf %x, %mx : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %ee2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e : tensor<4x8xf32>) outs(%ee : tensor<4x8xf32>) attrs = {lantern.role = "again"} {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  // expected-note @below {{here}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ee2 : tensor<4x8xf32>) outs(%sinit : tensor<4xf32>) attrs = {lantern.role = "sum"} {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %e = transform.structured.match attributes{lantern.role = "exp"} in %root : (!transform.any_op) -> !transform.any_op
    %sum = transform.structured.match attributes{lantern.role = "sum"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fuse_dependent_reductions: linalg.generic {lantern.role = "again"} between E and R2 is not linear in E; a common factor of E must scale what R2 adds up}}
    transform.lantern.fuse_dependent_reductions %loop, %e, %sum : !transform.any_op, !transform.any_op, !transform.any_op
    transform.yield
  }
}
