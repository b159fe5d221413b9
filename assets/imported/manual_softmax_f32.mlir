// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: torch.softmax(q @ k.transpose(-2, -1) * (1/sqrt(64)) + mask, dim=-1) @ v, additive float mask
//    [B,1,S,S]
// Inputs: %arg0 q: f32[2,4,128,64], %arg1 k: f32[2,4,128,64], %arg2 v: f32[2,4,128,64], %arg3 mask:
//    f32[2,1,128,128]
// Results: f32[2,4,128,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset manual_softmax_f32 -o assets/imported/manual_softmax_f32.mlir
#loc1 = loc("tools/import_torch.py":293:0)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x4x128x64xf32> loc("tools/import_torch.py":293:0), %arg1: tensor<2x4x128x64xf32> loc("tools/import_torch.py":293:0), %arg2: tensor<2x4x128x64xf32> loc("tools/import_torch.py":293:0), %arg3: tensor<2x1x128x128xf32> loc("tools/import_torch.py":293:0)) -> tensor<2x4x128x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc1)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc1)
    %cst_1 = arith.constant 1.250000e-01 : f32 loc(#loc)
    %0 = tensor.empty() : tensor<2x4x64x128xf32> loc(#loc1)
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4x128x64xf32>) outs(%0 : tensor<2x4x64x128xf32>) permutation = [0, 1, 3, 2]  loc(#loc1)
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc1)
    %collapsed_2 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x64x128xf32> into tensor<8x64x128xf32> loc(#loc1)
    %1 = tensor.empty() : tensor<8x128x128xf32> loc(#loc1)
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc1)
    %3 = linalg.batch_matmul ins(%collapsed, %collapsed_2 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%2 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc1)
    %expanded = tensor.expand_shape %3 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] : tensor<8x128x128xf32> into tensor<2x4x128x128xf32> loc(#loc1)
    %4 = tensor.empty() : tensor<2x4x128x128xf32> loc(#loc1)
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x4x128x128xf32>) outs(%4 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":293:0), %out: f32 loc("tools/import_torch.py":293:0)):
      %21 = arith.mulf %in, %cst_1 : f32 loc(#loc1)
      linalg.yield %21 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %arg3 : tensor<2x4x128x128xf32>, tensor<2x1x128x128xf32>) outs(%4 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":293:0), %in_7: f32 loc("tools/import_torch.py":293:0), %out: f32 loc("tools/import_torch.py":293:0)):
      %21 = arith.addf %in, %in_7 : f32 loc(#loc1)
      linalg.yield %21 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %7 = tensor.empty() : tensor<2x4x128xi64> loc(#loc1)
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<2x4x128xi64>) -> tensor<2x4x128xi64> loc(#loc1)
    %9 = tensor.empty() : tensor<2x4x128xf32> loc(#loc1)
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32> loc(#loc1)
    %11:2 = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%6 : tensor<2x4x128x128xf32>) outs(%10, %8 : tensor<2x4x128xf32>, tensor<2x4x128xi64>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":293:0), %out: f32 loc("tools/import_torch.py":293:0), %out_7: i64 loc("tools/import_torch.py":293:0)):
      %21 = linalg.index 3 : index loc(#loc1)
      %22 = arith.index_cast %21 : index to i64 loc(#loc1)
      %23 = arith.maximumf %in, %out : f32 loc(#loc1)
      %24 = arith.cmpf ogt, %in, %out : f32 loc(#loc1)
      %25 = arith.select %24, %22, %out_7 : i64 loc(#loc1)
      linalg.yield %23, %25 : f32, i64 loc(#loc1)
    } -> (tensor<2x4x128xf32>, tensor<2x4x128xi64>) loc(#loc1)
    %expanded_3 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] : tensor<2x4x128xf32> into tensor<2x4x128x1xf32> loc(#loc1)
    %12 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_3 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%4 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":293:0), %in_7: f32 loc("tools/import_torch.py":293:0), %out: f32 loc("tools/import_torch.py":293:0)):
      %21 = arith.subf %in, %in_7 : f32 loc(#loc1)
      linalg.yield %21 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<2x4x128x128xf32>) outs(%4 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":293:0), %out: f32 loc("tools/import_torch.py":293:0)):
      %21 = math.exp %in : f32 loc(#loc1)
      linalg.yield %21 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %14 = tensor.empty() : tensor<2x4x128x1xf32> loc(#loc1)
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32> loc(#loc1)
    %16 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<2x4x128x128xf32>) outs(%15 : tensor<2x4x128x1xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":293:0), %out: f32 loc("tools/import_torch.py":293:0)):
      %21 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %21 : f32 loc(#loc1)
    } -> tensor<2x4x128x1xf32> loc(#loc1)
    %17 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %16 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%4 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":293:0), %in_7: f32 loc("tools/import_torch.py":293:0), %out: f32 loc("tools/import_torch.py":293:0)):
      %21 = arith.divf %in, %in_7 : f32 loc(#loc1)
      linalg.yield %21 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %collapsed_4 = tensor.collapse_shape %17 [[0, 1], [2], [3]] : tensor<2x4x128x128xf32> into tensor<8x128x128xf32> loc(#loc1)
    %collapsed_5 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc1)
    %18 = tensor.empty() : tensor<8x128x64xf32> loc(#loc1)
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc1)
    %20 = linalg.batch_matmul ins(%collapsed_4, %collapsed_5 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%19 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc1)
    %expanded_6 = tensor.expand_shape %20 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc1)
    return %expanded_6 : tensor<2x4x128x64xf32> loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
