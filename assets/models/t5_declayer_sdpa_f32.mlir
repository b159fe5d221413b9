// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: T5Model(T5Config(vocab_size=256, d_model=64, d_kv=32, d_ff=128, num_layers=1, num_decoder_layers=1,
//    num_heads=2, relative_attention_num_buckets=32, relative_attention_max_distance=64,
//    decoder_start_token_id=0, attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), f32
// Part: declayer, submodule decoder.block.0 of T5Model (T5Block): T5Block (decoder): causal self-attention with
//    relative bias, cross-attention on the encoder output, ReLU MLP
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64], decoder_input_ids i64[2,32]
//    (attention_mask: batch element 1 ends with 16 padding tokens); the part gets the arguments the model
//    passed it (pre-hook), tensors as function arguments: hidden_states, encoder_hidden_states,
//    encoder_attention_mask; other arguments fixed: attention_mask=None, position_bias=None,
//    encoder_decoder_position_bias=None, cache=None
// attn_implementation: sdpa. Notable: 2 heads x 32, relative position bias, no 1/sqrt(d) scaling, padding mask;
//    causal self-attention S=32 + cross-attention S_q=32, S_kv=64 with the padding mask
// Inputs: %arg0 hidden_states: f32[2,32,64], %arg1 encoder_hidden_states: f32[2,64,64], %arg2
//    encoder_attention_mask: bool[2,1,32,64]
// Weights: 14 parameters as function arguments %arg3..%arg16 (torch.func.functional_call); buffers are
//    constants: %arg3 layer.0.SelfAttention.q.weight: f32[64,64], %arg4 layer.0.SelfAttention.k.weight:
//    f32[64,64], %arg5 layer.0.SelfAttention.v.weight: f32[64,64], %arg6 layer.0.SelfAttention.o.weight:
//    f32[64,64], %arg7 layer.0.SelfAttention.relative_attention_bias.weight: f32[32,2], %arg8
//    layer.0.layer_norm.weight: f32[64], %arg9 layer.1.EncDecAttention.q.weight: f32[64,64], %arg10
//    layer.1.EncDecAttention.k.weight: f32[64,64], %arg11 layer.1.EncDecAttention.v.weight: f32[64,64], %arg12
//    layer.1.EncDecAttention.o.weight: f32[64,64], %arg13 layer.1.layer_norm.weight: f32[64], %arg14
//    layer.2.DenseReluDense.wi.weight: f32[128,64], %arg15 layer.2.DenseReluDense.wo.weight: f32[64,128],
//    %arg16 layer.2.layer_norm.weight: f32[64]
// Results: f32[2,32,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf t5:declayer:sdpa:f32 -o assets/models/t5_declayer_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map14 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @main(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x64x64xf32>, %arg2: tensor<2x1x32x64xi1>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<32x2xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<128x64xf32>, %arg15: tensor<64x128xf32>, %arg16: tensor<64xf32>) -> tensor<2x32x64xf32> {
    %c16_i64 = arith.constant 16 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x2x32x64xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x2x32x64xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<2x2x32x32xf32>
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 1.3862943611198906 : f64
    %cst_7 = arith.constant 9.9999999999999995E-7 : f64
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 1.600000e+01 : f32
    %cst_10 = arith.constant dense<31> : tensor<32x32xi64>
    %cst_11 = arith.constant dense<0> : tensor<32x32xi64>
    %0 = tensor.empty() : tensor<2x32x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %114 : f32
    } -> tensor<2x32x64xf32>
    %2 = tensor.empty() : tensor<2x32x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x32x64xf32>) outs(%3 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.addf %in, %out : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.divf %in, %cst_8 : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.truncf %cst_7 : f64 to f32
      %115 = arith.addf %in, %114 : f32
      linalg.yield %115 : f32
    } -> tensor<2x32x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.rsqrt %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.mulf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %8 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.mulf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x64xf32>
    %10 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %12 = linalg.matmul ins(%collapsed, %transposed : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %13 = tensor.empty() : tensor<2x2x32x32xf32>
    %transposed_12 = linalg.transpose ins(%expanded : tensor<2x32x2x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %14 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_14 = tensor.expand_shape %14 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_15 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %15 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_16 = tensor.expand_shape %15 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<2x32x2x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %16 = tensor.empty() : tensor<32xi64>
    %17 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%16 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %114 = linalg.index 0 : index
      %115 = arith.index_cast %114 : index to i64
      linalg.yield %115 : i64
    } -> tensor<32xi64>
    %expanded_18 = tensor.expand_shape %17 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %expanded_19 = tensor.expand_shape %17 [[0, 1]] output_shape [1, 32] : tensor<32xi64> into tensor<1x32xi64>
    %18 = tensor.empty() : tensor<32x32xi64>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_19, %expanded_18 : tensor<1x32xi64>, tensor<32x1xi64>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_61: i64, %out: i64):
      %114 = arith.subi %in, %in_61 : i64
      linalg.yield %114 : i64
    } -> tensor<32x32xi64>
    %20 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_11 : tensor<32x32xi64>, tensor<32x32xi64>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_61: i64, %out: i64):
      %114 = arith.minsi %in, %in_61 : i64
      linalg.yield %114 : i64
    } -> tensor<32x32xi64>
    %21 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<32x32xi64>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %out: i64):
      %114 = arith.sitofp %in : i64 to f32
      %115 = arith.negf %114 : f32
      %116 = arith.fptosi %115 : f32 to i64
      linalg.yield %116 : i64
    } -> tensor<32x32xi64>
    %22 = tensor.empty() : tensor<32x32xi1>
    %23 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<32x32xi64>) outs(%22 : tensor<32x32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %114 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %114 : i1
    } -> tensor<32x32xi1>
    %24 = tensor.empty() : tensor<32x32xf32>
    %25 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<32x32xi64>) outs(%24 : tensor<32x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %114 = arith.sitofp %in : i64 to f32
      linalg.yield %114 : f32
    } -> tensor<32x32xf32>
    %26 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.divf %in, %cst_9 : f32
      linalg.yield %114 : f32
    } -> tensor<32x32xf32>
    %27 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.log %in : f32
      linalg.yield %114 : f32
    } -> tensor<32x32xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.truncf %cst_6 : f64 to f32
      %115 = arith.divf %in, %114 : f32
      linalg.yield %115 : f32
    } -> tensor<32x32xf32>
    %29 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.mulf %in, %cst_9 : f32
      linalg.yield %114 : f32
    } -> tensor<32x32xf32>
    %30 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<32x32xf32>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: f32, %out: i64):
      %114 = arith.fptosi %in : f32 to i64
      linalg.yield %114 : i64
    } -> tensor<32x32xi64>
    %31 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<32x32xi64>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %out: i64):
      %114 = arith.addi %in, %c16_i64 : i64
      linalg.yield %114 : i64
    } -> tensor<32x32xi64>
    %32 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_10 : tensor<32x32xi64>, tensor<32x32xi64>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_61: i64, %out: i64):
      %114 = arith.minsi %in, %in_61 : i64
      linalg.yield %114 : i64
    } -> tensor<32x32xi64>
    %33 = linalg.generic {indexing_maps = [#map6, #map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%23, %21, %32 : tensor<32x32xi1>, tensor<32x32xi64>, tensor<32x32xi64>) outs(%18 : tensor<32x32xi64>) {
    ^bb0(%in: i1, %in_61: i64, %in_62: i64, %out: i64):
      %114 = arith.select %in, %in_61, %in_62 : i64
      linalg.yield %114 : i64
    } -> tensor<32x32xi64>
    %34 = tensor.empty() : tensor<32x32x2xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<32x32xi64>) outs(%34 : tensor<32x32x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %114 = arith.index_cast %in : i64 to index
      %115 = linalg.index 2 : index
      %116 = arith.cmpi slt, %114, %c32 : index
      cf.assert %116, "index must be smaller than dim size"
      %117 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %117, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg7[%114, %115] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x2xf32>
    %36 = tensor.empty() : tensor<2x32x32xf32>
    %transposed_20 = linalg.transpose ins(%35 : tensor<32x32x2xf32>) outs(%36 : tensor<2x32x32xf32>) permutation = [2, 0, 1] 
    %expanded_21 = tensor.expand_shape %transposed_20 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map4, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_18, %expanded_19 : tensor<32x1xi64>, tensor<1x32xi64>) outs(%22 : tensor<32x32xi1>) {
    ^bb0(%in: i64, %in_61: i64, %out: i1):
      %114 = arith.cmpi sge, %in, %in_61 : i64
      linalg.yield %114 : i1
    } -> tensor<32x32xi1>
    %expanded_22 = tensor.expand_shape %37 [[0, 1, 2], [3]] output_shape [1, 1, 32, 32] : tensor<32x32xi1> into tensor<1x1x32x32xi1>
    %38 = tensor.empty() : tensor<1x2x32x32xf32>
    %39 = linalg.generic {indexing_maps = [#map8, #map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22, %expanded_21, %cst_4 : tensor<1x1x32x32xi1>, tensor<1x2x32x32xf32>, tensor<f32>) outs(%38 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: i1, %in_61: f32, %in_62: f32, %out: f32):
      %114 = arith.select %in, %in_61, %in_62 : f32
      linalg.yield %114 : f32
    } -> tensor<1x2x32x32xf32>
    %transposed_23 = linalg.transpose ins(%expanded_14 : tensor<2x32x2x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_24 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %40 = tensor.empty() : tensor<4x32x32xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %42 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%41 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_26 = tensor.expand_shape %42 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %43 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26, %39 : tensor<2x2x32x32xf32>, tensor<1x2x32x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.addf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x32xf32>
    %44 = tensor.empty() : tensor<2x2x32xi64>
    %45 = linalg.fill ins(%c0_i64 : i64) outs(%44 : tensor<2x2x32xi64>) -> tensor<2x2x32xi64>
    %46 = tensor.empty() : tensor<2x2x32xf32>
    %47 = linalg.fill ins(%cst_0 : f32) outs(%46 : tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %48:2 = linalg.generic {indexing_maps = [#map9, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<2x2x32x32xf32>) outs(%47, %45 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_61: i64):
      %114 = linalg.index 3 : index
      %115 = arith.index_cast %114 : index to i64
      %116 = arith.maximumf %in, %out : f32
      %117 = arith.cmpf ogt, %in, %out : f32
      %118 = arith.select %117, %115, %out_61 : i64
      linalg.yield %116, %118 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_27 = tensor.expand_shape %48#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %49 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_27 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%13 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.subf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x32xf32>
    %50 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x2x32x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.exp %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x32xf32>
    %51 = tensor.empty() : tensor<2x2x32x1xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<2x2x32x1xf32>) -> tensor<2x2x32x1xf32>
    %53 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<2x2x32x32xf32>) outs(%52 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.addf %in, %out : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x1xf32>
    %54 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %53 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%13 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.divf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x32xf32>
    %55 = tensor.empty() : tensor<2x2x32x32xi1>
    %56 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<2x2x32x32xf32>) outs(%55 : tensor<2x2x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %114 = arith.extf %in : f32 to f64
      %115 = arith.cmpf oeq, %114, %cst_5 : f64
      linalg.yield %115 : i1
    } -> tensor<2x2x32x32xi1>
    %57 = tensor.empty() : tensor<2x2x32x1xi1>
    %58 = linalg.fill ins(%true : i1) outs(%57 : tensor<2x2x32x1xi1>) -> tensor<2x2x32x1xi1>
    %59 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x2x32x32xi1>) outs(%58 : tensor<2x2x32x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %114 = arith.andi %in, %out : i1
      linalg.yield %114 : i1
    } -> tensor<2x2x32x1xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %cst_3, %54 : tensor<2x2x32x1xi1>, tensor<2x2x32x32xf32>, tensor<2x2x32x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: i1, %in_61: f32, %in_62: f32, %out: f32):
      %114 = arith.select %in, %in_61, %in_62 : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x32xf32>
    %collapsed_28 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %61 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%41 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_30 = tensor.expand_shape %61 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %62 = tensor.empty() : tensor<2x32x2x32xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x2x32x32xf32>) outs(%62 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_32 = tensor.collapse_shape %transposed_31 [[0], [1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<2x32x64xf32>
    %transposed_33 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %63 = tensor.empty() : tensor<2x64x64xf32>
    %64 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_33 : tensor<64x64xf32>) outs(%63 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %66 = linalg.batch_matmul ins(%collapsed_32, %64 : tensor<2x32x64xf32>, tensor<2x64x64xf32>) outs(%65 : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %66 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.addf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x64xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %114 : f32
    } -> tensor<2x32x64xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<2x32x64xf32>) outs(%3 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.addf %in, %out : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x1xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.divf %in, %cst_8 : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.truncf %cst_7 : f64 to f32
      %115 = arith.addf %in, %114 : f32
      linalg.yield %115 : f32
    } -> tensor<2x32x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.rsqrt %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %72 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.mulf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x64xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13, %73 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.mulf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x64xf32>
    %transposed_34 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_35 = tensor.collapse_shape %74 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %75 = linalg.matmul ins(%collapsed_35, %transposed_34 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_36 = tensor.expand_shape %75 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<2x32x2x32xf32>) outs(%13 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_38 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %arg1 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %76 = tensor.empty() : tensor<128x64xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %78 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%77 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_40 = tensor.expand_shape %78 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_41 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %79 = linalg.matmul ins(%collapsed_39, %transposed_41 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%77 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_42 = tensor.expand_shape %79 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %80 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<2x64x2x32xf32>) outs(%80 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %81 = tensor.empty() : tensor<2x2x32x64xf32>
    %82 = linalg.generic {indexing_maps = [#map8, #map11, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %cst_2, %cst_4 : tensor<2x1x32x64xi1>, tensor<1x2x32x64xf32>, tensor<f32>) outs(%81 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: i1, %in_61: f32, %in_62: f32, %out: f32):
      %114 = arith.select %in, %in_61, %in_62 : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x64xf32>
    %transposed_44 = linalg.transpose ins(%expanded_40 : tensor<2x64x2x32xf32>) outs(%81 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_45 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_46 = tensor.collapse_shape %transposed_44 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %83 = tensor.empty() : tensor<4x32x64xf32>
    %84 = linalg.fill ins(%cst : f32) outs(%83 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %85 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<4x32x32xf32>, tensor<4x32x64xf32>) outs(%84 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %expanded_47 = tensor.expand_shape %85 [[0, 1], [2], [3]] output_shape [2, 2, 32, 64] : tensor<4x32x64xf32> into tensor<2x2x32x64xf32>
    %86 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_47, %82 : tensor<2x2x32x64xf32>, tensor<2x2x32x64xf32>) outs(%81 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.addf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x64xf32>
    %87:2 = linalg.generic {indexing_maps = [#map9, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<2x2x32x64xf32>) outs(%47, %45 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_61: i64):
      %114 = linalg.index 3 : index
      %115 = arith.index_cast %114 : index to i64
      %116 = arith.maximumf %in, %out : f32
      %117 = arith.cmpf ogt, %in, %out : f32
      %118 = arith.select %117, %115, %out_61 : i64
      linalg.yield %116, %118 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_48 = tensor.expand_shape %87#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %88 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_48 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%81 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.subf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x64xf32>
    %89 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<2x2x32x64xf32>) outs(%81 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.exp %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x64xf32>
    %90 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%89 : tensor<2x2x32x64xf32>) outs(%52 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.addf %in, %out : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x1xf32>
    %91 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %90 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%81 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.divf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x64xf32>
    %92 = tensor.empty() : tensor<2x2x32x64xi1>
    %93 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<2x2x32x64xf32>) outs(%92 : tensor<2x2x32x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %114 = arith.extf %in : f32 to f64
      %115 = arith.cmpf oeq, %114, %cst_5 : f64
      linalg.yield %115 : i1
    } -> tensor<2x2x32x64xi1>
    %94 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%93 : tensor<2x2x32x64xi1>) outs(%58 : tensor<2x2x32x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %114 = arith.andi %in, %out : i1
      linalg.yield %114 : i1
    } -> tensor<2x2x32x1xi1>
    %95 = linalg.generic {indexing_maps = [#map13, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %cst_1, %91 : tensor<2x2x32x1xi1>, tensor<2x2x32x64xf32>, tensor<2x2x32x64xf32>) outs(%81 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: i1, %in_61: f32, %in_62: f32, %out: f32):
      %114 = arith.select %in, %in_61, %in_62 : f32
      linalg.yield %114 : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_49 = tensor.collapse_shape %95 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %collapsed_50 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %96 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<4x32x64xf32>, tensor<4x64x32xf32>) outs(%41 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_51 = tensor.expand_shape %96 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<2x2x32x32xf32>) outs(%62 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_53 = tensor.collapse_shape %transposed_52 [[0], [1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<2x32x64xf32>
    %transposed_54 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %97 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_54 : tensor<64x64xf32>) outs(%63 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %98 = linalg.batch_matmul ins(%collapsed_53, %97 : tensor<2x32x64xf32>, tensor<2x64x64xf32>) outs(%65 : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %98 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.addf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x64xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %114 : f32
    } -> tensor<2x32x64xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<2x32x64xf32>) outs(%3 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.addf %in, %out : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x1xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.divf %in, %cst_8 : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.truncf %cst_7 : f64 to f32
      %115 = arith.addf %in, %114 : f32
      linalg.yield %115 : f32
    } -> tensor<2x32x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.rsqrt %in : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %104 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.mulf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x64xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16, %105 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.mulf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x64xf32>
    %107 = tensor.empty() : tensor<64x128xf32>
    %transposed_55 = linalg.transpose ins(%arg14 : tensor<128x64xf32>) outs(%107 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_56 = tensor.collapse_shape %106 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %108 = linalg.fill ins(%cst : f32) outs(%107 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %109 = linalg.matmul ins(%collapsed_56, %transposed_55 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%108 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %expanded_57 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [2, 32, 128] : tensor<64x128xf32> into tensor<2x32x128xf32>
    %110 = tensor.empty() : tensor<2x32x128xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<2x32x128xf32>) outs(%110 : tensor<2x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.cmpf ugt, %in, %cst : f32
      %115 = arith.select %114, %in, %cst : f32
      linalg.yield %115 : f32
    } -> tensor<2x32x128xf32>
    %transposed_58 = linalg.transpose ins(%arg15 : tensor<64x128xf32>) outs(%76 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_59 = tensor.collapse_shape %111 [[0, 1], [2]] : tensor<2x32x128xf32> into tensor<64x128xf32>
    %112 = linalg.matmul ins(%collapsed_59, %transposed_58 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_60 = tensor.expand_shape %112 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %expanded_60 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %114 = arith.addf %in, %in_61 : f32
      linalg.yield %114 : f32
    } -> tensor<2x32x64xf32>
    return %113 : tensor<2x32x64xf32>
  }
}
