// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: LlamaModel(LlamaConfig(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=128,
//    attn_implementation='eager')), random weights (torch.manual_seed(0)), eval(), bf16
// Part: attn, submodule layers.0.self_attn of LlamaModel (LlamaAttention): LlamaAttention: q/k/v without bias,
//    RoPE, attention, o_proj
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask, position_embeddings; other arguments fixed: cache=None,
//    use_cache=False
// attn_implementation: eager. Notable: GQA 4 heads / 2 KV heads x 32, RoPE, causal + padding mask [B,1,S,S]
//    built by create_causal_mask
// Inputs: %arg0 hidden_states: bf16[2,64,128], %arg1 attention_mask: bf16[2,1,64,64], %arg2
//    position_embeddings[0]: bf16[1,64,32], %arg3 position_embeddings[1]: bf16[1,64,32]
// Weights: 4 parameters as function arguments %arg4..%arg7 (torch.func.functional_call); buffers are constants:
//    %arg4 q_proj.weight: bf16[128,128], %arg5 k_proj.weight: bf16[64,128], %arg6 v_proj.weight: bf16[64,128],
//    %arg7 o_proj.weight: bf16[128,128]
// Results: bf16[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf llama:attn:eager:bf16 -o assets/models/llama_attn_eager_bf16.mlir
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x128xbf16>, %arg1: tensor<2x1x64x64xbf16>, %arg2: tensor<1x64x32xbf16>, %arg3: tensor<1x64x32xbf16>, %arg4: tensor<128x128xbf16>, %arg5: tensor<64x128xbf16>, %arg6: tensor<64x128xbf16>, %arg7: tensor<128x128xbf16>) -> tensor<2x64x128xbf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.17677669529663689 : f64
    %0 = tensor.empty() : tensor<128x128xbf16>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x128xbf16>) outs(%0 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x128xbf16> into tensor<128x128xbf16>
    %1 = tensor.empty() : tensor<128x128xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xbf16>, tensor<128x128xbf16>) outs(%2 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<128x128xf32>) outs(%0 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %58 = arith.truncf %in : f32 to bf16
      linalg.yield %58 : bf16
    } -> tensor<128x128xbf16>
    %expanded = tensor.expand_shape %4 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xbf16> into tensor<2x64x4x32xbf16>
    %5 = tensor.empty() : tensor<2x4x64x32xbf16>
    %transposed_2 = linalg.transpose ins(%expanded : tensor<2x64x4x32xbf16>) outs(%5 : tensor<2x4x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %6 = tensor.empty() : tensor<128x64xbf16>
    %transposed_3 = linalg.transpose ins(%arg5 : tensor<64x128xbf16>) outs(%6 : tensor<128x64xbf16>) permutation = [1, 0] 
    %7 = tensor.empty() : tensor<128x64xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %9 = linalg.matmul ins(%collapsed, %transposed_3 : tensor<128x128xbf16>, tensor<128x64xbf16>) outs(%8 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<128x64xf32>) outs(%6 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %58 = arith.truncf %in : f32 to bf16
      linalg.yield %58 : bf16
    } -> tensor<128x64xbf16>
    %expanded_4 = tensor.expand_shape %10 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %11 = tensor.empty() : tensor<2x2x64x32xbf16>
    %transposed_5 = linalg.transpose ins(%expanded_4 : tensor<2x64x2x32xbf16>) outs(%11 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_6 = linalg.transpose ins(%arg6 : tensor<64x128xbf16>) outs(%6 : tensor<128x64xbf16>) permutation = [1, 0] 
    %12 = linalg.matmul ins(%collapsed, %transposed_6 : tensor<128x128xbf16>, tensor<128x64xbf16>) outs(%8 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<128x64xf32>) outs(%6 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %58 = arith.truncf %in : f32 to bf16
      linalg.yield %58 : bf16
    } -> tensor<128x64xbf16>
    %expanded_7 = tensor.expand_shape %13 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %transposed_8 = linalg.transpose ins(%expanded_7 : tensor<2x64x2x32xbf16>) outs(%11 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_9 = tensor.expand_shape %arg2 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xbf16> into tensor<1x1x64x32xbf16>
    %expanded_10 = tensor.expand_shape %arg3 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xbf16> into tensor<1x1x64x32xbf16>
    %14 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_2, %expanded_9 : tensor<2x4x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%5 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_28: bf16, %out: bf16):
      %58 = arith.mulf %in, %in_28 : bf16
      linalg.yield %58 : bf16
    } -> tensor<2x4x64x32xbf16>
    %extracted_slice = tensor.extract_slice %transposed_2[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xbf16> to tensor<2x4x64x16xbf16>
    %extracted_slice_11 = tensor.extract_slice %transposed_2[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xbf16> to tensor<2x4x64x16xbf16>
    %15 = tensor.empty() : tensor<2x4x64x16xbf16>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_11 : tensor<2x4x64x16xbf16>) outs(%15 : tensor<2x4x64x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %58 = arith.negf %in : bf16
      linalg.yield %58 : bf16
    } -> tensor<2x4x64x16xbf16>
    %concat = tensor.concat dim(3) %16, %extracted_slice : (tensor<2x4x64x16xbf16>, tensor<2x4x64x16xbf16>) -> tensor<2x4x64x32xbf16>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_10 : tensor<2x4x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%5 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_28: bf16, %out: bf16):
      %58 = arith.mulf %in, %in_28 : bf16
      linalg.yield %58 : bf16
    } -> tensor<2x4x64x32xbf16>
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<2x4x64x32xbf16>, tensor<2x4x64x32xbf16>) outs(%5 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_28: bf16, %out: bf16):
      %58 = arith.addf %in, %in_28 : bf16
      linalg.yield %58 : bf16
    } -> tensor<2x4x64x32xbf16>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_5, %expanded_9 : tensor<2x2x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%11 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_28: bf16, %out: bf16):
      %58 = arith.mulf %in, %in_28 : bf16
      linalg.yield %58 : bf16
    } -> tensor<2x2x64x32xbf16>
    %extracted_slice_12 = tensor.extract_slice %transposed_5[0, 0, 0, 0] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xbf16> to tensor<2x2x64x16xbf16>
    %extracted_slice_13 = tensor.extract_slice %transposed_5[0, 0, 0, 16] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xbf16> to tensor<2x2x64x16xbf16>
    %20 = tensor.empty() : tensor<2x2x64x16xbf16>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_13 : tensor<2x2x64x16xbf16>) outs(%20 : tensor<2x2x64x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %58 = arith.negf %in : bf16
      linalg.yield %58 : bf16
    } -> tensor<2x2x64x16xbf16>
    %concat_14 = tensor.concat dim(3) %21, %extracted_slice_12 : (tensor<2x2x64x16xbf16>, tensor<2x2x64x16xbf16>) -> tensor<2x2x64x32xbf16>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_14, %expanded_10 : tensor<2x2x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%11 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_28: bf16, %out: bf16):
      %58 = arith.mulf %in, %in_28 : bf16
      linalg.yield %58 : bf16
    } -> tensor<2x2x64x32xbf16>
    %23 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<2x2x64x32xbf16>, tensor<2x2x64x32xbf16>) outs(%11 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_28: bf16, %out: bf16):
      %58 = arith.addf %in, %in_28 : bf16
      linalg.yield %58 : bf16
    } -> tensor<2x2x64x32xbf16>
    %24 = tensor.empty() : tensor<2x2x2x64x32xbf16>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x2x64x32xbf16>) outs(%24 : tensor<2x2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x64x32xbf16>
    %collapsed_15 = tensor.collapse_shape %25 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xbf16> into tensor<2x4x64x32xbf16>
    %26 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_8 : tensor<2x2x64x32xbf16>) outs(%24 : tensor<2x2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x64x32xbf16>
    %27 = tensor.empty() : tensor<2x4x32x64xbf16>
    %transposed_16 = linalg.transpose ins(%collapsed_15 : tensor<2x4x64x32xbf16>) outs(%27 : tensor<2x4x32x64xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_17 = tensor.collapse_shape %18 [[0, 1], [2], [3]] : tensor<2x4x64x32xbf16> into tensor<8x64x32xbf16>
    %collapsed_18 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x4x32x64xbf16> into tensor<8x32x64xbf16>
    %28 = tensor.empty() : tensor<8x64x64xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %30 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<8x64x32xbf16>, tensor<8x32x64xbf16>) outs(%29 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %31 = tensor.empty() : tensor<8x64x64xbf16>
    %32 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<8x64x64xf32>) outs(%31 : tensor<8x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %58 = arith.truncf %in : f32 to bf16
      linalg.yield %58 : bf16
    } -> tensor<8x64x64xbf16>
    %expanded_19 = tensor.expand_shape %32 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xbf16> into tensor<2x4x64x64xbf16>
    %33 = tensor.empty() : tensor<2x4x64x64xbf16>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<2x4x64x64xbf16>) outs(%33 : tensor<2x4x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %58 = arith.truncf %cst_1 : f64 to bf16
      %59 = arith.mulf %in, %58 : bf16
      linalg.yield %59 : bf16
    } -> tensor<2x4x64x64xbf16>
    %35 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %arg1 : tensor<2x4x64x64xbf16>, tensor<2x1x64x64xbf16>) outs(%33 : tensor<2x4x64x64xbf16>) {
    ^bb0(%in: bf16, %in_28: bf16, %out: bf16):
      %58 = arith.addf %in, %in_28 : bf16
      linalg.yield %58 : bf16
    } -> tensor<2x4x64x64xbf16>
    %36 = tensor.empty() : tensor<2x4x64x64xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<2x4x64x64xbf16>) outs(%36 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %58 = arith.extf %in : bf16 to f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x64xf32>
    %38 = tensor.empty() : tensor<2x4x64xi64>
    %39 = linalg.fill ins(%c0_i64 : i64) outs(%38 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %40 = tensor.empty() : tensor<2x4x64xf32>
    %41 = linalg.fill ins(%cst_0 : f32) outs(%40 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %42:2 = linalg.generic {indexing_maps = [#map1, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%37 : tensor<2x4x64x64xf32>) outs(%41, %39 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_28: i64):
      %58 = linalg.index 3 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.maximumf %in, %out : f32
      %61 = arith.cmpf ogt, %in, %out : f32
      %62 = arith.select %61, %59, %out_28 : i64
      linalg.yield %60, %62 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_20 = tensor.expand_shape %42#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_20 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%36 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %58 = arith.subf %in, %in_28 : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x64xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<2x4x64x64xf32>) outs(%36 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.exp %in : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x64xf32>
    %45 = tensor.empty() : tensor<2x4x64x1xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<2x4x64x64xf32>) outs(%46 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %47 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%36 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %58 = arith.divf %in, %in_28 : f32
      linalg.yield %58 : f32
    } -> tensor<2x4x64x64xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<2x4x64x64xf32>) outs(%33 : tensor<2x4x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %58 = arith.truncf %in : f32 to bf16
      linalg.yield %58 : bf16
    } -> tensor<2x4x64x64xbf16>
    %collapsed_21 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<2x4x64x64xbf16> into tensor<8x64x64xbf16>
    %collapsed_22 = tensor.collapse_shape %26 [[0, 1, 2], [3], [4]] : tensor<2x2x2x64x32xbf16> into tensor<8x64x32xbf16>
    %50 = tensor.empty() : tensor<8x64x32xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %52 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<8x64x64xbf16>, tensor<8x64x32xbf16>) outs(%51 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %53 = tensor.empty() : tensor<8x64x32xbf16>
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<8x64x32xf32>) outs(%53 : tensor<8x64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %58 = arith.truncf %in : f32 to bf16
      linalg.yield %58 : bf16
    } -> tensor<8x64x32xbf16>
    %expanded_23 = tensor.expand_shape %54 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xbf16> into tensor<2x4x64x32xbf16>
    %55 = tensor.empty() : tensor<2x64x4x32xbf16>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x4x64x32xbf16>) outs(%55 : tensor<2x64x4x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_25 = linalg.transpose ins(%arg7 : tensor<128x128xbf16>) outs(%0 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed_26 = tensor.collapse_shape %transposed_24 [[0, 1], [2, 3]] : tensor<2x64x4x32xbf16> into tensor<128x128xbf16>
    %56 = linalg.matmul ins(%collapsed_26, %transposed_25 : tensor<128x128xbf16>, tensor<128x128xbf16>) outs(%2 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<128x128xf32>) outs(%0 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %58 = arith.truncf %in : f32 to bf16
      linalg.yield %58 : bf16
    } -> tensor<128x128xbf16>
    %expanded_27 = tensor.expand_shape %57 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xbf16> into tensor<2x64x128xbf16>
    return %expanded_27 : tensor<2x64x128xbf16>
  }
}
