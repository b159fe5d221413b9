// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: MistralModel(MistralConfig(vocab_size=256, hidden_size=128, intermediate_size=256,
//    num_hidden_layers=1, num_attention_heads=4, num_key_value_heads=2, head_dim=32,
//    max_position_embeddings=128, sliding_window=16, attn_implementation='eager')), random weights
//    (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: MistralModel: embedding, rotary embedding, 1 layer, RMSNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: eager. Notable: GQA 4 / 2 x 32, RoPE, sliding window 16 < S=64
//    (create_sliding_window_causal_mask) + padding; sliding-window + padding mask built in the graph
// Inputs: %arg0 input_ids: i64[2,64], %arg1 attention_mask: i64[2,64]
// Weights: 11 parameters as function arguments %arg2..%arg12 (torch.func.functional_call); buffers are
//    constants: %arg2 embed_tokens.weight: f32[256,128], %arg3 layers.0.self_attn.q_proj.weight: f32[128,128],
//    %arg4 layers.0.self_attn.k_proj.weight: f32[64,128], %arg5 layers.0.self_attn.v_proj.weight: f32[64,128],
//    %arg6 layers.0.self_attn.o_proj.weight: f32[128,128], %arg7 layers.0.mlp.gate_proj.weight: f32[256,128],
//    %arg8 layers.0.mlp.up_proj.weight: f32[256,128], %arg9 layers.0.mlp.down_proj.weight: f32[128,256], %arg10
//    layers.0.input_layernorm.weight: f32[128], %arg11 layers.0.post_attention_layernorm.weight: f32[128],
//    %arg12 norm.weight: f32[128]
// Results: f32[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf mistral:model:eager:f32 -o assets/models/mistral_model_eager_f32.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<256x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<64x128xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<256x128xf32>, %arg8: tensor<256x128xf32>, %arg9: tensor<128x256xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>) -> tensor<2x64x128xf32> {
    %c16_i64 = arith.constant 16 : i64
    %c2_i64 = arith.constant 2 : i64
    %c64_i64 = arith.constant 64 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.17677669529663689 : f64
    %cst_6 = arith.constant 9.9999999999999995E-7 : f64
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_8 = arith.constant 1.280000e+02 : f32
    %0 = tensor.empty() : tensor<2x64x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %109 = arith.index_cast %in : i64 to index
      %110 = linalg.index 2 : index
      %111 = arith.cmpi slt, %109, %c256 : index
      cf.assert %111, "index must be smaller than dim size"
      %112 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %112, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%109, %110] : tensor<256x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x64x128xf32>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %109 = linalg.index 0 : index
      %110 = arith.index_cast %109 : index to i64
      linalg.yield %110 : i64
    } -> tensor<64xi64>
    %4 = tensor.empty() : tensor<2x64xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%4 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %109 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %109 : i1
    } -> tensor<2x64xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %109 = linalg.index 0 : index
      %110 = arith.index_cast %109 : index to i64
      linalg.yield %110 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_9 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_10 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %8 = tensor.empty() : tensor<1x1x64x1xi64>
    %9 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<1x1x64x1xi64>) outs(%8 : tensor<1x1x64x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %109 = arith.subi %in, %c16_i64 : i64
      linalg.yield %109 : i64
    } -> tensor<1x1x64x1xi64>
    %10 = tensor.empty() : tensor<1x1x64x64xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %9 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%10 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_48: i64, %out: i1):
      %109 = arith.cmpi sgt, %in, %in_48 : i64
      linalg.yield %109 : i1
    } -> tensor<1x1x64x64xi1>
    %12 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %11 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%10 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_48: i1, %out: i1):
      %109 = arith.andi %in, %in_48 : i1
      linalg.yield %109 : i1
    } -> tensor<1x1x64x64xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %expanded_9 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%10 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_48: i64, %out: i1):
      %109 = arith.cmpi sle, %in, %in_48 : i64
      linalg.yield %109 : i1
    } -> tensor<1x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %13 : tensor<1x1x64x64xi1>, tensor<1x1x64x64xi1>) outs(%10 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_48: i1, %out: i1):
      %109 = arith.andi %in, %in_48 : i1
      linalg.yield %109 : i1
    } -> tensor<1x1x64x64xi1>
    %15 = linalg.generic {indexing_maps = [#map7, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %14 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%10 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_48: i1, %out: i1):
      %109 = arith.andi %in, %in_48 : i1
      linalg.yield %109 : i1
    } -> tensor<1x1x64x64xi1>
    %16 = tensor.empty() : tensor<2x1x1x64xi1>
    %17 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_10 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%16 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_48: i64, %out: i1):
      %109 = arith.cmpi slt, %in, %c0_i64 : i64
      %110 = arith.addi %in, %c2_i64 : i64
      %111 = arith.select %109, %110, %in : i64
      %112 = arith.index_cast %111 : i64 to index
      %113 = arith.cmpi slt, %in_48, %c0_i64 : i64
      %114 = arith.addi %in_48, %c64_i64 : i64
      %115 = arith.select %113, %114, %in_48 : i64
      %116 = arith.index_cast %115 : i64 to index
      %extracted = tensor.extract %5[%112, %116] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %18 = tensor.empty() : tensor<2x1x64x64xi1>
    %19 = linalg.generic {indexing_maps = [#map10, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %17 : tensor<1x1x64x64xi1>, tensor<2x1x1x64xi1>) outs(%18 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_48: i1, %out: i1):
      %109 = arith.andi %in, %in_48 : i1
      linalg.yield %109 : i1
    } -> tensor<2x1x64x64xi1>
    %20 = tensor.empty() : tensor<2x1x64x64xf32>
    %21 = linalg.generic {indexing_maps = [#map4, #map7, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %cst_3, %cst_2 : tensor<2x1x64x64xi1>, tensor<f32>, tensor<f32>) outs(%20 : tensor<2x1x64x64xf32>) {
    ^bb0(%in: i1, %in_48: f32, %in_49: f32, %out: f32):
      %109 = arith.select %in, %in_48, %in_49 : f32
      linalg.yield %109 : f32
    } -> tensor<2x1x64x64xf32>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xi64> into tensor<1x64x1xi64>
    %22 = tensor.empty() : tensor<1x64x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x64x1xi64>) outs(%22 : tensor<1x64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %109 = arith.sitofp %in : i64 to f32
      linalg.yield %109 : f32
    } -> tensor<1x64x1xf32>
    %24 = tensor.empty() : tensor<1x64x16xf32>
    %25 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %cst_7 : tensor<1x64x1xf32>, tensor<16xf32>) outs(%24 : tensor<1x64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<1x64x16xf32>
    %concat = tensor.concat dim(2) %25, %25 : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x32xf32>
    %26 = tensor.empty() : tensor<1x64x32xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%26 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.cos %in : f32
      linalg.yield %109 : f32
    } -> tensor<1x64x32xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%26 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.sin %in : f32
      linalg.yield %109 : f32
    } -> tensor<1x64x32xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %30 = tensor.empty() : tensor<2x64x1xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<2x64x128xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.addf %in, %out : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.divf %in, %cst_8 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_6 : f64 to f32
      %110 = arith.addf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.rsqrt %in : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %35 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %37 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %36 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %38 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<128x128xf32>) outs(%38 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %37 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %40 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xf32>, tensor<128x128xf32>) outs(%39 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_12 = tensor.expand_shape %40 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xf32> into tensor<2x64x4x32xf32>
    %41 = tensor.empty() : tensor<2x4x64x32xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<2x64x4x32xf32>) outs(%41 : tensor<2x4x64x32xf32>) permutation = [0, 2, 1, 3] 
    %42 = tensor.empty() : tensor<128x64xf32>
    %transposed_14 = linalg.transpose ins(%arg4 : tensor<64x128xf32>) outs(%42 : tensor<128x64xf32>) permutation = [1, 0] 
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %44 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%43 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_15 = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %45 = tensor.empty() : tensor<2x2x64x32xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x64x2x32xf32>) outs(%45 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg5 : tensor<64x128xf32>) outs(%42 : tensor<128x64xf32>) permutation = [1, 0] 
    %46 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%43 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_18 = tensor.expand_shape %46 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<2x64x2x32xf32>) outs(%45 : tensor<2x2x64x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_20 = tensor.expand_shape %27 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %expanded_21 = tensor.expand_shape %28 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xf32> into tensor<1x1x64x32xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %expanded_20 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%41 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x32xf32>
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_13[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xf32> to tensor<2x4x64x16xf32>
    %48 = tensor.empty() : tensor<2x4x64x16xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22 : tensor<2x4x64x16xf32>) outs(%48 : tensor<2x4x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.negf %in : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x16xf32>
    %concat_23 = tensor.concat dim(3) %49, %extracted_slice : (tensor<2x4x64x16xf32>, tensor<2x4x64x16xf32>) -> tensor<2x4x64x32xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_23, %expanded_21 : tensor<2x4x64x32xf32>, tensor<1x1x64x32xf32>) outs(%41 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x32xf32>
    %51 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %50 : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) outs(%41 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.addf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x32xf32>
    %52 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_20 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%45 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x2x64x32xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_16[0, 0, 0, 16] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xf32> to tensor<2x2x64x16xf32>
    %53 = tensor.empty() : tensor<2x2x64x16xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<2x2x64x16xf32>) outs(%53 : tensor<2x2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.negf %in : f32
      linalg.yield %109 : f32
    } -> tensor<2x2x64x16xf32>
    %concat_26 = tensor.concat dim(3) %54, %extracted_slice_24 : (tensor<2x2x64x16xf32>, tensor<2x2x64x16xf32>) -> tensor<2x2x64x32xf32>
    %55 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_21 : tensor<2x2x64x32xf32>, tensor<1x1x64x32xf32>) outs(%45 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x2x64x32xf32>
    %56 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %55 : tensor<2x2x64x32xf32>, tensor<2x2x64x32xf32>) outs(%45 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.addf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x2x64x32xf32>
    %57 = tensor.empty() : tensor<2x2x2x64x32xf32>
    %58 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<2x2x64x32xf32>) outs(%57 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %collapsed_27 = tensor.collapse_shape %58 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<2x4x64x32xf32>
    %59 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<2x2x64x32xf32>) outs(%57 : tensor<2x2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x64x32xf32>
    %60 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_28 = linalg.transpose ins(%collapsed_27 : tensor<2x4x64x32xf32>) outs(%60 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_29 = tensor.collapse_shape %51 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %61 = tensor.empty() : tensor<8x64x64xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %63 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%62 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_31 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %64 = tensor.empty() : tensor<2x4x64x64xf32>
    %65 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<2x4x64x64xf32>) outs(%64 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_5 : f64 to f32
      %110 = arith.mulf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<2x4x64x64xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map16, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %21 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xf32>) outs(%64 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.addf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x64xf32>
    %67 = tensor.empty() : tensor<2x4x64xi64>
    %68 = linalg.fill ins(%c0_i64 : i64) outs(%67 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %69 = tensor.empty() : tensor<2x4x64xf32>
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %71:2 = linalg.generic {indexing_maps = [#map4, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<2x4x64x64xf32>) outs(%70, %68 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_48: i64):
      %109 = linalg.index 3 : index
      %110 = arith.index_cast %109 : index to i64
      %111 = arith.maximumf %in, %out : f32
      %112 = arith.cmpf ogt, %in, %out : f32
      %113 = arith.select %112, %110, %out_48 : i64
      linalg.yield %111, %113 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_32 = tensor.expand_shape %71#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %72 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_32 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%64 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.subf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x64xf32>
    %73 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<2x4x64x64xf32>) outs(%64 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.exp %in : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x64xf32>
    %74 = tensor.empty() : tensor<2x4x64x1xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%73 : tensor<2x4x64x64xf32>) outs(%75 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.addf %in, %out : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x1xf32>
    %77 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %76 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%64 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.divf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_33 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_34 = tensor.collapse_shape %59 [[0, 1, 2], [3], [4]] : tensor<2x2x2x64x32xf32> into tensor<8x64x32xf32>
    %78 = tensor.empty() : tensor<8x64x32xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%78 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %80 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%79 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_35 = tensor.expand_shape %80 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %81 = tensor.empty() : tensor<2x64x4x32xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<2x4x64x32xf32>) outs(%81 : tensor<2x64x4x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_37 = linalg.transpose ins(%arg6 : tensor<128x128xf32>) outs(%38 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2, 3]] : tensor<2x64x4x32xf32> into tensor<128x128xf32>
    %82 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%39 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_39 = tensor.expand_shape %82 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_39 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.addf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<2x64x128xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.addf %in, %out : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.divf %in, %cst_8 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_6 : f64 to f32
      %110 = arith.addf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.rsqrt %in : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %88 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %90 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %89 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %91 = tensor.empty() : tensor<128x256xf32>
    %transposed_40 = linalg.transpose ins(%arg7 : tensor<256x128xf32>) outs(%91 : tensor<128x256xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %90 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %92 = linalg.fill ins(%cst : f32) outs(%91 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %93 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%92 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_42 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %94 = tensor.empty() : tensor<2x64x256xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<2x64x256xf32>) outs(%94 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.negf %in : f32
      %110 = math.exp %109 : f32
      %111 = arith.addf %110, %cst_1 : f32
      %112 = arith.divf %cst_1, %111 : f32
      linalg.yield %112 : f32
    } -> tensor<2x64x256xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %95 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%94 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x256xf32>
    %transposed_43 = linalg.transpose ins(%arg8 : tensor<256x128xf32>) outs(%91 : tensor<128x256xf32>) permutation = [1, 0] 
    %97 = linalg.matmul ins(%collapsed_41, %transposed_43 : tensor<128x128xf32>, tensor<128x256xf32>) outs(%92 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_44 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %expanded_44 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%94 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x256xf32>
    %99 = tensor.empty() : tensor<256x128xf32>
    %transposed_45 = linalg.transpose ins(%arg9 : tensor<128x256xf32>) outs(%99 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
    %100 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<128x256xf32>, tensor<256x128xf32>) outs(%39 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_47 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %expanded_47 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.addf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<2x64x128xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.addf %in, %out : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.divf %in, %cst_8 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = arith.truncf %cst_6 : f64 to f32
      %110 = arith.addf %in, %109 : f32
      linalg.yield %110 : f32
    } -> tensor<2x64x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %109 = math.rsqrt %in : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %106 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    %108 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %107 : tensor<128xf32>, tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %109 = arith.mulf %in, %in_48 : f32
      linalg.yield %109 : f32
    } -> tensor<2x64x128xf32>
    return %108 : tensor<2x64x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F9AF50F3F9BE8A13E8718363ECDCCCC3DC255663DE386013D39AD913C0AD7233C9C44B83B383E4F3B2815E93A6F12833A166A133A60CBA53953773A39"
    }
  }
#-}
