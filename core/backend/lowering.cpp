// Shared lowering stages and the backend registry.
#include "backend/lowering.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
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
  return runStage(module.getOperation(), stage, pipeline, diagnostics);
}

bool runStage(mlir::Operation *anchor, const std::string &stage, const std::string &pipeline,
              std::vector<Diagnostic> &diagnostics) {
  mlir::MLIRContext *context = anchor->getContext();
  mlir::PassManager pm(context, anchor->getName().getStringRef());
  std::string parseErrors;
  llvm::raw_string_ostream errorStream(parseErrors);
  if (mlir::failed(mlir::parsePassPipeline(pipeline, pm, errorStream))) {
    diagnostics.push_back(makeError("compile: " + stage + ": bad pass pipeline: " + parseErrors));
    return false;
  }
  DiagnosticCapture capture(*context);
  bool ok = mlir::succeeded(pm.run(anchor));
  std::vector<Diagnostic> captured = capture.take();
  // Some conversions report an error for a pattern they then lower another way (NVVM's memory
  // space conversion of workgroup memrefs does): when the stage succeeded, those are warnings.
  if (ok)
    for (Diagnostic &d : captured)
      if (d.severity == Severity::Error)
        d.severity = Severity::Warning;
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

// A function that returns a reshaped view of a buffer it allocates (a schedule's result of unit
// dimensions folded away, expanded back at the end) allocates the returned shape instead and views
// it the other way for the ops that wrote the old buffer. The result is then the allocation itself,
// which buffer-results-to-out-params makes the caller's output buffer: the kernel writes the output
// in place, where it otherwise wrote its own buffer and copied it out whole, on one thread, after
// the parallel loops (2 MB at B1 H8 S1024 D64 f32). Returns how many results changed.
static size_t returnAllocationsDirectly(mlir::ModuleOp module) {
  size_t changed = 0;
  module.walk([&](mlir::func::ReturnOp ret) {
    for (mlir::OpOperand &operand : ret->getOpOperands()) {
      mlir::Operation *reshape = operand.get().getDefiningOp();
      if (!reshape || !reshape->hasOneUse() ||
          !llvm::isa_and_nonnull<mlir::memref::ExpandShapeOp, mlir::memref::CollapseShapeOp>(reshape))
        continue;
      auto alloc = reshape->getOperand(0).getDefiningOp<mlir::memref::AllocOp>();
      auto resultType = llvm::dyn_cast<mlir::MemRefType>(reshape->getResult(0).getType());
      if (!alloc || alloc->getBlock() != ret->getBlock() || !alloc.getDynamicSizes().empty() ||
          !alloc.getSymbolOperands().empty() || !alloc.getType().getLayout().isIdentity() || !resultType ||
          !resultType.getLayout().isIdentity() || !resultType.hasStaticShape() ||
          resultType.getMemorySpace() != alloc.getType().getMemorySpace())
        continue;
      // Anything that could keep the old buffer beyond the function (another return, a dealloc)
      // stays as it is.
      if (llvm::any_of(alloc->getUsers(), [&](mlir::Operation *user) {
            return user != reshape && llvm::isa<mlir::func::ReturnOp, mlir::memref::DeallocOp>(user);
          }))
        continue;
      mlir::OpBuilder builder(alloc);
      auto whole = builder.create<mlir::memref::AllocOp>(alloc.getLoc(), resultType, alloc.getAlignmentAttr());
      mlir::Value old;
      if (auto expand = llvm::dyn_cast<mlir::memref::ExpandShapeOp>(reshape))
        old = builder.create<mlir::memref::CollapseShapeOp>(alloc.getLoc(), alloc.getType(), whole,
                                                             expand.getReassociationIndices());
      else {
        auto collapse = llvm::cast<mlir::memref::CollapseShapeOp>(reshape);
        old = builder.create<mlir::memref::ExpandShapeOp>(alloc.getLoc(), alloc.getType(), whole,
                                                           collapse.getReassociationIndices());
      }
      operand.set(whole);
      reshape->erase();
      alloc->replaceAllUsesWith(mlir::ValueRange{old});
      alloc->erase();
      ++changed;
    }
  });
  return changed;
}

bool lowerToBufferAbi(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics) {
  if (hasTensors(module) &&
      !runStage(module, "bufferize",
                "eliminate-empty-tensors,empty-tensor-to-alloc-tensor,"
                "one-shot-bufferize{bufferize-function-boundaries=true "
                "function-boundary-type-conversion=identity-layout-map},canonicalize,cse",
                diagnostics))
    return false;
  returnAllocationsDirectly(module);
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
  if (type.isF64())
    return check::DType::F64;
  if (type.isInteger(64))
    return check::DType::I64;
  if (type.isInteger(32))
    return check::DType::I32;
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
                                      "(expected f32, bf16, f16, f64, i1, i32 or i64)"));
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

static bool isBoolVector(mlir::Type type) {
  auto vector = llvm::dyn_cast<mlir::VectorType>(type);
  return vector && vector.getElementType().isInteger(1);
}

