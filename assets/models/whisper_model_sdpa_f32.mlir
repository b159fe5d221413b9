// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: WhisperModel(WhisperConfig(vocab_size=256, num_mel_bins=16, encoder_layers=1, decoder_layers=1,
//    encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=128, decoder_ffn_dim=128,
//    d_model=64, max_source_positions=64, max_target_positions=64, pad_token_id=0, bos_token_id=1,
//    eos_token_id=2, decoder_start_token_id=3, begin_suppress_tokens=None, attn_implementation='sdpa')), random
//    weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: WhisperModel: conv1d x2 (GELU) on input_features [2,16,128], sinusoidal
//    positions, encoder layer, token embedding, decoder layer (decoder_input_ids [2,32])
// Run: the model is called on input_features f32[2,16,128], decoder_input_ids i64[2,32], decoder_attention_mask
//    i64[2,32]
// attn_implementation: sdpa. Notable: 2 heads x 32, q scaled by 1/sqrt(d) before the head split, no padding
//    mask; conv front end, 3 attentions: encoder 64x64, causal 32x32, cross 32x64
// Inputs: %arg0 input_features: f32[2,16,128], %arg1 decoder_input_ids: i64[2,32], %arg2
//    decoder_attention_mask: i64[2,32]
// Weights: 50 parameters as function arguments %arg3..%arg52 (torch.func.functional_call); buffers are
//    constants: %arg3 encoder.conv1.weight: f32[64,16,3], %arg4 encoder.conv1.bias: f32[64], %arg5
//    encoder.conv2.weight: f32[64,64,3], %arg6 encoder.conv2.bias: f32[64], %arg7
//    encoder.embed_positions.weight: f32[64,64], %arg8 encoder.layers.0.self_attn.k_proj.weight: f32[64,64],
//    %arg9 encoder.layers.0.self_attn.v_proj.weight: f32[64,64], %arg10 encoder.layers.0.self_attn.v_proj.bias:
//    f32[64], %arg11 encoder.layers.0.self_attn.q_proj.weight: f32[64,64], %arg12
//    encoder.layers.0.self_attn.q_proj.bias: f32[64], %arg13 encoder.layers.0.self_attn.out_proj.weight:
//    f32[64,64], %arg14 encoder.layers.0.self_attn.out_proj.bias: f32[64], %arg15
//    encoder.layers.0.self_attn_layer_norm.weight: f32[64], %arg16 encoder.layers.0.self_attn_layer_norm.bias:
//    f32[64], %arg17 encoder.layers.0.fc1.weight: f32[128,64], %arg18 encoder.layers.0.fc1.bias: f32[128],
//    %arg19 encoder.layers.0.fc2.weight: f32[64,128], %arg20 encoder.layers.0.fc2.bias: f32[64], %arg21
//    encoder.layers.0.final_layer_norm.weight: f32[64], %arg22 encoder.layers.0.final_layer_norm.bias: f32[64],
//    %arg23 encoder.layer_norm.weight: f32[64], %arg24 encoder.layer_norm.bias: f32[64], %arg25
//    decoder.embed_tokens.weight: f32[256,64], %arg26 decoder.embed_positions.weight: f32[64,64], %arg27
//    decoder.layers.0.self_attn.k_proj.weight: f32[64,64], %arg28 decoder.layers.0.self_attn.v_proj.weight:
//    f32[64,64], %arg29 decoder.layers.0.self_attn.v_proj.bias: f32[64], %arg30
//    decoder.layers.0.self_attn.q_proj.weight: f32[64,64], %arg31 decoder.layers.0.self_attn.q_proj.bias:
//    f32[64], %arg32 decoder.layers.0.self_attn.out_proj.weight: f32[64,64], %arg33
//    decoder.layers.0.self_attn.out_proj.bias: f32[64], %arg34 decoder.layers.0.self_attn_layer_norm.weight:
//    f32[64], %arg35 decoder.layers.0.self_attn_layer_norm.bias: f32[64], %arg36
//    decoder.layers.0.encoder_attn.k_proj.weight: f32[64,64], %arg37
//    decoder.layers.0.encoder_attn.v_proj.weight: f32[64,64], %arg38 decoder.layers.0.encoder_attn.v_proj.bias:
//    f32[64], %arg39 decoder.layers.0.encoder_attn.q_proj.weight: f32[64,64], %arg40
//    decoder.layers.0.encoder_attn.q_proj.bias: f32[64], %arg41 decoder.layers.0.encoder_attn.out_proj.weight:
//    f32[64,64], %arg42 decoder.layers.0.encoder_attn.out_proj.bias: f32[64], %arg43
//    decoder.layers.0.encoder_attn_layer_norm.weight: f32[64], %arg44
//    decoder.layers.0.encoder_attn_layer_norm.bias: f32[64], %arg45 decoder.layers.0.fc1.weight: f32[128,64],
//    %arg46 decoder.layers.0.fc1.bias: f32[128], %arg47 decoder.layers.0.fc2.weight: f32[64,128], %arg48
//    decoder.layers.0.fc2.bias: f32[64], %arg49 decoder.layers.0.final_layer_norm.weight: f32[64], %arg50
//    decoder.layers.0.final_layer_norm.bias: f32[64], %arg51 decoder.layer_norm.weight: f32[64], %arg52
//    decoder.layer_norm.bias: f32[64]
// Results: f32[2,32,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf whisper:model:sdpa:f32 -o assets/models/whisper_model_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map15 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
module {
  func.func @main(%arg0: tensor<2x16x128xf32>, %arg1: tensor<2x32xi64>, %arg2: tensor<2x32xi64>, %arg3: tensor<64x16x3xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64x3xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<128xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64x64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64x64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64x64xf32>, %arg37: tensor<64x64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64x64xf32>, %arg40: tensor<64xf32>, %arg41: tensor<64x64xf32>, %arg42: tensor<64xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<128x64xf32>, %arg46: tensor<128xf32>, %arg47: tensor<64x128xf32>, %arg48: tensor<64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<64xf32>) -> tensor<2x32x64xf32> {
    %c32_i64 = arith.constant 32 : i64
    %c64_i64 = arith.constant 64 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant 0.000000e+00 : f64
    %cst_3 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c256 = arith.constant 256 : index
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x2x32x64xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<2x2x32x32xf32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_8 = arith.constant dense<true> : tensor<i1>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<2x2x64x64xf32>
    %cst_10 = arith.constant 0xFFF0000000000000 : f64
    %cst_11 = arith.constant 0.17677669529663689 : f64
    %cst_12 = arith.constant 1.000000e-05 : f64
    %cst_13 = arith.constant 1.41421354 : f32
    %cst_14 = arith.constant 6.400000e+01 : f64
    %cst_15 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg53: index, %arg54: index, %arg55: index):
      tensor.yield %cst : f32
    } : tensor<2x16x128xf32> to tensor<2x16x130xf32>
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %broadcasted = linalg.broadcast ins(%arg4 : tensor<64xf32>) outs(%0 : tensor<2x64x128xf32>) dimensions = [0, 2] 
    %1 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded, %arg3 : tensor<2x16x130xf32>, tensor<64x16x3xf32>) outs(%broadcasted : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.divf %in, %cst_13 : f32
      %279 = math.erf %278 : f32
      %280 = arith.addf %279, %cst_0 : f32
      %281 = arith.mulf %280, %cst_1 : f32
      %282 = arith.mulf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<2x64x128xf32>
    %padded_16 = tensor.pad %2 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg53: index, %arg54: index, %arg55: index):
      tensor.yield %cst : f32
    } : tensor<2x64x128xf32> to tensor<2x64x130xf32>
    %3 = tensor.empty() : tensor<2x64x64xf32>
    %broadcasted_17 = linalg.broadcast ins(%arg6 : tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) dimensions = [0, 2] 
    %4 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%padded_16, %arg5 : tensor<2x64x130xf32>, tensor<64x64x3xf32>) outs(%broadcasted_17 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x64x64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.divf %in, %cst_13 : f32
      %279 = math.erf %278 : f32
      %280 = arith.addf %279, %cst_0 : f32
      %281 = arith.mulf %280, %cst_1 : f32
      %282 = arith.mulf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<2x64x64xf32>
    %transposed = linalg.transpose ins(%5 : tensor<2x64x64xf32>) outs(%3 : tensor<2x64x64xf32>) permutation = [0, 2, 1] 
    %6 = tensor.empty() : tensor<64xi64>
    %7 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%6 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %278 = linalg.index 0 : index
      %279 = arith.index_cast %278 : index to i64
      linalg.yield %279 : i64
    } -> tensor<64xi64>
    %8 = tensor.empty() : tensor<64x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<64xi64>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %278 = arith.index_cast %in : i64 to index
      %279 = linalg.index 1 : index
      %280 = arith.cmpi slt, %278, %c64 : index
      cf.assert %280, "index must be smaller than dim size"
      %281 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %281, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg7[%278, %279] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %9 : tensor<2x64x64xf32>, tensor<64x64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %11 = tensor.empty() : tensor<2x64x64xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x64x64xf32>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %278 = arith.extf %in : f32 to f64
      linalg.yield %278 : f64
    } -> tensor<2x64x64xf64>
    %13 = tensor.empty() : tensor<2x64x1xf64>
    %14 = linalg.fill ins(%cst_2 : f64) outs(%13 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %15 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<2x64x64xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x1xf64>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x64x1xf64>) outs(%13 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %16 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.subf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x64xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %17 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.mulf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x64xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<2x64x64xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x1xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x64x1xf64>) outs(%13 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x1xf64>
    %21 = tensor.empty() : tensor<2x64x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x64x1xf64>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %278 = arith.truncf %in : f64 to f32
      linalg.yield %278 : f32
    } -> tensor<2x64x1xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%21 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<2x64x64xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.addf %in, %out : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.divf %in, %cst_15 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.truncf %cst_12 : f64 to f32
      %279 = arith.addf %in, %278 : f32
      linalg.yield %279 : f32
    } -> tensor<2x64x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = math.rsqrt %in : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %25 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.subf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %27 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %arg15 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %arg16 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %collapsed = tensor.collapse_shape %31 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %transposed_18 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %32 = tensor.empty() : tensor<128x64xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %34 = linalg.matmul ins(%collapsed, %transposed_18 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%34, %35 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<128x64xf32>
    %expanded = tensor.expand_shape %36 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x64x64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.truncf %cst_11 : f64 to f32
      %279 = arith.mulf %in, %278 : f32
      linalg.yield %279 : f32
    } -> tensor<2x64x64xf32>
    %expanded_19 = tensor.expand_shape %37 [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %38 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x64x2x32xf32>) outs(%38 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_21 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_21 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_22 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_23 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %40 = linalg.matmul ins(%collapsed, %transposed_23 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %41 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%40, %41 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<128x64xf32>
    %expanded_24 = tensor.expand_shape %42 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x64x2x32xf32>) outs(%38 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %43 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_26 = linalg.transpose ins(%expanded_22 : tensor<2x64x2x32xf32>) outs(%43 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_27 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %44 = tensor.empty() : tensor<4x64x64xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %46 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%45 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_29 = tensor.expand_shape %46 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %47 = tensor.empty() : tensor<2x2x64xi64>
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %49 = tensor.empty() : tensor<2x2x64xf32>
    %50 = linalg.fill ins(%cst_3 : f32) outs(%49 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %51:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_29 : tensor<2x2x64x64xf32>) outs(%50, %48 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_98: i64):
      %278 = linalg.index 3 : index
      %279 = arith.index_cast %278 : index to i64
      %280 = arith.maximumf %in, %out : f32
      %281 = arith.cmpf ogt, %in, %out : f32
      %282 = arith.select %281, %279, %out_98 : i64
      linalg.yield %280, %282 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_30 = tensor.expand_shape %51#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %52 = tensor.empty() : tensor<2x2x64x64xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29, %expanded_30 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%52 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.subf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x64x64xf32>
    %54 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<2x2x64x64xf32>) outs(%52 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = math.exp %in : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x64x64xf32>
    %55 = tensor.empty() : tensor<2x2x64x1xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<2x2x64x64xf32>) outs(%56 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.addf %in, %out : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x64x1xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %57 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%52 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.divf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x64x64xf32>
    %59 = tensor.empty() : tensor<2x2x64x64xi1>
    %60 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x2x64x64xf32>) outs(%59 : tensor<2x2x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %278 = arith.extf %in : f32 to f64
      %279 = arith.cmpf oeq, %278, %cst_10 : f64
      linalg.yield %279 : i1
    } -> tensor<2x2x64x64xi1>
    %61 = tensor.empty() : tensor<2x2x64x1xi1>
    %62 = linalg.fill ins(%true : i1) outs(%61 : tensor<2x2x64x1xi1>) -> tensor<2x2x64x1xi1>
    %63 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x2x64x64xi1>) outs(%62 : tensor<2x2x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %278 = arith.andi %in, %out : i1
      linalg.yield %278 : i1
    } -> tensor<2x2x64x1xi1>
    %64 = linalg.generic {indexing_maps = [#map10, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_9, %58 : tensor<2x2x64x1xi1>, tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%52 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_98: f32, %in_99: f32, %out: f32):
      %278 = arith.select %in, %in_98, %in_99 : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_31 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %65 = tensor.empty() : tensor<4x64x32xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %67 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%66 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_33 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %68 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<2x2x64x32xf32>) outs(%68 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_35 = tensor.collapse_shape %transposed_34 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %transposed_36 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %69 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %70 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %71 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%69, %70 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<128x64xf32>
    %expanded_37 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %expanded_37 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x64x64xf32>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %278 = arith.extf %in : f32 to f64
      linalg.yield %278 : f64
    } -> tensor<2x64x64xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x64x64xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x64x1xf64>) outs(%13 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.subf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x64xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.mulf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x64xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x64x64xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x1xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x64x1xf64>) outs(%13 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x1xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x64x1xf64>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %278 = arith.truncf %in : f64 to f32
      linalg.yield %278 : f32
    } -> tensor<2x64x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<2x64x64xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.addf %in, %out : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x1xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.divf %in, %cst_15 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.truncf %cst_12 : f64 to f32
      %279 = arith.addf %in, %278 : f32
      linalg.yield %279 : f32
    } -> tensor<2x64x1xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = math.rsqrt %in : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %82 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.subf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %84 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %arg21 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %arg22 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %collapsed_38 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %89 = tensor.empty() : tensor<64x128xf32>
    %transposed_39 = linalg.transpose ins(%arg17 : tensor<128x64xf32>) outs(%89 : tensor<64x128xf32>) permutation = [1, 0] 
    %90 = tensor.empty() : tensor<128x128xf32>
    %91 = linalg.fill ins(%cst : f32) outs(%90 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %92 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %93 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<128xf32>) outs(%90 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%92, %93 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%90 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<128x128xf32>
    %expanded_40 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.divf %in, %cst_13 : f32
      %279 = math.erf %278 : f32
      %280 = arith.addf %279, %cst_0 : f32
      %281 = arith.mulf %280, %cst_1 : f32
      %282 = arith.mulf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_41 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_42 = linalg.transpose ins(%arg19 : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %96 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %97 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%96, %97 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<128x64xf32>
    %expanded_43 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %expanded_43 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x64x64xf32>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %278 = arith.extf %in : f32 to f64
      linalg.yield %278 : f64
    } -> tensor<2x64x64xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<2x64x64xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x1xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x64x1xf64>) outs(%13 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x1xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %102 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.subf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x64xf64>
    %104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %103 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.mulf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x64xf64>
    %105 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<2x64x64xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x1xf64>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x64x1xf64>) outs(%13 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x64x1xf64>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x64x1xf64>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %278 = arith.truncf %in : f64 to f32
      linalg.yield %278 : f32
    } -> tensor<2x64x1xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<2x64x64xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.addf %in, %out : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x1xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.divf %in, %cst_15 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x1xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.truncf %cst_12 : f64 to f32
      %279 = arith.addf %in, %278 : f32
      linalg.yield %279 : f32
    } -> tensor<2x64x1xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = math.rsqrt %in : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x1xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %109 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.subf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %111 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %arg23 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %arg24 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x64x64xf32>
    %116 = tensor.empty() : tensor<2x32x64xf32>
    %117 = linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x32xi64>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %278 = arith.index_cast %in : i64 to index
      %279 = linalg.index 2 : index
      %280 = arith.cmpi slt, %278, %c256 : index
      cf.assert %280, "index must be smaller than dim size"
      %281 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %281, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg25[%278, %279] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x32x64xf32>
    %118 = tensor.empty() : tensor<32xi64>
    %119 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%118 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %278 = linalg.index 0 : index
      %279 = arith.index_cast %278 : index to i64
      linalg.yield %279 : i64
    } -> tensor<32xi64>
    %120 = tensor.empty() : tensor<2x32xi64>
    %121 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<32xi64>) outs(%120 : tensor<2x32xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x32xi64>
    %122 = linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x32xi64>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %278 = arith.cmpi slt, %in, %c0_i64 : i64
      %279 = arith.addi %in, %c64_i64 : i64
      %280 = arith.select %278, %279, %in : i64
      %281 = arith.index_cast %280 : i64 to index
      %282 = linalg.index 2 : index
      %extracted = tensor.extract %arg26[%281, %282] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x32x64xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %122 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %124 = tensor.empty() : tensor<2x32xi1>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<2x32xi64>) outs(%124 : tensor<2x32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %278 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %278 : i1
    } -> tensor<2x32xi1>
    %126 = tensor.empty() : tensor<2xi64>
    %127 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%126 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %278 = linalg.index 0 : index
      %279 = arith.index_cast %278 : index to i64
      linalg.yield %279 : i64
    } -> tensor<2xi64>
    %expanded_44 = tensor.expand_shape %127 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_45 = tensor.expand_shape %119 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xi64> into tensor<1x1x32x1xi64>
    %expanded_46 = tensor.expand_shape %119 [[0, 1, 2, 3]] output_shape [1, 1, 1, 32] : tensor<32xi64> into tensor<1x1x1x32xi64>
    %128 = tensor.empty() : tensor<1x1x32x32xi1>
    %129 = linalg.generic {indexing_maps = [#map12, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_46, %expanded_45 : tensor<1x1x1x32xi64>, tensor<1x1x32x1xi64>) outs(%128 : tensor<1x1x32x32xi1>) {
    ^bb0(%in: i64, %in_98: i64, %out: i1):
      %278 = arith.cmpi sle, %in, %in_98 : i64
      linalg.yield %278 : i1
    } -> tensor<1x1x32x32xi1>
    %130 = linalg.generic {indexing_maps = [#map13, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_8, %129 : tensor<i1>, tensor<1x1x32x32xi1>) outs(%128 : tensor<1x1x32x32xi1>) {
    ^bb0(%in: i1, %in_98: i1, %out: i1):
      %278 = arith.andi %in, %in_98 : i1
      linalg.yield %278 : i1
    } -> tensor<1x1x32x32xi1>
    %131 = tensor.empty() : tensor<2x1x1x32xi1>
    %132 = linalg.generic {indexing_maps = [#map14, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44, %expanded_46 : tensor<2x1x1x1xi64>, tensor<1x1x1x32xi64>) outs(%131 : tensor<2x1x1x32xi1>) {
    ^bb0(%in: i64, %in_98: i64, %out: i1):
      %278 = arith.cmpi slt, %in, %c0_i64 : i64
      %279 = arith.addi %in, %c2_i64 : i64
      %280 = arith.select %278, %279, %in : i64
      %281 = arith.index_cast %280 : i64 to index
      %282 = arith.cmpi slt, %in_98, %c0_i64 : i64
      %283 = arith.addi %in_98, %c32_i64 : i64
      %284 = arith.select %282, %283, %in_98 : i64
      %285 = arith.index_cast %284 : i64 to index
      %extracted = tensor.extract %125[%281, %285] : tensor<2x32xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x32xi1>
    %133 = tensor.empty() : tensor<2x1x32x32xi1>
    %134 = linalg.generic {indexing_maps = [#map16, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %132 : tensor<1x1x32x32xi1>, tensor<2x1x1x32xi1>) outs(%133 : tensor<2x1x32x32xi1>) {
    ^bb0(%in: i1, %in_98: i1, %out: i1):
      %278 = arith.andi %in, %in_98 : i1
      linalg.yield %278 : i1
    } -> tensor<2x1x32x32xi1>
    %135 = tensor.empty() : tensor<2x32x64xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x32x64xf32>) outs(%135 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %278 = arith.extf %in : f32 to f64
      linalg.yield %278 : f64
    } -> tensor<2x32x64xf64>
    %137 = tensor.empty() : tensor<2x32x1xf64>
    %138 = linalg.fill ins(%cst_2 : f64) outs(%137 : tensor<2x32x1xf64>) -> tensor<2x32x1xf64>
    %139 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x32x64xf64>) outs(%138 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x32x1xf64>) outs(%137 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %141 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %140 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%135 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.subf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x64xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %141 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%135 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.mulf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x64xf64>
    %143 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<2x32x64xf64>) outs(%138 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x32x1xf64>) outs(%137 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %145 = tensor.empty() : tensor<2x32x1xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x32x1xf64>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %278 = arith.truncf %in : f64 to f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %147 = linalg.fill ins(%cst : f32) outs(%145 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<2x32x64xf32>) outs(%147 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.addf %in, %out : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x32x1xf32>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.divf %in, %cst_15 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x32x1xf32>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.truncf %cst_12 : f64 to f32
      %279 = arith.addf %in, %278 : f32
      linalg.yield %279 : f32
    } -> tensor<2x32x1xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x32x1xf32>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = math.rsqrt %in : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %149 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.subf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %151 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %arg34 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %arg35 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %collapsed_47 = tensor.collapse_shape %155 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %transposed_48 = linalg.transpose ins(%arg30 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %156 = linalg.fill ins(%cst : f32) outs(%8 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %157 = linalg.matmul ins(%collapsed_47, %transposed_48 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%156 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %158 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %159 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%157, %158 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<64x64xf32>
    %expanded_49 = tensor.expand_shape %159 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<2x32x64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.truncf %cst_11 : f64 to f32
      %279 = arith.mulf %in, %278 : f32
      linalg.yield %279 : f32
    } -> tensor<2x32x64xf32>
    %expanded_50 = tensor.expand_shape %160 [[0], [1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<2x32x64xf32> into tensor<2x32x2x32xf32>
    %161 = tensor.empty() : tensor<2x2x32x32xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<2x32x2x32xf32>) outs(%161 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_52 = linalg.transpose ins(%arg27 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %162 = linalg.matmul ins(%collapsed_47, %transposed_52 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%156 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_53 = tensor.expand_shape %162 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_54 = linalg.transpose ins(%arg28 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %163 = linalg.matmul ins(%collapsed_47, %transposed_54 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%156 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %164 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %165 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%163, %164 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<64x64xf32>
    %expanded_55 = tensor.expand_shape %165 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x32x2x32xf32>) outs(%161 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %166 = tensor.empty() : tensor<2x1x32x32xf32>
    %167 = linalg.generic {indexing_maps = [#map8, #map13, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %cst_6, %cst_7 : tensor<2x1x32x32xi1>, tensor<f32>, tensor<f32>) outs(%166 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: i1, %in_98: f32, %in_99: f32, %out: f32):
      %278 = arith.select %in, %in_98, %in_99 : f32
      linalg.yield %278 : f32
    } -> tensor<2x1x32x32xf32>
    %transposed_57 = linalg.transpose ins(%expanded_53 : tensor<2x32x2x32xf32>) outs(%161 : tensor<2x2x32x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_58 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_59 = tensor.collapse_shape %transposed_57 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %168 = tensor.empty() : tensor<4x32x32xf32>
    %169 = linalg.fill ins(%cst : f32) outs(%168 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %170 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%169 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_60 = tensor.expand_shape %170 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %171 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_60, %167 : tensor<2x2x32x32xf32>, tensor<2x1x32x32xf32>) outs(%161 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x32x32xf32>
    %172 = tensor.empty() : tensor<2x2x32xi64>
    %173 = linalg.fill ins(%c0_i64 : i64) outs(%172 : tensor<2x2x32xi64>) -> tensor<2x2x32xi64>
    %174 = tensor.empty() : tensor<2x2x32xf32>
    %175 = linalg.fill ins(%cst_3 : f32) outs(%174 : tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %176:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%171 : tensor<2x2x32x32xf32>) outs(%175, %173 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_98: i64):
      %278 = linalg.index 3 : index
      %279 = arith.index_cast %278 : index to i64
      %280 = arith.maximumf %in, %out : f32
      %281 = arith.cmpf ogt, %in, %out : f32
      %282 = arith.select %281, %279, %out_98 : i64
      linalg.yield %280, %282 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_61 = tensor.expand_shape %176#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %177 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %expanded_61 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%161 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.subf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x32x32xf32>
    %178 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<2x2x32x32xf32>) outs(%161 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = math.exp %in : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x32x32xf32>
    %179 = tensor.empty() : tensor<2x2x32x1xf32>
    %180 = linalg.fill ins(%cst : f32) outs(%179 : tensor<2x2x32x1xf32>) -> tensor<2x2x32x1xf32>
    %181 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%178 : tensor<2x2x32x32xf32>) outs(%180 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.addf %in, %out : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x32x1xf32>
    %182 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %181 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%161 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.divf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x32x32xf32>
    %183 = tensor.empty() : tensor<2x2x32x32xi1>
    %184 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<2x2x32x32xf32>) outs(%183 : tensor<2x2x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %278 = arith.extf %in : f32 to f64
      %279 = arith.cmpf oeq, %278, %cst_10 : f64
      linalg.yield %279 : i1
    } -> tensor<2x2x32x32xi1>
    %185 = tensor.empty() : tensor<2x2x32x1xi1>
    %186 = linalg.fill ins(%true : i1) outs(%185 : tensor<2x2x32x1xi1>) -> tensor<2x2x32x1xi1>
    %187 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%184 : tensor<2x2x32x32xi1>) outs(%186 : tensor<2x2x32x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %278 = arith.andi %in, %out : i1
      linalg.yield %278 : i1
    } -> tensor<2x2x32x1xi1>
    %188 = linalg.generic {indexing_maps = [#map10, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %cst_5, %182 : tensor<2x2x32x1xi1>, tensor<2x2x32x32xf32>, tensor<2x2x32x32xf32>) outs(%161 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: i1, %in_98: f32, %in_99: f32, %out: f32):
      %278 = arith.select %in, %in_98, %in_99 : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x32x32xf32>
    %collapsed_62 = tensor.collapse_shape %188 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_63 = tensor.collapse_shape %transposed_56 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %189 = linalg.batch_matmul ins(%collapsed_62, %collapsed_63 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%169 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_64 = tensor.expand_shape %189 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %190 = tensor.empty() : tensor<2x32x2x32xf32>
    %transposed_65 = linalg.transpose ins(%expanded_64 : tensor<2x2x32x32xf32>) outs(%190 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_66 = tensor.collapse_shape %transposed_65 [[0, 1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<64x64xf32>
    %transposed_67 = linalg.transpose ins(%arg32 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %191 = linalg.matmul ins(%collapsed_66, %transposed_67 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%156 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %192 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %193 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%191, %192 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<64x64xf32>
    %expanded_68 = tensor.expand_shape %193 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %expanded_68 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x32x64xf32>) outs(%135 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %278 = arith.extf %in : f32 to f64
      linalg.yield %278 : f64
    } -> tensor<2x32x64xf64>
    %196 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%195 : tensor<2x32x64xf64>) outs(%138 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x32x1xf64>) outs(%137 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %198 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %197 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%135 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.subf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x64xf64>
    %199 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %198 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%135 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.mulf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x64xf64>
    %200 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%199 : tensor<2x32x64xf64>) outs(%138 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<2x32x1xf64>) outs(%137 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x32x1xf64>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %278 = arith.truncf %in : f64 to f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%194 : tensor<2x32x64xf32>) outs(%147 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.addf %in, %out : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<2x32x1xf32>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.divf %in, %cst_15 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<2x32x1xf32>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.truncf %cst_12 : f64 to f32
      %279 = arith.addf %in, %278 : f32
      linalg.yield %279 : f32
    } -> tensor<2x32x1xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<2x32x1xf32>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = math.rsqrt %in : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %204 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.subf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %206 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %arg43 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %arg44 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %collapsed_69 = tensor.collapse_shape %210 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %transposed_70 = linalg.transpose ins(%arg39 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %211 = linalg.matmul ins(%collapsed_69, %transposed_70 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%156 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %212 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %213 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%211, %212 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<64x64xf32>
    %expanded_71 = tensor.expand_shape %213 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<2x32x64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.truncf %cst_11 : f64 to f32
      %279 = arith.mulf %in, %278 : f32
      linalg.yield %279 : f32
    } -> tensor<2x32x64xf32>
    %expanded_72 = tensor.expand_shape %214 [[0], [1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<2x32x64xf32> into tensor<2x32x2x32xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<2x32x2x32xf32>) outs(%161 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_74 = linalg.transpose ins(%arg36 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %215 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_76 = tensor.expand_shape %215 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_77 = linalg.transpose ins(%arg37 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %216 = linalg.matmul ins(%collapsed_75, %transposed_77 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %217 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %218 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%216, %217 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<128x64xf32>
    %expanded_78 = tensor.expand_shape %218 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<2x64x2x32xf32>) outs(%38 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_80 = linalg.transpose ins(%expanded_76 : tensor<2x64x2x32xf32>) outs(%43 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_81 = tensor.collapse_shape %transposed_73 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_82 = tensor.collapse_shape %transposed_80 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %219 = tensor.empty() : tensor<4x32x64xf32>
    %220 = linalg.fill ins(%cst : f32) outs(%219 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %221 = linalg.batch_matmul ins(%collapsed_81, %collapsed_82 : tensor<4x32x32xf32>, tensor<4x32x64xf32>) outs(%220 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %expanded_83 = tensor.expand_shape %221 [[0, 1], [2], [3]] output_shape [2, 2, 32, 64] : tensor<4x32x64xf32> into tensor<2x2x32x64xf32>
    %222:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_83 : tensor<2x2x32x64xf32>) outs(%175, %173 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_98: i64):
      %278 = linalg.index 3 : index
      %279 = arith.index_cast %278 : index to i64
      %280 = arith.maximumf %in, %out : f32
      %281 = arith.cmpf ogt, %in, %out : f32
      %282 = arith.select %281, %279, %out_98 : i64
      linalg.yield %280, %282 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_84 = tensor.expand_shape %222#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %223 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_83, %expanded_84 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%43 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.subf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x32x64xf32>
    %224 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<2x2x32x64xf32>) outs(%43 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = math.exp %in : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x32x64xf32>
    %225 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%224 : tensor<2x2x32x64xf32>) outs(%180 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.addf %in, %out : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x32x1xf32>
    %226 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %225 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%43 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.divf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x32x64xf32>
    %227 = tensor.empty() : tensor<2x2x32x64xi1>
    %228 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<2x2x32x64xf32>) outs(%227 : tensor<2x2x32x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %278 = arith.extf %in : f32 to f64
      %279 = arith.cmpf oeq, %278, %cst_10 : f64
      linalg.yield %279 : i1
    } -> tensor<2x2x32x64xi1>
    %229 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%228 : tensor<2x2x32x64xi1>) outs(%186 : tensor<2x2x32x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %278 = arith.andi %in, %out : i1
      linalg.yield %278 : i1
    } -> tensor<2x2x32x1xi1>
    %230 = linalg.generic {indexing_maps = [#map10, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %cst_4, %226 : tensor<2x2x32x1xi1>, tensor<2x2x32x64xf32>, tensor<2x2x32x64xf32>) outs(%43 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: i1, %in_98: f32, %in_99: f32, %out: f32):
      %278 = arith.select %in, %in_98, %in_99 : f32
      linalg.yield %278 : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_85 = tensor.collapse_shape %230 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %collapsed_86 = tensor.collapse_shape %transposed_79 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %231 = linalg.batch_matmul ins(%collapsed_85, %collapsed_86 : tensor<4x32x64xf32>, tensor<4x64x32xf32>) outs(%169 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_87 = tensor.expand_shape %231 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %transposed_88 = linalg.transpose ins(%expanded_87 : tensor<2x2x32x32xf32>) outs(%190 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_89 = tensor.collapse_shape %transposed_88 [[0, 1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<64x64xf32>
    %transposed_90 = linalg.transpose ins(%arg41 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %232 = linalg.matmul ins(%collapsed_89, %transposed_90 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%156 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %233 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %234 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%232, %233 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<64x64xf32>
    %expanded_91 = tensor.expand_shape %234 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %expanded_91 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<2x32x64xf32>) outs(%135 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %278 = arith.extf %in : f32 to f64
      linalg.yield %278 : f64
    } -> tensor<2x32x64xf64>
    %237 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%236 : tensor<2x32x64xf64>) outs(%138 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x32x1xf64>) outs(%137 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %239 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %238 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%135 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.subf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x64xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %239 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%135 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.mulf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x64xf64>
    %241 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%240 : tensor<2x32x64xf64>) outs(%138 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %242 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<2x32x1xf64>) outs(%137 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<2x32x1xf64>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %278 = arith.truncf %in : f64 to f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%235 : tensor<2x32x64xf32>) outs(%147 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.addf %in, %out : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<2x32x1xf32>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.divf %in, %cst_15 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<2x32x1xf32>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.truncf %cst_12 : f64 to f32
      %279 = arith.addf %in, %278 : f32
      linalg.yield %279 : f32
    } -> tensor<2x32x1xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<2x32x1xf32>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = math.rsqrt %in : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %245 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.subf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %247 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %arg49 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %arg50 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %collapsed_92 = tensor.collapse_shape %251 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %transposed_93 = linalg.transpose ins(%arg45 : tensor<128x64xf32>) outs(%89 : tensor<64x128xf32>) permutation = [1, 0] 
    %252 = linalg.fill ins(%cst : f32) outs(%89 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %253 = linalg.matmul ins(%collapsed_92, %transposed_93 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%252 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %254 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<128xf32>) outs(%89 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x128xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%253, %254 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%89 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<64x128xf32>
    %expanded_94 = tensor.expand_shape %255 [[0, 1], [2]] output_shape [2, 32, 128] : tensor<64x128xf32> into tensor<2x32x128xf32>
    %256 = tensor.empty() : tensor<2x32x128xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<2x32x128xf32>) outs(%256 : tensor<2x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.divf %in, %cst_13 : f32
      %279 = math.erf %278 : f32
      %280 = arith.addf %279, %cst_0 : f32
      %281 = arith.mulf %280, %cst_1 : f32
      %282 = arith.mulf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<2x32x128xf32>
    %collapsed_95 = tensor.collapse_shape %257 [[0, 1], [2]] : tensor<2x32x128xf32> into tensor<64x128xf32>
    %transposed_96 = linalg.transpose ins(%arg47 : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %258 = linalg.matmul ins(%collapsed_95, %transposed_96 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%156 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %259 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %260 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%258, %259 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<64x64xf32>
    %expanded_97 = tensor.expand_shape %260 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %expanded_97 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<2x32x64xf32>) outs(%135 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %278 = arith.extf %in : f32 to f64
      linalg.yield %278 : f64
    } -> tensor<2x32x64xf64>
    %263 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%262 : tensor<2x32x64xf64>) outs(%138 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %264 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<2x32x1xf64>) outs(%137 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %265 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %264 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%135 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.subf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x64xf64>
    %266 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %265 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%135 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_98: f64, %out: f64):
      %278 = arith.mulf %in, %in_98 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x64xf64>
    %267 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%266 : tensor<2x32x64xf64>) outs(%138 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.addf %in, %out : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<2x32x1xf64>) outs(%137 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %278 = arith.divf %in, %cst_14 : f64
      linalg.yield %278 : f64
    } -> tensor<2x32x1xf64>
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x32x1xf64>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %278 = arith.truncf %in : f64 to f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%261 : tensor<2x32x64xf32>) outs(%147 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.addf %in, %out : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<2x32x1xf32>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.divf %in, %cst_15 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x32x1xf32>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = arith.truncf %cst_12 : f64 to f32
      %279 = arith.addf %in, %278 : f32
      linalg.yield %279 : f32
    } -> tensor<2x32x1xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<2x32x1xf32>) outs(%145 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %278 = math.rsqrt %in : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x1xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %271 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.subf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %273 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %arg51 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.mulf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %arg52 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%116 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_98: f32, %out: f32):
      %278 = arith.addf %in, %in_98 : f32
      linalg.yield %278 : f32
    } -> tensor<2x32x64xf32>
    return %277 : tensor<2x32x64xf32>
  }
}
