// transform.lantern.pad_attention_lengths: a block whose query length (5) and key length (6) no
// tile divides computes on lengths rounded up to the multiples (8 and 8): what the chain reads is
// padded with zeros (through the block's own scale and transpose, onto the function's arguments),
// its inits are made at the padded shape, the row max's input is -inf in the padded key columns,
// and the result is sliced back to the real rows. Lengths that are multiples already are left alone;
// what the padding cannot keep exact is refused with the op that blocks it, changing nothing.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @ragged
// CHECK-SAME: (%[[Q:.+]]: tensor<1x5x4xf32>, %[[K:.+]]: tensor<1x6x4xf32>, %[[V:.+]]: tensor<1x6x4xf32>, %[[M:.+]]: tensor<1x5x6xf32>)
// CHECK: %[[QP:.+]] = tensor.pad %[[Q]] low[0, 0, 0] high[0, 3, 0]
// CHECK: linalg.generic {{.*}} ins(%[[QP]] : tensor<1x8x4xf32>) {{.*}}lantern.role = "scale"
// CHECK: %[[KP:.+]] = tensor.pad %[[K]] low[0, 0, 0] high[0, 2, 0]
// CHECK: linalg.generic {{.*}} ins(%[[KP]] : tensor<1x8x4xf32>) {{.*}}lantern.role = "scale"
// CHECK: linalg.transpose ins(%{{.+}} : tensor<1x8x4xf32>) outs(%{{.+}} : tensor<1x4x8xf32>)
// CHECK: %[[S:.+]] = linalg.batch_matmul {lantern.role = "qk"} {{.*}} -> tensor<1x8x8xf32>
// CHECK: %[[MP:.+]] = tensor.pad %[[M]] low[0, 0, 0] high[0, 3, 2]
// CHECK: %[[SM:.+]] = linalg.generic {{.*}} ins(%[[S]], %[[MP]] : tensor<1x8x8xf32>, tensor<1x8x8xf32>) {{.*}}lantern.role = "mask"
// The padded keys: s[.., k] + bias[k], the bias -0.0 (s + -0.0 is s) on the 6 real keys and -inf on the 2 padded ones,
// before the row max and everything that reads it.
// CHECK: %[[ZEROS:.+]] = arith.constant dense<-0.000000e+00> : tensor<6xf32>
// CHECK: %[[NEGINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK: %[[BIAS:.+]] = tensor.pad %[[ZEROS]] nofold low[0] high[2]
// CHECK-NEXT: ^bb0
// CHECK-NEXT: tensor.yield %[[NEGINF]] : f32
// CHECK: %[[SK:.+]] = linalg.generic {{.*}} ins(%[[SM]], %[[BIAS]] : tensor<1x8x8xf32>, tensor<8xf32>) {{.*}}lantern.role = "mask"
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.addf
// CHECK: linalg.fill ins(%cst{{.*}}) outs(%{{.+}} : tensor<1x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[SK]] : tensor<1x8x8xf32>) {{.*}}lantern.role = "row_max"
// CHECK: linalg.generic {{.*}} ins(%[[SK]], %{{.+}} : tensor<1x8x8xf32>, tensor<1x8xf32>) {{.*}}lantern.role = "exp"
// CHECK: linalg.generic {{.*}} ins(%[[SK]] : tensor<1x8x8xf32>) {{.*}}lantern.role = "masked_rows"
// CHECK: %[[VP:.+]] = tensor.pad %[[V]] low[0, 0, 0] high[0, 2, 0]
// CHECK: %[[O:.+]] = linalg.batch_matmul {lantern.role = "pv"} ins(%{{.+}}, %[[VP]] : tensor<1x8x8xf32>, tensor<1x8x4xf32>) {{.*}} -> tensor<1x8x4xf32>
// CHECK: %[[OUT:.+]] = tensor.extract_slice %[[O]][0, 0, 0] [1, 5, 4] [1, 1, 1] : tensor<1x8x4xf32> to tensor<1x5x4xf32>
// CHECK: return %[[OUT]] : tensor<1x5x4xf32>

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @ragged(%arg0: tensor<1x5x4xf32>, %arg1: tensor<1x6x4xf32>, %arg2: tensor<1x6x4xf32>, %arg3: tensor<1x5x6xf32>) -> tensor<1x5x4xf32> {
  %cst = arith.constant 0.707106769 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %0 = tensor.empty() : tensor<1x5x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x5x4xf32>) outs(%0 : tensor<1x5x4xf32>) attrs =  {lantern.role = "scale"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.mulf %in, %cst : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x4xf32>
  %2 = tensor.empty() : tensor<1x6x4xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x6x4xf32>) outs(%2 : tensor<1x6x4xf32>) attrs =  {lantern.role = "scale"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.mulf %in, %cst : f32
    linalg.yield %30 : f32
  } -> tensor<1x6x4xf32>
  %4 = tensor.empty() : tensor<1x4x6xf32>
  %transposed = linalg.transpose ins(%3 : tensor<1x6x4xf32>) outs(%4 : tensor<1x4x6xf32>) permutation = [0, 2, 1]  {lantern.role = "transpose"}
  %5 = tensor.empty() : tensor<1x5x6xf32>
  %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
  %7 = linalg.batch_matmul {lantern.role = "qk"} ins(%1, %transposed : tensor<1x5x4xf32>, tensor<1x4x6xf32>) outs(%6 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
  %8 = tensor.empty() : tensor<1x5x6xf32>
  %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %arg3 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%8 : tensor<1x5x6xf32>) attrs =  {lantern.role = "mask"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.addf %in, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %10 = tensor.empty() : tensor<1x5xf32>
  %11 = linalg.fill ins(%cst_1 : f32) outs(%10 : tensor<1x5xf32>) -> tensor<1x5xf32>
  %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<1x5x6xf32>) outs(%11 : tensor<1x5xf32>) attrs =  {lantern.role = "row_max"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.maximumf %in, %out : f32
    linalg.yield %30 : f32
  } -> tensor<1x5xf32>
  %13 = tensor.empty() : tensor<1x5x6xf32>
  %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %12 : tensor<1x5x6xf32>, tensor<1x5xf32>) outs(%13 : tensor<1x5x6xf32>) attrs =  {lantern.role = "exp"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.subf %in, %in_2 : f32
    %31 = math.exp %30 : f32
    linalg.yield %31 : f32
  } -> tensor<1x5x6xf32>
  %15 = tensor.empty() : tensor<1x5xf32>
  %16 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<1x5xf32>) -> tensor<1x5xf32>
  %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<1x5x6xf32>) outs(%16 : tensor<1x5xf32>) attrs =  {lantern.role = "row_sum"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.addf %in, %out : f32
    linalg.yield %30 : f32
  } -> tensor<1x5xf32>
  %18 = tensor.empty() : tensor<1x5x6xf32>
  %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x5x6xf32>, tensor<1x5xf32>) outs(%18 : tensor<1x5x6xf32>) attrs =  {lantern.role = "normalize"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.divf %in, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %20 = tensor.empty() : tensor<1x5x6xi1>
  %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x5x6xf32>) outs(%20 : tensor<1x5x6xi1>) attrs =  {lantern.role = "masked_rows"} {
  ^bb0(%in: f32, %out: i1):
    %30 = arith.cmpf oeq, %in, %cst_1 : f32
    linalg.yield %30 : i1
  } -> tensor<1x5x6xi1>
  %22 = tensor.empty() : tensor<1x5xi1>
  %23 = linalg.fill ins(%true : i1) outs(%22 : tensor<1x5xi1>) -> tensor<1x5xi1>
  %24 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<1x5x6xi1>) outs(%23 : tensor<1x5xi1>) attrs =  {lantern.role = "masked_rows"} {
  ^bb0(%in: i1, %out: i1):
    %30 = arith.andi %in, %out : i1
    linalg.yield %30 : i1
  } -> tensor<1x5xi1>
  %25 = tensor.empty() : tensor<1x5x6xf32>
  %26 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %19 : tensor<1x5xi1>, tensor<1x5x6xf32>) outs(%25 : tensor<1x5x6xf32>) attrs =  {lantern.role = "zero_masked"} {
  ^bb0(%in: i1, %in_2: f32, %out: f32):
    %30 = arith.select %in, %cst_0, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %27 = tensor.empty() : tensor<1x5x4xf32>
  %28 = linalg.fill ins(%cst_0 : f32) outs(%27 : tensor<1x5x4xf32>) -> tensor<1x5x4xf32>
  %29 = linalg.batch_matmul {lantern.role = "pv"} ins(%26, %arg2 : tensor<1x5x6xf32>, tensor<1x6x4xf32>) outs(%28 : tensor<1x5x4xf32>) -> tensor<1x5x4xf32>
  return %29 : tensor<1x5x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match attributes{"lantern.role" = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.pad_attention_lengths %pv {query_multiple = 4, key_multiple = 8} : !transform.any_op
    transform.yield
  }
}

