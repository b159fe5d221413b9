// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: T5Model(T5Config(vocab_size=256, d_model=64, d_kv=32, d_ff=128, num_layers=1, num_decoder_layers=1,
//    num_heads=2, relative_attention_num_buckets=32, relative_attention_max_distance=64,
//    decoder_start_token_id=0, attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), f32
// Part: layer, submodule encoder.block.0 of T5Model (T5Block): T5Block (encoder): RMSNorm, self-attention with
//    relative bias, RMSNorm, ReLU MLP
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64], decoder_input_ids i64[2,32]
//    (attention_mask: batch element 1 ends with 16 padding tokens); the part gets the arguments the model
//    passed it (pre-hook), tensors as function arguments: hidden_states, attention_mask; other arguments fixed:
//    position_bias=None, encoder_hidden_states=None, encoder_attention_mask=None,
//    encoder_decoder_position_bias=None, cache=None
// attn_implementation: sdpa. Notable: 2 heads x 32, relative position bias, no 1/sqrt(d) scaling, padding mask
// Inputs: %arg0 hidden_states: f32[2,64,64], %arg1 attention_mask: bool[2,1,64,64]
// Weights: 9 parameters as function arguments %arg2..%arg10 (torch.func.functional_call); buffers are
//    constants: %arg2 layer.0.SelfAttention.q.weight: f32[64,64], %arg3 layer.0.SelfAttention.k.weight:
//    f32[64,64], %arg4 layer.0.SelfAttention.v.weight: f32[64,64], %arg5 layer.0.SelfAttention.o.weight:
//    f32[64,64], %arg6 layer.0.SelfAttention.relative_attention_bias.weight: f32[32,2], %arg7
//    layer.0.layer_norm.weight: f32[64], %arg8 layer.1.DenseReluDense.wi.weight: f32[128,64], %arg9
//    layer.1.DenseReluDense.wo.weight: f32[64,128], %arg10 layer.1.layer_norm.weight: f32[64]
// Results: f32[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf t5:layer:sdpa:f32 -o assets/models/t5_layer_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map14 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64x64xf32>, %arg1: tensor<2x1x64x64xi1>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<32x2xf32>, %arg7: tensor<64xf32>, %arg8: tensor<128x64xf32>, %arg9: tensor<64x128xf32>, %arg10: tensor<64xf32>) -> tensor<2x64x64xf32> {
    %c8_i64 = arith.constant 8 : i64
    %c16_i64 = arith.constant 16 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c32 = arith.constant 32 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x2x64x64xf32>
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant 0xFFF0000000000000 : f64
    %cst_4 = arith.constant 2.0794415416798357 : f64
    %cst_5 = arith.constant 9.9999999999999995E-7 : f64
    %cst_6 = arith.constant 6.400000e+01 : f32
    %cst_7 = arith.constant 8.000000e+00 : f32
    %cst_8 = arith.constant dense<15> : tensor<64x64xi64>
    %0 = tensor.empty() : tensor<2x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %86 : f32
    } -> tensor<2x64x64xf32>
    %2 = tensor.empty() : tensor<2x64x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x64xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    } -> tensor<2x64x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst_6 : f32
      linalg.yield %86 : f32
    } -> tensor<2x64x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.truncf %cst_5 : f64 to f32
      %87 = arith.addf %in, %86 : f32
      linalg.yield %87 : f32
    } -> tensor<2x64x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.rsqrt %in : f32
      linalg.yield %86 : f32
    } -> tensor<2x64x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %86 = arith.mulf %in, %in_36 : f32
      linalg.yield %86 : f32
    } -> tensor<2x64x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7, %8 : tensor<64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %86 = arith.mulf %in, %in_36 : f32
      linalg.yield %86 : f32
    } -> tensor<2x64x64xf32>
    %10 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %11 = tensor.empty() : tensor<128x64xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %13 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%12 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded = tensor.expand_shape %13 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %14 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<2x64x2x32xf32>) outs(%14 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_10 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %15 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%12 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_11 = tensor.expand_shape %15 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_12 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %16 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%12 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_13 = tensor.expand_shape %16 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<2x64x2x32xf32>) outs(%14 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %17 = tensor.empty() : tensor<64xi64>
    %18 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%17 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %86 = linalg.index 0 : index
      %87 = arith.index_cast %86 : index to i64
      linalg.yield %87 : i64
    } -> tensor<64xi64>
    %expanded_15 = tensor.expand_shape %18 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %expanded_16 = tensor.expand_shape %18 [[0, 1]] output_shape [1, 64] : tensor<64xi64> into tensor<1x64xi64>
    %19 = tensor.empty() : tensor<64x64xi64>
    %20 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_16, %expanded_15 : tensor<1x64xi64>, tensor<64x1xi64>) outs(%19 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_36: i64, %out: i64):
      %86 = arith.subi %in, %in_36 : i64
      linalg.yield %86 : i64
    } -> tensor<64x64xi64>
    %21 = tensor.empty() : tensor<64x64xi1>
    %22 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<64x64xi64>) outs(%21 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %86 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %86 : i1
    } -> tensor<64x64xi1>
    %23 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<64x64xi1>) outs(%19 : tensor<64x64xi64>) {
    ^bb0(%in: i1, %out: i64):
      %86 = arith.extui %in : i1 to i64
      linalg.yield %86 : i64
    } -> tensor<64x64xi64>
    %24 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<64x64xi64>) outs(%19 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %86 = arith.muli %in, %c16_i64 : i64
      linalg.yield %86 : i64
    } -> tensor<64x64xi64>
    %25 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<64x64xi64>) outs(%19 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %86 = math.absi %in : i64
      linalg.yield %86 : i64
    } -> tensor<64x64xi64>
    %26 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<64x64xi64>) outs(%21 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %86 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %86 : i1
    } -> tensor<64x64xi1>
    %27 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<64x64xi64>) outs(%10 : tensor<64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %86 = arith.sitofp %in : i64 to f32
      linalg.yield %86 : f32
    } -> tensor<64x64xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst_7 : f32
      linalg.yield %86 : f32
    } -> tensor<64x64xf32>
    %29 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.log %in : f32
      linalg.yield %86 : f32
    } -> tensor<64x64xf32>
    %30 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.truncf %cst_4 : f64 to f32
      %87 = arith.divf %in, %86 : f32
      linalg.yield %87 : f32
    } -> tensor<64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.mulf %in, %cst_7 : f32
      linalg.yield %86 : f32
    } -> tensor<64x64xf32>
    %32 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<64x64xf32>) outs(%19 : tensor<64x64xi64>) {
    ^bb0(%in: f32, %out: i64):
      %86 = arith.fptosi %in : f32 to i64
      linalg.yield %86 : i64
    } -> tensor<64x64xi64>
    %33 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<64x64xi64>) outs(%19 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %86 = arith.addi %in, %c8_i64 : i64
      linalg.yield %86 : i64
    } -> tensor<64x64xi64>
    %34 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%33, %cst_8 : tensor<64x64xi64>, tensor<64x64xi64>) outs(%19 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_36: i64, %out: i64):
      %86 = arith.minsi %in, %in_36 : i64
      linalg.yield %86 : i64
    } -> tensor<64x64xi64>
    %35 = linalg.generic {indexing_maps = [#map6, #map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%26, %25, %34 : tensor<64x64xi1>, tensor<64x64xi64>, tensor<64x64xi64>) outs(%19 : tensor<64x64xi64>) {
    ^bb0(%in: i1, %in_36: i64, %in_37: i64, %out: i64):
      %86 = arith.select %in, %in_36, %in_37 : i64
      linalg.yield %86 : i64
    } -> tensor<64x64xi64>
    %36 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%24, %35 : tensor<64x64xi64>, tensor<64x64xi64>) outs(%19 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_36: i64, %out: i64):
      %86 = arith.addi %in, %in_36 : i64
      linalg.yield %86 : i64
    } -> tensor<64x64xi64>
    %37 = tensor.empty() : tensor<64x64x2xf32>
    %38 = linalg.generic {indexing_maps = [#map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<64x64xi64>) outs(%37 : tensor<64x64x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %86 = arith.index_cast %in : i64 to index
      %87 = linalg.index 2 : index
      %88 = arith.cmpi slt, %86, %c32 : index
      cf.assert %88, "index must be smaller than dim size"
      %89 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %89, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg6[%86, %87] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x2xf32>
    %transposed_17 = linalg.transpose ins(%38 : tensor<64x64x2xf32>) outs(%0 : tensor<2x64x64xf32>) permutation = [2, 0, 1] 
    %expanded_18 = tensor.expand_shape %transposed_17 [[0, 1], [2], [3]] output_shape [1, 2, 64, 64] : tensor<2x64x64xf32> into tensor<1x2x64x64xf32>
    %39 = tensor.empty() : tensor<2x2x64x64xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map9, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %expanded_18, %cst_2 : tensor<2x1x64x64xi1>, tensor<1x2x64x64xf32>, tensor<f32>) outs(%39 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %86 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %86 : f32
    } -> tensor<2x2x64x64xf32>
    %41 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_19 = linalg.transpose ins(%expanded_11 : tensor<2x64x2x32xf32>) outs(%41 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_20 = tensor.collapse_shape %transposed_9 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_21 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %42 = tensor.empty() : tensor<4x64x64xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %44 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%43 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_22 = tensor.expand_shape %44 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %45 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22, %40 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%39 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %86 = arith.addf %in, %in_36 : f32
      linalg.yield %86 : f32
    } -> tensor<2x2x64x64xf32>
    %46 = tensor.empty() : tensor<2x2x64xi64>
    %47 = linalg.fill ins(%c0_i64 : i64) outs(%46 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %48 = tensor.empty() : tensor<2x2x64xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %50:2 = linalg.generic {indexing_maps = [#map11, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<2x2x64x64xf32>) outs(%49, %47 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_36: i64):
      %86 = linalg.index 3 : index
      %87 = arith.index_cast %86 : index to i64
      %88 = arith.maximumf %in, %out : f32
      %89 = arith.cmpf ogt, %in, %out : f32
      %90 = arith.select %89, %87, %out_36 : i64
      linalg.yield %88, %90 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_23 = tensor.expand_shape %50#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %51 = linalg.generic {indexing_maps = [#map11, #map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_23 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%39 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %86 = arith.subf %in, %in_36 : f32
      linalg.yield %86 : f32
    } -> tensor<2x2x64x64xf32>
    %52 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x2x64x64xf32>) outs(%39 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.exp %in : f32
      linalg.yield %86 : f32
    } -> tensor<2x2x64x64xf32>
    %53 = tensor.empty() : tensor<2x2x64x1xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %55 = linalg.generic {indexing_maps = [#map11, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<2x2x64x64xf32>) outs(%54 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    } -> tensor<2x2x64x1xf32>
    %56 = linalg.generic {indexing_maps = [#map11, #map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %55 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%39 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %86 = arith.divf %in, %in_36 : f32
      linalg.yield %86 : f32
    } -> tensor<2x2x64x64xf32>
    %57 = tensor.empty() : tensor<2x2x64x64xi1>
    %58 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<2x2x64x64xf32>) outs(%57 : tensor<2x2x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %86 = arith.extf %in : f32 to f64
      %87 = arith.cmpf oeq, %86, %cst_3 : f64
      linalg.yield %87 : i1
    } -> tensor<2x2x64x64xi1>
    %59 = tensor.empty() : tensor<2x2x64x1xi1>
    %60 = linalg.fill ins(%true : i1) outs(%59 : tensor<2x2x64x1xi1>) -> tensor<2x2x64x1xi1>
    %61 = linalg.generic {indexing_maps = [#map11, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<2x2x64x64xi1>) outs(%60 : tensor<2x2x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %86 = arith.andi %in, %out : i1
      linalg.yield %86 : i1
    } -> tensor<2x2x64x1xi1>
    %62 = linalg.generic {indexing_maps = [#map13, #map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %cst_1, %56 : tensor<2x2x64x1xi1>, tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%39 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %86 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %86 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_24 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_14 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %63 = tensor.empty() : tensor<4x64x32xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %65 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%64 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_26 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %66 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x2x64x32xf32>) outs(%66 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_28 = tensor.collapse_shape %transposed_27 [[0], [1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<2x64x64xf32>
    %transposed_29 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %67 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %69 = linalg.batch_matmul ins(%collapsed_28, %67 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%68 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %69 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %86 = arith.addf %in, %in_36 : f32
      linalg.yield %86 : f32
    } -> tensor<2x64x64xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %86 : f32
    } -> tensor<2x64x64xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<2x64x64xf32>) outs(%3 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    } -> tensor<2x64x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst_6 : f32
      linalg.yield %86 : f32
    } -> tensor<2x64x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.truncf %cst_5 : f64 to f32
      %87 = arith.addf %in, %86 : f32
      linalg.yield %87 : f32
    } -> tensor<2x64x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x64x1xf32>) outs(%2 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.rsqrt %in : f32
      linalg.yield %86 : f32
    } -> tensor<2x64x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %75 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %86 = arith.mulf %in, %in_36 : f32
      linalg.yield %86 : f32
    } -> tensor<2x64x64xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %76 : tensor<64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %86 = arith.mulf %in, %in_36 : f32
      linalg.yield %86 : f32
    } -> tensor<2x64x64xf32>
    %78 = tensor.empty() : tensor<64x128xf32>
    %transposed_30 = linalg.transpose ins(%arg8 : tensor<128x64xf32>) outs(%78 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_31 = tensor.collapse_shape %77 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %79 = tensor.empty() : tensor<128x128xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %81 = linalg.matmul ins(%collapsed_31, %transposed_30 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%80 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_32 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %82 = tensor.empty() : tensor<2x64x128xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<2x64x128xf32>) outs(%82 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<2x64x128xf32>
    %transposed_33 = linalg.transpose ins(%arg9 : tensor<64x128xf32>) outs(%11 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_34 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %84 = linalg.matmul ins(%collapsed_34, %transposed_33 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%12 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_35 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %expanded_35 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %86 = arith.addf %in, %in_36 : f32
      linalg.yield %86 : f32
    } -> tensor<2x64x64xf32>
    return %85 : tensor<2x64x64xf32>
  }
}
