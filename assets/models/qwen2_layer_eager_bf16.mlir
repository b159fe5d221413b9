// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: Qwen2Model(Qwen2Config(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=1, head_dim=32, max_position_embeddings=128,
//    attn_implementation='eager')), random weights (torch.manual_seed(0)), eval(), bf16
// Part: layer, submodule layers.0 of Qwen2Model (Qwen2DecoderLayer): Qwen2DecoderLayer: RMSNorm, attention,
//    RMSNorm, SwiGLU MLP
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask, position_embeddings; other arguments fixed: cache=None,
//    use_cache=False
// attn_implementation: eager. Notable: GQA 4 heads / 1 KV head x 32, q/k/v bias, RoPE, causal + padding mask
//    [B,1,S,S] built by create_causal_mask
// Inputs: %arg0 hidden_states: bf16[2,64,128], %arg1 attention_mask: bf16[2,1,64,64], %arg2
//    position_embeddings[0]: bf16[1,64,32], %arg3 position_embeddings[1]: bf16[1,64,32]
// Weights: 12 parameters as function arguments %arg4..%arg15 (torch.func.functional_call); buffers are
//    constants: %arg4 self_attn.q_proj.weight: bf16[128,128], %arg5 self_attn.q_proj.bias: bf16[128], %arg6
//    self_attn.k_proj.weight: bf16[32,128], %arg7 self_attn.k_proj.bias: bf16[32], %arg8
//    self_attn.v_proj.weight: bf16[32,128], %arg9 self_attn.v_proj.bias: bf16[32], %arg10
//    self_attn.o_proj.weight: bf16[128,128], %arg11 mlp.gate_proj.weight: bf16[256,128], %arg12
//    mlp.up_proj.weight: bf16[256,128], %arg13 mlp.down_proj.weight: bf16[128,256], %arg14
//    input_layernorm.weight: bf16[128], %arg15 post_attention_layernorm.weight: bf16[128]
// Results: bf16[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf qwen2:layer:eager:bf16 -o assets/models/qwen2_layer_eager_bf16.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x128xbf16>, %arg1: tensor<2x1x64x64xbf16>, %arg2: tensor<1x64x32xbf16>, %arg3: tensor<1x64x32xbf16>, %arg4: tensor<128x128xbf16>, %arg5: tensor<128xbf16>, %arg6: tensor<32x128xbf16>, %arg7: tensor<32xbf16>, %arg8: tensor<32x128xbf16>, %arg9: tensor<32xbf16>, %arg10: tensor<128x128xbf16>, %arg11: tensor<256x128xbf16>, %arg12: tensor<256x128xbf16>, %arg13: tensor<128x256xbf16>, %arg14: tensor<128xbf16>, %arg15: tensor<128xbf16>) -> tensor<2x64x128xbf16> {
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
      %114 = arith.extf %in : bf16 to f32
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %3 = tensor.empty() : tensor<2x64x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x64x128xf32>) outs(%4 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.addf %in, %out : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.divf %in, %cst_4 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.truncf %cst_3 : f64 to f32
      %115 = arith.addf %in, %114 : f32
      linalg.yield %115 : f32
    } -> tensor<2x64x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.rsqrt %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %8 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %114 = arith.mulf %in, %in_39 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %10 = tensor.empty() : tensor<2x64x128xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x64x128xf32>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<2x64x128xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %11 : tensor<128xbf16>, tensor<2x64x128xbf16>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %114 = arith.mulf %in, %in_39 : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x64x128xbf16>
    %collapsed = tensor.collapse_shape %12 [[0, 1], [2]] : tensor<2x64x128xbf16> into tensor<128x128xbf16>
    %13 = tensor.empty() : tensor<128x128xbf16>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x128xbf16>) outs(%13 : tensor<128x128xbf16>) permutation = [1, 0] 
    %14 = tensor.empty() : tensor<128xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg5 : tensor<128xbf16>) outs(%14 : tensor<128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %114 = arith.extf %in : bf16 to f32
      linalg.yield %114 : f32
    } -> tensor<128xf32>
    %16 = tensor.empty() : tensor<128x128xf32>
    %17 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<128x128xbf16>) outs(%16 : tensor<128x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %114 = arith.extf %in : bf16 to f32
      linalg.yield %114 : f32
    } -> tensor<128x128xf32>
    %18 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<128x128xbf16>) outs(%16 : tensor<128x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %114 = arith.extf %in : bf16 to f32
      linalg.yield %114 : f32
    } -> tensor<128x128xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%16 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %20 = linalg.matmul ins(%17, %18 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%19 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %21 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<128xf32>) outs(%16 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %22 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%20, %21 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%16 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %114 = arith.addf %in, %in_39 : f32
      linalg.yield %114 : f32
    } -> tensor<128x128xf32>
    %23 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<128x128xf32>) outs(%13 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<128x128xbf16>
    %expanded = tensor.expand_shape %23 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xbf16> into tensor<2x64x4x32xbf16>
    %24 = tensor.empty() : tensor<2x4x64x32xbf16>
    %transposed_5 = linalg.transpose ins(%expanded : tensor<2x64x4x32xbf16>) outs(%24 : tensor<2x4x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %25 = tensor.empty() : tensor<128x32xbf16>
    %transposed_6 = linalg.transpose ins(%arg6 : tensor<32x128xbf16>) outs(%25 : tensor<128x32xbf16>) permutation = [1, 0] 
    %26 = tensor.empty() : tensor<32xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg7 : tensor<32xbf16>) outs(%26 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %114 = arith.extf %in : bf16 to f32
      linalg.yield %114 : f32
    } -> tensor<32xf32>
    %28 = tensor.empty() : tensor<128x32xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_6 : tensor<128x32xbf16>) outs(%28 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %114 = arith.extf %in : bf16 to f32
      linalg.yield %114 : f32
    } -> tensor<128x32xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%28 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %31 = linalg.matmul ins(%17, %29 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%30 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<32xf32>) outs(%28 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %32 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%28 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %114 = arith.addf %in, %in_39 : f32
      linalg.yield %114 : f32
    } -> tensor<128x32xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<128x32xf32>) outs(%25 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<128x32xbf16>
    %expanded_7 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [2, 64, 1, 32] : tensor<128x32xbf16> into tensor<2x64x1x32xbf16>
    %35 = tensor.empty() : tensor<2x1x64x32xbf16>
    %transposed_8 = linalg.transpose ins(%expanded_7 : tensor<2x64x1x32xbf16>) outs(%35 : tensor<2x1x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_9 = linalg.transpose ins(%arg8 : tensor<32x128xbf16>) outs(%25 : tensor<128x32xbf16>) permutation = [1, 0] 
    %36 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xbf16>) outs(%26 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %114 = arith.extf %in : bf16 to f32
      linalg.yield %114 : f32
    } -> tensor<32xf32>
    %37 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_9 : tensor<128x32xbf16>) outs(%28 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %114 = arith.extf %in : bf16 to f32
      linalg.yield %114 : f32
    } -> tensor<128x32xf32>
    %38 = linalg.matmul ins(%17, %37 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%30 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<32xf32>) outs(%28 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %40 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%38, %39 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%28 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %114 = arith.addf %in, %in_39 : f32
      linalg.yield %114 : f32
    } -> tensor<128x32xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<128x32xf32>) outs(%25 : tensor<128x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<128x32xbf16>
    %expanded_10 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [2, 64, 1, 32] : tensor<128x32xbf16> into tensor<2x64x1x32xbf16>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<2x64x1x32xbf16>) outs(%35 : tensor<2x1x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_12 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xbf16> into tensor<1x1x64x32xbf16>
    %expanded_13 = tensor.expand_shape %arg3 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xbf16> into tensor<1x1x64x32xbf16>
    %42 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_5, %expanded_12 : tensor<2x4x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%24 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %114 = arith.mulf %in, %in_39 : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x4x64x32xbf16>
    %extracted_slice = tensor.extract_slice %transposed_5[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xbf16> to tensor<2x4x64x16xbf16>
    %extracted_slice_14 = tensor.extract_slice %transposed_5[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xbf16> to tensor<2x4x64x16xbf16>
    %43 = tensor.empty() : tensor<2x4x64x16xbf16>
    %44 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_14 : tensor<2x4x64x16xbf16>) outs(%43 : tensor<2x4x64x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %114 = arith.negf %in : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x4x64x16xbf16>
    %concat = tensor.concat dim(3) %44, %extracted_slice : (tensor<2x4x64x16xbf16>, tensor<2x4x64x16xbf16>) -> tensor<2x4x64x32xbf16>
    %45 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_13 : tensor<2x4x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%24 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %114 = arith.mulf %in, %in_39 : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x4x64x32xbf16>
    %46 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %45 : tensor<2x4x64x32xbf16>, tensor<2x4x64x32xbf16>) outs(%24 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %114 = arith.addf %in, %in_39 : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x4x64x32xbf16>
    %47 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_8, %expanded_12 : tensor<2x1x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%35 : tensor<2x1x64x32xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %114 = arith.mulf %in, %in_39 : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x1x64x32xbf16>
    %extracted_slice_15 = tensor.extract_slice %transposed_8[0, 0, 0, 0] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xbf16> to tensor<2x1x64x16xbf16>
    %extracted_slice_16 = tensor.extract_slice %transposed_8[0, 0, 0, 16] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xbf16> to tensor<2x1x64x16xbf16>
    %48 = tensor.empty() : tensor<2x1x64x16xbf16>
    %49 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16 : tensor<2x1x64x16xbf16>) outs(%48 : tensor<2x1x64x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %114 = arith.negf %in : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x1x64x16xbf16>
    %concat_17 = tensor.concat dim(3) %49, %extracted_slice_15 : (tensor<2x1x64x16xbf16>, tensor<2x1x64x16xbf16>) -> tensor<2x1x64x32xbf16>
    %50 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_17, %expanded_13 : tensor<2x1x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%35 : tensor<2x1x64x32xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %114 = arith.mulf %in, %in_39 : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x1x64x32xbf16>
    %51 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %50 : tensor<2x1x64x32xbf16>, tensor<2x1x64x32xbf16>) outs(%35 : tensor<2x1x64x32xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %114 = arith.addf %in, %in_39 : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x1x64x32xbf16>
    %52 = tensor.empty() : tensor<2x1x4x64x32xbf16>
    %53 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x1x64x32xbf16>) outs(%52 : tensor<2x1x4x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x1x4x64x32xbf16>
    %collapsed_18 = tensor.collapse_shape %53 [[0], [1, 2], [3], [4]] : tensor<2x1x4x64x32xbf16> into tensor<2x4x64x32xbf16>
    %54 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11 : tensor<2x1x64x32xbf16>) outs(%52 : tensor<2x1x4x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x1x4x64x32xbf16>
    %55 = tensor.empty() : tensor<2x4x32x64xbf16>
    %transposed_19 = linalg.transpose ins(%collapsed_18 : tensor<2x4x64x32xbf16>) outs(%55 : tensor<2x4x32x64xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_20 = tensor.collapse_shape %46 [[0, 1], [2], [3]] : tensor<2x4x64x32xbf16> into tensor<8x64x32xbf16>
    %collapsed_21 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<2x4x32x64xbf16> into tensor<8x32x64xbf16>
    %56 = tensor.empty() : tensor<8x64x64xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %58 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<8x64x32xbf16>, tensor<8x32x64xbf16>) outs(%57 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %59 = tensor.empty() : tensor<8x64x64xbf16>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<8x64x64xf32>) outs(%59 : tensor<8x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<8x64x64xbf16>
    %expanded_22 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xbf16> into tensor<2x4x64x64xbf16>
    %61 = tensor.empty() : tensor<2x4x64x64xbf16>
    %62 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<2x4x64x64xbf16>) outs(%61 : tensor<2x4x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %114 = arith.truncf %cst_2 : f64 to bf16
      %115 = arith.mulf %in, %114 : bf16
      linalg.yield %115 : bf16
    } -> tensor<2x4x64x64xbf16>
    %63 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %arg1 : tensor<2x4x64x64xbf16>, tensor<2x1x64x64xbf16>) outs(%61 : tensor<2x4x64x64xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %114 = arith.addf %in, %in_39 : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x4x64x64xbf16>
    %64 = tensor.empty() : tensor<2x4x64x64xf32>
    %65 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<2x4x64x64xbf16>) outs(%64 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %114 = arith.extf %in : bf16 to f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x64xf32>
    %66 = tensor.empty() : tensor<2x4x64xi64>
    %67 = linalg.fill ins(%c0_i64 : i64) outs(%66 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %68 = tensor.empty() : tensor<2x4x64xf32>
    %69 = linalg.fill ins(%cst_0 : f32) outs(%68 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %70:2 = linalg.generic {indexing_maps = [#map6, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<2x4x64x64xf32>) outs(%69, %67 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_39: i64):
      %114 = linalg.index 3 : index
      %115 = arith.index_cast %114 : index to i64
      %116 = arith.maximumf %in, %out : f32
      %117 = arith.cmpf ogt, %in, %out : f32
      %118 = arith.select %117, %115, %out_39 : i64
      linalg.yield %116, %118 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_23 = tensor.expand_shape %70#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %71 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_23 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%64 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %114 = arith.subf %in, %in_39 : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x64xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<2x4x64x64xf32>) outs(%64 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.exp %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x64xf32>
    %73 = tensor.empty() : tensor<2x4x64x1xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %75 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<2x4x64x64xf32>) outs(%74 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.addf %in, %out : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x1xf32>
    %76 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %75 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%64 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %114 = arith.divf %in, %in_39 : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x64xf32>
    %77 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<2x4x64x64xf32>) outs(%61 : tensor<2x4x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<2x4x64x64xbf16>
    %collapsed_24 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<2x4x64x64xbf16> into tensor<8x64x64xbf16>
    %collapsed_25 = tensor.collapse_shape %54 [[0, 1, 2], [3], [4]] : tensor<2x1x4x64x32xbf16> into tensor<8x64x32xbf16>
    %78 = tensor.empty() : tensor<8x64x32xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%78 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %80 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<8x64x64xbf16>, tensor<8x64x32xbf16>) outs(%79 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %81 = tensor.empty() : tensor<8x64x32xbf16>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<8x64x32xf32>) outs(%81 : tensor<8x64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<8x64x32xbf16>
    %expanded_26 = tensor.expand_shape %82 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xbf16> into tensor<2x4x64x32xbf16>
    %83 = tensor.empty() : tensor<2x64x4x32xbf16>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x4x64x32xbf16>) outs(%83 : tensor<2x64x4x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_28 = linalg.transpose ins(%arg10 : tensor<128x128xbf16>) outs(%13 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2, 3]] : tensor<2x64x4x32xbf16> into tensor<128x128xbf16>
    %84 = linalg.matmul ins(%collapsed_29, %transposed_28 : tensor<128x128xbf16>, tensor<128x128xbf16>) outs(%19 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %85 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%84 : tensor<128x128xf32>) outs(%13 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<128x128xbf16>
    %expanded_30 = tensor.expand_shape %85 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xbf16> into tensor<2x64x128xbf16>
    %86 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_30 : tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %114 = arith.addf %in, %in_39 : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x64x128xbf16>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x64x128xbf16>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %114 = arith.extf %in : bf16 to f32
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<2x64x128xf32>) outs(%4 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.addf %in, %out : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.divf %in, %cst_4 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.truncf %cst_3 : f64 to f32
      %115 = arith.addf %in, %114 : f32
      linalg.yield %115 : f32
    } -> tensor<2x64x1xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x64x1xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.rsqrt %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %92 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %114 = arith.mulf %in, %in_39 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x64x128xf32>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<2x64x128xbf16>
    %95 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15, %94 : tensor<128xbf16>, tensor<2x64x128xbf16>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %114 = arith.mulf %in, %in_39 : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x64x128xbf16>
    %96 = tensor.empty() : tensor<128x256xbf16>
    %transposed_31 = linalg.transpose ins(%arg11 : tensor<256x128xbf16>) outs(%96 : tensor<128x256xbf16>) permutation = [1, 0] 
    %collapsed_32 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<2x64x128xbf16> into tensor<128x128xbf16>
    %97 = tensor.empty() : tensor<128x256xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %99 = linalg.matmul ins(%collapsed_32, %transposed_31 : tensor<128x128xbf16>, tensor<128x256xbf16>) outs(%98 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<128x256xf32>) outs(%96 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<128x256xbf16>
    %expanded_33 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xbf16> into tensor<2x64x256xbf16>
    %101 = tensor.empty() : tensor<2x64x256xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x64x256xbf16>) outs(%101 : tensor<2x64x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %114 = arith.extf %in : bf16 to f32
      linalg.yield %114 : f32
    } -> tensor<2x64x256xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x64x256xf32>) outs(%101 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_1 : f32
      %117 = arith.divf %cst_1, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<2x64x256xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %103 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%101 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %114 = arith.mulf %in, %in_39 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x256xf32>
    %105 = tensor.empty() : tensor<2x64x256xbf16>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x64x256xf32>) outs(%105 : tensor<2x64x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<2x64x256xbf16>
    %transposed_34 = linalg.transpose ins(%arg12 : tensor<256x128xbf16>) outs(%96 : tensor<128x256xbf16>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_32, %transposed_34 : tensor<128x128xbf16>, tensor<128x256xbf16>) outs(%98 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %108 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<128x256xf32>) outs(%96 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<128x256xbf16>
    %expanded_35 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xbf16> into tensor<2x64x256xbf16>
    %109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %expanded_35 : tensor<2x64x256xbf16>, tensor<2x64x256xbf16>) outs(%105 : tensor<2x64x256xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %114 = arith.mulf %in, %in_39 : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x64x256xbf16>
    %110 = tensor.empty() : tensor<256x128xbf16>
    %transposed_36 = linalg.transpose ins(%arg13 : tensor<128x256xbf16>) outs(%110 : tensor<256x128xbf16>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %109 [[0, 1], [2]] : tensor<2x64x256xbf16> into tensor<128x256xbf16>
    %111 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<128x256xbf16>, tensor<256x128xbf16>) outs(%19 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %112 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%111 : tensor<128x128xf32>) outs(%13 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %114 = arith.truncf %in : f32 to bf16
      linalg.yield %114 : bf16
    } -> tensor<128x128xbf16>
    %expanded_38 = tensor.expand_shape %112 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xbf16> into tensor<2x64x128xbf16>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_38 : tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) outs(%10 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_39: bf16, %out: bf16):
      %114 = arith.addf %in, %in_39 : bf16
      linalg.yield %114 : bf16
    } -> tensor<2x64x128xbf16>
    return %113 : tensor<2x64x128xbf16>
  }
}
