// transform.lantern.narrow_vector_contract_operands: f32 vector.contract operands that came from
// bf16/f16 go back to the narrow type (what matrix units take); the accumulator stays f32.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// P·V: V was widened from bf16, P is computed in f32. V's extension is dropped and P truncated to
// bf16; the f32 Q·Kᵀ of the same function has no narrow source and is left alone.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @pv
// CHECK-SAME: (%[[P:[a-z0-9]+]]: vector<4x16xf32>, %[[V:[a-z0-9]+]]: vector<16x8xbf16>, %[[ACC:[a-z0-9]+]]: vector<4x8xf32>
func.func @pv(%p: vector<4x16xf32>, %v: vector<16x8xbf16>, %acc: vector<4x8xf32>,
              %q: vector<4x8xf32>, %k: vector<8x16xf32>, %s0: vector<4x16xf32>) -> (vector<4x8xf32>, vector<4x16xf32>) {
  // CHECK-NOT: arith.extf
  // CHECK: %[[PN:.+]] = arith.truncf %[[P]] : vector<4x16xf32> to vector<4x16xbf16>
  // CHECK: vector.contract {{.+}} %[[PN]], %[[V]], %[[ACC]] : vector<4x16xbf16>, vector<16x8xbf16> into vector<4x8xf32>
  %vw = arith.extf %v : vector<16x8xbf16> to vector<16x8xf32>
  %o = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %p, %vw, %acc : vector<4x16xf32>, vector<16x8xf32> into vector<4x8xf32>
  // CHECK: vector.contract {{.+}} : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %q, %k, %s0 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return %o, %s : vector<4x8xf32>, vector<4x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.narrow_vector_contract_operands %f : !transform.any_op
    transform.yield
  }
}

// -----

// Both operands widened from f16: both extensions go, nothing is truncated. A widened value that
// other ops still read keeps its extension.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @both_widened
// CHECK-SAME: (%[[A:[a-z0-9]+]]: vector<4x16xf16>, %[[B:[a-z0-9]+]]: vector<16x8xf16>, %[[ACC:[a-z0-9]+]]: vector<4x8xf32>)
func.func @both_widened(%a: vector<4x16xf16>, %b: vector<16x8xf16>, %acc: vector<4x8xf32>) -> (vector<4x8xf32>, vector<16x8xf32>) {
  // CHECK: %[[BW:.+]] = arith.extf %[[B]]
  // CHECK-NOT: arith.truncf
  // CHECK: vector.contract {{.+}} %[[A]], %[[B]], %[[ACC]] : vector<4x16xf16>, vector<16x8xf16> into vector<4x8xf32>
  // CHECK: return %{{.+}}, %[[BW]]
  %aw = arith.extf %a : vector<4x16xf16> to vector<4x16xf32>
  %bw = arith.extf %b : vector<16x8xf16> to vector<16x8xf32>
  %o = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %aw, %bw, %acc : vector<4x16xf32>, vector<16x8xf32> into vector<4x8xf32>
  return %o, %bw : vector<4x8xf32>, vector<16x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["vector.contract"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.narrow_vector_contract_operands %c : !transform.any_op
    transform.yield
  }
}

// -----

