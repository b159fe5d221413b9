// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: MistralModel(MistralConfig(vocab_size=256, hidden_size=128, intermediate_size=256,
//    num_hidden_layers=1, num_attention_heads=4, num_key_value_heads=2, head_dim=32,
//    max_position_embeddings=128, sliding_window=16, attn_implementation='sdpa')), random weights
//    (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: MistralModel: embedding, rotary embedding, 1 layer, RMSNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: sdpa. Notable: GQA 4 / 2 x 32, RoPE, sliding window 16 < S=64
//    (create_sliding_window_causal_mask) + padding; sliding-window + padding mask built in the graph
// Inputs: %arg0 input_ids: i64[2,64], %arg1 attention_mask: i64[2,64]
// Weights: 11 parameters as function arguments %arg2..%arg12 (torch.func.functional_call); buffers are
//    constants: %arg2 embed_tokens.weight: f32[256,128], %arg3 layers.0.self_attn.q_proj.weight: f32[128,128],
//    %arg4 layers.0.self_attn.k_proj.weight: f32[64,128], %arg5 layers.0.self_attn.v_proj.weight: f32[64,128],
//    %arg6 layers.0.self_attn.o_proj.weight: f32[128,128], %arg7 layers.0.mlp.gate_proj.weight: f32[256,128],
//    %arg8 layers.0.mlp.up_proj.weight: f32[256,128], %arg9 layers.0.mlp.down_proj.weight: f32[128,256], %arg10
//    layers.0.input_layernorm.weight: f32[128], %arg11 layers.0.post_attention_layernorm.weight: f32[128],
//    %arg12 norm.weight: f32[128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf mistral:model:sdpa:f32 -o assets/models/mistral_model_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
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
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<256x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<64x128xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<256x128xf32>, %arg8: tensor<256x128xf32>, %arg9: tensor<128x256xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>) -> tensor<2x64x128xf32> {
    %c16_i64 = arith.constant 16 : i64
    %c2_i64 = arith.constant 2 : i64
    %c64_i64 = arith.constant 64 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x4x64x64xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.42044820762685731 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 9.9999999999999995E-7 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_10 = arith.constant 1.280000e+02 : f32
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %119 = arith.index_cast %in : i64 to index
      %120 = linalg.index 2 : index
      %121 = arith.cmpi slt, %119, %c256 : index
      cf.assert %121, "index must be smaller than dim size"
      %122 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %122, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%119, %120] : tensor<256x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x128xf32>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %119 = linalg.index 0 : index
      %120 = arith.index_cast %119 : index to i64
      linalg.yield %120 : i64
    } -> tensor<64xi64>
    %4 = tensor.empty() : tensor<2x64xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%4 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %119 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %119 : i1
    } -> tensor<2x64xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %119 = linalg.index 0 : index
      %120 = arith.index_cast %119 : index to i64
      linalg.yield %120 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_12 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %8 = tensor.empty() : tensor<1x1x64x1xi64>
    %9 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x1x64x1xi64>) outs(%8 : tensor<1x1x64x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %119 = arith.subi %in, %c16_i64 : i64
      linalg.yield %119 : i64
    } -> tensor<1x1x64x1xi64>
    %10 = tensor.empty() : tensor<1x1x64x64xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %9 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%10 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_49: i64, %out: i1):
      %119 = arith.cmpi sgt, %in, %in_49 : i64
      linalg.yield %119 : i1
    } -> tensor<1x1x64x64xi1>
    %12 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %11 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%10 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_49: i1, %out: i1):
      %119 = arith.andi %in, %in_49 : i1
      linalg.yield %119 : i1
    } -> tensor<1x1x64x64xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_11 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%10 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_49: i64, %out: i1):
      %119 = arith.cmpi sle, %in, %in_49 : i64
      linalg.yield %119 : i1
    } -> tensor<1x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %13 : tensor<1x1x64x64xi1>, tensor<1x1x64x64xi1>) outs(%10 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_49: i1, %out: i1):
      %119 = arith.andi %in, %in_49 : i1
      linalg.yield %119 : i1
    } -> tensor<1x1x64x64xi1>
    %15 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %14 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%10 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_49: i1, %out: i1):
      %119 = arith.andi %in, %in_49 : i1
      linalg.yield %119 : i1
    } -> tensor<1x1x64x64xi1>
    %16 = tensor.empty() : tensor<2x1x1x64xi1>
    %17 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%16 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_49: i64, %out: i1):
      %119 = arith.cmpi slt, %in, %c0_i64 : i64
      %120 = arith.addi %in, %c2_i64 : i64
      %121 = arith.select %119, %120, %in : i64
      %122 = arith.index_cast %121 : i64 to index
      %123 = arith.cmpi slt, %in_49, %c0_i64 : i64
      %124 = arith.addi %in_49, %c64_i64 : i64
      %125 = arith.select %123, %124, %in_49 : i64
      %126 = arith.index_cast %125 : i64 to index
      %extracted = tensor.extract %5[%122, %126] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %18 = tensor.empty() : tensor<2x1x64x64xi1>
    %19 = linalg.generic {indexing_maps = [#map10, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %17 : tensor<1x1x64x64xi1>, tensor<2x1x1x64xi1>) outs(%18 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_49: i1, %out: i1):
      %119 = arith.andi %in, %in_49 : i1
      linalg.yield %119 : i1
    } -> tensor<2x1x64x64xi1>
    %expanded_13 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xi64> into tensor<1x64x1xi64>
    %20 = tensor.empty() : tensor<1x64x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x64x1xi64>) outs(%20 : tensor<1x64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %119 = arith.sitofp %in : i64 to f32
      linalg.yield %119 : f32
    } -> tensor<1x64x1xf32>
    %22 = tensor.empty() : tensor<1x64x16xf32>
    %23 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %cst_9 : tensor<1x64x1xf32>, tensor<16xf32>) outs(%22 : tensor<1x64x16xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<1x64x16xf32>
    %concat = tensor.concat dim(2) %23, %23 : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x32xf32>
    %24 = tensor.empty() : tensor<1x64x32xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%24 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = math.cos %in : f32
      linalg.yield %119 : f32
    } -> tensor<1x64x32xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%24 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = math.sin %in : f32
      linalg.yield %119 : f32
    } -> tensor<1x64x32xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %119 : f32
    } -> tensor<2x64x128xf32>
    %28 = tensor.empty() : tensor<2x64x1xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%27 : tensor<2x64x128xf32>) outs(%29 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.addf %in, %out : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.divf %in, %cst_10 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.truncf %cst_8 : f64 to f32
      %120 = arith.addf %in, %119 : f32
      linalg.yield %120 : f32
    } -> tensor<2x64x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = math.rsqrt %in : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %33 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x128xf32>
    %35 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %34 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x128xf32>
    %36 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<128x128xf32>) outs(%36 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %35 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %38 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%37 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_14 = tensor.expand_shape %38 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %39 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x64x4x32xf32>) outs(%39 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %40 = tensor.empty() : tensor<128x64xf32>
    %transposed_16 = linalg.transpose ins(%arg4 : tensor<64x128xf32>) outs(%40 : tensor<128x64xf32>) permutation = [1, 0] 
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %42 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%41 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_17 = tensor.expand_shape %42 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %43 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x64x2x32xf32>) outs(%43 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg5 : tensor<64x128xf32>) outs(%40 : tensor<128x64xf32>) permutation = [1, 0] 
    %44 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%41 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_20 = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x64x2x32xf32>) outs(%43 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %25 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_23 = tensor.expand_shape %26 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_22 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%39 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice = tensor.extract_slice %transposed_15[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %46 = tensor.empty() : tensor<2x4x64x16xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x4x64x16xf32>) outs(%46 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.negf %in : f32
      linalg.yield %119 : f32
    } -> tensor<2x4x64x16xf32>
    %concat_25 = tensor.concat dim(3) %47, %extracted_slice : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_23 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%39 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x4x64x32xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%39 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.addf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x4x64x32xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_22 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%43 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x2x64x32xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 16] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %51 = tensor.empty() : tensor<2x2x64x16xf32>
    %52 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<2x2x64x16xf32>) outs(%51 : tensor<2x2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.negf %in : f32
      linalg.yield %119 : f32
    } -> tensor<2x2x64x16xf32>
    %concat_28 = tensor.concat dim(3) %52, %extracted_slice_26 : (tensor<2x2x64x16xf32>, tensor<2x2x64x16xf32>) -> tensor<2x2x64x32xf32>
    %53 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_23 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%43 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x2x64x32xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %53 : tensor<2x2x64x32xf32>, tensor<2x2x64x32xf32>) outs(%43 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.addf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x2x64x32xf32>
    %55 = tensor.empty() : tensor<2x2x2x64x32xf32>
    %56 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<2x2x64x32xf32>) outs(%55 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %collapsed_29 = tensor.collapse_shape %56 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<2x4x64x32xf32>
    %57 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<2x2x64x32xf32>) outs(%55 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %58 = tensor.empty() : tensor<2x1x64x64xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map7, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %cst_3, %cst_4 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%58 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_49: f32, %in_50: f32, %out: f32):
      %119 = arith.select %in, %in_49, %in_50 : f32
      linalg.yield %119 : f32
    } -> tensor<2x1x64x64xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x4x64x32xf32>) outs(%39 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.truncf %cst_6 : f64 to f32
      %120 = arith.mulf %in, %119 : f32
      linalg.yield %120 : f32
    } -> tensor<2x4x64x32xf32>
    %61 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_30 = linalg.transpose ins(%collapsed_29 : tensor<2x4x64x32xf32>) outs(%61 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %62 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_30 : tensor<2x4x32x64xf32>) outs(%61 : tensor<2x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.truncf %cst_6 : f64 to f32
      %120 = arith.mulf %in, %119 : f32
      linalg.yield %120 : f32
    } -> tensor<2x4x32x64xf32>
    %collapsed_31 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_32 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %63 = tensor.empty() : tensor<8x64x64xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %65 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%64 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_33 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %66 = tensor.empty() : tensor<2x4x64x64xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33, %59 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%66 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.addf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x4x64x64xf32>
    %68 = tensor.empty() : tensor<2x4x64xi64>
    %69 = linalg.fill ins(%c0_i64 : i64) outs(%68 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %70 = tensor.empty() : tensor<2x4x64xf32>
    %71 = linalg.fill ins(%cst_0 : f32) outs(%70 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %72:2 = linalg.generic {indexing_maps = [#map4, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<2x4x64x64xf32>) outs(%71, %69 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_49: i64):
      %119 = linalg.index 3 : index
      %120 = arith.index_cast %119 : index to i64
      %121 = arith.maximumf %in, %out : f32
      %122 = arith.cmpf ogt, %in, %out : f32
      %123 = arith.select %122, %120, %out_49 : i64
      linalg.yield %121, %123 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_34 = tensor.expand_shape %72#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %73 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_34 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%66 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.subf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x4x64x64xf32>
    %74 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<2x4x64x64xf32>) outs(%66 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = math.exp %in : f32
      linalg.yield %119 : f32
    } -> tensor<2x4x64x64xf32>
    %75 = tensor.empty() : tensor<2x4x64x1xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %77 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%74 : tensor<2x4x64x64xf32>) outs(%76 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.addf %in, %out : f32
      linalg.yield %119 : f32
    } -> tensor<2x4x64x1xf32>
    %78 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %77 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%66 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.divf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x4x64x64xf32>
    %79 = tensor.empty() : tensor<2x4x64x64xi1>
    %80 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<2x4x64x64xf32>) outs(%79 : tensor<2x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %119 = arith.extf %in : f32 to f64
      %120 = arith.cmpf oeq, %119, %cst_7 : f64
      linalg.yield %120 : i1
    } -> tensor<2x4x64x64xi1>
    %81 = tensor.empty() : tensor<2x4x64x1xi1>
    %82 = linalg.fill ins(%true : i1) outs(%81 : tensor<2x4x64x1xi1>) -> tensor<2x4x64x1xi1>
    %83 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%80 : tensor<2x4x64x64xi1>) outs(%82 : tensor<2x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %119 = arith.andi %in, %out : i1
      linalg.yield %119 : i1
    } -> tensor<2x4x64x1xi1>
    %84 = linalg.generic {indexing_maps = [#map6, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %cst_2, %78 : tensor<2x4x64x1xi1>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%66 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_49: f32, %in_50: f32, %out: f32):
      %119 = arith.select %in, %in_49, %in_50 : f32
      linalg.yield %119 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_35 = tensor.collapse_shape %84 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_36 = tensor.collapse_shape %57 [[0, 1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<8x64x32xf32>
    %85 = tensor.empty() : tensor<8x64x32xf32>
    %86 = linalg.fill ins(%cst : f32) outs(%85 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %87 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%86 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_37 = tensor.expand_shape %87 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %88 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x4x64x32xf32>) outs(%88 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_39 = tensor.collapse_shape %transposed_38 [[0], [1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<2x64x128xf32>
    %transposed_40 = linalg.transpose ins(%arg6 : tensor<128x128xf32>) outs(%36 : tensor<128x128xf32>) permutation = [1, 0] 
    %89 = tensor.empty() : tensor<2x128x128xf32>
    %90 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_40 : tensor<128x128xf32>) outs(%89 : tensor<2x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x128xf32>
    %91 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %92 = linalg.batch_matmul ins(%collapsed_39, %90 : tensor<2x64x128xf32>, tensor<2x128x128xf32>) outs(%91 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %92 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.addf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x128xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %119 : f32
    } -> tensor<2x64x128xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<2x64x128xf32>) outs(%29 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.addf %in, %out : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.divf %in, %cst_10 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.truncf %cst_8 : f64 to f32
      %120 = arith.addf %in, %119 : f32
      linalg.yield %120 : f32
    } -> tensor<2x64x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = math.rsqrt %in : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %98 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x128xf32>
    %100 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %99 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x128xf32>
    %101 = tensor.empty() : tensor<128x256xf32>
    %transposed_41 = linalg.transpose ins(%arg7 : tensor<256x128xf32>) outs(%101 : tensor<128x256xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %100 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %102 = linalg.fill ins(%cst : f32) outs(%101 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %103 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%102 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_43 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %104 = tensor.empty() : tensor<2x64x256xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<2x64x256xf32>) outs(%104 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.negf %in : f32
      %120 = math.exp %119 : f32
      %121 = arith.addf %120, %cst_1 : f32
      %122 = arith.divf %cst_1, %121 : f32
      linalg.yield %122 : f32
    } -> tensor<2x64x256xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %105 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%104 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x256xf32>
    %transposed_44 = linalg.transpose ins(%arg8 : tensor<256x128xf32>) outs(%101 : tensor<128x256xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_42, %transposed_44 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%102 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_45 = tensor.expand_shape %107 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %expanded_45 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%104 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x256xf32>
    %109 = tensor.empty() : tensor<256x128xf32>
    %transposed_46 = linalg.transpose ins(%arg9 : tensor<128x256xf32>) outs(%109 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %108 [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
    %110 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<128x256xf32>, tensor<256x128xf32>) outs(%37 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_48 = tensor.expand_shape %110 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %expanded_48 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.addf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x128xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %119 : f32
    } -> tensor<2x64x128xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x64x128xf32>) outs(%29 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.addf %in, %out : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.divf %in, %cst_10 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.truncf %cst_8 : f64 to f32
      %120 = arith.addf %in, %119 : f32
      linalg.yield %120 : f32
    } -> tensor<2x64x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x64x1xf32>) outs(%28 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = math.rsqrt %in : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %116 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x128xf32>
    %118 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %117 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %119 = arith.mulf %in, %in_49 : f32
      linalg.yield %119 : f32
    } -> tensor<2x64x128xf32>
    return %118 : tensor<2x64x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F9AF50F3F9BE8A13E8718363ECDCCCC3DC255663DE386013D39AD913C0AD7233C9C44B83B383E4F3B2815E93A6F12833A166A133A60CBA53953773A39"
    }
  }
#-}