// -----

// Lengths that are multiples already (5 of 5, 6 of 3): unchanged.
// CHECK-LABEL: func.func @aligned
// CHECK-NOT: tensor.pad
// CHECK-NOT: tensor.extract_slice
// CHECK: return %{{.+}} : tensor<1x5x4xf32>
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @aligned(%arg0: tensor<1x5x4xf32>, %arg1: tensor<1x6x4xf32>, %arg2: tensor<1x6x4xf32>, %arg3: tensor<1x5x6xf32>) -> tensor<1x5x4xf32> {
  %cst = arith.constant 0.707106769 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %0 = tensor.empty() : tensor<1x5x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x5x4xf32>) outs(%0 : tensor<1x5x4xf32>) attrs =  {lantern.role = "scale"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.mulf %in, %cst : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x4xf32>
  %2 = tensor.empty() : tensor<1x6x4xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x6x4xf32>) outs(%2 : tensor<1x6x4xf32>) attrs =  {lantern.role = "scale"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.mulf %in, %cst : f32
    linalg.yield %30 : f32
  } -> tensor<1x6x4xf32>
  %4 = tensor.empty() : tensor<1x4x6xf32>
  %transposed = linalg.transpose ins(%3 : tensor<1x6x4xf32>) outs(%4 : tensor<1x4x6xf32>) permutation = [0, 2, 1]  {lantern.role = "transpose"}
  %5 = tensor.empty() : tensor<1x5x6xf32>
  %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
  %7 = linalg.batch_matmul {lantern.role = "qk"} ins(%1, %transposed : tensor<1x5x4xf32>, tensor<1x4x6xf32>) outs(%6 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
  %8 = tensor.empty() : tensor<1x5x6xf32>
  %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %arg3 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%8 : tensor<1x5x6xf32>) attrs =  {lantern.role = "mask"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.addf %in, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %10 = tensor.empty() : tensor<1x5xf32>
  %11 = linalg.fill ins(%cst_1 : f32) outs(%10 : tensor<1x5xf32>) -> tensor<1x5xf32>
  %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<1x5x6xf32>) outs(%11 : tensor<1x5xf32>) attrs =  {lantern.role = "row_max"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.maximumf %in, %out : f32
    linalg.yield %30 : f32
  } -> tensor<1x5xf32>
  %13 = tensor.empty() : tensor<1x5x6xf32>
  %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %12 : tensor<1x5x6xf32>, tensor<1x5xf32>) outs(%13 : tensor<1x5x6xf32>) attrs =  {lantern.role = "exp"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.subf %in, %in_2 : f32
    %31 = math.exp %30 : f32
    linalg.yield %31 : f32
  } -> tensor<1x5x6xf32>
  %15 = tensor.empty() : tensor<1x5xf32>
  %16 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<1x5xf32>) -> tensor<1x5xf32>
  %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<1x5x6xf32>) outs(%16 : tensor<1x5xf32>) attrs =  {lantern.role = "row_sum"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.addf %in, %out : f32
    linalg.yield %30 : f32
  } -> tensor<1x5xf32>
  %18 = tensor.empty() : tensor<1x5x6xf32>
  %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x5x6xf32>, tensor<1x5xf32>) outs(%18 : tensor<1x5x6xf32>) attrs =  {lantern.role = "normalize"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.divf %in, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %20 = tensor.empty() : tensor<1x5x6xi1>
  %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x5x6xf32>) outs(%20 : tensor<1x5x6xi1>) attrs =  {lantern.role = "masked_rows"} {
  ^bb0(%in: f32, %out: i1):
    %30 = arith.cmpf oeq, %in, %cst_1 : f32
    linalg.yield %30 : i1
  } -> tensor<1x5x6xi1>
  %22 = tensor.empty() : tensor<1x5xi1>
  %23 = linalg.fill ins(%true : i1) outs(%22 : tensor<1x5xi1>) -> tensor<1x5xi1>
  %24 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<1x5x6xi1>) outs(%23 : tensor<1x5xi1>) attrs =  {lantern.role = "masked_rows"} {
  ^bb0(%in: i1, %out: i1):
    %30 = arith.andi %in, %out : i1
    linalg.yield %30 : i1
  } -> tensor<1x5xi1>
  %25 = tensor.empty() : tensor<1x5x6xf32>
  %26 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %19 : tensor<1x5xi1>, tensor<1x5x6xf32>) outs(%25 : tensor<1x5x6xf32>) attrs =  {lantern.role = "zero_masked"} {
  ^bb0(%in: i1, %in_2: f32, %out: f32):
    %30 = arith.select %in, %cst_0, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %27 = tensor.empty() : tensor<1x5x4xf32>
  %28 = linalg.fill ins(%cst_0 : f32) outs(%27 : tensor<1x5x4xf32>) -> tensor<1x5x4xf32>
  %29 = linalg.batch_matmul {lantern.role = "pv"} ins(%26, %arg2 : tensor<1x5x6xf32>, tensor<1x6x4xf32>) outs(%28 : tensor<1x5x4xf32>) -> tensor<1x5x4xf32>
  return %29 : tensor<1x5x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match attributes{"lantern.role" = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.pad_attention_lengths %pv {query_multiple = 5, key_multiple = 3} : !transform.any_op
    transform.yield
  }
}

