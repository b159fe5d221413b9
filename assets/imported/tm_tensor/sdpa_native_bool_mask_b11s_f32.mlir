// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
// Inputs: %arg0 q: f32[2,4,128,64], %arg1 k: f32[2,4,128,64], %arg2 v: f32[2,4,128,64], %arg3 mask:
//    bool[2,1,1,128]
// Results: f32[2,4,128,64]
// Output type: linalg-on-tensors; SDPA decomposition: torch-mlir's own (--sdpa native); debug locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset sdpa_native_bool_mask_b11s_f32 -o assets/imported/tm_tensor/sdpa_native_bool_mask_b11s_f32.mlir
#loc1 = loc("tools/import_torch.py":113:0)
#map = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @main(%arg0: tensor<2x4x128x64xf32> loc("tools/import_torch.py":113:0), %arg1: tensor<2x4x128x64xf32> loc("tools/import_torch.py":113:0), %arg2: tensor<2x4x128x64xf32> loc("tools/import_torch.py":113:0), %arg3: tensor<2x1x1x128xi1> loc("tools/import_torch.py":113:0)) -> tensor<2x4x128x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc1)
    %0 = tensor.empty() : tensor<2x4x128x128xi1> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3 : tensor<2x1x1x128xi1>) outs(%0 : tensor<2x4x128x128xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":113:0), %out: i1 loc("tools/import_torch.py":113:0)):
      linalg.yield %in : i1 loc(#loc1)
    } -> tensor<2x4x128x128xi1> loc(#loc1)
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc1)
    %collapsed_0 = tensor.collapse_shape %arg1 [[0, 1], [2], [3]] : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc1)
    %collapsed_1 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc1)
    %collapsed_2 = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<2x4x128x128xi1> into tensor<8x128x128xi1> loc(#loc1)
    %2 = tensor.empty() : tensor<8x128x64xf32> loc(#loc1)
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc1)
    %4 = tm_tensor.attention ins(%collapsed, %collapsed_0, %collapsed_1, %collapsed_2 : tensor<8x128x64xf32>, tensor<8x128x64xf32>, tensor<8x128x64xf32>, tensor<8x128x128xi1>) outs(%3 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc1)
    %expanded = tensor.expand_shape %4 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc1)
    return %expanded : tensor<2x4x128x64xf32> loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
