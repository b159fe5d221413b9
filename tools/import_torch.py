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
    out = []
    for line in lines:
        while len(line) > 110 and not line.startswith("Regenerate:"):  # wrap at a space, not the command
            cut = line.rfind(" ", 0, 110)
            if cut <= 0:
                break
            out.append(line[:cut])
            line = "   " + line[cut + 1:]
        out.append(line)
    return "".join(f"// {line}\n" for line in out)


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
    if not args.debug_info:
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
    parser = argparse.ArgumentParser(
        prog="import_torch.py",
        description=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--preset", metavar="NAME", help="import a named preset (see --list-presets)")
    source.add_argument("--module", metavar="FILE.py:FACTORY",
                        help="import FACTORY() from FILE.py, which returns (nn.Module, example_inputs tuple)")
    source.add_argument("--all", metavar="DIR",
                        help="import every preset to DIR/NAME.mlir; presets whose IR is not stock MLIR go to "
                             "DIR/tm_tensor/ (torch-mlir's tm_tensor.attention) and DIR/torch/ (torch dialect)")
    source.add_argument("--list-presets", action="store_true", help="print the preset names and descriptions")
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
    parser.add_argument("--no-debug-info", dest="debug_info", action="store_false",
                        help="write the IR without loc(...) debug locations")
    args = parser.parse_args(argv)

    if args.list_presets or args.preset or args.all:
        if torch is None:
            raise SystemExit("torch is not installed; see --help for how to install it")
        _define_presets()
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
        parser.error("give --preset NAME, --module FILE.py:FACTORY, --all DIR or --list-presets")
    try:
        text = generate(builder, fixed, source_args, args, args.output, log)
    except Exception as e:  # torch.export and torch-mlir errors: the message, not a traceback
        log(f"import failed: {type(e).__name__}: {str(e).strip()}")
        return 1
    write(text, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
