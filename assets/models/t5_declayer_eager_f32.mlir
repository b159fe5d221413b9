// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: T5Model(T5Config(vocab_size=256, d_model=64, d_kv=32, d_ff=128, num_layers=1, num_decoder_layers=1,
//    num_heads=2, relative_attention_num_buckets=32, relative_attention_max_distance=64,
//    decoder_start_token_id=0, attn_implementation='eager')), random weights (torch.manual_seed(0)), eval(), f32
// Part: declayer, submodule decoder.block.0 of T5Model (T5Block): T5Block (decoder): causal self-attention with
//    relative bias, cross-attention on the encoder output, ReLU MLP
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64], decoder_input_ids i64[2,32]
//    (attention_mask: batch element 1 ends with 16 padding tokens); the part gets the arguments the model
//    passed it (pre-hook), tensors as function arguments: hidden_states, attention_mask, encoder_hidden_states,
//    encoder_attention_mask; other arguments fixed: position_bias=None, encoder_decoder_position_bias=None,
//    cache=None
// attn_implementation: eager. Notable: 2 heads x 32, relative position bias, no 1/sqrt(d) scaling, padding
//    mask; causal self-attention S=32 + cross-attention S_q=32, S_kv=64 with the padding mask
// Inputs: %arg0 hidden_states: f32[2,32,64], %arg1 attention_mask: f32[2,1,32,32], %arg2 encoder_hidden_states:
//    f32[2,64,64], %arg3 encoder_attention_mask: f32[2,1,32,64]
// Weights: 14 parameters as function arguments %arg4..%arg17 (torch.func.functional_call); buffers are
//    constants: %arg4 layer.0.SelfAttention.q.weight: f32[64,64], %arg5 layer.0.SelfAttention.k.weight:
//    f32[64,64], %arg6 layer.0.SelfAttention.v.weight: f32[64,64], %arg7 layer.0.SelfAttention.o.weight:
//    f32[64,64], %arg8 layer.0.SelfAttention.relative_attention_bias.weight: f32[32,2], %arg9
//    layer.0.layer_norm.weight: f32[64], %arg10 layer.1.EncDecAttention.q.weight: f32[64,64], %arg11
//    layer.1.EncDecAttention.k.weight: f32[64,64], %arg12 layer.1.EncDecAttention.v.weight: f32[64,64], %arg13
//    layer.1.EncDecAttention.o.weight: f32[64,64], %arg14 layer.1.layer_norm.weight: f32[64], %arg15
//    layer.2.DenseReluDense.wi.weight: f32[128,64], %arg16 layer.2.DenseReluDense.wo.weight: f32[64,128],
//    %arg17 layer.2.layer_norm.weight: f32[64]
// Results: f32[2,32,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf t5:declayer:eager:f32 -o assets/models/t5_declayer_eager_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x1x32x32xf32>, %arg2: tensor<2x64x64xf32>, %arg3: tensor<2x1x32x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<32x2xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64xf32>) -> tensor<2x32x64xf32> {
    %c16_i64 = arith.constant 16 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x32x64xf32>
    %cst_2 = arith.constant 1.3862943611198906 : f64
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 6.400000e+01 : f32
    %cst_5 = arith.constant 1.600000e+01 : f32
    %cst_6 = arith.constant dense<31> : tensor<32x32xi64>
    %cst_7 = arith.constant dense<0> : tensor<32x32xi64>
    %0 = tensor.empty() : tensor<2x32x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %98 : f32
    } -> tensor<2x32x64xf32>
    %2 = tensor.empty() : tensor<2x32x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x32x64xf32>) outs(%3 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.addf %in, %out : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.divf %in, %cst_4 : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.truncf %cst_3 : f64 to f32
      %99 = arith.addf %in, %98 : f32
      linalg.yield %99 : f32
    } -> tensor<2x32x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = math.rsqrt %in : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.mulf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %8 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.mulf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x64xf32>
    %10 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %12 = linalg.matmul ins(%collapsed, %transposed : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %13 = tensor.empty() : tensor<2x2x32x32xf32>
    %transposed_8 = linalg.transpose ins(%expanded : tensor<2x32x2x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_9 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %14 = linalg.matmul ins(%collapsed, %transposed_9 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_10 = tensor.expand_shape %14 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_11 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %15 = linalg.matmul ins(%collapsed, %transposed_11 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_12 = tensor.expand_shape %15 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<2x32x2x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %16 = tensor.empty() : tensor<32xi64>
    %17 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%16 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %98 = linalg.index 0 : index
      %99 = arith.index_cast %98 : index to i64
      linalg.yield %99 : i64
    } -> tensor<32xi64>
    %expanded_14 = tensor.expand_shape %17 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %expanded_15 = tensor.expand_shape %17 [[0, 1]] output_shape [1, 32] : tensor<32xi64> into tensor<1x32xi64>
    %18 = tensor.empty() : tensor<32x32xi64>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_15, %expanded_14 : tensor<1x32xi64>, tensor<32x1xi64>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_58: i64, %out: i64):
      %98 = arith.subi %in, %in_58 : i64
      linalg.yield %98 : i64
    } -> tensor<32x32xi64>
    %20 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_7 : tensor<32x32xi64>, tensor<32x32xi64>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_58: i64, %out: i64):
      %98 = arith.minsi %in, %in_58 : i64
      linalg.yield %98 : i64
    } -> tensor<32x32xi64>
    %21 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<32x32xi64>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %out: i64):
      %98 = arith.sitofp %in : i64 to f32
      %99 = arith.negf %98 : f32
      %100 = arith.fptosi %99 : f32 to i64
      linalg.yield %100 : i64
    } -> tensor<32x32xi64>
    %22 = tensor.empty() : tensor<32x32xi1>
    %23 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<32x32xi64>) outs(%22 : tensor<32x32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %98 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %98 : i1
    } -> tensor<32x32xi1>
    %24 = tensor.empty() : tensor<32x32xf32>
    %25 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<32x32xi64>) outs(%24 : tensor<32x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %98 = arith.sitofp %in : i64 to f32
      linalg.yield %98 : f32
    } -> tensor<32x32xf32>
    %26 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.divf %in, %cst_5 : f32
      linalg.yield %98 : f32
    } -> tensor<32x32xf32>
    %27 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = math.log %in : f32
      linalg.yield %98 : f32
    } -> tensor<32x32xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.truncf %cst_2 : f64 to f32
      %99 = arith.divf %in, %98 : f32
      linalg.yield %99 : f32
    } -> tensor<32x32xf32>
    %29 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.mulf %in, %cst_5 : f32
      linalg.yield %98 : f32
    } -> tensor<32x32xf32>
    %30 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<32x32xf32>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: f32, %out: i64):
      %98 = arith.fptosi %in : f32 to i64
      linalg.yield %98 : i64
    } -> tensor<32x32xi64>
    %31 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<32x32xi64>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %out: i64):
      %98 = arith.addi %in, %c16_i64 : i64
      linalg.yield %98 : i64
    } -> tensor<32x32xi64>
    %32 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_6 : tensor<32x32xi64>, tensor<32x32xi64>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_58: i64, %out: i64):
      %98 = arith.minsi %in, %in_58 : i64
      linalg.yield %98 : i64
    } -> tensor<32x32xi64>
    %33 = linalg.generic {indexing_maps = [#map6, #map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%23, %21, %32 : tensor<32x32xi1>, tensor<32x32xi64>, tensor<32x32xi64>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: i1, %in_58: i64, %in_59: i64, %out: i64):
      %98 = arith.select %in, %in_58, %in_59 : i64
      linalg.yield %98 : i64
    } -> tensor<32x32xi64>
    %34 = tensor.empty() : tensor<32x32x2xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<32x32xi64>) outs(%34 : tensor<32x32x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %98 = arith.index_cast %in : i64 to index
      %99 = linalg.index 2 : index
      %100 = arith.cmpi slt, %98, %c32 : index
      cf.assert %100, "index must be smaller than dim size"
      %101 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %101, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg8[%98, %99] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x2xf32>
    %36 = tensor.empty() : tensor<2x32x32xf32>
    %transposed_16 = linalg.transpose ins(%35 : tensor<32x32x2xf32>) outs(%36 : tensor<2x32x32xf32>) permutation = [2, 0, 1] 
    %expanded_17 = tensor.expand_shape %transposed_16 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded_10 : tensor<2x32x2x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_19 = tensor.collapse_shape %transposed_8 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_20 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %37 = tensor.empty() : tensor<4x32x32xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %39 = linalg.batch_matmul ins(%collapsed_19, %collapsed_20 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%38 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_21 = tensor.expand_shape %39 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21, %expanded_17 : tensor<2x2x32x32xf32>, tensor<1x2x32x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.addf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x32x32xf32>
    %41 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %arg1 : tensor<2x2x32x32xf32>, tensor<2x1x32x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.addf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x32x32xf32>
    %42 = tensor.empty() : tensor<2x2x32xi64>
    %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<2x2x32xi64>) -> tensor<2x2x32xi64>
    %44 = tensor.empty() : tensor<2x2x32xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %46:2 = linalg.generic {indexing_maps = [#map8, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<2x2x32x32xf32>) outs(%45, %43 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_58: i64):
      %98 = linalg.index 3 : index
      %99 = arith.index_cast %98 : index to i64
      %100 = arith.maximumf %in, %out : f32
      %101 = arith.cmpf ogt, %in, %out : f32
      %102 = arith.select %101, %99, %out_58 : i64
      linalg.yield %100, %102 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_22 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %47 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_22 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%13 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.subf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x32x32xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<2x2x32x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = math.exp %in : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x32x32xf32>
    %49 = tensor.empty() : tensor<2x2x32x1xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<2x2x32x1xf32>) -> tensor<2x2x32x1xf32>
    %51 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<2x2x32x32xf32>) outs(%50 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.addf %in, %out : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x32x1xf32>
    %52 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%13 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.divf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x32x32xf32>
    %collapsed_23 = tensor.collapse_shape %52 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_13 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %53 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%38 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_25 = tensor.expand_shape %53 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %54 = tensor.empty() : tensor<2x32x2x32xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x2x32x32xf32>) outs(%54 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_27 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0, 1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<64x64xf32>
    %55 = linalg.matmul ins(%collapsed_28, %transposed_27 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_29 = tensor.expand_shape %55 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_29 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.addf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x64xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %98 : f32
    } -> tensor<2x32x64xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<2x32x64xf32>) outs(%3 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.addf %in, %out : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x1xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.divf %in, %cst_4 : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x1xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.truncf %cst_3 : f64 to f32
      %99 = arith.addf %in, %98 : f32
      linalg.yield %99 : f32
    } -> tensor<2x32x1xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = math.rsqrt %in : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %61 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.mulf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x64xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %62 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.mulf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x64xf32>
    %transposed_30 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_31 = tensor.collapse_shape %63 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %64 = linalg.matmul ins(%collapsed_31, %transposed_30 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_32 = tensor.expand_shape %64 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<2x32x2x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_34 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_35 = tensor.collapse_shape %arg2 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %65 = tensor.empty() : tensor<128x64xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %67 = linalg.matmul ins(%collapsed_35, %transposed_34 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%66 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_36 = tensor.expand_shape %67 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_37 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %68 = linalg.matmul ins(%collapsed_35, %transposed_37 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%66 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_38 = tensor.expand_shape %68 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %69 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_39 = linalg.transpose ins(%expanded_38 : tensor<2x64x2x32xf32>) outs(%69 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %70 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_40 = linalg.transpose ins(%expanded_36 : tensor<2x64x2x32xf32>) outs(%70 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_41 = tensor.collapse_shape %transposed_33 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %71 = tensor.empty() : tensor<4x32x64xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %73 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<4x32x32xf32>, tensor<4x32x64xf32>) outs(%72 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %expanded_43 = tensor.expand_shape %73 [[0, 1], [2], [3]] output_shape [2, 2, 32, 64] : tensor<4x32x64xf32> into tensor<2x2x32x64xf32>
    %74 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %cst_1 : tensor<2x2x32x64xf32>, tensor<1x2x32x64xf32>) outs(%70 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.addf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x32x64xf32>
    %75 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %arg3 : tensor<2x2x32x64xf32>, tensor<2x1x32x64xf32>) outs(%70 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.addf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x32x64xf32>
    %76:2 = linalg.generic {indexing_maps = [#map8, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<2x2x32x64xf32>) outs(%45, %43 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_58: i64):
      %98 = linalg.index 3 : index
      %99 = arith.index_cast %98 : index to i64
      %100 = arith.maximumf %in, %out : f32
      %101 = arith.cmpf ogt, %in, %out : f32
      %102 = arith.select %101, %99, %out_58 : i64
      linalg.yield %100, %102 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_44 = tensor.expand_shape %76#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %77 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_44 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%70 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.subf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x32x64xf32>
    %78 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<2x2x32x64xf32>) outs(%70 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = math.exp %in : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x32x64xf32>
    %79 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%78 : tensor<2x2x32x64xf32>) outs(%50 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.addf %in, %out : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x32x1xf32>
    %80 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %79 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%70 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.divf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_45 = tensor.collapse_shape %80 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %collapsed_46 = tensor.collapse_shape %transposed_39 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %81 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<4x32x64xf32>, tensor<4x64x32xf32>) outs(%38 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_47 = tensor.expand_shape %81 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x2x32x32xf32>) outs(%54 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<64x64xf32>
    %82 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_51 = tensor.expand_shape %82 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %expanded_51 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.addf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x64xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %98 : f32
    } -> tensor<2x32x64xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<2x32x64xf32>) outs(%3 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.addf %in, %out : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.divf %in, %cst_4 : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.truncf %cst_3 : f64 to f32
      %99 = arith.addf %in, %98 : f32
      linalg.yield %99 : f32
    } -> tensor<2x32x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = math.rsqrt %in : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %88 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.mulf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x64xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %89 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.mulf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x64xf32>
    %91 = tensor.empty() : tensor<64x128xf32>
    %transposed_52 = linalg.transpose ins(%arg15 : tensor<128x64xf32>) outs(%91 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_53 = tensor.collapse_shape %90 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %92 = linalg.fill ins(%cst : f32) outs(%91 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %93 = linalg.matmul ins(%collapsed_53, %transposed_52 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%92 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %expanded_54 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 32, 128] : tensor<64x128xf32> into tensor<2x32x128xf32>
    %94 = tensor.empty() : tensor<2x32x128xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x32x128xf32>) outs(%94 : tensor<2x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %98 = arith.cmpf ugt, %in, %cst : f32
      %99 = arith.select %98, %in, %cst : f32
      linalg.yield %99 : f32
    } -> tensor<2x32x128xf32>
    %transposed_55 = linalg.transpose ins(%arg16 : tensor<64x128xf32>) outs(%65 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_56 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<2x32x128xf32> into tensor<64x128xf32>
    %96 = linalg.matmul ins(%collapsed_56, %transposed_55 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_57 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %expanded_57 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %98 = arith.addf %in, %in_58 : f32
      linalg.yield %98 : f32
    } -> tensor<2x32x64xf32>
    return %97 : tensor<2x32x64xf32>
  }
}
