// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: Qwen2Model(Qwen2Config(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=1, head_dim=32, max_position_embeddings=128,
//    attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), f32
// Part: layer, submodule layers.0 of Qwen2Model (Qwen2DecoderLayer): Qwen2DecoderLayer: RMSNorm, attention,
//    RMSNorm, SwiGLU MLP
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask, position_embeddings; other arguments fixed: cache=None,
//    use_cache=False
// attn_implementation: sdpa. Notable: GQA 4 heads / 1 KV head x 32, q/k/v bias, RoPE, causal + padding mask
//    [B,1,S,S] built by create_causal_mask
// Inputs: %arg0 hidden_states: f32[2,64,128], %arg1 attention_mask: bool[2,1,64,64], %arg2
//    position_embeddings[0]: f32[1,64,32], %arg3 position_embeddings[1]: f32[1,64,32]
// Weights: 12 parameters as function arguments %arg4..%arg15 (torch.func.functional_call); buffers are
//    constants: %arg4 self_attn.q_proj.weight: f32[128,128], %arg5 self_attn.q_proj.bias: f32[128], %arg6
//    self_attn.k_proj.weight: f32[32,128], %arg7 self_attn.k_proj.bias: f32[32], %arg8 self_attn.v_proj.weight:
//    f32[32,128], %arg9 self_attn.v_proj.bias: f32[32], %arg10 self_attn.o_proj.weight: f32[128,128], %arg11
//    mlp.gate_proj.weight: f32[256,128], %arg12 mlp.up_proj.weight: f32[256,128], %arg13 mlp.down_proj.weight:
//    f32[128,256], %arg14 input_layernorm.weight: f32[128], %arg15 post_attention_layernorm.weight: f32[128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf qwen2:layer:sdpa:f32 -o assets/models/qwen2_layer_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map14 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64x128xf32>, %arg1: tensor<2x1x64x64xi1>, %arg2: tensor<1x64x32xf32>, %arg3: tensor<1x64x32xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<32x128xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x128xf32>, %arg9: tensor<32xf32>, %arg10: tensor<128x128xf32>, %arg11: tensor<256x128xf32>, %arg12: tensor<256x128xf32>, %arg13: tensor<128x256xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128xf32>) -> tensor<2x64x128xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x4x64x64xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant 0.42044820762685731 : f64
    %cst_6 = arith.constant 0xFFF0000000000000 : f64
    %cst_7 = arith.constant 9.9999999999999995E-7 : f64
    %cst_8 = arith.constant 1.280000e+02 : f32
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %92 : f32
    } -> tensor<2x64x128xf32>
    %2 = tensor.empty() : tensor<2x64x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x128xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %out : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.divf %in, %cst_8 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_7 : f64 to f32
      %93 = arith.addf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<2x64x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.rsqrt %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.mulf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x128xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %8 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.mulf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x128xf32>
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %10 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x128xf32>) outs(%10 : tensor<128x128xf32>) permutation = [1, 0] 
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %12 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%11 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<128xf32>) outs(%10 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%12, %13 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%10 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.addf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<128x128xf32>
    %expanded = tensor.expand_shape %14 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %15 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<2x64x4x32xf32>) outs(%15 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %16 = tensor.empty() : tensor<128x32xf32>
    %transposed_10 = linalg.transpose ins(%arg6 : tensor<32x128xf32>) outs(%16 : tensor<128x32xf32>) permutation = [1, 0] 
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %18 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%17 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%16 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %20 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%18, %19 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%16 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.addf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<128x32xf32>
    %expanded_11 = tensor.expand_shape %20 [[0, 1], [2, 3]] output_shape [2, 64, 1, 32] : tensor<128x32xf32> into tensor<2x64x1x32xf32>
    %21 = tensor.empty() : tensor<2x1x64x32xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x64x1x32xf32>) outs(%21 : tensor<2x1x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%arg8 : tensor<32x128xf32>) outs(%16 : tensor<128x32xf32>) permutation = [1, 0] 
    %22 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%17 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%16 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%22, %23 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%16 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.addf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<128x32xf32>
    %expanded_14 = tensor.expand_shape %24 [[0, 1], [2, 3]] output_shape [2, 64, 1, 32] : tensor<128x32xf32> into tensor<2x64x1x32xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x64x1x32xf32>) outs(%21 : tensor<2x1x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_16 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_17 = tensor.expand_shape %arg3 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %25 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9, %expanded_16 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%15 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.mulf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice = tensor.extract_slice %transposed_9[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_18 = tensor.extract_slice %transposed_9[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %26 = tensor.empty() : tensor<2x4x64x16xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_18 : tensor<2x4x64x16xf32>) outs(%26 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x4x64x16xf32>
    %concat = tensor.concat dim(3) %27, %extracted_slice : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %28 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_17 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%15 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.mulf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x4x64x32xf32>
    %29 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %28 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%15 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.addf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x4x64x32xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_16 : tensor<2x1x64x32xf32>, tensor<1x1x64x32xf32>) outs(%21 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.mulf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x1x64x32xf32>
    %extracted_slice_19 = tensor.extract_slice %transposed_12[0, 0, 0, 0] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xf32> to tensor<2x1x64x16xf32>
    %extracted_slice_20 = tensor.extract_slice %transposed_12[0, 0, 0, 16] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xf32> to tensor<2x1x64x16xf32>
    %31 = tensor.empty() : tensor<2x1x64x16xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20 : tensor<2x1x64x16xf32>) outs(%31 : tensor<2x1x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x1x64x16xf32>
    %concat_21 = tensor.concat dim(3) %32, %extracted_slice_19 : (tensor<2x1x64x16xf32>, tensor<2x1x64x16xf32>) -> tensor<2x1x64x32xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_21, %expanded_17 : tensor<2x1x64x32xf32>, tensor<1x1x64x32xf32>) outs(%21 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.mulf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x1x64x32xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %33 : tensor<2x1x64x32xf32>, tensor<2x1x64x32xf32>) outs(%21 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.addf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x1x64x32xf32>
    %35 = tensor.empty() : tensor<2x1x4x64x32xf32>
    %36 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<2x1x64x32xf32>) outs(%35 : tensor<2x1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x64x32xf32>
    %collapsed_22 = tensor.collapse_shape %36 [[0], [1, 2], [3], [4]] : tensor<2x1x4x64x32xf32> into tensor<2x4x64x32xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15 : tensor<2x1x64x32xf32>) outs(%35 : tensor<2x1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x64x32xf32>
    %38 = tensor.empty() : tensor<2x1x64x64xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map10, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %cst_3, %cst_4 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%38 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %92 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %92 : f32
    } -> tensor<2x1x64x64xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<2x4x64x32xf32>) outs(%15 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_5 : f64 to f32
      %93 = arith.mulf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<2x4x64x32xf32>
    %41 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_23 = linalg.transpose ins(%collapsed_22 : tensor<2x4x64x32xf32>) outs(%41 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %42 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_23 : tensor<2x4x32x64xf32>) outs(%41 : tensor<2x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_5 : f64 to f32
      %93 = arith.mulf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<2x4x32x64xf32>
    %collapsed_24 = tensor.collapse_shape %40 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_25 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %43 = tensor.empty() : tensor<8x64x64xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %45 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%44 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_26 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %46 = tensor.empty() : tensor<2x4x64x64xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26, %39 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%46 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.addf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x4x64x64xf32>
    %48 = tensor.empty() : tensor<2x4x64xi64>
    %49 = linalg.fill ins(%c0_i64 : i64) outs(%48 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %50 = tensor.empty() : tensor<2x4x64xf32>
    %51 = linalg.fill ins(%cst_0 : f32) outs(%50 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %52:2 = linalg.generic {indexing_maps = [#map5, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%47 : tensor<2x4x64x64xf32>) outs(%51, %49 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_42: i64):
      %92 = linalg.index 3 : index
      %93 = arith.index_cast %92 : index to i64
      %94 = arith.maximumf %in, %out : f32
      %95 = arith.cmpf ogt, %in, %out : f32
      %96 = arith.select %95, %93, %out_42 : i64
      linalg.yield %94, %96 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_27 = tensor.expand_shape %52#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_27 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%46 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.subf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x4x64x64xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<2x4x64x64xf32>) outs(%46 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.exp %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x4x64x64xf32>
    %55 = tensor.empty() : tensor<2x4x64x1xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<2x4x64x64xf32>) outs(%56 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %out : f32
      linalg.yield %92 : f32
    } -> tensor<2x4x64x1xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %57 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%46 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.divf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x4x64x64xf32>
    %59 = tensor.empty() : tensor<2x4x64x64xi1>
    %60 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<2x4x64x64xf32>) outs(%59 : tensor<2x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %92 = arith.extf %in : f32 to f64
      %93 = arith.cmpf oeq, %92, %cst_6 : f64
      linalg.yield %93 : i1
    } -> tensor<2x4x64x64xi1>
    %61 = tensor.empty() : tensor<2x4x64x1xi1>
    %62 = linalg.fill ins(%true : i1) outs(%61 : tensor<2x4x64x1xi1>) -> tensor<2x4x64x1xi1>
    %63 = linalg.generic {indexing_maps = [#map5, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x4x64x64xi1>) outs(%62 : tensor<2x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %92 = arith.andi %in, %out : i1
      linalg.yield %92 : i1
    } -> tensor<2x4x64x1xi1>
    %64 = linalg.generic {indexing_maps = [#map13, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_2, %58 : tensor<2x4x64x1xi1>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%46 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %92 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %92 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_28 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_29 = tensor.collapse_shape %37 [[0, 1, 2], [3], [4]] : tensor<2x1x4x64x32xf32> into tensor<8x64x32xf32>
    %65 = tensor.empty() : tensor<8x64x32xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %67 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%66 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_30 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %68 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x4x64x32xf32>) outs(%68 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_32 = tensor.collapse_shape %transposed_31 [[0], [1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<2x64x128xf32>
    %transposed_33 = linalg.transpose ins(%arg10 : tensor<128x128xf32>) outs(%10 : tensor<128x128xf32>) permutation = [1, 0] 
    %69 = tensor.empty() : tensor<2x128x128xf32>
    %70 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_33 : tensor<128x128xf32>) outs(%69 : tensor<2x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x128xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %72 = linalg.batch_matmul ins(%collapsed_32, %70 : tensor<2x64x128xf32>, tensor<2x128x128xf32>) outs(%71 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %72 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.addf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x128xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %92 : f32
    } -> tensor<2x64x128xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x64x128xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %out : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.divf %in, %cst_8 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_7 : f64 to f32
      %93 = arith.addf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<2x64x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.rsqrt %in : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %78 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.mulf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x128xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15, %79 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.mulf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x128xf32>
    %81 = tensor.empty() : tensor<128x256xf32>
    %transposed_34 = linalg.transpose ins(%arg11 : tensor<256x128xf32>) outs(%81 : tensor<128x256xf32>) permutation = [1, 0] 
    %collapsed_35 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %82 = linalg.fill ins(%cst : f32) outs(%81 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %83 = linalg.matmul ins(%collapsed_35, %transposed_34 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%82 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_36 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %84 = tensor.empty() : tensor<2x64x256xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x64x256xf32>) outs(%84 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_1 : f32
      %95 = arith.divf %cst_1, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x256xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %85 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%84 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.mulf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x256xf32>
    %transposed_37 = linalg.transpose ins(%arg12 : tensor<256x128xf32>) outs(%81 : tensor<128x256xf32>) permutation = [1, 0] 
    %87 = linalg.matmul ins(%collapsed_35, %transposed_37 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%82 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_38 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_38 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%84 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.mulf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x256xf32>
    %89 = tensor.empty() : tensor<256x128xf32>
    %transposed_39 = linalg.transpose ins(%arg13 : tensor<128x256xf32>) outs(%89 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
    %90 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<128x256xf32>, tensor<256x128xf32>) outs(%11 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_41 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %expanded_41 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %92 = arith.addf %in, %in_42 : f32
      linalg.yield %92 : f32
    } -> tensor<2x64x128xf32>
    return %91 : tensor<2x64x128xf32>
  }
}
