// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: F.scaled_dot_product_attention(q, k, v, enable_gqa=True)
// Inputs: %arg0 q: f32[2,8,128,64], %arg1 k: f32[2,2,128,64], %arg2 v: f32[2,2,128,64]
// Results: f32[2,8,128,64]
// Output type: linalg-on-tensors; SDPA decomposition: torch-mlir's own (--sdpa native); debug locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset sdpa_native_gqa_f32 -o assets/imported/tm_tensor/sdpa_native_gqa_f32.mlir
#loc1 = loc("tools/import_torch.py":112:0)
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module {
  func.func @main(%arg0: tensor<2x8x128x64xf32> loc("tools/import_torch.py":112:0), %arg1: tensor<2x2x128x64xf32> loc("tools/import_torch.py":112:0), %arg2: tensor<2x2x128x64xf32> loc("tools/import_torch.py":112:0)) -> tensor<2x8x128x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc1)
    %0 = tensor.empty() : tensor<2x2x4x128x64xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x2x128x64xf32>) outs(%0 : tensor<2x2x4x128x64xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      linalg.yield %in : f32 loc(#loc1)
    } -> tensor<2x2x4x128x64xf32> loc(#loc1)
    %collapsed = tensor.collapse_shape %1 [[0], [1, 2], [3], [4]] : tensor<2x2x4x128x64xf32> into tensor<2x8x128x64xf32> loc(#loc1)
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x2x128x64xf32>) outs(%0 : tensor<2x2x4x128x64xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      linalg.yield %in : f32 loc(#loc1)
    } -> tensor<2x2x4x128x64xf32> loc(#loc1)
    %collapsed_0 = tensor.collapse_shape %2 [[0], [1, 2], [3], [4]] : tensor<2x2x4x128x64xf32> into tensor<2x8x128x64xf32> loc(#loc1)
    %collapsed_1 = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x8x128x64xf32> into tensor<16x128x64xf32> loc(#loc1)
    %collapsed_2 = tensor.collapse_shape %collapsed [[0, 1], [2], [3]] : tensor<2x8x128x64xf32> into tensor<16x128x64xf32> loc(#loc1)
    %collapsed_3 = tensor.collapse_shape %collapsed_0 [[0, 1], [2], [3]] : tensor<2x8x128x64xf32> into tensor<16x128x64xf32> loc(#loc1)
    %3 = tensor.empty() : tensor<16x128x64xf32> loc(#loc1)
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<16x128x64xf32>) -> tensor<16x128x64xf32> loc(#loc1)
    %5 = tm_tensor.attention ins(%collapsed_1, %collapsed_2, %collapsed_3 : tensor<16x128x64xf32>, tensor<16x128x64xf32>, tensor<16x128x64xf32>) outs(%4 : tensor<16x128x64xf32>) -> tensor<16x128x64xf32> loc(#loc1)
    %expanded = tensor.expand_shape %5 [[0, 1], [2], [3]] output_shape [2, 8, 128, 64] : tensor<16x128x64xf32> into tensor<2x8x128x64xf32> loc(#loc1)
    return %expanded : tensor<2x8x128x64xf32> loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
