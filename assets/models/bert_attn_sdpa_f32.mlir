// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: BertModel(BertConfig(vocab_size=256, hidden_size=64, num_hidden_layers=1, num_attention_heads=2,
//    intermediate_size=128, max_position_embeddings=128, type_vocab_size=2, attn_implementation='sdpa'),
//    add_pooling_layer=False), random weights (torch.manual_seed(0)), eval(), f32
// Part: attn, submodule encoder.layer.0.attention of BertModel (BertAttention): BertAttention: q/k/v with bias,
//    attention, output dense, residual, LayerNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask; other arguments fixed: cache=None, position_ids=None
// attn_implementation: sdpa. Notable: bidirectional, padding mask (create_bidirectional_mask), 2 heads x 32
// Inputs: %arg0 hidden_states: f32[2,64,64], %arg1 attention_mask: bool[2,1,64,64]
// Weights: 10 parameters as function arguments %arg2..%arg11 (torch.func.functional_call); buffers are
//    constants: %arg2 self.query.weight: f32[64,64], %arg3 self.query.bias: f32[64], %arg4 self.key.weight:
//    f32[64,64], %arg5 self.key.bias: f32[64], %arg6 self.value.weight: f32[64,64], %arg7 self.value.bias:
//    f32[64], %arg8 output.dense.weight: f32[64,64], %arg9 output.dense.bias: f32[64], %arg10
//    output.LayerNorm.weight: f32[64], %arg11 output.LayerNorm.bias: f32[64]
// Results: f32[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf bert:attn:sdpa:f32 -o assets/models/bert_attn_sdpa_f32.mlir
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d2)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module {
  func.func @main(%arg0: tensor<2x64x64xf32>, %arg1: tensor<2x1x64x64xi1>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>) -> tensor<2x64x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x2x64x64xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant 9.9999999999999998E-13 : f64
    %cst_6 = arith.constant 0.42044820762685731 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 6.400000e+01 : f64
    %cst_9 = arith.constant 6.400000e+01 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %0 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<128x64xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %71 = arith.addf %in, %in_27 : f32
      linalg.yield %71 : f32
    } -> tensor<128x64xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %6 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_10 = linalg.transpose ins(%expanded : tensor<2x64x2x32xf32>) outs(%6 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_11 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%collapsed, %transposed_11 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %8 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %71 = arith.addf %in, %in_27 : f32
      linalg.yield %71 : f32
    } -> tensor<128x64xf32>
    %expanded_12 = tensor.expand_shape %9 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_13 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %10 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %71 = arith.addf %in, %in_27 : f32
      linalg.yield %71 : f32
    } -> tensor<128x64xf32>
    %expanded_14 = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x64x2x32xf32>) outs(%6 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %13 = tensor.empty() : tensor<2x1x64x64xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %cst_3, %cst_4 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %71 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %71 : f32
    } -> tensor<2x1x64x64xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_10 : tensor<2x2x64x32xf32>) outs(%6 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.truncf %cst_6 : f64 to f32
      %72 = arith.mulf %in, %71 : f32
      linalg.yield %72 : f32
    } -> tensor<2x2x64x32xf32>
    %16 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_16 = linalg.transpose ins(%expanded_12 : tensor<2x64x2x32xf32>) outs(%16 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16 : tensor<2x2x32x64xf32>) outs(%16 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.truncf %cst_6 : f64 to f32
      %72 = arith.mulf %in, %71 : f32
      linalg.yield %72 : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_17 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_18 = tensor.collapse_shape %17 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %18 = tensor.empty() : tensor<4x64x64xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %20 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%19 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_19 = tensor.expand_shape %20 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %21 = tensor.empty() : tensor<2x2x64x64xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19, %14 : tensor<2x2x64x64xf32>, tensor<2x1x64x64xf32>) outs(%21 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %71 = arith.addf %in, %in_27 : f32
      linalg.yield %71 : f32
    } -> tensor<2x2x64x64xf32>
    %23 = tensor.empty() : tensor<2x2x64xi64>
    %24 = linalg.fill ins(%c0_i64 : i64) outs(%23 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %25 = tensor.empty() : tensor<2x2x64xf32>
    %26 = linalg.fill ins(%cst_0 : f32) outs(%25 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %27:2 = linalg.generic {indexing_maps = [#map2, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%22 : tensor<2x2x64x64xf32>) outs(%26, %24 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_27: i64):
      %71 = linalg.index 3 : index
      %72 = arith.index_cast %71 : index to i64
      %73 = arith.maximumf %in, %out : f32
      %74 = arith.cmpf ogt, %in, %out : f32
      %75 = arith.select %74, %72, %out_27 : i64
      linalg.yield %73, %75 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_20 = tensor.expand_shape %27#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_20 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%21 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %71 = arith.subf %in, %in_27 : f32
      linalg.yield %71 : f32
    } -> tensor<2x2x64x64xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<2x2x64x64xf32>) outs(%21 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = math.exp %in : f32
      linalg.yield %71 : f32
    } -> tensor<2x2x64x64xf32>
    %30 = tensor.empty() : tensor<2x2x64x1xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<2x2x64x64xf32>) outs(%31 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.addf %in, %out : f32
      linalg.yield %71 : f32
    } -> tensor<2x2x64x1xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %32 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%21 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %71 = arith.divf %in, %in_27 : f32
      linalg.yield %71 : f32
    } -> tensor<2x2x64x64xf32>
    %34 = tensor.empty() : tensor<2x2x64x64xi1>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<2x2x64x64xf32>) outs(%34 : tensor<2x2x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %71 = arith.extf %in : f32 to f64
      %72 = arith.cmpf oeq, %71, %cst_7 : f64
      linalg.yield %72 : i1
    } -> tensor<2x2x64x64xi1>
    %36 = tensor.empty() : tensor<2x2x64x1xi1>
    %37 = linalg.fill ins(%true : i1) outs(%36 : tensor<2x2x64x1xi1>) -> tensor<2x2x64x1xi1>
    %38 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%35 : tensor<2x2x64x64xi1>) outs(%37 : tensor<2x2x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %71 = arith.andi %in, %out : i1
      linalg.yield %71 : i1
    } -> tensor<2x2x64x1xi1>
    %39 = linalg.generic {indexing_maps = [#map6, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %cst_2, %33 : tensor<2x2x64x1xi1>, tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%21 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %71 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %71 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_21 = tensor.collapse_shape %39 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_22 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %40 = tensor.empty() : tensor<4x64x32xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %42 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%41 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_23 = tensor.expand_shape %42 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %43 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x2x64x32xf32>) outs(%43 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_25 = tensor.collapse_shape %transposed_24 [[0], [1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<2x64x64xf32>
    %transposed_26 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %44 = tensor.empty() : tensor<2x64x64xf32>
    %45 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_26 : tensor<64x64xf32>) outs(%44 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%44 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %47 = linalg.batch_matmul ins(%collapsed_25, %45 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%46 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %arg9 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%44 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %71 = arith.addf %in, %in_27 : f32
      linalg.yield %71 : f32
    } -> tensor<2x64x64xf32>
    %49 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %arg0 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%44 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %71 = arith.addf %in, %in_27 : f32
      linalg.yield %71 : f32
    } -> tensor<2x64x64xf32>
    %50 = tensor.empty() : tensor<2x64x64xf64>
    %51 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<2x64x64xf32>) outs(%50 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %71 = arith.extf %in : f32 to f64
      linalg.yield %71 : f64
    } -> tensor<2x64x64xf64>
    %52 = tensor.empty() : tensor<2x64x1xf64>
    %53 = linalg.fill ins(%cst_1 : f64) outs(%52 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %54 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%51 : tensor<2x64x64xf64>) outs(%53 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %71 = arith.addf %in, %out : f64
      linalg.yield %71 : f64
    } -> tensor<2x64x1xf64>
    %55 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<2x64x1xf64>) outs(%52 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %71 = arith.divf %in, %cst_8 : f64
      linalg.yield %71 : f64
    } -> tensor<2x64x1xf64>
    %56 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %55 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%50 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_27: f64, %out: f64):
      %71 = arith.subf %in, %in_27 : f64
      linalg.yield %71 : f64
    } -> tensor<2x64x64xf64>
    %57 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %56 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%50 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_27: f64, %out: f64):
      %71 = arith.mulf %in, %in_27 : f64
      linalg.yield %71 : f64
    } -> tensor<2x64x64xf64>
    %58 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<2x64x64xf64>) outs(%53 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %71 = arith.addf %in, %out : f64
      linalg.yield %71 : f64
    } -> tensor<2x64x1xf64>
    %59 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x64x1xf64>) outs(%52 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %71 = arith.divf %in, %cst_8 : f64
      linalg.yield %71 : f64
    } -> tensor<2x64x1xf64>
    %60 = tensor.empty() : tensor<2x64x1xf32>
    %61 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<2x64x1xf64>) outs(%60 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %71 = arith.truncf %in : f64 to f32
      linalg.yield %71 : f32
    } -> tensor<2x64x1xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%60 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %63 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%49 : tensor<2x64x64xf32>) outs(%62 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.addf %in, %out : f32
      linalg.yield %71 : f32
    } -> tensor<2x64x1xf32>
    %64 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x64x1xf32>) outs(%60 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.divf %in, %cst_9 : f32
      linalg.yield %71 : f32
    } -> tensor<2x64x1xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x64x1xf32>) outs(%60 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.truncf %cst_5 : f64 to f32
      %72 = arith.addf %in, %71 : f32
      linalg.yield %72 : f32
    } -> tensor<2x64x1xf32>
    %66 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x64x1xf32>) outs(%60 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = math.rsqrt %in : f32
      linalg.yield %71 : f32
    } -> tensor<2x64x1xf32>
    %67 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %64 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%44 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %71 = arith.subf %in, %in_27 : f32
      linalg.yield %71 : f32
    } -> tensor<2x64x64xf32>
    %68 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %66 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%44 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %71 = arith.mulf %in, %in_27 : f32
      linalg.yield %71 : f32
    } -> tensor<2x64x64xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %arg10 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%44 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %71 = arith.mulf %in, %in_27 : f32
      linalg.yield %71 : f32
    } -> tensor<2x64x64xf32>
    %70 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %arg11 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%44 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %71 = arith.addf %in, %in_27 : f32
      linalg.yield %71 : f32
    } -> tensor<2x64x64xf32>
    return %70 : tensor<2x64x64xf32>
  }
}
