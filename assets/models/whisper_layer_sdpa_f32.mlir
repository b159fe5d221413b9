// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: WhisperModel(WhisperConfig(vocab_size=256, num_mel_bins=16, encoder_layers=1, decoder_layers=1,
//    encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=128, decoder_ffn_dim=128,
//    d_model=64, max_source_positions=64, max_target_positions=64, pad_token_id=0, bos_token_id=1,
//    eos_token_id=2, decoder_start_token_id=3, begin_suppress_tokens=None, attn_implementation='sdpa')), random
//    weights (torch.manual_seed(0)), eval(), f32
// Part: layer, submodule encoder.layers.0 of WhisperModel (WhisperEncoderLayer): WhisperEncoderLayer:
//    pre-LayerNorm, self-attention, GELU MLP
// Run: the model is called on input_features f32[2,16,128], decoder_input_ids i64[2,32], decoder_attention_mask
//    i64[2,32]; the part gets the arguments the model passed it (pre-hook), tensors as function arguments:
//    hidden_states; other arguments fixed: attention_mask=None, use_cache=False
// attn_implementation: sdpa. Notable: 2 heads x 32, q scaled by 1/sqrt(d) before the head split, no padding mask
// Inputs: %arg0 hidden_states: f32[2,64,64]
// Weights: 15 parameters as function arguments %arg1..%arg15 (torch.func.functional_call); buffers are
//    constants: %arg1 self_attn.k_proj.weight: f32[64,64], %arg2 self_attn.v_proj.weight: f32[64,64], %arg3
//    self_attn.v_proj.bias: f32[64], %arg4 self_attn.q_proj.weight: f32[64,64], %arg5 self_attn.q_proj.bias:
//    f32[64], %arg6 self_attn.out_proj.weight: f32[64,64], %arg7 self_attn.out_proj.bias: f32[64], %arg8
//    self_attn_layer_norm.weight: f32[64], %arg9 self_attn_layer_norm.bias: f32[64], %arg10 fc1.weight:
//    f32[128,64], %arg11 fc1.bias: f32[128], %arg12 fc2.weight: f32[64,128], %arg13 fc2.bias: f32[64], %arg14
//    final_layer_norm.weight: f32[64], %arg15 final_layer_norm.bias: f32[64]
// Results: f32[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf whisper:layer:sdpa:f32 -o assets/models/whisper_layer_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<128x64xf32>, %arg11: tensor<128xf32>, %arg12: tensor<64x128xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>) -> tensor<2x64x64xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x2x64x64xf32>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 0.17677669529663689 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %cst_8 = arith.constant 6.400000e+01 : f64
    %cst_9 = arith.constant 6.400000e+01 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x64x64xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %92 = arith.extf %in : f32 to f64
      linalg.yield %92 : f64
    } -> tensor<2x64x64xf64>
    %2 = tensor.empty() : tensor<2x64x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x64xf64>) outs(%3 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.addf %in, %out : f64
      linalg.yield %92 : f64
    } -> tensor<2x64x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x64x1xf64>) outs(%2 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.divf %in, %cst_8 : f64
      linalg.yield %92 : f64
    } -> tensor<2x64x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%0 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_36: f64, %out: f64):
      %92 = arith.subf %in, %in_36 : f64
      linalg.yield %92 : f64
    } -> tensor<2x64x64xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%0 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_36: f64, %out: f64):
      %92 = arith.mulf %in, %in_36 : f64
      linalg.yield %92 : f64
    } -> tensor<2x64x64xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<2x64x64xf64>) outs(%3 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.addf %in, %out : f64
      linalg.yield %92 : f64
    } -> tensor<2x64x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x64x1xf64>) outs(%2 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.divf %in, %cst_8 : f64
      linalg.yield %92 : f64
    } -> tensor<2x64x1xf64>
    %10 = tensor.empty() : tensor<2x64x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x64x1xf64>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %92 = arith.truncf %in : f64 to f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x64x64xf32>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %out : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.divf %in, %cst_9 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_7 : f64 to f32
      %93 = arith.addf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<2x64x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.rsqrt %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %17 = tensor.empty() : tensor<2x64x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.subf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.mulf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg8 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.mulf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg9 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x64xf32>
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %22 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %23 = tensor.empty() : tensor<128x64xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%23 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%25, %26 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%23 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<128x64xf32>
    %expanded = tensor.expand_shape %27 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x64x64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_6 : f64 to f32
      %93 = arith.mulf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<2x64x64xf32>
    %expanded_11 = tensor.expand_shape %28 [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %29 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x64x2x32xf32>) outs(%29 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%arg1 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_14 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_15 = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %31 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64xf32>) outs(%23 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %32 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%23 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<128x64xf32>
    %expanded_16 = tensor.expand_shape %33 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<2x64x2x32xf32>) outs(%29 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %34 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_18 = linalg.transpose ins(%expanded_14 : tensor<2x64x2x32xf32>) outs(%34 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_19 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_20 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %35 = tensor.empty() : tensor<4x64x64xf32>
    %36 = linalg.fill ins(%cst_0 : f32) outs(%35 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %37 = linalg.batch_matmul ins(%collapsed_19, %collapsed_20 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%36 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_21 = tensor.expand_shape %37 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %38 = tensor.empty() : tensor<2x2x64xi64>
    %39 = linalg.fill ins(%c0_i64 : i64) outs(%38 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %40 = tensor.empty() : tensor<2x2x64xf32>
    %41 = linalg.fill ins(%cst_1 : f32) outs(%40 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %42:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_21 : tensor<2x2x64x64xf32>) outs(%41, %39 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_36: i64):
      %92 = linalg.index 3 : index
      %93 = arith.index_cast %92 : index to i64
      %94 = arith.maximumf %in, %out : f32
      %95 = arith.cmpf ogt, %in, %out : f32
      %96 = arith.select %95, %93, %out_36 : i64
      linalg.yield %94, %96 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_22 = tensor.expand_shape %42#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %43 = tensor.empty() : tensor<2x2x64x64xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21, %expanded_22 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%43 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.subf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<2x2x64x64xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x2x64x64xf32>) outs(%43 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.exp %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x2x64x64xf32>
    %46 = tensor.empty() : tensor<2x2x64x1xf32>
    %47 = linalg.fill ins(%cst_0 : f32) outs(%46 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<2x2x64x64xf32>) outs(%47 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %out : f32
      linalg.yield %92 : f32
    } -> tensor<2x2x64x1xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%43 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.divf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<2x2x64x64xf32>
    %50 = tensor.empty() : tensor<2x2x64x64xi1>
    %51 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<2x2x64x64xf32>) outs(%50 : tensor<2x2x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %92 = arith.extf %in : f32 to f64
      %93 = arith.cmpf oeq, %92, %cst_5 : f64
      linalg.yield %93 : i1
    } -> tensor<2x2x64x64xi1>
    %52 = tensor.empty() : tensor<2x2x64x1xi1>
    %53 = linalg.fill ins(%true : i1) outs(%52 : tensor<2x2x64x1xi1>) -> tensor<2x2x64x1xi1>
    %54 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x2x64x64xi1>) outs(%53 : tensor<2x2x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %92 = arith.andi %in, %out : i1
      linalg.yield %92 : i1
    } -> tensor<2x2x64x1xi1>
    %55 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %cst_4, %49 : tensor<2x2x64x1xi1>, tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%43 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %92 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %92 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_23 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %56 = tensor.empty() : tensor<4x64x32xf32>
    %57 = linalg.fill ins(%cst_0 : f32) outs(%56 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %58 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%57 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_25 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %59 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x2x64x32xf32>) outs(%59 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_27 = tensor.collapse_shape %transposed_26 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %transposed_28 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %60 = linalg.matmul ins(%collapsed_27, %transposed_28 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%23 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%23 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<128x64xf32>
    %expanded_29 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_29 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x64xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %92 = arith.extf %in : f32 to f64
      linalg.yield %92 : f64
    } -> tensor<2x64x64xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%64 : tensor<2x64x64xf64>) outs(%3 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.addf %in, %out : f64
      linalg.yield %92 : f64
    } -> tensor<2x64x1xf64>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x64x1xf64>) outs(%2 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.divf %in, %cst_8 : f64
      linalg.yield %92 : f64
    } -> tensor<2x64x1xf64>
    %67 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %66 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%0 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_36: f64, %out: f64):
      %92 = arith.subf %in, %in_36 : f64
      linalg.yield %92 : f64
    } -> tensor<2x64x64xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %67 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%0 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_36: f64, %out: f64):
      %92 = arith.mulf %in, %in_36 : f64
      linalg.yield %92 : f64
    } -> tensor<2x64x64xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<2x64x64xf64>) outs(%3 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.addf %in, %out : f64
      linalg.yield %92 : f64
    } -> tensor<2x64x1xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x64x1xf64>) outs(%2 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.divf %in, %cst_8 : f64
      linalg.yield %92 : f64
    } -> tensor<2x64x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x64x1xf64>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %92 = arith.truncf %in : f64 to f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<2x64x64xf32>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %out : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.divf %in, %cst_9 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_7 : f64 to f32
      %93 = arith.addf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<2x64x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.rsqrt %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %73 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.subf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x64xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %75 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.mulf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x64xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %arg14 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.mulf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x64xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %arg15 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x64xf32>
    %collapsed_30 = tensor.collapse_shape %79 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %80 = tensor.empty() : tensor<64x128xf32>
    %transposed_31 = linalg.transpose ins(%arg10 : tensor<128x64xf32>) outs(%80 : tensor<64x128xf32>) permutation = [1, 0] 
    %81 = tensor.empty() : tensor<128x128xf32>
    %82 = linalg.fill ins(%cst_0 : f32) outs(%81 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %83 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%82 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%81 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %85 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%83, %84 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%81 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<128x128xf32>
    %expanded_32 = tensor.expand_shape %85 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %86 = tensor.empty() : tensor<2x64x128xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<2x64x128xf32>) outs(%86 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.divf %in, %cst_10 : f32
      %93 = math.erf %92 : f32
      %94 = arith.addf %93, %cst_2 : f32
      %95 = arith.mulf %94, %cst_3 : f32
      %96 = arith.mulf %in, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_33 = tensor.collapse_shape %87 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_34 = linalg.transpose ins(%arg12 : tensor<64x128xf32>) outs(%23 : tensor<128x64xf32>) permutation = [1, 0] 
    %88 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%24 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<64xf32>) outs(%23 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %90 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%23 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<128x64xf32>
    %expanded_35 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %expanded_35 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x64xf32>
    return %91 : tensor<2x64x64xf32>
  }
}
