// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: torch.func.functional_call(EncoderLayer(hidden=64, heads=2, ffn=128), weights, (x, mask)): the
//    encoder layer with its 16 parameters as function arguments
// Inputs: %arg0 x: f32[1,32,64], %arg1 mask: bool[1,1,1,32], %arg2 q.weight: f32[64,64], %arg3 q.bias: f32[64],
//    %arg4 k.weight: f32[64,64], %arg5 k.bias: f32[64], %arg6 v.weight: f32[64,64], %arg7 v.bias: f32[64],
//    %arg8 o.weight: f32[64,64], %arg9 o.bias: f32[64], %arg10 ln1.weight: f32[64], %arg11 ln1.bias: f32[64],
//    %arg12 ff1.weight: f32[128,64], %arg13 ff1.bias: f32[128], %arg14 ff2.weight: f32[64,128], %arg15
//    ff2.bias: f32[64], %arg16 ln2.weight: f32[64], %arg17 ln2.bias: f32[64]
// Results: f32[1,32,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset bert_layer_weights_args_f32 -o assets/imported/bert_layer_weights_args_f32.mlir
#loc1 = loc("torch/nn/modules/linear.py":134:0)
#loc2 = loc("tools/import_torch.py":228:0)
#loc3 = loc("tools/import_torch.py":256:0)
#loc4 = loc("tools/import_torch.py":229:0)
#loc5 = loc("torch/nn/modules/normalization.py":228:0)
#loc6 = loc("tools/import_torch.py":230:0)
#loc7 = loc("tools/import_torch.py":231:0)
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d2)>
#loc8 = loc(callsite(#loc2 at #loc3))
#loc9 = loc(callsite(#loc4 at #loc3))
#loc10 = loc(callsite(#loc6 at #loc3))
#loc11 = loc(callsite(#loc7 at #loc3))
#loc12 = loc(callsite(#loc1 at #loc8))
#loc13 = loc(callsite(#loc5 at #loc10))
#loc14 = loc(callsite(#loc1 at #loc10))
#loc15 = loc(callsite(#loc1 at #loc11))
#loc16 = loc(callsite(#loc5 at #loc11))
module {
  func.func @main(%arg0: tensor<1x32x64xf32> loc(callsite(#loc1 at #loc8)), %arg1: tensor<1x1x1x32xi1> loc(callsite(#loc1 at #loc8)), %arg2: tensor<64x64xf32> loc(callsite(#loc1 at #loc8)), %arg3: tensor<64xf32> loc(callsite(#loc1 at #loc8)), %arg4: tensor<64x64xf32> loc(callsite(#loc1 at #loc8)), %arg5: tensor<64xf32> loc(callsite(#loc1 at #loc8)), %arg6: tensor<64x64xf32> loc(callsite(#loc1 at #loc8)), %arg7: tensor<64xf32> loc(callsite(#loc1 at #loc8)), %arg8: tensor<64x64xf32> loc(callsite(#loc1 at #loc8)), %arg9: tensor<64xf32> loc(callsite(#loc1 at #loc8)), %arg10: tensor<64xf32> loc(callsite(#loc1 at #loc8)), %arg11: tensor<64xf32> loc(callsite(#loc1 at #loc8)), %arg12: tensor<128x64xf32> loc(callsite(#loc1 at #loc8)), %arg13: tensor<128xf32> loc(callsite(#loc1 at #loc8)), %arg14: tensor<64x128xf32> loc(callsite(#loc1 at #loc8)), %arg15: tensor<64xf32> loc(callsite(#loc1 at #loc8)), %arg16: tensor<64xf32> loc(callsite(#loc1 at #loc8)), %arg17: tensor<64xf32> loc(callsite(#loc1 at #loc8))) -> tensor<1x32x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc9)
    %true = arith.constant true loc(#loc9)
    %cst_1 = arith.constant 0.000000e+00 : f64 loc(#loc)
    %cst_2 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_3 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1x2x32x32xf32> loc(#loc9)
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc9)
    %cst_6 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc9)
    %cst_7 = arith.constant 1.000000e-05 : f64 loc(#loc13)
    %cst_8 = arith.constant 0.42044820762685725 : f64 loc(#loc9)
    %cst_9 = arith.constant 0xFFF0000000000000 : f64 loc(#loc9)
    %cst_10 = arith.constant 6.400000e+01 : f64 loc(#loc)
    %cst_11 = arith.constant 6.400000e+01 : f32 loc(#loc)
    %cst_12 = arith.constant 1.41421354 : f32 loc(#loc)
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32> loc(#loc12)
    %0 = tensor.empty() : tensor<64x64xf32> loc(#loc12)
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc12)
    %1 = tensor.empty() : tensor<32x64xf32> loc(#loc12)
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc12)
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<32x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc12)
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64xf32>) outs(%1 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %out: f32 loc(callsite(#loc1 at #loc8))):
      linalg.yield %in : f32 loc(#loc12)
    } -> tensor<32x64xf32> loc(#loc12)
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%1 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %in_37: f32 loc(callsite(#loc1 at #loc8)), %out: f32 loc(callsite(#loc1 at #loc8))):
      %95 = arith.addf %in, %in_37 : f32 loc(#loc12)
      linalg.yield %95 : f32 loc(#loc12)
    } -> tensor<32x64xf32> loc(#loc12)
    %expanded = tensor.expand_shape %5 [[0, 1], [2, 3]] output_shape [1, 32, 2, 32] : tensor<32x64xf32> into tensor<1x32x2x32xf32> loc(#loc8)
    %6 = tensor.empty() : tensor<1x2x32x32xf32> loc(#loc8)
    %transposed_13 = linalg.transpose ins(%expanded : tensor<1x32x2x32xf32>) outs(%6 : tensor<1x2x32x32xf32>) permutation = [0, 2, 1, 3]  loc(#loc8)
    %transposed_14 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc12)
    %7 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc12)
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%1 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %out: f32 loc(callsite(#loc1 at #loc8))):
      linalg.yield %in : f32 loc(#loc12)
    } -> tensor<32x64xf32> loc(#loc12)
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %8 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%1 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %in_37: f32 loc(callsite(#loc1 at #loc8)), %out: f32 loc(callsite(#loc1 at #loc8))):
      %95 = arith.addf %in, %in_37 : f32 loc(#loc12)
      linalg.yield %95 : f32 loc(#loc12)
    } -> tensor<32x64xf32> loc(#loc12)
    %expanded_15 = tensor.expand_shape %9 [[0, 1], [2, 3]] output_shape [1, 32, 2, 32] : tensor<32x64xf32> into tensor<1x32x2x32xf32> loc(#loc8)
    %transposed_16 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc12)
    %10 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc12)
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%1 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %out: f32 loc(callsite(#loc1 at #loc8))):
      linalg.yield %in : f32 loc(#loc12)
    } -> tensor<32x64xf32> loc(#loc12)
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%1 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %in_37: f32 loc(callsite(#loc1 at #loc8)), %out: f32 loc(callsite(#loc1 at #loc8))):
      %95 = arith.addf %in, %in_37 : f32 loc(#loc12)
      linalg.yield %95 : f32 loc(#loc12)
    } -> tensor<32x64xf32> loc(#loc12)
    %expanded_17 = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [1, 32, 2, 32] : tensor<32x64xf32> into tensor<1x32x2x32xf32> loc(#loc8)
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x32x2x32xf32>) outs(%6 : tensor<1x2x32x32xf32>) permutation = [0, 2, 1, 3]  loc(#loc8)
    %13 = tensor.empty() : tensor<1x1x1x32xf32> loc(#loc9)
    %14 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %cst_5, %cst_6 : tensor<1x1x1x32xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<1x1x1x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc3)), %in_37: f32 loc(callsite(#loc4 at #loc3)), %in_38: f32 loc(callsite(#loc4 at #loc3)), %out: f32 loc(callsite(#loc4 at #loc3))):
      %95 = arith.select %in, %in_37, %in_38 : f32 loc(#loc9)
      linalg.yield %95 : f32 loc(#loc9)
    } -> tensor<1x1x1x32xf32> loc(#loc9)
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13 : tensor<1x2x32x32xf32>) outs(%6 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc3)), %out: f32 loc(callsite(#loc4 at #loc3))):
      %95 = arith.truncf %cst_8 : f64 to f32 loc(#loc9)
      %96 = arith.mulf %in, %95 : f32 loc(#loc9)
      linalg.yield %96 : f32 loc(#loc9)
    } -> tensor<1x2x32x32xf32> loc(#loc9)
    %transposed_19 = linalg.transpose ins(%expanded_15 : tensor<1x32x2x32xf32>) outs(%6 : tensor<1x2x32x32xf32>) permutation = [0, 2, 3, 1]  loc(#loc9)
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<1x2x32x32xf32>) outs(%6 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc3)), %out: f32 loc(callsite(#loc4 at #loc3))):
      %95 = arith.truncf %cst_8 : f64 to f32 loc(#loc9)
      %96 = arith.mulf %in, %95 : f32 loc(#loc9)
      linalg.yield %96 : f32 loc(#loc9)
    } -> tensor<1x2x32x32xf32> loc(#loc9)
    %collapsed_20 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32> loc(#loc9)
    %collapsed_21 = tensor.collapse_shape %16 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32> loc(#loc9)
    %17 = tensor.empty() : tensor<2x32x32xf32> loc(#loc9)
    %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32> loc(#loc9)
    %19 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%18 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32> loc(#loc9)
    %expanded_22 = tensor.expand_shape %19 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32> loc(#loc9)
    %20 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22, %14 : tensor<1x2x32x32xf32>, tensor<1x1x1x32xf32>) outs(%6 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc3)), %in_37: f32 loc(callsite(#loc4 at #loc3)), %out: f32 loc(callsite(#loc4 at #loc3))):
      %95 = arith.addf %in, %in_37 : f32 loc(#loc9)
      linalg.yield %95 : f32 loc(#loc9)
    } -> tensor<1x2x32x32xf32> loc(#loc9)
    %21 = tensor.empty() : tensor<1x2x32xi64> loc(#loc9)
    %22 = linalg.fill ins(%c0_i64 : i64) outs(%21 : tensor<1x2x32xi64>) -> tensor<1x2x32xi64> loc(#loc9)
    %23 = tensor.empty() : tensor<1x2x32xf32> loc(#loc9)
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<1x2x32xf32>) -> tensor<1x2x32xf32> loc(#loc9)
    %25:2 = linalg.generic {indexing_maps = [#map2, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x32x32xf32>) outs(%24, %22 : tensor<1x2x32xf32>, tensor<1x2x32xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc3)), %out: f32 loc(callsite(#loc4 at #loc3)), %out_37: i64 loc(callsite(#loc4 at #loc3))):
      %95 = linalg.index 3 : index loc(#loc9)
      %96 = arith.index_cast %95 : index to i64 loc(#loc9)
      %97 = arith.maximumf %in, %out : f32 loc(#loc9)
      %98 = arith.cmpf ogt, %in, %out : f32 loc(#loc9)
      %99 = arith.select %98, %96, %out_37 : i64 loc(#loc9)
      linalg.yield %97, %99 : f32, i64 loc(#loc9)
    } -> (tensor<1x2x32xf32>, tensor<1x2x32xi64>) loc(#loc9)
    %expanded_23 = tensor.expand_shape %25#0 [[0], [1], [2, 3]] output_shape [1, 2, 32, 1] : tensor<1x2x32xf32> into tensor<1x2x32x1xf32> loc(#loc9)
    %26 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_23 : tensor<1x2x32x32xf32>, tensor<1x2x32x1xf32>) outs(%6 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc3)), %in_37: f32 loc(callsite(#loc4 at #loc3)), %out: f32 loc(callsite(#loc4 at #loc3))):
      %95 = arith.subf %in, %in_37 : f32 loc(#loc9)
      linalg.yield %95 : f32 loc(#loc9)
    } -> tensor<1x2x32x32xf32> loc(#loc9)
    %27 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x2x32x32xf32>) outs(%6 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc3)), %out: f32 loc(callsite(#loc4 at #loc3))):
      %95 = math.exp %in : f32 loc(#loc9)
      linalg.yield %95 : f32 loc(#loc9)
    } -> tensor<1x2x32x32xf32> loc(#loc9)
    %28 = tensor.empty() : tensor<1x2x32x1xf32> loc(#loc9)
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x2x32x1xf32>) -> tensor<1x2x32x1xf32> loc(#loc9)
    %30 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%27 : tensor<1x2x32x32xf32>) outs(%29 : tensor<1x2x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc3)), %out: f32 loc(callsite(#loc4 at #loc3))):
      %95 = arith.addf %in, %out : f32 loc(#loc9)
      linalg.yield %95 : f32 loc(#loc9)
    } -> tensor<1x2x32x1xf32> loc(#loc9)
    %31 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %30 : tensor<1x2x32x32xf32>, tensor<1x2x32x1xf32>) outs(%6 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc3)), %in_37: f32 loc(callsite(#loc4 at #loc3)), %out: f32 loc(callsite(#loc4 at #loc3))):
      %95 = arith.divf %in, %in_37 : f32 loc(#loc9)
      linalg.yield %95 : f32 loc(#loc9)
    } -> tensor<1x2x32x32xf32> loc(#loc9)
    %32 = tensor.empty() : tensor<1x2x32x32xi1> loc(#loc9)
    %33 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x2x32x32xf32>) outs(%32 : tensor<1x2x32x32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc3)), %out: i1 loc(callsite(#loc4 at #loc3))):
      %95 = arith.extf %in : f32 to f64 loc(#loc9)
      %96 = arith.cmpf oeq, %95, %cst_9 : f64 loc(#loc9)
      linalg.yield %96 : i1 loc(#loc9)
    } -> tensor<1x2x32x32xi1> loc(#loc9)
    %34 = tensor.empty() : tensor<1x2x32x1xi1> loc(#loc9)
    %35 = linalg.fill ins(%true : i1) outs(%34 : tensor<1x2x32x1xi1>) -> tensor<1x2x32x1xi1> loc(#loc9)
    %36 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%33 : tensor<1x2x32x32xi1>) outs(%35 : tensor<1x2x32x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc3)), %out: i1 loc(callsite(#loc4 at #loc3))):
      %95 = arith.andi %in, %out : i1 loc(#loc9)
      linalg.yield %95 : i1 loc(#loc9)
    } -> tensor<1x2x32x1xi1> loc(#loc9)
    %37 = linalg.generic {indexing_maps = [#map6, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %cst_4, %31 : tensor<1x2x32x1xi1>, tensor<1x2x32x32xf32>, tensor<1x2x32x32xf32>) outs(%6 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc3)), %in_37: f32 loc(callsite(#loc4 at #loc3)), %in_38: f32 loc(callsite(#loc4 at #loc3)), %out: f32 loc(callsite(#loc4 at #loc3))):
      %95 = arith.select %in, %in_37, %in_38 : f32 loc(#loc9)
      linalg.yield %95 : f32 loc(#loc9)
    } -> tensor<1x2x32x32xf32> loc(#loc9)
    %collapsed_24 = tensor.collapse_shape %37 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32> loc(#loc9)
    %collapsed_25 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32> loc(#loc9)
    %38 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%18 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32> loc(#loc9)
    %expanded_26 = tensor.expand_shape %38 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32> loc(#loc9)
    %39 = tensor.empty() : tensor<1x32x2x32xf32> loc(#loc9)
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<1x2x32x32xf32>) outs(%39 : tensor<1x32x2x32xf32>) permutation = [0, 2, 1, 3]  loc(#loc9)
    %collapsed_28 = tensor.collapse_shape %transposed_27 [[0, 1], [2, 3]] : tensor<1x32x2x32xf32> into tensor<32x64xf32> loc(#loc14)
    %transposed_29 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc14)
    %40 = linalg.matmul ins(%collapsed_28, %transposed_29 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc14)
    %41 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64xf32>) outs(%1 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc10)), %out: f32 loc(callsite(#loc1 at #loc10))):
      linalg.yield %in : f32 loc(#loc14)
    } -> tensor<32x64xf32> loc(#loc14)
    %42 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%40, %41 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%1 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc10)), %in_37: f32 loc(callsite(#loc1 at #loc10)), %out: f32 loc(callsite(#loc1 at #loc10))):
      %95 = arith.addf %in, %in_37 : f32 loc(#loc14)
      linalg.yield %95 : f32 loc(#loc14)
    } -> tensor<32x64xf32> loc(#loc14)
    %expanded_30 = tensor.expand_shape %42 [[0, 1], [2]] output_shape [1, 32, 64] : tensor<32x64xf32> into tensor<1x32x64xf32> loc(#loc14)
    %43 = tensor.empty() : tensor<1x32x64xf32> loc(#loc10)
    %44 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_30 : tensor<1x32x64xf32>, tensor<1x32x64xf32>) outs(%43 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %in_37: f32 loc(callsite(#loc1 at #loc10)), %out: f32 loc(callsite(#loc6 at #loc3))):
      %95 = arith.addf %in, %in_37 : f32 loc(#loc10)
      linalg.yield %95 : f32 loc(#loc10)
    } -> tensor<1x32x64xf32> loc(#loc10)
    %45 = tensor.empty() : tensor<1x32x64xf64> loc(#loc13)
    %46 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<1x32x64xf32>) outs(%45 : tensor<1x32x64xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc3)), %out: f64 loc(callsite(#loc5 at #loc10))):
      %95 = arith.extf %in : f32 to f64 loc(#loc13)
      linalg.yield %95 : f64 loc(#loc13)
    } -> tensor<1x32x64xf64> loc(#loc13)
    %47 = tensor.empty() : tensor<1x32x1xf64> loc(#loc13)
    %48 = linalg.fill ins(%cst_1 : f64) outs(%47 : tensor<1x32x1xf64>) -> tensor<1x32x1xf64> loc(#loc13)
    %49 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%46 : tensor<1x32x64xf64>) outs(%48 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc10)), %out: f64 loc(callsite(#loc5 at #loc10))):
      %95 = arith.addf %in, %out : f64 loc(#loc13)
      linalg.yield %95 : f64 loc(#loc13)
    } -> tensor<1x32x1xf64> loc(#loc13)
    %50 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x32x1xf64>) outs(%47 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc10)), %out: f64 loc(callsite(#loc5 at #loc10))):
      %95 = arith.divf %in, %cst_10 : f64 loc(#loc13)
      linalg.yield %95 : f64 loc(#loc13)
    } -> tensor<1x32x1xf64> loc(#loc13)
    %51 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %50 : tensor<1x32x64xf64>, tensor<1x32x1xf64>) outs(%45 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc10)), %in_37: f64 loc(callsite(#loc5 at #loc10)), %out: f64 loc(callsite(#loc5 at #loc10))):
      %95 = arith.subf %in, %in_37 : f64 loc(#loc13)
      linalg.yield %95 : f64 loc(#loc13)
    } -> tensor<1x32x64xf64> loc(#loc13)
    %52 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %51 : tensor<1x32x64xf64>, tensor<1x32x64xf64>) outs(%45 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc10)), %in_37: f64 loc(callsite(#loc5 at #loc10)), %out: f64 loc(callsite(#loc5 at #loc10))):
      %95 = arith.mulf %in, %in_37 : f64 loc(#loc13)
      linalg.yield %95 : f64 loc(#loc13)
    } -> tensor<1x32x64xf64> loc(#loc13)
    %53 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%52 : tensor<1x32x64xf64>) outs(%48 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc10)), %out: f64 loc(callsite(#loc5 at #loc10))):
      %95 = arith.addf %in, %out : f64 loc(#loc13)
      linalg.yield %95 : f64 loc(#loc13)
    } -> tensor<1x32x1xf64> loc(#loc13)
    %54 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<1x32x1xf64>) outs(%47 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc10)), %out: f64 loc(callsite(#loc5 at #loc10))):
      %95 = arith.divf %in, %cst_10 : f64 loc(#loc13)
      linalg.yield %95 : f64 loc(#loc13)
    } -> tensor<1x32x1xf64> loc(#loc13)
    %55 = tensor.empty() : tensor<1x32x1xf32> loc(#loc13)
    %56 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x32x1xf64>) outs(%55 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc10)), %out: f32 loc(callsite(#loc5 at #loc10))):
      %95 = arith.truncf %in : f64 to f32 loc(#loc13)
      linalg.yield %95 : f32 loc(#loc13)
    } -> tensor<1x32x1xf32> loc(#loc13)
    %57 = linalg.fill ins(%cst : f32) outs(%55 : tensor<1x32x1xf32>) -> tensor<1x32x1xf32> loc(#loc13)
    %58 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%44 : tensor<1x32x64xf32>) outs(%57 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc3)), %out: f32 loc(callsite(#loc5 at #loc10))):
      %95 = arith.addf %in, %out : f32 loc(#loc13)
      linalg.yield %95 : f32 loc(#loc13)
    } -> tensor<1x32x1xf32> loc(#loc13)
    %59 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<1x32x1xf32>) outs(%55 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc10)), %out: f32 loc(callsite(#loc5 at #loc10))):
      %95 = arith.divf %in, %cst_11 : f32 loc(#loc13)
      linalg.yield %95 : f32 loc(#loc13)
    } -> tensor<1x32x1xf32> loc(#loc13)
    %60 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<1x32x1xf32>) outs(%55 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc10)), %out: f32 loc(callsite(#loc5 at #loc10))):
      %95 = arith.truncf %cst_7 : f64 to f32 loc(#loc13)
      %96 = arith.addf %in, %95 : f32 loc(#loc13)
      linalg.yield %96 : f32 loc(#loc13)
    } -> tensor<1x32x1xf32> loc(#loc13)
    %61 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<1x32x1xf32>) outs(%55 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc10)), %out: f32 loc(callsite(#loc5 at #loc10))):
      %95 = math.rsqrt %in : f32 loc(#loc13)
      linalg.yield %95 : f32 loc(#loc13)
    } -> tensor<1x32x1xf32> loc(#loc13)
    %62 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %59 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%43 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc3)), %in_37: f32 loc(callsite(#loc5 at #loc10)), %out: f32 loc(callsite(#loc5 at #loc10))):
      %95 = arith.subf %in, %in_37 : f32 loc(#loc13)
      linalg.yield %95 : f32 loc(#loc13)
    } -> tensor<1x32x64xf32> loc(#loc13)
    %63 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %61 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%43 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc10)), %in_37: f32 loc(callsite(#loc5 at #loc10)), %out: f32 loc(callsite(#loc5 at #loc10))):
      %95 = arith.mulf %in, %in_37 : f32 loc(#loc13)
      linalg.yield %95 : f32 loc(#loc13)
    } -> tensor<1x32x64xf32> loc(#loc13)
    %64 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %arg10 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%43 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc10)), %in_37: f32 loc(callsite(#loc5 at #loc10)), %out: f32 loc(callsite(#loc5 at #loc10))):
      %95 = arith.mulf %in, %in_37 : f32 loc(#loc13)
      linalg.yield %95 : f32 loc(#loc13)
    } -> tensor<1x32x64xf32> loc(#loc13)
    %65 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %arg11 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%43 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc10)), %in_37: f32 loc(callsite(#loc5 at #loc10)), %out: f32 loc(callsite(#loc5 at #loc10))):
      %95 = arith.addf %in, %in_37 : f32 loc(#loc13)
      linalg.yield %95 : f32 loc(#loc13)
    } -> tensor<1x32x64xf32> loc(#loc13)
    %collapsed_31 = tensor.collapse_shape %65 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32> loc(#loc15)
    %66 = tensor.empty() : tensor<64x128xf32> loc(#loc15)
    %transposed_32 = linalg.transpose ins(%arg12 : tensor<128x64xf32>) outs(%66 : tensor<64x128xf32>) permutation = [1, 0]  loc(#loc15)
    %67 = tensor.empty() : tensor<32x128xf32> loc(#loc15)
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc15)
    %69 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%68 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc15)
    %70 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<128xf32>) outs(%67 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc11)), %out: f32 loc(callsite(#loc1 at #loc11))):
      linalg.yield %in : f32 loc(#loc15)
    } -> tensor<32x128xf32> loc(#loc15)
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%69, %70 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%67 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc11)), %in_37: f32 loc(callsite(#loc1 at #loc11)), %out: f32 loc(callsite(#loc1 at #loc11))):
      %95 = arith.addf %in, %in_37 : f32 loc(#loc15)
      linalg.yield %95 : f32 loc(#loc15)
    } -> tensor<32x128xf32> loc(#loc15)
    %expanded_33 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [1, 32, 128] : tensor<32x128xf32> into tensor<1x32x128xf32> loc(#loc15)
    %72 = tensor.empty() : tensor<1x32x128xf32> loc(#loc11)
    %73 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<1x32x128xf32>) outs(%72 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc11)), %out: f32 loc(callsite(#loc7 at #loc3))):
      %95 = arith.divf %in, %cst_12 : f32 loc(#loc11)
      %96 = math.erf %95 : f32 loc(#loc11)
      %97 = arith.addf %96, %cst_2 : f32 loc(#loc11)
      %98 = arith.mulf %97, %cst_3 : f32 loc(#loc11)
      %99 = arith.mulf %in, %98 : f32 loc(#loc11)
      linalg.yield %99 : f32 loc(#loc11)
    } -> tensor<1x32x128xf32> loc(#loc11)
    %collapsed_34 = tensor.collapse_shape %73 [[0, 1], [2]] : tensor<1x32x128xf32> into tensor<32x128xf32> loc(#loc15)
    %74 = tensor.empty() : tensor<128x64xf32> loc(#loc15)
    %transposed_35 = linalg.transpose ins(%arg14 : tensor<64x128xf32>) outs(%74 : tensor<128x64xf32>) permutation = [1, 0]  loc(#loc15)
    %75 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%2 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc15)
    %76 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64xf32>) outs(%1 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc11)), %out: f32 loc(callsite(#loc1 at #loc11))):
      linalg.yield %in : f32 loc(#loc15)
    } -> tensor<32x64xf32> loc(#loc15)
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%75, %76 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%1 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc11)), %in_37: f32 loc(callsite(#loc1 at #loc11)), %out: f32 loc(callsite(#loc1 at #loc11))):
      %95 = arith.addf %in, %in_37 : f32 loc(#loc15)
      linalg.yield %95 : f32 loc(#loc15)
    } -> tensor<32x64xf32> loc(#loc15)
    %expanded_36 = tensor.expand_shape %77 [[0, 1], [2]] output_shape [1, 32, 64] : tensor<32x64xf32> into tensor<1x32x64xf32> loc(#loc15)
    %78 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %expanded_36 : tensor<1x32x64xf32>, tensor<1x32x64xf32>) outs(%43 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc10)), %in_37: f32 loc(callsite(#loc1 at #loc11)), %out: f32 loc(callsite(#loc7 at #loc3))):
      %95 = arith.addf %in, %in_37 : f32 loc(#loc11)
      linalg.yield %95 : f32 loc(#loc11)
    } -> tensor<1x32x64xf32> loc(#loc11)
    %79 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x32x64xf32>) outs(%45 : tensor<1x32x64xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc3)), %out: f64 loc(callsite(#loc5 at #loc11))):
      %95 = arith.extf %in : f32 to f64 loc(#loc16)
      linalg.yield %95 : f64 loc(#loc16)
    } -> tensor<1x32x64xf64> loc(#loc16)
    %80 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%79 : tensor<1x32x64xf64>) outs(%48 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc11)), %out: f64 loc(callsite(#loc5 at #loc11))):
      %95 = arith.addf %in, %out : f64 loc(#loc16)
      linalg.yield %95 : f64 loc(#loc16)
    } -> tensor<1x32x1xf64> loc(#loc16)
    %81 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x32x1xf64>) outs(%47 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc11)), %out: f64 loc(callsite(#loc5 at #loc11))):
      %95 = arith.divf %in, %cst_10 : f64 loc(#loc16)
      linalg.yield %95 : f64 loc(#loc16)
    } -> tensor<1x32x1xf64> loc(#loc16)
    %82 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<1x32x64xf64>, tensor<1x32x1xf64>) outs(%45 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc11)), %in_37: f64 loc(callsite(#loc5 at #loc11)), %out: f64 loc(callsite(#loc5 at #loc11))):
      %95 = arith.subf %in, %in_37 : f64 loc(#loc16)
      linalg.yield %95 : f64 loc(#loc16)
    } -> tensor<1x32x64xf64> loc(#loc16)
    %83 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %82 : tensor<1x32x64xf64>, tensor<1x32x64xf64>) outs(%45 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc11)), %in_37: f64 loc(callsite(#loc5 at #loc11)), %out: f64 loc(callsite(#loc5 at #loc11))):
      %95 = arith.mulf %in, %in_37 : f64 loc(#loc16)
      linalg.yield %95 : f64 loc(#loc16)
    } -> tensor<1x32x64xf64> loc(#loc16)
    %84 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<1x32x64xf64>) outs(%48 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc11)), %out: f64 loc(callsite(#loc5 at #loc11))):
      %95 = arith.addf %in, %out : f64 loc(#loc16)
      linalg.yield %95 : f64 loc(#loc16)
    } -> tensor<1x32x1xf64> loc(#loc16)
    %85 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x32x1xf64>) outs(%47 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc11)), %out: f64 loc(callsite(#loc5 at #loc11))):
      %95 = arith.divf %in, %cst_10 : f64 loc(#loc16)
      linalg.yield %95 : f64 loc(#loc16)
    } -> tensor<1x32x1xf64> loc(#loc16)
    %86 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x32x1xf64>) outs(%55 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc11)), %out: f32 loc(callsite(#loc5 at #loc11))):
      %95 = arith.truncf %in : f64 to f32 loc(#loc16)
      linalg.yield %95 : f32 loc(#loc16)
    } -> tensor<1x32x1xf32> loc(#loc16)
    %87 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x32x64xf32>) outs(%57 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc3)), %out: f32 loc(callsite(#loc5 at #loc11))):
      %95 = arith.addf %in, %out : f32 loc(#loc16)
      linalg.yield %95 : f32 loc(#loc16)
    } -> tensor<1x32x1xf32> loc(#loc16)
    %88 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x32x1xf32>) outs(%55 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc11)), %out: f32 loc(callsite(#loc5 at #loc11))):
      %95 = arith.divf %in, %cst_11 : f32 loc(#loc16)
      linalg.yield %95 : f32 loc(#loc16)
    } -> tensor<1x32x1xf32> loc(#loc16)
    %89 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x32x1xf32>) outs(%55 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc11)), %out: f32 loc(callsite(#loc5 at #loc11))):
      %95 = arith.truncf %cst_7 : f64 to f32 loc(#loc16)
      %96 = arith.addf %in, %95 : f32 loc(#loc16)
      linalg.yield %96 : f32 loc(#loc16)
    } -> tensor<1x32x1xf32> loc(#loc16)
    %90 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x32x1xf32>) outs(%55 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc11)), %out: f32 loc(callsite(#loc5 at #loc11))):
      %95 = math.rsqrt %in : f32 loc(#loc16)
      linalg.yield %95 : f32 loc(#loc16)
    } -> tensor<1x32x1xf32> loc(#loc16)
    %91 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %88 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%43 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc3)), %in_37: f32 loc(callsite(#loc5 at #loc11)), %out: f32 loc(callsite(#loc5 at #loc11))):
      %95 = arith.subf %in, %in_37 : f32 loc(#loc16)
      linalg.yield %95 : f32 loc(#loc16)
    } -> tensor<1x32x64xf32> loc(#loc16)
    %92 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %90 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%43 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc11)), %in_37: f32 loc(callsite(#loc5 at #loc11)), %out: f32 loc(callsite(#loc5 at #loc11))):
      %95 = arith.mulf %in, %in_37 : f32 loc(#loc16)
      linalg.yield %95 : f32 loc(#loc16)
    } -> tensor<1x32x64xf32> loc(#loc16)
    %93 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %arg16 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%43 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc11)), %in_37: f32 loc(callsite(#loc5 at #loc11)), %out: f32 loc(callsite(#loc5 at #loc11))):
      %95 = arith.mulf %in, %in_37 : f32 loc(#loc16)
      linalg.yield %95 : f32 loc(#loc16)
    } -> tensor<1x32x64xf32> loc(#loc16)
    %94 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %arg17 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%43 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc11)), %in_37: f32 loc(callsite(#loc5 at #loc11)), %out: f32 loc(callsite(#loc5 at #loc11))):
      %95 = arith.addf %in, %in_37 : f32 loc(#loc16)
      linalg.yield %95 : f32 loc(#loc16)
    } -> tensor<1x32x64xf32> loc(#loc16)
    return %94 : tensor<1x32x64xf32> loc(#loc16)
  } loc(#loc12)
} loc(#loc)
#loc = loc(unknown)
