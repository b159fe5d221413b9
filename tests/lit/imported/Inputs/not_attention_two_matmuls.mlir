// Form: not attention: two contractions with no softmax between them (an MLP classifier: matmul, bias + relu (an elementwise maximumf, not a reduction), matmul, bias) and a softmax only after the second contraction, feeding no contraction. Stands for torch.softmax(fc2(torch.relu(fc1(x))), dim=-1) with x f32 [8,32], fc1 32->64, fc2 64->16, weights as arguments ([in, out] layout).
module {
  func.func @mlp_classifier(%arg0: tensor<8x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x16xf32>, %arg4: tensor<16xf32>) -> tensor<8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<8x64xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%1 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<8x64xf32>, tensor<64xf32>) outs(%0 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %14 = arith.addf %in, %in_1 : f32
      %15 = arith.maximumf %14, %cst : f32
      linalg.yield %15 : f32
    } -> tensor<8x64xf32>
    %4 = tensor.empty() : tensor<8x16xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %6 = linalg.matmul ins(%3, %arg3 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%5 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg4 : tensor<8x16xf32>, tensor<16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %14 = arith.addf %in, %in_1 : f32
      linalg.yield %14 : f32
    } -> tensor<8x16xf32>
    %8 = tensor.empty() : tensor<8xf32>
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<8xf32>) -> tensor<8xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<8x16xf32>) outs(%9 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.maximumf %in, %out : f32
      linalg.yield %14 : f32
    } -> tensor<8xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7, %10 : tensor<8x16xf32>, tensor<8xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %14 = arith.subf %in, %in_1 : f32
      %15 = math.exp %14 : f32
      linalg.yield %15 : f32
    } -> tensor<8x16xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%8 : tensor<8xf32>) -> tensor<8xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%11 : tensor<8x16xf32>) outs(%12 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.addf %in, %out : f32
      linalg.yield %14 : f32
    } -> tensor<8xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%11, %13 : tensor<8x16xf32>, tensor<8xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %15 = arith.divf %in, %in_1 : f32
      linalg.yield %15 : f32
    } -> tensor<8x16xf32>
    return %14 : tensor<8x16xf32>
  }
}
