// SPIR-V for the per-work-item kernels of the level_zero backend: vectors wider than SPIR-V's 16
// elements are scalarized between LLVM IR and LLVM's SPIR-V backend, what cannot be is named (and the
// process goes on), bf16 moves through memory as i16, and gpu.modules become gpu.binary ops.
#include "backend/jit.h"
#include "backend/level_zero/spirv_validation.h"
#include "backend/level_zero/work_item_spirv.h"
#include "ir/context.h"
#include "ir/module.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

using namespace lantern;
using namespace lantern::backend;

namespace {

std::string firstMessage(const std::vector<Diagnostic> &diagnostics) {
  return diagnostics.empty() ? "" : diagnostics.front().message;
}

// A module of the LLVM dialect with the translations serialization needs registered.
ParseResult parseForSerialization(mlir::MLIRContext &context, std::string_view text, std::string_view name) {
  ParseResult parsed = parseModule(context, text, name);
  if (parsed.module)
    registerLlvmTranslations(*parsed.module);
  return parsed;
}

std::unique_ptr<llvm::Module> parseIr(llvm::LLVMContext &context, const char *text) {
  llvm::SMDiagnostic error;
  std::unique_ptr<llvm::Module> module = llvm::parseAssemblyString(text, error, context);
  EXPECT_TRUE(module) << error.getMessage().str();
  return module;
}

unsigned widestVector(llvm::Module &module) {
  unsigned widest = 0;
  for (llvm::Function &function : module)
    for (llvm::Instruction &inst : llvm::instructions(function))
      if (auto *vector = llvm::dyn_cast<llvm::FixedVectorType>(inst.getType()))
        widest = std::max(widest, vector->getNumElements());
  return widest;
}

// A row of 64 floats as a per-work-item kernel holds it: loaded, scaled, masked, summed, stored.
const char *kRowKernel = R"(
define spir_kernel void @row(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %sum) {
  %a = load <64 x float>, ptr addrspace(1) %p, align 4
  %b = load <64 x float>, ptr addrspace(1) %q, align 4
  %m = fcmp olt <64 x float> %a, %b
  %c = fmul <64 x float> %a, %b
  %d = select <64 x i1> %m, <64 x float> zeroinitializer, <64 x float> %c
  %s = call float @llvm.vector.reduce.fadd.v64f32(float 0.0, <64 x float> %d)
  store <64 x float> %d, ptr addrspace(1) %q, align 4
  store float %s, ptr addrspace(1) %sum, align 4
  ret void
}
declare float @llvm.vector.reduce.fadd.v64f32(float, <64 x float>)
)";

TEST(ScalarizeWorkItemVectors, LeavesNoVectorWiderThanSpirvAllows) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module = parseIr(context, kRowKernel);
  ASSERT_TRUE(module);
  ASSERT_EQ(widestVector(*module), 64u);
  EXPECT_EQ(scalarizeWorkItemVectors(*module), "");
  EXPECT_EQ(widestVector(*module), 0u);
  EXPECT_FALSE(llvm::verifyModule(*module, &llvm::errs()));
  EXPECT_FALSE(module->getFunction("row")->isDeclaration());
}

TEST(ScalarizeWorkItemVectors, NamesWhatStaysWideAndDropsTheBodies) {
  // A call to an unknown function returning a row: nothing can split it.
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module = parseIr(context, R"(
declare <64 x float> @opaque(<64 x float>)
define spir_kernel void @row(ptr addrspace(1) %p) {
  %a = load <64 x float>, ptr addrspace(1) %p, align 4
  %b = call <64 x float> @opaque(<64 x float> %a)
  store <64 x float> %b, ptr addrspace(1) %p, align 4
  ret void
}
)");
  ASSERT_TRUE(module);
  std::string left = scalarizeWorkItemVectors(*module);
  EXPECT_NE(left.find("<64 x float>"), std::string::npos) << left;
  EXPECT_TRUE(module->getFunction("row")->isDeclaration());
}

// The LLVM dialect of a per-work-item kernel of a bf16 graph, as the backend has it before SPIR-V.
const char *kBf16Module = R"(
module {
  gpu.module @k [#xevm.target<chip = "bmg">] {
    llvm.func spir_kernelcc @k(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>) attributes {gpu.kernel} {
      %g = llvm.getelementptr %p[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %v = llvm.load %g {alignment = 2 : i64} : !llvm.ptr<1> -> vector<64xbf16>
      %bits = llvm.bitcast %v : vector<64xbf16> to vector<64xi16>
      %w = llvm.bitcast %bits : vector<64xi16> to vector<64xbf16>
      llvm.store %w, %q {alignment = 2 : i64} : vector<64xbf16>, !llvm.ptr<1>
      llvm.return
    }
  }
}
)";

TEST(MoveBf16AsI16, LoadsStoresAndAddressesUse16BitIntegers) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, kBf16Module, "bf16.mlir");
  ASSERT_TRUE(parsed.module) << firstMessage(parsed.diagnostics);
  moveBf16AsI16(*parsed.module);
  mlir::Type i16 = mlir::IntegerType::get(context.get(), 16);
  int loads = 0, stores = 0, geps = 0;
  parsed.module->walk([&](mlir::Operation *op) {
    if (auto load = llvm::dyn_cast<mlir::LLVM::LoadOp>(op)) {
      EXPECT_EQ(llvm::cast<mlir::VectorType>(load.getType()).getElementType(), i16);
      ++loads;
    } else if (auto store = llvm::dyn_cast<mlir::LLVM::StoreOp>(op)) {
      EXPECT_EQ(llvm::cast<mlir::VectorType>(store.getValue().getType()).getElementType(), i16);
      ++stores;
    } else if (auto gep = llvm::dyn_cast<mlir::LLVM::GEPOp>(op)) {
      EXPECT_EQ(gep.getElemType(), i16);
      ++geps;
    }
  });
  EXPECT_EQ(loads, 1);
  EXPECT_EQ(stores, 1);
  EXPECT_EQ(geps, 1);
  EXPECT_TRUE(mlir::succeeded(mlir::verify(*parsed.module)));
}

