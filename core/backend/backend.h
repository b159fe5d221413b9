// Backends turn the final snapshot of a schedule into an executable kernel and run it. One Backend
// per target; a registry lets front ends list them and say why one is unavailable.
#pragma once

#include "check/tensor.h"
#include "ir/diagnostics.h"

#include "mlir/IR/BuiltinOps.h"

#include <memory>
#include <string>
#include <vector>

namespace lantern::backend {

struct Availability {
  bool available = false;
  std::string reason; // why not, when unavailable ("no Level Zero driver (...)")
};

struct Timings {
  std::vector<double> milliseconds; // one per timed repeat, after the warm-up
  double warmupMs = 0;              // the warm-up runs together
  double median() const;
};

// A compiled kernel. Its ABI is the graph function after bufferization with results turned into
// out-parameters: `args` holds the inputs in function-argument order, then one tensor per result
// (allocated by the caller with the result's shape and dtype).
class Executable {
public:
  virtual ~Executable() = default;
  // Runs `warmups` times untimed (at least once), then `repeats` timed runs; the outputs hold the
  // last run's results.
  virtual bool run(std::vector<check::HostTensor> &args, int repeats, Timings &timings,
                   std::vector<Diagnostic> &diagnostics, int warmups = 1) = 0;
  // Finishes what compilation left for the first run (a JIT's code generation), so that the
  // warm-up run times only the kernel. False with diagnostics when that fails.
  virtual bool materialize(std::vector<Diagnostic> &diagnostics) { return true; }
};

// The shapes and dtypes of a function's arguments and results, as the front ends allocate them.
struct Signature {
  std::vector<check::HostTensor> inputs;  // allocated = false: shape and dtype only
  std::vector<check::HostTensor> results;
};

class Backend {
public:
  virtual ~Backend() = default;
  virtual std::string name() const = 0; // "cpu", "cuda", "level_zero"
  virtual Availability availability() const = 0;
  // Compiles `module` (the final snapshot: tensors or buffers, vectorized or not). Never crashes on
  // a lowering failure: it returns null with diagnostics that name the compile stage.
  virtual std::unique_ptr<Executable> compile(mlir::ModuleOp module, const std::string &function,
                                              std::vector<Diagnostic> &diagnostics) = 0;

  // What `emit` can write ("mlir", "llvm", "ptx", "cubin", "asm"), in the backend's order.
  virtual std::vector<std::string> emitKinds() const = 0;
  // Writes into `out` what compiling `module` generates, as `what` (one of emitKinds()), without
  // running anything: a GPU backend emits code on a machine without the GPU. False with diagnostics.
  virtual bool emit(mlir::ModuleOp module, const std::string &what, std::string &out,
                    std::vector<Diagnostic> &diagnostics) = 0;
};

std::vector<Backend *> registry();
Backend *findBackend(const std::string &name);
// The backend named `name` when it can run here; null with `why` ("unknown backend 'x'", or
// "x not available: <reason>") otherwise.
Backend *usableBackend(const std::string &name, std::string &why);

} // namespace lantern::backend
