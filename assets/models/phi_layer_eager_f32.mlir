// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: PhiModel(PhiConfig(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=4, partial_rotary_factor=0.5, max_position_embeddings=128,
//    attn_implementation='eager')), random weights (torch.manual_seed(0)), eval(), f32
// Part: layer, submodule layers.0 of PhiModel (PhiDecoderLayer): PhiDecoderLayer: one LayerNorm, attention and
//    GELU MLP in parallel
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask, position_embeddings; other arguments fixed: cache=None,
//    use_cache=False
// attn_implementation: eager. Notable: 4 heads x 32, partial RoPE (half the head dims), causal + padding mask
//    [B,1,S,S] built by create_causal_mask
// Inputs: %arg0 hidden_states: f32[2,64,128], %arg1 attention_mask: f32[2,1,64,64], %arg2
//    position_embeddings[0]: f32[1,64,16], %arg3 position_embeddings[1]: f32[1,64,16]
// Weights: 14 parameters as function arguments %arg4..%arg17 (torch.func.functional_call); buffers are
//    constants: %arg4 self_attn.q_proj.weight: f32[128,128], %arg5 self_attn.q_proj.bias: f32[128], %arg6
//    self_attn.k_proj.weight: f32[128,128], %arg7 self_attn.k_proj.bias: f32[128], %arg8
//    self_attn.v_proj.weight: f32[128,128], %arg9 self_attn.v_proj.bias: f32[128], %arg10
//    self_attn.dense.weight: f32[128,128], %arg11 self_attn.dense.bias: f32[128], %arg12 mlp.fc1.weight:
//    f32[256,128], %arg13 mlp.fc1.bias: f32[256], %arg14 mlp.fc2.weight: f32[128,256], %arg15 mlp.fc2.bias:
//    f32[128], %arg16 input_layernorm.weight: f32[128], %arg17 input_layernorm.bias: f32[128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf phi:layer:eager:f32 -o assets/models/phi_layer_eager_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x128xf32>, %arg1: tensor<2x1x64x64xf32>, %arg2: tensor<1x64x16xf32>, %arg3: tensor<1x64x16xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128x128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<256x128xf32>, %arg13: tensor<256xf32>, %arg14: tensor<128x256xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>) -> tensor<2x64x128xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 0.79788456080286541 : f64
    %cst_3 = arith.constant 4.471500e-02 : f64
    %cst_4 = arith.constant 0.17677669529663689 : f64
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 1.280000e+02 : f64
    %cst_7 = arith.constant 1.280000e+02 : f32
    %cst_8 = arith.constant 5.000000e-01 : f32
    %cst_9 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x64x128xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %89 = arith.extf %in : f32 to f64
      linalg.yield %89 : f64
    } -> tensor<2x64x128xf64>
    %2 = tensor.empty() : tensor<2x64x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x128xf64>) outs(%3 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.addf %in, %out : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x64x1xf64>) outs(%2 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.divf %in, %cst_6 : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x64x128xf64>, tensor<2x64x1xf64>) outs(%0 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_46: f64, %out: f64):
      %89 = arith.subf %in, %in_46 : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x128xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<2x64x128xf64>, tensor<2x64x128xf64>) outs(%0 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_46: f64, %out: f64):
      %89 = arith.mulf %in, %in_46 : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x128xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<2x64x128xf64>) outs(%3 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.addf %in, %out : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x64x1xf64>) outs(%2 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %89 = arith.divf %in, %cst_6 : f64
      linalg.yield %89 : f64
    } -> tensor<2x64x1xf64>
    %10 = tensor.empty() : tensor<2x64x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x64x1xf64>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %89 = arith.truncf %in : f64 to f32
      linalg.yield %89 : f32
    } -> tensor<2x64x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x64x128xf32>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.divf %in, %cst_7 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_5 : f64 to f32
      %90 = arith.addf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.rsqrt %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x1xf32>
    %17 = tensor.empty() : tensor<2x64x128xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%17 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.subf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x128xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%17 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.mulf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x128xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg16 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%17 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.mulf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x128xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg17 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%17 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x128xf32>
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %22 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %23 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %24 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%23 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<128xf32>) outs(%22 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%24, %25 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<128x128xf32>
    %expanded = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %27 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_10 = linalg.transpose ins(%expanded : tensor<2x64x4x32xf32>) outs(%27 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_11 = linalg.transpose ins(%arg6 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %28 = linalg.matmul ins(%collapsed, %transposed_11 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%23 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<128xf32>) outs(%22 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %30 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%28, %29 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<128x128xf32>
    %expanded_12 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<2x64x4x32xf32>) outs(%27 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_14 = linalg.transpose ins(%arg8 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %31 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%23 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<128xf32>) outs(%22 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %32 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<128x128xf32>
    %expanded_15 = tensor.expand_shape %33 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x64x4x32xf32>) outs(%27 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_10[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_17 = tensor.extract_slice %transposed_10[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_18 = tensor.extract_slice %transposed_13[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_19 = tensor.extract_slice %transposed_13[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %expanded_20 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 16] : tensor<1x64x16xf32> into tensor<1x1x64x16xf32>
    %expanded_21 = tensor.expand_shape %arg3 [[0], [1, 2], [3]] output_shape [1, 1, 64, 16] : tensor<1x64x16xf32> into tensor<1x1x64x16xf32>
    %34 = tensor.empty() : tensor<2x4x64x16xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_20 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%34 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.mulf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x16xf32>
    %extracted_slice_22 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %extracted_slice_23 = tensor.extract_slice %extracted_slice[0, 0, 0, 8] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %36 = tensor.empty() : tensor<2x4x64x8xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23 : tensor<2x4x64x8xf32>) outs(%36 : tensor<2x4x64x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.negf %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x8xf32>
    %concat = tensor.concat dim(3) %37, %extracted_slice_22 : (tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>) -> tensor<2x4x64x16xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_21 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%34 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.mulf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x16xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %38 : tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) outs(%34 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x16xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_18, %expanded_20 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%34 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.mulf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x16xf32>
    %extracted_slice_24 = tensor.extract_slice %extracted_slice_18[0, 0, 0, 0] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %extracted_slice_25 = tensor.extract_slice %extracted_slice_18[0, 0, 0, 8] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<2x4x64x8xf32>) outs(%36 : tensor<2x4x64x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.negf %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x8xf32>
    %concat_26 = tensor.concat dim(3) %41, %extracted_slice_24 : (tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>) -> tensor<2x4x64x16xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_21 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%34 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.mulf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x16xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %42 : tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) outs(%34 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x16xf32>
    %concat_27 = tensor.concat dim(3) %39, %extracted_slice_17 : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %concat_28 = tensor.concat dim(3) %43, %extracted_slice_19 : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %44 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_29 = linalg.transpose ins(%concat_28 : tensor<2x4x64x32xf32>) outs(%44 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_30 = tensor.collapse_shape %concat_27 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_31 = tensor.collapse_shape %transposed_29 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %45 = tensor.empty() : tensor<8x64x64xf32>
    %46 = linalg.fill ins(%cst_0 : f32) outs(%45 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %47 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%46 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_32 = tensor.expand_shape %47 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %48 = tensor.empty() : tensor<2x4x64x64xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_4 : f64 to f32
      %90 = arith.mulf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x4x64x64xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %arg1 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x64xf32>
    %51 = tensor.empty() : tensor<2x4x64xi64>
    %52 = linalg.fill ins(%c0_i64 : i64) outs(%51 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %53 = tensor.empty() : tensor<2x4x64xf32>
    %54 = linalg.fill ins(%cst_1 : f32) outs(%53 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %55:2 = linalg.generic {indexing_maps = [#map5, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<2x4x64x64xf32>) outs(%54, %52 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_46: i64):
      %89 = linalg.index 3 : index
      %90 = arith.index_cast %89 : index to i64
      %91 = arith.maximumf %in, %out : f32
      %92 = arith.cmpf ogt, %in, %out : f32
      %93 = arith.select %92, %90, %out_46 : i64
      linalg.yield %91, %93 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_33 = tensor.expand_shape %55#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_33 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.subf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x64xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<2x4x64x64xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.exp %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x64xf32>
    %58 = tensor.empty() : tensor<2x4x64x1xf32>
    %59 = linalg.fill ins(%cst_0 : f32) outs(%58 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<2x4x64x64xf32>) outs(%59 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x1xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %60 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%48 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.divf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_34 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_35 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %62 = tensor.empty() : tensor<8x64x32xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %64 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%63 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_36 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %65 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<2x4x64x32xf32>) outs(%65 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_38 = tensor.collapse_shape %transposed_37 [[0, 1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<128x128xf32>
    %transposed_39 = linalg.transpose ins(%arg10 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %66 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%23 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%22 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%66, %67 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<128x128xf32>
    %expanded_40 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %69 = tensor.empty() : tensor<128x256xf32>
    %transposed_41 = linalg.transpose ins(%arg12 : tensor<256x128xf32>) outs(%69 : tensor<128x256xf32>) permutation = [1, 0] 
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %71 = linalg.matmul ins(%collapsed, %transposed_41 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%70 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<256xf32>) outs(%69 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %73 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%71, %72 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%69 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<128x256xf32>
    %expanded_42 = tensor.expand_shape %73 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %74 = tensor.empty() : tensor<2x64x256xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<2x64x256xf32>) outs(%74 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.mulf %in, %cst_8 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x256xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<2x64x256xf32>) outs(%74 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %89 : f32
    } -> tensor<2x64x256xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x64x256xf32>) outs(%74 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_3 : f64 to f32
      %90 = arith.mulf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x256xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %77 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%74 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x256xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x64x256xf32>) outs(%74 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_2 : f64 to f32
      %90 = arith.mulf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x256xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x64x256xf32>) outs(%74 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.tanh %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x256xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x64x256xf32>) outs(%74 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %cst_9 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x256xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %81 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%74 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.mulf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x256xf32>
    %collapsed_43 = tensor.collapse_shape %82 [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
    %83 = tensor.empty() : tensor<256x128xf32>
    %transposed_44 = linalg.transpose ins(%arg14 : tensor<128x256xf32>) outs(%83 : tensor<256x128xf32>) permutation = [1, 0] 
    %84 = linalg.matmul ins(%collapsed_43, %transposed_44 : tensor<128x256xf32>, tensor<256x128xf32>) outs(%23 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<128xf32>) outs(%22 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %86 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%84, %85 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<128x128xf32>
    %expanded_45 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %expanded_45 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%17 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x128xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %arg0 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%17 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %89 = arith.addf %in, %in_46 : f32
      linalg.yield %89 : f32
    } -> tensor<2x64x128xf32>
    return %88 : tensor<2x64x128xf32>
  }
}
