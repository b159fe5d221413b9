// The CPU backend: lowers a schedule's final IR to the LLVM dialect and JITs it with
// mlir::ExecutionEngine at -O3 for the host CPU.
//
// Parallel loops (scf.forall, scf.parallel) run on all cores through MLIR's async dialect:
// `async-parallel-for` splits each parallel loop into blocks dispatched to the async runtime's
// thread pool (libmlir_async_runtime, shipped with MLIR 22 itself). OpenMP was the alternative, but
// Debian's libomp is LLVM 14 while the OpenMP lowering of MLIR 22 emits calls of its own runtime
// version; the async runtime always matches the MLIR that generates the calls, and needs no other
// package on the machine or in the bundle.
#include "backend/cpu/cpu_backend.h"

#include "backend/jit.h"
#include "backend/lowering.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

#include <dlfcn.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <mutex>

namespace lantern::backend {

namespace {

// Above this many LLVM-dialect ops, or with 1-D vectors wider than this, LLVM's code generator
// takes minutes (measured: a vector.transpose of 256x64 becomes a 16384-wide shuffle and the JIT
// spends ~55 s in SelectionDAG). The schedule, not the backend, should fix them: tile to smaller
// sizes before vectorizing.
constexpr size_t kMaxLoweredOps = 600000;
constexpr int64_t kMaxVectorElements = 4096;

// The widest vector type any op of the lowered module produces.
std::pair<int64_t, std::string> widestVector(mlir::ModuleOp module) {
  std::pair<int64_t, std::string> widest{0, ""};
  module.walk([&](mlir::Operation *op) {
    for (mlir::Type t : op->getResultTypes())
      if (auto v = llvm::dyn_cast<mlir::VectorType>(t); v && v.getNumElements() > widest.first) {
        std::string s;
        llvm::raw_string_ostream os(s);
        v.print(os);
        widest = {v.getNumElements(), s};
      }
  });
  return widest;
}

// Buffers a schedule allocates inside loops (tiles, loop-carried copies) are freed: without this a
// key loop would leak its temporaries on every iteration.
const char *kParallelPipeline =
    "buffer-deallocation-pipeline,scf-forall-to-parallel,async-parallel-for{async-dispatch=true}";

const char *kToLlvmPipeline =
    "func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf{full-unroll=true}),"
    "expand-strided-metadata,lower-affine,"
    "async-to-async-runtime,async-runtime-ref-counting,async-runtime-ref-counting-opt,"
    "arith-expand{include-bf16=true},"
    "convert-vector-to-llvm{vector-contract-lowering=outerproduct vector-transpose-lowering=shuffle16x16},"
    "convert-scf-to-cf,convert-async-to-llvm,finalize-memref-to-llvm,convert-math-to-llvm,convert-math-to-libm,"
    "convert-arith-to-llvm,convert-index-to-llvm,convert-ub-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,"
    "reconcile-unrealized-casts";

// The async runtime's entry points, loaded once per process and never unloaded. Handing the library
// to each ExecutionEngine instead would make every engine's destructor run the library's
// __mlir_execution_engine_destroy, which deletes the process-wide default runtime: the next kernel
// whose parallel loop needs more than one block (S = 4096) then crashed in
// mlirAsyncRuntimeCreateGroup. Null with `error` set when the library cannot be loaded.
const llvm::StringMap<void *> *asyncRuntimeSymbols(const std::string &path, std::string &error) {
  static std::mutex mutex;
  static llvm::StringMap<void *> symbols;
  static bool loaded = false;
  std::lock_guard<std::mutex> lock(mutex);
  if (loaded)
    return &symbols;
  void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    error = std::string("cannot load ") + path + ": " + dlerror();
    return nullptr;
  }
  using InitFn = void (*)(llvm::StringMap<void *> &);
  auto init = reinterpret_cast<InitFn>(dlsym(library, "__mlir_execution_engine_init"));
  if (!init) {
    error = path + " has no __mlir_execution_engine_init";
    return nullptr;
  }
  init(symbols);
  loaded = true;
  return &symbols;
}

// Where libmlir_async_runtime.so and libmlir_c_runner_utils.so live: LANTERN_RUNTIME_DIR, the
// bundle's lib/ next to the executable, or the MLIR installation the build used.
std::string runtimeDirectory() {
  if (const char *env = std::getenv("LANTERN_RUNTIME_DIR"))
    return env;
  std::error_code ec;
  auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    auto bundled = self.parent_path().parent_path() / "lib" / "libmlir_async_runtime.so";
    if (std::filesystem::exists(bundled, ec))
      return bundled.parent_path().string();
  }
  return LANTERN_MLIR_LIBRARY_DIR;
}

