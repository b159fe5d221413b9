// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: GPT2Model(GPT2Config(vocab_size=256, n_embd=64, n_layer=1, n_head=2, n_positions=128, n_inner=256,
//    bos_token_id=1, eos_token_id=2, attn_implementation='eager')), random weights (torch.manual_seed(0)),
//    eval(), bf16
// Part: layer, submodule h.0 of GPT2Model (GPT2Block): GPT2Block: pre-LayerNorm, attention, GELU MLP
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask; other arguments fixed: cache=None,
//    encoder_hidden_states=None, encoder_attention_mask=None, use_cache=False
// attn_implementation: eager. Notable: fused QKV (Conv1D, addmm), causal + padding mask [B,1,S,S] built by
//    create_causal_mask, 2 heads x 32
// Inputs: %arg0 hidden_states: bf16[2,64,64], %arg1 attention_mask: bf16[2,1,64,64]
// Weights: 12 parameters as function arguments %arg2..%arg13 (torch.func.functional_call); buffers are
//    constants: %arg2 ln_1.weight: bf16[64], %arg3 ln_1.bias: bf16[64], %arg4 attn.c_attn.weight: bf16[64,192],
//    %arg5 attn.c_attn.bias: bf16[192], %arg6 attn.c_proj.weight: bf16[64,64], %arg7 attn.c_proj.bias:
//    bf16[64], %arg8 ln_2.weight: bf16[64], %arg9 ln_2.bias: bf16[64], %arg10 mlp.c_fc.weight: bf16[64,256],
//    %arg11 mlp.c_fc.bias: bf16[256], %arg12 mlp.c_proj.weight: bf16[256,64], %arg13 mlp.c_proj.bias: bf16[64]
// Results: bf16[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf gpt2:layer:eager:bf16 -o assets/models/gpt2_layer_eager_bf16.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64x64xbf16>, %arg1: tensor<2x1x64x64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64x192xbf16>, %arg5: tensor<192xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<64x256xbf16>, %arg11: tensor<256xbf16>, %arg12: tensor<256x64xbf16>, %arg13: tensor<64xbf16>) -> tensor<2x64x64xbf16> {
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
    %cst_8 = arith.constant 5.000000e-01 : bf16
    %cst_9 = arith.constant 1.000000e+00 : bf16
    %0 = tensor.empty() : tensor<2x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64x64xbf16>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<2x64x64xf32>
    %2 = tensor.empty() : tensor<2x64x64xf64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x64xf32>) outs(%2 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %128 = arith.extf %in : f32 to f64
      linalg.yield %128 : f64
    } -> tensor<2x64x64xf64>
    %4 = tensor.empty() : tensor<2x64x1xf64>
    %5 = linalg.fill ins(%cst : f64) outs(%4 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<2x64x64xf64>) outs(%5 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x64x1xf64>) outs(%4 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_6 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%2 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_31: f64, %out: f64):
      %128 = arith.subf %in, %in_31 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x64xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%2 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_31: f64, %out: f64):
      %128 = arith.mulf %in, %in_31 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x64xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<2x64x64xf64>) outs(%5 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x64x1xf64>) outs(%4 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_6 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %12 = tensor.empty() : tensor<2x64x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x64x1xf64>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %128 = arith.truncf %in : f64 to f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x64xf32>) outs(%14 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x64x1xf32>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.divf %in, %cst_7 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x64x1xf32>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.truncf %cst_5 : f64 to f32
      %129 = arith.addf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x64x1xf32>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.rsqrt %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %16 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %128 = arith.subf %in, %in_31 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %128 = arith.mulf %in, %in_31 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg2 : tensor<2x64x64xf32>, tensor<64xbf16>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: bf16, %out: f32):
      %128 = arith.extf %in_31 : bf16 to f32
      %129 = arith.mulf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x64xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg3 : tensor<2x64x64xf32>, tensor<64xbf16>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: bf16, %out: f32):
      %128 = arith.extf %in_31 : bf16 to f32
      %129 = arith.addf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x64xf32>
    %23 = tensor.empty() : tensor<2x64x64xbf16>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x64x64xf32>) outs(%23 : tensor<2x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %128 = arith.truncf %in : f32 to bf16
      linalg.yield %128 : bf16
    } -> tensor<2x64x64xbf16>
    %collapsed = tensor.collapse_shape %24 [[0, 1], [2]] : tensor<2x64x64xbf16> into tensor<128x64xbf16>
    %25 = tensor.empty() : tensor<192xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg5 : tensor<192xbf16>) outs(%25 : tensor<192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<192xf32>
    %27 = tensor.empty() : tensor<128x64xf32>
    %28 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<128x64xbf16>) outs(%27 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<128x64xf32>
    %29 = tensor.empty() : tensor<64x192xf32>
    %30 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64x192xbf16>) outs(%29 : tensor<64x192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<64x192xf32>
    %31 = tensor.empty() : tensor<128x192xf32>
    %32 = linalg.fill ins(%cst_0 : f32) outs(%31 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %33 = linalg.matmul ins(%28, %30 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%32 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<192xf32>) outs(%31 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%33, %34 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%31 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %128 = arith.addf %in, %in_31 : f32
      linalg.yield %128 : f32
    } -> tensor<128x192xf32>
    %36 = tensor.empty() : tensor<128x192xbf16>
    %37 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<128x192xf32>) outs(%36 : tensor<128x192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %128 = arith.truncf %in : f32 to bf16
      linalg.yield %128 : bf16
    } -> tensor<128x192xbf16>
    %expanded = tensor.expand_shape %37 [[0, 1], [2]] output_shape [2, 64, 192] : tensor<128x192xbf16> into tensor<2x64x192xbf16>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 64, 64] [1, 1, 1] : tensor<2x64x192xbf16> to tensor<2x64x64xbf16>
    %extracted_slice_10 = tensor.extract_slice %expanded[0, 0, 64] [2, 64, 64] [1, 1, 1] : tensor<2x64x192xbf16> to tensor<2x64x64xbf16>
    %extracted_slice_11 = tensor.extract_slice %expanded[0, 0, 128] [2, 64, 64] [1, 1, 1] : tensor<2x64x192xbf16> to tensor<2x64x64xbf16>
    %expanded_12 = tensor.expand_shape %extracted_slice_10 [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xbf16> into tensor<2x64x2x32xbf16>
    %expanded_13 = tensor.expand_shape %extracted_slice_11 [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xbf16> into tensor<2x64x2x32xbf16>
    %38 = tensor.empty() : tensor<2x2x64x32xbf16>
    %transposed = linalg.transpose ins(%expanded_13 : tensor<2x64x2x32xbf16>) outs(%38 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_14 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xbf16> into tensor<2x64x2x32xbf16>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x64x2x32xbf16>) outs(%38 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %39 = tensor.empty() : tensor<2x2x32x64xbf16>
    %transposed_16 = linalg.transpose ins(%expanded_12 : tensor<2x64x2x32xbf16>) outs(%39 : tensor<2x2x32x64xbf16>) permutation = [0, 2, 3, 1] 
    %collapsed_17 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<2x2x64x32xbf16> into tensor<4x64x32xbf16>
    %collapsed_18 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x2x32x64xbf16> into tensor<4x32x64xbf16>
    %40 = tensor.empty() : tensor<4x64x64xf32>
    %41 = linalg.fill ins(%cst_0 : f32) outs(%40 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %42 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<4x64x32xbf16>, tensor<4x32x64xbf16>) outs(%41 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %43 = tensor.empty() : tensor<4x64x64xbf16>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<4x64x64xf32>) outs(%43 : tensor<4x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %128 = arith.truncf %in : f32 to bf16
      linalg.yield %128 : bf16
    } -> tensor<4x64x64xbf16>
    %expanded_19 = tensor.expand_shape %44 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xbf16> into tensor<2x2x64x64xbf16>
    %45 = tensor.empty() : tensor<2x2x64x64xbf16>
    %46 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<2x2x64x64xbf16>) outs(%45 : tensor<2x2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %128 = arith.truncf %cst_4 : f64 to bf16
      %129 = arith.mulf %in, %128 : bf16
      linalg.yield %129 : bf16
    } -> tensor<2x2x64x64xbf16>
    %47 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %arg1 : tensor<2x2x64x64xbf16>, tensor<2x1x64x64xbf16>) outs(%45 : tensor<2x2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_31: bf16, %out: bf16):
      %128 = arith.addf %in, %in_31 : bf16
      linalg.yield %128 : bf16
    } -> tensor<2x2x64x64xbf16>
    %48 = tensor.empty() : tensor<2x2x64x64xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<2x2x64x64xbf16>) outs(%48 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<2x2x64x64xf32>
    %50 = tensor.empty() : tensor<2x2x64xi64>
    %51 = linalg.fill ins(%c0_i64 : i64) outs(%50 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %52 = tensor.empty() : tensor<2x2x64xf32>
    %53 = linalg.fill ins(%cst_1 : f32) outs(%52 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %54:2 = linalg.generic {indexing_maps = [#map6, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<2x2x64x64xf32>) outs(%53, %51 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_31: i64):
      %128 = linalg.index 3 : index
      %129 = arith.index_cast %128 : index to i64
      %130 = arith.maximumf %in, %out : f32
      %131 = arith.cmpf ogt, %in, %out : f32
      %132 = arith.select %131, %129, %out_31 : i64
      linalg.yield %130, %132 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_20 = tensor.expand_shape %54#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_20 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%48 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %128 = arith.subf %in, %in_31 : f32
      linalg.yield %128 : f32
    } -> tensor<2x2x64x64xf32>
    %56 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<2x2x64x64xf32>) outs(%48 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.exp %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x2x64x64xf32>
    %57 = tensor.empty() : tensor<2x2x64x1xf32>
    %58 = linalg.fill ins(%cst_0 : f32) outs(%57 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x2x64x64xf32>) outs(%58 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<2x2x64x1xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%48 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %128 = arith.divf %in, %in_31 : f32
      linalg.yield %128 : f32
    } -> tensor<2x2x64x64xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<2x2x64x64xf32>) outs(%45 : tensor<2x2x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %128 = arith.truncf %in : f32 to bf16
      linalg.yield %128 : bf16
    } -> tensor<2x2x64x64xbf16>
    %collapsed_21 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<2x2x64x64xbf16> into tensor<4x64x64xbf16>
    %collapsed_22 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x2x64x32xbf16> into tensor<4x64x32xbf16>
    %62 = tensor.empty() : tensor<4x64x32xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %64 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<4x64x64xbf16>, tensor<4x64x32xbf16>) outs(%63 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %65 = tensor.empty() : tensor<4x64x32xbf16>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<4x64x32xf32>) outs(%65 : tensor<4x64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %128 = arith.truncf %in : f32 to bf16
      linalg.yield %128 : bf16
    } -> tensor<4x64x32xbf16>
    %expanded_23 = tensor.expand_shape %66 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xbf16> into tensor<2x2x64x32xbf16>
    %67 = tensor.empty() : tensor<2x64x2x32xbf16>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x2x64x32xbf16>) outs(%67 : tensor<2x64x2x32xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_25 = tensor.collapse_shape %transposed_24 [[0, 1], [2, 3]] : tensor<2x64x2x32xbf16> into tensor<128x64xbf16>
    %68 = tensor.empty() : tensor<64xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg7 : tensor<64xbf16>) outs(%68 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<64xf32>
    %70 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed_25 : tensor<128x64xbf16>) outs(%27 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<128x64xf32>
    %71 = tensor.empty() : tensor<64x64xf32>
    %72 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x64xbf16>) outs(%71 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<64x64xf32>
    %73 = linalg.fill ins(%cst_0 : f32) outs(%27 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %74 = linalg.matmul ins(%70, %72 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%73 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %75 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<64xf32>) outs(%27 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%27 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %128 = arith.addf %in, %in_31 : f32
      linalg.yield %128 : f32
    } -> tensor<128x64xf32>
    %77 = tensor.empty() : tensor<128x64xbf16>
    %78 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%76 : tensor<128x64xf32>) outs(%77 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %128 = arith.truncf %in : f32 to bf16
      linalg.yield %128 : bf16
    } -> tensor<128x64xbf16>
    %expanded_26 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xbf16> into tensor<2x64x64xbf16>
    %79 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26, %arg0 : tensor<2x64x64xbf16>, tensor<2x64x64xbf16>) outs(%23 : tensor<2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_31: bf16, %out: bf16):
      %128 = arith.addf %in, %in_31 : bf16
      linalg.yield %128 : bf16
    } -> tensor<2x64x64xbf16>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x64x64xbf16>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<2x64x64xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x64x64xf32>) outs(%2 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %128 = arith.extf %in : f32 to f64
      linalg.yield %128 : f64
    } -> tensor<2x64x64xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<2x64x64xf64>) outs(%5 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x64x1xf64>) outs(%4 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_6 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %84 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %83 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%2 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_31: f64, %out: f64):
      %128 = arith.subf %in, %in_31 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x64xf64>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %84 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%2 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_31: f64, %out: f64):
      %128 = arith.mulf %in, %in_31 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x64xf64>
    %86 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<2x64x64xf64>) outs(%5 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x64x1xf64>) outs(%4 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_6 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x64x1xf64>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %128 = arith.truncf %in : f64 to f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<2x64x64xf32>) outs(%14 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x64x1xf32>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.divf %in, %cst_7 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x64x1xf32>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.truncf %cst_5 : f64 to f32
      %129 = arith.addf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x1xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x64x1xf32>) outs(%12 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.rsqrt %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %90 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %128 = arith.subf %in, %in_31 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x64xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %92 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %128 = arith.mulf %in, %in_31 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x64xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %arg8 : tensor<2x64x64xf32>, tensor<64xbf16>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: bf16, %out: f32):
      %128 = arith.extf %in_31 : bf16 to f32
      %129 = arith.mulf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x64xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %arg9 : tensor<2x64x64xf32>, tensor<64xbf16>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_31: bf16, %out: f32):
      %128 = arith.extf %in_31 : bf16 to f32
      %129 = arith.addf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x64xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x64x64xf32>) outs(%23 : tensor<2x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %128 = arith.truncf %in : f32 to bf16
      linalg.yield %128 : bf16
    } -> tensor<2x64x64xbf16>
    %collapsed_27 = tensor.collapse_shape %97 [[0, 1], [2]] : tensor<2x64x64xbf16> into tensor<128x64xbf16>
    %98 = tensor.empty() : tensor<256xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg11 : tensor<256xbf16>) outs(%98 : tensor<256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<256xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed_27 : tensor<128x64xbf16>) outs(%27 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<128x64xf32>
    %101 = tensor.empty() : tensor<64x256xf32>
    %102 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64x256xbf16>) outs(%101 : tensor<64x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<64x256xf32>
    %103 = tensor.empty() : tensor<128x256xf32>
    %104 = linalg.fill ins(%cst_0 : f32) outs(%103 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %105 = linalg.matmul ins(%100, %102 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%104 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %106 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<256xf32>) outs(%103 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %107 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%105, %106 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%103 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %128 = arith.addf %in, %in_31 : f32
      linalg.yield %128 : f32
    } -> tensor<128x256xf32>
    %108 = tensor.empty() : tensor<128x256xbf16>
    %109 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<128x256xf32>) outs(%108 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %128 = arith.truncf %in : f32 to bf16
      linalg.yield %128 : bf16
    } -> tensor<128x256xbf16>
    %expanded_28 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xbf16> into tensor<2x64x256xbf16>
    %110 = tensor.empty() : tensor<2x64x256xbf16>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<2x64x256xbf16>) outs(%110 : tensor<2x64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %128 = arith.mulf %in, %cst_8 : bf16
      linalg.yield %128 : bf16
    } -> tensor<2x64x256xbf16>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<2x64x256xbf16>) outs(%110 : tensor<2x64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %128 = math.fpowi %in, %c3_i64 : bf16, i64
      linalg.yield %128 : bf16
    } -> tensor<2x64x256xbf16>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x64x256xbf16>) outs(%110 : tensor<2x64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %128 = arith.truncf %cst_3 : f64 to bf16
      %129 = arith.mulf %in, %128 : bf16
      linalg.yield %129 : bf16
    } -> tensor<2x64x256xbf16>
    %114 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28, %113 : tensor<2x64x256xbf16>, tensor<2x64x256xbf16>) outs(%110 : tensor<2x64x256xbf16>) {
    ^bb0(%in: bf16, %in_31: bf16, %out: bf16):
      %128 = arith.addf %in, %in_31 : bf16
      linalg.yield %128 : bf16
    } -> tensor<2x64x256xbf16>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x64x256xbf16>) outs(%110 : tensor<2x64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %128 = arith.truncf %cst_2 : f64 to bf16
      %129 = arith.mulf %in, %128 : bf16
      linalg.yield %129 : bf16
    } -> tensor<2x64x256xbf16>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x64x256xbf16>) outs(%110 : tensor<2x64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %128 = math.tanh %in : bf16
      linalg.yield %128 : bf16
    } -> tensor<2x64x256xbf16>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x64x256xbf16>) outs(%110 : tensor<2x64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %128 = arith.addf %in, %cst_9 : bf16
      linalg.yield %128 : bf16
    } -> tensor<2x64x256xbf16>
    %118 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %117 : tensor<2x64x256xbf16>, tensor<2x64x256xbf16>) outs(%110 : tensor<2x64x256xbf16>) {
    ^bb0(%in: bf16, %in_31: bf16, %out: bf16):
      %128 = arith.mulf %in, %in_31 : bf16
      linalg.yield %128 : bf16
    } -> tensor<2x64x256xbf16>
    %collapsed_29 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<2x64x256xbf16> into tensor<128x256xbf16>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg13 : tensor<64xbf16>) outs(%68 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<64xf32>
    %120 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed_29 : tensor<128x256xbf16>) outs(%103 : tensor<128x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<128x256xf32>
    %121 = tensor.empty() : tensor<256x64xf32>
    %122 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<256x64xbf16>) outs(%121 : tensor<256x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %128 = arith.extf %in : bf16 to f32
      linalg.yield %128 : f32
    } -> tensor<256x64xf32>
    %123 = linalg.matmul ins(%120, %122 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%73 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<64xf32>) outs(%27 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %125 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%123, %124 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%27 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %128 = arith.addf %in, %in_31 : f32
      linalg.yield %128 : f32
    } -> tensor<128x64xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%125 : tensor<128x64xf32>) outs(%77 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %128 = arith.truncf %in : f32 to bf16
      linalg.yield %128 : bf16
    } -> tensor<128x64xbf16>
    %expanded_30 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xbf16> into tensor<2x64x64xbf16>
    %127 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %expanded_30 : tensor<2x64x64xbf16>, tensor<2x64x64xbf16>) outs(%23 : tensor<2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_31: bf16, %out: bf16):
      %128 = arith.addf %in, %in_31 : bf16
      linalg.yield %128 : bf16
    } -> tensor<2x64x64xbf16>
    return %127 : tensor<2x64x64xbf16>
  }
}
