// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: flex_attention(q, k, v, block_mask=create_block_mask(causal, None, None, 128, 128)) via
//    torch._higher_order_ops.flex_attention.math_attention (the op's eager reference)
// Inputs: %arg0 q: f32[1,4,128,64], %arg1 k: f32[1,4,128,64], %arg2 v: f32[1,4,128,64]
// Results: f32[1,4,128,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table);
//    flex_attention: eager reference math_attention; debug locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset flex_causal_f32 -o assets/imported/flex_causal_f32.mlir
#loc1 = loc("tools/import_torch.py":166:0)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x4x128x64xf32> loc("tools/import_torch.py":166:0), %arg1: tensor<1x4x128x64xf32> loc("tools/import_torch.py":166:0), %arg2: tensor<1x4x128x64xf32> loc("tools/import_torch.py":166:0)) -> tensor<1x4x128x64xf32> {
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc1)
    %true = arith.constant true loc(#loc1)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x4x128x128xf32> loc(#loc1)
    %cst_2 = arith.constant 0xFFF0000000000000 : f64 loc(#loc1)
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc1)
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
      %33 = linalg.index 0 : index loc(#loc1)
      %34 = arith.index_cast %33 : index to i64 loc(#loc1)
      linalg.yield %34 : i64 loc(#loc1)
    } -> tensor<128xi64> loc(#loc1)
    %6 = tensor.empty() : tensor<1x4x128x128xf32> loc(#loc1)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x128x128xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %33 = arith.mulf %in, %cst_4 : f32 loc(#loc1)
      linalg.yield %33 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %expanded_6 = tensor.expand_shape %5 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64> loc(#loc1)
    %8 = tensor.empty() : tensor<128x128xi1> loc(#loc1)
    %9 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_6, %5 : tensor<128x1xi64>, tensor<128xi64>) outs(%8 : tensor<128x128xi1>) {
    ^bb0(%in: i64 loc("tools/import_torch.py":166:0), %in_12: i64 loc("tools/import_torch.py":166:0), %out: i1 loc("tools/import_torch.py":166:0)):
      %33 = arith.cmpi sge, %in, %in_12 : i64 loc(#loc1)
      linalg.yield %33 : i1 loc(#loc1)
    } -> tensor<128x128xi1> loc(#loc1)
    %10 = tensor.empty() : tensor<4x128x128xi1> loc(#loc1)
    %11 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<128x128xi1>) outs(%10 : tensor<4x128x128xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %out: i1 loc("tools/import_torch.py":166:0)):
      linalg.yield %in : i1 loc(#loc1)
    } -> tensor<4x128x128xi1> loc(#loc1)
    %expanded_7 = tensor.expand_shape %11 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xi1> into tensor<1x4x128x128xi1> loc(#loc1)
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_7, %7, %cst_3 : tensor<1x4x128x128xi1>, tensor<1x4x128x128xf32>, tensor<f32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %in_12: f32 loc("tools/import_torch.py":166:0), %in_13: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %33 = arith.select %in, %in_12, %in_13 : f32 loc(#loc1)
      linalg.yield %33 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %13 = tensor.empty() : tensor<1x4x128xi64> loc(#loc1)
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<1x4x128xi64>) -> tensor<1x4x128xi64> loc(#loc1)
    %15 = tensor.empty() : tensor<1x4x128xf32> loc(#loc1)
    %16 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<1x4x128xf32>) -> tensor<1x4x128xf32> loc(#loc1)
    %17:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%12 : tensor<1x4x128x128xf32>) outs(%16, %14 : tensor<1x4x128xf32>, tensor<1x4x128xi64>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0), %out_12: i64 loc("tools/import_torch.py":166:0)):
      %33 = linalg.index 3 : index loc(#loc1)
      %34 = arith.index_cast %33 : index to i64 loc(#loc1)
      %35 = arith.maximumf %in, %out : f32 loc(#loc1)
      %36 = arith.cmpf ogt, %in, %out : f32 loc(#loc1)
      %37 = arith.select %36, %34, %out_12 : i64 loc(#loc1)
      linalg.yield %35, %37 : f32, i64 loc(#loc1)
    } -> (tensor<1x4x128xf32>, tensor<1x4x128xi64>) loc(#loc1)
    %expanded_8 = tensor.expand_shape %17#0 [[0], [1], [2, 3]] output_shape [1, 4, 128, 1] : tensor<1x4x128xf32> into tensor<1x4x128x1xf32> loc(#loc1)
    %18 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %expanded_8 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %in_12: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %33 = arith.subf %in, %in_12 : f32 loc(#loc1)
      linalg.yield %33 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x4x128x128xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %33 = math.exp %in : f32 loc(#loc1)
      linalg.yield %33 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %20 = tensor.empty() : tensor<1x4x128x1xf32> loc(#loc1)
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<1x4x128x1xf32>) -> tensor<1x4x128x1xf32> loc(#loc1)
    %22 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<1x4x128x128xf32>) outs(%21 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %33 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %33 : f32 loc(#loc1)
    } -> tensor<1x4x128x1xf32> loc(#loc1)
    %23 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %in_12: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %33 = arith.divf %in, %in_12 : f32 loc(#loc1)
      linalg.yield %33 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %24 = tensor.empty() : tensor<1x4x128x128xi1> loc(#loc1)
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x4x128x128xf32>) outs(%24 : tensor<1x4x128x128xi1>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: i1 loc("tools/import_torch.py":166:0)):
      %33 = arith.extf %in : f32 to f64 loc(#loc1)
      %34 = arith.cmpf oeq, %33, %cst_2 : f64 loc(#loc1)
      linalg.yield %34 : i1 loc(#loc1)
    } -> tensor<1x4x128x128xi1> loc(#loc1)
    %26 = tensor.empty() : tensor<1x4x128x1xi1> loc(#loc1)
    %27 = linalg.fill ins(%true : i1) outs(%26 : tensor<1x4x128x1xi1>) -> tensor<1x4x128x1xi1> loc(#loc1)
    %28 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<1x4x128x128xi1>) outs(%27 : tensor<1x4x128x1xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %out: i1 loc("tools/import_torch.py":166:0)):
      %33 = arith.andi %in, %out : i1 loc(#loc1)
      linalg.yield %33 : i1 loc(#loc1)
    } -> tensor<1x4x128x1xi1> loc(#loc1)
    %29 = linalg.generic {indexing_maps = [#map9, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %cst_1, %23 : tensor<1x4x128x1xi1>, tensor<1x4x128x128xf32>, tensor<1x4x128x128xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %in_12: f32 loc("tools/import_torch.py":166:0), %in_13: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %33 = arith.select %in, %in_12, %in_13 : f32 loc(#loc1)
      linalg.yield %33 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %collapsed_9 = tensor.collapse_shape %29 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32> loc(#loc1)
    %collapsed_10 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32> loc(#loc1)
    %30 = tensor.empty() : tensor<4x128x64xf32> loc(#loc1)
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32> loc(#loc1)
    %32 = linalg.batch_matmul ins(%collapsed_9, %collapsed_10 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%31 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32> loc(#loc1)
    %expanded_11 = tensor.expand_shape %32 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32> loc(#loc1)
    return %expanded_11 : tensor<1x4x128x64xf32> loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
