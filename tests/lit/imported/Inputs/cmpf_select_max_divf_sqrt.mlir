// Form: the row max as cmpf ogt + select in a single-result reduction generic, and the scale as a divide of the scores by math.sqrt(64.0) computed in the function body (captured by the generic); K transposed by a generic copy; no mask, no guard. Stands for torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(q.size(-1)), dim=-1) @ v with f32 [1,2,48,64] (a hand-written attention module, traced without SDPA).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module attributes {torch.debug_module_name = "SelfAttention"} {
  func.func @forward(%arg0: tensor<1x2x48x64xf32>, %arg1: tensor<1x2x48x64xf32>, %arg2: tensor<1x2x48x64xf32>) -> tensor<1x2x48x64xf32> {
    %cst = arith.constant 6.400000e+01 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %0 = math.sqrt %cst : f32
    %1 = tensor.empty() : tensor<1x2x64x48xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x2x48x64xf32>) outs(%1 : tensor<1x2x64x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x48xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x2x48x64xf32> into tensor<2x48x64xf32>
    %collapsed_2 = tensor.collapse_shape %2 [[0, 1], [2], [3]] : tensor<1x2x64x48xf32> into tensor<2x64x48xf32>
    %3 = tensor.empty() : tensor<2x48x48xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<2x48x48xf32>) -> tensor<2x48x48xf32>
    %5 = linalg.batch_matmul ins(%collapsed, %collapsed_2 : tensor<2x48x64xf32>, tensor<2x64x48xf32>) outs(%4 : tensor<2x48x48xf32>) -> tensor<2x48x48xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2], [3]] output_shape [1, 2, 48, 48] : tensor<2x48x48xf32> into tensor<1x2x48x48xf32>
    %6 = tensor.empty() : tensor<1x2x48x48xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x48x48xf32>) outs(%6 : tensor<1x2x48x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %0 : f32
      linalg.yield %20 : f32
    } -> tensor<1x2x48x48xf32>
    %8 = tensor.empty() : tensor<1x2x48xf32>
    %9 = linalg.fill ins(%cst_1 : f32) outs(%8 : tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%7 : tensor<1x2x48x48xf32>) outs(%9 : tensor<1x2x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.cmpf ogt, %in, %out : f32
      %21 = arith.select %20, %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<1x2x48xf32>
    %11 = tensor.empty() : tensor<1x2x48x48xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %10 : tensor<1x2x48x48xf32>, tensor<1x2x48xf32>) outs(%11 : tensor<1x2x48x48xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %20 = arith.subf %in, %in_3 : f32
      %21 = math.exp %20 : f32
      linalg.yield %21 : f32
    } -> tensor<1x2x48x48xf32>
    %13 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<1x2x48xf32>) -> tensor<1x2x48xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%12 : tensor<1x2x48x48xf32>) outs(%13 : tensor<1x2x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<1x2x48xf32>
    %15 = tensor.empty() : tensor<1x2x48x48xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %14 : tensor<1x2x48x48xf32>, tensor<1x2x48xf32>) outs(%15 : tensor<1x2x48x48xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %20 = arith.divf %in, %in_3 : f32
      linalg.yield %20 : f32
    } -> tensor<1x2x48x48xf32>
    %collapsed_4 = tensor.collapse_shape %16 [[0, 1], [2], [3]] : tensor<1x2x48x48xf32> into tensor<2x48x48xf32>
    %collapsed_5 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x2x48x64xf32> into tensor<2x48x64xf32>
    %17 = tensor.empty() : tensor<2x48x64xf32>
    %18 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<2x48x64xf32>) -> tensor<2x48x64xf32>
    %19 = linalg.batch_matmul ins(%collapsed_4, %collapsed_5 : tensor<2x48x48xf32>, tensor<2x48x64xf32>) outs(%18 : tensor<2x48x64xf32>) -> tensor<2x48x64xf32>
    %expanded_6 = tensor.expand_shape %19 [[0, 1], [2], [3]] output_shape [1, 2, 48, 64] : tensor<2x48x64xf32> into tensor<1x2x48x64xf32>
    return %expanded_6 : tensor<1x2x48x64xf32>
  }
}
