// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
// Inputs: %arg0 q: bf16[2,8,128,64], %arg1 k: bf16[2,2,128,64], %arg2 v: bf16[2,2,128,64]
// Results: bf16[2,8,128,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset sdpa_gqa_causal_bf16 -o assets/imported/sdpa_gqa_causal_bf16.mlir
#loc1 = loc("tools/import_torch.py":112:0)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x8x128x64xbf16> loc("tools/import_torch.py":112:0), %arg1: tensor<2x2x128x64xbf16> loc("tools/import_torch.py":112:0), %arg2: tensor<2x2x128x64xbf16> loc("tools/import_torch.py":112:0)) -> tensor<2x8x128x64xbf16> {
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc1)
    %true = arith.constant true loc(#loc1)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x8x128x128xf32> loc(#loc1)
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc1)
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc1)
    %cst_4 = arith.constant dense<true> : tensor<128x128xi1> loc(#loc1)
    %cst_5 = arith.constant 0xFFF0000000000000 : f64 loc(#loc1)
    %cst_6 = arith.constant 0.35355339059327379 : f64 loc(#loc1)
    %0 = tensor.empty() : tensor<2x8x128x64xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8x128x64xbf16>) outs(%0 : tensor<2x8x128x64xf32>) {
    ^bb0(%in: bf16 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %47 = arith.extf %in : bf16 to f32 loc(#loc1)
      linalg.yield %47 : f32 loc(#loc1)
    } -> tensor<2x8x128x64xf32> loc(#loc1)
    %2 = tensor.empty() : tensor<2x2x128x64xf32> loc(#loc1)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x2x128x64xbf16>) outs(%2 : tensor<2x2x128x64xf32>) {
    ^bb0(%in: bf16 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %47 = arith.extf %in : bf16 to f32 loc(#loc1)
      linalg.yield %47 : f32 loc(#loc1)
    } -> tensor<2x2x128x64xf32> loc(#loc1)
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x2x128x64xbf16>) outs(%2 : tensor<2x2x128x64xf32>) {
    ^bb0(%in: bf16 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %47 = arith.extf %in : bf16 to f32 loc(#loc1)
      linalg.yield %47 : f32 loc(#loc1)
    } -> tensor<2x2x128x64xf32> loc(#loc1)
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x128x64xf32>) outs(%0 : tensor<2x8x128x64xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %47 = arith.truncf %cst_6 : f64 to f32 loc(#loc1)
      %48 = arith.mulf %in, %47 : f32 loc(#loc1)
      linalg.yield %48 : f32 loc(#loc1)
    } -> tensor<2x8x128x64xf32> loc(#loc1)
    %6 = tensor.empty() : tensor<128xi64> loc(#loc1)
    %7 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%6 : tensor<128xi64>) {
    ^bb0(%out: i64 loc("tools/import_torch.py":112:0)):
      %47 = linalg.index 0 : index loc(#loc1)
      %48 = arith.index_cast %47 : index to i64 loc(#loc1)
      linalg.yield %48 : i64 loc(#loc1)
    } -> tensor<128xi64> loc(#loc1)
    %expanded = tensor.expand_shape %7 [[0, 1]] output_shape [1, 128] : tensor<128xi64> into tensor<1x128xi64> loc(#loc1)
    %expanded_7 = tensor.expand_shape %7 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64> loc(#loc1)
    %8 = tensor.empty() : tensor<128x128xi64> loc(#loc1)
    %9 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_7 : tensor<1x128xi64>, tensor<128x1xi64>) outs(%8 : tensor<128x128xi64>) {
    ^bb0(%in: i64 loc("tools/import_torch.py":112:0), %in_15: i64 loc("tools/import_torch.py":112:0), %out: i64 loc("tools/import_torch.py":112:0)):
      %47 = arith.subi %in, %in_15 : i64 loc(#loc1)
      linalg.yield %47 : i64 loc(#loc1)
    } -> tensor<128x128xi64> loc(#loc1)
    %10 = tensor.empty() : tensor<128x128xi1> loc(#loc1)
    %11 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<128x128xi64>) outs(%10 : tensor<128x128xi1>) {
    ^bb0(%in: i64 loc("tools/import_torch.py":112:0), %out: i1 loc("tools/import_torch.py":112:0)):
      %47 = arith.cmpi sle, %in, %c0_i64 : i64 loc(#loc1)
      linalg.yield %47 : i1 loc(#loc1)
    } -> tensor<128x128xi1> loc(#loc1)
    %12 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_4 : tensor<128x128xi1>, tensor<128x128xi1>) outs(%10 : tensor<128x128xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":112:0), %in_15: i1 loc("tools/import_torch.py":112:0), %out: i1 loc("tools/import_torch.py":112:0)):
      %47 = arith.andi %in, %in_15 : i1 loc(#loc1)
      linalg.yield %47 : i1 loc(#loc1)
    } -> tensor<128x128xi1> loc(#loc1)
    %13 = tensor.empty() : tensor<128x128xf32> loc(#loc1)
    %14 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_2, %cst_3 : tensor<128x128xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<128x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":112:0), %in_15: f32 loc("tools/import_torch.py":112:0), %in_16: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %47 = arith.select %in, %in_15, %in_16 : f32 loc(#loc1)
      linalg.yield %47 : f32 loc(#loc1)
    } -> tensor<128x128xf32> loc(#loc1)
    %15 = tensor.empty() : tensor<2x2x4x128x64xf32> loc(#loc1)
    %16 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<2x2x128x64xf32>) outs(%15 : tensor<2x2x4x128x64xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      linalg.yield %in : f32 loc(#loc1)
    } -> tensor<2x2x4x128x64xf32> loc(#loc1)
    %collapsed = tensor.collapse_shape %16 [[0], [1, 2], [3], [4]] : tensor<2x2x4x128x64xf32> into tensor<2x8x128x64xf32> loc(#loc1)
    %17 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<2x2x128x64xf32>) outs(%15 : tensor<2x2x4x128x64xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      linalg.yield %in : f32 loc(#loc1)
    } -> tensor<2x2x4x128x64xf32> loc(#loc1)
    %18 = tensor.empty() : tensor<2x8x64x128xf32> loc(#loc1)
    %transposed = linalg.transpose ins(%collapsed : tensor<2x8x128x64xf32>) outs(%18 : tensor<2x8x64x128xf32>) permutation = [0, 1, 3, 2]  loc(#loc1)
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x8x64x128xf32>) outs(%18 : tensor<2x8x64x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %47 = arith.truncf %cst_6 : f64 to f32 loc(#loc1)
      %48 = arith.mulf %in, %47 : f32 loc(#loc1)
      linalg.yield %48 : f32 loc(#loc1)
    } -> tensor<2x8x64x128xf32> loc(#loc1)
    %collapsed_8 = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<2x8x128x64xf32> into tensor<16x128x64xf32> loc(#loc1)
    %collapsed_9 = tensor.collapse_shape %19 [[0, 1], [2], [3]] : tensor<2x8x64x128xf32> into tensor<16x64x128xf32> loc(#loc1)
    %20 = tensor.empty() : tensor<16x128x128xf32> loc(#loc1)
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<16x128x128xf32>) -> tensor<16x128x128xf32> loc(#loc1)
    %22 = linalg.batch_matmul ins(%collapsed_8, %collapsed_9 : tensor<16x128x64xf32>, tensor<16x64x128xf32>) outs(%21 : tensor<16x128x128xf32>) -> tensor<16x128x128xf32> loc(#loc1)
    %expanded_10 = tensor.expand_shape %22 [[0, 1], [2], [3]] output_shape [2, 8, 128, 128] : tensor<16x128x128xf32> into tensor<2x8x128x128xf32> loc(#loc1)
    %23 = tensor.empty() : tensor<2x8x128x128xf32> loc(#loc1)
    %24 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %14 : tensor<2x8x128x128xf32>, tensor<128x128xf32>) outs(%23 : tensor<2x8x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %in_15: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %47 = arith.addf %in, %in_15 : f32 loc(#loc1)
      linalg.yield %47 : f32 loc(#loc1)
    } -> tensor<2x8x128x128xf32> loc(#loc1)
    %25 = tensor.empty() : tensor<2x8x128xi64> loc(#loc1)
    %26 = linalg.fill ins(%c0_i64 : i64) outs(%25 : tensor<2x8x128xi64>) -> tensor<2x8x128xi64> loc(#loc1)
    %27 = tensor.empty() : tensor<2x8x128xf32> loc(#loc1)
    %28 = linalg.fill ins(%cst_0 : f32) outs(%27 : tensor<2x8x128xf32>) -> tensor<2x8x128xf32> loc(#loc1)
    %29:2 = linalg.generic {indexing_maps = [#map, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<2x8x128x128xf32>) outs(%28, %26 : tensor<2x8x128xf32>, tensor<2x8x128xi64>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0), %out_15: i64 loc("tools/import_torch.py":112:0)):
      %47 = linalg.index 3 : index loc(#loc1)
      %48 = arith.index_cast %47 : index to i64 loc(#loc1)
      %49 = arith.maximumf %in, %out : f32 loc(#loc1)
      %50 = arith.cmpf ogt, %in, %out : f32 loc(#loc1)
      %51 = arith.select %50, %48, %out_15 : i64 loc(#loc1)
      linalg.yield %49, %51 : f32, i64 loc(#loc1)
    } -> (tensor<2x8x128xf32>, tensor<2x8x128xi64>) loc(#loc1)
    %expanded_11 = tensor.expand_shape %29#0 [[0], [1], [2, 3]] output_shape [2, 8, 128, 1] : tensor<2x8x128xf32> into tensor<2x8x128x1xf32> loc(#loc1)
    %30 = linalg.generic {indexing_maps = [#map, #map10, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_11 : tensor<2x8x128x128xf32>, tensor<2x8x128x1xf32>) outs(%23 : tensor<2x8x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %in_15: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %47 = arith.subf %in, %in_15 : f32 loc(#loc1)
      linalg.yield %47 : f32 loc(#loc1)
    } -> tensor<2x8x128x128xf32> loc(#loc1)
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<2x8x128x128xf32>) outs(%23 : tensor<2x8x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %47 = math.exp %in : f32 loc(#loc1)
      linalg.yield %47 : f32 loc(#loc1)
    } -> tensor<2x8x128x128xf32> loc(#loc1)
    %32 = tensor.empty() : tensor<2x8x128x1xf32> loc(#loc1)
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<2x8x128x1xf32>) -> tensor<2x8x128x1xf32> loc(#loc1)
    %34 = linalg.generic {indexing_maps = [#map, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<2x8x128x128xf32>) outs(%33 : tensor<2x8x128x1xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %47 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %47 : f32 loc(#loc1)
    } -> tensor<2x8x128x1xf32> loc(#loc1)
    %35 = linalg.generic {indexing_maps = [#map, #map10, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %34 : tensor<2x8x128x128xf32>, tensor<2x8x128x1xf32>) outs(%23 : tensor<2x8x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %in_15: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %47 = arith.divf %in, %in_15 : f32 loc(#loc1)
      linalg.yield %47 : f32 loc(#loc1)
    } -> tensor<2x8x128x128xf32> loc(#loc1)
    %36 = tensor.empty() : tensor<2x8x128x128xi1> loc(#loc1)
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<2x8x128x128xf32>) outs(%36 : tensor<2x8x128x128xi1>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: i1 loc("tools/import_torch.py":112:0)):
      %47 = arith.extf %in : f32 to f64 loc(#loc1)
      %48 = arith.cmpf oeq, %47, %cst_5 : f64 loc(#loc1)
      linalg.yield %48 : i1 loc(#loc1)
    } -> tensor<2x8x128x128xi1> loc(#loc1)
    %38 = tensor.empty() : tensor<2x8x128x1xi1> loc(#loc1)
    %39 = linalg.fill ins(%true : i1) outs(%38 : tensor<2x8x128x1xi1>) -> tensor<2x8x128x1xi1> loc(#loc1)
    %40 = linalg.generic {indexing_maps = [#map, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%37 : tensor<2x8x128x128xi1>) outs(%39 : tensor<2x8x128x1xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":112:0), %out: i1 loc("tools/import_torch.py":112:0)):
      %47 = arith.andi %in, %out : i1 loc(#loc1)
      linalg.yield %47 : i1 loc(#loc1)
    } -> tensor<2x8x128x1xi1> loc(#loc1)
    %41 = linalg.generic {indexing_maps = [#map10, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_1, %35 : tensor<2x8x128x1xi1>, tensor<2x8x128x128xf32>, tensor<2x8x128x128xf32>) outs(%23 : tensor<2x8x128x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":112:0), %in_15: f32 loc("tools/import_torch.py":112:0), %in_16: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %47 = arith.select %in, %in_15, %in_16 : f32 loc(#loc1)
      linalg.yield %47 : f32 loc(#loc1)
    } -> tensor<2x8x128x128xf32> loc(#loc1)
    %collapsed_12 = tensor.collapse_shape %41 [[0, 1], [2], [3]] : tensor<2x8x128x128xf32> into tensor<16x128x128xf32> loc(#loc1)
    %collapsed_13 = tensor.collapse_shape %17 [[0, 1, 2], [3], [4]] : tensor<2x2x4x128x64xf32> into tensor<16x128x64xf32> loc(#loc1)
    %42 = tensor.empty() : tensor<16x128x64xf32> loc(#loc1)
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<16x128x64xf32>) -> tensor<16x128x64xf32> loc(#loc1)
    %44 = linalg.batch_matmul ins(%collapsed_12, %collapsed_13 : tensor<16x128x128xf32>, tensor<16x128x64xf32>) outs(%43 : tensor<16x128x64xf32>) -> tensor<16x128x64xf32> loc(#loc1)
    %expanded_14 = tensor.expand_shape %44 [[0, 1], [2], [3]] output_shape [2, 8, 128, 64] : tensor<16x128x64xf32> into tensor<2x8x128x64xf32> loc(#loc1)
    %45 = tensor.empty() : tensor<2x8x128x64xbf16> loc(#loc1)
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<2x8x128x64xf32>) outs(%45 : tensor<2x8x128x64xbf16>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: bf16 loc("tools/import_torch.py":112:0)):
      %47 = arith.truncf %in : f32 to bf16 loc(#loc1)
      linalg.yield %47 : bf16 loc(#loc1)
    } -> tensor<2x8x128x64xbf16> loc(#loc1)
    return %46 : tensor<2x8x128x64xbf16> loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
