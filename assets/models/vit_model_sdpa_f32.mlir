// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: ViTModel(ViTConfig(hidden_size=64, num_hidden_layers=1, num_attention_heads=2, intermediate_size=128,
//    image_size=32, patch_size=4, num_channels=3, attn_implementation='sdpa'), add_pooling_layer=False), random
//    weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: ViTModel without pooler: conv patch embedding (4x4 patches of a 32x32 image),
//    CLS token, position embeddings, 1 layer, LayerNorm
// Run: the model is called on pixel_values f32[2,3,32,32]
// attn_implementation: sdpa. Notable: 2 heads x 32, S = 8x8 patches + CLS = 65 (not a tile multiple), no mask;
//    linalg.conv_2d_nchw_fchw
// Inputs: %arg0 pixel_values: f32[2,3,32,32]
// Weights: 22 parameters as function arguments %arg1..%arg22 (torch.func.functional_call); buffers are
//    constants: %arg1 embeddings.cls_token: f32[1,1,64], %arg2 embeddings.position_embeddings: f32[1,65,64],
//    %arg3 embeddings.patch_embeddings.projection.weight: f32[64,3,4,4], %arg4
//    embeddings.patch_embeddings.projection.bias: f32[64], %arg5 layers.0.attention.q_proj.weight: f32[64,64],
//    %arg6 layers.0.attention.q_proj.bias: f32[64], %arg7 layers.0.attention.k_proj.weight: f32[64,64], %arg8
//    layers.0.attention.k_proj.bias: f32[64], %arg9 layers.0.attention.v_proj.weight: f32[64,64], %arg10
//    layers.0.attention.v_proj.bias: f32[64], %arg11 layers.0.attention.o_proj.weight: f32[64,64], %arg12
//    layers.0.attention.o_proj.bias: f32[64], %arg13 layers.0.layernorm_before.weight: f32[64], %arg14
//    layers.0.layernorm_before.bias: f32[64], %arg15 layers.0.layernorm_after.weight: f32[64], %arg16
//    layers.0.layernorm_after.bias: f32[64], %arg17 layers.0.mlp.fc1.weight: f32[128,64], %arg18
//    layers.0.mlp.fc1.bias: f32[128], %arg19 layers.0.mlp.fc2.weight: f32[64,128], %arg20
//    layers.0.mlp.fc2.bias: f32[64], %arg21 layernorm.weight: f32[64], %arg22 layernorm.bias: f32[64]
// Results: f32[2,65,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf vit:model:sdpa:f32 -o assets/models/vit_model_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x3x32x32xf32>, %arg1: tensor<1x1x64xf32>, %arg2: tensor<1x65x64xf32>, %arg3: tensor<64x3x4x4xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<128xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>) -> tensor<2x65x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x2x65x65xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = arith.constant 0.42044820762685731 : f64
    %cst_8 = arith.constant 0xFFF0000000000000 : f64
    %cst_9 = arith.constant 9.9999999999999998E-13 : f64
    %cst_10 = arith.constant 6.400000e+01 : f64
    %cst_11 = arith.constant 6.400000e+01 : f32
    %cst_12 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x64x8x8xf32>
    %broadcasted = linalg.broadcast ins(%arg4 : tensor<64xf32>) outs(%0 : tensor<2x64x8x8xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %arg3 : tensor<2x3x32x32xf32>, tensor<64x3x4x4xf32>) outs(%broadcasted : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<2x64x8x8xf32> into tensor<2x64x64xf32>
    %2 = tensor.empty() : tensor<2x64x64xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<2x64x64xf32>) outs(%2 : tensor<2x64x64xf32>) permutation = [0, 2, 1] 
    %3 = tensor.empty() : tensor<2x1x64xf32>
    %collapsed_13 = tensor.collapse_shape %arg1 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_13 : tensor<1x64xf32>) outs(%3 : tensor<2x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x64xf32>
    %concat = tensor.concat dim(1) %4, %transposed : (tensor<2x1x64xf32>, tensor<2x64x64xf32>) -> tensor<2x65x64xf32>
    %5 = tensor.empty() : tensor<2x65x64xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %arg2 : tensor<2x65x64xf32>, tensor<1x65x64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %7 = tensor.empty() : tensor<65xi64>
    %8 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%7 : tensor<65xi64>) {
    ^bb0(%out: i64):
      %128 = linalg.index 0 : index
      %129 = arith.index_cast %128 : index to i64
      linalg.yield %129 : i64
    } -> tensor<65xi64>
    %expanded = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [1, 1, 65, 1] : tensor<65xi64> into tensor<1x1x65x1xi64>
    %9 = tensor.empty() : tensor<1x1x65x1xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x65x1xi64>) outs(%9 : tensor<1x1x65x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %128 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %128 : i1
    } -> tensor<1x1x65x1xi1>
    %11 = tensor.empty() : tensor<2x1x65x65xi1>
    %collapsed_14 = tensor.collapse_shape %10 [[0, 1], [2, 3]] : tensor<1x1x65x1xi1> into tensor<1x65xi1>
    %12 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_14 : tensor<1x65xi1>) outs(%11 : tensor<2x1x65x65xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x1x65x65xi1>
    %13 = tensor.empty() : tensor<2x65x64xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x65x64xf32>) outs(%13 : tensor<2x65x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %128 = arith.extf %in : f32 to f64
      linalg.yield %128 : f64
    } -> tensor<2x65x64xf64>
    %15 = tensor.empty() : tensor<2x65x1xf64>
    %16 = linalg.fill ins(%cst_0 : f64) outs(%15 : tensor<2x65x1xf64>) -> tensor<2x65x1xf64>
    %17 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x65x64xf64>) outs(%16 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x1xf64>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x65x1xf64>) outs(%15 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_10 : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x1xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %18 : tensor<2x65x64xf64>, tensor<2x65x1xf64>) outs(%13 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_41: f64, %out: f64):
      %128 = arith.subf %in, %in_41 : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x64xf64>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %19 : tensor<2x65x64xf64>, tensor<2x65x64xf64>) outs(%13 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_41: f64, %out: f64):
      %128 = arith.mulf %in, %in_41 : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x64xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%20 : tensor<2x65x64xf64>) outs(%16 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x65x1xf64>) outs(%15 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_10 : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x1xf64>
    %23 = tensor.empty() : tensor<2x65x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x65x1xf64>) outs(%23 : tensor<2x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %128 = arith.truncf %in : f64 to f32
      linalg.yield %128 : f32
    } -> tensor<2x65x1xf32>
    %25 = linalg.fill ins(%cst : f32) outs(%23 : tensor<2x65x1xf32>) -> tensor<2x65x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x65x64xf32>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x65x1xf32>) outs(%23 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.divf %in, %cst_11 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x65x1xf32>) outs(%23 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.truncf %cst_9 : f64 to f32
      %129 = arith.addf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x65x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x65x1xf32>) outs(%23 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.rsqrt %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %27 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.subf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %29 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.mulf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg13 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.mulf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %arg14 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %collapsed_15 = tensor.collapse_shape %33 [[0, 1], [2]] : tensor<2x65x64xf32> into tensor<130x64xf32>
    %34 = tensor.empty() : tensor<64x64xf32>
    %transposed_16 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %35 = tensor.empty() : tensor<130x64xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %37 = linalg.matmul ins(%collapsed_15, %transposed_16 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %38 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%35 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %39 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%37, %38 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%35 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<130x64xf32>
    %expanded_17 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %40 = tensor.empty() : tensor<2x2x65x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x65x2x32xf32>) outs(%40 : tensor<2x2x65x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %41 = linalg.matmul ins(%collapsed_15, %transposed_19 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64xf32>) outs(%35 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %43 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%35 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<130x64xf32>
    %expanded_20 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %transposed_21 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %44 = linalg.matmul ins(%collapsed_15, %transposed_21 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64xf32>) outs(%35 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %46 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%44, %45 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%35 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<130x64xf32>
    %expanded_22 = tensor.expand_shape %46 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x65x2x32xf32>) outs(%40 : tensor<2x2x65x32xf32>) permutation = [0, 2, 1, 3] 
    %47 = tensor.empty() : tensor<2x1x65x65xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map10, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_5, %cst_6 : tensor<2x1x65x65xi1>, tensor<f32>, tensor<f32>) outs(%47 : tensor<2x1x65x65xf32>) {
    ^bb0(%in: i1, %in_41: f32, %in_42: f32, %out: f32):
      %128 = arith.select %in, %in_41, %in_42 : f32
      linalg.yield %128 : f32
    } -> tensor<2x1x65x65xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18 : tensor<2x2x65x32xf32>) outs(%40 : tensor<2x2x65x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.truncf %cst_7 : f64 to f32
      %129 = arith.mulf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x2x65x32xf32>
    %50 = tensor.empty() : tensor<2x2x32x65xf32>
    %transposed_24 = linalg.transpose ins(%expanded_20 : tensor<2x65x2x32xf32>) outs(%50 : tensor<2x2x32x65xf32>) permutation = [0, 2, 3, 1] 
    %51 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24 : tensor<2x2x32x65xf32>) outs(%50 : tensor<2x2x32x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.truncf %cst_7 : f64 to f32
      %129 = arith.mulf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x2x32x65xf32>
    %collapsed_25 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<2x2x65x32xf32> into tensor<4x65x32xf32>
    %collapsed_26 = tensor.collapse_shape %51 [[0, 1], [2], [3]] : tensor<2x2x32x65xf32> into tensor<4x32x65xf32>
    %52 = tensor.empty() : tensor<4x65x65xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %54 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<4x65x32xf32>, tensor<4x32x65xf32>) outs(%53 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %expanded_27 = tensor.expand_shape %54 [[0, 1], [2], [3]] output_shape [2, 2, 65, 65] : tensor<4x65x65xf32> into tensor<2x2x65x65xf32>
    %55 = tensor.empty() : tensor<2x2x65x65xf32>
    %56 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %48 : tensor<2x2x65x65xf32>, tensor<2x1x65x65xf32>) outs(%55 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x2x65x65xf32>
    %57 = tensor.empty() : tensor<2x2x65xi64>
    %58 = linalg.fill ins(%c0_i64 : i64) outs(%57 : tensor<2x2x65xi64>) -> tensor<2x2x65xi64>
    %59 = tensor.empty() : tensor<2x2x65xf32>
    %60 = linalg.fill ins(%cst_1 : f32) outs(%59 : tensor<2x2x65xf32>) -> tensor<2x2x65xf32>
    %61:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x2x65x65xf32>) outs(%60, %58 : tensor<2x2x65xf32>, tensor<2x2x65xi64>) {
    ^bb0(%in: f32, %out: f32, %out_41: i64):
      %128 = linalg.index 3 : index
      %129 = arith.index_cast %128 : index to i64
      %130 = arith.maximumf %in, %out : f32
      %131 = arith.cmpf ogt, %in, %out : f32
      %132 = arith.select %131, %129, %out_41 : i64
      linalg.yield %130, %132 : f32, i64
    } -> (tensor<2x2x65xf32>, tensor<2x2x65xi64>)
    %expanded_28 = tensor.expand_shape %61#0 [[0], [1], [2, 3]] output_shape [2, 2, 65, 1] : tensor<2x2x65xf32> into tensor<2x2x65x1xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_28 : tensor<2x2x65x65xf32>, tensor<2x2x65x1xf32>) outs(%55 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.subf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x2x65x65xf32>
    %63 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x2x65x65xf32>) outs(%55 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.exp %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x2x65x65xf32>
    %64 = tensor.empty() : tensor<2x2x65x1xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<2x2x65x1xf32>) -> tensor<2x2x65x1xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<2x2x65x65xf32>) outs(%65 : tensor<2x2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<2x2x65x1xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %66 : tensor<2x2x65x65xf32>, tensor<2x2x65x1xf32>) outs(%55 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.divf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x2x65x65xf32>
    %68 = tensor.empty() : tensor<2x2x65x65xi1>
    %69 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<2x2x65x65xf32>) outs(%68 : tensor<2x2x65x65xi1>) {
    ^bb0(%in: f32, %out: i1):
      %128 = arith.extf %in : f32 to f64
      %129 = arith.cmpf oeq, %128, %cst_8 : f64
      linalg.yield %129 : i1
    } -> tensor<2x2x65x65xi1>
    %70 = tensor.empty() : tensor<2x2x65x1xi1>
    %71 = linalg.fill ins(%true : i1) outs(%70 : tensor<2x2x65x1xi1>) -> tensor<2x2x65x1xi1>
    %72 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<2x2x65x65xi1>) outs(%71 : tensor<2x2x65x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %128 = arith.andi %in, %out : i1
      linalg.yield %128 : i1
    } -> tensor<2x2x65x1xi1>
    %73 = linalg.generic {indexing_maps = [#map13, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %cst_4, %67 : tensor<2x2x65x1xi1>, tensor<2x2x65x65xf32>, tensor<2x2x65x65xf32>) outs(%55 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: i1, %in_41: f32, %in_42: f32, %out: f32):
      %128 = arith.select %in, %in_41, %in_42 : f32
      linalg.yield %128 : f32
    } -> tensor<2x2x65x65xf32>
    %collapsed_29 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<2x2x65x65xf32> into tensor<4x65x65xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<2x2x65x32xf32> into tensor<4x65x32xf32>
    %74 = tensor.empty() : tensor<4x65x32xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %76 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<4x65x65xf32>, tensor<4x65x32xf32>) outs(%75 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %expanded_31 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [2, 2, 65, 32] : tensor<4x65x32xf32> into tensor<2x2x65x32xf32>
    %77 = tensor.empty() : tensor<2x65x2x32xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x2x65x32xf32>) outs(%77 : tensor<2x65x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_33 = tensor.collapse_shape %transposed_32 [[0], [1], [2, 3]] : tensor<2x65x2x32xf32> into tensor<2x65x64xf32>
    %transposed_34 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_34 : tensor<64x64xf32>) outs(%2 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x65x64xf32>) -> tensor<2x65x64xf32>
    %80 = linalg.batch_matmul ins(%collapsed_33, %78 : tensor<2x65x64xf32>, tensor<2x64x64xf32>) outs(%79 : tensor<2x65x64xf32>) -> tensor<2x65x64xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %arg12 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %6 : tensor<2x65x64xf32>, tensor<2x65x64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x65x64xf32>) outs(%13 : tensor<2x65x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %128 = arith.extf %in : f32 to f64
      linalg.yield %128 : f64
    } -> tensor<2x65x64xf64>
    %84 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<2x65x64xf64>) outs(%16 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x1xf64>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x65x1xf64>) outs(%15 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_10 : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x1xf64>
    %86 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %85 : tensor<2x65x64xf64>, tensor<2x65x1xf64>) outs(%13 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_41: f64, %out: f64):
      %128 = arith.subf %in, %in_41 : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x64xf64>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %86 : tensor<2x65x64xf64>, tensor<2x65x64xf64>) outs(%13 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_41: f64, %out: f64):
      %128 = arith.mulf %in, %in_41 : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x64xf64>
    %88 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<2x65x64xf64>) outs(%16 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x1xf64>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x65x1xf64>) outs(%15 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_10 : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x1xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x65x1xf64>) outs(%23 : tensor<2x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %128 = arith.truncf %in : f64 to f32
      linalg.yield %128 : f32
    } -> tensor<2x65x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<2x65x64xf32>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x65x1xf32>) outs(%23 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.divf %in, %cst_11 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x65x1xf32>) outs(%23 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.truncf %cst_9 : f64 to f32
      %129 = arith.addf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x65x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x65x1xf32>) outs(%23 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.rsqrt %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %92 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.subf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %94 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.mulf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %arg15 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.mulf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %arg16 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %collapsed_35 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<2x65x64xf32> into tensor<130x64xf32>
    %99 = tensor.empty() : tensor<64x128xf32>
    %transposed_36 = linalg.transpose ins(%arg17 : tensor<128x64xf32>) outs(%99 : tensor<64x128xf32>) permutation = [1, 0] 
    %100 = tensor.empty() : tensor<130x128xf32>
    %101 = linalg.fill ins(%cst : f32) outs(%100 : tensor<130x128xf32>) -> tensor<130x128xf32>
    %102 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<130x64xf32>, tensor<64x128xf32>) outs(%101 : tensor<130x128xf32>) -> tensor<130x128xf32>
    %103 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<128xf32>) outs(%100 : tensor<130x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x128xf32>
    %104 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%102, %103 : tensor<130x128xf32>, tensor<130x128xf32>) outs(%100 : tensor<130x128xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<130x128xf32>
    %expanded_37 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 65, 128] : tensor<130x128xf32> into tensor<2x65x128xf32>
    %105 = tensor.empty() : tensor<2x65x128xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<2x65x128xf32>) outs(%105 : tensor<2x65x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.divf %in, %cst_12 : f32
      %129 = math.erf %128 : f32
      %130 = arith.addf %129, %cst_2 : f32
      %131 = arith.mulf %130, %cst_3 : f32
      %132 = arith.mulf %in, %131 : f32
      linalg.yield %132 : f32
    } -> tensor<2x65x128xf32>
    %collapsed_38 = tensor.collapse_shape %106 [[0, 1], [2]] : tensor<2x65x128xf32> into tensor<130x128xf32>
    %107 = tensor.empty() : tensor<128x64xf32>
    %transposed_39 = linalg.transpose ins(%arg19 : tensor<64x128xf32>) outs(%107 : tensor<128x64xf32>) permutation = [1, 0] 
    %108 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<130x128xf32>, tensor<128x64xf32>) outs(%36 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %109 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<64xf32>) outs(%35 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %110 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%108, %109 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%35 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<130x64xf32>
    %expanded_40 = tensor.expand_shape %110 [[0, 1], [2]] output_shape [2, 65, 64] : tensor<130x64xf32> into tensor<2x65x64xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %82 : tensor<2x65x64xf32>, tensor<2x65x64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x65x64xf32>) outs(%13 : tensor<2x65x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %128 = arith.extf %in : f32 to f64
      linalg.yield %128 : f64
    } -> tensor<2x65x64xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x65x64xf64>) outs(%16 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x1xf64>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x65x1xf64>) outs(%15 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_10 : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x1xf64>
    %115 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<2x65x64xf64>, tensor<2x65x1xf64>) outs(%13 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_41: f64, %out: f64):
      %128 = arith.subf %in, %in_41 : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x64xf64>
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %115 : tensor<2x65x64xf64>, tensor<2x65x64xf64>) outs(%13 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_41: f64, %out: f64):
      %128 = arith.mulf %in, %in_41 : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x64xf64>
    %117 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<2x65x64xf64>) outs(%16 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x1xf64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x65x1xf64>) outs(%15 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_10 : f64
      linalg.yield %128 : f64
    } -> tensor<2x65x1xf64>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x65x1xf64>) outs(%23 : tensor<2x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %128 = arith.truncf %in : f64 to f32
      linalg.yield %128 : f32
    } -> tensor<2x65x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x65x64xf32>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x65x1xf32>) outs(%23 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.divf %in, %cst_11 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x65x1xf32>) outs(%23 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.truncf %cst_9 : f64 to f32
      %129 = arith.addf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x65x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x65x1xf32>) outs(%23 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.rsqrt %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %121 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.subf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %123 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.mulf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %arg21 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.mulf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %arg22 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %128 = arith.addf %in, %in_41 : f32
      linalg.yield %128 : f32
    } -> tensor<2x65x64xf32>
    return %127 : tensor<2x65x64xf32>
  }
}
