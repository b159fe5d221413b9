// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: ViTModel(ViTConfig(hidden_size=64, num_hidden_layers=1, num_attention_heads=2, intermediate_size=128,
//    image_size=32, patch_size=4, num_channels=3, attn_implementation='sdpa'), add_pooling_layer=False), random
//    weights (torch.manual_seed(0)), eval(), f32
// Part: layer, submodule layers.0 of ViTModel (ViTLayer): ViTLayer: pre-LayerNorm, attention, GELU MLP
// Run: the model is called on pixel_values f32[2,3,32,32]; the part gets the arguments the model passed it
//    (pre-hook), tensors as function arguments: hidden_states; other arguments fixed: attention_mask=None
// attn_implementation: sdpa. Notable: 2 heads x 32, S = 8x8 patches + CLS = 65 (not a tile multiple), no mask
// Inputs: %arg0 hidden_states: f32[2,65,64]
// Weights: 16 parameters as function arguments %arg1..%arg16 (torch.func.functional_call); buffers are
//    constants: %arg1 attention.q_proj.weight: f32[64,64], %arg2 attention.q_proj.bias: f32[64], %arg3
//    attention.k_proj.weight: f32[64,64], %arg4 attention.k_proj.bias: f32[64], %arg5 attention.v_proj.weight:
//    f32[64,64], %arg6 attention.v_proj.bias: f32[64], %arg7 attention.o_proj.weight: f32[64,64], %arg8
//    attention.o_proj.bias: f32[64], %arg9 layernorm_before.weight: f32[64], %arg10 layernorm_before.bias:
//    f32[64], %arg11 layernorm_after.weight: f32[64], %arg12 layernorm_after.bias: f32[64], %arg13
//    mlp.fc1.weight: f32[128,64], %arg14 mlp.fc1.bias: f32[128], %arg15 mlp.fc2.weight: f32[64,128], %arg16
//    mlp.fc2.bias: f32[64]
// Results: f32[2,65,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf vit:layer:sdpa:f32 -o assets/models/vit_layer_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @main(%arg0: tensor<2x65x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<128x64xf32>, %arg14: tensor<128xf32>, %arg15: tensor<64x128xf32>, %arg16: tensor<64xf32>) -> tensor<2x65x64xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x2x65x65xf32>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 0.42044820762685731 : f64
    %cst_7 = arith.constant 9.9999999999999998E-13 : f64
    %cst_8 = arith.constant 6.400000e+01 : f64
    %cst_9 = arith.constant 6.400000e+01 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x65x64xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x65x64xf32>) outs(%0 : tensor<2x65x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %98 = arith.extf %in : f32 to f64
      linalg.yield %98 : f64
    } -> tensor<2x65x64xf64>
    %2 = tensor.empty() : tensor<2x65x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<2x65x1xf64>) -> tensor<2x65x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x65x64xf64>) outs(%3 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %98 = arith.addf %in, %out : f64
      linalg.yield %98 : f64
    } -> tensor<2x65x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x65x1xf64>) outs(%2 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %98 = arith.divf %in, %cst_8 : f64
      linalg.yield %98 : f64
    } -> tensor<2x65x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x65x64xf64>, tensor<2x65x1xf64>) outs(%0 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %98 = arith.subf %in, %in_34 : f64
      linalg.yield %98 : f64
    } -> tensor<2x65x64xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<2x65x64xf64>, tensor<2x65x64xf64>) outs(%0 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %98 = arith.mulf %in, %in_34 : f64
      linalg.yield %98 : f64
    } -> tensor<2x65x64xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<2x65x64xf64>) outs(%3 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %98 = arith.addf %in, %out : f64
      linalg.yield %98 : f64
    } -> tensor<2x65x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x65x1xf64>) outs(%2 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %98 = arith.divf %in, %cst_8 : f64
      linalg.yield %98 : f64
    } -> tensor<2x65x1xf64>
    %10 = tensor.empty() : tensor<2x65x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x65x1xf64>) outs(%10 : tensor<2x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %98 = arith.truncf %in : f64 to f32
      linalg.yield %98 : f32
    } -> tensor<2x65x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x65x1xf32>) -> tensor<2x65x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x65x64xf32>) outs(%12 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.addf %in, %out : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x65x1xf32>) outs(%10 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.divf %in, %cst_9 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x65x1xf32>) outs(%10 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.truncf %cst_7 : f64 to f32
      %99 = arith.addf %in, %98 : f32
      linalg.yield %99 : f32
    } -> tensor<2x65x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x65x1xf32>) outs(%10 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = math.rsqrt %in : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x1xf32>
    %17 = tensor.empty() : tensor<2x65x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%17 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.subf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%17 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.mulf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg9 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.mulf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg10 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.addf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x64xf32>
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<2x65x64xf32> into tensor<130x64xf32>
    %22 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %23 = tensor.empty() : tensor<130x64xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<130x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<64xf32>) outs(%23 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%25, %26 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%23 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.addf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<130x64xf32>
    %expanded = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %28 = tensor.empty() : tensor<2x2x65x32xf32>
    %transposed_11 = linalg.transpose ins(%expanded : tensor<2x65x2x32xf32>) outs(%28 : tensor<2x2x65x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_12 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64xf32>) outs(%23 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%29, %30 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%23 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.addf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<130x64xf32>
    %expanded_13 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %transposed_14 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %32 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %33 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%23 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%32, %33 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%23 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.addf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<130x64xf32>
    %expanded_15 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x65x2x32xf32>) outs(%28 : tensor<2x2x65x32xf32>) permutation = [0, 2, 1, 3] 
    %35 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11 : tensor<2x2x65x32xf32>) outs(%28 : tensor<2x2x65x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.truncf %cst_6 : f64 to f32
      %99 = arith.mulf %in, %98 : f32
      linalg.yield %99 : f32
    } -> tensor<2x2x65x32xf32>
    %36 = tensor.empty() : tensor<2x2x32x65xf32>
    %transposed_17 = linalg.transpose ins(%expanded_13 : tensor<2x65x2x32xf32>) outs(%36 : tensor<2x2x32x65xf32>) permutation = [0, 2, 3, 1] 
    %37 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_17 : tensor<2x2x32x65xf32>) outs(%36 : tensor<2x2x32x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.truncf %cst_6 : f64 to f32
      %99 = arith.mulf %in, %98 : f32
      linalg.yield %99 : f32
    } -> tensor<2x2x32x65xf32>
    %collapsed_18 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<2x2x65x32xf32> into tensor<4x65x32xf32>
    %collapsed_19 = tensor.collapse_shape %37 [[0, 1], [2], [3]] : tensor<2x2x32x65xf32> into tensor<4x32x65xf32>
    %38 = tensor.empty() : tensor<4x65x65xf32>
    %39 = linalg.fill ins(%cst_0 : f32) outs(%38 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %40 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<4x65x32xf32>, tensor<4x32x65xf32>) outs(%39 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %expanded_20 = tensor.expand_shape %40 [[0, 1], [2], [3]] output_shape [2, 2, 65, 65] : tensor<4x65x65xf32> into tensor<2x2x65x65xf32>
    %41 = tensor.empty() : tensor<2x2x65xi64>
    %42 = linalg.fill ins(%c0_i64 : i64) outs(%41 : tensor<2x2x65xi64>) -> tensor<2x2x65xi64>
    %43 = tensor.empty() : tensor<2x2x65xf32>
    %44 = linalg.fill ins(%cst_1 : f32) outs(%43 : tensor<2x2x65xf32>) -> tensor<2x2x65xf32>
    %45:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_20 : tensor<2x2x65x65xf32>) outs(%44, %42 : tensor<2x2x65xf32>, tensor<2x2x65xi64>) {
    ^bb0(%in: f32, %out: f32, %out_34: i64):
      %98 = linalg.index 3 : index
      %99 = arith.index_cast %98 : index to i64
      %100 = arith.maximumf %in, %out : f32
      %101 = arith.cmpf ogt, %in, %out : f32
      %102 = arith.select %101, %99, %out_34 : i64
      linalg.yield %100, %102 : f32, i64
    } -> (tensor<2x2x65xf32>, tensor<2x2x65xi64>)
    %expanded_21 = tensor.expand_shape %45#0 [[0], [1], [2, 3]] output_shape [2, 2, 65, 1] : tensor<2x2x65xf32> into tensor<2x2x65x1xf32>
    %46 = tensor.empty() : tensor<2x2x65x65xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20, %expanded_21 : tensor<2x2x65x65xf32>, tensor<2x2x65x1xf32>) outs(%46 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.subf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x65x65xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<2x2x65x65xf32>) outs(%46 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = math.exp %in : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x65x65xf32>
    %49 = tensor.empty() : tensor<2x2x65x1xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<2x2x65x1xf32>) -> tensor<2x2x65x1xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<2x2x65x65xf32>) outs(%50 : tensor<2x2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.addf %in, %out : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x65x1xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<2x2x65x65xf32>, tensor<2x2x65x1xf32>) outs(%46 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.divf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x65x65xf32>
    %53 = tensor.empty() : tensor<2x2x65x65xi1>
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<2x2x65x65xf32>) outs(%53 : tensor<2x2x65x65xi1>) {
    ^bb0(%in: f32, %out: i1):
      %98 = arith.extf %in : f32 to f64
      %99 = arith.cmpf oeq, %98, %cst_5 : f64
      linalg.yield %99 : i1
    } -> tensor<2x2x65x65xi1>
    %55 = tensor.empty() : tensor<2x2x65x1xi1>
    %56 = linalg.fill ins(%true : i1) outs(%55 : tensor<2x2x65x1xi1>) -> tensor<2x2x65x1xi1>
    %57 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<2x2x65x65xi1>) outs(%56 : tensor<2x2x65x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %98 = arith.andi %in, %out : i1
      linalg.yield %98 : i1
    } -> tensor<2x2x65x1xi1>
    %58 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %cst_4, %52 : tensor<2x2x65x1xi1>, tensor<2x2x65x65xf32>, tensor<2x2x65x65xf32>) outs(%46 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: i1, %in_34: f32, %in_35: f32, %out: f32):
      %98 = arith.select %in, %in_34, %in_35 : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x65x65xf32>
    %collapsed_22 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<2x2x65x65xf32> into tensor<4x65x65xf32>
    %collapsed_23 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x2x65x32xf32> into tensor<4x65x32xf32>
    %59 = tensor.empty() : tensor<4x65x32xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %61 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<4x65x65xf32>, tensor<4x65x32xf32>) outs(%60 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %expanded_24 = tensor.expand_shape %61 [[0, 1], [2], [3]] output_shape [2, 2, 65, 32] : tensor<4x65x32xf32> into tensor<2x2x65x32xf32>
    %62 = tensor.empty() : tensor<2x65x2x32xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x2x65x32xf32>) outs(%62 : tensor<2x65x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_26 = tensor.collapse_shape %transposed_25 [[0], [1], [2, 3]] : tensor<2x65x2x32xf32> into tensor<2x65x64xf32>
    %transposed_27 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %63 = tensor.empty() : tensor<2x64x64xf32>
    %64 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_27 : tensor<64x64xf32>) outs(%63 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %65 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<2x65x64xf32>) -> tensor<2x65x64xf32>
    %66 = linalg.batch_matmul ins(%collapsed_26, %64 : tensor<2x65x64xf32>, tensor<2x64x64xf32>) outs(%65 : tensor<2x65x64xf32>) -> tensor<2x65x64xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %arg8 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.addf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x64xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %arg0 : tensor<2x65x64xf32>, tensor<2x65x64xf32>) outs(%17 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.addf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x64xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x65x64xf32>) outs(%0 : tensor<2x65x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %98 = arith.extf %in : f32 to f64
      linalg.yield %98 : f64
    } -> tensor<2x65x64xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x65x64xf64>) outs(%3 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %98 = arith.addf %in, %out : f64
      linalg.yield %98 : f64
    } -> tensor<2x65x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x65x1xf64>) outs(%2 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %98 = arith.divf %in, %cst_8 : f64
      linalg.yield %98 : f64
    } -> tensor<2x65x1xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<2x65x64xf64>, tensor<2x65x1xf64>) outs(%0 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %98 = arith.subf %in, %in_34 : f64
      linalg.yield %98 : f64
    } -> tensor<2x65x64xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<2x65x64xf64>, tensor<2x65x64xf64>) outs(%0 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %98 = arith.mulf %in, %in_34 : f64
      linalg.yield %98 : f64
    } -> tensor<2x65x64xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x65x64xf64>) outs(%3 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %98 = arith.addf %in, %out : f64
      linalg.yield %98 : f64
    } -> tensor<2x65x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x65x1xf64>) outs(%2 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %98 = arith.divf %in, %cst_8 : f64
      linalg.yield %98 : f64
    } -> tensor<2x65x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x65x1xf64>) outs(%10 : tensor<2x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %98 = arith.truncf %in : f64 to f32
      linalg.yield %98 : f32
    } -> tensor<2x65x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<2x65x64xf32>) outs(%12 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.addf %in, %out : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x65x1xf32>) outs(%10 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.divf %in, %cst_9 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x65x1xf32>) outs(%10 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.truncf %cst_7 : f64 to f32
      %99 = arith.addf %in, %98 : f32
      linalg.yield %99 : f32
    } -> tensor<2x65x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x65x1xf32>) outs(%10 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = math.rsqrt %in : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %78 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%17 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.subf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x64xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %80 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%17 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.mulf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x64xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %arg11 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.mulf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x64xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg12 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.addf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x64xf32>
    %collapsed_28 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x65x64xf32> into tensor<130x64xf32>
    %85 = tensor.empty() : tensor<64x128xf32>
    %transposed_29 = linalg.transpose ins(%arg13 : tensor<128x64xf32>) outs(%85 : tensor<64x128xf32>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<130x128xf32>
    %87 = linalg.fill ins(%cst_0 : f32) outs(%86 : tensor<130x128xf32>) -> tensor<130x128xf32>
    %88 = linalg.matmul ins(%collapsed_28, %transposed_29 : tensor<130x64xf32>, tensor<64x128xf32>) outs(%87 : tensor<130x128xf32>) -> tensor<130x128xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<128xf32>) outs(%86 : tensor<130x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x128xf32>
    %90 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<130x128xf32>, tensor<130x128xf32>) outs(%86 : tensor<130x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.addf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<130x128xf32>
    %expanded_30 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 65, 128] : tensor<130x128xf32> into tensor<2x65x128xf32>
    %91 = tensor.empty() : tensor<2x65x128xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<2x65x128xf32>) outs(%91 : tensor<2x65x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.divf %in, %cst_10 : f32
      %99 = math.erf %98 : f32
      %100 = arith.addf %99, %cst_2 : f32
      %101 = arith.mulf %100, %cst_3 : f32
      %102 = arith.mulf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<2x65x128xf32>
    %collapsed_31 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x65x128xf32> into tensor<130x128xf32>
    %93 = tensor.empty() : tensor<128x64xf32>
    %transposed_32 = linalg.transpose ins(%arg15 : tensor<64x128xf32>) outs(%93 : tensor<128x64xf32>) permutation = [1, 0] 
    %94 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<130x128xf32>, tensor<128x64xf32>) outs(%24 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %95 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64xf32>) outs(%23 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %96 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%23 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.addf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<130x64xf32>
    %expanded_33 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 65, 64] : tensor<130x64xf32> into tensor<2x65x64xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %68 : tensor<2x65x64xf32>, tensor<2x65x64xf32>) outs(%17 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %98 = arith.addf %in, %in_34 : f32
      linalg.yield %98 : f32
    } -> tensor<2x65x64xf32>
    return %97 : tensor<2x65x64xf32>
  }
}
