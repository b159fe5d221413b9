// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
// Inputs: %arg0 q: f16[2,4,128,64], %arg1 k: f16[2,4,128,64], %arg2 v: f16[2,4,128,64], %arg3 mask:
//    bool[2,1,1,128]
// Results: f16[2,4,128,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset sdpa_bool_mask_b11s_f16 -o assets/imported/sdpa_bool_mask_b11s_f16.mlir
#loc1 = loc("tools/import_torch.py":113:0)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x4x128x64xf16> loc("tools/import_torch.py":113:0), %arg1: tensor<2x4x128x64xf16> loc("tools/import_torch.py":113:0), %arg2: tensor<2x4x128x64xf16> loc("tools/import_torch.py":113:0), %arg3: tensor<2x1x1x128xi1> loc("tools/import_torch.py":113:0)) -> tensor<2x4x128x64xf16> {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc1)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc1)
    %true = arith.constant true loc(#loc1)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x4x128x128xf32> loc(#loc1)
    %cst_2 = arith.constant 0.35355339059327379 : f64 loc(#loc1)
    %cst_3 = arith.constant 0xFFF0000000000000 : f64 loc(#loc1)
    %cst_4 = arith.constant dense<0xFC00> : tensor<f16> loc(#loc1)
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f16> loc(#loc1)
    %0 = tensor.empty() : tensor<2x1x1x128xf16> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3, %cst_5, %cst_4 : tensor<2x1x1x128xi1>, tensor<f16>, tensor<f16>) outs(%0 : tensor<2x1x1x128xf16>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":113:0), %in_11: f16 loc("tools/import_torch.py":113:0), %in_12: f16 loc("tools/import_torch.py":113:0), %out: f16 loc("tools/import_torch.py":113:0)):
      %36 = arith.select %in, %in_11, %in_12 : f16 loc(#loc1)
      linalg.yield %36 : f16 loc(#loc1)
    } -> tensor<2x1x1x128xf16> loc(#loc1)
    %2 = tensor.empty() : tensor<2x4x128x64xf32> loc(#loc1)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x4x128x64xf16>) outs(%2 : tensor<2x4x128x64xf32>) {
    ^bb0(%in: f16 loc("tools/import_torch.py":113:0), %out: f32 loc("tools/import_torch.py":113:0)):
      %36 = arith.extf %in : f16 to f32 loc(#loc1)
      linalg.yield %36 : f32 loc(#loc1)
    } -> tensor<2x4x128x64xf32> loc(#loc1)
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x4x128x64xf16>) outs(%2 : tensor<2x4x128x64xf32>) {
    ^bb0(%in: f16 loc("tools/import_torch.py":113:0), %out: f32 loc("tools/import_torch.py":113:0)):
      %36 = arith.extf %in : f16 to f32 loc(#loc1)
      linalg.yield %36 : f32 loc(#loc1)
    } -> tensor<2x4x128x64xf32> loc(#loc1)
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x4x128x64xf16>) outs(%2 : tensor<2x4x128x64xf32>) {
    ^bb0(%in: f16 loc("tools/import_torch.py":113:0), %out: f32 loc("tools/import_torch.py":113:0)):
      %36 = arith.extf %in : f16 to f32 loc(#loc1)
      linalg.yield %36 : f32 loc(#loc1)
    } -> tensor<2x4x128x64xf32> loc(#loc1)
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<2x4x128x64xf32>) outs(%2 : tensor<2x4x128x64xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":113:0), %out: f32 loc("tools/import_torch.py":113:0)):
      %36 = arith.truncf %cst_2 : f64 to f32 loc(#loc1)
      %37 = arith.mulf %in, %36 : f32 loc(#loc1)
      linalg.yield %37 : f32 loc(#loc1)
    } -> tensor<2x4x128x64xf32> loc(#loc1)
    %7 = tensor.empty() : tensor<2x4x64x128xf32> loc(#loc1)
    %transposed = linalg.transpose ins(%4 : tensor<2x4x128x64xf32>) outs(%7 : tensor<2x4x64x128xf32>) permutation = [0, 1, 3, 2]  loc(#loc1)
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x4x64x128xf32>) outs(%7 : tensor<2x4x64x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":113:0), %out: f32 loc("tools/import_torch.py":113:0)):
      %36 = arith.truncf %cst_2 : f64 to f32 loc(#loc1)
      %37 = arith.mulf %in, %36 : f32 loc(#loc1)
      linalg.yield %37 : f32 loc(#loc1)
    } -> tensor<2x4x64x128xf32> loc(#loc1)
    %collapsed = tensor.collapse_shape %6 [[0, 1], [2], [3]] : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc1)
    %collapsed_6 = tensor.collapse_shape %8 [[0, 1], [2], [3]] : tensor<2x4x64x128xf32> into tensor<8x64x128xf32> loc(#loc1)
    %9 = tensor.empty() : tensor<8x128x128xf32> loc(#loc1)
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc1)
    %11 = linalg.batch_matmul ins(%collapsed, %collapsed_6 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%10 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc1)
    %expanded = tensor.expand_shape %11 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] : tensor<8x128x128xf32> into tensor<2x4x128x128xf32> loc(#loc1)
    %12 = tensor.empty() : tensor<2x4x128x128xf32> loc(#loc1)
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %1 : tensor<2x4x128x128xf32>, tensor<2x1x1x128xf16>) outs(%12 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":113:0), %in_11: f16 loc("tools/import_torch.py":113:0), %out: f32 loc("tools/import_torch.py":113:0)):
      %36 = arith.extf %in_11 : f16 to f32 loc(#loc1)
      %37 = arith.addf %in, %36 : f32 loc(#loc1)
      linalg.yield %37 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %14 = tensor.empty() : tensor<2x4x128xi64> loc(#loc1)
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%14 : tensor<2x4x128xi64>) -> tensor<2x4x128xi64> loc(#loc1)
    %16 = tensor.empty() : tensor<2x4x128xf32> loc(#loc1)
    %17 = linalg.fill ins(%cst_0 : f32) outs(%16 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32> loc(#loc1)
    %18:2 = linalg.generic {indexing_maps = [#map, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<2x4x128x128xf32>) outs(%17, %15 : tensor<2x4x128xf32>, tensor<2x4x128xi64>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":113:0), %out: f32 loc("tools/import_torch.py":113:0), %out_11: i64 loc("tools/import_torch.py":113:0)):
      %36 = linalg.index 3 : index loc(#loc1)
      %37 = arith.index_cast %36 : index to i64 loc(#loc1)
      %38 = arith.maximumf %in, %out : f32 loc(#loc1)
      %39 = arith.cmpf ogt, %in, %out : f32 loc(#loc1)
      %40 = arith.select %39, %37, %out_11 : i64 loc(#loc1)
      linalg.yield %38, %40 : f32, i64 loc(#loc1)
    } -> (tensor<2x4x128xf32>, tensor<2x4x128xi64>) loc(#loc1)
    %expanded_7 = tensor.expand_shape %18#0 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] : tensor<2x4x128xf32> into tensor<2x4x128x1xf32> loc(#loc1)
    %19 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_7 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%12 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":113:0), %in_11: f32 loc("tools/import_torch.py":113:0), %out: f32 loc("tools/import_torch.py":113:0)):
      %36 = arith.subf %in, %in_11 : f32 loc(#loc1)
      linalg.yield %36 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<2x4x128x128xf32>) outs(%12 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":113:0), %out: f32 loc("tools/import_torch.py":113:0)):
      %36 = math.exp %in : f32 loc(#loc1)
      linalg.yield %36 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %21 = tensor.empty() : tensor<2x4x128x1xf32> loc(#loc1)
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32> loc(#loc1)
    %23 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<2x4x128x128xf32>) outs(%22 : tensor<2x4x128x1xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":113:0), %out: f32 loc("tools/import_torch.py":113:0)):
      %36 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %36 : f32 loc(#loc1)
    } -> tensor<2x4x128x1xf32> loc(#loc1)
    %24 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %23 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%12 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":113:0), %in_11: f32 loc("tools/import_torch.py":113:0), %out: f32 loc("tools/import_torch.py":113:0)):
      %36 = arith.divf %in, %in_11 : f32 loc(#loc1)
      linalg.yield %36 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %25 = tensor.empty() : tensor<2x4x128x128xi1> loc(#loc1)
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x4x128x128xf32>) outs(%25 : tensor<2x4x128x128xi1>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":113:0), %out: i1 loc("tools/import_torch.py":113:0)):
      %36 = arith.extf %in : f32 to f64 loc(#loc1)
      %37 = arith.cmpf oeq, %36, %cst_3 : f64 loc(#loc1)
      linalg.yield %37 : i1 loc(#loc1)
    } -> tensor<2x4x128x128xi1> loc(#loc1)
    %27 = tensor.empty() : tensor<2x4x128x1xi1> loc(#loc1)
    %28 = linalg.fill ins(%true : i1) outs(%27 : tensor<2x4x128x1xi1>) -> tensor<2x4x128x1xi1> loc(#loc1)
    %29 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26 : tensor<2x4x128x128xi1>) outs(%28 : tensor<2x4x128x1xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":113:0), %out: i1 loc("tools/import_torch.py":113:0)):
      %36 = arith.andi %in, %out : i1 loc(#loc1)
      linalg.yield %36 : i1 loc(#loc1)
    } -> tensor<2x4x128x1xi1> loc(#loc1)
    %30 = linalg.generic {indexing_maps = [#map4, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %cst_1, %24 : tensor<2x4x128x1xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%12 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":113:0), %in_11: f32 loc("tools/import_torch.py":113:0), %in_12: f32 loc("tools/import_torch.py":113:0), %out: f32 loc("tools/import_torch.py":113:0)):
      %36 = arith.select %in, %in_11, %in_12 : f32 loc(#loc1)
      linalg.yield %36 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %collapsed_8 = tensor.collapse_shape %30 [[0, 1], [2], [3]] : tensor<2x4x128x128xf32> into tensor<8x128x128xf32> loc(#loc1)
    %collapsed_9 = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc1)
    %31 = tensor.empty() : tensor<8x128x64xf32> loc(#loc1)
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc1)
    %33 = linalg.batch_matmul ins(%collapsed_8, %collapsed_9 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%32 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc1)
    %expanded_10 = tensor.expand_shape %33 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc1)
    %34 = tensor.empty() : tensor<2x4x128x64xf16> loc(#loc1)
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<2x4x128x64xf32>) outs(%34 : tensor<2x4x128x64xf16>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":113:0), %out: f16 loc("tools/import_torch.py":113:0)):
      %36 = arith.truncf %in : f32 to f16 loc(#loc1)
      linalg.yield %36 : f16 loc(#loc1)
    } -> tensor<2x4x128x64xf16> loc(#loc1)
    return %35 : tensor<2x4x128x64xf16> loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
