// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: LlamaModel(LlamaConfig(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=128,
//    attn_implementation='eager')), random weights (torch.manual_seed(0)), eval(), bf16
// Part: layer, submodule layers.0 of LlamaModel (LlamaDecoderLayer): LlamaDecoderLayer: RMSNorm, attention,
//    RMSNorm, SwiGLU MLP
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask, position_embeddings; other arguments fixed: cache=None,
//    use_cache=False
// attn_implementation: eager. Notable: GQA 4 heads / 2 KV heads x 32, RoPE, causal + padding mask [B,1,S,S]
//    built by create_causal_mask
// Inputs: %arg0 hidden_states: bf16[2,64,128], %arg1 attention_mask: bf16[2,1,64,64], %arg2
//    position_embeddings[0]: bf16[1,64,32], %arg3 position_embeddings[1]: bf16[1,64,32]
// Weights: 9 parameters as function arguments %arg4..%arg12 (torch.func.functional_call); buffers are
//    constants: %arg4 self_attn.q_proj.weight: bf16[128,128], %arg5 self_attn.k_proj.weight: bf16[64,128],
//    %arg6 self_attn.v_proj.weight: bf16[64,128], %arg7 self_attn.o_proj.weight: bf16[128,128], %arg8
//    mlp.gate_proj.weight: bf16[256,128], %arg9 mlp.up_proj.weight: bf16[256,128], %arg10 mlp.down_proj.weight:
//    bf16[128,256], %arg11 input_layernorm.weight: bf16[128], %arg12 post_attention_layernorm.weight: bf16[128]
// Results: bf16[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf llama:layer:eager:bf16 -o assets/models/llama_layer_eager_bf16.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x128xbf16>, %arg1: tensor<2x1x64x64xbf16>, %arg2: tensor<1x64x32xbf16>, %arg3: tensor<1x64x32xbf16>, %arg4: tensor<128x128xbf16>, %arg5: tensor<64x128xbf16>, %arg6: tensor<64x128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<256x128xbf16>, %arg9: tensor<256x128xbf16>, %arg10: tensor<128x256xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128xbf16>) -> tensor<2x64x128xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 0.17677669529663689 : f64
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 1.280000e+02 : f32
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64x128xbf16>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %99 = arith.extf %in : bf16 to f32
      linalg.yield %99 : f32
    } -> tensor<2x64x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %99 : f32
    } -> tensor<2x64x128xf32>
    %3 = tensor.empty() : tensor<2x64x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x64x128xf32>) outs(%4 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.addf %in, %out : f32
      linalg.yield %99 : f32
    } -> tensor<2x64x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.divf %in, %cst_4 : f32
      linalg.yield %99 : f32
    } -> tensor<2x64x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.truncf %cst_3 : f64 to f32
      %100 = arith.addf %in, %99 : f32
      linalg.yield %100 : f32
    } -> tensor<2x64x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = math.rsqrt %in : f32
      linalg.yield %99 : f32
    } -> tensor<2x64x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %8 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %99 = arith.mulf %in, %in_39 : f32
      linalg.yield %99 : f32
    } -> tensor<2x64x128xf32>
    %10 = tensor.empty() : tensor<2x64x128xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x64x128xf32>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<2x64x128xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %11 : tensor<128xbf16>, tensor<2x64x128xbf16>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %99 = arith.mulf %in, %in_39 : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x64x128xbf16>
    %13 = tensor.empty() : tensor<128x128xbf16>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x128xbf16>) outs(%13 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %12 [[0, 1], [2]] : tensor<2x64x128xbf16> into tensor<128x128xbf16>
    %14 = tensor.empty() : tensor<128x128xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %16 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xbf16>, tensor<128x128xbf16>) outs(%15 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<128x128xf32>) outs(%13 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<128x128xbf16>
    %expanded = tensor.expand_shape %17 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xbf16> into tensor<2x64x4x32xbf16>
    %18 = tensor.empty() : tensor<2x4x64x32xbf16>
    %transposed_5 = linalg.transpose ins(%expanded : tensor<2x64x4x32xbf16>) outs(%18 : tensor<2x4x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %19 = tensor.empty() : tensor<128x64xbf16>
    %transposed_6 = linalg.transpose ins(%arg5 : tensor<64x128xbf16>) outs(%19 : tensor<128x64xbf16>) permutation = [1, 0] 
    %20 = tensor.empty() : tensor<128x64xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %22 = linalg.matmul ins(%collapsed, %transposed_6 : tensor<128x128xbf16>, tensor<128x64xbf16>) outs(%21 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<128x64xf32>) outs(%19 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<128x64xbf16>
    %expanded_7 = tensor.expand_shape %23 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %24 = tensor.empty() : tensor<2x2x64x32xbf16>
    %transposed_8 = linalg.transpose ins(%expanded_7 : tensor<2x64x2x32xbf16>) outs(%24 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_9 = linalg.transpose ins(%arg6 : tensor<64x128xbf16>) outs(%19 : tensor<128x64xbf16>) permutation = [1, 0] 
    %25 = linalg.matmul ins(%collapsed, %transposed_9 : tensor<128x128xbf16>, tensor<128x64xbf16>) outs(%21 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<128x64xf32>) outs(%19 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<128x64xbf16>
    %expanded_10 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<2x64x2x32xbf16>) outs(%24 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_12 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xbf16> into tensor<1x1x64x32xbf16>
    %expanded_13 = tensor.expand_shape %arg3 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xbf16> into tensor<1x1x64x32xbf16>
    %27 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_5, %expanded_12 : tensor<2x4x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%18 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %99 = arith.mulf %in, %in_39 : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x4x64x32xbf16>
    %extracted_slice = tensor.extract_slice %transposed_5[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xbf16> to tensor<2x4x64x16xbf16>
    %extracted_slice_14 = tensor.extract_slice %transposed_5[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xbf16> to tensor<2x4x64x16xbf16>
    %28 = tensor.empty() : tensor<2x4x64x16xbf16>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_14 : tensor<2x4x64x16xbf16>) outs(%28 : tensor<2x4x64x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %99 = arith.negf %in : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x4x64x16xbf16>
    %concat = tensor.concat dim(3) %29, %extracted_slice : (tensor<2x4x64x16xbf16>, tensor<2x4x64x16xbf16>) -> tensor<2x4x64x32xbf16>
    %30 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_13 : tensor<2x4x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%18 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %99 = arith.mulf %in, %in_39 : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x4x64x32xbf16>
    %31 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %30 : tensor<2x4x64x32xbf16>, tensor<2x4x64x32xbf16>) outs(%18 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %99 = arith.addf %in, %in_39 : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x4x64x32xbf16>
    %32 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_8, %expanded_12 : tensor<2x2x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%24 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %99 = arith.mulf %in, %in_39 : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x2x64x32xbf16>
    %extracted_slice_15 = tensor.extract_slice %transposed_8[0, 0, 0, 0] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xbf16> to tensor<2x2x64x16xbf16>
    %extracted_slice_16 = tensor.extract_slice %transposed_8[0, 0, 0, 16] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xbf16> to tensor<2x2x64x16xbf16>
    %33 = tensor.empty() : tensor<2x2x64x16xbf16>
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16 : tensor<2x2x64x16xbf16>) outs(%33 : tensor<2x2x64x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %99 = arith.negf %in : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x2x64x16xbf16>
    %concat_17 = tensor.concat dim(3) %34, %extracted_slice_15 : (tensor<2x2x64x16xbf16>, tensor<2x2x64x16xbf16>) -> tensor<2x2x64x32xbf16>
    %35 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_17, %expanded_13 : tensor<2x2x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%24 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %99 = arith.mulf %in, %in_39 : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x2x64x32xbf16>
    %36 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %35 : tensor<2x2x64x32xbf16>, tensor<2x2x64x32xbf16>) outs(%24 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %99 = arith.addf %in, %in_39 : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x2x64x32xbf16>
    %37 = tensor.empty() : tensor<2x2x2x64x32xbf16>
    %38 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x2x64x32xbf16>) outs(%37 : tensor<2x2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x64x32xbf16>
    %collapsed_18 = tensor.collapse_shape %38 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xbf16> into tensor<2x4x64x32xbf16>
    %39 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11 : tensor<2x2x64x32xbf16>) outs(%37 : tensor<2x2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x64x32xbf16>
    %40 = tensor.empty() : tensor<2x4x32x64xbf16>
    %transposed_19 = linalg.transpose ins(%collapsed_18 : tensor<2x4x64x32xbf16>) outs(%40 : tensor<2x4x32x64xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_20 = tensor.collapse_shape %31 [[0, 1], [2], [3]] : tensor<2x4x64x32xbf16> into tensor<8x64x32xbf16>
    %collapsed_21 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<2x4x32x64xbf16> into tensor<8x32x64xbf16>
    %41 = tensor.empty() : tensor<8x64x64xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %43 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<8x64x32xbf16>, tensor<8x32x64xbf16>) outs(%42 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %44 = tensor.empty() : tensor<8x64x64xbf16>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<8x64x64xf32>) outs(%44 : tensor<8x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<8x64x64xbf16>
    %expanded_22 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xbf16> into tensor<2x4x64x64xbf16>
    %46 = tensor.empty() : tensor<2x4x64x64xbf16>
    %47 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<2x4x64x64xbf16>) outs(%46 : tensor<2x4x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %99 = arith.truncf %cst_2 : f64 to bf16
      %100 = arith.mulf %in, %99 : bf16
      linalg.yield %100 : bf16
    } -> tensor<2x4x64x64xbf16>
    %48 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %arg1 : tensor<2x4x64x64xbf16>, tensor<2x1x64x64xbf16>) outs(%46 : tensor<2x4x64x64xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %99 = arith.addf %in, %in_39 : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x4x64x64xbf16>
    %49 = tensor.empty() : tensor<2x4x64x64xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<2x4x64x64xbf16>) outs(%49 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %99 = arith.extf %in : bf16 to f32
      linalg.yield %99 : f32
    } -> tensor<2x4x64x64xf32>
    %51 = tensor.empty() : tensor<2x4x64xi64>
    %52 = linalg.fill ins(%c0_i64 : i64) outs(%51 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %53 = tensor.empty() : tensor<2x4x64xf32>
    %54 = linalg.fill ins(%cst_0 : f32) outs(%53 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %55:2 = linalg.generic {indexing_maps = [#map4, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<2x4x64x64xf32>) outs(%54, %52 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_39: i64):
      %99 = linalg.index 3 : index
      %100 = arith.index_cast %99 : index to i64
      %101 = arith.maximumf %in, %out : f32
      %102 = arith.cmpf ogt, %in, %out : f32
      %103 = arith.select %102, %100, %out_39 : i64
      linalg.yield %101, %103 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_23 = tensor.expand_shape %55#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %56 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_23 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%49 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %99 = arith.subf %in, %in_39 : f32
      linalg.yield %99 : f32
    } -> tensor<2x4x64x64xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<2x4x64x64xf32>) outs(%49 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = math.exp %in : f32
      linalg.yield %99 : f32
    } -> tensor<2x4x64x64xf32>
    %58 = tensor.empty() : tensor<2x4x64x1xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<2x4x64x64xf32>) outs(%59 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.addf %in, %out : f32
      linalg.yield %99 : f32
    } -> tensor<2x4x64x1xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %60 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%49 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %99 = arith.divf %in, %in_39 : f32
      linalg.yield %99 : f32
    } -> tensor<2x4x64x64xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<2x4x64x64xf32>) outs(%46 : tensor<2x4x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<2x4x64x64xbf16>
    %collapsed_24 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<2x4x64x64xbf16> into tensor<8x64x64xbf16>
    %collapsed_25 = tensor.collapse_shape %39 [[0, 1, 2], [3], [4]] : tensor<2x2x2x64x32xbf16> into tensor<8x64x32xbf16>
    %63 = tensor.empty() : tensor<8x64x32xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %65 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<8x64x64xbf16>, tensor<8x64x32xbf16>) outs(%64 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %66 = tensor.empty() : tensor<8x64x32xbf16>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<8x64x32xf32>) outs(%66 : tensor<8x64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<8x64x32xbf16>
    %expanded_26 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xbf16> into tensor<2x4x64x32xbf16>
    %68 = tensor.empty() : tensor<2x64x4x32xbf16>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x4x64x32xbf16>) outs(%68 : tensor<2x64x4x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_28 = linalg.transpose ins(%arg7 : tensor<128x128xbf16>) outs(%13 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2, 3]] : tensor<2x64x4x32xbf16> into tensor<128x128xbf16>
    %69 = linalg.matmul ins(%collapsed_29, %transposed_28 : tensor<128x128xbf16>, tensor<128x128xbf16>) outs(%15 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<128x128xf32>) outs(%13 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<128x128xbf16>
    %expanded_30 = tensor.expand_shape %70 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xbf16> into tensor<2x64x128xbf16>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_30 : tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %99 = arith.addf %in, %in_39 : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x64x128xbf16>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x64x128xbf16>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %99 = arith.extf %in : bf16 to f32
      linalg.yield %99 : f32
    } -> tensor<2x64x128xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %99 : f32
    } -> tensor<2x64x128xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x64x128xf32>) outs(%4 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.addf %in, %out : f32
      linalg.yield %99 : f32
    } -> tensor<2x64x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.divf %in, %cst_4 : f32
      linalg.yield %99 : f32
    } -> tensor<2x64x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.truncf %cst_3 : f64 to f32
      %100 = arith.addf %in, %99 : f32
      linalg.yield %100 : f32
    } -> tensor<2x64x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = math.rsqrt %in : f32
      linalg.yield %99 : f32
    } -> tensor<2x64x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %77 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %99 = arith.mulf %in, %in_39 : f32
      linalg.yield %99 : f32
    } -> tensor<2x64x128xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x64x128xf32>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<2x64x128xbf16>
    %80 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %79 : tensor<128xbf16>, tensor<2x64x128xbf16>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %99 = arith.mulf %in, %in_39 : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x64x128xbf16>
    %81 = tensor.empty() : tensor<128x256xbf16>
    %transposed_31 = linalg.transpose ins(%arg8 : tensor<256x128xbf16>) outs(%81 : tensor<128x256xbf16>) permutation = [1, 0] 
    %collapsed_32 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<2x64x128xbf16> into tensor<128x128xbf16>
    %82 = tensor.empty() : tensor<128x256xf32>
    %83 = linalg.fill ins(%cst : f32) outs(%82 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %84 = linalg.matmul ins(%collapsed_32, %transposed_31 : tensor<128x128xbf16>, tensor<128x256xbf16>) outs(%83 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%84 : tensor<128x256xf32>) outs(%81 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<128x256xbf16>
    %expanded_33 = tensor.expand_shape %85 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xbf16> into tensor<2x64x256xbf16>
    %86 = tensor.empty() : tensor<2x64x256xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x64x256xbf16>) outs(%86 : tensor<2x64x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %99 = arith.extf %in : bf16 to f32
      linalg.yield %99 : f32
    } -> tensor<2x64x256xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x64x256xf32>) outs(%86 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %99 = arith.negf %in : f32
      %100 = math.exp %99 : f32
      %101 = arith.addf %100, %cst_1 : f32
      %102 = arith.divf %cst_1, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<2x64x256xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %88 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%86 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %99 = arith.mulf %in, %in_39 : f32
      linalg.yield %99 : f32
    } -> tensor<2x64x256xf32>
    %90 = tensor.empty() : tensor<2x64x256xbf16>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x64x256xf32>) outs(%90 : tensor<2x64x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<2x64x256xbf16>
    %transposed_34 = linalg.transpose ins(%arg9 : tensor<256x128xbf16>) outs(%81 : tensor<128x256xbf16>) permutation = [1, 0] 
    %92 = linalg.matmul ins(%collapsed_32, %transposed_34 : tensor<128x128xbf16>, tensor<128x256xbf16>) outs(%83 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<128x256xf32>) outs(%81 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<128x256xbf16>
    %expanded_35 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xbf16> into tensor<2x64x256xbf16>
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %expanded_35 : tensor<2x64x256xbf16>, tensor<2x64x256xbf16>) outs(%90 : tensor<2x64x256xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %99 = arith.mulf %in, %in_39 : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x64x256xbf16>
    %95 = tensor.empty() : tensor<256x128xbf16>
    %transposed_36 = linalg.transpose ins(%arg10 : tensor<128x256xbf16>) outs(%95 : tensor<256x128xbf16>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x64x256xbf16> into tensor<128x256xbf16>
    %96 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<128x256xbf16>, tensor<256x128xbf16>) outs(%15 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<128x128xf32>) outs(%13 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %99 = arith.truncf %in : f32 to bf16
      linalg.yield %99 : bf16
    } -> tensor<128x128xbf16>
    %expanded_38 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xbf16> into tensor<2x64x128xbf16>
    %98 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %expanded_38 : tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %99 = arith.addf %in, %in_39 : bf16
      linalg.yield %99 : bf16
    } -> tensor<2x64x128xbf16>
    return %98 : tensor<2x64x128xbf16>
  }
}
