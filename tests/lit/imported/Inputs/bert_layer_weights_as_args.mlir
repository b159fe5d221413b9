// Form: attention inside a whole BERT encoder layer, weights and biases as function arguments: Q/K/V projections (linalg.matmul + bias generic, expand_shape to heads, transpose), attention with the scale as a divide of the scores by 4.0 = sqrt(16), an additive [1,1,1,S] mask argument, the softmax as generics (two-result max + expand_shape, keepdim sum), no guard; then output projection, residual, LayerNorm, erf-GELU MLP, residual, LayerNorm. Stands for transformers' BertLayer (eager attention; hidden 32, 2 heads of 16, intermediate 64) on x f32 [1,16,32] with extended_attention_mask f32 [1,1,1,16], exported with torch.export and the parameters lifted to inputs (torch-mlir FX importer).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
module attributes {torch.debug_module_name = "BertLayer"} {
  func.func @forward(%arg0: tensor<1x16x32xf32>, %arg1: tensor<1x1x1x16xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>) -> tensor<1x16x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 4.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 3.200000e+01 : f32
    %cst_3 = arith.constant 9.99999996E-13 : f32
    %cst_4 = arith.constant 5.000000e-01 : f32
    %cst_5 = arith.constant 1.000000e+00 : f32
    %cst_6 = arith.constant 0.707106769 : f32
    %c0_i64 = arith.constant 0 : i64
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %0 = tensor.empty() : tensor<16x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x32xf32>) -> tensor<16x32xf32>
    // query = self.query(hidden_states)
    %2 = linalg.matmul ins(%collapsed, %arg2 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%1 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg3 : tensor<16x32xf32>, tensor<32xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %80 = arith.addf %in, %in_20 : f32
      linalg.yield %80 : f32
    } -> tensor<16x32xf32>
    // key = self.key(hidden_states)
    %4 = linalg.matmul ins(%collapsed, %arg4 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%1 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %arg5 : tensor<16x32xf32>, tensor<32xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %80 = arith.addf %in, %in_20 : f32
      linalg.yield %80 : f32
    } -> tensor<16x32xf32>
    // value = self.value(hidden_states)
    %6 = linalg.matmul ins(%collapsed, %arg6 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%1 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %arg7 : tensor<16x32xf32>, tensor<32xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %80 = arith.addf %in, %in_20 : f32
      linalg.yield %80 : f32
    } -> tensor<16x32xf32>
    // transpose_for_scores: view(1, 16, 2, 16).permute(0, 2, 1, 3)
    %expanded = tensor.expand_shape %3 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %expanded_7 = tensor.expand_shape %5 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %expanded_8 = tensor.expand_shape %7 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %8 = tensor.empty() : tensor<1x2x16x16xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x16x2x16xf32>) outs(%8 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_9 = linalg.transpose ins(%expanded_7 : tensor<1x16x2x16xf32>) outs(%8 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_10 = linalg.transpose ins(%expanded_8 : tensor<1x16x2x16xf32>) outs(%8 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3]
    // attention_scores = query_layer @ key_layer.transpose(-1, -2) / math.sqrt(16) + attention_mask
    %transposed_11 = linalg.transpose ins(%transposed_9 : tensor<1x2x16x16xf32>) outs(%8 : tensor<1x2x16x16xf32>) permutation = [0, 1, 3, 2]
    %collapsed_12 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_13 = tensor.collapse_shape %transposed_11 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %9 = tensor.empty() : tensor<2x16x16xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %11 = linalg.batch_matmul ins(%collapsed_12, %collapsed_13 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%10 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_14 = tensor.expand_shape %11 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x2x16x16xf32>) outs(%8 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.divf %in, %cst_0 : f32
      linalg.yield %80 : f32
    } -> tensor<1x2x16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %arg1 : tensor<1x2x16x16xf32>, tensor<1x1x1x16xf32>) outs(%8 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %80 = arith.addf %in, %in_20 : f32
      linalg.yield %80 : f32
    } -> tensor<1x2x16x16xf32>
    // attention_probs = nn.functional.softmax(attention_scores, dim=-1)
    %14 = tensor.empty() : tensor<1x2x16xf32>
    %15 = linalg.fill ins(%cst_1 : f32) outs(%14 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %16 = tensor.empty() : tensor<1x2x16xi64>
    %17 = linalg.fill ins(%c0_i64 : i64) outs(%16 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %18:2 = linalg.generic {indexing_maps = [#map2, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<1x2x16x16xf32>) outs(%15, %17 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_20: i64):
      %80 = linalg.index 3 : index
      %81 = arith.index_cast %80 : index to i64
      %82 = arith.maximumf %in, %out : f32
      %83 = arith.cmpf ogt, %in, %out : f32
      %84 = arith.select %83, %81, %out_20 : i64
      linalg.yield %82, %84 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_15 = tensor.expand_shape %18#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_15 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%8 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %80 = arith.subf %in, %in_20 : f32
      %81 = math.exp %80 : f32
      linalg.yield %81 : f32
    } -> tensor<1x2x16x16xf32>
    %20 = tensor.empty() : tensor<1x2x16x1xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<1x2x16x16xf32>) outs(%21 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %in, %out : f32
      linalg.yield %80 : f32
    } -> tensor<1x2x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%8 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %80 = arith.divf %in, %in_20 : f32
      linalg.yield %80 : f32
    } -> tensor<1x2x16x16xf32>
    // context_layer = attention_probs @ value_layer
    %collapsed_16 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_17 = tensor.collapse_shape %transposed_10 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %24 = linalg.batch_matmul ins(%collapsed_16, %collapsed_17 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%10 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_18 = tensor.expand_shape %24 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %25 = tensor.empty() : tensor<1x16x2x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<1x2x16x16xf32>) outs(%25 : tensor<1x16x2x16xf32>) permutation = [0, 2, 1, 3]
    %collapsed_20 = tensor.collapse_shape %transposed_19 [[0, 1], [2, 3]] : tensor<1x16x2x16xf32> into tensor<16x32xf32>
    // BertSelfOutput: dense, residual, LayerNorm
    %26 = linalg.matmul ins(%collapsed_20, %arg8 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%1 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%26, %arg9, %collapsed : tensor<16x32xf32>, tensor<32xf32>, tensor<16x32xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %in_21: f32, %out: f32):
      %80 = arith.addf %in, %in_20 : f32
      %81 = arith.addf %80, %in_21 : f32
      linalg.yield %81 : f32
    } -> tensor<16x32xf32>
    %28 = tensor.empty() : tensor<16x1xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "reduction"]} ins(%27 : tensor<16x32xf32>) outs(%29 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %in, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %30 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %80 = arith.divf %in_20, %cst_2 : f32
      %81 = arith.subf %in, %80 : f32
      linalg.yield %81 : f32
    } -> tensor<16x32xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "reduction"]} ins(%31 : tensor<16x32xf32>) outs(%29 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.mulf %in, %in : f32
      %81 = arith.addf %80, %out : f32
      linalg.yield %81 : f32
    } -> tensor<16x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map6, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%31, %32, %arg10, %arg11 : tensor<16x32xf32>, tensor<16x1xf32>, tensor<32xf32>, tensor<32xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %in_21: f32, %in_22: f32, %out: f32):
      %80 = arith.divf %in_20, %cst_2 : f32
      %81 = arith.addf %80, %cst_3 : f32
      %82 = math.rsqrt %81 : f32
      %83 = arith.mulf %in, %82 : f32
      %84 = arith.mulf %83, %in_21 : f32
      %85 = arith.addf %84, %in_22 : f32
      linalg.yield %85 : f32
    } -> tensor<16x32xf32>
    // BertIntermediate: dense + GELU (erf)
    %34 = tensor.empty() : tensor<16x64xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %36 = linalg.matmul ins(%33, %arg12 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%35 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%36, %arg13 : tensor<16x64xf32>, tensor<64xf32>) outs(%34 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %80 = arith.addf %in, %in_20 : f32
      %81 = arith.mulf %80, %cst_6 : f32
      %82 = math.erf %81 : f32
      %83 = arith.addf %82, %cst_5 : f32
      %84 = arith.mulf %80, %cst_4 : f32
      %85 = arith.mulf %84, %83 : f32
      linalg.yield %85 : f32
    } -> tensor<16x64xf32>
    // BertOutput: dense, residual, LayerNorm
    %38 = linalg.matmul ins(%37, %arg14 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%1 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%38, %arg15, %33 : tensor<16x32xf32>, tensor<32xf32>, tensor<16x32xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %in_21: f32, %out: f32):
      %80 = arith.addf %in, %in_20 : f32
      %81 = arith.addf %80, %in_21 : f32
      linalg.yield %81 : f32
    } -> tensor<16x32xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "reduction"]} ins(%39 : tensor<16x32xf32>) outs(%29 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %in, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel"]} ins(%39, %40 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %80 = arith.divf %in_20, %cst_2 : f32
      %81 = arith.subf %in, %80 : f32
      linalg.yield %81 : f32
    } -> tensor<16x32xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "reduction"]} ins(%41 : tensor<16x32xf32>) outs(%29 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.mulf %in, %in : f32
      %81 = arith.addf %80, %out : f32
      linalg.yield %81 : f32
    } -> tensor<16x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map6, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%41, %42, %arg16, %arg17 : tensor<16x32xf32>, tensor<16x1xf32>, tensor<32xf32>, tensor<32xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %in_21: f32, %in_22: f32, %out: f32):
      %80 = arith.divf %in_20, %cst_2 : f32
      %81 = arith.addf %80, %cst_3 : f32
      %82 = math.rsqrt %81 : f32
      %83 = arith.mulf %in, %82 : f32
      %84 = arith.mulf %83, %in_21 : f32
      %85 = arith.addf %84, %in_22 : f32
      linalg.yield %85 : f32
    } -> tensor<16x32xf32>
    %expanded_21 = tensor.expand_shape %43 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    return %expanded_21 : tensor<1x16x32xf32>
  }
}
