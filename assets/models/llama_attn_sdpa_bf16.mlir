// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: LlamaModel(LlamaConfig(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=128,
//    attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), bf16
// Part: attn, submodule layers.0.self_attn of LlamaModel (LlamaAttention): LlamaAttention: q/k/v without bias,
//    RoPE, attention, o_proj
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask, position_embeddings; other arguments fixed: cache=None,
//    use_cache=False
// attn_implementation: sdpa. Notable: GQA 4 heads / 2 KV heads x 32, RoPE, causal + padding mask [B,1,S,S]
//    built by create_causal_mask
// Inputs: %arg0 hidden_states: bf16[2,64,128], %arg1 attention_mask: bool[2,1,64,64], %arg2
//    position_embeddings[0]: bf16[1,64,32], %arg3 position_embeddings[1]: bf16[1,64,32]
// Weights: 4 parameters as function arguments %arg4..%arg7 (torch.func.functional_call); buffers are constants:
//    %arg4 q_proj.weight: bf16[128,128], %arg5 k_proj.weight: bf16[64,128], %arg6 v_proj.weight: bf16[64,128],
//    %arg7 o_proj.weight: bf16[128,128]
// Results: bf16[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf llama:attn:sdpa:bf16 -o assets/models/llama_attn_sdpa_bf16.mlir
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64x128xbf16>, %arg1: tensor<2x1x64x64xi1>, %arg2: tensor<1x64x32xbf16>, %arg3: tensor<1x64x32xbf16>, %arg4: tensor<128x128xbf16>, %arg5: tensor<64x128xbf16>, %arg6: tensor<64x128xbf16>, %arg7: tensor<128x128xbf16>) -> tensor<2x64x128xbf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x4x64x64xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_3 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_4 = arith.constant 0.42044820762685731 : f64
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %0 = tensor.empty() : tensor<128x128xbf16>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x128xbf16>) outs(%0 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x128xbf16> into tensor<128x128xbf16>
    %1 = tensor.empty() : tensor<128x128xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xbf16>, tensor<128x128xbf16>) outs(%2 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<128x128xf32>) outs(%0 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<128x128xbf16>
    %expanded = tensor.expand_shape %4 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xbf16> into tensor<2x64x4x32xbf16>
    %5 = tensor.empty() : tensor<2x4x64x32xbf16>
    %transposed_6 = linalg.transpose ins(%expanded : tensor<2x64x4x32xbf16>) outs(%5 : tensor<2x4x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %6 = tensor.empty() : tensor<128x64xbf16>
    %transposed_7 = linalg.transpose ins(%arg5 : tensor<64x128xbf16>) outs(%6 : tensor<128x64xbf16>) permutation = [1, 0] 
    %7 = tensor.empty() : tensor<128x64xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %9 = linalg.matmul ins(%collapsed, %transposed_7 : tensor<128x128xbf16>, tensor<128x64xbf16>) outs(%8 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<128x64xf32>) outs(%6 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<128x64xbf16>
    %expanded_8 = tensor.expand_shape %10 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %11 = tensor.empty() : tensor<2x2x64x32xbf16>
    %transposed_9 = linalg.transpose ins(%expanded_8 : tensor<2x64x2x32xbf16>) outs(%11 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_10 = linalg.transpose ins(%arg6 : tensor<64x128xbf16>) outs(%6 : tensor<128x64xbf16>) permutation = [1, 0] 
    %12 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<128x128xbf16>, tensor<128x64xbf16>) outs(%8 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<128x64xf32>) outs(%6 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<128x64xbf16>
    %expanded_11 = tensor.expand_shape %13 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x64x2x32xbf16>) outs(%11 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_13 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xbf16> into tensor<1x1x64x32xbf16>
    %expanded_14 = tensor.expand_shape %arg3 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xbf16> into tensor<1x1x64x32xbf16>
    %14 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_6, %expanded_13 : tensor<2x4x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%5 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %70 = arith.mulf %in, %in_32 : bf16
      linalg.yield %70 : bf16
    } -> tensor<2x4x64x32xbf16>
    %extracted_slice = tensor.extract_slice %transposed_6[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xbf16> to tensor<2x4x64x16xbf16>
    %extracted_slice_15 = tensor.extract_slice %transposed_6[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xbf16> to tensor<2x4x64x16xbf16>
    %15 = tensor.empty() : tensor<2x4x64x16xbf16>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_15 : tensor<2x4x64x16xbf16>) outs(%15 : tensor<2x4x64x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %70 = arith.negf %in : bf16
      linalg.yield %70 : bf16
    } -> tensor<2x4x64x16xbf16>
    %concat = tensor.concat dim(3) %16, %extracted_slice : (tensor<2x4x64x16xbf16>, tensor<2x4x64x16xbf16>) -> tensor<2x4x64x32xbf16>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_14 : tensor<2x4x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%5 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %70 = arith.mulf %in, %in_32 : bf16
      linalg.yield %70 : bf16
    } -> tensor<2x4x64x32xbf16>
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<2x4x64x32xbf16>, tensor<2x4x64x32xbf16>) outs(%5 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %70 = arith.addf %in, %in_32 : bf16
      linalg.yield %70 : bf16
    } -> tensor<2x4x64x32xbf16>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9, %expanded_13 : tensor<2x2x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%11 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %70 = arith.mulf %in, %in_32 : bf16
      linalg.yield %70 : bf16
    } -> tensor<2x2x64x32xbf16>
    %extracted_slice_16 = tensor.extract_slice %transposed_9[0, 0, 0, 0] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xbf16> to tensor<2x2x64x16xbf16>
    %extracted_slice_17 = tensor.extract_slice %transposed_9[0, 0, 0, 16] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xbf16> to tensor<2x2x64x16xbf16>
    %20 = tensor.empty() : tensor<2x2x64x16xbf16>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17 : tensor<2x2x64x16xbf16>) outs(%20 : tensor<2x2x64x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %70 = arith.negf %in : bf16
      linalg.yield %70 : bf16
    } -> tensor<2x2x64x16xbf16>
    %concat_18 = tensor.concat dim(3) %21, %extracted_slice_16 : (tensor<2x2x64x16xbf16>, tensor<2x2x64x16xbf16>) -> tensor<2x2x64x32xbf16>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_18, %expanded_14 : tensor<2x2x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%11 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %70 = arith.mulf %in, %in_32 : bf16
      linalg.yield %70 : bf16
    } -> tensor<2x2x64x32xbf16>
    %23 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<2x2x64x32xbf16>, tensor<2x2x64x32xbf16>) outs(%11 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %70 = arith.addf %in, %in_32 : bf16
      linalg.yield %70 : bf16
    } -> tensor<2x2x64x32xbf16>
    %24 = tensor.empty() : tensor<2x2x2x64x32xbf16>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x2x64x32xbf16>) outs(%24 : tensor<2x2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x64x32xbf16>
    %collapsed_19 = tensor.collapse_shape %25 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xbf16> into tensor<2x4x64x32xbf16>
    %26 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12 : tensor<2x2x64x32xbf16>) outs(%24 : tensor<2x2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x64x32xbf16>
    %collapsed_20 = tensor.collapse_shape %26 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xbf16> into tensor<2x4x64x32xbf16>
    %27 = tensor.empty() : tensor<2x1x64x64xbf16>
    %28 = linalg.generic {indexing_maps = [#map1, #map5, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %cst_2, %cst_3 : tensor<2x1x64x64xi1>, tensor<bf16>, tensor<bf16>) outs(%27 : tensor<2x1x64x64xbf16>) {
    ^bb0(%in: i1, %in_32: bf16, %in_33: bf16, %out: bf16):
      %70 = arith.select %in, %in_32, %in_33 : bf16
      linalg.yield %70 : bf16
    } -> tensor<2x1x64x64xbf16>
    %29 = tensor.empty() : tensor<2x4x64x32xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<2x4x64x32xbf16>) outs(%29 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %70 = arith.extf %in : bf16 to f32
      linalg.yield %70 : f32
    } -> tensor<2x4x64x32xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_19 : tensor<2x4x64x32xbf16>) outs(%29 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %70 = arith.extf %in : bf16 to f32
      linalg.yield %70 : f32
    } -> tensor<2x4x64x32xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_20 : tensor<2x4x64x32xbf16>) outs(%29 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %70 = arith.extf %in : bf16 to f32
      linalg.yield %70 : f32
    } -> tensor<2x4x64x32xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<2x4x64x32xf32>) outs(%29 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_4 : f64 to f32
      %71 = arith.mulf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<2x4x64x32xf32>
    %34 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_21 = linalg.transpose ins(%31 : tensor<2x4x64x32xf32>) outs(%34 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<2x4x32x64xf32>) outs(%34 : tensor<2x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_4 : f64 to f32
      %71 = arith.mulf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<2x4x32x64xf32>
    %collapsed_22 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_23 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %36 = tensor.empty() : tensor<8x64x64xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %38 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%37 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_24 = tensor.expand_shape %38 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %39 = tensor.empty() : tensor<2x4x64x64xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24, %28 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xbf16>) outs(%39 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_32: bf16, %out: f32):
      %70 = arith.extf %in_32 : bf16 to f32
      %71 = arith.addf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<2x4x64x64xf32>
    %41 = tensor.empty() : tensor<2x4x64xi64>
    %42 = linalg.fill ins(%c0_i64 : i64) outs(%41 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %43 = tensor.empty() : tensor<2x4x64xf32>
    %44 = linalg.fill ins(%cst_0 : f32) outs(%43 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %45:2 = linalg.generic {indexing_maps = [#map1, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%40 : tensor<2x4x64x64xf32>) outs(%44, %42 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_32: i64):
      %70 = linalg.index 3 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.maximumf %in, %out : f32
      %73 = arith.cmpf ogt, %in, %out : f32
      %74 = arith.select %73, %71, %out_32 : i64
      linalg.yield %72, %74 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_25 = tensor.expand_shape %45#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_25 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%39 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.subf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x64x64xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<2x4x64x64xf32>) outs(%39 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.exp %in : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x64x64xf32>
    %48 = tensor.empty() : tensor<2x4x64x1xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%47 : tensor<2x4x64x64xf32>) outs(%49 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x64x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %50 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%39 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.divf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x64x64xf32>
    %52 = tensor.empty() : tensor<2x4x64x64xi1>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<2x4x64x64xf32>) outs(%52 : tensor<2x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %70 = arith.extf %in : f32 to f64
      %71 = arith.cmpf oeq, %70, %cst_5 : f64
      linalg.yield %71 : i1
    } -> tensor<2x4x64x64xi1>
    %54 = tensor.empty() : tensor<2x4x64x1xi1>
    %55 = linalg.fill ins(%true : i1) outs(%54 : tensor<2x4x64x1xi1>) -> tensor<2x4x64x1xi1>
    %56 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x4x64x64xi1>) outs(%55 : tensor<2x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %70 = arith.andi %in, %out : i1
      linalg.yield %70 : i1
    } -> tensor<2x4x64x1xi1>
    %57 = linalg.generic {indexing_maps = [#map8, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %cst_1, %51 : tensor<2x4x64x1xi1>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%39 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_32: f32, %in_33: f32, %out: f32):
      %70 = arith.select %in, %in_32, %in_33 : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_26 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_27 = tensor.collapse_shape %32 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %58 = tensor.empty() : tensor<8x64x32xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %60 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%59 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_28 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<2x4x64x32xf32>) outs(%5 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<2x4x64x32xbf16>
    %62 = tensor.empty() : tensor<2x64x4x32xbf16>
    %transposed_29 = linalg.transpose ins(%61 : tensor<2x4x64x32xbf16>) outs(%62 : tensor<2x64x4x32xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_30 = tensor.collapse_shape %transposed_29 [[0], [1], [2, 3]] : tensor<2x64x4x32xbf16> into tensor<2x64x128xbf16>
    %transposed_31 = linalg.transpose ins(%arg7 : tensor<128x128xbf16>) outs(%0 : tensor<128x128xbf16>) permutation = [1, 0] 
    %63 = tensor.empty() : tensor<2x128x128xbf16>
    %64 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_31 : tensor<128x128xbf16>) outs(%63 : tensor<2x128x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x128x128xbf16>
    %65 = tensor.empty() : tensor<2x64x128xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %67 = linalg.batch_matmul ins(%collapsed_30, %64 : tensor<2x64x128xbf16>, tensor<2x128x128xbf16>) outs(%66 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %68 = tensor.empty() : tensor<2x64x128xbf16>
    %69 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x64x128xf32>) outs(%68 : tensor<2x64x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<2x64x128xbf16>
    return %69 : tensor<2x64x128xbf16>
  }
}
