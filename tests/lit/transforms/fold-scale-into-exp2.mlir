// transform.lantern.fold_scale_into_exp2: exp(x - m) over a score tile, m the row max spread over
// the tile, becomes exp2(fma(s, K, -m·log2 e)); where x is s scaled by positive constants (masked
// to -inf or not), K takes the scale and the row max is taken on s, then scaled.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// The flash loop's form after narrow_vector_contract_operands {scales_to_result}: x = (s·a)·a with
// a = 8^-1/2 (1/8 in all), a causal select to -inf, the guarded row max m'. K = log2 e / 8.
// CHECK-LABEL: func.func @scaled_masked
// CHECK-SAME: (%[[S:.+]]: vector<16x32xf32>, %[[VIS:.+]]: vector<16x32xi1>, %[[M0:.+]]: vector<16xf32>)
// CHECK: %[[NINF:.+]] = arith.constant dense<0xFF800000> : vector<16x32xf32>
// CHECK: %[[C:.+]] = arith.select %[[VIS]], %[[S]], %[[NINF]]
// CHECK: %[[RAW:.+]] = vector.multi_reduction <maximumf>, %[[C]], %{{.+}} [1]
// CHECK: %[[A1:.+]] = arith.constant dense<0.353553385> : vector<16xf32>
// CHECK: %[[S1:.+]] = arith.mulf %[[RAW]], %[[A1]]
// CHECK: %[[A2:.+]] = arith.constant dense<0.353553385> : vector<16xf32>
// CHECK: %[[S2:.+]] = arith.mulf %[[S1]], %[[A2]]
// CHECK: %[[M:.+]] = arith.maximumf %[[S2]], %[[M0]]
// CHECK: %[[G:.+]] = arith.select %{{.+}}, %{{.+}}, %[[M]]
// CHECK: %[[NL:.+]] = arith.constant dense<-1.44269502> : vector<16xf32>
// CHECK: %[[T:.+]] = arith.mulf %[[G]], %[[NL]] : vector<16xf32>
// CHECK: %[[B:.+]] = vector.broadcast %[[T]] : vector<16xf32> to vector<32x16xf32>
// CHECK: %[[BT:.+]] = vector.transpose %[[B]], [1, 0]
// CHECK: %[[K:.+]] = arith.constant dense<0.180336878> : vector<16x32xf32>
// CHECK: %[[F:.+]] = math.fma %[[C]], %[[K]], %[[BT]] : vector<16x32xf32>
// CHECK: %[[P:.+]] = math.exp2 %[[F]]
// CHECK-NOT: math.exp
// CHECK-NOT: arith.subf
// CHECK: return %[[P]], %[[M]]
func.func @scaled_masked(%s: vector<16x32xf32>, %visible: vector<16x32xi1>, %m0: vector<16xf32>)
    -> (vector<16x32xf32>, vector<16xf32>) {
  %a = arith.constant dense<0.353553385> : vector<16x32xf32>
  %ninf = arith.constant dense<0xFF800000> : vector<16x32xf32>
  %rninf = arith.constant dense<0xFF800000> : vector<16xf32>
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %x1 = arith.mulf %s, %a : vector<16x32xf32>
  %x2 = arith.mulf %x1, %a : vector<16x32xf32>
  %x = arith.select %visible, %x2, %ninf : vector<16x32xi1>, vector<16x32xf32>
  %m = vector.multi_reduction <maximumf>, %x, %m0 [1] : vector<16x32xf32> to vector<16xf32>
  %empty = arith.cmpf oeq, %m, %rninf : vector<16xf32>
  %g = arith.select %empty, %zero, %m : vector<16xi1>, vector<16xf32>
  %gb = vector.broadcast %g : vector<16xf32> to vector<32x16xf32>
  %gt = vector.transpose %gb, [1, 0] : vector<32x16xf32> to vector<16x32xf32>
  %d = arith.subf %x, %gt : vector<16x32xf32>
  %p = math.exp %d : vector<16x32xf32>
  return %p, %m : vector<16x32xf32>, vector<16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fold_scale_into_exp2 %f : !transform.any_op
    transform.yield
  }
}

// -----

