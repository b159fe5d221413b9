// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: LlamaModel(LlamaConfig(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=128,
//    attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: LlamaModel: embedding, rotary embedding, 1 layer, RMSNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: sdpa. Notable: GQA 4 heads / 2 KV heads x 32, RoPE, causal + padding mask [B,1,S,S]
//    built by create_causal_mask; causal + padding mask and RoPE cos/sin built in the graph
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
// Regenerate: venv/bin/python tools/import_torch.py --hf llama:model:sdpa:f32 -o assets/models/llama_model_sdpa_f32.mlir
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
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<256x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<64x128xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<256x128xf32>, %arg8: tensor<256x128xf32>, %arg9: tensor<128x256xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>) -> tensor<2x64x128xf32> {
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
      %114 = arith.index_cast %in : i64 to index
      %115 = linalg.index 2 : index
      %116 = arith.cmpi slt, %114, %c256 : index
      cf.assert %116, "index must be smaller than dim size"
      %117 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %117, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%114, %115] : tensor<256x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x128xf32>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %114 = linalg.index 0 : index
      %115 = arith.index_cast %114 : index to i64
      linalg.yield %115 : i64
    } -> tensor<64xi64>
    %4 = tensor.empty() : tensor<2x64xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%4 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %114 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %114 : i1
    } -> tensor<2x64xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %114 = linalg.index 0 : index
      %115 = arith.index_cast %114 : index to i64
      linalg.yield %115 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_12 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %8 = tensor.empty() : tensor<1x1x64x64xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_11 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_49: i64, %out: i1):
      %114 = arith.cmpi sle, %in, %in_49 : i64
      linalg.yield %114 : i1
    } -> tensor<1x1x64x64xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_49: i1, %out: i1):
      %114 = arith.andi %in, %in_49 : i1
      linalg.yield %114 : i1
    } -> tensor<1x1x64x64xi1>
    %11 = tensor.empty() : tensor<2x1x1x64xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%11 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_49: i64, %out: i1):
      %114 = arith.cmpi slt, %in, %c0_i64 : i64
      %115 = arith.addi %in, %c2_i64 : i64
      %116 = arith.select %114, %115, %in : i64
      %117 = arith.index_cast %116 : i64 to index
      %118 = arith.cmpi slt, %in_49, %c0_i64 : i64
      %119 = arith.addi %in_49, %c64_i64 : i64
      %120 = arith.select %118, %119, %in_49 : i64
      %121 = arith.index_cast %120 : i64 to index
      %extracted = tensor.extract %5[%117, %121] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %13 = tensor.empty() : tensor<2x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x64x64xi1>, tensor<2x1x1x64xi1>) outs(%13 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_49: i1, %out: i1):
      %114 = arith.andi %in, %in_49 : i1
      linalg.yield %114 : i1
    } -> tensor<2x1x64x64xi1>
    %expanded_13 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xi64> into tensor<1x64x1xi64>
    %15 = tensor.empty() : tensor<1x64x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x64x1xi64>) outs(%15 : tensor<1x64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %114 = arith.sitofp %in : i64 to f32
      linalg.yield %114 : f32
    } -> tensor<1x64x1xf32>
    %17 = tensor.empty() : tensor<1x64x16xf32>
    %18 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_9 : tensor<1x64x1xf32>, tensor<16xf32>) outs(%17 : tensor<1x64x16xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<1x64x16xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x32xf32>
    %19 = tensor.empty() : tensor<1x64x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%19 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.cos %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x64x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%19 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.sin %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x64x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %23 = tensor.empty() : tensor<2x64x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x64x128xf32>) outs(%24 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.addf %in, %out : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x64x1xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.divf %in, %cst_10 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x64x1xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.truncf %cst_8 : f64 to f32
      %115 = arith.addf %in, %114 : f32
      linalg.yield %115 : f32
    } -> tensor<2x64x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x64x1xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.rsqrt %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %28 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %30 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %29 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %31 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<128x128xf32>) outs(%31 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%32 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_14 = tensor.expand_shape %33 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %34 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x64x4x32xf32>) outs(%34 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %35 = tensor.empty() : tensor<128x64xf32>
    %transposed_16 = linalg.transpose ins(%arg4 : tensor<64x128xf32>) outs(%35 : tensor<128x64xf32>) permutation = [1, 0] 
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %37 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%36 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_17 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %38 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x64x2x32xf32>) outs(%38 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg5 : tensor<64x128xf32>) outs(%35 : tensor<128x64xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%36 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_20 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x64x2x32xf32>) outs(%38 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_23 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_22 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%34 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice = tensor.extract_slice %transposed_15[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %41 = tensor.empty() : tensor<2x4x64x16xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x4x64x16xf32>) outs(%41 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x16xf32>
    %concat_25 = tensor.concat dim(3) %42, %extracted_slice : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_23 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%34 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x32xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%34 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.addf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x32xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_22 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%38 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x64x32xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 16] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %46 = tensor.empty() : tensor<2x2x64x16xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<2x2x64x16xf32>) outs(%46 : tensor<2x2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x64x16xf32>
    %concat_28 = tensor.concat dim(3) %47, %extracted_slice_26 : (tensor<2x2x64x16xf32>, tensor<2x2x64x16xf32>) -> tensor<2x2x64x32xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_23 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%38 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x64x32xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<2x2x64x32xf32>, tensor<2x2x64x32xf32>) outs(%38 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.addf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x64x32xf32>
    %50 = tensor.empty() : tensor<2x2x2x64x32xf32>
    %51 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x2x64x32xf32>) outs(%50 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %collapsed_29 = tensor.collapse_shape %51 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<2x4x64x32xf32>
    %52 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<2x2x64x32xf32>) outs(%50 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %53 = tensor.empty() : tensor<2x1x64x64xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_3, %cst_4 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%53 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_49: f32, %in_50: f32, %out: f32):
      %114 = arith.select %in, %in_49, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<2x1x64x64xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x4x64x32xf32>) outs(%34 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.truncf %cst_6 : f64 to f32
      %115 = arith.mulf %in, %114 : f32
      linalg.yield %115 : f32
    } -> tensor<2x4x64x32xf32>
    %56 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_30 = linalg.transpose ins(%collapsed_29 : tensor<2x4x64x32xf32>) outs(%56 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_30 : tensor<2x4x32x64xf32>) outs(%56 : tensor<2x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.truncf %cst_6 : f64 to f32
      %115 = arith.mulf %in, %114 : f32
      linalg.yield %115 : f32
    } -> tensor<2x4x32x64xf32>
    %collapsed_31 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_32 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %58 = tensor.empty() : tensor<8x64x64xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %60 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%59 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_33 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %61 = tensor.empty() : tensor<2x4x64x64xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33, %54 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%61 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.addf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x64xf32>
    %63 = tensor.empty() : tensor<2x4x64xi64>
    %64 = linalg.fill ins(%c0_i64 : i64) outs(%63 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %65 = tensor.empty() : tensor<2x4x64xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %67:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<2x4x64x64xf32>) outs(%66, %64 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_49: i64):
      %114 = linalg.index 3 : index
      %115 = arith.index_cast %114 : index to i64
      %116 = arith.maximumf %in, %out : f32
      %117 = arith.cmpf ogt, %in, %out : f32
      %118 = arith.select %117, %115, %out_49 : i64
      linalg.yield %116, %118 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_34 = tensor.expand_shape %67#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_34 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%61 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.subf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x64xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x64x64xf32>) outs(%61 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.exp %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x64xf32>
    %70 = tensor.empty() : tensor<2x4x64x1xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<2x4x64x64xf32>) outs(%71 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.addf %in, %out : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x1xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %72 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%61 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.divf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x64xf32>
    %74 = tensor.empty() : tensor<2x4x64x64xi1>
    %75 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x4x64x64xf32>) outs(%74 : tensor<2x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %114 = arith.extf %in : f32 to f64
      %115 = arith.cmpf oeq, %114, %cst_7 : f64
      linalg.yield %115 : i1
    } -> tensor<2x4x64x64xi1>
    %76 = tensor.empty() : tensor<2x4x64x1xi1>
    %77 = linalg.fill ins(%true : i1) outs(%76 : tensor<2x4x64x1xi1>) -> tensor<2x4x64x1xi1>
    %78 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<2x4x64x64xi1>) outs(%77 : tensor<2x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %114 = arith.andi %in, %out : i1
      linalg.yield %114 : i1
    } -> tensor<2x4x64x1xi1>
    %79 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %cst_2, %73 : tensor<2x4x64x1xi1>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%61 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_49: f32, %in_50: f32, %out: f32):
      %114 = arith.select %in, %in_49, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_35 = tensor.collapse_shape %79 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_36 = tensor.collapse_shape %52 [[0, 1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<8x64x32xf32>
    %80 = tensor.empty() : tensor<8x64x32xf32>
    %81 = linalg.fill ins(%cst : f32) outs(%80 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %82 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%81 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_37 = tensor.expand_shape %82 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %83 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x4x64x32xf32>) outs(%83 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_39 = tensor.collapse_shape %transposed_38 [[0], [1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<2x64x128xf32>
    %transposed_40 = linalg.transpose ins(%arg6 : tensor<128x128xf32>) outs(%31 : tensor<128x128xf32>) permutation = [1, 0] 
    %84 = tensor.empty() : tensor<2x128x128xf32>
    %85 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_40 : tensor<128x128xf32>) outs(%84 : tensor<2x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x128xf32>
    %86 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %87 = linalg.batch_matmul ins(%collapsed_39, %85 : tensor<2x64x128xf32>, tensor<2x128x128xf32>) outs(%86 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %87 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.addf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<2x64x128xf32>) outs(%24 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.addf %in, %out : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x64x1xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.divf %in, %cst_10 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x64x1xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.truncf %cst_8 : f64 to f32
      %115 = arith.addf %in, %114 : f32
      linalg.yield %115 : f32
    } -> tensor<2x64x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x64x1xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.rsqrt %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %93 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %95 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %94 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %96 = tensor.empty() : tensor<128x256xf32>
    %transposed_41 = linalg.transpose ins(%arg7 : tensor<256x128xf32>) outs(%96 : tensor<128x256xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %97 = linalg.fill ins(%cst : f32) outs(%96 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %98 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%97 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_43 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %99 = tensor.empty() : tensor<2x64x256xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<2x64x256xf32>) outs(%99 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_1 : f32
      %117 = arith.divf %cst_1, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<2x64x256xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %100 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%99 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x256xf32>
    %transposed_44 = linalg.transpose ins(%arg8 : tensor<256x128xf32>) outs(%96 : tensor<128x256xf32>) permutation = [1, 0] 
    %102 = linalg.matmul ins(%collapsed_42, %transposed_44 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%97 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_45 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %expanded_45 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%99 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x256xf32>
    %104 = tensor.empty() : tensor<256x128xf32>
    %transposed_46 = linalg.transpose ins(%arg9 : tensor<128x256xf32>) outs(%104 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
    %105 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<128x256xf32>, tensor<256x128xf32>) outs(%32 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_48 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %expanded_48 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.addf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<2x64x128xf32>) outs(%24 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.addf %in, %out : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x64x1xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.divf %in, %cst_10 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x64x1xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.truncf %cst_8 : f64 to f32
      %115 = arith.addf %in, %114 : f32
      linalg.yield %115 : f32
    } -> tensor<2x64x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x64x1xf32>) outs(%23 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.rsqrt %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %111 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    %113 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %112 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_49: f32, %out: f32):
      %114 = arith.mulf %in, %in_49 : f32
      linalg.yield %114 : f32
    } -> tensor<2x64x128xf32>
    return %113 : tensor<2x64x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F9AF50F3F9BE8A13E8718363ECDCCCC3DC255663DE386013D39AD913C0AD7233C9C44B83B383E4F3B2815E93A6F12833A166A133A60CBA53953773A39"
    }
  }
#-}
