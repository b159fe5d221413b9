// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: FalconModel(FalconConfig(vocab_size=256, hidden_size=128, num_hidden_layers=1, num_attention_heads=4,
//    multi_query=True, new_decoder_architecture=False, parallel_attn=True, alibi=False, bias=False,
//    max_position_embeddings=128, bos_token_id=1, eos_token_id=2, attn_implementation='eager')), random weights
//    (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: FalconModel: embedding, rotary embedding, 1 layer, LayerNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: eager. Notable: multi-query (4 heads, 1 KV head) x 32, fused QKV, RoPE, causal + padding
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
// Regenerate: venv/bin/python tools/import_torch.py --hf falcon:model:eager:f32 -o assets/models/falcon_model_eager_f32.mlir
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
module {
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<256x128xf32>, %arg3: tensor<192x128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<512x128xf32>, %arg6: tensor<128x512xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128xf32>) -> tensor<2x64x128xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c64_i64 = arith.constant 64 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant 0.17677669529663687 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_10 = arith.constant 1.280000e+02 : f64
    %cst_11 = arith.constant 1.280000e+02 : f32
    %cst_12 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %113 = arith.index_cast %in : i64 to index
      %114 = linalg.index 2 : index
      %115 = arith.cmpi slt, %113, %c256 : index
      cf.assert %115, "index must be smaller than dim size"
      %116 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %116, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%113, %114] : tensor<256x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x128xf32>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %113 = linalg.index 0 : index
      %114 = arith.index_cast %113 : index to i64
      linalg.yield %114 : i64
    } -> tensor<64xi64>
    %4 = tensor.empty() : tensor<2x64xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%4 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %113 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %113 : i1
    } -> tensor<2x64xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %113 = linalg.index 0 : index
      %114 = arith.index_cast %113 : index to i64
      linalg.yield %114 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_13 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_14 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %8 = tensor.empty() : tensor<1x1x64x64xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14, %expanded_13 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_48: i64, %out: i1):
      %113 = arith.cmpi sle, %in, %in_48 : i64
      linalg.yield %113 : i1
    } -> tensor<1x1x64x64xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %9 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_48: i1, %out: i1):
      %113 = arith.andi %in, %in_48 : i1
      linalg.yield %113 : i1
    } -> tensor<1x1x64x64xi1>
    %11 = tensor.empty() : tensor<2x1x1x64xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_14 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%11 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_48: i64, %out: i1):
      %113 = arith.cmpi slt, %in, %c0_i64 : i64
      %114 = arith.addi %in, %c2_i64 : i64
      %115 = arith.select %113, %114, %in : i64
      %116 = arith.index_cast %115 : i64 to index
      %117 = arith.cmpi slt, %in_48, %c0_i64 : i64
      %118 = arith.addi %in_48, %c64_i64 : i64
      %119 = arith.select %117, %118, %in_48 : i64
      %120 = arith.index_cast %119 : i64 to index
      %extracted = tensor.extract %5[%116, %120] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %13 = tensor.empty() : tensor<2x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x64x64xi1>, tensor<2x1x1x64xi1>) outs(%13 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_48: i1, %out: i1):
      %113 = arith.andi %in, %in_48 : i1
      linalg.yield %113 : i1
    } -> tensor<2x1x64x64xi1>
    %15 = tensor.empty() : tensor<2x1x64x64xf32>
    %16 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_5, %cst_4 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%15 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_48: f32, %in_49: f32, %out: f32):
      %113 = arith.select %in, %in_48, %in_49 : f32
      linalg.yield %113 : f32
    } -> tensor<2x1x64x64xf32>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xi64> into tensor<1x64x1xi64>
    %17 = tensor.empty() : tensor<1x64x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<1x64x1xi64>) outs(%17 : tensor<1x64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %113 = arith.sitofp %in : i64 to f32
      linalg.yield %113 : f32
    } -> tensor<1x64x1xf32>
    %19 = tensor.empty() : tensor<1x64x16xf32>
    %20 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %cst_9 : tensor<1x64x1xf32>, tensor<16xf32>) outs(%19 : tensor<1x64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.mulf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<1x64x16xf32>
    %concat = tensor.concat dim(2) %20, %20 : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x32xf32>
    %21 = tensor.empty() : tensor<1x64x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%21 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = math.cos %in : f32
      linalg.yield %113 : f32
    } -> tensor<1x64x32xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%21 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = math.sin %in : f32
      linalg.yield %113 : f32
    } -> tensor<1x64x32xf32>
    %24 = tensor.empty() : tensor<2x64x128xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%24 : tensor<2x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %113 = arith.extf %in : f32 to f64
      linalg.yield %113 : f64
    } -> tensor<2x64x128xf64>
    %26 = tensor.empty() : tensor<2x64x1xf64>
    %27 = linalg.fill ins(%cst : f64) outs(%26 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %28 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<2x64x128xf64>) outs(%27 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %113 = arith.addf %in, %out : f64
      linalg.yield %113 : f64
    } -> tensor<2x64x1xf64>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x64x1xf64>) outs(%26 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %113 = arith.divf %in, %cst_10 : f64
      linalg.yield %113 : f64
    } -> tensor<2x64x1xf64>
    %30 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %29 : tensor<2x64x128xf64>, tensor<2x64x1xf64>) outs(%24 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_48: f64, %out: f64):
      %113 = arith.subf %in, %in_48 : f64
      linalg.yield %113 : f64
    } -> tensor<2x64x128xf64>
    %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %30 : tensor<2x64x128xf64>, tensor<2x64x128xf64>) outs(%24 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_48: f64, %out: f64):
      %113 = arith.mulf %in, %in_48 : f64
      linalg.yield %113 : f64
    } -> tensor<2x64x128xf64>
    %32 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<2x64x128xf64>) outs(%27 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %113 = arith.addf %in, %out : f64
      linalg.yield %113 : f64
    } -> tensor<2x64x1xf64>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x64x1xf64>) outs(%26 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %113 = arith.divf %in, %cst_10 : f64
      linalg.yield %113 : f64
    } -> tensor<2x64x1xf64>
    %34 = tensor.empty() : tensor<2x64x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x64x1xf64>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %113 = arith.truncf %in : f64 to f32
      linalg.yield %113 : f32
    } -> tensor<2x64x1xf32>
    %36 = linalg.fill ins(%cst_0 : f32) outs(%34 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x128xf32>) outs(%36 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.addf %in, %out : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x64x1xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.divf %in, %cst_11 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x64x1xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.truncf %cst_8 : f64 to f32
      %114 = arith.addf %in, %113 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x64x1xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = math.rsqrt %in : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %38 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.subf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x128xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %40 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.mulf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x128xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %arg7 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.mulf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x128xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %arg8 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.addf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x128xf32>
    %45 = tensor.empty() : tensor<128x192xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<192x128xf32>) outs(%45 : tensor<128x192xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %44 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %46 = linalg.fill ins(%cst_0 : f32) outs(%45 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %47 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x192xf32>) outs(%46 : tensor<128x192xf32>) -> tensor<128x192xf32>
    %expanded_16 = tensor.expand_shape %47 [[0, 1], [2, 3]] output_shape [2, 64, 6, 32] : tensor<128x192xf32> into tensor<2x64x6x32xf32>
    %extracted_slice = tensor.extract_slice %expanded_16[0, 0, 0, 0] [2, 64, 4, 32] [1, 1, 1, 1] : tensor<2x64x6x32xf32> to tensor<2x64x4x32xf32>
    %extracted_slice_17 = tensor.extract_slice %expanded_16[0, 0, 4, 0] [2, 64, 1, 32] [1, 1, 1, 1] : tensor<2x64x6x32xf32> to tensor<2x64x1x32xf32>
    %extracted_slice_18 = tensor.extract_slice %expanded_16[0, 0, 5, 0] [2, 64, 1, 32] [1, 1, 1, 1] : tensor<2x64x6x32xf32> to tensor<2x64x1x32xf32>
    %48 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_19 = linalg.transpose ins(%extracted_slice : tensor<2x64x4x32xf32>) outs(%48 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %49 = tensor.empty() : tensor<2x1x64x32xf32>
    %transposed_20 = linalg.transpose ins(%extracted_slice_17 : tensor<2x64x1x32xf32>) outs(%49 : tensor<2x1x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_21 = linalg.transpose ins(%extracted_slice_18 : tensor<2x64x1x32xf32>) outs(%49 : tensor<2x1x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %22 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_23 = tensor.expand_shape %23 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %50 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19, %expanded_22 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%48 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.mulf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_19[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_19[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %51 = tensor.empty() : tensor<2x4x64x16xf32>
    %52 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<2x4x64x16xf32>) outs(%51 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.negf %in : f32
      linalg.yield %113 : f32
    } -> tensor<2x4x64x16xf32>
    %concat_26 = tensor.concat dim(3) %52, %extracted_slice_24 : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %53 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_23 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%48 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.mulf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x4x64x32xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %53 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%48 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.addf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x4x64x32xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20, %expanded_22 : tensor<2x1x64x32xf32>, tensor<1x1x64x32xf32>) outs(%49 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.mulf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x1x64x32xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_20[0, 0, 0, 0] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xf32> to tensor<2x1x64x16xf32>
    %extracted_slice_28 = tensor.extract_slice %transposed_20[0, 0, 0, 16] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xf32> to tensor<2x1x64x16xf32>
    %56 = tensor.empty() : tensor<2x1x64x16xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28 : tensor<2x1x64x16xf32>) outs(%56 : tensor<2x1x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.negf %in : f32
      linalg.yield %113 : f32
    } -> tensor<2x1x64x16xf32>
    %concat_29 = tensor.concat dim(3) %57, %extracted_slice_27 : (tensor<2x1x64x16xf32>, tensor<2x1x64x16xf32>) -> tensor<2x1x64x32xf32>
    %58 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_29, %expanded_23 : tensor<2x1x64x32xf32>, tensor<1x1x64x32xf32>) outs(%49 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.mulf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x1x64x32xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %58 : tensor<2x1x64x32xf32>, tensor<2x1x64x32xf32>) outs(%49 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.addf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x1x64x32xf32>
    %60 = tensor.empty() : tensor<2x1x4x64x32xf32>
    %61 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x1x64x32xf32>) outs(%60 : tensor<2x1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x64x32xf32>
    %collapsed_30 = tensor.collapse_shape %61 [[0], [1, 2], [3], [4]] : tensor<2x1x4x64x32xf32> into tensor<2x4x64x32xf32>
    %62 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<2x1x64x32xf32>) outs(%60 : tensor<2x1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x64x32xf32>
    %63 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_31 = linalg.transpose ins(%collapsed_30 : tensor<2x4x64x32xf32>) outs(%63 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_32 = tensor.collapse_shape %54 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_33 = tensor.collapse_shape %transposed_31 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %64 = tensor.empty() : tensor<8x64x64xf32>
    %65 = linalg.fill ins(%cst_0 : f32) outs(%64 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %66 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%65 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_34 = tensor.expand_shape %66 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %67 = tensor.empty() : tensor<2x4x64x64xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x4x64x64xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.truncf %cst_7 : f64 to f32
      %114 = arith.mulf %in, %113 : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x64xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %16 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.addf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x4x64x64xf32>
    %70 = tensor.empty() : tensor<2x4x64xi64>
    %71 = linalg.fill ins(%c0_i64 : i64) outs(%70 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %72 = tensor.empty() : tensor<2x4x64xf32>
    %73 = linalg.fill ins(%cst_1 : f32) outs(%72 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %74:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<2x4x64x64xf32>) outs(%73, %71 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_48: i64):
      %113 = linalg.index 3 : index
      %114 = arith.index_cast %113 : index to i64
      %115 = arith.maximumf %in, %out : f32
      %116 = arith.cmpf ogt, %in, %out : f32
      %117 = arith.select %116, %114, %out_48 : i64
      linalg.yield %115, %117 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_35 = tensor.expand_shape %74#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %75 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_35 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.subf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x4x64x64xf32>
    %76 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<2x4x64x64xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = math.exp %in : f32
      linalg.yield %113 : f32
    } -> tensor<2x4x64x64xf32>
    %77 = tensor.empty() : tensor<2x4x64x1xf32>
    %78 = linalg.fill ins(%cst_0 : f32) outs(%77 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %79 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%76 : tensor<2x4x64x64xf32>) outs(%78 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.addf %in, %out : f32
      linalg.yield %113 : f32
    } -> tensor<2x4x64x1xf32>
    %80 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %79 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.divf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_36 = tensor.collapse_shape %80 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_37 = tensor.collapse_shape %62 [[0, 1, 2], [3], [4]] : tensor<2x1x4x64x32xf32> into tensor<8x64x32xf32>
    %81 = tensor.empty() : tensor<8x64x32xf32>
    %82 = linalg.fill ins(%cst_0 : f32) outs(%81 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %83 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%82 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_38 = tensor.expand_shape %83 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %84 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_39 = linalg.transpose ins(%expanded_38 : tensor<2x4x64x32xf32>) outs(%84 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %85 = tensor.empty() : tensor<128x128xf32>
    %transposed_40 = linalg.transpose ins(%arg4 : tensor<128x128xf32>) outs(%85 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %transposed_39 [[0, 1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<128x128xf32>
    %86 = linalg.fill ins(%cst_0 : f32) outs(%85 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %87 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%86 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_42 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %88 = tensor.empty() : tensor<128x512xf32>
    %transposed_43 = linalg.transpose ins(%arg5 : tensor<512x128xf32>) outs(%88 : tensor<128x512xf32>) permutation = [1, 0] 
    %89 = linalg.fill ins(%cst_0 : f32) outs(%88 : tensor<128x512xf32>) -> tensor<128x512xf32>
    %90 = linalg.matmul ins(%collapsed, %transposed_43 : tensor<128x128xf32>, tensor<128x512xf32>) outs(%89 : tensor<128x512xf32>) -> tensor<128x512xf32>
    %expanded_44 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 64, 512] : tensor<128x512xf32> into tensor<2x64x512xf32>
    %91 = tensor.empty() : tensor<2x64x512xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x64x512xf32>) outs(%91 : tensor<2x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.divf %in, %cst_12 : f32
      %114 = math.erf %113 : f32
      %115 = arith.addf %114, %cst_2 : f32
      %116 = arith.mulf %115, %cst_3 : f32
      %117 = arith.mulf %in, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<2x64x512xf32>
    %93 = tensor.empty() : tensor<512x128xf32>
    %transposed_45 = linalg.transpose ins(%arg6 : tensor<128x512xf32>) outs(%93 : tensor<512x128xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x64x512xf32> into tensor<128x512xf32>
    %94 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<128x512xf32>, tensor<512x128xf32>) outs(%86 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_47 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47, %expanded_42 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.addf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x128xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %95 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.addf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x128xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x64x128xf32>) outs(%24 : tensor<2x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %113 = arith.extf %in : f32 to f64
      linalg.yield %113 : f64
    } -> tensor<2x64x128xf64>
    %98 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<2x64x128xf64>) outs(%27 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %113 = arith.addf %in, %out : f64
      linalg.yield %113 : f64
    } -> tensor<2x64x1xf64>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x64x1xf64>) outs(%26 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %113 = arith.divf %in, %cst_10 : f64
      linalg.yield %113 : f64
    } -> tensor<2x64x1xf64>
    %100 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %99 : tensor<2x64x128xf64>, tensor<2x64x1xf64>) outs(%24 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_48: f64, %out: f64):
      %113 = arith.subf %in, %in_48 : f64
      linalg.yield %113 : f64
    } -> tensor<2x64x128xf64>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %100 : tensor<2x64x128xf64>, tensor<2x64x128xf64>) outs(%24 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_48: f64, %out: f64):
      %113 = arith.mulf %in, %in_48 : f64
      linalg.yield %113 : f64
    } -> tensor<2x64x128xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%101 : tensor<2x64x128xf64>) outs(%27 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %113 = arith.addf %in, %out : f64
      linalg.yield %113 : f64
    } -> tensor<2x64x1xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x64x1xf64>) outs(%26 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %113 = arith.divf %in, %cst_10 : f64
      linalg.yield %113 : f64
    } -> tensor<2x64x1xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x64x1xf64>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %113 = arith.truncf %in : f64 to f32
      linalg.yield %113 : f32
    } -> tensor<2x64x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<2x64x128xf32>) outs(%36 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.addf %in, %out : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x64x1xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.divf %in, %cst_11 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x64x1xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.truncf %cst_8 : f64 to f32
      %114 = arith.addf %in, %113 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x64x1xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = math.rsqrt %in : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %106 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.subf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x128xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %108 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.mulf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x128xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %arg9 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.mulf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x128xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %arg10 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %113 = arith.addf %in, %in_48 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x128xf32>
    return %112 : tensor<2x64x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F9AF50F3F9BE8A13E8718363ECDCCCC3DC255663DE386013D39AD913C0AD7233C9C44B83B383E4F3B2815E93A6F12833A166A133A60CBA53953773A39"
    }
  }
#-}