// A bias added after the scale (pad_lengths' -inf on padded keys, an additive mask): the scale
// stays, only the subtraction and log2 e become the FMA, and the row max is untouched. A row term
// that is a splat constant folds; the per-row exponential (the rescale factor, no spread) is left.
// CHECK-LABEL: func.func @biased
// CHECK: %[[X:.+]] = arith.addf
// CHECK: %[[M:.+]] = vector.multi_reduction <maximumf>, %[[X]]
// CHECK: %[[T:.+]] = arith.mulf %[[M]], %{{.+}} : vector<16xf32>
// CHECK: %[[L:.+]] = arith.constant dense<1.44269502> : vector<16x32xf32>
// CHECK: math.fma %[[X]], %[[L]], %{{.+}} : vector<16x32xf32>
// CHECK: math.exp2
// CHECK: %[[THREE:.+]] = arith.constant dense<-4.32808495> : vector<16x32xf32>
// CHECK: %[[L2:.+]] = arith.constant dense<1.44269502> : vector<16x32xf32>
// CHECK: math.fma %[[X]], %[[L2]], %[[THREE]]
// CHECK: math.exp2
// CHECK: %[[R:.+]] = arith.subf %{{.+}}, %{{.+}} : vector<16xf32>
// CHECK: math.exp %[[R]] : vector<16xf32>
func.func @biased(%s: vector<16x32xf32>, %bias: vector<32xf32>, %m0: vector<16xf32>)
    -> (vector<16x32xf32>, vector<16x32xf32>, vector<16xf32>) {
  %a = arith.constant dense<0.125> : vector<16x32xf32>
  %three = arith.constant dense<3.0> : vector<16x32xf32>
  %x1 = arith.mulf %s, %a : vector<16x32xf32>
  %bb = vector.broadcast %bias : vector<32xf32> to vector<16x32xf32>
  %x = arith.addf %x1, %bb : vector<16x32xf32>
  %m = vector.multi_reduction <maximumf>, %x, %m0 [1] : vector<16x32xf32> to vector<16xf32>
  %mb = vector.broadcast %m : vector<16xf32> to vector<32x16xf32>
  %mt = vector.transpose %mb, [1, 0] : vector<32x16xf32> to vector<16x32xf32>
  %d = arith.subf %x, %mt : vector<16x32xf32>
  %p = math.exp %d : vector<16x32xf32>
  %d3 = arith.subf %x, %three : vector<16x32xf32>
  %p3 = math.exp %d3 : vector<16x32xf32>
  %r = arith.subf %m0, %m : vector<16xf32>
  %c = math.exp %r : vector<16xf32>
  return %p, %p3, %c : vector<16x32xf32>, vector<16x32xf32>, vector<16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fold_scale_into_exp2 %f : !transform.any_op
    transform.yield
  }
}

// -----

// A negative scale reverses the order (max(-s) is -min(s)) and a full-tile row term (not spread
// from fewer elements) gains nothing: neither is rewritten. With no exponential it can rewrite, the
// op changes nothing with if_present ...
// CHECK-LABEL: func.func @unchanged
// CHECK: %[[X:.+]] = arith.mulf
// CHECK: %[[D:.+]] = arith.subf %[[X]]
// CHECK: math.exp %[[D]]
// CHECK-NOT: math.exp2
func.func @unchanged(%s: vector<16x32xf32>, %t: vector<16x32xf32>, %r: vector<16xf32>) -> (vector<16x32xf32>, vector<16x32xf32>) {
  %a = arith.constant dense<-0.125> : vector<16x32xf32>
  %x = arith.mulf %s, %a : vector<16x32xf32>
  %d = arith.subf %x, %t : vector<16x32xf32>
  %p = math.exp %d : vector<16x32xf32>
  %rb = vector.broadcast %r : vector<16xf32> to vector<32x16xf32>
  %rt = vector.transpose %rb, [1, 0] : vector<32x16xf32> to vector<16x32xf32>
  %q = arith.addf %x, %rt : vector<16x32xf32>
  %e = math.exp %q : vector<16x32xf32>
  return %p, %e : vector<16x32xf32>, vector<16x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.fold_scale_into_exp2 %f if_present : !transform.any_op
    transform.yield
  }
}

// -----

// ... and fails without it, pointing at the target.
// expected-note @below {{here}}
func.func @refused(%s: vector<16x32xf32>, %t: vector<16x32xf32>) -> vector<16x32xf32> {
  %a = arith.constant dense<-0.125> : vector<16x32xf32>
  %x = arith.mulf %s, %a : vector<16x32xf32>
  %d = arith.subf %x, %t : vector<16x32xf32>
  %p = math.exp %d : vector<16x32xf32>
  return %p : vector<16x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.fold_scale_into_exp2: no exp(x - m) over an f32 vector tile with m spread from fewer elements}}
    transform.lantern.fold_scale_into_exp2 %f : !transform.any_op
    transform.yield
  }
}
