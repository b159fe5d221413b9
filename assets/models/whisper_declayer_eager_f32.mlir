// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: WhisperModel(WhisperConfig(vocab_size=256, num_mel_bins=16, encoder_layers=1, decoder_layers=1,
//    encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=128, decoder_ffn_dim=128,
//    d_model=64, max_source_positions=64, max_target_positions=64, pad_token_id=0, bos_token_id=1,
//    eos_token_id=2, decoder_start_token_id=3, begin_suppress_tokens=None, attn_implementation='eager')),
//    random weights (torch.manual_seed(0)), eval(), f32
// Part: declayer, submodule decoder.layers.0 of WhisperModel (WhisperDecoderLayer): WhisperDecoderLayer: causal
//    self-attention, cross-attention on the encoder output, GELU MLP
// Run: the model is called on input_features f32[2,16,128], decoder_input_ids i64[2,32], decoder_attention_mask
//    i64[2,32]; the part gets the arguments the model passed it (pre-hook), tensors as function arguments:
//    hidden_states, attention_mask, encoder_hidden_states; other arguments fixed: encoder_attention_mask=None,
//    cache=None, use_cache=False
// attn_implementation: eager. Notable: 2 heads x 32, q scaled by 1/sqrt(d) before the head split, no padding
//    mask; causal self-attention S=32, cross-attention S_q=32, S_kv=64
// Inputs: %arg0 hidden_states: f32[2,32,64], %arg1 attention_mask: f32[2,1,32,32], %arg2 encoder_hidden_states:
//    f32[2,64,64]
// Weights: 24 parameters as function arguments %arg3..%arg26 (torch.func.functional_call); buffers are
//    constants: %arg3 self_attn.k_proj.weight: f32[64,64], %arg4 self_attn.v_proj.weight: f32[64,64], %arg5
//    self_attn.v_proj.bias: f32[64], %arg6 self_attn.q_proj.weight: f32[64,64], %arg7 self_attn.q_proj.bias:
//    f32[64], %arg8 self_attn.out_proj.weight: f32[64,64], %arg9 self_attn.out_proj.bias: f32[64], %arg10
//    self_attn_layer_norm.weight: f32[64], %arg11 self_attn_layer_norm.bias: f32[64], %arg12
//    encoder_attn.k_proj.weight: f32[64,64], %arg13 encoder_attn.v_proj.weight: f32[64,64], %arg14
//    encoder_attn.v_proj.bias: f32[64], %arg15 encoder_attn.q_proj.weight: f32[64,64], %arg16
//    encoder_attn.q_proj.bias: f32[64], %arg17 encoder_attn.out_proj.weight: f32[64,64], %arg18
//    encoder_attn.out_proj.bias: f32[64], %arg19 encoder_attn_layer_norm.weight: f32[64], %arg20
//    encoder_attn_layer_norm.bias: f32[64], %arg21 fc1.weight: f32[128,64], %arg22 fc1.bias: f32[128], %arg23
//    fc2.weight: f32[64,128], %arg24 fc2.bias: f32[64], %arg25 final_layer_norm.weight: f32[64], %arg26
//    final_layer_norm.bias: f32[64]
// Results: f32[2,32,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf whisper:declayer:eager:f32 -o assets/models/whisper_declayer_eager_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x1x32x32xf32>, %arg2: tensor<2x64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<128x64xf32>, %arg22: tensor<128xf32>, %arg23: tensor<64x128xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64xf32>) -> tensor<2x32x64xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 0.17677669529663689 : f64
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 6.400000e+01 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x32x64xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %122 = arith.extf %in : f32 to f64
      linalg.yield %122 : f64
    } -> tensor<2x32x64xf64>
    %2 = tensor.empty() : tensor<2x32x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<2x32x1xf64>) -> tensor<2x32x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x32x64xf64>) outs(%3 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x32x1xf64>) outs(%2 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_6 : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_57: f64, %out: f64):
      %122 = arith.subf %in, %in_57 : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x64xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_57: f64, %out: f64):
      %122 = arith.mulf %in, %in_57 : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x64xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<2x32x64xf64>) outs(%3 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x32x1xf64>) outs(%2 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_6 : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x1xf64>
    %10 = tensor.empty() : tensor<2x32x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x32x1xf64>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %122 = arith.truncf %in : f64 to f32
      linalg.yield %122 : f32
    } -> tensor<2x32x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x32x64xf32>) outs(%12 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.addf %in, %out : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_7 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.truncf %cst_5 : f64 to f32
      %123 = arith.addf %in, %122 : f32
      linalg.yield %123 : f32
    } -> tensor<2x32x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.rsqrt %in : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x1xf32>
    %17 = tensor.empty() : tensor<2x32x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.subf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.mulf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg10 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.mulf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg11 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %22 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %23 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %24 = linalg.matmul ins(%collapsed, %transposed : tensor<64x64xf32>, tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%24, %25 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<64x64xf32>
    %expanded = tensor.expand_shape %26 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x32x64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.truncf %cst_4 : f64 to f32
      %123 = arith.mulf %in, %122 : f32
      linalg.yield %123 : f32
    } -> tensor<2x32x64xf32>
    %expanded_9 = tensor.expand_shape %27 [[0], [1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<2x32x64xf32> into tensor<2x32x2x32xf32>
    %28 = tensor.empty() : tensor<2x2x32x32xf32>
    %transposed_10 = linalg.transpose ins(%expanded_9 : tensor<2x32x2x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_11 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%collapsed, %transposed_11 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_12 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_13 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<64x64xf32>
    %expanded_14 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x32x2x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%expanded_12 : tensor<2x32x2x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_17 = tensor.collapse_shape %transposed_10 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_18 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %33 = tensor.empty() : tensor<4x32x32xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %35 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%34 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_19 = tensor.expand_shape %35 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19, %arg1 : tensor<2x2x32x32xf32>, tensor<2x1x32x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x2x32x32xf32>
    %37 = tensor.empty() : tensor<2x2x32xi64>
    %38 = linalg.fill ins(%c0_i64 : i64) outs(%37 : tensor<2x2x32xi64>) -> tensor<2x2x32xi64>
    %39 = tensor.empty() : tensor<2x2x32xf32>
    %40 = linalg.fill ins(%cst_1 : f32) outs(%39 : tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %41:2 = linalg.generic {indexing_maps = [#map5, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%36 : tensor<2x2x32x32xf32>) outs(%40, %38 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_57: i64):
      %122 = linalg.index 3 : index
      %123 = arith.index_cast %122 : index to i64
      %124 = arith.maximumf %in, %out : f32
      %125 = arith.cmpf ogt, %in, %out : f32
      %126 = arith.select %125, %123, %out_57 : i64
      linalg.yield %124, %126 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_20 = tensor.expand_shape %41#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_20 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%28 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.subf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x2x32x32xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<2x2x32x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.exp %in : f32
      linalg.yield %122 : f32
    } -> tensor<2x2x32x32xf32>
    %44 = tensor.empty() : tensor<2x2x32x1xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<2x2x32x1xf32>) -> tensor<2x2x32x1xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<2x2x32x32xf32>) outs(%45 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.addf %in, %out : f32
      linalg.yield %122 : f32
    } -> tensor<2x2x32x1xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%28 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.divf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x2x32x32xf32>
    %collapsed_21 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_22 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %48 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%34 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_23 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %49 = tensor.empty() : tensor<2x32x2x32xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x2x32x32xf32>) outs(%49 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_25 = tensor.collapse_shape %transposed_24 [[0, 1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<64x64xf32>
    %transposed_26 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %50 = linalg.matmul ins(%collapsed_25, %transposed_26 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %51 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %52 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%50, %51 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<64x64xf32>
    %expanded_27 = tensor.expand_shape %52 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_27 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %122 = arith.extf %in : f32 to f64
      linalg.yield %122 : f64
    } -> tensor<2x32x64xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%54 : tensor<2x32x64xf64>) outs(%3 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x1xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x32x1xf64>) outs(%2 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_6 : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x1xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %56 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_57: f64, %out: f64):
      %122 = arith.subf %in, %in_57 : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x64xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %57 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_57: f64, %out: f64):
      %122 = arith.mulf %in, %in_57 : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x64xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%58 : tensor<2x32x64xf64>) outs(%3 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<2x32x1xf64>) outs(%2 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_6 : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x1xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x32x1xf64>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %122 = arith.truncf %in : f64 to f32
      linalg.yield %122 : f32
    } -> tensor<2x32x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%53 : tensor<2x32x64xf32>) outs(%12 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.addf %in, %out : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x1xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_7 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.truncf %cst_5 : f64 to f32
      %123 = arith.addf %in, %122 : f32
      linalg.yield %123 : f32
    } -> tensor<2x32x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.rsqrt %in : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %63 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.subf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %65 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.mulf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %arg19 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.mulf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %arg20 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %collapsed_28 = tensor.collapse_shape %69 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %transposed_29 = linalg.transpose ins(%arg15 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %70 = linalg.matmul ins(%collapsed_28, %transposed_29 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %71 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %72 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%70, %71 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<64x64xf32>
    %expanded_30 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<2x32x64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.truncf %cst_4 : f64 to f32
      %123 = arith.mulf %in, %122 : f32
      linalg.yield %123 : f32
    } -> tensor<2x32x64xf32>
    %expanded_31 = tensor.expand_shape %73 [[0], [1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<2x32x64xf32> into tensor<2x32x2x32xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x32x2x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_33 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_34 = tensor.collapse_shape %arg2 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %74 = tensor.empty() : tensor<128x64xf32>
    %75 = linalg.fill ins(%cst_0 : f32) outs(%74 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %76 = linalg.matmul ins(%collapsed_34, %transposed_33 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%75 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_35 = tensor.expand_shape %76 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_36 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %77 = linalg.matmul ins(%collapsed_34, %transposed_36 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%75 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64xf32>) outs(%74 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %79 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%77, %78 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%74 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<128x64xf32>
    %expanded_37 = tensor.expand_shape %79 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %80 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x64x2x32xf32>) outs(%80 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %81 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_39 = linalg.transpose ins(%expanded_35 : tensor<2x64x2x32xf32>) outs(%81 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_40 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_41 = tensor.collapse_shape %transposed_39 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %82 = tensor.empty() : tensor<4x32x64xf32>
    %83 = linalg.fill ins(%cst_0 : f32) outs(%82 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %84 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<4x32x32xf32>, tensor<4x32x64xf32>) outs(%83 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %expanded_42 = tensor.expand_shape %84 [[0, 1], [2], [3]] output_shape [2, 2, 32, 64] : tensor<4x32x64xf32> into tensor<2x2x32x64xf32>
    %85:2 = linalg.generic {indexing_maps = [#map5, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_42 : tensor<2x2x32x64xf32>) outs(%40, %38 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_57: i64):
      %122 = linalg.index 3 : index
      %123 = arith.index_cast %122 : index to i64
      %124 = arith.maximumf %in, %out : f32
      %125 = arith.cmpf ogt, %in, %out : f32
      %126 = arith.select %125, %123, %out_57 : i64
      linalg.yield %124, %126 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_43 = tensor.expand_shape %85#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42, %expanded_43 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%81 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.subf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x2x32x64xf32>
    %87 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<2x2x32x64xf32>) outs(%81 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.exp %in : f32
      linalg.yield %122 : f32
    } -> tensor<2x2x32x64xf32>
    %88 = linalg.generic {indexing_maps = [#map5, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%87 : tensor<2x2x32x64xf32>) outs(%45 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.addf %in, %out : f32
      linalg.yield %122 : f32
    } -> tensor<2x2x32x1xf32>
    %89 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %88 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%81 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.divf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_44 = tensor.collapse_shape %89 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %collapsed_45 = tensor.collapse_shape %transposed_38 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %90 = linalg.batch_matmul ins(%collapsed_44, %collapsed_45 : tensor<4x32x64xf32>, tensor<4x64x32xf32>) outs(%34 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_46 = tensor.expand_shape %90 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x2x32x32xf32>) outs(%49 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_48 = tensor.collapse_shape %transposed_47 [[0, 1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<64x64xf32>
    %transposed_49 = linalg.transpose ins(%arg17 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %91 = linalg.matmul ins(%collapsed_48, %transposed_49 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %93 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%91, %92 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<64x64xf32>
    %expanded_50 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %expanded_50 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %122 = arith.extf %in : f32 to f64
      linalg.yield %122 : f64
    } -> tensor<2x32x64xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<2x32x64xf64>) outs(%3 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x1xf64>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x32x1xf64>) outs(%2 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_6 : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x1xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %97 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_57: f64, %out: f64):
      %122 = arith.subf %in, %in_57 : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x64xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %98 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_57: f64, %out: f64):
      %122 = arith.mulf %in, %in_57 : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x64xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<2x32x64xf64>) outs(%3 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x1xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x32x1xf64>) outs(%2 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_6 : f64
      linalg.yield %122 : f64
    } -> tensor<2x32x1xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x32x1xf64>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %122 = arith.truncf %in : f64 to f32
      linalg.yield %122 : f32
    } -> tensor<2x32x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<2x32x64xf32>) outs(%12 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.addf %in, %out : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_7 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.truncf %cst_5 : f64 to f32
      %123 = arith.addf %in, %122 : f32
      linalg.yield %123 : f32
    } -> tensor<2x32x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.rsqrt %in : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %104 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.subf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %106 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.mulf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %arg25 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.mulf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %arg26 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    %collapsed_51 = tensor.collapse_shape %110 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %111 = tensor.empty() : tensor<64x128xf32>
    %transposed_52 = linalg.transpose ins(%arg21 : tensor<128x64xf32>) outs(%111 : tensor<64x128xf32>) permutation = [1, 0] 
    %112 = linalg.fill ins(%cst_0 : f32) outs(%111 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %113 = linalg.matmul ins(%collapsed_51, %transposed_52 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%112 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<128xf32>) outs(%111 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x128xf32>
    %115 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%113, %114 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%111 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<64x128xf32>
    %expanded_53 = tensor.expand_shape %115 [[0, 1], [2]] output_shape [2, 32, 128] : tensor<64x128xf32> into tensor<2x32x128xf32>
    %116 = tensor.empty() : tensor<2x32x128xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<2x32x128xf32>) outs(%116 : tensor<2x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_8 : f32
      %123 = math.erf %122 : f32
      %124 = arith.addf %123, %cst_2 : f32
      %125 = arith.mulf %124, %cst_3 : f32
      %126 = arith.mulf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<2x32x128xf32>
    %collapsed_54 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<2x32x128xf32> into tensor<64x128xf32>
    %transposed_55 = linalg.transpose ins(%arg23 : tensor<64x128xf32>) outs(%74 : tensor<128x64xf32>) permutation = [1, 0] 
    %118 = linalg.matmul ins(%collapsed_54, %transposed_55 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %120 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%118, %119 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<64x64xf32>
    %expanded_56 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %expanded_56 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %122 = arith.addf %in, %in_57 : f32
      linalg.yield %122 : f32
    } -> tensor<2x32x64xf32>
    return %121 : tensor<2x32x64xf32>
  }
}
