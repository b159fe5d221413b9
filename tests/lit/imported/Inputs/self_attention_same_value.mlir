// Form: Q, K and V are one SSA value (the function argument %x, after CSE merged identical projections and the two sqrt(scale) multiplies into one), with an additive padding mask [B,1,1,S] argument broadcast by a generic with the map (d0, d1, d2, d3) -> (d0, 0, 0, d3); safe-softmax guard. Stands for F.scaled_dot_product_attention(x, x, x, attn_mask=pad) with x f32 [1,2,32,16] and pad f32 [1,1,1,32] (0 or -inf), torch-mlir FX importer followed by -cse.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%x: tensor<1x2x32x16xf32>, %attn_mask: tensor<1x1x1x32xf32>) -> tensor<1x2x32x16xf32> {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %0 = tensor.empty() : tensor<1x2x32x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x32x16xf32>) outs(%0 : tensor<1x2x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.mulf %in, %cst : f32
      linalg.yield %25 : f32
    } -> tensor<1x2x32x16xf32>
    %2 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed = linalg.transpose ins(%1 : tensor<1x2x32x16xf32>) outs(%2 : tensor<1x2x16x32xf32>) permutation = [0, 1, 3, 2]
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %collapsed_2 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %3 = tensor.empty() : tensor<2x32x32xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %5 = linalg.batch_matmul ins(%collapsed, %collapsed_2 : tensor<2x32x16xf32>, tensor<2x16x32xf32>) outs(%4 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %6 = tensor.empty() : tensor<1x2x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %attn_mask : tensor<1x2x32x32xf32>, tensor<1x1x1x32xf32>) outs(%6 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %25 = arith.addf %in, %in_3 : f32
      linalg.yield %25 : f32
    } -> tensor<1x2x32x32xf32>
    %8 = tensor.empty() : tensor<1x2x32xf32>
    %9 = linalg.fill ins(%cst_1 : f32) outs(%8 : tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%7 : tensor<1x2x32x32xf32>) outs(%9 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.maximumf %in, %out : f32
      linalg.yield %25 : f32
    } -> tensor<1x2x32xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %10 : tensor<1x2x32x32xf32>, tensor<1x2x32xf32>) outs(%6 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %25 = arith.subf %in, %in_3 : f32
      %26 = math.exp %25 : f32
      linalg.yield %26 : f32
    } -> tensor<1x2x32x32xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%11 : tensor<1x2x32x32xf32>) outs(%12 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.addf %in, %out : f32
      linalg.yield %25 : f32
    } -> tensor<1x2x32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %13 : tensor<1x2x32x32xf32>, tensor<1x2x32xf32>) outs(%6 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %25 = arith.divf %in, %in_3 : f32
      linalg.yield %25 : f32
    } -> tensor<1x2x32x32xf32>
    %15 = tensor.empty() : tensor<1x2x32x32xi1>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<1x2x32x32xf32>) outs(%15 : tensor<1x2x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %25 = arith.cmpf oeq, %in, %cst_1 : f32
      linalg.yield %25 : i1
    } -> tensor<1x2x32x32xi1>
    %17 = tensor.empty() : tensor<1x2x32xi1>
    %18 = linalg.fill ins(%true : i1) outs(%17 : tensor<1x2x32xi1>) -> tensor<1x2x32xi1>
    %19 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%16 : tensor<1x2x32x32xi1>) outs(%18 : tensor<1x2x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %25 = arith.andi %in, %out : i1
      linalg.yield %25 : i1
    } -> tensor<1x2x32xi1>
    %20 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %14 : tensor<1x2x32xi1>, tensor<1x2x32x32xf32>) outs(%6 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: i1, %in_3: f32, %out: f32):
      %25 = arith.select %in, %cst_0, %in_3 : f32
      linalg.yield %25 : f32
    } -> tensor<1x2x32x32xf32>
    %collapsed_4 = tensor.collapse_shape %20 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %collapsed_5 = tensor.collapse_shape %x [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %21 = tensor.empty() : tensor<2x32x16xf32>
    %22 = linalg.fill ins(%cst_0 : f32) outs(%21 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %23 = linalg.batch_matmul ins(%collapsed_4, %collapsed_5 : tensor<2x32x32xf32>, tensor<2x32x16xf32>) outs(%22 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %expanded_6 = tensor.expand_shape %23 [[0, 1], [2], [3]] output_shape [1, 2, 32, 16] : tensor<2x32x16xf32> into tensor<1x2x32x16xf32>
    return %expanded_6 : tensor<1x2x32x16xf32>
  }
}
