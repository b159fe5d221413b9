// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: F.scaled_dot_product_attention(q, k, v, is_causal=True)
// Inputs: %arg0 q: bf16[2,4,128,64], %arg1 k: bf16[2,4,128,64], %arg2 v: bf16[2,4,128,64]
// Results: bf16[2,4,128,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset sdpa_causal_bf16 -o assets/imported/sdpa_causal_bf16.mlir
#loc1 = loc("tools/import_torch.py":112:0)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x4x128x64xbf16> loc("tools/import_torch.py":112:0), %arg1: tensor<2x4x128x64xbf16> loc("tools/import_torch.py":112:0), %arg2: tensor<2x4x128x64xbf16> loc("tools/import_torch.py":112:0)) -> tensor<2x4x128x64xbf16> {
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc1)
    %true = arith.constant true loc(#loc1)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x4x128x128xf32> loc(#loc1)
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc1)
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc1)
    %cst_4 = arith.constant dense<true> : tensor<128x128xi1> loc(#loc1)
    %cst_5 = arith.constant 0xFFF0000000000000 : f64 loc(#loc1)
    %cst_6 = arith.constant 0.35355339059327379 : f64 loc(#loc1)
    %0 = tensor.empty() : tensor<2x4x128x64xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x4x128x64xbf16>) outs(%0 : tensor<2x4x128x64xf32>) {
    ^bb0(%in: bf16 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %43 = arith.extf %in : bf16 to f32 loc(#loc1)
      linalg.yield %43 : f32 loc(#loc1)
    } -> tensor<2x4x128x64xf32> loc(#loc1)
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x4x128x64xbf16>) outs(%0 : tensor<2x4x128x64xf32>) {
    ^bb0(%in: bf16 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %43 = arith.extf %in : bf16 to f32 loc(#loc1)
      linalg.yield %43 : f32 loc(#loc1)
    } -> tensor<2x4x128x64xf32> loc(#loc1)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x4x128x64xbf16>) outs(%0 : tensor<2x4x128x64xf32>) {
    ^bb0(%in: bf16 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %43 = arith.extf %in : bf16 to f32 loc(#loc1)
      linalg.yield %43 : f32 loc(#loc1)
    } -> tensor<2x4x128x64xf32> loc(#loc1)
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<2x4x128x64xf32>) outs(%0 : tensor<2x4x128x64xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %43 = arith.truncf %cst_6 : f64 to f32 loc(#loc1)
      %44 = arith.mulf %in, %43 : f32 loc(#loc1)
      linalg.yield %44 : f32 loc(#loc1)
    } -> tensor<2x4x128x64xf32> loc(#loc1)
    %5 = tensor.empty() : tensor<128xi64> loc(#loc1)
    %6 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%5 : tensor<128xi64>) {
    ^bb0(%out: i64 loc("tools/import_torch.py":112:0)):
      %43 = linalg.index 0 : index loc(#loc1)
      %44 = arith.index_cast %43 : index to i64 loc(#loc1)
      linalg.yield %44 : i64 loc(#loc1)
    } -> tensor<128xi64> loc(#loc1)
    %expanded = tensor.expand_shape %6 [[0, 1]] output_shape [1, 128] : tensor<128xi64> into tensor<1x128xi64> loc(#loc1)
    %expanded_7 = tensor.expand_shape %6 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64> loc(#loc1)
    %7 = tensor.empty() : tensor<128x128xi64> loc(#loc1)
    %8 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_7 : tensor<1x128xi64>, tensor<128x1xi64>) outs(%7 : tensor<128x128xi64>) {
    ^bb0(%in: i64 loc("tools/import_torch.py":112:0), %in_14: i64 loc("tools/import_torch.py":112:0), %out: i64 loc("tools/import_torch.py":112:0)):
      %43 = arith.subi %in, %in_14 : i64 loc(#loc1)
      linalg.yield %43 : i64 loc(#loc1)
    } -> tensor<128x128xi64> loc(#loc1)
    %9 = tensor.empty() : tensor<128x128xi1> loc(#loc1)
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<128x128xi64>) outs(%9 : tensor<128x128xi1>) {
    ^bb0(%in: i64 loc("tools/import_torch.py":112:0), %out: i1 loc("tools/import_torch.py":112:0)):
      %43 = arith.cmpi sle, %in, %c0_i64 : i64 loc(#loc1)
      linalg.yield %43 : i1 loc(#loc1)
    } -> tensor<128x128xi1> loc(#loc1)
    %11 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%10, %cst_4 : tensor<128x128xi1>, tensor<128x128xi1>) outs(%9 : tensor<128x128xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":112:0), %in_14: i1 loc("tools/import_torch.py":112:0), %out: i1 loc("tools/import_torch.py":112:0)):
      %43 = arith.andi %in, %in_14 : i1 loc(#loc1)
      linalg.yield %43 : i1 loc(#loc1)
    } -> tensor<128x128xi1> loc(#loc1)
    %12 = tensor.empty() : tensor<128x128xf32> loc(#loc1)
    %13 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_2, %cst_3 : tensor<128x128xi1>, tensor<f32>, tensor<f32>) outs(%12 : tensor<128x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":112:0), %in_14: f32 loc("tools/import_torch.py":112:0), %in_15: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %43 = arith.select %in, %in_14, %in_15 : f32 loc(#loc1)
      linalg.yield %43 : f32 loc(#loc1)
    } -> tensor<128x128xf32> loc(#loc1)
    %14 = tensor.empty() : tensor<2x4x64x128xf32> loc(#loc1)
    %transposed = linalg.transpose ins(%2 : tensor<2x4x128x64xf32>) outs(%14 : tensor<2x4x64x128xf32>) permutation = [0, 1, 3, 2]  loc(#loc1)
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x4x64x128xf32>) outs(%14 : tensor<2x4x64x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %43 = arith.truncf %cst_6 : f64 to f32 loc(#loc1)
      %44 = arith.mulf %in, %43 : f32 loc(#loc1)
      linalg.yield %44 : f32 loc(#loc1)
    } -> tensor<2x4x64x128xf32> loc(#loc1)
    %collapsed = tensor.collapse_shape %4 [[0, 1], [2], [3]] : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc1)
    %collapsed_8 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<2x4x64x128xf32> into tensor<8x64x128xf32> loc(#loc1)
    %16 = tensor.empty() : tensor<8x128x128xf32> loc(#loc1)
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc1)
    %18 = linalg.batch_matmul ins(%collapsed, %collapsed_8 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%17 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc1)
    %expanded_9 = tensor.expand_shape %18 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] : tensor<8x128x128xf32> into tensor<2x4x128x128xf32> loc(#loc1)
    %19 = tensor.empty() : tensor<2x4x128x128xf32> loc(#loc1)
    %20 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %13 : tensor<2x4x128x128xf32>, tensor<128x128xf32>) outs(%19 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %in_14: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %43 = arith.addf %in, %in_14 : f32 loc(#loc1)
      linalg.yield %43 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %21 = tensor.empty() : tensor<2x4x128xi64> loc(#loc1)
    %22 = linalg.fill ins(%c0_i64 : i64) outs(%21 : tensor<2x4x128xi64>) -> tensor<2x4x128xi64> loc(#loc1)
    %23 = tensor.empty() : tensor<2x4x128xf32> loc(#loc1)
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32> loc(#loc1)
    %25:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<2x4x128x128xf32>) outs(%24, %22 : tensor<2x4x128xf32>, tensor<2x4x128xi64>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0), %out_14: i64 loc("tools/import_torch.py":112:0)):
      %43 = linalg.index 3 : index loc(#loc1)
      %44 = arith.index_cast %43 : index to i64 loc(#loc1)
      %45 = arith.maximumf %in, %out : f32 loc(#loc1)
      %46 = arith.cmpf ogt, %in, %out : f32 loc(#loc1)
      %47 = arith.select %46, %44, %out_14 : i64 loc(#loc1)
      linalg.yield %45, %47 : f32, i64 loc(#loc1)
    } -> (tensor<2x4x128xf32>, tensor<2x4x128xi64>) loc(#loc1)
    %expanded_10 = tensor.expand_shape %25#0 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] : tensor<2x4x128xf32> into tensor<2x4x128x1xf32> loc(#loc1)
    %26 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_10 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%19 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %in_14: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %43 = arith.subf %in, %in_14 : f32 loc(#loc1)
      linalg.yield %43 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<2x4x128x128xf32>) outs(%19 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %43 = math.exp %in : f32 loc(#loc1)
      linalg.yield %43 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %28 = tensor.empty() : tensor<2x4x128x1xf32> loc(#loc1)
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32> loc(#loc1)
    %30 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%27 : tensor<2x4x128x128xf32>) outs(%29 : tensor<2x4x128x1xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %43 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %43 : f32 loc(#loc1)
    } -> tensor<2x4x128x1xf32> loc(#loc1)
    %31 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %30 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%19 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %in_14: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %43 = arith.divf %in, %in_14 : f32 loc(#loc1)
      linalg.yield %43 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %32 = tensor.empty() : tensor<2x4x128x128xi1> loc(#loc1)
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<2x4x128x128xf32>) outs(%32 : tensor<2x4x128x128xi1>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: i1 loc("tools/import_torch.py":112:0)):
      %43 = arith.extf %in : f32 to f64 loc(#loc1)
      %44 = arith.cmpf oeq, %43, %cst_5 : f64 loc(#loc1)
      linalg.yield %44 : i1 loc(#loc1)
    } -> tensor<2x4x128x128xi1> loc(#loc1)
    %34 = tensor.empty() : tensor<2x4x128x1xi1> loc(#loc1)
    %35 = linalg.fill ins(%true : i1) outs(%34 : tensor<2x4x128x1xi1>) -> tensor<2x4x128x1xi1> loc(#loc1)
    %36 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%33 : tensor<2x4x128x128xi1>) outs(%35 : tensor<2x4x128x1xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":112:0), %out: i1 loc("tools/import_torch.py":112:0)):
      %43 = arith.andi %in, %out : i1 loc(#loc1)
      linalg.yield %43 : i1 loc(#loc1)
    } -> tensor<2x4x128x1xi1> loc(#loc1)
    %37 = linalg.generic {indexing_maps = [#map8, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %cst_1, %31 : tensor<2x4x128x1xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%19 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":112:0), %in_14: f32 loc("tools/import_torch.py":112:0), %in_15: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %43 = arith.select %in, %in_14, %in_15 : f32 loc(#loc1)
      linalg.yield %43 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %collapsed_11 = tensor.collapse_shape %37 [[0, 1], [2], [3]] : tensor<2x4x128x128xf32> into tensor<8x128x128xf32> loc(#loc1)
    %collapsed_12 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc1)
    %38 = tensor.empty() : tensor<8x128x64xf32> loc(#loc1)
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc1)
    %40 = linalg.batch_matmul ins(%collapsed_11, %collapsed_12 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%39 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc1)
    %expanded_13 = tensor.expand_shape %40 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc1)
    %41 = tensor.empty() : tensor<2x4x128x64xbf16> loc(#loc1)
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<2x4x128x64xf32>) outs(%41 : tensor<2x4x128x64xbf16>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: bf16 loc("tools/import_torch.py":112:0)):
      %43 = arith.truncf %in : f32 to bf16 loc(#loc1)
      linalg.yield %43 : bf16 loc(#loc1)
    } -> tensor<2x4x128x64xbf16> loc(#loc1)
    return %42 : tensor<2x4x128x64xbf16> loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
