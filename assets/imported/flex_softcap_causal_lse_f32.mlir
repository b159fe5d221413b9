// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: flex_attention(q, k, v, score_mod=softcap, block_mask=create_block_mask(causal, None, None, 128,
//    128), return_lse=True) via torch._higher_order_ops.flex_attention.math_attention (the op's eager reference)
// Inputs: %arg0 q: f32[1,4,128,64], %arg1 k: f32[1,4,128,64], %arg2 v: f32[1,4,128,64]
// Results: f32[1,4,128,64], f32[1,4,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table);
//    flex_attention: eager reference math_attention; debug locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset flex_softcap_causal_lse_f32 -o assets/imported/flex_softcap_causal_lse_f32.mlir
#loc1 = loc("tools/import_torch.py":166:0)
#loc2 = loc("tools/import_torch.py":169:0)
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
#map10 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @main(%arg0: tensor<1x4x128x64xf32> loc("tools/import_torch.py":166:0), %arg1: tensor<1x4x128x64xf32> loc("tools/import_torch.py":166:0), %arg2: tensor<1x4x128x64xf32> loc("tools/import_torch.py":166:0)) -> (tensor<1x4x128x64xf32>, tensor<1x4x128xf32>) {
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc)
    %true = arith.constant true loc(#loc)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x4x128x128xf32> loc(#loc1)
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc1)
    %cst_3 = arith.constant dense<3.000000e+01> : tensor<f32> loc(#loc1)
    %cst_4 = arith.constant 0.69314718055994529 : f64 loc(#loc1)
    %cst_5 = arith.constant 0xFFF0000000000000 : f64 loc(#loc1)
    %cst_6 = arith.constant 0x7FF0000000000000 : f64 loc(#loc1)
    %cst_7 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc1)
    %cst_8 = arith.constant 1.250000e-01 : f32 loc(#loc)
    %0 = tensor.empty() : tensor<1x4x64x128xf32> loc(#loc1)
    %transposed = linalg.transpose ins(%arg1 : tensor<1x4x128x64xf32>) outs(%0 : tensor<1x4x64x128xf32>) permutation = [0, 1, 3, 2]  loc(#loc1)
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32> loc(#loc1)
    %collapsed_9 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x4x64x128xf32> into tensor<4x64x128xf32> loc(#loc1)
    %1 = tensor.empty() : tensor<4x128x128xf32> loc(#loc1)
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32> loc(#loc1)
    %3 = linalg.batch_matmul ins(%collapsed, %collapsed_9 : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%2 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32> loc(#loc1)
    %expanded = tensor.expand_shape %3 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32> loc(#loc1)
    %4 = tensor.empty() : tensor<128xi64> loc(#loc1)
    %5 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%4 : tensor<128xi64>) {
    ^bb0(%out: i64 loc("tools/import_torch.py":166:0)):
      %51 = linalg.index 0 : index loc(#loc1)
      %52 = arith.index_cast %51 : index to i64 loc(#loc1)
      linalg.yield %52 : i64 loc(#loc1)
    } -> tensor<128xi64> loc(#loc1)
    %6 = tensor.empty() : tensor<1x4x128x128xf32> loc(#loc1)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x128x128xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.mulf %in, %cst_8 : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %expanded_10 = tensor.expand_shape %5 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64> loc(#loc1)
    %8 = tensor.empty() : tensor<128x128xi1> loc(#loc1)
    %9 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_10, %5 : tensor<128x1xi64>, tensor<128xi64>) outs(%8 : tensor<128x128xi1>) {
    ^bb0(%in: i64 loc("tools/import_torch.py":166:0), %in_17: i64 loc("tools/import_torch.py":166:0), %out: i1 loc("tools/import_torch.py":166:0)):
      %51 = arith.cmpi sge, %in, %in_17 : i64 loc(#loc1)
      linalg.yield %51 : i1 loc(#loc1)
    } -> tensor<128x128xi1> loc(#loc1)
    %10 = tensor.empty() : tensor<4x128x128xi1> loc(#loc1)
    %11 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<128x128xi1>) outs(%10 : tensor<4x128x128xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %out: i1 loc("tools/import_torch.py":166:0)):
      linalg.yield %in : i1 loc(#loc1)
    } -> tensor<4x128x128xi1> loc(#loc1)
    %expanded_11 = tensor.expand_shape %11 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xi1> into tensor<1x4x128x128xi1> loc(#loc1)
    %12 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %cst_3 : tensor<1x4x128x128xf32>, tensor<f32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %in_17: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.divf %in, %in_17 : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x4x128x128xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = math.tanh %in : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %14 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %cst_3 : tensor<1x4x128x128xf32>, tensor<f32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %in_17: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.mulf %in, %in_17 : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %15 = linalg.generic {indexing_maps = [#map1, #map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11, %14, %cst_7 : tensor<1x4x128x128xi1>, tensor<1x4x128x128xf32>, tensor<f32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %in_17: f32 loc("tools/import_torch.py":166:0), %in_18: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.select %in, %in_17, %in_18 : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %16 = tensor.empty() : tensor<1x4x128xi64> loc(#loc1)
    %17 = linalg.fill ins(%c0_i64 : i64) outs(%16 : tensor<1x4x128xi64>) -> tensor<1x4x128xi64> loc(#loc1)
    %18 = tensor.empty() : tensor<1x4x128xf32> loc(#loc1)
    %19 = linalg.fill ins(%cst_0 : f32) outs(%18 : tensor<1x4x128xf32>) -> tensor<1x4x128xf32> loc(#loc1)
    %20:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%15 : tensor<1x4x128x128xf32>) outs(%19, %17 : tensor<1x4x128xf32>, tensor<1x4x128xi64>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0), %out_17: i64 loc("tools/import_torch.py":166:0)):
      %51 = linalg.index 3 : index loc(#loc1)
      %52 = arith.index_cast %51 : index to i64 loc(#loc1)
      %53 = arith.maximumf %in, %out : f32 loc(#loc1)
      %54 = arith.cmpf ogt, %in, %out : f32 loc(#loc1)
      %55 = arith.select %54, %52, %out_17 : i64 loc(#loc1)
      linalg.yield %53, %55 : f32, i64 loc(#loc1)
    } -> (tensor<1x4x128xf32>, tensor<1x4x128xi64>) loc(#loc1)
    %expanded_12 = tensor.expand_shape %20#0 [[0], [1], [2, 3]] output_shape [1, 4, 128, 1] : tensor<1x4x128xf32> into tensor<1x4x128x1xf32> loc(#loc1)
    %21 = tensor.empty() : tensor<1x4x128x1xf32> loc(#loc1)
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<1x4x128x1xf32>) outs(%21 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = math.absf %in : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x1xf32> loc(#loc1)
    %23 = tensor.empty() : tensor<1x4x128x1xi1> loc(#loc1)
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x4x128x1xf32>) outs(%23 : tensor<1x4x128x1xi1>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: i1 loc("tools/import_torch.py":166:0)):
      %51 = arith.extf %in : f32 to f64 loc(#loc1)
      %52 = arith.cmpf oeq, %51, %cst_6 : f64 loc(#loc1)
      linalg.yield %52 : i1 loc(#loc1)
    } -> tensor<1x4x128x1xi1> loc(#loc1)
    %25 = linalg.generic {indexing_maps = [#map1, #map7, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %cst_2, %expanded_12 : tensor<1x4x128x1xi1>, tensor<f32>, tensor<1x4x128x1xf32>) outs(%21 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %in_17: f32 loc("tools/import_torch.py":166:0), %in_18: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.select %in, %in_17, %in_18 : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x1xf32> loc(#loc1)
    %collapsed_13 = tensor.collapse_shape %25 [[0], [1], [2, 3]] : tensor<1x4x128x1xf32> into tensor<1x4x128xf32> loc(#loc1)
    %26 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %25 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %in_17: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.subf %in, %in_17 : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x4x128x128xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = math.exp %in : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %28 = linalg.fill ins(%cst : f32) outs(%18 : tensor<1x4x128xf32>) -> tensor<1x4x128xf32> loc(#loc1)
    %29 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%27 : tensor<1x4x128x128xf32>) outs(%28 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128xf32> loc(#loc1)
    %30 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x4x128xf32>) outs(%18 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = math.log %in : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128xf32> loc(#loc1)
    %31 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %collapsed_13 : tensor<1x4x128xf32>, tensor<1x4x128xf32>) outs(%18 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %in_17: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.addf %in, %in_17 : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128xf32> loc(#loc1)
    %32 = tensor.empty() : tensor<1x4x128x128xi1> loc(#loc1)
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x4x128x128xf32>) outs(%32 : tensor<1x4x128x128xi1>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: i1 loc("tools/import_torch.py":166:0)):
      %51 = arith.extf %in : f32 to f64 loc(#loc1)
      %52 = arith.cmpf oeq, %51, %cst_5 : f64 loc(#loc1)
      linalg.yield %52 : i1 loc(#loc1)
    } -> tensor<1x4x128x128xi1> loc(#loc1)
    %34 = tensor.empty() : tensor<1x4x128xi1> loc(#loc1)
    %35 = linalg.fill ins(%true : i1) outs(%34 : tensor<1x4x128xi1>) -> tensor<1x4x128xi1> loc(#loc1)
    %36 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%33 : tensor<1x4x128x128xi1>) outs(%35 : tensor<1x4x128xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %out: i1 loc("tools/import_torch.py":166:0)):
      %51 = arith.andi %in, %out : i1 loc(#loc1)
      linalg.yield %51 : i1 loc(#loc1)
    } -> tensor<1x4x128xi1> loc(#loc1)
    %37 = linalg.generic {indexing_maps = [#map6, #map10, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %cst_7, %31 : tensor<1x4x128xi1>, tensor<f32>, tensor<1x4x128xf32>) outs(%18 : tensor<1x4x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %in_17: f32 loc("tools/import_torch.py":166:0), %in_18: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.select %in, %in_17, %in_18 : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128xf32> loc(#loc1)
    %38 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_12 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %in_17: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.subf %in, %in_17 : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<1x4x128x128xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = math.exp %in : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %40 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x4x128x1xf32>) -> tensor<1x4x128x1xf32> loc(#loc1)
    %41 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<1x4x128x128xf32>) outs(%40 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.addf %in, %out : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x1xf32> loc(#loc1)
    %42 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %41 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %in_17: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.divf %in, %in_17 : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %43 = linalg.fill ins(%true : i1) outs(%23 : tensor<1x4x128x1xi1>) -> tensor<1x4x128x1xi1> loc(#loc1)
    %44 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%33 : tensor<1x4x128x128xi1>) outs(%43 : tensor<1x4x128x1xi1>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %out: i1 loc("tools/import_torch.py":166:0)):
      %51 = arith.andi %in, %out : i1 loc(#loc1)
      linalg.yield %51 : i1 loc(#loc1)
    } -> tensor<1x4x128x1xi1> loc(#loc1)
    %45 = linalg.generic {indexing_maps = [#map9, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %cst_1, %42 : tensor<1x4x128x1xi1>, tensor<1x4x128x128xf32>, tensor<1x4x128x128xf32>) outs(%6 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: i1 loc("tools/import_torch.py":166:0), %in_17: f32 loc("tools/import_torch.py":166:0), %in_18: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.select %in, %in_17, %in_18 : f32 loc(#loc1)
      linalg.yield %51 : f32 loc(#loc1)
    } -> tensor<1x4x128x128xf32> loc(#loc1)
    %collapsed_14 = tensor.collapse_shape %45 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32> loc(#loc1)
    %collapsed_15 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32> loc(#loc1)
    %46 = tensor.empty() : tensor<4x128x64xf32> loc(#loc1)
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32> loc(#loc1)
    %48 = linalg.batch_matmul ins(%collapsed_14, %collapsed_15 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%47 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32> loc(#loc1)
    %expanded_16 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32> loc(#loc1)
    %49 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<1x4x128xf32>) outs(%18 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":166:0)):
      %51 = arith.truncf %cst_4 : f64 to f32 loc(#loc1)
      %52 = arith.divf %in, %51 : f32 loc(#loc1)
      linalg.yield %52 : f32 loc(#loc1)
    } -> tensor<1x4x128xf32> loc(#loc1)
    %50 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x4x128xf32>) outs(%18 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32 loc("tools/import_torch.py":166:0), %out: f32 loc("tools/import_torch.py":169:0)):
      %51 = arith.truncf %cst_4 : f64 to f32 loc(#loc2)
      %52 = arith.mulf %in, %51 : f32 loc(#loc2)
      linalg.yield %52 : f32 loc(#loc2)
    } -> tensor<1x4x128xf32> loc(#loc2)
    return %expanded_16, %50 : tensor<1x4x128x64xf32>, tensor<1x4x128xf32> loc(#loc2)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
