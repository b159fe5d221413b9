# The README's two commands: `make run` and `make test`. Both install what is missing first.
BUILD ?= build
CMAKE_FLAGS ?=

.PHONY: deps configure build run test bench bundle clean import mutation fuzz fuzz-build fuzz-smoke test-sanitize

deps:
	@bash third_party/install-deps.sh

$(BUILD)/build.ninja: | deps
	cmake -S . -B $(BUILD) -G Ninja $(CMAKE_FLAGS)

configure: deps $(BUILD)/build.ninja

build: configure
	cmake --build $(BUILD)

# With a display, the desktop app on the default graph and schedule; without one, the CLI equivalent.
run: build
	@if [ -n "$$DISPLAY" ] && [ -x $(BUILD)/bin/lantern ]; then \
	  $(BUILD)/bin/lantern assets/sdpa_f32.mlir schedules/tile-and-fuse.json; \
	else \
	  echo "lantern: no display (DISPLAY is not set); the lantern-cli equivalent:"; \
	  echo "  $(BUILD)/bin/lantern-cli apply assets/sdpa_f32.mlir schedules/tile-and-fuse.json -o $(BUILD)/sdpa_f32.tile-and-fuse.mlir"; \
	  $(BUILD)/bin/lantern-cli apply assets/sdpa_f32.mlir schedules/tile-and-fuse.json -o $(BUILD)/sdpa_f32.tile-and-fuse.mlir; \
	fi

LIT ?= /usr/lib/llvm-22/bin/lit

# Every suite always runs, so every summary prints; the target fails if one failed. The fuzz smoke
# (each libFuzzer target for FUZZ_SMOKE_SECONDS on its seeds) needs build-sanitize/ (clang-22).
FUZZ_SMOKE_SECONDS ?= 15
test: build fuzz-build
	@status=0; \
	(cd $(BUILD) && ctest --output-on-failure) || status=1; \
	echo "== lit =="; \
	$(LIT) -sv $(BUILD)/tests/lit || status=1; \
	echo "== fuzz smoke =="; \
	bash tests/fuzz/run.sh $(SANITIZE_BUILD) $(FUZZ_SMOKE_SECONDS) || status=1; \
	exit $$status