// -----

// A bias over the keys added after the row max: its padded keys (zeros) would join the softmax
// after the masking. Refused.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @late_bias(%arg0: tensor<1x5x4xf32>, %arg1: tensor<1x6x4xf32>, %arg2: tensor<1x6x4xf32>, %arg3: tensor<1x5x6xf32>, %bias: tensor<1x5x6xf32>) -> tensor<1x5x4xf32> {
  %cst = arith.constant 0.707106769 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %0 = tensor.empty() : tensor<1x5x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x5x4xf32>) outs(%0 : tensor<1x5x4xf32>) attrs =  {lantern.role = "scale"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.mulf %in, %cst : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x4xf32>
  %2 = tensor.empty() : tensor<1x6x4xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x6x4xf32>) outs(%2 : tensor<1x6x4xf32>) attrs =  {lantern.role = "scale"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.mulf %in, %cst : f32
    linalg.yield %30 : f32
  } -> tensor<1x6x4xf32>
  %4 = tensor.empty() : tensor<1x4x6xf32>
  %transposed = linalg.transpose ins(%3 : tensor<1x6x4xf32>) outs(%4 : tensor<1x4x6xf32>) permutation = [0, 2, 1]  {lantern.role = "transpose"}
  %5 = tensor.empty() : tensor<1x5x6xf32>
  %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
  %7 = linalg.batch_matmul {lantern.role = "qk"} ins(%1, %transposed : tensor<1x5x4xf32>, tensor<1x4x6xf32>) outs(%6 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
  %8 = tensor.empty() : tensor<1x5x6xf32>
  %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %arg3 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%8 : tensor<1x5x6xf32>) attrs =  {lantern.role = "mask"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.addf %in, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %10 = tensor.empty() : tensor<1x5xf32>
  %11 = linalg.fill ins(%cst_1 : f32) outs(%10 : tensor<1x5xf32>) -> tensor<1x5xf32>
  %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<1x5x6xf32>) outs(%11 : tensor<1x5xf32>) attrs =  {lantern.role = "row_max"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.maximumf %in, %out : f32
    linalg.yield %30 : f32
  } -> tensor<1x5xf32>
  %13 = tensor.empty() : tensor<1x5x6xf32>
  // expected-note @below {{here}}
  %14 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %12, %bias : tensor<1x5x6xf32>, tensor<1x5xf32>, tensor<1x5x6xf32>) outs(%13 : tensor<1x5x6xf32>) attrs =  {lantern.role = "exp"} {
  ^bb0(%in: f32, %in_2: f32, %b: f32, %out: f32):
    %30 = arith.subf %in, %in_2 : f32
    %sb = arith.addf %30, %b : f32
    %31 = math.exp %sb : f32
    linalg.yield %31 : f32
  } -> tensor<1x5x6xf32>
  %15 = tensor.empty() : tensor<1x5xf32>
  %16 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<1x5xf32>) -> tensor<1x5xf32>
  %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<1x5x6xf32>) outs(%16 : tensor<1x5xf32>) attrs =  {lantern.role = "row_sum"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.addf %in, %out : f32
    linalg.yield %30 : f32
  } -> tensor<1x5xf32>
  %18 = tensor.empty() : tensor<1x5x6xf32>
  %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x5x6xf32>, tensor<1x5xf32>) outs(%18 : tensor<1x5x6xf32>) attrs =  {lantern.role = "normalize"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.divf %in, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %20 = tensor.empty() : tensor<1x5x6xi1>
  %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x5x6xf32>) outs(%20 : tensor<1x5x6xi1>) attrs =  {lantern.role = "masked_rows"} {
  ^bb0(%in: f32, %out: i1):
    %30 = arith.cmpf oeq, %in, %cst_1 : f32
    linalg.yield %30 : i1
  } -> tensor<1x5x6xi1>
  %22 = tensor.empty() : tensor<1x5xi1>
  %23 = linalg.fill ins(%true : i1) outs(%22 : tensor<1x5xi1>) -> tensor<1x5xi1>
  %24 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<1x5x6xi1>) outs(%23 : tensor<1x5xi1>) attrs =  {lantern.role = "masked_rows"} {
  ^bb0(%in: i1, %out: i1):
    %30 = arith.andi %in, %out : i1
    linalg.yield %30 : i1
  } -> tensor<1x5xi1>
  %25 = tensor.empty() : tensor<1x5x6xf32>
  %26 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %19 : tensor<1x5xi1>, tensor<1x5x6xf32>) outs(%25 : tensor<1x5x6xf32>) attrs =  {lantern.role = "zero_masked"} {
  ^bb0(%in: i1, %in_2: f32, %out: f32):
    %30 = arith.select %in, %cst_0, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %27 = tensor.empty() : tensor<1x5x4xf32>
  %28 = linalg.fill ins(%cst_0 : f32) outs(%27 : tensor<1x5x4xf32>) -> tensor<1x5x4xf32>
  %29 = linalg.batch_matmul {lantern.role = "pv"} ins(%26, %arg2 : tensor<1x5x6xf32>, tensor<1x6x4xf32>) outs(%28 : tensor<1x5x4xf32>) -> tensor<1x5x4xf32>
  return %29 : tensor<1x5x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match attributes{"lantern.role" = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.pad_attention_lengths: linalg.generic {lantern.role = "exp"} reads a tensor over the keys after the row max's input; its padded keys would join the softmax after they were masked}}
    transform.lantern.pad_attention_lengths %pv {query_multiple = 4, key_multiple = 8} : !transform.any_op
    transform.yield
  }
}