static mlir::VectorType asBytes(mlir::Type boolVector) {
  auto vector = llvm::cast<mlir::VectorType>(boolVector);
  return vector.clone(mlir::IntegerType::get(vector.getContext(), 8));
}

bool widenBoolVectorMemory(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics) {
  std::vector<mlir::Operation *> accesses;
  std::string unsupported;
  module.walk([&](mlir::Operation *op) {
    if (llvm::isa<mlir::LLVM::LoadOp, mlir::LLVM::MaskedLoadOp>(op) && isBoolVector(op->getResult(0).getType()))
      accesses.push_back(op);
    else if (auto store = llvm::dyn_cast<mlir::LLVM::StoreOp>(op); store && isBoolVector(store.getValue().getType()))
      accesses.push_back(op);
    else if (auto store = llvm::dyn_cast<mlir::LLVM::MaskedStoreOp>(op);
             store && isBoolVector(store.getValue().getType()))
      accesses.push_back(op);
    else if (auto gather = llvm::dyn_cast<mlir::LLVM::masked_gather>(op); gather && isBoolVector(gather.getType()))
      accesses.push_back(op); // a padding mask indexed inside the mask op (nd_extract)
    else if (llvm::isa<mlir::LLVM::masked_gather, mlir::LLVM::masked_scatter, mlir::LLVM::masked_expandload,
                       mlir::LLVM::masked_compressstore>(op) &&
             (llvm::any_of(op->getResultTypes(), isBoolVector) ||
              (llvm::isa<mlir::LLVM::masked_scatter, mlir::LLVM::masked_compressstore>(op) &&
               isBoolVector(op->getOperand(0).getType()))) &&
             unsupported.empty())
      unsupported = op->getName().getStringRef().str();
  });
  if (!unsupported.empty()) {
    diagnostics.push_back(makeError("compile: the kernel accesses a vector of i1 in memory with " + unsupported +
                                    "; Lantern stores bools a byte each and only rewrites plain and masked "
                                    "vector loads and stores; do not vectorize this op (or widen it to i8)"));
    return false;
  }
  for (mlir::Operation *op : accesses) {
    mlir::OpBuilder b(op);
    mlir::Location loc = op->getLoc();
    if (auto load = llvm::dyn_cast<mlir::LLVM::LoadOp>(op)) {
      auto wide = mlir::LLVM::LoadOp::create(b, loc, asBytes(load.getType()), load.getAddr(),
                                             load.getAlignment().value_or(0), load.getVolatile_(),
                                             load.getNontemporal());
      load.replaceAllUsesWith(mlir::LLVM::TruncOp::create(b, loc, load.getType(), wide).getResult());
    } else if (auto load = llvm::dyn_cast<mlir::LLVM::MaskedLoadOp>(op)) {
      mlir::Value passThru = load.getPassThru();
      if (passThru)
        passThru = mlir::LLVM::ZExtOp::create(b, loc, asBytes(passThru.getType()), passThru);
      auto wide = mlir::LLVM::MaskedLoadOp::create(b, loc, asBytes(load.getType()), load.getData(), load.getMask(),
                                                   passThru, load.getAlignmentAttr(), load.getNontemporalAttr());
      load.replaceAllUsesWith(mlir::LLVM::TruncOp::create(b, loc, load.getType(), wide).getResult());
    } else if (auto gather = llvm::dyn_cast<mlir::LLVM::masked_gather>(op)) {
      // The pointers address bytes already (a GEP over i1 steps one byte per element).
      llvm::SmallVector<mlir::Value> passThru;
      for (mlir::Value v : gather.getPassThru())
        passThru.push_back(mlir::LLVM::ZExtOp::create(b, loc, asBytes(v.getType()), v));
      auto wide = mlir::LLVM::masked_gather::create(b, loc, asBytes(gather.getType()), gather.getPtrs(),
                                                    gather.getMask(), passThru, gather.getAlignmentAttr());
      gather.replaceAllUsesWith(mlir::LLVM::TruncOp::create(b, loc, gather.getType(), wide).getResult());
    } else if (auto store = llvm::dyn_cast<mlir::LLVM::StoreOp>(op)) {
      mlir::Value bytes = mlir::LLVM::ZExtOp::create(b, loc, asBytes(store.getValue().getType()), store.getValue());
      mlir::LLVM::StoreOp::create(b, loc, bytes, store.getAddr(), store.getAlignment().value_or(0),
                                  store.getVolatile_(), store.getNontemporal());
    } else if (auto store = llvm::dyn_cast<mlir::LLVM::MaskedStoreOp>(op)) {
      mlir::Value bytes = mlir::LLVM::ZExtOp::create(b, loc, asBytes(store.getValue().getType()), store.getValue());
      mlir::LLVM::MaskedStoreOp::create(b, loc, bytes, store.getData(), store.getMask(), store.getAlignmentAttr());
    }
    op->erase();
  }
  return true;
}

} // namespace lantern::backend
