// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: LlamaModel(LlamaConfig(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=128,
//    attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), f32
// Part: attn, submodule layers.0.self_attn of LlamaModel (LlamaAttention): LlamaAttention: q/k/v without bias,
//    RoPE, attention, o_proj
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask, position_embeddings; other arguments fixed: cache=None,
//    use_cache=False
// attn_implementation: sdpa. Notable: GQA 4 heads / 2 KV heads x 32, RoPE, causal + padding mask [B,1,S,S]
//    built by create_causal_mask
// Inputs: %arg0 hidden_states: f32[2,64,128], %arg1 attention_mask: bool[2,1,64,64], %arg2
//    position_embeddings[0]: f32[1,64,32], %arg3 position_embeddings[1]: f32[1,64,32]
// Weights: 4 parameters as function arguments %arg4..%arg7 (torch.func.functional_call); buffers are constants:
//    %arg4 q_proj.weight: f32[128,128], %arg5 k_proj.weight: f32[64,128], %arg6 v_proj.weight: f32[64,128],
//    %arg7 o_proj.weight: f32[128,128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf llama:attn:sdpa:f32 -o assets/models/llama_attn_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64x128xf32>, %arg1: tensor<2x1x64x64xi1>, %arg2: tensor<1x64x32xf32>, %arg3: tensor<1x64x32xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<64x128xf32>, %arg7: tensor<128x128xf32>) -> tensor<2x64x128xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x4x64x64xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant 0.42044820762685731 : f64
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %0 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %2 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%1 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded = tensor.expand_shape %2 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %3 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_6 = linalg.transpose ins(%expanded : tensor<2x64x4x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %4 = tensor.empty() : tensor<128x64xf32>
    %transposed_7 = linalg.transpose ins(%arg5 : tensor<64x128xf32>) outs(%4 : tensor<128x64xf32>) permutation = [1, 0] 
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %6 = linalg.matmul ins(%collapsed, %transposed_7 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%5 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_8 = tensor.expand_shape %6 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %7 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_9 = linalg.transpose ins(%expanded_8 : tensor<2x64x2x32xf32>) outs(%7 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_10 = linalg.transpose ins(%arg6 : tensor<64x128xf32>) outs(%4 : tensor<128x64xf32>) permutation = [1, 0] 
    %8 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%5 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_11 = tensor.expand_shape %8 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x64x2x32xf32>) outs(%7 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_13 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_14 = tensor.expand_shape %arg3 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_6, %expanded_13 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %58 = arith.mulf %in, %in_31 : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice = tensor.extract_slice %transposed_6[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_15 = tensor.extract_slice %transposed_6[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %10 = tensor.empty() : tensor<2x4x64x16xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_15 : tensor<2x4x64x16xf32>) outs(%10 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.negf %in : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x16xf32>
    %concat = tensor.concat dim(3) %11, %extracted_slice : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_14 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %58 = arith.mulf %in, %in_31 : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x32xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %12 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %58 = arith.addf %in, %in_31 : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9, %expanded_13 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%7 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %58 = arith.mulf %in, %in_31 : f32
      linalg.yield %58 : f32
    } -> tensor<2x2x64x32xf32>
    %extracted_slice_16 = tensor.extract_slice %transposed_9[0, 0, 0, 0] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %extracted_slice_17 = tensor.extract_slice %transposed_9[0, 0, 0, 16] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %15 = tensor.empty() : tensor<2x2x64x16xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17 : tensor<2x2x64x16xf32>) outs(%15 : tensor<2x2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.negf %in : f32
      linalg.yield %58 : f32
    } -> tensor<2x2x64x16xf32>
    %concat_18 = tensor.concat dim(3) %16, %extracted_slice_16 : (tensor<2x2x64x16xf32>, tensor<2x2x64x16xf32>) -> tensor<2x2x64x32xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_18, %expanded_14 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%7 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %58 = arith.mulf %in, %in_31 : f32
      linalg.yield %58 : f32
    } -> tensor<2x2x64x32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<2x2x64x32xf32>, tensor<2x2x64x32xf32>) outs(%7 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %58 = arith.addf %in, %in_31 : f32
      linalg.yield %58 : f32
    } -> tensor<2x2x64x32xf32>
    %19 = tensor.empty() : tensor<2x2x2x64x32xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<2x2x64x32xf32>) outs(%19 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %collapsed_19 = tensor.collapse_shape %20 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<2x4x64x32xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12 : tensor<2x2x64x32xf32>) outs(%19 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %22 = tensor.empty() : tensor<2x1x64x64xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map4, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %cst_2, %cst_3 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%22 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_31: f32, %in_32: f32, %out: f32):
      %58 = arith.select %in, %in_31, %in_32 : f32
      linalg.yield %58 : f32
    } -> tensor<2x1x64x64xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x4x64x32xf32>) outs(%3 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_4 : f64 to f32
      %59 = arith.mulf %in, %58 : f32
      linalg.yield %59 : f32
    } -> tensor<2x4x64x32xf32>
    %25 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_20 = linalg.transpose ins(%collapsed_19 : tensor<2x4x64x32xf32>) outs(%25 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20 : tensor<2x4x32x64xf32>) outs(%25 : tensor<2x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_4 : f64 to f32
      %59 = arith.mulf %in, %58 : f32
      linalg.yield %59 : f32
    } -> tensor<2x4x32x64xf32>
    %collapsed_21 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_22 = tensor.collapse_shape %26 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %27 = tensor.empty() : tensor<8x64x64xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %29 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%28 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_23 = tensor.expand_shape %29 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %30 = tensor.empty() : tensor<2x4x64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23, %23 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%30 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %58 = arith.addf %in, %in_31 : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x64xf32>
    %32 = tensor.empty() : tensor<2x4x64xi64>
    %33 = linalg.fill ins(%c0_i64 : i64) outs(%32 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %34 = tensor.empty() : tensor<2x4x64xf32>
    %35 = linalg.fill ins(%cst_0 : f32) outs(%34 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %36:2 = linalg.generic {indexing_maps = [#map, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<2x4x64x64xf32>) outs(%35, %33 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_31: i64):
      %58 = linalg.index 3 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.maximumf %in, %out : f32
      %61 = arith.cmpf ogt, %in, %out : f32
      %62 = arith.select %61, %59, %out_31 : i64
      linalg.yield %60, %62 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_24 = tensor.expand_shape %36#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_24 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%30 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %58 = arith.subf %in, %in_31 : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x64xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<2x4x64x64xf32>) outs(%30 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.exp %in : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x64xf32>
    %39 = tensor.empty() : tensor<2x4x64x1xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<2x4x64x64xf32>) outs(%40 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map7, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%30 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %58 = arith.divf %in, %in_31 : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x64xf32>
    %43 = tensor.empty() : tensor<2x4x64x64xi1>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<2x4x64x64xf32>) outs(%43 : tensor<2x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %58 = arith.extf %in : f32 to f64
      %59 = arith.cmpf oeq, %58, %cst_5 : f64
      linalg.yield %59 : i1
    } -> tensor<2x4x64x64xi1>
    %45 = tensor.empty() : tensor<2x4x64x1xi1>
    %46 = linalg.fill ins(%true : i1) outs(%45 : tensor<2x4x64x1xi1>) -> tensor<2x4x64x1xi1>
    %47 = linalg.generic {indexing_maps = [#map, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<2x4x64x64xi1>) outs(%46 : tensor<2x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %58 = arith.andi %in, %out : i1
      linalg.yield %58 : i1
    } -> tensor<2x4x64x1xi1>
    %48 = linalg.generic {indexing_maps = [#map7, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %cst_1, %42 : tensor<2x4x64x1xi1>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%30 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_31: f32, %in_32: f32, %out: f32):
      %58 = arith.select %in, %in_31, %in_32 : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_25 = tensor.collapse_shape %48 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_26 = tensor.collapse_shape %21 [[0, 1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<8x64x32xf32>
    %49 = tensor.empty() : tensor<8x64x32xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %51 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%50 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_27 = tensor.expand_shape %51 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %52 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<2x4x64x32xf32>) outs(%52 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_29 = tensor.collapse_shape %transposed_28 [[0], [1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<2x64x128xf32>
    %transposed_30 = linalg.transpose ins(%arg7 : tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) permutation = [1, 0] 
    %53 = tensor.empty() : tensor<2x128x128xf32>
    %54 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_30 : tensor<128x128xf32>) outs(%53 : tensor<2x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x128xf32>
    %55 = tensor.empty() : tensor<2x64x128xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %57 = linalg.batch_matmul ins(%collapsed_29, %54 : tensor<2x64x128xf32>, tensor<2x128x128xf32>) outs(%56 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    return %57 : tensor<2x64x128xf32>
  }
}
