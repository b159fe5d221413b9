// transform.lantern.sink_normalization_past_contraction: contract(A / s, B) becomes
// contract(A, B) / s when s (and the select's condition, if any) does not vary along the
// contraction's reduction loop.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// The safe-softmax shape: P = select(c, 0, e / s), then P·V. The contraction reads e, and one
// elementwise op after it divides by s and applies the select; the role of the divide moves to it.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#p = affine_map<(d0, d1, d2) -> (d0, d2)>
#v = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.+]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @select_of_divide
// CHECK-SAME: (%[[E:[a-z0-9]+]]: tensor<4x8xf32>, %[[S:[a-z0-9]+]]: tensor<4xf32>, %[[C:[a-z0-9]+]]: tensor<4xi1>, %[[V:[a-z0-9]+]]: tensor<8x4xf32>)
func.func @select_of_divide(%e: tensor<4x8xf32>, %s: tensor<4xf32>, %c: tensor<4xi1>, %v: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %empty = tensor.empty() : tensor<4x8xf32>
  // CHECK-NOT: arith.divf
  // CHECK: %[[PV:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[E]], %[[V]] : tensor<4x8xf32>, tensor<8x4xf32>)
  // CHECK-SAME: lantern.role = "pv"
  // CHECK: arith.mulf
  // CHECK: arith.addf
  // CHECK: %[[R:.+]] = linalg.generic
  // CHECK-SAME: indexing_maps = [#[[ID]], #[[ROW]], #[[ROW]], #[[ID]]]
  // CHECK-SAME: ins(%[[PV]], %[[S]], %[[C]] : tensor<4x4xf32>, tensor<4xf32>, tensor<4xi1>)
  // CHECK-SAME: lantern.role = "normalize"
  // CHECK: ^bb0(%[[X:.+]]: f32, %[[Y:.+]]: f32, %[[M:.+]]: i1, %{{.+}}: f32):
  // CHECK: %[[D:.+]] = arith.divf %[[X]], %[[Y]] : f32
  // CHECK: %[[Z:.+]] = arith.constant 0.000000e+00 : f32
  // CHECK: %[[SEL:.+]] = arith.select %[[M]], %[[Z]], %[[D]] : f32
  // CHECK: linalg.yield %[[SEL]]
  // CHECK-NOT: linalg.generic
  // CHECK: return %[[R]]
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %s : tensor<4x8xf32>, tensor<4xf32>) outs(%empty : tensor<4x8xf32>) attrs = {lantern.role = "normalize"} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  %guarded = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %p : tensor<4xi1>, tensor<4x8xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%m: i1, %x: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %r = arith.select %m, %zero, %x : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %oe = tensor.empty() : tensor<4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%oe : tensor<4x4xf32>) -> tensor<4x4xf32>
  %pv = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%guarded, %v : tensor<4x8xf32>, tensor<8x4xf32>) outs(%acc : tensor<4x4xf32>) attrs = {lantern.role = "pv"} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %t = arith.addf %o, %m : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %pv : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match ops{["linalg.generic"]} attributes{lantern.role = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.sink_normalization_past_contraction %pv : !transform.any_op
    transform.yield
  }
}

// -----

// A plain divide (no select): the op after the contraction only divides.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#p = affine_map<(d0, d1, d2) -> (d0, d2)>
#v = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @plain_divide
// CHECK-SAME: (%[[E:[a-z0-9]+]]: tensor<4x8xf32>, %[[S:[a-z0-9]+]]: tensor<4xf32>, %[[V:[a-z0-9]+]]: tensor<8x4xf32>)
func.func @plain_divide(%e: tensor<4x8xf32>, %s: tensor<4xf32>, %v: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %empty = tensor.empty() : tensor<4x8xf32>
  // CHECK-NOT: arith.divf
  // CHECK: %[[PV:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[E]], %[[V]] : tensor<4x8xf32>, tensor<8x4xf32>)
  // CHECK: %[[R:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[PV]], %[[S]] : tensor<4x4xf32>, tensor<4xf32>)
  // CHECK: %[[D:.+]] = arith.divf
  // CHECK-NOT: arith.select
  // CHECK: linalg.yield %[[D]]
  // CHECK: return %[[R]]
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %s : tensor<4x8xf32>, tensor<4xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %oe = tensor.empty() : tensor<4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%oe : tensor<4x4xf32>) -> tensor<4x4xf32>
  %pv = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<4x8xf32>, tensor<8x4xf32>) outs(%acc : tensor<4x4xf32>) attrs = {lantern.role = "pv"} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %t = arith.addf %o, %m : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %pv : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match ops{["linalg.generic"]} attributes{lantern.role = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.sink_normalization_past_contraction %pv : !transform.any_op
    transform.yield
  }
}

// -----

