// Form: row max and row sum as linalg.reduce (arith.maxnumf; arith.addf from a -0.0 fill) without the reduced dim, each followed by tensor.expand_shape to [B,H,S,1]; the scale 0.125 multiplied onto the scores; no mask, no guard. Stands for softmax(q @ k.transpose(-2, -1) * 0.125, dim=-1) @ v on f32 [2,2,64,64] as a StableHLO/JAX-style front end lowers it (jax.nn.dot_product_attention, implementation="xla").
module {
  func.func @main(%arg0: tensor<2x2x64x64xf32>, %arg1: tensor<2x2x64x64xf32>, %arg2: tensor<2x2x64x64xf32>) -> tensor<2x2x64x64xf32> {
    %cst = arith.constant -0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 1.250000e-01 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_3 = tensor.collapse_shape %arg1 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %0 = tensor.empty() : tensor<4x64x64xf32>
    %transposed = linalg.transpose ins(%collapsed_3 : tensor<4x64x64xf32>) outs(%0 : tensor<4x64x64xf32>) permutation = [0, 2, 1]
    %1 = linalg.fill ins(%cst_1 : f32) outs(%0 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %2 = linalg.batch_matmul ins(%collapsed, %transposed : tensor<4x64x64xf32>, tensor<4x64x64xf32>) outs(%1 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded = tensor.expand_shape %2 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %3 = tensor.empty() : tensor<2x2x64x64xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x2x64x64xf32>) outs(%3 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.mulf %in, %cst_2 : f32
      linalg.yield %16 : f32
    } -> tensor<2x2x64x64xf32>
    %5 = tensor.empty() : tensor<2x2x64xf32>
    %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %reduced = linalg.reduce ins(%4 : tensor<2x2x64x64xf32>) outs(%6 : tensor<2x2x64xf32>) dimensions = [3]
      (%in: f32, %init: f32) {
        %16 = arith.maxnumf %in, %init : f32
        linalg.yield %16 : f32
      }
    %expanded_4 = tensor.expand_shape %reduced [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %expanded_4 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%3 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %16 = arith.subf %in, %in_7 : f32
      %17 = math.exp %16 : f32
      linalg.yield %17 : f32
    } -> tensor<2x2x64x64xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %reduced_5 = linalg.reduce ins(%7 : tensor<2x2x64x64xf32>) outs(%8 : tensor<2x2x64xf32>) dimensions = [3]
      (%in: f32, %init: f32) {
        %16 = arith.addf %in, %init : f32
        linalg.yield %16 : f32
      }
    %expanded_6 = tensor.expand_shape %reduced_5 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_6 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%3 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %16 = arith.divf %in, %in_7 : f32
      linalg.yield %16 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_8 = tensor.collapse_shape %9 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_9 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %10 = linalg.batch_matmul ins(%collapsed_8, %collapsed_9 : tensor<4x64x64xf32>, tensor<4x64x64xf32>) outs(%1 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_10 = tensor.expand_shape %10 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    return %expanded_10 : tensor<2x2x64x64xf32>
  }
}
