// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: Gemma2Model(Gemma2Config(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=128,
//    query_pre_attn_scalar=32, attn_logit_softcapping=50.0, sliding_window=32, final_logit_softcapping=None,
//    attn_implementation='eager')), random weights (torch.manual_seed(0)), eval(), f32
// Part: layer, submodule layers.0 of Gemma2Model (Gemma2DecoderLayer): Gemma2DecoderLayer: RMSNorm (1 + w),
//    attention, post-norms, GeGLU MLP
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask, position_embeddings; other arguments fixed: cache=None
// attn_implementation: eager. Notable: GQA 4 / 2 x 32, RoPE, tanh soft-cap 50 on the scores, layer 0 sliding
//    window 32 + padding
// Inputs: %arg0 hidden_states: f32[2,64,128], %arg1 attention_mask: f32[2,1,64,64], %arg2
//    position_embeddings[0]: f32[1,64,32], %arg3 position_embeddings[1]: f32[1,64,32]
// Weights: 11 parameters as function arguments %arg4..%arg14 (torch.func.functional_call); buffers are
//    constants: %arg4 self_attn.q_proj.weight: f32[128,128], %arg5 self_attn.k_proj.weight: f32[64,128], %arg6
//    self_attn.v_proj.weight: f32[64,128], %arg7 self_attn.o_proj.weight: f32[128,128], %arg8
//    mlp.gate_proj.weight: f32[256,128], %arg9 mlp.up_proj.weight: f32[256,128], %arg10 mlp.down_proj.weight:
//    f32[128,256], %arg11 input_layernorm.weight: f32[128], %arg12 post_attention_layernorm.weight: f32[128],
//    %arg13 pre_feedforward_layernorm.weight: f32[128], %arg14 post_feedforward_layernorm.weight: f32[128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf gemma2:layer:eager:f32 -o assets/models/gemma2_layer_eager_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x128xf32>, %arg1: tensor<2x1x64x64xf32>, %arg2: tensor<1x64x32xf32>, %arg3: tensor<1x64x32xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<64x128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<256x128xf32>, %arg9: tensor<256x128xf32>, %arg10: tensor<128x256xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<128xf32>) -> tensor<2x64x128xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %c3_i64 = arith.constant 3 : i64
    %cst_1 = arith.constant 4.471500e-02 : f32
    %cst_2 = arith.constant 7.977240e-01 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant 5.000000e-01 : f32
    %cst_5 = arith.constant 0.17677669529663689 : f64
    %cst_6 = arith.constant 9.9999999999999995E-7 : f64
    %cst_7 = arith.constant 1.280000e+02 : f32
    %cst_8 = arith.constant 5.000000e+01 : f32
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %2 = tensor.empty() : tensor<2x64x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x128xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %out : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.divf %in, %cst_7 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.truncf %cst_6 : f64 to f32
      %96 = arith.addf %in, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<2x64x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.rsqrt %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %9 = tensor.empty() : tensor<128xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg11 : tensor<128xf32>) outs(%9 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %cst_3 : f32
      linalg.yield %95 : f32
    } -> tensor<128xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %12 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x128xf32>) outs(%12 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %11 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %14 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%13 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded = tensor.expand_shape %14 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %15 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<2x64x4x32xf32>) outs(%15 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %16 = tensor.empty() : tensor<128x64xf32>
    %transposed_10 = linalg.transpose ins(%arg5 : tensor<64x128xf32>) outs(%16 : tensor<128x64xf32>) permutation = [1, 0] 
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %18 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%17 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_11 = tensor.expand_shape %18 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %19 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x64x2x32xf32>) outs(%19 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%arg6 : tensor<64x128xf32>) outs(%16 : tensor<128x64xf32>) permutation = [1, 0] 
    %20 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%17 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_14 = tensor.expand_shape %20 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x64x2x32xf32>) outs(%19 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_16 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_17 = tensor.expand_shape %arg3 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %21 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9, %expanded_16 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%15 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice = tensor.extract_slice %transposed_9[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_18 = tensor.extract_slice %transposed_9[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %22 = tensor.empty() : tensor<2x4x64x16xf32>
    %23 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_18 : tensor<2x4x64x16xf32>) outs(%22 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.negf %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x64x16xf32>
    %concat = tensor.concat dim(3) %23, %extracted_slice : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_17 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%15 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x64x32xf32>
    %25 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %24 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%15 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.addf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x64x32xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_16 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%19 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x2x64x32xf32>
    %extracted_slice_19 = tensor.extract_slice %transposed_12[0, 0, 0, 0] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %extracted_slice_20 = tensor.extract_slice %transposed_12[0, 0, 0, 16] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %27 = tensor.empty() : tensor<2x2x64x16xf32>
    %28 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20 : tensor<2x2x64x16xf32>) outs(%27 : tensor<2x2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.negf %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x2x64x16xf32>
    %concat_21 = tensor.concat dim(3) %28, %extracted_slice_19 : (tensor<2x2x64x16xf32>, tensor<2x2x64x16xf32>) -> tensor<2x2x64x32xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_21, %expanded_17 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%19 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x2x64x32xf32>
    %30 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %29 : tensor<2x2x64x32xf32>, tensor<2x2x64x32xf32>) outs(%19 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.addf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x2x64x32xf32>
    %31 = tensor.empty() : tensor<2x2x2x64x32xf32>
    %32 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<2x2x64x32xf32>) outs(%31 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %collapsed_22 = tensor.collapse_shape %32 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<2x4x64x32xf32>
    %33 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15 : tensor<2x2x64x32xf32>) outs(%31 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %34 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_23 = linalg.transpose ins(%collapsed_22 : tensor<2x4x64x32xf32>) outs(%34 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_24 = tensor.collapse_shape %25 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %35 = tensor.empty() : tensor<8x64x64xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %37 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%36 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_26 = tensor.expand_shape %37 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %38 = tensor.empty() : tensor<2x4x64x64xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<2x4x64x64xf32>) outs(%38 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.truncf %cst_5 : f64 to f32
      %96 = arith.mulf %in, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<2x4x64x64xf32>
    %40 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<2x4x64x64xf32>) outs(%38 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.divf %in, %cst_8 : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x64x64xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<2x4x64x64xf32>) outs(%38 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.tanh %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x64x64xf32>
    %42 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<2x4x64x64xf32>) outs(%38 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.mulf %in, %cst_8 : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x64x64xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %arg1 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%38 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.addf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x64x64xf32>
    %44 = tensor.empty() : tensor<2x4x64xi64>
    %45 = linalg.fill ins(%c0_i64 : i64) outs(%44 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %46 = tensor.empty() : tensor<2x4x64xf32>
    %47 = linalg.fill ins(%cst_0 : f32) outs(%46 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %48:2 = linalg.generic {indexing_maps = [#map4, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<2x4x64x64xf32>) outs(%47, %45 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_43: i64):
      %95 = linalg.index 3 : index
      %96 = arith.index_cast %95 : index to i64
      %97 = arith.maximumf %in, %out : f32
      %98 = arith.cmpf ogt, %in, %out : f32
      %99 = arith.select %98, %96, %out_43 : i64
      linalg.yield %97, %99 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_27 = tensor.expand_shape %48#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_27 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%38 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.subf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x64x64xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x4x64x64xf32>) outs(%38 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.exp %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x64x64xf32>
    %51 = tensor.empty() : tensor<2x4x64x1xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %53 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<2x4x64x64xf32>) outs(%52 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %out : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x64x1xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %53 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%38 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.divf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_28 = tensor.collapse_shape %54 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_29 = tensor.collapse_shape %33 [[0, 1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<8x64x32xf32>
    %55 = tensor.empty() : tensor<8x64x32xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %57 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%56 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_30 = tensor.expand_shape %57 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %58 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x4x64x32xf32>) outs(%58 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_32 = linalg.transpose ins(%arg7 : tensor<128x128xf32>) outs(%12 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed_33 = tensor.collapse_shape %transposed_31 [[0, 1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<128x128xf32>
    %59 = linalg.matmul ins(%collapsed_33, %transposed_32 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%13 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_34 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<2x64x128xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %out : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.divf %in, %cst_7 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x1xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.truncf %cst_6 : f64 to f32
      %96 = arith.addf %in, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<2x64x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.rsqrt %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %64 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg12 : tensor<128xf32>) outs(%9 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %cst_3 : f32
      linalg.yield %95 : f32
    } -> tensor<128xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %66 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %67 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.addf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x64x128xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %out : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.divf %in, %cst_7 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.truncf %cst_6 : f64 to f32
      %96 = arith.addf %in, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<2x64x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.rsqrt %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %73 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg13 : tensor<128xf32>) outs(%9 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %cst_3 : f32
      linalg.yield %95 : f32
    } -> tensor<128xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %75 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %77 = tensor.empty() : tensor<128x256xf32>
    %transposed_35 = linalg.transpose ins(%arg8 : tensor<256x128xf32>) outs(%77 : tensor<128x256xf32>) permutation = [1, 0] 
    %collapsed_36 = tensor.collapse_shape %76 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%77 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %79 = linalg.matmul ins(%collapsed_36, %transposed_35 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%78 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_37 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %80 = tensor.empty() : tensor<2x64x256xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<2x64x256xf32>) outs(%80 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.fpowi %in, %c3_i64 : f32, i64
      %96 = arith.mulf %95, %cst_1 : f32
      %97 = arith.addf %in, %96 : f32
      %98 = arith.mulf %97, %cst_2 : f32
      %99 = math.tanh %98 : f32
      %100 = arith.addf %99, %cst_3 : f32
      %101 = arith.mulf %100, %cst_4 : f32
      %102 = arith.mulf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<2x64x256xf32>
    %transposed_38 = linalg.transpose ins(%arg9 : tensor<256x128xf32>) outs(%77 : tensor<128x256xf32>) permutation = [1, 0] 
    %82 = linalg.matmul ins(%collapsed_36, %transposed_38 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%78 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_39 = tensor.expand_shape %82 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %expanded_39 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%80 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x256xf32>
    %84 = tensor.empty() : tensor<256x128xf32>
    %transposed_40 = linalg.transpose ins(%arg10 : tensor<128x256xf32>) outs(%84 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
    %85 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<128x256xf32>, tensor<256x128xf32>) outs(%13 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_42 = tensor.expand_shape %85 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<2x64x128xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %out : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.divf %in, %cst_7 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.truncf %cst_6 : f64 to f32
      %96 = arith.addf %in, %95 : f32
      linalg.yield %96 : f32
    } -> tensor<2x64x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = math.rsqrt %in : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %90 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg14 : tensor<128xf32>) outs(%9 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %95 = arith.addf %in, %cst_3 : f32
      linalg.yield %95 : f32
    } -> tensor<128xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %92 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.mulf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %93 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %95 = arith.addf %in, %in_43 : f32
      linalg.yield %95 : f32
    } -> tensor<2x64x128xf32>
    return %94 : tensor<2x64x128xf32>
  }
}
