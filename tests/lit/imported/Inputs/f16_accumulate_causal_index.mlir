// Form: an f16 body throughout with f16 accumulators (no extf: f16 x f16 -> f16 batch_matmul, f16 zero fills, f16 reductions), the scale 0.125 on the scores and a causal mask computed from linalg.index 2 / linalg.index 3 (cmpi sge, select to -inf = 0xFC00); safe-softmax guard. Stands for F.scaled_dot_product_attention(q, k, v, is_causal=True) with q, k, v f16 [1,2,64,64], as an importer that keeps the half-precision body (no autocast upcast) emits it.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<1x2x64x64xf16>, %arg1: tensor<1x2x64x64xf16>, %arg2: tensor<1x2x64x64xf16>) -> tensor<1x2x64x64xf16> {
    %cst = arith.constant 0.000000e+00 : f16
    %cst_0 = arith.constant 0xFC00 : f16
    %cst_1 = arith.constant 1.250000e-01 : f16
    %true = arith.constant true
    %0 = tensor.empty() : tensor<1x2x64x64xf16>
    %transposed = linalg.transpose ins(%arg1 : tensor<1x2x64x64xf16>) outs(%0 : tensor<1x2x64x64xf16>) permutation = [0, 1, 3, 2]
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x2x64x64xf16> into tensor<2x64x64xf16>
    %collapsed_2 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x2x64x64xf16> into tensor<2x64x64xf16>
    %1 = tensor.empty() : tensor<2x64x64xf16>
    %2 = linalg.fill ins(%cst : f16) outs(%1 : tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
    %3 = linalg.batch_matmul ins(%collapsed, %collapsed_2 : tensor<2x64x64xf16>, tensor<2x64x64xf16>) outs(%2 : tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
    %expanded = tensor.expand_shape %3 [[0, 1], [2], [3]] output_shape [1, 2, 64, 64] : tensor<2x64x64xf16> into tensor<1x2x64x64xf16>
    %4 = tensor.empty() : tensor<1x2x64x64xf16>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x64x64xf16>) outs(%4 : tensor<1x2x64x64xf16>) {
    ^bb0(%in: f16, %out: f16):
      %27 = arith.mulf %in, %cst_1 : f16
      linalg.yield %27 : f16
    } -> tensor<1x2x64x64xf16>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<1x2x64x64xf16>) outs(%4 : tensor<1x2x64x64xf16>) {
    ^bb0(%in: f16, %out: f16):
      %27 = linalg.index 2 : index
      %28 = linalg.index 3 : index
      %29 = arith.cmpi sge, %27, %28 : index
      %30 = arith.select %29, %in, %cst_0 : f16
      linalg.yield %30 : f16
    } -> tensor<1x2x64x64xf16>
    %7 = tensor.empty() : tensor<1x2x64xf16>
    %8 = linalg.fill ins(%cst_0 : f16) outs(%7 : tensor<1x2x64xf16>) -> tensor<1x2x64xf16>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%6 : tensor<1x2x64x64xf16>) outs(%8 : tensor<1x2x64xf16>) {
    ^bb0(%in: f16, %out: f16):
      %27 = arith.maximumf %in, %out : f16
      linalg.yield %27 : f16
    } -> tensor<1x2x64xf16>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %9 : tensor<1x2x64x64xf16>, tensor<1x2x64xf16>) outs(%4 : tensor<1x2x64x64xf16>) {
    ^bb0(%in: f16, %in_3: f16, %out: f16):
      %27 = arith.subf %in, %in_3 : f16
      %28 = math.exp %27 : f16
      linalg.yield %28 : f16
    } -> tensor<1x2x64x64xf16>
    %11 = linalg.fill ins(%cst : f16) outs(%7 : tensor<1x2x64xf16>) -> tensor<1x2x64xf16>
    %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%10 : tensor<1x2x64x64xf16>) outs(%11 : tensor<1x2x64xf16>) {
    ^bb0(%in: f16, %out: f16):
      %27 = arith.addf %in, %out : f16
      linalg.yield %27 : f16
    } -> tensor<1x2x64xf16>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x2x64x64xf16>, tensor<1x2x64xf16>) outs(%4 : tensor<1x2x64x64xf16>) {
    ^bb0(%in: f16, %in_3: f16, %out: f16):
      %27 = arith.divf %in, %in_3 : f16
      linalg.yield %27 : f16
    } -> tensor<1x2x64x64xf16>
    %14 = tensor.empty() : tensor<1x2x64x64xi1>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x2x64x64xf16>) outs(%14 : tensor<1x2x64x64xi1>) {
    ^bb0(%in: f16, %out: i1):
      %27 = arith.cmpf oeq, %in, %cst_0 : f16
      linalg.yield %27 : i1
    } -> tensor<1x2x64x64xi1>
    %16 = tensor.empty() : tensor<1x2x64xi1>
    %17 = linalg.fill ins(%true : i1) outs(%16 : tensor<1x2x64xi1>) -> tensor<1x2x64xi1>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%15 : tensor<1x2x64x64xi1>) outs(%17 : tensor<1x2x64xi1>) {
    ^bb0(%in: i1, %out: i1):
      %27 = arith.andi %in, %out : i1
      linalg.yield %27 : i1
    } -> tensor<1x2x64xi1>
    %19 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %13 : tensor<1x2x64xi1>, tensor<1x2x64x64xf16>) outs(%4 : tensor<1x2x64x64xf16>) {
    ^bb0(%in: i1, %in_3: f16, %out: f16):
      %27 = arith.select %in, %cst, %in_3 : f16
      linalg.yield %27 : f16
    } -> tensor<1x2x64x64xf16>
    %collapsed_4 = tensor.collapse_shape %19 [[0, 1], [2], [3]] : tensor<1x2x64x64xf16> into tensor<2x64x64xf16>
    %collapsed_5 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x2x64x64xf16> into tensor<2x64x64xf16>
    %20 = linalg.batch_matmul ins(%collapsed_4, %collapsed_5 : tensor<2x64x64xf16>, tensor<2x64x64xf16>) outs(%2 : tensor<2x64x64xf16>) -> tensor<2x64x64xf16>
    %expanded_6 = tensor.expand_shape %20 [[0, 1], [2], [3]] output_shape [1, 2, 64, 64] : tensor<2x64x64xf16> into tensor<1x2x64x64xf16>
    return %expanded_6 : tensor<1x2x64x64xf16>
  }
}
