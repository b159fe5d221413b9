// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: BertModel(BertConfig(vocab_size=256, hidden_size=64, num_hidden_layers=1, num_attention_heads=2,
//    intermediate_size=128, max_position_embeddings=128, type_vocab_size=2, attn_implementation='eager'),
//    add_pooling_layer=False), random weights (torch.manual_seed(0)), eval(), bf16
// Part: layer, submodule encoder.layer.0 of BertModel (BertLayer): BertLayer: attention, GELU MLP,
//    post-LayerNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask; other arguments fixed: encoder_hidden_states=None,
//    encoder_attention_mask=None, cache=None, position_ids=None
// attn_implementation: eager. Notable: bidirectional, padding mask (create_bidirectional_mask), 2 heads x 32
// Inputs: %arg0 hidden_states: bf16[2,64,64], %arg1 attention_mask: bf16[2,1,64,64]
// Weights: 16 parameters as function arguments %arg2..%arg17 (torch.func.functional_call); buffers are
//    constants: %arg2 attention.self.query.weight: bf16[64,64], %arg3 attention.self.query.bias: bf16[64],
//    %arg4 attention.self.key.weight: bf16[64,64], %arg5 attention.self.key.bias: bf16[64], %arg6
//    attention.self.value.weight: bf16[64,64], %arg7 attention.self.value.bias: bf16[64], %arg8
//    attention.output.dense.weight: bf16[64,64], %arg9 attention.output.dense.bias: bf16[64], %arg10
//    attention.output.LayerNorm.weight: bf16[64], %arg11 attention.output.LayerNorm.bias: bf16[64], %arg12
//    intermediate.dense.weight: bf16[128,64], %arg13 intermediate.dense.bias: bf16[128], %arg14
//    output.dense.weight: bf16[64,128], %arg15 output.dense.bias: bf16[64], %arg16 output.LayerNorm.weight:
//    bf16[64], %arg17 output.LayerNorm.bias: bf16[64]
// Results: bf16[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf bert:layer:eager:bf16 -o assets/models/bert_layer_eager_bf16.mlir
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @main(%arg0: tensor<2x64x64xbf16>, %arg1: tensor<2x1x64x64xbf16>, %arg2: tensor<64x64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64x64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<64xbf16>, %arg11: tensor<64xbf16>, %arg12: tensor<128x64xbf16>, %arg13: tensor<128xbf16>, %arg14: tensor<64x128xbf16>, %arg15: tensor<64xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64xbf16>) -> tensor<2x64x64xbf16> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %cst_3 = arith.constant 2.000000e+00 : bf16
    %cst_4 = arith.constant 5.000000e-01 : bf16
    %cst_5 = arith.constant 9.9999999999999998E-13 : f64
    %cst_6 = arith.constant 0.17677669529663689 : f64
    %cst_7 = arith.constant 6.400000e+01 : f64
    %cst_8 = arith.constant 6.400000e+01 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x64xbf16> into tensor<128x64xbf16>
    %0 = tensor.empty() : tensor<64x64xbf16>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xbf16>) outs(%0 : tensor<64x64xbf16>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg3 : tensor<64xbf16>) outs(%1 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<64xf32>
    %3 = tensor.empty() : tensor<128x64xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<128x64xbf16>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<128x64xf32>
    %5 = tensor.empty() : tensor<64x64xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<64x64xbf16>) outs(%5 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<64x64xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%3 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %8 = linalg.matmul ins(%4, %6 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%7 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %9 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %129 = arith.addf %in, %in_33 : f32
      linalg.yield %129 : f32
    } -> tensor<128x64xf32>
    %11 = tensor.empty() : tensor<128x64xbf16>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<128x64xf32>) outs(%11 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %129 = arith.truncf %in : f32 to bf16
      linalg.yield %129 : bf16
    } -> tensor<128x64xbf16>
    %expanded = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %13 = tensor.empty() : tensor<2x2x64x32xbf16>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<2x64x2x32xbf16>) outs(%13 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_10 = linalg.transpose ins(%arg4 : tensor<64x64xbf16>) outs(%0 : tensor<64x64xbf16>) permutation = [1, 0] 
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg5 : tensor<64xbf16>) outs(%1 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<64xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%transposed_10 : tensor<64x64xbf16>) outs(%5 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<64x64xf32>
    %16 = linalg.matmul ins(%4, %15 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%7 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16, %17 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %129 = arith.addf %in, %in_33 : f32
      linalg.yield %129 : f32
    } -> tensor<128x64xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<128x64xf32>) outs(%11 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %129 = arith.truncf %in : f32 to bf16
      linalg.yield %129 : bf16
    } -> tensor<128x64xbf16>
    %expanded_11 = tensor.expand_shape %19 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %transposed_12 = linalg.transpose ins(%arg6 : tensor<64x64xbf16>) outs(%0 : tensor<64x64xbf16>) permutation = [1, 0] 
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg7 : tensor<64xbf16>) outs(%1 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<64xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%transposed_12 : tensor<64x64xbf16>) outs(%5 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<64x64xf32>
    %22 = linalg.matmul ins(%4, %21 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%7 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %23 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %129 = arith.addf %in, %in_33 : f32
      linalg.yield %129 : f32
    } -> tensor<128x64xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<128x64xf32>) outs(%11 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %129 = arith.truncf %in : f32 to bf16
      linalg.yield %129 : bf16
    } -> tensor<128x64xbf16>
    %expanded_13 = tensor.expand_shape %25 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<2x64x2x32xbf16>) outs(%13 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %26 = tensor.empty() : tensor<2x2x32x64xbf16>
    %transposed_15 = linalg.transpose ins(%expanded_11 : tensor<2x64x2x32xbf16>) outs(%26 : tensor<2x2x32x64xbf16>) permutation = [0, 2, 3, 1] 
    %collapsed_16 = tensor.collapse_shape %transposed_9 [[0, 1], [2], [3]] : tensor<2x2x64x32xbf16> into tensor<4x64x32xbf16>
    %collapsed_17 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<2x2x32x64xbf16> into tensor<4x32x64xbf16>
    %27 = tensor.empty() : tensor<4x64x64xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %29 = linalg.batch_matmul ins(%collapsed_16, %collapsed_17 : tensor<4x64x32xbf16>, tensor<4x32x64xbf16>) outs(%28 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %30 = tensor.empty() : tensor<4x64x64xbf16>
    %31 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<4x64x64xf32>) outs(%30 : tensor<4x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %129 = arith.truncf %in : f32 to bf16
      linalg.yield %129 : bf16
    } -> tensor<4x64x64xbf16>
    %expanded_18 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xbf16> into tensor<2x2x64x64xbf16>
    %32 = tensor.empty() : tensor<2x2x64x64xbf16>
    %33 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<2x2x64x64xbf16>) outs(%32 : tensor<2x2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %129 = arith.truncf %cst_6 : f64 to bf16
      %130 = arith.mulf %in, %129 : bf16
      linalg.yield %130 : bf16
    } -> tensor<2x2x64x64xbf16>
    %34 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %arg1 : tensor<2x2x64x64xbf16>, tensor<2x1x64x64xbf16>) outs(%32 : tensor<2x2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %129 = arith.addf %in, %in_33 : bf16
      linalg.yield %129 : bf16
    } -> tensor<2x2x64x64xbf16>
    %35 = tensor.empty() : tensor<2x2x64x64xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<2x2x64x64xbf16>) outs(%35 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<2x2x64x64xf32>
    %37 = tensor.empty() : tensor<2x2x64xi64>
    %38 = linalg.fill ins(%c0_i64 : i64) outs(%37 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %39 = tensor.empty() : tensor<2x2x64xf32>
    %40 = linalg.fill ins(%cst_0 : f32) outs(%39 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %41:2 = linalg.generic {indexing_maps = [#map4, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%36 : tensor<2x2x64x64xf32>) outs(%40, %38 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_33: i64):
      %129 = linalg.index 3 : index
      %130 = arith.index_cast %129 : index to i64
      %131 = arith.maximumf %in, %out : f32
      %132 = arith.cmpf ogt, %in, %out : f32
      %133 = arith.select %132, %130, %out_33 : i64
      linalg.yield %131, %133 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_19 = tensor.expand_shape %41#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %42 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_19 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%35 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %129 = arith.subf %in, %in_33 : f32
      linalg.yield %129 : f32
    } -> tensor<2x2x64x64xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<2x2x64x64xf32>) outs(%35 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.exp %in : f32
      linalg.yield %129 : f32
    } -> tensor<2x2x64x64xf32>
    %44 = tensor.empty() : tensor<2x2x64x1xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<2x2x64x64xf32>) outs(%45 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<2x2x64x1xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%35 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %129 = arith.divf %in, %in_33 : f32
      linalg.yield %129 : f32
    } -> tensor<2x2x64x64xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<2x2x64x64xf32>) outs(%32 : tensor<2x2x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %129 = arith.truncf %in : f32 to bf16
      linalg.yield %129 : bf16
    } -> tensor<2x2x64x64xbf16>
    %collapsed_20 = tensor.collapse_shape %48 [[0, 1], [2], [3]] : tensor<2x2x64x64xbf16> into tensor<4x64x64xbf16>
    %collapsed_21 = tensor.collapse_shape %transposed_14 [[0, 1], [2], [3]] : tensor<2x2x64x32xbf16> into tensor<4x64x32xbf16>
    %49 = tensor.empty() : tensor<4x64x32xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %51 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<4x64x64xbf16>, tensor<4x64x32xbf16>) outs(%50 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %52 = tensor.empty() : tensor<4x64x32xbf16>
    %53 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<4x64x32xf32>) outs(%52 : tensor<4x64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %129 = arith.truncf %in : f32 to bf16
      linalg.yield %129 : bf16
    } -> tensor<4x64x32xbf16>
    %expanded_22 = tensor.expand_shape %53 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xbf16> into tensor<2x2x64x32xbf16>
    %54 = tensor.empty() : tensor<2x64x2x32xbf16>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x2x64x32xbf16>) outs(%54 : tensor<2x64x2x32xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_24 = tensor.collapse_shape %transposed_23 [[0, 1], [2, 3]] : tensor<2x64x2x32xbf16> into tensor<128x64xbf16>
    %transposed_25 = linalg.transpose ins(%arg8 : tensor<64x64xbf16>) outs(%0 : tensor<64x64xbf16>) permutation = [1, 0] 
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg9 : tensor<64xbf16>) outs(%1 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<64xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_24 : tensor<128x64xbf16>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<128x64xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%transposed_25 : tensor<64x64xbf16>) outs(%5 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<64x64xf32>
    %58 = linalg.matmul ins(%56, %57 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%7 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %59 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%58, %59 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %129 = arith.addf %in, %in_33 : f32
      linalg.yield %129 : f32
    } -> tensor<128x64xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<128x64xf32>) outs(%11 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %129 = arith.truncf %in : f32 to bf16
      linalg.yield %129 : bf16
    } -> tensor<128x64xbf16>
    %expanded_26 = tensor.expand_shape %61 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xbf16> into tensor<2x64x64xbf16>
    %62 = tensor.empty() : tensor<2x64x64xbf16>
    %63 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26, %arg0 : tensor<2x64x64xbf16>, tensor<2x64x64xbf16>) outs(%62 : tensor<2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %129 = arith.addf %in, %in_33 : bf16
      linalg.yield %129 : bf16
    } -> tensor<2x64x64xbf16>
    %64 = tensor.empty() : tensor<2x64x64xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x64x64xbf16>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<2x64x64xf32>
    %66 = tensor.empty() : tensor<2x64x64xf64>
    %67 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x64x64xf32>) outs(%66 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %129 = arith.extf %in : f32 to f64
      linalg.yield %129 : f64
    } -> tensor<2x64x64xf64>
    %68 = tensor.empty() : tensor<2x64x1xf64>
    %69 = linalg.fill ins(%cst_1 : f64) outs(%68 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %70 = linalg.generic {indexing_maps = [#map3, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<2x64x64xf64>) outs(%69 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %129 = arith.addf %in, %out : f64
      linalg.yield %129 : f64
    } -> tensor<2x64x1xf64>
    %71 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x64x1xf64>) outs(%68 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %129 = arith.divf %in, %cst_7 : f64
      linalg.yield %129 : f64
    } -> tensor<2x64x1xf64>
    %72 = linalg.generic {indexing_maps = [#map3, #map8, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %71 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%66 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %129 = arith.subf %in, %in_33 : f64
      linalg.yield %129 : f64
    } -> tensor<2x64x64xf64>
    %73 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%66 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %129 = arith.mulf %in, %in_33 : f64
      linalg.yield %129 : f64
    } -> tensor<2x64x64xf64>
    %74 = linalg.generic {indexing_maps = [#map3, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x64x64xf64>) outs(%69 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %129 = arith.addf %in, %out : f64
      linalg.yield %129 : f64
    } -> tensor<2x64x1xf64>
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x64x1xf64>) outs(%68 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %129 = arith.divf %in, %cst_7 : f64
      linalg.yield %129 : f64
    } -> tensor<2x64x1xf64>
    %76 = tensor.empty() : tensor<2x64x1xf32>
    %77 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x64x1xf64>) outs(%76 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %129 = arith.truncf %in : f64 to f32
      linalg.yield %129 : f32
    } -> tensor<2x64x1xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%76 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%65 : tensor<2x64x64xf32>) outs(%78 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x1xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x64x1xf32>) outs(%76 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_8 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x1xf32>
    %81 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x64x1xf32>) outs(%76 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.truncf %cst_5 : f64 to f32
      %130 = arith.addf %in, %129 : f32
      linalg.yield %130 : f32
    } -> tensor<2x64x1xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x64x1xf32>) outs(%76 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.rsqrt %in : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x1xf32>
    %83 = linalg.generic {indexing_maps = [#map3, #map8, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %80 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %129 = arith.subf %in, %in_33 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x64xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map8, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %82 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %129 = arith.mulf %in, %in_33 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x64xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %arg10 : tensor<2x64x64xf32>, tensor<64xbf16>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: bf16, %out: f32):
      %129 = arith.extf %in_33 : bf16 to f32
      %130 = arith.mulf %in, %129 : f32
      linalg.yield %130 : f32
    } -> tensor<2x64x64xf32>
    %86 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %arg11 : tensor<2x64x64xf32>, tensor<64xbf16>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: bf16, %out: f32):
      %129 = arith.extf %in_33 : bf16 to f32
      %130 = arith.addf %in, %129 : f32
      linalg.yield %130 : f32
    } -> tensor<2x64x64xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x64x64xf32>) outs(%62 : tensor<2x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %129 = arith.truncf %in : f32 to bf16
      linalg.yield %129 : bf16
    } -> tensor<2x64x64xbf16>
    %collapsed_27 = tensor.collapse_shape %87 [[0, 1], [2]] : tensor<2x64x64xbf16> into tensor<128x64xbf16>
    %88 = tensor.empty() : tensor<64x128xbf16>
    %transposed_28 = linalg.transpose ins(%arg12 : tensor<128x64xbf16>) outs(%88 : tensor<64x128xbf16>) permutation = [1, 0] 
    %89 = tensor.empty() : tensor<128xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg13 : tensor<128xbf16>) outs(%89 : tensor<128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<128xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_27 : tensor<128x64xbf16>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<128x64xf32>
    %92 = tensor.empty() : tensor<64x128xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%transposed_28 : tensor<64x128xbf16>) outs(%92 : tensor<64x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<64x128xf32>
    %94 = tensor.empty() : tensor<128x128xf32>
    %95 = linalg.fill ins(%cst : f32) outs(%94 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %96 = linalg.matmul ins(%91, %93 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%95 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<128xf32>) outs(%94 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x128xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%96, %97 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%94 : tensor<128x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %129 = arith.addf %in, %in_33 : f32
      linalg.yield %129 : f32
    } -> tensor<128x128xf32>
    %99 = tensor.empty() : tensor<128x128xbf16>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%98 : tensor<128x128xf32>) outs(%99 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %129 = arith.truncf %in : f32 to bf16
      linalg.yield %129 : bf16
    } -> tensor<128x128xbf16>
    %expanded_29 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xbf16> into tensor<2x64x128xbf16>
    %101 = tensor.empty() : tensor<2x64x128xbf16>
    %102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x64x128xbf16>) outs(%101 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %129 = math.sqrt %cst_3 : bf16
      %130 = arith.divf %in, %129 : bf16
      %131 = math.erf %130 : bf16
      %132 = arith.addf %131, %cst_2 : bf16
      %133 = arith.mulf %132, %cst_4 : bf16
      %134 = arith.mulf %in, %133 : bf16
      linalg.yield %134 : bf16
    } -> tensor<2x64x128xbf16>
    %collapsed_30 = tensor.collapse_shape %102 [[0, 1], [2]] : tensor<2x64x128xbf16> into tensor<128x128xbf16>
    %transposed_31 = linalg.transpose ins(%arg14 : tensor<64x128xbf16>) outs(%11 : tensor<128x64xbf16>) permutation = [1, 0] 
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg15 : tensor<64xbf16>) outs(%1 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<64xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed_30 : tensor<128x128xbf16>) outs(%94 : tensor<128x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<128x128xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%transposed_31 : tensor<128x64xbf16>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<128x64xf32>
    %106 = linalg.matmul ins(%104, %105 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%7 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%103 : tensor<64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%106, %107 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %129 = arith.addf %in, %in_33 : f32
      linalg.yield %129 : f32
    } -> tensor<128x64xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%108 : tensor<128x64xf32>) outs(%11 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %129 = arith.truncf %in : f32 to bf16
      linalg.yield %129 : bf16
    } -> tensor<128x64xbf16>
    %expanded_32 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xbf16> into tensor<2x64x64xbf16>
    %110 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32, %87 : tensor<2x64x64xbf16>, tensor<2x64x64xbf16>) outs(%62 : tensor<2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %129 = arith.addf %in, %in_33 : bf16
      linalg.yield %129 : bf16
    } -> tensor<2x64x64xbf16>
    %111 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x64x64xbf16>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %129 = arith.extf %in : bf16 to f32
      linalg.yield %129 : f32
    } -> tensor<2x64x64xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x64x64xf32>) outs(%66 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %129 = arith.extf %in : f32 to f64
      linalg.yield %129 : f64
    } -> tensor<2x64x64xf64>
    %113 = linalg.generic {indexing_maps = [#map3, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x64x64xf64>) outs(%69 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %129 = arith.addf %in, %out : f64
      linalg.yield %129 : f64
    } -> tensor<2x64x1xf64>
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x64x1xf64>) outs(%68 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %129 = arith.divf %in, %cst_7 : f64
      linalg.yield %129 : f64
    } -> tensor<2x64x1xf64>
    %115 = linalg.generic {indexing_maps = [#map3, #map8, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%66 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %129 = arith.subf %in, %in_33 : f64
      linalg.yield %129 : f64
    } -> tensor<2x64x64xf64>
    %116 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %115 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%66 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %129 = arith.mulf %in, %in_33 : f64
      linalg.yield %129 : f64
    } -> tensor<2x64x64xf64>
    %117 = linalg.generic {indexing_maps = [#map3, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<2x64x64xf64>) outs(%69 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %129 = arith.addf %in, %out : f64
      linalg.yield %129 : f64
    } -> tensor<2x64x1xf64>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x64x1xf64>) outs(%68 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %129 = arith.divf %in, %cst_7 : f64
      linalg.yield %129 : f64
    } -> tensor<2x64x1xf64>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x64x1xf64>) outs(%76 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %129 = arith.truncf %in : f64 to f32
      linalg.yield %129 : f32
    } -> tensor<2x64x1xf32>
    %120 = linalg.generic {indexing_maps = [#map3, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x64x64xf32>) outs(%78 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x1xf32>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x64x1xf32>) outs(%76 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_8 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x1xf32>
    %122 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x64x1xf32>) outs(%76 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.truncf %cst_5 : f64 to f32
      %130 = arith.addf %in, %129 : f32
      linalg.yield %130 : f32
    } -> tensor<2x64x1xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x64x1xf32>) outs(%76 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.rsqrt %in : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x1xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map8, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %121 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %129 = arith.subf %in, %in_33 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x64xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map8, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %123 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %129 = arith.mulf %in, %in_33 : f32
      linalg.yield %129 : f32
    } -> tensor<2x64x64xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %arg16 : tensor<2x64x64xf32>, tensor<64xbf16>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: bf16, %out: f32):
      %129 = arith.extf %in_33 : bf16 to f32
      %130 = arith.mulf %in, %129 : f32
      linalg.yield %130 : f32
    } -> tensor<2x64x64xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %arg17 : tensor<2x64x64xf32>, tensor<64xbf16>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_33: bf16, %out: f32):
      %129 = arith.extf %in_33 : bf16 to f32
      %130 = arith.addf %in, %129 : f32
      linalg.yield %130 : f32
    } -> tensor<2x64x64xf32>
    %128 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x64x64xf32>) outs(%62 : tensor<2x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %129 = arith.truncf %in : f32 to bf16
      linalg.yield %129 : bf16
    } -> tensor<2x64x64xbf16>
    return %128 : tensor<2x64x64xbf16>
  }
}
