// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: LlamaModel(LlamaConfig(vocab_size=256, hidden_size=2048, intermediate_size=5632, num_hidden_layers=8,
//    num_attention_heads=16, num_key_value_heads=4, head_dim=128, max_position_embeddings=2048,
//    attn_implementation='sdpa')), random weights (torch.manual_seed(0)), eval(), bf16
// Part: model, the whole model: LlamaModel: embedding, rotary embedding, 1 layer, RMSNorm
// Run: the model is called on input_ids i64[2,1024], attention_mask i64[2,1024] (attention_mask: batch element
//    1 ends with 16 padding tokens)
// attn_implementation: sdpa. Notable: GQA 4 heads / 2 KV heads x 32, RoPE, causal + padding mask [B,1,S,S]
//    built by create_causal_mask; causal + padding mask and RoPE cos/sin built in the graph
// Inputs: %arg0 input_ids: i64[2,1024], %arg1 attention_mask: i64[2,1024]
// Weights: 74 parameters as function arguments %arg2..%arg75 (torch.func.functional_call); buffers are
//    constants: %arg2 embed_tokens.weight: bf16[256,2048], %arg3 layers.0.self_attn.q_proj.weight:
//    bf16[2048,2048], %arg4 layers.0.self_attn.k_proj.weight: bf16[512,2048], %arg5
//    layers.0.self_attn.v_proj.weight: bf16[512,2048], %arg6 layers.0.self_attn.o_proj.weight: bf16[2048,2048],
//    %arg7 layers.0.mlp.gate_proj.weight: bf16[5632,2048], %arg8 layers.0.mlp.up_proj.weight: bf16[5632,2048],
//    %arg9 layers.0.mlp.down_proj.weight: bf16[2048,5632], %arg10 layers.0.input_layernorm.weight: bf16[2048],
//    %arg11 layers.0.post_attention_layernorm.weight: bf16[2048], %arg12 layers.1.self_attn.q_proj.weight:
//    bf16[2048,2048], %arg13 layers.1.self_attn.k_proj.weight: bf16[512,2048], %arg14
//    layers.1.self_attn.v_proj.weight: bf16[512,2048], %arg15 layers.1.self_attn.o_proj.weight:
//    bf16[2048,2048], %arg16 layers.1.mlp.gate_proj.weight: bf16[5632,2048], %arg17
//    layers.1.mlp.up_proj.weight: bf16[5632,2048], %arg18 layers.1.mlp.down_proj.weight: bf16[2048,5632],
//    %arg19 layers.1.input_layernorm.weight: bf16[2048], %arg20 layers.1.post_attention_layernorm.weight:
//    bf16[2048], %arg21 layers.2.self_attn.q_proj.weight: bf16[2048,2048], %arg22
//    layers.2.self_attn.k_proj.weight: bf16[512,2048], %arg23 layers.2.self_attn.v_proj.weight: bf16[512,2048],
//    %arg24 layers.2.self_attn.o_proj.weight: bf16[2048,2048], %arg25 layers.2.mlp.gate_proj.weight:
//    bf16[5632,2048], %arg26 layers.2.mlp.up_proj.weight: bf16[5632,2048], %arg27
//    layers.2.mlp.down_proj.weight: bf16[2048,5632], %arg28 layers.2.input_layernorm.weight: bf16[2048], %arg29
//    layers.2.post_attention_layernorm.weight: bf16[2048], %arg30 layers.3.self_attn.q_proj.weight:
//    bf16[2048,2048], %arg31 layers.3.self_attn.k_proj.weight: bf16[512,2048], %arg32
//    layers.3.self_attn.v_proj.weight: bf16[512,2048], %arg33 layers.3.self_attn.o_proj.weight:
//    bf16[2048,2048], %arg34 layers.3.mlp.gate_proj.weight: bf16[5632,2048], %arg35
//    layers.3.mlp.up_proj.weight: bf16[5632,2048], %arg36 layers.3.mlp.down_proj.weight: bf16[2048,5632],
//    %arg37 layers.3.input_layernorm.weight: bf16[2048], %arg38 layers.3.post_attention_layernorm.weight:
//    bf16[2048], %arg39 layers.4.self_attn.q_proj.weight: bf16[2048,2048], %arg40
//    layers.4.self_attn.k_proj.weight: bf16[512,2048], %arg41 layers.4.self_attn.v_proj.weight: bf16[512,2048],
//    %arg42 layers.4.self_attn.o_proj.weight: bf16[2048,2048], %arg43 layers.4.mlp.gate_proj.weight:
//    bf16[5632,2048], %arg44 layers.4.mlp.up_proj.weight: bf16[5632,2048], %arg45
//    layers.4.mlp.down_proj.weight: bf16[2048,5632], %arg46 layers.4.input_layernorm.weight: bf16[2048], %arg47
//    layers.4.post_attention_layernorm.weight: bf16[2048], %arg48 layers.5.self_attn.q_proj.weight:
//    bf16[2048,2048], %arg49 layers.5.self_attn.k_proj.weight: bf16[512,2048], %arg50
//    layers.5.self_attn.v_proj.weight: bf16[512,2048], %arg51 layers.5.self_attn.o_proj.weight:
//    bf16[2048,2048], %arg52 layers.5.mlp.gate_proj.weight: bf16[5632,2048], %arg53
//    layers.5.mlp.up_proj.weight: bf16[5632,2048], %arg54 layers.5.mlp.down_proj.weight: bf16[2048,5632],
//    %arg55 layers.5.input_layernorm.weight: bf16[2048], %arg56 layers.5.post_attention_layernorm.weight:
//    bf16[2048], %arg57 layers.6.self_attn.q_proj.weight: bf16[2048,2048], %arg58
//    layers.6.self_attn.k_proj.weight: bf16[512,2048], %arg59 layers.6.self_attn.v_proj.weight: bf16[512,2048],
//    %arg60 layers.6.self_attn.o_proj.weight: bf16[2048,2048], %arg61 layers.6.mlp.gate_proj.weight:
//    bf16[5632,2048], %arg62 layers.6.mlp.up_proj.weight: bf16[5632,2048], %arg63
//    layers.6.mlp.down_proj.weight: bf16[2048,5632], %arg64 layers.6.input_layernorm.weight: bf16[2048], %arg65
//    layers.6.post_attention_layernorm.weight: bf16[2048], %arg66 layers.7.self_attn.q_proj.weight:
//    bf16[2048,2048], %arg67 layers.7.self_attn.k_proj.weight: bf16[512,2048], %arg68
//    layers.7.self_attn.v_proj.weight: bf16[512,2048], %arg69 layers.7.self_attn.o_proj.weight:
//    bf16[2048,2048], %arg70 layers.7.mlp.gate_proj.weight: bf16[5632,2048], %arg71
//    layers.7.mlp.up_proj.weight: bf16[5632,2048], %arg72 layers.7.mlp.down_proj.weight: bf16[2048,5632],
//    %arg73 layers.7.input_layernorm.weight: bf16[2048], %arg74 layers.7.post_attention_layernorm.weight:
//    bf16[2048], %arg75 norm.weight: bf16[2048]
// Results: bf16[2,1024,2048]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf llama:model:sdpa:bf16 --hf-config num_hidden_layers=8 --hf-config hidden_size=2048 --hf-config num_attention_heads=16 --hf-config num_key_value_heads=4 --hf-config head_dim=128 --hf-config intermediate_size=5632 --hf-config max_position_embeddings=2048 --hf-seq 1024 -o assets/models/full/llama_8l_model_sdpa_s1024_bf16.mlir
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
  func.func @main(%arg0: tensor<2x1024xi64>, %arg1: tensor<2x1024xi64>, %arg2: tensor<256x2048xbf16>, %arg3: tensor<2048x2048xbf16>, %arg4: tensor<512x2048xbf16>, %arg5: tensor<512x2048xbf16>, %arg6: tensor<2048x2048xbf16>, %arg7: tensor<5632x2048xbf16>, %arg8: tensor<5632x2048xbf16>, %arg9: tensor<2048x5632xbf16>, %arg10: tensor<2048xbf16>, %arg11: tensor<2048xbf16>, %arg12: tensor<2048x2048xbf16>, %arg13: tensor<512x2048xbf16>, %arg14: tensor<512x2048xbf16>, %arg15: tensor<2048x2048xbf16>, %arg16: tensor<5632x2048xbf16>, %arg17: tensor<5632x2048xbf16>, %arg18: tensor<2048x5632xbf16>, %arg19: tensor<2048xbf16>, %arg20: tensor<2048xbf16>, %arg21: tensor<2048x2048xbf16>, %arg22: tensor<512x2048xbf16>, %arg23: tensor<512x2048xbf16>, %arg24: tensor<2048x2048xbf16>, %arg25: tensor<5632x2048xbf16>, %arg26: tensor<5632x2048xbf16>, %arg27: tensor<2048x5632xbf16>, %arg28: tensor<2048xbf16>, %arg29: tensor<2048xbf16>, %arg30: tensor<2048x2048xbf16>, %arg31: tensor<512x2048xbf16>, %arg32: tensor<512x2048xbf16>, %arg33: tensor<2048x2048xbf16>, %arg34: tensor<5632x2048xbf16>, %arg35: tensor<5632x2048xbf16>, %arg36: tensor<2048x5632xbf16>, %arg37: tensor<2048xbf16>, %arg38: tensor<2048xbf16>, %arg39: tensor<2048x2048xbf16>, %arg40: tensor<512x2048xbf16>, %arg41: tensor<512x2048xbf16>, %arg42: tensor<2048x2048xbf16>, %arg43: tensor<5632x2048xbf16>, %arg44: tensor<5632x2048xbf16>, %arg45: tensor<2048x5632xbf16>, %arg46: tensor<2048xbf16>, %arg47: tensor<2048xbf16>, %arg48: tensor<2048x2048xbf16>, %arg49: tensor<512x2048xbf16>, %arg50: tensor<512x2048xbf16>, %arg51: tensor<2048x2048xbf16>, %arg52: tensor<5632x2048xbf16>, %arg53: tensor<5632x2048xbf16>, %arg54: tensor<2048x5632xbf16>, %arg55: tensor<2048xbf16>, %arg56: tensor<2048xbf16>, %arg57: tensor<2048x2048xbf16>, %arg58: tensor<512x2048xbf16>, %arg59: tensor<512x2048xbf16>, %arg60: tensor<2048x2048xbf16>, %arg61: tensor<5632x2048xbf16>, %arg62: tensor<5632x2048xbf16>, %arg63: tensor<2048x5632xbf16>, %arg64: tensor<2048xbf16>, %arg65: tensor<2048xbf16>, %arg66: tensor<2048x2048xbf16>, %arg67: tensor<512x2048xbf16>, %arg68: tensor<512x2048xbf16>, %arg69: tensor<2048x2048xbf16>, %arg70: tensor<5632x2048xbf16>, %arg71: tensor<5632x2048xbf16>, %arg72: tensor<2048x5632xbf16>, %arg73: tensor<2048xbf16>, %arg74: tensor<2048xbf16>, %arg75: tensor<2048xbf16>) -> tensor<2x1024x2048xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c1024_i64 = arith.constant 1024 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x16x1024x1024xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.29730177875068026 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 9.9999999999999995E-7 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_64_torch.bfloat16> : tensor<64xbf16>
    %cst_10 = arith.constant 2.048000e+03 : f32
    %0 = tensor.empty() : tensor<2x1024x2048xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %613 = arith.index_cast %in : i64 to index
      %614 = linalg.index 2 : index
      %615 = arith.cmpi slt, %613, %c256 : index
      cf.assert %615, "index must be smaller than dim size"
      %616 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %616, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%613, %614] : tensor<256x2048xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x1024x2048xbf16>
    %2 = tensor.empty() : tensor<1024xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<1024xi64>) {
    ^bb0(%out: i64):
      %613 = linalg.index 0 : index
      %614 = arith.index_cast %613 : index to i64
      linalg.yield %614 : i64
    } -> tensor<1024xi64>
    %4 = tensor.empty() : tensor<2x1024xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x1024xi64>) outs(%4 : tensor<2x1024xi1>) {
    ^bb0(%in: i64, %out: i1):
      %613 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %613 : i1
    } -> tensor<2x1024xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %613 = linalg.index 0 : index
      %614 = arith.index_cast %613 : index to i64
      linalg.yield %614 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1024, 1] : tensor<1024xi64> into tensor<1x1x1024x1xi64>
    %expanded_12 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1024] : tensor<1024xi64> into tensor<1x1x1x1024xi64>
    %8 = tensor.empty() : tensor<1x1x1024x1024xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_11 : tensor<1x1x1x1024xi64>, tensor<1x1x1024x1xi64>) outs(%8 : tensor<1x1x1024x1024xi1>) {
    ^bb0(%in: i64, %in_309: i64, %out: i1):
      %613 = arith.cmpi sle, %in, %in_309 : i64
      linalg.yield %613 : i1
    } -> tensor<1x1x1024x1024xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x1024x1024xi1>) outs(%8 : tensor<1x1x1024x1024xi1>) {
    ^bb0(%in: i1, %in_309: i1, %out: i1):
      %613 = arith.andi %in, %in_309 : i1
      linalg.yield %613 : i1
    } -> tensor<1x1x1024x1024xi1>
    %11 = tensor.empty() : tensor<2x1x1x1024xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<2x1x1x1xi64>, tensor<1x1x1x1024xi64>) outs(%11 : tensor<2x1x1x1024xi1>) {
    ^bb0(%in: i64, %in_309: i64, %out: i1):
      %613 = arith.cmpi slt, %in, %c0_i64 : i64
      %614 = arith.addi %in, %c2_i64 : i64
      %615 = arith.select %613, %614, %in : i64
      %616 = arith.index_cast %615 : i64 to index
      %617 = arith.cmpi slt, %in_309, %c0_i64 : i64
      %618 = arith.addi %in_309, %c1024_i64 : i64
      %619 = arith.select %617, %618, %in_309 : i64
      %620 = arith.index_cast %619 : i64 to index
      %extracted = tensor.extract %5[%616, %620] : tensor<2x1024xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x1024xi1>
    %13 = tensor.empty() : tensor<2x1x1024x1024xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x1024x1024xi1>, tensor<2x1x1x1024xi1>) outs(%13 : tensor<2x1x1024x1024xi1>) {
    ^bb0(%in: i1, %in_309: i1, %out: i1):
      %613 = arith.andi %in, %in_309 : i1
      linalg.yield %613 : i1
    } -> tensor<2x1x1024x1024xi1>
    %expanded_13 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 1024, 1] : tensor<1024xi64> into tensor<1x1024x1xi64>
    %15 = tensor.empty() : tensor<1x1024x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x1024x1xi64>) outs(%15 : tensor<1x1024x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %613 = arith.sitofp %in : i64 to f32
      linalg.yield %613 : f32
    } -> tensor<1x1024x1xf32>
    %17 = tensor.empty() : tensor<64xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_9 : tensor<64xbf16>) outs(%17 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<64xf32>
    %19 = tensor.empty() : tensor<1x1024x64xf32>
    %20 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x1024x1xf32>, tensor<64xf32>) outs(%19 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<1x1024x64xf32>
    %concat = tensor.concat dim(2) %20, %20 : (tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) -> tensor<1x1024x128xf32>
    %21 = tensor.empty() : tensor<1x1024x128xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x1024x128xf32>) outs(%21 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.cos %in : f32
      linalg.yield %613 : f32
    } -> tensor<1x1024x128xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x1024x128xf32>) outs(%21 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.sin %in : f32
      linalg.yield %613 : f32
    } -> tensor<1x1024x128xf32>
    %24 = tensor.empty() : tensor<1x1024x128xbf16>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x1024x128xf32>) outs(%24 : tensor<1x1024x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<1x1024x128xbf16>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x1024x128xf32>) outs(%24 : tensor<1x1024x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<1x1024x128xbf16>
    %27 = tensor.empty() : tensor<2x1024x2048xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %30 = tensor.empty() : tensor<2x1024x1xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<2x1024x1xf32>) -> tensor<2x1024x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %35 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %38 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %37 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %39 = tensor.empty() : tensor<2048x2048xbf16>
    %transposed = linalg.transpose ins(%arg3 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %38 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %40 = tensor.empty() : tensor<2048x2048xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %42 = linalg.matmul ins(%collapsed, %transposed : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_14 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [2, 1024, 16, 128] : tensor<2048x2048xbf16> into tensor<2x1024x16x128xbf16>
    %44 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x1024x16x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %45 = tensor.empty() : tensor<2048x512xbf16>
    %transposed_16 = linalg.transpose ins(%arg4 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %46 = tensor.empty() : tensor<2048x512xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %48 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_17 = tensor.expand_shape %49 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %50 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg5 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %51 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_20 = tensor.expand_shape %52 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %25 [[0], [1, 2], [3]] output_shape [1, 1, 1024, 128] : tensor<1x1024x128xbf16> into tensor<1x1x1024x128xbf16>
    %expanded_23 = tensor.expand_shape %26 [[0], [1, 2], [3]] output_shape [1, 1, 1024, 128] : tensor<1x1024x128xbf16> into tensor<1x1x1024x128xbf16>
    %53 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_22 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %extracted_slice = tensor.extract_slice %transposed_15[0, 0, 0, 0] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 64] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %54 = tensor.empty() : tensor<2x16x1024x64xbf16>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x16x1024x64xbf16>) outs(%54 : tensor<2x16x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x64xbf16>
    %concat_25 = tensor.concat dim(3) %55, %extracted_slice : (tensor<2x16x1024x64xbf16>, tensor<2x16x1024x64xbf16>) -> tensor<2x16x1024x128xbf16>
    %56 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_23 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %57 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %58 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_22 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %extracted_slice_26 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 64] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %59 = tensor.empty() : tensor<2x4x1024x64xbf16>
    %60 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<2x4x1024x64xbf16>) outs(%59 : tensor<2x4x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x64xbf16>
    %concat_28 = tensor.concat dim(3) %60, %extracted_slice_26 : (tensor<2x4x1024x64xbf16>, tensor<2x4x1024x64xbf16>) -> tensor<2x4x1024x128xbf16>
    %61 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_23 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %62 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %63 = tensor.empty() : tensor<2x4x4x1024x128xbf16>
    %64 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_29 = tensor.collapse_shape %64 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %65 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_30 = tensor.collapse_shape %65 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %66 = tensor.empty() : tensor<2x1x1024x1024xbf16>
    %67 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_3, %cst_4 : tensor<2x1x1024x1024xi1>, tensor<bf16>, tensor<bf16>) outs(%66 : tensor<2x1x1024x1024xbf16>) {
    ^bb0(%in: i1, %in_309: bf16, %in_310: bf16, %out: bf16):
      %613 = arith.select %in, %in_309, %in_310 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1x1024x1024xbf16>
    %68 = tensor.empty() : tensor<2x16x1024x128xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %70 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_29 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %71 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_30 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<2x16x1024x128xf32>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x128xf32>
    %73 = tensor.empty() : tensor<2x16x128x1024xf32>
    %transposed_31 = linalg.transpose ins(%70 : tensor<2x16x1024x128xf32>) outs(%73 : tensor<2x16x128x1024xf32>) permutation = [0, 1, 3, 2] 
    %74 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_31 : tensor<2x16x128x1024xf32>) outs(%73 : tensor<2x16x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x128x1024xf32>
    %collapsed_32 = tensor.collapse_shape %72 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %collapsed_33 = tensor.collapse_shape %74 [[0, 1], [2], [3]] : tensor<2x16x128x1024xf32> into tensor<32x128x1024xf32>
    %75 = tensor.empty() : tensor<32x1024x1024xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %77 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<32x1024x128xf32>, tensor<32x128x1024xf32>) outs(%76 : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %expanded_34 = tensor.expand_shape %77 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 1024] : tensor<32x1024x1024xf32> into tensor<2x16x1024x1024xf32>
    %78 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %79 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34, %67 : tensor<2x16x1024x1024xf32>, tensor<2x1x1024x1024xbf16>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: bf16, %out: f32):
      %613 = arith.extf %in_309 : bf16 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x1024xf32>
    %80 = tensor.empty() : tensor<2x16x1024xi64>
    %81 = linalg.fill ins(%c0_i64 : i64) outs(%80 : tensor<2x16x1024xi64>) -> tensor<2x16x1024xi64>
    %82 = tensor.empty() : tensor<2x16x1024xf32>
    %83 = linalg.fill ins(%cst_0 : f32) outs(%82 : tensor<2x16x1024xf32>) -> tensor<2x16x1024xf32>
    %84:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%79 : tensor<2x16x1024x1024xf32>) outs(%83, %81 : tensor<2x16x1024xf32>, tensor<2x16x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_309: i64):
      %613 = linalg.index 3 : index
      %614 = arith.index_cast %613 : index to i64
      %615 = arith.maximumf %in, %out : f32
      %616 = arith.cmpf ogt, %in, %out : f32
      %617 = arith.select %616, %614, %out_309 : i64
      linalg.yield %615, %617 : f32, i64
    } -> (tensor<2x16x1024xf32>, tensor<2x16x1024xi64>)
    %expanded_35 = tensor.expand_shape %84#0 [[0], [1], [2, 3]] output_shape [2, 16, 1024, 1] : tensor<2x16x1024xf32> into tensor<2x16x1024x1xf32>
    %85 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_35 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.subf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %86 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.exp %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %87 = tensor.empty() : tensor<2x16x1024x1xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<2x16x1024x1xf32>) -> tensor<2x16x1024x1xf32>
    %89 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<2x16x1024x1024xf32>) outs(%88 : tensor<2x16x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1xf32>
    %90 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %89 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.divf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %91 = tensor.empty() : tensor<2x16x1024x1024xi1>
    %92 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<2x16x1024x1024xf32>) outs(%91 : tensor<2x16x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %613 = arith.extf %in : f32 to f64
      %614 = arith.cmpf oeq, %613, %cst_7 : f64
      linalg.yield %614 : i1
    } -> tensor<2x16x1024x1024xi1>
    %93 = tensor.empty() : tensor<2x16x1024x1xi1>
    %94 = linalg.fill ins(%true : i1) outs(%93 : tensor<2x16x1024x1xi1>) -> tensor<2x16x1024x1xi1>
    %95 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<2x16x1024x1024xi1>) outs(%94 : tensor<2x16x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %613 = arith.andi %in, %out : i1
      linalg.yield %613 : i1
    } -> tensor<2x16x1024x1xi1>
    %96 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %cst_2, %90 : tensor<2x16x1024x1xi1>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: i1, %in_309: f32, %in_310: f32, %out: f32):
      %613 = arith.select %in, %in_309, %in_310 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %collapsed_36 = tensor.collapse_shape %96 [[0, 1], [2], [3]] : tensor<2x16x1024x1024xf32> into tensor<32x1024x1024xf32>
    %collapsed_37 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %97 = tensor.empty() : tensor<32x1024x128xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %99 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<32x1024x1024xf32>, tensor<32x1024x128xf32>) outs(%98 : tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %expanded_38 = tensor.expand_shape %99 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 128] : tensor<32x1024x128xf32> into tensor<2x16x1024x128xf32>
    %100 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x16x1024x128xf32>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %101 = tensor.empty() : tensor<2x1024x16x128xbf16>
    %transposed_39 = linalg.transpose ins(%100 : tensor<2x16x1024x128xbf16>) outs(%101 : tensor<2x1024x16x128xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_40 = tensor.collapse_shape %transposed_39 [[0], [1], [2, 3]] : tensor<2x1024x16x128xbf16> into tensor<2x1024x2048xbf16>
    %transposed_41 = linalg.transpose ins(%arg6 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %102 = tensor.empty() : tensor<2x2048x2048xbf16>
    %103 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_41 : tensor<2048x2048xbf16>) outs(%102 : tensor<2x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2048x2048xbf16>
    %104 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x1024x2048xf32>) -> tensor<2x1024x2048xf32>
    %105 = linalg.batch_matmul ins(%collapsed_40, %103 : tensor<2x1024x2048xbf16>, tensor<2x2048x2048xbf16>) outs(%104 : tensor<2x1024x2048xf32>) -> tensor<2x1024x2048xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %106 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %113 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %116 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %115 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %117 = tensor.empty() : tensor<2048x5632xbf16>
    %transposed_42 = linalg.transpose ins(%arg7 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %116 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %118 = tensor.empty() : tensor<2048x5632xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %120 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_44 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %122 = tensor.empty() : tensor<2x1024x5632xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x1024x5632xbf16>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.negf %in : f32
      %614 = math.exp %613 : f32
      %615 = arith.addf %614, %cst_1 : f32
      %616 = arith.divf %cst_1, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<2x1024x5632xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %124 : tensor<2x1024x5632xf32>, tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %126 = tensor.empty() : tensor<2x1024x5632xbf16>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x1024x5632xf32>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_45 = linalg.transpose ins(%arg8 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %128 = linalg.matmul ins(%collapsed_43, %transposed_45 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_46 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %expanded_46 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %131 = tensor.empty() : tensor<5632x2048xbf16>
    %transposed_47 = linalg.transpose ins(%arg9 : tensor<2048x5632xbf16>) outs(%131 : tensor<5632x2048xbf16>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %130 [[0, 1], [2]] : tensor<2x1024x5632xbf16> into tensor<2048x5632xbf16>
    %132 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<2048x5632xbf16>, tensor<5632x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_49 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [2, 1024, 2048] : tensor<2048x2048xbf16> into tensor<2x1024x2048xbf16>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %expanded_49 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %140 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %143 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %142 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_50 = linalg.transpose ins(%arg12 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %144 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_52 = tensor.expand_shape %145 [[0, 1], [2, 3]] output_shape [2, 1024, 16, 128] : tensor<2048x2048xbf16> into tensor<2x1024x16x128xbf16>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<2x1024x16x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_54 = linalg.transpose ins(%arg13 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %146 = linalg.matmul ins(%collapsed_51, %transposed_54 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %147 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_55 = tensor.expand_shape %147 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_57 = linalg.transpose ins(%arg14 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %148 = linalg.matmul ins(%collapsed_51, %transposed_57 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %149 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%148 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_58 = tensor.expand_shape %149 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %150 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53, %expanded_22 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %extracted_slice_60 = tensor.extract_slice %transposed_53[0, 0, 0, 0] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %extracted_slice_61 = tensor.extract_slice %transposed_53[0, 0, 0, 64] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %151 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_61 : tensor<2x16x1024x64xbf16>) outs(%54 : tensor<2x16x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x64xbf16>
    %concat_62 = tensor.concat dim(3) %151, %extracted_slice_60 : (tensor<2x16x1024x64xbf16>, tensor<2x16x1024x64xbf16>) -> tensor<2x16x1024x128xbf16>
    %152 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_62, %expanded_23 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %153 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %152 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %154 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56, %expanded_22 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %extracted_slice_63 = tensor.extract_slice %transposed_56[0, 0, 0, 0] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %extracted_slice_64 = tensor.extract_slice %transposed_56[0, 0, 0, 64] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %155 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_64 : tensor<2x4x1024x64xbf16>) outs(%59 : tensor<2x4x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x64xbf16>
    %concat_65 = tensor.concat dim(3) %155, %extracted_slice_63 : (tensor<2x4x1024x64xbf16>, tensor<2x4x1024x64xbf16>) -> tensor<2x4x1024x128xbf16>
    %156 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_65, %expanded_23 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %157 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %158 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_66 = tensor.collapse_shape %158 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %159 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_59 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_67 = tensor.collapse_shape %159 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %160 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_66 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %162 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_67 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %163 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<2x16x1024x128xf32>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x128xf32>
    %transposed_68 = linalg.transpose ins(%161 : tensor<2x16x1024x128xf32>) outs(%73 : tensor<2x16x128x1024xf32>) permutation = [0, 1, 3, 2] 
    %164 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_68 : tensor<2x16x128x1024xf32>) outs(%73 : tensor<2x16x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x128x1024xf32>
    %collapsed_69 = tensor.collapse_shape %163 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %collapsed_70 = tensor.collapse_shape %164 [[0, 1], [2], [3]] : tensor<2x16x128x1024xf32> into tensor<32x128x1024xf32>
    %165 = linalg.batch_matmul ins(%collapsed_69, %collapsed_70 : tensor<32x1024x128xf32>, tensor<32x128x1024xf32>) outs(%76 : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %expanded_71 = tensor.expand_shape %165 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 1024] : tensor<32x1024x1024xf32> into tensor<2x16x1024x1024xf32>
    %166 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_71, %67 : tensor<2x16x1024x1024xf32>, tensor<2x1x1024x1024xbf16>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: bf16, %out: f32):
      %613 = arith.extf %in_309 : bf16 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x1024xf32>
    %167:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%166 : tensor<2x16x1024x1024xf32>) outs(%83, %81 : tensor<2x16x1024xf32>, tensor<2x16x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_309: i64):
      %613 = linalg.index 3 : index
      %614 = arith.index_cast %613 : index to i64
      %615 = arith.maximumf %in, %out : f32
      %616 = arith.cmpf ogt, %in, %out : f32
      %617 = arith.select %616, %614, %out_309 : i64
      linalg.yield %615, %617 : f32, i64
    } -> (tensor<2x16x1024xf32>, tensor<2x16x1024xi64>)
    %expanded_72 = tensor.expand_shape %167#0 [[0], [1], [2, 3]] output_shape [2, 16, 1024, 1] : tensor<2x16x1024xf32> into tensor<2x16x1024x1xf32>
    %168 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_72 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.subf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %169 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.exp %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %170 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%169 : tensor<2x16x1024x1024xf32>) outs(%88 : tensor<2x16x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1xf32>
    %171 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %170 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.divf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %172 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<2x16x1024x1024xf32>) outs(%91 : tensor<2x16x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %613 = arith.extf %in : f32 to f64
      %614 = arith.cmpf oeq, %613, %cst_7 : f64
      linalg.yield %614 : i1
    } -> tensor<2x16x1024x1024xi1>
    %173 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%172 : tensor<2x16x1024x1024xi1>) outs(%94 : tensor<2x16x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %613 = arith.andi %in, %out : i1
      linalg.yield %613 : i1
    } -> tensor<2x16x1024x1xi1>
    %174 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %cst_2, %171 : tensor<2x16x1024x1xi1>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: i1, %in_309: f32, %in_310: f32, %out: f32):
      %613 = arith.select %in, %in_309, %in_310 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %collapsed_73 = tensor.collapse_shape %174 [[0, 1], [2], [3]] : tensor<2x16x1024x1024xf32> into tensor<32x1024x1024xf32>
    %collapsed_74 = tensor.collapse_shape %162 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %175 = linalg.batch_matmul ins(%collapsed_73, %collapsed_74 : tensor<32x1024x1024xf32>, tensor<32x1024x128xf32>) outs(%98 : tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %expanded_75 = tensor.expand_shape %175 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 128] : tensor<32x1024x128xf32> into tensor<2x16x1024x128xf32>
    %176 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<2x16x1024x128xf32>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %transposed_76 = linalg.transpose ins(%176 : tensor<2x16x1024x128xbf16>) outs(%101 : tensor<2x1024x16x128xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_77 = tensor.collapse_shape %transposed_76 [[0], [1], [2, 3]] : tensor<2x1024x16x128xbf16> into tensor<2x1024x2048xbf16>
    %transposed_78 = linalg.transpose ins(%arg15 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %177 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_78 : tensor<2048x2048xbf16>) outs(%102 : tensor<2x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2048x2048xbf16>
    %178 = linalg.batch_matmul ins(%collapsed_77, %177 : tensor<2x1024x2048xbf16>, tensor<2x2048x2048xbf16>) outs(%104 : tensor<2x1024x2048xf32>) -> tensor<2x1024x2048xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %179 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %186 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %189 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %188 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_79 = linalg.transpose ins(%arg16 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %collapsed_80 = tensor.collapse_shape %189 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %190 = linalg.matmul ins(%collapsed_80, %transposed_79 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %191 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%190 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_81 = tensor.expand_shape %191 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<2x1024x5632xbf16>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.negf %in : f32
      %614 = math.exp %613 : f32
      %615 = arith.addf %614, %cst_1 : f32
      %616 = arith.divf %cst_1, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<2x1024x5632xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %193 : tensor<2x1024x5632xf32>, tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x1024x5632xf32>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_82 = linalg.transpose ins(%arg17 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %196 = linalg.matmul ins(%collapsed_80, %transposed_82 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %197 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_83 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %expanded_83 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_84 = linalg.transpose ins(%arg18 : tensor<2048x5632xbf16>) outs(%131 : tensor<5632x2048xbf16>) permutation = [1, 0] 
    %collapsed_85 = tensor.collapse_shape %198 [[0, 1], [2]] : tensor<2x1024x5632xbf16> into tensor<2048x5632xbf16>
    %199 = linalg.matmul ins(%collapsed_85, %transposed_84 : tensor<2048x5632xbf16>, tensor<5632x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%199 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_86 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [2, 1024, 2048] : tensor<2048x2048xbf16> into tensor<2x1024x2048xbf16>
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %expanded_86 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %207 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %210 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %209 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_87 = linalg.transpose ins(%arg21 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_88 = tensor.collapse_shape %210 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %211 = linalg.matmul ins(%collapsed_88, %transposed_87 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %212 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%211 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_89 = tensor.expand_shape %212 [[0, 1], [2, 3]] output_shape [2, 1024, 16, 128] : tensor<2048x2048xbf16> into tensor<2x1024x16x128xbf16>
    %transposed_90 = linalg.transpose ins(%expanded_89 : tensor<2x1024x16x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_91 = linalg.transpose ins(%arg22 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %213 = linalg.matmul ins(%collapsed_88, %transposed_91 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %214 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_92 = tensor.expand_shape %214 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_93 = linalg.transpose ins(%expanded_92 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_94 = linalg.transpose ins(%arg23 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %215 = linalg.matmul ins(%collapsed_88, %transposed_94 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %216 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%215 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_95 = tensor.expand_shape %216 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_96 = linalg.transpose ins(%expanded_95 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %217 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_90, %expanded_22 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %extracted_slice_97 = tensor.extract_slice %transposed_90[0, 0, 0, 0] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %extracted_slice_98 = tensor.extract_slice %transposed_90[0, 0, 0, 64] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %218 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_98 : tensor<2x16x1024x64xbf16>) outs(%54 : tensor<2x16x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x64xbf16>
    %concat_99 = tensor.concat dim(3) %218, %extracted_slice_97 : (tensor<2x16x1024x64xbf16>, tensor<2x16x1024x64xbf16>) -> tensor<2x16x1024x128xbf16>
    %219 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_99, %expanded_23 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %220 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %219 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %221 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_93, %expanded_22 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %extracted_slice_100 = tensor.extract_slice %transposed_93[0, 0, 0, 0] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %extracted_slice_101 = tensor.extract_slice %transposed_93[0, 0, 0, 64] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %222 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_101 : tensor<2x4x1024x64xbf16>) outs(%59 : tensor<2x4x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x64xbf16>
    %concat_102 = tensor.concat dim(3) %222, %extracted_slice_100 : (tensor<2x4x1024x64xbf16>, tensor<2x4x1024x64xbf16>) -> tensor<2x4x1024x128xbf16>
    %223 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_102, %expanded_23 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %224 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %223 : tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %225 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_103 = tensor.collapse_shape %225 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %226 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_96 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_104 = tensor.collapse_shape %226 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %227 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %228 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_103 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %229 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_104 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %230 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<2x16x1024x128xf32>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x128xf32>
    %transposed_105 = linalg.transpose ins(%228 : tensor<2x16x1024x128xf32>) outs(%73 : tensor<2x16x128x1024xf32>) permutation = [0, 1, 3, 2] 
    %231 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_105 : tensor<2x16x128x1024xf32>) outs(%73 : tensor<2x16x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x128x1024xf32>
    %collapsed_106 = tensor.collapse_shape %230 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %collapsed_107 = tensor.collapse_shape %231 [[0, 1], [2], [3]] : tensor<2x16x128x1024xf32> into tensor<32x128x1024xf32>
    %232 = linalg.batch_matmul ins(%collapsed_106, %collapsed_107 : tensor<32x1024x128xf32>, tensor<32x128x1024xf32>) outs(%76 : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %expanded_108 = tensor.expand_shape %232 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 1024] : tensor<32x1024x1024xf32> into tensor<2x16x1024x1024xf32>
    %233 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108, %67 : tensor<2x16x1024x1024xf32>, tensor<2x1x1024x1024xbf16>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: bf16, %out: f32):
      %613 = arith.extf %in_309 : bf16 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x1024xf32>
    %234:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%233 : tensor<2x16x1024x1024xf32>) outs(%83, %81 : tensor<2x16x1024xf32>, tensor<2x16x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_309: i64):
      %613 = linalg.index 3 : index
      %614 = arith.index_cast %613 : index to i64
      %615 = arith.maximumf %in, %out : f32
      %616 = arith.cmpf ogt, %in, %out : f32
      %617 = arith.select %616, %614, %out_309 : i64
      linalg.yield %615, %617 : f32, i64
    } -> (tensor<2x16x1024xf32>, tensor<2x16x1024xi64>)
    %expanded_109 = tensor.expand_shape %234#0 [[0], [1], [2, 3]] output_shape [2, 16, 1024, 1] : tensor<2x16x1024xf32> into tensor<2x16x1024x1xf32>
    %235 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %expanded_109 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.subf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %236 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235 : tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.exp %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %237 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%236 : tensor<2x16x1024x1024xf32>) outs(%88 : tensor<2x16x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1xf32>
    %238 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %237 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.divf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %239 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<2x16x1024x1024xf32>) outs(%91 : tensor<2x16x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %613 = arith.extf %in : f32 to f64
      %614 = arith.cmpf oeq, %613, %cst_7 : f64
      linalg.yield %614 : i1
    } -> tensor<2x16x1024x1024xi1>
    %240 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%239 : tensor<2x16x1024x1024xi1>) outs(%94 : tensor<2x16x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %613 = arith.andi %in, %out : i1
      linalg.yield %613 : i1
    } -> tensor<2x16x1024x1xi1>
    %241 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %cst_2, %238 : tensor<2x16x1024x1xi1>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: i1, %in_309: f32, %in_310: f32, %out: f32):
      %613 = arith.select %in, %in_309, %in_310 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %collapsed_110 = tensor.collapse_shape %241 [[0, 1], [2], [3]] : tensor<2x16x1024x1024xf32> into tensor<32x1024x1024xf32>
    %collapsed_111 = tensor.collapse_shape %229 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %242 = linalg.batch_matmul ins(%collapsed_110, %collapsed_111 : tensor<32x1024x1024xf32>, tensor<32x1024x128xf32>) outs(%98 : tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %expanded_112 = tensor.expand_shape %242 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 128] : tensor<32x1024x128xf32> into tensor<2x16x1024x128xf32>
    %243 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<2x16x1024x128xf32>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %transposed_113 = linalg.transpose ins(%243 : tensor<2x16x1024x128xbf16>) outs(%101 : tensor<2x1024x16x128xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_114 = tensor.collapse_shape %transposed_113 [[0], [1], [2, 3]] : tensor<2x1024x16x128xbf16> into tensor<2x1024x2048xbf16>
    %transposed_115 = linalg.transpose ins(%arg24 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %244 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_115 : tensor<2048x2048xbf16>) outs(%102 : tensor<2x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2048x2048xbf16>
    %245 = linalg.batch_matmul ins(%collapsed_114, %244 : tensor<2x1024x2048xbf16>, tensor<2x2048x2048xbf16>) outs(%104 : tensor<2x1024x2048xf32>) -> tensor<2x1024x2048xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %246 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %253 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %256 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg29, %255 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_116 = linalg.transpose ins(%arg25 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %collapsed_117 = tensor.collapse_shape %256 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %257 = linalg.matmul ins(%collapsed_117, %transposed_116 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %258 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%257 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_118 = tensor.expand_shape %258 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118 : tensor<2x1024x5632xbf16>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.negf %in : f32
      %614 = math.exp %613 : f32
      %615 = arith.addf %614, %cst_1 : f32
      %616 = arith.divf %cst_1, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<2x1024x5632xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %260 : tensor<2x1024x5632xf32>, tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<2x1024x5632xf32>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_119 = linalg.transpose ins(%arg26 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %263 = linalg.matmul ins(%collapsed_117, %transposed_119 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %264 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_120 = tensor.expand_shape %264 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %expanded_120 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_121 = linalg.transpose ins(%arg27 : tensor<2048x5632xbf16>) outs(%131 : tensor<5632x2048xbf16>) permutation = [1, 0] 
    %collapsed_122 = tensor.collapse_shape %265 [[0, 1], [2]] : tensor<2x1024x5632xbf16> into tensor<2048x5632xbf16>
    %266 = linalg.matmul ins(%collapsed_122, %transposed_121 : tensor<2048x5632xbf16>, tensor<5632x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %267 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%266 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_123 = tensor.expand_shape %267 [[0, 1], [2]] output_shape [2, 1024, 2048] : tensor<2048x2048xbf16> into tensor<2x1024x2048xbf16>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %expanded_123 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%270 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %274 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %277 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37, %276 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_124 = linalg.transpose ins(%arg30 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_125 = tensor.collapse_shape %277 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %278 = linalg.matmul ins(%collapsed_125, %transposed_124 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_126 = tensor.expand_shape %279 [[0, 1], [2, 3]] output_shape [2, 1024, 16, 128] : tensor<2048x2048xbf16> into tensor<2x1024x16x128xbf16>
    %transposed_127 = linalg.transpose ins(%expanded_126 : tensor<2x1024x16x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_128 = linalg.transpose ins(%arg31 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %280 = linalg.matmul ins(%collapsed_125, %transposed_128 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%280 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_129 = tensor.expand_shape %281 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_130 = linalg.transpose ins(%expanded_129 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_131 = linalg.transpose ins(%arg32 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %282 = linalg.matmul ins(%collapsed_125, %transposed_131 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%282 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_132 = tensor.expand_shape %283 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_133 = linalg.transpose ins(%expanded_132 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %284 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_127, %expanded_22 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %extracted_slice_134 = tensor.extract_slice %transposed_127[0, 0, 0, 0] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %extracted_slice_135 = tensor.extract_slice %transposed_127[0, 0, 0, 64] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %285 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_135 : tensor<2x16x1024x64xbf16>) outs(%54 : tensor<2x16x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x64xbf16>
    %concat_136 = tensor.concat dim(3) %285, %extracted_slice_134 : (tensor<2x16x1024x64xbf16>, tensor<2x16x1024x64xbf16>) -> tensor<2x16x1024x128xbf16>
    %286 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_136, %expanded_23 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %287 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %286 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %288 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_130, %expanded_22 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %extracted_slice_137 = tensor.extract_slice %transposed_130[0, 0, 0, 0] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %extracted_slice_138 = tensor.extract_slice %transposed_130[0, 0, 0, 64] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %289 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_138 : tensor<2x4x1024x64xbf16>) outs(%59 : tensor<2x4x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x64xbf16>
    %concat_139 = tensor.concat dim(3) %289, %extracted_slice_137 : (tensor<2x4x1024x64xbf16>, tensor<2x4x1024x64xbf16>) -> tensor<2x4x1024x128xbf16>
    %290 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_139, %expanded_23 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %291 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %290 : tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %292 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%291 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_140 = tensor.collapse_shape %292 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %293 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_133 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_141 = tensor.collapse_shape %293 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %294 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %295 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_140 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %296 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_141 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %297 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294 : tensor<2x16x1024x128xf32>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x128xf32>
    %transposed_142 = linalg.transpose ins(%295 : tensor<2x16x1024x128xf32>) outs(%73 : tensor<2x16x128x1024xf32>) permutation = [0, 1, 3, 2] 
    %298 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_142 : tensor<2x16x128x1024xf32>) outs(%73 : tensor<2x16x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x128x1024xf32>
    %collapsed_143 = tensor.collapse_shape %297 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %collapsed_144 = tensor.collapse_shape %298 [[0, 1], [2], [3]] : tensor<2x16x128x1024xf32> into tensor<32x128x1024xf32>
    %299 = linalg.batch_matmul ins(%collapsed_143, %collapsed_144 : tensor<32x1024x128xf32>, tensor<32x128x1024xf32>) outs(%76 : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %expanded_145 = tensor.expand_shape %299 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 1024] : tensor<32x1024x1024xf32> into tensor<2x16x1024x1024xf32>
    %300 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_145, %67 : tensor<2x16x1024x1024xf32>, tensor<2x1x1024x1024xbf16>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: bf16, %out: f32):
      %613 = arith.extf %in_309 : bf16 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x1024xf32>
    %301:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%300 : tensor<2x16x1024x1024xf32>) outs(%83, %81 : tensor<2x16x1024xf32>, tensor<2x16x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_309: i64):
      %613 = linalg.index 3 : index
      %614 = arith.index_cast %613 : index to i64
      %615 = arith.maximumf %in, %out : f32
      %616 = arith.cmpf ogt, %in, %out : f32
      %617 = arith.select %616, %614, %out_309 : i64
      linalg.yield %615, %617 : f32, i64
    } -> (tensor<2x16x1024xf32>, tensor<2x16x1024xi64>)
    %expanded_146 = tensor.expand_shape %301#0 [[0], [1], [2, 3]] output_shape [2, 16, 1024, 1] : tensor<2x16x1024xf32> into tensor<2x16x1024x1xf32>
    %302 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_146 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.subf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %303 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.exp %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %304 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%303 : tensor<2x16x1024x1024xf32>) outs(%88 : tensor<2x16x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1xf32>
    %305 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %304 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.divf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %306 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300 : tensor<2x16x1024x1024xf32>) outs(%91 : tensor<2x16x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %613 = arith.extf %in : f32 to f64
      %614 = arith.cmpf oeq, %613, %cst_7 : f64
      linalg.yield %614 : i1
    } -> tensor<2x16x1024x1024xi1>
    %307 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%306 : tensor<2x16x1024x1024xi1>) outs(%94 : tensor<2x16x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %613 = arith.andi %in, %out : i1
      linalg.yield %613 : i1
    } -> tensor<2x16x1024x1xi1>
    %308 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %cst_2, %305 : tensor<2x16x1024x1xi1>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: i1, %in_309: f32, %in_310: f32, %out: f32):
      %613 = arith.select %in, %in_309, %in_310 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %collapsed_147 = tensor.collapse_shape %308 [[0, 1], [2], [3]] : tensor<2x16x1024x1024xf32> into tensor<32x1024x1024xf32>
    %collapsed_148 = tensor.collapse_shape %296 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %309 = linalg.batch_matmul ins(%collapsed_147, %collapsed_148 : tensor<32x1024x1024xf32>, tensor<32x1024x128xf32>) outs(%98 : tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %expanded_149 = tensor.expand_shape %309 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 128] : tensor<32x1024x128xf32> into tensor<2x16x1024x128xf32>
    %310 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_149 : tensor<2x16x1024x128xf32>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %transposed_150 = linalg.transpose ins(%310 : tensor<2x16x1024x128xbf16>) outs(%101 : tensor<2x1024x16x128xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_151 = tensor.collapse_shape %transposed_150 [[0], [1], [2, 3]] : tensor<2x1024x16x128xbf16> into tensor<2x1024x2048xbf16>
    %transposed_152 = linalg.transpose ins(%arg33 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %311 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_152 : tensor<2048x2048xbf16>) outs(%102 : tensor<2x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2048x2048xbf16>
    %312 = linalg.batch_matmul ins(%collapsed_151, %311 : tensor<2x1024x2048xbf16>, tensor<2x2048x2048xbf16>) outs(%104 : tensor<2x1024x2048xf32>) -> tensor<2x1024x2048xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %313 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%316 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %320 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %323 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg38, %322 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_153 = linalg.transpose ins(%arg34 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %collapsed_154 = tensor.collapse_shape %323 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %324 = linalg.matmul ins(%collapsed_154, %transposed_153 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %325 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%324 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_155 = tensor.expand_shape %325 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155 : tensor<2x1024x5632xbf16>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.negf %in : f32
      %614 = math.exp %613 : f32
      %615 = arith.addf %614, %cst_1 : f32
      %616 = arith.divf %cst_1, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<2x1024x5632xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %327 : tensor<2x1024x5632xf32>, tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x1024x5632xf32>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_156 = linalg.transpose ins(%arg35 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %330 = linalg.matmul ins(%collapsed_154, %transposed_156 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %331 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%330 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_157 = tensor.expand_shape %331 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %expanded_157 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_158 = linalg.transpose ins(%arg36 : tensor<2048x5632xbf16>) outs(%131 : tensor<5632x2048xbf16>) permutation = [1, 0] 
    %collapsed_159 = tensor.collapse_shape %332 [[0, 1], [2]] : tensor<2x1024x5632xbf16> into tensor<2048x5632xbf16>
    %333 = linalg.matmul ins(%collapsed_159, %transposed_158 : tensor<2048x5632xbf16>, tensor<5632x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %334 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%333 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_160 = tensor.expand_shape %334 [[0, 1], [2]] output_shape [2, 1024, 2048] : tensor<2048x2048xbf16> into tensor<2x1024x2048xbf16>
    %335 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %expanded_160 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%337 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %341 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %344 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg46, %343 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_161 = linalg.transpose ins(%arg39 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_162 = tensor.collapse_shape %344 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %345 = linalg.matmul ins(%collapsed_162, %transposed_161 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %346 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%345 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_163 = tensor.expand_shape %346 [[0, 1], [2, 3]] output_shape [2, 1024, 16, 128] : tensor<2048x2048xbf16> into tensor<2x1024x16x128xbf16>
    %transposed_164 = linalg.transpose ins(%expanded_163 : tensor<2x1024x16x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_165 = linalg.transpose ins(%arg40 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %347 = linalg.matmul ins(%collapsed_162, %transposed_165 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %348 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%347 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_166 = tensor.expand_shape %348 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_167 = linalg.transpose ins(%expanded_166 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_168 = linalg.transpose ins(%arg41 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %349 = linalg.matmul ins(%collapsed_162, %transposed_168 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %350 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%349 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_169 = tensor.expand_shape %350 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_170 = linalg.transpose ins(%expanded_169 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %351 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_164, %expanded_22 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %extracted_slice_171 = tensor.extract_slice %transposed_164[0, 0, 0, 0] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %extracted_slice_172 = tensor.extract_slice %transposed_164[0, 0, 0, 64] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %352 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_172 : tensor<2x16x1024x64xbf16>) outs(%54 : tensor<2x16x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x64xbf16>
    %concat_173 = tensor.concat dim(3) %352, %extracted_slice_171 : (tensor<2x16x1024x64xbf16>, tensor<2x16x1024x64xbf16>) -> tensor<2x16x1024x128xbf16>
    %353 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_173, %expanded_23 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %354 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %353 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %355 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_167, %expanded_22 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %extracted_slice_174 = tensor.extract_slice %transposed_167[0, 0, 0, 0] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %extracted_slice_175 = tensor.extract_slice %transposed_167[0, 0, 0, 64] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %356 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_175 : tensor<2x4x1024x64xbf16>) outs(%59 : tensor<2x4x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x64xbf16>
    %concat_176 = tensor.concat dim(3) %356, %extracted_slice_174 : (tensor<2x4x1024x64xbf16>, tensor<2x4x1024x64xbf16>) -> tensor<2x4x1024x128xbf16>
    %357 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_176, %expanded_23 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %358 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %357 : tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %359 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%358 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_177 = tensor.collapse_shape %359 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %360 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_170 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_178 = tensor.collapse_shape %360 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %361 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %362 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_177 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %363 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_178 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %364 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361 : tensor<2x16x1024x128xf32>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x128xf32>
    %transposed_179 = linalg.transpose ins(%362 : tensor<2x16x1024x128xf32>) outs(%73 : tensor<2x16x128x1024xf32>) permutation = [0, 1, 3, 2] 
    %365 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_179 : tensor<2x16x128x1024xf32>) outs(%73 : tensor<2x16x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x128x1024xf32>
    %collapsed_180 = tensor.collapse_shape %364 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %collapsed_181 = tensor.collapse_shape %365 [[0, 1], [2], [3]] : tensor<2x16x128x1024xf32> into tensor<32x128x1024xf32>
    %366 = linalg.batch_matmul ins(%collapsed_180, %collapsed_181 : tensor<32x1024x128xf32>, tensor<32x128x1024xf32>) outs(%76 : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %expanded_182 = tensor.expand_shape %366 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 1024] : tensor<32x1024x1024xf32> into tensor<2x16x1024x1024xf32>
    %367 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_182, %67 : tensor<2x16x1024x1024xf32>, tensor<2x1x1024x1024xbf16>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: bf16, %out: f32):
      %613 = arith.extf %in_309 : bf16 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x1024xf32>
    %368:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%367 : tensor<2x16x1024x1024xf32>) outs(%83, %81 : tensor<2x16x1024xf32>, tensor<2x16x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_309: i64):
      %613 = linalg.index 3 : index
      %614 = arith.index_cast %613 : index to i64
      %615 = arith.maximumf %in, %out : f32
      %616 = arith.cmpf ogt, %in, %out : f32
      %617 = arith.select %616, %614, %out_309 : i64
      linalg.yield %615, %617 : f32, i64
    } -> (tensor<2x16x1024xf32>, tensor<2x16x1024xi64>)
    %expanded_183 = tensor.expand_shape %368#0 [[0], [1], [2, 3]] output_shape [2, 16, 1024, 1] : tensor<2x16x1024xf32> into tensor<2x16x1024x1xf32>
    %369 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_183 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.subf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %370 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369 : tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.exp %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %371 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%370 : tensor<2x16x1024x1024xf32>) outs(%88 : tensor<2x16x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1xf32>
    %372 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %371 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.divf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %373 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367 : tensor<2x16x1024x1024xf32>) outs(%91 : tensor<2x16x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %613 = arith.extf %in : f32 to f64
      %614 = arith.cmpf oeq, %613, %cst_7 : f64
      linalg.yield %614 : i1
    } -> tensor<2x16x1024x1024xi1>
    %374 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%373 : tensor<2x16x1024x1024xi1>) outs(%94 : tensor<2x16x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %613 = arith.andi %in, %out : i1
      linalg.yield %613 : i1
    } -> tensor<2x16x1024x1xi1>
    %375 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374, %cst_2, %372 : tensor<2x16x1024x1xi1>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: i1, %in_309: f32, %in_310: f32, %out: f32):
      %613 = arith.select %in, %in_309, %in_310 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %collapsed_184 = tensor.collapse_shape %375 [[0, 1], [2], [3]] : tensor<2x16x1024x1024xf32> into tensor<32x1024x1024xf32>
    %collapsed_185 = tensor.collapse_shape %363 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %376 = linalg.batch_matmul ins(%collapsed_184, %collapsed_185 : tensor<32x1024x1024xf32>, tensor<32x1024x128xf32>) outs(%98 : tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %expanded_186 = tensor.expand_shape %376 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 128] : tensor<32x1024x128xf32> into tensor<2x16x1024x128xf32>
    %377 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_186 : tensor<2x16x1024x128xf32>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %transposed_187 = linalg.transpose ins(%377 : tensor<2x16x1024x128xbf16>) outs(%101 : tensor<2x1024x16x128xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_188 = tensor.collapse_shape %transposed_187 [[0], [1], [2, 3]] : tensor<2x1024x16x128xbf16> into tensor<2x1024x2048xbf16>
    %transposed_189 = linalg.transpose ins(%arg42 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %378 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_189 : tensor<2048x2048xbf16>) outs(%102 : tensor<2x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2048x2048xbf16>
    %379 = linalg.batch_matmul ins(%collapsed_188, %378 : tensor<2x1024x2048xbf16>, tensor<2x2048x2048xbf16>) outs(%104 : tensor<2x1024x2048xf32>) -> tensor<2x1024x2048xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %380 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%383 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %387 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %390 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg47, %389 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_190 = linalg.transpose ins(%arg43 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %collapsed_191 = tensor.collapse_shape %390 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %391 = linalg.matmul ins(%collapsed_191, %transposed_190 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %392 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%391 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_192 = tensor.expand_shape %392 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_192 : tensor<2x1024x5632xbf16>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.negf %in : f32
      %614 = math.exp %613 : f32
      %615 = arith.addf %614, %cst_1 : f32
      %616 = arith.divf %cst_1, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<2x1024x5632xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %394 : tensor<2x1024x5632xf32>, tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395 : tensor<2x1024x5632xf32>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_193 = linalg.transpose ins(%arg44 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %397 = linalg.matmul ins(%collapsed_191, %transposed_193 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%397 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_194 = tensor.expand_shape %398 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %399 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %expanded_194 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_195 = linalg.transpose ins(%arg45 : tensor<2048x5632xbf16>) outs(%131 : tensor<5632x2048xbf16>) permutation = [1, 0] 
    %collapsed_196 = tensor.collapse_shape %399 [[0, 1], [2]] : tensor<2x1024x5632xbf16> into tensor<2048x5632xbf16>
    %400 = linalg.matmul ins(%collapsed_196, %transposed_195 : tensor<2048x5632xbf16>, tensor<5632x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %401 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%400 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_197 = tensor.expand_shape %401 [[0, 1], [2]] output_shape [2, 1024, 2048] : tensor<2048x2048xbf16> into tensor<2x1024x2048xbf16>
    %402 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %expanded_197 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %403 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%404 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %408 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %411 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg55, %410 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_198 = linalg.transpose ins(%arg48 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_199 = tensor.collapse_shape %411 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %412 = linalg.matmul ins(%collapsed_199, %transposed_198 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %413 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%412 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_200 = tensor.expand_shape %413 [[0, 1], [2, 3]] output_shape [2, 1024, 16, 128] : tensor<2048x2048xbf16> into tensor<2x1024x16x128xbf16>
    %transposed_201 = linalg.transpose ins(%expanded_200 : tensor<2x1024x16x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_202 = linalg.transpose ins(%arg49 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %414 = linalg.matmul ins(%collapsed_199, %transposed_202 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %415 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%414 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_203 = tensor.expand_shape %415 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_204 = linalg.transpose ins(%expanded_203 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_205 = linalg.transpose ins(%arg50 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %416 = linalg.matmul ins(%collapsed_199, %transposed_205 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %417 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%416 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_206 = tensor.expand_shape %417 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_207 = linalg.transpose ins(%expanded_206 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %418 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_201, %expanded_22 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %extracted_slice_208 = tensor.extract_slice %transposed_201[0, 0, 0, 0] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %extracted_slice_209 = tensor.extract_slice %transposed_201[0, 0, 0, 64] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %419 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_209 : tensor<2x16x1024x64xbf16>) outs(%54 : tensor<2x16x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x64xbf16>
    %concat_210 = tensor.concat dim(3) %419, %extracted_slice_208 : (tensor<2x16x1024x64xbf16>, tensor<2x16x1024x64xbf16>) -> tensor<2x16x1024x128xbf16>
    %420 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_210, %expanded_23 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %421 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418, %420 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %422 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_204, %expanded_22 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %extracted_slice_211 = tensor.extract_slice %transposed_204[0, 0, 0, 0] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %extracted_slice_212 = tensor.extract_slice %transposed_204[0, 0, 0, 64] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %423 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_212 : tensor<2x4x1024x64xbf16>) outs(%59 : tensor<2x4x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x64xbf16>
    %concat_213 = tensor.concat dim(3) %423, %extracted_slice_211 : (tensor<2x4x1024x64xbf16>, tensor<2x4x1024x64xbf16>) -> tensor<2x4x1024x128xbf16>
    %424 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_213, %expanded_23 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %425 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %424 : tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %426 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%425 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_214 = tensor.collapse_shape %426 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %427 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_207 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_215 = tensor.collapse_shape %427 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %428 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %429 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_214 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %430 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_215 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %431 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428 : tensor<2x16x1024x128xf32>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x128xf32>
    %transposed_216 = linalg.transpose ins(%429 : tensor<2x16x1024x128xf32>) outs(%73 : tensor<2x16x128x1024xf32>) permutation = [0, 1, 3, 2] 
    %432 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_216 : tensor<2x16x128x1024xf32>) outs(%73 : tensor<2x16x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x128x1024xf32>
    %collapsed_217 = tensor.collapse_shape %431 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %collapsed_218 = tensor.collapse_shape %432 [[0, 1], [2], [3]] : tensor<2x16x128x1024xf32> into tensor<32x128x1024xf32>
    %433 = linalg.batch_matmul ins(%collapsed_217, %collapsed_218 : tensor<32x1024x128xf32>, tensor<32x128x1024xf32>) outs(%76 : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %expanded_219 = tensor.expand_shape %433 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 1024] : tensor<32x1024x1024xf32> into tensor<2x16x1024x1024xf32>
    %434 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_219, %67 : tensor<2x16x1024x1024xf32>, tensor<2x1x1024x1024xbf16>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: bf16, %out: f32):
      %613 = arith.extf %in_309 : bf16 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x1024xf32>
    %435:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%434 : tensor<2x16x1024x1024xf32>) outs(%83, %81 : tensor<2x16x1024xf32>, tensor<2x16x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_309: i64):
      %613 = linalg.index 3 : index
      %614 = arith.index_cast %613 : index to i64
      %615 = arith.maximumf %in, %out : f32
      %616 = arith.cmpf ogt, %in, %out : f32
      %617 = arith.select %616, %614, %out_309 : i64
      linalg.yield %615, %617 : f32, i64
    } -> (tensor<2x16x1024xf32>, tensor<2x16x1024xi64>)
    %expanded_220 = tensor.expand_shape %435#0 [[0], [1], [2, 3]] output_shape [2, 16, 1024, 1] : tensor<2x16x1024xf32> into tensor<2x16x1024x1xf32>
    %436 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434, %expanded_220 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.subf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %437 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436 : tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.exp %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %438 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%437 : tensor<2x16x1024x1024xf32>) outs(%88 : tensor<2x16x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1xf32>
    %439 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %438 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.divf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %440 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434 : tensor<2x16x1024x1024xf32>) outs(%91 : tensor<2x16x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %613 = arith.extf %in : f32 to f64
      %614 = arith.cmpf oeq, %613, %cst_7 : f64
      linalg.yield %614 : i1
    } -> tensor<2x16x1024x1024xi1>
    %441 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%440 : tensor<2x16x1024x1024xi1>) outs(%94 : tensor<2x16x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %613 = arith.andi %in, %out : i1
      linalg.yield %613 : i1
    } -> tensor<2x16x1024x1xi1>
    %442 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %cst_2, %439 : tensor<2x16x1024x1xi1>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: i1, %in_309: f32, %in_310: f32, %out: f32):
      %613 = arith.select %in, %in_309, %in_310 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %collapsed_221 = tensor.collapse_shape %442 [[0, 1], [2], [3]] : tensor<2x16x1024x1024xf32> into tensor<32x1024x1024xf32>
    %collapsed_222 = tensor.collapse_shape %430 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %443 = linalg.batch_matmul ins(%collapsed_221, %collapsed_222 : tensor<32x1024x1024xf32>, tensor<32x1024x128xf32>) outs(%98 : tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %expanded_223 = tensor.expand_shape %443 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 128] : tensor<32x1024x128xf32> into tensor<2x16x1024x128xf32>
    %444 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_223 : tensor<2x16x1024x128xf32>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %transposed_224 = linalg.transpose ins(%444 : tensor<2x16x1024x128xbf16>) outs(%101 : tensor<2x1024x16x128xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_225 = tensor.collapse_shape %transposed_224 [[0], [1], [2, 3]] : tensor<2x1024x16x128xbf16> into tensor<2x1024x2048xbf16>
    %transposed_226 = linalg.transpose ins(%arg51 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %445 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_226 : tensor<2048x2048xbf16>) outs(%102 : tensor<2x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2048x2048xbf16>
    %446 = linalg.batch_matmul ins(%collapsed_225, %445 : tensor<2x1024x2048xbf16>, tensor<2x2048x2048xbf16>) outs(%104 : tensor<2x1024x2048xf32>) -> tensor<2x1024x2048xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %448 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %447 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%450 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %454 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %457 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg56, %456 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_227 = linalg.transpose ins(%arg52 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %collapsed_228 = tensor.collapse_shape %457 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %458 = linalg.matmul ins(%collapsed_228, %transposed_227 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %459 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%458 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_229 = tensor.expand_shape %459 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_229 : tensor<2x1024x5632xbf16>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.negf %in : f32
      %614 = math.exp %613 : f32
      %615 = arith.addf %614, %cst_1 : f32
      %616 = arith.divf %cst_1, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<2x1024x5632xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460, %461 : tensor<2x1024x5632xf32>, tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<2x1024x5632xf32>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_230 = linalg.transpose ins(%arg53 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %464 = linalg.matmul ins(%collapsed_228, %transposed_230 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %465 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%464 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_231 = tensor.expand_shape %465 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %466 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %expanded_231 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_232 = linalg.transpose ins(%arg54 : tensor<2048x5632xbf16>) outs(%131 : tensor<5632x2048xbf16>) permutation = [1, 0] 
    %collapsed_233 = tensor.collapse_shape %466 [[0, 1], [2]] : tensor<2x1024x5632xbf16> into tensor<2048x5632xbf16>
    %467 = linalg.matmul ins(%collapsed_233, %transposed_232 : tensor<2048x5632xbf16>, tensor<5632x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %468 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%467 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_234 = tensor.expand_shape %468 [[0, 1], [2]] output_shape [2, 1024, 2048] : tensor<2048x2048xbf16> into tensor<2x1024x2048xbf16>
    %469 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448, %expanded_234 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %470 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%469 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%471 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470, %475 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %478 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64, %477 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_235 = linalg.transpose ins(%arg57 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_236 = tensor.collapse_shape %478 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %479 = linalg.matmul ins(%collapsed_236, %transposed_235 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %480 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%479 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_237 = tensor.expand_shape %480 [[0, 1], [2, 3]] output_shape [2, 1024, 16, 128] : tensor<2048x2048xbf16> into tensor<2x1024x16x128xbf16>
    %transposed_238 = linalg.transpose ins(%expanded_237 : tensor<2x1024x16x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_239 = linalg.transpose ins(%arg58 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %481 = linalg.matmul ins(%collapsed_236, %transposed_239 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %482 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%481 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_240 = tensor.expand_shape %482 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_241 = linalg.transpose ins(%expanded_240 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_242 = linalg.transpose ins(%arg59 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %483 = linalg.matmul ins(%collapsed_236, %transposed_242 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %484 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%483 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_243 = tensor.expand_shape %484 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_244 = linalg.transpose ins(%expanded_243 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %485 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_238, %expanded_22 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %extracted_slice_245 = tensor.extract_slice %transposed_238[0, 0, 0, 0] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %extracted_slice_246 = tensor.extract_slice %transposed_238[0, 0, 0, 64] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %486 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_246 : tensor<2x16x1024x64xbf16>) outs(%54 : tensor<2x16x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x64xbf16>
    %concat_247 = tensor.concat dim(3) %486, %extracted_slice_245 : (tensor<2x16x1024x64xbf16>, tensor<2x16x1024x64xbf16>) -> tensor<2x16x1024x128xbf16>
    %487 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_247, %expanded_23 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %488 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485, %487 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %489 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_241, %expanded_22 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %extracted_slice_248 = tensor.extract_slice %transposed_241[0, 0, 0, 0] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %extracted_slice_249 = tensor.extract_slice %transposed_241[0, 0, 0, 64] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %490 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_249 : tensor<2x4x1024x64xbf16>) outs(%59 : tensor<2x4x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x64xbf16>
    %concat_250 = tensor.concat dim(3) %490, %extracted_slice_248 : (tensor<2x4x1024x64xbf16>, tensor<2x4x1024x64xbf16>) -> tensor<2x4x1024x128xbf16>
    %491 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_250, %expanded_23 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %492 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %491 : tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %493 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%492 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_251 = tensor.collapse_shape %493 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %494 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_244 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_252 = tensor.collapse_shape %494 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %495 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %496 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_251 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %497 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_252 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %498 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495 : tensor<2x16x1024x128xf32>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x128xf32>
    %transposed_253 = linalg.transpose ins(%496 : tensor<2x16x1024x128xf32>) outs(%73 : tensor<2x16x128x1024xf32>) permutation = [0, 1, 3, 2] 
    %499 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_253 : tensor<2x16x128x1024xf32>) outs(%73 : tensor<2x16x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x128x1024xf32>
    %collapsed_254 = tensor.collapse_shape %498 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %collapsed_255 = tensor.collapse_shape %499 [[0, 1], [2], [3]] : tensor<2x16x128x1024xf32> into tensor<32x128x1024xf32>
    %500 = linalg.batch_matmul ins(%collapsed_254, %collapsed_255 : tensor<32x1024x128xf32>, tensor<32x128x1024xf32>) outs(%76 : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %expanded_256 = tensor.expand_shape %500 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 1024] : tensor<32x1024x1024xf32> into tensor<2x16x1024x1024xf32>
    %501 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_256, %67 : tensor<2x16x1024x1024xf32>, tensor<2x1x1024x1024xbf16>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: bf16, %out: f32):
      %613 = arith.extf %in_309 : bf16 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x1024xf32>
    %502:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%501 : tensor<2x16x1024x1024xf32>) outs(%83, %81 : tensor<2x16x1024xf32>, tensor<2x16x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_309: i64):
      %613 = linalg.index 3 : index
      %614 = arith.index_cast %613 : index to i64
      %615 = arith.maximumf %in, %out : f32
      %616 = arith.cmpf ogt, %in, %out : f32
      %617 = arith.select %616, %614, %out_309 : i64
      linalg.yield %615, %617 : f32, i64
    } -> (tensor<2x16x1024xf32>, tensor<2x16x1024xi64>)
    %expanded_257 = tensor.expand_shape %502#0 [[0], [1], [2, 3]] output_shape [2, 16, 1024, 1] : tensor<2x16x1024xf32> into tensor<2x16x1024x1xf32>
    %503 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %expanded_257 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.subf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %504 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%503 : tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.exp %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %505 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%504 : tensor<2x16x1024x1024xf32>) outs(%88 : tensor<2x16x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1xf32>
    %506 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%504, %505 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.divf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %507 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501 : tensor<2x16x1024x1024xf32>) outs(%91 : tensor<2x16x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %613 = arith.extf %in : f32 to f64
      %614 = arith.cmpf oeq, %613, %cst_7 : f64
      linalg.yield %614 : i1
    } -> tensor<2x16x1024x1024xi1>
    %508 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%507 : tensor<2x16x1024x1024xi1>) outs(%94 : tensor<2x16x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %613 = arith.andi %in, %out : i1
      linalg.yield %613 : i1
    } -> tensor<2x16x1024x1xi1>
    %509 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508, %cst_2, %506 : tensor<2x16x1024x1xi1>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: i1, %in_309: f32, %in_310: f32, %out: f32):
      %613 = arith.select %in, %in_309, %in_310 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %collapsed_258 = tensor.collapse_shape %509 [[0, 1], [2], [3]] : tensor<2x16x1024x1024xf32> into tensor<32x1024x1024xf32>
    %collapsed_259 = tensor.collapse_shape %497 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %510 = linalg.batch_matmul ins(%collapsed_258, %collapsed_259 : tensor<32x1024x1024xf32>, tensor<32x1024x128xf32>) outs(%98 : tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %expanded_260 = tensor.expand_shape %510 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 128] : tensor<32x1024x128xf32> into tensor<2x16x1024x128xf32>
    %511 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_260 : tensor<2x16x1024x128xf32>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %transposed_261 = linalg.transpose ins(%511 : tensor<2x16x1024x128xbf16>) outs(%101 : tensor<2x1024x16x128xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_262 = tensor.collapse_shape %transposed_261 [[0], [1], [2, 3]] : tensor<2x1024x16x128xbf16> into tensor<2x1024x2048xbf16>
    %transposed_263 = linalg.transpose ins(%arg60 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %512 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_263 : tensor<2048x2048xbf16>) outs(%102 : tensor<2x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2048x2048xbf16>
    %513 = linalg.batch_matmul ins(%collapsed_262, %512 : tensor<2x1024x2048xbf16>, tensor<2x2048x2048xbf16>) outs(%104 : tensor<2x1024x2048xf32>) -> tensor<2x1024x2048xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %515 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%469, %514 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %516 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%517 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %521 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %524 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg65, %523 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_264 = linalg.transpose ins(%arg61 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %collapsed_265 = tensor.collapse_shape %524 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %525 = linalg.matmul ins(%collapsed_265, %transposed_264 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %526 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%525 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_266 = tensor.expand_shape %526 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %527 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_266 : tensor<2x1024x5632xbf16>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527 : tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.negf %in : f32
      %614 = math.exp %613 : f32
      %615 = arith.addf %614, %cst_1 : f32
      %616 = arith.divf %cst_1, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<2x1024x5632xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %528 : tensor<2x1024x5632xf32>, tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<2x1024x5632xf32>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_267 = linalg.transpose ins(%arg62 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %531 = linalg.matmul ins(%collapsed_265, %transposed_267 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %532 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%531 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_268 = tensor.expand_shape %532 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %533 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %expanded_268 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_269 = linalg.transpose ins(%arg63 : tensor<2048x5632xbf16>) outs(%131 : tensor<5632x2048xbf16>) permutation = [1, 0] 
    %collapsed_270 = tensor.collapse_shape %533 [[0, 1], [2]] : tensor<2x1024x5632xbf16> into tensor<2048x5632xbf16>
    %534 = linalg.matmul ins(%collapsed_270, %transposed_269 : tensor<2048x5632xbf16>, tensor<5632x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %535 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%534 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_271 = tensor.expand_shape %535 [[0, 1], [2]] output_shape [2, 1024, 2048] : tensor<2048x2048xbf16> into tensor<2x1024x2048xbf16>
    %536 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515, %expanded_271 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %537 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %539 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%538 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %540 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %542 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %543 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537, %542 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %545 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg73, %544 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_272 = linalg.transpose ins(%arg66 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_273 = tensor.collapse_shape %545 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %546 = linalg.matmul ins(%collapsed_273, %transposed_272 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %547 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%546 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_274 = tensor.expand_shape %547 [[0, 1], [2, 3]] output_shape [2, 1024, 16, 128] : tensor<2048x2048xbf16> into tensor<2x1024x16x128xbf16>
    %transposed_275 = linalg.transpose ins(%expanded_274 : tensor<2x1024x16x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_276 = linalg.transpose ins(%arg67 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %548 = linalg.matmul ins(%collapsed_273, %transposed_276 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %549 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%548 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_277 = tensor.expand_shape %549 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_278 = linalg.transpose ins(%expanded_277 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_279 = linalg.transpose ins(%arg68 : tensor<512x2048xbf16>) outs(%45 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %550 = linalg.matmul ins(%collapsed_273, %transposed_279 : tensor<2048x2048xbf16>, tensor<2048x512xbf16>) outs(%47 : tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %551 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%550 : tensor<2048x512xf32>) outs(%45 : tensor<2048x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x512xbf16>
    %expanded_280 = tensor.expand_shape %551 [[0, 1], [2, 3]] output_shape [2, 1024, 4, 128] : tensor<2048x512xbf16> into tensor<2x1024x4x128xbf16>
    %transposed_281 = linalg.transpose ins(%expanded_280 : tensor<2x1024x4x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) permutation = [0, 2, 1, 3] 
    %552 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_275, %expanded_22 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %extracted_slice_282 = tensor.extract_slice %transposed_275[0, 0, 0, 0] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %extracted_slice_283 = tensor.extract_slice %transposed_275[0, 0, 0, 64] [2, 16, 1024, 64] [1, 1, 1, 1] : tensor<2x16x1024x128xbf16> to tensor<2x16x1024x64xbf16>
    %553 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_283 : tensor<2x16x1024x64xbf16>) outs(%54 : tensor<2x16x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x64xbf16>
    %concat_284 = tensor.concat dim(3) %553, %extracted_slice_282 : (tensor<2x16x1024x64xbf16>, tensor<2x16x1024x64xbf16>) -> tensor<2x16x1024x128xbf16>
    %554 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_284, %expanded_23 : tensor<2x16x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %555 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552, %554 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %556 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_278, %expanded_22 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %extracted_slice_285 = tensor.extract_slice %transposed_278[0, 0, 0, 0] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %extracted_slice_286 = tensor.extract_slice %transposed_278[0, 0, 0, 64] [2, 4, 1024, 64] [1, 1, 1, 1] : tensor<2x4x1024x128xbf16> to tensor<2x4x1024x64xbf16>
    %557 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_286 : tensor<2x4x1024x64xbf16>) outs(%59 : tensor<2x4x1024x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %613 = arith.negf %in : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x64xbf16>
    %concat_287 = tensor.concat dim(3) %557, %extracted_slice_285 : (tensor<2x4x1024x64xbf16>, tensor<2x4x1024x64xbf16>) -> tensor<2x4x1024x128xbf16>
    %558 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_287, %expanded_23 : tensor<2x4x1024x128xbf16>, tensor<1x1x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %559 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%556, %558 : tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>) outs(%50 : tensor<2x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x4x1024x128xbf16>
    %560 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%559 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_288 = tensor.collapse_shape %560 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %561 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_281 : tensor<2x4x1024x128xbf16>) outs(%63 : tensor<2x4x4x1024x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x4x1024x128xbf16>
    %collapsed_289 = tensor.collapse_shape %561 [[0], [1, 2], [3], [4]] : tensor<2x4x4x1024x128xbf16> into tensor<2x16x1024x128xbf16>
    %562 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%555 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %563 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_288 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %564 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_289 : tensor<2x16x1024x128xbf16>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x128xf32>
    %565 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%562 : tensor<2x16x1024x128xf32>) outs(%68 : tensor<2x16x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x128xf32>
    %transposed_290 = linalg.transpose ins(%563 : tensor<2x16x1024x128xf32>) outs(%73 : tensor<2x16x128x1024xf32>) permutation = [0, 1, 3, 2] 
    %566 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_290 : tensor<2x16x128x1024xf32>) outs(%73 : tensor<2x16x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_6 : f64 to f32
      %614 = arith.mulf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x128x1024xf32>
    %collapsed_291 = tensor.collapse_shape %565 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %collapsed_292 = tensor.collapse_shape %566 [[0, 1], [2], [3]] : tensor<2x16x128x1024xf32> into tensor<32x128x1024xf32>
    %567 = linalg.batch_matmul ins(%collapsed_291, %collapsed_292 : tensor<32x1024x128xf32>, tensor<32x128x1024xf32>) outs(%76 : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %expanded_293 = tensor.expand_shape %567 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 1024] : tensor<32x1024x1024xf32> into tensor<2x16x1024x1024xf32>
    %568 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_293, %67 : tensor<2x16x1024x1024xf32>, tensor<2x1x1024x1024xbf16>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: bf16, %out: f32):
      %613 = arith.extf %in_309 : bf16 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x16x1024x1024xf32>
    %569:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%568 : tensor<2x16x1024x1024xf32>) outs(%83, %81 : tensor<2x16x1024xf32>, tensor<2x16x1024xi64>) {
    ^bb0(%in: f32, %out: f32, %out_309: i64):
      %613 = linalg.index 3 : index
      %614 = arith.index_cast %613 : index to i64
      %615 = arith.maximumf %in, %out : f32
      %616 = arith.cmpf ogt, %in, %out : f32
      %617 = arith.select %616, %614, %out_309 : i64
      linalg.yield %615, %617 : f32, i64
    } -> (tensor<2x16x1024xf32>, tensor<2x16x1024xi64>)
    %expanded_294 = tensor.expand_shape %569#0 [[0], [1], [2, 3]] output_shape [2, 16, 1024, 1] : tensor<2x16x1024xf32> into tensor<2x16x1024x1xf32>
    %570 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%568, %expanded_294 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.subf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %571 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%570 : tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.exp %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %572 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%571 : tensor<2x16x1024x1024xf32>) outs(%88 : tensor<2x16x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1xf32>
    %573 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%571, %572 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.divf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %574 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%568 : tensor<2x16x1024x1024xf32>) outs(%91 : tensor<2x16x1024x1024xi1>) {
    ^bb0(%in: f32, %out: i1):
      %613 = arith.extf %in : f32 to f64
      %614 = arith.cmpf oeq, %613, %cst_7 : f64
      linalg.yield %614 : i1
    } -> tensor<2x16x1024x1024xi1>
    %575 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%574 : tensor<2x16x1024x1024xi1>) outs(%94 : tensor<2x16x1024x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %613 = arith.andi %in, %out : i1
      linalg.yield %613 : i1
    } -> tensor<2x16x1024x1xi1>
    %576 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%575, %cst_2, %573 : tensor<2x16x1024x1xi1>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>) outs(%78 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%in: i1, %in_309: f32, %in_310: f32, %out: f32):
      %613 = arith.select %in, %in_309, %in_310 : f32
      linalg.yield %613 : f32
    } -> tensor<2x16x1024x1024xf32>
    %collapsed_295 = tensor.collapse_shape %576 [[0, 1], [2], [3]] : tensor<2x16x1024x1024xf32> into tensor<32x1024x1024xf32>
    %collapsed_296 = tensor.collapse_shape %564 [[0, 1], [2], [3]] : tensor<2x16x1024x128xf32> into tensor<32x1024x128xf32>
    %577 = linalg.batch_matmul ins(%collapsed_295, %collapsed_296 : tensor<32x1024x1024xf32>, tensor<32x1024x128xf32>) outs(%98 : tensor<32x1024x128xf32>) -> tensor<32x1024x128xf32>
    %expanded_297 = tensor.expand_shape %577 [[0, 1], [2], [3]] output_shape [2, 16, 1024, 128] : tensor<32x1024x128xf32> into tensor<2x16x1024x128xf32>
    %578 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_297 : tensor<2x16x1024x128xf32>) outs(%44 : tensor<2x16x1024x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x16x1024x128xbf16>
    %transposed_298 = linalg.transpose ins(%578 : tensor<2x16x1024x128xbf16>) outs(%101 : tensor<2x1024x16x128xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_299 = tensor.collapse_shape %transposed_298 [[0], [1], [2, 3]] : tensor<2x1024x16x128xbf16> into tensor<2x1024x2048xbf16>
    %transposed_300 = linalg.transpose ins(%arg69 : tensor<2048x2048xbf16>) outs(%39 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %579 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_300 : tensor<2048x2048xbf16>) outs(%102 : tensor<2x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2048x2048xbf16>
    %580 = linalg.batch_matmul ins(%collapsed_299, %579 : tensor<2x1024x2048xbf16>, tensor<2x2048x2048xbf16>) outs(%104 : tensor<2x1024x2048xf32>) -> tensor<2x1024x2048xf32>
    %581 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %582 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536, %581 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %583 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %585 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%584 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %586 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %589 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %588 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %590 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %591 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg74, %590 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %transposed_301 = linalg.transpose ins(%arg70 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %collapsed_302 = tensor.collapse_shape %591 [[0, 1], [2]] : tensor<2x1024x2048xbf16> into tensor<2048x2048xbf16>
    %592 = linalg.matmul ins(%collapsed_302, %transposed_301 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %593 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%592 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_303 = tensor.expand_shape %593 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %594 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_303 : tensor<2x1024x5632xbf16>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.negf %in : f32
      %614 = math.exp %613 : f32
      %615 = arith.addf %614, %cst_1 : f32
      %616 = arith.divf %cst_1, %615 : f32
      linalg.yield %616 : f32
    } -> tensor<2x1024x5632xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594, %595 : tensor<2x1024x5632xf32>, tensor<2x1024x5632xf32>) outs(%122 : tensor<2x1024x5632xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x5632xf32>
    %597 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596 : tensor<2x1024x5632xf32>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_304 = linalg.transpose ins(%arg71 : tensor<5632x2048xbf16>) outs(%117 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %598 = linalg.matmul ins(%collapsed_302, %transposed_304 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%119 : tensor<2048x5632xf32>) -> tensor<2048x5632xf32>
    %599 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%598 : tensor<2048x5632xf32>) outs(%117 : tensor<2048x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x5632xbf16>
    %expanded_305 = tensor.expand_shape %599 [[0, 1], [2]] output_shape [2, 1024, 5632] : tensor<2048x5632xbf16> into tensor<2x1024x5632xbf16>
    %600 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %expanded_305 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%126 : tensor<2x1024x5632xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x5632xbf16>
    %transposed_306 = linalg.transpose ins(%arg72 : tensor<2048x5632xbf16>) outs(%131 : tensor<5632x2048xbf16>) permutation = [1, 0] 
    %collapsed_307 = tensor.collapse_shape %600 [[0, 1], [2]] : tensor<2x1024x5632xbf16> into tensor<2048x5632xbf16>
    %601 = linalg.matmul ins(%collapsed_307, %transposed_306 : tensor<2048x5632xbf16>, tensor<5632x2048xbf16>) outs(%41 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %602 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%601 : tensor<2048x2048xf32>) outs(%39 : tensor<2048x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2048x2048xbf16>
    %expanded_308 = tensor.expand_shape %602 [[0, 1], [2]] output_shape [2, 1024, 2048] : tensor<2048x2048xbf16> into tensor<2x1024x2048xbf16>
    %603 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %expanded_308 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.addf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %604 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603 : tensor<2x1024x2048xbf16>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %613 = arith.extf %in : bf16 to f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604 : tensor<2x1024x2048xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%605 : tensor<2x1024x2048xf32>) outs(%31 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.addf %in, %out : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.divf %in, %cst_10 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = arith.truncf %cst_8 : f64 to f32
      %614 = arith.addf %in, %613 : f32
      linalg.yield %614 : f32
    } -> tensor<2x1024x1xf32>
    %609 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608 : tensor<2x1024x1xf32>) outs(%30 : tensor<2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %613 = math.rsqrt %in : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x1xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604, %609 : tensor<2x1024x2048xf32>, tensor<2x1024x1xf32>) outs(%27 : tensor<2x1024x2048xf32>) {
    ^bb0(%in: f32, %in_309: f32, %out: f32):
      %613 = arith.mulf %in, %in_309 : f32
      linalg.yield %613 : f32
    } -> tensor<2x1024x2048xf32>
    %611 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%610 : tensor<2x1024x2048xf32>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %613 = arith.truncf %in : f32 to bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    %612 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg75, %611 : tensor<2048xbf16>, tensor<2x1024x2048xbf16>) outs(%0 : tensor<2x1024x2048xbf16>) {
    ^bb0(%in: bf16, %in_309: bf16, %out: bf16):
      %613 = arith.mulf %in, %in_309 : bf16
      linalg.yield %613 : bf16
    } -> tensor<2x1024x2048xbf16>
    return %612 : tensor<2x1024x2048xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_torch.bfloat16: "0x02000000803F5E3F403F263F103FF93ED83EBB3EA23E8C3E733E523E363E1E3E093EEC3DCD3DB13D9A3D853D663D473D2D3D163D023DE03CC23CA83C923C7C3C5A3C3D3C243C0E3CF63BD53BB83BA03B8A3B6F3B4F3B333B1B3B073BE93ACA3AAF3A973A833A633A453A2A3A133AFF39DD39BF39A6399039793957393A3921390C39F238"
    }
  }
#-}
