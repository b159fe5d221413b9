// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: FalconModel(FalconConfig(vocab_size=256, hidden_size=128, num_hidden_layers=1, num_attention_heads=4,
//    multi_query=True, new_decoder_architecture=False, parallel_attn=True, alibi=False, bias=False,
//    max_position_embeddings=128, bos_token_id=1, eos_token_id=2, attn_implementation='eager')), random weights
//    (torch.manual_seed(0)), eval(), f32
// Part: layer, submodule h.0 of FalconModel (FalconDecoderLayer): FalconDecoderLayer: one LayerNorm, attention
//    and GELU MLP in parallel
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask, position_embeddings; other arguments fixed:
//    layer_past=None, use_cache=False, output_attentions=False
// attn_implementation: eager. Notable: multi-query (4 heads, 1 KV head) x 32, fused QKV, RoPE, causal + padding
//    mask [B,1,S,S] built by create_causal_mask
// Inputs: %arg0 hidden_states: f32[2,64,128], %arg1 attention_mask: f32[2,1,64,64], %arg2
//    position_embeddings[0]: f32[1,64,32], %arg3 position_embeddings[1]: f32[1,64,32]
// Weights: 6 parameters as function arguments %arg4..%arg9 (torch.func.functional_call); buffers are constants:
//    %arg4 self_attention.query_key_value.weight: f32[192,128], %arg5 self_attention.dense.weight:
//    f32[128,128], %arg6 mlp.dense_h_to_4h.weight: f32[512,128], %arg7 mlp.dense_4h_to_h.weight: f32[128,512],
//    %arg8 input_layernorm.weight: f32[128], %arg9 input_layernorm.bias: f32[128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf falcon:layer:eager:f32 -o assets/models/falcon_layer_eager_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x128xf32>, %arg1: tensor<2x1x64x64xf32>, %arg2: tensor<1x64x32xf32>, %arg3: tensor<1x64x32xf32>, %arg4: tensor<192x128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<512x128xf32>, %arg7: tensor<128x512xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128xf32>) -> tensor<2x64x128xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 0.17677669529663687 : f64
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 1.280000e+02 : f64
    %cst_7 = arith.constant 1.280000e+02 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x64x128xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %74 = arith.extf %in : f32 to f64
      linalg.yield %74 : f64
    } -> tensor<2x64x128xf64>
    %2 = tensor.empty() : tensor<2x64x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x128xf64>) outs(%3 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %74 = arith.addf %in, %out : f64
      linalg.yield %74 : f64
    } -> tensor<2x64x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x64x1xf64>) outs(%2 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %74 = arith.divf %in, %cst_6 : f64
      linalg.yield %74 : f64
    } -> tensor<2x64x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x64x128xf64>, tensor<2x64x1xf64>) outs(%0 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_39: f64, %out: f64):
      %74 = arith.subf %in, %in_39 : f64
      linalg.yield %74 : f64
    } -> tensor<2x64x128xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<2x64x128xf64>, tensor<2x64x128xf64>) outs(%0 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_39: f64, %out: f64):
      %74 = arith.mulf %in, %in_39 : f64
      linalg.yield %74 : f64
    } -> tensor<2x64x128xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<2x64x128xf64>) outs(%3 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %74 = arith.addf %in, %out : f64
      linalg.yield %74 : f64
    } -> tensor<2x64x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x64x1xf64>) outs(%2 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %74 = arith.divf %in, %cst_6 : f64
      linalg.yield %74 : f64
    } -> tensor<2x64x1xf64>
    %10 = tensor.empty() : tensor<2x64x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x64x1xf64>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %74 = arith.truncf %in : f64 to f32
      linalg.yield %74 : f32
    } -> tensor<2x64x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x64x128xf32>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.addf %in, %out : f32
      linalg.yield %74 : f32
    } -> tensor<2x64x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.divf %in, %cst_7 : f32
      linalg.yield %74 : f32
    } -> tensor<2x64x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.truncf %cst_5 : f64 to f32
      %75 = arith.addf %in, %74 : f32
      linalg.yield %75 : f32
    } -> tensor<2x64x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = math.rsqrt %in : f32
      linalg.yield %74 : f32
    } -> tensor<2x64x1xf32>
    %17 = tensor.empty() : tensor<2x64x128xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%17 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.subf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x64x128xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%17 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.mulf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x64x128xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg8 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%17 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.mulf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x64x128xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg9 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%17 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.addf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x64x128xf32>
    %22 = tensor.empty() : tensor<128x192xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<192x128xf32>) outs(%22 : tensor<128x192xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %23 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %24 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x192xf32>) outs(%23 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %expanded = tensor.expand_shape %24 [[0, 1], [2, 3]] output_shape [2, 64, 6, 32] : tensor<128x192xf32> into tensor<2x64x6x32xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0, 0] [2, 64, 4, 32] [1, 1, 1, 1] : tensor<2x64x6x32xf32> to tensor<2x64x4x32xf32>
    %extracted_slice_9 = tensor.extract_slice %expanded[0, 0, 4, 0] [2, 64, 1, 32] [1, 1, 1, 1] : tensor<2x64x6x32xf32> to tensor<2x64x1x32xf32>
    %extracted_slice_10 = tensor.extract_slice %expanded[0, 0, 5, 0] [2, 64, 1, 32] [1, 1, 1, 1] : tensor<2x64x6x32xf32> to tensor<2x64x1x32xf32>
    %25 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_11 = linalg.transpose ins(%extracted_slice : tensor<2x64x4x32xf32>) outs(%25 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %26 = tensor.empty() : tensor<2x1x64x32xf32>
    %transposed_12 = linalg.transpose ins(%extracted_slice_9 : tensor<2x64x1x32xf32>) outs(%26 : tensor<2x1x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%extracted_slice_10 : tensor<2x64x1x32xf32>) outs(%26 : tensor<2x1x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_14 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_15 = tensor.expand_shape %arg3 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11, %expanded_14 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%25 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.mulf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice_16 = tensor.extract_slice %transposed_11[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_17 = tensor.extract_slice %transposed_11[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %28 = tensor.empty() : tensor<2x4x64x16xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17 : tensor<2x4x64x16xf32>) outs(%28 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.negf %in : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x64x16xf32>
    %concat = tensor.concat dim(3) %29, %extracted_slice_16 : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_15 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%25 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.mulf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x64x32xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %30 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%25 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.addf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x64x32xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_14 : tensor<2x1x64x32xf32>, tensor<1x1x64x32xf32>) outs(%26 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.mulf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x1x64x32xf32>
    %extracted_slice_18 = tensor.extract_slice %transposed_12[0, 0, 0, 0] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xf32> to tensor<2x1x64x16xf32>
    %extracted_slice_19 = tensor.extract_slice %transposed_12[0, 0, 0, 16] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xf32> to tensor<2x1x64x16xf32>
    %33 = tensor.empty() : tensor<2x1x64x16xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_19 : tensor<2x1x64x16xf32>) outs(%33 : tensor<2x1x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.negf %in : f32
      linalg.yield %74 : f32
    } -> tensor<2x1x64x16xf32>
    %concat_20 = tensor.concat dim(3) %34, %extracted_slice_18 : (tensor<2x1x64x16xf32>, tensor<2x1x64x16xf32>) -> tensor<2x1x64x32xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_20, %expanded_15 : tensor<2x1x64x32xf32>, tensor<1x1x64x32xf32>) outs(%26 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.mulf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x1x64x32xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %35 : tensor<2x1x64x32xf32>, tensor<2x1x64x32xf32>) outs(%26 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.addf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x1x64x32xf32>
    %37 = tensor.empty() : tensor<2x1x4x64x32xf32>
    %38 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x1x64x32xf32>) outs(%37 : tensor<2x1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x64x32xf32>
    %collapsed_21 = tensor.collapse_shape %38 [[0], [1, 2], [3], [4]] : tensor<2x1x4x64x32xf32> into tensor<2x4x64x32xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13 : tensor<2x1x64x32xf32>) outs(%37 : tensor<2x1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x64x32xf32>
    %40 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_22 = linalg.transpose ins(%collapsed_21 : tensor<2x4x64x32xf32>) outs(%40 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_23 = tensor.collapse_shape %31 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %41 = tensor.empty() : tensor<8x64x64xf32>
    %42 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %43 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%42 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_25 = tensor.expand_shape %43 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %44 = tensor.empty() : tensor<2x4x64x64xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x4x64x64xf32>) outs(%44 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.truncf %cst_4 : f64 to f32
      %75 = arith.mulf %in, %74 : f32
      linalg.yield %75 : f32
    } -> tensor<2x4x64x64xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map8, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %arg1 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%44 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.addf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x64x64xf32>
    %47 = tensor.empty() : tensor<2x4x64xi64>
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %49 = tensor.empty() : tensor<2x4x64xf32>
    %50 = linalg.fill ins(%cst_1 : f32) outs(%49 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %51:2 = linalg.generic {indexing_maps = [#map3, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<2x4x64x64xf32>) outs(%50, %48 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_39: i64):
      %74 = linalg.index 3 : index
      %75 = arith.index_cast %74 : index to i64
      %76 = arith.maximumf %in, %out : f32
      %77 = arith.cmpf ogt, %in, %out : f32
      %78 = arith.select %77, %75, %out_39 : i64
      linalg.yield %76, %78 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_26 = tensor.expand_shape %51#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_26 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%44 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.subf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x64x64xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x4x64x64xf32>) outs(%44 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = math.exp %in : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x64x64xf32>
    %54 = tensor.empty() : tensor<2x4x64x1xf32>
    %55 = linalg.fill ins(%cst_0 : f32) outs(%54 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x4x64x64xf32>) outs(%55 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.addf %in, %out : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x64x1xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%44 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.divf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_27 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_28 = tensor.collapse_shape %39 [[0, 1, 2], [3], [4]] : tensor<2x1x4x64x32xf32> into tensor<8x64x32xf32>
    %58 = tensor.empty() : tensor<8x64x32xf32>
    %59 = linalg.fill ins(%cst_0 : f32) outs(%58 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %60 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%59 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_29 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %61 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x4x64x32xf32>) outs(%61 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %62 = tensor.empty() : tensor<128x128xf32>
    %transposed_31 = linalg.transpose ins(%arg5 : tensor<128x128xf32>) outs(%62 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<128x128xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %64 = linalg.matmul ins(%collapsed_32, %transposed_31 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%63 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_33 = tensor.expand_shape %64 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %65 = tensor.empty() : tensor<128x512xf32>
    %transposed_34 = linalg.transpose ins(%arg6 : tensor<512x128xf32>) outs(%65 : tensor<128x512xf32>) permutation = [1, 0] 
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<128x512xf32>) -> tensor<128x512xf32>
    %67 = linalg.matmul ins(%collapsed, %transposed_34 : tensor<128x128xf32>, tensor<128x512xf32>) outs(%66 : tensor<128x512xf32>) -> tensor<128x512xf32>
    %expanded_35 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [2, 64, 512] : tensor<128x512xf32> into tensor<2x64x512xf32>
    %68 = tensor.empty() : tensor<2x64x512xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x64x512xf32>) outs(%68 : tensor<2x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.divf %in, %cst_8 : f32
      %75 = math.erf %74 : f32
      %76 = arith.addf %75, %cst_2 : f32
      %77 = arith.mulf %76, %cst_3 : f32
      %78 = arith.mulf %in, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<2x64x512xf32>
    %70 = tensor.empty() : tensor<512x128xf32>
    %transposed_36 = linalg.transpose ins(%arg7 : tensor<128x512xf32>) outs(%70 : tensor<512x128xf32>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %69 [[0, 1], [2]] : tensor<2x64x512xf32> into tensor<128x512xf32>
    %71 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<128x512xf32>, tensor<512x128xf32>) outs(%63 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_38 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %expanded_33 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%17 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.addf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x64x128xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %72 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%17 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %74 = arith.addf %in, %in_39 : f32
      linalg.yield %74 : f32
    } -> tensor<2x64x128xf32>
    return %73 : tensor<2x64x128xf32>
  }
}
