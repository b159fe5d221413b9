// transform.lantern.annotate_fastmath: adds fast-math flags to the arith/math/vector ops of a target;
// the flags that let LLVM assume away -inf (and NaN) need `unsafe`.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// The default is afn, on every op that carries flags, nested bodies included; flags already there
// stay.
// CHECK-LABEL: func.func @default_afn
func.func @default_afn(%s: vector<8xf32>, %m: vector<8xf32>) -> (vector<8xf32>, f32) {
  // CHECK: arith.subf %{{.+}}, %{{.+}} fastmath<afn> : vector<8xf32>
  // CHECK: math.exp %{{.+}} fastmath<afn> : vector<8xf32>
  // CHECK: arith.mulf %{{.+}}, %{{.+}} fastmath<nsz,afn> : vector<8xf32>
  // CHECK: vector.reduction <add>, %{{.+}} fastmath<afn> : vector<8xf32> into f32
  %d = arith.subf %s, %m : vector<8xf32>
  %e = math.exp %d : vector<8xf32>
  %p = arith.mulf %e, %e fastmath<nsz> : vector<8xf32>
  %sum = vector.reduction <add>, %p : vector<8xf32> into f32
  return %p, %sum : vector<8xf32>, f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.annotate_fastmath %f : !transform.any_op
    transform.yield
  }
}

// -----

// Explicit flags on chosen ops only; the -inf test keeps its meaning (no ninf).
// CHECK-LABEL: func.func @chosen_ops
func.func @chosen_ops(%s: vector<8xf32>, %m: vector<8xf32>) -> (vector<8xf32>, vector<8xi1>) {
  // CHECK: arith.subf %{{.+}}, %{{.+}} : vector<8xf32>
  // CHECK: math.exp %{{.+}} fastmath<contract,afn> : vector<8xf32>
  // CHECK: arith.cmpf oeq, %{{.+}}, %{{.+}} : vector<8xf32>
  %d = arith.subf %s, %m : vector<8xf32>
  %e = math.exp %d : vector<8xf32>
  %ninf = arith.constant dense<0xFF800000> : vector<8xf32>
  %masked = arith.cmpf oeq, %m, %ninf : vector<8xf32>
  return %e, %masked : vector<8xf32>, vector<8xi1>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %exp = transform.structured.match ops{["math.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.annotate_fastmath %exp flags<afn,contract> : !transform.any_op
    transform.yield
  }
}

// -----

// `fast` is accepted with `unsafe`, e.g. to show what it does to masked rows.
// CHECK-LABEL: func.func @fast_when_unsafe
func.func @fast_when_unsafe(%m: vector<8xf32>) -> vector<8xi1> {
  // CHECK: arith.cmpf oeq, %{{.+}}, %{{.+}} fastmath<fast> : vector<8xf32>
  %ninf = arith.constant dense<0xFF800000> : vector<8xf32>
  %masked = arith.cmpf oeq, %m, %ninf : vector<8xf32>
  return %masked : vector<8xi1>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.annotate_fastmath %f flags<fast> unsafe : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: ninf without `unsafe` is refused, and nothing changes.
func.func @ninf_refused(%m: vector<8xf32>) -> vector<8xi1> {
  %ninf = arith.constant dense<0xFF800000> : vector<8xf32>
  %masked = arith.cmpf oeq, %m, %ninf : vector<8xf32>
  return %masked : vector<8xi1>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.annotate_fastmath: flags ninf are unsafe for attention; ninf lets LLVM assume no value is -inf and delete the `== -inf` tests that keep fully masked rows at 0 (they would then yield exp(-inf - -inf) = NaN); add `unsafe` to set them anyway}}
    transform.lantern.annotate_fastmath %f flags<ninf> : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: `fast` includes ninf and nnan; both reasons are given.
func.func @fast_refused(%x: vector<8xf32>) -> vector<8xf32> {
  %e = math.exp %x : vector<8xf32>
  return %e : vector<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error-re @below {{flags fast are unsafe for attention; ninf lets LLVM assume no value is -inf{{.*}}; nnan lets LLVM assume no NaN appears}}
    transform.lantern.annotate_fastmath %f flags<fast> : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: nnan alone is refused too.
func.func @nnan_refused(%x: vector<8xf32>) -> vector<8xf32> {
  %e = math.exp %x : vector<8xf32>
  return %e : vector<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{flags nnan are unsafe for attention; nnan lets LLVM assume no NaN appears, so the NaN a masked row yields without its guard becomes poison instead of a NaN the numeric check can see}}
    transform.lantern.annotate_fastmath %f flags<nnan> : !transform.any_op
    transform.yield
  }
}

// -----

// Verified: the flags must name something.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.lantern.annotate_fastmath' op flags must name at least one fast-math flag}}
    transform.lantern.annotate_fastmath %root flags<none> : !transform.any_op
    transform.yield
  }
}
