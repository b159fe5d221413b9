// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: BertModel(BertConfig(vocab_size=256, hidden_size=64, num_hidden_layers=1, num_attention_heads=2,
//    intermediate_size=128, max_position_embeddings=128, type_vocab_size=2, attn_implementation='eager'),
//    add_pooling_layer=False), random weights (torch.manual_seed(0)), eval(), f32
// Part: attn, submodule encoder.layer.0.attention of BertModel (BertAttention): BertAttention: q/k/v with bias,
//    attention, output dense, residual, LayerNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask; other arguments fixed: cache=None, position_ids=None
// attn_implementation: eager. Notable: bidirectional, padding mask (create_bidirectional_mask), 2 heads x 32
// Inputs: %arg0 hidden_states: f32[2,64,64], %arg1 attention_mask: f32[2,1,64,64]
// Weights: 10 parameters as function arguments %arg2..%arg11 (torch.func.functional_call); buffers are
//    constants: %arg2 self.query.weight: f32[64,64], %arg3 self.query.bias: f32[64], %arg4 self.key.weight:
//    f32[64,64], %arg5 self.key.bias: f32[64], %arg6 self.value.weight: f32[64,64], %arg7 self.value.bias:
//    f32[64], %arg8 output.dense.weight: f32[64,64], %arg9 output.dense.bias: f32[64], %arg10
//    output.LayerNorm.weight: f32[64], %arg11 output.LayerNorm.bias: f32[64]
// Results: f32[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf bert:attn:eager:f32 -o assets/models/bert_attn_eager_f32.mlir
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @main(%arg0: tensor<2x64x64xf32>, %arg1: tensor<2x1x64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>) -> tensor<2x64x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 9.9999999999999998E-13 : f64
    %cst_3 = arith.constant 0.17677669529663689 : f64
    %cst_4 = arith.constant 6.400000e+01 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
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
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %61 = arith.addf %in, %in_24 : f32
      linalg.yield %61 : f32
    } -> tensor<128x64xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %6 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_6 = linalg.transpose ins(%expanded : tensor<2x64x2x32xf32>) outs(%6 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_7 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%collapsed, %transposed_7 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %8 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %61 = arith.addf %in, %in_24 : f32
      linalg.yield %61 : f32
    } -> tensor<128x64xf32>
    %expanded_8 = tensor.expand_shape %9 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_9 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %10 = linalg.matmul ins(%collapsed, %transposed_9 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %61 = arith.addf %in, %in_24 : f32
      linalg.yield %61 : f32
    } -> tensor<128x64xf32>
    %expanded_10 = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<2x64x2x32xf32>) outs(%6 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %13 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_12 = linalg.transpose ins(%expanded_8 : tensor<2x64x2x32xf32>) outs(%13 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_13 = tensor.collapse_shape %transposed_6 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_14 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %14 = tensor.empty() : tensor<4x64x64xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %16 = linalg.batch_matmul ins(%collapsed_13, %collapsed_14 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%15 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_15 = tensor.expand_shape %16 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %17 = tensor.empty() : tensor<2x2x64x64xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<2x2x64x64xf32>) outs(%17 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = arith.truncf %cst_3 : f64 to f32
      %62 = arith.mulf %in, %61 : f32
      linalg.yield %62 : f32
    } -> tensor<2x2x64x64xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %arg1 : tensor<2x2x64x64xf32>, tensor<2x1x64x64xf32>) outs(%17 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %61 = arith.addf %in, %in_24 : f32
      linalg.yield %61 : f32
    } -> tensor<2x2x64x64xf32>
    %20 = tensor.empty() : tensor<2x2x64xi64>
    %21 = linalg.fill ins(%c0_i64 : i64) outs(%20 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %22 = tensor.empty() : tensor<2x2x64xf32>
    %23 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %24:2 = linalg.generic {indexing_maps = [#map2, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<2x2x64x64xf32>) outs(%23, %21 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_24: i64):
      %61 = linalg.index 3 : index
      %62 = arith.index_cast %61 : index to i64
      %63 = arith.maximumf %in, %out : f32
      %64 = arith.cmpf ogt, %in, %out : f32
      %65 = arith.select %64, %62, %out_24 : i64
      linalg.yield %63, %65 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_16 = tensor.expand_shape %24#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_16 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%17 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %61 = arith.subf %in, %in_24 : f32
      linalg.yield %61 : f32
    } -> tensor<2x2x64x64xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<2x2x64x64xf32>) outs(%17 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = math.exp %in : f32
      linalg.yield %61 : f32
    } -> tensor<2x2x64x64xf32>
    %27 = tensor.empty() : tensor<2x2x64x1xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26 : tensor<2x2x64x64xf32>) outs(%28 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = arith.addf %in, %out : f32
      linalg.yield %61 : f32
    } -> tensor<2x2x64x1xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %29 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%17 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %61 = arith.divf %in, %in_24 : f32
      linalg.yield %61 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_17 = tensor.collapse_shape %30 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_18 = tensor.collapse_shape %transposed_11 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %31 = tensor.empty() : tensor<4x64x32xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %33 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%32 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_19 = tensor.expand_shape %33 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %34 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x2x64x32xf32>) outs(%34 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_21 = tensor.collapse_shape %transposed_20 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %transposed_22 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %35 = linalg.matmul ins(%collapsed_21, %transposed_22 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35, %36 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %61 = arith.addf %in, %in_24 : f32
      linalg.yield %61 : f32
    } -> tensor<128x64xf32>
    %expanded_23 = tensor.expand_shape %37 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %38 = tensor.empty() : tensor<2x64x64xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23, %arg0 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %61 = arith.addf %in, %in_24 : f32
      linalg.yield %61 : f32
    } -> tensor<2x64x64xf32>
    %40 = tensor.empty() : tensor<2x64x64xf64>
    %41 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x64x64xf32>) outs(%40 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %61 = arith.extf %in : f32 to f64
      linalg.yield %61 : f64
    } -> tensor<2x64x64xf64>
    %42 = tensor.empty() : tensor<2x64x1xf64>
    %43 = linalg.fill ins(%cst_1 : f64) outs(%42 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %44 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%41 : tensor<2x64x64xf64>) outs(%43 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %61 = arith.addf %in, %out : f64
      linalg.yield %61 : f64
    } -> tensor<2x64x1xf64>
    %45 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<2x64x1xf64>) outs(%42 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %61 = arith.divf %in, %cst_4 : f64
      linalg.yield %61 : f64
    } -> tensor<2x64x1xf64>
    %46 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %45 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%40 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_24: f64, %out: f64):
      %61 = arith.subf %in, %in_24 : f64
      linalg.yield %61 : f64
    } -> tensor<2x64x64xf64>
    %47 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %46 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%40 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_24: f64, %out: f64):
      %61 = arith.mulf %in, %in_24 : f64
      linalg.yield %61 : f64
    } -> tensor<2x64x64xf64>
    %48 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%47 : tensor<2x64x64xf64>) outs(%43 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %61 = arith.addf %in, %out : f64
      linalg.yield %61 : f64
    } -> tensor<2x64x1xf64>
    %49 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<2x64x1xf64>) outs(%42 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %61 = arith.divf %in, %cst_4 : f64
      linalg.yield %61 : f64
    } -> tensor<2x64x1xf64>
    %50 = tensor.empty() : tensor<2x64x1xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<2x64x1xf64>) outs(%50 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %61 = arith.truncf %in : f64 to f32
      linalg.yield %61 : f32
    } -> tensor<2x64x1xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %53 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%39 : tensor<2x64x64xf32>) outs(%52 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = arith.addf %in, %out : f32
      linalg.yield %61 : f32
    } -> tensor<2x64x1xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<2x64x1xf32>) outs(%50 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = arith.divf %in, %cst_5 : f32
      linalg.yield %61 : f32
    } -> tensor<2x64x1xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<2x64x1xf32>) outs(%50 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = arith.truncf %cst_2 : f64 to f32
      %62 = arith.addf %in, %61 : f32
      linalg.yield %62 : f32
    } -> tensor<2x64x1xf32>
    %56 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x64x1xf32>) outs(%50 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = math.rsqrt %in : f32
      linalg.yield %61 : f32
    } -> tensor<2x64x1xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %54 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %61 = arith.subf %in, %in_24 : f32
      linalg.yield %61 : f32
    } -> tensor<2x64x64xf32>
    %58 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %56 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %61 = arith.mulf %in, %in_24 : f32
      linalg.yield %61 : f32
    } -> tensor<2x64x64xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %arg10 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %61 = arith.mulf %in, %in_24 : f32
      linalg.yield %61 : f32
    } -> tensor<2x64x64xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %arg11 : tensor<2x64x64xf32>, tensor<64xf32>) outs(%38 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %61 = arith.addf %in, %in_24 : f32
      linalg.yield %61 : f32
    } -> tensor<2x64x64xf32>
    return %60 : tensor<2x64x64xf32>
  }
}
