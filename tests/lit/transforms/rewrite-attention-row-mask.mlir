// transform.lantern.rewrite_attention_row_mask: the safe-softmax guard all(s == -inf) over a row
// is replaced by max(s) == -inf on the key loop's row max.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// The guard after the loop: cmpf oeq(s, -inf) and an andi reduction from fill(true) become one
// cmpf on the loop's result; its role moves to the replacement and nothing reads s after the loop.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @guard_after_loop
func.func @guard_after_loop(%s: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xi1>) {
  %ninf = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: %[[M:.+]] = scf.for
  // CHECK: arith.maximumf
  // CHECK: scf.yield
  // CHECK-NOT: arith.andi
  // CHECK: %[[T:.+]] = linalg.generic {{.*}}ins(%[[M]] : tensor<4xf32>) outs(%{{.+}} : tensor<4xi1>)
  // CHECK-SAME: lantern.role = "row_masked"
  // CHECK: ^bb0(%[[X:[a-z0-9_]+]]: f32, %{{.+}}: i1):
  // CHECK: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
  // CHECK: %[[C:.+]] = arith.cmpf oeq, %[[X]], %[[NINF]] : f32
  // CHECK: linalg.yield %[[C]] : i1
  // CHECK-NOT: arith.andi
  // CHECK-NOT: linalg.generic
  // CHECK: return %[[M]], %[[T]]
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
  %ce = tensor.empty() : tensor<4x8xi1>
  %isninf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x8xf32>) outs(%ce : tensor<4x8xi1>) {
  ^bb0(%x: f32, %o: i1):
    %c = arith.cmpf oeq, %x, %ninf : f32
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %be = tensor.empty() : tensor<4xi1>
  %ainit = linalg.fill ins(%true : i1) outs(%be : tensor<4xi1>) -> tensor<4xi1>
  %all = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%isninf : tensor<4x8xi1>) outs(%ainit : tensor<4xi1>) attrs = {lantern.role = "row_masked"} {
  ^bb0(%x: i1, %o: i1):
    %a = arith.andi %x, %o : i1
    linalg.yield %a : i1
  } -> tensor<4xi1>
  return %m, %all : tensor<4xf32>, tensor<4xi1>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.rewrite_attention_row_mask %loop : !transform.any_op
    transform.yield
  }
}

// -----

// The guard computed before the loop (graph order, -inf on the left of the compare): the
// replacement is placed after the loop, where the final max exists.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @guard_before_loop
func.func @guard_before_loop(%s: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xi1>) {
  %ninf = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  // CHECK-NOT: arith.andi
  // CHECK-NOT: arith.cmpf
  // CHECK: %[[M:.+]] = scf.for
  // CHECK: scf.yield
  // CHECK: %[[T:.+]] = linalg.generic {{.*}}ins(%[[M]] : tensor<4xf32>)
  // CHECK: arith.cmpf oeq
  // CHECK-NOT: arith.andi
  // CHECK: return %[[M]], %[[T]]
  %ce = tensor.empty() : tensor<4x8xi1>
  %isninf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x8xf32>) outs(%ce : tensor<4x8xi1>) {
  ^bb0(%x: f32, %o: i1):
    %n = arith.constant 0xFF800000 : f32
    %c = arith.cmpf oeq, %n, %x : f32
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %be = tensor.empty() : tensor<4xi1>
  %ainit = linalg.fill ins(%true : i1) outs(%be : tensor<4xi1>) -> tensor<4xi1>
  %all = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%isninf : tensor<4x8xi1>) outs(%ainit : tensor<4xi1>) {
  ^bb0(%x: i1, %o: i1):
    %a = arith.andi %o, %x : i1
    linalg.yield %a : i1
  } -> tensor<4xi1>
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maxnumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  return %m, %all : tensor<4xf32>, tensor<4xi1>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.rewrite_attention_row_mask %loop : !transform.any_op
    transform.yield
  }
}

// -----

