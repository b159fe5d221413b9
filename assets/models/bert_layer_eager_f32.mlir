// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: BertModel(BertConfig(vocab_size=256, hidden_size=64, num_hidden_layers=1, num_attention_heads=2,
//    intermediate_size=128, max_position_embeddings=128, type_vocab_size=2, attn_implementation='eager'),
//    add_pooling_layer=False), random weights (torch.manual_seed(0)), eval(), f32
// Part: layer, submodule encoder.layer.0 of BertModel (BertLayer): BertLayer: attention, GELU MLP,
//    post-LayerNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask; other arguments fixed: encoder_hidden_states=None,
//    encoder_attention_mask=None, cache=None, position_ids=None
// attn_implementation: eager. Notable: bidirectional, padding mask (create_bidirectional_mask), 2 heads x 32
// Inputs: %arg0 hidden_states: f32[2,64,64], %arg1 attention_mask: f32[2,1,64,64]
// Weights: 16 parameters as function arguments %arg2..%arg17 (torch.func.functional_call); buffers are
//    constants: %arg2 attention.self.query.weight: f32[64,64], %arg3 attention.self.query.bias: f32[64], %arg4
//    attention.self.key.weight: f32[64,64], %arg5 attention.self.key.bias: f32[64], %arg6
//    attention.self.value.weight: f32[64,64], %arg7 attention.self.value.bias: f32[64], %arg8
//    attention.output.dense.weight: f32[64,64], %arg9 attention.output.dense.bias: f32[64], %arg10
//    attention.output.LayerNorm.weight: f32[64], %arg11 attention.output.LayerNorm.bias: f32[64], %arg12
//    intermediate.dense.weight: f32[128,64], %arg13 intermediate.dense.bias: f32[128], %arg14
//    output.dense.weight: f32[64,128], %arg15 output.dense.bias: f32[64], %arg16 output.LayerNorm.weight:
//    f32[64], %arg17 output.LayerNorm.bias: f32[64]
// Results: f32[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf bert:layer:eager:f32 -o assets/models/bert_layer_eager_f32.mlir
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @main(%arg0: tensor<2x64x64xf32>, %arg1: tensor<2x1x64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<128x64xf32>, %arg13: tensor<128xf32>, %arg14: tensor<64x128xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>) -> tensor<2x64x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 9.9999999999999998E-13 : f64
    %cst_5 = arith.constant 0.17677669529663689 : f64
    %cst_6 = arith.constant 6.400000e+01 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %0 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<128x64xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.addf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<128x64xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %6 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<2x64x2x32xf32>) outs(%6 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_10 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %8 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.addf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<128x64xf32>
    %expanded_11 = tensor.expand_shape %9 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_12 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %10 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.addf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<128x64xf32>
    %expanded_13 = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<2x64x2x32xf32>) outs(%6 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %13 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_15 = linalg.transpose ins(%expanded_11 : tensor<2x64x2x32xf32>) outs(%13 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_16 = tensor.collapse_shape %transposed_9 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_17 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %14 = tensor.empty() : tensor<4x64x64xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %16 = linalg.batch_matmul ins(%collapsed_16, %collapsed_17 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%15 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_18 = tensor.expand_shape %16 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %17 = tensor.empty() : tensor<2x2x64x64xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<2x2x64x64xf32>) outs(%17 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_5 : f64 to f32
      %90 = arith.mulf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x2x64x64xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %arg1 : tensor<2x2x64x64xf32>, tensor<2x1x64x64xf32>) outs(%17 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.addf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x64x64xf32>
    %20 = tensor.empty() : tensor<2x2x64xi64>
    %21 = linalg.fill ins(%c0_i64 : i64) outs(%20 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %22 = tensor.empty() : tensor<2x2x64xf32>
    %23 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %24:2 = linalg.generic {indexing_maps = [#map2, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<2x2x64x64xf32>) outs(%23, %21 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_33: i64):
      %89 = linalg.index 3 : index
      %90 = arith.index_cast %89 : index to i64
      %91 = arith.maximumf %in, %out : f32
      %92 = arith.cmpf ogt, %in, %out : f32
      %93 = arith.select %92, %90, %out_33 : i64
      linalg.yield %91, %93 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_19 = tensor.expand_shape %24#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_19 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%17 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.subf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x64x64xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<2x2x64x64xf32>) outs(%17 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.exp %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x64x64xf32>
    %27 = tensor.empty() : tensor<2x2x64x1xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26 : tensor<2x2x64x64xf32>) outs(%28 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x64x1xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %29 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%17 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.divf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_20 = tensor.collapse_shape %30 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_21 = tensor.collapse_shape %transposed_14 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %31 = tensor.empty() : tensor<4x64x32xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %33 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%32 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_22 = tensor.expand_shape %33 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %34 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x2x64x32xf32>) outs(%34 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_24 = tensor.collapse_shape %transposed_23 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %transposed_25 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %35 = linalg.matmul ins(%collapsed_24, %transposed_25 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35, %36 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.addf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<128x64xf32>
    %expanded_26 = tensor.expand_shape %37 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %38 = tensor.empty() : tensor<2x64x64xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26, %arg0 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.addf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x64xf32>
    %40 = tensor.empty() : tensor<2x64x64xf64>
    %41 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x64x64xf32>) outs(%40 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %89 = arith.extf %in : f32 to f64
      linalg.yield %89 : f64
    } -> tensor<2x64x64xf64>
    %42 = tensor.empty() : tensor<2x64x1xf64>
    %43 = linalg.fill ins(%cst_1 : f64) outs(%42 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %44 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%41 : tensor<2x64x64xf64>) outs(%43 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.addf %in, %out : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x1xf64>
    %45 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<2x64x1xf64>) outs(%42 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.divf %in, %cst_6 : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x1xf64>
    %46 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %45 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%40 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %89 = arith.subf %in, %in_33 : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x64xf64>
    %47 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %46 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%40 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %89 = arith.mulf %in, %in_33 : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x64xf64>
    %48 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%47 : tensor<2x64x64xf64>) outs(%43 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.addf %in, %out : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x1xf64>
    %49 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<2x64x1xf64>) outs(%42 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.divf %in, %cst_6 : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x1xf64>
    %50 = tensor.empty() : tensor<2x64x1xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<2x64x1xf64>) outs(%50 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %89 = arith.truncf %in : f64 to f32
      linalg.yield %89 : f32
    } -> tensor<2x64x1xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %53 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%39 : tensor<2x64x64xf32>) outs(%52 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x1xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<2x64x1xf32>) outs(%50 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.divf %in, %cst_7 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x1xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<2x64x1xf32>) outs(%50 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_4 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x1xf32>
    %56 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x64x1xf32>) outs(%50 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x1xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %54 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.subf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x64xf32>
    %58 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %56 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.mulf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x64xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %arg10 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.mulf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x64xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %arg11 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.addf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x64xf32>
    %collapsed_27 = tensor.collapse_shape %60 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %61 = tensor.empty() : tensor<64x128xf32>
    %transposed_28 = linalg.transpose ins(%arg12 : tensor<128x64xf32>) outs(%61 : tensor<64x128xf32>) permutation = [1, 0] 
    %62 = tensor.empty() : tensor<128x128xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %64 = linalg.matmul ins(%collapsed_27, %transposed_28 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%63 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<128xf32>) outs(%62 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%64, %65 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%62 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.addf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<128x128xf32>
    %expanded_29 = tensor.expand_shape %66 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %67 = tensor.empty() : tensor<2x64x128xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x64x128xf32>) outs(%67 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.divf %in, %cst_8 : f32
      %90 = math.erf %89 : f32
      %91 = arith.addf %90, %cst_2 : f32
      %92 = arith.mulf %91, %cst_3 : f32
      %93 = arith.mulf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_30 = tensor.collapse_shape %68 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_31 = linalg.transpose ins(%arg14 : tensor<64x128xf32>) outs(%1 : tensor<128x64xf32>) permutation = [1, 0] 
    %69 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%69, %70 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.addf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<128x64xf32>
    %expanded_32 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32, %60 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.addf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x64xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x64x64xf32>) outs(%40 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %89 = arith.extf %in : f32 to f64
      linalg.yield %89 : f64
    } -> tensor<2x64x64xf64>
    %74 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x64x64xf64>) outs(%43 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.addf %in, %out : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x1xf64>
    %75 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x64x1xf64>) outs(%42 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.divf %in, %cst_6 : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x1xf64>
    %76 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%40 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %89 = arith.subf %in, %in_33 : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x64xf64>
    %77 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%40 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %89 = arith.mulf %in, %in_33 : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x64xf64>
    %78 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x64x64xf64>) outs(%43 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.addf %in, %out : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x1xf64>
    %79 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x64x1xf64>) outs(%42 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.divf %in, %cst_6 : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x1xf64>
    %80 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x64x1xf64>) outs(%50 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %89 = arith.truncf %in : f64 to f32
      linalg.yield %89 : f32
    } -> tensor<2x64x1xf32>
    %81 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<2x64x64xf32>) outs(%52 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x1xf32>
    %82 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x64x1xf32>) outs(%50 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.divf %in, %cst_7 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x1xf32>
    %83 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x64x1xf32>) outs(%50 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_4 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x1xf32>
    %84 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x64x1xf32>) outs(%50 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x1xf32>
    %85 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %82 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.subf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x64xf32>
    %86 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %84 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.mulf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x64xf32>
    %87 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %arg16 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.mulf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x64xf32>
    %88 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %arg17 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %89 = arith.addf %in, %in_33 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x64xf32>
    return %88 : tensor<2x64x64xf32>
  }
}
