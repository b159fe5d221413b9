// Form: 3-D operands [B*H, S, D], the scale 0.25 on Q only, K transposed by the contraction's indexing map (no transpose op), an additive float mask [S, S] broadcast by the addf generic's map (d0, d1, d2) -> (d1, d2), with the safe-softmax guard. Stands for F.scaled_dot_product_attention(q * 0.25, k, v, attn_mask=bias, scale=1.0) on f32 q, k, v [8,32,16] (heads already merged into the batch, as fairseq's MultiheadAttention does) and bias f32 [32,32].
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<8x32x16xf32>, %arg1: tensor<8x32x16xf32>, %arg2: tensor<8x32x16xf32>, %arg3: tensor<32x32xf32>) -> tensor<8x32x16xf32> {
    %cst = arith.constant 2.500000e-01 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %0 = tensor.empty() : tensor<8x32x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x32x16xf32>) outs(%0 : tensor<8x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.mulf %in, %cst : f32
      linalg.yield %22 : f32
    } -> tensor<8x32x16xf32>
    %2 = tensor.empty() : tensor<8x32x32xf32>
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1, %arg1 : tensor<8x32x16xf32>, tensor<8x32x16xf32>) outs(%3 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %22 = arith.mulf %in, %in_2 : f32
      %23 = arith.addf %out, %22 : f32
      linalg.yield %23 : f32
    } -> tensor<8x32x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<8x32x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %22 = arith.addf %in, %in_2 : f32
      linalg.yield %22 : f32
    } -> tensor<8x32x32xf32>
    %6 = tensor.empty() : tensor<8x32xf32>
    %7 = linalg.fill ins(%cst_1 : f32) outs(%6 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<8x32x32xf32>) outs(%7 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.maximumf %in, %out : f32
      linalg.yield %22 : f32
    } -> tensor<8x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %8 : tensor<8x32x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %22 = arith.subf %in, %in_2 : f32
      %23 = math.exp %22 : f32
      linalg.yield %23 : f32
    } -> tensor<8x32x32xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<8x32x32xf32>) outs(%10 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.addf %in, %out : f32
      linalg.yield %22 : f32
    } -> tensor<8x32xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %11 : tensor<8x32x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %22 = arith.divf %in, %in_2 : f32
      linalg.yield %22 : f32
    } -> tensor<8x32x32xf32>
    %13 = tensor.empty() : tensor<8x32x32xi1>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<8x32x32xf32>) outs(%13 : tensor<8x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %22 = arith.cmpf oeq, %in, %cst_1 : f32
      linalg.yield %22 : i1
    } -> tensor<8x32x32xi1>
    %15 = tensor.empty() : tensor<8x32xi1>
    %16 = linalg.fill ins(%true : i1) outs(%15 : tensor<8x32xi1>) -> tensor<8x32xi1>
    %17 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<8x32x32xi1>) outs(%16 : tensor<8x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %22 = arith.andi %in, %out : i1
      linalg.yield %22 : i1
    } -> tensor<8x32xi1>
    %18 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %12 : tensor<8x32xi1>, tensor<8x32x32xf32>) outs(%2 : tensor<8x32x32xf32>) {
    ^bb0(%in: i1, %in_2: f32, %out: f32):
      %22 = arith.select %in, %cst_0, %in_2 : f32
      linalg.yield %22 : f32
    } -> tensor<8x32x32xf32>
    %19 = tensor.empty() : tensor<8x32x16xf32>
    %20 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %21 = linalg.batch_matmul ins(%18, %arg2 : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%20 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    return %21 : tensor<8x32x16xf32>
  }
}