// A masked contract: the truncation goes before the vector.mask, whose region holds only the
// contract.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @masked
func.func @masked(%p: vector<4x16xf32>, %v: vector<16x8xbf16>, %acc: vector<4x8xf32>, %mask: vector<4x8x16xi1>) -> vector<4x8xf32> {
  // CHECK: %[[PN:.+]] = arith.truncf
  // CHECK-NEXT: vector.mask %{{.+}} { vector.contract {{.+}} %[[PN]], %{{.+}}, %{{.+}} : vector<4x16xbf16>, vector<16x8xbf16> into vector<4x8xf32> }
  %vw = arith.extf %v : vector<16x8xbf16> to vector<16x8xf32>
  %o = vector.mask %mask { vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %p, %vw, %acc : vector<4x16xf32>, vector<16x8xf32> into vector<4x8xf32> } : vector<4x8x16xi1> -> vector<4x8xf32>
  return %o : vector<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.narrow_vector_contract_operands %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: a contract named as the target must have a narrow source.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @no_narrow_source(%q: vector<4x8xf32>, %k: vector<8x16xf32>, %s0: vector<4x16xf32>) -> vector<4x16xf32> {
  // expected-note @below {{left alone: vector.contract: neither operand is an arith.extf from bf16 or f16 (or one scaled by a constant)}}
  %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %q, %k, %s0 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return %s : vector<4x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["vector.contract"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.narrow_vector_contract_operands: vector.contract: neither operand is an arith.extf from bf16 or f16 (or one scaled by a constant); there is no narrow type to go back to, and truncating f32 inputs would only lose precision}}
    transform.lantern.narrow_vector_contract_operands %c : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: operands that are already narrow have nothing to narrow.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @already_narrow(%a: vector<4x16xbf16>, %b: vector<16x8xbf16>, %acc: vector<4x8xf32>) -> vector<4x8xf32> {
  // expected-note @below {{left alone}}
  %o = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %a, %b, %acc : vector<4x16xbf16>, vector<16x8xbf16> into vector<4x8xf32>
  return %o : vector<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["vector.contract"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{vector.contract: its operands are vector<4x16xbf16> and vector<16x8xbf16>, not both f32; only f32 operands are widened copies that can be narrowed}}
    transform.lantern.narrow_vector_contract_operands %c : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: operands widened from two different narrow types cannot share one.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @mixed_narrow_types(%a: vector<4x16xbf16>, %b: vector<16x8xf16>, %acc: vector<4x8xf32>) -> vector<4x8xf32> {
  %aw = arith.extf %a : vector<4x16xbf16> to vector<4x16xf32>
  %bw = arith.extf %b : vector<16x8xf16> to vector<16x8xf32>
  // expected-note @below {{left alone: vector.contract: the lhs is widened from bf16 and the rhs from f16}}
  %o = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %aw, %bw, %acc : vector<4x16xf32>, vector<16x8xf32> into vector<4x8xf32>
  return %o : vector<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.narrow_vector_contract_operands: vector.contract: the lhs is widened from bf16 and the rhs from f16; a matrix instruction takes one narrow type for both operands, and converting one to the other would round it}}
    transform.lantern.narrow_vector_contract_operands %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the accumulator must be f32.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @narrow_accumulator(%p: vector<4x16xf32>, %v: vector<16x8xbf16>, %acc: vector<4x8xbf16>) -> vector<4x8xbf16> {
  %vw = arith.extf %v : vector<16x8xbf16> to vector<16x8xf32>
  // expected-note @below {{left alone: vector.contract: its accumulator is vector<4x8xbf16>, not f32}}
  %o = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %p, %vw, %acc : vector<4x16xf32>, vector<16x8xf32> into vector<4x8xbf16>
  return %o : vector<4x8xbf16>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{vector.contract: its accumulator is vector<4x8xbf16>, not f32; the narrowed contraction must still accumulate in f32}}
    transform.lantern.narrow_vector_contract_operands %f : !transform.any_op
    transform.yield
  }
}

// -----

// Q·Kᵀ of torch-mlir's bf16 SDPA: q and k are widened, then each scaled by a constant (the square
// root of the softmax scale). Each product is truncated to bf16 (a rounding, as PyTorch's bf16
// math backend computes q·scale in bf16); the extensions stay, the products read them.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @scaled
func.func @scaled(%q: vector<4x8xbf16>, %k: vector<16x8xbf16>, %s0: vector<4x16xf32>) -> vector<4x16xf32> {
  %c = arith.constant dense<0.35> : vector<4x8xf32>
  %ck = arith.constant dense<0.35> : vector<16x8xf32>
  // CHECK: %[[QS:.+]] = arith.mulf
  // CHECK: %[[KS:.+]] = arith.mulf
  // CHECK-DAG: %[[QN:.+]] = arith.truncf %[[QS]] : vector<4x8xf32> to vector<4x8xbf16>
  // CHECK-DAG: %[[KN:.+]] = arith.truncf %[[KS]] : vector<16x8xf32> to vector<16x8xbf16>
  // CHECK: vector.contract {{.+}} %[[QN]], %[[KN]], %{{.+}} : vector<4x8xbf16>, vector<16x8xbf16> into vector<4x16xf32>
  %qw = arith.extf %q : vector<4x8xbf16> to vector<4x8xf32>
  %qs = arith.mulf %qw, %c : vector<4x8xf32>
  %kw = arith.extf %k : vector<16x8xbf16> to vector<16x8xf32>
  %ks = arith.mulf %ck, %kw : vector<16x8xf32>
  %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %qs, %ks, %s0 : vector<4x8xf32>, vector<16x8xf32> into vector<4x16xf32>
  return %s : vector<4x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.narrow_vector_contract_operands %f : !transform.any_op
    transform.yield
  }
}

// -----

