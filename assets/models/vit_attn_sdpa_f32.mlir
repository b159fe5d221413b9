// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: ViTModel(ViTConfig(hidden_size=64, num_hidden_layers=1, num_attention_heads=2, intermediate_size=128,
//    image_size=32, patch_size=4, num_channels=3, attn_implementation='sdpa'), add_pooling_layer=False), random
//    weights (torch.manual_seed(0)), eval(), f32
// Part: attn, submodule layers.0.attention of ViTModel (ViTAttention): ViTAttention: q/k/v with bias,
//    attention, output dense
// Run: the model is called on pixel_values f32[2,3,32,32]; the part gets the arguments the model passed it
//    (pre-hook), tensors as function arguments: hidden_states; other arguments fixed: attention_mask=None
// attn_implementation: sdpa. Notable: 2 heads x 32, S = 8x8 patches + CLS = 65 (not a tile multiple), no mask
// Inputs: %arg0 hidden_states: f32[2,65,64]
// Weights: 8 parameters as function arguments %arg1..%arg8 (torch.func.functional_call); buffers are constants:
//    %arg1 q_proj.weight: f32[64,64], %arg2 q_proj.bias: f32[64], %arg3 k_proj.weight: f32[64,64], %arg4
//    k_proj.bias: f32[64], %arg5 v_proj.weight: f32[64,64], %arg6 v_proj.bias: f32[64], %arg7 o_proj.weight:
//    f32[64,64], %arg8 o_proj.bias: f32[64]
// Results: f32[2,65,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf vit:attn:sdpa:f32 -o assets/models/vit_attn_sdpa_f32.mlir
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @main(%arg0: tensor<2x65x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>) -> tensor<2x65x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x2x65x65xf32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.42044820762685731 : f64
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x65x64xf32> into tensor<130x64xf32>
    %0 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<130x64xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<130x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<64xf32>) outs(%1 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%1 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %47 = arith.addf %in, %in_21 : f32
      linalg.yield %47 : f32
    } -> tensor<130x64xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %6 = tensor.empty() : tensor<2x2x65x32xf32>
    %transposed_4 = linalg.transpose ins(%expanded : tensor<2x65x2x32xf32>) outs(%6 : tensor<2x2x65x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_5 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%collapsed, %transposed_5 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64xf32>) outs(%1 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %8 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%1 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %47 = arith.addf %in, %in_21 : f32
      linalg.yield %47 : f32
    } -> tensor<130x64xf32>
    %expanded_6 = tensor.expand_shape %9 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %transposed_7 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %10 = linalg.matmul ins(%collapsed, %transposed_7 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%1 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%1 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %47 = arith.addf %in, %in_21 : f32
      linalg.yield %47 : f32
    } -> tensor<130x64xf32>
    %expanded_8 = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %transposed_9 = linalg.transpose ins(%expanded_8 : tensor<2x65x2x32xf32>) outs(%6 : tensor<2x2x65x32xf32>) permutation = [0, 2, 1, 3] 
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_4 : tensor<2x2x65x32xf32>) outs(%6 : tensor<2x2x65x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.truncf %cst_3 : f64 to f32
      %48 = arith.mulf %in, %47 : f32
      linalg.yield %48 : f32
    } -> tensor<2x2x65x32xf32>
    %14 = tensor.empty() : tensor<2x2x32x65xf32>
    %transposed_10 = linalg.transpose ins(%expanded_6 : tensor<2x65x2x32xf32>) outs(%14 : tensor<2x2x32x65xf32>) permutation = [0, 2, 3, 1] 
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_10 : tensor<2x2x32x65xf32>) outs(%14 : tensor<2x2x32x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.truncf %cst_3 : f64 to f32
      %48 = arith.mulf %in, %47 : f32
      linalg.yield %48 : f32
    } -> tensor<2x2x32x65xf32>
    %collapsed_11 = tensor.collapse_shape %13 [[0, 1], [2], [3]] : tensor<2x2x65x32xf32> into tensor<4x65x32xf32>
    %collapsed_12 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<2x2x32x65xf32> into tensor<4x32x65xf32>
    %16 = tensor.empty() : tensor<4x65x65xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %18 = linalg.batch_matmul ins(%collapsed_11, %collapsed_12 : tensor<4x65x32xf32>, tensor<4x32x65xf32>) outs(%17 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %expanded_13 = tensor.expand_shape %18 [[0, 1], [2], [3]] output_shape [2, 2, 65, 65] : tensor<4x65x65xf32> into tensor<2x2x65x65xf32>
    %19 = tensor.empty() : tensor<2x2x65xi64>
    %20 = linalg.fill ins(%c0_i64 : i64) outs(%19 : tensor<2x2x65xi64>) -> tensor<2x2x65xi64>
    %21 = tensor.empty() : tensor<2x2x65xf32>
    %22 = linalg.fill ins(%cst_0 : f32) outs(%21 : tensor<2x2x65xf32>) -> tensor<2x2x65xf32>
    %23:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_13 : tensor<2x2x65x65xf32>) outs(%22, %20 : tensor<2x2x65xf32>, tensor<2x2x65xi64>) {
    ^bb0(%in: f32, %out: f32, %out_21: i64):
      %47 = linalg.index 3 : index
      %48 = arith.index_cast %47 : index to i64
      %49 = arith.maximumf %in, %out : f32
      %50 = arith.cmpf ogt, %in, %out : f32
      %51 = arith.select %50, %48, %out_21 : i64
      linalg.yield %49, %51 : f32, i64
    } -> (tensor<2x2x65xf32>, tensor<2x2x65xi64>)
    %expanded_14 = tensor.expand_shape %23#0 [[0], [1], [2, 3]] output_shape [2, 2, 65, 1] : tensor<2x2x65xf32> into tensor<2x2x65x1xf32>
    %24 = tensor.empty() : tensor<2x2x65x65xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_14 : tensor<2x2x65x65xf32>, tensor<2x2x65x1xf32>) outs(%24 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %47 = arith.subf %in, %in_21 : f32
      linalg.yield %47 : f32
    } -> tensor<2x2x65x65xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<2x2x65x65xf32>) outs(%24 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.exp %in : f32
      linalg.yield %47 : f32
    } -> tensor<2x2x65x65xf32>
    %27 = tensor.empty() : tensor<2x2x65x1xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x2x65x1xf32>) -> tensor<2x2x65x1xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26 : tensor<2x2x65x65xf32>) outs(%28 : tensor<2x2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.addf %in, %out : f32
      linalg.yield %47 : f32
    } -> tensor<2x2x65x1xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %29 : tensor<2x2x65x65xf32>, tensor<2x2x65x1xf32>) outs(%24 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %47 = arith.divf %in, %in_21 : f32
      linalg.yield %47 : f32
    } -> tensor<2x2x65x65xf32>
    %31 = tensor.empty() : tensor<2x2x65x65xi1>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<2x2x65x65xf32>) outs(%31 : tensor<2x2x65x65xi1>) {
    ^bb0(%in: f32, %out: i1):
      %47 = arith.extf %in : f32 to f64
      %48 = arith.cmpf oeq, %47, %cst_2 : f64
      linalg.yield %48 : i1
    } -> tensor<2x2x65x65xi1>
    %33 = tensor.empty() : tensor<2x2x65x1xi1>
    %34 = linalg.fill ins(%true : i1) outs(%33 : tensor<2x2x65x1xi1>) -> tensor<2x2x65x1xi1>
    %35 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%32 : tensor<2x2x65x65xi1>) outs(%34 : tensor<2x2x65x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %47 = arith.andi %in, %out : i1
      linalg.yield %47 : i1
    } -> tensor<2x2x65x1xi1>
    %36 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %cst_1, %30 : tensor<2x2x65x1xi1>, tensor<2x2x65x65xf32>, tensor<2x2x65x65xf32>) outs(%24 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: i1, %in_21: f32, %in_22: f32, %out: f32):
      %47 = arith.select %in, %in_21, %in_22 : f32
      linalg.yield %47 : f32
    } -> tensor<2x2x65x65xf32>
    %collapsed_15 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<2x2x65x65xf32> into tensor<4x65x65xf32>
    %collapsed_16 = tensor.collapse_shape %transposed_9 [[0, 1], [2], [3]] : tensor<2x2x65x32xf32> into tensor<4x65x32xf32>
    %37 = tensor.empty() : tensor<4x65x32xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %39 = linalg.batch_matmul ins(%collapsed_15, %collapsed_16 : tensor<4x65x65xf32>, tensor<4x65x32xf32>) outs(%38 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %expanded_17 = tensor.expand_shape %39 [[0, 1], [2], [3]] output_shape [2, 2, 65, 32] : tensor<4x65x32xf32> into tensor<2x2x65x32xf32>
    %40 = tensor.empty() : tensor<2x65x2x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x2x65x32xf32>) outs(%40 : tensor<2x65x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_19 = tensor.collapse_shape %transposed_18 [[0], [1], [2, 3]] : tensor<2x65x2x32xf32> into tensor<2x65x64xf32>
    %transposed_20 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %41 = tensor.empty() : tensor<2x64x64xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_20 : tensor<64x64xf32>) outs(%41 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %43 = tensor.empty() : tensor<2x65x64xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<2x65x64xf32>) -> tensor<2x65x64xf32>
    %45 = linalg.batch_matmul ins(%collapsed_19, %42 : tensor<2x65x64xf32>, tensor<2x64x64xf32>) outs(%44 : tensor<2x65x64xf32>) -> tensor<2x65x64xf32>
    %46 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %arg8 : tensor<2x65x64xf32>, tensor<64xf32>) outs(%43 : tensor<2x65x64xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %47 = arith.addf %in, %in_21 : f32
      linalg.yield %47 : f32
    } -> tensor<2x65x64xf32>
    return %46 : tensor<2x65x64xf32>
  }
}
