// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: flex_attention(q, k, v, score_mod=relative_position) via
//    torch._higher_order_ops.flex_attention.math_attention (the op's eager reference)
// Inputs: %arg0 q: f32[1,4,128,64], %arg1 k: f32[1,4,128,64], %arg2 v: f32[1,4,128,64]
// Results: f32[1,4,128,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table);
//    flex_attention: eager reference math_attention; debug locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset flex_relpos_f32 -o assets/imported/flex_relpos_f32.mlir
#loc1 = loc("tools/import_torch.py":166:0)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x4x128x64xf32> loc("tools/import_torch.py":166:0), %arg1: tensor<1x4x128x64xf32> loc("tools/import_torch.py":166:0), %arg2: tensor<1x4x128x64xf32> loc("tools/import_torch.py":166:0)) -> tensor<1x4x128x64xf32> {
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc1)
    %true = arith.constant true loc(#loc1)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x4x128x128xf32> loc(#loc1)
    %cst_2 = arith.constant dense<1.000000e-01> : tensor<f32> loc(#loc1)
    %cst_3 = arith.constant 0xFFF0000000000000 : f64 loc(#loc1)
    %cst_4 = arith.constant 1.250000e-01 : f32 loc(#loc)
    %0 = tensor.empty() : tensor<1x4x64x128xf32> loc(#loc1)
    %transposed = linalg.transpose ins(%arg1 : tensor<1x4x128x64xf32>) outs(%0 : tensor<1x4x64x128xf32>) permutation = [0, 1, 3, 2]  loc(#loc1)
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32> loc(#loc1)
    %collapsed_5 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x4x64x128xf32> into tensor<4x64x128xf32> loc(#loc1)
    %1 = tensor.empty() : tensor<4x128x128xf32> loc(#loc1)
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32> loc(#loc1)
    %3 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%2 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32> loc(#loc1)
    %expanded = tensor.expand_shape %3 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32> loc(#loc1)
    %4 = tensor.empty() : tensor<128xi64> loc(#loc1)
    %5 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%4 : tensor<128xi64>) {
    ^bb0(%out: i64 loc("tools/import_torch.py":166:0)):
      %34 = linalg.index 0 : index loc(#loc1)
      %35 = arith.index_cast %34 : index to i64 loc(#loc1)
      linalg.yield %35 : i64 loc(#loc1)
    } -> tensor<128xi64> loc(#loc1)
    %6 = tensor.empty() : tensor<1x4x128x128xf32> loc(#loc1)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x128x128xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %34 = arith.mulf %in, %cst_4 : f32 loc(#loc1)
      linalg.yield %34 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %expanded_6 = tensor.expand_shape %5 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64> loc(#loc1)
    %8 = tensor.empty() : tensor<128x128xi64> loc(#loc1)
    %9 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_6, %5 : tensor<128x1xi64>, tensor<128xi64>) outs(%8 : tensor<128x128xi64>) {
    ^bb0(%in: i64 loc("tools/import_torch.py":166:0), %in_11: i64 loc("tools/import_torch.py":166:0), %out: i64 loc("tools/import_torch.py":166:0)):
      %34 = arith.subi %in, %in_11 : i64 loc(#loc1)
      linalg.yield %34 : i64 loc(#loc1)
    } -> tensor<128x128xi64> loc(#loc1)
    %10 = tensor.empty() : tensor<128x128xf32> loc(#loc1)
    %11 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<128x128xi64>) outs(%10 : tensor<128x128xf32>) {
    ^bb0(%in: i64 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %34 = arith.sitofp %in : i64 to f32 loc(#loc1)
      linalg.yield %34 : f32 loc(#loc1)
    } -> tensor<128x128xf32> loc(#loc1)
    %12 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_2 : tensor<128x128xf32>, tensor<f32>) outs(%10 : tensor<128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %in_11: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %34 = arith.mulf %in, %in_11 : f32 loc(#loc1)
      linalg.yield %34 : f32 loc(#loc1)
    } -> tensor<128x128xf32> loc(#loc1)
    %13 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %12 : tensor<1x4x128x128xf32>, tensor<128x128xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %in_11: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %34 = arith.addf %in, %in_11 : f32 loc(#loc1)
      linalg.yield %34 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %14 = tensor.empty() : tensor<1x4x128xi64> loc(#loc1)
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%14 : tensor<1x4x128xi64>) -> tensor<1x4x128xi64> loc(#loc1)
    %16 = tensor.empty() : tensor<1x4x128xf32> loc(#loc1)
    %17 = linalg.fill ins(%cst_0 : f32) outs(%16 : tensor<1x4x128xf32>) -> tensor<1x4x128xf32> loc(#loc1)
    %18:2 = linalg.generic {indexing_maps = [#map1, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<1x4x128x128xf32>) outs(%17, %15 : tensor<1x4x128xf32>, tensor<1x4x128xi64>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0), %out_11: i64 loc("tools/import_torch.py":166:0)):
      %34 = linalg.index 3 : index loc(#loc1)
      %35 = arith.index_cast %34 : index to i64 loc(#loc1)
      %36 = arith.maximumf %in, %out : f32 loc(#loc1)
      %37 = arith.cmpf ogt, %in, %out : f32 loc(#loc1)
      %38 = arith.select %37, %35, %out_11 : i64 loc(#loc1)
      linalg.yield %36, %38 : f32, i64 loc(#loc1)
    } -> (tensor<1x4x128xf32>, tensor<1x4x128xi64>) loc(#loc1)
    %expanded_7 = tensor.expand_shape %18#0 [[0], [1], [2, 3]] output_shape [1, 4, 128, 1] : tensor<1x4x128xf32> into tensor<1x4x128x1xf32> loc(#loc1)
    %19 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_7 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %in_11: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %34 = arith.subf %in, %in_11 : f32 loc(#loc1)
      linalg.yield %34 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<1x4x128x128xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %34 = math.exp %in : f32 loc(#loc1)
      linalg.yield %34 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %21 = tensor.empty() : tensor<1x4x128x1xf32> loc(#loc1)
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x4x128x1xf32>) -> tensor<1x4x128x1xf32> loc(#loc1)
    %23 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x4x128x128xf32>) outs(%22 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %34 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %34 : f32 loc(#loc1)
    } -> tensor<1x4x128x1xf32> loc(#loc1)
    %24 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %23 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %in_11: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %34 = arith.divf %in, %in_11 : f32 loc(#loc1)
      linalg.yield %34 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %25 = tensor.empty() : tensor<1x4x128x128xi1> loc(#loc1)
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x4x128x128xf32>) outs(%25 : tensor<1x4x128x128xi1>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: i1 loc("tools/import_torch.py":166:0)):
      %34 = arith.extf %in : f32 to f64 loc(#loc1)
      %35 = arith.cmpf oeq, %34, %cst_3 : f64 loc(#loc1)
      linalg.yield %35 : i1 loc(#loc1)
    } -> tensor<1x4x128x128xi1> loc(#loc1)
    %27 = tensor.empty() : tensor<1x4x128x1xi1> loc(#loc1)
    %28 = linalg.fill ins(%true : i1) outs(%27 : tensor<1x4x128x1xi1>) -> tensor<1x4x128x1xi1> loc(#loc1)
    %29 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26 : tensor<1x4x128x128xi1>) outs(%28 : tensor<1x4x128x1xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %out: i1 loc("tools/import_torch.py":166:0)):
      %34 = arith.andi %in, %out : i1 loc(#loc1)
      linalg.yield %34 : i1 loc(#loc1)
    } -> tensor<1x4x128x1xi1> loc(#loc1)
    %30 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %cst_1, %24 : tensor<1x4x128x1xi1>, tensor<1x4x128x128xf32>, tensor<1x4x128x128xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %in_11: f32 loc("tools/import_torch.py":166:0), %in_12: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %34 = arith.select %in, %in_11, %in_12 : f32 loc(#loc1)
      linalg.yield %34 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %collapsed_8 = tensor.collapse_shape %30 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32> loc(#loc1)
    %collapsed_9 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32> loc(#loc1)
    %31 = tensor.empty() : tensor<4x128x64xf32> loc(#loc1)
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32> loc(#loc1)
    %33 = linalg.batch_matmul ins(%collapsed_8, %collapsed_9 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%32 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32> loc(#loc1)
    %expanded_10 = tensor.expand_shape %33 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32> loc(#loc1)
    return %expanded_10 : tensor<1x4x128x64xf32> loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
