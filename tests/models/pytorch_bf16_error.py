#!/usr/bin/env python3
"""How far PyTorch's own bf16 execution of a model is from the same model in float64.

Lantern checks a bf16 model against the graph in float64 with a 1e-2 rel-L2 tolerance. This script
gives the yardstick for that number: the rel-L2 between PyTorch running the model in bf16 and in
float64 (same weights, same inputs). Needs torch and transformers (the importer's venv).

  venv/bin/python tests/models/pytorch_bf16_error.py --layers 8   # the Llama-shaped full-size entry
"""
import argparse
import time

import torch
import transformers


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--layers", type=int, default=8)
    ap.add_argument("--seq", type=int, default=1024)
    ap.add_argument("--batch", type=int, default=1)
    args = ap.parse_args()
    # assets/models/full/llama_8l_model_sdpa_s1024_bf16.mlir's configuration (Makefile, LLAMA_8L).
    cfg = transformers.LlamaConfig(vocab_size=256, hidden_size=2048, intermediate_size=5632,
                                   num_hidden_layers=args.layers, num_attention_heads=16, num_key_value_heads=4,
                                   head_dim=128, max_position_embeddings=2048, attn_implementation="sdpa",
                                   use_cache=False)
    torch.manual_seed(0)
    model = transformers.LlamaModel(cfg).eval()
    ids = torch.randint(3, cfg.vocab_size, (args.batch, args.seq))
    mask = torch.ones(args.batch, args.seq, dtype=torch.int64)
    start = time.time()
    with torch.no_grad():
        exact = model.double()(input_ids=ids, attention_mask=mask).last_hidden_state
        low = model.to(torch.bfloat16)(input_ids=ids, attention_mask=mask).last_hidden_state.double()
    err = ((low - exact).norm() / exact.norm()).item()
    print(f"PyTorch {torch.__version__}, LlamaModel {args.layers} x 2048, GQA 16/4, S {args.seq}, batch {args.batch}: "
          f"bf16 vs float64 rel-L2 {err:.2e} ({time.time() - start:.0f} s)")


if __name__ == "__main__":
    main()
