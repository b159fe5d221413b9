// Form: flex-attention's return_lse: two results, the attention output [B,H,S,D] and lse [B,H,S] = row max + log(row sum) (an addf of the max and math.log of the sum in one generic, sharing the softmax's reductions after CSE); the scale 1/sqrt(32) on the scores; safe-softmax guard; no mask. Stands for out, lse = flex_attention(q, k, v, return_lse=True) with q, k, v f32 [1,4,64,32], decomposed by its math reference (scores * scale, logsumexp, _safe_softmax) and imported with torch-mlir.
module {
  func.func @forward(%arg0: tensor<1x4x64x32xf32>, %arg1: tensor<1x4x64x32xf32>, %arg2: tensor<1x4x64x32xf32>) -> (tensor<1x4x64x32xf32>, tensor<1x4x64xf32>) {
    %cst = arith.constant 0.176776692 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %0 = tensor.empty() : tensor<1x4x32x64xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<1x4x64x32xf32>) outs(%0 : tensor<1x4x32x64xf32>) permutation = [0, 1, 3, 2]
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x4x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_2 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x4x32x64xf32> into tensor<4x32x64xf32>
    %1 = tensor.empty() : tensor<4x64x64xf32>
    %2 = linalg.fill ins(%cst_0 : f32) outs(%1 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %3 = linalg.batch_matmul ins(%collapsed, %collapsed_2 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%2 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded = tensor.expand_shape %3 [[0, 1], [2], [3]] output_shape [1, 4, 64, 64] : tensor<4x64x64xf32> into tensor<1x4x64x64xf32>
    %4 = tensor.empty() : tensor<1x4x64x64xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x64x64xf32>) outs(%4 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.mulf %in, %cst : f32
      linalg.yield %27 : f32
    } -> tensor<1x4x64x64xf32>
    %6 = tensor.empty() : tensor<1x4x64xf32>
    %7 = linalg.fill ins(%cst_1 : f32) outs(%6 : tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%5 : tensor<1x4x64x64xf32>) outs(%7 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.maximumf %in, %out : f32
      linalg.yield %27 : f32
    } -> tensor<1x4x64xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %8 : tensor<1x4x64x64xf32>, tensor<1x4x64xf32>) outs(%4 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %27 = arith.subf %in, %in_3 : f32
      %28 = math.exp %27 : f32
      linalg.yield %28 : f32
    } -> tensor<1x4x64x64xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%9 : tensor<1x4x64x64xf32>) outs(%10 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.addf %in, %out : f32
      linalg.yield %27 : f32
    } -> tensor<1x4x64xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %11 : tensor<1x4x64xf32>, tensor<1x4x64xf32>) outs(%6 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %27 = math.log %in_3 : f32
      %28 = arith.addf %in, %27 : f32
      linalg.yield %28 : f32
    } -> tensor<1x4x64xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %11 : tensor<1x4x64x64xf32>, tensor<1x4x64xf32>) outs(%4 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %27 = arith.divf %in, %in_3 : f32
      linalg.yield %27 : f32
    } -> tensor<1x4x64x64xf32>
    %14 = tensor.empty() : tensor<1x4x64x64xi1>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<1x4x64x64xf32>) outs(%14 : tensor<1x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %27 = arith.cmpf oeq, %in, %cst_1 : f32
      linalg.yield %27 : i1
    } -> tensor<1x4x64x64xi1>
    %16 = tensor.empty() : tensor<1x4x64xi1>
    %17 = linalg.fill ins(%true : i1) outs(%16 : tensor<1x4x64xi1>) -> tensor<1x4x64xi1>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%15 : tensor<1x4x64x64xi1>) outs(%17 : tensor<1x4x64xi1>) {
    ^bb0(%in: i1, %out: i1):
      %27 = arith.andi %in, %out : i1
      linalg.yield %27 : i1
    } -> tensor<1x4x64xi1>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %13 : tensor<1x4x64xi1>, tensor<1x4x64x64xf32>) outs(%4 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: i1, %in_3: f32, %out: f32):
      %27 = arith.select %in, %cst_0, %in_3 : f32
      linalg.yield %27 : f32
    } -> tensor<1x4x64x64xf32>
    %collapsed_4 = tensor.collapse_shape %19 [[0, 1], [2], [3]] : tensor<1x4x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_5 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x4x64x32xf32> into tensor<4x64x32xf32>
    %20 = tensor.empty() : tensor<4x64x32xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%20 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %22 = linalg.batch_matmul ins(%collapsed_4, %collapsed_5 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%21 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_6 = tensor.expand_shape %22 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    return %expanded_6, %12 : tensor<1x4x64x32xf32>, tensor<1x4x64xf32>
  }
}
