// Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export +
//    torch_mlir.fx.export_and_import).
// Model: BertModel(BertConfig(vocab_size=256, hidden_size=768, num_hidden_layers=12, num_attention_heads=12,
//    intermediate_size=3072, max_position_embeddings=512, type_vocab_size=2, attn_implementation='sdpa'),
//    add_pooling_layer=False), random weights (torch.manual_seed(0)), eval(), bf16
// Part: model, the whole model: BertModel without pooler: word + position + token-type embeddings, LayerNorm, 1
//    layer
// Run: the model is called on input_ids i64[2,512], attention_mask i64[2,512] (attention_mask: batch element 1
//    ends with 16 padding tokens)
// attn_implementation: sdpa. Notable: bidirectional, padding mask (create_bidirectional_mask), 2 heads x 32;
//    embedding gathers, the padding mask built in the graph
// Inputs: %arg0 input_ids: i64[2,512], %arg1 attention_mask: i64[2,512]
// Weights: 197 parameters as function arguments %arg2..%arg198 (torch.func.functional_call); buffers are
//    constants: %arg2 embeddings.word_embeddings.weight: bf16[256,768], %arg3
//    embeddings.position_embeddings.weight: bf16[512,768], %arg4 embeddings.token_type_embeddings.weight:
//    bf16[2,768], %arg5 embeddings.LayerNorm.weight: bf16[768], %arg6 embeddings.LayerNorm.bias: bf16[768],
//    %arg7 encoder.layer.0.attention.self.query.weight: bf16[768,768], %arg8
//    encoder.layer.0.attention.self.query.bias: bf16[768], %arg9 encoder.layer.0.attention.self.key.weight:
//    bf16[768,768], %arg10 encoder.layer.0.attention.self.key.bias: bf16[768], %arg11
//    encoder.layer.0.attention.self.value.weight: bf16[768,768], %arg12
//    encoder.layer.0.attention.self.value.bias: bf16[768], %arg13
//    encoder.layer.0.attention.output.dense.weight: bf16[768,768], %arg14
//    encoder.layer.0.attention.output.dense.bias: bf16[768], %arg15
//    encoder.layer.0.attention.output.LayerNorm.weight: bf16[768], %arg16
//    encoder.layer.0.attention.output.LayerNorm.bias: bf16[768], %arg17
//    encoder.layer.0.intermediate.dense.weight: bf16[3072,768], %arg18 encoder.layer.0.intermediate.dense.bias:
//    bf16[3072], %arg19 encoder.layer.0.output.dense.weight: bf16[768,3072], %arg20
//    encoder.layer.0.output.dense.bias: bf16[768], %arg21 encoder.layer.0.output.LayerNorm.weight: bf16[768],
//    %arg22 encoder.layer.0.output.LayerNorm.bias: bf16[768], %arg23
//    encoder.layer.1.attention.self.query.weight: bf16[768,768], %arg24
//    encoder.layer.1.attention.self.query.bias: bf16[768], %arg25 encoder.layer.1.attention.self.key.weight:
//    bf16[768,768], %arg26 encoder.layer.1.attention.self.key.bias: bf16[768], %arg27
//    encoder.layer.1.attention.self.value.weight: bf16[768,768], %arg28
//    encoder.layer.1.attention.self.value.bias: bf16[768], %arg29
//    encoder.layer.1.attention.output.dense.weight: bf16[768,768], %arg30
//    encoder.layer.1.attention.output.dense.bias: bf16[768], %arg31
//    encoder.layer.1.attention.output.LayerNorm.weight: bf16[768], %arg32
//    encoder.layer.1.attention.output.LayerNorm.bias: bf16[768], %arg33
//    encoder.layer.1.intermediate.dense.weight: bf16[3072,768], %arg34 encoder.layer.1.intermediate.dense.bias:
//    bf16[3072], %arg35 encoder.layer.1.output.dense.weight: bf16[768,3072], %arg36
//    encoder.layer.1.output.dense.bias: bf16[768], %arg37 encoder.layer.1.output.LayerNorm.weight: bf16[768],
//    %arg38 encoder.layer.1.output.LayerNorm.bias: bf16[768], %arg39
//    encoder.layer.2.attention.self.query.weight: bf16[768,768], %arg40
//    encoder.layer.2.attention.self.query.bias: bf16[768], %arg41 encoder.layer.2.attention.self.key.weight:
//    bf16[768,768], %arg42 encoder.layer.2.attention.self.key.bias: bf16[768], %arg43
//    encoder.layer.2.attention.self.value.weight: bf16[768,768], %arg44
//    encoder.layer.2.attention.self.value.bias: bf16[768], %arg45
//    encoder.layer.2.attention.output.dense.weight: bf16[768,768], %arg46
//    encoder.layer.2.attention.output.dense.bias: bf16[768], %arg47
//    encoder.layer.2.attention.output.LayerNorm.weight: bf16[768], %arg48
//    encoder.layer.2.attention.output.LayerNorm.bias: bf16[768], %arg49
//    encoder.layer.2.intermediate.dense.weight: bf16[3072,768], %arg50 encoder.layer.2.intermediate.dense.bias:
//    bf16[3072], %arg51 encoder.layer.2.output.dense.weight: bf16[768,3072], %arg52
//    encoder.layer.2.output.dense.bias: bf16[768], %arg53 encoder.layer.2.output.LayerNorm.weight: bf16[768],
//    %arg54 encoder.layer.2.output.LayerNorm.bias: bf16[768], %arg55
//    encoder.layer.3.attention.self.query.weight: bf16[768,768], %arg56
//    encoder.layer.3.attention.self.query.bias: bf16[768], %arg57 encoder.layer.3.attention.self.key.weight:
//    bf16[768,768], %arg58 encoder.layer.3.attention.self.key.bias: bf16[768], %arg59
//    encoder.layer.3.attention.self.value.weight: bf16[768,768], %arg60
//    encoder.layer.3.attention.self.value.bias: bf16[768], %arg61
//    encoder.layer.3.attention.output.dense.weight: bf16[768,768], %arg62
//    encoder.layer.3.attention.output.dense.bias: bf16[768], %arg63
//    encoder.layer.3.attention.output.LayerNorm.weight: bf16[768], %arg64
//    encoder.layer.3.attention.output.LayerNorm.bias: bf16[768], %arg65
//    encoder.layer.3.intermediate.dense.weight: bf16[3072,768], %arg66 encoder.layer.3.intermediate.dense.bias:
//    bf16[3072], %arg67 encoder.layer.3.output.dense.weight: bf16[768,3072], %arg68
//    encoder.layer.3.output.dense.bias: bf16[768], %arg69 encoder.layer.3.output.LayerNorm.weight: bf16[768],
//    %arg70 encoder.layer.3.output.LayerNorm.bias: bf16[768], %arg71
//    encoder.layer.4.attention.self.query.weight: bf16[768,768], %arg72
//    encoder.layer.4.attention.self.query.bias: bf16[768], %arg73 encoder.layer.4.attention.self.key.weight:
//    bf16[768,768], %arg74 encoder.layer.4.attention.self.key.bias: bf16[768], %arg75
//    encoder.layer.4.attention.self.value.weight: bf16[768,768], %arg76
//    encoder.layer.4.attention.self.value.bias: bf16[768], %arg77
//    encoder.layer.4.attention.output.dense.weight: bf16[768,768], %arg78
//    encoder.layer.4.attention.output.dense.bias: bf16[768], %arg79
//    encoder.layer.4.attention.output.LayerNorm.weight: bf16[768], %arg80
//    encoder.layer.4.attention.output.LayerNorm.bias: bf16[768], %arg81
//    encoder.layer.4.intermediate.dense.weight: bf16[3072,768], %arg82 encoder.layer.4.intermediate.dense.bias:
//    bf16[3072], %arg83 encoder.layer.4.output.dense.weight: bf16[768,3072], %arg84
//    encoder.layer.4.output.dense.bias: bf16[768], %arg85 encoder.layer.4.output.LayerNorm.weight: bf16[768],
//    %arg86 encoder.layer.4.output.LayerNorm.bias: bf16[768], %arg87
//    encoder.layer.5.attention.self.query.weight: bf16[768,768], %arg88
//    encoder.layer.5.attention.self.query.bias: bf16[768], %arg89 encoder.layer.5.attention.self.key.weight:
//    bf16[768,768], %arg90 encoder.layer.5.attention.self.key.bias: bf16[768], %arg91
//    encoder.layer.5.attention.self.value.weight: bf16[768,768], %arg92
//    encoder.layer.5.attention.self.value.bias: bf16[768], %arg93
//    encoder.layer.5.attention.output.dense.weight: bf16[768,768], %arg94
//    encoder.layer.5.attention.output.dense.bias: bf16[768], %arg95
//    encoder.layer.5.attention.output.LayerNorm.weight: bf16[768], %arg96
//    encoder.layer.5.attention.output.LayerNorm.bias: bf16[768], %arg97
//    encoder.layer.5.intermediate.dense.weight: bf16[3072,768], %arg98 encoder.layer.5.intermediate.dense.bias:
//    bf16[3072], %arg99 encoder.layer.5.output.dense.weight: bf16[768,3072], %arg100
//    encoder.layer.5.output.dense.bias: bf16[768], %arg101 encoder.layer.5.output.LayerNorm.weight: bf16[768],
//    %arg102 encoder.layer.5.output.LayerNorm.bias: bf16[768], %arg103
//    encoder.layer.6.attention.self.query.weight: bf16[768,768], %arg104
//    encoder.layer.6.attention.self.query.bias: bf16[768], %arg105 encoder.layer.6.attention.self.key.weight:
//    bf16[768,768], %arg106 encoder.layer.6.attention.self.key.bias: bf16[768], %arg107
//    encoder.layer.6.attention.self.value.weight: bf16[768,768], %arg108
//    encoder.layer.6.attention.self.value.bias: bf16[768], %arg109
//    encoder.layer.6.attention.output.dense.weight: bf16[768,768], %arg110
//    encoder.layer.6.attention.output.dense.bias: bf16[768], %arg111
//    encoder.layer.6.attention.output.LayerNorm.weight: bf16[768], %arg112
//    encoder.layer.6.attention.output.LayerNorm.bias: bf16[768], %arg113
//    encoder.layer.6.intermediate.dense.weight: bf16[3072,768], %arg114
//    encoder.layer.6.intermediate.dense.bias: bf16[3072], %arg115 encoder.layer.6.output.dense.weight:
//    bf16[768,3072], %arg116 encoder.layer.6.output.dense.bias: bf16[768], %arg117
//    encoder.layer.6.output.LayerNorm.weight: bf16[768], %arg118 encoder.layer.6.output.LayerNorm.bias:
//    bf16[768], %arg119 encoder.layer.7.attention.self.query.weight: bf16[768,768], %arg120
//    encoder.layer.7.attention.self.query.bias: bf16[768], %arg121 encoder.layer.7.attention.self.key.weight:
//    bf16[768,768], %arg122 encoder.layer.7.attention.self.key.bias: bf16[768], %arg123
//    encoder.layer.7.attention.self.value.weight: bf16[768,768], %arg124
//    encoder.layer.7.attention.self.value.bias: bf16[768], %arg125
//    encoder.layer.7.attention.output.dense.weight: bf16[768,768], %arg126
//    encoder.layer.7.attention.output.dense.bias: bf16[768], %arg127
//    encoder.layer.7.attention.output.LayerNorm.weight: bf16[768], %arg128
//    encoder.layer.7.attention.output.LayerNorm.bias: bf16[768], %arg129
//    encoder.layer.7.intermediate.dense.weight: bf16[3072,768], %arg130
//    encoder.layer.7.intermediate.dense.bias: bf16[3072], %arg131 encoder.layer.7.output.dense.weight:
//    bf16[768,3072], %arg132 encoder.layer.7.output.dense.bias: bf16[768], %arg133
//    encoder.layer.7.output.LayerNorm.weight: bf16[768], %arg134 encoder.layer.7.output.LayerNorm.bias:
//    bf16[768], %arg135 encoder.layer.8.attention.self.query.weight: bf16[768,768], %arg136
//    encoder.layer.8.attention.self.query.bias: bf16[768], %arg137 encoder.layer.8.attention.self.key.weight:
//    bf16[768,768], %arg138 encoder.layer.8.attention.self.key.bias: bf16[768], %arg139
//    encoder.layer.8.attention.self.value.weight: bf16[768,768], %arg140
//    encoder.layer.8.attention.self.value.bias: bf16[768], %arg141
//    encoder.layer.8.attention.output.dense.weight: bf16[768,768], %arg142
//    encoder.layer.8.attention.output.dense.bias: bf16[768], %arg143
//    encoder.layer.8.attention.output.LayerNorm.weight: bf16[768], %arg144
//    encoder.layer.8.attention.output.LayerNorm.bias: bf16[768], %arg145
//    encoder.layer.8.intermediate.dense.weight: bf16[3072,768], %arg146
//    encoder.layer.8.intermediate.dense.bias: bf16[3072], %arg147 encoder.layer.8.output.dense.weight:
//    bf16[768,3072], %arg148 encoder.layer.8.output.dense.bias: bf16[768], %arg149
//    encoder.layer.8.output.LayerNorm.weight: bf16[768], %arg150 encoder.layer.8.output.LayerNorm.bias:
//    bf16[768], %arg151 encoder.layer.9.attention.self.query.weight: bf16[768,768], %arg152
//    encoder.layer.9.attention.self.query.bias: bf16[768], %arg153 encoder.layer.9.attention.self.key.weight:
//    bf16[768,768], %arg154 encoder.layer.9.attention.self.key.bias: bf16[768], %arg155
//    encoder.layer.9.attention.self.value.weight: bf16[768,768], %arg156
//    encoder.layer.9.attention.self.value.bias: bf16[768], %arg157
//    encoder.layer.9.attention.output.dense.weight: bf16[768,768], %arg158
//    encoder.layer.9.attention.output.dense.bias: bf16[768], %arg159
//    encoder.layer.9.attention.output.LayerNorm.weight: bf16[768], %arg160
//    encoder.layer.9.attention.output.LayerNorm.bias: bf16[768], %arg161
//    encoder.layer.9.intermediate.dense.weight: bf16[3072,768], %arg162
//    encoder.layer.9.intermediate.dense.bias: bf16[3072], %arg163 encoder.layer.9.output.dense.weight:
//    bf16[768,3072], %arg164 encoder.layer.9.output.dense.bias: bf16[768], %arg165
//    encoder.layer.9.output.LayerNorm.weight: bf16[768], %arg166 encoder.layer.9.output.LayerNorm.bias:
//    bf16[768], %arg167 encoder.layer.10.attention.self.query.weight: bf16[768,768], %arg168
//    encoder.layer.10.attention.self.query.bias: bf16[768], %arg169 encoder.layer.10.attention.self.key.weight:
//    bf16[768,768], %arg170 encoder.layer.10.attention.self.key.bias: bf16[768], %arg171
//    encoder.layer.10.attention.self.value.weight: bf16[768,768], %arg172
//    encoder.layer.10.attention.self.value.bias: bf16[768], %arg173
//    encoder.layer.10.attention.output.dense.weight: bf16[768,768], %arg174
//    encoder.layer.10.attention.output.dense.bias: bf16[768], %arg175
//    encoder.layer.10.attention.output.LayerNorm.weight: bf16[768], %arg176
//    encoder.layer.10.attention.output.LayerNorm.bias: bf16[768], %arg177
//    encoder.layer.10.intermediate.dense.weight: bf16[3072,768], %arg178
//    encoder.layer.10.intermediate.dense.bias: bf16[3072], %arg179 encoder.layer.10.output.dense.weight:
//    bf16[768,3072], %arg180 encoder.layer.10.output.dense.bias: bf16[768], %arg181
//    encoder.layer.10.output.LayerNorm.weight: bf16[768], %arg182 encoder.layer.10.output.LayerNorm.bias:
//    bf16[768], %arg183 encoder.layer.11.attention.self.query.weight: bf16[768,768], %arg184
//    encoder.layer.11.attention.self.query.bias: bf16[768], %arg185 encoder.layer.11.attention.self.key.weight:
//    bf16[768,768], %arg186 encoder.layer.11.attention.self.key.bias: bf16[768], %arg187
//    encoder.layer.11.attention.self.value.weight: bf16[768,768], %arg188
//    encoder.layer.11.attention.self.value.bias: bf16[768], %arg189
//    encoder.layer.11.attention.output.dense.weight: bf16[768,768], %arg190
//    encoder.layer.11.attention.output.dense.bias: bf16[768], %arg191
//    encoder.layer.11.attention.output.LayerNorm.weight: bf16[768], %arg192
//    encoder.layer.11.attention.output.LayerNorm.bias: bf16[768], %arg193
//    encoder.layer.11.intermediate.dense.weight: bf16[3072,768], %arg194
//    encoder.layer.11.intermediate.dense.bias: bf16[3072], %arg195 encoder.layer.11.output.dense.weight:
//    bf16[768,3072], %arg196 encoder.layer.11.output.dense.bias: bf16[768], %arg197
//    encoder.layer.11.output.LayerNorm.weight: bf16[768], %arg198 encoder.layer.11.output.LayerNorm.bias:
//    bf16[768]
// Results: bf16[2,512,768]
// Output type: linalg-on-tensors; SDPA decomposition: PyTorch math (torch-mlir's default table); debug
//    locations: off
// Versions: torch 2.15.0, torch-mlir 20261001, transformers 5.25.0
// Regenerate: venv/bin/python tools/import_torch.py --hf bert:model:sdpa:bf16 --hf-config num_hidden_layers=12 --hf-config hidden_size=768 --hf-config num_attention_heads=12 --hf-config intermediate_size=3072 --hf-config max_position_embeddings=512 --hf-seq 512 -o assets/models/full/bert_base_model_sdpa_s512_bf16.mlir
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
  func.func @main(%arg0: tensor<2x512xi64>, %arg1: tensor<2x512xi64>, %arg2: tensor<256x768xbf16>, %arg3: tensor<512x768xbf16>, %arg4: tensor<2x768xbf16>, %arg5: tensor<768xbf16>, %arg6: tensor<768xbf16>, %arg7: tensor<768x768xbf16>, %arg8: tensor<768xbf16>, %arg9: tensor<768x768xbf16>, %arg10: tensor<768xbf16>, %arg11: tensor<768x768xbf16>, %arg12: tensor<768xbf16>, %arg13: tensor<768x768xbf16>, %arg14: tensor<768xbf16>, %arg15: tensor<768xbf16>, %arg16: tensor<768xbf16>, %arg17: tensor<3072x768xbf16>, %arg18: tensor<3072xbf16>, %arg19: tensor<768x3072xbf16>, %arg20: tensor<768xbf16>, %arg21: tensor<768xbf16>, %arg22: tensor<768xbf16>, %arg23: tensor<768x768xbf16>, %arg24: tensor<768xbf16>, %arg25: tensor<768x768xbf16>, %arg26: tensor<768xbf16>, %arg27: tensor<768x768xbf16>, %arg28: tensor<768xbf16>, %arg29: tensor<768x768xbf16>, %arg30: tensor<768xbf16>, %arg31: tensor<768xbf16>, %arg32: tensor<768xbf16>, %arg33: tensor<3072x768xbf16>, %arg34: tensor<3072xbf16>, %arg35: tensor<768x3072xbf16>, %arg36: tensor<768xbf16>, %arg37: tensor<768xbf16>, %arg38: tensor<768xbf16>, %arg39: tensor<768x768xbf16>, %arg40: tensor<768xbf16>, %arg41: tensor<768x768xbf16>, %arg42: tensor<768xbf16>, %arg43: tensor<768x768xbf16>, %arg44: tensor<768xbf16>, %arg45: tensor<768x768xbf16>, %arg46: tensor<768xbf16>, %arg47: tensor<768xbf16>, %arg48: tensor<768xbf16>, %arg49: tensor<3072x768xbf16>, %arg50: tensor<3072xbf16>, %arg51: tensor<768x3072xbf16>, %arg52: tensor<768xbf16>, %arg53: tensor<768xbf16>, %arg54: tensor<768xbf16>, %arg55: tensor<768x768xbf16>, %arg56: tensor<768xbf16>, %arg57: tensor<768x768xbf16>, %arg58: tensor<768xbf16>, %arg59: tensor<768x768xbf16>, %arg60: tensor<768xbf16>, %arg61: tensor<768x768xbf16>, %arg62: tensor<768xbf16>, %arg63: tensor<768xbf16>, %arg64: tensor<768xbf16>, %arg65: tensor<3072x768xbf16>, %arg66: tensor<3072xbf16>, %arg67: tensor<768x3072xbf16>, %arg68: tensor<768xbf16>, %arg69: tensor<768xbf16>, %arg70: tensor<768xbf16>, %arg71: tensor<768x768xbf16>, %arg72: tensor<768xbf16>, %arg73: tensor<768x768xbf16>, %arg74: tensor<768xbf16>, %arg75: tensor<768x768xbf16>, %arg76: tensor<768xbf16>, %arg77: tensor<768x768xbf16>, %arg78: tensor<768xbf16>, %arg79: tensor<768xbf16>, %arg80: tensor<768xbf16>, %arg81: tensor<3072x768xbf16>, %arg82: tensor<3072xbf16>, %arg83: tensor<768x3072xbf16>, %arg84: tensor<768xbf16>, %arg85: tensor<768xbf16>, %arg86: tensor<768xbf16>, %arg87: tensor<768x768xbf16>, %arg88: tensor<768xbf16>, %arg89: tensor<768x768xbf16>, %arg90: tensor<768xbf16>, %arg91: tensor<768x768xbf16>, %arg92: tensor<768xbf16>, %arg93: tensor<768x768xbf16>, %arg94: tensor<768xbf16>, %arg95: tensor<768xbf16>, %arg96: tensor<768xbf16>, %arg97: tensor<3072x768xbf16>, %arg98: tensor<3072xbf16>, %arg99: tensor<768x3072xbf16>, %arg100: tensor<768xbf16>, %arg101: tensor<768xbf16>, %arg102: tensor<768xbf16>, %arg103: tensor<768x768xbf16>, %arg104: tensor<768xbf16>, %arg105: tensor<768x768xbf16>, %arg106: tensor<768xbf16>, %arg107: tensor<768x768xbf16>, %arg108: tensor<768xbf16>, %arg109: tensor<768x768xbf16>, %arg110: tensor<768xbf16>, %arg111: tensor<768xbf16>, %arg112: tensor<768xbf16>, %arg113: tensor<3072x768xbf16>, %arg114: tensor<3072xbf16>, %arg115: tensor<768x3072xbf16>, %arg116: tensor<768xbf16>, %arg117: tensor<768xbf16>, %arg118: tensor<768xbf16>, %arg119: tensor<768x768xbf16>, %arg120: tensor<768xbf16>, %arg121: tensor<768x768xbf16>, %arg122: tensor<768xbf16>, %arg123: tensor<768x768xbf16>, %arg124: tensor<768xbf16>, %arg125: tensor<768x768xbf16>, %arg126: tensor<768xbf16>, %arg127: tensor<768xbf16>, %arg128: tensor<768xbf16>, %arg129: tensor<3072x768xbf16>, %arg130: tensor<3072xbf16>, %arg131: tensor<768x3072xbf16>, %arg132: tensor<768xbf16>, %arg133: tensor<768xbf16>, %arg134: tensor<768xbf16>, %arg135: tensor<768x768xbf16>, %arg136: tensor<768xbf16>, %arg137: tensor<768x768xbf16>, %arg138: tensor<768xbf16>, %arg139: tensor<768x768xbf16>, %arg140: tensor<768xbf16>, %arg141: tensor<768x768xbf16>, %arg142: tensor<768xbf16>, %arg143: tensor<768xbf16>, %arg144: tensor<768xbf16>, %arg145: tensor<3072x768xbf16>, %arg146: tensor<3072xbf16>, %arg147: tensor<768x3072xbf16>, %arg148: tensor<768xbf16>, %arg149: tensor<768xbf16>, %arg150: tensor<768xbf16>, %arg151: tensor<768x768xbf16>, %arg152: tensor<768xbf16>, %arg153: tensor<768x768xbf16>, %arg154: tensor<768xbf16>, %arg155: tensor<768x768xbf16>, %arg156: tensor<768xbf16>, %arg157: tensor<768x768xbf16>, %arg158: tensor<768xbf16>, %arg159: tensor<768xbf16>, %arg160: tensor<768xbf16>, %arg161: tensor<3072x768xbf16>, %arg162: tensor<3072xbf16>, %arg163: tensor<768x3072xbf16>, %arg164: tensor<768xbf16>, %arg165: tensor<768xbf16>, %arg166: tensor<768xbf16>, %arg167: tensor<768x768xbf16>, %arg168: tensor<768xbf16>, %arg169: tensor<768x768xbf16>, %arg170: tensor<768xbf16>, %arg171: tensor<768x768xbf16>, %arg172: tensor<768xbf16>, %arg173: tensor<768x768xbf16>, %arg174: tensor<768xbf16>, %arg175: tensor<768xbf16>, %arg176: tensor<768xbf16>, %arg177: tensor<3072x768xbf16>, %arg178: tensor<3072xbf16>, %arg179: tensor<768x3072xbf16>, %arg180: tensor<768xbf16>, %arg181: tensor<768xbf16>, %arg182: tensor<768xbf16>, %arg183: tensor<768x768xbf16>, %arg184: tensor<768xbf16>, %arg185: tensor<768x768xbf16>, %arg186: tensor<768xbf16>, %arg187: tensor<768x768xbf16>, %arg188: tensor<768xbf16>, %arg189: tensor<768x768xbf16>, %arg190: tensor<768xbf16>, %arg191: tensor<768xbf16>, %arg192: tensor<768xbf16>, %arg193: tensor<3072x768xbf16>, %arg194: tensor<3072xbf16>, %arg195: tensor<768x3072xbf16>, %arg196: tensor<768xbf16>, %arg197: tensor<768xbf16>, %arg198: tensor<768xbf16>) -> tensor<2x512x768xbf16> {
    %c512 = arith.constant 512 : index
    %c2 = arith.constant 2 : index
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %cst_3 = arith.constant 2.000000e+00 : bf16
    %cst_4 = arith.constant 5.000000e-01 : bf16
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<2x12x512x512xf32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_7 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_8 = arith.constant dense<true> : tensor<i1>
    %cst_9 = arith.constant 0.35355339059327379 : f64
    %cst_10 = arith.constant 0xFFF0000000000000 : f64
    %cst_11 = arith.constant 9.9999999999999998E-13 : f64
    %c0 = arith.constant 0 : index
    %cst_12 = arith.constant 7.680000e+02 : f64
    %cst_13 = arith.constant 7.680000e+02 : f32
    %c2_i64 = arith.constant 2 : i64
    %c512_i64 = arith.constant 512 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst_14 = arith.constant dense_resource<torch_tensor_1_512_torch.int64_1> : tensor<1x512xi64>
    %cst_15 = arith.constant dense_resource<torch_tensor_1_512_torch.int64> : tensor<1x512xi64>
    %0 = tensor.empty() : tensor<1x512xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x512xi64>) -> tensor<1x512xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_15 : tensor<1x512xi64>) outs(%1 : tensor<1x512xi64>) {
    ^bb0(%in: i64, %out: i64):
      %1202 = arith.index_cast %in : i64 to index
      %1203 = arith.cmpi slt, %1202, %c512 : index
      cf.assert %1203, "index must be smaller than dim size"
      %1204 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1204, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_14[%c0, %1202] : tensor<1x512xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x512xi64>
    %3 = tensor.empty() : tensor<2x512xi64>
    %collapsed = tensor.collapse_shape %2 [[0, 1]] : tensor<1x512xi64> into tensor<512xi64>
    %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<512xi64>) outs(%3 : tensor<2x512xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x512xi64>
    %5 = tensor.empty() : tensor<2x512x768xbf16>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x512xi64>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %1202 = arith.index_cast %in : i64 to index
      %1203 = linalg.index 2 : index
      %1204 = arith.cmpi slt, %1202, %c256 : index
      cf.assert %1204, "index must be smaller than dim size"
      %1205 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1205, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%1202, %1203] : tensor<256x768xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x512x768xbf16>
    %7 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x512xi64>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %1202 = arith.index_cast %in : i64 to index
      %1203 = linalg.index 2 : index
      %1204 = arith.cmpi slt, %1202, %c2 : index
      cf.assert %1204, "index must be smaller than dim size"
      %1205 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1205, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg4[%1202, %1203] : tensor<2x768xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x512x768xbf16>
    %8 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %9 = tensor.empty() : tensor<1x512x768xbf16>
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15 : tensor<1x512xi64>) outs(%9 : tensor<1x512x768xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %1202 = arith.index_cast %in : i64 to index
      %1203 = linalg.index 2 : index
      %1204 = arith.cmpi slt, %1202, %c512 : index
      cf.assert %1204, "index must be smaller than dim size"
      %1205 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1205, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%1202, %1203] : tensor<512x768xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x512x768xbf16>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<2x512x768xbf16>, tensor<1x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %12 = tensor.empty() : tensor<2x512x768xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %14 = tensor.empty() : tensor<2x512x768xf64>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %16 = tensor.empty() : tensor<2x512x1xf64>
    %17 = linalg.fill ins(%cst : f64) outs(%16 : tensor<2x512x1xf64>) -> tensor<2x512x1xf64>
    %18 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %19 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %20 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %19 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %21 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %20 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %22 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %24 = tensor.empty() : tensor<2x512x1xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %26 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<2x512x1xf32>) -> tensor<2x512x1xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %28 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %30 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %33 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %arg5 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %arg6 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %36 = tensor.empty() : tensor<2x512xi1>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x512xi64>) outs(%36 : tensor<2x512xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1202 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %1202 : i1
    } -> tensor<2x512xi1>
    %38 = tensor.empty() : tensor<2xi64>
    %39 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%38 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %1202 = linalg.index 0 : index
      %1203 = arith.index_cast %1202 : index to i64
      linalg.yield %1203 : i64
    } -> tensor<2xi64>
    %40 = tensor.empty() : tensor<512xi64>
    %41 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%40 : tensor<512xi64>) {
    ^bb0(%out: i64):
      %1202 = linalg.index 0 : index
      %1203 = arith.index_cast %1202 : index to i64
      linalg.yield %1203 : i64
    } -> tensor<512xi64>
    %expanded = tensor.expand_shape %39 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_16 = tensor.expand_shape %41 [[0, 1, 2, 3]] output_shape [1, 1, 512, 1] : tensor<512xi64> into tensor<1x1x512x1xi64>
    %expanded_17 = tensor.expand_shape %41 [[0, 1, 2, 3]] output_shape [1, 1, 1, 512] : tensor<512xi64> into tensor<1x1x1x512xi64>
    %42 = tensor.empty() : tensor<1x1x512x1xi1>
    %43 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x1x512x1xi64>) outs(%42 : tensor<1x1x512x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1202 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %1202 : i1
    } -> tensor<1x1x512x1xi1>
    %44 = linalg.generic {indexing_maps = [#map9, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_8, %43 : tensor<i1>, tensor<1x1x512x1xi1>) outs(%42 : tensor<1x1x512x1xi1>) {
    ^bb0(%in: i1, %in_341: i1, %out: i1):
      %1202 = arith.andi %in, %in_341 : i1
      linalg.yield %1202 : i1
    } -> tensor<1x1x512x1xi1>
    %45 = tensor.empty() : tensor<2x1x1x512xi1>
    %46 = linalg.generic {indexing_maps = [#map10, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_17 : tensor<2x1x1x1xi64>, tensor<1x1x1x512xi64>) outs(%45 : tensor<2x1x1x512xi1>) {
    ^bb0(%in: i64, %in_341: i64, %out: i1):
      %1202 = arith.cmpi slt, %in, %c0_i64 : i64
      %1203 = arith.addi %in, %c2_i64 : i64
      %1204 = arith.select %1202, %1203, %in : i64
      %1205 = arith.index_cast %1204 : i64 to index
      %1206 = arith.cmpi slt, %in_341, %c0_i64 : i64
      %1207 = arith.addi %in_341, %c512_i64 : i64
      %1208 = arith.select %1206, %1207, %in_341 : i64
      %1209 = arith.index_cast %1208 : i64 to index
      %extracted = tensor.extract %37[%1205, %1209] : tensor<2x512xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x512xi1>
    %47 = tensor.empty() : tensor<2x1x512x512xi1>
    %48 = linalg.generic {indexing_maps = [#map12, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %46 : tensor<1x1x512x1xi1>, tensor<2x1x1x512xi1>) outs(%47 : tensor<2x1x512x512xi1>) {
    ^bb0(%in: i1, %in_341: i1, %out: i1):
      %1202 = arith.andi %in, %in_341 : i1
      linalg.yield %1202 : i1
    } -> tensor<2x1x512x512xi1>
    %collapsed_18 = tensor.collapse_shape %35 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %49 = tensor.empty() : tensor<768x768xbf16>
    %transposed = linalg.transpose ins(%arg7 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %50 = tensor.empty() : tensor<768xf32>
    %51 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg8 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %52 = tensor.empty() : tensor<1024x768xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_18 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %54 = tensor.empty() : tensor<768x768xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %56 = linalg.fill ins(%cst_0 : f32) outs(%52 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %57 = linalg.matmul ins(%53, %55 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%57, %58 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %60 = tensor.empty() : tensor<1024x768xbf16>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_19 = tensor.expand_shape %61 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %62 = tensor.empty() : tensor<2x12x512x64xbf16>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_21 = linalg.transpose ins(%arg9 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %63 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg10 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_21 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %65 = linalg.matmul ins(%53, %64 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%65, %66 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%67 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_22 = tensor.expand_shape %68 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_24 = linalg.transpose ins(%arg11 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %69 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg12 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_24 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %71 = linalg.matmul ins(%53, %70 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%71, %72 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_25 = tensor.expand_shape %74 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %75 = tensor.empty() : tensor<2x1x512x512xbf16>
    %76 = linalg.generic {indexing_maps = [#map8, #map9, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %cst_6, %cst_7 : tensor<2x1x512x512xi1>, tensor<bf16>, tensor<bf16>) outs(%75 : tensor<2x1x512x512xbf16>) {
    ^bb0(%in: i1, %in_341: bf16, %in_342: bf16, %out: bf16):
      %1202 = arith.select %in, %in_341, %in_342 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x1x512x512xbf16>
    %77 = tensor.empty() : tensor<2x12x512x64xf32>
    %78 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %79 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_23 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %80 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_26 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %81 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<2x12x512x64xf32>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x64xf32>
    %82 = tensor.empty() : tensor<2x12x64x512xf32>
    %transposed_27 = linalg.transpose ins(%79 : tensor<2x12x512x64xf32>) outs(%82 : tensor<2x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %83 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_27 : tensor<2x12x64x512xf32>) outs(%82 : tensor<2x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x64x512xf32>
    %collapsed_28 = tensor.collapse_shape %81 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %collapsed_29 = tensor.collapse_shape %83 [[0, 1], [2], [3]] : tensor<2x12x64x512xf32> into tensor<24x64x512xf32>
    %84 = tensor.empty() : tensor<24x512x512xf32>
    %85 = linalg.fill ins(%cst_0 : f32) outs(%84 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %86 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<24x512x64xf32>, tensor<24x64x512xf32>) outs(%85 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %expanded_30 = tensor.expand_shape %86 [[0, 1], [2], [3]] output_shape [2, 12, 512, 512] : tensor<24x512x512xf32> into tensor<2x12x512x512xf32>
    %87 = tensor.empty() : tensor<2x12x512x512xf32>
    %88 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %76 : tensor<2x12x512x512xf32>, tensor<2x1x512x512xbf16>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x512xf32>
    %89 = tensor.empty() : tensor<2x12x512xi64>
    %90 = linalg.fill ins(%c0_i64 : i64) outs(%89 : tensor<2x12x512xi64>) -> tensor<2x12x512xi64>
    %91 = tensor.empty() : tensor<2x12x512xf32>
    %92 = linalg.fill ins(%cst_1 : f32) outs(%91 : tensor<2x12x512xf32>) -> tensor<2x12x512xf32>
    %93:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%88 : tensor<2x12x512x512xf32>) outs(%92, %90 : tensor<2x12x512xf32>, tensor<2x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_341: i64):
      %1202 = linalg.index 3 : index
      %1203 = arith.index_cast %1202 : index to i64
      %1204 = arith.maximumf %in, %out : f32
      %1205 = arith.cmpf ogt, %in, %out : f32
      %1206 = arith.select %1205, %1203, %out_341 : i64
      linalg.yield %1204, %1206 : f32, i64
    } -> (tensor<2x12x512xf32>, tensor<2x12x512xi64>)
    %expanded_31 = tensor.expand_shape %93#0 [[0], [1], [2, 3]] output_shape [2, 12, 512, 1] : tensor<2x12x512xf32> into tensor<2x12x512x1xf32>
    %94 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_31 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %95 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.exp %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %96 = tensor.empty() : tensor<2x12x512x1xf32>
    %97 = linalg.fill ins(%cst_0 : f32) outs(%96 : tensor<2x12x512x1xf32>) -> tensor<2x12x512x1xf32>
    %98 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%95 : tensor<2x12x512x512xf32>) outs(%97 : tensor<2x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x1xf32>
    %99 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %98 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.divf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %100 = tensor.empty() : tensor<2x12x512x512xi1>
    %101 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<2x12x512x512xf32>) outs(%100 : tensor<2x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1202 = arith.extf %in : f32 to f64
      %1203 = arith.cmpf oeq, %1202, %cst_10 : f64
      linalg.yield %1203 : i1
    } -> tensor<2x12x512x512xi1>
    %102 = tensor.empty() : tensor<2x12x512x1xi1>
    %103 = linalg.fill ins(%true : i1) outs(%102 : tensor<2x12x512x1xi1>) -> tensor<2x12x512x1xi1>
    %104 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%101 : tensor<2x12x512x512xi1>) outs(%103 : tensor<2x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1202 = arith.andi %in, %out : i1
      linalg.yield %1202 : i1
    } -> tensor<2x12x512x1xi1>
    %105 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %cst_5, %99 : tensor<2x12x512x1xi1>, tensor<2x12x512x512xf32>, tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: i1, %in_341: f32, %in_342: f32, %out: f32):
      %1202 = arith.select %in, %in_341, %in_342 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %collapsed_32 = tensor.collapse_shape %105 [[0, 1], [2], [3]] : tensor<2x12x512x512xf32> into tensor<24x512x512xf32>
    %collapsed_33 = tensor.collapse_shape %80 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %106 = tensor.empty() : tensor<24x512x64xf32>
    %107 = linalg.fill ins(%cst_0 : f32) outs(%106 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %108 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<24x512x512xf32>, tensor<24x512x64xf32>) outs(%107 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %expanded_34 = tensor.expand_shape %108 [[0, 1], [2], [3]] output_shape [2, 12, 512, 64] : tensor<24x512x64xf32> into tensor<2x12x512x64xf32>
    %109 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x12x512x64xf32>) outs(%62 : tensor<2x12x512x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x12x512x64xbf16>
    %110 = tensor.empty() : tensor<2x512x12x64xbf16>
    %transposed_35 = linalg.transpose ins(%109 : tensor<2x12x512x64xbf16>) outs(%110 : tensor<2x512x12x64xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_36 = tensor.collapse_shape %transposed_35 [[0], [1], [2, 3]] : tensor<2x512x12x64xbf16> into tensor<2x512x768xbf16>
    %transposed_37 = linalg.transpose ins(%arg13 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %111 = tensor.empty() : tensor<2x768x768xbf16>
    %112 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_37 : tensor<768x768xbf16>) outs(%111 : tensor<2x768x768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x768x768xbf16>
    %113 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %114 = linalg.batch_matmul ins(%collapsed_36, %112 : tensor<2x512x768xbf16>, tensor<2x768x768xbf16>) outs(%113 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %116 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %arg14 : tensor<2x512x768xbf16>, tensor<768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %117 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %35 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %120 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %122 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %121 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %123 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %122 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %124 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %126 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%118 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %128 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %130 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %128 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %130 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %arg15 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %134 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %arg16 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %135 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_38 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %136 = tensor.empty() : tensor<768x3072xbf16>
    %transposed_39 = linalg.transpose ins(%arg17 : tensor<3072x768xbf16>) outs(%136 : tensor<768x3072xbf16>) permutation = [1, 0] 
    %137 = tensor.empty() : tensor<3072xf32>
    %138 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg18 : tensor<3072xbf16>) outs(%137 : tensor<3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_38 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %140 = tensor.empty() : tensor<768x3072xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_39 : tensor<768x3072xbf16>) outs(%140 : tensor<768x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x3072xf32>
    %142 = tensor.empty() : tensor<1024x3072xf32>
    %143 = linalg.fill ins(%cst_0 : f32) outs(%142 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %144 = linalg.matmul ins(%139, %141 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%143 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x3072xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<1024x3072xf32>, tensor<1024x3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %147 = tensor.empty() : tensor<1024x3072xbf16>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<1024x3072xf32>) outs(%147 : tensor<1024x3072xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x3072xbf16>
    %expanded_40 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [2, 512, 3072] : tensor<1024x3072xbf16> into tensor<2x512x3072xbf16>
    %149 = tensor.empty() : tensor<2x512x3072xbf16>
    %150 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x512x3072xbf16>) outs(%149 : tensor<2x512x3072xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1202 = math.sqrt %cst_3 : bf16
      %1203 = arith.divf %in, %1202 : bf16
      %1204 = math.erf %1203 : bf16
      %1205 = arith.addf %1204, %cst_2 : bf16
      %1206 = arith.mulf %1205, %cst_4 : bf16
      %1207 = arith.mulf %in, %1206 : bf16
      linalg.yield %1207 : bf16
    } -> tensor<2x512x3072xbf16>
    %collapsed_41 = tensor.collapse_shape %150 [[0, 1], [2]] : tensor<2x512x3072xbf16> into tensor<1024x3072xbf16>
    %151 = tensor.empty() : tensor<3072x768xbf16>
    %transposed_42 = linalg.transpose ins(%arg19 : tensor<768x3072xbf16>) outs(%151 : tensor<3072x768xbf16>) permutation = [1, 0] 
    %152 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg20 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_41 : tensor<1024x3072xbf16>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %154 = tensor.empty() : tensor<3072x768xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_42 : tensor<3072x768xbf16>) outs(%154 : tensor<3072x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072x768xf32>
    %156 = linalg.matmul ins(%153, %155 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%152 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%156, %157 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%158 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_43 = tensor.expand_shape %159 [[0, 1], [2]] output_shape [2, 512, 768] : tensor<1024x768xbf16> into tensor<2x512x768xbf16>
    %160 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %135 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %161 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %162 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %163 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %164 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %165 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %164 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %166 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %165 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %167 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %168 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %169 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %170 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%161 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %171 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %173 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %176 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %arg21 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %177 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %arg22 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %178 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_44 = tensor.collapse_shape %178 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_45 = linalg.transpose ins(%arg23 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %179 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg24 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_44 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_45 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %182 = linalg.matmul ins(%180, %181 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%179 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%182, %183 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%184 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_46 = tensor.expand_shape %185 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_48 = linalg.transpose ins(%arg25 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %186 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg26 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_48 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %188 = linalg.matmul ins(%180, %187 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%188, %189 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%190 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_49 = tensor.expand_shape %191 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%arg27 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %192 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg28 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_51 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %194 = linalg.matmul ins(%180, %193 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%192 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%194, %195 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_52 = tensor.expand_shape %197 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %198 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_47 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %199 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_50 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %200 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %201 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<2x12x512x64xf32>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x64xf32>
    %transposed_54 = linalg.transpose ins(%199 : tensor<2x12x512x64xf32>) outs(%82 : tensor<2x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %202 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_54 : tensor<2x12x64x512xf32>) outs(%82 : tensor<2x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x64x512xf32>
    %collapsed_55 = tensor.collapse_shape %201 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %collapsed_56 = tensor.collapse_shape %202 [[0, 1], [2], [3]] : tensor<2x12x64x512xf32> into tensor<24x64x512xf32>
    %203 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<24x512x64xf32>, tensor<24x64x512xf32>) outs(%85 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %expanded_57 = tensor.expand_shape %203 [[0, 1], [2], [3]] output_shape [2, 12, 512, 512] : tensor<24x512x512xf32> into tensor<2x12x512x512xf32>
    %204 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_57, %76 : tensor<2x12x512x512xf32>, tensor<2x1x512x512xbf16>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x512xf32>
    %205:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%204 : tensor<2x12x512x512xf32>) outs(%92, %90 : tensor<2x12x512xf32>, tensor<2x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_341: i64):
      %1202 = linalg.index 3 : index
      %1203 = arith.index_cast %1202 : index to i64
      %1204 = arith.maximumf %in, %out : f32
      %1205 = arith.cmpf ogt, %in, %out : f32
      %1206 = arith.select %1205, %1203, %out_341 : i64
      linalg.yield %1204, %1206 : f32, i64
    } -> (tensor<2x12x512xf32>, tensor<2x12x512xi64>)
    %expanded_58 = tensor.expand_shape %205#0 [[0], [1], [2, 3]] output_shape [2, 12, 512, 1] : tensor<2x12x512xf32> into tensor<2x12x512x1xf32>
    %206 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %expanded_58 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %207 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.exp %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %208 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%207 : tensor<2x12x512x512xf32>) outs(%97 : tensor<2x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x1xf32>
    %209 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %208 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.divf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %210 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<2x12x512x512xf32>) outs(%100 : tensor<2x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1202 = arith.extf %in : f32 to f64
      %1203 = arith.cmpf oeq, %1202, %cst_10 : f64
      linalg.yield %1203 : i1
    } -> tensor<2x12x512x512xi1>
    %211 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%210 : tensor<2x12x512x512xi1>) outs(%103 : tensor<2x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1202 = arith.andi %in, %out : i1
      linalg.yield %1202 : i1
    } -> tensor<2x12x512x1xi1>
    %212 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %cst_5, %209 : tensor<2x12x512x1xi1>, tensor<2x12x512x512xf32>, tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: i1, %in_341: f32, %in_342: f32, %out: f32):
      %1202 = arith.select %in, %in_341, %in_342 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %collapsed_59 = tensor.collapse_shape %212 [[0, 1], [2], [3]] : tensor<2x12x512x512xf32> into tensor<24x512x512xf32>
    %collapsed_60 = tensor.collapse_shape %200 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %213 = linalg.batch_matmul ins(%collapsed_59, %collapsed_60 : tensor<24x512x512xf32>, tensor<24x512x64xf32>) outs(%107 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %expanded_61 = tensor.expand_shape %213 [[0, 1], [2], [3]] output_shape [2, 12, 512, 64] : tensor<24x512x64xf32> into tensor<2x12x512x64xf32>
    %214 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<2x12x512x64xf32>) outs(%62 : tensor<2x12x512x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x12x512x64xbf16>
    %transposed_62 = linalg.transpose ins(%214 : tensor<2x12x512x64xbf16>) outs(%110 : tensor<2x512x12x64xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_63 = tensor.collapse_shape %transposed_62 [[0], [1], [2, 3]] : tensor<2x512x12x64xbf16> into tensor<2x512x768xbf16>
    %transposed_64 = linalg.transpose ins(%arg29 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %215 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_64 : tensor<768x768xbf16>) outs(%111 : tensor<2x768x768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x768x768xbf16>
    %216 = linalg.batch_matmul ins(%collapsed_63, %215 : tensor<2x512x768xbf16>, tensor<2x768x768xbf16>) outs(%113 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %217 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %218 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %arg30 : tensor<2x512x768xbf16>, tensor<768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %219 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %178 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %220 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %221 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %222 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%221 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %223 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %224 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %223 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %225 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %224 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %226 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %227 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %228 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %229 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%220 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %230 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %232 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %233 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %230 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %234 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %232 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %235 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %arg31 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %arg32 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %237 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_65 = tensor.collapse_shape %237 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_66 = linalg.transpose ins(%arg33 : tensor<3072x768xbf16>) outs(%136 : tensor<768x3072xbf16>) permutation = [1, 0] 
    %238 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg34 : tensor<3072xbf16>) outs(%137 : tensor<3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_65 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_66 : tensor<768x3072xbf16>) outs(%140 : tensor<768x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x3072xf32>
    %241 = linalg.matmul ins(%239, %240 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%143 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x3072xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%241, %242 : tensor<1024x3072xf32>, tensor<1024x3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%243 : tensor<1024x3072xf32>) outs(%147 : tensor<1024x3072xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x3072xbf16>
    %expanded_67 = tensor.expand_shape %244 [[0, 1], [2]] output_shape [2, 512, 3072] : tensor<1024x3072xbf16> into tensor<2x512x3072xbf16>
    %245 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<2x512x3072xbf16>) outs(%149 : tensor<2x512x3072xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1202 = math.sqrt %cst_3 : bf16
      %1203 = arith.divf %in, %1202 : bf16
      %1204 = math.erf %1203 : bf16
      %1205 = arith.addf %1204, %cst_2 : bf16
      %1206 = arith.mulf %1205, %cst_4 : bf16
      %1207 = arith.mulf %in, %1206 : bf16
      linalg.yield %1207 : bf16
    } -> tensor<2x512x3072xbf16>
    %collapsed_68 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<2x512x3072xbf16> into tensor<1024x3072xbf16>
    %transposed_69 = linalg.transpose ins(%arg35 : tensor<768x3072xbf16>) outs(%151 : tensor<3072x768xbf16>) permutation = [1, 0] 
    %246 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg36 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_68 : tensor<1024x3072xbf16>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_69 : tensor<3072x768xbf16>) outs(%154 : tensor<3072x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072x768xf32>
    %249 = linalg.matmul ins(%247, %248 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%246 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%249, %250 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%251 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_70 = tensor.expand_shape %252 [[0, 1], [2]] output_shape [2, 512, 768] : tensor<1024x768xbf16> into tensor<2x512x768xbf16>
    %253 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %237 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %254 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %256 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%255 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %257 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %258 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %257 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %259 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %258 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %260 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%259 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %261 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %262 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%254 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %264 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %265 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %266 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %267 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %264 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %268 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %266 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %269 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %arg37 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %270 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %arg38 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_71 = tensor.collapse_shape %271 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_72 = linalg.transpose ins(%arg39 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %272 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg40 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_71 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_72 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %275 = linalg.matmul ins(%273, %274 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%272 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%275, %276 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%277 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_73 = tensor.expand_shape %278 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_75 = linalg.transpose ins(%arg41 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %279 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg42 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_75 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %281 = linalg.matmul ins(%273, %280 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%279 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%281, %282 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%283 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_76 = tensor.expand_shape %284 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_78 = linalg.transpose ins(%arg43 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %285 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg44 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_78 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %287 = linalg.matmul ins(%273, %286 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%287, %288 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%289 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_79 = tensor.expand_shape %290 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_80 = linalg.transpose ins(%expanded_79 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %291 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_74 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %292 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_77 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %293 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_80 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %294 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291 : tensor<2x12x512x64xf32>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x64xf32>
    %transposed_81 = linalg.transpose ins(%292 : tensor<2x12x512x64xf32>) outs(%82 : tensor<2x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %295 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_81 : tensor<2x12x64x512xf32>) outs(%82 : tensor<2x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x64x512xf32>
    %collapsed_82 = tensor.collapse_shape %294 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %collapsed_83 = tensor.collapse_shape %295 [[0, 1], [2], [3]] : tensor<2x12x64x512xf32> into tensor<24x64x512xf32>
    %296 = linalg.batch_matmul ins(%collapsed_82, %collapsed_83 : tensor<24x512x64xf32>, tensor<24x64x512xf32>) outs(%85 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %expanded_84 = tensor.expand_shape %296 [[0, 1], [2], [3]] output_shape [2, 12, 512, 512] : tensor<24x512x512xf32> into tensor<2x12x512x512xf32>
    %297 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_84, %76 : tensor<2x12x512x512xf32>, tensor<2x1x512x512xbf16>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x512xf32>
    %298:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%297 : tensor<2x12x512x512xf32>) outs(%92, %90 : tensor<2x12x512xf32>, tensor<2x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_341: i64):
      %1202 = linalg.index 3 : index
      %1203 = arith.index_cast %1202 : index to i64
      %1204 = arith.maximumf %in, %out : f32
      %1205 = arith.cmpf ogt, %in, %out : f32
      %1206 = arith.select %1205, %1203, %out_341 : i64
      linalg.yield %1204, %1206 : f32, i64
    } -> (tensor<2x12x512xf32>, tensor<2x12x512xi64>)
    %expanded_85 = tensor.expand_shape %298#0 [[0], [1], [2, 3]] output_shape [2, 12, 512, 1] : tensor<2x12x512xf32> into tensor<2x12x512x1xf32>
    %299 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %expanded_85 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %300 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299 : tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.exp %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %301 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%300 : tensor<2x12x512x512xf32>) outs(%97 : tensor<2x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x1xf32>
    %302 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %301 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.divf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %303 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<2x12x512x512xf32>) outs(%100 : tensor<2x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1202 = arith.extf %in : f32 to f64
      %1203 = arith.cmpf oeq, %1202, %cst_10 : f64
      linalg.yield %1203 : i1
    } -> tensor<2x12x512x512xi1>
    %304 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%303 : tensor<2x12x512x512xi1>) outs(%103 : tensor<2x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1202 = arith.andi %in, %out : i1
      linalg.yield %1202 : i1
    } -> tensor<2x12x512x1xi1>
    %305 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %cst_5, %302 : tensor<2x12x512x1xi1>, tensor<2x12x512x512xf32>, tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: i1, %in_341: f32, %in_342: f32, %out: f32):
      %1202 = arith.select %in, %in_341, %in_342 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %collapsed_86 = tensor.collapse_shape %305 [[0, 1], [2], [3]] : tensor<2x12x512x512xf32> into tensor<24x512x512xf32>
    %collapsed_87 = tensor.collapse_shape %293 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %306 = linalg.batch_matmul ins(%collapsed_86, %collapsed_87 : tensor<24x512x512xf32>, tensor<24x512x64xf32>) outs(%107 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %expanded_88 = tensor.expand_shape %306 [[0, 1], [2], [3]] output_shape [2, 12, 512, 64] : tensor<24x512x64xf32> into tensor<2x12x512x64xf32>
    %307 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_88 : tensor<2x12x512x64xf32>) outs(%62 : tensor<2x12x512x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x12x512x64xbf16>
    %transposed_89 = linalg.transpose ins(%307 : tensor<2x12x512x64xbf16>) outs(%110 : tensor<2x512x12x64xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_90 = tensor.collapse_shape %transposed_89 [[0], [1], [2, 3]] : tensor<2x512x12x64xbf16> into tensor<2x512x768xbf16>
    %transposed_91 = linalg.transpose ins(%arg45 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %308 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_91 : tensor<768x768xbf16>) outs(%111 : tensor<2x768x768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x768x768xbf16>
    %309 = linalg.batch_matmul ins(%collapsed_90, %308 : tensor<2x512x768xbf16>, tensor<2x768x768xbf16>) outs(%113 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %311 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310, %arg46 : tensor<2x512x768xbf16>, tensor<768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %312 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %271 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %313 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %314 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %315 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%314 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %316 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %317 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %316 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %318 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %317 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %319 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%318 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %320 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %321 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %322 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%313 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %324 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %325 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %326 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %323 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %327 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %325 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %328 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %arg47 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %329 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %arg48 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %330 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_92 = tensor.collapse_shape %330 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_93 = linalg.transpose ins(%arg49 : tensor<3072x768xbf16>) outs(%136 : tensor<768x3072xbf16>) permutation = [1, 0] 
    %331 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg50 : tensor<3072xbf16>) outs(%137 : tensor<3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_92 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_93 : tensor<768x3072xbf16>) outs(%140 : tensor<768x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x3072xf32>
    %334 = linalg.matmul ins(%332, %333 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%143 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%331 : tensor<3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x3072xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%334, %335 : tensor<1024x3072xf32>, tensor<1024x3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%336 : tensor<1024x3072xf32>) outs(%147 : tensor<1024x3072xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x3072xbf16>
    %expanded_94 = tensor.expand_shape %337 [[0, 1], [2]] output_shape [2, 512, 3072] : tensor<1024x3072xbf16> into tensor<2x512x3072xbf16>
    %338 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<2x512x3072xbf16>) outs(%149 : tensor<2x512x3072xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1202 = math.sqrt %cst_3 : bf16
      %1203 = arith.divf %in, %1202 : bf16
      %1204 = math.erf %1203 : bf16
      %1205 = arith.addf %1204, %cst_2 : bf16
      %1206 = arith.mulf %1205, %cst_4 : bf16
      %1207 = arith.mulf %in, %1206 : bf16
      linalg.yield %1207 : bf16
    } -> tensor<2x512x3072xbf16>
    %collapsed_95 = tensor.collapse_shape %338 [[0, 1], [2]] : tensor<2x512x3072xbf16> into tensor<1024x3072xbf16>
    %transposed_96 = linalg.transpose ins(%arg51 : tensor<768x3072xbf16>) outs(%151 : tensor<3072x768xbf16>) permutation = [1, 0] 
    %339 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg52 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %340 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_95 : tensor<1024x3072xbf16>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %341 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_96 : tensor<3072x768xbf16>) outs(%154 : tensor<3072x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072x768xf32>
    %342 = linalg.matmul ins(%340, %341 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%339 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%342, %343 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %345 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%344 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_97 = tensor.expand_shape %345 [[0, 1], [2]] output_shape [2, 512, 768] : tensor<1024x768xbf16> into tensor<2x512x768xbf16>
    %346 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97, %330 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %347 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %348 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %349 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%348 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %350 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %351 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %350 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %352 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %351 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %353 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%352 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %354 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %355 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %356 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%347 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %357 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %358 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %359 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %360 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %357 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %361 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %359 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %362 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %arg53 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %363 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %arg54 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %364 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_98 = tensor.collapse_shape %364 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_99 = linalg.transpose ins(%arg55 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %365 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg56 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_98 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_99 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %368 = linalg.matmul ins(%366, %367 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%365 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%368, %369 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%370 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_100 = tensor.expand_shape %371 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_101 = linalg.transpose ins(%expanded_100 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_102 = linalg.transpose ins(%arg57 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %372 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg58 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_102 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %374 = linalg.matmul ins(%366, %373 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %376 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%374, %375 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %377 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%376 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_103 = tensor.expand_shape %377 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_104 = linalg.transpose ins(%expanded_103 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_105 = linalg.transpose ins(%arg59 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %378 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg60 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %379 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_105 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %380 = linalg.matmul ins(%366, %379 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%378 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %382 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%380, %381 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%382 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_106 = tensor.expand_shape %383 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_107 = linalg.transpose ins(%expanded_106 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %384 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_101 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %385 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_104 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %386 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_107 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %387 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384 : tensor<2x12x512x64xf32>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x64xf32>
    %transposed_108 = linalg.transpose ins(%385 : tensor<2x12x512x64xf32>) outs(%82 : tensor<2x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %388 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_108 : tensor<2x12x64x512xf32>) outs(%82 : tensor<2x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x64x512xf32>
    %collapsed_109 = tensor.collapse_shape %387 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %collapsed_110 = tensor.collapse_shape %388 [[0, 1], [2], [3]] : tensor<2x12x64x512xf32> into tensor<24x64x512xf32>
    %389 = linalg.batch_matmul ins(%collapsed_109, %collapsed_110 : tensor<24x512x64xf32>, tensor<24x64x512xf32>) outs(%85 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %expanded_111 = tensor.expand_shape %389 [[0, 1], [2], [3]] output_shape [2, 12, 512, 512] : tensor<24x512x512xf32> into tensor<2x12x512x512xf32>
    %390 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_111, %76 : tensor<2x12x512x512xf32>, tensor<2x1x512x512xbf16>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x512xf32>
    %391:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%390 : tensor<2x12x512x512xf32>) outs(%92, %90 : tensor<2x12x512xf32>, tensor<2x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_341: i64):
      %1202 = linalg.index 3 : index
      %1203 = arith.index_cast %1202 : index to i64
      %1204 = arith.maximumf %in, %out : f32
      %1205 = arith.cmpf ogt, %in, %out : f32
      %1206 = arith.select %1205, %1203, %out_341 : i64
      linalg.yield %1204, %1206 : f32, i64
    } -> (tensor<2x12x512xf32>, tensor<2x12x512xi64>)
    %expanded_112 = tensor.expand_shape %391#0 [[0], [1], [2, 3]] output_shape [2, 12, 512, 1] : tensor<2x12x512xf32> into tensor<2x12x512x1xf32>
    %392 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390, %expanded_112 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %393 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392 : tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.exp %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %394 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%393 : tensor<2x12x512x512xf32>) outs(%97 : tensor<2x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x1xf32>
    %395 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %394 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.divf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %396 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390 : tensor<2x12x512x512xf32>) outs(%100 : tensor<2x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1202 = arith.extf %in : f32 to f64
      %1203 = arith.cmpf oeq, %1202, %cst_10 : f64
      linalg.yield %1203 : i1
    } -> tensor<2x12x512x512xi1>
    %397 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%396 : tensor<2x12x512x512xi1>) outs(%103 : tensor<2x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1202 = arith.andi %in, %out : i1
      linalg.yield %1202 : i1
    } -> tensor<2x12x512x1xi1>
    %398 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397, %cst_5, %395 : tensor<2x12x512x1xi1>, tensor<2x12x512x512xf32>, tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: i1, %in_341: f32, %in_342: f32, %out: f32):
      %1202 = arith.select %in, %in_341, %in_342 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %collapsed_113 = tensor.collapse_shape %398 [[0, 1], [2], [3]] : tensor<2x12x512x512xf32> into tensor<24x512x512xf32>
    %collapsed_114 = tensor.collapse_shape %386 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %399 = linalg.batch_matmul ins(%collapsed_113, %collapsed_114 : tensor<24x512x512xf32>, tensor<24x512x64xf32>) outs(%107 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %expanded_115 = tensor.expand_shape %399 [[0, 1], [2], [3]] output_shape [2, 12, 512, 64] : tensor<24x512x64xf32> into tensor<2x12x512x64xf32>
    %400 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_115 : tensor<2x12x512x64xf32>) outs(%62 : tensor<2x12x512x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x12x512x64xbf16>
    %transposed_116 = linalg.transpose ins(%400 : tensor<2x12x512x64xbf16>) outs(%110 : tensor<2x512x12x64xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_117 = tensor.collapse_shape %transposed_116 [[0], [1], [2, 3]] : tensor<2x512x12x64xbf16> into tensor<2x512x768xbf16>
    %transposed_118 = linalg.transpose ins(%arg61 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %401 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_118 : tensor<768x768xbf16>) outs(%111 : tensor<2x768x768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x768x768xbf16>
    %402 = linalg.batch_matmul ins(%collapsed_117, %401 : tensor<2x512x768xbf16>, tensor<2x768x768xbf16>) outs(%113 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %403 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %404 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %arg62 : tensor<2x512x768xbf16>, tensor<768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %405 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %364 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %406 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %407 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %408 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%407 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %409 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %410 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407, %409 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %411 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410, %410 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %412 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%411 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %413 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %414 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %415 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%406 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %416 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %417 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %418 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %419 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %416 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %420 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %418 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %421 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %arg63 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %422 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %arg64 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %423 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_119 = tensor.collapse_shape %423 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_120 = linalg.transpose ins(%arg65 : tensor<3072x768xbf16>) outs(%136 : tensor<768x3072xbf16>) permutation = [1, 0] 
    %424 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg66 : tensor<3072xbf16>) outs(%137 : tensor<3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072xf32>
    %425 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_119 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %426 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_120 : tensor<768x3072xbf16>) outs(%140 : tensor<768x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x3072xf32>
    %427 = linalg.matmul ins(%425, %426 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%143 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%424 : tensor<3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x3072xf32>
    %429 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%427, %428 : tensor<1024x3072xf32>, tensor<1024x3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %430 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%429 : tensor<1024x3072xf32>) outs(%147 : tensor<1024x3072xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x3072xbf16>
    %expanded_121 = tensor.expand_shape %430 [[0, 1], [2]] output_shape [2, 512, 3072] : tensor<1024x3072xbf16> into tensor<2x512x3072xbf16>
    %431 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121 : tensor<2x512x3072xbf16>) outs(%149 : tensor<2x512x3072xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1202 = math.sqrt %cst_3 : bf16
      %1203 = arith.divf %in, %1202 : bf16
      %1204 = math.erf %1203 : bf16
      %1205 = arith.addf %1204, %cst_2 : bf16
      %1206 = arith.mulf %1205, %cst_4 : bf16
      %1207 = arith.mulf %in, %1206 : bf16
      linalg.yield %1207 : bf16
    } -> tensor<2x512x3072xbf16>
    %collapsed_122 = tensor.collapse_shape %431 [[0, 1], [2]] : tensor<2x512x3072xbf16> into tensor<1024x3072xbf16>
    %transposed_123 = linalg.transpose ins(%arg67 : tensor<768x3072xbf16>) outs(%151 : tensor<3072x768xbf16>) permutation = [1, 0] 
    %432 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg68 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %433 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_122 : tensor<1024x3072xbf16>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_123 : tensor<3072x768xbf16>) outs(%154 : tensor<3072x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072x768xf32>
    %435 = linalg.matmul ins(%433, %434 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%432 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %437 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%435, %436 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%437 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_124 = tensor.expand_shape %438 [[0, 1], [2]] output_shape [2, 512, 768] : tensor<1024x768xbf16> into tensor<2x512x768xbf16>
    %439 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124, %423 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %440 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %441 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %442 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%441 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %443 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %444 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441, %443 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %445 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %444 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %446 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%445 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %447 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %448 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%440 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %450 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %451 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %452 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %453 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440, %450 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %452 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %455 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454, %arg69 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %456 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %arg70 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %457 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_125 = tensor.collapse_shape %457 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_126 = linalg.transpose ins(%arg71 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %458 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg72 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %459 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_125 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_126 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %461 = linalg.matmul ins(%459, %460 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%458 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%461, %462 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%463 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_127 = tensor.expand_shape %464 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_128 = linalg.transpose ins(%expanded_127 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_129 = linalg.transpose ins(%arg73 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %465 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg74 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_129 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %467 = linalg.matmul ins(%459, %466 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%465 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %469 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%467, %468 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %470 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%469 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_130 = tensor.expand_shape %470 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_131 = linalg.transpose ins(%expanded_130 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_132 = linalg.transpose ins(%arg75 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %471 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg76 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %472 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_132 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %473 = linalg.matmul ins(%459, %472 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%471 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %475 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%473, %474 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%475 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_133 = tensor.expand_shape %476 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %477 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_128 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %478 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_131 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %479 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_134 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %480 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477 : tensor<2x12x512x64xf32>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x64xf32>
    %transposed_135 = linalg.transpose ins(%478 : tensor<2x12x512x64xf32>) outs(%82 : tensor<2x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %481 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_135 : tensor<2x12x64x512xf32>) outs(%82 : tensor<2x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x64x512xf32>
    %collapsed_136 = tensor.collapse_shape %480 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %collapsed_137 = tensor.collapse_shape %481 [[0, 1], [2], [3]] : tensor<2x12x64x512xf32> into tensor<24x64x512xf32>
    %482 = linalg.batch_matmul ins(%collapsed_136, %collapsed_137 : tensor<24x512x64xf32>, tensor<24x64x512xf32>) outs(%85 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %expanded_138 = tensor.expand_shape %482 [[0, 1], [2], [3]] output_shape [2, 12, 512, 512] : tensor<24x512x512xf32> into tensor<2x12x512x512xf32>
    %483 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_138, %76 : tensor<2x12x512x512xf32>, tensor<2x1x512x512xbf16>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x512xf32>
    %484:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%483 : tensor<2x12x512x512xf32>) outs(%92, %90 : tensor<2x12x512xf32>, tensor<2x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_341: i64):
      %1202 = linalg.index 3 : index
      %1203 = arith.index_cast %1202 : index to i64
      %1204 = arith.maximumf %in, %out : f32
      %1205 = arith.cmpf ogt, %in, %out : f32
      %1206 = arith.select %1205, %1203, %out_341 : i64
      linalg.yield %1204, %1206 : f32, i64
    } -> (tensor<2x12x512xf32>, tensor<2x12x512xi64>)
    %expanded_139 = tensor.expand_shape %484#0 [[0], [1], [2, 3]] output_shape [2, 12, 512, 1] : tensor<2x12x512xf32> into tensor<2x12x512x1xf32>
    %485 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %expanded_139 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %486 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485 : tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.exp %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %487 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%486 : tensor<2x12x512x512xf32>) outs(%97 : tensor<2x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x1xf32>
    %488 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %487 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.divf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %489 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483 : tensor<2x12x512x512xf32>) outs(%100 : tensor<2x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1202 = arith.extf %in : f32 to f64
      %1203 = arith.cmpf oeq, %1202, %cst_10 : f64
      linalg.yield %1203 : i1
    } -> tensor<2x12x512x512xi1>
    %490 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%489 : tensor<2x12x512x512xi1>) outs(%103 : tensor<2x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1202 = arith.andi %in, %out : i1
      linalg.yield %1202 : i1
    } -> tensor<2x12x512x1xi1>
    %491 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %cst_5, %488 : tensor<2x12x512x1xi1>, tensor<2x12x512x512xf32>, tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: i1, %in_341: f32, %in_342: f32, %out: f32):
      %1202 = arith.select %in, %in_341, %in_342 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %collapsed_140 = tensor.collapse_shape %491 [[0, 1], [2], [3]] : tensor<2x12x512x512xf32> into tensor<24x512x512xf32>
    %collapsed_141 = tensor.collapse_shape %479 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %492 = linalg.batch_matmul ins(%collapsed_140, %collapsed_141 : tensor<24x512x512xf32>, tensor<24x512x64xf32>) outs(%107 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %expanded_142 = tensor.expand_shape %492 [[0, 1], [2], [3]] output_shape [2, 12, 512, 64] : tensor<24x512x64xf32> into tensor<2x12x512x64xf32>
    %493 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_142 : tensor<2x12x512x64xf32>) outs(%62 : tensor<2x12x512x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x12x512x64xbf16>
    %transposed_143 = linalg.transpose ins(%493 : tensor<2x12x512x64xbf16>) outs(%110 : tensor<2x512x12x64xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_144 = tensor.collapse_shape %transposed_143 [[0], [1], [2, 3]] : tensor<2x512x12x64xbf16> into tensor<2x512x768xbf16>
    %transposed_145 = linalg.transpose ins(%arg77 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %494 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_145 : tensor<768x768xbf16>) outs(%111 : tensor<2x768x768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x768x768xbf16>
    %495 = linalg.batch_matmul ins(%collapsed_144, %494 : tensor<2x512x768xbf16>, tensor<2x768x768xbf16>) outs(%113 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %496 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %497 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %arg78 : tensor<2x512x768xbf16>, tensor<768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %498 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497, %457 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %499 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %500 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %501 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%500 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %502 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %503 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500, %502 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %504 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503, %503 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %505 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%504 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %506 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %507 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %508 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%499 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %509 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %510 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %511 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %512 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %509 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %513 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %511 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %514 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513, %arg79 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %515 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %arg80 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %516 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_146 = tensor.collapse_shape %516 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_147 = linalg.transpose ins(%arg81 : tensor<3072x768xbf16>) outs(%136 : tensor<768x3072xbf16>) permutation = [1, 0] 
    %517 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg82 : tensor<3072xbf16>) outs(%137 : tensor<3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_146 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_147 : tensor<768x3072xbf16>) outs(%140 : tensor<768x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x3072xf32>
    %520 = linalg.matmul ins(%518, %519 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%143 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%517 : tensor<3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x3072xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%520, %521 : tensor<1024x3072xf32>, tensor<1024x3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%522 : tensor<1024x3072xf32>) outs(%147 : tensor<1024x3072xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x3072xbf16>
    %expanded_148 = tensor.expand_shape %523 [[0, 1], [2]] output_shape [2, 512, 3072] : tensor<1024x3072xbf16> into tensor<2x512x3072xbf16>
    %524 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_148 : tensor<2x512x3072xbf16>) outs(%149 : tensor<2x512x3072xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1202 = math.sqrt %cst_3 : bf16
      %1203 = arith.divf %in, %1202 : bf16
      %1204 = math.erf %1203 : bf16
      %1205 = arith.addf %1204, %cst_2 : bf16
      %1206 = arith.mulf %1205, %cst_4 : bf16
      %1207 = arith.mulf %in, %1206 : bf16
      linalg.yield %1207 : bf16
    } -> tensor<2x512x3072xbf16>
    %collapsed_149 = tensor.collapse_shape %524 [[0, 1], [2]] : tensor<2x512x3072xbf16> into tensor<1024x3072xbf16>
    %transposed_150 = linalg.transpose ins(%arg83 : tensor<768x3072xbf16>) outs(%151 : tensor<3072x768xbf16>) permutation = [1, 0] 
    %525 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg84 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %526 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_149 : tensor<1024x3072xbf16>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %527 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_150 : tensor<3072x768xbf16>) outs(%154 : tensor<3072x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072x768xf32>
    %528 = linalg.matmul ins(%526, %527 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%525 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %530 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%528, %529 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%530 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_151 = tensor.expand_shape %531 [[0, 1], [2]] output_shape [2, 512, 768] : tensor<1024x768xbf16> into tensor<2x512x768xbf16>
    %532 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151, %516 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %533 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %534 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %535 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%534 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %536 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %537 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %536 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %538 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537, %537 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %539 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%538 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %540 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %541 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %542 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%533 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %543 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %544 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %545 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %546 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533, %543 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %547 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546, %545 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %548 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%547, %arg85 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %549 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %arg86 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %550 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_152 = tensor.collapse_shape %550 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_153 = linalg.transpose ins(%arg87 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %551 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg88 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %552 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_152 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %553 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_153 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %554 = linalg.matmul ins(%552, %553 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%551 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %556 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%554, %555 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %557 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%556 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_154 = tensor.expand_shape %557 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_155 = linalg.transpose ins(%expanded_154 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_156 = linalg.transpose ins(%arg89 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %558 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg90 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %559 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_156 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %560 = linalg.matmul ins(%552, %559 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %561 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%558 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %562 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%560, %561 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %563 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%562 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_157 = tensor.expand_shape %563 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_158 = linalg.transpose ins(%expanded_157 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_159 = linalg.transpose ins(%arg91 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %564 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg92 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %565 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_159 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %566 = linalg.matmul ins(%552, %565 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%564 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %568 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%566, %567 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %569 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%568 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_160 = tensor.expand_shape %569 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_161 = linalg.transpose ins(%expanded_160 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %570 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_155 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %571 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_158 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %572 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_161 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %573 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%570 : tensor<2x12x512x64xf32>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x64xf32>
    %transposed_162 = linalg.transpose ins(%571 : tensor<2x12x512x64xf32>) outs(%82 : tensor<2x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %574 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_162 : tensor<2x12x64x512xf32>) outs(%82 : tensor<2x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x64x512xf32>
    %collapsed_163 = tensor.collapse_shape %573 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %collapsed_164 = tensor.collapse_shape %574 [[0, 1], [2], [3]] : tensor<2x12x64x512xf32> into tensor<24x64x512xf32>
    %575 = linalg.batch_matmul ins(%collapsed_163, %collapsed_164 : tensor<24x512x64xf32>, tensor<24x64x512xf32>) outs(%85 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %expanded_165 = tensor.expand_shape %575 [[0, 1], [2], [3]] output_shape [2, 12, 512, 512] : tensor<24x512x512xf32> into tensor<2x12x512x512xf32>
    %576 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_165, %76 : tensor<2x12x512x512xf32>, tensor<2x1x512x512xbf16>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x512xf32>
    %577:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%576 : tensor<2x12x512x512xf32>) outs(%92, %90 : tensor<2x12x512xf32>, tensor<2x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_341: i64):
      %1202 = linalg.index 3 : index
      %1203 = arith.index_cast %1202 : index to i64
      %1204 = arith.maximumf %in, %out : f32
      %1205 = arith.cmpf ogt, %in, %out : f32
      %1206 = arith.select %1205, %1203, %out_341 : i64
      linalg.yield %1204, %1206 : f32, i64
    } -> (tensor<2x12x512xf32>, tensor<2x12x512xi64>)
    %expanded_166 = tensor.expand_shape %577#0 [[0], [1], [2, 3]] output_shape [2, 12, 512, 1] : tensor<2x12x512xf32> into tensor<2x12x512x1xf32>
    %578 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%576, %expanded_166 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %579 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%578 : tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.exp %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %580 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%579 : tensor<2x12x512x512xf32>) outs(%97 : tensor<2x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x1xf32>
    %581 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%579, %580 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.divf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %582 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%576 : tensor<2x12x512x512xf32>) outs(%100 : tensor<2x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1202 = arith.extf %in : f32 to f64
      %1203 = arith.cmpf oeq, %1202, %cst_10 : f64
      linalg.yield %1203 : i1
    } -> tensor<2x12x512x512xi1>
    %583 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%582 : tensor<2x12x512x512xi1>) outs(%103 : tensor<2x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1202 = arith.andi %in, %out : i1
      linalg.yield %1202 : i1
    } -> tensor<2x12x512x1xi1>
    %584 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583, %cst_5, %581 : tensor<2x12x512x1xi1>, tensor<2x12x512x512xf32>, tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: i1, %in_341: f32, %in_342: f32, %out: f32):
      %1202 = arith.select %in, %in_341, %in_342 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %collapsed_167 = tensor.collapse_shape %584 [[0, 1], [2], [3]] : tensor<2x12x512x512xf32> into tensor<24x512x512xf32>
    %collapsed_168 = tensor.collapse_shape %572 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %585 = linalg.batch_matmul ins(%collapsed_167, %collapsed_168 : tensor<24x512x512xf32>, tensor<24x512x64xf32>) outs(%107 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %expanded_169 = tensor.expand_shape %585 [[0, 1], [2], [3]] output_shape [2, 12, 512, 64] : tensor<24x512x64xf32> into tensor<2x12x512x64xf32>
    %586 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_169 : tensor<2x12x512x64xf32>) outs(%62 : tensor<2x12x512x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x12x512x64xbf16>
    %transposed_170 = linalg.transpose ins(%586 : tensor<2x12x512x64xbf16>) outs(%110 : tensor<2x512x12x64xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_171 = tensor.collapse_shape %transposed_170 [[0], [1], [2, 3]] : tensor<2x512x12x64xbf16> into tensor<2x512x768xbf16>
    %transposed_172 = linalg.transpose ins(%arg93 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %587 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_172 : tensor<768x768xbf16>) outs(%111 : tensor<2x768x768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x768x768xbf16>
    %588 = linalg.batch_matmul ins(%collapsed_171, %587 : tensor<2x512x768xbf16>, tensor<2x768x768xbf16>) outs(%113 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %589 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %590 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589, %arg94 : tensor<2x512x768xbf16>, tensor<768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %591 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590, %550 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %592 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %593 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %594 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%593 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %595 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %596 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593, %595 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %597 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %596 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %598 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%597 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %599 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %600 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %601 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%592 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %602 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %603 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %604 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %605 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592, %602 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %606 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605, %604 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %607 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606, %arg95 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %608 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %arg96 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %609 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_173 = tensor.collapse_shape %609 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_174 = linalg.transpose ins(%arg97 : tensor<3072x768xbf16>) outs(%136 : tensor<768x3072xbf16>) permutation = [1, 0] 
    %610 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg98 : tensor<3072xbf16>) outs(%137 : tensor<3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072xf32>
    %611 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_173 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %612 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_174 : tensor<768x3072xbf16>) outs(%140 : tensor<768x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x3072xf32>
    %613 = linalg.matmul ins(%611, %612 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%143 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%610 : tensor<3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x3072xf32>
    %615 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%613, %614 : tensor<1024x3072xf32>, tensor<1024x3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %616 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%615 : tensor<1024x3072xf32>) outs(%147 : tensor<1024x3072xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x3072xbf16>
    %expanded_175 = tensor.expand_shape %616 [[0, 1], [2]] output_shape [2, 512, 3072] : tensor<1024x3072xbf16> into tensor<2x512x3072xbf16>
    %617 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_175 : tensor<2x512x3072xbf16>) outs(%149 : tensor<2x512x3072xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1202 = math.sqrt %cst_3 : bf16
      %1203 = arith.divf %in, %1202 : bf16
      %1204 = math.erf %1203 : bf16
      %1205 = arith.addf %1204, %cst_2 : bf16
      %1206 = arith.mulf %1205, %cst_4 : bf16
      %1207 = arith.mulf %in, %1206 : bf16
      linalg.yield %1207 : bf16
    } -> tensor<2x512x3072xbf16>
    %collapsed_176 = tensor.collapse_shape %617 [[0, 1], [2]] : tensor<2x512x3072xbf16> into tensor<1024x3072xbf16>
    %transposed_177 = linalg.transpose ins(%arg99 : tensor<768x3072xbf16>) outs(%151 : tensor<3072x768xbf16>) permutation = [1, 0] 
    %618 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg100 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %619 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_176 : tensor<1024x3072xbf16>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %620 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_177 : tensor<3072x768xbf16>) outs(%154 : tensor<3072x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072x768xf32>
    %621 = linalg.matmul ins(%619, %620 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %622 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%618 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %623 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%621, %622 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %624 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%623 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_178 = tensor.expand_shape %624 [[0, 1], [2]] output_shape [2, 512, 768] : tensor<1024x768xbf16> into tensor<2x512x768xbf16>
    %625 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178, %609 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %626 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %627 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %628 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%627 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %629 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %630 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627, %629 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %631 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630, %630 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %632 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%631 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %633 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %634 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %635 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%626 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %636 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %637 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %638 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %639 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626, %636 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %640 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639, %638 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %641 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%640, %arg101 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %642 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641, %arg102 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %643 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_179 = tensor.collapse_shape %643 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_180 = linalg.transpose ins(%arg103 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %644 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg104 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %645 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_179 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %646 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_180 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %647 = linalg.matmul ins(%645, %646 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %648 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%644 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %649 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%647, %648 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %650 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%649 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_181 = tensor.expand_shape %650 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_182 = linalg.transpose ins(%expanded_181 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_183 = linalg.transpose ins(%arg105 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %651 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg106 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %652 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_183 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %653 = linalg.matmul ins(%645, %652 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %654 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%651 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %655 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%653, %654 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %656 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%655 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_184 = tensor.expand_shape %656 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_185 = linalg.transpose ins(%expanded_184 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_186 = linalg.transpose ins(%arg107 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %657 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg108 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %658 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_186 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %659 = linalg.matmul ins(%645, %658 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %660 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%657 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %661 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%659, %660 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %662 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%661 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_187 = tensor.expand_shape %662 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_188 = linalg.transpose ins(%expanded_187 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %663 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_182 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %664 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_185 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %665 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_188 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %666 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%663 : tensor<2x12x512x64xf32>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x64xf32>
    %transposed_189 = linalg.transpose ins(%664 : tensor<2x12x512x64xf32>) outs(%82 : tensor<2x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %667 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_189 : tensor<2x12x64x512xf32>) outs(%82 : tensor<2x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x64x512xf32>
    %collapsed_190 = tensor.collapse_shape %666 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %collapsed_191 = tensor.collapse_shape %667 [[0, 1], [2], [3]] : tensor<2x12x64x512xf32> into tensor<24x64x512xf32>
    %668 = linalg.batch_matmul ins(%collapsed_190, %collapsed_191 : tensor<24x512x64xf32>, tensor<24x64x512xf32>) outs(%85 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %expanded_192 = tensor.expand_shape %668 [[0, 1], [2], [3]] output_shape [2, 12, 512, 512] : tensor<24x512x512xf32> into tensor<2x12x512x512xf32>
    %669 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_192, %76 : tensor<2x12x512x512xf32>, tensor<2x1x512x512xbf16>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x512xf32>
    %670:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%669 : tensor<2x12x512x512xf32>) outs(%92, %90 : tensor<2x12x512xf32>, tensor<2x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_341: i64):
      %1202 = linalg.index 3 : index
      %1203 = arith.index_cast %1202 : index to i64
      %1204 = arith.maximumf %in, %out : f32
      %1205 = arith.cmpf ogt, %in, %out : f32
      %1206 = arith.select %1205, %1203, %out_341 : i64
      linalg.yield %1204, %1206 : f32, i64
    } -> (tensor<2x12x512xf32>, tensor<2x12x512xi64>)
    %expanded_193 = tensor.expand_shape %670#0 [[0], [1], [2, 3]] output_shape [2, 12, 512, 1] : tensor<2x12x512xf32> into tensor<2x12x512x1xf32>
    %671 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%669, %expanded_193 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %672 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%671 : tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.exp %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %673 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%672 : tensor<2x12x512x512xf32>) outs(%97 : tensor<2x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x1xf32>
    %674 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672, %673 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.divf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %675 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%669 : tensor<2x12x512x512xf32>) outs(%100 : tensor<2x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1202 = arith.extf %in : f32 to f64
      %1203 = arith.cmpf oeq, %1202, %cst_10 : f64
      linalg.yield %1203 : i1
    } -> tensor<2x12x512x512xi1>
    %676 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%675 : tensor<2x12x512x512xi1>) outs(%103 : tensor<2x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1202 = arith.andi %in, %out : i1
      linalg.yield %1202 : i1
    } -> tensor<2x12x512x1xi1>
    %677 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%676, %cst_5, %674 : tensor<2x12x512x1xi1>, tensor<2x12x512x512xf32>, tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: i1, %in_341: f32, %in_342: f32, %out: f32):
      %1202 = arith.select %in, %in_341, %in_342 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %collapsed_194 = tensor.collapse_shape %677 [[0, 1], [2], [3]] : tensor<2x12x512x512xf32> into tensor<24x512x512xf32>
    %collapsed_195 = tensor.collapse_shape %665 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %678 = linalg.batch_matmul ins(%collapsed_194, %collapsed_195 : tensor<24x512x512xf32>, tensor<24x512x64xf32>) outs(%107 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %expanded_196 = tensor.expand_shape %678 [[0, 1], [2], [3]] output_shape [2, 12, 512, 64] : tensor<24x512x64xf32> into tensor<2x12x512x64xf32>
    %679 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_196 : tensor<2x12x512x64xf32>) outs(%62 : tensor<2x12x512x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x12x512x64xbf16>
    %transposed_197 = linalg.transpose ins(%679 : tensor<2x12x512x64xbf16>) outs(%110 : tensor<2x512x12x64xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_198 = tensor.collapse_shape %transposed_197 [[0], [1], [2, 3]] : tensor<2x512x12x64xbf16> into tensor<2x512x768xbf16>
    %transposed_199 = linalg.transpose ins(%arg109 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %680 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_199 : tensor<768x768xbf16>) outs(%111 : tensor<2x768x768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x768x768xbf16>
    %681 = linalg.batch_matmul ins(%collapsed_198, %680 : tensor<2x512x768xbf16>, tensor<2x768x768xbf16>) outs(%113 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %682 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %683 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682, %arg110 : tensor<2x512x768xbf16>, tensor<768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %684 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683, %643 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %685 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %686 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %687 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%686 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %688 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %689 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686, %688 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %690 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689, %689 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %691 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%690 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %692 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %693 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %694 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%685 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %695 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %696 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %697 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %698 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685, %695 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %699 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %697 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %700 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%699, %arg111 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %701 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700, %arg112 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %702 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_200 = tensor.collapse_shape %702 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_201 = linalg.transpose ins(%arg113 : tensor<3072x768xbf16>) outs(%136 : tensor<768x3072xbf16>) permutation = [1, 0] 
    %703 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg114 : tensor<3072xbf16>) outs(%137 : tensor<3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072xf32>
    %704 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_200 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %705 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_201 : tensor<768x3072xbf16>) outs(%140 : tensor<768x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x3072xf32>
    %706 = linalg.matmul ins(%704, %705 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%143 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %707 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%703 : tensor<3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x3072xf32>
    %708 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%706, %707 : tensor<1024x3072xf32>, tensor<1024x3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %709 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%708 : tensor<1024x3072xf32>) outs(%147 : tensor<1024x3072xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x3072xbf16>
    %expanded_202 = tensor.expand_shape %709 [[0, 1], [2]] output_shape [2, 512, 3072] : tensor<1024x3072xbf16> into tensor<2x512x3072xbf16>
    %710 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_202 : tensor<2x512x3072xbf16>) outs(%149 : tensor<2x512x3072xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1202 = math.sqrt %cst_3 : bf16
      %1203 = arith.divf %in, %1202 : bf16
      %1204 = math.erf %1203 : bf16
      %1205 = arith.addf %1204, %cst_2 : bf16
      %1206 = arith.mulf %1205, %cst_4 : bf16
      %1207 = arith.mulf %in, %1206 : bf16
      linalg.yield %1207 : bf16
    } -> tensor<2x512x3072xbf16>
    %collapsed_203 = tensor.collapse_shape %710 [[0, 1], [2]] : tensor<2x512x3072xbf16> into tensor<1024x3072xbf16>
    %transposed_204 = linalg.transpose ins(%arg115 : tensor<768x3072xbf16>) outs(%151 : tensor<3072x768xbf16>) permutation = [1, 0] 
    %711 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg116 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %712 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_203 : tensor<1024x3072xbf16>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %713 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_204 : tensor<3072x768xbf16>) outs(%154 : tensor<3072x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072x768xf32>
    %714 = linalg.matmul ins(%712, %713 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %715 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%711 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %716 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%714, %715 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %717 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%716 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_205 = tensor.expand_shape %717 [[0, 1], [2]] output_shape [2, 512, 768] : tensor<1024x768xbf16> into tensor<2x512x768xbf16>
    %718 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_205, %702 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %719 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %720 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %721 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%720 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %722 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%721 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %723 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720, %722 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %724 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723, %723 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %725 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%724 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %726 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %727 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%726 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %728 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%719 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %729 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%728 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %730 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %731 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %732 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719, %729 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %733 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%732, %731 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %734 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%733, %arg117 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %735 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%734, %arg118 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %736 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%735 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_206 = tensor.collapse_shape %736 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_207 = linalg.transpose ins(%arg119 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %737 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg120 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %738 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_206 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %739 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_207 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %740 = linalg.matmul ins(%738, %739 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %741 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%737 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %742 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%740, %741 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %743 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%742 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_208 = tensor.expand_shape %743 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_209 = linalg.transpose ins(%expanded_208 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_210 = linalg.transpose ins(%arg121 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %744 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg122 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %745 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_210 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %746 = linalg.matmul ins(%738, %745 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %747 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%744 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %748 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%746, %747 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %749 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%748 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_211 = tensor.expand_shape %749 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_212 = linalg.transpose ins(%expanded_211 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_213 = linalg.transpose ins(%arg123 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %750 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg124 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %751 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_213 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %752 = linalg.matmul ins(%738, %751 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %753 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%750 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %754 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%752, %753 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %755 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%754 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_214 = tensor.expand_shape %755 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_215 = linalg.transpose ins(%expanded_214 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %756 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_209 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %757 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_212 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %758 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_215 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %759 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%756 : tensor<2x12x512x64xf32>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x64xf32>
    %transposed_216 = linalg.transpose ins(%757 : tensor<2x12x512x64xf32>) outs(%82 : tensor<2x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %760 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_216 : tensor<2x12x64x512xf32>) outs(%82 : tensor<2x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x64x512xf32>
    %collapsed_217 = tensor.collapse_shape %759 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %collapsed_218 = tensor.collapse_shape %760 [[0, 1], [2], [3]] : tensor<2x12x64x512xf32> into tensor<24x64x512xf32>
    %761 = linalg.batch_matmul ins(%collapsed_217, %collapsed_218 : tensor<24x512x64xf32>, tensor<24x64x512xf32>) outs(%85 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %expanded_219 = tensor.expand_shape %761 [[0, 1], [2], [3]] output_shape [2, 12, 512, 512] : tensor<24x512x512xf32> into tensor<2x12x512x512xf32>
    %762 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_219, %76 : tensor<2x12x512x512xf32>, tensor<2x1x512x512xbf16>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x512xf32>
    %763:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%762 : tensor<2x12x512x512xf32>) outs(%92, %90 : tensor<2x12x512xf32>, tensor<2x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_341: i64):
      %1202 = linalg.index 3 : index
      %1203 = arith.index_cast %1202 : index to i64
      %1204 = arith.maximumf %in, %out : f32
      %1205 = arith.cmpf ogt, %in, %out : f32
      %1206 = arith.select %1205, %1203, %out_341 : i64
      linalg.yield %1204, %1206 : f32, i64
    } -> (tensor<2x12x512xf32>, tensor<2x12x512xi64>)
    %expanded_220 = tensor.expand_shape %763#0 [[0], [1], [2, 3]] output_shape [2, 12, 512, 1] : tensor<2x12x512xf32> into tensor<2x12x512x1xf32>
    %764 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762, %expanded_220 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %765 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%764 : tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.exp %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %766 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%765 : tensor<2x12x512x512xf32>) outs(%97 : tensor<2x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x1xf32>
    %767 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%765, %766 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.divf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %768 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762 : tensor<2x12x512x512xf32>) outs(%100 : tensor<2x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1202 = arith.extf %in : f32 to f64
      %1203 = arith.cmpf oeq, %1202, %cst_10 : f64
      linalg.yield %1203 : i1
    } -> tensor<2x12x512x512xi1>
    %769 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%768 : tensor<2x12x512x512xi1>) outs(%103 : tensor<2x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1202 = arith.andi %in, %out : i1
      linalg.yield %1202 : i1
    } -> tensor<2x12x512x1xi1>
    %770 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%769, %cst_5, %767 : tensor<2x12x512x1xi1>, tensor<2x12x512x512xf32>, tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: i1, %in_341: f32, %in_342: f32, %out: f32):
      %1202 = arith.select %in, %in_341, %in_342 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %collapsed_221 = tensor.collapse_shape %770 [[0, 1], [2], [3]] : tensor<2x12x512x512xf32> into tensor<24x512x512xf32>
    %collapsed_222 = tensor.collapse_shape %758 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %771 = linalg.batch_matmul ins(%collapsed_221, %collapsed_222 : tensor<24x512x512xf32>, tensor<24x512x64xf32>) outs(%107 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %expanded_223 = tensor.expand_shape %771 [[0, 1], [2], [3]] output_shape [2, 12, 512, 64] : tensor<24x512x64xf32> into tensor<2x12x512x64xf32>
    %772 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_223 : tensor<2x12x512x64xf32>) outs(%62 : tensor<2x12x512x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x12x512x64xbf16>
    %transposed_224 = linalg.transpose ins(%772 : tensor<2x12x512x64xbf16>) outs(%110 : tensor<2x512x12x64xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_225 = tensor.collapse_shape %transposed_224 [[0], [1], [2, 3]] : tensor<2x512x12x64xbf16> into tensor<2x512x768xbf16>
    %transposed_226 = linalg.transpose ins(%arg125 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %773 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_226 : tensor<768x768xbf16>) outs(%111 : tensor<2x768x768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x768x768xbf16>
    %774 = linalg.batch_matmul ins(%collapsed_225, %773 : tensor<2x512x768xbf16>, tensor<2x768x768xbf16>) outs(%113 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %775 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%774 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %776 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%775, %arg126 : tensor<2x512x768xbf16>, tensor<768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %777 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%776, %736 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %778 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%777 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %779 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%778 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %780 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%779 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %781 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%780 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %782 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%779, %781 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %783 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782, %782 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %784 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%783 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %785 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %786 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%785 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %787 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%778 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %788 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%787 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %789 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%786 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %790 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%789 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %791 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%778, %788 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %792 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%791, %790 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %793 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%792, %arg127 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %794 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%793, %arg128 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %795 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%794 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_227 = tensor.collapse_shape %795 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_228 = linalg.transpose ins(%arg129 : tensor<3072x768xbf16>) outs(%136 : tensor<768x3072xbf16>) permutation = [1, 0] 
    %796 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg130 : tensor<3072xbf16>) outs(%137 : tensor<3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072xf32>
    %797 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_227 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %798 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_228 : tensor<768x3072xbf16>) outs(%140 : tensor<768x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x3072xf32>
    %799 = linalg.matmul ins(%797, %798 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%143 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %800 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%796 : tensor<3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x3072xf32>
    %801 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%799, %800 : tensor<1024x3072xf32>, tensor<1024x3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %802 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%801 : tensor<1024x3072xf32>) outs(%147 : tensor<1024x3072xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x3072xbf16>
    %expanded_229 = tensor.expand_shape %802 [[0, 1], [2]] output_shape [2, 512, 3072] : tensor<1024x3072xbf16> into tensor<2x512x3072xbf16>
    %803 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_229 : tensor<2x512x3072xbf16>) outs(%149 : tensor<2x512x3072xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1202 = math.sqrt %cst_3 : bf16
      %1203 = arith.divf %in, %1202 : bf16
      %1204 = math.erf %1203 : bf16
      %1205 = arith.addf %1204, %cst_2 : bf16
      %1206 = arith.mulf %1205, %cst_4 : bf16
      %1207 = arith.mulf %in, %1206 : bf16
      linalg.yield %1207 : bf16
    } -> tensor<2x512x3072xbf16>
    %collapsed_230 = tensor.collapse_shape %803 [[0, 1], [2]] : tensor<2x512x3072xbf16> into tensor<1024x3072xbf16>
    %transposed_231 = linalg.transpose ins(%arg131 : tensor<768x3072xbf16>) outs(%151 : tensor<3072x768xbf16>) permutation = [1, 0] 
    %804 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg132 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %805 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_230 : tensor<1024x3072xbf16>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %806 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_231 : tensor<3072x768xbf16>) outs(%154 : tensor<3072x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072x768xf32>
    %807 = linalg.matmul ins(%805, %806 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %808 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%804 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %809 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%807, %808 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %810 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%809 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_232 = tensor.expand_shape %810 [[0, 1], [2]] output_shape [2, 512, 768] : tensor<1024x768xbf16> into tensor<2x512x768xbf16>
    %811 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_232, %795 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %812 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%811 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %813 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%812 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %814 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%813 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %815 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%814 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %816 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%813, %815 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %817 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816, %816 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %818 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%817 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %819 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %820 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %821 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%812 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %822 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %823 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %824 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %825 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%812, %822 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %826 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %824 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %827 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826, %arg133 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %828 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%827, %arg134 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %829 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_233 = tensor.collapse_shape %829 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_234 = linalg.transpose ins(%arg135 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %830 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg136 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %831 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_233 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %832 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_234 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %833 = linalg.matmul ins(%831, %832 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %834 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%830 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %835 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%833, %834 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %836 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%835 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_235 = tensor.expand_shape %836 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_236 = linalg.transpose ins(%expanded_235 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_237 = linalg.transpose ins(%arg137 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %837 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg138 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %838 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_237 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %839 = linalg.matmul ins(%831, %838 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %840 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%837 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %841 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%839, %840 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %842 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%841 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_238 = tensor.expand_shape %842 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_239 = linalg.transpose ins(%expanded_238 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_240 = linalg.transpose ins(%arg139 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %843 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg140 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %844 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_240 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %845 = linalg.matmul ins(%831, %844 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %846 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%843 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %847 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%845, %846 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %848 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%847 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_241 = tensor.expand_shape %848 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_242 = linalg.transpose ins(%expanded_241 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %849 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_236 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %850 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_239 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %851 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_242 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %852 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%849 : tensor<2x12x512x64xf32>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x64xf32>
    %transposed_243 = linalg.transpose ins(%850 : tensor<2x12x512x64xf32>) outs(%82 : tensor<2x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %853 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_243 : tensor<2x12x64x512xf32>) outs(%82 : tensor<2x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x64x512xf32>
    %collapsed_244 = tensor.collapse_shape %852 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %collapsed_245 = tensor.collapse_shape %853 [[0, 1], [2], [3]] : tensor<2x12x64x512xf32> into tensor<24x64x512xf32>
    %854 = linalg.batch_matmul ins(%collapsed_244, %collapsed_245 : tensor<24x512x64xf32>, tensor<24x64x512xf32>) outs(%85 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %expanded_246 = tensor.expand_shape %854 [[0, 1], [2], [3]] output_shape [2, 12, 512, 512] : tensor<24x512x512xf32> into tensor<2x12x512x512xf32>
    %855 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_246, %76 : tensor<2x12x512x512xf32>, tensor<2x1x512x512xbf16>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x512xf32>
    %856:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%855 : tensor<2x12x512x512xf32>) outs(%92, %90 : tensor<2x12x512xf32>, tensor<2x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_341: i64):
      %1202 = linalg.index 3 : index
      %1203 = arith.index_cast %1202 : index to i64
      %1204 = arith.maximumf %in, %out : f32
      %1205 = arith.cmpf ogt, %in, %out : f32
      %1206 = arith.select %1205, %1203, %out_341 : i64
      linalg.yield %1204, %1206 : f32, i64
    } -> (tensor<2x12x512xf32>, tensor<2x12x512xi64>)
    %expanded_247 = tensor.expand_shape %856#0 [[0], [1], [2, 3]] output_shape [2, 12, 512, 1] : tensor<2x12x512xf32> into tensor<2x12x512x1xf32>
    %857 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855, %expanded_247 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %858 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%857 : tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.exp %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %859 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%858 : tensor<2x12x512x512xf32>) outs(%97 : tensor<2x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x1xf32>
    %860 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%858, %859 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.divf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %861 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855 : tensor<2x12x512x512xf32>) outs(%100 : tensor<2x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1202 = arith.extf %in : f32 to f64
      %1203 = arith.cmpf oeq, %1202, %cst_10 : f64
      linalg.yield %1203 : i1
    } -> tensor<2x12x512x512xi1>
    %862 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%861 : tensor<2x12x512x512xi1>) outs(%103 : tensor<2x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1202 = arith.andi %in, %out : i1
      linalg.yield %1202 : i1
    } -> tensor<2x12x512x1xi1>
    %863 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%862, %cst_5, %860 : tensor<2x12x512x1xi1>, tensor<2x12x512x512xf32>, tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: i1, %in_341: f32, %in_342: f32, %out: f32):
      %1202 = arith.select %in, %in_341, %in_342 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %collapsed_248 = tensor.collapse_shape %863 [[0, 1], [2], [3]] : tensor<2x12x512x512xf32> into tensor<24x512x512xf32>
    %collapsed_249 = tensor.collapse_shape %851 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %864 = linalg.batch_matmul ins(%collapsed_248, %collapsed_249 : tensor<24x512x512xf32>, tensor<24x512x64xf32>) outs(%107 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %expanded_250 = tensor.expand_shape %864 [[0, 1], [2], [3]] output_shape [2, 12, 512, 64] : tensor<24x512x64xf32> into tensor<2x12x512x64xf32>
    %865 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_250 : tensor<2x12x512x64xf32>) outs(%62 : tensor<2x12x512x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x12x512x64xbf16>
    %transposed_251 = linalg.transpose ins(%865 : tensor<2x12x512x64xbf16>) outs(%110 : tensor<2x512x12x64xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_252 = tensor.collapse_shape %transposed_251 [[0], [1], [2, 3]] : tensor<2x512x12x64xbf16> into tensor<2x512x768xbf16>
    %transposed_253 = linalg.transpose ins(%arg141 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %866 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_253 : tensor<768x768xbf16>) outs(%111 : tensor<2x768x768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x768x768xbf16>
    %867 = linalg.batch_matmul ins(%collapsed_252, %866 : tensor<2x512x768xbf16>, tensor<2x768x768xbf16>) outs(%113 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %868 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%867 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %869 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%868, %arg142 : tensor<2x512x768xbf16>, tensor<768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %870 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869, %829 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %871 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%870 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %872 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%871 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %873 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%872 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %874 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%873 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %875 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%872, %874 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %876 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%875, %875 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %877 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%876 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %878 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%877 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %879 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%878 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %880 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%871 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %881 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %882 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%879 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %883 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%882 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %884 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%871, %881 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %885 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%884, %883 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %886 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%885, %arg143 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %887 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%886, %arg144 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %888 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%887 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_254 = tensor.collapse_shape %888 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_255 = linalg.transpose ins(%arg145 : tensor<3072x768xbf16>) outs(%136 : tensor<768x3072xbf16>) permutation = [1, 0] 
    %889 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg146 : tensor<3072xbf16>) outs(%137 : tensor<3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072xf32>
    %890 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_254 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %891 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_255 : tensor<768x3072xbf16>) outs(%140 : tensor<768x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x3072xf32>
    %892 = linalg.matmul ins(%890, %891 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%143 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %893 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%889 : tensor<3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x3072xf32>
    %894 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%892, %893 : tensor<1024x3072xf32>, tensor<1024x3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %895 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%894 : tensor<1024x3072xf32>) outs(%147 : tensor<1024x3072xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x3072xbf16>
    %expanded_256 = tensor.expand_shape %895 [[0, 1], [2]] output_shape [2, 512, 3072] : tensor<1024x3072xbf16> into tensor<2x512x3072xbf16>
    %896 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_256 : tensor<2x512x3072xbf16>) outs(%149 : tensor<2x512x3072xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1202 = math.sqrt %cst_3 : bf16
      %1203 = arith.divf %in, %1202 : bf16
      %1204 = math.erf %1203 : bf16
      %1205 = arith.addf %1204, %cst_2 : bf16
      %1206 = arith.mulf %1205, %cst_4 : bf16
      %1207 = arith.mulf %in, %1206 : bf16
      linalg.yield %1207 : bf16
    } -> tensor<2x512x3072xbf16>
    %collapsed_257 = tensor.collapse_shape %896 [[0, 1], [2]] : tensor<2x512x3072xbf16> into tensor<1024x3072xbf16>
    %transposed_258 = linalg.transpose ins(%arg147 : tensor<768x3072xbf16>) outs(%151 : tensor<3072x768xbf16>) permutation = [1, 0] 
    %897 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg148 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %898 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_257 : tensor<1024x3072xbf16>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %899 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_258 : tensor<3072x768xbf16>) outs(%154 : tensor<3072x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072x768xf32>
    %900 = linalg.matmul ins(%898, %899 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %901 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%897 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %902 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%900, %901 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %903 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%902 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_259 = tensor.expand_shape %903 [[0, 1], [2]] output_shape [2, 512, 768] : tensor<1024x768xbf16> into tensor<2x512x768xbf16>
    %904 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_259, %888 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %905 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%904 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %906 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%905 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %907 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%906 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %908 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%907 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %909 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%906, %908 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %910 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%909, %909 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %911 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%910 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %912 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%911 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %913 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%912 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %914 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%905 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %915 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%914 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %916 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%913 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %917 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%916 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %918 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%905, %915 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %919 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%918, %917 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %920 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%919, %arg149 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %921 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%920, %arg150 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %922 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%921 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_260 = tensor.collapse_shape %922 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_261 = linalg.transpose ins(%arg151 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %923 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg152 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %924 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_260 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %925 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_261 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %926 = linalg.matmul ins(%924, %925 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %927 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%923 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %928 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%926, %927 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %929 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%928 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_262 = tensor.expand_shape %929 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_263 = linalg.transpose ins(%expanded_262 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_264 = linalg.transpose ins(%arg153 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %930 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg154 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %931 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_264 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %932 = linalg.matmul ins(%924, %931 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %933 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%930 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %934 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%932, %933 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %935 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%934 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_265 = tensor.expand_shape %935 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_266 = linalg.transpose ins(%expanded_265 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_267 = linalg.transpose ins(%arg155 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %936 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg156 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %937 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_267 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %938 = linalg.matmul ins(%924, %937 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %939 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%936 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %940 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%938, %939 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %941 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%940 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_268 = tensor.expand_shape %941 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_269 = linalg.transpose ins(%expanded_268 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %942 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_263 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %943 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_266 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %944 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_269 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %945 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%942 : tensor<2x12x512x64xf32>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x64xf32>
    %transposed_270 = linalg.transpose ins(%943 : tensor<2x12x512x64xf32>) outs(%82 : tensor<2x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %946 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_270 : tensor<2x12x64x512xf32>) outs(%82 : tensor<2x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x64x512xf32>
    %collapsed_271 = tensor.collapse_shape %945 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %collapsed_272 = tensor.collapse_shape %946 [[0, 1], [2], [3]] : tensor<2x12x64x512xf32> into tensor<24x64x512xf32>
    %947 = linalg.batch_matmul ins(%collapsed_271, %collapsed_272 : tensor<24x512x64xf32>, tensor<24x64x512xf32>) outs(%85 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %expanded_273 = tensor.expand_shape %947 [[0, 1], [2], [3]] output_shape [2, 12, 512, 512] : tensor<24x512x512xf32> into tensor<2x12x512x512xf32>
    %948 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_273, %76 : tensor<2x12x512x512xf32>, tensor<2x1x512x512xbf16>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x512xf32>
    %949:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%948 : tensor<2x12x512x512xf32>) outs(%92, %90 : tensor<2x12x512xf32>, tensor<2x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_341: i64):
      %1202 = linalg.index 3 : index
      %1203 = arith.index_cast %1202 : index to i64
      %1204 = arith.maximumf %in, %out : f32
      %1205 = arith.cmpf ogt, %in, %out : f32
      %1206 = arith.select %1205, %1203, %out_341 : i64
      linalg.yield %1204, %1206 : f32, i64
    } -> (tensor<2x12x512xf32>, tensor<2x12x512xi64>)
    %expanded_274 = tensor.expand_shape %949#0 [[0], [1], [2, 3]] output_shape [2, 12, 512, 1] : tensor<2x12x512xf32> into tensor<2x12x512x1xf32>
    %950 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%948, %expanded_274 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %951 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%950 : tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.exp %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %952 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%951 : tensor<2x12x512x512xf32>) outs(%97 : tensor<2x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x1xf32>
    %953 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%951, %952 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.divf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %954 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%948 : tensor<2x12x512x512xf32>) outs(%100 : tensor<2x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1202 = arith.extf %in : f32 to f64
      %1203 = arith.cmpf oeq, %1202, %cst_10 : f64
      linalg.yield %1203 : i1
    } -> tensor<2x12x512x512xi1>
    %955 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%954 : tensor<2x12x512x512xi1>) outs(%103 : tensor<2x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1202 = arith.andi %in, %out : i1
      linalg.yield %1202 : i1
    } -> tensor<2x12x512x1xi1>
    %956 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%955, %cst_5, %953 : tensor<2x12x512x1xi1>, tensor<2x12x512x512xf32>, tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: i1, %in_341: f32, %in_342: f32, %out: f32):
      %1202 = arith.select %in, %in_341, %in_342 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %collapsed_275 = tensor.collapse_shape %956 [[0, 1], [2], [3]] : tensor<2x12x512x512xf32> into tensor<24x512x512xf32>
    %collapsed_276 = tensor.collapse_shape %944 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %957 = linalg.batch_matmul ins(%collapsed_275, %collapsed_276 : tensor<24x512x512xf32>, tensor<24x512x64xf32>) outs(%107 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %expanded_277 = tensor.expand_shape %957 [[0, 1], [2], [3]] output_shape [2, 12, 512, 64] : tensor<24x512x64xf32> into tensor<2x12x512x64xf32>
    %958 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_277 : tensor<2x12x512x64xf32>) outs(%62 : tensor<2x12x512x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x12x512x64xbf16>
    %transposed_278 = linalg.transpose ins(%958 : tensor<2x12x512x64xbf16>) outs(%110 : tensor<2x512x12x64xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_279 = tensor.collapse_shape %transposed_278 [[0], [1], [2, 3]] : tensor<2x512x12x64xbf16> into tensor<2x512x768xbf16>
    %transposed_280 = linalg.transpose ins(%arg157 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %959 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_280 : tensor<768x768xbf16>) outs(%111 : tensor<2x768x768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x768x768xbf16>
    %960 = linalg.batch_matmul ins(%collapsed_279, %959 : tensor<2x512x768xbf16>, tensor<2x768x768xbf16>) outs(%113 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %961 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%960 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %962 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%961, %arg158 : tensor<2x512x768xbf16>, tensor<768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %963 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%962, %922 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %964 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%963 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %965 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%964 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %966 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%965 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %967 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%966 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %968 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%965, %967 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %969 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%968, %968 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %970 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%969 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %971 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%970 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %972 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%971 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %973 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%964 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %974 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%973 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %975 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%972 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %976 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%975 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %977 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%964, %974 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %978 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%977, %976 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %979 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%978, %arg159 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %980 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%979, %arg160 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %981 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%980 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_281 = tensor.collapse_shape %981 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_282 = linalg.transpose ins(%arg161 : tensor<3072x768xbf16>) outs(%136 : tensor<768x3072xbf16>) permutation = [1, 0] 
    %982 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg162 : tensor<3072xbf16>) outs(%137 : tensor<3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072xf32>
    %983 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_281 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %984 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_282 : tensor<768x3072xbf16>) outs(%140 : tensor<768x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x3072xf32>
    %985 = linalg.matmul ins(%983, %984 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%143 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %986 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%982 : tensor<3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x3072xf32>
    %987 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%985, %986 : tensor<1024x3072xf32>, tensor<1024x3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %988 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%987 : tensor<1024x3072xf32>) outs(%147 : tensor<1024x3072xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x3072xbf16>
    %expanded_283 = tensor.expand_shape %988 [[0, 1], [2]] output_shape [2, 512, 3072] : tensor<1024x3072xbf16> into tensor<2x512x3072xbf16>
    %989 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_283 : tensor<2x512x3072xbf16>) outs(%149 : tensor<2x512x3072xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1202 = math.sqrt %cst_3 : bf16
      %1203 = arith.divf %in, %1202 : bf16
      %1204 = math.erf %1203 : bf16
      %1205 = arith.addf %1204, %cst_2 : bf16
      %1206 = arith.mulf %1205, %cst_4 : bf16
      %1207 = arith.mulf %in, %1206 : bf16
      linalg.yield %1207 : bf16
    } -> tensor<2x512x3072xbf16>
    %collapsed_284 = tensor.collapse_shape %989 [[0, 1], [2]] : tensor<2x512x3072xbf16> into tensor<1024x3072xbf16>
    %transposed_285 = linalg.transpose ins(%arg163 : tensor<768x3072xbf16>) outs(%151 : tensor<3072x768xbf16>) permutation = [1, 0] 
    %990 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg164 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %991 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_284 : tensor<1024x3072xbf16>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %992 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_285 : tensor<3072x768xbf16>) outs(%154 : tensor<3072x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072x768xf32>
    %993 = linalg.matmul ins(%991, %992 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %994 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%990 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %995 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%993, %994 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %996 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%995 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_286 = tensor.expand_shape %996 [[0, 1], [2]] output_shape [2, 512, 768] : tensor<1024x768xbf16> into tensor<2x512x768xbf16>
    %997 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_286, %981 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %998 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%997 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %999 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%998 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1000 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%999 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1001 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1000 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1002 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%999, %1001 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1003 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1002, %1002 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1004 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1003 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1005 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1004 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1006 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1005 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1007 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%998 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1008 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1007 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1009 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1006 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %1010 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1009 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1011 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%998, %1008 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1012 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1011, %1010 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1013 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1012, %arg165 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %1014 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1013, %arg166 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %1015 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1014 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_287 = tensor.collapse_shape %1015 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_288 = linalg.transpose ins(%arg167 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %1016 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg168 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %1017 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_287 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %1018 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_288 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %1019 = linalg.matmul ins(%1017, %1018 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %1020 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1016 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %1021 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1019, %1020 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %1022 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1021 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_289 = tensor.expand_shape %1022 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_290 = linalg.transpose ins(%expanded_289 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_291 = linalg.transpose ins(%arg169 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %1023 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg170 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %1024 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_291 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %1025 = linalg.matmul ins(%1017, %1024 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %1026 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1023 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %1027 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1025, %1026 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %1028 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1027 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_292 = tensor.expand_shape %1028 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_293 = linalg.transpose ins(%expanded_292 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_294 = linalg.transpose ins(%arg171 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %1029 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg172 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %1030 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_294 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %1031 = linalg.matmul ins(%1017, %1030 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %1032 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1029 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %1033 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1031, %1032 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %1034 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1033 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_295 = tensor.expand_shape %1034 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_296 = linalg.transpose ins(%expanded_295 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %1035 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_290 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %1036 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_293 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %1037 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_296 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %1038 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1035 : tensor<2x12x512x64xf32>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x64xf32>
    %transposed_297 = linalg.transpose ins(%1036 : tensor<2x12x512x64xf32>) outs(%82 : tensor<2x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %1039 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_297 : tensor<2x12x64x512xf32>) outs(%82 : tensor<2x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x64x512xf32>
    %collapsed_298 = tensor.collapse_shape %1038 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %collapsed_299 = tensor.collapse_shape %1039 [[0, 1], [2], [3]] : tensor<2x12x64x512xf32> into tensor<24x64x512xf32>
    %1040 = linalg.batch_matmul ins(%collapsed_298, %collapsed_299 : tensor<24x512x64xf32>, tensor<24x64x512xf32>) outs(%85 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %expanded_300 = tensor.expand_shape %1040 [[0, 1], [2], [3]] output_shape [2, 12, 512, 512] : tensor<24x512x512xf32> into tensor<2x12x512x512xf32>
    %1041 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_300, %76 : tensor<2x12x512x512xf32>, tensor<2x1x512x512xbf16>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x512xf32>
    %1042:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1041 : tensor<2x12x512x512xf32>) outs(%92, %90 : tensor<2x12x512xf32>, tensor<2x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_341: i64):
      %1202 = linalg.index 3 : index
      %1203 = arith.index_cast %1202 : index to i64
      %1204 = arith.maximumf %in, %out : f32
      %1205 = arith.cmpf ogt, %in, %out : f32
      %1206 = arith.select %1205, %1203, %out_341 : i64
      linalg.yield %1204, %1206 : f32, i64
    } -> (tensor<2x12x512xf32>, tensor<2x12x512xi64>)
    %expanded_301 = tensor.expand_shape %1042#0 [[0], [1], [2, 3]] output_shape [2, 12, 512, 1] : tensor<2x12x512xf32> into tensor<2x12x512x1xf32>
    %1043 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1041, %expanded_301 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %1044 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1043 : tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.exp %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %1045 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1044 : tensor<2x12x512x512xf32>) outs(%97 : tensor<2x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x1xf32>
    %1046 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1044, %1045 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.divf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %1047 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1041 : tensor<2x12x512x512xf32>) outs(%100 : tensor<2x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1202 = arith.extf %in : f32 to f64
      %1203 = arith.cmpf oeq, %1202, %cst_10 : f64
      linalg.yield %1203 : i1
    } -> tensor<2x12x512x512xi1>
    %1048 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1047 : tensor<2x12x512x512xi1>) outs(%103 : tensor<2x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1202 = arith.andi %in, %out : i1
      linalg.yield %1202 : i1
    } -> tensor<2x12x512x1xi1>
    %1049 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1048, %cst_5, %1046 : tensor<2x12x512x1xi1>, tensor<2x12x512x512xf32>, tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: i1, %in_341: f32, %in_342: f32, %out: f32):
      %1202 = arith.select %in, %in_341, %in_342 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %collapsed_302 = tensor.collapse_shape %1049 [[0, 1], [2], [3]] : tensor<2x12x512x512xf32> into tensor<24x512x512xf32>
    %collapsed_303 = tensor.collapse_shape %1037 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %1050 = linalg.batch_matmul ins(%collapsed_302, %collapsed_303 : tensor<24x512x512xf32>, tensor<24x512x64xf32>) outs(%107 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %expanded_304 = tensor.expand_shape %1050 [[0, 1], [2], [3]] output_shape [2, 12, 512, 64] : tensor<24x512x64xf32> into tensor<2x12x512x64xf32>
    %1051 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_304 : tensor<2x12x512x64xf32>) outs(%62 : tensor<2x12x512x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x12x512x64xbf16>
    %transposed_305 = linalg.transpose ins(%1051 : tensor<2x12x512x64xbf16>) outs(%110 : tensor<2x512x12x64xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_306 = tensor.collapse_shape %transposed_305 [[0], [1], [2, 3]] : tensor<2x512x12x64xbf16> into tensor<2x512x768xbf16>
    %transposed_307 = linalg.transpose ins(%arg173 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %1052 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_307 : tensor<768x768xbf16>) outs(%111 : tensor<2x768x768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x768x768xbf16>
    %1053 = linalg.batch_matmul ins(%collapsed_306, %1052 : tensor<2x512x768xbf16>, tensor<2x768x768xbf16>) outs(%113 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %1054 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1053 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %1055 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1054, %arg174 : tensor<2x512x768xbf16>, tensor<768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %1056 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1055, %1015 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %1057 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1056 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1058 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1057 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1059 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1058 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1060 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1059 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1061 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1058, %1060 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1062 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1061, %1061 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1063 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1062 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1064 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1063 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1065 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1064 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1066 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1057 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1067 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1068 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1065 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %1069 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1068 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1070 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1057, %1067 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1071 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1070, %1069 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1072 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1071, %arg175 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %1073 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1072, %arg176 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %1074 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1073 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_308 = tensor.collapse_shape %1074 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_309 = linalg.transpose ins(%arg177 : tensor<3072x768xbf16>) outs(%136 : tensor<768x3072xbf16>) permutation = [1, 0] 
    %1075 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg178 : tensor<3072xbf16>) outs(%137 : tensor<3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072xf32>
    %1076 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_308 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %1077 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_309 : tensor<768x3072xbf16>) outs(%140 : tensor<768x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x3072xf32>
    %1078 = linalg.matmul ins(%1076, %1077 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%143 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %1079 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1075 : tensor<3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x3072xf32>
    %1080 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1078, %1079 : tensor<1024x3072xf32>, tensor<1024x3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %1081 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1080 : tensor<1024x3072xf32>) outs(%147 : tensor<1024x3072xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x3072xbf16>
    %expanded_310 = tensor.expand_shape %1081 [[0, 1], [2]] output_shape [2, 512, 3072] : tensor<1024x3072xbf16> into tensor<2x512x3072xbf16>
    %1082 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_310 : tensor<2x512x3072xbf16>) outs(%149 : tensor<2x512x3072xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1202 = math.sqrt %cst_3 : bf16
      %1203 = arith.divf %in, %1202 : bf16
      %1204 = math.erf %1203 : bf16
      %1205 = arith.addf %1204, %cst_2 : bf16
      %1206 = arith.mulf %1205, %cst_4 : bf16
      %1207 = arith.mulf %in, %1206 : bf16
      linalg.yield %1207 : bf16
    } -> tensor<2x512x3072xbf16>
    %collapsed_311 = tensor.collapse_shape %1082 [[0, 1], [2]] : tensor<2x512x3072xbf16> into tensor<1024x3072xbf16>
    %transposed_312 = linalg.transpose ins(%arg179 : tensor<768x3072xbf16>) outs(%151 : tensor<3072x768xbf16>) permutation = [1, 0] 
    %1083 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg180 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %1084 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_311 : tensor<1024x3072xbf16>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %1085 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_312 : tensor<3072x768xbf16>) outs(%154 : tensor<3072x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072x768xf32>
    %1086 = linalg.matmul ins(%1084, %1085 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %1087 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1083 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %1088 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1086, %1087 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %1089 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1088 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_313 = tensor.expand_shape %1089 [[0, 1], [2]] output_shape [2, 512, 768] : tensor<1024x768xbf16> into tensor<2x512x768xbf16>
    %1090 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_313, %1074 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %1091 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1090 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1092 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1091 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1093 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1092 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1094 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1093 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1095 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1092, %1094 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1096 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1095, %1095 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1097 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1096 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1098 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1097 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1099 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1098 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1100 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1091 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1100 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1099 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %1103 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1102 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1104 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1091, %1101 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1105 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1104, %1103 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1106 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1105, %arg181 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %1107 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1106, %arg182 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %1108 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1107 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_314 = tensor.collapse_shape %1108 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_315 = linalg.transpose ins(%arg183 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %1109 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg184 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %1110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_314 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %1111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_315 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %1112 = linalg.matmul ins(%1110, %1111 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %1113 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1109 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %1114 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1112, %1113 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %1115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1114 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_316 = tensor.expand_shape %1115 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_317 = linalg.transpose ins(%expanded_316 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_318 = linalg.transpose ins(%arg185 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %1116 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg186 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %1117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_318 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %1118 = linalg.matmul ins(%1110, %1117 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %1119 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1116 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %1120 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1118, %1119 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %1121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1120 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_319 = tensor.expand_shape %1121 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_320 = linalg.transpose ins(%expanded_319 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_321 = linalg.transpose ins(%arg187 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %1122 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg188 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %1123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_321 : tensor<768x768xbf16>) outs(%54 : tensor<768x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x768xf32>
    %1124 = linalg.matmul ins(%1110, %1123 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %1125 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1122 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %1126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1124, %1125 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %1127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1126 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_322 = tensor.expand_shape %1127 [[0, 1], [2, 3]] output_shape [2, 512, 12, 64] : tensor<1024x768xbf16> into tensor<2x512x12x64xbf16>
    %transposed_323 = linalg.transpose ins(%expanded_322 : tensor<2x512x12x64xbf16>) outs(%62 : tensor<2x12x512x64xbf16>) permutation = [0, 2, 1, 3] 
    %1128 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_317 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %1129 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_320 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %1130 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_323 : tensor<2x12x512x64xbf16>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x64xf32>
    %1131 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1128 : tensor<2x12x512x64xf32>) outs(%77 : tensor<2x12x512x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x64xf32>
    %transposed_324 = linalg.transpose ins(%1129 : tensor<2x12x512x64xf32>) outs(%82 : tensor<2x12x64x512xf32>) permutation = [0, 1, 3, 2] 
    %1132 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_324 : tensor<2x12x64x512xf32>) outs(%82 : tensor<2x12x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_9 : f64 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x64x512xf32>
    %collapsed_325 = tensor.collapse_shape %1131 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %collapsed_326 = tensor.collapse_shape %1132 [[0, 1], [2], [3]] : tensor<2x12x64x512xf32> into tensor<24x64x512xf32>
    %1133 = linalg.batch_matmul ins(%collapsed_325, %collapsed_326 : tensor<24x512x64xf32>, tensor<24x64x512xf32>) outs(%85 : tensor<24x512x512xf32>) -> tensor<24x512x512xf32>
    %expanded_327 = tensor.expand_shape %1133 [[0, 1], [2], [3]] output_shape [2, 12, 512, 512] : tensor<24x512x512xf32> into tensor<2x12x512x512xf32>
    %1134 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_327, %76 : tensor<2x12x512x512xf32>, tensor<2x1x512x512xbf16>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x12x512x512xf32>
    %1135:2 = linalg.generic {indexing_maps = [#map8, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1134 : tensor<2x12x512x512xf32>) outs(%92, %90 : tensor<2x12x512xf32>, tensor<2x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_341: i64):
      %1202 = linalg.index 3 : index
      %1203 = arith.index_cast %1202 : index to i64
      %1204 = arith.maximumf %in, %out : f32
      %1205 = arith.cmpf ogt, %in, %out : f32
      %1206 = arith.select %1205, %1203, %out_341 : i64
      linalg.yield %1204, %1206 : f32, i64
    } -> (tensor<2x12x512xf32>, tensor<2x12x512xi64>)
    %expanded_328 = tensor.expand_shape %1135#0 [[0], [1], [2, 3]] output_shape [2, 12, 512, 1] : tensor<2x12x512xf32> into tensor<2x12x512x1xf32>
    %1136 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1134, %expanded_328 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %1137 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1136 : tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.exp %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %1138 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1137 : tensor<2x12x512x512xf32>) outs(%97 : tensor<2x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x1xf32>
    %1139 = linalg.generic {indexing_maps = [#map8, #map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1137, %1138 : tensor<2x12x512x512xf32>, tensor<2x12x512x1xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.divf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %1140 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1134 : tensor<2x12x512x512xf32>) outs(%100 : tensor<2x12x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1202 = arith.extf %in : f32 to f64
      %1203 = arith.cmpf oeq, %1202, %cst_10 : f64
      linalg.yield %1203 : i1
    } -> tensor<2x12x512x512xi1>
    %1141 = linalg.generic {indexing_maps = [#map8, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1140 : tensor<2x12x512x512xi1>) outs(%103 : tensor<2x12x512x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1202 = arith.andi %in, %out : i1
      linalg.yield %1202 : i1
    } -> tensor<2x12x512x1xi1>
    %1142 = linalg.generic {indexing_maps = [#map16, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1141, %cst_5, %1139 : tensor<2x12x512x1xi1>, tensor<2x12x512x512xf32>, tensor<2x12x512x512xf32>) outs(%87 : tensor<2x12x512x512xf32>) {
    ^bb0(%in: i1, %in_341: f32, %in_342: f32, %out: f32):
      %1202 = arith.select %in, %in_341, %in_342 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x12x512x512xf32>
    %collapsed_329 = tensor.collapse_shape %1142 [[0, 1], [2], [3]] : tensor<2x12x512x512xf32> into tensor<24x512x512xf32>
    %collapsed_330 = tensor.collapse_shape %1130 [[0, 1], [2], [3]] : tensor<2x12x512x64xf32> into tensor<24x512x64xf32>
    %1143 = linalg.batch_matmul ins(%collapsed_329, %collapsed_330 : tensor<24x512x512xf32>, tensor<24x512x64xf32>) outs(%107 : tensor<24x512x64xf32>) -> tensor<24x512x64xf32>
    %expanded_331 = tensor.expand_shape %1143 [[0, 1], [2], [3]] output_shape [2, 12, 512, 64] : tensor<24x512x64xf32> into tensor<2x12x512x64xf32>
    %1144 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_331 : tensor<2x12x512x64xf32>) outs(%62 : tensor<2x12x512x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x12x512x64xbf16>
    %transposed_332 = linalg.transpose ins(%1144 : tensor<2x12x512x64xbf16>) outs(%110 : tensor<2x512x12x64xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_333 = tensor.collapse_shape %transposed_332 [[0], [1], [2, 3]] : tensor<2x512x12x64xbf16> into tensor<2x512x768xbf16>
    %transposed_334 = linalg.transpose ins(%arg189 : tensor<768x768xbf16>) outs(%49 : tensor<768x768xbf16>) permutation = [1, 0] 
    %1145 = linalg.generic {indexing_maps = [#map17, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_334 : tensor<768x768xbf16>) outs(%111 : tensor<2x768x768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x768x768xbf16>
    %1146 = linalg.batch_matmul ins(%collapsed_333, %1145 : tensor<2x512x768xbf16>, tensor<2x768x768xbf16>) outs(%113 : tensor<2x512x768xf32>) -> tensor<2x512x768xf32>
    %1147 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1146 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %1148 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1147, %arg190 : tensor<2x512x768xbf16>, tensor<768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %1149 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1148, %1108 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %1150 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1149 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1151 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1150 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1152 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1151 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1153 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1152 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1154 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1151, %1153 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1155 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1154, %1154 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1156 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1155 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1157 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1156 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1158 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1157 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1159 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1150 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1160 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1159 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1161 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1158 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %1162 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1161 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1163 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1150, %1160 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1164 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1163, %1162 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1165 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1164, %arg191 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %1166 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1165, %arg192 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %1167 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1166 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %collapsed_335 = tensor.collapse_shape %1167 [[0, 1], [2]] : tensor<2x512x768xbf16> into tensor<1024x768xbf16>
    %transposed_336 = linalg.transpose ins(%arg193 : tensor<3072x768xbf16>) outs(%136 : tensor<768x3072xbf16>) permutation = [1, 0] 
    %1168 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg194 : tensor<3072xbf16>) outs(%137 : tensor<3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072xf32>
    %1169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_335 : tensor<1024x768xbf16>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %1170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_336 : tensor<768x3072xbf16>) outs(%140 : tensor<768x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768x3072xf32>
    %1171 = linalg.matmul ins(%1169, %1170 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%143 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %1172 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1168 : tensor<3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x3072xf32>
    %1173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1171, %1172 : tensor<1024x3072xf32>, tensor<1024x3072xf32>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %1174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1173 : tensor<1024x3072xf32>) outs(%147 : tensor<1024x3072xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x3072xbf16>
    %expanded_337 = tensor.expand_shape %1174 [[0, 1], [2]] output_shape [2, 512, 3072] : tensor<1024x3072xbf16> into tensor<2x512x3072xbf16>
    %1175 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_337 : tensor<2x512x3072xbf16>) outs(%149 : tensor<2x512x3072xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1202 = math.sqrt %cst_3 : bf16
      %1203 = arith.divf %in, %1202 : bf16
      %1204 = math.erf %1203 : bf16
      %1205 = arith.addf %1204, %cst_2 : bf16
      %1206 = arith.mulf %1205, %cst_4 : bf16
      %1207 = arith.mulf %in, %1206 : bf16
      linalg.yield %1207 : bf16
    } -> tensor<2x512x3072xbf16>
    %collapsed_338 = tensor.collapse_shape %1175 [[0, 1], [2]] : tensor<2x512x3072xbf16> into tensor<1024x3072xbf16>
    %transposed_339 = linalg.transpose ins(%arg195 : tensor<768x3072xbf16>) outs(%151 : tensor<3072x768xbf16>) permutation = [1, 0] 
    %1176 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel"]} ins(%arg196 : tensor<768xbf16>) outs(%50 : tensor<768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<768xf32>
    %1177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_338 : tensor<1024x3072xbf16>) outs(%142 : tensor<1024x3072xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<1024x3072xf32>
    %1178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_339 : tensor<3072x768xbf16>) outs(%154 : tensor<3072x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<3072x768xf32>
    %1179 = linalg.matmul ins(%1177, %1178 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%56 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %1180 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1176 : tensor<768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x768xf32>
    %1181 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1179, %1180 : tensor<1024x768xf32>, tensor<1024x768xf32>) outs(%52 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.addf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<1024x768xf32>
    %1182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1181 : tensor<1024x768xf32>) outs(%60 : tensor<1024x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<1024x768xbf16>
    %expanded_340 = tensor.expand_shape %1182 [[0, 1], [2]] output_shape [2, 512, 768] : tensor<1024x768xbf16> into tensor<2x512x768xbf16>
    %1183 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_340, %1167 : tensor<2x512x768xbf16>, tensor<2x512x768xbf16>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: bf16, %in_341: bf16, %out: bf16):
      %1202 = arith.addf %in, %in_341 : bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    %1184 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1183 : tensor<2x512x768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1202 = arith.extf %in : bf16 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1185 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1184 : tensor<2x512x768xf32>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %1202 = arith.extf %in : f32 to f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1186 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1185 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1187 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1186 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1188 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1185, %1187 : tensor<2x512x768xf64>, tensor<2x512x1xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.subf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1189 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1188, %1188 : tensor<2x512x768xf64>, tensor<2x512x768xf64>) outs(%14 : tensor<2x512x768xf64>) {
    ^bb0(%in: f64, %in_341: f64, %out: f64):
      %1202 = arith.mulf %in, %in_341 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x768xf64>
    %1190 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1189 : tensor<2x512x768xf64>) outs(%17 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.addf %in, %out : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1191 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1190 : tensor<2x512x1xf64>) outs(%16 : tensor<2x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1202 = arith.divf %in, %cst_12 : f64
      linalg.yield %1202 : f64
    } -> tensor<2x512x1xf64>
    %1192 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1191 : tensor<2x512x1xf64>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %1202 = arith.truncf %in : f64 to f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1193 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1184 : tensor<2x512x768xf32>) outs(%26 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.addf %in, %out : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1194 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1193 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.divf %in, %cst_13 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1195 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1192 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = arith.truncf %cst_11 : f64 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x1xf32>
    %1196 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1195 : tensor<2x512x1xf32>) outs(%24 : tensor<2x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1202 = math.rsqrt %in : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x1xf32>
    %1197 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1184, %1194 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.subf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1198 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1197, %1196 : tensor<2x512x768xf32>, tensor<2x512x1xf32>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: f32, %out: f32):
      %1202 = arith.mulf %in, %in_341 : f32
      linalg.yield %1202 : f32
    } -> tensor<2x512x768xf32>
    %1199 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1198, %arg197 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.mulf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %1200 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1199, %arg198 : tensor<2x512x768xf32>, tensor<768xbf16>) outs(%12 : tensor<2x512x768xf32>) {
    ^bb0(%in: f32, %in_341: bf16, %out: f32):
      %1202 = arith.extf %in_341 : bf16 to f32
      %1203 = arith.addf %in, %1202 : f32
      linalg.yield %1203 : f32
    } -> tensor<2x512x768xf32>
    %1201 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1200 : tensor<2x512x768xf32>) outs(%5 : tensor<2x512x768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1202 = arith.truncf %in : f32 to bf16
      linalg.yield %1202 : bf16
    } -> tensor<2x512x768xbf16>
    return %1201 : tensor<2x512x768xbf16>
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
