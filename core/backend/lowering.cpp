// Shared lowering stages and the backend registry.
#include "backend/lowering.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>

namespace lantern::backend {

double Timings::median() const {
  if (milliseconds.empty())
    return 0;
  std::vector<double> sorted = milliseconds;
  std::sort(sorted.begin(), sorted.end());
  return sorted[sorted.size() / 2];
}

bool runStage(mlir::ModuleOp module, const std::string &stage, const std::string &pipeline,
              std::vector<Diagnostic> &diagnostics) {
  mlir::MLIRContext *context = module.getContext();
  mlir::PassManager pm(context, mlir::ModuleOp::getOperationName());
  std::string parseErrors;
  llvm::raw_string_ostream errorStream(parseErrors);
  if (mlir::failed(mlir::parsePassPipeline(pipeline, pm, errorStream))) {
    diagnostics.push_back(makeError("compile: " + stage + ": bad pass pipeline: " + parseErrors));
    return false;
  }
  DiagnosticCapture capture(*context);
  bool ok = mlir::succeeded(pm.run(module));
  std::vector<Diagnostic> captured = capture.take();
  diagnostics.insert(diagnostics.end(), captured.begin(), captured.end());
  if (!ok)
    diagnostics.push_back(makeError("compile: " + stage + " failed (" + pipeline + ")"));
  return ok;
}

mlir::func::FuncOp kernelFunction(mlir::ModuleOp module) {
  for (auto func : module.getOps<mlir::func::FuncOp>())
    if (!func.isExternal() && func.isPublic())
      return func;
  return nullptr;
}

static bool hasTensors(mlir::ModuleOp module) {
  bool found = false;
  module.walk([&](mlir::Operation *op) {
    auto isTensor = [](mlir::Type t) { return llvm::isa<mlir::TensorType>(t); };
    if (llvm::any_of(op->getResultTypes(), isTensor) || llvm::any_of(op->getOperandTypes(), isTensor))
      found = true;
    if (auto func = llvm::dyn_cast<mlir::func::FuncOp>(op))
      found |= llvm::any_of(func.getFunctionType().getInputs(), isTensor) ||
               llvm::any_of(func.getFunctionType().getResults(), isTensor);
    return found ? mlir::WalkResult::interrupt() : mlir::WalkResult::advance();
  });
  return found;
}

bool lowerToBufferAbi(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics) {
  if (hasTensors(module) &&
      !runStage(module, "bufferize",
                "eliminate-empty-tensors,empty-tensor-to-alloc-tensor,"
                "one-shot-bufferize{bufferize-function-boundaries=true "
                "function-boundary-type-conversion=identity-layout-map},canonicalize,cse",
                diagnostics))
    return false;
  return runStage(module, "results to out-parameters",
                  "buffer-results-to-out-params{hoist-static-allocs=true modify-public-functions=true},canonicalize", diagnostics);
}

static std::optional<check::DType> dtypeOf(mlir::Type type) {
  if (type.isF32())
    return check::DType::F32;
  if (type.isBF16())
    return check::DType::BF16;
  if (type.isF16())
    return check::DType::F16;
  if (type.isInteger(1))
    return check::DType::I1;
  return std::nullopt;
}

bool readSignature(mlir::func::FuncOp func, Signature &signature, std::vector<Diagnostic> &diagnostics) {
  auto convert = [&](mlir::Type type, const std::string &name, std::vector<check::HostTensor> &out) {
    auto shaped = llvm::dyn_cast<mlir::ShapedType>(type);
    if (!shaped || !shaped.hasStaticShape()) {
      std::string s;
      llvm::raw_string_ostream os(s);
      type.print(os);
      diagnostics.push_back(makeError("compile: " + name + " of @" + func.getSymName().str() + " has type " + s +
                                      "; Lantern runs functions of statically shaped tensors or memrefs"));
      return false;
    }
    auto dtype = dtypeOf(shaped.getElementType());
    if (!dtype) {
      diagnostics.push_back(makeError("compile: " + name + " has an element type Lantern cannot generate "
                                      "(expected f32, bf16, f16 or i1)"));
      return false;
    }
    check::HostTensor t;
    t.name = name;
    t.dtype = *dtype;
    t.shape.assign(shaped.getShape().begin(), shaped.getShape().end());
    out.push_back(std::move(t));
    return true;
  };
  signature = Signature{};
  auto type = func.getFunctionType();
  for (unsigned i = 0; i < type.getNumInputs(); ++i)
    if (!convert(type.getInput(i), "argument " + std::to_string(i), signature.inputs))
      return false;
  for (unsigned i = 0; i < type.getNumResults(); ++i)
    if (!convert(type.getResult(i), "result " + std::to_string(i), signature.results))
      return false;
  return true;
}

} // namespace lantern::backend
