// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: Qwen2Model(Qwen2Config(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=1, head_dim=32, max_position_embeddings=128,
//    attn_implementation='eager')), random weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: Qwen2Model: embedding, rotary embedding, 1 layer, RMSNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: eager. Notable: GQA 4 heads / 1 KV head x 32, q/k/v bias, RoPE, causal + padding mask
//    [B,1,S,S] built by create_causal_mask
// Inputs: %arg0 input_ids: i64[2,64], %arg1 attention_mask: i64[2,64]
// Weights: 14 parameters as function arguments %arg2..%arg15 (torch.func.functional_call); buffers are
//    constants: %arg2 embed_tokens.weight: f32[256,128], %arg3 layers.0.self_attn.q_proj.weight: f32[128,128],
//    %arg4 layers.0.self_attn.q_proj.bias: f32[128], %arg5 layers.0.self_attn.k_proj.weight: f32[32,128], %arg6
//    layers.0.self_attn.k_proj.bias: f32[32], %arg7 layers.0.self_attn.v_proj.weight: f32[32,128], %arg8
//    layers.0.self_attn.v_proj.bias: f32[32], %arg9 layers.0.self_attn.o_proj.weight: f32[128,128], %arg10
//    layers.0.mlp.gate_proj.weight: f32[256,128], %arg11 layers.0.mlp.up_proj.weight: f32[256,128], %arg12
//    layers.0.mlp.down_proj.weight: f32[128,256], %arg13 layers.0.input_layernorm.weight: f32[128], %arg14
//    layers.0.post_attention_layernorm.weight: f32[128], %arg15 norm.weight: f32[128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf qwen2:model:eager:f32 -o assets/models/qwen2_model_eager_f32.mlir
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
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<256x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<32x128xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x128xf32>, %arg8: tensor<32xf32>, %arg9: tensor<128x128xf32>, %arg10: tensor<256x128xf32>, %arg11: tensor<256x128xf32>, %arg12: tensor<128x256xf32>, %arg13: tensor<128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128xf32>) -> tensor<2x64x128xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c64_i64 = arith.constant 64 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.17677669529663689 : f64
    %cst_6 = arith.constant 9.9999999999999995E-7 : f64
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_8 = arith.constant 1.280000e+02 : f32
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %110 = arith.index_cast %in : i64 to index
      %111 = linalg.index 2 : index
      %112 = arith.cmpi slt, %110, %c256 : index
      cf.assert %112, "index must be smaller than dim size"
      %113 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %113, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%110, %111] : tensor<256x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x128xf32>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %110 = linalg.index 0 : index
      %111 = arith.index_cast %110 : index to i64
      linalg.yield %111 : i64
    } -> tensor<64xi64>
    %4 = tensor.empty() : tensor<2x64xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%4 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %110 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %110 : i1
    } -> tensor<2x64xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %110 = linalg.index 0 : index
      %111 = arith.index_cast %110 : index to i64
      linalg.yield %111 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_9 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_10 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %8 = tensor.empty() : tensor<1x1x64x64xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %expanded_9 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_48: i64, %out: i1):
      %110 = arith.cmpi sle, %in, %in_48 : i64
      linalg.yield %110 : i1
    } -> tensor<1x1x64x64xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %9 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_48: i1, %out: i1):
      %110 = arith.andi %in, %in_48 : i1
      linalg.yield %110 : i1
    } -> tensor<1x1x64x64xi1>
    %11 = tensor.empty() : tensor<2x1x1x64xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_10 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%11 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_48: i64, %out: i1):
      %110 = arith.cmpi slt, %in, %c0_i64 : i64
      %111 = arith.addi %in, %c2_i64 : i64
      %112 = arith.select %110, %111, %in : i64
      %113 = arith.index_cast %112 : i64 to index
      %114 = arith.cmpi slt, %in_48, %c0_i64 : i64
      %115 = arith.addi %in_48, %c64_i64 : i64
      %116 = arith.select %114, %115, %in_48 : i64
      %117 = arith.index_cast %116 : i64 to index
      %extracted = tensor.extract %5[%113, %117] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %13 = tensor.empty() : tensor<2x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x64x64xi1>, tensor<2x1x1x64xi1>) outs(%13 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_48: i1, %out: i1):
      %110 = arith.andi %in, %in_48 : i1
      linalg.yield %110 : i1
    } -> tensor<2x1x64x64xi1>
    %15 = tensor.empty() : tensor<2x1x64x64xf32>
    %16 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_3, %cst_2 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%15 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_48: f32, %in_49: f32, %out: f32):
      %110 = arith.select %in, %in_48, %in_49 : f32
      linalg.yield %110 : f32
    } -> tensor<2x1x64x64xf32>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xi64> into tensor<1x64x1xi64>
    %17 = tensor.empty() : tensor<1x64x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x64x1xi64>) outs(%17 : tensor<1x64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %110 = arith.sitofp %in : i64 to f32
      linalg.yield %110 : f32
    } -> tensor<1x64x1xf32>
    %19 = tensor.empty() : tensor<1x64x16xf32>
    %20 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %cst_7 : tensor<1x64x1xf32>, tensor<16xf32>) outs(%19 : tensor<1x64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<1x64x16xf32>
    %concat = tensor.concat dim(2) %20, %20 : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x32xf32>
    %21 = tensor.empty() : tensor<1x64x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%21 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = math.cos %in : f32
      linalg.yield %110 : f32
    } -> tensor<1x64x32xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%21 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = math.sin %in : f32
      linalg.yield %110 : f32
    } -> tensor<1x64x32xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %110 : f32
    } -> tensor<2x64x128xf32>
    %25 = tensor.empty() : tensor<2x64x1xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<2x64x128xf32>) outs(%26 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.addf %in, %out : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x64x1xf32>) outs(%25 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.divf %in, %cst_8 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x64x1xf32>) outs(%25 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.truncf %cst_6 : f64 to f32
      %111 = arith.addf %in, %110 : f32
      linalg.yield %111 : f32
    } -> tensor<2x64x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x64x1xf32>) outs(%25 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = math.rsqrt %in : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %30 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x128xf32>
    %32 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13, %31 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x128xf32>
    %collapsed = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %33 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<128x128xf32>) outs(%33 : tensor<128x128xf32>) permutation = [1, 0] 
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %35 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%34 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %36 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<128xf32>) outs(%33 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %37 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35, %36 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%33 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.addf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<128x128xf32>
    %expanded_12 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %38 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<2x64x4x32xf32>) outs(%38 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %39 = tensor.empty() : tensor<128x32xf32>
    %transposed_14 = linalg.transpose ins(%arg5 : tensor<32x128xf32>) outs(%39 : tensor<128x32xf32>) permutation = [1, 0] 
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %41 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%40 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %42 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32xf32>) outs(%39 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%39 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.addf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<128x32xf32>
    %expanded_15 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [2, 64, 1, 32] : tensor<128x32xf32> into tensor<2x64x1x32xf32>
    %44 = tensor.empty() : tensor<2x1x64x32xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x64x1x32xf32>) outs(%44 : tensor<2x1x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg7 : tensor<32x128xf32>) outs(%39 : tensor<128x32xf32>) permutation = [1, 0] 
    %45 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<128x128xf32>, tensor<128x32xf32>) outs(%40 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %46 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%39 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%45, %46 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%39 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.addf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<128x32xf32>
    %expanded_18 = tensor.expand_shape %47 [[0, 1], [2, 3]] output_shape [2, 64, 1, 32] : tensor<128x32xf32> into tensor<2x64x1x32xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<2x64x1x32xf32>) outs(%44 : tensor<2x1x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_20 = tensor.expand_shape %22 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_21 = tensor.expand_shape %23 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %expanded_20 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%38 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_13[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %49 = tensor.empty() : tensor<2x4x64x16xf32>
    %50 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22 : tensor<2x4x64x16xf32>) outs(%49 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.negf %in : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x64x16xf32>
    %concat_23 = tensor.concat dim(3) %50, %extracted_slice : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_23, %expanded_21 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%38 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x64x32xf32>
    %52 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%38 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.addf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x64x32xf32>
    %53 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_20 : tensor<2x1x64x32xf32>, tensor<1x1x64x32xf32>) outs(%44 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x1x64x32xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xf32> to tensor<2x1x64x16xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_16[0, 0, 0, 16] [2, 1, 64, 16] [1, 1, 1, 1] : tensor<2x1x64x32xf32> to tensor<2x1x64x16xf32>
    %54 = tensor.empty() : tensor<2x1x64x16xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<2x1x64x16xf32>) outs(%54 : tensor<2x1x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.negf %in : f32
      linalg.yield %110 : f32
    } -> tensor<2x1x64x16xf32>
    %concat_26 = tensor.concat dim(3) %55, %extracted_slice_24 : (tensor<2x1x64x16xf32>, tensor<2x1x64x16xf32>) -> tensor<2x1x64x32xf32>
    %56 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_21 : tensor<2x1x64x32xf32>, tensor<1x1x64x32xf32>) outs(%44 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x1x64x32xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<2x1x64x32xf32>, tensor<2x1x64x32xf32>) outs(%44 : tensor<2x1x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.addf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x1x64x32xf32>
    %58 = tensor.empty() : tensor<2x1x4x64x32xf32>
    %59 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x1x64x32xf32>) outs(%58 : tensor<2x1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x64x32xf32>
    %collapsed_27 = tensor.collapse_shape %59 [[0], [1, 2], [3], [4]] : tensor<2x1x4x64x32xf32> into tensor<2x4x64x32xf32>
    %60 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<2x1x64x32xf32>) outs(%58 : tensor<2x1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x64x32xf32>
    %61 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_28 = linalg.transpose ins(%collapsed_27 : tensor<2x4x64x32xf32>) outs(%61 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_29 = tensor.collapse_shape %52 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %62 = tensor.empty() : tensor<8x64x64xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %64 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%63 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_31 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %65 = tensor.empty() : tensor<2x4x64x64xf32>
    %66 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<2x4x64x64xf32>) outs(%65 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.truncf %cst_5 : f64 to f32
      %111 = arith.mulf %in, %110 : f32
      linalg.yield %111 : f32
    } -> tensor<2x4x64x64xf32>
    %67 = linalg.generic {indexing_maps = [#map6, #map17, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %16 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%65 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.addf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x64x64xf32>
    %68 = tensor.empty() : tensor<2x4x64xi64>
    %69 = linalg.fill ins(%c0_i64 : i64) outs(%68 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %70 = tensor.empty() : tensor<2x4x64xf32>
    %71 = linalg.fill ins(%cst_0 : f32) outs(%70 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %72:2 = linalg.generic {indexing_maps = [#map6, #map18, #map18], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<2x4x64x64xf32>) outs(%71, %69 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_48: i64):
      %110 = linalg.index 3 : index
      %111 = arith.index_cast %110 : index to i64
      %112 = arith.maximumf %in, %out : f32
      %113 = arith.cmpf ogt, %in, %out : f32
      %114 = arith.select %113, %111, %out_48 : i64
      linalg.yield %112, %114 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_32 = tensor.expand_shape %72#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_32 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%65 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.subf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x64x64xf32>
    %74 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<2x4x64x64xf32>) outs(%65 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = math.exp %in : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x64x64xf32>
    %75 = tensor.empty() : tensor<2x4x64x1xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %77 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%74 : tensor<2x4x64x64xf32>) outs(%76 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.addf %in, %out : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x64x1xf32>
    %78 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %77 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%65 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.divf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_33 = tensor.collapse_shape %78 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_34 = tensor.collapse_shape %60 [[0, 1, 2], [3], [4]] : tensor<2x1x4x64x32xf32> into tensor<8x64x32xf32>
    %79 = tensor.empty() : tensor<8x64x32xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %81 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%80 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_35 = tensor.expand_shape %81 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %82 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<2x4x64x32xf32>) outs(%82 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_37 = linalg.transpose ins(%arg9 : tensor<128x128xf32>) outs(%33 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<128x128xf32>
    %83 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%34 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_39 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_39 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.addf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x128xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %110 : f32
    } -> tensor<2x64x128xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<2x64x128xf32>) outs(%26 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.addf %in, %out : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x64x1xf32>) outs(%25 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.divf %in, %cst_8 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x64x1xf32>) outs(%25 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.truncf %cst_6 : f64 to f32
      %111 = arith.addf %in, %110 : f32
      linalg.yield %111 : f32
    } -> tensor<2x64x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x64x1xf32>) outs(%25 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = math.rsqrt %in : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %89 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x128xf32>
    %91 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %90 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x128xf32>
    %92 = tensor.empty() : tensor<128x256xf32>
    %transposed_40 = linalg.transpose ins(%arg10 : tensor<256x128xf32>) outs(%92 : tensor<128x256xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %91 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %93 = linalg.fill ins(%cst : f32) outs(%92 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %94 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%93 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_42 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %95 = tensor.empty() : tensor<2x64x256xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<2x64x256xf32>) outs(%95 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.negf %in : f32
      %111 = math.exp %110 : f32
      %112 = arith.addf %111, %cst_1 : f32
      %113 = arith.divf %cst_1, %112 : f32
      linalg.yield %113 : f32
    } -> tensor<2x64x256xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %96 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%95 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x256xf32>
    %transposed_43 = linalg.transpose ins(%arg11 : tensor<256x128xf32>) outs(%92 : tensor<128x256xf32>) permutation = [1, 0] 
    %98 = linalg.matmul ins(%collapsed_41, %transposed_43 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%93 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_44 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %expanded_44 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%95 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x256xf32>
    %100 = tensor.empty() : tensor<256x128xf32>
    %transposed_45 = linalg.transpose ins(%arg12 : tensor<128x256xf32>) outs(%100 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %99 [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
    %101 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<128x256xf32>, tensor<256x128xf32>) outs(%34 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_47 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %expanded_47 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.addf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x128xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %110 : f32
    } -> tensor<2x64x128xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x64x128xf32>) outs(%26 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.addf %in, %out : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x64x1xf32>) outs(%25 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.divf %in, %cst_8 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x64x1xf32>) outs(%25 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = arith.truncf %cst_6 : f64 to f32
      %111 = arith.addf %in, %110 : f32
      linalg.yield %111 : f32
    } -> tensor<2x64x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x64x1xf32>) outs(%25 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %110 = math.rsqrt %in : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %107 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x128xf32>
    %109 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15, %108 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %110 = arith.mulf %in, %in_48 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x128xf32>
    return %109 : tensor<2x64x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F9AF50F3F9BE8A13E8718363ECDCCCC3DC255663DE386013D39AD913C0AD7233C9C44B83B383E4F3B2815E93A6F12833A166A133A60CBA53953773A39"
    }
  }
#-}