// -----

// The target must be P·V.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @not_pv(%arg0: tensor<1x5x4xf32>, %arg1: tensor<1x6x4xf32>, %arg2: tensor<1x6x4xf32>, %arg3: tensor<1x5x6xf32>) -> tensor<1x5x4xf32> {
  %cst = arith.constant 0.707106769 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %0 = tensor.empty() : tensor<1x5x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x5x4xf32>) outs(%0 : tensor<1x5x4xf32>) attrs =  {lantern.role = "scale"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.mulf %in, %cst : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x4xf32>
  %2 = tensor.empty() : tensor<1x6x4xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x6x4xf32>) outs(%2 : tensor<1x6x4xf32>) attrs =  {lantern.role = "scale"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.mulf %in, %cst : f32
    linalg.yield %30 : f32
  } -> tensor<1x6x4xf32>
  %4 = tensor.empty() : tensor<1x4x6xf32>
  %transposed = linalg.transpose ins(%3 : tensor<1x6x4xf32>) outs(%4 : tensor<1x4x6xf32>) permutation = [0, 2, 1]  {lantern.role = "transpose"}
  %5 = tensor.empty() : tensor<1x5x6xf32>
  %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
  %7 = linalg.batch_matmul {lantern.role = "qk"} ins(%1, %transposed : tensor<1x5x4xf32>, tensor<1x4x6xf32>) outs(%6 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
  %8 = tensor.empty() : tensor<1x5x6xf32>
  %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %arg3 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%8 : tensor<1x5x6xf32>) attrs =  {lantern.role = "mask"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.addf %in, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %10 = tensor.empty() : tensor<1x5xf32>
  %11 = linalg.fill ins(%cst_1 : f32) outs(%10 : tensor<1x5xf32>) -> tensor<1x5xf32>
  // expected-note @below {{here}}
  %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<1x5x6xf32>) outs(%11 : tensor<1x5xf32>) attrs =  {lantern.role = "row_max"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.maximumf %in, %out : f32
    linalg.yield %30 : f32
  } -> tensor<1x5xf32>
  %13 = tensor.empty() : tensor<1x5x6xf32>
  %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %12 : tensor<1x5x6xf32>, tensor<1x5xf32>) outs(%13 : tensor<1x5x6xf32>) attrs =  {lantern.role = "exp"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.subf %in, %in_2 : f32
    %31 = math.exp %30 : f32
    linalg.yield %31 : f32
  } -> tensor<1x5x6xf32>
  %15 = tensor.empty() : tensor<1x5xf32>
  %16 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<1x5xf32>) -> tensor<1x5xf32>
  %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<1x5x6xf32>) outs(%16 : tensor<1x5xf32>) attrs =  {lantern.role = "row_sum"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.addf %in, %out : f32
    linalg.yield %30 : f32
  } -> tensor<1x5xf32>
  %18 = tensor.empty() : tensor<1x5x6xf32>
  %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x5x6xf32>, tensor<1x5xf32>) outs(%18 : tensor<1x5x6xf32>) attrs =  {lantern.role = "normalize"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.divf %in, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %20 = tensor.empty() : tensor<1x5x6xi1>
  %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x5x6xf32>) outs(%20 : tensor<1x5x6xi1>) attrs =  {lantern.role = "masked_rows"} {
  ^bb0(%in: f32, %out: i1):
    %30 = arith.cmpf oeq, %in, %cst_1 : f32
    linalg.yield %30 : i1
  } -> tensor<1x5x6xi1>
  %22 = tensor.empty() : tensor<1x5xi1>
  %23 = linalg.fill ins(%true : i1) outs(%22 : tensor<1x5xi1>) -> tensor<1x5xi1>
  %24 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<1x5x6xi1>) outs(%23 : tensor<1x5xi1>) attrs =  {lantern.role = "masked_rows"} {
  ^bb0(%in: i1, %out: i1):
    %30 = arith.andi %in, %out : i1
    linalg.yield %30 : i1
  } -> tensor<1x5xi1>
  %25 = tensor.empty() : tensor<1x5x6xf32>
  %26 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %19 : tensor<1x5xi1>, tensor<1x5x6xf32>) outs(%25 : tensor<1x5x6xf32>) attrs =  {lantern.role = "zero_masked"} {
  ^bb0(%in: i1, %in_2: f32, %out: f32):
    %30 = arith.select %in, %cst_0, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %27 = tensor.empty() : tensor<1x5x4xf32>
  %28 = linalg.fill ins(%cst_0 : f32) outs(%27 : tensor<1x5x4xf32>) -> tensor<1x5x4xf32>
  %29 = linalg.batch_matmul {lantern.role = "pv"} ins(%26, %arg2 : tensor<1x5x6xf32>, tensor<1x6x4xf32>) outs(%28 : tensor<1x5x4xf32>) -> tensor<1x5x4xf32>
  return %29 : tensor<1x5x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match attributes{"lantern.role" = "row_max"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{the target linalg.generic {lantern.role = "row_max"} is not a contraction of two tensors (P·V)}}
    transform.lantern.pad_attention_lengths %pv {query_multiple = 4, key_multiple = 8} : !transform.any_op
    transform.yield
  }
}

