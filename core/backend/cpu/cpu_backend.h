// The CPU backend (LLVM JIT through mlir::ExecutionEngine).
#pragma once

#include "backend/backend.h"

#include <memory>
#include <string>
#include <vector>

namespace lantern::backend {

Backend *cpuBackend();

// How the CPU backend lowers a kernel. `roll`: collapse parallel loops and roll large vector ops
// into loops (backend/cpu/roll_vector_ops.h), with the inner-reduction strategy for row reductions;
// the results are bitwise the same either way, the machine code several times smaller with it.
// `optLevel`: LLVM's optimization level (negative: 3, or LANTERN_CPU_OPT).
struct CpuLowering {
  bool roll = true;
  bool polynomialExp = true; // f32 math.exp as arithmetic (MLIR's polynomial approximation), not libm calls
  bool scalefExp = true;     // with AVX-512, f32 vector exp as scaled_exp.h's polynomial and vscalefps
  bool parallelHostOps = true; // linalg ops outside every loop as parallel loops on all cores
  int optLevel = -1;
  // The threads the async runtime will run the parallel loops on (0: this process's CPUs, which is
  // what the runtime's pool takes when it starts): each loop is split into kBlocksPerThread blocks per
  // thread, so that one slow block (a causal tile's longer key loop, a busy core) does not leave the
  // others idle at the end.
  int threads = 0;
  // The vector instructions the kernel is compiled for (cpuTargets()): "native" (the host's), or
  // "avx2" / "avx512" (x86-64-v3 / -v4, 256- / 512-bit vectors) on an x86-64 host that has them.
  std::string target = "native";
};
inline constexpr int kBlocksPerThread = 8;

// The names CpuLowering::target takes (inline: sweep specs validate them without the backend).
inline std::vector<std::string> cpuTargets() { return {"native", "avx2", "avx512"}; }

// The width in bits of the vector registers `target` compiles for (native: 512 where the host has
// avx512f, else 256).
int64_t cpuVectorBits(const std::string &target);

// While it lives, defaultCpuLowering() on this thread (a run's compiles: the kernel and the graph
// oracle) targets what `set` named. `set` is false with `error` when the name is unknown or the
// host cannot run it ("avx512 on a host without avx512f" would stop at an illegal instruction).
class CpuTargetScope {
public:
  CpuTargetScope();
  ~CpuTargetScope();
  CpuTargetScope(const CpuTargetScope &) = delete;
  CpuTargetScope &operator=(const CpuTargetScope &) = delete;
  bool set(const std::string &target, std::string &error);

private:
  std::string previous;
};

// async-parallel-for's `num-workers` for which it splits a loop into at least `blocks` blocks.
// Upstream (MLIR 22) makes num-workers x f blocks, with an oversharding factor f that falls as the
// workers grow (8 up to 4 workers, 4 up to 8, 2, 1, 0.8, then 0.6 above 64): with num-workers = the threads,
// 16 threads got 32 blocks, two per thread. tests/unit/cpu_backend_test.cpp checks the count it gives.
int64_t asyncWorkersForBlocks(int64_t blocks);

// The backend's own: rolling on unless LANTERN_CPU_ROLL=0, host ops parallel unless
// LANTERN_CPU_HOST_PARALLEL=0, exp as a polynomial unless LANTERN_CPU_EXP=libm, the default
// optimization level, the target of this thread's CpuTargetScope (else native).
CpuLowering defaultCpuLowering();

// Rewrites each linalg op on buffers that no loop encloses and that has at least 2^22 points in its
// iteration space into an scf.parallel over its parallel dimensions (reductions serial inside), so
// that async-parallel-for runs it on all cores; returns how many. Part of compileCpu's lowering when
// CpuLowering::parallelHostOps is set.
size_t parallelizeHostLinalgOps(mlir::ModuleOp module);

// What cpuBackend()->compile does, with an explicit lowering (tests compare the two). Machine code
// is generated at the first run, or by Executable::materialize.
std::unique_ptr<Executable> compileCpu(mlir::ModuleOp module, const std::string &function, const CpuLowering &lowering,
                                       std::vector<Diagnostic> &diagnostics);

} // namespace lantern::backend
