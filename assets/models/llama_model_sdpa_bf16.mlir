// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: LlamaModel(LlamaConfig(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
//    num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=128,
//    attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), bf16
// Part: model, the whole model: LlamaModel: embedding, rotary embedding, 1 layer, RMSNorm
// Run: the model is called on input_ids i64[2,64], attention_mask i64[2,64] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: sdpa. Notable: GQA 4 heads / 2 KV heads x 32, RoPE, causal + padding mask [B,1,S,S]
//    built by create_causal_mask; causal + padding mask and RoPE cos/sin built in the graph
// Inputs: %arg0 input_ids: i64[2,64], %arg1 attention_mask: i64[2,64]
// Weights: 11 parameters as function arguments %arg2..%arg12 (torch.func.functional_call); buffers are
//    constants: %arg2 embed_tokens.weight: bf16[256,128], %arg3 layers.0.self_attn.q_proj.weight:
//    bf16[128,128], %arg4 layers.0.self_attn.k_proj.weight: bf16[64,128], %arg5
//    layers.0.self_attn.v_proj.weight: bf16[64,128], %arg6 layers.0.self_attn.o_proj.weight: bf16[128,128],
//    %arg7 layers.0.mlp.gate_proj.weight: bf16[256,128], %arg8 layers.0.mlp.up_proj.weight: bf16[256,128],
//    %arg9 layers.0.mlp.down_proj.weight: bf16[128,256], %arg10 layers.0.input_layernorm.weight: bf16[128],
//    %arg11 layers.0.post_attention_layernorm.weight: bf16[128], %arg12 norm.weight: bf16[128]
// Results: bf16[2,64,128]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf llama:model:sdpa:bf16 -o assets/models/llama_model_sdpa_bf16.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
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
#map18 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @main(%arg0: tensor<2x64xi64>, %arg1: tensor<2x64xi64>, %arg2: tensor<256x128xbf16>, %arg3: tensor<128x128xbf16>, %arg4: tensor<64x128xbf16>, %arg5: tensor<64x128xbf16>, %arg6: tensor<128x128xbf16>, %arg7: tensor<256x128xbf16>, %arg8: tensor<256x128xbf16>, %arg9: tensor<128x256xbf16>, %arg10: tensor<128xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128xbf16>) -> tensor<2x64x128xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c64_i64 = arith.constant 64 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x4x64x64xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.42044820762685731 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 9.9999999999999995E-7 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_16_torch.bfloat16> : tensor<16xbf16>
    %cst_10 = arith.constant 1.280000e+02 : f32
    %0 = tensor.empty() : tensor<2x64x128xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x64xi64>) outs(%0 : tensor<2x64x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %144 = arith.index_cast %in : i64 to index
      %145 = linalg.index 2 : index
      %146 = arith.cmpi slt, %144, %c256 : index
      cf.assert %146, "index must be smaller than dim size"
      %147 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %147, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%144, %145] : tensor<256x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x64x128xbf16>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %144 = linalg.index 0 : index
      %145 = arith.index_cast %144 : index to i64
      linalg.yield %145 : i64
    } -> tensor<64xi64>
    %4 = tensor.empty() : tensor<2x64xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x64xi64>) outs(%4 : tensor<2x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %144 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %144 : i1
    } -> tensor<2x64xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %144 = linalg.index 0 : index
      %145 = arith.index_cast %144 : index to i64
      linalg.yield %145 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xi64> into tensor<1x1x64x1xi64>
    %expanded_12 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 64] : tensor<64xi64> into tensor<1x1x1x64xi64>
    %8 = tensor.empty() : tensor<1x1x64x64xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_11 : tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i64, %in_50: i64, %out: i1):
      %144 = arith.cmpi sle, %in, %in_50 : i64
      linalg.yield %144 : i1
    } -> tensor<1x1x64x64xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x64x64xi1>) outs(%8 : tensor<1x1x64x64xi1>) {
    ^bb0(%in: i1, %in_50: i1, %out: i1):
      %144 = arith.andi %in, %in_50 : i1
      linalg.yield %144 : i1
    } -> tensor<1x1x64x64xi1>
    %11 = tensor.empty() : tensor<2x1x1x64xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<2x1x1x1xi64>, tensor<1x1x1x64xi64>) outs(%11 : tensor<2x1x1x64xi1>) {
    ^bb0(%in: i64, %in_50: i64, %out: i1):
      %144 = arith.cmpi slt, %in, %c0_i64 : i64
      %145 = arith.addi %in, %c2_i64 : i64
      %146 = arith.select %144, %145, %in : i64
      %147 = arith.index_cast %146 : i64 to index
      %148 = arith.cmpi slt, %in_50, %c0_i64 : i64
      %149 = arith.addi %in_50, %c64_i64 : i64
      %150 = arith.select %148, %149, %in_50 : i64
      %151 = arith.index_cast %150 : i64 to index
      %extracted = tensor.extract %5[%147, %151] : tensor<2x64xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x64xi1>
    %13 = tensor.empty() : tensor<2x1x64x64xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x64x64xi1>, tensor<2x1x1x64xi1>) outs(%13 : tensor<2x1x64x64xi1>) {
    ^bb0(%in: i1, %in_50: i1, %out: i1):
      %144 = arith.andi %in, %in_50 : i1
      linalg.yield %144 : i1
    } -> tensor<2x1x64x64xi1>
    %expanded_13 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xi64> into tensor<1x64x1xi64>
    %15 = tensor.empty() : tensor<1x64x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x64x1xi64>) outs(%15 : tensor<1x64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %144 = arith.sitofp %in : i64 to f32
      linalg.yield %144 : f32
    } -> tensor<1x64x1xf32>
    %17 = tensor.empty() : tensor<16xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_9 : tensor<16xbf16>) outs(%17 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<16xf32>
    %19 = tensor.empty() : tensor<1x64x16xf32>
    %20 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x64x1xf32>, tensor<16xf32>) outs(%19 : tensor<1x64x16xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %144 = arith.mulf %in, %in_50 : f32
      linalg.yield %144 : f32
    } -> tensor<1x64x16xf32>
    %concat = tensor.concat dim(2) %20, %20 : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x32xf32>
    %21 = tensor.empty() : tensor<1x64x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%21 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.cos %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x64x32xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x64x32xf32>) outs(%21 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.sin %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x64x32xf32>
    %24 = tensor.empty() : tensor<1x64x32xbf16>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x64x32xf32>) outs(%24 : tensor<1x64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<1x64x32xbf16>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x64x32xf32>) outs(%24 : tensor<1x64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<1x64x32xbf16>
    %27 = tensor.empty() : tensor<2x64x128xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x64x128xbf16>) outs(%27 : tensor<2x64x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<2x64x128xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x64x128xf32>) outs(%27 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %144 : f32
    } -> tensor<2x64x128xf32>
    %30 = tensor.empty() : tensor<2x64x1xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<2x64x128xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.divf %in, %cst_10 : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.truncf %cst_8 : f64 to f32
      %145 = arith.addf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<2x64x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.rsqrt %in : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %35 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%27 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %144 = arith.mulf %in, %in_50 : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x128xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<2x64x128xbf16>
    %38 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %37 : tensor<128xbf16>, tensor<2x64x128xbf16>) outs(%0 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_50: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_50 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x64x128xbf16>
    %39 = tensor.empty() : tensor<128x128xbf16>
    %transposed = linalg.transpose ins(%arg3 : tensor<128x128xbf16>) outs(%39 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %38 [[0, 1], [2]] : tensor<2x64x128xbf16> into tensor<128x128xbf16>
    %40 = tensor.empty() : tensor<128x128xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %42 = linalg.matmul ins(%collapsed, %transposed : tensor<128x128xbf16>, tensor<128x128xbf16>) outs(%41 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<128x128xf32>) outs(%39 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<128x128xbf16>
    %expanded_14 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [2, 64, 4, 32] : tensor<128x128xbf16> into tensor<2x64x4x32xbf16>
    %44 = tensor.empty() : tensor<2x4x64x32xbf16>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x64x4x32xbf16>) outs(%44 : tensor<2x4x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %45 = tensor.empty() : tensor<128x64xbf16>
    %transposed_16 = linalg.transpose ins(%arg4 : tensor<64x128xbf16>) outs(%45 : tensor<128x64xbf16>) permutation = [1, 0] 
    %46 = tensor.empty() : tensor<128x64xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %48 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<128x128xbf16>, tensor<128x64xbf16>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<128x64xf32>) outs(%45 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<128x64xbf16>
    %expanded_17 = tensor.expand_shape %49 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %50 = tensor.empty() : tensor<2x2x64x32xbf16>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x64x2x32xbf16>) outs(%50 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg5 : tensor<64x128xbf16>) outs(%45 : tensor<128x64xbf16>) permutation = [1, 0] 
    %51 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<128x128xbf16>, tensor<128x64xbf16>) outs(%47 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<128x64xf32>) outs(%45 : tensor<128x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<128x64xbf16>
    %expanded_20 = tensor.expand_shape %52 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xbf16> into tensor<2x64x2x32xbf16>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x64x2x32xbf16>) outs(%50 : tensor<2x2x64x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %25 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xbf16> into tensor<1x1x64x32xbf16>
    %expanded_23 = tensor.expand_shape %26 [[0], [1, 2], [3]] output_shape [1, 1, 64, 32] : tensor<1x64x32xbf16> into tensor<1x1x64x32xbf16>
    %53 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_22 : tensor<2x4x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%44 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_50: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_50 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x4x64x32xbf16>
    %extracted_slice = tensor.extract_slice %transposed_15[0, 0, 0, 0] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xbf16> to tensor<2x4x64x16xbf16>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 16] [2, 4, 64, 16] [1, 1, 1, 1] : tensor<2x4x64x32xbf16> to tensor<2x4x64x16xbf16>
    %54 = tensor.empty() : tensor<2x4x64x16xbf16>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x4x64x16xbf16>) outs(%54 : tensor<2x4x64x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %144 = arith.negf %in : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x4x64x16xbf16>
    %concat_25 = tensor.concat dim(3) %55, %extracted_slice : (tensor<2x4x64x16xbf16>, tensor<2x4x64x16xbf16>) -> tensor<2x4x64x32xbf16>
    %56 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_23 : tensor<2x4x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%44 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_50: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_50 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x4x64x32xbf16>
    %57 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<2x4x64x32xbf16>, tensor<2x4x64x32xbf16>) outs(%44 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: bf16, %in_50: bf16, %out: bf16):
      %144 = arith.addf %in, %in_50 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x4x64x32xbf16>
    %58 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_22 : tensor<2x2x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%50 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_50: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_50 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x2x64x32xbf16>
    %extracted_slice_26 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xbf16> to tensor<2x2x64x16xbf16>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 16] [2, 2, 64, 16] [1, 1, 1, 1] : tensor<2x2x64x32xbf16> to tensor<2x2x64x16xbf16>
    %59 = tensor.empty() : tensor<2x2x64x16xbf16>
    %60 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<2x2x64x16xbf16>) outs(%59 : tensor<2x2x64x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %144 = arith.negf %in : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x2x64x16xbf16>
    %concat_28 = tensor.concat dim(3) %60, %extracted_slice_26 : (tensor<2x2x64x16xbf16>, tensor<2x2x64x16xbf16>) -> tensor<2x2x64x32xbf16>
    %61 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_23 : tensor<2x2x64x32xbf16>, tensor<1x1x64x32xbf16>) outs(%50 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_50: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_50 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x2x64x32xbf16>
    %62 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<2x2x64x32xbf16>, tensor<2x2x64x32xbf16>) outs(%50 : tensor<2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %in_50: bf16, %out: bf16):
      %144 = arith.addf %in, %in_50 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x2x64x32xbf16>
    %63 = tensor.empty() : tensor<2x2x2x64x32xbf16>
    %64 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x2x64x32xbf16>) outs(%63 : tensor<2x2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x64x32xbf16>
    %collapsed_29 = tensor.collapse_shape %64 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xbf16> into tensor<2x4x64x32xbf16>
    %65 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<2x2x64x32xbf16>) outs(%63 : tensor<2x2x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x64x32xbf16>
    %collapsed_30 = tensor.collapse_shape %65 [[0], [1, 2], [3], [4]] : tensor<2x2x2x64x32xbf16> into tensor<2x4x64x32xbf16>
    %66 = tensor.empty() : tensor<2x1x64x64xbf16>
    %67 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_3, %cst_4 : tensor<2x1x64x64xi1>, tensor<bf16>, tensor<bf16>) outs(%66 : tensor<2x1x64x64xbf16>) {
    ^bb0(%in: i1, %in_50: bf16, %in_51: bf16, %out: bf16):
      %144 = arith.select %in, %in_50, %in_51 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x1x64x64xbf16>
    %68 = tensor.empty() : tensor<2x4x64x32xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x4x64x32xbf16>) outs(%68 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<2x4x64x32xf32>
    %70 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_29 : tensor<2x4x64x32xbf16>) outs(%68 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<2x4x64x32xf32>
    %71 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_30 : tensor<2x4x64x32xbf16>) outs(%68 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<2x4x64x32xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<2x4x64x32xf32>) outs(%68 : tensor<2x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.truncf %cst_6 : f64 to f32
      %145 = arith.mulf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<2x4x64x32xf32>
    %73 = tensor.empty() : tensor<2x4x32x64xf32>
    %transposed_31 = linalg.transpose ins(%70 : tensor<2x4x64x32xf32>) outs(%73 : tensor<2x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %74 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_31 : tensor<2x4x32x64xf32>) outs(%73 : tensor<2x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.truncf %cst_6 : f64 to f32
      %145 = arith.mulf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<2x4x32x64xf32>
    %collapsed_32 = tensor.collapse_shape %72 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %collapsed_33 = tensor.collapse_shape %74 [[0, 1], [2], [3]] : tensor<2x4x32x64xf32> into tensor<8x32x64xf32>
    %75 = tensor.empty() : tensor<8x64x64xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %77 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<8x64x32xf32>, tensor<8x32x64xf32>) outs(%76 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %expanded_34 = tensor.expand_shape %77 [[0, 1], [2], [3]] output_shape [2, 4, 64, 64] : tensor<8x64x64xf32> into tensor<2x4x64x64xf32>
    %78 = tensor.empty() : tensor<2x4x64x64xf32>
    %79 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34, %67 : tensor<2x4x64x64xf32>, tensor<2x1x64x64xbf16>) outs(%78 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_50: bf16, %out: f32):
      %144 = arith.extf %in_50 : bf16 to f32
      %145 = arith.addf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<2x4x64x64xf32>
    %80 = tensor.empty() : tensor<2x4x64xi64>
    %81 = linalg.fill ins(%c0_i64 : i64) outs(%80 : tensor<2x4x64xi64>) -> tensor<2x4x64xi64>
    %82 = tensor.empty() : tensor<2x4x64xf32>
    %83 = linalg.fill ins(%cst_0 : f32) outs(%82 : tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %84:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%79 : tensor<2x4x64x64xf32>) outs(%83, %81 : tensor<2x4x64xf32>, tensor<2x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_50: i64):
      %144 = linalg.index 3 : index
      %145 = arith.index_cast %144 : index to i64
      %146 = arith.maximumf %in, %out : f32
      %147 = arith.cmpf ogt, %in, %out : f32
      %148 = arith.select %147, %145, %out_50 : i64
      linalg.yield %146, %148 : f32, i64
    } -> (tensor<2x4x64xf32>, tensor<2x4x64xi64>)
    %expanded_35 = tensor.expand_shape %84#0 [[0], [1], [2, 3]] output_shape [2, 4, 64, 1] : tensor<2x4x64xf32> into tensor<2x4x64x1xf32>
    %85 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_35 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%78 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %144 = arith.subf %in, %in_50 : f32
      linalg.yield %144 : f32
    } -> tensor<2x4x64x64xf32>
    %86 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<2x4x64x64xf32>) outs(%78 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.exp %in : f32
      linalg.yield %144 : f32
    } -> tensor<2x4x64x64xf32>
    %87 = tensor.empty() : tensor<2x4x64x1xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %89 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<2x4x64x64xf32>) outs(%88 : tensor<2x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<2x4x64x1xf32>
    %90 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %89 : tensor<2x4x64x64xf32>, tensor<2x4x64x1xf32>) outs(%78 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %144 = arith.divf %in, %in_50 : f32
      linalg.yield %144 : f32
    } -> tensor<2x4x64x64xf32>
    %91 = tensor.empty() : tensor<2x4x64x64xi1>
    %92 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<2x4x64x64xf32>) outs(%91 : tensor<2x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %144 = arith.extf %in : f32 to f64
      %145 = arith.cmpf oeq, %144, %cst_7 : f64
      linalg.yield %145 : i1
    } -> tensor<2x4x64x64xi1>
    %93 = tensor.empty() : tensor<2x4x64x1xi1>
    %94 = linalg.fill ins(%true : i1) outs(%93 : tensor<2x4x64x1xi1>) -> tensor<2x4x64x1xi1>
    %95 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<2x4x64x64xi1>) outs(%94 : tensor<2x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %144 = arith.andi %in, %out : i1
      linalg.yield %144 : i1
    } -> tensor<2x4x64x1xi1>
    %96 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %cst_2, %90 : tensor<2x4x64x1xi1>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) outs(%78 : tensor<2x4x64x64xf32>) {
    ^bb0(%in: i1, %in_50: f32, %in_51: f32, %out: f32):
      %144 = arith.select %in, %in_50, %in_51 : f32
      linalg.yield %144 : f32
    } -> tensor<2x4x64x64xf32>
    %collapsed_36 = tensor.collapse_shape %96 [[0, 1], [2], [3]] : tensor<2x4x64x64xf32> into tensor<8x64x64xf32>
    %collapsed_37 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<2x4x64x32xf32> into tensor<8x64x32xf32>
    %97 = tensor.empty() : tensor<8x64x32xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %99 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%98 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %expanded_38 = tensor.expand_shape %99 [[0, 1], [2], [3]] output_shape [2, 4, 64, 32] : tensor<8x64x32xf32> into tensor<2x4x64x32xf32>
    %100 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x4x64x32xf32>) outs(%44 : tensor<2x4x64x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<2x4x64x32xbf16>
    %101 = tensor.empty() : tensor<2x64x4x32xbf16>
    %transposed_39 = linalg.transpose ins(%100 : tensor<2x4x64x32xbf16>) outs(%101 : tensor<2x64x4x32xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_40 = tensor.collapse_shape %transposed_39 [[0], [1], [2, 3]] : tensor<2x64x4x32xbf16> into tensor<2x64x128xbf16>
    %transposed_41 = linalg.transpose ins(%arg6 : tensor<128x128xbf16>) outs(%39 : tensor<128x128xbf16>) permutation = [1, 0] 
    %102 = tensor.empty() : tensor<2x128x128xbf16>
    %103 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_41 : tensor<128x128xbf16>) outs(%102 : tensor<2x128x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x128x128xbf16>
    %104 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %105 = linalg.batch_matmul ins(%collapsed_40, %103 : tensor<2x64x128xbf16>, tensor<2x128x128xbf16>) outs(%104 : tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<2x64x128xbf16>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %106 : tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) outs(%0 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_50: bf16, %out: bf16):
      %144 = arith.addf %in, %in_50 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x64x128xbf16>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x64x128xbf16>) outs(%27 : tensor<2x64x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<2x64x128xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x64x128xf32>) outs(%27 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %144 : f32
    } -> tensor<2x64x128xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<2x64x128xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.divf %in, %cst_10 : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.truncf %cst_8 : f64 to f32
      %145 = arith.addf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<2x64x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.rsqrt %in : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %113 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%27 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %144 = arith.mulf %in, %in_50 : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x128xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<2x64x128xbf16>
    %116 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %115 : tensor<128xbf16>, tensor<2x64x128xbf16>) outs(%0 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_50: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_50 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x64x128xbf16>
    %117 = tensor.empty() : tensor<128x256xbf16>
    %transposed_42 = linalg.transpose ins(%arg7 : tensor<256x128xbf16>) outs(%117 : tensor<128x256xbf16>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %116 [[0, 1], [2]] : tensor<2x64x128xbf16> into tensor<128x128xbf16>
    %118 = tensor.empty() : tensor<128x256xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %120 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<128x128xbf16>, tensor<128x256xbf16>) outs(%119 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<128x256xf32>) outs(%117 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<128x256xbf16>
    %expanded_44 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xbf16> into tensor<2x64x256xbf16>
    %122 = tensor.empty() : tensor<2x64x256xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x64x256xbf16>) outs(%122 : tensor<2x64x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<2x64x256xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x64x256xf32>) outs(%122 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.negf %in : f32
      %145 = math.exp %144 : f32
      %146 = arith.addf %145, %cst_1 : f32
      %147 = arith.divf %cst_1, %146 : f32
      linalg.yield %147 : f32
    } -> tensor<2x64x256xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %124 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%122 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %144 = arith.mulf %in, %in_50 : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x256xf32>
    %126 = tensor.empty() : tensor<2x64x256xbf16>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x64x256xf32>) outs(%126 : tensor<2x64x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<2x64x256xbf16>
    %transposed_45 = linalg.transpose ins(%arg8 : tensor<256x128xbf16>) outs(%117 : tensor<128x256xbf16>) permutation = [1, 0] 
    %128 = linalg.matmul ins(%collapsed_43, %transposed_45 : tensor<128x128xbf16>, tensor<128x256xbf16>) outs(%119 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<128x256xf32>) outs(%117 : tensor<128x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<128x256xbf16>
    %expanded_46 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xbf16> into tensor<2x64x256xbf16>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %expanded_46 : tensor<2x64x256xbf16>, tensor<2x64x256xbf16>) outs(%126 : tensor<2x64x256xbf16>) {
    ^bb0(%in: bf16, %in_50: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_50 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x64x256xbf16>
    %131 = tensor.empty() : tensor<256x128xbf16>
    %transposed_47 = linalg.transpose ins(%arg9 : tensor<128x256xbf16>) outs(%131 : tensor<256x128xbf16>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %130 [[0, 1], [2]] : tensor<2x64x256xbf16> into tensor<128x256xbf16>
    %132 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<128x256xbf16>, tensor<256x128xbf16>) outs(%41 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<128x128xf32>) outs(%39 : tensor<128x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<128x128xbf16>
    %expanded_49 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xbf16> into tensor<2x64x128xbf16>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %expanded_49 : tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) outs(%0 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_50: bf16, %out: bf16):
      %144 = arith.addf %in, %in_50 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x64x128xbf16>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x64x128xbf16>) outs(%27 : tensor<2x64x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<2x64x128xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x64x128xf32>) outs(%27 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %144 : f32
    } -> tensor<2x64x128xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x64x128xf32>) outs(%31 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.divf %in, %cst_10 : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.truncf %cst_8 : f64 to f32
      %145 = arith.addf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<2x64x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x64x1xf32>) outs(%30 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.rsqrt %in : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %140 : tensor<2x64x128xf32>, tensor<2x64x1xf32>) outs(%27 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %144 = arith.mulf %in, %in_50 : f32
      linalg.yield %144 : f32
    } -> tensor<2x64x128xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x64x128xf32>) outs(%0 : tensor<2x64x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<2x64x128xbf16>
    %143 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %142 : tensor<128xbf16>, tensor<2x64x128xbf16>) outs(%0 : tensor<2x64x128xbf16>) {
    ^bb0(%in: bf16, %in_50: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_50 : bf16
      linalg.yield %144 : bf16
    } -> tensor<2x64x128xbf16>
    return %143 : tensor<2x64x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.bfloat16: "0x02000000803F103FA23E363ECD3D663D023D923C243CB83B4F3BE93A833A133AA6393A39"
    }
  }
#-}
