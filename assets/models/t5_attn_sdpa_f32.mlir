// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: T5Model(T5Config(vocab_size=256, d_model=64, d_kv=32, d_ff=128, num_layers=1, num_decoder_layers=1,
//    num_heads=2, relative_attention_num_buckets=32, relative_attention_max_distance=64,
//    decoder_start_token_id=0, attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), f32
// Part: attn, submodule encoder.block.0.layer.0.SelfAttention of T5Model (T5Attention): T5Attention (encoder,
//    layer 0): q/k/v/o without bias, relative position bias computed inside, no scaling
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64], decoder_input_ids i64[2,32]
//    (attention_mask: batch element 1 ends with 16 padding tokens); the part gets the arguments the model
//    passed it (pre-hook), tensors as function arguments: hidden_states, mask; other arguments fixed:
//    position_bias=None, cache=None
// attn_implementation: sdpa. Notable: 2 heads x 32, relative position bias, no 1/sqrt(d) scaling, padding mask;
//    relative position bias (bucket gather) added to the scores, scale 1
// Inputs: %arg0 hidden_states: f32[2,64,64], %arg1 mask: bool[2,1,64,64]
// Weights: 5 parameters as function arguments %arg2..%arg6 (torch.func.functional_call); buffers are constants:
//    %arg2 q.weight: f32[64,64], %arg3 k.weight: f32[64,64], %arg4 v.weight: f32[64,64], %arg5 o.weight:
//    f32[64,64], %arg6 relative_attention_bias.weight: f32[32,2]
// Results: f32[2,64,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf t5:attn:sdpa:f32 -o assets/models/t5_attn_sdpa_f32.mlir
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64x64xf32>, %arg1: tensor<2x1x64x64xi1>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<32x2xf32>) -> tensor<2x64x64xf32> {
    %c8_i64 = arith.constant 8 : i64
    %c16_i64 = arith.constant 16 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c32 = arith.constant 32 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x2x64x64xf32>
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant 0xFFF0000000000000 : f64
    %cst_4 = arith.constant 2.0794415416798357 : f64
    %cst_5 = arith.constant 8.000000e+00 : f32
    %cst_6 = arith.constant dense<15> : tensor<64x64xi64>
    %0 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %1 = tensor.empty() : tensor<128x64xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded = tensor.expand_shape %3 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %4 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_7 = linalg.transpose ins(%expanded : tensor<2x64x2x32xf32>) outs(%4 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_8 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %5 = linalg.matmul ins(%collapsed, %transposed_8 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_9 = tensor.expand_shape %5 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_10 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %6 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_11 = tensor.expand_shape %6 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x64x2x32xf32>) outs(%4 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %7 = tensor.empty() : tensor<64xi64>
    %8 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%7 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %61 = linalg.index 0 : index
      %62 = arith.index_cast %61 : index to i64
      linalg.yield %62 : i64
    } -> tensor<64xi64>
    %expanded_13 = tensor.expand_shape %8 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %expanded_14 = tensor.expand_shape %8 [[0, 1]] output_shape [1, 64] : tensor<64xi64> into tensor<1x64xi64>
    %9 = tensor.empty() : tensor<64x64xi64>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_14, %expanded_13 : tensor<1x64xi64>, tensor<64x1xi64>) outs(%9 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_28: i64, %out: i64):
      %61 = arith.subi %in, %in_28 : i64
      linalg.yield %61 : i64
    } -> tensor<64x64xi64>
    %11 = tensor.empty() : tensor<64x64xi1>
    %12 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<64x64xi64>) outs(%11 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %61 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %61 : i1
    } -> tensor<64x64xi1>
    %13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<64x64xi1>) outs(%9 : tensor<64x64xi64>) {
    ^bb0(%in: i1, %out: i64):
      %61 = arith.extui %in : i1 to i64
      linalg.yield %61 : i64
    } -> tensor<64x64xi64>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<64x64xi64>) outs(%9 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %61 = arith.muli %in, %c16_i64 : i64
      linalg.yield %61 : i64
    } -> tensor<64x64xi64>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<64x64xi64>) outs(%9 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %61 = math.absi %in : i64
      linalg.yield %61 : i64
    } -> tensor<64x64xi64>
    %16 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<64x64xi64>) outs(%11 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %61 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %61 : i1
    } -> tensor<64x64xi1>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<64x64xi64>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %61 = arith.sitofp %in : i64 to f32
      linalg.yield %61 : f32
    } -> tensor<64x64xf32>
    %18 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = arith.divf %in, %cst_5 : f32
      linalg.yield %61 : f32
    } -> tensor<64x64xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = math.log %in : f32
      linalg.yield %61 : f32
    } -> tensor<64x64xf32>
    %20 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = arith.truncf %cst_4 : f64 to f32
      %62 = arith.divf %in, %61 : f32
      linalg.yield %62 : f32
    } -> tensor<64x64xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = arith.mulf %in, %cst_5 : f32
      linalg.yield %61 : f32
    } -> tensor<64x64xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<64x64xf32>) outs(%9 : tensor<64x64xi64>) {
    ^bb0(%in: f32, %out: i64):
      %61 = arith.fptosi %in : f32 to i64
      linalg.yield %61 : i64
    } -> tensor<64x64xi64>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<64x64xi64>) outs(%9 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      %61 = arith.addi %in, %c8_i64 : i64
      linalg.yield %61 : i64
    } -> tensor<64x64xi64>
    %24 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%23, %cst_6 : tensor<64x64xi64>, tensor<64x64xi64>) outs(%9 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_28: i64, %out: i64):
      %61 = arith.minsi %in, %in_28 : i64
      linalg.yield %61 : i64
    } -> tensor<64x64xi64>
    %25 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%16, %15, %24 : tensor<64x64xi1>, tensor<64x64xi64>, tensor<64x64xi64>) outs(%9 : tensor<64x64xi64>) {
    ^bb0(%in: i1, %in_28: i64, %in_29: i64, %out: i64):
      %61 = arith.select %in, %in_28, %in_29 : i64
      linalg.yield %61 : i64
    } -> tensor<64x64xi64>
    %26 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%14, %25 : tensor<64x64xi64>, tensor<64x64xi64>) outs(%9 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_28: i64, %out: i64):
      %61 = arith.addi %in, %in_28 : i64
      linalg.yield %61 : i64
    } -> tensor<64x64xi64>
    %27 = tensor.empty() : tensor<64x64x2xf32>
    %28 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<64x64xi64>) outs(%27 : tensor<64x64x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %61 = arith.index_cast %in : i64 to index
      %62 = linalg.index 2 : index
      %63 = arith.cmpi slt, %61, %c32 : index
      cf.assert %63, "index must be smaller than dim size"
      %64 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %64, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg6[%61, %62] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x64x2xf32>
    %29 = tensor.empty() : tensor<2x64x64xf32>
    %transposed_15 = linalg.transpose ins(%28 : tensor<64x64x2xf32>) outs(%29 : tensor<2x64x64xf32>) permutation = [2, 0, 1] 
    %expanded_16 = tensor.expand_shape %transposed_15 [[0, 1], [2], [3]] output_shape [1, 2, 64, 64] : tensor<2x64x64xf32> into tensor<1x2x64x64xf32>
    %30 = tensor.empty() : tensor<2x2x64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map6, #map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %expanded_16, %cst_2 : tensor<2x1x64x64xi1>, tensor<1x2x64x64xf32>, tensor<f32>) outs(%30 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %61 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %61 : f32
    } -> tensor<2x2x64x64xf32>
    %32 = tensor.empty() : tensor<2x2x32x64xf32>
    %transposed_17 = linalg.transpose ins(%expanded_9 : tensor<2x64x2x32xf32>) outs(%32 : tensor<2x2x32x64xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_18 = tensor.collapse_shape %transposed_7 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_19 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %33 = tensor.empty() : tensor<4x64x64xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %35 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%34 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_20 = tensor.expand_shape %35 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %36 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20, %31 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%30 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %61 = arith.addf %in, %in_28 : f32
      linalg.yield %61 : f32
    } -> tensor<2x2x64x64xf32>
    %37 = tensor.empty() : tensor<2x2x64xi64>
    %38 = linalg.fill ins(%c0_i64 : i64) outs(%37 : tensor<2x2x64xi64>) -> tensor<2x2x64xi64>
    %39 = tensor.empty() : tensor<2x2x64xf32>
    %40 = linalg.fill ins(%cst_0 : f32) outs(%39 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %41:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%36 : tensor<2x2x64x64xf32>) outs(%40, %38 : tensor<2x2x64xf32>, tensor<2x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_28: i64):
      %61 = linalg.index 3 : index
      %62 = arith.index_cast %61 : index to i64
      %63 = arith.maximumf %in, %out : f32
      %64 = arith.cmpf ogt, %in, %out : f32
      %65 = arith.select %64, %62, %out_28 : i64
      linalg.yield %63, %65 : f32, i64
    } -> (tensor<2x2x64xf32>, tensor<2x2x64xi64>)
    %expanded_21 = tensor.expand_shape %41#0 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %42 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_21 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%30 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %61 = arith.subf %in, %in_28 : f32
      linalg.yield %61 : f32
    } -> tensor<2x2x64x64xf32>
    %43 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<2x2x64x64xf32>) outs(%30 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = math.exp %in : f32
      linalg.yield %61 : f32
    } -> tensor<2x2x64x64xf32>
    %44 = tensor.empty() : tensor<2x2x64x1xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<2x2x64x1xf32>) -> tensor<2x2x64x1xf32>
    %46 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<2x2x64x64xf32>) outs(%45 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = arith.addf %in, %out : f32
      linalg.yield %61 : f32
    } -> tensor<2x2x64x1xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<2x2x64x64xf32>, tensor<2x2x64x1xf32>) outs(%30 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %61 = arith.divf %in, %in_28 : f32
      linalg.yield %61 : f32
    } -> tensor<2x2x64x64xf32>
    %48 = tensor.empty() : tensor<2x2x64x64xi1>
    %49 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x2x64x64xf32>) outs(%48 : tensor<2x2x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %61 = arith.extf %in : f32 to f64
      %62 = arith.cmpf oeq, %61, %cst_3 : f64
      linalg.yield %62 : i1
    } -> tensor<2x2x64x64xi1>
    %50 = tensor.empty() : tensor<2x2x64x1xi1>
    %51 = linalg.fill ins(%true : i1) outs(%50 : tensor<2x2x64x1xi1>) -> tensor<2x2x64x1xi1>
    %52 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<2x2x64x64xi1>) outs(%51 : tensor<2x2x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %61 = arith.andi %in, %out : i1
      linalg.yield %61 : i1
    } -> tensor<2x2x64x1xi1>
    %53 = linalg.generic {indexing_maps = [#map11, #map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %cst_1, %47 : tensor<2x2x64x1xi1>, tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%30 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %61 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %61 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_22 = tensor.collapse_shape %53 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_23 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %54 = tensor.empty() : tensor<4x64x32xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %56 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%55 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_24 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %57 = tensor.empty() : tensor<2x64x2x32xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x2x64x32xf32>) outs(%57 : tensor<2x64x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_26 = tensor.collapse_shape %transposed_25 [[0], [1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<2x64x64xf32>
    %transposed_27 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %58 = linalg.generic {indexing_maps = [#map12, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_27 : tensor<64x64xf32>) outs(%29 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%29 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %60 = linalg.batch_matmul ins(%collapsed_26, %58 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%59 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    return %60 : tensor<2x64x64xf32>
  }
}
