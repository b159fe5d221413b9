// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: GPT2Model(GPT2Config(vocab_size=256, n_embd=64, n_layer=1, n_head=2, n_positions=128, n_inner=256,
//    bos_token_id=1, eos_token_id=2, attn_implementation='eager')), random weights (torch.manual_seed(0)),
//    eval(), f32
// Part: model, the whole model: GPT2Model: token + learned position embeddings, 1 block, final LayerNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: eager. Notable: fused QKV (Conv1D, addmm), causal + padding mask [B,1,S,S] built by
//    create_causal_mask, 2 heads x 32
// Inputs: %arg0 input_ids: i64[2,64], %arg1 attention_mask: i64[2,64]
// Weights: 16 parameters as function arguments %arg2..%arg17 (torch.func.functional_call); buffers are
//    constants: %arg2 wte.weight: f32[256,64], %arg3 wpe.weight: f32[128,64], %arg4 h.0.ln_1.weight: f32[64],
//    %arg5 h.0.ln_1.bias: f32[64], %arg6 h.0.attn.c_attn.weight: f32[64,192], %arg7 h.0.attn.c_attn.bias:
//    f32[192], %arg8 h.0.attn.c_proj.weight: f32[64,64], %arg9 h.0.attn.c_proj.bias: f32[64], %arg10
//    h.0.ln_2.weight: f32[64], %arg11 h.0.ln_2.bias: f32[64], %arg12 h.0.mlp.c_fc.weight: f32[64,256], %arg13
//    h.0.mlp.c_fc.bias: f32[256], %arg14 h.0.mlp.c_proj.weight: f32[256,64], %arg15 h.0.mlp.c_proj.bias:
//    f32[64], %arg16 ln_f.weight: f32[64], %arg17 ln_f.bias: f32[64]
// Results: f32[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf gpt2:model:eager:f32 -o assets/models/gpt2_model_eager_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1) -> (d1)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<256x64xf32>, %arg3: tensor<128x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x192xf32>, %arg7: tensor<192xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<256x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>) -> tensor<2x64x64xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64_i64 = arith.constant 64 : i64
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant 4.471500e-02 : f64
    %cst_7 = arith.constant 0.17677669529663689 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant 6.400000e+01 : f64
    %cst_10 = arith.constant 6.400000e+01 : f32
    %cst_11 = arith.constant 5.000000e-01 : f32
    %cst_12 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %125 = arith.index_cast %in : i64 to index
      %126 = linalg.index 2 : index
      %127 = arith.cmpi slt, %125, %c256 : index
      cf.assert %127, "index must be smaller than dim size"
      %128 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %128, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%125, %126] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x64xf32>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %125 = linalg.index 0 : index
      %126 = arith.index_cast %125 : index to i64
      linalg.yield %126 : i64
    } -> tensor<64xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 64] : tensor<64xi64> into tensor<1x64xi64>
    %4 = tensor.empty() : tensor<1x64x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x64xi64>) outs(%4 : tensor<1x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %125 = arith.index_cast %in : i64 to index
      %126 = linalg.index 2 : index
      %127 = arith.cmpi slt, %125, %c128 : index
      cf.assert %127, "index must be smaller than dim size"
      %128 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %128, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%125, %126] : tensor<128x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x64xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x64x64xf32>, tensor<1x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.addf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %7 = tensor.empty() : tensor<2x64xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%7 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %125 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %125 : i1
    } -> tensor<2x64xi1>
    %9 = tensor.empty() : tensor<2xi64>
    %10 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%9 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %125 = linalg.index 0 : index
      %126 = arith.index_cast %125 : index to i64
      linalg.yield %126 : i64
    } -> tensor<2xi64>
    %expanded_13 = tensor.expand_shape %10 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %11 = tensor.empty() : tensor<1x1x64x64xi1>
    %12 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_14 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%11 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_38: i64, %out: i1):
      %125 = arith.cmpi sle, %in, %in_38 : i64
      linalg.yield %125 : i1
    } -> tensor<1x1x64x64xi1>
    %13 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %12 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%11 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_38: i1, %out: i1):
      %125 = arith.andi %in, %in_38 : i1
      linalg.yield %125 : i1
    } -> tensor<1x1x64x64xi1>
    %14 = tensor.empty() : tensor<2x1x1x64xi1>
    %15 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_15 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%14 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_38: i64, %out: i1):
      %125 = arith.cmpi slt, %in, %c0_i64 : i64
      %126 = arith.addi %in, %c2_i64 : i64
      %127 = arith.select %125, %126, %in : i64
      %128 = arith.index_cast %127 : i64 to index
      %129 = arith.cmpi slt, %in_38, %c0_i64 : i64
      %130 = arith.addi %in_38, %c64_i64 : i64
      %131 = arith.select %129, %130, %in_38 : i64
      %132 = arith.index_cast %131 : i64 to index
      %extracted = tensor.extract %8[%128, %132] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %16 = tensor.empty() : tensor<2x1x64x64xi1>
    %17 = linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %15 : tensor<1x1x64x64xi1>, tensor<2x1x1x64xi1>) outs(%16 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_38: i1, %out: i1):
      %125 = arith.andi %in, %in_38 : i1
      linalg.yield %125 : i1
    } -> tensor<2x1x64x64xi1>
    %18 = tensor.empty() : tensor<2x1x64x64xf32>
    %19 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %cst_3, %cst_2 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%18 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_38: f32, %in_39: f32, %out: f32):
      %125 = arith.select %in, %in_38, %in_39 : f32
      linalg.yield %125 : f32
    } -> tensor<2x1x64x64xf32>
    %20 = tensor.empty() : tensor<2x64x64xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x64x64xf32>) outs(%20 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %125 = arith.extf %in : f32 to f64
      linalg.yield %125 : f64
    } -> tensor<2x64x64xf64>
    %22 = tensor.empty() : tensor<2x64x1xf64>
    %23 = linalg.fill ins(%cst : f64) outs(%22 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<2x64x64xf64>) outs(%23 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %125 = arith.addf %in, %out : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x1xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x64x1xf64>) outs(%22 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %125 = arith.divf %in, %cst_9 : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x1xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %25 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%20 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_38: f64, %out: f64):
      %125 = arith.subf %in, %in_38 : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x64xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %26 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%20 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_38: f64, %out: f64):
      %125 = arith.mulf %in, %in_38 : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x64xf64>
    %28 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%27 : tensor<2x64x64xf64>) outs(%23 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %125 = arith.addf %in, %out : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x1xf64>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x64x1xf64>) outs(%22 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %125 = arith.divf %in, %cst_9 : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x1xf64>
    %30 = tensor.empty() : tensor<2x64x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x64x1xf64>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %125 = arith.truncf %in : f64 to f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %32 = linalg.fill ins(%cst_0 : f32) outs(%30 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x64x64xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %out : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.divf %in, %cst_10 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.truncf %cst_8 : f64 to f32
      %126 = arith.addf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<2x64x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.rsqrt %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %34 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.subf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %36 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.mulf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %arg4 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.mulf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %arg5 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.addf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %collapsed = tensor.collapse_shape %40 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %41 = tensor.empty() : tensor<128x192xf32>
    %42 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %43 = linalg.matmul ins(%collapsed, %arg6 : tensor<128x64xf32>, tensor<64x192xf32>) outs(%42 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %44 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<192xf32>) outs(%41 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x192xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%43, %44 : tensor<128x192xf32>, tensor<128x192xf32>) outs(%41 : tensor<128x192xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.addf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<128x192xf32>
    %expanded_16 = tensor.expand_shape %45 [[0, 1], [2]] output_shape [2, 64, 192] : tensor<128x192xf32> into tensor<2x64x192xf32>
    %extracted_slice = tensor.extract_slice %expanded_16[0, 0, 0] [2, 64, 64] [1, 1, 1] : tensor<2x64x192xf32> to tensor<2x64x64xf32>
    %extracted_slice_17 = tensor.extract_slice %expanded_16[0, 0, 64] [2, 64, 64] [1, 1, 1] : tensor<2x64x192xf32> to tensor<2x64x64xf32>
    %extracted_slice_18 = tensor.extract_slice %expanded_16[0, 0, 128] [2, 64, 64] [1, 1, 1] : tensor<2x64x192xf32> to tensor<2x64x64xf32>
    %expanded_19 = tensor.expand_shape %extracted_slice_17 [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %expanded_20 = tensor.expand_shape %extracted_slice_18 [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %46 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed = linalg.transpose ins(%expanded_20 : tensor<2x64x2x32xf32>) outs(%46 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_21 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<2x64x64xf32> into tensor<2x64x2x32xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<2x64x2x32xf32>) outs(%46 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %47 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_23 = linalg.transpose ins(%expanded_19 : tensor<2x64x2x32xf32>) outs(%47 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %48 = tensor.empty() : tensor<4x64x64xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %50 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%49 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_26 = tensor.expand_shape %50 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %51 = tensor.empty() : tensor<2x2x64x64xf32>
    %52 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<2x2x64x64xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.truncf %cst_7 : f64 to f32
      %126 = arith.mulf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<2x2x64x64xf32>
    %53 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %19 : tensor<2x2x64x64xf32>, tensor<2x1x64x64xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.addf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x2x64x64xf32>
    %54 = tensor.empty() : tensor<2x2x64xi64>
    %55 = linalg.fill ins(%c0_i64 : i64) outs(%54 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %56 = tensor.empty() : tensor<2x2x64xf32>
    %57 = linalg.fill ins(%cst_1 : f32) outs(%56 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %58:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x2x64x64xf32>) outs(%57, %55 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_38: i64):
      %125 = linalg.index 3 : index
      %126 = arith.index_cast %125 : index to i64
      %127 = arith.maximumf %in, %out : f32
      %128 = arith.cmpf ogt, %in, %out : f32
      %129 = arith.select %128, %126, %out_38 : i64
      linalg.yield %127, %129 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_27 = tensor.expand_shape %58#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %59 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_27 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.subf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x2x64x64xf32>
    %60 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x2x64x64xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.exp %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x2x64x64xf32>
    %61 = tensor.empty() : tensor<2x2x64x1xf32>
    %62 = linalg.fill ins(%cst_0 : f32) outs(%61 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %63 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x2x64x64xf32>) outs(%62 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %out : f32
      linalg.yield %125 : f32
    } -> tensor<2x2x64x1xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %63 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.divf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_28 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_29 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %65 = tensor.empty() : tensor<4x64x32xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %67 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%66 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_30 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %68 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x2x64x32xf32>) outs(%68 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_32 = tensor.collapse_shape %transposed_31 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %69 = tensor.empty() : tensor<128x64xf32>
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %71 = linalg.matmul ins(%collapsed_32, %arg8 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%70 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %72 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64xf32>) outs(%69 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %73 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%71, %72 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%69 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.addf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<128x64xf32>
    %expanded_33 = tensor.expand_shape %73 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %6 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.addf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x64x64xf32>) outs(%20 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %125 = arith.extf %in : f32 to f64
      linalg.yield %125 : f64
    } -> tensor<2x64x64xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<2x64x64xf64>) outs(%23 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %125 = arith.addf %in, %out : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x1xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x64x1xf64>) outs(%22 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %125 = arith.divf %in, %cst_9 : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x1xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %77 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%20 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_38: f64, %out: f64):
      %125 = arith.subf %in, %in_38 : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x64xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %78 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%20 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_38: f64, %out: f64):
      %125 = arith.mulf %in, %in_38 : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x64xf64>
    %80 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%79 : tensor<2x64x64xf64>) outs(%23 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %125 = arith.addf %in, %out : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x1xf64>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x64x1xf64>) outs(%22 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %125 = arith.divf %in, %cst_9 : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x1xf64>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x64x1xf64>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %125 = arith.truncf %in : f64 to f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x64x64xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %out : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.divf %in, %cst_10 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.truncf %cst_8 : f64 to f32
      %126 = arith.addf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<2x64x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.rsqrt %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %84 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.subf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %86 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.mulf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %arg10 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.mulf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %arg11 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.addf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %collapsed_34 = tensor.collapse_shape %90 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %91 = tensor.empty() : tensor<128x256xf32>
    %92 = linalg.fill ins(%cst_0 : f32) outs(%91 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %93 = linalg.matmul ins(%collapsed_34, %arg12 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%92 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %94 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<256xf32>) outs(%91 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %95 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%93, %94 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%91 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.addf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<128x256xf32>
    %expanded_35 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %96 = tensor.empty() : tensor<2x64x256xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x64x256xf32>) outs(%96 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.mulf %in, %cst_11 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x256xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x64x256xf32>) outs(%96 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %125 : f32
    } -> tensor<2x64x256xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x64x256xf32>) outs(%96 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.truncf %cst_6 : f64 to f32
      %126 = arith.mulf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<2x64x256xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %99 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%96 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.addf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x256xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x64x256xf32>) outs(%96 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.truncf %cst_5 : f64 to f32
      %126 = arith.mulf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<2x64x256xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x64x256xf32>) outs(%96 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x256xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x64x256xf32>) outs(%96 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %cst_12 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x256xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %103 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%96 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.mulf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x256xf32>
    %collapsed_36 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
    %105 = linalg.matmul ins(%collapsed_36, %arg14 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%70 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %106 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64xf32>) outs(%69 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %107 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%105, %106 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%69 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.addf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<128x64xf32>
    %expanded_37 = tensor.expand_shape %107 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %expanded_37 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.addf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x64x64xf32>) outs(%20 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %125 = arith.extf %in : f32 to f64
      linalg.yield %125 : f64
    } -> tensor<2x64x64xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<2x64x64xf64>) outs(%23 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %125 = arith.addf %in, %out : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x1xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x64x1xf64>) outs(%22 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %125 = arith.divf %in, %cst_9 : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x1xf64>
    %112 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %111 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%20 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_38: f64, %out: f64):
      %125 = arith.subf %in, %in_38 : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x64xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %112 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%20 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_38: f64, %out: f64):
      %125 = arith.mulf %in, %in_38 : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x64xf64>
    %114 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<2x64x64xf64>) outs(%23 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %125 = arith.addf %in, %out : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x1xf64>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x64x1xf64>) outs(%22 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %125 = arith.divf %in, %cst_9 : f64
      linalg.yield %125 : f64
    } -> tensor<2x64x1xf64>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x64x1xf64>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %125 = arith.truncf %in : f64 to f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%108 : tensor<2x64x64xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %out : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.divf %in, %cst_10 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.truncf %cst_8 : f64 to f32
      %126 = arith.addf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<2x64x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.rsqrt %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %118 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.subf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %120 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.mulf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %arg16 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.mulf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %arg17 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %125 = arith.addf %in, %in_38 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    return %124 : tensor<2x64x64xf32>
  }
}
