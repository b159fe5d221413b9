// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: LlamaModel(LlamaConfig(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=128,
//    attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), bf16
// Part: layer, submodule layers.0 of LlamaModel (LlamaDecoderLayer): LlamaDecoderLayer: RMSNorm, attention,
//    RMSNorm, SwiGLU MLP
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask, position_embeddings; other arguments fixed: cache=None,
//    use_cache=False
// attn_implementation: sdpa. Notable: GQA 4 heads / 2 KV heads x 32, RoPE, causal + padding mask [B,1,S,S]
//    built by create_causal_mask
// Inputs: %arg0 hidden_states: bf16[2,64,128], %arg1 attention_mask: bool[2,1,64,64], %arg2
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
// Regenerate: venv/bin/python tools/import_torch.py --hf llama:layer:sdpa:bf16 -o assets/models/llama_layer_sdpa_bf16.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64x128xbf16>, %arg1: tensor<2x1x64x64xi1>, %arg2: tensor<1x64x32xbf16>, %arg3: tensor<1x64x32xbf16>, %arg4: tensor<128x128xbf16>, %arg5: tensor<64x128xbf16>, %arg6: tensor<64x128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<256x128xbf16>, %arg9: tensor<256x128xbf16>, %arg10: tensor<128x256xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128xbf16>) -> tensor<2x64x128xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x4x64x64xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_5 = arith.constant 0.42044820762685731 : f64
    %cst_6 = arith.constant 0xFFF0000000000000 : f64
    %cst_7 = arith.constant 9.9999999999999995E-7 : f64
    %cst_8 = arith.constant 1.280000e+02 : f32
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64x128xbf16>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %109 = arith.extf %in : bf16 to f32
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %3 = tensor.empty() : tensor<2x64x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x64x128xf32>) outs(%4 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.addf %in, %out : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.divf %in, %cst_8 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_7 : f64 to f32
      %110 = arith.addf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.rsqrt %in : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %8 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %109 = arith.mulf %in, %in_43 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %10 = tensor.empty() : tensor<2x64x128xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x64x128xf32>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %109 = arith.truncf %in : f32 to bf16
      linalg.yield %109 : bf16
    } -> tensor<2x64x128xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %11 : tensor<128xbf16>, tensor<2x64x128xbf16>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %109 = arith.mulf %in, %in_43 : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x64x128xbf16>
    %13 = tensor.empty() : tensor<128x128xbf16>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x128xbf16>) outs(%13 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %12 [[0, 1], [2]] : tensor<2x64x128xbf16> into tensor<128x128xbf16>
    %14 = tensor.empty() : tensor<128x128xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %16 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xbf16>, tensor<128x128xbf16>) outs(%15 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<128x128xf32>) outs(%13 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %109 = arith.truncf %in : f32 to bf16
      linalg.yield %109 : bf16
    } -> tensor<128x128xbf16>
    %expanded = tensor.expand_shape %17 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xbf16> into tensor<2x64x4x32xbf16>
    %18 = tensor.empty() : tensor<2x4x64x32xbf16>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<2x64x4x32xbf16>) outs(%18 : tensor<2x4x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %19 = tensor.empty() : tensor<128x64xbf16>
    %transposed_10 = linalg.transpose ins(%arg5 : tensor<64x128xbf16>) outs(%19 : tensor<128x64xbf16>) permutation = [1, 0] 
    %20 = tensor.empty() : tensor<128x64xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %22 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<128x128xbf16>, tensor<128x64xbf16>) outs(%21 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<128x64xf32>) outs(%19 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %109 = arith.truncf %in : f32 to bf16
      linalg.yield %109 : bf16
    } -> tensor<128x64xbf16>
    %expanded_11 = tensor.expand_shape %23 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %24 = tensor.empty() : tensor<2x2x64x32xbf16>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x64x2x32xbf16>) outs(%24 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%arg6 : tensor<64x128xbf16>) outs(%19 : tensor<128x64xbf16>) permutation = [1, 0] 
    %25 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<128x128xbf16>, tensor<128x64xbf16>) outs(%21 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<128x64xf32>) outs(%19 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %109 = arith.truncf %in : f32 to bf16
      linalg.yield %109 : bf16
    } -> tensor<128x64xbf16>
    %expanded_14 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x64x2x32xbf16>) outs(%24 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_16 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xbf16> into tensor<1x1x64x32xbf16>
    %expanded_17 = tensor.expand_shape %arg3 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xbf16> into tensor<1x1x64x32xbf16>
    %27 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9, %expanded_16 : tensor<2x4x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%18 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %109 = arith.mulf %in, %in_43 : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x4x64x32xbf16>
    %extracted_slice = tensor.extract_slice %transposed_9[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xbf16> to tensor<2x4x64x16xbf16>
    %extracted_slice_18 = tensor.extract_slice %transposed_9[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xbf16> to tensor<2x4x64x16xbf16>
    %28 = tensor.empty() : tensor<2x4x64x16xbf16>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_18 : tensor<2x4x64x16xbf16>) outs(%28 : tensor<2x4x64x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %109 = arith.negf %in : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x4x64x16xbf16>
    %concat = tensor.concat dim(3) %29, %extracted_slice : (tensor<2x4x64x16xbf16>, tensor<2x4x64x16xbf16>) -> tensor<2x4x64x32xbf16>
    %30 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_17 : tensor<2x4x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%18 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %109 = arith.mulf %in, %in_43 : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x4x64x32xbf16>
    %31 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %30 : tensor<2x4x64x32xbf16>, tensor<2x4x64x32xbf16>) outs(%18 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %109 = arith.addf %in, %in_43 : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x4x64x32xbf16>
    %32 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_16 : tensor<2x2x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%24 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %109 = arith.mulf %in, %in_43 : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x2x64x32xbf16>
    %extracted_slice_19 = tensor.extract_slice %transposed_12[0, 0, 0, 0] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xbf16> to tensor<2x2x64x16xbf16>
    %extracted_slice_20 = tensor.extract_slice %transposed_12[0, 0, 0, 16] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xbf16> to tensor<2x2x64x16xbf16>
    %33 = tensor.empty() : tensor<2x2x64x16xbf16>
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20 : tensor<2x2x64x16xbf16>) outs(%33 : tensor<2x2x64x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %109 = arith.negf %in : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x2x64x16xbf16>
    %concat_21 = tensor.concat dim(3) %34, %extracted_slice_19 : (tensor<2x2x64x16xbf16>, tensor<2x2x64x16xbf16>) -> tensor<2x2x64x32xbf16>
    %35 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_21, %expanded_17 : tensor<2x2x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%24 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %109 = arith.mulf %in, %in_43 : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x2x64x32xbf16>
    %36 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %35 : tensor<2x2x64x32xbf16>, tensor<2x2x64x32xbf16>) outs(%24 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %109 = arith.addf %in, %in_43 : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x2x64x32xbf16>
    %37 = tensor.empty() : tensor<2x2x2x64x32xbf16>
    %38 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x2x64x32xbf16>) outs(%37 : tensor<2x2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x64x32xbf16>
    %collapsed_22 = tensor.collapse_shape %38 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xbf16> into tensor<2x4x64x32xbf16>
    %39 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15 : tensor<2x2x64x32xbf16>) outs(%37 : tensor<2x2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x64x32xbf16>
    %collapsed_23 = tensor.collapse_shape %39 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xbf16> into tensor<2x4x64x32xbf16>
    %40 = tensor.empty() : tensor<2x1x64x64xbf16>
    %41 = linalg.generic {indexing_maps = [#map4, #map8, #map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %cst_3, %cst_4 : tensor<2x1x64x64xi1>, tensor<bf16>, tensor<bf16>) outs(%40 : tensor<2x1x64x64xbf16>) {
    ^bb0(%in: i1, %in_43: bf16, %in_44: bf16, %out: bf16):
      %109 = arith.select %in, %in_43, %in_44 : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x1x64x64xbf16>
    %42 = tensor.empty() : tensor<2x4x64x32xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<2x4x64x32xbf16>) outs(%42 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %109 = arith.extf %in : bf16 to f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x32xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_22 : tensor<2x4x64x32xbf16>) outs(%42 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %109 = arith.extf %in : bf16 to f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x32xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_23 : tensor<2x4x64x32xbf16>) outs(%42 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %109 = arith.extf %in : bf16 to f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x32xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<2x4x64x32xf32>) outs(%42 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_5 : f64 to f32
      %110 = arith.mulf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x64x32xf32>
    %47 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_24 = linalg.transpose ins(%44 : tensor<2x4x64x32xf32>) outs(%47 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %48 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24 : tensor<2x4x32x64xf32>) outs(%47 : tensor<2x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_5 : f64 to f32
      %110 = arith.mulf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x32x64xf32>
    %collapsed_25 = tensor.collapse_shape %46 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_26 = tensor.collapse_shape %48 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %49 = tensor.empty() : tensor<8x64x64xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %51 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%50 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_27 = tensor.expand_shape %51 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %52 = tensor.empty() : tensor<2x4x64x64xf32>
    %53 = linalg.generic {indexing_maps = [#map4, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %41 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xbf16>) outs(%52 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_43: bf16, %out: f32):
      %109 = arith.extf %in_43 : bf16 to f32
      %110 = arith.addf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x64x64xf32>
    %54 = tensor.empty() : tensor<2x4x64xi64>
    %55 = linalg.fill ins(%c0_i64 : i64) outs(%54 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %56 = tensor.empty() : tensor<2x4x64xf32>
    %57 = linalg.fill ins(%cst_0 : f32) outs(%56 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %58:2 = linalg.generic {indexing_maps = [#map4, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x4x64x64xf32>) outs(%57, %55 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_43: i64):
      %109 = linalg.index 3 : index
      %110 = arith.index_cast %109 : index to i64
      %111 = arith.maximumf %in, %out : f32
      %112 = arith.cmpf ogt, %in, %out : f32
      %113 = arith.select %112, %110, %out_43 : i64
      linalg.yield %111, %113 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_28 = tensor.expand_shape %58#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_28 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%52 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %109 = arith.subf %in, %in_43 : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x64xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x4x64x64xf32>) outs(%52 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.exp %in : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x64xf32>
    %61 = tensor.empty() : tensor<2x4x64x1xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %63 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x4x64x64xf32>) outs(%62 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.addf %in, %out : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x1xf32>
    %64 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %63 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%52 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %109 = arith.divf %in, %in_43 : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x64xf32>
    %65 = tensor.empty() : tensor<2x4x64x64xi1>
    %66 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<2x4x64x64xf32>) outs(%65 : tensor<2x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %109 = arith.extf %in : f32 to f64
      %110 = arith.cmpf oeq, %109, %cst_6 : f64
      linalg.yield %110 : i1
    } -> tensor<2x4x64x64xi1>
    %67 = tensor.empty() : tensor<2x4x64x1xi1>
    %68 = linalg.fill ins(%true : i1) outs(%67 : tensor<2x4x64x1xi1>) -> tensor<2x4x64x1xi1>
    %69 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<2x4x64x64xi1>) outs(%68 : tensor<2x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %109 = arith.andi %in, %out : i1
      linalg.yield %109 : i1
    } -> tensor<2x4x64x1xi1>
    %70 = linalg.generic {indexing_maps = [#map11, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %cst_2, %64 : tensor<2x4x64x1xi1>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%52 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_43: f32, %in_44: f32, %out: f32):
      %109 = arith.select %in, %in_43, %in_44 : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_29 = tensor.collapse_shape %70 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_30 = tensor.collapse_shape %45 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %71 = tensor.empty() : tensor<8x64x32xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %73 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%72 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_31 = tensor.expand_shape %73 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %74 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<2x4x64x32xf32>) outs(%18 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %109 = arith.truncf %in : f32 to bf16
      linalg.yield %109 : bf16
    } -> tensor<2x4x64x32xbf16>
    %75 = tensor.empty() : tensor<2x64x4x32xbf16>
    %transposed_32 = linalg.transpose ins(%74 : tensor<2x4x64x32xbf16>) outs(%75 : tensor<2x64x4x32xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_33 = tensor.collapse_shape %transposed_32 [[0], [1], [2, 3]] : tensor<2x64x4x32xbf16> into tensor<2x64x128xbf16>
    %transposed_34 = linalg.transpose ins(%arg7 : tensor<128x128xbf16>) outs(%13 : tensor<128x128xbf16>) permutation = [1, 0] 
    %76 = tensor.empty() : tensor<2x128x128xbf16>
    %77 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_34 : tensor<128x128xbf16>) outs(%76 : tensor<2x128x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x128x128xbf16>
    %78 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %79 = linalg.batch_matmul ins(%collapsed_33, %77 : tensor<2x64x128xbf16>, tensor<2x128x128xbf16>) outs(%78 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x64x128xf32>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %109 = arith.truncf %in : f32 to bf16
      linalg.yield %109 : bf16
    } -> tensor<2x64x128xbf16>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %80 : tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %109 = arith.addf %in, %in_43 : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x64x128xbf16>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x64x128xbf16>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %109 = arith.extf %in : bf16 to f32
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<2x64x128xf32>) outs(%4 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.addf %in, %out : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.divf %in, %cst_8 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_7 : f64 to f32
      %110 = arith.addf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.rsqrt %in : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %87 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %109 = arith.mulf %in, %in_43 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x64x128xf32>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %109 = arith.truncf %in : f32 to bf16
      linalg.yield %109 : bf16
    } -> tensor<2x64x128xbf16>
    %90 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %89 : tensor<128xbf16>, tensor<2x64x128xbf16>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %109 = arith.mulf %in, %in_43 : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x64x128xbf16>
    %91 = tensor.empty() : tensor<128x256xbf16>
    %transposed_35 = linalg.transpose ins(%arg8 : tensor<256x128xbf16>) outs(%91 : tensor<128x256xbf16>) permutation = [1, 0] 
    %collapsed_36 = tensor.collapse_shape %90 [[0, 1], [2]] : tensor<2x64x128xbf16> into tensor<128x128xbf16>
    %92 = tensor.empty() : tensor<128x256xf32>
    %93 = linalg.fill ins(%cst : f32) outs(%92 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %94 = linalg.matmul ins(%collapsed_36, %transposed_35 : tensor<128x128xbf16>, tensor<128x256xbf16>) outs(%93 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %95 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%94 : tensor<128x256xf32>) outs(%91 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %109 = arith.truncf %in : f32 to bf16
      linalg.yield %109 : bf16
    } -> tensor<128x256xbf16>
    %expanded_37 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xbf16> into tensor<2x64x256xbf16>
    %96 = tensor.empty() : tensor<2x64x256xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<2x64x256xbf16>) outs(%96 : tensor<2x64x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %109 = arith.extf %in : bf16 to f32
      linalg.yield %109 : f32
    } -> tensor<2x64x256xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x64x256xf32>) outs(%96 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.negf %in : f32
      %110 = math.exp %109 : f32
      %111 = arith.addf %110, %cst_1 : f32
      %112 = arith.divf %cst_1, %111 : f32
      linalg.yield %112 : f32
    } -> tensor<2x64x256xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %98 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%96 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %109 = arith.mulf %in, %in_43 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x256xf32>
    %100 = tensor.empty() : tensor<2x64x256xbf16>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x64x256xf32>) outs(%100 : tensor<2x64x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %109 = arith.truncf %in : f32 to bf16
      linalg.yield %109 : bf16
    } -> tensor<2x64x256xbf16>
    %transposed_38 = linalg.transpose ins(%arg9 : tensor<256x128xbf16>) outs(%91 : tensor<128x256xbf16>) permutation = [1, 0] 
    %102 = linalg.matmul ins(%collapsed_36, %transposed_38 : tensor<128x128xbf16>, tensor<128x256xbf16>) outs(%93 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%102 : tensor<128x256xf32>) outs(%91 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %109 = arith.truncf %in : f32 to bf16
      linalg.yield %109 : bf16
    } -> tensor<128x256xbf16>
    %expanded_39 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xbf16> into tensor<2x64x256xbf16>
    %104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %expanded_39 : tensor<2x64x256xbf16>, tensor<2x64x256xbf16>) outs(%100 : tensor<2x64x256xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %109 = arith.mulf %in, %in_43 : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x64x256xbf16>
    %105 = tensor.empty() : tensor<256x128xbf16>
    %transposed_40 = linalg.transpose ins(%arg10 : tensor<128x256xbf16>) outs(%105 : tensor<256x128xbf16>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x64x256xbf16> into tensor<128x256xbf16>
    %106 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<128x256xbf16>, tensor<256x128xbf16>) outs(%15 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%106 : tensor<128x128xf32>) outs(%13 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %109 = arith.truncf %in : f32 to bf16
      linalg.yield %109 : bf16
    } -> tensor<128x128xbf16>
    %expanded_42 = tensor.expand_shape %107 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xbf16> into tensor<2x64x128xbf16>
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %expanded_42 : tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %109 = arith.addf %in, %in_43 : bf16
      linalg.yield %109 : bf16
    } -> tensor<2x64x128xbf16>
    return %108 : tensor<2x64x128xbf16>
  }
}
