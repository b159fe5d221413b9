// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: GPT2Model(GPT2Config(vocab_size=256, n_embd=64, n_layer=1, n_head=2, n_positions=128, n_inner=256,
//    bos_token_id=1, eos_token_id=2, attn_implementation='eager')), random weights (torch.manual_seed(0)),
//    eval(), f32
// Part: attn, submodule h.0.attn of GPT2Model (GPT2Attention): GPT2Attention: fused c_attn (Conv1D, q|k|v
//    split), attention, c_proj
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask; other arguments fixed: cache=None, use_cache=False
// attn_implementation: eager. Notable: fused QKV (Conv1D, addmm), causal + padding mask [B,1,S,S] built by
//    create_causal_mask, 2 heads x 32
// Inputs: %arg0 hidden_states: f32[2,64,64], %arg1 attention_mask: f32[2,1,64,64]
// Weights: 4 parameters as function arguments %arg2..%arg5 (torch.func.functional_call); buffers are constants:
//    %arg2 c_attn.weight: f32[64,192], %arg3 c_attn.bias: f32[192], %arg4 c_proj.weight: f32[64,64], %arg5
//    c_proj.bias: f32[64]
// Results: f32[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf gpt2:attn:eager:f32 -o assets/models/gpt2_attn_eager_f32.mlir
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x64xf32>, %arg1: tensor<2x1x64x64xf32>, %arg2: tensor<64x192xf32>, %arg3: tensor<192xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>) -> tensor<2x64x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.17677669529663689 : f64
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %0 = tensor.empty() : tensor<128x192xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %2 = linalg.matmul ins(%collapsed, %arg2 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%1 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<192xf32>) outs(%0 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %3 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%0 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %33 = arith.addf %in, %in_19 : f32
      linalg.yield %33 : f32
    } -> tensor<128x192xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2]] output_shape [2, 64, 192] : tensor<128x192xf32> into tensor<2x64x192xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 64, 64] [1, 1, 1] : tensor<2x64x192xf32> to tensor<2x64x64xf32>
    %extracted_slice_2 = tensor.extract_slice %expanded[0, 0, 64] [2, 64, 64] [1, 1, 1] : tensor<2x64x192xf32> to tensor<2x64x64xf32>
    %extracted_slice_3 = tensor.extract_slice %expanded[0, 0, 128] [2, 64, 64] [1, 1, 1] : tensor<2x64x192xf32> to tensor<2x64x64xf32>
    %expanded_4 = tensor.expand_shape %extracted_slice_2 [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %expanded_5 = tensor.expand_shape %extracted_slice_3 [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %5 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed = linalg.transpose ins(%expanded_5 : tensor<2x64x2x32xf32>) outs(%5 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_6 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %transposed_7 = linalg.transpose ins(%expanded_6 : tensor<2x64x2x32xf32>) outs(%5 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %6 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_8 = linalg.transpose ins(%expanded_4 : tensor<2x64x2x32xf32>) outs(%6 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_9 = tensor.collapse_shape %transposed_7 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_10 = tensor.collapse_shape %transposed_8 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %7 = tensor.empty() : tensor<4x64x64xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %9 = linalg.batch_matmul ins(%collapsed_9, %collapsed_10 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%8 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_11 = tensor.expand_shape %9 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %10 = tensor.empty() : tensor<2x2x64x64xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<2x2x64x64xf32>) outs(%10 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.truncf %cst_1 : f64 to f32
      %34 = arith.mulf %in, %33 : f32
      linalg.yield %34 : f32
    } -> tensor<2x2x64x64xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %arg1 : tensor<2x2x64x64xf32>, tensor<2x1x64x64xf32>) outs(%10 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %33 = arith.addf %in, %in_19 : f32
      linalg.yield %33 : f32
    } -> tensor<2x2x64x64xf32>
    %13 = tensor.empty() : tensor<2x2x64xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %15 = tensor.empty() : tensor<2x2x64xf32>
    %16 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %17:2 = linalg.generic {indexing_maps = [#map2, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%12 : tensor<2x2x64x64xf32>) outs(%16, %14 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_19: i64):
      %33 = linalg.index 3 : index
      %34 = arith.index_cast %33 : index to i64
      %35 = arith.maximumf %in, %out : f32
      %36 = arith.cmpf ogt, %in, %out : f32
      %37 = arith.select %36, %34, %out_19 : i64
      linalg.yield %35, %37 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_12 = tensor.expand_shape %17#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %expanded_12 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%10 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %33 = arith.subf %in, %in_19 : f32
      linalg.yield %33 : f32
    } -> tensor<2x2x64x64xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<2x2x64x64xf32>) outs(%10 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = math.exp %in : f32
      linalg.yield %33 : f32
    } -> tensor<2x2x64x64xf32>
    %20 = tensor.empty() : tensor<2x2x64x1xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<2x2x64x64xf32>) outs(%21 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.addf %in, %out : f32
      linalg.yield %33 : f32
    } -> tensor<2x2x64x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%10 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %33 = arith.divf %in, %in_19 : f32
      linalg.yield %33 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_13 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_14 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %24 = tensor.empty() : tensor<4x64x32xf32>
    %25 = linalg.fill ins(%cst : f32) outs(%24 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %26 = linalg.batch_matmul ins(%collapsed_13, %collapsed_14 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%25 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_15 = tensor.expand_shape %26 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %27 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x2x64x32xf32>) outs(%27 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_17 = tensor.collapse_shape %transposed_16 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %28 = tensor.empty() : tensor<128x64xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %30 = linalg.matmul ins(%collapsed_17, %arg4 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%28 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%28 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %33 = arith.addf %in, %in_19 : f32
      linalg.yield %33 : f32
    } -> tensor<128x64xf32>
    %expanded_18 = tensor.expand_shape %32 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    return %expanded_18 : tensor<2x64x64xf32>
  }
}
