#!/usr/bin/env python3
"""Import a PyTorch attention module into linalg-on-tensors MLIR with torch-mlir.

This is the real importer behind assets/imported/: it runs torch.export on a
module, then torch-mlir's FX importer and its lowering pipeline
(torch_mlir.fx.export_and_import with OutputType.LINALG_ON_TENSORS), and writes
the resulting MLIR with a header comment saying what was imported, with which
versions, and the command that regenerates the file.

Install (torch and torch-mlir are not Debian packages and are not installed by
third_party/install-deps.sh):

    python3 -m venv venv && venv/bin/pip install torch torch-mlir==20261001

Examples:

    venv/bin/python tools/import_torch.py --list-presets
    venv/bin/python tools/import_torch.py --preset sdpa_causal_f32 -o causal.mlir
    venv/bin/python tools/import_torch.py --module my_model.py:make -o my_model.mlir
    venv/bin/python tools/import_torch.py --all assets/imported     # = make import

A user module is given as FILE.py:FACTORY, where FACTORY() returns
(module, example_inputs) -- an nn.Module and a tuple of example tensors. Only
the shapes and dtypes of the inputs matter for the IR; the module is also run
once eagerly in PyTorch on them (a sanity check, the result is not compared).

SDPA (--sdpa): torch-mlir's default decomposition table contains
aten.scaled_dot_product_attention, so by default PyTorch decomposes SDPA with
its math backend before import (scale split as sqrt(scale) on Q and K, safe
softmax guard); this is what a user of export_and_import gets. --sdpa native
removes the SDPA entries from the table and leaves aten.scaled_dot_product_attention
to torch-mlir: without a mask, is_causal or enable_gqa it becomes linalg (scale
on the scores, no safe-softmax guard, bf16/f16 softmax in the input type); with
any of them it becomes tm_tensor.attention, which stock mlir-opt cannot parse.

flex_attention (--flex): torch-mlir imports flex_attention as the higher-order
op torch.hop_flex_attention and cannot lower it to linalg (the lowering fails).
By default (--flex math) the presets therefore export PyTorch's own eager
reference implementation of the higher-order op
(torch._higher_order_ops.flex_attention.math_attention), which is plain aten
ops and lowers to linalg; --flex hop exports the real flex_attention call
(use it with --output-type torch to see the higher-order op).

Debug locations: by default the file carries the locations torch-mlir attaches
(loc("file.py":line:0) from the PyTorch stack traces, paths made relative to
the repository or to site-packages). With locations in the file, an MLIR parser
gives each op that Python location instead of its line in the .mlir file;
--no-debug-info writes the IR without them.
"""

import argparse
import importlib.metadata
import importlib.util
import math
import os
import re
import shlex
import sys
import time
import warnings

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

try:
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
except ImportError:  # --help must work without torch
    torch = None
    nn = None
    F = None


# ---------------------------------------------------------------------------
# Options that the preset builders read (set from the command line in main()).

class Options:
    sdpa = "math"  # "math" (PyTorch's decomposition, the default) or "native"
    flex = "math"  # "math" (PyTorch's eager reference) or "hop" (the real op)


OPTIONS = Options()


class Case:
    """What a preset or a user factory builds: a module, its example inputs and
    a one-line description of the PyTorch call."""

    def __init__(self, module, inputs, call, input_names=None):
        self.module = module
        self.inputs = tuple(inputs)
        self.call = call
        self.input_names = input_names


# ---------------------------------------------------------------------------
# Building blocks of the presets.

def rand(*shape, dtype=None):
    return torch.randn(*shape, dtype=dtype or torch.float32)


class SDPA(nn.Module if nn else object):
    """F.scaled_dot_product_attention(q, k, v, [mask], **kwargs)."""

    def __init__(self, **kwargs):
        super().__init__()
        self.kwargs = kwargs

    def forward(self, q, k, v, mask=None):
        if mask is None:
            return F.scaled_dot_product_attention(q, k, v, **self.kwargs)
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, **self.kwargs)


def sdpa_case(b=2, h=4, hkv=None, s=128, skv=None, d=64, dtype="f32", mask=None, **kwargs):
    """An SDPA case. mask: None, ("bool", shape) or ("float", shape) with shape
    one of "SS", "B1SS", "B11S", "BHSS"."""
    dt = DTYPES[dtype]
    hkv = hkv or h
    skv = skv or s
    q, k, v = rand(b, h, s, d, dtype=dt), rand(b, hkv, skv, d, dtype=dt), rand(b, hkv, skv, d, dtype=dt)
    inputs = [q, k, v]
    names = ["q", "k", "v"]
    args = ["q", "k", "v"]
    if mask is not None:
        kind, shape = mask
        dims = {"SS": (s, skv), "B1SS": (b, 1, s, skv), "B11S": (b, 1, 1, skv), "BHSS": (b, h, s, skv)}[shape]
        if kind == "bool":
            m = torch.rand(*dims) > 0.2
            m[..., 0] = True  # no fully masked row
        else:
            m = torch.where(torch.rand(*dims) > 0.2, 0.0, float("-inf")).to(dt)
            m[..., 0] = 0.0
        inputs.append(m)
        names.append("mask")
        args.append("attn_mask=mask")
    args += [f"{key}={value!r}" for key, value in kwargs.items()]
    call = f"F.scaled_dot_product_attention({', '.join(args)})"
    return Case(SDPA(**kwargs), inputs, call, names)


class Flex(nn.Module if nn else object):
    """flex_attention(q, k, v, score_mod=..., block_mask=..., return_lse=...).

    With OPTIONS.flex == "math" the forward calls PyTorch's eager reference of
    the flex_attention higher-order op (what flex_attention computes, written
    in aten ops); with "hop" it calls flex_attention itself."""

    def __init__(self, score_mod, mask_mod, seq, return_lse):
        super().__init__()
        from torch.nn.attention.flex_attention import create_block_mask, noop_mask
        self.score_mod = score_mod
        self.mask_mod = mask_mod
        self.block_mask = create_block_mask(mask_mod or noop_mask, None, None, seq, seq, device="cpu")
        self.return_lse = return_lse

    def forward(self, q, k, v):
        if OPTIONS.flex == "hop":
            from torch.nn.attention.flex_attention import flex_attention
            return flex_attention(q, k, v, score_mod=self.score_mod,
                                  block_mask=self.block_mask if self.mask_mod else None,
                                  return_lse=self.return_lse)
        from torch._higher_order_ops.flex_attention import math_attention
        from torch.nn.attention.flex_attention import _identity
        out, lse_base2, _ = math_attention(q, k, v, self.score_mod or _identity, self.block_mask.as_tuple(),
                                           1.0 / math.sqrt(q.shape[-1]), {})
        if self.return_lse:
            return out, lse_base2 * math.log(2)  # flex_attention returns the natural-log LSE
        return out


def softcap(score, b, h, q_idx, kv_idx):
    return 30.0 * torch.tanh(score / 30.0)


def relative_position(score, b, h, q_idx, kv_idx):
    return score + (q_idx - kv_idx).to(score.dtype) * 0.1


def causal(b, h, q_idx, kv_idx):
    return q_idx >= kv_idx


def flex_case(score_mod=None, mask_mod=None, return_lse=False, b=1, h=4, s=128, d=64):
    args = ["q", "k", "v"]
    if score_mod is not None:
        args.append(f"score_mod={score_mod.__name__}")
    if mask_mod is not None:
        args.append(f"block_mask=create_block_mask({mask_mod.__name__}, None, None, {s}, {s})")
    if return_lse:
        args.append("return_lse=True")
    call = f"flex_attention({', '.join(args)})"
    if OPTIONS.flex == "math":
        call += " via torch._higher_order_ops.flex_attention.math_attention (the op's eager reference)"
    inputs = (rand(b, h, s, d), rand(b, h, s, d), rand(b, h, s, d))
    return Case(Flex(score_mod, mask_mod, s, return_lse), inputs, call, ["q", "k", "v"])