// scales_to_result: Q·Kᵀ as torch-mlir writes it, q and k widened from bf16 and each scaled by
// sqrt(scale) in f32, K transposed after scaling. The contract takes the bf16 q and the transposed
// bf16 k themselves with a zero accumulator; both scales multiply the result, then the old
// accumulator is added.
#qk_lhs = affine_map<(m, n, k) -> (m, k)>
#qk_rhs = affine_map<(m, n, k) -> (k, n)>
#qk_acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @scales_to_result
// CHECK-SAME: (%[[Q:.+]]: vector<16x64xbf16>, %[[K:.+]]: vector<32x64xbf16>, %[[ACC:.+]]: vector<16x32xf32>)
// CHECK-NOT: arith.extf
// CHECK: %[[KT:.+]] = vector.transpose %[[K]], [1, 0] : vector<32x64xbf16> to vector<64x32xbf16>
// CHECK: %[[ZERO:.+]] = arith.constant dense<0.000000e+00> : vector<16x32xf32>
// CHECK: %[[C:.+]] = vector.contract {{.*}} %[[Q]], %[[KT]], %[[ZERO]] : vector<16x64xbf16>, vector<64x32xbf16> into vector<16x32xf32>
// CHECK: %[[S:.+]] = arith.constant dense<2.973020e-01> : vector<16x32xf32>
// CHECK: %[[R1:.+]] = arith.mulf %[[C]], %[[S]] : vector<16x32xf32>
// CHECK: %[[T:.+]] = vector.broadcast %{{.+}} : f32 to vector<16x32xf32>
// CHECK: %[[R2:.+]] = arith.mulf %[[R1]], %[[T]] : vector<16x32xf32>
// CHECK: %[[R3:.+]] = arith.addf %[[ACC]], %[[R2]] : vector<16x32xf32>
// CHECK: return %[[R3]]
func.func @scales_to_result(%q: vector<16x64xbf16>, %k: vector<32x64xbf16>, %acc: vector<16x32xf32>) -> vector<16x32xf32> {
  %s = arith.constant dense<0.297302> : vector<16x64xf32>
  %t = arith.constant 0.297302 : f32
  %qw = arith.extf %q : vector<16x64xbf16> to vector<16x64xf32>
  %kw = arith.extf %k : vector<32x64xbf16> to vector<32x64xf32>
  %qs = arith.mulf %qw, %s : vector<16x64xf32>
  %tb = vector.broadcast %t : f32 to vector<32x64xf32>
  %ks = arith.mulf %tb, %kw : vector<32x64xf32>
  %kt = vector.transpose %ks, [1, 0] : vector<32x64xf32> to vector<64x32xf32>
  %r = vector.contract {indexing_maps = [#qk_lhs, #qk_rhs, #qk_acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %qs, %kt, %acc : vector<16x64xf32>, vector<64x32xf32> into vector<16x32xf32>
  return %r : vector<16x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.narrow_vector_contract_operands %f {scales_to_result} : !transform.any_op
    transform.yield
  }
}

// -----

// scales_to_result with a zero accumulator adds nothing; an operand that is not a narrow widening
// (P, computed in f32) keeps the old rule: it is truncated, and nothing moves.
#pv_lhs = affine_map<(m, n, k) -> (m, k)>
#pv_rhs = affine_map<(m, n, k) -> (k, n)>
#pv_acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @scales_zero_acc
// CHECK: %[[C:.+]] = vector.contract {{.*}} %arg0, %arg1, %{{.+}} : vector<4x16xf16>, vector<16x8xf16> into vector<4x8xf32>
// CHECK-NEXT: %[[D:.+]] = vector.broadcast %arg2 : f32 to vector<4x8xf32>
// CHECK-NEXT: %[[R:.+]] = arith.divf %[[C]], %[[D]] : vector<4x8xf32>
// CHECK-NEXT: %[[P:.+]] = arith.truncf
// CHECK: vector.contract {{.*}} %[[P]], %{{.+}}, %[[R]]
func.func @scales_zero_acc(%a: vector<4x16xf16>, %b: vector<16x8xf16>, %d: f32, %v: vector<8x8xbf16>) -> vector<4x8xf32> {
  %zero = arith.constant dense<0.0> : vector<4x8xf32>
  %aw = arith.extf %a : vector<4x16xf16> to vector<4x16xf32>
  %bw = arith.extf %b : vector<16x8xf16> to vector<16x8xf32>
  %db = vector.broadcast %d : f32 to vector<4x16xf32>
  %as = arith.divf %aw, %db : vector<4x16xf32>
  %s = vector.contract {indexing_maps = [#pv_lhs, #pv_rhs, #pv_acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %as, %bw, %zero : vector<4x16xf32>, vector<16x8xf32> into vector<4x8xf32>
  %vw = arith.extf %v : vector<8x8xbf16> to vector<8x8xf32>
  %o = vector.contract {indexing_maps = [#pv_lhs, #pv_rhs, #pv_acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %s, %vw, %s : vector<4x8xf32>, vector<8x8xf32> into vector<4x8xf32>
  return %o : vector<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.narrow_vector_contract_operands %f {scales_to_result} : !transform.any_op
    transform.yield
  }
}