// A multiply by a per-row inverse, written scale first: the identity-mapped operand is taken as the
// numerator. The operands are f16 with an f32 accumulator: the f16 scale is widened to f32.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#p = affine_map<(d0, d1, d2) -> (d0, d2)>
#v = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @multiply
// CHECK-SAME: (%[[E:[a-z0-9]+]]: tensor<4x8xf16>, %[[INV:[a-z0-9]+]]: tensor<4xf16>, %[[V:[a-z0-9]+]]: tensor<8x4xf16>, %[[ACC:[a-z0-9]+]]: tensor<4x4xf32>)
func.func @multiply(%e: tensor<4x8xf16>, %inv: tensor<4xf16>, %v: tensor<8x4xf16>, %acc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %empty = tensor.empty() : tensor<4x8xf16>
  // CHECK: %[[PV:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[E]], %[[V]] : tensor<4x8xf16>, tensor<8x4xf16>) outs(%[[ACC]] : tensor<4x4xf32>)
  // CHECK: %[[R:.+]] = linalg.generic
  // CHECK-SAME: ins(%[[PV]], %[[INV]] : tensor<4x4xf32>, tensor<4xf16>)
  // CHECK: ^bb0(%[[X:.+]]: f32, %[[Y:.+]]: f16, %{{.+}}: f32):
  // CHECK: %[[W:.+]] = arith.extf %[[Y]] : f16 to f32
  // CHECK: %[[P:.+]] = arith.mulf %[[X]], %[[W]] : f32
  // CHECK: linalg.yield %[[P]]
  // CHECK: return %[[R]]
  %p = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%inv, %e : tensor<4xf16>, tensor<4x8xf16>) outs(%empty : tensor<4x8xf16>) {
  ^bb0(%b: f16, %a: f16, %o: f16):
    %d = arith.mulf %b, %a : f16
    linalg.yield %d : f16
  } -> tensor<4x8xf16>
  %pv = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<4x8xf16>, tensor<8x4xf16>) outs(%acc : tensor<4x4xf32>) attrs = {lantern.role = "pv"} {
  ^bb0(%a: f16, %b: f16, %o: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %m = arith.mulf %a32, %b32 : f32
    %t = arith.addf %o, %m : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %pv : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match ops{["linalg.generic"]} attributes{lantern.role = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.sink_normalization_past_contraction %pv : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the target must be a contraction; an elementwise op is refused.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @not_a_contraction(%e: tensor<4x8xf32>, %s: tensor<4xf32>) -> tensor<4x8xf32> {
  %empty = tensor.empty() : tensor<4x8xf32>
  // expected-note @below {{here}}
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %s : tensor<4x8xf32>, tensor<4xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.sink_normalization_past_contraction: the target linalg.generic is not a contraction on tensors; the rewrite moves a scale across the multiply-add of a contraction}}
    transform.lantern.sink_normalization_past_contraction %g : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a contraction over two reduction loops is refused.
#a = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>
#o = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
func.func @two_reduction_loops(%x: tensor<4x2x4xf32>, %y: tensor<2x4x4xf32>, %acc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-note @below {{here}}
  %r = linalg.generic {indexing_maps = [#a, #b, #o], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %y : tensor<4x2x4xf32>, tensor<2x4x4xf32>) outs(%acc : tensor<4x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    %t = arith.addf %o, %m : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.sink_normalization_past_contraction: the target has 2 reduction loops; the scale must be constant along the one reduction loop}}
    transform.lantern.sink_normalization_past_contraction %g : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a scale indexed by the key (it varies along the reduction loop d2) cannot leave the sum.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#p = affine_map<(d0, d1, d2) -> (d0, d2)>
#v = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @scale_varies_along_keys(%e: tensor<4x8xf32>, %s: tensor<8xf32>, %v: tensor<8x4xf32>, %acc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %empty = tensor.empty() : tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %s : tensor<4x8xf32>, tensor<8xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  // expected-note @below {{here}}
  %pv = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<4x8xf32>, tensor<8x4xf32>) outs(%acc : tensor<4x4xf32>) attrs = {lantern.role = "pv"} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %t = arith.addf %o, %m : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %pv : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match ops{["linalg.generic"]} attributes{lantern.role = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.sink_normalization_past_contraction: operand 0: the scale varies along the contraction's reduction loop d2; the normalisation can only move past the contraction when it is the same for every term of the sum}}
    transform.lantern.sink_normalization_past_contraction %pv : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a select whose condition varies along the reduction loop is not seen through.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#p = affine_map<(d0, d1, d2) -> (d0, d2)>
#v = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @condition_varies_along_keys(%e: tensor<4x8xf32>, %s: tensor<4xf32>, %c: tensor<4x8xi1>, %v: tensor<8x4xf32>, %acc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %empty = tensor.empty() : tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %s : tensor<4x8xf32>, tensor<4xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  %guarded = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %p : tensor<4x8xi1>, tensor<4x8xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%m: i1, %x: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %r = arith.select %m, %zero, %x : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  // expected-note @below {{here}}
  %pv = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%guarded, %v : tensor<4x8xf32>, tensor<8x4xf32>) outs(%acc : tensor<4x4xf32>) attrs = {lantern.role = "pv"} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %t = arith.addf %o, %m : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %pv : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match ops{["linalg.generic"]} attributes{lantern.role = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{operand 0: the select's condition varies along the contraction's reduction loop d2}}
    transform.lantern.sink_normalization_past_contraction %pv : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: an operand made by an elementwise op that neither divides nor multiplies (here exp).
#id = affine_map<(d0, d1) -> (d0, d1)>
#p = affine_map<(d0, d1, d2) -> (d0, d2)>
#v = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @operand_not_a_divide(%s: tensor<4x8xf32>, %v: tensor<8x4xf32>, %acc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %empty = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x8xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = math.exp %a : f32
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  // expected-note @below {{here}}
  %pv = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e, %v : tensor<4x8xf32>, tensor<8x4xf32>) outs(%acc : tensor<4x4xf32>) attrs = {lantern.role = "pv"} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %t = arith.addf %o, %m : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %pv : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match ops{["linalg.generic"]} attributes{lantern.role = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.sink_normalization_past_contraction: operand 0: the elementwise op that makes it yields neither arith.divf nor arith.mulf; the normalisation}}
    transform.lantern.sink_normalization_past_contraction %pv : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: operands that are function arguments are not made by an elementwise op at all.
#p = affine_map<(d0, d1, d2) -> (d0, d2)>
#v = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @operand_not_produced(%p: tensor<4x8xf32>, %v: tensor<8x4xf32>, %acc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-note @below {{here}}
  %pv = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<4x8xf32>, tensor<8x4xf32>) outs(%acc : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %t = arith.addf %o, %m : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %pv : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.sink_normalization_past_contraction: operand 0: it is not made by an elementwise linalg.generic; the normalisation}}
    transform.lantern.sink_normalization_past_contraction %pv : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a divide by a constant of the body does not read two inputs of its op.