def split_heads(x, heads):
    b, s, e = x.shape
    return x.view(b, s, heads, e // heads).transpose(1, 2)


def merge_heads(x):
    b, h, s, d = x.shape
    return x.transpose(1, 2).reshape(b, s, h * d)


class EncoderLayer(nn.Module if nn else object):
    """A post-LayerNorm BERT encoder layer: Q/K/V projections with bias, SDPA
    with a key-padding mask, output projection, residual, LayerNorm, GELU MLP,
    residual, LayerNorm."""

    def __init__(self, hidden=64, heads=2, ffn=128):
        super().__init__()
        self.heads = heads
        self.q = nn.Linear(hidden, hidden)
        self.k = nn.Linear(hidden, hidden)
        self.v = nn.Linear(hidden, hidden)
        self.o = nn.Linear(hidden, hidden)
        self.ln1 = nn.LayerNorm(hidden)
        self.ff1 = nn.Linear(hidden, ffn)
        self.ff2 = nn.Linear(ffn, hidden)
        self.ln2 = nn.LayerNorm(hidden)

    def forward(self, x, mask):
        q, k, v = (split_heads(p(x), self.heads) for p in (self.q, self.k, self.v))
        a = merge_heads(F.scaled_dot_product_attention(q, k, v, attn_mask=mask))
        x = self.ln1(x + self.o(a))
        return self.ln2(x + self.ff2(F.gelu(self.ff1(x))))


class Encoder(nn.Module if nn else object):
    def __init__(self, layers, **kwargs):
        super().__init__()
        self.layers = nn.ModuleList(EncoderLayer(**kwargs) for _ in range(layers))

    def forward(self, x, mask):
        for layer in self.layers:
            x = layer(x, mask)
        return x


class WeightsAsArguments(nn.Module if nn else object):
    """Runs `inner` with its parameters passed as forward arguments
    (torch.func.functional_call), so they become function arguments of the
    imported IR instead of constants."""

    def __init__(self, inner):
        super().__init__()
        self.inner = inner
        self.names = [name for name, _ in inner.named_parameters()]

    def forward(self, x, mask, *weights):
        return torch.func.functional_call(self.inner, dict(zip(self.names, weights)), (x, mask))


class DecoderBlock(nn.Module if nn else object):
    """A pre-norm decoder block: RMSNorm, Q/K/V projections without bias (4
    query heads, 2 KV heads), causal GQA SDPA, output projection, residual,
    RMSNorm, SwiGLU MLP, residual."""

    def __init__(self, hidden=64, heads=4, kv_heads=2, ffn=128):
        super().__init__()
        self.heads, self.kv_heads = heads, kv_heads
        d = hidden // heads
        self.norm1 = nn.RMSNorm(hidden)
        self.q = nn.Linear(hidden, heads * d, bias=False)
        self.k = nn.Linear(hidden, kv_heads * d, bias=False)
        self.v = nn.Linear(hidden, kv_heads * d, bias=False)
        self.o = nn.Linear(heads * d, hidden, bias=False)
        self.norm2 = nn.RMSNorm(hidden)
        self.gate = nn.Linear(hidden, ffn, bias=False)
        self.up = nn.Linear(hidden, ffn, bias=False)
        self.down = nn.Linear(ffn, hidden, bias=False)

    def forward(self, x):
        h = self.norm1(x)
        q = split_heads(self.q(h), self.heads)
        k = split_heads(self.k(h), self.kv_heads)
        v = split_heads(self.v(h), self.kv_heads)
        x = x + self.o(merge_heads(F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)))
        h = self.norm2(x)
        return x + self.down(F.silu(self.gate(h)) * self.up(h))


class ManualAttention(nn.Module if nn else object):
    """Attention written out by hand, not through F.scaled_dot_product_attention."""

    def forward(self, q, k, v, mask):
        scale = 1.0 / math.sqrt(q.shape[-1])
        return torch.softmax(q @ k.transpose(-2, -1) * scale + mask, dim=-1) @ v


def encoder_inputs(b=1, s=32, e=64):
    """x [B,S,E] and a boolean key-padding mask [B,1,1,S] (True = attend) whose
    last quarter of keys is padding."""
    mask = torch.ones(b, 1, 1, s, dtype=torch.bool)
    mask[..., s - s // 4:] = False
    return rand(b, s, e), mask


def bert_layer():
    x, mask = encoder_inputs()
    return Case(EncoderLayer().eval(), (x, mask), "EncoderLayer(hidden=64, heads=2, ffn=128)(x, mask): "
                "Linear q/k/v (bias), SDPA(attn_mask=mask), Linear o, residual, LayerNorm, "
                "Linear-GELU-Linear, residual, LayerNorm (post-LN, BERT)", ["x", "mask"])


def bert_layer_weights_args():
    x, mask = encoder_inputs()
    inner = EncoderLayer().eval()
    weights = tuple(p.detach().clone() for p in inner.parameters())
    names = ["x", "mask"] + [name for name, _ in inner.named_parameters()]
    return Case(WeightsAsArguments(inner), (x, mask) + weights,
                "torch.func.functional_call(EncoderLayer(hidden=64, heads=2, ffn=128), weights, (x, mask)): "
                "the encoder layer with its 16 parameters as function arguments", names)


def bert_encoder2():
    x, mask = encoder_inputs()
    return Case(Encoder(2, ffn=32).eval(), (x, mask), "two EncoderLayer(hidden=64, heads=2, ffn=32) in a row, "
                "one padding mask for both", ["x", "mask"])


def decoder_gqa():
    return Case(DecoderBlock().eval(), (rand(1, 32, 64),), "DecoderBlock(hidden=64, heads=4, kv_heads=2, ffn=128)(x): "
                "RMSNorm, Linear q/k/v (no bias), SDPA(is_causal=True, enable_gqa=True), Linear o, residual, "
                "RMSNorm, SwiGLU MLP, residual (pre-norm, Llama)", ["x"])


def manual_softmax():
    b, h, s, d = 2, 4, 128, 64
    mask = torch.where(torch.rand(b, 1, s, s) > 0.2, 0.0, float("-inf"))
    mask[..., 0] = 0.0
    return Case(ManualAttention(), (rand(b, h, s, d), rand(b, h, s, d), rand(b, h, s, d), mask),
                "torch.softmax(q @ k.transpose(-2, -1) * (1/sqrt(64)) + mask, dim=-1) @ v, "
                "additive float mask [B,1,S,S]", ["q", "k", "v", "mask"])


# ---------------------------------------------------------------------------
# The presets: name -> (description, builder, options the preset fixes).

DTYPES = {}
if torch is not None:
    DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16, "f16": torch.float16}

PRESETS = {}


def preset(name, builder, description, **fixed):
    PRESETS[name] = (description, builder, fixed)


