// Form: the additive mask made inside the graph from a [B,S] i64 0/1 padding vector %attention_mask (unsqueezed to [B,1,1,S], sitofp, (1 - m) * finfo(f32).min) and broadcast onto the scores by the addf generic's map (d0, d1, d2, d3) -> (d0, 0, 0, d3); safe-softmax guard. Stands for Hugging Face BertSdpaSelfAttention: ext = (1.0 - attention_mask[:, None, None, :].to(torch.float32)) * torch.finfo(torch.float32).min; F.scaled_dot_product_attention(q, k, v, attn_mask=ext) with q, k, v f32 [2,4,32,16], attention_mask i64 [2,32], torch-mlir FX importer.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module attributes {torch.debug_module_name = "BertSdpaSelfAttention"} {
  func.func @forward(%arg0: tensor<2x4x32x16xf32>, %arg1: tensor<2x4x32x16xf32>, %arg2: tensor<2x4x32x16xf32>, %attention_mask: tensor<2x32xi64>) -> tensor<2x4x32x16xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant -3.40282347E+38 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %expanded = tensor.expand_shape %attention_mask [[0], [1, 2, 3]] output_shape [2, 1, 1, 32] : tensor<2x32xi64> into tensor<2x1x1x32xi64>
    %0 = tensor.empty() : tensor<2x1x1x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x1x1x32xi64>) outs(%0 : tensor<2x1x1x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %29 = arith.sitofp %in : i64 to f32
      linalg.yield %29 : f32
    } -> tensor<2x1x1x32xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<2x1x1x32xf32>) outs(%0 : tensor<2x1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.subf %cst, %in : f32
      %30 = arith.mulf %29, %cst_0 : f32
      linalg.yield %30 : f32
    } -> tensor<2x1x1x32xf32>
    %3 = tensor.empty() : tensor<2x4x32x16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x4x32x16xf32>) outs(%3 : tensor<2x4x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.mulf %in, %cst_1 : f32
      linalg.yield %29 : f32
    } -> tensor<2x4x32x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x4x32x16xf32>) outs(%3 : tensor<2x4x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.mulf %in, %cst_1 : f32
      linalg.yield %29 : f32
    } -> tensor<2x4x32x16xf32>
    %6 = tensor.empty() : tensor<2x4x16x32xf32>
    %transposed = linalg.transpose ins(%5 : tensor<2x4x32x16xf32>) outs(%6 : tensor<2x4x16x32xf32>) permutation = [0, 1, 3, 2]
    %collapsed = tensor.collapse_shape %4 [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
    %collapsed_4 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x16x32xf32> into tensor<8x16x32xf32>
    %7 = tensor.empty() : tensor<8x32x32xf32>
    %8 = linalg.fill ins(%cst_2 : f32) outs(%7 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %9 = linalg.batch_matmul ins(%collapsed, %collapsed_4 : tensor<8x32x16xf32>, tensor<8x16x32xf32>) outs(%8 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %expanded_5 = tensor.expand_shape %9 [[0, 1], [2], [3]] output_shape [2, 4, 32, 32] : tensor<8x32x32xf32> into tensor<2x4x32x32xf32>
    %10 = tensor.empty() : tensor<2x4x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5, %2 : tensor<2x4x32x32xf32>, tensor<2x1x1x32xf32>) outs(%10 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %29 = arith.addf %in, %in_8 : f32
      linalg.yield %29 : f32
    } -> tensor<2x4x32x32xf32>
    %12 = tensor.empty() : tensor<2x4x32xf32>
    %13 = linalg.fill ins(%cst_3 : f32) outs(%12 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%11 : tensor<2x4x32x32xf32>) outs(%13 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.maximumf %in, %out : f32
      linalg.yield %29 : f32
    } -> tensor<2x4x32xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %14 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%10 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %29 = arith.subf %in, %in_8 : f32
      %30 = math.exp %29 : f32
      linalg.yield %30 : f32
    } -> tensor<2x4x32x32xf32>
    %16 = linalg.fill ins(%cst_2 : f32) outs(%12 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%15 : tensor<2x4x32x32xf32>) outs(%16 : tensor<2x4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.addf %in, %out : f32
      linalg.yield %29 : f32
    } -> tensor<2x4x32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %17 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%10 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %29 = arith.divf %in, %in_8 : f32
      linalg.yield %29 : f32
    } -> tensor<2x4x32x32xf32>
    %19 = tensor.empty() : tensor<2x4x32x32xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<2x4x32x32xf32>) outs(%19 : tensor<2x4x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %29 = arith.cmpf oeq, %in, %cst_3 : f32
      linalg.yield %29 : i1
    } -> tensor<2x4x32x32xi1>
    %21 = tensor.empty() : tensor<2x4x32xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<2x4x32xi1>) -> tensor<2x4x32xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<2x4x32x32xi1>) outs(%22 : tensor<2x4x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %29 = arith.andi %in, %out : i1
      linalg.yield %29 : i1
    } -> tensor<2x4x32xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %18 : tensor<2x4x32xi1>, tensor<2x4x32x32xf32>) outs(%10 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: i1, %in_8: f32, %out: f32):
      %29 = arith.select %in, %cst_2, %in_8 : f32
      linalg.yield %29 : f32
    } -> tensor<2x4x32x32xf32>
    %collapsed_6 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<2x4x32x32xf32> into tensor<8x32x32xf32>
    %collapsed_7 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
    %25 = tensor.empty() : tensor<8x32x16xf32>
    %26 = linalg.fill ins(%cst_2 : f32) outs(%25 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_6, %collapsed_7 : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%26 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %expanded_8 = tensor.expand_shape %27 [[0, 1], [2], [3]] output_shape [2, 4, 32, 16] : tensor<8x32x16xf32> into tensor<2x4x32x16xf32>
    return %expanded_8 : tensor<2x4x32x16xf32>
  }
}
