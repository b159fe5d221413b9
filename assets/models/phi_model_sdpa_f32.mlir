// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: PhiModel(PhiConfig(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=4, partial_rotary_factor=0.5, max_position_embeddings=128,
//    attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: PhiModel: embedding, rotary embedding, 1 layer, LayerNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: sdpa. Notable: 4 heads x 32, partial RoPE (half the head dims), causal + padding mask
//    [B,1,S,S] built by create_causal_mask
// Inputs: %arg0 input_ids: i64[2,64], %arg1 attention_mask: i64[2,64]
// Weights: 17 parameters as function arguments %arg2..%arg18 (torch.func.functional_call); buffers are
//    constants: %arg2 embed_tokens.weight: f32[256,128], %arg3 layers.0.self_attn.q_proj.weight: f32[128,128],
//    %arg4 layers.0.self_attn.q_proj.bias: f32[128], %arg5 layers.0.self_attn.k_proj.weight: f32[128,128],
//    %arg6 layers.0.self_attn.k_proj.bias: f32[128], %arg7 layers.0.self_attn.v_proj.weight: f32[128,128],
//    %arg8 layers.0.self_attn.v_proj.bias: f32[128], %arg9 layers.0.self_attn.dense.weight: f32[128,128],
//    %arg10 layers.0.self_attn.dense.bias: f32[128], %arg11 layers.0.mlp.fc1.weight: f32[256,128], %arg12
//    layers.0.mlp.fc1.bias: f32[256], %arg13 layers.0.mlp.fc2.weight: f32[128,256], %arg14
//    layers.0.mlp.fc2.bias: f32[128], %arg15 layers.0.input_layernorm.weight: f32[128], %arg16
//    layers.0.input_layernorm.bias: f32[128], %arg17 final_layernorm.weight: f32[128], %arg18
//    final_layernorm.bias: f32[128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf phi:model:sdpa:f32 -o assets/models/phi_model_sdpa_f32.mlir
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
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<256x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<256x128xf32>, %arg12: tensor<256xf32>, %arg13: tensor<128x256xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>) -> tensor<2x64x128xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c64_i64 = arith.constant 64 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x4x64x64xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant 4.471500e-02 : f64
    %cst_8 = arith.constant 0.42044820762685731 : f64
    %cst_9 = arith.constant 0xFFF0000000000000 : f64
    %cst_10 = arith.constant 1.000000e-05 : f64
    %cst_11 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_12 = arith.constant 1.280000e+02 : f64
    %cst_13 = arith.constant 1.280000e+02 : f32
    %cst_14 = arith.constant 5.000000e-01 : f32
    %cst_15 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %135 = arith.index_cast %in : i64 to index
      %136 = linalg.index 2 : index
      %137 = arith.cmpi slt, %135, %c256 : index
      cf.assert %137, "index must be smaller than dim size"
      %138 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %138, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%135, %136] : tensor<256x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x128xf32>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %135 = linalg.index 0 : index
      %136 = arith.index_cast %135 : index to i64
      linalg.yield %136 : i64
    } -> tensor<64xi64>
    %4 = tensor.empty() : tensor<2x64xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%4 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %135 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %135 : i1
    } -> tensor<2x64xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %135 = linalg.index 0 : index
      %136 = arith.index_cast %135 : index to i64
      linalg.yield %136 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_17 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %8 = tensor.empty() : tensor<1x1x64x64xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_16 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_57: i64, %out: i1):
      %135 = arith.cmpi sle, %in, %in_57 : i64
      linalg.yield %135 : i1
    } -> tensor<1x1x64x64xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_57: i1, %out: i1):
      %135 = arith.andi %in, %in_57 : i1
      linalg.yield %135 : i1
    } -> tensor<1x1x64x64xi1>
    %11 = tensor.empty() : tensor<2x1x1x64xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_17 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%11 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_57: i64, %out: i1):
      %135 = arith.cmpi slt, %in, %c0_i64 : i64
      %136 = arith.addi %in, %c2_i64 : i64
      %137 = arith.select %135, %136, %in : i64
      %138 = arith.index_cast %137 : i64 to index
      %139 = arith.cmpi slt, %in_57, %c0_i64 : i64
      %140 = arith.addi %in_57, %c64_i64 : i64
      %141 = arith.select %139, %140, %in_57 : i64
      %142 = arith.index_cast %141 : i64 to index
      %extracted = tensor.extract %5[%138, %142] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %13 = tensor.empty() : tensor<2x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x64x64xi1>, tensor<2x1x1x64xi1>) outs(%13 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_57: i1, %out: i1):
      %135 = arith.andi %in, %in_57 : i1
      linalg.yield %135 : i1
    } -> tensor<2x1x64x64xi1>
    %expanded_18 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xi64> into tensor<1x64x1xi64>
    %15 = tensor.empty() : tensor<1x64x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<1x64x1xi64>) outs(%15 : tensor<1x64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %135 = arith.sitofp %in : i64 to f32
      linalg.yield %135 : f32
    } -> tensor<1x64x1xf32>
    %17 = tensor.empty() : tensor<1x64x8xf32>
    %18 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_11 : tensor<1x64x1xf32>, tensor<8xf32>) outs(%17 : tensor<1x64x8xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.mulf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<1x64x8xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x64x8xf32>, tensor<1x64x8xf32>) -> tensor<1x64x16xf32>
    %19 = tensor.empty() : tensor<1x64x16xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x16xf32>) outs(%19 : tensor<1x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.cos %in : f32
      linalg.yield %135 : f32
    } -> tensor<1x64x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x16xf32>) outs(%19 : tensor<1x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.sin %in : f32
      linalg.yield %135 : f32
    } -> tensor<1x64x16xf32>
    %22 = tensor.empty() : tensor<2x64x128xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%22 : tensor<2x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %135 = arith.extf %in : f32 to f64
      linalg.yield %135 : f64
    } -> tensor<2x64x128xf64>
    %24 = tensor.empty() : tensor<2x64x1xf64>
    %25 = linalg.fill ins(%cst : f64) outs(%24 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<2x64x128xf64>) outs(%25 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.addf %in, %out : f64
      linalg.yield %135 : f64
    } -> tensor<2x64x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x64x1xf64>) outs(%24 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.divf %in, %cst_12 : f64
      linalg.yield %135 : f64
    } -> tensor<2x64x1xf64>
    %28 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %27 : tensor<2x64x128xf64>, tensor<2x64x1xf64>) outs(%22 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_57: f64, %out: f64):
      %135 = arith.subf %in, %in_57 : f64
      linalg.yield %135 : f64
    } -> tensor<2x64x128xf64>
    %29 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %28 : tensor<2x64x128xf64>, tensor<2x64x128xf64>) outs(%22 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_57: f64, %out: f64):
      %135 = arith.mulf %in, %in_57 : f64
      linalg.yield %135 : f64
    } -> tensor<2x64x128xf64>
    %30 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<2x64x128xf64>) outs(%25 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.addf %in, %out : f64
      linalg.yield %135 : f64
    } -> tensor<2x64x1xf64>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x64x1xf64>) outs(%24 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.divf %in, %cst_12 : f64
      linalg.yield %135 : f64
    } -> tensor<2x64x1xf64>
    %32 = tensor.empty() : tensor<2x64x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x64x1xf64>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %135 = arith.truncf %in : f64 to f32
      linalg.yield %135 : f32
    } -> tensor<2x64x1xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%32 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x128xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.addf %in, %out : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x64x1xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.divf %in, %cst_13 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x64x1xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.truncf %cst_10 : f64 to f32
      %136 = arith.addf %in, %135 : f32
      linalg.yield %136 : f32
    } -> tensor<2x64x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x64x1xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.rsqrt %in : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %36 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.subf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x128xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %38 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.mulf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x128xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %arg15 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.mulf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x128xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %arg16 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x128xf32>
    %collapsed = tensor.collapse_shape %42 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %43 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<128x128xf32>) outs(%43 : tensor<128x128xf32>) permutation = [1, 0] 
    %44 = linalg.fill ins(%cst_0 : f32) outs(%43 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %45 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%44 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %46 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<128xf32>) outs(%43 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%45, %46 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%43 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<128x128xf32>
    %expanded_19 = tensor.expand_shape %47 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %48 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x64x4x32xf32>) outs(%48 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_21 = linalg.transpose ins(%arg5 : tensor<128x128xf32>) outs(%43 : tensor<128x128xf32>) permutation = [1, 0] 
    %49 = linalg.matmul ins(%collapsed, %transposed_21 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%44 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %50 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<128xf32>) outs(%43 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %51 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%49, %50 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%43 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<128x128xf32>
    %expanded_22 = tensor.expand_shape %51 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x64x4x32xf32>) outs(%48 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_24 = linalg.transpose ins(%arg7 : tensor<128x128xf32>) outs(%43 : tensor<128x128xf32>) permutation = [1, 0] 
    %52 = linalg.matmul ins(%collapsed, %transposed_24 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%44 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %53 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<128xf32>) outs(%43 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %54 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%52, %53 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%43 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<128x128xf32>
    %expanded_25 = tensor.expand_shape %54 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x64x4x32xf32>) outs(%48 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_20[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_20[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_28 = tensor.extract_slice %transposed_23[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_23[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %expanded_30 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 64, 16] : tensor<1x64x16xf32> into tensor<1x1x64x16xf32>
    %expanded_31 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 64, 16] : tensor<1x64x16xf32> into tensor<1x1x64x16xf32>
    %55 = tensor.empty() : tensor<2x4x64x16xf32>
    %56 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_30 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%55 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.mulf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x16xf32>
    %extracted_slice_32 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %extracted_slice_33 = tensor.extract_slice %extracted_slice[0, 0, 0, 8] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %57 = tensor.empty() : tensor<2x4x64x8xf32>
    %58 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_33 : tensor<2x4x64x8xf32>) outs(%57 : tensor<2x4x64x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.negf %in : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x8xf32>
    %concat_34 = tensor.concat dim(3) %58, %extracted_slice_32 : (tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>) -> tensor<2x4x64x16xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_34, %expanded_31 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%55 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.mulf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x16xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) outs(%55 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x16xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28, %expanded_30 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%55 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.mulf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x16xf32>
    %extracted_slice_35 = tensor.extract_slice %extracted_slice_28[0, 0, 0, 0] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %extracted_slice_36 = tensor.extract_slice %extracted_slice_28[0, 0, 0, 8] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_36 : tensor<2x4x64x8xf32>) outs(%57 : tensor<2x4x64x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.negf %in : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x8xf32>
    %concat_37 = tensor.concat dim(3) %62, %extracted_slice_35 : (tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>) -> tensor<2x4x64x16xf32>
    %63 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_37, %expanded_31 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%55 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.mulf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x16xf32>
    %64 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %63 : tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) outs(%55 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x16xf32>
    %concat_38 = tensor.concat dim(3) %60, %extracted_slice_27 : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %concat_39 = tensor.concat dim(3) %64, %extracted_slice_29 : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %65 = tensor.empty() : tensor<2x1x64x64xf32>
    %66 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_3, %cst_4 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%65 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_57: f32, %in_58: f32, %out: f32):
      %135 = arith.select %in, %in_57, %in_58 : f32
      linalg.yield %135 : f32
    } -> tensor<2x1x64x64xf32>
    %67 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_38 : tensor<2x4x64x32xf32>) outs(%48 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.truncf %cst_8 : f64 to f32
      %136 = arith.mulf %in, %135 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x64x32xf32>
    %68 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_40 = linalg.transpose ins(%concat_39 : tensor<2x4x64x32xf32>) outs(%68 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %69 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_40 : tensor<2x4x32x64xf32>) outs(%68 : tensor<2x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.truncf %cst_8 : f64 to f32
      %136 = arith.mulf %in, %135 : f32
      linalg.yield %136 : f32
    } -> tensor<2x4x32x64xf32>
    %collapsed_41 = tensor.collapse_shape %67 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_42 = tensor.collapse_shape %69 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %70 = tensor.empty() : tensor<8x64x64xf32>
    %71 = linalg.fill ins(%cst_0 : f32) outs(%70 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %72 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%71 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_43 = tensor.expand_shape %72 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %73 = tensor.empty() : tensor<2x4x64x64xf32>
    %74 = linalg.generic {indexing_maps = [#map6, #map15, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %66 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%73 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x64xf32>
    %75 = tensor.empty() : tensor<2x4x64xi64>
    %76 = linalg.fill ins(%c0_i64 : i64) outs(%75 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %77 = tensor.empty() : tensor<2x4x64xf32>
    %78 = linalg.fill ins(%cst_1 : f32) outs(%77 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %79:2 = linalg.generic {indexing_maps = [#map6, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%74 : tensor<2x4x64x64xf32>) outs(%78, %76 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_57: i64):
      %135 = linalg.index 3 : index
      %136 = arith.index_cast %135 : index to i64
      %137 = arith.maximumf %in, %out : f32
      %138 = arith.cmpf ogt, %in, %out : f32
      %139 = arith.select %138, %136, %out_57 : i64
      linalg.yield %137, %139 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_44 = tensor.expand_shape %79#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %80 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_44 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%73 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.subf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x64xf32>
    %81 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<2x4x64x64xf32>) outs(%73 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.exp %in : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x64xf32>
    %82 = tensor.empty() : tensor<2x4x64x1xf32>
    %83 = linalg.fill ins(%cst_0 : f32) outs(%82 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %84 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%81 : tensor<2x4x64x64xf32>) outs(%83 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.addf %in, %out : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x1xf32>
    %85 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %84 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%73 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.divf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x64xf32>
    %86 = tensor.empty() : tensor<2x4x64x64xi1>
    %87 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<2x4x64x64xf32>) outs(%86 : tensor<2x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %135 = arith.extf %in : f32 to f64
      %136 = arith.cmpf oeq, %135, %cst_9 : f64
      linalg.yield %136 : i1
    } -> tensor<2x4x64x64xi1>
    %88 = tensor.empty() : tensor<2x4x64x1xi1>
    %89 = linalg.fill ins(%true : i1) outs(%88 : tensor<2x4x64x1xi1>) -> tensor<2x4x64x1xi1>
    %90 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%87 : tensor<2x4x64x64xi1>) outs(%89 : tensor<2x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %135 = arith.andi %in, %out : i1
      linalg.yield %135 : i1
    } -> tensor<2x4x64x1xi1>
    %91 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %cst_2, %85 : tensor<2x4x64x1xi1>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%73 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_57: f32, %in_58: f32, %out: f32):
      %135 = arith.select %in, %in_57, %in_58 : f32
      linalg.yield %135 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_45 = tensor.collapse_shape %91 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_46 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %92 = tensor.empty() : tensor<8x64x32xf32>
    %93 = linalg.fill ins(%cst_0 : f32) outs(%92 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %94 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%93 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_47 = tensor.expand_shape %94 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %95 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x4x64x32xf32>) outs(%95 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_49 = tensor.collapse_shape %transposed_48 [[0, 1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<128x128xf32>
    %transposed_50 = linalg.transpose ins(%arg9 : tensor<128x128xf32>) outs(%43 : tensor<128x128xf32>) permutation = [1, 0] 
    %96 = linalg.matmul ins(%collapsed_49, %transposed_50 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%44 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %97 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<128xf32>) outs(%43 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%96, %97 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%43 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<128x128xf32>
    %expanded_51 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %99 = tensor.empty() : tensor<128x256xf32>
    %transposed_52 = linalg.transpose ins(%arg11 : tensor<256x128xf32>) outs(%99 : tensor<128x256xf32>) permutation = [1, 0] 
    %100 = linalg.fill ins(%cst_0 : f32) outs(%99 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %101 = linalg.matmul ins(%collapsed, %transposed_52 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%100 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %102 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<256xf32>) outs(%99 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%101, %102 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%99 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<128x256xf32>
    %expanded_53 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %104 = tensor.empty() : tensor<2x64x256xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<2x64x256xf32>) outs(%104 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.mulf %in, %cst_14 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x256xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<2x64x256xf32>) outs(%104 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %135 : f32
    } -> tensor<2x64x256xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x64x256xf32>) outs(%104 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.truncf %cst_7 : f64 to f32
      %136 = arith.mulf %in, %135 : f32
      linalg.yield %136 : f32
    } -> tensor<2x64x256xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %107 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%104 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x256xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x64x256xf32>) outs(%104 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.truncf %cst_6 : f64 to f32
      %136 = arith.mulf %in, %135 : f32
      linalg.yield %136 : f32
    } -> tensor<2x64x256xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x64x256xf32>) outs(%104 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.tanh %in : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x256xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x64x256xf32>) outs(%104 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.addf %in, %cst_15 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x256xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %111 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%104 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.mulf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x256xf32>
    %collapsed_54 = tensor.collapse_shape %112 [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
    %113 = tensor.empty() : tensor<256x128xf32>
    %transposed_55 = linalg.transpose ins(%arg13 : tensor<128x256xf32>) outs(%113 : tensor<256x128xf32>) permutation = [1, 0] 
    %114 = linalg.matmul ins(%collapsed_54, %transposed_55 : tensor<128x256xf32>, tensor<256x128xf32>) outs(%44 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %115 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<128xf32>) outs(%43 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %116 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%114, %115 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%43 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<128x128xf32>
    %expanded_56 = tensor.expand_shape %116 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %expanded_56 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x128xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %1 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x128xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x64x128xf32>) outs(%22 : tensor<2x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %135 = arith.extf %in : f32 to f64
      linalg.yield %135 : f64
    } -> tensor<2x64x128xf64>
    %120 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<2x64x128xf64>) outs(%25 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.addf %in, %out : f64
      linalg.yield %135 : f64
    } -> tensor<2x64x1xf64>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x64x1xf64>) outs(%24 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.divf %in, %cst_12 : f64
      linalg.yield %135 : f64
    } -> tensor<2x64x1xf64>
    %122 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %121 : tensor<2x64x128xf64>, tensor<2x64x1xf64>) outs(%22 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_57: f64, %out: f64):
      %135 = arith.subf %in, %in_57 : f64
      linalg.yield %135 : f64
    } -> tensor<2x64x128xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %122 : tensor<2x64x128xf64>, tensor<2x64x128xf64>) outs(%22 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_57: f64, %out: f64):
      %135 = arith.mulf %in, %in_57 : f64
      linalg.yield %135 : f64
    } -> tensor<2x64x128xf64>
    %124 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<2x64x128xf64>) outs(%25 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.addf %in, %out : f64
      linalg.yield %135 : f64
    } -> tensor<2x64x1xf64>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x64x1xf64>) outs(%24 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %135 = arith.divf %in, %cst_12 : f64
      linalg.yield %135 : f64
    } -> tensor<2x64x1xf64>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x64x1xf64>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %135 = arith.truncf %in : f64 to f32
      linalg.yield %135 : f32
    } -> tensor<2x64x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%118 : tensor<2x64x128xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.addf %in, %out : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x64x1xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.divf %in, %cst_13 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x64x1xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.truncf %cst_10 : f64 to f32
      %136 = arith.addf %in, %135 : f32
      linalg.yield %136 : f32
    } -> tensor<2x64x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x64x1xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.rsqrt %in : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %128 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.subf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x128xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %130 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.mulf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x128xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %arg17 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.mulf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x128xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %arg18 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_57: f32, %out: f32):
      %135 = arith.addf %in, %in_57 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x128xf32>
    return %134 : tensor<2x64x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
