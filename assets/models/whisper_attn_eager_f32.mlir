// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: WhisperModel(WhisperConfig(vocab_size=256, num_mel_bins=16, encoder_layers=1, decoder_layers=1,
//    encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=128, decoder_ffn_dim=128,
//    d_model=64, max_source_positions=64, max_target_positions=64, pad_token_id=0, bos_token_id=1,
//    eos_token_id=2, decoder_start_token_id=3, begin_suppress_tokens=None, attn_implementation='eager')),
//    random weights (torch.manual_seed(0)), eval(), f32
// Part: attn, submodule encoder.layers.0.self_attn of WhisperModel (WhisperAttention): WhisperAttention
//    (encoder): q (bias, scaled before the head split), k (no bias), v, out_proj; no mask
// Run: the model is called on input_features f32[2,16,128], decoder_input_ids i64[2,32], decoder_attention_mask
//    i64[2,32]; the part gets the arguments the model passed it (pre-hook), tensors as function arguments:
//    hidden_states; other arguments fixed: attention_mask=None, use_cache=False
// attn_implementation: eager. Notable: 2 heads x 32, q scaled by 1/sqrt(d) before the head split, no padding
//    mask
// Inputs: %arg0 hidden_states: f32[2,64,64]
// Weights: 7 parameters as function arguments %arg1..%arg7 (torch.func.functional_call); buffers are constants:
//    %arg1 k_proj.weight: f32[64,64], %arg2 v_proj.weight: f32[64,64], %arg3 v_proj.bias: f32[64], %arg4
//    q_proj.weight: f32[64,64], %arg5 q_proj.bias: f32[64], %arg6 out_proj.weight: f32[64,64], %arg7
//    out_proj.bias: f32[64]
// Results: f32[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf whisper:attn:eager:f32 -o assets/models/whisper_attn_eager_f32.mlir
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>) -> tensor<2x64x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.17677669529663689 : f64
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %0 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<128x64xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %36 = arith.addf %in, %in_21 : f32
      linalg.yield %36 : f32
    } -> tensor<128x64xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %6 = tensor.empty() : tensor<2x64x64xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x64x64xf32>) outs(%6 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %36 = arith.truncf %cst_1 : f64 to f32
      %37 = arith.mulf %in, %36 : f32
      linalg.yield %37 : f32
    } -> tensor<2x64x64xf32>
    %expanded_2 = tensor.expand_shape %7 [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %8 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_3 = linalg.transpose ins(%expanded_2 : tensor<2x64x2x32xf32>) outs(%8 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_4 = linalg.transpose ins(%arg1 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %9 = linalg.matmul ins(%collapsed, %transposed_4 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_5 = tensor.expand_shape %9 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_6 = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %10 = linalg.matmul ins(%collapsed, %transposed_6 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %36 = arith.addf %in, %in_21 : f32
      linalg.yield %36 : f32
    } -> tensor<128x64xf32>
    %expanded_7 = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_8 = linalg.transpose ins(%expanded_7 : tensor<2x64x2x32xf32>) outs(%8 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %13 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_9 = linalg.transpose ins(%expanded_5 : tensor<2x64x2x32xf32>) outs(%13 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_10 = tensor.collapse_shape %transposed_3 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_11 = tensor.collapse_shape %transposed_9 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %14 = tensor.empty() : tensor<4x64x64xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %16 = linalg.batch_matmul ins(%collapsed_10, %collapsed_11 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%15 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_12 = tensor.expand_shape %16 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %17 = tensor.empty() : tensor<2x2x64xi64>
    %18 = linalg.fill ins(%c0_i64 : i64) outs(%17 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %19 = tensor.empty() : tensor<2x2x64xf32>
    %20 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %21:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_12 : tensor<2x2x64x64xf32>) outs(%20, %18 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_21: i64):
      %36 = linalg.index 3 : index
      %37 = arith.index_cast %36 : index to i64
      %38 = arith.maximumf %in, %out : f32
      %39 = arith.cmpf ogt, %in, %out : f32
      %40 = arith.select %39, %37, %out_21 : i64
      linalg.yield %38, %40 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_13 = tensor.expand_shape %21#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %22 = tensor.empty() : tensor<2x2x64x64xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_13 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%22 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %36 = arith.subf %in, %in_21 : f32
      linalg.yield %36 : f32
    } -> tensor<2x2x64x64xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x2x64x64xf32>) outs(%22 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %36 = math.exp %in : f32
      linalg.yield %36 : f32
    } -> tensor<2x2x64x64xf32>
    %25 = tensor.empty() : tensor<2x2x64x1xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<2x2x64x64xf32>) outs(%26 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %36 = arith.addf %in, %out : f32
      linalg.yield %36 : f32
    } -> tensor<2x2x64x1xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%22 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %36 = arith.divf %in, %in_21 : f32
      linalg.yield %36 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_14 = tensor.collapse_shape %28 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_15 = tensor.collapse_shape %transposed_8 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %29 = tensor.empty() : tensor<4x64x32xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %31 = linalg.batch_matmul ins(%collapsed_14, %collapsed_15 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%30 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_16 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %32 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<2x2x64x32xf32>) outs(%32 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_18 = tensor.collapse_shape %transposed_17 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %transposed_19 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %33 = linalg.matmul ins(%collapsed_18, %transposed_19 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%33, %34 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %36 = arith.addf %in, %in_21 : f32
      linalg.yield %36 : f32
    } -> tensor<128x64xf32>
    %expanded_20 = tensor.expand_shape %35 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    return %expanded_20 : tensor<2x64x64xf32>
  }
}
