// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: FalconModel(FalconConfig(vocab_size=256, hidden_size=128, num_hidden_layers=1, num_attention_heads=4,
//    multi_query=True, new_decoder_architecture=False, parallel_attn=True, alibi=False, bias=False,
//    max_position_embeddings=128, bos_token_id=1, eos_token_id=2, attn_implementation='sdpa')), random weights
//    (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: FalconModel: embedding, rotary embedding, 1 layer, LayerNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: sdpa. Notable: multi-query (4 heads, 1 KV head) x 32, fused QKV, RoPE, causal + padding
//    mask [B,1,S,S] built by create_causal_mask
// Inputs: %arg0 input_ids: i64[2,64], %arg1 attention_mask: i64[2,64]
// Weights: 9 parameters as function arguments %arg2..%arg10 (torch.func.functional_call); buffers are
//    constants: %arg2 word_embeddings.weight: f32[256,128], %arg3 h.0.self_attention.query_key_value.weight:
//    f32[192,128], %arg4 h.0.self_attention.dense.weight: f32[128,128], %arg5 h.0.mlp.dense_h_to_4h.weight:
//    f32[512,128], %arg6 h.0.mlp.dense_4h_to_h.weight: f32[128,512], %arg7 h.0.input_layernorm.weight:
//    f32[128], %arg8 h.0.input_layernorm.bias: f32[128], %arg9 ln_f.weight: f32[128], %arg10 ln_f.bias: f32[128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf falcon:model:sdpa:f32 -o assets/models/falcon_model_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map18 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<256x128xf32>, %arg3: tensor<192x128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<512x128xf32>, %arg6: tensor<128x512xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128xf32>) -> tensor<2x64x128xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c64_i64 = arith.constant 64 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x4x64x64xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = arith.constant dense<true> : tensor<i1>
    %cst_8 = arith.constant 0.42044820762685725 : f64
    %cst_9 = arith.constant 0xFFF0000000000000 : f64
    %cst_10 = arith.constant 1.000000e-05 : f64
    %cst_11 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_12 = arith.constant 1.280000e+02 : f64
    %cst_13 = arith.constant 1.280000e+02 : f32
    %cst_14 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %123 = arith.index_cast %in : i64 to index
      %124 = linalg.index 2 : index
      %125 = arith.cmpi slt, %123, %c256 : index
      cf.assert %125, "index must be smaller than dim size"
      %126 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %126, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%123, %124] : tensor<256x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x128xf32>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %123 = linalg.index 0 : index
      %124 = arith.index_cast %123 : index to i64
      linalg.yield %124 : i64
    } -> tensor<64xi64>
    %4 = tensor.empty() : tensor<2x64xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%4 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %123 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %123 : i1
    } -> tensor<2x64xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %123 = linalg.index 0 : index
      %124 = arith.index_cast %123 : index to i64
      linalg.yield %124 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %8 = tensor.empty() : tensor<1x1x64x64xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_15 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_49: i64, %out: i1):
      %123 = arith.cmpi sle, %in, %in_49 : i64
      linalg.yield %123 : i1
    } -> tensor<1x1x64x64xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %9 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_49: i1, %out: i1):
      %123 = arith.andi %in, %in_49 : i1
      linalg.yield %123 : i1
    } -> tensor<1x1x64x64xi1>
    %11 = tensor.empty() : tensor<2x1x1x64xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_16 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%11 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_49: i64, %out: i1):
      %123 = arith.cmpi slt, %in, %c0_i64 : i64
      %124 = arith.addi %in, %c2_i64 : i64
      %125 = arith.select %123, %124, %in : i64
      %126 = arith.index_cast %125 : i64 to index
      %127 = arith.cmpi slt, %in_49, %c0_i64 : i64
      %128 = arith.addi %in_49, %c64_i64 : i64
      %129 = arith.select %127, %128, %in_49 : i64
      %130 = arith.index_cast %129 : i64 to index
      %extracted = tensor.extract %5[%126, %130] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %13 = tensor.empty() : tensor<2x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x64x64xi1>, tensor<2x1x1x64xi1>) outs(%13 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_49: i1, %out: i1):
      %123 = arith.andi %in, %in_49 : i1
      linalg.yield %123 : i1
    } -> tensor<2x1x64x64xi1>
    %expanded_17 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xi64> into tensor<1x64x1xi64>
    %15 = tensor.empty() : tensor<1x64x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<1x64x1xi64>) outs(%15 : tensor<1x64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %123 = arith.sitofp %in : i64 to f32
      linalg.yield %123 : f32
    } -> tensor<1x64x1xf32>
    %17 = tensor.empty() : tensor<1x64x16xf32>
    %18 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_11 : tensor<1x64x1xf32>, tensor<16xf32>) outs(%17 : tensor<1x64x16xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.mulf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<1x64x16xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x32xf32>
    %19 = tensor.empty() : tensor<1x64x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%19 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.cos %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x64x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%19 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.sin %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x64x32xf32>
    %22 = tensor.empty() : tensor<2x64x128xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%22 : tensor<2x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %123 = arith.extf %in : f32 to f64
      linalg.yield %123 : f64
    } -> tensor<2x64x128xf64>
    %24 = tensor.empty() : tensor<2x64x1xf64>
    %25 = linalg.fill ins(%cst : f64) outs(%24 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<2x64x128xf64>) outs(%25 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %123 = arith.addf %in, %out : f64
      linalg.yield %123 : f64
    } -> tensor<2x64x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x64x1xf64>) outs(%24 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %123 = arith.divf %in, %cst_12 : f64
      linalg.yield %123 : f64
    } -> tensor<2x64x1xf64>
    %28 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %27 : tensor<2x64x128xf64>, tensor<2x64x1xf64>) outs(%22 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_49: f64, %out: f64):
      %123 = arith.subf %in, %in_49 : f64
      linalg.yield %123 : f64
    } -> tensor<2x64x128xf64>
    %29 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %28 : tensor<2x64x128xf64>, tensor<2x64x128xf64>) outs(%22 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_49: f64, %out: f64):
      %123 = arith.mulf %in, %in_49 : f64
      linalg.yield %123 : f64
    } -> tensor<2x64x128xf64>
    %30 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<2x64x128xf64>) outs(%25 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %123 = arith.addf %in, %out : f64
      linalg.yield %123 : f64
    } -> tensor<2x64x1xf64>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x64x1xf64>) outs(%24 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %123 = arith.divf %in, %cst_12 : f64
      linalg.yield %123 : f64
    } -> tensor<2x64x1xf64>
    %32 = tensor.empty() : tensor<2x64x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x64x1xf64>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %123 = arith.truncf %in : f64 to f32
      linalg.yield %123 : f32
    } -> tensor<2x64x1xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%32 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x128xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %out : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x64x1xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.divf %in, %cst_13 : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x64x1xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.truncf %cst_10 : f64 to f32
      %124 = arith.addf %in, %123 : f32
      linalg.yield %124 : f32
    } -> tensor<2x64x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x64x1xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.rsqrt %in : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %36 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.subf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x128xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %38 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.mulf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x128xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %arg7 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.mulf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x128xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %arg8 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.addf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x128xf32>
    %43 = tensor.empty() : tensor<128x192xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<192x128xf32>) outs(%43 : tensor<128x192xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %42 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %44 = linalg.fill ins(%cst_0 : f32) outs(%43 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %45 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x192xf32>) outs(%44 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %expanded_18 = tensor.expand_shape %45 [[0, 1], [2, 3]] output_shape [2, 64, 6, 32] : tensor<128x192xf32> into tensor<2x64x6x32xf32>
    %extracted_slice = tensor.extract_slice %expanded_18[0, 0, 0, 0] [2, 64, 4, 32] [1, 1, 1, 1] : tensor<2x64x6x32xf32> to tensor<2x64x4x32xf32>
    %extracted_slice_19 = tensor.extract_slice %expanded_18[0, 0, 4, 0] [2, 64, 1, 32] [1, 1, 1, 1] : tensor<2x64x6x32xf32> to tensor<2x64x1x32xf32>
    %extracted_slice_20 = tensor.extract_slice %expanded_18[0, 0, 5, 0] [2, 64, 1, 32] [1, 1, 1, 1] : tensor<2x64x6x32xf32> to tensor<2x64x1x32xf32>
    %46 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_21 = linalg.transpose ins(%extracted_slice : tensor<2x64x4x32xf32>) outs(%46 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %47 = tensor.empty() : tensor<2x1x64x32xf32>
    %transposed_22 = linalg.transpose ins(%extracted_slice_19 : tensor<2x64x1x32xf32>) outs(%47 : tensor<2x1x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_23 = linalg.transpose ins(%extracted_slice_20 : tensor<2x64x1x32xf32>) outs(%47 : tensor<2x1x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_24 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_25 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21, %expanded_24 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%46 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.mulf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_21[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_21[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %49 = tensor.empty() : tensor<2x4x64x16xf32>
    %50 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<2x4x64x16xf32>) outs(%49 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.negf %in : f32
      linalg.yield %123 : f32
    } -> tensor<2x4x64x16xf32>
    %concat_28 = tensor.concat dim(3) %50, %extracted_slice_26 : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_25 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%46 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.mulf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x4x64x32xf32>
    %52 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%46 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.addf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x4x64x32xf32>
    %53 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_22, %expanded_24 : tensor<2x1x64x32xf32>, tensor<1x1x64x32xf32>) outs(%47 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.mulf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x1x64x32xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_22[0, 0, 0, 0] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xf32> to tensor<2x1x64x16xf32>
    %extracted_slice_30 = tensor.extract_slice %transposed_22[0, 0, 0, 16] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xf32> to tensor<2x1x64x16xf32>
    %54 = tensor.empty() : tensor<2x1x64x16xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<2x1x64x16xf32>) outs(%54 : tensor<2x1x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.negf %in : f32
      linalg.yield %123 : f32
    } -> tensor<2x1x64x16xf32>
    %concat_31 = tensor.concat dim(3) %55, %extracted_slice_29 : (tensor<2x1x64x16xf32>, tensor<2x1x64x16xf32>) -> tensor<2x1x64x32xf32>
    %56 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_31, %expanded_25 : tensor<2x1x64x32xf32>, tensor<1x1x64x32xf32>) outs(%47 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.mulf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x1x64x32xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<2x1x64x32xf32>, tensor<2x1x64x32xf32>) outs(%47 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.addf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x1x64x32xf32>
    %58 = tensor.empty() : tensor<2x1x4x64x32xf32>
    %59 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x1x64x32xf32>) outs(%58 : tensor<2x1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x64x32xf32>
    %collapsed_32 = tensor.collapse_shape %59 [[0], [1, 2], [3], [4]] : tensor<2x1x4x64x32xf32> into tensor<2x4x64x32xf32>
    %60 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_23 : tensor<2x1x64x32xf32>) outs(%58 : tensor<2x1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x64x32xf32>
    %61 = tensor.empty() : tensor<2x1x64x64xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_5, %cst_6 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%61 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_49: f32, %in_50: f32, %out: f32):
      %123 = arith.select %in, %in_49, %in_50 : f32
      linalg.yield %123 : f32
    } -> tensor<2x1x64x64xf32>
    %63 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x4x64x32xf32>) outs(%46 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.truncf %cst_8 : f64 to f32
      %124 = arith.mulf %in, %123 : f32
      linalg.yield %124 : f32
    } -> tensor<2x4x64x32xf32>
    %64 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_33 = linalg.transpose ins(%collapsed_32 : tensor<2x4x64x32xf32>) outs(%64 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %65 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_33 : tensor<2x4x32x64xf32>) outs(%64 : tensor<2x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.truncf %cst_8 : f64 to f32
      %124 = arith.mulf %in, %123 : f32
      linalg.yield %124 : f32
    } -> tensor<2x4x32x64xf32>
    %collapsed_34 = tensor.collapse_shape %63 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_35 = tensor.collapse_shape %65 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %66 = tensor.empty() : tensor<8x64x64xf32>
    %67 = linalg.fill ins(%cst_0 : f32) outs(%66 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %68 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%67 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_36 = tensor.expand_shape %68 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %69 = tensor.empty() : tensor<2x4x64x64xf32>
    %70 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36, %62 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%69 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.addf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x4x64x64xf32>
    %71 = tensor.empty() : tensor<2x4x64xi64>
    %72 = linalg.fill ins(%c0_i64 : i64) outs(%71 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %73 = tensor.empty() : tensor<2x4x64xf32>
    %74 = linalg.fill ins(%cst_1 : f32) outs(%73 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %75:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%70 : tensor<2x4x64x64xf32>) outs(%74, %72 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_49: i64):
      %123 = linalg.index 3 : index
      %124 = arith.index_cast %123 : index to i64
      %125 = arith.maximumf %in, %out : f32
      %126 = arith.cmpf ogt, %in, %out : f32
      %127 = arith.select %126, %124, %out_49 : i64
      linalg.yield %125, %127 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_37 = tensor.expand_shape %75#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %76 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_37 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%69 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.subf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x4x64x64xf32>
    %77 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<2x4x64x64xf32>) outs(%69 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.exp %in : f32
      linalg.yield %123 : f32
    } -> tensor<2x4x64x64xf32>
    %78 = tensor.empty() : tensor<2x4x64x1xf32>
    %79 = linalg.fill ins(%cst_0 : f32) outs(%78 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %80 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%77 : tensor<2x4x64x64xf32>) outs(%79 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %out : f32
      linalg.yield %123 : f32
    } -> tensor<2x4x64x1xf32>
    %81 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %80 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%69 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.divf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x4x64x64xf32>
    %82 = tensor.empty() : tensor<2x4x64x64xi1>
    %83 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<2x4x64x64xf32>) outs(%82 : tensor<2x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %123 = arith.extf %in : f32 to f64
      %124 = arith.cmpf oeq, %123, %cst_9 : f64
      linalg.yield %124 : i1
    } -> tensor<2x4x64x64xi1>
    %84 = tensor.empty() : tensor<2x4x64x1xi1>
    %85 = linalg.fill ins(%true : i1) outs(%84 : tensor<2x4x64x1xi1>) -> tensor<2x4x64x1xi1>
    %86 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%83 : tensor<2x4x64x64xi1>) outs(%85 : tensor<2x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %123 = arith.andi %in, %out : i1
      linalg.yield %123 : i1
    } -> tensor<2x4x64x1xi1>
    %87 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %cst_4, %81 : tensor<2x4x64x1xi1>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%69 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_49: f32, %in_50: f32, %out: f32):
      %123 = arith.select %in, %in_49, %in_50 : f32
      linalg.yield %123 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_38 = tensor.collapse_shape %87 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_39 = tensor.collapse_shape %60 [[0, 1, 2], [3], [4]] : tensor<2x1x4x64x32xf32> into tensor<8x64x32xf32>
    %88 = tensor.empty() : tensor<8x64x32xf32>
    %89 = linalg.fill ins(%cst_0 : f32) outs(%88 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %90 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%89 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_40 = tensor.expand_shape %90 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %91 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<2x4x64x32xf32>) outs(%91 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_42 = tensor.collapse_shape %transposed_41 [[0], [1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<2x64x128xf32>
    %92 = tensor.empty() : tensor<128x128xf32>
    %transposed_43 = linalg.transpose ins(%arg4 : tensor<128x128xf32>) outs(%92 : tensor<128x128xf32>) permutation = [1, 0] 
    %93 = tensor.empty() : tensor<2x128x128xf32>
    %94 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_43 : tensor<128x128xf32>) outs(%93 : tensor<2x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x128xf32>
    %95 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %96 = linalg.batch_matmul ins(%collapsed_42, %94 : tensor<2x64x128xf32>, tensor<2x128x128xf32>) outs(%95 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %97 = tensor.empty() : tensor<128x512xf32>
    %transposed_44 = linalg.transpose ins(%arg5 : tensor<512x128xf32>) outs(%97 : tensor<128x512xf32>) permutation = [1, 0] 
    %98 = linalg.fill ins(%cst_0 : f32) outs(%97 : tensor<128x512xf32>) -> tensor<128x512xf32>
    %99 = linalg.matmul ins(%collapsed, %transposed_44 : tensor<128x128xf32>, tensor<128x512xf32>) outs(%98 : tensor<128x512xf32>) -> tensor<128x512xf32>
    %expanded_45 = tensor.expand_shape %99 [[0, 1], [2]] output_shape [2, 64, 512] : tensor<128x512xf32> into tensor<2x64x512xf32>
    %100 = tensor.empty() : tensor<2x64x512xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<2x64x512xf32>) outs(%100 : tensor<2x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.divf %in, %cst_14 : f32
      %124 = math.erf %123 : f32
      %125 = arith.addf %124, %cst_2 : f32
      %126 = arith.mulf %125, %cst_3 : f32
      %127 = arith.mulf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<2x64x512xf32>
    %102 = tensor.empty() : tensor<512x128xf32>
    %transposed_46 = linalg.transpose ins(%arg6 : tensor<128x512xf32>) outs(%102 : tensor<512x128xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %101 [[0, 1], [2]] : tensor<2x64x512xf32> into tensor<128x512xf32>
    %103 = linalg.fill ins(%cst_0 : f32) outs(%92 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %104 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<128x512xf32>, tensor<512x128xf32>) outs(%103 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_48 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %96 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.addf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x128xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %105 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.addf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x128xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x64x128xf32>) outs(%22 : tensor<2x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %123 = arith.extf %in : f32 to f64
      linalg.yield %123 : f64
    } -> tensor<2x64x128xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<2x64x128xf64>) outs(%25 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %123 = arith.addf %in, %out : f64
      linalg.yield %123 : f64
    } -> tensor<2x64x1xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x64x1xf64>) outs(%24 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %123 = arith.divf %in, %cst_12 : f64
      linalg.yield %123 : f64
    } -> tensor<2x64x1xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<2x64x128xf64>, tensor<2x64x1xf64>) outs(%22 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_49: f64, %out: f64):
      %123 = arith.subf %in, %in_49 : f64
      linalg.yield %123 : f64
    } -> tensor<2x64x128xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %110 : tensor<2x64x128xf64>, tensor<2x64x128xf64>) outs(%22 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_49: f64, %out: f64):
      %123 = arith.mulf %in, %in_49 : f64
      linalg.yield %123 : f64
    } -> tensor<2x64x128xf64>
    %112 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x64x128xf64>) outs(%25 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %123 = arith.addf %in, %out : f64
      linalg.yield %123 : f64
    } -> tensor<2x64x1xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x64x1xf64>) outs(%24 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %123 = arith.divf %in, %cst_12 : f64
      linalg.yield %123 : f64
    } -> tensor<2x64x1xf64>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x64x1xf64>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %123 = arith.truncf %in : f64 to f32
      linalg.yield %123 : f32
    } -> tensor<2x64x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<2x64x128xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %out : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x64x1xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.divf %in, %cst_13 : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x64x1xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.truncf %cst_10 : f64 to f32
      %124 = arith.addf %in, %123 : f32
      linalg.yield %124 : f32
    } -> tensor<2x64x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x64x1xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.rsqrt %in : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %116 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.subf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x128xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %118 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.mulf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x128xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %arg9 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.mulf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x128xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %arg10 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %123 = arith.addf %in, %in_49 : f32
      linalg.yield %123 : f32
    } -> tensor<2x64x128xf32>
    return %122 : tensor<2x64x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F9AF50F3F9BE8A13E8718363ECDCCCC3DC255663DE386013D39AD913C0AD7233C9C44B83B383E4F3B2815E93A6F12833A166A133A60CBA53953773A39"
    }
  }
#-}
