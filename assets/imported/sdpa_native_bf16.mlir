// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: F.scaled_dot_product_attention(q, k, v)
// Inputs: %arg0 q: bf16[2,4,128,64], %arg1 k: bf16[2,4,128,64], %arg2 v: bf16[2,4,128,64]
// Results: bf16[2,4,128,64]
// Output type: linalg-on-tensors; SDPA decomposition: torch-mlir's own (--sdpa native); debug locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset sdpa_native_bf16 -o assets/imported/sdpa_native_bf16.mlir
#loc1 = loc("tools/import_torch.py":112:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x4x128x64xbf16> loc("tools/import_torch.py":112:0), %arg1: tensor<2x4x128x64xbf16> loc("tools/import_torch.py":112:0), %arg2: tensor<2x4x128x64xbf16> loc("tools/import_torch.py":112:0)) -> tensor<2x4x128x64xbf16> {
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF80 : bf16 loc(#loc1)
    %cst_1 = arith.constant 0.000000e+00 : bf16 loc(#loc1)
    %cst_2 = arith.constant 1.250000e-01 : bf16 loc(#loc)
    %0 = tensor.empty() : tensor<2x4x64x128xbf16> loc(#loc1)
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4x128x64xbf16>) outs(%0 : tensor<2x4x64x128xbf16>) permutation = [0, 1, 3, 2]  loc(#loc1)
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16> loc(#loc1)
    %collapsed_3 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x64x128xbf16> into tensor<8x64x128xbf16> loc(#loc1)
    %1 = tensor.empty() : tensor<8x128x128xf32> loc(#loc1)
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc1)
    %3 = linalg.batch_matmul ins(%collapsed, %collapsed_3 : tensor<8x128x64xbf16>, tensor<8x64x128xbf16>) outs(%2 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc1)
    %4 = tensor.empty() : tensor<8x128x128xbf16> loc(#loc1)
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x128x128xf32>) outs(%4 : tensor<8x128x128xbf16>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: bf16 loc("tools/import_torch.py":112:0)):
      %24 = arith.truncf %in : f32 to bf16 loc(#loc1)
      linalg.yield %24 : bf16 loc(#loc1)
    } -> tensor<8x128x128xbf16> loc(#loc1)
    %expanded = tensor.expand_shape %5 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] : tensor<8x128x128xbf16> into tensor<2x4x128x128xbf16> loc(#loc1)
    %6 = tensor.empty() : tensor<2x4x128x128xbf16> loc(#loc1)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x4x128x128xbf16>) outs(%6 : tensor<2x4x128x128xbf16>) {
    ^bb0(%in: bf16 loc("tools/import_torch.py":112:0), %out: bf16 loc("tools/import_torch.py":112:0)):
      %24 = arith.mulf %in, %cst_2 : bf16 loc(#loc1)
      linalg.yield %24 : bf16 loc(#loc1)
    } -> tensor<2x4x128x128xbf16> loc(#loc1)
    %8 = tensor.empty() : tensor<2x4x128xi64> loc(#loc1)
    %9 = linalg.fill ins(%c0_i64 : i64) outs(%8 : tensor<2x4x128xi64>) -> tensor<2x4x128xi64> loc(#loc1)
    %10 = tensor.empty() : tensor<2x4x128xbf16> loc(#loc1)
    %11 = linalg.fill ins(%cst_0 : bf16) outs(%10 : tensor<2x4x128xbf16>) -> tensor<2x4x128xbf16> loc(#loc1)
    %12:2 = linalg.generic {indexing_maps = [#map1, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%7 : tensor<2x4x128x128xbf16>) outs(%11, %9 : tensor<2x4x128xbf16>, tensor<2x4x128xi64>) {
    ^bb0(%in: bf16 loc("tools/import_torch.py":112:0), %out: bf16 loc("tools/import_torch.py":112:0), %out_8: i64 loc("tools/import_torch.py":112:0)):
      %24 = linalg.index 3 : index loc(#loc1)
      %25 = arith.index_cast %24 : index to i64 loc(#loc1)
      %26 = arith.maximumf %in, %out : bf16 loc(#loc1)
      %27 = arith.cmpf ogt, %in, %out : bf16 loc(#loc1)
      %28 = arith.select %27, %25, %out_8 : i64 loc(#loc1)
      linalg.yield %26, %28 : bf16, i64 loc(#loc1)
    } -> (tensor<2x4x128xbf16>, tensor<2x4x128xi64>) loc(#loc1)
    %expanded_4 = tensor.expand_shape %12#0 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] : tensor<2x4x128xbf16> into tensor<2x4x128x1xbf16> loc(#loc1)
    %13 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_4 : tensor<2x4x128x128xbf16>, tensor<2x4x128x1xbf16>) outs(%6 : tensor<2x4x128x128xbf16>) {
    ^bb0(%in: bf16 loc("tools/import_torch.py":112:0), %in_8: bf16 loc("tools/import_torch.py":112:0), %out: bf16 loc("tools/import_torch.py":112:0)):
      %24 = arith.subf %in, %in_8 : bf16 loc(#loc1)
      linalg.yield %24 : bf16 loc(#loc1)
    } -> tensor<2x4x128x128xbf16> loc(#loc1)
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x4x128x128xbf16>) outs(%6 : tensor<2x4x128x128xbf16>) {
    ^bb0(%in: bf16 loc("tools/import_torch.py":112:0), %out: bf16 loc("tools/import_torch.py":112:0)):
      %24 = math.exp %in : bf16 loc(#loc1)
      linalg.yield %24 : bf16 loc(#loc1)
    } -> tensor<2x4x128x128xbf16> loc(#loc1)
    %15 = tensor.empty() : tensor<2x4x128x1xbf16> loc(#loc1)
    %16 = linalg.fill ins(%cst_1 : bf16) outs(%15 : tensor<2x4x128x1xbf16>) -> tensor<2x4x128x1xbf16> loc(#loc1)
    %17 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<2x4x128x128xbf16>) outs(%16 : tensor<2x4x128x1xbf16>) {
    ^bb0(%in: bf16 loc("tools/import_torch.py":112:0), %out: bf16 loc("tools/import_torch.py":112:0)):
      %24 = arith.addf %in, %out : bf16 loc(#loc1)
      linalg.yield %24 : bf16 loc(#loc1)
    } -> tensor<2x4x128x1xbf16> loc(#loc1)
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<2x4x128x128xbf16>, tensor<2x4x128x1xbf16>) outs(%6 : tensor<2x4x128x128xbf16>) {
    ^bb0(%in: bf16 loc("tools/import_torch.py":112:0), %in_8: bf16 loc("tools/import_torch.py":112:0), %out: bf16 loc("tools/import_torch.py":112:0)):
      %24 = arith.divf %in, %in_8 : bf16 loc(#loc1)
      linalg.yield %24 : bf16 loc(#loc1)
    } -> tensor<2x4x128x128xbf16> loc(#loc1)
    %collapsed_5 = tensor.collapse_shape %18 [[0, 1], [2], [3]] : tensor<2x4x128x128xbf16> into tensor<8x128x128xbf16> loc(#loc1)
    %collapsed_6 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16> loc(#loc1)
    %19 = tensor.empty() : tensor<8x128x64xf32> loc(#loc1)
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc1)
    %21 = linalg.batch_matmul ins(%collapsed_5, %collapsed_6 : tensor<8x128x128xbf16>, tensor<8x128x64xbf16>) outs(%20 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc1)
    %22 = tensor.empty() : tensor<8x128x64xbf16> loc(#loc1)
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<8x128x64xf32>) outs(%22 : tensor<8x128x64xbf16>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: bf16 loc("tools/import_torch.py":112:0)):
      %24 = arith.truncf %in : f32 to bf16 loc(#loc1)
      linalg.yield %24 : bf16 loc(#loc1)
    } -> tensor<8x128x64xbf16> loc(#loc1)
    %expanded_7 = tensor.expand_shape %23 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] : tensor<8x128x64xbf16> into tensor<2x4x128x64xbf16> loc(#loc1)
    return %expanded_7 : tensor<2x4x128x64xbf16> loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