# ASan + UBSan (and libFuzzer's coverage) in their own build directory, with clang-22: the unit and
# lit tests (`make test-sanitize`) and the fuzz targets (`make fuzz`). Suppressions and options:
# tests/sanitize/.
SANITIZE_BUILD ?= build-sanitize
$(SANITIZE_BUILD)/build.ninja: | deps
	CC=clang-22 CXX=clang++-22 cmake -S . -B $(SANITIZE_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DLANTERN_SANITIZE=ON -DLANTERN_FUZZ=ON -DLANTERN_WITH_GUI=OFF

fuzz-build: deps $(SANITIZE_BUILD)/build.ninja
	cmake --build $(SANITIZE_BUILD) --target lantern-fuzzers

# Each target for FUZZ_SECONDS (default 30 min each); what it found goes to tests/fuzz/found/.
FUZZ_SECONDS ?= 1800
fuzz: fuzz-build
	bash tests/fuzz/run.sh $(SANITIZE_BUILD) $(FUZZ_SECONDS) --keep

test-sanitize: deps $(SANITIZE_BUILD)/build.ninja
	cmake --build $(SANITIZE_BUILD)
	@LANTERN_SANITIZE_DIR=$(CURDIR)/tests/sanitize; . tests/sanitize/env.sh; status=0; \
	(cd $(SANITIZE_BUILD) && ctest --output-on-failure) || status=1; \
	echo "== lit (sanitized) =="; \
	$(LIT) -sv $(SANITIZE_BUILD)/tests/lit || status=1; \
	exit $$status

# The CPU kernel against PyTorch 2.x (tests/bench/cpu_vs_pytorch.py) runs when BENCH_PYTHON imports a
# torch that has scaled_dot_product_attention; otherwise it is skipped with the reason, and
# lantern-bench-cpu above (libtorch 1.13) is the CPU peer. BENCH_FLAGS go to the script.
BENCH_PYTHON ?= $(if $(wildcard /work/torch-venv/bin/python),/work/torch-venv/bin/python,python3)
BENCH_FLAGS ?=

bench: build
	$(BUILD)/bin/lantern-bench-apply
	$(BUILD)/bin/lantern-bench-diff
	$(BUILD)/bin/lantern-bench-edit
	$(BUILD)/bin/lantern-bench-cpu
	$(BUILD)/bin/lantern-bench-flash
	python3 tests/bench/depth.py --cli $(BUILD)/bin/lantern-cli
	@if $(BENCH_PYTHON) -c 'import torch.nn.functional as F; F.scaled_dot_product_attention' >/dev/null 2>&1; then \
	  echo "$(BENCH_PYTHON) tests/bench/cpu_vs_pytorch.py --cli $(BUILD)/bin/lantern-cli $(BENCH_FLAGS)"; \
	  $(BENCH_PYTHON) tests/bench/cpu_vs_pytorch.py --cli $(BUILD)/bin/lantern-cli $(BENCH_FLAGS); \
	else \
	  echo "cpu_vs_pytorch.py skipped: $(BENCH_PYTHON) has no PyTorch 2.x (torch with scaled_dot_product_attention);"; \
	  echo "  the CPU peer above is libtorch 1.13 (lantern-bench-cpu). To add PyTorch 2.x:"; \
	  echo "  python3 -m venv /work/torch-venv && /work/torch-venv/bin/pip install torch   (or set BENCH_PYTHON)"; \
	fi

# The mutation test over a larger seed range than make test's (100 mutants, seed 1): MUTATION_FLAGS,
# e.g. `make mutation MUTATION_FLAGS="--count 400 --seed 2"`.
MUTATION_FLAGS ?= --count 400 --seed 2
mutation: build
	python3 tests/mutation/mutate.py --cli $(BUILD)/bin/lantern-cli --work $(BUILD)/mutation $(MUTATION_FLAGS)

# A portable lantern-cli for hosts without LLVM (static MLIR/LLVM, no libtorch), built in build-bundle/
# and packed as dist/lantern-bundle.tar.xz, then checked (README.md, "Portable bundle").
bundle: deps
	@bash third_party/bundle.sh

clean:
	rm -rf $(BUILD)

# Regenerate assets/imported/ from PyTorch with torch-mlir (tools/import_torch.py --all; see
# assets/imported/README.md) and assets/models/ from tiny Hugging Face transformers models (--hf-all;
# see assets/models/README.md). Not part of build or test. IMPORT_PYTHON is a Python that has torch and
# torch-mlir (and transformers, ml_dtypes for assets/models), e.g. a venv: python3 -m venv venv &&
# venv/bin/pip install torch torch-mlir==20261001 transformers ml_dtypes
# IMPORT_FLAGS go to the --all run, e.g. IMPORT_FLAGS=--no-debug-info for files without loc(...).
IMPORT_PYTHON ?= venv/bin/python
IMPORT_FLAGS ?=

BERT_BASE = --hf-config num_hidden_layers=12 --hf-config hidden_size=768 --hf-config num_attention_heads=12 \
	--hf-config intermediate_size=3072 --hf-config max_position_embeddings=512
LLAMA_8L = --hf-config num_hidden_layers=8 --hf-config hidden_size=2048 --hf-config num_attention_heads=16 \
	--hf-config num_key_value_heads=4 --hf-config head_dim=128 --hf-config intermediate_size=5632 \
	--hf-config max_position_embeddings=2048

import:
	$(IMPORT_PYTHON) tools/import_torch.py --all assets/imported $(IMPORT_FLAGS)
	$(IMPORT_PYTHON) tools/import_torch.py --hf-all assets/models
	$(IMPORT_PYTHON) tools/import_torch.py --hf bert:model:sdpa:f32 $(BERT_BASE) --hf-seq 128 -o assets/models/full/bert_base_model_sdpa_s128_f32.mlir
	$(IMPORT_PYTHON) tools/import_torch.py --hf bert:model:sdpa:bf16 $(BERT_BASE) --hf-seq 512 -o assets/models/full/bert_base_model_sdpa_s512_bf16.mlir
	$(IMPORT_PYTHON) tools/import_torch.py --hf llama:model:sdpa:bf16 $(LLAMA_8L) --hf-seq 1024 -o assets/models/full/llama_8l_model_sdpa_s1024_bf16.mlir
