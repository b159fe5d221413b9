// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: WhisperModel(WhisperConfig(vocab_size=256, num_mel_bins=16, encoder_layers=1, decoder_layers=1,
//    encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=128, decoder_ffn_dim=128,
//    d_model=64, max_source_positions=64, max_target_positions=64, pad_token_id=0, bos_token_id=1,
//    eos_token_id=2, decoder_start_token_id=3, begin_suppress_tokens=None, attn_implementation='eager')),
//    random weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: WhisperModel: conv1d x2 (GELU) on input_features [2,16,128], sinusoidal
//    positions, encoder layer, token embedding, decoder layer (decoder_input_ids [2,32])
// Run: the model is called on input_features f32[2,16,128], decoder_input_ids i64[2,32], decoder_attention_mask
//    i64[2,32]
// attn_implementation: eager. Notable: 2 heads x 32, q scaled by 1/sqrt(d) before the head split, no padding
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
// Regenerate: venv/bin/python tools/import_torch.py --hf whisper:model:eager:f32 -o assets/models/whisper_model_eager_f32.mlir
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
    %c256 = arith.constant 256 : index
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant 0.17677669529663689 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant 1.41421354 : f32
    %cst_10 = arith.constant 6.400000e+01 : f64
    %cst_11 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg53: index, %arg54: index, %arg55: index):
      tensor.yield %cst : f32
    } : tensor<2x16x128xf32> to tensor<2x16x130xf32>
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %broadcasted = linalg.broadcast ins(%arg4 : tensor<64xf32>) outs(%0 : tensor<2x64x128xf32>) dimensions = [0, 2] 
    %1 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded, %arg3 : tensor<2x16x130xf32>, tensor<64x16x3xf32>) outs(%broadcasted : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.divf %in, %cst_9 : f32
      %263 = math.erf %262 : f32
      %264 = arith.addf %263, %cst_0 : f32
      %265 = arith.mulf %264, %cst_1 : f32
      %266 = arith.mulf %in, %265 : f32
      linalg.yield %266 : f32
    } -> tensor<2x64x128xf32>
    %padded_12 = tensor.pad %2 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg53: index, %arg54: index, %arg55: index):
      tensor.yield %cst : f32
    } : tensor<2x64x128xf32> to tensor<2x64x130xf32>
    %3 = tensor.empty() : tensor<2x64x64xf32>
    %broadcasted_13 = linalg.broadcast ins(%arg6 : tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) dimensions = [0, 2] 
    %4 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%padded_12, %arg5 : tensor<2x64x130xf32>, tensor<64x64x3xf32>) outs(%broadcasted_13 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x64x64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.divf %in, %cst_9 : f32
      %263 = math.erf %262 : f32
      %264 = arith.addf %263, %cst_0 : f32
      %265 = arith.mulf %264, %cst_1 : f32
      %266 = arith.mulf %in, %265 : f32
      linalg.yield %266 : f32
    } -> tensor<2x64x64xf32>
    %transposed = linalg.transpose ins(%5 : tensor<2x64x64xf32>) outs(%3 : tensor<2x64x64xf32>) permutation = [0, 2, 1] 
    %6 = tensor.empty() : tensor<64xi64>
    %7 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%6 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %262 = linalg.index 0 : index
      %263 = arith.index_cast %262 : index to i64
      linalg.yield %263 : i64
    } -> tensor<64xi64>
    %8 = tensor.empty() : tensor<64x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<64xi64>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %262 = arith.index_cast %in : i64 to index
      %263 = linalg.index 1 : index
      %264 = arith.cmpi slt, %262, %c64 : index
      cf.assert %264, "index must be smaller than dim size"
      %265 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %265, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg7[%262, %263] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %9 : tensor<2x64x64xf32>, tensor<64x64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %11 = tensor.empty() : tensor<2x64x64xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x64x64xf32>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %262 = arith.extf %in : f32 to f64
      linalg.yield %262 : f64
    } -> tensor<2x64x64xf64>
    %13 = tensor.empty() : tensor<2x64x1xf64>
    %14 = linalg.fill ins(%cst_2 : f64) outs(%13 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %15 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<2x64x64xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x1xf64>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x64x1xf64>) outs(%13 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %16 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.subf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x64xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %17 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.mulf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x64xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<2x64x64xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x1xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x64x1xf64>) outs(%13 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x1xf64>
    %21 = tensor.empty() : tensor<2x64x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x64x1xf64>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %262 = arith.truncf %in : f64 to f32
      linalg.yield %262 : f32
    } -> tensor<2x64x1xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%21 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<2x64x64xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.addf %in, %out : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.divf %in, %cst_11 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.truncf %cst_8 : f64 to f32
      %263 = arith.addf %in, %262 : f32
      linalg.yield %263 : f32
    } -> tensor<2x64x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = math.rsqrt %in : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %25 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.subf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %27 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %arg15 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %arg16 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %collapsed = tensor.collapse_shape %31 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %transposed_14 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %32 = tensor.empty() : tensor<128x64xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %34 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%34, %35 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<128x64xf32>
    %expanded = tensor.expand_shape %36 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x64x64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.truncf %cst_7 : f64 to f32
      %263 = arith.mulf %in, %262 : f32
      linalg.yield %263 : f32
    } -> tensor<2x64x64xf32>
    %expanded_15 = tensor.expand_shape %37 [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %38 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x64x2x32xf32>) outs(%38 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_18 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_19 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %40 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %41 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%40, %41 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<128x64xf32>
    %expanded_20 = tensor.expand_shape %42 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x64x2x32xf32>) outs(%38 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %43 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_22 = linalg.transpose ins(%expanded_18 : tensor<2x64x2x32xf32>) outs(%43 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_23 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %44 = tensor.empty() : tensor<4x64x64xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %46 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%45 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_25 = tensor.expand_shape %46 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %47 = tensor.empty() : tensor<2x2x64xi64>
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %49 = tensor.empty() : tensor<2x2x64xf32>
    %50 = linalg.fill ins(%cst_3 : f32) outs(%49 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %51:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_25 : tensor<2x2x64x64xf32>) outs(%50, %48 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_94: i64):
      %262 = linalg.index 3 : index
      %263 = arith.index_cast %262 : index to i64
      %264 = arith.maximumf %in, %out : f32
      %265 = arith.cmpf ogt, %in, %out : f32
      %266 = arith.select %265, %263, %out_94 : i64
      linalg.yield %264, %266 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_26 = tensor.expand_shape %51#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %52 = tensor.empty() : tensor<2x2x64x64xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25, %expanded_26 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%52 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.subf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x64x64xf32>
    %54 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<2x2x64x64xf32>) outs(%52 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = math.exp %in : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x64x64xf32>
    %55 = tensor.empty() : tensor<2x2x64x1xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<2x2x64x64xf32>) outs(%56 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.addf %in, %out : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x64x1xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %57 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%52 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.divf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_27 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %59 = tensor.empty() : tensor<4x64x32xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %61 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%60 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_29 = tensor.expand_shape %61 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %62 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x2x64x32xf32>) outs(%62 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %transposed_32 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %63 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%63, %64 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<128x64xf32>
    %expanded_33 = tensor.expand_shape %65 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %expanded_33 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x64x64xf32>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %262 = arith.extf %in : f32 to f64
      linalg.yield %262 : f64
    } -> tensor<2x64x64xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<2x64x64xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x1xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x64x1xf64>) outs(%13 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x1xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.subf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x64xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %70 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.mulf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x64xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<2x64x64xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x1xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x64x1xf64>) outs(%13 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x1xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x64x1xf64>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %262 = arith.truncf %in : f64 to f32
      linalg.yield %262 : f32
    } -> tensor<2x64x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%66 : tensor<2x64x64xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.addf %in, %out : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.divf %in, %cst_11 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.truncf %cst_8 : f64 to f32
      %263 = arith.addf %in, %262 : f32
      linalg.yield %263 : f32
    } -> tensor<2x64x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = math.rsqrt %in : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %76 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.subf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %78 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %arg21 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %arg22 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %collapsed_34 = tensor.collapse_shape %82 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %83 = tensor.empty() : tensor<64x128xf32>
    %transposed_35 = linalg.transpose ins(%arg17 : tensor<128x64xf32>) outs(%83 : tensor<64x128xf32>) permutation = [1, 0] 
    %84 = tensor.empty() : tensor<128x128xf32>
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %86 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%85 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %87 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<128xf32>) outs(%84 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%86, %87 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%84 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<128x128xf32>
    %expanded_36 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.divf %in, %cst_9 : f32
      %263 = math.erf %262 : f32
      %264 = arith.addf %263, %cst_0 : f32
      %265 = arith.mulf %264, %cst_1 : f32
      %266 = arith.mulf %in, %265 : f32
      linalg.yield %266 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_37 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_38 = linalg.transpose ins(%arg19 : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %90 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %91 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%90, %91 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<128x64xf32>
    %expanded_39 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %expanded_39 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x64x64xf32>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %262 = arith.extf %in : f32 to f64
      linalg.yield %262 : f64
    } -> tensor<2x64x64xf64>
    %95 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<2x64x64xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x1xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x64x1xf64>) outs(%13 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x1xf64>
    %97 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %96 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.subf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x64xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %97 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%11 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.mulf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x64xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x64x64xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x1xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x64x1xf64>) outs(%13 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x64x1xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x64x1xf64>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %262 = arith.truncf %in : f64 to f32
      linalg.yield %262 : f32
    } -> tensor<2x64x1xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<2x64x64xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.addf %in, %out : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.divf %in, %cst_11 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.truncf %cst_8 : f64 to f32
      %263 = arith.addf %in, %262 : f32
      linalg.yield %263 : f32
    } -> tensor<2x64x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x64x1xf32>) outs(%21 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = math.rsqrt %in : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %103 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.subf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %105 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %arg23 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %arg24 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%3 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x64x64xf32>
    %110 = tensor.empty() : tensor<2x32x64xf32>
    %111 = linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x32xi64>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %262 = arith.index_cast %in : i64 to index
      %263 = linalg.index 2 : index
      %264 = arith.cmpi slt, %262, %c256 : index
      cf.assert %264, "index must be smaller than dim size"
      %265 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %265, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg25[%262, %263] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x32x64xf32>
    %112 = tensor.empty() : tensor<32xi64>
    %113 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%112 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %262 = linalg.index 0 : index
      %263 = arith.index_cast %262 : index to i64
      linalg.yield %263 : i64
    } -> tensor<32xi64>
    %114 = tensor.empty() : tensor<2x32xi64>
    %115 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<32xi64>) outs(%114 : tensor<2x32xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x32xi64>
    %116 = linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x32xi64>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %262 = arith.cmpi slt, %in, %c0_i64 : i64
      %263 = arith.addi %in, %c64_i64 : i64
      %264 = arith.select %262, %263, %in : i64
      %265 = arith.index_cast %264 : i64 to index
      %266 = linalg.index 2 : index
      %extracted = tensor.extract %arg26[%265, %266] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x32x64xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %116 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %118 = tensor.empty() : tensor<2x32xi1>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<2x32xi64>) outs(%118 : tensor<2x32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %262 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %262 : i1
    } -> tensor<2x32xi1>
    %120 = tensor.empty() : tensor<2xi64>
    %121 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%120 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %262 = linalg.index 0 : index
      %263 = arith.index_cast %262 : index to i64
      linalg.yield %263 : i64
    } -> tensor<2xi64>
    %expanded_40 = tensor.expand_shape %121 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_41 = tensor.expand_shape %113 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xi64> into tensor<1x1x32x1xi64>
    %expanded_42 = tensor.expand_shape %113 [[0, 1, 2, 3]] output_shape [1, 1, 1, 32] : tensor<32xi64> into tensor<1x1x1x32xi64>
    %122 = tensor.empty() : tensor<1x1x32x32xi1>
    %123 = linalg.generic {indexing_maps = [#map12, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42, %expanded_41 : tensor<1x1x1x32xi64>, tensor<1x1x32x1xi64>) outs(%122 : tensor<1x1x32x32xi1>) {
    ^bb0(%in: i64, %in_94: i64, %out: i1):
      %262 = arith.cmpi sle, %in, %in_94 : i64
      linalg.yield %262 : i1
    } -> tensor<1x1x32x32xi1>
    %124 = linalg.generic {indexing_maps = [#map13, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %123 : tensor<i1>, tensor<1x1x32x32xi1>) outs(%122 : tensor<1x1x32x32xi1>) {
    ^bb0(%in: i1, %in_94: i1, %out: i1):
      %262 = arith.andi %in, %in_94 : i1
      linalg.yield %262 : i1
    } -> tensor<1x1x32x32xi1>
    %125 = tensor.empty() : tensor<2x1x1x32xi1>
    %126 = linalg.generic {indexing_maps = [#map14, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40, %expanded_42 : tensor<2x1x1x1xi64>, tensor<1x1x1x32xi64>) outs(%125 : tensor<2x1x1x32xi1>) {
    ^bb0(%in: i64, %in_94: i64, %out: i1):
      %262 = arith.cmpi slt, %in, %c0_i64 : i64
      %263 = arith.addi %in, %c2_i64 : i64
      %264 = arith.select %262, %263, %in : i64
      %265 = arith.index_cast %264 : i64 to index
      %266 = arith.cmpi slt, %in_94, %c0_i64 : i64
      %267 = arith.addi %in_94, %c32_i64 : i64
      %268 = arith.select %266, %267, %in_94 : i64
      %269 = arith.index_cast %268 : i64 to index
      %extracted = tensor.extract %119[%265, %269] : tensor<2x32xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x32xi1>
    %127 = tensor.empty() : tensor<2x1x32x32xi1>
    %128 = linalg.generic {indexing_maps = [#map16, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %126 : tensor<1x1x32x32xi1>, tensor<2x1x1x32xi1>) outs(%127 : tensor<2x1x32x32xi1>) {
    ^bb0(%in: i1, %in_94: i1, %out: i1):
      %262 = arith.andi %in, %in_94 : i1
      linalg.yield %262 : i1
    } -> tensor<2x1x32x32xi1>
    %129 = tensor.empty() : tensor<2x1x32x32xf32>
    %130 = linalg.generic {indexing_maps = [#map8, #map13, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %cst_5, %cst_4 : tensor<2x1x32x32xi1>, tensor<f32>, tensor<f32>) outs(%129 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: i1, %in_94: f32, %in_95: f32, %out: f32):
      %262 = arith.select %in, %in_94, %in_95 : f32
      linalg.yield %262 : f32
    } -> tensor<2x1x32x32xf32>
    %131 = tensor.empty() : tensor<2x32x64xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x32x64xf32>) outs(%131 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %262 = arith.extf %in : f32 to f64
      linalg.yield %262 : f64
    } -> tensor<2x32x64xf64>
    %133 = tensor.empty() : tensor<2x32x1xf64>
    %134 = linalg.fill ins(%cst_2 : f64) outs(%133 : tensor<2x32x1xf64>) -> tensor<2x32x1xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%132 : tensor<2x32x64xf64>) outs(%134 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x32x1xf64>) outs(%133 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %136 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%131 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.subf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x64xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %137 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%131 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.mulf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x64xf64>
    %139 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%138 : tensor<2x32x64xf64>) outs(%134 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x32x1xf64>) outs(%133 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %141 = tensor.empty() : tensor<2x32x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x32x1xf64>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %262 = arith.truncf %in : f64 to f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %143 = linalg.fill ins(%cst : f32) outs(%141 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<2x32x64xf32>) outs(%143 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.addf %in, %out : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x32x1xf32>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.divf %in, %cst_11 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x32x1xf32>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.truncf %cst_8 : f64 to f32
      %263 = arith.addf %in, %262 : f32
      linalg.yield %263 : f32
    } -> tensor<2x32x1xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x32x1xf32>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = math.rsqrt %in : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %145 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.subf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %147 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %arg34 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %arg35 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %collapsed_43 = tensor.collapse_shape %151 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %transposed_44 = linalg.transpose ins(%arg30 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %152 = linalg.fill ins(%cst : f32) outs(%8 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %153 = linalg.matmul ins(%collapsed_43, %transposed_44 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%152 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %154 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%153, %154 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<64x64xf32>
    %expanded_45 = tensor.expand_shape %155 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<2x32x64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.truncf %cst_7 : f64 to f32
      %263 = arith.mulf %in, %262 : f32
      linalg.yield %263 : f32
    } -> tensor<2x32x64xf32>
    %expanded_46 = tensor.expand_shape %156 [[0], [1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<2x32x64xf32> into tensor<2x32x2x32xf32>
    %157 = tensor.empty() : tensor<2x2x32x32xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x32x2x32xf32>) outs(%157 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_48 = linalg.transpose ins(%arg27 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %158 = linalg.matmul ins(%collapsed_43, %transposed_48 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%152 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_49 = tensor.expand_shape %158 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_50 = linalg.transpose ins(%arg28 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %159 = linalg.matmul ins(%collapsed_43, %transposed_50 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%152 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %160 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %161 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%159, %160 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<64x64xf32>
    %expanded_51 = tensor.expand_shape %161 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<2x32x2x32xf32>) outs(%157 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_53 = linalg.transpose ins(%expanded_49 : tensor<2x32x2x32xf32>) outs(%157 : tensor<2x2x32x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_54 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %162 = tensor.empty() : tensor<4x32x32xf32>
    %163 = linalg.fill ins(%cst : f32) outs(%162 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %164 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%163 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_56 = tensor.expand_shape %164 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %165 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %130 : tensor<2x2x32x32xf32>, tensor<2x1x32x32xf32>) outs(%157 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x32x32xf32>
    %166 = tensor.empty() : tensor<2x2x32xi64>
    %167 = linalg.fill ins(%c0_i64 : i64) outs(%166 : tensor<2x2x32xi64>) -> tensor<2x2x32xi64>
    %168 = tensor.empty() : tensor<2x2x32xf32>
    %169 = linalg.fill ins(%cst_3 : f32) outs(%168 : tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %170:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%165 : tensor<2x2x32x32xf32>) outs(%169, %167 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_94: i64):
      %262 = linalg.index 3 : index
      %263 = arith.index_cast %262 : index to i64
      %264 = arith.maximumf %in, %out : f32
      %265 = arith.cmpf ogt, %in, %out : f32
      %266 = arith.select %265, %263, %out_94 : i64
      linalg.yield %264, %266 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_57 = tensor.expand_shape %170#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %171 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_57 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%157 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.subf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x32x32xf32>
    %172 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<2x2x32x32xf32>) outs(%157 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = math.exp %in : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x32x32xf32>
    %173 = tensor.empty() : tensor<2x2x32x1xf32>
    %174 = linalg.fill ins(%cst : f32) outs(%173 : tensor<2x2x32x1xf32>) -> tensor<2x2x32x1xf32>
    %175 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%172 : tensor<2x2x32x32xf32>) outs(%174 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.addf %in, %out : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x32x1xf32>
    %176 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %175 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%157 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.divf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x32x32xf32>
    %collapsed_58 = tensor.collapse_shape %176 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_59 = tensor.collapse_shape %transposed_52 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %177 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%163 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_60 = tensor.expand_shape %177 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %178 = tensor.empty() : tensor<2x32x2x32xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<2x2x32x32xf32>) outs(%178 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_62 = tensor.collapse_shape %transposed_61 [[0, 1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<64x64xf32>
    %transposed_63 = linalg.transpose ins(%arg32 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %179 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%152 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %180 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%179, %180 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<64x64xf32>
    %expanded_64 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %expanded_64 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x32x64xf32>) outs(%131 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %262 = arith.extf %in : f32 to f64
      linalg.yield %262 : f64
    } -> tensor<2x32x64xf64>
    %184 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<2x32x64xf64>) outs(%134 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x32x1xf64>) outs(%133 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %186 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %185 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%131 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.subf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x64xf64>
    %187 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %186 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%131 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.mulf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x64xf64>
    %188 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%187 : tensor<2x32x64xf64>) outs(%134 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x32x1xf64>) outs(%133 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x32x1xf64>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %262 = arith.truncf %in : f64 to f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<2x32x64xf32>) outs(%143 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.addf %in, %out : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<2x32x1xf32>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.divf %in, %cst_11 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<2x32x1xf32>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.truncf %cst_8 : f64 to f32
      %263 = arith.addf %in, %262 : f32
      linalg.yield %263 : f32
    } -> tensor<2x32x1xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<2x32x1xf32>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = math.rsqrt %in : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %192 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.subf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %arg43 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %arg44 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %collapsed_65 = tensor.collapse_shape %198 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %transposed_66 = linalg.transpose ins(%arg39 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %199 = linalg.matmul ins(%collapsed_65, %transposed_66 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%152 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %200 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %201 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%199, %200 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<64x64xf32>
    %expanded_67 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<2x32x64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.truncf %cst_7 : f64 to f32
      %263 = arith.mulf %in, %262 : f32
      linalg.yield %263 : f32
    } -> tensor<2x32x64xf32>
    %expanded_68 = tensor.expand_shape %202 [[0], [1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<2x32x64xf32> into tensor<2x32x2x32xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x32x2x32xf32>) outs(%157 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_70 = linalg.transpose ins(%arg36 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_71 = tensor.collapse_shape %109 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %203 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_72 = tensor.expand_shape %203 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_73 = linalg.transpose ins(%arg37 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %204 = linalg.matmul ins(%collapsed_71, %transposed_73 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %205 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %206 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%204, %205 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%32 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<128x64xf32>
    %expanded_74 = tensor.expand_shape %206 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<2x64x2x32xf32>) outs(%38 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_76 = linalg.transpose ins(%expanded_72 : tensor<2x64x2x32xf32>) outs(%43 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_77 = tensor.collapse_shape %transposed_69 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_78 = tensor.collapse_shape %transposed_76 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %207 = tensor.empty() : tensor<4x32x64xf32>
    %208 = linalg.fill ins(%cst : f32) outs(%207 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %209 = linalg.batch_matmul ins(%collapsed_77, %collapsed_78 : tensor<4x32x32xf32>, tensor<4x32x64xf32>) outs(%208 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %expanded_79 = tensor.expand_shape %209 [[0, 1], [2], [3]] output_shape [2, 2, 32, 64] : tensor<4x32x64xf32> into tensor<2x2x32x64xf32>
    %210:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_79 : tensor<2x2x32x64xf32>) outs(%169, %167 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_94: i64):
      %262 = linalg.index 3 : index
      %263 = arith.index_cast %262 : index to i64
      %264 = arith.maximumf %in, %out : f32
      %265 = arith.cmpf ogt, %in, %out : f32
      %266 = arith.select %265, %263, %out_94 : i64
      linalg.yield %264, %266 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_80 = tensor.expand_shape %210#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %211 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_79, %expanded_80 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%43 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.subf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x32x64xf32>
    %212 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211 : tensor<2x2x32x64xf32>) outs(%43 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = math.exp %in : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x32x64xf32>
    %213 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%212 : tensor<2x2x32x64xf32>) outs(%174 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.addf %in, %out : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x32x1xf32>
    %214 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %213 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%43 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.divf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_81 = tensor.collapse_shape %214 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %collapsed_82 = tensor.collapse_shape %transposed_75 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %215 = linalg.batch_matmul ins(%collapsed_81, %collapsed_82 : tensor<4x32x64xf32>, tensor<4x64x32xf32>) outs(%163 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_83 = tensor.expand_shape %215 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %transposed_84 = linalg.transpose ins(%expanded_83 : tensor<2x2x32x32xf32>) outs(%178 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_85 = tensor.collapse_shape %transposed_84 [[0, 1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<64x64xf32>
    %transposed_86 = linalg.transpose ins(%arg41 : tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) permutation = [1, 0] 
    %216 = linalg.matmul ins(%collapsed_85, %transposed_86 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%152 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %217 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %218 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%216, %217 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<64x64xf32>
    %expanded_87 = tensor.expand_shape %218 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %expanded_87 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x32x64xf32>) outs(%131 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %262 = arith.extf %in : f32 to f64
      linalg.yield %262 : f64
    } -> tensor<2x32x64xf64>
    %221 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%220 : tensor<2x32x64xf64>) outs(%134 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<2x32x1xf64>) outs(%133 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %223 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %222 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%131 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.subf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x64xf64>
    %224 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %223 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%131 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.mulf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x64xf64>
    %225 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%224 : tensor<2x32x64xf64>) outs(%134 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<2x32x1xf64>) outs(%133 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %227 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<2x32x1xf64>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %262 = arith.truncf %in : f64 to f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%219 : tensor<2x32x64xf32>) outs(%143 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.addf %in, %out : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<2x32x1xf32>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.divf %in, %cst_11 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<2x32x1xf32>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.truncf %cst_8 : f64 to f32
      %263 = arith.addf %in, %262 : f32
      linalg.yield %263 : f32
    } -> tensor<2x32x1xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<2x32x1xf32>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = math.rsqrt %in : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %229 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.subf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %231 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %arg49 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %arg50 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %collapsed_88 = tensor.collapse_shape %235 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %transposed_89 = linalg.transpose ins(%arg45 : tensor<128x64xf32>) outs(%83 : tensor<64x128xf32>) permutation = [1, 0] 
    %236 = linalg.fill ins(%cst : f32) outs(%83 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %237 = linalg.matmul ins(%collapsed_88, %transposed_89 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%236 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %238 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<128xf32>) outs(%83 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x128xf32>
    %239 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%237, %238 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%83 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<64x128xf32>
    %expanded_90 = tensor.expand_shape %239 [[0, 1], [2]] output_shape [2, 32, 128] : tensor<64x128xf32> into tensor<2x32x128xf32>
    %240 = tensor.empty() : tensor<2x32x128xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90 : tensor<2x32x128xf32>) outs(%240 : tensor<2x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.divf %in, %cst_9 : f32
      %263 = math.erf %262 : f32
      %264 = arith.addf %263, %cst_0 : f32
      %265 = arith.mulf %264, %cst_1 : f32
      %266 = arith.mulf %in, %265 : f32
      linalg.yield %266 : f32
    } -> tensor<2x32x128xf32>
    %collapsed_91 = tensor.collapse_shape %241 [[0, 1], [2]] : tensor<2x32x128xf32> into tensor<64x128xf32>
    %transposed_92 = linalg.transpose ins(%arg47 : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %242 = linalg.matmul ins(%collapsed_91, %transposed_92 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%152 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %243 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %244 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%242, %243 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<64x64xf32>
    %expanded_93 = tensor.expand_shape %244 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %expanded_93 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<2x32x64xf32>) outs(%131 : tensor<2x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %262 = arith.extf %in : f32 to f64
      linalg.yield %262 : f64
    } -> tensor<2x32x64xf64>
    %247 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%246 : tensor<2x32x64xf64>) outs(%134 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<2x32x1xf64>) outs(%133 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %249 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %248 : tensor<2x32x64xf64>, tensor<2x32x1xf64>) outs(%131 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.subf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x64xf64>
    %250 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %249 : tensor<2x32x64xf64>, tensor<2x32x64xf64>) outs(%131 : tensor<2x32x64xf64>) {
    ^bb0(%in: f64, %in_94: f64, %out: f64):
      %262 = arith.mulf %in, %in_94 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x64xf64>
    %251 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%250 : tensor<2x32x64xf64>) outs(%134 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.addf %in, %out : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<2x32x1xf64>) outs(%133 : tensor<2x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %262 = arith.divf %in, %cst_10 : f64
      linalg.yield %262 : f64
    } -> tensor<2x32x1xf64>
    %253 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<2x32x1xf64>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %262 = arith.truncf %in : f64 to f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%245 : tensor<2x32x64xf32>) outs(%143 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.addf %in, %out : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<2x32x1xf32>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.divf %in, %cst_11 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<2x32x1xf32>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = arith.truncf %cst_8 : f64 to f32
      %263 = arith.addf %in, %262 : f32
      linalg.yield %263 : f32
    } -> tensor<2x32x1xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<2x32x1xf32>) outs(%141 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %262 = math.rsqrt %in : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x1xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %255 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.subf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %257 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %arg51 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.mulf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %arg52 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%110 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_94: f32, %out: f32):
      %262 = arith.addf %in, %in_94 : f32
      linalg.yield %262 : f32
    } -> tensor<2x32x64xf32>
    return %261 : tensor<2x32x64xf32>
  }
}
