// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: T5EncoderModel(T5Config(vocab_size=256, d_model=64, d_kv=32, d_ff=128, num_layers=1,
//    num_decoder_layers=1, num_heads=2, relative_attention_num_buckets=32, relative_attention_max_distance=64,
//    decoder_start_token_id=0, attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), f32
// Part: encmodel, the whole model: T5EncoderModel: shared embedding, encoder (1 block), final RMSNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: sdpa. Notable: 2 heads x 32, relative position bias, no 1/sqrt(d) scaling, padding mask
// Inputs: %arg0 input_ids: i64[2,64], %arg1 attention_mask: i64[2,64]
// Weights: 11 parameters as function arguments %arg2..%arg12 (torch.func.functional_call); buffers are
//    constants: %arg2 shared.weight: f32[256,64], %arg3 encoder.block.0.layer.0.SelfAttention.q.weight:
//    f32[64,64], %arg4 encoder.block.0.layer.0.SelfAttention.k.weight: f32[64,64], %arg5
//    encoder.block.0.layer.0.SelfAttention.v.weight: f32[64,64], %arg6
//    encoder.block.0.layer.0.SelfAttention.o.weight: f32[64,64], %arg7
//    encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight: f32[32,2], %arg8
//    encoder.block.0.layer.0.layer_norm.weight: f32[64], %arg9
//    encoder.block.0.layer.1.DenseReluDense.wi.weight: f32[128,64], %arg10
//    encoder.block.0.layer.1.DenseReluDense.wo.weight: f32[64,128], %arg11
//    encoder.block.0.layer.1.layer_norm.weight: f32[64], %arg12 encoder.final_layer_norm.weight: f32[64]
// Results: f32[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf t5:encmodel:sdpa:f32 -o assets/models/t5_encmodel_sdpa_f32.mlir
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
module {
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<256x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<32x2xf32>, %arg8: tensor<64xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<64x128xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>) -> tensor<2x64x64xf32> {
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
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x2x64x64xf32>
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<true> : tensor<i1>
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 2.0794415416798357 : f64
    %cst_6 = arith.constant 9.9999999999999995E-7 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 8.000000e+00 : f32
    %cst_9 = arith.constant dense<15> : tensor<64x64xi64>
    %0 = tensor.empty() : tensor<2x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %105 = arith.index_cast %in : i64 to index
      %106 = linalg.index 2 : index
      %107 = arith.cmpi slt, %105, %c256 : index
      cf.assert %107, "index must be smaller than dim size"
      %108 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %108, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%105, %106] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x64xf32>
    %2 = tensor.empty() : tensor<2x64xi1>
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%2 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %105 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %105 : i1
    } -> tensor<2x64xi1>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %105 = linalg.index 0 : index
      %106 = arith.index_cast %105 : index to i64
      linalg.yield %106 : i64
    } -> tensor<2xi64>
    %6 = tensor.empty() : tensor<64xi64>
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %105 = linalg.index 0 : index
      %106 = arith.index_cast %105 : index to i64
      linalg.yield %106 : i64
    } -> tensor<64xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_10 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_11 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %8 = tensor.empty() : tensor<1x1x64x1xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<1x1x64x1xi64>) outs(%8 : tensor<1x1x64x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %105 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %105 : i1
    } -> tensor<1x1x64x1xi1>
    %10 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %9 : tensor<i1>, tensor<1x1x64x1xi1>) outs(%8 : tensor<1x1x64x1xi1>) {
    ^bb0(%in: i1, %in_40: i1, %out: i1):
      %105 = arith.andi %in, %in_40 : i1
      linalg.yield %105 : i1
    } -> tensor<1x1x64x1xi1>
    %11 = tensor.empty() : tensor<2x1x1x64xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_11 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%11 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_40: i64, %out: i1):
      %105 = arith.cmpi slt, %in, %c0_i64 : i64
      %106 = arith.addi %in, %c2_i64 : i64
      %107 = arith.select %105, %106, %in : i64
      %108 = arith.index_cast %107 : i64 to index
      %109 = arith.cmpi slt, %in_40, %c0_i64 : i64
      %110 = arith.addi %in_40, %c64_i64 : i64
      %111 = arith.select %109, %110, %in_40 : i64
      %112 = arith.index_cast %111 : i64 to index
      %extracted = tensor.extract %3[%108, %112] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %13 = tensor.empty() : tensor<2x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x64x1xi1>, tensor<2x1x1x64xi1>) outs(%13 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_40: i1, %out: i1):
      %105 = arith.andi %in, %in_40 : i1
      linalg.yield %105 : i1
    } -> tensor<2x1x64x64xi1>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %105 : f32
    } -> tensor<2x64x64xf32>
    %16 = tensor.empty() : tensor<2x64x1xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<2x64x64xf32>) outs(%17 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.addf %in, %out : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.divf %in, %cst_7 : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.truncf %cst_6 : f64 to f32
      %106 = arith.addf %in, %105 : f32
      linalg.yield %106 : f32
    } -> tensor<2x64x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.rsqrt %in : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %21 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %105 = arith.mulf %in, %in_40 : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x64xf32>
    %23 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %22 : tensor<64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %105 = arith.mulf %in, %in_40 : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x64xf32>
    %24 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %23 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %25 = tensor.empty() : tensor<128x64xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %27 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_12 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %28 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<2x64x2x32xf32>) outs(%28 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_14 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_15 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_16 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_17 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x64x2x32xf32>) outs(%28 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %7 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %expanded_20 = tensor.expand_shape %7 [[0, 1]] output_shape [1, 64] : tensor<64xi64> into tensor<1x64xi64>
    %31 = tensor.empty() : tensor<64x64xi64>
    %32 = linalg.generic {indexing_maps = [#map12, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_20, %expanded_19 : tensor<1x64xi64>, tensor<64x1xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_40: i64, %out: i64):
      %105 = arith.subi %in, %in_40 : i64
      linalg.yield %105 : i64
    } -> tensor<64x64xi64>
    %33 = tensor.empty() : tensor<64x64xi1>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<64x64xi64>) outs(%33 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %105 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %105 : i1
    } -> tensor<64x64xi1>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<64x64xi1>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i1, %out: i64):
      %105 = arith.extui %in : i1 to i64
      linalg.yield %105 : i64
    } -> tensor<64x64xi64>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<64x64xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %105 = arith.muli %in, %c16_i64 : i64
      linalg.yield %105 : i64
    } -> tensor<64x64xi64>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<64x64xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %105 = math.absi %in : i64
      linalg.yield %105 : i64
    } -> tensor<64x64xi64>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<64x64xi64>) outs(%33 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %105 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %105 : i1
    } -> tensor<64x64xi1>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<64x64xi64>) outs(%24 : tensor<64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %105 = arith.sitofp %in : i64 to f32
      linalg.yield %105 : f32
    } -> tensor<64x64xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.divf %in, %cst_8 : f32
      linalg.yield %105 : f32
    } -> tensor<64x64xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.log %in : f32
      linalg.yield %105 : f32
    } -> tensor<64x64xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.truncf %cst_5 : f64 to f32
      %106 = arith.divf %in, %105 : f32
      linalg.yield %106 : f32
    } -> tensor<64x64xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.mulf %in, %cst_8 : f32
      linalg.yield %105 : f32
    } -> tensor<64x64xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<64x64xf32>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: f32, %out: i64):
      %105 = arith.fptosi %in : f32 to i64
      linalg.yield %105 : i64
    } -> tensor<64x64xi64>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<64x64xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %105 = arith.addi %in, %c8_i64 : i64
      linalg.yield %105 : i64
    } -> tensor<64x64xi64>
    %46 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%45, %cst_9 : tensor<64x64xi64>, tensor<64x64xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_40: i64, %out: i64):
      %105 = arith.minsi %in, %in_40 : i64
      linalg.yield %105 : i64
    } -> tensor<64x64xi64>
    %47 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%38, %37, %46 : tensor<64x64xi1>, tensor<64x64xi64>, tensor<64x64xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i1, %in_40: i64, %in_41: i64, %out: i64):
      %105 = arith.select %in, %in_40, %in_41 : i64
      linalg.yield %105 : i64
    } -> tensor<64x64xi64>
    %48 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36, %47 : tensor<64x64xi64>, tensor<64x64xi64>) outs(%31 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_40: i64, %out: i64):
      %105 = arith.addi %in, %in_40 : i64
      linalg.yield %105 : i64
    } -> tensor<64x64xi64>
    %49 = tensor.empty() : tensor<64x64x2xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<64x64xi64>) outs(%49 : tensor<64x64x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %105 = arith.index_cast %in : i64 to index
      %106 = linalg.index 2 : index
      %107 = arith.cmpi slt, %105, %c32 : index
      cf.assert %107, "index must be smaller than dim size"
      %108 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %108, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg7[%105, %106] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x2xf32>
    %transposed_21 = linalg.transpose ins(%50 : tensor<64x64x2xf32>) outs(%0 : tensor<2x64x64xf32>) permutation = [2, 0, 1] 
    %expanded_22 = tensor.expand_shape %transposed_21 [[0, 1], [2], [3]] output_shape [1, 2, 64, 64] : tensor<2x64x64xf32> into tensor<1x2x64x64xf32>
    %51 = tensor.empty() : tensor<2x2x64x64xf32>
    %52 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_22, %cst_2 : tensor<2x1x64x64xi1>, tensor<1x2x64x64xf32>, tensor<f32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_40: f32, %in_41: f32, %out: f32):
      %105 = arith.select %in, %in_40, %in_41 : f32
      linalg.yield %105 : f32
    } -> tensor<2x2x64x64xf32>
    %53 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_23 = linalg.transpose ins(%expanded_15 : tensor<2x64x2x32xf32>) outs(%53 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_24 = tensor.collapse_shape %transposed_13 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %54 = tensor.empty() : tensor<4x64x64xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %56 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%55 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_26 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26, %52 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %105 = arith.addf %in, %in_40 : f32
      linalg.yield %105 : f32
    } -> tensor<2x2x64x64xf32>
    %58 = tensor.empty() : tensor<2x2x64xi64>
    %59 = linalg.fill ins(%c0_i64 : i64) outs(%58 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %60 = tensor.empty() : tensor<2x2x64xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %62:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<2x2x64x64xf32>) outs(%61, %59 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_40: i64):
      %105 = linalg.index 3 : index
      %106 = arith.index_cast %105 : index to i64
      %107 = arith.maximumf %in, %out : f32
      %108 = arith.cmpf ogt, %in, %out : f32
      %109 = arith.select %108, %106, %out_40 : i64
      linalg.yield %107, %109 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_27 = tensor.expand_shape %62#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %63 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_27 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %105 = arith.subf %in, %in_40 : f32
      linalg.yield %105 : f32
    } -> tensor<2x2x64x64xf32>
    %64 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<2x2x64x64xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.exp %in : f32
      linalg.yield %105 : f32
    } -> tensor<2x2x64x64xf32>
    %65 = tensor.empty() : tensor<2x2x64x1xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<2x2x64x64xf32>) outs(%66 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.addf %in, %out : f32
      linalg.yield %105 : f32
    } -> tensor<2x2x64x1xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %67 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %105 = arith.divf %in, %in_40 : f32
      linalg.yield %105 : f32
    } -> tensor<2x2x64x64xf32>
    %69 = tensor.empty() : tensor<2x2x64x64xi1>
    %70 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x2x64x64xf32>) outs(%69 : tensor<2x2x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %105 = arith.extf %in : f32 to f64
      %106 = arith.cmpf oeq, %105, %cst_4 : f64
      linalg.yield %106 : i1
    } -> tensor<2x2x64x64xi1>
    %71 = tensor.empty() : tensor<2x2x64x1xi1>
    %72 = linalg.fill ins(%true : i1) outs(%71 : tensor<2x2x64x1xi1>) -> tensor<2x2x64x1xi1>
    %73 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%70 : tensor<2x2x64x64xi1>) outs(%72 : tensor<2x2x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %105 = arith.andi %in, %out : i1
      linalg.yield %105 : i1
    } -> tensor<2x2x64x1xi1>
    %74 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %cst_1, %68 : tensor<2x2x64x1xi1>, tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%51 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_40: f32, %in_41: f32, %out: f32):
      %105 = arith.select %in, %in_40, %in_41 : f32
      linalg.yield %105 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_28 = tensor.collapse_shape %74 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %75 = tensor.empty() : tensor<4x64x32xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %77 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%76 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_30 = tensor.expand_shape %77 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %78 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x2x64x32xf32>) outs(%78 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_32 = tensor.collapse_shape %transposed_31 [[0], [1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<2x64x64xf32>
    %transposed_33 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %79 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_33 : tensor<64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %81 = linalg.batch_matmul ins(%collapsed_32, %79 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%80 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %81 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %105 = arith.addf %in, %in_40 : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x64xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %105 : f32
    } -> tensor<2x64x64xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<2x64x64xf32>) outs(%17 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.addf %in, %out : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.divf %in, %cst_7 : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.truncf %cst_6 : f64 to f32
      %106 = arith.addf %in, %105 : f32
      linalg.yield %106 : f32
    } -> tensor<2x64x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.rsqrt %in : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %87 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %105 = arith.mulf %in, %in_40 : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x64xf32>
    %89 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %88 : tensor<64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %105 = arith.mulf %in, %in_40 : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x64xf32>
    %90 = tensor.empty() : tensor<64x128xf32>
    %transposed_34 = linalg.transpose ins(%arg9 : tensor<128x64xf32>) outs(%90 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_35 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %91 = tensor.empty() : tensor<128x128xf32>
    %92 = linalg.fill ins(%cst : f32) outs(%91 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %93 = linalg.matmul ins(%collapsed_35, %transposed_34 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%92 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_36 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %94 = tensor.empty() : tensor<2x64x128xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x64x128xf32>) outs(%94 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.cmpf ugt, %in, %cst : f32
      %106 = arith.select %105, %in, %cst : f32
      linalg.yield %106 : f32
    } -> tensor<2x64x128xf32>
    %transposed_37 = linalg.transpose ins(%arg10 : tensor<64x128xf32>) outs(%25 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %96 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%26 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_39 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %expanded_39 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %105 = arith.addf %in, %in_40 : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x64xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %105 : f32
    } -> tensor<2x64x64xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x64x64xf32>) outs(%17 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.addf %in, %out : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.divf %in, %cst_7 : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.truncf %cst_6 : f64 to f32
      %106 = arith.addf %in, %105 : f32
      linalg.yield %106 : f32
    } -> tensor<2x64x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x64x1xf32>) outs(%16 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.rsqrt %in : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %102 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %105 = arith.mulf %in, %in_40 : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x64xf32>
    %104 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %103 : tensor<64xf32>, tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %105 = arith.mulf %in, %in_40 : f32
      linalg.yield %105 : f32
    } -> tensor<2x64x64xf32>
    return %104 : tensor<2x64x64xf32>
  }
}
