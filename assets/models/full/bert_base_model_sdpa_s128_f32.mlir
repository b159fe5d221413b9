// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: BertModel(BertConfig(vocab_size=256, hidden_size=768, num_hidden_layers=12, num_attention_heads=12,
//    intermediate_size=3072, max_position_embeddings=512, type_vocab_size=2, attn_implementation='sdpa'),
//    add_pooling_layer=False), random weights (torch.manual_seed(0)), eval(), f32
// Part: model, the whole model: BertModel without pooler: word + position + token-type embeddings, LayerNorm, 1
//    layer
// Run: the model is called on input_ids i64[2,128], attention_mask i64[2,128] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: sdpa. Notable: bidirectional, padding mask (create_bidirectional_mask), 2 heads x 32;
//    embedding gathers, the padding mask built in the graph
// Inputs: %arg0 input_ids: i64[2,128], %arg1 attention_mask: i64[2,128]
// Weights: 197 parameters as function arguments %arg2..%arg198 (torch.func.functional_call); buffers are
//    constants: %arg2 embeddings.word_embeddings.weight: f32[256,768], %arg3
//    embeddings.position_embeddings.weight: f32[512,768], %arg4 embeddings.token_type_embeddings.weight:
//    f32[2,768], %arg5 embeddings.LayerNorm.weight: f32[768], %arg6 embeddings.LayerNorm.bias: f32[768], %arg7
//    encoder.layer.0.attention.self.query.weight: f32[768,768], %arg8
//    encoder.layer.0.attention.self.query.bias: f32[768], %arg9 encoder.layer.0.attention.self.key.weight:
//    f32[768,768], %arg10 encoder.layer.0.attention.self.key.bias: f32[768], %arg11
//    encoder.layer.0.attention.self.value.weight: f32[768,768], %arg12
//    encoder.layer.0.attention.self.value.bias: f32[768], %arg13 encoder.layer.0.attention.output.dense.weight:
//    f32[768,768], %arg14 encoder.layer.0.attention.output.dense.bias: f32[768], %arg15
//    encoder.layer.0.attention.output.LayerNorm.weight: f32[768], %arg16
//    encoder.layer.0.attention.output.LayerNorm.bias: f32[768], %arg17
//    encoder.layer.0.intermediate.dense.weight: f32[3072,768], %arg18 encoder.layer.0.intermediate.dense.bias:
//    f32[3072], %arg19 encoder.layer.0.output.dense.weight: f32[768,3072], %arg20
//    encoder.layer.0.output.dense.bias: f32[768], %arg21 encoder.layer.0.output.LayerNorm.weight: f32[768],
//    %arg22 encoder.layer.0.output.LayerNorm.bias: f32[768], %arg23
//    encoder.layer.1.attention.self.query.weight: f32[768,768], %arg24
//    encoder.layer.1.attention.self.query.bias: f32[768], %arg25 encoder.layer.1.attention.self.key.weight:
//    f32[768,768], %arg26 encoder.layer.1.attention.self.key.bias: f32[768], %arg27
//    encoder.layer.1.attention.self.value.weight: f32[768,768], %arg28
//    encoder.layer.1.attention.self.value.bias: f32[768], %arg29 encoder.layer.1.attention.output.dense.weight:
//    f32[768,768], %arg30 encoder.layer.1.attention.output.dense.bias: f32[768], %arg31
//    encoder.layer.1.attention.output.LayerNorm.weight: f32[768], %arg32
//    encoder.layer.1.attention.output.LayerNorm.bias: f32[768], %arg33
//    encoder.layer.1.intermediate.dense.weight: f32[3072,768], %arg34 encoder.layer.1.intermediate.dense.bias:
//    f32[3072], %arg35 encoder.layer.1.output.dense.weight: f32[768,3072], %arg36
//    encoder.layer.1.output.dense.bias: f32[768], %arg37 encoder.layer.1.output.LayerNorm.weight: f32[768],
//    %arg38 encoder.layer.1.output.LayerNorm.bias: f32[768], %arg39
//    encoder.layer.2.attention.self.query.weight: f32[768,768], %arg40
//    encoder.layer.2.attention.self.query.bias: f32[768], %arg41 encoder.layer.2.attention.self.key.weight:
//    f32[768,768], %arg42 encoder.layer.2.attention.self.key.bias: f32[768], %arg43
//    encoder.layer.2.attention.self.value.weight: f32[768,768], %arg44
//    encoder.layer.2.attention.self.value.bias: f32[768], %arg45 encoder.layer.2.attention.output.dense.weight:
//    f32[768,768], %arg46 encoder.layer.2.attention.output.dense.bias: f32[768], %arg47
//    encoder.layer.2.attention.output.LayerNorm.weight: f32[768], %arg48
//    encoder.layer.2.attention.output.LayerNorm.bias: f32[768], %arg49
//    encoder.layer.2.intermediate.dense.weight: f32[3072,768], %arg50 encoder.layer.2.intermediate.dense.bias:
//    f32[3072], %arg51 encoder.layer.2.output.dense.weight: f32[768,3072], %arg52
//    encoder.layer.2.output.dense.bias: f32[768], %arg53 encoder.layer.2.output.LayerNorm.weight: f32[768],
//    %arg54 encoder.layer.2.output.LayerNorm.bias: f32[768], %arg55
//    encoder.layer.3.attention.self.query.weight: f32[768,768], %arg56
//    encoder.layer.3.attention.self.query.bias: f32[768], %arg57 encoder.layer.3.attention.self.key.weight:
//    f32[768,768], %arg58 encoder.layer.3.attention.self.key.bias: f32[768], %arg59
//    encoder.layer.3.attention.self.value.weight: f32[768,768], %arg60
//    encoder.layer.3.attention.self.value.bias: f32[768], %arg61 encoder.layer.3.attention.output.dense.weight:
//    f32[768,768], %arg62 encoder.layer.3.attention.output.dense.bias: f32[768], %arg63
//    encoder.layer.3.attention.output.LayerNorm.weight: f32[768], %arg64
//    encoder.layer.3.attention.output.LayerNorm.bias: f32[768], %arg65
//    encoder.layer.3.intermediate.dense.weight: f32[3072,768], %arg66 encoder.layer.3.intermediate.dense.bias:
//    f32[3072], %arg67 encoder.layer.3.output.dense.weight: f32[768,3072], %arg68
//    encoder.layer.3.output.dense.bias: f32[768], %arg69 encoder.layer.3.output.LayerNorm.weight: f32[768],
//    %arg70 encoder.layer.3.output.LayerNorm.bias: f32[768], %arg71
//    encoder.layer.4.attention.self.query.weight: f32[768,768], %arg72
//    encoder.layer.4.attention.self.query.bias: f32[768], %arg73 encoder.layer.4.attention.self.key.weight:
//    f32[768,768], %arg74 encoder.layer.4.attention.self.key.bias: f32[768], %arg75
//    encoder.layer.4.attention.self.value.weight: f32[768,768], %arg76
//    encoder.layer.4.attention.self.value.bias: f32[768], %arg77 encoder.layer.4.attention.output.dense.weight:
//    f32[768,768], %arg78 encoder.layer.4.attention.output.dense.bias: f32[768], %arg79
//    encoder.layer.4.attention.output.LayerNorm.weight: f32[768], %arg80
//    encoder.layer.4.attention.output.LayerNorm.bias: f32[768], %arg81
//    encoder.layer.4.intermediate.dense.weight: f32[3072,768], %arg82 encoder.layer.4.intermediate.dense.bias:
//    f32[3072], %arg83 encoder.layer.4.output.dense.weight: f32[768,3072], %arg84
//    encoder.layer.4.output.dense.bias: f32[768], %arg85 encoder.layer.4.output.LayerNorm.weight: f32[768],
//    %arg86 encoder.layer.4.output.LayerNorm.bias: f32[768], %arg87
//    encoder.layer.5.attention.self.query.weight: f32[768,768], %arg88
//    encoder.layer.5.attention.self.query.bias: f32[768], %arg89 encoder.layer.5.attention.self.key.weight:
//    f32[768,768], %arg90 encoder.layer.5.attention.self.key.bias: f32[768], %arg91
//    encoder.layer.5.attention.self.value.weight: f32[768,768], %arg92
//    encoder.layer.5.attention.self.value.bias: f32[768], %arg93 encoder.layer.5.attention.output.dense.weight:
//    f32[768,768], %arg94 encoder.layer.5.attention.output.dense.bias: f32[768], %arg95
//    encoder.layer.5.attention.output.LayerNorm.weight: f32[768], %arg96
//    encoder.layer.5.attention.output.LayerNorm.bias: f32[768], %arg97
//    encoder.layer.5.intermediate.dense.weight: f32[3072,768], %arg98 encoder.layer.5.intermediate.dense.bias:
//    f32[3072], %arg99 encoder.layer.5.output.dense.weight: f32[768,3072], %arg100
//    encoder.layer.5.output.dense.bias: f32[768], %arg101 encoder.layer.5.output.LayerNorm.weight: f32[768],
//    %arg102 encoder.layer.5.output.LayerNorm.bias: f32[768], %arg103
//    encoder.layer.6.attention.self.query.weight: f32[768,768], %arg104
//    encoder.layer.6.attention.self.query.bias: f32[768], %arg105 encoder.layer.6.attention.self.key.weight:
//    f32[768,768], %arg106 encoder.layer.6.attention.self.key.bias: f32[768], %arg107
//    encoder.layer.6.attention.self.value.weight: f32[768,768], %arg108
//    encoder.layer.6.attention.self.value.bias: f32[768], %arg109
//    encoder.layer.6.attention.output.dense.weight: f32[768,768], %arg110
//    encoder.layer.6.attention.output.dense.bias: f32[768], %arg111
//    encoder.layer.6.attention.output.LayerNorm.weight: f32[768], %arg112
//    encoder.layer.6.attention.output.LayerNorm.bias: f32[768], %arg113
//    encoder.layer.6.intermediate.dense.weight: f32[3072,768], %arg114 encoder.layer.6.intermediate.dense.bias:
//    f32[3072], %arg115 encoder.layer.6.output.dense.weight: f32[768,3072], %arg116
//    encoder.layer.6.output.dense.bias: f32[768], %arg117 encoder.layer.6.output.LayerNorm.weight: f32[768],
//    %arg118 encoder.layer.6.output.LayerNorm.bias: f32[768], %arg119
//    encoder.layer.7.attention.self.query.weight: f32[768,768], %arg120
//    encoder.layer.7.attention.self.query.bias: f32[768], %arg121 encoder.layer.7.attention.self.key.weight:
//    f32[768,768], %arg122 encoder.layer.7.attention.self.key.bias: f32[768], %arg123
//    encoder.layer.7.attention.self.value.weight: f32[768,768], %arg124
//    encoder.layer.7.attention.self.value.bias: f32[768], %arg125
//    encoder.layer.7.attention.output.dense.weight: f32[768,768], %arg126
//    encoder.layer.7.attention.output.dense.bias: f32[768], %arg127
//    encoder.layer.7.attention.output.LayerNorm.weight: f32[768], %arg128
//    encoder.layer.7.attention.output.LayerNorm.bias: f32[768], %arg129
//    encoder.layer.7.intermediate.dense.weight: f32[3072,768], %arg130 encoder.layer.7.intermediate.dense.bias:
//    f32[3072], %arg131 encoder.layer.7.output.dense.weight: f32[768,3072], %arg132
//    encoder.layer.7.output.dense.bias: f32[768], %arg133 encoder.layer.7.output.LayerNorm.weight: f32[768],
//    %arg134 encoder.layer.7.output.LayerNorm.bias: f32[768], %arg135
//    encoder.layer.8.attention.self.query.weight: f32[768,768], %arg136
//    encoder.layer.8.attention.self.query.bias: f32[768], %arg137 encoder.layer.8.attention.self.key.weight:
//    f32[768,768], %arg138 encoder.layer.8.attention.self.key.bias: f32[768], %arg139
//    encoder.layer.8.attention.self.value.weight: f32[768,768], %arg140
//    encoder.layer.8.attention.self.value.bias: f32[768], %arg141
//    encoder.layer.8.attention.output.dense.weight: f32[768,768], %arg142
//    encoder.layer.8.attention.output.dense.bias: f32[768], %arg143
//    encoder.layer.8.attention.output.LayerNorm.weight: f32[768], %arg144
//    encoder.layer.8.attention.output.LayerNorm.bias: f32[768], %arg145
//    encoder.layer.8.intermediate.dense.weight: f32[3072,768], %arg146 encoder.layer.8.intermediate.dense.bias:
//    f32[3072], %arg147 encoder.layer.8.output.dense.weight: f32[768,3072], %arg148
//    encoder.layer.8.output.dense.bias: f32[768], %arg149 encoder.layer.8.output.LayerNorm.weight: f32[768],
//    %arg150 encoder.layer.8.output.LayerNorm.bias: f32[768], %arg151
//    encoder.layer.9.attention.self.query.weight: f32[768,768], %arg152
//    encoder.layer.9.attention.self.query.bias: f32[768], %arg153 encoder.layer.9.attention.self.key.weight:
//    f32[768,768], %arg154 encoder.layer.9.attention.self.key.bias: f32[768], %arg155
//    encoder.layer.9.attention.self.value.weight: f32[768,768], %arg156
//    encoder.layer.9.attention.self.value.bias: f32[768], %arg157
//    encoder.layer.9.attention.output.dense.weight: f32[768,768], %arg158
//    encoder.layer.9.attention.output.dense.bias: f32[768], %arg159
//    encoder.layer.9.attention.output.LayerNorm.weight: f32[768], %arg160
//    encoder.layer.9.attention.output.LayerNorm.bias: f32[768], %arg161
//    encoder.layer.9.intermediate.dense.weight: f32[3072,768], %arg162 encoder.layer.9.intermediate.dense.bias:
//    f32[3072], %arg163 encoder.layer.9.output.dense.weight: f32[768,3072], %arg164
//    encoder.layer.9.output.dense.bias: f32[768], %arg165 encoder.layer.9.output.LayerNorm.weight: f32[768],
//    %arg166 encoder.layer.9.output.LayerNorm.bias: f32[768], %arg167
//    encoder.layer.10.attention.self.query.weight: f32[768,768], %arg168
//    encoder.layer.10.attention.self.query.bias: f32[768], %arg169 encoder.layer.10.attention.self.key.weight:
//    f32[768,768], %arg170 encoder.layer.10.attention.self.key.bias: f32[768], %arg171
//    encoder.layer.10.attention.self.value.weight: f32[768,768], %arg172
//    encoder.layer.10.attention.self.value.bias: f32[768], %arg173
//    encoder.layer.10.attention.output.dense.weight: f32[768,768], %arg174
//    encoder.layer.10.attention.output.dense.bias: f32[768], %arg175
//    encoder.layer.10.attention.output.LayerNorm.weight: f32[768], %arg176
//    encoder.layer.10.attention.output.LayerNorm.bias: f32[768], %arg177
//    encoder.layer.10.intermediate.dense.weight: f32[3072,768], %arg178
//    encoder.layer.10.intermediate.dense.bias: f32[3072], %arg179 encoder.layer.10.output.dense.weight:
//    f32[768,3072], %arg180 encoder.layer.10.output.dense.bias: f32[768], %arg181
//    encoder.layer.10.output.LayerNorm.weight: f32[768], %arg182 encoder.layer.10.output.LayerNorm.bias:
//    f32[768], %arg183 encoder.layer.11.attention.self.query.weight: f32[768,768], %arg184
//    encoder.layer.11.attention.self.query.bias: f32[768], %arg185 encoder.layer.11.attention.self.key.weight:
//    f32[768,768], %arg186 encoder.layer.11.attention.self.key.bias: f32[768], %arg187
//    encoder.layer.11.attention.self.value.weight: f32[768,768], %arg188
//    encoder.layer.11.attention.self.value.bias: f32[768], %arg189
//    encoder.layer.11.attention.output.dense.weight: f32[768,768], %arg190
//    encoder.layer.11.attention.output.dense.bias: f32[768], %arg191
//    encoder.layer.11.attention.output.LayerNorm.weight: f32[768], %arg192
//    encoder.layer.11.attention.output.LayerNorm.bias: f32[768], %arg193
//    encoder.layer.11.intermediate.dense.weight: f32[3072,768], %arg194
//    encoder.layer.11.intermediate.dense.bias: f32[3072], %arg195 encoder.layer.11.output.dense.weight:
//    f32[768,3072], %arg196 encoder.layer.11.output.dense.bias: f32[768], %arg197
//    encoder.layer.11.output.LayerNorm.weight: f32[768], %arg198 encoder.layer.11.output.LayerNorm.bias:
//    f32[768]
// Results: f32[2,128,768]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf bert:model:sdpa:f32 --hf-config num_hidden_layers=12 --hf-config hidden_size=768 --hf-config num_attention_heads=12 --hf-config intermediate_size=3072 --hf-config max_position_embeddings=512 --hf-seq 128 -o assets/models/full/bert_base_model_sdpa_s128_f32.mlir
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map17 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @main(%arg0: tensor<2x128xi64>, %arg1: tensor<2x128xi64>, %arg2: tensor<256x768xf32>, %arg3: tensor<512x768xf32>, %arg4: tensor<2x768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768x768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768x768xf32>, %arg10: tensor<768xf32>, %arg11: tensor<768x768xf32>, %arg12: tensor<768xf32>, %arg13: tensor<768x768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<768xf32>, %arg16: tensor<768xf32>, %arg17: tensor<3072x768xf32>, %arg18: tensor<3072xf32>, %arg19: tensor<768x3072xf32>, %arg20: tensor<768xf32>, %arg21: tensor<768xf32>, %arg22: tensor<768xf32>, %arg23: tensor<768x768xf32>, %arg24: tensor<768xf32>, %arg25: tensor<768x768xf32>, %arg26: tensor<768xf32>, %arg27: tensor<768x768xf32>, %arg28: tensor<768xf32>, %arg29: tensor<768x768xf32>, %arg30: tensor<768xf32>, %arg31: tensor<768xf32>, %arg32: tensor<768xf32>, %arg33: tensor<3072x768xf32>, %arg34: tensor<3072xf32>, %arg35: tensor<768x3072xf32>, %arg36: tensor<768xf32>, %arg37: tensor<768xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768x768xf32>, %arg40: tensor<768xf32>, %arg41: tensor<768x768xf32>, %arg42: tensor<768xf32>, %arg43: tensor<768x768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768x768xf32>, %arg46: tensor<768xf32>, %arg47: tensor<768xf32>, %arg48: tensor<768xf32>, %arg49: tensor<3072x768xf32>, %arg50: tensor<3072xf32>, %arg51: tensor<768x3072xf32>, %arg52: tensor<768xf32>, %arg53: tensor<768xf32>, %arg54: tensor<768xf32>, %arg55: tensor<768x768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768x768xf32>, %arg58: tensor<768xf32>, %arg59: tensor<768x768xf32>, %arg60: tensor<768xf32>, %arg61: tensor<768x768xf32>, %arg62: tensor<768xf32>, %arg63: tensor<768xf32>, %arg64: tensor<768xf32>, %arg65: tensor<3072x768xf32>, %arg66: tensor<3072xf32>, %arg67: tensor<768x3072xf32>, %arg68: tensor<768xf32>, %arg69: tensor<768xf32>, %arg70: tensor<768xf32>, %arg71: tensor<768x768xf32>, %arg72: tensor<768xf32>, %arg73: tensor<768x768xf32>, %arg74: tensor<768xf32>, %arg75: tensor<768x768xf32>, %arg76: tensor<768xf32>, %arg77: tensor<768x768xf32>, %arg78: tensor<768xf32>, %arg79: tensor<768xf32>, %arg80: tensor<768xf32>, %arg81: tensor<3072x768xf32>, %arg82: tensor<3072xf32>, %arg83: tensor<768x3072xf32>, %arg84: tensor<768xf32>, %arg85: tensor<768xf32>, %arg86: tensor<768xf32>, %arg87: tensor<768x768xf32>, %arg88: tensor<768xf32>, %arg89: tensor<768x768xf32>, %arg90: tensor<768xf32>, %arg91: tensor<768x768xf32>, %arg92: tensor<768xf32>, %arg93: tensor<768x768xf32>, %arg94: tensor<768xf32>, %arg95: tensor<768xf32>, %arg96: tensor<768xf32>, %arg97: tensor<3072x768xf32>, %arg98: tensor<3072xf32>, %arg99: tensor<768x3072xf32>, %arg100: tensor<768xf32>, %arg101: tensor<768xf32>, %arg102: tensor<768xf32>, %arg103: tensor<768x768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768x768xf32>, %arg106: tensor<768xf32>, %arg107: tensor<768x768xf32>, %arg108: tensor<768xf32>, %arg109: tensor<768x768xf32>, %arg110: tensor<768xf32>, %arg111: tensor<768xf32>, %arg112: tensor<768xf32>, %arg113: tensor<3072x768xf32>, %arg114: tensor<3072xf32>, %arg115: tensor<768x3072xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768xf32>, %arg118: tensor<768xf32>, %arg119: tensor<768x768xf32>, %arg120: tensor<768xf32>, %arg121: tensor<768x768xf32>, %arg122: tensor<768xf32>, %arg123: tensor<768x768xf32>, %arg124: tensor<768xf32>, %arg125: tensor<768x768xf32>, %arg126: tensor<768xf32>, %arg127: tensor<768xf32>, %arg128: tensor<768xf32>, %arg129: tensor<3072x768xf32>, %arg130: tensor<3072xf32>, %arg131: tensor<768x3072xf32>, %arg132: tensor<768xf32>, %arg133: tensor<768xf32>, %arg134: tensor<768xf32>, %arg135: tensor<768x768xf32>, %arg136: tensor<768xf32>, %arg137: tensor<768x768xf32>, %arg138: tensor<768xf32>, %arg139: tensor<768x768xf32>, %arg140: tensor<768xf32>, %arg141: tensor<768x768xf32>, %arg142: tensor<768xf32>, %arg143: tensor<768xf32>, %arg144: tensor<768xf32>, %arg145: tensor<3072x768xf32>, %arg146: tensor<3072xf32>, %arg147: tensor<768x3072xf32>, %arg148: tensor<768xf32>, %arg149: tensor<768xf32>, %arg150: tensor<768xf32>, %arg151: tensor<768x768xf32>, %arg152: tensor<768xf32>, %arg153: tensor<768x768xf32>, %arg154: tensor<768xf32>, %arg155: tensor<768x768xf32>, %arg156: tensor<768xf32>, %arg157: tensor<768x768xf32>, %arg158: tensor<768xf32>, %arg159: tensor<768xf32>, %arg160: tensor<768xf32>, %arg161: tensor<3072x768xf32>, %arg162: tensor<3072xf32>, %arg163: tensor<768x3072xf32>, %arg164: tensor<768xf32>, %arg165: tensor<768xf32>, %arg166: tensor<768xf32>, %arg167: tensor<768x768xf32>, %arg168: tensor<768xf32>, %arg169: tensor<768x768xf32>, %arg170: tensor<768xf32>, %arg171: tensor<768x768xf32>, %arg172: tensor<768xf32>, %arg173: tensor<768x768xf32>, %arg174: tensor<768xf32>, %arg175: tensor<768xf32>, %arg176: tensor<768xf32>, %arg177: tensor<3072x768xf32>, %arg178: tensor<3072xf32>, %arg179: tensor<768x3072xf32>, %arg180: tensor<768xf32>, %arg181: tensor<768xf32>, %arg182: tensor<768xf32>, %arg183: tensor<768x768xf32>, %arg184: tensor<768xf32>, %arg185: tensor<768x768xf32>, %arg186: tensor<768xf32>, %arg187: tensor<768x768xf32>, %arg188: tensor<768xf32>, %arg189: tensor<768x768xf32>, %arg190: tensor<768xf32>, %arg191: tensor<768xf32>, %arg192: tensor<768xf32>, %arg193: tensor<3072x768xf32>, %arg194: tensor<3072xf32>, %arg195: tensor<768x3072xf32>, %arg196: tensor<768xf32>, %arg197: tensor<768xf32>, %arg198: tensor<768xf32>) -> tensor<2x128x768xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c128_i64 = arith.constant 128 : i64
    %c512 = arith.constant 512 : index
    %c2 = arith.constant 2 : index
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x12x128x128xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = arith.constant dense<true> : tensor<i1>
    %cst_8 = arith.constant 0.35355339059327379 : f64
    %cst_9 = arith.constant 0xFFF0000000000000 : f64
    %cst_10 = arith.constant 9.9999999999999998E-13 : f64
    %c0 = arith.constant 0 : index
    %cst_11 = arith.constant 7.680000e+02 : f64
    %cst_12 = arith.constant 7.680000e+02 : f32
    %cst_13 = arith.constant 1.41421354 : f32
    %c2_i64 = arith.constant 2 : i64
    %cst_14 = arith.constant dense_resource<torch_tensor_1_512_torch.int64_1> : tensor<1x512xi64>
    %cst_15 = arith.constant dense_resource<torch_tensor_1_512_torch.int64> : tensor<1x512xi64>
    %extracted_slice = tensor.extract_slice %cst_15[0, 0] [1, 128] [1, 1] : tensor<1x512xi64> to tensor<1x128xi64>
    %0 = tensor.empty() : tensor<1x128xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x128xi64>) -> tensor<1x128xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x128xi64>) outs(%1 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %out: i64):
      %867 = arith.index_cast %in : i64 to index
      %868 = arith.cmpi slt, %867, %c512 : index
      cf.assert %868, "index must be smaller than dim size"
      %869 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %869, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_14[%c0, %867] : tensor<1x512xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x128xi64>
    %3 = tensor.empty() : tensor<2x128xi64>
    %collapsed = tensor.collapse_shape %2 [[0, 1]] : tensor<1x128xi64> into tensor<128xi64>
    %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<128xi64>) outs(%3 : tensor<2x128xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x128xi64>
    %5 = tensor.empty() : tensor<2x128x768xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x128xi64>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %867 = arith.index_cast %in : i64 to index
      %868 = linalg.index 2 : index
      %869 = arith.cmpi slt, %867, %c256 : index
      cf.assert %869, "index must be smaller than dim size"
      %870 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %870, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%867, %868] : tensor<256x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x128x768xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x128xi64>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %867 = arith.index_cast %in : i64 to index
      %868 = linalg.index 2 : index
      %869 = arith.cmpi slt, %867, %c2 : index
      cf.assert %869, "index must be smaller than dim size"
      %870 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %870, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg4[%867, %868] : tensor<2x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x128x768xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %9 = tensor.empty() : tensor<1x128x768xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x128xi64>) outs(%9 : tensor<1x128x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %867 = arith.index_cast %in : i64 to index
      %868 = linalg.index 2 : index
      %869 = arith.cmpi slt, %867, %c512 : index
      cf.assert %869, "index must be smaller than dim size"
      %870 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %870, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%867, %868] : tensor<512x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x128x768xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<2x128x768xf32>, tensor<1x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %12 = tensor.empty() : tensor<2x128x768xf64>
    %13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %14 = tensor.empty() : tensor<2x128x1xf64>
    %15 = linalg.fill ins(%cst : f64) outs(%14 : tensor<2x128x1xf64>) -> tensor<2x128x1xf64>
    %16 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %18 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %17 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %18 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %20 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %22 = tensor.empty() : tensor<2x128x1xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %26 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %arg5 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg6 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %33 = tensor.empty() : tensor<2x128xi1>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x128xi64>) outs(%33 : tensor<2x128xi1>) {
    ^bb0(%in: i64, %out: i1):
      %867 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %867 : i1
    } -> tensor<2x128xi1>
    %35 = tensor.empty() : tensor<2xi64>
    %36 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%35 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %867 = linalg.index 0 : index
      %868 = arith.index_cast %867 : index to i64
      linalg.yield %868 : i64
    } -> tensor<2xi64>
    %37 = tensor.empty() : tensor<128xi64>
    %38 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%37 : tensor<128xi64>) {
    ^bb0(%out: i64):
      %867 = linalg.index 0 : index
      %868 = arith.index_cast %867 : index to i64
      linalg.yield %868 : i64
    } -> tensor<128xi64>
    %expanded = tensor.expand_shape %36 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_16 = tensor.expand_shape %38 [[0, 1, 2, 3]] output_shape [1, 1, 128, 1] : tensor<128xi64> into tensor<1x1x128x1xi64>
    %expanded_17 = tensor.expand_shape %38 [[0, 1, 2, 3]] output_shape [1, 1, 1, 128] : tensor<128xi64> into tensor<1x1x1x128xi64>
    %39 = tensor.empty() : tensor<1x1x128x1xi1>
    %40 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x1x128x1xi64>) outs(%39 : tensor<1x1x128x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %867 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %867 : i1
    } -> tensor<1x1x128x1xi1>
    %41 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %40 : tensor<i1>, tensor<1x1x128x1xi1>) outs(%39 : tensor<1x1x128x1xi1>) {
    ^bb0(%in: i1, %in_329: i1, %out: i1):
      %867 = arith.andi %in, %in_329 : i1
      linalg.yield %867 : i1
    } -> tensor<1x1x128x1xi1>
    %42 = tensor.empty() : tensor<2x1x1x128xi1>
    %43 = linalg.generic {indexing_maps = [#map10, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_17 : tensor<2x1x1x1xi64>, tensor<1x1x1x128xi64>) outs(%42 : tensor<2x1x1x128xi1>) {
    ^bb0(%in: i64, %in_329: i64, %out: i1):
      %867 = arith.cmpi slt, %in, %c0_i64 : i64
      %868 = arith.addi %in, %c2_i64 : i64
      %869 = arith.select %867, %868, %in : i64
      %870 = arith.index_cast %869 : i64 to index
      %871 = arith.cmpi slt, %in_329, %c0_i64 : i64
      %872 = arith.addi %in_329, %c128_i64 : i64
      %873 = arith.select %871, %872, %in_329 : i64
      %874 = arith.index_cast %873 : i64 to index
      %extracted = tensor.extract %34[%870, %874] : tensor<2x128xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x128xi1>
    %44 = tensor.empty() : tensor<2x1x128x128xi1>
    %45 = linalg.generic {indexing_maps = [#map12, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %43 : tensor<1x1x128x1xi1>, tensor<2x1x1x128xi1>) outs(%44 : tensor<2x1x128x128xi1>) {
    ^bb0(%in: i1, %in_329: i1, %out: i1):
      %867 = arith.andi %in, %in_329 : i1
      linalg.yield %867 : i1
    } -> tensor<2x1x128x128xi1>
    %collapsed_18 = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %46 = tensor.empty() : tensor<768x768xf32>
    %transposed = linalg.transpose ins(%arg7 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %47 = tensor.empty() : tensor<256x768xf32>
    %48 = linalg.fill ins(%cst_0 : f32) outs(%47 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %49 = linalg.matmul ins(%collapsed_18, %transposed : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%49, %50 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_19 = tensor.expand_shape %51 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %52 = tensor.empty() : tensor<2x12x128x64xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_21 = linalg.transpose ins(%arg9 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %53 = linalg.matmul ins(%collapsed_18, %transposed_21 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%53, %54 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_22 = tensor.expand_shape %55 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_23 = linalg.transpose ins(%arg11 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %56 = linalg.matmul ins(%collapsed_18, %transposed_23 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%56, %57 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_24 = tensor.expand_shape %58 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %59 = tensor.empty() : tensor<2x1x128x128xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map9, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_5, %cst_6 : tensor<2x1x128x128xi1>, tensor<f32>, tensor<f32>) outs(%59 : tensor<2x1x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x1x128x128xf32>
    %61 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20 : tensor<2x12x128x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x128x64xf32>
    %62 = tensor.empty() : tensor<2x12x64x128xf32>
    %transposed_26 = linalg.transpose ins(%expanded_22 : tensor<2x128x12x64xf32>) outs(%62 : tensor<2x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %63 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_26 : tensor<2x12x64x128xf32>) outs(%62 : tensor<2x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x64x128xf32>
    %collapsed_27 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %collapsed_28 = tensor.collapse_shape %63 [[0, 1], [2], [3]] : tensor<2x12x64x128xf32> into tensor<24x64x128xf32>
    %64 = tensor.empty() : tensor<24x128x128xf32>
    %65 = linalg.fill ins(%cst_0 : f32) outs(%64 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %66 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<24x128x64xf32>, tensor<24x64x128xf32>) outs(%65 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %expanded_29 = tensor.expand_shape %66 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf32> into tensor<2x12x128x128xf32>
    %67 = tensor.empty() : tensor<2x12x128x128xf32>
    %68 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29, %60 : tensor<2x12x128x128xf32>, tensor<2x1x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %69 = tensor.empty() : tensor<2x12x128xi64>
    %70 = linalg.fill ins(%c0_i64 : i64) outs(%69 : tensor<2x12x128xi64>) -> tensor<2x12x128xi64>
    %71 = tensor.empty() : tensor<2x12x128xf32>
    %72 = linalg.fill ins(%cst_1 : f32) outs(%71 : tensor<2x12x128xf32>) -> tensor<2x12x128xf32>
    %73:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%68 : tensor<2x12x128x128xf32>) outs(%72, %70 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_329: i64):
      %867 = linalg.index 3 : index
      %868 = arith.index_cast %867 : index to i64
      %869 = arith.maximumf %in, %out : f32
      %870 = arith.cmpf ogt, %in, %out : f32
      %871 = arith.select %870, %868, %out_329 : i64
      linalg.yield %869, %871 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_30 = tensor.expand_shape %73#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %74 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_30 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %75 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.exp %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %76 = tensor.empty() : tensor<2x12x128x1xf32>
    %77 = linalg.fill ins(%cst_0 : f32) outs(%76 : tensor<2x12x128x1xf32>) -> tensor<2x12x128x1xf32>
    %78 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<2x12x128x128xf32>) outs(%77 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x1xf32>
    %79 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %78 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.divf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %80 = tensor.empty() : tensor<2x12x128x128xi1>
    %81 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x12x128x128xf32>) outs(%80 : tensor<2x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %867 = arith.extf %in : f32 to f64
      %868 = arith.cmpf oeq, %867, %cst_9 : f64
      linalg.yield %868 : i1
    } -> tensor<2x12x128x128xi1>
    %82 = tensor.empty() : tensor<2x12x128x1xi1>
    %83 = linalg.fill ins(%true : i1) outs(%82 : tensor<2x12x128x1xi1>) -> tensor<2x12x128x1xi1>
    %84 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%81 : tensor<2x12x128x128xi1>) outs(%83 : tensor<2x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %867 = arith.andi %in, %out : i1
      linalg.yield %867 : i1
    } -> tensor<2x12x128x1xi1>
    %85 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %cst_4, %79 : tensor<2x12x128x1xi1>, tensor<2x12x128x128xf32>, tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %collapsed_31 = tensor.collapse_shape %85 [[0, 1], [2], [3]] : tensor<2x12x128x128xf32> into tensor<24x128x128xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %86 = tensor.empty() : tensor<24x128x64xf32>
    %87 = linalg.fill ins(%cst_0 : f32) outs(%86 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %88 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<24x128x128xf32>, tensor<24x128x64xf32>) outs(%87 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %expanded_33 = tensor.expand_shape %88 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf32> into tensor<2x12x128x64xf32>
    %89 = tensor.empty() : tensor<2x128x12x64xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<2x12x128x64xf32>) outs(%89 : tensor<2x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_35 = tensor.collapse_shape %transposed_34 [[0], [1], [2, 3]] : tensor<2x128x12x64xf32> into tensor<2x128x768xf32>
    %transposed_36 = linalg.transpose ins(%arg13 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %90 = tensor.empty() : tensor<2x768x768xf32>
    %91 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_36 : tensor<768x768xf32>) outs(%90 : tensor<2x768x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x768x768xf32>
    %92 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %93 = linalg.batch_matmul ins(%collapsed_35, %91 : tensor<2x128x768xf32>, tensor<2x768x768xf32>) outs(%92 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %arg14 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %95 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %32 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %97 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %98 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %99 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %98 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %100 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %99 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %101 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %103 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %108 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %105 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %109 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %107 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %110 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %arg15 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %arg16 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_37 = tensor.collapse_shape %111 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %112 = tensor.empty() : tensor<768x3072xf32>
    %transposed_38 = linalg.transpose ins(%arg17 : tensor<3072x768xf32>) outs(%112 : tensor<768x3072xf32>) permutation = [1, 0] 
    %113 = tensor.empty() : tensor<256x3072xf32>
    %114 = linalg.fill ins(%cst_0 : f32) outs(%113 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %115 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<256x768xf32>, tensor<768x3072xf32>) outs(%114 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x3072xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%115, %116 : tensor<256x3072xf32>, tensor<256x3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x3072xf32>
    %expanded_39 = tensor.expand_shape %117 [[0, 1], [2]] output_shape [2, 128, 3072] : tensor<256x3072xf32> into tensor<2x128x3072xf32>
    %118 = tensor.empty() : tensor<2x128x3072xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<2x128x3072xf32>) outs(%118 : tensor<2x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_13 : f32
      %868 = math.erf %867 : f32
      %869 = arith.addf %868, %cst_2 : f32
      %870 = arith.mulf %869, %cst_3 : f32
      %871 = arith.mulf %in, %870 : f32
      linalg.yield %871 : f32
    } -> tensor<2x128x3072xf32>
    %collapsed_40 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<2x128x3072xf32> into tensor<256x3072xf32>
    %120 = tensor.empty() : tensor<3072x768xf32>
    %transposed_41 = linalg.transpose ins(%arg19 : tensor<768x3072xf32>) outs(%120 : tensor<3072x768xf32>) permutation = [1, 0] 
    %121 = linalg.matmul ins(%collapsed_40, %transposed_41 : tensor<256x3072xf32>, tensor<3072x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%121, %122 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_42 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [2, 128, 768] : tensor<256x768xf32> into tensor<2x128x768xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %111 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %126 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %127 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %128 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %127 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %129 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %128 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %130 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %131 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %132 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %134 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %135 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %134 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %136 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %139 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %arg21 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %arg22 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_43 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_44 = linalg.transpose ins(%arg23 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %141 = linalg.matmul ins(%collapsed_43, %transposed_44 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%141, %142 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_45 = tensor.expand_shape %143 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_47 = linalg.transpose ins(%arg25 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %144 = linalg.matmul ins(%collapsed_43, %transposed_47 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_48 = tensor.expand_shape %146 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_49 = linalg.transpose ins(%arg27 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %147 = linalg.matmul ins(%collapsed_43, %transposed_49 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%147, %148 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_50 = tensor.expand_shape %149 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %150 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_46 : tensor<2x12x128x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x128x64xf32>
    %transposed_52 = linalg.transpose ins(%expanded_48 : tensor<2x128x12x64xf32>) outs(%62 : tensor<2x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %151 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_52 : tensor<2x12x64x128xf32>) outs(%62 : tensor<2x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x64x128xf32>
    %collapsed_53 = tensor.collapse_shape %150 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %collapsed_54 = tensor.collapse_shape %151 [[0, 1], [2], [3]] : tensor<2x12x64x128xf32> into tensor<24x64x128xf32>
    %152 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<24x128x64xf32>, tensor<24x64x128xf32>) outs(%65 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %expanded_55 = tensor.expand_shape %152 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf32> into tensor<2x12x128x128xf32>
    %153 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_55, %60 : tensor<2x12x128x128xf32>, tensor<2x1x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %154:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%153 : tensor<2x12x128x128xf32>) outs(%72, %70 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_329: i64):
      %867 = linalg.index 3 : index
      %868 = arith.index_cast %867 : index to i64
      %869 = arith.maximumf %in, %out : f32
      %870 = arith.cmpf ogt, %in, %out : f32
      %871 = arith.select %870, %868, %out_329 : i64
      linalg.yield %869, %871 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_56 = tensor.expand_shape %154#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %155 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_56 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %156 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155 : tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.exp %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %157 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%156 : tensor<2x12x128x128xf32>) outs(%77 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x1xf32>
    %158 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %157 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.divf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %159 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<2x12x128x128xf32>) outs(%80 : tensor<2x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %867 = arith.extf %in : f32 to f64
      %868 = arith.cmpf oeq, %867, %cst_9 : f64
      linalg.yield %868 : i1
    } -> tensor<2x12x128x128xi1>
    %160 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%159 : tensor<2x12x128x128xi1>) outs(%83 : tensor<2x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %867 = arith.andi %in, %out : i1
      linalg.yield %867 : i1
    } -> tensor<2x12x128x1xi1>
    %161 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %cst_4, %158 : tensor<2x12x128x1xi1>, tensor<2x12x128x128xf32>, tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %collapsed_57 = tensor.collapse_shape %161 [[0, 1], [2], [3]] : tensor<2x12x128x128xf32> into tensor<24x128x128xf32>
    %collapsed_58 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %162 = linalg.batch_matmul ins(%collapsed_57, %collapsed_58 : tensor<24x128x128xf32>, tensor<24x128x64xf32>) outs(%87 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %expanded_59 = tensor.expand_shape %162 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf32> into tensor<2x12x128x64xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x12x128x64xf32>) outs(%89 : tensor<2x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_61 = tensor.collapse_shape %transposed_60 [[0], [1], [2, 3]] : tensor<2x128x12x64xf32> into tensor<2x128x768xf32>
    %transposed_62 = linalg.transpose ins(%arg29 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %163 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_62 : tensor<768x768xf32>) outs(%90 : tensor<2x768x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x768x768xf32>
    %164 = linalg.batch_matmul ins(%collapsed_61, %163 : tensor<2x128x768xf32>, tensor<2x768x768xf32>) outs(%92 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %165 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %arg30 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %166 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %140 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %168 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%167 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %169 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %170 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %169 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %171 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %170 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %172 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%171 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %173 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %176 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %177 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %178 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %179 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %176 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %178 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %arg31 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %182 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %arg32 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_63 = tensor.collapse_shape %182 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_64 = linalg.transpose ins(%arg33 : tensor<3072x768xf32>) outs(%112 : tensor<768x3072xf32>) permutation = [1, 0] 
    %183 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<256x768xf32>, tensor<768x3072xf32>) outs(%114 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x3072xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%183, %184 : tensor<256x3072xf32>, tensor<256x3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x3072xf32>
    %expanded_65 = tensor.expand_shape %185 [[0, 1], [2]] output_shape [2, 128, 3072] : tensor<256x3072xf32> into tensor<2x128x3072xf32>
    %186 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<2x128x3072xf32>) outs(%118 : tensor<2x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_13 : f32
      %868 = math.erf %867 : f32
      %869 = arith.addf %868, %cst_2 : f32
      %870 = arith.mulf %869, %cst_3 : f32
      %871 = arith.mulf %in, %870 : f32
      linalg.yield %871 : f32
    } -> tensor<2x128x3072xf32>
    %collapsed_66 = tensor.collapse_shape %186 [[0, 1], [2]] : tensor<2x128x3072xf32> into tensor<256x3072xf32>
    %transposed_67 = linalg.transpose ins(%arg35 : tensor<768x3072xf32>) outs(%120 : tensor<3072x768xf32>) permutation = [1, 0] 
    %187 = linalg.matmul ins(%collapsed_66, %transposed_67 : tensor<256x3072xf32>, tensor<3072x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%187, %188 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_68 = tensor.expand_shape %189 [[0, 1], [2]] output_shape [2, 128, 768] : tensor<256x768xf32> into tensor<2x128x768xf32>
    %190 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %182 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %191 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %192 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%191 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %193 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %194 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %193 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %195 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %194 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %196 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%195 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %197 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %198 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %199 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%190 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %201 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %200 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %204 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %202 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %205 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %arg37 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %206 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %arg38 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_69 = tensor.collapse_shape %206 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_70 = linalg.transpose ins(%arg39 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %207 = linalg.matmul ins(%collapsed_69, %transposed_70 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%207, %208 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_71 = tensor.expand_shape %209 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_72 = linalg.transpose ins(%expanded_71 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_73 = linalg.transpose ins(%arg41 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %210 = linalg.matmul ins(%collapsed_69, %transposed_73 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%210, %211 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_74 = tensor.expand_shape %212 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_75 = linalg.transpose ins(%arg43 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %213 = linalg.matmul ins(%collapsed_69, %transposed_75 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%213, %214 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_76 = tensor.expand_shape %215 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %216 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_72 : tensor<2x12x128x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x128x64xf32>
    %transposed_78 = linalg.transpose ins(%expanded_74 : tensor<2x128x12x64xf32>) outs(%62 : tensor<2x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %217 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_78 : tensor<2x12x64x128xf32>) outs(%62 : tensor<2x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x64x128xf32>
    %collapsed_79 = tensor.collapse_shape %216 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %collapsed_80 = tensor.collapse_shape %217 [[0, 1], [2], [3]] : tensor<2x12x64x128xf32> into tensor<24x64x128xf32>
    %218 = linalg.batch_matmul ins(%collapsed_79, %collapsed_80 : tensor<24x128x64xf32>, tensor<24x64x128xf32>) outs(%65 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %expanded_81 = tensor.expand_shape %218 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf32> into tensor<2x12x128x128xf32>
    %219 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_81, %60 : tensor<2x12x128x128xf32>, tensor<2x1x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %220:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%219 : tensor<2x12x128x128xf32>) outs(%72, %70 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_329: i64):
      %867 = linalg.index 3 : index
      %868 = arith.index_cast %867 : index to i64
      %869 = arith.maximumf %in, %out : f32
      %870 = arith.cmpf ogt, %in, %out : f32
      %871 = arith.select %870, %868, %out_329 : i64
      linalg.yield %869, %871 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_82 = tensor.expand_shape %220#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %221 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %expanded_82 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %222 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.exp %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %223 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%222 : tensor<2x12x128x128xf32>) outs(%77 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x1xf32>
    %224 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %223 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.divf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %225 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<2x12x128x128xf32>) outs(%80 : tensor<2x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %867 = arith.extf %in : f32 to f64
      %868 = arith.cmpf oeq, %867, %cst_9 : f64
      linalg.yield %868 : i1
    } -> tensor<2x12x128x128xi1>
    %226 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%225 : tensor<2x12x128x128xi1>) outs(%83 : tensor<2x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %867 = arith.andi %in, %out : i1
      linalg.yield %867 : i1
    } -> tensor<2x12x128x1xi1>
    %227 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %cst_4, %224 : tensor<2x12x128x1xi1>, tensor<2x12x128x128xf32>, tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %collapsed_83 = tensor.collapse_shape %227 [[0, 1], [2], [3]] : tensor<2x12x128x128xf32> into tensor<24x128x128xf32>
    %collapsed_84 = tensor.collapse_shape %transposed_77 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %228 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<24x128x128xf32>, tensor<24x128x64xf32>) outs(%87 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %expanded_85 = tensor.expand_shape %228 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf32> into tensor<2x12x128x64xf32>
    %transposed_86 = linalg.transpose ins(%expanded_85 : tensor<2x12x128x64xf32>) outs(%89 : tensor<2x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_87 = tensor.collapse_shape %transposed_86 [[0], [1], [2, 3]] : tensor<2x128x12x64xf32> into tensor<2x128x768xf32>
    %transposed_88 = linalg.transpose ins(%arg45 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %229 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_88 : tensor<768x768xf32>) outs(%90 : tensor<2x768x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x768x768xf32>
    %230 = linalg.batch_matmul ins(%collapsed_87, %229 : tensor<2x128x768xf32>, tensor<2x768x768xf32>) outs(%92 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %arg46 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %232 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %206 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %233 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %234 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%233 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %235 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %236 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %235 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %237 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %236 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %238 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%237 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %239 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %240 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %241 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%232 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %242 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %243 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %244 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %242 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %244 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %247 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %arg47 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %248 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %arg48 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_89 = tensor.collapse_shape %248 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_90 = linalg.transpose ins(%arg49 : tensor<3072x768xf32>) outs(%112 : tensor<768x3072xf32>) permutation = [1, 0] 
    %249 = linalg.matmul ins(%collapsed_89, %transposed_90 : tensor<256x768xf32>, tensor<768x3072xf32>) outs(%114 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x3072xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%249, %250 : tensor<256x3072xf32>, tensor<256x3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x3072xf32>
    %expanded_91 = tensor.expand_shape %251 [[0, 1], [2]] output_shape [2, 128, 3072] : tensor<256x3072xf32> into tensor<2x128x3072xf32>
    %252 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<2x128x3072xf32>) outs(%118 : tensor<2x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_13 : f32
      %868 = math.erf %867 : f32
      %869 = arith.addf %868, %cst_2 : f32
      %870 = arith.mulf %869, %cst_3 : f32
      %871 = arith.mulf %in, %870 : f32
      linalg.yield %871 : f32
    } -> tensor<2x128x3072xf32>
    %collapsed_92 = tensor.collapse_shape %252 [[0, 1], [2]] : tensor<2x128x3072xf32> into tensor<256x3072xf32>
    %transposed_93 = linalg.transpose ins(%arg51 : tensor<768x3072xf32>) outs(%120 : tensor<3072x768xf32>) permutation = [1, 0] 
    %253 = linalg.matmul ins(%collapsed_92, %transposed_93 : tensor<256x3072xf32>, tensor<3072x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%253, %254 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_94 = tensor.expand_shape %255 [[0, 1], [2]] output_shape [2, 128, 768] : tensor<256x768xf32> into tensor<2x128x768xf32>
    %256 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %248 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %257 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %258 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%257 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %259 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %260 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %259 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %261 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %260 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %262 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%261 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %263 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %264 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %265 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%256 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %266 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %267 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %268 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %269 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %266 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %270 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %268 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %arg53 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %arg54 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_95 = tensor.collapse_shape %272 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_96 = linalg.transpose ins(%arg55 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %273 = linalg.matmul ins(%collapsed_95, %transposed_96 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%273, %274 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_97 = tensor.expand_shape %275 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_98 = linalg.transpose ins(%expanded_97 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_99 = linalg.transpose ins(%arg57 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %276 = linalg.matmul ins(%collapsed_95, %transposed_99 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%276, %277 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_100 = tensor.expand_shape %278 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_101 = linalg.transpose ins(%arg59 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %279 = linalg.matmul ins(%collapsed_95, %transposed_101 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%279, %280 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_102 = tensor.expand_shape %281 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_103 = linalg.transpose ins(%expanded_102 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %282 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_98 : tensor<2x12x128x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x128x64xf32>
    %transposed_104 = linalg.transpose ins(%expanded_100 : tensor<2x128x12x64xf32>) outs(%62 : tensor<2x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %283 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_104 : tensor<2x12x64x128xf32>) outs(%62 : tensor<2x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x64x128xf32>
    %collapsed_105 = tensor.collapse_shape %282 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %collapsed_106 = tensor.collapse_shape %283 [[0, 1], [2], [3]] : tensor<2x12x64x128xf32> into tensor<24x64x128xf32>
    %284 = linalg.batch_matmul ins(%collapsed_105, %collapsed_106 : tensor<24x128x64xf32>, tensor<24x64x128xf32>) outs(%65 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %expanded_107 = tensor.expand_shape %284 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf32> into tensor<2x12x128x128xf32>
    %285 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_107, %60 : tensor<2x12x128x128xf32>, tensor<2x1x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %286:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%285 : tensor<2x12x128x128xf32>) outs(%72, %70 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_329: i64):
      %867 = linalg.index 3 : index
      %868 = arith.index_cast %867 : index to i64
      %869 = arith.maximumf %in, %out : f32
      %870 = arith.cmpf ogt, %in, %out : f32
      %871 = arith.select %870, %868, %out_329 : i64
      linalg.yield %869, %871 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_108 = tensor.expand_shape %286#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %287 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_108 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %288 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.exp %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %289 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%288 : tensor<2x12x128x128xf32>) outs(%77 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x1xf32>
    %290 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %289 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.divf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %291 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285 : tensor<2x12x128x128xf32>) outs(%80 : tensor<2x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %867 = arith.extf %in : f32 to f64
      %868 = arith.cmpf oeq, %867, %cst_9 : f64
      linalg.yield %868 : i1
    } -> tensor<2x12x128x128xi1>
    %292 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%291 : tensor<2x12x128x128xi1>) outs(%83 : tensor<2x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %867 = arith.andi %in, %out : i1
      linalg.yield %867 : i1
    } -> tensor<2x12x128x1xi1>
    %293 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %cst_4, %290 : tensor<2x12x128x1xi1>, tensor<2x12x128x128xf32>, tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %collapsed_109 = tensor.collapse_shape %293 [[0, 1], [2], [3]] : tensor<2x12x128x128xf32> into tensor<24x128x128xf32>
    %collapsed_110 = tensor.collapse_shape %transposed_103 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %294 = linalg.batch_matmul ins(%collapsed_109, %collapsed_110 : tensor<24x128x128xf32>, tensor<24x128x64xf32>) outs(%87 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %expanded_111 = tensor.expand_shape %294 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf32> into tensor<2x12x128x64xf32>
    %transposed_112 = linalg.transpose ins(%expanded_111 : tensor<2x12x128x64xf32>) outs(%89 : tensor<2x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_113 = tensor.collapse_shape %transposed_112 [[0], [1], [2, 3]] : tensor<2x128x12x64xf32> into tensor<2x128x768xf32>
    %transposed_114 = linalg.transpose ins(%arg61 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %295 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_114 : tensor<768x768xf32>) outs(%90 : tensor<2x768x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x768x768xf32>
    %296 = linalg.batch_matmul ins(%collapsed_113, %295 : tensor<2x128x768xf32>, tensor<2x768x768xf32>) outs(%92 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %297 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %arg62 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %298 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %272 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %299 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %300 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%299 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %301 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %302 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299, %301 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %303 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302, %302 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %304 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%303 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %305 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %306 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %307 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%298 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %308 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %309 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %311 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %308 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %312 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %310 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %arg63 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %314 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %arg64 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_115 = tensor.collapse_shape %314 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_116 = linalg.transpose ins(%arg65 : tensor<3072x768xf32>) outs(%112 : tensor<768x3072xf32>) permutation = [1, 0] 
    %315 = linalg.matmul ins(%collapsed_115, %transposed_116 : tensor<256x768xf32>, tensor<768x3072xf32>) outs(%114 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x3072xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%315, %316 : tensor<256x3072xf32>, tensor<256x3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x3072xf32>
    %expanded_117 = tensor.expand_shape %317 [[0, 1], [2]] output_shape [2, 128, 3072] : tensor<256x3072xf32> into tensor<2x128x3072xf32>
    %318 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<2x128x3072xf32>) outs(%118 : tensor<2x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_13 : f32
      %868 = math.erf %867 : f32
      %869 = arith.addf %868, %cst_2 : f32
      %870 = arith.mulf %869, %cst_3 : f32
      %871 = arith.mulf %in, %870 : f32
      linalg.yield %871 : f32
    } -> tensor<2x128x3072xf32>
    %collapsed_118 = tensor.collapse_shape %318 [[0, 1], [2]] : tensor<2x128x3072xf32> into tensor<256x3072xf32>
    %transposed_119 = linalg.transpose ins(%arg67 : tensor<768x3072xf32>) outs(%120 : tensor<3072x768xf32>) permutation = [1, 0] 
    %319 = linalg.matmul ins(%collapsed_118, %transposed_119 : tensor<256x3072xf32>, tensor<3072x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%319, %320 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_120 = tensor.expand_shape %321 [[0, 1], [2]] output_shape [2, 128, 768] : tensor<256x768xf32> into tensor<2x128x768xf32>
    %322 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120, %314 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %324 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%323 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %325 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %326 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323, %325 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %327 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %326 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %328 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%327 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %329 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %330 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %331 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%322 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %332 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %333 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %334 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %335 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %332 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %336 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %334 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %337 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %arg69 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %338 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %arg70 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_121 = tensor.collapse_shape %338 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_122 = linalg.transpose ins(%arg71 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %339 = linalg.matmul ins(%collapsed_121, %transposed_122 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %341 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%339, %340 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_123 = tensor.expand_shape %341 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_125 = linalg.transpose ins(%arg73 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %342 = linalg.matmul ins(%collapsed_121, %transposed_125 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%342, %343 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_126 = tensor.expand_shape %344 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_127 = linalg.transpose ins(%arg75 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %345 = linalg.matmul ins(%collapsed_121, %transposed_127 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%345, %346 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_128 = tensor.expand_shape %347 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_129 = linalg.transpose ins(%expanded_128 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %348 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_124 : tensor<2x12x128x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x128x64xf32>
    %transposed_130 = linalg.transpose ins(%expanded_126 : tensor<2x128x12x64xf32>) outs(%62 : tensor<2x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %349 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_130 : tensor<2x12x64x128xf32>) outs(%62 : tensor<2x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x64x128xf32>
    %collapsed_131 = tensor.collapse_shape %348 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %collapsed_132 = tensor.collapse_shape %349 [[0, 1], [2], [3]] : tensor<2x12x64x128xf32> into tensor<24x64x128xf32>
    %350 = linalg.batch_matmul ins(%collapsed_131, %collapsed_132 : tensor<24x128x64xf32>, tensor<24x64x128xf32>) outs(%65 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %expanded_133 = tensor.expand_shape %350 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf32> into tensor<2x12x128x128xf32>
    %351 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_133, %60 : tensor<2x12x128x128xf32>, tensor<2x1x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %352:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%351 : tensor<2x12x128x128xf32>) outs(%72, %70 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_329: i64):
      %867 = linalg.index 3 : index
      %868 = arith.index_cast %867 : index to i64
      %869 = arith.maximumf %in, %out : f32
      %870 = arith.cmpf ogt, %in, %out : f32
      %871 = arith.select %870, %868, %out_329 : i64
      linalg.yield %869, %871 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_134 = tensor.expand_shape %352#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %353 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %expanded_134 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %354 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.exp %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %355 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%354 : tensor<2x12x128x128xf32>) outs(%77 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x1xf32>
    %356 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %355 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.divf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %357 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351 : tensor<2x12x128x128xf32>) outs(%80 : tensor<2x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %867 = arith.extf %in : f32 to f64
      %868 = arith.cmpf oeq, %867, %cst_9 : f64
      linalg.yield %868 : i1
    } -> tensor<2x12x128x128xi1>
    %358 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%357 : tensor<2x12x128x128xi1>) outs(%83 : tensor<2x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %867 = arith.andi %in, %out : i1
      linalg.yield %867 : i1
    } -> tensor<2x12x128x1xi1>
    %359 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %cst_4, %356 : tensor<2x12x128x1xi1>, tensor<2x12x128x128xf32>, tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %collapsed_135 = tensor.collapse_shape %359 [[0, 1], [2], [3]] : tensor<2x12x128x128xf32> into tensor<24x128x128xf32>
    %collapsed_136 = tensor.collapse_shape %transposed_129 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %360 = linalg.batch_matmul ins(%collapsed_135, %collapsed_136 : tensor<24x128x128xf32>, tensor<24x128x64xf32>) outs(%87 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %expanded_137 = tensor.expand_shape %360 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf32> into tensor<2x12x128x64xf32>
    %transposed_138 = linalg.transpose ins(%expanded_137 : tensor<2x12x128x64xf32>) outs(%89 : tensor<2x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_139 = tensor.collapse_shape %transposed_138 [[0], [1], [2, 3]] : tensor<2x128x12x64xf32> into tensor<2x128x768xf32>
    %transposed_140 = linalg.transpose ins(%arg77 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %361 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_140 : tensor<768x768xf32>) outs(%90 : tensor<2x768x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x768x768xf32>
    %362 = linalg.batch_matmul ins(%collapsed_139, %361 : tensor<2x128x768xf32>, tensor<2x768x768xf32>) outs(%92 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %363 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %arg78 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %364 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %338 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %365 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %366 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%365 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %367 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %368 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %367 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %369 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %368 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %370 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%369 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %371 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %372 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %373 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%364 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %374 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %375 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %376 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %377 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %374 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %378 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %376 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %379 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %arg79 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %380 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %arg80 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_141 = tensor.collapse_shape %380 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_142 = linalg.transpose ins(%arg81 : tensor<3072x768xf32>) outs(%112 : tensor<768x3072xf32>) permutation = [1, 0] 
    %381 = linalg.matmul ins(%collapsed_141, %transposed_142 : tensor<256x768xf32>, tensor<768x3072xf32>) outs(%114 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg82 : tensor<3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x3072xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%381, %382 : tensor<256x3072xf32>, tensor<256x3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x3072xf32>
    %expanded_143 = tensor.expand_shape %383 [[0, 1], [2]] output_shape [2, 128, 3072] : tensor<256x3072xf32> into tensor<2x128x3072xf32>
    %384 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_143 : tensor<2x128x3072xf32>) outs(%118 : tensor<2x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_13 : f32
      %868 = math.erf %867 : f32
      %869 = arith.addf %868, %cst_2 : f32
      %870 = arith.mulf %869, %cst_3 : f32
      %871 = arith.mulf %in, %870 : f32
      linalg.yield %871 : f32
    } -> tensor<2x128x3072xf32>
    %collapsed_144 = tensor.collapse_shape %384 [[0, 1], [2]] : tensor<2x128x3072xf32> into tensor<256x3072xf32>
    %transposed_145 = linalg.transpose ins(%arg83 : tensor<768x3072xf32>) outs(%120 : tensor<3072x768xf32>) permutation = [1, 0] 
    %385 = linalg.matmul ins(%collapsed_144, %transposed_145 : tensor<256x3072xf32>, tensor<3072x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg84 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%385, %386 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_146 = tensor.expand_shape %387 [[0, 1], [2]] output_shape [2, 128, 768] : tensor<256x768xf32> into tensor<2x128x768xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_146, %380 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %389 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %390 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%389 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %391 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %392 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %391 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %393 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392, %392 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %394 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%393 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %395 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %396 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%388 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %399 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %400 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %401 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %398 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %402 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401, %400 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %403 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %arg85 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %404 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %arg86 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_147 = tensor.collapse_shape %404 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_148 = linalg.transpose ins(%arg87 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %405 = linalg.matmul ins(%collapsed_147, %transposed_148 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg88 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%405, %406 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_149 = tensor.expand_shape %407 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_150 = linalg.transpose ins(%expanded_149 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_151 = linalg.transpose ins(%arg89 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %408 = linalg.matmul ins(%collapsed_147, %transposed_151 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg90 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%408, %409 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_152 = tensor.expand_shape %410 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_153 = linalg.transpose ins(%arg91 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %411 = linalg.matmul ins(%collapsed_147, %transposed_153 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg92 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %413 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%411, %412 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_154 = tensor.expand_shape %413 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_155 = linalg.transpose ins(%expanded_154 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %414 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_150 : tensor<2x12x128x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x128x64xf32>
    %transposed_156 = linalg.transpose ins(%expanded_152 : tensor<2x128x12x64xf32>) outs(%62 : tensor<2x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %415 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_156 : tensor<2x12x64x128xf32>) outs(%62 : tensor<2x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x64x128xf32>
    %collapsed_157 = tensor.collapse_shape %414 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %collapsed_158 = tensor.collapse_shape %415 [[0, 1], [2], [3]] : tensor<2x12x64x128xf32> into tensor<24x64x128xf32>
    %416 = linalg.batch_matmul ins(%collapsed_157, %collapsed_158 : tensor<24x128x64xf32>, tensor<24x64x128xf32>) outs(%65 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %expanded_159 = tensor.expand_shape %416 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf32> into tensor<2x12x128x128xf32>
    %417 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_159, %60 : tensor<2x12x128x128xf32>, tensor<2x1x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %418:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%417 : tensor<2x12x128x128xf32>) outs(%72, %70 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_329: i64):
      %867 = linalg.index 3 : index
      %868 = arith.index_cast %867 : index to i64
      %869 = arith.maximumf %in, %out : f32
      %870 = arith.cmpf ogt, %in, %out : f32
      %871 = arith.select %870, %868, %out_329 : i64
      linalg.yield %869, %871 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_160 = tensor.expand_shape %418#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %419 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417, %expanded_160 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %420 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419 : tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.exp %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %421 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%420 : tensor<2x12x128x128xf32>) outs(%77 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x1xf32>
    %422 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420, %421 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.divf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %423 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417 : tensor<2x12x128x128xf32>) outs(%80 : tensor<2x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %867 = arith.extf %in : f32 to f64
      %868 = arith.cmpf oeq, %867, %cst_9 : f64
      linalg.yield %868 : i1
    } -> tensor<2x12x128x128xi1>
    %424 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%423 : tensor<2x12x128x128xi1>) outs(%83 : tensor<2x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %867 = arith.andi %in, %out : i1
      linalg.yield %867 : i1
    } -> tensor<2x12x128x1xi1>
    %425 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424, %cst_4, %422 : tensor<2x12x128x1xi1>, tensor<2x12x128x128xf32>, tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %collapsed_161 = tensor.collapse_shape %425 [[0, 1], [2], [3]] : tensor<2x12x128x128xf32> into tensor<24x128x128xf32>
    %collapsed_162 = tensor.collapse_shape %transposed_155 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %426 = linalg.batch_matmul ins(%collapsed_161, %collapsed_162 : tensor<24x128x128xf32>, tensor<24x128x64xf32>) outs(%87 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %expanded_163 = tensor.expand_shape %426 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf32> into tensor<2x12x128x64xf32>
    %transposed_164 = linalg.transpose ins(%expanded_163 : tensor<2x12x128x64xf32>) outs(%89 : tensor<2x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_165 = tensor.collapse_shape %transposed_164 [[0], [1], [2, 3]] : tensor<2x128x12x64xf32> into tensor<2x128x768xf32>
    %transposed_166 = linalg.transpose ins(%arg93 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %427 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_166 : tensor<768x768xf32>) outs(%90 : tensor<2x768x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x768x768xf32>
    %428 = linalg.batch_matmul ins(%collapsed_165, %427 : tensor<2x128x768xf32>, tensor<2x768x768xf32>) outs(%92 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %429 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %arg94 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429, %404 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %431 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %432 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%431 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %433 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %434 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431, %433 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %435 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434, %434 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %436 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%435 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %437 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %438 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %439 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%430 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %440 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %441 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %442 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %443 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430, %440 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %444 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443, %442 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %445 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %arg95 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %446 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %arg96 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_167 = tensor.collapse_shape %446 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_168 = linalg.transpose ins(%arg97 : tensor<3072x768xf32>) outs(%112 : tensor<768x3072xf32>) permutation = [1, 0] 
    %447 = linalg.matmul ins(%collapsed_167, %transposed_168 : tensor<256x768xf32>, tensor<768x3072xf32>) outs(%114 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg98 : tensor<3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x3072xf32>
    %449 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%447, %448 : tensor<256x3072xf32>, tensor<256x3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x3072xf32>
    %expanded_169 = tensor.expand_shape %449 [[0, 1], [2]] output_shape [2, 128, 3072] : tensor<256x3072xf32> into tensor<2x128x3072xf32>
    %450 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_169 : tensor<2x128x3072xf32>) outs(%118 : tensor<2x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_13 : f32
      %868 = math.erf %867 : f32
      %869 = arith.addf %868, %cst_2 : f32
      %870 = arith.mulf %869, %cst_3 : f32
      %871 = arith.mulf %in, %870 : f32
      linalg.yield %871 : f32
    } -> tensor<2x128x3072xf32>
    %collapsed_170 = tensor.collapse_shape %450 [[0, 1], [2]] : tensor<2x128x3072xf32> into tensor<256x3072xf32>
    %transposed_171 = linalg.transpose ins(%arg99 : tensor<768x3072xf32>) outs(%120 : tensor<3072x768xf32>) permutation = [1, 0] 
    %451 = linalg.matmul ins(%collapsed_170, %transposed_171 : tensor<256x3072xf32>, tensor<3072x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg100 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %453 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%451, %452 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_172 = tensor.expand_shape %453 [[0, 1], [2]] output_shape [2, 128, 768] : tensor<256x768xf32> into tensor<2x128x768xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172, %446 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %455 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %456 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%455 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %457 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %458 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %457 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %459 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %458 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %460 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%459 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %461 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %462 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %463 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%454 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %464 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %465 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %466 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %467 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454, %464 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %468 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467, %466 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %469 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %arg101 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %470 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%469, %arg102 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_173 = tensor.collapse_shape %470 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_174 = linalg.transpose ins(%arg103 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %471 = linalg.matmul ins(%collapsed_173, %transposed_174 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg104 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%471, %472 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_175 = tensor.expand_shape %473 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_176 = linalg.transpose ins(%expanded_175 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_177 = linalg.transpose ins(%arg105 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %474 = linalg.matmul ins(%collapsed_173, %transposed_177 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg106 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%474, %475 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_178 = tensor.expand_shape %476 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_179 = linalg.transpose ins(%arg107 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %477 = linalg.matmul ins(%collapsed_173, %transposed_179 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg108 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %479 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%477, %478 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_180 = tensor.expand_shape %479 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_181 = linalg.transpose ins(%expanded_180 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %480 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_176 : tensor<2x12x128x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x128x64xf32>
    %transposed_182 = linalg.transpose ins(%expanded_178 : tensor<2x128x12x64xf32>) outs(%62 : tensor<2x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %481 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_182 : tensor<2x12x64x128xf32>) outs(%62 : tensor<2x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x64x128xf32>
    %collapsed_183 = tensor.collapse_shape %480 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %collapsed_184 = tensor.collapse_shape %481 [[0, 1], [2], [3]] : tensor<2x12x64x128xf32> into tensor<24x64x128xf32>
    %482 = linalg.batch_matmul ins(%collapsed_183, %collapsed_184 : tensor<24x128x64xf32>, tensor<24x64x128xf32>) outs(%65 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %expanded_185 = tensor.expand_shape %482 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf32> into tensor<2x12x128x128xf32>
    %483 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_185, %60 : tensor<2x12x128x128xf32>, tensor<2x1x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %484:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%483 : tensor<2x12x128x128xf32>) outs(%72, %70 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_329: i64):
      %867 = linalg.index 3 : index
      %868 = arith.index_cast %867 : index to i64
      %869 = arith.maximumf %in, %out : f32
      %870 = arith.cmpf ogt, %in, %out : f32
      %871 = arith.select %870, %868, %out_329 : i64
      linalg.yield %869, %871 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_186 = tensor.expand_shape %484#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %485 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %expanded_186 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %486 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485 : tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.exp %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %487 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%486 : tensor<2x12x128x128xf32>) outs(%77 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x1xf32>
    %488 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %487 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.divf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %489 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483 : tensor<2x12x128x128xf32>) outs(%80 : tensor<2x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %867 = arith.extf %in : f32 to f64
      %868 = arith.cmpf oeq, %867, %cst_9 : f64
      linalg.yield %868 : i1
    } -> tensor<2x12x128x128xi1>
    %490 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%489 : tensor<2x12x128x128xi1>) outs(%83 : tensor<2x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %867 = arith.andi %in, %out : i1
      linalg.yield %867 : i1
    } -> tensor<2x12x128x1xi1>
    %491 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %cst_4, %488 : tensor<2x12x128x1xi1>, tensor<2x12x128x128xf32>, tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %collapsed_187 = tensor.collapse_shape %491 [[0, 1], [2], [3]] : tensor<2x12x128x128xf32> into tensor<24x128x128xf32>
    %collapsed_188 = tensor.collapse_shape %transposed_181 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %492 = linalg.batch_matmul ins(%collapsed_187, %collapsed_188 : tensor<24x128x128xf32>, tensor<24x128x64xf32>) outs(%87 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %expanded_189 = tensor.expand_shape %492 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf32> into tensor<2x12x128x64xf32>
    %transposed_190 = linalg.transpose ins(%expanded_189 : tensor<2x12x128x64xf32>) outs(%89 : tensor<2x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_191 = tensor.collapse_shape %transposed_190 [[0], [1], [2, 3]] : tensor<2x128x12x64xf32> into tensor<2x128x768xf32>
    %transposed_192 = linalg.transpose ins(%arg109 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %493 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_192 : tensor<768x768xf32>) outs(%90 : tensor<2x768x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x768x768xf32>
    %494 = linalg.batch_matmul ins(%collapsed_191, %493 : tensor<2x128x768xf32>, tensor<2x768x768xf32>) outs(%92 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %495 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494, %arg110 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %496 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495, %470 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %497 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %498 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%497 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %499 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %500 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497, %499 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %501 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500, %500 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %502 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%501 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %503 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %504 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %505 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%496 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %506 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %507 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %508 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %509 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %506 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %510 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509, %508 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %511 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510, %arg111 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %512 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511, %arg112 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_193 = tensor.collapse_shape %512 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_194 = linalg.transpose ins(%arg113 : tensor<3072x768xf32>) outs(%112 : tensor<768x3072xf32>) permutation = [1, 0] 
    %513 = linalg.matmul ins(%collapsed_193, %transposed_194 : tensor<256x768xf32>, tensor<768x3072xf32>) outs(%114 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg114 : tensor<3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x3072xf32>
    %515 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%513, %514 : tensor<256x3072xf32>, tensor<256x3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x3072xf32>
    %expanded_195 = tensor.expand_shape %515 [[0, 1], [2]] output_shape [2, 128, 3072] : tensor<256x3072xf32> into tensor<2x128x3072xf32>
    %516 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_195 : tensor<2x128x3072xf32>) outs(%118 : tensor<2x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_13 : f32
      %868 = math.erf %867 : f32
      %869 = arith.addf %868, %cst_2 : f32
      %870 = arith.mulf %869, %cst_3 : f32
      %871 = arith.mulf %in, %870 : f32
      linalg.yield %871 : f32
    } -> tensor<2x128x3072xf32>
    %collapsed_196 = tensor.collapse_shape %516 [[0, 1], [2]] : tensor<2x128x3072xf32> into tensor<256x3072xf32>
    %transposed_197 = linalg.transpose ins(%arg115 : tensor<768x3072xf32>) outs(%120 : tensor<3072x768xf32>) permutation = [1, 0] 
    %517 = linalg.matmul ins(%collapsed_196, %transposed_197 : tensor<256x3072xf32>, tensor<3072x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg116 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%517, %518 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_198 = tensor.expand_shape %519 [[0, 1], [2]] output_shape [2, 128, 768] : tensor<256x768xf32> into tensor<2x128x768xf32>
    %520 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_198, %512 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %521 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %522 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%521 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %523 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %524 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %523 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %525 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524, %524 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %526 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%525 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %527 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %528 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %529 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%520 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %530 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %531 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %532 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %533 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %530 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %534 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533, %532 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %535 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %arg117 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %536 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535, %arg118 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_199 = tensor.collapse_shape %536 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_200 = linalg.transpose ins(%arg119 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %537 = linalg.matmul ins(%collapsed_199, %transposed_200 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg120 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%537, %538 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_201 = tensor.expand_shape %539 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_202 = linalg.transpose ins(%expanded_201 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_203 = linalg.transpose ins(%arg121 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %540 = linalg.matmul ins(%collapsed_199, %transposed_203 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg122 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %542 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%540, %541 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_204 = tensor.expand_shape %542 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_205 = linalg.transpose ins(%arg123 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %543 = linalg.matmul ins(%collapsed_199, %transposed_205 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg124 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %545 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%543, %544 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_206 = tensor.expand_shape %545 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_207 = linalg.transpose ins(%expanded_206 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %546 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_202 : tensor<2x12x128x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x128x64xf32>
    %transposed_208 = linalg.transpose ins(%expanded_204 : tensor<2x128x12x64xf32>) outs(%62 : tensor<2x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %547 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_208 : tensor<2x12x64x128xf32>) outs(%62 : tensor<2x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x64x128xf32>
    %collapsed_209 = tensor.collapse_shape %546 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %collapsed_210 = tensor.collapse_shape %547 [[0, 1], [2], [3]] : tensor<2x12x64x128xf32> into tensor<24x64x128xf32>
    %548 = linalg.batch_matmul ins(%collapsed_209, %collapsed_210 : tensor<24x128x64xf32>, tensor<24x64x128xf32>) outs(%65 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %expanded_211 = tensor.expand_shape %548 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf32> into tensor<2x12x128x128xf32>
    %549 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_211, %60 : tensor<2x12x128x128xf32>, tensor<2x1x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %550:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%549 : tensor<2x12x128x128xf32>) outs(%72, %70 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_329: i64):
      %867 = linalg.index 3 : index
      %868 = arith.index_cast %867 : index to i64
      %869 = arith.maximumf %in, %out : f32
      %870 = arith.cmpf ogt, %in, %out : f32
      %871 = arith.select %870, %868, %out_329 : i64
      linalg.yield %869, %871 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_212 = tensor.expand_shape %550#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %551 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%549, %expanded_212 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %552 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%551 : tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.exp %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %553 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%552 : tensor<2x12x128x128xf32>) outs(%77 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x1xf32>
    %554 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552, %553 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.divf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %555 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%549 : tensor<2x12x128x128xf32>) outs(%80 : tensor<2x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %867 = arith.extf %in : f32 to f64
      %868 = arith.cmpf oeq, %867, %cst_9 : f64
      linalg.yield %868 : i1
    } -> tensor<2x12x128x128xi1>
    %556 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%555 : tensor<2x12x128x128xi1>) outs(%83 : tensor<2x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %867 = arith.andi %in, %out : i1
      linalg.yield %867 : i1
    } -> tensor<2x12x128x1xi1>
    %557 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%556, %cst_4, %554 : tensor<2x12x128x1xi1>, tensor<2x12x128x128xf32>, tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %collapsed_213 = tensor.collapse_shape %557 [[0, 1], [2], [3]] : tensor<2x12x128x128xf32> into tensor<24x128x128xf32>
    %collapsed_214 = tensor.collapse_shape %transposed_207 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %558 = linalg.batch_matmul ins(%collapsed_213, %collapsed_214 : tensor<24x128x128xf32>, tensor<24x128x64xf32>) outs(%87 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %expanded_215 = tensor.expand_shape %558 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf32> into tensor<2x12x128x64xf32>
    %transposed_216 = linalg.transpose ins(%expanded_215 : tensor<2x12x128x64xf32>) outs(%89 : tensor<2x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_217 = tensor.collapse_shape %transposed_216 [[0], [1], [2, 3]] : tensor<2x128x12x64xf32> into tensor<2x128x768xf32>
    %transposed_218 = linalg.transpose ins(%arg125 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %559 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_218 : tensor<768x768xf32>) outs(%90 : tensor<2x768x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x768x768xf32>
    %560 = linalg.batch_matmul ins(%collapsed_217, %559 : tensor<2x128x768xf32>, tensor<2x768x768xf32>) outs(%92 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %561 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560, %arg126 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %562 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561, %536 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %563 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %564 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%563 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %565 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %566 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %565 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %567 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %566 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %568 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%567 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %569 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %570 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %571 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%562 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %572 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %573 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %574 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %575 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562, %572 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %576 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575, %574 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %577 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576, %arg127 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %578 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577, %arg128 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_219 = tensor.collapse_shape %578 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_220 = linalg.transpose ins(%arg129 : tensor<3072x768xf32>) outs(%112 : tensor<768x3072xf32>) permutation = [1, 0] 
    %579 = linalg.matmul ins(%collapsed_219, %transposed_220 : tensor<256x768xf32>, tensor<768x3072xf32>) outs(%114 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %580 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg130 : tensor<3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x3072xf32>
    %581 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%579, %580 : tensor<256x3072xf32>, tensor<256x3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x3072xf32>
    %expanded_221 = tensor.expand_shape %581 [[0, 1], [2]] output_shape [2, 128, 3072] : tensor<256x3072xf32> into tensor<2x128x3072xf32>
    %582 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_221 : tensor<2x128x3072xf32>) outs(%118 : tensor<2x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_13 : f32
      %868 = math.erf %867 : f32
      %869 = arith.addf %868, %cst_2 : f32
      %870 = arith.mulf %869, %cst_3 : f32
      %871 = arith.mulf %in, %870 : f32
      linalg.yield %871 : f32
    } -> tensor<2x128x3072xf32>
    %collapsed_222 = tensor.collapse_shape %582 [[0, 1], [2]] : tensor<2x128x3072xf32> into tensor<256x3072xf32>
    %transposed_223 = linalg.transpose ins(%arg131 : tensor<768x3072xf32>) outs(%120 : tensor<3072x768xf32>) permutation = [1, 0] 
    %583 = linalg.matmul ins(%collapsed_222, %transposed_223 : tensor<256x3072xf32>, tensor<3072x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg132 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %585 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%583, %584 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_224 = tensor.expand_shape %585 [[0, 1], [2]] output_shape [2, 128, 768] : tensor<256x768xf32> into tensor<2x128x768xf32>
    %586 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_224, %578 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %587 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %588 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%587 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %589 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %590 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587, %589 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %591 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590, %590 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %592 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%591 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %593 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %594 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %595 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%586 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %596 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %597 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %598 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %599 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586, %596 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %600 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599, %598 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %601 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %arg133 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %602 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %arg134 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_225 = tensor.collapse_shape %602 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_226 = linalg.transpose ins(%arg135 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %603 = linalg.matmul ins(%collapsed_225, %transposed_226 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg136 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %605 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%603, %604 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_227 = tensor.expand_shape %605 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_228 = linalg.transpose ins(%expanded_227 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_229 = linalg.transpose ins(%arg137 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %606 = linalg.matmul ins(%collapsed_225, %transposed_229 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg138 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %608 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%606, %607 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_230 = tensor.expand_shape %608 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_231 = linalg.transpose ins(%arg139 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %609 = linalg.matmul ins(%collapsed_225, %transposed_231 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg140 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %611 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%609, %610 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_232 = tensor.expand_shape %611 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_233 = linalg.transpose ins(%expanded_232 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %612 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_228 : tensor<2x12x128x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x128x64xf32>
    %transposed_234 = linalg.transpose ins(%expanded_230 : tensor<2x128x12x64xf32>) outs(%62 : tensor<2x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %613 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_234 : tensor<2x12x64x128xf32>) outs(%62 : tensor<2x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x64x128xf32>
    %collapsed_235 = tensor.collapse_shape %612 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %collapsed_236 = tensor.collapse_shape %613 [[0, 1], [2], [3]] : tensor<2x12x64x128xf32> into tensor<24x64x128xf32>
    %614 = linalg.batch_matmul ins(%collapsed_235, %collapsed_236 : tensor<24x128x64xf32>, tensor<24x64x128xf32>) outs(%65 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %expanded_237 = tensor.expand_shape %614 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf32> into tensor<2x12x128x128xf32>
    %615 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_237, %60 : tensor<2x12x128x128xf32>, tensor<2x1x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %616:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%615 : tensor<2x12x128x128xf32>) outs(%72, %70 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_329: i64):
      %867 = linalg.index 3 : index
      %868 = arith.index_cast %867 : index to i64
      %869 = arith.maximumf %in, %out : f32
      %870 = arith.cmpf ogt, %in, %out : f32
      %871 = arith.select %870, %868, %out_329 : i64
      linalg.yield %869, %871 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_238 = tensor.expand_shape %616#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %617 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%615, %expanded_238 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %618 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%617 : tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.exp %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %619 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%618 : tensor<2x12x128x128xf32>) outs(%77 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x1xf32>
    %620 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%618, %619 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.divf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %621 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%615 : tensor<2x12x128x128xf32>) outs(%80 : tensor<2x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %867 = arith.extf %in : f32 to f64
      %868 = arith.cmpf oeq, %867, %cst_9 : f64
      linalg.yield %868 : i1
    } -> tensor<2x12x128x128xi1>
    %622 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%621 : tensor<2x12x128x128xi1>) outs(%83 : tensor<2x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %867 = arith.andi %in, %out : i1
      linalg.yield %867 : i1
    } -> tensor<2x12x128x1xi1>
    %623 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%622, %cst_4, %620 : tensor<2x12x128x1xi1>, tensor<2x12x128x128xf32>, tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %collapsed_239 = tensor.collapse_shape %623 [[0, 1], [2], [3]] : tensor<2x12x128x128xf32> into tensor<24x128x128xf32>
    %collapsed_240 = tensor.collapse_shape %transposed_233 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %624 = linalg.batch_matmul ins(%collapsed_239, %collapsed_240 : tensor<24x128x128xf32>, tensor<24x128x64xf32>) outs(%87 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %expanded_241 = tensor.expand_shape %624 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf32> into tensor<2x12x128x64xf32>
    %transposed_242 = linalg.transpose ins(%expanded_241 : tensor<2x12x128x64xf32>) outs(%89 : tensor<2x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_243 = tensor.collapse_shape %transposed_242 [[0], [1], [2, 3]] : tensor<2x128x12x64xf32> into tensor<2x128x768xf32>
    %transposed_244 = linalg.transpose ins(%arg141 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %625 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_244 : tensor<768x768xf32>) outs(%90 : tensor<2x768x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x768x768xf32>
    %626 = linalg.batch_matmul ins(%collapsed_243, %625 : tensor<2x128x768xf32>, tensor<2x768x768xf32>) outs(%92 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %627 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626, %arg142 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %628 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627, %602 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %629 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %630 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%629 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %631 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %632 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629, %631 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %633 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632, %632 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %634 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%633 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %635 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %636 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %637 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%628 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %638 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %639 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %640 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %641 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %638 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %642 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641, %640 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %643 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642, %arg143 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %644 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643, %arg144 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_245 = tensor.collapse_shape %644 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_246 = linalg.transpose ins(%arg145 : tensor<3072x768xf32>) outs(%112 : tensor<768x3072xf32>) permutation = [1, 0] 
    %645 = linalg.matmul ins(%collapsed_245, %transposed_246 : tensor<256x768xf32>, tensor<768x3072xf32>) outs(%114 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg146 : tensor<3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x3072xf32>
    %647 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%645, %646 : tensor<256x3072xf32>, tensor<256x3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x3072xf32>
    %expanded_247 = tensor.expand_shape %647 [[0, 1], [2]] output_shape [2, 128, 3072] : tensor<256x3072xf32> into tensor<2x128x3072xf32>
    %648 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_247 : tensor<2x128x3072xf32>) outs(%118 : tensor<2x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_13 : f32
      %868 = math.erf %867 : f32
      %869 = arith.addf %868, %cst_2 : f32
      %870 = arith.mulf %869, %cst_3 : f32
      %871 = arith.mulf %in, %870 : f32
      linalg.yield %871 : f32
    } -> tensor<2x128x3072xf32>
    %collapsed_248 = tensor.collapse_shape %648 [[0, 1], [2]] : tensor<2x128x3072xf32> into tensor<256x3072xf32>
    %transposed_249 = linalg.transpose ins(%arg147 : tensor<768x3072xf32>) outs(%120 : tensor<3072x768xf32>) permutation = [1, 0] 
    %649 = linalg.matmul ins(%collapsed_248, %transposed_249 : tensor<256x3072xf32>, tensor<3072x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %650 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg148 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %651 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%649, %650 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_250 = tensor.expand_shape %651 [[0, 1], [2]] output_shape [2, 128, 768] : tensor<256x768xf32> into tensor<2x128x768xf32>
    %652 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_250, %644 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %653 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %654 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%653 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %655 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%654 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %656 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653, %655 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %657 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656, %656 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %658 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%657 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %659 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %660 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %661 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%652 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %662 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%661 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %663 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %664 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%663 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %665 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %662 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %666 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%665, %664 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %667 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666, %arg149 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %668 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667, %arg150 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_251 = tensor.collapse_shape %668 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_252 = linalg.transpose ins(%arg151 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %669 = linalg.matmul ins(%collapsed_251, %transposed_252 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %670 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg152 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %671 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%669, %670 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_253 = tensor.expand_shape %671 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_254 = linalg.transpose ins(%expanded_253 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_255 = linalg.transpose ins(%arg153 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %672 = linalg.matmul ins(%collapsed_251, %transposed_255 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %673 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg154 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %674 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%672, %673 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_256 = tensor.expand_shape %674 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_257 = linalg.transpose ins(%arg155 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %675 = linalg.matmul ins(%collapsed_251, %transposed_257 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %676 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg156 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %677 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%675, %676 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_258 = tensor.expand_shape %677 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_259 = linalg.transpose ins(%expanded_258 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %678 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_254 : tensor<2x12x128x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x128x64xf32>
    %transposed_260 = linalg.transpose ins(%expanded_256 : tensor<2x128x12x64xf32>) outs(%62 : tensor<2x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %679 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_260 : tensor<2x12x64x128xf32>) outs(%62 : tensor<2x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x64x128xf32>
    %collapsed_261 = tensor.collapse_shape %678 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %collapsed_262 = tensor.collapse_shape %679 [[0, 1], [2], [3]] : tensor<2x12x64x128xf32> into tensor<24x64x128xf32>
    %680 = linalg.batch_matmul ins(%collapsed_261, %collapsed_262 : tensor<24x128x64xf32>, tensor<24x64x128xf32>) outs(%65 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %expanded_263 = tensor.expand_shape %680 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf32> into tensor<2x12x128x128xf32>
    %681 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_263, %60 : tensor<2x12x128x128xf32>, tensor<2x1x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %682:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%681 : tensor<2x12x128x128xf32>) outs(%72, %70 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_329: i64):
      %867 = linalg.index 3 : index
      %868 = arith.index_cast %867 : index to i64
      %869 = arith.maximumf %in, %out : f32
      %870 = arith.cmpf ogt, %in, %out : f32
      %871 = arith.select %870, %868, %out_329 : i64
      linalg.yield %869, %871 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_264 = tensor.expand_shape %682#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %683 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%681, %expanded_264 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %684 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%683 : tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.exp %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %685 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%684 : tensor<2x12x128x128xf32>) outs(%77 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x1xf32>
    %686 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684, %685 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.divf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %687 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%681 : tensor<2x12x128x128xf32>) outs(%80 : tensor<2x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %867 = arith.extf %in : f32 to f64
      %868 = arith.cmpf oeq, %867, %cst_9 : f64
      linalg.yield %868 : i1
    } -> tensor<2x12x128x128xi1>
    %688 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%687 : tensor<2x12x128x128xi1>) outs(%83 : tensor<2x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %867 = arith.andi %in, %out : i1
      linalg.yield %867 : i1
    } -> tensor<2x12x128x1xi1>
    %689 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%688, %cst_4, %686 : tensor<2x12x128x1xi1>, tensor<2x12x128x128xf32>, tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %collapsed_265 = tensor.collapse_shape %689 [[0, 1], [2], [3]] : tensor<2x12x128x128xf32> into tensor<24x128x128xf32>
    %collapsed_266 = tensor.collapse_shape %transposed_259 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %690 = linalg.batch_matmul ins(%collapsed_265, %collapsed_266 : tensor<24x128x128xf32>, tensor<24x128x64xf32>) outs(%87 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %expanded_267 = tensor.expand_shape %690 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf32> into tensor<2x12x128x64xf32>
    %transposed_268 = linalg.transpose ins(%expanded_267 : tensor<2x12x128x64xf32>) outs(%89 : tensor<2x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_269 = tensor.collapse_shape %transposed_268 [[0], [1], [2, 3]] : tensor<2x128x12x64xf32> into tensor<2x128x768xf32>
    %transposed_270 = linalg.transpose ins(%arg157 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %691 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_270 : tensor<768x768xf32>) outs(%90 : tensor<2x768x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x768x768xf32>
    %692 = linalg.batch_matmul ins(%collapsed_269, %691 : tensor<2x128x768xf32>, tensor<2x768x768xf32>) outs(%92 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %693 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692, %arg158 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %694 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693, %668 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %695 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %696 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%695 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %697 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %698 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695, %697 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %699 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %698 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %700 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%699 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %701 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %702 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %703 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%694 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %704 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %705 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%702 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %706 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %707 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694, %704 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %708 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707, %706 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %709 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%708, %arg159 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %710 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%709, %arg160 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_271 = tensor.collapse_shape %710 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_272 = linalg.transpose ins(%arg161 : tensor<3072x768xf32>) outs(%112 : tensor<768x3072xf32>) permutation = [1, 0] 
    %711 = linalg.matmul ins(%collapsed_271, %transposed_272 : tensor<256x768xf32>, tensor<768x3072xf32>) outs(%114 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %712 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg162 : tensor<3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x3072xf32>
    %713 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%711, %712 : tensor<256x3072xf32>, tensor<256x3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x3072xf32>
    %expanded_273 = tensor.expand_shape %713 [[0, 1], [2]] output_shape [2, 128, 3072] : tensor<256x3072xf32> into tensor<2x128x3072xf32>
    %714 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_273 : tensor<2x128x3072xf32>) outs(%118 : tensor<2x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_13 : f32
      %868 = math.erf %867 : f32
      %869 = arith.addf %868, %cst_2 : f32
      %870 = arith.mulf %869, %cst_3 : f32
      %871 = arith.mulf %in, %870 : f32
      linalg.yield %871 : f32
    } -> tensor<2x128x3072xf32>
    %collapsed_274 = tensor.collapse_shape %714 [[0, 1], [2]] : tensor<2x128x3072xf32> into tensor<256x3072xf32>
    %transposed_275 = linalg.transpose ins(%arg163 : tensor<768x3072xf32>) outs(%120 : tensor<3072x768xf32>) permutation = [1, 0] 
    %715 = linalg.matmul ins(%collapsed_274, %transposed_275 : tensor<256x3072xf32>, tensor<3072x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %716 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg164 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %717 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%715, %716 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_276 = tensor.expand_shape %717 [[0, 1], [2]] output_shape [2, 128, 768] : tensor<256x768xf32> into tensor<2x128x768xf32>
    %718 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_276, %710 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %719 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %720 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%719 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %721 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %722 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719, %721 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %723 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722, %722 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %724 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%723 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %725 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %726 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %727 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%718 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %728 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %729 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%726 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %730 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%729 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %731 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718, %728 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %732 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731, %730 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %733 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%732, %arg165 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %734 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%733, %arg166 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_277 = tensor.collapse_shape %734 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_278 = linalg.transpose ins(%arg167 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %735 = linalg.matmul ins(%collapsed_277, %transposed_278 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %736 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg168 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %737 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%735, %736 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_279 = tensor.expand_shape %737 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_280 = linalg.transpose ins(%expanded_279 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_281 = linalg.transpose ins(%arg169 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %738 = linalg.matmul ins(%collapsed_277, %transposed_281 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %739 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg170 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %740 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%738, %739 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_282 = tensor.expand_shape %740 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_283 = linalg.transpose ins(%arg171 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %741 = linalg.matmul ins(%collapsed_277, %transposed_283 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %742 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg172 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %743 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%741, %742 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_284 = tensor.expand_shape %743 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_285 = linalg.transpose ins(%expanded_284 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %744 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_280 : tensor<2x12x128x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x128x64xf32>
    %transposed_286 = linalg.transpose ins(%expanded_282 : tensor<2x128x12x64xf32>) outs(%62 : tensor<2x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %745 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_286 : tensor<2x12x64x128xf32>) outs(%62 : tensor<2x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x64x128xf32>
    %collapsed_287 = tensor.collapse_shape %744 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %collapsed_288 = tensor.collapse_shape %745 [[0, 1], [2], [3]] : tensor<2x12x64x128xf32> into tensor<24x64x128xf32>
    %746 = linalg.batch_matmul ins(%collapsed_287, %collapsed_288 : tensor<24x128x64xf32>, tensor<24x64x128xf32>) outs(%65 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %expanded_289 = tensor.expand_shape %746 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf32> into tensor<2x12x128x128xf32>
    %747 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_289, %60 : tensor<2x12x128x128xf32>, tensor<2x1x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %748:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%747 : tensor<2x12x128x128xf32>) outs(%72, %70 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_329: i64):
      %867 = linalg.index 3 : index
      %868 = arith.index_cast %867 : index to i64
      %869 = arith.maximumf %in, %out : f32
      %870 = arith.cmpf ogt, %in, %out : f32
      %871 = arith.select %870, %868, %out_329 : i64
      linalg.yield %869, %871 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_290 = tensor.expand_shape %748#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %749 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%747, %expanded_290 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %750 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%749 : tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.exp %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %751 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%750 : tensor<2x12x128x128xf32>) outs(%77 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x1xf32>
    %752 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%750, %751 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.divf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %753 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%747 : tensor<2x12x128x128xf32>) outs(%80 : tensor<2x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %867 = arith.extf %in : f32 to f64
      %868 = arith.cmpf oeq, %867, %cst_9 : f64
      linalg.yield %868 : i1
    } -> tensor<2x12x128x128xi1>
    %754 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%753 : tensor<2x12x128x128xi1>) outs(%83 : tensor<2x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %867 = arith.andi %in, %out : i1
      linalg.yield %867 : i1
    } -> tensor<2x12x128x1xi1>
    %755 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%754, %cst_4, %752 : tensor<2x12x128x1xi1>, tensor<2x12x128x128xf32>, tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %collapsed_291 = tensor.collapse_shape %755 [[0, 1], [2], [3]] : tensor<2x12x128x128xf32> into tensor<24x128x128xf32>
    %collapsed_292 = tensor.collapse_shape %transposed_285 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %756 = linalg.batch_matmul ins(%collapsed_291, %collapsed_292 : tensor<24x128x128xf32>, tensor<24x128x64xf32>) outs(%87 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %expanded_293 = tensor.expand_shape %756 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf32> into tensor<2x12x128x64xf32>
    %transposed_294 = linalg.transpose ins(%expanded_293 : tensor<2x12x128x64xf32>) outs(%89 : tensor<2x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_295 = tensor.collapse_shape %transposed_294 [[0], [1], [2, 3]] : tensor<2x128x12x64xf32> into tensor<2x128x768xf32>
    %transposed_296 = linalg.transpose ins(%arg173 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %757 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_296 : tensor<768x768xf32>) outs(%90 : tensor<2x768x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x768x768xf32>
    %758 = linalg.batch_matmul ins(%collapsed_295, %757 : tensor<2x128x768xf32>, tensor<2x768x768xf32>) outs(%92 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %759 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758, %arg174 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %760 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759, %734 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %761 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%760 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %762 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%761 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %763 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%762 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %764 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761, %763 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %765 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%764, %764 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %766 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%765 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %767 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%766 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %768 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%767 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %769 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%760 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %770 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%769 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %771 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%768 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %772 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%771 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %773 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%760, %770 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %774 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773, %772 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %775 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%774, %arg175 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %776 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%775, %arg176 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_297 = tensor.collapse_shape %776 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_298 = linalg.transpose ins(%arg177 : tensor<3072x768xf32>) outs(%112 : tensor<768x3072xf32>) permutation = [1, 0] 
    %777 = linalg.matmul ins(%collapsed_297, %transposed_298 : tensor<256x768xf32>, tensor<768x3072xf32>) outs(%114 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %778 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg178 : tensor<3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x3072xf32>
    %779 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%777, %778 : tensor<256x3072xf32>, tensor<256x3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x3072xf32>
    %expanded_299 = tensor.expand_shape %779 [[0, 1], [2]] output_shape [2, 128, 3072] : tensor<256x3072xf32> into tensor<2x128x3072xf32>
    %780 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_299 : tensor<2x128x3072xf32>) outs(%118 : tensor<2x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_13 : f32
      %868 = math.erf %867 : f32
      %869 = arith.addf %868, %cst_2 : f32
      %870 = arith.mulf %869, %cst_3 : f32
      %871 = arith.mulf %in, %870 : f32
      linalg.yield %871 : f32
    } -> tensor<2x128x3072xf32>
    %collapsed_300 = tensor.collapse_shape %780 [[0, 1], [2]] : tensor<2x128x3072xf32> into tensor<256x3072xf32>
    %transposed_301 = linalg.transpose ins(%arg179 : tensor<768x3072xf32>) outs(%120 : tensor<3072x768xf32>) permutation = [1, 0] 
    %781 = linalg.matmul ins(%collapsed_300, %transposed_301 : tensor<256x3072xf32>, tensor<3072x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %782 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg180 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %783 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%781, %782 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_302 = tensor.expand_shape %783 [[0, 1], [2]] output_shape [2, 128, 768] : tensor<256x768xf32> into tensor<2x128x768xf32>
    %784 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_302, %776 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %785 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %786 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%785 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %787 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%786 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %788 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%785, %787 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %789 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%788, %788 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %790 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%789 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %791 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%790 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %792 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%791 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %793 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%784 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %794 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%793 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %795 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%792 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %796 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%795 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %797 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784, %794 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %798 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%797, %796 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %799 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%798, %arg181 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %800 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%799, %arg182 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_303 = tensor.collapse_shape %800 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_304 = linalg.transpose ins(%arg183 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %801 = linalg.matmul ins(%collapsed_303, %transposed_304 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %802 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg184 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %803 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%801, %802 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_305 = tensor.expand_shape %803 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_306 = linalg.transpose ins(%expanded_305 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_307 = linalg.transpose ins(%arg185 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %804 = linalg.matmul ins(%collapsed_303, %transposed_307 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %805 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg186 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %806 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%804, %805 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_308 = tensor.expand_shape %806 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_309 = linalg.transpose ins(%arg187 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %807 = linalg.matmul ins(%collapsed_303, %transposed_309 : tensor<256x768xf32>, tensor<768x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %808 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg188 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %809 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%807, %808 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_310 = tensor.expand_shape %809 [[0, 1], [2, 3]] output_shape [2, 128, 12, 64] : tensor<256x768xf32> into tensor<2x128x12x64xf32>
    %transposed_311 = linalg.transpose ins(%expanded_310 : tensor<2x128x12x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %810 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_306 : tensor<2x12x128x64xf32>) outs(%52 : tensor<2x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x128x64xf32>
    %transposed_312 = linalg.transpose ins(%expanded_308 : tensor<2x128x12x64xf32>) outs(%62 : tensor<2x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %811 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_312 : tensor<2x12x64x128xf32>) outs(%62 : tensor<2x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_8 : f64 to f32
      %868 = arith.mulf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x12x64x128xf32>
    %collapsed_313 = tensor.collapse_shape %810 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %collapsed_314 = tensor.collapse_shape %811 [[0, 1], [2], [3]] : tensor<2x12x64x128xf32> into tensor<24x64x128xf32>
    %812 = linalg.batch_matmul ins(%collapsed_313, %collapsed_314 : tensor<24x128x64xf32>, tensor<24x64x128xf32>) outs(%65 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %expanded_315 = tensor.expand_shape %812 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf32> into tensor<2x12x128x128xf32>
    %813 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_315, %60 : tensor<2x12x128x128xf32>, tensor<2x1x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %814:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%813 : tensor<2x12x128x128xf32>) outs(%72, %70 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_329: i64):
      %867 = linalg.index 3 : index
      %868 = arith.index_cast %867 : index to i64
      %869 = arith.maximumf %in, %out : f32
      %870 = arith.cmpf ogt, %in, %out : f32
      %871 = arith.select %870, %868, %out_329 : i64
      linalg.yield %869, %871 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_316 = tensor.expand_shape %814#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %815 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%813, %expanded_316 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %816 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%815 : tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.exp %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %817 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%816 : tensor<2x12x128x128xf32>) outs(%77 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x1xf32>
    %818 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%816, %817 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.divf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %819 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%813 : tensor<2x12x128x128xf32>) outs(%80 : tensor<2x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %867 = arith.extf %in : f32 to f64
      %868 = arith.cmpf oeq, %867, %cst_9 : f64
      linalg.yield %868 : i1
    } -> tensor<2x12x128x128xi1>
    %820 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%819 : tensor<2x12x128x128xi1>) outs(%83 : tensor<2x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %867 = arith.andi %in, %out : i1
      linalg.yield %867 : i1
    } -> tensor<2x12x128x1xi1>
    %821 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%820, %cst_4, %818 : tensor<2x12x128x1xi1>, tensor<2x12x128x128xf32>, tensor<2x12x128x128xf32>) outs(%67 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: i1, %in_329: f32, %in_330: f32, %out: f32):
      %867 = arith.select %in, %in_329, %in_330 : f32
      linalg.yield %867 : f32
    } -> tensor<2x12x128x128xf32>
    %collapsed_317 = tensor.collapse_shape %821 [[0, 1], [2], [3]] : tensor<2x12x128x128xf32> into tensor<24x128x128xf32>
    %collapsed_318 = tensor.collapse_shape %transposed_311 [[0, 1], [2], [3]] : tensor<2x12x128x64xf32> into tensor<24x128x64xf32>
    %822 = linalg.batch_matmul ins(%collapsed_317, %collapsed_318 : tensor<24x128x128xf32>, tensor<24x128x64xf32>) outs(%87 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %expanded_319 = tensor.expand_shape %822 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf32> into tensor<2x12x128x64xf32>
    %transposed_320 = linalg.transpose ins(%expanded_319 : tensor<2x12x128x64xf32>) outs(%89 : tensor<2x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_321 = tensor.collapse_shape %transposed_320 [[0], [1], [2, 3]] : tensor<2x128x12x64xf32> into tensor<2x128x768xf32>
    %transposed_322 = linalg.transpose ins(%arg189 : tensor<768x768xf32>) outs(%46 : tensor<768x768xf32>) permutation = [1, 0] 
    %823 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_322 : tensor<768x768xf32>) outs(%90 : tensor<2x768x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x768x768xf32>
    %824 = linalg.batch_matmul ins(%collapsed_321, %823 : tensor<2x128x768xf32>, tensor<2x768x768xf32>) outs(%92 : tensor<2x128x768xf32>) -> tensor<2x128x768xf32>
    %825 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%824, %arg190 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %826 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %800 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %827 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %828 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%827 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %829 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %830 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%827, %829 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %831 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830, %830 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %832 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%831 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %833 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %834 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %835 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%826 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %836 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%835 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %837 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %838 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%837 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %839 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826, %836 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %840 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%839, %838 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %841 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%840, %arg191 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %842 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%841, %arg192 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %collapsed_323 = tensor.collapse_shape %842 [[0, 1], [2]] : tensor<2x128x768xf32> into tensor<256x768xf32>
    %transposed_324 = linalg.transpose ins(%arg193 : tensor<3072x768xf32>) outs(%112 : tensor<768x3072xf32>) permutation = [1, 0] 
    %843 = linalg.matmul ins(%collapsed_323, %transposed_324 : tensor<256x768xf32>, tensor<768x3072xf32>) outs(%114 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
    %844 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg194 : tensor<3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x3072xf32>
    %845 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%843, %844 : tensor<256x3072xf32>, tensor<256x3072xf32>) outs(%113 : tensor<256x3072xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x3072xf32>
    %expanded_325 = tensor.expand_shape %845 [[0, 1], [2]] output_shape [2, 128, 3072] : tensor<256x3072xf32> into tensor<2x128x3072xf32>
    %846 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_325 : tensor<2x128x3072xf32>) outs(%118 : tensor<2x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_13 : f32
      %868 = math.erf %867 : f32
      %869 = arith.addf %868, %cst_2 : f32
      %870 = arith.mulf %869, %cst_3 : f32
      %871 = arith.mulf %in, %870 : f32
      linalg.yield %871 : f32
    } -> tensor<2x128x3072xf32>
    %collapsed_326 = tensor.collapse_shape %846 [[0, 1], [2]] : tensor<2x128x3072xf32> into tensor<256x3072xf32>
    %transposed_327 = linalg.transpose ins(%arg195 : tensor<768x3072xf32>) outs(%120 : tensor<3072x768xf32>) permutation = [1, 0] 
    %847 = linalg.matmul ins(%collapsed_326, %transposed_327 : tensor<256x3072xf32>, tensor<3072x768xf32>) outs(%48 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %848 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg196 : tensor<768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %849 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%847, %848 : tensor<256x768xf32>, tensor<256x768xf32>) outs(%47 : tensor<256x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<256x768xf32>
    %expanded_328 = tensor.expand_shape %849 [[0, 1], [2]] output_shape [2, 128, 768] : tensor<256x768xf32> into tensor<2x128x768xf32>
    %850 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_328, %842 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %851 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850 : tensor<2x128x768xf32>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %867 = arith.extf %in : f32 to f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %852 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%851 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %853 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %854 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%851, %853 : tensor<2x128x768xf64>, tensor<2x128x1xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.subf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %855 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%854, %854 : tensor<2x128x768xf64>, tensor<2x128x768xf64>) outs(%12 : tensor<2x128x768xf64>) {
    ^bb0(%in: f64, %in_329: f64, %out: f64):
      %867 = arith.mulf %in, %in_329 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x768xf64>
    %856 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%855 : tensor<2x128x768xf64>) outs(%15 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.addf %in, %out : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %857 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%856 : tensor<2x128x1xf64>) outs(%14 : tensor<2x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %867 = arith.divf %in, %cst_11 : f64
      linalg.yield %867 : f64
    } -> tensor<2x128x1xf64>
    %858 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%857 : tensor<2x128x1xf64>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %867 = arith.truncf %in : f64 to f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %859 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%850 : tensor<2x128x768xf32>) outs(%24 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.addf %in, %out : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %860 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%859 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.divf %in, %cst_12 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %861 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%858 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = arith.truncf %cst_10 : f64 to f32
      %868 = arith.addf %in, %867 : f32
      linalg.yield %868 : f32
    } -> tensor<2x128x1xf32>
    %862 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%861 : tensor<2x128x1xf32>) outs(%22 : tensor<2x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %867 = math.rsqrt %in : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x1xf32>
    %863 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850, %860 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.subf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %864 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%863, %862 : tensor<2x128x768xf32>, tensor<2x128x1xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %865 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%864, %arg197 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.mulf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    %866 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%865, %arg198 : tensor<2x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<2x128x768xf32>) {
    ^bb0(%in: f32, %in_329: f32, %out: f32):
      %867 = arith.addf %in, %in_329 : f32
      linalg.yield %867 : f32
    } -> tensor<2x128x768xf32>
    return %866 : tensor<2x128x768xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_512_torch.int64_1: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_512_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F0000000000000080000000000000008100000000000000820000000000000083000000000000008400000000000000850000000000000086000000000000008700000000000000880000000000000089000000000000008A000000000000008B000000000000008C000000000000008D000000000000008E000000000000008F0000000000000090000000000000009100000000000000920000000000000093000000000000009400000000000000950000000000000096000000000000009700000000000000980000000000000099000000000000009A000000000000009B000000000000009C000000000000009D000000000000009E000000000000009F00000000000000A000000000000000A100000000000000A200000000000000A300000000000000A400000000000000A500000000000000A600000000000000A700000000000000A800000000000000A900000000000000AA00000000000000AB00000000000000AC00000000000000AD00000000000000AE00000000000000AF00000000000000B000000000000000B100000000000000B200000000000000B300000000000000B400000000000000B500000000000000B600000000000000B700000000000000B800000000000000B900000000000000BA00000000000000BB00000000000000BC00000000000000BD00000000000000BE00000000000000BF00000000000000C000000000000000C100000000000000C200000000000000C300000000000000C400000000000000C500000000000000C600000000000000C700000000000000C800000000000000C900000000000000CA00000000000000CB00000000000000CC00000000000000CD00000000000000CE00000000000000CF00000000000000D000000000000000D100000000000000D200000000000000D300000000000000D400000000000000D500000000000000D600000000000000D700000000000000D800000000000000D900000000000000DA00000000000000DB00000000000000DC00000000000000DD00000000000000DE00000000000000DF00000000000000E000000000000000E100000000000000E200000000000000E300000000000000E400000000000000E500000000000000E600000000000000E700000000000000E800000000000000E900000000000000EA00000000000000EB00000000000000EC00000000000000ED00000000000000EE00000000000000EF00000000000000F000000000000000F100000000000000F200000000000000F300000000000000F400000000000000F500000000000000F600000000000000F700000000000000F800000000000000F900000000000000FA00000000000000FB00000000000000FC00000000000000FD00000000000000FE00000000000000FF0000000000000000010000000000000101000000000000020100000000000003010000000000000401000000000000050100000000000006010000000000000701000000000000080100000000000009010000000000000A010000000000000B010000000000000C010000000000000D010000000000000E010000000000000F0100000000000010010000000000001101000000000000120100000000000013010000000000001401000000000000150100000000000016010000000000001701000000000000180100000000000019010000000000001A010000000000001B010000000000001C010000000000001D010000000000001E010000000000001F0100000000000020010000000000002101000000000000220100000000000023010000000000002401000000000000250100000000000026010000000000002701000000000000280100000000000029010000000000002A010000000000002B010000000000002C010000000000002D010000000000002E010000000000002F0100000000000030010000000000003101000000000000320100000000000033010000000000003401000000000000350100000000000036010000000000003701000000000000380100000000000039010000000000003A010000000000003B010000000000003C010000000000003D010000000000003E010000000000003F0100000000000040010000000000004101000000000000420100000000000043010000000000004401000000000000450100000000000046010000000000004701000000000000480100000000000049010000000000004A010000000000004B010000000000004C010000000000004D010000000000004E010000000000004F0100000000000050010000000000005101000000000000520100000000000053010000000000005401000000000000550100000000000056010000000000005701000000000000580100000000000059010000000000005A010000000000005B010000000000005C010000000000005D010000000000005E010000000000005F0100000000000060010000000000006101000000000000620100000000000063010000000000006401000000000000650100000000000066010000000000006701000000000000680100000000000069010000000000006A010000000000006B010000000000006C010000000000006D010000000000006E010000000000006F0100000000000070010000000000007101000000000000720100000000000073010000000000007401000000000000750100000000000076010000000000007701000000000000780100000000000079010000000000007A010000000000007B010000000000007C010000000000007D010000000000007E010000000000007F0100000000000080010000000000008101000000000000820100000000000083010000000000008401000000000000850100000000000086010000000000008701000000000000880100000000000089010000000000008A010000000000008B010000000000008C010000000000008D010000000000008E010000000000008F0100000000000090010000000000009101000000000000920100000000000093010000000000009401000000000000950100000000000096010000000000009701000000000000980100000000000099010000000000009A010000000000009B010000000000009C010000000000009D010000000000009E010000000000009F01000000000000A001000000000000A101000000000000A201000000000000A301000000000000A401000000000000A501000000000000A601000000000000A701000000000000A801000000000000A901000000000000AA01000000000000AB01000000000000AC01000000000000AD01000000000000AE01000000000000AF01000000000000B001000000000000B101000000000000B201000000000000B301000000000000B401000000000000B501000000000000B601000000000000B701000000000000B801000000000000B901000000000000BA01000000000000BB01000000000000BC01000000000000BD01000000000000BE01000000000000BF01000000000000C001000000000000C101000000000000C201000000000000C301000000000000C401000000000000C501000000000000C601000000000000C701000000000000C801000000000000C901000000000000CA01000000000000CB01000000000000CC01000000000000CD01000000000000CE01000000000000CF01000000000000D001000000000000D101000000000000D201000000000000D301000000000000D401000000000000D501000000000000D601000000000000D701000000000000D801000000000000D901000000000000DA01000000000000DB01000000000000DC01000000000000DD01000000000000DE01000000000000DF01000000000000E001000000000000E101000000000000E201000000000000E301000000000000E401000000000000E501000000000000E601000000000000E701000000000000E801000000000000E901000000000000EA01000000000000EB01000000000000EC01000000000000ED01000000000000EE01000000000000EF01000000000000F001000000000000F101000000000000F201000000000000F301000000000000F401000000000000F501000000000000F601000000000000F701000000000000F801000000000000F901000000000000FA01000000000000FB01000000000000FC01000000000000FD01000000000000FE01000000000000FF01000000000000"
    }
  }
#-}
