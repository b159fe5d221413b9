// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: Gemma2Model(Gemma2Config(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=128,
//    query_pre_attn_scalar=32, attn_logit_softcapping=50.0, sliding_window=32, final_logit_softcapping=None,
//    attn_implementation='eager')), random weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: Gemma2Model: embedding scaled by sqrt(hidden), 1 layer, RMSNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: eager. Notable: GQA 4 / 2 x 32, RoPE, tanh soft-cap 50 on the scores, layer 0 sliding
//    window 32 + padding
// Inputs: %arg0 input_ids: i64[2,64], %arg1 attention_mask: i64[2,64]
// Weights: 13 parameters as function arguments %arg2..%arg14 (torch.func.functional_call); buffers are
//    constants: %arg2 embed_tokens.weight: f32[256,128], %arg3 layers.0.self_attn.q_proj.weight: f32[128,128],
//    %arg4 layers.0.self_attn.k_proj.weight: f32[64,128], %arg5 layers.0.self_attn.v_proj.weight: f32[64,128],
//    %arg6 layers.0.self_attn.o_proj.weight: f32[128,128], %arg7 layers.0.mlp.gate_proj.weight: f32[256,128],
//    %arg8 layers.0.mlp.up_proj.weight: f32[256,128], %arg9 layers.0.mlp.down_proj.weight: f32[128,256], %arg10
//    layers.0.input_layernorm.weight: f32[128], %arg11 layers.0.post_attention_layernorm.weight: f32[128],
//    %arg12 layers.0.pre_feedforward_layernorm.weight: f32[128], %arg13
//    layers.0.post_feedforward_layernorm.weight: f32[128], %arg14 norm.weight: f32[128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf gemma2:model:eager:f32 -o assets/models/gemma2_model_eager_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<256x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<64x128xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<256x128xf32>, %arg8: tensor<256x128xf32>, %arg9: tensor<128x256xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<128xf32>) -> tensor<2x64x128xf32> {
    %c32_i64 = arith.constant 32 : i64
    %c2_i64 = arith.constant 2 : i64
    %c64_i64 = arith.constant 64 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %c3_i64 = arith.constant 3 : i64
    %cst_1 = arith.constant 4.471500e-02 : f32
    %cst_2 = arith.constant 7.977240e-01 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant 5.000000e-01 : f32
    %cst_5 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = arith.constant dense<true> : tensor<i1>
    %cst_8 = arith.constant 0.17677669529663689 : f64
    %cst_9 = arith.constant 9.9999999999999995E-7 : f64
    %cst_10 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_11 = arith.constant dense<11.3137083> : tensor<f32>
    %cst_12 = arith.constant 1.280000e+02 : f32
    %cst_13 = arith.constant 5.000000e+01 : f32
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %132 = arith.index_cast %in : i64 to index
      %133 = linalg.index 2 : index
      %134 = arith.cmpi slt, %132, %c256 : index
      cf.assert %134, "index must be smaller than dim size"
      %135 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %135, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%132, %133] : tensor<256x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x128xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %cst_11 : tensor<2x64x128xf32>, tensor<f32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %3 = tensor.empty() : tensor<64xi64>
    %4 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%3 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %132 = linalg.index 0 : index
      %133 = arith.index_cast %132 : index to i64
      linalg.yield %133 : i64
    } -> tensor<64xi64>
    %5 = tensor.empty() : tensor<2x64xi1>
    %6 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%5 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %132 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %132 : i1
    } -> tensor<2x64xi1>
    %7 = tensor.empty() : tensor<2xi64>
    %8 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%7 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %132 = linalg.index 0 : index
      %133 = arith.index_cast %132 : index to i64
      linalg.yield %133 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_15 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %9 = tensor.empty() : tensor<1x1x64x1xi64>
    %10 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x1x64x1xi64>) outs(%9 : tensor<1x1x64x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %132 = arith.subi %in, %c32_i64 : i64
      linalg.yield %132 : i64
    } -> tensor<1x1x64x1xi64>
    %11 = tensor.empty() : tensor<1x1x64x64xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %10 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%11 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_53: i64, %out: i1):
      %132 = arith.cmpi sgt, %in, %in_53 : i64
      linalg.yield %132 : i1
    } -> tensor<1x1x64x64xi1>
    %13 = linalg.generic {indexing_maps = [#map8, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %12 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%11 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_53: i1, %out: i1):
      %132 = arith.andi %in, %in_53 : i1
      linalg.yield %132 : i1
    } -> tensor<1x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map6, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_14 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%11 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_53: i64, %out: i1):
      %132 = arith.cmpi sle, %in, %in_53 : i64
      linalg.yield %132 : i1
    } -> tensor<1x1x64x64xi1>
    %15 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %14 : tensor<1x1x64x64xi1>, tensor<1x1x64x64xi1>) outs(%11 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_53: i1, %out: i1):
      %132 = arith.andi %in, %in_53 : i1
      linalg.yield %132 : i1
    } -> tensor<1x1x64x64xi1>
    %16 = linalg.generic {indexing_maps = [#map8, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %15 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%11 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_53: i1, %out: i1):
      %132 = arith.andi %in, %in_53 : i1
      linalg.yield %132 : i1
    } -> tensor<1x1x64x64xi1>
    %17 = tensor.empty() : tensor<2x1x1x64xi1>
    %18 = linalg.generic {indexing_maps = [#map9, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_15 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%17 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_53: i64, %out: i1):
      %132 = arith.cmpi slt, %in, %c0_i64 : i64
      %133 = arith.addi %in, %c2_i64 : i64
      %134 = arith.select %132, %133, %in : i64
      %135 = arith.index_cast %134 : i64 to index
      %136 = arith.cmpi slt, %in_53, %c0_i64 : i64
      %137 = arith.addi %in_53, %c64_i64 : i64
      %138 = arith.select %136, %137, %in_53 : i64
      %139 = arith.index_cast %138 : i64 to index
      %extracted = tensor.extract %6[%135, %139] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %19 = tensor.empty() : tensor<2x1x64x64xi1>
    %20 = linalg.generic {indexing_maps = [#map11, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x1x64x64xi1>, tensor<2x1x1x64xi1>) outs(%19 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_53: i1, %out: i1):
      %132 = arith.andi %in, %in_53 : i1
      linalg.yield %132 : i1
    } -> tensor<2x1x64x64xi1>
    %21 = tensor.empty() : tensor<2x1x64x64xf32>
    %22 = linalg.generic {indexing_maps = [#map5, #map8, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_6, %cst_5 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%21 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_53: f32, %in_54: f32, %out: f32):
      %132 = arith.select %in, %in_53, %in_54 : f32
      linalg.yield %132 : f32
    } -> tensor<2x1x64x64xf32>
    %expanded_16 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xi64> into tensor<1x64x1xi64>
    %23 = tensor.empty() : tensor<1x64x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x64x1xi64>) outs(%23 : tensor<1x64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %132 = arith.sitofp %in : i64 to f32
      linalg.yield %132 : f32
    } -> tensor<1x64x1xf32>
    %25 = tensor.empty() : tensor<1x64x16xf32>
    %26 = linalg.generic {indexing_maps = [#map12, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %cst_10 : tensor<1x64x1xf32>, tensor<16xf32>) outs(%25 : tensor<1x64x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<1x64x16xf32>
    %concat = tensor.concat dim(2) %26, %26 : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x32xf32>
    %27 = tensor.empty() : tensor<1x64x32xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%27 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.cos %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x64x32xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%27 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.sin %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x64x32xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %31 = tensor.empty() : tensor<2x64x1xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%30 : tensor<2x64x128xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %out : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.divf %in, %cst_12 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.truncf %cst_9 : f64 to f32
      %133 = arith.addf %in, %132 : f32
      linalg.yield %133 : f32
    } -> tensor<2x64x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.rsqrt %in : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %36 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %38 = tensor.empty() : tensor<128xf32>
    %39 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg10 : tensor<128xf32>) outs(%38 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %cst_3 : f32
      linalg.yield %132 : f32
    } -> tensor<128xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %39 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %41 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<128x128xf32>) outs(%41 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %40 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %43 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%42 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_17 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %44 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x64x4x32xf32>) outs(%44 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %45 = tensor.empty() : tensor<128x64xf32>
    %transposed_19 = linalg.transpose ins(%arg4 : tensor<64x128xf32>) outs(%45 : tensor<128x64xf32>) permutation = [1, 0] 
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %47 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%46 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_20 = tensor.expand_shape %47 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %48 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x64x2x32xf32>) outs(%48 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_22 = linalg.transpose ins(%arg5 : tensor<64x128xf32>) outs(%45 : tensor<128x64xf32>) permutation = [1, 0] 
    %49 = linalg.matmul ins(%collapsed, %transposed_22 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%46 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_23 = tensor.expand_shape %49 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x64x2x32xf32>) outs(%48 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_25 = tensor.expand_shape %28 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_26 = tensor.expand_shape %29 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_25 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%44 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice = tensor.extract_slice %transposed_18[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %51 = tensor.empty() : tensor<2x4x64x16xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<2x4x64x16xf32>) outs(%51 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.negf %in : f32
      linalg.yield %132 : f32
    } -> tensor<2x4x64x16xf32>
    %concat_28 = tensor.concat dim(3) %52, %extracted_slice : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_26 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%44 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x4x64x32xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %53 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%44 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.addf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x4x64x32xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21, %expanded_25 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%48 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x2x64x32xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_21[0, 0, 0, 0] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %extracted_slice_30 = tensor.extract_slice %transposed_21[0, 0, 0, 16] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %56 = tensor.empty() : tensor<2x2x64x16xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<2x2x64x16xf32>) outs(%56 : tensor<2x2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.negf %in : f32
      linalg.yield %132 : f32
    } -> tensor<2x2x64x16xf32>
    %concat_31 = tensor.concat dim(3) %57, %extracted_slice_29 : (tensor<2x2x64x16xf32>, tensor<2x2x64x16xf32>) -> tensor<2x2x64x32xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_31, %expanded_26 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%48 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x2x64x32xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %58 : tensor<2x2x64x32xf32>, tensor<2x2x64x32xf32>) outs(%48 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.addf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x2x64x32xf32>
    %60 = tensor.empty() : tensor<2x2x2x64x32xf32>
    %61 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x2x64x32xf32>) outs(%60 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %collapsed_32 = tensor.collapse_shape %61 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<2x4x64x32xf32>
    %62 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24 : tensor<2x2x64x32xf32>) outs(%60 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %63 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_33 = linalg.transpose ins(%collapsed_32 : tensor<2x4x64x32xf32>) outs(%63 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_34 = tensor.collapse_shape %54 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_35 = tensor.collapse_shape %transposed_33 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %64 = tensor.empty() : tensor<8x64x64xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %66 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%65 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_36 = tensor.expand_shape %66 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %67 = tensor.empty() : tensor<2x4x64x64xf32>
    %68 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x4x64x64xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.truncf %cst_8 : f64 to f32
      %133 = arith.mulf %in, %132 : f32
      linalg.yield %133 : f32
    } -> tensor<2x4x64x64xf32>
    %69 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x64x64xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.divf %in, %cst_13 : f32
      linalg.yield %132 : f32
    } -> tensor<2x4x64x64xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<2x4x64x64xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.tanh %in : f32
      linalg.yield %132 : f32
    } -> tensor<2x4x64x64xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<2x4x64x64xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.mulf %in, %cst_13 : f32
      linalg.yield %132 : f32
    } -> tensor<2x4x64x64xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map17, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %22 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.addf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x4x64x64xf32>
    %73 = tensor.empty() : tensor<2x4x64xi64>
    %74 = linalg.fill ins(%c0_i64 : i64) outs(%73 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %75 = tensor.empty() : tensor<2x4x64xf32>
    %76 = linalg.fill ins(%cst_0 : f32) outs(%75 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %77:2 = linalg.generic {indexing_maps = [#map5, #map18, #map18], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<2x4x64x64xf32>) outs(%76, %74 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_53: i64):
      %132 = linalg.index 3 : index
      %133 = arith.index_cast %132 : index to i64
      %134 = arith.maximumf %in, %out : f32
      %135 = arith.cmpf ogt, %in, %out : f32
      %136 = arith.select %135, %133, %out_53 : i64
      linalg.yield %134, %136 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_37 = tensor.expand_shape %77#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_37 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.subf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x4x64x64xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<2x4x64x64xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.exp %in : f32
      linalg.yield %132 : f32
    } -> tensor<2x4x64x64xf32>
    %80 = tensor.empty() : tensor<2x4x64x1xf32>
    %81 = linalg.fill ins(%cst : f32) outs(%80 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %82 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%79 : tensor<2x4x64x64xf32>) outs(%81 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %out : f32
      linalg.yield %132 : f32
    } -> tensor<2x4x64x1xf32>
    %83 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %82 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%67 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.divf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_38 = tensor.collapse_shape %83 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_39 = tensor.collapse_shape %62 [[0, 1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<8x64x32xf32>
    %84 = tensor.empty() : tensor<8x64x32xf32>
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %86 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%85 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_40 = tensor.expand_shape %86 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %87 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<2x4x64x32xf32>) outs(%87 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_42 = linalg.transpose ins(%arg6 : tensor<128x128xf32>) outs(%41 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %transposed_41 [[0, 1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<128x128xf32>
    %88 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%42 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_44 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<2x64x128xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %out : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.divf %in, %cst_12 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.truncf %cst_9 : f64 to f32
      %133 = arith.addf %in, %132 : f32
      linalg.yield %133 : f32
    } -> tensor<2x64x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.rsqrt %in : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %93 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %95 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg11 : tensor<128xf32>) outs(%38 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %cst_3 : f32
      linalg.yield %132 : f32
    } -> tensor<128xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %95 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %96 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.addf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x64x128xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %out : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.divf %in, %cst_12 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.truncf %cst_9 : f64 to f32
      %133 = arith.addf %in, %132 : f32
      linalg.yield %133 : f32
    } -> tensor<2x64x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.rsqrt %in : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %102 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg12 : tensor<128xf32>) outs(%38 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %cst_3 : f32
      linalg.yield %132 : f32
    } -> tensor<128xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %104 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %106 = tensor.empty() : tensor<128x256xf32>
    %transposed_45 = linalg.transpose ins(%arg7 : tensor<256x128xf32>) outs(%106 : tensor<128x256xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %107 = linalg.fill ins(%cst : f32) outs(%106 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %108 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%107 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_47 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %109 = tensor.empty() : tensor<2x64x256xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<2x64x256xf32>) outs(%109 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.fpowi %in, %c3_i64 : f32, i64
      %133 = arith.mulf %132, %cst_1 : f32
      %134 = arith.addf %in, %133 : f32
      %135 = arith.mulf %134, %cst_2 : f32
      %136 = math.tanh %135 : f32
      %137 = arith.addf %136, %cst_3 : f32
      %138 = arith.mulf %137, %cst_4 : f32
      %139 = arith.mulf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<2x64x256xf32>
    %transposed_48 = linalg.transpose ins(%arg8 : tensor<256x128xf32>) outs(%106 : tensor<128x256xf32>) permutation = [1, 0] 
    %111 = linalg.matmul ins(%collapsed_46, %transposed_48 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%107 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_49 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %expanded_49 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%109 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x256xf32>
    %113 = tensor.empty() : tensor<256x128xf32>
    %transposed_50 = linalg.transpose ins(%arg9 : tensor<128x256xf32>) outs(%113 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %112 [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
    %114 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<128x256xf32>, tensor<256x128xf32>) outs(%42 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_52 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<2x64x128xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %out : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.divf %in, %cst_12 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.truncf %cst_9 : f64 to f32
      %133 = arith.addf %in, %132 : f32
      linalg.yield %133 : f32
    } -> tensor<2x64x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.rsqrt %in : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %119 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg13 : tensor<128xf32>) outs(%38 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %cst_3 : f32
      linalg.yield %132 : f32
    } -> tensor<128xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %121 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %122 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.addf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<2x64x128xf32>) outs(%32 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %out : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.divf %in, %cst_12 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.truncf %cst_9 : f64 to f32
      %133 = arith.addf %in, %132 : f32
      linalg.yield %133 : f32
    } -> tensor<2x64x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x64x1xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.rsqrt %in : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %128 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    %130 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg14 : tensor<128xf32>) outs(%38 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %cst_3 : f32
      linalg.yield %132 : f32
    } -> tensor<128xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %130 : tensor<2x64x128xf32>, tensor<128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %132 = arith.mulf %in, %in_53 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x128xf32>
    return %131 : tensor<2x64x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F9AF50F3F9BE8A13E8718363ECDCCCC3DC255663DE386013D39AD913C0AD7233C9C44B83B383E4F3B2815E93A6F12833A166A133A60CBA53953773A39"
    }
  }
#-}
