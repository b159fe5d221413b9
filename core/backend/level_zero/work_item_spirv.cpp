#include "backend/level_zero/work_item_spirv.h"

#include "mlir/Dialect/GPU/IR/CompilationInterfaces.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/XeVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Target/LLVM/XeVM/Utils.h"

#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

// LLVM's SPIR-V backend entry point (SPIRVAPI.cpp), exported by libLLVM but declared in no header.
namespace llvm {
extern "C" bool SPIRVTranslateModule(Module *module, std::string &spirv, std::string &error,
                                     const std::vector<std::string> &extensions,
                                     const std::vector<std::string> &options);
} // namespace llvm

namespace lantern::backend {

namespace {

// The same type with i16 for bf16 (scalar or vector), or null when `type` holds no bf16.
mlir::Type bf16AsI16(mlir::Type type) {
  mlir::Type i16 = mlir::IntegerType::get(type.getContext(), 16);
  if (type.isBF16())
    return i16;
  if (auto vector = llvm::dyn_cast<mlir::VectorType>(type); vector && vector.getElementType().isBF16())
    return vector.clone(i16);
  return nullptr;
}

} // namespace

// Per-work-item kernels of bf16 graphs load and store bf16 values (and pad kernels store bf16
// constants), and arith-expand has turned their conversions into integer arithmetic on the bits: the
// loads, stores and constants move 16-bit integers instead, so no bf16 value reaches LLVM's SPIR-V backend (it writes bf16 only with
// SPV_KHR_bfloat16). Bitcast pairs fold away; a bf16 value left is refused by checkSpirvValues.
void moveBf16AsI16(mlir::ModuleOp module) {
  module.walk([](mlir::gpu::GPUModuleOp gpuModule) {
    gpuModule.walk([](mlir::Operation *op) {
      mlir::OpBuilder builder(op);
      if (auto gep = llvm::dyn_cast<mlir::LLVM::GEPOp>(op)) {
        if (mlir::Type i16 = bf16AsI16(gep.getElemType()))
          gep.setElemTypeAttr(mlir::TypeAttr::get(i16));
      } else if (auto load = llvm::dyn_cast<mlir::LLVM::LoadOp>(op)) {
        mlir::Type old = load.getType();
        if (mlir::Type bits = bf16AsI16(old)) {
          load.getResult().setType(bits);
          builder.setInsertionPointAfter(load);
          auto cast = mlir::LLVM::BitcastOp::create(builder, load.getLoc(), old, load.getResult());
          load.getResult().replaceAllUsesExcept(cast.getResult(), cast);
        }
      } else if (auto store = llvm::dyn_cast<mlir::LLVM::StoreOp>(op)) {
        if (mlir::Type bits = bf16AsI16(store.getValue().getType()))
          store.getValueMutable().assign(
              mlir::LLVM::BitcastOp::create(builder, store.getLoc(), bits, store.getValue()).getResult());
      } else if (auto constant = llvm::dyn_cast<mlir::LLVM::ConstantOp>(op)) {
        // A bf16 constant (the value a pad fills with) becomes its bits; where it is only stored,
        // the bitcast back folds away with the store's.
        mlir::Type old = constant.getType();
        mlir::Type bits = bf16AsI16(old);
        if (!bits)
          return;
        mlir::Attribute value;
        if (auto scalar = llvm::dyn_cast<mlir::FloatAttr>(constant.getValue()))
          value = mlir::IntegerAttr::get(bits, scalar.getValue().bitcastToAPInt());
        else if (auto dense = llvm::dyn_cast<mlir::DenseFPElementsAttr>(constant.getValue()))
          value = dense.bitcast(mlir::IntegerType::get(op->getContext(), 16));
        if (!value)
          return;
        auto integer = mlir::LLVM::ConstantOp::create(builder, constant.getLoc(), bits, value);
        auto cast = mlir::LLVM::BitcastOp::create(builder, constant.getLoc(), old, integer.getResult());
        constant.getResult().replaceAllUsesWith(cast.getResult());
        constant.erase();
      }
    });
  });
}

namespace {

// The first LLVM value of a vector type SPIR-V cannot hold, printed, or "" when there is none.
std::string unrepresentableVector(llvm::Module &module) {
  for (llvm::Function &function : module)
    for (llvm::Instruction &inst : llvm::instructions(function)) {
      auto *vector = llvm::dyn_cast<llvm::FixedVectorType>(inst.getType());
      if (vector && !spirvHoldsVectorOf(vector->getNumElements())) {
        std::string text;
        llvm::raw_string_ostream os(text);
        inst.print(os);
        return text;
      }
    }
  return "";
}

} // namespace

// A work-item of a per-work-item kernel holds its rows as LLVM vectors of any width (64 floats for
// d = 64), and SPIR-V has vectors of at most 16. IGC runs each work-item in one SIMD lane and splits
// such vectors into scalars anyway, so LLVM does it here: masked loads and stores and reductions
// are expanded, then every vector operation is scalarized. Returns "" or the value that stayed
// unrepresentable; then the module's bodies are dropped, since LLVM's SPIR-V backend would stop the
// process on it.
std::string scalarizeWorkItemVectors(llvm::Module &module) {
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder;
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);
  llvm::ModulePassManager passes;
  if (llvm::Error error = builder.parsePassPipeline(
          passes, "function(scalarize-masked-mem-intrin,expand-reductions,scalarizer<load-store>,dce)"))
    return "the scalarizing pipeline did not parse: " + llvm::toString(std::move(error));
  passes.run(module, modules);
  std::string left = unrepresentableVector(module);
  if (!left.empty())
    for (llvm::Function &function : module)
      function.deleteBody();
  return left;
}

