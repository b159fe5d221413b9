// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: Gemma2Model(Gemma2Config(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=128,
//    query_pre_attn_scalar=32, attn_logit_softcapping=50.0, sliding_window=32, final_logit_softcapping=None,
//    attn_implementation='eager')), random weights (torch.manual_seed(0)), eval(), f32
// Part: attn, submodule layers.0.self_attn of Gemma2Model (Gemma2Attention): Gemma2Attention: q/k/v, RoPE,
//    soft-capped scores, o_proj
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, position_embeddings, attention_mask; other arguments fixed: cache=None
// attn_implementation: eager. Notable: GQA 4 / 2 x 32, RoPE, tanh soft-cap 50 on the scores, layer 0 sliding
//    window 32 + padding
// Inputs: %arg0 hidden_states: f32[2,64,128], %arg1 position_embeddings[0]: f32[1,64,32], %arg2
//    position_embeddings[1]: f32[1,64,32], %arg3 attention_mask: f32[2,1,64,64]
// Weights: 4 parameters as function arguments %arg4..%arg7 (torch.func.functional_call); buffers are constants:
//    %arg4 q_proj.weight: f32[128,128], %arg5 k_proj.weight: f32[64,128], %arg6 v_proj.weight: f32[64,128],
//    %arg7 o_proj.weight: f32[128,128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf gemma2:attn:eager:f32 -o assets/models/gemma2_attn_eager_f32.mlir
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x128xf32>, %arg1: tensor<1x64x32xf32>, %arg2: tensor<1x64x32xf32>, %arg3: tensor<2x1x64x64xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<64x128xf32>, %arg7: tensor<128x128xf32>) -> tensor<2x64x128xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.17677669529663689 : f64
    %cst_2 = arith.constant 5.000000e+01 : f32
    %0 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %2 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%1 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded = tensor.expand_shape %2 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %3 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_3 = linalg.transpose ins(%expanded : tensor<2x64x4x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %4 = tensor.empty() : tensor<128x64xf32>
    %transposed_4 = linalg.transpose ins(%arg5 : tensor<64x128xf32>) outs(%4 : tensor<128x64xf32>) permutation = [1, 0] 
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %6 = linalg.matmul ins(%collapsed, %transposed_4 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%5 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_5 = tensor.expand_shape %6 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %7 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_6 = linalg.transpose ins(%expanded_5 : tensor<2x64x2x32xf32>) outs(%7 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_7 = linalg.transpose ins(%arg6 : tensor<64x128xf32>) outs(%4 : tensor<128x64xf32>) permutation = [1, 0] 
    %8 = linalg.matmul ins(%collapsed, %transposed_7 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%5 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_8 = tensor.expand_shape %8 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_9 = linalg.transpose ins(%expanded_8 : tensor<2x64x2x32xf32>) outs(%7 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_10 = tensor.expand_shape %arg1 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_11 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_3, %expanded_10 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %48 = arith.mulf %in, %in_29 : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice = tensor.extract_slice %transposed_3[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_12 = tensor.extract_slice %transposed_3[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %10 = tensor.empty() : tensor<2x4x64x16xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_12 : tensor<2x4x64x16xf32>) outs(%10 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.negf %in : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x16xf32>
    %concat = tensor.concat dim(3) %11, %extracted_slice : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_11 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %48 = arith.mulf %in, %in_29 : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x32xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %12 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %48 = arith.addf %in, %in_29 : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_6, %expanded_10 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%7 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %48 = arith.mulf %in, %in_29 : f32
      linalg.yield %48 : f32
    } -> tensor<2x2x64x32xf32>
    %extracted_slice_13 = tensor.extract_slice %transposed_6[0, 0, 0, 0] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %extracted_slice_14 = tensor.extract_slice %transposed_6[0, 0, 0, 16] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %15 = tensor.empty() : tensor<2x2x64x16xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_14 : tensor<2x2x64x16xf32>) outs(%15 : tensor<2x2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.negf %in : f32
      linalg.yield %48 : f32
    } -> tensor<2x2x64x16xf32>
    %concat_15 = tensor.concat dim(3) %16, %extracted_slice_13 : (tensor<2x2x64x16xf32>, tensor<2x2x64x16xf32>) -> tensor<2x2x64x32xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_15, %expanded_11 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%7 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %48 = arith.mulf %in, %in_29 : f32
      linalg.yield %48 : f32
    } -> tensor<2x2x64x32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<2x2x64x32xf32>, tensor<2x2x64x32xf32>) outs(%7 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %48 = arith.addf %in, %in_29 : f32
      linalg.yield %48 : f32
    } -> tensor<2x2x64x32xf32>
    %19 = tensor.empty() : tensor<2x2x2x64x32xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<2x2x64x32xf32>) outs(%19 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %collapsed_16 = tensor.collapse_shape %20 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<2x4x64x32xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9 : tensor<2x2x64x32xf32>) outs(%19 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %22 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_17 = linalg.transpose ins(%collapsed_16 : tensor<2x4x64x32xf32>) outs(%22 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_18 = tensor.collapse_shape %13 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_19 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %23 = tensor.empty() : tensor<8x64x64xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %25 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%24 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_20 = tensor.expand_shape %25 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %26 = tensor.empty() : tensor<2x4x64x64xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<2x4x64x64xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.truncf %cst_1 : f64 to f32
      %49 = arith.mulf %in, %48 : f32
      linalg.yield %49 : f32
    } -> tensor<2x4x64x64xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<2x4x64x64xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.divf %in, %cst_2 : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x64xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<2x4x64x64xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = math.tanh %in : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x64xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<2x4x64x64xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.mulf %in, %cst_2 : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %arg3 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %48 = arith.addf %in, %in_29 : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x64xf32>
    %32 = tensor.empty() : tensor<2x4x64xi64>
    %33 = linalg.fill ins(%c0_i64 : i64) outs(%32 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %34 = tensor.empty() : tensor<2x4x64xf32>
    %35 = linalg.fill ins(%cst_0 : f32) outs(%34 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %36:2 = linalg.generic {indexing_maps = [#map, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<2x4x64x64xf32>) outs(%35, %33 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_29: i64):
      %48 = linalg.index 3 : index
      %49 = arith.index_cast %48 : index to i64
      %50 = arith.maximumf %in, %out : f32
      %51 = arith.cmpf ogt, %in, %out : f32
      %52 = arith.select %51, %49, %out_29 : i64
      linalg.yield %50, %52 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_21 = tensor.expand_shape %36#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_21 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %48 = arith.subf %in, %in_29 : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x64xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<2x4x64x64xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = math.exp %in : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x64xf32>
    %39 = tensor.empty() : tensor<2x4x64x1xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<2x4x64x64xf32>) outs(%40 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.addf %in, %out : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %48 = arith.divf %in, %in_29 : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_22 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_23 = tensor.collapse_shape %21 [[0, 1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<8x64x32xf32>
    %43 = tensor.empty() : tensor<8x64x32xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %45 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%44 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_24 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %46 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x4x64x32xf32>) outs(%46 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_26 = linalg.transpose ins(%arg7 : tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed_27 = tensor.collapse_shape %transposed_25 [[0, 1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<128x128xf32>
    %47 = linalg.matmul ins(%collapsed_27, %transposed_26 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%1 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_28 = tensor.expand_shape %47 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    return %expanded_28 : tensor<2x64x128xf32>
  }
}
