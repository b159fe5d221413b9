// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: F.scaled_dot_product_attention(q, k, v, is_causal=True)
// Inputs: %arg0 q: f32[2,4,128,64], %arg1 k: f32[2,4,128,64], %arg2 v: f32[2,4,128,64]
// Results: f32[2,4,128,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset sdpa_causal_f32 -o assets/imported/sdpa_causal_f32.mlir
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
  func.func @main(%arg0: tensor<2x4x128x64xf32> loc("tools/import_torch.py":112:0), %arg1: tensor<2x4x128x64xf32> loc("tools/import_torch.py":112:0), %arg2: tensor<2x4x128x64xf32> loc("tools/import_torch.py":112:0)) -> tensor<2x4x128x64xf32> {
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
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x4x128x64xf32>) outs(%0 : tensor<2x4x128x64xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %38 = arith.truncf %cst_6 : f64 to f32 loc(#loc1)
      %39 = arith.mulf %in, %38 : f32 loc(#loc1)
      linalg.yield %39 : f32 loc(#loc1)
    } -> tensor<2x4x128x64xf32> loc(#loc1)
    %2 = tensor.empty() : tensor<128xi64> loc(#loc1)
    %3 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%2 : tensor<128xi64>) {
    ^bb0(%out: i64 loc("tools/import_torch.py":112:0)):
      %38 = linalg.index 0 : index loc(#loc1)
      %39 = arith.index_cast %38 : index to i64 loc(#loc1)
      linalg.yield %39 : i64 loc(#loc1)
    } -> tensor<128xi64> loc(#loc1)
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 128] : tensor<128xi64> into tensor<1x128xi64> loc(#loc1)
    %expanded_7 = tensor.expand_shape %3 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64> loc(#loc1)
    %4 = tensor.empty() : tensor<128x128xi64> loc(#loc1)
    %5 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_7 : tensor<1x128xi64>, tensor<128x1xi64>) outs(%4 : tensor<128x128xi64>) {
    ^bb0(%in: i64 loc("tools/import_torch.py":112:0), %in_14: i64 loc("tools/import_torch.py":112:0), %out: i64 loc("tools/import_torch.py":112:0)):
      %38 = arith.subi %in, %in_14 : i64 loc(#loc1)
      linalg.yield %38 : i64 loc(#loc1)
    } -> tensor<128x128xi64> loc(#loc1)
    %6 = tensor.empty() : tensor<128x128xi1> loc(#loc1)
    %7 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<128x128xi64>) outs(%6 : tensor<128x128xi1>) {
    ^bb0(%in: i64 loc("tools/import_torch.py":112:0), %out: i1 loc("tools/import_torch.py":112:0)):
      %38 = arith.cmpi sle, %in, %c0_i64 : i64 loc(#loc1)
      linalg.yield %38 : i1 loc(#loc1)
    } -> tensor<128x128xi1> loc(#loc1)
    %8 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_4 : tensor<128x128xi1>, tensor<128x128xi1>) outs(%6 : tensor<128x128xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":112:0), %in_14: i1 loc("tools/import_torch.py":112:0), %out: i1 loc("tools/import_torch.py":112:0)):
      %38 = arith.andi %in, %in_14 : i1 loc(#loc1)
      linalg.yield %38 : i1 loc(#loc1)
    } -> tensor<128x128xi1> loc(#loc1)
    %9 = tensor.empty() : tensor<128x128xf32> loc(#loc1)
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_2, %cst_3 : tensor<128x128xi1>, tensor<f32>, tensor<f32>) outs(%9 : tensor<128x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":112:0), %in_14: f32 loc("tools/import_torch.py":112:0), %in_15: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %38 = arith.select %in, %in_14, %in_15 : f32 loc(#loc1)
      linalg.yield %38 : f32 loc(#loc1)
    } -> tensor<128x128xf32> loc(#loc1)
    %11 = tensor.empty() : tensor<2x4x64x128xf32> loc(#loc1)
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4x128x64xf32>) outs(%11 : tensor<2x4x64x128xf32>) permutation = [0, 1, 3, 2]  loc(#loc1)
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x4x64x128xf32>) outs(%11 : tensor<2x4x64x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %38 = arith.truncf %cst_6 : f64 to f32 loc(#loc1)
      %39 = arith.mulf %in, %38 : f32 loc(#loc1)
      linalg.yield %39 : f32 loc(#loc1)
    } -> tensor<2x4x64x128xf32> loc(#loc1)
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc1)
    %collapsed_8 = tensor.collapse_shape %12 [[0, 1], [2], [3]] : tensor<2x4x64x128xf32> into tensor<8x64x128xf32> loc(#loc1)
    %13 = tensor.empty() : tensor<8x128x128xf32> loc(#loc1)
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc1)
    %15 = linalg.batch_matmul ins(%collapsed, %collapsed_8 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%14 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> loc(#loc1)
    %expanded_9 = tensor.expand_shape %15 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] : tensor<8x128x128xf32> into tensor<2x4x128x128xf32> loc(#loc1)
    %16 = tensor.empty() : tensor<2x4x128x128xf32> loc(#loc1)
    %17 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %10 : tensor<2x4x128x128xf32>, tensor<128x128xf32>) outs(%16 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %in_14: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %38 = arith.addf %in, %in_14 : f32 loc(#loc1)
      linalg.yield %38 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %18 = tensor.empty() : tensor<2x4x128xi64> loc(#loc1)
    %19 = linalg.fill ins(%c0_i64 : i64) outs(%18 : tensor<2x4x128xi64>) -> tensor<2x4x128xi64> loc(#loc1)
    %20 = tensor.empty() : tensor<2x4x128xf32> loc(#loc1)
    %21 = linalg.fill ins(%cst_0 : f32) outs(%20 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32> loc(#loc1)
    %22:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%17 : tensor<2x4x128x128xf32>) outs(%21, %19 : tensor<2x4x128xf32>, tensor<2x4x128xi64>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0), %out_14: i64 loc("tools/import_torch.py":112:0)):
      %38 = linalg.index 3 : index loc(#loc1)
      %39 = arith.index_cast %38 : index to i64 loc(#loc1)
      %40 = arith.maximumf %in, %out : f32 loc(#loc1)
      %41 = arith.cmpf ogt, %in, %out : f32 loc(#loc1)
      %42 = arith.select %41, %39, %out_14 : i64 loc(#loc1)
      linalg.yield %40, %42 : f32, i64 loc(#loc1)
    } -> (tensor<2x4x128xf32>, tensor<2x4x128xi64>) loc(#loc1)
    %expanded_10 = tensor.expand_shape %22#0 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] : tensor<2x4x128xf32> into tensor<2x4x128x1xf32> loc(#loc1)
    %23 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_10 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%16 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %in_14: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %38 = arith.subf %in, %in_14 : f32 loc(#loc1)
      linalg.yield %38 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x4x128x128xf32>) outs(%16 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %38 = math.exp %in : f32 loc(#loc1)
      linalg.yield %38 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %25 = tensor.empty() : tensor<2x4x128x1xf32> loc(#loc1)
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32> loc(#loc1)
    %27 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<2x4x128x128xf32>) outs(%26 : tensor<2x4x128x1xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %38 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %38 : f32 loc(#loc1)
    } -> tensor<2x4x128x1xf32> loc(#loc1)
    %28 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>) outs(%16 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %in_14: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %38 = arith.divf %in, %in_14 : f32 loc(#loc1)
      linalg.yield %38 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %29 = tensor.empty() : tensor<2x4x128x128xi1> loc(#loc1)
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<2x4x128x128xf32>) outs(%29 : tensor<2x4x128x128xi1>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":112:0), %out: i1 loc("tools/import_torch.py":112:0)):
      %38 = arith.extf %in : f32 to f64 loc(#loc1)
      %39 = arith.cmpf oeq, %38, %cst_5 : f64 loc(#loc1)
      linalg.yield %39 : i1 loc(#loc1)
    } -> tensor<2x4x128x128xi1> loc(#loc1)
    %31 = tensor.empty() : tensor<2x4x128x1xi1> loc(#loc1)
    %32 = linalg.fill ins(%true : i1) outs(%31 : tensor<2x4x128x1xi1>) -> tensor<2x4x128x1xi1> loc(#loc1)
    %33 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%30 : tensor<2x4x128x128xi1>) outs(%32 : tensor<2x4x128x1xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":112:0), %out: i1 loc("tools/import_torch.py":112:0)):
      %38 = arith.andi %in, %out : i1 loc(#loc1)
      linalg.yield %38 : i1 loc(#loc1)
    } -> tensor<2x4x128x1xi1> loc(#loc1)
    %34 = linalg.generic {indexing_maps = [#map8, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %cst_1, %28 : tensor<2x4x128x1xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%16 : tensor<2x4x128x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":112:0), %in_14: f32 loc("tools/import_torch.py":112:0), %in_15: f32 loc("tools/import_torch.py":112:0), %out: f32 loc("tools/import_torch.py":112:0)):
      %38 = arith.select %in, %in_14, %in_15 : f32 loc(#loc1)
      linalg.yield %38 : f32 loc(#loc1)
    } -> tensor<2x4x128x128xf32> loc(#loc1)
    %collapsed_11 = tensor.collapse_shape %34 [[0, 1], [2], [3]] : tensor<2x4x128x128xf32> into tensor<8x128x128xf32> loc(#loc1)
    %collapsed_12 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x128x64xf32> into tensor<8x128x64xf32> loc(#loc1)
    %35 = tensor.empty() : tensor<8x128x64xf32> loc(#loc1)
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc1)
    %37 = linalg.batch_matmul ins(%collapsed_11, %collapsed_12 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%36 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32> loc(#loc1)
    %expanded_13 = tensor.expand_shape %37 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] : tensor<8x128x64xf32> into tensor<2x4x128x64xf32> loc(#loc1)
    return %expanded_13 : tensor<2x4x128x64xf32> loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