namespace {

// The XeVM target's SPIR-V writer, with scalarizeWorkItemVectors where the stock one has no
// optimization: MLIR 22.1's XeVM serializer offers no hook between LLVM IR and SPIR-V (it does not
// pass TargetOptions' callbacks on). The binary comes from LLVM's SPIRVTranslateModule with the
// extensions the stock writer enables.
class WorkItemSpirvWriter final : public mlir::xevm::SerializeGPUModuleBase {
public:
  using SerializeGPUModuleBase::SerializeGPUModuleBase;

  // The value scalarizing left unrepresentable, or "".
  const std::string &leftOver() const { return left_; }

protected:
  mlir::LogicalResult optimizeModule(llvm::Module &module, int) override {
    left_ = scalarizeWorkItemVectors(module);
    return mlir::success(left_.empty());
  }

  mlir::FailureOr<llvm::SmallVector<char, 0>> moduleToObject(llvm::Module &module) override {
    std::string binary, error;
    if (!llvm::SPIRVTranslateModule(&module, binary, error,
                                    {"SPV_EXT_relaxed_printf_string_address_space", "SPV_INTEL_cache_controls",
                                     "SPV_INTEL_variable_length_array"},
                                    {triple.str(), std::to_string(optLevel)}))
      return getGPUModuleOp().emitError("LLVM's SPIR-V backend: ") << error;
    return llvm::SmallVector<char, 0>(binary.begin(), binary.end());
  }

private:
  std::string left_;
};

} // namespace

// Writes each per-work-item gpu.module as a SPIR-V binary and replaces it with a gpu.binary, as
// gpu-module-to-binary{format=bin} does.
bool writeWorkItemSpirv(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics) {
  static std::once_flag initialized;
  std::call_once(initialized, [] {
    LLVMInitializeSPIRVTargetInfo();
    LLVMInitializeSPIRVTarget();
    LLVMInitializeSPIRVTargetMC();
    LLVMInitializeSPIRVAsmPrinter();
  });
  mlir::gpu::TargetOptions options({}, {}, {}, {}, mlir::gpu::CompilationTarget::Binary);
  DiagnosticCapture capture(*module.getContext());
  std::string problem;
  llvm::SmallVector<mlir::gpu::GPUModuleOp> gpuModules(module.getOps<mlir::gpu::GPUModuleOp>());
  for (mlir::gpu::GPUModuleOp gpuModule : gpuModules) {
    llvm::SmallVector<mlir::Attribute> objects;
    for (mlir::Attribute target : gpuModule.getTargetsAttr() ? gpuModule.getTargetsAttr().getValue()
                                                             : llvm::ArrayRef<mlir::Attribute>()) {
      auto xe = llvm::dyn_cast<mlir::xevm::XeVMTargetAttr>(target);
      if (!xe) {
        problem = "gpu.module @" + gpuModule.getName().str() + " has a target that is not XeVM";
        break;
      }
      WorkItemSpirvWriter writer(*gpuModule, xe, options);
      std::optional<llvm::SmallVector<char, 0>> binary = writer.run();
      if (!writer.leftOver().empty()) {
        problem = "after scalarizing, the kernel still holds a vector SPIR-V cannot represent (2, 3, 4, 8 or 16 "
                  "elements): " + writer.leftOver();
        break;
      }
      if (!binary) {
        problem = "serialize to SPIR-V failed for gpu.module @" + gpuModule.getName().str();
        break;
      }
      objects.push_back(llvm::cast<mlir::gpu::TargetAttrInterface>(target).createObject(gpuModule, *binary, options));
    }
    if (!problem.empty())
      break;
    mlir::OpBuilder builder(gpuModule);
    mlir::gpu::BinaryOp::create(builder, gpuModule.getLoc(), gpuModule.getName(), nullptr, objects);
    gpuModule.erase();
  }
  std::vector<Diagnostic> captured = capture.take();
  diagnostics.insert(diagnostics.end(), captured.begin(), captured.end());
  if (problem.empty())
    return true;
  diagnostics.push_back(makeError("compile: " + problem));
  return false;
}

} // namespace lantern::backend
