// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: GPT2Model(GPT2Config(vocab_size=256, n_embd=64, n_layer=1, n_head=2, n_positions=128, n_inner=256,
//    bos_token_id=1, eos_token_id=2, attn_implementation='eager')), random weights (torch.manual_seed(0)),
//    eval(), f32
// Part: layer, submodule h.0 of GPT2Model (GPT2Block): GPT2Block: pre-LayerNorm, attention, GELU MLP
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask; other arguments fixed: cache=None,
//    encoder_hidden_states=None, encoder_attention_mask=None, use_cache=False
// attn_implementation: eager. Notable: fused QKV (Conv1D, addmm), causal + padding mask [B,1,S,S] built by
//    create_causal_mask, 2 heads x 32
// Inputs: %arg0 hidden_states: f32[2,64,64], %arg1 attention_mask: f32[2,1,64,64]
// Weights: 12 parameters as function arguments %arg2..%arg13 (torch.func.functional_call); buffers are
//    constants: %arg2 ln_1.weight: f32[64], %arg3 ln_1.bias: f32[64], %arg4 attn.c_attn.weight: f32[64,192],
//    %arg5 attn.c_attn.bias: f32[192], %arg6 attn.c_proj.weight: f32[64,64], %arg7 attn.c_proj.bias: f32[64],
//    %arg8 ln_2.weight: f32[64], %arg9 ln_2.bias: f32[64], %arg10 mlp.c_fc.weight: f32[64,256], %arg11
//    mlp.c_fc.bias: f32[256], %arg12 mlp.c_proj.weight: f32[256,64], %arg13 mlp.c_proj.bias: f32[64]
// Results: f32[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf gpt2:layer:eager:f32 -o assets/models/gpt2_layer_eager_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x64xf32>, %arg1: tensor<2x1x64x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x192xf32>, %arg5: tensor<192xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256x64xf32>, %arg13: tensor<64xf32>) -> tensor<2x64x64xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 0.79788456080286541 : f64
    %cst_3 = arith.constant 4.471500e-02 : f64
    %cst_4 = arith.constant 0.17677669529663689 : f64
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 6.400000e+01 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 5.000000e-01 : f32
    %cst_9 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x64x64xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %90 = arith.extf %in : f32 to f64
      linalg.yield %90 : f64
    } -> tensor<2x64x64xf64>
    %2 = tensor.empty() : tensor<2x64x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x64xf64>) outs(%3 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %90 = arith.addf %in, %out : f64
      linalg.yield %90 : f64
    } -> tensor<2x64x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x64x1xf64>) outs(%2 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %90 = arith.divf %in, %cst_6 : f64
      linalg.yield %90 : f64
    } -> tensor<2x64x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%0 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_31: f64, %out: f64):
      %90 = arith.subf %in, %in_31 : f64
      linalg.yield %90 : f64
    } -> tensor<2x64x64xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%0 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_31: f64, %out: f64):
      %90 = arith.mulf %in, %in_31 : f64
      linalg.yield %90 : f64
    } -> tensor<2x64x64xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<2x64x64xf64>) outs(%3 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %90 = arith.addf %in, %out : f64
      linalg.yield %90 : f64
    } -> tensor<2x64x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x64x1xf64>) outs(%2 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %90 = arith.divf %in, %cst_6 : f64
      linalg.yield %90 : f64
    } -> tensor<2x64x1xf64>
    %10 = tensor.empty() : tensor<2x64x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x64x1xf64>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %90 = arith.truncf %in : f64 to f32
      linalg.yield %90 : f32
    } -> tensor<2x64x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x64x64xf32>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_7 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_5 : f64 to f32
      %91 = arith.addf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<2x64x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.rsqrt %in : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x1xf32>
    %17 = tensor.empty() : tensor<2x64x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.subf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.mulf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg2 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.mulf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg3 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.addf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x64xf32>
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %22 = tensor.empty() : tensor<128x192xf32>
    %23 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %24 = linalg.matmul ins(%collapsed, %arg4 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%23 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<192xf32>) outs(%22 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%24, %25 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%22 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.addf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<128x192xf32>
    %expanded = tensor.expand_shape %26 [[0, 1], [2]] output_shape [2, 64, 192] : tensor<128x192xf32> into tensor<2x64x192xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 64, 64] [1, 1, 1] : tensor<2x64x192xf32> to tensor<2x64x64xf32>
    %extracted_slice_10 = tensor.extract_slice %expanded[0, 0, 64] [2, 64, 64] [1, 1, 1] : tensor<2x64x192xf32> to tensor<2x64x64xf32>
    %extracted_slice_11 = tensor.extract_slice %expanded[0, 0, 128] [2, 64, 64] [1, 1, 1] : tensor<2x64x192xf32> to tensor<2x64x64xf32>
    %expanded_12 = tensor.expand_shape %extracted_slice_10 [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %expanded_13 = tensor.expand_shape %extracted_slice_11 [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %27 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed = linalg.transpose ins(%expanded_13 : tensor<2x64x2x32xf32>) outs(%27 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_14 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x64x2x32xf32>) outs(%27 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %28 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_16 = linalg.transpose ins(%expanded_12 : tensor<2x64x2x32xf32>) outs(%28 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_17 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_18 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %29 = tensor.empty() : tensor<4x64x64xf32>
    %30 = linalg.fill ins(%cst_0 : f32) outs(%29 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %31 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%30 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_19 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %32 = tensor.empty() : tensor<2x2x64x64xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<2x2x64x64xf32>) outs(%32 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_4 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<2x2x64x64xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %arg1 : tensor<2x2x64x64xf32>, tensor<2x1x64x64xf32>) outs(%32 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.addf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x2x64x64xf32>
    %35 = tensor.empty() : tensor<2x2x64xi64>
    %36 = linalg.fill ins(%c0_i64 : i64) outs(%35 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %37 = tensor.empty() : tensor<2x2x64xf32>
    %38 = linalg.fill ins(%cst_1 : f32) outs(%37 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %39:2 = linalg.generic {indexing_maps = [#map5, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%34 : tensor<2x2x64x64xf32>) outs(%38, %36 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_31: i64):
      %90 = linalg.index 3 : index
      %91 = arith.index_cast %90 : index to i64
      %92 = arith.maximumf %in, %out : f32
      %93 = arith.cmpf ogt, %in, %out : f32
      %94 = arith.select %93, %91, %out_31 : i64
      linalg.yield %92, %94 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_20 = tensor.expand_shape %39#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_20 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%32 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.subf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x2x64x64xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<2x2x64x64xf32>) outs(%32 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.exp %in : f32
      linalg.yield %90 : f32
    } -> tensor<2x2x64x64xf32>
    %42 = tensor.empty() : tensor<2x2x64x1xf32>
    %43 = linalg.fill ins(%cst_0 : f32) outs(%42 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<2x2x64x64xf32>) outs(%43 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<2x2x64x1xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %44 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%32 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.divf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_21 = tensor.collapse_shape %45 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_22 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %46 = tensor.empty() : tensor<4x64x32xf32>
    %47 = linalg.fill ins(%cst_0 : f32) outs(%46 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %48 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%47 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_23 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %49 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x2x64x32xf32>) outs(%49 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_25 = tensor.collapse_shape %transposed_24 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %50 = tensor.empty() : tensor<128x64xf32>
    %51 = linalg.fill ins(%cst_0 : f32) outs(%50 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %52 = linalg.matmul ins(%collapsed_25, %arg6 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%51 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%50 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%52, %53 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%50 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.addf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<128x64xf32>
    %expanded_26 = tensor.expand_shape %54 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26, %arg0 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.addf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x64xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %90 = arith.extf %in : f32 to f64
      linalg.yield %90 : f64
    } -> tensor<2x64x64xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%56 : tensor<2x64x64xf64>) outs(%3 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %90 = arith.addf %in, %out : f64
      linalg.yield %90 : f64
    } -> tensor<2x64x1xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x64x1xf64>) outs(%2 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %90 = arith.divf %in, %cst_6 : f64
      linalg.yield %90 : f64
    } -> tensor<2x64x1xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %58 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%0 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_31: f64, %out: f64):
      %90 = arith.subf %in, %in_31 : f64
      linalg.yield %90 : f64
    } -> tensor<2x64x64xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %59 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%0 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_31: f64, %out: f64):
      %90 = arith.mulf %in, %in_31 : f64
      linalg.yield %90 : f64
    } -> tensor<2x64x64xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<2x64x64xf64>) outs(%3 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %90 = arith.addf %in, %out : f64
      linalg.yield %90 : f64
    } -> tensor<2x64x1xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x64x1xf64>) outs(%2 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %90 = arith.divf %in, %cst_6 : f64
      linalg.yield %90 : f64
    } -> tensor<2x64x1xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x64x1xf64>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %90 = arith.truncf %in : f64 to f32
      linalg.yield %90 : f32
    } -> tensor<2x64x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%55 : tensor<2x64x64xf32>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_7 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_5 : f64 to f32
      %91 = arith.addf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<2x64x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x64x1xf32>) outs(%10 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.rsqrt %in : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x1xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %65 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.subf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x64xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %67 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.mulf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x64xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %arg8 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.mulf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x64xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %arg9 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.addf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x64xf32>
    %collapsed_27 = tensor.collapse_shape %71 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %72 = tensor.empty() : tensor<128x256xf32>
    %73 = linalg.fill ins(%cst_0 : f32) outs(%72 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %74 = linalg.matmul ins(%collapsed_27, %arg10 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%73 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<256xf32>) outs(%72 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%72 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.addf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<128x256xf32>
    %expanded_28 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %77 = tensor.empty() : tensor<2x64x256xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<2x64x256xf32>) outs(%77 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.mulf %in, %cst_8 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x256xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<2x64x256xf32>) outs(%77 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %90 : f32
    } -> tensor<2x64x256xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x64x256xf32>) outs(%77 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_3 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<2x64x256xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28, %80 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%77 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.addf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x256xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x64x256xf32>) outs(%77 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_2 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<2x64x256xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x64x256xf32>) outs(%77 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.tanh %in : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x256xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x64x256xf32>) outs(%77 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %cst_9 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x256xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %84 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%77 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.mulf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x256xf32>
    %collapsed_29 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
    %86 = linalg.matmul ins(%collapsed_29, %arg12 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%51 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<64xf32>) outs(%50 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %88 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%86, %87 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%50 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.addf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<128x64xf32>
    %expanded_30 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %expanded_30 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %90 = arith.addf %in, %in_31 : f32
      linalg.yield %90 : f32
    } -> tensor<2x64x64xf32>
    return %89 : tensor<2x64x64xf32>
  }
}