def _define_presets():
    preset("sdpa_f32", lambda: sdpa_case(), "SDPA, no mask, default scale, f32 [2,4,128,64]")
    preset("sdpa_scale_d32_f32", lambda: sdpa_case(d=32, scale=0.125),
           "SDPA, explicit scale=0.125 (the default would be 1/sqrt(32)), f32 [2,4,128,32]")
    preset("sdpa_causal_f32", lambda: sdpa_case(is_causal=True), "SDPA, is_causal=True, f32")
    for kind in ("bool", "float"):
        for shape in ("SS", "B1SS", "B11S", "BHSS"):
            preset(f"sdpa_{kind}_mask_{shape.lower()}_f32", lambda kind=kind, shape=shape: sdpa_case(mask=(kind, shape)),
                   f"SDPA, {'boolean' if kind == 'bool' else 'additive float'} attn_mask of shape [{','.join(shape)}], f32")
    preset("sdpa_bf16", lambda: sdpa_case(dtype="bf16"), "SDPA, no mask, bf16")
    preset("sdpa_f16", lambda: sdpa_case(dtype="f16"), "SDPA, no mask, f16")
    preset("sdpa_causal_bf16", lambda: sdpa_case(dtype="bf16", is_causal=True), "SDPA, is_causal=True, bf16")
    preset("sdpa_bool_mask_b11s_f16", lambda: sdpa_case(dtype="f16", mask=("bool", "B11S")),
           "SDPA, boolean attn_mask [B,1,1,S], f16")
    preset("sdpa_gqa_f32", lambda: sdpa_case(h=8, hkv=2, enable_gqa=True),
           "SDPA, enable_gqa=True, 8 query heads, 2 KV heads, f32")
    preset("sdpa_gqa_causal_bf16", lambda: sdpa_case(h=8, hkv=2, dtype="bf16", is_causal=True, enable_gqa=True),
           "SDPA, enable_gqa=True and is_causal=True, 8 query heads, 2 KV heads, bf16")
    preset("sdpa_cross_f32", lambda: sdpa_case(s=64, skv=128), "SDPA, 64 queries, 128 keys, no mask, f32")
    preset("sdpa_cross_causal_f32", lambda: sdpa_case(s=64, skv=128, is_causal=True),
           "SDPA, 64 queries, 128 keys, is_causal=True (top-left aligned), f32")
    preset("sdpa_d80_f32", lambda: sdpa_case(d=80), "SDPA, head dim 80, f32 [2,4,128,80]")
    # torch-mlir's own decomposition of aten.scaled_dot_product_attention.
    preset("sdpa_native_f32", lambda: sdpa_case(), "SDPA, no mask, f32, torch-mlir's own decomposition", sdpa="native")
    preset("sdpa_native_causal_f32", lambda: sdpa_case(is_causal=True),
           "SDPA, is_causal=True, f32, torch-mlir's own lowering (tm_tensor.attention)", sdpa="native", subdir="tm_tensor")
    preset("sdpa_native_bool_mask_b11s_f32", lambda: sdpa_case(mask=("bool", "B11S")),
           "SDPA, boolean attn_mask [B,1,1,S], f32, torch-mlir's own lowering (tm_tensor.attention)", sdpa="native", subdir="tm_tensor")
    preset("sdpa_native_bf16", lambda: sdpa_case(dtype="bf16"), "SDPA, no mask, bf16, torch-mlir's own decomposition",
           sdpa="native")
    preset("sdpa_native_gqa_f32", lambda: sdpa_case(h=8, hkv=2, enable_gqa=True),
           "SDPA, enable_gqa=True, 8 query heads, 2 KV heads, f32, torch-mlir's own lowering "
           "(tm_tensor.attention)", sdpa="native", subdir="tm_tensor")
    # flex_attention.
    preset("flex_softcap_f32", lambda: flex_case(score_mod=softcap),
           "flex_attention with a tanh soft-cap score_mod (30*tanh(s/30)), f32 [1,4,128,64]")
    preset("flex_relpos_f32", lambda: flex_case(score_mod=relative_position),
           "flex_attention with a relative-position bias score_mod (s + 0.1*(q_idx-kv_idx)), f32")
    preset("flex_causal_f32", lambda: flex_case(mask_mod=causal),
           "flex_attention with a causal mask_mod through a block mask, f32")
    preset("flex_softcap_causal_lse_f32", lambda: flex_case(score_mod=softcap, mask_mod=causal, return_lse=True),
           "flex_attention with soft-cap score_mod, causal block mask and return_lse=True (two results), f32")
    preset("flex_hop_softcap_causal_lse_f32", lambda: flex_case(score_mod=softcap, mask_mod=causal, return_lse=True),
           "flex_attention, soft-cap, causal block mask, return_lse=True: the real higher-order op, torch backend dialect "
           "(torch-mlir cannot lower it to linalg)", flex="hop", output_type="torch", subdir="torch")
    # Models.
    preset("bert_layer_f32", bert_layer, "BERT-style encoder layer, hidden 64, 2 heads, seq 32, padding mask input")
    preset("bert_layer_weights_args_f32", bert_layer_weights_args,
           "the same encoder layer with its weights as function arguments instead of constants")
    preset("bert_encoder2_f32", bert_encoder2, "two encoder layers (hidden 64, 2 heads, FFN 32 to stay under 400 KB), seq 32")
    preset("decoder_gqa_f32", decoder_gqa, "decoder block with causal GQA attention (4 query / 2 KV heads), "
           "RMSNorm, hidden 64, seq 32")
    preset("manual_softmax_f32", manual_softmax,
           "hand-written softmax(q @ k^T * scale + mask) @ v with an additive mask [B,1,S,S], f32")


# ---------------------------------------------------------------------------
# Hugging Face transformers models (--hf FAMILY[:PART[:IMPL[:DTYPE]]]).
#
# A family is a tiny config (1 layer, hidden 64 or 128, head_dim 32, vocab 256), the base model class
# built from it with random weights (torch.manual_seed(0), nothing downloaded) and the inputs the
# model is run on. A part is the whole model ("model": input_ids and a padding attention_mask as
# arguments) or one of its submodules ("attn", "layer", ...): the model is run once eagerly with a
# forward pre-hook on that submodule, and the part is that submodule called with exactly the
# arguments the model gave it (hidden states, the 4-D mask the model built, RoPE cos/sin, ...),
# tensors as function arguments.

HF_HELP = """Hugging Face transformers (--hf FAMILY[:PART[:IMPL[:DTYPE]]]; needs `pip install
transformers ml_dtypes` as well): a tiny model (1 layer, hidden 64 or 128,
head_dim 32, vocab 256) is built from its Config class with random weights
(torch.manual_seed(0); HF_HUB_OFFLINE=1, nothing is downloaded),
attn_implementation sdpa or eager, f32 or bf16. PART model imports the base
model (input_ids and a padding attention_mask as arguments, so the masks are
built in the graph); attn, layer and the family's own parts are a submodule
called with exactly the arguments the model passed it on one eager run (a
forward pre-hook): hidden states, the 4-D mask the model built, RoPE cos/sin,
... The parameters are function arguments after the inputs
(torch.func.functional_call), unless --hf-weights constants; buffers are
constants (non-persistent ones are registered as persistent first: torch-mlir
asserts "Could not find state mapping for buffer" on them). --hf files have no
debug locations unless --debug-info. See assets/models/README.md.

Examples:

    venv/bin/python tools/import_torch.py --hf llama:layer:eager:bf16 -o llama_layer.mlir
    venv/bin/python tools/import_torch.py --hf-list
    venv/bin/python tools/import_torch.py --hf-all assets/models    # = make import (2nd command)
"""

HF_BATCH = 2      # batch size of every HF input
HF_SEQ = 64       # sequence length (tiles of 32 and 64 divide it)
HF_DEC_SEQ = 32   # decoder length of the encoder-decoder models (T5, Whisper)
HF_PAD = 16       # batch element 1 ends with this many padding tokens (attention_mask 0)
HF_DROP = ("position_ids", "cache_position")  # tensor arguments a captured part does not need
HF_IMPLS = ("sdpa", "eager")
HF_DTYPES = ("f32", "bf16")


class HFPart:
    """A part of a family: path of the submodule in the base model ("" = the model itself), a
    description, what is notable in it; model/model_kwargs/inputs override the family's."""

    def __init__(self, path, description, notable="", model=None, model_kwargs=None, inputs=None, keep=()):
        self.path = path
        self.description = description
        self.notable = notable
        self.model = model
        self.model_kwargs = model_kwargs
        self.inputs = inputs
        self.keep = keep  # names in HF_DROP that this part does use


class HFFamily:
    def __init__(self, name, config_class, config, model, inputs, parts, notable, model_kwargs=None,
                 impls=HF_IMPLS, refused=None):
        self.name = name
        self.config_class = config_class
        self.config = config  # the Config keyword arguments (besides attn_implementation, use_cache)
        self.model = model
        self.model_kwargs = model_kwargs or {}
        self.inputs = inputs  # inputs(config, dtype) -> dict of the model's forward keyword arguments
        self.parts = parts
        self.notable = notable
        self.impls = impls
        self.refused = refused or {}  # impl -> why transformers refuses it


