// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: BertModel(BertConfig(vocab_size=256, hidden_size=64, num_hidden_layers=1, num_attention_heads=2,
//    intermediate_size=128, max_position_embeddings=128, type_vocab_size=2, attn_implementation='sdpa'),
//    add_pooling_layer=False), random weights (torch.manual_seed(0)), eval(), bf16
// Part: attn, submodule encoder.layer.0.attention of BertModel (BertAttention): BertAttention: q/k/v with bias,
//    attention, output dense, residual, LayerNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens); the part gets the arguments the model passed it (pre-hook), tensors as
//    function arguments: hidden_states, attention_mask; other arguments fixed: cache=None, position_ids=None
// attn_implementation: sdpa. Notable: bidirectional, padding mask (create_bidirectional_mask), 2 heads x 32
// Inputs: %arg0 hidden_states: bf16[2,64,64], %arg1 attention_mask: bool[2,1,64,64]
// Weights: 10 parameters as function arguments %arg2..%arg11 (torch.func.functional_call); buffers are
//    constants: %arg2 self.query.weight: bf16[64,64], %arg3 self.query.bias: bf16[64], %arg4 self.key.weight:
//    bf16[64,64], %arg5 self.key.bias: bf16[64], %arg6 self.value.weight: bf16[64,64], %arg7 self.value.bias:
//    bf16[64], %arg8 output.dense.weight: bf16[64,64], %arg9 output.dense.bias: bf16[64], %arg10
//    output.LayerNorm.weight: bf16[64], %arg11 output.LayerNorm.bias: bf16[64]
// Results: bf16[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf bert:attn:sdpa:bf16 -o assets/models/bert_attn_sdpa_bf16.mlir
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d2)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module {
  func.func @main(%arg0: tensor<2x64x64xbf16>, %arg1: tensor<2x1x64x64xi1>, %arg2: tensor<64x64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64x64xbf16>, %arg9: tensor<64xbf16>, %arg10: tensor<64xbf16>, %arg11: tensor<64xbf16>) -> tensor<2x64x64xbf16> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x2x64x64xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_5 = arith.constant 9.9999999999999998E-13 : f64
    %cst_6 = arith.constant 0.42044820762685731 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 6.400000e+01 : f64
    %cst_9 = arith.constant 6.400000e+01 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x64xbf16> into tensor<128x64xbf16>
    %0 = tensor.empty() : tensor<64x64xbf16>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xbf16>) outs(%0 : tensor<64x64xbf16>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg3 : tensor<64xbf16>) outs(%1 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %93 = arith.extf %in : bf16 to f32
      linalg.yield %93 : f32
    } -> tensor<64xf32>
    %3 = tensor.empty() : tensor<128x64xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<128x64xbf16>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %93 = arith.extf %in : bf16 to f32
      linalg.yield %93 : f32
    } -> tensor<128x64xf32>
    %5 = tensor.empty() : tensor<64x64xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<64x64xbf16>) outs(%5 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %93 = arith.extf %in : bf16 to f32
      linalg.yield %93 : f32
    } -> tensor<64x64xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%3 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %8 = linalg.matmul ins(%4, %6 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%7 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8, %9 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %93 = arith.addf %in, %in_28 : f32
      linalg.yield %93 : f32
    } -> tensor<128x64xf32>
    %11 = tensor.empty() : tensor<128x64xbf16>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<128x64xf32>) outs(%11 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %93 = arith.truncf %in : f32 to bf16
      linalg.yield %93 : bf16
    } -> tensor<128x64xbf16>
    %expanded = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %13 = tensor.empty() : tensor<2x2x64x32xbf16>
    %transposed_10 = linalg.transpose ins(%expanded : tensor<2x64x2x32xbf16>) outs(%13 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_11 = linalg.transpose ins(%arg4 : tensor<64x64xbf16>) outs(%0 : tensor<64x64xbf16>) permutation = [1, 0] 
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg5 : tensor<64xbf16>) outs(%1 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %93 = arith.extf %in : bf16 to f32
      linalg.yield %93 : f32
    } -> tensor<64xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%transposed_11 : tensor<64x64xbf16>) outs(%5 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %93 = arith.extf %in : bf16 to f32
      linalg.yield %93 : f32
    } -> tensor<64x64xf32>
    %16 = linalg.matmul ins(%4, %15 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%7 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16, %17 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %93 = arith.addf %in, %in_28 : f32
      linalg.yield %93 : f32
    } -> tensor<128x64xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<128x64xf32>) outs(%11 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %93 = arith.truncf %in : f32 to bf16
      linalg.yield %93 : bf16
    } -> tensor<128x64xbf16>
    %expanded_12 = tensor.expand_shape %19 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<2x64x2x32xbf16>) outs(%13 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_14 = linalg.transpose ins(%arg6 : tensor<64x64xbf16>) outs(%0 : tensor<64x64xbf16>) permutation = [1, 0] 
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg7 : tensor<64xbf16>) outs(%1 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %93 = arith.extf %in : bf16 to f32
      linalg.yield %93 : f32
    } -> tensor<64xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%transposed_14 : tensor<64x64xbf16>) outs(%5 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %93 = arith.extf %in : bf16 to f32
      linalg.yield %93 : f32
    } -> tensor<64x64xf32>
    %22 = linalg.matmul ins(%4, %21 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%7 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %23 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%3 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %93 = arith.addf %in, %in_28 : f32
      linalg.yield %93 : f32
    } -> tensor<128x64xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<128x64xf32>) outs(%11 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %93 = arith.truncf %in : f32 to bf16
      linalg.yield %93 : bf16
    } -> tensor<128x64xbf16>
    %expanded_15 = tensor.expand_shape %25 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x64x2x32xbf16>) outs(%13 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %26 = tensor.empty() : tensor<2x1x64x64xbf16>
    %27 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %cst_3, %cst_4 : tensor<2x1x64x64xi1>, tensor<bf16>, tensor<bf16>) outs(%26 : tensor<2x1x64x64xbf16>) {
    ^bb0(%in: i1, %in_28: bf16, %in_29: bf16, %out: bf16):
      %93 = arith.select %in, %in_28, %in_29 : bf16
      linalg.yield %93 : bf16
    } -> tensor<2x1x64x64xbf16>
    %28 = tensor.empty() : tensor<2x2x64x32xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_10 : tensor<2x2x64x32xbf16>) outs(%28 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %93 = arith.extf %in : bf16 to f32
      linalg.yield %93 : f32
    } -> tensor<2x2x64x32xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13 : tensor<2x2x64x32xbf16>) outs(%28 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %93 = arith.extf %in : bf16 to f32
      linalg.yield %93 : f32
    } -> tensor<2x2x64x32xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16 : tensor<2x2x64x32xbf16>) outs(%28 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %93 = arith.extf %in : bf16 to f32
      linalg.yield %93 : f32
    } -> tensor<2x2x64x32xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<2x2x64x32xf32>) outs(%28 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.truncf %cst_6 : f64 to f32
      %94 = arith.mulf %in, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<2x2x64x32xf32>
    %33 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_17 = linalg.transpose ins(%30 : tensor<2x2x64x32xf32>) outs(%33 : tensor<2x2x32x64xf32>) permutation = [0, 1, 3, 2] 
    %34 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_17 : tensor<2x2x32x64xf32>) outs(%33 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.truncf %cst_6 : f64 to f32
      %94 = arith.mulf %in, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_18 = tensor.collapse_shape %32 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_19 = tensor.collapse_shape %34 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %35 = tensor.empty() : tensor<4x64x64xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %37 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%36 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_20 = tensor.expand_shape %37 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %38 = tensor.empty() : tensor<2x2x64x64xf32>
    %39 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20, %27 : tensor<2x2x64x64xf32>, tensor<2x1x64x64xbf16>) outs(%38 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_28: bf16, %out: f32):
      %93 = arith.extf %in_28 : bf16 to f32
      %94 = arith.addf %in, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<2x2x64x64xf32>
    %40 = tensor.empty() : tensor<2x2x64xi64>
    %41 = linalg.fill ins(%c0_i64 : i64) outs(%40 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %42 = tensor.empty() : tensor<2x2x64xf32>
    %43 = linalg.fill ins(%cst_0 : f32) outs(%42 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %44:2 = linalg.generic {indexing_maps = [#map3, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<2x2x64x64xf32>) outs(%43, %41 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_28: i64):
      %93 = linalg.index 3 : index
      %94 = arith.index_cast %93 : index to i64
      %95 = arith.maximumf %in, %out : f32
      %96 = arith.cmpf ogt, %in, %out : f32
      %97 = arith.select %96, %94, %out_28 : i64
      linalg.yield %95, %97 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_21 = tensor.expand_shape %44#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_21 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%38 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %93 = arith.subf %in, %in_28 : f32
      linalg.yield %93 : f32
    } -> tensor<2x2x64x64xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<2x2x64x64xf32>) outs(%38 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = math.exp %in : f32
      linalg.yield %93 : f32
    } -> tensor<2x2x64x64xf32>
    %47 = tensor.empty() : tensor<2x2x64x1xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<2x2x64x64xf32>) outs(%48 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.addf %in, %out : f32
      linalg.yield %93 : f32
    } -> tensor<2x2x64x1xf32>
    %50 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %49 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%38 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %93 = arith.divf %in, %in_28 : f32
      linalg.yield %93 : f32
    } -> tensor<2x2x64x64xf32>
    %51 = tensor.empty() : tensor<2x2x64x64xi1>
    %52 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<2x2x64x64xf32>) outs(%51 : tensor<2x2x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %93 = arith.extf %in : f32 to f64
      %94 = arith.cmpf oeq, %93, %cst_7 : f64
      linalg.yield %94 : i1
    } -> tensor<2x2x64x64xi1>
    %53 = tensor.empty() : tensor<2x2x64x1xi1>
    %54 = linalg.fill ins(%true : i1) outs(%53 : tensor<2x2x64x1xi1>) -> tensor<2x2x64x1xi1>
    %55 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<2x2x64x64xi1>) outs(%54 : tensor<2x2x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %93 = arith.andi %in, %out : i1
      linalg.yield %93 : i1
    } -> tensor<2x2x64x1xi1>
    %56 = linalg.generic {indexing_maps = [#map7, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %cst_2, %50 : tensor<2x2x64x1xi1>, tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%38 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %93 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %93 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_22 = tensor.collapse_shape %56 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_23 = tensor.collapse_shape %31 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %57 = tensor.empty() : tensor<4x64x32xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %59 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%58 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_24 = tensor.expand_shape %59 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<2x2x64x32xf32>) outs(%13 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %93 = arith.truncf %in : f32 to bf16
      linalg.yield %93 : bf16
    } -> tensor<2x2x64x32xbf16>
    %61 = tensor.empty() : tensor<2x64x2x32xbf16>
    %transposed_25 = linalg.transpose ins(%60 : tensor<2x2x64x32xbf16>) outs(%61 : tensor<2x64x2x32xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_26 = tensor.collapse_shape %transposed_25 [[0], [1], [2, 3]] : tensor<2x64x2x32xbf16> into tensor<2x64x64xbf16>
    %transposed_27 = linalg.transpose ins(%arg8 : tensor<64x64xbf16>) outs(%0 : tensor<64x64xbf16>) permutation = [1, 0] 
    %62 = tensor.empty() : tensor<2x64x64xbf16>
    %63 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_27 : tensor<64x64xbf16>) outs(%62 : tensor<2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x64x64xbf16>
    %64 = tensor.empty() : tensor<2x64x64xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %66 = linalg.batch_matmul ins(%collapsed_26, %63 : tensor<2x64x64xbf16>, tensor<2x64x64xbf16>) outs(%65 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %67 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x64x64xf32>) outs(%62 : tensor<2x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %93 = arith.truncf %in : f32 to bf16
      linalg.yield %93 : bf16
    } -> tensor<2x64x64xbf16>
    %68 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %arg9 : tensor<2x64x64xbf16>, tensor<64xbf16>) outs(%62 : tensor<2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_28: bf16, %out: bf16):
      %93 = arith.addf %in, %in_28 : bf16
      linalg.yield %93 : bf16
    } -> tensor<2x64x64xbf16>
    %69 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %arg0 : tensor<2x64x64xbf16>, tensor<2x64x64xbf16>) outs(%62 : tensor<2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_28: bf16, %out: bf16):
      %93 = arith.addf %in, %in_28 : bf16
      linalg.yield %93 : bf16
    } -> tensor<2x64x64xbf16>
    %70 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x64x64xbf16>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %93 = arith.extf %in : bf16 to f32
      linalg.yield %93 : f32
    } -> tensor<2x64x64xf32>
    %71 = tensor.empty() : tensor<2x64x64xf64>
    %72 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x64x64xf32>) outs(%71 : tensor<2x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %93 = arith.extf %in : f32 to f64
      linalg.yield %93 : f64
    } -> tensor<2x64x64xf64>
    %73 = tensor.empty() : tensor<2x64x1xf64>
    %74 = linalg.fill ins(%cst_1 : f64) outs(%73 : tensor<2x64x1xf64>) -> tensor<2x64x1xf64>
    %75 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<2x64x64xf64>) outs(%74 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %93 = arith.addf %in, %out : f64
      linalg.yield %93 : f64
    } -> tensor<2x64x1xf64>
    %76 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x64x1xf64>) outs(%73 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %93 = arith.divf %in, %cst_8 : f64
      linalg.yield %93 : f64
    } -> tensor<2x64x1xf64>
    %77 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %76 : tensor<2x64x64xf64>, tensor<2x64x1xf64>) outs(%71 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_28: f64, %out: f64):
      %93 = arith.subf %in, %in_28 : f64
      linalg.yield %93 : f64
    } -> tensor<2x64x64xf64>
    %78 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %77 : tensor<2x64x64xf64>, tensor<2x64x64xf64>) outs(%71 : tensor<2x64x64xf64>) {
    ^bb0(%in: f64, %in_28: f64, %out: f64):
      %93 = arith.mulf %in, %in_28 : f64
      linalg.yield %93 : f64
    } -> tensor<2x64x64xf64>
    %79 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x64x64xf64>) outs(%74 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %93 = arith.addf %in, %out : f64
      linalg.yield %93 : f64
    } -> tensor<2x64x1xf64>
    %80 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x64x1xf64>) outs(%73 : tensor<2x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %93 = arith.divf %in, %cst_8 : f64
      linalg.yield %93 : f64
    } -> tensor<2x64x1xf64>
    %81 = tensor.empty() : tensor<2x64x1xf32>
    %82 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x64x1xf64>) outs(%81 : tensor<2x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %93 = arith.truncf %in : f64 to f32
      linalg.yield %93 : f32
    } -> tensor<2x64x1xf32>
    %83 = linalg.fill ins(%cst : f32) outs(%81 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %84 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<2x64x64xf32>) outs(%83 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.addf %in, %out : f32
      linalg.yield %93 : f32
    } -> tensor<2x64x1xf32>
    %85 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x64x1xf32>) outs(%81 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.divf %in, %cst_9 : f32
      linalg.yield %93 : f32
    } -> tensor<2x64x1xf32>
    %86 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x64x1xf32>) outs(%81 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = arith.truncf %cst_5 : f64 to f32
      %94 = arith.addf %in, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<2x64x1xf32>
    %87 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x64x1xf32>) outs(%81 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %93 = math.rsqrt %in : f32
      linalg.yield %93 : f32
    } -> tensor<2x64x1xf32>
    %88 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %85 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %93 = arith.subf %in, %in_28 : f32
      linalg.yield %93 : f32
    } -> tensor<2x64x64xf32>
    %89 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %87 : tensor<2x64x64xf32>, tensor<2x64x1xf32>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %93 = arith.mulf %in, %in_28 : f32
      linalg.yield %93 : f32
    } -> tensor<2x64x64xf32>
    %90 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %arg10 : tensor<2x64x64xf32>, tensor<64xbf16>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_28: bf16, %out: f32):
      %93 = arith.extf %in_28 : bf16 to f32
      %94 = arith.mulf %in, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<2x64x64xf32>
    %91 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %arg11 : tensor<2x64x64xf32>, tensor<64xbf16>) outs(%64 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_28: bf16, %out: f32):
      %93 = arith.extf %in_28 : bf16 to f32
      %94 = arith.addf %in, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<2x64x64xf32>
    %92 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x64x64xf32>) outs(%62 : tensor<2x64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %93 = arith.truncf %in : f32 to bf16
      linalg.yield %93 : bf16
    } -> tensor<2x64x64xbf16>
    return %92 : tensor<2x64x64xbf16>
  }
}