#id = affine_map<(d0, d1) -> (d0, d1)>
#p = affine_map<(d0, d1, d2) -> (d0, d2)>
#v = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @divide_by_constant(%e: tensor<4x8xf32>, %v: tensor<8x4xf32>, %acc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %empty = tensor.empty() : tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e : tensor<4x8xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %two = arith.constant 2.0 : f32
    %d = arith.divf %a, %two : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  // expected-note @below {{here}}
  %pv = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<4x8xf32>, tensor<8x4xf32>) outs(%acc : tensor<4x4xf32>) attrs = {lantern.role = "pv"} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %t = arith.addf %o, %m : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %pv : tensor<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match ops{["linalg.generic"]} attributes{lantern.role = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{operand 0: the arith.divf does not read two inputs of its op directly}}
    transform.lantern.sink_normalization_past_contraction %pv : !transform.any_op
    transform.yield
  }
}

// -----

// Eager attention in bf16 (transformers' Llama, Qwen2): softmax in f32, then `.to(bfloat16)`
// before a bf16 × bf16 → f32 P·V. The cast moves onto the numerator: P·V reads truncf(e), and the
// division by s follows it in f32.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#p = affine_map<(d0, d1, d2) -> (d0, d2)>
#v = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @cast_of_divide
// CHECK-SAME: (%[[E:[a-z0-9]+]]: tensor<4x8xf32>, %[[S:[a-z0-9]+]]: tensor<4xf32>, %[[V:[a-z0-9]+]]: tensor<8x4xbf16>)
// CHECK-NOT: arith.divf
// CHECK: %[[T:.+]] = linalg.generic
// CHECK-SAME: ins(%[[E]] : tensor<4x8xf32>)
// CHECK: arith.truncf %{{.+}} : f32 to bf16
// CHECK: %[[PV:.+]] = linalg.generic
// CHECK-SAME: ins(%[[T]], %[[V]] : tensor<4x8xbf16>, tensor<8x4xbf16>)
// CHECK-SAME: lantern.role = "pv"
// CHECK: %[[R:.+]] = linalg.generic
// CHECK-SAME: ins(%[[PV]], %[[S]] : tensor<4x4xf32>, tensor<4xf32>)
// CHECK: arith.divf
// CHECK: return %[[R]]
func.func @cast_of_divide(%e: tensor<4x8xf32>, %s: tensor<4xf32>, %v: tensor<8x4xbf16>) -> tensor<4x4xf32> {
  %empty = tensor.empty() : tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %s : tensor<4x8xf32>, tensor<4xf32>) outs(%empty : tensor<4x8xf32>) attrs = {lantern.role = "normalize"} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  %nb = tensor.empty() : tensor<4x8xbf16>
  %narrow = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p : tensor<4x8xf32>) outs(%nb : tensor<4x8xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x8xbf16>
  %zero = arith.constant 0.0 : f32
  %oe = tensor.empty() : tensor<4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%oe : tensor<4x4xf32>) -> tensor<4x4xf32>
  %pv = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%narrow, %v : tensor<4x8xbf16>, tensor<8x4xbf16>) outs(%acc : tensor<4x4xf32>) attrs = {lantern.role = "pv"} {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %aw = arith.extf %a : bf16 to f32
    %bw = arith.extf %b : bf16 to f32
    %m = arith.mulf %aw, %bw : f32
    %t = arith.addf %o, %m : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %pv : tensor<4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match attributes{"lantern.role" = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.sink_normalization_past_contraction %pv : !transform.any_op
    transform.yield
  }
}