// A kernel with a 64-float row, in the LLVM dialect with the XeVM target: what the backend serializes.
const char *kRowModule = R"(
module {
  gpu.module @k [#xevm.target<chip = "bmg">] {
    llvm.func spir_kernelcc @k(%p: !llvm.ptr<1>) attributes {gpu.kernel, intel_reqd_sub_group_size = 16 : i32} {
      %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> vector<64xf32>
      %w = llvm.fmul %v, %v : vector<64xf32>
      llvm.store %w, %p {alignment = 4 : i64} : vector<64xf32>, !llvm.ptr<1>
      llvm.return
    }
  }
}
)";

TEST(WriteWorkItemSpirv, ReplacesTheGpuModuleWithABinary) {
  auto context = makeContext();
  ParseResult parsed = parseForSerialization(*context, kRowModule, "row.mlir");
  ASSERT_TRUE(parsed.module) << firstMessage(parsed.diagnostics);
  std::vector<Diagnostic> diagnostics;
  ASSERT_TRUE(writeWorkItemSpirv(*parsed.module, diagnostics)) << firstMessage(diagnostics);
  EXPECT_TRUE(diagnostics.empty());
  EXPECT_TRUE(parsed.module->getOps<mlir::gpu::GPUModuleOp>().empty());
  auto binaries = parsed.module->getOps<mlir::gpu::BinaryOp>();
  ASSERT_EQ(std::distance(binaries.begin(), binaries.end()), 1);
  auto object = llvm::cast<mlir::gpu::ObjectAttr>((*binaries.begin()).getObjects()[0]);
  llvm::StringRef spirv = object.getObject().getValue();
  ASSERT_GE(spirv.size(), 4u);
  EXPECT_EQ(static_cast<unsigned char>(spirv[0]), 0x03); // SPIR-V magic 0x07230203, little-endian
  EXPECT_EQ(static_cast<unsigned char>(spirv[3]), 0x07);
}

TEST(WriteWorkItemSpirv, WritesSpirvTheValidatorAccepts) {
  auto context = makeContext();
  ParseResult parsed = parseForSerialization(*context, kRowModule, "row.mlir");
  ASSERT_TRUE(parsed.module) << firstMessage(parsed.diagnostics);
  std::vector<Diagnostic> diagnostics;
  ASSERT_TRUE(writeWorkItemSpirv(*parsed.module, diagnostics)) << firstMessage(diagnostics);
  auto binary = *parsed.module->getOps<mlir::gpu::BinaryOp>().begin();
  llvm::StringRef spirv = llvm::cast<mlir::gpu::ObjectAttr>(binary.getObjects()[0]).getObject().getValue();
  llvm::Error invalid = validateSpirv(spirv);
  EXPECT_EQ(invalid ? llvm::toString(std::move(invalid)) : "", "");
}

TEST(WriteWorkItemSpirv, AVectorLeftWideIsAnErrorNotAnAbort) {
  // LLVM's SPIR-V backend would stop the process on the 64-float call; the writer names it instead.
  auto context = makeContext();
  ParseResult parsed = parseForSerialization(*context, R"(
module {
  gpu.module @k [#xevm.target<chip = "bmg">] {
    llvm.func @opaque(vector<64xf32>) -> vector<64xf32>
    llvm.func spir_kernelcc @k(%p: !llvm.ptr<1>) attributes {gpu.kernel} {
      %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> vector<64xf32>
      %w = llvm.call @opaque(%v) : (vector<64xf32>) -> vector<64xf32>
      llvm.store %w, %p {alignment = 4 : i64} : vector<64xf32>, !llvm.ptr<1>
      llvm.return
    }
  }
}
)",
                                   "opaque.mlir");
  ASSERT_TRUE(parsed.module) << firstMessage(parsed.diagnostics);
  std::vector<Diagnostic> diagnostics;
  EXPECT_FALSE(writeWorkItemSpirv(*parsed.module, diagnostics));
  ASSERT_FALSE(diagnostics.empty());
  EXPECT_NE(diagnostics.back().message.find("after scalarizing, the kernel still holds a vector SPIR-V cannot represent"),
            std::string::npos)
      << diagnostics.back().message;
  EXPECT_NE(diagnostics.back().message.find("<64 x float>"), std::string::npos) << diagnostics.back().message;
}

TEST(WriteWorkItemSpirv, RefusesATargetThatIsNotXeVM) {
  auto context = makeContext();
  std::string text = kRowModule;
  text.replace(text.find("#xevm.target<chip = \"bmg\">"), std::string("#xevm.target<chip = \"bmg\">").size(),
               "#nvvm.target");
  ParseResult parsed = parseModule(*context, text, "nvvm.mlir");
  ASSERT_TRUE(parsed.module) << firstMessage(parsed.diagnostics);
  std::vector<Diagnostic> diagnostics;
  EXPECT_FALSE(writeWorkItemSpirv(*parsed.module, diagnostics));
  ASSERT_FALSE(diagnostics.empty());
  EXPECT_NE(diagnostics.back().message.find("gpu.module @k has a target that is not XeVM"), std::string::npos)
      << diagnostics.back().message;
  EXPECT_FALSE(parsed.module->getOps<mlir::gpu::GPUModuleOp>().empty()); // left as it was
}

} // namespace