def padding_mask():
    """attention_mask [B,S] int64: 1 = token, 0 = padding; batch element 1 ends with HF_PAD padding."""
    mask = torch.ones(HF_BATCH, HF_SEQ, dtype=torch.int64)
    mask[1, HF_SEQ - min(HF_PAD, HF_SEQ // 4):] = 0
    return mask


def text_inputs(config, dtype):
    return {"input_ids": torch.randint(3, config.vocab_size, (HF_BATCH, HF_SEQ)), "attention_mask": padding_mask()}


def t5_inputs(config, dtype):
    inputs = text_inputs(config, dtype)
    inputs["decoder_input_ids"] = torch.randint(3, config.vocab_size, (HF_BATCH, HF_DEC_SEQ))
    return inputs


def whisper_inputs(config, dtype):
    """input_features, decoder_input_ids and a decoder padding mask (batch element 1 ends with 8 padding
    tokens). Without a decoder_attention_mask, create_causal_mask looks for packed sequences in the
    position_ids with a cumsum, which torch-mlir leaves as tm_tensor.scan."""
    decoder_mask = torch.ones(HF_BATCH, HF_DEC_SEQ, dtype=torch.int64)
    decoder_mask[1, HF_DEC_SEQ - 8:] = 0
    return {"input_features": torch.randn(HF_BATCH, config.num_mel_bins, 2 * config.max_source_positions, dtype=dtype),
            "decoder_input_ids": torch.randint(3, config.vocab_size, (HF_BATCH, HF_DEC_SEQ)),
            "decoder_attention_mask": decoder_mask}


def vit_inputs(config, dtype):
    return {"pixel_values": torch.randn(HF_BATCH, config.num_channels, config.image_size, config.image_size, dtype=dtype)}


HF_FAMILIES = {}


def hf_family(*args, **kwargs):
    family = HFFamily(*args, **kwargs)
    HF_FAMILIES[family.name] = family


def _define_hf_families():
    P = HFPart
    llama_like = dict(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
                      num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=128)
    causal = "causal + padding mask [B,1,S,S] built by create_causal_mask"
    hf_family("bert", "BertConfig",
              dict(vocab_size=256, hidden_size=64, num_hidden_layers=1, num_attention_heads=2, intermediate_size=128,
                   max_position_embeddings=128, type_vocab_size=2),
              "BertModel", text_inputs, {
                  "attn": P("encoder.layer.0.attention", "BertAttention: q/k/v with bias, attention, output dense, "
                            "residual, LayerNorm"),
                  "layer": P("encoder.layer.0", "BertLayer: attention, GELU MLP, post-LayerNorm"),
                  "model": P("", "BertModel without pooler: word + position + token-type embeddings, LayerNorm, 1 layer",
                             "embedding gathers, the padding mask built in the graph"),
              }, "bidirectional, padding mask (create_bidirectional_mask), 2 heads x 32",
              model_kwargs=dict(add_pooling_layer=False))
    hf_family("gpt2", "GPT2Config",
              dict(vocab_size=256, n_embd=64, n_layer=1, n_head=2, n_positions=128, n_inner=256, bos_token_id=1,
                   eos_token_id=2),
              "GPT2Model", text_inputs, {
                  "attn": P("h.0.attn", "GPT2Attention: fused c_attn (Conv1D, q|k|v split), attention, c_proj"),
                  "layer": P("h.0", "GPT2Block: pre-LayerNorm, attention, GELU MLP"),
                  "model": P("", "GPT2Model: token + learned position embeddings, 1 block, final LayerNorm"),
              }, f"fused QKV (Conv1D, addmm), {causal}, 2 heads x 32")
    hf_family("llama", "LlamaConfig", llama_like, "LlamaModel", text_inputs, {
                  "attn": P("layers.0.self_attn", "LlamaAttention: q/k/v without bias, RoPE, attention, o_proj"),
                  "layer": P("layers.0", "LlamaDecoderLayer: RMSNorm, attention, RMSNorm, SwiGLU MLP"),
                  "model": P("", "LlamaModel: embedding, rotary embedding, 1 layer, RMSNorm",
                             "causal + padding mask and RoPE cos/sin built in the graph"),
              }, f"GQA 4 heads / 2 KV heads x 32, RoPE, {causal}")
    hf_family("mistral", "MistralConfig", dict(llama_like, sliding_window=16), "MistralModel", text_inputs, {
                  "attn": P("layers.0.self_attn", "MistralAttention: q/k/v, RoPE, attention, o_proj"),
                  "layer": P("layers.0", "MistralDecoderLayer: RMSNorm, attention, RMSNorm, SwiGLU MLP"),
                  "model": P("", "MistralModel: embedding, rotary embedding, 1 layer, RMSNorm",
                             "sliding-window + padding mask built in the graph"),
              }, "GQA 4 / 2 x 32, RoPE, sliding window 16 < S=64 (create_sliding_window_causal_mask) + padding")
    hf_family("qwen2", "Qwen2Config", dict(llama_like, num_key_value_heads=1), "Qwen2Model", text_inputs, {
                  "attn": P("layers.0.self_attn", "Qwen2Attention: q/k/v with bias, RoPE, attention, o_proj"),
                  "layer": P("layers.0", "Qwen2DecoderLayer: RMSNorm, attention, RMSNorm, SwiGLU MLP"),
                  "model": P("", "Qwen2Model: embedding, rotary embedding, 1 layer, RMSNorm"),
              }, f"GQA 4 heads / 1 KV head x 32, q/k/v bias, RoPE, {causal}")
    hf_family("gemma2", "Gemma2Config",
              dict(llama_like, query_pre_attn_scalar=32, attn_logit_softcapping=50.0, sliding_window=32,
                   final_logit_softcapping=None),
              "Gemma2Model", text_inputs, {
                  "attn": P("layers.0.self_attn", "Gemma2Attention: q/k/v, RoPE, soft-capped scores, o_proj"),
                  "layer": P("layers.0", "Gemma2DecoderLayer: RMSNorm (1 + w), attention, post-norms, GeGLU MLP"),
                  "model": P("", "Gemma2Model: embedding scaled by sqrt(hidden), 1 layer, RMSNorm"),
              }, "GQA 4 / 2 x 32, RoPE, tanh soft-cap 50 on the scores, layer 0 sliding window 32 + padding",
              impls=("eager",), refused={"sdpa": "transformers refuses it: Gemma2PreTrainedModel._supports_sdpa = False "
                                         "(\"sdpa does not support softcapping\")"})
    hf_family("falcon", "FalconConfig",
              dict(vocab_size=256, hidden_size=128, num_hidden_layers=1, num_attention_heads=4, multi_query=True,
                   new_decoder_architecture=False, parallel_attn=True, alibi=False, bias=False,
                   max_position_embeddings=128, bos_token_id=1, eos_token_id=2),
              "FalconModel", text_inputs, {
                  "attn": P("h.0.self_attention", "FalconAttention: fused query_key_value (4 q heads + 1 k + 1 v), "
                            "RoPE, attention, dense"),
                  "layer": P("h.0", "FalconDecoderLayer: one LayerNorm, attention and GELU MLP in parallel"),
                  "model": P("", "FalconModel: embedding, rotary embedding, 1 layer, LayerNorm"),
              }, f"multi-query (4 heads, 1 KV head) x 32, fused QKV, RoPE, {causal}")
    hf_family("phi", "PhiConfig",
              dict(vocab_size=256, hidden_size=128, intermediate_size=256, num_hidden_layers=1, num_attention_heads=4,
                   num_key_value_heads=4, partial_rotary_factor=0.5, max_position_embeddings=128),
              "PhiModel", text_inputs, {
                  "attn": P("layers.0.self_attn", "PhiAttention: q/k/v with bias, partial RoPE (16 of 32 dims), dense"),
                  "layer": P("layers.0", "PhiDecoderLayer: one LayerNorm, attention and GELU MLP in parallel"),
                  "model": P("", "PhiModel: embedding, rotary embedding, 1 layer, LayerNorm"),
              }, f"4 heads x 32, partial RoPE (half the head dims), {causal}")
    hf_family("t5", "T5Config",
              dict(vocab_size=256, d_model=64, d_kv=32, d_ff=128, num_layers=1, num_decoder_layers=1, num_heads=2,
                   relative_attention_num_buckets=32, relative_attention_max_distance=64, decoder_start_token_id=0),
              "T5Model", t5_inputs, {
                  "attn": P("encoder.block.0.layer.0.SelfAttention", "T5Attention (encoder, layer 0): q/k/v/o without "
                            "bias, relative position bias computed inside, no scaling",
                            "relative position bias (bucket gather) added to the scores, scale 1"),
                  "layer": P("encoder.block.0", "T5Block (encoder): RMSNorm, self-attention with relative bias, "
                             "RMSNorm, ReLU MLP"),
                  "declayer": P("decoder.block.0", "T5Block (decoder): causal self-attention with relative bias, "
                                "cross-attention on the encoder output, ReLU MLP",
                                f"causal self-attention S=32 + cross-attention S_q=32, S_kv=64 with the padding mask"),
                  "model": P("", "T5Model: shared embedding, encoder (1 block) and decoder (1 block), "
                             "input_ids [2,64] + attention_mask, decoder_input_ids [2,32]",
                             "3 attentions: encoder (64x64, padding), decoder causal (32x32), cross (32x64, padding)"),
                  "encmodel": P("", "T5EncoderModel: shared embedding, encoder (1 block), final RMSNorm",
                                model="T5EncoderModel", inputs=text_inputs),
              }, "2 heads x 32, relative position bias, no 1/sqrt(d) scaling, padding mask")
    hf_family("whisper", "WhisperConfig",
              dict(vocab_size=256, num_mel_bins=16, encoder_layers=1, decoder_layers=1, encoder_attention_heads=2,
                   decoder_attention_heads=2, encoder_ffn_dim=128, decoder_ffn_dim=128, d_model=64,
                   max_source_positions=HF_SEQ, max_target_positions=64, pad_token_id=0, bos_token_id=1,
                   eos_token_id=2, decoder_start_token_id=3, begin_suppress_tokens=None),
              "WhisperModel", whisper_inputs, {
                  "attn": P("encoder.layers.0.self_attn", "WhisperAttention (encoder): q (bias, scaled before the "
                            "head split), k (no bias), v, out_proj; no mask"),
                  "layer": P("encoder.layers.0", "WhisperEncoderLayer: pre-LayerNorm, self-attention, GELU MLP"),
                  "declayer": P("decoder.layers.0", "WhisperDecoderLayer: causal self-attention, cross-attention "
                                "on the encoder output, GELU MLP",
                                "causal self-attention S=32, cross-attention S_q=32, S_kv=64"),
                  "model": P("", "WhisperModel: conv1d x2 (GELU) on input_features [2,16,128], sinusoidal positions, "
                             "encoder layer, token embedding, decoder layer (decoder_input_ids [2,32])",
                             "conv front end, 3 attentions: encoder 64x64, causal 32x32, cross 32x64"),
              }, "2 heads x 32, q scaled by 1/sqrt(d) before the head split, no padding mask")
    hf_family("vit", "ViTConfig",
              dict(hidden_size=64, num_hidden_layers=1, num_attention_heads=2, intermediate_size=128, image_size=32,
                   patch_size=4, num_channels=3),
              "ViTModel", vit_inputs, {
                  "attn": P("layers.0.attention", "ViTAttention: q/k/v with bias, attention, output dense"),
                  "layer": P("layers.0", "ViTLayer: pre-LayerNorm, attention, GELU MLP"),
                  "model": P("", "ViTModel without pooler: conv patch embedding (4x4 patches of a 32x32 image), "
                             "CLS token, position embeddings, 1 layer, LayerNorm", "linalg.conv_2d_nchw_fchw"),
              }, "2 heads x 32, S = 8x8 patches + CLS = 65 (not a tile multiple), no mask",
              model_kwargs=dict(add_pooling_layer=False))


def parse_hf_spec(spec):
    fields = spec.split(":")
    if not 1 <= len(fields) <= 4 or not all(fields):
        raise SystemExit(f"--hf wants FAMILY[:PART[:IMPL[:DTYPE]]], got {spec!r}")
    family, part, impl, dtype = fields + ["attn", "sdpa", "f32"][len(fields) - 1:]
    if family not in HF_FAMILIES:
        raise SystemExit(f"unknown family {family!r}; --hf-list lists them")
    fam = HF_FAMILIES[family]
    if part not in fam.parts:
        raise SystemExit(f"{family} has no part {part!r} (parts: {', '.join(fam.parts)})")
    if impl not in HF_IMPLS:
        raise SystemExit(f"IMPL is one of {', '.join(HF_IMPLS)}, got {impl!r}")
    if dtype not in HF_DTYPES:
        raise SystemExit(f"DTYPE is one of {', '.join(HF_DTYPES)}, got {dtype!r}")
    return family, part, impl, dtype


def hf_specs():
    """Every FAMILY:PART:IMPL:DTYPE that --hf takes (impls that transformers refuses are left out)."""
    for name, fam in HF_FAMILIES.items():
        for part in fam.parts:
            for impl in fam.impls:
                for dtype in HF_DTYPES:
                    yield f"{name}:{part}:{impl}:{dtype}"


# Specs that fail with torch 2.15 / torch-mlir 20261001 / transformers 5.25: --hf-all tries them, says
# so and goes on (its exit status is 0 if nothing else fails).
HF_KNOWN_FAILURES = {
    f"gpt2:{part}:sdpa:{dtype}": "run_decompositions: \"Cannot view a tensor with shape [2, 64, 64] and strides "
    "(64, 128, 1) as a tensor with shape (128, 64)\": the math decomposition of SDPA returns a non-contiguous "
    "layout, the .contiguous() before GPT-2's Conv1D view was elided at export (pytorch/pytorch#136543)"
    for part in ("attn", "layer", "model") for dtype in HF_DTYPES
}


def hf_corpus():
    """(spec, weights) of the files --hf-all writes: every family's parts with sdpa and eager in f32,
    bf16 for a few families, weights as constants for two attention modules."""
    corpus = []
    for name, fam in HF_FAMILIES.items():
        for part in fam.parts:
            for impl in fam.impls:
                corpus.append((f"{name}:{part}:{impl}:f32", "args"))
    for name in ("llama", "bert"):
        for impl in HF_IMPLS:
            corpus.append((f"{name}:attn:{impl}:bf16", "args"))
    for name in ("llama", "qwen2", "bert", "gpt2"):
        for impl in HF_IMPLS:
            corpus.append((f"{name}:layer:{impl}:bf16", "args"))
    corpus.append(("llama:model:sdpa:bf16", "args"))
    corpus.append(("bert:attn:sdpa:bf16", "constants"))
    corpus.append(("gpt2:attn:eager:f32", "constants"))
    return corpus


def hf_file_name(spec, weights):
    return spec.replace(":", "_") + ("_constweights" if weights == "constants" else "") + ".mlir"


def submodule(model, path):
    return model.get_submodule(path) if path else model


def make_persistent(model):
    """torch-mlir asserts "Could not find state mapping for buffer" on non-persistent buffers
    (position_ids, inv_freq, ...): register them all as persistent, values unchanged."""
    for module in model.modules():
        module._non_persistent_buffers_set.clear()


class HFCall(nn.Module if nn else object):
    """Calls `inner` (a transformers module) with keyword arguments rebuilt from flat tensor
    arguments; with weights as arguments its parameters follow them (torch.func.functional_call),
    otherwise its own parameters are used (constants in the IR). Returns the first output tensor."""

    def __init__(self, inner, layout, fixed, weights_as_args):
        super().__init__()
        self.inner = inner
        self.layout = layout  # [(name, None)] for a tensor, [(name, n)] for a tuple of n tensors
        self.fixed = fixed  # the non-tensor keyword arguments, as the model passed them
        self.names = [name for name, _ in inner.named_parameters()] if weights_as_args else []

    def forward(self, *flat):
        kwargs = dict(self.fixed)
        i = 0
        for name, count in self.layout:
            if count is None:
                kwargs[name] = flat[i]
                i += 1
            else:
                kwargs[name] = tuple(flat[i:i + count])
                i += count
        if self.names:
            out = torch.func.functional_call(self.inner, dict(zip(self.names, flat[i:])), (), kwargs)
        else:
            out = self.inner(**kwargs)
        return out if isinstance(out, torch.Tensor) else out[0]


def first_tensor(out):
    return out if isinstance(out, torch.Tensor) else out[0]


def parse_hf_config(items):
    """--hf-config KEY=VALUE items -> dict; VALUE is a Python literal (int, float, True, None, 'text')
    or else a string."""
    import ast
    overrides = {}
    for item in items or ():
        key, sep, value = item.partition("=")
        if not sep or not key.isidentifier():
            raise SystemExit(f"--hf-config wants KEY=VALUE (a Config keyword argument), got {item!r}")
        try:
            overrides[key] = ast.literal_eval(value)
        except (ValueError, SyntaxError):
            overrides[key] = value
    return overrides


def hf_build(family, part, impl, dtype, weights, overrides=None):
    """The Case of one HF spec, plus a description of its model for the header. `overrides` replace
    keyword arguments of the family's Config (num_hidden_layers=12, hidden_size=768, ...)."""
    import inspect
    import transformers
    fam = HF_FAMILIES[family]
    p = fam.parts[part]
    if impl not in fam.impls:
        raise RuntimeError(f"{family} with attn_implementation={impl}: {fam.refused.get(impl, 'not supported')}")
    dt = DTYPES[dtype]
    torch.manual_seed(0)
    config_args = dict(fam.config, attn_implementation=impl, use_cache=False)
    config_args.update(overrides or {})
    config = getattr(transformers, fam.config_class)(**config_args)
    config._attn_implementation = impl
    model_class = p.model or fam.model
    model_kwargs = fam.model_kwargs if p.model_kwargs is None else p.model_kwargs
    model = getattr(transformers, model_class)(config, **model_kwargs).eval().to(dt)
    make_persistent(model)
    model_inputs = (p.inputs or fam.inputs)(config, dt)
    sub = submodule(model, p.path)
    if not p.path:
        call_kwargs = model_inputs
        reference = None
    else:
        captured = {}

        def pre_hook(module, args, kwargs):
            names = list(inspect.signature(module.forward).parameters)
            captured["kwargs"] = dict(zip(names, args), **kwargs)

        def hook(module, args, kwargs, output):
            captured["output"] = first_tensor(output)

        handles = [sub.register_forward_pre_hook(pre_hook, with_kwargs=True),
                   sub.register_forward_hook(hook, with_kwargs=True)]
        with torch.no_grad():
            model(**model_inputs)
        for handle in handles:
            handle.remove()
        call_kwargs = captured["kwargs"]
        reference = captured["output"]
    layout, inputs, names, fixed = [], [], [], {}
    for name, value in call_kwargs.items():
        if isinstance(value, torch.Tensor):
            if name in HF_DROP and name not in p.keep:
                continue
            layout.append((name, None))
            inputs.append(value)
            names.append(name)
        elif isinstance(value, tuple) and value and all(isinstance(v, torch.Tensor) for v in value):
            layout.append((name, len(value)))
            inputs += list(value)
            names += [f"{name}[{i}]" for i in range(len(value))]
        else:
            fixed[name] = value
    weights_as_args = weights == "args"
    module = HFCall(sub, layout, fixed, weights_as_args).eval()
    n_inputs = len(inputs)
    if weights_as_args:
        for name, param in sub.named_parameters():
            inputs.append(param.detach())
            names.append(name)
    if reference is not None:  # the part called on its own computes what it computed inside the model
        with torch.no_grad():
            again = module(*inputs)
        if not torch.equal(again, reference):
            raise RuntimeError(f"{family}:{part}: the part called with the captured arguments differs from the "
                               f"model's (max |diff| {(again.float() - reference.float()).abs().max().item():g})")
    shown = {k: v for k, v in config_args.items() if k != "use_cache"}
    model_text = (f"{model_class}({fam.config_class}({', '.join(f'{k}={v!r}' for k, v in shown.items())})"
                  + "".join(f", {k}={v!r}" for k, v in model_kwargs.items()) + ")")
    model_inputs_text = ", ".join(f"{k} {describe(v)}" for k, v in model_inputs.items())
    where = "the whole model" if not p.path else f"submodule {p.path} of {model_class} ({type(sub).__name__})"
    info = {
        "model": f"{model_text}, random weights (torch.manual_seed(0)), eval(), {dtype}",
        "part": f"{part}, {where}: {p.description}",
        "run": (f"the model is called on {model_inputs_text}"
                + (f" (attention_mask: batch element 1 ends with {HF_PAD} padding tokens)"
                   if "attention_mask" in model_inputs else "")
                + ("" if not p.path else "; the part gets the arguments the model passed it (pre-hook), "
                   "tensors as function arguments: " + (", ".join(n for n, _ in layout) or "none")
                   + (f"; other arguments fixed: {', '.join(f'{k}={v!r}' for k, v in fixed.items())}" if fixed else ""))),
        "notable": fam.notable + (f"; {p.notable}" if p.notable else ""),
        "weights": (f"{len(inputs) - n_inputs} parameters as function arguments %arg{n_inputs}..%arg{len(inputs) - 1} "
                    "(torch.func.functional_call); buffers are constants" if weights_as_args else
                    "parameters and buffers inlined as constants (dense_resource)"),
        "n_inputs": n_inputs,
    }
    return Case(module, inputs, f"{family}:{part}:{impl}:{dtype}", names), info



def comment_block(lines):
    """The header lines as `//` comments, wrapped at a space before 110 columns (never inside the
    Regenerate: command, which must stay one line to be copied)."""
    out = []
    for line in lines:
        while len(line) > 110 and not line.startswith("Regenerate:"):
            cut = line.rfind(" ", 0, 110)
            if cut <= 0:
                break
            out.append(line[:cut])
            line = "   " + line[cut + 1:]
        out.append(line)
    return "".join(f"// {line}\n" for line in out)

def hf_header(case, info, impl, sdpa, debug_info, command, results):
    torch_version, torch_mlir_version = versions()
    import transformers
    n = info["n_inputs"]
    inputs = ", ".join(f"%arg{i} {name}: {describe(t)}"
                       for i, (name, t) in enumerate(zip(case.input_names[:n], case.inputs[:n])))
    weights = ", ".join(f"%arg{n + i} {name}: {describe(t)}"
                        for i, (name, t) in enumerate(zip(case.input_names[n:], case.inputs[n:])))
    lines = [
        "Imported from Hugging Face transformers by tools/import_torch.py --hf (torch.export + "
        "torch_mlir.fx.export_and_import).",
        f"Model: {info['model']}",
        f"Part: {info['part']}",
        f"Run: {info['run']}",
        f"attn_implementation: {impl}. Notable: {info['notable']}",
        f"Inputs: {inputs}",
        f"Weights: {info['weights']}" + (f": {weights}" if weights else ""),
        f"Results: {', '.join(describe(t) for t in results)}",
        "Output type: linalg-on-tensors; SDPA decomposition: "
        + ("PyTorch math (torch-mlir's default table)" if sdpa == "math" else "torch-mlir's own (--sdpa native)")
        + f"; debug locations: {'on' if debug_info else 'off'}",
        f"Versions: torch {torch_version}, torch-mlir {torch_mlir_version}, transformers {transformers.__version__}",
        f"Regenerate: {command}",
    ]
    return comment_block(lines)


def hf_generate(spec, weights, args, out, log):
    """Build, run, import one HF spec; returns the text of the file."""
    family, part, impl, dtype = parse_hf_spec(spec)
    sdpa = args.sdpa_given or "math"
    start = time.perf_counter()
    case, info = hf_build(family, part, impl, dtype, weights, parse_hf_config(args.hf_config))
    elapsed, results = run_eagerly(case)
    log(f"  built and ran in PyTorch: {time.perf_counter() - start:.1f} s -> "
        f"{', '.join(describe(t) for t in results)}")
    text = import_case(case, "linalg-on-tensors", args.func_name, args.debug_info, sdpa)
    source = ["--hf", spec] + (["--hf-weights", "constants"] if weights == "constants" else [])
    for item in args.hf_config or ():
        source += ["--hf-config", item]
    if args.hf_seq:
        source += ["--hf-seq", str(args.hf_seq)]
    if args.hf_dec_seq:
        source += ["--hf-dec-seq", str(args.hf_dec_seq)]
    head = hf_header(case, info, impl, sdpa, args.debug_info, command_line(source, args, out), results)
    return head + text


def not_linalg(text):
    """The first op of a dialect that stock MLIR does not have (torch-mlir's torch or tm_tensor), or None."""
    for line in text.splitlines():
        if line.startswith("//"):
            continue
        match = re.search(r"(?:=|^)\s*\"?((?:tm_tensor|torch|torch_c)\.[A-Za-z_.]+)", line)
        if match:
            return match.group(1)
    return None


# ---------------------------------------------------------------------------
# Import.

def versions():
    def version(dist):
        try:
            return importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            return "not installed"
    return version("torch"), version("torch-mlir")


def describe(t):
    names = {torch.float32: "f32", torch.bfloat16: "bf16", torch.float16: "f16", torch.bool: "bool",
             torch.int64: "i64", torch.int32: "i32", torch.float64: "f64"}
    return f"{names.get(t.dtype, str(t.dtype))}[{','.join(str(n) for n in t.shape)}]"


def decomposition_table(sdpa):
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table
    table = get_decomposition_table()
    if sdpa == "native":
        table = {op: fn for op, fn in table.items()
                 if "scaled_dot_product" not in str(op)}
    return table


def relative_locations(text):
    """Make the file names in loc(...) independent of where the repository and
    the venv are (repository paths relative to its root, installed packages
    relative to site-packages) and of what ran before in the process."""
    def fix(match):
        path = match.group(1)
        if "/site-packages/" in path:
            path = path.split("/site-packages/", 1)[1]
        elif path.startswith(REPO_ROOT + os.sep):
            path = os.path.relpath(path, REPO_ROOT)
        return 'loc("' + path + '"'
    text = re.sub(r'loc\("([^"]*)"', fix, text)
    # FX names generated code "<eval_with_key>.N" with N counting up per process.
    return re.sub(r'loc\("<eval_with_key>\.[0-9]+"', 'loc("<eval_with_key>"', text)


def import_case(case, output_type, func_name, debug_info, sdpa):
    from torch_mlir import fx
    from torch_mlir.compiler_utils import OutputType
    kind = {"linalg-on-tensors": OutputType.LINALG_ON_TENSORS, "torch": OutputType.TORCH,
            "raw": OutputType.RAW}[output_type]
    module = fx.export_and_import(case.module, *case.inputs, output_type=kind, func_name=func_name,
                                  decomposition_table=decomposition_table(sdpa))
    text = module.operation.get_asm(enable_debug_info=debug_info)
    return relative_locations(text) if debug_info else text


def run_eagerly(case):
    with torch.no_grad():
        start = time.perf_counter()
        result = case.module(*case.inputs)
        elapsed = time.perf_counter() - start
    results = result if isinstance(result, tuple) else (result,)
    return elapsed, results


def header(case, output_type, sdpa, flex, debug_info, command, results):
    torch_version, torch_mlir_version = versions()
    names = case.input_names or [f"arg{i}" for i in range(len(case.inputs))]
    inputs = ", ".join(f"%arg{i} {name}: {describe(t)}" for i, (name, t) in enumerate(zip(names, case.inputs)))
    lines = [
        "Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).",
        f"PyTorch: {case.call}",
        f"Inputs: {inputs}",
        f"Results: {', '.join(describe(t) for t in results)}",
        f"Output type: {output_type}; SDPA decomposition: "
        + ("PyTorch math (torch-mlir's default table)" if sdpa == "math" else "torch-mlir's own (--sdpa native)")
        + (f"; flex_attention: {'eager reference math_attention' if flex == 'math' else 'higher-order op'}"
           if isinstance(case.module, Flex) else "")
        + f"; debug locations: {'on' if debug_info else 'off'}",
        f"Versions: torch {torch_version}, torch-mlir {torch_mlir_version}",
        f"Regenerate: {command}",
    ]
    return comment_block(lines)


def load_factory(spec):
    path, sep, name = spec.rpartition(":")
    if not sep or not path or not name:
        raise SystemExit(f"--module wants FILE.py:FACTORY, got {spec!r}")
    module_spec = importlib.util.spec_from_file_location("user_module", path)
    if module_spec is None:
        raise SystemExit(f"cannot load {path}")
    user = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(user)
    factory = getattr(user, name, None)
    if factory is None:
        raise SystemExit(f"{path} has no {name}")
    made = factory()
    if not (isinstance(made, tuple) and len(made) == 2):
        raise SystemExit(f"{name}() must return (nn.Module, example_inputs)")
    module, inputs = made
    if isinstance(inputs, torch.Tensor):
        inputs = (inputs,)
    return Case(module, inputs, f"{name}() from {path}: {type(module).__name__}")


def command_line(source, args, out):
    parts = ["venv/bin/python", "tools/import_torch.py"] + source
    if args.sdpa_given:
        parts += ["--sdpa", args.sdpa_given]
    if args.flex_given:
        parts += ["--flex", args.flex_given]
    if args.output_type_given:
        parts += ["--output-type", args.output_type_given]
    if args.func_name != "main":
        parts += ["--func-name", args.func_name]
    if source[0] == "--hf":  # --hf files are written without locations unless --debug-info
        if args.debug_info:
            parts.append("--debug-info")
    elif not args.debug_info:
        parts.append("--no-debug-info")
    if out:
        parts += ["-o", out]
    return " ".join(shlex.quote(p) for p in parts)


def generate(builder, fixed, source, args, out, log):
    """Build, run eagerly, import; returns the text of the file."""
    OPTIONS.sdpa = args.sdpa_given or fixed.get("sdpa", "math")
    OPTIONS.flex = args.flex_given or fixed.get("flex", "math")
    output_type = args.output_type_given or fixed.get("output_type", "linalg-on-tensors")
    torch.manual_seed(0)
    case = builder()
    elapsed, results = run_eagerly(case)
    log(f"  ran in PyTorch: {elapsed * 1000:.1f} ms -> {', '.join(describe(t) for t in results)}")
    text = import_case(case, output_type, args.func_name, args.debug_info, OPTIONS.sdpa)
    head = header(case, output_type, OPTIONS.sdpa, OPTIONS.flex, args.debug_info,
                  command_line(source, args, out), results)
    return head + text


def write(text, out):
    if out in (None, "-"):
        sys.stdout.write(text)
        return
    directory = os.path.dirname(out)
    if directory:
        os.makedirs(directory, exist_ok=True)
    with open(out, "w") as f:
        f.write(text)


def main(argv=None):
    global HF_SEQ, HF_DEC_SEQ
    parser = argparse.ArgumentParser(
        prog="import_torch.py",
        description=__doc__.split("\n\n", 1)[1],
        epilog=HF_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--preset", metavar="NAME", help="import a named preset (see --list-presets)")
    source.add_argument("--module", metavar="FILE.py:FACTORY",
                        help="import FACTORY() from FILE.py, which returns (nn.Module, example_inputs tuple)")
    source.add_argument("--all", metavar="DIR",
                        help="import every preset to DIR/NAME.mlir; presets whose IR is not stock MLIR go to "
                             "DIR/tm_tensor/ (torch-mlir's tm_tensor.attention) and DIR/torch/ (torch dialect)")
    source.add_argument("--list-presets", action="store_true", help="print the preset names and descriptions")
    source.add_argument("--hf", metavar="FAMILY[:PART[:IMPL[:DTYPE]]]",
                        help="import a tiny randomly initialised Hugging Face transformers model (nothing is "
                             "downloaded): PART attn (the attention module with its projections), layer (one "
                             "layer), model (the base model with 1 layer, input_ids as an i64 argument) or a "
                             "family's own part; IMPL sdpa or eager (attn_implementation); DTYPE f32 or bf16. "
                             "Defaults: attn, sdpa, f32. Written without debug locations unless --debug-info")
    source.add_argument("--hf-all", metavar="DIR",
                        help="import the transformers corpus (see --hf-list) to DIR/FAMILY_PART_IMPL_DTYPE.mlir; "
                             "a file that is not linalg (torch or tm_tensor ops left) is not written")
    source.add_argument("--hf-list", action="store_true",
                        help="print the FAMILY:PART:IMPL:DTYPE combinations --hf takes, those in the --hf-all "
                             "corpus marked with *")
    parser.add_argument("-o", "--output", metavar="FILE", help="output file (default: stdout)")
    parser.add_argument("--sdpa", choices=["math", "native"], dest="sdpa_given",
                        help="math: PyTorch decomposes SDPA with its math backend before import (torch-mlir's "
                             "default, and the default here); native: leave aten.scaled_dot_product_attention to "
                             "torch-mlir (linalg without a mask, tm_tensor.attention with a mask, is_causal or "
                             "enable_gqa). Presets named *_native_* fix native.")
    parser.add_argument("--flex", choices=["math", "hop"], dest="flex_given",
                        help="math (default): flex presets export PyTorch's eager reference of the flex_attention "
                             "op, which lowers to linalg; hop: export flex_attention itself (torch-mlir imports the "
                             "higher-order op and fails to lower it to linalg; use --output-type torch)")
    parser.add_argument("--output-type", choices=["linalg-on-tensors", "torch", "raw"], dest="output_type_given",
                        help="torch-mlir output type (default linalg-on-tensors)")
    parser.add_argument("--func-name", default="main", help="name of the imported function (default main)")
    parser.add_argument("--no-debug-info", dest="debug_info", action="store_false", default=None,
                        help="write the IR without loc(...) debug locations (the default for --hf and --hf-all)")
    parser.add_argument("--debug-info", dest="debug_info", action="store_true", default=None,
                        help="write loc(...) debug locations (the default for --preset, --module and --all)")
    parser.add_argument("--hf-weights", choices=["args", "constants"], default="args",
                        help="--hf: the model's parameters as function arguments after the inputs (args, the "
                             "default; torch.func.functional_call) or inlined as dense_resource constants")
    parser.add_argument("--hf-config", metavar="KEY=VALUE", action="append",
                        help="--hf: override a keyword argument of the family's Config class (repeatable), e.g. "
                             "num_hidden_layers=12 hidden_size=768 num_attention_heads=12 intermediate_size=3072; "
                             "the part named 'model' then has that many layers")
    parser.add_argument("--hf-seq", type=int, metavar="N",
                        help=f"--hf: the sequence length of the inputs (default {HF_SEQ})")
    parser.add_argument("--hf-dec-seq", type=int, metavar="N",
                        help=f"--hf: the decoder length of T5 and Whisper (default {HF_DEC_SEQ})")
    args = parser.parse_args(argv)
    hf = bool(args.hf or args.hf_all)
    if (args.hf_config or args.hf_seq or args.hf_dec_seq) and not args.hf:
        parser.error("--hf-config, --hf-seq and --hf-dec-seq apply to --hf only")
    for value, name in ((args.hf_seq, "--hf-seq"), (args.hf_dec_seq, "--hf-dec-seq")):
        if value is not None and value < 1:
            parser.error(f"{name} wants a length of at least 1, got {value}")
    HF_SEQ = args.hf_seq or HF_SEQ
    HF_DEC_SEQ = args.hf_dec_seq or HF_DEC_SEQ
    if args.debug_info is None:
        args.debug_info = not hf
    if hf and (args.output_type_given or args.flex_given):
        parser.error("--output-type and --flex do not apply to --hf and --hf-all")

    if args.list_presets or args.preset or args.all:
        if torch is None:
            raise SystemExit("torch is not installed; see --help for how to install it")
        _define_presets()
    if args.hf_list or hf:
        if torch is None:
            raise SystemExit("torch is not installed; see --help for how to install it")
        os.environ["HF_HUB_OFFLINE"] = "1"  # nothing is downloaded: the models are built from configs
        _define_hf_families()
    if args.hf_list:
        corpus = {spec for spec, weights in hf_corpus() if weights == "args"}
        for spec in hf_specs():
            family, part = spec.split(":")[:2]
            p = HF_FAMILIES[family].parts[part]
            print(f"{'*' if spec in corpus else ' '} {spec:<28} "
                  + (f"fails: {HF_KNOWN_FAILURES[spec]}" if spec in HF_KNOWN_FAILURES else p.description))
        for name, fam in HF_FAMILIES.items():
            for impl, why in fam.refused.items():
                print(f"  {name}:*:{impl}:*  not available: {why}")
        return 0
    if args.list_presets:
        width = max(len(name) for name in PRESETS)
        for name, (description, _, _) in PRESETS.items():
            print(f"{name:<{width}}  {description}")
        return 0
    if torch is None:
        raise SystemExit("torch is not installed; see --help for how to install it")
    warnings.filterwarnings("ignore")  # flex_attention's "called without torch.compile()" and the like

    def log(message):
        print(message, file=sys.stderr)

    if args.hf_all:
        import transformers
        log(f"transformers {transformers.__version__}")
        failed, known = [], []
        for spec, weights in hf_corpus():
            out = os.path.join(args.hf_all, hf_file_name(spec, weights))
            log(f"{spec}{' (weights as constants)' if weights == 'constants' else ''} -> {out}")
            try:
                text = hf_generate(spec, weights, args, out, log)
            except Exception as e:  # keep going; report at the end
                log(f"  FAILED: {type(e).__name__}: {str(e).strip().splitlines()[0] if str(e).strip() else ''}")
                if spec in HF_KNOWN_FAILURES:
                    log("  (a known failure: " + HF_KNOWN_FAILURES[spec] + ")")
                    known.append(spec)
                else:
                    failed.append(spec)
                continue
            op = not_linalg(text)
            if op:
                log(f"  NOT WRITTEN: the IR still has {op} (not stock MLIR)")
                failed.append(spec)
                continue
            write(text, out)
            log(f"  {len(text) / 1024:.1f} KB")
        if known:
            log(f"known failures: {' '.join(known)}")
        if failed:
            log(f"failed or not linalg: {' '.join(failed)}")
            return 1
        return 0
    if args.hf:
        spec = args.hf
        parse_hf_spec(spec)
        try:
            text = hf_generate(spec, args.hf_weights, args, args.output, log)
        except Exception as e:
            log(f"import failed: {type(e).__name__}: {str(e).strip()}")
            return 1
        op = not_linalg(text)
        if op:
            log(f"warning: the IR still has {op}, which stock MLIR cannot parse")
        write(text, args.output)
        return 0
    if args.all:
        failed = []
        for name, (_, builder, fixed) in PRESETS.items():
            out = os.path.join(args.all, fixed.get("subdir", ""), name + ".mlir")
            log(f"{name} -> {out}")
            try:
                write(generate(builder, fixed, ["--preset", name], args, out, log), out)
            except Exception as e:  # keep going; report at the end
                log(f"  FAILED: {type(e).__name__}: {str(e).strip().splitlines()[0] if str(e).strip() else ''}")
                failed.append(name)
        if failed:
            log(f"failed: {' '.join(failed)}")
            return 1
        return 0
    if args.preset:
        if args.preset not in PRESETS:
            raise SystemExit(f"unknown preset {args.preset!r}; --list-presets lists them")
        _, builder, fixed = PRESETS[args.preset]
        source_args = ["--preset", args.preset]
    elif args.module:
        spec = args.module
        builder, fixed = (lambda: load_factory(spec)), {}
        source_args = ["--module", spec]
    else:
        parser.error("give --preset NAME, --module FILE.py:FACTORY, --all DIR, --list-presets, --hf SPEC, "
                     "--hf-all DIR or --hf-list")
    try:
        text = generate(builder, fixed, source_args, args, args.output, log)
    except Exception as e:  # torch.export and torch-mlir errors: the message, not a traceback
        log(f"import failed: {type(e).__name__}: {str(e).strip()}")
        return 1
    write(text, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
