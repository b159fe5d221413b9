// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: FalconModel(FalconConfig(vocab_size=256, hidden_size=128, num_hidden_layers=1, num_attention_heads=4,
//    multi_query=True, new_decoder_architecture=False, parallel_attn=True, alibi=False, bias=False,
//    max_position_embeddings=128, bos_token_id=1, eos_token_id=2, attn_implementation='sdpa')), random weights
//    (torch.manual_seed(0)), eval(), f32
// Part: attn, submodule h.0.self_attention of FalconModel (FalconAttention): FalconAttention: fused
//    query_key_value (4 q heads + 1 k + 1 v), RoPE, attention, dense
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask, position_embeddings; other arguments fixed:
//    layer_past=None, use_cache=False, output_attentions=False
// attn_implementation: sdpa. Notable: multi-query (4 heads, 1 KV head) x 32, fused QKV, RoPE, causal + padding
//    mask [B,1,S,S] built by create_causal_mask
// Inputs: %arg0 hidden_states: f32[2,64,128], %arg1 attention_mask: bool[2,1,64,64], %arg2
//    position_embeddings[0]: f32[1,64,32], %arg3 position_embeddings[1]: f32[1,64,32]
// Weights: 2 parameters as function arguments %arg4..%arg5 (torch.func.functional_call); buffers are constants:
//    %arg4 query_key_value.weight: f32[192,128], %arg5 dense.weight: f32[128,128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf falcon:attn:sdpa:f32 -o assets/models/falcon_attn_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64x128xf32>, %arg1: tensor<2x1x64x64xi1>, %arg2: tensor<1x64x32xf32>, %arg3: tensor<1x64x32xf32>, %arg4: tensor<192x128xf32>, %arg5: tensor<128x128xf32>) -> tensor<2x64x128xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x4x64x64xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant 0.42044820762685725 : f64
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %0 = tensor.empty() : tensor<128x192xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<192x128xf32>) outs(%0 : tensor<128x192xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %2 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x192xf32>) outs(%1 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %expanded = tensor.expand_shape %2 [[0, 1], [2, 3]] output_shape [2, 64, 6, 32] : tensor<128x192xf32> into tensor<2x64x6x32xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0, 0] [2, 64, 4, 32] [1, 1, 1, 1] : tensor<2x64x6x32xf32> to tensor<2x64x4x32xf32>
    %extracted_slice_6 = tensor.extract_slice %expanded[0, 0, 4, 0] [2, 64, 1, 32] [1, 1, 1, 1] : tensor<2x64x6x32xf32> to tensor<2x64x1x32xf32>
    %extracted_slice_7 = tensor.extract_slice %expanded[0, 0, 5, 0] [2, 64, 1, 32] [1, 1, 1, 1] : tensor<2x64x6x32xf32> to tensor<2x64x1x32xf32>
    %3 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_8 = linalg.transpose ins(%extracted_slice : tensor<2x64x4x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %4 = tensor.empty() : tensor<2x1x64x32xf32>
    %transposed_9 = linalg.transpose ins(%extracted_slice_6 : tensor<2x64x1x32xf32>) outs(%4 : tensor<2x1x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_10 = linalg.transpose ins(%extracted_slice_7 : tensor<2x64x1x32xf32>) outs(%4 : tensor<2x1x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_11 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_12 = tensor.expand_shape %arg3 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_8, %expanded_11 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %55 = arith.mulf %in, %in_30 : f32
      linalg.yield %55 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice_13 = tensor.extract_slice %transposed_8[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_14 = tensor.extract_slice %transposed_8[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %6 = tensor.empty() : tensor<2x4x64x16xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_14 : tensor<2x4x64x16xf32>) outs(%6 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.negf %in : f32
      linalg.yield %55 : f32
    } -> tensor<2x4x64x16xf32>
    %concat = tensor.concat dim(3) %7, %extracted_slice_13 : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_12 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %55 = arith.mulf %in, %in_30 : f32
      linalg.yield %55 : f32
    } -> tensor<2x4x64x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %8 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %55 = arith.addf %in, %in_30 : f32
      linalg.yield %55 : f32
    } -> tensor<2x4x64x32xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9, %expanded_11 : tensor<2x1x64x32xf32>, tensor<1x1x64x32xf32>) outs(%4 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %55 = arith.mulf %in, %in_30 : f32
      linalg.yield %55 : f32
    } -> tensor<2x1x64x32xf32>
    %extracted_slice_15 = tensor.extract_slice %transposed_9[0, 0, 0, 0] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xf32> to tensor<2x1x64x16xf32>
    %extracted_slice_16 = tensor.extract_slice %transposed_9[0, 0, 0, 16] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xf32> to tensor<2x1x64x16xf32>
    %11 = tensor.empty() : tensor<2x1x64x16xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16 : tensor<2x1x64x16xf32>) outs(%11 : tensor<2x1x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.negf %in : f32
      linalg.yield %55 : f32
    } -> tensor<2x1x64x16xf32>
    %concat_17 = tensor.concat dim(3) %12, %extracted_slice_15 : (tensor<2x1x64x16xf32>, tensor<2x1x64x16xf32>) -> tensor<2x1x64x32xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_17, %expanded_12 : tensor<2x1x64x32xf32>, tensor<1x1x64x32xf32>) outs(%4 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %55 = arith.mulf %in, %in_30 : f32
      linalg.yield %55 : f32
    } -> tensor<2x1x64x32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %13 : tensor<2x1x64x32xf32>, tensor<2x1x64x32xf32>) outs(%4 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %55 = arith.addf %in, %in_30 : f32
      linalg.yield %55 : f32
    } -> tensor<2x1x64x32xf32>
    %15 = tensor.empty() : tensor<2x1x4x64x32xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<2x1x64x32xf32>) outs(%15 : tensor<2x1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x64x32xf32>
    %collapsed_18 = tensor.collapse_shape %16 [[0], [1, 2], [3], [4]] : tensor<2x1x4x64x32xf32> into tensor<2x4x64x32xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_10 : tensor<2x1x64x32xf32>) outs(%15 : tensor<2x1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x64x32xf32>
    %18 = tensor.empty() : tensor<2x1x64x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map5, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %cst_2, %cst_3 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%18 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_30: f32, %in_31: f32, %out: f32):
      %55 = arith.select %in, %in_30, %in_31 : f32
      linalg.yield %55 : f32
    } -> tensor<2x1x64x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<2x4x64x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.truncf %cst_4 : f64 to f32
      %56 = arith.mulf %in, %55 : f32
      linalg.yield %56 : f32
    } -> tensor<2x4x64x32xf32>
    %21 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_19 = linalg.transpose ins(%collapsed_18 : tensor<2x4x64x32xf32>) outs(%21 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<2x4x32x64xf32>) outs(%21 : tensor<2x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.truncf %cst_4 : f64 to f32
      %56 = arith.mulf %in, %55 : f32
      linalg.yield %56 : f32
    } -> tensor<2x4x32x64xf32>
    %collapsed_20 = tensor.collapse_shape %20 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_21 = tensor.collapse_shape %22 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %23 = tensor.empty() : tensor<8x64x64xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %25 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%24 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_22 = tensor.expand_shape %25 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %26 = tensor.empty() : tensor<2x4x64x64xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22, %19 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %55 = arith.addf %in, %in_30 : f32
      linalg.yield %55 : f32
    } -> tensor<2x4x64x64xf32>
    %28 = tensor.empty() : tensor<2x4x64xi64>
    %29 = linalg.fill ins(%c0_i64 : i64) outs(%28 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %30 = tensor.empty() : tensor<2x4x64xf32>
    %31 = linalg.fill ins(%cst_0 : f32) outs(%30 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %32:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%27 : tensor<2x4x64x64xf32>) outs(%31, %29 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_30: i64):
      %55 = linalg.index 3 : index
      %56 = arith.index_cast %55 : index to i64
      %57 = arith.maximumf %in, %out : f32
      %58 = arith.cmpf ogt, %in, %out : f32
      %59 = arith.select %58, %56, %out_30 : i64
      linalg.yield %57, %59 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_23 = tensor.expand_shape %32#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_23 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %55 = arith.subf %in, %in_30 : f32
      linalg.yield %55 : f32
    } -> tensor<2x4x64x64xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<2x4x64x64xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = math.exp %in : f32
      linalg.yield %55 : f32
    } -> tensor<2x4x64x64xf32>
    %35 = tensor.empty() : tensor<2x4x64x1xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%34 : tensor<2x4x64x64xf32>) outs(%36 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.addf %in, %out : f32
      linalg.yield %55 : f32
    } -> tensor<2x4x64x1xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %37 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %55 = arith.divf %in, %in_30 : f32
      linalg.yield %55 : f32
    } -> tensor<2x4x64x64xf32>
    %39 = tensor.empty() : tensor<2x4x64x64xi1>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<2x4x64x64xf32>) outs(%39 : tensor<2x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %55 = arith.extf %in : f32 to f64
      %56 = arith.cmpf oeq, %55, %cst_5 : f64
      linalg.yield %56 : i1
    } -> tensor<2x4x64x64xi1>
    %41 = tensor.empty() : tensor<2x4x64x1xi1>
    %42 = linalg.fill ins(%true : i1) outs(%41 : tensor<2x4x64x1xi1>) -> tensor<2x4x64x1xi1>
    %43 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%40 : tensor<2x4x64x64xi1>) outs(%42 : tensor<2x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %55 = arith.andi %in, %out : i1
      linalg.yield %55 : i1
    } -> tensor<2x4x64x1xi1>
    %44 = linalg.generic {indexing_maps = [#map8, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %cst_1, %38 : tensor<2x4x64x1xi1>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%26 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_30: f32, %in_31: f32, %out: f32):
      %55 = arith.select %in, %in_30, %in_31 : f32
      linalg.yield %55 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_24 = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_25 = tensor.collapse_shape %17 [[0, 1, 2], [3], [4]] : tensor<2x1x4x64x32xf32> into tensor<8x64x32xf32>
    %45 = tensor.empty() : tensor<8x64x32xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %47 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%46 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_26 = tensor.expand_shape %47 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %48 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x4x64x32xf32>) outs(%48 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_28 = tensor.collapse_shape %transposed_27 [[0], [1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<2x64x128xf32>
    %49 = tensor.empty() : tensor<128x128xf32>
    %transposed_29 = linalg.transpose ins(%arg5 : tensor<128x128xf32>) outs(%49 : tensor<128x128xf32>) permutation = [1, 0] 
    %50 = tensor.empty() : tensor<2x128x128xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<128x128xf32>) outs(%50 : tensor<2x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x128xf32>
    %52 = tensor.empty() : tensor<2x64x128xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %54 = linalg.batch_matmul ins(%collapsed_28, %51 : tensor<2x64x128xf32>, tensor<2x128x128xf32>) outs(%53 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    return %54 : tensor<2x64x128xf32>
  }
}
