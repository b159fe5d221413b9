// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: PhiModel(PhiConfig(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=4, partial_rotary_factor=0.5, max_position_embeddings=128,
//    attn_implementation='eager')), random weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: PhiModel: embedding, rotary embedding, 1 layer, LayerNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: eager. Notable: 4 heads x 32, partial RoPE (half the head dims), causal + padding mask
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
// Regenerate: venv/bin/python tools/import_torch.py --hf phi:model:eager:f32 -o assets/models/phi_model_eager_f32.mlir
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
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant 4.471500e-02 : f64
    %cst_7 = arith.constant 0.17677669529663689 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_10 = arith.constant 1.280000e+02 : f64
    %cst_11 = arith.constant 1.280000e+02 : f32
    %cst_12 = arith.constant 5.000000e-01 : f32
    %cst_13 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %128 = arith.index_cast %in : i64 to index
      %129 = linalg.index 2 : index
      %130 = arith.cmpi slt, %128, %c256 : index
      cf.assert %130, "index must be smaller than dim size"
      %131 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %131, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%128, %129] : tensor<256x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x128xf32>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %128 = linalg.index 0 : index
      %129 = arith.index_cast %128 : index to i64
      linalg.yield %129 : i64
    } -> tensor<64xi64>
    %4 = tensor.empty() : tensor<2x64xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%4 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %128 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %128 : i1
    } -> tensor<2x64xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %128 = linalg.index 0 : index
      %129 = arith.index_cast %128 : index to i64
      linalg.yield %129 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %8 = tensor.empty() : tensor<1x1x64x64xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_14 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_55: i64, %out: i1):
      %128 = arith.cmpi sle, %in, %in_55 : i64
      linalg.yield %128 : i1
    } -> tensor<1x1x64x64xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %9 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_55: i1, %out: i1):
      %128 = arith.andi %in, %in_55 : i1
      linalg.yield %128 : i1
    } -> tensor<1x1x64x64xi1>
    %11 = tensor.empty() : tensor<2x1x1x64xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_15 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%11 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_55: i64, %out: i1):
      %128 = arith.cmpi slt, %in, %c0_i64 : i64
      %129 = arith.addi %in, %c2_i64 : i64
      %130 = arith.select %128, %129, %in : i64
      %131 = arith.index_cast %130 : i64 to index
      %132 = arith.cmpi slt, %in_55, %c0_i64 : i64
      %133 = arith.addi %in_55, %c64_i64 : i64
      %134 = arith.select %132, %133, %in_55 : i64
      %135 = arith.index_cast %134 : i64 to index
      %extracted = tensor.extract %5[%131, %135] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %13 = tensor.empty() : tensor<2x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x64x64xi1>, tensor<2x1x1x64xi1>) outs(%13 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_55: i1, %out: i1):
      %128 = arith.andi %in, %in_55 : i1
      linalg.yield %128 : i1
    } -> tensor<2x1x64x64xi1>
    %15 = tensor.empty() : tensor<2x1x64x64xf32>
    %16 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_3, %cst_2 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%15 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_55: f32, %in_56: f32, %out: f32):
      %128 = arith.select %in, %in_55, %in_56 : f32
      linalg.yield %128 : f32
    } -> tensor<2x1x64x64xf32>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xi64> into tensor<1x64x1xi64>
    %17 = tensor.empty() : tensor<1x64x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x64x1xi64>) outs(%17 : tensor<1x64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %128 = arith.sitofp %in : i64 to f32
      linalg.yield %128 : f32
    } -> tensor<1x64x1xf32>
    %19 = tensor.empty() : tensor<1x64x8xf32>
    %20 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %cst_9 : tensor<1x64x1xf32>, tensor<8xf32>) outs(%19 : tensor<1x64x8xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.mulf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<1x64x8xf32>
    %concat = tensor.concat dim(2) %20, %20 : (tensor<1x64x8xf32>, tensor<1x64x8xf32>) -> tensor<1x64x16xf32>
    %21 = tensor.empty() : tensor<1x64x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x16xf32>) outs(%21 : tensor<1x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.cos %in : f32
      linalg.yield %128 : f32
    } -> tensor<1x64x16xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x16xf32>) outs(%21 : tensor<1x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.sin %in : f32
      linalg.yield %128 : f32
    } -> tensor<1x64x16xf32>
    %24 = tensor.empty() : tensor<2x64x128xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%24 : tensor<2x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %128 = arith.extf %in : f32 to f64
      linalg.yield %128 : f64
    } -> tensor<2x64x128xf64>
    %26 = tensor.empty() : tensor<2x64x1xf64>
    %27 = linalg.fill ins(%cst : f64) outs(%26 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %28 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<2x64x128xf64>) outs(%27 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x64x1xf64>) outs(%26 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_10 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %30 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %29 : tensor<2x64x128xf64>, tensor<2x64x1xf64>) outs(%24 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_55: f64, %out: f64):
      %128 = arith.subf %in, %in_55 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x128xf64>
    %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %30 : tensor<2x64x128xf64>, tensor<2x64x128xf64>) outs(%24 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_55: f64, %out: f64):
      %128 = arith.mulf %in, %in_55 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x128xf64>
    %32 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<2x64x128xf64>) outs(%27 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x64x1xf64>) outs(%26 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_10 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %34 = tensor.empty() : tensor<2x64x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x64x1xf64>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %128 = arith.truncf %in : f64 to f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %36 = linalg.fill ins(%cst_0 : f32) outs(%34 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x128xf32>) outs(%36 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x64x1xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.divf %in, %cst_11 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x64x1xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.truncf %cst_8 : f64 to f32
      %129 = arith.addf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x64x1xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.rsqrt %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %38 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.subf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x128xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %40 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.mulf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x128xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %arg15 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.mulf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x128xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %arg16 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x128xf32>
    %collapsed = tensor.collapse_shape %44 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %45 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<128x128xf32>) outs(%45 : tensor<128x128xf32>) permutation = [1, 0] 
    %46 = linalg.fill ins(%cst_0 : f32) outs(%45 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %47 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%46 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %48 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<128xf32>) outs(%45 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%47, %48 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%45 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<128x128xf32>
    %expanded_17 = tensor.expand_shape %49 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %50 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x64x4x32xf32>) outs(%50 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg5 : tensor<128x128xf32>) outs(%45 : tensor<128x128xf32>) permutation = [1, 0] 
    %51 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%46 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %52 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<128xf32>) outs(%45 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%51, %52 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%45 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<128x128xf32>
    %expanded_20 = tensor.expand_shape %53 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x64x4x32xf32>) outs(%50 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_22 = linalg.transpose ins(%arg7 : tensor<128x128xf32>) outs(%45 : tensor<128x128xf32>) permutation = [1, 0] 
    %54 = linalg.matmul ins(%collapsed, %transposed_22 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%46 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %55 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<128xf32>) outs(%45 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%54, %55 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%45 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<128x128xf32>
    %expanded_23 = tensor.expand_shape %56 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x64x4x32xf32>) outs(%50 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_18[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_18[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_21[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_21[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %expanded_28 = tensor.expand_shape %22 [[0], [1, 2], [3]] output_shape [1, 1, 64, 16] : tensor<1x64x16xf32> into tensor<1x1x64x16xf32>
    %expanded_29 = tensor.expand_shape %23 [[0], [1, 2], [3]] output_shape [1, 1, 64, 16] : tensor<1x64x16xf32> into tensor<1x1x64x16xf32>
    %57 = tensor.empty() : tensor<2x4x64x16xf32>
    %58 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_28 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%57 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.mulf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x16xf32>
    %extracted_slice_30 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %extracted_slice_31 = tensor.extract_slice %extracted_slice[0, 0, 0, 8] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %59 = tensor.empty() : tensor<2x4x64x8xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31 : tensor<2x4x64x8xf32>) outs(%59 : tensor<2x4x64x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.negf %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x8xf32>
    %concat_32 = tensor.concat dim(3) %60, %extracted_slice_30 : (tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>) -> tensor<2x4x64x16xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_32, %expanded_29 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%57 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.mulf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x16xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) outs(%57 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x16xf32>
    %63 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %expanded_28 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%57 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.mulf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x16xf32>
    %extracted_slice_33 = tensor.extract_slice %extracted_slice_26[0, 0, 0, 0] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %extracted_slice_34 = tensor.extract_slice %extracted_slice_26[0, 0, 0, 8] [2, 4, 64, 8] [1, 1, 1, 1] : tensor<2x4x64x16xf32> to tensor<2x4x64x8xf32>
    %64 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34 : tensor<2x4x64x8xf32>) outs(%59 : tensor<2x4x64x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.negf %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x8xf32>
    %concat_35 = tensor.concat dim(3) %64, %extracted_slice_33 : (tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>) -> tensor<2x4x64x16xf32>
    %65 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_35, %expanded_29 : tensor<2x4x64x16xf32>, tensor<1x1x64x16xf32>) outs(%57 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.mulf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x16xf32>
    %66 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %65 : tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) outs(%57 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x16xf32>
    %concat_36 = tensor.concat dim(3) %62, %extracted_slice_25 : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %concat_37 = tensor.concat dim(3) %66, %extracted_slice_27 : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %67 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_38 = linalg.transpose ins(%concat_37 : tensor<2x4x64x32xf32>) outs(%67 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_39 = tensor.collapse_shape %concat_36 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %68 = tensor.empty() : tensor<8x64x64xf32>
    %69 = linalg.fill ins(%cst_0 : f32) outs(%68 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %70 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%69 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_41 = tensor.expand_shape %70 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %71 = tensor.empty() : tensor<2x4x64x64xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<2x4x64x64xf32>) outs(%71 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.truncf %cst_7 : f64 to f32
      %129 = arith.mulf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x4x64x64xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map15, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %16 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%71 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x64xf32>
    %74 = tensor.empty() : tensor<2x4x64xi64>
    %75 = linalg.fill ins(%c0_i64 : i64) outs(%74 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %76 = tensor.empty() : tensor<2x4x64xf32>
    %77 = linalg.fill ins(%cst_1 : f32) outs(%76 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %78:2 = linalg.generic {indexing_maps = [#map6, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%73 : tensor<2x4x64x64xf32>) outs(%77, %75 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_55: i64):
      %128 = linalg.index 3 : index
      %129 = arith.index_cast %128 : index to i64
      %130 = arith.maximumf %in, %out : f32
      %131 = arith.cmpf ogt, %in, %out : f32
      %132 = arith.select %131, %129, %out_55 : i64
      linalg.yield %130, %132 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_42 = tensor.expand_shape %78#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %79 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_42 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%71 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.subf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x64xf32>
    %80 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<2x4x64x64xf32>) outs(%71 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.exp %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x64xf32>
    %81 = tensor.empty() : tensor<2x4x64x1xf32>
    %82 = linalg.fill ins(%cst_0 : f32) outs(%81 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %83 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%80 : tensor<2x4x64x64xf32>) outs(%82 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x1xf32>
    %84 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %83 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%71 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.divf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_43 = tensor.collapse_shape %84 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_44 = tensor.collapse_shape %transposed_24 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %85 = tensor.empty() : tensor<8x64x32xf32>
    %86 = linalg.fill ins(%cst_0 : f32) outs(%85 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %87 = linalg.batch_matmul ins(%collapsed_43, %collapsed_44 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%86 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_45 = tensor.expand_shape %87 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %88 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<2x4x64x32xf32>) outs(%88 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_47 = tensor.collapse_shape %transposed_46 [[0, 1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<128x128xf32>
    %transposed_48 = linalg.transpose ins(%arg9 : tensor<128x128xf32>) outs(%45 : tensor<128x128xf32>) permutation = [1, 0] 
    %89 = linalg.matmul ins(%collapsed_47, %transposed_48 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%46 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %90 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<128xf32>) outs(%45 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%89, %90 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%45 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<128x128xf32>
    %expanded_49 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %92 = tensor.empty() : tensor<128x256xf32>
    %transposed_50 = linalg.transpose ins(%arg11 : tensor<256x128xf32>) outs(%92 : tensor<128x256xf32>) permutation = [1, 0] 
    %93 = linalg.fill ins(%cst_0 : f32) outs(%92 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %94 = linalg.matmul ins(%collapsed, %transposed_50 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%93 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %95 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<256xf32>) outs(%92 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%92 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<128x256xf32>
    %expanded_51 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %97 = tensor.empty() : tensor<2x64x256xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x64x256xf32>) outs(%97 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.mulf %in, %cst_12 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x256xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x64x256xf32>) outs(%97 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %128 : f32
    } -> tensor<2x64x256xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x64x256xf32>) outs(%97 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.truncf %cst_6 : f64 to f32
      %129 = arith.mulf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x256xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %100 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%97 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x256xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x64x256xf32>) outs(%97 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.truncf %cst_5 : f64 to f32
      %129 = arith.mulf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x256xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x64x256xf32>) outs(%97 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.tanh %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x256xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x64x256xf32>) outs(%97 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %cst_13 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x256xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %104 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%97 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.mulf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x256xf32>
    %collapsed_52 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
    %106 = tensor.empty() : tensor<256x128xf32>
    %transposed_53 = linalg.transpose ins(%arg13 : tensor<128x256xf32>) outs(%106 : tensor<256x128xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_52, %transposed_53 : tensor<128x256xf32>, tensor<256x128xf32>) outs(%46 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %108 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<128xf32>) outs(%45 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %109 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%107, %108 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%45 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<128x128xf32>
    %expanded_54 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_54 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x128xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %1 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x128xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x64x128xf32>) outs(%24 : tensor<2x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %128 = arith.extf %in : f32 to f64
      linalg.yield %128 : f64
    } -> tensor<2x64x128xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x64x128xf64>) outs(%27 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x64x1xf64>) outs(%26 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_10 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %115 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<2x64x128xf64>, tensor<2x64x1xf64>) outs(%24 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_55: f64, %out: f64):
      %128 = arith.subf %in, %in_55 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x128xf64>
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %115 : tensor<2x64x128xf64>, tensor<2x64x128xf64>) outs(%24 : tensor<2x64x128xf64>) {
    ^bb0(%in: f64, %in_55: f64, %out: f64):
      %128 = arith.mulf %in, %in_55 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x128xf64>
    %117 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<2x64x128xf64>) outs(%27 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.addf %in, %out : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x64x1xf64>) outs(%26 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %128 = arith.divf %in, %cst_10 : f64
      linalg.yield %128 : f64
    } -> tensor<2x64x1xf64>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x64x1xf64>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %128 = arith.truncf %in : f64 to f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x64x128xf32>) outs(%36 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.addf %in, %out : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x64x1xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.divf %in, %cst_11 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x64x1xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = arith.truncf %cst_8 : f64 to f32
      %129 = arith.addf %in, %128 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x64x1xf32>) outs(%34 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %128 = math.rsqrt %in : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %121 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.subf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x128xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %123 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.mulf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x128xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %arg17 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.mulf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x128xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %arg18 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_55: f32, %out: f32):
      %128 = arith.addf %in, %in_55 : f32
      linalg.yield %128 : f32
    } -> tensor<2x64x128xf32>
    return %127 : tensor<2x64x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
