// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: ViTModel(ViTConfig(hidden_size=64, num_hidden_layers=1, num_attention_heads=2, intermediate_size=128,
//    image_size=32, patch_size=4, num_channels=3, attn_implementation='eager'), add_pooling_layer=False),
//    random weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: ViTModel without pooler: conv patch embedding (4x4 patches of a 32x32 image),
//    CLS token, position embeddings, 1 layer, LayerNorm
// Run: the model is called on pixel_values f32[2,3,32,32]
// attn_implementation: eager. Notable: 2 heads x 32, S = 8x8 patches + CLS = 65 (not a tile multiple), no mask;
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
// Regenerate: venv/bin/python tools/import_torch.py --hf vit:model:eager:f32 -o assets/models/vit_model_eager_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d2)>
#map9 = affine_map<(d0, d1) -> (d1)>
#map10 = affine_map<(d0, d1) -> (d0, d1)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x3x32x32xf32>, %arg1: tensor<1x1x64xf32>, %arg2: tensor<1x65x64xf32>, %arg3: tensor<64x3x4x4xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<128xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>) -> tensor<2x65x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant 0.17677669529663689 : f64
    %cst_7 = arith.constant 9.9999999999999998E-13 : f64
    %cst_8 = arith.constant 6.400000e+01 : f64
    %cst_9 = arith.constant 6.400000e+01 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x64x8x8xf32>
    %broadcasted = linalg.broadcast ins(%arg4 : tensor<64xf32>) outs(%0 : tensor<2x64x8x8xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %arg3 : tensor<2x3x32x32xf32>, tensor<64x3x4x4xf32>) outs(%broadcasted : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<2x64x8x8xf32> into tensor<2x64x64xf32>
    %2 = tensor.empty() : tensor<2x64x64xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<2x64x64xf32>) outs(%2 : tensor<2x64x64xf32>) permutation = [0, 2, 1] 
    %3 = tensor.empty() : tensor<2x1x64xf32>
    %collapsed_11 = tensor.collapse_shape %arg1 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_11 : tensor<1x64xf32>) outs(%3 : tensor<2x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x64xf32>
    %concat = tensor.concat dim(1) %4, %transposed : (tensor<2x1x64xf32>, tensor<2x64x64xf32>) -> tensor<2x65x64xf32>
    %5 = tensor.empty() : tensor<2x65x64xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %arg2 : tensor<2x65x64xf32>, tensor<1x65x64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %7 = tensor.empty() : tensor<65xi64>
    %8 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%7 : tensor<65xi64>) {
    ^bb0(%out: i64):
      %120 = linalg.index 0 : index
      %121 = arith.index_cast %120 : index to i64
      linalg.yield %121 : i64
    } -> tensor<65xi64>
    %expanded = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [1, 1, 65, 1] : tensor<65xi64> into tensor<1x1x65x1xi64>
    %9 = tensor.empty() : tensor<1x1x65x1xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x65x1xi64>) outs(%9 : tensor<1x1x65x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %120 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %120 : i1
    } -> tensor<1x1x65x1xi1>
    %11 = tensor.empty() : tensor<2x1x65x65xi1>
    %collapsed_12 = tensor.collapse_shape %10 [[0, 1], [2, 3]] : tensor<1x1x65x1xi1> into tensor<1x65xi1>
    %12 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_12 : tensor<1x65xi1>) outs(%11 : tensor<2x1x65x65xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x1x65x65xi1>
    %13 = tensor.empty() : tensor<2x1x65x65xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map6, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_5, %cst_4 : tensor<2x1x65x65xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x65x65xf32>) {
    ^bb0(%in: i1, %in_40: f32, %in_41: f32, %out: f32):
      %120 = arith.select %in, %in_40, %in_41 : f32
      linalg.yield %120 : f32
    } -> tensor<2x1x65x65xf32>
    %15 = tensor.empty() : tensor<2x65x64xf64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x65x64xf32>) outs(%15 : tensor<2x65x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %120 = arith.extf %in : f32 to f64
      linalg.yield %120 : f64
    } -> tensor<2x65x64xf64>
    %17 = tensor.empty() : tensor<2x65x1xf64>
    %18 = linalg.fill ins(%cst_0 : f64) outs(%17 : tensor<2x65x1xf64>) -> tensor<2x65x1xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<2x65x64xf64>) outs(%18 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %120 = arith.addf %in, %out : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x1xf64>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x65x1xf64>) outs(%17 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %120 = arith.divf %in, %cst_8 : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x1xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %20 : tensor<2x65x64xf64>, tensor<2x65x1xf64>) outs(%15 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_40: f64, %out: f64):
      %120 = arith.subf %in, %in_40 : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x64xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %21 : tensor<2x65x64xf64>, tensor<2x65x64xf64>) outs(%15 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_40: f64, %out: f64):
      %120 = arith.mulf %in, %in_40 : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x64xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x65x64xf64>) outs(%18 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %120 = arith.addf %in, %out : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x65x1xf64>) outs(%17 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %120 = arith.divf %in, %cst_8 : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x1xf64>
    %25 = tensor.empty() : tensor<2x65x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x65x1xf64>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %120 = arith.truncf %in : f64 to f32
      linalg.yield %120 : f32
    } -> tensor<2x65x1xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x65x1xf32>) -> tensor<2x65x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x65x64xf32>) outs(%27 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.addf %in, %out : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x65x1xf32>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.divf %in, %cst_9 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x65x1xf32>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_7 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<2x65x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x65x1xf32>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %29 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.subf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %31 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.mulf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %arg13 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.mulf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %arg14 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %collapsed_13 = tensor.collapse_shape %35 [[0, 1], [2]] : tensor<2x65x64xf32> into tensor<130x64xf32>
    %36 = tensor.empty() : tensor<64x64xf32>
    %transposed_14 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%36 : tensor<64x64xf32>) permutation = [1, 0] 
    %37 = tensor.empty() : tensor<130x64xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %39 = linalg.matmul ins(%collapsed_13, %transposed_14 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%38 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %40 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%37 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %41 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%39, %40 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%37 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<130x64xf32>
    %expanded_15 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %42 = tensor.empty() : tensor<2x2x65x32xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x65x2x32xf32>) outs(%42 : tensor<2x2x65x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%36 : tensor<64x64xf32>) permutation = [1, 0] 
    %43 = linalg.matmul ins(%collapsed_13, %transposed_17 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%38 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %44 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64xf32>) outs(%37 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %45 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%43, %44 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%37 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<130x64xf32>
    %expanded_18 = tensor.expand_shape %45 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %transposed_19 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%36 : tensor<64x64xf32>) permutation = [1, 0] 
    %46 = linalg.matmul ins(%collapsed_13, %transposed_19 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%38 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64xf32>) outs(%37 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %48 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%46, %47 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%37 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<130x64xf32>
    %expanded_20 = tensor.expand_shape %48 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x65x2x32xf32>) outs(%42 : tensor<2x2x65x32xf32>) permutation = [0, 2, 1, 3] 
    %49 = tensor.empty() : tensor<2x2x32x65xf32>
    %transposed_22 = linalg.transpose ins(%expanded_18 : tensor<2x65x2x32xf32>) outs(%49 : tensor<2x2x32x65xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_23 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x2x65x32xf32> into tensor<4x65x32xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x2x32x65xf32> into tensor<4x32x65xf32>
    %50 = tensor.empty() : tensor<4x65x65xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %52 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x65x32xf32>, tensor<4x32x65xf32>) outs(%51 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %expanded_25 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [2, 2, 65, 65] : tensor<4x65x65xf32> into tensor<2x2x65x65xf32>
    %53 = tensor.empty() : tensor<2x2x65x65xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x2x65x65xf32>) outs(%53 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_6 : f64 to f32
      %121 = arith.mulf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<2x2x65x65xf32>
    %55 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %14 : tensor<2x2x65x65xf32>, tensor<2x1x65x65xf32>) outs(%53 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x2x65x65xf32>
    %56 = tensor.empty() : tensor<2x2x65xi64>
    %57 = linalg.fill ins(%c0_i64 : i64) outs(%56 : tensor<2x2x65xi64>) -> tensor<2x2x65xi64>
    %58 = tensor.empty() : tensor<2x2x65xf32>
    %59 = linalg.fill ins(%cst_1 : f32) outs(%58 : tensor<2x2x65xf32>) -> tensor<2x2x65xf32>
    %60:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<2x2x65x65xf32>) outs(%59, %57 : tensor<2x2x65xf32>, tensor<2x2x65xi64>) {
    ^bb0(%in: f32, %out: f32, %out_40: i64):
      %120 = linalg.index 3 : index
      %121 = arith.index_cast %120 : index to i64
      %122 = arith.maximumf %in, %out : f32
      %123 = arith.cmpf ogt, %in, %out : f32
      %124 = arith.select %123, %121, %out_40 : i64
      linalg.yield %122, %124 : f32, i64
    } -> (tensor<2x2x65xf32>, tensor<2x2x65xi64>)
    %expanded_26 = tensor.expand_shape %60#0 [[0], [1], [2, 3]] output_shape [2, 2, 65, 1] : tensor<2x2x65xf32> into tensor<2x2x65x1xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_26 : tensor<2x2x65x65xf32>, tensor<2x2x65x1xf32>) outs(%53 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.subf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x2x65x65xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<2x2x65x65xf32>) outs(%53 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.exp %in : f32
      linalg.yield %120 : f32
    } -> tensor<2x2x65x65xf32>
    %63 = tensor.empty() : tensor<2x2x65x1xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<2x2x65x1xf32>) -> tensor<2x2x65x1xf32>
    %65 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<2x2x65x65xf32>) outs(%64 : tensor<2x2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.addf %in, %out : f32
      linalg.yield %120 : f32
    } -> tensor<2x2x65x1xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %65 : tensor<2x2x65x65xf32>, tensor<2x2x65x1xf32>) outs(%53 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.divf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x2x65x65xf32>
    %collapsed_27 = tensor.collapse_shape %66 [[0, 1], [2], [3]] : tensor<2x2x65x65xf32> into tensor<4x65x65xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x2x65x32xf32> into tensor<4x65x32xf32>
    %67 = tensor.empty() : tensor<4x65x32xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %69 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x65x65xf32>, tensor<4x65x32xf32>) outs(%68 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %expanded_29 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [2, 2, 65, 32] : tensor<4x65x32xf32> into tensor<2x2x65x32xf32>
    %70 = tensor.empty() : tensor<2x65x2x32xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x2x65x32xf32>) outs(%70 : tensor<2x65x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<2x65x2x32xf32> into tensor<130x64xf32>
    %transposed_32 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%36 : tensor<64x64xf32>) permutation = [1, 0] 
    %71 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%38 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %72 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64xf32>) outs(%37 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %73 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%71, %72 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%37 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<130x64xf32>
    %expanded_33 = tensor.expand_shape %73 [[0, 1], [2]] output_shape [2, 65, 64] : tensor<130x64xf32> into tensor<2x65x64xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %6 : tensor<2x65x64xf32>, tensor<2x65x64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x65x64xf32>) outs(%15 : tensor<2x65x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %120 = arith.extf %in : f32 to f64
      linalg.yield %120 : f64
    } -> tensor<2x65x64xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<2x65x64xf64>) outs(%18 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %120 = arith.addf %in, %out : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x1xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x65x1xf64>) outs(%17 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %120 = arith.divf %in, %cst_8 : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x1xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %77 : tensor<2x65x64xf64>, tensor<2x65x1xf64>) outs(%15 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_40: f64, %out: f64):
      %120 = arith.subf %in, %in_40 : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x64xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %78 : tensor<2x65x64xf64>, tensor<2x65x64xf64>) outs(%15 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_40: f64, %out: f64):
      %120 = arith.mulf %in, %in_40 : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x64xf64>
    %80 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%79 : tensor<2x65x64xf64>) outs(%18 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %120 = arith.addf %in, %out : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x1xf64>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x65x1xf64>) outs(%17 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %120 = arith.divf %in, %cst_8 : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x1xf64>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x65x1xf64>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %120 = arith.truncf %in : f64 to f32
      linalg.yield %120 : f32
    } -> tensor<2x65x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x65x64xf32>) outs(%27 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.addf %in, %out : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x65x1xf32>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.divf %in, %cst_9 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x65x1xf32>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_7 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<2x65x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x65x1xf32>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %84 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.subf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %86 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.mulf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %arg15 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.mulf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %arg16 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %collapsed_34 = tensor.collapse_shape %90 [[0, 1], [2]] : tensor<2x65x64xf32> into tensor<130x64xf32>
    %91 = tensor.empty() : tensor<64x128xf32>
    %transposed_35 = linalg.transpose ins(%arg17 : tensor<128x64xf32>) outs(%91 : tensor<64x128xf32>) permutation = [1, 0] 
    %92 = tensor.empty() : tensor<130x128xf32>
    %93 = linalg.fill ins(%cst : f32) outs(%92 : tensor<130x128xf32>) -> tensor<130x128xf32>
    %94 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<130x64xf32>, tensor<64x128xf32>) outs(%93 : tensor<130x128xf32>) -> tensor<130x128xf32>
    %95 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<128xf32>) outs(%92 : tensor<130x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x128xf32>
    %96 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<130x128xf32>, tensor<130x128xf32>) outs(%92 : tensor<130x128xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<130x128xf32>
    %expanded_36 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 65, 128] : tensor<130x128xf32> into tensor<2x65x128xf32>
    %97 = tensor.empty() : tensor<2x65x128xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x65x128xf32>) outs(%97 : tensor<2x65x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.divf %in, %cst_10 : f32
      %121 = math.erf %120 : f32
      %122 = arith.addf %121, %cst_2 : f32
      %123 = arith.mulf %122, %cst_3 : f32
      %124 = arith.mulf %in, %123 : f32
      linalg.yield %124 : f32
    } -> tensor<2x65x128xf32>
    %collapsed_37 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<2x65x128xf32> into tensor<130x128xf32>
    %99 = tensor.empty() : tensor<128x64xf32>
    %transposed_38 = linalg.transpose ins(%arg19 : tensor<64x128xf32>) outs(%99 : tensor<128x64xf32>) permutation = [1, 0] 
    %100 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<130x128xf32>, tensor<128x64xf32>) outs(%38 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %101 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<64xf32>) outs(%37 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %102 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%100, %101 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%37 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<130x64xf32>
    %expanded_39 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [2, 65, 64] : tensor<130x64xf32> into tensor<2x65x64xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %74 : tensor<2x65x64xf32>, tensor<2x65x64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x65x64xf32>) outs(%15 : tensor<2x65x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %120 = arith.extf %in : f32 to f64
      linalg.yield %120 : f64
    } -> tensor<2x65x64xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<2x65x64xf64>) outs(%18 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %120 = arith.addf %in, %out : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x1xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x65x1xf64>) outs(%17 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %120 = arith.divf %in, %cst_8 : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x1xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %106 : tensor<2x65x64xf64>, tensor<2x65x1xf64>) outs(%15 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_40: f64, %out: f64):
      %120 = arith.subf %in, %in_40 : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x64xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %107 : tensor<2x65x64xf64>, tensor<2x65x64xf64>) outs(%15 : tensor<2x65x64xf64>) {
    ^bb0(%in: f64, %in_40: f64, %out: f64):
      %120 = arith.mulf %in, %in_40 : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x64xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%108 : tensor<2x65x64xf64>) outs(%18 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %120 = arith.addf %in, %out : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x1xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x65x1xf64>) outs(%17 : tensor<2x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %120 = arith.divf %in, %cst_8 : f64
      linalg.yield %120 : f64
    } -> tensor<2x65x1xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x65x1xf64>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %120 = arith.truncf %in : f64 to f32
      linalg.yield %120 : f32
    } -> tensor<2x65x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x65x64xf32>) outs(%27 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.addf %in, %out : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x65x1xf32>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.divf %in, %cst_9 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x65x1xf32>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.truncf %cst_7 : f64 to f32
      %121 = arith.addf %in, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<2x65x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x65x1xf32>) outs(%25 : tensor<2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.rsqrt %in : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %113 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.subf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %115 : tensor<2x65x64xf32>, tensor<2x65x1xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.mulf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %arg21 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.mulf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %arg22 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %120 = arith.addf %in, %in_40 : f32
      linalg.yield %120 : f32
    } -> tensor<2x65x64xf32>
    return %119 : tensor<2x65x64xf32>
  }
}
