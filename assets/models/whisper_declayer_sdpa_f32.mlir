// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: WhisperModel(WhisperConfig(vocab_size=256, num_mel_bins=16, encoder_layers=1, decoder_layers=1,
//    encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=128, decoder_ffn_dim=128,
//    d_model=64, max_source_positions=64, max_target_positions=64, pad_token_id=0, bos_token_id=1,
//    eos_token_id=2, decoder_start_token_id=3, begin_suppress_tokens=None, attn_implementation='sdpa')), random
//    weights (torch.manual_seed(0)), eval(), f32
// Part: declayer, submodule decoder.layers.0 of WhisperModel (WhisperDecoderLayer): WhisperDecoderLayer: causal
//    self-attention, cross-attention on the encoder output, GELU MLP
// Run: the model is called on input_features f32[2,16,128], decoder_input_ids i64[2,32], decoder_attention_mask
//    i64[2,32]; the part gets the arguments the model passed it (pre-hook), tensors as function arguments:
//    hidden_states, attention_mask, encoder_hidden_states; other arguments fixed: encoder_attention_mask=None,
//    cache=None, use_cache=False
// attn_implementation: sdpa. Notable: 2 heads x 32, q scaled by 1/sqrt(d) before the head split, no padding
//    mask; causal self-attention S=32, cross-attention S_q=32, S_kv=64
// Inputs: %arg0 hidden_states: f32[2,32,64], %arg1 attention_mask: bool[2,1,32,32], %arg2
//    encoder_hidden_states: f32[2,64,64]
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
// Regenerate: venv/bin/python tools/import_torch.py --hf whisper:declayer:sdpa:f32 -o assets/models/whisper_declayer_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x1x32x32xi1>, %arg2: tensor<2x64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<128x64xf32>, %arg22: tensor<128xf32>, %arg23: tensor<64x128xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64xf32>) -> tensor<2x32x64xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x2x32x64xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<2x2x32x32xf32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_8 = arith.constant 0xFFF0000000000000 : f64
    %cst_9 = arith.constant 0.17677669529663689 : f64
    %cst_10 = arith.constant 1.000000e-05 : f64
    %cst_11 = arith.constant 6.400000e+01 : f64
    %cst_12 = arith.constant 6.400000e+01 : f32
    %cst_13 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x32x64xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %134 = arith.extf %in : f32 to f64
      linalg.yield %134 : f64
    } -> tensor<2x32x64xf64>
    %2 = tensor.empty() : tensor<2x32x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<2x32x1xf64>) -> tensor<2x32x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x32x64xf64>) outs(%3 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x32x1xf64>) outs(%2 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_11 : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %134 = arith.subf %in, %in_62 : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x64xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %134 = arith.mulf %in, %in_62 : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x64xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<2x32x64xf64>) outs(%3 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x32x1xf64>) outs(%2 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_11 : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x1xf64>
    %10 = tensor.empty() : tensor<2x32x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x32x1xf64>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %134 = arith.truncf %in : f64 to f32
      linalg.yield %134 : f32
    } -> tensor<2x32x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x32x64xf32>) outs(%12 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.addf %in, %out : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.divf %in, %cst_12 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.truncf %cst_10 : f64 to f32
      %135 = arith.addf %in, %134 : f32
      linalg.yield %135 : f32
    } -> tensor<2x32x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = math.rsqrt %in : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x1xf32>
    %17 = tensor.empty() : tensor<2x32x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.subf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.mulf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg10 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.mulf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg11 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
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
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<64x64xf32>
    %expanded = tensor.expand_shape %26 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x32x64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.truncf %cst_9 : f64 to f32
      %135 = arith.mulf %in, %134 : f32
      linalg.yield %135 : f32
    } -> tensor<2x32x64xf32>
    %expanded_14 = tensor.expand_shape %27 [[0], [1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<2x32x64xf32> into tensor<2x32x2x32xf32>
    %28 = tensor.empty() : tensor<2x2x32x32xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x32x2x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_17 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_18 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed, %transposed_18 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<64x64xf32>
    %expanded_19 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x32x2x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %33 = tensor.empty() : tensor<2x1x32x32xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %cst_6, %cst_7 : tensor<2x1x32x32xi1>, tensor<f32>, tensor<f32>) outs(%33 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: i1, %in_62: f32, %in_63: f32, %out: f32):
      %134 = arith.select %in, %in_62, %in_63 : f32
      linalg.yield %134 : f32
    } -> tensor<2x1x32x32xf32>
    %transposed_21 = linalg.transpose ins(%expanded_17 : tensor<2x32x2x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_22 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_23 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %35 = tensor.empty() : tensor<4x32x32xf32>
    %36 = linalg.fill ins(%cst_0 : f32) outs(%35 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %37 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%36 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_24 = tensor.expand_shape %37 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %34 : tensor<2x2x32x32xf32>, tensor<2x1x32x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x2x32x32xf32>
    %39 = tensor.empty() : tensor<2x2x32xi64>
    %40 = linalg.fill ins(%c0_i64 : i64) outs(%39 : tensor<2x2x32xi64>) -> tensor<2x2x32xi64>
    %41 = tensor.empty() : tensor<2x2x32xf32>
    %42 = linalg.fill ins(%cst_1 : f32) outs(%41 : tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %43:2 = linalg.generic {indexing_maps = [#map5, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<2x2x32x32xf32>) outs(%42, %40 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_62: i64):
      %134 = linalg.index 3 : index
      %135 = arith.index_cast %134 : index to i64
      %136 = arith.maximumf %in, %out : f32
      %137 = arith.cmpf ogt, %in, %out : f32
      %138 = arith.select %137, %135, %out_62 : i64
      linalg.yield %136, %138 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_25 = tensor.expand_shape %43#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_25 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%28 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.subf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x2x32x32xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x2x32x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = math.exp %in : f32
      linalg.yield %134 : f32
    } -> tensor<2x2x32x32xf32>
    %46 = tensor.empty() : tensor<2x2x32x1xf32>
    %47 = linalg.fill ins(%cst_0 : f32) outs(%46 : tensor<2x2x32x1xf32>) -> tensor<2x2x32x1xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<2x2x32x32xf32>) outs(%47 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.addf %in, %out : f32
      linalg.yield %134 : f32
    } -> tensor<2x2x32x1xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%28 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.divf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x2x32x32xf32>
    %50 = tensor.empty() : tensor<2x2x32x32xi1>
    %51 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x2x32x32xf32>) outs(%50 : tensor<2x2x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %134 = arith.extf %in : f32 to f64
      %135 = arith.cmpf oeq, %134, %cst_8 : f64
      linalg.yield %135 : i1
    } -> tensor<2x2x32x32xi1>
    %52 = tensor.empty() : tensor<2x2x32x1xi1>
    %53 = linalg.fill ins(%true : i1) outs(%52 : tensor<2x2x32x1xi1>) -> tensor<2x2x32x1xi1>
    %54 = linalg.generic {indexing_maps = [#map5, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x2x32x32xi1>) outs(%53 : tensor<2x2x32x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %134 = arith.andi %in, %out : i1
      linalg.yield %134 : i1
    } -> tensor<2x2x32x1xi1>
    %55 = linalg.generic {indexing_maps = [#map9, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %cst_5, %49 : tensor<2x2x32x1xi1>, tensor<2x2x32x32xf32>, tensor<2x2x32x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: i1, %in_62: f32, %in_63: f32, %out: f32):
      %134 = arith.select %in, %in_62, %in_63 : f32
      linalg.yield %134 : f32
    } -> tensor<2x2x32x32xf32>
    %collapsed_26 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_27 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %56 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%36 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_28 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %57 = tensor.empty() : tensor<2x32x2x32xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<2x2x32x32xf32>) outs(%57 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_30 = tensor.collapse_shape %transposed_29 [[0, 1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<64x64xf32>
    %transposed_31 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %58 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %59 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%58, %59 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<64x64xf32>
    %expanded_32 = tensor.expand_shape %60 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_32 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %134 = arith.extf %in : f32 to f64
      linalg.yield %134 : f64
    } -> tensor<2x32x64xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%62 : tensor<2x32x64xf64>) outs(%3 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x1xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x32x1xf64>) outs(%2 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_11 : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x1xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %64 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %134 = arith.subf %in, %in_62 : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x64xf64>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %65 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %134 = arith.mulf %in, %in_62 : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x64xf64>
    %67 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%66 : tensor<2x32x64xf64>) outs(%3 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x1xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x32x1xf64>) outs(%2 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_11 : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x1xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x32x1xf64>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %134 = arith.truncf %in : f64 to f32
      linalg.yield %134 : f32
    } -> tensor<2x32x1xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%61 : tensor<2x32x64xf32>) outs(%12 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.addf %in, %out : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.divf %in, %cst_12 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.truncf %cst_10 : f64 to f32
      %135 = arith.addf %in, %134 : f32
      linalg.yield %135 : f32
    } -> tensor<2x32x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = math.rsqrt %in : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %71 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.subf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %73 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.mulf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %arg19 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.mulf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %arg20 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %collapsed_33 = tensor.collapse_shape %77 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %transposed_34 = linalg.transpose ins(%arg15 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %78 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%78, %79 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<64x64xf32>
    %expanded_35 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x32x64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.truncf %cst_9 : f64 to f32
      %135 = arith.mulf %in, %134 : f32
      linalg.yield %135 : f32
    } -> tensor<2x32x64xf32>
    %expanded_36 = tensor.expand_shape %81 [[0], [1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<2x32x64xf32> into tensor<2x32x2x32xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<2x32x2x32xf32>) outs(%28 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_38 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %arg2 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %82 = tensor.empty() : tensor<128x64xf32>
    %83 = linalg.fill ins(%cst_0 : f32) outs(%82 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %84 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%83 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_40 = tensor.expand_shape %84 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_41 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %85 = linalg.matmul ins(%collapsed_39, %transposed_41 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%83 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %86 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64xf32>) outs(%82 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%85, %86 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%82 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<128x64xf32>
    %expanded_42 = tensor.expand_shape %87 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %88 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<2x64x2x32xf32>) outs(%88 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %89 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_44 = linalg.transpose ins(%expanded_40 : tensor<2x64x2x32xf32>) outs(%89 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_45 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_46 = tensor.collapse_shape %transposed_44 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %90 = tensor.empty() : tensor<4x32x64xf32>
    %91 = linalg.fill ins(%cst_0 : f32) outs(%90 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %92 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<4x32x32xf32>, tensor<4x32x64xf32>) outs(%91 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %expanded_47 = tensor.expand_shape %92 [[0, 1], [2], [3]] output_shape [2, 2, 32, 64] : tensor<4x32x64xf32> into tensor<2x2x32x64xf32>
    %93:2 = linalg.generic {indexing_maps = [#map5, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_47 : tensor<2x2x32x64xf32>) outs(%42, %40 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_62: i64):
      %134 = linalg.index 3 : index
      %135 = arith.index_cast %134 : index to i64
      %136 = arith.maximumf %in, %out : f32
      %137 = arith.cmpf ogt, %in, %out : f32
      %138 = arith.select %137, %135, %out_62 : i64
      linalg.yield %136, %138 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_48 = tensor.expand_shape %93#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %94 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_47, %expanded_48 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%89 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.subf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x2x32x64xf32>
    %95 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<2x2x32x64xf32>) outs(%89 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = math.exp %in : f32
      linalg.yield %134 : f32
    } -> tensor<2x2x32x64xf32>
    %96 = linalg.generic {indexing_maps = [#map5, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%95 : tensor<2x2x32x64xf32>) outs(%47 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.addf %in, %out : f32
      linalg.yield %134 : f32
    } -> tensor<2x2x32x1xf32>
    %97 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %96 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%89 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.divf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x2x32x64xf32>
    %98 = tensor.empty() : tensor<2x2x32x64xi1>
    %99 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<2x2x32x64xf32>) outs(%98 : tensor<2x2x32x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %134 = arith.extf %in : f32 to f64
      %135 = arith.cmpf oeq, %134, %cst_8 : f64
      linalg.yield %135 : i1
    } -> tensor<2x2x32x64xi1>
    %100 = linalg.generic {indexing_maps = [#map5, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%99 : tensor<2x2x32x64xi1>) outs(%53 : tensor<2x2x32x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %134 = arith.andi %in, %out : i1
      linalg.yield %134 : i1
    } -> tensor<2x2x32x1xi1>
    %101 = linalg.generic {indexing_maps = [#map9, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %cst_4, %97 : tensor<2x2x32x1xi1>, tensor<2x2x32x64xf32>, tensor<2x2x32x64xf32>) outs(%89 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: i1, %in_62: f32, %in_63: f32, %out: f32):
      %134 = arith.select %in, %in_62, %in_63 : f32
      linalg.yield %134 : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_49 = tensor.collapse_shape %101 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %collapsed_50 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %102 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<4x32x64xf32>, tensor<4x64x32xf32>) outs(%36 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_51 = tensor.expand_shape %102 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<2x2x32x32xf32>) outs(%57 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_53 = tensor.collapse_shape %transposed_52 [[0, 1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<64x64xf32>
    %transposed_54 = linalg.transpose ins(%arg17 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %103 = linalg.matmul ins(%collapsed_53, %transposed_54 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %105 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%103, %104 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<64x64xf32>
    %expanded_55 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %expanded_55 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %134 = arith.extf %in : f32 to f64
      linalg.yield %134 : f64
    } -> tensor<2x32x64xf64>
    %108 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<2x32x64xf64>) outs(%3 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x1xf64>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x32x1xf64>) outs(%2 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_11 : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x1xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %134 = arith.subf %in, %in_62 : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x64xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %110 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%0 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %134 = arith.mulf %in, %in_62 : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x64xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x32x64xf64>) outs(%3 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.addf %in, %out : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x1xf64>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x32x1xf64>) outs(%2 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %134 = arith.divf %in, %cst_11 : f64
      linalg.yield %134 : f64
    } -> tensor<2x32x1xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x32x1xf64>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %134 = arith.truncf %in : f64 to f32
      linalg.yield %134 : f32
    } -> tensor<2x32x1xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<2x32x64xf32>) outs(%12 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.addf %in, %out : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x1xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.divf %in, %cst_12 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x1xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.truncf %cst_10 : f64 to f32
      %135 = arith.addf %in, %134 : f32
      linalg.yield %135 : f32
    } -> tensor<2x32x1xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x32x1xf32>) outs(%10 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = math.rsqrt %in : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %116 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.subf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %118 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.mulf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %arg25 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.mulf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %arg26 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    %collapsed_56 = tensor.collapse_shape %122 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %123 = tensor.empty() : tensor<64x128xf32>
    %transposed_57 = linalg.transpose ins(%arg21 : tensor<128x64xf32>) outs(%123 : tensor<64x128xf32>) permutation = [1, 0] 
    %124 = linalg.fill ins(%cst_0 : f32) outs(%123 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %125 = linalg.matmul ins(%collapsed_56, %transposed_57 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%124 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<128xf32>) outs(%123 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x128xf32>
    %127 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%125, %126 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%123 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<64x128xf32>
    %expanded_58 = tensor.expand_shape %127 [[0, 1], [2]] output_shape [2, 32, 128] : tensor<64x128xf32> into tensor<2x32x128xf32>
    %128 = tensor.empty() : tensor<2x32x128xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<2x32x128xf32>) outs(%128 : tensor<2x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %134 = arith.divf %in, %cst_13 : f32
      %135 = math.erf %134 : f32
      %136 = arith.addf %135, %cst_2 : f32
      %137 = arith.mulf %136, %cst_3 : f32
      %138 = arith.mulf %in, %137 : f32
      linalg.yield %138 : f32
    } -> tensor<2x32x128xf32>
    %collapsed_59 = tensor.collapse_shape %129 [[0, 1], [2]] : tensor<2x32x128xf32> into tensor<64x128xf32>
    %transposed_60 = linalg.transpose ins(%arg23 : tensor<64x128xf32>) outs(%82 : tensor<128x64xf32>) permutation = [1, 0] 
    %130 = linalg.matmul ins(%collapsed_59, %transposed_60 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %132 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%130, %131 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<64x64xf32>
    %expanded_61 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %expanded_61 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%17 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %134 = arith.addf %in, %in_62 : f32
      linalg.yield %134 : f32
    } -> tensor<2x32x64xf32>
    return %133 : tensor<2x32x64xf32>
  }
}
