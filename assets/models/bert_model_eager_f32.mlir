// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: BertModel(BertConfig(vocab_size=256, hidden_size=64, num_hidden_layers=1, num_attention_heads=2,
//    intermediate_size=128, max_position_embeddings=128, type_vocab_size=2, attn_implementation='eager'),
//    add_pooling_layer=False), random weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: BertModel without pooler: word + position + token-type embeddings, LayerNorm, 1
//    layer
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: eager. Notable: bidirectional, padding mask (create_bidirectional_mask), 2 heads x 32;
//    embedding gathers, the padding mask built in the graph
// Inputs: %arg0 input_ids: i64[2,64], %arg1 attention_mask: i64[2,64]
// Weights: 21 parameters as function arguments %arg2..%arg22 (torch.func.functional_call); buffers are
//    constants: %arg2 embeddings.word_embeddings.weight: f32[256,64], %arg3
//    embeddings.position_embeddings.weight: f32[128,64], %arg4 embeddings.token_type_embeddings.weight:
//    f32[2,64], %arg5 embeddings.LayerNorm.weight: f32[64], %arg6 embeddings.LayerNorm.bias: f32[64], %arg7
//    encoder.layer.0.attention.self.query.weight: f32[64,64], %arg8 encoder.layer.0.attention.self.query.bias:
//    f32[64], %arg9 encoder.layer.0.attention.self.key.weight: f32[64,64], %arg10
//    encoder.layer.0.attention.self.key.bias: f32[64], %arg11 encoder.layer.0.attention.self.value.weight:
//    f32[64,64], %arg12 encoder.layer.0.attention.self.value.bias: f32[64], %arg13
//    encoder.layer.0.attention.output.dense.weight: f32[64,64], %arg14
//    encoder.layer.0.attention.output.dense.bias: f32[64], %arg15
//    encoder.layer.0.attention.output.LayerNorm.weight: f32[64], %arg16
//    encoder.layer.0.attention.output.LayerNorm.bias: f32[64], %arg17
//    encoder.layer.0.intermediate.dense.weight: f32[128,64], %arg18 encoder.layer.0.intermediate.dense.bias:
//    f32[128], %arg19 encoder.layer.0.output.dense.weight: f32[64,128], %arg20
//    encoder.layer.0.output.dense.bias: f32[64], %arg21 encoder.layer.0.output.LayerNorm.weight: f32[64],
//    %arg22 encoder.layer.0.output.LayerNorm.bias: f32[64]
// Results: f32[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf bert:model:eager:f32 -o assets/models/bert_model_eager_f32.mlir
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<256x64xf32>, %arg3: tensor<128x64xf32>, %arg4: tensor<2x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<128xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>) -> tensor<2x64x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c64_i64 = arith.constant 64 : i64
    %c128 = arith.constant 128 : index
    %c2 = arith.constant 2 : index
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant 0.17677669529663689 : f64
    %cst_8 = arith.constant 9.9999999999999998E-13 : f64
    %c0 = arith.constant 0 : index
    %cst_9 = arith.constant 6.400000e+01 : f64
    %cst_10 = arith.constant 6.400000e+01 : f32
    %cst_11 = arith.constant 1.41421354 : f32
    %c2_i64 = arith.constant 2 : i64
    %cst_12 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_1> : tensor<1x128xi64>
    %cst_13 = arith.constant dense_resource<torch_tensor_1_128_torch.int64> : tensor<1x128xi64>
    %extracted_slice = tensor.extract_slice %cst_13[0, 0] [1, 64] [1, 1] : tensor<1x128xi64> to tensor<1x64xi64>
    %0 = tensor.empty() : tensor<1x64xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x64xi64>) -> tensor<1x64xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x64xi64>) outs(%1 : tensor<1x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %131 = arith.index_cast %in : i64 to index
      %132 = arith.cmpi slt, %131, %c128 : index
      cf.assert %132, "index must be smaller than dim size"
      %133 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %133, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_12[%c0, %131] : tensor<1x128xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x64xi64>
    %3 = tensor.empty() : tensor<2x64xi64>
    %collapsed = tensor.collapse_shape %2 [[0, 1]] : tensor<1x64xi64> into tensor<64xi64>
    %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<64xi64>) outs(%3 : tensor<2x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x64xi64>
    %5 = tensor.empty() : tensor<2x64x64xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %131 = arith.index_cast %in : i64 to index
      %132 = linalg.index 2 : index
      %133 = arith.cmpi slt, %131, %c256 : index
      cf.assert %133, "index must be smaller than dim size"
      %134 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %134, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%131, %132] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x64xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x64xi64>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %131 = arith.index_cast %in : i64 to index
      %132 = linalg.index 2 : index
      %133 = arith.cmpi slt, %131, %c2 : index
      cf.assert %133, "index must be smaller than dim size"
      %134 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %134, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg4[%131, %132] : tensor<2x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x64xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %9 = tensor.empty() : tensor<1x64x64xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x64xi64>) outs(%9 : tensor<1x64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %131 = arith.index_cast %in : i64 to index
      %132 = linalg.index 2 : index
      %133 = arith.cmpi slt, %131, %c128 : index
      cf.assert %133, "index must be smaller than dim size"
      %134 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %134, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%131, %132] : tensor<128x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x64xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<2x64x64xf32>, tensor<1x64x64xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %12 = tensor.empty() : tensor<2x64x64xf64>
    %13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x64x64xf32>) outs(%12 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %131 = arith.extf %in : f32 to f64
      linalg.yield %131 : f64
    } -> tensor<2x64x64xf64>
    %14 = tensor.empty() : tensor<2x64x1xf64>
    %15 = linalg.fill ins(%cst : f64) outs(%14 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %16 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x64x64xf64>) outs(%15 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %131 = arith.addf %in, %out : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x1xf64>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x64x1xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %131 = arith.divf %in, %cst_9 : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x1xf64>
    %18 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %17 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%12 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_42: f64, %out: f64):
      %131 = arith.subf %in, %in_42 : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x64xf64>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %18 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%12 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_42: f64, %out: f64):
      %131 = arith.mulf %in, %in_42 : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x64xf64>
    %20 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x64x64xf64>) outs(%15 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %131 = arith.addf %in, %out : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x1xf64>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x64x1xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %131 = arith.divf %in, %cst_9 : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x1xf64>
    %22 = tensor.empty() : tensor<2x64x1xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x64x1xf64>) outs(%22 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %131 = arith.truncf %in : f64 to f32
      linalg.yield %131 : f32
    } -> tensor<2x64x1xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x64x64xf32>) outs(%24 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.addf %in, %out : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x1xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x64x1xf32>) outs(%22 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.divf %in, %cst_10 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x1xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x64x1xf32>) outs(%22 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.truncf %cst_8 : f64 to f32
      %132 = arith.addf %in, %131 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x64x1xf32>) outs(%22 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.rsqrt %in : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x1xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %26 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.subf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.mulf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %arg5 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.mulf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg6 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %33 = tensor.empty() : tensor<2x64xi1>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%33 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %131 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %131 : i1
    } -> tensor<2x64xi1>
    %35 = tensor.empty() : tensor<2xi64>
    %36 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%35 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %131 = linalg.index 0 : index
      %132 = arith.index_cast %131 : index to i64
      linalg.yield %132 : i64
    } -> tensor<2xi64>
    %37 = tensor.empty() : tensor<64xi64>
    %38 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%37 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %131 = linalg.index 0 : index
      %132 = arith.index_cast %131 : index to i64
      linalg.yield %132 : i64
    } -> tensor<64xi64>
    %expanded = tensor.expand_shape %36 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %38 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_15 = tensor.expand_shape %38 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %39 = tensor.empty() : tensor<1x1x64x1xi1>
    %40 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x1x64x1xi64>) outs(%39 : tensor<1x1x64x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %131 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %131 : i1
    } -> tensor<1x1x64x1xi1>
    %41 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %40 : tensor<i1>, tensor<1x1x64x1xi1>) outs(%39 : tensor<1x1x64x1xi1>) {
    ^bb0(%in: i1, %in_42: i1, %out: i1):
      %131 = arith.andi %in, %in_42 : i1
      linalg.yield %131 : i1
    } -> tensor<1x1x64x1xi1>
    %42 = tensor.empty() : tensor<2x1x1x64xi1>
    %43 = linalg.generic {indexing_maps = [#map10, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_15 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%42 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_42: i64, %out: i1):
      %131 = arith.cmpi slt, %in, %c0_i64 : i64
      %132 = arith.addi %in, %c2_i64 : i64
      %133 = arith.select %131, %132, %in : i64
      %134 = arith.index_cast %133 : i64 to index
      %135 = arith.cmpi slt, %in_42, %c0_i64 : i64
      %136 = arith.addi %in_42, %c64_i64 : i64
      %137 = arith.select %135, %136, %in_42 : i64
      %138 = arith.index_cast %137 : i64 to index
      %extracted = tensor.extract %34[%134, %138] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %44 = tensor.empty() : tensor<2x1x64x64xi1>
    %45 = linalg.generic {indexing_maps = [#map12, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %43 : tensor<1x1x64x1xi1>, tensor<2x1x1x64xi1>) outs(%44 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_42: i1, %out: i1):
      %131 = arith.andi %in, %in_42 : i1
      linalg.yield %131 : i1
    } -> tensor<2x1x64x64xi1>
    %46 = tensor.empty() : tensor<2x1x64x64xf32>
    %47 = linalg.generic {indexing_maps = [#map8, #map9, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_5, %cst_4 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%46 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %131 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %131 : f32
    } -> tensor<2x1x64x64xf32>
    %collapsed_16 = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %48 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %49 = tensor.empty() : tensor<128x64xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %51 = linalg.matmul ins(%collapsed_16, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%50 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64xf32>) outs(%49 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%51, %52 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%49 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<128x64xf32>
    %expanded_17 = tensor.expand_shape %53 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %54 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x64x2x32xf32>) outs(%54 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %55 = linalg.matmul ins(%collapsed_16, %transposed_19 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%50 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<64xf32>) outs(%49 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%55, %56 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%49 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<128x64xf32>
    %expanded_20 = tensor.expand_shape %57 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_21 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %58 = linalg.matmul ins(%collapsed_16, %transposed_21 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%50 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64xf32>) outs(%49 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%58, %59 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%49 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<128x64xf32>
    %expanded_22 = tensor.expand_shape %60 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x64x2x32xf32>) outs(%54 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %61 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_24 = linalg.transpose ins(%expanded_20 : tensor<2x64x2x32xf32>) outs(%61 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_25 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_26 = tensor.collapse_shape %transposed_24 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %62 = tensor.empty() : tensor<4x64x64xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %64 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%63 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_27 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %65 = tensor.empty() : tensor<2x2x64x64xf32>
    %66 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<2x2x64x64xf32>) outs(%65 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.truncf %cst_7 : f64 to f32
      %132 = arith.mulf %in, %131 : f32
      linalg.yield %132 : f32
    } -> tensor<2x2x64x64xf32>
    %67 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %47 : tensor<2x2x64x64xf32>, tensor<2x1x64x64xf32>) outs(%65 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x2x64x64xf32>
    %68 = tensor.empty() : tensor<2x2x64xi64>
    %69 = linalg.fill ins(%c0_i64 : i64) outs(%68 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %70 = tensor.empty() : tensor<2x2x64xf32>
    %71 = linalg.fill ins(%cst_1 : f32) outs(%70 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %72:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<2x2x64x64xf32>) outs(%71, %69 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_42: i64):
      %131 = linalg.index 3 : index
      %132 = arith.index_cast %131 : index to i64
      %133 = arith.maximumf %in, %out : f32
      %134 = arith.cmpf ogt, %in, %out : f32
      %135 = arith.select %134, %132, %out_42 : i64
      linalg.yield %133, %135 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_28 = tensor.expand_shape %72#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %73 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_28 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%65 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.subf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x2x64x64xf32>
    %74 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<2x2x64x64xf32>) outs(%65 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.exp %in : f32
      linalg.yield %131 : f32
    } -> tensor<2x2x64x64xf32>
    %75 = tensor.empty() : tensor<2x2x64x1xf32>
    %76 = linalg.fill ins(%cst_0 : f32) outs(%75 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %77 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%74 : tensor<2x2x64x64xf32>) outs(%76 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.addf %in, %out : f32
      linalg.yield %131 : f32
    } -> tensor<2x2x64x1xf32>
    %78 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %77 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%65 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.divf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_29 = tensor.collapse_shape %78 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %79 = tensor.empty() : tensor<4x64x32xf32>
    %80 = linalg.fill ins(%cst_0 : f32) outs(%79 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %81 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%80 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_31 = tensor.expand_shape %81 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %82 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x2x64x32xf32>) outs(%82 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_33 = tensor.collapse_shape %transposed_32 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %transposed_34 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %83 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%50 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64xf32>) outs(%49 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%83, %84 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%49 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<128x64xf32>
    %expanded_35 = tensor.expand_shape %85 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %86 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %32 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x64x64xf32>) outs(%12 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %131 = arith.extf %in : f32 to f64
      linalg.yield %131 : f64
    } -> tensor<2x64x64xf64>
    %88 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<2x64x64xf64>) outs(%15 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %131 = arith.addf %in, %out : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x1xf64>
    %89 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x64x1xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %131 = arith.divf %in, %cst_9 : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x1xf64>
    %90 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %89 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%12 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_42: f64, %out: f64):
      %131 = arith.subf %in, %in_42 : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x64xf64>
    %91 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %90 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%12 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_42: f64, %out: f64):
      %131 = arith.mulf %in, %in_42 : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x64xf64>
    %92 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%91 : tensor<2x64x64xf64>) outs(%15 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %131 = arith.addf %in, %out : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x1xf64>
    %93 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x64x1xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %131 = arith.divf %in, %cst_9 : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x1xf64>
    %94 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x64x1xf64>) outs(%22 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %131 = arith.truncf %in : f64 to f32
      linalg.yield %131 : f32
    } -> tensor<2x64x1xf32>
    %95 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<2x64x64xf32>) outs(%24 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.addf %in, %out : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x1xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x64x1xf32>) outs(%22 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.divf %in, %cst_10 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x1xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x64x1xf32>) outs(%22 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.truncf %cst_8 : f64 to f32
      %132 = arith.addf %in, %131 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x64x1xf32>) outs(%22 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.rsqrt %in : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x1xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %96 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.subf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %98 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.mulf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %arg15 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.mulf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %arg16 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %collapsed_36 = tensor.collapse_shape %102 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %103 = tensor.empty() : tensor<64x128xf32>
    %transposed_37 = linalg.transpose ins(%arg17 : tensor<128x64xf32>) outs(%103 : tensor<64x128xf32>) permutation = [1, 0] 
    %104 = tensor.empty() : tensor<128x128xf32>
    %105 = linalg.fill ins(%cst_0 : f32) outs(%104 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %106 = linalg.matmul ins(%collapsed_36, %transposed_37 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%105 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<128xf32>) outs(%104 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%106, %107 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%104 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<128x128xf32>
    %expanded_38 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %109 = tensor.empty() : tensor<2x64x128xf32>
    %110 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x64x128xf32>) outs(%109 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.divf %in, %cst_11 : f32
      %132 = math.erf %131 : f32
      %133 = arith.addf %132, %cst_2 : f32
      %134 = arith.mulf %133, %cst_3 : f32
      %135 = arith.mulf %in, %134 : f32
      linalg.yield %135 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_39 = tensor.collapse_shape %110 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %transposed_40 = linalg.transpose ins(%arg19 : tensor<64x128xf32>) outs(%49 : tensor<128x64xf32>) permutation = [1, 0] 
    %111 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%50 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<64xf32>) outs(%49 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%111, %112 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%49 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<128x64xf32>
    %expanded_41 = tensor.expand_shape %113 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %102 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x64x64xf32>) outs(%12 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %131 = arith.extf %in : f32 to f64
      linalg.yield %131 : f64
    } -> tensor<2x64x64xf64>
    %116 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<2x64x64xf64>) outs(%15 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %131 = arith.addf %in, %out : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x1xf64>
    %117 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x64x1xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %131 = arith.divf %in, %cst_9 : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x1xf64>
    %118 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %117 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%12 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_42: f64, %out: f64):
      %131 = arith.subf %in, %in_42 : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x64xf64>
    %119 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %118 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%12 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_42: f64, %out: f64):
      %131 = arith.mulf %in, %in_42 : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x64xf64>
    %120 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<2x64x64xf64>) outs(%15 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %131 = arith.addf %in, %out : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x1xf64>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x64x1xf64>) outs(%14 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %131 = arith.divf %in, %cst_9 : f64
      linalg.yield %131 : f64
    } -> tensor<2x64x1xf64>
    %122 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x64x1xf64>) outs(%22 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %131 = arith.truncf %in : f64 to f32
      linalg.yield %131 : f32
    } -> tensor<2x64x1xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%114 : tensor<2x64x64xf32>) outs(%24 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.addf %in, %out : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x1xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x64x1xf32>) outs(%22 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.divf %in, %cst_10 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x1xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x64x1xf32>) outs(%22 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.truncf %cst_8 : f64 to f32
      %132 = arith.addf %in, %131 : f32
      linalg.yield %132 : f32
    } -> tensor<2x64x1xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x64x1xf32>) outs(%22 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.rsqrt %in : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x1xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %124 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.subf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %128 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %126 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.mulf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %arg21 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.mulf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    %130 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %arg22 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%5 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %131 = arith.addf %in, %in_42 : f32
      linalg.yield %131 : f32
    } -> tensor<2x64x64xf32>
    return %130 : tensor<2x64x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_128_torch.int64_1: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"
    }
  }
#-}
