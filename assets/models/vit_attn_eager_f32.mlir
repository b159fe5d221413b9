// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: ViTModel(ViTConfig(hidden_size=64, num_hidden_layers=1, num_attention_heads=2, intermediate_size=128,
//    image_size=32, patch_size=4, num_channels=3, attn_implementation='eager'), add_pooling_layer=False),
//    random weights (torch.manual_seed(0)), eval(), f32
// Part: attn, submodule layers.0.attention of ViTModel (ViTAttention): ViTAttention: q/k/v with bias,
//    attention, output dense
// Run: the model is called on pixel_values f32[2,3,32,32]; the part gets the arguments the model passed it
//    (pre-hook), tensors as function arguments: hidden_states; other arguments fixed: attention_mask=None
// attn_implementation: eager. Notable: 2 heads x 32, S = 8x8 patches + CLS = 65 (not a tile multiple), no mask
// Inputs: %arg0 hidden_states: f32[2,65,64]
// Weights: 8 parameters as function arguments %arg1..%arg8 (torch.func.functional_call); buffers are constants:
//    %arg1 q_proj.weight: f32[64,64], %arg2 q_proj.bias: f32[64], %arg3 k_proj.weight: f32[64,64], %arg4
//    k_proj.bias: f32[64], %arg5 v_proj.weight: f32[64,64], %arg6 v_proj.bias: f32[64], %arg7 o_proj.weight:
//    f32[64,64], %arg8 o_proj.bias: f32[64]
// Results: f32[2,65,64]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf vit:attn:eager:f32 -o assets/models/vit_attn_eager_f32.mlir
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<2x65x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>) -> tensor<2x65x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.17677669529663689 : f64
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
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %37 = arith.addf %in, %in_20 : f32
      linalg.yield %37 : f32
    } -> tensor<130x64xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %6 = tensor.empty() : tensor<2x2x65x32xf32>
    %transposed_2 = linalg.transpose ins(%expanded : tensor<2x65x2x32xf32>) outs(%6 : tensor<2x2x65x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_3 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%collapsed, %transposed_3 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64xf32>) outs(%1 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %8 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%1 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %37 = arith.addf %in, %in_20 : f32
      linalg.yield %37 : f32
    } -> tensor<130x64xf32>
    %expanded_4 = tensor.expand_shape %9 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %transposed_5 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %10 = linalg.matmul ins(%collapsed, %transposed_5 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%1 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%1 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %37 = arith.addf %in, %in_20 : f32
      linalg.yield %37 : f32
    } -> tensor<130x64xf32>
    %expanded_6 = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [2, 65, 2, 32] : tensor<130x64xf32> into tensor<2x65x2x32xf32>
    %transposed_7 = linalg.transpose ins(%expanded_6 : tensor<2x65x2x32xf32>) outs(%6 : tensor<2x2x65x32xf32>) permutation = [0, 2, 1, 3] 
    %13 = tensor.empty() : tensor<2x2x32x65xf32>
    %transposed_8 = linalg.transpose ins(%expanded_4 : tensor<2x65x2x32xf32>) outs(%13 : tensor<2x2x32x65xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_9 = tensor.collapse_shape %transposed_2 [[0, 1], [2], [3]] : tensor<2x2x65x32xf32> into tensor<4x65x32xf32>
    %collapsed_10 = tensor.collapse_shape %transposed_8 [[0, 1], [2], [3]] : tensor<2x2x32x65xf32> into tensor<4x32x65xf32>
    %14 = tensor.empty() : tensor<4x65x65xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %16 = linalg.batch_matmul ins(%collapsed_9, %collapsed_10 : tensor<4x65x32xf32>, tensor<4x32x65xf32>) outs(%15 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %expanded_11 = tensor.expand_shape %16 [[0, 1], [2], [3]] output_shape [2, 2, 65, 65] : tensor<4x65x65xf32> into tensor<2x2x65x65xf32>
    %17 = tensor.empty() : tensor<2x2x65x65xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<2x2x65x65xf32>) outs(%17 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.truncf %cst_1 : f64 to f32
      %38 = arith.mulf %in, %37 : f32
      linalg.yield %38 : f32
    } -> tensor<2x2x65x65xf32>
    %19 = tensor.empty() : tensor<2x2x65xi64>
    %20 = linalg.fill ins(%c0_i64 : i64) outs(%19 : tensor<2x2x65xi64>) -> tensor<2x2x65xi64>
    %21 = tensor.empty() : tensor<2x2x65xf32>
    %22 = linalg.fill ins(%cst_0 : f32) outs(%21 : tensor<2x2x65xf32>) -> tensor<2x2x65xf32>
    %23:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%18 : tensor<2x2x65x65xf32>) outs(%22, %20 : tensor<2x2x65xf32>, tensor<2x2x65xi64>) {
    ^bb0(%in: f32, %out: f32, %out_20: i64):
      %37 = linalg.index 3 : index
      %38 = arith.index_cast %37 : index to i64
      %39 = arith.maximumf %in, %out : f32
      %40 = arith.cmpf ogt, %in, %out : f32
      %41 = arith.select %40, %38, %out_20 : i64
      linalg.yield %39, %41 : f32, i64
    } -> (tensor<2x2x65xf32>, tensor<2x2x65xi64>)
    %expanded_12 = tensor.expand_shape %23#0 [[0], [1], [2, 3]] output_shape [2, 2, 65, 1] : tensor<2x2x65xf32> into tensor<2x2x65x1xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_12 : tensor<2x2x65x65xf32>, tensor<2x2x65x1xf32>) outs(%17 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %37 = arith.subf %in, %in_20 : f32
      linalg.yield %37 : f32
    } -> tensor<2x2x65x65xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<2x2x65x65xf32>) outs(%17 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = math.exp %in : f32
      linalg.yield %37 : f32
    } -> tensor<2x2x65x65xf32>
    %26 = tensor.empty() : tensor<2x2x65x1xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<2x2x65x1xf32>) -> tensor<2x2x65x1xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<2x2x65x65xf32>) outs(%27 : tensor<2x2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.addf %in, %out : f32
      linalg.yield %37 : f32
    } -> tensor<2x2x65x1xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %28 : tensor<2x2x65x65xf32>, tensor<2x2x65x1xf32>) outs(%17 : tensor<2x2x65x65xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %37 = arith.divf %in, %in_20 : f32
      linalg.yield %37 : f32
    } -> tensor<2x2x65x65xf32>
    %collapsed_13 = tensor.collapse_shape %29 [[0, 1], [2], [3]] : tensor<2x2x65x65xf32> into tensor<4x65x65xf32>
    %collapsed_14 = tensor.collapse_shape %transposed_7 [[0, 1], [2], [3]] : tensor<2x2x65x32xf32> into tensor<4x65x32xf32>
    %30 = tensor.empty() : tensor<4x65x32xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %32 = linalg.batch_matmul ins(%collapsed_13, %collapsed_14 : tensor<4x65x65xf32>, tensor<4x65x32xf32>) outs(%31 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %expanded_15 = tensor.expand_shape %32 [[0, 1], [2], [3]] output_shape [2, 2, 65, 32] : tensor<4x65x32xf32> into tensor<2x2x65x32xf32>
    %33 = tensor.empty() : tensor<2x65x2x32xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x2x65x32xf32>) outs(%33 : tensor<2x65x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_17 = tensor.collapse_shape %transposed_16 [[0, 1], [2, 3]] : tensor<2x65x2x32xf32> into tensor<130x64xf32>
    %transposed_18 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %34 = linalg.matmul ins(%collapsed_17, %transposed_18 : tensor<130x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<130x64xf32>) -> tensor<130x64xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64xf32>) outs(%1 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<130x64xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34, %35 : tensor<130x64xf32>, tensor<130x64xf32>) outs(%1 : tensor<130x64xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %37 = arith.addf %in, %in_20 : f32
      linalg.yield %37 : f32
    } -> tensor<130x64xf32>
    %expanded_19 = tensor.expand_shape %36 [[0, 1], [2]] output_shape [2, 65, 64] : tensor<130x64xf32> into tensor<2x65x64xf32>
    return %expanded_19 : tensor<2x65x64xf32>
  }
}
