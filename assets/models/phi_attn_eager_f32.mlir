// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: PhiModel(PhiConfig(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=4, partial_rotary_factor=0.5, max_position_embeddings=128,
//    attn_implementation='eager')), random weights (torch.manual_seed(0)), eval(), f32
// Part: attn, submodule layers.0.self_attn of PhiModel (PhiAttention): PhiAttention: q/k/v with bias, partial
//    RoPE (16 of 32 dims), dense
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask, position_embeddings; other arguments fixed: cache=None,
//    use_cache=False
// attn_implementation: eager. Notable: 4 heads x 32, partial RoPE (half the head dims), causal + padding mask
//    [B,1,S,S] built by create_causal_mask
// Inputs: %arg0 hidden_states: f32[2,64,128], %arg1 attention_mask: f32[2,1,64,64], %arg2
//    position_embeddings[0]: f32[1,64,16], %arg3 position_embeddings[1]: f32[1,64,16]
// Weights: 8 parameters as function arguments %arg4..%arg11 (torch.func.functional_call); buffers are
//    constants: %arg4 q_proj.weight: f32[128,128], %arg5 q_proj.bias: f32[128], %arg6 k_proj.weight:
//    f32[128,128], %arg7 k_proj.bias: f32[128], %arg8 v_proj.weight: f32[128,128], %arg9 v_proj.bias: f32[128],
//    %arg10 dense.weight: f32[128,128], %arg11 dense.bias: f32[128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf phi:attn:eager:f32 -o assets/models/phi_attn_eager_f32.mlir
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x128xf32>, %arg1: tensor<2x1x64x64xf32>, %arg2: tensor<1x64x16xf32>, %arg3: tensor<1x64x16xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128x128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128x128xf32>, %arg11: tensor<128xf32>) -> tensor<2x64x128xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.17677669529663689 : f64
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %0 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) permutation = [1, 0] 
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %2 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%1 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<128xf32>) outs(%0 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %3 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.addf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<128x128xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %5 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_2 = linalg.transpose ins(%expanded : tensor<2x64x4x32xf32>) outs(%5 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_3 = linalg.transpose ins(%arg6 : tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) permutation = [1, 0] 
    %6 = linalg.matmul ins(%collapsed, %transposed_3 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%1 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<128xf32>) outs(%0 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6, %7 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.addf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<128x128xf32>
    %expanded_4 = tensor.expand_shape %8 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %transposed_5 = linalg.transpose ins(%expanded_4 : tensor<2x64x4x32xf32>) outs(%5 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_6 = linalg.transpose ins(%arg8 : tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) permutation = [1, 0] 
    %9 = linalg.matmul ins(%collapsed, %transposed_6 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%1 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<128xf32>) outs(%0 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9, %10 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.addf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<128x128xf32>
    %expanded_7 = tensor.expand_shape %11 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %transposed_8 = linalg.transpose ins(%expanded_7 : tensor<2x64x4x32xf32>) outs(%5 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_2[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_9 = tensor.extract_slice %transposed_2[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_10 = tensor.extract_slice %transposed_5[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_11 = tensor.extract_slice %transposed_5[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %expanded_12 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 16] : tensor<1x64x16xf32> into tensor<1x1x64x16xf32>
    %expanded_13 = tensor.expand_shape %arg3 [[0], [1, 2], [3]] output_shape [1, 1, 64, 16] : tensor<1x64x16xf32> into tensor<1x1x64x16xf32>
    %12 = tensor.empty() : tensor<2x4x64x16xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_12 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%12 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.mulf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x16xf32>
    %extracted_slice_14 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %extracted_slice_15 = tensor.extract_slice %extracted_slice[0, 0, 0, 8] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %14 = tensor.empty() : tensor<2x4x64x8xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_15 : tensor<2x4x64x8xf32>) outs(%14 : tensor<2x4x64x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.negf %in : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x8xf32>
    %concat = tensor.concat dim(3) %15, %extracted_slice_14 : (tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>) -> tensor<2x4x64x16xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_13 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%12 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.mulf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x16xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %16 : tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) outs(%12 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.addf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x16xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_10, %expanded_12 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%12 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.mulf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x16xf32>
    %extracted_slice_16 = tensor.extract_slice %extracted_slice_10[0, 0, 0, 0] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %extracted_slice_17 = tensor.extract_slice %extracted_slice_10[0, 0, 0, 8] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17 : tensor<2x4x64x8xf32>) outs(%14 : tensor<2x4x64x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.negf %in : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x8xf32>
    %concat_18 = tensor.concat dim(3) %19, %extracted_slice_16 : (tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>) -> tensor<2x4x64x16xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_18, %expanded_13 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%12 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.mulf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x16xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %20 : tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) outs(%12 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.addf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x16xf32>
    %concat_19 = tensor.concat dim(3) %17, %extracted_slice_9 : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %concat_20 = tensor.concat dim(3) %21, %extracted_slice_11 : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %22 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_21 = linalg.transpose ins(%concat_20 : tensor<2x4x64x32xf32>) outs(%22 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_22 = tensor.collapse_shape %concat_19 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_23 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %23 = tensor.empty() : tensor<8x64x64xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %25 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%24 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_24 = tensor.expand_shape %25 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %26 = tensor.empty() : tensor<2x4x64x64xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<2x4x64x64xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.truncf %cst_1 : f64 to f32
      %48 = arith.mulf %in, %47 : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x64x64xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %arg1 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.addf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x64xf32>
    %29 = tensor.empty() : tensor<2x4x64xi64>
    %30 = linalg.fill ins(%c0_i64 : i64) outs(%29 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %31 = tensor.empty() : tensor<2x4x64xf32>
    %32 = linalg.fill ins(%cst_0 : f32) outs(%31 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %33:2 = linalg.generic {indexing_maps = [#map2, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%28 : tensor<2x4x64x64xf32>) outs(%32, %30 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_33: i64):
      %47 = linalg.index 3 : index
      %48 = arith.index_cast %47 : index to i64
      %49 = arith.maximumf %in, %out : f32
      %50 = arith.cmpf ogt, %in, %out : f32
      %51 = arith.select %50, %48, %out_33 : i64
      linalg.yield %49, %51 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_25 = tensor.expand_shape %33#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_25 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.subf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x64xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<2x4x64x64xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.exp %in : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x64xf32>
    %36 = tensor.empty() : tensor<2x4x64x1xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%35 : tensor<2x4x64x64xf32>) outs(%37 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.addf %in, %out : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x1xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %38 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.divf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_26 = tensor.collapse_shape %39 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_27 = tensor.collapse_shape %transposed_8 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %40 = tensor.empty() : tensor<8x64x32xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %42 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%41 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_28 = tensor.expand_shape %42 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %43 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<2x4x64x32xf32>) outs(%43 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_30 = tensor.collapse_shape %transposed_29 [[0, 1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<128x128xf32>
    %transposed_31 = linalg.transpose ins(%arg10 : tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) permutation = [1, 0] 
    %44 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%1 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%0 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %45 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %47 = arith.addf %in, %in_33 : f32
      linalg.yield %47 : f32
    } -> tensor<128x128xf32>
    %expanded_32 = tensor.expand_shape %46 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    return %expanded_32 : tensor<2x64x128xf32>
  }
}
