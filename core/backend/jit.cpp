// The host JIT shared by the backends.
#include "backend/jit.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/TargetSelect.h"

#include <cstdlib>
#include <functional>
#include <mutex>

namespace lantern::backend {

void registerLlvmTranslations(mlir::ModuleOp module) {
  mlir::DialectRegistry registry;
  mlir::registerAllToLLVMIRTranslations(registry);
  module->getContext()->appendDialectRegistry(registry);
}

namespace {

void initializeNativeTarget() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    // The post-RA list scheduler took a third of code generation on the flash-attention-cpu kernel
    // (llc -O3 -time-passes: 0.28 of 0.85 s) and the kernel runs as fast without it on x86's
    // out-of-order cores (sdpa_bool_mask_f32: median 3.5-3.7 ms either way). LLVM reads it from a
    // process-wide command-line option; LANTERN_CPU_POST_RA_SCHEDULER=1 keeps it.
    const char *keep = std::getenv("LANTERN_CPU_POST_RA_SCHEDULER");
    auto &options = llvm::cl::getRegisteredOptions();
    if (auto it = options.find("post-RA-scheduler"); it != options.end() && !(keep && std::string(keep) == "1"))
      (void)it->second->addOccurrence(1, "post-RA-scheduler", "false");
  });
}

} // namespace

std::unique_ptr<mlir::ExecutionEngine> jit(mlir::ModuleOp module, const llvm::StringMap<void *> &symbols,
                                           const std::vector<std::string> &sharedLibraries,
                                           std::vector<Diagnostic> &diagnostics, int optLevel,
                                           const std::string &cpu) {
  initializeNativeTarget();
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder) {
    diagnostics.push_back(makeError("compile: cannot describe the host CPU: " + llvm::toString(builder.takeError())));
    return nullptr;
  }
  if (!cpu.empty()) { // the level's own features, none of the host's beyond them
    builder->setCPU(cpu);
    builder->getFeatures() = llvm::SubtargetFeatures();
  }
  builder->setCodeGenOptLevel(llvm::CodeGenOptLevel::Aggressive);
  auto machine = builder->createTargetMachine();
  if (!machine) {
    diagnostics.push_back(makeError("compile: no target machine for the host: " + llvm::toString(machine.takeError())));
    return nullptr;
  }
  llvm::SmallVector<llvm::StringRef> libraries(sharedLibraries.begin(), sharedLibraries.end());
  mlir::ExecutionEngineOptions options;
  if (optLevel < 0) {
    optLevel = 3;
    if (const char *env = std::getenv("LANTERN_CPU_OPT"))
      optLevel = std::atoi(env);
  }
  // ExecutionEngineOptions::transformer is a function_ref: the std::function it refers to must
  // outlive ExecutionEngine::create, which calls it. (Assigned makeOptimizingTransformer's result
  // directly, it referred to a destroyed temporary and the -O3 pipeline did not run as such.)
  std::function<llvm::Error(llvm::Module *)> optimize =
      mlir::makeOptimizingTransformer(optLevel, /*sizeLevel=*/0, machine->get());
  options.transformer = optimize;
  options.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Aggressive;
  options.sharedLibPaths = libraries;
  // LANTERN_PERF_JIT=1: the JIT's functions are described to perf (a jitdump file in $JITDUMPDIR or
  // ~/.debug/jit), for `perf record -k 1 ...; perf inject --jit` (docs/performance.md).
  if (const char *env = std::getenv("LANTERN_PERF_JIT"); env && *env && std::string(env) != "0")
    options.enablePerfNotificationListener = true;
  DiagnosticCapture capture(*module->getContext());
  auto engine = mlir::ExecutionEngine::create(module, options, std::move(*machine));
  std::vector<Diagnostic> captured = capture.take();
  diagnostics.insert(diagnostics.end(), captured.begin(), captured.end());
  if (!engine) {
    diagnostics.push_back(makeError("compile: JIT: " + llvm::toString(engine.takeError())));
    return nullptr;
  }
  (*engine)->registerSymbols([&](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    for (const auto &entry : symbols)
      map[interner(entry.getKey())] = {llvm::orc::ExecutorAddr::fromPtr(entry.getValue()),
                                       llvm::JITSymbolFlags::Exported};
    return map;
  });
  // Global constructors run now, not at the first call: the CUDA backend's load the GPU module, and
  // the driver errors they record belong to compilation.
  (*engine)->initialize();
  return std::move(*engine);
}

MemRefDescriptor::MemRefDescriptor(void *data, const std::vector<int64_t> &shape) {
  size_t rank = shape.size();
  words.resize(3 + 2 * rank);
  words[0] = reinterpret_cast<int64_t>(data);
  words[1] = reinterpret_cast<int64_t>(data);
  words[2] = 0;
  int64_t stride = 1;
  for (size_t i = rank; i-- > 0;) {
    words[3 + i] = shape[i];
    words[3 + rank + i] = stride;
    stride *= shape[i];
  }
}

bool invokeWithDescriptors(mlir::ExecutionEngine &engine, const std::string &entry,
                           std::vector<MemRefDescriptor> &descriptors, std::vector<Diagnostic> &diagnostics) {
  std::vector<void *> pointers(descriptors.size());
  std::vector<void *> packed(descriptors.size());
  for (size_t i = 0; i < descriptors.size(); ++i) {
    pointers[i] = descriptors[i].pointer();
    packed[i] = &pointers[i];
  }
  if (llvm::Error error = engine.invokePacked(entry, packed)) {
    diagnostics.push_back(makeError("run: " + llvm::toString(std::move(error))));
    return false;
  }
  return true;
}

bool JitExecutable::materialize(std::vector<Diagnostic> &diagnostics) {
  if (auto packed = engine->lookupPacked(entry); !packed) {
    diagnostics.push_back(makeError("compile: JIT: " + llvm::toString(packed.takeError())));
    return false;
  }
  return true;
}

bool JitExecutable::timeRuns(int warmups, int repeats, Timings &timings, const std::function<bool(double &)> &once) {
  double ms = 0;
  timings.warmupMs = 0;
  for (int w = 0; w < std::max(1, warmups); ++w) {
    if (!once(ms))
      return false;
    timings.warmupMs += ms;
  }
  timings.milliseconds.clear();
  for (int r = 0; r < repeats; ++r) {
    if (!once(ms))
      return false;
    timings.milliseconds.push_back(ms);
  }
  return true;
}

size_t kernelBufferCount(mlir::ModuleOp module, const std::string &function) {
  auto func = module.lookupSymbol<mlir::func::FuncOp>(function);
  return func ? func.getNumArguments() + func.getNumResults() : 0;
}

bool JitExecutable::checkArity(const std::vector<check::HostTensor> &args,
                               std::vector<Diagnostic> &diagnostics) const {
  if (args.size() == numArgs)
    return true;
  diagnostics.push_back(makeError("run: the kernel takes " + std::to_string(numArgs) + " buffers, got " +
                                  std::to_string(args.size())));
  return false;
}

} // namespace lantern::backend
