// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: T5Model(T5Config(vocab_size=256, d_model=64, d_kv=32, d_ff=128, num_layers=1, num_decoder_layers=1,
//    num_heads=2, relative_attention_num_buckets=32, relative_attention_max_distance=64,
//    decoder_start_token_id=0, attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: T5Model: shared embedding, encoder (1 block) and decoder (1 block), input_ids
//    [2,64] + attention_mask, decoder_input_ids [2,32]
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64], decoder_input_ids i64[2,32]
//    (attention_mask: batch element 1 ends with 16 padding tokens)
// attn_implementation: sdpa. Notable: 2 heads x 32, relative position bias, no 1/sqrt(d) scaling, padding mask;
//    3 attentions: encoder (64x64, padding), decoder causal (32x32), cross (32x64, padding)
// Inputs: %arg0 input_ids: i64[2,64], %arg1 attention_mask: i64[2,64], %arg2 decoder_input_ids: i64[2,32]
// Weights: 26 parameters as function arguments %arg3..%arg28 (torch.func.functional_call); buffers are
//    constants: %arg3 shared.weight: f32[256,64], %arg4 encoder.block.0.layer.0.SelfAttention.q.weight:
//    f32[64,64], %arg5 encoder.block.0.layer.0.SelfAttention.k.weight: f32[64,64], %arg6
//    encoder.block.0.layer.0.SelfAttention.v.weight: f32[64,64], %arg7
//    encoder.block.0.layer.0.SelfAttention.o.weight: f32[64,64], %arg8
//    encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight: f32[32,2], %arg9
//    encoder.block.0.layer.0.layer_norm.weight: f32[64], %arg10
//    encoder.block.0.layer.1.DenseReluDense.wi.weight: f32[128,64], %arg11
//    encoder.block.0.layer.1.DenseReluDense.wo.weight: f32[64,128], %arg12
//    encoder.block.0.layer.1.layer_norm.weight: f32[64], %arg13 encoder.final_layer_norm.weight: f32[64],
//    %arg14 decoder.block.0.layer.0.SelfAttention.q.weight: f32[64,64], %arg15
//    decoder.block.0.layer.0.SelfAttention.k.weight: f32[64,64], %arg16
//    decoder.block.0.layer.0.SelfAttention.v.weight: f32[64,64], %arg17
//    decoder.block.0.layer.0.SelfAttention.o.weight: f32[64,64], %arg18
//    decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight: f32[32,2], %arg19
//    decoder.block.0.layer.0.layer_norm.weight: f32[64], %arg20
//    decoder.block.0.layer.1.EncDecAttention.q.weight: f32[64,64], %arg21
//    decoder.block.0.layer.1.EncDecAttention.k.weight: f32[64,64], %arg22
//    decoder.block.0.layer.1.EncDecAttention.v.weight: f32[64,64], %arg23
//    decoder.block.0.layer.1.EncDecAttention.o.weight: f32[64,64], %arg24
//    decoder.block.0.layer.1.layer_norm.weight: f32[64], %arg25
//    decoder.block.0.layer.2.DenseReluDense.wi.weight: f32[128,64], %arg26
//    decoder.block.0.layer.2.DenseReluDense.wo.weight: f32[64,128], %arg27
//    decoder.block.0.layer.2.layer_norm.weight: f32[64], %arg28 decoder.final_layer_norm.weight: f32[64]
// Results: f32[2,32,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf t5:model:sdpa:f32 -o assets/models/t5_model_sdpa_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1) -> (0, d1)>
#map13 = affine_map<(d0, d1) -> (d0, 0)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map18 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
module {
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<2x32xi64>, %arg3: tensor<256x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<32x2xf32>, %arg9: tensor<64xf32>, %arg10: tensor<128x64xf32>, %arg11: tensor<64x128xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<32x2xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<128x64xf32>, %arg26: tensor<64x128xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>) -> tensor<2x32x64xf32> {
    %c8_i64 = arith.constant 8 : i64
    %c16_i64 = arith.constant 16 : i64
    %c64_i64 = arith.constant 64 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c32 = arith.constant 32 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x2x32x64xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x2x32x64xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<2x2x32x32xf32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x2x64x64xf32>
    %cst_5 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant 1.3862943611198906 : f64
    %cst_8 = arith.constant 0xFFF0000000000000 : f64
    %cst_9 = arith.constant 2.0794415416798357 : f64
    %cst_10 = arith.constant 9.9999999999999995E-7 : f64
    %cst_11 = arith.constant 6.400000e+01 : f32
    %cst_12 = arith.constant 8.000000e+00 : f32
    %cst_13 = arith.constant 1.600000e+01 : f32
    %cst_14 = arith.constant dense<31> : tensor<32x32xi64>
    %cst_15 = arith.constant dense<0> : tensor<32x32xi64>
    %cst_16 = arith.constant dense<15> : tensor<64x64xi64>
    %0 = tensor.empty() : tensor<2x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %227 = arith.index_cast %in : i64 to index
      %228 = linalg.index 2 : index
      %229 = arith.cmpi slt, %227, %c256 : index
      cf.assert %229, "index must be smaller than dim size"
      %230 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %230, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%227, %228] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x64xf32>
    %2 = tensor.empty() : tensor<2x64xi1>
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%2 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %227 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %227 : i1
    } -> tensor<2x64xi1>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %227 = linalg.index 0 : index
      %228 = arith.index_cast %227 : index to i64
      linalg.yield %228 : i64
    } -> tensor<2xi64>
    %6 = tensor.empty() : tensor<64xi64>
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %227 = linalg.index 0 : index
      %228 = arith.index_cast %227 : index to i64
      linalg.yield %228 : i64
    } -> tensor<64xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_17 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_18 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %8 = tensor.empty() : tensor<1x1x64x1xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<1x1x64x1xi64>) outs(%8 : tensor<1x1x64x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %227 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %227 : i1
    } -> tensor<1x1x64x1xi1>
    %10 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %9 : tensor<i1>, tensor<1x1x64x1xi1>) outs(%8 : tensor<1x1x64x1xi1>) {
    ^bb0(%in: i1, %in_101: i1, %out: i1):
      %227 = arith.andi %in, %in_101 : i1
      linalg.yield %227 : i1
    } -> tensor<1x1x64x1xi1>
    %11 = tensor.empty() : tensor<2x1x1x64xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_18 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%11 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_101: i64, %out: i1):
      %227 = arith.cmpi slt, %in, %c0_i64 : i64
      %228 = arith.addi %in, %c2_i64 : i64
      %229 = arith.select %227, %228, %in : i64
      %230 = arith.index_cast %229 : i64 to index
      %231 = arith.cmpi slt, %in_101, %c0_i64 : i64
      %232 = arith.addi %in_101, %c64_i64 : i64
      %233 = arith.select %231, %232, %in_101 : i64
      %234 = arith.index_cast %233 : i64 to index
      %extracted = tensor.extract %3[%230, %234] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %13 = tensor.empty() : tensor<2x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x64x1xi1>, tensor<2x1x1x64xi1>) outs(%13 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_101: i1, %out: i1):
      %227 = arith.andi %in, %in_101 : i1
      linalg.yield %227 : i1
    } -> tensor<2x1x64x64xi1>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %227 : f32
    } -> tensor<2x64x64xf32>
    %16 = tensor.empty() : tensor<2x64x1xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<2x64x64xf32>) outs(%17 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.addf %in, %out : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.divf %in, %cst_11 : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.truncf %cst_10 : f64 to f32
      %228 = arith.addf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<2x64x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.rsqrt %in : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %21 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x64xf32>
    %23 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %22 : tensor<64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x64xf32>
    %24 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %23 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %25 = tensor.empty() : tensor<128x64xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %27 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_19 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %28 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x64x2x32xf32>) outs(%28 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_21 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%collapsed, %transposed_21 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_22 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_23 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed, %transposed_23 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_24 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x64x2x32xf32>) outs(%28 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_26 = tensor.expand_shape %7 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %expanded_27 = tensor.expand_shape %7 [[0, 1]] output_shape [1, 64] : tensor<64xi64> into tensor<1x64xi64>
    %31 = tensor.empty() : tensor<64x64xi64>
    %32 = linalg.generic {indexing_maps = [#map12, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_27, %expanded_26 : tensor<1x64xi64>, tensor<64x1xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %227 = arith.subi %in, %in_101 : i64
      linalg.yield %227 : i64
    } -> tensor<64x64xi64>
    %33 = tensor.empty() : tensor<64x64xi1>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<64x64xi64>) outs(%33 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %227 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %227 : i1
    } -> tensor<64x64xi1>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<64x64xi1>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i1, %out: i64):
      %227 = arith.extui %in : i1 to i64
      linalg.yield %227 : i64
    } -> tensor<64x64xi64>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<64x64xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %227 = arith.muli %in, %c16_i64 : i64
      linalg.yield %227 : i64
    } -> tensor<64x64xi64>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<64x64xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %227 = math.absi %in : i64
      linalg.yield %227 : i64
    } -> tensor<64x64xi64>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<64x64xi64>) outs(%33 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %227 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %227 : i1
    } -> tensor<64x64xi1>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<64x64xi64>) outs(%24 : tensor<64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %227 = arith.sitofp %in : i64 to f32
      linalg.yield %227 : f32
    } -> tensor<64x64xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.divf %in, %cst_12 : f32
      linalg.yield %227 : f32
    } -> tensor<64x64xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.log %in : f32
      linalg.yield %227 : f32
    } -> tensor<64x64xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.truncf %cst_9 : f64 to f32
      %228 = arith.divf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<64x64xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.mulf %in, %cst_12 : f32
      linalg.yield %227 : f32
    } -> tensor<64x64xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<64x64xf32>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: f32, %out: i64):
      %227 = arith.fptosi %in : f32 to i64
      linalg.yield %227 : i64
    } -> tensor<64x64xi64>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<64x64xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %227 = arith.addi %in, %c8_i64 : i64
      linalg.yield %227 : i64
    } -> tensor<64x64xi64>
    %46 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%45, %cst_16 : tensor<64x64xi64>, tensor<64x64xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %227 = arith.minsi %in, %in_101 : i64
      linalg.yield %227 : i64
    } -> tensor<64x64xi64>
    %47 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%38, %37, %46 : tensor<64x64xi1>, tensor<64x64xi64>, tensor<64x64xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i1, %in_101: i64, %in_102: i64, %out: i64):
      %227 = arith.select %in, %in_101, %in_102 : i64
      linalg.yield %227 : i64
    } -> tensor<64x64xi64>
    %48 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36, %47 : tensor<64x64xi64>, tensor<64x64xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %227 = arith.addi %in, %in_101 : i64
      linalg.yield %227 : i64
    } -> tensor<64x64xi64>
    %49 = tensor.empty() : tensor<64x64x2xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<64x64xi64>) outs(%49 : tensor<64x64x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %227 = arith.index_cast %in : i64 to index
      %228 = linalg.index 2 : index
      %229 = arith.cmpi slt, %227, %c32 : index
      cf.assert %229, "index must be smaller than dim size"
      %230 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %230, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg8[%227, %228] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x2xf32>
    %transposed_28 = linalg.transpose ins(%50 : tensor<64x64x2xf32>) outs(%0 : tensor<2x64x64xf32>) permutation = [2, 0, 1] 
    %expanded_29 = tensor.expand_shape %transposed_28 [[0, 1], [2], [3]] output_shape [1, 2, 64, 64] : tensor<2x64x64xf32> into tensor<1x2x64x64xf32>
    %51 = tensor.empty() : tensor<2x2x64x64xf32>
    %52 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_29, %cst_5 : tensor<2x1x64x64xi1>, tensor<1x2x64x64xf32>, tensor<f32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_101: f32, %in_102: f32, %out: f32):
      %227 = arith.select %in, %in_101, %in_102 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x64x64xf32>
    %53 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_30 = linalg.transpose ins(%expanded_22 : tensor<2x64x2x32xf32>) outs(%53 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_31 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %54 = tensor.empty() : tensor<4x64x64xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %56 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%55 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_33 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33, %52 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.addf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x64x64xf32>
    %58 = tensor.empty() : tensor<2x2x64xi64>
    %59 = linalg.fill ins(%c0_i64 : i64) outs(%58 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %60 = tensor.empty() : tensor<2x2x64xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %62:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<2x2x64x64xf32>) outs(%61, %59 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_101: i64):
      %227 = linalg.index 3 : index
      %228 = arith.index_cast %227 : index to i64
      %229 = arith.maximumf %in, %out : f32
      %230 = arith.cmpf ogt, %in, %out : f32
      %231 = arith.select %230, %228, %out_101 : i64
      linalg.yield %229, %231 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_34 = tensor.expand_shape %62#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %63 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_34 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.subf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x64x64xf32>
    %64 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<2x2x64x64xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.exp %in : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x64x64xf32>
    %65 = tensor.empty() : tensor<2x2x64x1xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<2x2x64x64xf32>) outs(%66 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.addf %in, %out : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x64x1xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %67 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.divf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x64x64xf32>
    %69 = tensor.empty() : tensor<2x2x64x64xi1>
    %70 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x2x64x64xf32>) outs(%69 : tensor<2x2x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %227 = arith.extf %in : f32 to f64
      %228 = arith.cmpf oeq, %227, %cst_8 : f64
      linalg.yield %228 : i1
    } -> tensor<2x2x64x64xi1>
    %71 = tensor.empty() : tensor<2x2x64x1xi1>
    %72 = linalg.fill ins(%true : i1) outs(%71 : tensor<2x2x64x1xi1>) -> tensor<2x2x64x1xi1>
    %73 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%70 : tensor<2x2x64x64xi1>) outs(%72 : tensor<2x2x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %227 = arith.andi %in, %out : i1
      linalg.yield %227 : i1
    } -> tensor<2x2x64x1xi1>
    %74 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %cst_4, %68 : tensor<2x2x64x1xi1>, tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_101: f32, %in_102: f32, %out: f32):
      %227 = arith.select %in, %in_101, %in_102 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_35 = tensor.collapse_shape %74 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_36 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %75 = tensor.empty() : tensor<4x64x32xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %77 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%76 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_37 = tensor.expand_shape %77 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %78 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x2x64x32xf32>) outs(%78 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_39 = tensor.collapse_shape %transposed_38 [[0], [1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<2x64x64xf32>
    %transposed_40 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %79 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_40 : tensor<64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %81 = linalg.batch_matmul ins(%collapsed_39, %79 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%80 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %81 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.addf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x64xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %227 : f32
    } -> tensor<2x64x64xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<2x64x64xf32>) outs(%17 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.addf %in, %out : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.divf %in, %cst_11 : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.truncf %cst_10 : f64 to f32
      %228 = arith.addf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<2x64x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.rsqrt %in : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %87 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x64xf32>
    %89 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %88 : tensor<64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x64xf32>
    %90 = tensor.empty() : tensor<64x128xf32>
    %transposed_41 = linalg.transpose ins(%arg10 : tensor<128x64xf32>) outs(%90 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %91 = tensor.empty() : tensor<128x128xf32>
    %92 = linalg.fill ins(%cst : f32) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %93 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%92 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_43 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %94 = tensor.empty() : tensor<2x64x128xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.cmpf ugt, %in, %cst : f32
      %228 = arith.select %227, %in, %cst : f32
      linalg.yield %228 : f32
    } -> tensor<2x64x128xf32>
    %transposed_44 = linalg.transpose ins(%arg11 : tensor<64x128xf32>) outs(%25 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %96 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%26 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_46 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %expanded_46 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.addf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x64xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %227 : f32
    } -> tensor<2x64x64xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x64x64xf32>) outs(%17 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.addf %in, %out : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.divf %in, %cst_11 : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.truncf %cst_10 : f64 to f32
      %228 = arith.addf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<2x64x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.rsqrt %in : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %102 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x64xf32>
    %104 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13, %103 : tensor<64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x64x64xf32>
    %105 = tensor.empty() : tensor<2x32x64xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x32xi64>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %227 = arith.index_cast %in : i64 to index
      %228 = linalg.index 2 : index
      %229 = arith.cmpi slt, %227, %c256 : index
      cf.assert %229, "index must be smaller than dim size"
      %230 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %230, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%227, %228] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x32x64xf32>
    %107 = tensor.empty() : tensor<32xi64>
    %108 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%107 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %227 = linalg.index 0 : index
      %228 = arith.index_cast %227 : index to i64
      linalg.yield %228 : i64
    } -> tensor<32xi64>
    %expanded_47 = tensor.expand_shape %108 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xi64> into tensor<1x1x32x1xi64>
    %expanded_48 = tensor.expand_shape %108 [[0, 1, 2, 3]] output_shape [1, 1, 1, 32] : tensor<32xi64> into tensor<1x1x1x32xi64>
    %109 = tensor.empty() : tensor<1x1x32x32xi1>
    %110 = linalg.generic {indexing_maps = [#map9, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_48, %expanded_47 : tensor<1x1x1x32xi64>, tensor<1x1x32x1xi64>) outs(%109 : tensor<1x1x32x32xi1>) {
    ^bb0(%in: i64, %in_101: i64, %out: i1):
      %227 = arith.cmpi sle, %in, %in_101 : i64
      linalg.yield %227 : i1
    } -> tensor<1x1x32x32xi1>
    %111 = tensor.empty() : tensor<2x1x32x32xi1>
    %collapsed_49 = tensor.collapse_shape %110 [[0, 1], [2], [3]] : tensor<1x1x32x32xi1> into tensor<1x32x32xi1>
    %112 = linalg.generic {indexing_maps = [#map19, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_49 : tensor<1x32x32xi1>) outs(%111 : tensor<2x1x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x1x32x32xi1>
    %113 = tensor.empty() : tensor<1x1x32x1xi1>
    %114 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<1x1x32x1xi64>) outs(%113 : tensor<1x1x32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %227 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %227 : i1
    } -> tensor<1x1x32x1xi1>
    %115 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %114 : tensor<i1>, tensor<1x1x32x1xi1>) outs(%113 : tensor<1x1x32x1xi1>) {
    ^bb0(%in: i1, %in_101: i1, %out: i1):
      %227 = arith.andi %in, %in_101 : i1
      linalg.yield %227 : i1
    } -> tensor<1x1x32x1xi1>
    %116 = tensor.empty() : tensor<2x1x32x64xi1>
    %117 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %12 : tensor<1x1x32x1xi1>, tensor<2x1x1x64xi1>) outs(%116 : tensor<2x1x32x64xi1>) {
    ^bb0(%in: i1, %in_101: i1, %out: i1):
      %227 = arith.andi %in, %in_101 : i1
      linalg.yield %227 : i1
    } -> tensor<2x1x32x64xi1>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x32x64xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %119 = tensor.empty() : tensor<2x32x1xf32>
    %120 = linalg.fill ins(%cst : f32) outs(%119 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%118 : tensor<2x32x64xf32>) outs(%120 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.addf %in, %out : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x32x1xf32>) outs(%119 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.divf %in, %cst_11 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x32x1xf32>) outs(%119 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.truncf %cst_10 : f64 to f32
      %228 = arith.addf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<2x32x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x32x1xf32>) outs(%119 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.rsqrt %in : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %124 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %126 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %125 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %transposed_50 = linalg.transpose ins(%arg14 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %126 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %127 = linalg.fill ins(%cst : f32) outs(%24 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %128 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%127 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_52 = tensor.expand_shape %128 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %129 = tensor.empty() : tensor<2x2x32x32xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<2x32x2x32xf32>) outs(%129 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_54 = linalg.transpose ins(%arg15 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %130 = linalg.matmul ins(%collapsed_51, %transposed_54 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%127 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_55 = tensor.expand_shape %130 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_56 = linalg.transpose ins(%arg16 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %131 = linalg.matmul ins(%collapsed_51, %transposed_56 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%127 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_57 = tensor.expand_shape %131 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<2x32x2x32xf32>) outs(%129 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_59 = tensor.expand_shape %108 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %expanded_60 = tensor.expand_shape %108 [[0, 1]] output_shape [1, 32] : tensor<32xi64> into tensor<1x32xi64>
    %132 = tensor.empty() : tensor<32x32xi64>
    %133 = linalg.generic {indexing_maps = [#map12, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_60, %expanded_59 : tensor<1x32xi64>, tensor<32x1xi64>) outs(%132 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %227 = arith.subi %in, %in_101 : i64
      linalg.yield %227 : i64
    } -> tensor<32x32xi64>
    %134 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%133, %cst_15 : tensor<32x32xi64>, tensor<32x32xi64>) outs(%132 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %227 = arith.minsi %in, %in_101 : i64
      linalg.yield %227 : i64
    } -> tensor<32x32xi64>
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<32x32xi64>) outs(%132 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %out: i64):
      %227 = arith.sitofp %in : i64 to f32
      %228 = arith.negf %227 : f32
      %229 = arith.fptosi %228 : f32 to i64
      linalg.yield %229 : i64
    } -> tensor<32x32xi64>
    %136 = tensor.empty() : tensor<32x32xi1>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%135 : tensor<32x32xi64>) outs(%136 : tensor<32x32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %227 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %227 : i1
    } -> tensor<32x32xi1>
    %138 = tensor.empty() : tensor<32x32xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%135 : tensor<32x32xi64>) outs(%138 : tensor<32x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %227 = arith.sitofp %in : i64 to f32
      linalg.yield %227 : f32
    } -> tensor<32x32xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<32x32xf32>) outs(%138 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.divf %in, %cst_13 : f32
      linalg.yield %227 : f32
    } -> tensor<32x32xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%140 : tensor<32x32xf32>) outs(%138 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.log %in : f32
      linalg.yield %227 : f32
    } -> tensor<32x32xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%141 : tensor<32x32xf32>) outs(%138 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.truncf %cst_7 : f64 to f32
      %228 = arith.divf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<32x32xf32>
    %143 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%142 : tensor<32x32xf32>) outs(%138 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.mulf %in, %cst_13 : f32
      linalg.yield %227 : f32
    } -> tensor<32x32xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%143 : tensor<32x32xf32>) outs(%132 : tensor<32x32xi64>) {
    ^bb0(%in: f32, %out: i64):
      %227 = arith.fptosi %in : f32 to i64
      linalg.yield %227 : i64
    } -> tensor<32x32xi64>
    %145 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<32x32xi64>) outs(%132 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %out: i64):
      %227 = arith.addi %in, %c16_i64 : i64
      linalg.yield %227 : i64
    } -> tensor<32x32xi64>
    %146 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%145, %cst_14 : tensor<32x32xi64>, tensor<32x32xi64>) outs(%132 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %227 = arith.minsi %in, %in_101 : i64
      linalg.yield %227 : i64
    } -> tensor<32x32xi64>
    %147 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%137, %135, %146 : tensor<32x32xi1>, tensor<32x32xi64>, tensor<32x32xi64>) outs(%132 : tensor<32x32xi64>) {
    ^bb0(%in: i1, %in_101: i64, %in_102: i64, %out: i64):
      %227 = arith.select %in, %in_101, %in_102 : i64
      linalg.yield %227 : i64
    } -> tensor<32x32xi64>
    %148 = tensor.empty() : tensor<32x32x2xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<32x32xi64>) outs(%148 : tensor<32x32x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %227 = arith.index_cast %in : i64 to index
      %228 = linalg.index 2 : index
      %229 = arith.cmpi slt, %227, %c32 : index
      cf.assert %229, "index must be smaller than dim size"
      %230 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %230, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg18[%227, %228] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x2xf32>
    %150 = tensor.empty() : tensor<2x32x32xf32>
    %transposed_61 = linalg.transpose ins(%149 : tensor<32x32x2xf32>) outs(%150 : tensor<2x32x32xf32>) permutation = [2, 0, 1] 
    %expanded_62 = tensor.expand_shape %transposed_61 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %151 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_62, %cst_5 : tensor<2x1x32x32xi1>, tensor<1x2x32x32xf32>, tensor<f32>) outs(%129 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: i1, %in_101: f32, %in_102: f32, %out: f32):
      %227 = arith.select %in, %in_101, %in_102 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x32xf32>
    %transposed_63 = linalg.transpose ins(%expanded_55 : tensor<2x32x2x32xf32>) outs(%129 : tensor<2x2x32x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_64 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_65 = tensor.collapse_shape %transposed_63 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %152 = tensor.empty() : tensor<4x32x32xf32>
    %153 = linalg.fill ins(%cst : f32) outs(%152 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %154 = linalg.batch_matmul ins(%collapsed_64, %collapsed_65 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%153 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_66 = tensor.expand_shape %154 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66, %151 : tensor<2x2x32x32xf32>, tensor<2x2x32x32xf32>) outs(%129 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.addf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x32xf32>
    %156 = tensor.empty() : tensor<2x2x32xi64>
    %157 = linalg.fill ins(%c0_i64 : i64) outs(%156 : tensor<2x2x32xi64>) -> tensor<2x2x32xi64>
    %158 = tensor.empty() : tensor<2x2x32xf32>
    %159 = linalg.fill ins(%cst_0 : f32) outs(%158 : tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %160:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%155 : tensor<2x2x32x32xf32>) outs(%159, %157 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_101: i64):
      %227 = linalg.index 3 : index
      %228 = arith.index_cast %227 : index to i64
      %229 = arith.maximumf %in, %out : f32
      %230 = arith.cmpf ogt, %in, %out : f32
      %231 = arith.select %230, %228, %out_101 : i64
      linalg.yield %229, %231 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_67 = tensor.expand_shape %160#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %161 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %expanded_67 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%129 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.subf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x32xf32>
    %162 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x2x32x32xf32>) outs(%129 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.exp %in : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x32xf32>
    %163 = tensor.empty() : tensor<2x2x32x1xf32>
    %164 = linalg.fill ins(%cst : f32) outs(%163 : tensor<2x2x32x1xf32>) -> tensor<2x2x32x1xf32>
    %165 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%162 : tensor<2x2x32x32xf32>) outs(%164 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.addf %in, %out : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x1xf32>
    %166 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %165 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%129 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.divf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x32xf32>
    %167 = tensor.empty() : tensor<2x2x32x32xi1>
    %168 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155 : tensor<2x2x32x32xf32>) outs(%167 : tensor<2x2x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %227 = arith.extf %in : f32 to f64
      %228 = arith.cmpf oeq, %227, %cst_8 : f64
      linalg.yield %228 : i1
    } -> tensor<2x2x32x32xi1>
    %169 = tensor.empty() : tensor<2x2x32x1xi1>
    %170 = linalg.fill ins(%true : i1) outs(%169 : tensor<2x2x32x1xi1>) -> tensor<2x2x32x1xi1>
    %171 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%168 : tensor<2x2x32x32xi1>) outs(%170 : tensor<2x2x32x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %227 = arith.andi %in, %out : i1
      linalg.yield %227 : i1
    } -> tensor<2x2x32x1xi1>
    %172 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %cst_3, %166 : tensor<2x2x32x1xi1>, tensor<2x2x32x32xf32>, tensor<2x2x32x32xf32>) outs(%129 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: i1, %in_101: f32, %in_102: f32, %out: f32):
      %227 = arith.select %in, %in_101, %in_102 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x32xf32>
    %collapsed_68 = tensor.collapse_shape %172 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_69 = tensor.collapse_shape %transposed_58 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %173 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%153 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_70 = tensor.expand_shape %173 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %174 = tensor.empty() : tensor<2x32x2x32xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<2x2x32x32xf32>) outs(%174 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_72 = tensor.collapse_shape %transposed_71 [[0], [1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<2x32x64xf32>
    %transposed_73 = linalg.transpose ins(%arg17 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %175 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_73 : tensor<64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %176 = linalg.fill ins(%cst : f32) outs(%105 : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %177 = linalg.batch_matmul ins(%collapsed_72, %175 : tensor<2x32x64xf32>, tensor<2x64x64xf32>) outs(%176 : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %177 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.addf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<2x32x64xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<2x32x64xf32>) outs(%120 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.addf %in, %out : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<2x32x1xf32>) outs(%119 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.divf %in, %cst_11 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<2x32x1xf32>) outs(%119 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.truncf %cst_10 : f64 to f32
      %228 = arith.addf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<2x32x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x32x1xf32>) outs(%119 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.rsqrt %in : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %183 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %185 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg24, %184 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %transposed_74 = linalg.transpose ins(%arg20 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %185 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %186 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%127 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_76 = tensor.expand_shape %186 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<2x32x2x32xf32>) outs(%129 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_78 = linalg.transpose ins(%arg21 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_79 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %187 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_80 = tensor.expand_shape %187 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_81 = linalg.transpose ins(%arg22 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %188 = linalg.matmul ins(%collapsed_79, %transposed_81 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_82 = tensor.expand_shape %188 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_83 = linalg.transpose ins(%expanded_82 : tensor<2x64x2x32xf32>) outs(%28 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %189 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %cst_2, %cst_5 : tensor<2x1x32x64xi1>, tensor<1x2x32x64xf32>, tensor<f32>) outs(%53 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: i1, %in_101: f32, %in_102: f32, %out: f32):
      %227 = arith.select %in, %in_101, %in_102 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x64xf32>
    %transposed_84 = linalg.transpose ins(%expanded_80 : tensor<2x64x2x32xf32>) outs(%53 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_85 = tensor.collapse_shape %transposed_77 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_86 = tensor.collapse_shape %transposed_84 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %190 = tensor.empty() : tensor<4x32x64xf32>
    %191 = linalg.fill ins(%cst : f32) outs(%190 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %192 = linalg.batch_matmul ins(%collapsed_85, %collapsed_86 : tensor<4x32x32xf32>, tensor<4x32x64xf32>) outs(%191 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %expanded_87 = tensor.expand_shape %192 [[0, 1], [2], [3]] output_shape [2, 2, 32, 64] : tensor<4x32x64xf32> into tensor<2x2x32x64xf32>
    %193 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_87, %189 : tensor<2x2x32x64xf32>, tensor<2x2x32x64xf32>) outs(%53 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.addf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x64xf32>
    %194:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%193 : tensor<2x2x32x64xf32>) outs(%159, %157 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_101: i64):
      %227 = linalg.index 3 : index
      %228 = arith.index_cast %227 : index to i64
      %229 = arith.maximumf %in, %out : f32
      %230 = arith.cmpf ogt, %in, %out : f32
      %231 = arith.select %230, %228, %out_101 : i64
      linalg.yield %229, %231 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_88 = tensor.expand_shape %194#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %expanded_88 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%53 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.subf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x64xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<2x2x32x64xf32>) outs(%53 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.exp %in : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x64xf32>
    %197 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%196 : tensor<2x2x32x64xf32>) outs(%164 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.addf %in, %out : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x1xf32>
    %198 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %197 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%53 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.divf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x64xf32>
    %199 = tensor.empty() : tensor<2x2x32x64xi1>
    %200 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<2x2x32x64xf32>) outs(%199 : tensor<2x2x32x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %227 = arith.extf %in : f32 to f64
      %228 = arith.cmpf oeq, %227, %cst_8 : f64
      linalg.yield %228 : i1
    } -> tensor<2x2x32x64xi1>
    %201 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%200 : tensor<2x2x32x64xi1>) outs(%170 : tensor<2x2x32x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %227 = arith.andi %in, %out : i1
      linalg.yield %227 : i1
    } -> tensor<2x2x32x1xi1>
    %202 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %cst_1, %198 : tensor<2x2x32x1xi1>, tensor<2x2x32x64xf32>, tensor<2x2x32x64xf32>) outs(%53 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: i1, %in_101: f32, %in_102: f32, %out: f32):
      %227 = arith.select %in, %in_101, %in_102 : f32
      linalg.yield %227 : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_89 = tensor.collapse_shape %202 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %collapsed_90 = tensor.collapse_shape %transposed_83 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %203 = linalg.batch_matmul ins(%collapsed_89, %collapsed_90 : tensor<4x32x64xf32>, tensor<4x64x32xf32>) outs(%153 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_91 = tensor.expand_shape %203 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %transposed_92 = linalg.transpose ins(%expanded_91 : tensor<2x2x32x32xf32>) outs(%174 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_93 = tensor.collapse_shape %transposed_92 [[0], [1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<2x32x64xf32>
    %transposed_94 = linalg.transpose ins(%arg23 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %204 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_94 : tensor<64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %205 = linalg.batch_matmul ins(%collapsed_93, %204 : tensor<2x32x64xf32>, tensor<2x64x64xf32>) outs(%176 : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %205 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.addf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x32x64xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<2x32x64xf32>) outs(%120 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.addf %in, %out : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x32x1xf32>) outs(%119 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.divf %in, %cst_11 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<2x32x1xf32>) outs(%119 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.truncf %cst_10 : f64 to f32
      %228 = arith.addf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<2x32x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x32x1xf32>) outs(%119 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.rsqrt %in : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x1xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %211 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %213 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27, %212 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %transposed_95 = linalg.transpose ins(%arg25 : tensor<128x64xf32>) outs(%90 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_96 = tensor.collapse_shape %213 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %214 = linalg.fill ins(%cst : f32) outs(%90 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %215 = linalg.matmul ins(%collapsed_96, %transposed_95 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%214 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %expanded_97 = tensor.expand_shape %215 [[0, 1], [2]] output_shape [2, 32, 128] : tensor<64x128xf32> into tensor<2x32x128xf32>
    %216 = tensor.empty() : tensor<2x32x128xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<2x32x128xf32>) outs(%216 : tensor<2x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.cmpf ugt, %in, %cst : f32
      %228 = arith.select %227, %in, %cst : f32
      linalg.yield %228 : f32
    } -> tensor<2x32x128xf32>
    %transposed_98 = linalg.transpose ins(%arg26 : tensor<64x128xf32>) outs(%25 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_99 = tensor.collapse_shape %217 [[0, 1], [2]] : tensor<2x32x128xf32> into tensor<64x128xf32>
    %218 = linalg.matmul ins(%collapsed_99, %transposed_98 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%127 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_100 = tensor.expand_shape %218 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %expanded_100 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.addf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x32x64xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%220 : tensor<2x32x64xf32>) outs(%120 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.addf %in, %out : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<2x32x1xf32>) outs(%119 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.divf %in, %cst_11 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<2x32x1xf32>) outs(%119 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = arith.truncf %cst_10 : f64 to f32
      %228 = arith.addf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<2x32x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x32x1xf32>) outs(%119 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %227 = math.rsqrt %in : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %224 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    %226 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %225 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%105 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %227 = arith.mulf %in, %in_101 : f32
      linalg.yield %227 : f32
    } -> tensor<2x32x64xf32>
    return %226 : tensor<2x32x64xf32>
  }
}
