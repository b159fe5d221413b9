// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: T5Model(T5Config(vocab_size=256, d_model=64, d_kv=32, d_ff=128, num_layers=1, num_decoder_layers=1,
//    num_heads=2, relative_attention_num_buckets=32, relative_attention_max_distance=64,
//    decoder_start_token_id=0, attn_implementation='eager')), random weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: T5Model: shared embedding, encoder (1 block) and decoder (1 block), input_ids
//    [2,64] + attention_mask, decoder_input_ids [2,32]
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64], decoder_input_ids i64[2,32]
//    (attention_mask: batch element 1 ends with 16 padding tokens)
// attn_implementation: eager. Notable: 2 heads x 32, relative position bias, no 1/sqrt(d) scaling, padding
//    mask; 3 attentions: encoder (64x64, padding), decoder causal (32x32), cross (32x64, padding)
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
// Regenerate: venv/bin/python tools/import_torch.py --hf t5:model:eager:f32 -o assets/models/t5_model_eager_f32.mlir
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
#map14 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
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
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x2x32x64xf32>
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 1.3862943611198906 : f64
    %cst_6 = arith.constant 2.0794415416798357 : f64
    %cst_7 = arith.constant 9.9999999999999995E-7 : f64
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 8.000000e+00 : f32
    %cst_10 = arith.constant 1.600000e+01 : f32
    %cst_11 = arith.constant dense<31> : tensor<32x32xi64>
    %cst_12 = arith.constant dense<0> : tensor<32x32xi64>
    %cst_13 = arith.constant dense<15> : tensor<64x64xi64>
    %0 = tensor.empty() : tensor<2x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %212 = arith.index_cast %in : i64 to index
      %213 = linalg.index 2 : index
      %214 = arith.cmpi slt, %212, %c256 : index
      cf.assert %214, "index must be smaller than dim size"
      %215 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %215, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%212, %213] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x64xf32>
    %2 = tensor.empty() : tensor<2x64xi1>
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%2 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %212 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %212 : i1
    } -> tensor<2x64xi1>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %212 = linalg.index 0 : index
      %213 = arith.index_cast %212 : index to i64
      linalg.yield %213 : i64
    } -> tensor<2xi64>
    %6 = tensor.empty() : tensor<64xi64>
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %212 = linalg.index 0 : index
      %213 = arith.index_cast %212 : index to i64
      linalg.yield %213 : i64
    } -> tensor<64xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_15 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %8 = tensor.empty() : tensor<1x1x64x1xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x1x64x1xi64>) outs(%8 : tensor<1x1x64x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %212 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %212 : i1
    } -> tensor<1x1x64x1xi1>
    %10 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %9 : tensor<i1>, tensor<1x1x64x1xi1>) outs(%8 : tensor<1x1x64x1xi1>) {
    ^bb0(%in: i1, %in_101: i1, %out: i1):
      %212 = arith.andi %in, %in_101 : i1
      linalg.yield %212 : i1
    } -> tensor<1x1x64x1xi1>
    %11 = tensor.empty() : tensor<2x1x1x64xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_15 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%11 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_101: i64, %out: i1):
      %212 = arith.cmpi slt, %in, %c0_i64 : i64
      %213 = arith.addi %in, %c2_i64 : i64
      %214 = arith.select %212, %213, %in : i64
      %215 = arith.index_cast %214 : i64 to index
      %216 = arith.cmpi slt, %in_101, %c0_i64 : i64
      %217 = arith.addi %in_101, %c64_i64 : i64
      %218 = arith.select %216, %217, %in_101 : i64
      %219 = arith.index_cast %218 : i64 to index
      %extracted = tensor.extract %3[%215, %219] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %13 = tensor.empty() : tensor<2x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x64x1xi1>, tensor<2x1x1x64xi1>) outs(%13 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_101: i1, %out: i1):
      %212 = arith.andi %in, %in_101 : i1
      linalg.yield %212 : i1
    } -> tensor<2x1x64x64xi1>
    %15 = tensor.empty() : tensor<2x1x64x64xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_3, %cst_2 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%15 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_101: f32, %in_102: f32, %out: f32):
      %212 = arith.select %in, %in_101, %in_102 : f32
      linalg.yield %212 : f32
    } -> tensor<2x1x64x64xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %212 : f32
    } -> tensor<2x64x64xf32>
    %18 = tensor.empty() : tensor<2x64x1xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<2x64x64xf32>) outs(%19 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x64x1xf32>) outs(%18 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_8 : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x64x1xf32>) outs(%18 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_7 : f64 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x64x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x64x1xf32>) outs(%18 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.rsqrt %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %23 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x64xf32>
    %25 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %24 : tensor<64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x64xf32>
    %26 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %25 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %27 = tensor.empty() : tensor<128x64xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %29 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%28 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_16 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %30 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<2x64x2x32xf32>) outs(%30 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_18 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %31 = linalg.matmul ins(%collapsed, %transposed_18 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%28 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_19 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_20 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %32 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%28 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_21 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<2x64x2x32xf32>) outs(%30 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_23 = tensor.expand_shape %7 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %expanded_24 = tensor.expand_shape %7 [[0, 1]] output_shape [1, 64] : tensor<64xi64> into tensor<1x64xi64>
    %33 = tensor.empty() : tensor<64x64xi64>
    %34 = linalg.generic {indexing_maps = [#map12, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_24, %expanded_23 : tensor<1x64xi64>, tensor<64x1xi64>) outs(%33 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %212 = arith.subi %in, %in_101 : i64
      linalg.yield %212 : i64
    } -> tensor<64x64xi64>
    %35 = tensor.empty() : tensor<64x64xi1>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<64x64xi64>) outs(%35 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %212 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %212 : i1
    } -> tensor<64x64xi1>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<64x64xi1>) outs(%33 : tensor<64x64xi64>) {
    ^bb0(%in: i1, %out: i64):
      %212 = arith.extui %in : i1 to i64
      linalg.yield %212 : i64
    } -> tensor<64x64xi64>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<64x64xi64>) outs(%33 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %212 = arith.muli %in, %c16_i64 : i64
      linalg.yield %212 : i64
    } -> tensor<64x64xi64>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<64x64xi64>) outs(%33 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %212 = math.absi %in : i64
      linalg.yield %212 : i64
    } -> tensor<64x64xi64>
    %40 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<64x64xi64>) outs(%35 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %212 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %212 : i1
    } -> tensor<64x64xi1>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<64x64xi64>) outs(%26 : tensor<64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %212 = arith.sitofp %in : i64 to f32
      linalg.yield %212 : f32
    } -> tensor<64x64xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_9 : f32
      linalg.yield %212 : f32
    } -> tensor<64x64xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.log %in : f32
      linalg.yield %212 : f32
    } -> tensor<64x64xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_6 : f64 to f32
      %213 = arith.divf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<64x64xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.mulf %in, %cst_9 : f32
      linalg.yield %212 : f32
    } -> tensor<64x64xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<64x64xf32>) outs(%33 : tensor<64x64xi64>) {
    ^bb0(%in: f32, %out: i64):
      %212 = arith.fptosi %in : f32 to i64
      linalg.yield %212 : i64
    } -> tensor<64x64xi64>
    %47 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<64x64xi64>) outs(%33 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %212 = arith.addi %in, %c8_i64 : i64
      linalg.yield %212 : i64
    } -> tensor<64x64xi64>
    %48 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%47, %cst_13 : tensor<64x64xi64>, tensor<64x64xi64>) outs(%33 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %212 = arith.minsi %in, %in_101 : i64
      linalg.yield %212 : i64
    } -> tensor<64x64xi64>
    %49 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%40, %39, %48 : tensor<64x64xi1>, tensor<64x64xi64>, tensor<64x64xi64>) outs(%33 : tensor<64x64xi64>) {
    ^bb0(%in: i1, %in_101: i64, %in_102: i64, %out: i64):
      %212 = arith.select %in, %in_101, %in_102 : i64
      linalg.yield %212 : i64
    } -> tensor<64x64xi64>
    %50 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%38, %49 : tensor<64x64xi64>, tensor<64x64xi64>) outs(%33 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %212 = arith.addi %in, %in_101 : i64
      linalg.yield %212 : i64
    } -> tensor<64x64xi64>
    %51 = tensor.empty() : tensor<64x64x2xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<64x64xi64>) outs(%51 : tensor<64x64x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %212 = arith.index_cast %in : i64 to index
      %213 = linalg.index 2 : index
      %214 = arith.cmpi slt, %212, %c32 : index
      cf.assert %214, "index must be smaller than dim size"
      %215 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %215, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg8[%212, %213] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x2xf32>
    %transposed_25 = linalg.transpose ins(%52 : tensor<64x64x2xf32>) outs(%0 : tensor<2x64x64xf32>) permutation = [2, 0, 1] 
    %expanded_26 = tensor.expand_shape %transposed_25 [[0, 1], [2], [3]] output_shape [1, 2, 64, 64] : tensor<2x64x64xf32> into tensor<1x2x64x64xf32>
    %53 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_27 = linalg.transpose ins(%expanded_19 : tensor<2x64x2x32xf32>) outs(%53 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_28 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %54 = tensor.empty() : tensor<4x64x64xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %56 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%55 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_30 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %57 = tensor.empty() : tensor<2x2x64x64xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %expanded_26 : tensor<2x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%57 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.addf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x64x64xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %16 : tensor<2x2x64x64xf32>, tensor<2x1x64x64xf32>) outs(%57 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.addf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x64x64xf32>
    %60 = tensor.empty() : tensor<2x2x64xi64>
    %61 = linalg.fill ins(%c0_i64 : i64) outs(%60 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %62 = tensor.empty() : tensor<2x2x64xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %64:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%59 : tensor<2x2x64x64xf32>) outs(%63, %61 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_101: i64):
      %212 = linalg.index 3 : index
      %213 = arith.index_cast %212 : index to i64
      %214 = arith.maximumf %in, %out : f32
      %215 = arith.cmpf ogt, %in, %out : f32
      %216 = arith.select %215, %213, %out_101 : i64
      linalg.yield %214, %216 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_31 = tensor.expand_shape %64#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %65 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_31 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%57 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.subf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x64x64xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<2x2x64x64xf32>) outs(%57 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.exp %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x64x64xf32>
    %67 = tensor.empty() : tensor<2x2x64x1xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %69 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<2x2x64x64xf32>) outs(%68 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x64x1xf32>
    %70 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %69 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%57 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.divf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_32 = tensor.collapse_shape %70 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_33 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %71 = tensor.empty() : tensor<4x64x32xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %73 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%72 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_34 = tensor.expand_shape %73 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %74 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<2x2x64x32xf32>) outs(%74 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_36 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %transposed_35 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %75 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%28 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_38 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_38 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.addf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x64xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %212 : f32
    } -> tensor<2x64x64xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x64x64xf32>) outs(%19 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x64x1xf32>) outs(%18 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_8 : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x64x1xf32>) outs(%18 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_7 : f64 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x64x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x64x1xf32>) outs(%18 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.rsqrt %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %81 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x64xf32>
    %83 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %82 : tensor<64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x64xf32>
    %84 = tensor.empty() : tensor<64x128xf32>
    %transposed_39 = linalg.transpose ins(%arg10 : tensor<128x64xf32>) outs(%84 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %85 = tensor.empty() : tensor<128x128xf32>
    %86 = linalg.fill ins(%cst : f32) outs(%85 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %87 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%86 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_41 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %88 = tensor.empty() : tensor<2x64x128xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<2x64x128xf32>) outs(%88 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<2x64x128xf32>
    %transposed_42 = linalg.transpose ins(%arg11 : tensor<64x128xf32>) outs(%27 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %90 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%28 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_44 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %expanded_44 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.addf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x64xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %212 : f32
    } -> tensor<2x64x64xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<2x64x64xf32>) outs(%19 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x64x1xf32>) outs(%18 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_8 : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x64x1xf32>) outs(%18 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_7 : f64 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x64x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x64x1xf32>) outs(%18 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.rsqrt %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %96 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x64xf32>
    %98 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13, %97 : tensor<64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x64x64xf32>
    %99 = tensor.empty() : tensor<2x32x64xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x32xi64>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %212 = arith.index_cast %in : i64 to index
      %213 = linalg.index 2 : index
      %214 = arith.cmpi slt, %212, %c256 : index
      cf.assert %214, "index must be smaller than dim size"
      %215 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %215, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%212, %213] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x32x64xf32>
    %101 = tensor.empty() : tensor<32xi64>
    %102 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%101 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %212 = linalg.index 0 : index
      %213 = arith.index_cast %212 : index to i64
      linalg.yield %213 : i64
    } -> tensor<32xi64>
    %expanded_45 = tensor.expand_shape %102 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xi64> into tensor<1x1x32x1xi64>
    %expanded_46 = tensor.expand_shape %102 [[0, 1, 2, 3]] output_shape [1, 1, 1, 32] : tensor<32xi64> into tensor<1x1x1x32xi64>
    %103 = tensor.empty() : tensor<1x1x32x32xi1>
    %104 = linalg.generic {indexing_maps = [#map9, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_46, %expanded_45 : tensor<1x1x1x32xi64>, tensor<1x1x32x1xi64>) outs(%103 : tensor<1x1x32x32xi1>) {
    ^bb0(%in: i64, %in_101: i64, %out: i1):
      %212 = arith.cmpi sle, %in, %in_101 : i64
      linalg.yield %212 : i1
    } -> tensor<1x1x32x32xi1>
    %105 = tensor.empty() : tensor<2x1x32x32xi1>
    %collapsed_47 = tensor.collapse_shape %104 [[0, 1], [2], [3]] : tensor<1x1x32x32xi1> into tensor<1x32x32xi1>
    %106 = linalg.generic {indexing_maps = [#map18, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_47 : tensor<1x32x32xi1>) outs(%105 : tensor<2x1x32x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x1x32x32xi1>
    %107 = tensor.empty() : tensor<2x1x32x32xf32>
    %108 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %cst_3, %cst_2 : tensor<2x1x32x32xi1>, tensor<f32>, tensor<f32>) outs(%107 : tensor<2x1x32x32xf32>) {
    ^bb0(%in: i1, %in_101: f32, %in_102: f32, %out: f32):
      %212 = arith.select %in, %in_101, %in_102 : f32
      linalg.yield %212 : f32
    } -> tensor<2x1x32x32xf32>
    %109 = tensor.empty() : tensor<1x1x32x1xi1>
    %110 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<1x1x32x1xi64>) outs(%109 : tensor<1x1x32x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %212 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %212 : i1
    } -> tensor<1x1x32x1xi1>
    %111 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %110 : tensor<i1>, tensor<1x1x32x1xi1>) outs(%109 : tensor<1x1x32x1xi1>) {
    ^bb0(%in: i1, %in_101: i1, %out: i1):
      %212 = arith.andi %in, %in_101 : i1
      linalg.yield %212 : i1
    } -> tensor<1x1x32x1xi1>
    %112 = tensor.empty() : tensor<2x1x32x64xi1>
    %113 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %12 : tensor<1x1x32x1xi1>, tensor<2x1x1x64xi1>) outs(%112 : tensor<2x1x32x64xi1>) {
    ^bb0(%in: i1, %in_101: i1, %out: i1):
      %212 = arith.andi %in, %in_101 : i1
      linalg.yield %212 : i1
    } -> tensor<2x1x32x64xi1>
    %114 = tensor.empty() : tensor<2x1x32x64xf32>
    %115 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %cst_3, %cst_2 : tensor<2x1x32x64xi1>, tensor<f32>, tensor<f32>) outs(%114 : tensor<2x1x32x64xf32>) {
    ^bb0(%in: i1, %in_101: f32, %in_102: f32, %out: f32):
      %212 = arith.select %in, %in_101, %in_102 : f32
      linalg.yield %212 : f32
    } -> tensor<2x1x32x64xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x32x64xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %117 = tensor.empty() : tensor<2x32x1xf32>
    %118 = linalg.fill ins(%cst : f32) outs(%117 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<2x32x64xf32>) outs(%118 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x32x1xf32>) outs(%117 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_8 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x32x1xf32>) outs(%117 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_7 : f64 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x32x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x32x1xf32>) outs(%117 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.rsqrt %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %122 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %124 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %123 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %transposed_48 = linalg.transpose ins(%arg14 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_49 = tensor.collapse_shape %124 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %125 = linalg.fill ins(%cst : f32) outs(%26 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %126 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%125 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_50 = tensor.expand_shape %126 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %127 = tensor.empty() : tensor<2x2x32x32xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<2x32x2x32xf32>) outs(%127 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_52 = linalg.transpose ins(%arg15 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %128 = linalg.matmul ins(%collapsed_49, %transposed_52 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%125 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_53 = tensor.expand_shape %128 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_54 = linalg.transpose ins(%arg16 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %129 = linalg.matmul ins(%collapsed_49, %transposed_54 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%125 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_55 = tensor.expand_shape %129 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x32x2x32xf32>) outs(%127 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_57 = tensor.expand_shape %102 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %expanded_58 = tensor.expand_shape %102 [[0, 1]] output_shape [1, 32] : tensor<32xi64> into tensor<1x32xi64>
    %130 = tensor.empty() : tensor<32x32xi64>
    %131 = linalg.generic {indexing_maps = [#map12, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_58, %expanded_57 : tensor<1x32xi64>, tensor<32x1xi64>) outs(%130 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %212 = arith.subi %in, %in_101 : i64
      linalg.yield %212 : i64
    } -> tensor<32x32xi64>
    %132 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%131, %cst_12 : tensor<32x32xi64>, tensor<32x32xi64>) outs(%130 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %212 = arith.minsi %in, %in_101 : i64
      linalg.yield %212 : i64
    } -> tensor<32x32xi64>
    %133 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<32x32xi64>) outs(%130 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %out: i64):
      %212 = arith.sitofp %in : i64 to f32
      %213 = arith.negf %212 : f32
      %214 = arith.fptosi %213 : f32 to i64
      linalg.yield %214 : i64
    } -> tensor<32x32xi64>
    %134 = tensor.empty() : tensor<32x32xi1>
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<32x32xi64>) outs(%134 : tensor<32x32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %212 = arith.cmpi slt, %in, %c16_i64 : i64
      linalg.yield %212 : i1
    } -> tensor<32x32xi1>
    %136 = tensor.empty() : tensor<32x32xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<32x32xi64>) outs(%136 : tensor<32x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %212 = arith.sitofp %in : i64 to f32
      linalg.yield %212 : f32
    } -> tensor<32x32xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<32x32xf32>) outs(%136 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_10 : f32
      linalg.yield %212 : f32
    } -> tensor<32x32xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<32x32xf32>) outs(%136 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.log %in : f32
      linalg.yield %212 : f32
    } -> tensor<32x32xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<32x32xf32>) outs(%136 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_5 : f64 to f32
      %213 = arith.divf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<32x32xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%140 : tensor<32x32xf32>) outs(%136 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.mulf %in, %cst_10 : f32
      linalg.yield %212 : f32
    } -> tensor<32x32xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%141 : tensor<32x32xf32>) outs(%130 : tensor<32x32xi64>) {
    ^bb0(%in: f32, %out: i64):
      %212 = arith.fptosi %in : f32 to i64
      linalg.yield %212 : i64
    } -> tensor<32x32xi64>
    %143 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%142 : tensor<32x32xi64>) outs(%130 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %out: i64):
      %212 = arith.addi %in, %c16_i64 : i64
      linalg.yield %212 : i64
    } -> tensor<32x32xi64>
    %144 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%143, %cst_11 : tensor<32x32xi64>, tensor<32x32xi64>) outs(%130 : tensor<32x32xi64>) {
    ^bb0(%in: i64, %in_101: i64, %out: i64):
      %212 = arith.minsi %in, %in_101 : i64
      linalg.yield %212 : i64
    } -> tensor<32x32xi64>
    %145 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%135, %133, %144 : tensor<32x32xi1>, tensor<32x32xi64>, tensor<32x32xi64>) outs(%130 : tensor<32x32xi64>) {
    ^bb0(%in: i1, %in_101: i64, %in_102: i64, %out: i64):
      %212 = arith.select %in, %in_101, %in_102 : i64
      linalg.yield %212 : i64
    } -> tensor<32x32xi64>
    %146 = tensor.empty() : tensor<32x32x2xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<32x32xi64>) outs(%146 : tensor<32x32x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %212 = arith.index_cast %in : i64 to index
      %213 = linalg.index 2 : index
      %214 = arith.cmpi slt, %212, %c32 : index
      cf.assert %214, "index must be smaller than dim size"
      %215 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %215, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg18[%212, %213] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x32x2xf32>
    %148 = tensor.empty() : tensor<2x32x32xf32>
    %transposed_59 = linalg.transpose ins(%147 : tensor<32x32x2xf32>) outs(%148 : tensor<2x32x32xf32>) permutation = [2, 0, 1] 
    %expanded_60 = tensor.expand_shape %transposed_59 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %transposed_61 = linalg.transpose ins(%expanded_53 : tensor<2x32x2x32xf32>) outs(%127 : tensor<2x2x32x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_62 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_63 = tensor.collapse_shape %transposed_61 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %149 = tensor.empty() : tensor<4x32x32xf32>
    %150 = linalg.fill ins(%cst : f32) outs(%149 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %151 = linalg.batch_matmul ins(%collapsed_62, %collapsed_63 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%150 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_64 = tensor.expand_shape %151 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_64, %expanded_60 : tensor<2x2x32x32xf32>, tensor<1x2x32x32xf32>) outs(%127 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.addf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x32x32xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %108 : tensor<2x2x32x32xf32>, tensor<2x1x32x32xf32>) outs(%127 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.addf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x32x32xf32>
    %154 = tensor.empty() : tensor<2x2x32xi64>
    %155 = linalg.fill ins(%c0_i64 : i64) outs(%154 : tensor<2x2x32xi64>) -> tensor<2x2x32xi64>
    %156 = tensor.empty() : tensor<2x2x32xf32>
    %157 = linalg.fill ins(%cst_0 : f32) outs(%156 : tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %158:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%153 : tensor<2x2x32x32xf32>) outs(%157, %155 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_101: i64):
      %212 = linalg.index 3 : index
      %213 = arith.index_cast %212 : index to i64
      %214 = arith.maximumf %in, %out : f32
      %215 = arith.cmpf ogt, %in, %out : f32
      %216 = arith.select %215, %213, %out_101 : i64
      linalg.yield %214, %216 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_65 = tensor.expand_shape %158#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %159 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_65 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%127 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.subf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x32x32xf32>
    %160 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<2x2x32x32xf32>) outs(%127 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.exp %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x32x32xf32>
    %161 = tensor.empty() : tensor<2x2x32x1xf32>
    %162 = linalg.fill ins(%cst : f32) outs(%161 : tensor<2x2x32x1xf32>) -> tensor<2x2x32x1xf32>
    %163 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%160 : tensor<2x2x32x32xf32>) outs(%162 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x32x1xf32>
    %164 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %163 : tensor<2x2x32x32xf32>, tensor<2x2x32x1xf32>) outs(%127 : tensor<2x2x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.divf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x32x32xf32>
    %collapsed_66 = tensor.collapse_shape %164 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_67 = tensor.collapse_shape %transposed_56 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %165 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%150 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_68 = tensor.expand_shape %165 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %166 = tensor.empty() : tensor<2x32x2x32xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<2x2x32x32xf32>) outs(%166 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_70 = linalg.transpose ins(%arg17 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_71 = tensor.collapse_shape %transposed_69 [[0, 1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<64x64xf32>
    %167 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%125 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_72 = tensor.expand_shape %167 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %expanded_72 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.addf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x32x64xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%169 : tensor<2x32x64xf32>) outs(%118 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x32x1xf32>) outs(%117 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_8 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x32x1xf32>) outs(%117 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_7 : f64 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x32x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x32x1xf32>) outs(%117 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.rsqrt %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %173 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %175 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg24, %174 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %transposed_73 = linalg.transpose ins(%arg20 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_74 = tensor.collapse_shape %175 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %176 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%125 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_75 = tensor.expand_shape %176 [[0, 1], [2, 3]] output_shape [2, 32, 2, 32] : tensor<64x64xf32> into tensor<2x32x2x32xf32>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<2x32x2x32xf32>) outs(%127 : tensor<2x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_77 = linalg.transpose ins(%arg21 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_78 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %177 = linalg.matmul ins(%collapsed_78, %transposed_77 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%28 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_79 = tensor.expand_shape %177 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_80 = linalg.transpose ins(%arg22 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %178 = linalg.matmul ins(%collapsed_78, %transposed_80 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%28 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_81 = tensor.expand_shape %178 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<2x64x2x32xf32>) outs(%30 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_83 = linalg.transpose ins(%expanded_79 : tensor<2x64x2x32xf32>) outs(%53 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_84 = tensor.collapse_shape %transposed_76 [[0, 1], [2], [3]] : tensor<2x2x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_85 = tensor.collapse_shape %transposed_83 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %179 = tensor.empty() : tensor<4x32x64xf32>
    %180 = linalg.fill ins(%cst : f32) outs(%179 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %181 = linalg.batch_matmul ins(%collapsed_84, %collapsed_85 : tensor<4x32x32xf32>, tensor<4x32x64xf32>) outs(%180 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %expanded_86 = tensor.expand_shape %181 [[0, 1], [2], [3]] output_shape [2, 2, 32, 64] : tensor<4x32x64xf32> into tensor<2x2x32x64xf32>
    %182 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_86, %cst_1 : tensor<2x2x32x64xf32>, tensor<1x2x32x64xf32>) outs(%53 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.addf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x32x64xf32>
    %183 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %115 : tensor<2x2x32x64xf32>, tensor<2x1x32x64xf32>) outs(%53 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.addf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x32x64xf32>
    %184:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%183 : tensor<2x2x32x64xf32>) outs(%157, %155 : tensor<2x2x32xf32>, tensor<2x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_101: i64):
      %212 = linalg.index 3 : index
      %213 = arith.index_cast %212 : index to i64
      %214 = arith.maximumf %in, %out : f32
      %215 = arith.cmpf ogt, %in, %out : f32
      %216 = arith.select %215, %213, %out_101 : i64
      linalg.yield %214, %216 : f32, i64
    } -> (tensor<2x2x32xf32>, tensor<2x2x32xi64>)
    %expanded_87 = tensor.expand_shape %184#0 [[0], [1], [2, 3]] output_shape [2, 2, 32, 1] : tensor<2x2x32xf32> into tensor<2x2x32x1xf32>
    %185 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_87 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%53 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.subf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x32x64xf32>
    %186 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<2x2x32x64xf32>) outs(%53 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.exp %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x32x64xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%186 : tensor<2x2x32x64xf32>) outs(%162 : tensor<2x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x32x1xf32>
    %188 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %187 : tensor<2x2x32x64xf32>, tensor<2x2x32x1xf32>) outs(%53 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.divf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_88 = tensor.collapse_shape %188 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %collapsed_89 = tensor.collapse_shape %transposed_82 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %189 = linalg.batch_matmul ins(%collapsed_88, %collapsed_89 : tensor<4x32x64xf32>, tensor<4x64x32xf32>) outs(%150 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded_90 = tensor.expand_shape %189 [[0, 1], [2], [3]] output_shape [2, 2, 32, 32] : tensor<4x32x32xf32> into tensor<2x2x32x32xf32>
    %transposed_91 = linalg.transpose ins(%expanded_90 : tensor<2x2x32x32xf32>) outs(%166 : tensor<2x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_92 = linalg.transpose ins(%arg23 : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_93 = tensor.collapse_shape %transposed_91 [[0, 1], [2, 3]] : tensor<2x32x2x32xf32> into tensor<64x64xf32>
    %190 = linalg.matmul ins(%collapsed_93, %transposed_92 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%125 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_94 = tensor.expand_shape %190 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %expanded_94 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.addf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<2x32x64xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%192 : tensor<2x32x64xf32>) outs(%118 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<2x32x1xf32>) outs(%117 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_8 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x32x1xf32>) outs(%117 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_7 : f64 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x32x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x32x1xf32>) outs(%117 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.rsqrt %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %196 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %198 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27, %197 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %transposed_95 = linalg.transpose ins(%arg25 : tensor<128x64xf32>) outs(%84 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_96 = tensor.collapse_shape %198 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %199 = linalg.fill ins(%cst : f32) outs(%84 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %200 = linalg.matmul ins(%collapsed_96, %transposed_95 : tensor<64x64xf32>, tensor<64x128xf32>) outs(%199 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %expanded_97 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [2, 32, 128] : tensor<64x128xf32> into tensor<2x32x128xf32>
    %201 = tensor.empty() : tensor<2x32x128xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<2x32x128xf32>) outs(%201 : tensor<2x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<2x32x128xf32>
    %transposed_98 = linalg.transpose ins(%arg26 : tensor<64x128xf32>) outs(%27 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_99 = tensor.collapse_shape %202 [[0, 1], [2]] : tensor<2x32x128xf32> into tensor<64x128xf32>
    %203 = linalg.matmul ins(%collapsed_99, %transposed_98 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%125 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_100 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %expanded_100 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.addf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x32x64xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<2x32x64xf32>) outs(%118 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x32x1xf32>) outs(%117 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_8 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<2x32x1xf32>) outs(%117 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_7 : f64 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x32x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x32x1xf32>) outs(%117 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.rsqrt %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %209 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    %211 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %210 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%99 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %212 = arith.mulf %in, %in_101 : f32
      linalg.yield %212 : f32
    } -> tensor<2x32x64xf32>
    return %211 : tensor<2x32x64xf32>
  }
}