// With if_present, a graph without the guard is left unchanged and the op succeeds.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @no_guard_if_present
// CHECK-SAME: (%[[S:[a-z0-9]+]]: tensor<4x8xf32>)
func.func @no_guard_if_present(%s: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  // CHECK: %[[INIT:.+]] = linalg.fill
  // CHECK: %[[M:.+]] = scf.for %{{.+}} iter_args(%[[ACC:.+]] = %[[INIT]]) -> (tensor<4xf32>) {
  // CHECK: %[[TILE:.+]] = tensor.extract_slice %[[S]]
  // CHECK: %[[R:.+]] = linalg.generic {{.*}}ins(%[[TILE]] : tensor<4x4xf32>) outs(%[[ACC]] : tensor<4xf32>)
  // CHECK: arith.maximumf
  // CHECK: scf.yield %[[R]] : tensor<4xf32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[M]] : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
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
    transform.lantern.rewrite_attention_row_mask %loop if_present : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: without if_present, a graph without the guard is refused.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @no_guard(%s: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  // expected-note @below {{here}}
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
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
    // expected-error @below {{transform.lantern.rewrite_attention_row_mask: no AND reduction of (s == -inf) over the scores this loop reduces was found; there is no fully-masked-row guard to rewrite}}
    transform.lantern.rewrite_attention_row_mask %loop : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the target must be an scf.for.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @target_not_a_loop(%s: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @below {{here}}
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.maximumf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.rewrite_attention_row_mask: the target is linalg.generic, not an scf.for; the row max to test is the accumulator of the key loop}}
    transform.lantern.rewrite_attention_row_mask %g : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a loop that carries no tiled reduction (its iter_arg is updated elementwise).
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @loop_without_reduction(%s: tensor<4x8xf32>, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  // expected-note @below {{here}}
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %init) -> (tensor<4x4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) {
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
    // expected-error @below {{transform.lantern.rewrite_attention_row_mask: the loop carries no tiled reduction; the row max must be the loop's accumulator}}
    transform.lantern.rewrite_attention_row_mask %loop : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the loop's reduction must be a max; a sum is refused, even with if_present.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @reduction_not_a_max(%s: tensor<4x8xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %init) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    // expected-note @below {{here}}
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) attrs = {lantern.role = "sum"} {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  return %m : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.rewrite_attention_row_mask: the loop's reduction linalg.generic {lantern.role = "sum"} is not a max; only max(s) == -inf is equivalent to all(s == -inf)}}
    transform.lantern.rewrite_attention_row_mask %loop if_present : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the row max must start at -inf (here 0, so every row's max is > -inf).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @max_not_from_neg_inf(%s: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xi1>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  // expected-note @below {{here}}
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  %ce = tensor.empty() : tensor<4x8xi1>
  %isninf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x8xf32>) outs(%ce : tensor<4x8xi1>) {
  ^bb0(%x: f32, %o: i1):
    %c = arith.cmpf oeq, %x, %ninf : f32
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %be = tensor.empty() : tensor<4xi1>
  %ainit = linalg.fill ins(%true : i1) outs(%be : tensor<4xi1>) -> tensor<4xi1>
  %all = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%isninf : tensor<4x8xi1>) outs(%ainit : tensor<4xi1>) {
  ^bb0(%x: i1, %o: i1):
    %a = arith.andi %x, %o : i1
    linalg.yield %a : i1
  } -> tensor<4xi1>
  return %m, %all : tensor<4xf32>, tensor<4xi1>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.rewrite_attention_row_mask: the row max does not start at -inf; a finite start would make max(s) > -inf for every row}}
    transform.lantern.rewrite_attention_row_mask %loop : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the row max must read slices of the scores (here it reads a whole tensor every time).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @max_without_slices(%t: tensor<4x4xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    // expected-note @below {{here}}
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%t : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) {
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
    // expected-error @below {{transform.lantern.rewrite_attention_row_mask: the row max does not read slices of a score tensor; the guard to replace is found through the scores it reads}}
    transform.lantern.rewrite_attention_row_mask %loop : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the guard is used before the loop, where the final max does not exist yet.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @guard_used_before_loop(%s: tensor<4x8xf32>) -> (tensor<4xf32>, i1) {
  %ninf = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %ce = tensor.empty() : tensor<4x8xi1>
  %isninf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x8xf32>) outs(%ce : tensor<4x8xi1>) {
  ^bb0(%x: f32, %o: i1):
    %c = arith.cmpf oeq, %x, %ninf : f32
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %be = tensor.empty() : tensor<4xi1>
  %ainit = linalg.fill ins(%true : i1) outs(%be : tensor<4xi1>) -> tensor<4xi1>
  %all = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%isninf : tensor<4x8xi1>) outs(%ainit : tensor<4xi1>) {
  ^bb0(%x: i1, %o: i1):
    %a = arith.andi %x, %o : i1
    linalg.yield %a : i1
  } -> tensor<4xi1>
  // expected-note @below {{here}}
  %first = tensor.extract %all[%c0] : tensor<4xi1>
  %re = tensor.empty() : tensor<4xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %m = scf.for %k = %c0 to %c8 step %c4 iter_args(%acc = %minit) -> (tensor<4xf32>) {
    %tile = tensor.extract_slice %s[0, %k] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%tile : tensor<4x4xf32>) outs(%acc : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.maximumf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %r : tensor<4xf32>
  }
  return %m, %first : tensor<4xf32>, i1
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loop = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.rewrite_attention_row_mask: tensor.extract uses the fully-masked-row test before the key loop; the replacement is computed from the loop's final row max}}
    transform.lantern.rewrite_attention_row_mask %loop : !transform.any_op
    transform.yield
  }
}
