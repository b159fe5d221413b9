# lit configuration for Lantern's IR and CLI tests.
import os

import lit.formats

config.name = "Lantern"
# bash, so that tests can assert exact exit codes with `; echo "exit=$?"`.
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.lantern_binary_dir, "tests", "lit")

bin_dir = os.path.join(config.lantern_binary_dir, "bin")
config.environment["PATH"] = os.pathsep.join(
    [bin_dir, config.llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])

config.substitutions.append(("%lantern", os.path.join(bin_dir, "lantern-cli")))
config.substitutions.append(("%assets", os.path.join(config.lantern_source_dir, "assets")))
config.substitutions.append(("%schedules", os.path.join(config.lantern_source_dir, "schedules")))
config.substitutions.append(("%srcroot", config.lantern_source_dir))
config.substitutions.append(("%builddir", config.lantern_binary_dir))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
mlir_opt = os.path.join(config.llvm_tools_dir, "mlir-opt")
if getattr(config, "lantern_sanitize", "OFF").upper() in ("ON", "1", "TRUE", "YES"):
    # build-sanitize/: the plugin is instrumented and mlir-opt is not; the ASan runtime (shared, as
    # the plugin was linked) is preloaded into mlir-opt for it. mlir-opt's own process-lifetime
    # allocations are not ours to check: no leak report for it.
    mlir_opt = "env LD_PRELOAD=%s ASAN_OPTIONS=detect_leaks=0 %s" % (config.lantern_asan_runtime, mlir_opt)
    config.available_features.add("sanitize")
    for name in ("ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS"):
        if name in os.environ:
            config.environment[name] = os.environ[name]
config.substitutions.append(("%mlir-opt", mlir_opt))
# The transform.lantern extension as a dialect plugin for stock mlir-opt (core/transforms).
config.substitutions.append(("%plugin", os.path.join(config.lantern_binary_dir, "lib", "liblantern-transforms.so")))
# Helper scripts of the tests (tests/lit/*/Inputs/*.py) run with the Python that runs lit.
import sys
config.substitutions.append(("%python", sys.executable))
# Builds with the test-only fault hook (LANTERN_TEST_FAULT; off in the portable bundle).
if getattr(config, "lantern_test_hooks", "OFF").upper() in ("ON", "1", "TRUE", "YES"):
    config.available_features.add("test-hooks")
# The host's vector instructions (lantern-cli run --cpu avx2|avx512 refuses what the host lacks).
try:
    with open("/proc/cpuinfo") as cpuinfo:
        flags = next((line.split(":", 1)[1].split() for line in cpuinfo if line.startswith("flags")), [])
except OSError:
    flags = []
if {"avx2", "fma"} <= set(flags):
    config.available_features.add("cpu-avx2")
if {"avx2", "fma", "avx512f", "avx512bw", "avx512dq", "avx512vl", "avx512cd"} <= set(flags):
    config.available_features.add("cpu-avx512")