// From the schedule's final IR to the LLVM dialect: the kernel ABI, parallel loops on the async
// runtime, everything else lowered.
bool lowerToLlvmDialect(mlir::ModuleOp module, const std::string &function, std::vector<Diagnostic> &diagnostics) {
  registerLlvmTranslations(module);
  if (!lowerToBufferAbi(module, diagnostics))
    return false;
  auto func = module.lookupSymbol<mlir::func::FuncOp>(function);
  if (!func) {
    diagnostics.push_back(makeError("compile: no function @" + function + " in the final IR"));
    return false;
  }
  func->setAttr("llvm.emit_c_interface", mlir::UnitAttr::get(module.getContext()));
  auto [elements, widestType] = widestVector(module);
  if (elements > kMaxVectorElements) {
    diagnostics.push_back(makeError(
        "compile: the kernel uses " + widestType + " (" + std::to_string(elements) + " elements; limit " +
        std::to_string(kMaxVectorElements) +
        "): vectors this wide lower to LLVM code that takes minutes to compile; tile to smaller sizes "
        "before the vectorize step"));
    return false;
  }
  if (!runStage(module, "parallel loops to the async runtime", kParallelPipeline, diagnostics) ||
      !runStage(module, "lower to LLVM", kToLlvmPipeline, diagnostics) ||
      !widenBoolVectorMemory(module, diagnostics))
    return false;

  size_t count = 0;
  module.walk([&](mlir::Operation *) { ++count; });
  if (count > kMaxLoweredOps) {
    diagnostics.push_back(makeError(
        "compile: the lowered kernel has " + std::to_string(count) +
        " LLVM-dialect ops (limit " + std::to_string(kMaxLoweredOps) +
        "): large vectors were unrolled; tile to smaller sizes before the vectorize step"));
    return false;
  }
  return true;
}

class CpuExecutable final : public JitExecutable {
public:
  using JitExecutable::JitExecutable;

  bool run(std::vector<check::HostTensor> &args, int repeats, Timings &timings,
           std::vector<Diagnostic> &diagnostics) override {
    if (!checkArity(args, diagnostics))
      return false;
    std::vector<MemRefDescriptor> descriptors;
    descriptors.reserve(args.size());
    for (check::HostTensor &t : args)
      descriptors.emplace_back(t.raw(), t.shape);
    return timeRuns(repeats, timings, [&](double &ms) {
      auto start = std::chrono::steady_clock::now();
      bool ok = invoke(descriptors, diagnostics);
      ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      return ok;
    });
  }
};

class CpuBackend final : public Backend {
public:
  std::string name() const override { return "cpu"; }

  Availability availability() const override {
    std::string dir = runtimeDirectory();
    std::error_code ec;
    if (!std::filesystem::exists(dir + "/libmlir_async_runtime.so", ec))
      return {false, "no MLIR async runtime (libmlir_async_runtime.so) in " + dir};
    return {true, ""};
  }

  std::vector<std::string> emitKinds() const override { return {"mlir", "llvm"}; }

  bool emit(mlir::ModuleOp input, const std::string &what, std::string &out,
            std::vector<Diagnostic> &diagnostics) override {
    mlir::OwningOpRef<mlir::ModuleOp> module = input.clone();
    mlir::func::FuncOp func = kernelFunction(*module);
    if (!func) {
      diagnostics.push_back(makeError("compile: the final IR has no public function"));
      return false;
    }
    if (!lowerToLlvmDialect(*module, func.getSymName().str(), diagnostics))
      return false;
    llvm::raw_string_ostream os(out);
    if (what == "mlir") {
      module->print(os);
      return true;
    }
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> translated = mlir::translateModuleToLLVMIR(*module, context);
    if (!translated) {
      diagnostics.push_back(makeError("compile: translation to LLVM IR failed"));
      return false;
    }
    translated->print(os, nullptr);
    return true;
  }

  std::unique_ptr<Executable> compile(mlir::ModuleOp input, const std::string &function,
                                      std::vector<Diagnostic> &diagnostics) override {
    Availability available = availability();
    if (!available.available) {
      diagnostics.push_back(makeError("cpu backend not available: " + available.reason));
      return nullptr;
    }
    mlir::OwningOpRef<mlir::ModuleOp> module = input.clone();
    if (!lowerToLlvmDialect(*module, function, diagnostics))
      return nullptr;
    size_t numArgs = kernelBufferCount(input, function);
    std::string dir = runtimeDirectory();
    std::string loadError;
    const llvm::StringMap<void *> *asyncSymbols = asyncRuntimeSymbols(dir + "/libmlir_async_runtime.so", loadError);
    if (!asyncSymbols) {
      diagnostics.push_back(makeError("compile: " + loadError));
      return nullptr;
    }
    auto engine = jit(*module, *asyncSymbols, {dir + "/libmlir_c_runner_utils.so"}, diagnostics);
    if (!engine)
      return nullptr;
    return std::make_unique<CpuExecutable>(std::move(engine), "_mlir_ciface_" + function, numArgs);
  }
};

} // namespace

Backend *cpuBackend() {
  static CpuBackend backend;
  return &backend;
}

} // namespace lantern::backend