// -----

// Without the role finder's tags the chain is not known.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @untagged(%arg0: tensor<1x5x4xf32>, %arg1: tensor<1x6x4xf32>, %arg2: tensor<1x6x4xf32>, %arg3: tensor<1x5x6xf32>) -> tensor<1x5x4xf32> {
  %cst = arith.constant 0.707106769 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %0 = tensor.empty() : tensor<1x5x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x5x4xf32>) outs(%0 : tensor<1x5x4xf32>) attrs =  {lantern.role = "scale"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.mulf %in, %cst : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x4xf32>
  %2 = tensor.empty() : tensor<1x6x4xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x6x4xf32>) outs(%2 : tensor<1x6x4xf32>) attrs =  {lantern.role = "scale"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.mulf %in, %cst : f32
    linalg.yield %30 : f32
  } -> tensor<1x6x4xf32>
  %4 = tensor.empty() : tensor<1x4x6xf32>
  %transposed = linalg.transpose ins(%3 : tensor<1x6x4xf32>) outs(%4 : tensor<1x4x6xf32>) permutation = [0, 2, 1]  {lantern.role = "transpose"}
  %5 = tensor.empty() : tensor<1x5x6xf32>
  %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
  %7 = linalg.batch_matmul  ins(%1, %transposed : tensor<1x5x4xf32>, tensor<1x4x6xf32>) outs(%6 : tensor<1x5x6xf32>) -> tensor<1x5x6xf32>
  %8 = tensor.empty() : tensor<1x5x6xf32>
  %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %arg3 : tensor<1x5x6xf32>, tensor<1x5x6xf32>) outs(%8 : tensor<1x5x6xf32>) attrs =  {lantern.role = "mask"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.addf %in, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %10 = tensor.empty() : tensor<1x5xf32>
  %11 = linalg.fill ins(%cst_1 : f32) outs(%10 : tensor<1x5xf32>) -> tensor<1x5xf32>
  %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<1x5x6xf32>) outs(%11 : tensor<1x5xf32>) attrs =  {lantern.role = "row_max"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.maximumf %in, %out : f32
    linalg.yield %30 : f32
  } -> tensor<1x5xf32>
  %13 = tensor.empty() : tensor<1x5x6xf32>
  %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %12 : tensor<1x5x6xf32>, tensor<1x5xf32>) outs(%13 : tensor<1x5x6xf32>) attrs =  {lantern.role = "exp"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.subf %in, %in_2 : f32
    %31 = math.exp %30 : f32
    linalg.yield %31 : f32
  } -> tensor<1x5x6xf32>
  %15 = tensor.empty() : tensor<1x5xf32>
  %16 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<1x5xf32>) -> tensor<1x5xf32>
  %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<1x5x6xf32>) outs(%16 : tensor<1x5xf32>) attrs =  {lantern.role = "row_sum"} {
  ^bb0(%in: f32, %out: f32):
    %30 = arith.addf %in, %out : f32
    linalg.yield %30 : f32
  } -> tensor<1x5xf32>
  %18 = tensor.empty() : tensor<1x5x6xf32>
  %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x5x6xf32>, tensor<1x5xf32>) outs(%18 : tensor<1x5x6xf32>) attrs =  {lantern.role = "normalize"} {
  ^bb0(%in: f32, %in_2: f32, %out: f32):
    %30 = arith.divf %in, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %20 = tensor.empty() : tensor<1x5x6xi1>
  %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x5x6xf32>) outs(%20 : tensor<1x5x6xi1>) attrs =  {lantern.role = "masked_rows"} {
  ^bb0(%in: f32, %out: i1):
    %30 = arith.cmpf oeq, %in, %cst_1 : f32
    linalg.yield %30 : i1
  } -> tensor<1x5x6xi1>
  %22 = tensor.empty() : tensor<1x5xi1>
  %23 = linalg.fill ins(%true : i1) outs(%22 : tensor<1x5xi1>) -> tensor<1x5xi1>
  %24 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<1x5x6xi1>) outs(%23 : tensor<1x5xi1>) attrs =  {lantern.role = "masked_rows"} {
  ^bb0(%in: i1, %out: i1):
    %30 = arith.andi %in, %out : i1
    linalg.yield %30 : i1
  } -> tensor<1x5xi1>
  %25 = tensor.empty() : tensor<1x5x6xf32>
  %26 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %19 : tensor<1x5xi1>, tensor<1x5x6xf32>) outs(%25 : tensor<1x5x6xf32>) attrs =  {lantern.role = "zero_masked"} {
  ^bb0(%in: i1, %in_2: f32, %out: f32):
    %30 = arith.select %in, %cst_0, %in_2 : f32
    linalg.yield %30 : f32
  } -> tensor<1x5x6xf32>
  %27 = tensor.empty() : tensor<1x5x4xf32>
  %28 = linalg.fill ins(%cst_0 : f32) outs(%27 : tensor<1x5x4xf32>) -> tensor<1x5x4xf32>
  // expected-note @below {{here}}
  %29 = linalg.batch_matmul {lantern.role = "pv"} ins(%26, %arg2 : tensor<1x5x6xf32>, tensor<1x6x4xf32>) outs(%28 : tensor<1x5x4xf32>) -> tensor<1x5x4xf32>
  return %29 : tensor<1x5x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pv = transform.structured.match attributes{"lantern.role" = "pv"} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{no Q·Kᵀ (lantern.role = "qk") of the target's block feeds it}}
    transform.lantern.pad_attention_lengths %pv {query_multiple = 4, key_multiple = 8} : !transform.any_op
    transform.yield
  }
}
